/**
 * `brief [--limit N]` (ledger.md §13): the boot-read of the live, user-ruled
 * decisions and the roads they rejected. Load-bearing decisions (any road
 * rejected) come first, then `held_since` descending compared as strings
 * (byte order, not as times), then the file name descending; the first N are
 * shown and a footer counts the rest. Decisions, claims and options are
 * printed raw. Pure.
 */
import { compareCodePoints } from '../text/unicode.js';
import { rejectedOption, type Tick } from './tick.js';

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
