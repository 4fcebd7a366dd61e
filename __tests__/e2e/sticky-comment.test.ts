// End-to-end: which sticky comment is ours — one per pull request per ledger
// and `check-name` (two jobs with different check names keep a comment each),
// and only the comments the token itself wrote (found by asking GitHub who the
// token is when a marker comment turns up; GITHUB_TOKEN, refused, is
// github-actions[bot]), while a person's comment that copies the marker stays
// theirs (another bot's: hostile-input.test.ts).
import { beforeAll, describe, expect, test } from '@jest/globals';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FakeGitHub } from '../../test-support/fake-github.js';
import { ROUTES, expectNoViolations, useE2E, type E2ERun } from '../../test-support/e2e.js';
import {
  bound,
  hoursAgo,
  refOf,
  type BuiltTick,
  type Scenario,
  type TickSpec,
} from '../../test-support/scenario.js';
import { countingGit, plantAlternates } from '../../test-support/git-processes.js';

const e2e = useE2E();

const WHO_AM_I = 'users/get-authenticated';
const MARKER = '<!-- evolving-action:. -->';

const RETRIES: TickSpec = {
  decision: 'payment calls retry at most three times',
  grounds: [
    bound('a payment call is attempted at most three times', 'grep -q maxAttempts src/app.ts', {
      triggeredBy: ['src/app.ts'],
    }),
  ],
  blame: 'Priya Natarajan',
};

const CACHE: TickSpec = {
  decision: 'catalogue cache TTL stays at five minutes',
  grounds: [
    bound('the catalogue cache expires within five minutes', 'test -f README.md', {
      triggeredBy: ['src/cache.ts'],
    }),
  ],
  blame: 'Grace Hopper',
};

/** A red decision and a green one; `turnSecondRed` changes what the comment must say. */
function redScenario(): { scenario: Scenario; turnSecondRed: () => void } {
  const scenario = e2e.scenario({
    base: [RETRIES, CACHE],
    headFiles: { 'src/app.ts': 'export const attempts = Infinity;\n' },
  });
  const [retries, cache] = scenario.baseTicks as [BuiltTick, BuiltTick];
  scenario.receipt({ test: refOf(retries), result: 'red' });
  scenario.receipt({ test: refOf(cache), result: 'green' });
  return {
    scenario,
    turnSecondRed: () =>
      scenario.receipt({
        test: refOf(cache),
        result: 'red',
        ranAt: hoursAgo(1 / 60), // a minute ago
      }),
  };
}

// ---------------------------------------------------------------------------

describe('two check names on one pull request', () => {
  let scenario: Scenario;
  let turnSecondRed: () => void;
  let gh: FakeGitHub;
  const CHECKS = ['evolving', 'evolving (mac)'];
  const runs: E2ERun[] = [];

  beforeAll(async () => {
    ({ scenario, turnSecondRed } = redScenario());
    gh = await e2e.gh();
  });

  const runAs = (checkName: string) =>
    e2e.run(gh, scenario, { inputs: { 'check-name': checkName } });

  test('keep a comment each, the default one under the marker comments always had', async () => {
    for (const name of CHECKS) runs.push(await runAs(name));
    expect(runs.map((r) => r.exitCode)).toEqual([1, 1]);
    expect(runs.map((r) => r.to(ROUTES.createComment).length)).toEqual([1, 1]);
    expect(gh.comments).toHaveLength(2);
    const [first, second] = gh.comments;
    expect(first?.body.split('\n')[0]).toBe(MARKER);
    expect(second?.body.split('\n')[0]).toBe('<!-- evolving-action:.//evolving%20%28mac%29 -->');
    expect(first?.body).not.toContain('· check `');
    expect(second?.body).toContain('· check `evolving (mac)` ·');
    expect(gh.checkRuns.map((r) => r.name)).toEqual(CHECKS);
    // No marker comment of either key existed: nobody asked who the token is.
    expect(gh.requestsTo(WHO_AM_I)).toEqual([]);
    expectNoViolations(gh);
  }, 60_000);

  test('a rerun updates each in place', async () => {
    turnSecondRed();
    const ids = gh.comments.map((c) => c.id);
    const reruns: E2ERun[] = [];
    for (const name of CHECKS) reruns.push(await runAs(name));
    expect(reruns.map((r) => r.to(ROUTES.createComment).length)).toEqual([0, 0]);
    expect(reruns.map((r) => r.to(ROUTES.updateComment).map((u) => u.params.comment_id))).toEqual(
      ids.map((id) => [String(id)]),
    );
    expect(gh.comments.map((c) => c.id)).toEqual(ids);
    for (const comment of gh.comments)
      expect(comment.body).toContain('2 decisions need a look before merging');
    expect(reruns.map((r) => r.outputs['comment-url'])).toEqual(
      runs.map((r) => r.outputs['comment-url']),
    );
    // A marker comment was found: GitHub is asked who the token is, once per run (GITHUB_TOKEN: 403,
    // so the token is github-actions[bot], which wrote these comments).
    expect(reruns.map((r) => r.to(WHO_AM_I).map((q) => q.status))).toEqual([[403], [403]]);
    expectNoViolations(gh);
  }, 60_000);
});

// ---------------------------------------------------------------------------

describe('a personal access token', () => {
  const PAT = 'ghp_FakePersonalAccessTokenForTests000000';
  const releaseManager = { login: 'release-manager', id: 5150, type: 'User' as const };
  const mallory = { login: 'mallory', id: 4242, type: 'User' as const };
  const copied = `${MARKER}\nI copied the bot's marker into my review.`;
  let scenario: Scenario;
  let turnSecondRed: () => void;
  let gh: FakeGitHub;
  const runs: E2ERun[] = [];

  beforeAll(async () => {
    ({ scenario, turnSecondRed } = redScenario());
    gh = await e2e.gh({
      token: PAT,
      actor: releaseManager,
      comments: [{ issueNumber: scenario.number, body: copied, user: mallory }],
    });
  });

  test('first run: the copied marker is not ours (GitHub says who the token is), a comment is created', async () => {
    const run = await e2e.run(gh, scenario, { token: PAT });
    runs.push(run);
    expect(run.exitCode).toBe(1);
    expect(run.to(WHO_AM_I).map((r) => r.status)).toEqual([200]);
    expect(run.to(ROUTES.updateComment)).toEqual([]);
    expect(run.to(ROUTES.createComment)).toHaveLength(1);
    expect(gh.comments.map((c) => c.user.login)).toEqual(['mallory', 'release-manager']);
    expectNoViolations(gh);
  }, 60_000);

  test('second run: the token’s own comment is updated in place; the person’s stays untouched', async () => {
    turnSecondRed();
    const run = await e2e.run(gh, scenario, {
      event: scenario.event({ action: 'synchronize' }),
      token: PAT,
    });
    expect(run.exitCode).toBe(1);
    // One question per run, however many marker comments the listing passes.
    expect(run.to(WHO_AM_I)).toHaveLength(1);
    expect(run.to(ROUTES.createComment)).toEqual([]);
    const ours = gh.comments.find((c) => c.user.login === 'release-manager');
    expect(run.to(ROUTES.updateComment).map((r) => r.params.comment_id)).toEqual([
      String(ours?.id),
    ]);
    expect(gh.comments).toHaveLength(2);
    expect(ours?.body).toContain('2 decisions need a look before merging');
    expect(gh.comments.find((c) => c.user.login === 'mallory')?.body).toBe(copied);
    expect(run.outputs['comment-url']).toBe(runs[0]?.outputs['comment-url']);
    expectNoViolations(gh);
  }, 60_000);
});

// ---------------------------------------------------------------------------

describe('GITHUB_TOKEN and a person’s comment that copies the marker', () => {
  test('GET /user is refused (403): the token is github-actions[bot], a person’s marker comment is not ours, nothing fails because of it', async () => {
    const { scenario } = redScenario();
    const mallory = { login: 'mallory', id: 4242, type: 'User' as const };
    const copied = `${MARKER}\nI copied the bot's marker into my review.`;
    const gh = await e2e.gh({
      comments: [{ issueNumber: scenario.number, body: copied, user: mallory }],
    });
    const run = await e2e.run(gh, scenario);
    expect(run.to(WHO_AM_I).map((r) => r.status)).toEqual([403]);
    expect(run.to(ROUTES.updateComment)).toEqual([]);
    expect(run.to(ROUTES.createComment).map((r) => r.status)).toEqual([201]);
    expect(gh.comments.find((c) => c.user.login === 'mallory')?.body).toBe(copied);
    expect(run.annotations.some((c) => c.message.startsWith('Skipped'))).toBe(false);
    expect(run.outputs['comment-url']).toMatch(/#issuecomment-\d+$/);
    expectNoViolations(gh);
  }, 60_000);
});

describe('another run on the pull request creates the comment while this one evaluates', () => {
  // A check that holds until the test says so, then fails (a red run wants a comment): the run
  // is caught between its early lookup of the comment and publishing, as a run whose checks take
  // minutes is when the author pushes again and the second push's run posts first.
  const GATE = 'other-run-posted';
  const HELD: TickSpec = {
    decision: 'the slow suite guards the release',
    grounds: [
      bound('the slow suite passes', `until [ -f ${GATE} ]; do sleep 0.05; done; false`, {
        triggeredBy: ['src/app.ts'],
      }),
    ],
    blame: 'Ada Lovelace',
  };

  async function answered(gh: FakeGitHub, route: string): Promise<void> {
    while (!gh.requestsTo(route).some((request) => request.status !== 0))
      await new Promise((resolve) => setTimeout(resolve, 20));
  }

  test('this run updates that comment instead of posting a second one', async () => {
    const scenario = e2e.scenario({ base: [HELD], headFiles: { 'src/app.ts': 'changed\n' } });
    const gh = await e2e.gh();
    const running = e2e.run(gh, scenario, { inputs: { 'run-checks': true } });
    // The early lookup found no comment; then the other run posts one.
    await answered(gh, ROUTES.listComments);
    const other = gh.store.addComment(scenario.number, `${MARKER}\nthe other run's comment\n`);
    writeFileSync(join(scenario.dir, GATE), '');
    const run = await running;
    expect(run.outputs.conclusion).toBe('failure');
    const comments = gh.comments.filter((comment) => comment.issueNumber === scenario.number);
    expect(comments.map((comment) => comment.id)).toEqual([other.id]);
    expect(comments[0]?.body).toContain('the slow suite guards the release');
    expect(run.to(ROUTES.createComment)).toHaveLength(0);
    expect(run.to(ROUTES.updateComment)).toHaveLength(1);
    expectNoViolations(gh);
  });
});

describe('two runs of one pull request finishing out of order', () => {
  // The same pull request judged by two workflow runs (a re-run, a second trigger); the newer
  // (a greater GITHUB_RUN_ID, or the same run's greater GITHUB_RUN_ATTEMPT) finishes first, and
  // its comment and check run must stand. The older one's verdict differs (its gate is off), so
  // an overwrite would show.
  const runAs = (gh: FakeGitHub, scenario: Scenario, id: string, attempt: string, gate: string) =>
    e2e.run(gh, scenario, {
      inputs: { gate },
      env: { GITHUB_RUN_ID: id, GITHUB_RUN_ATTEMPT: attempt },
    });

  test.each([
    ['a later run id', ['5001', '1'], ['5000', '3']],
    ['a later attempt of the same run', ['5000', '2'], ['5000', '1']],
  ])(
    '%s finished first: the older run changes neither its comment nor its check run',
    async (_case, newer, older) => {
      const { scenario } = redScenario();
      const gh = await e2e.gh();
      const first = await runAs(gh, scenario, newer[0] ?? '', newer[1] ?? '', 'true');
      expect(first.outputs.conclusion).toBe('failure');
      const comments = () => gh.comments.filter((c) => c.issueNumber === scenario.number);
      const posted = comments()[0]?.body ?? '';
      expect(posted.split('\n')[2]).toBe(`<!-- evolving-action-run ${newer[0]}.${newer[1]} -->`);
      expect(gh.checkRuns.map((r) => r.conclusion)).toEqual(['failure']);

      const late = await runAs(gh, scenario, older[0] ?? '', older[1] ?? '', 'false');
      // Its own verdict stands in its outputs and exit status.
      expect(late.outputs.conclusion).toBe('neutral');
      expect(late.exitCode).toBe(0);
      expect(late.to(ROUTES.updateComment)).toHaveLength(0);
      expect(late.to(ROUTES.createComment)).toHaveLength(0);
      expect(comments().map((c) => c.body)).toEqual([posted]);
      expect(late.to(ROUTES.createCheckRun)).toHaveLength(0);
      expect(gh.checkRuns.map((r) => r.conclusion)).toEqual(['failure']);
      expect(late.stdout).toContain('newer than this');
    },
  );

  test('in order, the newer run updates the older one’s comment and adds its check run', async () => {
    const { scenario } = redScenario();
    const gh = await e2e.gh();
    await runAs(gh, scenario, '5000', '1', 'false');
    const late = await runAs(gh, scenario, '5000', '2', 'true');
    expect(late.outputs.conclusion).toBe('failure');
    expect(late.to(ROUTES.updateComment)).toHaveLength(1);
    const [comment] = gh.comments.filter((c) => c.issueNumber === scenario.number);
    expect(comment?.body.split('\n')[2]).toBe('<!-- evolving-action-run 5000.2 -->');
    expect(gh.checkRuns.map((r) => r.conclusion)).toEqual(['neutral', 'failure']);
  });
});

// ---------------------------------------------------------------------------

describe('the git processes of a run', () => {
  test('a plain checkout is read in process; with alternates, git answers all the same', async () => {
    const git = countingGit(e2e.tempDir('ev-git-count-'));
    const { scenario } = redScenario();
    const run = await e2e.run(await e2e.gh(), scenario, { env: { PATH: git.PATH } });
    const inProcess = git.take().map((command) => command.replace(/^.* -c diff\.external= /, ''));
    expect(run.exitCode).toBe(1);
    // Before, 20: every listing, blob, commit and HEAD a process; then 7 (the prefix asked
    // twice, the ledger's diff with renames, the base's with the work tree). What is left is
    // locating the repository (with the prefix) and the work tree's state: the receipts and
    // ticks/ before anything runs, the guarded paths after.
    expect(inProcess.map((command) => command.split(' -- ')[0])).toEqual([
      'rev-parse --absolute-git-dir --show-prefix',
      'status --porcelain=v1 -z --untracked-files=all --ignored=matching --no-renames',
      'status --porcelain --untracked-files=no -z --no-renames',
    ]);
    expect(inProcess.filter((command) => /^(cat-file|ls-tree|rev-list)/.test(command))).toEqual([]);
    const other = redScenario().scenario;
    plantAlternates(other.dir, e2e.tempDir('ev-alternate-'));
    const viaGit = await e2e.run(await e2e.gh(), other, { env: { PATH: git.PATH } });
    expect(git.take().length).toBeGreaterThanOrEqual(18);
    expect(viaGit.exitCode).toBe(run.exitCode);
    expect(viaGit.outputs.conclusion).toBe(run.outputs.conclusion);
    expect(viaGit.outputs.violations).toBe(run.outputs.violations);
  }, 60_000);
});
