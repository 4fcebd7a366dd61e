// End-to-end: the inputs a workflow gives, as the runner passes them (INPUT_<NAME> for every
// key of `with:`, declared or not; the runner itself only warns about an undeclared one).
// A misspelt input is refused with the input it was meant to be, never left at its default
// (a `claim-gate: anchors` would leave the claims gate off); a report path outside the
// workspace and the runner's temp directory is refused, and a link below either is never
// written through.
import { describe, expect, test } from '@jest/globals';
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { errors, useE2E, type E2ERun } from '../../test-support/e2e.js';
import { bound, refOf, type Scenario, type TickSpec } from '../../test-support/scenario.js';

const e2e = useE2E();

const GUARDED: TickSpec = {
  decision: 'the README ships with every release',
  grounds: [bound('the README is there', 'test -f README.md', { triggeredBy: ['src/app.ts'] })],
  blame: 'Ada Lovelace',
  authority: 'user-ruled',
};

/** A pull request whose one binding has a green receipt: the run passes when its inputs do. */
function greenPullRequest(): Scenario {
  const scenario = e2e.scenario({
    base: [GUARDED],
    headFiles: { 'src/app.ts': 'export const answer = 43;\n' },
  });
  scenario.receipt({ test: refOf(scenario.baseTicks[0]), result: 'green' });
  return scenario;
}

/** Nothing was written to GitHub: the run stopped before evaluating. */
function expectNothingPosted(run: E2ERun): void {
  expect(run.requests.filter((r) => r.method !== 'GET')).toEqual([]);
}

describe('an input action.yml does not declare', () => {
  test('the scenario passes with its inputs spelt right (the refusals below are the inputs’)', async () => {
    const scenario = greenPullRequest();
    const gh = await e2e.gh();
    const run = await e2e.run(gh, scenario, { inputs: { 'claims-gate': 'anchors' } });
    expect(run.exitCode).toBe(0);
    expect(run.outputs.conclusion).toBe('success');
  }, 120_000);

  test('`claim-gate: anchors` (for claims-gate) fails the step, naming the input meant', async () => {
    const scenario = greenPullRequest();
    const gh = await e2e.gh();
    const run = await e2e.run(gh, scenario, { inputs: { 'claim-gate': 'anchors' } });
    // The runner only warns about it (the harness records that warning as the runner would).
    expect(run.problems).toEqual(["Unexpected input(s) 'claim-gate'"]);
    expect(run.exitCode).toBe(1);
    expect(errors(run)).toEqual([
      "input 'claim-gate' (did you mean 'claims-gate'?) is not declared by this action, so it would be ignored. Fix the step's 'with:', or remove INPUT_CLAIM-GATE from 'env:' (docs/USAGE.md#inputs)",
    ]);
    expect(run.summary).toContain('an input is not valid');
    expectNothingPosted(run);
  }, 120_000);

  test('`run-check: true` and `Claims_Gate` are each named, with the inputs meant', async () => {
    const scenario = greenPullRequest();
    const gh = await e2e.gh();
    const run = await e2e.run(gh, scenario, {
      inputs: { 'run-check': true, Claims_Gate: 'anchors' },
    });
    expect(run.exitCode).toBe(1);
    const [error] = errors(run);
    expect(error).toMatch(
      /^inputs 'claims_gate' \(did you mean 'claims-gate'\?\) and 'run-check' \(did you mean 'run-checks'\?\) are not declared/,
    );
    expectNothingPosted(run);
  }, 120_000);

  test('an `INPUT_` variable from a step’s `env:` is read as an input too, so it is refused the same way', async () => {
    const scenario = greenPullRequest();
    const gh = await e2e.gh();
    const run = await e2e.run(gh, scenario, { env: { INPUT_DEPLOY_TARGET: 'staging' } });
    expect(run.exitCode).toBe(1);
    expect(errors(run)).toEqual([
      expect.stringMatching(
        /^input 'deploy_target' is not declared by this action.* remove INPUT_DEPLOY_TARGET from 'env:'/,
      ),
    ]);
  }, 120_000);

  test('an `env:` variable that spells a declared input is that input (the runner’s default wins)', async () => {
    const scenario = greenPullRequest();
    const gh = await e2e.gh();
    const run = await e2e.run(gh, scenario, { env: { 'INPUT_CHECK-NAME': 'from-env' } });
    expect(run.exitCode).toBe(0);
    expect(errors(run)).toEqual([]);
  }, 120_000);
});

describe('report-path stays in the workspace or the runner’s temp directory', () => {
  test('`../<outside>/report.json` is refused and nothing is written there', async () => {
    const scenario = greenPullRequest();
    const outside = e2e.tempDir('ev-report-outside-');
    const target = join(outside, 'report.json');
    const gh = await e2e.gh();
    const run = await e2e.run(gh, scenario, {
      inputs: { 'report-path': `../${basename(outside)}/report.json` },
    });
    expect(existsSync(target)).toBe(false);
    expect(run.exitCode).toBe(1);
    expect(errors(run)).toEqual([
      expect.stringMatching(
        /^input 'report-path' must be a path inside the workspace or the runner's temp directory \(got "\.\.\//,
      ),
    ]);
    expect(run.outputs.report ?? '').toBe('');
    expectNothingPosted(run);
  }, 120_000);

  test('an absolute path outside both is refused; one in the runner’s temp directory is written', async () => {
    const scenario = greenPullRequest();
    const outside = e2e.tempDir('ev-report-outside-');
    const temp = e2e.tempDir('ev-runner-temp-');
    const gh = await e2e.gh();
    const refused = await e2e.run(gh, scenario, {
      inputs: { 'report-path': join(outside, 'report.json') },
      env: { RUNNER_TEMP: temp },
    });
    expect(refused.exitCode).toBe(1);
    expect(existsSync(join(outside, 'report.json'))).toBe(false);
    const written = await e2e.run(gh, scenario, {
      inputs: { 'report-path': join(temp, 'reports', 'report.json') },
      env: { RUNNER_TEMP: temp },
    });
    expect(written.exitCode).toBe(0);
    expect(written.outputs.report).toBe(join(temp, 'reports', 'report.json'));
    expect(JSON.parse(readFileSync(join(temp, 'reports', 'report.json'), 'utf8'))).toMatchObject({
      conclusion: 'success',
    });
  }, 120_000);

  test('a link below the runner’s temp directory is not written through', async () => {
    const scenario = greenPullRequest();
    const outside = e2e.tempDir('ev-report-outside-');
    const temp = e2e.tempDir('ev-runner-temp-');
    symlinkSync(outside, join(temp, 'reports'));
    mkdirSync(join(temp, 'real'));
    writeFileSync(join(outside, 'keep'), 'unchanged\n');
    const gh = await e2e.gh();
    const run = await e2e.run(gh, scenario, {
      inputs: { 'report-path': join(temp, 'reports', 'report.json') },
      env: { RUNNER_TEMP: temp },
    });
    expect(existsSync(join(outside, 'report.json'))).toBe(false);
    expect(run.outputs.report).toBe('');
    // The verdict is not lost (the report is a by-product): the run passes as it would.
    expect(run.outputs.conclusion).toBe('success');
  }, 120_000);
});
