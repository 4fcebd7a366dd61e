/**
 * Node's module compile cache (docs/PERFORMANCE.md#start-up): V8's compiled
 * code for the bundles, kept on disk so that the next start skips most of
 * the compiling. Node 22.1 and later have `module.enableCompileCache`; on
 * an older Node this does nothing.
 *
 * The directory must be one no other user can write: cached code is run
 * as it is read back, so whoever can plant a file in it runs code as us.
 * Node's default (`os.tmpdir()/node-compile-cache`) sits in a shared,
 * world-writable directory where another user may create it first, so it
 * is never used. The CLI keeps its cache under the user's own cache
 * directory, the action under the job's RUNNER_TEMP. Either is used only
 * when it, and the directory holding it, belong to this user (or root) and
 * no one else may write to them; otherwise the cache stays off, silently.
 * NODE_DISABLE_COMPILE_CACHE=1 turns it off (Node's own switch).
 */
import { lstatSync, mkdirSync } from 'node:fs';
import module from 'node:module';
import { homedir } from 'node:os';
import { dirname, isAbsolute, join } from 'node:path';

const CACHE_NAME = join('evolving-action', 'compile-cache');

/** The CLI's cache: $XDG_CACHE_HOME (when absolute) or ~/.cache, then evolving-action/compile-cache. */
export function userCompileCacheDir(env: NodeJS.ProcessEnv): string | undefined {
  const xdg = env.XDG_CACHE_HOME;
  if (xdg !== undefined && isAbsolute(xdg)) return join(xdg, CACHE_NAME);
  let home: string;
  try {
    home = homedir();
  } catch {
    return undefined;
  }
  return isAbsolute(home) ? join(home, '.cache', CACHE_NAME) : undefined;
}

/** The action's cache: under the job's own temporary directory, RUNNER_TEMP. */
export function runnerCompileCacheDir(env: NodeJS.ProcessEnv): string | undefined {
  const temp = env.RUNNER_TEMP;
  return temp !== undefined && isAbsolute(temp) ? join(temp, CACHE_NAME) : undefined;
}

/** A directory (not a link) of this user or root that neither group nor others may write. */
function privateDirectory(path: string, uid: number): boolean {
  const stat = lstatSync(path, { throwIfNoEntry: false });
  return (
    stat !== undefined &&
    stat.isDirectory() &&
    (stat.uid === uid || stat.uid === 0) &&
    (stat.mode & 0o022) === 0
  );
}

/**
 * The directory holding ours: writable by others only when sticky (as
 * /tmp is), where no one may rename what another user made.
 */
function steadyDirectory(path: string): boolean {
  const stat = lstatSync(path, { throwIfNoEntry: false });
  return stat !== undefined && ((stat.mode & 0o022) === 0 || (stat.mode & 0o1000) !== 0);
}

/**
 * Whether `dir` may hold the cache: created if missing (mode 0700), then
 * it and its parent checked, and the directory above them. POSIX only:
 * without user ids to compare, no cache.
 */
export function safeCacheDirectory(dir: string): boolean {
  const uid = process.getuid?.();
  if (uid === undefined) return false;
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const parent = dirname(dir);
    return (
      privateDirectory(dir, uid) &&
      privateDirectory(parent, uid) &&
      steadyDirectory(dirname(parent))
    );
  } catch {
    return false;
  }
}

/**
 * `dir` when a cache may be kept there (safeCacheDirectory) and caching is
 * not turned off (NODE_DISABLE_COMPILE_CACHE=1, Node's switch), else undefined.
 */
export function privateCacheDirectory(
  dir: string | undefined,
  env: NodeJS.ProcessEnv,
): string | undefined {
  return dir !== undefined && env.NODE_DISABLE_COMPILE_CACHE !== '1' && safeCacheDirectory(dir)
    ? dir
    : undefined;
}

type EnableCompileCache = (dir: string) => unknown;
type FlushCompileCache = () => unknown;

/**
 * Turns the compile cache on for what this thread loads from now on (a
 * worker thread asks for itself), in `dir` as privateCacheDirectory gave it
 * (undefined: no cache). Never fails: a cache is only ever a saving. True
 * when this Node has the cache and was asked to turn it on.
 */
export function enableCompileCache(dir: string | undefined): boolean {
  const enable = (module as unknown as { enableCompileCache?: EnableCompileCache })
    .enableCompileCache;
  if (typeof enable !== 'function' || dir === undefined) return false;
  try {
    enable(dir);
    return true;
  } catch {
    // A cache that cannot be had costs only the time it would have saved.
    return false;
  }
}

/**
 * Writes what this thread has compiled to its cache now, rather than when
 * the process exits (Node 22.10 and later; before, nothing). Never fails.
 */
export function flushCompileCache(): void {
  const flush = (module as unknown as { flushCompileCache?: FlushCompileCache }).flushCompileCache;
  if (typeof flush !== 'function') return;
  try {
    flush();
  } catch {
    // As above: only a saving is lost.
  }
}
