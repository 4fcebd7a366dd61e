/**
 * One module owns running git: nothing in src/ but adapters/git*.ts starts
 * it. dependency-cruiser (.dependency-cruiser.cjs) keeps node:child_process
 * to the git modules and runner.ts; scripts/check-git-owner.mjs adds the
 * calls naming git, which no import rule sees.
 */
import { spawnSync } from 'node:child_process';

function checkGitOwner(dir?: string) {
  const args = ['scripts/check-git-owner.mjs', ...(dir ? [dir] : [])];
  return spawnSync(process.execPath, args, { encoding: 'utf8' });
}

test('src/: only adapters/git*.ts starts git, only they and runner.ts import child_process', () => {
  const run = checkGitOwner();
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
});

test('the counter-test: planted git spawns (one on one line, one over several) and a planted child_process import are caught', () => {
  const run = checkGitOwner('fixtures/stray-git');
  expect(run.status).toBe(1);
  expect(run.stderr).toContain(
    'fixtures/stray-git/src/adapters/runner.ts:4: starts git (only src/adapters/git*.ts may)',
  );
  expect(run.stderr).toContain(
    'fixtures/stray-git/src/adapters/runner.ts:8: starts git (only src/adapters/git*.ts may)',
  );
  expect(run.stderr).toContain(
    'fixtures/stray-git/src/base-file.ts: imports child_process (only-git-modules-start-processes:',
  );
  // A git module may start git.
  expect(run.stderr).not.toContain('git-history-stray.ts');
  expect(run.stderr.trim().split('\n')).toHaveLength(3);
});
