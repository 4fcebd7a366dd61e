#!/usr/bin/env node
/**
 * dist/cli.js (bin `ev-action`): the caches first, then the command line
 * itself (cli/start.ts), a chunk of its own. What is loaded after Node's
 * compile cache is on is what that cache keeps (adapters/runner/compile-cache.ts);
 * the bundle's chunks are compiled by the loader installed here, with a
 * cache made after the command has run (adapters/runner/code-cache.ts).
 */
import { CHUNK_LOADER, codeCache } from './adapters/runner/code-cache.js';
import {
  enableCompileCache,
  privateCacheDirectory,
  userCompileCacheDir,
} from './adapters/runner/compile-cache.js';

// The one read of the environment before the settings are: the caches must be on first.
const cacheDir = privateCacheDirectory(userCompileCacheDir(process.env), process.env);
enableCompileCache(cacheDir);
// scripts/bundle.mjs makes the bundle's chunk loader call this one (the sources run as
// modules, under jest, never ask for it).
Object.defineProperty(globalThis, CHUNK_LOADER, {
  value: codeCache({
    dir: cacheDir,
    argv: process.argv.slice(2),
    nodeOptions: [...process.execArgv, process.env.NODE_OPTIONS ?? ''],
  }).load,
});
import('./cli/start.js').catch((error: unknown) => {
  process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
