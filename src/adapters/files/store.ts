/**
 * The `.evolving/` store on disk: where it is, whether it is a format we can
 * read, and the raw bytes of its tick files. Everything it returns is data for
 * the pure core; every failure is a StoreError with one clear message.
 *
 * Everything under `.evolving/` is untrusted (a pull request can commit a
 * symbolic link; a runner can hold a FIFO): it is read through
 * untrusted-file.ts — no link followed, nothing but a regular file opened,
 * every read bounded (READ_BOUNDS). A tick file that cannot be read so is a
 * verify finding; any other refused path is noted in `store.refused` and
 * skipped, and each entry point reports those notes.
 */
import { isUtf8 } from 'node:buffer';
import { opendirSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import type { TickFile } from '../../core/ticks/ledger.js';
import {
  describeIoError,
  rustIoError,
  entryKind,
  isSpecialKind,
  linkOnTheWay,
  listEntries,
  readRefusal,
  readRegularFile,
  type BoundedRead,
  type DirectoryEntry,
  type EntryKind,
} from './untrusted-file.js';
import { readListingAhead } from './read-ahead.js';

const KiB = 1024;
const MiB = 1024 * KiB;

/**
 * The most bytes read from each file of the store (docs/COMPATIBILITY.md).
 * Far above anything ev writes (a tick is a few KiB, HEAD 12 bytes), low
 * enough that no file can exhaust the runner's memory.
 */
export const READ_BOUNDS = {
  tickFile: 16 * MiB,
  receiptFile: 64 * MiB,
  selectedList: 16 * MiB,
  config: 1 * MiB,
  head: 4 * KiB,
  version: 4 * KiB,
  originSha: 4 * KiB,
} as const;

export interface Store {
  /** The repository root (the directory holding `.evolving/`). */
  root: string;
  evolvingDir: string;
  ticksDir: string;
  resultsDir: string;
  configPath: string;
  headPath: string;
  /**
   * Paths of this store that were refused — a link, a FIFO, a device, a
   * socket, a file over its bound, a linked directory on the way — one
   * message each (`<path>: is a symbolic link (not followed) — <what
   * follows>`), in the order met. Readers and writers add to it; each entry
   * point prints them (the CLI on stderr, the action as warnings).
   */
  refused: Set<string>;
}

export type StoreErrorKind = 'missing' | 'format' | 'unreadable';

export class StoreError extends Error {
  constructor(
    readonly kind: StoreErrorKind,
    message: string,
    /** The line ev itself prints after `error: reading store: `, where it differs (no path). */
    readonly evMessage?: string,
  ) {
    super(message);
  }
}

export function storeAt(root: string): Store {
  const evolvingDir = join(root, '.evolving');
  return {
    root,
    evolvingDir,
    ticksDir: join(evolvingDir, 'ticks'),
    resultsDir: join(evolvingDir, 'results'),
    configPath: join(evolvingDir, 'config'),
    headPath: join(evolvingDir, 'HEAD'),
    refused: new Set(),
  };
}

/** A path of the store as shown to the user: relative to the repository root. */
export function shownPath(store: Store, path: string): string {
  return relative(store.root, path) || '.';
}

/**
 * The store under `root`. Throws when there is none (ev's message), when
 * `.evolving` is a link or a special file (never followed), or when it holds
 * no ev 0.1 decisions to read (unsupportedFormat): an ev 0.2 store keeps its
 * claims in `ledger/*.jsonl`, which must never be misread as an empty 0.1 store.
 */
export function locateStore(root: string): Store {
  const store = storeAt(root);
  const kind = entryKind(store.evolvingDir);
  if (kind === 'missing') {
    throw new StoreError('missing', 'no .evolving/ store here — run `ev init` first');
  }
  if (isSpecialKind(kind)) {
    throw new StoreError('unreadable', `.evolving: ${readRefusal(kind)}`);
  }
  assertSupportedFormat(store);
  return store;
}

/** How far `storesBelow` looks: directory levels below the start, entries read in all, stores named. */
export const STORE_SEARCH_BOUNDS = { depth: 4, entries: 20_000, found: 5 } as const;

/** Directories never searched for a store: version control and package caches. */
const NOT_SEARCHED = new Set(['.git', '.evolving', 'node_modules', '.venv', 'target', 'vendor']);

/**
 * The directories below `root` (relative, `/`-separated) that hold a
 * `.evolving/` directory: where a ledger is when `root` has none. Breadth
 * first, bounded (STORE_SEARCH_BOUNDS: depth, entries read in all, stores
 * named), never through a link; a directory that cannot be read is skipped.
 * `complete`: the search ended before a bound did.
 */
export function storesBelow(
  root: string,
  bounds: { depth: number; entries: number; found: number } = STORE_SEARCH_BOUNDS,
): { stores: string[]; complete: boolean } {
  const stores: string[] = [];
  let budget = bounds.entries;
  let level = [root];
  for (let depth = 1; depth <= bounds.depth && level.length > 0; depth++) {
    const next: string[] = [];
    for (const dir of level) {
      let handle;
      try {
        handle = opendirSync(dir);
      } catch {
        continue;
      }
      try {
        for (let entry = handle.readSync(); entry !== null; entry = handle.readSync()) {
          if (--budget < 0) return { stores, complete: false };
          // A Dirent describes the entry itself: a link is never a directory here.
          if (!entry.isDirectory() || NOT_SEARCHED.has(entry.name)) continue;
          const path = join(dir, entry.name);
          if (entryKind(join(path, '.evolving')) === 'directory') {
            stores.push(relative(root, path).split(sep).join('/'));
            if (stores.length >= bounds.found) return { stores, complete: false };
          }
          next.push(path);
        }
      } catch {
        // An unreadable directory: nothing below it is named.
      } finally {
        handle.closeSync();
      }
    }
    level = next;
  }
  return { stores, complete: level.length === 0 };
}

export type StoreText =
  /** `bytes`: what was read, for a caller that also hashes it (the receipts' seal). */
  | { ok: true; text: string; bytes: Buffer }
  /** Nothing there. */
  | { ok: false; absent: true }
  /**
   * `refused`: a link, FIFO, device or socket, or over the bound — never
   * followed or read whole, and reported
   * (docs/COMPATIBILITY.md#where-this-project-is-stricter-than-ev). Otherwise
   * the file could not be read (a directory, permissions, not UTF-8), as ev
   * would fail to read it.
   */
  | { ok: false; absent: false; refused: boolean; why: string };

/** A text file of the store read as Rust's `read_to_string` would (invalid UTF-8 is a failure), bounded and never through a link. */
export function readStoreText(path: string, maxBytes: number, knownKind?: EntryKind): StoreText {
  return storeTextOf(readRegularFile(path, maxBytes, knownKind));
}

/** A store file's text as readStoreText gives it, from its bounded read. */
export function storeTextOf(read: BoundedRead): StoreText {
  if (read.ok) {
    if (!isUtf8(read.bytes))
      return { ok: false, absent: false, refused: false, why: 'is not valid UTF-8' };
    return { ok: true, text: read.bytes.toString('utf8'), bytes: read.bytes };
  }
  if (read.reason === 'missing') return { ok: false, absent: true };
  const refused =
    read.reason === 'too-large' || (read.reason === 'not-a-file' && read.kind !== 'directory');
  const why = read.kind === 'directory' ? 'cannot be read: is a directory' : read.message;
  return { ok: false, absent: false, refused, why };
}

/**
 * Whether `dir` (below the store's root) can be read from: when it, or a
 * directory on the way, is a link or a special file, that is noted once in
 * `store.refused` and the answer is false. Anything else (missing, a regular
 * file) answers true: the read then fails or finds nothing, as ev's would.
 */
export function directoryOnTheWayIsReal(store: Store, dir: string): boolean {
  const note = directoryRefusal(store, dir);
  if (note !== undefined) store.refused.add(note);
  return note === undefined;
}

/** The note for a directory that cannot be read from (itself or one on the way a link or special file), else undefined. */
export function directoryRefusal(store: Store, dir: string): string | undefined {
  const blocked = linkOnTheWay(store.root, dir);
  if (blocked === undefined || !isSpecialKind(blocked.kind)) return undefined;
  return `${shownPath(store, blocked.path)}: ${readRefusal(blocked.kind)} — nothing under it is read`;
}

/** Notes a refused file of the store: `<path>: <why> — <consequence>`. */
export function noteRefused(store: Store, shown: string, why: string, consequence: string): void {
  store.refused.add(`${shown}: ${why} — ${consequence}`);
}

/**
 * Which of ev's two models a `.evolving/` holds (docs/ev-0.2.md, "Two models
 * in one store"): ev 0.1.x's decisions (`ticks/`, `HEAD`, `config`), ev
 * 0.2.x's claims (`ledger/`, `config.toml`, or `version` saying `2`), both (a
 * 0.1 store that ev 0.2 upgraded keeps its ticks beside the ledger), or
 * neither (no `.evolving/`, or an empty one).
 */
export type StoreModel = 'none' | 'ticks' | 'claims' | 'both';

export interface DetectedStore {
  model: StoreModel;
  /**
   * The directory holding `.evolving/`: the given one, or — when it has none
   * — the nearest ancestor with a `.evolving/` directory, as ev 0.2 finds its
   * store (ev 0.1.x looks in the current directory only).
   */
  root: string;
}

/**
 * The one place the store's model is decided; the CLI dispatches on it and
 * the 0.1 readers refuse an ev 0.2-only store with it.
 */
export function detectStore(cwd: string): DetectedStore {
  // As ev 0.2's find_root: the nearest directory, from here up, whose `.evolving` is a
  // directory (a file there is passed over). A link or special file in its place stops the
  // search: it is refused, never followed (at the current directory the 0.1 readers refuse
  // it in their words).
  for (let dir = cwd, parent = dirname(cwd); ; dir = parent, parent = dirname(dir)) {
    const kind = entryKind(join(dir, '.evolving'));
    if (kind === 'directory') return { model: modelOf(join(dir, '.evolving')), root: dir };
    if (kind !== 'missing' && kind !== 'file')
      return { model: dir === cwd ? 'ticks' : 'none', root: dir };
    if (parent === dir) return { model: 'none', root: cwd };
  }
}

function modelOf(evolvingDir: string): StoreModel {
  return modelFrom(
    (name) => entryKind(join(evolvingDir, name)) !== 'missing',
    () => versionText(evolvingDir),
  );
}

/**
 * The model of a `.evolving/` from what it holds: `present` says whether an
 * entry of that name is there (whatever its kind), `version` reads
 * `version`'s trimmed text. The one rule, for the work tree and for a
 * commit's tree (store-model.ts) alike.
 */
export function modelFrom(
  present: (name: string) => boolean,
  version: () => string | undefined,
): StoreModel {
  const ticks = present('ticks') || present('HEAD') || present('config');
  const claims = present('ledger') || present('config.toml') || version() === '2';
  if (ticks && claims) return 'both';
  if (claims) return 'claims';
  return ticks || version() === '1' ? 'ticks' : 'none';
}

/** Whether a model holds ev 0.1's decisions, ev 0.2's claims. */
export function modelHas(model: StoreModel, part: 'ticks' | 'claims'): boolean {
  return model === part || model === 'both';
}

/**
 * The models of two readings of one store joined: every model either holds
 * (what judges a pull request is its base's models, and any its head adds).
 */
export function joinModels(a: StoreModel, b: StoreModel): StoreModel {
  const ticks = modelHas(a, 'ticks') || modelHas(b, 'ticks');
  const claims = modelHas(a, 'claims') || modelHas(b, 'claims');
  if (ticks && claims) return 'both';
  return ticks ? 'ticks' : claims ? 'claims' : 'none';
}

function versionText(evolvingDir: string): string | undefined {
  const read = readStoreText(join(evolvingDir, 'version'), READ_BOUNDS.version);
  return read.ok ? read.text.trim() : undefined;
}

/**
 * What the 0.1 readers say on an ev 0.2 store with no 0.1 decisions: what the
 * store is, and what reads it.
 */
export const EV_02_STORE =
  '.evolving/ is an ev 0.2 store (its claims are in .evolving/ledger/) and holds no ev 0.1 decisions (.evolving/ticks/), which this command reads. The action reviews the claims on every pull request (which claims a change moves the ground under); on the command line, run `ev-action brief`, `ev-action line`, `ev-action doctor` or `ev-action verify`, which read it as ev 0.2.4 does, or `ev-action report --base <rev>` for the review the action would post';

/**
 * Why the store cannot be read as an ev 0.1.x store, or undefined when it can:
 * `.evolving/version` names a format neither model writes, or the store holds
 * ev 0.2's claims and no ev 0.1 decisions. A store with both (ev 0.2 keeps a
 * 0.1 store's ticks beside its ledger) is read for its ticks.
 */
export function unsupportedFormat(store: Store): string | undefined {
  const versionPath = join(store.evolvingDir, 'version');
  const read = readStoreText(versionPath, READ_BOUNDS.version);
  if (!read.ok && !read.absent && read.refused) {
    noteRefused(store, '.evolving/version', read.why, 'skipped, the store is read as version 1');
  }
  const version = read.ok ? read.text.trim() : undefined;
  if (version !== undefined && version !== '1' && version !== '2') {
    // A version-like word is named; anything else is not echoed (no message quotes a file).
    const says = /^[\w.-]{1,20}$/.test(version) ? `says ${JSON.stringify(version)}` : 'is not "1"';
    return `.evolving/version ${says}: this store is not in the ev 0.1.x format (version 1) that this tool reads`;
  }
  return modelOf(store.evolvingDir) === 'claims' ? EV_02_STORE : undefined;
}

function assertSupportedFormat(store: Store): void {
  const refusal = unsupportedFormat(store);
  if (refusal !== undefined) throw new StoreError('format', refusal);
}

/**
 * `.evolving/HEAD`, the id of the newest tick; '' when absent or unreadable.
 * A link, special file or oversized HEAD is noted in `store.refused` and read
 * as ''.
 */
export function readHead(store: Store): string {
  const read = readStoreText(store.headPath, READ_BOUNDS.head);
  if (read.ok) return read.text;
  if (!read.absent && read.refused) {
    noteRefused(store, shownPath(store, store.headPath), read.why, 'read as empty');
  }
  return '';
}

/** What is said of a `.evolving/` that holds neither model's ledger. */
export const EMPTY_STORE =
  '.evolving/ holds no ledger yet (no ev 0.2 ledger/, no ev 0.1 ticks/): file a claim with ev 0.2 (`ev init`, then `ev claim "…" --evidence \'file:<path>::<text>\'`) and commit .evolving/';

/**
 * The entries of `ticks/`, each read only when the iteration reaches it, so a
 * caller can parse one and let it go before the next (verify on 10,000 ticks
 * otherwise keeps every file and every parsed tick alive at once, and pays
 * for it in garbage collection). The directory is listed now, with each
 * entry's kind (so a file costs open, fstat, read and close, and a link is
 * never opened): a missing, linked or unreadable `ticks/` throws a StoreError
 * here, not during the iteration.
 */
export function openTickFiles(store: Store): Iterable<TickFile> {
  const entries = listTickFiles(store);
  return {
    *[Symbol.iterator]() {
      for (const entry of entries) yield readTickFile(store.ticksDir, entry);
    },
  };
}

/** The entries of `ticks/` with their kinds; a missing, linked or unreadable `ticks/` throws a StoreError. */
function listTickFiles(store: Store): DirectoryEntry[] {
  const kind = entryKind(store.ticksDir);
  if (isSpecialKind(kind)) {
    throw new StoreError('unreadable', `.evolving/ticks: ${readRefusal(kind)}`);
  }
  let entries: DirectoryEntry[];
  try {
    entries = listEntries(store.ticksDir);
  } catch (error) {
    // An empty `.evolving/` (ev init's directory before anything is filed) says so, not
    // "ticks: no such file"; ev's own words stay as they are for the commands that echo them.
    const empty = kind === 'missing' && modelOf(store.evolvingDir) === 'none';
    throw new StoreError(
      'unreadable',
      empty ? EMPTY_STORE : `.evolving/ticks: ${describeIoError(error)}`,
      rustIoError(error),
    );
  }
  return entries;
}

/**
 * openTickFiles for the action's parse: the regular files are read by the
 * launcher's thread where it offers to, a batch ahead of the parse
 * (files/read-ahead.ts). `done` when the iteration ends, however it ends,
 * so the other thread stops.
 */
export function openTickFilesAhead(store: Store): Iterable<TickFile> & { done(): void } {
  const { reads, done } = readListingAhead(
    listTickFiles(store).map(({ name, kind }) => ({
      name,
      kind,
      path: tickFilePath(store.ticksDir, name),
    })),
    READ_BOUNDS.tickFile,
  );
  return {
    *[Symbol.iterator]() {
      for (const [{ name }, read] of reads) yield tickFileOf(name, read);
    },
    done,
  };
}

/**
 * One entry of `ticks/`. A directory is skipped, as ev skips it. Anything
 * else that is not a regular file (a link, a FIFO, a device, a socket), a
 * file over the bound, or a file that cannot be read is a `readError`: an
 * R1/R2 finding saying what it is.
 */
function readTickFile(dir: string, { name, kind }: DirectoryEntry): TickFile {
  // A listed directory is refused without a system call, and tickFileOf skips it.
  return tickFileOf(name, readRegularFile(tickFilePath(dir, name), READ_BOUNDS.tickFile, kind));
}

/** `dir` is already normalised and a listed name holds no separator: no path.join per file. */
function tickFilePath(dir: string, name: string): string {
  return `${dir}${sep}${name}`;
}

/** A tick file as its read left it. */
function tickFileOf(name: string, read: BoundedRead): TickFile {
  if (read.ok) return { name, bytes: read.bytes };
  if (read.kind === 'directory') return { name, notAFile: true };
  if (read.kind === 'missing') return { name, readError: 'cannot be read: no such file' };
  return { name, readError: read.message };
}
