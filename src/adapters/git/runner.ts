/**
 * The hardened git runner, and the repository it runs in: the only module
 * that starts git (.dependency-cruiser.cjs and scripts/check-git-owner.mjs
 * check src/). Every command runs in a repository located once
 * (locateRepository) with an explicit git dir and work tree, hardened `-c`
 * settings and a minimal environment, in a process group of its own with a
 * time bound (GIT_TIMEOUT_MS, process-groups.ts); the read-only commands are
 * started by the launcher's shell (git/launcher.ts), the rest by this process
 * itself. The git-*.ts modules ask
 * their questions through runGit: ticks/triggered-since.ts (triggered_since and
 * the guarded paths' changed-since), git/graph.ts (the commit graph and what
 * each commit changed), git/commits.ts (revisions to commit ids),
 * git/status.ts, claims/git-anchors.ts and git/pull-request.ts. A receipt's commit
 * reaches git only as a full commit id, after `--end-of-options`, and paths
 * only after `--`.
 */
import { realpathSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { entryKind } from '../files/untrusted-file.js';
import {
  isStopping,
  killGroup,
  registerGroup,
  releaseGroup,
  STOP_GRACE_MS,
} from '../processes/process-groups.js';
import { builtin } from '../runner/builtins.js';
import { GitLauncher, type LaunchedJob, type ShellProcess } from './launcher.js';
import type * as ChildProcess from 'node:child_process';

/**
 * Where git works: a repository located once, from a directory the workflow
 * (or the CLI's user) chose — never discovered from a directory the change
 * under review controls, where a committed fake bare repository (`HEAD`,
 * `config`, `objects/`, `refs/` as plain files) would bring its own config.
 */
export interface Repository {
  /** The git directory, absolute. */
  gitDir: string;
  /** The work tree's root, absolute. */
  workTree: string;
  /**
   * The environment it was located with (the step's, from the settings; the
   * CLI's): what git questions about it start from, so no module below the
   * entry reads the process's own.
   */
  env: NodeJS.ProcessEnv;
}

export interface GitContext {
  /** The located repository (locateRepository); null when there is none: every git command then fails. */
  repository: Repository | null;
  /** The directory git runs in, which its pathspecs are relative to: the store root. */
  cwd: string;
  /** The caller's environment: git gets only what `gitEnvironment` keeps of it. */
  env: NodeJS.ProcessEnv;
  /** Incremented per git process (tests assert the count stays constant). */
  processes?: number;
  /** How long one git command may run (default GIT_TIMEOUT_MS). */
  timeoutMs?: number;
  /**
   * git's answers given without a process, where they can be (git/in-process.ts):
   * what it leaves unanswered starts git as before.
   */
  answers?: GitAnswers;
}

/** Answers to some git commands, given without starting git (git/in-process.ts). */
export interface GitAnswers {
  /**
   * git's result for `args` fed `input` (run in `cwd`, which pathspecs are
   * relative to), or undefined when git itself must answer.
   */
  answer(args: readonly string[], input: string | undefined, cwd?: string): GitResult | undefined;
  /**
   * Whether commands of this form are answered here (then a process
   * started ahead for one would likely be wasted: startAhead skips it).
   */
  covers?(args: readonly string[]): boolean;
}

export interface GitResult {
  code: number | null;
  stdout: Buffer;
  stderr: string;
}

// ---------------------------------------------------------------------------
// Running git: the only place in src/ that starts it (checked by a test)
// ---------------------------------------------------------------------------

/** A hooks directory that holds nothing (hooks are programs). */
const NO_HOOKS = '/dev/null';

/**
 * `-c` settings given to every git command. Command-line settings override
 * every config file, so these hold whatever the repository's config says.
 */
const HARDENED_CONFIG: readonly string[] = [
  // A bare repository is used only when named with --git-dir: one committed into the
  // checkout is never adopted by discovery (git 2.38+; older gits ignore the key).
  'safe.bareRepository=explicit',
  // The file-system monitor's value is a command git runs while reading the index.
  'core.fsmonitor=false',
  // Hooks (reference-transaction, post-checkout, …) are programs: none run.
  `core.hooksPath=${NO_HOOKS}`,
  // fetch: only https (the runner's checkout), ssh (a checkout with `ssh-key`) and a local
  // path; never ext:: (a command), fd:: or the unauthenticated git:// protocol. (Every fetch
  // also names git's own upload-pack: FETCH_OPTIONS.)
  // A transport's own setting outranks protocol.allow, so those that run commands or skip
  // authentication are named too.
  'protocol.allow=never',
  'protocol.ext.allow=never',
  'protocol.fd.allow=never',
  'protocol.git.allow=never',
  'protocol.http.allow=never',
  'protocol.https.allow=always',
  'protocol.ssh.allow=always',
  'protocol.file.allow=always',
  // fetch: no submodule repositories fetched, no background maintenance (gc) started.
  'fetch.recurseSubmodules=false',
  'submodule.recurse=false',
  'gc.auto=0',
  'maintenance.auto=false',
  // diff: no external diff program and no textconv filter, whatever the attributes say.
  'diff.external=',
];

/** Variables git gets from the caller's environment (matched case-insensitively, for Windows). */
const KEPT_VARIABLES = new Set([
  // Finding programs, the home directory and temp files; Windows needs the rest to start anything.
  'PATH',
  'HOME',
  'TMPDIR',
  'TEMP',
  'TMP',
  'SYSTEMROOT',
  'COMSPEC',
  'PATHEXT',
  'USERPROFILE',
  'HOMEDRIVE',
  'HOMEPATH',
  // Locale and time zone: how git prints messages and dates.
  'LANG',
  'LANGUAGE',
  'LC_ALL',
  'LC_CTYPE',
  'LC_MESSAGES',
  'TZ',
  // Limits on discovery (locating the repository), never a redirection.
  'GIT_CEILING_DIRECTORIES',
  // A self-hosted runner's network: proxies and certificate authorities, for fetch.
  'HTTP_PROXY',
  'HTTPS_PROXY',
  'ALL_PROXY',
  'NO_PROXY',
  'SSL_CERT_FILE',
  'SSL_CERT_DIR',
  'CURL_CA_BUNDLE',
  'GIT_SSL_CAINFO',
  'GIT_SSL_CAPATH',
]);

/** The environment switches that change every pathspec's meaning (ev's git sees them too). */
const PATHSPEC_ENV = [
  'GIT_LITERAL_PATHSPECS',
  'GIT_GLOB_PATHSPECS',
  'GIT_NOGLOB_PATHSPECS',
  'GIT_ICASE_PATHSPECS',
];

/** Whether a GIT_*_PATHSPECS switch is set: then only git itself can say what a pathspec selects. */
export function pathspecSwitchesSet(env: NodeJS.ProcessEnv): boolean {
  return PATHSPEC_ENV.some((name) => env[name] !== undefined);
}

/**
 * git's environment: a short list of the caller's variables — never a token,
 * an `INPUT_*` action input or any other secret, nor a `GIT_*` variable that
 * would point git elsewhere (GIT_DIR, GIT_CONFIG_*, GIT_SSH_COMMAND…) — and
 * the isolation settings.
 */
export function gitEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const kept: NodeJS.ProcessEnv = {};
  // Names first, and only a kept variable's value read: each read of `process.env` is a
  // lookup in the process's environment, and a runner's holds a few hundred variables.
  for (const name of Object.keys(env)) {
    const upper = name.toUpperCase();
    if (!KEPT_VARIABLES.has(upper) && !PATHSPEC_ENV.includes(upper)) continue;
    const value = env[name];
    if (value !== undefined) kept[name] = value;
  }
  return {
    ...kept,
    // No system or user config: only the repository's own config (which the workflow's
    // checkout wrote, with its credentials) and the settings above apply.
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    // Never wait for a password on a terminal nobody watches.
    GIT_TERMINAL_PROMPT: '0',
    // Read-only commands do not rewrite the index (status-like refreshes).
    GIT_OPTIONAL_LOCKS: '0',
  };
}

function hardenedConfigArgs(): string[] {
  return HARDENED_CONFIG.flatMap((setting) => ['-c', setting]);
}

/**
 * Options every `fetch` gets. The upload-pack program is given on the command
 * line: for `remote.<name>.uploadpack` the first config value wins, so a `-c`
 * could not override one in the repository's config.
 */
const FETCH_OPTIONS = ['--upload-pack=git-upload-pack', '--no-recurse-submodules'];

function hardenedCommand(args: readonly string[]): readonly string[] {
  return args[0] === 'fetch' ? ['fetch', ...FETCH_OPTIONS, ...args.slice(1)] : args;
}

const NO_REPOSITORY: GitResult = {
  code: 128,
  stdout: Buffer.alloc(0),
  stderr: 'fatal: not a git repository (none was located from the workspace)\n',
};

/**
 * Runs git in `ctx.repository` (explicit git dir and work tree, hardened
 * config, minimal environment), in `ctx.cwd`, feeding `input` on stdin,
 * stopped after `timeoutMs` when that is shorter than the context's bound
 * (a caller's time budget: such a command is never one started ahead).
 * Never throws: a spawn failure is exit code null; without a repository the
 * command fails without a process, as git would outside one.
 */
export function runGit(
  ctx: GitContext,
  args: readonly string[],
  input?: string,
  timeoutMs?: number,
): Promise<GitResult> {
  const prefixed = prefixAnswer(ctx, args);
  if (prefixed !== undefined) return prefixed;
  // A process started ahead answers its question: it was started because the answers here were
  // not expected to cover it (a repository too large for them, startAhead), and reading it here
  // too would do the work twice, the second time in this thread rather than beside it.
  const started = timeoutMs === undefined ? startedFor(ctx, aheadKey(args)) : undefined;
  if (started === undefined) {
    const answered = answersFor(ctx)?.answer(args, input, ctx.cwd);
    if (answered !== undefined) return Promise.resolve(answered);
  }
  const git = started ?? startGitIn(ctx, args, timeoutMs);
  if (git === undefined) return Promise.resolve(NO_REPOSITORY);
  const result = git.finish(input);
  return prefixQuestion(args) === undefined ? result : result.then((r) => noted(ctx, r));
}

// ---------------------------------------------------------------------------
// The prefix: asked of git once per directory
// ---------------------------------------------------------------------------

/**
 * What git printed for `rev-parse --show-prefix` in a directory of a
 * repository (its first line), by directory: the directory's place in the
 * work tree, which stays the same all the run long (the git dir named does
 * not change it, nor the environment git is given). Learnt from the command
 * that located the repository, or from git's first answer.
 */
const prefixesIn = new WeakMap<Repository, Map<string, Buffer>>();

/** `rev-parse --show-prefix`, alone or with HEAD: the forms whose prefix is known once asked. */
function prefixQuestion(args: readonly string[]): 'alone' | 'head' | undefined {
  if (args.length < 2 || args[0] !== 'rev-parse' || args[1] !== '--show-prefix') return undefined;
  if (args.length === 2) return 'alone';
  return args.length === 3 && args[2] === 'HEAD' ? 'head' : undefined;
}

function notePrefix(repository: Repository, cwd: string, prefix: Buffer): void {
  const known = prefixesIn.get(repository) ?? new Map<string, Buffer>();
  prefixesIn.set(repository, known);
  known.set(cwd, prefix);
}

/** `result` of a prefix question, its prefix noted when git answered it. */
function noted(ctx: GitContext, result: GitResult): GitResult {
  if (result.code === 0 && ctx.repository !== null)
    notePrefix(ctx.repository, ctx.cwd, outputLines(result.stdout)[0] ?? Buffer.alloc(0));
  return result;
}

/** The lines of git's output, as bytes (a path need not be UTF-8), without their newlines. */
function outputLines(out: Buffer): Buffer[] {
  const lines: Buffer[] = [];
  for (let at = 0; at < out.length;) {
    const eol = out.indexOf(0x0a, at);
    lines.push(out.subarray(at, eol < 0 ? out.length : eol));
    at = eol < 0 ? out.length : eol + 1;
  }
  return lines;
}

/**
 * A prefix question answered from the prefix git printed before: alone, the
 * line itself; with HEAD, the line and `rev-parse HEAD`'s answer (which the
 * in-process reader usually gives), as git prints them together.
 */
function prefixAnswer(ctx: GitContext, args: readonly string[]): Promise<GitResult> | undefined {
  const form = prefixQuestion(args);
  if (form === undefined || ctx.repository === null) return undefined;
  const prefix = prefixesIn.get(ctx.repository)?.get(ctx.cwd);
  if (prefix === undefined) return undefined;
  const line = Buffer.concat([prefix, Buffer.from('\n')]);
  if (form === 'alone') return Promise.resolve({ code: 0, stdout: line, stderr: '' });
  return runGit(ctx, ['rev-parse', 'HEAD']).then((head) => ({
    ...head,
    stdout: Buffer.concat([line, head.stdout]),
  }));
}

/** Answers given for every context in a repository (answerIn), the action's run long. */
const answeredIn = new WeakMap<Repository, GitAnswers>();

/**
 * Gives `answers` to every git question asked in `repository` from now on,
 * whatever context asks it (the action asks through several); undefined
 * takes them back. A context's own answers come first.
 */
export function answerIn(repository: Repository, answers: GitAnswers | undefined): void {
  if (answers === undefined) answeredIn.delete(repository);
  else answeredIn.set(repository, answers);
}

function answersFor(ctx: GitContext): GitAnswers | undefined {
  return ctx.answers ?? (ctx.repository === null ? undefined : answeredIn.get(ctx.repository));
}

function startGitIn(
  ctx: GitContext,
  args: readonly string[],
  timeoutMs?: number,
  ahead = false,
): StartedGit | undefined {
  const repository = ctx.repository;
  if (repository === null) return undefined;
  ctx.processes = (ctx.processes ?? 0) + 1;
  const argv = [
    `--git-dir=${repository.gitDir}`,
    `--work-tree=${repository.workTree}`,
    ...hardenedConfigArgs(),
    ...hardenedCommand(args),
  ];
  const bound = Math.min(timeoutMs ?? Infinity, ctx.timeoutMs ?? GIT_TIMEOUT_MS);
  // A process started ahead waits for its input: it is this process's own child.
  const launchable = !ahead && LAUNCHED.has(args[0] ?? '');
  return startGit(ctx.cwd, argv, gitEnvironment(ctx.env), bound, launchable);
}

function aheadKey(args: readonly string[]): string {
  return args.join('\0');
}

/** A process started ahead (startAhead), for the context that asks it first. */
interface StartedAhead {
  key: string;
  cwd: string;
  env: NodeJS.ProcessEnv;
  git: StartedGit;
}
const startedIn = new WeakMap<Repository, StartedAhead[]>();

/** Whether a process started ahead runs where `ctx` runs git: the same directory and environment. */
function startedWhere(ctx: GitContext, started: StartedAhead): boolean {
  return started.cwd === ctx.cwd && started.env === ctx.env;
}

/**
 * Starts these commands now, each waiting on its stdin until the first
 * runGit with the same arguments, in the same repository, directory and
 * environment (any context object: the action's review asks through
 * several), feeds it. Why: starting git forks this process, which costs
 * more the more memory it holds (a ledger of 10,000 claims read at two
 * commits: tens of milliseconds a process), so a run that will ask these
 * once its data is read starts them while it holds little. Only commands
 * that read their input from stdin, and only those a run surely asks (what
 * none asks is ended by endAhead).
 */
export function startAhead(ctx: GitContext, commands: readonly (readonly string[])[]): void {
  const repository = ctx.repository;
  if (repository === null) return;
  const started = startedIn.get(repository) ?? [];
  startedIn.set(repository, started);
  const answers = answersFor(ctx);
  for (const args of commands) {
    // One answered in this process would start for nothing.
    if (answers?.covers?.(args) === true) continue;
    const git = startGitIn(ctx, args, undefined, true);
    if (git === undefined) return;
    started.push({ key: aheadKey(args), cwd: ctx.cwd, env: ctx.env, git });
  }
}

/** One process started ahead with these arguments where `ctx` runs git, taken. */
function startedFor(ctx: GitContext, key: string): StartedGit | undefined {
  const started = ctx.repository === null ? undefined : startedIn.get(ctx.repository);
  const at = started?.findIndex((s) => s.key === key && startedWhere(ctx, s)) ?? -1;
  return at < 0 ? undefined : started?.splice(at, 1)[0]?.git;
}

/**
 * Ends the processes started ahead where `ctx` runs git that no runGit took
 * (an empty input: git reads it and exits).
 */
export async function endAhead(ctx: GitContext): Promise<void> {
  const started = ctx.repository === null ? undefined : startedIn.get(ctx.repository);
  if (started === undefined) return;
  const left = started.filter((s) => startedWhere(ctx, s));
  startedIn.set(
    ctx.repository as Repository,
    started.filter((s) => !startedWhere(ctx, s)),
  );
  await Promise.all(left.map(({ git }) => git.finish('')));
}

/**
 * The bodies of a `git cat-file --batch` answer, one per object asked, in
 * the order asked: it stops at the first answer that is not a whole blob (a
 * missing object, a cut output), so body i is always object i's.
 */
export function batchBlobBodies(out: Buffer, count: number): Buffer[] {
  const bodies: Buffer[] = [];
  let at = 0;
  for (let i = 0; i < count; i++) {
    const eol = out.indexOf(0x0a, at);
    if (eol < 0) break;
    const [, type, size] = /^\S+ (\S+) (\d+)$/.exec(out.toString('latin1', at, eol)) ?? [];
    const bytes = Number(size);
    const start = eol + 1;
    if (type !== 'blob' || !Number.isSafeInteger(bytes) || start + bytes > out.length) break;
    bodies.push(out.subarray(start, start + bytes));
    at = start + bytes + 1;
  }
  return bodies;
}

/**
 * The blobs of a `git cat-file --batch` answer by object id: an object git
 * reports missing is left out and the rest still read (one commit's missing
 * blob does not cut another's); it stops at an answer it cannot read (a cut
 * output).
 */
export function batchBlobsById(out: Buffer): Map<string, Buffer> {
  const blobs = new Map<string, Buffer>();
  let at = 0;
  while (at < out.length) {
    const eol = out.indexOf(0x0a, at);
    if (eol < 0) break;
    const header = out.toString('latin1', at, eol);
    at = eol + 1;
    if (/^\S+ missing$/.test(header)) continue;
    const [, oid = '', type, size] = /^(\S+) (\S+) (\d+)$/.exec(header) ?? [];
    const bytes = Number(size);
    if (type !== 'blob' || !Number.isSafeInteger(bytes) || at + bytes > out.length) break;
    blobs.set(oid, out.subarray(at, at + bytes));
    at += bytes + 1;
  }
  return blobs;
}

/**
 * The longest a git command may run: a backstop (the patterns git is given are
 * screened: ticks/triggered-since.ts classify, claims/git-anchors.ts screenPathspec),
 * far above what any command of a run takes, a fetch included. A command
 * still running then is stopped with its process group and fails.
 */
export const GIT_TIMEOUT_MS = 10 * 60 * 1000;

function spawnGit(
  cwd: string,
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  input?: string,
  timeoutMs = GIT_TIMEOUT_MS,
): Promise<GitResult> {
  return startGit(cwd, argv, env, timeoutMs, true).finish(input);
}

/** A git process started, its output gathered as it comes, waiting for its input. */
export interface StartedGit {
  /** Feeds `input` (nothing: an empty stdin) and closes stdin; resolves when git has exited. */
  finish(input?: string): Promise<GitResult>;
}

/** node:child_process, loaded with the first git process (a command that starts none never does). */
function childProcess(): typeof ChildProcess {
  return builtin<typeof ChildProcess>('node:child_process');
}

/**
 * The subcommands the launcher may start (git/launcher.ts): those that only
 * read, so that one asked again after the shell went away changes nothing. A
 * fetch (and its transport) is this process's own child.
 */
const LAUNCHED = new Set([
  'cat-file',
  'diff',
  'diff-tree',
  'log',
  'ls-files',
  'ls-tree',
  'merge-base',
  'rev-list',
  'rev-parse',
  'show',
  'status',
]);

/** The shell that starts git's read-only commands, once this process needs one. */
let launcher: GitLauncher | undefined;

const STOPPING: GitResult = {
  code: null,
  stdout: Buffer.alloc(0),
  stderr: 'the step is being stopped\n',
};

/**
 * git started with `argv` in `cwd`: by the launcher's shell when `launchable`
 * (whose process costs this one far less to start), else by this process.
 */
function startGit(
  cwd: string,
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  timeoutMs = GIT_TIMEOUT_MS,
  launchable = false,
): StartedGit {
  if (isStopping()) return finished(STOPPING);
  if (!launchable) return spawnedGit(cwd, argv, env, timeoutMs);
  return {
    finish: (input) => {
      if (launcher === undefined) {
        // The first is started here, the shell beside it: a run that asks git once (an ev
        // 0.2 review) never waits for the shell to start, and the next command finds it ready.
        launcher = new GitLauncher(startShell);
        launcher.warm(env.PATH ?? '');
        return spawnedGit(cwd, argv, env, timeoutMs).finish(input);
      }
      const job = launcher.start({ program: 'git', argv, cwd, env, input });
      const again = (): Promise<GitResult> => spawnedGit(cwd, argv, env, timeoutMs).finish(input);
      return job === undefined ? again() : supervised(job, timeoutMs, again);
    },
  };
}

/**
 * The launcher's shell: a group of its own (detached), no profile or rc file,
 * and PATH its only variable, so BASH_ENV and the like are never read.
 */
function startShell(path: string): ShellProcess {
  return childProcess().spawn('bash', ['--noprofile', '--norc', '-s'], {
    stdio: ['pipe', 'pipe', 'ignore'],
    env: { PATH: path },
    detached: process.platform !== 'win32',
  }) as ShellProcess;
}

/**
 * A launched job's result, bounded by `timeoutMs` as a spawned git's is (its
 * group stopped, SIGTERM then SIGKILL), its group registered while it runs;
 * asked again of a git this process starts when the shell went away first.
 */
function supervised(
  job: LaunchedJob,
  timeoutMs: number,
  again: () => Promise<GitResult>,
): Promise<GitResult> {
  let pid: number | undefined;
  let timedOut = false;
  const timers: NodeJS.Timeout[] = [];
  const stop = (group: number): void => {
    killGroup(group, 'SIGTERM');
    // A group still there after the grace is killed, and its result no longer awaited.
    timers.push(
      setTimeout(() => {
        killGroup(group, 'SIGKILL');
        job.abandon();
      }, STOP_GRACE_MS),
    );
  };
  void job.started.then((started) => {
    pid = started;
    registerGroup(started);
    if (timedOut) stop(started);
  });
  timers.push(
    setTimeout(() => {
      timedOut = true;
      if (pid !== undefined) stop(pid);
    }, timeoutMs),
  );
  return job.ended.then((result) => {
    timers.forEach(clearTimeout);
    if (pid !== undefined) {
      killGroup(pid, 'SIGKILL'); // anything git left behind
      releaseGroup(pid);
    }
    if (!timedOut) return result ?? again();
    return {
      code: null,
      stdout: Buffer.alloc(0),
      stderr: `${result?.stderr ?? ''}git did not finish within ${Math.round(timeoutMs / 1000)} s: stopped with its process group\n`,
    };
  });
}

/** git started by this process itself. */
function spawnedGit(
  cwd: string,
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  timeoutMs = GIT_TIMEOUT_MS,
): StartedGit {
  if (isStopping()) return finished(STOPPING);
  let child;
  try {
    // A process group of its own: git and whatever it starts (a transport, a pager never) are
    // stopped together when it ends, times out, or the step is cancelled (process-groups.ts).
    child = childProcess().spawn('git', argv, {
      cwd,
      env,
      stdio: ['pipe', 'pipe', 'pipe'],
      // Windows has no process groups to signal (and would open a console for a detached child).
      detached: process.platform !== 'win32',
    });
  } catch (error) {
    return finished({ code: null, stdout: Buffer.alloc(0), stderr: String(error) });
  }
  const running = child;
  const result = new Promise<GitResult>((resolve) => {
    const pid = running.pid;
    if (pid !== undefined) registerGroup(pid);
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let timedOut = false;
    const timers: NodeJS.Timeout[] = [
      setTimeout(() => {
        timedOut = true;
        if (pid === undefined) return;
        killGroup(pid, 'SIGTERM');
        timers.push(setTimeout(() => killGroup(pid, 'SIGKILL'), STOP_GRACE_MS));
      }, timeoutMs),
    ];
    const done = (result: GitResult): void => {
      timers.forEach(clearTimeout);
      if (pid !== undefined) {
        killGroup(pid, 'SIGKILL'); // anything git left behind
        releaseGroup(pid);
      }
      resolve(result);
    };
    running.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    running.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    running.stdin.on('error', () => undefined); // git may exit before reading everything (EPIPE)
    running.on('error', (error) =>
      done({ code: null, stdout: Buffer.alloc(0), stderr: String(error) }),
    );
    running.on('close', (code) => {
      const stderr = Buffer.concat(err).toString('utf8');
      done(
        timedOut
          ? {
              code: null,
              stdout: Buffer.alloc(0),
              stderr: `${stderr}git did not finish within ${Math.round(timeoutMs / 1000)} s: stopped with its process group\n`,
            }
          : { code, stdout: Buffer.concat(out), stderr },
      );
    });
  });
  return {
    finish: (input) => {
      running.stdin.end(input ?? '');
      return result;
    },
  };
}

function finished(result: GitResult): StartedGit {
  return { finish: () => Promise.resolve(result) };
}

// ---------------------------------------------------------------------------
// Locating the repository, once
// ---------------------------------------------------------------------------

/** Whether `dir` holds a `.git` entry (a directory, or a worktree's or submodule's gitfile), not followed. */
function holdsDotGit(dir: string): boolean {
  const kind = entryKind(join(dir, '.git'));
  return kind === 'directory' || kind === 'file';
}

/** The directories from `start` down to `end` (both included), while each is a real directory; just `start` when `end` is not below it. */
function directoriesDown(start: string, end: string | undefined): string[] {
  const dirs = [start];
  const rel = end === undefined ? '' : relative(start, end);
  if (rel === '' || rel.startsWith('..')) return dirs;
  let dir = start;
  for (const part of rel.split(sep)) {
    dir = join(dir, part);
    if (entryKind(dir) !== 'directory') break;
    dirs.push(dir);
  }
  return dirs;
}

export interface LocateOptions {
  /**
   * A `.git` found that is a directory (not a gitfile, not a link) is the
   * git directory, taken without asking git: its real path is what `git
   * rev-parse --absolute-git-dir` prints for it, and the process that asks
   * costs as much as the rest of a small ledger's command. Whether git
   * accepts it as a repository is then learnt from the caller's first
   * command, which fails as every command fails where there is none: only
   * for callers that read such a failure as they read no repository (the
   * ev 0.2 commands: the tip then names no commit, and nothing is counted).
   */
  gitDirectoryAsIs?: boolean;
}

/** The repository whose `.git` in `dir` is a directory, known without git (LocateOptions). */
function gitDirectoryAt(dir: string, env: NodeJS.ProcessEnv): Repository | undefined {
  if (entryKind(join(dir, '.git')) !== 'directory') return undefined;
  try {
    const workTree = realpathSync.native(dir);
    return { gitDir: join(workTree, '.git'), workTree: dir, env };
  } catch {
    return undefined;
  }
}

/**
 * The repository, located once from `start` (the action's workspace root,
 * the CLI's directory):
 *
 * 1. the first directory from `start` down to `down` (the ledger, for a
 *    checkout into a subdirectory with `path:`) that holds a `.git` entry —
 *    a name git never checks out from a commit, so the pull request cannot
 *    plant one; no link is followed on the way;
 * 2. else git's own discovery upward from `start`, with the hardened config
 *    (so a bare repository is never adopted implicitly).
 *
 * null when there is none.
 */
export async function locateRepository(
  start: string,
  env: NodeJS.ProcessEnv,
  down?: string,
  options: LocateOptions = {},
): Promise<Repository | null> {
  const dirs = directoriesDown(start, down);
  const explicit = dirs.find(holdsDotGit);
  if (explicit !== undefined && options.gitDirectoryAsIs === true) {
    const known = gitDirectoryAt(explicit, env);
    if (known !== undefined) return known;
  }
  if (explicit !== undefined) {
    const repository = { gitDir: join(explicit, '.git'), workTree: explicit, env };
    // Asked in the deepest directory reached (the ledger's, when every step down is a real
    // directory): with the git dir and work tree named, git reads nothing there, and the
    // prefix it prints is the one every later question asked there gets (runGit).
    const cwd = dirs.at(-1) ?? explicit;
    // Resolves a gitfile (a worktree, a submodule) to the git directory it names.
    const named = await runGit({ repository, cwd, env }, [
      'rev-parse',
      '--absolute-git-dir',
      '--show-prefix',
    ]);
    const [gitDir, prefix] = outputLines(named.stdout);
    if (named.code !== 0 || gitDir === undefined || gitDir.length === 0) return null;
    const located = { gitDir: gitDir.toString('utf8'), workTree: explicit, env };
    if (prefix !== undefined) notePrefix(located, cwd, prefix);
    return located;
  }
  const found = await spawnGit(
    start,
    [
      ...hardenedConfigArgs(),
      'rev-parse',
      '--absolute-git-dir',
      '--show-toplevel',
      '--show-prefix',
    ],
    gitEnvironment(env),
  );
  const [gitDir, workTree, prefix] = outputLines(found.stdout);
  if (found.code !== 0 || !gitDir?.length || !workTree?.length) return null;
  const located = { gitDir: gitDir.toString('utf8'), workTree: workTree.toString('utf8'), env };
  if (prefix !== undefined) notePrefix(located, start, prefix);
  return located;
}
