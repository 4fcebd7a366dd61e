/**
 * The action runs in a worker thread with a capped young generation.
 *
 * Why: on a runner with 16 GB or more, V8 lets the young generation grow to
 * 128 MB, and keeps all of it. The action allocates fast and briefly (tick
 * texts, receipts, the report's strings), so V8 grows it to the most it may,
 * and that space was most of what the action's peak held beyond `check`'s:
 * at 50,000 ticks 32 MB of young generation cuts the peak by about 150 MB in
 * the same wall time (README "Performance"). A Node action cannot pass V8 flags (action.yml has no
 * `NODE_OPTIONS`), and a worker's `resourceLimits` are Node's supported way
 * to size a heap. Only the young generation is capped: the old generation
 * keeps V8's default limit, so a large ledger never runs out of memory here
 * that would not without the worker.
 *
 * The worker shares the process (its environment, stdout, the runner's
 * files); its exit code becomes the process's.
 */
import { Worker, type ResourceLimits } from 'node:worker_threads';

export const ACTION_RESOURCE_LIMITS: ResourceLimits = { maxYoungGenerationSizeMb: 32 };

/** A workflow command's data, escaped as @actions/core escapes it. */
function commandData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/**
 * Runs `script` (dist/action.js) in a worker; resolves with the exit code
 * the process should end with. An error the action did not catch itself
 * becomes one `::error::` line (the message, not the stack) and exit code 1.
 */
export function launchAction(
  script: URL,
  writeLine: (line: string) => void = (line) => void process.stdout.write(`${line}\n`),
): Promise<number> {
  return new Promise((resolve) => {
    let failed = false;
    const worker = new Worker(script, { resourceLimits: ACTION_RESOURCE_LIMITS });
    worker.on('error', (error: unknown) => {
      failed = true;
      // Not `instanceof Error`: the error is rebuilt from the worker's, possibly in another realm.
      const message =
        typeof (error as { message?: unknown } | null)?.message === 'string'
          ? (error as { message: string }).message
          : String(error);
      writeLine(`::error::${commandData(`evolving stopped on an unexpected error: ${message}`)}`);
    });
    worker.on('exit', (code) => resolve(failed && code === 0 ? 1 : code));
  });
}
