#!/usr/bin/env node
/**
 * dist/cli.js (bin `ev-action`): the compile cache first, then the command
 * line itself (cli/start.ts), a chunk of its own: what is loaded after the
 * cache is on is what the cache keeps (adapters/runner/compile-cache.ts).
 */
import { enableCompileCache, userCompileCacheDir } from './adapters/runner/compile-cache.js';
import { startGitEarly } from './cli/early-git.js';

enableCompileCache(userCompileCacheDir());
try {
  // git starts while the command line loads (cli/early-git.ts); a guess that fails starts nothing.
  startGitEarly(process.argv.slice(2), process.cwd(), process.env);
} catch {
  // The command itself meets whatever made the guess fail.
}
import('./cli/start.js').catch((error: unknown) => {
  process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
