/**
 * Resurfacing (docs/USAGE.md#resurfacing): which decisions the reviewer must
 * see again, and why. A decision resurfaces when any of its test-bound
 * grounds has a verdict other than green or exempt (person-bound and unbound
 * grounds are `n/a` and never resurface). `memo` (C/D jurisdiction) resurfaces
 * too, as a non-gating note. Pure: verdicts in, decisions out.
 */
import { rejectedOption, type Jurisdiction, type Provenance, type Tick } from '../tick.js';
import { sourceRefKey } from '../source-ref.js';
import { compareCodePoints } from '../../text/unicode.js';
import { TriggerMatcher, type ChangeUnderReview } from './change.js';
import type { GroundVerdict, Label, MemoReason, TickVerdict, VerdictRule } from './verdict.js';

/**
 * `gating`: at least one ground would fail the gate. `memo`: only non-gating
 * notes (memo, dirty). `test-changed`: every shown ground is green or exempt,
 * but the pull request changed its guarding test (shown, never gating).
 */
export type ResurfaceKind = 'gating' | 'memo' | 'test-changed';

/** A ground the decision's authors rejected: `supports: "rejected:<option>"`. */
export interface RoadNotTaken {
  groundIndex: number;
  option: string;
  claim: string;
}

export interface DecisionTags {
  authority?: string;
  jurisdiction?: Jurisdiction;
  round_id?: string;
  /** How the decision entered the ledger (ev 0.1.3); absent: human-now. */
  provenance?: Provenance;
  /** The producer's source identity, as ev shows it (a string, or an object's compact JSON). */
  source_ref?: string;
  /** The id of the tick this one supersedes (ev 0.1.27; `corrects` before). */
  supersedes?: string;
  /** The agent proposal this decision ratifies (ev 0.1.16). */
  ratifies?: string;
  /** The latest tick superseding this one (only under rules that still evaluate it). */
  superseded_by?: string;
}

/**
 * What the receipts say on one declared platform the verdict looked at: the
 * latest receipt's result, or that there is none. Shown per platform so a red
 * run is never hidden behind another platform's `not-run`.
 */
export interface PlatformResult {
  platform: string;
  result: 'green' | 'red' | 'gray' | 'no receipt';
  /** The receipt's `falsifiable` (false: the counter-test did not flip it). */
  falsifiable?: boolean;
  ranAt?: string;
}

/**
 * A test-bound ground with its verdict, as every surface shows it: the
 * not-green grounds of a resurfaced decision, every ground of a decision in
 * context (context.ts).
 */
export interface DecisionGround {
  groundIndex: number;
  claim: string;
  supports: string;
  /** What ev prints (after the C/D jurisdiction lock). */
  label: Label;
  /** What a memo stands for (the label before the lock). */
  unlockedLabel: Label;
  /** Which precedence step decided the unlocked label (why it is stale: sha, trigger or age). */
  rule: VerdictRule;
  /** The latest result on each attested declared platform (empty when the sha reference decided first). */
  platformResults: PlatformResult[];
  /** Why the label is memo: a C/D decision, or an agent-proposed one (ev 0.1.8). */
  memoReason?: MemoReason;
  gating: boolean;
  ref: string;
  verifiedAtSha: string;
  counterTest?: string;
  /** No counter-test: falsifiability never proven. */
  harvested: boolean;
  /** ev's detail text: `missing: …`, a stale reason, `ran <ts>` or `no receipt`. */
  detail: string;
  /** The detail of the unlocked label (what a memo's detail would have been). */
  unlockedDetail: string;
  latestRanAt?: string;
  /** The binding's declared liveness, shared with the tick (never modified). */
  platforms: readonly string[];
  triggeredBy: readonly string[];
  /** Declared `triggered_by` entries that the change under review touched, in declared order. */
  triggersChanged: string[];
  /**
   * The changed files (repository-relative) that are this binding's test or
   * counter-test: the guarding test was changed by this pull request. Absent
   * when none is.
   */
  testChanged?: string[];
}

/** What every shown decision carries: resurfaced or in context. */
export interface ShownDecisionFields {
  /** The tick's `id` field (what the state file, the events and the outputs use). */
  id: string;
  /** The tick file's name (where annotations go). */
  file: string;
  decision: string;
  blame: string;
  tags: DecisionTags;
  /** The test-bound grounds shown, in authored order. */
  grounds: DecisionGround[];
  roadsNotTaken: RoadNotTaken[];
  /** Declared `triggered_by` entries the change touched (selecting a changed file), in first-seen order. */
  triggersChanged: string[];
  /** The changed files (repository-relative) the triggers select, in the change's order. */
  changedFiles: string[];
}

/** A decision whose guarding checks are not green: its not-green grounds are shown. */
export interface ResurfacedDecision extends ShownDecisionFields {
  kind: ResurfaceKind;
}

/** Green and exempt grounds are alive (or out of scope for this runner); everything else resurfaces. */
export function isResurfacingLabel(label: Label): boolean {
  return label !== 'green' && label !== 'exempt';
}

/** The options the decision weighed and rejected, with the claim that rejected each. */
export function roadsNotTaken(tick: Tick): RoadNotTaken[] {
  const roads: RoadNotTaken[] = [];
  tick.grounds.forEach((ground, groundIndex) => {
    const option = rejectedOption(ground.supports);
    if (option !== undefined) roads.push({ groundIndex, option, claim: ground.claim });
  });
  // Kept by the report for every shown decision: an exact-size copy, not push's growable store.
  return roads.length === 0 ? roads : roads.slice();
}

/**
 * The declared triggers of a binding that the change touched: those the
 * engine saw in the selected-list or the changed paths (`triggersTouched`,
 * shared entries as docs/ev-0.1.md#the-selected-list compares them) plus those that select a changed file
 * (git pathspec rules, as `triggered_since` reads them).
 */
function changedTriggers(verdict: GroundVerdict, matched: readonly string[]): string[] {
  // Most grounds of a large ledger have no touched trigger: no set to build.
  if (verdict.triggersTouched.length === 0 && matched.length === 0) return [];
  const touched = new Set([...verdict.triggersTouched, ...matched]);
  return unique(verdict.check.liveness.triggered_by.filter((t) => touched.has(t)));
}

function platformResultsOf(verdict: GroundVerdict): PlatformResult[] {
  if (verdict.rule === 'sha-stale' || verdict.rule === 'exempt') return [];
  const results: PlatformResult[] = verdict.deciding.map((receipt) => {
    const result: PlatformResult = {
      platform: receipt.platform,
      result: receipt.result,
      ranAt: receipt.ran_at,
    };
    if (receipt.falsifiable !== undefined) result.falsifiable = receipt.falsifiable;
    return result;
  });
  for (const platform of unique(verdict.missingPlatforms))
    results.push({ platform, result: 'no receipt' });
  // Asked for every resurfaced ground: one result needs no order.
  if (results.length < 2) return results;
  const order = verdict.check.liveness.platforms;
  return results.sort((a, b) => order.indexOf(a.platform) - order.indexOf(b.platform));
}

/**
 * A ground's verdict as surfaces show it; `matched`: its entries that select
 * a changed file; `testChanged`: the changed files that are its test.
 */
export function toDecisionGround(
  verdict: GroundVerdict,
  matched: readonly string[] = [],
  testChanged: readonly string[] = [],
): DecisionGround {
  const ground: DecisionGround = {
    groundIndex: verdict.groundIndex,
    claim: verdict.claim,
    supports: verdict.supports,
    label: verdict.label,
    unlockedLabel: verdict.unlockedLabel,
    rule: verdict.rule,
    platformResults: platformResultsOf(verdict),
    gating: verdict.gating,
    ref: verdict.check.ref,
    verifiedAtSha: verdict.check.verified_at_sha,
    harvested: verdict.harvested,
    detail: verdict.detail,
    unlockedDetail: verdict.unlockedDetail,
    platforms: verdict.check.liveness.platforms,
    triggeredBy: verdict.check.liveness.triggered_by,
    triggersChanged: changedTriggers(verdict, matched),
  };
  if (verdict.check.counter_test !== undefined) ground.counterTest = verdict.check.counter_test;
  if (verdict.memoReason !== undefined) ground.memoReason = verdict.memoReason;
  if (verdict.latestRanAt !== undefined) ground.latestRanAt = verdict.latestRanAt;
  if (testChanged.length > 0) ground.testChanged = [...testChanged];
  return ground;
}

/** The changed files that are this binding's test or counter-test (none when its commands name no file). */
export function testFilesChanged(verdict: GroundVerdict, matcher: TriggerMatcher): string[] {
  return verdict.testFiles.length === 0 ? [] : matcher.match(verdict.testFiles).files;
}

export function tagsOf(tick: Tick, supersededBy?: string): DecisionTags {
  const tags: DecisionTags = {};
  if (tick.authority !== undefined) tags.authority = tick.authority;
  if (tick.jurisdiction !== undefined) tags.jurisdiction = tick.jurisdiction;
  if (tick.round_id !== undefined) tags.round_id = tick.round_id;
  if (tick.provenance !== undefined) tags.provenance = tick.provenance;
  if (tick.source_ref !== undefined) tags.source_ref = sourceRefKey(tick.source_ref);
  if (tick.supersedes !== undefined) tags.supersedes = tick.supersedes;
  if (tick.ratifies !== undefined) tags.ratifies = tick.ratifies;
  if (supersededBy !== undefined) tags.superseded_by = supersededBy;
  return tags;
}

function kindOf(grounds: readonly DecisionGround[]): ResurfaceKind {
  if (grounds.some((g) => g.gating)) return 'gating';
  return grounds.some((g) => isResurfacingLabel(g.label)) ? 'memo' : 'test-changed';
}

/**
 * A ground resurfaces when its label is not green (nor exempt), or when the
 * pull request changed its guarding test: a green that rests on a test the
 * pull request rewrote proves only what the new test checks.
 */
function resurfaceTick(
  verdict: TickVerdict,
  matcher: TriggerMatcher,
): ResurfacedDecision | undefined {
  const resurfacing: { verdict: GroundVerdict; testChanged: string[] }[] = [];
  // Indexed: this runs once for every decision of the ledger (core/ticks/test-checks.ts says why).
  const tests = verdict.tests;
  for (let i = 0; i < tests.length; i++) {
    const g = tests[i] as GroundVerdict;
    const testChanged = testFilesChanged(g, matcher);
    if (isResurfacingLabel(g.label) || testChanged.length > 0)
      resurfacing.push({ verdict: g, testChanged });
  }
  if (resurfacing.length === 0) return undefined;
  resurfacing.sort((a, b) => a.verdict.groundIndex - b.verdict.groundIndex);
  const grounds = resurfacing.map(({ verdict: g, testChanged }) =>
    toDecisionGround(g, matcher.match(g.triggers).entries, testChanged),
  );
  const { tick } = verdict;
  return {
    id: tick.id,
    file: verdict.file,
    decision: tick.decision,
    blame: tick.blame,
    tags: tagsOf(tick, verdict.supersededBy),
    kind: kindOf(grounds),
    grounds,
    roadsNotTaken: roadsNotTaken(tick),
    triggersChanged: grounds.some((g) => g.triggersChanged.length > 0)
      ? unique(grounds.flatMap((g) => g.triggersChanged))
      : [],
    changedFiles: matcher.selectedFiles(resurfacing.map((r) => r.verdict.triggers)),
  };
}

/** No change under review (push, schedule, the CLI without `--changed`). */
const NO_CHANGE: ChangeUnderReview = { files: [], ledgerPrefix: '' };

/**
 * The decisions to resurface: gating ones first, then memo notes; within
 * each, by tick id (code-point order, then file name) so the comment is
 * stable from one push to the next.
 *
 * `change`: the pull request's changed files, to say which declared
 * triggers of each decision it touched.
 */
export function resurface(
  verdicts: readonly TickVerdict[],
  change: ChangeUnderReview = NO_CHANGE,
): ResurfacedDecision[] {
  const matcher = TriggerMatcher.of(change);
  const decisions: ResurfacedDecision[] = [];
  for (const verdict of verdicts) {
    const decision = resurfaceTick(verdict, matcher);
    if (decision) decisions.push(decision);
  }
  return decisions.sort(
    (a, b) =>
      kindRank(a.kind) - kindRank(b.kind) ||
      compareCodePoints(a.id, b.id) ||
      compareCodePoints(a.file, b.file),
  );
}

/** Gating first, then a changed guarding test (the reviewer must read it), then memo notes. */
function kindRank(kind: ResurfaceKind): number {
  return kind === 'gating' ? 0 : kind === 'test-changed' ? 1 : 2;
}

function unique(items: readonly string[]): string[] {
  // Most lists here hold one entry or none: nothing to de-duplicate, no set to build.
  return items.length < 2 ? [...items] : [...new Set(items)];
}
