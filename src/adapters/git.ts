/**
 * Git plumbing for the verdict engine: the staleness reference (docs/ev-0.1.md#staleness)
 * and `triggered_since`, answered for every binding at once.
 *
 * ev 0.1.2 spawns `git rev-list <C>..HEAD -- <triggered_by…>` per bound
 * ground. Here a run costs a constant number of git processes however many
 * bindings there are: `rev-parse` (prefix and HEAD), `cat-file --batch-check`
 * (which receipt commits exist), `merge-base` (what every bottom reaches, so
 * it need not be loaded), `rev-list` (the commit graph in between, and
 * rarely a second, deeper one) and `diff-tree` (what each commit changed);
 * then git-history.ts answers each binding in memory, exactly as rev-list
 * would, its paths matched by the core's pathspec.ts (magic included). git is
 * given no wildcard of a `triggered_by` entry: its wildmatch backtracks, and
 * one entry can keep it busy for hours (issue 25 §6); what only git can
 * decide (`attr:` magic, absolute paths, GIT_*_PATHSPECS set) is asked of it,
 * one process each, within its wildcard cap (pathspec.ts GIT_WILDCARDS).
 *
 * Any git failure (not a repository, no HEAD, an unknown commit) answers
 * false, as ev does ("never a false not-green").
 *
 * The same machinery answers ev 0.1.29's guarded-path question, `git rev-list
 * <verified_at_sha>..<staleness sha> -- <paths>` (answerChangedSince): the
 * tip is then a commit id, peeled with the others, and a git failure stays
 * distinguishable (undefined).
 *
 * This module is the only one that starts git (a test checks src/): every
 * command runs in a repository located once (locateRepository) with an
 * explicit git dir and work tree, hardened `-c` settings and a minimal
 * environment, in a process group of its own with a time bound
 * (GIT_TIMEOUT_MS, process-groups.ts); a receipt's commit reaches git only as a full commit id,
 * after `--end-of-options`, and paths only after `--`.
 */
import { spawn } from 'node:child_process';
import { join, relative, sep } from 'node:path';
import type { TriggerQuestion } from '../core/verdict/verdict.js';
import { QuestionMap, type TriggerAnswers } from '../core/verdict/verdict.js';
import {
  gitMayMatch,
  listSelects,
  literalPathspecs,
  pathspecListCompiler,
  type PathspecList,
} from '../core/verdict/pathspec.js';
import { isCommitId } from '../core/verdict/commit-id.js';
import { parseRevList, reachable, revListPrintsAny, type CommitNode } from './git-history.js';
import { readOriginSha, writeOriginSha } from './results.js';
import type { Store } from './store.js';
import { entryKind } from './untrusted-file.js';
import {
  isStopping,
  killGroup,
  registerGroup,
  releaseGroup,
  STOP_GRACE_MS,
} from './process-groups.js';

/**
 * Where git works: a repository located once, from a directory the workflow
 * (or the CLI's user) chose — never discovered from a directory the change
 * under review controls, where a committed fake bare repository (`HEAD`,
 * `config`, `objects/`, `refs/` as plain files) would bring its own config.
 */
export interface Repository {
  /** The git directory, absolute. */
  gitDir: string;
  /** The work tree's root, absolute. */
  workTree: string;
}

export interface GitContext {
  /** The located repository (locateRepository); null when there is none: every git command then fails. */
  repository: Repository | null;
  /** The directory git runs in, which its pathspecs are relative to: the store root. */
  cwd: string;
  /** The caller's environment: git gets only what `gitEnvironment` keeps of it. */
  env: NodeJS.ProcessEnv;
  /** Incremented per git process (tests assert the count stays constant). */
  processes?: number;
  /** How long one git command may run (default GIT_TIMEOUT_MS). */
  timeoutMs?: number;
}

export interface GitResult {
  code: number | null;
  stdout: Buffer;
  stderr: string;
}

// ---------------------------------------------------------------------------
// Running git: the only place in src/ that starts it (checked by a test)
// ---------------------------------------------------------------------------

/** A hooks directory that holds nothing (hooks are programs). */
const NO_HOOKS = '/dev/null';

/**
 * `-c` settings given to every git command. Command-line settings override
 * every config file, so these hold whatever the repository's config says.
 */
const HARDENED_CONFIG: readonly string[] = [
  // A bare repository is used only when named with --git-dir: one committed into the
  // checkout is never adopted by discovery (git 2.38+; older gits ignore the key).
  'safe.bareRepository=explicit',
  // The file-system monitor's value is a command git runs while reading the index.
  'core.fsmonitor=false',
  // Hooks (reference-transaction, post-checkout, …) are programs: none run.
  `core.hooksPath=${NO_HOOKS}`,
  // fetch: only https (the runner's checkout), ssh (a checkout with `ssh-key`) and a local
  // path; never ext:: (a command), fd:: or the unauthenticated git:// protocol. (Every fetch
  // also names git's own upload-pack: FETCH_OPTIONS.)
  // A transport's own setting outranks protocol.allow, so those that run commands or skip
  // authentication are named too.
  'protocol.allow=never',
  'protocol.ext.allow=never',
  'protocol.fd.allow=never',
  'protocol.git.allow=never',
  'protocol.http.allow=never',
  'protocol.https.allow=always',
  'protocol.ssh.allow=always',
  'protocol.file.allow=always',
  // fetch: no submodule repositories fetched, no background maintenance (gc) started.
  'fetch.recurseSubmodules=false',
  'submodule.recurse=false',
  'gc.auto=0',
  'maintenance.auto=false',
  // diff: no external diff program and no textconv filter, whatever the attributes say.
  'diff.external=',
];

/** Variables git gets from the caller's environment (matched case-insensitively, for Windows). */
const KEPT_VARIABLES = new Set([
  // Finding programs, the home directory and temp files; Windows needs the rest to start anything.
  'PATH',
  'HOME',
  'TMPDIR',
  'TEMP',
  'TMP',
  'SYSTEMROOT',
  'COMSPEC',
  'PATHEXT',
  'USERPROFILE',
  'HOMEDRIVE',
  'HOMEPATH',
  // Locale and time zone: how git prints messages and dates.
  'LANG',
  'LANGUAGE',
  'LC_ALL',
  'LC_CTYPE',
  'LC_MESSAGES',
  'TZ',
  // Limits on discovery (locating the repository), never a redirection.
  'GIT_CEILING_DIRECTORIES',
  // A self-hosted runner's network: proxies and certificate authorities, for fetch.
  'HTTP_PROXY',
  'HTTPS_PROXY',
  'ALL_PROXY',
  'NO_PROXY',
  'SSL_CERT_FILE',
  'SSL_CERT_DIR',
  'CURL_CA_BUNDLE',
  'GIT_SSL_CAINFO',
  'GIT_SSL_CAPATH',
]);

/** The environment switches that change every pathspec's meaning (ev's git sees them too). */
const PATHSPEC_ENV = [
  'GIT_LITERAL_PATHSPECS',
  'GIT_GLOB_PATHSPECS',
  'GIT_NOGLOB_PATHSPECS',
  'GIT_ICASE_PATHSPECS',
];

/** Whether a GIT_*_PATHSPECS switch is set: then only git itself can say what a pathspec selects. */
export function pathspecSwitchesSet(env: NodeJS.ProcessEnv): boolean {
  return PATHSPEC_ENV.some((name) => env[name] !== undefined);
}

/**
 * git's environment: a short list of the caller's variables — never a token,
 * an `INPUT_*` action input or any other secret, nor a `GIT_*` variable that
 * would point git elsewhere (GIT_DIR, GIT_CONFIG_*, GIT_SSH_COMMAND…) — and
 * the isolation settings.
 */
export function gitEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const kept: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(env)) {
    const upper = name.toUpperCase();
    if (value !== undefined && (KEPT_VARIABLES.has(upper) || PATHSPEC_ENV.includes(upper)))
      kept[name] = value;
  }
  return {
    ...kept,
    // No system or user config: only the repository's own config (which the workflow's
    // checkout wrote, with its credentials) and the settings above apply.
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    // Never wait for a password on a terminal nobody watches.
    GIT_TERMINAL_PROMPT: '0',
    // Read-only commands do not rewrite the index (status-like refreshes).
    GIT_OPTIONAL_LOCKS: '0',
  };
}

function hardenedConfigArgs(): string[] {
  return HARDENED_CONFIG.flatMap((setting) => ['-c', setting]);
}

/**
 * Options every `fetch` gets. The upload-pack program is given on the command
 * line: for `remote.<name>.uploadpack` the first config value wins, so a `-c`
 * could not override one in the repository's config.
 */
const FETCH_OPTIONS = ['--upload-pack=git-upload-pack', '--no-recurse-submodules'];

function hardenedCommand(args: readonly string[]): readonly string[] {
  return args[0] === 'fetch' ? ['fetch', ...FETCH_OPTIONS, ...args.slice(1)] : args;
}

const NO_REPOSITORY: GitResult = {
  code: 128,
  stdout: Buffer.alloc(0),
  stderr: 'fatal: not a git repository (none was located from the workspace)\n',
};

/**
 * Runs git in `ctx.repository` (explicit git dir and work tree, hardened
 * config, minimal environment), in `ctx.cwd`, feeding `input` on stdin.
 * Never throws: a spawn failure is exit code null; without a repository the
 * command fails without a process, as git would outside one.
 */
export function runGit(
  ctx: GitContext,
  args: readonly string[],
  input?: string,
): Promise<GitResult> {
  const repository = ctx.repository;
  if (repository === null) return Promise.resolve(NO_REPOSITORY);
  ctx.processes = (ctx.processes ?? 0) + 1;
  const argv = [
    `--git-dir=${repository.gitDir}`,
    `--work-tree=${repository.workTree}`,
    ...hardenedConfigArgs(),
    ...hardenedCommand(args),
  ];
  return spawnGit(ctx.cwd, argv, gitEnvironment(ctx.env), input, ctx.timeoutMs);
}

/** One entry of `git status --porcelain=v1 -z --no-renames`: its `XY` code and its repository-relative path. */
export interface StatusEntry {
  code: string;
  path: string;
}

/**
 * The entries of a `git status --porcelain=v1 -z --no-renames` output (decoded
 * by the caller: utf8 to show paths, latin1 to match git's bytes). Without
 * renames every entry is `XY <path>`, one per NUL-terminated field.
 */
export function statusEntries(output: string): StatusEntry[] {
  const entries: StatusEntry[] = [];
  for (const field of output.split('\0')) {
    if (field.length < 4) continue;
    entries.push({ code: field.slice(0, 2), path: field.slice(3) });
  }
  return entries;
}

/**
 * The longest a git command may run: a backstop (the patterns git is given are
 * screened, see classify), far above what any command of a run takes, a
 * fetch included. A command still running then is stopped with its process
 * group and fails.
 */
export const GIT_TIMEOUT_MS = 10 * 60 * 1000;

function spawnGit(
  cwd: string,
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  input?: string,
  timeoutMs = GIT_TIMEOUT_MS,
): Promise<GitResult> {
  return new Promise((resolve) => {
    if (isStopping()) {
      resolve({ code: null, stdout: Buffer.alloc(0), stderr: 'the step is being stopped\n' });
      return;
    }
    let child;
    try {
      // A process group of its own: git and whatever it starts (a transport, a pager never) are
      // stopped together when it ends, times out, or the step is cancelled (process-groups.ts).
      child = spawn('git', argv, {
        cwd,
        env,
        stdio: ['pipe', 'pipe', 'pipe'],
        // Windows has no process groups to signal (and would open a console for a detached child).
        detached: process.platform !== 'win32',
      });
    } catch (error) {
      resolve({ code: null, stdout: Buffer.alloc(0), stderr: String(error) });
      return;
    }
    const pid = child.pid;
    if (pid !== undefined) registerGroup(pid);
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let timedOut = false;
    const timers: NodeJS.Timeout[] = [
      setTimeout(() => {
        timedOut = true;
        if (pid === undefined) return;
        killGroup(pid, 'SIGTERM');
        timers.push(setTimeout(() => killGroup(pid, 'SIGKILL'), STOP_GRACE_MS));
      }, timeoutMs),
    ];
    const done = (result: GitResult): void => {
      timers.forEach(clearTimeout);
      if (pid !== undefined) {
        killGroup(pid, 'SIGKILL'); // anything git left behind
        releaseGroup(pid);
      }
      resolve(result);
    };
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.stdin.on('error', () => undefined); // git may exit before reading everything (EPIPE)
    child.on('error', (error) =>
      done({ code: null, stdout: Buffer.alloc(0), stderr: String(error) }),
    );
    child.on('close', (code) => {
      const stderr = Buffer.concat(err).toString('utf8');
      done(
        timedOut
          ? {
              code: null,
              stdout: Buffer.alloc(0),
              stderr: `${stderr}git did not finish within ${Math.round(timeoutMs / 1000)} s: stopped with its process group\n`,
            }
          : { code, stdout: Buffer.concat(out), stderr },
      );
    });
    child.stdin.end(input ?? '');
  });
}

// ---------------------------------------------------------------------------
// Locating the repository, once
// ---------------------------------------------------------------------------

/** Whether `dir` holds a `.git` entry (a directory, or a worktree's or submodule's gitfile), not followed. */
function holdsDotGit(dir: string): boolean {
  const kind = entryKind(join(dir, '.git'));
  return kind === 'directory' || kind === 'file';
}

/** The directories from `start` down to `end` (both included), while each is a real directory; just `start` when `end` is not below it. */
function directoriesDown(start: string, end: string | undefined): string[] {
  const dirs = [start];
  const rel = end === undefined ? '' : relative(start, end);
  if (rel === '' || rel.startsWith('..')) return dirs;
  let dir = start;
  for (const part of rel.split(sep)) {
    dir = join(dir, part);
    if (entryKind(dir) !== 'directory') break;
    dirs.push(dir);
  }
  return dirs;
}

/**
 * The repository, located once from `start` (the action's workspace root,
 * the CLI's directory):
 *
 * 1. the first directory from `start` down to `down` (the ledger, for a
 *    checkout into a subdirectory with `path:`) that holds a `.git` entry —
 *    a name git never checks out from a commit, so the pull request cannot
 *    plant one; no link is followed on the way;
 * 2. else git's own discovery upward from `start`, with the hardened config
 *    (so a bare repository is never adopted implicitly).
 *
 * null when there is none.
 */
export async function locateRepository(
  start: string,
  env: NodeJS.ProcessEnv,
  down?: string,
): Promise<Repository | null> {
  const explicit = directoriesDown(start, down).find(holdsDotGit);
  if (explicit !== undefined) {
    const repository = { gitDir: join(explicit, '.git'), workTree: explicit };
    // Resolves a gitfile (a worktree, a submodule) to the git directory it names.
    const named = await runGit({ repository, cwd: explicit, env }, [
      'rev-parse',
      '--absolute-git-dir',
    ]);
    const gitDir = named.stdout.toString('utf8').trim();
    return named.code === 0 && gitDir !== '' ? { gitDir, workTree: explicit } : null;
  }
  const found = await spawnGit(
    start,
    [...hardenedConfigArgs(), 'rev-parse', '--absolute-git-dir', '--show-toplevel'],
    gitEnvironment(env),
  );
  const [gitDir = '', workTree = ''] = found.stdout.toString('utf8').split('\n');
  return found.code === 0 && gitDir !== '' && workTree !== '' ? { gitDir, workTree } : null;
}

const FULL_SHA1 = /^[0-9a-f]{40}$/;

/** `git rev-parse <rev>` as ev uses it: the 40-lower-hex sha, or null on any failure. `rev` is one of ours (HEAD, @{upstream}), never an option. */
export async function revParseSha(ctx: GitContext, rev: string): Promise<string | null> {
  if (rev.startsWith('-')) return null;
  const result = await runGit(ctx, ['rev-parse', rev]);
  if (result.code !== 0) return null;
  const sha = result.stdout.toString('utf8').trim();
  return FULL_SHA1.test(sha) ? sha : null;
}

// ---------------------------------------------------------------------------
// The staleness reference
// ---------------------------------------------------------------------------

export const NO_UPSTREAM_WARNING =
  'warning: cannot resolve the live-origin staleness reference (no upstream?) — sha-staleness skipped';

export interface StalenessResolution {
  sha: string | null;
  /** A stderr line ev prints (live-origin without an upstream). */
  warning?: string;
}

/**
 * The staleness sha per policy: `--offline` reads only the cached
 * `results/origin-sha`, whatever the policy; `none` → none; `local-head` →
 * HEAD; anything else → `@{upstream}`, cached for later offline runs.
 */
export async function resolveStalenessReference(
  ctx: GitContext,
  store: Store,
  policy: string,
  offline: boolean,
): Promise<StalenessResolution> {
  if (offline) return { sha: readOriginSha(store) };
  if (policy === 'none') return { sha: null };
  if (policy === 'local-head') return { sha: await revParseSha(ctx, 'HEAD') };
  const sha = await revParseSha(ctx, '@{upstream}');
  if (sha === null) return { sha: null, warning: NO_UPSTREAM_WARNING };
  writeOriginSha(store, sha);
  return { sha };
}

// ---------------------------------------------------------------------------
// triggered_since, batched
// ---------------------------------------------------------------------------

/** Pathspecs passed to diff-tree only when short; otherwise every change is listed and matched here. */
const PATHSPEC_ARGS_LIMIT = 64 * 1024;
const MERGE_BASE_CHUNK = 200;

interface InMemoryQuestion {
  question: TriggerQuestion;
  commit: string;
  list: PathspecList & { kind: 'list' };
}

/** One path an edge changed, as a byte string (UTF-8 bytes, one per character). */
export interface Change {
  path: string;
  gitlink: boolean;
}

type Classified =
  | { kind: 'answer'; value: boolean }
  /** git would fail (ev reads false; the guarded-path questions read "cannot tell"). */
  | { kind: 'fails' }
  | { kind: 'git' }
  | { kind: 'memory'; list: PathspecList & { kind: 'list' } };

/**
 * Every list the in-process matcher models (pathspec.ts: plain entries,
 * wildcards and magic, cross-checked against git) is matched in memory, and
 * git is only ever given literal directories (literalPathspecs). What only
 * git can say — `attr:` magic, an absolute path, the GIT_*_PATHSPECS switches
 * — is asked of git itself, one process each, when its entries are within
 * what git's backtracking matcher finishes (gitMayMatch); a list over a cap
 * (pathspec.ts TRIGGER_CAPS) is read as one git refuses.
 */
function classify(
  question: TriggerQuestion,
  gitDecides: boolean,
  compile: (raws: readonly string[]) => PathspecList,
): Classified {
  // A NUL cannot be passed to a process: ev's spawn fails.
  if (question.commit.includes('\0') || question.paths.some((p) => p.includes('\0')))
    return { kind: 'fails' };
  if (question.paths.length === 0) return { kind: 'answer', value: false };
  // Receipt text: only a full commit id reaches git (receipt.ts refuses the rest with a finding).
  if (!isCommitId(question.commit)) return { kind: 'fails' };
  const list = gitDecides ? ({ kind: 'unknowable' } as const) : compile(question.paths);
  if (list.kind === 'invalid') return { kind: 'fails' }; // git dies ("outside repository"), or over a cap
  if (list.kind === 'list') return { kind: 'memory', list };
  return gitMayMatch(question.paths) ? { kind: 'git' } : { kind: 'fails' };
}

/**
 * The exact ev invocation, for questions we do not model: did `git rev-list
 * <commit>..<tip> -- <paths>` print anything? undefined when git failed.
 * The commit is a full commit id (classify), so the range is never an option.
 */
async function askGit(
  ctx: GitContext,
  question: TriggerQuestion,
  tip: string,
): Promise<boolean | undefined> {
  const result = await runGit(ctx, [
    'rev-list',
    '--end-of-options',
    `${question.commit}..${tip}`,
    '--',
    ...question.paths,
  ]);
  return result.code === 0 ? result.stdout.length > 0 : undefined;
}

/**
 * Peels each commit to a commit oid in one `git cat-file --batch-check`
 * (`<id>^{commit}` on stdin, never as an argument); unknown ones (or trees,
 * blobs) map to null, and so does anything that is not a full commit id,
 * which never reaches git. Every commit maps to null when git fails.
 */
export async function peelCommits(
  ctx: GitContext,
  commits: readonly string[],
): Promise<Map<string, string | null>> {
  const peeled = new Map<string, string | null>();
  const asked = commits.filter((commit) => isCommitId(commit));
  const result =
    asked.length === 0
      ? undefined
      : await runGit(
          ctx,
          ['cat-file', '--batch-check=%(objectname) %(objecttype)'],
          asked.map((c) => `${c}^{commit}\n`).join(''),
        );
  const lines = result?.code === 0 ? result.stdout.toString('utf8').split('\n') : [];
  asked.forEach((commit, i) => {
    const [oid, type] = (lines[i] ?? '').split(' ');
    peeled.set(commit, type === 'commit' && oid !== undefined ? oid : null);
  });
  for (const commit of commits) if (!peeled.has(commit)) peeled.set(commit, null);
  return peeled;
}

/**
 * Commits every bottom reaches (their common ancestors, via merge bases):
 * never interesting for any binding, so the graph need not hold them.
 */
async function commonBases(ctx: GitContext, bottoms: readonly string[]): Promise<string[]> {
  let set = [...bottoms];
  while (set.length > 1) {
    const next: string[] = [];
    for (let i = 0; i < set.length; i += MERGE_BASE_CHUNK) {
      const chunk = set.slice(i, i + MERGE_BASE_CHUNK);
      if (chunk.length === 1) {
        next.push(chunk[0] as string);
        continue;
      }
      const result = await runGit(ctx, [
        'merge-base',
        '--octopus',
        '--all',
        '--end-of-options',
        ...chunk,
      ]);
      if (result.code !== 0) return []; // unrelated histories: exclude nothing
      next.push(
        ...result.stdout
          .toString('utf8')
          .split('\n')
          .filter((l) => l !== ''),
      );
    }
    if (next.length === 0) return [];
    if (next.length >= set.length && set.length > MERGE_BASE_CHUNK) return []; // no progress: load everything
    set = [...new Set(next)];
    if (set.length > 1 && set.length <= MERGE_BASE_CHUNK) {
      const result = await runGit(ctx, [
        'merge-base',
        '--octopus',
        '--all',
        '--end-of-options',
        ...set,
      ]);
      return result.code === 0
        ? result.stdout
            .toString('utf8')
            .split('\n')
            .filter((l) => l !== '')
        : [];
    }
  }
  return set;
}

async function loadGraph(
  ctx: GitContext,
  tips: readonly string[],
  exclude: readonly string[],
  extraArgs: string[] = [],
) {
  const input = [...tips, ...exclude.map((oid) => `^${oid}`)].join('\n') + '\n';
  const result = await runGit(
    ctx,
    ['rev-list', '--parents', '--timestamp', '--boundary', ...extraArgs, '--stdin'],
    input,
  );
  if (result.code !== 0) return undefined;
  return parseRevList(result.stdout.toString('latin1'));
}

/** What each (child, parent) edge changed, from one `git diff-tree --stdin`. Keys: `child parent` or `child` for a root. */
export async function loadChanges(
  ctx: GitContext,
  nodes: ReadonlyMap<string, CommitNode>,
  commits: Iterable<string>,
  pathspecArgs: readonly string[],
): Promise<Map<string, Change[]> | undefined> {
  const edges: string[] = [];
  for (const oid of commits) {
    const parents = nodes.get(oid)?.parents ?? [];
    if (parents.length === 0) edges.push(oid);
    else for (const parent of parents) edges.push(`${oid} ${parent}`);
  }
  const changes = new Map<string, Change[]>();
  if (edges.length === 0) return changes;
  const input = edges.map((edge) => {
    const [child, parent] = edge.split(' ');
    // diff-tree takes "<commit> <parent>" and compares the two.
    return parent === undefined ? `${child}\n` : `${child} ${parent}\n`;
  });
  const args = [
    'diff-tree',
    '--stdin',
    '-r',
    '--raw',
    '-z',
    '--no-renames',
    '--always',
    '--root',
    '--ignore-submodules=none',
  ];
  const limited =
    pathspecArgs.reduce((n, p) => n + Buffer.byteLength(p) + 1, 0) <= PATHSPEC_ARGS_LIMIT;
  if (limited && pathspecArgs.length > 0) args.push('--', ...pathspecArgs);
  const result = await runGit(ctx, args, input.join(''));
  if (result.code !== 0) return undefined;
  const tokens = result.stdout.toString('latin1').split('\0');
  let block = -1;
  let current: Change[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as string;
    if (token.startsWith(':')) {
      const path = tokens[++i] ?? '';
      const [srcMode, dstMode] = token.slice(1).split(' ');
      current.push({ path, gitlink: srcMode === '160000' || dstMode === '160000' });
    } else if (token.trim() !== '') {
      block++;
      current = [];
      const edge = edges[block];
      if (edge === undefined) return undefined;
      changes.set(edge, current);
    }
  }
  return block === edges.length - 1 ? changes : undefined;
}

/**
 * The answer to every question, added to `answers` (default: a new map): does
 * `git rev-list <commit>..HEAD -- <paths>` print anything in `ctx.cwd`? Any
 * git failure answers false, as ev reads it.
 */
export async function answerTriggeredSince(
  ctx: GitContext,
  questions: readonly TriggerQuestion[],
  answers: TriggerAnswers = new QuestionMap(),
): Promise<TriggerAnswers> {
  return answerRevLists(ctx, questions, answers, 'HEAD', false);
}

/**
 * The same questions up to another tip (ev 0.1.29's guarded paths: does `git
 * rev-list <commit>..<tip> -- <paths>` print anything?), in the same few
 * processes however many questions there are; undefined where git fails (an
 * unknown commit or tip, no repository), so the caller can tell "no change"
 * from "git cannot tell". `tip` is HEAD or a full commit id; any other text
 * (a hand-written `results/origin-sha`) is asked of git per question, after
 * `--end-of-options`, so the answer stays git's own.
 */
export async function answerChangedSince(
  ctx: GitContext,
  questions: readonly TriggerQuestion[],
  tip: string,
): Promise<QuestionMap<boolean | undefined>> {
  const answers = new QuestionMap<boolean | undefined>();
  if (tip !== 'HEAD' && !isCommitId(tip)) {
    for (const question of questions) {
      if (answers.has(question)) continue;
      const kind = classify(question, true, () => ({ kind: 'unknowable' }));
      const value =
        kind.kind === 'answer'
          ? kind.value
          : kind.kind === 'fails'
            ? undefined
            : await askGit(ctx, question, tip);
      answers.set(question, value);
    }
    return answers;
  }
  return answerRevLists(ctx, questions, answers, tip, undefined);
}

/**
 * `git rev-list <commit>..<tip> -- <paths>` printed something, for every
 * question, added to `answers`; `failed` where git fails. `tip` is HEAD or
 * a full commit id: HEAD is resolved with the prefix, a commit id is peeled
 * (on stdin) with the questions' commits.
 */
async function answerRevLists<F extends false | undefined>(
  ctx: GitContext,
  questions: readonly TriggerQuestion[],
  answers: QuestionMap<boolean | F>,
  tip: string,
  failed: F,
): Promise<QuestionMap<boolean | F>> {
  const answer = (q: TriggerQuestion, value: boolean | F): void => void answers.set(q, value);
  if (questions.length === 0) return answers;

  const where = await runGit(
    ctx,
    tip === 'HEAD' ? ['rev-parse', '--show-prefix', 'HEAD'] : ['rev-parse', '--show-prefix'],
  );
  const [prefix, head] = where.stdout.toString('utf8').split('\n');
  if (where.code !== 0 || (tip === 'HEAD' && (head === undefined || head === ''))) {
    for (const q of questions) answer(q, failed); // not a repository, or no HEAD: git fails
    return answers;
  }

  const inMemory: InMemoryQuestion[] = [];
  const viaGit: TriggerQuestion[] = [];
  // Asked once, not per question: process.env lookups are slow, and bindings share their paths.
  const gitDecides = pathspecSwitchesSet(ctx.env);
  const compile = pathspecListCompiler(prefix ?? '');
  for (const question of questions) {
    const kind = classify(question, gitDecides, compile);
    if (kind.kind === 'answer') answer(question, kind.value);
    else if (kind.kind === 'fails') answer(question, failed);
    else if (kind.kind === 'git') viaGit.push(question);
    else inMemory.push({ question, commit: question.commit, list: kind.list });
  }

  if (inMemory.length > 0) {
    const solved = await answerInMemory(ctx, tip === 'HEAD' ? (head as string) : tip, inMemory);
    // git could not give the history: ask it each question, if its matcher can finish it.
    if (solved === undefined)
      for (const q of inMemory) {
        if (gitMayMatch(q.question.paths)) viaGit.push(q.question);
        else answer(q.question, failed);
      }
    else for (const [q, value] of solved) answer(q, value ?? failed);
  }
  for (const question of viaGit) answer(question, (await askGit(ctx, question, tip)) ?? failed);
  return answers;
}

/**
 * `tip` is HEAD's commit (resolved already) or a commit id to peel with the
 * questions' commits. undefined in the results: git fails (an unknown
 * commit or tip); undefined altogether: ask git each question.
 */
async function answerInMemory(
  ctx: GitContext,
  tip: string,
  questions: readonly InMemoryQuestion[],
): Promise<Map<TriggerQuestion, boolean | undefined> | undefined> {
  const results = new Map<TriggerQuestion, boolean | undefined>();
  const commits = new Set(questions.map((q) => q.commit));
  commits.add(tip);
  const peeled = await peelCommits(ctx, [...commits]);
  const head = peeled.get(tip) ?? null;
  if (head === null) {
    for (const q of questions) results.set(q.question, undefined); // an unknown tip: git fails
    return results;
  }
  const live = questions.filter((q) => {
    const known = peeled.get(q.commit) ?? null;
    if (known === null) results.set(q.question, undefined); // unknown commit (or shallow history): git fails
    return known !== null;
  });
  if (live.length === 0) return results;

  const bottoms = [...new Set(live.map((q) => peeled.get(q.commit) as string))];
  const graph = await loadHistoryGraph(ctx, head, bottoms);
  if (graph === undefined) return undefined;
  const { nodes, candidates } = graph;

  // git lists only the changes under the lists' literal directories (no wildcard reaches it).
  const pathspecArgs = literalPathspecs(live.map((q) => q.list)) ?? [];
  const changes = await loadChanges(ctx, nodes, candidates, pathspecArgs);
  if (changes === undefined) return undefined;

  // Fast paths, both exact, per range `bottom..head`: a binding none of whose paths changed in
  // the range is false; in a range without a merge, rev-list shows exactly the commits that
  // changed a path, so "some path changed" is the answer. Only a range with a merge is walked.
  const ranges = new Map<string, RangeFacts>();
  const rangeFor = (bottom: string): RangeFacts => {
    let facts = ranges.get(bottom);
    if (facts === undefined)
      ranges.set(bottom, (facts = rangeFacts(nodes, candidates, changes, bottom)));
    return facts;
  };
  const memo = new Map<string, boolean>();
  for (const q of live) {
    const bottom = peeled.get(q.commit) as string;
    const key = JSON.stringify([bottom, q.question.paths]);
    let value = memo.get(key);
    if (value === undefined) {
      const range = rangeFor(bottom);
      const anyChange = range.touched.some((c) => listSelects(q.list, c.path, c.gitlink));
      value =
        !anyChange || range.linear
          ? anyChange
          : revListPrintsAny(nodes, { head, bottom, differs: differsUnder(changes, q.list) });
      memo.set(key, value);
    }
    results.set(q.question, value);
  }
  return results;
}

/** The commit graph the ranges `bottom..tip` need, for every bottom at once. */
export interface HistoryGraph {
  nodes: Map<string, CommitNode>;
  /**
   * Commits some range can hold: reachable from the tip within the loaded
   * graph, above its boundary (commits every bottom reaches are not loaded).
   */
  candidates: Set<string>;
}

/**
 * Loads the graph for `bottom..tip` over every bottom in a constant number of
 * processes (`merge-base` for what every bottom reaches, `rev-list`, and
 * rarely a second, deeper `rev-list`): enough for git-history.ts to walk any
 * of the ranges as rev-list would. `tip` and `bottoms` are commit ids;
 * `whole`: some range is bounded by no commit, so nothing is left out.
 * undefined when git fails.
 */
export async function loadHistoryGraph(
  ctx: GitContext,
  tip: string,
  bottoms: readonly string[],
  whole = false,
): Promise<HistoryGraph | undefined> {
  const bases = whole ? [] : bottoms.length <= 1 ? [...bottoms] : await commonBases(ctx, bottoms);
  const phase1 = await loadGraph(ctx, [tip, ...bottoms], bases);
  if (phase1 === undefined) return undefined;
  const nodes = new Map<string, CommitNode>(phase1.nodes.map((n) => [n.oid, n]));
  const inGraph = (oid: string): boolean => nodes.has(oid) && !phase1.boundary.has(oid);

  // Commits that can be in some range: reachable from the tip, not from every bottom.
  const candidates = reachable(nodes, [tip], phase1.boundary);

  // A merge with a parent outside the graph: git's answer then depends on when the walk
  // marks that parent, so load the history down to its date (ledger order, exactness).
  const loneBottom = bottoms.length === 1 ? bottoms[0] : undefined;
  let cutoff = Infinity;
  for (const oid of candidates) {
    const node = nodes.get(oid) as CommitNode;
    if (node.parents.length < 2) continue;
    for (const parent of node.parents) {
      if (!inGraph(parent) && parent !== loneBottom)
        cutoff = Math.min(cutoff, nodes.get(parent)?.date ?? -Infinity);
    }
  }
  if (cutoff !== Infinity) {
    const extra = Number.isFinite(cutoff) ? [`--max-age=${cutoff}`] : [];
    const phase2 = await loadGraph(ctx, [tip, ...bottoms], [], extra);
    if (phase2 === undefined) return undefined;
    for (const node of phase2.nodes)
      if (!phase2.boundary.has(node.oid) || !nodes.has(node.oid)) nodes.set(node.oid, node);
  }
  return { nodes, candidates };
}

/** What the fast paths need to know of one range `bottom..head`. */
interface RangeFacts {
  /** Every distinct path changed by a commit of the range (against any of its parents). */
  touched: Change[];
  /** No commit of the range is a merge. */
  linear: boolean;
}

/**
 * The range's commits are the candidates (reachable from HEAD above the
 * loaded boundary) that `bottom` does not reach. Exact: a candidate the
 * bottom reaches is reached through loaded commits, because every commit on
 * that way descends from the candidate, so none is below the boundary.
 */
function rangeFacts(
  nodes: ReadonlyMap<string, CommitNode>,
  candidates: ReadonlySet<string>,
  changes: ReadonlyMap<string, Change[]>,
  bottom: string,
): RangeFacts {
  const belowBottom = reachable(nodes, [bottom]);
  const unique = new Map<string, Change>();
  let linear = true;
  for (const oid of candidates) {
    if (belowBottom.has(oid)) continue;
    const parents = (nodes.get(oid) as CommitNode).parents;
    if (parents.length > 1) linear = false;
    const edges = parents.length === 0 ? [oid] : parents.map((parent) => `${oid} ${parent}`);
    for (const edge of edges) {
      for (const change of changes.get(edge) ?? []) {
        const key = `${change.gitlink ? 'g' : 'f'}${change.path}`;
        if (!unique.has(key)) unique.set(key, change);
      }
    }
  }
  return { touched: [...unique.values()], linear };
}

/** Whether an edge changed anything under the pathspecs (an edge we did not load changed nothing we know of). */
function differsUnder(changes: ReadonlyMap<string, Change[]>, list: PathspecList) {
  const cache = new Map<string, boolean>();
  return (child: string, parent: string | null): boolean => {
    const edge = parent === null ? child : `${child} ${parent}`;
    let value = cache.get(edge);
    if (value === undefined) {
      value = (changes.get(edge) ?? []).some((c) => listSelects(list, c.path, c.gitlink));
      cache.set(edge, value);
    }
    return value;
  };
}
