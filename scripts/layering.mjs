// Runs dependency-cruiser with the house rules (.dependency-cruiser.cjs) on
// the src/ tree under a directory (the repository, or a fixture holding a
// planted violation) and returns its violations, for check-pure-core.mjs and
// check-git-owner.mjs. `npm run depcruise` runs the same rules on src/.
// dependency-cruiser runs in this process, through its API (what its command
// line runs): loading it and TypeScript costs more than a small tree's
// cruise, so a process that checks several directories (the tests,
// test-support/layering-runs.mjs) loads them once.
import { accessSync, constants, realpathSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CONFIG = join(REPO_ROOT, '.dependency-cruiser.cjs');

/**
 * dependency-cruiser's report on `<dir>/src` with the house rules, as
 * `depcruise src --config .dependency-cruiser.cjs --output-type <outputType>`
 * run in `dir` gives it: `{ output, exitCode }`.
 */
export async function cruiseTree(dir, outputType) {
  // As the command line does: a tree that is not there is an error, never a clean report.
  try {
    accessSync(join(dir, 'src'), constants.R_OK);
  } catch {
    throw new Error(`Can't open '${join(dir, 'src')}' for reading. Does it exist?`);
  }
  const options = await extractDepcruiseOptions(CONFIG);
  return cruise(['src'], { ...options, baseDir: resolve(dir), outputType });
}

/** Each directory's cruise, once: the checks of one process (the tests') share a tree's. */
const cruises = new Map();

function cruised(dir) {
  const key = resolve(dir);
  if (!cruises.has(key))
    cruises.set(
      key,
      cruiseTree(dir, 'json').then(
        ({ output }) => JSON.parse(output),
        (error) => {
          throw new Error(`dependency-cruiser did not run in ${dir}:\n${error.message ?? error}`);
        },
      ),
    );
  return cruises.get(key);
}

/**
 * The violations in `<dir>/src` whose rule `wanted` accepts, each as
 * `{ from, to, rule, comment }` with paths relative to `dir`.
 */
export async function violations(dir, wanted) {
  const result = await cruised(dir);
  const comments = new Map(
    (result.summary.ruleSetUsed?.forbidden ?? []).map((rule) => [rule.name, rule.comment]),
  );
  return result.summary.violations
    .filter((v) => wanted(v.rule.name))
    .map((v) => ({
      from: v.from,
      to: v.cycle ? v.cycle.map((step) => step.name ?? step).join(' → ') : v.to,
      rule: v.rule.name,
      comment: comments.get(v.rule.name) ?? '',
    }));
}

/** One line per violation: the file (under `dir`), what it imports, and the rule it breaks. */
export function describe(dir, found) {
  const at = (path) => join(dir, path);
  return found.map((v) => `${at(v.from)}: imports ${v.to} (${v.rule}: ${v.comment})`);
}

/**
 * Whether the module at `url` is the script node was started with (as node
 * finds it: the real path of its first argument), not one imported.
 */
export function isMain(url) {
  const started = process.argv[1];
  return started !== undefined && pathToFileURL(realpathSync(started)).href === url;
}

/** A check's result, `{ status, stdout, stderr }`, printed; the process exits with its status. */
export function exitWith(run) {
  process.stdout.write(run.stdout);
  process.stderr.write(run.stderr);
  process.exitCode = run.status;
}

/** Lines as a stream prints them, each ended. */
export function printed(lines) {
  return lines.map((line) => `${line}\n`).join('');
}
