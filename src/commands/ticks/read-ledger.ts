/**
 * How the read-only commands open the ledger, with ev's messages: `list`,
 * `log`, `brief` and `why` need `.evolving/` to exist; `list`, `brief` and
 * `why` then read every tick file, and the first that is not JSON aborts;
 * `log` and `reopen` read one tick file by name.
 */
import { readTickDirectory, type TickFileLookup } from '../../adapters/ticks/ledger-reader.js';
import { unsupportedFormat, type Store, type StoreError } from '../../adapters/files/store.js';
import { entryKind } from '../../adapters/files/untrusted-file.js';
import type { TickLookup } from '../../core/ticks/log.js';
import { readEveryTick, readTick, type JsonTickFile } from '../../core/ticks/tick-reader.js';
import { openStore } from '../../chains/ticks/evaluation.js';
import { DEFAULT_EV_RULES, type EvRules } from '../../core/ticks/ev-rules.js';
import { evRulesOf, type CliIo } from '../io.js';

/**
 * A store that cannot be read, as ev prints it: one prefix for every failure
 * to read it, none for a format refused. `evText`: ev's own words where they
 * differ from ours (a missing `ticks/`: Rust's I/O error, no path).
 */
export function storeErrorLine(error: StoreError, evText = error.evMessage): string {
  return `error: ${error.kind === 'format' ? '' : 'reading store: '}${evText ?? error.message}\n`;
}

/** The store, or undefined after printing ev's no-store error. */
export function requireStore(io: CliIo): Store | undefined {
  const opened = openStore(io.cwd);
  if ('store' in opened) return opened.store;
  io.stderr(`${opened.error}\n`);
  return undefined;
}

/**
 * `show` and `reopen` read one tick by name without ev's store check; a store
 * in another format (ev 0.2) is still refused as `check` refuses it, rather
 * than answered `no tick with id`. True after printing the refusal.
 */
export function refuseUnreadableFormat(store: Store, io: CliIo): boolean {
  if (entryKind(store.evolvingDir) !== 'directory') return false;
  const refusal = unsupportedFormat(store);
  if (refusal === undefined) return false;
  io.stderr(`error: ${refusal}\n`);
  return true;
}

/** Every tick file as JSON (directory order), or undefined after printing `error: reading store: …`. */
export function readEveryTickFile(store: Store, io: CliIo): JsonTickFile[] | undefined {
  const directory = readTickDirectory(store);
  const every = directory.ok ? readEveryTick(directory.files, evRulesOf(io)) : directory;
  if (every.ok) return every.files;
  io.stderr(`error: reading store: ${every.message}\n`);
  return undefined;
}

/** Lines as one write, each newline-terminated. */
/** A looked-up tick file, read as a tick (`log` and `reopen` read them alike). */
export function readLookedUp(found: TickFileLookup, rules: EvRules = DEFAULT_EV_RULES): TickLookup {
  if (found.kind === 'missing') return found;
  if (found.kind === 'unreadable') return found;
  const read = readTick(found.bytes, rules);
  return read.ok
    ? { kind: 'tick', tick: read.tick }
    : { kind: 'unreadable', message: read.message };
}
