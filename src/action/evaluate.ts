/**
 * One evaluation of the ledger for the action, whatever the event: verify,
 * (pull requests) the ledger-diff integrity check and the changed files,
 * (optionally) the bound checks, and the verdict engine — assembled into
 * the report every output is rendered from.
 */
import * as core from '@actions/core';
import { join, relative, resolve } from 'node:path';
import {
  describeCommandFileChange,
  restoreCommandFiles,
  snapshotCommandFiles,
} from '../adapters/command-files.js';
import {
  NO_UPSTREAM_WARNING,
  resolveStalenessReference,
  type Repository,
} from '../adapters/git.js';
import { listPullRequestFiles, type GitHubClient, type Repo } from '../adapters/github.js';
import {
  changedFiles,
  ensureCommit,
  pathChanges,
  textAtCommit,
} from '../adapters/pull-request-git.js';
import { mergeReceiptSources } from '../adapters/receipt-sources.js';
import { readConfig } from '../adapters/results.js';
import {
  BaseUnreadable,
  pullRequestTrust,
  uncommittedReceipts,
  type PullRequestTrust,
} from './pull-request-trust.js';
import { tickTextsOf } from '../adapters/ledger-reader.js';
import {
  claimsBesideTicks,
  READ_BOUNDS,
  readHead,
  openTickFiles,
  type Store,
} from '../adapters/store.js';
import { describeKind, linkOnTheWay } from '../adapters/untrusted-file.js';
import { evaluateCheck, openStore, type EvaluateOptions, type Evaluation } from '../evaluation.js';
import { runSelfTest } from '../core/ledger/golden.js';
import { neutralizeInvisible } from '../core/text/unicode.js';
import { parseLedger, type LedgerEntry, type TickTexts } from '../core/ledger/ledger.js';
import { compareLedgers, type LedgerDiff } from '../core/ledger/ledger-diff.js';
import {
  buildReport,
  ledgerPathPrefix,
  toLedgerRelative,
  type ChangedFiles,
  type Report,
  type RunOutput,
} from '../core/render/report.js';
import {
  bindingExecutions,
  bindingKey,
  type BindingExecutionOf,
  type RunChecksMode,
} from '../core/verdict/check-selection.js';
import type { ReceiptMergeOutcome } from '../core/verdict/receipt-merge.js';
import type { StalenessReference } from '../core/verdict/state.js';
import { verifyLedger } from '../core/ledger/verify.js';
import type { PullRequestInfo } from './event.js';
import type { ActionInputs } from './inputs.js';

/** A reason the evaluation cannot go on (no store, base commit missing): the step fails with it. */
export class EvaluationStop extends Error {}

/**
 * Events whose checkout is the pull request's code, so the ledger-diff
 * integrity check and the changed files are about it: `pull_request`, and
 * `workflow_run`, which checks out the head commit the triggering run tested.
 */
const COMPARES_WITH_BASE = new Set(['pull_request', 'workflow_run']);

export interface EvaluationRequest {
  inputs: ActionInputs;
  event: string;
  repository: string;
  workspace: string;
  /** The checked-out git repository, located once from the workspace root (main.ts); null when there is none. */
  gitRepository: Repository | null;
  /** The commit the results belong to (the PR head, or GITHUB_SHA). */
  headSha: string;
  pullRequest?: PullRequestInfo;
  /** `workflow_run`: the id of the run that triggered it (its artifacts are what `receipts:` merges). */
  triggeringRunId?: number;
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

/** The store under the working directory (refused when reached through a link). */
function openLedger(workspace: string, root: string, workingDirectory: string): Store {
  const refusal = workingDirectoryRefusal(workspace, root, workingDirectory);
  if (refusal !== undefined) throw new EvaluationStop(refusal);
  const opened = openStore(root);
  if ('error' in opened) {
    throw new EvaluationStop(
      `${opened.error.replace(/^error: /, '')} (working-directory: ${workingDirectory})`,
    );
  }
  return opened.store;
}

/** The pull request's changed files: from git when the history is here, else from the API. */
async function pullRequestFiles(
  request: EvaluationRequest,
  pr: PullRequestInfo,
  warning: (message: string) => void,
): Promise<ChangedFiles | undefined> {
  const fromGit = await changedFiles(request.gitRepository, pr.baseSha, pr.headSha);
  if (fromGit) return { files: fromGit, capped: false };
  if (!request.github) return undefined;
  try {
    return await listPullRequestFiles(request.github.client, request.github.repo, pr.number);
  } catch (error) {
    warning(
      `Could not list the pull request's files: ${error instanceof Error ? error.message : String(error)}`,
    );
    return undefined;
  }
}

async function ledgerDiff(
  repository: Repository | null,
  repoRoot: string,
  ledgerDir: string,
  pr: PullRequestInfo,
  entries: readonly LedgerEntry[],
  store: Store,
): Promise<LedgerDiff> {
  const ticksDir = relative(repoRoot, join(ledgerDir, '.evolving', 'ticks')) || '.';
  const changes = await pathChanges(repository, pr.baseSha, 'HEAD', ticksDir);
  if (changes === undefined)
    throw new EvaluationStop(
      `git could not compare the ledger with the base commit ${pr.baseSha.slice(0, 12)}`,
    );
  const ledgerPrefix = relative(repoRoot, ledgerDir);
  const toLedger = (path: string) => (ledgerPrefix === '' ? path : relative(ledgerPrefix, path));
  const baseHead = await textAtCommit(
    repository,
    pr.baseSha,
    relative(repoRoot, store.headPath),
    READ_BOUNDS.head,
  );
  const ticks = new Map<
    string,
    { id: string; parent_id: string; decision: string; blame: string }
  >();
  for (const entry of entries) if (entry.tick) ticks.set(entry.file, entry.tick);
  const head = readHead(store);
  return compareLedgers({
    changes: changes.map((change) => ({
      ...change,
      path: toLedger(change.path),
      ...(change.from ? { from: toLedger(change.from) } : {}),
    })),
    head,
    ticks,
    ...(baseHead !== undefined ? { baseHead } : {}),
  });
}

async function stalenessOverride(
  request: EvaluationRequest,
  store: Store,
): Promise<StalenessReference | undefined> {
  const policy = request.inputs.stalenessRef;
  if (policy === 'config') return undefined;
  if (policy === 'base') {
    if (request.pullRequest) return { policy: 'base', sha: request.pullRequest.baseSha };
    core.warning('staleness-ref: base needs a pull request; using the ledger config instead');
    return undefined;
  }
  const resolved = await resolveStalenessReference(
    { repository: request.gitRepository, cwd: store.root, env: process.env, processes: 0 },
    store,
    policy,
    false,
  );
  return { policy, sha: resolved.sha };
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
  inputs: Pick<ActionInputs, 'receipts'>,
  workspace: string,
  store: Store,
  origins?: Map<string, string>,
): ReceiptMergeOutcome | undefined {
  if (inputs.receipts.length === 0) return undefined;
  const outcome = mergeReceiptSources(store, workspace, inputs.receipts, origins);
  for (const problem of outcome.problems) core.warning(neutralizeInvisible(problem));
  core.info(
    `receipts: ${outcome.merged} lines merged from ${outcome.files} files in ${outcome.directories.length} directories (${outcome.identical} already present)`,
  );
  return outcome;
}

/**
 * One warning for every binding that reads stale because its receipt's commit
 * is not in the clone (action.md "Trust model": the action's deviation from ev).
 */
function historyMissingWarning(evaluation: Evaluation): string | undefined {
  let count = 0;
  for (const verdict of evaluation.verdicts)
    for (const ground of verdict.tests) if (ground.rule === 'history-missing') count++;
  if (count === 0) return undefined;
  return (
    `${count} binding${count === 1 ? ' reads' : 's read'} stale: the commit${count === 1 ? ' its receipt was' : 's their receipts were'} made at ` +
    'is not in this clone, so whether a trigger changed since cannot be judged (a shallow checkout?). ' +
    'Check out with `fetch-depth: 0` (actions/checkout), or use `run-checks: needed` to run them again.'
  );
}

/**
 * The evaluation; when it runs bound checks, the step's command files are
 * snapshotted first and restored after (adapters/command-files.ts): a change
 * a check made is discarded and reported as an error naming the file, and
 * noted in the report. The action writes its own outputs and summary later.
 */
async function evaluateWithCommandFilesGuarded(
  store: Store,
  options: EvaluateOptions,
  notes: string[],
): Promise<Evaluation> {
  if (options.run === undefined) return evaluateCheck(store, options);
  const snapshot = snapshotCommandFiles(process.env);
  try {
    return await evaluateCheck(store, options);
  } finally {
    for (const change of restoreCommandFiles(snapshot)) {
      const message = describeCommandFileChange(change);
      core.error(message);
      notes.push(message);
    }
  }
}

/** `run-checks` as this event applies it. */
function runChecksMode(request: EvaluationRequest): RunChecksMode {
  if (request.inputs.runChecks === 'off') return 'off';
  return request.mayRunChecks ? request.inputs.runChecks : 'refused';
}

/** What `run-checks` did with each binding (ran, reused, or why neither). */
function executionsOf(request: EvaluationRequest, evaluation: Evaluation): BindingExecutionOf {
  const keys = (runs: readonly { tickFile: string; groundIndex: number }[]) =>
    new Set(runs.map((run) => bindingKey(run.tickFile, run.groundIndex)));
  return bindingExecutions({
    mode: runChecksMode(request),
    platform: request.inputs.platform,
    selected: keys(evaluation.checks?.selected ?? []),
    executed: keys(evaluation.checks?.executed ?? []),
  });
}

/** What an evaluation reads of the workspace, whichever pull request it is for. */
export type LedgerSetup = Pick<EvaluationRequest, 'inputs' | 'workspace' | 'gitRepository'>;

/**
 * The part of the evaluation that does not depend on the pull request, done
 * once per run: the store opened, the receipts an earlier step left and those
 * `receipts:` merges, the tick files parsed. Several pull requests sharing a
 * head commit (`workflow_run`) are each evaluated on it (`evaluateForAction`).
 */
export interface PreparedLedger {
  store: Store;
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
}

export async function prepareLedger(setup: LedgerSetup): Promise<PreparedLedger> {
  const { inputs } = setup;
  const ledgerDir = resolve(setup.workspace, inputs.workingDirectory);
  const store = openLedger(setup.workspace, ledgerDir, inputs.workingDirectory);
  // Before anything is merged or run: which receipts an earlier step (a cache) put in the workspace.
  // Git answers while the tick files are read.
  const asked = uncommittedReceipts(setup.gitRepository, store);
  const entries = parseLedger(openTickFiles(store));
  const uncommitted = await asked;
  const origins = new Map<string, string>();
  const receiptMerge = mergeReceipts(inputs, setup.workspace, store, origins);
  return {
    store,
    ledgerDir,
    repoRoot: setup.gitRepository?.workTree ?? setup.workspace,
    uncommitted,
    origins,
    receiptMerge,
    entries,
    tickTexts: tickTextsOf(store),
    warned: new Set(),
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
    if (!before.has(message)) core.warning(message);
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
  const { inputs } = request;
  const { ledgerDir, repoRoot, entries } = prepared;
  // A store of its own (the paths refused so far, then this evaluation's): a report lists
  // the refused paths its evaluation met, not those another pull request's did.
  const store: Store = { ...prepared.store, refused: new Set(prepared.store.refused) };
  const warning = warnOnce(prepared);

  const pr = request.pullRequest;
  const selectedListPath = resolve(ledgerDir, inputs.selectedList);
  // The rules and the evidence that judge a pull request are its base's, never its own.
  let trust: PullRequestTrust | undefined;
  if (pr) {
    const missing = await ensureCommit(request.gitRepository, pr.baseSha);
    if (missing) throw new EvaluationStop(missing);
    try {
      trust = await pullRequestTrust(request.gitRepository, store, pr.baseSha, selectedListPath);
    } catch (error) {
      if (error instanceof BaseUnreadable) throw new EvaluationStop(error.message);
      throw error;
    }
    for (const finding of trust.findings) warning(neutralizeInvisible(finding));
  }
  const config = trust?.config ?? readConfig(store);
  // Git and GitHub answer what the pull request changed while the ledger is verified.
  const comparing =
    pr && COMPARES_WITH_BASE.has(request.event)
      ? Promise.all([
          ledgerDiff(request.gitRepository, repoRoot, ledgerDir, pr, entries, store),
          pullRequestFiles(request, pr, warning),
        ])
      : undefined;
  const verify = verifyLedger(entries, config.schema_version);

  let diff: LedgerDiff | undefined;
  let changed: ChangedFiles | undefined;
  if (comparing) {
    [diff, changed] = await comparing;
    if (changed?.capped)
      request.notes.push(
        'GitHub lists at most 3,000 files of a pull request: changed triggers beyond that are not shown.',
      );
  }
  const changedInLedger = changed?.files
    .map((file) => toLedgerRelative(file, inputs.workingDirectory))
    .filter((file): file is string => file !== undefined);

  const options: EvaluateOptions = {
    entries,
    env: process.env,
    repository: request.gitRepository,
    offline: false,
    attest: inputs.attest ?? null,
    config,
    trust: {
      merged: prepared.origins,
      uncommitted: prepared.uncommitted,
      distrusted: trust?.distrusted ?? new Map(),
      ...(changed
        ? {
            changed: {
              files: changed.files,
              ledgerPrefix: ledgerPathPrefix(inputs.workingDirectory),
            },
          }
        : {}),
    },
    selectedList: trust?.selectedListChanged
      ? null
      : { path: selectedListPath, shown: inputs.selectedList },
    // ev's per-host caches — a state file per tick and the `check` events — are not written:
    // the job's checkout is thrown away, and 10,000 state files cost more than the rest of the
    // evaluation. Receipts and run evidence, which later jobs and runs reuse, are written.
    record: false,
  };
  if (changedInLedger) options.changedPaths = changedInLedger;
  if (inputs.changedFromDiff && changedInLedger) options.fillChangedFromDiff = changedInLedger;
  const staleness = await stalenessOverride(request, store);
  if (staleness) options.staleness = staleness;
  const mode = runChecksMode(request);
  if (mode === 'all' || mode === 'needed') {
    options.run = {
      platform: inputs.platform,
      mode,
      jobs: inputs.checkJobs,
      timeoutMs: inputs.checkTimeout * 1000,
      fenceWorkflowCommands: true,
      stdout: (text) => void process.stdout.write(text),
      // One ordered stream: the runner's stop-commands fence is written on stdout, and a
      // bound check's stderr read from a second pipe could be processed after it is lifted.
      stderr: (text) => void process.stdout.write(text),
    };
  }
  const evaluation = await evaluateWithCommandFilesGuarded(store, options, request.notes);
  const warnings = [
    ...evaluation.warnings,
    ...evaluation.problems,
    ...evaluation.refusedReceipts,
    ...evaluation.actionWarnings,
  ];
  const historyMissing = historyMissingWarning(evaluation);
  if (historyMissing !== undefined) warnings.push(historyMissing);
  const claimsBeside = claimsBesideTicks(store);
  if (claimsBeside !== undefined) warnings.push(claimsBeside);
  // Messages quote ledger and receipt text: no invisible or bidi character reaches the log.
  for (const line of warnings) warning(neutralizeInvisible(actionWarning(line)));
  const forkClaims = request.event === 'workflow_run' && pr?.fromFork === true;

  const report = buildReport({
    context: {
      event: request.event,
      repository: request.repository,
      workingDirectory: inputs.workingDirectory,
      ...(request.headSha ? { headSha: request.headSha } : {}),
      ...(pr ? { pullRequest: pr.number, baseSha: pr.baseSha } : {}),
    },
    settings: {
      gate: inputs.gate,
      failOnViolation: inputs.failOnViolation,
      context: inputs.context,
      runChecks: mode,
      platform: inputs.platform,
      attest: inputs.attest ?? null,
      staleness: { setting: inputs.stalenessRef, ...evaluation.staleness },
    },
    verify,
    verdicts: evaluation.verdicts,
    runs: runOutputs(evaluation),
    notes: request.notes,
    executions: executionsOf(request, evaluation),
    trust: {
      findings: [
        ...(trust?.findings ?? []),
        ...evaluation.refusedReceipts,
        ...(historyMissing !== undefined ? [historyMissing] : []),
      ],
      ...(evaluation.provenance ? { provenance: evaluation.provenance } : {}),
      pullRequest: pr !== undefined,
      mergedAreForkClaims: forkClaims,
      ...(request.triggeringRunId !== undefined ? { mergedFromRun: request.triggeringRunId } : {}),
    },
    ...(prepared.receiptMerge ? { receiptMerge: prepared.receiptMerge } : {}),
    ...(diff ? { ledgerDiff: diff } : {}),
    ...(changed ? { changedFiles: changed } : {}),
    ...(request.selfTest ? { selfTest: runSelfTest() } : {}),
  });
  return { report, tickTexts: prepared.tickTexts };
}
