import {
  isResurfacingLabel,
  resurface,
  roadsNotTaken,
} from '../../../../src/core/ticks/verdict/resurface.js';
import type { Label } from '../../../../src/core/ticks/verdict/verdict.js';
import { aBoundGround, aMemoTick, aTick, aTickVerdict } from '../../../../test-support/builders.js';

const NOT_GREEN: Label[] = ['red', 'gray->red', 'not-run', 'stale', 'unproven', 'silently-unbound'];

describe('which decisions resurface', () => {
  test('green and exempt grounds never resurface; every other label does', () => {
    expect(isResurfacingLabel('green')).toBe(false);
    expect(isResurfacingLabel('exempt')).toBe(false);
    for (const label of [...NOT_GREEN, 'memo' as const])
      expect(isResurfacingLabel(label)).toBe(true);
    expect(resurface([aTickVerdict(aTick(), { 0: 'green' })])).toEqual([]);
    expect(resurface([aTickVerdict(aTick(), { 0: 'exempt' })])).toEqual([]);
  });

  test.each(NOT_GREEN.map((l) => [l]))('a %s ground resurfaces its decision as gating', (label) => {
    const [decision] = resurface([aTickVerdict(aTick(), { 0: label })]);
    expect(decision?.kind).toBe('gating');
    expect(decision?.grounds.map((g) => [g.groundIndex, g.label, g.gating])).toEqual([
      [0, label, true],
    ]);
  });

  test('person-bound and unbound grounds (n/a) never resurface, whatever else happens', () => {
    const tick = aTick({
      grounds: [
        { claim: 'person', supports: 'chosen', check: { by: 'person', ref: 'review' } },
        { claim: 'none', supports: 'chosen' },
      ],
    });
    expect(resurface([aTickVerdict(tick)])).toEqual([]);
  });

  test('a C/D decision resurfaces as a memo: non-gating, with the label it stands for', () => {
    const [decision] = resurface([aTickVerdict(aMemoTick(), { 0: 'red' })]);
    expect(decision?.kind).toBe('memo');
    expect(decision?.grounds[0]).toMatchObject({
      label: 'memo',
      unlockedLabel: 'red',
      gating: false,
    });
  });

  test('only the not-green grounds are listed, in authored order', () => {
    const tick = aTick({
      grounds: [
        aBoundGround({ claim: 'g0' }),
        aBoundGround({ claim: 'g1' }, { ref: 'r1' }),
        aBoundGround({ claim: 'g2' }, { ref: 'r2' }),
      ],
    });
    const verdict = aTickVerdict(tick, { 0: 'green', 1: 'stale', 2: 'red' });
    verdict.tests.reverse(); // the engine's order must not matter
    const [decision] = resurface([verdict]);
    expect(decision?.grounds.map((g) => g.claim)).toEqual(['g1', 'g2']);
  });
});

describe('what a resurfaced decision carries', () => {
  test('decision, id, file, blame, tags, roads not taken and the binding', () => {
    const [decision] = resurface([aTickVerdict(aTick(), { 0: 'red' }, 'file-name')]);
    expect(decision).toMatchObject({
      id: '638c47b0c9dd',
      file: 'file-name',
      decision: 'restore-safety counter DB-backed; reject Redis',
      blame: 'Ada Lovelace',
      tags: { authority: 'user-ruled', jurisdiction: 'A', round_id: 'R2290' },
      roadsNotTaken: [
        { groundIndex: 2, option: 'Redis', claim: 'Redis would add a new infra dependency' },
      ],
    });
    expect(decision?.grounds[0]).toMatchObject({
      ref: 'pytest tests/test_redis_absent.py',
      verifiedAtSha: 'd308afac1b2c3d4e5f60718293a4b5c6d7e8f901',
      counterTest: 'pytest tests/test_redis_absent.py::test_redis_injection_flips_red',
      harvested: false,
      platforms: ['linux-ci'],
      triggeredBy: ['pyproject.toml'],
    });
  });

  test('absent tags stay absent', () => {
    const tick = aTick();
    delete tick.authority;
    delete tick.jurisdiction;
    delete tick.round_id;
    expect(resurface([aTickVerdict(tick, { 0: 'red' })])[0]?.tags).toEqual({});
  });

  test('roads not taken: every rejected ground, with or without a check, option after the first colon', () => {
    const tick = aTick({
      grounds: [
        aBoundGround(),
        { claim: 'too slow', supports: 'rejected:option: with colon' },
        aBoundGround({ claim: 'bound rejection', supports: 'rejected:B' }),
      ],
    });
    expect(roadsNotTaken(tick)).toEqual([
      { groundIndex: 1, option: 'option: with colon', claim: 'too slow' },
      { groundIndex: 2, option: 'B', claim: 'bound rejection' },
    ]);
  });

  test('changed triggers: from the PR files and the engine, in declared order, once each', () => {
    const tick = aTick({
      grounds: [
        aBoundGround(
          {},
          {
            liveness: {
              platforms: ['p'],
              triggered_by: ['a.txt', 'b.txt', 'c.txt'],
              surfaces: ['s'],
            },
          },
        ),
        aBoundGround(
          { claim: 'two' },
          { ref: 'r2', liveness: { platforms: ['p'], triggered_by: ['c.txt'], surfaces: ['s'] } },
        ),
      ],
    });
    const verdict = aTickVerdict(tick, {
      0: { label: 'red', triggersTouched: ['c.txt'] },
      1: 'stale',
    });
    const [decision] = resurface([verdict], {
      files: ['c.txt', 'a.txt', 'unrelated.txt'],
      ledgerPrefix: '',
    });
    expect(decision?.grounds.map((g) => g.triggersChanged)).toEqual([
      ['a.txt', 'c.txt'],
      ['c.txt'],
    ]);
    expect(decision?.triggersChanged).toEqual(['a.txt', 'c.txt']);
    expect(decision?.changedFiles).toEqual(['c.txt', 'a.txt']);
  });

  test('triggers are git pathspecs read from the ledger root: directories, wildcards, magic', () => {
    const tick = aTick({
      grounds: [
        aBoundGround(
          {},
          {
            liveness: {
              platforms: ['p'],
              triggered_by: ['src/', '*.toml', ':!src/generated', ':/ci.yml'],
              surfaces: ['s'],
            },
          },
        ),
      ],
    });
    const [decision] = resurface([aTickVerdict(tick, { 0: 'red' })], {
      files: [
        'api/src/app.ts',
        'api/src/generated/client.ts',
        'api/deep/pyproject.toml',
        'ci.yml',
        'web/src/app.ts',
      ],
      ledgerPrefix: 'api/',
    });
    expect(decision?.changedFiles).toEqual(['api/src/app.ts', 'api/deep/pyproject.toml', 'ci.yml']);
    expect(decision?.triggersChanged).toEqual(['src/', '*.toml', ':/ci.yml']);
  });
});

describe('order', () => {
  test('gating decisions first, then memo notes; each by tick id in code-point order', () => {
    const ids = ['b00000000000', 'a00000000000', '\u{1F600}', '\uFF61'];
    const verdicts = [
      aTickVerdict(aMemoTick({ id: 'a-memo' }), { 0: 'red' }),
      ...ids.map((id) => aTickVerdict(aTick({ id }), { 0: 'red' })),
      aTickVerdict(aMemoTick({ id: '0-memo' }), { 0: 'stale' }),
    ];
    expect(resurface(verdicts).map((d) => d.id)).toEqual([
      'a00000000000',
      'b00000000000',
      '\uFF61', // U+FF61 < U+1F600 by code point (UTF-16 order says otherwise)
      '\u{1F600}',
      '0-memo',
      'a-memo',
    ]);
  });

  test('is stable: the same verdicts in any order give the same list', () => {
    const verdicts = ['c', 'a', 'b'].map((id) => aTickVerdict(aTick({ id }), { 0: 'red' }));
    const once = resurface(verdicts).map((d) => d.id);
    expect(resurface([...verdicts].reverse()).map((d) => d.id)).toEqual(once);
  });
});
