// End-to-end: hostile sizes, run through the bundled action
// against the fake GitHub (what a bound check can touch and hostile text are
// in hostile-input.test.ts).
// - a receipt file of a megabyte (committed) or 64 MiB (work tree and
//   artifact) of `x\n`: the run finishes with outputs, summary and check run;
// - 40,000 resurfaced decisions: the comment (and its state line) is written.
import { describe, expect, test } from '@jest/globals';
import {
  ROUTES,
  expectFinished,
  expectNoViolations,
  useE2E,
  warnings,
} from '../../test-support/e2e.js';
import {
  bound,
  receiptKey,
  writeWorkspaceFile,
  type TickSpec,
} from '../../test-support/scenario.js';

const e2e = useE2E({ bundle: true });

const MARKER = '<!-- evolving-action:. -->';

// ---------------------------------------------------------------------------
// §6 Hostile sizes

const GUARD_REF = 'test -f README.md';
const GUARDED: TickSpec = {
  decision: 'the README ships with every release',
  grounds: [bound('the README is there', GUARD_REF)],
  blame: 'Ada Lovelace',
};
const RECEIPT_REL = `.evolving/results/receipts/${receiptKey(GUARD_REF)}.jsonl`;

describe('a flood of malformed receipt lines', () => {
  test('1 MiB of `x\\n` committed: the first problems and a note, outputs, summary, comment and check run', async () => {
    const scenario = e2e.scenario({
      base: [GUARDED],
      headFiles: { [RECEIPT_REL]: 'x\n'.repeat(512 * 1024) },
    });
    const gh = await e2e.gh();
    const run = await e2e.run(gh, scenario);
    expectFinished(run);
    // The file holds no receipt: the binding is not-run, which gates.
    expect(run.outputs).toMatchObject({ conclusion: 'failure', gating: '1' });
    const about = warnings(run).filter((w) => w.startsWith(RECEIPT_REL));
    expect(about.length).toBeGreaterThan(0);
    expect(about.length).toBeLessThanOrEqual(22);
    expect(about).toContain(
      `${RECEIPT_REL}: not read beyond line 20 (20 malformed lines) — ev 0.1.2 ignores every receipt in this file, and so does this evaluation`,
    );
    expect(run.to(ROUTES.createCheckRun).map((r) => r.status)).toEqual([201]);
    expect(run.to(ROUTES.createComment).map((r) => r.status)).toEqual([201]);
    expectNoViolations(gh);
  }, 120_000);

  test('64 MiB of `x\\n` in the work tree and in a receipts artifact: the run finishes with everything written', async () => {
    const scenario = e2e.scenario({ base: [GUARDED] });
    // 32 Mi − 1 lines of `x\n`, as bytes: no 64 MiB string to build and encode twice.
    const flood = Buffer.alloc(64 * 1024 * 1024 - 2, 'x\n');
    writeWorkspaceFile(scenario.dir, RECEIPT_REL, flood);
    writeWorkspaceFile(scenario.dir, `artifacts/linux/${receiptKey(GUARD_REF)}.jsonl`, flood);
    const gh = await e2e.gh();
    const run = await e2e.run(gh, scenario, {
      inputs: { receipts: 'artifacts/*' },
      killAfterMs: 180_000,
      // The worker's resource limits are the runner's: a process of its own.
      spawn: true,
    });
    expectFinished(run);
    expect(run.outputs).toMatchObject({ conclusion: 'failure', gating: '1' });
    const all = warnings(run);
    expect(all.length).toBeLessThan(60);
    expect(all).toContain(
      `artifacts/linux/${receiptKey(GUARD_REF)}.jsonl: not read beyond line 20 (20 malformed lines) — nothing after it merged`,
    );
    expect(run.to(ROUTES.createCheckRun).map((r) => r.status)).toEqual([201]);
    expect(run.report).toBeDefined();
    expectNoViolations(gh);
  }, 240_000);
});

describe('40,000 resurfaced decisions', () => {
  test('the comment, with its state line, is written', async () => {
    const TICKS = 40_000;
    const specs: TickSpec[] = Array.from({ length: TICKS }, (_, i) => ({
      decision: `contract ${i} holds`,
      grounds: [bound(`contract ${i} is tested`, `test -f contracts/c${i}.json`)],
      blame: 'Ada Lovelace',
    }));
    // 40,000 tick files: written and removed in memory where the machine has a tmpfs.
    const scenario = e2e.scenario({
      base: specs,
      headFiles: { 'docs/notes.md': 'notes\n' },
      scratch: 'memory',
    });
    const gh = await e2e.gh();
    // In the worker thread, within the resource limits the runner's process gives it: the
    // 40,000 decisions must fit there (in this process they would not be held to them, and the
    // jest worker would keep the heap they grew for its later files).
    const run = await e2e.run(gh, scenario, { killAfterMs: 280_000, spawn: true });
    expect(run.spawned).toBe(true);
    expectFinished(run);
    expect(run.outputs).toMatchObject({ conclusion: 'failure', gating: String(TICKS) });
    const body = gh.comments[0]?.body ?? '';
    expect(body.split('\n')[0]).toBe(MARKER);
    const state = body.split('\n')[1] ?? '';
    expect(state.startsWith('<!-- evolving-action-state ')).toBe(true);
    expect(state.length).toBeLessThanOrEqual(8000);
    expect(body.length).toBeLessThan(65536);
    expect(body).toContain(`… and ${TICKS - 10} more decisions`);
    expectNoViolations(gh);
  }, 300_000);
});
