/**
 * What a pull request did to its base, as every surface says it: the
 * decisions it replaced — each with its verdicts at the base, the tick that
 * replaced it (what that tick claims, and that this pull request added it:
 * a copy repeats its original's blame, so the blame never says who did it)
 * and what stands in its place now — and, on each binding that gates, whether
 * this pull request broke it or it was already failing on the base. The
 * comment and the summary take Markdown from here, the check run's title
 * and annotations plain text. Pure.
 */
import { FIELD_MAX, type DecisionLinks } from './decision.js';
import { linked } from '../markdown.js';
import { codeSpan, mdText, plainLine, plural } from '../markdown.js';
import type { Report, ReportDecision, ReportReplaced } from './report.js';
import type { ReplacingTick } from '../../core/ticks/verdict/versus-base.js';

/** Whether a decision is shown in the already-failing section rather than among what to fix. */
export function isAlreadyFailing(decision: ReportDecision): boolean {
  return decision.origin === 'already-failing-on-base';
}

/** `1 gated decision replaced by this pull request` (and the others); undefined when none was. */
export function replacedTitle(report: Pick<Report, 'counts'>): string | undefined {
  const { replaced, replacedGated } = report.counts;
  if (replaced === 0) return undefined;
  const other = replaced - replacedGated;
  if (replacedGated === 0) return `${plural(replaced, 'decision')} replaced by this pull request`;
  const gated = `${plural(replacedGated, 'gated decision')}`;
  return other === 0
    ? `${gated} replaced by this pull request`
    : `${gated} and ${plural(other, 'other decision')} replaced by this pull request`;
}

/** The titles of the decisions that gate: broken by this pull request, and already failing on the base. */
export function gatingTitleParts(report: Pick<Report, 'counts'>): string[] {
  const { gatingDecisions, alreadyFailingDecisions } = report.counts;
  const broken = gatingDecisions - alreadyFailingDecisions;
  const parts: string[] = [];
  if (broken > 0) parts.push(`${plural(broken, 'decision')} to look at`);
  if (alreadyFailingDecisions > 0)
    parts.push(`${plural(alreadyFailingDecisions, 'decision')} already failing on the base`);
  return parts;
}

// ---------------------------------------------------------------------------
// A replaced decision in words

/** How a surface writes a tick's id, a value from the ledger, and a quoted text. */
interface Spelling {
  id: (tick: Pick<ReplacingTick, 'id' | 'file'>) => string;
  code: (value: string) => string;
  text: (value: string) => string;
}

/** A tick as the reader is told about it: `X` (added by this pull request; its blame says "…"). */
function tickText(tick: ReplacingTick, spell: Spelling): string {
  const facts = [
    tick.addedByPullRequest ? 'added by this pull request' : 'already in the base',
    `its blame says ${spell.text(tick.blame)}`,
  ];
  if (tick.status !== 'live') facts.push(`status ${spell.code(tick.status)}`);
  if (tick.provenance === 'agent-proposed') facts.push('agent-proposed');
  if (tick.jurisdiction !== undefined) facts.push(`jurisdiction ${spell.code(tick.jurisdiction)}`);
  return `${spell.id(tick)} (${facts.join('; ')})`;
}

/** How the decision left, with the tick that did it. */
function howText(r: ReportReplaced, spell: Spelling): string {
  const by = r.by === undefined ? '' : tickText(r.by, spell);
  switch (r.how) {
    case 'superseded':
      return `superseded by ${by}`;
    case 'collapsed':
      return `replaced by ${by}, a later tick with the same decision (a copy): the lineage keeps only the latest`;
    case 'status':
      return `its own tick file was changed in place to a status other than live: ${by}`;
    case 'modified':
      return `its own tick file was changed in place: ${by}`;
    case 'removed':
      return r.by === undefined
        ? 'its tick file is gone from the ledger, or no longer reads as a tick'
        : `its tick file is gone from the ledger; ${by} carries the same decision`;
  }
}

/** What stands in its place now. */
function effectText(r: ReportReplaced, spell: Spelling): string {
  const standing = r.standing === undefined ? '' : spell.id(r.standing);
  switch (r.effect) {
    case 'out-of-evaluation':
      return r.gated
        ? 'Nothing is evaluated in its place: its checks no longer gate anything.'
        : 'Nothing is evaluated in its place.';
    case 'downgraded':
      return r.downgrade === 'agent-proposed'
        ? `${standing} stands in its place, but is agent-proposed: it never gates until a person ratifies it.`
        : `${standing} stands in its place, but is detect-only (jurisdiction C/D): it never gates.`;
    case 'replaced':
      if (r.standing !== undefined && r.standing.bindings === 0)
        return r.gated
          ? `${standing} is evaluated in its place, but binds no test: nothing gates where its checks did.`
          : `${standing} is evaluated in its place.`;
      return r.standing?.addedByPullRequest === true
        ? `${standing} is evaluated in its place: its checks gate as a decision this pull request adds.`
        : `${standing} is evaluated in its place.`;
  }
}

/** The verdicts at the base: `` `ref` green; `ref2` **red** `` (none: no test-bound ground). */
function baseVerdictsText(
  r: ReportReplaced,
  code: (s: string) => string,
  strong: (s: string) => string,
): string {
  if (r.baseGrounds.length === 0) return 'no test-bound ground';
  return r.baseGrounds
    .map((g) => `${code(g.ref)} ${g.gating ? strong(g.label) : g.label}`)
    .join('; ');
}

/** The section's lead, for the comment and the summary. */
export const REPLACED_INTRO =
  "Superseding is how `ev` changes a decision, so this alone does not fail the check — but never silently: confirm each change was meant. Each decision as it stood at the base, its verdicts there, and the tick that replaced it (a tick's blame is what the tick says; a copy repeats its original's author):\n\n";

/** One replaced decision as Markdown (a list item). */
export function replacedMarkdown(r: ReportReplaced, links?: DecisionLinks): string {
  const spell: Spelling = {
    id: (t) => linked(codeSpan(t.id, { max: FIELD_MAX.id }), links?.tick(t.file)),
    code: (s) => codeSpan(s, { max: FIELD_MAX.tag }),
    text: (s) => `“${mdText(s, FIELD_MAX.blame)}”`,
  };
  const icon = r.gated ? '🔁' : '↪️';
  const verdicts = baseVerdictsText(
    r,
    (s) => codeSpan(s, { max: FIELD_MAX.ref }),
    (s) => `**${s}**`,
  );
  return (
    `- ${icon} **${mdText(r.decision, FIELD_MAX.decision)}** — ${spell.id(r)}, blame ${spell.text(r.blame)}${r.gated ? ', gated' : ''}\n` +
    `  <br>At the base: ${verdicts}\n` +
    `  <br>This pull request: ${howText(r, spell)}\n` +
    `  <br>${effectText(r, spell)}\n`
  );
}

export interface ReplacedSectionOptions {
  /** Entries shown; the rest are counted and pointed to `restIn`. */
  max: number;
  restIn: string;
  links?: DecisionLinks;
  /** `###`, `####`: the heading's level; none when the surface's lead already says it. */
  heading?: string;
}

/**
 * The section for the comment and the summary as blocks — the heading and
 * its lead, then one per decision (at most `max`, the rest counted) — so a
 * surface cut to its budget cuts between entries; [] when nothing was
 * replaced.
 */
export function replacedBlocks(
  report: Pick<Report, 'counts' | 'replaced'>,
  options: ReplacedSectionOptions,
): string[] {
  const title = replacedTitle(report);
  if (title === undefined) return [];
  const shown = report.replaced.slice(0, Math.max(0, options.max));
  const rest = report.replaced.length - shown.length;
  const heading = options.heading === undefined ? '' : `${options.heading} 🔁 ${title}\n\n`;
  return [
    `${heading}${REPLACED_INTRO}`,
    ...shown.map((r) => replacedMarkdown(r, options.links)),
    (rest > 0 ? `- … and ${plural(rest, 'more decision')} (see ${options.restIn})\n` : '') + '\n',
  ];
}

/** replacedBlocks as one string ('' when nothing was replaced). */
export function replacedSection(
  report: Pick<Report, 'counts' | 'replaced'>,
  options: ReplacedSectionOptions,
): string {
  return replacedBlocks(report, options).join('');
}

/** One replaced decision as plain text (an annotation's message). */
export function replacedPlain(r: ReportReplaced): string {
  const field = (s: string) => plainLine(s, 1000);
  const spell: Spelling = { id: (t) => field(t.id), code: field, text: (s) => `"${field(s)}"` };
  return [
    `Decision ${field(r.id)} (blame ${spell.text(r.blame)}): ${field(r.decision)}`,
    `At the base: ${baseVerdictsText(r, field, (s) => s)}`,
    `This pull request: ${howText(r, spell)}`,
    effectText(r, spell),
    'Superseding is how ev changes a decision: this does not fail the check by itself, but confirm the change was meant.',
  ].join('\n');
}
