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
 * whole), run in its directory with exactly the environment given (`env
 * -i`), its input read from a file (or /dev/null), its output and errors
 * written to files in a directory only this user may enter, read and removed
 * when it ends. The shell prints `S <id> <pid>` when a job starts and the job
 * `E <id> <status>` when its command has ended. Every word is single-quoted:
 * nothing given is ever read by the shell as code. A shell idle for a second
 * ends, and is started again when needed; it never keeps this process alive.
 *
 * Where the shell cannot be used (no bash, Windows, a directory or a program
 * that is not there, the shell gone mid-command), the runner starts git itself,
 * as it always did: `start` returns undefined, or the job ends `undefined`.
 */
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
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
  private readonly found = new Map<string, boolean>();

  /** `startShell(path)`: a shell with PATH `path`, started by the runner (ShellProcess). */
  constructor(private readonly startShell: (path: string) => ShellProcess) {}

  /** Starts `request` as a job of the shell; undefined when the shell cannot run it. */
  start(request: LaunchRequest): LaunchedJob | undefined {
    if (this.unavailable || process.platform === 'win32') return undefined;
    if (!this.onPath(request.program, request.env) || !isDirectory(request.cwd)) return undefined;
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
    shell.child.stdin?.write(this.jobLine(id, base, request));
    return job;
  }

  /** The line that runs `request` as job `id`: every word quoted, nothing left to the shell's reading. */
  private jobLine(id: string, base: string, request: LaunchRequest): string {
    const env = Object.entries(request.env)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => shellQuote(`${name}=${value as string}`));
    const command = [request.program, ...request.argv].map(shellQuote);
    const input = request.input ? shellQuote(`${base}.in`) : '/dev/null';
    const run = `cd -- ${shellQuote(request.cwd)} && exec env -i ${env.join(' ')} ${command.join(' ')} <${input} >${shellQuote(`${base}.out`)} 2>${shellQuote(`${base}.err`)}`;
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

  /** Whether `program` is found on `env`'s PATH, as execvp would look for it (once per PATH). */
  private onPath(program: string, env: NodeJS.ProcessEnv): boolean {
    const path = env.PATH ?? '';
    const key = `${program}\0${path}`;
    let found = this.found.get(key);
    if (found === undefined) {
      found = path.split(delimiter).some((dir) => {
        try {
          return dir !== '' && statSync(join(dir, program)).isFile();
        } catch {
          return false;
        }
      });
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
    child.stdin?.write('set -m\n');
    this.shell = shell;
    return shell;
  }

  /** The shell's lines: `S <id> <pid>` and `E <id> <status>`. */
  private read(shell: Shell, chunk: string): void {
    shell.lineBuffer += chunk;
    for (let eol = shell.lineBuffer.indexOf('\n'); eol >= 0; eol = shell.lineBuffer.indexOf('\n')) {
      const [kind, id = '', value = ''] = shell.lineBuffer.slice(0, eol).split(' ');
      shell.lineBuffer = shell.lineBuffer.slice(eol + 1);
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
