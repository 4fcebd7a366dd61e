/**
 * Context (docs/USAGE.md#context): the decisions behind the files a pull
 * request changes, shown even when their checks are green, so the reviewer
 * sees what was decided about this code and which roads were not taken
 * before it changes again. Context never gates.
 *
 * A decision is in context when it is not resurfaced and one of its
 * test-bound grounds declares a `triggered_by` entry that selects a changed
 * file — git's pathspec rules, the matcher `triggered_since` uses
 * (change.ts, pathspec.ts). Person-checked and unbound grounds have no
 * triggers and never put a decision in context. Decisions the pull request
 * itself records count like any other (the spec makes no exception). One
 * choice beyond the spec — one decision, one entry: `ev guard` (and
 * `ev correct`) append a child that copies its parent's decision, and both
 * stay live. A tick whose child has the same decision and observation is an
 * earlier revision of it: the revisions are shown once, as the newest, and
 * not at all when any of them resurfaces (the reviewer already sees that
 * decision above).
 *
 * Pure.
 */
import { compareCodePoints } from '../../text/unicode.js';
import { TriggerMatcher, type ChangeUnderReview } from './change.js';
import { roadsNotTaken, tagsOf, toDecisionGround, type ShownDecisionFields } from './resurface.js';
import type { TickVerdict } from './verdict.js';

/**
 * A decision in context: not resurfaced, but its declared triggers select a
 * changed file. Every test-bound ground is shown with its current label
 * (green or exempt).
 */
export type InContextDecision = ShownDecisionFields;

export interface ContextInput {
  verdicts: readonly TickVerdict[];
  change: ChangeUnderReview;
  /** The decisions shown as resurfaced (tick file names). */
  resurfacedFiles: readonly string[];
}

/** Is `child` a later revision of `parent` (`ev guard`, `ev correct`): its child, same decision? */
function isRevisionOf(child: TickVerdict, parent: TickVerdict): boolean {
  return (
    child.tick.parent_id === parent.tick.id &&
    child.tick.decision === parent.tick.decision &&
    child.tick.observe === parent.tick.observe
  );
}

/** Where a revision sits: the newest revision of its decision, and how many are newer than it. */
interface RevisionPlace {
  newest: TickVerdict;
  newerCount: number;
}

/**
 * The place of each revised verdict (a key of `newer`, and the newest each
 * walk ends at) among the revisions of its decision, every chain walked once
 * (a crafted ledger cannot make this loop: a walk stops where it meets
 * itself, taking the last revision before that as the newest). A verdict
 * without a place is a decision never revised: the newest of its own group.
 */
function revisionPlaces(
  verdicts: readonly TickVerdict[],
  newer: ReadonlyMap<TickVerdict, TickVerdict>,
): Map<TickVerdict, RevisionPlace> {
  const places = new Map<TickVerdict, RevisionPlace>();
  for (const start of verdicts) {
    // Most decisions were never revised: no walk, and no place.
    if (!newer.has(start) || places.has(start)) continue;
    const path: TickVerdict[] = [];
    const onPath = new Set<TickVerdict>();
    let tail: RevisionPlace | undefined;
    for (let v: TickVerdict | undefined = start; v && !onPath.has(v); v = newer.get(v)) {
      tail = places.get(v);
      if (tail) break;
      path.push(v);
      onPath.add(v);
    }
    const newest = tail?.newest ?? (path[path.length - 1] as TickVerdict);
    const above = tail ? tail.newerCount + 1 : 0;
    path.forEach((v, i) => places.set(v, { newest, newerCount: above + path.length - 1 - i }));
  }
  return places;
}

/** The verdicts grouped by decision: each group holds the revisions of one decision, newest first. */
function revisionGroups(verdicts: readonly TickVerdict[]): TickVerdict[][] {
  const byId = new Map<string, TickVerdict>();
  for (const v of verdicts) if (!byId.has(v.tick.id)) byId.set(v.tick.id, v);
  const newer = new Map<TickVerdict, TickVerdict>();
  for (const v of verdicts) {
    const parent = byId.get(v.tick.parent_id);
    if (parent && parent !== v && !newer.has(parent) && isRevisionOf(v, parent))
      newer.set(parent, v);
  }
  const places = revisionPlaces(verdicts, newer);
  // Each group where its first revision stands; a decision never revised is a group of one.
  const groups: ({ verdict: TickVerdict; newerCount: number }[] | TickVerdict)[] = [];
  const byNewest = new Map<TickVerdict, { verdict: TickVerdict; newerCount: number }[]>();
  for (const verdict of verdicts) {
    const place = places.get(verdict);
    if (place === undefined) {
      groups.push(verdict);
      continue;
    }
    const group = byNewest.get(place.newest);
    if (group) group.push({ verdict, newerCount: place.newerCount });
    else {
      const first = [{ verdict, newerCount: place.newerCount }];
      byNewest.set(place.newest, first);
      groups.push(first);
    }
  }
  return groups.map((group) =>
    Array.isArray(group)
      ? group.sort((a, b) => a.newerCount - b.newerCount).map((entry) => entry.verdict)
      : [group],
  );
}

/** Does one of this verdict's test-bound grounds declare a trigger that selects a changed file? */
function selectsChangedFile(verdict: TickVerdict, matcher: TriggerMatcher): boolean {
  return verdict.tests.some((g) => matcher.match(g.triggers).files.length > 0);
}

/** The decisions in context, by tick id (code-point order, then file name): stable across pushes. */
export function decisionsInContext(input: ContextInput): InContextDecision[] {
  if (input.change.files.length === 0) return [];
  const matcher = TriggerMatcher.of(input.change);
  const resurfaced = new Set(input.resurfacedFiles);
  // A decision is shown only through a revision that is not resurfaced and selects a changed
  // file: most of a large ledger's are neither. With none, nothing is grouped; otherwise only the
  // groups holding one are looked at.
  const selecting = new Set(
    input.verdicts.filter((v) => !resurfaced.has(v.file) && selectsChangedFile(v, matcher)),
  );
  if (selecting.size === 0) return [];
  const decisions: InContextDecision[] = [];
  for (const group of revisionGroups(input.verdicts)) {
    if (!group.some((v) => selecting.has(v)) || group.some((v) => resurfaced.has(v.file))) continue;
    const newest = group[0];
    if (newest === undefined) continue;
    const changedFiles = matcher.selectedFiles(
      group.flatMap((v) => v.tests.map((g) => g.triggers)),
    );
    if (changedFiles.length === 0) continue;
    const grounds = [...newest.tests]
      .sort((a, b) => a.groundIndex - b.groundIndex)
      .map((g) => toDecisionGround(g, matcher.match(g.triggers).entries));
    decisions.push({
      id: newest.tick.id,
      file: newest.file,
      decision: newest.tick.decision,
      blame: newest.tick.blame,
      tags: tagsOf(newest.tick, newest.supersededBy),
      grounds,
      roadsNotTaken: roadsNotTaken(newest.tick),
      triggersChanged: [...new Set(grounds.flatMap((g) => g.triggersChanged))],
      changedFiles,
    });
  }
  return decisions.sort(
    (a, b) => compareCodePoints(a.id, b.id) || compareCodePoints(a.file, b.file),
  );
}
