/** `brief [--limit N]`: the live user-ruled decisions and their rejected roads (ledger.md §13). */
import { readConfig } from '../adapters/results.js';
import { briefLines } from '../core/ledger/brief.js';
import { parseCount } from '../core/ledger/config.js';
import { parsedTicks } from '../core/ledger/ledger.js';
import { flagsOnly } from './arguments.js';
import { printLines, UsageError, type Command } from './io.js';
import { readEveryTickFile, requireStore } from './read-ledger.js';

/** `--limit N` as clap reads a `usize`; undefined when not given (the config decides). */
export function parseBriefArgs(args: readonly string[]): number | undefined {
  const text = flagsOnly('brief', args, ['--limit']).get('--limit');
  if (text === undefined) return undefined;
  const limit = parseCount(text);
  if (limit === undefined)
    throw new UsageError(
      `brief: invalid value ${JSON.stringify(text)} for '--limit <LIMIT>': a non-negative integer`,
    );
  return limit;
}

export const brief: Command = async (args, io) => {
  const limit = parseBriefArgs(args);
  const store = requireStore(io);
  const files = store && readEveryTickFile(store, io);
  if (store === undefined || files === undefined) return 1;
  // The flag overrides the config; 0 (in either) shows every decision.
  printLines(io.stdout, briefLines(parsedTicks(files), limit ?? readConfig(store).brief_limit));
  return 0;
};
