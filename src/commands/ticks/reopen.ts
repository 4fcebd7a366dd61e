/**
 * `reopen <id>`: the whole decision with its grounds' current verdicts
 * (docs/ev-0.1.md#reopen). Its one write: a `reopen` event in `results/events.jsonl`.
 */
import { lookupTickById } from '../../adapters/ticks/ledger-reader.js';
import { appendEventsQuietly } from '../../adapters/ticks/results.js';
import { nowNanos } from '../../adapters/runner/clock.js';
import { openTickFiles, storeAt, StoreError, type Store } from '../../adapters/files/store.js';
import { formatEventLine, reopenEvent } from '../../core/ticks/verdict/events.js';
import type { EvRules } from '../../core/ticks/ev-rules.js';
import { parseLedger, parsedTicks } from '../../core/ticks/ledger.js';
import type { Tick } from '../../core/ticks/tick.js';
import { formatTimestamp } from '../../core/ticks/verdict/receipt.js';
import { reopenLines, richReopenLines } from '../../core/ticks/verdict/reopen.js';
import { evaluateReopened } from '../../chains/ticks/evaluation.js';
import { onePositional } from './arguments.js';
import { evRulesOf, painterOf, printLines, type Command } from '../io.js';
import { repositoryFor } from '../repository.js';
import { readLookedUp, refuseUnreadableFormat } from './read-ledger.js';

/**
 * ev's one write, best effort: `{"op":"reopen","tick_id":<arg>,"ts":…}`
 * (0.1.32: the tick's id and its join fields, events.ts). A pull request can
 * commit `results/` or `events.jsonl` as a link; the event is then not
 * written rather than written through it.
 */
function appendReopenEvent(store: Store, tick: Tick, id: string, rules: EvRules): void {
  const ts = formatTimestamp(nowNanos());
  appendEventsQuietly(store, [formatEventLine(reopenEvent(tick, id, ts, rules))]);
}

/**
 * Every tick of the store for ev 0.1.27's forward scan ("superseded by"),
 * or none when the store cannot be read whole, as ev then shows none.
 */
function allTicks(store: Store): { file: string; tick: Tick }[] | undefined {
  try {
    const entries = parseLedger(openTickFiles(store));
    if (entries.some((entry) => entry.unreadable)) return undefined;
    return parsedTicks(entries);
  } catch (error) {
    if (error instanceof StoreError) return undefined;
    throw error;
  }
}

export const reopen: Command = async (args, io) => {
  const id = onePositional('reopen', args, 'id');
  // Like ev, no store check: without a store the tick is simply not there.
  const store = storeAt(io.cwd);
  if (refuseUnreadableFormat(store, io)) return 1;
  const rules = evRulesOf(io);
  // Parsed by the rules asked for: ev 0.1.2 tolerates later fields that 0.1.32 validates.
  const found = readLookedUp(lookupTickById(store, id, rules), rules);
  if (found.kind === 'missing') {
    io.stderr(`error: no tick with id ${id}\n`);
    return 1;
  }
  if (found.kind === 'unreadable') {
    io.stderr(`error: reading ${id}: ${found.message}\n`);
    return 1;
  }
  const reopenOptions: Parameters<typeof evaluateReopened>[3] = {
    env: io.env,
    repository: await repositoryFor(io, io.cwd),
    rules,
  };
  if (rules !== '0.1.2') {
    const ticks = allTicks(store);
    if (ticks !== undefined) reopenOptions.ticks = ticks;
  }
  const verdict = await evaluateReopened(store, id, found.tick, reopenOptions);
  appendReopenEvent(store, found.tick, id, rules);
  const painter = painterOf(io);
  printLines(
    io.stdout,
    painter.rich ? richReopenLines(verdict, painter) : reopenLines(verdict, rules),
  );
  return 0;
};
