/**
 * Real git repositories in temporary directories, for integration tests.
 * Deterministic: fixed identities and dates, no user or system config.
 *
 * Why the batches (gitSequence, gitEach, commitGraph): starting a process
 * from a jest worker copies the worker's page tables, so its cost grows with
 * the worker's memory (about 2 ms of system time at 50 MB, 12 ms at 470 MB,
 * measured on the 2-core machine). One `sh` started by the worker runs many
 * git commands for the price of one such start.
 */
import { execFileSync, type ExecFileSyncOptions } from 'node:child_process';
import {
  appendFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
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

/** One change to a commit's tree, for fastImportStream. */
export type TreeChange =
  /** A regular file (mode 100644, as the tests write files). */
  | { path: string; text: string }
  /** A symbolic link to `link`. */
  | { path: string; link: string }
  /** A file, a link or a whole directory removed. */
  | { path: string; remove: true };

/** One commit for fastImportStream: its tree as changes to its first parent's (or to none). */
export interface ImportedCommit {
  /** Each an index of an earlier commit of the same stream, or a commit id. */
  parents: ReadonlyArray<number | string>;
  /** Author and committer date, seconds since the epoch (UTC). */
  date: number;
  message: string;
  /** Start from an empty tree rather than the first parent's. */
  deleteAll?: boolean;
  changes: ReadonlyArray<TreeChange>;
}

/** The ref fastImportStream commits on; delete it afterwards (it is no branch of the test's). */
export const IMPORT_REF = 'refs/ev-test/import';

/** A path as fast-import reads it: C-quoted when it holds a quote, a backslash or a control character. */
function importPath(path: string): string {
  const escape = (c: string): string => {
    if (c === '"' || c === '\\') return `\\${c}`;
    const code = c.charCodeAt(0);
    return code < 0x20 ? `\\${code.toString(8).padStart(3, '0')}` : c;
  };
  const escaped = [...path].map(escape).join('');
  return escaped === path ? path : `"${escaped}"`;
}

/**
 * A `git fast-import` stream that creates `commits` in order (marks :1, :2,
 * ...) on IMPORT_REF: one git process for a whole history instead of several
 * per commit. The commits are the objects `git commit` would write for the
 * same tree, identity, date and message (`message` gets a final newline).
 */
export function fastImportStream(
  commits: readonly ImportedCommit[],
  env: NodeJS.ProcessEnv,
): Buffer {
  const parts: Buffer[] = [];
  const text = (s: string) => parts.push(Buffer.from(s, 'utf8'));
  const data = (content: string) => {
    const bytes = Buffer.from(content, 'utf8');
    text(`data ${bytes.length}\n`);
    parts.push(bytes);
    text('\n');
  };
  const ref = (parent: number | string) => (typeof parent === 'number' ? `:${parent + 1}` : parent);
  const author = `${env.GIT_AUTHOR_NAME} <${env.GIT_AUTHOR_EMAIL}>`;
  const committer = `${env.GIT_COMMITTER_NAME} <${env.GIT_COMMITTER_EMAIL}>`;
  commits.forEach((commit, i) => {
    text(`reset ${IMPORT_REF}\ncommit ${IMPORT_REF}\nmark :${i + 1}\n`);
    text(`author ${author} ${commit.date} +0000\ncommitter ${committer} ${commit.date} +0000\n`);
    data(`${commit.message}\n`);
    const [first, ...others] = commit.parents;
    if (first !== undefined) text(`from ${ref(first)}\n`);
    for (const other of others) text(`merge ${ref(other)}\n`);
    if (commit.deleteAll) text('deleteall\n');
    for (const change of commit.changes) {
      const path = importPath(change.path);
      if ('remove' in change) text(`D ${path}\n`);
      else if ('link' in change) {
        text(`M 120000 inline ${path}\n`);
        data(change.link);
      } else {
        text(`M 100644 inline ${path}\n`);
        data(change.text);
      }
    }
    text('\n');
  });
  text('done\n');
  return Buffer.concat(parts);
}

/** The commit ids fast-import wrote to an `--export-marks` file, in mark order. */
export function readMarks(file: string): string[] {
  const shas: string[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^:(\d+) ([0-9a-f]+)$/.exec(line);
    if (match) shas[Number(match[1]) - 1] = match[2] as string;
  }
  return shas;
}

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

/** The settings every test repository gets (as `git config` would write them). */
const REPO_CONFIG = [
  '[commit]',
  '\tgpgsign = false',
  // No `gc --auto` in the background: it would still write into .git while the test cleans up.
  '[gc]',
  '\tauto = 0',
  '[maintenance]',
  '\tauto = false',
  '',
].join('\n');

/** `git init` on main in `dir`, with the test settings; one git process. */
export function initRepo(dir: string, env: NodeJS.ProcessEnv): void {
  execFileSync('git', ['-c', 'init.defaultBranch=main', 'init', '-q'], {
    cwd: dir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  appendFileSync(join(dir, '.git', 'config'), REPO_CONFIG);
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
  if (options.init !== false) initRepo(dir, env);
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
      return gitSequence(dir, { ...env, GIT_AUTHOR_DATE: stamp, GIT_COMMITTER_DATE: stamp }, [
        ['add', '-A'],
        ['commit', '-q', '--allow-empty', '-m', message],
        ['rev-parse', 'HEAD'],
      ]).trim();
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

/** One commit of commitGraph: its whole tree, its parents (indexes of earlier ones, or ids). */
export interface GraphCommit {
  files: Record<string, string>;
  parents: ReadonlyArray<number | string>;
  date: number;
  message?: string;
}

/**
 * commitTree for a whole history in one git process (fast-import): the same
 * commits, in order; returns their ids. No ref is left pointing at them.
 */
export function commitGraph(repo: TempRepo, commits: readonly GraphCommit[]): string[] {
  if (commits.length === 0) return [];
  const marks = join(repo.dir, '..', `marks-${++counter}`);
  const stream = fastImportStream(
    commits.map((c) => ({
      parents: c.parents,
      date: c.date,
      message: c.message ?? 'c',
      deleteAll: true,
      changes: Object.entries(c.files).map(([path, text]) => ({ path, text })),
    })),
    repo.env,
  );
  gitSequence(
    repo.dir,
    repo.env,
    [
      ['fast-import', '--quiet', '--done', `--export-marks=${marks}`],
      ['update-ref', '-d', IMPORT_REF],
    ],
    stream,
  );
  const shas = readMarks(marks);
  rmSync(marks, { force: true });
  return shas;
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
