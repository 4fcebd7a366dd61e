/**
 * The bound-checks benchmark: the action bundle on a ledger of 200
 * bound checks, each test and counter-test a `sleep` of about 50 ms, with a
 * pull request that changes the triggers of 5 of them.
 *
 * - `needed` with the base branch's receipts restored (as `actions/cache`
 *   would) against `all`: target ≤ 5 % of `all`;
 * - `all` with `check-jobs: 4` against `check-jobs: 1`: target ≤ 40 %;
 * - `off` (no checks run) as the fixed cost inside every figure.
 *
 * Every figure is the wall time of `node dist/index.js` run the way a runner
 * runs it (`pull_request` event, `INPUT_*`, no token, so nothing is posted),
 * median over the rounds, the variants interleaved round by round so
 * machine load hits them alike. Each run starts from the same restored
 * receipts (those an `all` run on the base commit wrote).
 *
 *   node bench/run.mjs --only checks [--runs 3] [--action dist/index.js]
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median } from './compare-table.mjs';

const BINDINGS = 200;
const TOUCHED = 5;
const SLEEP_SECONDS = '0.05';
const TARGETS = { neededOfAll: 0.05, jobs4OfJobs1: 0.4 };

/** The environment of the job, without anything of the caller's own job. */
function baseEnv() {
  const env = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (!name.startsWith('GITHUB_') && !name.startsWith('INPUT_') && !name.startsWith('RUNNER_'))
      env[name] = value;
  }
  return env;
}

/** GITHUB_OUTPUT as the runner reads it (`name<<DELIMITER` blocks, or `name=value`). */
function parseOutputs(text) {
  const outputs = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const heredoc = /^([^=<]+)<<(.+)$/.exec(lines[i]);
    if (heredoc) {
      const value = [];
      for (i++; i < lines.length && lines[i] !== heredoc[2]; i++) value.push(lines[i]);
      outputs[heredoc[1]] = value.join('\n');
    } else if (lines[i].includes('=')) {
      const eq = lines[i].indexOf('=');
      outputs[lines[i].slice(0, eq)] = lines[i].slice(eq + 1);
    }
  }
  return outputs;
}

/** One run of the action bundle in `repo`; returns its wall time and outputs. */
function runAction(action, repo, { eventName, payload, sha, inputs }) {
  const temp = mkdtempSync(join(tmpdir(), 'ev-bench-runner-'));
  try {
    const files = {
      event: join(temp, 'event.json'),
      output: join(temp, 'output'),
      summary: join(temp, 'summary.md'),
    };
    writeFileSync(files.event, JSON.stringify(payload));
    writeFileSync(files.output, '');
    writeFileSync(files.summary, '');
    const env = {
      ...baseEnv(),
      GITHUB_ACTIONS: 'true',
      GITHUB_WORKSPACE: repo,
      GITHUB_EVENT_NAME: eventName,
      GITHUB_EVENT_PATH: files.event,
      GITHUB_OUTPUT: files.output,
      GITHUB_STEP_SUMMARY: files.summary,
      GITHUB_REPOSITORY: 'bench/ledger',
      GITHUB_SHA: sha,
      RUNNER_TEMP: temp,
      INPUT_TOKEN: '',
      INPUT_GATE: 'false',
    };
    for (const [name, value] of Object.entries(inputs))
      env[`INPUT_${name.toUpperCase()}`] = String(value);
    const started = process.hrtime.bigint();
    const result = spawnSync(process.execPath, [action], {
      cwd: repo,
      env,
      encoding: 'utf8',
      maxBuffer: 1 << 30,
    });
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (result.error) throw result.error;
    const outputs = parseOutputs(readFileSync(files.output, 'utf8'));
    if (result.status !== 0)
      throw new Error(`the action failed (exit ${result.status}):\n${result.stdout.slice(-3000)}`);
    return { ms, outputs };
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

/** The pull request's receipts store, reset to what the cache restored. */
function restoreReceipts(repo, saved) {
  const results = join(repo, '.evolving', 'results');
  rmSync(results, { recursive: true, force: true });
  mkdirSync(results, { recursive: true });
  cpSync(saved, join(results, 'receipts'), { recursive: true });
}

function expectOutputs(name, outputs, checksRun, checksReused) {
  if (
    outputs['checks-run'] !== String(checksRun) ||
    outputs['checks-reused'] !== String(checksReused)
  )
    throw new Error(
      `${name}: checks-run ${outputs['checks-run']}, checks-reused ${outputs['checks-reused']} (want ${checksRun}, ${checksReused})`,
    );
}

const fmt = (n, digits = 0) => n.toFixed(digits);

function table(rows) {
  const header = ['variant', 'wall ms (median)', 'runs ms', 'checks run', 'reused', 'ratio'];
  const lines = rows.map((r) => [
    r.name,
    fmt(r.ms),
    r.runs.map((ms) => fmt(ms)).join(', '),
    String(r.checksRun),
    String(r.checksReused),
    r.ratio ?? '',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const render = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [
    render(header),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...lines.map(render),
  ].join('\n');
}

/**
 * Generates the repository, records the base branch's receipts, then times
 * the variants on the pull request's head. `generator` is the compiled
 * bench/checks-ledger.ts.
 */
export function measureChecks({ generator, action, out, runs = 3 }) {
  const repo = join(out, 'checks', 'repo');
  const saved = join(out, 'checks', 'base-receipts');
  process.stderr.write(`bound checks: ${BINDINGS} bindings, the pull request touches ${TOUCHED}\n`);
  const manifest = generator.generateChecksRepo({
    dir: repo,
    bindings: BINDINGS,
    touched: TOUCHED,
    sleepSeconds: SLEEP_SECONDS,
  });

  // The base branch's job: every check, receipts kept (what the cache would restore).
  const base = runAction(action, repo, {
    eventName: 'push',
    payload: { after: manifest.baseSha },
    sha: manifest.baseSha,
    inputs: { 'run-checks': 'all', 'check-jobs': 4 },
  });
  expectOutputs('base', base.outputs, BINDINGS, 0);
  rmSync(saved, { recursive: true, force: true });
  cpSync(join(repo, '.evolving', 'results', 'receipts'), saved, { recursive: true });

  spawnSync('git', ['checkout', '-q', manifest.headSha], { cwd: repo });
  const pullRequest = {
    eventName: 'pull_request',
    payload: {
      action: 'synchronize',
      number: 1,
      pull_request: {
        number: 1,
        head: { sha: manifest.headSha, repo: { full_name: 'bench/ledger' } },
        base: { sha: manifest.baseSha, repo: { full_name: 'bench/ledger' } },
      },
    },
    sha: manifest.headSha,
  };
  const variants = [
    { name: 'off', inputs: { 'run-checks': 'false' }, want: [0, 0] },
    { name: 'needed', inputs: { 'run-checks': 'needed' }, want: [TOUCHED, BINDINGS - TOUCHED] },
    { name: 'all, check-jobs 1', inputs: { 'run-checks': 'all' }, want: [BINDINGS, 0] },
    {
      name: 'all, check-jobs 4',
      inputs: { 'run-checks': 'all', 'check-jobs': 4 },
      want: [BINDINGS, 0],
    },
  ];
  const times = Object.fromEntries(variants.map((v) => [v.name, []]));
  for (let round = 0; round < runs; round++) {
    for (const variant of variants) {
      restoreReceipts(repo, saved);
      const run = runAction(action, repo, { ...pullRequest, inputs: variant.inputs });
      expectOutputs(variant.name, run.outputs, ...variant.want);
      times[variant.name].push(run.ms);
    }
    process.stderr.write(
      `  ${variants.map((v) => `${v.name} ${fmt(times[v.name][round])}`).join(', ')} ms\n`,
    );
  }
  const ms = (name) => median(times[name]);
  const neededRatio = ms('needed') / ms('all, check-jobs 1');
  const jobsRatio = ms('all, check-jobs 4') / ms('all, check-jobs 1');
  const rows = variants.map((v) => ({
    name: v.name,
    ms: ms(v.name),
    runs: times[v.name],
    checksRun: v.want[0],
    checksReused: v.want[1],
    ratio:
      v.name === 'needed'
        ? `${fmt(neededRatio * 100, 1)} % of all (target ≤ ${TARGETS.neededOfAll * 100} %)`
        : v.name === 'all, check-jobs 4'
          ? `${fmt(jobsRatio * 100, 1)} % of check-jobs 1 (target ≤ ${TARGETS.jobs4OfJobs1 * 100} %)`
          : undefined,
  }));
  return {
    bindings: BINDINGS,
    touched: TOUCHED,
    sleepSeconds: Number(SLEEP_SECONDS),
    rows,
    neededRatio,
    jobsRatio,
    targets: TARGETS,
    table: table(rows),
  };
}
