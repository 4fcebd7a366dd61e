/**
 * What the triggering event means for this run: which orchestrator handles
 * it, whether the checked-out code may be executed, and the pull request's
 * coordinates. Pure: takes the event name and payload.
 */

export type EventKind = 'pull-request' | 'push' | 'dispatch' | 'untrusted';

/**
 * Events whose checkout may hold code from outside the repository's trust
 * boundary while running with the base repository's token and secrets: bound
 * checks are never executed there.
 */
const UNTRUSTED_EVENTS = new Set(['pull_request_target', 'workflow_run', 'issue_comment']);

export function eventKind(eventName: string): EventKind {
  if (UNTRUSTED_EVENTS.has(eventName)) return 'untrusted';
  if (eventName === 'pull_request') return 'pull-request';
  if (eventName === 'workflow_dispatch') return 'dispatch';
  return 'push';
}

export interface PullRequestInfo {
  number: number;
  headSha: string;
  baseSha: string;
  /** The head lives in a fork: the token is read-only, writes will be refused. */
  fromFork: boolean;
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

/** The issue number of an `issue_comment` on a pull request (to keep its sticky comment current). */
export function commentedPullRequest(payload: Record<string, unknown>): number | undefined {
  const issue = payload.issue as { number?: unknown; pull_request?: unknown } | undefined;
  return issue && issue.pull_request && typeof issue.number === 'number' ? issue.number : undefined;
}
