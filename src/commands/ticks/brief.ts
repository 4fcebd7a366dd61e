/**
 * `brief [--limit N] [--json]`: the live user-ruled decisions and their
 * rejected roads (docs/ev-0.1.md#brief). Under ev 0.1.32's rules: the current
 * decisions without agent proposals, advisory tags, `--json` (the `ev-brief`
 * contract) and a cost event in `results/events.jsonl`; ev 0.1.2 had none of these.
 */
import { appendEventsQuietly, readConfig } from '../../adapters/ticks/results.js';
import { nowNanos } from '../../adapters/runner/clock.js';
import {
  briefEventLine,
  briefJson,
  briefLines,
  currentBrief,
  currentBriefLines,
  richBriefLines,
} from '../../core/ticks/brief.js';
import { parseCount } from '../../core/ticks/config.js';
import type { EvRules } from '../../core/ticks/ev-rules.js';
import { parsedTicks } from '../../core/ticks/ledger.js';
import { formatTimestamp } from '../../core/ticks/verdict/receipt.js';
import { flagsOnly } from './arguments.js';
import { evRulesOf, painterOf, printLines, UsageError, type Command } from '../io.js';
import { readEveryTickFile, requireStore } from './read-ledger.js';

export interface BriefArgs {
  /** undefined when not given (the config decides). */
  limit: number | undefined;
  json: boolean;
}

/** `--limit N` as clap reads a `usize`, and `--json` (ev 0.1.7) where the rules have it. */
export function parseBriefArgs(args: readonly string[], rules: EvRules): BriefArgs {
  const end = args.indexOf('--') < 0 ? args.length : args.indexOf('--');
  const jsonAt =
    rules === '0.1.2' ? [] : args.slice(0, end).flatMap((a, i) => (a === '--json' ? [i] : []));
  if (jsonAt.length > 1)
    throw new UsageError(`brief: the argument '--json' cannot be used multiple times`);
  const rest = args.filter((_, i) => !jsonAt.includes(i));
  const text = flagsOnly('brief', rest, ['--limit']).get('--limit');
  const json = jsonAt.length === 1;
  if (text === undefined) return { limit: undefined, json };
  const limit = parseCount(text);
  if (limit === undefined)
    throw new UsageError(
      `brief: invalid value ${JSON.stringify(text)} for '--limit <LIMIT>': a non-negative integer`,
    );
  return { limit, json };
}

export const brief: Command = async (args, io) => {
  const rules = evRulesOf(io);
  const { limit, json } = parseBriefArgs(args, rules);
  const store = requireStore(io);
  const files = store && readEveryTickFile(store, io);
  if (store === undefined || files === undefined) return 1;
  // The flag overrides the config; 0 (in either) shows every decision.
  const shown = limit ?? readConfig(store).brief_limit;
  if (rules === '0.1.2') {
    printLines(io.stdout, briefLines(parsedTicks(files), shown));
    return 0;
  }
  const current = currentBrief(parsedTicks(files), shown);
  // The event measures the JSON brief whichever form is printed: made once.
  const jsonText = briefJson(current);
  appendEventsQuietly(store, [briefEventLine(current, formatTimestamp(nowNanos()), jsonText)]);
  if (json) io.stdout(jsonText);
  else {
    const painter = painterOf(io);
    printLines(
      io.stdout,
      painter.rich ? richBriefLines(painter, current) : currentBriefLines(current),
    );
  }
  return 0;
};
