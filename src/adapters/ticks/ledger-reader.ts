/**
 * The ledger files the read-only commands read (docs/ev-0.1.md#the-read-only-commands), read with
 * the untrusted-file defences: a tick argument is checked to be a plain file
 * name before anything is touched, no link is followed (neither the entry nor
 * `.evolving/` or `ticks/` on the way), only regular files are opened, and
 * every read is bounded. Where ev 0.1.2 prints a Rust I/O error the same
 * text is produced for the failures a ledger can really have (a missing
 * `ticks/`, a directory named `HEAD`, invalid UTF-8).
 */
import { isUtf8 } from 'node:buffer';
import { join, relative } from 'node:path';
import type { EvRules } from '../../core/ticks/ev-rules.js';
import { isTickId } from '../../core/ticks/tick.js';
import { isPlainTickName } from '../../core/ticks/tick-name.js';
import type { TickFile, TickTexts } from '../../core/ticks/ledger.js';
import { READ_BOUNDS, type Store } from '../files/store.js';
import {
  describeKind,
  linkOnTheWay,
  listEntries,
  readRegularFile,
  RUST_IO_ERRORS,
  rustIoError,
  type BoundedRead,
  type EntryKind,
} from '../files/untrusted-file.js';

/** Why a bounded read failed, as the text after `error: reading …: `. */
function refusal(read: Exclude<BoundedRead, { ok: true }>): string {
  return read.kind === 'directory' ? (RUST_IO_ERRORS.EISDIR as string) : read.message;
}

/** `.evolving/ticks is a symbolic link (not followed)`: a directory on the way that is not one. */
function notFollowed(store: Store, entry: { path: string; kind: EntryKind }): string {
  return `${relative(store.root, entry.path)} is ${describeKind(entry.kind)} (not followed)`;
}

export type TickFileLookup =
  | { kind: 'found'; bytes: Buffer }
  /** Not a plain name, or no regular file by that name directly in a real `ticks/`. */
  | { kind: 'missing' }
  /** A regular file that could not be read (permissions, over the bound). */
  | { kind: 'unreadable'; message: string };

/**
 * The tick `id` names, looked up as ev does under `rules`: since 0.1.23 ev
 * looks up only a well-formed id (12 lowercase hex digits), and any other
 * name is no tick; ev 0.1.2 reads any plain file name (lookupTickFile).
 */
export function lookupTickById(store: Store, id: string, rules: EvRules): TickFileLookup {
  return rules !== '0.1.2' && !isTickId(id) ? { kind: 'missing' } : lookupTickFile(store, id);
}

/**
 * The tick file `name` names, read only when `name` is a plain file name,
 * `.evolving/` and `ticks/` are real directories (not links) and the entry is
 * a regular file (not a link, a directory, a FIFO or a device).
 */
export function lookupTickFile(store: Store, name: string): TickFileLookup {
  if (!isPlainTickName(name)) return { kind: 'missing' };
  if (linkOnTheWay(store.root, store.ticksDir) !== undefined) return { kind: 'missing' };
  const read = readRegularFile(join(store.ticksDir, name), READ_BOUNDS.tickFile);
  if (read.ok) return { kind: 'found', bytes: read.bytes };
  if (read.reason === 'missing' || read.reason === 'not-a-file') return { kind: 'missing' };
  return { kind: 'unreadable', message: read.message };
}

/**
 * The tick files' texts, each read (as `lookupTickFile` reads) when an
 * annotation or a link asks for it — a run shows a few hundred of a
 * ledger's files, and with `bindings: all` every bound one. Not kept: what
 * asks keeps what it found (render/ticks/tick-lines.ts keeps a file's lines,
 * not its text). A file that cannot be read so, or is not UTF-8, has none:
 * what is shown then goes on the file's first line.
 */
export function tickTextsOf(store: Store): TickTexts {
  return {
    get(file) {
      const found = lookupTickFile(store, file);
      return found.kind === 'found' && isUtf8(found.bytes)
        ? found.bytes.toString('utf8')
        : undefined;
    },
  };
}

export type TickDirectory = { ok: true; files: TickFile[] } | { ok: false; message: string };

/**
 * Every regular file directly in `ticks/`, in directory order (as ev's
 * `read_dir` lists them), each read with a bound; everything else (a
 * sub-directory, a link, a FIFO) is marked `notAFile` and never opened.
 * A missing or unreadable `ticks/` is the message after `error: reading store: `.
 */
export function readTickDirectory(store: Store): TickDirectory {
  const onTheWay = linkOnTheWay(store.root, store.ticksDir);
  if (onTheWay !== undefined && onTheWay.kind !== 'missing')
    return { ok: false, message: notFollowed(store, onTheWay) };
  let entries;
  try {
    entries = listEntries(store.ticksDir);
  } catch (error) {
    return { ok: false, message: rustIoError(error) };
  }
  const files = entries.map(({ name, kind }): TickFile => {
    if (kind !== 'file') return { name, notAFile: true };
    const read = readRegularFile(join(store.ticksDir, name), READ_BOUNDS.tickFile, kind);
    if (read.ok) return { name, bytes: read.bytes };
    return read.reason === 'not-a-file' || read.reason === 'missing'
      ? { name, notAFile: true }
      : { name, readError: read.message };
  });
  return { ok: true, files };
}

export type HeadRead = { ok: true; bytes: Buffer } | { ok: false; message: string };

/** `.evolving/HEAD`'s bytes; a missing HEAD reads as empty (as ev reads it). */
export function readHeadFile(store: Store): HeadRead {
  const onTheWay = linkOnTheWay(store.root, store.evolvingDir);
  if (onTheWay !== undefined) return { ok: false, message: notFollowed(store, onTheWay) };
  const read = readRegularFile(store.headPath, READ_BOUNDS.head);
  if (read.ok) return read;
  if (read.reason === 'missing') return { ok: true, bytes: Buffer.alloc(0) };
  return { ok: false, message: refusal(read) };
}
