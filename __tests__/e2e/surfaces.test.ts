// End-to-end: what a pull request's run writes, and how fast it gets there
// — the comment and the check run sent at once, a
// secondary rate limit waited out as GitHub's `retry-after` says, links from
// every surface (GitHub Enterprise aware), each surface within its own limit
// and saying where the rest is, the `bindings` input, failures merged per
// file and line, and a truthful note about the annotations left out.
import { describe, expect, test } from '@jest/globals';
import { faults } from '../../test-support/fake-github.js';
import {
  bytes,
  expectNoViolations,
  notices,
  ROUTES,
  sentAnnotations,
  useE2E,
  warnings,
} from '../../test-support/e2e.js';
import {
  bound,
  refOf,
  roadNotTaken,
  type BuiltTick,
  type Scenario,
  type TickSpec,
} from '../../test-support/scenario.js';

const e2e = useE2E();

/** GITHUB_RUN_ID as runAction sets it. */
const RUN_ID = '1658821493';

const RETRIES: TickSpec = {
  decision: 'payment calls retry at most three times',
  grounds: [
    bound('a payment call is attempted at most three times', 'grep -q maxAttempts src/app.ts', {
      triggeredBy: ['src/app.ts'],
    }),
    roadNotTaken('unbounded retries', 'they turned an outage into double charges'),
  ],
  blame: 'Priya Natarajan',
};

const GREEN: TickSpec = {
  decision: 'the changelog is written by hand',
  grounds: [bound('every release has a changelog entry', 'test -f CHANGELOG.md')],
  blame: 'Grace Hopper',
};

/** The retries decision red (its trigger changed), the changelog one green. */
function redScenario(): Scenario {
  const scenario = e2e.scenario({
    base: [RETRIES, GREEN],
    headFiles: { 'src/app.ts': 'export const attempts = Infinity;\n' },
  });
  scenario.receipt({ test: refOf(scenario.baseTicks[0]), result: 'red' });
  scenario.receipt({ test: refOf(scenario.baseTicks[1]), result: 'green' });
  return scenario;
}

/** One warning names what was skipped and, as its cause, the rate limit: not a permission the job lacks. */
function expectSkippedForTheRateLimit(run: Parameters<typeof warnings>[0], what: string): void {
  const skipped = warnings(run).filter((m) => m.startsWith(`Skipped ${what}`));
  expect(skipped).toHaveLength(1);
  expect(skipped[0]).toContain("GitHub's rate limit for this token was reached");
  expect(skipped[0]).not.toContain('permissions');
}

describe('writes', () => {
  test('the check run does not wait for the comment: while the comment waits out a limit, the check run is done', async () => {
    const scenario = redScenario();
    const gh = await e2e.gh({
      faults: [faults.secondaryRateLimit(ROUTES.createComment, { retryAfter: 2 })],
    });
    const run = await e2e.run(gh, scenario);
    expect(run.exitCode).toBe(1);
    const order = run.requests.map((r) => `${r.operationId} ${r.status}`);
    // Sent one after the other, the check run would follow the comment's retry; sent at once,
    // it is created and its annotations added while the comment waits.
    const retried = order.indexOf('issues/create-comment 201');
    expect(order.indexOf('issues/create-comment 403')).toBeGreaterThanOrEqual(0);
    expect(retried).toBeGreaterThan(0);
    expect(order.indexOf('checks/create 201')).toBeLessThan(retried);
    expect(order.lastIndexOf('checks/update 200')).toBeLessThan(retried);
    expect(gh.checkRuns).toHaveLength(1);
    expect(gh.comments).toHaveLength(1);
    expectNoViolations(gh);
  }, 60_000);

  test('a secondary rate limit with retry-after is waited out and the write retried', async () => {
    const scenario = redScenario();
    const gh = await e2e.gh({
      faults: [
        faults.secondaryRateLimit(ROUTES.createCheckRun, { retryAfter: 1 }),
        faults.secondaryRateLimit(ROUTES.createComment, { retryAfter: 1 }),
      ],
    });
    // retry-after: 1 is waited out as a millisecond here (the order is the test above's).
    const run = await e2e.run(gh, scenario, { backOffSecondMs: 1 });
    expect(run.exitCode).toBe(1);
    expect(run.to(ROUTES.createCheckRun).map((r) => r.status)).toEqual([403, 201]);
    expect(run.to(ROUTES.createComment).map((r) => r.status)).toEqual([403, 201]);
    expect(run.to(ROUTES.createCheckRun)[0]?.headers['retry-after']).toBeUndefined();
    expect(gh.checkRuns).toHaveLength(1);
    expect(gh.comments).toHaveLength(1);
    const limited = warnings(run).filter((m) => m.startsWith('GitHub secondary rate limit'));
    expect(limited).toHaveLength(2);
    for (const message of limited) expect(message).toMatch(/retrying in 1s$/);
    expect(warnings(run).some((m) => m.startsWith('Skipped'))).toBe(false);
    expectNoViolations(gh);
  }, 60_000);

  test('a spent rate limit is waited out until its reset and the write retried', async () => {
    const scenario = redScenario();
    const gh = await e2e.gh({
      faults: [faults.rateLimit(ROUTES.createCheckRun, { resetIn: 0 })],
    });
    // A second of the wait lasts a millisecond here; the plugin waits until the reset, plus one.
    const run = await e2e.run(gh, scenario, { backOffSecondMs: 1 });
    expect(run.exitCode).toBe(1);
    expect(run.to(ROUTES.createCheckRun).map((r) => r.status)).toEqual([403, 201]);
    const limited = warnings(run).filter((m) => m.startsWith('GitHub rate limit on POST'));
    expect(limited).toHaveLength(1);
    expect(gh.checkRuns).toHaveLength(1);
    expect(warnings(run).some((m) => m.startsWith('Skipped'))).toBe(false);
    expectNoViolations(gh);
  }, 60_000);

  test('a limit that outlasts the retries: the check run is given up after three attempts, the findings kept', async () => {
    const scenario = redScenario();
    const gh = await e2e.gh({
      faults: [faults.secondaryRateLimit(ROUTES.createCheckRun, { retryAfter: 1, times: 10 })],
    });
    const run = await e2e.run(gh, scenario, { backOffSecondMs: 1 });
    expect(run.exitCode).toBe(1);
    expect(run.to(ROUTES.createCheckRun).map((r) => r.status)).toEqual([403, 403, 403]);
    expect(gh.checkRuns).toHaveLength(0);
    expect(gh.comments).toHaveLength(1);
    const limited = warnings(run).filter((m) => m.startsWith('GitHub secondary rate limit'));
    expect(limited.map((m) => m.replace(/^.* on POST [^;:\s]+/, ''))).toEqual([
      '; retrying in 1s',
      '; retrying in 1s',
      ': still limited after 2 retries; not retried',
    ]);
    expectSkippedForTheRateLimit(run, 'the check run');
    expect(run.summary).toContain('### Not posted');
    expectNoViolations(gh);
  }, 60_000);

  test('a limit that lifts in more than a minute is not waited for: the job goes on, the findings kept', async () => {
    const scenario = redScenario();
    const gh = await e2e.gh({
      faults: [faults.rateLimit(ROUTES.createComment, { resetIn: 3600 })],
    });
    const run = await e2e.run(gh, scenario, { backOffSecondMs: 1 });
    expect(run.exitCode).toBe(1);
    expect(run.to(ROUTES.createComment).map((r) => r.status)).toEqual([403]);
    expect(gh.comments).toHaveLength(0);
    expect(gh.checkRuns).toHaveLength(1);
    const limited = warnings(run).filter((m) => m.startsWith('GitHub rate limit on POST'));
    expect(limited).toHaveLength(1);
    expect(limited[0]).toMatch(
      /: it lifts in 360[01]s, longer than the 60s this action waits; not retried$/,
    );
    expectSkippedForTheRateLimit(run, 'the pull request comment');
    expectNoViolations(gh);
  }, 60_000);
});

describe('links', () => {
  test('on GitHub Enterprise Server: the comment, the summary and the check run link to that server', async () => {
    const scenario = redScenario();
    const server = 'https://ghe.example.com';
    const gh = await e2e.gh({ serverUrl: server, apiPrefix: '/api/v3' });
    const run = await e2e.run(gh, scenario, { serverUrl: server });
    const retries = scenario.baseTicks[0] as BuiltTick;
    const blob = `${server}/octo-org/octo-repo/blob/${scenario.headSha}`;
    const tickLink = `[\`${retries.id}\`](${blob}/${retries.path})`;
    const body = gh.comments[0]?.body ?? '';
    // The comment: the decision to its tick file, the ground to its line, the run that wrote it.
    expect(body).toContain(tickLink);
    expect(body).toMatch(
      new RegExp(
        `\\[ground in the tick file\\]\\(${blob.replace(/[.]/g, '\\.')}/${retries.path}#L\\d+\\)`,
      ),
    );
    expect(body).toContain(
      `[the workflow run](${server}/octo-org/octo-repo/actions/runs/${RUN_ID}) that wrote it`,
    );
    // The check links to the file its ref names, at the head commit.
    expect(body).toContain('[`grep -q maxAttempts src/app.ts`](' + `${blob}/src/app.ts)`);
    // The job summary and the check run link the same way.
    expect(run.summary).toContain(tickLink);
    expect(gh.checkRuns[0]?.output?.summary).toContain(tickLink);
    expect(body).not.toContain('https://github.com/octo-org');
    expectNoViolations(gh);
  }, 60_000);
});

describe('bindings', () => {
  test('failing (the default) lists what needs a look; all lists every binding, those first', async () => {
    const scenario = redScenario();
    const gh = await e2e.gh();
    const failing = await e2e.run(gh, scenario);
    expect(failing.summary).toContain('### Bindings that need a look (1 of 2)');
    expect(failing.summary).toContain(
      '1 green binding not listed: `bindings: all` lists them, and the JSON report',
    );
    expect(failing.summary).not.toContain('| ✅ green |');
    const all = await e2e.run(gh, scenario, { inputs: { bindings: 'all' } });
    expect(all.summary).toContain('### Bindings (2, those that need a look first)');
    const red = all.summary.indexOf('| 🔴 red |');
    const green = all.summary.indexOf('| ✅ green |');
    expect(red).toBeGreaterThan(0);
    expect(green).toBeGreaterThan(red);
    const refused = await e2e.run(gh, scenario, { inputs: { bindings: 'some' } });
    expect(refused.exitCode).toBe(1);
    expect(refused.outputs.conclusion).toBe('failure');
    expectNoViolations(gh);
  }, 90_000);
});

/** 30 decisions, each with one binding triggered by the same file, none with a receipt: not-run. */
function crowdedTrigger(): TickSpec[] {
  return Array.from({ length: 30 }, (_, t) => ({
    decision: `module ${t} keeps its public surface stable`,
    grounds: [
      bound(`export of module ${t} keeps its signature`, `test -f src/module-${t}.ts`, {
        triggeredBy: ['src/index.ts'],
      }),
    ],
    blame: 'Ada Lovelace',
  }));
}

describe('a crowded file and many findings', () => {
  test('failures on the changed file merge into one annotation; the note on what was left out says where everything is', async () => {
    const scenario = e2e.scenario({
      base: crowdedTrigger(),
      headFiles: { 'src/index.ts': 'export {};\n' },
    });
    const gh = await e2e.gh();
    const run = await e2e.run(gh, scenario, { inputs: { 'max-annotations': 10 } });
    expect(run.exitCode).toBe(1);
    expect(run.outputs.gating).toBe('30');
    const sent = sentAnnotations([
      ...run.to(ROUTES.createCheckRun),
      ...run.to(ROUTES.updateCheckRun),
    ]);
    // Each decision's ground annotation and one on src/index.ts line 1, most important first:
    // the 30 on src/index.ts are one annotation naming all 30, sent second; 9 grounds fit beside it.
    expect(sent).toHaveLength(10);
    const merged = sent.filter((a) => a.path === 'src/index.ts');
    expect(merged).toHaveLength(1);
    expect(merged[0]?.title).toMatch(/^30 findings on this line: /);
    const all = await e2e.run(gh, scenario, { inputs: { 'max-annotations': 100 } });
    const onIndex = (gh.checkRuns.at(-1)?.annotations ?? []).filter(
      (a) => a.path === 'src/index.ts',
    );
    expect(onIndex).toHaveLength(1);
    expect(onIndex[0]?.title).toMatch(/^30 findings on this line: /);
    expect(onIndex[0]?.message).toContain('module 29 keeps its public surface stable');
    expect(gh.checkRuns.at(-1)?.annotations).toHaveLength(31);
    expect(all.annotations.some((c) => /left out/.test(c.message))).toBe(false);
    // What was left out is counted, and the note points to the JSON report, where every finding is.
    const note = notices(run).find((m) => /were left out/.test(m));
    expect(note).toMatch(
      /^21 annotation\(s\) were left out \(max-annotations is 10\)\. Every finding is in the JSON report \(.+evolving-report\.json, the `report` output\)/,
    );
    expect(note).not.toContain('lists everything');
    expect(gh.checkRuns[0]?.output?.summary).toMatch(
      /^> 21 annotation\(s\) beyond max-annotations \(10\) are not shown on the files; the JSON report \(`.+evolving-report\.json`, the `report` output\) has every one\./,
    );
    expect(bytes(gh.checkRuns[0]?.output?.summary ?? '')).toBeLessThan(65535);
    expectNoViolations(gh);
  }, 90_000);
});
