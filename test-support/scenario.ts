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
import { makeRepo, shellQuote, type TempRepo, type TreeChange } from './git-repo.js';

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

/** The id git gives a blob of `content`. */
function blobId(content: Buffer): string {
  return createHash('sha1').update(`blob ${content.length}\0`).update(content).digest('hex');
}

/**
 * The objects and index lines of tree changes: each file's and link's blob
 * (a fast-import stream of blobs, which stores them fast however many), and
 * `git update-index -z --index-info` lines that set or remove each path.
 * `files` is the tree the changes apply to (updated), so that a link which
 * replaces a directory removes every file under it.
 */
function indexLines(
  changes: readonly TreeChange[],
  files: Set<string>,
): { blobs: Buffer[]; info: Buffer } {
  const blobs: Buffer[] = [];
  const lines: string[] = [];
  const remove = (path: string) => {
    for (const file of [...files])
      if (file === path || file.startsWith(`${path}/`)) {
        files.delete(file);
        lines.push(`0 ${'0'.repeat(40)}\t${file}\0`);
      }
  };
  for (const change of changes) {
    if ('remove' in change) {
      remove(change.path);
      continue;
    }
    const content = Buffer.from('link' in change ? change.link : change.text, 'utf8');
    blobs.push(content);
    files.add(change.path);
    lines.push(`${'link' in change ? '120000' : '100644'} ${blobId(content)}\t${change.path}\0`);
  }
  return { blobs, info: Buffer.from(lines.join(''), 'utf8') };
}

/** A fast-import stream that stores the blobs (and nothing else). */
function blobStream(blobs: readonly Buffer[]): Buffer {
  const parts: Buffer[] = [];
  for (const blob of blobs)
    parts.push(Buffer.from(`blob\ndata ${blob.length}\n`), blob, Buffer.from('\n'));
  parts.push(Buffer.from('done\n'));
  return Buffer.concat(parts);
}

/** Runs `script` in the repository with `stream` as its standard input; returns its words. */
function runScript(repo: TempRepo, script: string[], stream: Buffer): string[] {
  return execFileSync('sh', ['-c', ['set -e', ...script].join('\n')], {
    cwd: repo.dir,
    env: repo.env,
    input: stream,
    stdio: ['pipe', 'pipe', 'pipe'],
  })
    .toString('utf8')
    .trim()
    .split(' ');
}

/**
 * The shell line that sets `name` to a new commit of `tree` at `date`;
 * `parents` and `message` are shell words (`message` may expand variables).
 */
function commitLine(name: string, date: number, tree: string, parents: string, message: string) {
  const stamp = shellQuote(`@${date} +0000`);
  return `${name}=$(GIT_AUTHOR_DATE=${stamp} GIT_COMMITTER_DATE=${stamp} git commit-tree ${tree} ${parents} -m ${message})`;
}

/** The tree of the index GIT_INDEX_FILE names. */
const INDEX_TREE = '"$(git write-tree)"';

/**
 * The code and base commits, in one `sh` started by the test: init, the
 * blobs through fast-import, each tree through `update-index --index-info`
 * and `write-tree` (fast for a directory of 40,000 ticks, where fast-import's
 * trees are slow), `commit-tree`: the very objects `git add -A && git
 * commit` made before (the same trees, identity, dates and messages). The
 * branches main and base-branch point at the base. Returns [code, base].
 */
function commitBase(
  repo: TempRepo,
  files: Set<string>,
  code: TreeChange[],
  base: TreeChange[],
): [string, string] {
  const root = join(repo.dir, '..');
  const codeLines = indexLines(code, files);
  const baseLines = indexLines(base, files);
  writeFileSync(join(root, 'code.info'), codeLines.info);
  writeFileSync(join(root, 'base.info'), baseLines.info);
  const q = (name: string) => shellQuote(join(root, name));
  const [codeSha, baseSha] = runScript(
    repo,
    [
      'git -c init.defaultBranch=main init -q',
      'git config commit.gpgsign false',
      'git config gc.auto 0',
      'git config maintenance.auto false',
      'git fast-import --quiet --done',
      `export GIT_INDEX_FILE=${q('index-scenario')}`,
      `git update-index -z --add --index-info <${q('code.info')}`,
      commitLine('code', T0, INDEX_TREE, '', "'code'"),
      `git update-index -z --add --index-info <${q('base.info')}`,
      commitLine('base', T0 + 60, INDEX_TREE, '-p "$code"', "'ledger at base'"),
      `rm -f "$GIT_INDEX_FILE" ${q('code.info')} ${q('base.info')}`,
      'unset GIT_INDEX_FILE',
      'git update-ref refs/heads/main "$base"',
      'git update-ref refs/heads/base-branch "$base"',
      'echo "$code $base"',
    ],
    blobStream([...codeLines.blobs, ...baseLines.blobs]),
  );
  return [codeSha as string, baseSha as string];
}

/**
 * The pull request's head (branch feature) on the base's tree, GitHub's
 * test merge commit (base and head as parents and the head's tree, as `git
 * merge --no-ff` wrote it) and the checkout, in one `sh`. Returns [head, merge].
 */
function commitHead(
  repo: TempRepo,
  files: Set<string>,
  baseSha: string,
  head: TreeChange[],
  checkout: 'merge' | 'head',
): [string, string] {
  const root = join(repo.dir, '..');
  const headLines = indexLines(head, files);
  writeFileSync(join(root, 'head.info'), headLines.info);
  const q = (name: string) => shellQuote(join(root, name));
  const [headSha, mergeSha] = runScript(
    repo,
    [
      'git fast-import --quiet --done',
      `base=${baseSha}`,
      `export GIT_INDEX_FILE=${q('index-scenario')}`,
      'git read-tree "$base"',
      `git update-index -z --add --remove --index-info <${q('head.info')}`,
      commitLine('head', T0 + 120, INDEX_TREE, '-p "$base"', "'pull request head'"),
      `rm -f "$GIT_INDEX_FILE" ${q('head.info')}`,
      'unset GIT_INDEX_FILE',
      'git update-ref refs/heads/feature "$head"',
      commitLine(
        'merge',
        T0 + 180,
        '"$head^{tree}"',
        '-p "$base" -p "$head"',
        '"Merge $head into $base"',
      ),
      `git checkout -q --detach "$${checkout}"`,
      'echo "$head $merge"',
    ],
    blobStream(headLines.blobs),
  );
  return [headSha as string, mergeSha as string];
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

/**
 * The commit HEAD is at: a detached HEAD (every scenario's checkout) names it
 * in .git/HEAD, read without starting a process; anything else is asked of git.
 */
function headCommit(repo: TempRepo): string {
  const head = readFileSync(join(repo.dir, '.git', 'HEAD'), 'utf8').trim();
  return /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/.test(head)
    ? head
    : repo.git(['rev-parse', 'HEAD']).trim();
}

export function buildScenario(options: ScenarioOptions): Scenario {
  const repo = makeRepo({ init: false });
  const number = options.number ?? 7;
  const prefix = (options.ledgerDir ?? '').replace(/^\.\/?|\/+$/g, '');
  const repoPath = (path: string) => (prefix === '' ? path : `${prefix}/${path}`);
  try {
    const baseTicks = chain(options.base);
    const files = new Set<string>();
    const [codeSha, baseSha] = commitBase(
      repo,
      files,
      treeChanges(repo.dir, {
        'src/app.ts': 'export const answer = 42;\n',
        'README.md': '# demo\n',
        ...options.baseFiles,
      }),
      treeChanges(repo.dir, ledgerFiles(baseTicks, undefined, options.config), prefix),
    );

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
    const [headSha, mergeSha] = commitHead(
      repo,
      files,
      baseSha,
      [
        ...treeChanges(repo.dir, appended, prefix),
        ...treeChanges(repo.dir, extra, prefix),
        ...linkChanges(options.headLinks ?? {}, prefix),
      ],
      options.checkout === 'head' ? 'head' : 'merge',
    );

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
          commit: spec.commit ?? headCommit(repo),
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
export function writeWorkspaceFile(root: string, path: string, text: string): void {
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
