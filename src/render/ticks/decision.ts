/**
 * One decision as Markdown — the single place that does it. The sticky
 * comment, the job summary and the context section (in both) show a
 * decision the same way: heading with its text, id, blame and tags, one list
 * item per ground (label, claim, check ref, `frozen@<sha8>`, detail, the tail
 * of a failing run), the changed files its triggers select, and the roads
 * not taken. Each surface only chooses the bounds (`DecisionRenderOptions`).
 * The annotations are plain text, not Markdown; they share the phrasing
 * helpers below (`labelPhrase`, `groundDetail`).
 *
 * Every string from the ledger or a check's output goes through
 * `markdown.ts`. Pure.
 */
import {
  codeSpan,
  fencedBlock,
  htmlText,
  linked,
  linkTarget,
  mdText,
  plural,
  tailLines,
} from '../markdown.js';
import { testFails, type AdviceSegment } from './advice.js';
import type { InContextDecision, ReportDecision, ReportGround } from './report.js';
import type { PlatformResult } from '../../core/ticks/verdict/resurface.js';
import { isBlank } from '../../core/text/unicode.js';
import type { Label } from '../../core/ticks/verdict/verdict.js';
import { originPhrase } from './origin.js';

/** A decision any surface shows: resurfaced (gating or memo) or in context. */
export type ShownDecision = ReportDecision | InContextDecision;

/**
 * Why a decision is shown: it gates, it is a memo note, the pull request
 * changed its guarding test, or it governs a changed file.
 */
export type ShownKind = 'gating' | 'memo' | 'test-changed' | 'context';

export function shownKind(decision: ShownDecision): ShownKind {
  return 'kind' in decision ? decision.kind : 'context';
}

export interface DecisionRenderOptions {
  /** Show a `<details>` with the tail of each failing run's output. */
  showOutput: boolean;
  maxGrounds: number;
  maxRoads: number;
  maxTriggers: number;
  outputLines: number;
  outputChars: number;
  /** Where the rest is (e.g. "the job summary"); shown when something is cut. */
  restIn: string;
  /** Where a decision and its checks link to; no links without it. */
  links?: DecisionLinks;
}

/**
 * Link targets a surface may add to a decision. Each answers an absolute
 * http(s) address or undefined (no link); anything else is not linked.
 */
export interface DecisionLinks {
  /** The tick file at the head commit, at the ground's line (the file's top without a ground). */
  tick(file: string, groundIndex?: number): string | undefined;
  /** Where a ground's check is documented: the bound test's file where it can be told, else how checks are read. */
  check(ref: string): string | undefined;
}

/** The comment's bounds: a reviewer's first look. */
export const COMMENT_DECISION_OPTIONS: DecisionRenderOptions = {
  showOutput: true,
  maxGrounds: 10,
  maxRoads: 5,
  maxTriggers: 10,
  outputLines: 30,
  outputChars: 3000,
  restIn: 'the job summary',
};

/** Bounds on individual ledger fields, so one 100 KB claim cannot crowd out the rest. */
export const FIELD_MAX = {
  decision: 200,
  claim: 500,
  ref: 200,
  detail: 200,
  blame: 100,
  tag: 60,
  option: 100,
  roadClaim: 200,
  path: 200,
  id: 40,
  checkName: 100,
} as const;

/** What a label means for the check, as a phrase after "check `ref`". */
const LABEL_MEANING: Readonly<Record<Label, string>> = {
  green: 'passes',
  exempt: 'is exempt on this runner',
  red: 'fails',
  'gray->red': 'errored or timed out (counts as red)',
  'not-run': 'has no run on a declared platform',
  stale: 'has stale evidence',
  unproven: 'is not shown to fail: its counter-test did not flip the result',
  'silently-unbound': 'was not selected to run although a declared trigger changed',
  dirty: 'passes, but only on an uncommitted change to a guarded path (commit and re-run)',
  memo: 'is not green',
};

export const ICON: Readonly<Record<ShownKind, string>> = {
  gating: '🔴',
  memo: '📝',
  'test-changed': '🧪',
  context: '📎',
};

/** The title of the context section: `📎 2 decisions behind the files this pull request changes`. */
export function contextTitle(count: number): string {
  return `${ICON.context} ${plural(count, 'decision')} behind the files this pull request changes`;
}

/** The first line of the context section, wherever it is shown. */
export const CONTEXT_INTRO =
  'What was decided about the code this pull request changes, and the roads not taken: for reading, nothing here blocks merging.\n\n';

export function sha8(sha: string): string {
  return sha.slice(0, 8);
}

/**
 * What a memo stands for: ` (would be stale; non-gating)`, or for an
 * agent-proposed decision ` (would be red; agent-proposed, never gates)`;
 * `` for any other label.
 */
function memoNote(ground: ReportGround): string {
  if (ground.label !== 'memo') return '';
  const why = ground.memoReason === 'agent-proposed' ? 'agent-proposed, never gates' : 'non-gating';
  return ` (would be ${ground.unlockedLabel}; ${why})`;
}

/** A ground's label in words: `red`, or `memo (would be stale; non-gating)`. */
export function labelPhrase(ground: ReportGround): string {
  return `${ground.label}${memoNote(ground)}`;
}

/**
 * The detail that explains the ground: for a memo, the detail of the label it
 * stands for (a stale reason, missing platforms) rather than ev's `ran <ts>`.
 */
export function groundDetail(ground: ReportGround): string {
  return ground.label === 'memo' ? ground.unlockedDetail : ground.detail;
}

/** The changed files a decision governs: the pull request's files, else the declared triggers the change touched. */
export function changedTriggerPaths(decision: ShownDecision): string[] {
  return decision.changedFiles.length > 0 ? decision.changedFiles : decision.triggersChanged;
}

function tagLine(decision: ShownDecision, options: DecisionRenderOptions): string {
  const parts = [
    linked(codeSpan(decision.id, { max: FIELD_MAX.id }), options.links?.tick(decision.file)),
  ];
  const blame = mdText(decision.blame, FIELD_MAX.blame);
  parts.push(`by ${isBlank(decision.blame) || blame === '' ? '(no blame)' : blame}`);
  const { authority, jurisdiction, round_id } = decision.tags;
  if (authority) parts.push(codeSpan(authority, { max: FIELD_MAX.tag }));
  if (jurisdiction !== undefined) parts.push(`jurisdiction ${codeSpan(jurisdiction)}`);
  if (round_id !== undefined) parts.push(`round ${codeSpan(round_id, { max: FIELD_MAX.tag })}`);
  parts.push(...lineageTags(decision.tags));
  return parts.join(' · ');
}

/**
 * What the later tick fields mean to a reviewer: who proposed the
 * decision, where it came from, and where it stands in its lineage.
 */
function lineageTags(tags: ShownDecision['tags']): string[] {
  const parts: string[] = [];
  if (tags.provenance === 'agent-proposed')
    parts.push('**agent-proposed**: never gates until a person ratifies it');
  else if (tags.provenance === 'imported') parts.push('imported');
  if (tags.ratifies !== undefined)
    parts.push(
      `ratified: confirms agent proposal ${codeSpan(tags.ratifies, { max: FIELD_MAX.id })}`,
    );
  if (tags.source_ref !== undefined)
    parts.push(`source ${codeSpan(tags.source_ref, { max: FIELD_MAX.tag })}`);
  if (tags.supersedes !== undefined)
    parts.push(`supersedes ${codeSpan(tags.supersedes, { max: FIELD_MAX.id })}`);
  if (tags.superseded_by !== undefined)
    parts.push(`**superseded by** ${codeSpan(tags.superseded_by, { max: FIELD_MAX.id })}`);
  return parts;
}

/** ` · *broken by this PR (green at the base)*` on a gating ground of a pull request whose base was judged. */
function originNote(ground: ReportGround): string {
  const phrase = originPhrase(ground);
  return phrase === '' ? '' : ` · *${mdText(phrase)}*`;
}

function groundLabel(ground: ReportGround): string {
  return `**${ground.label}**${memoNote(ground)}${originNote(ground)}`;
}

function groundCheckLine(
  decision: ShownDecision,
  ground: ReportGround,
  options: DecisionRenderOptions,
): string {
  const label = ground.label === 'memo' ? ground.unlockedLabel : ground.label;
  // `unproven` over a failing test: what is wrong is the failing test (advice.ts).
  const meaning =
    label === 'unproven' && testFails(ground)
      ? 'fails, and so does its counter-test: the result did not flip'
      : LABEL_MEANING[label];
  const ref = linked(
    codeSpan(ground.ref, { max: FIELD_MAX.ref }),
    options.links?.check(ground.ref),
  );
  const parts = [
    `check ${ref} ${meaning}`,
    codeSpan(`frozen@${sha8(ground.verifiedAtSha)}`),
    mdText(groundDetail(ground), FIELD_MAX.detail),
  ];
  if (ground.harvested) parts.push('harvested (no counter-test)');
  const line = linkTarget(options.links?.tick(decision.file, ground.groundIndex));
  if (line !== undefined) parts.push(`[ground in the tick file](${line})`);
  return parts.join(' · ');
}

function runSummary(ground: ReportGround, omittedLines: number): string {
  const run = ground.run;
  if (!run) return '';
  const how = run.timedOut
    ? 'timed out'
    : run.exitCode === null
      ? 'killed'
      : `exit ${run.exitCode}`;
  const cut = omittedLines > 0 ? `, last lines only` : '';
  // Under `unproven` the run may have passed or failed; "failing" would contradict the label.
  const which = ground.label === 'unproven' && !testFails(ground) ? 'the run' : 'the failing run';
  return `Output of ${which} on ${htmlText(run.platform, FIELD_MAX.tag)} (${how}${cut})`;
}

/** `<details>` with a failing run's output tail, indented to sit inside a list item. */
function outputDetails(ground: ReportGround, options: DecisionRenderOptions): string {
  if (!options.showOutput || !ground.run || ground.run.outputTail.trim() === '') return '';
  const tail = tailLines(ground.run.outputTail, options.outputLines, options.outputChars);
  return (
    `  <details><summary>${runSummary(ground, tail.omittedLines)}</summary>\n\n` +
    fencedBlock(tail.text, { info: 'text', indent: '  ' }) +
    `\n  </details>\n`
  );
}

/** `no receipt`, or a receipt's result, with `not falsifiable` when its counter-test did not flip it. */
export function platformResultText(result: PlatformResult): string {
  return result.falsifiable === false ? `${result.result}, not falsifiable` : result.result;
}

const MAX_PLATFORMS_SHOWN = 10;

/** `on linux-ci: **red** · mac: no receipt` — each platform's real result, so none hides another. */
function platformLine(ground: ReportGround): string {
  const results = ground.platformResults ?? [];
  if (results.length === 0) return '';
  const shown = results
    .slice(0, MAX_PLATFORMS_SHOWN)
    .map((r) => {
      const text = platformResultText(r);
      return `${codeSpan(r.platform, { max: FIELD_MAX.tag })}: ${r.result === 'green' || r.result === 'no receipt' ? text : `**${text}**`}`;
    })
    .join(' · ');
  const rest = results.length - MAX_PLATFORMS_SHOWN;
  return `  <br>Results: ${shown}${rest > 0 ? ` · … and ${rest} more` : ''}\n`;
}

/** Advice segments as Markdown: our words as they are, ledger values as code spans. */
export function markdownAdvice(advice: readonly AdviceSegment[]): string {
  return advice
    .map((part) => (typeof part === 'string' ? part : codeSpan(part.code, { max: FIELD_MAX.ref })))
    .join('');
}

/** The cause a green cannot show: the pull request changed the test that judged it. */
function testChangedLine(ground: ReportGround): string {
  const files = ground.testChanged ?? [];
  if (files.length === 0) return '';
  const shown = files
    .slice(0, MAX_PLATFORMS_SHOWN)
    .map((f) => codeSpan(f, { max: FIELD_MAX.path }));
  const rest = files.length - shown.length;
  return `  <br>🧪 **The guarding test was changed by this pull request:** ${shown.join(', ')}${rest > 0 ? ` and ${rest} more` : ''}\n`;
}

function adviceLine(ground: ReportGround): string {
  if (!ground.advice || ground.advice.length === 0) return '';
  const text = markdownAdvice(ground.advice);
  return `  <br>👉 ${text.charAt(0).toUpperCase()}${text.slice(1)}.\n`;
}

function renderGround(
  decision: ShownDecision,
  ground: ReportGround,
  options: DecisionRenderOptions,
): string {
  return (
    `- ${groundLabel(ground)} — ${mdText(ground.claim, FIELD_MAX.claim)}\n` +
    `  <br>${groundCheckLine(decision, ground, options)}\n` +
    platformLine(ground) +
    testChangedLine(ground) +
    adviceLine(ground) +
    outputDetails(ground, options)
  );
}

/** `a, b and 3 more (see …)`. */
export function listWithRest(items: string[], max: number, restIn: string): string {
  const shown = items.slice(0, max).join(', ');
  const rest = items.length - max;
  return rest > 0 ? `${shown} and ${rest} more (see ${restIn})` : shown;
}

function renderTriggers(decision: ShownDecision, options: DecisionRenderOptions): string {
  // A changed test file is named on its ground's line, not as a declared trigger.
  const tests = new Set(decision.grounds.flatMap((g: ReportGround) => g.testChanged ?? []));
  const paths = changedTriggerPaths(decision)
    .filter((p) => !tests.has(p))
    .map((p) => codeSpan(p, { max: FIELD_MAX.path }));
  if (paths.length === 0) return '';
  const list = listWithRest(paths, options.maxTriggers, options.restIn);
  // Without the pull request's files, the touched entries come from the selected-list (a push, a preview).
  if (decision.changedFiles.length === 0)
    return `Declared triggers the selected-list names as changed: ${list}\n\n`;
  return `Declared triggers changed in this pull request: ${list}\n\n`;
}

function renderRoads(decision: ShownDecision, options: DecisionRenderOptions): string {
  if (decision.roadsNotTaken.length === 0) return '';
  const roads = decision.roadsNotTaken.map(
    (r) => `**${mdText(r.option, FIELD_MAX.option)}** (${mdText(r.claim, FIELD_MAX.roadClaim)})`,
  );
  return `Roads not taken: ${listWithRest(roads, options.maxRoads, options.restIn)}\n\n`;
}

/**
 * One decision as Markdown blocks: heading and tags, one block per ground (a
 * list item), then triggers and roads. The summary fits its byte budget
 * block by block, so a decision with 500 grounds is cut between grounds,
 * never inside one.
 */
export function renderDecisionParts(
  decision: ShownDecision,
  options: DecisionRenderOptions,
  headingLevel = 4,
): string[] {
  const heading = '#'.repeat(headingLevel);
  const grounds: ReportGround[] = decision.grounds;
  const shown = grounds.slice(0, options.maxGrounds);
  const rest = grounds.length - shown.length;
  const parts = [
    `${heading} ${ICON[shownKind(decision)]} ${mdText(decision.decision, FIELD_MAX.decision)}\n\n` +
      `${tagLine(decision, options)}\n\n`,
    ...shown.map((g) => renderGround(decision, g, options)),
  ];
  if (rest > 0) parts.push(`- … and ${plural(rest, 'more ground')} (see ${options.restIn})\n`);
  parts.push('\n' + renderTriggers(decision, options) + renderRoads(decision, options));
  return parts;
}

/** One decision as a Markdown section (ends with a blank line). */
export function renderDecision(
  decision: ShownDecision,
  options: DecisionRenderOptions,
  headingLevel = 4,
): string {
  return renderDecisionParts(decision, options, headingLevel).join('');
}
