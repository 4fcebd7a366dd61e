import { describe, expect, it, test } from '@jest/globals';
import {
  commandCommentOf,
  eventKind,
  isAnswered,
  mergeGroupOf,
  triggeringRunOf,
  type CommandComment,
} from '../../src/action/event.js';
import { issueCommentEvent, mergeGroupEvent, workflowRunEvent } from '../../test-support/events.js';

const HEAD = 'c'.repeat(40);
const BASE = 'b'.repeat(40);

/** The run's id, as the payload gives it: receipts merged from its artifacts are labelled with it. */
function runIdOf(payload: Record<string, unknown>): number {
  return (payload.workflow_run as { id: number }).id;
}

describe('triggeringRunOf (workflow_run)', () => {
  it("takes the payload's pull request, reported at the run's head commit", () => {
    const { payload } = workflowRunEvent({
      headSha: HEAD,
      headBranch: 'feature-3',
      pullRequests: [{ number: 3, baseSha: BASE, headSha: 'd'.repeat(40) }],
    });
    const pullRequest = { number: 3, headSha: HEAD, baseSha: BASE, fromFork: false };
    expect(triggeringRunOf(payload)).toEqual({
      headSha: HEAD,
      headLabel: 'octo-org:feature-3',
      runId: runIdOf(payload),
      fromFork: false,
      pullRequest,
      pullRequests: [pullRequest],
    });
  });

  it('keeps every listed pull request of this repository: each is evaluated, the worst published', () => {
    const { payload } = workflowRunEvent({
      headSha: HEAD,
      headBranch: 'feature-3',
      pullRequests: [
        { number: 3, baseSha: BASE },
        { number: 4, baseSha: 'e'.repeat(40) },
      ],
    });
    const run = triggeringRunOf(payload);
    expect(run?.pullRequest?.number).toBe(3);
    expect(run?.pullRequests?.map((p) => [p.number, p.baseSha])).toEqual([
      [3, BASE],
      [4, 'e'.repeat(40)],
    ]);
  });

  it('a fork: no pull request in the payload, the head label names the fork owner', () => {
    const { payload } = workflowRunEvent({
      headSha: HEAD,
      headBranch: 'patch-1',
      forkOwner: 'outsider',
    });
    expect(triggeringRunOf(payload)).toEqual({
      headSha: HEAD,
      headLabel: 'outsider:patch-1',
      runId: runIdOf(payload),
      fromFork: true,
    });
  });

  it('a fork is told by head_repository, not by whether a pull request is listed', () => {
    const { payload } = workflowRunEvent({
      headSha: HEAD,
      headBranch: 'patch-1',
      forkOwner: 'outsider',
      pullRequests: [{ number: 3, baseSha: BASE }],
    });
    const run = triggeringRunOf(payload);
    expect(run?.pullRequest?.number).toBe(3);
    expect(run?.fromFork).toBe(true);
    // Without the ids, the full names decide; with neither, the head is not taken to be ours.
    const headRepository = (payload.workflow_run as { head_repository: Record<string, unknown> })
      .head_repository;
    delete headRepository.id;
    expect(triggeringRunOf(payload)?.fromFork).toBe(true);
    headRepository.full_name = (payload.repository as { full_name: string }).full_name;
    expect(triggeringRunOf(payload)?.fromFork).toBe(false);
    delete headRepository.full_name;
    expect(triggeringRunOf(payload)?.fromFork).toBe(true);
  });

  it('skips a listed pull request of another repository (its number means nothing here)', () => {
    const { payload } = workflowRunEvent({ headSha: HEAD, pullRequests: [{ number: 3 }] });
    const run = payload.workflow_run as { pull_requests: Array<Record<string, unknown>> };
    const foreign = structuredClone(run.pull_requests[0]) as {
      number: number;
      base: { repo: { id: number } };
    };
    foreign.number = 99;
    foreign.base.repo.id = 1;
    run.pull_requests.unshift(foreign);
    expect(triggeringRunOf(payload)?.pullRequest?.number).toBe(3);
  });

  it('no head owner or branch: no label to look a pull request up by', () => {
    const { payload } = workflowRunEvent({ headSha: HEAD });
    const run = payload.workflow_run as Record<string, unknown>;
    run.head_branch = null;
    expect(triggeringRunOf(payload)).toEqual({
      headSha: HEAD,
      headLabel: '',
      runId: runIdOf(payload),
      fromFork: false,
    });
  });

  it('a run id that is not a whole number is left out', () => {
    const { payload } = workflowRunEvent({ headSha: HEAD });
    (payload.workflow_run as Record<string, unknown>).id = '--output=x';
    expect(triggeringRunOf(payload)).not.toHaveProperty('runId');
  });

  it('another event has no triggering run', () => {
    expect(triggeringRunOf({ pull_request: { number: 1 } })).toBeUndefined();
    expect(triggeringRunOf({ workflow_run: { head_sha: 7 } })).toBeUndefined();
  });
});

describe('commandCommentOf', () => {
  test('a new comment on a pull request', () => {
    const payload = issueCommentEvent({
      number: 9,
      body: '/ev list',
      commentId: 77,
      author: { login: 'ada' },
      association: 'MEMBER',
      pullRequestAuthor: 'grace',
    }).payload;
    expect(commandCommentOf(payload)).toEqual({
      issueNumber: 9,
      commentId: 77,
      body: '/ev list',
      author: { login: 'ada', type: 'User', association: 'MEMBER' },
      pullRequestAuthor: 'grace',
    });
  });

  test('nothing for an edit, a deletion or a plain issue', () => {
    expect(commandCommentOf(issueCommentEvent({ action: 'edited' }).payload)).toBeUndefined();
    expect(commandCommentOf(issueCommentEvent({ action: 'deleted' }).payload)).toBeUndefined();
    expect(commandCommentOf(issueCommentEvent({ onPullRequest: false }).payload)).toBeUndefined();
    expect(commandCommentOf({})).toBeUndefined();
  });
});

describe('isAnswered', () => {
  const comment = (association: string, login = 'x', prAuthor = 'y'): CommandComment => ({
    issueNumber: 1,
    commentId: 1,
    body: '',
    author: { login, type: 'User', association },
    pullRequestAuthor: prAuthor,
  });

  test.each(['OWNER', 'MEMBER', 'COLLABORATOR'])('%s is answered', (association) =>
    expect(isAnswered(comment(association))).toBe(true),
  );

  test.each(['CONTRIBUTOR', 'FIRST_TIME_CONTRIBUTOR', 'FIRST_TIMER', 'NONE', 'MANNEQUIN', ''])(
    '%s is not, unless they opened the pull request',
    (association) => {
      expect(isAnswered(comment(association))).toBe(false);
      expect(isAnswered(comment(association, 'y', 'y'))).toBe(true);
    },
  );

  test('an unknown login never matches an unknown author', () => {
    expect(isAnswered(comment('NONE', '', ''))).toBe(false);
  });
});

describe("merge_group: a merge queue's group is judged like a pull request against its base", () => {
  test('eventKind: merge_group is its own kind, not a push', () => {
    expect(eventKind('merge_group')).toBe('merge-group');
    expect(eventKind('push')).toBe('push');
    expect(eventKind('pull_request')).toBe('pull-request');
  });

  test("mergeGroupOf: the group's head against its base, no pull request number, refs kept", () => {
    const { payload, sha } = mergeGroupEvent({ headSha: HEAD, baseSha: BASE, number: 104 });
    expect(sha).toBe(HEAD);
    expect(mergeGroupOf(payload)).toEqual({
      headSha: HEAD,
      baseSha: BASE,
      fromFork: false,
      mergeGroup: {
        headRef: `refs/heads/gh-readonly-queue/main/pr-104-${BASE}`,
        baseRef: 'refs/heads/main',
      },
    });
  });

  test('mergeGroupOf: nothing without both commits, with a sha that is not a commit id, or for another action', () => {
    const { payload } = mergeGroupEvent({ headSha: HEAD, baseSha: BASE });
    const group = payload.merge_group as Record<string, unknown>;
    expect(
      mergeGroupOf({ ...payload, merge_group: { ...group, base_sha: undefined } }),
    ).toBeUndefined();
    expect(
      mergeGroupOf({ ...payload, merge_group: { ...group, head_sha: '--output=x' } }),
    ).toBeUndefined();
    expect(mergeGroupOf({ ...payload, action: 'destroyed' })).toBeUndefined();
    expect(mergeGroupOf({})).toBeUndefined();
  });
});
