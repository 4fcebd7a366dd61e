/**
 * The sticky pull-request comment (docs/USAGE.md#resurfacing, docs/USAGE.md#context): one
 * per pull request per ledger and `check-name`, found by a hidden marker on
 * its first line, updated in place, never rewritten when nothing changed, and
 * turned into a short all-clear (never deleted) when nothing resurfaces any
 * more.
 *
 * It leads with what to do, then shows each resurfaced decision (decision.ts
 * renders it), then the decisions in context in one collapsed section. With
 * only decisions in context, the lead says what they are and that nothing
 * blocks merging; an all-clear keeps the context section below it. Bounded:
 * at most `maxDecisions` resurfaced decisions and as many in context, and
 * always fewer than 65,536 characters — the context section shrinks first.
 *
 * Every string from the ledger or a check's output goes through
 * `markdown.ts`. Pure.
 */
import {
  COMMENT_DECISION_OPTIONS,
  CONTEXT_INTRO,
  contextTitle,
  FIELD_MAX,
  listWithRest,
  markdownAdvice,
  renderDecision,
  type DecisionLinks,
} from './decision.js';
import { linkTarget } from '../markdown.js';
import { plainAdvice, testFails, whereToRecord } from './advice.js';
import { codeSpan, mdText, plural } from '../markdown.js';
import { hasTrustFindings, trustBlock } from './trust.js';
import type { Report, ReportGround } from './report.js';
import { isAlreadyFailing, replacedSection, replacedTitle } from './versus-base.js';
import type { ShownDecision } from './decision.js';
import {
  COMMENT_BODY_LIMIT,
  commentHeader,
  commentMarker,
  DEFAULT_CHECK_NAME,
  keyParts,
  resolvedSince,
  type CommentState,
} from '../comment.js';

export const DEFAULT_MAX_DECISIONS = 10;

export interface CommentOptions {
  /** Identifies the ledger and check name (see `commentKey`): one comment per pull request per key. */
  key: string;
  /** Decisions shown in full (resurfaced, and again in context); the rest are counted and pointed to the job summary. */
  maxDecisions?: number;
  /** The body's length (UTF-16 units) stays strictly below this. */
  maxLength?: number;
  /**
   * Where "see the job summary" links to. Use a stable address (e.g. the pull
   * request's checks tab): a per-run address would change the body on every
   * push and defeat the unchanged-body rule.
   */
  summaryUrl?: string;
  /** The workflow run that produced this comment (linked in the footer). */
  runUrl?: string;
  /** Link targets for decisions (tick files at the head commit) and checks. */
  links?: DecisionLinks;
  /** What the previous comment said (from `readCommentState`), to say what was resolved. */
  previous?: CommentState;
  /** The check name as the footer shows it (the key may hold only its hash); default: from the key. */
  checkName?: string;
}

// ---------------------------------------------------------------------------
// The lead: what to do

function gateSentence(report: Report): string {
  if (!report.settings.gate) return 'The gate is off: this does not fail the run.';
  return report.settings.gateScope === 'regressions'
    ? 'The gate counts what this pull request breaks (`gate: regressions`): this check fails until then.'
    : 'The gate is on: this check fails until then.';
}

/** What the already-failing section says, and what the gate does about it. */
function alreadyFailingSentence(report: Report): string {
  const n = report.counts.alreadyFailingDecisions;
  const one = n === 1;
  const them = one ? 'it' : 'them';
  const did =
    `This pull request did not break ${them}: ${one ? 'its guarding check gates' : 'their guarding checks gate'} on the base too, ` +
    'on the evidence this run started with (collapsed below).';
  if (!report.settings.gate) return `${did} The gate is off: this does not fail the run.`;
  if (report.settings.gateScope === 'regressions')
    return `${did} \`gate: regressions\` fails only on what a pull request breaks: ${them} alone ${one ? 'does' : 'do'} not fail this check.`;
  // The strict gate fails on them: say what to do, as for any gating decision.
  return (
    `${did} ${gatingAction(report, gatingGrounds(report, true), one)} ` +
    `The gate is on (\`gate: true\`): this check fails until then — ` +
    '`gate: regressions` fails only on what a pull request breaks (docs/RECIPES.md: "Adopting on a branch that is not green today").'
  );
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

/** Where a new decision is recorded, for this report's event (advice.ts, as report.ts asks it). */
function recordWhere(report: Report): string {
  const { event, pullRequest } = report.context;
  const previewed = event === 'cli' && report.changedFiles !== null;
  return whereToRecord({
    event,
    ...(pullRequest !== undefined || previewed ? { pullRequest: true } : {}),
  });
}

/** The gating grounds of the gating decisions: those this pull request broke, or those already failing on the base. */
function gatingGrounds(report: Report, alreadyFailing: boolean): ReportGround[] {
  return report.decisions
    .filter((d) => d.kind === 'gating' && isAlreadyFailing(d) === alreadyFailing)
    .flatMap((d) =>
      d.grounds.filter(
        (g) => g.gating && (g.origin === 'already-failing-on-base') === alreadyFailing,
      ),
    );
}

/**
 * The one thing to do about the gating decisions, by cause (advice.ts). A
 * failing test — red, errored, or failing under an `unproven` label because
 * its counter-test fails too — needs to pass again or a new decision; a
 * counter-test that did not flip a passing test needs to fail where the
 * reason does not hold; a check without current evidence needs what its own
 * cause needs: when every such check needs the same, the lead says it;
 * otherwise each check's line says it.
 */
function gatingAction(report: Report, grounds: readonly ReportGround[], one: boolean): string {
  const failing = grounds.filter((g) => testFails(g));
  const counter = grounds.filter((g) => g.rule === 'unproven' && !testFails(g));
  const unrunGrounds = grounds.filter((g) => g.rule !== 'unproven' && !testFails(g));
  const fix = `record the new decision with \`ev\`${recordWhere(report)}`;
  const run = () => {
    const shared = sharedAdvice(unrunGrounds);
    return shared !== undefined && shared !== ''
      ? shared
      : 'do what the line under each check says';
  };
  const doNotHold = failing.length + counter.length;
  if (doNotHold > 0 && unrunGrounds.length > 0) {
    const verb = counter.length === 0 ? 'fail' : 'do not hold';
    return `Some guarding checks ${verb} and some have no current evidence. **Make the failing checks pass again (or, if a decision no longer holds, ${fix}); for the others, ${run()}.**`;
  }
  if (counter.length === grounds.length)
    return `${one ? 'Its guarding check is' : 'Their guarding checks are'} not shown to fail: the counter-test did not flip the result. **${one ? 'Make the counter-test' : 'For each, make the counter-test'} fail where the reason does not hold, or — if the decision no longer holds — ${fix}.**`;
  if (failing.length === grounds.length)
    return (
      `${one ? 'Its guarding check fails' : 'Their guarding checks fail'}. ` +
      `**${one ? 'Make the check' : 'For each, make the check'} pass again, or — if the decision no longer holds — ${fix}.**`
    );
  if (doNotHold > 0)
    return `Some guarding checks fail and some are not shown to fail. **Make the failing checks pass again and each counter-test fail where its reason does not hold, or — if a decision no longer holds — ${fix}.**`;
  const advice = run();
  return `${one ? 'Its guarding check has' : 'Their guarding checks have'} no current evidence. **${advice.charAt(0).toUpperCase()}${advice.slice(1)}.**`;
}

/** Decisions with a ground whose guarding test the pull request changed. */
function testChangedDecisions(report: Report): number {
  return report.decisions.filter((d) => d.grounds.some((g) => (g.testChanged?.length ?? 0) > 0))
    .length;
}

/** What a reviewer must do about guarding tests the pull request changed, beside other findings. */
function testChangedSentence(report: Report): string {
  const n = testChangedDecisions(report);
  if (n === 0) return '';
  return ` The guarding test of ${plural(n, 'decision')} was changed by this pull request (🧪 below): review ${n === 1 ? 'that change' : 'those changes'} too.`;
}

/**
 * Why each non-gating decision is shown, one sentence per cause present: a
 * changed guarding test, a detect-only (C/D) memo, an agent-proposed memo, a
 * dirty green.
 */
function noteSentences(report: Report): string[] {
  const grounds = report.decisions.flatMap((d) => d.grounds);
  const count = (test: (g: ReportGround) => boolean) =>
    report.decisions.filter((d) => d.grounds.some(test)).length;
  const tested = testChangedDecisions(report);
  const detectOnly = count((g) => g.label === 'memo' && g.memoReason !== 'agent-proposed');
  const agent = count((g) => g.label === 'memo' && g.memoReason === 'agent-proposed');
  const dirty = grounds.filter((g) => g.label === 'dirty').length;
  const sentences: string[] = [];
  if (tested > 0)
    sentences.push(
      tested === 1
        ? 'The guarding test of a decision was changed by this pull request: its check passes against the test as changed here, which proves only what that test now checks. **Review the change to the test before merging** — no gate covers it.'
        : `The guarding tests of ${tested} decisions were changed by this pull request: their checks pass against the tests as changed here, which proves only what those tests now check. **Review the change to each test before merging** — no gate covers it.`,
    );
  if (detectOnly > 0)
    sentences.push(
      detectOnly === 1
        ? 'A detect-only decision (jurisdiction C/D) has a check that is not green.'
        : `${detectOnly} detect-only decisions (jurisdiction C/D) have checks that are not green.`,
    );
  if (agent > 0)
    sentences.push(
      agent === 1
        ? 'An agent-proposed decision has a check that is not green: it never gates until a person ratifies it (`ev ratify`).'
        : `${agent} agent-proposed decisions have checks that are not green: they never gate until a person ratifies them (\`ev ratify\`).`,
    );
  if (dirty > 0)
    sentences.push(
      dirty === 1
        ? 'A check passes only with an uncommitted change to a file it guards (`dirty`): commit the change and run the check again.'
        : `${dirty} checks pass only with an uncommitted change to a file they guard (\`dirty\`): commit the changes and run the checks again.`,
    );
  if (detectOnly + agent > 0) sentences.push('Memo notes never gate: read and carry on.');
  else if (dirty > 0) sentences.push('`dirty` never gates.');
  return sentences;
}

/**
 * The advice every one of these grounds shares, in Markdown; undefined when
 * they differ. Stops at the first difference: a large pull request has
 * tens of thousands of grounds, and their advice texts are not kept.
 */
function sharedAdvice(grounds: readonly ReportGround[]): string | undefined {
  const last = grounds.at(-1);
  if (last === undefined) return undefined;
  const key = plainAdvice(last.advice ?? []);
  for (const ground of grounds) if (plainAdvice(ground.advice ?? []) !== key) return undefined;
  return markdownAdvice(last.advice ?? []);
}

/** Nothing but replaced decisions to show: the lead is theirs (and their section needs no heading). */
function leadsWithReplaced(report: Report): boolean {
  const { gatingDecisions, memoDecisions, violations } = report.counts;
  return (
    report.replaced.length > 0 &&
    gatingDecisions + memoDecisions + violations === 0 &&
    testChangedDecisions(report) === 0
  );
}

function renderLead(report: Report): string {
  const { gatingDecisions, memoDecisions, violations, alreadyFailingDecisions } = report.counts;
  const broken = gatingDecisions - alreadyFailingDecisions;
  if (broken > 0) {
    const one = broken === 1;
    const by = report.settings.gateScope === 'regressions' ? ' (broken by this pull request)' : '';
    let lead =
      `### ⚠️ ${plural(broken, 'decision')} ${one ? 'needs' : 'need'} a look before merging${by}\n\n` +
      `${gatingAction(report, gatingGrounds(report, false), one)} ${gateSentence(report)}`;
    if (alreadyFailingDecisions > 0)
      lead += ` ${plural(alreadyFailingDecisions, 'more decision')} ${alreadyFailingDecisions === 1 ? 'is' : 'are'} already failing on the base (collapsed below).`;
    if (violations > 0)
      lead += ` The ledger also has ${plural(violations, 'integrity violation')} (below).`;
    lead += testChangedSentence(report);
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
    lead += testChangedSentence(report);
    if (memoDecisions > 0) lead += ` ${memoNotesSentence(memoDecisions, 'below')}`;
    return `${lead}\n\n`;
  }
  if (alreadyFailingDecisions > 0) {
    let lead =
      `### ⏪ ${plural(alreadyFailingDecisions, 'decision')} already failing on the base\n\n` +
      alreadyFailingSentence(report);
    lead += testChangedSentence(report);
    if (memoDecisions > 0) lead += ` ${memoNotesSentence(memoDecisions, 'below')}`;
    return `${lead}\n\n`;
  }
  const replaced = replacedTitle(report);
  if (replaced !== undefined && leadsWithReplaced(report))
    return (
      `### 🔁 ${replaced}\n\n` +
      'No guarding check of this pull request fails. **Confirm that each replacement below was meant.**\n\n'
    );
  const tested = testChangedDecisions(report);
  const heading =
    tested > 0
      ? `### 🧪 ${plural(tested, 'decision')} whose guarding test this pull request changes — review before merging`
      : `### 📝 ${plural(memoDecisions, 'decision')} to note — nothing blocks merging`;
  return `${heading}\n\n${noteSentences(report).join(' ')}\n\n`;
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
  const parts = keyParts(options.key);
  const { ledger } = parts;
  const checkName =
    options.checkName !== undefined && options.checkName !== DEFAULT_CHECK_NAME
      ? options.checkName
      : parts.checkName;
  const check =
    checkName === undefined ? '' : ` · check ${codeSpan(checkName, { max: FIELD_MAX.checkName })}`;
  const run = linkTarget(options.runUrl);
  const producedBy = run === undefined ? '' : ` · [the workflow run](${run}) that wrote it`;
  return `<sub>evolving-action · ledger ${codeSpan(ledger)}${check} · this comment is updated in place on every push${producedBy}</sub>\n`;
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
  // Only the shown ones are looked up (each lookup walks the bindings); the rest are counted.
  const items = resolved.map((id, i) => (i < MAX_RESOLVED_SHOWN ? resolvedItem(id, report) : ''));
  return `✅ Resolved since this comment was first posted: ${listWithRest(items, MAX_RESOLVED_SHOWN, restIn)}\n\n`;
}

function header(options: CommentOptions, state: CommentState): string {
  return commentHeader(options.key, state);
}

// ---------------------------------------------------------------------------
// The context section

/**
 * Decisions as one collapsed section — those in context, those already
 * failing on the base — sized by how many are shown in full (the rest
 * counted and pointed to the summary). Blocks are rendered once; lengths
 * add up, so fitting needs no string building.
 */
class CollapsedSection {
  private readonly blocks: string[];
  private readonly open: string;
  private readonly close = '</details>\n\n';
  /** `in context`: what the "… and N more decisions" line calls the rest. */
  private readonly rest: string;

  constructor(
    private readonly decisions: readonly ShownDecision[],
    section: { title: string; intro: string; rest: string },
    maxDecisions: number,
    private readonly restIn: string,
    links?: DecisionLinks,
  ) {
    const options = {
      ...COMMENT_DECISION_OPTIONS,
      showOutput: false,
      restIn,
      ...(links ? { links } : {}),
    };
    this.rest = section.rest;
    this.blocks = decisions.slice(0, maxDecisions).map((d) => renderDecision(d, options));
    this.open = `<details><summary>${section.title}</summary>\n\n` + section.intro;
  }

  /** The decisions in context, as the comment collapses them. */
  static context(report: Report, maxDecisions: number, restIn: string, links?: DecisionLinks) {
    return new CollapsedSection(
      report.inContext,
      { title: contextTitle(report.inContext.length), intro: CONTEXT_INTRO, rest: 'in context' },
      maxDecisions,
      restIn,
      links,
    );
  }

  /** The gating decisions already failing on the base, collapsed after what this pull request broke. */
  static alreadyFailing(
    report: Report,
    maxDecisions: number,
    restIn: string,
    links?: DecisionLinks,
  ) {
    const decisions = report.decisions.filter(isAlreadyFailing);
    return new CollapsedSection(
      decisions,
      {
        title: `⏪ ${plural(decisions.length, 'decision')} already failing on the base`,
        intro: ALREADY_FAILING_INTRO,
        rest: 'already failing on the base',
      },
      maxDecisions,
      restIn,
      links,
    );
  }

  /** The most that can be shown. */
  get max(): number {
    return this.blocks.length;
  }

  private more(shown: number): string {
    const rest = this.decisions.length - shown;
    if (rest <= 0) return '';
    return shown === 0
      ? `They did not fit in this comment: see ${this.restIn}.\n\n`
      : `**… and ${plural(rest, 'more decision')} ${this.rest}**: see ${this.restIn}.\n\n`;
  }

  length(shown: number): number {
    if (this.decisions.length === 0) return 0;
    const blocks = this.blocks.slice(0, shown).reduce((sum, b) => sum + b.length, 0);
    return this.open.length + blocks + this.more(shown).length + this.close.length;
  }

  /** The largest number shown (at most `max`) that keeps `fixedLength` + the section below `maxLength`, or -1. */
  fitting(fixedLength: number, maxLength: number): number {
    for (let shown = this.max; shown >= 0; shown--) {
      if (fixedLength + this.length(shown) < maxLength) return shown;
    }
    return -1;
  }

  render(shown: number): string {
    if (this.decisions.length === 0) return '';
    return this.open + this.blocks.slice(0, shown).join('') + this.more(shown) + this.close;
  }
}

/** The first line of the already-failing section. */
const ALREADY_FAILING_INTRO =
  'Each gates on the base too, on the evidence this run started with (before its own checks): this pull request did not break it. Each ground says what it read at the base.\n\n';

// ---------------------------------------------------------------------------
// The full comment and the all-clear

/**
 * The comment body when something resurfaced or the ledger has a violation.
 * Degrades to fit: first the context section shrinks (to a line pointing to
 * the summary), then the output tails go, then resurfaced decisions from the
 * end (counted and pointed to the summary); the result is always shorter
 * than `maxLength`.
 */
export function renderComment(report: Report, options: CommentOptions): string {
  const maxLength = options.maxLength ?? COMMENT_BODY_LIMIT;
  const maxDecisions = Math.max(0, options.maxDecisions ?? DEFAULT_MAX_DECISIONS);
  const restIn = summaryReference(options);
  const resolved = resolvedSince(options.previous, report.resurfaced);
  const head =
    header(options, { resurfaced: report.resurfaced, resolved }) +
    renderLead(report) +
    replacedSection(report, {
      max: maxDecisions,
      restIn,
      ...(leadsWithReplaced(report) ? {} : { heading: '####' }),
      ...(options.links ? { links: options.links } : {}),
    }) +
    trustBlock(report) +
    renderViolations(report, restIn);
  const tail = renderResolvedLine(resolved, report, restIn) + footer(options);
  // What this pull request broke (and memo notes) in full; what already failed on the base collapsed.
  const shownDecisions = report.decisions.filter((d) => !isAlreadyFailing(d));
  const candidates = shownDecisions.slice(0, maxDecisions);
  const decisionOptions = {
    ...COMMENT_DECISION_OPTIONS,
    restIn,
    ...(options.links ? { links: options.links } : {}),
  };
  const failing = CollapsedSection.alreadyFailing(report, maxDecisions, restIn, options.links);
  const context = CollapsedSection.context(report, maxDecisions, restIn, options.links);

  const more = (shown: number) => {
    const rest = shownDecisions.length - shown;
    return rest > 0
      ? `**… and ${plural(rest, 'more decision')}**: see ${restIn} for the full list.\n\n`
      : '';
  };
  const assemble = (
    blocks: readonly string[],
    shown: number,
    failingShown: number,
    contextShown: number,
  ) =>
    head +
    blocks.slice(0, shown).join('') +
    more(shown) +
    failing.render(failingShown) +
    context.render(contextShown) +
    tail;
  const fixed = (blocks: readonly string[], shown: number, failingShown: number) =>
    head.length +
    blocks.slice(0, shown).reduce((sum, b) => sum + b.length, 0) +
    more(shown).length +
    failing.length(failingShown) +
    tail.length;
  // Every given block; the context section shrinks first, then the already-failing one.
  const fitted = (blocks: readonly string[]) => {
    for (let failingShown = failing.max; failingShown >= 0; failingShown--) {
      const contextShown = context.fitting(fixed(blocks, blocks.length, failingShown), maxLength);
      if (contextShown >= 0) return assemble(blocks, blocks.length, failingShown, contextShown);
    }
    return undefined;
  };

  const render = (showOutput: boolean) =>
    candidates.map((d) => renderDecision(d, { ...decisionOptions, showOutput }));
  // Every resurfaced decision in full (with output tails, then without), the collapsed sections as large as fit.
  const withOutput = render(true);
  const full = fitted(withOutput);
  if (full !== undefined) return full;
  const blocks = render(false);
  const withoutOutput = fitted(blocks);
  if (withoutOutput !== undefined) return withoutOutput;
  // Then fewer resurfaced decisions, with the collapsed sections at their smallest.
  const shown = fittingPrefix(
    blocks,
    head.length + tail.length + context.length(0) + failing.length(0),
    more,
    maxLength,
  );
  return ensureFits(assemble(blocks, shown, 0, 0), maxLength, options);
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

/** `attest: mac`, as the settings say it: what made a binding exempt. */
function attestSetting(report: Report): string {
  const attest = report.settings.attest;
  return attest === null ? '`attest`' : codeSpan(`attest: ${attest.join(', ')}`);
}

/**
 * Exempt bindings were not judged on this runner: never counted as green.
 * One sentence, or '' when there are none.
 */
function exemptSentence(exempt: number, report: Report): string {
  if (exempt === 0) return '';
  return `${plural(exempt, 'binding')} ${exempt === 1 ? 'is' : 'are'} exempt on this runner (${attestSetting(report)}): not judged here, so not shown to pass.`;
}

/** The lead when nothing resurfaces but decisions are in context. */
function contextLead(report: Report): string {
  const exempt = report.inContext.flatMap((d) => d.grounds).filter((g) => g.label === 'exempt');
  const first =
    exempt.length === 0
      ? 'Nothing to fix: read'
      : `${exemptSentence(exempt.length, report)} Nothing gates: read`;
  return (
    `### ${contextTitle(report.inContext.length)} — nothing blocks merging\n\n` +
    `${first} what was decided about this code, and the roads not taken, before changing it (below).\n\n`
  );
}

/**
 * Nothing resurfaces and the ledger is intact. The lead is the all-clear,
 * saying what was resolved (the ids a previous version of the comment
 * showed) — or, when nothing was ever flagged and decisions are in context,
 * a short note about them. The context section follows, collapsed.
 */
export function renderAllClear(report: Report, options: CommentOptions): string {
  const maxLength = options.maxLength ?? COMMENT_BODY_LIMIT;
  const maxDecisions = Math.max(0, options.maxDecisions ?? DEFAULT_MAX_DECISIONS);
  const resolved = resolvedSince(options.previous, report.resurfaced);
  let body = header(options, { resurfaced: [], resolved });
  if (resolved.length > 0) {
    const shown = resolved.slice(0, maxDecisions);
    body +=
      '### ✅ All clear\n\n' +
      `${resolved.length === 1 ? 'The decision' : `All ${resolved.length} decisions`} flagged earlier on this pull request ${resolved.length === 1 ? 'is' : 'are'} green again:\n\n` +
      shown.map((id) => `- ${resolvedItem(id, report)}\n`).join('') +
      (resolved.length > shown.length ? `- … and ${resolved.length - shown.length} more\n` : '') +
      '\n';
  } else if (report.inContext.length > 0) {
    body += contextLead(report);
  } else {
    const exempt = report.bindings.filter((b) => b.label === 'exempt').length;
    body +=
      exempt === 0
        ? '### ✅ All clear\n\nNo decision needs a look: every test-bound ground is green, n/a or exempt.\n\n'
        : `### ✅ Nothing gates\n\nNo decision needs a look: every judged test-bound ground is green or n/a. ${exemptSentence(exempt, report)}\n\n`;
  }
  body += trustBlock(report);
  const tail = footer(options);
  const context = CollapsedSection.context(
    report,
    maxDecisions,
    summaryReference(options),
    options.links,
  );
  const contextShown = Math.max(0, context.fitting(body.length + tail.length, maxLength));
  return ensureFits(body + context.render(contextShown) + tail, maxLength, options);
}

// ---------------------------------------------------------------------------
// Planning the write

/**
 * Is there anything for a reviewer to act on: a resurfaced decision, a
 * violation, or a decision of the base this pull request replaced (shown
 * even when everything else is green)?
 */
export function hasCommentFindings(report: Report): boolean {
  return report.decisions.length > 0 || report.counts.violations > 0 || report.replaced.length > 0;
}

/** The body for this report: the full comment when there are findings, else the all-clear (with any context). */
export function renderCommentBody(report: Report, options: CommentOptions): string {
  return hasCommentFindings(report)
    ? renderComment(report, options)
    : renderAllClear(report, options);
}

/**
 * Worth a comment where none exists yet (`comment: auto`): a finding, a
 * trust finding, or decisions in context.
 */
export function commentWorthPosting(report: Report): boolean {
  return hasCommentFindings(report) || hasTrustFindings(report) || report.inContext.length > 0;
}
