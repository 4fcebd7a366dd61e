/**
 * The evidence files around the bound checks (docs/USAGE.md#what-a-bound-check-can-reach). A bound check is
 * code from the change under review and runs as the runner's user: it can
 * write into `.evolving/results/` while the checks run — append a green
 * receipt to another binding's file, add a receipt file, truncate or delete
 * one. Whatever it writes there would then be read back as the base's
 * committed evidence, and ride a later upload of the receipts as if the
 * action had written it.
 *
 * So, under the action's trust rules, everything under `.evolving/results/`
 * (but ev's `state/` cache, which the action neither reads nor writes) is
 * snapshotted before the first bound command starts. After the last one has
 * ended — its process group killed, so nothing it started still writes —
 * every file a check added, changed, replaced or removed is put back as it
 * was, each line that appeared is reported by file and line and never read,
 * and only then does the action append its own receipts and evidence lines
 * (bound-checks.ts holds them until receipt-writer.ts's `writeHeld`): the action's own lines are what
 * it wrote, not lines that look like them. Nothing is lost either: a file a
 * check truncated or deleted is back whole.
 *
 * A change is seen by the file's inode, size and change time (`ctime`, which
 * no unprivileged process can set back), then by its bytes. Reads are bounded
 * and never follow a link; a restore never writes through one.
 */
import { lstatSync, mkdirSync, rmSync, type BigIntStats } from 'node:fs';
import { join } from 'node:path';
import { rewriteFile, truncateFile } from '../runner/command-files.js';
import { READ_BOUNDS, shownPath, type Store } from '../files/store.js';
import { listEntries, readRegularFile, type EntryKind } from '../files/untrusted-file.js';

/** Most files snapshotted: far above a ledger's receipts and evidence files (one each per binding). */
export const EVIDENCE_SNAPSHOT_FILES = 200_000;
/** Most bytes kept to restore files (beyond, a file is kept by its size and restored by truncation). */
export const EVIDENCE_SNAPSHOT_BYTES = 512 * 1024 * 1024;
/** Lines named per file in the findings; the rest are counted. */
const LINES_NAMED = 5;

/** ev's per-tick state cache: neither read nor written by the action. */
const NOT_EVIDENCE = new Set(['state']);

interface Stamp {
  ino: bigint;
  size: bigint;
  ctimeNs: bigint;
}

type Before =
  | { kind: 'file'; stamp: Stamp; bytes: Buffer }
  /** Over the byte budget: kept by its size, restored by cutting it back to that size. */
  | { kind: 'large'; stamp: Stamp }
  | { kind: 'directory' }
  /** A link, a FIFO…: what the readers refuse anyway; kept by its stamp. */
  | { kind: 'other'; what: EntryKind; stamp: Stamp };

export interface EvidenceSnapshot {
  store: Store;
  /** Whether `.evolving/results/` was a directory (a check may remove or replace it). */
  rootWasDirectory: boolean;
  /** Path relative to the results directory → what was there; parents before children. */
  entries: Map<string, Before>;
  /** Files beyond EVIDENCE_SNAPSHOT_FILES, not snapshotted (then said in the findings). */
  skipped: number;
}

function stampOf(stats: BigIntStats): Stamp {
  return { ino: stats.ino, size: stats.size, ctimeNs: stats.ctimeNs };
}

function sameStamp(a: Stamp | undefined, b: Stamp | undefined): boolean {
  return (
    a !== undefined &&
    b !== undefined &&
    a.ino === b.ino &&
    a.size === b.size &&
    a.ctimeNs === b.ctimeNs
  );
}

function lstat(path: string): BigIntStats | undefined {
  try {
    return lstatSync(path, { bigint: true });
  } catch {
    return undefined;
  }
}

function kindOfStats(stats: BigIntStats): EntryKind {
  if (stats.isSymbolicLink()) return 'symlink';
  if (stats.isFile()) return 'file';
  if (stats.isDirectory()) return 'directory';
  return 'unknown';
}

/** Every entry under `dir` (not under NOT_EVIDENCE at the top), parents first, links not followed. */
function walk(dir: string, visit: (rel: string, path: string) => boolean): void {
  const pending: string[] = [''];
  while (pending.length > 0) {
    const rel = pending.shift() as string;
    let entries;
    try {
      entries = listEntries(rel === '' ? dir : join(dir, rel));
    } catch {
      continue;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (rel === '' && NOT_EVIDENCE.has(entry.name)) continue;
      const child = rel === '' ? entry.name : `${rel}/${entry.name}`;
      if (!visit(child, join(dir, child))) return;
      if (entry.kind === 'directory') pending.push(child);
    }
  }
}

/**
 * What is under `.evolving/results/` now. Call right before the first bound
 * command starts; `restoreEvidence` after the last has ended.
 */
export function snapshotEvidence(store: Store): EvidenceSnapshot {
  const entries = new Map<string, Before>();
  let files = 0;
  let bytes = 0;
  let skipped = 0;
  walk(store.resultsDir, (rel, path) => {
    const stats = lstat(path);
    if (stats === undefined) return true;
    const kind = kindOfStats(stats);
    if (kind === 'directory') entries.set(rel, { kind: 'directory' });
    else if (kind !== 'file')
      entries.set(rel, { kind: 'other', what: kind, stamp: stampOf(stats) });
    else if (++files > EVIDENCE_SNAPSHOT_FILES) skipped++;
    else {
      const size = Number(stats.size);
      const read =
        size <= READ_BOUNDS.receiptFile && bytes + size <= EVIDENCE_SNAPSHOT_BYTES
          ? readRegularFile(path, READ_BOUNDS.receiptFile, 'file')
          : undefined;
      if (read?.ok) {
        bytes += read.bytes.length;
        entries.set(rel, { kind: 'file', stamp: stampOf(stats), bytes: read.bytes });
      } else entries.set(rel, { kind: 'large', stamp: stampOf(stats) });
    }
    return true;
  });
  return {
    store,
    entries,
    skipped,
    rootWasDirectory: lstat(store.resultsDir)?.isDirectory() === true,
  };
}

/** The lines of a file's bytes, as the readers split them (a last line without newline counts). */
function linesOf(bytes: Buffer): string[] {
  const text = bytes.toString('latin1');
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

/**
 * Which lines of `now` did not come from `before` (1-based, in `now`), and
 * which of `before` are gone (1-based, in `before`): a multiset difference,
 * so a line a check appended twice, or a copy of an existing line, counts.
 */
function lineChanges(before: Buffer, now: Buffer): { added: number[]; removed: number[] } {
  const kept = new Map<string, number>();
  for (const line of linesOf(before)) kept.set(line, (kept.get(line) ?? 0) + 1);
  const added: number[] = [];
  linesOf(now).forEach((line, i) => {
    const left = kept.get(line) ?? 0;
    if (left > 0) kept.set(line, left - 1);
    else added.push(i + 1);
  });
  const removed: number[] = [];
  const remaining = new Map(kept);
  linesOf(before).forEach((line, i) => {
    const left = remaining.get(line) ?? 0;
    if (left > 0) {
      remaining.set(line, left - 1);
      removed.push(i + 1);
    }
  });
  return { added, removed };
}

/** `lines 3, 4, 7 and 2 more` */
function lineList(lines: readonly number[]): string {
  const named = lines.slice(0, LINES_NAMED).join(', ');
  const more = lines.length - LINES_NAMED;
  return `line${lines.length === 1 ? '' : 's'} ${named}${more > 0 ? ` and ${more} more` : ''}`;
}

/** What a bound check did to the evidence files, once they are put back. */
export interface EvidenceRestore {
  /**
   * One finding per file a check touched: `<path>:<line>: …` for a single
   * appeared line, else the lines named — each refused as evidence and
   * removed, or put back.
   */
  findings: string[];
  /** Files that could not be put back, and why (their evidence is then not to be trusted). */
  failures: string[];
}

const REFUSED =
  'written by a bound check while the checks ran, not by this action: refused as evidence and removed (the file is as it was before the checks, plus this run’s own lines)';

function describeFile(shown: string, before: Before | undefined, now: Buffer | undefined): string {
  if (before === undefined) {
    const lines = now === undefined ? [] : linesOf(now).map((_, i) => i + 1);
    return lines.length === 1
      ? `${shown}:1: a file a bound check created while the checks ran, not this action — refused as evidence and removed`
      : `${shown}: a file a bound check created while the checks ran (${lines.length} lines), not this action — refused as evidence and removed`;
  }
  if (before.kind === 'large')
    return `${shown}: changed by a bound check while the checks ran — cut back to its size before the checks (too large to keep whole: a line changed within it cannot be put back)`;
  if (before.kind !== 'file' || now === undefined)
    return `${shown}: replaced or removed by a bound check while the checks ran — put back as it was before the checks`;
  const { added, removed } = lineChanges(before.bytes, now);
  const parts: string[] = [];
  if (added.length === 1 && removed.length === 0) return `${shown}:${added[0]}: a line ${REFUSED}`;
  if (added.length > 0) parts.push(`${lineList(added)} ${REFUSED}`);
  if (removed.length > 0)
    parts.push(
      `${lineList(removed)} of the file before the checks removed or changed by a bound check: put back`,
    );
  if (parts.length === 0)
    parts.push('rewritten by a bound check with the same lines: put back byte for byte');
  return `${shown}: ${parts.join('; ')}`;
}

/** Whether an entry is as the snapshot found it (a file: by its stamp, the bytes compared after). */
function unchanged(before: Before, stats: BigIntStats | undefined): boolean {
  if (before.kind === 'directory') return stats?.isDirectory() === true;
  // A link or special file the readers refuse: gone, it reads the same.
  if (before.kind === 'other')
    return stats === undefined || sameStamp(before.stamp, stampOf(stats));
  return stats !== undefined && sameStamp(before.stamp, stampOf(stats));
}

/** Removes whatever is at `path` (a link itself, never its target). */
function remove(path: string): void {
  rmSync(path, { recursive: true, force: true });
}

/** Puts one entry back as it was; throws with what failed. */
function putBack(path: string, before: Before): void {
  const stats = lstat(path);
  const kind = stats === undefined ? 'missing' : kindOfStats(stats);
  if (before.kind === 'directory') {
    if (kind === 'directory') return;
    remove(path);
    mkdirSync(path);
  } else if (before.kind === 'file') {
    if (kind !== 'file') remove(path);
    rewriteFile(path, before.bytes);
  } else if (before.kind === 'large') {
    if (kind !== 'file') throw new Error('it was too large to keep, and is no longer a file');
    // Only what was added beyond its old size can be taken back.
    truncateFile(path, Number(before.stamp.size));
  } else if (kind !== 'missing') {
    remove(path); // a link or special file the readers refuse: its absence reads the same
  }
}

/**
 * Puts every evidence file a bound check changed back as it was before the
 * checks, and says what each check did. Call after the last bound command
 * has ended, before the action writes its own lines and reads the receipts.
 */
export function restoreEvidence(snapshot: EvidenceSnapshot): EvidenceRestore {
  const { store, entries } = snapshot;
  const root = store.resultsDir;
  const findings: string[] = [];
  const failures: string[] = [];
  const shown = (rel: string) => shownPath(store, join(root, rel));
  const fail = (rel: string, error: unknown) =>
    failures.push(
      `${shown(rel)}: changed by a bound check and could not be put back (${error instanceof Error ? error.message : String(error)}): its evidence is not to be trusted`,
    );

  // The results directory itself, removed or swapped for a link: made again, its entries below.
  if (snapshot.rootWasDirectory && lstat(root)?.isDirectory() !== true) {
    findings.push(
      `${shownPath(store, root)}: removed or replaced by a bound check while the checks ran — put back as it was before the checks`,
    );
    try {
      remove(root);
      mkdirSync(root);
    } catch (error) {
      failures.push(
        `${shownPath(store, root)}: could not be put back (${error instanceof Error ? error.message : String(error)}): the evidence under it is not to be trusted`,
      );
      return { findings, failures };
    }
  }

  // What is there now that was not before: made by a check. Removed (deepest first).
  const appeared: string[] = [];
  walk(root, (rel, path) => {
    const before = entries.get(rel);
    if (
      before === undefined ||
      (before.kind === 'directory' && lstat(path)?.isDirectory() !== true)
    )
      appeared.push(rel);
    return true;
  });
  for (const rel of appeared.reverse()) {
    const path = join(root, rel);
    const stats = lstat(path);
    if (stats === undefined) continue;
    if (stats.isFile()) {
      const read = readRegularFile(path, READ_BOUNDS.receiptFile, 'file');
      findings.push(describeFile(shown(rel), undefined, read.ok ? read.bytes : undefined));
    } else if (!stats.isDirectory() && entries.get(rel) === undefined) {
      findings.push(
        `${shown(rel)}: made by a bound check while the checks ran (not a file) — removed`,
      );
    }
    if (entries.get(rel)?.kind === 'directory') continue; // put back below
    try {
      remove(path);
    } catch (error) {
      fail(rel, error);
    }
  }

  // What was there before: each entry as it was (parents first, so files land in real directories).
  for (const [rel, before] of entries) {
    const path = join(root, rel);
    const stats = lstat(path);
    if (unchanged(before, stats)) continue;
    let now: Buffer | undefined;
    if (before.kind === 'file' && stats?.isFile() === true) {
      const read = readRegularFile(path, READ_BOUNDS.receiptFile, 'file');
      now = read.ok ? read.bytes : undefined;
      if (now !== undefined && now.equals(before.bytes)) continue; // written, but the same bytes
    }
    findings.push(describeFile(shown(rel), before, now));
    try {
      putBack(path, before);
    } catch (error) {
      fail(rel, error);
    }
  }
  if (snapshot.skipped > 0)
    failures.push(
      `${shownPath(store, root)}: ${snapshot.skipped} files beyond the first ${EVIDENCE_SNAPSHOT_FILES.toLocaleString('en-US')} were not snapshotted before the bound checks: a change a check made to them cannot be told apart`,
    );
  return { findings, failures };
}
