/**
 * One evaluation of a store: the I/O assembly around the pure verdict engine,
 * shared by the CLI's `check` and `report` and by the action. Read the store,
 * optionally run the bound checks, resolve the staleness reference, read
 * receipts and the selected-list once, ask git every `triggered_since`
 * question in one batch, evaluate, and write ev's state cache and events.
 */
import {
  answerTriggeredSince,
  resolveStalenessReference,
  type GitContext,
} from './adapters/git.js';
import {
  appendEvents,
  readConfig,
  readReceipts,
  readSelectedList,
  writeStateFiles,
  type SelectedRead,
} from './adapters/results.js';
import { nowNanos, planBoundRuns, runBoundChecks, type RunRecord } from './adapters/runner.js';
import { locateStore, readTickFiles, StoreError, type Store } from './adapters/store.js';
import { stalenessWindowSeconds, type Config } from './core/ledger/config.js';
import { checkEvents, formatEventLine } from './core/verdict/events.js';
import { parseLedger, parsedTicks, type LedgerEntry } from './core/ledger/ledger.js';
import { formatTimestamp } from './core/verdict/receipt.js';
import { stateDocument, type StalenessReference } from './core/verdict/state.js';
import type { Tick } from './core/ledger/tick.js';
import {
  evaluateLedger,
  isEvaluated,
  triggerQuestionKey,
  triggerQuestions,
  type TickVerdict,
  type VerdictContext,
} from './core/verdict/verdict.js';

export interface EvaluateOptions {
  env: NodeJS.ProcessEnv;
  offline: boolean;
  attest: string[] | null;
  /** Run the bound checks declaring this platform first (`--run --platform P`). */
  run?: {
    platform: string;
    timeoutMs?: number;
    fenceWorkflowCommands?: boolean;
    stdout: (text: string) => void;
    stderr: (text: string) => void;
  };
  /** Use this staleness reference instead of the configured policy (the action's `base`). */
  staleness?: StalenessReference;
  /** The selected-list file (default `.evolving/results/selected.json`); `null` = none. */
  selectedList?: { path: string; shown: string } | null;
  /** Paths the change touched, for `triggersTouched` (default: the selected-list's `changed`). */
  changedPaths?: readonly string[];
  /**
   * The action's `changed-from-diff`: when a selected-list is present but
   * names no `changed` paths, use these (the pull request's files, relative
   * to the ledger root). An absent selected-list stays absent: without one,
   * nothing says what was selected to run.
   */
  fillChangedFromDiff?: readonly string[];
  /** Write ev's state cache and events (ev's `check` does). */
  record?: boolean;
  clock?: () => bigint;
  /** The store's tick files, already parsed by a caller that also verifies them (read once). */
  entries?: readonly LedgerEntry[];
}

export interface Evaluation {
  store: Store;
  config: Config;
  verdicts: TickVerdict[];
  staleness: StalenessReference;
  selected: SelectedRead;
  runs: RunRecord[];
  /** ev's own stderr lines (the no-upstream warning). */
  warnings: string[];
  /**
   * What this project reports beyond ev and `check` prints too (ledger.md
   * §12): unreadable tick files, bad receipt lines and files
   * (`<path>[:<line>]: …`), and the store's refused paths (links, special
   * files, files over their bound).
   */
  problems: string[];
  /**
   * Warnings ev does not print and `check` therefore does not either: the
   * action and `report` show them (a malformed or unreadable selected-list).
   */
  actionWarnings: string[];
  /** Tick files that could not be read as JSON: `check` exits 1 (ev aborts on the first). */
  unreadableTicks: string[];
  /** Git processes spawned for the staleness reference and `triggered_since`. */
  gitProcesses: number;
}

/** The store, or the one line ev prints when there is none (or it cannot be read). */
export function openStore(cwd: string): { store: Store } | { error: string } {
  try {
    return { store: locateStore(cwd) };
  } catch (error) {
    if (!(error instanceof StoreError)) throw error;
    return {
      error: `error: ${error.kind === 'unreadable' ? 'reading store: ' : ''}${error.message}`,
    };
  }
}

export async function evaluateCheck(store: Store, options: EvaluateOptions): Promise<Evaluation> {
  const clock = options.clock ?? nowNanos;
  const entries = options.entries ?? parseLedger(readTickFiles(store));
  const unreadable = entries.filter((e) => e.unreadable);
  const problems = unreadable.map(
    (e) => `error: reading store: ${e.file}: ${e.error ?? 'cannot be read'}`,
  );
  const ticks = parsedTicks(entries);
  const config = readConfig(store);
  const git: GitContext = { cwd: store.root, env: options.env, processes: 0 };

  let runs: RunRecord[] = [];
  if (options.run) {
    const run = options.run;
    const runOptions: Parameters<typeof runBoundChecks>[0] = {
      store,
      git,
      plan: planBoundRuns(ticks, run.platform),
      greenExitCode: config.green_exit_code,
      env: options.env,
      stdout: run.stdout,
      stderr: run.stderr,
      clock,
    };
    if (run.timeoutMs !== undefined) runOptions.timeoutMs = run.timeoutMs;
    if (run.fenceWorkflowCommands) runOptions.fenceWorkflowCommands = true;
    runs = (await runBoundChecks(runOptions)).records;
  }

  const warnings: string[] = [];
  let staleness = options.staleness;
  if (staleness === undefined) {
    const resolved = await resolveStalenessReference(
      git,
      store,
      config.staleness_ref,
      options.offline,
    );
    if (resolved.warning !== undefined) warnings.push(resolved.warning);
    staleness = { policy: config.staleness_ref, sha: resolved.sha };
  }

  const selected: SelectedRead =
    options.selectedList === null
      ? { list: null }
      : options.selectedList === undefined
        ? readSelectedList(store)
        : readSelectedList(store, options.selectedList.path, options.selectedList.shown);

  if (
    options.fillChangedFromDiff !== undefined &&
    selected.list !== null &&
    selected.list.changed.length === 0
  ) {
    selected.list = { ...selected.list, changed: [...options.fillChangedFromDiff] };
  }

  const receipts = readReceipts(store, testRefs(ticks));
  problems.push(...receipts.problems);
  const questions = triggerQuestions(ticks, receipts.receiptsFor);
  const answers = await answerTriggeredSince(git, questions);

  const ctx: VerdictContext = {
    stalenessSha: staleness.sha,
    selected: selected.list,
    nowSeconds: Number(clock() / 1_000_000_000n),
    windowSeconds: stalenessWindowSeconds(config.staleness_days),
    attest: options.attest,
  };
  if (options.changedPaths !== undefined) ctx.changedPaths = options.changedPaths;
  const verdicts = evaluateLedger(
    ticks,
    {
      receiptsFor: receipts.receiptsFor,
      triggeredSince: (commit, paths) =>
        answers.get(triggerQuestionKey({ commit, paths })) ?? false,
    },
    ctx,
  );

  if (options.record !== false) {
    await recordEvaluation(store, verdicts, staleness, formatTimestamp(clock()));
  }
  // Last: reading and writing above may have refused paths.
  problems.push(...store.refused);
  return {
    store,
    config,
    verdicts,
    staleness,
    selected,
    runs,
    warnings,
    problems,
    actionWarnings: selected.problem === undefined ? [] : [selected.problem],
    unreadableTicks: unreadable.map((e) => e.file),
    gitProcesses: git.processes ?? 0,
  };
}

/** Refs of the test grounds of live ticks (the receipt files to read, each once). */
function testRefs(ticks: readonly { tick: Tick }[]): Set<string> {
  const refs = new Set<string>();
  for (const { tick } of ticks) {
    if (!isEvaluated(tick)) continue;
    for (const ground of tick.grounds) if (ground.check?.by === 'test') refs.add(ground.check.ref);
  }
  return refs;
}

/** ev's side effects of `check`: the state cache per evaluated tick, and the event log (best effort). */
export async function recordEvaluation(
  store: Store,
  verdicts: readonly TickVerdict[],
  staleness: StalenessReference,
  ts: string,
): Promise<void> {
  appendEvents(store, checkEvents(verdicts, ts).map(formatEventLine));
  await writeStateFiles(
    store,
    verdicts.map((verdict) => [verdict.tick.id, stateDocument(verdict, staleness, ts)] as const),
  );
}
