/**
 * dist/action.js: the GitHub Action itself, which dist/index.js runs in a
 * worker thread (action/launch.ts); run directly, it behaves the same. The
 * compile cache first (each thread asks for its own), then Node's built-in
 * modules the libraries load, while the launcher compiles the chunks
 * (adapters/runner/compile-ahead.ts), then the action (action/start.ts), a
 * chunk of its own so that the cache keeps its code.
 */
import {
  enableCompileCache,
  privateCacheDirectory,
  runnerCompileCacheDir,
} from './adapters/runner/compile-cache.js';
import {
  awaitCompiledAhead,
  launcherFlag,
  loadStartBuiltins,
} from './adapters/runner/compile-ahead.js';

// The one read of the environment before the settings are: the cache must be on first.
enableCompileCache(privateCacheDirectory(runnerCompileCacheDir(process.env), process.env));
loadStartBuiltins();
awaitCompiledAhead(launcherFlag());
void import('./action/start.js');
