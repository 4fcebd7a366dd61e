/**
 * The warning for bindings whose receipt commit is not in the clone (issue
 * 25 §9): it names the cause, and only remedies the checkout and the event
 * accept — `fetch-depth: 0` only for a shallow clone, `run-checks: needed`
 * only where checks may run, recipe (c)'s head checkout on `workflow_run`.
 */
import { describe, expect, test } from '@jest/globals';
import { historyMissingWarning, type HistoryRemedies } from '../../src/action/ticks/review.js';

type Verdicts = Parameters<typeof historyMissingWarning>[0];

const missing = (count: number): Verdicts =>
  ({
    verdicts: [
      { tests: Array.from({ length: count }, () => ({ rule: 'history-missing' })) },
      { tests: [{ rule: 'triggered' }] },
    ],
  }) as unknown as Verdicts;

const FETCH_ALL = 'fetch-depth: 0';
const RERUN = 'run-checks: needed';
const HEAD_CHECKOUT = 'ref: ${{ github.event.pull_request.head.sha }}';

describe('historyMissingWarning', () => {
  test('nothing missing: no warning', () => {
    expect(
      historyMissingWarning(missing(0), { shallow: true, mayRunChecks: true, event: 'push' }),
    ).toBeUndefined();
  });

  test.each<[string, HistoryRemedies, string[], string[]]>([
    [
      'a shallow pull_request clone',
      { shallow: true, mayRunChecks: true, event: 'pull_request' },
      ['(a shallow checkout)', FETCH_ALL, RERUN],
      [HEAD_CHECKOUT],
    ],
    [
      'a shallow workflow_run clone',
      { shallow: true, mayRunChecks: false, event: 'workflow_run' },
      ['(a shallow checkout)', FETCH_ALL],
      [RERUN],
    ],
    [
      "a full workflow_run clone (recipe (c)'s checks on the test-merge commit)",
      { shallow: false, mayRunChecks: false, event: 'workflow_run' },
      ['the history is complete', 'refs/pull/N/merge', HEAD_CHECKOUT],
      [FETCH_ALL, RERUN],
    ],
    [
      'a full pull_request clone',
      { shallow: false, mayRunChecks: true, event: 'pull_request' },
      ['the history is complete', 'Use `run-checks: needed`'],
      [FETCH_ALL, HEAD_CHECKOUT],
    ],
    [
      'a full pull_request_target clone',
      { shallow: false, mayRunChecks: false, event: 'pull_request_target' },
      ['the history is complete', 'Run the checks on the commit this job checks out'],
      [FETCH_ALL, RERUN],
    ],
    [
      'git could not say whether the clone is shallow',
      { shallow: undefined, mayRunChecks: true, event: 'push' },
      ['Use `run-checks: needed`'],
      [FETCH_ALL, 'the history is complete'],
    ],
  ])('%s', (_cause, remedies, says, never) => {
    const warning = historyMissingWarning(missing(2), remedies) ?? '';
    expect(warning).toMatch(/^2 bindings read stale: the commits their receipts were made at/);
    for (const text of says) expect(warning).toContain(text);
    for (const text of never) expect(warning).not.toContain(text);
  });

  test('one binding is counted in the singular', () => {
    expect(
      historyMissingWarning(missing(1), { shallow: true, mayRunChecks: true, event: 'push' }),
    ).toMatch(/^1 binding reads stale: the commit its receipt was made at/);
  });
});
