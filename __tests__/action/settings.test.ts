// The settings reader (settings.ts) on a runner's environment: an INPUT_* variable that names
// no declared input is refused with the input it is nearest to (the runner passes every `with:`
// key and only warns), and `report-path` must land in the workspace or the runner's temp
// directory, as `receipts` paths must.
import { afterAll, describe, expect, test } from '@jest/globals';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readActionInputs } from '../../test-support/action-yml.js';
import {
  ACTION_INPUTS,
  InputError,
  inputVariable,
  nearestInput,
  unknownInputs,
} from '../../src/action/inputs.js';
import { readSettings } from '../../src/action/settings.js';

const ACTION_YML = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'action.yml');

/** `INPUT_<NAME>` as the runner spells it (test-support/run-action.ts does the same). */
const inputEnvName = (name: string): string => `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;

const root = realpathSync(mkdtempSync(join(tmpdir(), 'ev-settings-')));
const workspace = join(root, 'work', 'repo');
const runnerTemp = join(root, 'work', '_temp');
mkdirSync(workspace, { recursive: true });
mkdirSync(runnerTemp, { recursive: true });
afterAll(() => rmSync(root, { recursive: true, force: true }));

function settingsWith(inputs: Record<string, string>, env: Record<string, string> = {}) {
  const variables: NodeJS.ProcessEnv = {
    GITHUB_WORKSPACE: workspace,
    RUNNER_TEMP: runnerTemp,
    GITHUB_EVENT_NAME: 'push',
    ...env,
  };
  for (const [name, value] of Object.entries(inputs)) variables[inputEnvName(name)] = value;
  return readSettings({
    env: variables,
    getInput: (name) => variables[inputEnvName(name)]?.trim() ?? '',
    context: { eventName: 'push', payload: {} },
    cwd: () => workspace,
  });
}

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof InputError) return error.message;
    throw error;
  }
  throw new Error('no InputError');
}

test('the declared inputs are action.yml’s, in its order, spelt as the runner spells them', () => {
  const declared = readActionInputs(ACTION_YML).map((input) => input.name);
  expect([...ACTION_INPUTS]).toEqual(declared);
  for (const name of declared) expect(inputVariable(name)).toBe(inputEnvName(name));
});

describe('an INPUT_* variable action.yml does not declare', () => {
  test('every declared input, given, is accepted', () => {
    const all = Object.fromEntries(ACTION_INPUTS.map((name) => [name, '']));
    expect(() => settingsWith(all)).not.toThrow();
  });

  test.each([
    ['claim-gate', 'claims-gate'],
    ['claims_gate', 'claims-gate'],
    ['Claims Gate', 'claims-gate'],
    ['run-check', 'run-checks'],
    ['runchecks', 'run-checks'],
    ['fail-on-violations', 'fail-on-violation'],
    ['check_timeout', 'check-timeout'],
    ['reports-path', 'report-path'],
    ['recipts', 'receipts'],
    ['gates', 'gate'],
  ])('%j is refused: did you mean %j?', (given, meant) => {
    expect(nearestInput(given)).toBe(meant);
    const message = refusal(() => settingsWith({ [given]: 'anchors' }));
    expect(message).toContain(
      `input \`${given.toLowerCase().replace(/ /g, '_')}\` (did you mean \`${meant}\`?) is not declared by this action`,
    );
  });

  test('a name far from every input is refused without a guess', () => {
    expect(nearestInput('deploy-target')).toBeUndefined();
    expect(refusal(() => settingsWith({ 'deploy-target': 'staging' }))).toBe(
      "input `deploy-target` is not declared by this action, so it would be ignored. Fix the step's `with:`, or remove INPUT_DEPLOY-TARGET from `env:` (docs/USAGE.md#inputs)",
    );
  });

  test('several are named in one message, sorted', () => {
    const message = refusal(() => settingsWith({ 'run-check': 'true', 'claim-gate': 'anchors' }));
    expect(message).toMatch(
      /^inputs `claim-gate` \(did you mean `claims-gate`\?\) and `run-check` \(did you mean `run-checks`\?\) are not declared/,
    );
  });

  test('an empty value is refused too: the name is the mistake', () => {
    expect(unknownInputs({ 'INPUT_CLAIM-GATE': '' })).toEqual(['INPUT_CLAIM-GATE']);
  });

  test('only the INPUT_ prefix the runner writes counts; other variables are not inputs', () => {
    expect(
      unknownInputs({
        INPUTS: 'x',
        input_claim_gate: 'x',
        MY_INPUT_X: 'x',
        'INPUT_RUN-CHECKS': 'true',
        INPUT_TOKEN: 't',
      }),
    ).toEqual([]);
  });
});

describe('report-path', () => {
  test.each([
    ['', join(runnerTemp, 'evolving-report.json'), runnerTemp],
    ['out/report.json', join(workspace, 'out', 'report.json'), workspace],
    ['reports/', join(workspace, 'reports', 'evolving-report.json'), workspace],
    ['a/../b.json', join(workspace, 'b.json'), workspace],
    [join(runnerTemp, 'r.json'), join(runnerTemp, 'r.json'), runnerTemp],
    [join(workspace, 'r.json'), join(workspace, 'r.json'), workspace],
  ])('%j is written at %j, made from %j down', (given, path, from) => {
    expect(settingsWith({ 'report-path': given }).report).toEqual({ path, root: from });
  });

  test.each([
    '../../etc',
    '../report.json',
    '..',
    '/etc/passwd',
    join(root, 'work', 'report.json'),
    `${runnerTemp}/../report.json`,
  ])('%j is outside the workspace and the runner’s temp directory: refused', (given) => {
    expect(refusal(() => settingsWith({ 'report-path': given }))).toMatch(
      /^input `report-path` must be a path inside the workspace or the runner's temp directory \(got /,
    );
  });

  test('the runner’s temp directory reached through a link is the same directory', () => {
    const linked = join(root, 'temp-link');
    symlinkSync(runnerTemp, linked);
    expect(
      settingsWith({ 'report-path': join(runnerTemp, 'r.json') }, { RUNNER_TEMP: linked }).report,
    ).toEqual({ path: join(runnerTemp, 'r.json'), root: runnerTemp });
  });
});

test('GitHub’s back-off lasts its seconds on a runner; only a test’s own settings shorten it', () => {
  expect(settingsWith({}).backOffSecondMs).toBe(1000);
  const shortened = readSettings({
    env: { GITHUB_WORKSPACE: workspace, RUNNER_TEMP: runnerTemp, GITHUB_EVENT_NAME: 'push' },
    getInput: () => '',
    context: { eventName: 'push', payload: {} },
    cwd: () => workspace,
    backOffSecondMs: 1,
  });
  expect(shortened.backOffSecondMs).toBe(1);
});
