/**
 * Node's built-in modules that only some commands use, loaded when first
 * used rather than when the bundle starts: an ev 0.2 command on a plain
 * repository starts no process and no worker, and compiling
 * `child_process` (with `net` and `dgram`) and `worker_threads` at start
 * was a tenth of its start-up (docs/PERFORMANCE.md, "Start-up"). Each
 * caller names its module with its type; which modules may load
 * `child_process` is scripts/check-git-owner.mjs's to say.
 */
import { createRequire } from 'node:module';

type GetBuiltinModule = (id: string) => unknown;

/** The built-in module `name` (`process.getBuiltinModule` from Node 20.16; a require before). */
export function builtin<T>(name: `node:${string}`): T {
  const get = (process as { getBuiltinModule?: GetBuiltinModule }).getBuiltinModule;
  return (get !== undefined ? get(name) : createRequire(import.meta.url)(name)) as T;
}
