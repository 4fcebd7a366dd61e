/**
 * An ev 0.2 ledger at a commit, read from git objects (never from the work
 * tree, which the pull request controls and which may be another commit):
 * its writer files, the world its anchors are read in, and the paths a pull
 * request changes between two commits. A constant number of git processes:
 * per commit, `ls-tree` and one `cat-file --batch` for the writer files and
 * an `ls-tree` of its tree; for the commits read together (a pull request's
 * base and head), git-claims.ts's worlds (one `cat-file --batch-check`, one
 * history graph, one set of changes, one `cat-file --batch` for the anchored
 * blobs); one `diff-tree` for the changed paths. Nothing is written.
 */
import { worldQuestions, type World } from '../core/claims/annotate.js';
import type { Envelope } from '../core/claims/events.js';
import { everyClaim, fold, type Derived } from '../core/claims/fold.js';
import {
  isWriterFileName,
  scanLedger,
  type LedgerScan,
  type WriterFile,
} from '../core/claims/scan.js';
import { LEDGER_BOUNDS } from './claims-ledger.js';
import { worldsAt } from './git-claims.js';
import { batchBlobBodies, runGit, type GitContext } from './git.js';

export interface LedgerAtCommitRead {
  files: WriterFile[];
  world: World;
  /** `files` scanned and folded (the review need not take them again). */
  read: { scan: LedgerScan; derived: Derived };
  /** Why a writer file was not read (too large, not UTF-8, not a regular file): named, never quoted. */
  refused: string[];
}

/**
 * The writer files of `<prefix>.evolving/ledger/` at `commit`, in git's
 * order (byte order of the names). A link, a submodule or a directory named
 * `x.jsonl` is refused, as is a file over the bounds or not UTF-8.
 */
export async function writerFilesAt(
  ctx: GitContext,
  commit: string,
  prefix: string,
): Promise<{ files: WriterFile[]; refused: string[] }> {
  const dir = `${prefix}.evolving/ledger/`;
  const listing = await runGit(ctx, [
    'ls-tree',
    '-l',
    '-z',
    '--full-tree',
    '--end-of-options',
    commit,
    '--',
    dir,
  ]);
  const refused: string[] = [];
  if (listing.code !== 0) return { files: [], refused };
  const wanted: { name: string; oid: string }[] = [];
  for (const record of listing.stdout.toString('utf8').split('\0')) {
    const tab = record.indexOf('\t');
    if (tab < 0) continue;
    const [mode = '', type = '', oid = '', size = '-'] = record.slice(0, tab).split(/ +/);
    const path = record.slice(tab + 1);
    const name = path.slice(dir.length);
    if (name.includes('/') || !isWriterFileName(name)) continue;
    if (type !== 'blob' || mode === '120000') {
      refused.push(
        `.evolving/ledger/${name}: not a regular file at ${commit.slice(0, 12)} — not read`,
      );
      continue;
    }
    if (Number(size) > LEDGER_BOUNDS.writerFile) {
      refused.push(`.evolving/ledger/${name}: larger than the bound — not read`);
      continue;
    }
    wanted.push({ name, oid });
  }
  if (wanted.length === 0) return { files: [], refused };
  const result = await runGit(
    ctx,
    ['cat-file', '--batch'],
    wanted.map((w) => `${w.oid}\n`).join(''),
  );
  const files: WriterFile[] = [];
  if (result.code !== 0) return { files, refused };
  let total = 0;
  const bodies = batchBlobBodies(result.stdout, wanted.length);
  for (const [i, body] of bodies.entries()) {
    const { name } = wanted[i] as { name: string };
    total += body.length;
    if (total > LEDGER_BOUNDS.ledger) {
      refused.push('.evolving/ledger/: larger than the bound in all — the rest is not read');
      break;
    }
    const text = new TextDecoder('utf-8', { fatal: true });
    try {
      files.push({ name, text: text.decode(body) });
    } catch {
      refused.push(`.evolving/ledger/${name}: not UTF-8 — not read`);
    }
  }
  return { files, refused };
}

/** The ledger at `commit` and the world its claims' anchors are read in there. */
export async function ledgerAtCommit(
  ctx: GitContext,
  commit: string,
  prefix: string,
): Promise<LedgerAtCommitRead> {
  const [read] = await ledgersAtCommits(ctx, [commit], prefix);
  return read as LedgerAtCommitRead;
}

/**
 * The ledger at each commit (a pull request's head and base), each read as
 * `ledgerAtCommit` reads it alone; their worlds share one set of git
 * processes (git-claims.ts's worldsAt: one history graph for both).
 */
export async function ledgersAtCommits(
  ctx: GitContext,
  at: readonly string[],
  prefix: string,
): Promise<LedgerAtCommitRead[]> {
  const lines = new Map<string, Envelope | undefined>(); // the commits' ledgers share most lines
  const read = await Promise.all(
    at.map(async (commit) => {
      const { files, refused } = await writerFilesAt(ctx, commit, prefix);
      const scan = scanLedger(files, lines);
      const derived = fold(scan.events);
      return { files, refused, scan, derived };
    }),
  );
  const worlds = await worldsAt(
    ctx,
    at.map((commit, i) => ({
      questions: worldQuestions(everyClaim((read[i] as (typeof read)[number]).derived)),
      at: { kind: 'commit', commit },
    })),
  );
  return read.map(({ files, refused, scan, derived }, i) => ({
    files,
    refused,
    world: worlds[i] as World,
    read: { scan, derived },
  }));
}

/**
 * The paths that differ between `base` and `head` (`git diff-tree -r
 * --no-renames`), relative to the store root; undefined when git cannot say
 * (a commit missing from a shallow clone).
 */
export async function changedPathsBetween(
  ctx: GitContext,
  base: string,
  head: string,
  prefix: string,
): Promise<string[] | undefined> {
  const result = await runGit(ctx, [
    'diff-tree',
    '-r',
    '--no-renames',
    '--name-only',
    '-z',
    '--end-of-options',
    base,
    head,
  ]);
  if (result.code !== 0) return undefined;
  return result.stdout
    .toString('utf8')
    .split('\0')
    .filter((p) => p !== '' && p.startsWith(prefix))
    .map((p) => p.slice(prefix.length));
}

/**
 * The commit a revision names (`HEAD`, a branch, `origin/main~3`, a sha),
 * asked of `git cat-file --batch-check` on stdin (never as an argument), or
 * undefined when it names none.
 */
export async function commitOf(ctx: GitContext, revision: string): Promise<string | undefined> {
  if (revision === '' || /[\n\0]/.test(revision)) return undefined;
  const result = await runGit(
    ctx,
    ['cat-file', '--batch-check=%(objectname) %(objecttype)'],
    `${revision}^{commit}\n`,
  );
  const match = /^([0-9a-f]{40,64}) commit$/.exec(result.stdout.toString('utf8').trim());
  return match === null ? undefined : (match[1] as string);
}

/** The most bytes of one file read for placing annotations (as an anchored file's bound). */
const PLACED_FILE_BOUND = 64 * 1024 * 1024;

/**
 * The text of each repository-relative path at `from` and at `to` (a file
 * absent, not a regular file, over the bound or not UTF-8 has none there):
 * one `cat-file --batch-check` for the sizes and one `cat-file --batch` for
 * the texts, the `<commit>:<path>` names on stdin (a path holding a newline
 * is not asked: no line of the protocol can carry it).
 */
export async function textsAtTwoCommits(
  ctx: GitContext,
  from: string,
  to: string,
  paths: readonly string[],
): Promise<Map<string, { from?: string; to?: string }>> {
  const texts = new Map<string, { from?: string; to?: string }>();
  const asked = paths
    .filter((path) => path !== '' && !/[\n\0]/.test(path))
    .flatMap((path) => [
      { path, side: 'from' as const, name: `${from}:${path}` },
      { path, side: 'to' as const, name: `${to}:${path}` },
    ]);
  if (asked.length === 0) return texts;
  const check = await runGit(
    ctx,
    ['cat-file', '--batch-check=%(objectname) %(objecttype) %(objectsize)'],
    asked.map((a) => `${a.name}\n`).join(''),
  );
  if (check.code !== 0) return texts;
  const answers = check.stdout.toString('utf8').split('\n');
  const wanted = asked.flatMap((a, i) => {
    const [oid = '', type, size] = (answers[i] ?? '').split(' ');
    return type === 'blob' && Number(size) <= PLACED_FILE_BOUND ? [{ ...a, oid }] : [];
  });
  if (wanted.length === 0) return texts;
  const blobs = await runGit(
    ctx,
    ['cat-file', '--batch'],
    wanted.map((w) => `${w.oid}\n`).join(''),
  );
  if (blobs.code !== 0) return texts;
  const decoder = new TextDecoder('utf-8', { fatal: true });
  batchBlobBodies(blobs.stdout, wanted.length).forEach((body, i) => {
    const { path, side } = wanted[i] as (typeof wanted)[number];
    try {
      const entry = texts.get(path) ?? {};
      entry[side] = decoder.decode(body);
      texts.set(path, entry);
    } catch {
      // not UTF-8: the finding stays where it was found
    }
  });
  return texts;
}
