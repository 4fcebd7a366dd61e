/**
 * dist/index.js: the GitHub Action's entry (action.yml, runs.using node24).
 * It starts the action itself, dist/action.js, in a worker thread whose
 * young generation is capped (action/launch.ts says why).
 */
import { launchAction } from './action/launch.js';
import { privateCacheDirectory, runnerCompileCacheDir } from './adapters/runner/compile-cache.js';

// A name, not a literal in `new URL`: the bundler would otherwise try to bundle the file as an asset.
const ACTION_SCRIPT = 'action.js';

// The worker's compile cache (dist/action.js asks for the same one): this thread compiles into it.
const compileCacheDir = privateCacheDirectory(runnerCompileCacheDir(process.env), process.env);

void launchAction(new URL(ACTION_SCRIPT, import.meta.url), undefined, compileCacheDir).then(
  (code) => {
    process.exitCode = code;
  },
);
