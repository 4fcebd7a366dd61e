/**
 * The pure-core rule and the core's layers (docs/ARCHITECTURE.md), checked by
 * dependency-cruiser (.dependency-cruiser.cjs) as the project's own ledger
 * binds it (scripts/check-pure-core.mjs), with planted violations: each must
 * be caught, however its import is written (over several lines too, which a
 * line-by-line scan missed).
 *
 * The script runs once as a process (on fixtures/impure-core); the other
 * checks run from one node process (test-support/layering.ts), which loads
 * dependency-cruiser and TypeScript once for all of them and cruises src/
 * once for both scripts: that is why scripts/check-git-owner.mjs's own check
 * of src/ is here too (git-owner.test.ts holds its planted violations).
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { layeringRuns, type CheckRun } from '../../test-support/layering.js';

/** `node scripts/check-pure-core.mjs <dir>`, as a process. */
function checkPureCoreScript(dir: string) {
  return spawnSync(process.execPath, ['scripts/check-pure-core.mjs', dir], { encoding: 'utf8' });
}

/** The checks of this file other than the script's own process: run together, once. */
const TOGETHER = [
  ['pure-core', '.'],
  ['depcruise', '.'],
  ['pure-core', 'fixtures/upward-core'],
  ['depcruise', 'fixtures/circular-core'],
  ['git-owner', '.'],
] as const;
let runs: CheckRun[] | undefined;

function ran(check: (typeof TOGETHER)[number]): CheckRun {
  runs ??= layeringRuns(TOGETHER);
  return runs[TOGETHER.indexOf(check)]!;
}

/** What `node scripts/check-pure-core.mjs [dir]` prints and exits with. */
function checkPureCore(dir?: 'fixtures/upward-core'): CheckRun {
  return ran(dir === undefined ? TOGETHER[0] : TOGETHER[2]);
}

/** The outer layers' rules of .dependency-cruiser.cjs (floors, entries, rooms). */
const OUTER_RULES = (
  createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as {
    forbidden: { name: string }[];
  }
).forbidden
  .map((rule) => rule.name)
  .filter((name) => /-below-|-not-|-apart-from-/.test(name));

/** What `depcruise src --config .dependency-cruiser.cjs` prints and exits with in `dir`. */
function depcruise(dir: '.' | 'fixtures/circular-core'): CheckRun {
  return ran(dir === '.' ? TOGETHER[1] : TOGETHER[3]);
}

test('src/core imports no file system, process, network or GitHub module, and its layers hold', () => {
  const run = checkPureCore();
  expect(run.stderr).toBe('');
  expect(run.stdout).toBe('./src/core: pure, layers in order.\n');
  expect(run.status).toBe(0);
});

test('the whole of src/ passes every rule: no cycle, the core pure and layered, git in its module, the outer layers in order', () => {
  const run = depcruise('.');
  expect(run.stdout).toContain('no dependency violations found');
  // The outer layers' rules by name (outer-layers.test.ts plants a violation of each).
  expect(OUTER_RULES).toHaveLength(11);
  for (const rule of OUTER_RULES) expect(run.stdout).not.toContain(`error ${rule}:`);
  expect(run.status).toBe(0);
});

test('src/: only adapters/git/runner.ts starts git, only it and check-process.ts import child_process', () => {
  // scripts/check-git-owner.mjs on src/ (git-owner.test.ts runs it on its planted violations).
  const run = ran(TOGETHER[4]);
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
});

test('the counter-test: planted file-system imports, on one line and over several, are caught', () => {
  const run = checkPureCoreScript('fixtures/impure-core');
  expect(run.status).toBe(1);
  expect(run.stderr).toContain(
    'fixtures/impure-core/src/core/reads-a-file.ts: imports fs (core-no-io-builtins:',
  );
  expect(run.stderr).toContain(
    'fixtures/impure-core/src/core/reads-lines.ts: imports fs (core-no-io-builtins:',
  );
  expect(run.stderr).toContain('2 problem(s)');
});

test('the layers only import from earlier ones: ticks modules importing from the verdict are caught', () => {
  const run = checkPureCore('fixtures/upward-core');
  expect(run.status).toBe(1);
  for (const file of ['tick-title.ts', 'tick-heading.ts'])
    expect(run.stderr).toContain(
      `fixtures/upward-core/src/core/ticks/${file}: imports src/core/ticks/verdict/banner.ts (core-layer-ticks:`,
    );
  // The verdict module itself imports nothing upward.
  expect(run.stderr).not.toContain('verdict/banner.ts:');
  expect(run.stderr).toContain('2 problem(s)');
});

test('a cycle, even of type-only imports, is caught', () => {
  const run = depcruise('fixtures/circular-core');
  expect(run.status).not.toBe(0);
  expect(run.stdout).toContain('error no-circular: src/render/ticks/summary-settings.ts');
  expect(run.stdout).toContain('src/render/ticks/summary.ts');
});
