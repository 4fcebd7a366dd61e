/**
 * What a pull request's review adds to the head's verdicts before its report
 * is built (chains/ticks/chain.ts, `reviewReportOf`): what the job did with
 * each binding, and the base's verdicts beside the head's when the base was
 * judged. One step of the core, so that the chain hands the core its facts
 * once and builds the report from the answer.
 */
import { DEFAULT_EV_RULES } from '../ev-rules.js';
import { parsedTicks, type LedgerEntry } from '../ledger.js';
import type { BoundRun } from './bound-runs.js';
import {
  bindingExecutions,
  bindingKey,
  type BindingExecutionOf,
  type RunChecksMode,
} from './check-selection.js';
import { verdictsInShard, type Shard } from './shard.js';
import type { TickVerdict } from './verdict.js';
import { versusBase, type VersusBase } from './versus-base.js';

export interface ReviewAdditionsInput {
  /** The head's verdicts. */
  verdicts: readonly TickVerdict[];
  /** The base's verdicts, when the base was judged. */
  baseVerdicts?: readonly TickVerdict[];
  /** The bound checks selected to run, and those that ran. */
  checks?: { selected: readonly BoundRun[]; executed: readonly BoundRun[] };
  /** How the job ran the bound checks (`run-checks`, allowed or refused) on its platform. */
  runs: { mode: RunChecksMode; platform: string };
  /** The base's ticks, and the head's ledger entries they are compared with. */
  base?: { ticks: ReturnType<typeof parsedTicks>; evaluated: readonly LedgerEntry[] };
  /** A shard job's share of the bindings: what it speaks for, at the base as at the head. */
  shard?: Shard;
}

export interface ReviewAdditions {
  executions: BindingExecutionOf;
  /** Undefined when the base was not judged. */
  base?: VersusBase;
}

export function reviewAdditions(input: ReviewAdditionsInput): ReviewAdditions {
  const base = versusBaseOf(input);
  return { executions: executionsOf(input), ...(base ? { base } : {}) };
}

/** The base's verdicts beside the head's, when the base was judged. */
function versusBaseOf(input: ReviewAdditionsInput): VersusBase | undefined {
  if (!input.baseVerdicts || !input.base) return undefined;
  const { shard } = input;
  const inShard = (verdicts: readonly TickVerdict[]) =>
    shard ? verdictsInShard(verdicts, shard) : verdicts;
  return versusBase({
    base: { ticks: input.base.ticks, verdicts: inShard(input.baseVerdicts) },
    head: { ticks: parsedTicks(input.base.evaluated), verdicts: input.verdicts },
    rules: DEFAULT_EV_RULES,
  });
}

/** What the job did with each binding: selected, run, or left to another job or platform. */
function executionsOf(input: ReviewAdditionsInput): BindingExecutionOf {
  const keys = (ran: readonly BoundRun[]) =>
    new Set(ran.map((run) => bindingKey(run.tickFile, run.groundIndex)));
  return bindingExecutions({
    mode: input.runs.mode,
    platform: input.runs.platform,
    selected: keys(input.checks?.selected ?? []),
    executed: keys(input.checks?.executed ?? []),
  });
}
