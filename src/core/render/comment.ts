/**
 * The sticky pull-request comment (action.md "Resurfacing"): one per pull
 * request per ledger and `check-name`, found by a hidden marker on its first
 * line, updated in place, never rewritten when nothing changed, and turned
 * into a short all-clear (never deleted) when nothing resurfaces any more.
 *
 * It leads with what to do, then shows each resurfaced decision: decision,
 * id, blame, tags, each not-green ground (label, check ref, frozen sha,
 * detail, the tail of a failing run), the pull request's changed files that
 * are declared triggers, and the roads not taken. Bounded: at most
 * `maxDecisions` decisions and always fewer than 65,536 characters.
 *
 * Every string from the ledger or a check's output goes through
 * `markdown.ts`. Pure.
 */
import { codeSpan, fencedBlock, htmlText, mdText, plural, tailLines } from './markdown.js';
import { normalizeWorkingDirectory } from './report.js';
import type { Report, ReportDecision, ReportGround } from './report.js';
import { isBlank } from '../text/unicode.js';
import type { Label } from '../verdict/verdict.js';

/** GitHub rejects an issue comment body of 65,536 characters or more. */
export const COMMENT_BODY_LIMIT = 65536;
export const DEFAULT_MAX_DECISIONS = 10;

export type CommentMode = 'auto' | 'always' | 'never';

export interface CommentOptions {
  /** Identifies the ledger and check name (see `commentKey`): one comment per pull request per key. */
  key: string;
  /** Decisions shown in full; the rest are counted and pointed to the job summary. */
  maxDecisions?: number;
  /** The body's length (UTF-16 units) stays strictly below this. */
  maxLength?: number;
  /**
   * Where "see the job summary" links to. Use a stable address (e.g. the pull
   * request's checks tab): a per-run address would change the body on every
   * push and defeat the unchanged-body rule.
   */
  summaryUrl?: string;
  /** What the previous comment said (from `readCommentState`), to say what was resolved. */
  previous?: CommentState;
}

// ---------------------------------------------------------------------------
// Markers: which comment is ours, and what it said last time

const MARKER_PREFIX = '<!-- evolving-action:';
const STATE_PREFIX = '<!-- evolving-action-state ';
const MARKER_SUFFIX = ' -->';

/** The `check-name` a comment key leaves out, so comments written before keys named checks stay found. */
export const DEFAULT_CHECK_NAME = 'evolving';

/**
 * Separates the directory from the check name in a key. A normalised
 * directory never contains an empty segment, so no directory can spell it:
 * one ledger's key can never pose as another ledger's key for some check.
 */
const CHECK_SEPARATOR = '//';

/**
 * The comment key for a working directory and a check name: the directory's
 * normalised path (`.` for the repository root), then — for any check name
 * but the default — `//` and the check name. Two jobs with different
 * `check-name`s on one ledger keep a comment each, and the default keeps the
 * key comments had before check names were part of it. Restricted to
 * characters that are safe inside an HTML comment (`--` and `>` can never
 * appear).
 */
export function commentKey(workingDirectory: string, checkName = DEFAULT_CHECK_NAME): string {
  const dir = normalizeWorkingDirectory(workingDirectory);
  const dirKey = encodeKey(dir === '' ? '.' : dir);
  return checkName === DEFAULT_CHECK_NAME
    ? dirKey
    : `${dirKey}${CHECK_SEPARATOR}${encodeKey(checkName)}`;
}

/** What a key names, for people: the ledger directory and, when not the default, the check name. */
function keyParts(key: string): { ledger: string; checkName?: string } {
  const at = key.indexOf(CHECK_SEPARATOR);
  if (at < 0) return { ledger: decodeKeyForDisplay(key) };
  return {
    ledger: decodeKeyForDisplay(key.slice(0, at)),
    checkName: decodeKeyForDisplay(key.slice(at + CHECK_SEPARATOR.length)),
  };
}

/** Idempotent (`%` is kept), so `commentMarker(commentKey(dir))` never double-encodes. */
function encodeKey(key: string): string {
  return [...key]
    .map((ch) => (/^[A-Za-z0-9._/%-]$/.test(ch) ? ch : encodeURIComponent(ch)))
    .join('')
    .replace(/-(?=-|$)/g, '%2D')
    .replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The hidden first line that identifies the comment for a ledger. */
export function commentMarker(key: string): string {
  return `${MARKER_PREFIX}${encodeKey(key)}${MARKER_SUFFIX}`;
}

function lines(body: string): string[] {
  return body.split(/\r?\n/);
}

/** Is this comment body the sticky comment for this ledger? Only its first line counts. */
export function isEvolvingComment(body: string, key: string): boolean {
  return lines(body)[0] === commentMarker(key);
}

/** What a comment said, machine-readably, on its hidden second line. */
export interface CommentState {
  /** Ids resurfaced when the comment was written. */
  resurfaced: string[];
  /** Ids that resurfaced in an earlier version and no longer do. */
  resolved: string[];
}

const STATE_VERSION = 1;
const STATE_MAX_CHARS = 8000;
const STATE_ID_MAX = 40;

/**
 * JSON inside an HTML comment: every character that could end the comment,
 * open another, or read as a mention is written as a `\u` escape, so ledger
 * ids can never forge or break the marker line. Lists are cut (from the end)
 * to keep the line bounded.
 */
function encodeState(state: CommentState): string {
  const clip = (ids: string[]) => ids.map((id) => [...id].slice(0, STATE_ID_MAX).join(''));
  const resurfaced = clip(state.resurfaced);
  const resolved = clip(state.resolved);
  for (;;) {
    const json = JSON.stringify({ v: STATE_VERSION, resurfaced, resolved }).replace(
      /[<>&@!-]/g,
      (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
    const line = `${STATE_PREFIX}${json}${MARKER_SUFFIX}`;
    if (line.length <= STATE_MAX_CHARS) return line;
    if (resolved.length > 0) resolved.pop();
    else resurfaced.pop();
  }
}

/**
 * The state line of a comment this action wrote, or undefined. Only the
 * second line is read, and only when the first is a marker: no text further
 * down (all of it derived from the ledger) is ever parsed.
 */
export function readCommentState(body: string): CommentState | undefined {
  const [first, second] = lines(body);
  if (!first?.startsWith(MARKER_PREFIX) || !first.endsWith(MARKER_SUFFIX)) return undefined;
  if (!second?.startsWith(STATE_PREFIX) || !second.endsWith(MARKER_SUFFIX)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(second.slice(STATE_PREFIX.length, -MARKER_SUFFIX.length));
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { v, resurfaced, resolved } = parsed as Record<string, unknown>;
  if (v !== STATE_VERSION || !isStringArray(resurfaced) || !isStringArray(resolved))
    return undefined;
  return { resurfaced, resolved };
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** The ids a previous comment showed as resurfaced ([] when it is not ours or unreadable). */
export function extractResurfacedIds(body: string): string[] {
  return readCommentState(body)?.resurfaced ?? [];
}

/**
 * Ids that resurfaced in any earlier version of the comment and do not now:
 * carried forward so that an all-clear stays identical on the next push.
 */
export function resolvedSince(
  previous: CommentState | undefined,
  current: readonly string[],
): string[] {
  if (!previous) return [];
  const now = new Set(current);
  return [...new Set([...previous.resurfaced, ...previous.resolved])].filter((id) => !now.has(id));
}

/**
 * Does the existing comment need rewriting? Identical content → no write (no
 * API call, no "edited" churn). Line endings and surrounding whitespace are
 * ignored: GitHub may hand a body back with `\r\n`.
 */
export function commentNeedsUpdate(
  existingBody: string | null | undefined,
  nextBody: string,
): boolean {
  if (existingBody === null || existingBody === undefined) return true;
  const canonical = (body: string) => body.replace(/\r\n/g, '\n').trim();
  return canonical(existingBody) !== canonical(nextBody);
}

// ---------------------------------------------------------------------------
// One decision (shared with the job summary)

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
}

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
const FIELD_MAX = {
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
  unproven: 'passes, but its counter-test did not flip it: it cannot fail',
  'silently-unbound': 'was not selected to run although a declared trigger changed',
  memo: 'is not green',
};

export function sha8(sha: string): string {
  return sha.slice(0, 8);
}

/** Icon for a decision heading. */
function decisionIcon(decision: ReportDecision): string {
  return decision.kind === 'gating' ? '🔴' : '📝';
}

function tagLine(decision: ReportDecision): string {
  const parts = [codeSpan(decision.id, { max: FIELD_MAX.id })];
  const blame = mdText(decision.blame, FIELD_MAX.blame);
  parts.push(`by ${isBlank(decision.blame) || blame === '' ? '(no blame)' : blame}`);
  const { authority, jurisdiction, round_id } = decision.tags;
  if (authority) parts.push(codeSpan(authority, { max: FIELD_MAX.tag }));
  if (jurisdiction !== undefined) parts.push(`jurisdiction ${codeSpan(jurisdiction)}`);
  if (round_id !== undefined) parts.push(`round ${codeSpan(round_id, { max: FIELD_MAX.tag })}`);
  return parts.join(' · ');
}

function groundLabel(ground: ReportGround): string {
  if (ground.label === 'memo') return `**memo** (would be ${ground.unlockedLabel}; non-gating)`;
  return `**${ground.label}**`;
}

/**
 * The detail that explains the ground: for a memo, the detail of the label it
 * stands for (a stale reason, missing platforms) rather than ev's `ran <ts>`.
 */
export function groundDetail(ground: ReportGround): string {
  return ground.label === 'memo' ? ground.unlockedDetail : ground.detail;
}

function groundCheckLine(ground: ReportGround): string {
  const meaning =
    ground.label === 'memo' ? LABEL_MEANING[ground.unlockedLabel] : LABEL_MEANING[ground.label];
  const parts = [
    `check ${codeSpan(ground.ref, { max: FIELD_MAX.ref })} ${meaning}`,
    codeSpan(`frozen@${sha8(ground.verifiedAtSha)}`),
    mdText(groundDetail(ground), FIELD_MAX.detail),
  ];
  if (ground.harvested) parts.push('harvested (no counter-test)');
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
  return `Output of the failing run on ${htmlText(run.platform, FIELD_MAX.tag)} (${how}${cut})`;
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

function renderGround(ground: ReportGround, options: DecisionRenderOptions): string {
  return (
    `- ${groundLabel(ground)} — ${mdText(ground.claim, FIELD_MAX.claim)}\n` +
    `  <br>${groundCheckLine(ground)}\n` +
    outputDetails(ground, options)
  );
}

function listWithRest(items: string[], max: number, restIn: string): string {
  const shown = items.slice(0, max).join(', ');
  const rest = items.length - max;
  return rest > 0 ? `${shown} and ${rest} more (see ${restIn})` : shown;
}

function renderTriggers(decision: ReportDecision, options: DecisionRenderOptions): string {
  if (decision.triggersChanged.length === 0) return '';
  const paths = decision.triggersChanged.map((p) => codeSpan(p, { max: FIELD_MAX.path }));
  return `Declared triggers changed in this pull request: ${listWithRest(paths, options.maxTriggers, options.restIn)}\n\n`;
}

function renderRoads(decision: ReportDecision, options: DecisionRenderOptions): string {
  if (decision.roadsNotTaken.length === 0) return '';
  const roads = decision.roadsNotTaken.map(
    (r) => `**${mdText(r.option, FIELD_MAX.option)}** (${mdText(r.claim, FIELD_MAX.roadClaim)})`,
  );
  return `Roads not taken: ${listWithRest(roads, options.maxRoads, options.restIn)}\n\n`;
}

/**
 * One resurfaced decision as Markdown blocks: heading and tags, one block per
 * ground (a list item), then triggers and roads. The summary fits its byte
 * budget block by block, so a decision with 500 grounds is cut between
 * grounds, never inside one.
 */
export function renderDecisionParts(
  decision: ReportDecision,
  options: DecisionRenderOptions,
  headingLevel = 4,
): string[] {
  const heading = '#'.repeat(headingLevel);
  const shown = decision.grounds.slice(0, options.maxGrounds);
  const rest = decision.grounds.length - shown.length;
  const parts = [
    `${heading} ${decisionIcon(decision)} ${mdText(decision.decision, FIELD_MAX.decision)}\n\n` +
      `${tagLine(decision)}\n\n`,
    ...shown.map((g) => renderGround(g, options)),
  ];
  if (rest > 0) parts.push(`- … and ${plural(rest, 'more ground')} (see ${options.restIn})\n`);
  parts.push('\n' + renderTriggers(decision, options) + renderRoads(decision, options));
  return parts;
}

/** One resurfaced decision as a Markdown section (ends with a blank line). */
export function renderDecision(
  decision: ReportDecision,
  options: DecisionRenderOptions,
  headingLevel = 4,
): string {
  return renderDecisionParts(decision, options, headingLevel).join('');
}

// ---------------------------------------------------------------------------
// The lead: what to do

function gateSentence(report: Report): string {
  return report.settings.gate
    ? 'The gate is on: this check fails until then.'
    : 'The gate is off: this does not fail the run.';
}

function violationAdvice(report: Report): string {
  const advice: string[] = [];
  if (report.counts.ledgerDiffViolations > 0)
    advice.push(
      'Ticks are append-only: restore the tick files this pull request changed and record each change as a new decision with `ev`.',
    );
  if (report.counts.findings > 0) advice.push('Fix the ledger until `ev verify` passes.');
  return advice.join(' ');
}

function memoNotesSentence(memoDecisions: number, where: string): string {
  return memoDecisions === 1
    ? `The memo note ${where} is informational: memo notes never gate.`
    : `The ${memoDecisions} memo notes ${where} are informational: memo notes never gate.`;
}

/** Labels that say the check ran and does not hold; the others say there is no current evidence. */
const FAILING_LABELS: ReadonlySet<Label> = new Set(['red', 'gray->red', 'unproven']);

/**
 * The one thing to do about the gating decisions. A failing check needs a
 * fix or a new decision; a check without current evidence (not-run, stale,
 * silently-unbound — the usual state of a fresh CI checkout without
 * `run-checks`) only needs to run.
 */
function gatingAction(report: Report, one: boolean): string {
  const labels = report.decisions
    .filter((d) => d.kind === 'gating')
    .flatMap((d) => d.grounds.filter((g) => g.gating).map((g) => g.label));
  const failing = labels.some((l) => FAILING_LABELS.has(l));
  const unrun = labels.some((l) => !FAILING_LABELS.has(l));
  const fix = 'record the new decision with `ev` in this pull request';
  const run =
    'run the checks so they leave fresh receipts (`run-checks: true` in the workflow, or `ev check --run`)';
  if (failing && unrun)
    return `Some guarding checks fail and some have no current evidence. **Make the failing checks pass again (or, if a decision no longer holds, ${fix}), and ${run}.**`;
  if (failing)
    return (
      `${one ? 'Its guarding check fails' : 'Their guarding checks fail'}. ` +
      `**${one ? 'Make the check' : 'For each, make the check'} pass again, or — if the decision no longer holds — ${fix}.**`
    );
  return `${one ? 'Its guarding check has' : 'Their guarding checks have'} no current evidence. **${run.charAt(0).toUpperCase()}${run.slice(1)}.**`;
}

function renderLead(report: Report): string {
  const { gatingDecisions, memoDecisions, violations } = report.counts;
  if (gatingDecisions > 0) {
    const one = gatingDecisions === 1;
    let lead =
      `### ⚠️ ${plural(gatingDecisions, 'decision')} ${one ? 'needs' : 'need'} a look before merging\n\n` +
      `${gatingAction(report, one)} ${gateSentence(report)}`;
    if (violations > 0)
      lead += ` The ledger also has ${plural(violations, 'integrity violation')} (below).`;
    if (memoDecisions > 0) lead += ` ${memoNotesSentence(memoDecisions, 'at the end')}`;
    return `${lead}\n\n`;
  }
  if (violations > 0) {
    const fails = report.settings.failOnViolation
      ? 'This check fails until then.'
      : 'fail-on-violation is off: this does not fail the run.';
    let lead =
      `### ⛔ The ledger has ${plural(violations, 'integrity violation')}\n\n` +
      `**${violationAdvice(report)}** ${fails}`;
    if (memoDecisions > 0) lead += ` ${memoNotesSentence(memoDecisions, 'below')}`;
    return `${lead}\n\n`;
  }
  const one = memoDecisions === 1;
  return (
    `### 📝 ${plural(memoDecisions, 'decision')} to note — nothing blocks merging\n\n` +
    `${one ? 'A detect-only decision (jurisdiction C/D) has a check' : 'Detect-only decisions (jurisdiction C/D) have checks'} that ${one ? 'is' : 'are'} not green. ` +
    'Memo notes never gate: read and carry on.\n\n'
  );
}

const MAX_VIOLATIONS_SHOWN = 5;
const VIOLATION_TEXT_MAX = 300;

function renderViolations(report: Report, restIn: string): string {
  const items = [
    ...(report.ledgerDiff?.violations ?? []).map(
      (v) =>
        `- ${codeSpan(v.file, { max: FIELD_MAX.path })} ${v.kind}: ${mdText(v.text, VIOLATION_TEXT_MAX)}`,
    ),
    ...report.verify.findings.map((f) => `- ✗ ${mdText(f.text, VIOLATION_TEXT_MAX)}`),
  ];
  if (items.length === 0) return '';
  const rest = items.length - MAX_VIOLATIONS_SHOWN;
  const more = rest > 0 ? `- … and ${rest} more (see ${restIn})\n` : '';
  return (
    '#### ⛔ Ledger integrity\n\n' +
    items.slice(0, MAX_VIOLATIONS_SHOWN).join('\n') +
    '\n' +
    more +
    '\n'
  );
}

// ---------------------------------------------------------------------------
// Assembling the body

function summaryReference(options: CommentOptions): string {
  const url = options.summaryUrl;
  if (url && /^https?:\/\/[^\s]+$/.test(url)) {
    return `the [job summary](${url.replace(/[()<>]/g, (c) => encodeURIComponent(c))})`;
  }
  return 'the job summary';
}

function footer(options: CommentOptions): string {
  const { ledger, checkName } = keyParts(options.key);
  const check =
    checkName === undefined ? '' : ` · check ${codeSpan(checkName, { max: FIELD_MAX.checkName })}`;
  return `<sub>evolving-action · ledger ${codeSpan(ledger)}${check} · this comment is updated in place on every push</sub>\n`;
}

function decodeKeyForDisplay(key: string): string {
  try {
    return decodeURIComponent(key);
  } catch {
    return key;
  }
}

/** `\`id\` decision` for a resolved decision, with the decision text when still known. */
function resolvedItem(id: string, report: Report): string {
  const decision = report.bindings.find((b) => b.tickId === id)?.decision;
  const text = decision === undefined ? '' : ` ${mdText(decision, FIELD_MAX.decision)}`;
  return `${codeSpan(id, { max: FIELD_MAX.id })}${text}`;
}

const MAX_RESOLVED_SHOWN = 5;

function renderResolvedLine(resolved: string[], report: Report, restIn: string): string {
  if (resolved.length === 0) return '';
  const items = resolved.map((id) => resolvedItem(id, report));
  return `✅ Resolved since this comment was first posted: ${listWithRest(items, MAX_RESOLVED_SHOWN, restIn)}\n\n`;
}

function header(options: CommentOptions, state: CommentState): string {
  return `${commentMarker(options.key)}\n${encodeState(state)}\n\n`;
}

/**
 * The comment body when something resurfaced or the ledger has a violation.
 * Degrades to fit: first the output tails go, then decisions from the end
 * (counted and pointed to the summary); the result is always shorter than
 * `maxLength`.
 */
export function renderComment(report: Report, options: CommentOptions): string {
  const maxLength = options.maxLength ?? COMMENT_BODY_LIMIT;
  const maxDecisions = Math.max(0, options.maxDecisions ?? DEFAULT_MAX_DECISIONS);
  const restIn = summaryReference(options);
  const resolved = resolvedSince(options.previous, report.resurfaced);
  const head =
    header(options, { resurfaced: report.resurfaced, resolved }) +
    renderLead(report) +
    renderViolations(report, restIn);
  const tail = renderResolvedLine(resolved, report, restIn) + footer(options);
  const candidates = report.decisions.slice(0, maxDecisions);
  const decisionOptions = { ...COMMENT_DECISION_OPTIONS, restIn };

  const more = (shown: number) => {
    const rest = report.decisions.length - shown;
    return rest > 0
      ? `**… and ${plural(rest, 'more decision')}**: see ${restIn} for the full list.\n\n`
      : '';
  };

  const withOutput = candidates.map((d) =>
    renderDecision(d, { ...decisionOptions, showOutput: true }),
  );
  let blocks = withOutput;
  let shown = fittingPrefix(withOutput, head.length + tail.length, more, maxLength);
  if (shown < withOutput.length) {
    blocks = candidates.map((d) => renderDecision(d, { ...decisionOptions, showOutput: false }));
    shown = fittingPrefix(blocks, head.length + tail.length, more, maxLength);
  }
  const body = head + blocks.slice(0, shown).join('') + more(shown) + tail;
  return ensureFits(body, maxLength, options);
}

/**
 * The largest number of leading blocks such that fixed parts + blocks + the
 * "and N more" line stay below `maxLength` (0 when none fit). Lengths add up,
 * so this needs no string building.
 */
function fittingPrefix(
  blocks: readonly string[],
  fixedLength: number,
  more: (shown: number) => string,
  maxLength: number,
): number {
  let used = fixedLength + blocks.reduce((sum, b) => sum + b.length, 0);
  let n = blocks.length;
  while (n > 0 && used + more(n).length >= maxLength) {
    n--;
    used -= blocks[n]?.length ?? 0;
  }
  return n;
}

/**
 * Last line of defence: every part above is individually bounded, so this
 * only triggers with a tiny `maxLength`. The marker line always survives.
 */
function ensureFits(body: string, maxLength: number, options: CommentOptions): string {
  if (body.length < maxLength) return body;
  const minimal =
    header(options, { resurfaced: [], resolved: [] }) +
    `### ⚠️ Decisions need a look\n\nThe details did not fit in a comment: see ${summaryReference(options)}.\n`;
  return minimal.length < maxLength ? minimal : commentMarker(options.key);
}

/**
 * The all-clear: nothing resurfaces and the ledger is intact. Says what was
 * resolved (the ids a previous version of the comment showed); short.
 */
export function renderAllClear(report: Report, options: CommentOptions): string {
  const maxDecisions = Math.max(0, options.maxDecisions ?? DEFAULT_MAX_DECISIONS);
  const resolved = resolvedSince(options.previous, report.resurfaced);
  let body = header(options, { resurfaced: [], resolved }) + '### ✅ All clear\n\n';
  if (resolved.length === 0) {
    body += 'No decision needs a look: every test-bound ground is green, n/a or exempt.\n\n';
  } else {
    const shown = resolved.slice(0, maxDecisions);
    body +=
      `${resolved.length === 1 ? 'The decision' : `All ${resolved.length} decisions`} flagged earlier on this pull request ${resolved.length === 1 ? 'is' : 'are'} green again:\n\n` +
      shown.map((id) => `- ${resolvedItem(id, report)}\n`).join('') +
      (resolved.length > shown.length ? `- … and ${resolved.length - shown.length} more\n` : '') +
      '\n';
  }
  return ensureFits(body + footer(options), options.maxLength ?? COMMENT_BODY_LIMIT, options);
}

// ---------------------------------------------------------------------------
// Planning the write

/** Is there anything for a reviewer to act on or know? */
export function hasCommentFindings(report: Report): boolean {
  return report.decisions.length > 0 || report.counts.violations > 0;
}

export type CommentPlan =
  | { action: 'create' | 'update'; body: string }
  | { action: 'skip'; reason: 'disabled' | 'nothing-to-say' | 'unchanged' };

export interface CommentPlanInput {
  mode: CommentMode;
  report: Report;
  /** Body of this ledger's existing sticky comment, if any (found with `isEvolvingComment`). */
  existingBody?: string | null;
  options: Omit<CommentOptions, 'previous'>;
}

/**
 * What to do with the sticky comment:
 * - `never`: nothing;
 * - something to show: create or update the full comment;
 * - nothing to show: turn an existing comment into the all-clear (never
 *   delete it); with no comment yet, post an all-clear only in `always` mode;
 * - skip the write when the body would not change.
 */
export function planComment(input: CommentPlanInput): CommentPlan {
  if (input.mode === 'never') return { action: 'skip', reason: 'disabled' };
  const existing = input.existingBody ?? undefined;
  const previous = existing === undefined ? undefined : readCommentState(existing);
  const options: CommentOptions = { ...input.options, ...(previous ? { previous } : {}) };
  let body: string;
  if (hasCommentFindings(input.report)) body = renderComment(input.report, options);
  else if (existing !== undefined || input.mode === 'always')
    body = renderAllClear(input.report, options);
  else return { action: 'skip', reason: 'nothing-to-say' };
  if (existing === undefined) return { action: 'create', body };
  if (!commentNeedsUpdate(existing, body)) return { action: 'skip', reason: 'unchanged' };
  return { action: 'update', body };
}
