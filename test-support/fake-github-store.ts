// In-memory state of the fake GitHub (one repository: its pull requests,
// issue comments and check runs) and the rendering of that state as GitHub
// response bodies. Responses start from the `examples` in GitHub's OpenAPI
// description so every field Octokit callers may read is present, then the
// identifying fields (ids, urls, shas, timestamps) are filled in.
import { defaultPullShas, fakeSha, pullBranchJson, type PullCommits } from './defaults.js';
import { exampleValue } from './openapi.js';

export type FileStatus =
  'added' | 'removed' | 'modified' | 'renamed' | 'copied' | 'changed' | 'unchanged';

/** One changed file of a pull request, as `GET .../pulls/{n}/files` lists it. */
export interface FakePullFile {
  filename: string;
  status?: FileStatus;
  previous_filename?: string;
  additions?: number;
  deletions?: number;
  patch?: string;
}

/** What a test may say about a pull request; everything else gets a stable default. */
export interface FakePullRequestSeed extends Partial<PullCommits> {
  number: number;
  title?: string;
  state?: 'open' | 'closed';
  /** The head branch lives in a fork owned by `forkOwner` (default `fork-owner`). */
  fork?: boolean;
  forkOwner?: string;
  /** Changed files; defaults to the server-wide `files` option. */
  files?: Array<string | FakePullFile>;
}

export interface FakeUser {
  login: string;
  id: number;
  type: 'User' | 'Bot' | 'Organization';
}

export interface StoredComment {
  id: number;
  issueNumber: number;
  body: string;
  user: FakeUser;
  createdAt: string;
  updatedAt: string;
}

export interface StoredAnnotation {
  path: string;
  start_line: number;
  end_line: number;
  start_column?: number;
  end_column?: number;
  annotation_level: string;
  message: string;
  title?: string;
  raw_details?: string;
}

export interface StoredCheckRun {
  id: number;
  name: string;
  headSha: string;
  status: string;
  conclusion: string | null;
  detailsUrl: string | null;
  externalId: string;
  startedAt: string;
  completedAt: string | null;
  output: { title: string | null; summary: string | null; text: string | null };
  /** Every annotation received, in order, across the create and all updates. */
  annotations: StoredAnnotation[];
  /** How many create/update requests touched this run. */
  writes: number;
}

/** A reaction on an issue comment. */
export interface StoredReaction {
  id: number;
  commentId: number;
  content: string;
  user: FakeUser;
  createdAt: string;
}

/** The account GITHUB_TOKEN acts as: what the action's comments are authored by. */
export const ACTIONS_BOT: FakeUser = { login: 'github-actions[bot]', id: 41898282, type: 'Bot' };

/** GitHub lists at most this many files of a pull request. */
export const MAX_LISTED_PULL_FILES = 3000;

/** Seconds-precision ISO timestamps, as GitHub writes them. */
export function githubTimestamp(date = new Date()): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function nodeId(kind: string, id: number): string {
  return Buffer.from(`${kind}${id}`).toString('base64');
}

type JsonRecord = Record<string, unknown>;

export interface StoreOptions {
  owner: string;
  repo: string;
  /** Who the token acts as: the author of the comments the action creates. */
  actor: FakeUser;
  /** The API base URL; a function because the port is known only once the server listens. */
  apiUrl: () => string;
  serverUrl: string;
  files: Array<string | FakePullFile>;
  defaultBranch: string;
}

interface PullRecord extends Required<Omit<FakePullRequestSeed, 'files' | 'forkOwner'>> {
  forkOwner: string;
  files: FakePullFile[];
  createdAt: string;
}

/** A deep copy of `value` with `edit` applied to every string. */
function mapStrings(value: unknown, edit: (text: string) => string): unknown {
  if (typeof value === 'string') return edit(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, edit));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, edit)]));
  }
  return value;
}

/** A deep copy of `value` with `from` replaced by `to` in every string. */
function replaceInStrings(value: unknown, from: string | RegExp, to: string): unknown {
  return mapStrings(value, (text) => text.replaceAll(from, to));
}

/** Example values name `octocat/Hello-World` on github.com; point them at our repository and server. */
function retarget(value: unknown, store: StoreOptions): unknown {
  const apiUrl = store.apiUrl();
  const repository = `${store.owner}/${store.repo}`;
  // One copy, each string given the three replacements in turn (as three copies gave it):
  // every response body is an example retargeted, a few per request.
  return mapStrings(value, (text) =>
    text
      .replaceAll('https://api.github.com', apiUrl)
      .replaceAll('https://github.com', store.serverUrl)
      .replaceAll(/octocat\/Hello-World|github\/hello-world/g, repository),
  );
}

/** `owner:branch` → [owner, branch]; a bare `owner` filters by owner alone. */
function splitHead(head: string | undefined): [string | undefined, string | undefined] {
  if (head === undefined || head === '') return [undefined, undefined];
  const colon = head.indexOf(':');
  return colon < 0 ? [head, undefined] : [head.slice(0, colon), head.slice(colon + 1)];
}

function normalizeFile(file: string | FakePullFile): FakePullFile {
  return typeof file === 'string' ? { filename: file } : file;
}

export class FakeGitHubStore {
  readonly comments: StoredComment[] = [];
  readonly checkRuns: StoredCheckRun[] = [];
  readonly reactions: StoredReaction[] = [];
  private readonly pulls = new Map<number, PullRecord>();
  private nextCommentId = 1_000_001;
  private nextReactionId = 6_000_001;
  private nextCheckRunId = 2_000_001;
  private readonly repositoryId = 5_000_001;

  constructor(private readonly options: StoreOptions) {}

  get owner(): string {
    return this.options.owner;
  }

  get repo(): string {
    return this.options.repo;
  }

  /** Who the token acts as (GITHUB_TOKEN: github-actions[bot]; a personal access token: a person). */
  get actor(): FakeUser {
    return this.options.actor;
  }

  /** GitHub compares owner and name case-insensitively. */
  isOurRepository(owner: string, repo: string): boolean {
    return (
      owner.toLowerCase() === this.owner.toLowerCase() &&
      repo.toLowerCase() === this.repo.toLowerCase()
    );
  }

  // -- pull requests -------------------------------------------------------

  /** Registers (or replaces) a pull request; unknown numbers are created on first use. */
  seedPullRequest(seed: FakePullRequestSeed): void {
    const n = seed.number;
    const shas = defaultPullShas(n);
    this.pulls.set(n, {
      number: n,
      headSha: seed.headSha ?? shas.headSha,
      baseSha: seed.baseSha ?? shas.baseSha,
      mergeSha: seed.mergeSha ?? shas.mergeSha,
      headRef: seed.headRef ?? `feature-${n}`,
      baseRef: seed.baseRef ?? this.options.defaultBranch,
      title: seed.title ?? `Pull request #${n}`,
      state: seed.state ?? 'open',
      fork: seed.fork ?? false,
      forkOwner: seed.forkOwner ?? 'fork-owner',
      files: (seed.files ?? this.options.files).map(normalizeFile),
      createdAt: githubTimestamp(),
    });
  }

  /** Was this pull request seeded (or met) already? */
  hasPullRequest(n: number): boolean {
    return this.pulls.has(n);
  }

  /**
   * `GET /repos/{owner}/{repo}/pulls` as GitHub filters it: by `state`
   * (`open` unless told) and by `head` (`owner:branch`, the owner compared
   * case-insensitively), newest first.
   */
  listPulls(filter: { state?: string; head?: string }): number[] {
    const state = filter.state ?? 'open';
    const [headOwner, headRef] = splitHead(filter.head);
    return [...this.pulls.values()]
      .filter((pull) => state === 'all' || pull.state === state)
      .filter((pull) => {
        if (headOwner === undefined) return true;
        const owner = pull.fork ? pull.forkOwner : this.owner;
        if (owner.toLowerCase() !== headOwner.toLowerCase()) return false;
        return headRef === undefined || pull.headRef === headRef;
      })
      .map((pull) => pull.number)
      .sort((a, b) => b - a);
  }

  private pull(n: number): PullRecord {
    if (!this.pulls.has(n)) this.seedPullRequest({ number: n });
    return this.pulls.get(n) as PullRecord;
  }

  // -- comments ------------------------------------------------------------

  addComment(issueNumber: number, body: string, user: FakeUser = this.actor): StoredComment {
    const now = githubTimestamp();
    const comment = {
      id: this.nextCommentId++,
      issueNumber,
      body,
      user,
      createdAt: now,
      updatedAt: now,
    };
    this.comments.push(comment);
    return comment;
  }

  findComment(id: number): StoredComment | undefined {
    return this.comments.find((comment) => comment.id === id);
  }

  commentsOn(issueNumber: number): StoredComment[] {
    return this.comments.filter((comment) => comment.issueNumber === issueNumber);
  }

  updateComment(comment: StoredComment, body: string): void {
    comment.body = body;
    comment.updatedAt = githubTimestamp();
  }

  deleteComment(comment: StoredComment): void {
    this.comments.splice(this.comments.indexOf(comment), 1);
    for (let i = this.reactions.length - 1; i >= 0; i--)
      if (this.reactions[i]?.commentId === comment.id) this.reactions.splice(i, 1);
  }

  // -- reactions -------------------------------------------------------------

  /**
   * GitHub keeps one reaction per user and content on a comment: adding it
   * again answers the existing one (200) instead of creating another (201).
   */
  addReaction(
    comment: StoredComment,
    content: string,
    user: FakeUser = ACTIONS_BOT,
  ): { reaction: StoredReaction; created: boolean } {
    const existing = this.reactions.find(
      (r) => r.commentId === comment.id && r.content === content && r.user.login === user.login,
    );
    if (existing) return { reaction: existing, created: false };
    const reaction: StoredReaction = {
      id: this.nextReactionId++,
      commentId: comment.id,
      content,
      user,
      createdAt: githubTimestamp(),
    };
    this.reactions.push(reaction);
    return { reaction, created: true };
  }

  reactionsOn(commentId: number): StoredReaction[] {
    return this.reactions.filter((reaction) => reaction.commentId === commentId);
  }

  // -- check runs ----------------------------------------------------------

  createCheckRun(body: JsonRecord): StoredCheckRun {
    const run: StoredCheckRun = {
      id: this.nextCheckRunId++,
      name: String(body.name),
      headSha: String(body.head_sha),
      status: 'queued',
      conclusion: null,
      detailsUrl: null,
      externalId: '',
      startedAt: githubTimestamp(),
      completedAt: null,
      output: { title: null, summary: null, text: null },
      annotations: [],
      writes: 0,
    };
    this.checkRuns.push(run);
    this.applyCheckRunWrite(run, body);
    return run;
  }

  findCheckRun(id: number): StoredCheckRun | undefined {
    return this.checkRuns.find((run) => run.id === id);
  }

  /** Create and update share semantics: given fields replace, annotations append. */
  applyCheckRunWrite(run: StoredCheckRun, body: JsonRecord): void {
    run.writes += 1;
    if (typeof body.name === 'string') run.name = body.name;
    if (typeof body.details_url === 'string') run.detailsUrl = body.details_url;
    if (typeof body.external_id === 'string') run.externalId = body.external_id;
    if (typeof body.started_at === 'string') run.startedAt = body.started_at;
    if (typeof body.status === 'string') run.status = body.status;
    if (typeof body.conclusion === 'string') {
      // "Providing conclusion will automatically set the status parameter to completed."
      run.conclusion = body.conclusion;
      run.status = 'completed';
    }
    if (run.status === 'completed') {
      run.completedAt =
        typeof body.completed_at === 'string'
          ? body.completed_at
          : (run.completedAt ?? githubTimestamp());
    }
    this.applyOutput(run, body.output);
  }

  private applyOutput(run: StoredCheckRun, output: unknown): void {
    if (!output || typeof output !== 'object') return;
    const o = output as JsonRecord;
    if (typeof o.title === 'string') run.output.title = o.title;
    if (typeof o.summary === 'string') run.output.summary = o.summary;
    if (typeof o.text === 'string') run.output.text = o.text;
    if (Array.isArray(o.annotations))
      run.annotations.push(...(o.annotations as StoredAnnotation[]));
  }

  // -- rendering -----------------------------------------------------------

  private example<T = JsonRecord>(name: string): T {
    return retarget(exampleValue(name), this.options) as T;
  }

  private userJson(user: FakeUser): JsonRecord {
    const base = this.example<JsonRecord>('issue-comment').user as JsonRecord;
    const json = replaceInStrings(base, 'octocat', encodeURIComponent(user.login)) as JsonRecord;
    return {
      ...json,
      login: user.login,
      id: user.id,
      node_id: nodeId('U_', user.id),
      type: user.type,
      url: `${this.options.apiUrl()}/users/${encodeURIComponent(user.login)}`,
      html_url: `${this.options.serverUrl}/${encodeURIComponent(user.login)}`,
    };
  }

  private get repoApiUrl(): string {
    return `${this.options.apiUrl()}/repos/${this.owner}/${this.repo}`;
  }

  private get repoHtmlUrl(): string {
    return `${this.options.serverUrl}/${this.owner}/${this.repo}`;
  }

  repositoryJson(): JsonRecord {
    // The example is a fork of another repository; ours is not.
    const repo = this.example<JsonRecord>('full-repository-default-response');
    for (const key of ['source', 'parent', 'template_repository']) delete repo[key];
    return {
      ...repo,
      language: null,
      id: this.repositoryId,
      node_id: nodeId('R_', this.repositoryId),
      name: this.repo,
      full_name: `${this.owner}/${this.repo}`,
      owner: this.userJson({ login: this.owner, id: 9_000_001, type: 'Organization' }),
      default_branch: this.options.defaultBranch,
      fork: false,
    };
  }

  commentJson(comment: StoredComment): JsonRecord {
    const json = this.example<JsonRecord>('issue-comment');
    return {
      ...json,
      id: comment.id,
      node_id: nodeId('IC_', comment.id),
      url: `${this.repoApiUrl}/issues/comments/${comment.id}`,
      html_url: `${this.repoHtmlUrl}/pull/${comment.issueNumber}#issuecomment-${comment.id}`,
      issue_url: `${this.repoApiUrl}/issues/${comment.issueNumber}`,
      body: comment.body,
      user: this.userJson(comment.user),
      created_at: comment.createdAt,
      updated_at: comment.updatedAt,
      author_association: comment.user.type === 'Bot' ? 'NONE' : 'MEMBER',
      performed_via_github_app: null,
    };
  }

  reactionJson(reaction: StoredReaction): JsonRecord {
    const json = this.example<JsonRecord>('reaction');
    return {
      ...json,
      id: reaction.id,
      node_id: nodeId('REA_', reaction.id),
      user: this.userJson(reaction.user),
      content: reaction.content,
      created_at: reaction.createdAt,
    };
  }

  checkRunJson(run: StoredCheckRun): JsonRecord {
    const json = this.example<JsonRecord>('check-run');
    return {
      ...json,
      id: run.id,
      node_id: nodeId('CR_', run.id),
      head_sha: run.headSha,
      name: run.name,
      status: run.status,
      conclusion: run.conclusion,
      external_id: run.externalId,
      details_url: run.detailsUrl,
      started_at: run.startedAt,
      completed_at: run.completedAt,
      url: `${this.repoApiUrl}/check-runs/${run.id}`,
      html_url: `${this.repoHtmlUrl}/runs/${run.id}`,
      output: {
        ...run.output,
        annotations_count: run.annotations.length,
        annotations_url: `${this.repoApiUrl}/check-runs/${run.id}/annotations`,
      },
      pull_requests: [],
    };
  }

  annotationJson(annotation: StoredAnnotation): JsonRecord {
    const template = this.example<JsonRecord[]>('check-annotation-items')[0] as JsonRecord;
    return {
      ...template,
      start_column: null,
      end_column: null,
      title: null,
      raw_details: null,
      ...annotation,
      blob_href: `${this.repoHtmlUrl}/blob/HEAD/${annotation.path}`,
    };
  }

  pullJson(n: number): JsonRecord {
    const pull = this.pull(n);
    const json = this.example<JsonRecord>('pull-request');
    const issueUrl = `${this.repoApiUrl}/issues/${n}`;
    return {
      ...json,
      id: 3_000_000 + n,
      node_id: nodeId('PR_', n),
      number: n,
      state: pull.state,
      locked: false,
      title: pull.title,
      url: `${this.repoApiUrl}/pulls/${n}`,
      html_url: `${this.repoHtmlUrl}/pull/${n}`,
      diff_url: `${this.repoHtmlUrl}/pull/${n}.diff`,
      patch_url: `${this.repoHtmlUrl}/pull/${n}.patch`,
      issue_url: issueUrl,
      comments_url: `${issueUrl}/comments`,
      commits_url: `${this.repoApiUrl}/pulls/${n}/commits`,
      statuses_url: `${this.repoApiUrl}/statuses/${pull.headSha}`,
      created_at: pull.createdAt,
      updated_at: pull.createdAt,
      merge_commit_sha: pull.mergeSha,
      head: this.branchJson(json.head as JsonRecord, pull, 'head'),
      base: this.branchJson(json.base as JsonRecord, pull, 'base'),
      changed_files: pull.files.length, // the true count; only the listing is capped
      merged: false,
      merged_at: null,
      closed_at: null,
      requested_reviewers: [],
      requested_teams: [],
    };
  }

  /** A pull request as listings show it (`pull-request-simple`: no merge state or counts). */
  pullSimpleJson(n: number): JsonRecord {
    const simple = this.example<JsonRecord>('pull-request-simple');
    return Object.fromEntries(Object.entries(this.pullJson(n)).filter(([key]) => key in simple));
  }

  /** `GET /user` for a person's token (an installation token is refused before this). */
  authenticatedUserJson(): JsonRecord {
    const json = this.example<JsonRecord>(
      'private-user-response-with-public-and-private-profile-information',
    );
    return { ...json, ...this.userJson(this.actor), name: this.actor.login, email: null };
  }

  private branchJson(template: JsonRecord, pull: PullRecord, side: 'head' | 'base'): JsonRecord {
    const inFork = side === 'head' && pull.fork;
    const owner = inFork ? pull.forkOwner : this.owner;
    const repo: JsonRecord = { ...this.repositoryJson(), fork: inFork };
    if (inFork) {
      const fullName = `${this.owner}/${this.repo}`;
      Object.assign(repo, replaceInStrings(repo, fullName, `${owner}/${this.repo}`) as JsonRecord, {
        id: this.repositoryId + 1,
        node_id: nodeId('R_', this.repositoryId + 1),
        full_name: `${owner}/${this.repo}`,
        owner: this.userJson({ login: owner, id: 9_000_002, type: 'User' }),
        fork: true,
      });
    }
    return pullBranchJson(template, pull, side, owner, repo);
  }

  /** The pull request's changed files as GitHub lists them (capped at 3,000). */
  pullFilesJson(n: number): JsonRecord[] {
    const pull = this.pull(n);
    const template = this.example<JsonRecord[]>('diff-entry-items')[0] as JsonRecord;
    return pull.files.slice(0, MAX_LISTED_PULL_FILES).map((file) => {
      const additions = file.additions ?? 1;
      const deletions = file.deletions ?? 0;
      const path = file.filename.split('/').map(encodeURIComponent).join('/');
      return {
        ...template,
        sha: fakeSha(`blob:${pull.headSha}:${file.filename}`),
        filename: file.filename,
        status: file.status ?? 'modified',
        additions,
        deletions,
        changes: additions + deletions,
        blob_url: `${this.repoHtmlUrl}/blob/${pull.headSha}/${path}`,
        raw_url: `${this.repoHtmlUrl}/raw/${pull.headSha}/${path}`,
        contents_url: `${this.repoApiUrl}/contents/${path}?ref=${pull.headSha}`,
        patch: file.patch ?? '@@ -1 +1 @@\n-old\n+new',
        ...(file.previous_filename ? { previous_filename: file.previous_filename } : {}),
      };
    });
  }

  issueJson(n: number): JsonRecord {
    const pull = this.pull(n);
    const json = this.example<JsonRecord>('issue');
    return {
      ...json,
      id: 4_000_000 + n,
      node_id: nodeId('I_', n),
      number: n,
      title: pull.title,
      state: pull.state,
      locked: false,
      url: `${this.repoApiUrl}/issues/${n}`,
      html_url: `${this.repoHtmlUrl}/pull/${n}`,
      comments: this.commentsOn(n).length,
      pull_request: {
        url: `${this.repoApiUrl}/pulls/${n}`,
        html_url: `${this.repoHtmlUrl}/pull/${n}`,
        diff_url: `${this.repoHtmlUrl}/pull/${n}.diff`,
        patch_url: `${this.repoHtmlUrl}/pull/${n}.patch`,
        merged_at: null,
      },
    };
  }

  rateLimitJson(remaining: number, reset: number): JsonRecord {
    const json = this.example<JsonRecord>('rate-limit-overview');
    const core = { limit: 5000, used: 5000 - remaining, remaining, reset };
    return { ...json, resources: { ...(json.resources as JsonRecord), core }, rate: core };
  }
}
