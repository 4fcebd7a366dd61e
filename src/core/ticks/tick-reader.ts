/**
 * Reading ticks the way ev 0.1.2's read-only commands do (docs/ev-0.1.md#the-read-only-commands):
 * one tick file by name (`log`, `reopen`), or every tick file at once
 * (`list`, `brief`, `why`), where the first file that is not JSON aborts the
 * command. The messages are ev's: Rust's for an invalid UTF-8 stream,
 * serde_json's for a JSON syntax error (json-syntax.ts: a reason, a line and
 * a column, never the file's text), the parser's (tick.ts) for a tick that
 * does not parse. Pure: the store adapter hands over the bytes.
 */
import { isUtf8 } from 'node:buffer';
import { DEFAULT_EV_RULES, type EvRules } from './ev-rules.js';
import { NOT_UTF8, parseJsonText } from './json-text.js';
import type { TickFile } from './ledger.js';
import { parseTick, type Tick } from './tick.js';

export { NOT_UTF8 };

export type TextRead = { ok: true; text: string } | { ok: false; message: string };

/** The bytes as text, or ev's I/O error when they are not UTF-8 (a byte-order mark is kept, as Rust keeps it). */
export function decodeText(bytes: Uint8Array): TextRead {
  if (!isUtf8(bytes)) return { ok: false, message: NOT_UTF8 };
  return {
    ok: true,
    text: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('utf8'),
  };
}

export type TickRead = { ok: true; tick: Tick } | { ok: false; message: string };

/**
 * One tick file as ev's `read_tick` reads it: text, then JSON, then the
 * strict tick parse; the first failure is the message (`error: reading <id>: <message>`).
 */
export function readTick(bytes: Uint8Array, rules: EvRules = DEFAULT_EV_RULES): TickRead {
  const text = decodeText(bytes);
  if (!text.ok) return text;
  const json = parseJsonText(text.text);
  if (!json.ok) return { ok: false, message: json.evMessage };
  const parsed = parseTick(json.value, rules);
  return parsed.ok ? { ok: true, tick: parsed.tick } : { ok: false, message: parsed.message };
}

/** A tick file that is JSON: the tick when it parses (docs/ev-0.1.md#the-tick), else none. */
export interface JsonTickFile {
  /** The file name (the tick's id when all is well). */
  file: string;
  tick?: Tick;
}

export type EveryTick = { ok: true; files: JsonTickFile[] } | { ok: false; message: string };

/**
 * ev's `read_all`: every regular tick file, in the order given (directory
 * order), each as JSON. The first file that cannot be read, is not UTF-8 or
 * is not JSON aborts with the text after `error: reading store: `; JSON that
 * fails to parse as a tick is kept without a tick (each command decides).
 */
export function readEveryTick(
  files: Iterable<TickFile>,
  rules: EvRules = DEFAULT_EV_RULES,
): EveryTick {
  const read: JsonTickFile[] = [];
  for (const file of files) {
    if (file.notAFile) continue;
    if (file.readError !== undefined || file.bytes === undefined)
      return { ok: false, message: `${file.name}: ${file.readError ?? 'cannot be read'}` };
    const text = decodeText(file.bytes);
    if (!text.ok) return text;
    const json = parseJsonText(text.text);
    if (!json.ok) return { ok: false, message: `${file.name}: ${json.evMessage}` };
    const parsed = parseTick(json.value, rules);
    read.push(parsed.ok ? { file: file.name, tick: parsed.tick } : { file: file.name });
  }
  return { ok: true, files: read };
}
