/**
 * The action's start, shared between the launcher's thread and its worker
 * (action/launch.ts).
 *
 * Why: on a hosted runner every job starts with a cold compile cache, and
 * the worker used to compile the two chunks it loads at start (the action's
 * own code, 1 MB, and the libraries', 1.3 MB) one after the other, then load
 * Node's built-in modules (crypto, http, https, http2, zlib…) one by one as
 * the libraries asked for them. The launcher's thread is idle meanwhile. Now
 * it compiles both chunks into the job's compile cache while the worker
 * boots, and the worker loads those built-in modules (which no other thread
 * can load for it) while the chunks compile; then it loads the chunks from
 * the cache. The action reaches its first line 16 to 19 ms sooner
 * (docs/PERFORMANCE.md).
 *
 * How: the launcher tells the worker through one Int32 in a buffer both
 * share (`compiledAheadFlag`): PENDING until its compiling is over, however
 * it ends (done, failed, or never begun: no cache on this Node, or none
 * allowed). The worker waits for it, bounded by COMPILED_AHEAD_WAIT_MS, then
 * loads its chunks whatever the flag says: a chunk not in the cache it
 * compiles itself, as before. Loading a chunk only defines its modules:
 * nothing of the action runs on the launcher's thread.
 */
import type * as WorkerThreads from 'node:worker_threads';
import { builtin } from './builtins.js';
import { enableCompileCache, flushCompileCache } from './compile-cache.js';

/** The flag's values: the launcher still compiling, or done with it (however it ended). */
const PENDING = 0;
const OVER = 1;

/**
 * How long the worker waits for the launcher's compiling at most. The
 * launcher is done about 70 ms after the process starts, the worker ready
 * to load its chunks about then too; a launcher slower than this (a busy
 * single core) leaves the worker to compile what is still missing.
 */
export const COMPILED_AHEAD_WAIT_MS = 40;

/** The flag the launcher passes to its worker (workerData.compiledAhead). */
export function compiledAheadFlag(): SharedArrayBuffer {
  return new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT);
}

function markOver(flag: SharedArrayBuffer): void {
  const cell = new Int32Array(flag);
  Atomics.store(cell, 0, OVER);
  Atomics.notify(cell, 0);
}

/** Each chunk compiled in turn (loading a chunk compiles it), the cache written out after each. */
async function compileInTurn(chunks: readonly string[], base: URL): Promise<void> {
  for (const chunk of chunks) {
    await import(/* webpackIgnore: true */ new URL(chunk, base).href);
    flushCompileCache();
  }
}

/**
 * The launcher's side: compiles `chunks` (files beside `base`, in turn) into
 * the compile cache at `cacheDir`, and marks the flag over when done, failed,
 * or when there is nothing to do. Never throws.
 */
export function compileChunksAhead(
  chunks: readonly string[],
  base: URL,
  cacheDir: string | undefined,
  flag: SharedArrayBuffer,
): void {
  if (chunks.length === 0 || !enableCompileCache(cacheDir)) return markOver(flag);
  void compileInTurn(chunks, base)
    .catch(() => undefined)
    .finally(() => markOver(flag));
}

/**
 * The worker's side: returns once the launcher's compiling is over (true),
 * or when `maxMs` have passed first (false); at once without a flag (no
 * launcher: the action started directly, a test).
 */
export function awaitCompiledAhead(flag: unknown, maxMs = COMPILED_AHEAD_WAIT_MS): boolean {
  // workerData is this thread's own copy: a buffer of this realm (as process-groups.ts reads it).
  if (!(flag instanceof SharedArrayBuffer) || flag.byteLength < Int32Array.BYTES_PER_ELEMENT)
    return true;
  return Atomics.wait(new Int32Array(flag, 0, 1), 0, PENDING, maxMs) !== 'timed-out';
}

/** The flag this thread's launcher passed, if this thread is its worker. */
export function launcherFlag(): unknown {
  const { isMainThread, workerData } = builtin<typeof WorkerThreads>('node:worker_threads');
  if (isMainThread) return undefined;
  return (workerData as { compiledAhead?: unknown } | null | undefined)?.compiledAhead;
}

/**
 * Node's built-in modules the action's chunks load when they are evaluated
 * (the libraries: @actions/*'s and undici's HTTP stack), those that take a
 * worker of Node 24 more than a moment to load: 12 to 15 ms in all, http2
 * and crypto most. Not `child_process`: which modules may name it is
 * scripts/check-git-owner.mjs's to say, and it is cheap beside these.
 */
export const START_BUILTINS = [
  'node:os',
  'node:crypto',
  'node:net',
  'node:http',
  'node:tls',
  'node:https',
  'node:assert',
  'node:http2',
  'node:url',
  'node:dns',
  'node:zlib',
  'node:timers/promises',
] as const;

/** Loads START_BUILTINS now, on this thread (each once per thread; later asks find it loaded). */
export function loadStartBuiltins(): void {
  for (const name of START_BUILTINS) builtin(name);
}
