/**
 * No child process outlives the step. Every process the action starts — a
 * bound check's `sh -c`, a git command — runs in a process group of its own
 * (`detached`), registered here while it runs, and is stopped with its whole
 * group: what a check leaves running in the background goes with it.
 *
 * - A command that ends: its group is killed at once (check-process.ts, git/runner.ts).
 * - A command that times out: SIGTERM to its group, SIGKILL after a grace.
 * - The step is cancelled: the runner sends SIGINT, then SIGTERM, to the
 *   node process. The action runs in a worker thread (action/launch.ts),
 *   which signals never reach, so the main thread forwards a stop request
 *   (`STOP_MESSAGE`); the worker stops starting processes, stops every
 *   group (SIGTERM, then SIGKILL after `STOP_GRACE_MS`), runs the hooks that
 *   put back what a check may have changed (`onStop`) and exits with
 *   128 + the signal's number. The groups are also mirrored in a shared
 *   buffer the main thread reads, so a worker that cannot answer (a bug, a
 *   loop) does not keep them alive: the main thread kills them itself.
 * - The process exits: every group still registered is killed (the entry
 *   installs that with `listenForStop`).
 *
 * A process that leaves its group on purpose (`setsid`) is out of reach of
 * any of this; USAGE's trust model says so.
 */
import type * as WorkerThreads from 'node:worker_threads';
import { builtin } from '../runner/builtins.js';

/** How long a stopped group gets between SIGTERM and SIGKILL. */
export const STOP_GRACE_MS = 2000;

/** The stop request the main thread sends the worker (action/launch.ts). */
export const STOP_MESSAGE = 'evolving:stop';

/** Slots of the shared mirror: process groups running at once (check-jobs plus a few git). */
export const SHARED_SLOTS = 1024;

const live = new Set<number>();
const hooks = new Set<() => void>();
let stopping = false;

/** node:worker_threads, loaded when first asked (a CLI command that starts nothing never does). */
function threads(): typeof WorkerThreads {
  return builtin<typeof WorkerThreads>('node:worker_threads');
}

/**
 * The mirror of `live` the main thread reads (a worker's `workerData.processGroups`),
 * found when the first group is registered: a command that starts none never loads
 * `worker_threads`.
 */
let shared: Int32Array | null | undefined;
function sharedMirror(): Int32Array | null {
  if (shared === undefined) {
    const { isMainThread, workerData } = threads();
    const buffer = (workerData as { processGroups?: unknown } | null | undefined)?.processGroups;
    shared = !isMainThread && buffer instanceof SharedArrayBuffer ? new Int32Array(buffer) : null;
  }
  return shared;
}

/** A buffer for a worker's `workerData.processGroups` (the main thread's copy of the list). */
export function sharedGroupRegistry(): SharedArrayBuffer {
  return new SharedArrayBuffer(SHARED_SLOTS * Int32Array.BYTES_PER_ELEMENT);
}

/** The process groups a shared registry lists. */
export function groupsIn(buffer: SharedArrayBuffer): number[] {
  const slots = new Int32Array(buffer);
  const groups: number[] = [];
  for (let i = 0; i < slots.length; i++) {
    const pid = Atomics.load(slots, i);
    if (pid > 0) groups.push(pid);
  }
  return groups;
}

/** Sends `signal` to the whole process group `pid` (a no-op when it is gone). */
export function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

/** Whether any process of the group is still there. */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A group started by this process (the leader's pid), until `releaseGroup`. */
export function registerGroup(pid: number): void {
  live.add(pid);
  const mirror = sharedMirror();
  if (mirror === null) return;
  for (let i = 0; i < mirror.length; i++)
    if (Atomics.compareExchange(mirror, i, 0, pid) === 0) return;
  // Full: the worker still kills it; only the main thread's fallback does not see it.
}

/** The group ended (its leader exited and the group was killed). */
export function releaseGroup(pid: number): void {
  live.delete(pid);
  const mirror = sharedMirror();
  if (mirror === null) return;
  for (let i = 0; i < mirror.length; i++)
    if (Atomics.compareExchange(mirror, i, pid, 0) === pid) return;
}

/** Whether the step is being stopped: no new process may start. */
export function isStopping(): boolean {
  return stopping;
}

/**
 * Runs `hook` (synchronously) if the step is stopped before the returned
 * function is called: how the action puts back the step's command files and
 * the evidence files when a cancel arrives while the checks run.
 */
export function onStop(hook: () => void): () => void {
  hooks.add(hook);
  return () => void hooks.delete(hook);
}

const SIGNAL_NUMBERS: Partial<Record<NodeJS.Signals, number>> = { SIGINT: 2, SIGTERM: 15 };

/** The exit code of a process stopped by `signal` (128 + its number, as a shell reports it). */
export function exitCodeFor(signal: NodeJS.Signals): number {
  return 128 + (SIGNAL_NUMBERS[signal] ?? 15);
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** SIGTERM to every registered group, SIGKILL to those still there after the grace. */
export async function stopAllGroups(graceMs = STOP_GRACE_MS): Promise<void> {
  const groups = [...live];
  for (const pid of groups) killGroup(pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (groups.some(groupAlive) && Date.now() < deadline) await pause(50);
  for (const pid of groups) killGroup(pid, 'SIGKILL');
}

/**
 * Stops the step: no process starts any more, every group is stopped, the
 * stop hooks run, and the thread exits with 128 + the signal's number.
 * `write` says what happened (a workflow warning in the action).
 */
export async function stopEverything(
  signal: NodeJS.Signals,
  write: (line: string) => void,
): Promise<void> {
  if (stopping) {
    // A second signal: no more grace.
    for (const pid of live) killGroup(pid, 'SIGKILL');
    return;
  }
  stopping = true;
  const running = live.size;
  await stopAllGroups();
  for (const hook of [...hooks]) {
    try {
      hook();
    } catch {
      // each hook reports its own failures; the next must still run
    }
  }
  write(
    `Stopped by ${signal}: ${running === 1 ? '1 process group' : `${running} process groups`} still running (bound checks, git) stopped with everything they started.`,
  );
  process.exit(exitCodeFor(signal));
}

/**
 * Listens for the stop request: the main thread's message in a worker, the
 * signals themselves otherwise (dist/action.js run directly, the CLI).
 */
export function listenForStop(write: (line: string) => void): void {
  const { isMainThread, parentPort } = threads();
  if (!isMainThread && parentPort !== null) {
    process.on('exit', killLiveGroups);
    const port = parentPort;
    port.on('message', (message: unknown) => {
      const request = message as { type?: unknown; signal?: unknown } | null;
      if (request?.type === STOP_MESSAGE)
        void stopEverything(request.signal === 'SIGINT' ? 'SIGINT' : 'SIGTERM', write);
    });
    // Listening must not keep the worker alive once the action is done.
    port.unref();
    return;
  }
  listenForSignals(write);
}

/** listenForStop where the caller is surely the process's main thread (the CLI). */
export function listenForSignals(write: (line: string) => void): void {
  // Installed by the entry that owns the process (or the worker), not on import: a module
  // loaded into another program (a test, a tool) adds no listener to its process.
  process.on('exit', killLiveGroups);
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => void stopEverything(signal, write));
}

/** On exit, however it comes: every group still registered is killed. */
function killLiveGroups(): void {
  for (const pid of live) killGroup(pid, 'SIGKILL');
}
