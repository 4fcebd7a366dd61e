/**
 * Merging receipts from other jobs and runs into the store
 * (docs/USAGE.md#receipts-in-ci): which offered lines are appended to which
 * `results/receipts/<key>.jsonl`, in what order, and what is reported instead
 * of merged. Pure: the adapter (adapters/ticks/receipt-sources.ts) finds and reads
 * the files, and appends.
 *
 * - every line is parsed strictly (docs/ev-0.1.md#receipts); a line that does not parse,
 *   or whose `test` does not hash to its file's key, is reported as
 *   `<path>:<line>: <what is wrong>` and not merged;
 * - a line byte-identical to one already in the store's file (or offered
 *   earlier) is skipped;
 * - the rest are appended in `ran_at` order (parsed time; ties, and lines
 *   whose `ran_at` does not parse, in the order the files and lines were
 *   given, the unparsable after the rest), never rewriting a line that was
 *   there.
 */
import { eachRustLine, rustTrim } from '../../text/rust-text.js';
import {
  compareInstants,
  FileProblems,
  formatReceiptLine,
  MAX_MALFORMED_LINES,
  parseReceiptLine,
  parseRfc3339,
  type Instant,
  type ReceiptProblemKind,
} from './receipt.js';

/** A receipt file offered for merging. */
export interface ReceiptSource {
  /** The file as messages show it (relative to the workspace). */
  path: string;
  /** The key its name gives (`<key>.jsonl`). */
  key: string;
  text: string;
}

export interface ReceiptMergePlan {
  /** Per store file key, the lines to append in order, each newline-terminated. */
  appends: Map<string, string[]>;
  /** Lines appended, over all keys. */
  merged: number;
  /** Well-formed lines skipped because the store (or an earlier source) already holds them. */
  identical: number;
  /** `<path>:<line>: <what is wrong> — not merged`, in the order the sources were given. */
  problems: string[];
  /** Each well-formed offered receipt (ev's canonical line) → the path of the first source file offering it. */
  origins: Map<string, string>;
}

/** What merging the `receipts` directories did (the report's `receiptMerge`). */
export interface ReceiptMergeOutcome {
  /** The receipt directories read, as shown (relative to the workspace), in the order merged. */
  directories: string[];
  /** Receipt files read from them. */
  files: number;
  /** Lines appended to the store. */
  merged: number;
  /** Well-formed lines already in the store (or offered twice): skipped. */
  identical: number;
  /**
   * Everything not merged or not found, one message each, naming the path
   * (and line): malformed and misfiled lines, files that are not receipt
   * files, links and special files, patterns that match nothing.
   */
  problems: string[];
}

const RECEIPT_FILE_NAME = /^([0-9a-f]{12})\.jsonl$/;

/** The key a receipt file's name gives, or undefined when the name is not `<12 lowercase hex>.jsonl`. */
export function receiptFileKey(name: string): string | undefined {
  return RECEIPT_FILE_NAME.exec(name)?.[1];
}

interface Candidate {
  key: string;
  line: string;
  ranAt: Instant | undefined;
  /** Position among every offered line, for ties. */
  order: number;
}

/** By parsed `ran_at`; lines whose `ran_at` does not parse after the rest; then in the order given. */
function byRanAt(a: Candidate, b: Candidate): number {
  if (a.ranAt && b.ranAt) return compareInstants(a.ranAt, b.ranAt) || a.order - b.order;
  if (a.ranAt) return -1;
  if (b.ranAt) return 1;
  return a.order - b.order;
}

/**
 * Plans the merge of `sources` (in the order given) into a store whose
 * receipt files currently hold `existing` (the lines of each file, by key;
 * a key without an entry has no file).
 */
export function planReceiptMerge(
  existing: ReadonlyMap<string, Iterable<string>>,
  sources: readonly ReceiptSource[],
): ReceiptMergePlan {
  const present = new Map<string, Set<string>>();
  const seen = (key: string): Set<string> => {
    let lines = present.get(key);
    if (lines === undefined) present.set(key, (lines = new Set(existing.get(key) ?? [])));
    return lines;
  };
  const problems: string[] = [];
  const candidates: Candidate[] = [];
  const origins = new Map<string, string>();
  let identical = 0;
  for (const source of sources) {
    // A flood of bad lines is reported as its first few and a count, and reading stops.
    const found = new FileProblems<{ kind: ReceiptProblemKind; text: string }>();
    for (const { line: raw, number } of eachRustLine(source.text)) {
      if (rustTrim(raw) === '') continue;
      const parsed = parseReceiptLine(source.key, raw);
      if (!parsed.ok) {
        found.add({
          kind: parsed.kind,
          text: `${source.path}:${number}: ${parsed.message} — not merged`,
        });
        if (!found.full) continue;
        found.kept.push({
          kind: parsed.kind,
          text: `${source.path}: not read beyond line ${number} (${MAX_MALFORMED_LINES} malformed lines) — nothing after it merged`,
        });
        break;
      }
      // Where the receipt is offered from, also when the store already holds it: the claim is the source's too.
      const canonical = formatReceiptLine(parsed.receipt);
      if (!origins.has(canonical)) origins.set(canonical, source.path);
      const lines = seen(source.key);
      if (lines.has(raw)) {
        identical++;
        continue;
      }
      lines.add(raw);
      candidates.push({
        key: source.key,
        line: raw,
        ranAt: parseRfc3339(parsed.receipt.ran_at),
        order: candidates.length,
      });
    }
    for (const problem of found.kept) problems.push(problem.text);
    if (found.omitted > 0)
      problems.push(`${source.path}: ${found.omitted} more problems in this file not listed`);
  }
  const appends = new Map<string, string[]>();
  for (const candidate of candidates.sort(byRanAt)) {
    const lines = appends.get(candidate.key) ?? [];
    lines.push(`${candidate.line}\n`);
    appends.set(candidate.key, lines);
  }
  return { appends, merged: candidates.length, identical, problems, origins };
}

/** The lines of a store file as `planReceiptMerge` takes them: read one at a time. */
export function* receiptFileLines(text: string): Generator<string> {
  for (const { line } of eachRustLine(text)) yield line;
}
