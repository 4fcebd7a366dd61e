/**
 * git/runner.ts where the launcher's shell cannot start (no `bash` on the
 * PATH git is given): every command is answered as before, by a git this
 * process starts itself. A file of its own: the runner then starts git
 * directly for the rest of the process.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { locateRepository, runGit, type GitContext } from '../../../src/adapters/git/runner.js';
import { makeRepo, type TempRepo } from '../../../test-support/git-repo.js';

let repo: TempRepo;
let head: string;
let ctx: GitContext;

beforeAll(async () => {
  repo = makeRepo();
  head = repo.commit({ 'a.txt': 'a\n' });
  // A PATH that holds git and nothing else: no bash, no env.
  const bin = join(repo.dir, '..', 'only-git');
  mkdirSync(bin);
  const git = spawnSync('sh', ['-c', 'command -v git']).stdout.toString('utf8').trim();
  symlinkSync(git, join(bin, 'git'));
  const env = { ...repo.env, PATH: bin };
  ctx = { repository: await locateRepository(repo.dir, env), cwd: repo.dir, env };
});
afterAll(() => repo.cleanup());

test('without bash, a read-only command is answered by a git started directly', async () => {
  expect(ctx.repository).not.toBeNull();
  const first = await runGit(ctx, ['rev-parse', 'HEAD']);
  expect(first).toEqual({ code: 0, stdout: Buffer.from(`${head}\n`), stderr: '' });
  // And again, once the runner knows there is no shell.
  const listed = await runGit(ctx, ['ls-tree', '--name-only', 'HEAD']);
  expect(listed.stdout.toString('utf8')).toBe('a.txt\n');
  const failed = await runGit(ctx, ['cat-file', '-e', `${head}:missing`]);
  expect(failed.code).toBe(128);
});
