/**
 * A shell that starts git's processes for the runner (git/runner.ts), so that
 * this process does not fork itself for each one.
 *
 * Why: starting a process forks the one that starts it, and a fork costs more
 * the more memory that process holds (its page tables are copied, and each
 * page it writes afterwards faults once): about 7 ms of this process's CPU per
 * git command at 50 MB, 10 ms and more from a few hundred, where a small bash
 * forks in well under one (docs/PERFORMANCE.md, "git started by a shell").
 * A process that has read a large ledger, or a test worker that runs the
 * action many times, starts git for a fraction of the cost.
 *
 * How: one `bash` per process, started when first needed, reads one line per
 * command on its stdin. Each command is a background job (`set -m`: a process
 * group of its own, as a detached child has, which the runner stops as a
 * whole), run in its directory with exactly the environment given (the
 * job's shell execs the program with only the request's variables; `env -i`
 * where the shell cannot: see `execsItself`), its input read from a file (or
 * /dev/null), its output and errors written to files in a directory only this
 * user may enter, read and removed when it ends. The shell prints `S <id>
 * <pid>` when a job starts and the job `E <id> <status>` when its command has
 * ended. Every word is single-quoted: nothing given is ever read by the shell
 * as code. A shell idle for a second ends, and is started again when needed;
 * it never keeps this process alive.
 *
 * Where the shell cannot be used (no bash, Windows, a directory or a program
 * that is not there, the shell gone mid-command), the runner starts git itself,
 * as it always did: `start` returns undefined, or the job ends `undefined`.
 */
import {
  accessSync,
  closeSync,
  constants,
  mkdtempSync,
  openSync,
  readFileSync,
  readSync,
  rmSync,
  statSync,
  writeFileSync,
  type Stats,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

/** What a job's command printed and how it ended (null: a signal ended it). */
export interface LaunchedResult {
  code: number | null;
  stdout: Buffer;
  stderr: string;
}

export interface LaunchRequest {
  /** The program, found on the request's own PATH (as a direct spawn finds it). */
  program: string;
  argv: readonly string[];
  cwd: string;
  /** The whole environment the program gets: nothing of the shell's or this process's. */
  env: NodeJS.ProcessEnv;
  /** Its stdin (none: /dev/null, an empty input). */
  input?: string;
}

export interface LaunchedJob {
  /** The job's process group (its leader's pid), once the shell has started it. */
  started: Promise<number>;
  /** How it ended; undefined when the shell went away first (then nothing can be said). */
  ended: Promise<LaunchedResult | undefined>;
  /** Stops waiting for it (its group was killed): its files are removed. */
  abandon(): void;
}

/** How long an idle shell waits for a next command before it ends. */
const IDLE_MS = 1000;

/** A word the shell reads as exactly these characters. */
export function shellQuote(word: string): string {
  return `'${word.replace(/'/g, `'\\''`)}'`;
}

/**
 * The shell's process, as the runner starts it (`bash --noprofile --norc -s`,
 * detached, stdin and stdout piped, stderr ignored, PATH its only variable):
 * the runner is the module that starts processes.
 */
export interface ShellProcess {
  stdin: {
    write(text: string): unknown;
    end(): unknown;
    on(event: 'error', listener: () => void): unknown;
    unref?(): void;
  } | null;
  stdout: {
    setEncoding(encoding: 'latin1'): unknown;
    on(event: 'data', listener: (chunk: string) => void): unknown;
    ref?(): void;
    unref?(): void;
  } | null;
  on(event: 'error' | 'exit', listener: () => void): unknown;
  ref(): void;
  unref(): void;
}

interface Pending {
  base: string;
  pid?: number;
  status?: number;
  onStart(pid: number): void;
  onEnd(result: LaunchedResult | undefined): void;
}

interface Shell {
  child: ShellProcess;
  dir: string;
  /** Its bash is 5.0 or later (it said so): a job's shell may exec the program itself. */
  bash5?: boolean;
  /** Removes `dir` if this process exits first (the shell then ends by itself: its stdin closes). */
  onExit: () => void;
  pending: Map<string, Pending>;
  lineBuffer: string;
  idle?: NodeJS.Timeout;
}

/**
 * A job's exit code as a direct start reports it: null for a command that
 * could not be started (the shell's 126 and 127: not executable, an argument
 * list too long) or that a signal ended (128 + its number). git's own codes
 * are 0, 1, 128 and 129.
 */
function codeOf(status: number): number | null {
  const unstarted = status === 126 || status === 127;
  return unstarted || (status > 129 && status < 192) ? null : status;
}

/** Whether any word of `request` holds a NUL. */
function holdsNul({ program, argv, cwd, env }: LaunchRequest): boolean {
  const words = [program, cwd, ...argv, ...Object.entries(env).flat()];
  return words.some((word) => word !== undefined && word.includes('\0'));
}

/** A name the shell reads as a variable assignment (`NAME='value'`). */
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * Variables bash sets itself or acts on when one is assigned (bash(1), "Shell
 * Variables"; variables.c's special_vars): readonly ones (UID, SHELLOPTS…) it
 * refuses, dynamic ones (RANDOM, SECONDS, LINENO…) it replaces with its own
 * value, and those that change what the shell does before its `exec` (IFS,
 * EXECIGNORE, which hides programs from its PATH search, POSIXLY_CORRECT,
 * BASH_ENV…). A request that holds one is started by `env -i`, which gives
 * any name as it is. Not here, as they change nothing a job's shell does
 * before `exec`: PATH (the search `exec` makes), HOME, LANG, LC_* and TZ (the
 * shell's own messages and clock).
 */
const SHELL_VARIABLES = new Set([
  '_',
  'CDPATH',
  'CHILD_MAX',
  'COLUMNS',
  'COPROC',
  'DIRSTACK',
  'EMACS',
  'ENV',
  'EPOCHREALTIME',
  'EPOCHSECONDS',
  'EUID',
  'EXECIGNORE',
  'FCEDIT',
  'FIGNORE',
  'FUNCNAME',
  'FUNCNEST',
  'GLOBIGNORE',
  'GLOBSORT',
  'GROUPS',
  'HOSTFILE',
  'HOSTNAME',
  'HOSTTYPE',
  'IFS',
  'IGNOREEOF',
  'INPUTRC',
  'INSIDE_EMACS',
  'LINENO',
  'LINES',
  'MACHTYPE',
  'MAIL',
  'MAILCHECK',
  'MAILPATH',
  'MAPFILE',
  'OLDPWD',
  'OPTARG',
  'OPTERR',
  'OPTIND',
  'OSTYPE',
  'PIPESTATUS',
  'POSIXLY_CORRECT',
  'PPID',
  'PROMPT_COMMAND',
  'PROMPT_DIRTRIM',
  'PS0',
  'PS1',
  'PS2',
  'PS3',
  'PS4',
  'PWD',
  'RANDOM',
  'REPLY',
  'SECONDS',
  'SHELL',
  'SHELLOPTS',
  'SHLVL',
  'SRANDOM',
  'TERM',
  'TERMCAP',
  'TERMINFO',
  'TEXTDOMAIN',
  'TEXTDOMAINDIR',
  'TIMEFORMAT',
  'TMOUT',
  'UID',
  'auto_resume',
  'histchars',
  'ignoreeof',
]);

/** Families of them: BASH_ENV, BASHOPTS, BASHPID, BASH_XTRACEFD…, COMP_*, HIST*, READLINE_*. */
const SHELL_PREFIXES = ['BASH', 'COMP', 'HIST', 'READLINE'];

/** Whether a job's shell gives variable `name` to the program exactly as given (else: `env -i`). */
export function givenByShell(name: string): boolean {
  return (
    IDENTIFIER.test(name) &&
    !SHELL_VARIABLES.has(name) &&
    !SHELL_PREFIXES.some((prefix) => name.startsWith(prefix))
  );
}

/**
 * Whether bash's own `exec NAME` runs the very file execvp (`env`'s, and a
 * direct start's) runs, as execvp runs it. Both take the first executable file
 * named `program` in PATH's order, passing over directories and names not
 * there. They differ where bash expands a `~` in PATH, where a relative
 * directory (or an empty one: the current one) is searched from the job's
 * directory rather than from this process's (where this check would look),
 * where the first file found is not executable (execvp may run a later one;
 * bash says which it refused), and on a file with neither a `#!` line nor a
 * binary's header (execvp has `sh` run it; bash runs it itself, with its own
 * variables). In all of those, `env -i` starts it.
 */
function execFindsSameFile(program: string, dirs: readonly string[]): boolean {
  if (program.includes('/') || dirs.some((dir) => !dir.startsWith('/'))) return false;
  for (const dir of dirs) {
    const file = join(dir, program);
    let stats: Stats;
    try {
      stats = statSync(file);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // Nothing there: both look on. Anything else (a directory not searchable…): `env -i`.
      if (code === 'ENOENT' || code === 'ENOTDIR') continue;
      return false;
    }
    if (stats.isDirectory()) continue; // bash passes over it; execvp's exec fails, and it looks on
    return stats.isFile() && isExecutable(file) && startsAsProgram(file);
  }
  return false;
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Whether `file` begins as a program the kernel runs itself: an ELF binary or a `#!` line. */
function startsAsProgram(file: string): boolean {
  const head = Buffer.alloc(4);
  try {
    const fd = openSync(file, 'r');
    try {
      readSync(fd, head, 0, 4, 0);
    } finally {
      closeSync(fd);
    }
  } catch {
    return false;
  }
  return (
    head.equals(Buffer.from('\x7fELF', 'latin1')) || head.subarray(0, 2).toString('latin1') === '#!'
  );
}

/**
 * Whether a job's shell execs the program itself, the request's variables
 * given as assignments before `exec` (`NAME='value'… exec -- PROGRAM…`), rather
 * than exec `env -i`, which then execs the program: one process image fewer
 * per git command, about 2.5 ms of CPU on a machine slow to start them
 * (docs/PERFORMANCE.md, "git started by a shell"). The program then gets
 * exactly those variables: the shell exports none of its own (see `open`),
 * bash 5 adds none on `exec` in a subshell, and a name it would refuse,
 * replace or act on goes to `env -i` (`givenByShell`); and the same file,
 * found on the request's PATH as execvp finds it (`execFindsSameFile`).
 * `env` not empty: with no assignment, bash would pass on its list of
 * exported variables as last built, which may still hold a `_`.
 */
function execsItself(env: readonly (readonly [string, string])[], execFinds: boolean): boolean {
  return execFinds && env.length > 0 && env.every(([name]) => givenByShell(name));
}

/** Whether `dir` is a directory (a job could not enter it: the runner's own spawn says why). */
function isDirectory(dir: string): boolean {
  try {
    return statSync(dir).isDirectory();
  } catch {
    return false;
  }
}

export class GitLauncher {
  private shell: Shell | undefined;
  private unavailable = false;
  private sequence = 0;
  /** Per program and PATH: not found, found (for `env -i`), or found as the shell's `exec` finds it too. */
  private readonly found = new Map<string, 'none' | 'env' | 'exec'>();

  /** `startShell(path)`: a shell with PATH `path`, started by the runner (ShellProcess). */
  constructor(private readonly startShell: (path: string) => ShellProcess) {}

  /** Starts `request` as a job of the shell; undefined when the shell cannot run it. */
  start(request: LaunchRequest): LaunchedJob | undefined {
    if (this.unavailable || process.platform === 'win32') return undefined;
    const found = this.lookUp(request.program, request.env);
    if (found === 'none' || !isDirectory(request.cwd)) return undefined;
    // A NUL cannot reach a process (a direct start fails); the shell would drop it and run
    // something else.
    if (holdsNul(request)) return undefined;
    const shell = this.shell ?? this.open(request.env.PATH ?? '');
    if (shell === undefined) return undefined;
    const id = String(++this.sequence);
    const base = join(shell.dir, id);
    if (request.input) writeFileSync(`${base}.in`, request.input);
    let started!: (pid: number) => void;
    let ended!: (result: LaunchedResult | undefined) => void;
    const job: LaunchedJob = {
      started: new Promise((resolve) => (started = resolve)),
      ended: new Promise((resolve) => (ended = resolve)),
      abandon: () => this.settle(shell, id, undefined),
    };
    this.busy(shell);
    shell.pending.set(id, { base, onStart: started, onEnd: ended });
    shell.child.stdin?.write(
      this.jobLine(id, base, request, shell.bash5 === true && found === 'exec'),
    );
    return job;
  }

  /**
   * The line that runs `request` as job `id`: every word quoted, nothing left to the shell's
   * reading. `execFinds`: the job's shell may exec the program itself (see `execsItself`).
   */
  private jobLine(id: string, base: string, request: LaunchRequest, execFinds: boolean): string {
    const env = Object.entries(request.env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    );
    const command = [request.program, ...request.argv].map(shellQuote).join(' ');
    const input = request.input ? shellQuote(`${base}.in`) : '/dev/null';
    const start = execsItself(env, execFinds)
      ? `${env.map(([name, value]) => `${name}=${shellQuote(value)}`).join(' ')} exec -- ${command}`
      : `exec env -i ${env.map(([name, value]) => shellQuote(`${name}=${value}`)).join(' ')} ${command}`;
    const run = `cd -- ${shellQuote(request.cwd)} && ${start} <${input} >${shellQuote(`${base}.out`)} 2>${shellQuote(`${base}.err`)}`;
    // The job's own shell outlives a SIGTERM to the group (a trap, which git does not
    // inherit) to say how git ended; a SIGKILL ends it too, and then nothing is said.
    // `disown`: the shell keeps no table of the jobs it started (a non-interactive shell
    // never reports them, so each would stay listed, and every later fork walk the list).
    return `( trap : TERM; ( ${run} ); echo "E ${id} $?" ) & echo "S ${id} $!"; disown $!\n`;
  }

  /** Starts the shell now (with PATH `path`), so that a next command finds it ready. */
  warm(path: string): void {
    if (this.unavailable || this.shell !== undefined || process.platform === 'win32') return;
    const shell = this.open(path);
    if (shell !== undefined) this.idle(shell);
  }

  /**
   * Whether `program` is found on `env`'s PATH, as execvp would look for it, and whether
   * the shell's own `exec` would find and run the same file (once per PATH).
   */
  private lookUp(program: string, env: NodeJS.ProcessEnv): 'none' | 'env' | 'exec' {
    const path = env.PATH ?? '';
    const key = `${program}\0${path}`;
    let found = this.found.get(key);
    if (found === undefined) {
      const dirs = path.split(delimiter);
      const onPath = dirs.some((dir) => {
        try {
          return dir !== '' && statSync(join(dir, program)).isFile();
        } catch {
          return false;
        }
      });
      found = !onPath ? 'none' : execFindsSameFile(program, dirs) ? 'exec' : 'env';
      this.found.set(key, found);
    }
    return found;
  }

  /** A shell started with `path` (the first request's PATH: where it finds `env`). */
  private open(path: string): Shell | undefined {
    let child: ShellProcess;
    let dir: string;
    try {
      dir = mkdtempSync(join(tmpdir(), 'evolving-git-'));
      child = this.startShell(path);
    } catch {
      this.unavailable = true;
      return undefined;
    }
    const onExit = (): void => rmSync(dir, { recursive: true, force: true });
    process.on('exit', onExit);
    const shell: Shell = { child, dir, onExit, pending: new Map(), lineBuffer: '' };
    child.on('error', () => {
      this.unavailable = true; // no bash: git is started directly from now on
      this.close(shell);
    });
    // Its exit, not its streams' close: a job still running holds the shell's stdout.
    child.on('exit', () => this.close(shell));
    child.stdin?.on('error', () => undefined);
    child.stdout?.setEncoding('latin1');
    child.stdout?.on('data', (chunk: string) => this.read(shell, chunk));
    // What bash exports by itself (PWD, OLDPWD, SHLVL; it is started with PATH alone) is
    // taken back, so that a job's shell that execs the program itself gives it only the
    // request's variables; and it says its major version (`V <major>`: `$BASH_VERSINFO`'s
    // first element, which another shell reads as empty): bash before 5.0 sets SHLVL again
    // on `exec`, even in a subshell.
    child.stdin?.write('set -m\nunset OLDPWD PWD SHLVL; export -n PATH; echo "V $BASH_VERSINFO"\n');
    this.shell = shell;
    return shell;
  }

  /** The shell's lines: `V <bash's major version>`, `S <id> <pid>` and `E <id> <status>`. */
  private read(shell: Shell, chunk: string): void {
    shell.lineBuffer += chunk;
    for (let eol = shell.lineBuffer.indexOf('\n'); eol >= 0; eol = shell.lineBuffer.indexOf('\n')) {
      const [kind, id = '', value = ''] = shell.lineBuffer.slice(0, eol).split(' ');
      shell.lineBuffer = shell.lineBuffer.slice(eol + 1);
      if (kind === 'V') {
        shell.bash5 = Number(id) >= 5;
        continue;
      }
      const job = shell.pending.get(id);
      const number = Number(value);
      if (job === undefined || !Number.isSafeInteger(number)) continue;
      if (kind === 'S') {
        job.pid = number;
        job.onStart(number);
      } else if (kind === 'E') job.status = number;
      // A job may end before the shell has said it started: it ends once both are known.
      if (job.pid !== undefined && job.status !== undefined) this.settle(shell, id, job.status);
    }
  }

  /** Job `id` ended with `status` (undefined: abandoned, or the shell went away): its files read and removed. */
  private settle(shell: Shell, id: string, status: number | undefined): void {
    const job = shell.pending.get(id);
    if (job === undefined) return;
    shell.pending.delete(id);
    const result = status === undefined ? undefined : this.resultOf(job.base, status);
    for (const suffix of ['.in', '.out', '.err']) rmSync(`${job.base}${suffix}`, { force: true });
    job.onEnd(result);
    if (shell.pending.size === 0) this.idle(shell);
  }

  /**
   * What job `base` printed, and `status`. A job stopped before its command opened its
   * files (a signal between `cd` and `exec`) printed nothing.
   */
  private resultOf(base: string, status: number): LaunchedResult {
    const read = (file: string): Buffer => {
      try {
        return readFileSync(file);
      } catch {
        return Buffer.alloc(0);
      }
    };
    return {
      code: codeOf(status),
      stdout: read(`${base}.out`),
      stderr: read(`${base}.err`).toString('utf8'),
    };
  }

  /** A command is waiting: the shell keeps this process alive until it ends. */
  private busy(shell: Shell): void {
    clearTimeout(shell.idle);
    shell.child.ref();
    shell.child.stdout?.ref?.();
  }

  /** Nothing waits: the shell no longer keeps this process alive, and ends if no command comes. */
  private idle(shell: Shell): void {
    shell.child.unref();
    shell.child.stdout?.unref?.();
    shell.child.stdin?.unref?.();
    shell.idle = setTimeout(() => this.retire(shell), IDLE_MS);
    shell.idle.unref();
  }

  /** No command came: the shell ends (its stdin closed); the next command starts another. */
  private retire(shell: Shell): void {
    if (this.shell === shell) this.shell = undefined;
    shell.child.stdin?.end();
  }

  /** The shell ended: what still waited is told so (the runner starts git itself), its directory removed. */
  private close(shell: Shell): void {
    if (this.shell === shell) this.shell = undefined;
    clearTimeout(shell.idle);
    for (const id of [...shell.pending.keys()]) this.settle(shell, id, undefined);
    process.removeListener('exit', shell.onExit);
    shell.onExit();
  }
}
