/** `list`: one sorted row per decision (docs/ev-0.1.md#list), as ev prints it under the rules asked for. */
import { listLines } from '../../core/ticks/list.js';
import { flagsOnly } from './arguments.js';
import { evRulesOf, painterOf, printLines, type Command } from '../io.js';
import { readEveryTickFile, requireStore } from './read-ledger.js';

export const list: Command = async (args, io) => {
  flagsOnly('list', args);
  const store = requireStore(io);
  const files = store && readEveryTickFile(store, io);
  if (files === undefined) return 1;
  printLines(io.stdout, listLines(files, evRulesOf(io), painterOf(io)));
  return 0;
};
