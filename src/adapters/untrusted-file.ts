/**
 * File access for paths a pull request controls (action.md "Untrusted
 * input"). A pull request can commit a symbolic link, and a runner's work
 * tree can hold a FIFO, a device or a socket, so under `.evolving/`, under a
 * `receipts` directory and at the selected-list path:
 *
 * - nothing that is not a regular file is opened for reading, and no link is
 *   followed — neither the last component (`O_NOFOLLOW`, plus an `lstat`
 *   first so a device is never even opened) nor a directory on the way
 *   (`realDirectory` checks each one below a trusted root);
 * - every read stops at a bound while reading, whatever size the file
 *   system reports (`/proc` files report 0, a file can grow while read);
 * - writes never follow a link either: a committed
 *   `results/state/<id>.json -> ~/.bashrc` is refused, not overwritten;
 * - no message carries a file's content, only its path and what it is.
 *
 * Everything here is synchronous and returns data or one message; callers
 * decide whether a refusal is a finding, a warning or a skip.
 */
import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  openSync,
  readdirSync,
  readSync,
  writeSync,
  type Dirent,
  type Stats,
} from 'node:fs';
import { join, relative, sep } from 'node:path';

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
 * Is every component of `path` below `root` (and `path` itself) a real
 * directory, not a link? `root` is trusted (the workspace, the ledger root).
 * Answers the first component that is not, or undefined when all are.
 */
export function linkOnTheWay(
  root: string,
  path: string,
): { path: string; kind: EntryKind } | undefined {
  const rel = relative(root, path);
  if (rel === '') return undefined;
  let current = root;
  for (const part of rel.split(sep)) {
    current = join(current, part);
    const kind = entryKind(current);
    if (kind !== 'directory') return { path: current, kind };
  }
  return undefined;
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

function refusedKind(kind: EntryKind): BoundedRead {
  if (kind === 'missing') return { ok: false, reason: 'missing', kind, message: 'no such file' };
  return {
    ok: false,
    reason: 'not-a-file',
    kind,
    message: `is ${describeKind(kind)}${kind === 'symlink' ? ' (not followed)' : ' (not read)'}`,
  };
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
  let fd: number;
  try {
    fd = openSync(path, READ_FLAGS);
  } catch (error) {
    const code = errorCode(error);
    if (code === 'ELOOP') return refusedKind('symlink');
    if (code === 'ENOENT') return refusedKind('missing');
    return {
      ok: false,
      reason: 'unreadable',
      message: `cannot be read: ${describeIoError(error)}`,
    };
  }
  try {
    const opened = kindOf(fstatSync(fd));
    if (opened !== 'file') return refusedKind(opened);
    return readBounded(fd, maxBytes);
  } catch (error) {
    return {
      ok: false,
      reason: 'unreadable',
      message: `cannot be read: ${describeIoError(error)}`,
    };
  } finally {
    closeSync(fd);
  }
}

function readBounded(fd: number, maxBytes: number): BoundedRead {
  const chunks: Buffer[] = [];
  let total = 0;
  for (;;) {
    // One byte past the bound tells "exactly at the bound" from "over it".
    const want = Math.min(CHUNK, maxBytes + 1 - total);
    const chunk = Buffer.allocUnsafe(want);
    const read = readSync(fd, chunk, 0, want, null);
    if (read === 0) break;
    chunks.push(read === want ? chunk : chunk.subarray(0, read));
    total += read;
    if (total > maxBytes)
      return { ok: false, reason: 'too-large', message: tooLargeMessage(maxBytes) };
  }
  return {
    ok: true,
    bytes: chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, total),
  };
}

const WRITE_FLAGS =
  constants.O_WRONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK | constants.O_NOCTTY;

/**
 * Writes `text` to `path` without following a link there: `append` adds to
 * the end (creating the file), otherwise the file is replaced. Throws an
 * Error whose message names what was refused (a link, a FIFO…) or failed.
 */
export function writeNoFollow(path: string, text: string, { append }: { append: boolean }): void {
  const kind = entryKind(path);
  if (kind !== 'file' && kind !== 'missing')
    throw new Error(`${path} is ${describeKind(kind)} (not written)`);
  const flags = WRITE_FLAGS | constants.O_CREAT | (append ? constants.O_APPEND : constants.O_TRUNC);
  let fd: number;
  try {
    fd = openSync(path, flags, 0o644);
  } catch (error) {
    throw new Error(`${path}: ${describeIoError(error)}`);
  }
  try {
    if (kindOf(fstatSync(fd)) !== 'file')
      throw new Error(`${path} is not a regular file (not written)`);
    const bytes = Buffer.from(text, 'utf8');
    let written = 0;
    while (written < bytes.length) written += writeSync(fd, bytes, written, bytes.length - written);
  } finally {
    closeSync(fd);
  }
}
