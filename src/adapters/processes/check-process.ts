/**
 * One bound command as a process: `sh -c <command>` in its own process group
 * (process-groups.ts), stdin /dev/null (ev inherits it; a test waiting on a
 * terminal would hang a CI job), an optional time bound after which the group
 * is killed, its output passed through as it comes and also kept: a bounded
 * tail for the report, and the SHA-256 and size of all of stdout and stderr
 * for the evidence. The only module besides git/runner.ts that starts processes
 * (.dependency-cruiser.cjs); it never starts git (scripts/check-git-owner.mjs).
 *
 * Isolated (the action, `isolate`): on Linux, where `unshare` may create a
 * user and PID namespace, each command runs as PID 1 of a namespace of its
 * own with its own `/proc` (docs/USAGE.md#what-a-bound-check-can-reach). When
 * it exits the kernel kills everything left in the namespace, however it
 * detached (`setsid`, a double fork, `nohup`), and no process outside it —
 * the action, the runner, their environments — is visible to it. Where
 * namespaces are not permitted, every process still carrying the run's
 * marker variable is killed once the command ends (a best effort: a process
 * that clears its environment and leaves its group escapes it).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import { nowNanos } from '../runner/clock.js';
import {
  isStopping,
  killGroup,
  onStop,
  registerGroup,
  releaseGroup,
  STOP_GRACE_MS,
} from './process-groups.js';

export interface CommandOutcome {
  /** null when the process was killed (timeout, signal) or never started. */
  exitCode: number | null;
  signal: string | null;
  timedOut: boolean;
  /** Set when `sh` could not be started at all. */
  spawnError?: string;
  stdoutSha256: string;
  stderrSha256: string;
  stdoutBytes: number;
  stderrBytes: number;
  /** The end of stdout and stderr as they interleaved, at most `tailBytes`. */
  outputTail: string;
  startedAt: bigint;
  finishedAt: bigint;
}

export interface CommandOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Kill the command's process group after this long; undefined = no limit (as ev). */
  timeoutMs?: number;
  onStdout?: (text: string) => void;
  onStderr?: (text: string) => void;
  tailBytes?: number;
  clock?: () => bigint;
  /** Run in a PID namespace of its own when the host permits it (`checkIsolation`). */
  isolate?: boolean;
}

export const DEFAULT_TAIL_BYTES = 16 * 1024;
/** After SIGTERM, how long a timed-out group gets before SIGKILL. */
const KILL_GRACE_MS = STOP_GRACE_MS;
/** After exit, how long to wait for grandchildren still holding the pipes. */
const DRAIN_GRACE_MS = 2000;
/** Keeps the last `limit` bytes written. */
class Tail {
  private chunks: Buffer[] = [];
  private size = 0;
  constructor(private readonly limit: number) {}
  push(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.size += chunk.length;
    while (this.size - (this.chunks[0]?.length ?? 0) >= this.limit && this.chunks.length > 1) {
      this.size -= (this.chunks.shift() as Buffer).length;
    }
  }
  text(): string {
    const all = Buffer.concat(this.chunks);
    const tail = all.subarray(Math.max(0, all.length - this.limit));
    // A cut through a multi-byte character leaves replacement characters at the start: drop them.
    return tail.toString('utf8').replace(/^\uFFFD+/, '');
  }
}

// ---------------------------------------------------------------------------
// Isolation

/** How bound commands are kept apart from the action on this host. */
export type IsolationMode = 'pid-namespace' | 'marked-processes';

export interface CheckIsolation {
  mode: IsolationMode;
  /** The argv that runs `sh -c <command>` (after these) inside the namespace; [] without one. */
  prefix: readonly string[];
  /** Why there is no namespace (the probe's answer), for the log. */
  why?: string;
}

/** Where `unshare` is looked for: never on PATH, which the checkout's files could shadow. */
const UNSHARE_PATHS = ['/usr/bin/unshare', '/bin/unshare'];

/**
 * A user namespace mapping the runner's user to itself (so the command runs
 * as that user, without capabilities, and a setuid program such as `sudo`
 * cannot raise it), a PID namespace whose first process is the command (when
 * it exits, the kernel kills the rest), and a mount namespace with a `/proc`
 * of its own (no other process, and no other process's environment, is
 * visible). `--kill-child`: the namespace also dies if `unshare` is killed.
 */
const NAMESPACE_FLAGS = [
  '--user',
  '--map-current-user',
  '--pid',
  '--fork',
  '--kill-child',
  '--mount-proc',
  '--',
];

/** The marker every isolated command's environment carries (its value: that command's own). */
export const CHECK_MARKER = 'EVOLVING_BOUND_CHECK';

let probed: Promise<CheckIsolation> | undefined;

/**
 * Whether bound commands can run in a namespace of their own here: asked
 * once per process, by running one that must see itself as PID 1 and no
 * process of the host in its `/proc`.
 */
export function checkIsolation(env: NodeJS.ProcessEnv = {}): Promise<CheckIsolation> {
  probed ??= probeIsolation(env);
  return probed;
}

/** Forget the probe's answer (tests). */
export function resetCheckIsolation(answer?: CheckIsolation): void {
  probed = answer === undefined ? undefined : Promise.resolve(answer);
}

function probeIsolation(env: NodeJS.ProcessEnv): Promise<CheckIsolation> {
  const marked = (why: string): CheckIsolation => ({ mode: 'marked-processes', prefix: [], why });
  if (process.platform !== 'linux')
    return Promise.resolve(marked(`not Linux (${process.platform})`));
  const unshare = UNSHARE_PATHS.find((path) => existsSync(path));
  if (unshare === undefined)
    return Promise.resolve(marked('unshare (util-linux) is not installed'));
  const prefix = [unshare, ...NAMESPACE_FLAGS];
  const token = randomUUID();
  // PID 1 is this shell (its argv carries the token), and /proc shows no process of the host.
  const script = `grep -q ${token} /proc/1/cmdline && [ "$$" = 1 ] && [ ! -e /proc/${process.pid} -o ${process.pid} -lt 8 ]`;
  return new Promise((resolve) => {
    let child: ChildProcess;
    try {
      child = spawn(prefix[0] as string, [...prefix.slice(1), 'sh', '-c', script, token], {
        env: { PATH: env.PATH ?? '/usr/bin:/bin' },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
    } catch (error) {
      resolve(marked(error instanceof Error ? error.message : String(error)));
      return;
    }
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve(marked(error.message));
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve({ mode: 'pid-namespace', prefix });
      else
        resolve(
          marked(
            stderr.trim().split('\n')[0] ||
              `the namespace probe exited ${code === null ? 'on a signal' : code}`,
          ),
        );
    });
  });
}

/** What one process's /proc entries say about a run's marker. */
export type MarkerSighting = 'marked' | 'between-programs' | 'other';

/** The kernel's flag for its own threads (`PF_KTHREAD`, /proc/<pid>/stat's ninth field). */
const KERNEL_THREAD_FLAG = 0x00200000;

/**
 * Whether a process carries the marker (`needle`: `NAME=value\0`), from its
 * environment's bytes. An empty environment is read while a process is
 * between two programs: in an exec, the new program's environment is not in
 * place yet. A marked process's child caught there looks unmarked, so it is
 * `between-programs` and looked at again, unless `stat` (its /proc stat
 * line, undefined when gone) shows it never will have one: a zombie (it runs
 * no code again) or a kernel thread.
 */
export function markerSighting(
  environ: Buffer,
  needle: Buffer,
  stat: () => string | undefined,
): MarkerSighting {
  if (environ.length > 0) return environ.includes(needle) ? 'marked' : 'other';
  const line = stat();
  if (line === undefined) return 'other';
  const fields = statFields(line);
  if (isZombie(fields)) return 'other';
  return (Number(fields[6]) & KERNEL_THREAD_FLAG) !== 0 ? 'other' : 'between-programs';
}

/**
 * A /proc stat line's fields after the command's `(name)`, which may itself
 * hold spaces and `)`: state, ppid, pgrp, session, tty, tpgid, flags, …
 */
function statFields(line: string): string[] {
  return line.slice(line.lastIndexOf(')') + 2).split(' ');
}

/** A zombie has exited (its parent has yet to reap it): it runs no code again. */
function isZombie(fields: readonly string[]): boolean {
  return fields[0] === 'Z';
}

function readProc(pid: string, file: string): Buffer | undefined {
  try {
    return readFileSync(`/proc/${pid}/${file}`);
  } catch {
    return undefined; // gone meanwhile, or another user's
  }
}

/**
 * The processes whose environment carries this marker (those readable: the
 * runner's user's), and those between two programs (markerSighting).
 */
function scanForMarker(marker: string): { marked: number[]; betweenPrograms: number[] } {
  const needle = Buffer.from(`${CHECK_MARKER}=${marker}\0`);
  const scan = { marked: [] as number[], betweenPrograms: [] as number[] };
  let names: string[];
  try {
    names = readdirSync('/proc');
  } catch {
    return scan;
  }
  for (const name of names) {
    if (!/^\d+$/.test(name) || Number(name) === process.pid) continue;
    const environ = readProc(name, 'environ');
    if (environ === undefined) continue;
    const sighting = markerSighting(environ, needle, () => readProc(name, 'stat')?.toString());
    if (sighting === 'marked') scan.marked.push(Number(name));
    else if (sighting === 'between-programs') scan.betweenPrograms.push(Number(name));
  }
  return scan;
}

/** How many scans of /proc a sweep makes at most. */
const SWEEP_ROUNDS = 20;
/** How many times a process between two programs is looked at again (EXIT_PAUSE_MS apart). */
const BETWEEN_PROGRAMS_LOOKS = 5;

/**
 * Kills every process still carrying the marker: what a bound command left
 * running after it left its process group (`setsid`, a double fork).
 * Repeated until none is found, so a process forking meanwhile is caught
 * too; a process caught between two programs (its environment not readable
 * yet) is looked at again shortly, a few times at most (another user's
 * program started with no environment at all stays so).
 */
export function killMarkedProcesses(marker: string): number {
  if (process.platform !== 'linux') return 0;
  let killed = 0;
  const signalled = new Set<number>();
  const looks = new Map<number, number>();
  for (let round = 0; round < SWEEP_ROUNDS; round++) {
    const { marked, betweenPrograms } = scanForMarker(marker);
    const unsure = betweenPrograms.filter((pid) => (looks.get(pid) ?? 0) < BETWEEN_PROGRAMS_LOOKS);
    if (marked.length === 0 && unsure.length === 0) break;
    for (const pid of unsure) looks.set(pid, (looks.get(pid) ?? 0) + 1);
    for (const pid of marked) {
      try {
        process.kill(pid, 'SIGKILL');
        killed++;
        signalled.add(pid);
      } catch {
        // already gone
      }
    }
    if (marked.length === 0) pause(EXIT_PAUSE_MS);
  }
  awaitExits([...signalled]);
  return killed;
}

/** How long awaitExits waits at most: rounds of EXIT_PAUSE_MS. */
const EXIT_WAIT_ROUNDS = 500;
const EXIT_PAUSE_MS = 2;

/** A cell no one notifies: waiting on it is a plain pause of this thread. */
const PAUSE_CELL = new Int32Array(new SharedArrayBuffer(4));

function pause(ms: number): void {
  Atomics.wait(PAUSE_CELL, 0, 0, ms);
}

/**
 * Waits (a second at most) until each of `pids` has exited: gone, or a
 * zombie its parent has yet to reap. A process sent SIGKILL runs none of its
 * code again, but on a busy machine it may still be tearing down (an exec
 * reading its program from a busy disk) when the check's end is reported;
 * "dead once the check has ended" means it is gone by then. A process
 * exits within a millisecond or two: the bound only matters under load.
 */
function awaitExits(pids: readonly number[]): void {
  for (let round = 0; round < EXIT_WAIT_ROUNDS; round++) {
    if (pids.every(hasExited)) return;
    pause(EXIT_PAUSE_MS);
  }
}

function hasExited(pid: number): boolean {
  const stat = readProc(String(pid), 'stat');
  return stat === undefined || isZombie(statFields(stat.toString())); // gone, or a zombie
}

// ---------------------------------------------------------------------------

export async function runShellCommand(
  command: string,
  options: CommandOptions,
): Promise<CommandOutcome> {
  const isolation = options.isolate ? await checkIsolation(options.env) : undefined;
  return runIsolated(command, options, isolation);
}

function runIsolated(
  command: string,
  options: CommandOptions,
  isolation: CheckIsolation | undefined,
): Promise<CommandOutcome> {
  const clock = options.clock ?? nowNanos;
  const startedAt = clock();
  const tail = new Tail(options.tailBytes ?? DEFAULT_TAIL_BYTES);
  const hashes = { stdout: createHash('sha256'), stderr: createHash('sha256') };
  const bytes = { stdout: 0, stderr: 0 };
  const decoders = { stdout: new StringDecoder('utf8'), stderr: new StringDecoder('utf8') };

  return new Promise((resolve) => {
    let child: ChildProcess;
    let marker: string | undefined;
    let unhook: () => void = () => undefined;
    let timedOut = false;
    let settled = false;
    const timers: NodeJS.Timeout[] = [];
    const finish = (exitCode: number | null, signal: string | null, spawnError?: string): void => {
      if (settled) return;
      settled = true;
      timers.forEach(clearTimeout);
      unhook();
      if (child?.pid !== undefined) releaseGroup(child.pid);
      const flush = (stream: 'stdout' | 'stderr', sink?: (text: string) => void): void => {
        const rest = decoders[stream].end();
        if (rest !== '' && sink) sink(rest);
      };
      flush('stdout', options.onStdout);
      flush('stderr', options.onStderr);
      const outcome: CommandOutcome = {
        exitCode,
        signal,
        timedOut,
        stdoutSha256: hashes.stdout.digest('hex'),
        stderrSha256: hashes.stderr.digest('hex'),
        stdoutBytes: bytes.stdout,
        stderrBytes: bytes.stderr,
        outputTail: tail.text(),
        startedAt,
        finishedAt: clock(),
      };
      if (spawnError !== undefined) outcome.spawnError = spawnError;
      resolve(outcome);
    };
    if (isStopping()) {
      finish(null, null, 'the step is being stopped');
      return;
    }
    try {
      // A process group of its own: the command and everything it starts are stopped together
      // (process-groups.ts), when it ends, times out, or the step is cancelled.
      const prefix = isolation?.prefix ?? [];
      // One marker per command: a sweep after it never touches a check still running beside it.
      marker = isolation ? randomUUID() : undefined;
      // A cancel stops the groups; what left its group goes too (a namespace dies with its group).
      const swept = marker;
      if (swept !== undefined && isolation?.mode === 'marked-processes')
        unhook = onStop(() => void killMarkedProcesses(swept));
      const [file, ...args] = [...prefix, 'sh', '-c', command];
      child = spawn(file as string, args, {
        cwd: options.cwd,
        env: marker ? { ...options.env, [CHECK_MARKER]: marker } : options.env,
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      });
    } catch (error) {
      finish(null, null, error instanceof Error ? error.message : String(error));
      return;
    }
    const take =
      (stream: 'stdout' | 'stderr', sink?: (text: string) => void) => (chunk: Buffer) => {
        hashes[stream].update(chunk);
        bytes[stream] += chunk.length;
        tail.push(chunk);
        if (sink) {
          const text = decoders[stream].write(chunk);
          if (text !== '') sink(text);
        }
      };
    child.stdout?.on('data', take('stdout', options.onStdout));
    child.stderr?.on('data', take('stderr', options.onStderr));
    child.on('error', (error) => finish(null, null, error.message));
    if (child.pid !== undefined) registerGroup(child.pid);
    if (options.timeoutMs !== undefined) {
      timers.push(
        setTimeout(() => {
          timedOut = true;
          if (child.pid === undefined) return;
          killGroup(child.pid, 'SIGTERM');
          timers.push(setTimeout(() => killGroup(child.pid as number, 'SIGKILL'), KILL_GRACE_MS));
        }, options.timeoutMs),
      );
    }
    let exit: { code: number | null; signal: string | null } | undefined;
    child.on('exit', (code, signal) => {
      exit = { code, signal };
      // What the command left running in its group dies with it: a background process could
      // otherwise write the step's command files after the action restored them.
      if (child.pid !== undefined) killGroup(child.pid, 'SIGKILL');
      // And what left the group: inside a namespace the kernel already killed it with the command.
      if (marker !== undefined && isolation?.mode === 'marked-processes')
        killMarkedProcesses(marker);
      // Grandchildren may keep our pipes open: do not wait for them forever.
      timers.push(
        setTimeout(() => {
          child.stdout?.destroy();
          child.stderr?.destroy();
          finish(code, signal);
        }, DRAIN_GRACE_MS),
      );
    });
    child.on('close', (code, signal) => finish(exit?.code ?? code, exit?.signal ?? signal));
  });
}
