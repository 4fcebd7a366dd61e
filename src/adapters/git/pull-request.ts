/**
 * Git questions about a pull request: is its base commit here (fetch it if
 * not), which files did it change, and what did it do to the tick files.
 * Thin: each function is one git command (or a few), run through git/runner.ts in
 * the repository located once from the workspace; the pure core interprets
 * answers. Every commit passed in is checked to be a full commit id and
 * placed after `--end-of-options` (or on a batch command's stdin); paths go
 * after `--`.
 */
import { plainPathspec } from '../../core/text/pathspec.js';
import { isCommitId } from '../../core/ticks/verdict/commit-id.js';
import {
  batchBlobBodies,
  batchBlobsById,
  pathspecSwitchesSet,
  runGit,
  type GitContext,
  type Repository,
} from './runner.js';
import { forgetMissingCommits, knownCommit, peelCommits, rememberCommit } from './commits.js';
import { DIFF_NAME_STATUS, DIFF_NAMES } from './graph.js';
import { statusEntries } from './status.js';

export interface GitAnswer {
  ok: boolean;
  stdout: string;
  stderr: string;
}

/**
 * One git command in the repository's work tree root (git/runner.ts: explicit git
 * dir, hardened config, an environment without the token; the repository's
 * own config, e.g. a persisted checkout token, still applies). Without a
 * repository it fails.
 */
export async function git(repository: Repository | null, args: string[]): Promise<GitAnswer> {
  const result = await runGit(contextOf(repository), args);
  return { ok: result.code === 0, stdout: result.stdout.toString('utf8'), stderr: result.stderr };
}

/**
 * Where these commands run: the repository's work tree root, with the
 * environment it was located with (git/runner.ts keeps little of it). Without a
 * repository every command fails before it starts, so no environment is needed.
 */
function contextOf(repository: Repository | null): GitContext {
  return { repository, cwd: repository?.workTree ?? '.', env: repository?.env ?? {} };
}

/** A revision we pass: a full commit id, or HEAD. */
function isRevision(rev: string): boolean {
  return rev === 'HEAD' || isCommitId(rev);
}

/**
 * What git answered about a repository that a later question may reuse:
 * answers about a full commit id, which names the same objects for as long
 * as the clone holds them (the action asks its base commit's `.evolving/`
 * listing from more than one place). The commits found or not are
 * git/commits.ts's.
 */
interface Remembered {
  /** `<commit>\0<dir>` → treeEntries' answer (an answer git could give). */
  trees: Map<string, Promise<Listing | undefined>>;
}
const remembered = new WeakMap<Repository, Remembered>();
/** The most entries of a tree listing kept for a later question. */
const REMEMBERED_TREE_ENTRIES = 256;

function rememberedOf(repository: Repository): Remembered {
  let known = remembered.get(repository);
  if (known === undefined) remembered.set(repository, (known = { trees: new Map() }));
  return known;
}

/**
 * What a remembered listing of `path`'s directory at `commit` says of it:
 * `{ entry }` (undefined when the directory holds no such name), or
 * undefined when no listing of that directory is remembered.
 */
async function rememberedEntry(
  repository: Repository | null,
  commit: string,
  path: string,
): Promise<{ entry: TreeEntry | undefined } | undefined> {
  const slash = path.lastIndexOf('/');
  if (repository === null || slash <= 0) return undefined;
  const listing = remembered.get(repository)?.trees.get(`${commit}\0${path.slice(0, slash)}`);
  const entries = listing === undefined ? undefined : (await listing)?.entries;
  if (entries === undefined) return undefined;
  const name = path.slice(slash + 1);
  return { entry: entries.find((entry) => entry.name === name) };
}

/**
 * Whether a listing of `dir`'s parent at `commit`, asked before, says no
 * directory stands at `dir` (then treeEntries would answer [] and nothing
 * under `dir` differs from the work tree's files there because of
 * `commit`'s): false when no such listing was asked, or it names one.
 */
export async function noDirectoryAt(
  repository: Repository | null,
  commit: string,
  dir: string,
): Promise<boolean> {
  if (!isCommitId(commit)) return false;
  const listed = await rememberedEntry(repository, commit, dir);
  return listed !== undefined && listed.entry?.type !== 'tree';
}

export async function hasCommit(repository: Repository | null, sha: string): Promise<boolean> {
  if (!isCommitId(sha)) return false;
  if (knownCommit(repository, sha)) return true;
  const found = (await git(repository, ['cat-file', '-e', '--end-of-options', `${sha}^{commit}`]))
    .ok;
  if (found) rememberCommit(repository, sha);
  return found;
}

/** Which of these commits the clone holds, from one `cat-file --batch-check` (git/commits.ts's peelCommits). */
export async function commitsHere(
  repository: Repository | null,
  shas: readonly string[],
): Promise<Set<string>> {
  const peeled = await peelCommits(contextOf(repository), shas);
  return new Set(shas.filter((sha) => peeled.get(sha) !== null));
}

/**
 * Makes sure `sha` is in the clone: fetches it from origin when the
 * checkout left it out (GitHub serves a pull request's head and base
 * commits by id, a fork's too). Returns why it could not, or undefined when
 * it is here. `what` names the commit in the message.
 *
 * A shallow clone gets the commit alone (`--depth=1`). A full clone gets it
 * with the history it lacks (a fork's head on a `fetch-depth: 0` checkout
 * of the base: the pull request's own commits): `--depth=1` there would cut
 * the clone's history at that commit, and every path of its tree would then
 * count as touched by it (ev 0.2's drift, 0.1's history since a receipt).
 */
export async function ensureCommit(
  repository: Repository | null,
  sha: string,
  what = "the pull request's base commit",
): Promise<string | undefined> {
  if (!isCommitId(sha)) return `${what} is not a full commit id`;
  if (await hasCommit(repository, sha)) return undefined;
  const depth = (await isShallow(repository)) === false ? [] : ['--depth=1'];
  // What was not in the clone may be now.
  forgetMissingCommits(repository);
  const fetched = await git(repository, [
    'fetch',
    '--no-tags',
    '--quiet',
    ...depth,
    '--end-of-options',
    'origin',
    sha,
  ]);
  if (fetched.ok && (await hasCommit(repository, sha))) return undefined;
  return (
    `${what} ${sha.slice(0, 12)} is not in this clone and could not be fetched` +
    ` (${firstLine(fetched.stderr) || 'no origin?'}); check out with \`fetch-depth: 0\` (actions/checkout)`
  );
}

/**
 * What the work tree holds, as against a pull request's head commit: the
 * head itself, a merge commit of it (GitHub's test merge, `refs/pull/N/merge`:
 * the head is its second parent), or another commit (the base, which
 * `pull_request_target` checks out by default). Read from the commit object
 * (`cat-file`), so a `fetch-depth: 1` merge commit, whose parents are not in
 * the clone, still names them. `checkedOut`: the checked-out commit as a
 * caller already asked it (workTreeChanges), when nothing could have moved
 * HEAD since; asked of git when not given.
 */
export type Checkout =
  { kind: 'head' | 'merge'; sha: string } | { kind: 'other'; sha: string | undefined };

export async function checkoutOf(
  repository: Repository | null,
  headSha: string,
  checkedOut?: { head: string | undefined },
): Promise<Checkout> {
  const sha = checkedOut === undefined ? await checkedOutCommit(repository) : checkedOut.head;
  if (sha === undefined) return { kind: 'other', sha: undefined };
  if (sha === headSha) return { kind: 'head', sha };
  const object = await git(repository, ['cat-file', 'commit', '--end-of-options', sha]);
  const header = object.ok
    ? object.stdout.slice(0, Math.max(0, object.stdout.indexOf('\n\n')))
    : '';
  const parents = [...header.matchAll(/^parent ([0-9a-f]+)$/gm)].map((match) => match[1]);
  return parents.length >= 2 && parents[1] === headSha
    ? { kind: 'merge', sha }
    : { kind: 'other', sha };
}

/**
 * The commit checked out (`HEAD`), or undefined when there is none (an
 * unborn branch, no repository).
 */
async function checkedOutCommit(repository: Repository | null): Promise<string | undefined> {
  const head = await git(repository, ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}']);
  const sha = head.stdout.trim();
  return head.ok && isCommitId(sha) ? sha : undefined;
}

/** Is the clone shallow (a `fetch-depth` other than 0)? Undefined when git cannot say. */
export async function isShallow(repository: Repository | null): Promise<boolean | undefined> {
  const answer = await git(repository, ['rev-parse', '--is-shallow-repository']);
  if (!answer.ok) return undefined;
  return answer.stdout.trim() === 'true';
}

function firstLine(text: string): string {
  return text.trim().split('\n')[0] ?? '';
}

/** The files changed between the merge base of `base` and `head`, as the pull request shows them. */
export async function changedFiles(
  repository: Repository | null,
  base: string,
  head: string,
): Promise<string[] | undefined> {
  if (!isRevision(base) || !isRevision(head)) return undefined;
  return diffNames(repository, [`${base}...${head}`]);
}

/** `git diff --name-only` over validated revisions (and under `paths`); undefined when git cannot tell. */
async function diffNames(
  repository: Repository | null,
  revisions: readonly string[],
  paths: readonly string[] = [],
): Promise<string[] | undefined> {
  const diff = await git(repository, [
    ...DIFF_NAMES,
    ...revisions,
    ...(paths.length > 0 ? ['--', ...paths] : []),
  ]);
  return diff.ok ? diff.stdout.split('\0').filter((path) => path !== '') : undefined;
}

export interface PathChange {
  /** A added, M modified, D deleted, R renamed, C copied, T type changed. */
  status: string;
  path: string;
  /** The old path of a rename or copy. */
  from?: string;
}

/** What `head` did to the files under `path` since `base` (`git diff --name-status -M`). */
export async function pathChanges(
  repository: Repository | null,
  base: string,
  head: string,
  path: string,
): Promise<PathChange[] | undefined> {
  if (!isRevision(base) || !isRevision(head)) return undefined;
  const diff = await git(repository, [...DIFF_NAME_STATUS, base, head, '--', path]);
  if (!diff.ok) return undefined;
  return parseNameStatus(diff.stdout);
}

/** `-z` name-status output: STATUS NUL PATH NUL, or for R/C: STATUS NUL OLD NUL NEW NUL. */
export function parseNameStatus(output: string): PathChange[] {
  const fields = output.split('\0');
  const changes: PathChange[] = [];
  for (let i = 0; i + 1 < fields.length;) {
    const status = (fields[i] ?? '').charAt(0);
    if (status === 'R' || status === 'C') {
      changes.push({ status, from: fields[i + 1] ?? '', path: fields[i + 2] ?? '' });
      i += 3;
    } else {
      changes.push({ status, path: fields[i + 1] ?? '' });
      i += 2;
    }
  }
  return changes.filter((change) => change.status !== '');
}

/**
 * Which of these commits are in the clone, asked in one `cat-file
 * --batch-check` (git/commits.ts peelCommits: the ids go on stdin, never as
 * arguments). Anything that is not a full lowercase commit id is reported as
 * absent: it cannot name a commit this clone can judge.
 */
export async function commitsInClone(
  repository: Repository | null,
  commits: Iterable<string>,
): Promise<Set<string>> {
  const asked = [...new Set(commits)].filter((commit) => isCommitId(commit));
  const present = new Set<string>();
  if (asked.length === 0) return present;
  const peeled = await peelCommits(contextOf(repository), asked);
  for (const commit of asked) if ((peeled.get(commit) ?? null) !== null) present.add(commit);
  return present;
}

/**
 * The files under `path` the pull request added, changed or deleted (against
 * the merge base of `base` and `head`), repository-relative; undefined when
 * git cannot tell. `base` must be a full commit id.
 */
export async function changedUnder(
  repository: Repository | null,
  base: string,
  head: string,
  path: string,
): Promise<string[] | undefined> {
  if (!isCommitId(base) || !isRevision(head)) return undefined;
  // Against the merge base: what the pull request changed. A shallow clone may hold no merge
  // base; then the two trees are compared directly, which is stricter (a file the base changed
  // since also counts as changed, so it is not evidence either), never laxer.
  for (const revisions of [[`${base}...${head}`], [base, head]]) {
    const names = await diffNames(repository, revisions, [path]);
    if (names !== undefined) return names;
  }
  return undefined;
}

/**
 * A file's text at a full commit id (`<commit>:<path>`), or undefined when it
 * is not there, is not a regular file, or is larger than `maxBytes` (asked
 * first, so nothing unbounded is read).
 */
export async function textAtCommit(
  repository: Repository | null,
  commit: string,
  path: string,
  maxBytes: number,
): Promise<string | undefined> {
  if (!isCommitId(commit)) return undefined;
  const listed = await rememberedEntry(repository, commit, path);
  if (listed !== undefined) {
    // The directory's listing, asked before, says what is there and how large: one process, or none.
    const entry = listed.entry;
    if (entry?.type !== 'blob' || entry.size === undefined || entry.size > maxBytes)
      return undefined;
    const blob = await git(repository, ['cat-file', 'blob', '--end-of-options', entry.oid]);
    return blob.ok ? blob.stdout : undefined;
  }
  const object = `${commit}:${path}`;
  const size = await git(repository, ['cat-file', '-s', '--end-of-options', object]);
  const bytes = Number(size.stdout.trim());
  if (!size.ok || !Number.isSafeInteger(bytes) || bytes > maxBytes) return undefined;
  const blob = await git(repository, ['cat-file', 'blob', '--end-of-options', object]);
  return blob.ok ? blob.stdout : undefined;
}

/** One entry of a directory of a commit's tree (`git ls-tree -l`). */
export interface TreeEntry {
  /** `100644`, `100755` (files), `120000` (a symbolic link), `040000` (a directory), `160000` (a submodule). */
  mode: string;
  type: string;
  oid: string;
  /** A blob's size in bytes (absent for a directory or a submodule). */
  size?: number;
  /** The entry's name within the directory. */
  name: string;
}

/**
 * The entries of directory `dir` (repository-relative) in `commit`'s tree, in
 * one `git ls-tree -z -l`; [] when the commit has no such directory, undefined
 * when git cannot tell.
 */
export async function treeEntries(
  repository: Repository | null,
  commit: string,
  dir: string,
): Promise<TreeEntry[] | undefined> {
  return (await directoryAt(repository, commit, dir))?.entries;
}

/** A directory's listing at a commit, and what stands at its path when it is no directory. */
export interface Listing {
  entries: TreeEntry[];
  /** The entry at `dir` itself when it is a link, a file or a submodule (then `entries` is []). */
  itself?: Pick<TreeEntry, 'mode' | 'type'>;
}

/**
 * `dir`'s listing at `commit` (treeEntries'), with what stands at `dir`
 * when it is no directory, from the same `git ls-tree`; undefined when git
 * cannot tell.
 */
export async function directoryAt(
  repository: Repository | null,
  commit: string,
  dir: string,
): Promise<Listing | undefined> {
  if (!isCommitId(commit)) return undefined;
  if (repository === null) return listTree(repository, commit, dir);
  const trees = rememberedOf(repository).trees;
  const key = `${commit}\0${dir}`;
  let answer = trees.get(key);
  if (answer === undefined) {
    answer = listTree(repository, commit, dir);
    trees.set(key, answer);
    // A failure (the commit not yet fetched) is asked again next time; a large listing (the
    // ticks) is not kept for the rest of the run.
    void answer.then((listing) => {
      if (listing === undefined || listing.entries.length > REMEMBERED_TREE_ENTRIES)
        trees.delete(key);
    });
  }
  // Each caller gets its own copy: one may sort or filter what it was given.
  return answer.then(
    (listing) => listing && { ...listing, entries: listing.entries.map((entry) => ({ ...entry })) },
  );
}

async function listTree(
  repository: Repository | null,
  commit: string,
  dir: string,
): Promise<Listing | undefined> {
  // `dir/` lists what the directory holds; `dir` beside it shows the entry itself only when it
  // is no directory (a link, a file, a submodule): one process answers both.
  const listed = await runGit(contextOf(repository), [
    'ls-tree',
    '-z',
    '-l',
    '--full-tree',
    '--end-of-options',
    commit,
    '--',
    `${dir}/`,
    ...(dir === '.' ? [] : [dir]),
  ]);
  if (listed.code !== 0) return undefined;
  const prefix = `${dir}/`;
  const listing: Listing = { entries: [] };
  for (const record of listed.stdout.toString('utf8').split('\0')) {
    const match = /^(\d+) (\S+) ([0-9a-f]+) +(-|\d+)\t(.*)$/s.exec(record);
    if (!match) continue;
    const [, mode = '', type = '', oid = '', size = '-', path = ''] = match;
    if (path === dir && type !== 'tree') listing.itself = { mode, type };
    if (!path.startsWith(prefix)) continue;
    const entry: TreeEntry = { mode, type, oid, name: path.slice(prefix.length) };
    if (size !== '-') entry.size = Number(size);
    listing.entries.push(entry);
  }
  return listing;
}

/**
 * The files under `path` whose content in the work tree differs from
 * `commit` (`git diff --name-only <commit> -- <path>`: changed, deleted or
 * added there); undefined when git cannot tell.
 */
export async function changedInWorkTreeSince(
  repository: Repository | null,
  commit: string,
  path: string,
): Promise<string[] | undefined> {
  if (!isCommitId(commit)) return undefined;
  return diffNames(repository, [commit], [path]);
}

/**
 * The files under `path` that differ between two commits (`git diff
 * --name-only <from> <to> -- <path>`, which the in-process reader answers);
 * undefined when git cannot tell.
 */
export async function changedBetween(
  repository: Repository | null,
  from: string,
  to: string,
  path: string,
): Promise<string[] | undefined> {
  if (!isCommitId(from) || !isCommitId(to)) return undefined;
  return diffNames(repository, [from, to], [path]);
}

/**
 * The contents of these blobs, by object id, in one `git cat-file --batch`
 * (the ids on stdin). The caller bounds what it asks for by the sizes a
 * listing gave; a blob git does not return as one is left out.
 */
export async function blobsById(
  repository: Repository | null,
  oids: readonly string[],
): Promise<Map<string, Buffer>> {
  const asked = [...new Set(oids)].filter((oid) => /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/.test(oid));
  if (asked.length === 0) return new Map();
  const read = await runGit(
    contextOf(repository),
    ['cat-file', '--batch'],
    asked.map((oid) => `${oid}\n`).join(''),
  );
  return read.code === 0 ? batchBlobsById(read.stdout) : new Map();
}

/**
 * Which of `commits` are `base` itself or one of its ancestors in this
 * clone: those present are asked of one `git rev-list --stdin` (them, not
 * `base`), and a commit it lists is not in `base`'s history. A commit the
 * clone lacks, or a git failure, answers no: nothing unknown counts as the
 * base's.
 */
export async function commitsInHistoryOf(
  repository: Repository | null,
  commits: Iterable<string>,
  base: string,
): Promise<Set<string>> {
  const inHistory = new Set<string>();
  const wanted = new Set(commits);
  if (!isCommitId(base)) return inHistory;
  const present = await commitsInClone(repository, [...wanted, base]);
  if (!present.has(base)) return inHistory;
  if (wanted.has(base)) inHistory.add(base);
  const asked = [...present].filter((commit) => commit !== base && wanted.has(commit));
  if (asked.length === 0) return inHistory;
  const outside = await runGit(
    contextOf(repository),
    ['rev-list', '--stdin'],
    `${asked.join('\n')}\n^${base}\n`,
  );
  if (outside.code !== 0) return inHistory;
  const listed = new Set(outside.stdout.toString('utf8').split('\n'));
  for (const commit of asked) if (!listed.has(commit)) inHistory.add(commit);
  return inHistory;
}

/**
 * textAtCommit for many files of one commit, in two processes: one `git
 * cat-file --batch-check` for every `<commit>:<path>` (type and size), then
 * one `git cat-file --batch` for the blobs within `maxBytes` (so nothing
 * unbounded is read). The names go on stdin, one a line, where git would
 * end a path at a newline and drop a carriage return before one: a path
 * holding either is read on its own (textAtCommit). Each path maps to its
 * text, or to undefined as textAtCommit answers it.
 */
export async function textsAtCommit(
  repository: Repository | null,
  commit: string,
  paths: readonly string[],
  maxBytes: number,
): Promise<Map<string, string | undefined>> {
  const texts = new Map<string, string | undefined>();
  const asked = [...new Set(paths)];
  if (!isCommitId(commit)) {
    for (const path of asked) texts.set(path, undefined);
    return texts;
  }
  const alone = (path: string): boolean => path.includes('\n') || path.includes('\r');
  const batched = asked.filter((path) => !alone(path));
  for (const path of asked)
    if (alone(path)) texts.set(path, await textAtCommit(repository, commit, path, maxBytes));
  if (batched.length === 0) return texts;
  const ctx = contextOf(repository);
  const names = batched.map((path) => `${commit}:${path}\n`);
  const sizes = await runGit(
    ctx,
    ['cat-file', '--batch-check=%(objecttype) %(objectsize)'],
    names.join(''),
  );
  const lines = sizes.code === 0 ? sizes.stdout.toString('utf8').split('\n') : [];
  const within: number[] = [];
  batched.forEach((path, i) => {
    texts.set(path, undefined);
    const [, type, size] = /^(\S+) (\d+)$/.exec(lines[i] ?? '') ?? [];
    const bytes = Number(size);
    if (type === 'blob' && Number.isSafeInteger(bytes) && bytes <= maxBytes) within.push(i);
  });
  if (within.length === 0) return texts;
  const blobs = await runGit(ctx, ['cat-file', '--batch'], within.map((i) => names[i]).join(''));
  if (blobs.code !== 0) return texts;
  for (const [k, body] of batchBlobBodies(blobs.stdout, within.length).entries()) {
    // Sized by the batch-check above; a body over the bound anyway ends the reading.
    if (body.length > maxBytes) break;
    texts.set(batched[within[k] as number] as string, body.toString('utf8'));
  }
  return texts;
}

/**
 * Which of these repository-relative paths are files (blobs, links
 * included) at any of the revisions (HEAD or full commit ids), as `git
 * ls-tree -r` lists them. Usually one `git cat-file --batch` of the trees
 * of the paths' directories at every revision: one git process whatever the
 * number of revisions (a process started late in a run costs the more the
 * more the run holds), and the directories named, not the whole repository.
 * A tree is read whole and matched in memory, never a `<rev>:<path>` per
 * path (each such lookup inflates every tree on the way again: 20,000 in a
 * directory of 10,000 files took minutes). Beyond TREE_DIRECTORIES_MAX
 * directories, or a directory name a batch line cannot carry, one `git
 * ls-tree -r` per revision instead. None when git fails.
 */
export async function filesAtRevisions(
  repository: Repository | null,
  revisions: readonly string[],
  paths: readonly string[],
): Promise<Set<string>> {
  const files = new Set<string>();
  const asked = new Set(paths);
  const revs = [...new Set(revisions)].filter(isRevision);
  if (revs.length === 0 || asked.size === 0) return files;
  const directories = namesByDirectory(asked);
  if (directories !== undefined && directories.size * revs.length <= TREE_DIRECTORIES_MAX)
    return filesInTrees(repository, revs, directories);
  const listings = await Promise.all(
    revs.map((rev) =>
      runGit(contextOf(repository), [
        'ls-tree',
        '-r',
        '-z',
        '--full-tree',
        '--end-of-options',
        rev,
      ]),
    ),
  );
  for (const listing of listings) {
    if (listing.code !== 0) continue;
    // `<mode> <type> <object>\t<path>\0` per entry; a path is bytes (UTF-8 here, as asked).
    for (const entry of listing.stdout.toString('utf8').split('\0')) {
      const tab = entry.indexOf('\t');
      if (tab < 0 || !entry.startsWith(' blob ', entry.indexOf(' '))) continue;
      const path = entry.slice(tab + 1);
      if (asked.has(path)) files.add(path);
    }
  }
  return files;
}

/** The most `<revision>:<directory>` trees filesAtRevisions reads in one batch. */
export const TREE_DIRECTORIES_MAX = 2_000;

/**
 * Each path's directory (`''`: the root) → the names asked in it; undefined
 * when a directory holds a newline or a carriage return, which a batch line
 * cannot carry.
 */
export function namesByDirectory(paths: Iterable<string>): Map<string, Set<string>> | undefined {
  const directories = new Map<string, Set<string>>();
  for (const path of paths) {
    const slash = path.lastIndexOf('/');
    const directory = slash < 0 ? '' : path.slice(0, slash);
    if (directory.includes('\n') || directory.includes('\r')) return undefined;
    let names = directories.get(directory);
    if (names === undefined) directories.set(directory, (names = new Set()));
    names.add(path.slice(slash + 1));
  }
  return directories;
}

/**
 * The command filesAtRevisions runs (its trees on stdin), and the context
 * it runs in: for git/runner.ts's startAhead.
 */
export const TREES: readonly string[] = ['cat-file', '--batch'];
export function treesContext(repository: Repository): GitContext {
  return contextOf(repository);
}

/**
 * filesAtRevisions from one `git cat-file --batch` of `<revision>:<directory>`
 * for each pair. A "directory" that is a file or a link at a revision is
 * asked as `<dir>/`, which git answers `missing`: never read.
 */
async function filesInTrees(
  repository: Repository | null,
  revisions: readonly string[],
  directories: ReadonlyMap<string, ReadonlySet<string>>,
): Promise<Set<string>> {
  const files = new Set<string>();
  const asked = revisions.flatMap(() => [...directories.keys()]);
  const input = revisions
    // `<rev>:<dir>/`: git resolves it only to a tree; a blob there (a file named as a directory,
    // a link) is `missing`, so its content (as large as the pull request makes it) is never read.
    .flatMap((rev) =>
      [...directories.keys()].map(
        (directory) => `${rev}:${directory === '' ? '' : `${directory}/`}\n`,
      ),
    )
    .join('');
  const answer = await runGit(contextOf(repository), [...TREES], input);
  if (answer.code !== 0) return files;
  batchTrees(answer.stdout, asked.length).forEach((entries, i) => {
    const directory = asked[i] as string;
    const names = directories.get(directory);
    for (const name of entries ?? [])
      if (names?.has(name)) files.add(directory === '' ? name : `${directory}/${name}`);
  });
  return files;
}

/**
 * The blob names (links included: what `ls-tree` types `blob`) of each tree
 * of a `git cat-file --batch` answer to `count` objects, in the order asked:
 * undefined for an object missing or not a tree. Stops at an answer it
 * cannot read (a cut output).
 */
export function batchTrees(out: Buffer, count: number): (string[] | undefined)[] {
  const trees: (string[] | undefined)[] = [];
  let at = 0;
  for (let i = 0; i < count; i++) {
    const eol = out.indexOf(0x0a, at);
    if (eol < 0) break;
    const header = /^([0-9a-f]+) (\S+) (\d+)$/.exec(out.toString('latin1', at, eol));
    at = eol + 1;
    if (header === null) {
      trees.push(undefined); // `<name> missing` (or ambiguous): no body follows
      continue;
    }
    const [, oid, type, size] = header;
    const bytes = Number(size);
    if (!Number.isSafeInteger(bytes) || at + bytes > out.length) break;
    trees.push(
      type === 'tree'
        ? treeBlobNames(out.subarray(at, at + bytes), (oid as string).length / 2)
        : undefined,
    );
    at += bytes + 1;
  }
  return trees;
}

/** A raw tree's entries (`<octal mode> <name>\0<object id>`) that are neither trees nor submodules. */
function treeBlobNames(tree: Buffer, idBytes: number): string[] {
  const names: string[] = [];
  let at = 0;
  while (at < tree.length) {
    const space = tree.indexOf(0x20, at);
    const nul = space < 0 ? -1 : tree.indexOf(0x00, space + 1);
    if (nul < 0) break;
    const kind = Number.parseInt(tree.toString('latin1', at, space), 8) & 0o170000;
    if (kind !== 0o040000 && kind !== 0o160000) names.push(tree.toString('utf8', space + 1, nul));
    at = nul + 1 + idBytes;
  }
  return names;
}

/** What the work tree holds under a path that the checked-out commit does not. */
export interface WorkTreeChanges {
  /** The checked-out commit, when there is one. */
  head?: string;
  /** Repository-relative paths that are untracked or ignored (not committed at all). */
  untracked: string[];
  /** Repository-relative paths committed at HEAD whose work-tree content differs. */
  modified: string[];
  /**
   * `also`'s files in the work tree and the index are the checked-out
   * commit's (git's status named none of them but untracked or ignored
   * ones): what differs there from another commit is what differs between
   * the two commits. Unset when it could not be told.
   */
  alsoAsCommitted?: true;
}

/**
 * Whether git reads `path` as a pathspec naming itself and what is below it,
 * and nothing else (plainPathspec, and no GIT_*_PATHSPECS switch): then its
 * entries in a status output are those under it.
 */
function readAsPlain(repository: Repository, path: string): boolean {
  return !pathspecSwitchesSet(repository.env) && plainPathspec(path);
}

/**
 * Files under `path` that differ from the checked-out commit (one `git
 * status`, ignored files included, without taking the index lock):
 * what an earlier step of the job (a cache restore) put there.
 */
export async function workTreeChanges(
  repository: Repository | null,
  path: string,
  also?: string,
): Promise<WorkTreeChanges> {
  const changes: WorkTreeChanges = { untracked: [], modified: [] };
  // `also` asked in the same status, where its entries can be told from `path`'s: both plain.
  const alsoAsked =
    also !== undefined &&
    repository !== null &&
    readAsPlain(repository, also) &&
    readAsPlain(repository, path)
      ? also
      : undefined;
  // Both started at once: they answer while the caller goes on (reading the tick files).
  const [head, status] = await Promise.all([
    checkedOutCommit(repository),
    git(repository, [
      'status', // no index lock: git.ts sets GIT_OPTIONAL_LOCKS=0
      '--porcelain=v1',
      '-z',
      '--untracked-files=all',
      '--ignored=matching',
      '--no-renames',
      '--',
      path,
      ...(alsoAsked === undefined ? [] : [alsoAsked]),
    ]),
  ]);
  if (head !== undefined) changes.head = head;
  if (!status.ok) return changes;
  let alsoCommitted = alsoAsked !== undefined;
  for (const { code, path: file } of statusEntries(status.stdout)) {
    if (alsoAsked !== undefined && (file === alsoAsked || file.startsWith(`${alsoAsked}/`))) {
      // Untracked and ignored files are no part of a diff with a commit.
      if (code !== '??' && code !== '!!') alsoCommitted = false;
      // Under `path` too (only when one holds the other): read as `path`'s as well.
      if (file !== path && !file.startsWith(`${path}/`)) continue;
    }
    if (code === '??' || code === '!!' || code.includes('A')) changes.untracked.push(file);
    else changes.modified.push(file);
  }
  if (alsoCommitted) changes.alsoAsCommitted = true;
  return changes;
}
