// End-to-end: the bundled action on `pull_request` events against real git
// repositories and the OpenAPI-validating fake GitHub — a clean pull request,
// a red one, the rerun, an update in place, the all-clear, and GitHub
// Enterprise Server's `/api/v3` prefix.
import { beforeAll, describe, expect, test } from '@jest/globals';
import type { FakeGitHub } from '../../test-support/fake-github.js';
import {
  ROUTES,
  errors,
  expectNoViolations,
  sentAnnotations,
  useE2E,
  type E2ERun,
} from '../../test-support/e2e.js';
import {
  bound,
  groundLineOf,
  hoursAgo,
  personGround,
  refOf,
  roadNotTaken,
  type BuiltTick,
  type Scenario,
  type TickSpec,
} from '../../test-support/scenario.js';

const e2e = useE2E({ bundle: true });

const MARKER = '<!-- evolving-action:. -->';

const IDEMPOTENT: TickSpec = {
  decision: 'orders are idempotent on a client key',
  observe: 'duplicate orders after mobile retries',
  grounds: [
    bound('a retried order request creates no second order', 'grep -q clientKey src/app.ts', {
      triggeredBy: ['src/app.ts'],
      surfaces: ['orders-api'],
    }),
    personGround('the payments team signed off on client keys'),
    roadNotTaken('server-side dedup window', 'a time window also drops legitimate repeat orders'),
  ],
  blame: 'Priya Natarajan',
  authority: 'user-ruled',
  jurisdiction: 'A',
  round_id: 'R12',
};

const CACHE_TTL: TickSpec = {
  decision: 'catalogue cache TTL stays at five minutes',
  observe: 'stale prices after imports',
  grounds: [
    bound('the catalogue cache expires within five minutes', 'test -f README.md', {
      triggeredBy: ['src/cache.ts'],
      surfaces: ['catalogue'],
    }),
  ],
  blame: 'Grace Hopper',
};

const RECORDED: TickSpec = {
  decision: 'health checks answer without touching the database',
  grounds: [
    bound('the health endpoint needs no database', 'test -d .evolving', {
      triggeredBy: ['src/health.ts'],
    }),
  ],
  blame: 'Ada Lovelace',
};

// ---------------------------------------------------------------------------

describe('a clean pull request', () => {
  let scenario: Scenario;
  let gh: FakeGitHub;
  let run: E2ERun;

  beforeAll(async () => {
    scenario = e2e.scenario({
      base: [IDEMPOTENT, CACHE_TTL],
      headTicks: [RECORDED],
      // A change no decision's trigger selects: nothing resurfaces and nothing is in context.
      headFiles: { 'docs/health.md': 'The health endpoint answers "ok".\n' },
    });
    for (const tick of scenario.allTicks)
      scenario.receipt({ test: refOf(tick), result: 'green', ranAt: hoursAgo(1) });
    gh = await e2e.gh();
    // The bundle as a runner starts it (worker thread, the runner's file commands): the one
    // whole pull request run spawned; every other run of this file is in process.
    run = await e2e.run(gh, scenario, { spawn: true });
  }, 120_000);

  test('succeeds with outputs that say so', () => {
    expect(run.spawned).toBe(true);
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({
      conclusion: 'success',
      gating: '0',
      memo: '0',
      violations: '0',
      resurfaced: '[]',
      'comment-url': '',
    });
    expect(run.outputs['check-run-url']).toMatch(
      /^https:\/\/github\.com\/octo-org\/octo-repo\/runs\/\d+$/,
    );
    expect(run.problems).toEqual([]);
  });

  test('the check run is created on the pull request head, not the merge commit', () => {
    const creates = run.to(ROUTES.createCheckRun);
    expect(creates).toHaveLength(1);
    const body = creates[0]?.body as Record<string, unknown>;
    expect(body.head_sha).toBe(scenario.headSha);
    expect(body.head_sha).not.toBe(scenario.mergeSha);
    expect(body).toMatchObject({ name: 'evolving', status: 'completed', conclusion: 'success' });
    expect(gh.checkRuns).toHaveLength(1);
    expect(gh.checkRuns[0]).toMatchObject({ headSha: scenario.headSha, conclusion: 'success' });
    expect(sentAnnotations(creates)).toEqual([]);
  });

  test('comment: auto posts nothing when everything is green', () => {
    expect(run.to(ROUTES.listComments).length).toBeLessThanOrEqual(1);
    expect(run.to(ROUTES.createComment)).toEqual([]);
    expect(run.to(ROUTES.updateComment)).toEqual([]);
    expect(gh.comments).toEqual([]);
  });

  test('only the expected API calls, all valid', () => {
    const routes = run.requests.map((r) => r.operationId).sort();
    // The commit's check runs are listed first: a newer run's is never overwritten.
    expect(routes).toEqual(['checks/create', 'checks/list-for-ref', 'issues/list-comments'].sort());
    expect(run.requests.every((r) => r.status < 300)).toBe(true);
    expectNoViolations(gh);
  });

  test('the summary says all clear and lists the decision this pull request records', () => {
    expect(run.summary).toContain('✅ evolving: all clear');
    expect(run.summary).toContain('Decisions recorded by this pull request (1)');
    expect(run.summary).toContain(scenario.headTicks[0]?.id);
    expect(run.summary).toContain('health checks answer without touching the database');
    expect(run.report).toMatchObject({ conclusion: 'success', resurfaced: [] });
  });
});

// ---------------------------------------------------------------------------

describe('a red pull request, rerun, updated and resolved', () => {
  let scenario: Scenario;
  let gh: FakeGitHub;
  let idempotent: BuiltTick;
  let cache: BuiltTick;
  const runs: E2ERun[] = [];

  beforeAll(async () => {
    scenario = e2e.scenario({
      base: [IDEMPOTENT, CACHE_TTL],
      headFiles: { 'src/app.ts': 'export const answer = 43; // no client key any more\n' },
    });
    [idempotent, cache] = scenario.baseTicks as [BuiltTick, BuiltTick];
    scenario.receipt({ test: refOf(idempotent), result: 'red', ranAt: hoursAgo(2) });
    scenario.receipt({ test: refOf(cache), result: 'green', ranAt: hoursAgo(2) });
    gh = await e2e.gh();
  }, 60_000);

  test('red: fails the gate, with outputs naming the decision', async () => {
    const run = await e2e.run(gh, scenario);
    runs.push(run);
    expect(run.exitCode).toBe(1);
    expect(run.outputs).toMatchObject({
      conclusion: 'failure',
      gating: '1',
      memo: '0',
      violations: '0',
      resurfaced: JSON.stringify([idempotent.id]),
    });
    // The failure reason is the step's error.
    expect(errors(run).some((m) => /gating verdict/.test(m))).toBe(true);
    expect(run.summary).toContain('❌ evolving: failing');
    expect(run.summary).toContain('orders are idempotent on a client key');
    expectNoViolations(gh);
  }, 60_000);

  test('red: one comment that leads with what to do and names decision, blame, ref, frozen sha', () => {
    const run = runs[0] as E2ERun;
    // Looked up while the ledger was evaluated, and again just before creating the comment
    // (another run may have posted it meanwhile): sticky-comment.test.ts.
    expect(run.to(ROUTES.listComments)).toHaveLength(2);
    expect(run.to(ROUTES.createComment)).toHaveLength(1);
    expect(gh.comments).toHaveLength(1);
    const body = gh.comments[0]?.body ?? '';
    const lines = body.split('\n');
    expect(lines[0]).toBe(MARKER);
    expect(lines[1]).toMatch(/^<!-- evolving-action-state /);
    expect(lines[2]).toMatch(/^<!-- evolving-action-run \d+\.\d+ -->$/);
    // The first visible line is the call to action.
    const firstVisible = lines.slice(3).find((l) => l.trim() !== '') ?? '';
    expect(firstVisible).toMatch(/^### ⚠️ 1 decision needs a look before merging/);
    const action = body.indexOf('Make the check pass again');
    expect(action).toBeGreaterThan(0);
    expect(action).toBeLessThan(body.indexOf('orders are idempotent on a client key'));
    expect(body).toContain('The gate is on');
    expect(body).toContain('orders are idempotent on a client key');
    expect(body).toContain(`\`${idempotent.id}\``);
    expect(body).toContain('Priya Natarajan');
    expect(body).toContain('`grep -q clientKey src/app.ts`');
    expect(body).toContain('`frozen@d308afac`');
    expect(body).toContain('**red**');
    expect(body).toContain('server-side dedup window');
    expect(body).toMatch(/Declared triggers changed in this pull request: `src\/app\.ts`/);
    // The green decision is not resurfaced.
    expect(body).not.toContain('catalogue cache TTL');
    expect(run.outputs['comment-url']).toBe(
      `https://github.com/octo-org/octo-repo/pull/${scenario.number}#issuecomment-${gh.comments[0]?.id}`,
    );
  });

  test('red: failure annotations on the tick file line of the ground and on the changed trigger', () => {
    const run = runs[0] as E2ERun;
    const creates = run.to(ROUTES.createCheckRun);
    expect(creates).toHaveLength(1);
    const body = creates[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ head_sha: scenario.headSha, conclusion: 'failure' });
    const annotations = sentAnnotations(creates);
    const onTick = annotations.filter((a) => a.path === idempotent.path);
    expect(onTick).toEqual([
      expect.objectContaining({
        annotation_level: 'failure',
        start_line: groundLineOf(idempotent, 0),
        end_line: groundLineOf(idempotent, 0),
      }),
    ]);
    expect(String(onTick[0]?.message)).toContain('grep -q clientKey src/app.ts');
    expect(String(onTick[0]?.message)).toContain('frozen@d308afac');
    expect(annotations).toContainEqual(
      expect.objectContaining({ path: 'src/app.ts', annotation_level: 'failure', start_line: 1 }),
    );
    expect(
      annotations.every((a) => a.annotation_level !== 'failure' || a.path !== cache.path),
    ).toBe(true);
    expect(run.outputs['check-run-url']).toBe(
      `https://github.com/octo-org/octo-repo/runs/${gh.checkRuns[0]?.id}`,
    );
  });

  test('rerun with nothing changed: still one comment, no second POST, no rewrite', async () => {
    const run = await e2e.run(gh, scenario, { event: scenario.event({ action: 'synchronize' }) });
    runs.push(run);
    expect(run.exitCode).toBe(1);
    expect(run.to(ROUTES.listComments)).toHaveLength(1);
    expect(run.to(ROUTES.createComment)).toEqual([]);
    expect(run.to(ROUTES.updateComment)).toEqual([]);
    expect(gh.requestsTo(ROUTES.createComment)).toHaveLength(1);
    expect(gh.comments).toHaveLength(1);
    expect(run.outputs['comment-url']).toBe(runs[0]?.outputs['comment-url']);
    expectNoViolations(gh);
  }, 60_000);

  test('a second decision turns red: the same comment is updated in place', async () => {
    scenario.receipt({ test: refOf(cache), result: 'red', ranAt: hoursAgo(1) });
    const run = await e2e.run(gh, scenario, { event: scenario.event({ action: 'synchronize' }) });
    runs.push(run);
    expect(run.exitCode).toBe(1);
    expect(run.outputs.gating).toBe('2');
    expect(JSON.parse(run.outputs.resurfaced ?? '[]')).toEqual([idempotent.id, cache.id].sort());
    expect(run.to(ROUTES.createComment)).toEqual([]);
    expect(run.to(ROUTES.updateComment)).toHaveLength(1);
    expect(gh.comments).toHaveLength(1);
    const body = gh.comments[0]?.body ?? '';
    expect(body).toContain('2 decisions need a look before merging');
    expect(body).toContain('catalogue cache TTL stays at five minutes');
    expect(run.outputs['comment-url']).toBe(runs[0]?.outputs['comment-url']);
    expectNoViolations(gh);
  }, 60_000);

  test('resolved: receipts turn green, the comment becomes an all-clear naming what was resolved', async () => {
    scenario.receipt({ test: refOf(idempotent), result: 'green', ranAt: hoursAgo(0.5) });
    scenario.receipt({ test: refOf(cache), result: 'green', ranAt: hoursAgo(0.5) });
    const run = await e2e.run(gh, scenario, { event: scenario.event({ action: 'synchronize' }) });
    runs.push(run);
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({ conclusion: 'success', gating: '0', resurfaced: '[]' });
    expect(run.to(ROUTES.updateComment)).toHaveLength(1);
    expect(gh.requestsTo(ROUTES.deleteComment)).toEqual([]);
    expect(gh.requestsTo(ROUTES.createComment)).toHaveLength(1);
    expect(gh.comments).toHaveLength(1);
    const body = gh.comments[0]?.body ?? '';
    expect(body.split('\n')[0]).toBe(MARKER);
    expect(body).toContain('### ✅ All clear');
    expect(body).toContain(`\`${idempotent.id}\` orders are idempotent on a client key`);
    expect(body).toContain(`\`${cache.id}\` catalogue cache TTL stays at five minutes`);
    expect(body).not.toContain('needs a look');
    expect(run.outputs['comment-url']).toBe(runs[0]?.outputs['comment-url']);
    const create = run.to(ROUTES.createCheckRun)[0]?.body as Record<string, unknown>;
    expect(create).toMatchObject({ head_sha: scenario.headSha, conclusion: 'success' });
    expectNoViolations(gh);
  }, 60_000);

  test('the all-clear is stable: another green run leaves it alone', async () => {
    const run = await e2e.run(gh, scenario, { event: scenario.event({ action: 'synchronize' }) });
    expect(run.exitCode).toBe(0);
    expect(run.to(ROUTES.createComment)).toEqual([]);
    expect(run.to(ROUTES.updateComment)).toEqual([]);
    expect(gh.comments).toHaveLength(1);
    expectNoViolations(gh);
  }, 60_000);
});

// ---------------------------------------------------------------------------

describe('GitHub Enterprise Server (GITHUB_API_URL with /api/v3)', () => {
  let scenario: Scenario;
  let gh: FakeGitHub;

  beforeAll(async () => {
    scenario = e2e.scenario({
      base: [IDEMPOTENT],
      headFiles: { 'src/app.ts': 'export const answer = 44;\n' },
    });
    scenario.receipt({ test: refOf(scenario.baseTicks[0] as BuiltTick), result: 'red' });
    gh = await e2e.gh({ apiPrefix: '/api/v3', serverUrl: 'https://ghe.example.com' });
  });

  test('every call goes under the prefix and succeeds', async () => {
    expect(gh.url).toMatch(/\/api\/v3$/);
    const run = await e2e.run(gh, scenario);
    expect(run.exitCode).toBe(1);
    expect(run.outputs.conclusion).toBe('failure');
    expect(run.requests.length).toBeGreaterThanOrEqual(3);
    expect(run.requests.every((r) => r.route !== undefined && r.status < 300)).toBe(true);
    expect(run.to(ROUTES.createComment)).toHaveLength(1);
    expect(run.to(ROUTES.createCheckRun)).toHaveLength(1);
    expect(gh.checkRuns[0]?.headSha).toBe(scenario.headSha);
    expect(run.outputs['comment-url']).toMatch(
      /^https:\/\/ghe\.example\.com\/octo-org\/octo-repo\/pull\/7#issuecomment-\d+$/,
    );
    expect(run.outputs['check-run-url']).toMatch(/^https:\/\/ghe\.example\.com\//);
    expectNoViolations(gh);
  }, 60_000);
});

// ---------------------------------------------------------------------------

describe('a comment by someone else that carries the marker', () => {
  let scenario: Scenario;
  let gh: FakeGitHub;
  const forged = `${MARKER}\nI copied the bot's marker into my review to see what happens.`;
  const mallory = { login: 'mallory', id: 4242, type: 'User' as const };

  beforeAll(async () => {
    scenario = e2e.scenario({
      base: [IDEMPOTENT],
      headFiles: { 'src/app.ts': 'export const answer = 45;\n' },
    });
    scenario.receipt({ test: refOf(scenario.baseTicks[0] as BuiltTick), result: 'red' });
    gh = await e2e.gh({
      comments: [{ issueNumber: scenario.number, body: forged, user: mallory }],
    });
  });

  test('is never rewritten: the bot keeps a comment of its own', async () => {
    const run = await e2e.run(gh, scenario);
    expect(run.exitCode).toBe(1);
    const human = gh.comments.find((c) => c.user.login === 'mallory');
    expect(human?.body).toBe(forged);
    expect(run.to(ROUTES.updateComment)).toEqual([]);
    expect(run.to(ROUTES.createComment)).toHaveLength(1);
    const bot = gh.comments.filter((c) => c.user.login === 'github-actions[bot]');
    expect(bot).toHaveLength(1);
    expect(bot[0]?.body).toContain('orders are idempotent on a client key');
    expectNoViolations(gh);
  }, 60_000);
});
