/**
 * The `.evolving/` store on disk: where it is, whether it is a format we can
 * read, and the raw bytes of its tick files. Everything it returns is data for
 * the pure core; every failure is a StoreError with one clear message.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { TickFile } from '../core/ledger/ledger.js';

export interface Store {
  /** The repository root (the directory holding `.evolving/`). */
  root: string;
  evolvingDir: string;
  ticksDir: string;
  resultsDir: string;
  configPath: string;
  headPath: string;
}

export type StoreErrorKind = 'missing' | 'format' | 'unreadable';

export class StoreError extends Error {
  constructor(
    readonly kind: StoreErrorKind,
    message: string,
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
  };
}

/**
 * The store under `root`. Throws when there is none (ev's message) or when
 * `.evolving/version` names another format: ev 0.2.x writes `2` and keeps its
 * ledger in `ledger/*.jsonl`, which must never be misread as an empty 0.1 store.
 */
export function locateStore(root: string): Store {
  const store = storeAt(root);
  if (!existsSync(store.evolvingDir)) {
    throw new StoreError('missing', 'no .evolving/ store here — run `ev init` first');
  }
  assertSupportedFormat(store);
  return store;
}

function assertSupportedFormat(store: Store): void {
  const versionPath = join(store.evolvingDir, 'version');
  if (!existsSync(versionPath)) return;
  const version = readFileSync(versionPath, 'utf8').trim();
  if (version === '1') return;
  throw new StoreError(
    'format',
    `.evolving/version says ${JSON.stringify(version)}: this store is not in the ev 0.1.x format (version 1) that this tool reads` +
      (version === '2'
        ? ' — it was written by ev 0.2.x (ledger/*.jsonl); use a release of this action that supports it'
        : ''),
  );
}

function describeIoError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'no such file or directory';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'EISDIR') return 'is a directory';
  return error instanceof Error ? error.message : String(error);
}

/** Every entry of `ticks/`: the bytes of each file, or why it could not be read. */
export function readTickFiles(store: Store): TickFile[] {
  return [...openTickFiles(store)];
}

/**
 * The entries of `ticks/`, each read only when the iteration reaches it, so a
 * caller can parse one and let it go before the next (verify on 10,000 ticks
 * otherwise keeps every file and every parsed tick alive at once, and pays
 * for it in garbage collection). The directory is listed now: a missing or
 * unreadable `ticks/` throws a StoreError here, not during the iteration.
 */
export function openTickFiles(store: Store): Iterable<TickFile> {
  let names: string[];
  try {
    names = readdirSync(store.ticksDir);
  } catch (error) {
    throw new StoreError('unreadable', `.evolving/ticks: ${describeIoError(error)}`);
  }
  return {
    *[Symbol.iterator]() {
      for (const name of names) yield readTickFile(join(store.ticksDir, name), name);
    },
  };
}

function readTickFile(path: string, name: string): TickFile {
  try {
    return { name, bytes: readFileSync(path) };
  } catch (error) {
    // ev skips what is not a file (a directory named like a tick); say so rather than fail.
    if ((error as NodeJS.ErrnoException).code === 'EISDIR') return { name, notAFile: true };
    if (isNotRegularFile(path)) return { name, notAFile: true };
    return { name, readError: `cannot read the file: ${describeIoError(error)}` };
  }
}

function isNotRegularFile(path: string): boolean {
  try {
    return !statSync(path).isFile();
  } catch {
    return false;
  }
}
