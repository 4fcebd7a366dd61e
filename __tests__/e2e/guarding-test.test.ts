// End-to-end: what a pull request can still hide about the test that judges
// it and through `attest`/`platform`, on the
// bundled action, real git repositories and the OpenAPI-validating fake
// GitHub.
//
// §5: a pull request that breaks the code and rewrites the guarding test so
// that it passes (the counter-test still fails, so the binding is green and
// falsifiable) must be shown to the reviewer — never "nothing blocks
// merging" — and so must one that changes only the test. The variants: the
// test named as `sh tests/check.sh`, `./tests/check.sh`, in a `bash -c`
// script, through a `--flag=path`; a counter-test naming another file; a
// ledger in a subdirectory.
// §10: `attest` or `platform` naming a platform no binding declares is an
// input error naming the declared ones; an exempt binding is never counted
// or titled as green.
import { describe, expect, test } from '@jest/globals';
import {
  commentBodies,
  errors,
  expectNoViolations,
  explain,
  reportBindings,
  sentAnnotations,
  useE2E,
  warnings,
  ROUTES,
  type E2ERun,
} from '../../test-support/e2e.js';
import {
  bound,
  receiptKey,
  type ScenarioOptions,
  type TickSpec,
} from '../../test-support/scenario.js';

const e2e = useE2E();

const CHECK_SH = "grep -q 'answer = 42' src/app.ts\n";
const BROKEN_CODE = { 'src/app.ts': 'export const answer = 43;\n' };
/** The rewritten test: it passes whatever the code says. */
const REWRITTEN = { 'tests/check.sh': 'exit 0\n' };

function guarded(ref: string, counterTest = 'false'): TickSpec {
  return {
    decision: 'the answer stays 42',
    grounds: [bound('callers rely on 42', ref, { triggeredBy: ['src/app.ts'], counterTest })],
    blame: 'Ada Lovelace',
  };
}

function scenario(ref: string, options: Partial<ScenarioOptions> = {}) {
  return e2e.scenario({
    base: [guarded(ref)],
    baseFiles: { 'tests/check.sh': CHECK_SH, 'tests/counter.sh': 'exit 1\n' },
    headFiles: { ...BROKEN_CODE, ...REWRITTEN },
    ...options,
  });
}

const CAUSE = 'The guarding test was changed by this pull request';

/** The reviewer is told on every surface, and nothing says the pull request is clear. */
function expectShown(run: E2ERun, file: string): void {
  const comment = commentBodies(run);
  expect(comment).toContain(CAUSE);
  expect(comment).toContain(`\`${file}\``);
  expect(comment).not.toContain('nothing blocks merging');
  expect(comment).not.toContain('All clear');
  expect(run.summary).toContain(CAUSE);
  const decisions = run.report?.decisions as Array<{ grounds: Array<{ testChanged?: string[] }> }>;
  expect(decisions.flatMap((d) => d.grounds.flatMap((g) => g.testChanged ?? []))).toContain(file);
  expect((run.report?.counts as { testChanged: number }).testChanged).toBeGreaterThan(0);
}

describe('§5 the guarding test itself is rewritten', () => {
  test('the code broken and `sh tests/check.sh` rewritten to pass: green, and shown on every surface', async () => {
    const built = scenario('sh tests/check.sh');
    const gh = await e2e.gh();
    const run = await e2e.run(gh, built, { inputs: { 'run-checks': 'all' } });
    // Its label stays what the run says (green): it gates only by its label.
    expect(reportBindings(run)[0]).toMatchObject({ label: 'green', execution: 'ran' });
    expect(run.exitCode).toBe(0);
    expect(run.outputs.conclusion).toBe('neutral');
    expectShown(run, 'tests/check.sh');
    const [checkRun] = gh.checkRuns;
    expect(checkRun?.conclusion).toBe('neutral');
    expect(checkRun?.output.title).toBe('1 guarding test changed by this pull request');
    const annotations = sentAnnotations(run.to(ROUTES.createCheckRun));
    expect(annotations).toContainEqual(
      expect.objectContaining({
        path: 'tests/check.sh',
        title: expect.stringContaining('Guarding test of decision'),
      }),
    );
    const onTick = annotations.find((a) => String(a.path).startsWith('.evolving/ticks/'));
    expect(String(onTick?.message)).toContain(`${CAUSE}: tests/check.sh`);
    // Plain text: no Markdown backticks in what the annotation says to do.
    expect(String(onTick?.message)).not.toContain('`');
    expectNoViolations(gh);
  }, 60_000);

  test('a pull request that changes only the test file gets a comment', async () => {
    const built = scenario('sh ./tests/check.sh', { headFiles: REWRITTEN });
    const gh = await e2e.gh();
    const run = await e2e.run(gh, built, { inputs: { 'run-checks': 'all' } });
    if (run.exitCode !== 0) throw new Error(explain(run));
    expect(gh.comments).toHaveLength(1);
    expectShown(run, 'tests/check.sh');
    expect(commentBodies(run)).toMatch(
      /^### 🧪 1 decision whose guarding test this pull request changes/mu,
    );
  }, 60_000);

  test.each([
    ['a bash -c script', `bash -c 'sh tests/check.sh && echo ok'`],
    ['a --flag=path', 'sh -e tests/counter.sh --script=tests/check.sh || sh tests/check.sh'],
  ])(
    'the test named through %s',
    async (_how, ref) => {
      const built = scenario(ref, { headFiles: REWRITTEN });
      const gh = await e2e.gh();
      const run = await e2e.run(gh, built, { inputs: { 'run-checks': 'all' } });
      expectShown(run, 'tests/check.sh');
    },
    60_000,
  );

  test('a counter-test naming another file: its change is shown too', async () => {
    const built = e2e.scenario({
      base: [guarded('sh tests/check.sh', 'sh tests/counter.sh')],
      baseFiles: { 'tests/check.sh': CHECK_SH, 'tests/counter.sh': 'exit 1\n' },
      headFiles: { 'tests/counter.sh': 'exit 1 # still fails\n' },
    });
    const gh = await e2e.gh();
    const run = await e2e.run(gh, built, { inputs: { 'run-checks': 'all' } });
    expectShown(run, 'tests/counter.sh');
  }, 60_000);

  test('a ledger in a subdirectory: the test path is read from the ledger root', async () => {
    const built = e2e.scenario({
      base: [guarded('sh tests/check.sh')],
      ledgerDir: 'svc',
      baseFiles: {
        'svc/tests/check.sh': CHECK_SH,
        'svc/src/app.ts': 'export const answer = 42;\n',
      },
      headFiles: { ...BROKEN_CODE, ...REWRITTEN },
    });
    const gh = await e2e.gh();
    const run = await e2e.run(gh, built, {
      inputs: { 'run-checks': 'all', 'working-directory': 'svc' },
    });
    expectShown(run, 'svc/tests/check.sh');
  }, 60_000);

  test('without run-checks, the receipt made before the test changed is stale: the test is a trigger', async () => {
    const built = scenario('sh tests/check.sh', { headFiles: REWRITTEN });
    // A green receipt at the base commit: the test changed after it.
    built.receipt({
      test: 'sh tests/check.sh',
      result: 'green',
      commit: built.baseSha,
      falsifiable: true,
    });
    const gh = await e2e.gh();
    const run = await e2e.run(gh, built);
    expect(reportBindings(run)[0]).toMatchObject({ label: 'stale' });
    expect(run.exitCode).toBe(1);
    expectShown(run, 'tests/check.sh');
  }, 60_000);

  test('needed runs a binding whose test changed, whatever its receipts say', async () => {
    const built = scenario('sh tests/check.sh', { headFiles: REWRITTEN });
    built.receipt({
      test: 'sh tests/check.sh',
      result: 'green',
      commit: built.headSha,
      falsifiable: true,
    });
    const gh = await e2e.gh();
    const run = await e2e.run(gh, built, { inputs: { 'run-checks': 'needed' } });
    expect(run.outputs['checks-run']).toBe('1');
    expectShown(run, 'tests/check.sh');
    expect(receiptKey('sh tests/check.sh')).toHaveLength(12);
  }, 60_000);
});

// ---------------------------------------------------------------------------
// §10

const TWO_PLATFORMS: TickSpec = {
  decision: 'the build is signed',
  grounds: [
    bound('every binary is signed', 'test -f README.md', {
      platforms: ['linux-ci', 'mac'],
      triggeredBy: ['src/sign.ts'],
    }),
  ],
  blame: 'Ada Lovelace',
};

const LINUX_ONLY: TickSpec = {
  decision: 'the answer stays 42',
  grounds: [
    bound('callers rely on 42', 'grep -q 42 src/app.ts', {
      triggeredBy: ['src/app.ts'],
      counterTest: 'true',
    }),
  ],
  blame: 'Grace Hopper',
};

describe('§10 attest and platform name what the bindings declare', () => {
  test('`attest: linux_ci` (bindings declare `linux-ci`) is an input error naming them, not a pass', async () => {
    const built = e2e.scenario({ base: [LINUX_ONLY], headFiles: BROKEN_CODE });
    const gh = await e2e.gh();
    const run = await e2e.run(gh, built, { inputs: { attest: 'linux_ci' } });
    expect(run.exitCode).toBe(1);
    expect(run.outputs.conclusion).toBe('failure');
    const [error] = errors(run);
    expect(error).toContain(
      "input 'attest' names 'linux_ci', which no binding declares (declared: 'linux-ci')",
    );
    expect(run.summary).toContain('an input is not valid');
    expect(run.summary).toContain('`linux-ci`');
    expect(run.summary).not.toContain('\\`');
    expect(gh.checkRuns).toHaveLength(0);
  }, 60_000);

  test('`platform` no binding declares, with checks to run: an input error', async () => {
    const built = e2e.scenario({ base: [LINUX_ONLY], headFiles: BROKEN_CODE });
    const gh = await e2e.gh();
    const run = await e2e.run(gh, built, { inputs: { 'run-checks': 'true', platform: 'linux' } });
    expect(run.exitCode).toBe(1);
    expect(errors(run)[0]).toContain(
      "input 'platform' is 'linux', which no binding declares (declared: 'linux-ci')",
    );
  }, 60_000);

  test('`platform` no binding declares, checks off: the advice says so and never offers `attest` on it', async () => {
    const built = e2e.scenario({ base: [TWO_PLATFORMS], headFiles: BROKEN_CODE });
    const gh = await e2e.gh();
    const run = await e2e.run(gh, built, { inputs: { platform: 'linux' } });
    const comment = commentBodies(run);
    expect(comment).toContain('no binding declares `linux` (declared: `linux-ci` and `mac`)');
    expect(comment).not.toContain('attest: linux');
    const annotations = sentAnnotations(run.to(ROUTES.createCheckRun));
    const text = annotations.map((a) => String(a.message)).join('\n');
    expect(text).toContain("no binding declares 'linux' (declared: 'linux-ci' and 'mac')");
    expect(text).not.toContain('`');
  }, 60_000);

  test('an exempt binding is never counted or titled as green', async () => {
    // `attest: mac`: the signing binding (linux-ci and mac) is judged on its mac receipt; the
    // linux-only binding, whose code this pull request breaks, is exempt — not green.
    const built = e2e.scenario({ base: [TWO_PLATFORMS, LINUX_ONLY], headFiles: BROKEN_CODE });
    built.receipt({
      test: 'test -f README.md',
      result: 'green',
      platform: 'mac',
      falsifiable: true,
    });
    const gh = await e2e.gh();
    const run = await e2e.run(gh, built, { inputs: { attest: 'mac' } });
    if (run.exitCode !== 0) throw new Error(explain(run));
    expect(
      reportBindings(run)
        .map((b) => b.label)
        .sort(),
    ).toEqual(['exempt', 'green']);
    const title = gh.checkRuns[0]?.output.title ?? '';
    expect(title).not.toBe('Every guarding check is green');
    expect(title).toBe(
      '1 guarding check green; 1 binding exempt on this runner (attest: mac), not judged',
    );
    expect(run.summary).not.toMatch(/2 green bindings/u);
    expect(run.summary).toContain(
      '1 green binding and 1 exempt binding (not judged on this runner)',
    );
    const comment = commentBodies(run);
    expect(comment).not.toContain('Nothing to fix');
    expect(comment).toContain('1 binding is exempt on this runner (`attest: mac`)');
    expect(warnings(run).join('\n')).not.toContain('`');
    expectNoViolations(gh);
  }, 60_000);
});
