/**
 * `reopen <id>`: the whole decision with its grounds' current verdicts
 * (ledger.md §13). Its one write: a `reopen` event in `results/events.jsonl`.
 */
import { lookupTickFile } from '../adapters/ledger-reader.js';
import { appendEvents } from '../adapters/results.js';
import { nowNanos } from '../adapters/runner.js';
import { storeAt } from '../adapters/store.js';
import { formatEventLine } from '../core/verdict/events.js';
import { formatTimestamp } from '../core/verdict/receipt.js';
import { reopenLines } from '../core/verdict/reopen.js';
import { evaluateReopened } from '../evaluation.js';
import { onePositional } from './arguments.js';
import type { Command } from './io.js';
import { printLines, readLookedUp } from './read-ledger.js';

export const reopen: Command = async (args, io) => {
  const id = onePositional('reopen', args, 'id');
  // Like ev, no store check: without a store the tick is simply not there.
  const store = storeAt(io.cwd);
  const found = readLookedUp(lookupTickFile(store, id));
  if (found.kind === 'missing') {
    io.stderr(`error: no tick with id ${id}\n`);
    return 1;
  }
  if (found.kind === 'unreadable') {
    io.stderr(`error: reading ${id}: ${found.message}\n`);
    return 1;
  }
  const verdict = await evaluateReopened(store, id, found.tick, { env: io.env });
  appendEvents(store, [
    formatEventLine({ op: 'reopen', tick_id: id, ts: formatTimestamp(nowNanos()) }),
  ]);
  printLines(io.stdout, reopenLines(verdict));
  return 0;
};
