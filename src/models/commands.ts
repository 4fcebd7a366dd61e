/**
 * The command functions the CLI and the pull-request bot share: which
 * command answers a name on the store at hand (ev 0.1's on decisions, ev
 * 0.2's on claims; the model comes from `detectStore`, the one place it is
 * decided), with `--cwd` applied. The CLI's dispatcher (main.ts) adds its
 * global options, help and usage errors around it; the bot (action/bot.ts)
 * calls it for the read-only commands its comments name.
 */
import { realpathSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { detectStore, type DetectedStore, type StoreModel } from '../adapters/files/store.js';
import { UsageError, type CliIo } from '../commands/io.js';
import type { ModelCommand, ModelName } from './model.js';
import { modelNamed, modelsAnswering } from './registry.js';

/** `report` previews every model the store holds (models/report.ts): no model's alone. */
const REPORT = 'report';

/** Whether `name` is a command of any model, or `report`. */
export function isCommand(name: string): boolean {
  return name === REPORT || modelsAnswering(name).length > 0;
}

/**
 * The options only ev 0.1's `brief` and `verify` take: where there is no store
 * to say which model is meant, one of them does (ev 0.1.32 answers
 * `verify --self-test` anywhere, and `brief --limit N` with its "no store" error).
 */
const TICKS_ONLY_OPTIONS: Readonly<Record<string, readonly string[]>> = {
  verify: ['--self-test'],
  brief: ['--limit'],
};

function takesTicksOnlyOption(name: string, args: readonly string[]): boolean {
  const options = TICKS_ONLY_OPTIONS[name] ?? [];
  const end = args.indexOf('--');
  return (end < 0 ? args : args.slice(0, end)).some((arg) =>
    options.some((option) => arg === option || arg.startsWith(`${option}=`)),
  );
}

/**
 * Which model's command answers `name`: `line` and `doctor` exist only in ev
 * 0.2; `brief` and `verify` exist in both, and ev 0.2's answers on any store
 * but one holding only ev 0.1 decisions (ev 0.2.4 reads only its ledger, so
 * on a store with both it shows the claims) — unless `--ev-compat` asks for
 * an ev 0.1 release, or, with no store at all, `args` hold an option only ev
 * 0.1's command takes. The bot's command list follows the same rule.
 */
export function answeringModel(
  name: string,
  model: StoreModel,
  evRulesGiven = false,
  args: readonly string[] = [],
): ModelName {
  const answering = modelsAnswering(name).map((model) => model.name);
  if (!answering.includes('claims')) return 'ticks';
  if (!answering.includes('ticks')) return 'claims';
  if (model === 'none' && takesTicksOnlyOption(name, args)) return 'ticks';
  return !evRulesGiven && model !== 'ticks' ? 'claims' : 'ticks';
}

export interface CommandOptions {
  /** `--ev-compat` was given: `brief` and `verify` answer as that ev 0.1 release. */
  evRulesGiven?: boolean;
  /**
   * Whether an ev 0.2 command looks for `.evolving/` in a parent directory,
   * as ev 0.2 does (default true). The bot reads only the working directory
   * it was given: nothing above the checkout is ever read.
   */
  storeAbove?: boolean;
}

/**
 * Runs the command `name` with its arguments (after the name), as the
 * CLI's `ev-action <name> <args>` does: `--cwd` applied (except for `report`,
 * which reads it itself), then the model's command. Throws a UsageError for
 * an unknown command or bad arguments.
 */
export async function runCommand(
  name: string,
  args: string[],
  io: CliIo,
  options: CommandOptions = {},
): Promise<number> {
  if (!isCommand(name)) throw new UsageError(`unknown command ${JSON.stringify(name)}`);
  // `report` reads --cwd itself: it is also the working directory its report names.
  if (name === REPORT) return (await import('./report.js')).report(args, io);
  const moved = withCwd(name, args, io);
  if (typeof moved === 'number') return moved;
  // ev 0.2 starts from the real current directory (getcwd), and names files from there; ev 0.1's
  // commands find their store themselves (the root is theirs to look for).
  const store = modelsAnswering(name).some((model) => model.name === 'claims')
    ? storeFor(realOrSelf(moved.io.cwd), options.storeAbove ?? true)
    : { model: 'none' as const, root: moved.io.cwd };
  const model = modelNamed(answeringModel(name, store.model, options.evRulesGiven, moved.args));
  const command = await (model.commands[name] as () => Promise<ModelCommand>)();
  return command(moved.args, moved.io, store.root);
}

/** The store an ev 0.2 command reads: found from `cwd` up, or only at `cwd` when `above` is false. */
function storeFor(cwd: string, above: boolean): DetectedStore {
  const found = detectStore(cwd);
  return above || found.root === cwd ? found : { model: 'none', root: cwd };
}

/**
 * `--cwd DIR` (or `--cwd=DIR`), before any `--`, runs the command in DIR as if
 * started there (beyond ev, which runs in the current directory only). A DIR
 * that is not a directory is one error naming it (exit 1).
 */
function withCwd(name: string, args: string[], io: CliIo): { args: string[]; io: CliIo } | number {
  const rest: string[] = [];
  let cwd: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '--') {
      rest.push(...args.slice(i));
      break;
    }
    if (arg !== '--cwd' && !arg.startsWith('--cwd=')) {
      rest.push(arg);
      continue;
    }
    if (cwd !== undefined)
      throw new UsageError(`${name}: the argument '--cwd' cannot be used multiple times`);
    cwd = arg === '--cwd' ? args[++i] : arg.slice('--cwd='.length);
    if (cwd === undefined || cwd === '') throw new UsageError(`${name}: --cwd needs a directory`);
  }
  if (cwd === undefined) return { args, io };
  const dir = resolve(io.cwd, cwd);
  if (!isDirectory(dir)) {
    io.stderr(`error: --cwd ${cwd}: no such directory\n`);
    return 1;
  }
  return { args: rest, io: { ...io, cwd: dir } };
}

function realOrSelf(path: string): string {
  try {
    return realpathSync.native(path);
  } catch {
    return path;
  }
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
