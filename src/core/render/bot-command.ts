/**
 * The pull-request bot's commands (docs/USAGE.md#the-bot): the first non-empty
 * line of a comment may be `/evolving <command> [argument]` or
 * `/ev <command> [argument]`. This module reads that line into the CLI
 * arguments of the read-only command to answer with — only those commands,
 * whatever the comment says, so nothing else can ever be run. Pure.
 */
import { parseCount } from '../ledger/config.js';
import { codeSpan } from './markdown.js';

/** How a command takes its argument. */
type Arity = 'none' | 'one' | 'limit';

export interface BotCommandSpec {
  name: string;
  /** What follows the prefix, e.g. `show <id>`. */
  usage: string;
  /** One line for `help`. */
  summary: string;
  arity: Arity;
}

export const BOT_COMMANDS: readonly BotCommandSpec[] = [
  {
    name: 'show',
    usage: 'show <id>',
    summary: 'the tick file as stored, and its tags',
    arity: 'one',
  },
  { name: 'list', usage: 'list', summary: 'one row per decision', arity: 'none' },
  { name: 'log', usage: 'log', summary: 'the lineage from HEAD back to genesis', arity: 'none' },
  {
    name: 'brief',
    usage: 'brief [--limit N]',
    summary: 'the live user-ruled decisions and the roads they rejected',
    arity: 'limit',
  },
  {
    name: 'why',
    usage: 'why <selector>',
    summary: 'which decision and ground a test guards',
    arity: 'one',
  },
  {
    name: 'reopen',
    usage: 'reopen <id>',
    summary: "a decision with its grounds' current verdicts",
    arity: 'one',
  },
  { name: 'help', usage: 'help', summary: 'this list', arity: 'none' },
];

/** The prefixes a command line starts with (a whole word: `/evolve` is not a command). */
export const BOT_PREFIXES = ['/evolving', '/ev'] as const;

export type BotRequest =
  /** The comment is not addressed to the bot: the run ends with no API call. */
  | { kind: 'not-a-command' }
  /** Answer with the output of the CLI command `argv` (`['why', 'pytest a']`). */
  | { kind: 'run'; name: string; line: string; argv: string[] }
  | { kind: 'help'; line: string }
  /** A command the bot cannot run as written: say why (`problem`, safe Markdown), then list the commands. */
  | { kind: 'invalid'; name?: string; line: string; problem: string };

/** The first line with anything but white space on it, trimmed. */
export function commandLineOf(body: string): string | undefined {
  for (const line of body.split(/\r\n|\r|\n/)) {
    const trimmed = line.trim();
    if (trimmed !== '') return trimmed;
  }
  return undefined;
}

/** What follows a prefix at the start of `line`, or undefined when the line does not start with one. */
function afterPrefix(line: string): string | undefined {
  for (const prefix of BOT_PREFIXES) {
    if (!line.startsWith(prefix)) continue;
    const rest = line.slice(prefix.length);
    if (rest === '' || /^\s/.test(rest)) return rest.trim();
  }
  return undefined;
}

/** One pair of matching quotes or backticks around the whole argument is not part of it. */
function unquote(text: string): string {
  const first = text[0];
  if (text.length >= 2 && (first === '"' || first === "'" || first === '`') && text.endsWith(first))
    return text.slice(1, -1);
  return text;
}

/** `--` before an argument that starts with `-`, so the CLI reads it as the argument, not a flag. */
function positional(argument: string): string[] {
  return argument.startsWith('-') ? ['--', argument] : [argument];
}

function limitArgv(words: string[]): string[] | string {
  if (words.length === 0) return [];
  const [flag = '', value, ...extra] = words;
  const eq = flag.startsWith('--limit=') ? flag.slice('--limit='.length) : undefined;
  const limit = eq ?? (flag === '--limit' ? value : undefined);
  if (limit === undefined || extra.length > 0 || (eq !== undefined && value !== undefined))
    return 'takes only `--limit N`';
  if (parseCount(limit) === undefined) return '`--limit` takes a non-negative integer';
  return ['--limit', limit];
}

/** Reads a comment body: not a command, a command to run, `help`, or a command that cannot run as written. */
export function parseBotComment(body: string): BotRequest {
  const line = commandLineOf(body);
  const rest = line === undefined ? undefined : afterPrefix(line);
  if (line === undefined || rest === undefined) return { kind: 'not-a-command' };
  const [word = '', ...words] = rest === '' ? [] : rest.split(/\s+/);
  if (word === '') return { kind: 'help', line };
  const spec = BOT_COMMANDS.find((command) => command.name === word);
  if (spec === undefined)
    return { kind: 'invalid', line, problem: `unknown command ${codeSpan(word, { max: 100 })}` };
  const invalid = (problem: string): BotRequest => ({
    kind: 'invalid',
    name: spec.name,
    line,
    problem,
  });
  const argument = rest.slice(word.length).trim();
  if (spec.arity === 'none') {
    if (argument !== '') return invalid(`\`${spec.name}\` takes no argument`);
    return spec.name === 'help'
      ? { kind: 'help', line }
      : { kind: 'run', name: spec.name, line, argv: [spec.name] };
  }
  if (spec.arity === 'one') {
    const value = unquote(argument);
    if (value === '') return invalid(`\`${spec.name}\` needs an argument: \`${spec.usage}\``);
    return { kind: 'run', name: spec.name, line, argv: [spec.name, ...positional(value)] };
  }
  const limit = limitArgv(words);
  if (typeof limit === 'string') return invalid(`\`${spec.name}\` ${limit}`);
  return { kind: 'run', name: spec.name, line, argv: [spec.name, ...limit] };
}
