/**
 * The `receipts` input (docs/USAGE.md#receipts-in-ci): finds the receipt
 * directories its patterns name, reads their `<key>.jsonl` files, and appends
 * the lines the merge plan (core/ticks/verdict/receipt-merge.ts) keeps to the store's
 * `results/receipts/<key>.jsonl`.
 *
 * - Patterns are relative to the workspace, or absolute inside the
 *   workspace or the runner's temp directory (RUNNER_TEMP, where the
 *   docs/RECIPES.md's recipes download artifacts: never into the checkout, whose
 *   paths a pull request controls); anything else is refused. `*` and `?`
 *   match within one name, `**` any number of directories (dot-names
 *   included, as `@actions/glob` matches them). Only directories match.
 * - Each match is a receipts directory (files `<key>.jsonl`), a
 *   `.evolving/results` directory (holding `receipts/`), or a directory of
 *   either: what `actions/download-artifact` writes with `pattern` and
 *   `merge-multiple: false` (`<path>/<artifact>/…`).
 * - These files come from other jobs, other runs, or a fork's run: nothing
 *   that is a symbolic link, hard link, FIFO, device or socket is followed or
 *   read, a directory swapped for a link while the files are read is caught
 *   (readSourceFile), every read is bounded, no message quotes a file's
 *   content (adapters/files/untrusted-file.ts). Appends never follow a link either.
 */
import { isUtf8 } from 'node:buffer';
import { closeSync, constants, fstatSync, lstatSync, openSync, readSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { compareCodePoints } from '../../core/text/unicode.js';
import {
  planReceiptMerge,
  receiptFileKey,
  receiptFileLines,
  type ReceiptMergeOutcome,
  type ReceiptSource,
} from '../../core/ticks/verdict/receipt-merge.js';
import { sha256Hex } from '../../core/ticks/identity.js';
import { sealOf, type SealedEntry } from '../../core/ticks/verdict/receipt-seal.js';
import { appendLine } from './results.js';
import { READ_BOUNDS, type Store } from '../files/store.js';
import {
  describeKind,
  entryKind,
  describeIoError,
  linkOnTheWay,
  listEntries,
  readRefusal,
  readRegularFile,
  tooLargeMessage,
  type DirectoryEntry,
  type EntryKind,
} from '../files/untrusted-file.js';

/** Deepest directory `**` descends to below where it starts. */
const MAX_GLOB_DEPTH = 32;

/** How messages name the runner's temp directory (the runner's own variable). */
const RUNNER_TEMP_SHOWN = '$RUNNER_TEMP';

/** Is `path` `root` or below it (both absolute, normalised)? */
function isWithin(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === '' || (!isAbsolute(rel) && rel !== '..' && !rel.startsWith(`..${sep}`));
}

/**
 * Where a pattern starts: the workspace for a relative one; for an absolute
 * one, the workspace or the runner's temp directory that holds it (the rest
 * of the path is walked like a relative pattern, link by link). Undefined
 * when it is in neither.
 */
function patternRoot(
  pattern: string,
  roots: { workspace: string; runnerTemp: string | undefined },
): { root: string; rest: string } | undefined {
  if (!isAbsolute(pattern)) return { root: roots.workspace, rest: pattern };
  const path = resolve(pattern);
  for (const root of [roots.workspace, roots.runnerTemp]) {
    if (root === undefined || root === '') continue;
    const normalised = resolve(root);
    if (isWithin(normalised, path))
      return { root: normalised, rest: relative(normalised, path).split(sep).join('/') };
  }
  return undefined;
}

/**
 * The seal of a receipts directory as it is now (core/ticks/verdict/receipt-seal.ts):
 * every entry by name and kind, every regular file by its bytes, nothing
 * followed. A directory that is missing seals as empty. `known`: the SHA-256
 * of files this run read whole and nothing has written since (by name; the
 * evaluation's, when no bound check ran), which are not read again.
 */
export function receiptsDirectorySeal(dir: string, known?: ReadonlyMap<string, string>): string {
  const entries: SealedEntry[] = [];
  for (const entry of entriesOf(dir)) {
    if (entry.kind !== 'file') {
      entries.push({ name: entry.name, kind: entry.kind });
      continue;
    }
    const sha256 = known?.get(entry.name);
    if (sha256 !== undefined) {
      entries.push({ name: entry.name, kind: 'file', sha256 });
      continue;
    }
    const read = readRegularFile(join(dir, entry.name), READ_BOUNDS.receiptFile, entry.kind);
    entries.push(
      read.ok
        ? {
            name: entry.name,
            kind: 'file',
            sha256: sha256Hex(read.bytes),
          }
        : { name: entry.name, kind: read.reason },
    );
  }
  return sealOf(entries);
}

/**
 * Merges the receipt directories `patterns` name (relative to `workspace`,
 * or absolute inside it or `runnerTemp`) into `store`. Never throws for what
 * it finds on disk: each problem is a message in the outcome. With `seals`
 * (the `receipts-digest` input), a receipts directory is merged only when its
 * seal is one of them: anything else is refused whole.
 */
export function mergeReceiptSources(
  store: Store,
  workspace: string,
  patterns: readonly string[],
  origins?: Map<string, string>,
  runnerTemp?: string,
  seals?: ReadonlySet<string>,
): ReceiptMergeOutcome {
  const outcome: ReceiptMergeOutcome = {
    directories: [],
    files: 0,
    merged: 0,
    identical: 0,
    problems: [],
  };
  const temp = runnerTemp === undefined || runnerTemp === '' ? undefined : resolve(runnerTemp);
  // Paths in the runner's temp directory are shown from it; the rest from the workspace.
  const shown = (path: string): string =>
    temp !== undefined && isWithin(temp, path) && !isWithin(workspace, path)
      ? [RUNNER_TEMP_SHOWN, relative(temp, path)].filter((part) => part !== '').join('/')
      : relative(workspace, path) || '.';
  const sources: ReceiptSource[] = [];
  const seen = new Set<string>();
  for (const pattern of patterns) {
    const start = patternRoot(pattern, { workspace, runnerTemp: temp });
    if (start === undefined) {
      outcome.problems.push(
        `receipts: ${JSON.stringify(pattern)} is outside the workspace and the runner's temp directory — refused, nothing merged from it`,
      );
      continue;
    }
    const matches = expandPattern(start.root, start.rest, outcome.problems, shown);
    if (matches.length === 0) {
      outcome.problems.push(
        `receipts: ${JSON.stringify(pattern)} matches no directory — nothing merged from it (was the job that uploads it skipped?)`,
      );
    }
    for (const dir of matches) {
      for (const receiptsDir of receiptDirectories(dir, outcome.problems, shown)) {
        if (seen.has(receiptsDir)) continue;
        seen.add(receiptsDir);
        if (seals !== undefined) {
          const seal = receiptsDirectorySeal(receiptsDir);
          if (!seals.has(seal)) {
            outcome.problems.push(
              `${shown(receiptsDir)}: its receipts are not those the action wrote in the job that ran the checks (sealed ${seal}, which receipts-digest does not list: a line was added or changed after the action wrote its own, or the job gave no seal) — refused, nothing merged from it`,
            );
            continue;
          }
        }
        outcome.directories.push(shown(receiptsDir));
        for (const source of readReceiptDirectory(start.root, receiptsDir, outcome.problems, shown))
          sources.push(source);
      }
    }
  }
  outcome.files = sources.length;
  if (sources.length === 0) return outcome;
  appendToStore(store, sources, outcome, shown, origins);
  return outcome;
}

// ---------------------------------------------------------------------------
// Patterns

function segmentMatcher(segment: string): RegExp | undefined {
  if (!/[*?]/.test(segment)) return undefined;
  const body = segment
    .split('')
    .map((c) => (c === '*' ? '.*' : c === '?' ? '.' : c.replace(/[\\^$.|+()[\]{}]/g, '\\$&')))
    .join('');
  return new RegExp(`^${body}$`, 's');
}

function byName(a: DirectoryEntry, b: DirectoryEntry): number {
  return compareCodePoints(a.name, b.name);
}

/** The entries of a directory, sorted by name; a directory that cannot be listed has none. */
function entriesOf(dir: string): DirectoryEntry[] {
  try {
    return listEntries(dir).sort(byName);
  } catch {
    return [];
  }
}

/** The directories `pattern` names under `root`, sorted, without following a link. */
function expandPattern(
  root: string,
  pattern: string,
  problems: string[],
  shown: (path: string) => string,
): string[] {
  const segments = pattern.split('/').filter((s) => s !== '' && s !== '.');
  const found = new Set<string>();
  const refuseLink = (path: string, kind: EntryKind): void => {
    problems.push(`${shown(path)}: is ${describeKind(kind)} (not followed) — skipped`);
  };
  const walk = (dir: string, index: number, depth: number): void => {
    if (index === segments.length) {
      found.add(dir);
      return;
    }
    const segment = segments[index] as string;
    if (segment === '**') {
      walk(dir, index + 1, depth); // zero directories
      if (depth >= MAX_GLOB_DEPTH) return;
      for (const entry of entriesOf(dir))
        if (entry.kind === 'directory') walk(join(dir, entry.name), index, depth + 1);
      return;
    }
    const matcher = segmentMatcher(segment);
    if (matcher === undefined) {
      const path = join(dir, segment);
      const kind = entryKind(path);
      if (kind === 'directory') walk(path, index + 1, depth);
      else if (kind !== 'missing' && kind !== 'file') refuseLink(path, kind);
      return;
    }
    for (const entry of entriesOf(dir)) {
      if (!matcher.test(entry.name)) continue;
      const path = join(dir, entry.name);
      if (entry.kind === 'directory') walk(path, index + 1, depth);
      else if (entry.kind !== 'file') refuseLink(path, entry.kind);
    }
  };
  // The root (the workspace, the runner's temp directory) is trusted; a link below it is not.
  walk(root, 0, 0);
  return [...found].sort(compareCodePoints);
}

// ---------------------------------------------------------------------------
// Layouts

const isReceiptsDir = (entries: readonly DirectoryEntry[]): boolean =>
  entries.some((e) => e.name.endsWith('.jsonl'));

/**
 * The receipts directories `dir` holds: `dir/receipts` for a results
 * directory, `dir` itself when it holds `.jsonl` files, else those of its
 * sub-directories (one level: the download-artifact layout).
 */
function receiptDirectories(
  dir: string,
  problems: string[],
  shown: (path: string) => string,
): string[] {
  const entries = entriesOf(dir);
  const own = ownReceiptDirectory(dir, entries, problems, shown);
  if (own !== undefined) return own;
  const found: string[] = [];
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.kind === 'directory') {
      const inner = ownReceiptDirectory(path, entriesOf(path), problems, shown);
      if (inner === undefined) problems.push(`${shown(path)}: holds no receipt files — skipped`);
      else for (const path of inner) found.push(path);
    } else if (entry.kind !== 'file') {
      problems.push(`${shown(path)}: is ${describeKind(entry.kind)} (not followed) — skipped`);
    }
  }
  if (!entries.some((e) => e.kind === 'directory'))
    problems.push(`${shown(dir)}: holds no receipt files — nothing merged from it`);
  return found;
}

/** `dir` as a results directory or a receipts directory; undefined when it is neither. */
function ownReceiptDirectory(
  dir: string,
  entries: readonly DirectoryEntry[],
  problems: string[],
  shown: (path: string) => string,
): string[] | undefined {
  const receipts = entries.find((e) => e.name === 'receipts');
  if (receipts !== undefined) {
    const path = join(dir, 'receipts');
    if (receipts.kind === 'directory') return [path];
    problems.push(`${shown(path)}: is ${describeKind(receipts.kind)} (not followed) — skipped`);
    return [];
  }
  return isReceiptsDir(entries) ? [dir] : undefined;
}

/** The receipt files of one receipts directory, by name; everything else is reported. */
function readReceiptDirectory(
  root: string,
  dir: string,
  problems: string[],
  shown: (path: string) => string,
): ReceiptSource[] {
  const sources: ReceiptSource[] = [];
  for (const entry of entriesOf(dir)) {
    const path = join(dir, entry.name);
    const key = receiptFileKey(entry.name);
    if (entry.kind !== 'file') {
      problems.push(
        `${shown(path)}: is ${describeKind(entry.kind)} (${entry.kind === 'directory' ? 'not a receipt file' : 'not followed'}) — skipped`,
      );
      continue;
    }
    if (key === undefined) {
      problems.push(
        `${shown(path)}: not a receipt file (the name must be <12 lowercase hex>.jsonl) — skipped`,
      );
      continue;
    }
    const text = readSourceFile(root, path);
    if (!text.ok) problems.push(`${shown(path)}: ${text.message} — skipped`);
    else sources.push({ path: shown(path), key, text: text.text });
  }
  return sources;
}

type TextRead = { ok: true; text: string } | { ok: false; missing: boolean; message: string };

function readText(path: string, kind?: EntryKind): TextRead {
  const read = readRegularFile(path, READ_BOUNDS.receiptFile, kind);
  if (!read.ok) return { ok: false, missing: read.reason === 'missing', message: read.message };
  if (!isUtf8(read.bytes)) return { ok: false, missing: false, message: 'is not valid UTF-8' };
  return { ok: true, text: read.bytes.toString('utf8') };
}

/** Opening a file of another job: no link, no blocking on a FIFO, no controlling terminal. */
const SOURCE_READ_FLAGS =
  constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK | constants.O_NOCTTY;

/**
 * A receipt file from another job, read so that what is merged is the file
 * at `path` below `root` (the workspace, the runner's temp directory): the
 * directories on the way were checked when the pattern was walked, but a
 * process left running (a bound check's, in the same job) could swap one for
 * a link before the read and back after it. So the file is opened without
 * following a link, and once read, the way to it must still hold no link and
 * `path` must still be the file that was opened. A hard link (a second name
 * for a file elsewhere: neither an upload nor a checkout makes one) is not
 * read either.
 */
function readSourceFile(root: string, path: string): TextRead {
  let fd: number;
  try {
    fd = openSync(path, SOURCE_READ_FLAGS);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ELOOP') return { ok: false, missing: false, message: readRefusal('symlink') };
    return {
      ok: false,
      missing: code === 'ENOENT',
      message: `cannot be read: ${describeIoError(error)}`,
    };
  }
  try {
    const opened = fstatSync(fd);
    if (!opened.isFile())
      return { ok: false, missing: false, message: 'is not a regular file (not read)' };
    if (opened.nlink > 1)
      return { ok: false, missing: false, message: 'is a hard link (not read)' };
    const max = READ_BOUNDS.receiptFile;
    if (opened.size > max) return { ok: false, missing: false, message: tooLargeMessage(max) };
    const bytes = Buffer.alloc(opened.size + 1);
    let filled = 0;
    while (filled < bytes.length) {
      const got = readSync(fd, bytes, filled, bytes.length - filled, filled);
      if (got <= 0) break;
      filled += got;
    }
    if (filled > opened.size)
      return { ok: false, missing: false, message: 'grew while it was read (not read)' };
    const blocked = linkOnTheWay(root, dirname(path));
    const now = blocked === undefined ? lstatSafe(path) : undefined;
    if (blocked !== undefined || now?.dev !== opened.dev || now.ino !== opened.ino)
      return {
        ok: false,
        missing: false,
        message:
          'was swapped while it was read: a link on the way, or another file in its place (not read)',
      };
    const text = bytes.subarray(0, filled);
    if (!isUtf8(text)) return { ok: false, missing: false, message: 'is not valid UTF-8' };
    return { ok: true, text: text.toString('utf8') };
  } catch (error) {
    return { ok: false, missing: false, message: `cannot be read: ${describeIoError(error)}` };
  } finally {
    closeSync(fd);
  }
}

function lstatSafe(path: string): { dev: number; ino: number } | undefined {
  try {
    return lstatSync(path);
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------
// The store

function appendToStore(
  store: Store,
  sources: readonly ReceiptSource[],
  outcome: ReceiptMergeOutcome,
  shown: (path: string) => string,
  origins?: Map<string, string>,
): void {
  const receiptsDir = join(store.resultsDir, 'receipts');
  const blocked = linkOnTheWay(store.root, receiptsDir);
  if (blocked !== undefined && blocked.kind !== 'missing') {
    outcome.problems.push(
      `${shown(blocked.path)}: is ${describeKind(blocked.kind)} (not followed) — no receipts merged`,
    );
    return;
  }
  const pathOf = (key: string): string => join(receiptsDir, `${key}.jsonl`);
  const existing = new Map<string, Iterable<string>>();
  const unusable = new Set<string>();
  for (const key of new Set(sources.map((s) => s.key))) {
    const read = readText(pathOf(key));
    if (read.ok) existing.set(key, receiptFileLines(read.text));
    else if (!read.missing) {
      unusable.add(key);
      outcome.problems.push(`${shown(pathOf(key))}: ${read.message} — receipts for it not merged`);
    }
  }
  const plan = planReceiptMerge(
    existing,
    sources.filter((s) => !unusable.has(s.key)),
  );
  for (const problem of plan.problems) outcome.problems.push(problem);
  outcome.identical = plan.identical;
  const keyOfSource = new Map(sources.map((s) => [s.path, s.key]));
  const failed = new Set<string>();
  for (const [key, lines] of plan.appends) {
    const path = pathOf(key);
    try {
      // ev's append: the receipts directory made without following a link, and a file a hand
      // edit left without a final newline gets one first.
      appendLine(path, lines.join(''), store.root);
      outcome.merged += lines.length;
    } catch (error) {
      // The write's message starts with the absolute path: show the workspace-relative one.
      const why = (error instanceof Error ? error.message : String(error))
        .replace(path, '')
        .replace(/^:?\s*/, '');
      outcome.problems.push(`${shown(path)}: ${why} — ${lines.length} receipt lines not merged`);
      failed.add(key);
    }
  }
  // Where each appended receipt came from: the directory holding its source file.
  for (const [line, source] of plan.origins) {
    const key = keyOfSource.get(source);
    if (origins !== undefined && key !== undefined && !failed.has(key))
      origins.set(line, dirname(source) || '.');
  }
}
