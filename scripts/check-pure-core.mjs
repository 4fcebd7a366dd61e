#!/usr/bin/env node
// The pure-core rule (docs/ARCHITECTURE.md), checked by dependency-cruiser
// (.dependency-cruiser.cjs, every import however it is written): modules
// under src/core take data and return data — no file system, processes,
// git, network or GitHub toolkit, nothing of the project outside the core —
// and the core's layers (text → review → ticks → ticks/verdict; render pure as well; sibling domains
// on text alone) only import from earlier ones. Prints each offending import
// with its file; exits 1 when there is one. The globals the core may not
// touch (process, fetch, require) are eslint's part (eslint.config.js).
// Bound in this repository's own ledger (.evolving/), with planted
// violations as its counter-test:
//   node scripts/check-pure-core.mjs                        # src/core: green
//   node scripts/check-pure-core.mjs fixtures/impure-core   # must go red
//   node scripts/check-pure-core.mjs fixtures/upward-core   # must go red
import { describe, exitWith, isMain, printed, violations } from './layering.mjs';

/**
 * What this script prints for `<dir>/src/core` and exits with, as
 * `{ status, stdout, stderr }` (the tests check several directories from one
 * process: test-support/layering-runs.mjs).
 */
export async function checkPureCore(dir) {
  const found = await violations(dir, (rule) => rule.startsWith('core-'));
  if (found.length === 0)
    return { status: 0, stdout: printed([`${dir}/src/core: pure, layers in order.`]), stderr: '' };
  const problems = [
    ...describe(dir, found),
    `${found.length} problem(s) in ${dir}/src/core: the core must take data and return data, and import only from its own or an earlier layer.`,
  ];
  return { status: 1, stdout: '', stderr: printed(problems) };
}

if (isMain(import.meta.url)) exitWith(await checkPureCore(process.argv[2] ?? '.'));
