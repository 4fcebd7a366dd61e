/**
 * `report [--json] [--cwd DIR] [--changed PATH]...`: evaluates the ledger
 * here and prints the pull-request comment and the job summary the action
 * would post (or the JSON report), without touching GitHub or writing
 * anything. `--changed` names a file the pull request would change
 * (repository-relative, as `git diff --name-only` prints it; repeatable):
 * the report then shows which declared triggers it touches and the
 * decisions in context. Exits 0 whenever it could evaluate: it previews,
 * `check --exit-on-red` gates.
 */
import { resolve } from 'node:path';
import { readTickFiles } from '../adapters/store.js';
import { commentKey, renderCommentBody } from '../core/render/comment.js';
import { parseLedger } from '../core/ledger/ledger.js';
import {
  buildReport,
  normalizeWorkingDirectory,
  serializeReport,
  toLedgerRelative,
} from '../core/render/report.js';
import { renderSummary } from '../core/render/summary.js';
import { verifyLedger } from '../core/ledger/verify.js';
import { evaluateCheck, openStore } from '../evaluation.js';
import { UsageError, type CliIo, type Command } from './io.js';
import { repositoryFor } from './repository.js';

interface ReportOptions {
  json: boolean;
  cwd?: string;
  /** Repository-relative paths, as the pull request's file list gives them. */
  changed: string[];
}

function parseArgs(args: string[]): ReportOptions {
  const options: ReportOptions = { json: false, changed: [] };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--json') options.json = true;
    else if (arg === '--cwd') {
      const dir = args[++i];
      if (dir === undefined) throw new UsageError('report: --cwd needs a directory');
      options.cwd = dir;
    } else if (arg === '--changed') {
      const path = args[++i];
      if (path === undefined || normalizeWorkingDirectory(path) === '')
        throw new UsageError('report: --changed needs a file path');
      // `./src/a.ts` and `src//a.ts` name the file git lists as `src/a.ts`.
      options.changed.push(normalizeWorkingDirectory(path));
    } else throw new UsageError(`report: unexpected argument ${JSON.stringify(arg)}`);
  }
  return options;
}

export const report: Command = async (args, io: CliIo) => {
  const options = parseArgs(args);
  const cwd = resolve(io.cwd, options.cwd ?? '.');
  const opened = openStore(cwd);
  if ('error' in opened) {
    io.stderr(`${opened.error}\n`);
    return 1;
  }
  const { store } = opened;
  const workingDirectory = options.cwd ?? '.';
  const entries = parseLedger(readTickFiles(store));
  const changedInLedger = options.changed
    .map((file) => toLedgerRelative(file, workingDirectory))
    .filter((file): file is string => file !== undefined);
  const evaluation = await evaluateCheck(store, {
    env: io.env,
    repository: await repositoryFor(io, cwd),
    offline: false,
    attest: null,
    record: false,
    entries,
    ...(options.changed.length > 0 ? { changedPaths: changedInLedger } : {}),
  });
  const verify = verifyLedger(entries, evaluation.config.schema_version);
  // Every warning, ev's and ours (duplicate keys, a directory in ticks/, a malformed selected-list).
  const warnings = [
    ...evaluation.warnings,
    ...evaluation.problems,
    ...evaluation.actionWarnings,
    ...verify.warnings.map((warning) => warning.text),
  ];
  for (const line of warnings) io.stderr(`${line}\n`);
  const result = buildReport({
    context: { event: 'cli', repository: '', workingDirectory },
    settings: { gate: true, failOnViolation: true, context: true },
    verify,
    verdicts: evaluation.verdicts,
    ...(options.changed.length > 0
      ? { changedFiles: { files: [...new Set(options.changed)], capped: false } }
      : {}),
  });
  if (options.json) {
    io.stdout(serializeReport(result));
    return 0;
  }
  const comment = renderCommentBody(result, { key: commentKey(workingDirectory) });
  io.stdout(
    `# The pull-request comment\n\n${comment}\n\n---\n\n# The job summary\n\n${renderSummary(result)}\n`,
  );
  // A preview, not a gate (`check --exit-on-red` gates): it succeeds when it could print.
  return 0;
};
