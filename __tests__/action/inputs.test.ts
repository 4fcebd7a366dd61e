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

  test('receipts-digest: unset, no seal is asked; set (even `{}`), the seals listed; a bad value names the input', () => {
    const seal = `sha256:${'c'.repeat(64)}`;
    expect(readInputs(reader({})).receiptsDigest).toBeUndefined();
    expect(readInputs(reader({ 'receipts-digest': '{}' })).receiptsDigest).toEqual(new Set());
    expect(
      readInputs(
        reader({ 'receipts-digest': JSON.stringify({ 'digest-1': seal, 'digest-2': '' }) }),
      ).receiptsDigest,
    ).toEqual(new Set([seal]));
    expect(() => readInputs(reader({ 'receipts-digest': 'abc' }))).toThrow(
      /^input `receipts-digest` holds "abc", which is not a sha256/,
    );
  });

  test('receipts is a newline- or comma-separated list of workspace paths, blanks dropped', () => {
    expect(
      readInputs(
        reader({ receipts: 'receipts-linux-ci\n\n  receipts-*, other/.evolving/results ' }),
      ).receipts,
    ).toEqual(['receipts-linux-ci', 'receipts-*', 'other/.evolving/results']);
  });

  test('receipts may be absolute (the runner temp directory): which roots are allowed is decided when read', () => {
    expect(
      readInputs(reader({ receipts: '/home/runner/work/_temp/evolving-receipts' })).receipts,
    ).toEqual(['/home/runner/work/_temp/evolving-receipts']);
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
      'input `receipts` must list paths inside the workspace or the runner\'s temp directory, without `..` (got "../../etc")',
    ],
    [
      'receipts',
      '/tmp/runner/_temp/../../etc',
      'input `receipts` must list paths inside the workspace or the runner\'s temp directory, without `..` (got "/tmp/runner/_temp/../../etc")',
    ],
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

describe('shard', () => {
  test('empty: every binding, and the job publishes as its other inputs say', () => {
    const inputs = readInputs(reader({ 'run-checks': 'true' }));
    expect(inputs.shard).toBeUndefined();
    expect(inputs).toMatchObject({ gate: true, comment: 'auto', checkRun: true });
  });

  test('K/N is shard K of N; a shard job never gates, comments or creates a check run, whatever it asks', () => {
    const inputs = readInputs(
      reader({
        'run-checks': 'needed',
        shard: '2/4',
        gate: 'true',
        'fail-on-violation': 'true',
        comment: 'always',
        'check-run': 'true',
      }),
    );
    expect(inputs).toMatchObject({
      runChecks: 'needed',
      shard: { index: 2, count: 4 },
      gate: false,
      failOnViolation: false,
      comment: 'never',
      checkRun: false,
    });
  });

  test.each([
    ['2', 'true', 'input `shard` must be K/N, the shard K of N (for example 2/4) (got "2")'],
    ['0/4', 'true', 'input `shard` must have K between 1 and N (4) (got "0/4")'],
    ['5/4', 'all', 'input `shard` must have K between 1 and N (4) (got "5/4")'],
    [
      '1/300',
      'true',
      'input `shard` must have N between 1 and 256 (GitHub\'s limit on a matrix) (got "1/300")',
    ],
    [
      '2/4',
      '',
      'input `shard` (2/4) splits the bound checks between jobs, so it needs `run-checks: all` or `needed` (got "false")',
    ],
    [
      '2/4',
      'false',
      'input `shard` (2/4) splits the bound checks between jobs, so it needs `run-checks: all` or `needed` (got "false")',
    ],
  ])('shard %s with run-checks %s is one clear error', (shard, runChecks, message) => {
    expect(() => readInputs(reader({ shard, 'run-checks': runChecks }))).toThrow(
      new InputError(message),
    );
  });
});
