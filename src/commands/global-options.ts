/**
 * The options every command takes, before or after the command name (clap's
 * `global = true`): `--ev-compat <version>` (which ev release's rules and
 * output to follow) and ev 0.1.32's `--color <auto|always|never>` and
 * `-p`/`--plain` (0.1.12). After `--` a word is an argument, never an option.
 */
import {
  DEFAULT_EV_RULES,
  isEvRules,
  SUPPORTED_EV_RULES,
  type EvRules,
} from '../core/ticks/ev-rules.js';
import { UsageError, type CliIo } from './io.js';

export type ColorChoice = 'auto' | 'always' | 'never';

const COLOR_CHOICES: readonly ColorChoice[] = ['auto', 'always', 'never'];

export interface GlobalOptions {
  evRules: EvRules;
  /** `--ev-compat` was given: the 0.1 commands answer even where ev 0.2's would (a store with both models). */
  evRulesGiven: boolean;
  color: ColorChoice;
  plain: boolean;
  /** The arguments with the global options taken out (the command name first). */
  rest: string[];
}

type Valued = '--ev-compat' | '--color';

function valueOf(option: Valued, value: string | undefined): string {
  if (value === undefined || (value.startsWith('-') && value !== '-'))
    throw new UsageError(`a value is required for '${option} <VALUE>'`);
  return value;
}

function evRulesOf(value: string): EvRules {
  if (isEvRules(value)) return value;
  throw new UsageError(
    `invalid value ${JSON.stringify(value)} for '--ev-compat <VERSION>': supported ev versions are ${SUPPORTED_EV_RULES.join(', ')}`,
  );
}

function colorOf(value: string): ColorChoice {
  const choice = COLOR_CHOICES.find((c) => c === value);
  if (choice !== undefined) return choice;
  throw new UsageError(
    `invalid value ${JSON.stringify(value)} for '--color <COLOR>': possible values are ${COLOR_CHOICES.join(', ')}`,
  );
}

/** Takes the global options out of `argv`; each may be given once. */
export function parseGlobalOptions(argv: readonly string[]): GlobalOptions {
  const options: GlobalOptions = {
    evRules: DEFAULT_EV_RULES,
    evRulesGiven: false,
    color: 'auto',
    plain: false,
    rest: [],
  };
  const seen = new Set<string>();
  const once = (option: string) => {
    if (seen.has(option))
      throw new UsageError(`the argument '${option}' cannot be used multiple times`);
    seen.add(option);
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--') {
      options.rest.push(...argv.slice(i));
      break;
    }
    const eq = arg.indexOf('=');
    const name = arg.startsWith('--') && eq > 0 ? arg.slice(0, eq) : arg;
    if (name === '--ev-compat' || name === '--color') {
      once(name);
      const value = valueOf(name, eq > 0 ? arg.slice(eq + 1) : argv[++i]);
      if (name === '--ev-compat') {
        options.evRules = evRulesOf(value);
        options.evRulesGiven = true;
      } else options.color = colorOf(value);
    } else if (arg === '--plain' || arg === '-p') {
      once('--plain');
      options.plain = true;
    } else {
      options.rest.push(arg);
    }
  }
  // ev 0.1.2 has neither option: asking for its rules means its argument rules too.
  if (options.evRules === '0.1.2' && (seen.has('--color') || seen.has('--plain')))
    throw new UsageError(
      `unexpected argument '${seen.has('--color') ? '--color' : '--plain'}' (ev 0.1.2 has no --color or --plain; they came in 0.1.12)`,
    );
  return options;
}

/**
 * Whether decision rows are rendered rich (colour, glyphs), as ev 0.1.32's
 * `--color always` renders them. Unlike ev, `auto` stays plain even on a
 * terminal: this CLI's output is never coloured unless asked. `--plain`,
 * `NO_COLOR` and `--color never` keep the plain, scriptable bytes.
 */
export function isRich(options: GlobalOptions, noColor: boolean): boolean {
  return options.evRules !== '0.1.2' && options.color === 'always' && !options.plain && !noColor;
}

/** ev's environment switches: set, non-empty and not `0`. */
function isSetFlag(value: string | undefined): boolean {
  return value !== undefined && value !== '' && value !== '0';
}

/** The io a command runs with under these global options: their ev rules, and how rows are painted. */
export function withGlobalOptions(io: CliIo, options: GlobalOptions): CliIo {
  return {
    ...io,
    evRules: options.evRules,
    painter: {
      rich: isRich(options, io.env.NO_COLOR !== undefined),
      truecolor: io.env.EV_TRUECOLOR !== undefined,
      ascii: isSetFlag(io.env.EV_ASCII),
    },
  };
}
