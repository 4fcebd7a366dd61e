import { listLines, listRow } from '../../../src/core/ticks/list.js';
import { aTick } from '../../../test-support/builders.js';

describe('list', () => {
  test('no tick files: no decisions yet', () => {
    expect(listLines([])).toEqual(['no decisions yet']);
  });

  test('a row: file name, status, decision debug-quoted, then each tag raw', () => {
    const tick = aTick({
      decision: 'tab\there',
      status: 'superseded',
      authority: 'user-ruled',
      jurisdiction: 'C',
      round_id: 'R 7',
    });
    expect(listRow({ file: 'f1', tick })).toBe(
      'f1\tsuperseded\t"tab\\there"\tauthority=user-ruled\tjurisdiction=C\tround_id=R 7',
    );
  });

  test('JSON that fails to parse as a tick', () => {
    expect(listRow({ file: 'bad' })).toBe('bad\t?\t"<unparseable>"');
  });

  test('rows sort by code point (UTF-8 byte order), not by UTF-16 unit', () => {
    // U+FF61 is one UTF-16 unit above the surrogates of U+1F600; in code points it is below.
    const rows = listLines(
      [
        { file: 'a\u{1F600}', tick: aTick() },
        { file: 'a\uFF61', tick: aTick() },
        { file: 'B', tick: aTick() },
        { file: 'a', tick: aTick() },
      ],
      '0.1.2',
    );
    expect(rows.map((row) => row.split('\t')[0])).toEqual(['B', 'a', 'a\uFF61', 'a\u{1F600}']);
  });

  test('the whole row is the sort key, not the file name', () => {
    // By name `a` < `a\u0001`; by row the tab after `a` (U+0009) sorts above U+0001.
    const rows = listLines(
      [
        { file: 'a', tick: aTick() },
        { file: 'a\u0001', tick: aTick() },
      ],
      '0.1.2',
    );
    expect(rows.map((row) => row.split('\t')[0])).toEqual(['a\u0001', 'a']);
  });
});

describe('list under ev 0.1.32 rules', () => {
  const bare = { authority: undefined, jurisdiction: undefined, round_id: undefined };

  test('source_ref is shown after authority and jurisdiction; round_id no longer is', () => {
    const tick = aTick({
      decision: 'd',
      authority: 'user-ruled',
      jurisdiction: 'B',
      round_id: 'R1',
    });
    tick.source_ref = 'R2289';
    expect(listLines([{ file: 'f1', tick }])).toEqual([
      'f1\tlive\t"d"\tauthority=user-ruled\tjurisdiction=B\tsource_ref=R2289',
    ]);
  });

  test('an object source_ref shows as compact JSON with sorted keys', () => {
    const tick = aTick({ ...bare, source_ref: { z: 1, a: { y: 'é"' } } });
    expect(listLines([{ file: 'f1', tick }])[0]).toMatch(
      /\tsource_ref=\{"a":\{"y":"é\\""\},"z":1\}$/,
    );
  });

  test('a superseded tick is not listed; its successor is', () => {
    const old = aTick({ ...bare, id: 'aaaaaaaaaaaa', decision: 'buffer' });
    const next = aTick({
      ...bare,
      id: 'bbbbbbbbbbbb',
      decision: 'stream',
      held_since: '2026-12-01T00:00:00Z',
      supersedes: 'aaaaaaaaaaaa',
    });
    const rows = listLines([
      { file: old.id, tick: old },
      { file: next.id, tick: next },
    ]);
    expect(rows).toEqual(['bbbbbbbbbbbb\tlive\t"stream"']);
  });

  test('ticks with the same decision payload collapse to the latest (a ratified proposal)', () => {
    const proposal = aTick({
      ...bare,
      held_since: '2026-01-01T00:00:00Z',
      provenance: 'agent-proposed',
    });
    const ratified = aTick({ ...bare, held_since: '2026-01-02T00:00:00Z', parent_id: 'x' });
    const rows = listLines([
      { file: 'p', tick: proposal },
      { file: 'r', tick: ratified },
    ]);
    expect(rows.map((row) => row.split('\t')[0])).toEqual(['r']);
  });

  test('unparseable files are listed; nothing at all is no decisions yet', () => {
    expect(listLines([{ file: 'bad' }])).toEqual(['bad\t?\t"<unparseable>"']);
    expect(listLines([])).toEqual(['no decisions yet']);
  });
});
