/**
 * The house's layering checks, run on several directories from one node
 * process (test-support/layering-runs.mjs): loading dependency-cruiser and
 * TypeScript costs about 1.5 CPU-seconds, more than cruising a fixture. Each
 * run is what the script (or dependency-cruiser's command line) prints and
 * exits with; each is still run as a process by a test too, on a planted
 * violation.
 */
import { spawnSync } from 'node:child_process';

/** scripts/check-pure-core.mjs, scripts/check-git-owner.mjs, `depcruise src --config .dependency-cruiser.cjs`. */
export type LayeringCheck = 'pure-core' | 'git-owner' | 'depcruise';

export interface CheckRun {
  status: number;
  stdout: string;
  stderr: string;
}

/** Each check on its directory (relative to the repository), in order. */
export function layeringRuns(checks: ReadonlyArray<readonly [LayeringCheck, string]>): CheckRun[] {
  const run = spawnSync(
    process.execPath,
    ['test-support/layering-runs.mjs', JSON.stringify(checks)],
    {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (run.status !== 0) throw new Error(`test-support/layering-runs.mjs failed:\n${run.stderr}`);
  return JSON.parse(run.stdout) as CheckRun[];
}
