/**
 * One evaluation of a store: the I/O assembly around the pure verdict engine,
 * shared by the CLI's `check` and `report` and by the action. Read the store,
 * optionally run the bound checks, resolve the staleness reference, read
 * receipts and the selected-list once, ask git every `triggered_since`
 * question in one batch, evaluate, and write ev's state cache and events.
 */
import { realpathSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';
import {
  pathspecSwitchesSet,
  type GitContext,
  type Repository,
} from '../../adapters/git/runner.js';
import { answerChangedSince, answerTriggeredSince } from '../../adapters/ticks/triggered-since.js';
import { resolveStalenessReference } from '../../adapters/ticks/staleness-reference.js';
import {
  appendEvents,
  readConfig,
  readOriginSha,
  indexReceipts,
  readSelectedList,
  type ReceiptAdmission,
  type ReceiptIndex,
  type SelectedRead,
} from '../../adapters/ticks/results.js';
import {
  runBoundChecks,
  type RunBoundChecksResult,
  type RunRecord,
} from '../../adapters/ticks/bound-checks.js';
import { nowNanos } from '../../adapters/runner/clock.js';
import { writeHeld, type HeldWrites } from '../../adapters/ticks/receipt-writer.js';
import { planBoundRuns, type BoundRun } from '../../core/ticks/verdict/bound-runs.js';
import { restoreEvidence, snapshotEvidence } from '../../adapters/ticks/evidence-files.js';
import { onStop } from '../../adapters/processes/process-groups.js';
import {
  answerGuardedPaths,
  pathListKey,
  type GuardedPathAnswers,
} from '../../adapters/ticks/guarded-paths.js';
import {
  openStateDirectory,
  writeStateFiles,
  type StateDocument,
} from '../../adapters/ticks/state-cache.js';
import { locateStore, openTickFiles, StoreError, type Store } from '../../adapters/files/store.js';
import { stalenessWindowSeconds, type Config } from '../../core/ticks/config.js';
import { checkEvents, checkRunEvent, formatEventLine } from '../../core/ticks/verdict/events.js';
import { parseLedger, parsedTicks, type LedgerEntry } from '../../core/ticks/ledger.js';
import { supersedingChild } from '../../core/ticks/lineage.js';
import { forEachTestCheck } from '../../core/ticks/test-checks.js';
import { bindingKey, neededBindings } from '../../core/ticks/verdict/check-selection.js';
import { inShard, type Shard } from '../../core/ticks/verdict/shard.js';
import { formatTimestamp, type Receipt } from '../../core/ticks/verdict/receipt.js';
import { ReceiptProvenance, type EvidenceFacts } from '../../core/ticks/verdict/provenance.js';
import { TriggerMatcher } from '../../core/ticks/verdict/change.js';
import { compilePathspec, triggerListRefusal } from '../../core/text/pathspec.js';
import {
  commitsInClone,
  commitsInHistoryOf,
  filesAtRevisions,
} from '../../adapters/git/pull-request.js';
import {
  commandPathReader,
  guardingTests,
  repositoryPath,
  type GuardingTests,
} from '../../core/ticks/verdict/guarding-test.js';
import { stateDocument, type StalenessReference } from '../../core/ticks/verdict/state.js';
import type { Tick } from '../../core/ticks/tick.js';
import { DEFAULT_EV_RULES, type EvRules } from '../../core/ticks/ev-rules.js';
import {
  evaluatedTicks,
  evaluateTick,
  QuestionMap,
  triggerQuestions,
  type TriggerAnswers,
  type EngineInputs,
  type TriggerQuestion,
  type TickVerdict,
  type VerdictContext,
} from '../../core/ticks/verdict/verdict.js';

/**
 * What evaluateCheck is told, in the parts that say what each is: where it
 * runs, the rules that judge, the change under review, and the bound checks
 * to run first.
 */
export interface EvaluateOptions {
  host: EvaluationHost;
  judgedBy: JudgedBy;
  /** Absent: the selected-list at its default path, nothing more. */
  change?: ChangeUnderReview;
  /** Run the bound checks declaring this platform first (`--run --platform P`). */
  run?: BoundChecksRequest;
  /** The store's tick files, already parsed by a caller that also verifies them (read once). */
  entries?: readonly LedgerEntry[];
  /** Write ev's state cache and events (ev's `check` does). */
  record?: boolean;
}

/** Where an evaluation runs: the environment its git and bound checks see, and its clock. */
export interface EvaluationHost {
  env: NodeJS.ProcessEnv;
  /**
   * The repository git works in, located once by the caller from a directory
   * it chose (never from the ledger's directory); null when there is none.
   */
  repository: Repository | null;
  /** ev's `--offline`: the staleness reference is the cached one, never asked of the upstream. */
  offline: boolean;
  clock?: () => bigint;
}

/** The rules that judge the ledger, and the evidence they admit. */
export interface JudgedBy {
  /** Which ev release's rules judge the ledger (default 0.1.32; the CLI's `--ev-compat 0.1.2`). */
  rules?: EvRules;
  /** The rules to judge with instead of the store's `.evolving/config` (the action: the base's). */
  config?: Config;
  /** Use this staleness reference instead of the configured policy (the action's `base`). */
  staleness?: StalenessReference;
  /** The platforms attested (ev's `--attest`); null: every declared platform. */
  attest: string[] | null;
  /**
   * The action's evidence rules (core/ticks/verdict/provenance.ts,
   * docs/USAGE.md#trust-model); absent for the CLI, which reads receipts and
   * git as ev does.
   */
  trust?: EvidenceTrust;
  /**
   * The files each binding's commands name (`readGuardingTests`): triggers of
   * the binding beyond its `triggered_by`. Absent: ev's reading.
   */
  guardingTests?: GuardingTests;
}

/** The change under review: what was selected to run, the paths it touched, and a pull request's base. */
export interface ChangeUnderReview {
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
  /**
   * The action on a pull request (with `judgedBy.trust`): judge the base's
   * ledger too, before any bound check runs, on the evidence the run starts with.
   */
  base?: BaseRequest;
}

/** How the bound checks are run before the evaluation judges. */
export interface BoundChecksRequest {
  platform: string;
  /**
   * `all` (default, ev's `--run`): every binding declaring the platform;
   * `needed`: only those not green for the platform on the receipts
   * present (check-selection.ts).
   */
  mode?: 'all' | 'needed';
  /** Only the bindings whose test falls in this shard (the action's `shard: K/N`). */
  shard?: Shard;
  /** Bindings run at once (default 1). */
  jobs?: number;
  timeoutMs?: number;
  fenceWorkflowCommands?: boolean;
  /** Each command in a PID namespace of its own where permitted (adapters/processes/check-process.ts). */
  isolate?: boolean;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

/** The base of a pull request, to be judged as it stood (evaluateCheck's `change.base`). */
export interface BaseRequest {
  /** The base's parsed ticks (adapters/ticks/base-ledger.ts). */
  ticks: readonly { file: string; tick: Tick }[];
  /** The base commit: `triggered_since` is asked up to it, and a receipt counts only within its history. */
  commit: string;
}

/** The base's verdicts: one per tick the engine evaluates at the base. */
export interface BaseEvaluation {
  verdicts: TickVerdict[];
}

/** What the action lets count as evidence, and how it treats history it cannot see. */
export interface EvidenceTrust {
  /** Receipt lines the `receipts` input merged → the directory each came from. */
  merged: ReadonlyMap<string, string>;
  /** Receipt files the work tree held beyond the checked-out commit (a cache) → their committed lines. */
  uncommitted?: ReadonlyMap<string, ReadonlySet<string>>;
  /** Receipt files (by key) the pull request added or changed → the lines its base had. */
  distrusted: ReadonlyMap<string, ReadonlySet<string>>;
  /**
   * `needed` also runs every binding whose declared triggers select one of
   * these files (repository-relative), whatever the receipts say.
   */
  changed?: { files: readonly string[]; ledgerPrefix: string };
}

export interface Evaluation {
  store: Store;
  config: Config;
  verdicts: TickVerdict[];
  staleness: StalenessReference;
  selected: SelectedRead;
  runs: RunRecord[];
  /** With `run`: the bindings selected to run and those whose test was executed, in plan order. */
  checks?: { selected: BoundRun[]; executed: BoundRun[] };
  /** ev's own stderr lines (the no-upstream warning). */
  warnings: string[];
  /**
   * What this project reports beyond ev and `check` prints too
   * (docs/COMPATIBILITY.md#where-this-project-is-stricter-than-ev): unreadable
   * tick files, bad receipt lines and files (`<path>[:<line>]: …`), and the
   * store's refused paths (links, special files, files over their bound).
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
  /** With `judgedBy.trust`: where each receipt came from (the deciding receipts' provenance). */
  provenance?: ReceiptProvenance;
  /** With `judgedBy.trust`: receipts refused as evidence, `<path>:<line>: why`. */
  refusedReceipts: string[];
  /**
   * With `judgedBy.trust` and bound checks run: what the checks wrote into the evidence
   * files, refused and undone (`<path>[:<line>]: …`, adapters/ticks/evidence-files.ts).
   */
  evidenceFindings: string[];
  /** With `change.base`: the base's verdicts. */
  base?: BaseEvaluation;
  /**
   * With `judgedBy.trust` and no bound check run: the SHA-256 of each receipt
   * file read whole, by file name, all as they still are (the receipts
   * directory's seal reuses them instead of reading the files again).
   */
  receiptDigests?: ReadonlyMap<string, string>;
}

/** A binding whose `triggered_by` list is not matched as written (triggerListRefusal). */
export interface TriggerListRefused {
  /** The tick file's name. */
  file: string;
  groundIndex: number;
  /** The entry concerned (0-based), or undefined for the whole list. */
  entry?: number;
  why: string;
}

/** The store, or the one line ev prints when there is none (or it cannot be read). */
export function openStore(
  cwd: string,
): { store: Store } | { error: string; kind: StoreError['kind'] } {
  try {
    return { store: locateStore(cwd) };
  } catch (error) {
    if (!(error instanceof StoreError)) throw error;
    return {
      error: `error: ${error.kind === 'unreadable' ? 'reading store: ' : ''}${error.message}`,
      kind: error.kind,
    };
  }
}

export async function evaluateCheck(store: Store, options: EvaluateOptions): Promise<Evaluation> {
  const { host, judgedBy, change } = options;
  const clock = host.clock ?? nowNanos;
  const started = clock();
  const rules = judgedBy.rules ?? DEFAULT_EV_RULES;
  const ledger = readTicks(store, options.entries, rules);
  const config = judgedBy.config ?? readConfig(store);
  const git: GitContext = {
    repository: host.repository,
    cwd: store.root,
    env: host.env,
    processes: 0,
  };
  const staleness = await stalenessOf(git, store, config, judgedBy.staleness, host.offline);
  const selected = readSelected(store, change);
  const world = worldOf(
    { store, git, ticks: ledger.ticks, config, staleness: staleness.reference, clock, rules },
    selected.list,
    judgedBy,
  );
  // The base is judged first, on the receipts present before anything runs; what it read is
  // the evidence this run starts with, reused until a bound check appends to it.
  const base =
    change?.base !== undefined && world.trust !== undefined
      ? await judgeBase(world, world.trust, change.base, judgedBy.attest)
      : undefined;
  const checked =
    options.run === undefined
      ? undefined
      : await runChecks(world, options.run, host.env, judgedBy.trust?.changed, base?.receipts);
  const judged = checked?.world ?? world;
  const evidence =
    checked?.evidence ?? (await readWorldEvidence(world, undefined, undefined, base?.receipts));
  const verdicts = await judgeWorld(judged, evidence, judgedBy.attest, change?.changedPaths);
  if (options.record !== false) recordCheck(judged, verdicts, started);
  return {
    store,
    config,
    verdicts,
    staleness: staleness.reference,
    selected,
    runs: checked?.records ?? [],
    warnings: staleness.warnings,
    // Last: reading and writing above may have refused paths.
    problems: [...ledger.problems, ...evidence.receipts.problems, ...store.refused],
    actionWarnings: selected.problem === undefined ? [] : [selected.problem],
    unreadableTicks: ledger.unreadable,
    gitProcesses: git.processes ?? 0,
    refusedReceipts: evidence.receipts.refused,
    evidenceFindings: checked?.findings ?? [],
    ...(judged.trust ? { provenance: new ReceiptProvenance(judged.trust) } : {}),
    ...(checked ? { checks: checked.checks } : {}),
    ...(base ? { base: base.evaluation } : {}),
    ...(checked === undefined && world.receiptDigests
      ? { receiptDigests: world.receiptDigests }
      : {}),
  };
}

/** The store's ticks (parsed here unless the caller did), and those that could not be read. */
function readTicks(
  store: Store,
  entries: readonly LedgerEntry[] | undefined,
  rules: EvRules,
): { ticks: { file: string; tick: Tick }[]; unreadable: string[]; problems: string[] } {
  const read = entries ?? parseLedger(openTickFiles(store), rules);
  const unreadable = read.filter((e) => e.unreadable);
  return {
    ticks: parsedTicks(read),
    unreadable: unreadable.map((e) => e.file),
    problems: unreadable.map(
      (e) => `error: reading store: ${e.file}: ${e.evError ?? e.error ?? 'cannot be read'}`,
    ),
  };
}

/** The staleness reference given, or the config's policy resolved (with ev's warning, if any). */
async function stalenessOf(
  git: GitContext,
  store: Store,
  config: Config,
  given: StalenessReference | undefined,
  offline: boolean,
): Promise<{ reference: StalenessReference; warnings: string[] }> {
  if (given !== undefined) return { reference: given, warnings: [] };
  const resolved = await resolveStalenessReference(git, store, config.staleness_ref, offline);
  return {
    reference: { policy: config.staleness_ref, sha: resolved.sha },
    warnings: resolved.warning === undefined ? [] : [resolved.warning],
  };
}

/** The world an evaluation judges: what it read, with the action's evidence rules and guarding tests. */
function worldOf(
  read: Omit<World, 'selected' | 'trust' | 'guarding' | 'evaluated'>,
  selected: SelectedRead['list'],
  { trust, guardingTests }: JudgedBy,
): World {
  return {
    ...read,
    selected,
    ...(trust ? { trust: emptyFacts(trust), receiptDigests: new Map<string, string>() } : {}),
    ...(guardingTests ? { guarding: guardingTests } : {}),
  };
}

/** What running the bound checks did, and the evidence and world the evaluation then judges by. */
interface ChecksRan {
  records: RunRecord[];
  checks: NonNullable<Evaluation['checks']>;
  /** What the checks wrote into the evidence files, refused and undone (under the trust rules). */
  findings: string[];
  /** The world with what this run knows of its own receipts (under the trust rules). */
  world: World;
  evidence: Evidence;
}

/**
 * The bound checks planned, run, and the evidence read again where they
 * appended to it. `starting`: the receipts the base's judgement read, still
 * the evidence while nothing is appended.
 */
async function runChecks(
  world: World,
  request: BoundChecksRequest,
  env: NodeJS.ProcessEnv,
  changed: EvidenceTrust['changed'],
  starting: ReceiptIndex | undefined,
): Promise<ChecksRan> {
  const planned = await planChecks(world, request, changed, starting);
  const { result, findings } = await executeChecks(world, planned.plan, request, env);
  const after = withThisRun(world, result);
  return {
    records: result.records,
    checks: { selected: planned.plan, executed: result.executed },
    findings,
    world: after,
    evidence: await evidenceAfterRun(after, planned.evidence, result, starting),
  };
}

/**
 * The bindings to run: those declaring the platform, in the shard; with
 * `needed`, only those not green for the platform alone on the receipts
 * present (the evidence read for that is returned, to be reused) or whose
 * triggers select a file the change touched.
 */
async function planChecks(
  world: World,
  request: BoundChecksRequest,
  changed: EvidenceTrust['changed'],
  starting: ReceiptIndex | undefined,
): Promise<{ plan: BoundRun[]; evidence?: Evidence }> {
  const shard = request.shard;
  const declared = planBoundRuns(evaluatedOf(world), request.platform);
  const plan =
    shard === undefined ? declared : declared.filter((bound) => inShard(bound.ref, shard));
  if (request.mode !== 'needed' || plan.length === 0) return { plan };
  const evidence = await readWorldEvidence(world, undefined, undefined, starting);
  const needed = neededBindings(
    evaluateWith(world, evidence, { attest: [request.platform] }),
    request.platform,
  );
  const touched = touchedBindings(world.ticks, changed, world.guarding);
  return {
    plan: plan.filter((bound) => {
      const key = bindingKey(bound.tickFile, bound.groundIndex);
      return needed.has(key) || touched.has(key);
    }),
    evidence,
  };
}

/** The plan run (guarded under the trust rules), with what the checks wrote and was undone. */
async function executeChecks(
  world: World,
  plan: BoundRun[],
  request: BoundChecksRequest,
  env: NodeJS.ProcessEnv,
): Promise<{ result: RunBoundChecksResult; findings: string[] }> {
  const runOptions: Parameters<typeof runBoundChecks>[0] = {
    store: world.store,
    git: world.git,
    plan,
    rules: world.rules,
    greenExitCode: world.config.green_exit_code,
    env,
    stdout: request.stdout,
    stderr: request.stderr,
    clock: world.clock,
  };
  if (request.timeoutMs !== undefined) runOptions.timeoutMs = request.timeoutMs;
  if (request.fenceWorkflowCommands) runOptions.fenceWorkflowCommands = true;
  if (request.isolate) runOptions.isolate = true;
  if (request.jobs !== undefined) runOptions.jobs = request.jobs;
  if (world.trust === undefined || plan.length === 0)
    return { result: await runBoundChecks(runOptions), findings: [] };
  return runGuarded(runOptions);
}

/** The world once checks ran: under the trust rules, this run's receipts and executed bindings are known. */
function withThisRun(world: World, result: RunBoundChecksResult): World {
  if (world.trust === undefined) return world;
  return {
    ...world,
    trust: {
      ...world.trust,
      thisRun: result.receipts,
      executed: new Map(result.executed.map((bound) => [bound.ref, bound.platform])),
    },
  };
}

/**
 * The evidence after the run. What ran appended receipts: they are read
 * again; git's answers so far stay true, and a receipt made at HEAD needs no
 * git at all: nothing landed after it. Also when a binding ran and left no
 * receipt (it could not execute): under the action's trust rules this run
 * decides it, so older evidence read before the run must not. Otherwise the
 * evidence read before stands.
 */
async function evidenceAfterRun(
  world: World,
  before: Evidence | undefined,
  result: RunBoundChecksResult,
  starting: ReceiptIndex | undefined,
): Promise<Evidence> {
  const appended = result.receipts.length > 0 || result.executed.length > 0;
  if (!appended) return before ?? readWorldEvidence(world, undefined, undefined, starting);
  return before === undefined
    ? readWorldEvidence(world)
    : readWorldEvidence(world, before, result.commit);
}

/** The verdicts: the engine over the world's evaluated ticks, with git's answers about their guarded paths. */
async function judgeWorld(
  world: World,
  evidence: Evidence,
  attest: string[] | null,
  changedPaths: readonly string[] | undefined,
): Promise<TickVerdict[]> {
  const ctx: VerdictContext = {
    ...verdictContext(world),
    attest,
    ...(changedPaths !== undefined ? { changedPaths } : {}),
  };
  const guarded = await answerWorldGuardedPaths(world);
  return evaluateWorld(world, engineInputs(evidence, world, guarded), ctx);
}

/** ev's `check` side effects (recordEvaluation), with the cost of the check since `started`. */
function recordCheck(world: World, verdicts: readonly TickVerdict[], started: bigint): void {
  const now = world.clock();
  const checkRun = {
    wallMs: Number((now - started) / 1_000_000n),
    decisions: evaluatedOf(world).length,
  };
  recordEvaluation(
    world.store,
    verdicts,
    world.staleness,
    formatTimestamp(now),
    world.rules,
    checkRun,
  );
}

/**
 * The bindings whose `triggered_by` the matchers refuse (over a cap), each
 * once, in the order of `ticks` (an evaluation's verdicts): every one of them
 * then reads the list as one git refuses. A list only git can match (`attr:`
 * magic, an absolute path, GIT_*_PATHSPECS set) is held to git's own, lower
 * cap. Asked by the action, which reports them; `check` prints none, so an
 * evaluation does not work them out for every caller.
 */
export function triggerRefusals(
  ticks: readonly { file: string; tick: Tick }[],
  env: NodeJS.ProcessEnv,
): TriggerListRefused[] {
  const gitDecides = pathspecSwitchesSet(env);
  const refused: TriggerListRefused[] = [];
  forEachTestCheck(
    ticks,
    ({ tick }) => tick,
    (check, { file }, groundIndex) => {
      const paths = check.liveness.triggered_by;
      const git =
        gitDecides ||
        paths.some((raw) =>
          raw.startsWith(':(') || raw.startsWith('/')
            ? compilePathspec(raw, '').kind === 'unknowable'
            : false,
        );
      const refusal = triggerListRefusal(paths, git);
      if (refusal !== undefined) refused.push({ file, groundIndex, ...refusal });
    },
  );
  return refused;
}

/**
 * The bound checks under the action's trust rules: the evidence files are
 * snapshotted first and the action's own lines held; once the last check has
 * ended, whatever the checks wrote there is undone and returned (`findings`),
 * and then the held lines are appended. A cancel while they run does the
 * same before the step exits.
 */
async function runGuarded(
  options: Parameters<typeof runBoundChecks>[0],
): Promise<{ result: RunBoundChecksResult; findings: string[] }> {
  const snapshot = snapshotEvidence(options.store);
  const hold: HeldWrites = { bindings: [] };
  /** Undoes what the checks wrote, then appends the action's own lines; answers what was undone. */
  const settle = (): { findings: string[]; written: RunBoundChecksResult['receipts'] } => {
    const restored = restoreEvidence(snapshot);
    return {
      findings: [...restored.findings, ...restored.failures],
      written: writeHeld(options, hold),
    };
  };
  const release = onStop(() => {
    for (const text of settle().findings) options.stderr(`warning: ${text}\n`);
  });
  let result: RunBoundChecksResult;
  let settled: ReturnType<typeof settle>;
  try {
    result = await runBoundChecks({ ...options, hold });
  } finally {
    release();
    settled = settle();
  }
  return { result: { ...result, receipts: settled.written }, findings: settled.findings };
}

/** What an evaluation reads once and the engine is judged against. */
interface World {
  store: Store;
  git: GitContext;
  ticks: { file: string; tick: Tick }[];
  config: Config;
  staleness: StalenessReference;
  selected: SelectedRead['list'];
  clock: () => bigint;
  /** The action's evidence rules: what is known of the receipts' origins. */
  trust?: EvidenceFacts;
  rules: EvRules;
  /** The files the bindings' commands name, as triggers (the action); absent: ev's reading. */
  guarding?: GuardingTests;
  /** evaluatedTicks of `ticks`, worked out once (collapsing lineages hashes every payload). */
  evaluated?: { file: string; tick: Tick }[];
  /** With `trust`: the digests of the receipt files read (Evaluation's `receiptDigests`). */
  receiptDigests?: Map<string, string>;
}

/** The ticks the engine evaluates in this world, in its order (evaluatedTicks, computed once). */
function evaluatedOf(world: World): { file: string; tick: Tick }[] {
  world.evaluated ??= evaluatedTicks(world.ticks, world.rules);
  return world.evaluated;
}

/** The engine over the world's evaluated ticks: evaluateLedger without collapsing the lineages again. */
function evaluateWorld(world: World, inputs: EngineInputs, ctx: VerdictContext): TickVerdict[] {
  return evaluatedOf(world).map(({ file, tick }) => evaluateTick(file, tick, inputs, ctx));
}

/** The receipts on disk and git's `triggered_since` answers for them. */
interface Evidence {
  receipts: ReceiptIndex;
  answers: TriggerAnswers;
  /** Every `triggered_since` question the ticks ask (answered in `answers`). */
  questions: readonly TriggerQuestion[];
  /**
   * With the action's evidence rules: the receipt commits this clone holds
   * (one it lacks cannot prove its receipt fresh).
   */
  present?: ReadonlySet<string>;
}

/**
 * What the engine is told about the ticks it is about to evaluate: their
 * receipts (each file read once; `receipts.problems` lists malformed lines by
 * path and line) and every `triggered_since` answer, asked of git in one
 * batch — except the questions answered in `known` and those about `head`
 * itself (`head..HEAD` is empty, so no git is needed). New answers are added
 * to `known` when it is given.
 */
async function readEvidence(
  store: Store,
  git: GitContext,
  ticks: readonly { tick: Tick }[],
  known?: TriggerAnswers,
  head?: string,
  admission?: ReceiptAdmission,
  read?: ReceiptIndex,
  guarding?: GuardingTests,
  digests?: Map<string, string>,
): Promise<Evidence> {
  const receipts = read ?? indexReceipts(store, testRefs(ticks), admission, digests);
  const answers = known ?? new QuestionMap<boolean>();
  const unanswered: TriggerQuestion[] = [];
  const questions = triggerQuestions(ticks, receipts.receiptsFor, guarding?.triggersOf);
  for (const question of questions) {
    if (question.commit === head) answers.set(question, false);
    else if (!answers.has(question)) unanswered.push(question);
  }
  await answerTriggeredSince(git, unanswered, answers);
  return { receipts, answers, questions };
}

/**
 * The evidence for the live ticks of an evaluation (the ones the engine
 * evaluates): `before`'s answers and the commits it found in the clone are
 * not asked again (its answers are extended); `read`: their receipts, read
 * already under the same facts.
 */
async function readWorldEvidence(
  world: World,
  before?: Evidence,
  head?: string,
  read?: ReceiptIndex,
): Promise<Evidence> {
  const live = evaluatedOf(world);
  const trust = world.trust;
  const admission = trust === undefined ? undefined : admissionOf(world, trust);
  const evidence = await readEvidence(
    world.store,
    world.git,
    live,
    before?.answers,
    head,
    admission,
    read,
    world.guarding,
    world.receiptDigests,
  );
  if (trust === undefined) return evidence;
  // Which receipt commits are in the clone: one that is not cannot prove its receipt fresh.
  const present = new Set(before?.present);
  const commits = evidence.questions.map((q) => q.commit);
  const unknown = commits.filter((commit) => !present.has(commit));
  for (const commit of await commitsInClone(world.git.repository, unknown)) present.add(commit);
  if (head !== undefined) present.add(head);
  return { ...evidence, present };
}

/** The action's admission of receipts under the facts known now (provenance.ts). */
function admissionOf(world: World, facts: EvidenceFacts): ReceiptAdmission {
  const provenance = new ReceiptProvenance(facts);
  return {
    nowSeconds: Number(world.clock() / 1_000_000_000n),
    admits: (key, receipt) => provenance.admits(key, receipt),
  };
}

/**
 * The base's verdicts, judged as the base stood, before anything runs: the
 * base's ticks, the rules the evaluation uses, the receipts present now
 * under the action's trust rules (returned, to be reused while nothing is
 * appended) — of which only those made at the base commit or one of its
 * ancestors count: a receipt of the pull request's own commits (this run's,
 * an artifact of its checks) says nothing about the base. `triggered_since`
 * is asked up to the base commit, the staleness sha is the base's own where
 * it names the checked-out commit (`local-head`), no selected-list applies
 * (it describes the change under review), and nothing at the base is dirty.
 */
async function judgeBase(
  world: World,
  trust: EvidenceFacts,
  request: BaseRequest,
  attest: string[] | null,
): Promise<{ evaluation: BaseEvaluation; receipts: ReceiptIndex }> {
  const baseWorld: World = {
    store: world.store,
    git: world.git,
    ticks: [...request.ticks],
    config: world.config,
    staleness: {
      policy: world.staleness.policy,
      sha: world.staleness.policy === 'local-head' ? request.commit : world.staleness.sha,
    },
    selected: null,
    clock: world.clock,
    rules: world.rules,
  };
  const live = evaluatedOf(baseWorld);
  const baseRefs = testRefs(live);
  const receipts = indexReceipts(
    world.store,
    new Set([...baseRefs, ...testRefs(evaluatedOf(world))]),
    admissionOf(world, trust),
    world.receiptDigests,
  );
  const commits = new Set<string>();
  for (const ref of baseRefs)
    for (const receipt of receipts.receiptsFor(ref)) commits.add(receipt.commit);
  const inHistory = await commitsInHistoryOf(world.git.repository, commits, request.commit);
  const kept = new Map<string, Receipt[]>();
  // What says "already failing on the base" never comes from a run of this pull request: an
  // artifact merged with `receipts:` (its own jobs', a fork's) is not the base's evidence; the
  // receipts committed at the base and those restored from the default branch's cache are.
  const provenance = trust.merged.size > 0 ? new ReceiptProvenance(trust) : undefined;
  const ofTheBase = (r: Receipt): boolean =>
    inHistory.has(r.commit) && provenance?.sourceOf(r).kind !== 'merged';
  const receiptsFor = (ref: string): Receipt[] => {
    let list = kept.get(ref);
    if (list === undefined) kept.set(ref, (list = receipts.receiptsFor(ref).filter(ofTheBase)));
    return list;
  };
  // `<base>..<base>` is empty: no git needed for a receipt made at the base commit itself.
  const questions = triggerQuestions(live, receiptsFor).filter((q) => q.commit !== request.commit);
  const answers = await answerChangedSince(world.git, questions, request.commit);
  const inputs: EngineInputs = {
    receiptsFor,
    triggeredSince: (commit, paths) => answers.get({ commit, paths }) ?? false,
  };
  if (world.rules !== '0.1.2') {
    const guarded = await answerGuardedPathsOf(
      baseWorld,
      live.map(({ tick }) => tick),
      false,
    );
    inputs.guardedPathsChanged = (commit, paths) => guarded.changed.get({ commit, paths });
  }
  const verdicts = evaluateWorld(baseWorld, inputs, { ...verdictContext(baseWorld), attest });
  return { evaluation: { verdicts }, receipts };
}

function engineInputs(
  evidence: Evidence,
  world?: World,
  guarded?: GuardedPathAnswers,
): EngineInputs {
  const inputs: EngineInputs = {
    receiptsFor: evidence.receipts.receiptsFor,
    triggeredSince: (commit, paths) => evidence.answers.get({ commit, paths }) ?? false,
  };
  const present = evidence.present;
  if (present !== undefined) inputs.historyMissing = (commit) => !present.has(commit);
  if (world?.guarding !== undefined) inputs.guardingTests = world.guarding;
  if (guarded !== undefined) {
    inputs.guardedPathsChanged = (commit, paths) => guarded.changed.get({ commit, paths });
    inputs.guardedPathsDirty = (paths) => guarded.dirty.get(pathListKey(paths)) ?? false;
  }
  return inputs;
}

function emptyFacts(trust: EvidenceTrust): EvidenceFacts {
  return {
    thisRun: [],
    executed: new Map(),
    merged: trust.merged,
    distrusted: trust.distrusted,
    ...(trust.uncommitted ? { uncommitted: trust.uncommitted } : {}),
  };
}

/**
 * The bindings whose declared triggers select a file the change touched
 * (git's pathspec rules, change.ts): `needed` runs them again whatever the
 * receipts say, since the reused evidence predates the change.
 */
function touchedBindings(
  ticks: readonly { file: string; tick: Tick }[],
  changed: EvidenceTrust['changed'],
  guarding: GuardingTests | undefined,
): Set<string> {
  const touched = new Set<string>();
  if (changed === undefined || changed.files.length === 0) return touched;
  const matcher = TriggerMatcher.of(changed);
  for (const { file, tick } of ticks) {
    tick.grounds.forEach((ground, index) => {
      const check = ground.check;
      if (check?.by !== 'test') return;
      const triggers = guarding?.triggersOf(check) ?? check.liveness.triggered_by;
      if (matcher.match(triggers).entries.length > 0) touched.add(bindingKey(file, index));
    });
  }
  return touched;
}

/**
 * From ev 0.1.29 and 0.1.32: git's answers about the guarded paths of every
 * binding evaluated — changed since `verified_at_sha` (asked only where the
 * staleness sha differs from it) and dirty. None under 0.1.2's rules.
 */
async function answerWorldGuardedPaths(world: World): Promise<GuardedPathAnswers | undefined> {
  if (world.rules === '0.1.2') return undefined;
  return answerGuardedPathsOf(
    world,
    evaluatedOf(world).map(({ tick }) => tick),
  );
}

/** `withDirty`: also ask which guarded paths have uncommitted changes (never at a base commit). */
async function answerGuardedPathsOf(
  world: World,
  ticks: readonly Tick[],
  withDirty = true,
): Promise<GuardedPathAnswers> {
  const sha = world.staleness.sha;
  const changed: TriggerQuestion[] = [];
  const dirty: (readonly string[])[] = [];
  forEachTestCheck(
    ticks,
    (tick) => tick,
    (check) => {
      const paths = world.guarding?.triggersOf(check) ?? check.liveness.triggered_by;
      if (sha !== null && check.verified_at_sha !== sha)
        changed.push({ commit: check.verified_at_sha, paths });
      if (withDirty) dirty.push(paths);
    },
  );
  return answerGuardedPaths(world.git, sha, changed, dirty);
}

function verdictContext(world: World): VerdictContext {
  return {
    rules: world.rules,
    stalenessSha: world.staleness.sha,
    selected: world.selected,
    nowSeconds: Number(world.clock() / 1_000_000_000n),
    windowSeconds: stalenessWindowSeconds(world.config.staleness_days),
    attest: null,
  };
}

/** The engine over `evidence` with the world's context (the `needed` pre-evaluation). */
function evaluateWith(
  world: World,
  evidence: Evidence,
  { attest }: { attest: string[] },
): TickVerdict[] {
  return evaluateWorld(world, engineInputs(evidence, world), {
    ...verdictContext(world),
    attest,
  });
}

/**
 * The ledger root relative to the work tree (`''` at its root), or undefined
 * when it is outside. git reports its work tree with links resolved; the
 * workspace path may hold one (`/tmp` on some systems): both are compared
 * resolved when the plain paths disagree.
 */
function ledgerWithin(workTree: string, root: string): string | undefined {
  const inside = (rel: string) => !rel.startsWith('..') && !isAbsolute(rel);
  const plain = relative(workTree, root);
  if (inside(plain)) return plain;
  try {
    const resolved = relative(realpathSync(workTree), realpathSync(root));
    return inside(resolved) ? resolved : undefined;
  } catch {
    return undefined;
  }
}

/** Distinct paths asked of git for the guarding tests of one ledger; the rest are not looked at (and said so). */
export const GUARDING_PATHS_MAX = 100_000;

/**
 * The files each bound command of these ticks names (core/ticks/verdict/guarding-test.ts):
 * its words that could be paths, of which git says — in one batch — which
 * are files at any of `revisions` (HEAD, and a pull request's base, where a
 * test file it deletes still is). `problem`: the candidates beyond
 * GUARDING_PATHS_MAX, which were not asked.
 */
export async function readGuardingTests(
  store: Store,
  repository: Repository | null,
  ticks: readonly { tick: Tick }[],
  revisions: readonly string[],
): Promise<{ tests: GuardingTests; problem?: string }> {
  const named = new Map<string, readonly string[]>();
  const within = repository === null ? undefined : ledgerWithin(repository.workTree, store.root);
  if (within === undefined) return { tests: guardingTests(named) };
  const prefix = within === '' ? '' : `${within.split(sep).join('/')}/`;
  // Each command's candidates, and each candidate's repository path (a ledger's commands name
  // the same few files over and over: each path is worked out once).
  const candidates = new Map<string, string[]>();
  const fileOf = new Map<string, string | undefined>();
  const asked = new Set<string>();
  const pathsNamedBy = commandPathReader();
  let left = 0;
  const take = (command: string): void => {
    if (candidates.has(command)) return;
    const named = pathsNamedBy(command);
    const paths: string[] = [];
    for (let i = 0; i < named.length; i++) {
      const path = named[i] as string;
      let file = fileOf.get(path);
      if (file === undefined && !fileOf.has(path))
        fileOf.set(path, (file = repositoryPath(path, prefix)));
      if (file === undefined) continue;
      if (!asked.has(file) && asked.size >= GUARDING_PATHS_MAX) {
        left++;
        continue;
      }
      asked.add(file);
      paths.push(path);
    }
    candidates.set(command, paths);
  };
  forEachTestCheck(
    ticks,
    ({ tick }) => tick,
    (check) => {
      take(check.ref);
      if (check.counter_test !== undefined) take(check.counter_test);
    },
  );
  const files = await filesAtRevisions(repository, revisions, [...asked]);
  const tracked = (path: string): boolean => files.has(fileOf.get(path) as string);
  for (const [command, paths] of candidates)
    if (paths.some(tracked)) named.set(command, paths.filter(tracked));
  const result: { tests: GuardingTests; problem?: string } = { tests: guardingTests(named) };
  if (left > 0)
    result.problem = `${left} paths named by bound commands beyond the first ${GUARDING_PATHS_MAX.toLocaleString('en-US')} were not checked: a test file among them is not a trigger of its binding`;
  return result;
}

/** The selected-list the change names (default path, another path, or none), with `changed-from-diff` applied. */
function readSelected(
  store: Store,
  change: Pick<ChangeUnderReview, 'selectedList' | 'fillChangedFromDiff'> = {},
): SelectedRead {
  const { selectedList, fillChangedFromDiff } = change;
  const selected: SelectedRead =
    selectedList === null
      ? { list: null }
      : selectedList === undefined
        ? readSelectedList(store)
        : readSelectedList(store, selectedList.path, selectedList.shown);
  if (fillChangedFromDiff === undefined || selected.list?.changed.length !== 0) return selected;
  return { ...selected, list: { ...selected.list, changed: [...fillChangedFromDiff] } };
}

/** Refs of the test grounds of these ticks (the receipt files to read, each once). */
function testRefs(ticks: readonly { tick: Tick }[]): Set<string> {
  const refs = new Set<string>();
  forEachTestCheck(
    ticks,
    ({ tick }) => tick,
    (check) => refs.add(check.ref),
  );
  return refs;
}

/**
 * `reopen`'s evaluation of one tick (docs/ev-0.1.md#reopen): the staleness sha is
 * the cached `results/origin-sha` only (never resolved through git, never
 * warned about), no platform is attested, the selected-list and receipts are
 * read as for `check` (problems with them stay silent, as in ev), and there is
 * neither a status filter nor — in the labels the caller prints — the C/D
 * jurisdiction lock. Writes nothing.
 */
export async function evaluateReopened(
  store: Store,
  file: string,
  tick: Tick,
  options: {
    env: NodeJS.ProcessEnv;
    repository: Repository | null;
    clock?: () => bigint;
    rules?: EvRules;
    /** Every tick of the store, for ev 0.1.27's "superseded by" (forward scan). */
    ticks?: readonly { file: string; tick: Tick }[];
  },
): Promise<TickVerdict> {
  const config = readConfig(store);
  const rules = options.rules ?? DEFAULT_EV_RULES;
  const git: GitContext = {
    repository: options.repository,
    cwd: store.root,
    env: options.env,
    processes: 0,
  };
  const evidence = await readEvidence(store, git, [{ tick }]);
  const clock = options.clock ?? nowNanos;
  const world: World = {
    store,
    git,
    ticks: [{ file, tick }],
    config,
    staleness: { policy: config.staleness_ref, sha: readOriginSha(store) },
    selected: readSelectedList(store).list,
    clock,
    rules,
  };
  const ctx = verdictContext(world);
  // reopen judges the tick whatever its status (and never collapses it away).
  const guarded = rules === '0.1.2' ? undefined : await answerGuardedPathsOf(world, [tick]);
  const verdict = evaluateTick(file, tick, engineInputs(evidence, undefined, guarded), ctx);
  if (rules !== '0.1.2' && options.ticks !== undefined) {
    const by = supersedingChild(options.ticks, tick.id);
    if (by !== undefined) verdict.supersededBy = by;
  }
  return verdict;
}

/**
 * ev's side effects of `check`: the event log (best effort), then the state
 * cache per evaluated tick (state-cache.ts), each document made just before
 * its write. What was refused is noted in the store's refusals.
 */
export function recordEvaluation(
  store: Store,
  verdicts: readonly TickVerdict[],
  staleness: StalenessReference,
  ts: string,
  rules: EvRules = '0.1.2',
  checkRun: { wallMs: number; decisions: number } = { wallMs: 0, decisions: verdicts.length },
): void {
  const events = checkEvents(verdicts, ts, rules);
  // ev 0.1.19: the cost of the check itself, after its per-decision events.
  if (rules !== '0.1.2') events.push(checkRunEvent(ts, checkRun.wallMs, checkRun.decisions));
  appendEvents(store, events.map(formatEventLine));
  const opened = openStateDirectory(store.root, join(store.resultsDir, 'state'));
  const notes =
    'directory' in opened
      ? writeStateFiles(opened.directory, stateDocuments(verdicts, staleness, ts))
      : [opened.note].filter((note): note is string => note !== undefined);
  for (const note of notes) store.refused.add(note);
}

/** The state documents, each made when the writer asks for the next. */
function* stateDocuments(
  verdicts: readonly TickVerdict[],
  staleness: StalenessReference,
  ts: string,
): Generator<StateDocument> {
  for (const verdict of verdicts) yield [verdict.tick.id, stateDocument(verdict, staleness, ts)];
}
