#!/usr/bin/env node
/**
 * Two bundles side by side: the bundle of a git ref (built in a temporary
 * worktree) against the working tree's, run in turn (old, new, old, new, …)
 * on the same generated ledgers, so machine load hits both alike:
 *
 * - `action 0.1`: the action on a pull request of the 10,000-tick ledger
 *   (bench/generate.ts), against the fake GitHub on loopback, as
 *   bench/action.mjs runs it;
 * - `action 0.2`: the action on a pull request of the 10,000-claim ledger
 *   (bench/claims-action.mjs);
 * - `check`: `cli check` on the 10,000-tick ledger, caches removed first (a
 *   fresh checkout), its compile cache empty as the action's is (a fresh
 *   runner: withEmptyHome);
 * - `doctor`: `cli doctor` on the 10,000-claim ledger;
 * - `action-0.1-committed` (only when `--only` names it): the action on a
 *   pull request of the same 10,000-tick ledger committed, as a repository
 *   keeps it (committedTicksLedger): the base holds all but the last 20
 *   ticks, so the base is judged as it is on a real pull request.
 *
 * Each run is timed by GNU time (wall, user + system CPU of the process and
 * the processes it waited for, such as git, and its peak resident memory).
 * Prints the Markdown table of bench/compare-table.mjs: the medians and new ÷ old.
 *
 *   npm run bench:compare -- --old <git ref> [--runs 5] [--node /path/to/node] [--size 1k|10k]
 *                            [--only action-0.1,action-0.2,check,doctor]
 *                            [--old-dist DIR] [--new-dist DIR] [--github-latency MS]
 *
 * `--size 1k` times the 1,000-tick and 1,000-claim ledgers instead.
 * `--old-dist` / `--new-dist` take a bundle directory instead (a dist/ with
 * index.js and cli.js; its action.yml is read from the directory above it).
 * `--github-latency` makes the fake GitHub of the 0.1 action's workloads wait
 * that many milliseconds before each answer, as GitHub does over a network:
 * on loopback a request costs nothing, and what a run spends between its
 * requests does not show.
 * The old ref's bundle is kept in node_modules/.cache/evolving-action/compare/<sha>.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { claimsRepository, runClaimsAction } from './claims-action.mjs';
import { besideCheck, compareTable } from './compare-table.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'bench', 'out');
/**
 * Where the generated 0.1 ledgers (and `check`'s removed caches) live: bench/out, or
 * EV_BENCH_LEDGERS. `check` writes 10,000 state files a run, and on some disks that
 * time is bimodal (docs/PERFORMANCE.md): a RAM disk (`/dev/shm/…`) keeps it steady.
 */
const LEDGERS = process.env.EV_BENCH_LEDGERS ? resolve(process.env.EV_BENCH_LEDGERS) : OUT;
const CACHE = join(ROOT, 'node_modules', '.cache', 'evolving-action', 'compare');
const GNU_TIME = ['/usr/bin/time', '/bin/time'].find((p) => existsSync(p));
const WORKLOADS = ['action-0.1', 'action-0.2', 'check', 'doctor'];
/** Workloads run only when `--only` names them. */
const EXTRA_WORKLOADS = ['action-0.1-committed'];
/** `--size`: the 0.1 ledger's ticks and the 0.2 ledger's preset (bench/claims-generate.mjs). */
const SIZES = {
  '1k': { ticks: 1000, claims: 'issue' },
  '10k': { ticks: 10_000, claims: 'action' },
};
const PULL_NUMBER = 7;
const BASE_DISTANCE = 20;

function parseArgs(argv) {
  const options = {
    runs: 5,
    node: process.execPath,
    only: WORKLOADS,
    size: '10k',
    githubLatency: 0,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const next = argv[++i];
      if (next === undefined) throw new Error(`${arg} needs a value`);
      return next;
    };
    if (arg === '--old') options.old = value();
    else if (arg === '--old-dist') options.oldDist = resolve(value());
    else if (arg === '--new-dist') options.newDist = resolve(value());
    else if (arg === '--runs') options.runs = Number(value());
    else if (arg === '--node') options.node = resolve(value());
    else if (arg === '--only') options.only = value().split(',');
    else if (arg === '--size') options.size = value();
    else if (arg === '--github-latency') options.githubLatency = Number(value());
    else throw new Error(`unknown argument ${arg}`);
  }
  if (options.old === undefined && options.oldDist === undefined)
    throw new Error('--old <git ref> (or --old-dist DIR) is required');
  for (const name of options.only)
    if (!WORKLOADS.includes(name) && !EXTRA_WORKLOADS.includes(name))
      throw new Error(`unknown workload ${name}: ${[...WORKLOADS, ...EXTRA_WORKLOADS]}`);
  if (!(options.githubLatency >= 0)) throw new Error('--github-latency: milliseconds, 0 or more');
  if (SIZES[options.size] === undefined) throw new Error(`--size: one of ${Object.keys(SIZES)}`);
  if (!GNU_TIME) throw new Error('GNU time (/usr/bin/time) is needed to measure CPU and memory');
  return options;
}

const run = (command, args, cwd, extra = {}) =>
  execFileSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 1 << 28, ...extra });

// ------------------------------------------------------------ bundles

/**
 * The bundle of `ref`, built by that commit's own bundler in a temporary
 * worktree. Its dependencies: this tree's node_modules, hard-linked, when
 * the lock files agree; else `npm ci` in the worktree.
 */
export function bundleOfRef(ref) {
  const sha = run('git', ['rev-parse', '--verify', `${ref}^{commit}`], ROOT).trim();
  const dir = join(CACHE, sha);
  if (existsSync(join(dir, 'dist', 'index.js'))) return join(dir, 'dist');
  const work = mkdtempSync(join(tmpdir(), 'ev-compare-'));
  process.stderr.write(`building ${ref} (${sha.slice(0, 7)}) in ${work} …\n`);
  try {
    run('git', ['worktree', 'add', '--detach', '--quiet', work, sha], ROOT);
    const lock = (at) => readFileSync(join(at, 'package-lock.json'), 'utf8');
    if (lock(work) === lock(ROOT)) linkTree(join(ROOT, 'node_modules'), join(work, 'node_modules'));
    else
      run('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], work, { stdio: 'ignore' });
    run(process.execPath, ['scripts/bundle.mjs'], work, { stdio: 'ignore' });
    const staged = `${dir}.tmp-${process.pid}`;
    rmSync(staged, { recursive: true, force: true });
    mkdirSync(staged, { recursive: true });
    cpSync(join(work, 'dist'), join(staged, 'dist'), { recursive: true });
    copyFileSync(join(work, 'action.yml'), join(staged, 'action.yml'));
    rmSync(dir, { recursive: true, force: true });
    renameSync(staged, dir);
  } finally {
    spawnSync('git', ['worktree', 'remove', '--force', work], { cwd: ROOT });
    rmSync(work, { recursive: true, force: true });
  }
  return join(dir, 'dist');
}

/** A copy of a directory tree made of hard links (fast; nothing writes through them), else a copy. */
function linkTree(from, to) {
  try {
    run('cp', ['-al', from, to], ROOT);
  } catch {
    rmSync(to, { recursive: true, force: true });
    cpSync(from, to, { recursive: true });
  }
}

/** The working tree's bundle: scripts/bundle-cache.mjs's, built once per state of the sources. */
export function bundleOfWorkTree() {
  const dir = run(process.execPath, [join(ROOT, 'scripts', 'bundle-cache.mjs')], ROOT).trim();
  // The action's input defaults come from the action.yml above the bundle.
  const staged = join(OUT, 'compare-new');
  rmSync(staged, { recursive: true, force: true });
  mkdirSync(staged, { recursive: true });
  cpSync(dir, join(staged, 'dist'), { recursive: true });
  copyFileSync(join(ROOT, 'action.yml'), join(staged, 'action.yml'));
  return join(staged, 'dist');
}

// ------------------------------------------------------------ ledgers

/** The 0.1 ledger of bench/generate.ts, in LEDGERS/ledger-<n> (bench/out/ledger-<n> is also bench/run.mjs's). */
export async function ticksLedger(ticks = 10_000) {
  const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  run(process.execPath, [tsc, '-p', join(ROOT, 'bench', 'tsconfig.json')], ROOT, {
    stdio: 'inherit',
  });
  // tsc compiles only .ts: the test support's plain-JS import is copied beside its output.
  mkdirSync(join(ROOT, 'build', 'bench', 'scripts'), { recursive: true });
  copyFileSync(
    join(ROOT, 'scripts', 'bundle-cache.mjs'),
    join(ROOT, 'build', 'bench', 'scripts', 'bundle-cache.mjs'),
  );
  const built = (path) => import(pathToFileURL(join(ROOT, 'build', 'bench', path)).href);
  const generator = await built('bench/generate.js');
  const dir = join(LEDGERS, `ledger-${ticks}`);
  const manifestPath = join(dir, 'manifest.json');
  let manifest = existsSync(manifestPath)
    ? JSON.parse(readFileSync(manifestPath, 'utf8'))
    : undefined;
  if (manifest?.generatorVersion !== generator.GENERATOR_VERSION) {
    process.stderr.write(`generating ${ticks} ticks in ${dir} …\n`);
    manifest = generator.generateLedger({ dir, ticks });
    writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  }
  return {
    dir,
    headSha: run('git', ['rev-parse', 'HEAD'], dir).trim(),
    baseSha: run('git', ['rev-parse', `HEAD~${BASE_DISTANCE}`], dir).trim(),
    lib: {
      fake: await built('test-support/fake-github.js'),
      events: await built('test-support/events.js'),
      runner: await built('test-support/run-action.js'),
    },
  };
}

/** How many of the generated ledger's last ticks the committed pull request adds. */
const COMMITTED_PR_TICKS = 20;

/**
 * The generated 0.1 ledger as a repository keeps it, committed: bench/generate.ts
 * leaves `.evolving/` out of git, so `action-0.1`'s base holds no ledger and its
 * judgement costs nothing there. Here a copy of that repository gets two commits
 * on its history: the base, which commits the ledger without its last
 * COMMITTED_PR_TICKS ticks (its `HEAD` the tick before them), and the pull request,
 * which adds them and changes three source files. Built once per generated ledger.
 */
export function committedTicksLedger(ledger) {
  const dir = `${ledger.dir}-committed`;
  const marker = join(dir, '.git', 'ev-bench-committed');
  const git = (...args) =>
    run('git', args, dir, {
      env: {
        ...process.env,
        GIT_CONFIG_NOSYSTEM: '1',
        GIT_AUTHOR_NAME: 'bench',
        GIT_AUTHOR_EMAIL: 'bench@example.com',
        GIT_AUTHOR_DATE: '2026-11-21T12:00:00Z',
        GIT_COMMITTER_NAME: 'bench',
        GIT_COMMITTER_EMAIL: 'bench@example.com',
        GIT_COMMITTER_DATE: '2026-11-21T12:00:00Z',
      },
    }).trim();
  if (!existsSync(marker) || readFileSync(marker, 'utf8') !== ledger.headSha) {
    process.stderr.write(`committing the ledger in ${dir} …\n`);
    resetCheckCaches(ledger.dir);
    rmSync(dir, { recursive: true, force: true });
    run('cp', ['-a', ledger.dir, dir], ROOT);
    writeFileSync(join(dir, '.git', 'info', 'exclude'), '');
    const store = join(dir, '.evolving');
    const ticksDir = join(store, 'ticks');
    const head = readFileSync(join(store, 'HEAD'), 'utf8').trim();
    const added = [];
    let id = head;
    for (let i = 0; i < COMMITTED_PR_TICKS; i++) {
      added.push(id);
      id = JSON.parse(readFileSync(join(ticksDir, id), 'utf8')).parent_id;
    }
    const aside = mkdtempSync(join(tmpdir(), 'ev-compare-ticks-'));
    for (const tick of added) renameSync(join(ticksDir, tick), join(aside, tick));
    writeFileSync(join(store, 'HEAD'), `${id}\n`);
    git('add', '-A', '.evolving');
    git('commit', '-q', '-m', 'the ledger, committed');
    for (const tick of added) renameSync(join(aside, tick), join(ticksDir, tick));
    rmSync(aside, { recursive: true, force: true });
    writeFileSync(join(store, 'HEAD'), `${head}\n`);
    for (const file of git('ls-files', '--', 'src').split('\n').slice(0, 3))
      writeFileSync(join(dir, file), `${readFileSync(join(dir, file), 'utf8')}\n// changed\n`);
    git('add', '-A');
    git('commit', '-q', '-m', `${COMMITTED_PR_TICKS} decisions and the code they follow`);
    writeFileSync(marker, ledger.headSha);
  }
  return { ...ledger, dir, headSha: git('rev-parse', 'HEAD'), baseSha: git('rev-parse', 'HEAD~1') };
}

// ------------------------------------------------------------ timing

/** GNU time's figures from its -o file: wall ms, CPU ms (user + system), peak RSS MB. */
function readTimes(file) {
  const last = readFileSync(file, 'utf8').trim().split('\n').at(-1) ?? '';
  const [wall, user, system, kb] = last.split(' ').map(Number);
  return { wallMs: wall * 1000, cpuMs: (user + system) * 1000, rssMb: kb / 1024 };
}

const TIME_FORMAT = '%e %U %S %M';

/** A command run under GNU time, its output kept for the checks. */
function timed(argv, cwd, env) {
  const file = join(mkdtempSync(join(tmpdir(), 'ev-compare-time-')), 'time');
  spawnSync('sync');
  const result = spawnSync(GNU_TIME, ['-o', file, '-f', TIME_FORMAT, ...argv], {
    cwd,
    env,
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  });
  const sample = { ...readTimes(file), status: result.status, stdout: result.stdout };
  rmSync(dirname(file), { recursive: true, force: true });
  return sample;
}

/**
 * A wrapper that runs Node under GNU time: runAction spawns `<node> <bundle>`.
 * `firstLine`: a shell line run before Node starts (bench/phases.mjs logs the start).
 */
export function timedNodeWrapper(node, firstLine = '') {
  const dir = mkdtempSync(join(tmpdir(), 'ev-compare-node-'));
  const wrapper = join(dir, 'node');
  writeFileSync(
    wrapper,
    `#!/bin/sh\n${firstLine ? `${firstLine}\n` : ''}exec ${GNU_TIME} -o "$EV_COMPARE_TIME_FILE" -f '${TIME_FORMAT}' ${JSON.stringify(node)} "$@"\n`,
  );
  chmodSync(wrapper, 0o755);
  return wrapper;
}

export async function actionOnTicks(ledger, bundle, wrapper, env = {}, githubLatencyMs = 0) {
  const { lib } = ledger;
  const gh = await lib.fake.startFakeGitHub({
    latencyMs: githubLatencyMs,
    pullRequests: [
      {
        number: PULL_NUMBER,
        headSha: ledger.headSha,
        baseSha: ledger.baseSha,
        mergeSha: ledger.headSha,
        headRef: 'feature',
      },
    ],
  });
  const file = join(mkdtempSync(join(tmpdir(), 'ev-compare-time-')), 'time');
  try {
    spawnSync('sync');
    const result = await lib.runner.runAction({
      workspace: ledger.dir,
      event: lib.events.pullRequestEvent({
        number: PULL_NUMBER,
        headSha: ledger.headSha,
        baseSha: ledger.baseSha,
        mergeSha: ledger.headSha,
        headRef: 'feature',
      }),
      apiUrl: gh.url,
      serverUrl: gh.serverUrl,
      bundle: join(bundle, 'index.js'),
      node: wrapper,
      env: { ...env, EV_COMPARE_TIME_FILE: file },
    });
    if (result.outputs.conclusion === undefined || gh.violations.length > 0)
      throw new Error(
        `the action (${bundle}) did not finish its run (exit ${result.exitCode}):\n${result.stdout.slice(-2000)}${result.stderr.slice(-2000)}`,
      );
    return { ...readTimes(file), status: result.exitCode };
  } finally {
    await gh.close();
    rmSync(dirname(file), { recursive: true, force: true });
  }
}

/** check writes caches (results/state, events.jsonl): a fresh CI checkout has neither. */
function resetCheckCaches(dir) {
  const trash = join(LEDGERS, 'trash');
  for (const name of ['state', 'events.jsonl']) {
    const path = join(dir, '.evolving', 'results', name);
    if (!existsSync(path)) continue;
    mkdirSync(trash, { recursive: true });
    renameSync(path, join(trash, `${process.pid}-${Date.now()}-${Math.random()}`));
  }
}

/**
 * `run` with a HOME of its own, removed after: `check` starts with an empty
 * compile cache (the CLI keeps it under HOME), as the action does (its cache
 * is under a RUNNER_TEMP of its own each run, as on a hosted runner, where
 * every job starts on a fresh machine). Timed with a warm cache, `check`
 * would be ~30 ms quicker than the action can ever start, and the ratio of
 * the two would compare a cold process with a warm one.
 */
function withEmptyHome(run) {
  const home = mkdtempSync(join(tmpdir(), 'ev-compare-home-'));
  try {
    return run(home);
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

function cliEnv(home) {
  return {
    PATH: process.env.PATH,
    HOME: home,
    LC_ALL: 'C.UTF-8',
    TZ: 'UTC',
    GIT_CONFIG_NOSYSTEM: '1',
  };
}

// ------------------------------------------------------------ main

function machine(node) {
  const cpu = cpus();
  const version = run(node, ['--version'], ROOT).trim();
  return `${cpu[0]?.model ?? 'unknown CPU'} × ${cpu.length}, Node ${version}`;
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const oldDist = options.oldDist ?? bundleOfRef(options.old);
  const newDist = options.newDist ?? bundleOfWorkTree();
  const wanted = new Set(options.only);
  const home = mkdtempSync(join(tmpdir(), 'ev-compare-home-'));
  const wrapper = timedNodeWrapper(options.node);
  const size = SIZES[options.size];
  const ticks =
    wanted.has('action-0.1') || wanted.has('check') || wanted.has('action-0.1-committed')
      ? await ticksLedger(size.ticks)
      : undefined;
  const committed = wanted.has('action-0.1-committed') ? committedTicksLedger(ticks) : undefined;
  const claims =
    wanted.has('action-0.2') || wanted.has('doctor')
      ? claimsRepository({ preset: size.claims })
      : undefined;
  const node = options.node;
  /** Each workload: how to run it once with a bundle directory. */
  const workloads = {
    'action-0.1': (dist) => actionOnTicks(ticks, dist, wrapper, {}, options.githubLatency),
    'action-0.1-committed': (dist) =>
      actionOnTicks(committed, dist, wrapper, {}, options.githubLatency),
    'action-0.2': (dist) => {
      const r = runClaimsAction(claims, { bundle: join(dist, 'index.js'), node });
      return { wallMs: r.ms, cpuMs: r.cpuMs, rssMb: r.rssMb, status: r.exit };
    },
    check: (dist) => {
      resetCheckCaches(ticks.dir);
      try {
        return withEmptyHome((empty) =>
          timed([node, join(dist, 'cli.js'), 'check'], ticks.dir, cliEnv(empty)),
        );
      } finally {
        // The action runs next on the same ledger, which a fresh checkout has without them.
        resetCheckCaches(ticks.dir);
      }
    },
    doctor: (dist) => timed([node, join(dist, 'cli.js'), 'doctor'], claims.dir, cliEnv(home)),
  };
  const loadBefore = load();
  const results = options.only.map((name) => ({ name, old: [], new: [] }));
  // One untimed round first (page cache, the compile of each bundle), then round after round
  // each workload with old and new in turn: the workloads of a round run within seconds of each
  // other, so the action's time over `check`'s compares runs the machine made equally fast.
  for (let round = -1; round < options.runs; round++) {
    for (const samples of results) {
      for (const side of ['old', 'new']) {
        const sample = await workloads[samples.name](side === 'old' ? oldDist : newDist);
        if (round >= 0) samples[side].push(sample);
      }
      if (round >= 0)
        process.stderr.write(
          `  ${samples.name}: old ${samples.old[round].wallMs.toFixed(0)} ms, new ${samples.new[round].wallMs.toFixed(0)} ms\n`,
        );
    }
  }
  resetCheckCaches(ticks?.dir ?? LEDGERS);
  rmSync(join(LEDGERS, 'trash'), { recursive: true, force: true });
  rmSync(home, { recursive: true, force: true });
  rmSync(dirname(wrapper), { recursive: true, force: true });
  const oldName = options.old ?? options.oldDist;
  process.stdout.write(
    `old: ${oldName}; new: the working tree${options.newDist ? ` (${options.newDist})` : ''}\n` +
      `${machine(node)}; ledgers of ${options.size} ticks and claims; ${options.runs} runs each in turn after one warm-up; ` +
      (options.githubLatency > 0
        ? `GitHub answering ${options.githubLatency} ms after each request; `
        : '') +
      `load average ${loadBefore} before, ${load()} after\n\n` +
      `${compareTable(results)}\n`,
  );
  const beside = besideCheck(results);
  if (beside !== undefined) process.stdout.write(`\n${beside}\n`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  main().catch((error) => {
    process.stderr.write(
      `bench:compare: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exitCode = 1;
  });
