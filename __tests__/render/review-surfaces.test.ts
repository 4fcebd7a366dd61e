// The store's surfaces composed once for every store (review-surfaces.ts):
// a store of one model is its model's surfaces as they are; with two, the
// first frames the whole and the second follows after a rule, each within
// its share of the limit; the report's top level is the joined review's.
import { describe, expect, test } from '@jest/globals';
import { aReportInput, aTick, aTickVerdict } from '../../test-support/builders.js';
import { renderCommentBody } from '../../src/render/ticks/comment.js';
import { commentKey, COMMENT_BODY_LIMIT } from '../../src/render/comment.js';
import { buildReport, serializeReport, reportChunks } from '../../src/render/ticks/report.js';
import { renderSummary, STEP_SUMMARY_BYTE_LIMIT } from '../../src/render/ticks/summary.js';
import { ticksSurfaces } from '../../src/render/ticks/review.js';
import {
  composeComment,
  composeReport,
  composeSummary,
  planStoreComment,
  SECTION_RULE,
  storeSurfaces,
  type ModelSurfaces,
} from '../../src/render/review-surfaces.js';
import type { ModelReview } from '../../src/core/review/review.js';

const KEY = commentKey('.');
const green = () => buildReport(aReportInput());
const red = () => buildReport(aReportInput({ verdicts: [aTickVerdict(aTick(), { 0: 'red' })] }));
const decisions = (report = green()) =>
  ticksSurfaces({ report, tickTexts: new Map() }, 50, { key: KEY });

/** A second model whose sections say what room they were given. */
function other(conclusion: ModelReview['conclusion'], worthPosting = true): ModelSurfaces {
  const review: ModelReview = {
    model: 'claims',
    conclusion,
    title: `claims ${conclusion}`,
    reason: `ev 0.2 claims: claims ${conclusion}`,
    findings: [],
  };
  return {
    review,
    comment: {
      hasFindings: worthPosting,
      worthPosting,
      notJudged: false,
      draw: ({ maxLength, leads }) =>
        `[claims comment ${leads ? 'leading' : 'following'} ${maxLength}]`,
    },
    summary: ({ maxBytes, leads, preface }) =>
      `${preface}[claims summary ${leads ? 'leading' : 'following'} ${maxBytes}]`,
    report: (leads) =>
      leads
        ? { schemaVersion: 5, model: 'claims', conclusion, reason: review.reason, claims: {} }
        : { claims: { conclusion } },
  };
}

describe('a store of decisions alone: its surfaces as the decisions draw them', () => {
  test('the comment, the summary and the report, byte for byte', () => {
    const report = red();
    const store = storeSurfaces([decisions(report)]);
    expect(composeComment(store, undefined)).toBe(renderCommentBody(report, { key: KEY }));
    expect(composeSummary(store, { maxBytes: STEP_SUMMARY_BYTE_LIMIT, surface: 'step' })).toBe(
      renderSummary(report),
    );
    expect([...reportChunks(composeReport(store))].join('')).toBe(serializeReport(report));
    expect(store.review).toMatchObject({ conclusion: 'failure', reason: report.reason });
  });
});

describe('a store of another model alone: it frames every surface', () => {
  test('the comment, the summary (with the preface first) and the report are its own', () => {
    const store = storeSurfaces([other('neutral')]);
    expect(composeComment(store, undefined)).toBe(`[claims comment leading ${COMMENT_BODY_LIMIT}]`);
    expect(
      composeSummary(store, { maxBytes: 1000, surface: 'check-run', preface: '> note\n\n' }),
    ).toBe('> note\n\n[claims summary leading 1000]');
    expect(composeReport(store)).toEqual({
      schemaVersion: 5,
      model: 'claims',
      conclusion: 'neutral',
      reason: 'ev 0.2 claims: claims neutral',
      claims: {},
    });
  });
});

describe('a store of both models', () => {
  test('the decisions frame the comment and the summary; the other follows after a rule, in half the room', () => {
    const report = green();
    const store = storeSurfaces([decisions(report), other('neutral')]);
    const following = `${SECTION_RULE}[claims comment following ${COMMENT_BODY_LIMIT / 2}]`;
    const comment = composeComment(store, undefined);
    expect(comment).toBe(
      renderCommentBody(report, { key: KEY, maxLength: COMMENT_BODY_LIMIT - following.length }) +
        following,
    );
    const summary = composeSummary(store, { maxBytes: 2000, surface: 'step', preface: '> p\n\n' });
    expect(summary.startsWith('> p\n\n')).toBe(true);
    expect(summary.endsWith(`${SECTION_RULE}[claims summary following 1000]`)).toBe(true);
    expect(summary.split('> p').length).toBe(2);
  });

  test("the report's top-level conclusion and reason are the store's, the other's part beside the decisions'", () => {
    const report = green();
    expect(report.conclusion).toBe('success');
    const document = composeReport(storeSurfaces([decisions(report), other('neutral')]));
    expect(document.conclusion).toBe('neutral');
    expect(document.reason).toBe(`${report.reason}; ev 0.2 claims: claims neutral`);
    expect(document.claims).toEqual({ conclusion: 'neutral' });
    expect(document.decisions).toBe(report.decisions);
    // The decisions' own fields keep their place: the document reads as a decisions' report.
    expect(Object.keys(document).slice(0, 4)).toEqual([
      'schemaVersion',
      'conclusion',
      'reason',
      'context',
    ]);
    expect(Object.keys(document).at(-1)).toBe('claims');
  });

  test('what fails leads the reason alone', () => {
    const report = red();
    const document = composeReport(storeSurfaces([decisions(report), other('neutral')]));
    expect(document).toMatchObject({ conclusion: 'failure', reason: report.reason });
  });
});

describe('planStoreComment', () => {
  test('comment: auto writes none where no model has anything worth it; always does', () => {
    const quiet = storeSurfaces([decisions(), other('success', false)]);
    expect(planStoreComment({ mode: 'auto', store: quiet })).toEqual({
      action: 'skip',
      reason: 'nothing-to-say',
    });
    expect(planStoreComment({ mode: 'always', store: quiet }).action).toBe('create');
    expect(planStoreComment({ mode: 'never', store: quiet })).toEqual({
      action: 'skip',
      reason: 'disabled',
    });
  });

  test("one model worth a comment writes it, framed by the first model's marker", () => {
    const store = storeSurfaces([decisions(), other('neutral')]);
    const plan = planStoreComment({ mode: 'auto', store });
    expect(plan.action).toBe('create');
    const body = plan.action === 'create' ? plan.body : '';
    expect(body.startsWith(`<!-- evolving-action:`)).toBe(true);
    // The same body again: left as it is.
    expect(planStoreComment({ mode: 'auto', store, existingBody: body })).toEqual({
      action: 'skip',
      reason: 'unchanged',
    });
  });
});
