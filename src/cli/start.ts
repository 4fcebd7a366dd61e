/**
 * The command line (dist/cli.js loads it): the action's engine, run
 * from a repository root. `verify`, `check` and the read-only commands
 * (`show`, `list`, `log`, `brief`, `why`, `reopen`) match ev 0.1.2's output
 * and exit codes; `report` prints what the action would post.
 */
import { listenForSignals } from '../adapters/processes/process-groups.js';
import { main, processIo } from './main.js';

// Bound checks and git run in process groups of their own: Ctrl-C stops them with the CLI.
listenForSignals((line) => void process.stderr.write(`warning: ${line}\n`));
main(process.argv.slice(2), processIo()).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // A bug, not bad input: still one line, never a stack trace for the user.
    process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
