/**
 * File access for paths a pull request controls
 * (docs/USAGE.md#links-and-special-files-in-a-pull-request). A pull request can
 * commit a symbolic link, and a runner's work tree can hold a FIFO, a device or
 * a socket, so under `.evolving/`, under a `receipts` directory and at the
 * selected-list path:
 *
 * - nothing that is not a regular file is opened for reading, and no link is
 *   followed — neither the last component (`O_NOFOLLOW`, plus an `lstat`
 *   first so a device is never even opened) nor a directory on the way
 *   (`linkOnTheWay` checks each one below a trusted root before a read,
 *   `makeDirectoryNoFollow` before a write);
 * - every read stops at a bound while reading, whatever size the file
 *   system reports (`/proc` files report 0, a file can grow while read);
 * - writes never follow a link either: a committed
 *   `results/state/<id>.json -> ~/.bashrc` is refused, not overwritten;
 * - no message carries a file's content, only its path and what it is.
 *
 * Everything here is synchronous (thousands of small files are written
 * faster in turn than through the thread pool), except that the stream
 * writer (`openChunkWriter`) lets the event loop run between its writes; it
 * returns data or one message, and callers decide whether a refusal is a
 * finding, a warning or a skip.
 */
import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  openSync,
  mkdirSync,
  readdirSync,
  readSync,
  type Dirent,
  type Stats,
} from 'node:fs';
import { join, relative, sep } from 'node:path';
import { writeAll } from './write-all.js';

/** The next turn of the event loop (without loading `node:timers/promises` at start-up). */
const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** What a directory entry is, without following it. */
export type EntryKind =
  | 'file'
  | 'directory'
  | 'symlink'
  | 'fifo'
  | 'socket'
  | 'character device'
  | 'block device'
  | 'missing'
  | 'unknown';

/**
 * A link, a FIFO, a device, a socket (or a kind not even a directory
 * listing can name): what is never followed, opened or written. A missing
 * path, a regular file and a directory are the ordinary kinds.
 */
export function isSpecialKind(kind: EntryKind): boolean {
  return kind !== 'file' && kind !== 'directory' && kind !== 'missing';
}

/** `a symbolic link`, `a FIFO`…: how a message names a kind. */
export function describeKind(kind: EntryKind): string {
  switch (kind) {
    case 'file':
      return 'a regular file';
    case 'directory':
      return 'a directory';
    case 'symlink':
      return 'a symbolic link';
    case 'fifo':
      return 'a FIFO';
    case 'socket':
      return 'a socket';
    case 'character device':
      return 'a character device';
    case 'block device':
      return 'a block device';
    case 'missing':
      return 'missing';
    case 'unknown':
      return 'not a regular file';
  }
}

function kindOf(entry: Stats | Dirent): EntryKind {
  if (entry.isSymbolicLink()) return 'symlink';
  if (entry.isFile()) return 'file';
  if (entry.isDirectory()) return 'directory';
  if (entry.isFIFO()) return 'fifo';
  if (entry.isSocket()) return 'socket';
  if (entry.isCharacterDevice()) return 'character device';
  if (entry.isBlockDevice()) return 'block device';
  return 'unknown';
}

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException).code;
}

/** Rust's `io::Error` display for the errno values a store can produce. */
export const RUST_IO_ERRORS: Readonly<Record<string, string>> = {
  ENOENT: 'No such file or directory (os error 2)',
  EACCES: 'Permission denied (os error 13)',
  EPERM: 'Operation not permitted (os error 1)',
  ENOTDIR: 'Not a directory (os error 20)',
  EISDIR: 'Is a directory (os error 21)',
};

/** An I/O failure as ev prints it (Rust's text), or Node's message for anything rarer. */
export function rustIoError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  return (
    (code !== undefined && RUST_IO_ERRORS[code]) ||
    (error instanceof Error ? error.message : String(error))
  );
}

/** An I/O failure as a short phrase (never the file's content: Node's messages hold only the path). */
export function describeIoError(error: unknown): string {
  switch (errorCode(error)) {
    case 'ENOENT':
      return 'no such file or directory';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EISDIR':
      return 'is a directory';
    case 'ENOTDIR':
      return 'not a directory';
    case 'ELOOP':
      return 'is a symbolic link';
    case 'ENXIO':
      return 'no such device or address';
    default:
      return error instanceof Error ? error.message : String(error);
  }
}

/** The kind of `path` itself (a link is a link, never its target). */
export function entryKind(path: string): EntryKind {
  try {
    return kindOf(lstatSync(path));
  } catch (error) {
    return errorCode(error) === 'ENOENT' || errorCode(error) === 'ENOTDIR' ? 'missing' : 'unknown';
  }
}

export interface DirectoryEntry {
  name: string;
  kind: EntryKind;
}

/**
 * The entries of a directory with their kinds, from the directory listing
 * itself (no `stat` per entry, no link followed). Throws the I/O error.
 */
export function listEntries(dir: string): DirectoryEntry[] {
  return readdirSync(dir, { withFileTypes: true }).map((entry) => ({
    name: entry.name,
    kind: kindOf(entry),
  }));
}

/**
 * The directories from `root` down to `path` that must be checked, `path`
 * included. `root` is trusted (the workspace, the ledger root), and so are
 * its ancestors: a path that climbs out of `root` (`../other/x`) is checked
 * from where it turns down again.
 */
function componentsBelow(root: string, path: string): string[] {
  const rel = relative(root, path);
  if (rel === '') return [];
  const components: string[] = [];
  let current = root;
  let climbing = true;
  for (const part of rel.split(sep)) {
    current = join(current, part);
    if (climbing && part === '..') continue;
    climbing = false;
    components.push(current);
  }
  return components;
}

/**
 * Is every component of `path` below `root` (and `path` itself) a real
 * directory, not a link? Answers the first component that is not a
 * directory, or undefined when all are (see componentsBelow for `root`).
 */
export function linkOnTheWay(
  root: string,
  path: string,
): { path: string; kind: EntryKind } | undefined {
  for (const current of componentsBelow(root, path)) {
    const kind = entryKind(current);
    if (kind !== 'directory') return { path: current, kind };
  }
  return undefined;
}

/**
 * Creates `dir` and the directories on the way to it below the trusted
 * `root`, refusing (RefusedPathError) a component that is a link or anything
 * but a directory: `mkdir -p` would follow a committed `results -> /elsewhere`.
 */
export function makeDirectoryNoFollow(root: string, dir: string): void {
  for (const current of componentsBelow(root, dir)) {
    let kind = entryKind(current);
    if (kind === 'missing') {
      try {
        mkdirSync(current);
        continue;
      } catch (error) {
        // Created meanwhile (EEXIST): judge what is there now.
        if (errorCode(error) !== 'EEXIST') throw new Error(`${current}: ${describeIoError(error)}`);
        kind = entryKind(current);
      }
    }
    if (kind !== 'directory') throw new RefusedPathError(current, kind, refusedWriteReason(kind));
  }
}

export type BoundedRead =
  | { ok: true; bytes: Buffer }
  | {
      ok: false;
      /** `missing`: nothing there; `not-a-file`: a link, FIFO, device, socket or directory; `too-large`: over the bound. */
      reason: 'missing' | 'not-a-file' | 'too-large' | 'unreadable';
      kind?: EntryKind;
      /** One phrase naming what is wrong, e.g. `is a symbolic link (not followed)`. */
      message: string;
    };

/** Flags for opening an untrusted path: no link, no blocking on a FIFO swapped in, no controlling terminal. */
const READ_FLAGS =
  constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK | constants.O_NOCTTY;
const CHUNK = 64 * 1024;

/** Why a path is not read: `is a symbolic link (not followed)`, `is a FIFO (not read)`… */
export function readRefusal(kind: EntryKind): string {
  return `is ${describeKind(kind)}${kind === 'symlink' ? ' (not followed)' : ' (not read)'}`;
}

function refusedKind(kind: EntryKind): BoundedRead {
  if (kind === 'missing') return { ok: false, reason: 'missing', kind, message: 'no such file' };
  return { ok: false, reason: 'not-a-file', kind, message: readRefusal(kind) };
}

export function tooLargeMessage(maxBytes: number): string {
  return `is larger than ${formatBytes(maxBytes)} (not read)`;
}

function formatBytes(bytes: number): string {
  if (bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MiB`;
  if (bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes} bytes`;
}

/**
 * Reads a regular file, at most `maxBytes` of it. A path that is anything
 * else is refused without being opened (or, if it is swapped in between the
 * check and the open, without being read). `knownKind` skips the `lstat`
 * when a directory listing already said what the entry is.
 */
export function readRegularFile(
  path: string,
  maxBytes: number,
  knownKind?: EntryKind,
): BoundedRead {
  const kind = knownKind ?? entryKind(path);
  if (kind !== 'file') return refusedKind(kind);
  const fd = openForReading(path);
  if (typeof fd !== 'number') return fd;
  try {
    if (knownKind === 'file') return readListedFile(fd, maxBytes);
    const stats = fstatSync(fd);
    const opened = kindOf(stats);
    if (opened !== 'file') return refusedKind(opened);
    return readBounded(fd, maxBytes, stats.size);
  } catch (error) {
    return unreadable(error);
  } finally {
    closeSync(fd);
  }
}

/** A descriptor for reading `path`, never through a link; or why it cannot be opened. */
function openForReading(path: string): number | BoundedRead {
  try {
    return openSync(path, READ_FLAGS);
  } catch (error) {
    const code = errorCode(error);
    if (code === 'ELOOP') return refusedKind('symlink');
    if (code === 'ENOENT') return refusedKind('missing');
    return unreadable(error);
  }
}

function unreadable(error: unknown): BoundedRead {
  return { ok: false, reason: 'unreadable', message: `cannot be read: ${describeIoError(error)}` };
}

/** How much room readListedFileInto needs after `offset` to read a file there. */
export function listedReadRoom(maxBytes: number): number {
  return Math.min(CHUNK, maxBytes + 1);
}

/**
 * readRegularFile(path, maxBytes, 'file'), the bytes read straight into
 * `target` from `offset` (where `listedReadRoom(maxBytes)` bytes are left):
 * `{ ok: true, length }` when the whole file is there, one `read` and no copy.
 * A file longer than the room is read as readRegularFile reads it (its bytes
 * their own Buffer); a failure is readRegularFile's.
 */
export function readListedFileInto(
  path: string,
  maxBytes: number,
  target: Uint8Array,
  offset: number,
): { ok: true; length: number } | BoundedRead {
  const fd = openForReading(path);
  if (typeof fd !== 'number') return fd;
  try {
    const want = listedReadRoom(maxBytes);
    // Less room than that: read as readRegularFile reads it.
    if (target.length - offset < want) return readListedFile(fd, maxBytes);
    const first = readSync(fd, target, offset, want, null);
    if (first > maxBytes)
      return { ok: false, reason: 'too-large', message: tooLargeMessage(maxBytes) };
    if (first < want) return { ok: true, length: first };
    return readBounded(fd, maxBytes, 0, Buffer.from(target.subarray(offset, offset + first)));
  } catch (error) {
    return unreadable(error);
  } finally {
    closeSync(fd);
  }
}

/**
 * The first `maxBytes` of a regular file and its whole size, never through
 * a link (for a file too large to read whole, kept by its head); undefined
 * when it is not a regular file or cannot be read.
 */
export function readFileHead(
  path: string,
  maxBytes: number,
): { head: Buffer; size: number } | undefined {
  let fd: number;
  try {
    fd = openSync(path, READ_FLAGS);
  } catch {
    return undefined;
  }
  try {
    const stats = fstatSync(fd);
    if (kindOf(stats) !== 'file') return undefined;
    const buffer = Buffer.alloc(Math.min(maxBytes, stats.size));
    let filled = 0;
    while (filled < buffer.length) {
      const got = readSync(fd, buffer, filled, buffer.length - filled, filled);
      if (got <= 0) break;
      filled += got;
    }
    return { head: buffer.subarray(0, filled), size: stats.size };
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}

/** Where a listed file's first chunk is read, before its bytes are copied out. */
const scratch = Buffer.allocUnsafe(CHUNK);

/**
 * Reads a file a directory listing called regular (the store's 10,000 tick
 * and receipt files), without an `fstat`: a short first read is the whole
 * file. Trusting the listing's kind stays safe if something is swapped in
 * before the open: O_NOFOLLOW refuses a link, O_NONBLOCK keeps a FIFO from
 * blocking, and the bound holds whatever is read. Its only cost is that such
 * a swapped-in FIFO reads as an empty file instead of being named.
 */
function readListedFile(fd: number, maxBytes: number): BoundedRead {
  const want = Math.min(CHUNK, maxBytes + 1);
  const first = readSync(fd, scratch, 0, want, null);
  if (first > maxBytes)
    return { ok: false, reason: 'too-large', message: tooLargeMessage(maxBytes) };
  const head = Buffer.allocUnsafe(first);
  scratch.copy(head, 0, 0, first);
  if (first < want) return { ok: true, bytes: head };
  return readBounded(fd, maxBytes, 0, head);
}

/**
 * Reads at most `maxBytes` (plus one byte, to tell "at the bound" from
 * "over it"). `reportedSize` only sizes the first read, so a whole file
 * usually comes in one `read` and a short read (the end of a regular file)
 * ends it; the bound is enforced on the bytes actually read, whatever size
 * the file system reported.
 */
function readBounded(
  fd: number,
  maxBytes: number,
  reportedSize: number,
  alreadyRead?: Buffer,
): BoundedRead {
  if (reportedSize > maxBytes)
    return { ok: false, reason: 'too-large', message: tooLargeMessage(maxBytes) };
  const chunks: Buffer[] = alreadyRead ? [alreadyRead] : [];
  let total = alreadyRead?.length ?? 0;
  let want = Math.min(reportedSize > 0 ? reportedSize + 1 : CHUNK, maxBytes + 1 - total);
  for (;;) {
    const chunk = Buffer.allocUnsafe(want);
    const read = readSync(fd, chunk, 0, want, null);
    if (read === 0) break;
    chunks.push(read === want ? chunk : chunk.subarray(0, read));
    total += read;
    if (total > maxBytes)
      return { ok: false, reason: 'too-large', message: tooLargeMessage(maxBytes) };
    if (read < want) break;
    want = Math.min(CHUNK, maxBytes + 1 - total);
  }
  return {
    ok: true,
    bytes: chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, total),
  };
}

const WRITE_FLAGS =
  constants.O_WRONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK | constants.O_NOCTTY;

/**
 * The note for a write refused because a link or special file is at the path
 * (or on the way), the path shown relative to `root`; undefined for any other
 * failure (ev keeps those silent, docs/ev-0.1.md#the-state-cache).
 */
export function writeRefusalNote(root: string, error: unknown): string | undefined {
  if (!(error instanceof RefusedPathError) || !isSpecialKind(error.kind)) return undefined;
  return `${relative(root, error.path) || '.'}: ${error.reason}`;
}

export class RefusedPathError extends Error {
  constructor(
    readonly path: string,
    /** What is there (a link, a FIFO, a directory where a file should be…). */
    readonly kind: EntryKind,
    /** The phrase after the path, e.g. `is a symbolic link (not written)`. */
    readonly reason: string,
  ) {
    super(`${path}: ${reason}`);
  }
}

function refusedWriteReason(kind: EntryKind): string {
  return `is ${describeKind(kind)} (not written)`;
}

/** Refuses, before anything is opened, a path that is there and is not a regular file. */
function assertWritableKind(path: string, kind: EntryKind): void {
  if (kind !== 'file' && kind !== 'missing')
    throw new RefusedPathError(path, kind, refusedWriteReason(kind));
}

/**
 * Creates `path` and writes `text`, when nothing is there: O_EXCL with O_CREAT
 * fails on any existing name, a dangling link included, so the file opened is
 * one this call made, a regular file, and needs no fstat (thousands of state
 * files per check). False when something is there after all (it appeared
 * since the listing): the caller then looks at what it is.
 */
function createNew(path: string, text: string): boolean {
  let fd: number;
  try {
    fd = openSync(path, WRITE_FLAGS | constants.O_CREAT | constants.O_EXCL, 0o644);
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    throw new Error(`${path}: ${describeIoError(error)}`);
  }
  try {
    writeAll(fd, text);
  } finally {
    closeSync(fd);
  }
  return true;
}

function endsWithNewline(fd: number, size: number): boolean {
  if (size === 0) return true;
  const last = Buffer.alloc(1);
  return readSync(fd, last, 0, 1, size - 1) === 1 && last[0] === 0x0a;
}

export interface WriteOptions {
  /** Add to the end (creating the file); otherwise the file is replaced. */
  append: boolean;
  /** When appending: start with a newline if the file does not end with one (a hand edit), so lines never fuse. */
  ownLine?: boolean;
  /** What a directory listing said the path is (skips the `lstat`). */
  knownKind?: EntryKind;
}

/**
 * Opens `path` to write with `flags` (which hold O_NOFOLLOW): a link there is
 * refused, and so is what turns out not to be a regular file once open. The
 * caller closes the descriptor.
 */
function openWritable(path: string, flags: number): { fd: number; size: number } {
  let fd: number;
  try {
    fd = openSync(path, flags, 0o644);
  } catch (error) {
    if (errorCode(error) === 'ELOOP')
      throw new RefusedPathError(path, 'symlink', refusedWriteReason('symlink'));
    throw new Error(`${path}: ${describeIoError(error)}`);
  }
  try {
    const stats = fstatSync(fd);
    assertWritableKind(path, kindOf(stats));
    return { fd, size: stats.size };
  } catch (error) {
    closeSync(fd);
    throw error;
  }
}

/**
 * Writes `text` to `path` without following a link there. Throws a
 * RefusedPathError naming what was refused (a link, a FIFO…), or an Error
 * saying what failed.
 */
export function writeNoFollow(path: string, text: string, options: WriteOptions): void {
  let known = options.knownKind;
  if (known === 'missing') {
    if (createNew(path, text)) return;
    known = undefined; // something appeared since the listing: look at what
  }
  assertWritableKind(path, known ?? entryKind(path));
  const ownLine = options.append && options.ownLine === true;
  const access = ownLine ? (WRITE_FLAGS & ~constants.O_WRONLY) | constants.O_RDWR : WRITE_FLAGS;
  const flags =
    access | constants.O_CREAT | (options.append ? constants.O_APPEND : constants.O_TRUNC);
  const { fd, size } = openWritable(path, flags);
  try {
    const separate = ownLine && !endsWithNewline(fd, size);
    writeAll(fd, separate ? `\n${text}` : text);
  } finally {
    closeSync(fd);
  }
}

/**
 * Chunks are encoded into one buffer of this many bytes, written each time
 * it is full: a few hundred microseconds of the thread's time between two
 * turns of the event loop.
 */
const STREAM_BUFFER_BYTES = 1 << 16;

/** At most three UTF-8 bytes per UTF-16 unit (a pair's four bytes are two units' worth). */
const MAX_UTF8_BYTES_PER_UNIT = 3;

/** A file opened to be replaced by a stream of chunks (`openChunkWriter`). */
export interface ChunkWriter {
  /**
   * Writes the chunks as they come, then closes the file. Between writes it
   * lets the event loop run, so what is waiting (GitHub's answers to the
   * posts) goes on while a large file is written. Each chunk is encoded on
   * its own: none may end inside a surrogate pair (JSON.stringify's never do).
   */
  writeAll(chunks: Iterable<string>): Promise<void>;
}

/**
 * Opens `path` to be replaced, without following a link there: what can be
 * refused (a link, a FIFO, a directory that cannot be made) is refused now,
 * before anything names the file. Throws a RefusedPathError or an Error
 * saying what failed.
 */
export function openChunkWriter(path: string): ChunkWriter {
  assertWritableKind(path, entryKind(path));
  const { fd } = openWritable(path, WRITE_FLAGS | constants.O_CREAT | constants.O_TRUNC);
  return { writeAll: (chunks) => writeChunks(fd, chunks) };
}

/**
 * `chunks` encoded into one reused buffer and written each time it fills (a
 * 30 MB JSON report never exists as one string, nor as joined pieces: a
 * 10,000-tick report was 16 MB of strings joined only to be written). A
 * chunk too large for the buffer is written on its own.
 */
async function writeChunks(fd: number, chunks: Iterable<string>): Promise<void> {
  try {
    const buffer = Buffer.allocUnsafe(STREAM_BUFFER_BYTES);
    let used = 0;
    for (const chunk of chunks) {
      const most = chunk.length * MAX_UTF8_BYTES_PER_UNIT;
      if (used + most <= buffer.length) {
        used += buffer.write(chunk, used, 'utf8');
        continue;
      }
      if (used > 0) writeAll(fd, buffer.subarray(0, used));
      used = 0;
      if (most <= buffer.length) used = buffer.write(chunk, 0, 'utf8');
      else writeAll(fd, chunk);
      await nextTurn();
    }
    if (used > 0) writeAll(fd, buffer.subarray(0, used));
  } finally {
    closeSync(fd);
  }
}
