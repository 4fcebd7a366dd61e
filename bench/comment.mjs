#!/usr/bin/env node
/**
 * The comment-rendering benchmark: the sticky comment's body for
 * 10,000 and 40,000 resurfaced decisions, median of `--runs` (default 5).
 * Linear when the cost per 1,000 resurfaced decisions is flat from 10k to 40k
 * (the state line used to be rebuilt once per id it dropped: quadratic, 66 s
 * of an 87 s run at 40k).
 *
 *   node bench/comment.mjs [--sizes 10000,40000] [--runs 5]
 *
 * Results: a table on stdout and bench/out/comment.json.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function parseArgs(argv) {
  const options = { sizes: [10_000, 40_000], runs: 5 };
  for (let i = 0; i < argv.length; i++) {
    const next = () => {
      const value = argv[++i];
      if (value === undefined) throw new Error(`${argv[i - 1]} needs a value`);
      return value;
    };
    if (argv[i] === '--sizes') options.sizes = next().split(',').map(Number);
    else if (argv[i] === '--runs') options.runs = Number(next());
    else throw new Error(`unknown argument ${argv[i]}`);
  }
  return options;
}

const options = parseArgs(process.argv.slice(2));
const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
execFileSync(process.execPath, [tsc, '-p', join(ROOT, 'bench', 'tsconfig.comment.json')], {
  stdio: 'inherit',
});
const bench = await import(join(ROOT, 'build', 'bench-comment', 'bench', 'comment-render.js'));

const rows = [];
for (const size of options.sizes) {
  const report = bench.resurfacedReport(size);
  rows.push(bench.timeComment(report, options.runs));
}
const first = rows[0];
const lines = [
  `comment rendering (node ${process.version}, median of ${options.runs}):`,
  'resurfaced | render ms | ms per 1k | per 1k vs first | body chars',
  ...rows.map(
    (r) =>
      `${String(r.resurfaced).padStart(10)} | ${r.renderMs.toFixed(1).padStart(9)} | ${r.msPer1k.toFixed(2).padStart(9)} | ${(r.msPer1k / first.msPer1k).toFixed(2).padStart(15)}× | ${r.bodyChars}`,
  ),
];
process.stdout.write(`${lines.join('\n')}\n`);
mkdirSync(join(ROOT, 'bench', 'out'), { recursive: true });
writeFileSync(
  join(ROOT, 'bench', 'out', 'comment.json'),
  `${JSON.stringify({ node: process.version, runs: options.runs, rows }, null, 2)}\n`,
);
