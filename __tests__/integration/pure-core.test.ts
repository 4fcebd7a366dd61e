/** The pure-core rule (docs/ARCHITECTURE.md), as the project's own ledger binds it. */
import { spawnSync } from 'node:child_process';

function checkPureCore(dir?: string) {
  const args = ['scripts/check-pure-core.mjs', ...(dir ? [dir] : [])];
  return spawnSync(process.execPath, args, { encoding: 'utf8' });
}

test('src/core imports no file system, process, network or GitHub module', () => {
  const run = checkPureCore();
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
});

test('the counter-test: a planted file-system import is caught with its file and line', () => {
  const run = checkPureCore('fixtures/impure-core');
  expect(run.status).toBe(1);
  expect(run.stderr).toContain('fixtures/impure-core/reads-a-file.ts:2: imports node:fs');
});

test('the strata only import downward: a ledger module importing from render is caught', () => {
  const run = checkPureCore('fixtures/upward-core');
  expect(run.status).toBe(1);
  expect(run.stderr).toContain(
    'fixtures/upward-core/ledger/tick-title.ts:2: imports ../render/banner.js from the render stratum, above ledger',
  );
  // The render module itself imports nothing upward.
  expect(run.stderr).not.toContain('render/banner.ts');
});
