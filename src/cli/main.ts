/**
 * The CLI dispatcher: command name → command, usage errors → exit 2. Kept
 * apart from the entry file so tests can call it in-process.
 */
import { brief } from './brief.js';
import { check } from './check.js';
import { UsageError, type CliIo, type Command } from './io.js';
import { list } from './list.js';
import { log } from './log.js';
import { reopen } from './reopen.js';
import { report } from './report.js';
import { show } from './show.js';
import { verify } from './verify.js';
import { why } from './why.js';
import { VERSION } from '../version.js';
import { isEvRules, SUPPORTED_EV_RULES, type EvRules } from '../core/ledger/ev-rules.js';

const USAGE = `usage: ev-action <command> [options]

commands:
  verify [--self-test]     verify the .evolving/ chain (ev verify); --self-test
                           recomputes the three frozen golden vectors
  check [--run] [--platform P] [--exit-on-red] [--offline] [--attest a,b]
        [--timeout SECONDS] [--jobs N]
                           evaluate every test-bound ground (ev check);
                           --timeout (beyond ev) stops a bound command and
                           records it gray; --jobs (beyond ev) runs N bound
                           commands at once, receipts still in binding order
  report [--json] [--cwd DIR] [--changed PATH]...
                           print the PR comment and job summary the action
                           would post for the ledger here (no GitHub calls);
                           --changed names a file the pull request changes
                           (repository-relative, repeatable)
  show <id>                print one tick file and its tags (ev show)
  list                     one row per decision (ev list)
  log                      the lineage from HEAD back to genesis (ev log)
  brief [--limit N]        the live user-ruled decisions and the roads they
                           rejected; 0 shows all (ev brief)
  why <selector>           which decision and ground a test guards (ev why)
  reopen <id>              a decision with its grounds' current verdicts;
                           appends a reopen event (ev reopen)

options:
  --ev-compat VERSION      follow this ev release's output and verdicts:
                           0.1.32 (default) or 0.1.2
  -h, --help               show this help
  -V, --version            show the version

Run from the repository root (where .evolving/ lives). Exit codes: 0 ok,
1 findings or failure, 2 usage error.
`;

const COMMANDS: Record<string, Command> = {
  verify,
  check,
  report,
  show,
  list,
  log,
  brief,
  why,
  reopen,
};

export function processIo(): CliIo {
  return {
    cwd: process.cwd(),
    env: process.env,
    stdout: (text) => void process.stdout.write(text),
    stderr: (text) => void process.stderr.write(text),
  };
}

/**
 * `--ev-compat <version>` anywhere before `--`: which ev release's output and
 * verdict rules the command follows (default 0.1.32). Removed from the words
 * the command sees.
 */
function takeEvCompat(argv: readonly string[]): { argv: string[]; rules?: EvRules } {
  const rest: string[] = [];
  let rules: EvRules | undefined;
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i] as string;
    if (word === '--') {
      rest.push(...argv.slice(i));
      break;
    }
    if (word !== '--ev-compat' && !word.startsWith('--ev-compat=')) {
      rest.push(word);
      continue;
    }
    const value = word === '--ev-compat' ? argv[++i] : word.slice('--ev-compat='.length);
    if (value === undefined || !isEvRules(value)) {
      throw new UsageError(
        `--ev-compat takes one of ${SUPPORTED_EV_RULES.join(', ')}, got ${JSON.stringify(value ?? '')}`,
      );
    }
    rules = value;
  }
  return rules === undefined ? { argv: rest } : { argv: rest, rules };
}

export async function main(argvIn: string[], ioIn: CliIo): Promise<number> {
  let argv: string[];
  let io = ioIn;
  try {
    const taken = takeEvCompat(argvIn);
    argv = taken.argv;
    if (taken.rules !== undefined) io = { ...ioIn, evRules: taken.rules };
  } catch (error) {
    if (error instanceof UsageError) return usageError(error.message, ioIn);
    throw error;
  }
  const [name, ...args] = argv;
  if (name === undefined || name === '-h' || name === '--help' || name === 'help') {
    (name === undefined ? io.stderr : io.stdout)(USAGE);
    return name === undefined ? 2 : 0;
  }
  if (name === '-V' || name === '--version') {
    io.stdout(`ev-action ${VERSION} (ev 0.1.2 ledger format)\n`);
    return 0;
  }
  const command = COMMANDS[name];
  if (command === undefined) return usageError(`unknown command ${JSON.stringify(name)}`, io);
  // After `--` a word is an argument (`show -- --help` looks up a tick named `--help`).
  const separator = args.indexOf('--');
  const flags = separator < 0 ? args : args.slice(0, separator);
  if (flags.includes('-h') || flags.includes('--help')) {
    io.stdout(USAGE);
    return 0;
  }
  try {
    return await command(args, io);
  } catch (error) {
    if (error instanceof UsageError) return usageError(error.message, io);
    throw error;
  }
}

function usageError(message: string, io: CliIo): number {
  io.stderr(`error: ${message}\n\n${USAGE}`);
  return 2;
}
