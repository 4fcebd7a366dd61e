/**
 * An ev 0.2 ledger at a commit, read from git objects (never from the work
 * tree, which the pull request controls and which may be another commit):
 * its writer files, the world its anchors are read in, and the paths a pull
 * request changes between two commits. A constant number of git processes:
 * per commit, one `ls-tree` of its whole tree (claims/git-anchors.ts commitListing:
 * the writer files, the anchors' tree and the changed paths are all read
 * from it); for the commits read together (a pull request's base and head),
 * one `cat-file --batch` for their writer files and claims/git-anchors.ts's worlds
 * (one `cat-file --batch-check`, one history graph, one set of changes, one
 * `cat-file --batch` for the anchored blobs). Nothing is written.
 */
import { isUtf8 } from 'node:buffer';
import { worldQuestions, type World } from '../../core/claims/annotate.js';
import { tableKey } from '../../core/claims/drift.js';
import type { FollowInput } from '../../core/claims/review.js';
import { everyClaim, fold, type Derived } from '../../core/claims/fold.js';
import {
  isWriterFileName,
  scanLedgers,
  type LedgerScan,
  type WriterFile,
} from '../../core/claims/scan.js';
import { LEDGER_BOUNDS } from './ledger-files.js';
import {
  commitListing,
  listingCommand,
  textOfBytes,
  worldAt,
  worldCommands,
  worldsAt,
  type TreeEntry,
} from './git-anchors.js';
import { toByteString } from '../../core/text/pathspec.js';
import type { TimeBudget } from '../../core/claims/budget.js';
import { batchBlobBodies, batchBlobsById, runGit, type GitContext } from '../git/runner.js';

export interface LedgerAtCommitRead {
  files: WriterFile[];
  world: World;
  /** `files` scanned and folded (the review need not take them again). */
  read: { scan: LedgerScan; derived: Derived };
  /** Why a writer file was not read (too large, not UTF-8, not a regular file): named, never quoted. */
  refused: string[];
}

const BLOBS = ['cat-file', '--batch'];
const SIZES = ['cat-file', '--batch-check=%(objectname) %(objecttype) %(objectsize)'];

/**
 * The processes a claims review at these commits runs (for git/runner.ts's
 * startAhead, to start them while the run holds little), in the order it
 * needs them: each commit's listing and the writer files' blobs, then what
 * it runs once it has read the ledgers — each commit's world (claims/git-anchors.ts)
 * and, with `placing`, the texts textsAtTwoCommits reads.
 */
export function reviewCommands(
  commits: readonly string[],
  placing: boolean,
): (readonly string[])[] {
  return [
    ...commits.map(listingCommand),
    BLOBS,
    ...worldCommands(),
    ...(placing ? [SIZES, BLOBS] : []),
  ];
}

/** A writer file listed at a commit, to be read. */
interface ListedFile {
  name: string;
  oid: string;
}

/**
 * The writer files of `<prefix>.evolving/ledger/` at `commit`, in git's
 * order (byte order of the names), from the commit's listing (shared with
 * its anchors' tree: claims/git-anchors.ts commitListing). A link, a submodule or a
 * directory named `x.jsonl` is refused, as is a file over the bound.
 */
async function listWriterFiles(
  ctx: GitContext,
  commit: string,
  prefix: string,
): Promise<{ wanted: ListedFile[]; refused: string[] }> {
  const dir = toByteString(`${prefix}.evolving/ledger/`);
  const listing = await commitListing(ctx, commit);
  const refused: string[] = [];
  const wanted: ListedFile[] = [];
  for (const [path, { mode, type, oid, size }] of listing ?? []) {
    if (!path.startsWith(dir)) continue;
    const name = textOfBytes(path.slice(dir.length));
    if (name.includes('/') || !isWriterFileName(name)) continue;
    if (type !== 'blob' || mode === '120000') {
      refused.push(
        `.evolving/ledger/${name}: not a regular file at ${commit.slice(0, 12)} — not read`,
      );
      continue;
    }
    if ((size ?? 0) > LEDGER_BOUNDS.writerFile) {
      refused.push(`.evolving/ledger/${name}: larger than the bound — not read`);
      continue;
    }
    wanted.push({ name, oid });
  }
  return { wanted, refused };
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
  return (await writerFilesAtCommits(ctx, [commit], prefix))[0] as {
    files: WriterFile[];
    refused: string[];
  };
}

/**
 * The writer files at each commit, as `writerFilesAt` reads them alone: one
 * listing per commit, then one `cat-file --batch` for every commit's blobs,
 * each blob read and decoded once (a file the pull request did not touch is
 * one object at both commits).
 */
async function writerFilesAtCommits(
  ctx: GitContext,
  at: readonly string[],
  prefix: string,
): Promise<{ files: WriterFile[]; refused: string[] }[]> {
  const listed = await Promise.all(at.map((commit) => listWriterFiles(ctx, commit, prefix)));
  const oids = [...new Set(listed.flatMap(({ wanted }) => wanted.map((w) => w.oid)))];
  let bodies = new Map<string, Buffer>();
  if (oids.length > 0) {
    const result = await runGit(ctx, BLOBS, oids.map((o) => `${o}\n`).join(''));
    if (result.code !== 0) return listed.map(({ refused }) => ({ files: [], refused }));
    bodies = batchBlobsById(result.stdout);
  }
  const texts = new LedgerTexts();
  return listed.map(({ wanted, refused }) => {
    const files: WriterFile[] = [];
    let total = 0;
    for (const { name, oid } of wanted) {
      const body = bodies.get(oid);
      if (body === undefined) break; // cat-file's answer stopped short: the rest is not read
      total += body.length;
      if (total > LEDGER_BOUNDS.ledger) {
        refused.push('.evolving/ledger/: larger than the bound in all — the rest is not read');
        break;
      }
      const text = texts.decode(name, oid, body);
      if (text === undefined) refused.push(`.evolving/ledger/${name}: not UTF-8 — not read`);
      else files.push({ name, text });
    }
    return { files, refused };
  });
}

/**
 * Writer files decoded from UTF-8 (strictly: a file that is not UTF-8 is
 * not read), each blob once. A file that grew between two commits (an
 * append-only writer file in a pull request) decodes only the bytes after
 * the whole lines it had: those lines are the same text.
 */
class LedgerTexts {
  private readonly byOid = new Map<string, string | undefined>();
  private readonly byName = new Map<string, { body: Buffer; text: string }[]>();

  decode(name: string, oid: string, body: Buffer): string | undefined {
    if (this.byOid.has(oid)) return this.byOid.get(oid);
    const earlier = this.byName.get(name) ?? [];
    let grown: { text: string | undefined } | undefined;
    for (const was of earlier) if ((grown = grownText(was, body)) !== undefined) break;
    const text = grown === undefined ? strictUtf8(body, true) : grown.text;
    this.byOid.set(oid, text);
    if (text !== undefined) this.byName.set(name, [...earlier, { body, text }]);
    return text;
  }
}

/**
 * When `body` begins with every whole line of `was` (its bytes up to the
 * last newline): its text, those lines' text then the rest decoded (none
 * when the rest is not UTF-8). Past a newline a byte order mark is text, not
 * a mark, so the rest keeps it. Undefined when `body` does not begin so.
 */
function grownText(
  was: { body: Buffer; text: string },
  body: Buffer,
): { text: string | undefined } | undefined {
  const whole = was.body.lastIndexOf(0x0a) + 1;
  if (whole === 0 || body.length < whole || body.compare(was.body, 0, whole, 0, whole) !== 0)
    return undefined;
  const rest = strictUtf8(body.subarray(whole), false);
  const kept = was.text.slice(0, was.text.lastIndexOf('\n') + 1);
  return { text: rest === undefined ? undefined : kept + rest };
}

/**
 * `bytes` as text when they are UTF-8 (else undefined), as a fatal
 * `TextDecoder` reads them: a byte order mark at the start of a file is
 * dropped (`atStart`). `isUtf8` validates in one native pass, faster than
 * the decoder's own check.
 */
function strictUtf8(bytes: Buffer, atStart: boolean): string | undefined {
  if (!isUtf8(bytes)) return undefined;
  const mark = atStart && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  return bytes.toString('utf8', mark ? 3 : 0);
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
 * `ledgerAtCommit` reads it alone; their writer files are read together
 * (writerFilesAtCommits) and scanned together (scanLedgers: what a file
 * held at the base is read once), and their worlds share one set of git
 * processes (claims/git-anchors.ts's worldsAt: one history graph for both).
 */
export async function ledgersAtCommits(
  ctx: GitContext,
  at: readonly string[],
  prefix: string,
  budget?: TimeBudget,
): Promise<LedgerAtCommitRead[]> {
  const read = await writerFilesAtCommits(ctx, at, prefix);
  const scans = scanLedgers(read.map(({ files }) => files));
  const folded = scans.map((scan) => ({ scan, derived: fold(scan.events) }));
  const worlds = await worldsAt(
    ctx,
    at.map((commit, i) => ({
      questions: worldQuestions(everyClaim((folded[i] as (typeof folded)[number]).derived)),
      at: { kind: 'commit', commit },
    })),
    budget,
  );
  return read.map(({ files, refused }, i) => ({
    files,
    refused,
    world: worlds[i] as World,
    read: folded[i] as (typeof folded)[number],
  }));
}

/**
 * The paths that differ between `base` and `head` (what `git diff-tree -r
 * --no-renames` names: each file, link or submodule whose mode or object
 * differs, or that one side lacks), relative to the store root, from the
 * two commits' listings (claims/git-anchors.ts commitListing: the ones the ledger's
 * reading takes); undefined when git cannot say (a commit missing from a
 * shallow clone).
 */
export async function changedPathsBetween(
  ctx: GitContext,
  base: string,
  head: string,
  prefix: string,
): Promise<string[] | undefined> {
  const [before, after] = await Promise.all([commitListing(ctx, base), commitListing(ctx, head)]);
  if (before === undefined || after === undefined) return undefined;
  const changed: string[] = [];
  const differs = (path: string, entry: TreeEntry, other: TreeEntry | undefined): void => {
    if (entry.type === 'tree') return; // its files are listed too
    if (
      other !== undefined &&
      other.type !== 'tree' &&
      other.mode === entry.mode &&
      other.oid === entry.oid
    )
      return;
    const text = textOfBytes(path);
    if (text.startsWith(prefix)) changed.push(text.slice(prefix.length));
  };
  for (const [path, entry] of after) differs(path, entry, before.get(path));
  for (const [path, entry] of before)
    if (!after.has(path) || after.get(path)?.type === 'tree') differs(path, entry, undefined);
  return changed;
}

/** The most renames read from git's rename detection (the rest are not followed). */
const RENAMES_BOUND = 10_000;

/**
 * What the proposals need of the files a pull request renamed (core
 * review.ts FollowInput): for each path an anchor cites with a pass-line
 * that is a file at B and absent at H, where git's rename detection between
 * B and H (`diff-tree -M`, plumbing: no user configuration changes it) finds
 * it, and H's tree for those new paths, read by the reader that reads the
 * anchors (claims/git-anchors.ts worldAt). No process at all when no anchored file
 * is gone; else one `diff-tree` and one world's read. Undefined when git
 * cannot say.
 */
export async function renamesFollowed(
  ctx: GitContext,
  base: string,
  head: string,
  prefix: string,
  atBase: LedgerAtCommitRead,
  atHead: LedgerAtCommitRead,
): Promise<FollowInput | undefined> {
  const gone = new Set<string>();
  for (const path of worldQuestions(everyClaim(atBase.read.derived)).texts) {
    const key = tableKey(path);
    if (key === undefined) continue;
    const before = atBase.world.tree.probe(path, false).kind;
    if (
      (before === 'file' || before === 'readable') &&
      atHead.world.tree.probe(path, false).kind === 'absent'
    )
      gone.add(key);
  }
  if (gone.size === 0) return undefined;
  const result = await runGit(ctx, [
    'diff-tree',
    '-r',
    '-z',
    '-M',
    '--name-status',
    '--diff-filter=R',
    '--no-ext-diff',
    '--end-of-options',
    base,
    head,
  ]);
  if (result.code !== 0) return undefined;
  const renames = new Map<string, string>();
  const fields = result.stdout.toString('latin1').split('\0');
  for (let i = 0; i + 2 < fields.length && renames.size < RENAMES_BOUND; i += 3) {
    if (!(fields[i] ?? '').startsWith('R')) break; // not the answer this parser knows
    const from = textOfBytes(fields[i + 1] ?? '');
    const to = textOfBytes(fields[i + 2] ?? '');
    if (!from.startsWith(prefix) || !to.startsWith(prefix)) continue;
    const key = from.slice(prefix.length);
    if (gone.has(key)) renames.set(key, to.slice(prefix.length));
  }
  if (renames.size === 0) return undefined;
  const paths = new Set(renames.values());
  const world = await worldAt(
    ctx,
    { paths, texts: paths, commits: new Set(), drift: new Map() },
    { kind: 'commit', commit: head },
  );
  return { renames, tree: world.tree };
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
  const check = await runGit(ctx, SIZES, asked.map((a) => `${a.name}\n`).join(''));
  if (check.code !== 0) return texts;
  const answers = check.stdout.toString('utf8').split('\n');
  const wanted = asked.flatMap((a, i) => {
    const [oid = '', type, size] = (answers[i] ?? '').split(' ');
    return type === 'blob' && Number(size) <= PLACED_FILE_BOUND ? [{ ...a, oid }] : [];
  });
  if (wanted.length === 0) return texts;
  const blobs = await runGit(ctx, BLOBS, wanted.map((w) => `${w.oid}\n`).join(''));
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
