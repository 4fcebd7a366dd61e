import { listLines, listRow } from '../../../src/core/ledger/list.js';
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
    const rows = listLines([
      { file: 'a\u{1F600}', tick: aTick() },
      { file: 'a\uFF61', tick: aTick() },
      { file: 'B', tick: aTick() },
      { file: 'a', tick: aTick() },
    ]);
    expect(rows.map((row) => row.split('\t')[0])).toEqual(['B', 'a', 'a\uFF61', 'a\u{1F600}']);
  });

  test('the whole row is the sort key, not the file name', () => {
    // By name `a` < `a\u0001`; by row the tab after `a` (U+0009) sorts above U+0001.
    const rows = listLines([
      { file: 'a', tick: aTick() },
      { file: 'a\u0001', tick: aTick() },
    ]);
    expect(rows.map((row) => row.split('\t')[0])).toEqual(['a\u0001', 'a']);
  });
});
