/**
 * Bounded git and checks on real processes: a git command that does not finish within
 * its bound is stopped with its whole process group and fails; a bound
 * command's background children die with it; stopping the step stops every
 * registered group. "Gone" is read from /proc (test-support/processes.ts).
 * No timing is asserted: the bounds given are what makes each case end.
 */
import { afterEach, beforeAll, afterAll, describe, expect, test } from '@jest/globals';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { locateRepository, runGit, type GitContext } from '../../src/adapters/git/runner.js';
import { runShellCommand } from '../../src/adapters/processes/check-process.js';
import { stopAllGroups } from '../../src/adapters/processes/process-groups.js';
import { makeRepo, type TempRepo } from '../../test-support/git-repo.js';
import { killProcessesIn, processesIn } from '../../test-support/processes.js';

let repo: TempRepo;
const DEEP = Array.from({ length: 60 }, () => 'a').join('/');

beforeAll(() => {
  repo = makeRepo();
  repo.commit({ [`${DEEP}/c`]: 'c\n', 'README.md': 'r\n' });
  // A tracked change 60 directories deep: git status must match the pattern against it.
  writeFileSync(join(repo.dir, DEEP, 'c'), 'changed\n');
});
afterEach(() => killProcessesIn(repo.dir));
afterAll(() => repo.cleanup());

describe('git', () => {
  test('a command past its bound is stopped with its process group, and fails', async () => {
    const ctx: GitContext = {
      repository: await locateRepository(repo.dir, repo.env),
      cwd: repo.dir,
      env: repo.env,
      timeoutMs: 500,
    };
    // What the action no longer gives git (its wildmatch backtracks for hours here).
    const result = await runGit(ctx, [
      'status',
      '--porcelain',
      '--untracked-files=no',
      '--',
      '*/*/*/*/*/*/*/*/*/*/*/*/b',
    ]);
    expect(result.code).toBeNull();
    expect(result.stderr).toContain(
      'git did not finish within 1 s: stopped with its process group',
    );
    expect(processesIn(repo.dir)).toEqual([]);
  }, 60_000);

  test('a command within its bound answers as before', async () => {
    const ctx: GitContext = {
      repository: await locateRepository(repo.dir, repo.env),
      cwd: repo.dir,
      env: repo.env,
    };
    const result = await runGit(ctx, ['status', '--porcelain', '--untracked-files=no']);
    expect(result.code).toBe(0);
    expect(result.stdout.toString('utf8')).toBe(` M ${DEEP}/c\n`);
  });
});

describe('bound commands', () => {
  const options = () => ({ cwd: repo.dir, env: { PATH: process.env.PATH ?? '/usr/bin:/bin' } });

  test('what a command leaves running in the background dies when it ends', async () => {
    const outcome = await runShellCommand('sleep 300 & sleep 300 & exit 3', options());
    expect(outcome.exitCode).toBe(3);
    expect(processesIn(repo.dir)).toEqual([]);
  }, 60_000);

  test('a command past its timeout is stopped with everything it started', async () => {
    const outcome = await runShellCommand('sleep 300 & sleep 300', {
      ...options(),
      timeoutMs: 300,
    });
    expect(outcome.timedOut).toBe(true);
    expect(processesIn(repo.dir)).toEqual([]);
  }, 60_000);

  test('stopping the step stops every running group, children included', async () => {
    const dir = join(repo.dir, 'stop');
    mkdirSync(dir, { recursive: true });
    const running = runShellCommand('sleep 300 & sleep 300', { ...options(), cwd: dir });
    // Wait until both sleeps run in the directory (no timing: the processes say when).
    while (processesIn(dir).length < 3) await new Promise((resolve) => setTimeout(resolve, 20));
    await stopAllGroups(1000);
    const outcome = await running;
    expect(outcome.exitCode).toBeNull();
    expect(outcome.signal).toBe('SIGTERM');
    expect(processesIn(dir)).toEqual([]);
  }, 60_000);
});
