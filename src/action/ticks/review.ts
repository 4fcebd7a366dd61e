/**
 * One evaluation of the ledger for the action, whatever the event: verify,
 * (pull requests) the ledger-diff integrity check and the changed files,
 * (optionally) the bound checks, and the verdict engine — assembled into
 * the report every output is rendered from.
 */
import { EvaluationStop } from '../evaluation-stop.js';
import * as core from '@actions/core';
import { join, relative, resolve } from 'node:path';
import {
  describeCommandFileChange,
  restoreCommandFiles,
  snapshotCommandFiles,
} from '../../adapters/runner/command-files.js';
import type { Repository } from '../../adapters/git/runner.js';
import { NO_UPSTREAM_WARNING } from '../../adapters/ticks/staleness-reference.js';
import {
  listPullRequestFiles,
  type GitHubClient,
  type Repo,
} from '../../adapters/github/client.js';
import { type Checkout } from '../../adapters/git/pull-request.js';
import { onStop } from '../../adapters/processes/process-groups.js';
import { checkIsolation, type CheckIsolation } from '../../adapters/processes/check-process.js';
import { mergeReceiptSources } from '../../adapters/ticks/receipt-sources.js';
import { readConfig } from '../../adapters/ticks/results.js';
import { type PullRequestTrust } from '../../adapters/ticks/pull-request-trust.js';
import { tickTextsOf } from '../../adapters/ticks/ledger-reader.js';
import {
  HistoryUnreadable,
  TicksHistory,
  type PullRequestAnswers,
  type PullRequestQuestions,
} from '../../adapters/ticks/pull-request-history.js';
import {
  EV_02_STORE,
  openTickFilesAhead,
  STORE_SEARCH_BOUNDS,
  storeAt,
  storesBelow,
  unsupportedFormat,
  type Store,
} from '../../adapters/files/store.js';
import { describeKind, entryKind, linkOnTheWay } from '../../adapters/files/untrusted-file.js';
import {
  evaluateCheck,
  openStore,
  triggerRefusals as triggerRefusalsOf,
  type BoundChecksRequest,
  type EvaluateOptions,
  type Evaluation,
  type TriggerListRefused,
} from '../../chains/ticks/evaluation.js';
import { TickLines } from '../../render/ticks/tick-lines.js';
import {
  judgeDecisions,
  reviewReportOf,
  type ReviewExtras,
  type JudgeOptions,
  type Judged,
} from '../../chains/ticks/chain.js';
import { runSelfTest } from '../../core/ticks/golden.js';
import { neutralizeInvisible } from '../../core/text/unicode.js';
import { plainMarkup } from '../../render/markdown.js';
import {
  parseLedger,
  parseLedgerInTurns,
  parsedTicks,
  type LedgerEntry,
  type TickTexts,
} from '../../core/ticks/ledger.js';
import { type LedgerDiff } from '../../core/ticks/ledger-diff.js';
import { type ChangedFiles, type Report, type RunOutput } from '../../render/ticks/report.js';
import {
  normalizeWorkingDirectory,
  ledgerPathPrefix,
  toLedgerRelative,
} from '../../render/working-directory.js';
import { type RunChecksMode } from '../../core/ticks/verdict/check-selection.js';
import type { ReceiptMergeOutcome } from '../../core/ticks/verdict/receipt-merge.js';
import { verdictsInShard } from '../../core/ticks/verdict/shard.js';
import { forEachTestVerdict } from '../../core/ticks/verdict/verdict.js';
import { addEach, forEachTestCheck } from '../../core/ticks/test-checks.js';
import type { Config } from '../../core/ticks/config.js';
import type { PullRequestInfo } from '../event.js';
import { checkDeclaredPlatforms, type ActionInputs } from '../inputs.js';

export interface EvaluationRequest {
  inputs: ActionInputs;
  event: string;
  repository: string;
  workspace: string;
  /** The step's environment (settings.ts): what git and bound checks start from, where the command files are named. */
  env: NodeJS.ProcessEnv;
  /** The step's log, where a bound check's output goes (settings.ts). */
  stdout: (text: string) => void;
  /** The runner's temp directory (RUNNER_TEMP), where `receipts:` may also read. */
  runnerTemp?: string;
  /** The checked-out git repository, located once from the workspace root (main.ts); null when there is none. */
  gitRepository: Repository | null;
  /** The commit the results belong to (the PR head, or GITHUB_SHA). */
  headSha: string;
  pullRequest?: PullRequestInfo;
  /** `workflow_run`: the id of the run that triggered it (its artifacts are what `receipts:` merges). */
  triggeringRunId?: number;
  /** `workflow_run`: the triggering run's head is another repository's (a fork's). */
  triggeringFromFork?: boolean;
  /**
   * Without a pull request: the commit whose `.evolving/config` judges the
   * checkout, and against which its own evidence files are told apart (a
   * `workflow_run` of a fork's head with no open pull request: the workflow's
   * own commit, GITHUB_SHA).
   */
  rulesFrom?: string;
  /**
   * Why this run may not pass the commit it reports on, set by the caller (a
   * fork's head with no open pull request): the conclusion is never `success`.
   */
  notJudged?: string;
  /** Bound checks may be executed (never for untrusted events). */
  mayRunChecks: boolean;
  selfTest: boolean;
  notes: string[];
  github?: { client: GitHubClient; repo: Repo };
}

export interface ActionEvaluation {
  report: Report;
  /** Tick file name → text, to place annotations. */
  tickTexts: TickTexts;
  /**
   * The receipts directory once the action's own receipts are written and the checks' changes
   * undone, and the digests of the files the evaluation read whole: what main.ts seals
   * (`receipts-digest`) for the job that merges an artifact of it.
   */
  receipts: { dir: string; digests?: ReadonlyMap<string, string> };
}

/**
 * Why the working directory cannot be used, if it cannot: a directory between
 * the workspace and the ledger that is a link (committed by the pull request)
 * or a special file. The ledger would be read from wherever it points.
 */
export function workingDirectoryRefusal(
  workspace: string,
  root: string,
  workingDirectory: string,
): string | undefined {
  const blocked = linkOnTheWay(workspace, root);
  if (blocked === undefined) return undefined;
  if (blocked.kind === 'missing')
    return `working-directory ${workingDirectory} does not exist in the workspace (${relative(workspace, blocked.path)} is missing): check the path, and that actions/checkout runs before this step`;
  return `working-directory ${workingDirectory}: ${relative(workspace, blocked.path)} is ${describeKind(blocked.kind)}, not a directory${blocked.kind === 'symlink' ? ' (links are not followed)' : ''}`;
}

/**
 * Where the ledger may be when the working directory holds none: the stores
 * found below it (a bounded search), and the input that points the action
 * there.
 */
export function storesBelowHint(root: string, workingDirectory: string): string {
  const { stores, complete } = storesBelow(root);
  const depth = `${STORE_SEARCH_BOUNDS.depth} levels`;
  if (stores.length === 0)
    return complete
      ? ` No .evolving/ store below it either: run \`ev init\` and commit \`.evolving/\`, or check out the repository that holds the ledger.`
      : ` None found in the first ${depth} or ${STORE_SEARCH_BOUNDS.entries.toLocaleString('en-US')} entries below it: set \`working-directory\` to the directory that holds \`.evolving/\`.`;
  const base = normalizeWorkingDirectory(workingDirectory);
  const inputs = stores.map(
    (dir) => `\`working-directory: ${base === '' ? dir : `${base}/${dir}`}\``,
  );
  return ` Found ${stores.length === 1 ? 'a store' : 'stores'} below it: set ${inputs.join(' or ')}${complete ? '' : ' (the search stops at a bound: there may be more)'}.`;
}

/**
 * The store under the working directory (refused when reached through a
 * link). `ticksJudge`: the pull request's base holds ev 0.1 decisions, so
 * the checkout is read as an ev 0.1 store whatever it holds: one the pull
 * request removed (no `.evolving/`) or turned into ev 0.2's alone is read as
 * an empty store, and the ledger-diff names what it removed.
 */
function openLedger(
  workspace: string,
  root: string,
  workingDirectory: string,
  ticksJudge = false,
): Store {
  const refusal = workingDirectoryRefusal(workspace, root, workingDirectory);
  if (refusal !== undefined) throw new EvaluationStop(refusal);
  if (ticksJudge) {
    const store = storeAt(root);
    const kind = entryKind(store.evolvingDir);
    if (kind === 'missing' || (kind === 'directory' && unsupportedFormat(store) === EV_02_STORE))
      return store;
  }
  const opened = openStore(root);
  if ('error' in opened) {
    const missing = opened.kind === 'missing' ? storesBelowHint(root, workingDirectory) : '';
    throw new EvaluationStop(
      `${opened.error.replace(/^error: /, '')} (working-directory: ${workingDirectory}).${missing}`,
    );
  }
  return opened.store;
}

/** The pull request's changed files: from git when the history is here, else from the API. */
async function pullRequestFiles(
  request: EvaluationRequest,
  answers: PullRequestAnswers,
  pr: PullRequestInfo,
  warning: (message: string) => void,
): Promise<ChangedFiles | undefined> {
  const fromGit = answers.changedFiles;
  if (fromGit) return { files: fromGit, capped: false };
  // A merge queue's group has no pull request to ask GitHub about: git alone answers.
  if (!request.github || pr.number === undefined) return undefined;
  try {
    return await listPullRequestFiles(request.github.client, request.github.repo, pr.number);
  } catch (error) {
    warning(
      `Could not list the pull request's files: ${error instanceof Error ? error.message : String(error)}`,
    );
    return undefined;
  }
}

/**
 * An ev stderr line as a workflow warning: without ev's own `warning: `
 * prefix (the runner shows `Warning:` already), and the no-upstream line
 * with what it means on CI and what to set.
 */
function actionWarning(line: string): string {
  if (line === NO_UPSTREAM_WARNING)
    return (
      "staleness-ref: config uses the ledger's staleness_ref (live-origin), but this checkout's HEAD tracks no upstream branch " +
      "(a pull request's checkout is a detached commit), so sha-staleness is skipped. " +
      'Set `staleness-ref: none` (the default) to judge this run by its receipts without this warning.'
    );
  return line.replace(/^warning: /, '');
}

/** The report keeps what a reader needs of each run (not the evidence id or the binding). */
function runOutputs(evaluation: Evaluation): RunOutput[] {
  return evaluation.runs.map(({ boundRef: _bound, evidenceId: _evidence, ...output }) => output);
}

/**
 * The `receipts` input, a step of its own (every event that sets it runs
 * it, before anything reads the receipts): merges the receipts of other
 * jobs and runs into the store, and warns about each line or file not
 * merged. The merged files are what the evaluation reads and what a later
 * upload or cache step finds.
 */
export function mergeReceipts(
  setup: Pick<LedgerSetup, 'inputs' | 'workspace' | 'runnerTemp'>,
  store: Store,
  origins?: Map<string, string>,
): ReceiptMergeOutcome | undefined {
  const { inputs, workspace } = setup;
  if (inputs.receipts.length === 0) return undefined;
  const outcome = mergeReceiptSources(
    store,
    workspace,
    inputs.receipts,
    origins,
    setup.runnerTemp,
    inputs.receiptsDigest,
  );
  for (const problem of outcome.problems) core.warning(neutralizeInvisible(problem));
  core.info(
    `receipts: ${outcome.merged} lines merged from ${outcome.files} files in ${outcome.directories.length} directories (${outcome.identical} already present)`,
  );
  return outcome;
}

/** How many bindings read stale because their receipt's commit is not in the clone. */
function historyMissingCount(evaluation: Pick<Evaluation, 'verdicts'>): number {
  let count = 0;
  forEachTestVerdict(evaluation.verdicts, (ground) => {
    if (ground.rule === 'history-missing') count++;
  });
  return count;
}

/** What the clone and the event allow against a receipt commit that is not in the clone. */
export interface HistoryRemedies {
  /** The clone is shallow (`fetch-depth` other than 0); undefined when git could not say. */
  shallow: boolean | undefined;
  /** This event may run bound checks (`run-checks: needed` is a remedy). */
  mayRunChecks: boolean;
  event: string;
}

/**
 * One warning for every binding that reads stale because its receipt's commit
 * is not in the clone (docs/USAGE.md#trust-model: the action's deviation from
 * ev), naming the cause and only remedies this checkout and event accept: a
 * full clone is not told to fetch everything, and an event that never runs
 * checks is not told to run them.
 */
export function historyMissingWarning(
  evaluation: Pick<Evaluation, 'verdicts'>,
  remedies: HistoryRemedies,
): string | undefined {
  const count = historyMissingCount(evaluation);
  if (count === 0) return undefined;
  const one = count === 1;
  const lead =
    `${count} binding${one ? ' reads' : 's read'} stale: the commit${one ? ' its receipt was' : 's their receipts were'} made at ` +
    `${one ? 'is' : 'are'} not in this clone, so whether a trigger changed since cannot be judged`;
  const rerun = remedies.mayRunChecks ? 'use `run-checks: needed` to run them again' : undefined;
  if (remedies.shallow === true)
    return `${lead} (a shallow checkout). Check out with \`fetch-depth: 0\` (actions/checkout)${rerun ? `, or ${rerun}` : ''}.`;
  const cause =
    remedies.shallow === false
      ? ` (the history is complete: ${one ? 'it was' : 'they were'} made at a commit no fetched branch or tag reaches, such as a pull request's test-merge commit \`refs/pull/N/merge\`)`
      : '';
  if (remedies.event === 'workflow_run')
    return (
      `${lead}${cause}. In the workflow that ran the checks, check out the pull request's head ` +
      '(`ref: ${{ github.event.pull_request.head.sha }}`, as recipe (c) in docs/RECIPES.md does), so its receipts name the commit this workflow checks out.'
    );
  if (rerun) return `${lead}${cause}. ${rerun.charAt(0).toUpperCase()}${rerun.slice(1)}.`;
  return `${lead}${cause}. Run the checks on the commit this job checks out, and bring their receipts with \`receipts:\`.`;
}

/**
 * The evaluation; when it runs bound checks, the step's command files are
 * snapshotted first and restored after (adapters/runner/command-files.ts): a change
 * a check made is discarded and reported as an error naming the file, and
 * returned for the report's notes. The action writes its own outputs and
 * summary later.
 */
async function evaluateWithCommandFilesGuarded(
  store: Store,
  options: EvaluateOptions,
): Promise<{ evaluation: Evaluation; restored: string[] }> {
  if (options.run === undefined)
    return { evaluation: await evaluateCheck(store, options), restored: [] };
  core.info(isolationLine(await checkIsolation(options.host.env)));
  const snapshot = snapshotCommandFiles(options.host.env);
  const restored: string[] = [];
  const restore = (): void => {
    for (const change of restoreCommandFiles(snapshot)) {
      const message = describeCommandFileChange(change);
      core.error(message);
      restored.push(message);
    }
  };
  // Cancelled while the checks run: the runner still reads the command files after the step.
  const release = onStop(restore);
  let evaluation: Evaluation;
  try {
    evaluation = await evaluateCheck(store, options);
  } finally {
    release();
    restore();
  }
  return { evaluation, restored };
}

/** What keeps the bound checks apart from the action on this runner, as the log says it. */
export function isolationLine(isolation: CheckIsolation): string {
  if (isolation.mode === 'pid-namespace')
    return 'Bound checks run each in a PID namespace of its own: nothing a check starts outlives it, and it sees no other process (docs/USAGE.md "What a bound check can reach").';
  return `Bound checks run without a PID namespace (${isolation.why ?? 'not permitted here'}): what a check leaves running is killed when it ends only while it keeps its process group or its environment, and a check can read the action's environment through /proc. On GitHub's Ubuntu 24.04 runners, allow unprivileged user namespaces first (docs/USAGE.md "What a bound check can reach").`;
}

/**
 * A binding whose `triggered_by` is over a matching cap, as one line naming
 * the tick file and its ground's line: what is over which cap, and what the
 * evaluation did instead (README "Troubleshooting").
 */
export function describeTriggerRefusal(refused: TriggerListRefused, texts: TickTexts): string {
  const line = TickLines.of(texts).groundLine(refused.file, refused.groundIndex);
  const where = `.evolving/ticks/${refused.file}${line === undefined ? '' : `:${line}`}`;
  const what =
    refused.entry === undefined ? 'triggered_by' : `triggered_by entry ${refused.entry + 1}`;
  return `${where}: grounds[${refused.groundIndex}] ${what} ${refused.why} — the list is not matched: it is read as a list git refuses, which selects no change, so no change makes this binding stale. Keep trigger lists within the caps (README "Troubleshooting").`;
}

/** Every platform a test-bound ground of the ledger declares (every tick file, whatever its status). */
function platformsDeclared(entries: readonly LedgerEntry[]): string[] {
  const declared = new Set<string>();
  forEachTestCheck(
    entries,
    (entry) => entry.tick,
    (check) => addEach(declared, check.liveness.platforms),
  );
  return [...declared];
}

/** `run-checks` as this event applies it. */
function runChecksMode(request: EvaluationRequest): RunChecksMode {
  if (request.inputs.runChecks === 'off') return 'off';
  return request.mayRunChecks ? request.inputs.runChecks : 'refused';
}

/** What an evaluation reads of the workspace, whichever pull request it is for. */
export type LedgerSetup = Pick<
  EvaluationRequest,
  'inputs' | 'workspace' | 'gitRepository' | 'runnerTemp'
> & {
  /**
   * The pull request's base holds ev 0.1 decisions: they judge it whatever
   * the checkout holds (openLedger), a `ticks/` the pull request removed
   * being read as empty.
   */
  ticksJudge?: boolean;
};

/**
 * The part of the evaluation that does not depend on the pull request, done
 * once per run: the store opened, the receipts an earlier step left and those
 * `receipts:` merges, the tick files parsed. Several pull requests sharing a
 * head commit (`workflow_run`) are each evaluated on it (`evaluateForAction`).
 */
export interface PreparedLedger {
  store: Store;
  /** Every git question the review asks of this ledger, asked of it. */
  history: TicksHistory;
  ledgerDir: string;
  repoRoot: string;
  /** Receipt files the work tree held beyond the checked-out commit (a cache) → their committed lines. */
  uncommitted: ReadonlyMap<string, ReadonlySet<string>>;
  /** Receipt lines the `receipts` input merged → the directory each came from. */
  origins: ReadonlyMap<string, string>;
  receiptMerge: ReceiptMergeOutcome | undefined;
  entries: readonly LedgerEntry[];
  tickTexts: TickTexts;
  /** Warnings an evaluation of this run logged: another pull request's does not log them again. */
  warned: Set<string>;
  /** The git questions about the first evaluation's pull request, asked while the ledger was parsed. */
  early?: EarlyQuestions;
}

export async function prepareLedger(
  setup: LedgerSetup,
  first?: EvaluationRequest,
): Promise<PreparedLedger> {
  const { inputs } = setup;
  const ledgerDir = resolve(setup.workspace, inputs.workingDirectory);
  const store = openLedger(
    setup.workspace,
    ledgerDir,
    inputs.workingDirectory,
    setup.ticksJudge === true,
  );
  // Before anything is merged or run: which receipts an earlier step (a cache) put in the workspace.
  // Git answers while the tick files are read.
  const repoRoot = setup.gitRepository?.workTree ?? setup.workspace;
  const history = new TicksHistory(setup.gitRepository, {
    repoRoot,
    ledgerDir,
    headPath: store.headPath,
  });
  const asked = history.uncommittedReceipts(store, first?.pullRequest !== undefined);
  const removed = setup.ticksJudge === true && entryKind(store.ticksDir) === 'missing';
  let entries: LedgerEntry[];
  let early: EarlyQuestions | undefined;
  if (removed) entries = [];
  else {
    // Read by the launcher's thread a batch ahead of the parse, where it offers to.
    const files = openTickFilesAhead(store);
    try {
      if (first === undefined) entries = parseLedger(files);
      else {
        // The review's git questions about `first` are asked now, while the run holds little (a
        // process started once the ledger is parsed costs several times as much), and git
        // answers while the tick files are parsed, a share at a time.
        let parsed: (entries: readonly LedgerEntry[]) => void = () => undefined;
        const parsing = new Promise<readonly LedgerEntry[]>((resolve) => (parsed = resolve));
        early = earlyQuestions(history, first, store, ledgerDir, parsing);
        let turns = 0;
        entries = await parseLedgerInTurns(files, () => {
          // A ledger of more than one share of tick files has bound checks to judge: the
          // commands that judging asks with its input on stdin start now, while the run holds little.
          if (turns++ === 0) history.startJudgingAhead(store.root, first.env);
          return nextTurn();
        });
        parsed(entries);
      }
    } finally {
      files.done();
    }
  }
  const uncommitted = await asked;
  const origins = new Map<string, string>();
  const receiptMerge = mergeReceipts(setup, store, origins);
  return {
    store,
    ledgerDir,
    repoRoot,
    history,
    uncommitted,
    origins,
    receiptMerge,
    entries,
    tickTexts: tickTextsOf(store),
    warned: new Set(),
    ...(early ? { early } : {}),
  };
}

/** Lets what waits on git run (a share of the tick files is parsed between turns). */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** The git questions about one pull request, asked before its ledger was parsed (prepareLedger). */
interface EarlyQuestions {
  request: EvaluationRequest;
  /** Paths refused while git was asked (the ledger's `HEAD` read through a link): this evaluation's. */
  refused: Set<string>;
  answers: Promise<PullRequestAnswers>;
}

function earlyQuestions(
  history: TicksHistory,
  request: EvaluationRequest,
  store: Store,
  ledgerDir: string,
  entries: Promise<readonly LedgerEntry[]>,
): EarlyQuestions {
  const refused = new Set<string>();
  const answers = history.pullRequest(
    pullRequestQuestions(request, ledgerDir, { ...store, refused }, entries),
  );
  // Awaited by the review; a run that stops before it (a bad input) leaves it unread.
  answers.catch(() => undefined);
  return { request, refused, answers };
}

/** Every git question about the pull request (or the event), asked of the checkout `store`. */
function pullRequestQuestions(
  request: EvaluationRequest,
  ledgerDir: string,
  store: Store,
  entries: readonly LedgerEntry[] | Promise<readonly LedgerEntry[]>,
): PullRequestQuestions {
  const rulesFrom = rulesQuestion(request, ledgerDir);
  return {
    ...(rulesFrom ? { rules: rulesFrom } : {}),
    ...(request.pullRequest
      ? {
          pullRequest: {
            baseSha: request.pullRequest.baseSha,
            headSha: request.pullRequest.headSha,
            mergeGroup: request.pullRequest.mergeGroup !== undefined,
          },
        }
      : {}),
    checkout: { store, entries },
  };
}

/**
 * A warning logger for one evaluation: a line an earlier evaluation of the
 * run logged (another pull request on the same head) is not logged again.
 */
function warnOnce(prepared: PreparedLedger): (message: string) => void {
  const before = new Set(prepared.warned);
  return (message) => {
    prepared.warned.add(message);
    // A workflow command is plain text: `code` there would show its backticks. Messages quote
    // ledger and receipt text: no invisible or bidi character reaches the log.
    if (!before.has(message)) core.warning(plainMarkup(neutralizeInvisible(message)));
  };
}

/**
 * The evaluation for one pull request (or for the event, without one) on the
 * prepared ledger: its base's rules and evidence, the ledger-diff integrity
 * check and its changed files, the verdicts, and the report.
 */
export async function evaluateForAction(
  prepared: PreparedLedger,
  request: EvaluationRequest,
): Promise<ActionEvaluation> {
  const early = prepared.early?.request === request ? prepared.early : undefined;
  // What git was asked early may still be reading the checkout (its paths refused join this store).
  if (early) await early.answers.catch(() => undefined);
  const store = storeOfThisEvaluation(prepared.store, early?.refused);
  const warning = warnOnce(prepared);
  // What git cannot answer stops the step, naming what and why.
  try {
    return await reviewWith(prepared.history, prepared, store, request, warning, early?.answers);
  } catch (error) {
    if (error instanceof HistoryUnreadable) throw new EvaluationStop(error.message);
    throw error;
  } finally {
    // The commands started ahead that judging did not ask (TicksHistory.startJudgingAhead).
    if (early) await prepared.history.endJudgingAhead();
  }
}

/** The review of one pull request (or event), its git questions asked of `history`. */
async function reviewWith(
  history: TicksHistory,
  prepared: PreparedLedger,
  store: Store,
  request: EvaluationRequest,
  warning: (message: string) => void,
  asked?: Promise<PullRequestAnswers>,
): Promise<ActionEvaluation> {
  const mode = runChecksMode(request);
  checkDeclaredPlatforms(
    request.inputs,
    platformsDeclared(prepared.entries),
    mode === 'all' || mode === 'needed',
  );
  // Every git question about the pull request at once (or asked already, while the ledger was
  // parsed); what the review decides is its own.
  const answers = await (asked ??
    history.pullRequest(
      pullRequestQuestions(request, prepared.ledgerDir, store, prepared.entries),
    ));
  const rules = judgingRules(request, answers.trust, store, prepared.ledgerDir, warning);
  const head = headJudgement(request, answers, warning);
  if (answers.unreadable !== undefined) throw new EvaluationStop(answers.unreadable);
  const changes = await pullRequestChanges(request, answers, prepared, warning);
  const options = evaluationOptions(request, prepared, rules, changes, mode, head.judged);
  const judgement = await judge(
    request,
    store,
    head.judged ? [...prepared.entries, ...(changes.removed ?? [])] : [],
    options,
    warning,
  );
  const findings = await evaluationFindings(request, history, prepared, judgement);
  for (const line of findings.warnings) warning(actionWarning(line));
  const report = assembleReport(request, {
    mode,
    rules,
    head,
    changes,
    judgement,
    findings,
    receiptMerge: prepared.receiptMerge,
  });
  return {
    report,
    tickTexts: prepared.tickTexts,
    receipts: {
      dir: join(store.resultsDir, 'receipts'),
      ...(judgement.decisions.evaluation.receiptDigests
        ? { digests: judgement.decisions.evaluation.receiptDigests }
        : {}),
    },
  };
}

/**
 * A store of its own (the paths refused so far, then this evaluation's): a
 * report lists the refused paths its evaluation met, not those another pull
 * request's did.
 */
function storeOfThisEvaluation(prepared: Store, refusedEarly: Iterable<string> = []): Store {
  return { ...prepared, refused: new Set([...prepared.refused, ...refusedEarly]) };
}

/** The rules a run is judged by, and which evidence files do not judge it. */
interface JudgingRules {
  /** Undefined when the checkout is the repository's own (no base, no `rulesFrom`). */
  trust: PullRequestTrust | undefined;
  config: Config;
  selectedListPath: string;
}

/** The rules and the evidence that judge a pull request: its base's, never its own (each finding warned). */
function judgingRules(
  request: EvaluationRequest,
  trust: PullRequestTrust | undefined,
  store: Store,
  ledgerDir: string,
  warning: (message: string) => void,
): JudgingRules {
  for (const finding of trust?.findings ?? []) warning(finding);
  return {
    trust,
    config: trust?.config ?? readConfig(store),
    selectedListPath: selectedListOf(request, ledgerDir),
  };
}

/** Whether the checkout is what a verdict on the head may rest on, and why not when it is not. */
interface HeadJudgement {
  /** The checkout's ticks are judged (false: the checkout is another commit than the head). */
  judged: boolean;
  /** Why the conclusion may not be `success` (the checkout's or the caller's reason). */
  notJudged: string | undefined;
}

/**
 * What is checked out: the pull request's head (or its merge commit) is what
 * a verdict on its head may rest on; anything else (pull_request_target's
 * default, the base) is not judged. The reason is warned once.
 */
function headJudgement(
  request: EvaluationRequest,
  answers: PullRequestAnswers,
  warning: (message: string) => void,
): HeadJudgement {
  const pr = request.pullRequest;
  const { checkout } = answers;
  const notJudged =
    checkout?.kind === 'other' && pr
      ? headNotCheckedOut(checkout, pr, request.event)
      : request.notJudged;
  if (notJudged !== undefined && !request.notes.includes(notJudged)) warning(notJudged);
  return { judged: answers.headJudged, notJudged };
}

/** What the pull request changed, as git and GitHub answer it (nothing without a pull request). */
interface PullRequestChanges {
  diff?: LedgerDiff;
  changed?: ChangedFiles;
  /** The changed files under the working directory, ledger-relative. */
  changedInLedger?: string[];
  /** The base's ticks, read only when the head is judged: what the head is compared with. */
  baseTicks?: ReturnType<typeof parsedTicks>;
  /**
   * The base's decisions the pull request removed (a violation of the
   * ledger-diff): they are judged at the head all the same, as the base's
   * rules are, so a removal never takes a decision out of its own review.
   */
  removed?: LedgerEntry[];
}

/**
 * Git and GitHub answer what the pull request changed while the ledger is
 * verified: the ledger-diff, the changed files, the base's ledger.
 */
async function pullRequestChanges(
  request: EvaluationRequest,
  answers: PullRequestAnswers,
  prepared: PreparedLedger,
  warning: (message: string) => void,
): Promise<PullRequestChanges> {
  const pr = request.pullRequest;
  if (!pr) return {};
  const { entries } = prepared;
  const { diff, baseEntries } = answers;
  const changed = await pullRequestFiles(request, answers, pr, warning);
  const changedInLedger = changed?.files
    .map((file) => toLedgerRelative(file, request.inputs.workingDirectory))
    .filter((file): file is string => file !== undefined);
  const here = new Set(entries.map((entry) => entry.file));
  const removed = baseEntries?.filter((entry) => entry.tick && !here.has(entry.file));
  return {
    ...(diff ? { diff } : {}),
    ...(changed ? { changed } : {}),
    ...(changedInLedger ? { changedInLedger } : {}),
    ...(baseEntries ? { baseTicks: parsedTicks(baseEntries) } : {}),
    ...(removed && removed.length > 0 ? { removed } : {}),
  };
}

/** What the verdict engine is told: the trusted rules and evidence, the changes, the checks to run. */
function evaluationOptions(
  request: EvaluationRequest,
  prepared: PreparedLedger,
  rules: JudgingRules,
  changes: PullRequestChanges,
  mode: RunChecksMode,
  judged: boolean,
): JudgeOptions {
  const { inputs } = request;
  const pr = request.pullRequest;
  const { changed, changedInLedger, baseTicks } = changes;
  return {
    host: { env: request.env, repository: request.gitRepository, offline: false },
    judgedBy: {
      attest: inputs.attest ?? null,
      config: rules.config,
      trust: {
        merged: prepared.origins,
        uncommitted: prepared.uncommitted,
        distrusted: rules.trust?.distrusted ?? new Map(),
        ...(changed
          ? {
              changed: {
                files: changed.files,
                ledgerPrefix: ledgerPathPrefix(inputs.workingDirectory),
              },
            }
          : {}),
      },
    },
    change: {
      selectedList: rules.trust?.selectedListChanged
        ? null
        : { path: rules.selectedListPath, shown: inputs.selectedList },
      ...(changedInLedger ? { changedPaths: changedInLedger } : {}),
      // The base is judged as it stood, before this run's checks: what this pull request changed.
      ...(pr && baseTicks ? { base: { ticks: baseTicks, commit: pr.baseSha } } : {}),
      ...(inputs.changedFromDiff && changedInLedger
        ? { fillChangedFromDiff: changedInLedger }
        : {}),
    },
    // ev's per-host caches — a state file per tick and the `check` events — are not written:
    // the job's checkout is thrown away, and 10,000 state files cost more than the rest of the
    // evaluation. Receipts and run evidence, which later jobs and runs reuse, are written.
    record: false,
    ...((mode === 'all' || mode === 'needed') && judged
      ? { run: checksRun(inputs, mode, request.stdout) }
      : {}),
  };
}

/** How `run-checks` runs the bound checks. */
function checksRun(
  inputs: ActionInputs,
  mode: 'all' | 'needed',
  log: (text: string) => void,
): BoundChecksRequest {
  return {
    platform: inputs.platform,
    mode,
    ...(inputs.shard ? { shard: inputs.shard } : {}),
    jobs: inputs.checkJobs,
    timeoutMs: inputs.checkTimeout * 1000,
    fenceWorkflowCommands: true,
    isolate: true,
    stdout: log,
    // One ordered stream: the runner's stop-commands fence is written on stdout, and a
    // bound check's stderr read from a second pipe could be processed after it is lifted.
    stderr: log,
  };
}

/** The decisions judged, the evaluation this job speaks for, and the command files checks changed. */
interface Judgement {
  decisions: Judged;
  /** A shard job's: its share of the bindings only (the final job judges them all). */
  evaluation: Evaluation;
  /** The ticks judged: the checkout's, or none when the checkout is not the head's. */
  evaluated: readonly LedgerEntry[];
  /** Changes bound checks made to the step's command files, undone (one note each). */
  restored: readonly string[];
}

async function judge(
  request: EvaluationRequest,
  store: Store,
  evaluated: readonly LedgerEntry[],
  options: JudgeOptions,
  warning: (message: string) => void,
): Promise<Judgement> {
  const { inputs } = request;
  const pr = request.pullRequest;
  let restored: readonly string[] = [];
  const decisions = await judgeDecisions({
    store,
    entries: evaluated,
    // The files bound commands name, at HEAD or (a test the pull request deletes) at its base.
    guardingAt: pr ? ['HEAD', pr.baseSha] : ['HEAD'],
    staleness: inputs.stalenessRef,
    ...(pr ? { baseSha: pr.baseSha } : {}),
    options,
    warn: warning,
    evaluate: async (judgedStore: Store, judgedOptions: EvaluateOptions) => {
      const guarded = await evaluateWithCommandFilesGuarded(judgedStore, judgedOptions);
      restored = guarded.restored;
      return guarded.evaluation;
    },
  });
  const whole = decisions.evaluation;
  const evaluation = inputs.shard
    ? { ...whole, verdicts: verdictsInShard(whole.verdicts, inputs.shard) }
    : whole;
  return { decisions, evaluation, evaluated, restored };
}

/** What the evaluation found that the log warns about and the report's trust section lists. */
interface EvaluationFindings {
  /** Every line warned, in order (ev's warnings and problems first). */
  warnings: string[];
  triggerRefusals: string[];
  historyMissing: string | undefined;
}

async function evaluationFindings(
  request: EvaluationRequest,
  history: TicksHistory,
  prepared: PreparedLedger,
  { evaluation, decisions }: Judgement,
): Promise<EvaluationFindings> {
  // Every binding's, a shard job's too: the whole evaluation's verdicts, not the shard's share.
  const whole = decisions.evaluation.verdicts;
  const triggerRefusals = triggerRefusalsOf(whole, request.env).map((refused) =>
    describeTriggerRefusal(refused, prepared.tickTexts),
  );
  // git is asked whether the clone is shallow only when a binding needs the answer.
  const historyMissing =
    historyMissingCount(evaluation) === 0
      ? undefined
      : historyMissingWarning(evaluation, {
          shallow: await history.shallow(),
          mayRunChecks: request.mayRunChecks,
          event: request.event,
        });
  return {
    warnings: [
      ...evaluation.warnings,
      ...evaluation.problems,
      ...evaluation.refusedReceipts,
      ...evaluation.evidenceFindings,
      ...evaluation.actionWarnings,
      ...triggerRefusals,
      ...(historyMissing !== undefined ? [historyMissing] : []),
    ],
    triggerRefusals,
    historyMissing,
  };
}

/** Everything the report is assembled from. */
interface ReportParts {
  mode: RunChecksMode;
  rules: JudgingRules;
  head: HeadJudgement;
  changes: PullRequestChanges;
  judgement: Judgement;
  findings: EvaluationFindings;
  receiptMerge: ReceiptMergeOutcome | undefined;
}

function assembleReport(request: EvaluationRequest, parts: ReportParts): Report {
  const { inputs } = request;
  const pr = request.pullRequest;
  const { judgement, changes, findings } = parts;
  const { evaluation, decisions } = judgement;
  const extras = reviewExtras(request, parts);
  const notes = reportNotes(request, parts);
  // A fork's run is told by its head repository (the payload's workflow_run.head_repository),
  // not by whether an open pull request was found for it.
  const forkClaims =
    request.event === 'workflow_run' &&
    (request.triggeringFromFork === true || pr?.fromFork === true);
  return reviewReportOf(
    { ...decisions, evaluation },
    inputs.stalenessRef,
    {
      context: {
        event: request.event,
        repository: request.repository,
        workingDirectory: inputs.workingDirectory,
        ...(request.headSha ? { headSha: request.headSha } : {}),
        ...(pr?.number !== undefined ? { pullRequest: pr.number } : {}),
        ...(pr ? { baseSha: pr.baseSha } : {}),
      },
      settings: {
        gate: inputs.gate,
        gateScope: inputs.gateScope,
        failOnViolation: inputs.failOnViolation,
        context: inputs.context,
        runChecks: parts.mode,
        platform: inputs.platform,
        attest: inputs.attest ?? null,
      },
      runs: runOutputs(evaluation),
      notes,
      trust: {
        findings: [
          ...(parts.rules.trust?.findings ?? []),
          ...evaluation.refusedReceipts,
          ...evaluation.evidenceFindings,
          ...findings.triggerRefusals,
          ...(findings.historyMissing !== undefined ? [findings.historyMissing] : []),
          ...(decisions.guardingProblem !== undefined ? [decisions.guardingProblem] : []),
        ],
        ...(evaluation.provenance ? { provenance: evaluation.provenance } : {}),
        pullRequest: pr !== undefined,
        mergedAreForkClaims: forkClaims,
        ...(request.triggeringRunId !== undefined
          ? { mergedFromRun: request.triggeringRunId }
          : {}),
      },
      ...(parts.receiptMerge ? { receiptMerge: parts.receiptMerge } : {}),
      ...(changes.diff ? { ledgerDiff: changes.diff } : {}),
      ...(changes.changed ? { changedFiles: changes.changed } : {}),
      ...(request.selfTest ? { selfTest: runSelfTest() } : {}),
    },
    extras,
  );
}

/** The base beside the head (when it was judged), the job's shard, and how it ran the checks. */
function reviewExtras(request: EvaluationRequest, parts: ReportParts): ReviewExtras {
  const { baseTicks } = parts.changes;
  return {
    ...(baseTicks ? { base: { ticks: baseTicks, evaluated: parts.judgement.evaluated } } : {}),
    ...(request.inputs.shard ? { shard: request.inputs.shard } : {}),
    runs: { mode: parts.mode, platform: request.inputs.platform },
    ...(parts.head.notJudged !== undefined ? { notJudged: parts.head.notJudged } : {}),
  };
}

/** The report's notes: the request's, then what this evaluation found (the request is left as it was). */
function reportNotes(request: EvaluationRequest, parts: ReportParts): string[] {
  const { head, changes, judgement } = parts;
  const { notJudged } = head;
  return [
    ...request.notes,
    ...(notJudged !== undefined && !request.notes.includes(notJudged) ? [notJudged] : []),
    ...(changes.changed?.capped
      ? [
          'GitHub lists at most 3,000 files of a pull request: changed triggers beyond that are not shown.',
        ]
      : []),
    ...judgement.restored,
  ];
}

/**
 * The rules and the evidence files that do not judge: a pull request's
 * base's; without one, those of `rulesFrom` (a fork's head with no open pull
 * request is judged by the workflow's own commit); else none (the checkout is
 * the repository's own).
 */
function rulesQuestion(
  request: EvaluationRequest,
  ledgerDir: string,
): PullRequestQuestions['rules'] {
  const pr = request.pullRequest;
  const from = pr?.baseSha ?? request.rulesFrom;
  if (from === undefined) return undefined;
  const what = pr?.mergeGroup
    ? "the merge group's base commit"
    : pr
      ? "the pull request's base commit"
      : "the workflow's own commit (GITHUB_SHA)";
  return {
    from,
    what,
    selectedListPath: selectedListOf(request, ledgerDir),
    ...(pr ? {} : { wording: FORK_HEAD_WORDING }),
  };
}

/** The selected-list, as the inputs name it from the ledger's directory. */
function selectedListOf(request: EvaluationRequest, ledgerDir: string): string {
  return resolve(ledgerDir, request.inputs.selectedList);
}

/** How findings name a fork's head judged without a pull request. */
const FORK_HEAD_WORDING = {
  changedBy: "the fork's commit",
  judgedBy: "it is judged by this repository's config at the workflow's own commit",
};

/** How to check out what a verdict on the head may rest on, for each event. */
const HEAD_CHECKOUT_REMEDY: Readonly<Record<string, string>> = {
  pull_request:
    "Keep actions/checkout's default for `pull_request` (the merge commit) or check out the head (`ref: ${{ github.event.pull_request.head.sha }}`).",
  pull_request_target:
    'Check out the head (actions/checkout `ref: ${{ github.event.pull_request.head.sha }}`: the action only reads it here, and no other step of the job may run it), or judge the pull request on `pull_request` (README recipe (c) for forks).',
  workflow_run:
    "Check out the triggering run's head (actions/checkout `ref: ${{ github.event.workflow_run.head_sha }}`).",
  merge_group:
    "Keep actions/checkout's default for `merge_group` (the group's head) or check it out (`ref: ${{ github.event.merge_group.head_sha }}`).",
};

/** Why the verdicts are not the head's: the checkout is another commit. */
function headNotCheckedOut(checkout: Checkout, pr: PullRequestInfo, event: string): string {
  if (pr.mergeGroup) return groupHeadNotCheckedOut(checkout, pr);
  const what =
    checkout.sha === undefined
      ? 'the checkout is no commit git can name'
      : checkout.sha === pr.baseSha
        ? `the checkout is the base commit ${checkout.sha.slice(0, 12)}`
        : `the checkout is ${checkout.sha.slice(0, 12)}`;
  return (
    `The pull request's head ${pr.headSha.slice(0, 12)} was not evaluated: ${what}, neither the head nor its merge commit. ` +
    "Only its ledger's integrity was checked (from git objects); no verdict is given for it, and the check run is never a success. " +
    (HEAD_CHECKOUT_REMEDY[event] ?? HEAD_CHECKOUT_REMEDY.pull_request_target)
  );
}

/** Why the verdicts are not the merge group's head's: the checkout is another commit. */
function groupHeadNotCheckedOut(checkout: Checkout, group: PullRequestInfo): string {
  const what =
    checkout.sha === undefined
      ? 'the checkout is no commit git can name'
      : `the checkout is ${checkout.sha === group.baseSha ? 'the base commit ' : ''}${checkout.sha.slice(0, 12)}`;
  return (
    `The merge group's head ${group.headSha.slice(0, 12)} was not evaluated: ${what}, not the group's head. ` +
    "Only its ledger's integrity was checked (from git objects); no verdict is given for it, and the check run is never a success. " +
    (HEAD_CHECKOUT_REMEDY.merge_group ?? '')
  );
}
