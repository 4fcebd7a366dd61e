/**
 * The action's own wall time: `dist/index.js` run the way a
 * runner runs it — default inputs from action.yml, a `pull_request` event,
 * a token — against the fake GitHub on loopback (every request validated
 * against GitHub's OpenAPI description), on the generated ledgers of
 * bench/generate.ts, beside `node dist/cli.js check` and the
 * read+parse+hash floor (bench/floor.mjs) on the same ledger, interleaved
 * round by round in one run so machine load hits them alike.
 *
 * The pull request: the generated repository's HEAD against the commit 20
 * before it, so the pull request changes files that declared triggers
 * select (decisions in context, triggers changed). Each action run gets a
 * fresh fake GitHub (no comment yet: the comment is created, the check run
 * created and its annotations added), started and checked outside the
 * timed span. Peak RSS of each process is read from the process itself at
 * exit (bench/rss-probe.mjs, loaded with `--import`).
 *
 *   node bench/run.mjs --only action [--sizes 1000,10000,50000] [--runs 5] [--node /path/to/node24]
 *
 * `cli check` runs with its state caches removed and an empty compile cache
 * (a fresh XDG_CACHE_HOME each run), as the action runs on a fresh runner:
 * its own compile cache is under a RUNNER_TEMP of its own each run.
 *
 * Targets (Node 24): action@1k ≤ 1.0 s; action@10k ≤ 2.5 s and ≤
 * 1.4× `cli check` in the same run (beside its quick runs: on some disks its
 * state files sometimes take seconds to write, docs/PERFORMANCE.md; when
 * every run was that slow there is no ratio, and the target says so);
 * action@50k ≤ 10 s; peak RSS at 50k ≤ the CLI's.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, renameSync, rmSync, existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { median, overQuickChecks } from './compare-table.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const FLOOR = join(ROOT, 'bench', 'floor.mjs');
const PROBE = pathToFileURL(join(ROOT, 'bench', 'rss-probe.mjs')).href;
const PULL_NUMBER = 7;
/** How far back the pull request's base is. */
const BASE_DISTANCE = 20;
export const ACTION_TARGETS = {
  at1kMs: 1000,
  at10kMs: 2500,
  at10kOfCheck: 1.4,
  at50kMs: 10000,
};

/** The compiled test-support modules (bench/tsconfig.json builds them into build/bench). */
async function support() {
  const base = join(ROOT, 'build', 'bench', 'test-support');
  return {
    fake: await import(pathToFileURL(join(base, 'fake-github.js')).href),
    events: await import(pathToFileURL(join(base, 'events.js')).href),
    runner: await import(pathToFileURL(join(base, 'run-action.js')).href),
  };
}

/** A file for the probe to write the peak RSS (KiB) to, and the env that loads it. */
function probeEnv() {
  const dir = mkdtempSync(join(tmpdir(), 'ev-bench-rss-'));
  const file = join(dir, 'rss');
  return {
    file,
    env: { NODE_OPTIONS: `--import=${PROBE}`, EV_BENCH_RSS_FILE: file },
    read() {
      const kib = existsSync(file) ? Number(readFileSync(file, 'utf8')) : NaN;
      rmSync(dir, { recursive: true, force: true });
      return kib / 1024;
    },
  };
}

/** Runs a node script to its end, timed; its peak RSS in MB from the probe. */
function timeNode(node, args, cwd, env = {}) {
  const probe = probeEnv();
  return new Promise((resolvePromise, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(node, args, {
      cwd,
      env: { ...process.env, ...env, ...probe.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (status) => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      resolvePromise({ ms, rssMb: probe.read(), status, stdout, stderr });
    });
  });
}

/** check writes caches (results/state, events.jsonl): a fresh CI checkout has neither. */
function resetCheckCaches(dir, trash) {
  for (const name of ['state', 'events.jsonl']) {
    const path = join(dir, '.evolving', 'results', name);
    if (!existsSync(path)) continue;
    mkdirSync(trash, { recursive: true });
    renameSync(path, join(trash, `${process.pid}-${Date.now()}-${Math.random()}`));
  }
}

function git(dir, args) {
  return execFileSync('git', args, { cwd: dir, encoding: 'utf8' }).trim();
}

/** One run of the action on a fresh fake GitHub; wall time and peak RSS of the action's process. */
async function timeAction(lib, options, ledger) {
  const { dir, headSha, baseSha } = ledger;
  const gh = await lib.fake.startFakeGitHub({
    pullRequests: [
      { number: PULL_NUMBER, headSha, baseSha, mergeSha: headSha, headRef: 'feature' },
    ],
  });
  const probe = probeEnv();
  try {
    const event = lib.events.pullRequestEvent({
      number: PULL_NUMBER,
      headSha,
      baseSha,
      mergeSha: headSha,
      headRef: 'feature',
    });
    const started = process.hrtime.bigint();
    const result = await lib.runner.runAction({
      workspace: dir,
      event,
      apiUrl: gh.url,
      serverUrl: gh.serverUrl,
      bundle: options.action,
      node: options.node,
      env: probe.env,
    });
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const rssMb = probe.read();
    if (result.outputs.conclusion === undefined || result.stderr.includes('Error'))
      throw new Error(
        `the action did not finish its run (exit ${result.exitCode}):\n${result.stdout.slice(-3000)}${result.stderr.slice(-3000)}`,
      );
    if (gh.violations.length > 0)
      throw new Error(`the fake GitHub saw invalid requests: ${JSON.stringify(gh.violations[0])}`);
    if (gh.checkRuns.length !== 1 || gh.comments.length !== 1)
      throw new Error(
        `expected one check run and one comment, got ${gh.checkRuns.length} and ${gh.comments.length}`,
      );
    return {
      ms,
      rssMb,
      requests: gh.requests.length,
      annotations: gh.checkRuns[0]?.annotations?.length ?? 0,
      conclusion: result.outputs.conclusion,
    };
  } finally {
    await gh.close();
  }
}

/** The pull request on a generated ledger: HEAD against the commit BASE_DISTANCE before it. */
function pullRequestOf(dir) {
  return {
    dir,
    headSha: git(dir, ['rev-parse', 'HEAD']),
    baseSha: git(dir, ['rev-parse', `HEAD~${BASE_DISTANCE}`]),
  };
}

async function measureSize(lib, options, { dir, manifest }, runs) {
  const ledger = pullRequestOf(dir);
  const trash = join(options.out, 'trash');
  const variants = [
    { name: 'floor', run: () => timeNode(options.node, [FLOOR, 'check', dir], dir) },
    {
      name: 'check',
      run: async () => {
        resetCheckCaches(dir, trash);
        // An empty compile cache, as the action's on a fresh runner (the header says why).
        const cache = mkdtempSync(join(tmpdir(), 'ev-bench-cache-'));
        try {
          return await timeNode(options.node, [options.cli, 'check'], dir, {
            XDG_CACHE_HOME: cache,
          });
        } finally {
          rmSync(cache, { recursive: true, force: true });
        }
      },
    },
    { name: 'action', run: () => timeAction(lib, options, ledger) },
  ];
  const samples = Object.fromEntries(variants.map((v) => [v.name, []]));
  let detail;
  // One untimed warm-up round, then `runs` timed ones.
  for (let round = -1; round < runs; round++) {
    for (const variant of variants) {
      execFileSync('sync');
      const sample = await variant.run();
      if (variant.name === 'action') detail = sample;
      if (round >= 0) samples[variant.name].push(sample);
    }
    if (round >= 0)
      process.stderr.write(
        `  ${variants.map((v) => `${v.name} ${samples[v.name][round].ms.toFixed(0)} ms`).join(', ')}\n`,
      );
  }
  resetCheckCaches(dir, trash);
  rmSync(trash, { recursive: true, force: true });
  const figure = (name) => ({
    ms: median(samples[name].map((s) => s.ms)),
    rssMb: median(samples[name].map((s) => s.rssMb)),
    runs: samples[name].map((s) => Math.round(s.ms)),
    rssRuns: samples[name].map((s) => Math.round(s.rssMb)),
  });
  const row = {
    ticks: manifest.ticks,
    bindings: manifest.bindings,
    action: figure('action'),
    check: figure('check'),
    floor: figure('floor'),
    requests: detail.requests,
    annotations: detail.annotations,
    conclusion: detail.conclusion,
  };
  // Beside check's quick runs only: on some disks its state files make runs of seconds.
  const beside = overQuickChecks(
    row.action.ms,
    samples.check.map((s) => s.ms),
  );
  row.actionOfCheck = beside.ratio;
  row.slowCheckRuns = beside.left;
  return row;
}

const fmt = (n, digits = 0) => (n === undefined || Number.isNaN(n) ? 'n/a' : n.toFixed(digits));

/** The action ÷ `cli check`'s quick runs, saying how many slow ones were left out (or that all were). */
function besideCheckCell(r) {
  if (r.actionOfCheck === undefined) return 'n/a: every `cli check` run slow';
  const left = r.slowCheckRuns > 0 ? ` (${r.slowCheckRuns} slow \`cli check\` runs left out)` : '';
  return `${fmt(r.actionOfCheck, 2)}×${left}`;
}

/** The table for the README: seconds, the ratio to `cli check`, peak RSS. */
export function actionTable(rows) {
  const header = [
    'ticks',
    'action',
    '`cli check`',
    'floor',
    'action ÷ check',
    'action peak RSS',
    '`cli check` peak RSS',
  ];
  const lines = rows.map((r) => [
    `${r.ticks / 1000}k`,
    `${fmt(r.action.ms / 1000, 2)} s`,
    `${fmt(r.check.ms / 1000, 2)} s`,
    `${fmt(r.floor.ms / 1000, 2)} s`,
    besideCheckCell(r),
    `${fmt(r.action.rssMb)} MB`,
    `${fmt(r.check.rssMb)} MB`,
  ]);
  return [header, header.map(() => '---'), ...lines].map((l) => `| ${l.join(' | ')} |`).join('\n');
}

/** Whether each target holds in these rows. */
export function actionTargets(rows) {
  const at = (ticks) => rows.find((r) => r.ticks === ticks);
  const checks = [];
  const r1 = at(1000);
  const r10 = at(10000);
  const r50 = at(50000);
  if (r1) checks.push([`action@1k ≤ 1.0 s`, r1.action.ms <= ACTION_TARGETS.at1kMs]);
  if (r10) {
    checks.push([`action@10k ≤ 2.5 s`, r10.action.ms <= ACTION_TARGETS.at10kMs]);
    checks.push([
      `action@10k ≤ 1.4× cli check`,
      r10.actionOfCheck === undefined
        ? undefined
        : r10.actionOfCheck <= ACTION_TARGETS.at10kOfCheck,
    ]);
  }
  if (r50) {
    checks.push([`action@50k ≤ 10 s`, r50.action.ms <= ACTION_TARGETS.at50kMs]);
    checks.push([`peak RSS at 50k ≤ cli check's`, r50.action.rssMb <= r50.check.rssMb]);
  }
  return checks
    .map(([name, ok]) =>
      ok === undefined
        ? `? ${name}: no ratio, every \`cli check\` run was in its slow mode (its state files took seconds to write on this disk); bench:compare with EV_BENCH_LEDGERS on a RAM disk avoids it`
        : `${ok ? '✓' : '✗'} ${name}`,
    )
    .join('\n');
}

/**
 * The action against `cli check` and the floor on each ledger. `ledgers`:
 * [{ dir, manifest }] from run.mjs; `runs` timed rounds per size.
 */
export async function measureAction({ ledgers, action, cli, node, out, runs }) {
  const lib = await support();
  const options = { action, cli, node, out };
  const rows = [];
  for (const ledger of ledgers) {
    process.stderr.write(
      `action: ${ledger.manifest.ticks} ticks, ${ledger.manifest.bindings} bindings\n`,
    );
    rows.push(await measureSize(lib, options, ledger, runs(ledger.manifest.ticks)));
  }
  return { rows, table: actionTable(rows), targets: actionTargets(rows) };
}
