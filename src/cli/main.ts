/**
 * The CLI dispatcher: command name → command, usage errors → exit 2. Kept
 * apart from the entry file so tests can call it in-process.
 */
import { check } from './check.js';
import { UsageError, type CliIo, type Command } from './io.js';
import { report } from './report.js';
import { verify } from './verify.js';
import { VERSION } from '../version.js';

const USAGE = `usage: ev-action <command> [options]

commands:
  verify [--self-test]     verify the .evolving/ chain (ev verify); --self-test
                           recomputes the three frozen golden vectors
  check [--run] [--platform P] [--exit-on-red] [--offline] [--attest a,b]
        [--timeout SECONDS]
                           evaluate every test-bound ground (ev check);
                           --timeout (beyond ev) stops a bound command and
                           records it gray
  report [--json] [--cwd DIR] [--changed PATH]...
                           print the PR comment and job summary the action
                           would post for the ledger here (no GitHub calls);
                           --changed names a file the pull request changes
                           (repository-relative, repeatable)

options:
  -h, --help               show this help
  -V, --version            show the version

Run from the repository root (where .evolving/ lives). Exit codes: 0 ok,
1 findings or failure, 2 usage error.
`;

const COMMANDS: Record<string, Command> = { verify, check, report };

export function processIo(): CliIo {
  return {
    cwd: process.cwd(),
    env: process.env,
    stdout: (text) => void process.stdout.write(text),
    stderr: (text) => void process.stderr.write(text),
  };
}

export async function main(argv: string[], io: CliIo): Promise<number> {
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
  if (args.includes('-h') || args.includes('--help')) {
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
