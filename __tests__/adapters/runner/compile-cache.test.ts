/**
 * The compile cache's directory (adapters/runner/compile-cache.ts): used only when
 * no other user can write to it or to the directory holding it.
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  privateCacheDirectory,
  runnerCompileCacheDir,
  safeCacheDirectory,
  userCompileCacheDir,
} from '../../../src/adapters/runner/compile-cache.js';

const posix = process.getuid !== undefined;
const onPosix = posix ? it : it.skip;

describe('compile cache directory', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'ev-compile-cache-'));
    chmodSync(root, 0o700);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("is the user's cache directory for the CLI and the job's temp for the action", () => {
    expect(userCompileCacheDir({ XDG_CACHE_HOME: '/x/cache' })).toBe(
      '/x/cache/evolving-action/compile-cache',
    );
    // A relative XDG_CACHE_HOME is ignored, as the XDG specification says.
    expect(userCompileCacheDir({ XDG_CACHE_HOME: 'cache' })).toMatch(
      /\/\.cache\/evolving-action\/compile-cache$/,
    );
    expect(runnerCompileCacheDir({ RUNNER_TEMP: '/runner/_temp' })).toBe(
      '/runner/_temp/evolving-action/compile-cache',
    );
    expect(runnerCompileCacheDir({})).toBeUndefined();
  });

  onPosix('is created private (0700) and then accepted', () => {
    const dir = join(root, 'evolving-action', 'compile-cache');
    expect(safeCacheDirectory(dir)).toBe(true);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(join(root, 'evolving-action')).mode & 0o077).toBe(0);
  });

  onPosix('is refused when another user could write to it or to its parent', () => {
    const dir = join(root, 'evolving-action', 'compile-cache');
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    chmodSync(dir, 0o777);
    expect(safeCacheDirectory(dir)).toBe(false);
    chmodSync(dir, 0o700);
    chmodSync(join(root, 'evolving-action'), 0o775);
    expect(safeCacheDirectory(dir)).toBe(false);
  });

  onPosix('is refused when it is a symbolic link', () => {
    const target = join(root, 'elsewhere');
    mkdirSync(target, { mode: 0o700 });
    mkdirSync(join(root, 'evolving-action'), { mode: 0o700 });
    const dir = join(root, 'evolving-action', 'compile-cache');
    symlinkSync(target, dir);
    expect(safeCacheDirectory(dir)).toBe(false);
  });

  onPosix('is refused under a directory others may write that is not sticky', () => {
    chmodSync(root, 0o777);
    expect(safeCacheDirectory(join(root, 'evolving-action', 'compile-cache'))).toBe(false);
  });

  onPosix('is none when the directory fails the checks or caching is turned off', () => {
    const dir = join(root, 'evolving-action', 'compile-cache');
    expect(privateCacheDirectory(dir, {})).toBe(dir);
    expect(privateCacheDirectory(dir, { NODE_DISABLE_COMPILE_CACHE: '1' })).toBeUndefined();
    expect(privateCacheDirectory(undefined, {})).toBeUndefined();
    chmodSync(dir, 0o770);
    expect(privateCacheDirectory(dir, {})).toBeUndefined();
  });
});
