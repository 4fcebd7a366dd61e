/**
 * Everything under `.evolving/results/` plus the config file: reading them
 * the way ev 0.1.2 does (an unreadable file counts as absent), saying what
 * was wrong (path and line) instead of staying silent, and writing them
 * byte-compatibly. Receipts, events and evidence are only ever appended.
 */
import {
  closeSync,
  fstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  appendFileSync,
  writeFileSync,
} from 'node:fs';
import { isUtf8 } from 'node:buffer';
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { parseConfig, type Config } from '../core/ledger/config.js';
import { rustTrim } from '../core/text/rust-text.js';
import { receiptKey } from '../core/ledger/identity.js';
import {
  formatReceiptLine,
  parseReceiptFile,
  type Receipt,
  type ReceiptFile,
} from '../core/verdict/receipt.js';
import { parseSelectedText, type SelectedList } from '../core/verdict/selected.js';
import type { Store } from './store.js';

/** Paths as shown to the user: relative to the repository root. */
export const RESULTS_REL = '.evolving/results';
export const receiptRel = (key: string): string => `${RESULTS_REL}/receipts/${key}.jsonl`;
export const SELECTED_REL = `${RESULTS_REL}/selected.json`;

const ORIGIN_SHA = 'origin-sha';

type Read = { ok: true; text: string } | { ok: false; absent: boolean; why: string };

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException).code;
}

function describe(error: unknown): string {
  const code = errorCode(error);
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'EISDIR') return 'is a directory';
  return error instanceof Error ? error.message : String(error);
}

/** A text file read as Rust's `read_to_string` would: invalid UTF-8 is a failure, not replacement characters. */
function readText(path: string): Read {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    return {
      ok: false,
      absent: errorCode(error) === 'ENOENT',
      why: `cannot be read: ${describe(error)}`,
    };
  }
  if (!isUtf8(bytes)) return { ok: false, absent: false, why: 'is not valid UTF-8' };
  return { ok: true, text: bytes.toString('utf8') };
}

// ---------------------------------------------------------------------------
// config
// ---------------------------------------------------------------------------

/** The config; an absent or unreadable file means every default (ev reads it as empty text). */
export function readConfig(store: Store): Config {
  const read = readText(store.configPath);
  return parseConfig(read.ok ? read.text : '');
}

// ---------------------------------------------------------------------------
// selected-list
// ---------------------------------------------------------------------------

export interface SelectedRead {
  /** null when absent or malformed (ev then skips the silently-unbound rule). */
  list: SelectedList | null;
  /** Why a present file was ignored, naming it. */
  problem?: string;
}

export function readSelectedList(
  store: Store,
  path = join(store.resultsDir, 'selected.json'),
  shown = SELECTED_REL,
): SelectedRead {
  const read = readText(path);
  if (!read.ok) {
    return read.absent
      ? { list: null }
      : { list: null, problem: `${shown}: ${read.why} — ignored (as ev 0.1.2 does)` };
  }
  const parsed = parseSelectedText(read.text);
  if (parsed.ok) return { list: parsed.list };
  return {
    list: null,
    problem: `${shown}: ${parsed.message} — the selected-list is ignored (as ev 0.1.2 does), so the silently-unbound rule is not evaluated`,
  };
}

// ---------------------------------------------------------------------------
// receipts
// ---------------------------------------------------------------------------

export interface ReceiptIndex {
  /** The well-formed receipts of a ref, as the engine must see them (none when ev would read none). */
  receiptsFor(ref: string): Receipt[];
  /** One message per problem: `<path>:<line>: <what is wrong>`. */
  problems: string[];
  /** Every file read, by key (for the report). */
  files: Map<string, ReceiptFile>;
}

const EV_READS_NONE = 'ev 0.1.2 ignores every receipt in this file, and so does this evaluation';

function readReceiptFile(store: Store, key: string): { file: ReceiptFile; problems: string[] } {
  const rel = receiptRel(key);
  const read = readText(join(store.resultsDir, 'receipts', `${key}.jsonl`));
  if (!read.ok) {
    const file: ReceiptFile = { key, receipts: [], problems: [], readAsEmpty: true };
    return { file, problems: read.absent ? [] : [`${rel}: ${read.why} — ${EV_READS_NONE}`] };
  }
  const file = parseReceiptFile(key, read.text);
  const problems = file.problems.map((p) =>
    p.kind === 'malformed'
      ? `${rel}:${p.line}: ${p.message} — ${EV_READS_NONE}`
      : `${rel}:${p.line}: ${p.message}`,
  );
  return { file, problems };
}

/** Reads each receipt file the refs need exactly once. */
export function readReceipts(store: Store, refs: Iterable<string>): ReceiptIndex {
  const files = new Map<string, ReceiptFile>();
  const problems: string[] = [];
  const keyOf = new Map<string, string>();
  for (const ref of refs) {
    if (keyOf.has(ref)) continue;
    const key = receiptKey(ref);
    keyOf.set(ref, key);
    if (files.has(key)) continue;
    const read = readReceiptFile(store, key);
    files.set(key, read.file);
    problems.push(...read.problems);
  }
  const byRef = new Map<string, Receipt[]>();
  return {
    files,
    problems,
    receiptsFor(ref: string): Receipt[] {
      let receipts = byRef.get(ref);
      if (receipts === undefined) {
        const file = files.get(keyOf.get(ref) ?? receiptKey(ref));
        receipts = (file?.receipts ?? [])
          .filter((r) => r.receipt.test === ref)
          .map((r) => r.receipt);
        byRef.set(ref, receipts);
      }
      return receipts;
    },
  };
}

/**
 * Appends a line. If the file does not end with a newline (a hand edit), a
 * newline goes first, so the new line never fuses with the last one; nothing
 * already there is rewritten.
 */
export function appendLine(path: string, line: string): void {
  mkdirSync(dirname(path), { recursive: true });
  appendFileSync(path, endsWithoutNewline(path) ? `\n${line}` : line);
}

function endsWithoutNewline(path: string): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    return false;
  }
  try {
    const size = fstatSync(fd).size;
    if (size === 0) return false;
    const last = Buffer.alloc(1);
    readSync(fd, last, 0, 1, size - 1);
    return last[0] !== 0x0a;
  } finally {
    closeSync(fd);
  }
}

/** Appends a receipt exactly as ev writes it. Throws an Error whose message says what failed. */
export function appendReceipt(store: Store, receipt: Receipt): void {
  try {
    appendLine(
      join(store.resultsDir, 'receipts', `${receiptKey(receipt.test)}.jsonl`),
      formatReceiptLine(receipt),
    );
  } catch (error) {
    throw new Error(describe(error));
  }
}

// ---------------------------------------------------------------------------
// state, events, origin-sha, evidence
// ---------------------------------------------------------------------------

/** State files written at once: the file system, not the CPU, is the cost of one file per tick. */
const STATE_WRITE_CONCURRENCY = 32;

/**
 * Rewrites `results/state/<tick id>.json` for each document; like ev, a
 * failure is not fatal. Resolves to the ids that could not be written.
 */
export async function writeStateFiles(
  store: Store,
  documents: readonly (readonly [tickId: string, text: string])[],
): Promise<string[]> {
  const dir = join(store.resultsDir, 'state');
  try {
    mkdirSync(dir, { recursive: true });
  } catch {
    return documents.map(([tickId]) => tickId);
  }
  const failed: string[] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < documents.length) {
      const [tickId, text] = documents[next++] as readonly [string, string];
      await writeFile(join(dir, `${tickId}.json`), text).catch(() => failed.push(tickId));
    }
  };
  await Promise.all(
    Array.from({ length: Math.min(STATE_WRITE_CONCURRENCY, documents.length) }, worker),
  );
  return failed;
}

/** Best effort, as ev: a failure to log never fails the command. */
export function appendEvents(store: Store, lines: readonly string[]): void {
  if (lines.length === 0) return;
  try {
    appendLine(join(store.resultsDir, 'events.jsonl'), lines.join(''));
  } catch {
    // best effort by contract (ledger.md §10)
  }
}

/** The cached live-origin sha, trimmed; null when absent, unreadable or blank. */
export function readOriginSha(store: Store): string | null {
  const read = readText(join(store.resultsDir, ORIGIN_SHA));
  if (!read.ok) return null;
  const sha = rustTrim(read.text);
  return sha === '' ? null : sha;
}

/** Caches the live-origin sha (no trailing newline, as ev writes it); failures are ignored, as ev does. */
export function writeOriginSha(store: Store, sha: string): void {
  try {
    mkdirSync(store.resultsDir, { recursive: true });
    writeFileSync(join(store.resultsDir, ORIGIN_SHA), sha);
  } catch {
    // ev ignores this failure too: the cache only serves later --offline runs
  }
}

/** Appends one evidence line under the bound ref's key. */
export function appendEvidence(store: Store, boundRef: string, line: string): void {
  appendLine(join(store.resultsDir, 'evidence', `${receiptKey(boundRef)}.jsonl`), line);
}
