#!/usr/bin/env node
/**
 * Compares this CLI with an ev 0.2.x binary on a real repository holding an
 * ev 0.2 ledger (ev's own, `wan9yu/evolving`, is the one public ledger):
 * `brief`, `brief --json`, `line`, `line --json`, `line --json --stable`,
 * `doctor`, `verify`, `verify --json` and `verify --full`, each compared on
 * stdout (JSON as data, text byte for byte), stderr and the exit code.
 *
 *   node scripts/compare-ev-0.2.mjs <ev binary> <repository> [--cli dist/cli.js] [--in SUBDIR]
 *                                   [-- <extra command>...]...
 *
 * Each `--` starts one more command to compare (`-- verify clm_01 -- brief`);
 * `--in` runs every command from that subdirectory of the repository (ev finds
 * the store in a parent directory).
 *
 * ev writes (`.evolving/local/`, and `verify` appends events), so each of its
 * runs gets a fresh copy of the repository; this CLI runs in the repository
 * itself (it writes nothing: the script checks the copy it ran in is
 * unchanged). Both run with a fresh HOME, no system or user git config,
 * LC_ALL=C.UTF-8 and TZ=UTC. Prints one line per command and exits 1 when
 * one differs.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const COMMANDS = [
  ['brief'],
  ['brief', '--json'],
  ['line'],
  ['line', '--json'],
  ['line', '--json', '--stable'],
  ['doctor'],
  ['verify'],
  ['verify', '--json'],
  ['verify', '--full'],
];

const [evBin, repository, ...rest] = process.argv.slice(2);
if (!evBin || !repository) {
  console.error(
    'usage: compare-ev-0.2.mjs <ev binary> <repository> [--cli PATH] [-- <command>...]',
  );
  process.exit(2);
}
const cliAt = rest.indexOf('--cli');
const cli = resolve(cliAt >= 0 ? rest[cliAt + 1] : join(ROOT, 'dist', 'cli.js'));
const inAt = rest.indexOf('--in');
const subdir = inAt >= 0 ? rest[inAt + 1] : '.';
const extraAt = rest.indexOf('--');
const extras = [];
for (const word of extraAt >= 0 ? rest.slice(extraAt) : [])
  if (word === '--') extras.push([]);
  else extras[extras.length - 1].push(word);
const commands = [...COMMANDS, ...extras.filter((command) => command.length > 0)];

const scratch = mkdtempSync(join(tmpdir(), 'ev-compare-'));
const env = {
  PATH: process.env.PATH,
  HOME: join(scratch, 'home'),
  LC_ALL: 'C.UTF-8',
  TZ: 'UTC',
  GIT_CONFIG_NOSYSTEM: '1',
};

function run(argv, cwd) {
  const result = spawnSync(argv[0], argv.slice(1), { cwd, env, maxBuffer: 1 << 30 });
  return {
    stdout: result.stdout.toString('utf8'),
    stderr: result.stderr.toString('utf8'),
    code: result.status,
  };
}

/** Every file under `dir` (but `.git`) with its size and modification time. */
function snapshot(dir) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name !== '.git' && !name.startsWith(`.git/`))
    .map((name) => {
      const stats = statSync(join(dir, name));
      return `${name} ${stats.size} ${stats.mtimeMs}`;
    })
    .sort()
    .join('\n');
}

/** JSON output as data; an empty stdout (a refusal printed on stderr) as text. */
const asData = (command, text) =>
  command.includes('--json') && text !== '' ? JSON.stringify(JSON.parse(text)) : text;

let differ = 0;
try {
  const ours = join(scratch, 'ours');
  cpSync(repository, ours, { recursive: true, verbatimSymlinks: true });
  const before = snapshot(ours);
  for (const command of commands) {
    const theirsDir = join(scratch, 'ev');
    rmSync(theirsDir, { recursive: true, force: true });
    cpSync(repository, theirsDir, { recursive: true, verbatimSymlinks: true });
    const theirs = run([evBin, ...command], join(theirsDir, subdir));
    const mine = run([process.execPath, cli, ...command], join(ours, subdir));
    const problems = [];
    if (mine.code !== theirs.code) problems.push(`exit ${mine.code}, ev ${theirs.code}`);
    if (mine.stderr.split(ours).join('<DIR>') !== theirs.stderr.split(theirsDir).join('<DIR>'))
      problems.push('stderr differs');
    try {
      if (asData(command, mine.stdout) !== asData(command, theirs.stdout))
        problems.push('stdout differs');
    } catch {
      problems.push('stdout is not the JSON ev printed');
    }
    if (problems.length > 0) differ++;
    console.log(
      `${problems.length === 0 ? 'same' : 'DIFF'}  ev ${command.join(' ')}${problems.length ? ` (${problems.join('; ')})` : ''}`,
    );
  }
  if (snapshot(ours) !== before) {
    console.log('DIFF  this CLI wrote into the repository');
    differ++;
  }
  console.log(`${commands.length} commands compared, ${differ} differ`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
process.exit(differ === 0 ? 0 : 1);
