/**
 * clap's rules for the read-only commands' arguments, as ev 0.1.2 declares
 * them: a word starting with `-` (other than `-` itself) is a flag unless it
 * follows `--`, an unknown flag or a missing or extra positional argument is
 * a usage error (exit 2).
 */
import { UsageError } from '../io.js';

function isFlag(word: string): boolean {
  return word.startsWith('-') && word !== '-';
}

/** The positional words, after checking every flag against `flags` (which consume what follows them). */
function positionals(command: string, args: readonly string[], flags: readonly string[] = []) {
  const words: string[] = [];
  const seen = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '--') {
      words.push(...args.slice(i + 1));
      break;
    }
    if (!isFlag(arg)) {
      words.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const flag = eq > 0 ? arg.slice(0, eq) : arg;
    if (!flags.includes(flag))
      throw new UsageError(`${command}: unexpected argument ${JSON.stringify(arg)}`);
    if (seen.has(flag))
      throw new UsageError(`${command}: the argument '${flag}' cannot be used multiple times`);
    let value: string | undefined;
    if (eq > 0) value = arg.slice(eq + 1);
    else {
      value = args[i + 1];
      if (value === undefined || isFlag(value))
        throw new UsageError(`${command}: a value is required for '${flag}'`);
      i++;
    }
    seen.set(flag, value);
  }
  return { words, flags: seen };
}

/** The command's one required positional argument (`show <id>`, `why <selector>`). */
export function onePositional(command: string, args: readonly string[], name: string): string {
  const { words } = positionals(command, args);
  if (words.length === 0) throw new UsageError(`${command}: the argument <${name}> is required`);
  if (words.length > 1)
    throw new UsageError(`${command}: unexpected argument ${JSON.stringify(words[1])}`);
  return words[0] as string;
}

/** The values of `flags` given (each at most once); no positional argument is allowed. */
export function flagsOnly(
  command: string,
  args: readonly string[],
  flags: readonly string[] = [],
): Map<string, string> {
  const parsed = positionals(command, args, flags);
  if (parsed.words.length > 0)
    throw new UsageError(`${command}: unexpected argument ${JSON.stringify(parsed.words[0])}`);
  return parsed.flags;
}
