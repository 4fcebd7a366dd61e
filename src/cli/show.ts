/** `show <id>`: the tick file as stored, then its tags (ledger.md §13), as ev 0.1.2 prints it. */
import { lookupTickFile } from '../adapters/ledger-reader.js';
import { storeAt } from '../adapters/store.js';
import { refuseUnreadableFormat } from './read-ledger.js';
import { showOutput } from '../core/ledger/show.js';
import { decodeText } from '../core/ledger/tick-reader.js';
import { onePositional } from './arguments.js';
import type { Command } from './io.js';

export const show: Command = async (args, io) => {
  const id = onePositional('show', args, 'id');
  // Like ev, no store check: without a store the tick is simply not there.
  const store = storeAt(io.cwd);
  if (refuseUnreadableFormat(store, io)) return 1;
  const found = lookupTickFile(store, id);
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
  io.stdout(showOutput(text.text));
  return 0;
};
