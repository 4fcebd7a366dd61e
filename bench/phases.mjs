#!/usr/bin/env node
/**
 * Where the 0.1 action's time goes, without a profiler: copies of two bundles
 * with a mark at the start of each named function (bench/phase-marks.mjs),
 * run in turn on compare's `action-0.1` workload (the action on a pull request
 * of the 10,000-tick ledger, bench/compare.mjs). Prints, for each mark, the
 * median time from the process's start at which each bundle reached it, and
 * the step from the mark that bundle reached before it.
 *
 *   npm run bench:phases -- --old <git ref> | --old-dist DIR [--new-dist DIR]
 *                           [--runs 5] [--node /path/to/node] [--functions a,b,…]
 *                           [--workload action-0.1|action-0.1-committed]
 *
 * Why not `--cpu-prof`: its sampling interrupts the thread 1,000 times a
 * second, and a thread in a system call pays for it, so a profile shows file
 * reads several times as costly as they are (docs/PERFORMANCE.md). A mark
 * costs one small append. A function declared otherwise than at a line start
 * (a method, an arrow) is not marked; the table lists the marks reached.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  actionOnTicks,
  bundleOfRef,
  bundleOfWorkTree,
  committedTicksLedger,
  ticksLedger,
  timedNodeWrapper,
} from './compare.mjs';
import { markFunctionStarts, marksOfLog, phaseTable, PHASE_LOG_VARIABLE } from './phase-marks.mjs';

/** The 0.1 action's stages, by the functions that start them (in either bundle). */
const DEFAULT_FUNCTIONS = [
  'prepareLedger',
  'parseLedgerInTurns',
  'parseLedger',
  'reviewWith',
  'evaluateForAction',
  'readGuardingTests',
  'evaluateCheck',
  'judgeBase',
  'readReceiptFiles',
  'readWorldEvidence',
  'judgeWorld',
  'evaluateWorld',
  'verifyLedger',
  'assembleReport',
  'resurface',
  'publishStore',
  'publish',
  'postComment',
];
/** compare's 0.1 action workloads: the ledger left out of git, or committed (its base judged in full). */
const WORKLOADS = ['action-0.1', 'action-0.1-committed'];

function options() {
  const { values } = parseArgs({
    options: {
      old: { type: 'string' },
      'old-dist': { type: 'string' },
      'new-dist': { type: 'string' },
      runs: { type: 'string', default: '5' },
      node: { type: 'string', default: process.execPath },
      functions: { type: 'string' },
      workload: { type: 'string', default: 'action-0.1' },
    },
  });
  if (values.old === undefined && values['old-dist'] === undefined)
    throw new Error('--old <git ref> (or --old-dist DIR) is required');
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs: a whole number, 1 or more');
  if (!WORKLOADS.includes(values.workload))
    throw new Error(`--workload: one of ${WORKLOADS.join(', ')}`);
  return {
    workload: values.workload,
    oldDist: values['old-dist'] ? resolve(values['old-dist']) : bundleOfRef(values.old),
    oldName: values.old ?? values['old-dist'],
    newDist: values['new-dist'] ? resolve(values['new-dist']) : bundleOfWorkTree(),
    runs,
    node: resolve(values.node),
    functions: values.functions ? values.functions.split(',') : DEFAULT_FUNCTIONS,
  };
}

/** A marked copy of a bundle directory (its action.yml beside it, as compare's bundles have). */
function markedCopy(dist, functions, into) {
  cpSync(dist, join(into, 'dist'), { recursive: true });
  cpSync(join(dirname(dist), 'action.yml'), join(into, 'action.yml'));
  let marked = 0;
  for (const name of readdirSync(join(into, 'dist'))) {
    if (!/^action.*\.js$/.test(name)) continue;
    const path = join(into, 'dist', name);
    const result = markFunctionStarts(readFileSync(path, 'utf8'), functions);
    if (result.marked > 0) writeFileSync(path, result.source);
    marked += result.marked;
  }
  if (marked === 0) throw new Error(`${dist}: none of the functions is declared in its action`);
  return join(into, 'dist');
}

async function main() {
  const o = options();
  const work = mkdtempSync(join(tmpdir(), 'ev-phases-'));
  let wrapper;
  try {
    const dists = {
      old: markedCopy(o.oldDist, o.functions, join(work, 'old')),
      new: markedCopy(o.newDist, o.functions, join(work, 'new')),
    };
    // The process's start, logged before Node starts (epoch ms, the marks' clock).
    wrapper = timedNodeWrapper(
      o.node,
      `printf 'start %s\\n' "$(date +%s%3N)" >> "$${PHASE_LOG_VARIABLE}"`,
    );
    const generated = await ticksLedger(10_000);
    const ledger =
      o.workload === 'action-0.1-committed' ? committedTicksLedger(generated) : generated;
    const runs = { old: [], new: [] };
    // One untimed round first (page cache, each bundle's first compile), then old and new in turn.
    for (let round = -1; round < o.runs; round++) {
      for (const side of ['old', 'new']) {
        const log = join(work, `${side}-${round}.log`);
        writeFileSync(log, '');
        const result = await actionOnTicks(ledger, dists[side], wrapper, {
          [PHASE_LOG_VARIABLE]: log,
        });
        const text = readFileSync(log, 'utf8');
        const start = Number(/^start (\d+)$/m.exec(text)?.[1]);
        const marks = marksOfLog(text.replace(/^start .*$/m, ''), start);
        marks.set('end', result.wallMs);
        if (round >= 0) runs[side].push(marks);
      }
    }
    process.stdout.write(
      `${o.workload}; old: ${o.oldName}; new: ${o.newDist}; ${o.runs} runs each in turn, medians\n\n${phaseTable(runs)}\n`,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
    if (wrapper !== undefined) rmSync(dirname(wrapper), { recursive: true, force: true });
  }
}

main().catch((error) => {
  process.stderr.write(`bench:phases: ${error.message}\n`);
  process.exitCode = 1;
});
