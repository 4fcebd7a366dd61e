/**
 * ev's verdict cache, `results/state/<tick id>.json` (docs/ev-0.1.md#the-state-cache): one
 * file per evaluated live tick, rewritten by every `check`. On a ledger of
 * 10,000 ticks that is 10,000 file creations, on some disks the largest
 * single cost of `check`: they are written synchronously, in turn (through
 * the thread pool each open, fstat, write and close is a round trip, about
 * three times the cost), each document made just before its write (10,000
 * of them alive at once would be copied by every young-generation GC).
 * Each file:
 *
 * - never through a link (a committed `state/<id>.json -> ~/.bashrc` is
 *   refused), the directory's listing saying what each name already is;
 * - only under a plain file name: the name comes from the tick's `id` field,
 *   ledger text, and `../../package` would overwrite the repository's
 *   package.json (ev 0.1.2 writes it there);
 * - a failure is never fatal, as in ev; a refusal becomes one note for stderr.
 */
import { relative, sep } from 'node:path';
import { isPlainTickName } from '../../core/ticks/tick-name.js';
import { debugQuote } from '../../core/text/debug-quote.js';
import {
  listEntries,
  makeDirectoryNoFollow,
  writeNoFollow,
  writeRefusalNote,
  type EntryKind,
} from '../files/untrusted-file.js';

/** Where the state files go, and what the directory held before this run. */
export interface StateDirectory {
  /** The repository root, for paths shown in notes. */
  root: string;
  dir: string;
  existing: Map<string, EntryKind>;
}

/** A state document for one tick: its `id` field and the file's text. */
export type StateDocument = readonly [tickId: string, text: string];

/**
 * Creates `results/state` (never through a link) and lists it. When it cannot
 * be written at all: the refusal note instead, or nothing for a failure ev
 * keeps silent.
 */
export function openStateDirectory(
  root: string,
  dir: string,
): { directory: StateDirectory } | { note?: string } {
  try {
    makeDirectoryNoFollow(root, dir);
    return {
      directory: {
        root,
        dir,
        existing: new Map(listEntries(dir).map((entry) => [entry.name, entry.kind])),
      },
    };
  } catch (error) {
    const note = writeRefusalNote(root, error);
    return note === undefined ? {} : { note };
  }
}

/** Writes one state file; returns the note to print when it was refused, else undefined. */
export function writeStateFile(
  directory: StateDirectory,
  [tickId, text]: StateDocument,
): string | undefined {
  if (!isPlainTickName(tickId)) {
    const shown = relative(directory.root, directory.dir);
    return `${shown}: the tick id ${debugQuote(tickId)} is not a file name — its state file is not written`;
  }
  const name = `${tickId}.json`;
  try {
    // `dir` is already normalised and the name a plain file name: no path.join per file.
    writeNoFollow(`${directory.dir}${sep}${name}`, text, {
      append: false,
      knownKind: directory.existing.get(name) ?? 'missing',
    });
    return undefined;
  } catch (error) {
    return writeRefusalNote(directory.root, error);
  }
}

/** Writes every document in turn; returns the refusal notes. */
export function writeStateFiles(
  directory: StateDirectory,
  documents: Iterable<StateDocument>,
): string[] {
  const notes: string[] = [];
  for (const document of documents) {
    const note = writeStateFile(directory, document);
    if (note !== undefined) notes.push(note);
  }
  return notes;
}
