/**
 * Receipts: the evidence that a bound test ran (docs/ev-0.1.md#receipts). One JSON object
 * per line in `results/receipts/<key>.jsonl`, key = receiptKey(ref). This
 * module reads a receipt file strictly (ev's closed schema and messages),
 * formats lines byte for byte as ev writes them, and handles ev's RFC 3339
 * timestamps. Pure.
 */
import { parseJsonText } from '../json-text.js';
import { receiptKey } from '../identity.js';
import { compareCodePoints } from '../../text/unicode.js';
import { isCommitId } from './commit-id.js';
import { eachRustLine, rustTrim } from '../../text/rust-text.js';

export type RunResult = 'green' | 'red' | 'gray';

export interface Receipt {
  test: string;
  platform: string;
  commit: string;
  ran_at: string;
  result: RunResult;
  /** Only when known; a non-boolean on disk is treated as absent. */
  falsifiable?: boolean;
}

const RECEIPT_KEYS = ['test', 'platform', 'commit', 'ran_at', 'result', 'falsifiable'];
const RESULTS: readonly string[] = ['green', 'red', 'gray'];

export type ReceiptParse = { ok: true; receipt: Receipt } | { ok: false; message: string };

function requiredString(obj: Record<string, unknown>, key: string): string | undefined {
  const value = obj[key];
  return typeof value === 'string' ? value : undefined;
}

/** ev's strict receipt parser: closed schema, then `result`, then the other strings, with ev's messages. */
export function parseReceipt(value: unknown): ReceiptParse {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, message: 'receipt is not an object' };
  }
  const obj = value as Record<string, unknown>;
  // serde_json's map iterates keys sorted, so the first offending key is the smallest
  // (found in one pass: this runs for every line of every receipt file).
  let outside: string | undefined;
  for (const key of Object.keys(obj)) {
    if (RECEIPT_KEYS.includes(key)) continue;
    if (outside === undefined || compareCodePoints(key, outside) < 0) outside = key;
  }
  if (outside !== undefined)
    return { ok: false, message: `receipt: field outside closed schema: ${outside}` };
  const result = requiredString(obj, 'result');
  if (result === undefined) return { ok: false, message: 'missing or non-string field: result' };
  if (!RESULTS.includes(result))
    return { ok: false, message: `receipt.result must be green|red|gray: ${result}` };
  const fields: Partial<Record<'test' | 'platform' | 'commit' | 'ran_at', string>> = {};
  for (const key of ['test', 'platform', 'commit', 'ran_at'] as const) {
    const text = requiredString(obj, key);
    if (text === undefined) return { ok: false, message: `missing or non-string field: ${key}` };
    fields[key] = text;
  }
  const receipt: Receipt = {
    test: fields.test as string,
    platform: fields.platform as string,
    commit: fields.commit as string,
    ran_at: fields.ran_at as string,
    result: result as RunResult,
  };
  if (typeof obj.falsifiable === 'boolean') receipt.falsifiable = obj.falsifiable;
  return { ok: true, receipt };
}

/** A receipt with the line it came from (1-based), so evidence can be cited. */
export interface ReceiptLine {
  receipt: Receipt;
  line: number;
}

/** `refused`: a well-formed receipt whose `commit` is not a full commit id (never passed to git). */
export type ReceiptProblemKind = 'malformed' | 'misfiled' | 'refused';

export interface ReceiptProblem {
  kind: ReceiptProblemKind;
  line: number;
  message: string;
}

export interface ReceiptFile {
  /** The 12-hex key the file is named by. */
  key: string;
  /** Every well-formed receipt filed under its own key, in file order. */
  receipts: ReceiptLine[];
  /** The first MAX_PROBLEMS_PER_FILE problems, in file order. */
  problems: ReceiptProblem[];
  /** Problems found beyond those kept (counted, not listed). */
  omittedProblems: number;
  /** The line reading stopped at after MAX_MALFORMED_LINES malformed lines; the rest is not read. */
  stoppedAtLine?: number;
  /**
   * ev 0.1.2 reads a file with any malformed line as holding no receipts at
   * all; the engine must then see none
   * (docs/COMPATIBILITY.md#where-this-project-is-stricter-than-ev), while we
   * still report each bad line.
   */
  readAsEmpty: boolean;
}

/**
 * A hostile or broken file (a megabyte of `x\n`) must not turn into a million
 * messages: each file keeps its first problems and a count of the rest.
 */
export const MAX_PROBLEMS_PER_FILE = 20;
/**
 * After this many malformed lines a file is not read further: one malformed
 * line already makes it hold no receipts, so the rest cannot change a verdict.
 */
export const MAX_MALFORMED_LINES = 20;

/**
 * Collects a file's problems: the first MAX_PROBLEMS_PER_FILE kept, the rest
 * counted; `full` once MAX_MALFORMED_LINES malformed lines were seen.
 */
export class FileProblems<P extends { kind: ReceiptProblemKind }> {
  readonly kept: P[] = [];
  omitted = 0;
  malformed = 0;

  add(problem: P): void {
    if (problem.kind === 'malformed') this.malformed++;
    if (this.kept.length < MAX_PROBLEMS_PER_FILE) this.kept.push(problem);
    else this.omitted++;
  }

  get full(): boolean {
    return this.malformed >= MAX_MALFORMED_LINES;
  }
}

/** One line of a receipt file: a receipt filed under its own key, or what is wrong with it. */
export type ReceiptLineParse =
  { ok: true; receipt: Receipt } | { ok: false; kind: ReceiptProblemKind; message: string };

/**
 * Reads one non-blank line of the receipt file named by `key`: strict JSON,
 * ev's closed schema, a `test` that hashes to `key` (else `misfiled`) and a
 * `commit` that is a full commit id (else `refused`).
 */
export function parseReceiptLine(key: string, raw: string): ReceiptLineParse {
  const json = parseJsonText(raw);
  if (!json.ok) return { ok: false, kind: 'malformed', message: json.message };
  const parsed = parseReceipt(json.value);
  if (!parsed.ok) return { ok: false, kind: 'malformed', message: parsed.message };
  const own = receiptKey(parsed.receipt.test);
  if (own !== key) {
    return {
      ok: false,
      kind: 'misfiled',
      message: `receipt for ${JSON.stringify(parsed.receipt.test)} is filed under ${key}.jsonl, which is not its key (${own})`,
    };
  }
  if (!isCommitId(parsed.receipt.commit)) {
    return {
      ok: false,
      kind: 'refused',
      message:
        'receipt commit is not a full commit id (40 or 64 lowercase hex), so it is never passed to git',
    };
  }
  return { ok: true, receipt: parsed.receipt };
}

/**
 * Reads one receipt file's text. Blank lines are skipped (as ev does); a line
 * that is not a valid receipt is a `malformed` problem and empties the file
 * for evaluation; a receipt whose `test` does not hash to this file's key is
 * `misfiled`, and one whose `commit` is not a full commit id `refused`: both
 * reported and ignored (ev would let them count,
 * docs/COMPATIBILITY.md#where-this-project-is-stricter-than-ev).
 */
export function parseReceiptFile(key: string, text: string): ReceiptFile {
  const receipts: ReceiptLine[] = [];
  const problems = new FileProblems<ReceiptProblem>();
  let stoppedAtLine: number | undefined;
  for (const { line: raw, number: line } of eachRustLine(text)) {
    if (rustTrim(raw) === '') continue;
    const parsed = parseReceiptLine(key, raw);
    if (parsed.ok) receipts.push({ receipt: parsed.receipt, line });
    else if (parsed.kind !== 'malformed')
      problems.add({ kind: parsed.kind, line, message: `${parsed.message} — ignored` });
    else problems.add({ kind: parsed.kind, line, message: parsed.message });
    if (problems.full) {
      stoppedAtLine = line;
      break;
    }
  }
  const readAsEmpty = problems.malformed > 0;
  const file: ReceiptFile = {
    key,
    receipts: readAsEmpty ? [] : receipts,
    problems: problems.kept,
    omittedProblems: problems.omitted,
    readAsEmpty,
  };
  if (stoppedAtLine !== undefined) file.stoppedAtLine = stoppedAtLine;
  return file;
}

/** The receipt as ev writes it: keys sorted, compact, newline-terminated. */
export function formatReceiptLine(receipt: Receipt): string {
  const ordered: Record<string, unknown> = { commit: receipt.commit };
  if (receipt.falsifiable !== undefined) ordered.falsifiable = receipt.falsifiable;
  ordered.platform = receipt.platform;
  ordered.ran_at = receipt.ran_at;
  ordered.result = receipt.result;
  ordered.test = receipt.test;
  return `${JSON.stringify(ordered)}\n`;
}

// ---------------------------------------------------------------------------
// Timestamps: ev writes and reads RFC 3339 with the Rust `time` crate.
// ---------------------------------------------------------------------------

/** An instant: whole Unix seconds (floor) and the nanoseconds within that second. */
export interface Instant {
  seconds: number;
  nanos: number;
}

const DAYS_BEFORE_MONTH = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Days from 1970-01-01 to the given proleptic Gregorian date. */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = year - 1;
  const daysBeforeYear = y * 365 + Math.floor(y / 4) - Math.floor(y / 100) + Math.floor(y / 400);
  const leapDay = month > 2 && isLeapYear(year) ? 1 : 0;
  const ordinal = daysBeforeYear + (DAYS_BEFORE_MONTH[month - 1] as number) + leapDay + day - 1;
  return ordinal - 719_162; // days from 0001-01-01 to 1970-01-01
}

const DIGIT_0 = 0x30;

/** The `count` ASCII digits at `at` as a number, or -1 when one is not a digit. */
function digitsAt(text: string, at: number, count: number): number {
  let value = 0;
  for (let i = at; i < at + count; i++) {
    const digit = text.charCodeAt(i) - DIGIT_0;
    if (!(digit >= 0 && digit <= 9)) return -1;
    value = value * 10 + digit;
  }
  return value;
}

const isCharAt = (text: string, at: number, char: string): boolean =>
  text.charCodeAt(at) === char.charCodeAt(0);

/**
 * Parses like the `time` crate's `Rfc3339` (which ev uses): four-digit year,
 * any single separator byte between date and time, one or more fraction
 * digits (beyond nine ignored), `Z`/`z` or `±HH:MM` (hour ≤ 23, minute ≤ 59),
 * a leap second only where it can stand for 23:59:59.999999999 UTC on a
 * month's last day. Returns undefined for anything else.
 */
export function parseRfc3339(text: string): Instant | undefined {
  // YYYY-MM-DD?HH:MM:SS — read by character codes: this runs for every receipt of a ledger.
  if (text.length < 20 || !isCharAt(text, 4, '-') || !isCharAt(text, 7, '-')) return undefined;
  if (!isCharAt(text, 13, ':') || !isCharAt(text, 16, ':')) return undefined;
  const year = digitsAt(text, 0, 4);
  const month = digitsAt(text, 5, 2);
  const day = digitsAt(text, 8, 2);
  const hour = digitsAt(text, 11, 2);
  const minute = digitsAt(text, 14, 2);
  let second = digitsAt(text, 17, 2);
  if (year < 0 || month < 0 || day < 0 || hour < 0 || minute < 0 || second < 0) return undefined;
  // The separator is one byte in Rust: a multi-byte character would leave its tail before the hour.
  if (text.charCodeAt(10) > 0x7f) return undefined;
  let at = 19;
  let nanos = 0;
  if (isCharAt(text, at, '.')) {
    const start = ++at;
    while (digitsAt(text, at, 1) >= 0) at++;
    if (at === start) return undefined;
    nanos = Number(text.slice(start, Math.min(at, start + 9)).padEnd(9, '0'));
  }
  const offsetSeconds = offsetAt(text, at);
  if (offsetSeconds === undefined) return undefined;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  if (hour > 23 || minute > 59 || second > 60) return undefined;
  const leapSecond = second === 60;
  if (leapSecond) {
    second = 59;
    nanos = 999_999_999;
  }
  const seconds =
    daysFromCivil(year, month, day) * 86_400 + hour * 3600 + minute * 60 + second - offsetSeconds;
  if (leapSecond && !isLeapSecondStandIn(seconds)) return undefined;
  return { seconds, nanos };
}

/** The offset that ends the text at `at` — `Z`/`z`, or `±HH:MM` (hour ≤ 23, minute ≤ 59) — in seconds. */
function offsetAt(text: string, at: number): number | undefined {
  const sign = text.charAt(at);
  if (sign === 'Z' || sign === 'z') return at + 1 === text.length ? 0 : undefined;
  if ((sign !== '+' && sign !== '-') || at + 6 !== text.length || !isCharAt(text, at + 3, ':'))
    return undefined;
  const offsetHour = digitsAt(text, at + 1, 2);
  const offsetMinute = digitsAt(text, at + 4, 2);
  if (offsetHour < 0 || offsetMinute < 0 || offsetHour > 23 || offsetMinute > 59) return undefined;
  return (sign === '-' ? -1 : 1) * (offsetHour * 3600 + offsetMinute * 60);
}

/** 23:59:59 UTC on the last day of a month. */
function isLeapSecondStandIn(seconds: number): boolean {
  const utc = new Date(seconds * 1000);
  return (
    utc.getUTCHours() === 23 &&
    utc.getUTCMinutes() === 59 &&
    utc.getUTCSeconds() === 59 &&
    utc.getUTCDate() === daysInMonth(utc.getUTCFullYear(), utc.getUTCMonth() + 1)
  );
}

export function compareInstants(a: Instant, b: Instant): number {
  return a.seconds - b.seconds || a.nanos - b.nanos;
}

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

/**
 * An instant as ev writes one (`time`'s RFC 3339 of a UTC time):
 * `2026-11-21T12:15:15.229330215Z`, fraction only when non-zero, trailing zeros dropped.
 */
export function formatTimestamp(epochNanos: bigint): string {
  const seconds = epochNanos / 1_000_000_000n - (epochNanos % 1_000_000_000n < 0n ? 1n : 0n);
  const nanos = Number(epochNanos - seconds * 1_000_000_000n);
  const date = new Date(Number(seconds) * 1000);
  const base =
    `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}` +
    `T${pad(date.getUTCHours(), 2)}:${pad(date.getUTCMinutes(), 2)}:${pad(date.getUTCSeconds(), 2)}`;
  const fraction = nanos === 0 ? '' : `.${pad(nanos, 9).replace(/0+$/, '')}`;
  return `${base}${fraction}Z`;
}

// ---------------------------------------------------------------------------
// "Latest": ev takes the lexicographic max of `ran_at` (the later line on a
// tie). We order by parsed time when every candidate parses, which fixes
// mixed offsets and fractions; when any candidate does not parse, no time
// order exists, so we keep ev's rule for that set
// (docs/COMPATIBILITY.md#where-this-project-is-stricter-than-ev).
// ---------------------------------------------------------------------------

/** The latest receipt of `candidates` (file order), or undefined when there are none. */
export function latestReceipt<T extends Receipt>(candidates: readonly T[]): T | undefined {
  if (candidates.length === 0) return undefined;
  const instants = candidates.map((c) => parseRfc3339(c.ran_at));
  const byTime = instants.every((i) => i !== undefined);
  let best = 0;
  for (let i = 1; i < candidates.length; i++) {
    const order = byTime
      ? compareInstants(instants[i] as Instant, instants[best] as Instant)
      : compareUtf8((candidates[i] as T).ran_at, (candidates[best] as T).ran_at);
    if (order >= 0) best = i; // on a tie the later line wins, as Rust's max_by does
  }
  return candidates[best];
}

/** The latest receipts of one ref, as the verdict engine asks for them. */
export interface LatestReceipts<T extends Receipt = Receipt> {
  /** Over every platform: the time a row shows and the `triggered_since` question. */
  overall: T | undefined;
  /** Per platform (each set judged on its own, as `latestReceipt` of it would be): the verdict. */
  onPlatform: ReadonlyMap<string, T>;
}

/**
 * `latestReceipt` of the receipts of `ref`, and of each of its platforms, in
 * one pass with every `ran_at` parsed once: the engine asks these of every
 * binding, and filtering the list per platform cost more than the verdicts.
 */
export function latestReceipts<T extends Receipt>(
  receipts: readonly T[],
  ref: string,
): LatestReceipts<T> {
  const latest = new RefLatestSoFar();
  receipts.forEach((receipt, index) => {
    if (receipt.test === ref) latest.offer(index, receipt);
  });
  const onPlatform = new Map<string, T>();
  for (const [name, platform] of latest.platforms) {
    const found = platform.pick(receipts, (r) => r.test === ref && r.platform === name);
    if (found !== undefined) onPlatform.set(name, found);
  }
  return { overall: latest.overall.pick(receipts, (r) => r.test === ref), onPlatform };
}

/** One ref's latest so far, over all platforms and on each, every `ran_at` parsed once. */
class RefLatestSoFar {
  readonly overall = new LatestSoFar();
  readonly platforms = new Map<string, LatestSoFar>();

  offer(index: number, receipt: Receipt): void {
    const instant = parseRfc3339(receipt.ran_at);
    this.overall.offer(index, instant);
    let platform = this.platforms.get(receipt.platform);
    if (platform === undefined)
      this.platforms.set(receipt.platform, (platform = new LatestSoFar()));
    platform.offer(index, instant);
  }
}

/**
 * One candidate set's latest so far, by time. Should a `ran_at` not parse,
 * the set has no time order and `pick` falls back to `latestReceipt`'s text
 * rule over the set — rare, so that second pass is only paid then.
 */
class LatestSoFar {
  private index = -1;
  private instant: Instant | undefined;
  private allTimed = true;

  offer(index: number, instant: Instant | undefined): void {
    if (instant === undefined) this.allTimed = false;
    else if (this.instant === undefined || compareInstants(instant, this.instant) >= 0) {
      this.index = index; // on a tie the later line wins
      this.instant = instant;
    }
  }

  pick<T extends Receipt>(receipts: readonly T[], inSet: (receipt: T) => boolean): T | undefined {
    if (this.allTimed) return receipts[this.index];
    return latestReceipt(receipts.filter(inSet));
  }
}

/** Rust's `String` ordering (bytes of UTF-8 = code points). */
function compareUtf8(a: string, b: string): number {
  return compareCodePoints(a, b);
}
