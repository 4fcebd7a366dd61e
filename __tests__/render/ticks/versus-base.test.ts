import { selectAnnotations } from '../../../src/render/ticks/annotations.js';
import { renderComment } from '../../../src/render/ticks/comment.js';
import { buildReport, type Report, type ReportInput } from '../../../src/render/ticks/report.js';
import { renderSummary } from '../../../src/render/ticks/summary.js';
import { originPhrase } from '../../../src/render/ticks/origin.js';
import { gatingTitleParts, replacedTitle } from '../../../src/render/ticks/versus-base.js';
import type { Tick } from '../../../src/core/ticks/tick.js';
import {
  evaluatedTicks,
  type Label,
  type TickVerdict,
} from '../../../src/core/ticks/verdict/verdict.js';
import { versusBase } from '../../../src/core/ticks/verdict/versus-base.js';
import { aReportInput, aTick, aTickVerdict } from '../../../test-support/builders.js';
import { planTicksComment } from '../../../test-support/surfaces.js';

const GATED = aTick({ id: 'aaaaaaaaaaaa', decision: 'the counter stays in the database' });
const OTHER = aTick({
  id: 'bbbbbbbbbbbb',
  decision: 'pages use opaque cursors',
  held_since: '2026-11-01T10:00:00Z',
});

type Filed = { file: string; tick: Tick };
const filed = (tick: Tick): Filed => ({ file: tick.id, tick });

function verdictsOf(ticks: readonly Filed[], labels: Record<string, Label>): TickVerdict[] {
  return evaluatedTicks(ticks).map(({ file, tick }) =>
    aTickVerdict(tick, { 0: labels[file] ?? 'green' }, file),
  );
}

/** A pull request's report: the base's and the head's ticks and labels, compared. */
function reportOf(
  base: { ticks: Filed[]; labels: Record<string, Label> },
  head: { ticks: Filed[]; labels: Record<string, Label> },
  settings: Partial<ReportInput['settings']> = {},
): Report {
  const headVerdicts = verdictsOf(head.ticks, head.labels);
  return buildReport(
    aReportInput({
      verdicts: headVerdicts,
      settings: { gate: true, failOnViolation: true, ...settings },
      base: versusBase({
        base: { ticks: base.ticks, verdicts: verdictsOf(base.ticks, base.labels) },
        head: { ticks: head.ticks, verdicts: headVerdicts },
        rules: '0.1.32',
      }),
    }),
  );
}

const TICKS = [filed(GATED), filed(OTHER)];
const OPTIONS = { key: '.' };

describe('red main: already failing on the base', () => {
  const redMain = (settings: Partial<ReportInput['settings']> = {}) =>
    reportOf(
      { ticks: TICKS, labels: { [GATED.id]: 'red' } },
      { ticks: TICKS, labels: { [GATED.id]: 'red' } },
      settings,
    );

  test('labelled in the report, counted apart; the strict gate still fails', () => {
    const report = redMain();
    expect(report.baseJudged).toBe(true);
    expect(report.bindings.find((b) => b.tickId === GATED.id)).toMatchObject({
      baseLabel: 'red',
      origin: 'already-failing-on-base',
    });
    expect(report.bindings.find((b) => b.tickId === OTHER.id)).toMatchObject({
      baseLabel: 'green',
    });
    expect(report.decisions[0]).toMatchObject({ origin: 'already-failing-on-base' });
    expect(report.counts).toMatchObject({
      gating: 1,
      regressions: 0,
      alreadyFailing: 1,
      alreadyFailingDecisions: 1,
    });
    expect(report.conclusion).toBe('failure');
    expect(gatingTitleParts(report)).toEqual(['1 decision already failing on the base']);
  });

  test('the comment leads with it and collapses it in its own section', () => {
    const body = renderComment(redMain(), OPTIONS);
    expect(body).toContain('### ⏪ 1 decision already failing on the base');
    expect(body).toContain(
      'Its guarding check fails. **Make the check pass again, or — if the decision no longer holds — record the new decision with `ev` in this pull request.** The gate is on (`gate: true`): this check fails until then',
    );
    expect(body).toContain('<details><summary>⏪ 1 decision already failing on the base</summary>');
    expect(body).toContain('**red** · *already failing on the base (red there)*');
    expect(body).not.toContain('needs a look before merging');
  });

  test('gate: regressions — neutral; the annotation is a warning; the comment says nothing blocks', () => {
    const report = redMain({ gateScope: 'regressions' });
    expect(report.conclusion).toBe('neutral');
    expect(renderComment(report, OPTIONS)).toContain(
      '`gate: regressions` fails only on what a pull request breaks: it alone does not fail this check.',
    );
    const [annotation] = selectAnnotations({ report, tickTexts: new Map() }, 10).annotations;
    expect(annotation).toMatchObject({
      annotation_level: 'warning',
      title: 'red (already failing on the base): the counter stays in the database',
    });
  });

  test('the summary: in a collapsed section in full, under a heading when shortened', () => {
    const report = redMain();
    const full = renderSummary(report);
    expect(full).toContain('<details><summary>⏪ Already failing on the base (1)</summary>');
    expect(full).toContain('| Against the base |');
    expect(full).toContain('| **already failing on the base** (red at the base) |');
    const cut = renderSummary(report, { maxBytes: 1800 });
    expect(cut).not.toContain('<details><summary>⏪');
    expect((cut.match(/<details>/g) ?? []).length).toBe((cut.match(/<\/details>/g) ?? []).length);
  });

  test('broken and already failing together: the lead is what this pull request broke', () => {
    const report = reportOf(
      { ticks: TICKS, labels: { [GATED.id]: 'red' } },
      { ticks: TICKS, labels: { [GATED.id]: 'red', [OTHER.id]: 'red' } },
    );
    const body = renderComment(report, OPTIONS);
    expect(body).toContain('### ⚠️ 1 decision needs a look before merging');
    expect(body).toContain('1 more decision is already failing on the base (collapsed below)');
    expect(body).toContain('*broken by this PR (green at the base)*');
    expect(gatingTitleParts(report)).toEqual([
      '1 decision to look at',
      '1 decision already failing on the base',
    ]);
  });

  test('many already-failing decisions: the comment stays within its limit and never cuts a section open', () => {
    const many = Array.from({ length: 40 }, (_, i) =>
      filed(
        aTick({
          id: `${String(i).padStart(2, '0')}cccccccccc`,
          decision: `decision ${i} `.repeat(20),
        }),
      ),
    );
    const labels = Object.fromEntries(many.map(({ file }) => [file, 'red' as Label]));
    const report = reportOf({ ticks: many, labels }, { ticks: many, labels });
    for (const maxLength of [4000, 12000, 65536]) {
      const body = renderComment(report, { ...OPTIONS, maxLength });
      expect(body.length).toBeLessThan(maxLength);
      expect((body.match(/<details>/g) ?? []).length).toBe(
        (body.match(/<\/details>/g) ?? []).length,
      );
    }
  });
});

describe('a replaced decision: shown everywhere, even when everything else is green', () => {
  const superseding = aTick({
    id: 'dddddddddddd',
    decision: 'the counter may move',
    grounds: [{ claim: 'nobody needs it', supports: 'chosen' }],
    blame: 'Mallory',
    supersedes: GATED.id,
    held_since: '2026-11-02T09:00:00Z',
  });
  const report = reportOf(
    { ticks: TICKS, labels: {} },
    { ticks: [...TICKS, filed(superseding)], labels: {} },
  );

  test('the report, the title and the conclusion', () => {
    expect(report.replaced).toHaveLength(1);
    expect(report.counts).toMatchObject({ replaced: 1, replacedGated: 1, gating: 0 });
    expect(report.conclusion).toBe('neutral');
    expect(replacedTitle(report)).toBe('1 gated decision replaced by this pull request');
  });

  test('the comment is posted in auto mode, led by it', () => {
    const plan = planTicksComment({ mode: 'auto', report, options: OPTIONS });
    expect(plan.action).toBe('create');
    const body = plan.action === 'create' ? plan.body : '';
    expect(body).toContain('### 🔁 1 gated decision replaced by this pull request');
    // The lead says it: the section has no second heading.
    expect(body.match(/1 gated decision replaced/g)).toHaveLength(1);
    expect(body).toContain(
      'superseded by `dddddddddddd` (added by this pull request; its blame says “Mallory”;',
    );
    expect(body).toContain('At the base: `pytest tests/test_redis_absent.py` green');
    expect(body).toContain('but binds no test: nothing gates where its checks did');
  });

  test('the summary and the annotation (on the tick that did it)', () => {
    expect(renderSummary(report)).toContain(
      '### 🔁 1 gated decision replaced by this pull request',
    );
    const [annotation] = selectAnnotations({ report, tickTexts: new Map() }, 10).annotations;
    expect(annotation).toMatchObject({
      path: '.evolving/ticks/dddddddddddd',
      annotation_level: 'warning',
      title: 'Gated decision replaced by this pull request: the counter stays in the database',
    });
    expect(annotation?.message).toContain('This pull request: superseded by dddddddddddd');
  });

  test('a gated decision beside other findings: the comment gives it its own heading', () => {
    const withRed = reportOf(
      { ticks: TICKS, labels: {} },
      { ticks: [...TICKS, filed(superseding)], labels: { [OTHER.id]: 'red' } },
    );
    const body = renderComment(withRed, OPTIONS);
    expect(body).toContain('#### 🔁 1 gated decision replaced by this pull request');
    expect(withRed.conclusion).toBe('failure');
  });
});

test('originPhrase: a new decision, one broken, one already failing; nothing without a base', () => {
  expect(originPhrase({ baseLabel: null, origin: 'broken-by-this-pr' })).toBe(
    'broken by this PR (not evaluated at the base: a decision this pull request adds or changes)',
  );
  expect(originPhrase({ baseLabel: 'green', origin: 'broken-by-this-pr' })).toBe(
    'broken by this PR (green at the base)',
  );
  expect(originPhrase({ baseLabel: 'red', origin: 'already-failing-on-base' })).toBe(
    'already failing on the base (red there)',
  );
  expect(originPhrase({})).toBe('');
});

test('originPhrase: no receipt at the base is labelled for what is known, with the remedy', () => {
  expect(originPhrase({ baseLabel: 'not-run', origin: 'broken-by-this-pr' })).toBe(
    "broken by this PR (no evidence at the base: recipe (a) saves the default branch's receipts to compare with)",
  );
  expect(originPhrase({ baseLabel: 'not-run', origin: 'broken-by-this-pr' })).not.toContain(
    'not-run at the base',
  );
});
