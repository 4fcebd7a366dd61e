#!/usr/bin/env node
/**
 * dist/cli.js (bin `ev-action`): the compile cache first, then the command
 * line itself (cli/start.ts), a chunk of its own: what is loaded after the
 * cache is on is what the cache keeps (adapters/runner/compile-cache.ts).
 */
import { enableCompileCache, userCompileCacheDir } from './adapters/runner/compile-cache.js';

// The one read of the environment before the settings are: the cache must be on first.
enableCompileCache(userCompileCacheDir(process.env));
import('./cli/start.js').catch((error: unknown) => {
  process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
