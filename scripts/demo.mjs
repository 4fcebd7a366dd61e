#!/usr/bin/env node
// `npm run demo`: the review the action would post for an imagined pull
// request on an ev 0.2 ledger, printed here (nothing is posted, GitHub is not
// asked, no network). The action reads a pull request from git objects, so
// the example is built as a small git repository in a temporary directory,
// from the files in fixtures/example-claims/:
//   1. base/ without .evolving/: the code;
//   2. base/.evolving/: the ledger, its evidence filed against commit 1 (as
//      `ev evidence` records the commit it ran at: @CODE@ in the ledger);
//   3. pull-request/: the imagined pull request, which changes the line one
//      claim's evidence cites and the code beside another's.
// Then `ev-action report --base <commit 2>` (the committed dist/cli.js, or
// the bundle EV_CLI names, as the tests name one) runs in it, and the
// directory is removed. Fixed names and dates make the
// commits, and so the output, the same on every machine.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const DEMO_FIXTURE = join(ROOT, 'fixtures', 'example-claims');

/** git with no configuration but this, so that nothing on the machine changes the commits. */
function git(dir, args, date) {
  return execFileSync(
    'git',
    [
      '-c',
      'init.defaultBranch=main',
      '-c',
      'commit.gpgsign=false',
      '-c',
      'core.autocrlf=false',
      ...args,
    ],
    {
      cwd: dir,
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH ?? '',
        GIT_CONFIG_NOSYSTEM: '1',
        GIT_CONFIG_GLOBAL: '/dev/null',
        GIT_AUTHOR_NAME: 'Dana Whitfield',
        GIT_AUTHOR_EMAIL: 'dana@example.com',
        GIT_COMMITTER_NAME: 'Dana Whitfield',
        GIT_COMMITTER_EMAIL: 'dana@example.com',
        GIT_AUTHOR_DATE: date,
        GIT_COMMITTER_DATE: date,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  ).trim();
}

function commit(dir, message, date) {
  git(dir, ['add', '--all'], date);
  git(dir, ['commit', '-q', '-m', message], date);
  return git(dir, ['rev-parse', 'HEAD'], date);
}

/**
 * The example repository, built in a new temporary directory: its path, the
 * pull request's base commit, and the command line that reviews it.
 */
export function buildDemo() {
  const dir = mkdtempSync(join(tmpdir(), 'evolving-demo-'));
  try {
    const base = join(DEMO_FIXTURE, 'base');
    git(dir, ['init', '-q'], '2026-11-19T08:30:00Z');
    for (const entry of readdirSync(base))
      if (entry !== '.evolving') cpSync(join(base, entry), join(dir, entry), { recursive: true });
    const code = commit(
      dir,
      'Orders: idempotent creation, cursor paging, signed webhooks',
      '2026-11-19T08:30:00Z',
    );
    cpSync(join(base, '.evolving'), join(dir, '.evolving'), { recursive: true });
    const ledgerDir = join(dir, '.evolving', 'ledger');
    for (const name of readdirSync(ledgerDir)) {
      const file = join(ledgerDir, name);
      writeFileSync(file, readFileSync(file, 'utf8').replaceAll('@CODE@', code));
    }
    const baseSha = commit(dir, 'Claims: what the order service promises', '2026-11-19T08:42:00Z');
    cpSync(join(DEMO_FIXTURE, 'pull-request'), dir, { recursive: true });
    commit(dir, 'Orders: look up retries per merchant; cap the page size', '2026-12-01T10:00:00Z');
    return { dir, base: baseSha, args: ['report', '--base', baseSha] };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

function main() {
  let demo;
  try {
    demo = buildDemo();
  } catch (error) {
    process.stderr.write(
      `demo: could not build the example repository with git: ${error.message}\n`,
    );
    return 1;
  }
  try {
    const cli = process.env.EV_CLI ? resolve(process.env.EV_CLI) : join(ROOT, 'dist', 'cli.js');
    const run = spawnSync(process.execPath, [cli, ...demo.args], {
      cwd: demo.dir,
      stdio: 'inherit',
    });
    return run.status ?? 1;
  } finally {
    rmSync(demo.dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = main();
