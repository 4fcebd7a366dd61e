#!/usr/bin/env node
/**
 * The ev 0.2 benchmark: `doctor` and `brief --json` of the CLI beside ev
 * 0.2.4's on a generated ev 0.2 ledger (bench/claims-generate.mjs), in the
 * same run, interleaved, so machine load hits both alike. Every run's output
 * is checked against ev's (JSON compared as data); a difference fails the
 * bench. Reports the median wall time of each, their ratio, the median CPU
 * time (user + system, git's included) and the peak resident memory of each
 * command's process tree (GNU time's %U, %S and %M: the largest process's
 * peak), with the machine's load average before and after (the machine is
 * shared: wall times under load are the figures to distrust first).
 *
 *   npm run bench:claims -- --ev /path/to/ev-0.2.4 [--cli dist/cli.js] [--preset issue|action]
 *                           [--runs 5] [--regen] [--node /path/to/node] [--old /other/cli.js]
 *
 * `--old` times another build of the CLI (an earlier dist/cli.js) in the
 * same runs, interleaved with the others, its output checked as well: a
 * before/after comparison under the same load.
 *
 * Target: at the `issue` shape (1,000 claims, 1,774 anchors
 * over 130 bases, 300 commits, 200 files) each command within 0.05× ev's
 * time. ev runs one `git log` per distinct reference commit; the CLI a
 * constant number of git processes. Results: a table on stdout and
 * bench/out/claims-<preset>.json. Without `--ev` only the CLI is timed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { CLAIMS_GENERATOR_VERSION, generateClaimsLedger, PRESETS } from './claims-generate.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'bench', 'out');
const COMMANDS = [['doctor'], ['brief', '--json']];
const GNU_TIME = ['/usr/bin/time', '/bin/time'].find((p) => existsSync(p));

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}

const evBin = option('ev', process.env.EV_BIN);
const cli = resolve(option('cli', join(ROOT, 'dist', 'cli.js')));
const oldCli = option('old', undefined);
const node = option('node', process.execPath);
const preset = option('preset', 'issue');
const runs = Number(option('runs', preset === 'issue' ? 5 : 1));
const shape = PRESETS[preset];
if (shape === undefined) throw new Error(`unknown preset ${preset}: ${Object.keys(PRESETS)}`);

/** The ledger, generated once into bench/out/claims-<preset> and reused while the generator is unchanged. */
function ledger() {
  const dir = join(OUT, `claims-${preset}`);
  const manifestPath = join(OUT, `claims-${preset}.manifest.json`);
  if (!process.argv.includes('--regen') && existsSync(manifestPath)) {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    if (manifest.generatorVersion === CLAIMS_GENERATOR_VERSION && existsSync(dir))
      return { dir, manifest };
  }
  mkdirSync(OUT, { recursive: true });
  rmSync(manifestPath, { force: true });
  const manifest = generateClaimsLedger({ dir, ...shape });
  writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));
  return { dir, manifest };
}

/** One timed run: wall ms, CPU ms and peak RSS (MB) of the process tree when GNU time is here, output. */
function timed(argv, cwd, home) {
  const env = {
    PATH: process.env.PATH,
    HOME: home,
    LC_ALL: 'C.UTF-8',
    TZ: 'UTC',
    GIT_CONFIG_NOSYSTEM: '1',
  };
  const command = GNU_TIME ? [GNU_TIME, '-f', '%M %U %S', ...argv] : argv;
  spawnSync('sync');
  const started = performance.now();
  const run = spawnSync(command[0], command.slice(1), { cwd, env, maxBuffer: 1 << 30 });
  const ms = performance.now() - started;
  const stderr = run.stderr.toString('utf8');
  let rssMb;
  let cpuMs;
  let ownStderr = stderr;
  if (GNU_TIME) {
    const lines = stderr.trimEnd().split('\n');
    const [kb, user, system] = (lines.pop() ?? '').split(' ').map(Number);
    rssMb = kb / 1024;
    cpuMs = (user + system) * 1000;
    ownStderr = lines.length > 0 ? `${lines.join('\n')}\n` : '';
  }
  return {
    ms,
    cpuMs,
    rssMb,
    status: run.status,
    stdout: run.stdout.toString('utf8'),
    stderr: ownStderr,
  };
}

function same(command, ours, theirs) {
  if (ours.status !== theirs.status || ours.stderr !== theirs.stderr) return false;
  if (command.includes('--json'))
    return JSON.stringify(JSON.parse(ours.stdout)) === JSON.stringify(JSON.parse(theirs.stdout));
  return ours.stdout === theirs.stdout;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

function main() {
  const { dir, manifest } = ledger();
  const home = join(OUT, 'claims-home');
  mkdirSync(home, { recursive: true });
  const results = [];
  const loadBefore = loadavg();
  for (const command of COMMANDS) {
    const samples = { ours: [], ev: [], old: [] };
    for (let i = 0; i < runs; i++) {
      const ours = timed([node, cli, ...command], dir, home);
      samples.ours.push(ours);
      if (oldCli) {
        const old = timed([node, resolve(oldCli), ...command], dir, home);
        samples.old.push(old);
        if (!same(command, ours, old)) {
          console.error(`${command.join(' ')}: the old CLI's output differs (run ${i + 1})`);
          process.exitCode = 1;
        }
      }
      if (evBin) {
        const theirs = timed([evBin, ...command], dir, home);
        samples.ev.push(theirs);
        if (!same(command, ours, theirs)) {
          console.error(`${command.join(' ')}: the outputs differ from ev's (run ${i + 1})`);
          process.exitCode = 1;
        }
      }
    }
    const row = {
      command: command.join(' '),
      oursMs: median(samples.ours.map((s) => s.ms)),
      oursCpuMs: median(samples.ours.map((s) => s.cpuMs ?? NaN)),
      oursRssMb: median(samples.ours.map((s) => s.rssMb ?? NaN)),
      oursRuns: samples.ours.map((s) => Math.round(s.ms)),
    };
    if (oldCli) {
      row.oldMs = median(samples.old.map((s) => s.ms));
      row.oldCpuMs = median(samples.old.map((s) => s.cpuMs ?? NaN));
      row.oldRssMb = median(samples.old.map((s) => s.rssMb ?? NaN));
      row.oldRuns = samples.old.map((s) => Math.round(s.ms));
    }
    if (evBin) {
      row.evMs = median(samples.ev.map((s) => s.ms));
      row.evCpuMs = median(samples.ev.map((s) => s.cpuMs ?? NaN));
      row.evRssMb = median(samples.ev.map((s) => s.rssMb ?? NaN));
      row.evRuns = samples.ev.map((s) => Math.round(s.ms));
      row.ratio = row.oursMs / row.evMs;
      row.equal = samples.ours.every((s, i) => same(command, s, samples.ev[i]));
    }
    results.push(row);
  }
  const starts = Array.from({ length: runs }, () => timed([node, '-e', '0'], dir, home).ms);
  const nodeStart = median(starts);
  const loadAfter = loadavg();
  const machine = {
    cpus: cpus().length,
    node: spawnSync(node, ['--version']).stdout.toString('utf8').trim(),
    loadBefore,
    loadAfter,
  };
  writeFileSync(
    join(OUT, `claims-${preset}.json`),
    JSON.stringify({ preset, manifest, runs, nodeStartMs: nodeStart, machine, results }, null, 2),
  );
  const load = (l) => l.map((n) => n.toFixed(2)).join(' ');
  console.log(
    `ev 0.2 ledger "${preset}": ${manifest.claims} claims, ${manifest.anchors} anchors, ${manifest.bases} bases, ${manifest.commits} commits, ${manifest.files} files; median of ${runs}`,
  );
  console.log(
    `${machine.cpus} CPUs, Node ${machine.node}; load average ${load(loadBefore)} before, ${load(loadAfter)} after; node -e 0: ${Math.round(nodeStart)} ms`,
  );
  const fmt = (n) => (Number.isFinite(n) ? n.toFixed(n < 10 ? 1 : 0) : '—');
  console.log(
    '| command | ours ms | ev 0.2.4 ms | ×ev | ours CPU ms | ev CPU ms | ours peak RSS MB | ev peak RSS MB | equal |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of results)
    console.log(
      `| \`${r.command}\` | ${fmt(r.oursMs)} | ${fmt(r.evMs)} | ${r.ratio === undefined ? '—' : r.ratio.toFixed(3)} | ${fmt(r.oursCpuMs)} | ${fmt(r.evCpuMs)} | ${fmt(r.oursRssMb)} | ${fmt(r.evRssMb)} | ${r.equal ?? '—'} |`,
    );
  if (oldCli)
    for (const r of results)
      console.log(
        `old CLI \`${r.command}\`: ${fmt(r.oldMs)} ms (${r.evMs ? (r.oldMs / r.evMs).toFixed(3) : '—'}×ev), CPU ${fmt(r.oldCpuMs)} ms, peak RSS ${fmt(r.oldRssMb)} MB; runs ${r.oldRuns.join(' ')}`,
      );
  console.log(
    `runs, ms: ${results.map((r) => `${r.command}: ours ${r.oursRuns.join(' ')}${r.evRuns ? `; ev ${r.evRuns.join(' ')}` : ''}`).join(' | ')}`,
  );
}

main();
