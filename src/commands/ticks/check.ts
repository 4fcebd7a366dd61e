/**
 * `check [--run] [--platform P] [--exit-on-red] [--offline] [--attest a,b]
 * [--timeout SECONDS] [--jobs N]`: ev 0.1.2's `check` (docs/ev-0.1.md#check,
 * docs/ev-0.1.md#verdicts,
 * docs/COMPATIBILITY.md#where-this-project-is-stricter-than-ev), same output
 * and exit codes. The evaluation itself is src/chains/ticks/evaluation.ts, shared with
 * `report` and the action.
 */
import { StoreError } from '../../adapters/files/store.js';
import {
  anyGating,
  checkNoteLines,
  checkOutputLines,
  richCheckOutputLines,
} from '../../core/ticks/verdict/check-output.js';
import {
  evaluateCheck,
  openStore,
  type EvaluateOptions,
  type Evaluation,
} from '../../chains/ticks/evaluation.js';
import type { Repository } from '../../adapters/git/runner.js';
import { evRulesOf, painterOf, printLines, UsageError, type CliIo, type Command } from '../io.js';
import { storeErrorLine } from './read-ledger.js';
import { repositoryFor } from '../repository.js';

export interface CheckOptions {
  run: boolean;
  platform: string;
  exitOnRed: boolean;
  offline: boolean;
  /** null = attest every declared platform. */
  attest: string[] | null;
  /** Beyond ev: kill a bound command after this long and record it gray. */
  timeoutMs?: number;
  /** Beyond ev: run this many bound checks at once (receipts still in binding order). */
  jobs?: number;
}

// ---------------------------------------------------------------------------
// The command line
// ---------------------------------------------------------------------------

/** clap-style parsing of ev's `check` flags (a repeated or valueless flag is a usage error). */
export function parseCheckArgs(args: readonly string[]): CheckOptions {
  const options: CheckOptions = {
    run: false,
    platform: 'local',
    exitOnRed: false,
    offline: false,
    attest: null,
  };
  const seen = new Set<string>();
  const once = (flag: string): void => {
    if (seen.has(flag))
      throw new UsageError(`check: the argument '${flag}' cannot be used multiple times`);
    seen.add(flag);
  };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    const eq = arg.startsWith('--') ? arg.indexOf('=') : -1;
    const flag = eq > 0 ? arg.slice(0, eq) : arg;
    const value = (): string => {
      if (eq > 0) return arg.slice(eq + 1);
      const next = args[i + 1];
      if (next === undefined || (next.startsWith('-') && next !== '-')) {
        throw new UsageError(`check: a value is required for '${flag}'`);
      }
      i++;
      return next;
    };
    switch (flag) {
      case '--run':
      case '--exit-on-red':
      case '--offline':
        if (eq > 0) throw new UsageError(`check: '${flag}' takes no value`);
        once(flag);
        if (flag === '--run') options.run = true;
        else if (flag === '--exit-on-red') options.exitOnRed = true;
        else options.offline = true;
        break;
      case '--platform':
        once(flag);
        options.platform = value();
        break;
      case '--attest':
        // Repeatable and comma-separated; `--attest ''` attests one platform named "".
        options.attest = [...(options.attest ?? []), ...value().split(',')];
        break;
      case '--timeout': {
        once(flag);
        const text = value();
        const seconds = Number(text);
        if (!/^\d+(\.\d+)?$/.test(text) || !(seconds > 0)) {
          throw new UsageError(
            `check: --timeout takes a positive number of seconds, got ${JSON.stringify(text)}`,
          );
        }
        options.timeoutMs = Math.round(seconds * 1000);
        break;
      }
      case '--jobs': {
        once(flag);
        const text = value();
        if (!/^[1-9]\d*$/.test(text)) {
          throw new UsageError(
            `check: --jobs takes a whole number above 0, got ${JSON.stringify(text)}`,
          );
        }
        options.jobs = Number(text);
        break;
      }
      default:
        throw new UsageError(`check: unexpected argument ${JSON.stringify(arg)}`);
    }
  }
  return options;
}

export const check: Command = async (args, io) => {
  const options = parseCheckArgs(args);
  const opened = openStore(io.cwd);
  if ('error' in opened) {
    io.stderr(`${opened.error}\n`);
    return 1;
  }
  let evaluation: Evaluation;
  try {
    const repository = await repositoryFor(io, io.cwd);
    evaluation = await evaluateCheck(opened.store, checkEvaluateOptions(options, io, repository));
  } catch (error) {
    if (!(error instanceof StoreError)) throw error;
    io.stderr(storeErrorLine(error));
    return 1;
  }
  printLines(io.stderr, [...evaluation.problems, ...evaluation.warnings]);
  const rules = evRulesOf(io);
  const painter = painterOf(io);
  printLines(
    io.stdout,
    painter.rich
      ? richCheckOutputLines(evaluation.verdicts, options.run, painter)
      : checkOutputLines(evaluation.verdicts, options.run, rules),
  );
  printLines(io.stderr, checkNoteLines(evaluation.verdicts, options.run, rules));
  if (evaluation.unreadableTicks.length > 0) return 1;
  return options.exitOnRed && anyGating(evaluation.verdicts) ? 1 : 0;
};

function checkEvaluateOptions(
  options: CheckOptions,
  io: CliIo,
  repository: Repository | null,
): EvaluateOptions {
  const evaluate: EvaluateOptions = {
    host: { env: io.env, repository, offline: options.offline },
    judgedBy: { rules: evRulesOf(io), attest: options.attest },
  };
  if (options.run) {
    evaluate.run = { platform: options.platform, stdout: io.stdout, stderr: io.stderr };
    if (options.timeoutMs !== undefined) evaluate.run.timeoutMs = options.timeoutMs;
    if (options.jobs !== undefined) evaluate.run.jobs = options.jobs;
  }
  return evaluate;
}
