// Where a base line sits at the head (core/claims/line-map.ts): the line a
// broken anchor is annotated on. Kept lines follow the change; a removed or
// replaced line lands on the hunk that took its place; the comparison is
// bounded and falls back to the common prefix and suffix.
import { describe, expect, test } from '@jest/globals';
import { lineMap, lineMapBudget } from '../../../src/core/claims/line-map.js';

const text = (...lines: string[]): string => joined(lines);
/** Many lines (a spread of 200,000 arguments overflows the stack). */
const joined = (lines: readonly string[]): string => lines.map((l) => `${l}\n`).join('');
const numbered = (n: number, tag = 'line'): string[] =>
  Array.from({ length: n }, (_, i) => `${tag} ${i + 1}`);

describe('lines the change keeps', () => {
  test('identical texts map every line to itself', () => {
    const body = text(...numbered(5));
    const map = lineMap(body, body);
    expect([1, 2, 3, 4, 5].map((l) => map.at(l))).toEqual([1, 2, 3, 4, 5]);
    expect(map.exact).toBe(true);
  });

  test('lines inserted above shift a kept line down', () => {
    const map = lineMap(text('a', 'b', 'c'), text('new 1', 'new 2', 'a', 'b', 'c'));
    expect([map.at(1), map.at(2), map.at(3)]).toEqual([3, 4, 5]);
  });

  test('lines deleted above shift a kept line up', () => {
    const map = lineMap(text('x', 'y', 'a', 'b'), text('a', 'b'));
    expect([map.at(3), map.at(4)]).toEqual([1, 2]);
  });

  test('changes both above and below a kept line (middle compared line by line)', () => {
    const map = lineMap(
      text('head', 'one', 'keep me', 'two', 'tail'),
      text('head', 'inserted', 'one changed', 'keep me', 'two changed', 'more', 'tail'),
    );
    expect(map.at(3)).toBe(4);
    expect(map.at(5)).toBe(7); // the common suffix
    expect(map.at(1)).toBe(1); // the common prefix
    expect(map.exact).toBe(true);
  });
});

describe('lines the change removes or replaces', () => {
  test('the line itself replaced: the first line of the replacing hunk', () => {
    const map = lineMap(
      text('use std::io;', '', 'pub fn guard_attach() {', '}'),
      text('// one', '// two', 'use std::io;', '', 'pub fn guard_ref() {', '    // body', '}'),
    );
    expect(map.at(3)).toBe(5);
  });

  test('a block replaced by more lines: every removed line lands on its first line', () => {
    const map = lineMap(
      text('a', 'old 1', 'old 2', 'z'),
      text('a', 'new 1', 'new 2', 'new 3', 'z'),
    );
    expect([map.at(2), map.at(3)]).toEqual([2, 2]);
  });

  test('a line deleted: the line after which the deletion happened', () => {
    const map = lineMap(text('a', 'b', 'gone', 'c'), text('a', 'b', 'c'));
    expect(map.at(3)).toBe(2);
  });

  test('the first line deleted: clamped to line 1', () => {
    const map = lineMap(text('gone', 'a', 'b'), text('a', 'b'));
    expect(map.at(1)).toBe(1);
  });

  test('the line removed at the end of the file: the new last line', () => {
    const map = lineMap(text('a', 'b', 'c', 'gone'), text('a', 'b', 'c'));
    expect(map.at(4)).toBe(3);
  });

  test('everything removed: line 1 of the (empty) head', () => {
    const map = lineMap(text('a', 'b'), '');
    expect([map.at(1), map.at(2)]).toEqual([1, 1]);
  });

  test('a file without a final newline, and CRLF lines compared as they are', () => {
    const map = lineMap('a\r\nb\r\nc', 'new\r\na\r\nB\r\nc');
    expect(map.at(2)).toBe(3);
    expect(map.at(3)).toBe(4);
  });

  test('a line number past the base is clamped to the head', () => {
    const map = lineMap(text('a', 'b'), text('a'));
    expect(map.at(99)).toBe(1);
    expect(map.at(0)).toBe(1);
  });
});

describe('large files and the bound', () => {
  test('200,000 lines with lines inserted above and the anchored line replaced', () => {
    const base = numbered(200_000);
    const head = [...base];
    head.splice(150_000, 1, 'replaced');
    head.splice(10, 0, 'inserted 1', 'inserted 2', 'inserted 3');
    const map = lineMap(joined(base), joined(head));
    expect(map.exact).toBe(true);
    expect(map.at(150_001)).toBe(150_004);
    expect(map.at(150_002)).toBe(150_005);
    expect(map.at(5)).toBe(5);
    expect(map.at(200_000)).toBe(200_003);
  });

  test('more edits than the bound: the middle is one hunk (prefix/suffix approximation)', () => {
    const base = numbered(3000);
    // Every other line rewritten between an untouched prefix and suffix.
    const head = base.map((l, i) => (i >= 100 && i < 2900 && i % 2 === 0 ? `${l} changed` : l));
    const map = lineMap(joined(base), joined(head), lineMapBudget(), 50);
    expect(map.exact).toBe(false);
    expect(map.at(50)).toBe(50); // in the common prefix
    expect(map.at(2950)).toBe(2950); // in the common suffix
    expect(map.at(1001)).toBe(101); // inside the middle: its first line at the head
  });

  test('an exhausted budget takes the approximation at once; a shared budget is spent', () => {
    const base = text('a', 'b', 'c', 'd');
    const head = text('a', 'x', 'y', 'c', 'd');
    const none = lineMap(base, head, lineMapBudget(0));
    expect(none.exact).toBe(false);
    expect([none.at(1), none.at(2), none.at(3)]).toEqual([1, 2, 4]);
    // 40 lines all rewritten need 80 edits: more steps than this budget holds.
    const budget = lineMapBudget(1_000);
    expect(lineMap(text(...numbered(40)), text(...numbered(40, 'other')), budget).exact).toBe(
      false,
    );
    expect(budget.steps).toBeLessThan(0);
    // The budget is shared: the next file of the same review is approximated, however small.
    const later = lineMap(text('a', 'b', 'c'), text('a', 'x', 'c'), budget);
    expect(later.exact).toBe(false);
    expect(later.at(2)).toBe(2);
    expect(lineMap(text('a', 'b', 'c'), text('a', 'x', 'c')).exact).toBe(true);
  });

  test('the exact map agrees with a brute-force LCS on small random edits', () => {
    let seed = 7;
    const random = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let round = 0; round < 200; round++) {
      const base = Array.from({ length: 1 + random(12) }, () => `l${random(5)}`);
      const head = Array.from({ length: 1 + random(12) }, () => `l${random(5)}`);
      const map = lineMap(text(...base), text(...head));
      for (let line = 1; line <= base.length; line++) {
        const got = map.at(line);
        expect(got).toBeGreaterThanOrEqual(1);
        expect(got).toBeLessThanOrEqual(Math.max(head.length, 1));
      }
      // Myers' script is a shortest one: it keeps as many lines as the longest common subsequence.
      expect(map.exact).toBe(true);
      expect(map.kept).toBe(lcsLength(base, head));
      // Lines map in order.
      for (let line = 2; line <= base.length; line++)
        expect(map.at(line)).toBeGreaterThanOrEqual(map.at(line - 1));
    }
  });
});

function lcsLength(a: readonly string[], b: readonly string[]): number {
  const row = new Array<number>(b.length + 1).fill(0);
  for (const x of a) {
    let diagonal = 0;
    for (let j = 1; j <= b.length; j++) {
      const up = row[j] as number;
      row[j] = x === b[j - 1] ? diagonal + 1 : Math.max(up, row[j - 1] as number);
      diagonal = up;
    }
  }
  return row[b.length] as number;
}
