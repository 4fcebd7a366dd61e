import type { EvRules } from '../../../../src/core/ticks/ev-rules.js';
import type { Tick } from '../../../../src/core/ticks/tick.js';
import {
  evaluatedTicks,
  type Label,
  type TickVerdict,
} from '../../../../src/core/ticks/verdict/verdict.js';
import {
  bindingBaselines,
  failureClass,
  replacedDecisions,
  versusBase,
} from '../../../../src/core/ticks/verdict/versus-base.js';
import type { Receipt } from '../../../../src/core/ticks/verdict/receipt.js';
import { aGroundVerdict, aTick, aTickVerdict } from '../../../../test-support/builders.js';

/** The gated decision of the base: one test-bound ground (green at the base), a person one, a road. */
const GATED = aTick({ id: 'aaaaaaaaaaaa', parent_id: '', jurisdiction: 'A' });
const OTHER = aTick({
  id: 'bbbbbbbbbbbb',
  parent_id: 'aaaaaaaaaaaa',
  decision: 'an unrelated decision',
  held_since: '2026-11-01T10:00:00Z',
});

interface Filed {
  file: string;
  tick: Tick;
}

const filed = (tick: Tick, file = tick.id): Filed => ({ file, tick });

/** One side: its ticks, and a verdict (labels by file; default green) for each tick the engine evaluates. */
function side(
  ticks: readonly Filed[],
  labels: Record<string, Label> = {},
  rules: EvRules = '0.1.32',
): { ticks: Filed[]; verdicts: TickVerdict[] } {
  return {
    ticks: [...ticks],
    verdicts: evaluatedTicks(ticks, rules).map(({ file, tick }) =>
      aTickVerdict(tick, { 0: labels[file] ?? 'green' }, file),
    ),
  };
}

function compare(base: readonly Filed[], head: readonly Filed[], rules: EvRules = '0.1.32') {
  return replacedDecisions({ base: side(base, {}, rules), head: side(head, {}, rules), rules });
}

const BASE = [filed(GATED), filed(OTHER)];

describe('the decisions of the base a pull request replaced', () => {
  test('nothing replaced: the same tick objects, or the same content read again', () => {
    expect(compare(BASE, BASE)).toEqual([]);
    const reread = BASE.map(({ file, tick }) =>
      filed({ ...tick, grounds: [...tick.grounds] }, file),
    );
    expect(compare(BASE, reread)).toEqual([]);
  });

  test('supersedes: the superseding tick the pull request added, what it claims, and its verdicts at the base', () => {
    const by = aTick({
      id: 'cccccccccccc',
      parent_id: 'bbbbbbbbbbbb',
      decision: 'the answer may change',
      grounds: [{ claim: 'nobody relies on it', supports: 'chosen' }],
      blame: 'Mallory',
      supersedes: GATED.id,
      held_since: '2026-11-02T09:00:00Z',
    });
    const [replaced, ...rest] = compare(BASE, [...BASE, filed(by)]);
    expect(rest).toEqual([]);
    expect(replaced).toMatchObject({
      id: GATED.id,
      decision: GATED.decision,
      blame: 'Ada Lovelace',
      how: 'superseded',
      effect: 'replaced',
      gated: true,
      by: { id: by.id, blame: 'Mallory', status: 'live', addedByPullRequest: true, bindings: 0 },
      standing: { id: by.id },
      baseGrounds: [
        { groundIndex: 0, ref: 'pytest tests/test_redis_absent.py', label: 'green', gating: false },
      ],
    });
  });

  test('a chain of supersedes: the tick that did it, and the one standing at its end', () => {
    const s1 = aTick({
      id: 's1s1s1s1s1s1',
      decision: 'one',
      supersedes: GATED.id,
      held_since: '2026-11-02T00:00:00Z',
    });
    const s2 = aTick({
      id: 's2s2s2s2s2s2',
      decision: 'two',
      supersedes: s1.id,
      held_since: '2026-11-03T00:00:00Z',
    });
    expect(compare(BASE, [...BASE, filed(s1), filed(s2)])[0]).toMatchObject({
      how: 'superseded',
      by: { id: s1.id },
      standing: { id: s2.id, addedByPullRequest: true },
      effect: 'replaced',
    });
  });

  // Variants of the supersede a pull request may use to take a gated decision out: none is silent.
  describe('supersede variants', () => {
    const superseder = (id: string, supersedes: string, day: number, extra: Partial<Tick> = {}) =>
      aTick({
        id,
        decision: `stands in ${id}`,
        grounds: [{ claim: 'nobody relies on it', supports: 'chosen' }],
        supersedes,
        held_since: `2026-11-0${day}T00:00:00Z`,
        ...extra,
      });

    test('a chain whose end is retired: out of the evaluation, the first link named', () => {
      const s1 = superseder('s1s1s1s1s1s1', GATED.id, 2);
      const s2 = superseder('s2s2s2s2s2s2', s1.id, 3, { status: 'retired' });
      const [replaced, ...rest] = compare(BASE, [...BASE, filed(s1), filed(s2)]);
      expect(rest).toEqual([]);
      expect(replaced).toMatchObject({
        id: GATED.id,
        how: 'superseded',
        by: { id: s1.id },
        effect: 'out-of-evaluation',
        gated: true,
      });
      expect(replaced?.standing).toBeUndefined();
    });

    test('a chain whose end is detect-only: downgraded, whatever the links between', () => {
      const s1 = superseder('s1s1s1s1s1s1', GATED.id, 2);
      const s2 = superseder('s2s2s2s2s2s2', s1.id, 3);
      const s3 = superseder('s3s3s3s3s3s3', s2.id, 4, { jurisdiction: 'C' });
      expect(compare(BASE, [...BASE, filed(s1), filed(s2), filed(s3)])[0]).toMatchObject({
        id: GATED.id,
        effect: 'downgraded',
        downgrade: 'detect-only',
        standing: { id: s3.id },
      });
    });

    test('another tick file of the base rewritten to supersede it: both are named', () => {
      const rewritten = { ...OTHER, supersedes: GATED.id };
      const replaced = compare(BASE, [filed(GATED), filed(rewritten, OTHER.id)]);
      expect(replaced.map((r) => [r.id, r.how])).toEqual([
        [GATED.id, 'superseded'],
        [OTHER.id, 'modified'],
      ]);
      expect(replaced[0]).toMatchObject({ by: { file: OTHER.id, addedByPullRequest: true } });
    });

    test('a superseding tick in a file not named by its id is the same supersede', () => {
      const by = superseder('cccccccccccc', GATED.id, 2);
      expect(compare(BASE, [...BASE, filed(by, 'notes.json')])[0]).toMatchObject({
        id: GATED.id,
        how: 'superseded',
        by: { id: by.id, file: 'notes.json', addedByPullRequest: true },
      });
    });

    test('two ticks superseding it: the latest is named, and the decision is still reported once', () => {
      const early = superseder('c1c1c1c1c1c1', GATED.id, 2);
      const late = superseder('c2c2c2c2c2c2', GATED.id, 3);
      const replaced = compare(BASE, [...BASE, filed(early), filed(late)]);
      expect(replaced).toHaveLength(1);
      expect(replaced[0]).toMatchObject({ id: GATED.id, by: { id: late.id } });
    });
  });

  test('a collapse: a later copy of the decision (another parent) stands for it', () => {
    const copy = {
      ...GATED,
      id: 'dddddddddddd',
      parent_id: OTHER.id,
      held_since: '2026-11-02T09:00:00Z',
    };
    expect(compare(BASE, [...BASE, filed(copy)])[0]).toMatchObject({
      how: 'collapsed',
      effect: 'replaced',
      by: { id: copy.id, blame: 'Ada Lovelace', addedByPullRequest: true },
      standing: { id: copy.id },
    });
  });

  test('a retired copy: the copy claims the original author; nothing stands in its place', () => {
    const copy = {
      ...GATED,
      id: 'eeeeeeeeeeee',
      parent_id: OTHER.id,
      status: 'retired',
      held_since: '2026-11-02T09:00:00Z',
    };
    const [replaced] = compare(BASE, [...BASE, filed(copy)]);
    expect(replaced).toMatchObject({
      how: 'collapsed',
      effect: 'out-of-evaluation',
      by: { id: copy.id, blame: 'Ada Lovelace', status: 'retired', addedByPullRequest: true },
    });
    expect(replaced?.standing).toBeUndefined();
  });

  test('a status changed in place (the tick file rewritten): out of the evaluation', () => {
    const retired = { ...GATED, status: 'superseded' };
    expect(compare(BASE, [filed(retired), filed(OTHER)])[0]).toMatchObject({
      how: 'status',
      effect: 'out-of-evaluation',
      by: { id: GATED.id, status: 'superseded', addedByPullRequest: true },
    });
  });

  test('a check rewritten in place: a different decision under the same name', () => {
    const rewritten: Tick = {
      ...GATED,
      grounds: GATED.grounds.map((g, i) =>
        i === 0 && g.check?.by === 'test' ? { ...g, check: { ...g.check, ref: 'true' } } : g,
      ),
    };
    expect(compare(BASE, [filed(rewritten), filed(OTHER)])[0]).toMatchObject({
      how: 'modified',
      effect: 'replaced',
      standing: { id: GATED.id, addedByPullRequest: true },
    });
  });

  test('a downgrade to agent-proposed: a later copy the pull request marks as an agent proposal', () => {
    const copy = {
      ...GATED,
      id: 'ffffffffffff',
      parent_id: OTHER.id,
      held_since: '2026-11-02T09:00:00Z',
      provenance: 'agent-proposed' as const,
    };
    expect(compare(BASE, [...BASE, filed(copy)])[0]).toMatchObject({
      how: 'collapsed',
      effect: 'downgraded',
      downgrade: 'agent-proposed',
    });
    // ev 0.1.2 had neither lineages nor agent proposals: the original stays evaluated, nothing replaced.
    expect(compare(BASE, [...BASE, filed(copy)], '0.1.2')).toEqual([]);
  });

  test.each(['C', 'D'] as const)(
    'a downgrade to jurisdiction %s: superseded by a detect-only decision',
    (jurisdiction) => {
      const detectOnly = aTick({
        id: '0a0a0a0a0a0a',
        decision: 'watched, not enforced',
        jurisdiction,
        supersedes: GATED.id,
        held_since: '2026-11-02T09:00:00Z',
      });
      expect(compare(BASE, [...BASE, filed(detectOnly)])[0]).toMatchObject({
        how: 'superseded',
        effect: 'downgraded',
        downgrade: 'detect-only',
        standing: { jurisdiction },
      });
    },
  );

  test('a decision already detect-only at the base is replaced, not downgraded (it never gated)', () => {
    const memo = aTick({ id: '1b1b1b1b1b1b', jurisdiction: 'C', decision: 'watched' });
    const next = aTick({
      id: '2c2c2c2c2c2c',
      jurisdiction: 'D',
      decision: 'still watched',
      supersedes: memo.id,
    });
    const [replaced] = compare([filed(memo)], [filed(memo), filed(next)]);
    expect(replaced).toMatchObject({ effect: 'replaced', gated: false });
    expect(replaced?.downgrade).toBeUndefined();
  });

  test('a decision removed from the HEAD chain: its tick file deleted', () => {
    expect(compare(BASE, [filed(OTHER)])[0]).toMatchObject({
      id: GATED.id,
      how: 'removed',
      effect: 'out-of-evaluation',
      gated: true,
    });
  });

  test('a tick file renamed: removed from its name, carried by another file', () => {
    const [replaced] = compare(BASE, [filed(GATED, 'renamed'), filed(OTHER)]);
    expect(replaced).toMatchObject({ how: 'removed', by: { file: 'renamed' }, effect: 'replaced' });
  });

  test('versusBase: the replaced decisions and each binding against the base', () => {
    const added = aTick({
      id: '3d3d3d3d3d3d',
      decision: 'new',
      held_since: '2026-11-03T00:00:00Z',
    });
    const base = side(BASE, { [GATED.id]: 'red' });
    const head = side([...BASE, filed(added)], { [GATED.id]: 'red', [added.id]: 'red' });
    const result = versusBase({ base, head, rules: '0.1.32' });
    expect(result.replaced).toEqual([]);
    const byFile = new Map(head.verdicts.map((v) => [v.file, v]));
    const baselineOf = (file: string) => {
      const verdict = byFile.get(file) as TickVerdict;
      return result.baseline(verdict, verdict.tests[0] as TickVerdict['tests'][number]);
    };
    // Decisions the pull request adds count as broken by it.
    expect(baselineOf(added.id)).toEqual({ baseLabel: null, origin: 'broken-by-this-pr' });
    expect(baselineOf(GATED.id)).toEqual({ baseLabel: 'red', origin: 'already-failing-on-base' });
    expect(baselineOf(OTHER.id)).toEqual({ baseLabel: 'green' });
  });
});

describe('each gating binding: broken by this pull request, or already failing on the base', () => {
  const receipt = (result: Receipt['result'], falsifiable = true): Receipt => ({
    test: 'pytest tests/test_redis_absent.py',
    platform: 'linux-ci',
    commit: 'c'.repeat(40),
    ran_at: '2026-11-21T12:15:15Z',
    result,
    falsifiable,
  });
  const ground = (label: Label, deciding: Receipt[] = []) =>
    aGroundVerdict(GATED, 0, label, { deciding });

  test('failureClass: 0 not gating, 1 no current evidence, 2 a failing run (also hidden behind not-run)', () => {
    expect(failureClass(undefined)).toBe(0);
    expect(failureClass(ground('green'))).toBe(0);
    expect(failureClass(ground('not-run'))).toBe(1);
    expect(failureClass(ground('stale', [receipt('green')]))).toBe(1);
    expect(failureClass(ground('red'))).toBe(2);
    expect(failureClass(ground('gray->red'))).toBe(2);
    expect(failureClass(ground('unproven'))).toBe(2);
    expect(failureClass(ground('not-run', [receipt('red')]))).toBe(2);
    expect(failureClass(ground('stale', [receipt('green', false)]))).toBe(2);
  });

  test.each([
    // base, now, origin
    ['green', 'red', 'broken-by-this-pr'],
    ['red', 'red', 'already-failing-on-base'],
    ['red', 'stale', 'already-failing-on-base'],
    ['not-run', 'not-run', 'already-failing-on-base'],
    // The base had no evidence: it cannot show that a failing run predates the pull request.
    ['not-run', 'red', 'broken-by-this-pr'],
    ['stale', 'unproven', 'broken-by-this-pr'],
    ['green', 'stale', 'broken-by-this-pr'],
  ] as const)('%s at the base, %s now → %s', (before, now, origin) => {
    const baseline = bindingBaselines([aTickVerdict(GATED, { 0: before })]);
    const verdict = aTickVerdict(GATED, { 0: now });
    expect(baseline(verdict, verdict.tests[0] as TickVerdict['tests'][number])).toEqual({
      baseLabel: before,
      origin,
    });
  });

  test('a decision changed in place is new to the comparison: no base label, broken by this pull request', () => {
    const baseline = bindingBaselines([aTickVerdict(GATED, { 0: 'red' })]);
    const changed = aTickVerdict({ ...GATED, decision: 'changed in place' }, { 0: 'red' });
    expect(baseline(changed, changed.tests[0] as TickVerdict['tests'][number])).toEqual({
      baseLabel: null,
      origin: 'broken-by-this-pr',
    });
  });
});
