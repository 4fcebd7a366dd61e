/**
 * One evaluation of a store: the I/O assembly around the pure verdict engine,
 * shared by the CLI's `check` and `report` and by the action. Read the store,
 * optionally run the bound checks, resolve the staleness reference, read
 * receipts and the selected-list once, ask git every `triggered_since`
 * question in one batch, evaluate, and write ev's state cache and events.
 */
import { realpathSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';
import { pathspecSwitchesSet, type GitContext, type Repository } from './adapters/git.js';
import { answerChangedSince, answerTriggeredSince } from './adapters/git-triggered-since.js';
import { resolveStalenessReference } from './adapters/staleness-reference.js';
import {
  appendEvents,
  readConfig,
  readOriginSha,
  indexReceipts,
  readSelectedList,
  type ReceiptAdmission,
  type ReceiptIndex,
  type SelectedRead,
} from './adapters/results.js';
import {
  runBoundChecks,
  type RunBoundChecksResult,
  type RunRecord,
} from './adapters/bound-checks.js';
import { nowNanos } from './adapters/clock.js';
import { writeHeld, type HeldWrites } from './adapters/receipt-writer.js';
import { planBoundRuns, type BoundRun } from './core/verdict/bound-runs.js';
import { restoreEvidence, snapshotEvidence } from './adapters/evidence-files.js';
import { onStop } from './adapters/process-groups.js';
import {
  answerGuardedPaths,
  pathListKey,
  type GuardedPathAnswers,
} from './adapters/guarded-paths.js';
import { openStateDirectory, writeStateFiles, type StateDocument } from './adapters/state-cache.js';
import { locateStore, openTickFiles, StoreError, type Store } from './adapters/store.js';
import { stalenessWindowSeconds, type Config } from './core/ticks/config.js';
import { checkEvents, checkRunEvent, formatEventLine } from './core/verdict/events.js';
import { parseLedger, parsedTicks, type LedgerEntry } from './core/ticks/ledger.js';
import { supersedingChild } from './core/ticks/lineage.js';
import { bindingKey, neededBindings } from './core/verdict/check-selection.js';
import { inShard, type Shard } from './core/verdict/shard.js';
import { formatTimestamp, type Receipt } from './core/verdict/receipt.js';
import { ReceiptProvenance, type EvidenceFacts } from './core/verdict/provenance.js';
import { TriggerMatcher } from './core/verdict/change.js';
import { compilePathspec, triggerListRefusal } from './core/verdict/pathspec.js';
import {
  commitsInClone,
  commitsInHistoryOf,
  filesAtRevisions,
} from './adapters/pull-request-git.js';
import {
  commandPathCandidates,
  guardingTests,
  repositoryPath,
  type GuardingTests,
} from './core/verdict/guarding-test.js';
import { stateDocument, type StalenessReference } from './core/verdict/state.js';
import type { Tick } from './core/ticks/tick.js';
import { DEFAULT_EV_RULES, type EvRules } from './core/ticks/ev-rules.js';
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
} from './core/verdict/verdict.js';

export interface EvaluateOptions {
  env: NodeJS.ProcessEnv;
  /**
   * The repository git works in, located once by the caller from a directory
   * it chose (never from the ledger's directory); null when there is none.
   */
  repository: Repository | null;
  /** Which ev release's rules judge the ledger (default 0.1.32; the CLI's `--ev-compat 0.1.2`). */
  rules?: EvRules;
  offline: boolean;
  attest: string[] | null;
  /** Run the bound checks declaring this platform first (`--run --platform P`). */
  run?: {
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
  /** The rules to judge with instead of the store's `.evolving/config` (the action: the base's). */
  config?: Config;
  /**
   * The action's evidence rules (core/verdict/provenance.ts,
   * docs/USAGE.md#trust-model); absent for the CLI, which reads receipts and
   * git as ev does.
   */
  trust?: EvidenceTrust;
  /**
   * The files each binding's commands name (`readGuardingTests`): triggers of
   * the binding beyond its `triggered_by`. Absent: ev's reading.
   */
  guardingTests?: GuardingTests;
  /**
   * The action on a pull request (with `trust`): judge the base's ledger
   * too, before any bound check runs, on the evidence the run starts with.
   */
  base?: BaseRequest;
}

/** The base of a pull request, to be judged as it stood (evaluateCheck's `base`). */
export interface BaseRequest {
  /** The base's parsed ticks (adapters/base-ledger.ts). */
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
  /** With `trust`: where each receipt came from (the deciding receipts' provenance). */
  provenance?: ReceiptProvenance;
  /** With `trust`: receipts refused as evidence, `<path>:<line>: why`. */
  refusedReceipts: string[];
  /**
   * With `trust` and bound checks run: what the checks wrote into the evidence
   * files, refused and undone (`<path>[:<line>]: …`, adapters/evidence-files.ts).
   */
  evidenceFindings: string[];
  /** Bindings whose `triggered_by` is over a matching cap (core/verdict/pathspec.ts), in ledger order. */
  triggerRefusals: TriggerListRefused[];
  /** With `base`: the base's verdicts. */
  base?: BaseEvaluation;
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
  const clock = options.clock ?? nowNanos;
  const started = clock();
  const entries =
    options.entries ?? parseLedger(openTickFiles(store), options.rules ?? DEFAULT_EV_RULES);
  const unreadable = entries.filter((e) => e.unreadable);
  const problems = unreadable.map(
    (e) => `error: reading store: ${e.file}: ${e.evError ?? e.error ?? 'cannot be read'}`,
  );
  const ticks = parsedTicks(entries);
  const config = options.config ?? readConfig(store);
  const git: GitContext = {
    repository: options.repository,
    cwd: store.root,
    env: options.env,
    processes: 0,
  };

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
  const selected = readSelected(store, options);
  const rules = options.rules ?? DEFAULT_EV_RULES;
  const world: World = {
    store,
    git,
    ticks,
    config,
    staleness,
    selected: selected.list,
    clock,
    rules,
  };
  if (options.trust) world.trust = { facts: emptyFacts(options.trust), present: new Set() };
  if (options.guardingTests) world.guarding = options.guardingTests;

  // The base is judged first, on the receipts present before anything runs; what it read is
  // the evidence this run starts with, reused below until a bound check appends to it.
  let base: BaseEvaluation | undefined;
  let startingReceipts: ReceiptIndex | undefined;
  if (options.base !== undefined && world.trust !== undefined) {
    const judged = await judgeBase(world, options.base, options.attest);
    base = judged.evaluation;
    startingReceipts = judged.receipts;
  }

  let runs: RunRecord[] = [];
  const evidenceFindings: string[] = [];
  let checks: Evaluation['checks'];
  let evidence: Evidence | undefined;
  if (options.run) {
    const run = options.run;
    let plan = planBoundRuns(evaluatedOf(world), run.platform);
    const shard = run.shard;
    if (shard !== undefined) plan = plan.filter((bound) => inShard(bound.ref, shard));
    if (run.mode === 'needed' && plan.length > 0) {
      // Judge every binding for this platform alone on the receipts present; run the rest.
      evidence = await readWorldEvidence(world, undefined, undefined, startingReceipts);
      const needed = neededBindings(
        evaluateWith(world, evidence, { attest: [run.platform] }),
        run.platform,
      );
      const touched = touchedBindings(ticks, options.trust?.changed, world.guarding);
      plan = plan.filter((bound) => {
        const key = bindingKey(bound.tickFile, bound.groundIndex);
        return needed.has(key) || touched.has(key);
      });
    }
    const runOptions: Parameters<typeof runBoundChecks>[0] = {
      store,
      git,
      plan,
      rules,
      greenExitCode: config.green_exit_code,
      env: options.env,
      stdout: run.stdout,
      stderr: run.stderr,
      clock,
    };
    if (run.timeoutMs !== undefined) runOptions.timeoutMs = run.timeoutMs;
    if (run.fenceWorkflowCommands) runOptions.fenceWorkflowCommands = true;
    if (run.jobs !== undefined) runOptions.jobs = run.jobs;
    const guarded = options.trust !== undefined && plan.length > 0;
    const result = guarded
      ? await runGuarded(runOptions, (finding) => evidenceFindings.push(finding))
      : await runBoundChecks(runOptions);
    runs = result.records;
    checks = { selected: plan, executed: result.executed };
    if (world.trust) {
      world.trust.facts = {
        ...world.trust.facts,
        thisRun: result.receipts,
        executed: new Map(result.executed.map((bound) => [bound.ref, bound.platform])),
      };
    }
    // What ran appended receipts: read them again. git's answers so far stay true, and a
    // receipt made at HEAD needs no git at all: nothing landed after it. Also when a binding ran
    // and left no receipt (it could not execute): under the action's trust rules this run
    // decides it, so older evidence read before the run must not.
    if (evidence !== undefined && (result.receipts.length > 0 || result.executed.length > 0))
      evidence = await readWorldEvidence(world, evidence.answers, result.commit);
    if (result.receipts.length > 0 || result.executed.length > 0) startingReceipts = undefined;
  }
  evidence ??= await readWorldEvidence(world, undefined, undefined, startingReceipts);
  for (const problem of evidence.receipts.problems) problems.push(problem);

  const ctx: VerdictContext = {
    ...verdictContext(world),
    attest: options.attest,
  };
  if (options.changedPaths !== undefined) ctx.changedPaths = options.changedPaths;
  const guarded = await answerWorldGuardedPaths(world);
  const verdicts = evaluateWorld(world, engineInputs(evidence, world, guarded), ctx);

  if (options.record !== false) {
    const now = clock();
    const checkRun = {
      wallMs: Number((now - started) / 1_000_000n),
      decisions: evaluatedOf(world).length,
    };
    recordEvaluation(store, verdicts, staleness, formatTimestamp(now), rules, checkRun);
  }
  // Last: reading and writing above may have refused paths.
  for (const refused of store.refused) problems.push(refused);
  const evaluation: Evaluation = {
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
    refusedReceipts: evidence.receipts.refused,
    evidenceFindings,
    triggerRefusals: triggerRefusals(evaluatedOf(world), options.env),
  };
  if (world.trust) evaluation.provenance = new ReceiptProvenance(world.trust.facts);
  if (checks) evaluation.checks = checks;
  if (base) evaluation.base = base;
  return evaluation;
}

/**
 * The bindings whose `triggered_by` the matchers refuse (over a cap), each
 * once: every one of them then reads the list as one git refuses. A list
 * only git can match (`attr:` magic, an absolute path, GIT_*_PATHSPECS set)
 * is held to git's own, lower cap.
 */
function triggerRefusals(
  ticks: readonly { file: string; tick: Tick }[],
  env: NodeJS.ProcessEnv,
): TriggerListRefused[] {
  const gitDecides = pathspecSwitchesSet(env);
  const refused: TriggerListRefused[] = [];
  for (const { file, tick } of ticks) {
    tick.grounds.forEach((ground, groundIndex) => {
      const check = ground.check;
      if (check?.by !== 'test') return;
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
    });
  }
  return refused;
}

/**
 * The bound checks under the action's trust rules: the evidence files are
 * snapshotted first and the action's own lines held; once the last check has
 * ended, whatever the checks wrote there is undone and reported (`finding`),
 * and then the held lines are appended. A cancel while they run does the
 * same before the step exits.
 */
async function runGuarded(
  options: Parameters<typeof runBoundChecks>[0],
  finding: (text: string) => void,
): Promise<RunBoundChecksResult> {
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
  let result: RunBoundChecksResult | undefined;
  try {
    result = await runBoundChecks({ ...options, hold });
  } finally {
    release();
    const settled = settle();
    settled.findings.forEach(finding);
    if (result) result.receipts = settled.written;
  }
  return result;
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
  /** The action's evidence rules: what is known of the receipts' origins, and which commits are here. */
  trust?: { facts: EvidenceFacts; present: Set<string> };
  rules: EvRules;
  /** The files the bindings' commands name, as triggers (the action); absent: ev's reading. */
  guarding?: GuardingTests;
  /** evaluatedTicks of `ticks`, worked out once (collapsing lineages hashes every payload). */
  evaluated?: { file: string; tick: Tick }[];
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
): Promise<Evidence> {
  const receipts = read ?? indexReceipts(store, testRefs(ticks), admission);
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
 * evaluates); `read`: their receipts, read already under the same facts.
 */
async function readWorldEvidence(
  world: World,
  known?: TriggerAnswers,
  head?: string,
  read?: ReceiptIndex,
): Promise<Evidence> {
  const live = evaluatedOf(world);
  const trust = world.trust;
  if (trust === undefined)
    return readEvidence(
      world.store,
      world.git,
      live,
      known,
      head,
      undefined,
      undefined,
      world.guarding,
    );
  const evidence = await readEvidence(
    world.store,
    world.git,
    live,
    known,
    head,
    admissionOf(world, trust),
    read,
    world.guarding,
  );
  // Which receipt commits are in the clone: one that is not cannot prove its receipt fresh.
  const commits = evidence.questions.map((q) => q.commit);
  const unknown = commits.filter((commit) => !trust.present.has(commit));
  for (const commit of await commitsInClone(world.git.repository, unknown))
    trust.present.add(commit);
  if (head !== undefined) trust.present.add(head);
  return evidence;
}

/** The action's admission of receipts under the facts known now (provenance.ts). */
function admissionOf(world: World, trust: NonNullable<World['trust']>): ReceiptAdmission {
  const provenance = new ReceiptProvenance(trust.facts);
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
  request: BaseRequest,
  attest: string[] | null,
): Promise<{ evaluation: BaseEvaluation; receipts: ReceiptIndex }> {
  const trust = world.trust as NonNullable<World['trust']>;
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
  );
  const commits = new Set<string>();
  for (const ref of baseRefs)
    for (const receipt of receipts.receiptsFor(ref)) commits.add(receipt.commit);
  const inHistory = await commitsInHistoryOf(world.git.repository, commits, request.commit);
  const kept = new Map<string, Receipt[]>();
  const receiptsFor = (ref: string): Receipt[] => {
    let list = kept.get(ref);
    if (list === undefined)
      kept.set(ref, (list = receipts.receiptsFor(ref).filter((r) => inHistory.has(r.commit))));
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
  const present = world?.trust?.present;
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
  for (const tick of ticks) {
    for (const ground of tick.grounds) {
      const check = ground.check;
      if (check?.by !== 'test') continue;
      const paths = world.guarding?.triggersOf(check) ?? check.liveness.triggered_by;
      if (sha !== null && check.verified_at_sha !== sha)
        changed.push({ commit: check.verified_at_sha, paths });
      if (withDirty) dirty.push(paths);
    }
  }
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
 * The files each bound command of these ticks names (core/verdict/guarding-test.ts):
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
  const candidates = new Map<string, Array<{ path: string; file: string }>>();
  const asked = new Set<string>();
  let left = 0;
  for (const { tick } of ticks) {
    for (const ground of tick.grounds) {
      const check = ground.check;
      if (check?.by !== 'test') continue;
      for (const command of [check.ref, check.counter_test]) {
        if (command === undefined || candidates.has(command)) continue;
        const paths: Array<{ path: string; file: string }> = [];
        for (const path of commandPathCandidates(command)) {
          const file = repositoryPath(path, prefix);
          if (file === undefined) continue;
          if (!asked.has(file) && asked.size >= GUARDING_PATHS_MAX) {
            left++;
            continue;
          }
          asked.add(file);
          paths.push({ path, file });
        }
        candidates.set(command, paths);
      }
    }
  }
  const files = await filesAtRevisions(repository, revisions, [...asked]);
  for (const [command, paths] of candidates) {
    const tracked = paths.filter((p) => files.has(p.file)).map((p) => p.path);
    if (tracked.length > 0) named.set(command, tracked);
  }
  const result: { tests: GuardingTests; problem?: string } = { tests: guardingTests(named) };
  if (left > 0)
    result.problem = `${left} paths named by bound commands beyond the first ${GUARDING_PATHS_MAX.toLocaleString('en-US')} were not checked: a test file among them is not a trigger of its binding`;
  return result;
}

/** The selected-list the options name (default path, another path, or none), with `changed-from-diff` applied. */
function readSelected(store: Store, options: EvaluateOptions): SelectedRead {
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
  return selected;
}

/** Refs of the test grounds of these ticks (the receipt files to read, each once). */
function testRefs(ticks: readonly { tick: Tick }[]): Set<string> {
  const refs = new Set<string>();
  for (const { tick } of ticks) {
    for (const ground of tick.grounds) if (ground.check?.by === 'test') refs.add(ground.check.ref);
  }
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
