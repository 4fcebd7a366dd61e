/**
 * The launcher compiles the chunks the action loads at its start ahead of
 * its worker, and tells it when it is done (adapters/runner/compile-ahead.ts):
 * scripts/bundle.mjs names those chunks in dist/index.js; the worker loads
 * Node's built-in modules the libraries need meanwhile, then waits, bounded.
 */
import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync, existsSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  awaitCompiledAhead,
  compileChunksAhead,
  compiledAheadFlag,
  launcherFlag,
  START_BUILTINS,
} from '../../src/adapters/runner/compile-ahead.js';
import { enableCompileCache, flushCompileCache } from '../../src/adapters/runner/compile-cache.js';
import { currentBundle } from '../../test-support/bundle.js';

const dist = currentBundle();
const read = (file: string) => readFileSync(join(dist, file), 'utf8');

/** Is the flag marked over (without waiting)? */
const over = (flag: SharedArrayBuffer) => Atomics.load(new Int32Array(flag), 0) !== 0;

describe('the chunks the launcher compiles ahead', () => {
  const named = /^const START_CHUNKS = '([^']*)';$/m.exec(read('index.js'))?.[1]?.split(',');
  const start =
    /void Promise\.all\(\/\* import\(\) \*\/\[([^\]]*)\]\)\.then\(__nccwpck_require__\.bind\(__nccwpck_require__, (\d+)\)\);\s*$/.exec(
      read('action.js'),
    );
  const loadedAtStart = [...(start?.[1] ?? '').matchAll(/__nccwpck_require__\.e\((\d+)\)/g)].map(
    (m) => `action.${m[1]}.js`,
  );

  it('are the chunk files the action loads at its start, each named once in the launcher', () => {
    expect(loadedAtStart.length).toBeGreaterThan(0);
    expect([...(named ?? [])].sort()).toEqual([...loadedAtStart].sort());
    for (const chunk of named ?? []) expect(existsSync(join(dist, chunk))).toBe(true);
  });

  it("start with the one holding the module the action starts with (the action's own code)", () => {
    const holding = readdirSync(dist).filter(
      (f) => /^action\.\d+\.js$/.test(f) && read(f).includes(`\n/***/ ${start?.[2]}:\n`),
    );
    expect(holding).toHaveLength(1);
    expect(named?.[0]).toBe(holding[0]);
  });
});

describe("the worker's built-in modules loaded while the chunks compile", () => {
  it('are built-in modules the bundle asks for, and never child_process (one module starts processes)', () => {
    const externals = new Set(
      [...read('action.js').matchAll(/createRequire\(import\.meta\.url\)\("([^"]+)"\)/g)].map((m) =>
        (m[1] as string).replace(/^node:/, ''),
      ),
    );
    for (const name of START_BUILTINS) {
      expect(isBuiltin(name)).toBe(true);
      expect(externals.has(name.replace(/^node:/, ''))).toBe(true);
    }
    expect(START_BUILTINS.some((name) => name.includes('child_process'))).toBe(false);
  });
});

describe('the flag between the launcher and its worker', () => {
  it('is marked over at once when there is nothing to compile or no cache to compile into', () => {
    const none = compiledAheadFlag();
    compileChunksAhead([], new URL('file:///nowhere/'), join(tmpdir(), 'unused'), none);
    expect(over(none)).toBe(true);
    const noCache = compiledAheadFlag();
    compileChunksAhead(['action.1.js'], new URL('file:///nowhere/'), undefined, noCache);
    expect(over(noCache)).toBe(true);
  });

  it('is marked over once the chunks are compiled, and when one cannot be loaded', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ev-compile-ahead-'));
    writeFileSync(join(dir, 'chunk.mjs'), 'export const id = 1;\n');
    const base = pathToFileURL(`${dir}/`);
    const cache = join(dir, 'cache');
    for (const chunks of [['chunk.mjs'], ['missing.mjs', 'chunk.mjs']]) {
      const flag = compiledAheadFlag();
      compileChunksAhead(chunks, base, cache, flag);
      // The compiling goes on in the background; its end is what the worker waits for.
      for (let turn = 0; turn < 1000 && !over(flag); turn++)
        await new Promise((resolve) => setTimeout(resolve, 10));
      expect(over(flag)).toBe(true);
    }
  });

  it('lets the worker go on at once when marked over, and without a launcher', () => {
    const flag = compiledAheadFlag();
    Atomics.store(new Int32Array(flag), 0, 1);
    // A bound of 0: only a flag already marked over counts as over.
    expect(awaitCompiledAhead(flag, 0)).toBe(true);
    expect(awaitCompiledAhead(undefined, 0)).toBe(true);
    expect(awaitCompiledAhead(new ArrayBuffer(4), 0)).toBe(true);
    // Tests run on the main thread: no launcher, no flag.
    expect(launcherFlag()).toBeUndefined();
  });

  it('is waited for no longer than the bound when the launcher never marks it', () => {
    expect(awaitCompiledAhead(compiledAheadFlag(), 0)).toBe(false);
  });
});

describe('the compile cache switches', () => {
  it('turn nothing on without a directory, and a flush never throws', () => {
    expect(enableCompileCache(undefined)).toBe(false);
    expect(() => flushCompileCache()).not.toThrow();
  });
});
