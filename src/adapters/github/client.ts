/**
 * The GitHub API at the edge: an Octokit client with the retry and throttling
 * plugins (transient 5xx, rate limits and secondary rate limits are retried
 * when and as GitHub says), and the few
 * calls the action makes. The settings' `GITHUB_API_URL` is honoured (GitHub
 * Enterprise Server). A 403/404 on a write becomes a GitHubPermissionError so the caller
 * can degrade (fork pull requests get a read-only token) instead of crashing.
 */
import { getOctokit } from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { throttling, type ThrottlingOptions } from '@octokit/plugin-throttling';
import type { Annotation } from '../../render/annotations.js';

export type GitHubClient = ReturnType<typeof getOctokit>;

export interface Repo {
  owner: string;
  repo: string;
}

export interface Logger {
  info(message: string): void;
  warning(message: string): void;
}

/** A write GitHub refused for lack of permission (403) or visibility (404). */
export class GitHubPermissionError extends Error {
  constructor(
    readonly operation: string,
    readonly status: number,
    detail: string,
  ) {
    super(`${operation}: GitHub answered ${status} (${detail})`);
  }
}

const MAX_RATE_LIMIT_RETRIES = 2;

/**
 * The longest wait for a rate limit to lift, in seconds. A secondary limit
 * asks for about a minute; a spent hourly limit can take most of an hour,
 * which would hold the job (and bill its minutes) for nothing: the verdict
 * is already in the outputs and the summary, and the next run posts.
 */
const MAX_RATE_LIMIT_WAIT_SECONDS = 60;

/** A rate limit GitHub answered, and whether to wait it out and retry (said in a warning either way). */
function waitsOutLimit(
  log: Logger,
  kind: 'rate limit' | 'secondary rate limit',
  limit: { method: string; url: string; retryAfter: number; retryCount: number },
): boolean {
  const where = `GitHub ${kind} on ${limit.method} ${limit.url}`;
  if (limit.retryCount >= MAX_RATE_LIMIT_RETRIES) {
    log.warning(`${where}: still limited after ${MAX_RATE_LIMIT_RETRIES} retries; not retried`);
    return false;
  }
  if (limit.retryAfter > MAX_RATE_LIMIT_WAIT_SECONDS) {
    log.warning(
      `${where}: it lifts in ${limit.retryAfter}s, longer than the ${MAX_RATE_LIMIT_WAIT_SECONDS}s this action waits; not retried`,
    );
    return false;
  }
  log.warning(`${where}; retrying in ${limit.retryAfter}s`);
  return true;
}

/** A request GitHub still refused for a rate limit (primary or secondary) when the action stopped waiting. */
export class GitHubRateLimitError extends Error {
  constructor(
    readonly operation: string,
    readonly status: number,
    detail: string,
  ) {
    super(`${operation}: GitHub's rate limit (${status}: ${detail})`);
  }
}

type BottleneckGroup = NonNullable<Extract<ThrottlingOptions, { onRateLimit: unknown }>['write']>;

type ScheduledTask = (...args: unknown[]) => Promise<unknown>;

/**
 * A stand-in for the throttling plugin's queues that starts every request at
 * once. Its write and notification queues space writes 1 s apart and
 * notifying writes (a comment) 3 s apart — advice GitHub gives for
 * integrations making many writes; the action makes a handful, and that
 * spacing was most of its step time. Its global queue caps requests in
 * flight at 10 (the action has a few) and, as every Bottleneck queue,
 * passes each request through four timer turns, 4–5 ms. What GitHub actually
 * answers still governs: a 403/429 secondary limit with `retry-after`, or an
 * exhausted `x-ratelimit-remaining`, is waited out (up to a minute:
 * waitsOutLimit) and retried by the plugin (through `rateLimitRetries`).
 */
const UNSPACED_QUEUE = {
  key: () => ({
    schedule: (_options: unknown, task: ScheduledTask, ...args: unknown[]) => task(...args),
  }),
};

/** What the throttling plugin's `failed` listener is told of a request that failed. */
interface FailedRequest {
  args: unknown[];
  retryCount: number;
}

type FailedListener = (error: unknown, failed: FailedRequest) => unknown;

/**
 * The throttling plugin's retry queue (`retryLimiter`: every request passes
 * through it) with Bottleneck's contract and without its timer turns: a
 * request runs at once; when it fails, the plugin's `failed` listener says
 * whether to retry (a number: after that many ms, as a rate limit's reset or
 * `retry-after` says) or not (the error goes to the caller). The limit
 * handlers below allow MAX_RATE_LIMIT_RETRIES retries; the loop is bounded
 * by the same number whatever a listener answers.
 */
export function rateLimitRetries(): {
  on(event: string, listener: FailedListener): void;
  schedule(task: ScheduledTask, ...args: unknown[]): Promise<unknown>;
} {
  const listeners: FailedListener[] = [];
  return {
    on(event, listener) {
      if (event === 'failed') listeners.push(listener);
    },
    async schedule(task, ...args) {
      for (let retryCount = 0; ; retryCount += 1) {
        try {
          return await task(...args);
        } catch (error) {
          const after = await retryAfterMs(listeners, error, { args, retryCount });
          if (after === undefined || retryCount >= MAX_RATE_LIMIT_RETRIES) throw error;
          await new Promise((resolve) => setTimeout(resolve, after));
        }
      }
    },
  };
}

/** The first listener's answer that is a wait (Bottleneck's rule); a listener that throws has none. */
async function retryAfterMs(
  listeners: readonly FailedListener[],
  error: unknown,
  failed: FailedRequest,
): Promise<number | undefined> {
  const answers = await Promise.all(
    listeners.map(async (listener) => {
      try {
        return await listener(error, failed);
      } catch {
        return undefined;
      }
    }),
  );
  const wait = answers.find((answer) => answer !== undefined && answer !== null);
  return wait === undefined ? undefined : Math.max(0, Math.trunc(Number(wait)) || 0);
}

/**
 * `apiUrl`: the settings' GITHUB_API_URL (GitHub Enterprise Server has its own).
 * `backOffSecondMs`: how long a second of the plugins' waits lasts (the
 * settings'; 1000 but in a test).
 */
export function createClient(
  token: string,
  log: Logger,
  apiUrl = 'https://api.github.com',
  backOffSecondMs = 1000,
): GitHubClient {
  return getOctokit(
    token,
    {
      baseUrl: apiUrl,
      retry: { retryAfterBaseValue: backOffSecondMs },
      throttle: {
        retryAfterBaseValue: backOffSecondMs,
        // `global` and `retryLimiter` are the plugin's state, which its options override.
        ...({ global: UNSPACED_QUEUE, retryLimiter: rateLimitRetries() } as object),
        write: UNSPACED_QUEUE as unknown as BottleneckGroup,
        notifications: UNSPACED_QUEUE as unknown as BottleneckGroup,
        onRateLimit: (
          retryAfter: number,
          options: { method: string; url: string },
          _octokit: unknown,
          retryCount: number,
        ) => waitsOutLimit(log, 'rate limit', { retryAfter, retryCount, ...options }),
        onSecondaryRateLimit: (
          retryAfter: number,
          options: { method: string; url: string },
          _octokit: unknown,
          retryCount: number,
        ) => waitsOutLimit(log, 'secondary rate limit', { retryAfter, retryCount, ...options }),
      },
    },
    retry,
    throttling,
  );
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' ? status : undefined;
}

/** A 403 or 429 that is GitHub's rate limit (its message, or no requests left), not a permission. */
function isRateLimit(error: unknown, status: number): boolean {
  if (status === 429) return true;
  const headers = (error as { response?: { headers?: Record<string, unknown> } }).response?.headers;
  if (headers?.['x-ratelimit-remaining'] === '0') return true;
  return error instanceof Error && /\brate limit\b/i.test(error.message);
}

/**
 * Runs a GitHub call; a rate limit still reached (403/429) becomes a
 * GitHubRateLimitError, any other 403/404 a GitHubPermissionError, anything
 * else propagates.
 */
export async function guarded<T>(operation: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const status = statusOf(error);
    if (status === undefined) throw error;
    const detail = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
    if ((status === 403 || status === 429) && isRateLimit(error, status))
      throw new GitHubRateLimitError(operation, status, detail);
    if (status === 403 || status === 404)
      throw new GitHubPermissionError(operation, status, detail);
    throw error;
  }
}

/** GitHub lists at most this many files of a pull request. */
export const PULL_REQUEST_FILES_LIMIT = 3000;

export interface PullRequestFiles {
  files: string[];
  /** True when GitHub's 3,000-file listing limit was reached: the list may be incomplete. */
  capped: boolean;
}

export async function listPullRequestFiles(
  client: GitHubClient,
  repo: Repo,
  pullNumber: number,
): Promise<PullRequestFiles> {
  return guarded('list the pull request files', async () => {
    const files: string[] = [];
    let listed = 0;
    const pages = client.paginate.iterator(client.rest.pulls.listFiles, {
      ...repo,
      pull_number: pullNumber,
      per_page: 100,
    });
    for await (const page of pages) {
      for (const file of page.data) {
        listed++;
        files.push(file.filename);
        // A rename touches its old path too (a trigger may name either).
        if (file.previous_filename) files.push(file.previous_filename);
      }
    }
    return { files: [...new Set(files)], capped: listed >= PULL_REQUEST_FILES_LIMIT };
  });
}

export interface IssueComment {
  id: number;
  body: string;
  url: string;
}

/** Who wrote a comment, as far as deciding whether it is ours goes. */
export interface CommentAuthor {
  login: string;
  /** `Bot` for GITHUB_TOKEN (github-actions[bot]) and GitHub App tokens. */
  type: string;
}

/**
 * The first comment `isOurs` recognises (one listing, stopping at the page
 * that has it). The caller's test looks at the first line only, which ledger
 * text can never occupy, and at the author, so a person's comment that copies
 * the marker is never taken over. The test may ask GitHub something (who the
 * token is) before it answers.
 */
export async function findComment(
  client: GitHubClient,
  repo: Repo,
  issueNumber: number,
  isOurs: (body: string, author: CommentAuthor | undefined) => boolean | Promise<boolean>,
): Promise<IssueComment | undefined> {
  return guarded('list the pull request comments', async () => {
    const pages = client.paginate.iterator(client.rest.issues.listComments, {
      ...repo,
      issue_number: issueNumber,
      per_page: 100,
    });
    for await (const page of pages) {
      for (const comment of page.data) {
        const author = comment.user
          ? { login: comment.user.login, type: comment.user.type }
          : undefined;
        if (await isOurs(comment.body ?? '', author))
          return { id: comment.id, body: comment.body ?? '', url: comment.html_url };
      }
    }
    return undefined;
  });
}

/**
 * The login the token acts as (`GET /user`), or undefined when GitHub will
 * not say: an installation token (GITHUB_TOKEN, a GitHub App) is answered
 * 403, and any other failure means the same — identity unknown.
 */
export async function authenticatedLogin(client: GitHubClient): Promise<string | undefined> {
  try {
    const { data } = await client.rest.users.getAuthenticated();
    return data.login;
  } catch {
    return undefined;
  }
}

/** An open pull request as the action needs it: where it points, and whether its head is a fork. */
export interface OpenPullRequest {
  number: number;
  headSha: string;
  baseSha: string;
  fromFork: boolean;
}

/**
 * Every open pull request whose head is `head` (`<owner>:<branch>`) at
 * commit `headSha`: a fork can open several from one branch (against other
 * bases), and each is a pull request the head commit's check run speaks for.
 */
export async function findOpenPullRequests(
  client: GitHubClient,
  repo: Repo,
  head: string,
  headSha: string,
): Promise<OpenPullRequest[]> {
  return guarded('list the open pull requests', async () => {
    const pages = client.paginate.iterator(client.rest.pulls.list, {
      ...repo,
      state: 'open',
      head,
      per_page: 100,
    });
    const found: OpenPullRequest[] = [];
    for await (const page of pages) {
      for (const pull of page.data) {
        if (pull.head.sha !== headSha) continue;
        found.push({
          number: pull.number,
          headSha: pull.head.sha,
          baseSha: pull.base.sha,
          fromFork: (pull.head.repo?.full_name ?? '') !== pull.base.repo.full_name,
        });
      }
    }
    return found.sort((a, b) => a.number - b.number);
  });
}

/** A pull request's head commit now (`GET /repos/{owner}/{repo}/pulls/{n}`). */
export async function pullRequestHead(
  client: GitHubClient,
  repo: Repo,
  pullNumber: number,
): Promise<string> {
  const { data } = await guarded('read the pull request', () =>
    client.rest.pulls.get({ ...repo, pull_number: pullNumber }),
  );
  return data.head.sha;
}

export async function createComment(
  client: GitHubClient,
  repo: Repo,
  issueNumber: number,
  body: string,
): Promise<IssueComment> {
  const { data } = await guarded('create the pull request comment', () =>
    client.rest.issues.createComment({ ...repo, issue_number: issueNumber, body }),
  );
  return { id: data.id, body: data.body ?? body, url: data.html_url };
}

export async function updateComment(
  client: GitHubClient,
  repo: Repo,
  commentId: number,
  body: string,
): Promise<IssueComment> {
  const { data } = await guarded('update the pull request comment', () =>
    client.rest.issues.updateComment({ ...repo, comment_id: commentId, body }),
  );
  return { id: data.id, body: data.body ?? body, url: data.html_url };
}

/** The reactions the bot adds: `eyes` when it starts on a command, `confused` for someone it does not answer. */
export type Reaction = 'eyes' | 'confused';

/** Adds a reaction to an issue (or pull request) comment. */
export async function addReaction(
  client: GitHubClient,
  repo: Repo,
  commentId: number,
  content: Reaction,
): Promise<void> {
  await guarded(`add the ${content} reaction`, () =>
    client.rest.reactions.createForIssueComment({ ...repo, comment_id: commentId, content }),
  );
}

export interface CheckRunOutput {
  title: string;
  summary: string;
  text?: string;
}

export interface CheckRunRequest {
  name: string;
  headSha: string;
  conclusion: 'success' | 'failure' | 'neutral';
  output: CheckRunOutput;
  /** Already batched: at most 50 per request (GitHub's limit). */
  annotationBatches: Annotation[][];
  /** The check run's `external_id`: which workflow run wrote it (publish.ts's run stamp). */
  externalId?: string;
}

/** Creates a completed check run with the first batch, then one update per further batch. */
export async function publishCheckRun(
  client: GitHubClient,
  repo: Repo,
  request: CheckRunRequest,
): Promise<{ id: number; url: string }> {
  const [first = [], ...rest] = request.annotationBatches;
  const { data } = await guarded('create the check run', () =>
    client.rest.checks.create({
      ...repo,
      name: request.name,
      head_sha: request.headSha,
      status: 'completed',
      conclusion: request.conclusion,
      completed_at: new Date().toISOString(),
      ...(request.externalId !== undefined ? { external_id: request.externalId } : {}),
      output: { ...request.output, annotations: first },
    }),
  );
  for (const batch of rest) {
    await guarded('add annotations to the check run', () =>
      client.rest.checks.update({
        ...repo,
        check_run_id: data.id,
        output: { ...request.output, annotations: batch },
      }),
    );
  }
  return { id: data.id, url: data.html_url ?? '' };
}

/**
 * The longest check name asked of GitHub as a query parameter, encoded. A
 * longer one (a `check-name` input of thousands of characters) would make a
 * URL GitHub refuses (414), and each refusal is retried with a growing delay:
 * such a name is matched here, among the ref's newest check runs.
 */
const CHECK_NAME_QUERY_MAX = 1024;

/** The query for check runs named `name`: by name on GitHub, or all of them when the name is too long for a URL. */
function checkNameQuery(name: string): {
  check_name?: string;
  matches(run: { name: string }): boolean;
} {
  if (encodeURIComponent(name).length > CHECK_NAME_QUERY_MAX)
    return { matches: (run) => run.name === name };
  return { check_name: name, matches: () => true };
}

/**
 * The `external_id` of every check run named `name` on `ref` (the first 100,
 * newest first), '' for one that has none.
 */
export async function checkRunExternalIds(
  client: GitHubClient,
  repo: Repo,
  ref: string,
  name: string,
): Promise<string[]> {
  const { matches, ...byName } = checkNameQuery(name);
  return guarded('list the check runs of the commit', async () => {
    const runs = await client.rest.checks.listForRef({
      ...repo,
      ref,
      ...byName,
      filter: 'all',
      per_page: 100,
    });
    return runs.data.check_runs.filter(matches).map((run) => run.external_id ?? '');
  });
}

/**
 * The page of the newest check run named `name` on a pull request's head
 * commit, or undefined when there is none (two GETs: the pull request, then
 * the head's check runs by name).
 */
export async function findPullRequestCheckRun(
  client: GitHubClient,
  repo: Repo,
  pullNumber: number,
  name: string,
): Promise<string | undefined> {
  return guarded('find the pull request check run', async () => {
    const pull = await client.rest.pulls.get({ ...repo, pull_number: pullNumber });
    const { matches, ...byName } = checkNameQuery(name);
    const runs = await client.rest.checks.listForRef({
      ...repo,
      ref: pull.data.head.sha,
      ...byName,
      per_page: byName.check_name === undefined ? 100 : 1,
    });
    return runs.data.check_runs.find(matches)?.html_url ?? undefined;
  });
}
