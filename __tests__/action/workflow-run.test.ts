/**
 * Several open pull requests on one head commit (a decoy from the same
 * branch): the worst evaluation is the one published, and the note names
 * every pull request with its result.
 */
import { describe, expect, test } from '@jest/globals';
import { severalPullRequestsNote, worstOf } from '../../src/action/workflow-run.js';
import { buildReport, type Report } from '../../src/render/ticks/report.js';
import { ticksReview } from '../../src/render/ticks/review.js';
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

/** An evaluation as main.ts ranks it: its report and the decisions' review of it. */
const evaluated = <Id>(id: Id, report: Report) => ({
  id,
  report,
  review: ticksReview({ report, tickTexts: new Map() }, 0),
});

describe('worstOf', () => {
  test('failure over neutral over success, whatever the order', () => {
    const [a, b, c] = [
      evaluated('success', green()),
      evaluated('failure', gating()),
      evaluated('neutral', gating({ gate: false, failOnViolation: true })),
    ];
    expect(worstOf([a, b, c])?.id).toBe('failure');
    expect(worstOf([c, a])?.id).toBe('neutral');
    expect(worstOf([a])?.id).toBe('success');
    expect(worstOf([])).toBeUndefined();
  });

  test('a tie keeps the first', () => {
    expect(worstOf([evaluated(1, green()), evaluated(2, green())])?.id).toBe(1);
  });

  test("ranked by the review's conclusion (the model-neutral one), then by gating and violations", () => {
    const report = green();
    const failing = { id: 'review fails', report, review: { conclusion: 'failure' as const } };
    expect(worstOf([evaluated('green', report), failing])?.id).toBe('review fails');
    // The same conclusion: the more gating verdicts decide.
    const neutralGating = {
      ...evaluated('gating', gating()),
      review: { conclusion: 'neutral' as const },
    };
    const neutralGreen = {
      ...evaluated('green', green()),
      review: { conclusion: 'neutral' as const },
    };
    expect(worstOf([neutralGreen, neutralGating])?.id).toBe('gating');
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
