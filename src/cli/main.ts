/**
 * The CLI dispatcher: global options, help, version and usage errors (exit
 * 2) around the command functions the bot shares (commands.ts). Kept apart
 * from the entry file so tests can call it in-process.
 */
import { isCommand, runCommand } from '../models/commands.js';
import { parseGlobalOptions, withGlobalOptions } from '../commands/global-options.js';
import { evRulesOf, UsageError, type CliIo } from '../commands/io.js';
import { VERSION } from '../version.js';
import { standardOutput } from '../adapters/runner/standard-output.js';

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
  report [--json] [--changed PATH]... [--platform P] [--attest a,b]
         [--staleness-ref none|config|local-head] [--base REV]
                           print the PR comment and job summary the action
                           would post for the ledger here (no GitHub calls,
                           nothing run); --changed names a file the pull
                           request changes (repository-relative, repeatable);
                           --platform, --attest and --staleness-ref are the
                           action's inputs (default none, as the action's;
                           the action's staleness-ref base needs a pull
                           request's base, so it is not offered here);
                           on an ev 0.2 store, --base REV previews the
                           claims review of REV..HEAD (without it: HEAD's
                           census); exits 0 whenever it could print
  show <id>                print one tick file (ev show; with --ev-compat
                           0.1.2, then its tags)
  list                     one row per decision (ev list)
  log                      the lineage from HEAD back to genesis (ev log)
  brief [--limit N]        the live user-ruled decisions and the roads they
                           rejected; 0 shows all (ev brief)
  why <selector>           which decision and ground a test guards (ev why)
  reopen <id>              a decision with its grounds' current verdicts;
                           appends a reopen event (ev reopen)

commands on an ev 0.2 store (.evolving/ledger/), printing what ev 0.2.4
prints and exiting as it exits; they record nothing (ev's verify appends
events and ev creates .evolving/local/; these write nothing):
  brief [--json]           open claims, returned demands, grey; --json reads
                           every anchor now (status, drift, cell)
  line [--json [--stable]] the work line: closed-with-evidence, expired-bare
  doctor                   ledger integrity and the census lines
  verify [<claim>] [--json] [--full]
                           re-read the open claims' anchors (or one claim's);
                           --full includes self-evident evidence
  brief and verify answer as ev 0.1 on a store holding only ev 0.1 ticks, or
  when --ev-compat names an ev 0.1 release; on a store with both models they
  answer as ev 0.2.4 (which reads only its ledger)

options (before or after the command):
  --ev-compat VERSION      follow that ev release's rules and output: 0.1.32
                           (the default) or 0.1.2
  --color WHEN             auto, always or never: always renders list, log,
                           brief, check and reopen rows in colour, as ev
                           0.1.32 does (auto stays plain here)
  -p, --plain              plain tab-separated rows (the default)
  -h, --help               show this help
  -V, --version            show the version

option of every command (after its name):
  --cwd DIR                run in DIR instead of the current directory

Run from the repository root (where .evolving/ lives), or pass --cwd (the
ev 0.2 commands, like ev 0.2, also find .evolving/ in a parent directory).
Exit codes: 0 ok; 1 findings (verify), a gating verdict (check
--exit-on-red), or a failure (no store, an unreadable tick, no such tick);
2 usage error. check without --exit-on-red and report exit 0 whatever the
verdicts are.
`;

export function processIo(): CliIo {
  const { stdout, stderr } = standardOutput();
  return { cwd: process.cwd(), env: process.env, stdout, stderr };
}

export async function main(argv: string[], io: CliIo): Promise<number> {
  let commandIo: CliIo;
  let rest: string[];
  let evRulesGiven: boolean;
  try {
    const options = parseGlobalOptions(argv);
    rest = options.rest;
    evRulesGiven = options.evRulesGiven;
    commandIo = withGlobalOptions(io, options);
  } catch (error) {
    if (error instanceof UsageError) return usageError(error.message, io);
    throw error;
  }
  return dispatch(rest, commandIo, evRulesGiven);
}

async function dispatch(argv: string[], io: CliIo, evRulesGiven = false): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === '-h' || name === '--help' || name === 'help') {
    (name === undefined ? io.stderr : io.stdout)(USAGE);
    return name === undefined ? 2 : 0;
  }
  if (name === '-V' || name === '--version') {
    io.stdout(
      `ev-action ${VERSION} (ev 0.1.x ledgers, judged by ev ${evRulesOf(io)}'s rules; ev 0.2.x ledgers, read as ev 0.2.4 reads them)\n`,
    );
    return 0;
  }
  if (!isCommand(name)) return usageError(`unknown command ${JSON.stringify(name)}`, io);
  // After `--` a word is an argument (`show -- --help` looks up a tick named `--help`).
  const separator = args.indexOf('--');
  const flags = separator < 0 ? args : args.slice(0, separator);
  if (flags.includes('-h') || flags.includes('--help')) {
    io.stdout(USAGE);
    return 0;
  }
  try {
    return await runCommand(name, args, io, { evRulesGiven });
  } catch (error) {
    if (error instanceof UsageError) return usageError(error.message, io);
    throw error;
  }
}

function usageError(message: string, io: CliIo): number {
  io.stderr(`error: ${message}\n\n${USAGE}`);
  return 2;
}
