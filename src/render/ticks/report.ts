/**
 * The report document: every figure of one evaluation, versioned
 * (`schemaVersion: 2` added the decisions in context, the changed files of
 * each resurfaced decision and the `context` setting; `3` the provenance of
 * each binding's deciding receipts and the `trust` findings; `4` each binding
 * against the pull request's base — its verdict there, broken by this pull
 * request or already failing on the base — the decisions the pull request
 * replaced, and the `gateScope` setting). The action writes it
 * to `report-path`; the comment, the job summary and the annotations are
 * rendered from it alone, so what a reviewer sees and what a workflow reads
 * never disagree. Pure.
 */
import { REPORT_SCHEMA_VERSION } from '../report-schema.js';
import { ledgerPathPrefix } from '../working-directory.js';
import type { LedgerDiff } from '../../core/ticks/ledger-diff.js';
import type {
  BindingExecution,
  BindingExecutionOf,
} from '../../core/ticks/verdict/check-selection.js';
import type { ReceiptMergeOutcome } from '../../core/ticks/verdict/receipt-merge.js';
import type { Receipt, RunResult } from '../../core/ticks/verdict/receipt.js';
import {
  describeSource,
  type EvidenceSource,
  type ReceiptProvenance,
} from '../../core/ticks/verdict/provenance.js';
import { decisionsInContext, type InContextDecision } from '../../core/ticks/verdict/context.js';
import {
  resurface,
  type DecisionGround,
  type ResurfacedDecision,
} from '../../core/ticks/verdict/resurface.js';
import {
  forEachTestVerdict,
  type GroundVerdict,
  type Label,
  type TickVerdict,
} from '../../core/ticks/verdict/verdict.js';
import { addEach } from '../../core/ticks/test-checks.js';
import type {
  BindingBaseline,
  GatingOrigin,
  ReplacedDecision,
  VersusBase,
} from '../../core/ticks/verdict/versus-base.js';
import { bindingKey } from '../../core/ticks/verdict/check-selection.js';
import type { VerifyResult } from '../../core/ticks/verify.js';
import { adviceOfReport, type AdviceFacts, type AdviceSegment } from './advice.js';
import type { GateScope, ReportSettings } from './report-settings.js';

/** GitHub's list-files API stops at this many files for a pull request. */
export const PULL_REQUEST_FILES_CAP = 3000;

export type Conclusion = 'success' | 'failure' | 'neutral';

/** One execution of a bound ref (or its counter-test) by the runner. */
export interface RunOutput {
  ref: string;
  role: 'test' | 'counter-test';
  platform: string;
  /** `null` when the process was killed (timeout, signal). */
  exitCode: number | null;
  timedOut: boolean;
  /** What the runner concluded (exit code vs `green_exit_code`; a timeout is `gray`). */
  result: RunResult;
  /** The end of the combined output (the runner keeps only a tail). */
  outputTail: string;
}

/** The pull request's changed files (repository-relative). */
export interface ChangedFiles {
  files: string[];
  /** The API's 3,000-file cap was hit: the list is incomplete. */
  capped: boolean;
}

/** One line of `verify --self-test` (docs/ev-0.1.md#verify-findings), e.g. `✓ genesis: e2b337f53a1f (want e2b337f53a1f)`. */
export interface SelfTestLine {
  ok: boolean;
  text: string;
}

export interface ReportContext {
  /** `GITHUB_EVENT_NAME`, or `cli` for the local `report` command. */
  event: string;
  /** `owner/name`. */
  repository: string;
  pullRequest?: number;
  headSha?: string;
  baseSha?: string;
  /** The `working-directory` input, as given (where `.evolving/` lives). */
  workingDirectory: string;
  /**
   * Why this run may not pass the commit it reports on (the action): the
   * checkout was not the pull request's head or its merge commit, or a fork's
   * head has no open pull request. The conclusion is then never `success`.
   */
  notJudged?: string;
}

export type { GateScope, ReportSettings, StalenessSetting } from './report-settings.js';

/** The settings a caller may leave out: a run that executes nothing, judged on every platform, no sha reference. */
const DEFAULT_SETTINGS = {
  gateScope: 'all',
  context: true,
  runChecks: 'off',
  platform: null,
  attest: null,
  staleness: { setting: 'none', policy: 'none', sha: null },
} as const satisfies Partial<ReportSettings>;

export interface ReportInput {
  context: ReportContext;
  /** What is left out takes DEFAULT_SETTINGS (`context` true, as the input's default). */
  settings: Pick<ReportSettings, 'gate' | 'failOnViolation'> &
    Partial<Omit<ReportSettings, 'gate' | 'failOnViolation'>>;
  verify: VerifyResult;
  verdicts: readonly TickVerdict[];
  /** Pull requests only. */
  ledgerDiff?: LedgerDiff;
  /** With `run-checks`. */
  runs?: readonly RunOutput[];
  /** Pull requests only. */
  changedFiles?: ChangedFiles;
  /** `workflow_dispatch` only. */
  selfTest?: readonly SelfTestLine[];
  /** Things the orchestrator wants the reader to know (e.g. bound checks refused on `pull_request_target`). */
  notes?: readonly string[];
  /** What `run-checks` did with each binding; without it, every binding is `off`. */
  executions?: BindingExecutionOf;
  /** With `receipts`: what merging them did. */
  receiptMerge?: ReceiptMergeOutcome;
  /** The action's evidence rules: what they refused, and where each deciding receipt came from. */
  trust?: TrustInput;
  /** A pull request whose base was judged: what it replaced, and each binding against the base. */
  base?: VersusBase;
}

export interface TrustInput {
  /** What the change brought that does not judge it, refused receipts, missing history: one line each. */
  findings: readonly string[];
  provenance?: Pick<ReceiptProvenance, 'sourceOf'>;
  /** `workflow_run`: the triggering run whose artifacts `receipts:` merged. */
  mergedFromRun?: number;
  /** A pull request event: committed evidence is the base's. */
  pullRequest: boolean;
  /** `workflow_run` for a fork: receipts merged from artifacts are the fork's own claims. */
  mergedAreForkClaims: boolean;
}

/** Where one deciding receipt of a binding came from. */
export interface ReportProvenance {
  platform: string;
  source: EvidenceSource['kind'];
  /** `merged`: the directory it was merged from (an artifact, a cache). */
  from?: string;
  /** Said to a reader: `this run`, `the base's committed evidence`, `merged from …`. */
  text: string;
}

/** What the pull request brought that does not judge it, and whose claims a green rests on. */
export interface ReportTrust {
  findings: string[];
  /** Green bindings that rest on receipts from a fork's artifacts (its own claims). */
  forkClaims: number;
}

/** The failing run of a resurfaced ground's ref, when checks were run. */
export interface ReportRun {
  platform: string;
  exitCode: number | null;
  timedOut: boolean;
  result: RunResult;
  outputTail: string;
}

/** A binding against the pull request's base (schema 4; absent without a judged base). */
export interface AgainstBase {
  /** Its verdict at the base, before this run's checks; null when its decision was not evaluated there as it is now. */
  baseLabel?: Label | null;
  /** A gating binding: broken by this pull request, or already failing on the base. */
  origin?: GatingOrigin;
}

export interface ReportGround extends DecisionGround, AgainstBase {
  run?: ReportRun;
  /** What to do about it, for its actual cause (advice.ts); code spans as `{ "code": … }`. Shared: never modified. */
  advice?: readonly AdviceSegment[];
}

export interface ReportDecision extends Omit<ResurfacedDecision, 'grounds'> {
  grounds: ReportGround[];
  /** A gating decision: already failing on the base when every gating ground is; else broken by this pull request. */
  origin?: GatingOrigin;
}

/** A decision live at the base that the pull request took out of the evaluation or downgraded. */
export type ReportReplaced = ReplacedDecision;

/** Every test-bound ground of every live tick, with its label (the bindings table). */
export interface ReportBinding extends AgainstBase {
  tickId: string;
  file: string;
  decision: string;
  groundIndex: number;
  claim: string;
  ref: string;
  label: Label;
  gating: boolean;
  harvested: boolean;
  detail: string;
  /** Whether this run executed the binding (`ran`), reused its green receipts (`reused`), or neither and why. */
  execution: BindingExecution;
  /** Where each deciding receipt came from (the action; empty without one). */
  provenance: ReportProvenance[];
  /** Green on receipts from a fork's artifacts: the fork's claim, not this repository's evidence. */
  forkClaim: boolean;
}

export interface ReportCounts {
  /** Gating verdicts (grounds), as `--exit-on-red` counts them. */
  gating: number;
  /** Memo verdicts (grounds). */
  memo: number;
  /** Dirty verdicts (grounds, ev 0.1.32): green only on an uncommitted change to a guarded path; non-gating. */
  dirty: number;
  gatingDecisions: number;
  memoDecisions: number;
  /** Verify findings + ledger-diff violations. */
  violations: number;
  findings: number;
  ledgerDiffViolations: number;
  /** Verify warnings (tolerated unknown top-level keys). */
  warnings: number;
  bindings: number;
  harvested: number;
  /** Decisions recorded by this pull request. */
  recorded: number;
  selfTestDrifts: number;
  /** Bindings executed in this run (`checks-run`). */
  checksRun: number;
  /** Bindings not executed because a current green receipt decided them (`checks-reused`). */
  checksReused: number;
  /** Gating verdicts broken by this pull request (without a judged base: every gating verdict). */
  regressions: number;
  /** Gating verdicts already failing on the base. */
  alreadyFailing: number;
  /** Gating decisions whose every gating ground is already failing on the base. */
  alreadyFailingDecisions: number;
  /** Decisions live at the base that the pull request took out of the evaluation or downgraded. */
  replaced: number;
  /** Of those, the ones that could gate at the base. */
  replacedGated: number;
  /** Resurfaced grounds whose guarding test (or counter-test) the pull request changed, whatever their label. */
  testChanged: number;
}

export type { InContextDecision };

export interface Report {
  schemaVersion: typeof REPORT_SCHEMA_VERSION;
  conclusion: Conclusion;
  /** One sentence: why the conclusion is what it is (the failure reason). */
  reason: string;
  context: ReportContext;
  settings: ReportSettings;
  counts: ReportCounts;
  /** Ids of the resurfaced ticks, in display order (the `resurfaced` output). */
  resurfaced: string[];
  decisions: ReportDecision[];
  /** Decisions in context, in display order (the `context` output). */
  inContext: InContextDecision[];
  bindings: ReportBinding[];
  verify: VerifyResult;
  ledgerDiff: LedgerDiff | null;
  runs: RunOutput[];
  changedFiles: ChangedFiles | null;
  selfTest: SelfTestLine[] | null;
  notes: string[];
  /** With `receipts`: the directories merged, the lines appended and skipped, and what was not merged. */
  receiptMerge: ReceiptMergeOutcome | null;
  /** The action's evidence rules: findings, and the fork's claims a green rests on. */
  trust: ReportTrust;
  /**
   * The pull request's base was judged (before this run's checks): the
   * bindings carry `baseLabel`, the gating ones `origin`, and `replaced` is
   * complete. False on events without a base (push, schedule, dispatch).
   */
  baseJudged: boolean;
  /** Decisions live at the base that the pull request took out of the evaluation or downgraded ([] without a judged base). */
  replaced: ReportReplaced[];
}

// ---------------------------------------------------------------------------
// The conclusion rule

export interface ConclusionFigures {
  gate: boolean;
  /** Absent: `all`. */
  gateScope?: GateScope;
  failOnViolation: boolean;
  gating: number;
  /** Gating verdicts broken by the pull request (what `gate: regressions` counts); absent: all of them. */
  regressions?: number;
  /** Decisions the pull request replaced; absent counts as none. */
  replaced?: number;
  memo: number;
  /** Dirty verdicts (ev 0.1.32); absent counts as none. */
  dirty?: number;
  /** Grounds whose guarding test the pull request changed; absent counts as none. */
  testChanged?: number;
  violations: number;
  selfTestDrifts: number;
}

export interface ConclusionDecision {
  conclusion: Conclusion;
  reason: string;
}

/**
 * The check run's conclusion, the `conclusion` output and the step's exit
 * status (docs/USAGE.md#the-conclusion), defined so that none contradicts `gating`:
 * - `failure` — the step fails: a golden vector drifted (the self-test
 *   always fails), `fail-on-violation` is on and verify or the ledger diff
 *   found a violation, or a gating verdict the gate counts (with `gate:
 *   true` every one; with `gate: regressions` those this pull request broke);
 * - `neutral` — nothing fails the step, but something needs the reviewer:
 *   gating verdicts the gate does not count (`gate: false`, or already
 *   failing on the base under `gate: regressions`), violations while
 *   `fail-on-violation` is off, decisions the pull request replaced, memo
 *   notes, dirty verdicts;
 * - `success` — nothing to look at: no gating verdict, no violation, no
 *   replaced decision, no memo, no dirty verdict.
 * Warnings (unknown keys, harvested bindings) are shown but never change
 * the conclusion: they are ev's warnings, not its failures.
 */
export function decideConclusion(f: ConclusionFigures): ConclusionDecision {
  const failures: string[] = [];
  const regressionsOnly = f.gateScope === 'regressions';
  const counted = regressionsOnly ? Math.min(f.regressions ?? f.gating, f.gating) : f.gating;
  if (f.selfTestDrifts > 0) failures.push(`${countOf(f.selfTestDrifts, 'golden vector')} drifted`);
  if (f.failOnViolation && f.violations > 0)
    failures.push(`${countOf(f.violations, 'ledger violation')} (fail-on-violation is on)`);
  if (f.gate && counted > 0)
    failures.push(
      regressionsOnly
        ? `${countOf(counted, 'gating verdict')} broken by this pull request (gate: regressions)`
        : `${countOf(counted, 'gating verdict')} (gate is on)`,
    );
  if (failures.length > 0) return { conclusion: 'failure', reason: sentence(failures) };

  const notes: string[] = [];
  if (f.gating > 0)
    notes.push(
      f.gate
        ? `${countOf(f.gating, 'gating verdict')} already failing on the base (gate: regressions counts only what this pull request breaks)`
        : `${countOf(f.gating, 'gating verdict')} (gate is off)`,
    );
  if (f.violations > 0)
    notes.push(`${countOf(f.violations, 'ledger violation')} (fail-on-violation is off)`);
  if (f.replaced !== undefined && f.replaced > 0)
    notes.push(
      `${countOf(f.replaced, 'decision')} of the base replaced by this pull request (shown for review; superseding does not fail the gate)`,
    );
  if (f.memo > 0) notes.push(`${countOf(f.memo, 'memo note')} (non-gating)`);
  if (f.dirty !== undefined && f.dirty > 0)
    notes.push(
      `${countOf(f.dirty, 'dirty verdict')} (non-gating: green only on an uncommitted change to a guarded path)`,
    );
  if (f.testChanged !== undefined && f.testChanged > 0)
    notes.push(
      `${countOf(f.testChanged, 'guarding test')} changed by this pull request (shown for review, non-gating)`,
    );
  if (notes.length > 0) return { conclusion: 'neutral', reason: sentence(notes) };

  return { conclusion: 'success', reason: 'Every test-bound ground is green, n/a or exempt.' };
}

function countOf(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

function sentence(parts: string[]): string {
  const text = parts.join('; ');
  return text.charAt(0).toUpperCase() + text.slice(1) + '.';
}

// ---------------------------------------------------------------------------
// Paths

// ---------------------------------------------------------------------------
// Building the report

/** This job's runs of each ref as the test (not the counter-test), in the order they ran. */
function testRunsByRef(runs: readonly RunOutput[]): Map<string, RunOutput[]> {
  const byRef = new Map<string, RunOutput[]>();
  for (const run of runs) {
    if (run.role !== 'test') continue;
    const same = byRef.get(run.ref);
    if (same) same.push(run);
    else byRef.set(run.ref, [run]);
  }
  return byRef;
}

/**
 * The run that explains a resurfaced ground: the last non-green of its
 * ref's test runs. A green run of a resurfaced ground (say, stale for
 * another reason) explains nothing, so it is not attached.
 */
function failingRunOf(runs: readonly RunOutput[]): ReportRun | undefined {
  for (let i = runs.length - 1; i >= 0; i--) {
    const run = runs[i];
    if (run && run.result !== 'green') {
      return {
        platform: run.platform,
        exitCode: run.exitCode,
        timedOut: run.timedOut,
        result: run.result,
        outputTail: run.outputTail,
      };
    }
  }
  return undefined;
}

/**
 * A sha-stale ground was decided before any receipt was looked at; what this
 * job's runs of it showed still belongs on its line.
 */
function platformResultsFromRuns(ground: DecisionGround, runs: readonly RunOutput[]) {
  if (ground.platformResults.length > 0) return ground.platformResults;
  const latest = new Map<string, RunOutput>();
  for (const run of runs) latest.set(run.platform, run);
  return [...latest.values()].map((run) => ({ platform: run.platform, result: run.result }));
}

/**
 * A resurfaced decision as the report shows it: its grounds completed with
 * this job's runs and the advice. `resurface` made these objects for this
 * report alone, so they are completed in place — copying every ground of
 * tens of thousands of decisions was garbage the size of the report.
 */
function withRuns(
  decision: ResurfacedDecision,
  testRuns: ReadonlyMap<string, readonly RunOutput[]>,
  adviceOf: (ground: AdviceFacts) => readonly AdviceSegment[],
  againstBase: ReadonlyMap<string, AgainstBase> | undefined,
): ReportDecision {
  // Indexed: this runs once for every resurfaced decision (core/ticks/test-checks.ts says why).
  for (let i = 0; i < decision.grounds.length; i++) {
    const shown = decision.grounds[i] as DecisionGround;
    const ground = shown as ReportGround;
    const runs = testRuns.get(ground.ref) ?? [];
    ground.platformResults = platformResultsFromRuns(shown, runs);
    const run = failingRunOf(runs);
    if (run) ground.run = run;
    ground.advice = adviceOf(ground);
    const base = againstBase?.get(bindingKey(decision.file, ground.groundIndex));
    if (base?.baseLabel !== undefined) ground.baseLabel = base.baseLabel;
    if (base?.origin !== undefined) ground.origin = base.origin;
  }
  const reported = decision as ReportDecision;
  if (againstBase !== undefined && decision.kind === 'gating')
    reported.origin = reported.grounds.every(
      (g) => !g.gating || g.origin === 'already-failing-on-base',
    )
      ? 'already-failing-on-base'
      : 'broken-by-this-pr';
  return reported;
}

/**
 * Where each deciding receipt came from. The entries are values, and a large
 * ledger's tens of thousands of receipts have a handful of distinct ones: each
 * is made once (`shared`, per report) and the bindings point at it.
 */
function provenanceOf(
  deciding: readonly Receipt[],
  trust: TrustInput | undefined,
  shared: Map<string, ReportProvenance>,
): ReportProvenance[] {
  const provenance = trust?.provenance;
  if (provenance === undefined) return [];
  return deciding.map((receipt) => {
    const source = provenance.sourceOf(receipt);
    const directory = source.kind === 'merged' ? source.directory : '';
    const key = `${receipt.platform}\0${source.kind}\0${directory}`;
    let entry = shared.get(key);
    if (entry === undefined) {
      entry = {
        platform: receipt.platform,
        source: source.kind,
        ...(source.kind === 'merged' ? { from: source.directory } : {}),
        text: describeSource(source, trust?.pullRequest ?? false, trust?.mergedFromRun),
      };
      shared.set(key, entry);
    }
    return entry;
  });
}

function bindingsOf(
  verdicts: readonly TickVerdict[],
  executions: BindingExecutionOf | undefined,
  trust?: TrustInput,
  base?: VersusBase,
): ReportBinding[] {
  const provenance = new Map<string, ReportProvenance>();
  return verdicts.flatMap((v) =>
    v.tests.map((g) => bindingOf(v, g, executions, trust, provenance, base?.baseline(v, g))),
  );
}

function bindingOf(
  v: TickVerdict,
  g: GroundVerdict,
  executions: BindingExecutionOf | undefined,
  trust: TrustInput | undefined,
  sharedProvenance: Map<string, ReportProvenance>,
  baseline: BindingBaseline | undefined,
): ReportBinding {
  const provenance = provenanceOf(g.deciding, trust, sharedProvenance);
  const forkClaim =
    (trust?.mergedAreForkClaims ?? false) &&
    g.label === 'green' &&
    provenance.some((p) => p.source === 'merged');
  return {
    tickId: v.tick.id,
    file: v.file,
    decision: v.tick.decision,
    groundIndex: g.groundIndex,
    claim: g.claim,
    ref: g.check.ref,
    label: g.label,
    gating: g.gating,
    harvested: g.harvested,
    detail: g.detail,
    execution: executions?.(v.file, g) ?? 'off',
    provenance,
    forkClaim,
    ...(baseline === undefined ? {} : againstBaseOf(baseline)),
  };
}

function againstBaseOf(baseline: BindingBaseline): AgainstBase {
  return baseline.origin === undefined
    ? { baseLabel: baseline.baseLabel }
    : { baseLabel: baseline.baseLabel, origin: baseline.origin };
}

/** The bindings that resurface (not green, not exempt), by key: what the shown grounds are completed with. */
function resurfacingAgainstBase(bindings: readonly ReportBinding[]): Map<string, AgainstBase> {
  const byKey = new Map<string, AgainstBase>();
  for (const b of bindings)
    if (b.label !== 'green' && b.label !== 'exempt' && b.baseLabel !== undefined)
      byKey.set(bindingKey(b.file, b.groundIndex), b);
  return byKey;
}

function notesOf(input: ReportInput): string[] {
  const notes = [...(input.notes ?? [])];
  if (input.changedFiles?.capped) {
    notes.push(
      `This pull request changes more files than GitHub's API lists (${PULL_REQUEST_FILES_CAP.toLocaleString('en-US')}): ` +
        'changed triggers beyond that are not shown.',
    );
  }
  return notes;
}

/** Every platform a binding of these verdicts declares, in first-seen order. */
export function declaredPlatformsOf(verdicts: readonly TickVerdict[]): string[] {
  const declared = new Set<string>();
  forEachTestVerdict(verdicts, (ground) => addEach(declared, ground.check.liveness.platforms));
  return [...declared];
}

export function buildReport(input: ReportInput): Report {
  const change = {
    files: input.changedFiles?.files ?? [],
    ledgerPrefix: ledgerPathPrefix(input.context.workingDirectory),
  };
  const settings: ReportSettings = {
    ...DEFAULT_SETTINGS,
    ...input.settings,
    attest: input.settings.attest ? [...input.settings.attest] : null,
    staleness: { ...(input.settings.staleness ?? DEFAULT_SETTINGS.staleness) },
  };
  const runs = [...(input.runs ?? [])];
  const adviceOf = adviceOfReport({
    settings,
    event: input.context.event,
    // A known pull request (also on workflow_run), or the one a local preview's `--changed`
    // stands for; else the event says.
    ...(input.context.pullRequest !== undefined ||
    (input.context.event === 'cli' && input.changedFiles !== undefined)
      ? { pullRequest: true }
      : {}),
    declaredPlatforms: declaredPlatformsOf(input.verdicts),
    ...(input.receiptMerge !== undefined ? { mergesReceipts: true } : {}),
  });
  const testRuns = testRunsByRef(runs);
  const bindings = bindingsOf(input.verdicts, input.executions, input.trust, input.base);
  const againstBase = input.base ? resurfacingAgainstBase(bindings) : undefined;
  const decisions = resurface(input.verdicts, change).map((d) =>
    withRuns(d, testRuns, adviceOf, againstBase),
  );
  const inContext = settings.context
    ? decisionsInContext({
        verdicts: input.verdicts,
        change,
        resurfacedFiles: decisions.map((d) => d.file),
      })
    : [];
  const grounds = decisions.flatMap((d) => d.grounds);
  const replaced = input.base?.replaced ?? [];
  const regressions = input.base
    ? grounds.filter((g) => g.gating && g.origin !== 'already-failing-on-base').length
    : grounds.filter((g) => g.gating).length;
  const ledgerDiffViolations = input.ledgerDiff?.violations.length ?? 0;
  const counts: ReportCounts = {
    gating: grounds.filter((g) => g.gating).length,
    memo: grounds.filter((g) => g.label === 'memo').length,
    dirty: grounds.filter((g) => g.label === 'dirty').length,
    gatingDecisions: decisions.filter((d) => d.kind === 'gating').length,
    memoDecisions: decisions.filter((d) => d.kind === 'memo').length,
    violations: input.verify.findings.length + ledgerDiffViolations,
    findings: input.verify.findings.length,
    ledgerDiffViolations,
    warnings: input.verify.warnings.length,
    bindings: bindings.length,
    harvested: bindings.filter((b) => b.harvested).length,
    recorded: input.ledgerDiff?.recorded.length ?? 0,
    selfTestDrifts: (input.selfTest ?? []).filter((line) => !line.ok).length,
    checksRun: bindings.filter((b) => b.execution === 'ran').length,
    checksReused: bindings.filter((b) => b.execution === 'reused').length,
    regressions,
    alreadyFailing: grounds.filter((g) => g.gating && g.origin === 'already-failing-on-base')
      .length,
    alreadyFailingDecisions: decisions.filter((d) => d.origin === 'already-failing-on-base').length,
    replaced: replaced.length,
    replacedGated: replaced.filter((r) => r.gated).length,
    testChanged: grounds.filter((g) => (g.testChanged?.length ?? 0) > 0).length,
  };
  const { conclusion, reason } = decideConclusion({ ...settings, ...counts });
  return {
    schemaVersion: REPORT_SCHEMA_VERSION,
    conclusion,
    reason,
    context: { ...input.context },
    settings,
    counts,
    resurfaced: decisions.map((d) => d.id),
    decisions,
    inContext,
    bindings,
    verify: { findings: [...input.verify.findings], warnings: [...input.verify.warnings] },
    ledgerDiff: input.ledgerDiff ?? null,
    runs,
    changedFiles: input.changedFiles ?? null,
    selfTest: input.selfTest ? [...input.selfTest] : null,
    notes: notesOf(input),
    receiptMerge: input.receiptMerge ?? null,
    trust: {
      findings: [...(input.trust?.findings ?? [])],
      forkClaims: bindings.filter((b) => b.forkClaim).length,
    },
    baseJudged: input.base !== undefined,
    replaced,
  };
}

/** The document written to `report-path`, as one string (see `reportChunks`). */
export function serializeReport(report: Report | Readonly<Record<string, unknown>>): string {
  return [...reportChunks(report)].join('');
}

/**
 * The report's JSON in pieces, produced as it is written so the largest
 * report never exists as one string. One line per field of the report and
 * one per item of its lists (a decision, a binding), each compact:
 * `grep` and `jq` read it, a diff of two runs shows the entries that
 * changed, and it is a third smaller than the same document indented
 * (15 MB against 22 MB at 10,000 ticks): time and memory in the job, and
 * in the artifact it is uploaded as.
 */
export function* reportChunks(
  report: Report | Readonly<Record<string, unknown>>,
): Generator<string> {
  let first = true;
  for (const [key, value] of Object.entries(report)) {
    if (omitted(value)) continue;
    yield `${first ? '{' : ','}\n  ${JSON.stringify(key)}: `;
    first = false;
    yield* fieldChunks(value);
  }
  yield first ? '{}\n' : '\n}\n';
}

/** Is this value one JSON.stringify leaves out of an object (and writes as null in an array)? */
function omitted(value: unknown): boolean {
  return value === undefined || typeof value === 'function' || typeof value === 'symbol';
}

/** A field of the report: a non-empty list item by item, one per line; anything else on its line. */
function* fieldChunks(value: unknown): Generator<string> {
  if (!Array.isArray(value) || value.length === 0) {
    yield JSON.stringify(value);
    return;
  }
  for (let i = 0; i < value.length; i++) {
    const item: unknown = value[i];
    yield `${i === 0 ? '[' : ','}\n    ${omitted(item) ? 'null' : JSON.stringify(item)}`;
  }
  yield '\n  ]';
}
