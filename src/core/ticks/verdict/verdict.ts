/**
 * The pure verdict engine (docs/ev-0.1.md#verdicts): for every test-bound ground of every
 * live tick, is its guarding check still alive? No I/O: receipts, the
 * staleness sha, the selected-list, the clock and `triggered_since` are passed
 * in. Every not-green state is a co-equal fact; the ten-step precedence below
 * only decides which one is reported when several hold.
 */
import { latestReceipts, parseRfc3339, type LatestReceipts, type Receipt } from './receipt.js';
import type { SelectedList } from './selected.js';
import { touchedTriggers } from './selected.js';
import { isAgentProposed, isDetectOnly, type Tick, type TestCheck } from '../tick.js';
import { DEFAULT_EV_RULES, type EvRules } from '../ev-rules.js';
import { currentDecisions } from '../lineage.js';
import { forEachTestCheck } from '../test-checks.js';
import type { GuardingTests } from './guarding-test.js';

export type Label =
  | 'green'
  | 'red'
  | 'gray->red'
  | 'not-run'
  | 'stale'
  | 'unproven'
  | 'silently-unbound'
  | 'dirty'
  | 'exempt'
  | 'memo';

/** Which precedence step decided a verdict (docs/ev-0.1.md#the-precedence, steps 1–10). */
export type VerdictRule =
  | 'sha-stale' // 1
  | 'exempt' // 2
  | 'not-run' // 3
  | 'history-missing' // 4, the action only: the receipt's commit is not in the clone
  | 'trigger-stale' // 4
  | 'age-stale' // 5
  | 'unproven' // 6
  | 'gray' // 7
  | 'red' // 8
  | 'silently-unbound' // 9
  | 'green' // 10
  | 'dirty'; // ev 0.1.32: a green resting on an uncommitted change to a guarded path

export const STALE_REASONS = {
  'sha-stale': 'verified_at_sha behind live origin',
  'history-missing':
    "the deciding receipt's commit is not in this clone, so its freshness cannot be judged",
  'trigger-stale': 'a triggering change landed after the last run',
  'age-stale': 'deciding receipt older than the staleness window',
} as const;

/** ev's detail for a `dirty` verdict (0.1.32). */
export const DIRTY_DETAIL =
  'verified against a dirty worktree — uncommitted change on a guarded path; commit + re-run to confirm';

/** Why a not-green verdict became the non-gating `memo`. */
export type MemoReason = 'detect-only' | 'agent-proposed';

/** The verdict of one test-bound ground. */
export interface GroundVerdict {
  /** Index of the ground in its tick's `grounds` (authored order). */
  groundIndex: number;
  claim: string;
  supports: string;
  check: TestCheck;
  /** No counter_test: falsifiability never proven. */
  harvested: boolean;
  /** The label after the C/D jurisdiction lock (what ev prints). */
  label: Label;
  /** The label before the jurisdiction lock (what the memo stands for). */
  unlockedLabel: Label;
  /** The precedence step that decided `unlockedLabel`. */
  rule: VerdictRule;
  /** Why `label` is `memo` when `unlockedLabel` is not (ev 0.1.20's memo reason). */
  memoReason?: MemoReason;
  /**
   * ev 0.1.29: the staleness sha differed from `verified_at_sha` but git saw no
   * change to the guarded paths between them, so the sha did not make it stale.
   */
  shaStaleCleared?: boolean;
  /** ev's detail text without the harvested prefix: `missing: …`, a stale reason, `ran <ts>` or `no receipt`. */
  detail: string;
  /** The detail of the unlocked label (differs from `detail` only under a memo). */
  unlockedDetail: string;
  /** Would fail `--exit-on-red` / the action's gate. */
  gating: boolean;
  /** Attested declared platforms without a receipt (not-run), in declared order, duplicates kept. */
  missingPlatforms: string[];
  /** The receipts that decided the verdict (latest per attested declared platform). */
  deciding: Receipt[];
  /** Latest `ran_at` of this ref over all platforms, as written; undefined when no receipt. */
  latestRanAt?: string;
  /** The answer of `triggered_since` that was passed in. */
  triggeredSince: boolean;
  /** Declared `triggered_by` entries that the change under review touched (from the selected-list `changed` or the PR's files). */
  triggersTouched: string[];
  /**
   * What staleness, `needed` and context match: `triggered_by`, then (the
   * action) the files its test and counter-test commands name.
   */
  triggers: readonly string[];
  /** The files its test and counter-test commands name, not declared as triggers (the action; else none). */
  testFiles: readonly string[];
}

/** A person-bound or unbound ground: verdict `n/a`, never printed by `check`. */
export interface NotApplicableGround {
  groundIndex: number;
  claim: string;
  supports: string;
  check: 'person' | 'none';
  personRef?: string;
}

export interface TickVerdict {
  /** The tick file's name (what `check` rows show). */
  file: string;
  tick: Tick;
  /** The id of the latest tick whose `supersedes` edge names this one (ev 0.1.27's "superseded by"). */
  supersededBy?: string;
  tests: GroundVerdict[];
  others: NotApplicableGround[];
}

/**
 * `visit` for each test ground's verdict, in order, with the decision's
 * verdict: indexed loops, for the reason core/ticks/test-checks.ts gives.
 */
export function forEachTestVerdict(
  verdicts: readonly TickVerdict[],
  visit: (ground: GroundVerdict, verdict: TickVerdict) => void,
): void {
  for (let i = 0; i < verdicts.length; i++) {
    const verdict = verdicts[i] as TickVerdict;
    const tests = verdict.tests;
    for (let g = 0; g < tests.length; g++) visit(tests[g] as GroundVerdict, verdict);
  }
}

/** Everything the engine needs to know about the world, built once per evaluation. */
export interface VerdictContext {
  /** The staleness reference sha; null = sha-staleness not evaluated. */
  stalenessSha: string | null;
  /** null = the silently-unbound rule is not evaluated. */
  selected: SelectedList | null;
  /** Now, in whole Unix seconds. */
  nowSeconds: number;
  /** `staleness_days` × 86,400 as ev computes it (see config.stalenessWindowSeconds). */
  windowSeconds: bigint;
  /** Platforms this runner attests; null = all. */
  attest: readonly string[] | null;
  /** Paths the change under review touched (for `triggersTouched`); defaults to the selected-list's `changed`. */
  changedPaths?: readonly string[];
  /** Which ev release's rules judge the ledger (default: the newest supported, 0.1.32). */
  rules?: EvRules;
}

/** What the engine is told about one bound ref. */
export interface EngineInputs {
  /** This ref's receipts (well-formed, filed under its key), in file order. */
  receiptsFor(ref: string): readonly Receipt[];
  /** `git rev-list <commit>..HEAD -- <paths>` printed something (false when git cannot tell). */
  triggeredSince(commit: string, paths: readonly string[]): boolean;
  /**
   * The action's deviation from ev (docs/USAGE.md#trust-model): the commit is
   * not in the clone (shallow checkout, forged receipt), so git cannot tell
   * whether a trigger changed since; the binding then reads stale instead of
   * green. Absent (the CLI): ev's reading, no triggering change.
   */
  historyMissing?(commit: string): boolean;
  /**
   * ev 0.1.29: did `git rev-list <verified_at_sha>..<staleness sha> -- <paths>`
   * print something? undefined when git cannot tell (the sha stays stale).
   * Absent: never asked, so a moved staleness sha always makes it stale.
   */
  guardedPathsChanged?(verifiedAtSha: string, paths: readonly string[]): boolean | undefined;
  /**
   * ev 0.1.32: does a tracked file under these paths have an uncommitted
   * change (`git status --porcelain --untracked-files=no -- <paths>`)? False
   * when git cannot tell. Absent: never dirty.
   */
  guardedPathsDirty?(paths: readonly string[]): boolean;
  /**
   * The action's deviation from ev (docs/USAGE.md#trust-model): the files a
   * binding's commands name are triggers of it too. Absent: `triggered_by` only.
   */
  guardingTests?: GuardingTests;
}

interface UnlockedVerdict {
  label: Label;
  rule: VerdictRule;
  missingPlatforms: string[];
  deciding: Receipt[];
}

const verdict = (
  label: Label,
  rule: VerdictRule,
  deciding: Receipt[] = [],
  missingPlatforms: string[] = [],
): UnlockedVerdict => ({ label, rule, deciding, missingPlatforms });

/** A deciding receipt older than the window; an unparsable `ran_at` is never old (ev skips it). */
function olderThanWindow(receipt: Receipt, ctx: VerdictContext): boolean {
  const ranAt = parseRfc3339(receipt.ran_at);
  return ranAt !== undefined && BigInt(ctx.nowSeconds - ranAt.seconds) > ctx.windowSeconds;
}

/** The ten-step precedence, first match wins (docs/ev-0.1.md#the-precedence). */
export function decideVerdict(
  check: TestCheck,
  receipts: readonly Receipt[],
  ctx: VerdictContext,
  triggeredSince: boolean,
  historyMissing = false,
): UnlockedVerdict {
  const ref = check.ref;
  // 1. The world moved on since the binding was verified.
  if (ctx.stalenessSha !== null && ctx.stalenessSha !== check.verified_at_sha)
    return verdict('stale', 'sha-stale');

  // 2. This runner speaks for none of the declared platforms.
  const attest = ctx.attest;
  const attested =
    attest === null
      ? check.liveness.platforms
      : check.liveness.platforms.filter((p) => attest.includes(p));
  if (attest !== null && attested.length === 0) return verdict('exempt', 'exempt');

  // 3. Every attested platform (declared order, duplicates kept) needs a latest receipt.
  const deciding: Receipt[] = [];
  const missing: string[] = [];
  const { onPlatform } = latestOf(ref, receipts);
  for (const platform of attested) {
    const latest = onPlatform.get(platform);
    if (latest === undefined) missing.push(platform);
    else deciding.push(latest);
  }
  if (missing.length > 0) return verdict('not-run', 'not-run', deciding, missing);

  // 4–8. Freshness, then falsifiability, then the results themselves.
  if (historyMissing) return verdict('stale', 'history-missing', deciding);
  if (triggeredSince) return verdict('stale', 'trigger-stale', deciding);
  if (deciding.some((r) => olderThanWindow(r, ctx))) return verdict('stale', 'age-stale', deciding);
  if (deciding.some((r) => r.falsifiable === false))
    return verdict('unproven', 'unproven', deciding);
  if (deciding.some((r) => r.result === 'gray')) return verdict('gray->red', 'gray', deciding);
  if (deciding.some((r) => r.result === 'red')) return verdict('red', 'red', deciding);

  // 9. The diff touched a declared trigger but did not select this ref to run.
  const selected = ctx.selected;
  if (selected !== null) {
    const touched = check.liveness.triggered_by.some((t) => selected.changed.includes(t));
    if (touched && !selected.selected.includes(ref))
      return verdict('silently-unbound', 'silently-unbound', deciding);
  }
  return verdict('green', 'green', deciding);
}

/**
 * Why this verdict is locked to `memo`, if it is: LOCK 1, a C/D (detect-only)
 * decision; from ev 0.1.8, LOCK 3, a decision declared agent-proposed. Green,
 * exempt and (0.1.32) dirty are never locked.
 */
export function memoReasonFor(
  tick: Pick<Tick, 'jurisdiction' | 'provenance'>,
  label: Label,
  rules: EvRules,
): MemoReason | undefined {
  if (label === 'green' || label === 'exempt' || label === 'dirty' || label === 'memo')
    return undefined;
  if (isDetectOnly(tick)) return 'detect-only';
  if (rules !== '0.1.2' && isAgentProposed(tick)) return 'agent-proposed';
  return undefined;
}

/** `--exit-on-red` fails on everything but green, exempt, memo and dirty (n/a is never a test label). */
export function isGating(label: Label): boolean {
  return label !== 'green' && label !== 'exempt' && label !== 'memo' && label !== 'dirty';
}

/** ev's detail text for a label: `missing: …` for not-run, the reason for stale, else the latest run. */
function detailFor(
  label: Label,
  rule: VerdictRule,
  missing: readonly string[],
  latestRanAt: string | undefined,
): string {
  if (label === 'not-run') return `missing: ${missing.join(', ')}`;
  if (label === 'stale') return STALE_REASONS[rule as keyof typeof STALE_REASONS];
  if (label === 'dirty') return DIRTY_DETAIL;
  return latestRanAt === undefined ? 'no receipt' : `ran ${latestRanAt}`;
}

/** Each receipt list's latest receipts of a ref, found once: the trigger questions ask first, the verdict again. */
const latestByList = new WeakMap<readonly Receipt[], Map<string, LatestReceipts>>();

function latestOf(ref: string, receipts: readonly Receipt[]): LatestReceipts {
  let byRef = latestByList.get(receipts);
  if (byRef === undefined) latestByList.set(receipts, (byRef = new Map()));
  let latest = byRef.get(ref);
  if (latest === undefined) byRef.set(ref, (latest = latestReceipts(receipts, ref)));
  return latest;
}

/** The latest receipt of a ref over all platforms (attested or not): the display time and the trigger check. */
export function latestOfRef(ref: string, receipts: readonly Receipt[]): Receipt | undefined {
  return latestOf(ref, receipts).overall;
}

/** `triggered_since` for a binding: did a trigger change after its latest run? False without a receipt. */
function askTriggeredSince(
  triggers: readonly string[],
  latest: Receipt | undefined,
  inputs: EngineInputs,
): boolean {
  return latest !== undefined && inputs.triggeredSince(latest.commit, triggers);
}

const NO_FILES: readonly string[] = Object.freeze([]);

export function evaluateGround(
  tick: Tick,
  groundIndex: number,
  inputs: EngineInputs,
  ctx: VerdictContext,
): GroundVerdict | NotApplicableGround {
  const ground = tick.grounds[groundIndex];
  if (ground === undefined) throw new RangeError(`tick ${tick.id} has no ground ${groundIndex}`);
  const check = ground.check;
  if (check === undefined || check.by === 'person') {
    const other: NotApplicableGround = {
      groundIndex,
      claim: ground.claim,
      supports: ground.supports,
      check: check === undefined ? 'none' : 'person',
    };
    if (check !== undefined) other.personRef = check.ref;
    return other;
  }
  const receipts = inputs.receiptsFor(check.ref);
  const latest = latestOfRef(check.ref, receipts);
  const triggers = inputs.guardingTests?.triggersOf(check) ?? check.liveness.triggered_by;
  const triggeredSince = askTriggeredSince(triggers, latest, inputs);
  const historyMissing = latest !== undefined && inputs.historyMissing?.(latest.commit) === true;
  const rules = ctx.rules ?? DEFAULT_EV_RULES;
  const resolved = resolveVerdict(
    check,
    receipts,
    ctx,
    triggeredSince,
    inputs,
    rules,
    historyMissing,
    triggers,
  );
  const unlocked = resolved.verdict;
  const memoReason = memoReasonFor(tick, unlocked.label, rules);
  const label = memoReason === undefined ? unlocked.label : 'memo';
  const result: GroundVerdict = {
    groundIndex,
    claim: ground.claim,
    supports: ground.supports,
    check,
    harvested: check.counter_test === undefined,
    label,
    unlockedLabel: unlocked.label,
    rule: unlocked.rule,
    detail: detailFor(label, unlocked.rule, unlocked.missingPlatforms, latest?.ran_at),
    unlockedDetail: detailFor(
      unlocked.label,
      unlocked.rule,
      unlocked.missingPlatforms,
      latest?.ran_at,
    ),
    gating: isGating(label),
    missingPlatforms: unlocked.missingPlatforms,
    deciding: unlocked.deciding,
    triggeredSince,
    triggersTouched: touchedTriggers(
      check.liveness.triggered_by,
      ctx.changedPaths ?? ctx.selected?.changed ?? [],
    ),
    triggers,
    testFiles: inputs.guardingTests?.filesOf(check) ?? NO_FILES,
  };
  if (latest !== undefined) result.latestRanAt = latest.ran_at;
  if (memoReason !== undefined) result.memoReason = memoReason;
  if (resolved.shaStaleCleared) result.shaStaleCleared = true;
  return result;
}

/**
 * The precedence, then what ev 0.1.29 and 0.1.32 add around it (cmd.rs
 * `resolve_verdict`): a sha-stale verdict whose guarded paths git saw no
 * change to is judged again without the sha; a green whose guarded paths
 * have an uncommitted change is `dirty`. Under 0.1.2's rules, neither.
 */
function resolveVerdict(
  check: TestCheck,
  receipts: readonly Receipt[],
  ctx: VerdictContext,
  triggeredSince: boolean,
  inputs: EngineInputs,
  rules: EvRules,
  historyMissing: boolean,
  paths: readonly string[],
): { verdict: UnlockedVerdict; shaStaleCleared: boolean } {
  let verdict = decideVerdict(check, receipts, ctx, triggeredSince, historyMissing);
  if (rules === '0.1.2') return { verdict, shaStaleCleared: false };
  let shaStaleCleared = false;
  if (
    verdict.rule === 'sha-stale' &&
    inputs.guardedPathsChanged?.(check.verified_at_sha, paths) === false
  ) {
    verdict = decideVerdict(
      check,
      receipts,
      { ...ctx, stalenessSha: null },
      triggeredSince,
      historyMissing,
    );
    shaStaleCleared = true;
  }
  if (verdict.label === 'green' && inputs.guardedPathsDirty?.(paths) === true)
    verdict = { ...verdict, label: 'dirty', rule: 'dirty' };
  return { verdict, shaStaleCleared };
}

function isTestVerdict(v: GroundVerdict | NotApplicableGround): v is GroundVerdict {
  return typeof v.check !== 'string';
}

export function evaluateTick(
  file: string,
  tick: Tick,
  inputs: EngineInputs,
  ctx: VerdictContext,
): TickVerdict {
  const tests: GroundVerdict[] = [];
  const others: NotApplicableGround[] = [];
  tick.grounds.forEach((_, i) => {
    const v = evaluateGround(tick, i, inputs, ctx);
    if (isTestVerdict(v)) tests.push(v);
    else others.push(v);
  });
  return { file, tick, tests, others };
}

/** Only `live` ticks are evaluated (every tick ev 0.1.2 writes is live; anything else is skipped). */
export function isEvaluated(tick: Tick): boolean {
  return tick.status === 'live';
}

/**
 * The ticks `check` evaluates, in the order it evaluates them. ev 0.1.2: every
 * live tick, in the order given (the caller sorts by file name). From ev
 * 0.1.11 on: lineages collapsed to their tip first (lineage.ts), then the live
 * ones, latest first — a superseded decision neither runs, prints nor gates.
 */
export function evaluatedTicks<T extends { file: string; tick: Tick }>(
  ticks: readonly T[],
  rules: EvRules = DEFAULT_EV_RULES,
): T[] {
  const candidates = rules === '0.1.2' ? ticks : currentDecisions(ticks);
  return candidates.filter(({ tick }) => isEvaluated(tick));
}

/** Every tick `check` evaluates (evaluatedTicks under `ctx.rules`). */
export function evaluateLedger(
  ticks: readonly { file: string; tick: Tick }[],
  inputs: EngineInputs,
  ctx: VerdictContext,
): TickVerdict[] {
  return evaluatedTicks(ticks, ctx.rules).map(({ file, tick }) =>
    evaluateTick(file, tick, inputs, ctx),
  );
}

/** A `triggered_since` question the git adapter must answer before evaluation. */
export interface TriggerQuestion {
  commit: string;
  paths: readonly string[];
}

/**
 * Every distinct `triggered_since` question evaluating these ticks will ask,
 * so git can answer them in one batch. The caller passes the ticks it
 * evaluates (`check`: the live ones; `reopen`: one tick, whatever its status).
 */
export function triggerQuestions(
  ticks: readonly { tick: Tick }[],
  receiptsFor: (ref: string) => readonly Receipt[],
  triggersOf?: (check: TestCheck) => readonly string[],
): TriggerQuestion[] {
  const questions = new QuestionMap<TriggerQuestion>();
  forEachTestCheck(
    ticks,
    ({ tick }) => tick,
    (check) => {
      const latest = latestOfRef(check.ref, receiptsFor(check.ref));
      if (latest === undefined) return;
      const paths = triggersOf?.(check) ?? check.liveness.triggered_by;
      const question = { commit: latest.commit, paths };
      if (!questions.has(question)) questions.set(question, question);
    },
  );
  return [...questions.values()];
}

/** Each trigger list's key, made once per list (every binding asks twice): its paths as JSON strings. */
const pathKeys = new WeakMap<readonly string[], string>();

function pathsKey(paths: readonly string[]): string {
  let key = pathKeys.get(paths);
  if (key === undefined) pathKeys.set(paths, (key = paths.map((p) => JSON.stringify(p)).join(',')));
  return key;
}

/**
 * Values by `triggered_since` question (same commit, same paths = same
 * question). Two levels — commit, then the paths' key — so a lookup builds
 * no string: the engine looks up one question per binding.
 */
export class QuestionMap<V> {
  private readonly byCommit = new Map<string, Map<string, V>>();

  get(question: TriggerQuestion): V | undefined {
    return this.byCommit.get(question.commit)?.get(pathsKey(question.paths));
  }

  has(question: TriggerQuestion): boolean {
    return this.byCommit.get(question.commit)?.has(pathsKey(question.paths)) ?? false;
  }

  set(question: TriggerQuestion, value: V): this {
    let byPaths = this.byCommit.get(question.commit);
    if (byPaths === undefined) this.byCommit.set(question.commit, (byPaths = new Map()));
    byPaths.set(pathsKey(question.paths), value);
    return this;
  }

  *values(): IterableIterator<V> {
    for (const byPaths of this.byCommit.values()) yield* byPaths.values();
  }
}

/** git's `triggered_since` answers, by question. */
export type TriggerAnswers = QuestionMap<boolean>;
