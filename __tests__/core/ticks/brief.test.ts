import {
  briefEventLine,
  briefFooter,
  briefJson,
  briefLines,
  currentBrief,
  currentBriefLines,
  isLoadBearing,
} from '../../../src/core/ticks/brief.js';
import type { Ground, Tick } from '../../../src/core/ticks/tick.js';
import { aTick } from '../../../test-support/builders.js';

const chosen: Ground = { claim: 'it works', supports: 'chosen' };
const road = (option: string, claim = `${option} is worse`): Ground => ({
  claim,
  supports: `rejected:${option}`,
});

function ruled(
  decision: string,
  held_since: string,
  grounds: Ground[] = [chosen],
  extra: Partial<Tick> = {},
) {
  return aTick({ decision, held_since, grounds, authority: 'user-ruled', ...extra });
}

const entry = (file: string, tick: Tick) => ({ file, tick });

/** A tick without an authority (as an `ev guard` child is written). */
function untagged(overrides: Partial<Tick> = {}): Tick {
  const tick = aTick(overrides);
  delete tick.authority;
  return tick;
}

describe('brief', () => {
  test('only live, exactly user-ruled decisions; none: no user-ruled decisions', () => {
    const lines = briefLines(
      [
        entry('1', ruled('kept', 'x')),
        entry('2', ruled('superseded', 'x', [chosen], { status: 'superseded' })),
        entry('3', ruled('agent', 'x', [chosen], { authority: 'agent-disposable' })),
        entry('4', ruled('case', 'x', [chosen], { authority: 'User-Ruled' })),
        entry('5', untagged({ decision: 'untagged' })),
      ],
      10,
    );
    expect(lines).toEqual(['kept  [user-ruled]']);
    expect(briefLines([entry('5', untagged())], 10)).toEqual(['no user-ruled decisions']);
  });

  test('load-bearing first, then held_since descending, then file name descending', () => {
    const lines = briefLines(
      [
        entry('f1', ruled('newest, no road', '2026-03-01')),
        entry('f2', ruled('old road', '2026-01-01', [road('a')])),
        entry('f3', ruled('new road', '2026-02-01', [road('b')])),
        entry('f4', ruled('tie low name', '2026-02-01', [road('c')])),
        entry('f5', ruled('tie high name', '2026-02-01', [road('d')])),
      ],
      0,
    ).filter((line) => !line.startsWith('  '));
    expect(lines).toEqual([
      'tie high name  [user-ruled]',
      'tie low name  [user-ruled]',
      'new road  [user-ruled]',
      'old road  [user-ruled]',
      'newest, no road  [user-ruled]',
    ]);
  });

  test('held_since is compared as a string, not as a time', () => {
    // As times the first is later (09:00Z vs 08:00-05:00 = 13:00Z); as strings it is not.
    const lines = briefLines(
      [
        entry('a', ruled('string-later', '2026-01-01T09:00:00Z')),
        entry('b', ruled('time-later', '2026-01-01T08:00:00-05:00')),
        entry('c', ruled('not a time', 'zzz')),
      ],
      0,
    );
    expect(lines).toEqual([
      'not a time  [user-ruled]',
      'string-later  [user-ruled]',
      'time-later  [user-ruled]',
    ]);
  });

  test('held_since compares by code point, not UTF-16 unit', () => {
    const lines = briefLines(
      [entry('a', ruled('emoji', '2026\u{1F600}')), entry('b', ruled('halfwidth', '2026\uFF61'))],
      0,
    );
    expect(lines[0]).toBe('emoji  [user-ruled]');
  });

  test('decision, claims and options raw; every rejected road in ground order, checks ignored', () => {
    const tick = ruled('a "raw"\tdecision', 'x', [
      road('has:colon', 'claim one'),
      chosen,
      { claim: 'claim two', supports: 'rejected: ', check: { by: 'person', ref: 'r' } },
    ]);
    expect(briefLines([entry('f', tick)], 10)).toEqual([
      'a "raw"\tdecision  [user-ruled]',
      '  rejected has:colon: claim one',
      '  rejected  : claim two',
    ]);
  });

  test('the footer counts the hidden ones, with the clause only when some are load-bearing', () => {
    const ticks = [
      entry('1', ruled('r1', '3', [road('x')])),
      entry('2', ruled('r2', '2', [road('y')])),
      entry('3', ruled('plain', '9')),
    ];
    expect(briefLines(ticks, 1)).toEqual([
      'r1  [user-ruled]',
      '  rejected x: x is worse',
      '… 2 more user-ruled decision(s), 1 with rejected roads — `ev list` for all',
    ]);
    expect(briefLines(ticks, 2).at(-1)).toBe('… 1 more user-ruled decision(s) — `ev list` for all');
    expect(briefLines(ticks, 3).at(-1)).toBe('plain  [user-ruled]');
    expect(briefLines(ticks, 99)).toHaveLength(5);
    expect(briefLines(ticks, 0)).toHaveLength(5);
  });

  test('footer characters are U+2026 and U+2014', () => {
    expect(briefFooter(2, 0)).toBe('\u2026 2 more user-ruled decision(s) \u2014 `ev list` for all');
  });

  test('a guard child without authority is not listed; with authority both are', () => {
    const parent = ruled('same decision', '1', [road('r')], { id: 'p' });
    const child = untagged({
      decision: 'same decision',
      held_since: '2',
      id: 'c',
      grounds: [road('r')],
    });
    expect(briefLines([entry('p', parent), entry('c', child)], 0)).toHaveLength(2);
    const both = briefLines(
      [entry('p', parent), entry('c', { ...child, authority: 'user-ruled' })],
      0,
    );
    expect(both.filter((l) => l === 'same decision  [user-ruled]')).toHaveLength(2);
  });

  test('load-bearing means a supports starting with rejected:', () => {
    expect(isLoadBearing(ruled('d', '1', [chosen]))).toBe(false);
    expect(isLoadBearing(ruled('d', '1', [chosen, road('x')]))).toBe(true);
  });
});

describe('brief under ev 0.1.32 rules', () => {
  const person: Ground = { claim: 'it works', supports: 'chosen' };
  const bound = aTick().grounds[0] as Ground;
  const a = ruled('a', '2026-01-01T00:00:00Z', [person, road('redis')], { id: 'aaaaaaaaaaaa' });
  const b = ruled('b', '2026-01-02T00:00:00Z', [bound], { id: 'bbbbbbbbbbbb', source_ref: 'R7' });
  const proposal = ruled('p', '2026-01-03T00:00:00Z', [person], {
    id: 'cccccccccccc',
    provenance: 'agent-proposed',
  });
  const overturned = ruled('o', '2026-01-04T00:00:00Z', [person], { id: 'dddddddddddd' });
  const successor = ruled('s', '2026-01-05T00:00:00Z', [person], {
    id: 'eeeeeeeeeeee',
    supersedes: 'dddddddddddd',
  });
  const ticks = [a, b, proposal, overturned, successor].map((t) => entry(t.id, t));

  test('agent proposals and superseded rulings are hidden; a ruling no test watches is advisory', () => {
    expect(currentBriefLines(currentBrief(ticks, 0))).toEqual([
      'a  [user-ruled \u00b7 advisory]',
      '  rejected redis: redis is worse',
      's  [user-ruled \u00b7 advisory]',
      'b  [user-ruled]',
      '2 of 3 advisory \u2014 nothing watches them (heed only); bind a check to catch a violation',
    ]);
  });

  test('--json: the ev-brief contract, keys sorted, counts making elision visible', () => {
    const json = briefJson(currentBrief(ticks, 1));
    expect(json.endsWith('}\n')).toBe(true);
    expect(json).toMatch(
      /^\{"advisory":2,"decisions":\[\{"bound":false,"decision":"a","id":"aaaaaaaaaaaa","load_bearing":true,/,
    );
    expect(JSON.parse(json)).toMatchObject({
      shown: 1,
      total: 3,
      elided: 2,
      elided_load_bearing: 0,
      kind: 'ev-brief',
    });
    expect(JSON.parse(briefJson(currentBrief([], 0)))).toEqual({
      advisory: 0,
      decisions: [],
      elided: 0,
      elided_load_bearing: 0,
      kind: 'ev-brief',
      shown: 0,
      total: 0,
    });
  });

  test('the cost event: sorted keys, the --json size, the test-bindable shown decisions', () => {
    const brief = currentBrief(ticks, 0);
    const line = briefEventLine(brief, '2026-01-01T00:00:00Z');
    expect(JSON.parse(line)).toEqual({
      brief_bytes: Buffer.byteLength(briefJson(brief)),
      decisions: 3,
      elided: 0,
      op: 'brief',
      testbindable: 1,
      total: 3,
      ts: '2026-01-01T00:00:00Z',
    });
    expect(line.startsWith('{"brief_bytes":')).toBe(true);
  });
});
