#!/usr/bin/env node
// One module owns running git (docs/ARCHITECTURE.md): only the runner,
// src/adapters/git/runner.ts, starts git, so every git command gets its explicit git
// dir, hardened config and minimal environment; the git-*.ts helpers ask
// through its runGit. Two checks, each printing the file (and line) of every
// offence; exits 1 when there is one:
// - dependency-cruiser (.dependency-cruiser.cjs): no module but git/runner.ts and
//   check-process.ts (which starts `sh` for bound checks) imports
//   node:child_process, however the import is written;
// - a look at the calls, which no import rule sees: no module but git/runner.ts
//   calls spawn/exec/execFile/fork (or their Sync forms) with 'git', also
//   when the call spans lines; and no module but those two names
//   child_process in a string (a module loaded when first used,
//   adapters/runner/builtins.ts, is loaded by its name).
//   node scripts/check-git-owner.mjs                      # src: green
//   node scripts/check-git-owner.mjs fixtures/stray-git   # must go red
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, exitWith, isMain, printed, violations } from './layering.mjs';

const GIT_RUNNER = /^adapters\/git\/runner\.ts$/;
const PROCESS_STARTERS = /^adapters\/(?:git\/runner|processes\/check-process)\.ts$/;
// An import (`from '…'`, `import('…')`) is dependency-cruiser's to see: only the other names.
const NAMES_CHILD_PROCESS = /(?<!\bfrom\s*|\bimport\s*\(\s*)['"`](?:node:)?child_process['"`]/g;
const STARTS_GIT =
  /\b(?:spawn|spawnSync|exec|execSync|execFile|execFileSync|fork)\s*\(\s*['"`]git(?:\.exe)?['"`]/g;

/** The text with its comments blanked (line breaks kept, so offsets give the same lines). */
function withoutComments(text) {
  const blank = (comment) => comment.replace(/[^\n]/g, ' ');
  return text.replace(/\/\*[\s\S]*?\*\//g, blank).replace(/(^|[^:])\/\/[^\n]*/g, blank);
}

/** Each match of `pattern` in src/'s modules but those `allowed`, as `file:line: what`. */
function offences(dir, allowed, pattern, what) {
  const src = join(dir, 'src');
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .map((name) => name.split('\\').join('/'))
    .filter((name) => name.endsWith('.ts') && !allowed.test(name))
    .flatMap((name) => {
      const text = withoutComments(readFileSync(join(src, name), 'utf8'));
      return [...text.matchAll(pattern)].map((match) => {
        const line = text.slice(0, match.index).split('\n').length;
        return `${join(src, name)}:${line}: ${what}`;
      });
    });
}

function gitStarts(dir) {
  return offences(dir, GIT_RUNNER, STARTS_GIT, 'starts git (only src/adapters/git/runner.ts may)');
}

/** A module loading child_process by name, where no import rule sees it (`getBuiltinModule`). */
function childProcessByName(dir) {
  return offences(
    dir,
    PROCESS_STARTERS,
    NAMES_CHILD_PROCESS,
    'loads child_process by name (only git/runner.ts and processes/check-process.ts may)',
  );
}

/**
 * What this script prints for `<dir>/src` and exits with, as `{ status,
 * stdout, stderr }` (the tests check several directories from one process:
 * test-support/layering-runs.mjs).
 */
export async function checkGitOwner(dir) {
  const problems = [
    ...describe(dir, await violations(dir, (rule) => rule === 'only-git-modules-start-processes')),
    ...gitStarts(dir),
    ...childProcessByName(dir),
  ];
  return { status: problems.length > 0 ? 1 : 0, stdout: '', stderr: printed(problems) };
}

if (isMain(import.meta.url)) exitWith(await checkGitOwner(process.argv[2] ?? '.'));
