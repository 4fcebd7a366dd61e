/**
 * Everything under `.evolving/results/` plus the config file: reading them
 * the way ev 0.1.2 does (an unreadable file counts as absent), saying what
 * was wrong (path and line) instead of staying silent, and writing them
 * byte-compatibly. Receipts, events and evidence are only ever appended.
 *
 * All of it is untrusted
 * (docs/USAGE.md#links-and-special-files-in-a-pull-request): reads are bounded
 * and never follow a link (store.ts), writes never go through a link nor
 * through a linked directory on the way; a refused path is noted in
 * `store.refused` and skipped.
 */
import { dirname, join, sep } from 'node:path';
import { parseConfig, type Config } from '../../core/ticks/config.js';
import { rustTrim } from '../../core/text/rust-text.js';
import { receiptKey, sha256Hex } from '../../core/ticks/identity.js';
import {
  formatReceiptLine,
  MAX_MALFORMED_LINES,
  parseReceiptFile,
  type Receipt,
  type ReceiptFile,
} from '../../core/ticks/verdict/receipt.js';
import { parseSelectedText, type SelectedList } from '../../core/ticks/verdict/selected.js';
import { CLOCK_SKEW_SECONDS, isFutureDated } from '../../core/ticks/verdict/provenance.js';
import {
  directoryOnTheWayIsReal,
  directoryRefusal,
  noteRefused,
  READ_BOUNDS,
  readStoreText,
  shownPath,
  storeTextOf,
  type Store,
} from '../files/store.js';
import { readListingAhead } from '../files/read-ahead.js';
import {
  entryKind,
  linkOnTheWay,
  listEntries,
  makeDirectoryNoFollow,
  RefusedPathError,
  writeNoFollow,
  writeRefusalNote,
  type BoundedRead,
  type EntryKind,
} from '../files/untrusted-file.js';

/** Paths as shown to the user: relative to the repository root. */
export const RESULTS_REL = '.evolving/results';
export const receiptRel = (key: string): string => `${RESULTS_REL}/receipts/${key}.jsonl`;
export const SELECTED_REL = `${RESULTS_REL}/selected.json`;

const ORIGIN_SHA = 'origin-sha';

/** A failed write as one message, the path shown relative to the store's root. */
function describeWriteFailure(store: Store, error: unknown): string {
  if (error instanceof RefusedPathError) return `${shownPath(store, error.path)}: ${error.reason}`;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Notes a write refused because a link or special file is at the path (or on
 * the way); other failures stay silent, as ev keeps them (docs/ev-0.1.md#the-event-log).
 */
function noteRefusedWrite(store: Store, error: unknown): void {
  const note = writeRefusalNote(store.root, error);
  if (note !== undefined) store.refused.add(note);
}

// ---------------------------------------------------------------------------
// config
// ---------------------------------------------------------------------------

/** The config; an absent or unreadable file means every default (ev reads it as empty text). */
export function readConfig(store: Store): Config {
  const read = readStoreText(store.configPath, READ_BOUNDS.config);
  if (!read.ok && !read.absent && read.refused) {
    noteRefused(store, shownPath(store, store.configPath), read.why, 'the defaults are used');
  }
  return parseConfig(read.ok ? read.text : '');
}

// ---------------------------------------------------------------------------
// selected-list
// ---------------------------------------------------------------------------

export interface SelectedRead {
  /** null when absent, malformed or refused (ev then skips the silently-unbound rule). */
  list: SelectedList | null;
  /**
   * Why a present file was ignored, naming it — a warning ev does not print,
   * so the action and `report` show it and `check` does not. (A refused link
   * or special file is noted in `store.refused` instead.)
   */
  problem?: string;
}

export function readSelectedList(
  store: Store,
  path = join(store.resultsDir, 'selected.json'),
  shown = SELECTED_REL,
): SelectedRead {
  if (!directoryOnTheWayIsReal(store, dirname(path))) return { list: null };
  const read = readStoreText(path, READ_BOUNDS.selectedList);
  if (!read.ok) {
    if (read.absent) return { list: null };
    if (read.refused) {
      noteRefused(store, shown, read.why, 'ignored, so the silently-unbound rule is not evaluated');
      return { list: null };
    }
    return { list: null, problem: `${shown}: ${read.why} — ignored (as ev 0.1.2 does)` };
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
  /** Receipts refused as evidence (dated in the future), `<path>:<line>: why`. */
  refused: string[];
}

const EV_READS_NONE = 'ev 0.1.2 ignores every receipt in this file, and so does this evaluation';

function noReceipts(key: string): ReceiptFile {
  return { key, receipts: [], problems: [], omittedProblems: 0, readAsEmpty: true };
}

/** What a file's shown problems leave out: the count of the rest, and where reading stopped. */
export function receiptFloodNotes(
  rel: string,
  file: Pick<ReceiptFile, 'omittedProblems' | 'stoppedAtLine'>,
): string[] {
  const notes: string[] = [];
  if (file.omittedProblems > 0)
    notes.push(`${rel}: ${file.omittedProblems} more problems in this file not listed`);
  if (file.stoppedAtLine !== undefined)
    notes.push(
      `${rel}: not read beyond line ${file.stoppedAtLine} (${MAX_MALFORMED_LINES} malformed lines) — ${EV_READS_NONE}`,
    );
  return notes;
}

/** One receipt file as read: the file, its problems, and the note when it was refused. */
export interface ReceiptFileRead {
  file: ReceiptFile;
  problems: string[];
  refused?: string;
}

/** Receipt files as read, by key: data only; `indexReceipts` adds the notes to the store. */
interface ReceiptFiles {
  /** What was read; a key that is not here has no file. */
  byKey: Map<string, ReceiptFileRead>;
  /** Set when `receipts/` (or a directory on the way) is a link or special file: nothing read. */
  directoryRefused?: string;
}

function readReceiptFile(
  store: Store,
  key: string,
  bytes: BoundedRead,
  digests: Map<string, string> | undefined,
): ReceiptFileRead {
  const rel = receiptRel(key);
  const read = storeTextOf(bytes);
  if (read.ok && digests !== undefined) digests.set(`${key}.jsonl`, sha256Hex(read.bytes));
  if (!read.ok) {
    if (read.absent) return { file: noReceipts(key), problems: [] };
    if (read.refused) {
      // ev would follow the link; reading none keeps a planted file from turning a verdict green.
      const refused = `${rel}: ${read.why} — read as no receipts`;
      return { file: noReceipts(key), problems: [], refused };
    }
    return { file: noReceipts(key), problems: [`${rel}: ${read.why} — ${EV_READS_NONE}`] };
  }
  const file = parseReceiptFile(key, read.text);
  const problems = file.problems.map((p) =>
    p.kind === 'malformed'
      ? `${rel}:${p.line}: ${p.message} — ${EV_READS_NONE}`
      : `${rel}:${p.line}: ${p.message}`,
  );
  problems.push(...receiptFloodNotes(rel, file));
  return { file, problems };
}

/**
 * Reads the receipt files of `keys`. One listing says what each entry is: a
 * key with no file costs no system call, a file no `lstat`.
 */
function readReceiptFiles(
  store: Store,
  keys: Iterable<string>,
  digests: Map<string, string> | undefined,
): ReceiptFiles {
  const dir = join(store.resultsDir, 'receipts');
  const byKey = new Map<string, ReceiptFileRead>();
  const directoryRefused = directoryRefusal(store, dir);
  if (directoryRefused !== undefined) return { byKey, directoryRefused };
  let kinds: Map<string, EntryKind>;
  try {
    kinds = new Map(listEntries(dir).map((entry) => [entry.name, entry.kind]));
  } catch {
    return { byKey };
  }
  const listed = new Map<string, EntryKind>();
  for (const key of keys) {
    const kind = kinds.get(`${key}.jsonl`) ?? 'missing';
    if (kind !== 'missing') listed.set(key, kind);
  }
  // The regular files are read by the launcher's thread where it offers to, a batch ahead.
  const { reads, done } = readListingAhead(
    [...listed].map(([key, kind]) => ({ key, kind, path: receiptsPath(store, key) })),
    READ_BOUNDS.receiptFile,
  );
  try {
    for (const [{ key }, bytes] of reads)
      byKey.set(key, readReceiptFile(store, key, bytes, digests));
  } finally {
    done();
  }
  return { byKey };
}

/**
 * The receipts of these refs, each file read once: problems in ref order, and
 * the notes of refused files added to the store's refusals. `digests`, when
 * given, gets the SHA-256 of each file read whole (by file name), so that
 * the receipts directory's seal need not read it again.
 */
export function indexReceipts(
  store: Store,
  refs: Iterable<string>,
  admission?: ReceiptAdmission,
  digests?: Map<string, string>,
): ReceiptIndex {
  const keyOf = new Map<string, string>();
  for (const ref of refs) if (!keyOf.has(ref)) keyOf.set(ref, receiptKey(ref));
  const read = readReceiptFiles(store, new Set(keyOf.values()), digests);
  if (read.directoryRefused !== undefined) store.refused.add(read.directoryRefused);
  const byKey = new Map<string, ReceiptFile>();
  const problems: string[] = [];
  for (const key of keyOf.values()) {
    if (byKey.has(key)) continue;
    const one = read.byKey.get(key);
    byKey.set(key, one?.file ?? noReceipts(key));
    if (one === undefined) continue;
    for (const problem of one.problems) problems.push(problem);
    if (one.refused !== undefined) store.refused.add(one.refused);
  }
  const refused: string[] = [];
  if (admission?.nowSeconds !== undefined) refuseFutureDated(byKey, admission.nowSeconds, refused);
  const admits = admission?.admits;
  const byRef = new Map<string, Receipt[]>();
  return {
    files: byKey,
    problems,
    refused,
    receiptsFor(ref: string): Receipt[] {
      let receipts = byRef.get(ref);
      if (receipts === undefined) {
        const file = byKey.get(keyOf.get(ref) ?? receiptKey(ref));
        receipts = file === undefined ? [] : receiptsOfRef(file, ref, admits);
        byRef.set(ref, receipts);
      }
      return receipts;
    },
  };
}

/**
 * The receipts in `file` for `ref` that `admits` lets count, in file order.
 * One pass and one array: this runs once for each ref of a ledger.
 */
function receiptsOfRef(
  file: ReceiptFile,
  ref: string,
  admits: ReceiptAdmission['admits'],
): Receipt[] {
  const receipts: Receipt[] = [];
  const lines = file.receipts;
  for (let i = 0; i < lines.length; i++) {
    const { receipt } = lines[i] as (typeof lines)[number];
    if (receipt.test === ref && (admits === undefined || admits(file.key, receipt)))
      receipts.push(receipt);
  }
  return receipts;
}

/**
 * What the action lets count as evidence (core/ticks/verdict/provenance.ts); the
 * CLI reads every receipt, as ev does.
 */
export interface ReceiptAdmission {
  /** Refuse receipts dated more than the clock skew after this (Unix seconds), one problem per line. */
  nowSeconds?: number;
  /** Whether a well-formed receipt filed under `key` may decide a verdict. */
  admits?: (key: string, receipt: Receipt) => boolean;
}

/** Drops future-dated receipts from each file, naming each by path and line. */
function refuseFutureDated(
  files: Map<string, ReceiptFile>,
  nowSeconds: number,
  problems: string[],
): void {
  for (const [key, file] of files) {
    if (!file.receipts.some((r) => isFutureDated(r.receipt, nowSeconds))) continue;
    const kept = file.receipts.filter((r) => {
      if (!isFutureDated(r.receipt, nowSeconds)) return true;
      problems.push(
        `${receiptRel(key)}:${r.line}: dated more than ${CLOCK_SKEW_SECONDS / 60} minutes in the future (ran_at) — refused, not evidence`,
      );
      return false;
    });
    files.set(key, { ...file, receipts: kept });
  }
}

// `resultsDir` is already normalised and a key is 12 hex digits: no path.join per file.
const receiptsPath = (store: Store, key: string): string =>
  `${store.resultsDir}${sep}receipts${sep}${key}.jsonl`;

/** The directory holding `.evolving` when `path` is inside a store, else the file's own directory. */
function trustedRootOf(path: string): string {
  const parts = path.split(sep);
  const at = parts.lastIndexOf('.evolving');
  if (at < 0) return dirname(path);
  return at === 0 ? '.' : parts.slice(0, at).join(sep) || sep;
}

/**
 * Appends a line. If the file does not end with a newline (a hand edit), a
 * newline goes first, so the new line never fuses with the last one; nothing
 * already there is rewritten. Missing directories below `root` (default: the
 * directory holding `.evolving`) are created; a link there, or at the file,
 * is refused (RefusedPathError), never written through.
 */
export function appendLine(path: string, line: string, root = trustedRootOf(path)): void {
  makeDirectoryNoFollow(root, dirname(path));
  writeNoFollow(path, line, { append: true, ownLine: true });
}

/** Appends a receipt exactly as ev writes it. Throws an Error whose message says what failed. */
export function appendReceipt(store: Store, receipt: Receipt): void {
  try {
    appendLine(
      receiptsPath(store, receiptKey(receipt.test)),
      formatReceiptLine(receipt),
      store.root,
    );
  } catch (error) {
    throw new Error(describeWriteFailure(store, error));
  }
}

// ---------------------------------------------------------------------------
// state, events, origin-sha, evidence
// ---------------------------------------------------------------------------

/** Best effort, as ev: a failure to log never fails the command (a refused link is noted). */
export function appendEvents(store: Store, lines: readonly string[]): void {
  if (lines.length === 0) return;
  try {
    appendLine(join(store.resultsDir, 'events.jsonl'), lines.join(''), store.root);
  } catch (error) {
    // best effort by contract (docs/ev-0.1.md#the-event-log)
    noteRefusedWrite(store, error);
  }
}

/**
 * `appendEvents` without a note, for the commands whose stderr is ev's own
 * (`brief`, `reopen`): when `results/` or `events.jsonl` is a link or a
 * special file (a pull request can commit one), the event is not written,
 * and nothing is said.
 */
export function appendEventsQuietly(store: Store, lines: readonly string[]): void {
  const onTheWay = linkOnTheWay(store.root, store.resultsDir);
  if (onTheWay !== undefined && onTheWay.kind !== 'missing') return;
  const kind = entryKind(join(store.resultsDir, 'events.jsonl'));
  if (kind !== 'file' && kind !== 'missing') return;
  appendEvents(store, lines);
}

/** The cached live-origin sha, trimmed; null when absent, unreadable, refused or blank. */
export function readOriginSha(store: Store): string | null {
  if (!directoryOnTheWayIsReal(store, store.resultsDir)) return null;
  const path = join(store.resultsDir, ORIGIN_SHA);
  const read = readStoreText(path, READ_BOUNDS.originSha);
  if (!read.ok) {
    if (!read.absent && read.refused) {
      noteRefused(store, shownPath(store, path), read.why, 'no cached staleness reference is used');
    }
    return null;
  }
  const sha = rustTrim(read.text);
  return sha === '' ? null : sha;
}

/** Caches the live-origin sha (no trailing newline, as ev writes it); failures are ignored, as ev does (a refused link is noted). */
export function writeOriginSha(store: Store, sha: string): void {
  try {
    makeDirectoryNoFollow(store.root, store.resultsDir);
    writeNoFollow(join(store.resultsDir, ORIGIN_SHA), sha, { append: false });
  } catch (error) {
    // ev ignores this failure too: the cache only serves later --offline runs
    noteRefusedWrite(store, error);
  }
}

/** Appends one evidence line under the bound ref's key. Throws an Error whose message says what failed. */
export function appendEvidence(store: Store, boundRef: string, line: string): void {
  try {
    appendLine(
      join(store.resultsDir, 'evidence', `${receiptKey(boundRef)}.jsonl`),
      line,
      store.root,
    );
  } catch (error) {
    throw new Error(describeWriteFailure(store, error));
  }
}
