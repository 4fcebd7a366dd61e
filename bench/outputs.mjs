#!/usr/bin/env node
/**
 * Two bundles' outputs on the 10,000-tick pull request of bench:compare
 * (bench/compare.mjs's `action-0.1`), compared byte for byte: what a change
 * to a hot path must keep. Each bundle runs the action once against a fresh
 * fake GitHub; compared are the sticky comment, the check run (title,
 * summary, text, conclusion, every annotation), the job summary, the
 * workflow commands (annotations and log lines), the step's outputs (the
 * `receipts-digest` among them), the JSON report and the ledger directory
 * after the run. Timestamps the fake GitHub sets are not compared; a
 * run's duration in the report is blanked (it is a measurement).
 *
 *   node bench/outputs.mjs --old-dist DIR [--new-dist DIR] [--ticks 10000] [--node PATH]
 *                          [--repository DIR --base REV] [--input NAME=VALUE …]
 *
 * Without `--new-dist`, the working tree's bundle (scripts/bundle-cache.mjs).
 * `--repository` takes another repository holding a ledger instead (its
 * `HEAD` the pull request's head, `--base` its base).
 * `--input` gives both runs one of the action's inputs (`--input bindings=all`).
 * Exits 1 and names the first difference of each output that differs.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ticksLedger } from './compare.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PULL_NUMBER = 7;

function parseArgs(argv) {
  const options = { ticks: 10_000, node: process.execPath, inputs: {} };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => argv[++i];
    if (arg === '--old-dist') options.oldDist = resolve(value());
    else if (arg === '--new-dist') options.newDist = resolve(value());
    else if (arg === '--ticks') options.ticks = Number(value());
    else if (arg === '--node') options.node = resolve(value());
    else if (arg === '--repository') options.repository = resolve(value());
    else if (arg === '--base') options.base = value();
    else if (arg === '--input') {
      const [name, ...rest] = (value() ?? '').split('=');
      if (!name || rest.length === 0) throw new Error('--input takes NAME=VALUE');
      options.inputs[name] = rest.join('=');
    } else throw new Error(`unknown argument ${arg}`);
  }
  if (options.oldDist === undefined) throw new Error('--old-dist DIR is required');
  return options;
}

/** Every file under `dir` (relative path → SHA-256), the results' caches included. */
function treeDigest(dir) {
  const files = {};
  const walk = (at) => {
    for (const name of readdirSync(at).sort()) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path);
      else
        files[relative(dir, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
    }
  };
  walk(dir);
  return files;
}

/** The report without what measures the run (durations, times), which no two runs share. */
function stableReport(text) {
  return text.replace(
    /"(durationMs|generatedAt|startedAt|finishedAt)":\s*("[^"]*"|[0-9.]+)/g,
    '"$1":0',
  );
}

/** Both runs write their report to the same path: the outputs name it. */
const REPORTS = join(mkdtempSync(join(tmpdir(), 'ev-outputs-')), 'runner-temp');

async function outputsOf(ledger, bundle, node, inputs) {
  const { lib } = ledger;
  const gh = await lib.fake.startFakeGitHub({
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
  const reports = REPORTS;
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports);
  try {
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
      node,
      inputs,
      env: { RUNNER_TEMP: reports },
    });
    const reportFile = readdirSync(reports).find((name) => name.endsWith('.json'));
    const { startedAt: _s, completedAt: _c, ...checkRun } = gh.checkRuns[0] ?? {};
    const outputs = { ...result.outputs };
    return {
      exitCode: String(result.exitCode),
      comment: gh.comments.map((c) => c.body).join('\n\u0000\n'),
      checkRun: JSON.stringify(checkRun, null, 1),
      summary: result.summary,
      commands: result.commands.map((c) => JSON.stringify(c)).join('\n'),
      outputs: JSON.stringify(outputs, Object.keys(outputs).sort(), 1),
      report:
        reportFile === undefined
          ? '(none)'
          : stableReport(readFileSync(join(reports, reportFile), 'utf8')),
      ledger: JSON.stringify(treeDigest(join(ledger.dir, '.evolving')), null, 1),
    };
  } finally {
    await gh.close();
    rmSync(reports, { recursive: true, force: true });
  }
}

function firstDifference(a, b) {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return `at byte ${i}: old …${JSON.stringify(a.slice(Math.max(0, i - 60), i + 80))}… new …${JSON.stringify(b.slice(Math.max(0, i - 60), i + 80))}…`;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const newDist =
    options.newDist ??
    execFileSync(process.execPath, [join(ROOT, 'scripts', 'bundle-cache.mjs')], {
      cwd: ROOT,
      encoding: 'utf8',
    }).trim();
  const generated = await ticksLedger(options.ticks);
  const at = (rev) =>
    execFileSync('git', ['rev-parse', '--verify', `${rev}^{commit}`], {
      cwd: options.repository,
      encoding: 'utf8',
    }).trim();
  const ledger =
    options.repository === undefined
      ? generated
      : {
          ...generated,
          dir: options.repository,
          headSha: at('HEAD'),
          baseSha: at(options.base ?? 'HEAD~1'),
        };
  const before = JSON.stringify(treeDigest(join(ledger.dir, '.evolving')));
  const old = await outputsOf(ledger, options.oldDist, options.node, options.inputs);
  const now = await outputsOf(ledger, newDist, options.node, options.inputs);
  let differ = 0;
  for (const name of Object.keys(old)) {
    const same = old[name] === now[name];
    if (!same) differ++;
    process.stdout.write(
      `${same ? 'same' : 'DIFFERENT'}  ${name} (${Buffer.byteLength(old[name])} bytes${same ? '' : ` old, ${Buffer.byteLength(now[name])} new`})\n`,
    );
    if (!same) process.stdout.write(`  ${firstDifference(old[name], now[name])}\n`);
  }
  if (JSON.stringify(treeDigest(join(ledger.dir, '.evolving'))) !== before)
    process.stdout.write('note: the runs changed the ledger directory (compared above)\n');
  rmSync(dirname(REPORTS), { recursive: true, force: true });
  process.exitCode = differ === 0 ? 0 : 1;
}

main().catch((error) => {
  process.stderr.write(
    `bench/outputs: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exitCode = 1;
});
