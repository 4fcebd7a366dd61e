/**
 * The CLI dispatcher: command name → command, usage errors → exit 2. Kept
 * apart from the entry file so tests can call it in-process.
 */
import { realpathSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { detectStore, type StoreModel } from '../adapters/store.js';
import { brief } from './brief.js';
import { claimsBrief } from './claims/brief.js';
import { claimsDoctor } from './claims/doctor.js';
import { claimsLine } from './claims/line.js';
import { claimsVerify } from './claims/verify.js';
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
  report [--json] [--changed PATH]... [--platform P] [--attest a,b]
         [--staleness-ref none|config|local-head] [--base REV]
                           print the PR comment and job summary the action
                           would post for the ledger here (no GitHub calls,
                           nothing run); --changed names a file the pull
                           request changes (repository-relative, repeatable);
                           --platform, --attest and --staleness-ref are the
                           action's inputs (default none, as the action's);
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
  let evRulesGiven: boolean;
  try {
    const options = parseGlobalOptions(argv);
    rest = options.rest;
    evRulesGiven = options.evRulesGiven;
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
  return dispatch(rest, commandIo, evRulesGiven);
}

/** The commands that read an ev 0.2 ledger, as ev 0.2.4 does. */
const CLAIMS_COMMANDS: Record<
  string,
  (args: string[], io: CliIo, root: string) => Promise<number>
> = {
  brief: claimsBrief,
  line: claimsLine,
  doctor: claimsDoctor,
  verify: claimsVerify,
};

/**
 * Whether ev 0.2's command answers: `line` and `doctor` exist only there;
 * `brief` and `verify` exist in both models, and ev 0.2's answer on any store
 * but one holding only ev 0.1 decisions (ev 0.2.4 reads only its ledger, so
 * on a store with both it shows the claims) — unless `--ev-compat` asks for
 * an ev 0.1 release.
 */
function readsClaims(name: string, model: StoreModel, evRulesGiven: boolean): boolean {
  if (name === 'line' || name === 'doctor') return true;
  return !evRulesGiven && model !== 'ticks';
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
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  const claimsCommand = Object.hasOwn(CLAIMS_COMMANDS, name) ? CLAIMS_COMMANDS[name] : undefined;
  if (command === undefined && claimsCommand === undefined)
    return usageError(`unknown command ${JSON.stringify(name)}`, io);
  // After `--` a word is an argument (`show -- --help` looks up a tick named `--help`).
  const separator = args.indexOf('--');
  const flags = separator < 0 ? args : args.slice(0, separator);
  if (flags.includes('-h') || flags.includes('--help')) {
    io.stdout(USAGE);
    return 0;
  }
  try {
    // `report` reads --cwd itself: it is also the working directory its report names.
    if (name === 'report' && command !== undefined) return await command(args, io);
    const moved = withCwd(name, args, io);
    if (typeof moved === 'number') return moved;
    if (claimsCommand !== undefined) {
      // ev starts from the real current directory (getcwd), and names files from there.
      const store = detectStore(realOrSelf(moved.io.cwd));
      if (command === undefined || readsClaims(name, store.model, evRulesGiven))
        return await claimsCommand(moved.args, moved.io, store.root);
    }
    return await (command as Command)(moved.args, moved.io);
  } catch (error) {
    if (error instanceof UsageError) return usageError(error.message, io);
    throw error;
  }
}

/** ev's environment switches: set, non-empty and not `0`. */
function isSetFlag(value: string | undefined): boolean {
  return value !== undefined && value !== '' && value !== '0';
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

function usageError(message: string, io: CliIo): number {
  io.stderr(`error: ${message}\n\n${USAGE}`);
  return 2;
}
