/**
 * The pull-request bot's commands (docs/USAGE.md#the-bot): the first non-empty
 * line of a comment may be `/evolving <command> [argument]` or
 * `/ev <command> [argument]`. This module reads that line into the CLI
 * arguments of the read-only command to answer with — only those commands,
 * whatever the comment says, so nothing else can ever be run. Which commands
 * exist depends on the store's model: ev 0.1's on decisions, ev 0.2's on
 * claims, both on a store holding both. Pure.
 */
import { parseCount } from '../core/ticks/config.js';
import { codeSpan } from './markdown.js';

/** How a command takes its argument (`optional`: at most one). */
type Arity = 'none' | 'one' | 'optional' | 'limit';

/** Which model's ledger a store holds, as the bot chooses its commands by it. */
export type BotStore = 'ticks' | 'claims' | 'both';

export interface BotCommandSpec {
  name: string;
  /** What follows the prefix, e.g. `show <id>`. */
  usage: string;
  /** One line for `help`. */
  summary: string;
  arity: Arity;
  /** The model whose command answers: ev 0.1's (decisions) or ev 0.2's (claims). */
  model: 'ticks' | 'claims';
}

/** The read-only commands on ev 0.1's decisions. */
const TICKS_COMMANDS: readonly BotCommandSpec[] = [
  {
    name: 'show',
    usage: 'show <id>',
    summary: 'the tick file as stored, and its tags',
    arity: 'one',
    model: 'ticks',
  },
  { name: 'list', usage: 'list', summary: 'one row per decision', arity: 'none', model: 'ticks' },
  {
    name: 'log',
    usage: 'log',
    summary: 'the lineage from HEAD back to genesis',
    arity: 'none',
    model: 'ticks',
  },
  {
    name: 'brief',
    usage: 'brief [--limit N]',
    summary: 'the live user-ruled decisions and the roads they rejected',
    arity: 'limit',
    model: 'ticks',
  },
  {
    name: 'why',
    usage: 'why <selector>',
    summary: 'which decision and ground a test guards',
    arity: 'one',
    model: 'ticks',
  },
  {
    name: 'reopen',
    usage: 'reopen <id>',
    summary: "a decision with its grounds' current verdicts",
    arity: 'one',
    model: 'ticks',
  },
];

/**
 * The read-only commands on ev 0.2's claims: what ev 0.2.4 prints, and
 * nothing recorded (ev's `verify` appends events; this one writes nothing).
 */
const CLAIMS_COMMANDS: readonly BotCommandSpec[] = [
  {
    name: 'brief',
    usage: 'brief',
    summary: 'the open claims, returned demands and grey claims',
    arity: 'none',
    model: 'claims',
  },
  {
    name: 'line',
    usage: 'line',
    summary: 'the work line: closed with evidence, expired bare',
    arity: 'none',
    model: 'claims',
  },
  {
    name: 'doctor',
    usage: 'doctor',
    summary: "the ledger's integrity and its census",
    arity: 'none',
    model: 'claims',
  },
  {
    name: 'verify',
    usage: 'verify [<claim>]',
    summary: "the open claims' anchors read again (or one claim's); records nothing",
    arity: 'optional',
    model: 'claims',
  },
];

const HELP: BotCommandSpec = {
  name: 'help',
  usage: 'help',
  summary: 'this list',
  arity: 'none',
  model: 'ticks',
};

/**
 * The commands on a store of this model. On a store with both, `brief`
 * answers as ev 0.2.4 (which reads only its ledger), as the CLI's does.
 */
export function botCommandsFor(store: BotStore): readonly BotCommandSpec[] {
  if (store === 'ticks') return [...TICKS_COMMANDS, HELP];
  if (store === 'claims') return [...CLAIMS_COMMANDS, HELP];
  const claimNames = new Set(CLAIMS_COMMANDS.map((command) => command.name));
  return [...TICKS_COMMANDS.filter((c) => !claimNames.has(c.name)), ...CLAIMS_COMMANDS, HELP];
}

/** The commands on an ev 0.1 store. */
export const BOT_COMMANDS: readonly BotCommandSpec[] = botCommandsFor('ticks');

/**
 * The commands a comment may name on a store of this model: those listed,
 * and on an ev 0.2 store also ev 0.1's, which answer that the store holds
 * no ev 0.1 decisions and name the commands that read it.
 */
function acceptedCommands(store: BotStore): readonly BotCommandSpec[] {
  const listed = botCommandsFor(store);
  if (store !== 'claims') return listed;
  const names = new Set(listed.map((command) => command.name));
  return [...listed, ...TICKS_COMMANDS.filter((command) => !names.has(command.name))];
}

/** The prefixes a command line starts with (a whole word: `/evolve` is not a command). */
export const BOT_PREFIXES = ['/evolving', '/ev'] as const;

export type BotRequest =
  /** The comment is not addressed to the bot: the run ends with no API call. */
  | { kind: 'not-a-command' }
  /** Answer with the output of the CLI command `argv` (`['why', 'pytest a']`). */
  | { kind: 'run'; name: string; model: 'ticks' | 'claims'; line: string; argv: string[] }
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

/**
 * Reads a comment body: not a command, a command to run, `help`, or a
 * command that cannot run as written — among the commands of `store`.
 */
export function parseBotComment(body: string, store: BotStore = 'ticks'): BotRequest {
  const line = commandLineOf(body);
  const rest = line === undefined ? undefined : afterPrefix(line);
  if (line === undefined || rest === undefined) return { kind: 'not-a-command' };
  const [word = '', ...words] = rest === '' ? [] : rest.split(/\s+/);
  if (word === '') return { kind: 'help', line };
  const spec = acceptedCommands(store).find((command) => command.name === word);
  if (spec === undefined)
    return { kind: 'invalid', line, problem: `unknown command ${codeSpan(word, { max: 100 })}` };
  const invalid = (problem: string): BotRequest => ({
    kind: 'invalid',
    name: spec.name,
    line,
    problem,
  });
  const run = (args: string[]): BotRequest => ({
    kind: 'run',
    name: spec.name,
    model: spec.model,
    line,
    argv: [spec.name, ...args],
  });
  const argument = rest.slice(word.length).trim();
  if (spec.arity === 'none') {
    if (argument !== '') return invalid(`\`${spec.name}\` takes no argument`);
    return spec.name === 'help' ? { kind: 'help', line } : run([]);
  }
  if (spec.arity === 'one' || spec.arity === 'optional') {
    const value = unquote(argument);
    if (value !== '') return run(positional(value));
    if (spec.arity === 'optional') return run([]);
    return invalid(`\`${spec.name}\` needs an argument: \`${spec.usage}\``);
  }
  const limit = limitArgv(words);
  if (typeof limit === 'string') return invalid(`\`${spec.name}\` ${limit}`);
  return run(limit);
}
