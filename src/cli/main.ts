/**
 * The CLI dispatcher: command name → command, usage errors → exit 2. Kept
 * apart from the entry file so tests can call it in-process.
 */
import { brief } from './brief.js';
import { check } from './check.js';
import { isRich, parseGlobalOptions } from './global-options.js';
import { evRulesOf, UsageError, type CliIo, type Command } from './io.js';
import { list } from './list.js';
import { log } from './log.js';
import { reopen } from './reopen.js';
import { report } from './report.js';
import { show } from './show.js';
import { verify } from './verify.js';
import { why } from './why.js';
import { VERSION } from '../version.js';

const USAGE = `usage: ev-action <command> [options]

commands:
  verify [--self-test]     verify the .evolving/ chain (ev verify); --self-test
                           recomputes the frozen golden vectors (four; ev
                           0.1.2 had three)
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

options (before or after the command):
  --ev-compat VERSION      follow that ev release's rules and output: 0.1.32
                           (the default) or 0.1.2
  --color WHEN             auto, always or never: always renders list, log,
                           brief, check and reopen rows in colour, as ev
                           0.1.32 does (auto stays plain here)
  -p, --plain              plain tab-separated rows (the default)
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

export async function main(argv: string[], io: CliIo): Promise<number> {
  let commandIo: CliIo;
  let rest: string[];
  try {
    const options = parseGlobalOptions(argv);
    rest = options.rest;
    commandIo = {
      ...io,
      evRules: options.evRules,
      painter: {
        rich: isRich(options, io.env.NO_COLOR !== undefined),
        truecolor: io.env.EV_TRUECOLOR !== undefined,
        ascii: isSetFlag(io.env.EV_ASCII),
      },
    };
  } catch (error) {
    if (error instanceof UsageError) return usageError(error.message, io);
    throw error;
  }
  return dispatch(rest, commandIo);
}

async function dispatch(argv: string[], io: CliIo): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === '-h' || name === '--help' || name === 'help') {
    (name === undefined ? io.stderr : io.stdout)(USAGE);
    return name === undefined ? 2 : 0;
  }
  if (name === '-V' || name === '--version') {
    io.stdout(`ev-action ${VERSION} (ev 0.1.x ledgers, judged by ev ${evRulesOf(io)}'s rules)\n`);
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

/** ev's environment switches: set, non-empty and not `0`. */
function isSetFlag(value: string | undefined): boolean {
  return value !== undefined && value !== '' && value !== '0';
}

function usageError(message: string, io: CliIo): number {
  io.stderr(`error: ${message}\n\n${USAGE}`);
  return 2;
}
