/**
 * Reading an ev 0.2 ledger from disk: every writer file of
 * `.evolving/ledger/` in the order the directory lists it (as ev reads them;
 * the order decides which of two lines with one id wins), as text for the
 * core's scan (core/claims/scan.ts). `.evolving/local/` and `cache/` are
 * never read. Each file is read through untrusted-file.ts: never through a
 * link, never a FIFO or device, and bounded. Where ev 0.2.4 fails (a
 * directory named `x.jsonl`, a file that is not UTF-8, `ledger` being a
 * file) the failure carries ev's own words; where this reader refuses what ev
 * would follow (a link), it says so. No message quotes a file's content.
 *
 * ev also creates `.evolving/local/writer.toml` before reading, and fails
 * when it cannot; this reader writes nothing, but answers those failures as
 * ev does (writerSetupFailure).
 */
import { opendirSync, type Dir } from 'node:fs';
import { isUtf8 } from 'node:buffer';
import { join } from 'node:path';
import { isWriterFileName, type WriterFile } from '../../core/claims/scan.js';
import {
  entryKind,
  readRefusal,
  readRegularFile,
  tooLargeMessage,
} from '../files/untrusted-file.js';

const MiB = 1024 * 1024;

/** The most bytes read from one writer file, and from the whole ledger (docs/COMPATIBILITY.md). */
export const LEDGER_BOUNDS = { writerFile: 128 * MiB, ledger: 512 * MiB } as const;

export interface LedgerRead {
  /** The writer files read, in directory order (up to a failure). */
  files: WriterFile[];
  /** Why reading stopped, in ev's words where ev fails too (printed after `ev: `). */
  failure?: string;
}

/** Rust's `io::Error` text for the errors met here. */
const OS_ERRORS: Record<string, string> = {
  ENOENT: 'No such file or directory (os error 2)',
  EACCES: 'Permission denied (os error 13)',
  EPERM: 'Operation not permitted (os error 1)',
  EEXIST: 'File exists (os error 17)',
  ENOTDIR: 'Not a directory (os error 20)',
  EISDIR: 'Is a directory (os error 21)',
  ELOOP: 'Too many levels of symbolic links (os error 40)',
};

export function osErrorText(code: string | undefined, fallback: string): string {
  return (code !== undefined ? OS_ERRORS[code] : undefined) ?? fallback;
}

const NOT_READ = '— the ledger is not read';

/** Every writer file of the store at `root`. */
export function readLedger(root: string): LedgerRead {
  const dir = join(root, '.evolving', 'ledger');
  const kind = entryKind(dir);
  if (kind === 'missing') return { files: [] };
  if (kind === 'file') return { files: [], failure: OS_ERRORS.ENOTDIR };
  if (kind !== 'directory')
    return { files: [], failure: `.evolving/ledger: ${readRefusal(kind)} ${NOT_READ}` };
  let handle: Dir;
  try {
    handle = opendirSync(dir);
  } catch (error) {
    return { files: [], failure: osErrorText(codeOf(error), 'cannot list .evolving/ledger') };
  }
  const files: WriterFile[] = [];
  let total = 0;
  try {
    for (let entry = handle.readSync(); entry !== null; entry = handle.readSync()) {
      if (!isWriterFileName(entry.name)) continue;
      const shown = `.evolving/ledger/${entry.name}`;
      if (entry.isDirectory()) return { files, failure: OS_ERRORS.EISDIR };
      if (!entry.isFile()) {
        const what = entry.isSymbolicLink() ? 'symlink' : entryKind(join(dir, entry.name));
        return { files, failure: `${shown}: ${readRefusal(what)} ${NOT_READ}` };
      }
      // Not as a listed file (`'file'`): its size, asked once, lets a writer file of megabytes
      // come in one read, not chunk by chunk and copied again.
      const read = readRegularFile(join(dir, entry.name), LEDGER_BOUNDS.writerFile);
      if (!read.ok) {
        const failure =
          read.reason === 'unreadable' || read.reason === 'missing'
            ? osErrorText(errnoOf(read.message), `${shown}: ${read.message}`)
            : `${shown}: ${read.message} ${NOT_READ}`;
        return { files, failure };
      }
      total += read.bytes.length;
      if (total > LEDGER_BOUNDS.ledger)
        return {
          files,
          failure: `.evolving/ledger/: ${tooLargeMessage(LEDGER_BOUNDS.ledger)} in all ${NOT_READ}`,
        };
      if (!isUtf8(read.bytes)) return { files, failure: 'stream did not contain valid UTF-8' };
      files.push({ name: entry.name, text: read.bytes.toString('utf8') });
    }
  } catch (error) {
    return { files, failure: osErrorText(codeOf(error), 'cannot list .evolving/ledger') };
  } finally {
    handle.closeSync();
  }
  return { files };
}

/**
 * The failure ev 0.2.4 meets before it reads anything, when it cannot set up
 * `.evolving/local/writer.toml` (it creates it on every command): `.evolving`
 * is a file, `local` is not a directory, or `writer.toml` is one. A
 * `.evolving` that is a link is refused here (ev would follow it).
 */
export function writerSetupFailure(root: string): string | undefined {
  const evolving = entryKind(join(root, '.evolving'));
  if (evolving === 'file') return OS_ERRORS.ENOTDIR;
  // A link (ev would follow it) or a special file: refused, as every read of the store is.
  if (evolving !== 'missing' && evolving !== 'directory')
    return `.evolving: ${readRefusal(evolving)}`;
  const local = entryKind(join(root, '.evolving', 'local'));
  if (local !== 'missing' && local !== 'directory') return OS_ERRORS.EEXIST;
  if (entryKind(join(root, '.evolving', 'local', 'writer.toml')) === 'directory')
    return OS_ERRORS.EISDIR;
  return undefined;
}

function codeOf(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException).code;
}

/** The errno code behind untrusted-file.ts's phrase for an unreadable file. */
function errnoOf(message: string): string | undefined {
  if (message.includes('permission denied')) return 'EACCES';
  if (message.includes('no such file')) return 'ENOENT';
  return undefined;
}
