// End-to-end: what a bound check, or a trigger pattern, the
// pull request adds can no longer do to the step — run through the bundled
// action against the fake GitHub, on real git repositories and processes.
//
// - §4: a check that appends a green `mac` receipt to another binding's file
//   while the checks run: the line is refused, reported by file and line, and
//   gone from the file a later upload would take; the gate stays.
// - §6: a check that leaves a process running in the background: nothing the
//   action started is left once the step ends, times out, or is cancelled
//   (the runner's SIGINT / SIGTERM), and the step's command files are put back.
// - §6: a trigger built to make a backtracking matcher run for hours gets its
//   answer, and one over a cap is named with its tick file and line.
//
// "Nothing is left" is read from /proc: no process has its working directory
// in the checkout (a check's children inherit it). No timing is asserted; a
// run that hangs is stopped by `killAfterMs` and fails.
import { afterEach, describe, expect, test } from '@jest/globals';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { receiptsDirectorySeal } from '../../src/adapters/ticks/receipt-sources.js';
import { join } from 'node:path';
import {
  commentBodies,
  E2E_TOKEN,
  expectNoViolations,
  explain,
  reportBindings,
  useE2E,
  warnings,
} from '../../test-support/e2e.js';
import { killProcessesIn, processesIn } from '../../test-support/processes.js';
import {
  bound,
  FROZEN_SHA,
  groundLineOf,
  hoursAgo,
  receiptKey,
  receiptLine,
  type Scenario,
} from '../../test-support/scenario.js';

const e2e = useE2E({ bundle: true });

/** Whatever a failing run left behind is stopped here, so that no test leaks a process. */
const workspaces: string[] = [];
afterEach(() => {
  for (const dir of workspaces.splice(0)) killProcessesIn(dir);
});

function scenarioWith(options: Parameters<typeof e2e.scenario>[0]): Scenario {
  const scenario = e2e.scenario(options);
  workspaces.push(scenario.dir);
  return scenario;
}

// ---------------------------------------------------------------------------

describe('§4: a line a bound check writes into the evidence files is not evidence', () => {
  const GATED_REF = 'true';
  const receiptFile = `.evolving/results/receipts/${receiptKey(GATED_REF)}.jsonl`;
  // The pull request's own check: a green `mac` receipt for the base's binding, at HEAD, now.
  const plant =
    `printf '{"commit":"%s","falsifiable":true,"platform":"mac","ran_at":"%s","result":"green","test":"true"}\\n' ` +
    `"$(git rev-parse HEAD)" "$(date -u +%Y-%m-%dT%H:%M:%SZ)" >> ${receiptFile}`;

  test('run-checks: all — the planted line is refused and reported, the gate stays, the file holds only the action’s lines', async () => {
    const olderReceipt = receiptLine({
      test: GATED_REF,
      result: 'green',
      commit: FROZEN_SHA,
      ranAt: hoursAgo(30),
      falsifiable: true,
    });
    const scenario = scenarioWith({
      base: [
        {
          decision: 'releases build the same on every platform',
          grounds: [bound('two builds agree', GATED_REF, { platforms: ['linux-ci', 'mac'] })],
        },
      ],
      baseFiles: { [receiptFile]: olderReceipt },
      headTicks: [
        {
          decision: 'the build cache is warm',
          grounds: [bound('the cache hits', plant)],
          blame: 'Mallory',
        },
      ],
    });
    const gh = await e2e.gh();
    const run = await e2e.run(gh, scenario, { inputs: { 'run-checks': 'all' } });

    // Both checks ran; the base's binding still lacks its mac evidence and gates.
    expect(run.outputs).toMatchObject({ 'checks-run': '2' });
    const [gated] = scenario.baseTicks;
    const [planter] = scenario.headTicks;
    const labels = Object.fromEntries(
      reportBindings(run).map((b) => [b.tickId, [b.label, b.detail]]),
    );
    expect(labels[gated?.id as string]).toEqual(['not-run', 'missing: mac']);
    expect(labels[planter?.id as string]?.[0]).toBe('green');
    expect(run.exitCode).toBe(1);
    expect(run.outputs.conclusion).toBe('failure');

    // Named by file and line on every surface.
    const finding = `${receiptFile}:2: a line written by a bound check while the checks ran, not by this action: refused as evidence and removed`;
    expect(warnings(run)).toEqual(expect.arrayContaining([expect.stringContaining(finding)]));
    expect(commentBodies(run)).toContain(`${receiptFile}:2`);
    expect(run.summary).toContain(`${receiptFile}:2`);
    expect(JSON.stringify(run.report?.trust)).toContain(finding);

    // What an upload step would take: the line that was there, then this run's own receipt.
    const lines = scenario
      .read(receiptFile)
      .split('\n')
      .filter((line) => line !== '');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(olderReceipt.trimEnd());
    expect(JSON.parse(lines[1] as string)).toMatchObject({
      test: GATED_REF,
      platform: 'linux-ci',
      commit: scenario.mergeSha,
      result: 'green',
    });
    expect(lines.join('\n')).not.toContain('"mac"');
    expectNoViolations(gh);
  }, 180_000);
});

// ---------------------------------------------------------------------------

describe('§6: no process a bound check starts outlives the step', () => {
  const PID_FILE = '.background.pid';
  /** Leaves `sleep 300` in the background (its pid in PID_FILE), then `then`. */
  const background = (then: string) => `sleep 300 & echo $! > ${PID_FILE}; ${then}`;
  /** Also writes an environment variable for later steps of the job, then waits. */
  const envWriter = `for f in "$RUNNER_TEMP"/_runner_file_commands/set_env_*; do echo 'EVIL=1' >> "$f"; done; ${background('sleep 300')}`;

  function scenarioRunning(ref: string): Scenario {
    return scenarioWith({
      base: [
        {
          decision: 'the service starts',
          grounds: [bound('it answers', ref)],
        },
      ],
    });
  }

  const pidOf = (scenario: Scenario) => Number(readFileSync(join(scenario.dir, PID_FILE), 'utf8'));
  const started = (scenario: Scenario) => () =>
    existsSync(join(scenario.dir, PID_FILE)) &&
    readFileSync(join(scenario.dir, PID_FILE), 'utf8').trim() !== '';

  test('the check ends and leaves a process behind: it is stopped with the check', async () => {
    const scenario = scenarioRunning(background('exit 0'));
    const gh = await e2e.gh();
    const run = await e2e.run(gh, scenario, { inputs: { 'run-checks': 'all' } });
    expect(run.exitCode).toBe(0);
    expect(pidOf(scenario)).toBeGreaterThan(0);
    expect(processesIn(scenario.dir)).toEqual([]);
  }, 120_000);

  test('the check times out: it and what it started are stopped, the run goes on', async () => {
    const scenario = scenarioRunning(background('sleep 300'));
    const gh = await e2e.gh();
    const run = await e2e.run(gh, scenario, {
      inputs: { 'run-checks': 'all', 'check-timeout': 2 },
    });
    expect(run.signal).toBeNull();
    expect(reportBindings(run).map((b) => b.label)).toEqual([expect.stringMatching(/gray|red/)]);
    expect(pidOf(scenario)).toBeGreaterThan(0);
    expect(processesIn(scenario.dir)).toEqual([]);
  }, 120_000);

  test.each<[NodeJS.Signals, number]>([
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ])(
    'the step is cancelled (%s) while the check runs: every process stops, the command files are put back',
    async (signal, code) => {
      const scenario = scenarioRunning(envWriter);
      const gh = await e2e.gh();
      const run = await e2e.run(gh, scenario, {
        inputs: { 'run-checks': 'all' },
        interrupt: { signal, when: started(scenario) },
        killAfterMs: 60_000,
      });
      expect(processesIn(scenario.dir)).toEqual([]);
      // The check's line for later steps was taken back before the step ended.
      expect(run.exportedEnv).toEqual({});
      expect([run.exitCode, run.signal]).toEqual([code, null]);
      expect(warnings(run).join('\n')).toContain(`Stopped by ${signal}`);
    },
    120_000,
  );
});

// ---------------------------------------------------------------------------

describe('§6: trigger patterns', () => {
  const DEEP = Array.from({ length: 60 }, () => 'a').join('/');
  const TEN_STARS = '*/*/*/*/*/*/*/*/*/*/b';

  test('`*/*/…/b` (10 stars) and a change 60 directories deep: the answer, and no git left running', async () => {
    const scenario = scenarioWith({
      base: [
        {
          decision: 'deep files keep their format',
          grounds: [bound('the deep file parses', 'true', { triggeredBy: [TEN_STARS] })],
        },
      ],
      baseFiles: { [`${DEEP}/b`]: 'b\n', [`${DEEP}/c`]: 'c\n' },
      headFiles: { [`${DEEP}/b`]: 'b, changed\n', [`${DEEP}/c`]: 'c, changed\n' },
    });
    scenario.receipt({ test: 'true', result: 'green', falsifiable: true });
    const gh = await e2e.gh();
    // A matcher that backtracks does not finish this run: killAfterMs stops it, and the test fails.
    const run = await e2e.run(gh, scenario, { killAfterMs: 120_000 });
    expect(run.signal).toBeNull();
    const [tick] = scenario.baseTicks;
    expect(run.report).toMatchObject({
      inContext: [
        expect.objectContaining({
          id: tick?.id,
          changedFiles: [`${DEEP}/b`],
          triggersChanged: [TEN_STARS],
        }),
      ],
    });
    expect(gh.checkRuns).toHaveLength(1);
    expect(processesIn(scenario.dir)).toEqual([]);
    expectNoViolations(gh);
  }, 180_000);

  test('a trigger over the wildcard cap is named with its tick file and line, and not matched', async () => {
    const overCap = `${'*/'.repeat(33)}b`;
    const scenario = scenarioWith({
      base: [
        {
          decision: 'generated files are never edited by hand',
          grounds: [bound('the generator is idempotent', 'true', { triggeredBy: [overCap] })],
        },
      ],
      headFiles: { 'src/app.ts': 'export const answer = 43;\n' },
    });
    const gh = await e2e.gh();
    const run = await e2e.run(gh, scenario);
    expect(run.signal).toBeNull();
    const [tick] = scenario.baseTicks;
    const where = `.evolving/ticks/${tick?.id}:${groundLineOf(tick as never, 0)}`;
    // The warning is plain text: the code span of the Markdown surfaces reads as quotes there.
    const finding = `${where}: grounds[0] triggered_by entry 1 has 33 '*' wildcards, over the cap of 32`;
    expect(warnings(run)).toEqual(expect.arrayContaining([expect.stringContaining(finding)]));
    expect(commentBodies(run)).toContain(where);
    expect(run.summary).toContain(where);
    expect(explain(run)).not.toContain('Maximum call stack');
    expectNoViolations(gh);
  }, 180_000);
});

// ---------------------------------------------------------------------------
// docs/USAGE.md#what-a-bound-check-can-reach: a check runs in a PID namespace
// of its own where the host permits one (this test host does).

describe('a process a bound check detaches does not outlive it', () => {
  test('setsid and a double fork: the process that would append a green receipt later is dead when the step ends', async () => {
    const receiptFile = `.evolving/results/receipts/${receiptKey('sh -c "exit 1"')}.jsonl`;
    // Five minutes after the action wrote its red receipt, a green one with a later ran_at.
    const late =
      `sleep 300; printf '{"commit":"%s","platform":"linux-ci","ran_at":"%s","result":"green","test":"sh -c \\"exit 1\\""}\\n' ` +
      `"$(git rev-parse HEAD)" "$(date -u +%Y-%m-%dT%H:%M:%SZ)" >> ${receiptFile}`;
    const detach = `( setsid sh -c '${late.replace(/'/g, `'\\''`)}' >/dev/null 2>&1 < /dev/null & ) ; sh -c "exit 1"`;
    const scenario = scenarioWith({
      base: [{ decision: 'the service starts', grounds: [bound('it answers', detach)] }],
    });
    const gh = await e2e.gh();
    const run = await e2e.run(gh, scenario, { inputs: { 'run-checks': 'all' } });
    expect(run.exitCode).toBe(1);
    expect(processesIn(scenario.dir)).toEqual([]);
  }, 120_000);
});

describe('no secret the action holds is readable by a bound check', () => {
  const RUNTIME_TOKEN = 'runtime-token-for-tests-only-9f3c2a';
  const RESULTS_URL = 'https://results-receiver.example.test/secret-path-77a1';
  const OWN_SECRET = 'deploy-key-for-tests-only-c0ffee';
  // Every environment it can read: its parent's, every ancestor's, every process /proc lists.
  const dump =
    `{ p=$PPID; while [ "$p" -gt 1 ] 2>/dev/null; do cat /proc/$p/environ; ` +
    `p=$(sed 's/^.*) [A-Za-z] \\([0-9]*\\).*/\\1/' /proc/$p/stat); done; ` +
    `for f in /proc/[0-9]*/environ; do cat "$f"; done; env; } > seen.env 2>/dev/null; exit 0`;

  test('not through its environment, not through /proc of its parent, its ancestors or any other process', async () => {
    const scenario = scenarioWith({
      base: [{ decision: 'the service starts', grounds: [bound('it answers', dump)] }],
    });
    const gh = await e2e.gh();
    const run = await e2e.run(gh, scenario, {
      inputs: { 'run-checks': 'all' },
      env: {
        ACTIONS_RUNTIME_TOKEN: RUNTIME_TOKEN,
        ACTIONS_RESULTS_URL: RESULTS_URL,
        DEPLOY_KEY: OWN_SECRET,
      },
    });
    expect(run.exitCode).toBe(0);
    const seen = readFileSync(join(scenario.dir, 'seen.env'), 'utf8');
    // The check did read something (its own environment at least).
    expect(seen).toContain('PATH=');
    for (const secret of [RUNTIME_TOKEN, RESULTS_URL, OWN_SECRET, E2E_TOKEN])
      expect(seen).not.toContain(secret);
  }, 120_000);
});

describe('receipts sealed when the action writes them (receipts-digest)', () => {
  const REF = 'true';

  test('the checks job gives the seal of the receipts it left; the merging job refuses that directory once a line is added to it', async () => {
    // The checks job: it runs the check and seals what it leaves.
    const checks = scenarioWith({
      base: [{ decision: 'the service starts', grounds: [bound('it answers', REF)] }],
    });
    const gh = await e2e.gh();
    const ran = await e2e.run(gh, checks, { inputs: { 'run-checks': 'all', gate: false } });
    const receipts = join(checks.dir, '.evolving', 'results', 'receipts');
    const seal = ran.outputs['receipts-digest'] ?? '';
    expect(seal).toBe(receiptsDirectorySeal(receipts));
    const own = readFileSync(join(receipts, `${receiptKey(REF)}.jsonl`), 'utf8');

    // The merging job downloads it twice: as sealed, and with a line a detached process added.
    const merging = scenarioWith({
      base: [{ decision: 'the service starts', grounds: [bound('it answers', REF)] }],
    });
    const write = (dir: string, text: string) => {
      mkdirSync(join(merging.dir, 'artifacts', dir), { recursive: true });
      writeFileSync(join(merging.dir, 'artifacts', dir, `${receiptKey(REF)}.jsonl`), text);
    };
    const late = receiptLine({ test: REF, result: 'green', commit: merging.mergeSha });
    write('sealed', own);
    write('tampered', own + late);
    const run = await e2e.run(gh, merging, {
      inputs: { receipts: 'artifacts', 'receipts-digest': JSON.stringify({ linux: seal }) },
    });
    expect(warnings(run).join('\n')).toMatch(
      /artifacts\/tampered: its receipts are not those the action wrote in the job that ran the checks .* refused, nothing merged from it/,
    );
    // Nothing of the tampered copy was merged: the late green line is not in the store.
    const stored = readFileSync(
      join(merging.dir, '.evolving', 'results', 'receipts', `${receiptKey(REF)}.jsonl`),
      'utf8',
    );
    expect(stored).not.toContain(late.trim());
  }, 180_000);
});
