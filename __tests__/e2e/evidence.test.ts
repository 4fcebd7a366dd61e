// End-to-end: CI evidence across jobs and runs (docs/USAGE.md#receipts-in-ci) —
// `run-checks: needed` against `all`, a two-platform matrix merged by an
// aggregating job (complete, and with one platform's artifact missing),
// malformed and misfiled receipt lines, and `check-jobs: 4` writing the same
// receipt files as `check-jobs: 1`.
import { describe, expect, test } from '@jest/globals';
import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FakeGitHub } from '../../test-support/fake-github.js';
import {
  FORBIDDEN_WRITE_ROUTES,
  ROUTES,
  expectNoViolations,
  explain,
  reportBindings,
  useE2E,
  warnings,
  type E2ERun,
} from '../../test-support/e2e.js';
import {
  bound,
  hoursAgo,
  receiptKey,
  receiptLine,
  receiptPath,
  refOf,
  type BuiltTick,
  type Scenario,
  type ScenarioOptions,
  type TickSpec,
} from '../../test-support/scenario.js';

const e2e = useE2E();

/** Requests that write (comments, check runs) among this run's. */
function writes(run: E2ERun): string[] {
  const forbidden: readonly string[] = FORBIDDEN_WRITE_ROUTES;
  return run.requests.map((r) => `${r.method} ${r.route}`).filter((r) => forbidden.includes(r));
}

// ---------------------------------------------------------------------------

describe('run-checks: needed, with receipts restored from the base branch', () => {
  // Each check leaves a marker file: what exists afterwards is what ran.
  const spec = (name: string, trigger: string): TickSpec => ({
    decision: `the ${name} module keeps its contract`,
    grounds: [
      bound(`${name} behaves`, `touch ran-${name}`, {
        triggeredBy: [trigger],
        counterTest: 'false',
      }),
    ],
    blame: 'Ada Lovelace',
  });
  const base = [
    spec('orders', 'src/orders.ts'),
    spec('billing', 'src/billing.ts'), // the pull request changes its trigger
    spec('search', 'src/search.ts'), // no receipt restored
    spec('auth', 'src/auth.ts'),
  ];
  const options: ScenarioOptions = {
    base,
    baseFiles: {
      'src/orders.ts': 'o\n',
      'src/billing.ts': 'b\n',
      'src/search.ts': 's\n',
      'src/auth.ts': 'a\n',
    },
    headFiles: { 'src/billing.ts': 'b, changed\n' },
  };

  /** A checkout with the base branch's receipts restored (as `actions/cache` would). */
  function restored(): Scenario {
    const scenario = e2e.scenario(options);
    for (const tick of scenario.baseTicks) {
      if (refOf(tick) === 'touch ran-search') continue;
      scenario.receipt({
        test: refOf(tick),
        result: 'green',
        commit: scenario.baseSha,
        ranAt: hoursAgo(3),
        falsifiable: true,
      });
    }
    return scenario;
  }

  const markers = (scenario: Scenario) =>
    readdirSync(scenario.dir)
      .filter((f) => f.startsWith('ran-'))
      .sort();

  test('needed: only the binding whose trigger changed and the one without a receipt run', async () => {
    const scenario = restored();
    const ordersBefore = readFileSync(receiptPath(scenario.dir, 'touch ran-orders'), 'utf8');
    const gh = await e2e.gh();
    const run = await e2e.run(gh, scenario, { inputs: { 'run-checks': 'needed' } });
    expect(run.exitCode).toBe(0);
    expect(markers(scenario)).toEqual(['ran-billing', 'ran-search']);
    expect(run.outputs).toMatchObject({
      conclusion: 'success',
      'checks-run': '2',
      'checks-reused': '2',
    });
    const [orders, billing, search, auth] = scenario.baseTicks as BuiltTick[];
    const execution = Object.fromEntries(reportBindings(run).map((b) => [b.tickId, b.execution]));
    expect(execution).toEqual({
      [orders?.id as string]: 'reused',
      [billing?.id as string]: 'ran',
      [search?.id as string]: 'ran',
      [auth?.id as string]: 'reused',
    });
    expect(reportBindings(run).every((b) => b.label === 'green')).toBe(true);
    // A reused receipt file is untouched; a run one gained a line at this checkout's HEAD.
    expect(readFileSync(receiptPath(scenario.dir, 'touch ran-orders'), 'utf8')).toBe(ordersBefore);
    const billingLines = readFileSync(receiptPath(scenario.dir, 'touch ran-billing'), 'utf8')
      .split('\n')
      .filter((l) => l !== '');
    expect(billingLines).toHaveLength(2);
    expect(JSON.parse(billingLines[1] ?? '{}')).toMatchObject({
      commit: scenario.mergeSha,
      result: 'green',
      falsifiable: true,
    });
    expect(run.summary).toContain('| Checks run | Reused |');
    // Every binding is green: `bindings: failing` (the default) lists none and says so.
    expect(run.summary).toContain('### Bindings that need a look (0 of 4)');
    expect(run.summary).toContain('4 green bindings not listed: `bindings: all` lists them');
    expect(run.summary).not.toContain('▶️ ran');
    expectNoViolations(gh);
  }, 120_000);

  test('all (the control): every binding runs, none is reused', async () => {
    const scenario = restored();
    const gh = await e2e.gh();
    const run = await e2e.run(gh, scenario, { inputs: { 'run-checks': 'all' } });
    expect(run.exitCode).toBe(0);
    expect(markers(scenario)).toEqual(['ran-auth', 'ran-billing', 'ran-orders', 'ran-search']);
    expect(run.outputs).toMatchObject({ 'checks-run': '4', 'checks-reused': '0' });
    expect(reportBindings(run).map((b) => b.execution)).toEqual(['ran', 'ran', 'ran', 'ran']);
    expectNoViolations(gh);
  }, 120_000);

  test('off: nothing runs, and every binding says so', async () => {
    const scenario = restored();
    const gh = await e2e.gh();
    const run = await e2e.run(gh, scenario);
    expect(markers(scenario)).toEqual([]);
    expect(run.outputs).toMatchObject({ 'checks-run': '0', 'checks-reused': '0' });
    expect(new Set(reportBindings(run).map((b) => b.execution))).toEqual(new Set(['off']));
    // Without receipts the search binding is not-run and the billing one stale: the gate fails.
    expect(run.exitCode).toBe(1);
    expectNoViolations(gh);
  }, 120_000);
});

// ---------------------------------------------------------------------------

describe('one gate across a matrix: two platform jobs, one aggregating job', () => {
  const BOTH: TickSpec = {
    decision: 'exports are byte-identical on every platform',
    grounds: [
      bound('an export of the sample is byte-identical', 'test -f README.md', {
        platforms: ['linux-ci', 'mac'],
        counterTest: 'test -f missing.txt',
      }),
    ],
    blame: 'Ada Lovelace',
  };
  const LINUX: TickSpec = {
    decision: 'the server binds to IPv6 too',
    grounds: [bound('the listener answers on ::1', 'true', { platforms: ['linux-ci'] })],
    blame: 'Grace Hopper',
  };
  const MAC: TickSpec = {
    decision: 'the app bundle is signed',
    grounds: [bound('codesign accepts the bundle', 'test -d src', { platforms: ['mac'] })],
    blame: 'Priya Natarajan',
  };
  const options: ScenarioOptions = { base: [BOTH, LINUX, MAC] };

  /** A matrix job: runs its platform's checks and publishes nothing; returns its receipts directory. */
  async function platformJob(gh: FakeGitHub, platform: string): Promise<string> {
    const job = e2e.scenario(options);
    const run = await e2e.run(gh, job, {
      inputs: {
        'run-checks': true,
        platform,
        attest: platform,
        comment: 'never',
        'check-run': false,
        gate: false,
      },
    });
    expect([platform, run.exitCode]).toEqual([platform, 0]);
    expect(writes(run)).toEqual([]);
    return join(job.dir, '.evolving', 'results', 'receipts');
  }

  /** The aggregating job's checkout, with the artifacts downloaded as download-artifact does. */
  function aggregateCheckout(artifacts: Record<string, string>): Scenario {
    const scenario = e2e.scenario(options);
    for (const [name, dir] of Object.entries(artifacts))
      cpSync(dir, join(scenario.dir, 'artifacts', name), { recursive: true });
    return scenario;
  }

  test('both platforms complete: every declared platform judged green, one comment, one check run', async () => {
    const gh = await e2e.gh();
    const linux = await platformJob(gh, 'linux-ci');
    const mac = await platformJob(gh, 'mac');
    const scenario = aggregateCheckout({ 'receipts-linux-ci': linux, 'receipts-mac': mac });
    const run = await e2e.run(gh, scenario, {
      inputs: { receipts: 'artifacts', comment: 'always' },
    });
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({ conclusion: 'success', gating: '0', 'checks-run': '0' });
    expect(reportBindings(run).map((b) => b.label)).toEqual(['green', 'green', 'green']);
    expect(run.report?.receiptMerge).toMatchObject({
      directories: ['artifacts/receipts-linux-ci', 'artifacts/receipts-mac'],
      files: 4,
      merged: 4,
      identical: 0,
      problems: [],
    });
    // The merged receipts are on disk for a later upload or cache step.
    const both = readFileSync(receiptPath(scenario.dir, 'test -f README.md'), 'utf8');
    expect(both.match(/"platform":"(linux-ci|mac)"/g)?.sort()).toEqual([
      '"platform":"linux-ci"',
      '"platform":"mac"',
    ]);
    expect(gh.comments).toHaveLength(1);
    expect(run.to(ROUTES.createCheckRun)).toHaveLength(1);
    expect(gh.checkRuns).toEqual([
      expect.objectContaining({ headSha: scenario.headSha, conclusion: 'success' }),
    ]);
    expect(run.summary).toContain('### Receipts merged');
    expectNoViolations(gh);
  }, 180_000);

  test("one platform's artifact missing: the binding that declares it is not-run (missing: mac) and gates", async () => {
    const gh = await e2e.gh();
    const linux = await platformJob(gh, 'linux-ci');
    const scenario = aggregateCheckout({ 'receipts-linux-ci': linux });
    const run = await e2e.run(gh, scenario, { inputs: { receipts: 'artifacts/receipts-*' } });
    expect(run.exitCode).toBe(1);
    expect(run.outputs).toMatchObject({ conclusion: 'failure', gating: '2' });
    const [both, linuxOnly, macOnly] = scenario.baseTicks as BuiltTick[];
    const labels = Object.fromEntries(
      reportBindings(run).map((b) => [b.tickId, [b.label, b.detail]]),
    );
    expect(labels).toEqual({
      [both?.id as string]: ['not-run', 'missing: mac'],
      [linuxOnly?.id as string]: ['green', expect.stringMatching(/^ran /)],
      [macOnly?.id as string]: ['not-run', 'missing: mac'],
    });
    expect(gh.comments).toHaveLength(1);
    expect(gh.comments[0]?.body).toContain('missing: mac');
    expect(gh.checkRuns).toEqual([
      expect.objectContaining({ headSha: scenario.headSha, conclusion: 'failure' }),
    ]);
    expectNoViolations(gh);
  }, 180_000);
});

// ---------------------------------------------------------------------------

describe('receipts from another job with malformed and misfiled lines', () => {
  test('each bad line is a warning naming path:line, listed in the report, and not merged', async () => {
    const TICK: TickSpec = {
      decision: 'imports are idempotent',
      grounds: [bound('importing twice changes nothing', 'test -f README.md')],
      blame: 'Ada Lovelace',
    };
    const scenario = e2e.scenario({ base: [TICK] });
    const ref = refOf(scenario.baseTicks[0]);
    const key = receiptKey(ref);
    const good = receiptLine({
      test: ref,
      result: 'green',
      commit: scenario.mergeSha,
      ranAt: hoursAgo(1),
      falsifiable: true,
    });
    const misfiled = receiptLine({
      test: 'some other check',
      result: 'red',
      commit: scenario.mergeSha,
    });
    const dir = join(scenario.dir, 'artifacts', 'receipts-linux-ci');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${key}.jsonl`), `{"commit": "ghp_notquoted",\n${misfiled}${good}`);
    writeFileSync(join(dir, 'README.txt'), 'not a receipt file');
    const gh = await e2e.gh();
    const run = await e2e.run(gh, scenario, { inputs: { receipts: 'artifacts' } });
    expect(run.exitCode).toBe(0);
    const path = `artifacts/receipts-linux-ci/${key}.jsonl`;
    expect(warnings(run)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^${path}:1: not valid JSON: .* — not merged$`)),
        `${path}:2: receipt for "some other check" is filed under ${key}.jsonl, which is not its key (${receiptKey('some other check')}) — not merged`,
        'artifacts/receipts-linux-ci/README.txt: not a receipt file (the name must be <12 lowercase hex>.jsonl) — skipped',
      ]),
    );
    expect(run.stdout).not.toContain('ghp_notquoted');
    const merge = run.report?.receiptMerge as { merged: number; problems: string[] };
    expect(merge.merged).toBe(1);
    expect(merge.problems).toHaveLength(3);
    expect(readFileSync(receiptPath(scenario.dir, ref), 'utf8')).toBe(good);
    expect(reportBindings(run).map((b) => b.label)).toEqual(['green']);
    expect(run.summary).toContain(`${path}:2:`);
    expectNoViolations(gh);
  }, 120_000);
});

// ---------------------------------------------------------------------------

describe('check-jobs: 4 against 1', () => {
  test('the receipt files are byte-identical, ran_at aside', async () => {
    // Two checks that finish in reverse plan order, and two bindings of one ref (as an
    // `ev guard` child repeats its parent's) whose counter-tests differ: the receipt file
    // they share shows in which order they were appended.
    const single = (i: number, tenths: number): TickSpec => ({
      decision: `decision number ${i}`,
      grounds: [
        bound(`claim ${i}`, `sleep 0.${tenths}; echo check ${i}; echo "::error::injected ${i}"`, {
          triggeredBy: [`src/f${i}.ts`],
        }),
      ],
      blame: 'Ada Lovelace',
    });
    const guarded = (n: number, verdict: string): TickSpec => ({
      decision: `guarded decision ${n}`,
      grounds: [
        bound(`guarded claim ${n}`, 'echo shared', {
          counterTest: `sleep $(cat counter-delay-${n}); ${verdict}`,
        }),
      ],
      blame: 'Ada Lovelace',
    });
    const options: ScenarioOptions = {
      base: [single(0, 6), single(1, 0), guarded(0, 'exit 1'), guarded(1, 'exit 0')],
    };
    const one = e2e.scenario(options);
    const four = e2e.scenario(options);
    expect(four.mergeSha).toBe(one.mergeSha);
    // The guarded binding first in plan order (tick id order) gets the slow counter-test.
    const ids = one.baseTicks.map((t) => t.id);
    const first = (ids[2] as string) < (ids[3] as string) ? 0 : 1;
    for (const scenario of [one, four]) {
      writeFileSync(join(scenario.dir, `counter-delay-${first}`), '0.6\n');
      writeFileSync(join(scenario.dir, `counter-delay-${1 - first}`), '0\n');
    }
    const gh = await e2e.gh();
    const runs: E2ERun[] = [];
    for (const [scenario, jobs] of [
      [one, 1],
      [four, 4],
    ] as const) {
      const run = await e2e.run(gh, scenario, {
        // One guarded counter-test passes too (unproven): not failing here, only recorded.
        inputs: { 'run-checks': 'all', 'check-jobs': jobs, gate: false },
      });
      if (run.exitCode !== 0) throw new Error(explain(run));
      runs.push(run);
    }
    // `ran_at` is the start time of each test: the one field that differs between two runs.
    const normalised = (scenario: Scenario) => {
      const dir = join(scenario.dir, '.evolving', 'results', 'receipts');
      return Object.fromEntries(
        readdirSync(dir)
          .sort()
          .map((name) => [
            name,
            readFileSync(join(dir, name), 'utf8').replace(/"ran_at":"[^"]*"/g, '"ran_at":"…"'),
          ]),
      );
    };
    const files = normalised(one);
    expect(Object.keys(files)).toHaveLength(3);
    expect(files[`${receiptKey('echo shared')}.jsonl`]?.match(/"falsifiable":\w+/g)).toHaveLength(
      2,
    );
    expect(normalised(four)).toEqual(files);
    // The log shows each check's output in binding order either way.
    const order = (run: E2ERun) => [...run.stdout.matchAll(/^check (\d)$/gm)].map((m) => m[1]);
    expect(order(runs[1] as E2ERun)).toEqual(order(runs[0] as E2ERun));
    expect(order(runs[0] as E2ERun)).toHaveLength(2);
    // Buffered or not, what a check prints stays inside its stop-commands fence; each command
    // is folded into a log group named by its role, its command and how it ended.
    for (const run of runs) {
      const groups = run.commands.filter(
        (c) => c.command === 'group' && c.message.includes('injected'),
      );
      expect(groups.map((c) => c.message).sort()).toEqual(
        [0, 1]
          .map(
            (i) =>
              `test: sleep 0.${i === 0 ? 6 : 0}; echo check ${i}; echo "::error::injected ${i}" — exit 0`,
          )
          .sort(),
      );
      expect(
        run.commands.filter((c) => c.command !== 'group' && c.message.includes('injected')),
      ).toEqual([]);
    }
    expect(runs.map((r) => r.outputs['checks-run'])).toEqual(['4', '4']);
    expectNoViolations(gh);
  }, 180_000);
});
