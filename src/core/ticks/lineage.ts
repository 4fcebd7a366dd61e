/**
 * Lineages collapse to their tip (ev 0.1.4, 0.1.11, 0.1.27): which ticks are
 * the current decisions, and which later tick supersedes a given one. Ticks
 * are immutable, so an overturned or re-tagged ruling stays on disk, `live`;
 * the current views (`list`, `brief`, `check`) drop it. Pure.
 */
import { compareCodePoints } from '../text/unicode.js';
import { canonicalPayload } from './identity.js';
import type { Tick } from './tick.js';

export interface FiledTick {
  /** The tick file's name. */
  file: string;
  tick: Tick;
}

/**
 * A decision's identity apart from its place in the chain: its hashed payload
 * without `parent_id`. A ratification, or a correction written before edges
 * existed, repeats the payload under a new parent; the latest one stands.
 */
export function decisionIdentity(tick: Tick): string {
  return canonicalPayload(tick, '');
}

/** Latest first: `held_since` descending compared as strings, then the file name descending. */
export function latestFirst(a: FiledTick, b: FiledTick): number {
  return (
    compareCodePoints(b.tick.held_since, a.tick.held_since) || compareCodePoints(b.file, a.file)
  );
}

/**
 * The current decisions: every tick named by some tick's `supersedes` edge is
 * dropped, then of the ticks sharing a decision identity only the latest is
 * kept. Returned latest first.
 */
export function currentDecisions<T extends FiledTick>(ticks: readonly T[]): T[] {
  const superseded = new Set<string>();
  for (const { tick } of ticks) if (tick.supersedes !== undefined) superseded.add(tick.supersedes);
  const standing = [...ticks].sort(latestFirst).filter((entry) => !superseded.has(entry.tick.id));
  const repeated = repeatedIdentities(standing, decisionsWrittenTwice(ticks));
  return repeated.size === 0 ? standing : standing.filter((entry) => !repeated.has(entry));
}

/**
 * The entries (given latest first) whose decision identity a later entry
 * already has. Equal identities have equal decision texts and equal
 * observations, so identities are computed only for the entries that share
 * both with another (a shared text mostly comes with another observation:
 * 1,125 of 7,256 entries in the bench's 10,000-tick ledger), and compared
 * group by group: one group's canonical payloads are dropped before the
 * next's are made, never all held at once (on a large ledger they weigh as
 * much as the tick files).
 */
function repeatedIdentities<T extends FiledTick>(
  latestFirst: readonly T[],
  shared: ReadonlySet<string>,
): Set<T> {
  const byText = groupedBy(
    latestFirst.filter((entry) => shared.has(entry.tick.decision)),
    (entry) => entry.tick.decision,
  );
  const repeated = new Set<T>();
  for (const group of byText.values()) {
    for (const same of groupedBy(group, (entry) => entry.tick.observe).values()) {
      if (same.length < 2) continue;
      const seen = new Set<string>();
      for (const entry of same) {
        const identity = decisionIdentity(entry.tick);
        if (seen.has(identity)) repeated.add(entry);
        else seen.add(identity);
      }
    }
  }
  return repeated;
}

/** The entries by key, each group in the order given. */
function groupedBy<T>(entries: readonly T[], keyOf: (entry: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const entry of entries) {
    const key = keyOf(entry);
    const group = groups.get(key);
    if (group) group.push(entry);
    else groups.set(key, [entry]);
  }
  return groups;
}

/** The decision texts more than one tick carries: only their ticks can share an identity. */
function decisionsWrittenTwice(ticks: readonly FiledTick[]): Set<string> {
  const once = new Set<string>();
  const twice = new Set<string>();
  for (const { tick } of ticks) {
    if (once.has(tick.decision)) twice.add(tick.decision);
    else once.add(tick.decision);
  }
  return twice;
}

/** The file of the latest tick whose `supersedes` edge names `id`, if any. */
export function supersedingChild(ticks: readonly FiledTick[], id: string): string | undefined {
  return supersedingChildren(ticks).get(id);
}

/**
 * For every superseded id, the file of the latest tick whose `supersedes`
 * edge names it: one pass, for a walk that asks about many ids (`log`).
 */
export function supersedingChildren(ticks: readonly FiledTick[]): Map<string, string> {
  const latest = new Map<string, FiledTick>();
  for (const entry of ticks) {
    const id = entry.tick.supersedes;
    if (id === undefined) continue;
    const known = latest.get(id);
    if (known === undefined || latestFirst(entry, known) < 0) latest.set(id, entry);
  }
  return new Map([...latest].map(([id, entry]) => [id, entry.file]));
}
