#!/usr/bin/env node
/**
 * Placing grounds on their lines in the tick files, the lean scanner beside
 * the one it replaced, in one run (bench/tick-lines.ts): every ground of
 * every tick file of the generated ledger (bench:compare's, 10,000 ticks by
 * default), as the job summary's links ask with `bindings: all`. Prints the
 * median time of each, the ratio, and the heap each keeps for the run.
 *
 *   node bench/tick-lines.mjs [--ticks 10000] [--runs 7]
 *
 * EV_BENCH_LEDGERS places the generated ledger, as for bench:compare.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parseArgs } from 'node:util';
import { median } from './compare-table.mjs';
import { ticksLedger } from './compare.mjs';

const { values } = parseArgs({
  options: { ticks: { type: 'string', default: '10000' }, runs: { type: 'string', default: '7' } },
});
// Collecting garbage on demand, to weigh what each scanner keeps.
setFlagsFromString('--expose-gc');
globalThis.gc = runInNewContext('gc');

const ledger = await ticksLedger(Number(values.ticks));
const bench = await import(
  pathToFileURL(join(import.meta.dirname, '..', 'build', 'bench', 'bench', 'tick-lines.js')).href
);
const ticksDir = join(ledger.dir, '.evolving', 'ticks');
const texts = new Map(
  readdirSync(ticksDir).map((name) => [name, readFileSync(join(ticksDir, name), 'utf8')]),
);
const t = bench.timeScanners(texts, Number(values.runs));
if (!t.agree) throw new Error('the two scanners placed some ground on different lines');
const [leanMs, referenceMs] = [median(t.leanMs), median(t.referenceMs)];
const mb = (value) => (value === undefined ? '?' : `${value.toFixed(1)} MB`);
process.stdout.write(
  [
    `ground lines of ${t.files} tick files (node ${process.version}, median of ${values.runs}):`,
    `  lean (render/ticks/tick-lines.ts): ${leanMs.toFixed(1)} ms, keeps ${mb(t.leanHeldMb)}`,
    `  before (a tree per file):          ${referenceMs.toFixed(1)} ms, keeps ${mb(t.referenceHeldMb)}`,
    `  lean ÷ before: ${(leanMs / referenceMs).toFixed(2)}× time`,
    '',
  ].join('\n'),
);
