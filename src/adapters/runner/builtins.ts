/**
 * Node's built-in modules that only some commands use, loaded when first
 * used rather than when the bundle starts: an ev 0.2 command on a plain
 * repository starts no process and no worker, and compiling
 * `child_process` (with `net` and `dgram`) and `worker_threads` was a
 * tenth of its start-up (docs/PERFORMANCE.md, "Start-up").
 */
import { createRequire } from 'node:module';

interface Builtins {
  'node:child_process': typeof import('node:child_process');
  'node:worker_threads': typeof import('node:worker_threads');
}

type GetBuiltinModule = (id: string) => unknown;

/** The built-in module `name` (`process.getBuiltinModule` from Node 20.16; a require before). */
export function builtin<K extends keyof Builtins>(name: K): Builtins[K] {
  const get = (process as { getBuiltinModule?: GetBuiltinModule }).getBuiltinModule;
  return (get !== undefined ? get(name) : createRequire(import.meta.url)(name)) as Builtins[K];
}
