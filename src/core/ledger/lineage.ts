/**
 * Lineages collapsed to their tip, as ev 0.1.32 reads a store for `check`
 * (and `list`, `brief`): a decision another tick supersedes is no longer in
 * force. Two signals, in ev's order (cmd.rs `current_decisions`, 0.1.11/0.1.27):
 *
 * 1. the explicit edge: a tick whose id some tick names in `supersedes` is
 *    dropped, whatever its content;
 * 2. the legacy fallback: of the ticks left, ticks with the same decision
 *    (hashed payload without `parent_id` — an edge-less correction or a
 *    ratification copies its parent's) keep only the latest, by `held_since`
 *    then file name.
 *
 * The result comes latest first, the order ev 0.1.32 evaluates and prints in.
 * An `ev guard` child adds a test to a ground, so its payload differs from its
 * parent's and both stay. Pure.
 */
import { canonicalPayload } from './identity.js';
import { supersedesOf } from './tick-fields.js';
import type { Tick } from './tick.js';
import { compareCodePoints } from '../text/unicode.js';

/** What makes two ticks the same decision: everything hashed but the chain position. */
export function decisionIdentity(tick: Tick): string {
  return canonicalPayload({ ...tick, parent_id: '' });
}

/** Latest first: `held_since` descending (as text, like ev), then file name descending. */
export function latestFirst(
  a: { file: string; tick: Tick },
  b: { file: string; tick: Tick },
): number {
  return (
    compareCodePoints(b.tick.held_since, a.tick.held_since) || compareCodePoints(b.file, a.file)
  );
}

/** The ticks still in force, latest first (ev 0.1.32's `current_decisions`). */
export function currentDecisions<T extends { file: string; tick: Tick }>(ticks: readonly T[]): T[] {
  const superseded = new Set<string>();
  for (const { tick } of ticks) {
    const target = supersedesOf(tick);
    if (target !== undefined) superseded.add(target);
  }
  const seen = new Set<string>();
  return [...ticks].sort(latestFirst).filter(({ tick }) => {
    if (superseded.has(tick.id)) return false;
    const identity = decisionIdentity(tick);
    if (seen.has(identity)) return false;
    seen.add(identity);
    return true;
  });
}

/**
 * The latest tick superseding `id` (ev 0.1.27's `superseding_child`): a tick
 * has no forward pointer, so `reopen` and the renderers scan for it. Latest
 * by `held_since`, then file name.
 */
export function supersedingTick<T extends { file: string; tick: Tick }>(
  ticks: readonly T[],
  id: string,
): T | undefined {
  let latest: T | undefined;
  for (const entry of ticks) {
    if (supersedesOf(entry.tick) !== id) continue;
    if (latest === undefined || latestFirst(entry, latest) < 0) latest = entry;
  }
  return latest;
}
