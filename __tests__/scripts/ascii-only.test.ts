/**
 * scripts/ascii-only.mjs writes the bundle in ASCII: every program means what
 * it meant (its value computed before and after), and only what cannot be
 * escaped without changing it is left as written.
 */
import { runInNewContext } from 'node:vm';
import { expect, test } from '@jest/globals';
import { asciiOnly as escape } from '../../scripts/ascii-only.mjs';

const PROGRAMS = [
  // Strings, templates, regular expressions (with and without `u`), comments, identifiers.
  "'a — b ’c’ ÷ 😀'",
  '`x ${1 + 1} — ${"é"} 😀`',
  "/[—–]+/.test('a—b') && /😀/u.test('😀') && /^.$/u.test('😀') && /é/i.test('É')",
  "/* — a comment ’ */ 'ok' // — another",
  'const café = 1; café + 1',
  "'😀'.length + '—'.codePointAt(0)",
  // A character after a backslash is itself; escaping it would change the string.
  "'\\é' + '\\\\é'",
  // A tag reads the template's raw text: left as written.
  'String.raw`— ${1} \\u00e9` + ((s) => s.raw[0])`é`',
];

test.each(PROGRAMS)('%s means the same in ASCII', (program) => {
  const ascii = escape(program);
  expect(runInNewContext(ascii)).toEqual(runInNewContext(program));
});

test('only what cannot be escaped is left outside ASCII', () => {
  expect(escape("'a — b' /* ’ */ /😀/u")).toBe("'a \\u2014 b' /* \\u2019 */ /\\ud83d\\ude00/u");
  expect(escape("'\\é'")).toBe("'\\é'");
  expect(escape('String.raw`é`')).toBe('String.raw`é`');
  const plain = 'const a = 1;\n';
  expect(escape(plain)).toBe(plain);
});
