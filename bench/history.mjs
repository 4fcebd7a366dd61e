#!/usr/bin/env node
/**
 * The action across history: the bundle each commit holds in `dist/` (CI keeps
 * it current with the sources on `main`), run in turn, round after round, on
 * one of compare's workloads (bench/compare.mjs): `action-0.1`, the action on a
 * pull request of the 10,000-tick ledger (the default), or `action-0.2`, on a
 * pull request of the 10,000-claim ledger. It finds where a slowdown came in
 * without building anything: list the commits between a good one and a bad
 * one, time every few, then the ones between the two that differ most.
 *
 *   npm run bench:history -- [--workload action-0.2] [--runs 3] [--node /path/to/node] <ref> <ref> …
 *
 * Prints the Markdown table of compare-table.mjs's historyTable: each commit's
 * medians, and wall and CPU against the first commit's, round by round. A
 * commit whose bundle does not run (a branch commit may hold a bundle older
 * than its sources, or an incomplete one) says so in its row; `bench:compare
 * --old <ref>` builds a ref's bundle from its sources instead. The bundles are
 * kept in node_modules/.cache/evolving-action/history/<sha>.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { claimsRepository, runClaimsAction } from './claims-action.mjs';
import { actionOnTicks, ticksLedger, timedNodeWrapper } from './compare.mjs';
import { historyTable } from './compare-table.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CACHE = join(ROOT, 'node_modules', '.cache', 'evolving-action', 'history');

/** Each workload: what it runs on, made once, and one timed run of a bundle directory on it. */
const WORKLOADS = {
  'action-0.1': {
    title: 'action-0.1 (10,000 ticks)',
    async prepare(node) {
      const ledger = await ticksLedger(10_000);
      const wrapper = timedNodeWrapper(node);
      return {
        run: (dist) => actionOnTicks(ledger, dist, wrapper),
        done: () => rmSync(dirname(wrapper), { recursive: true, force: true }),
      };
    },
  },
  'action-0.2': {
    title: 'action-0.2 (10,000 claims)',
    async prepare(node) {
      const claims = claimsRepository({ preset: 'action' });
      return {
        run: (dist) => {
          const r = runClaimsAction(claims, { bundle: join(dist, 'index.js'), node });
          // A bundle from before ev 0.2 stores exits without a conclusion: it did not review them.
          if (r.conclusion === undefined)
            throw new Error('no conclusion: the bundle does not review ev 0.2 stores');
          return { wallMs: r.ms, cpuMs: r.cpuMs, rssMb: r.rssMb };
        },
        done: () => {},
      };
    },
  },
};

function readOptions(argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    options: {
      runs: { type: 'string', default: '3' },
      node: { type: 'string', default: process.execPath },
      workload: { type: 'string', default: 'action-0.1' },
    },
    allowPositionals: true,
  });
  const chosen = {
    runs: Number(values.runs),
    node: resolve(values.node),
    workload: values.workload,
    refs: positionals,
  };
  if (chosen.refs.length < 2) throw new Error('name two commits or more: <ref> <ref> …');
  if (!Object.hasOwn(WORKLOADS, chosen.workload))
    throw new Error(`--workload: one of ${Object.keys(WORKLOADS).join(', ')}`);
  if (!(chosen.runs >= 1)) throw new Error('--runs: a number of rounds, 1 or more');
  return chosen;
}

const git = (args, extra = {}) =>
  execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 28, ...extra });

/** The commit `ref` names (read as a revision, never as an option), or an error saying it names none. */
function commitOf(ref) {
  try {
    return git(['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`], {
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    throw new Error(`${ref}: names no commit here`);
  }
}

/** The bundle a commit holds (its dist/ and action.yml), unpacked once into the cache. */
function committedBundle(sha) {
  const dir = join(CACHE, sha);
  if (existsSync(join(dir, 'dist', 'index.js'))) return join(dir, 'dist');
  const listed = git(['ls-tree', '--name-only', sha, 'dist/index.js', 'action.yml']).split('\n');
  if (!listed.includes('dist/index.js') || !listed.includes('action.yml'))
    throw new Error('holds no dist/index.js and action.yml');
  const staged = `${dir}.tmp-${process.pid}`;
  rmSync(staged, { recursive: true, force: true });
  mkdirSync(staged, { recursive: true });
  const tar = git(['archive', '--format=tar', sha, 'dist', 'action.yml'], { encoding: 'buffer' });
  execFileSync('tar', ['-x', '-C', staged], { input: tar });
  rmSync(dir, { recursive: true, force: true });
  renameSync(staged, dir);
  return join(dir, 'dist');
}

/**
 * Why a run failed, in a line: the action's own `::error::` when it printed one (a bundle whose
 * chunk is missing says which), else the first line of the error.
 */
function reasonOf(error) {
  const lines = (error instanceof Error ? error.message : String(error)).split('\n');
  const reported = lines.find((line) => line.startsWith('::error::'));
  const reason = reported === undefined ? lines[0] : reported.slice('::error::'.length);
  return reason.replaceAll(`${CACHE}/`, '').slice(0, 200);
}

async function main() {
  const options = readOptions(process.argv.slice(2));
  const commits = options.refs.map((ref) => {
    const sha = commitOf(ref);
    const commit = {
      name: sha.slice(0, 7),
      subject: git(['log', '-1', '--format=%s', sha]).trim().slice(0, 60),
      samples: [],
    };
    try {
      commit.dist = committedBundle(sha);
    } catch (error) {
      commit.failure = reasonOf(error);
    }
    return commit;
  });
  const workload = WORKLOADS[options.workload];
  const bench = await workload.prepare(options.node);
  const loadBefore = loadavg()[0].toFixed(2);
  // One untimed round first (page cache, each bundle's first compile), then round after round.
  for (let round = -1; round < options.runs; round++) {
    for (const commit of commits) {
      if (commit.failure !== undefined) continue;
      try {
        const sample = await bench.run(commit.dist);
        if (round >= 0) commit.samples.push(sample);
      } catch (error) {
        commit.failure = reasonOf(error);
      }
    }
    if (round >= 0) process.stderr.write(`  round ${round + 1} of ${options.runs}\n`);
  }
  bench.done();
  process.stdout.write(
    `${workload.title}, ${options.runs} rounds, Node ${execFileSync(options.node, ['--version'], { encoding: 'utf8' }).trim()}; ` +
      `load average ${loadBefore} before, ${loadavg()[0].toFixed(2)} after\n\n${historyTable(commits)}\n`,
  );
}

main().catch((error) => {
  process.stderr.write(`bench/history: ${reasonOf(error)}\n`);
  process.exitCode = 1;
});
