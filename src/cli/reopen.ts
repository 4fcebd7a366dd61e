/**
 * `reopen <id>`: the whole decision with its grounds' current verdicts
 * (ledger.md §13). Its one write: a `reopen` event in `results/events.jsonl`.
 */
import { join } from 'node:path';
import { lookupTickFile } from '../adapters/ledger-reader.js';
import { appendEvents } from '../adapters/results.js';
import { nowNanos } from '../adapters/runner.js';
import { storeAt, type Store } from '../adapters/store.js';
import { entryKind, linkOnTheWay } from '../adapters/untrusted-file.js';
import { formatEventLine } from '../core/verdict/events.js';
import { formatTimestamp } from '../core/verdict/receipt.js';
import { reopenLines } from '../core/verdict/reopen.js';
import { evaluateReopened } from '../evaluation.js';
import { onePositional } from './arguments.js';
import { printLines, type Command } from './io.js';
import { repositoryFor } from './repository.js';
import { readLookedUp, refuseUnreadableFormat } from './read-ledger.js';

/**
 * ev's one write, best effort: `{"op":"reopen","tick_id":<arg>,"ts":…}`. A
 * pull request can commit `results/` or `events.jsonl` as a link; the event
 * is then not written rather than written through it.
 */
function appendReopenEvent(store: Store, id: string): void {
  const onTheWay = linkOnTheWay(store.root, store.resultsDir);
  if (onTheWay !== undefined && onTheWay.kind !== 'missing') return;
  const kind = entryKind(join(store.resultsDir, 'events.jsonl'));
  if (kind !== 'file' && kind !== 'missing') return;
  const ts = formatTimestamp(nowNanos());
  appendEvents(store, [formatEventLine({ op: 'reopen', tick_id: id, ts })]);
}

export const reopen: Command = async (args, io) => {
  const id = onePositional('reopen', args, 'id');
  // Like ev, no store check: without a store the tick is simply not there.
  const store = storeAt(io.cwd);
  if (refuseUnreadableFormat(store, io)) return 1;
  const found = readLookedUp(lookupTickFile(store, id));
  if (found.kind === 'missing') {
    io.stderr(`error: no tick with id ${id}\n`);
    return 1;
  }
  if (found.kind === 'unreadable') {
    io.stderr(`error: reading ${id}: ${found.message}\n`);
    return 1;
  }
  const verdict = await evaluateReopened(store, id, found.tick, {
    env: io.env,
    repository: await repositoryFor(io, io.cwd),
  });
  appendReopenEvent(store, id);
  printLines(io.stdout, reopenLines(verdict));
  return 0;
};
