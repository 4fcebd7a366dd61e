// Real git repositories for end-to-end runs of the action: a code commit, a
// base commit that holds the `.evolving/` ledger, a pull request head commit
// that changes the ledger and/or the code, and (optionally) the test merge
// commit GitHub checks out for `pull_request`. Ticks are written exactly as
// ev 0.1.2 writes them (sorted keys, two-space indent, no trailing newline),
// with ids computed independently of the code under test (json-canonicalize
// + SHA-256, docs/ev-0.1.md#identity). Receipts go under
// `.evolving/results/receipts/<key>.jsonl` in ev's format (docs/ev-0.1.md#receipts),
// uncommitted, as a previous step of the job would have left them.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { canonicalize } from 'json-canonicalize';
import {
  pullRequestEvent,
  pullRequestTargetEvent,
  type ActionEvent,
  type PullRequestOverrides,
} from './events.js';
import { sortKeys } from './ev-json.js';
import { headOf, makeRepo, memoryTmpdir, type TempRepo, type TreeChange } from './git-repo.js';
import {
  HandMadeRepository,
  blobIdOf,
  blobStream,
  identityOf,
  type Identity,
  type TreeFiles,
} from './git-objects.js';

// ---------------------------------------------------------------------------
// Ticks

export interface TestCheckSpec {
  by: 'test';
  ref: string;
  verified_at_sha: string;
  counter_test?: string;
  liveness: { platforms: string[]; triggered_by: string[]; surfaces: string[] };
}

export interface PersonCheckSpec {
  by: 'person';
  ref: string;
}

export interface GroundSpec {
  claim: string;
  supports: string;
  check?: TestCheckSpec | PersonCheckSpec;
}

export interface TickSpec {
  decision: string;
  observe?: string;
  grounds: GroundSpec[];
  blame?: string;
  held_since?: string;
  status?: string;
  authority?: string;
  jurisdiction?: string;
  round_id?: string;
  /** Extra top-level keys written to the file (not hashed). */
  extra?: Record<string, unknown>;
}

export interface BuiltTick {
  id: string;
  /** Repository-relative path of the tick file (ledger at the repository root). */
  path: string;
  /** The on-disk object (all keys). */
  json: Record<string, unknown>;
  /** The file's text as ev writes it. */
  text: string;
  spec: TickSpec;
}

/** A verified_at_sha that is valid but names no commit. */
export const FROZEN_SHA = 'd308afac1b2c3d4e5f60718293a4b5c6d7e8f901';
export const HELD_SINCE = '2026-11-01T09:00:00Z';

function byCodePoint(a: string, b: string): number {
  const x = [...a].map((c) => c.codePointAt(0) ?? 0);
  const y = [...b].map((c) => c.codePointAt(0) ?? 0);
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    if (x[i] !== y[i]) return (x[i] ?? 0) - (y[i] ?? 0);
  }
  return x.length - y.length;
}

function hashedGround(ground: GroundSpec): unknown {
  const out: Record<string, unknown> = { claim: ground.claim, supports: ground.supports };
  if (ground.check?.by === 'person') out.check = { by: 'person', ref: ground.check.ref };
  else if (ground.check?.by === 'test') {
    const { liveness } = ground.check;
    const set = (values: string[]) => [...new Set(values)].sort(byCodePoint);
    out.check = {
      by: 'test',
      ref: ground.check.ref,
      verified_at_sha: ground.check.verified_at_sha,
      ...(ground.check.counter_test !== undefined
        ? { counter_test: ground.check.counter_test }
        : {}),
      liveness: {
        platforms: set(liveness.platforms),
        triggered_by: set(liveness.triggered_by),
        surfaces: set(liveness.surfaces),
      },
    };
  }
  return out;
}

/** A tick's id (docs/ev-0.1.md#identity): first 12 hex of SHA-256 over the JCS of {decision, observe, grounds, parent_id}. */
export function computeTickId(spec: TickSpec, parentId: string): string {
  const payload = {
    decision: spec.decision,
    observe: spec.observe ?? '',
    grounds: spec.grounds.map(hashedGround),
    parent_id: parentId,
  };
  return createHash('sha256').update(canonicalize(payload), 'utf8').digest('hex').slice(0, 12);
}

/** The tick file for `spec` as the child of `parentId`. */
export function buildTick(spec: TickSpec, parentId: string): BuiltTick {
  const id = computeTickId(spec, parentId);
  const json: Record<string, unknown> = {
    decision: spec.decision,
    observe: spec.observe ?? '',
    grounds: spec.grounds,
    parent_id: parentId,
    id,
    status: spec.status ?? 'live',
    held_since: spec.held_since ?? HELD_SINCE,
    blame: spec.blame ?? 'Ada Lovelace',
    ...(spec.authority !== undefined ? { authority: spec.authority } : {}),
    ...(spec.jurisdiction !== undefined ? { jurisdiction: spec.jurisdiction } : {}),
    ...(spec.round_id !== undefined ? { round_id: spec.round_id } : {}),
    ...spec.extra,
  };
  return { id, path: `.evolving/ticks/${id}`, json, text: tickText(json), spec };
}

/** ev's on-disk form: sorted keys, two-space indent, no trailing newline. */
export function tickText(json: Record<string, unknown>): string {
  return JSON.stringify(sortKeys(json), null, 2);
}

/** The check ref of a tick's bound ground. */
export function refOf(tick: BuiltTick | undefined, ground = 0): string {
  const check = tick?.spec.grounds[ground]?.check;
  if (!check) throw new Error(`ground ${ground} of ${tick?.id ?? 'a missing tick'} has no check`);
  return check.ref;
}

/** Specs appended in order, each the child of the one before. */
export function chain(specs: readonly TickSpec[], parentId = ''): BuiltTick[] {
  const ticks: BuiltTick[] = [];
  let parent = parentId;
  for (const spec of specs) {
    const tick = buildTick(spec, parent);
    ticks.push(tick);
    parent = tick.id;
  }
  return ticks;
}

export interface TestCheckOptions {
  /** null: a harvested binding (no counter_test). Default `false` (the ref's opposite). */
  counterTest?: string | null;
  platforms?: string[];
  triggeredBy?: string[];
  surfaces?: string[];
  verifiedAt?: string;
}

export function testCheck(ref: string, options: TestCheckOptions = {}): TestCheckSpec {
  const check: TestCheckSpec = {
    by: 'test',
    ref,
    verified_at_sha: options.verifiedAt ?? FROZEN_SHA,
    liveness: {
      platforms: options.platforms ?? ['linux-ci'],
      triggered_by: options.triggeredBy ?? ['src/app.ts'],
      surfaces: options.surfaces ?? ['app'],
    },
  };
  const counter = options.counterTest === undefined ? 'false' : options.counterTest;
  if (counter !== null) check.counter_test = counter;
  return check;
}

/** A `chosen` ground bound to a test. */
export function bound(claim: string, ref: string, options: TestCheckOptions = {}): GroundSpec {
  return { claim, supports: 'chosen', check: testCheck(ref, options) };
}

export function personGround(claim: string, ref = 'Q3 infra review'): GroundSpec {
  return { claim, supports: 'chosen', check: { by: 'person', ref } };
}

export function roadNotTaken(option: string, claim: string): GroundSpec {
  return { claim, supports: `rejected:${option}` };
}

/**
 * A decision a pull request adds whose check and counter-test each touch a
 * marker file in the checkout: if either marker exists, pull-request code ran.
 */
export function markerDecision(marker: string, counterMarker: string): TickSpec {
  return {
    decision: 'the build is reproducible',
    grounds: [
      bound('two builds produce the same bytes', `touch ${marker}`, {
        counterTest: `touch ${counterMarker}`,
      }),
    ],
    blame: 'Mallory',
  };
}

/** A decision on a person's word alone: nothing to run, never gating. */
export const CHANGELOG_BY_HAND: TickSpec = {
  decision: 'the changelog is kept by hand',
  grounds: [personGround('release notes need a human voice')],
  blame: 'Ada Lovelace',
};

// ---------------------------------------------------------------------------
// Receipts

export type ReceiptResult = 'green' | 'red' | 'gray';

export interface ReceiptSpec {
  test: string;
  result: ReceiptResult;
  commit: string;
  platform?: string;
  /** Default: an hour ago (inside the 7-day staleness window). */
  ranAt?: string;
  falsifiable?: boolean;
}

/** RFC 3339 UTC, whole seconds (ev drops a zero fraction). */
export function rfc3339(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The time `hours` ago in RFC 3339 (a receipt's `ran_at`). */
export function hoursAgo(hours: number): string {
  return rfc3339(new Date(Date.now() - hours * 3600_000));
}

/** A receipt key (docs/ev-0.1.md#identity): first 12 hex of SHA-256 of the ref. */
export function receiptKey(ref: string): string {
  return createHash('sha256').update(ref, 'utf8').digest('hex').slice(0, 12);
}

export function receiptPath(root: string, ref: string): string {
  return join(root, '.evolving', 'results', 'receipts', `${receiptKey(ref)}.jsonl`);
}

/** One receipt line as ev writes it: sorted keys, compact, newline-terminated. */
export function receiptLine(spec: ReceiptSpec): string {
  const receipt: Record<string, unknown> = {
    test: spec.test,
    platform: spec.platform ?? 'linux-ci',
    commit: spec.commit,
    ran_at: spec.ranAt ?? hoursAgo(1),
    result: spec.result,
  };
  if (spec.falsifiable !== undefined) receipt.falsifiable = spec.falsifiable;
  return `${JSON.stringify(sortKeys(receipt))}\n`;
}

/** Appends a receipt (receipts are append-only) in the working tree under `root`. */
export function appendReceipt(root: string, spec: ReceiptSpec): void {
  const path = receiptPath(root, spec.test);
  mkdirSync(dirname(path), { recursive: true });
  appendFileSync(path, receiptLine(spec));
}

export function readReceiptLines(root: string, ref: string): string[] {
  const path = receiptPath(root, ref);
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line !== '');
}

// ---------------------------------------------------------------------------
// The repository

/** ev init's config with sha-staleness off: CI checkouts have no upstream. */
export const CONFIG_TEXT = `schema_version = 1

[runner]
template = "pytest {selector}"
green_exit_code = 0

[liveness]
platforms = ["linux-ci", "mac", "ship-image"]
staleness_days = 7
not_run_lookback_commits = 20
staleness_ref = "none"
`;

/** The config `ev init` writes (docs/ev-0.1.md#config): sha-staleness from the live origin. */
export const EV_INIT_CONFIG = CONFIG_TEXT.replace(
  'staleness_ref = "none"',
  'staleness_ref = "live-origin"',
);

export type FileChanges = Record<string, string | null>;

/** The files of a ledger: config, every tick, HEAD (no trailing newline). */
export function ledgerFiles(
  ticks: readonly BuiltTick[],
  head = ticks.at(-1)?.id ?? '',
  config = CONFIG_TEXT,
): Record<string, string> {
  const files: Record<string, string> = { '.evolving/config': config, '.evolving/HEAD': head };
  for (const tick of ticks) files[tick.path] = tick.text;
  return files;
}

export interface ScenarioOptions {
  /** The ledger at the base commit. */
  base: TickSpec[];
  /** Other files at the base (code), relative to the repository root. */
  baseFiles?: Record<string, string>;
  /** Decisions the pull request appends to the chain (HEAD moves to the last). */
  headTicks?: TickSpec[];
  /** Other changes the pull request makes (after the appended ticks; null deletes), relative to the ledger directory. */
  headFiles?:
    | FileChanges
    | ((ledger: { base: BuiltTick[]; head: BuiltTick[]; baseSha: string }) => FileChanges);
  /** Symbolic links the pull request commits: path (relative to the ledger directory) → target. */
  headLinks?: Record<string, string>;
  /** What the workspace has checked out: the test merge commit (GitHub's default) or the head. */
  checkout?: 'merge' | 'head';
  /** Pull request number (default 7). */
  number?: number;
  /** Where `.evolving/` lives, relative to the repository root (the `working-directory`); default the root. */
  ledgerDir?: string;
  /** `.evolving/config` at the base (default CONFIG_TEXT, sha-staleness off; EV_INIT_CONFIG is `ev init`'s). */
  config?: string;
  /** 'memory': the repository in a tmpfs where there is one (git-repo.ts memoryTmpdir), removed by one `rm -rf`: for tens of thousands of files. */
  scratch?: 'disk' | 'memory';
}

export interface Scenario {
  repo: TempRepo;
  /** The workspace (repository root). */
  dir: string;
  codeSha: string;
  baseSha: string;
  headSha: string;
  /** The test merge commit (`refs/pull/N/merge`). */
  mergeSha: string;
  number: number;
  /** Absolute path of the directory holding `.evolving/`. */
  ledgerRoot: string;
  /** Repository-relative path of a ledger-relative path (`.evolving/ticks/<id>` → `<ledgerDir>/.evolving/ticks/<id>`). */
  repoPath(ledgerPath: string): string;
  baseTicks: BuiltTick[];
  headTicks: BuiltTick[];
  /** Every tick of the head's chain, base first. */
  allTicks: BuiltTick[];
  /** The `pull_request` event with the real shas (GITHUB_SHA = the merge commit). */
  event(overrides?: PullRequestOverrides): ActionEvent;
  /** The `pull_request_target` event of the same pull request (GITHUB_SHA = the base commit). */
  pullRequestTargetEvent(): ActionEvent;
  /** Appends a receipt in the workspace (default commit: the checked-out HEAD, as `ev check --run` records). */
  receipt(spec: Omit<ReceiptSpec, 'commit'> & { commit?: string }): void;
  git(args: string[]): string;
  read(path: string): string;
  exists(path: string): boolean;
  cleanup(): void;
}

/** Seconds since the epoch for the scenario's commits: fixed, so shas are reproducible. */
const T0 = 1_767_225_600;

/** Where a scenario's path lands: in the repository (a tree path) or, through `..`, outside it. */
function placeOf(prefix: string, path: string): { tree: string } | { outside: string } {
  const tree = posix.normalize(posix.join(prefix, path));
  if (tree === '..' || tree.startsWith('../')) return { outside: tree };
  if (tree === '.' || tree.split('/').includes('.git'))
    throw new Error(`buildScenario: ${path} is not a path a commit can hold`);
  return { tree };
}

/**
 * The tree changes of `files` (null deletes) under `prefix`. A path that
 * leaves the repository is written there, as the files were before
 * fast-import built the commits.
 */
function treeChanges(dir: string, files: FileChanges, prefix = ''): TreeChange[] {
  const changes: TreeChange[] = [];
  for (const [path, text] of Object.entries(files)) {
    const place = placeOf(prefix, path);
    if ('outside' in place) {
      const target = join(dir, place.outside);
      if (text === null) rmSync(target, { force: true });
      else {
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, text);
      }
    } else
      changes.push(text === null ? { path: place.tree, remove: true } : { path: place.tree, text });
  }
  return changes;
}

/** Up to this many blobs a scenario writes them itself; beyond, one fast-import stores them. */
const LOOSE_BLOBS = 2_000;

/**
 * A scenario's repository as it is built: its objects written by the test
 * (test-support/git-objects.ts), the tree of the last commit, and the blobs
 * still to store.
 */
interface ScenarioBuild {
  objects: HandMadeRepository;
  identity: Identity;
  files: TreeFiles;
  blobs: Map<string, Buffer>;
  /** The tree of `files` as the last commit wrote it; cleared by any change. */
  tree?: string;
}

/**
 * Applies tree changes to the build's tree; a link that replaces a directory
 * removes every file under it.
 */
function applyChanges(build: ScenarioBuild, changes: readonly TreeChange[]): void {
  if (changes.length > 0) delete build.tree;
  for (const change of changes) {
    if ('remove' in change) {
      for (const file of [...build.files.keys()])
        if (file === change.path || file.startsWith(`${change.path}/`)) build.files.delete(file);
      continue;
    }
    const content = Buffer.from('link' in change ? change.link : change.text, 'utf8');
    const id = blobIdOf(content);
    build.blobs.set(id, content);
    build.files.set(change.path, { mode: 'link' in change ? '120000' : '100644', id });
  }
}

/** A commit of the build's tree, as `git commit-tree` writes it. */
function commitOf(build: ScenarioBuild, date: number, parents: string[], message: string): string {
  // The merge commit has the head's tree: not walked again (40,000 paths in e2e/hostile-sizes).
  const tree = (build.tree ??= build.objects.tree(build.files));
  return build.objects.commit({ tree, parents, date, message, identity: build.identity });
}

/**
 * Stores the blobs and checks out `commit`. A few: each a loose object, and
 * the files, index and HEAD written by the test, no git process. Many (a
 * directory of 40,000 ticks): one fast-import stores them and one `git
 * checkout` writes the work tree and index. git's own checkout of 40,000
 * files took about 1 CPU-second on this project's machine, the test's own
 * (a write and an lstat a file from node, then the index) about 3.
 */
function storeAndCheckout(repo: TempRepo, build: ScenarioBuild, commit: string): void {
  const run = (args: string[], input?: Buffer, env = repo.env) =>
    execFileSync('git', args, { cwd: repo.dir, env, input, stdio: 'pipe' });
  if (build.blobs.size > LOOSE_BLOBS) {
    run(
      ['fast-import', '--quiet', '--done'],
      blobStream([...build.blobs.values()]),
      fastImportEnv(repo.env),
    );
    run(['checkout', '-q', '--detach', commit]);
    return;
  }
  for (const blob of build.blobs.values()) build.objects.blob(blob);
  build.objects.checkout(commit, build.files, (id) => build.blobs.get(id) as Buffer);
}

/**
 * fast-import's environment: glibc's heap grown and kept in 64 MiB steps. By
 * default it gives memory back after each blob it compresses and asks for it
 * again (four `brk` calls a blob, 160,000 for 40,000 ticks), which on the
 * 2-core machine this project is built on took 14 CPU-seconds of system time
 * for 40,000 blobs, against 0.25 s with these two settings. What git writes
 * does not change.
 */
function fastImportEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...env, MALLOC_TOP_PAD_: String(64 << 20), MALLOC_TRIM_THRESHOLD_: String(128 << 20) };
}

/** The links the pull request commits: each replaces whatever was at its path. */
function linkChanges(links: Record<string, string>, prefix: string): TreeChange[] {
  return Object.entries(links).flatMap(([path, target]): TreeChange[] => {
    const place = placeOf(prefix, path);
    if ('outside' in place)
      throw new Error(`buildScenario: the link ${path} leaves the repository`);
    return [
      { path: place.tree, remove: true },
      { path: place.tree, link: target },
    ];
  });
}

export function buildScenario(options: ScenarioOptions): Scenario {
  const repo = makeRepo({
    init: false,
    ...(options.scratch === 'memory' ? { tmp: memoryTmpdir(), manyFiles: true } : {}),
  });
  const number = options.number ?? 7;
  const prefix = (options.ledgerDir ?? '').replace(/^\.\/?|\/+$/g, '');
  const repoPath = (path: string) => (prefix === '' ? path : `${prefix}/${path}`);
  try {
    const baseTicks = chain(options.base);
    const build: ScenarioBuild = {
      objects: HandMadeRepository.create(repo.dir),
      identity: identityOf(repo.env),
      files: new Map(),
      blobs: new Map(),
    };
    applyChanges(
      build,
      treeChanges(repo.dir, {
        'src/app.ts': 'export const answer = 42;\n',
        'README.md': '# demo\n',
        ...options.baseFiles,
      }),
    );
    const codeSha = commitOf(build, T0, [], 'code');
    applyChanges(
      build,
      treeChanges(repo.dir, ledgerFiles(baseTicks, undefined, options.config), prefix),
    );
    const baseSha = commitOf(build, T0 + 60, [codeSha], 'ledger at base');
    build.objects.branch('main', baseSha);
    build.objects.branch('base-branch', baseSha);

    const headTicks = chain(options.headTicks ?? [], baseTicks.at(-1)?.id ?? '');
    const appended: FileChanges = {};
    if (headTicks.length > 0) {
      appended['.evolving/HEAD'] = headTicks.at(-1)?.id ?? '';
      for (const tick of headTicks) appended[tick.path] = tick.text;
    }
    const extra =
      typeof options.headFiles === 'function'
        ? options.headFiles({ base: baseTicks, head: headTicks, baseSha })
        : (options.headFiles ?? {});
    applyChanges(build, [
      ...treeChanges(repo.dir, appended, prefix),
      ...treeChanges(repo.dir, extra, prefix),
      ...linkChanges(options.headLinks ?? {}, prefix),
    ]);
    const headSha = commitOf(build, T0 + 120, [baseSha], 'pull request head');
    build.objects.branch('feature', headSha);
    // GitHub's test merge commit: base and head as parents, the head's tree (as `git merge
    // --no-ff` wrote it).
    const mergeSha = commitOf(
      build,
      T0 + 180,
      [baseSha, headSha],
      `Merge ${headSha} into ${baseSha}`,
    );
    storeAndCheckout(repo, build, options.checkout === 'head' ? headSha : mergeSha);

    const allTicks = [...baseTicks, ...headTicks];
    return {
      repo,
      dir: repo.dir,
      codeSha,
      baseSha,
      headSha,
      mergeSha,
      number,
      ledgerRoot: join(repo.dir, prefix),
      repoPath,
      baseTicks,
      headTicks,
      allTicks,
      event: (overrides = {}) =>
        pullRequestEvent({ number, headSha, baseSha, mergeSha, ...overrides }),
      pullRequestTargetEvent: () => pullRequestTargetEvent({ number, headSha, baseSha, mergeSha }),
      receipt: (spec) =>
        appendReceipt(join(repo.dir, prefix), {
          ...spec,
          commit: spec.commit ?? headOf(repo.dir, repo.git),
        }),
      git: (args) => repo.git(args),
      read: (path) => readFileSync(join(repo.dir, path), 'utf8'),
      exists: (path) => existsSync(join(repo.dir, path)),
      cleanup: () => repo.cleanup(),
    };
  } catch (error) {
    repo.cleanup();
    throw error;
  }
}

/** Writes a file in the workspace without committing it. */
export function writeWorkspaceFile(root: string, path: string, text: string | Uint8Array): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

/** 1-based line of `grounds[index]` in a tick file written by `tickText` (an independent count). */
export function groundLineOf(tick: BuiltTick, index: number): number {
  const lines = tick.text.split('\n');
  const start = lines.indexOf('  "grounds": [');
  if (start < 0) throw new Error(`no grounds in ${tick.id}`);
  let seen = -1;
  for (let i = start + 1; i < lines.length; i++) {
    if (lines[i] === '    {') {
      seen++;
      if (seen === index) return i + 1;
    }
  }
  throw new Error(`no ground ${index} in ${tick.id}`);
}
