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
//   when the call spans lines.
//   node scripts/check-git-owner.mjs                      # src: green
//   node scripts/check-git-owner.mjs fixtures/stray-git   # must go red
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, violations } from './layering.mjs';

const GIT_RUNNER = /^adapters\/git\/runner\.ts$/;
const STARTS_GIT =
  /\b(?:spawn|spawnSync|exec|execSync|execFile|execFileSync|fork)\s*\(\s*['"`]git(?:\.exe)?['"`]/g;

/** The text with its comments blanked (line breaks kept, so offsets give the same lines). */
function withoutComments(text) {
  const blank = (comment) => comment.replace(/[^\n]/g, ' ');
  return text.replace(/\/\*[\s\S]*?\*\//g, blank).replace(/(^|[^:])\/\/[^\n]*/g, blank);
}

function gitStarts(dir) {
  const src = join(dir, 'src');
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .map((name) => name.split('\\').join('/'))
    .filter((name) => name.endsWith('.ts') && !GIT_RUNNER.test(name))
    .flatMap((name) => {
      const text = withoutComments(readFileSync(join(src, name), 'utf8'));
      return [...text.matchAll(STARTS_GIT)].map((match) => {
        const line = text.slice(0, match.index).split('\n').length;
        return `${join(src, name)}:${line}: starts git (only src/adapters/git/runner.ts may)`;
      });
    });
}

const dir = process.argv[2] ?? '.';
const problems = [
  ...describe(
    dir,
    violations(dir, (rule) => rule === 'only-git-modules-start-processes'),
  ),
  ...gitStarts(dir),
];
for (const problem of problems) console.error(problem);
process.exit(problems.length > 0 ? 1 : 0);
