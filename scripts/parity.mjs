#!/usr/bin/env node
/**
 * Runs recorded parity cases through ev's own case runner, `run_cases.py` from
 * ev's oracle corpus: an optional cross-check of the suite's runner
 * (test-support/oracle.ts). The corpus is not part of this repository and
 * nothing else needs it: `npm test` runs the same cases (__tests__/parity/).
 *
 *   node scripts/parity.mjs [--runner <run_cases.py>] [--ev-compat 0.1.2] [--cases DIR]... [runner options]
 *
 * The runner is `--runner`, else the EV_ORACLE_RUNNER environment variable;
 * the CLI under test is EV_CLI, else dist/cli.js. Any other option (`--cases`,
 * `--jobs`, `--verbose`) goes to the runner as is. `npm run parity` and
 * `npm run parity:0.1.32` call this with the cases of fixtures/oracle and
 * fixtures/oracle-0.1.32.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

function fail(message) {
  process.stderr.write(`parity: ${message}\n`);
  process.exit(2);
}

function parseArguments(argv) {
  const passed = [];
  let runner = process.env.EV_ORACLE_RUNNER || undefined;
  let runnerFrom = 'EV_ORACLE_RUNNER';
  let compat = '';
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index];
    if (argument === '--runner' || argument === '--ev-compat') {
      const value = argv[++index];
      if (value === undefined || value === '') fail(`${argument} needs a value`);
      if (argument === '--runner') [runner, runnerFrom] = [value, '--runner'];
      else compat = ` --ev-compat ${value}`;
    } else passed.push(argument);
  }
  return { runner, runnerFrom, compat, passed };
}

/** The CLI as one word of the runner's `--impl` (it splits that as a shell does). */
function shellWord(path) {
  return /^[\w./+-]+$/.test(path) ? path : `'${path.replaceAll("'", `'\\''`)}'`;
}

const { runner, runnerFrom, compat, passed } = parseArguments(process.argv.slice(2));
if (runner === undefined) {
  fail(
    "needs ev's case runner, run_cases.py from ev's oracle corpus, which is not part of this " +
      'repository: pass --runner <path to run_cases.py> (npm run parity -- --runner <path>) or set ' +
      'EV_ORACLE_RUNNER. npm test runs the same cases without it (__tests__/parity/).',
  );
}
if (!existsSync(runner) || !statSync(runner).isFile()) {
  fail(`no file at ${runner} (from ${runnerFrom}): it must be the corpus's run_cases.py`);
}
const cli = resolve(process.env.EV_CLI || join(ROOT, 'dist', 'cli.js'));
if (!existsSync(cli)) fail(`no CLI at ${cli}: run npm run bundle, or set EV_CLI`);

const result = spawnSync(
  'python3',
  [runner, '--impl', `node ${shellWord(cli)}${compat}`, ...passed],
  { cwd: ROOT, stdio: 'inherit' },
);
if (result.error) fail(`could not run python3: ${result.error.message}`);
process.exit(result.status ?? 1);
