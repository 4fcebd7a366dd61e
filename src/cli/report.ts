/**
 * `report [--json] [--cwd DIR]`: evaluates the ledger here and prints the
 * pull-request comment and the job summary the action would post (or the
 * JSON report), without touching GitHub or writing anything. Exits 0
 * whenever it could evaluate: it previews, `check --exit-on-red` gates.
 */
import { resolve } from 'node:path';
import { readTickFiles } from '../adapters/store.js';
import {
  commentKey,
  renderAllClear,
  renderComment,
  hasCommentFindings,
} from '../core/render/comment.js';
import { parseLedger } from '../core/ledger/ledger.js';
import { buildReport, serializeReport } from '../core/render/report.js';
import { renderSummary } from '../core/render/summary.js';
import { verifyLedger } from '../core/ledger/verify.js';
import { evaluateCheck, openStore } from '../evaluation.js';
import { UsageError, type CliIo, type Command } from './io.js';

interface ReportOptions {
  json: boolean;
  cwd?: string;
}

function parseArgs(args: string[]): ReportOptions {
  const options: ReportOptions = { json: false };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--json') options.json = true;
    else if (arg === '--cwd') {
      const dir = args[++i];
      if (dir === undefined) throw new UsageError('report: --cwd needs a directory');
      options.cwd = dir;
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
  const entries = parseLedger(readTickFiles(store));
  const evaluation = await evaluateCheck(store, {
    env: io.env,
    offline: false,
    attest: null,
    record: false,
    entries,
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
    context: { event: 'cli', repository: '', workingDirectory: options.cwd ?? '.' },
    settings: { gate: true, failOnViolation: true },
    verify,
    verdicts: evaluation.verdicts,
  });
  if (options.json) {
    io.stdout(serializeReport(result));
    return 0;
  }
  const key = commentKey(options.cwd ?? '.');
  const comment = hasCommentFindings(result)
    ? renderComment(result, { key })
    : renderAllClear(result, { key });
  io.stdout(
    `# The pull-request comment\n\n${comment}\n\n---\n\n# The job summary\n\n${renderSummary(result)}\n`,
  );
  // A preview, not a gate (`check --exit-on-red` gates): it succeeds when it could print.
  return 0;
};
