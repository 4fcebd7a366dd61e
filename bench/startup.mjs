#!/usr/bin/env node
/**
 * Start-up on a real, small ledger (docs/PERFORMANCE.md, "Start-up"): the
 * CLI's `doctor` and `brief --json` in a checkout, each run in turn with
 * Node's bare start (`node -e 0`) beside it, and the action's time from its
 * start to its first request to GitHub (a fake GitHub on loopback, a token,
 * a `pull_request` from `HEAD~<depth>` to `HEAD` of the checkout).
 *
 *   node bench/startup.mjs --dir <checkout> [--runs 15] [--action-runs 5] [--depth 3]
 *                          [--node <node binary>] [--dist <bundle dir>]
 *
 * Prints medians: wall time (and CPU, user + system with git's, by GNU time
 * when present) of each command and of `node -e 0`, and the median of the
 * pair-by-pair differences. The checkout is only read.
 */
import { spawn, spawnSync, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { parse } from 'yaml';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const GNU_TIME = ['/usr/bin/time', '/bin/time'].find((p) => existsSync(p));

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}

const dir = option('dir');
if (dir === undefined) {
  process.stderr.write('usage: node bench/startup.mjs --dir <checkout with .evolving/> [...]\n');
  process.exit(2);
}
const runs = Number(option('runs', '15'));
const actionRuns = Number(option('action-runs', '5'));
const depth = Number(option('depth', '3'));
const node = option('node', process.execPath);
const dist = resolve(option('dist', join(ROOT, 'dist')));

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 === 1 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** One timed run: wall ms, and CPU ms (user + system, children included) when GNU time is here. */
function timed(argv) {
  const full = GNU_TIME ? [GNU_TIME, '-f', '%U %S', ...argv] : argv;
  const started = performance.now();
  const result = spawnSync(full[0], full.slice(1), { cwd: dir, encoding: 'utf8' });
  const wall = performance.now() - started;
  if (result.status !== 0) throw new Error(`${argv.join(' ')} exited ${result.status}`);
  const [user, system] = GNU_TIME
    ? (result.stderr.trim().split('\n').at(-1) ?? '').split(' ').map(Number)
    : [];
  return { wall, cpu: GNU_TIME ? (user + system) * 1000 : undefined };
}

const ms = (x) => (x === undefined ? '–' : `${Math.round(x)} ms`);

function commandBesideNode(args) {
  const cli = [node, join(dist, 'cli.js'), ...args];
  const bare = [node, '-e', '0'];
  timed(cli); // the compile cache filled, the files in the page cache
  timed(bare);
  const a = [];
  const b = [];
  for (let i = 0; i < runs; i++) {
    a.push(timed(cli));
    b.push(timed(bare));
  }
  const wallA = median(a.map((r) => r.wall));
  const wallB = median(b.map((r) => r.wall));
  const over = median(a.map((r, i) => r.wall - b[i].wall));
  const cpuA = GNU_TIME ? median(a.map((r) => r.cpu)) : undefined;
  const cpuB = GNU_TIME ? median(b.map((r) => r.cpu)) : undefined;
  return `| \`${args.join(' ')}\` | ${ms(wallA)} | ${ms(cpuA)} | ${ms(wallB)}, ${ms(cpuB)} CPU | +${Math.round(over)} ms |`;
}

function inputDefaults() {
  const action = parse(readFileSync(join(dist, '..', 'action.yml'), 'utf8'));
  const env = {};
  for (const [name, spec] of Object.entries(action.inputs ?? {}))
    env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = String(spec.default ?? '');
  return env;
}

/** The action on a pull request HEAD~depth..HEAD: ms from its start to its first request. */
async function firstRequest() {
  const git = (args) => execFileSync('git', args, { cwd: dir, encoding: 'utf8' }).trim();
  const head = git(['rev-parse', 'HEAD']);
  const base = git(['rev-parse', `HEAD~${depth}`]);
  const temp = mkdtempSync(join(tmpdir(), 'startup-bench-'));
  const event = join(temp, 'event.json');
  writeFileSync(
    event,
    JSON.stringify({
      action: 'opened',
      number: 1,
      pull_request: {
        number: 1,
        head: { sha: head, ref: 'feature', repo: { full_name: 'o/r', fork: false } },
        base: { sha: base, ref: 'main', repo: { full_name: 'o/r' } },
      },
      repository: { full_name: 'o/r', name: 'r', owner: { login: 'o' } },
    }),
  );
  for (const f of ['output', 'summary', 'state']) writeFileSync(join(temp, f), '');
  let firstAt;
  const server = createServer((request, response) => {
    firstAt ??= performance.now();
    response.writeHead(404, { 'content-type': 'application/json' });
    response.end('{"message":"Not Found"}');
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    ...inputDefaults(),
    INPUT_TOKEN: 'fake-token',
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_EVENT_PATH: event,
    GITHUB_SHA: head,
    GITHUB_REF: 'refs/pull/1/merge',
    GITHUB_REPOSITORY: 'o/r',
    GITHUB_WORKSPACE: dir,
    GITHUB_OUTPUT: join(temp, 'output'),
    GITHUB_STEP_SUMMARY: join(temp, 'summary'),
    GITHUB_STATE: join(temp, 'state'),
    GITHUB_API_URL: `http://127.0.0.1:${server.address().port}`,
    RUNNER_TEMP: temp,
  };
  const started = performance.now();
  const child = spawn(node, [join(dist, 'index.js')], { cwd: dir, env, stdio: 'ignore' });
  const exited = new Promise((done) => child.on('exit', done));
  while (firstAt === undefined && child.exitCode === null) await sleep(2);
  child.kill('SIGKILL');
  await exited;
  server.close();
  rmSync(temp, { recursive: true, force: true });
  if (firstAt === undefined) throw new Error('the action exited before any request');
  return firstAt - started;
}

if (runs > 0)
  process.stdout.write(
    `${dir} at ${execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: dir, encoding: 'utf8' }).trim()}, ` +
      `Node ${execFileSync(node, ['--version'], { encoding: 'utf8' }).trim()}, medians of ${runs} in turn with node -e 0\n\n` +
      "| command | wall | CPU | `node -e 0` beside it | over Node's start (median of pairs) |\n" +
      '| --- | ---: | ---: | --- | ---: |\n',
  );
if (runs > 0)
  for (const args of [['doctor'], ['brief', '--json']])
    process.stdout.write(`${commandBesideNode(args)}\n`);
if (actionRuns > 0) {
  await firstRequest(); // warm-up
  const times = [];
  for (let i = 0; i < actionRuns; i++) times.push(await firstRequest());
  process.stdout.write(
    `\nthe action, pull_request HEAD~${depth}..HEAD, a token, GitHub on loopback: ` +
      `start to first request ${ms(median(times))} (median of ${actionRuns}; ${times.map((t) => Math.round(t)).join(', ')})\n`,
  );
}
