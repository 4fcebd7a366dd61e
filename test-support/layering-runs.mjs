// The house's layering checks, run on several directories from this one node
// process (test-support/layering.ts): what `node scripts/check-pure-core.mjs
// <dir>`, `node scripts/check-git-owner.mjs <dir>` and `depcruise src --config
// .dependency-cruiser.cjs` in <dir> print and exit with, by the scripts' own
// code and dependency-cruiser's API. Loading dependency-cruiser and
// TypeScript costs more than cruising a fixture, so a test file loads them
// once rather than once a directory; the two scripts share a tree's cruise.
//   node test-support/layering-runs.mjs '[["pure-core", "."], ["depcruise", "fixtures/circular-core"]]'
// prints a JSON array of `{ status, stdout, stderr }`, one per check, in order.
import { checkGitOwner } from '../scripts/check-git-owner.mjs';
import { checkPureCore } from '../scripts/check-pure-core.mjs';
import { cruiseTree } from '../scripts/layering.mjs';

const CHECKS = {
  'pure-core': checkPureCore,
  'git-owner': checkGitOwner,
  // The command line's default report ('err'), and its exit code: the count of errors.
  depcruise: async (dir) => {
    const { output, exitCode } = await cruiseTree(dir, 'err');
    return { status: exitCode, stdout: output, stderr: '' };
  },
};

const runs = [];
for (const [check, dir] of JSON.parse(process.argv[2] ?? '[]')) {
  const run = Object.hasOwn(CHECKS, check) ? CHECKS[check] : undefined;
  if (run === undefined) throw new Error(`no such check: ${check}`);
  runs.push(await run(dir));
}
process.stdout.write(JSON.stringify(runs));
