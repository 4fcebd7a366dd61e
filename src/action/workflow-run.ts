/**
 * Publishing for the run that triggered a `workflow_run`
 * (docs/USAGE.md#fork-pull-requests): which pull request it belongs to — the
 * payload's, or for a fork the open pull request found through the API by head
 * owner, branch and head sha — and whether the checkout is the commit that run
 * tested. Nothing here executes anything.
 */
import * as core from '@actions/core';
import { findOpenPullRequests, type GitHubClient, type Repo } from '../adapters/github/client.js';
import type { Repository } from '../adapters/git/runner.js';
import { git } from '../adapters/git/pull-request.js';
import type { PullRequestInfo, TriggeringRun } from './event.js';
import type { Report } from '../render/ticks/report.js';
import type { ModelReview } from '../core/review/review.js';

export interface TriggeringRunTarget {
  /** The pull request to comment on and to compare the ledger with; undefined when there is none. */
  pullRequest?: PullRequestInfo;
  /**
   * Every open pull request the head commit belongs to (a decoy from the same
   * branch against another base is one): each is evaluated, the worst published.
   */
  pullRequests: PullRequestInfo[];
  /** What the reader should know (also shown in the job summary). */
  notes: string[];
  /** Why the run may not pass the head (a fork's head with no open pull request). */
  notJudged?: string;
}

function short(sha: string): string {
  return sha.slice(0, 12);
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
}

/** The pull request through the API: the open one whose head is `owner:branch` at the run's commit. */
async function lookUpPullRequest(
  run: TriggeringRun,
  github: { client: GitHubClient; repo: Repo } | undefined,
): Promise<{ pullRequests?: PullRequestInfo[]; why?: string }> {
  if (run.headLabel === '')
    return { why: 'the event does not name the head repository’s owner and branch' };
  if (!github) return { why: 'there is no token to look it up with' };
  try {
    const found = await findOpenPullRequests(
      github.client,
      github.repo,
      run.headLabel,
      run.headSha,
    );
    if (found.length > 0)
      return { pullRequests: found.map((pull) => ({ ...pull, headSha: run.headSha })) };
    return {
      why: `no open pull request has the head \`${run.headLabel}\` at ${short(run.headSha)}`,
    };
  } catch (error) {
    return { why: `looking it up failed (${describe(error)})` };
  }
}

/** Says so when the workspace is not the commit the triggering run tested: the ledger read would be another one. */
async function checkoutNote(
  repository: Repository | null,
  headSha: string,
): Promise<string | undefined> {
  const head = await git(repository, ['rev-parse', 'HEAD']);
  const checkedOut = head.stdout.trim();
  if (!head.ok || checkedOut === headSha) return undefined;
  return (
    `The checkout is ${short(checkedOut)}, not the triggering run's head commit ${short(headSha)}: ` +
    'check out `${{ github.event.workflow_run.head_sha }}` (actions/checkout `ref:`) so the ledger evaluated is the one that run tested.'
  );
}

export async function targetOfTriggeringRun(
  run: TriggeringRun,
  repository: Repository | null,
  github: { client: GitHubClient; repo: Repo } | undefined,
): Promise<TriggeringRunTarget> {
  const notes: string[] = [];
  const checkout = await checkoutNote(repository, run.headSha);
  if (checkout) {
    core.warning(checkout);
    notes.push(checkout);
  }
  if (run.pullRequest)
    return {
      pullRequest: run.pullRequest,
      pullRequests: run.pullRequests ?? [run.pullRequest],
      notes,
    };
  const { pullRequests = [], why } = await lookUpPullRequest(run, github);
  const pullRequest = pullRequests[0];
  if (pullRequest) {
    const numbers = pullRequests.map((pull) => `#${pull.number}`).join(', ');
    core.info(
      `The triggering run belongs to pull request${pullRequests.length === 1 ? '' : 's'} ${numbers}.`,
    );
    return { pullRequest, pullRequests, notes };
  }
  const notice = run.fromFork
    ? `No pull request for the triggering run: ${why}. No comment; the check run on ${short(run.headSha)} and the summary are still written, but a fork's head without an open pull request is never passed: its check run is at best neutral.`
    : `No pull request for the triggering run: ${why}. No comment; the check run on ${short(run.headSha)} and the summary are still written.`;
  core.notice(notice);
  notes.push(notice);
  return {
    pullRequests: [],
    notes,
    ...(run.fromFork ? { notJudged: forkWithoutPullRequest(run) } : {}),
  };
}

/**
 * Why a fork's head with no open pull request is not passed: there is no
 * base to hold its ledger to, so it is judged by this repository's own rules
 * (the workflow's commit) and its check run is never a success.
 */
export function forkWithoutPullRequest(run: TriggeringRun): string {
  return (
    `The triggering run tested a fork's commit ${short(run.headSha)} that no open pull request has as its head: ` +
    "it is judged by this repository's config at the workflow's own commit, without a ledger-diff, and is not passed (neutral at best). " +
    'Reopen the pull request (or push to it) to have it judged as one.'
  );
}

const SEVERITY = { success: 0, neutral: 1, failure: 2 } as const;

/**
 * The worst of several evaluations (one per pull request the head commit
 * belongs to): by their review's conclusion (what the check run would say),
 * failure over neutral over success, then the most gating verdicts and
 * violations; the first on a tie.
 */
export function worstOf<T extends { review: Pick<ModelReview, 'conclusion'>; report: Report }>(
  evaluations: readonly T[],
): T | undefined {
  const weight = (e: T): [number, number] => [
    SEVERITY[e.review.conclusion],
    e.report.counts.gating + e.report.counts.violations,
  ];
  let worst: T | undefined;
  for (const evaluation of evaluations) {
    if (worst === undefined) {
      worst = evaluation;
      continue;
    }
    const [a, b] = [weight(evaluation), weight(worst)];
    if (a[0] > b[0] || (a[0] === b[0] && a[1] > b[1])) worst = evaluation;
  }
  return worst;
}

/** The note naming every pull request the head commit belongs to and which one is shown. */
export function severalPullRequestsNote(
  headSha: string,
  results: readonly { pullRequest: PullRequestInfo; report: Report }[],
  shown: PullRequestInfo,
): string {
  const each = results
    .map(({ pullRequest, report }) => `#${pullRequest.number} (${report.conclusion})`)
    .join(', ');
  return (
    `The head commit ${short(headSha)} is the head of ${results.length} open pull requests: ${each}. ` +
    `Each was evaluated; the check run, the summary and the report show the worst, #${shown.number}.`
  );
}
