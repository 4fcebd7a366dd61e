// Runs dependency-cruiser with the house rules (.dependency-cruiser.cjs) on
// the src/ tree under a directory (the repository, or a fixture holding a
// planted violation) and returns its violations, for check-pure-core.mjs and
// check-git-owner.mjs. `npm run depcruise` runs the same rules on src/.
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CONFIG = join(REPO_ROOT, '.dependency-cruiser.cjs');
const CRUISER = join(
  REPO_ROOT,
  'node_modules',
  'dependency-cruiser',
  'bin',
  'dependency-cruise.mjs',
);

/**
 * The violations in `<dir>/src` whose rule `wanted` accepts, each as
 * `{ from, to, rule, comment }` with paths relative to `dir`.
 */
export function violations(dir, wanted) {
  const run = spawnSync(
    process.execPath,
    [CRUISER, 'src', '--config', CONFIG, '--output-type', 'json', '--no-progress'],
    { cwd: resolve(dir), encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  let result;
  try {
    result = JSON.parse(run.stdout);
  } catch {
    throw new Error(`dependency-cruiser did not run in ${dir}:\n${run.stderr || run.stdout}`);
  }
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
