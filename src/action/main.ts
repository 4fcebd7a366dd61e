/**
 * The action's entry: read the inputs, pick the orchestrator for the event,
 * evaluate, publish, and set the outputs and the exit status. Outputs are set
 * on every path, also when something failed.
 */
import * as core from '@actions/core';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { answerIn, locateRepository, type Repository } from '../adapters/git/runner.js';
import { inProcessAnswers } from '../adapters/git/in-process.js';
import { detectStore, joinModels, modelHas, type StoreModel } from '../adapters/files/store.js';
import { storeAtCommit } from '../adapters/git/store-model.js';
import { modelsHeldBy } from '../models/registry.js';
import { claimsContext, claimsHeadOf, claimsPublication } from './claims/publication.js';
import { ensureCommit } from '../adapters/git/pull-request.js';
import {
  createClient,
  type GitHubClient,
  type IssueComment,
  type Repo,
} from '../adapters/github/client.js';
import {
  entryKind,
  makeDirectoryNoFollow,
  openChunkWriter,
  type ChunkWriter,
} from '../adapters/files/untrusted-file.js';
import { workflowRunUrl } from '../render/links.js';
import { decisionLinks } from '../render/ticks/links.js';
import type { DecisionLinks } from '../render/ticks/decision.js';
import { mdMarkup, plainMarkup } from '../render/markdown.js';
import type { TickTexts } from '../core/ticks/ledger.js';
import { reportChunks, type Report } from '../render/ticks/report.js';
import { ledgerPathPrefix } from '../render/working-directory.js';
import { answerComment, type BotOutcome } from './bot.js';
import {
  eventKind,
  mergeGroupOf,
  pullRequestOf,
  triggeringRunOf,
  type EventKind,
  type PullRequestInfo,
  type TriggeringRun,
} from './event.js';
import {
  evaluateForAction,
  prepareLedger,
  type ActionEvaluation,
  type EvaluationRequest,
  type LedgerSetup,
  type PreparedLedger,
} from './ticks/review.js';
import { receiptsDirectorySeal } from '../adapters/ticks/receipt-sources.js';
import { EvaluationStop } from './evaluation-stop.js';
import { InputError } from './inputs.js';
import {
  readSettings,
  type ActionSettings,
  type ReportTarget,
  type SettingsSource,
} from './settings.js';
import { formatShard, type Shard } from '../core/ticks/verdict/shard.js';
import {
  lookUpComment,
  publish,
  surfaceFrame,
  writeSummary,
  runStampOf,
  type Published,
  type PublishTarget,
  type RunStamp,
} from './publish.js';
import { severalPullRequestsNote, targetOfTriggeringRun, worstOf } from './workflow-run.js';
import type { Conclusion, JoinedReview } from '../core/review/review.js';
import { ticksReview, ticksSurfaces } from '../render/ticks/review.js';
import { composeReport, storeSurfaces, type ModelSurfaces } from '../render/review-surfaces.js';
import type { ClaimsOutcome } from './claims/review.js';

interface RunPlan {
  kind: EventKind;
  pullRequest?: PullRequestInfo;
  /** The issue to keep the sticky comment on (pull requests, comments on them). */
  commentOn?: number;
  /** `workflow_run`: the run to publish for (its pull request may still have to be looked up). */
  triggeringRun?: TriggeringRun;
  /** Why the run may not pass the head it reports on (a fork's head with no open pull request). */
  notJudged?: string;
  headSha: string;
  mayRunChecks: boolean;
  selfTest: boolean;
  notes: string[];
}

const MERGE_GROUP_UNREAD =
  'The merge_group event names no head and base commit to compare (merge_group.head_sha, merge_group.base_sha): nothing was judged';

const UNTRUSTED_REFUSAL =
  'run-checks is refused on this event: the checked-out code is not trusted here (pull_request_target, workflow_run and issue_comment run with the base repository’s token and secrets). Bound checks run on `pull_request` instead; this run only reads and reports.';

/** What a shard job is, said in its summary and report (`shard: K/N`); under 300 characters, as the summary shows notes. */
function shardNote(shard: Shard): string {
  return (
    `Shard ${formatShard(shard)}: this job runs and reports only the bindings whose test falls in its shard (by the test's receipt key). ` +
    "It does not gate, comment or create a check run: the job merging every shard's receipts judges them all and publishes."
  );
}

function planRun(settings: ActionSettings): RunPlan {
  const { eventName, payload, inputs } = settings;
  const kind = eventKind(eventName);
  // A merge queue's group is judged as a pull request against its base, with no conversation
  // to comment on: its check run goes on the group's head.
  const pullRequest = kind === 'merge-group' ? mergeGroupOf(payload) : pullRequestOf(payload);
  if (kind === 'merge-group' && !pullRequest) throw new EvaluationStop(MERGE_GROUP_UNREAD);
  const plan: RunPlan = {
    kind,
    headSha: pullRequest?.headSha || settings.sha,
    mayRunChecks: kind !== 'untrusted',
    selfTest: kind === 'dispatch',
    notes: [],
  };
  if (pullRequest) plan.pullRequest = pullRequest;
  if (kind === 'pull-request' || (kind === 'untrusted' && pullRequest))
    plan.commentOn = pullRequest?.number;
  if (eventName === 'workflow_run') {
    const triggering = triggeringRunOf(payload);
    if (triggering) {
      plan.triggeringRun = triggering;
      plan.headSha = triggering.headSha;
    }
  }
  if (kind === 'untrusted' && inputs.runChecks !== 'off') {
    core.warning(plainMarkup(UNTRUSTED_REFUSAL));
    plan.notes.push(UNTRUSTED_REFUSAL);
  } else if (inputs.shard !== undefined) {
    const note = shardNote(inputs.shard);
    core.info(note);
    plan.notes.push(note);
  }
  return plan;
}

function clientFor(settings: ActionSettings): GitHubClient | undefined {
  const { inputs } = settings;
  if (inputs.token === '') {
    core.warning(
      'No token: the comment and the check run are skipped; findings go to annotations and the job summary.',
    );
    return undefined;
  }
  return createClient(
    inputs.token,
    { info: core.info, warning: core.warning },
    settings.apiUrl,
    settings.backOffSecondMs,
  );
}

/** The JSON report's file, opened and not written yet (`openReport`). */
interface ReportFile {
  path: string;
  writer: ChunkWriter;
}

/**
 * Opens the JSON report's file (settings.ts chose it, inside the workspace
 * or the runner's temp directory). The workspace holds paths the pull
 * request controls, and a bound check can write in the temp directory: a
 * link below either (or on the file) is refused, never written through.
 * Opened before anything is posted, so the surfaces name the report only
 * when its file could be made.
 */
function openReport({ path, root }: ReportTarget): ReportFile | undefined {
  try {
    makeDirectoryNoFollow(root, dirname(path));
    return { path, writer: openChunkWriter(path) };
  } catch (error) {
    warnReportNotWritten(path, error);
    return undefined;
  }
}

/**
 * Writes the JSON report while the surfaces are posted (a 10,000-tick
 * report is 15 MB: its writing fills the waits for GitHub's answers).
 * Resolves to its path, or undefined when the write failed.
 */
async function writeReport(
  file: ReportFile,
  document: Record<string, unknown>,
): Promise<string | undefined> {
  try {
    await file.writer.writeAll(reportChunks(document));
    return file.path;
  } catch (error) {
    warnReportNotWritten(file.path, error);
    return undefined;
  }
}

function warnReportNotWritten(path: string, error: unknown): void {
  core.warning(
    `Could not write the JSON report to ${path}: ${error instanceof Error ? error.message : String(error)}`,
  );
}

/**
 * What the decisions link to: tick files at the head commit, a check's test
 * file when it exists there (GITHUB_SERVER_URL, so GitHub Enterprise Server
 * links to itself).
 */
function decisionLinksFor(
  report: Report,
  tickTexts: TickTexts,
  where: { serverUrl: string; workspace: string },
): DecisionLinks {
  const ledgerDir = resolve(where.workspace, report.context.workingDirectory);
  return decisionLinks(
    {
      serverUrl: where.serverUrl,
      repository: report.context.repository,
      headSha: report.context.headSha ?? '',
      ledgerPrefix: ledgerPathPrefix(report.context.workingDirectory),
    },
    tickTexts,
    (path) => entryKind(join(ledgerDir, path)) === 'file',
  );
}

/** What the outputs are set from; anything absent sets its outputs empty (or zero). */
interface OutputValues {
  report?: Report;
  published?: Pick<Published, 'commentUrl' | 'checkRunUrl'>;
  reportPath?: string;
  /** Why the step fails: `conclusion` is `failure`. */
  failure?: string;
  bot?: BotOutcome;
  /** An ev 0.2 store's claims review, beside the decisions' report (a store with both), or alone. */
  claims?: ClaimsOutcome;
  /** The pull request when no report names it (a store of claims alone). */
  pullRequest?: number | undefined;
  /** The store's review (its models' joined): the conclusion. */
  review?: JoinedReview;
}

function setOutputs(values: OutputValues): void {
  const { report, published, reportPath, failure, bot, claims, review } = values;
  const conclusion = review?.conclusion ?? (bot !== undefined ? 'success' : 'failure');
  core.setOutput('conclusion', failure !== undefined ? 'failure' : conclusion);
  core.setOutput('claims-broken', JSON.stringify(claims?.review.broken.map((c) => c.id) ?? []));
  core.setOutput('claims-moved', JSON.stringify(claims?.review.moved.map((c) => c.id) ?? []));
  core.setOutput('claims-settled', JSON.stringify(claims?.review.settled.map((c) => c.id) ?? []));
  // A claim the opted-in claims-gate fails gates as a decision's verdict does.
  core.setOutput(
    'gating',
    (report?.counts.gating ?? 0) + (claims?.review.gateFailures.length ?? 0),
  );
  core.setOutput('memo', report?.counts.memo ?? 0);
  core.setOutput('dirty', report?.counts.dirty ?? 0);
  core.setOutput(
    'violations',
    (report?.counts.violations ?? 0) + (claims?.review.violations.length ?? 0),
  );
  core.setOutput('resurfaced', JSON.stringify(report?.resurfaced ?? []));
  core.setOutput('report', reportPath ?? '');
  core.setOutput('comment-url', published?.commentUrl ?? '');
  core.setOutput('check-run-url', published?.checkRunUrl ?? '');
  core.setOutput('context', JSON.stringify(report?.inContext.map((decision) => decision.id) ?? []));
  core.setOutput('checks-run', report?.counts.checksRun ?? 0);
  core.setOutput('checks-reused', report?.counts.checksReused ?? 0);
  core.setOutput('regressions', report?.counts.regressions ?? 0);
  core.setOutput('already-failing', report?.counts.alreadyFailing ?? 0);
  core.setOutput('replaced', JSON.stringify(report?.replaced.map((decision) => decision.id) ?? []));
  core.setOutput('pull-request', report?.context.pullRequest ?? values.pullRequest ?? '');
  core.setOutput('command', bot?.command ?? '');
}

/**
 * A `workflow_run`'s plan once its target is known: the pull request it
 * publishes for (looked up when the payload names none), its notes, and why
 * it may not pass; `candidates` are the open pull requests sharing its head.
 */
async function planForTriggeringRun(
  plan: RunPlan,
  gitRepository: Repository | null,
  github: { client: GitHubClient; repo: Repo } | undefined,
): Promise<{ plan: RunPlan; candidates: PullRequestInfo[] }> {
  if (!plan.triggeringRun) return { plan, candidates: [] };
  const target = await targetOfTriggeringRun(plan.triggeringRun, gitRepository, github);
  return {
    plan: {
      ...plan,
      notes: [...plan.notes, ...target.notes],
      ...(target.notJudged !== undefined ? { notJudged: target.notJudged } : {}),
      ...(target.pullRequest
        ? { pullRequest: target.pullRequest, commentOn: target.pullRequest.number }
        : {}),
    },
    candidates: target.pullRequests,
  };
}

/** What one evaluation of the run is asked: the settings, the plan, and the pull request judged. */
function evaluationRequest(
  settings: ActionSettings,
  plan: RunPlan,
  where: { gitRepository: Repository | null; github?: { client: GitHubClient; repo: Repo } },
  pullRequest: PullRequestInfo | undefined,
): EvaluationRequest {
  const { repo } = settings;
  return {
    inputs: settings.inputs,
    event: settings.eventName,
    repository: `${repo.owner}/${repo.repo}`,
    workspace: settings.workspace,
    env: settings.env,
    stdout: settings.stdout,
    ...(settings.runnerTemp !== undefined ? { runnerTemp: settings.runnerTemp } : {}),
    gitRepository: where.gitRepository,
    headSha: plan.headSha,
    mayRunChecks: plan.mayRunChecks,
    selfTest: plan.selfTest,
    notes: [...plan.notes],
    ...(pullRequest ? { pullRequest } : {}),
    ...(plan.triggeringRun?.runId !== undefined
      ? { triggeringRunId: plan.triggeringRun.runId }
      : {}),
    ...(plan.triggeringRun ? { triggeringFromFork: plan.triggeringRun.fromFork } : {}),
    // A fork's head without a pull request: judged by this repository's rules at the
    // workflow's own commit (GITHUB_SHA, the default branch), never by the fork's.
    ...(plan.notJudged !== undefined && !pullRequest
      ? { notJudged: plan.notJudged, rulesFrom: settings.sha }
      : {}),
    ...(where.github ? { github: where.github } : {}),
  };
}

async function evaluateAndPublish(
  settings: ActionSettings,
  planned: RunPlan,
  checkout: { model: StoreModel; root: string },
): Promise<void> {
  const { inputs, workspace, repo } = settings;
  const client = clientFor(settings);
  const github = client ? { client, repo } : undefined;
  // Once, from the workspace root: never from the ledger's directory, which the pull request controls.
  const gitRepository = await locateRepository(
    workspace,
    settings.env,
    resolve(workspace, inputs.workingDirectory),
  );
  // The checkout's objects are read in this process where they can be (git/in-process.ts): most
  // of a run's git questions, each otherwise a process (docs/PERFORMANCE.md, "Start-up").
  const answers =
    gitRepository === null ? undefined : inProcessAnswers(gitRepository, ACTION_READ_BOUND);
  if (gitRepository !== null) answerIn(gitRepository, answers);
  try {
    await reviewAndPublish(settings, planned, checkout, gitRepository, github);
  } finally {
    if (gitRepository !== null) answerIn(gitRepository, undefined);
    answers?.close();
  }
}

/**
 * Objects the action reads in process at most, over the run. A review on a
 * small repository reads a few dozen; on a long history (the 10,000-claim
 * bench: anchors at 1,300 commits) the bound is reached and git answers the
 * rest, so what was read before is spent for nothing. At 1,000 that was 3 %
 * more CPU than git alone; at 300 it is a third of it.
 */
const ACTION_READ_BOUND = 300;

/** ev 0.2's review and surfaces, loaded for a store that holds claims only (action/claims/loaded.ts). */
function loadClaims(): Promise<typeof import('./claims/loaded.js')> {
  return import('./claims/loaded.js');
}

async function reviewAndPublish(
  settings: ActionSettings,
  planned: RunPlan,
  checkout: { model: StoreModel; root: string },
  gitRepository: Repository | null,
  github: { client: GitHubClient; repo: Repo } | undefined,
): Promise<void> {
  const { inputs, workspace, repo } = settings;
  const client = github?.client;
  const { plan, candidates } = await planForTriggeringRun(planned, gitRepository, github);
  const store = {
    root: checkout.root,
    model: await judgingModel(settings, plan, candidates, gitRepository, checkout),
  };
  // The sticky comment is looked up while the ledger is evaluated: it does not depend on it
  // (unless several pull requests share this head: the worst one is known only afterwards).
  const existingComment =
    client && plan.commentOn !== undefined && inputs.comment !== 'never' && candidates.length <= 1
      ? lookUpComment(client, repo, plan.commentOn, inputs)
      : undefined;
  // The models the store holds, in the registry's order: each is reviewed, and published in turn.
  const held = new Set(modelsHeldBy(store.model).map((model) => model.name));
  // ev 0.2's claims are reviewed from git objects, for any event (they execute nothing).
  const claims = held.has('claims')
    ? await (
        await loadClaims()
      ).reviewClaimsForEvent({
        root: store.root,
        gitRepository,
        env: settings.env,
        event: settings.eventName,
        headSha: claimsHeadOf(plan, settings.sha),
        ...(plan.pullRequest ? { baseSha: plan.pullRequest.baseSha } : {}),
        ...(plan.kind === 'pull-request' && plan.pullRequest
          ? { pullRequestHead: plan.pullRequest.headSha }
          : {}),
        // Beside the decisions, theirs already says so and holds the run at neutral.
        ...(!held.has('ticks') && plan.notJudged !== undefined && !plan.pullRequest
          ? { notJudged: plan.notJudged }
          : {}),
        failOnViolation: inputs.failOnViolation,
        gate: settings.claimsGate,
      })
    : undefined;
  if (!held.has('ticks') && claims !== undefined) {
    await publishStore(settings, plan, { claims }, { client, existingComment });
    return;
  }
  const setup: LedgerSetup = {
    inputs,
    workspace,
    gitRepository,
    ...(settings.runnerTemp !== undefined ? { runnerTemp: settings.runnerTemp } : {}),
    // The base holds decisions the checkout lacks: they judge it all the same.
    ...(held.has('ticks') && !modelHas(checkout.model, 'ticks') ? { ticksJudge: true } : {}),
  };
  const { evaluation, worst } = await evaluateEach(candidates, plan, setup, (pullRequest) =>
    evaluationRequest(
      settings,
      plan,
      { gitRepository, ...(github ? { github } : {}) },
      pullRequest,
    ),
  );
  // Several pull requests on this head: the worst one's is what is published.
  const published = worst ? { ...plan, pullRequest: worst, commentOn: worst.number } : plan;
  await publishStore(
    settings,
    published,
    { evaluation, ...(claims ? { claims } : {}) },
    { client, existingComment },
  );
}

/**
 * One path for every store: its models' surfaces (the decisions', the
 * claims', or both, in that order) and their review joined; then the
 * outputs, the JSON report written while the surfaces are published, and
 * the step's status and message, all from that one review.
 */
async function publishStore(
  settings: ActionSettings,
  plan: RunPlan,
  { evaluation, claims }: { evaluation?: ActionEvaluation; claims?: ClaimsOutcome },
  github: {
    client: GitHubClient | undefined;
    existingComment: Promise<IssueComment | undefined> | undefined;
  },
): Promise<void> {
  const { inputs, workspace, repo, serverUrl } = settings;
  const { client, existingComment } = github;
  const repository = `${repo.owner}/${repo.repo}`;
  const reportFile = openReport(settings.report);
  // The job summary is on the workflow run's page (this attempt's), not on the pull request.
  const summaryUrl = workflowRunUrl(serverUrl, repository, settings.runId, settings.runAttempt);
  const runUrl = workflowRunUrl(serverUrl, repository, settings.runId);
  const frame = surfaceFrame(inputs, {
    ...(summaryUrl !== undefined ? { summaryUrl } : {}),
    ...(runUrl !== undefined ? { runUrl } : {}),
    ...(reportFile ? { reportPath: reportFile.path } : {}),
  });
  const models: ModelSurfaces[] = [];
  if (evaluation !== undefined) {
    const { report, tickTexts } = evaluation;
    models.push(
      ticksSurfaces({ report, tickTexts }, inputs.maxAnnotations, frame, {
        links: decisionLinksFor(report, tickTexts, { serverUrl, workspace }),
        bindings: inputs.bindings,
      }),
    );
  }
  if (claims !== undefined)
    models.push(
      (await loadClaims()).claimsSurfaces(
        claimsPublication(claims, serverUrl, repository),
        frame,
        claimsContext(claims, {
          repository: `${settings.repo.owner}/${settings.repo.repo}`,
          event: settings.eventName,
          headSha: plan.headSha,
          ...(plan.pullRequest ? { pullRequest: plan.pullRequest.number } : {}),
          workingDirectory: inputs.workingDirectory,
        }),
      ),
    );
  const store = storeSurfaces(models);
  const { review } = store;
  const reportWritten = reportFile ? writeReport(reportFile, composeReport(store)) : undefined;
  const report = evaluation?.report;
  // A store of claims alone has no report to name the pull request.
  const outputs = {
    review,
    ...(report ? { report } : { pullRequest: plan.pullRequest?.number }),
    ...(claims ? { claims } : {}),
  };
  // The verdict is out before anything is posted: a failed post cannot lose it.
  setOutputs({ ...outputs, reportPath: reportFile?.path });
  const published = await publish(
    store,
    inputs,
    reportFile ? { reportPath: reportFile.path } : {},
    client
      ? publishTarget(
          client,
          repo,
          plan,
          existingComment,
          summaryUrl,
          runStampOf(settings.runId, settings.runAttempt),
        )
      : undefined,
  );
  setOutputs({ ...outputs, published, reportPath: await reportWritten });
  if (review.conclusion === 'failure') core.setFailed(review.reason);
  else core.info(`evolving: ${review.conclusion} — ${review.reason}`);
}

/** Where this run publishes: the commit, the pull request's comment, and whose token it holds. */
function publishTarget(
  client: GitHubClient,
  repo: Repo,
  plan: RunPlan,
  existingComment: Promise<IssueComment | undefined> | undefined,
  summaryUrl: string | undefined,
  run: RunStamp | undefined,
): PublishTarget {
  return {
    client,
    repo,
    headSha: plan.headSha,
    // Only a pull_request run gets a fork's read-only token; workflow_run's may write.
    ...(plan.kind === 'pull-request' && plan.pullRequest
      ? { pullRequestHead: plan.pullRequest.fromFork ? 'fork' : 'same-repository' }
      : {}),
    ...(existingComment ? { existingComment } : {}),
    ...(plan.commentOn !== undefined ? { pullRequest: plan.commentOn } : {}),
    ...(summaryUrl !== undefined ? { summaryUrl } : {}),
    ...(run !== undefined ? { run } : {}),
  };
}

/**
 * A pull request's evaluation, and the seal of the receipts directory once it
 * wrote its own receipts and undid its checks' changes: what an artifact of
 * that directory may hold, for the job that merges it (`receipts-digest`).
 */
async function evaluatedAndSealed(
  prepared: PreparedLedger,
  request: EvaluationRequest,
): Promise<ActionEvaluation> {
  const evaluation = await evaluateForAction(prepared, request);
  const { dir, digests } = evaluation.receipts;
  core.setOutput('receipts-digest', receiptsDirectorySeal(dir, digests));
  return evaluation;
}

/**
 * The evaluation to publish. A head commit several open pull requests share
 * (a decoy from the same branch against another base) is evaluated against
 * each, and the worst result is published, naming them all (`worst`: its
 * pull request): the check run on the shared commit never turns green for
 * one while another fails.
 */
async function evaluateEach(
  candidates: readonly PullRequestInfo[],
  plan: RunPlan,
  setup: LedgerSetup,
  requestFor: (pullRequest: PullRequestInfo | undefined) => EvaluationRequest,
): Promise<{ evaluation: ActionEvaluation; worst?: PullRequestInfo }> {
  if (candidates.length <= 1) {
    // Git is asked about the one pull request while its ledger is parsed.
    const request = requestFor(plan.pullRequest);
    return { evaluation: await evaluatedAndSealed(await prepareLedger(setup, request), request) };
  }
  // The store, the receipts and the parsed tick files are the same for every pull request.
  const prepared = await prepareLedger(setup);
  const results: Array<
    ActionEvaluation & { pullRequest: PullRequestInfo; review: { conclusion: Conclusion } }
  > = [];
  for (const pullRequest of candidates) {
    const evaluation = await evaluatedAndSealed(prepared, requestFor(pullRequest));
    // Ranked by the decisions' review (its conclusion: what the check run would say), no finding built.
    const { conclusion } = ticksReview(evaluation, 0);
    results.push({ ...evaluation, pullRequest, review: { conclusion } });
  }
  const worst = worstOf(results) as (typeof results)[number];
  const note = severalPullRequestsNote(plan.headSha, results, worst.pullRequest);
  core.warning(note);
  const { report } = worst;
  const trust = { ...report.trust, findings: [...report.trust.findings, note] };
  return {
    evaluation: {
      report: { ...report, trust },
      tickTexts: worst.tickTexts,
      receipts: worst.receipts,
    },
    worst: worst.pullRequest,
  };
}

async function answerCommand(settings: ActionSettings): Promise<void> {
  const { inputs } = settings;
  let outcome: BotOutcome;
  try {
    const client = inputs.token === '' ? undefined : clientFor(settings);
    outcome = await answerComment({
      inputs,
      payload: settings.payload,
      workspace: settings.workspace,
      repo: settings.repo,
      env: settings.env,
      serverUrl: settings.serverUrl,
      ...(client ? { client } : {}),
    });
  } catch (error) {
    outcome = { command: '', failure: error instanceof Error ? error.message : String(error) };
  }
  setOutputs({
    published: { commentUrl: outcome.commentUrl ?? '', checkRunUrl: '' },
    ...(outcome.failure !== undefined ? { failure: outcome.failure } : {}),
    bot: outcome,
  });
  if (outcome.failure !== undefined) core.setFailed(outcome.failure);
}

/**
 * A bad input: outputs and the summary are written on every path (USAGE), a
 * bad input too; nothing was evaluated.
 */
async function failOnInput(error: InputError): Promise<void> {
  setOutputs({ failure: plainMarkup(error.message) });
  await writeSummary(
    `## evolving: an input is not valid\n\n${mdMarkup(error.message)}. Nothing was evaluated: fix the workflow's \`with:\` and run it again.\n`,
  );
  core.setFailed(plainMarkup(error.message));
}

/** The evaluation failed before a report: the outputs say so, the summary says why, the step fails. */
async function failOnError(error: unknown): Promise<void> {
  // `attest` or `platform` naming what no binding declares is found once the ledger is read.
  if (error instanceof InputError) return failOnInput(error);
  const message = error instanceof Error ? error.message : String(error);
  if (!(error instanceof EvaluationStop))
    core.debug(error instanceof Error ? (error.stack ?? message) : message);
  setOutputs({ failure: plainMarkup(message) });
  await writeSummary(`## evolving: could not evaluate the ledger\n\n${mdMarkup(message)}\n`);
  core.setFailed(plainMarkup(message));
}

/** The action; `source` is where its settings come from (the runner's, unless a test gives its own). */
export async function run(source?: SettingsSource): Promise<void> {
  let settings: ActionSettings;
  try {
    settings = readSettings(source);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    await failOnInput(error);
    return;
  }
  core.setSecret(settings.inputs.token);
  // Comments are the bot's: they never evaluate, run or publish anything else.
  if (settings.eventName === 'issue_comment') {
    await answerCommand(settings);
    return;
  }
  try {
    await reviewLedger(settings, planRun(settings));
  } catch (error) {
    await failOnError(error);
  }
}

/**
 * The review of the ledger: the store's model picks what is evaluated and
 * published (judgingModel: on a pull request, its base's models, whatever
 * the checkout holds). ev 0.1's decisions are judged on a store of ticks
 * (and with none, which names the stores below); ev 0.2's claims alone are
 * the claims review; a store with both gets both, each in its own section
 * of every surface and one check run.
 */
async function reviewLedger(settings: ActionSettings, plan: RunPlan): Promise<void> {
  const dir = resolve(settings.workspace, settings.inputs.workingDirectory);
  return evaluateAndPublish(settings, plan, { model: storeModelAt(dir), root: dir });
}

/**
 * The commits whose store decides what judges this run: each pull
 * request's base (several when open pull requests share the head), or, for
 * a fork's head with no pull request, the workflow's own commit; none on
 * push, schedule and workflow_dispatch (the commit is its own judge).
 */
function judgingCommits(
  settings: ActionSettings,
  plan: RunPlan,
  candidates: readonly PullRequestInfo[],
): string[] {
  if (!plan.pullRequest && candidates.length === 0)
    return plan.notJudged !== undefined ? [settings.sha] : [];
  const bases = [plan.pullRequest, ...candidates].map((pr) => pr?.baseSha);
  return [...new Set(bases.filter((sha): sha is string => sha !== undefined && sha !== ''))];
}

/** What a run that cannot read its judging commit says first. */
const BASE_UNREAD = 'The store that judges this run cannot be read from its base';
/** Why such a run fails when anything gates. */
const GATE_CLOSED =
  'A gate (gate, fail-on-violation, claims-gate) never passes for lack of what it compares';

/** Whether any input of either model gates: what a run that cannot read its base must not pass. */
function gates(settings: ActionSettings): boolean {
  const { inputs } = settings;
  return inputs.gate || inputs.failOnViolation || settings.claimsGate !== 'off';
}

/**
 * The models that judge this run: the checkout's joined with every judging
 * commit's (judgingCommits), read from git objects. A pull request that
 * removes its base's ticks, or its ledger, is still judged by them (the
 * removal is a violation of that model's ledger-diff); a model the head
 * adds is reviewed too. A judging commit that cannot be read stops a run
 * that gates (it cannot know what judges it); a run that gates nothing
 * goes on with the checkout's models and a warning.
 */
async function judgingModel(
  settings: ActionSettings,
  plan: RunPlan,
  candidates: readonly PullRequestInfo[],
  gitRepository: Repository | null,
  checkout: { model: StoreModel; root: string },
): Promise<StoreModel> {
  let model = checkout.model;
  const commits = judgingCommits(settings, plan, candidates);
  if (commits.length === 0) return model;
  const root = gitRepository?.workTree ?? settings.workspace;
  const rel = relative(resolve(root), checkout.root).split(sep).join('/');
  const ledgerDir = rel.startsWith('..') ? '' : rel;
  for (const commit of commits) {
    const what = plan.pullRequest?.mergeGroup
      ? "the merge group's base commit"
      : plan.pullRequest
        ? "the pull request's base commit"
        : "the workflow's own commit";
    const missing = await ensureCommit(gitRepository, commit, what);
    const read =
      missing === undefined ? await storeAtCommit(gitRepository, commit, ledgerDir) : undefined;
    if (read !== undefined && read.refused === undefined) {
      model = joinModels(model, read.model);
      continue;
    }
    const why =
      missing ??
      read?.refused ??
      `git could not read the tree of ${what} ${commit.slice(0, 12)}; check out with \`fetch-depth: 0\` (actions/checkout)`;
    if (gates(settings)) throw new EvaluationStop(`${BASE_UNREAD}: ${why}. ${GATE_CLOSED}`);
    core.warning(
      plainMarkup(
        `${BASE_UNREAD}: ${why}. Nothing gates here: the checkout's store is reviewed alone.`,
      ),
    );
  }
  return model;
}

/** The model of the store in the working directory (not one above it). */
function storeModelAt(dir: string): StoreModel {
  const found = detectStore(dir);
  return found.root === dir ? found.model : 'none';
}
