/**
 * Rust's `str::trim` and `str::lines`, which ev applies to config files,
 * receipt files and the cached origin sha; JavaScript's `trim` and
 * `split('\n')` differ from them at the edges (U+FEFF, `\r\n`, the final
 * newline). Pure.
 */
import { isWhiteSpace } from './unicode.js';

/** Rust's `str::trim`: strips Unicode White_Space only (not U+FEFF, unlike JavaScript's `trim`). */
export function rustTrim(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && isWhiteSpace(text.charCodeAt(start))) start++;
  while (end > start && isWhiteSpace(text.charCodeAt(end - 1))) end--;
  return text.slice(start, end);
}

/** Rust's `str::lines`: split on `\n`, drop one trailing `\r` per line, no final empty line. */
export function rustLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines.map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
}

/**
 * `rustLines` one at a time, with each line's number (from 1): a caller that
 * stops early (a flood of bad lines) never splits the rest of the text.
 */
export function* eachRustLine(text: string): Generator<{ line: string; number: number }> {
  let start = 0;
  let number = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const raw = text.slice(start, end);
    number++;
    yield { line: raw.endsWith('\r') ? raw.slice(0, -1) : raw, number };
    start = end + 1;
  }
}
