/**
 * Real git repositories in temporary directories, for integration tests.
 * Deterministic: fixed identities and dates, no user or system config.
 */
import { execFileSync, type ExecFileSyncOptions } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export interface TempRepo {
  dir: string;
  /** The environment git runs with (also what the code under test should get). */
  env: NodeJS.ProcessEnv;
  git(args: readonly string[], options?: { cwd?: string; input?: string }): string;
  /** Writes files (null deletes), stages everything and commits at `date` (seconds since the epoch). */
  commit(files: Record<string, string | null>, message?: string, date?: number): string;
  write(path: string, text: string): void;
  cleanup(): void;
}

let counter = 0;

export function gitEnv(home: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (!k.startsWith('GIT_')) env[k] = v;
  }
  return {
    ...env,
    HOME: home,
    XDG_CONFIG_HOME: join(home, '.config'),
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_AUTHOR_NAME: 'Test Author',
    GIT_AUTHOR_EMAIL: 'author@test.invalid',
    GIT_COMMITTER_NAME: 'Test Author',
    GIT_COMMITTER_EMAIL: 'author@test.invalid',
    GIT_CEILING_DIRECTORIES: dirname(home),
    TZ: 'UTC',
  };
}

/** A scratch directory (not a repository) with a HOME beside it. */
export function tempDir(prefix = 'ev-test-'): { root: string; dir: string; home: string } {
  const root = mkdtempSync(join(tmpdir(), prefix));
  const dir = join(root, 'work');
  const home = join(root, 'home');
  mkdirSync(dir);
  mkdirSync(home);
  return { root, dir, home };
}

export function makeRepo(options: { init?: boolean } = {}): TempRepo {
  const { root, dir, home } = tempDir();
  const env = gitEnv(home);
  const git = (args: readonly string[], opts: { cwd?: string; input?: string } = {}): string => {
    const exec: ExecFileSyncOptions = {
      cwd: opts.cwd ?? dir,
      env,
      stdio: ['pipe', 'pipe', 'pipe'],
    };
    if (opts.input !== undefined) exec.input = opts.input;
    return execFileSync('git', args, exec).toString('utf8');
  };
  if (options.init !== false) {
    git(['-c', 'init.defaultBranch=main', 'init', '-q']);
    git(['config', 'commit.gpgsign', 'false']);
    // No `gc --auto` in the background: it would still write into .git while the test cleans up.
    git(['config', 'gc.auto', '0']);
    git(['config', 'maintenance.auto', 'false']);
  }
  const write = (path: string, text: string): void => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  return {
    dir,
    env,
    git,
    write,
    commit(files, message = `commit ${++counter}`, date = 1_767_225_600 + counter) {
      for (const [path, text] of Object.entries(files)) {
        if (text === null) rmSync(join(dir, path), { force: true });
        else write(path, text);
      }
      git(['add', '-A']);
      const stamp = `@${date} +0000`;
      execFileSync('git', ['commit', '-q', '--allow-empty', '-m', message], {
        cwd: dir,
        env: { ...env, GIT_AUTHOR_DATE: stamp, GIT_COMMITTER_DATE: stamp },
      });
      return git(['rev-parse', 'HEAD']).trim();
    },
    cleanup() {
      rmSync(root, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    },
  };
}

/** A small deterministic PRNG (mulberry32), so randomized tests are reproducible. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const blobCache = new WeakMap<TempRepo, Map<string, string>>();

function blobOf(repo: TempRepo, text: string): string {
  let cache = blobCache.get(repo);
  if (!cache) blobCache.set(repo, (cache = new Map()));
  let sha = cache.get(text);
  if (sha === undefined) {
    sha = repo.git(['hash-object', '-w', '--stdin'], { input: text }).trim();
    cache.set(text, sha);
  }
  return sha;
}

/**
 * Builds an arbitrary commit graph with plumbing: each commit gets exactly
 * the tree and parents asked for (merges included, with any resolution) at
 * an exact committer date. Returns the new commit's id.
 */
export function commitTree(
  repo: TempRepo,
  files: Record<string, string>,
  parents: readonly string[],
  date: number,
  message = 'c',
): string {
  const index = join(repo.dir, '..', `index-${++counter}`);
  const env = { ...repo.env, GIT_INDEX_FILE: index };
  const blobs = Object.values(files).map((text) => blobOf(repo, text));
  const info = Object.keys(files)
    .map((path, i) => `100644 ${blobs[i]}\t${path}\n`)
    .join('');
  execFileSync('git', ['update-index', '--add', '--index-info'], {
    cwd: repo.dir,
    env,
    input: info,
  });
  const tree = execFileSync('git', ['write-tree'], { cwd: repo.dir, env }).toString().trim();
  rmSync(index, { force: true });
  const stamp = `@${date} +0000`;
  return execFileSync(
    'git',
    ['commit-tree', tree, ...parents.flatMap((p) => ['-p', p]), '-m', message],
    {
      cwd: repo.dir,
      env: { ...repo.env, GIT_AUTHOR_DATE: stamp, GIT_COMMITTER_DATE: stamp },
    },
  )
    .toString()
    .trim();
}
