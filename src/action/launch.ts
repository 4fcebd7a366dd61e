/**
 * The action runs in a worker thread with a capped young generation.
 *
 * Why: on a runner with 16 GB or more, V8 lets the young generation grow to
 * 128 MB, and keeps all of it. The action allocates fast and briefly (tick
 * texts, receipts, the report's strings), so V8 grows it to the most it may,
 * and that space was most of what the action's peak held beyond `check`'s:
 * at 50,000 ticks 32 MB of young generation cuts the peak by about 150 MB in
 * the same wall time (docs/PERFORMANCE.md). A Node action cannot pass V8 flags (action.yml has no
 * `NODE_OPTIONS`), and a worker's `resourceLimits` are Node's supported way
 * to size a heap. Only the young generation is capped: the old generation
 * keeps V8's default limit, so a large ledger never runs out of memory here
 * that would not without the worker.
 *
 * The worker shares the process (its environment, stdout, the runner's
 * files); its exit code becomes the process's.
 *
 * Signals reach only this thread: a cancel (the runner's SIGINT, then
 * SIGTERM) is passed on to the worker as a stop request, and the worker
 * stops every process group it started (adapters/processes/process-groups.ts). The
 * groups are listed in a buffer both threads share, so a worker that does
 * not answer in time has them killed from here; and any group still listed
 * when the worker exits, however it exits, is killed too.
 */
import { Worker, type ResourceLimits } from 'node:worker_threads';
import {
  exitCodeFor,
  groupsIn,
  killGroup,
  sharedGroupRegistry,
  STOP_GRACE_MS,
  STOP_MESSAGE,
} from '../adapters/processes/process-groups.js';
import { serveReadAhead } from '../adapters/files/read-ahead.js';
import { compileChunksAhead, compiledAheadFlag } from '../adapters/runner/compile-ahead.js';

export const ACTION_RESOURCE_LIMITS: ResourceLimits = { maxYoungGenerationSizeMb: 32 };

/**
 * The chunks of dist/ the action loads at its start, the action's own first
 * (src/action/start.ts and what it imports), then the libraries', written
 * here by scripts/bundle.mjs, comma-separated; from the sources (the
 * tests), none.
 */
const START_CHUNKS = 'evolving-action:start-chunks';

/** START_CHUNKS as file names: none unless the build named them. */
function startChunks(): string[] {
  return START_CHUNKS.split(',').filter((name) => name.endsWith('.js'));
}

/** A workflow command's data, escaped as @actions/core escapes it. */
function commandData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** How long the worker gets to stop its processes and exit after a stop request. */
const STOP_ANSWER_MS = STOP_GRACE_MS + 3000;

/**
 * Runs `script` (dist/action.js) in a worker; resolves with the exit code
 * the process should end with. An error the action did not catch itself
 * becomes one `::error::` line (the message, not the stack) and exit code 1.
 * `compileCacheDir`: the worker's compile cache (as privateCacheDirectory
 * gives it), where this thread compiles the action's start chunks ahead
 * (adapters/runner/compile-ahead.ts).
 */
export function launchAction(
  script: URL,
  writeLine: (line: string) => void = (line) => void process.stdout.write(`${line}\n`),
  compileCacheDir?: string,
): Promise<number> {
  return new Promise((resolve) => {
    let failed = false;
    let stoppedBy: NodeJS.Signals | undefined;
    const groups = sharedGroupRegistry();
    const killAll = () => {
      for (const pid of groupsIn(groups)) killGroup(pid, 'SIGKILL');
    };
    const compiledAhead = compiledAheadFlag();
    const worker = new Worker(script, {
      resourceLimits: ACTION_RESOURCE_LIMITS,
      workerData: { processGroups: groups, readAhead: true, compiledAhead },
    });
    // This thread only waits for the worker: it compiles ahead what the worker loads first, and
    // reads the ledger's files ahead of the parse.
    compileChunksAhead(startChunks(), script, compileCacheDir, compiledAhead);
    serveReadAhead(worker);
    const onSignal = (signal: NodeJS.Signals) => {
      if (stoppedBy !== undefined) return killAll(); // a second signal: no more grace
      stoppedBy = signal;
      worker.postMessage({ type: STOP_MESSAGE, signal });
      setTimeout(() => {
        killAll();
        void worker.terminate();
      }, STOP_ANSWER_MS).unref();
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
    worker.on('error', (error: unknown) => {
      failed = true;
      // Not `instanceof Error`: the error is rebuilt from the worker's, possibly in another realm.
      const message =
        typeof (error as { message?: unknown } | null)?.message === 'string'
          ? (error as { message: string }).message
          : String(error);
      writeLine(`::error::${commandData(`evolving stopped on an unexpected error: ${message}`)}`);
    });
    worker.on('exit', (code) => {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      // Nothing the action started outlives it, however it ended.
      killAll();
      if (stoppedBy !== undefined) resolve(exitCodeFor(stoppedBy));
      else resolve(failed && code === 0 ? 1 : code);
    });
  });
}
