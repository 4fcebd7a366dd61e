/**
 * Real git repositories in temporary directories, for integration tests.
 * Deterministic: fixed identities and dates, no user or system config.
 *
 * Why the batches (gitSequence, gitEach) and the hand-made commits
 * (commitGraph, commitTree: test-support/git-objects.ts): a process started
 * from a jest worker costs about 13 ms of CPU on the 2-core machine this
 * project is built on (the fork, and the exec that throws the copied memory
 * away), a git started from a small `sh` about half of that, and an object
 * written by the test none.
 */
import { execFileSync, type ExecFileSyncOptions } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { HandMadeRepository, identityOf, type TreeFiles } from './git-objects.js';

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

/** A word quoted for `sh`: nothing in it is expanded. */
export function shellQuote(word: string): string {
  return `'${word.replace(/'/g, `'\\''`)}'`;
}

/** One git command as a line of shell. */
function gitLine(args: readonly string[]): string {
  return ['git', ...args].map(shellQuote).join(' ');
}

/**
 * Runs git commands one after the other in one `sh` (stopping at the first
 * that fails, whose error is thrown) and returns what the last printed.
 */
export function gitSequence(
  cwd: string,
  env: NodeJS.ProcessEnv,
  commands: ReadonlyArray<readonly string[]>,
  input?: string | Buffer,
): string {
  const script = ['set -e', ...commands.slice(0, -1).map((c) => `${gitLine(c)} >/dev/null`)];
  const last = commands.at(-1);
  if (last) script.push(gitLine(last));
  const exec: ExecFileSyncOptions = { cwd, env, stdio: ['pipe', 'pipe', 'pipe'] };
  if (input !== undefined) exec.input = input;
  return execFileSync('sh', ['-c', script.join('\n')], exec).toString('utf8');
}

/** One change to a commit's tree (test-support/scenario.ts). */
export type TreeChange =
  /** A regular file (mode 100644, as the tests write files). */
  | { path: string; text: string }
  /** A symbolic link to `link`. */
  | { path: string; link: string }
  /** A file, a link or a whole directory removed. */
  | { path: string; remove: true };

/** What one git command of gitEach did. */
export interface GitOutcome {
  status: number;
  stdout: string;
}

/**
 * Runs independent git commands in one `sh` and returns each one's exit
 * status and output, in order: what one spawnSync per command would return,
 * for oracles that ask real git many questions.
 */
export function gitEach(
  cwd: string,
  env: NodeJS.ProcessEnv,
  commands: ReadonlyArray<readonly string[]>,
): GitOutcome[] {
  if (commands.length === 0) return [];
  const out = mkdtempSync(join(tmpdir(), 'ev-git-each-'));
  try {
    const script = commands.map(
      (command, i) => `${gitLine(command)} >${out}/${i} 2>/dev/null; echo $? >${out}/${i}.status`,
    );
    execFileSync('sh', ['-c', script.join('\n')], {
      cwd,
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    return commands.map((_, i) => ({
      status: Number(readFileSync(join(out, `${i}.status`), 'utf8')),
      stdout: readFileSync(join(out, String(i)), 'utf8'),
    }));
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/**
 * What `git init` on main leaves in `dir`, with the test settings, written by
 * the test (HandMadeRepository.create): no process. `git init` from a jest
 * worker was 324 of the suite's processes.
 */
export function initRepo(dir: string): void {
  HandMadeRepository.create(dir);
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
  if (options.init !== false) initRepo(dir);
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
      const stamp = `@${date} +0000`;
      gitSequence(dir, { ...env, GIT_AUTHOR_DATE: stamp, GIT_COMMITTER_DATE: stamp }, [
        ['add', '-A'],
        ['commit', '-q', '--allow-empty', '-m', message],
      ]);
      return headOf(dir, git);
    },
    cleanup() {
      rmSync(root, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    },
  };
}

/**
 * The commit HEAD is at, read from .git without a process when HEAD is
 * detached or on a branch whose ref is a file (every test repository's: no
 * gc packs them); anything else is asked of git.
 */
export function headOf(dir: string, git: TempRepo['git']): string {
  const id = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;
  const head = readFileSync(join(dir, '.git', 'HEAD'), 'utf8').trim();
  if (id.test(head)) return head;
  const ref = /^ref: (refs\/heads\/[^\0]+)$/.exec(head)?.[1];
  if (ref !== undefined) {
    try {
      const target = readFileSync(join(dir, '.git', ref), 'utf8').trim();
      if (id.test(target)) return target;
    } catch {
      // Packed, or not born yet: git says.
    }
  }
  return git(['rev-parse', 'HEAD']).trim();
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

/** One commit of commitGraph: its whole tree, its parents (indexes of earlier ones, or ids). */
export interface GraphCommit {
  files: Record<string, string>;
  parents: ReadonlyArray<number | string>;
  date: number;
  message?: string;
}

/**
 * commitTree for a whole history: the same commits, in order; returns their
 * ids. No ref is left pointing at them.
 */
export function commitGraph(repo: TempRepo, commits: readonly GraphCommit[]): string[] {
  const objects = new HandMadeRepository(repo.dir);
  const identity = identityOf(repo.env);
  const ids: string[] = [];
  for (const commit of commits)
    ids.push(
      objects.commit({
        tree: objects.tree(filesOf(objects, commit.files)),
        parents: commit.parents.map((p) => (typeof p === 'number' ? (ids[p] as string) : p)),
        date: commit.date,
        message: commit.message ?? 'c',
        identity,
      }),
    );
  return ids;
}

/** The tree of regular files `files` (path → text), their blobs written. */
function filesOf(objects: HandMadeRepository, files: Record<string, string>): TreeFiles {
  const tree: TreeFiles = new Map();
  for (const [path, text] of Object.entries(files))
    tree.set(path, { mode: '100644', id: objects.blob(Buffer.from(text, 'utf8')) });
  return tree;
}

/**
 * Builds an arbitrary commit graph: each commit gets exactly the tree and
 * parents asked for (merges included, with any resolution) at an exact
 * committer date, the objects `git commit-tree` writes, written by the test
 * (test-support/git-objects.ts) without a git process. Returns the new
 * commit's id.
 */
export function commitTree(
  repo: TempRepo,
  files: Record<string, string>,
  parents: readonly string[],
  date: number,
  message = 'c',
): string {
  const objects = new HandMadeRepository(repo.dir);
  const tree = objects.tree(filesOf(objects, files));
  return objects.commit({ tree, parents, date, message, identity: identityOf(repo.env) });
}
