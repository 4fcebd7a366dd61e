#!/usr/bin/env node
/**
 * Adversarial trigger patterns: how long the in-process
 * pathspec matcher (src/core/text/pathspec.ts) takes on patterns built to
 * make a backtracking wildmatch explode, and what real git does with the
 * same pattern in `git status -- <pattern>` (the command the action used to
 * hand every guarded path to).
 *
 *   node bench/pathspec.mjs [--module /path/to/compiled/pathspec.js] [--limit-seconds 20] [--git]
 *
 * Without `--module`, src/core/text/pathspec.ts is compiled with tsc into
 * build/bench-pathspec/. Each case runs in a child process killed after
 * `--limit-seconds`: a matcher that backtracks exponentially shows as
 * "> N s" instead of hanging the bench. In-process figures are the wall time
 * of one match: the first (cold) / the median of 5 more (warm); git's, one
 * `git status` process.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function option(name, fallback) {
  const at = process.argv.indexOf(name);
  return at < 0 ? fallback : process.argv[at + 1];
}

const deep = (levels, leaf) => `${Array.from({ length: levels }, () => 'a').join('/')}/${leaf}`;
const stars = (n, joiner, tail) => `${Array.from({ length: n }, () => '*').join(joiner)}${tail}`;

/** name, raw triggered_by entry, path (repository-relative), expected answer. */
const CASES = [
  ['*/ x5 then b, 60 dirs deep (no b)', stars(5, '/', '/b'), deep(60, 'c'), false],
  ['*/ x6 then b, 60 dirs deep (no b)', stars(6, '/', '/b'), deep(60, 'c'), false],
  ['*/ x7 then b, 60 dirs deep (no b)', stars(7, '/', '/b'), deep(60, 'c'), false],
  ['*/ x10 then b, 60 dirs deep (no b)', stars(10, '/', '/b'), deep(60, 'c'), false],
  ['*/ x10 then b, 60 dirs deep (b)', stars(10, '/', '/b'), deep(60, 'b'), true],
  [
    ':(glob) **/ x10 then b, 60 dirs deep (no b)',
    `:(glob)${stars(10, '*/', '*/b')}`,
    deep(60, 'c'),
    false,
  ],
  ['*a x12 then b, against 200 a', `${stars(12, 'a', 'a')}b`, 'a'.repeat(200), false],
  [
    '*a x30 then b, against 16 dirs of 250 a',
    `${stars(30, 'a', 'a')}b`,
    Array.from({ length: 16 }, () => 'a'.repeat(250)).join('/'),
    false,
  ],
  [
    '*a/ x8 then b, against 16 dirs of 250 a',
    `${stars(8, 'a/', 'a/b')}`,
    Array.from({ length: 16 }, () => 'a'.repeat(250)).join('/'),
    false,
  ],
];

function compile() {
  const out = join(ROOT, 'build', 'bench-pathspec');
  execFileSync(
    join(ROOT, 'node_modules', '.bin', 'tsc'),
    [
      '--outDir',
      out,
      '--module',
      'nodenext',
      '--moduleResolution',
      'nodenext',
      '--target',
      'es2022',
      '--skipLibCheck',
      '--types',
      'node',
      join(ROOT, 'src', 'core', 'verdict', 'pathspec.ts'),
    ],
    { stdio: 'inherit' },
  );
  return join(out, 'pathspec.js');
}

/** One case in a child: prints `<ms> <answer>`. */
async function child(modulePath, index) {
  const m = await import(pathToFileURL(modulePath).href);
  const [, raw, path] = CASES[index];
  const list = m.compilePathspecList([raw], '');
  // The first match includes compiling the matcher; the median of 5 more is the steady cost.
  const times = [];
  let answer;
  for (let i = 0; i < 6; i++) {
    const started = process.hrtime.bigint();
    answer = m.listSelects(list, path);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
    if (i === 0 && times[0] > 5000) break; // a backtracking matcher: once is enough
  }
  const first = times[0];
  const rest = times.slice(1).sort((a, b) => a - b);
  const steady = rest.length > 0 ? rest[Math.floor(rest.length / 2)] : first;
  process.stdout.write(`${first.toFixed(2)}/${steady.toFixed(2)} ${answer}\n`);
}

/** `git status --porcelain -- <raw>` in a repository holding `path`, killed after the limit. */
function gitStatus(raw, path, limitSeconds) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-pathspec-'));
  try {
    const git = (args) =>
      execFileSync('git', args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
    git(['init', '-q']);
    mkdirSync(join(dir, dirname(path)), { recursive: true });
    writeFileSync(join(dir, path), 'x\n');
    git(['add', '-A']);
    git(['-c', 'user.name=b', '-c', 'user.email=b@b', 'commit', '-qm', 'x']);
    writeFileSync(join(dir, path), 'y\n');
    const started = process.hrtime.bigint();
    const result = spawnSync('git', ['status', '--porcelain', '--untracked-files=no', '--', raw], {
      cwd: dir,
      timeout: limitSeconds * 1000,
      killSignal: 'SIGKILL',
    });
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    return result.signal ? `> ${limitSeconds} s (killed)` : `${ms.toFixed(1)} ms`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  if (process.argv[2] === '--child') return child(process.argv[3], Number(process.argv[4]));
  const modulePath = option('--module', undefined) ?? compile();
  const limit = Number(option('--limit-seconds', '20'));
  const withGit = process.argv.includes('--git');
  console.log(`matcher: ${modulePath}`);
  for (const [index, [name, raw, path, expected]] of CASES.entries()) {
    const run = spawnSync(
      process.execPath,
      [fileURLToPath(import.meta.url), '--child', modulePath, String(index)],
      { timeout: limit * 1000, killSignal: 'SIGKILL', encoding: 'utf8' },
    );
    let shown;
    if (run.signal) shown = `> ${limit} s (killed)`;
    else {
      const [ms, answer] = run.stdout.trim().split(' ');
      const wrong = answer !== String(expected) ? ` WRONG ANSWER (${answer})` : '';
      shown = `${ms} ms${wrong}`;
    }
    const gitShown = withGit ? `   git status: ${gitStatus(raw, path, limit)}` : '';
    console.log(`${name.padEnd(48)} in-process: ${shown}${gitShown}`);
  }
}

await main();
