/**
 * Reading a JSON file the way ev's serde_json does, but with one clear message
 * per problem instead of an abort. A failure carries two messages: ev's own
 * (`evMessage`: serde_json's `key must be a string at line 1 column 3`, or
 * Rust's `stream did not contain valid UTF-8`), which the ev-compatible
 * commands print, and a descriptive one (`message`) for findings and
 * warnings. Neither ever quotes the text: a tick file can be a link to a
 * secret. It also notices duplicate object keys, which both serde_json and
 * JSON.parse resolve silently (the last one wins) — we keep that meaning but
 * say so.
 */
import { isUtf8 } from 'node:buffer';
import { describeJsonSyntaxError, findJsonSyntaxError } from './json-syntax.js';

export type JsonText =
  /** `text`: the decoded text that was parsed. */
  | { ok: true; value: unknown; text: string; duplicateKeys: DuplicateKey[] }
  | { ok: false; message: string; evMessage: string };

export interface DuplicateKey {
  key: string;
  /** 1-based line of the repeated occurrence. */
  line: number;
}

/** Rust's `read_to_string` on bytes that are not UTF-8. */
export const NOT_UTF8 = 'stream did not contain valid UTF-8';

export interface JsonTextOptions {
  /** Look for keys written twice in one object (tick files, whose warnings name them). */
  duplicateKeys?: boolean;
}

export function parseJsonBytes(bytes: Uint8Array, options: JsonTextOptions = {}): JsonText {
  if (!isUtf8(bytes)) {
    return {
      ok: false,
      message: `not valid UTF-8 (${describeBadUtf8(bytes)})`,
      evMessage: NOT_UTF8,
    };
  }
  return parseJsonText(
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('utf8'),
    options,
  );
}

export function parseJsonText(text: string, options: JsonTextOptions = {}): JsonText {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return notJson(text);
  }
  const shape = shapeOf(value);
  // serde_json also refuses what JSON.parse takes: nesting 128 deep, numbers beyond f64, lone surrogates.
  if (mayExceedSerde(text, shape) && findJsonSyntaxError(Buffer.from(text, 'utf8')) !== undefined)
    return notJson(text);
  const duplicateKeys =
    options.duplicateKeys === true && mayHaveDuplicateKeys(text, shape)
      ? findDuplicateKeys(text)
      : [];
  return { ok: true, value, text, duplicateKeys };
}

/** The failure for a text serde_json refuses: its message, and a hint where one helps a person. */
function notJson(text: string): JsonText {
  const error = findJsonSyntaxError(Buffer.from(text, 'utf8'));
  // JSON.parse or a serde-only rule refused the text, so the scan finds why; this keeps the function total.
  const evMessage = error ? describeJsonSyntaxError(error) : 'expected value at line 1 column 1';
  return { ok: false, message: `not valid JSON: ${evMessage}${hintFor(text)}`, evMessage };
}

function hintFor(text: string): string {
  if (text.charCodeAt(0) === 0xfeff) return ' (the file starts with a UTF-8 byte-order mark)';
  if (!/\S/.test(text)) return ' (the file is empty)';
  return '';
}

/** serde_json's nesting budget: it refuses a text nested 128 levels deep. */
const SERDE_DEPTH = 128;

/**
 * What one walk over a parsed value finds, for the cheap tests below: every
 * tick file and receipt line is parsed, and this walk replaced two walks
 * over the value and a scan of the text.
 */
interface ParsedShape {
  /** Every object key (a duplicated key once: JSON.parse kept only the last). */
  keys: number;
  /** The deepest nesting of arrays and objects, counted up to SERDE_DEPTH. */
  depth: number;
  /** A number at or beyond the largest double, or not finite. */
  hugeNumber: boolean;
}

function shapeOf(value: unknown): ParsedShape {
  const shape: ParsedShape = { keys: 0, depth: 0, hugeNumber: false };
  walkShape(value, 0, shape);
  return shape;
}

/** Bounded: nothing below SERDE_DEPTH is walked (serde_json's own scan then decides). */
function walkShape(value: unknown, depth: number, shape: ParsedShape): void {
  if (typeof value === 'number') {
    if (!(Math.abs(value) < 1e308)) shape.hugeNumber = true;
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const level = depth + 1;
  if (level > shape.depth) shape.depth = level;
  if (level >= SERDE_DEPTH) return;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) walkShape(value[i], level, shape);
    return;
  }
  for (const key in value) {
    shape.keys++;
    walkShape((value as Record<string, unknown>)[key], level, shape);
  }
}

/**
 * Could serde_json refuse this text although JSON.parse took it? Cheap tests
 * that rule it out for almost every file: a lone surrogate needs a `\\u`
 * escape; the parsed value is as deeply nested as the text; a number beyond
 * f64 (JSON.parse reads it as Infinity — or near the largest double, where
 * the two may round apart) is looked for in the parsed value, which is
 * cheaper than any scan of the text. When one may be there, the serde_json
 * scan decides.
 */
function mayExceedSerde(text: string, shape: ParsedShape): boolean {
  if (text.includes('\\u') && hasLoneSurrogateEscape(text)) return true;
  return shape.depth >= SERDE_DEPTH || shape.hugeNumber;
}

function describeBadUtf8(bytes: Uint8Array): string {
  const decoded = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  const at = decoded.indexOf('\ufffd');
  if (at < 0) return 'malformed byte sequence';
  const line = lineOf(decoded, at);
  return `first malformed sequence on line ${line}`;
}

function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

function hasLoneSurrogateEscape(text: string): boolean {
  const escape =
    /\\u([dD][89abAB][0-9a-fA-F]{2})(\\u[dD][c-fC-F][0-9a-fA-F]{2})?|\\u[dD][c-fC-F][0-9a-fA-F]{2}/g;
  for (let m = escape.exec(text); m; m = escape.exec(text)) {
    if (isEscapedBackslash(text, m.index)) continue;
    if (m[1] === undefined || m[2] === undefined) return true;
  }
  return false;
}

/** True when the backslash at `index` is itself escaped (preceded by an odd run of backslashes). */
function isEscapedBackslash(text: string, index: number): boolean {
  let run = 0;
  for (let i = index - 1; i >= 0 && text.charCodeAt(i) === 0x5c; i--) run++;
  return run % 2 === 1;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const COLON = 0x3a;
const NEWLINE = 0x0a;

/** JSON white space: what may stand between a key's closing quote and its colon. */
function isJsonWhiteSpace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
}

/**
 * Colons whose previous non-white-space character is a quote: every key ends
 * so, and only a colon inside a string value can add to the count. indexOf
 * finds the few colons of a tick far faster than a regular expression scan.
 */
function countKeyEnds(text: string): number {
  let count = 0;
  for (let colon = text.indexOf(':'); colon >= 0; colon = text.indexOf(':', colon + 1)) {
    let before = colon - 1;
    while (before >= 0 && isJsonWhiteSpace(text.charCodeAt(before))) before--;
    if (text.charCodeAt(before) === QUOTE) count++;
  }
  return count;
}

/**
 * A cheap test that rules out duplicate keys for almost every file, so the
 * character-by-character scan runs only when one may exist. The text holds at
 * least as many key ends as keys were written; the parsed value holds each
 * distinct key of an object once. If the two counts are equal, no key was
 * written twice. (A string value containing `":` only makes the text count
 * larger: then the full scan decides.)
 */
function mayHaveDuplicateKeys(text: string, shape: ParsedShape): boolean {
  // Keys below the walk's depth were not counted: the full scan decides.
  return shape.depth >= SERDE_DEPTH || countKeyEnds(text) !== shape.keys;
}

/**
 * One pass over already-valid JSON: for every object, the keys seen so far;
 * a key seen twice in the same object is reported with its line.
 */
export function findDuplicateKeys(text: string): DuplicateKey[] {
  const duplicates: DuplicateKey[] = [];
  const stack: (Set<string> | null)[] = [];
  let line = 1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === NEWLINE) line++;
    else if (c === OPEN_BRACE) stack.push(new Set());
    else if (c === OPEN_BRACKET) stack.push(null);
    else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) stack.pop();
    else if (c === QUOTE) {
      const end = endOfString(text, i);
      const keys = stack[stack.length - 1];
      if (keys && isFollowedByColon(text, end + 1)) {
        const key = JSON.parse(text.slice(i, end + 1)) as string;
        if (keys.has(key)) duplicates.push({ key, line });
        else keys.add(key);
      }
      i = end;
    }
  }
  return duplicates;
}

function endOfString(text: string, openingQuote: number): number {
  for (let i = openingQuote + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === BACKSLASH) i++;
    else if (c === QUOTE) return i;
  }
  return text.length;
}

function isFollowedByColon(text: string, from: number): boolean {
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === COLON) return true;
    if (c !== 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) return false;
  }
  return false;
}
