#!/usr/bin/env node
/**
 * The benchmark: `verify` and `check` of the CLI on generated ledgers of
 * 1,000, 10,000 and 50,000 ticks, each against its floor — a Node process that
 * only reads, JSON.parses and hashes the same files (bench/floor.mjs) — and,
 * given `--ev PATH` (or EV_BIN), against ev 0.1.2 itself, all in the same
 * run, interleaved, so machine load hits every variant alike.
 *
 *   npm run bench [-- --cli /tmp/ev-d/cli.js] [--ev /path/to/ev] [--sizes 1000,10000]
 *                    [--runs 5] [--regen] [--only verify|check|checks|action] [--action /tmp/ev-d/index.js]
 *                    [--node /path/to/node]
 *
 * `--node` runs the CLI and the floors with another Node binary (default: the
 * one running the bench), e.g. Node 24, the runtime action.yml declares.
 *
 * Targets: check on 10k ticks within 2× its floor and 0.10× ev,
 * linear from 10k to 50k (the cost per 1,000 bindings flat across sizes).
 * ev's verify walks the parent chain from every tick (quadratic: about 450 s
 * at 50k ticks), so it is timed up to 10k ticks only.
 *
 * check is timed on a fresh checkout's store (no results/state, no events).
 * Because check must write one state file per tick (docs/ev-0.1.md#the-state-cache), a second
 * floor, `floor+state`, also writes one small file per tick: the gap between
 * the two floors is what the file system charges for that contract. Each
 * timed run starts after a `sync`, and the files earlier runs wrote are moved
 * aside, not deleted, until the end: on a disk mounted with `discard`,
 * thousands of deletions make the next run's file creations several times
 * slower.
 *
 * Ledgers are generated once into bench/out/ledger-<n>/ (gitignored; see
 * bench/generate.ts) and reused while the generator version is unchanged.
 * Results: a table on stdout and bench/out/results.json.
 *
 * Then (or alone with `--only checks`) the bound-checks benchmark of
 * bench/checks.mjs: the action bundle running 200 bound checks, `needed`
 * against `all` and `check-jobs: 4` against 1.
 *
 * Then (or alone with `--only action`) the action's own wall time of
 * bench/action.mjs: `dist/index.js` on a pull request of each generated
 * ledger against a fake GitHub, beside `cli check` and the floor, with the
 * peak RSS of each.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { measureChecks } from './checks.mjs';
import { measureAction } from './action.mjs';
import { median } from './compare-table.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'bench', 'out');
const FLOOR = join(ROOT, 'bench', 'floor.mjs');
const CLEAN_VERIFY = [
  '✓ chain intact: every id == hash(payload), lineage forward-only',
  '✓ every tick validates against the closed schema (R1) and check shape (R2)',
  '',
].join('\n');
/** Timed repetitions per size (median reported); a run slower than SLOW_MS is not repeated. */
const RUNS = { 1000: 7, 10000: 5, 50000: 3 };
const SLOW_MS = 60_000;
/** ev's verify is quadratic in the chain length: timed at these sizes only. */
const EV_VERIFY_MAX_TICKS = 10_000;

function parseArgs(argv) {
  const options = {
    cli: 'dist/cli.js',
    action: 'dist/index.js',
    sizes: [1000, 10000, 50000],
    runs: undefined,
    regen: false,
    only: undefined,
    ev: process.env.EV_BIN || undefined,
    node: process.execPath,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const next = argv[++i];
      if (next === undefined) throw new Error(`${arg} needs a value`);
      return next;
    };
    if (arg === '--cli') options.cli = value();
    else if (arg === '--action') options.action = value();
    else if (arg === '--sizes') options.sizes = value().split(',').map(Number);
    else if (arg === '--runs') options.runs = Number(value());
    else if (arg === '--regen') options.regen = true;
    else if (arg === '--only') options.only = value();
    else if (arg === '--ev') options.ev = value();
    else if (arg === '--node') options.node = value();
    else throw new Error(`unknown argument ${arg}`);
  }
  options.cli = resolve(options.cli);
  options.action = resolve(options.action);
  return options;
}

// ------------------------------------------------------------ ledgers

/** Compiles the generator (and the core it hashes with) into build/bench. */
async function loadGenerator() {
  const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  execFileSync(process.execPath, [tsc, '-p', join(ROOT, 'bench', 'tsconfig.json')], {
    stdio: 'inherit',
  });
  // tsc compiles only .ts: the test support's plain-JS import is copied beside its output.
  mkdirSync(join(ROOT, 'build', 'bench', 'scripts'), { recursive: true });
  copyFileSync(
    join(ROOT, 'scripts', 'bundle-cache.mjs'),
    join(ROOT, 'build', 'bench', 'scripts', 'bundle-cache.mjs'),
  );
  return {
    ledger: await import(join(ROOT, 'build', 'bench', 'bench', 'generate.js')),
    checks: await import(join(ROOT, 'build', 'bench', 'bench', 'checks-ledger.js')),
  };
}

function ledgerFor(generator, ticks, regen) {
  const dir = join(OUT, `ledger-${ticks}`);
  const manifestPath = join(dir, 'manifest.json');
  if (!regen && existsSync(manifestPath)) {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    if (manifest.generatorVersion === generator.GENERATOR_VERSION) return { dir, manifest };
  }
  process.stderr.write(`generating ${ticks} ticks in ${dir} …\n`);
  const started = performance.now();
  const manifest = generator.generateLedger({ dir, ticks });
  process.stderr.write(
    `  ${manifest.bindings} bindings, ${manifest.receiptLines} receipts in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
  );
  // Written last: a half-generated ledger has no manifest and is rebuilt.
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  return { dir, manifest };
}

// ------------------------------------------------------------ timing

/**
 * CPU time (user + system) of this process's waited-for children, in ms, from
 * /proc/self/stat (Linux; clock ticks of 10 ms). Undefined elsewhere. Wall
 * time on a busy machine punishes the more CPU-hungry process more; CPU time
 * is the steadier figure to compare with the floor.
 */
function childrenCpuMs() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 16 and 17 of proc(5), cutime and cstime, counted here from `state` (field 3).
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return undefined;
  }
}

/** The Node binary the CLI and the floors run on (`--node`). */
let nodeBinary = process.execPath;

/** Times `args` run by node, or by `command` when given (ev's binary). */
function timeProcess(args, cwd, command = nodeBinary) {
  const cpuBefore = childrenCpuMs();
  const started = process.hrtime.bigint();
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 1 << 30 });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const cpuAfter = childrenCpuMs();
  if (result.error) throw result.error;
  const cpuMs =
    cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
  return { ms, cpuMs, status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/**
 * Moves a directory or file out of the way in O(1). Deleting thousands of
 * files right before a timed run slows that run's own file creation (the
 * file system is still busy freeing — with `discard`, trimming — the old
 * ones), so the debris goes to bench/out/trash and is deleted after timing.
 */
let trashCount = 0;
function moveToTrash(path) {
  if (!existsSync(path)) return;
  const trash = join(OUT, 'trash');
  mkdirSync(trash, { recursive: true });
  renameSync(path, join(trash, `${process.pid}-${trashCount++}`));
}

function emptyTrash() {
  rmSync(join(OUT, 'trash'), { recursive: true, force: true });
}

/** check writes caches (results/state, events.jsonl): a fresh CI checkout has neither. */
function resetCheckCaches(dir) {
  moveToTrash(join(dir, '.evolving', 'results', 'state'));
  moveToTrash(join(dir, '.evolving', 'results', 'events.jsonl'));
}

/** Rows per verdict label in check's output (rows are the tab-separated lines). */
function verdictCounts(stdout) {
  const counts = {};
  for (const line of stdout.split('\n')) {
    if (!line.includes('\t')) continue;
    const label = line.slice(0, line.indexOf('\t'));
    counts[label] = (counts[label] ?? 0) + 1;
  }
  return counts;
}

function assertCleanVerify(run, ticks) {
  if (run.status !== 0 || run.stdout !== CLEAN_VERIFY) {
    throw new Error(
      `verify on ${ticks} ticks did not come out clean (exit ${run.status}):\n${run.stdout.slice(0, 2000)}${run.stderr.slice(0, 2000)}`,
    );
  }
}

/** check's verdict counts; undefined when the CLI has no working `check` yet (no rows at all). */
function checkVerdicts(run, manifest) {
  const counts = verdictCounts(run.stdout);
  const rows = Object.values(counts).reduce((sum, n) => sum + n, 0);
  if (rows === 0) return undefined;
  if (rows !== manifest.bindings) {
    throw new Error(
      `check printed ${rows} rows for ${manifest.bindings} test-bound grounds (exit ${run.status})\n${run.stderr.slice(0, 2000)}`,
    );
  }
  return counts;
}

/**
 * Times several processes interleaved, round by round (a, b, c, a, b, c, …),
 * after one untimed warm-up round (unless told the caller warmed up), so
 * machine load and the page cache hit every variant alike. A variant: { name, args, before?, validate? };
 * `before` runs untimed ahead of each of its runs. Stops early once a round
 * took longer than SLOW_MS.
 */
function interleaved(variants, dir, runs, { warmUp = true } = {}) {
  const times = Object.fromEntries(variants.map((v) => [v.name, []]));
  const cpu = Object.fromEntries(variants.map((v) => [v.name, []]));
  for (let round = warmUp ? -1 : 0; round < runs; round++) {
    let roundMs = 0;
    for (const variant of variants) {
      variant.before?.();
      // Settled write-back, so a run does not pay for the files the previous one wrote.
      execFileSync('sync');
      const run = timeProcess(variant.args, dir, variant.command);
      variant.validate?.(run);
      roundMs += run.ms;
      if (round >= 0) {
        times[variant.name].push(run.ms);
        if (run.cpuMs !== undefined) cpu[variant.name].push(run.cpuMs);
      }
    }
    if (round >= 0) {
      const line = variants.map((v) => `${v.name} ${times[v.name][round].toFixed(0)}`).join(', ');
      process.stderr.write(`  ${line} ms\n`);
    }
    if (round >= 0 && roundMs > SLOW_MS) break;
  }
  return Object.fromEntries(
    Object.entries(times).map(([name, ms]) => [
      name,
      { ms: median(ms), runs: ms, cpuMs: cpu[name].length ? median(cpu[name]) : undefined },
    ]),
  );
}

/** The CPU-time figures, when the platform reports them. */
function cpuRatio(command, floor) {
  if (command.cpuMs === undefined || !floor.cpuMs) return {};
  return { cpuMs: command.cpuMs, floorCpuMs: floor.cpuMs, cpuRatio: command.cpuMs / floor.cpuMs };
}

/** ev as a variant of a round, when `--ev` was given (and the size is one it can run). */
function evVariant(options, name, args, extra = {}) {
  return options.ev === undefined ? [] : [{ name, command: options.ev, args, ...extra }];
}

/** A figure and its ratios to the floor and to ev. */
function compared(t, name) {
  const figure = { ms: t[name].ms, floorMs: t.floor.ms, ratio: t[name].ms / t.floor.ms };
  if (t.ev !== undefined) Object.assign(figure, { evMs: t.ev.ms, ratioToEv: t[name].ms / t.ev.ms });
  return { ...figure, ...cpuRatio(t[name], t.floor), runs: t[name].runs, floorRuns: t.floor.runs };
}

function measureVerify(options, { dir, manifest }, runs) {
  const withEv = manifest.ticks <= EV_VERIFY_MAX_TICKS;
  const t = interleaved(
    [
      { name: 'floor', args: [FLOOR, 'verify', dir] },
      {
        name: 'verify',
        args: [options.cli, 'verify'],
        validate: (run) => assertCleanVerify(run, manifest.ticks),
      },
      ...(withEv
        ? evVariant(options, 'ev', ['verify'], {
            validate: (run) => assertCleanVerify(run, manifest.ticks),
          })
        : []),
    ],
    dir,
    runs,
  );
  return compared(t, 'verify');
}

/** Rows of `check` output, sorted (ev prints them in directory order). */
const sortedRows = (stdout) => stdout.split('\n').filter(Boolean).sort().join('\n');

function measureCheck(options, { dir, manifest }, runs) {
  resetCheckCaches(dir);
  const probe = timeProcess([options.cli, 'check'], dir);
  const verdicts = checkVerdicts(probe, manifest);
  if (verdicts === undefined) return undefined;
  // Equal output, or the comparison means nothing: ev's rows against ours, once.
  let sameOutputAsEv;
  if (options.ev !== undefined) {
    resetCheckCaches(dir);
    const ev = timeProcess(['check'], dir, options.ev);
    sameOutputAsEv = sortedRows(ev.stdout) === sortedRows(probe.stdout);
  }
  const validate = (run) => checkVerdicts(run, manifest);
  const t = interleaved(
    [
      { name: 'floor', args: [FLOOR, 'check', dir] },
      {
        name: 'floor+state',
        args: [FLOOR, 'check+state', dir],
        before: () => resetFloorState(dir),
      },
      {
        name: 'check',
        args: [options.cli, 'check'],
        before: () => resetCheckCaches(dir),
        validate,
      },
      ...evVariant(options, 'ev', ['check'], { before: () => resetCheckCaches(dir), validate }),
    ],
    dir,
    runs,
    // The probes above were the warm-up: a second one costs minutes at 50k.
    { warmUp: false },
  );
  resetFloorState(dir);
  return {
    ...compared(t, 'check'),
    floorStateMs: t['floor+state'].ms,
    ratioToFloorState: t.check.ms / t['floor+state'].ms,
    ...(sameOutputAsEv !== undefined ? { sameOutputAsEv } : {}),
    exit: probe.status,
    verdicts,
  };
}

function resetFloorState(dir) {
  moveToTrash(join(dir, '.evolving', 'results', 'floor-state'));
}

function measureSize(options, ledger) {
  const { manifest } = ledger;
  const runs = options.runs ?? RUNS[manifest.ticks] ?? 3;
  const row = {
    ticks: manifest.ticks,
    bindings: manifest.bindings,
    refs: manifest.refs,
    receipts: manifest.receiptLines,
  };
  process.stderr.write(`${manifest.ticks} ticks, ${manifest.bindings} bindings:\n`);
  if (options.only !== 'check') row.verify = measureVerify(options, ledger, runs);
  if (options.only !== 'verify') {
    row.check = measureCheck(options, ledger, runs);
    if (row.check === undefined)
      process.stderr.write('  check: not available in this CLI yet (no rows printed) — skipped\n');
  }
  return row;
}

/** Node's and the bundle's start-up, the fixed cost inside every figure. */
function startup(cli) {
  const node = median(Array.from({ length: 5 }, () => timeProcess(['-e', '0'], ROOT).ms));
  const bundle = median(Array.from({ length: 5 }, () => timeProcess([cli, '--version'], ROOT).ms));
  return { nodeMs: node, cliVersionMs: bundle };
}

// ------------------------------------------------------------ report

const fmt = (n, digits = 0) => (n === undefined ? 'n/a' : n.toFixed(digits));

function table(rows) {
  const header = [
    'ticks',
    'bindings',
    'verify ms',
    'floor ms',
    '×floor',
    'ev verify ms',
    '×ev',
    'check ms',
    'floor ms',
    '×floor',
    'ev check ms',
    '×ev',
    'floor+state ms',
    'check ms/1k bindings',
  ];
  const ratio = (x) => (x === undefined ? 'n/a' : `${fmt(x, 2)}×`);
  const lines = rows.map((r) => [
    String(r.ticks),
    String(r.bindings),
    fmt(r.verify?.ms),
    fmt(r.verify?.floorMs),
    ratio(r.verify?.ratio),
    fmt(r.verify?.evMs),
    ratio(r.verify?.ratioToEv),
    fmt(r.check?.ms),
    fmt(r.check?.floorMs),
    ratio(r.check?.ratio),
    fmt(r.check?.evMs),
    ratio(r.check?.ratioToEv),
    fmt(r.check?.floorStateMs),
    fmt(r.check && r.check.ms / (r.bindings / 1000), 1),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const render = (cells) => `| ${cells.map((c, i) => c.padStart(widths[i])).join(' | ')} |`;
  return [
    render(header),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...lines.map(render),
  ].join('\n');
}

/**
 * Linearity without the fixed start-up: the extra time per 1,000 ticks (or
 * bindings) from one size to the next. Equal figures mean a straight line.
 */
function marginalCosts(rows) {
  const steps = (pick) =>
    rows
      .slice(1)
      .map((row, i) => {
        const prev = rows[i];
        const [a, b] = [pick(prev), pick(row)];
        if (a === undefined || b === undefined) return undefined;
        return `${prev.ticks / 1000}k→${row.ticks / 1000}k: ${fmt(((b.ms - a.ms) / (b.n - a.n)) * 1000, 1)} ms`;
      })
      .filter(Boolean)
      .join(', ') || 'n/a';
  const verify = steps((r) => r.verify && { ms: r.verify.ms, n: r.ticks });
  const check = steps((r) => r.check && { ms: r.check.ms, n: r.bindings });
  return `marginal cost — verify per 1,000 ticks: ${verify}; check per 1,000 bindings: ${check}`;
}

/** CPU-time ratios (user + system), steadier than wall time when the machine is busy. */
function cpuSummary(rows) {
  const cell = (m) =>
    m?.cpuRatio === undefined
      ? 'n/a'
      : `${fmt(m.cpuMs)}/${fmt(m.floorCpuMs)} ms = ${fmt(m.cpuRatio, 2)}×`;
  const parts = rows.map(
    (r) => `${r.ticks / 1000}k verify ${cell(r.verify)}, check ${cell(r.check)}`,
  );
  return `CPU time vs floor — ${parts.join('; ')}`;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  mkdirSync(OUT, { recursive: true });
  const generators = await loadGenerator();
  const results = { date: new Date().toISOString(), node: process.version };
  if (options.only !== 'checks' && options.only !== 'action')
    Object.assign(results, await measureLedgers(options, generators));
  if (options.only === undefined || options.only === 'action')
    results.action = await measureActionOnLedgers(options, generators);
  if (options.only === undefined || options.only === 'checks') {
    if (!existsSync(options.action))
      throw new Error(`no action bundle at ${options.action} (npm run bundle)`);
    const checks = measureChecks({
      generator: generators.checks,
      action: options.action,
      out: OUT,
      runs: options.runs ?? 3,
    });
    results.checks = { ...checks, table: undefined };
    process.stdout.write(
      `\nbound checks (the action, ${checks.bindings} bindings of 2 × ${checks.sleepSeconds * 1000} ms, ${checks.touched} touched):\n`,
    );
    process.stdout.write(`${checks.table}\n`);
  }
  writeFileSync(join(OUT, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  process.stdout.write(`results: ${join(OUT, 'results.json')}\n`);
}

/** The action's wall time and peak RSS on each ledger, beside `cli check` and the floor. */
async function measureActionOnLedgers(options, generators) {
  for (const path of [options.action, options.cli])
    if (!existsSync(path)) throw new Error(`no bundle at ${path} (npm run bundle)`);
  const ledgers = options.sizes.map((ticks) => ledgerFor(generators.ledger, ticks, options.regen));
  const nodeVersion = execFileSync(options.node, ['--version'], { encoding: 'utf8' }).trim();
  const measured = await measureAction({
    ledgers,
    action: options.action,
    cli: options.cli,
    node: options.node,
    out: OUT,
    runs: (ticks) => options.runs ?? RUNS[ticks] ?? 3,
  });
  process.stdout.write(
    `\nthe action (pull_request, default inputs, fake GitHub on loopback; Node ${nodeVersion}; median):\n`,
  );
  process.stdout.write(`${measured.table}\n${measured.targets}\n`);
  return { node: nodeVersion, rows: measured.rows, table: measured.table };
}

/** verify and check of the CLI on the generated ledgers, against their floors. */
async function measureLedgers(options, generators) {
  if (!existsSync(options.cli))
    throw new Error(
      `no CLI at ${options.cli} (bundle one: node scripts/bundle.mjs --out /tmp/ev-d)`,
    );
  const generator = generators.ledger;
  const ledgers = options.sizes.map((ticks) => ledgerFor(generator, ticks, options.regen));
  const started = performance.now();
  nodeBinary = options.node;
  const nodeVersion = execFileSync(nodeBinary, ['--version'], { encoding: 'utf8' }).trim();
  const fixed = startup(options.cli);
  // The moved-aside files are deleted at the end: deleting them between sizes would slow
  // the next size's file creations (see the note at the top).
  const rows = ledgers.map((ledger) => measureSize(options, ledger));
  emptyTrash();
  const results = {
    cli: options.cli,
    node: { binary: nodeBinary, version: nodeVersion },
    cpus: (await import('node:os')).cpus().length,
    startup: fixed,
    ev: options.ev ?? null,
    targets: { checkRatioToFloorAt10k: 2, checkRatioToEvAt10k: 0.1 },
    rows,
    benchSeconds: (performance.now() - started) / 1000,
  };
  process.stdout.write(`${table(rows)}\n\n`);
  process.stdout.write(`${marginalCosts(rows)}\n`);
  process.stdout.write(`${cpuSummary(rows)}\n`);
  process.stdout.write(
    `start-up inside every figure (Node ${nodeVersion}): node ${fmt(fixed.nodeMs)} ms, \`cli --version\` ${fmt(fixed.cliVersionMs)} ms\n`,
  );
  for (const row of rows) {
    if (!row.check?.verdicts) continue;
    const same =
      row.check.sameOutputAsEv === undefined
        ? ''
        : `; output ${row.check.sameOutputAsEv ? 'equal to' : 'DIFFERENT from'} ev's`;
    process.stdout.write(
      `check verdicts at ${row.ticks} ticks: ${JSON.stringify(row.check.verdicts)}${same}\n`,
    );
  }
  process.stdout.write(
    `targets at 10k: check ≤ 2× floor and ≤ 0.10× ev${options.ev === undefined ? ' (no ev given: --ev PATH or EV_BIN)' : ''}\n`,
  );
  return results;
}

main().catch((error) => {
  process.stderr.write(`bench: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
