/** `log`: the lineage from HEAD back to genesis (ledger.md §13), as ev 0.1.2 prints it. */
import { lookupTickFile, readHeadFile } from '../adapters/ledger-reader.js';
import type { Store } from '../adapters/store.js';
import { walkLog, type TickLookup } from '../core/ledger/log.js';
import { decodeText } from '../core/ledger/tick-reader.js';
import { rustTrim } from '../core/text/rust-text.js';
import { flagsOnly } from './arguments.js';
import { printLines, type Command } from './io.js';
import { readLookedUp, requireStore } from './read-ledger.js';

function lookup(store: Store): (id: string) => TickLookup {
  return (id) => readLookedUp(lookupTickFile(store, id));
}

export const log: Command = async (args, io) => {
  flagsOnly('log', args);
  const store = requireStore(io);
  if (store === undefined) return 1;
  const head = readHeadFile(store);
  const text = head.ok ? decodeText(head.bytes) : head;
  if (!text.ok) {
    io.stderr(`error: reading HEAD: ${text.message}\n`);
    return 1;
  }
  const walk = walkLog(rustTrim(text.text), lookup(store));
  printLines(io.stdout, walk.rows);
  if (walk.stderr !== undefined) io.stderr(`${walk.stderr}\n`);
  return walk.exitCode;
};
