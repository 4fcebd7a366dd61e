/**
 * The parity cases recorded from ev (fixtures/oracle from ev 0.1.2,
 * fixtures/oracle-0.1.32 from ev 0.1.32; their format is in
 * CONTRIBUTING.md#a-case), and a runner with the same rules as the corpus's
 * own run_cases.py: build the scenario with setup.sh, run our CLI there,
 * normalise timestamps and the temp path, compare the streams per the case's
 * `compare` mode and the captured files.
 *
 * Modes (as the corpus's corpus.py defines them): `full` compares stdout
 * and stderr as sorted line lists (row order is unspecified, e.g. directory
 * order); `ordered` compares each stream as exact text — lines in order,
 * line breaks and the final newline included; `stdout` compares stdout's
 * sorted lines only; `exit` only the exit code. Every mode compares the exit
 * code and the captured files.
 */
import { afterAll, beforeAll, expect } from '@jest/globals';
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { main } from '../src/cli/main.js';
import { shellQuote } from './git-repo.js';

export const ORACLE_DIR = join(process.cwd(), 'fixtures', 'oracle');
/** The cases recorded from ev 0.1.32 (scripts/record-oracle.mjs), the CLI's default rules. */
export const ORACLE_0_1_32_DIR = join(process.cwd(), 'fixtures', 'oracle-0.1.32');
/** More cases recorded from ev 0.1.2 by this project (scripts/fuzz-ev-0.1.mjs's findings), run with --ev-compat 0.1.2. */
export const ORACLE_0_1_2_EXTRA_DIR = join(process.cwd(), 'fixtures', 'oracle-0.1.2-extra');
/** The shared cases recorded from ev 0.2.4 (an ev 0.2 store: brief, line, doctor, verify). */
export const ORACLE_V2_DIR = join(process.cwd(), 'fixtures', 'oracle-v2');
/** More cases recorded from ev 0.2.4 by this project: the variants its reader was probed with. */
export const ORACLE_V2_EXTRA_DIR = join(process.cwd(), 'fixtures', 'oracle-v2-extra');

export type CompareMode = 'full' | 'ordered' | 'stdout' | 'exit';

export interface OracleCase {
  name: string;
  dir: string;
  cmd: string[];
  compare: CompareMode;
  capture: string[];
}

/** What running the CLI once returns: its streams as text and its exit code. */
export interface CliRun {
  stdout: string;
  stderr: string;
  exit: number;
}

/** Runs the CLI with `argv` in `cwd` under `env`. */
export type CliRunner = (
  argv: readonly string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
) => Promise<CliRun>;

/**
 * The CLI in this process: `main` of the sources, with the streams captured
 * and a thrown error printed as dist/cli.js prints it. No node process per
 * case, which made the parity suites the slowest of all; the bundle itself is
 * held to a sample of the cases (`bundleSample`, `bundledCli`).
 */
export const inProcessCli: CliRunner = async (argv, cwd, env) => {
  let stdout = '';
  let stderr = '';
  const io = {
    cwd,
    env,
    stdout: (text: string) => void (stdout += text),
    stderr: (text: string) => void (stderr += text),
  };
  // The cases' environment says TZ=UTC; a spawned CLI would read it at start-up.
  const tz = process.env.TZ;
  process.env.TZ = env.TZ;
  try {
    return { exit: await main([...argv], io), stdout, stderr };
  } catch (error) {
    stderr += `error: ${error instanceof Error ? error.message : String(error)}\n`;
    return { exit: 1, stdout, stderr };
  } finally {
    if (tz === undefined) delete process.env.TZ;
    else process.env.TZ = tz;
  }
};

/**
 * The runner every case runs under: the sources in process, or with EV_CLI
 * set, that bundle for every case (to hold a release's bundle to the whole
 * corpus; `npm run parity` does the same with the shared corpus).
 */
export function parityCli(): CliRunner {
  const chosen = process.env.EV_CLI;
  return chosen ? bundledCli(resolve(chosen)) : inProcessCli;
}

/** The bundled CLI at `cliPath`, as a child process (`node <cliPath> …`), as a user runs it. */
export function bundledCli(cliPath: string): CliRunner {
  return async (argv, cwd, env) => {
    const run = spawnSync(process.execPath, [cliPath, ...argv], { cwd, env, encoding: 'utf8' });
    return { stdout: run.stdout, stderr: run.stderr, exit: run.status ?? -1 };
  };
}

/**
 * The cases the bundle is run on beside the in-process runs: `count` of
 * them (2 by default: the five parity files send 10 cases through the
 * bundle), of different commands where the corpus has them, spread over it.
 * The bundle is the same code as the sources in process; what a spawned run
 * adds (the bundling, argv, the process's streams and exit code) shows on
 * any case, so a few suffice.
 */
export function bundleSample(cases: readonly OracleCase[], count = 2): OracleCase[] {
  const commandOf = (c: OracleCase) =>
    c.cmd.filter((w) => !/^(clm_|[0-9a-f]{6,})/.test(w)).join(' ');
  const picked: OracleCase[] = [];
  const commands = new Set<string>();
  for (let i = 0; i < cases.length && picked.length < count; i++) {
    // Evenly spaced starting points; from each, the first case of a command not yet picked.
    const start = Math.floor((picked.length * cases.length) / count);
    for (let k = Math.max(i, start); k < cases.length; k++) {
      const c = cases[k] as OracleCase;
      if (commands.has(commandOf(c))) continue;
      commands.add(commandOf(c));
      picked.push(c);
      i = k;
      break;
    }
  }
  return picked;
}

export interface CaseRun {
  stdout: string;
  stderr: string;
  exit: number;
  files: Record<string, string | null>;
}

const TIMESTAMP = /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g;

function read(dir: string, name: string, fallback = ''): string {
  const path = join(dir, name);
  return existsSync(path) ? readFileSync(path, 'utf8') : fallback;
}

/** POSIX-shell word splitting for the simple `cmd` files (quotes, no expansions). */
function shellWords(line: string): string[] {
  const words: string[] = [];
  const pattern = /'([^']*)'|"((?:\\.|[^"\\])*)"|(\S+)/g;
  for (let m = pattern.exec(line); m; m = pattern.exec(line))
    words.push(m[1] ?? m[2] ?? m[3] ?? '');
  return words;
}

export function listCases(root = ORACLE_DIR): OracleCase[] {
  return readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'setup.sh')))
    .sort()
    .map((name) => {
      const dir = join(root, name);
      return {
        name,
        dir,
        cmd: shellWords(read(dir, 'cmd').trim()),
        compare: (read(dir, 'compare', 'full').trim() || 'full') as OracleCase['compare'],
        capture: read(dir, 'capture')
          .split('\n')
          .filter((line) => line.trim() !== ''),
      };
    });
}

export function normalize(text: string, workdir?: string): string {
  const withoutDir = workdir ? text.split(workdir).join('<DIR>') : text;
  return withoutDir.replace(TIMESTAMP, '<TS>');
}

function caseEnv(home: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!/^(GIT_|LC_|LANG)/.test(key)) env[key] = value;
  }
  return {
    ...env,
    LC_ALL: 'C.UTF-8',
    TZ: 'UTC',
    HOME: home,
    XDG_CONFIG_HOME: join(home, '.config'),
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CEILING_DIRECTORIES: join(home, '..'),
  };
}

function filesBelow(dir: string): string[] {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).isFile());
}

function captured(work: string, paths: string[]): Record<string, string | null> {
  const files: Record<string, string | null> = {};
  for (const rel of paths) {
    const target = join(work, rel);
    if (rel.endsWith('/')) {
      for (const path of filesBelow(target))
        files[relative(work, path)] = normalize(readFileSync(path, 'utf8'), work);
    } else {
      files[rel] = existsSync(target) ? normalize(readFileSync(target, 'utf8'), work) : null;
    }
  }
  return files;
}

/** A case's scenario directory: `work` (where setup.sh built it) and `home` beside it. */
function caseDirs(tmp: string): { work: string; home: string } {
  const work = join(tmp, 'work');
  const home = join(tmp, 'home');
  mkdirSync(work);
  mkdirSync(home);
  return { work, home };
}

/**
 * A setup's git settings beyond caseEnv's: no `git maintenance run --auto`
 * after each of its commits (a process each, and nothing for it to do in a
 * scenario of a few commits). What the CLI runs with is caseEnv's alone.
 */
function setupSettings(): NodeJS.ProcessEnv {
  return {
    GIT_CONFIG_COUNT: '1',
    GIT_CONFIG_KEY_0: 'maintenance.auto',
    GIT_CONFIG_VALUE_0: 'false',
  };
}

/** setupSettings as assignments on a line of shell. */
const NO_AUTO_MAINTENANCE = Object.entries(setupSettings())
  .map(([name, value]) => `${name}=${shellQuote(value as string)}`)
  .join(' ');

/**
 * What the setups' helpers (put, putn, mkparent) start as processes, done by
 * `sh` itself where that is exact, else the command itself: `cat` of a short
 * here-document (its first 2,000 bytes a line at a time, the rest by `cat`),
 * `mkdir -p` of directories that are already there, `dirname` of a relative
 * path, and two questions of git's answered from .git (what expect_head
 * asks, and a symbolic-ref HEAD that `git init` already wrote). A setup
 * started about 10 such processes, each costing more than the git it runs
 * between them. And the setups' `git -c init.defaultBranch=main init -q` in
 * a directory without .git: a copy (`cp -R`, a third of git init's cost) of
 * the .git that the same command made once for the whole batch, in
 * `$__ev_init` (git writes the same files for every repository it inits).
 */
const SETUP_PRELUDE = [
  'cat() {',
  '  if [ $# -ne 0 ]; then command cat "$@"; return; fi',
  '  __ev_n=0',
  '  while [ "$__ev_n" -lt 2000 ] && IFS= read -r __ev_l; do',
  '    printf \'%s\\n\' "$__ev_l"; __ev_n=$((__ev_n + ${#__ev_l} + 1))',
  '  done',
  '  if [ "$__ev_n" -lt 2000 ]; then',
  '    if [ -n "$__ev_l" ]; then printf \'%s\' "$__ev_l"; fi',
  '  else command cat; fi',
  '}',
  'mkdir() {',
  '  if [ "$1" = -p ]; then',
  '    __ev_all=1; for __ev_d in "$@"; do [ "$__ev_d" = -p ] || [ -d "$__ev_d" ] || __ev_all=0; done',
  '    if [ "$__ev_all" = 1 ]; then return 0; fi',
  '  fi',
  '  command mkdir "$@"',
  '}',
  // expect_head's `git rev-parse HEAD` on a branch whose ref is a file: the ref's commit.
  // `git symbolic-ref HEAD refs/heads/main` after `git init`: HEAD as git writes it.
  'git() {',
  '  if [ $# -eq 4 ] && [ "$1" = -c ] && [ "$2" = init.defaultBranch=main ] && [ "$3" = init ] && [ "$4" = -q ] && [ ! -e .git ] && [ -d "$__ev_init/.git" ]; then',
  '    command cp -R "$__ev_init/.git" .git; return',
  '  fi',
  '  if [ $# -eq 2 ] && [ "$1" = rev-parse ] && [ "$2" = HEAD ] && [ -f .git/HEAD ]; then',
  '    IFS= read -r __ev_h <.git/HEAD || __ev_h=',
  '    case $__ev_h in',
  "      'ref: refs/heads/'*)",
  '        __ev_f=".git/${__ev_h#ref: }"',
  '        if [ -f "$__ev_f" ]; then',
  '          IFS= read -r __ev_r <"$__ev_f" || __ev_r=',
  '          case $__ev_r in',
  '            *[!0-9a-f]* | "") ;;',
  '            *) if [ ${#__ev_r} -eq 40 ]; then printf \'%s\\n\' "$__ev_r"; return 0; fi ;;',
  '          esac',
  '        fi ;;',
  '    esac',
  '  fi',
  '  if [ $# -eq 3 ] && [ "$1" = symbolic-ref ] && [ "$2" = HEAD ] && [ "$3" = refs/heads/main ] && [ -f .git/HEAD ]; then',
  "    printf 'ref: refs/heads/main\\n' >.git/HEAD; return 0",
  '  fi',
  '  command git "$@"',
  '}',
  'dirname() {',
  '  if [ $# -ne 1 ]; then command dirname "$@"; return; fi',
  '  case $1 in',
  '    */ | /* | *//* | "") command dirname "$1" ;;',
  '    */*) printf \'%s\\n\' "${1%/*}" ;;',
  "    *) printf '.\\n' ;;",
  '  esac',
  '}',
].join('\n');

/** The line the generated setups make their repository with. */
const INIT_LINE = 'git -c init.defaultBranch=main init -q';

/** The commands a setup's lines after its `git init` may start with, for it to be split (splitSetup). */
const SPLIT_COMMANDS = new Set([
  'putn',
  'put',
  'mkparent',
  'mkdir',
  'printf',
  'ln',
  'rm',
  'commit',
  'merge',
  'expect_head',
  'git',
]);

/**
 * A generated setup cut after the last line that touches git (a command of
 * git's or of its helpers, or a path in .git/): `repository`, the script up
 * to there, and `rest`, its header (the helpers, `set -eu`, `cd "$1"`) and
 * the lines after, which only write files. Undefined when the cut could
 * change what the setup builds: no `git init` line, a header that runs
 * anything, a line that starts another command (a `cd`, a variable, a
 * function), a `$` or a backquote in what follows, or a here-document that
 * expands.
 */
export function splitSetup(text: string): { repository: string; rest: string } | undefined {
  const lines = text.split('\n');
  const init = lines.indexOf(INIT_LINE);
  if (init < 0) return undefined;
  const header = lines.slice(0, init);
  if (!header.every((l) => /^(#.*|set -eu|cd "\$1"|export .*|[a-z_]+\(\) \{.*|\}|\s+.*|)$/.test(l)))
    return undefined;
  // The lines the shell reads as commands (not the bodies of the here-documents).
  const commands: number[] = [];
  let inside = false;
  for (let i = init; i < lines.length; i++) {
    const line = lines[i] as string;
    if (inside) {
      inside = line !== 'EV_EOF';
      continue;
    }
    commands.push(i);
    if (/<<\s*EV_EOF/.test(line)) return undefined; // a here-document that expands
    inside = line.includes("<<'EV_EOF'");
  }
  if (inside) return undefined;
  const touchesGit = (line: string) =>
    /^(commit|merge|expect_head|git)\b/.test(line) ||
    line.includes('.git/') ||
    /(^|[^\w.])git\b/.test(line);
  const last = Math.max(...commands.filter((i) => touchesGit(lines[i] as string)));
  for (const i of commands) {
    const line = lines[i] as string;
    if (line === '' || line.startsWith('#')) continue;
    if (!SPLIT_COMMANDS.has(line.split(' ')[0] as string)) return undefined;
    if (i > last && /[$`]/.test(line)) return undefined;
  }
  return {
    repository: `${lines.slice(0, last + 1).join('\n')}\n`,
    rest: [...header, ...lines.slice(last + 1)].join('\n'),
  };
}

/** A `mkdir -p` of plain relative paths (no expansion, no quoting, no `..`), as the setups write it. */
const PLAIN_MKDIR = /^mkdir -p((?: [A-Za-z0-9._][A-Za-z0-9._/-]*)+)$/;

/**
 * A split setup's rest (splitSetup) with its first commands made here when
 * they are `mkdir -p` of plain relative paths in `work` (where the rest runs
 * next, in a copy of the repository): most rests begin with one, a process
 * each (`sh` cannot make a directory itself), and nothing ran before it that
 * could tell. The first that cannot be made here (a file in the way) and
 * everything after it are left to the rest.
 */
function leadingDirectoriesMade(rest: string, work: string): string {
  const lines = rest.split('\n');
  // The header (the helpers and `cd "$1"`) ends where splitSetup put it: at `cd "$1"` and the
  // lines that only define or export, up to the first command of the rest.
  let at = lines.indexOf('cd "$1"');
  if (at < 0) return rest;
  let inFunction = false;
  for (at += 1; at < lines.length; at++) {
    const line = lines[at] as string;
    if (inFunction) {
      inFunction = line !== '}';
      continue;
    }
    if (/^[a-z_]+\(\) \{$/.test(line)) inFunction = true;
    else if (!/^(#.*|export .*|[a-z_]+\(\) \{.*\}|)$/.test(line)) break;
  }
  const first = at;
  for (; at < lines.length; at++) {
    const paths = PLAIN_MKDIR.exec(lines[at] as string)?.[1]
      ?.trim()
      .split(' ');
    if (paths === undefined || paths.some((path) => path.split('/').includes('..'))) break;
    try {
      for (const path of paths) mkdirSync(join(work, path), { recursive: true });
    } catch {
      break;
    }
  }
  return [...lines.slice(0, first), ...lines.slice(at)].join('\n');
}

/** One setup run by runSetups: a script, a directory to build in, where its status goes. */
function setupLine(
  script: string,
  tmp: string,
  how: 'batched' | 'plain',
  { fresh = true }: { fresh?: boolean } = {},
): string {
  const work = join(tmp, 'work');
  const home = join(tmp, 'home');
  if (fresh) caseDirs(tmp);
  const env = caseEnv(home);
  const assignments = ['HOME', 'XDG_CONFIG_HOME', 'GIT_CEILING_DIRECTORIES']
    .map((name) => `${name}=${shellQuote(env[name] as string)}`)
    .join(' ');
  const status = shellQuote(join(tmp, 'setup.status'));
  const stderr = shellQuote(join(tmp, 'setup.stderr'));
  const redirections = `>/dev/null 2>${stderr} </dev/null; echo $? >${status}`;
  if (how === 'plain')
    return `${assignments} sh ${shellQuote(script)} ${shellQuote(work)} ${redirections}`;
  // A subshell of this `sh` (a fork, no exec), with its positional argument, its variables
  // exported and the prelude's commands.
  return `(export ${assignments} ${NO_AUTO_MAINTENANCE}; set -- ${shellQuote(work)}; . ${shellQuote(script)}) ${redirections}`;
}

/**
 * Runs the setup.sh of each case directory `dir` into a new `<tmp>/work`
 * (HOME `<tmp>/home`), and leaves its exit status in `<tmp>/setup.status`
 * and its errors in `<tmp>/setup.stderr`. 'plain' runs each as `sh setup.sh
 * <work>` with caseEnv, as setUpCase does (the reference the batched setups
 * are held to, __tests__/support/oracle-setups.test.ts), all from one `sh`.
 * 'batched' runs each in a subshell with SETUP_PRELUDE and setupSettings;
 * and the setups that begin with the same repository (splitSetup: the same
 * bytes up to their last git line; most of a corpus shares a dozen) have it
 * built once, copied, and the rest of each run in the copy: from two `sh`,
 * the repositories and unsplit setups, then the rests.
 */
export function runSetups(
  setups: ReadonlyArray<{ dir: string; tmp: string }>,
  how: 'batched' | 'plain' = 'batched',
): void {
  if (setups.length === 0) return;
  for (const { tmp } of setups) mkdirSync(tmp, { recursive: true });
  const scratch = mkdtempSync(join(tmpdir(), 'ev-setups-'));
  const first: string[] = [];
  const then: string[] = [];
  /** Each shared repository: where it is built, and the setups that take a copy of it. */
  const shared = new Map<
    string,
    { tmp: string; takers: Array<{ dir: string; tmp: string; rest: string }> }
  >();
  for (const setup of setups) {
    const script = join(setup.dir, 'setup.sh');
    const split = how === 'batched' ? splitSetup(readFileSync(script, 'utf8')) : undefined;
    if (split === undefined) {
      first.push(setupLine(script, setup.tmp, how));
      continue;
    }
    let repository = shared.get(split.repository);
    if (repository === undefined) {
      repository = { tmp: join(scratch, `repository-${shared.size}`), takers: [] };
      mkdirSync(repository.tmp);
      writeFileSync(join(repository.tmp, 'setup.sh'), split.repository);
      shared.set(split.repository, repository);
    }
    repository.takers.push({ ...setup, rest: split.rest });
  }
  for (const repository of shared.values()) {
    if (repository.takers.length === 1) {
      const only = repository.takers[0] as { dir: string; tmp: string };
      first.push(setupLine(join(only.dir, 'setup.sh'), only.tmp, how));
    } else first.push(setupLine(join(repository.tmp, 'setup.sh'), repository.tmp, how));
  }
  // The .git every `git init` of the setups copies (SETUP_PRELUDE), made once by the same command.
  const init = join(scratch, 'init');
  mkdirSync(init);
  const prelude =
    how === 'batched'
      ? [
          `__ev_init=${shellQuote(init)}`,
          `(cd "$__ev_init" && ${NO_AUTO_MAINTENANCE} command git -c init.defaultBranch=main init -q) >/dev/null 2>&1 || __ev_init=/nonexistent`,
          SETUP_PRELUDE,
        ]
      : [];
  // The variables every case shares (caseEnv's); each line sets its own HOME and ceiling.
  const run = (lines: string[]) =>
    execFileSync('sh', ['-c', [...prelude, ...lines].join('\n')], {
      env: caseEnv(join(dirname(setups[0]?.tmp as string), 'home')),
      stdio: ['ignore', 'ignore', 'pipe'],
    });
  try {
    run(first);
    for (const repository of shared.values()) {
      if (repository.takers.length === 1) continue;
      const built = read(repository.tmp, 'setup.status').trim() === '0';
      repository.takers.forEach((taker, i) => {
        if (!built) {
          // Its own setup, whole: it fails with its own message.
          then.push(setupLine(join(taker.dir, 'setup.sh'), taker.tmp, how));
          return;
        }
        // A copy of the repository as the setup's own lines built it (every path in it is
        // relative), then the setup's remaining lines in it.
        const { work } = caseDirs(taker.tmp);
        cpSync(join(repository.tmp, 'work'), work, { recursive: true, verbatimSymlinks: true });
        const rest = join(repository.tmp, `rest-${i}.sh`);
        writeFileSync(rest, leadingDirectoriesMade(taker.rest, work));
        then.push(setupLine(rest, taker.tmp, how, { fresh: false }));
      });
    }
    if (then.length > 0) run(then);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Scenarios built ahead (prepareCases), by case directory: each is taken once. */
const prepared = new Map<string, string[]>();

/**
 * Builds the scenarios of `cases` (a case listed twice, twice) before the
 * file's tests, every setup.sh from one `sh`, and removes what no test took
 * after them. Why: a process started by a jest worker costs 25–35 ms of CPU
 * on the 2-core machine this project is built on, one started by `sh` about
 * 6; a parity file set up about a hundred cases, one `sh` each. Each setup
 * still runs in a shell of its own (a subshell, runSetups), in its own
 * directory, with the environment runCase gives it.
 */
export function prepareCases(cases: readonly OracleCase[]): void {
  let root: string | undefined;
  beforeAll(
    () => {
      if (cases.length === 0) return;
      root = mkdtempSync(join(tmpdir(), 'oracle-'));
      // A scenario is built once and copied for every other case whose setup.sh is the same
      // bytes (a case listed again as a bundle sample, cases that differ in their command
      // alone): a setup is deterministic (each checks the commit ids the generator recorded).
      const setupOf = cases.map((oracleCase) =>
        createHash('sha256')
          .update(readFileSync(join(oracleCase.dir, 'setup.sh')))
          .digest('hex'),
      );
      const first = new Map<string, number>();
      setupOf.forEach((setup, i) => {
        if (!first.has(setup)) first.set(setup, i);
      });
      runSetups(
        [...first.values()].map((i) => ({
          dir: (cases[i] as OracleCase).dir,
          tmp: join(root as string, String(i)),
        })),
      );
      cases.forEach((oracleCase, i) => {
        const built = join(root as string, String(first.get(setupOf[i] as string)));
        // A setup that failed is left out: its test builds it again, and fails with its message.
        if (read(built, 'setup.status').trim() !== '0') return;
        const tmp = join(root as string, String(i));
        // The copy: its own directory, as its own setup would have built it there (the paths
        // inside the repository are relative; HOME and the ceiling are caseEnv's of `tmp`).
        if (tmp !== built) cpSync(built, tmp, { recursive: true, verbatimSymlinks: true });
        const ready = prepared.get(oracleCase.dir) ?? [];
        ready.push(tmp);
        prepared.set(oracleCase.dir, ready);
      });
    },
    10 * 60 * 1000,
  );
  afterAll(() => {
    for (const oracleCase of cases) prepared.delete(oracleCase.dir);
    if (root !== undefined) rmSync(root, { recursive: true, force: true });
  });
}

/** A scenario of `oracleCase` built now, in a fresh temp dir. */
function setUpCase(oracleCase: OracleCase): string {
  const tmp = mkdtempSync(join(tmpdir(), 'oracle-'));
  const { work, home } = caseDirs(tmp);
  const setup = spawnSync('sh', [join(oracleCase.dir, 'setup.sh'), work], {
    env: { ...caseEnv(home), ...setupSettings() },
    encoding: 'utf8',
  });
  if (setup.status !== 0) {
    rmSync(tmp, { recursive: true, force: true });
    throw new Error(`setup.sh of ${oracleCase.name} failed: ${setup.stderr}`);
  }
  return tmp;
}

/**
 * Runs the CLI's `<globalArgs> <cmd>` in the case's scenario: one prepareCases
 * built, or one built now in a fresh temp dir.
 */
export async function runCase(
  oracleCase: OracleCase,
  cli: CliRunner,
  globalArgs: readonly string[] = [],
): Promise<CaseRun> {
  const tmp = prepared.get(oracleCase.dir)?.shift() ?? setUpCase(oracleCase);
  try {
    const work = join(tmp, 'work');
    const env = caseEnv(join(tmp, 'home'));
    const run = await cli([...globalArgs, ...oracleCase.cmd], work, env);
    return {
      stdout: normalize(run.stdout, work),
      stderr: normalize(run.stderr, work),
      exit: run.exit,
      files: captured(work, oracleCase.capture),
    };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

export function expectedRun(oracleCase: OracleCase): CaseRun {
  const base = join(oracleCase.dir, 'expected.files');
  const files: Record<string, string | null> = {};
  for (const rel of oracleCase.capture) {
    if (rel.endsWith('/')) {
      for (const path of filesBelow(join(base, rel)))
        files[relative(base, path)] = readFileSync(path, 'utf8');
    } else {
      const path = join(base, rel);
      files[rel] = existsSync(path) ? readFileSync(path, 'utf8') : null;
    }
  }
  return {
    stdout: read(oracleCase.dir, 'expected.stdout'),
    stderr: read(oracleCase.dir, 'expected.stderr'),
    exit: Number(read(oracleCase.dir, 'expected.exit').trim()),
    files,
  };
}

/** The streams a mode compares, besides the exit code (corpus.py's `streams`). */
export const COMPARED_STREAMS: Readonly<Record<CompareMode, readonly ('stdout' | 'stderr')[]>> = {
  full: ['stdout', 'stderr'],
  ordered: ['stdout', 'stderr'],
  stdout: ['stdout'],
  exit: [],
};

/**
 * The comparable view of a stream under `mode`: the exact normalised text for
 * `ordered` (split on `\n` only, so a missing final newline or a stray `\r`
 * shows in a diff), else the sorted lines.
 */
export function streamView(mode: CompareMode, text: string): string[] {
  return mode === 'ordered' ? normalize(text).split('\n') : sortedLines(text);
}

export const sortedLines = (text: string): string[] =>
  normalize(text)
    .split('\n')
    .filter((l, i, all) => l !== '' || i < all.length - 1)
    .sort();

/** The comparable view of a captured file: parsed JSON, sorted JSONL lines, or the text. */
export function fileView(rel: string, text: string | null): unknown {
  if (text === null) return '<absent>';
  const normalized = normalize(text);
  if (rel.endsWith('.json')) {
    try {
      return JSON.parse(normalized);
    } catch {
      return normalized;
    }
  }
  if (rel.endsWith('.jsonl'))
    return normalized
      .split('\n')
      .filter((l) => l !== '')
      .sort();
  return normalized;
}

/**
 * Runs a recorded case against the CLI and expects what the oracle recorded:
 * the exit code, the streams its compare mode names, and every captured file.
 */
export async function expectParity(
  oracleCase: OracleCase,
  cli: CliRunner,
  globalArgs: readonly string[] = [],
): Promise<void> {
  const expected = expectedRun(oracleCase);
  const actual = await runCase(oracleCase, cli, globalArgs);
  expect({ exit: actual.exit }).toEqual({ exit: expected.exit });
  for (const stream of COMPARED_STREAMS[oracleCase.compare]) {
    expect({ stream, view: streamView(oracleCase.compare, actual[stream]) }).toEqual({
      stream,
      view: streamView(oracleCase.compare, expected[stream]),
    });
  }
  const names = new Set([...Object.keys(expected.files), ...Object.keys(actual.files)]);
  for (const rel of names) {
    expect({ file: rel, view: fileView(rel, actual.files[rel] ?? null) }).toEqual({
      file: rel,
      view: fileView(rel, expected.files[rel] ?? null),
    });
  }
}
