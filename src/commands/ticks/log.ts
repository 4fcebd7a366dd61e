/** `log`: the lineage from HEAD back to genesis (docs/ev-0.1.md#log), as ev prints it under the rules asked for. */
import {
  lookupTickById,
  readHeadFile,
  readTickDirectory,
} from '../../adapters/ticks/ledger-reader.js';
import type { Store } from '../../adapters/files/store.js';
import { logRow, richLogRow, walkLog, type TickLookup } from '../../core/ticks/log.js';
import type { EvRules } from '../../core/ticks/ev-rules.js';
import { parsedTicks } from '../../core/ticks/ledger.js';
import { supersedingChildren } from '../../core/ticks/lineage.js';
import { decodeText, readEveryTick } from '../../core/ticks/tick-reader.js';
import { rustTrim } from '../../core/text/rust-text.js';
import { flagsOnly } from './arguments.js';
import { evRulesOf, painterOf, printLines, type Command } from '../io.js';
import { readLookedUp, requireStore } from './read-ledger.js';

function lookup(store: Store, rules: EvRules): (id: string) => TickLookup {
  return (id) => readLookedUp(lookupTickById(store, id, rules), rules);
}

/** Which tick supersedes a tick id, from every tick file (none when one is not JSON, as ev reads them). */
function supersededByOf(store: Store, rules: EvRules): (id: string) => string | undefined {
  if (rules === '0.1.2') return () => undefined;
  const directory = readTickDirectory(store);
  const every = directory.ok ? readEveryTick(directory.files, rules) : directory;
  const children = supersedingChildren(every.ok ? parsedTicks(every.files) : []);
  return (id) => children.get(id);
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
  const rules = evRulesOf(io);
  const painter = painterOf(io);
  const walk = walkLog(
    rustTrim(text.text),
    lookup(store, rules),
    supersededByOf(store, rules),
    painter.rich ? (tick, by) => richLogRow(painter, tick, by) : logRow,
  );
  printLines(io.stdout, walk.rows);
  if (walk.stderr !== undefined) io.stderr(`${walk.stderr}\n`);
  return walk.exitCode;
};
