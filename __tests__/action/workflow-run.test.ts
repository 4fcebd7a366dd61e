/**
 * Several open pull requests on one head commit (a decoy from the same
 * branch): the worst evaluation is the one published, and the note names
 * every pull request with its result.
 */
import { describe, expect, test } from '@jest/globals';
import { severalPullRequestsNote, worstOf } from '../../src/action/workflow-run.js';
import { buildReport, type Report } from '../../src/core/render/report.js';
import { aReportInput, aTick, aTickVerdict } from '../../test-support/builders.js';

const tick = aTick();
const green = (): Report => buildReport(aReportInput());
const gating = (settings = { gate: true, failOnViolation: true }): Report =>
  buildReport(aReportInput({ settings, verdicts: [aTickVerdict(tick, { 0: 'red' })] }));
const pull = (number: number) => ({
  number,
  headSha: 'c'.repeat(40),
  baseSha: 'b'.repeat(40),
  fromFork: true,
});

describe('worstOf', () => {
  test('failure over neutral over success, whatever the order', () => {
    const [a, b, c] = [
      { id: 'success', report: green() },
      { id: 'failure', report: gating() },
      { id: 'neutral', report: gating({ gate: false, failOnViolation: true }) },
    ];
    expect(worstOf([a, b, c])?.id).toBe('failure');
    expect(worstOf([c, a])?.id).toBe('neutral');
    expect(worstOf([a])?.id).toBe('success');
    expect(worstOf([])).toBeUndefined();
  });

  test('a tie keeps the first', () => {
    expect(
      worstOf([
        { id: 1, report: green() },
        { id: 2, report: green() },
      ])?.id,
    ).toBe(1);
  });
});

test('the note names each pull request, its result and the one shown', () => {
  const note = severalPullRequestsNote(
    'c'.repeat(40),
    [
      { pullRequest: pull(7), report: gating() },
      { pullRequest: pull(8), report: green() },
    ],
    pull(7),
  );
  expect(note).toBe(
    'The head commit cccccccccccc is the head of 2 open pull requests: #7 (failure), #8 (success). ' +
      'Each was evaluated; the check run, the summary and the report show the worst, #7.',
  );
});
