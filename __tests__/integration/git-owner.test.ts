/** One module owns running git (issue 14 §1): nothing in src/ but adapters/git.ts starts it. */
import { spawnSync } from 'node:child_process';

function checkGitOwner(dir?: string) {
  const args = ['scripts/check-git-owner.mjs', ...(dir ? [dir] : [])];
  return spawnSync(process.execPath, args, { encoding: 'utf8' });
}

test('src/: only adapters/git.ts starts git, only git.ts and runner.ts import child_process', () => {
  const run = checkGitOwner();
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
});

test('the counter-test: a planted git spawn and a planted child_process import are caught with file and line', () => {
  const run = checkGitOwner('fixtures/stray-git');
  expect(run.status).toBe(1);
  expect(run.stderr).toContain(
    'fixtures/stray-git/adapters/runner.ts:4: starts git (only src/adapters/git.ts may)',
  );
  expect(run.stderr).toContain(
    'fixtures/stray-git/base-file.ts:2: imports child_process (only git.ts and runner.ts may)',
  );
});
