/**
 * Real git repositories in temporary directories, for integration tests.
 * Deterministic: fixed identities and dates, no user or system config.
 *
 * Why the batches (gitSequence, gitEach) and the hand-made commits
 * (commitGraph, commitTree, and TempRepo's commit, checkout and merge when
 * the repository holds nothing they do not model: test-support/git-objects.ts)
 * a process started
 * from a jest worker costs about 13 ms of CPU on the 2-core machine this
 * project is built on (the fork, and the exec that throws the copied memory
 * away), a git started from a small `sh` about half of that, and an object
 * written by the test none.
 */
import { execFileSync, type ExecFileSyncOptions } from 'node:child_process';
import {
  appendFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  HandMadeRepository,
  identityOf,
  readIndex,
  type Identity,
  writeIndex,
  type IndexedFile,
  type ReadIndexEntry,
  type TreeEntry,
  type TreeFiles,
} from './git-objects.js';
import { shellQuote } from '../src/adapters/git/launcher.js';

export interface TempRepo {
  dir: string;
  /** The environment git runs with (also what the code under test should get). */
  env: NodeJS.ProcessEnv;
  git(args: readonly string[], options?: { cwd?: string; input?: string }): string;
  /** Writes files (null deletes), stages everything and commits at `date` (seconds since the epoch). */
  commit(files: Record<string, string | null>, message?: string, date?: number): string;
  /**
   * `git checkout -q --detach <target>` (a commit id or a branch), with
   * 'branch' `git checkout -q <branch>`, with 'new-branch' `git checkout -q
   * -b <branch>`; returns the commit HEAD is at.
   */
  checkout(target: string, how?: 'detach' | 'branch' | 'new-branch'): string;
  /**
   * `git merge -q --no-ff --no-edit <branch>` (a branch or a commit id; or
   * `-m <message>`), at `date` (default: now, as git); returns the merge commit.
   */
  merge(branch: string, options?: { message?: string; date?: number }): string;
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
export function tempDir(
  prefix = 'ev-test-',
  base = tmpdir(),
): { root: string; dir: string; home: string } {
  const root = mkdtempSync(join(base, prefix));
  const dir = join(root, 'work');
  const home = join(root, 'home');
  mkdirSync(dir);
  mkdirSync(home);
  return { root, dir, home };
}

/** A word quoted for `sh`: nothing in it is expanded (the launcher's own quoting). */
export { shellQuote };

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

/** One command of gitEach: its arguments, or its arguments and what it reads on stdin. */
export type GitCommand = readonly string[] | { args: readonly string[]; input?: string };

/** What one git command of gitEach did. */
export interface GitOutcome {
  status: number;
  /** Its output read as UTF-8. */
  stdout: string;
  /** Its output, byte for byte. */
  bytes: Buffer;
  stderr: string;
}

/**
 * Runs independent git commands in one `sh` and returns each one's exit
 * status and output, in order: what one spawnSync per command would return,
 * for oracles that ask real git many questions. Each reads its own input (or
 * an empty stdin) and writes to files of its own, so nothing one prints can
 * be read as another's; the script is a file too, as long as it needs to be.
 */
export function gitEach(
  cwd: string,
  env: NodeJS.ProcessEnv,
  commands: ReadonlyArray<GitCommand>,
): GitOutcome[] {
  if (commands.length === 0) return [];
  const out = mkdtempSync(join(tmpdir(), 'ev-git-each-'));
  try {
    const script = commands.map((command, i) => {
      const { args, input } = 'args' in command ? command : { args: command, input: undefined };
      const file = join(out, String(i));
      if (input !== undefined) writeFileSync(`${file}.in`, input);
      const stdin = input === undefined ? '/dev/null' : shellQuote(`${file}.in`);
      const at = shellQuote(file);
      return `${gitLine(args)} <${stdin} >${at} 2>${at}.err; echo $? >${at}.status`;
    });
    writeFileSync(join(out, 'script'), script.join('\n') + '\n');
    execFileSync('sh', [join(out, 'script')], {
      cwd,
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    return commands.map((_, i) => {
      const bytes = readFileSync(join(out, String(i)));
      return {
        status: Number(readFileSync(join(out, `${i}.status`), 'utf8')),
        stdout: bytes.toString('utf8'),
        bytes,
        stderr: readFileSync(join(out, `${i}.err`), 'utf8'),
      };
    });
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

/**
 * A temporary directory in memory (`/dev/shm`, a tmpfs) where the machine has
 * one, else the usual one. For a repository of tens of thousands of files:
 * on this project's machine, creating 40,000 small files and removing them
 * cost about 9 CPU-seconds of system time on its disk and under 3 on a tmpfs.
 * What git and the action read does not change.
 */
export function memoryTmpdir(): string {
  const shm = '/dev/shm';
  try {
    if (lstatSync(shm).isDirectory()) {
      rmdirSync(mkdtempSync(join(shm, 'ev-probe-')));
      return shm;
    }
  } catch {
    // No tmpfs, or not writable: the disk.
  }
  return tmpdir();
}

export function makeRepo(
  options: {
    init?: boolean;
    /** Where its temporary directory goes (default the system's; memoryTmpdir() for a large one). */
    tmp?: string;
    /**
     * Tens of thousands of files: removed by one `rm -rf`, which took 0.3 CPU-seconds for
     * 40,000 files on a tmpfs where node's recursive rmSync (an lstat and an unlink a file,
     * from JavaScript) took 0.8.
     */
    manyFiles?: boolean;
    /** 'git': every commit() by `git add -A && git commit` (the reference the hand-made ones are held to). */
    commits?: 'hand' | 'git';
  } = {},
): TempRepo {
  const { root, dir, home } = tempDir(undefined, options.tmp);
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
      if (options.commits !== 'git') {
        const made = handCommit(dir, env, message, date);
        if (made !== undefined) return made;
      }
      const stamp = `@${date} +0000`;
      gitSequence(dir, { ...env, GIT_AUTHOR_DATE: stamp, GIT_COMMITTER_DATE: stamp }, [
        ['add', '-A'],
        ['commit', '-q', '--allow-empty', '-m', message],
      ]);
      return headOf(dir, git);
    },
    checkout(target, how = 'detach') {
      if (options.commits !== 'git') {
        const at = handCheckout(dir, env, target, how);
        if (at !== undefined) return at;
      }
      const flag = { detach: ['--detach'], branch: [], 'new-branch': ['-b'] }[how];
      git(['checkout', '-q', ...flag, target]);
      return headOf(dir, git);
    },
    merge(branch, { message, date } = {}) {
      if (options.commits !== 'git') {
        const at = handMerge(dir, env, branch, date ?? Math.floor(Date.now() / 1000), message);
        if (at !== undefined) return at;
      }
      const stamp =
        date === undefined
          ? {}
          : { GIT_AUTHOR_DATE: `@${date} +0000`, GIT_COMMITTER_DATE: `@${date} +0000` };
      gitSequence(dir, { ...env, ...stamp }, [
        [
          'merge',
          '-q',
          '--no-ff',
          ...(message === undefined ? ['--no-edit'] : ['-m', message]),
          branch,
        ],
      ]);
      return headOf(dir, git);
    },
    cleanup() {
      if (options.manyFiles) {
        try {
          execFileSync('rm', ['-rf', '--', root], { stdio: 'ignore' });
          return;
        } catch {
          // No `rm` to run, or it failed: node's own removal says why.
        }
      }
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
export { seededRandom } from '../scripts/triggered-since-histories.mjs';

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

/**
 * What `git add -A && git commit -q --allow-empty -m <message>` does at
 * `date`, done by the test (test-support/git-objects.ts): the work tree's
 * files as the new tree (blob ids reused from the index where the stat data
 * matches, as git does), the commit, the branch (or the detached HEAD), the
 * reflogs, COMMIT_EDITMSG and an index that lists the tree with its stat
 * data. Returns undefined, having moved no ref and written no index (at most
 * blobs no tree holds yet), when the repository or the work tree holds
 * anything this does not model (ignore or attribute files,
 * a nested repository, a setting beyond the test repositories', a merge in
 * progress, packed refs, a message git would clean up, …): the caller then
 * asks git. Held to git's own result in __tests__/support/git-repo.test.ts.
 */
export function handCommit(
  dir: string,
  env: NodeJS.ProcessEnv,
  message: string,
  date: number,
): string | undefined {
  if (!cleanMessage(message)) return undefined;
  const state = modelledState(dir, env);
  if (!state) return undefined;
  const { gitDir, objects, identity, parent } = state;
  const files = scanWorkTree(dir, objects);
  if (!files) return undefined;
  const tree = objects.tree(new Map(files.map((f) => [f.path, f.file])));
  const commit = objects.commit({
    tree,
    parents: parent === undefined ? [] : [parent],
    date,
    message,
    identity,
  });
  const subject = message.split('\n')[0] as string;
  moveHead(state, commit, `commit${parent === undefined ? ' (initial)' : ''}: ${subject}`, date);
  writeFileSync(join(gitDir, 'COMMIT_EDITMSG'), `${message}\n`);
  writeIndex(gitDir, files);
  return commit;
}

/** A repository the hand-made commands can work in, and where its HEAD is. */
interface ModelledState {
  dir: string;
  gitDir: string;
  objects: HandMadeRepository;
  identity: Identity;
  /** The branch HEAD is on (refs/heads/…), or undefined when detached. */
  ref: string | undefined;
  /** The commit HEAD is at (undefined on an unborn branch). */
  parent: string | undefined;
}

/**
 * The repository's state when nothing in it or its settings is beyond what
 * the hand-made commands model; else undefined.
 */
function modelledState(dir: string, env: NodeJS.ProcessEnv): ModelledState | undefined {
  const gitDir = join(dir, '.git');
  if (!plainIdentity(env)) return undefined;
  for (const [k, v] of Object.entries(env))
    if (k.startsWith('GIT_') && !OWN_ENV.has(k) && v !== undefined) return undefined;
  for (const name of UNMODELLED_GIT_FILES) if (existsSync(join(gitDir, name))) return undefined;
  if (!isDirectory(gitDir) || !existsSync(join(gitDir, 'objects'))) return undefined;
  if (!modelledConfig(gitDir) || !quietHooks(gitDir) || !emptyExclude(gitDir)) return undefined;
  const home = env.HOME ?? '';
  if (home === '' || existsSync(join(home, '.gitconfig'))) return undefined;
  if (existsSync(join(env.XDG_CONFIG_HOME ?? join(home, '.config'), 'git'))) return undefined;

  // HEAD: a branch (born or not) whose ref is a file, or a detached commit.
  const head = readFileSync(join(gitDir, 'HEAD'), 'utf8');
  let ref: string | undefined;
  let parent: string | undefined;
  if (/^[0-9a-f]{40}\n$/.test(head)) parent = head.trim();
  else {
    ref = /^ref: (refs\/heads\/[^\0\n]+)\n$/.exec(head)?.[1];
    if (ref === undefined) return undefined;
    const target = readRef(gitDir, ref);
    if (target === null) return undefined;
    parent = target;
  }
  return {
    dir,
    gitDir,
    objects: new HandMadeRepository(dir),
    identity: identityOf(env),
    ref,
    parent,
  };
}

/** A ref file's commit; undefined when there is no such file; null when it holds something else. */
function readRef(gitDir: string, ref: string): string | undefined | null {
  const file = join(gitDir, ref);
  if (!existsSync(file)) return undefined;
  const target = readFileSync(file, 'utf8');
  return /^[0-9a-f]{40}\n$/.test(target) ? target.trim() : null;
}

/** Moves HEAD (its branch, or HEAD itself when detached) to `commit`, with reflog entries as git writes them. */
function moveHead(state: ModelledState, commit: string, why: string, date: number): void {
  const { gitDir, ref, parent, identity } = state;
  const log = `${parent ?? '0'.repeat(40)} ${commit} ${identity.name} <${identity.email}> ${date} +0000\t${why}\n`;
  mkdirSync(join(gitDir, 'logs'), { recursive: true });
  if (ref !== undefined) {
    mkdirSync(dirname(join(gitDir, ref)), { recursive: true });
    writeFileSync(join(gitDir, ref), `${commit}\n`);
    mkdirSync(dirname(join(gitDir, 'logs', ref)), { recursive: true });
    appendFileSync(join(gitDir, 'logs', ref), log);
  } else writeFileSync(join(gitDir, 'HEAD'), `${commit}\n`);
  appendFileSync(join(gitDir, 'logs', 'HEAD'), log);
}

/**
 * What `git add -A` would stage: every file and link of the work tree with
 * its blob (written; the id reused from the index where the stat data still
 * matches and is older than the index, as git does), or undefined when the
 * work tree holds anything not modelled.
 */
function scanWorkTree(dir: string, objects: HandMadeRepository): IndexedFile[] | undefined {
  const indexFile = join(objects.gitDir, 'index');
  let cache: Map<string, ReadIndexEntry> | undefined;
  let indexMtime = 0n;
  if (existsSync(indexFile)) {
    indexMtime = lstatSync(indexFile, { bigint: true }).mtimeNs;
    cache = readIndex(readFileSync(indexFile));
  }
  const files: IndexedFile[] = [];
  const walk = (at: string, prefix: string): boolean => {
    for (const entry of readdirSync(join(dir, at), { withFileTypes: true })) {
      const name = entry.name;
      if (prefix === '' && name === '.git') continue;
      if (!modelledName(name)) return false;
      const path = prefix + name;
      const full = join(dir, path);
      if (entry.isDirectory()) {
        if (!walk(path, `${path}/`)) return false;
        continue;
      }
      const stat = lstatSync(full, { bigint: true });
      let mode: TreeEntry['mode'];
      if (stat.isSymbolicLink()) mode = '120000';
      else if (stat.isFile()) mode = (stat.mode & 0o100n) !== 0n ? '100755' : '100644';
      else return false;
      const known = cache?.get(path);
      let id: string;
      if (known && known.mode === parseInt(mode, 8) && sameStat(known.stat, stat, indexMtime))
        id = known.id;
      else
        id = objects.blob(
          mode === '120000' ? readlinkSync(full, { encoding: 'buffer' }) : readFileSync(full),
        );
      files.push({ path, file: { mode, id }, stat });
    }
    return true;
  };
  return walk('', '') ? files : undefined;
}

/** Do two trees (path → entry) hold the same files? */
function sameFiles(a: TreeFiles, b: TreeFiles): boolean {
  if (a.size !== b.size) return false;
  for (const [path, entry] of a) {
    const other = b.get(path);
    if (other?.id !== entry.id || other.mode !== entry.mode) return false;
  }
  return true;
}

/**
 * The work tree of a clean checkout of `from` made `to`'s: files removed
 * (and the directories they leave empty), files written where they differ,
 * and the index written. The caller has checked the work tree is clean.
 */
function switchTree(state: ModelledState, from: TreeFiles, to: TreeFiles): boolean {
  const { dir, objects } = state;
  // A file where a directory must go, or the other way round: git's business.
  const dirsOf = (files: TreeFiles) => {
    const dirs = new Set<string>();
    for (const path of files.keys())
      for (let i = path.indexOf('/'); i >= 0; i = path.indexOf('/', i + 1))
        dirs.add(path.slice(0, i));
    return dirs;
  };
  const toDirs = dirsOf(to);
  for (const path of from.keys()) if (toDirs.has(path)) return false;
  const fromDirs = dirsOf(from);
  for (const path of to.keys()) if (fromDirs.has(path)) return false;
  const contents = new Map<string, Buffer>();
  for (const [path, entry] of to) {
    const was = from.get(path);
    if (was?.id === entry.id && was.mode === entry.mode) continue;
    const blob = objects.read(entry.id);
    if (blob?.type !== 'blob') return false;
    contents.set(path, blob.body);
  }
  for (const path of from.keys()) {
    if (to.has(path)) continue;
    rmSync(join(dir, path), { force: true });
    for (let parent = dirname(path); parent !== '.'; parent = dirname(parent)) {
      try {
        rmdirSync(join(dir, parent));
      } catch {
        break;
      }
    }
  }
  for (const [path, content] of contents) {
    const full = join(dir, path);
    const entry = to.get(path) as TreeEntry;
    rmSync(full, { force: true });
    mkdirSync(dirname(full), { recursive: true });
    if (entry.mode === '120000') symlinkSync(content.toString('utf8'), full);
    else writeFileSync(full, content, { mode: entry.mode === '100755' ? 0o755 : 0o644 });
  }
  const entries: IndexedFile[] = [];
  for (const [path, file] of to)
    entries.push({ path, file, stat: lstatSync(join(dir, path), { bigint: true }) });
  writeIndex(state.gitDir, entries);
  return true;
}

/** The state, its HEAD's files, when the work tree and index are exactly HEAD's (git checkout's carried changes are not modelled). */
function cleanState(
  dir: string,
  env: NodeJS.ProcessEnv,
): { state: ModelledState; files: TreeFiles } | undefined {
  const state = modelledState(dir, env);
  if (!state || state.parent === undefined) return undefined;
  const files = state.objects.files(state.parent);
  const scanned = scanWorkTree(dir, state.objects);
  if (!files || !scanned || !sameFiles(files, new Map(scanned.map((f) => [f.path, f.file]))))
    return undefined;
  return { state, files };
}

/** A commit id, or a branch's, as the hand-made commands name them. */
function commitNamed(state: ModelledState, name: string): string | undefined {
  if (/^[0-9a-f]{40}$/.test(name))
    return state.objects.read(name)?.type === 'commit' ? name : undefined;
  if (!/^[A-Za-z0-9][A-Za-z0-9._/-]*$/.test(name) || name.includes('..')) return undefined;
  return readRef(state.gitDir, `refs/heads/${name}`) ?? undefined;
}

/**
 * `git checkout -q --detach <target>` (a commit id or a branch), or, with
 * `branch`, `git checkout -q <branch>`, done by the test in a clean work
 * tree; undefined (nothing changed) when anything is beyond the model.
 */
export function handCheckout(
  dir: string,
  env: NodeJS.ProcessEnv,
  target: string,
  how: 'detach' | 'branch' | 'new-branch',
): string | undefined {
  if (how === 'new-branch') return handNewBranch(dir, env, target);
  const clean = cleanState(dir, env);
  if (!clean) return undefined;
  const { state, files } = clean;
  if (how === 'branch' && readRef(state.gitDir, `refs/heads/${target}`) == null) return undefined;
  const commit = commitNamed(state, target);
  if (commit === undefined) return undefined;
  const to = state.objects.files(commit);
  if (!to || !switchTree(state, files, to)) return undefined;
  const from = state.ref?.slice('refs/heads/'.length) ?? state.parent;
  const now = Math.floor(Date.now() / 1000);
  const line = `${state.parent} ${commit} ${state.identity.name} <${state.identity.email}> ${now} +0000\tcheckout: moving from ${from} to ${target}\n`;
  writeFileSync(
    join(state.gitDir, 'HEAD'),
    how === 'branch' ? `ref: refs/heads/${target}\n` : `${commit}\n`,
  );
  mkdirSync(join(state.gitDir, 'logs'), { recursive: true });
  appendFileSync(join(state.gitDir, 'logs', 'HEAD'), line);
  return commit;
}

/** `git checkout -q -b <branch>`: the branch at HEAD, HEAD on it; index and work tree as they are. */
function handNewBranch(dir: string, env: NodeJS.ProcessEnv, branch: string): string | undefined {
  const state = modelledState(dir, env);
  if (!state || state.parent === undefined) return undefined;
  const ref = `refs/heads/${branch}`;
  if (!/^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(branch) || existsSync(join(state.gitDir, ref)))
    return undefined;
  const from = state.ref?.slice('refs/heads/'.length) ?? state.parent;
  const now = Math.floor(Date.now() / 1000);
  const who = `${state.identity.name} <${state.identity.email}> ${now} +0000`;
  writeFileSync(join(state.gitDir, ref), `${state.parent}\n`);
  mkdirSync(join(state.gitDir, 'logs', 'refs', 'heads'), { recursive: true });
  appendFileSync(
    join(state.gitDir, 'logs', ref),
    `${'0'.repeat(40)} ${state.parent} ${who}\tbranch: Created from HEAD\n`,
  );
  writeFileSync(join(state.gitDir, 'HEAD'), `ref: ${ref}\n`);
  appendFileSync(
    join(state.gitDir, 'logs', 'HEAD'),
    `${state.parent} ${state.parent} ${who}\tcheckout: moving from ${from} to ${branch}\n`,
  );
  return state.parent;
}

/** The commits `id` reaches (itself included), or undefined when one is not loose here. */
function ancestry(objects: HandMadeRepository, id: string): Map<string, string[]> | undefined {
  const seen = new Map<string, string[]>();
  const todo = [id];
  while (todo.length > 0) {
    const next = todo.pop() as string;
    if (seen.has(next)) continue;
    const commit = objects.read(next);
    if (commit?.type !== 'commit') return undefined;
    const parents = [...commit.body.toString('latin1').matchAll(/^parent ([0-9a-f]{40})$/gm)].map(
      (m) => m[1] as string,
    );
    seen.set(next, parents);
    todo.push(...parents);
  }
  return seen;
}

/**
 * `git merge -q --no-ff --no-edit <branch>` (or `-m <message>`) at `date`,
 * done by the test in a clean work tree: the merge base, a merge by path
 * (each path taken from the side that changed it), the merge commit, the
 * work tree, index and reflogs. Undefined (nothing changed) when a path
 * changed on both sides, the merge base is not one commit, or anything else
 * is beyond the model.
 */
export function handMerge(
  dir: string,
  env: NodeJS.ProcessEnv,
  branch: string,
  date: number,
  message?: string,
): string | undefined {
  const clean = cleanState(dir, env);
  if (!clean) return undefined;
  const { state, files: ours } = clean;
  const head = state.parent as string;
  const byId = /^[0-9a-f]{40}$/.test(branch);
  const theirsId = commitNamed(state, branch);
  const current = state.ref?.slice('refs/heads/'.length);
  if (theirsId === undefined || (current !== undefined && !['main', 'master'].includes(current)))
    return undefined;
  const mine = ancestry(state.objects, head);
  const theirs = ancestry(state.objects, theirsId);
  if (!mine || !theirs || mine.has(theirsId)) return undefined;
  const common = [...theirs.keys()].filter((id) => mine.has(id));
  const bases = common.filter(
    (id) => !common.some((other) => other !== id && ancestry(state.objects, other)?.has(id)),
  );
  if (bases.length !== 1) return undefined;
  const base = state.objects.files(bases[0] as string);
  const other = state.objects.files(theirsId);
  if (!base || !other) return undefined;
  // Git's directory-rename detection: a file one side adds in a directory the other removed.
  const dirsOf = (files: TreeFiles) =>
    new Set(
      [...files.keys()].flatMap((p) =>
        p
          .split('/')
          .slice(0, -1)
          .map((_, i, a) => a.slice(0, i + 1).join('/')),
      ),
    );
  const [baseDirs, ourDirs, theirDirs] = [dirsOf(base), dirsOf(ours), dirsOf(other)];
  for (const [side, otherDirs] of [
    [ours, theirDirs],
    [other, ourDirs],
  ] as const)
    for (const path of side.keys())
      if (!base.has(path))
        for (const d of dirsOf(new Map([[path, side.get(path) as TreeEntry]])))
          if (baseDirs.has(d) && !otherDirs.has(d)) return undefined;
  const merged: TreeFiles = new Map();
  const same = (a: TreeEntry | undefined, b: TreeEntry | undefined) =>
    a?.id === b?.id && a?.mode === b?.mode;
  for (const path of new Set([...base.keys(), ...ours.keys(), ...other.keys()])) {
    const [b, o, t] = [base.get(path), ours.get(path), other.get(path)];
    let take: TreeEntry | undefined;
    if (same(o, t) || same(b, t)) take = o;
    else if (same(b, o)) take = t;
    else return undefined;
    if (take) merged.set(path, take);
  }
  const mergedDirs = dirsOf(merged);
  for (const path of merged.keys()) if (mergedDirs.has(path)) return undefined;
  const text =
    message ??
    `Merge ${byId ? 'commit' : 'branch'} '${branch}'${current === undefined ? ' into HEAD' : ''}`;
  if (!cleanMessage(text)) return undefined;
  const tree = state.objects.tree(merged);
  const commit = state.objects.commit({
    tree,
    parents: [head, theirsId],
    date,
    message: text,
    identity: state.identity,
  });
  if (!switchTree(state, ours, merged)) return undefined;
  writeFileSync(join(state.gitDir, 'ORIG_HEAD'), `${head}\n`);
  moveHead(state, commit, `merge ${branch}: Merge made by the 'ort' strategy.`, date);
  return commit;
}

/** The GIT_ variables gitEnv sets, and the dates commit() adds. */
const OWN_ENV = new Set([
  'GIT_AUTHOR_NAME',
  'GIT_AUTHOR_EMAIL',
  'GIT_COMMITTER_NAME',
  'GIT_COMMITTER_EMAIL',
  'GIT_CONFIG_NOSYSTEM',
  'GIT_CEILING_DIRECTORIES',
]);

/** What changes what `git commit` does, or tells of a state it would refuse or finish. */
const UNMODELLED_GIT_FILES = [
  'MERGE_HEAD',
  'CHERRY_PICK_HEAD',
  'REVERT_HEAD',
  'rebase-merge',
  'rebase-apply',
  'sequencer',
  'index.lock',
  'HEAD.lock',
  'packed-refs',
  'info/attributes',
  'info/sparse-checkout',
  'commondir',
  'shallow',
];

/** A message `git commit -m` keeps as it is (its whitespace clean-up would change nothing). */
function cleanMessage(message: string): boolean {
  if (message === '' || /[\0\r\t\v\f]/.test(message)) return false;
  const lines = message.split('\n');
  if ((lines[0] as string) === '' || lines.at(-1) === '') return false;
  return lines.every((line, i) => !line.endsWith(' ') && !(line === '' && lines[i - 1] === ''));
}

/** Author and committer the same, with nothing git would strip or refuse. */
function plainIdentity(env: NodeJS.ProcessEnv): boolean {
  const plain = (s: string | undefined) =>
    s !== undefined && /^[^\s.,:;<>"\\']([^<>\n]*[^\s.,:;<>"\\'])?$/.test(s);
  return (
    plain(env.GIT_AUTHOR_NAME) &&
    plain(env.GIT_AUTHOR_EMAIL) &&
    env.GIT_COMMITTER_NAME === env.GIT_AUTHOR_NAME &&
    env.GIT_COMMITTER_EMAIL === env.GIT_AUTHOR_EMAIL
  );
}

function isDirectory(path: string): boolean {
  try {
    return lstatSync(path).isDirectory();
  } catch {
    return false;
  }
}

/**
 * Only the settings the test repositories get (initRepo, `git init`) and ones
 * that do not touch a commit (remotes, branches, serving).
 */
function modelledConfig(gitDir: string): boolean {
  let section = '';
  for (const raw of readFileSync(join(gitDir, 'config'), 'utf8').split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue;
    const header = /^\[([A-Za-z0-9.-]+)(?: "[^"\\\n]*")?\]$/.exec(line);
    if (header) {
      section = (header[1] as string).toLowerCase();
      continue;
    }
    const setting = /^([A-Za-z][A-Za-z0-9-]*)\s*=\s*(.*)$/.exec(line);
    if (!setting) return false;
    const key = `${section}.${(setting[1] as string).toLowerCase()}`;
    const value = (setting[2] as string).toLowerCase();
    if (['remote', 'branch', 'uploadpack', 'receive', 'user'].includes(section)) continue;
    if (!((CONFIG_VALUES[key] ?? []) as readonly string[]).includes(value)) return false;
  }
  return true;
}

const CONFIG_VALUES: Record<string, readonly string[]> = {
  'core.repositoryformatversion': ['0'],
  'core.filemode': ['true'],
  'core.bare': ['false'],
  'core.logallrefupdates': ['true'],
  'commit.gpgsign': ['false'],
  'gc.auto': ['0'],
  'maintenance.auto': ['false'],
};

/** No hook but git's samples. */
function quietHooks(gitDir: string): boolean {
  try {
    return readdirSync(join(gitDir, 'hooks')).every((name) => name.endsWith('.sample'));
  } catch {
    return !existsSync(join(gitDir, 'hooks'));
  }
}

/** `.git/info/exclude` absent or comments alone (as `git init` writes it). */
function emptyExclude(gitDir: string): boolean {
  const file = join(gitDir, 'info', 'exclude');
  if (!existsSync(file)) return true;
  return readFileSync(file, 'utf8')
    .split('\n')
    .every((line) => line.trim() === '' || line.startsWith('#'));
}

/** A name `git add` takes as it is: no ignore, attribute or module file, no nested `.git`, nothing NTFS-protected. */
function modelledName(name: string): boolean {
  const lower = name.toLowerCase();
  if (lower.startsWith('.git') && lower !== '.github') return false;
  if (/^git~\d/.test(lower)) return false;
  return !name.includes('\uFFFD');
}

/** The index's stat data still describes the file, and is older than the index (not racily clean). */
function sameStat(
  stored: readonly number[],
  stat: { ctimeNs: bigint; mtimeNs: bigint; ino: bigint; uid: bigint; gid: bigint; size: bigint },
  indexMtime: bigint,
): boolean {
  const s = 1_000_000_000n;
  const u32 = (v: bigint) => Number(BigInt.asUintN(32, v));
  const now = [
    u32(stat.ctimeNs / s),
    u32(stat.ctimeNs % s),
    u32(stat.mtimeNs / s),
    u32(stat.mtimeNs % s),
  ];
  const [cs, cn, ms, mn, , ino, uid, gid, size] = stored;
  return (
    cs === now[0] &&
    cn === now[1] &&
    ms === now[2] &&
    mn === now[3] &&
    ino === u32(stat.ino) &&
    uid === u32(stat.uid) &&
    gid === u32(stat.gid) &&
    size === u32(stat.size) &&
    stat.mtimeNs < indexMtime
  );
}
