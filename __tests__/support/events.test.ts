// The event builders: real webhook shapes, retargeted consistently, and the
// GITHUB_SHA / GITHUB_REF a runner would set for each event.
import { describe, expect, it } from '@jest/globals';
import { defaultPullShas, DEFAULT_BRANCH_SHA } from '../../test-support/defaults.js';
import {
  forkPullRequestEvent,
  issueCommentEvent,
  pullRequestEvent,
  pullRequestTargetEvent,
  pushEvent,
  scheduleEvent,
  workflowDispatchEvent,
  workflowRunEvent,
} from '../../test-support/events.js';

type Any = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const HEAD = '1'.repeat(40);
const BASE = '2'.repeat(40);

/** Every string in a payload, to check no trace of the example's repository is left. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('pull request events', () => {
  it('builds pull_request opened with the given repository, number and shas', () => {
    const event = pullRequestEvent({
      owner: 'acme',
      repo: 'ledger',
      number: 42,
      headSha: HEAD,
      baseSha: BASE,
    });
    const payload = event.payload as Any;
    expect(event).toMatchObject({
      name: 'pull_request',
      ref: 'refs/pull/42/merge',
      headRef: 'feature-42',
      baseRef: 'main',
    });
    expect(event.sha).toBe(defaultPullShas(42).mergeSha);
    expect(payload).toMatchObject({
      action: 'opened',
      number: 42,
      repository: { full_name: 'acme/ledger', name: 'ledger', owner: { login: 'acme' } },
    });
    expect(payload.pull_request).toMatchObject({
      number: 42,
      url: 'https://api.github.com/repos/acme/ledger/pulls/42',
      head: { sha: HEAD, ref: 'feature-42', repo: { full_name: 'acme/ledger', fork: false } },
      base: { sha: BASE, ref: 'main', repo: { full_name: 'acme/ledger' } },
    });
    expect(strings(payload).filter((s) => s.includes('Hello-World'))).toEqual([]);
  });

  it('builds synchronize with before/after', () => {
    const payload = pullRequestEvent({ action: 'synchronize', headSha: HEAD, before: BASE })
      .payload as Any;
    expect(payload).toMatchObject({ action: 'synchronize', before: BASE, after: HEAD });
  });

  it("builds a fork pull request: head in another owner's fork, base in ours", () => {
    const event = forkPullRequestEvent({ number: 5, forkOwner: 'outsider' });
    const pull = (event.payload as Any).pull_request;
    expect(pull.head).toMatchObject({
      label: 'outsider:feature-5',
      repo: { fork: true, full_name: 'outsider/octo-repo', owner: { login: 'outsider' } },
    });
    expect(pull.head.repo.html_url).toBe('https://github.com/outsider/octo-repo');
    expect(pull.base.repo).toMatchObject({ fork: false, full_name: 'octo-org/octo-repo' });
    expect((event.payload as Any).repository.full_name).toBe('octo-org/octo-repo');
  });

  it('builds pull_request_target on the base branch tip', () => {
    const event = pullRequestTargetEvent({ baseSha: BASE, fork: true });
    expect(event).toMatchObject({ name: 'pull_request_target', sha: BASE, ref: 'refs/heads/main' });
    expect((event.payload as Any).pull_request.head.repo.fork).toBe(true);
  });

  it("defaults agree with the fake GitHub's pull request defaults", () => {
    const pull = (pullRequestEvent().payload as Any).pull_request;
    expect(pull).toMatchObject({
      number: 7,
      head: { sha: defaultPullShas(7).headSha },
      base: { sha: defaultPullShas(7).baseSha },
    });
  });
});

describe('other events', () => {
  it('builds push on a branch', () => {
    const event = pushEvent({ after: HEAD, owner: 'acme' });
    expect(event).toMatchObject({ name: 'push', sha: HEAD, ref: 'refs/heads/main' });
    expect(event.payload).toMatchObject({
      ref: 'refs/heads/main',
      after: HEAD,
      repository: { full_name: 'acme/octo-repo' },
    });
  });

  it('builds workflow_dispatch with inputs', () => {
    const event = workflowDispatchEvent({ inputs: { mode: 'self-test' } });
    expect(event).toMatchObject({
      name: 'workflow_dispatch',
      sha: DEFAULT_BRANCH_SHA,
      payload: { inputs: { mode: 'self-test' }, ref: 'refs/heads/main' },
    });
  });

  it('builds schedule by hand', () => {
    expect(scheduleEvent({ cron: '*/5 * * * *', repo: 'nightly' })).toMatchObject({
      name: 'schedule',
      payload: { schedule: '*/5 * * * *' },
      repository: 'octo-org/nightly',
      ref: 'refs/heads/main',
    });
  });

  it("builds workflow_run with the triggering run's pull requests", () => {
    const event = workflowRunEvent({
      conclusion: 'failure',
      headSha: HEAD,
      pullRequests: [{ number: 3 }],
    });
    const run = (event.payload as Any).workflow_run;
    expect(run).toMatchObject({
      event: 'pull_request',
      conclusion: 'failure',
      head_sha: HEAD,
      repository: { full_name: 'octo-org/octo-repo' },
    });
    expect(run.head_repository).toMatchObject({ fork: false, full_name: 'octo-org/octo-repo' });
    expect(run.pull_requests).toEqual([
      expect.objectContaining({
        number: 3,
        head: expect.objectContaining({ sha: defaultPullShas(3).headSha }),
      }),
    ]);
    // GitHub's minimal entry: the base repository is this one, by id and API url.
    const repository = (event.payload as Any).repository;
    expect(run.pull_requests[0].base.repo).toEqual({
      id: repository.id,
      url: 'https://api.github.com/repos/octo-org/octo-repo',
      name: 'octo-repo',
    });
    expect(run.head_commit.id).toBe(HEAD);
  });

  it('builds workflow_run from a fork: head repository is the fork, no pull requests', () => {
    const payload = workflowRunEvent({ forkOwner: 'outsider' }).payload as Any;
    const run = payload.workflow_run;
    expect(run.head_repository).toMatchObject({
      fork: true,
      full_name: 'outsider/octo-repo',
      owner: expect.objectContaining({ login: 'outsider' }),
    });
    expect(run.head_repository.id).not.toBe(payload.repository.id);
    expect(run.pull_requests).toEqual([]);
  });

  it('builds issue_comment on a pull request or a plain issue', () => {
    const onPull = issueCommentEvent({ number: 9, body: '/ev recheck' }).payload as Any;
    expect(onPull.issue).toMatchObject({
      number: 9,
      pull_request: { html_url: 'https://github.com/octo-org/octo-repo/pull/9' },
    });
    expect(onPull.comment.body).toBe('/ev recheck');
    expect(
      (issueCommentEvent({ onPullRequest: false }).payload as Any).issue.pull_request,
    ).toBeUndefined();
  });

  it('builds issue_comment with the comment id, author, association and pull request author given', () => {
    const payload = issueCommentEvent({
      commentId: 1234,
      author: { login: 'renovate[bot]', type: 'Bot' },
      association: 'NONE',
      pullRequestAuthor: 'someone',
      action: 'edited',
    }).payload as Any;
    expect(payload.action).toBe('edited');
    expect(payload.comment).toMatchObject({
      id: 1234,
      author_association: 'NONE',
      user: { login: 'renovate[bot]', type: 'Bot' },
    });
    expect(payload.comment.user.html_url).toContain('renovate[bot]');
    expect(payload.issue.user.login).toBe('someone');
  });
});
