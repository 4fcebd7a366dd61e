/** `list`: one sorted row per tick file (ledger.md §13), as ev 0.1.2 prints it. */
import { listLines } from '../core/ledger/list.js';
import { flagsOnly } from './arguments.js';
import { printLines, type Command } from './io.js';
import { readEveryTickFile, requireStore } from './read-ledger.js';

export const list: Command = async (args, io) => {
  flagsOnly('list', args);
  const store = requireStore(io);
  const files = store && readEveryTickFile(store, io);
  if (files === undefined) return 1;
  printLines(io.stdout, listLines(files));
  return 0;
};
