import type { Repository } from '../adapters/git/runner.js';
import { DEFAULT_EV_RULES, type EvRules } from '../core/ticks/ev-rules.js';
import { PLAIN, type Painter } from '../core/text/painter.js';

/** What a CLI command gets from the outside world; tests pass their own. */
export interface CliIo {
  /** The directory the command runs in (the repository root, where `.evolving/` lives). */
  cwd: string;
  env: NodeJS.ProcessEnv;
  /**
   * The repository git works in, when the caller located it (the bot: from
   * the workspace root, never from the ledger's directory); absent: located
   * from the command's directory (commands/repository.ts).
   */
  repository?: Repository | null;
  /** Raw writes: pass complete lines including their `\n`. */
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Which ev release's rules and output to follow (`--ev-compat`); absent: DEFAULT_EV_RULES. */
  evRules?: EvRules;
  /** How decision rows are styled: rich as ev's `--color always` (0.1.32 rules only); absent: plain. */
  painter?: Painter;
}

/** How a command styles decision rows (plain unless `--color always`). */
export function painterOf(io: CliIo): Painter {
  return io.painter ?? PLAIN;
}

/** The ev release whose rules and output a command follows. */
export function evRulesOf(io: CliIo): EvRules {
  return io.evRules ?? DEFAULT_EV_RULES;
}

/** A CLI command: parsed arguments after the command name, returns the exit code. */
export type Command = (args: string[], io: CliIo) => Promise<number>;

/** A usage error (unknown flag, missing value): the dispatcher prints usage and exits 2. */
export class UsageError extends Error {}

/**
 * Prints lines, each with its `\n`, in one write: a ledger of thousands of
 * rows would otherwise pay a system call (and a stream round) per row.
 */
export function printLines(print: (text: string) => void, lines: Iterable<string>): void {
  let text = '';
  for (const line of lines) text += `${line}\n`;
  if (text !== '') print(text);
}
