/**
 * One bound command as a process: `sh -c <command>` in its own process group
 * (process-groups.ts), stdin /dev/null (ev inherits it; a test waiting on a
 * terminal would hang a CI job), an optional time bound after which the group
 * is killed, its output passed through as it comes and also kept: a bounded
 * tail for the report, and the SHA-256 and size of all of stdout and stderr
 * for the evidence. The only module besides git.ts that starts processes
 * (.dependency-cruiser.cjs); it never starts git (scripts/check-git-owner.mjs).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { StringDecoder } from 'node:string_decoder';
import { nowNanos } from './clock.js';
import {
  isStopping,
  killGroup,
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

export function runShellCommand(command: string, options: CommandOptions): Promise<CommandOutcome> {
  const clock = options.clock ?? nowNanos;
  const startedAt = clock();
  const tail = new Tail(options.tailBytes ?? DEFAULT_TAIL_BYTES);
  const hashes = { stdout: createHash('sha256'), stderr: createHash('sha256') };
  const bytes = { stdout: 0, stderr: 0 };
  const decoders = { stdout: new StringDecoder('utf8'), stderr: new StringDecoder('utf8') };

  return new Promise((resolve) => {
    let child: ChildProcess;
    let timedOut = false;
    let settled = false;
    const timers: NodeJS.Timeout[] = [];
    const finish = (exitCode: number | null, signal: string | null, spawnError?: string): void => {
      if (settled) return;
      settled = true;
      timers.forEach(clearTimeout);
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
      child = spawn('sh', ['-c', command], {
        cwd: options.cwd,
        env: options.env,
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
