/**
 * The launcher compiles the action's own chunk ahead of its worker
 * (action/launch.ts): scripts/bundle.mjs names, in dist/index.js, the chunk
 * of dist/ that holds the module dist/action.js starts with.
 */
import { describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { enableCompileCache, flushCompileCache } from '../../src/adapters/runner/compile-cache.js';
import { currentBundle } from '../../test-support/bundle.js';

const dist = currentBundle();
const read = (file: string) => readFileSync(join(dist, file), 'utf8');

describe('the action chunk the launcher compiles ahead', () => {
  const named = /^const OWN_CHUNK = '([^']*)';$/m.exec(read('index.js'))?.[1];
  const startModule =
    /\]\)\.then\(__nccwpck_require__\.bind\(__nccwpck_require__, (\d+)\)\);\s*$/.exec(
      read('action.js'),
    )?.[1];

  it('is a chunk file of the bundle, named in the launcher', () => {
    expect(named).toMatch(/^action\.\d+\.js$/);
    expect(existsSync(join(dist, named as string))).toBe(true);
  });

  it("holds the module the action starts with, and only it among the action's chunks does", () => {
    expect(startModule).toMatch(/^\d+$/);
    const holding = readdirSync(dist).filter(
      (f) => /^action\.\d+\.js$/.test(f) && read(f).includes(`\n/***/ ${startModule}:\n`),
    );
    expect(holding).toEqual([named]);
  });

  it('is the smaller of the chunks the action loads at its start (ready before the worker asks)', () => {
    const start = /void Promise\.all\(\/\* import\(\) \*\/\[([^\]]*)\]\)/.exec(read('action.js'));
    const chunks = [...(start?.[1] ?? '').matchAll(/__nccwpck_require__\.e\((\d+)\)/g)].map(
      (m) => `action.${m[1]}.js`,
    );
    expect(chunks).toContain(named);
    const size = (f: string) => statSync(join(dist, f)).size;
    for (const other of chunks) expect(size(named as string)).toBeLessThanOrEqual(size(other));
  });
});

describe('the compile cache switches', () => {
  it('turn nothing on without a directory, and a flush never throws', () => {
    expect(enableCompileCache(undefined)).toBe(false);
    expect(() => flushCompileCache()).not.toThrow();
  });
});
