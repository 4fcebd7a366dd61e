/**
 * What the later tick fields and ev 0.1.32's verdicts mean to a
 * reviewer, in the comment and the summary: agent-proposed, ratified, source,
 * supersedes / superseded by, an agent-proposed memo's reason, and dirty.
 */
import { buildReport, decideConclusion } from '../../src/render/ticks/report.js';
import { renderDecision } from '../../src/render/ticks/decision.js';
import { renderSummary } from '../../src/render/ticks/summary.js';
import type { Tick } from '../../src/core/ticks/tick.js';
import type { GroundVerdict, Label } from '../../src/core/ticks/verdict/verdict.js';
import { aReportInput, aTick, aTickVerdict, prettyTick } from '../../test-support/builders.js';
import { ticksAnnotations } from '../../test-support/surfaces.js';

const OPTIONS = {
  showOutput: false,
  outputLines: 0,
  outputChars: 0,
  maxGrounds: 10,
  maxTriggers: 10,
  maxRoads: 10,
  restIn: 'the job summary',
};

function shown(
  tick: Tick,
  label: Label | (Partial<GroundVerdict> & { label?: Label }),
  supersededBy?: string,
) {
  const verdict = aTickVerdict(tick, { 0: label });
  if (supersededBy !== undefined) verdict.supersededBy = supersededBy;
  const decision = buildReport(aReportInput({ verdicts: [verdict] })).decisions[0];
  if (decision === undefined) throw new Error('not resurfaced');
  return decision;
}

test('an agent-proposed decision says it never gates, and its memo says why', () => {
  const tick = aTick({ provenance: 'agent-proposed', source_ref: { run: 7 } });
  const decision = shown(tick, {
    label: 'memo',
    unlockedLabel: 'red',
    memoReason: 'agent-proposed',
    gating: false,
  });
  const text = renderDecision(decision, OPTIONS);
  expect(decision.tags).toMatchObject({ provenance: 'agent-proposed', source_ref: '{"run":7}' });
  expect(text).toContain('**agent-proposed**: never gates until a person ratifies it');
  expect(text).toContain('source `{"run":7}`');
  expect(text).toContain('**memo** (would be red; agent-proposed, never gates)');
});

test('a ratification, an overturn and a superseded decision name the ticks', () => {
  const tick = aTick({
    ratifies: '0123456789ab',
    supersedes: 'aaaaaaaaaaaa',
    provenance: 'imported',
  });
  const text = renderDecision(shown(tick, 'red', 'bbbbbbbbbbbb'), OPTIONS);
  expect(text).toContain('imported');
  expect(text).toContain('ratified: confirms agent proposal `0123456789ab`');
  expect(text).toContain('supersedes `aaaaaaaaaaaa`');
  expect(text).toContain('**superseded by** `bbbbbbbbbbbb`');
});

test('a decision without the later fields shows none of them', () => {
  const text = renderDecision(shown(aTick(), 'red'), OPTIONS);
  expect(text).not.toMatch(/agent-proposed|ratified|supersede|source `/);
});

test('dirty resurfaces as a non-gating note, counted and explained, never a red icon', () => {
  const report = buildReport(aReportInput({ verdicts: [aTickVerdict(aTick(), { 0: 'dirty' })] }));
  expect(report.decisions.map((d) => d.kind)).toEqual(['memo']);
  expect(report.counts).toMatchObject({ gating: 0, dirty: 1 });
  expect(report.conclusion).toBe('neutral');
  expect(report.reason).toBe(
    '1 dirty verdict (non-gating: green only on an uncommitted change to a guarded path).',
  );
  const summary = renderSummary(report);
  expect(summary).toContain('⚠️ dirty');
  expect(summary).not.toContain('🔴 dirty');
  expect(renderDecision(report.decisions[0] as never, OPTIONS)).toContain(
    'passes, but only on an uncommitted change to a guarded path (commit and re-run)',
  );
});

test('the conclusion rule counts dirty only when given', () => {
  const base = {
    gate: true,
    failOnViolation: true,
    gating: 0,
    memo: 0,
    violations: 0,
    selfTestDrifts: 0,
  };
  expect(decideConclusion(base).conclusion).toBe('success');
  expect(decideConclusion({ ...base, dirty: 2 }).conclusion).toBe('neutral');
});

test('a dirty ground is a notice annotation (it never gates), titled by its label', () => {
  const tick = aTick();
  const report = buildReport(aReportInput({ verdicts: [aTickVerdict(tick, { 0: 'dirty' })] }));
  const annotations = ticksAnnotations({
    report,
    tickTexts: new Map([[tick.id, prettyTick(tick)]]),
  });
  const dirty = annotations.filter((a) => a.title.startsWith('dirty'));
  expect(dirty.length).toBeGreaterThan(0);
  expect(dirty.map((a) => a.annotation_level)).toEqual(dirty.map(() => 'notice'));
});
