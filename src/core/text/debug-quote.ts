/**
 * Rust's `{:?}` formatting of a string (docs/ev-0.1.md#debug-quoting), which ev uses in
 * several messages: wrapped in `"`, with `\\ \" \t \r \n \0` escaped and every
 * character Rust does not consider printable written as `\u{hex}`.
 */
import { propertyPattern } from './property-pattern.js';

const SIMPLE_ESCAPES: Record<string, string> = {
  '\\': '\\\\',
  '"': '\\"',
  '\t': '\\t',
  '\r': '\\r',
  '\n': '\\n',
  '\0': '\\0',
};

// Controls, format characters, surrogates, private use, unassigned, line and
// paragraph separators, spaces other than U+0020, and grapheme-extending marks.
const NEEDS_UNICODE_ESCAPE = propertyPattern(
  '^(?:[\\p{Cc}\\p{Cf}\\p{Cs}\\p{Co}\\p{Cn}\\p{Zl}\\p{Zp}\\p{Grapheme_Extend}]|(?! )\\p{Zs})$',
  'u',
);

function escapeChar(ch: string): string {
  const simple = SIMPLE_ESCAPES[ch];
  if (simple !== undefined) return simple;
  const code = ch.codePointAt(0) as number;
  // Printable ASCII is by far the common case: skip the regex.
  if (code >= 0x20 && code < 0x7f) return ch;
  return NEEDS_UNICODE_ESCAPE().test(ch) ? `\\u{${code.toString(16)}}` : ch;
}

/** Printable ASCII but `"` and `\\`: nothing to escape (most claims and refs). */
const PLAIN = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;

export function debugQuote(text: string): string {
  if (PLAIN.test(text)) return `"${text}"`;
  let out = '"';
  for (const ch of text) out += escapeChar(ch);
  return out + '"';
}
