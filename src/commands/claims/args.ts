/**
 * The ev 0.2 read commands' arguments, as ev 0.2.4's clap declares them:
 * boolean flags (each at most once) and, for `verify`, one optional claim.
 */
import { UsageError } from '../io.js';

export interface ClaimsArgs {
  flags: Set<string>;
  positional?: string;
}

export function parseClaimsArgs(
  command: string,
  args: readonly string[],
  flags: readonly string[],
  positional = false,
): ClaimsArgs {
  const parsed: ClaimsArgs = { flags: new Set() };
  let words: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '--') {
      words = [...words, ...args.slice(i + 1)];
      break;
    }
    if (!arg.startsWith('-') || arg === '-') {
      words.push(arg);
      continue;
    }
    if (!flags.includes(arg))
      throw new UsageError(`${command}: unexpected argument ${JSON.stringify(arg)}`);
    if (parsed.flags.has(arg))
      throw new UsageError(`${command}: the argument '${arg}' cannot be used multiple times`);
    parsed.flags.add(arg);
  }
  const limit = positional ? 1 : 0;
  if (words.length > limit)
    throw new UsageError(`${command}: unexpected argument ${JSON.stringify(words[limit])}`);
  if (words.length === 1) parsed.positional = words[0];
  return parsed;
}
