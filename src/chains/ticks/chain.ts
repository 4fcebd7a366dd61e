/**
 * One pipeline judges ev 0.1's decisions, for the action (action/ticks/review.ts)
 * and for its local preview (`ev-action report`, models/report.ts): the files
 * guarding tests name, the staleness reference, the verdicts (evaluateCheck),
 * verify — then the report built from them. The two callers differ only in
 * what they pass in (the action: its base, trust, runs; the preview: the
 * work tree) and what they do with the result, so the preview cannot drift
 * from what the action posts.
 */
import type { Repository } from '../../adapters/git/runner.js';
import type { RunChecksMode } from '../../core/ticks/verdict/check-selection.js';
import { reviewAdditions } from '../../core/ticks/verdict/review-additions.js';
import type { Shard } from '../../core/ticks/verdict/shard.js';
import { resolveStalenessReference } from '../../adapters/ticks/staleness-reference.js';
import type { Store } from '../../adapters/files/store.js';
import type { LedgerEntry } from '../../core/ticks/ledger.js';
import { parsedTicks } from '../../core/ticks/ledger.js';
import { verifyLedger, type VerifyResult } from '../../core/ticks/verify.js';
import { buildReport, type Report, type ReportInput } from '../../render/ticks/report.js';
import type { StalenessReference } from '../../core/ticks/verdict/state.js';
import {
  evaluateCheck,
  readGuardingTests,
  type EvaluateOptions,
  type Evaluation,
  type JudgedBy,
} from './evaluation.js';

/** The `staleness-ref` setting: the action's input, the preview's `--staleness-ref`. */
export type StalenessSetting = 'config' | 'local-head' | 'none' | 'base';

/**
 * The staleness reference a run judges by: `config` is the ledger's own
 * policy (none given), `base` the pull request's base (without one, the
 * ledger's policy, with a warning), `none` and `local-head` resolved in the
 * checkout.
 */
export async function stalenessReference(
  setting: StalenessSetting,
  store: Store,
  world: { repository: Repository | null; env: NodeJS.ProcessEnv; baseSha?: string },
): Promise<{ reference?: StalenessReference; warning?: string }> {
  if (setting === 'config') return {};
  if (setting === 'base') {
    if (world.baseSha !== undefined) return { reference: { policy: 'base', sha: world.baseSha } };
    return { warning: 'staleness-ref: base needs a pull request; using the ledger config instead' };
  }
  const resolved = await resolveStalenessReference(
    { repository: world.repository, cwd: store.root, env: world.env, processes: 0 },
    store,
    setting,
    false,
  );
  return { reference: { policy: setting, sha: resolved.sha } };
}

/**
 * What a caller tells evaluateCheck through the pipeline: all but what the
 * pipeline reads itself (the ticks, the files guarding tests name, the
 * staleness reference).
 */
export type JudgeOptions = Omit<EvaluateOptions, 'entries' | 'judgedBy'> & {
  judgedBy: Omit<JudgedBy, 'guardingTests' | 'staleness'>;
};

export interface JudgeInput {
  store: Store;
  /** The decisions judged (the action judges none when the checkout is not the head's). */
  entries: readonly LedgerEntry[];
  /** Where the files bound commands name are read: HEAD, and a pull request's base. */
  guardingAt: readonly string[];
  staleness: StalenessSetting;
  /** The pull request's base, for `staleness: base`. */
  baseSha?: string;
  /** Everything else evaluateCheck is told (the host's env and repository among them). */
  options: JudgeOptions;
  /** Says a problem with the guarding tests' files, or with the staleness setting. */
  warn: (message: string) => void;
  /** How the verdicts are computed (the action guards its command files around bound checks). */
  evaluate?: (store: Store, options: EvaluateOptions) => Promise<Evaluation>;
}

export interface Judged {
  evaluation: Evaluation;
  verify: VerifyResult;
  /** Why the files guarding tests name could not all be read, when they could not. */
  guardingProblem?: string;
}

/** The verdicts and the verification of the decisions, as the action and the preview judge them. */
export async function judgeDecisions(input: JudgeInput): Promise<Judged> {
  const { store, entries, options } = input;
  const { host } = options;
  // As the action reads them: the files bound commands name are triggers too.
  const guarding = await readGuardingTests(
    store,
    host.repository,
    parsedTicks(entries),
    input.guardingAt,
  );
  if (guarding.problem !== undefined) input.warn(guarding.problem);
  const staleness = await stalenessReference(input.staleness, store, {
    repository: host.repository,
    env: host.env,
    ...(input.baseSha !== undefined ? { baseSha: input.baseSha } : {}),
  });
  if (staleness.warning !== undefined) input.warn(staleness.warning);
  const evaluation = await (input.evaluate ?? evaluateCheck)(store, {
    ...options,
    entries,
    judgedBy: {
      ...options.judgedBy,
      guardingTests: guarding.tests,
      ...(staleness.reference ? { staleness: staleness.reference } : {}),
    },
  });
  return {
    evaluation,
    verify: verifyLedger(entries, evaluation.config.schema_version),
    ...(guarding.problem !== undefined ? { guardingProblem: guarding.problem } : {}),
  };
}

/** The report of a judgement: its verify and verdicts, and the staleness it was judged by. */
export function reportOf(
  judged: Judged,
  staleness: StalenessSetting,
  input: Omit<ReportInput, 'verify' | 'verdicts'>,
): Report {
  return buildReport({
    ...input,
    settings: {
      ...input.settings,
      staleness: { setting: staleness, ...judged.evaluation.staleness },
    },
    verify: judged.verify,
    verdicts: judged.evaluation.verdicts,
  });
}

/** What a pull request's report adds to the decisions judged: the base beside them, and the runs. */
export interface ReviewExtras {
  /**
   * The base's ticks, when the base was judged: each gating binding is
   * labelled broken by the pull request or already failing on the base, and
   * the base's decisions it replaced are named.
   */
  base?: { ticks: ReturnType<typeof parsedTicks>; evaluated: readonly LedgerEntry[] };
  /** A shard job's share of the bindings: what it speaks for, at the base as at the head. */
  shard?: Shard;
  /** How the job ran the bound checks (`run-checks`, allowed or refused) on its platform. */
  runs: { mode: RunChecksMode; platform: string };
  /** Why the checkout's verdicts are not the head's (another commit is checked out): never a success. */
  notJudged?: string;
}

/**
 * The report of a pull request's (or an event's) review: the decisions
 * judged, compared with the base's where the base was judged, and what the
 * job ran of each binding.
 */
export function reviewReportOf(
  judged: Judged,
  staleness: StalenessSetting,
  input: Omit<ReportInput, 'verify' | 'verdicts' | 'base' | 'executions'>,
  extras: ReviewExtras,
): Report {
  const { evaluation } = judged;
  const { executions, base } = reviewAdditions({
    verdicts: evaluation.verdicts,
    runs: extras.runs,
    ...(evaluation.checks ? { checks: evaluation.checks } : {}),
    ...(evaluation.base ? { baseVerdicts: evaluation.base.verdicts } : {}),
    ...(extras.base ? { base: extras.base } : {}),
    ...(extras.shard ? { shard: extras.shard } : {}),
  });
  // `gate: regressions` needs the base beside the head: without it every gating verdict counts.
  const regressions = input.settings.gateScope === 'regressions';
  const report = reportOf(judged, staleness, {
    ...input,
    settings: { ...input.settings, gateScope: regressions && base ? 'regressions' : 'all' },
    notes: [...(input.notes ?? []), ...(regressions && !base ? [REGRESSIONS_WITHOUT_BASE] : [])],
    executions,
    ...(base ? { base } : {}),
  });
  return extras.notJudged === undefined ? report : withoutSuccess(report, extras.notJudged);
}

/** Why `gate: regressions` gates as `gate: true` on a run with no base judged. */
const REGRESSIONS_WITHOUT_BASE =
  "gate: regressions compares with a pull request's base; this run has none, so every gating verdict counts (as with gate: true).";

/** A report that may not pass its commit: `success` becomes `neutral`, saying why; the rest stands. */
function withoutSuccess(report: Report, why: string): Report {
  const context = { ...report.context, notJudged: why };
  if (report.conclusion !== 'success') return { ...report, context };
  return { ...report, context, conclusion: 'neutral', reason: why };
}
