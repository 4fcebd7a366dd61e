/**
 * git's processes for an ev 0.2 command that reads its anchors (`doctor`,
 * `brief --json`, `verify`), started by the entry (cli.ts) before the command
 * line's code is loaded: on a small ledger, loading that code and starting
 * git are most of the command's time, and git's start-up then runs beside the
 * loading instead of after it (docs/PERFORMANCE.md, "Start-up"). Only where
 * the command will surely ask the same processes: the plain command line
 * (no `--cwd`, no `--ev-compat`, no help), an ev 0.2 store found as the
 * command finds it, and a `.git` directory at its root (runner.ts,
 * LocateOptions). Each process waits on its stdin until the command takes it;
 * what no command took is ended with the command line (runner.ts, endEarly).
 */
import { realpathSync } from 'node:fs';
import { detectStore } from '../adapters/files/store.js';
import { gitDirectoryAt, startEarly } from '../adapters/git/runner.js';
import { workTreeCommands } from '../adapters/claims/anchor-commands.js';

/** Options after which the early guess may be wrong: another directory, another model, help. */
const UNSURE = /^(?:--cwd|--ev-compat|-h$|--help$|--$)/;

export function startGitEarly(argv: readonly string[], cwd: string, env: NodeJS.ProcessEnv): void {
  const [name, ...args] = argv;
  const reads =
    name === 'doctor' || name === 'verify' || (name === 'brief' && args.includes('--json'));
  if (!reads || args.some((arg) => UNSURE.test(arg))) return;
  let real: string;
  try {
    real = realpathSync.native(cwd);
  } catch {
    return;
  }
  const store = detectStore(real);
  if (store.model !== 'claims' && store.model !== 'both') return;
  const repository = gitDirectoryAt(store.root, env);
  if (repository !== undefined) startEarly(repository, store.root, workTreeCommands());
}
