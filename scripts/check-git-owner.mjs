#!/usr/bin/env node
// One module owns running git (docs/ARCHITECTURE.md, issue 14 §1): only
// src/adapters/git.ts starts git, so every git command gets its explicit git
// dir, hardened config and minimal environment. Prints each other file and
// line that starts git (a spawn/exec call naming 'git') or imports
// node:child_process without being allowed to (runner.ts starts `sh` for
// bound checks, which is not git); exits 1 when there is one.
//   node scripts/check-git-owner.mjs                      # src: green
//   node scripts/check-git-owner.mjs fixtures/stray-git   # must go red
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Files (relative to the checked directory) that may import node:child_process. */
const MAY_START_PROCESSES = new Set(['adapters/git.ts', 'adapters/runner.ts']);
const GIT_OWNER = 'adapters/git.ts';

const CHILD_PROCESS = /['"](?:node:)?child_process['"]/;
const STARTS_GIT =
  /\b(?:spawn|spawnSync|exec|execSync|execFile|execFileSync|fork)\s*\(\s*['"`]git(?:\.exe)?['"`]/;
const COMMENT = /^\s*(\/\/|\*|\/\*)/;

function problemsIn(dir, file) {
  const name = relative(dir, file).split(sep).join('/');
  if (name === GIT_OWNER) return [];
  const problems = [];
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      if (COMMENT.test(line)) return;
      if (STARTS_GIT.test(line))
        problems.push(`${file}:${index + 1}: starts git (only src/${GIT_OWNER} may)`);
      else if (CHILD_PROCESS.test(line) && !MAY_START_PROCESSES.has(name))
        problems.push(
          `${file}:${index + 1}: imports child_process (only git.ts and runner.ts may)`,
        );
    });
  return problems;
}

const dir = process.argv[2] ?? 'src';
const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.ts'))
  .map((name) => join(dir, name));
const problems = files.flatMap((file) => problemsIn(dir, file));
for (const problem of problems) console.error(problem);
process.exit(problems.length > 0 ? 1 : 0);
