// ev 0.1's review (render/ticks/review.ts): the report's conclusion, the
// check run's title, and the annotations' findings (severity, gating,
// location), as every model-neutral surface draws them; and a store with
// both models joined (core/review's joinReviews) into one check run.
import { describe, expect, test } from '@jest/globals';
import { reviewAnnotations } from '../../../src/render/annotations.js';
import { selectAnnotations, type AnnotationInput } from '../../../src/render/ticks/annotations.js';
import { buildReport, type Report } from '../../../src/render/ticks/report.js';
import { ticksReview, ticksTitle } from '../../../src/render/ticks/review.js';
import { joinReviews, type ModelReview } from '../../../src/core/review/review.js';
import {
  aMemoTick,
  aReportInput,
  aTick,
  aTickVerdict,
  prettyTick,
} from '../../../test-support/builders.js';

const GATING = aTick();
const MEMO = aMemoTick();

/** A report whose counts (and what else the title reads) are set by the test. */
function withCounts(counts: Partial<Report['counts']>, extra: Partial<Report> = {}): Report {
  const report = buildReport(aReportInput());
  return { ...report, ...extra, counts: { ...report.counts, ...counts } };
}

describe('the conclusion: the report’s, on every path', () => {
  test('a gating verdict with the gate on fails; with it off, neutral', () => {
    const red = buildReport(aReportInput({ verdicts: [aTickVerdict(GATING, { 0: 'red' })] }));
    expect(red.conclusion).toBe('failure');
    expect(ticksReview({ report: red, tickTexts: new Map() }, 50).conclusion).toBe('failure');
    const off = buildReport(
      aReportInput({
        settings: { gate: false, failOnViolation: true },
        verdicts: [aTickVerdict(GATING, { 0: 'red' })],
      }),
    );
    expect(ticksReview({ report: off, tickTexts: new Map() }, 50).conclusion).toBe('neutral');
  });

  test('every check green: success; a memo note: neutral', () => {
    const green = buildReport(aReportInput());
    const review = ticksReview({ report: green, tickTexts: new Map() }, 50);
    expect(review).toEqual({
      model: 'ticks',
      conclusion: 'success',
      title: 'Every guarding check is green',
      reason: green.reason,
      findings: [],
    });
    const memo = buildReport(aReportInput({ verdicts: [aTickVerdict(MEMO, { 0: 'stale' })] }));
    expect(ticksReview({ report: memo, tickTexts: new Map() }, 50)).toMatchObject({
      conclusion: 'neutral',
      title: '1 memo note',
    });
  });

  test('a run that may not pass its commit, or a decision replaced: never success, as the report says', () => {
    const notJudged = withCounts(
      {},
      {
        conclusion: 'neutral',
        context: { ...buildReport(aReportInput()).context, notJudged: 'the checkout is not H' },
      },
    );
    expect(ticksReview({ report: notJudged, tickTexts: new Map() }, 50).conclusion).toBe('neutral');
    const replaced = withCounts({ replaced: 1, replacedGated: 1 }, { conclusion: 'neutral' });
    expect(ticksReview({ report: replaced, tickTexts: new Map() }, 50)).toMatchObject({
      conclusion: 'neutral',
      title: '1 gated decision replaced by this pull request',
    });
  });
});

describe('the title: the check run’s, part by part', () => {
  test('what gates, what was replaced, violations, memo notes and changed tests, in that order', () => {
    expect(
      ticksTitle(
        withCounts({
          gatingDecisions: 3,
          alreadyFailingDecisions: 1,
          replaced: 2,
          replacedGated: 0,
          violations: 1,
          memoDecisions: 2,
          testChanged: 1,
        }),
      ),
    ).toBe(
      '2 decisions to look at, 1 decision already failing on the base, 2 decisions replaced by this pull request, ' +
        '1 ledger violation, 2 memo notes, 1 guarding test changed by this pull request',
    );
    expect(ticksTitle(withCounts({ violations: 2, testChanged: 3 }))).toBe(
      '2 ledger violations, 3 guarding tests changed by this pull request',
    );
  });

  test('a run that may not pass its commit says so first, with or without a pull request', () => {
    const base = buildReport(aReportInput());
    const withPullRequest = withCounts(
      { memoDecisions: 1 },
      { context: { ...base.context, notJudged: 'the checkout is another commit' } },
    );
    expect(ticksTitle(withPullRequest)).toBe(
      "The pull request's head was not evaluated (the checkout is another commit); 1 memo note",
    );
    const { pullRequest: _none, ...withoutPullRequest } = base.context;
    const forkHead = withCounts({}, { context: { ...withoutPullRequest, notJudged: 'no PR' } });
    expect(ticksTitle(forkHead)).toBe(
      "Not passed: no open pull request has this fork's commit as its head",
    );
  });

  test("a green resting on a fork's claims is labelled", () => {
    const report = buildReport(aReportInput());
    const labelled = { ...report, trust: { findings: [], forkClaims: 2 } };
    expect(ticksTitle(labelled)).toBe(
      "Every guarding check is green — the fork's claim: 2 bindings",
    );
  });
});

describe('the findings: the annotations, before they are drawn', () => {
  const input: AnnotationInput = {
    report: buildReport(
      aReportInput({
        context: { event: 'pull_request', repository: 'o/r', workingDirectory: 'svc' },
        verdicts: [aTickVerdict(MEMO, { 0: 'stale' }), aTickVerdict(GATING, { 0: 'red' })],
        changedFiles: { files: ['svc/pyproject.toml'], capped: false },
        verify: {
          findings: [{ file: 'cccccccccccc', kind: 'blame', text: 'empty blame', line: 4 }],
          warnings: [],
        },
      }),
    ),
    tickTexts: new Map([
      [GATING.id, prettyTick(GATING)],
      [MEMO.id, prettyTick(MEMO)],
    ]),
  };

  test('severity is the annotation level, gates what fails the step, location is the file and line', () => {
    const review = ticksReview(input, 50);
    expect(
      review.findings.map((f) => [f.severity, f.gates, f.location?.path, f.location?.startLine]),
    ).toEqual([
      ['failure', true, `svc/.evolving/ticks/${GATING.id}`, 6],
      ['failure', true, 'svc/pyproject.toml', 1],
      ['failure', true, 'svc/.evolving/ticks/cccccccccccc', 4],
      ['warning', false, `svc/.evolving/ticks/${MEMO.id}`, 6],
      ['notice', false, `svc/.evolving/ticks/${MEMO.id}`, 6],
    ]);
    expect(review.findings.map((f) => f.key)).toEqual([
      `${GATING.id}#1`,
      `${GATING.id}@trigger:svc/pyproject.toml`,
      'verify:1:blame:cccccccccccc',
      `harvested:${MEMO.id}#1`,
      `${MEMO.id}#1`,
    ]);
    expect(review.findings[0]?.title).toBe(`red: ${GATING.decision}`);
    expect(review.findings[0]?.message).toContain(`Decision ${GATING.id} by Ada Lovelace`);
  });

  test('gate off and fail-on-violation off: still failures to look at, none gates', () => {
    const lenient = buildReport({
      ...aReportInput(),
      settings: { gate: false, failOnViolation: false },
      verdicts: [aTickVerdict(GATING, { 0: 'red' })],
      verify: {
        findings: [{ file: 'c', kind: 'blame', text: 'empty blame', line: 2 }],
        warnings: [],
      },
    });
    const findings = ticksReview({ report: lenient, tickTexts: new Map() }, 50).findings;
    expect(findings.map((f) => [f.severity, f.gates])).toEqual([
      ['failure', false],
      ['failure', false],
    ]);
  });

  test('only the first max are built; omitted counts the rest', () => {
    const review = ticksReview(input, 2);
    expect(review.findings).toHaveLength(2);
    expect(review.omitted).toBe(3);
    expect(ticksReview(input, 50).omitted).toBeUndefined();
  });

  test('drawn alone, they are exactly the annotations selectAnnotations sends', () => {
    for (const max of [0, 1, 3, 50]) {
      const drawn = reviewAnnotations(joinReviews([ticksReview(input, max)]), max);
      expect(drawn).toEqual(selectAnnotations(input, max));
    }
  });
});

describe('a store with both models: one check run', () => {
  const claims: ModelReview = {
    model: 'claims',
    conclusion: 'neutral',
    title: "1 claim's anchor broken by this pull request",
    reason: "ev 0.2 claims: 1 claim's anchor broken by this pull request",
    findings: [
      {
        key: 'clm_B#evd_B',
        severity: 'notice',
        gates: false,
        title: "The code beside this claim's anchor changed: b",
        message: 'moved',
        location: { path: 'src/b.rs', startLine: 3 },
      },
      {
        key: 'violation:w.jsonl:2:file-deleted',
        severity: 'warning',
        gates: false,
        title: 'ev 0.2 ledger history rewritten',
        message: 'w.jsonl was deleted',
      },
      {
        key: 'clm_A#evd_A',
        severity: 'warning',
        gates: false,
        title: "Claim's anchor broken by this pull request: a",
        message: 'file:src/a.rs::fn a no longer finds its text at this commit',
        location: { path: 'src/a.rs', startLine: 9 },
      },
    ],
  };
  const red = buildReport(aReportInput({ verdicts: [aTickVerdict(GATING, { 0: 'red' })] }));
  const ticks = ticksReview({ report: red, tickTexts: new Map() }, 2);

  test('the worst conclusion, both titles saying something, the decisions’ findings first', () => {
    const joined = joinReviews([ticks, claims]);
    expect(joined.conclusion).toBe('failure');
    expect(joined.title).toBe(
      `1 decision to look at; 1 claim's anchor broken by this pull request`,
    );
    // Within each model most severe first: the claims' warnings before their notice.
    expect(joined.findings.map((f) => f.key)).toEqual([
      `${GATING.id}#1`,
      'violation:w.jsonl:2:file-deleted',
      'clm_A#evd_A',
      'clm_B#evd_B',
    ]);
  });

  test('max-annotations is shared, in that order; a finding with no place is not annotated', () => {
    const drawn = reviewAnnotations(joinReviews([ticks, claims]), 2);
    expect(drawn.annotations.map((a) => [a.annotation_level, a.path, a.start_line])).toEqual([
      ['failure', `.evolving/ticks/${GATING.id}`, 1],
      ['warning', 'src/a.rs', 9],
    ]);
    expect(drawn.omitted).toBe(1);
    const all = reviewAnnotations(joinReviews([ticks, claims]), 50);
    expect(all.annotations).toHaveLength(3);
    expect(all.omitted).toBe(0);
  });

  test('decisions all clear: the claims’ title alone; both all clear: both', () => {
    const green = ticksReview({ report: buildReport(aReportInput()), tickTexts: new Map() }, 50);
    expect(joinReviews([green, claims])).toMatchObject({
      conclusion: 'neutral',
      title: "1 claim's anchor broken by this pull request",
    });
    const quiet: ModelReview = {
      ...claims,
      conclusion: 'success',
      title: '2 claims with evidence, 2 still',
    };
    expect(joinReviews([green, quiet]).title).toBe(
      'Every guarding check is green; 2 claims with evidence, 2 still',
    );
  });
});
