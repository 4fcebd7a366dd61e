/**
 * What a pull request did to its base (docs/USAGE.md#trust-model): the
 * decisions live at the base that it took out of the evaluation or
 * downgraded, and, for every binding that gates now, whether this pull
 * request broke it or it was already failing on the base. Superseding is
 * `ev`'s own way to change a decision, so a replaced decision does not fail
 * the gate by itself — but it is never silent: every surface shows it, with
 * its verdicts at the base. Pure: two ledgers' ticks and verdicts in.
 */
import type { EvRules } from '../ev-rules.js';
import { decisionIdentity, latestFirst, type FiledTick } from '../lineage.js';
import {
  isAgentProposed,
  isDetectOnly,
  type Jurisdiction,
  type Provenance,
  type Tick,
} from '../tick.js';
import { compareCodePoints } from '../../text/unicode.js';
import type { GroundVerdict, Label, TickVerdict } from './verdict.js';

/**
 * How the decision left the evaluation:
 * - `superseded`: a tick's `supersedes` names it;
 * - `collapsed`: a later tick with the same decision (a copy, a ratification) stands for it;
 * - `status`: its own tick file now says a status other than `live`;
 * - `modified`: its own tick file was changed in place (a different decision under its name);
 * - `removed`: its tick file is gone from the ledger, or is no longer a tick.
 */
export type Replacement = 'superseded' | 'collapsed' | 'status' | 'modified' | 'removed';

/**
 * What became of it: no tick stands in its place (`out-of-evaluation`); one
 * does and may gate as it did (`replaced`); one does and can never gate
 * (`downgraded`: agent-proposed, or jurisdiction C/D).
 */
export type ReplacementEffect = 'out-of-evaluation' | 'replaced' | 'downgraded';

/** Why a decision that stands in can never gate. */
export type Downgrade = 'agent-proposed' | 'detect-only';

/** A tick as the reader is told about it: what it claims, and whether this pull request wrote it. */
export interface ReplacingTick {
  id: string;
  file: string;
  /** What the tick's `blame` says: a copy repeats its original's author, so never "who did it". */
  blame: string;
  status: string;
  /** The pull request added this tick file, or changed it. */
  addedByPullRequest: boolean;
  /** Its test-bound grounds: none, and nothing can gate on it. */
  bindings: number;
  provenance?: Provenance;
  jurisdiction?: Jurisdiction;
}

/** One test-bound ground of a replaced decision, with its verdict at the base. */
export interface BaseGround {
  groundIndex: number;
  claim: string;
  ref: string;
  label: Label;
  gating: boolean;
}

/** A decision live at the base that the pull request took out of the evaluation or downgraded. */
export interface ReplacedDecision {
  /** The base tick's id, file, decision and blame. */
  id: string;
  file: string;
  decision: string;
  blame: string;
  how: Replacement;
  /** The tick that did it: the superseding tick, the copy, its own file as it is now. */
  by?: ReplacingTick;
  effect: ReplacementEffect;
  /** The tick evaluated in its place now, at the end of its lineage (absent: none). */
  standing?: ReplacingTick;
  downgrade?: Downgrade;
  /** It could gate at the base: a test-bound ground, neither detect-only nor agent-proposed. */
  gated: boolean;
  /** Its test-bound grounds' verdicts at the base, in authored order. */
  baseGrounds: BaseGround[];
}

/** One side of the comparison: every parsed tick, and the verdicts of those the engine evaluates. */
export interface LedgerSide {
  ticks: readonly FiledTick[];
  verdicts: readonly TickVerdict[];
}

export interface VersusBaseInput {
  base: LedgerSide;
  head: LedgerSide;
  rules: EvRules;
}

/** What a pull request did to its base: the decisions it replaced, and each binding against the base. */
export interface VersusBase {
  replaced: ReplacedDecision[];
  baseline: (verdict: TickVerdict, ground: GroundVerdict) => BindingBaseline;
}

export function versusBase(input: VersusBaseInput): VersusBase {
  return {
    replaced: replacedDecisions(input),
    baseline: bindingBaselines(input.base.verdicts),
  };
}

/**
 * The same tick on both sides: the same parsed object (a file the pull
 * request did not touch is parsed once) or the same content.
 */
export function sameTick(a: Tick, b: Tick): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/** Whether a tick's verdicts may gate under these rules: neither detect-only nor (0.1.8+) agent-proposed. */
export function mayGate(tick: Tick, rules: EvRules): boolean {
  return !isDetectOnly(tick) && !(rules !== '0.1.2' && isAgentProposed(tick));
}

function downgradeOf(tick: Tick, rules: EvRules): Downgrade | undefined {
  if (isDetectOnly(tick)) return 'detect-only';
  if (rules !== '0.1.2' && isAgentProposed(tick)) return 'agent-proposed';
  return undefined;
}

function hasBinding(tick: Tick): boolean {
  return tick.grounds.some((ground) => ground.check?.by === 'test');
}

/** The lookups the comparison makes over the head's ticks, each built once. */
class HeadLedger {
  readonly byFile = new Map<string, Tick>();
  readonly evaluated = new Set<string>();
  private readonly supersededBy = new Map<string, FiledTick>();
  private byDecision: Map<string, FiledTick[]> | undefined;

  constructor(
    private readonly side: LedgerSide,
    private readonly rules: EvRules,
  ) {
    for (const { file, tick } of side.ticks) this.byFile.set(file, tick);
    for (const { file } of side.verdicts) this.evaluated.add(file);
    if (rules === '0.1.2') return; // no lineage edges under 0.1.2's rules
    for (const entry of side.ticks) {
      const id = entry.tick.supersedes;
      if (id === undefined) continue;
      const known = this.supersededBy.get(id);
      if (known === undefined || latestFirst(entry, known) < 0) this.supersededBy.set(id, entry);
    }
  }

  /** The latest tick whose `supersedes` names this id. */
  superseding(id: string): FiledTick | undefined {
    return this.supersededBy.get(id);
  }

  /** The latest other tick with this tick's decision identity (what a collapse keeps). */
  copyOf(entry: FiledTick): FiledTick | undefined {
    if (this.rules === '0.1.2') return undefined;
    if (this.byDecision === undefined) {
      this.byDecision = new Map();
      for (const other of this.side.ticks) {
        const group = this.byDecision.get(other.tick.decision);
        if (group) group.push(other);
        else this.byDecision.set(other.tick.decision, [other]);
      }
    }
    const identity = decisionIdentity(entry.tick);
    const copies = (this.byDecision.get(entry.tick.decision) ?? []).filter(
      (other) => other.file !== entry.file && decisionIdentity(other.tick) === identity,
    );
    return copies.sort(latestFirst)[0];
  }

  /** What stands for this tick when it is not evaluated itself: its superseding tick, else its copy. */
  next(entry: FiledTick): FiledTick | undefined {
    return this.superseding(entry.tick.id) ?? this.copyOf(entry);
  }

  /** The tick evaluated in this one's place, following the lineage (each tick visited once). */
  standing(start: FiledTick): FiledTick | undefined {
    const seen = new Set<string>();
    for (
      let current: FiledTick | undefined = start;
      current !== undefined && !seen.has(current.file);
      current = this.next(current)
    ) {
      if (this.evaluated.has(current.file)) return current;
      seen.add(current.file);
    }
    return undefined;
  }
}

function optional(by: FiledTick | undefined): { by?: FiledTick } {
  return by === undefined ? {} : { by };
}

/** How a base decision that the head no longer evaluates left, and the tick that did it. */
function howItLeft(entry: FiledTick, head: HeadLedger): { how: Replacement; by?: FiledTick } {
  const superseding = head.superseding(entry.tick.id);
  if (superseding !== undefined) return { how: 'superseded', by: superseding };
  const now = head.byFile.get(entry.file);
  // Gone; a file under another name may still carry the same decision (a rename).
  if (now === undefined) return { how: 'removed', ...optional(head.copyOf(entry)) };
  const own = { file: entry.file, tick: now };
  if (now.status !== 'live') return { how: 'status', by: own };
  const copy = head.copyOf(own);
  if (copy !== undefined) return { how: 'collapsed', by: copy };
  return { how: 'modified', by: own };
}

/**
 * The decisions live (evaluated) at the base that the head no longer
 * evaluates as they were, or that now stand in a form that can never gate.
 * A decision's tick is immutable: when its file is unchanged and still
 * evaluated, nothing happened to it. By base tick id.
 */
export function replacedDecisions(input: VersusBaseInput): ReplacedDecision[] {
  const { rules } = input;
  const head = new HeadLedger(input.head, rules);
  const baseByFile = new Map<string, Tick>();
  for (const { file, tick } of input.base.ticks) baseByFile.set(file, tick);
  const verdictOf = new Map(input.base.verdicts.map((v) => [v.file, v]));
  const told = (entry: FiledTick): ReplacingTick => {
    const before = baseByFile.get(entry.file);
    const shown: ReplacingTick = {
      id: entry.tick.id,
      file: entry.file,
      blame: entry.tick.blame,
      status: entry.tick.status,
      addedByPullRequest: before === undefined || !sameTick(before, entry.tick),
      bindings: entry.tick.grounds.filter((ground) => ground.check?.by === 'test').length,
    };
    if (entry.tick.provenance !== undefined) shown.provenance = entry.tick.provenance;
    if (entry.tick.jurisdiction !== undefined) shown.jurisdiction = entry.tick.jurisdiction;
    return shown;
  };

  const replaced: ReplacedDecision[] = [];
  for (const { file, tick } of input.base.verdicts) {
    const entry: FiledTick = { file, tick };
    const now = head.byFile.get(entry.file);
    // Untouched and still evaluated: the common case, decided without any comparison of content.
    if (now === entry.tick && head.evaluated.has(entry.file)) continue;
    let how: Replacement;
    let by: FiledTick | undefined;
    if (now !== undefined && head.evaluated.has(entry.file)) {
      if (sameTick(entry.tick, now)) continue;
      how = 'modified';
      by = { file: entry.file, tick: now };
    } else {
      ({ how, by } = howItLeft(entry, head));
    }
    const standing = by === undefined ? undefined : head.standing(by);
    const downgrade =
      standing !== undefined && mayGate(entry.tick, rules)
        ? downgradeOf(standing.tick, rules)
        : undefined;
    const effect: ReplacementEffect =
      standing === undefined ? 'out-of-evaluation' : downgrade ? 'downgraded' : 'replaced';
    const decision: ReplacedDecision = {
      id: entry.tick.id,
      file: entry.file,
      decision: entry.tick.decision,
      blame: entry.tick.blame,
      how,
      effect,
      gated: mayGate(entry.tick, rules) && hasBinding(entry.tick),
      baseGrounds: baseGroundsOf(verdictOf.get(entry.file)),
    };
    if (by !== undefined) decision.by = told(by);
    if (standing !== undefined) decision.standing = told(standing);
    if (downgrade !== undefined) decision.downgrade = downgrade;
    replaced.push(decision);
  }
  return replaced.sort(
    (a, b) => compareCodePoints(a.id, b.id) || compareCodePoints(a.file, b.file),
  );
}

function baseGroundsOf(verdict: TickVerdict | undefined): BaseGround[] {
  return (verdict?.tests ?? []).map((ground) => ({
    groundIndex: ground.groundIndex,
    claim: ground.claim,
    ref: ground.check.ref,
    label: ground.label,
    gating: ground.gating,
  }));
}

// ---------------------------------------------------------------------------
// Each binding against the base

/**
 * Why a binding gates now: this pull request broke it, or it was already
 * failing on the base.
 */
export type GatingOrigin = 'broken-by-this-pr' | 'already-failing-on-base';

/** A binding of the head against the base. */
export interface BindingBaseline {
  /** Its verdict at the base; null when its decision was not evaluated there as it is now. */
  baseLabel: Label | null;
  /** For a binding that gates now: broken by this pull request, or already failing on the base. */
  origin?: GatingOrigin;
}

/** Labels that say a check ran and does not hold. */
const FAILING_LABELS: ReadonlySet<Label> = new Set(['red', 'gray->red', 'unproven']);

/**
 * How bad a verdict is, as evidence: 0 it does not gate; 1 it gates for
 * lack of current evidence (not-run, stale, silently-unbound); 2 it rests
 * on a failing run — its label says so, or a deciding receipt is red, gray
 * or not falsifiable (a `not-run` on another platform can hide one).
 */
export function failureClass(ground: GroundVerdict | undefined): 0 | 1 | 2 {
  if (ground === undefined || !ground.gating) return 0;
  if (FAILING_LABELS.has(ground.label)) return 2;
  return ground.deciding.some((r) => r.result !== 'green' || r.falsifiable === false) ? 2 : 1;
}

/**
 * Each head binding against the base's verdicts. A binding that gates now
 * was **already failing on the base** when it gated there too on evidence
 * at least as bad (failureClass): a failing run now is already failing only
 * when the base's verdict rested on a failing run as well — a base without
 * evidence cannot show that the failure predates this pull request. Every
 * other gating binding, and every binding of a decision the base did not
 * evaluate as it is now (one the pull request adds), is **broken by this
 * pull request**.
 */
export function bindingBaselines(
  baseVerdicts: readonly TickVerdict[],
): (verdict: TickVerdict, ground: GroundVerdict) => BindingBaseline {
  const byFile = new Map(baseVerdicts.map((v) => [v.file, v]));
  return (verdict, ground) => {
    const base = byFile.get(verdict.file);
    const same = base !== undefined && sameTick(base.tick, verdict.tick);
    const baseGround = same
      ? base.tests.find((g) => g.groundIndex === ground.groundIndex)
      : undefined;
    const baseline: BindingBaseline = { baseLabel: baseGround?.label ?? null };
    if (ground.gating)
      baseline.origin =
        failureClass(ground) > failureClass(baseGround)
          ? 'broken-by-this-pr'
          : 'already-failing-on-base';
    return baseline;
  };
}
