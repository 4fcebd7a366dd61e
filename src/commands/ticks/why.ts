/** `why <selector>`: which decision and ground a test guards (docs/ev-0.1.md#why). */
import { parsedTicks } from '../../core/ticks/ledger.js';
import { guardsNothing, whyLines } from '../../core/ticks/why.js';
import { onePositional } from './arguments.js';
import { printLines, type Command } from '../io.js';
import { readEveryTickFile, requireStore } from './read-ledger.js';

export const why: Command = async (args, io) => {
  const selector = onePositional('why', args, 'selector');
  const store = requireStore(io);
  const files = store && readEveryTickFile(store, io);
  if (files === undefined) return 1;
  const lines = whyLines(parsedTicks(files), selector);
  if (lines.length === 0) {
    io.stderr(`${guardsNothing(selector)}\n`);
    return 1;
  }
  printLines(io.stdout, lines);
  return 0;
};
