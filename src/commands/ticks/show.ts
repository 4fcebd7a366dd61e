/**
 * `show <id>`: the tick file as stored (docs/ev-0.1.md#show). Under ev 0.1.32's
 * rules (0.1.23) that is all — pure JSON, so `show <id> | jq` works — and an
 * id that is not 12 lowercase hex digits is no tick; ev 0.1.2 added the tag lines.
 */
import { lookupTickById } from '../../adapters/ticks/ledger-reader.js';
import { storeAt } from '../../adapters/files/store.js';
import { refuseUnreadableFormat } from './read-ledger.js';
import { showOutput } from '../../core/ticks/show.js';
import { decodeText } from '../../core/ticks/tick-reader.js';
import { onePositional } from './arguments.js';
import { evRulesOf, type Command } from '../io.js';

export const show: Command = async (args, io) => {
  const id = onePositional('show', args, 'id');
  // Like ev, no store check: without a store the tick is simply not there.
  const store = storeAt(io.cwd);
  if (refuseUnreadableFormat(store, io)) return 1;
  const rules = evRulesOf(io);
  const recent = rules !== '0.1.2';
  const found = lookupTickById(store, id, rules);
  if (found.kind === 'missing') {
    io.stderr(`error: no tick with id ${id}\n`);
    return 1;
  }
  const text =
    found.kind === 'found'
      ? decodeText(found.bytes)
      : { ok: false as const, message: found.message };
  if (!text.ok) {
    io.stderr(`error: reading ${id}: ${text.message}\n`);
    return 1;
  }
  io.stdout(recent ? `${text.text}\n` : showOutput(text.text));
  return 0;
};
