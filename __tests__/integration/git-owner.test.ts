/**
 * One module owns running git: nothing in src/ but the runner,
 * adapters/git/runner.ts, starts it (its git-*.ts helpers ask through runGit).
 * dependency-cruiser (.dependency-cruiser.cjs) keeps node:child_process to
 * git/runner.ts and check-process.ts; scripts/check-git-owner.mjs adds the calls
 * naming git, which no import rule sees.
 */
import { spawnSync } from 'node:child_process';

function checkGitOwner(dir: string) {
  return spawnSync(process.execPath, ['scripts/check-git-owner.mjs', dir], { encoding: 'utf8' });
}

// That src/ itself passes is asserted by the script's own code on the same cruise of the whole
// tree as the pure-core check's, in pure-core.test.ts (one load of dependency-cruiser and one
// cruise of src/ instead of two each).

test('the counter-test: planted git spawns (one on one line, one over several, one in another module of adapters/git/), planted child_process imports and child_process loaded by name are caught', () => {
  const run = checkGitOwner('fixtures/stray-git');
  expect(run.status).toBe(1);
  expect(run.stderr).toContain(
    'fixtures/stray-git/src/adapters/processes/check-process.ts:4: starts git (only src/adapters/git/runner.ts may)',
  );
  expect(run.stderr).toContain(
    'fixtures/stray-git/src/adapters/processes/check-process.ts:8: starts git (only src/adapters/git/runner.ts may)',
  );
  expect(run.stderr).toContain(
    'fixtures/stray-git/src/base-file.ts: imports child_process (only-git-modules-start-processes:',
  );
  // Another module of adapters/git/ is no runner: it may neither import child_process nor start git.
  expect(run.stderr).toContain(
    'fixtures/stray-git/src/adapters/git/history-stray.ts: imports child_process (only-git-modules-start-processes:',
  );
  expect(run.stderr).toContain(
    'fixtures/stray-git/src/adapters/git/history-stray.ts:4: starts git (only src/adapters/git/runner.ts may)',
  );
  // child_process loaded by its name (process.getBuiltinModule), which no import rule sees.
  expect(run.stderr).toContain(
    'fixtures/stray-git/src/adapters/runner/lazy-stray.ts:4: loads child_process by name (only git/runner.ts and processes/check-process.ts may)',
  );
  // The runner may start git.
  expect(run.stderr).not.toContain('stray-git/src/adapters/git/runner.ts');
  expect(run.stderr.trim().split('\n')).toHaveLength(6);
});
