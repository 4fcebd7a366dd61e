/**
 * The verdict side of ev 0.1.32, each rule against ev 0.1.2's:
 * agent-proposed never gates, lineages collapse to their tip, the sha-stale
 * binding whose guarded paths did not change, dirty, the check events,
 * check's trailer lines and reopen's tags.
 */
import {
  checkNoteLines,
  checkOutputLines,
  meaningOf,
  richCheckOutputLines,
  NOTHING_RESOLVED_NOTE,
  RUN_NOTE,
  RUN_NOTE_PROVE,
  RUN_NOTE_RERUN,
} from '../../../../src/core/ticks/verdict/check-output.js';
import {
  ageBucket,
  checkEvents,
  checkRunEvent,
  eventLabel,
  formatEventLine,
  reopenEvent,
  rollUp,
} from '../../../../src/core/ticks/verdict/events.js';
import { reopenLines, richReopenLines } from '../../../../src/core/ticks/verdict/reopen.js';
import {
  evaluatedTicks,
  evaluateTick,
  isGating,
  memoReasonFor,
  DIRTY_DETAIL,
  type EngineInputs,
  type VerdictContext,
} from '../../../../src/core/ticks/verdict/verdict.js';
import { currentDecisions, supersedingChild } from '../../../../src/core/ticks/lineage.js';
import type { Tick } from '../../../../src/core/ticks/tick.js';
import type { EvRules } from '../../../../src/core/ticks/ev-rules.js';
import type { Receipt } from '../../../../src/core/ticks/verdict/receipt.js';
import { aBoundGround, aTick, SHA_A } from '../../../../test-support/builders.js';

const OTHER_SHA = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
const RAN = '2026-11-01T10:00:00Z';
const NOW = Date.parse('2026-11-02T00:00:00Z') / 1000;
const REF = 'pytest tests/test_redis_absent.py';

function receipt(result: Receipt['result'], extra: Partial<Receipt> = {}): Receipt {
  return { test: REF, platform: 'linux-ci', commit: SHA_A, ran_at: RAN, result, ...extra };
}

function ctx(rules: EvRules, extra: Partial<VerdictContext> = {}): VerdictContext {
  return {
    rules,
    stalenessSha: null,
    selected: null,
    nowSeconds: NOW,
    windowSeconds: 7n * 86_400n,
    attest: null,
    ...extra,
  };
}

function inputs(receipts: Receipt[], extra: Partial<EngineInputs> = {}): EngineInputs {
  return { receiptsFor: () => receipts, triggeredSince: () => false, ...extra };
}

/** A decision with one test-bound ground, as the later fields leave it. */
function bound(fields: Partial<Tick> = {}, overrides: Partial<Tick> = {}): Tick {
  return aTick({ grounds: [aBoundGround()], jurisdiction: 'A', ...fields, ...overrides });
}

function only(tick: Tick, receipts: Receipt[], c: VerdictContext, extra?: Partial<EngineInputs>) {
  const verdict = evaluateTick(tick.id, tick, inputs(receipts, extra), c).tests[0];
  if (verdict === undefined) throw new Error('no test ground');
  return verdict;
}

describe('agent-proposed never gates (ev 0.1.8)', () => {
  const proposal = bound({ provenance: 'agent-proposed' });

  test('0.1.32: its red is a memo, non-gating, naming the reason and what it would read', () => {
    const v = only(proposal, [receipt('red')], ctx('0.1.32'));
    expect(v).toMatchObject({
      label: 'memo',
      unlockedLabel: 'red',
      memoReason: 'agent-proposed',
      gating: false,
    });
  });

  test('0.1.2: the same tick gates (the field meant nothing then)', () => {
    const v = only(proposal, [receipt('red')], ctx('0.1.2'));
    expect(v).toMatchObject({ label: 'red', gating: true });
    expect(v.memoReason).toBeUndefined();
  });

  test('its green stays green; a human-now or imported decision still gates', () => {
    expect(only(proposal, [receipt('green')], ctx('0.1.32')).label).toBe('green');
    for (const provenance of ['human-now', 'imported'] as const) {
      const v = only(bound({ provenance }), [receipt('red')], ctx('0.1.32'));
      expect(v).toMatchObject({ label: 'red', gating: true });
    }
  });

  test('the C/D lock comes first and names detect-only', () => {
    const both = bound({ provenance: 'agent-proposed' }, { jurisdiction: 'C' });
    expect(memoReasonFor(both, 'red', '0.1.32')).toBe('detect-only');
    expect(memoReasonFor(both, 'green', '0.1.32')).toBeUndefined();
    expect(memoReasonFor(both, 'exempt', '0.1.32')).toBeUndefined();
    expect(memoReasonFor(both, 'dirty', '0.1.32')).toBeUndefined();
  });
});

describe('a moved staleness sha with unchanged guarded paths (ev 0.1.29)', () => {
  const tick = bound();
  const moved = ctx('0.1.32', { stalenessSha: OTHER_SHA });

  test('git saw no change to the guarded paths: judged without the sha (green), and it says so', () => {
    const asked: [string, readonly string[]][] = [];
    const v = only(tick, [receipt('green')], moved, {
      guardedPathsChanged: (sha, paths) => (asked.push([sha, paths]), false),
    });
    expect(v).toMatchObject({ label: 'green', shaStaleCleared: true });
    expect(asked).toEqual([[SHA_A, ['pyproject.toml']]]);
  });

  test('a change, or git cannot tell: stale, as before', () => {
    for (const answer of [true, undefined]) {
      const v = only(tick, [receipt('green')], moved, { guardedPathsChanged: () => answer });
      expect(v).toMatchObject({ label: 'stale', rule: 'sha-stale' });
      expect(v.shaStaleCleared).toBeUndefined();
    }
  });

  test('cleared, the rest of the precedence still holds (a red stays red)', () => {
    const v = only(tick, [receipt('red')], moved, { guardedPathsChanged: () => false });
    expect(v.label).toBe('red');
  });

  test('0.1.2 never asks', () => {
    const v = only(tick, [receipt('green')], ctx('0.1.2', { stalenessSha: OTHER_SHA }), {
      guardedPathsChanged: () => {
        throw new Error('asked');
      },
    });
    expect(v.label).toBe('stale');
  });
});

describe('dirty: a green on an uncommitted change to a guarded path (ev 0.1.32)', () => {
  const dirtyPaths = { guardedPathsDirty: () => true };

  test('green becomes dirty, non-gating, with ev detail', () => {
    const v = only(bound(), [receipt('green')], ctx('0.1.32'), dirtyPaths);
    expect(v).toMatchObject({ label: 'dirty', rule: 'dirty', gating: false, detail: DIRTY_DETAIL });
    expect(isGating('dirty')).toBe(false);
  });

  test('only a green: a red stays red', () => {
    expect(only(bound(), [receipt('red')], ctx('0.1.32'), dirtyPaths).label).toBe('red');
  });

  test('never locked to memo: a C decision reads dirty too', () => {
    const v = only(bound({}, { jurisdiction: 'D' }), [receipt('green')], ctx('0.1.32'), dirtyPaths);
    expect(v.label).toBe('dirty');
  });

  test('0.1.2: green', () => {
    expect(only(bound(), [receipt('green')], ctx('0.1.2'), dirtyPaths).label).toBe('green');
  });
});

describe('lineages collapse to their tip (ev 0.1.11, 0.1.27)', () => {
  const at = (id: string, heldSince: string, fields: Partial<Tick> = {}, decision = id) => ({
    file: id,
    tick: aTick({ id, held_since: heldSince, decision, parent_id: '', ...fields }),
  });

  test('a tick a supersedes edge names is dropped; the rest come latest first', () => {
    const a = at('aaaaaaaaaaaa', '2026-01-01T00:00:00Z');
    const b = at('bbbbbbbbbbbb', '2026-01-02T00:00:00Z', { supersedes: 'aaaaaaaaaaaa' });
    const c = at('cccccccccccc', '2026-01-03T00:00:00Z');
    expect(currentDecisions([a, b, c]).map((e) => e.file)).toEqual([c.file, b.file]);
    expect(supersedingChild([a, b, c], a.tick.id)).toBe(b.file);
    expect(supersedingChild([a, b, c], c.tick.id)).toBeUndefined();
  });

  test('the same decision (a parent_id apart) keeps only the latest, by held_since then file name', () => {
    const parent = at('aaaaaaaaaaaa', '2026-01-01T00:00:00Z', {}, 'same');
    const ratified = {
      file: 'bbbbbbbbbbbb',
      tick: { ...parent.tick, id: 'bbbbbbbbbbbb', parent_id: 'aaaaaaaaaaaa' },
    };
    expect(currentDecisions([parent, ratified]).map((e) => e.file)).toEqual([ratified.file]);
    const sameTime = {
      ...ratified,
      tick: { ...ratified.tick, held_since: parent.tick.held_since },
    };
    expect(currentDecisions([sameTime, parent]).map((e) => e.file)).toEqual([ratified.file]);
  });

  test('a guard child (a test added to a ground) is another decision: both stay', () => {
    const parent = at('aaaaaaaaaaaa', '2026-01-01T00:00:00Z', {}, 'same');
    const guarded = {
      file: 'bbbbbbbbbbbb',
      tick: {
        ...parent.tick,
        id: 'bbbbbbbbbbbb',
        parent_id: parent.tick.id,
        grounds: [aBoundGround()],
      },
    };
    expect(currentDecisions([parent, guarded])).toHaveLength(2);
  });

  test('check evaluates the live tips (0.1.32) or every live tick in the given order (0.1.2)', () => {
    const a = at('aaaaaaaaaaaa', '2026-01-01T00:00:00Z');
    const b = at('bbbbbbbbbbbb', '2026-01-02T00:00:00Z', { supersedes: 'aaaaaaaaaaaa' });
    const retired = { ...at('cccccccccccc', '2026-01-03T00:00:00Z') };
    retired.tick = { ...retired.tick, status: 'retired' };
    expect(evaluatedTicks([a, b, retired], '0.1.32').map((e) => e.file)).toEqual([b.file]);
    expect(evaluatedTicks([a, b, retired], '0.1.2').map((e) => e.file)).toEqual([a.file, b.file]);
  });
});

describe('check events (ev 0.1.6, 0.1.19, 0.1.22)', () => {
  const TS = '2026-11-02T00:00:00Z';

  test('stale carries its kind; other labels are as printed', () => {
    expect(eventLabel('stale', 'sha-stale')).toBe('stale:sha');
    expect(eventLabel('stale', 'trigger-stale')).toBe('stale:count-window');
    expect(eventLabel('stale', 'age-stale')).toBe('stale:age');
    expect(eventLabel('memo', 'age-stale')).toBe('memo');
    expect(eventLabel('dirty', 'dirty')).toBe('dirty');
  });

  test('the roll-up: the first of the worst, and a stale a worse verdict hides', () => {
    expect(rollUp([])).toBeUndefined();
    expect(
      rollUp([
        { label: 'green', rule: 'green' },
        { label: 'stale', rule: 'age-stale' },
        { label: 'red', rule: 'red' },
        { label: 'stale', rule: 'sha-stale' },
      ]),
    ).toEqual({ verdict: 'red', maskedStale: 'stale:age' });
    expect(
      rollUp([
        { label: 'not-run', rule: 'not-run' },
        { label: 'stale', rule: 'trigger-stale' },
      ]),
    ).toEqual({ verdict: 'stale:count-window' });
    expect(
      rollUp([
        { label: 'green', rule: 'green' },
        { label: 'dirty', rule: 'dirty' },
      ]),
    ).toEqual({ verdict: 'dirty' });
  });

  test('one check event per tick, sorted keys, with the join fields and suppressed_from', () => {
    const tick = aTick({
      grounds: [aBoundGround(), aBoundGround({}, { ref: 'other', counter_test: undefined })],
      held_since: '2026-11-01T00:00:00Z',
      provenance: 'agent-proposed',
      source_ref: { pr: 3 },
      ratifies: '0123456789ab',
    });
    delete tick.grounds[1]?.check?.['counter_test' as never];
    const verdict = evaluateTick(
      tick.id,
      tick,
      inputs([], { receiptsFor: (ref) => [{ ...receipt('red'), test: ref }] }),
      ctx('0.1.32'),
    );
    const lines = checkEvents([verdict], TS, '0.1.32').map(formatEventLine);
    const join = `"age":"days","op":"%s","parent_id":"7b21f0a4c8de","ratifies":"0123456789ab","source_ref":"{\\"pr\\":3}"`;
    expect(lines).toEqual([
      `{${join.replace('%s', 'harvested')},"tick_id":"638c47b0c9dd","ts":"${TS}","verdict":"memo"}\n`,
      `{${join.replace('%s', 'check')},"suppressed_from":"red","tick_id":"638c47b0c9dd","ts":"${TS}","verdict":"memo"}\n`,
    ]);
    expect(checkEvents([verdict], TS, '0.1.2').map((e) => e.op)).toEqual([
      'check',
      'harvested',
      'check',
    ]);
  });

  test('a tick without a test-bound ground gets no check event', () => {
    const tick = aTick({ grounds: [{ claim: 'c', supports: 'chosen' }] });
    const verdict = evaluateTick(tick.id, tick, inputs([]), ctx('0.1.32'));
    expect(checkEvents([verdict], TS, '0.1.32')).toEqual([]);
  });

  test('the check-run cost event and the reopen event', () => {
    expect(formatEventLine(checkRunEvent(TS, 12, 3))).toBe(
      `{"decisions":3,"op":"check-run","ts":"${TS}","wall_ms":12}\n`,
    );
    const tick = aTick({ parent_id: '', held_since: 'not a time' });
    expect(reopenEvent(tick, 'arg', TS, '0.1.2')).toEqual({ op: 'reopen', tick_id: 'arg', ts: TS });
    expect(formatEventLine(reopenEvent(tick, 'arg', TS, '0.1.32'))).toBe(
      `{"op":"reopen","tick_id":"638c47b0c9dd","ts":"${TS}"}\n`,
    );
  });

  test.each([
    [299, 'fresh'],
    [300, 'minutes'],
    [3_599, 'minutes'],
    [3_600, 'hours'],
    [86_399, 'hours'],
    [86_400, 'days'],
    [7 * 86_400, 'weeks'],
    [30 * 86_400, 'months'],
    [365 * 86_400, 'year+'],
    [-10, 'fresh'],
  ])('age %i s → %s', (seconds, bucket) => {
    const now = Date.parse('2026-06-01T00:00:00Z');
    const held = new Date(now - seconds * 1000).toISOString().replace('.000Z', 'Z');
    expect(ageBucket(held, '2026-06-01T00:00:00Z')).toBe(bucket);
  });
});

describe("check's trailer lines (ev 0.1.23, 0.1.28)", () => {
  const verdictOf = (tick: Tick, result: Receipt['result']) =>
    evaluateTick(tick.id, tick, inputs([receipt(result)]), ctx('0.1.32'));
  const proven = bound();
  const harvested = aTick({ grounds: [aBoundGround({}, { counter_test: undefined })] });
  delete (harvested.grounds[0]?.check as { counter_test?: string }).counter_test;

  test('the harvested line loses its pointer; the run note says what --run would do', () => {
    expect(checkOutputLines([verdictOf(harvested, 'green')], false, '0.1.32').slice(1)).toEqual([
      'harvested-unproven: 1 of 1 test bindings have no counter-test',
      RUN_NOTE_RERUN,
    ]);
    expect(checkOutputLines([verdictOf(proven, 'green')], false, '0.1.32').slice(1)).toEqual([
      RUN_NOTE_PROVE,
    ]);
    expect(checkOutputLines([verdictOf(harvested, 'green')], false, '0.1.2').slice(1)).toEqual([
      'harvested-unproven: 1 of 1 test bindings have no counter-test (run ev guard to add one)',
      RUN_NOTE,
    ]);
  });

  test('the preflight note: --run, something stuck and nothing resolved', () => {
    const stale = evaluateTick(
      proven.id,
      proven,
      inputs([receipt('green')]),
      ctx('0.1.32', { stalenessSha: OTHER_SHA }),
    );
    expect(checkNoteLines([stale], true, '0.1.32')).toEqual([NOTHING_RESOLVED_NOTE]);
    expect(checkNoteLines([stale], false, '0.1.32')).toEqual([]);
    expect(checkNoteLines([stale], true, '0.1.2')).toEqual([]);
    expect(checkNoteLines([stale, verdictOf(proven, 'red')], true, '0.1.32')).toEqual([]);
  });
});

describe("reopen's tags (ev 0.1.27)", () => {
  const tick = bound(
    { source_ref: 'PR #9', supersedes: '111111111111', ratifies: '222222222222' },
    { authority: 'user-ruled', jurisdiction: 'B', round_id: 'R1' },
  );
  const verdict = { ...evaluateTick(tick.id, tick, inputs([]), ctx('0.1.32')), supersededBy: 'f' };

  test('0.1.32: source_ref, the edges and superseded by; no round_id', () => {
    expect(reopenLines(verdict, '0.1.32').slice(2, 8)).toEqual([
      'authority: user-ruled',
      'jurisdiction: B',
      'source_ref: PR #9',
      'supersedes: 111111111111',
      'ratifies: 222222222222',
      'superseded by: f',
    ]);
  });

  test('0.1.2: round_id, no later field', () => {
    expect(reopenLines(verdict, '0.1.2').slice(2, 5)).toEqual([
      'authority: user-ruled',
      'jurisdiction: B',
      'round_id: R1',
    ]);
  });
});

describe('--color always rows (ev 0.1.12, 0.1.13, 0.1.20)', () => {
  const ascii = { rich: true, truecolor: false, ascii: true };
  const ESCAPE = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
  const plainText = (lines: string[]) => lines.map((l) => l.replace(ESCAPE, ''));

  test('meaning-classes: green clear; exempt and memo informational; dirty and the rest attention', () => {
    expect(meaningOf('green')).toBe('clear');
    expect(meaningOf('memo')).toBe('informational');
    expect(meaningOf('exempt')).toBe('informational');
    expect(meaningOf('dirty')).toBe('attention');
    expect(meaningOf('not-run')).toBe('attention');
  });

  test('a dirty row is attention-styled but counted non-gating; an agent memo names its reason', () => {
    const dirty = evaluateTick(
      'f1',
      bound(),
      inputs([receipt('green')], { guardedPathsDirty: () => true }),
      ctx('0.1.32'),
    );
    const proposal = evaluateTick(
      'f2',
      bound({ provenance: 'agent-proposed' }),
      inputs([receipt('red')]),
      ctx('0.1.32'),
    );
    const lines = plainText(richCheckOutputLines([dirty, proposal], true, ascii));
    expect(lines[0]).toMatch(/^\* dirty {2}".*" {2}f1 {2}".*" · verified against a dirty worktree/);
    expect(lines[1]).toMatch(/^\. memo .* · would read red; agent-proposed, never gates$/);
    expect(lines[2]).toBe('0 gating · 0 green · 2 non-gating');
    expect(lines).toHaveLength(3);
  });

  test('reopen: the agent glyph leads; tags on one line', () => {
    const tick = bound({ provenance: 'agent-proposed', supersedes: '111111111111' });
    const verdict = evaluateTick(tick.id, tick, inputs([]), ctx('0.1.32'));
    const lines = plainText(richReopenLines({ ...verdict, supersededBy: 'f' }, ascii));
    expect(lines[0]).toMatch(/^o "/);
    expect(lines[1]).toMatch(/^ {2}observe: "/);
    expect(lines[2]).toBe(
      '  authority=user-ruled · jurisdiction=A · supersedes 111111111111 · superseded by f',
    );
    expect(lines[3]).toMatch(/^ {2}\* not-run {2}\[chosen\] /);
  });
});
