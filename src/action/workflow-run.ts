/**
 * Publishing for the run that triggered a `workflow_run` (action.md "CI
 * evidence", fork pull requests): which pull request it belongs to — the
 * payload's, or for a fork the open pull request found through the API by
 * head owner, branch and head sha — and whether the checkout is the commit
 * that run tested. Nothing here executes anything.
 */
import * as core from '@actions/core';
import { findOpenPullRequest, type GitHubClient, type Repo } from '../adapters/github.js';
import type { Repository } from '../adapters/git.js';
import { git } from '../adapters/pull-request-git.js';
import type { PullRequestInfo, TriggeringRun } from './event.js';

export interface TriggeringRunTarget {
  /** The pull request to comment on and to compare the ledger with; undefined when there is none. */
  pullRequest?: PullRequestInfo;
  /** What the reader should know (also shown in the job summary). */
  notes: string[];
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
): Promise<{ pullRequest?: PullRequestInfo; why?: string }> {
  if (run.headLabel === '')
    return { why: 'the event does not name the head repository’s owner and branch' };
  if (!github) return { why: 'there is no token to look it up with' };
  try {
    const found = await findOpenPullRequest(github.client, github.repo, run.headLabel, run.headSha);
    if (found) return { pullRequest: { ...found, headSha: run.headSha } };
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
  if (run.pullRequest) return { pullRequest: run.pullRequest, notes };
  const { pullRequest, why } = await lookUpPullRequest(run, github);
  if (pullRequest) {
    core.info(`The triggering run belongs to pull request #${pullRequest.number}.`);
    return { pullRequest, notes };
  }
  const notice = `No pull request for the triggering run: ${why}. No comment; the check run on ${short(run.headSha)} and the summary are still written.`;
  core.notice(notice);
  notes.push(notice);
  return { notes };
}
