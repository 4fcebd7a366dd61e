/**
 * The ledger of a pull request's base commit, read from git objects — never
 * from the checkout, which holds the pull request's version. One `git
 * ls-tree` lists the base's tick files and one `git diff` names those whose
 * content in the work tree differs from the base; the tick files that do
 * not differ are the very ticks the checkout's ledger already parsed (the
 * same objects: a 10,000-tick ledger is not parsed twice), and the others are
 * read in one `git cat-file --batch` and parsed with the same parser.
 * Bounded: each file by the tick-file bound, the whole read by
 * BASE_LEDGER_BYTES.
 */
import { parseTickFile, type LedgerEntry, type TickFile } from '../../core/ticks/ledger.js';
import { compareCodePoints } from '../../core/text/unicode.js';
import type { Repository } from '../git/runner.js';
import {
  blobsById,
  changedBetween,
  changedInWorkTreeSince,
  noDirectoryAt,
  treeEntries,
} from '../git/pull-request.js';
import { READ_BOUNDS } from '../files/store.js';
import { tooLargeMessage } from '../files/untrusted-file.js';

/** The most bytes of tick files read from the base's objects in one evaluation. */
export const BASE_LEDGER_BYTES = 256 * 1024 * 1024;

/** Why the base's ledger cannot be read: the evaluation stops rather than compare with nothing. */
export class BaseLedgerUnreadable extends Error {}

/**
 * The base's tick files, each parsed or the reason it is not a tick, sorted
 * by file name (as parseLedger sorts). `ticksDir` is repository-relative;
 * `checkout` is the checkout's parsed ledger (awaited once git has listed
 * the base: it may still be being parsed while git answers). `committedAt`:
 * a commit whose `ticksDir` the work tree and the index hold as it is (git's
 * status said so): what differs from the base in the work tree is then what
 * differs between the two commits, which needs no look at the work tree.
 */
export async function readBaseLedger(
  repository: Repository | null,
  baseSha: string,
  ticksDir: string,
  checkout: readonly LedgerEntry[] | Promise<readonly LedgerEntry[]>,
  committedAt?: string,
): Promise<LedgerEntry[]> {
  // The base's `.evolving/` listed already holds no `ticks/`: no tick file, nothing to compare.
  if (await noDirectoryAt(repository, baseSha, ticksDir)) return [];
  const [listed, differing] = await Promise.all([
    treeEntries(repository, baseSha, ticksDir),
    committedAt === undefined
      ? changedInWorkTreeSince(repository, baseSha, ticksDir)
      : changedBetween(repository, baseSha, committedAt, ticksDir),
  ]);
  if (listed === undefined || differing === undefined)
    throw new BaseLedgerUnreadable(
      `git could not read the ledger of the base commit ${baseSha.slice(0, 12)} (${ticksDir})`,
    );
  const changed = new Set(differing);
  const parsedHere = new Map<string, LedgerEntry>();
  for (const entry of await checkout) if (entry.tick) parsedHere.set(entry.file, entry);

  const entries: LedgerEntry[] = [];
  const toRead: { name: string; oid: string }[] = [];
  let bytes = 0;
  for (const entry of listed) {
    const same = changed.has(`${ticksDir}/${entry.name}`) ? undefined : parsedHere.get(entry.name);
    if (same !== undefined) entries.push(same);
    else if (entry.type === 'blob' && entry.mode !== '120000') {
      const size = entry.size ?? 0;
      if (size > READ_BOUNDS.tickFile) {
        entries.push(
          parseTickFile({ name: entry.name, readError: tooLargeMessage(READ_BOUNDS.tickFile) }),
        );
        continue;
      }
      bytes += size;
      if (bytes > BASE_LEDGER_BYTES)
        throw new BaseLedgerUnreadable(
          `the base commit's tick files that differ from the checkout exceed ${BASE_LEDGER_BYTES / (1024 * 1024)} MiB: the base's ledger is not read`,
        );
      toRead.push({ name: entry.name, oid: entry.oid });
    } else entries.push(parseTickFile(notARegularFile(entry.name, entry.mode)));
  }
  const blobs = await blobsById(
    repository,
    toRead.map(({ oid }) => oid),
  );
  for (const { name, oid } of toRead) {
    const blob = blobs.get(oid);
    entries.push(
      parseTickFile(
        blob === undefined
          ? { name, readError: 'cannot be read from the base commit' }
          : { name, bytes: blob },
      ),
    );
  }
  return entries.sort((a, b) => compareCodePoints(a.file, b.file));
}

/** A link, a directory or a submodule in the base's `ticks/`: as the checkout's reader treats each. */
function notARegularFile(name: string, mode: string): TickFile {
  if (mode === '120000') return { name, readError: 'is a symbolic link (not followed)' };
  return { name, notAFile: true };
}
