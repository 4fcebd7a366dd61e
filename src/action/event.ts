/**
 * What the triggering event means for this run: which orchestrator handles
 * it, whether the checked-out code may be executed, and the pull request's
 * coordinates. Pure: takes the event name and payload.
 */

export type EventKind = 'pull-request' | 'merge-group' | 'push' | 'dispatch' | 'untrusted';

/**
 * Events whose checkout may hold code from outside the repository's trust
 * boundary while running with the base repository's token and secrets: bound
 * checks are never executed there.
 */
const UNTRUSTED_EVENTS = new Set(['pull_request_target', 'workflow_run', 'issue_comment']);

export function eventKind(eventName: string): EventKind {
  if (UNTRUSTED_EVENTS.has(eventName)) return 'untrusted';
  if (eventName === 'pull_request') return 'pull-request';
  // A merge queue's group is judged against its base as a pull request is; it runs in
  // the base repository with its branches' code, as `pull_request` from a branch does.
  if (eventName === 'merge_group') return 'merge-group';
  if (eventName === 'workflow_dispatch') return 'dispatch';
  return 'push';
}

export interface PullRequestInfo {
  /** The pull request's number; absent for a merge queue's group (`mergeGroup`), which has none. */
  number?: number;
  headSha: string;
  baseSha: string;
  /** The head lives in a fork: the token is read-only, writes will be refused. */
  fromFork: boolean;
  /** A merge queue's group (`merge_group`): its head is the queue's branch, judged like a pull request's. */
  mergeGroup?: { headRef: string; baseRef: string };
}

interface PayloadPullRequest {
  number?: unknown;
  head?: { sha?: unknown; repo?: { full_name?: unknown; fork?: unknown } | null };
  base?: { sha?: unknown; repo?: { full_name?: unknown } | null };
}

/** The pull request of a `pull_request` / `pull_request_target` payload, when it has one. */
export function pullRequestOf(payload: Record<string, unknown>): PullRequestInfo | undefined {
  const pr = payload.pull_request as PayloadPullRequest | undefined;
  if (!pr || typeof pr.number !== 'number') return undefined;
  const headSha = typeof pr.head?.sha === 'string' ? pr.head.sha : '';
  const baseSha = typeof pr.base?.sha === 'string' ? pr.base.sha : '';
  const headRepo = pr.head?.repo?.full_name;
  const baseRepo = pr.base?.repo?.full_name;
  return {
    number: pr.number,
    headSha,
    baseSha,
    fromFork: headRepo !== undefined && headRepo !== baseRepo,
  };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The group of a `merge_group` payload (`checks_requested`), as the pull
 * request its head is judged like: `merge_group.head_sha` against
 * `merge_group.base_sha`. Undefined when either commit is missing or not a
 * commit id, or for another action (`destroyed` asks for no checks).
 */
export function mergeGroupOf(payload: Record<string, unknown>): PullRequestInfo | undefined {
  if (payload.action !== undefined && payload.action !== 'checks_requested') return undefined;
  const group = payload.merge_group as
    { head_sha?: unknown; base_sha?: unknown; head_ref?: unknown; base_ref?: unknown } | undefined;
  const sha = (value: unknown): string =>
    typeof value === 'string' && /^[0-9a-f]{40,64}$/.test(value) ? value : '';
  const headSha = sha(group?.head_sha);
  const baseSha = sha(group?.base_sha);
  if (headSha === '' || baseSha === '') return undefined;
  return {
    headSha,
    baseSha,
    fromFork: false,
    mergeGroup: { headRef: text(group?.head_ref), baseRef: text(group?.base_ref) },
  };
}

/** A comment that may hold a bot command (docs/USAGE.md#the-bot). */
export interface CommandComment {
  /** The pull request's number (its issue number). */
  issueNumber: number;
  commentId: number;
  body: string;
  author: {
    login: string;
    /** `Bot` for GitHub Apps and GITHUB_TOKEN (github-actions[bot]). */
    type: string;
    /** `OWNER`, `MEMBER`, `COLLABORATOR`, `CONTRIBUTOR`, `NONE`… */
    association: string;
  };
  /** Who opened the pull request. */
  pullRequestAuthor: string;
}

interface PayloadUser {
  login?: unknown;
  type?: unknown;
}

/**
 * The comment of an `issue_comment` payload when it was just created on a
 * pull request (`issue.pull_request` present); undefined for an edit, a
 * deletion or a comment on a plain issue.
 */
export function commandCommentOf(payload: Record<string, unknown>): CommandComment | undefined {
  if (payload.action !== 'created') return undefined;
  const issue = payload.issue as
    { number?: unknown; pull_request?: unknown; user?: PayloadUser | null } | undefined;
  const comment = payload.comment as
    | { id?: unknown; body?: unknown; user?: PayloadUser | null; author_association?: unknown }
    | undefined;
  if (!issue?.pull_request || typeof issue.number !== 'number') return undefined;
  if (typeof comment?.id !== 'number') return undefined;
  return {
    issueNumber: issue.number,
    commentId: comment.id,
    body: text(comment.body),
    author: {
      login: text(comment.user?.login),
      type: text(comment.user?.type),
      association: text(comment.author_association),
    },
    pullRequestAuthor: text(issue.user?.login),
  };
}

/** Associations whose commands the bot answers; anyone else but the pull request's author gets a reaction. */
const ANSWERED_ASSOCIATIONS = new Set(['OWNER', 'MEMBER', 'COLLABORATOR']);

/** Is the comment's author answered: a member, a collaborator, or the pull request's author? */
export function isAnswered(comment: CommandComment): boolean {
  if (ANSWERED_ASSOCIATIONS.has(comment.author.association)) return true;
  return comment.author.login !== '' && comment.author.login === comment.pullRequestAuthor;
}

/** What a `workflow_run` event says about the run that triggered it (docs/USAGE.md#receipts-in-ci). */
export interface TriggeringRun {
  /** The commit the run tested (`workflow_run.head_sha`): the check run goes there. */
  headSha: string;
  /** `<head owner>:<head branch>`, GitHub's `head` filter for its pull request; empty when the payload lacks either. */
  headLabel: string;
  /** The run's id (`workflow_run.id`): the artifacts merged with `receipts:` are its. */
  runId?: number;
  /**
   * The run's head is not this repository (`workflow_run.head_repository` is
   * another one than `repository`, or the payload does not say which): its
   * artifacts are a fork's claims, whether or not an open pull request is found.
   */
  fromFork: boolean;
  /** The run's pull request on this repository, when GitHub listed one (never for forks). */
  pullRequest?: PullRequestInfo;
  /** Every pull request on this repository GitHub listed for the run (the first is `pullRequest`). */
  pullRequests?: PullRequestInfo[];
}

interface PayloadRunPullRequest {
  number?: unknown;
  head?: { sha?: unknown; repo?: { id?: unknown } | null };
  base?: { sha?: unknown; repo?: { id?: unknown } | null };
}

/** One `workflow_run.pull_requests` entry, when it is a pull request on this repository. */
function runPullRequest(
  entry: PayloadRunPullRequest | null,
  headSha: string,
  repositoryId: unknown,
): PullRequestInfo | undefined {
  const number = entry?.number;
  const baseSha = entry?.base?.sha;
  if (typeof number !== 'number' || typeof baseSha !== 'string') return undefined;
  const baseRepo = entry?.base?.repo?.id;
  if (typeof repositoryId === 'number' && baseRepo !== repositoryId) return undefined;
  return { number, headSha, baseSha, fromFork: entry?.head?.repo?.id !== baseRepo };
}

interface PayloadWorkflowRun {
  id?: unknown;
  head_sha?: unknown;
  head_branch?: unknown;
  head_repository?: {
    id?: unknown;
    full_name?: unknown;
    owner?: { login?: unknown } | null;
  } | null;
  pull_requests?: unknown;
}

/** Are both the same repository, by id (or by full name when a payload lacks the ids)? Unknown is not. */
function sameRepository(
  a: { id?: unknown; full_name?: unknown } | null | undefined,
  b: { id?: unknown; full_name?: unknown } | null | undefined,
): boolean {
  if (typeof a?.id === 'number' && typeof b?.id === 'number') return a.id === b.id;
  return typeof a?.full_name === 'string' && a.full_name !== '' && a.full_name === b?.full_name;
}

/**
 * The triggering run of a `workflow_run` payload. Its pull request is the
 * first of `pull_requests` whose base is this repository: GitHub also lists
 * pull requests of other repositories that share the branch, whose numbers
 * mean nothing here. The pull request is reported at the run's head commit,
 * which is what the run tested and what the workflow checks out.
 */
export function triggeringRunOf(payload: Record<string, unknown>): TriggeringRun | undefined {
  const run = payload.workflow_run as PayloadWorkflowRun | undefined;
  if (!run || typeof run.head_sha !== 'string') return undefined;
  const owner = run.head_repository?.owner?.login;
  const branch = run.head_branch;
  const repository = payload.repository as { id?: unknown; full_name?: unknown } | undefined;
  const triggering: TriggeringRun = {
    headSha: run.head_sha,
    headLabel:
      typeof owner === 'string' && owner !== '' && typeof branch === 'string' && branch !== ''
        ? `${owner}:${branch}`
        : '',
    fromFork: !sameRepository(run.head_repository, repository),
  };
  if (typeof run.id === 'number' && Number.isSafeInteger(run.id)) triggering.runId = run.id;
  const repositoryId = repository?.id;
  const listed: unknown[] = Array.isArray(run.pull_requests) ? run.pull_requests : [];
  const pullRequests: PullRequestInfo[] = [];
  for (const entry of listed) {
    const pullRequest = runPullRequest(entry as PayloadRunPullRequest, run.head_sha, repositoryId);
    if (pullRequest) pullRequests.push(pullRequest);
  }
  const [first] = pullRequests;
  return first === undefined ? triggering : { ...triggering, pullRequest: first, pullRequests };
}
