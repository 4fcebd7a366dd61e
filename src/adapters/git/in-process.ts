/**
 * git's answers to the questions the action and the ev 0.2 commands ask
 * most, given in this process from the object store (git/object-store.ts),
 * byte for byte as git prints them. Objects and HEAD, whatever the
 * history's shape (a shallow clone's too): `cat-file` (`--batch`,
 * `--batch-check` in the formats asked, `-e`, `blob`, `-s`, `commit`) of
 * full ids, HEAD and `<id>:<path>`, `ls-tree` in the forms asked, and
 * `rev-parse HEAD` and `--is-shallow-repository`. The history, in a
 * repository that is not shallow (git's shallow file cuts it): `rev-list
 * --parents --timestamp --boundary --stdin` and plain `rev-list --stdin`
 * (revision.c's limited walk: commit-date order, first in first out, the
 * slop stop), `diff-tree --stdin -r --raw -z` without pathspecs, and
 * `merge-base --octopus --all` (commit.c's paint down to common, redundant
 * bases removed). On a small ledger, starting those processes is most of
 * a run's time (docs/PERFORMANCE.md, "Start-up").
 *
 * Anything else, and everything once READ_BOUND objects were read, is not
 * answered here (undefined): the runner starts git for it as before.
 */
import { statSync } from 'node:fs';
import { plainPathspec } from '../../core/text/pathspec.js';
import { pathspecSwitchesSet, type GitAnswers, type GitResult, type Repository } from './runner.js';
import { PEEL as BATCH_CHECK } from './commits.js';
import { DIFF_NAME_STATUS, DIFF_NAMES, DIFF_TREE, MERGE_BASE, REV_LIST } from './graph.js';
import { DateQueue } from './history.js';
import {
  openObjectStore,
  ObjectStoreUnreadable,
  type GitObject,
  type ObjectInfo,
  type ObjectStore,
} from './object-store.js';

/**
 * Objects read in all at most, over every question: a history past it is
 * git's to walk, and then git answers every later question too. About
 * where reading here costs what git's processes cost (a few tens of
 * microseconds an object against tens of milliseconds a process), so a
 * history that turns out longer costs at most that much more.
 */
export const READ_BOUND = 1_000;

/** Bytes of objects read in all at most (each object is at most OBJECT_BYTES_BOUND). */
export const READ_BYTES_BOUND = 64 * 1024 * 1024;

/** Commits whose changes one `diff-tree` lists here at most: more, and git lists them. */
export const DIFF_EDGES_BOUND = 200;

const OID = /^[0-9a-f]{40}$/;

/**
 * The answers `repository`'s object store gives (openObjectStore), or
 * undefined when git must read it: a repository this reader does not read
 * as git does, or one git would refuse as not the user's own (git's
 * `safe.directory` check: no exception can be configured where git runs,
 * git/runner.ts).
 */
export function inProcessAnswers(
  repository: Repository,
  bound = READ_BOUND,
): InProcessAnswers | undefined {
  const uid = process.getuid?.();
  if (uid === undefined || !ownedBy(uid, repository)) return undefined;
  const store = openObjectStore(repository.gitDir);
  if (store === undefined) return undefined;
  return answersFrom(store, bound, READ_BYTES_BOUND, {
    pathspecSwitches: pathspecSwitchesSet(repository.env),
    workTree: repository.workTree,
  });
}

function ownedBy(uid: number, repository: Repository): boolean {
  try {
    return [repository.gitDir, repository.workTree].every((path) => statSync(path).uid === uid);
  } catch {
    return false;
  }
}

/** Answers from the object store, which stays open until closed. */
export interface InProcessAnswers extends GitAnswers {
  close(): void;
}

/** What the answers may not assume of where git would run. */
export interface AnswerOptions {
  /**
   * A GIT_*_PATHSPECS switch is set (runner.ts pathspecSwitchesSet): a
   * pathspec is then git's to read.
   */
  pathspecSwitches?: boolean;
  /**
   * The work tree's root: a question asked there has its pathspecs from
   * the root, as read here (elsewhere, git reads them).
   */
  workTree?: string;
}

/** The answers the object store gives, within `bound` objects read in all. */
export function answersFrom(
  store: ObjectStore,
  bound = READ_BOUND,
  bytes = READ_BYTES_BOUND,
  options: AnswerOptions = {},
): InProcessAnswers {
  const budget = { left: bound, bytes };
  return {
    close: () => store.close(),
    covers: (args) => covered(args, store),
    answer(args, input, cwd) {
      if (budget.left <= 0 || budget.bytes <= 0) return undefined;
      try {
        const where = { ...options, atRoot: cwd !== undefined && cwd === options.workTree };
        return answerOf(new BoundedReader(store, budget), args, input ?? '', where);
      } catch {
        // Unreadable here (ObjectStoreUnreadable), or a file gone while read: git answers.
        return undefined;
      }
    },
  };
}

function ok(stdout: Buffer | string | undefined): GitResult | undefined {
  if (stdout === undefined) return undefined;
  const out = typeof stdout === 'string' ? Buffer.from(stdout, 'latin1') : stdout;
  return { code: 0, stdout: out, stderr: '' };
}

/**
 * A repository of more objects than this may well ask more than READ_BOUND
 * reads of a run (a long history walked): its processes are started ahead
 * as before (runner.ts startAhead), for whatever git then answers, and
 * those the answers here make unneeded are ended unused.
 */
export const COVERED_OBJECTS_BOUND = 4 * READ_BOUND;

/** Whether `args` is a form answered here (some of its questions may still be git's). */
function covered(args: readonly string[], store: ObjectStore): boolean {
  try {
    if (store.packedObjects() > COVERED_OBJECTS_BOUND) return false;
  } catch {
    return false;
  }
  if (same(args, DIFF_TREE) || same(args.slice(0, 4), MERGE_BASE)) return !shallowNow(store);
  if (
    same(args.slice(0, REV_LIST.length), REV_LIST) ||
    same(args, PLAIN_REV_LIST) ||
    same(args.slice(0, DIFF_NAMES.length), DIFF_NAMES)
  )
    return !shallowNow(store);
  if (same(args, BATCH_CHECK)) return true;
  if (args[0] === 'cat-file' && args.length === 2) return BATCH_FORMATS.has(args[1] as string);
  return (
    LS_TREE.some((form) => same(args.slice(0, form.length), form)) ||
    REV_PARSE.some((form) => same(args, form))
  );
}

function shallowNow(store: ObjectStore): boolean {
  try {
    return store.shallow();
  } catch {
    return true;
  }
}

function answerOf(
  reader: BoundedReader,
  args: readonly string[],
  input: string,
  options: AnswerOptions & { atRoot: boolean },
): GitResult | undefined {
  if (same(args, BATCH_CHECK)) return ok(batchCheck(reader, input));
  if (args[0] === 'cat-file') return catFile(reader, args, input);
  if (args[0] === 'ls-tree') return ok(lsTree(reader, args, options));
  if (args[0] === 'rev-parse') return ok(revParse(reader, args));
  // The history's graph: a shallow repository's is cut where git's shallow file says (a commit
  // there has no parents for git): git answers it.
  if (reader.store.shallow()) return undefined;
  if (same(args, DIFF_TREE)) return ok(diffTrees(reader, input));
  if (same(args, PLAIN_REV_LIST)) return ok(revList(reader, input, undefined, false));
  if (same(args.slice(0, DIFF_NAMES.length), DIFF_NAMES))
    return ok(diffNames(reader, args.slice(DIFF_NAMES.length), options));
  if (same(args.slice(0, DIFF_NAME_STATUS.length), DIFF_NAME_STATUS))
    return ok(diffNameStatus(reader, args.slice(DIFF_NAME_STATUS.length), options));
  if (same(args.slice(0, 4), MERGE_BASE) && args.length >= 6)
    return ok(mergeBases(reader, args.slice(4)));
  if (same(args.slice(0, REV_LIST.length), REV_LIST) && args.at(-1) === '--stdin') {
    const extra = args.slice(REV_LIST.length, -1);
    const maxAge = /^--max-age=(\d+)$/.exec(extra[0] ?? '');
    if (extra.length > 1 || (extra.length === 1 && maxAge === null)) return undefined;
    return ok(revList(reader, input, maxAge === null ? undefined : Number(maxAge[1])));
  }
  return undefined;
}

function same(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** The store, each read counted against the budget, and commits and trees parsed once. */
class BoundedReader {
  private readonly commits = new Map<string, Commit>();
  private readonly trees = new Map<string, readonly TreeEntry[]>();

  constructor(
    readonly store: ObjectStore,
    private readonly budget: { left: number; bytes: number },
  ) {}

  read(oid: string): GitObject | undefined {
    if (--this.budget.left < 0) throw new ObjectStoreUnreadable('history too long to read here');
    const object = this.store.read(oid);
    this.budget.bytes -= object?.body.length ?? 0;
    if (this.budget.bytes < 0) throw new ObjectStoreUnreadable('objects too large to read here');
    return object;
  }

  /**
   * An object's type and size, its body not read (ObjectStore.info): one read
   * of the budget, unless the store knows it already.
   */
  info(oid: string): ObjectInfo | undefined {
    const known = this.store.knownInfo(oid);
    if (known !== undefined) return known;
    if (--this.budget.left < 0) throw new ObjectStoreUnreadable('history too long to read here');
    return this.store.info(oid);
  }

  /** The commit `oid`; a missing or other object is git's to report. */
  commit(oid: string): Commit {
    let commit = this.commits.get(oid);
    if (commit === undefined) {
      const object = this.read(oid);
      if (object?.type !== 'commit') throw new ObjectStoreUnreadable(`not a commit: ${oid}`);
      commit = parseCommit(object.body);
      this.commits.set(oid, commit);
    }
    return commit;
  }

  /** A tree's entries, parsed by `parse` the first time they are asked. */
  tree(oid: string, parse: () => readonly TreeEntry[]): readonly TreeEntry[] {
    let entries = this.trees.get(oid);
    if (entries === undefined) this.trees.set(oid, (entries = parse()));
    return entries;
  }

  /** A full id or HEAD, as git names it; undefined for any other text (git reads those). */
  named(text: string): string | undefined {
    if (OID.test(text)) return text;
    if (text === 'HEAD') return this.store.head() ?? '';
    return undefined;
  }
}

interface Commit {
  tree: string;
  parents: string[];
  /** The committer's timestamp, what git orders its walks by (0 when unreadable, as git reads it). */
  date: number;
}

function parseCommit(body: Buffer): Commit {
  const end = body.indexOf('\n\n');
  const header = body.toString('latin1', 0, end < 0 ? body.length : end).split('\n');
  const tree = /^tree ([0-9a-f]{40})$/.exec(header[0] ?? '')?.[1];
  if (tree === undefined) throw new ObjectStoreUnreadable('commit without a tree');
  const parents: string[] = [];
  let date = 0;
  for (const line of header.slice(1)) {
    const parent = /^parent ([0-9a-f]{40})$/.exec(line)?.[1];
    if (parent !== undefined) parents.push(parent);
    else if (line.startsWith('committer ')) {
      const stamp = /> (\d+)/.exec(line.slice(line.lastIndexOf('>')));
      date = stamp === null ? 0 : Number(stamp[1]);
    }
  }
  return { tree, parents, date };
}

// ---------------------------------------------------------------------------
// cat-file --batch-check

function batchCheck(reader: BoundedReader, input: string): Buffer | undefined {
  let out = '';
  for (const line of linesOf(input)) {
    const commit = line.endsWith('^{commit}');
    const oid = reader.named(commit ? line.slice(0, -'^{commit}'.length) : line);
    if (oid === undefined) return undefined;
    const found = oid === '' ? undefined : peeled(reader, oid, commit);
    out += found === undefined ? `${line} missing\n` : `${found.oid} ${found.type}\n`;
  }
  return Buffer.from(out, 'latin1');
}

/** The object itself, or (`toCommit`) the commit its tags lead to. */
function peeled(
  reader: BoundedReader,
  oid: string,
  toCommit: boolean,
): { oid: string; type: string } | undefined {
  let at = oid;
  for (let depth = 0; depth < 64; depth++) {
    const object = reader.read(at);
    if (object === undefined) return undefined;
    if (!toCommit || object.type === 'commit') return { oid: at, type: object.type };
    if (object.type !== 'tag') return undefined;
    const target = /^object ([0-9a-f]{40})$/m.exec(object.body.toString('latin1'))?.[1];
    if (target === undefined) throw new ObjectStoreUnreadable('tag without an object');
    at = target;
  }
  throw new ObjectStoreUnreadable('tags too deep');
}

function linesOf(input: string): string[] {
  const lines = input.split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

// ---------------------------------------------------------------------------
// rev-list --parents --timestamp --boundary --stdin

const SEEN = 1;
const ADDED = 2;
const UNINTERESTING = 4;
const SHOWN = 8;
const CHILD_SHOWN = 16;
const BOUNDARY = 32;
const SLOP = 5;

/** `rev-list --stdin`: the commits alone, no boundary (git/pull-request.ts's commitsInHistoryOf). */
const PLAIN_REV_LIST: readonly string[] = ['rev-list', '--stdin'];

function revList(
  reader: BoundedReader,
  input: string,
  maxAge: number | undefined,
  withParents = true,
): Buffer | undefined {
  const walk = new RevisionWalk(reader);
  const pending: string[] = [];
  for (const line of linesOf(input)) {
    const negative = line.startsWith('^');
    const oid = reader.named(negative ? line.slice(1) : line);
    if (oid === undefined || oid === '') return undefined;
    // Every `^` marks its commit before the walk starts, whatever the order of the lines.
    if (negative) walk.set(oid, UNINTERESTING);
    pending.push(oid);
  }
  const limited = pending.some((oid) => walk.has(oid, UNINTERESTING));
  // A limited walk with an age limit is not one this module is asked for: git answers it.
  if (limited && maxAge !== undefined) return undefined;
  walk.prepare(pending);
  const listed = limited ? walk.limitList() : walk.unlimited(maxAge);
  const printed = withParents ? walk.printed(listed) : listed.map((oid) => `${oid}\n`).join('');
  return Buffer.from(printed, 'latin1');
}

/** revision.c's walk over the store, for rev-list without pathspecs. */
class RevisionWalk {
  private readonly flags = new Map<string, number>();
  private readonly parsed = new Set<string>();
  private readonly queue = new DateQueue();

  constructor(private readonly reader: BoundedReader) {}

  has(oid: string, bits: number): boolean {
    return ((this.flags.get(oid) ?? 0) & bits) !== 0;
  }

  set(oid: string, bits: number): void {
    this.flags.set(oid, (this.flags.get(oid) ?? 0) | bits);
  }

  private dateOf(oid: string): number {
    return this.reader.commit(oid).date;
  }

  private parse(oid: string): Commit {
    this.parsed.add(oid);
    return this.reader.commit(oid);
  }

  /** prepare_revision_walk: each commit parsed once, in order, then sorted by date (stably). */
  prepare(pending: readonly string[]): void {
    const start: string[] = [];
    for (const oid of pending) {
      this.parse(oid);
      if (this.has(oid, UNINTERESTING)) this.markParentsUninteresting(oid);
      if (this.has(oid, SEEN)) continue;
      this.set(oid, SEEN);
      start.push(oid);
    }
    start.sort((a, b) => this.dateOf(b) - this.dateOf(a));
    for (const oid of start) this.queue.push(oid, this.dateOf(oid));
  }

  /** mark_parents_uninteresting: through commits already parsed, stopping at those marked. */
  private markParentsUninteresting(oid: string): void {
    const pending = [...this.reader.commit(oid).parents];
    while (pending.length > 0) {
      const commit = pending.pop() as string;
      if (this.has(commit, UNINTERESTING)) continue;
      this.set(commit, UNINTERESTING);
      if (this.parsed.has(commit)) pending.push(...this.reader.commit(commit).parents);
    }
  }

  private processParents(oid: string): void {
    if (this.has(oid, ADDED)) return;
    this.set(oid, ADDED);
    const uninteresting = this.has(oid, UNINTERESTING);
    for (const parent of this.reader.commit(oid).parents) {
      if (uninteresting) this.set(parent, UNINTERESTING);
      this.parse(parent);
      if (uninteresting) this.markParentsUninteresting(parent);
      if (this.has(parent, SEEN)) continue;
      this.set(parent, SEEN);
      this.queue.push(parent, this.dateOf(parent));
    }
  }

  /** limit_list: the commits popped while interesting, in order, until the slop runs out. */
  limitList(): string[] {
    const listed: string[] = [];
    let lastDate = Infinity;
    let slop = SLOP;
    while (this.queue.size > 0) {
      const oid = this.queue.pop();
      this.processParents(oid);
      if (this.has(oid, UNINTERESTING)) {
        this.markParentsUninteresting(oid);
        slop = this.stillInteresting(lastDate, slop);
        if (slop > 0) continue;
        break;
      }
      lastDate = this.dateOf(oid);
      listed.push(oid);
    }
    return listed.filter((oid) => !this.has(oid, UNINTERESTING));
  }

  /** still_interesting: on while an interesting commit is queued, or a newer one. */
  private stillInteresting(lastDate: number, slop: number): number {
    if (this.queue.size === 0) return 0;
    if (lastDate <= this.queue.peekDate()) return SLOP;
    if (this.queue.some((oid) => !this.has(oid, UNINTERESTING))) return SLOP;
    return slop - 1;
  }

  /** get_revision_1 without limiting: a commit older than `maxAge` is passed over, its parents unread. */
  unlimited(maxAge: number | undefined): string[] {
    const listed: string[] = [];
    while (this.queue.size > 0) {
      const oid = this.queue.pop();
      if (maxAge !== undefined && this.dateOf(oid) < maxAge) continue;
      this.processParents(oid);
      listed.push(oid);
    }
    return listed;
  }

  /** What rev-list prints: each listed commit, then the boundary (parents not shown), last found first. */
  printed(listed: readonly string[]): string {
    let out = '';
    const boundary: string[] = [];
    for (const oid of listed) {
      this.set(oid, SHOWN);
      out += lineOf(this.reader, oid, '');
      for (const parent of this.reader.commit(oid).parents) {
        if (this.has(parent, CHILD_SHOWN | SHOWN)) continue;
        this.set(parent, CHILD_SHOWN);
        boundary.push(parent);
      }
    }
    // create_boundary_commit_list: each taken once, the list built by prepending, then put in
    // graph order (sort_in_topological_order).
    const listedBoundary: string[] = [];
    for (const oid of boundary) {
      if (this.has(oid, SHOWN | BOUNDARY)) continue;
      this.set(oid, BOUNDARY);
      listedBoundary.unshift(oid);
    }
    for (const oid of inGraphOrder(listedBoundary, (c) => this.reader.commit(c).parents))
      out += lineOf(this.reader, oid, '-');
    return out;
  }
}

/**
 * sort_in_topological_order in git's default (graph) order: no commit before
 * one of its children in the list; the tips taken in list order, each
 * parent right after its last child (a stack).
 */
function inGraphOrder(list: readonly string[], parentsOf: (oid: string) => string[]): string[] {
  const indegree = new Map(list.map((oid) => [oid, 1]));
  for (const oid of list)
    for (const parent of parentsOf(oid)) {
      const n = indegree.get(parent);
      if (n !== undefined && n > 0) indegree.set(parent, n + 1);
    }
  const stack = list.filter((oid) => indegree.get(oid) === 1).reverse();
  const sorted: string[] = [];
  while (stack.length > 0) {
    const oid = stack.pop() as string;
    for (const parent of parentsOf(oid)) {
      const n = indegree.get(parent);
      if (n === undefined || n === 0) continue;
      indegree.set(parent, n - 1);
      if (n - 1 === 1) stack.push(parent);
    }
    indegree.set(oid, 0);
    sorted.push(oid);
  }
  return sorted;
}

function lineOf(reader: BoundedReader, oid: string, mark: string): string {
  const { date, parents } = reader.commit(oid);
  return `${date} ${mark}${oid}${parents.map((p) => ` ${p}`).join('')}\n`;
}

// ---------------------------------------------------------------------------
// diff-tree --stdin -r --raw -z --no-renames --always --root

interface TreeEntry {
  /** The name as a byte string (latin1: one character per byte). */
  name: string;
  /** The canonical mode (canon_mode): a file is 644 or 755. */
  mode: number;
  /** The object's id as the tree holds it: 20 bytes, a character each (hexOf reads it). */
  id: string;
  tree: boolean;
}

const S_IFMT = 0o170000;
const S_IFDIR = 0o040000;
const S_IFREG = 0o100000;
const S_IFLNK = 0o120000;
const S_IFGITLINK = 0o160000;
const NO_OID = '0'.repeat(40);
const SLASH = 0x2f;

function diffTrees(reader: BoundedReader, input: string): Buffer | undefined {
  const lines = linesOf(input);
  // Each commit's trees cost several reads: a long list is git's from the start, not after
  // the budget is spent on part of it.
  if (lines.length > DIFF_EDGES_BOUND) return undefined;
  const out: string[] = [];
  for (const line of lines) {
    const [child, parent, ...rest] = line.split(' ');
    if (child === undefined || !OID.test(child) || rest.length > 0) return undefined;
    if (parent !== undefined && !OID.test(parent)) return undefined;
    const to = reader.commit(child).tree;
    const from = parent === undefined ? undefined : reader.commit(parent).tree;
    out.push(`${child}\0`);
    diffTree(reader, from, to, '', out);
  }
  return Buffer.from(out.join(''), 'latin1');
}

/** A tree's entries, parsed once per command (a commit's tree is its parent's next door). */
function treeEntries(reader: BoundedReader, oid: string | undefined): readonly TreeEntry[] {
  if (oid === undefined) return [];
  return reader.tree(oid, () => {
    const object = reader.read(oid);
    if (object?.type !== 'tree') throw new ObjectStoreUnreadable(`not a tree: ${oid}`);
    return parseTree(object.body);
  });
}

function parseTree(body: Buffer): TreeEntry[] {
  // One string for the whole tree (a character per byte): a conversion per entry costs more.
  const text = body.toString('latin1');
  const entries: TreeEntry[] = [];
  let at = 0;
  while (at < text.length) {
    const space = text.indexOf(' ', at);
    const nul = text.indexOf('\0', space);
    if (space < 0 || nul < 0 || nul + 21 > text.length) throw new ObjectStoreUnreadable('tree');
    let octal = 0;
    for (let i = at; i < space; i++) octal = octal * 8 + (text.charCodeAt(i) - 0x30);
    const mode = canonical(octal);
    entries.push({
      mode,
      name: text.slice(space + 1, nul),
      id: text.slice(nul + 1, nul + 21),
      tree: mode === S_IFDIR,
    });
    at = nul + 21;
  }
  return entries;
}

/** An id as a tree holds it (20 bytes, a character each) in hex. */
function hexOf(id: string): string {
  return Buffer.from(id, 'latin1').toString('hex');
}

/** git's canonical mode of a tree entry (canon_mode): a file is 644 or 755. */
function canonical(mode: number): number {
  const kind = mode & S_IFMT;
  if (kind === S_IFREG) return S_IFREG | (mode & 0o100 ? 0o755 : 0o644);
  if (kind === S_IFLNK || kind === S_IFDIR) return kind;
  return S_IFGITLINK;
}

/** Tree order (base_name_compare): names compared as bytes, a tree's as if it ended in `/`. */
function compareEntries(a: TreeEntry, b: TreeEntry): number {
  const length = Math.min(a.name.length, b.name.length);
  for (let i = 0; i < length; i++) {
    const order = a.name.charCodeAt(i) - b.name.charCodeAt(i);
    if (order !== 0) return order;
  }
  const next = (entry: TreeEntry): number =>
    entry.name.length > length ? entry.name.charCodeAt(length) : entry.tree ? SLASH : 0;
  return next(a) - next(b);
}

function diffTree(
  reader: BoundedReader,
  from: string | undefined,
  to: string | undefined,
  base: string,
  out: string[],
): void {
  const old = treeEntries(reader, from);
  const now = treeEntries(reader, to);
  let i = 0;
  let j = 0;
  while (i < old.length || j < now.length) {
    const a = old[i];
    const b = now[j];
    const order = a === undefined ? 1 : b === undefined ? -1 : compareEntries(a, b);
    if (order < 0) {
      gone(reader, a as TreeEntry, base, out);
      i++;
    } else if (order > 0) {
      added(reader, b as TreeEntry, base, out);
      j++;
    } else {
      changed(reader, a as TreeEntry, b as TreeEntry, base, out);
      i++;
      j++;
    }
  }
}

function gone(reader: BoundedReader, entry: TreeEntry, base: string, out: string[]): void {
  if (entry.tree) diffTree(reader, hexOf(entry.id), undefined, `${base}${entry.name}/`, out);
  else out.push(raw(entry.mode, 0, hexOf(entry.id), NO_OID, 'D', base + entry.name));
}

function added(reader: BoundedReader, entry: TreeEntry, base: string, out: string[]): void {
  if (entry.tree) diffTree(reader, undefined, hexOf(entry.id), `${base}${entry.name}/`, out);
  else out.push(raw(0, entry.mode, NO_OID, hexOf(entry.id), 'A', base + entry.name));
}

function changed(
  reader: BoundedReader,
  a: TreeEntry,
  b: TreeEntry,
  base: string,
  out: string[],
): void {
  if (a.id === b.id && a.mode === b.mode) return;
  if (a.tree) return diffTree(reader, hexOf(a.id), hexOf(b.id), `${base}${a.name}/`, out);
  const status = (a.mode & S_IFMT) === (b.mode & S_IFMT) ? 'M' : 'T';
  out.push(raw(a.mode, b.mode, hexOf(a.id), hexOf(b.id), status, base + a.name));
}

function raw(from: number, to: number, a: string, b: string, status: string, path: string): string {
  const mode = (m: number): string => m.toString(8).padStart(6, '0');
  return `:${mode(from)} ${mode(to)} ${a} ${b} ${status}\0${path}\0`;
}

// ---------------------------------------------------------------------------
// merge-base --octopus --all

const PARENT1 = 1;
const PARENT2 = 2;
const STALE = 4;
const RESULT = 8;

function mergeBases(reader: BoundedReader, texts: readonly string[]): Buffer | undefined {
  const commits: string[] = [];
  for (const text of texts) {
    const oid = reader.named(text);
    if (oid === undefined || oid === '') return undefined;
    reader.commit(oid);
    commits.push(oid);
  }
  // get_octopus_merge_bases: the bases so far, met with each next commit in turn.
  let bases = [commits[0] as string];
  for (const next of commits.slice(1))
    bases = bases.flatMap((base) => twoBases(reader, next, base));
  const reduced = removeRedundant(reader, [...new Set(bases)]);
  if (reduced.length === 0) return undefined; // git exits 1: left to it to say so
  return Buffer.from(reduced.map((oid) => `${oid}\n`).join(''), 'latin1');
}

/** get_merge_bases(one, two): paint_down_to_common, then the redundant ones removed. */
function twoBases(reader: BoundedReader, one: string, two: string): string[] {
  if (one === two) return [one];
  const flags = new Map<string, number>();
  const get = (oid: string): number => flags.get(oid) ?? 0;
  const queue = new DateQueue();
  const dateOf = (oid: string): number => reader.commit(oid).date;
  flags.set(one, PARENT1);
  flags.set(two, get(two) | PARENT2);
  queue.push(one, dateOf(one));
  queue.push(two, dateOf(two));
  const found: string[] = [];
  while (queue.some((oid) => (get(oid) & STALE) === 0)) {
    const oid = queue.pop();
    let paint = get(oid) & (PARENT1 | PARENT2 | STALE);
    if (paint === (PARENT1 | PARENT2)) {
      if ((get(oid) & RESULT) === 0) {
        flags.set(oid, get(oid) | RESULT);
        found.push(oid);
      }
      paint |= STALE;
    }
    for (const parent of reader.commit(oid).parents) {
      if ((get(parent) & paint) === paint) continue;
      flags.set(parent, get(parent) | paint);
      queue.push(parent, dateOf(parent));
    }
  }
  // merge_bases_many: the results no other result's paint reached, newest first.
  const byDate = found
    .filter((oid) => (get(oid) & STALE) === 0)
    .sort((a, b) => dateOf(b) - dateOf(a));
  if (byDate.length < 2) return byDate;
  return removeRedundant(reader, byDate).sort((a, b) => dateOf(b) - dateOf(a));
}

/** The commits none of the others reaches (remove_redundant), in their order. */
function removeRedundant(reader: BoundedReader, commits: readonly string[]): string[] {
  if (commits.length < 2) return [...commits];
  return commits.filter((candidate) => {
    const others = commits.filter((oid) => oid !== candidate);
    const seen = new Set<string>(others);
    const stack = others.flatMap((oid) => reader.commit(oid).parents);
    while (stack.length > 0) {
      const oid = stack.pop() as string;
      if (oid === candidate) return false;
      if (seen.has(oid)) continue;
      seen.add(oid);
      stack.push(...reader.commit(oid).parents);
    }
    return true;
  });
}

// ---------------------------------------------------------------------------
// cat-file, ls-tree and rev-parse: objects and HEAD, whatever the history's shape

/** The `cat-file --batch` and `--batch-check` formats answered here (PEEL's is batchCheck's). */
const BATCH_FORMATS = new Set([
  '--batch',
  '--batch-check=%(objecttype) %(objectsize)',
  '--batch-check=%(objectname) %(objecttype) %(objectsize)',
]);

/** The `ls-tree` forms answered here, each followed by one revision (and pathspecs: listedDirectory). */
const LS_TREE: readonly (readonly string[])[] = [
  ['ls-tree', '-r', '-t', '-l', '-z', '--full-tree', '--end-of-options'],
  ['ls-tree', '-r', '-z', '--full-tree', '--end-of-options'],
  ['ls-tree', '-z', '-l', '--full-tree', '--end-of-options'],
];

const REV_PARSE: readonly (readonly string[])[] = [
  ['rev-parse', 'HEAD'],
  ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}'],
  ['rev-parse', '--is-shallow-repository'],
];

/** An object found by its name, with its id. */
interface Found {
  oid: string;
  object: GitObject;
}

function catFile(
  reader: BoundedReader,
  args: readonly string[],
  input: string,
): GitResult | undefined {
  if (args.length === 2 && BATCH_FORMATS.has(args[1] as string))
    return ok(batch(reader, args[1] as string, input));
  if (args.length !== 4 || args[2] !== '--end-of-options') return undefined;
  const name = bytesOf(args[3] as string);
  if (args[1] === '-e') return exists(reader, name);
  const found = objectNamed(reader, name);
  // A missing object, or one of another type, git says so in its words: it is asked.
  if (found === undefined || found === null) return undefined;
  if (args[1] === '-s') return ok(`${found.object.body.length}\n`);
  if ((args[1] === 'blob' || args[1] === 'commit') && found.object.type === args[1])
    return ok(found.object.body);
  return undefined;
}

/** `cat-file -e <id>^{commit}`: 0 when the commit is here, 128 (git's words) when nothing is. */
function exists(reader: BoundedReader, name: string): GitResult | undefined {
  if (!name.endsWith('^{commit}')) return undefined;
  const oid = name.slice(0, -'^{commit}'.length);
  if (!OID.test(oid)) return undefined;
  if (reader.read(oid) === undefined)
    return {
      code: 128,
      stdout: Buffer.alloc(0),
      stderr: `fatal: Not a valid object name ${name}\n`,
    };
  // Another type, or a tag of something missing: git's message names it; git is asked.
  return peeled(reader, oid, true) === undefined ? undefined : ok('');
}

/**
 * `cat-file --batch` (each object's header, its body and a newline) or
 * `--batch-check` in one of BATCH_FORMATS, for names objectNamed reads; any
 * other name in the input leaves the whole question to git.
 */
function batch(reader: BoundedReader, format: string, input: string): Buffer | undefined {
  const out: Buffer[] = [];
  for (const line of linesOf(bytesOf(input))) {
    // git drops a carriage return before the newline: such a line is git's to read.
    if (line === '' || line.includes('\r')) return undefined;
    const found = objectNamed(reader, line);
    if (found === undefined) return undefined;
    if (found === null) {
      out.push(Buffer.from(`${line} missing\n`, 'latin1'));
      continue;
    }
    const { oid, object } = found;
    const size = object.body.length;
    if (format === '--batch') {
      out.push(Buffer.from(`${oid} ${object.type} ${size}\n`, 'latin1'), object.body, NEWLINE);
    } else {
      const named = format.startsWith('--batch-check=%(objectname)') ? `${oid} ` : '';
      out.push(Buffer.from(`${named}${object.type} ${size}\n`, 'latin1'));
    }
  }
  return Buffer.concat(out);
}

const NEWLINE = Buffer.from('\n');

/** A text as the bytes git is given (UTF-8), a character a byte: how names and paths are compared here. */
function bytesOf(text: string): string {
  return Buffer.from(text, 'utf8').toString('latin1');
}

/**
 * The object a name names, as git's get_oid_with_context reads these
 * forms: a full id, `HEAD`, `<id or HEAD>:<path>` (the path from the root
 * of that commit's tree, get_tree_entry). null when there is none (git:
 * `missing`); undefined for any other form, which git reads.
 */
function objectNamed(reader: BoundedReader, name: string): Found | null | undefined {
  const colon = name.indexOf(':');
  const revision = colon < 0 ? name : name.slice(0, colon);
  const oid = reader.named(revision);
  if (oid === undefined) return undefined;
  if (oid === '') return null;
  if (colon < 0) {
    const object = reader.read(oid);
    return object === undefined ? null : { oid, object };
  }
  const path = name.slice(colon + 1);
  // `./` and `../` are read from where git runs (resolve_relative_path): git's to read.
  if (path.startsWith('./') || path.startsWith('../')) return undefined;
  const at = treeEntryAt(reader, oid, path);
  if (at === null) return null;
  const object = reader.read(at);
  return object === undefined ? null : { oid: at, object };
}

/** The tree a tree-ish names (read_object_with_reference): tags and a commit followed; null when none. */
function treeOf(
  reader: BoundedReader,
  oid: string,
): { oid: string; entries: readonly TreeEntry[] } | null {
  let at = oid;
  for (let depth = 0; depth < 64; depth++) {
    const object = reader.read(at);
    if (object === undefined) return null;
    if (object.type === 'tree') {
      const body = object.body;
      return { oid: at, entries: reader.tree(at, () => parseTree(body)) };
    }
    if (object.type === 'blob') return null;
    // A commit's first line names its tree, a tag's its object.
    const first = object.body.toString('latin1', 0, Math.max(0, object.body.indexOf(0x0a)));
    const target = (
      object.type === 'tag' ? /^object ([0-9a-f]{40})$/ : /^tree ([0-9a-f]{40})$/
    ).exec(first)?.[1];
    if (target === undefined) throw new ObjectStoreUnreadable(`${object.type} without its object`);
    at = target;
  }
  throw new ObjectStoreUnreadable('tags too deep');
}

/**
 * get_tree_entry: the id at `path` under the tree `oid` names, found as
 * find_tree_entry looks (entries in order, stopping at the first name past
 * it); null when there is none.
 */
function treeEntryAt(reader: BoundedReader, oid: string, path: string): string | null {
  const tree = treeOf(reader, oid);
  if (tree === null) return null;
  if (path === '') return tree.oid;
  for (const entry of tree.entries) {
    const length = entry.name.length;
    if (length > path.length) continue;
    const head = path.slice(0, length);
    if (head > entry.name) continue;
    if (head < entry.name) break;
    if (length === path.length) return hexOf(entry.id);
    if (path.charCodeAt(length) !== SLASH) continue;
    if (!entry.tree) break;
    if (length + 1 === path.length) return hexOf(entry.id);
    return treeEntryAt(reader, hexOf(entry.id), path.slice(length + 1));
  }
  return null;
}

/**
 * `ls-tree` in LS_TREE's forms: every entry (`-r`, trees too with `-t`),
 * or (with `-- <dir>/ <dir>`) what one directory holds, or what stands at
 * its path when it is no directory. A missing revision or blob is git's
 * to report.
 */
function lsTree(
  reader: BoundedReader,
  args: readonly string[],
  options: AnswerOptions,
): string | undefined {
  const form = LS_TREE.find((f) => same(args.slice(0, f.length), f));
  if (form === undefined) return undefined;
  const rest = args.slice(form.length);
  const recursive = form[1] === '-r';
  const sizes = form.includes('-l');
  const oid = reader.named(rest[0] ?? '');
  if (oid === undefined || oid === '') return undefined;
  const root = treeOf(reader, oid);
  if (root === null) return undefined;
  const out: string[] = [];
  const line = (entry: TreeEntry, path: string): void => {
    const type = entry.tree ? 'tree' : (entry.mode & S_IFMT) === S_IFGITLINK ? 'commit' : 'blob';
    const id = hexOf(entry.id);
    let size = '';
    if (sizes) {
      const object = type === 'blob' ? reader.info(id) : undefined;
      if (type === 'blob' && object === undefined) throw new ObjectStoreUnreadable(`blob ${id}`);
      size = ` ${(object === undefined ? '-' : String(object.size)).padStart(7)}`;
    }
    out.push(`${entry.mode.toString(8).padStart(6, '0')} ${type} ${id}${size}\t${path}\0`);
  };
  if (recursive) {
    if (rest.length !== 1) return undefined;
    const walk = (entries: readonly TreeEntry[], base: string): void => {
      for (const entry of entries) {
        if (!entry.tree) line(entry, base + entry.name);
        else {
          if (form.includes('-t')) line(entry, base + entry.name);
          walk(entriesOf(reader, hexOf(entry.id)), `${base}${entry.name}/`);
        }
      }
    };
    walk(root.entries, '');
    return out.join('');
  }
  const dir = listedDirectory(rest.slice(1), options);
  if (dir === undefined) return undefined;
  // show_recursive: into each directory on the way, shown only within `<dir>/`; the entry at
  // `<dir>` itself only when it is no directory.
  let entries = root.entries;
  const parts = dir.split('/');
  for (const [i, part] of parts.entries()) {
    const entry = entries.find((e) => e.name === part);
    if (entry === undefined) break;
    if (i === parts.length - 1) {
      if (!entry.tree) line(entry, dir);
      else
        for (const child of entriesOf(reader, hexOf(entry.id))) line(child, `${dir}/${child.name}`);
    } else if (entry.tree) entries = entriesOf(reader, hexOf(entry.id));
    else break;
  }
  return out.join('');
}

/** A tree's entries; its object missing or another type is git's to report. */
function entriesOf(reader: BoundedReader, oid: string): readonly TreeEntry[] {
  return treeEntries(reader, oid);
}

/**
 * The directory of `-- <dir>/ <dir>` as bytes, when git reads those
 * pathspecs literally as this module does: a plain relative path (no `.`,
 * `..` or empty part, no pathspec magic, no character git could read as a
 * wildcard) and no GIT_*_PATHSPECS switch.
 */
function listedDirectory(pathspecs: readonly string[], options: AnswerOptions): string | undefined {
  const [separator, slashed, dir] = pathspecs;
  if (pathspecs.length !== 3 || separator !== '--' || dir === undefined) return undefined;
  if (slashed !== `${dir}/` || options.pathspecSwitches === true) return undefined;
  return plainPathspec(dir) ? bytesOf(dir) : undefined;
}

/** rev-parse in REV_PARSE's forms; an unborn HEAD or a missing object is git's to report. */
function revParse(reader: BoundedReader, args: readonly string[]): string | undefined {
  if (same(args, ['rev-parse', '--is-shallow-repository'])) return `${reader.store.shallow()}\n`;
  const head = reader.store.head();
  if (head === undefined) return undefined;
  if (same(args, ['rev-parse', 'HEAD'])) return `${head}\n`;
  if (!same(args, ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}'])) return undefined;
  const commit = peeled(reader, head, true);
  return commit === undefined ? undefined : `${commit.oid}\n`;
}

// ---------------------------------------------------------------------------
// diff --name-only of two commits' trees (git/pull-request.ts's diffNames)

/**
 * `diff --name-only -z --no-renames <A>...<B>` (the first merge base's tree
 * against B's, as builtin/diff.c takes it) or `<A> <B>`, of full ids or
 * HEAD, with at most one pathspec, a plain path from the root: the paths
 * of diffTree's changes under it. A submodule's change (whose showing the
 * checkout's `.gitmodules` and config decide), a config that orders or
 * colours the output, or no merge base (git fails), is git's.
 */
/** What two commits changed (under one plain path), in git's order: the diffs' common walk. */
function treeChanges(
  reader: BoundedReader,
  rest: readonly string[],
  options: AnswerOptions & { atRoot: boolean },
): { status: string; path: string }[] | undefined {
  const separator = rest.indexOf('--');
  const revisions = separator < 0 ? rest : rest.slice(0, separator);
  const pathspecs = separator < 0 ? [] : rest.slice(separator + 1);
  if (pathspecs.length > 1) return undefined;
  const spec = pathspecs[0];
  if (spec !== undefined && (!options.atRoot || plainPath(spec, options) === undefined))
    return undefined;
  if (/orderfile|color|submodule|relative|external|textconv/i.test(reader.store.config()))
    return undefined;
  let from: string;
  let to: string;
  const symmetric =
    revisions.length === 1 ? /^(.+?)\.\.\.(.+)$/.exec(revisions[0] as string) : null;
  if (symmetric !== null) {
    const left = reader.named(symmetric[1] as string);
    const right = reader.named(symmetric[2] as string);
    if (left === undefined || left === '' || right === undefined || right === '') return undefined;
    reader.commit(left);
    const base = twoBases(reader, left, right)[0];
    if (base === undefined) return undefined;
    from = base;
    to = right;
  } else if (revisions.length === 2) {
    const [left, right] = revisions.map((r) => reader.named(r));
    if (left === undefined || left === '' || right === undefined || right === '') return undefined;
    from = left;
    to = right;
  } else return undefined;
  const out: string[] = [];
  diffTree(reader, reader.commit(from).tree, reader.commit(to).tree, '', out);
  const prefix = spec === undefined ? undefined : bytesOf(spec);
  const changes: { status: string; path: string }[] = [];
  for (const record of out) {
    const [meta = '', path = ''] = record.split('\0');
    if (prefix !== undefined && path !== prefix && !path.startsWith(`${prefix}/`)) continue;
    // `:<mode> <mode> …`: a submodule on either side (one outside the path git never shows).
    if (meta.slice(1, 14).includes('160000')) return undefined;
    changes.push({ status: meta.slice(-1), path });
  }
  return changes;
}

/** `git diff --name-only` (DIFF_NAMES) between two commits. */
function diffNames(
  reader: BoundedReader,
  rest: readonly string[],
  options: AnswerOptions & { atRoot: boolean },
): string | undefined {
  return treeChanges(reader, rest, options)
    ?.map(({ path }) => `${path}\0`)
    .join('');
}

/**
 * `git diff --name-status -M` (DIFF_NAME_STATUS) between two commits, where
 * git could pair no file as renamed: `-M` pairs only a file deleted with one
 * added (never a modified one, without `-B` or `-C`), so with none of one or
 * the other the list is the plain one. Otherwise git scores the pairs.
 */
function diffNameStatus(
  reader: BoundedReader,
  rest: readonly string[],
  options: AnswerOptions & { atRoot: boolean },
): string | undefined {
  const changes = treeChanges(reader, rest, options);
  if (changes === undefined) return undefined;
  const statuses = new Set(changes.map(({ status }) => status));
  if (statuses.has('D') && statuses.has('A')) return undefined;
  return changes.map(({ status, path }) => `${status}\0${path}\0`).join('');
}

/** A pathspec git reads literally as this module does: a plain relative path, no magic or wildcard. */
function plainPath(spec: string, options: AnswerOptions): string | undefined {
  return options.pathspecSwitches !== true && plainPathspec(spec) ? spec : undefined;
}
