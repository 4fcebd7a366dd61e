/**
 * ev 0.1's part of `report`: the decisions judged here by the pipeline the
 * action runs (chains/ticks/chain.ts), on the work tree, for a preview
 * instead of a post, drawn as the action draws them.
 */
import { openTickFiles, StoreError, storesBelow } from '../../adapters/files/store.js';
import { judgeDecisions, reportOf } from '../../chains/ticks/chain.js';
import { openStore } from '../../chains/ticks/evaluation.js';
import { repositoryFor } from '../../commands/repository.js';
import type { CliIo } from '../../commands/io.js';
import { parseLedger } from '../../core/ticks/ledger.js';
import type { Report } from '../../render/ticks/report.js';
import { ticksSurfaces } from '../../render/ticks/review.js';
import { normalizeWorkingDirectory, toLedgerRelative } from '../../render/working-directory.js';
import type { Preview, PreviewOptions, PreviewRequest } from '../model.js';

/** The decisions' surfaces (only the surfaces: no annotation is built), or the exit status. */
export async function previewTicks(request: PreviewRequest): Promise<Preview> {
  const decisions = await judgeDecisionsHere(request.options, request.cwd, request.io);
  if (typeof decisions === 'number') return { exit: decisions };
  return ticksSurfaces({ report: decisions, tickTexts: new Map() }, 0, request.frame);
}

/** The stores below a directory without one, as `--cwd` values (a bounded search). */
function storesHint(cwd: string, given: string | undefined): string {
  const { stores } = storesBelow(cwd);
  if (stores.length === 0) return '';
  const base = given === undefined ? '' : normalizeWorkingDirectory(given);
  const dirs = stores.map((dir) => (base === '' ? dir : `${base}/${dir}`));
  return ` (found below: ${dirs.join(', ')} — pass --cwd ${dirs[0] as string})`;
}

/**
 * ev 0.1's decisions judged here: the pipeline the action runs
 * (chains/ticks/chain.ts), on the work tree, for a preview instead of a post; or the
 * exit status when there is no ledger to judge.
 */
async function judgeDecisionsHere(
  options: PreviewOptions,
  cwd: string,
  io: CliIo,
): Promise<Report | number> {
  const opened = openStore(cwd);
  if ('error' in opened) {
    io.stderr(`${opened.error}${opened.kind === 'missing' ? storesHint(cwd, options.cwd) : ''}\n`);
    return 1;
  }
  const { store } = opened;
  const workingDirectory = options.cwd ?? '.';
  let entries;
  try {
    entries = parseLedger(openTickFiles(store));
  } catch (error) {
    // A ticks/ that cannot be listed (an empty .evolving/ has none): one line, no trace.
    if (!(error instanceof StoreError)) throw error;
    io.stderr(`error: ${error.message}\n`);
    return 1;
  }
  const changedInLedger = options.changed
    .map((file) => toLedgerRelative(file, workingDirectory))
    .filter((file): file is string => file !== undefined);
  const judged = await judgeDecisions({
    store,
    entries,
    guardingAt: ['HEAD'],
    staleness: options.stalenessRef,
    options: {
      host: { env: io.env, repository: await repositoryFor(io, cwd), offline: false },
      judgedBy: { attest: options.attest ?? null },
      record: false,
      ...(options.changed.length > 0 ? { change: { changedPaths: changedInLedger } } : {}),
    },
    warn: (message) => io.stderr(`${message}\n`),
  });
  const { evaluation, verify } = judged;
  // Every warning, ev's and ours (duplicate keys, a directory in ticks/, a malformed selected-list).
  const warnings = [
    ...evaluation.warnings,
    ...evaluation.problems,
    ...evaluation.actionWarnings,
    ...verify.warnings.map((warning) => warning.text),
  ];
  for (const line of warnings) io.stderr(`${line}\n`);
  return reportOf(judged, options.stalenessRef, {
    context: { event: 'cli', repository: '', workingDirectory },
    settings: {
      gate: true,
      failOnViolation: true,
      context: true,
      // With --platform, a preview of the job that ran the checks for it (from the receipts here).
      runChecks: options.platform === undefined ? 'off' : 'all',
      platform: options.platform ?? null,
      attest: options.attest ?? null,
    },
    ...(options.changed.length > 0
      ? { changedFiles: { files: [...new Set(options.changed)], capped: false } }
      : {}),
  });
}
