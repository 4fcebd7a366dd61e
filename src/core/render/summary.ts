/**
 * The job summary (always written, every event): the headline and its
 * reason, the counts, self-test lines, verify findings and warnings,
 * ledger-diff violations, decisions recorded by the pull request, every
 * resurfaced decision and every decision in context (not capped like the
 * comment; decision.ts renders them the same way) and every binding with
 * its label. Stays under 65,535 UTF-8 bytes (also the check run's
 * `output.summary` limit): whole entries are dropped from the end and a note
 * says how many. Pure.
 *
 * The decisions in context get a section heading here, not the comment's
 * collapsed `<details>`: the summary is the full record, and a cut between
 * blocks must never leave a `<details>` open.
 */
import {
  COMMENT_DECISION_OPTIONS,
  CONTEXT_INTRO,
  contextTitle,
  renderDecisionParts,
  sha8,
  type DecisionRenderOptions,
} from './decision.js';
import { codeSpan, fencedBlock, fitBlocks, mdText, plural, utf8Length } from './markdown.js';
import type { BindingExecution } from '../verdict/check-selection.js';
import type { Conclusion, Report, ReportBinding } from './report.js';
import { normalizeWorkingDirectory } from './report.js';
import { trustBlock } from './trust.js';

/** The summary stays strictly below this many UTF-8 bytes. */
export const SUMMARY_BYTE_LIMIT = 65535;

export interface SummaryOptions {
  /** Strict upper bound in UTF-8 bytes (default 65,535). */
  maxBytes?: number;
}

const SUMMARY_DECISION_OPTIONS: DecisionRenderOptions = {
  ...COMMENT_DECISION_OPTIONS,
  maxGrounds: Number.POSITIVE_INFINITY,
  maxRoads: Number.POSITIVE_INFINITY,
  maxTriggers: 50,
  outputLines: 50,
  outputChars: 4000,
  restIn: 'the JSON report',
};

const HEADLINE: Readonly<Record<Conclusion, string>> = {
  failure: '❌ evolving: failing',
  neutral: '⚠️ evolving: worth a look (not failing)',
  success: '✅ evolving: all clear',
};

const TEXT_MAX = 300;
const CELL_MAX = { claim: 200, ref: 120, detail: 120, id: 40 } as const;

function section(title: string): string {
  return `\n### ${title}\n\n`;
}

function contextLine(report: Report): string {
  const c = report.context;
  const parts = [`event ${codeSpan(c.event)}`];
  if (c.repository !== '') parts.push(codeSpan(c.repository));
  if (c.pullRequest !== undefined) parts.push(`pull request ${c.pullRequest}`);
  if (c.headSha) parts.push(`head ${codeSpan(sha8(c.headSha))}`);
  if (c.baseSha) parts.push(`base ${codeSpan(sha8(c.baseSha))}`);
  const dir = normalizeWorkingDirectory(c.workingDirectory);
  parts.push(`ledger ${codeSpan(dir === '' ? '.' : dir)}`);
  return `<sub>${parts.join(' · ')}</sub>\n\n`;
}

function countsTable(report: Report): string {
  const n = report.counts;
  const cells = [
    ['Gating', `${n.gating} (${plural(n.gatingDecisions, 'decision')})`],
    ['Memo', `${n.memo} (${plural(n.memoDecisions, 'decision')})`],
    ['Violations', String(n.violations)],
    ['Warnings', String(n.warnings)],
    ['Bindings', String(n.bindings)],
    ['Harvested', String(n.harvested)],
    ['Recorded by this PR', String(n.recorded)],
  ];
  if (checksWereRun(report))
    cells.push(['Checks run', String(n.checksRun)], ['Reused', String(n.checksReused)]);
  return (
    `| ${cells.map((c) => c[0]).join(' | ')} |\n` +
    `| ${cells.map(() => '---:').join(' | ')} |\n` +
    `| ${cells.map((c) => c[1]).join(' | ')} |\n`
  );
}

function headBlocks(report: Report): string[] {
  const settings = `gate ${report.settings.gate ? 'on' : 'off'}, fail-on-violation ${report.settings.failOnViolation ? 'on' : 'off'}`;
  const blocks = [
    `## ${HEADLINE[report.conclusion]}\n\n`,
    `**${mdText(report.reason)}** <sub>(${settings})</sub>\n\n`,
    contextLine(report),
    countsTable(report),
  ];
  if (report.notes.length > 0) {
    blocks.push('\n' + report.notes.map((note) => `- ℹ️ ${mdText(note, TEXT_MAX)}\n`).join(''));
  }
  const trust = trustBlock(report);
  if (trust !== '') blocks.push(`\n${trust}`);
  return blocks;
}

function selfTestBlocks(report: Report): string[] {
  if (!report.selfTest) return [];
  const drifted = report.counts.selfTestDrifts;
  return [
    section(drifted > 0 ? `Self-test: ${plural(drifted, 'vector')} drifted` : 'Self-test'),
    fencedBlock(report.selfTest.map((line) => line.text).join('\n'), { info: 'text' }),
  ];
}

function verifyBlocks(report: Report): string[] {
  const { findings, warnings } = report.verify;
  if (findings.length === 0 && warnings.length === 0)
    return [section('Verify'), '✓ chain intact, every tick validates against the closed schema.\n'];
  return [
    section(`Verify: ${plural(findings.length, 'finding')}, ${plural(warnings.length, 'warning')}`),
    ...findings.map((f) => `- ✗ ${mdText(f.text, TEXT_MAX)}\n`),
    ...warnings.map((w) => `- ⚠️ ${mdText(w.text, TEXT_MAX)}\n`),
  ];
}

function ledgerDiffBlocks(report: Report): string[] {
  const diff = report.ledgerDiff;
  if (!diff) return [];
  const blocks: string[] = [];
  if (diff.violations.length > 0) {
    blocks.push(
      section(`Ledger integrity: ${plural(diff.violations.length, 'violation')}`),
      ...diff.violations.map(
        (v) => `- ${codeSpan(v.file, { max: TEXT_MAX })} ${v.kind}: ${mdText(v.text, TEXT_MAX)}\n`,
      ),
    );
  }
  if (diff.recorded.length > 0) {
    blocks.push(
      section(`Decisions recorded by this pull request (${diff.recorded.length})`),
      ...diff.recorded.map(
        (r) =>
          `- ${codeSpan(r.id, { max: CELL_MAX.id })} ${mdText(r.decision, TEXT_MAX)} — by ${mdText(r.blame, 100)}\n`,
      ),
    );
  }
  return blocks;
}

function resurfacedBlocks(report: Report): string[] {
  if (report.decisions.length === 0) return [];
  return [
    section(`Resurfaced decisions (${report.decisions.length})`),
    ...report.decisions.flatMap((d) => renderDecisionParts(d, SUMMARY_DECISION_OPTIONS, 4)),
  ];
}

function contextBlocks(report: Report): string[] {
  if (report.inContext.length === 0) return [];
  return [
    section(contextTitle(report.inContext.length)),
    CONTEXT_INTRO,
    ...report.inContext.flatMap((d) => renderDecisionParts(d, SUMMARY_DECISION_OPTIONS, 4)),
  ];
}

function labelCell(b: ReportBinding): string {
  const icon =
    b.label === 'green'
      ? '✅'
      : b.label === 'exempt'
        ? '➖'
        : b.label === 'memo'
          ? '📝'
          : b.label === 'dirty'
            ? '⚠️'
            : '🔴';
  return `${icon} ${b.label}`;
}

/** `run-checks` was on for this run: some binding ran, was reused, or was left to another platform. */
function checksWereRun(report: Report): boolean {
  return report.bindings.some((b) => b.execution !== 'off' && b.execution !== 'refused');
}

const EXECUTION_CELL: Readonly<Record<BindingExecution, string>> = {
  ran: '▶️ ran',
  reused: '♻️ reused',
  'not-declared': 'other platform',
  'not-started': '⚠️ not started',
  off: '',
  refused: '',
};

function bindingRow(b: ReportBinding, withExecution: boolean): string {
  const cells = [
    labelCell(b),
    codeSpan(b.tickId, { inTable: true, max: CELL_MAX.id }),
    String(b.groundIndex + 1),
    mdText(b.claim, CELL_MAX.claim),
    codeSpan(b.ref, { inTable: true, max: CELL_MAX.ref }),
    mdText((b.harvested ? 'harvested; ' : '') + b.detail, CELL_MAX.detail),
  ];
  if (withExecution) cells.push(EXECUTION_CELL[b.execution]);
  return `| ${cells.join(' | ')} |\n`;
}

function bindingBlocks(report: Report): string[] {
  if (report.bindings.length === 0) return [];
  const withExecution = checksWereRun(report);
  const header = withExecution
    ? '| Label | Tick | Ground | Claim | Check | Detail | This run |\n| --- | --- | ---: | --- | --- | --- | --- |\n'
    : '| Label | Tick | Ground | Claim | Check | Detail |\n| --- | --- | ---: | --- | --- | --- |\n';
  return [
    section(`Bindings (${report.bindings.length})`),
    header,
    ...report.bindings.map((b) => bindingRow(b, withExecution)),
  ];
}

/** Problems listed in the summary; the rest are counted (all are in the JSON report and the warnings). */
const RECEIPT_PROBLEMS_SHOWN = 50;

function receiptMergeBlocks(report: Report): string[] {
  const merge = report.receiptMerge;
  if (!merge) return [];
  const shown = merge.problems.slice(0, RECEIPT_PROBLEMS_SHOWN);
  const rest = merge.problems.length - shown.length;
  return [
    section('Receipts merged'),
    `${plural(merge.merged, 'line')} merged from ${plural(merge.files, 'file')} in ${plural(merge.directories.length, 'directory', 'directories')}; ${plural(merge.identical, 'line')} already present.\n`,
    ...(shown.length > 0 ? ['\n'] : []),
    ...shown.map((problem) => `- ⚠️ ${mdText(problem, TEXT_MAX)}\n`),
    ...(rest > 0 ? [`- … and ${plural(rest, 'more problem')} (see the JSON report)\n`] : []),
  ];
}

/** The job summary Markdown, strictly under `maxBytes` UTF-8 bytes. */
export function renderSummary(report: Report, options: SummaryOptions = {}): string {
  const maxBytes = options.maxBytes ?? SUMMARY_BYTE_LIMIT;
  const blocks = [
    ...headBlocks(report),
    ...selfTestBlocks(report),
    ...verifyBlocks(report),
    ...ledgerDiffBlocks(report),
    ...receiptMergeBlocks(report),
    ...resurfacedBlocks(report),
    ...contextBlocks(report),
    ...bindingBlocks(report),
  ];
  const note = (omitted: number) =>
    `\n> **Truncated:** ${plural(omitted, 'more entry', 'more entries')} did not fit GitHub's 65,535-byte limit. ` +
    'The JSON report (`report-path`) has everything.\n';
  return fitBlocks(blocks, maxBytes - 1, utf8Length, note).text;
}
