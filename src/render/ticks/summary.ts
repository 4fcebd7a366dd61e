/**
 * The job summary (always written, every event) and the check run's output
 * summary, from one renderer with each surface's own byte budget: the step
 * summary takes 1 MiB, the check run's `output.summary` 65,535 bytes. The
 * headline and its reason, the counts, self-test lines, verify findings and
 * warnings, ledger-diff violations, decisions recorded by the pull request,
 * the resurfaced decisions and the decisions in context (decision.ts renders
 * them the same way as the comment), and the bindings (`bindings: failing`
 * lists those that need a look, `all` every one, those first).
 *
 * A surface shrinks in steps: everything in full; else every entry as one
 * compact line; else as many compact lines as fit and the count of the rest.
 * Each step says where the rest is (the JSON report). Blocks are produced
 * lazily and a step stops at its budget, so a 50,000-tick ledger costs one
 * budget's worth of rendering per step, not the whole ledger's. Pure.
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
import {
  codeSpan,
  fencedBlock,
  fitBlocks,
  mdMarkup,
  mdText,
  plural,
  utf8Length,
} from '../markdown.js';
import { FIELD_MAX, type DecisionLinks, type ShownDecision } from './decision.js';
import { linked } from '../markdown.js';
import type { BindingExecution } from '../../core/ticks/verdict/check-selection.js';
import type { Conclusion, Report, ReportBinding } from './report.js';
import { normalizeWorkingDirectory } from '../working-directory.js';
import { trustBlock } from './trust.js';
import { ORIGIN_LABEL } from './origin.js';
import { isAlreadyFailing, replacedBlocks as replacedBlocksOf } from './versus-base.js';

/** GitHub's step summary takes up to 1 MiB per step. */
export const STEP_SUMMARY_BYTE_LIMIT = 1024 * 1024;
/** GitHub rejects a check run's `output.summary` of 65,536 bytes or more. */
export const CHECK_RUN_SUMMARY_BYTE_LIMIT = 65535;
/** The default budget: the step summary's. */
export const SUMMARY_BYTE_LIMIT = STEP_SUMMARY_BYTE_LIMIT;

/** Which bindings the bindings section lists: those that need a look, or all (those first). */
export type BindingsListing = 'failing' | 'all';

/** Where the rest is, when a surface cannot show everything. */
export const DEFAULT_REST_IN = 'the JSON report (the `report` output)';

export interface SummaryOptions {
  /** Strict upper bound in UTF-8 bytes (default: the step summary's 1 MiB). */
  maxBytes?: number;
  /** Which bindings to list (default `failing`). */
  bindings?: BindingsListing;
  /** Where everything is (default: the JSON report). */
  restIn?: string;
  /** Link targets for decisions and checks; none without. */
  links?: DecisionLinks;
  /** A line put first (e.g. the check run's note on capped annotations); counted in the budget. */
  preface?: string;
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
  if (report.baseJudged)
    cells.push(
      ['Broken by this PR', String(n.regressions)],
      ['Already failing on the base', String(n.alreadyFailing)],
      ['Replaced by this PR', String(n.replaced)],
    );
  if (checksWereRun(report))
    cells.push(['Checks run', String(n.checksRun)], ['Reused', String(n.checksReused)]);
  if (n.testChanged > 0) cells.push(['Guarding tests changed', String(n.testChanged)]);
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
    blocks.push('\n' + report.notes.map((note) => `- ℹ️ ${mdMarkup(note, TEXT_MAX)}\n`).join(''));
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
          `- ${codeSpan(r.id, { max: CELL_MAX.id })} ${mdText(r.decision, TEXT_MAX)} — its blame: ${mdText(r.blame, 100)}\n`,
      ),
    );
  }
  return blocks;
}

function* resurfacedBlocks(
  report: Report,
  options: DecisionRenderOptions,
  compact: boolean,
): Generator<string> {
  const shown = report.decisions.filter((d) => !isAlreadyFailing(d));
  if (shown.length > 0) {
    yield section(`Resurfaced decisions (${shown.length})`);
    for (const d of shown) {
      if (compact) yield compactDecisionLine(d, options);
      else yield* renderDecisionParts(d, options, 4);
    }
  }
  yield* alreadyFailingBlocks(report, options, compact);
}

const ALREADY_FAILING_LEAD =
  'Each gates on the base too, on the evidence this run started with (before its own checks): this pull request did not break it.';

/**
 * The gating decisions already failing on the base, in their own section:
 * collapsed in full (that step is kept whole or not at all, so the
 * `<details>` is never cut open), under a heading when compact.
 */
function* alreadyFailingBlocks(
  report: Report,
  options: DecisionRenderOptions,
  compact: boolean,
): Generator<string> {
  const failing = report.decisions.filter(isAlreadyFailing);
  if (failing.length === 0) return;
  const title = `⏪ Already failing on the base (${failing.length})`;
  if (compact) {
    yield section(title);
    for (const d of failing) yield compactDecisionLine(d, options);
    return;
  }
  yield `\n<details><summary>${title}</summary>\n\n${ALREADY_FAILING_LEAD}\n\n`;
  for (const d of failing) yield* renderDecisionParts(d, options, 4);
  yield '</details>\n\n';
}

function* contextBlocks(
  report: Report,
  options: DecisionRenderOptions,
  compact: boolean,
): Generator<string> {
  if (report.inContext.length === 0) return;
  yield section(contextTitle(report.inContext.length));
  yield CONTEXT_INTRO;
  for (const d of report.inContext) {
    if (compact) yield compactDecisionLine(d, options);
    else yield* renderDecisionParts(d, options, 4);
  }
}

const COMPACT_ICON = { gating: '🔴', memo: '📝', 'test-changed': '🧪', context: '📎' } as const;

/** A decision on one line: icon, linked id, text, and each ground's label. */
function compactDecisionLine(decision: ShownDecision, options: DecisionRenderOptions): string {
  const kind = 'kind' in decision ? decision.kind : 'context';
  const id = linked(
    codeSpan(decision.id, { max: FIELD_MAX.id }),
    options.links?.tick(decision.file),
  );
  const labels = decision.grounds.map((g) => {
    const origin = 'origin' in g ? g.origin : undefined;
    return origin === undefined ? g.label : `${g.label} (${ORIGIN_LABEL[origin]})`;
  });
  const grounds =
    labels.length === 0
      ? ''
      : ` — ${labels.length <= 5 ? labels.join(', ') : `${labels.slice(0, 5).join(', ')} and ${labels.length - 5} more`}`;
  return `- ${COMPACT_ICON[kind]} ${id} ${mdText(decision.decision, FIELD_MAX.decision)}${grounds}\n`;
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

/**
 * The binding against the base, for the bindings table: a gating one's
 * label (broken by this PR, already failing on the base) and its verdict
 * there — `new` when its decision was not evaluated there as it is now.
 */
function baseCell(b: ReportBinding): string {
  if (b.baseLabel === undefined) return '';
  const there = b.baseLabel === null ? 'new' : `${b.baseLabel} at the base`;
  return b.origin === undefined ? there : `**${ORIGIN_LABEL[b.origin]}** (${there})`;
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

function bindingRow(
  b: ReportBinding,
  withExecution: boolean,
  withBase: boolean,
  links?: DecisionLinks,
): string {
  const cells = [
    labelCell(b),
    linked(
      codeSpan(b.tickId, { inTable: true, max: CELL_MAX.id }),
      links?.tick(b.file, b.groundIndex),
    ),
    String(b.groundIndex + 1),
    mdText(b.claim, CELL_MAX.claim),
    codeSpan(b.ref, { inTable: true, max: CELL_MAX.ref }),
    mdText((b.harvested ? 'harvested; ' : '') + b.detail, CELL_MAX.detail),
  ];
  if (withExecution) cells.push(EXECUTION_CELL[b.execution]);
  if (withBase) cells.push(baseCell(b));
  return `| ${cells.join(' | ')} |\n`;
}

/** How soon a binding needs a look: gating first, then memo notes, harvested ones, the rest. */
function urgency(b: ReportBinding): number {
  if (b.gating) return 0;
  if (b.label === 'memo') return 1;
  if (b.label !== 'green' && b.label !== 'exempt') return 2;
  return b.harvested ? 3 : 4;
}

/** Green and exempt bindings with a counter-test need no look. */
export function needsALook(b: ReportBinding): boolean {
  return urgency(b) < 4;
}

/** The bindings a listing shows, those that need a look first (stable within each rank). */
export function listedBindings(report: Report, listing: BindingsListing): ReportBinding[] {
  const shown = listing === 'all' ? [...report.bindings] : report.bindings.filter(needsALook);
  return shown.sort((a, b) => urgency(a) - urgency(b));
}

function compactBindingLine(b: ReportBinding, links?: DecisionLinks): string {
  const id = linked(codeSpan(b.tickId, { max: CELL_MAX.id }), links?.tick(b.file, b.groundIndex));
  return `- ${labelCell(b)} ${id} ground ${b.groundIndex + 1}: ${codeSpan(b.ref, { max: CELL_MAX.ref })}\n`;
}

/**
 * The bindings a `failing` listing leaves out, by what they are: green, and
 * exempt (not judged on this runner), never counted as green.
 */
function unlistedBindings(report: Report, unlisted: number): string {
  const exempt = report.bindings.filter((b) => b.label === 'exempt' && !needsALook(b)).length;
  const green = unlisted - exempt;
  const exemptText = `${plural(exempt, 'exempt binding')} (not judged on this runner)`;
  if (exempt === 0) return plural(green, 'green binding');
  return green === 0 ? exemptText : `${plural(green, 'green binding')} and ${exemptText}`;
}

function* bindingBlocks(report: Report, options: Resolved, compact: boolean): Generator<string> {
  if (report.bindings.length === 0) return;
  const { listed } = options;
  const unlisted = report.bindings.length - listed.length;
  yield section(
    options.bindings === 'all'
      ? `Bindings (${report.bindings.length}, those that need a look first)`
      : `Bindings that need a look (${listed.length} of ${report.bindings.length})`,
  );
  if (unlisted > 0)
    yield `${unlistedBindings(report, unlisted)} not listed: \`bindings: all\` lists them, and ${options.restIn} has every one.\n\n`;
  if (listed.length === 0) return;
  if (compact) {
    for (const b of listed) yield compactBindingLine(b, options.links);
    return;
  }
  const withExecution = checksWereRun(report);
  const withBase = report.baseJudged;
  const columns = ['Label', 'Tick', 'Ground', 'Claim', 'Check', 'Detail'];
  const aligns = ['---', '---', '---:', '---', '---', '---'];
  if (withExecution) columns.push('This run');
  if (withBase) columns.push('Against the base');
  while (aligns.length < columns.length) aligns.push('---');
  yield `| ${columns.join(' | ')} |\n| ${aligns.join(' | ')} |\n`;
  for (const b of listed) yield bindingRow(b, withExecution, withBase, options.links);
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

/** The decisions of the base this pull request replaced: first after the ledger's integrity. */
function replacedBlocks(report: Report, restIn: string, links?: DecisionLinks): string[] {
  return replacedBlocksOf(report, {
    max: Number.POSITIVE_INFINITY,
    restIn,
    heading: '\n###',
    ...(links ? { links } : {}),
  });
}

function* headSections(report: Report, restIn: string, links?: DecisionLinks): Generator<string> {
  yield* headBlocks(report);
  yield* selfTestBlocks(report);
  yield* verifyBlocks(report);
  yield* ledgerDiffBlocks(report);
  yield* replacedBlocks(report, restIn, links);
  yield* receiptMergeBlocks(report);
}

/** The options with their defaults, and the bindings the listing shows (sorted once for every step). */
type Resolved = Required<Pick<SummaryOptions, 'bindings' | 'restIn'>> &
  SummaryOptions & { listed: readonly ReportBinding[] };

function* bodyBlocks(report: Report, options: Resolved, compact: boolean): Generator<string> {
  const decisionOptions: DecisionRenderOptions = {
    ...SUMMARY_DECISION_OPTIONS,
    restIn: options.restIn,
    ...(options.links ? { links: options.links } : {}),
  };
  yield* resurfacedBlocks(report, decisionOptions, compact);
  yield* contextBlocks(report, decisionOptions, compact);
  yield* bindingBlocks(report, options, compact);
}

/** `1 MiB`, `65,535 bytes`: a budget as the note names it. */
function budgetName(maxBytes: number): string {
  if (maxBytes % (1024 * 1024) === 0) return `${maxBytes / (1024 * 1024)} MiB`;
  return `${String(maxBytes).replace(/\B(?=(\d{3})+$)/g, ',')}-byte`;
}

/**
 * Every block joined, or undefined as soon as the total reaches `limit`
 * bytes (the rest is never produced). `kept` receives the blocks produced
 * before that, and their sizes, for the next step to reuse.
 */
function joinWithin(
  blocks: Iterable<string>,
  limit: number,
  kept: { blocks: string[]; sizes: number[] } = { blocks: [], sizes: [] },
): string | undefined {
  let used = 0;
  for (const block of blocks) {
    const size = utf8Length(block);
    used += size;
    if (used >= limit) return undefined;
    kept.blocks.push(block);
    kept.sizes.push(size);
  }
  return kept.blocks.join('');
}

/** How many blocks the compact step produces (headings, one line per entry), counted without rendering them. */
function compactBlockCount(report: Report, options: Resolved): number {
  const resurfaced = report.decisions.length > 0 ? 1 + report.decisions.length : 0;
  const context = report.inContext.length > 0 ? 2 + report.inContext.length : 0;
  if (report.bindings.length === 0) return resurfaced + context;
  const listed = options.listed.length;
  const unlistedLine = listed < report.bindings.length ? 1 : 0;
  return resurfaced + context + 1 + unlistedLine + listed;
}

/**
 * The summary Markdown, strictly under `maxBytes` UTF-8 bytes, in the first
 * step that fits: everything in full; every entry on one compact line;
 * compact lines while they fit and a count of the rest. Every step but the
 * first says where the rest is.
 */
export function renderSummary(report: Report, options: SummaryOptions = {}): string {
  const maxBytes = options.maxBytes ?? SUMMARY_BYTE_LIMIT;
  const bindings = options.bindings ?? 'failing';
  const resolved: Resolved = {
    ...options,
    bindings,
    restIn: options.restIn ?? DEFAULT_REST_IN,
    listed: report.bindings.length === 0 ? [] : listedBindings(report, bindings),
  };
  // Rendered once: every step starts with the same head.
  const head = [...headSections(report, resolved.restIn, options.links)];
  const preface = options.preface ?? '';
  const limit = maxBytes - utf8Length(preface);
  const budget = budgetName(maxBytes);
  const compactNote = `\n> **Shortened:** the details did not fit the ${budget} limit, so each entry is one line here. ${capitalized(resolved.restIn)} has everything.\n`;
  // A step's blocks; `compact`: each entry on one line.
  const stepBlocks = function* (compact: boolean): Generator<string> {
    yield* head;
    yield* bodyBlocks(report, resolved, compact);
  };
  // The compact blocks come first, and those that fit are kept: the last step shows a prefix of
  // them. No entry in full is shorter than its compact line (the same icon, id and text, and a
  // line per ground naming its label), so when the compact lines alone reach the limit the
  // details cannot fit and are never rendered.
  const compactBlocks = { blocks: [] as string[], sizes: [] as number[] };
  const compactBody = joinWithin(stepBlocks(true), limit, compactBlocks);
  if (compactBody !== undefined) {
    const full = joinWithin(stepBlocks(false), limit);
    if (full !== undefined) return preface + full;
  }
  const compact =
    compactBody !== undefined && utf8Length(compactBody) + utf8Length(compactNote) < limit
      ? compactBody + compactNote
      : undefined;
  if (compact !== undefined) return preface + compact;
  const total = head.length + compactBlockCount(report, resolved);
  const note = (omitted: number) =>
    `\n> **Truncated:** ${plural(omitted, 'more entry', 'more entries')} did not fit the ${budget} limit, even as one line each. ` +
    `${capitalized(resolved.restIn)} has everything.\n`;
  // Strictly under the limit, as every step is.
  const { blocks, sizes } = compactBlocks;
  return preface + fitBlocks(blocks, limit - 1, utf8Length, note, total, sizes).text;
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
