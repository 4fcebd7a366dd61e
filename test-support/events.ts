// Event payloads for running the action, built from the community-recorded
// webhook examples in `@octokit/webhooks-examples` (real payload shapes) with
// the identifying fields replaced: repository, pull request number, shas,
// refs. `schedule` is not a webhook and is made by hand, as is the fork
// variant of a pull request.
//
// Each builder also says what the runner would put in GITHUB_SHA / GITHUB_REF
// (and GITHUB_HEAD_REF / GITHUB_BASE_REF) for that event, so run-action can
// set them the way GitHub does.
import { createRequire } from 'node:module';
import {
  DEFAULT_BRANCH,
  DEFAULT_BRANCH_SHA,
  DEFAULT_OWNER,
  DEFAULT_PR_NUMBER,
  DEFAULT_REPO,
  defaultPullShas,
  pullBranchJson,
  type PullCommits,
} from './defaults.js';

type JsonRecord = Record<string, unknown>;

/** An event as the runner sees it: the payload plus the environment it implies. */
export interface ActionEvent {
  /** GITHUB_EVENT_NAME */
  name: string;
  /** Written to GITHUB_EVENT_PATH. */
  payload: JsonRecord;
  /** GITHUB_SHA */
  sha: string;
  /** GITHUB_REF */
  ref: string;
  /** GITHUB_REPOSITORY (`owner/repo`): the repository the workflow runs in (the base, for forks). */
  repository?: string;
  /** GITHUB_HEAD_REF / GITHUB_BASE_REF: set for pull_request and pull_request_target only. */
  headRef?: string;
  baseRef?: string;
}

export interface RepositoryOverrides {
  owner?: string;
  repo?: string;
  defaultBranch?: string;
}

export interface PullRequestOverrides extends RepositoryOverrides, Partial<PullCommits> {
  number?: number;
  /** `opened` (default), `synchronize` or `reopened`. */
  action?: 'opened' | 'synchronize' | 'reopened';
  /** `synchronize` only: the head before the push. */
  before?: string;
  title?: string;
  draft?: boolean;
  /** The head branch lives in a fork (`head.repo.fork`, a different full_name). */
  fork?: boolean;
  forkOwner?: string;
}

// ---------------------------------------------------------------------------
// Examples

interface WebhookDefinition {
  name: string;
  examples: JsonRecord[];
}

let definitions: WebhookDefinition[] | undefined;

function examplesOf(event: string): JsonRecord[] {
  if (!definitions) {
    const require = createRequire(import.meta.url);
    definitions = require('@octokit/webhooks-examples') as WebhookDefinition[];
  }
  const found = definitions.find((d) => d.name === event);
  if (!found || found.examples.length === 0) throw new Error(`no webhook examples for ${event}`);
  return found.examples;
}

/** A deep copy of the first example of `event` that satisfies `pick` (or the first one). */
function example(event: string, pick: (payload: JsonRecord) => boolean = () => true): JsonRecord {
  const all = examplesOf(event);
  return structuredClone(all.find(pick) ?? (all[0] as JsonRecord));
}

function record(value: unknown): JsonRecord {
  if (!value || typeof value !== 'object')
    throw new Error('webhook example is missing an expected object');
  return value as JsonRecord;
}

/** A deep copy of `value` with `from` replaced by `to` in every string. */
function replaceInStrings<T>(value: T, from: string, to: string): T {
  if (typeof value === 'string') return value.replaceAll(from, to) as T;
  if (Array.isArray(value)) return value.map((item) => replaceInStrings(item, from, to)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, replaceInStrings(v, from, to)]),
    ) as T;
  }
  return value;
}

// ---------------------------------------------------------------------------
// Repository retargeting

interface RepositoryTarget {
  owner: string;
  repo: string;
  defaultBranch: string;
}

function fullNameOf(target: RepositoryTarget): string {
  return `${target.owner}/${target.repo}`;
}

function repositoryTarget(o: RepositoryOverrides): RepositoryTarget {
  return {
    owner: o.owner ?? DEFAULT_OWNER,
    repo: o.repo ?? DEFAULT_REPO,
    defaultBranch: o.defaultBranch ?? DEFAULT_BRANCH,
  };
}

/**
 * Moves a whole payload onto `target`: every string naming the example's
 * repository now names ours, and the repository object's own fields agree.
 */
function retargetPayload(payload: JsonRecord, target: RepositoryTarget): JsonRecord {
  const repository = record(payload.repository);
  const oldFullName = String(repository.full_name);
  const moved = replaceInStrings(payload, oldFullName, `${target.owner}/${target.repo}`);
  moved.repository = renameRepository(record(moved.repository), target, false);
  if (moved.organization && typeof moved.organization === 'object') {
    const org = record(moved.organization);
    moved.organization = {
      ...replaceInStrings(org, String(org.login), target.owner),
      login: target.owner,
    };
  }
  return moved;
}

/** A repository object under a new owner/name (its URLs were already rewritten or are rewritten here). */
function renameRepository(
  repository: JsonRecord,
  target: RepositoryTarget,
  fork: boolean,
): JsonRecord {
  const oldFullName = String(repository.full_name);
  const fullName = `${target.owner}/${target.repo}`;
  const renamed = replaceInStrings(repository, oldFullName, fullName);
  const owner = record(renamed.owner);
  return {
    ...renamed,
    name: target.repo,
    full_name: fullName,
    owner: { ...replaceInStrings(owner, String(owner.login), target.owner), login: target.owner },
    default_branch: target.defaultBranch,
    ...('master_branch' in renamed ? { master_branch: target.defaultBranch } : {}),
    fork,
  };
}

// ---------------------------------------------------------------------------
// Pull requests

interface PullTarget extends RepositoryTarget, PullCommits {
  number: number;
  fork: boolean;
  forkOwner: string;
}

function pullTarget(o: PullRequestOverrides): PullTarget {
  const repository = repositoryTarget(o);
  const number = o.number ?? DEFAULT_PR_NUMBER;
  const shas = defaultPullShas(number);
  return {
    ...repository,
    number,
    headSha: o.headSha ?? shas.headSha,
    baseSha: o.baseSha ?? shas.baseSha,
    mergeSha: o.mergeSha ?? shas.mergeSha,
    headRef: o.headRef ?? `feature-${number}`,
    baseRef: o.baseRef ?? repository.defaultBranch,
    fork: o.fork ?? false,
    forkOwner: o.forkOwner ?? 'fork-owner',
  };
}

/** The `pull_request` webhook payload (also what `pull_request_target` delivers). */
export function pullRequestPayload(o: PullRequestOverrides = {}): JsonRecord {
  const action = o.action ?? 'opened';
  const source = example('pull_request', (p) => p.action === action);
  const target = pullTarget(o);
  const payload = retargetPayload(source, target);
  const oldNumber = Number(payload.number);
  payload.action = action;
  payload.number = target.number;
  payload.pull_request = pullRequestObject(record(payload.pull_request), oldNumber, target, o);
  if (action === 'synchronize') {
    payload.before = o.before ?? defaultPullShas(target.number).baseSha;
    payload.after = target.headSha;
  }
  return payload;
}

function pullRequestObject(
  pull: JsonRecord,
  oldNumber: number,
  target: PullTarget,
  o: PullRequestOverrides,
): JsonRecord {
  const fullName = `${target.owner}/${target.repo}`;
  // URLs name the pull request as `/pulls/2`, `/pull/2`, `/issues/2`.
  let renumbered = pull;
  for (const segment of ['pulls', 'pull', 'issues']) {
    renumbered = replaceInStrings(
      renumbered,
      `${fullName}/${segment}/${oldNumber}`,
      `${fullName}/${segment}/${target.number}`,
    );
  }
  const result: JsonRecord = {
    ...renumbered,
    number: target.number,
    title: o.title ?? renumbered.title,
    draft: o.draft ?? false,
    merge_commit_sha: target.mergeSha,
    statuses_url: String(renumbered.statuses_url).replace(/[0-9a-f]{40}$/, target.headSha),
  };
  result.base = branchObject(record(renumbered.base), target, 'base');
  result.head = branchObject(record(renumbered.head), target, 'head');
  return result;
}

function branchObject(branch: JsonRecord, target: PullTarget, side: 'head' | 'base'): JsonRecord {
  const inFork = side === 'head' && target.fork;
  const owner = inFork ? target.forkOwner : target.owner;
  const repo = renameRepository(record(branch.repo), { ...target, owner }, inFork);
  if (inFork) repo.id = Number(repo.id) + 1; // a fork is a repository of its own
  return pullBranchJson(branch, target, side, owner, repo);
}

/** A pull request's event, run at the commit and ref `at` picks. */
function pullRequestRun(
  name: 'pull_request' | 'pull_request_target',
  o: PullRequestOverrides,
  at: (target: PullTarget) => { sha: string; ref: string },
): ActionEvent {
  const target = pullTarget(o);
  return {
    name,
    payload: pullRequestPayload(o),
    repository: fullNameOf(target),
    ...at(target),
    headRef: target.headRef,
    baseRef: target.baseRef,
  };
}

/** `pull_request`: the runner checks out and reports on the merge commit `refs/pull/N/merge`. */
export function pullRequestEvent(o: PullRequestOverrides = {}): ActionEvent {
  return pullRequestRun('pull_request', o, (target) => ({
    sha: target.mergeSha,
    ref: `refs/pull/${target.number}/merge`,
  }));
}

/** A pull request from a fork: the head repository is another owner's fork. */
export function forkPullRequestEvent(o: PullRequestOverrides = {}): ActionEvent {
  return pullRequestEvent({ ...o, fork: true });
}

/** `pull_request_target`: same payload, but runs on the base branch's tip with a write token. */
export function pullRequestTargetEvent(o: PullRequestOverrides = {}): ActionEvent {
  return pullRequestRun('pull_request_target', o, (target) => ({
    sha: target.baseSha,
    ref: `refs/heads/${target.baseRef}`,
  }));
}

// ---------------------------------------------------------------------------
// Other events

export interface PushOverrides extends RepositoryOverrides {
  ref?: string;
  before?: string;
  after?: string;
}

/** `push` to a branch (default: the default branch). */
export function pushEvent(o: PushOverrides = {}): ActionEvent {
  const target = repositoryTarget(o);
  const ref = o.ref ?? `refs/heads/${target.defaultBranch}`;
  const after = o.after ?? DEFAULT_BRANCH_SHA;
  const payload = retargetPayload(
    example('push', (p) => String(p.ref).startsWith('refs/heads/')),
    target,
  );
  Object.assign(payload, { ref, before: o.before ?? '0'.repeat(40), after, base_ref: null });
  if (payload.head_commit && typeof payload.head_commit === 'object') {
    payload.head_commit = { ...record(payload.head_commit), id: after, tree_id: after };
  }
  return { name: 'push', payload, repository: fullNameOf(target), sha: after, ref };
}

export interface DispatchOverrides extends RepositoryOverrides {
  ref?: string;
  sha?: string;
  inputs?: Record<string, string>;
}

/** `workflow_dispatch` (a manual run), with its inputs. */
export function workflowDispatchEvent(o: DispatchOverrides = {}): ActionEvent {
  const target = repositoryTarget(o);
  const ref = o.ref ?? `refs/heads/${target.defaultBranch}`;
  const payload = retargetPayload(example('workflow_dispatch'), target);
  Object.assign(payload, { ref, inputs: o.inputs ?? {} });
  return {
    name: 'workflow_dispatch',
    payload,
    repository: fullNameOf(target),
    sha: o.sha ?? DEFAULT_BRANCH_SHA,
    ref,
  };
}

export interface ScheduleOverrides extends RepositoryOverrides {
  cron?: string;
  sha?: string;
}

/** An event that runs on the default branch, at its tip unless `sha` names another commit. */
function onDefaultBranch(
  name: string,
  payload: JsonRecord,
  target: RepositoryTarget,
  sha: string | undefined,
): ActionEvent {
  return {
    name,
    payload,
    repository: fullNameOf(target),
    sha: sha ?? DEFAULT_BRANCH_SHA,
    ref: `refs/heads/${target.defaultBranch}`,
  };
}

/** `schedule` is not a webhook: the runner's payload is just the cron line (and the workflow). */
export function scheduleEvent(o: ScheduleOverrides = {}): ActionEvent {
  const payload = { schedule: o.cron ?? '0 6 * * *', workflow: '.github/workflows/ev.yml' };
  return onDefaultBranch('schedule', payload, repositoryTarget(o), o.sha);
}

export interface WorkflowRunOverrides extends RepositoryOverrides {
  /** The triggering run's event (default `pull_request`). */
  event?: string;
  conclusion?:
    'success' | 'failure' | 'neutral' | 'cancelled' | 'skipped' | 'timed_out' | 'action_required';
  headSha?: string;
  headBranch?: string;
  /** The triggering run came from a fork owned by this account (`head_repository.fork`). */
  forkOwner?: string;
  /** Pull requests of the triggering run (GitHub leaves this empty for forks). */
  pullRequests?: Array<{
    number: number;
    headSha?: string;
    baseSha?: string;
    headRef?: string;
    baseRef?: string;
  }>;
  sha?: string;
}

/**
 * `workflow_run` (completed): runs on the default branch, reads the triggering
 * run's results. Built on the recorded `completed` example that lists a pull
 * request; a fork's run has an empty `pull_requests` and a head repository of
 * its own (another id, owner and full name), as GitHub sends it.
 */
export function workflowRunEvent(o: WorkflowRunOverrides = {}): ActionEvent {
  const target = repositoryTarget(o);
  const payload = retargetPayload(
    example(
      'workflow_run',
      (p) =>
        p.action === 'completed' &&
        Array.isArray(record(p.workflow_run).pull_requests) &&
        (record(p.workflow_run).pull_requests as unknown[]).length > 0,
    ),
    target,
  );
  const run = record(payload.workflow_run);
  const repository = record(payload.repository);
  const headSha = o.headSha ?? defaultPullShas(DEFAULT_PR_NUMBER).headSha;
  const fork = o.forkOwner !== undefined;
  const headRepository = renameRepository(
    record(run.head_repository),
    { ...target, owner: o.forkOwner ?? target.owner },
    fork,
  );
  if (fork) headRepository.id = Number(repository.id) + 1; // a fork is a repository of its own
  const baseRepo = { id: repository.id, url: repository.url, name: target.repo };
  payload.workflow_run = {
    ...run,
    event: o.event ?? 'pull_request',
    status: 'completed',
    conclusion: o.conclusion ?? 'success',
    head_sha: headSha,
    head_branch: o.headBranch ?? `feature-${DEFAULT_PR_NUMBER}`,
    head_commit: { ...record(run.head_commit), id: headSha },
    repository: renameRepository(record(run.repository), target, false),
    head_repository: headRepository,
    pull_requests: (o.pullRequests ?? []).map((pr) => workflowRunPullRequest(pr, baseRepo, target)),
  };
  return onDefaultBranch('workflow_run', payload, target, o.sha);
}

/** A `workflow_run.pull_requests` entry: GitHub's minimal form (ids, refs and shas; repositories as id, url, name). */
function workflowRunPullRequest(
  pr: NonNullable<WorkflowRunOverrides['pullRequests']>[number],
  repo: JsonRecord,
  target: RepositoryTarget,
): JsonRecord {
  const shas = defaultPullShas(pr.number);
  return {
    url: `${String(repo.url)}/pulls/${pr.number}`,
    id: 3_000_000 + pr.number,
    number: pr.number,
    head: { ref: pr.headRef ?? `feature-${pr.number}`, sha: pr.headSha ?? shas.headSha, repo },
    base: { ref: pr.baseRef ?? target.defaultBranch, sha: pr.baseSha ?? shas.baseSha, repo },
  };
}

export interface MergeGroupOverrides extends RepositoryOverrides {
  /** The group's head: the queue's temporary branch tip, which the runner checks out (GITHUB_SHA). */
  headSha?: string;
  /** The tip of the branch the group merges into. */
  baseSha?: string;
  /** The pull request the group's last entry is (named in the queue's branch). */
  number?: number;
}

/**
 * `merge_group` (`checks_requested`): a merge queue asks for the checks of
 * its group's head, `refs/heads/gh-readonly-queue/<base>/pr-<n>-<base sha>`,
 * which the runner checks out (GITHUB_SHA, GITHUB_REF). Built on the
 * recorded example with the group's commits and refs replaced.
 */
export function mergeGroupEvent(o: MergeGroupOverrides = {}): ActionEvent {
  const target = repositoryTarget(o);
  const payload = retargetPayload(example('merge_group'), target);
  const shas = defaultPullShas(o.number ?? DEFAULT_PR_NUMBER);
  const headSha = o.headSha ?? shas.mergeSha;
  const baseSha = o.baseSha ?? shas.baseSha;
  const baseRef = `refs/heads/${target.defaultBranch}`;
  const headRef = `refs/heads/gh-readonly-queue/${target.defaultBranch}/pr-${o.number ?? DEFAULT_PR_NUMBER}-${baseSha}`;
  const group = record(payload.merge_group);
  payload.action = 'checks_requested';
  payload.merge_group = {
    ...group,
    head_sha: headSha,
    head_ref: headRef,
    base_sha: baseSha,
    base_ref: baseRef,
    head_commit: { ...record(group.head_commit), id: headSha },
  };
  return {
    name: 'merge_group',
    payload,
    repository: fullNameOf(target),
    sha: headSha,
    ref: headRef,
  };
}

export interface IssueCommentOverrides extends RepositoryOverrides {
  number?: number;
  body?: string;
  /** The comment is on a pull request (default) rather than a plain issue. */
  onPullRequest?: boolean;
  sha?: string;
  /** `created` (default), `edited` or `deleted`. */
  action?: 'created' | 'edited' | 'deleted';
  /** The comment's id (to match a comment seeded in the fake GitHub). */
  commentId?: number;
  /** Who wrote the comment (default the example's `Codertocat`, a `User`). */
  author?: { login: string; type?: 'User' | 'Bot' | 'Organization' };
  /** `comment.author_association` (default the example's `OWNER`). */
  association?: string;
  /** Who opened the pull request (`issue.user.login`; default the example's `Codertocat`). */
  pullRequestAuthor?: string;
}

/** `issue_comment` (created): runs on the default branch; `issue.pull_request` marks a PR. */
export function issueCommentEvent(o: IssueCommentOverrides = {}): ActionEvent {
  const target = repositoryTarget(o);
  const number = o.number ?? DEFAULT_PR_NUMBER;
  const action = o.action ?? 'created';
  const payload = retargetPayload(
    example('issue_comment', (p) => p.action === action),
    target,
  );
  const fullName = `${target.owner}/${target.repo}`;
  const issue = record(payload.issue);
  const oldNumber = Number(issue.number);
  const renumbered = replaceInStrings(
    issue,
    `${fullName}/issues/${oldNumber}`,
    `${fullName}/issues/${number}`,
  );
  const apiBase = String(renumbered.repository_url);
  const htmlBase = String(record(payload.repository).html_url);
  payload.issue = {
    ...renumbered,
    number,
    ...(o.onPullRequest === false
      ? {}
      : {
          pull_request: {
            url: `${apiBase}/pulls/${number}`,
            html_url: `${htmlBase}/pull/${number}`,
            diff_url: `${htmlBase}/pull/${number}.diff`,
            patch_url: `${htmlBase}/pull/${number}.patch`,
            merged_at: null,
          },
        }),
  };
  const comment = replaceInStrings(
    record(payload.comment),
    `${fullName}/issues/${oldNumber}`,
    `${fullName}/issues/${number}`,
  );
  payload.comment = {
    ...comment,
    body: o.body ?? comment.body,
    ...(o.commentId !== undefined ? { id: o.commentId } : {}),
    ...(o.association !== undefined ? { author_association: o.association } : {}),
    ...(o.author !== undefined
      ? { user: userNamed(record(comment.user), o.author.login, o.author.type ?? 'User') }
      : {}),
  };
  if (o.pullRequestAuthor !== undefined) {
    const issueRecord = record(payload.issue);
    issueRecord.user = userNamed(record(issueRecord.user), o.pullRequestAuthor, 'User');
  }
  return onDefaultBranch('issue_comment', payload, target, o.sha);
}

/** A webhook user object renamed to `login` (its URLs follow). */
function userNamed(user: JsonRecord, login: string, type: string): JsonRecord {
  return { ...replaceInStrings(user, String(user.login), login), login, type };
}
