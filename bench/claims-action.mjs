#!/usr/bin/env node
/**
 * The action's ev 0.2 claims path on a pull request, timed: a generated
 * ledger (bench/claims-generate.mjs, preset `action`: 10,000 claims, 17,740
 * anchors over 1,300 bases, 2,000 commits), then a pull request that edits
 * `--edits` anchored files (a cited line rewritten, a line added beside
 * another) and appends one evidence line, merged as GitHub's test-merge
 * commit. The bundle `dist/index.js` runs as a runner runs it (INPUT_*,
 * GITHUB_EVENT_PATH, GITHUB_OUTPUT, GITHUB_STEP_SUMMARY), without a token
 * (no GitHub calls: annotations go out as workflow commands). Reports the
 * median wall time, the median CPU time (user + system, git's included:
 * steadier than the wall time on a shared machine) and the peak resident
 * memory (GNU time's %M) of the action's process, and what it found
 * (claims-broken / claims-moved).
 *
 *   node bench/claims-action.mjs [--preset action|issue] [--runs 3] [--edits 20] [--regen]
 *                                [--bundle dist/index.js] [--cpu-prof DIR]
 *
 * `--cpu-prof DIR` writes a V8 CPU profile of each run's threads (the
 * worker's holds the action's time) into DIR.
 *
 * Target: ≤ 3 s at the `action` shape.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { parse } from 'yaml';
import { CLAIMS_GENERATOR_VERSION, generateClaimsLedger, PRESETS } from './claims-generate.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'bench', 'out');
const GNU_TIME = ['/usr/bin/time', '/bin/time'].find((p) => existsSync(p));

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}

const git = (dir, args) =>
  execFileSync('git', args, {
    cwd: dir,
    encoding: 'utf8',
    maxBuffer: 1 << 30,
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'b',
      GIT_AUTHOR_EMAIL: 'b@b',
      GIT_COMMITTER_NAME: 'b',
      GIT_COMMITTER_EMAIL: 'b@b',
    },
  });

/**
 * The generated ledger (cached by shape and generator version) plus the pull request.
 * Also used by bench/compare.mjs.
 */
export function claimsRepository({ preset = 'action', edits = 20, regen = false } = {}) {
  const shape = PRESETS[preset];
  const dir = join(OUT, `claims-action-${preset}-v${CLAIMS_GENERATOR_VERSION}-e${edits}`);
  const manifestPath = join(dir, '..', `${preset}-action-manifest.json`);
  if (existsSync(join(dir, '.git')) && !regen && existsSync(manifestPath))
    return { dir, ...JSON.parse(readFileSync(manifestPath, 'utf8')) };
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const manifest = generateClaimsLedger({ dir, ...shape });
  const base = git(dir, ['rev-parse', 'HEAD']).trim();
  git(dir, ['checkout', '-q', '-b', 'feature']);
  // The anchored files: edit `edits` of them, alternately a cited line and a line beside it.
  const ledgerDir = join(dir, '.evolving', 'ledger');
  const writer = execFileSync('ls', [ledgerDir], { encoding: 'utf8' }).split('\n')[0];
  const ledgerText = readFileSync(join(ledgerDir, writer), 'utf8');
  const refs = [...ledgerText.matchAll(/"ref":"file:([^"]+?)::([^"]+)"/g)].slice(0, edits * 7);
  const seen = new Set();
  let done = 0;
  for (const [, path, text] of refs) {
    if (seen.has(path) || done >= edits) continue;
    seen.add(path);
    const file = join(dir, path);
    const body = readFileSync(file, 'utf8');
    const next =
      done % 2 === 0 ? body.replace(text, `${text}_renamed`) : `// a line beside\n${body}`;
    writeFileSync(file, next);
    done++;
  }
  const claim = /"id":"(clm_[^"]+)"/.exec(ledgerText)[1];
  const line = JSON.stringify({
    v: 2,
    id: 'evd_BENCHPR0000000000000000000',
    ts: '2099-01-01T00:00:00Z',
    writer: writer.replace(/\.jsonl$/, ''),
    seq: 999999,
    actor: { kind: 'agent', id: 'bench' },
    type: 'evidence',
    body: { base, claim, ref: 'file:README.md', self_evident: false, status: 'resolves' },
  });
  writeFileSync(join(ledgerDir, writer), `${ledgerText}${line}\n`);
  git(dir, ['add', '-A']);
  git(dir, ['-c', 'commit.gpgsign=false', 'commit', '-q', '-m', 'the pull request']);
  const head = git(dir, ['rev-parse', 'HEAD']).trim();
  git(dir, ['checkout', '-q', '--detach', base]);
  git(dir, ['-c', 'commit.gpgsign=false', 'merge', '-q', '--no-ff', '--no-edit', 'feature']);
  const merge = git(dir, ['rev-parse', 'HEAD']).trim();
  const result = { ...manifest, base, head, merge };
  writeFileSync(manifestPath, JSON.stringify(result, null, 2));
  return { dir, ...result };
}

function inputDefaults(actionYml) {
  const action = parse(readFileSync(actionYml, 'utf8'));
  const env = {};
  for (const [name, spec] of Object.entries(action.inputs ?? {}))
    env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = String(spec.default ?? '');
  env.INPUT_TOKEN = '';
  return env;
}

/**
 * One run of the action's bundle on the pull request of `claimsRepository`.
 * `bundle`: its dist/index.js (the input defaults are read from the action.yml
 * beside its dist/); `node`: the Node binary; `nodeArgs`: flags for it.
 */
export function runClaimsAction(
  repo,
  { bundle = join(ROOT, 'dist', 'index.js'), node = process.execPath, nodeArgs = [] } = {},
) {
  const temp = join(OUT, 'claims-action-runner');
  rmSync(temp, { recursive: true, force: true });
  mkdirSync(temp, { recursive: true });
  const eventPath = join(temp, 'event.json');
  writeFileSync(
    eventPath,
    JSON.stringify({
      action: 'opened',
      number: 1,
      pull_request: {
        number: 1,
        head: { sha: repo.head, ref: 'feature', repo: { full_name: 'o/r', fork: false } },
        base: { sha: repo.base, ref: 'main', repo: { full_name: 'o/r' } },
      },
      repository: { full_name: 'o/r', name: 'r', owner: { login: 'o' } },
    }),
  );
  for (const f of ['output', 'summary', 'state']) writeFileSync(join(temp, f), '');
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    ...(process.env.NODE_OPTIONS ? { NODE_OPTIONS: process.env.NODE_OPTIONS } : {}),
    ...inputDefaults(join(dirname(bundle), '..', 'action.yml')),
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_SHA: repo.merge,
    GITHUB_REF: 'refs/pull/1/merge',
    GITHUB_REPOSITORY: 'o/r',
    GITHUB_WORKSPACE: repo.dir,
    GITHUB_OUTPUT: join(temp, 'output'),
    GITHUB_STEP_SUMMARY: join(temp, 'summary'),
    GITHUB_STATE: join(temp, 'state'),
    GITHUB_API_URL: 'http://127.0.0.1:9',
    RUNNER_TEMP: temp,
  };
  const argv = GNU_TIME
    ? [GNU_TIME, '-f', '%M %U %S', node, ...nodeArgs, bundle]
    : [node, ...nodeArgs, bundle];
  const started = performance.now();
  const result = spawnSync(argv[0], argv.slice(1), {
    cwd: repo.dir,
    env,
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  const ms = performance.now() - started;
  const [kb, user, system] = GNU_TIME
    ? (result.stderr.trim().split('\n').at(-1) ?? '').split(' ').map(Number)
    : [];
  const rssMb = GNU_TIME ? kb / 1024 : undefined;
  // CPU (user + system, git's included): on a shared machine, steadier than the wall time.
  const cpuMs = GNU_TIME ? (user + system) * 1000 : undefined;
  const outputs = readFileSync(join(temp, 'output'), 'utf8');
  const value = (name) => {
    const m = new RegExp(`^${name}<<(.+)\\n([\\s\\S]*?)\\n\\1$`, 'm').exec(outputs);
    return m?.[2];
  };
  if (result.status !== 0 && result.status !== 1)
    throw new Error(
      `the action exited ${result.status}:\n${result.stdout.slice(-2000)}\n${result.stderr.slice(-2000)}`,
    );
  return {
    ms,
    cpuMs,
    rssMb,
    exit: result.status,
    conclusion: value('conclusion'),
    broken: JSON.parse(value('claims-broken') ?? '[]').length,
    moved: JSON.parse(value('claims-moved') ?? '[]').length,
  };
}

function main() {
  const preset = option('preset', 'action');
  const runs = Number(option('runs', 3));
  const edits = Number(option('edits', 20));
  const bundle = resolve(option('bundle', join(ROOT, 'dist', 'index.js')));
  const profileDir = option('cpu-prof', undefined);
  const nodeArgs = profileDir ? ['--cpu-prof', '--cpu-prof-dir', resolve(profileDir)] : [];
  const repo = claimsRepository({ preset, edits, regen: process.argv.includes('--regen') });
  const results = [];
  for (let i = 0; i < runs; i++) results.push(runClaimsAction(repo, { bundle, nodeArgs }));
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const summary = {
    preset,
    claims: repo.claims,
    anchors: repo.anchors,
    commits: repo.commits,
    edits,
    runs,
    medianMs: Math.round(median(results.map((r) => r.ms))),
    medianCpuMs: GNU_TIME ? Math.round(median(results.map((r) => r.cpuMs))) : null,
    peakRssMb: GNU_TIME ? Math.round(Math.max(...results.map((r) => r.rssMb))) : null,
    conclusion: results[0].conclusion,
    claimsBroken: results[0].broken,
    claimsMoved: results[0].moved,
  };
  mkdirSync(OUT, { recursive: true });
  writeFileSync(
    join(OUT, `claims-action-${preset}.json`),
    JSON.stringify({ summary, results }, null, 2),
  );
  console.log(JSON.stringify(summary, null, 2));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
