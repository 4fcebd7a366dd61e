import { InputError, readInputs } from '../../src/action/inputs.js';

const reader = (values: Record<string, string>) => (name: string) => values[name] ?? '';

describe('action inputs', () => {
  test('defaults follow action.yml', () => {
    const inputs = readInputs(reader({ token: 't' }));
    expect(inputs).toMatchObject({
      workingDirectory: '.',
      runChecks: 'off',
      platform: 'linux-ci',
      stalenessRef: 'none',
      selectedList: '.evolving/results/selected.json',
      gate: true,
      failOnViolation: true,
      comment: 'auto',
      checkRun: true,
      checkName: 'evolving',
      maxAnnotations: 200,
      checkTimeout: 600,
      receipts: [],
      checkJobs: 1,
      context: true,
      commands: true,
    });
    expect(inputs.attest).toBeUndefined();
  });

  test.each([
    ['', true, 'all'],
    ['true', true, 'all'],
    ['False', false, 'all'],
    ['regressions', true, 'regressions'],
    ['Regressions', true, 'regressions'],
  ])('gate: %j is on %s, counting %s', (value, gate, gateScope) => {
    expect(readInputs(reader({ gate: value }))).toMatchObject({ gate, gateScope });
  });

  test('attest is a comma-separated list; an empty entry is kept as ev keeps it', () => {
    expect(readInputs(reader({ attest: 'linux-ci, mac' })).attest).toEqual(['linux-ci', 'mac']);
  });

  test.each([
    ['false', 'off'],
    ['true', 'all'],
    ['all', 'all'],
    ['needed', 'needed'],
    ['NEEDED', 'needed'],
    ['True', 'all'],
    ['FALSE', 'off'],
  ])('run-checks %s means %s', (value, mode) => {
    expect(readInputs(reader({ 'run-checks': value })).runChecks).toBe(mode);
  });

  test('receipts is a newline- or comma-separated list of workspace paths, blanks dropped', () => {
    expect(
      readInputs(
        reader({ receipts: 'receipts-linux-ci\n\n  receipts-*, other/.evolving/results ' }),
      ).receipts,
    ).toEqual(['receipts-linux-ci', 'receipts-*', 'other/.evolving/results']);
  });

  test.each([
    [
      'run-checks',
      'sometimes',
      'input `run-checks` must be one of false, true, all, needed (got "sometimes")',
    ],
    [
      'receipts',
      'ok, ../../etc',
      'input `receipts` must list paths inside the workspace (got "../../etc")',
    ],
    ['receipts', '/tmp/r', 'input `receipts` must list paths inside the workspace (got "/tmp/r")'],
    ['check-jobs', '0', 'input `check-jobs` must be a whole number above 0 (got "0")'],
    ['context', 'perhaps', 'input `context` must be true or false (got "perhaps")'],
    ['commands', '2', 'input `commands` must be true or false (got "2")'],
    [
      'comment',
      'sometimes',
      'input `comment` must be one of auto, always, never (got "sometimes")',
    ],
    [
      'staleness-ref',
      'origin',
      'input `staleness-ref` must be one of none, config, local-head, base (got "origin")',
    ],
    ['gate', 'maybe', 'input `gate` must be one of true, false, regressions (got "maybe")'],
    // Only YAML's own boolean spellings: `yes`, `on` and `1` are refused, not guessed.
    ['gate', 'yes', 'input `gate` must be one of true, false, regressions (got "yes")'],
    ['check-run', 'on', 'input `check-run` must be true or false (got "on")'],
    ['run-checks', 'yes', 'input `run-checks` must be one of false, true, all, needed (got "yes")'],
    ['run-checks', '1', 'input `run-checks` must be one of false, true, all, needed (got "1")'],
    ['max-annotations', '-1', 'input `max-annotations` must be a whole number (got "-1")'],
    ['check-timeout', '0', 'input `check-timeout` must be a whole number above 0 (got "0")'],
    [
      'working-directory',
      '../elsewhere',
      'input `working-directory` must be a path inside the repository (got "../elsewhere")',
    ],
  ])('a bad %s is one clear error naming the input', (name, value, message) => {
    expect(() => readInputs(reader({ [name]: value }))).toThrow(new InputError(message));
  });
});
