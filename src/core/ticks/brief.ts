/**
 * `brief [--limit N]` (docs/ev-0.1.md#brief): the boot-read of the live, user-ruled
 * decisions and the roads they rejected. Load-bearing decisions (any road
 * rejected) come first, then `held_since` descending compared as strings
 * (byte order, not as times), then the file name descending; the first N are
 * shown and a footer counts the rest. Decisions, claims and options are
 * printed raw. Pure.
 */
import { debugQuote } from '../text/debug-quote.js';
import {
  paintClass,
  paintId,
  paintMeta,
  paintName,
  provenanceGlyph,
  type Painter,
} from '../text/painter.js';
import { compareCodePoints } from '../text/unicode.js';
import { currentDecisions, type FiledTick } from './lineage.js';
import { sourceRefKey } from './source-ref.js';
import { isAgentProposed, isTestCheck, rejectedOption, type Tick } from './tick.js';

export const NO_USER_RULED = 'no user-ruled decisions';

const USER_RULED = 'user-ruled';

/** Kept by brief: status exactly `live` and authority exactly `user-ruled`. */
export function isBriefed(tick: Tick): boolean {
  return tick.status === 'live' && tick.authority === USER_RULED;
}

/** A decision that closed a road: a fresh reader must not walk it again. */
export function isLoadBearing(tick: Tick): boolean {
  return tick.grounds.some((ground) => rejectedOption(ground.supports) !== undefined);
}

type Briefed = { file: string; tick: Tick };

function briefOrder(a: Briefed, b: Briefed): number {
  return (
    Number(isLoadBearing(b.tick)) - Number(isLoadBearing(a.tick)) ||
    compareCodePoints(b.tick.held_since, a.tick.held_since) ||
    compareCodePoints(b.file, a.file)
  );
}

/** The lines of one decision: `<decision>  [user-ruled]`, then each rejected road in ground order. */
function decisionLines(tick: Tick): string[] {
  const lines = [`${tick.decision}  [${USER_RULED}]`];
  for (const ground of tick.grounds) {
    const option = rejectedOption(ground.supports);
    if (option !== undefined) lines.push(`  rejected ${option}: ${ground.claim}`);
  }
  return lines;
}

/** `… <H> more user-ruled decision(s)[, <K> with rejected roads] — \`ev list\` for all`. */
export function briefFooter(hidden: number, hiddenLoadBearing: number): string {
  const clause = hiddenLoadBearing > 0 ? `, ${hiddenLoadBearing} with rejected roads` : '';
  return `\u2026 ${hidden} more user-ruled decision(s)${clause} \u2014 \`ev list\` for all`;
}

/** stdout lines of `brief`; `limit` 0 shows every decision. */
export function briefLines(ticks: readonly Briefed[], limit: number): string[] {
  const kept = ticks.filter(({ tick }) => isBriefed(tick)).sort(briefOrder);
  if (kept.length === 0) return [NO_USER_RULED];
  const shown = limit === 0 ? kept.length : Math.min(limit, kept.length);
  const lines = kept.slice(0, shown).flatMap(({ tick }) => decisionLines(tick));
  const hidden = kept.slice(shown);
  if (hidden.length > 0)
    lines.push(briefFooter(hidden.length, hidden.filter(({ tick }) => isLoadBearing(tick)).length));
  return lines;
}

// ---------------------------------------------------------------------------
// ev 0.1.32's brief: current decisions only, no agent proposals, advisory tags
// (0.1.30), the `--json` contract (0.1.7) and the cost event (0.1.19)
// ---------------------------------------------------------------------------

/** A decision no test check watches: it relies on heed alone. */
function isBound(tick: Tick): boolean {
  return tick.grounds.some((ground) => isTestCheck(ground.check));
}

/** Reaches the boot-read: live, user-ruled and not an unratified agent proposal. */
function isBriefVisible(tick: Tick): boolean {
  return isBriefed(tick) && !isAgentProposed(tick);
}

export interface CurrentBrief {
  /** The decisions shown, in brief order. */
  shown: FiledTick[];
  /** Every visible decision, shown or not. */
  total: number;
  /** Hidden decisions that closed a road. */
  elidedLoadBearing: number;
  /** Visible decisions no check watches. */
  advisory: number;
}

/** The brief of the current decisions under ev 0.1.32's rules; `limit` 0 shows every decision. */
export function currentBrief(ticks: readonly FiledTick[], limit: number): CurrentBrief {
  const kept = currentDecisions(ticks)
    .filter(({ tick }) => isBriefVisible(tick))
    .sort(briefOrder);
  const shown = limit === 0 ? kept.length : Math.min(limit, kept.length);
  return {
    shown: kept.slice(0, shown),
    total: kept.length,
    elidedLoadBearing: kept.slice(shown).filter(({ tick }) => isLoadBearing(tick)).length,
    advisory: kept.filter(({ tick }) => !isBound(tick)).length,
  };
}

function roads(tick: Tick): { claim: string; option: string }[] {
  return tick.grounds.flatMap((ground) => {
    const option = rejectedOption(ground.supports);
    return option === undefined ? [] : [{ claim: ground.claim, option }];
  });
}

/** `brief --json`: one line of the `ev-brief` contract, keys sorted as serde_json writes them. */
export function briefJson(brief: CurrentBrief): string {
  const decisions = brief.shown.map(({ tick }) => ({
    bound: isBound(tick),
    decision: tick.decision,
    id: tick.id,
    load_bearing: isLoadBearing(tick),
    rejected_roads: roads(tick),
    ...(tick.source_ref === undefined ? {} : { source_ref: sourceRefKey(tick.source_ref) }),
  }));
  const payload = {
    advisory: brief.advisory,
    decisions,
    elided: brief.total - brief.shown.length,
    elided_load_bearing: brief.elidedLoadBearing,
    kind: 'ev-brief',
    shown: brief.shown.length,
    total: brief.total,
  };
  return `${JSON.stringify(payload)}\n`;
}

/** `<n> of <total> advisory — …`: how many rulings nothing watches (0.1.30). */
export function advisoryNote(advisory: number, total: number): string {
  return `${advisory} of ${total} advisory \u2014 nothing watches them (heed only); bind a check to catch a violation`;
}

/** stdout lines of `brief` under ev 0.1.32's rules (plain). */
export function currentBriefLines(brief: CurrentBrief): string[] {
  if (brief.shown.length === 0) return [NO_USER_RULED];
  const lines: string[] = [];
  for (const { tick } of brief.shown) {
    const tag = isBound(tick) ? `[${USER_RULED}]` : `[${USER_RULED} \u00b7 advisory]`;
    lines.push(`${tick.decision}  ${tag}`);
    for (const road of roads(tick)) lines.push(`  rejected ${road.option}: ${road.claim}`);
  }
  const hidden = brief.total - brief.shown.length;
  if (hidden > 0) lines.push(briefFooter(hidden, brief.elidedLoadBearing));
  if (brief.advisory > 0) lines.push(advisoryNote(brief.advisory, brief.total));
  return lines;
}

/** stdout lines of `brief --color always`: a masthead, glyphs, weighted ids, hued advisory tags. */
export function richBriefLines(painter: Painter, brief: CurrentBrief): string[] {
  if (brief.shown.length === 0) return [NO_USER_RULED];
  const glyph = provenanceGlyph(painter, false);
  const lines = [`${glyph} ${paintName(`${brief.total} user-ruled decisions`)}`];
  for (const { file, tick } of brief.shown) {
    const advisory = isBound(tick) ? '' : `  ${paintClass(painter, 'advisory', 'attention')}`;
    lines.push(`${glyph} ${paintName(debugQuote(tick.decision))}  ${paintId(file)}${advisory}`);
    for (const road of roads(tick))
      lines.push(`    ${paintMeta(`rejected ${road.option}: ${road.claim}`)}`);
  }
  const hidden = brief.total - brief.shown.length;
  if (hidden > 0) lines.push(paintMeta(briefFooter(hidden, brief.elidedLoadBearing)));
  if (brief.advisory > 0)
    lines.push(paintClass(painter, advisoryNote(brief.advisory, brief.total), 'attention'));
  return lines;
}

/**
 * The cost event every brief appends (0.1.19), one compact line with keys
 * sorted: `brief_bytes` is the size of the `--json` text, whichever form printed.
 */
export function briefEventLine(
  brief: CurrentBrief,
  ts: string,
  json: string = briefJson(brief),
): string {
  const event = {
    brief_bytes: Buffer.byteLength(json, 'utf8'),
    decisions: brief.shown.length,
    elided: brief.total - brief.shown.length,
    op: 'brief',
    testbindable: brief.shown.filter(({ tick }) => isBound(tick)).length,
    total: brief.total,
    ts,
  };
  return `${JSON.stringify(event)}\n`;
}
