/**
 * The action's entry: read the inputs, pick the orchestrator for the event,
 * evaluate, publish, and set the outputs and the exit status. Outputs are set
 * on every path, also when something failed.
 */
import * as core from '@actions/core';
import * as github from '@actions/github';
import { mkdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { locateRepository } from '../adapters/git.js';
import { createClient, type GitHubClient, type Repo } from '../adapters/github.js';
import {
  entryKind,
  makeDirectoryNoFollow,
  openChunkWriter,
  type ChunkWriter,
} from '../adapters/untrusted-file.js';
import { decisionLinks, serverUrlOf, workflowRunUrl } from '../core/render/links.js';
import { mdMarkup, plainMarkup } from '../core/render/markdown.js';
import type { TickTexts } from '../core/ledger/ledger.js';
import { ledgerPathPrefix, reportChunks, type Report } from '../core/render/report.js';
import { answerComment, type BotOutcome } from './bot.js';
import {
  eventKind,
  pullRequestOf,
  triggeringRunOf,
  type EventKind,
  type PullRequestInfo,
  type TriggeringRun,
} from './event.js';
import {
  evaluateForAction,
  EvaluationStop,
  prepareLedger,
  type ActionEvaluation,
  type EvaluationRequest,
  type LedgerSetup,
} from './evaluate.js';
import { InputError, readInputs, type ActionInputs } from './inputs.js';
import { formatShard, type Shard } from '../core/verdict/shard.js';
import {
  lookUpComment,
  publish,
  writeSummary,
  type Presentation,
  type Published,
} from './publish.js';
import { severalPullRequestsNote, targetOfTriggeringRun, worstOf } from './workflow-run.js';
import { detectStore } from '../adapters/store.js';
import { worstConclusion } from '../core/review/review.js';
import { claimsReportPart } from '../core/render/claims-report.js';
import { readClaimsGate, reviewClaimsForEvent, type ClaimsOutcome } from './claims.js';
import { publishClaims, type ClaimsPublication } from './publish.js';

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

const UNTRUSTED_REFUSAL =
  'run-checks is refused on this event: the checked-out code is not trusted here (pull_request_target, workflow_run and issue_comment run with the base repository’s token and secrets). Bound checks run on `pull_request` instead; this run only reads and reports.';

/** What a shard job is, said in its summary and report (`shard: K/N`); under 300 characters, as the summary shows notes. */
function shardNote(shard: Shard): string {
  return (
    `Shard ${formatShard(shard)}: this job runs and reports only the bindings whose test falls in its shard (by the test's receipt key). ` +
    "It does not gate, comment or create a check run: the job merging every shard's receipts judges them all and publishes."
  );
}

function planRun(
  eventName: string,
  payload: Record<string, unknown>,
  inputs: ActionInputs,
): RunPlan {
  const kind = eventKind(eventName);
  const pullRequest = pullRequestOf(payload);
  const plan: RunPlan = {
    kind,
    headSha: pullRequest?.headSha || process.env.GITHUB_SHA || '',
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

function repoOf(): Repo {
  const [owner = '', repo = ''] = (process.env.GITHUB_REPOSITORY ?? '').split('/');
  return { owner, repo };
}

function clientFor(inputs: ActionInputs): GitHubClient | undefined {
  if (inputs.token === '') {
    core.warning(
      'No token: the comment and the check run are skipped; findings go to annotations and the job summary.',
    );
    return undefined;
  }
  return createClient(inputs.token, { info: core.info, warning: core.warning });
}

const REPORT_FILE = 'evolving-report.json';

/**
 * Where the report goes: `report-path` as given, or `evolving-report.json`
 * inside it when it names a directory (ends with `/`, or is one already —
 * judged without following a link); else the runner's temp directory.
 */
function reportPathFor(inputs: ActionInputs, workspace: string): string {
  if (inputs.reportPath === '') return join(process.env.RUNNER_TEMP ?? workspace, REPORT_FILE);
  const path = resolve(workspace, inputs.reportPath);
  const namesDirectory = /[\\/]$/.test(inputs.reportPath) || entryKind(path) === 'directory';
  return namesDirectory ? join(path, REPORT_FILE) : path;
}

/** The JSON report's file, opened and not written yet (`openReport`). */
interface ReportFile {
  path: string;
  writer: ChunkWriter;
}

/**
 * Opens the JSON report's file. A `report-path` inside the workspace is a
 * path the pull request controls: a committed link there (or on the way) is
 * refused, never written through. The runner's temp directory is the
 * runner's own. Opened before anything is posted, so the surfaces name the
 * report only when its file could be made.
 */
function openReport(path: string, workspace: string): ReportFile | undefined {
  try {
    const inWorkspace = !relative(workspace, path).startsWith('..');
    if (inWorkspace) makeDirectoryNoFollow(workspace, dirname(path));
    else mkdirSync(dirname(path), { recursive: true });
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
async function writeReport(file: ReportFile, report: Report): Promise<string | undefined> {
  try {
    await file.writer.writeAll(reportChunks(report));
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
 * What the surfaces link to and where they say the rest is: tick files at
 * the head commit, a check's test file when it exists there, the workflow
 * run (GITHUB_SERVER_URL, so GitHub Enterprise Server links to itself).
 */
function presentationFor(
  report: Report,
  tickTexts: TickTexts,
  where: { serverUrl: string; workspace: string; reportPath: string | undefined },
): Presentation {
  const { repository } = report.context;
  const ledgerDir = resolve(where.workspace, report.context.workingDirectory);
  const links = decisionLinks(
    {
      serverUrl: where.serverUrl,
      repository,
      headSha: report.context.headSha ?? '',
      ledgerPrefix: ledgerPathPrefix(report.context.workingDirectory),
    },
    tickTexts,
    (path) => entryKind(join(ledgerDir, path)) === 'file',
  );
  const runUrl = workflowRunUrl(where.serverUrl, repository, process.env.GITHUB_RUN_ID);
  return {
    links,
    ...(runUrl !== undefined ? { runUrl } : {}),
    ...(where.reportPath !== undefined ? { reportPath: where.reportPath } : {}),
  };
}

function setOutputs(
  report: Report | undefined,
  published: Pick<Published, 'commentUrl' | 'checkRunUrl'> | undefined,
  reportPath: string | undefined,
  failure?: string,
  bot?: BotOutcome,
  claims?: ClaimsOutcome,
): void {
  const conclusion =
    joinedConclusion(report, claims) ?? (bot !== undefined ? 'success' : 'failure');
  core.setOutput('conclusion', failure !== undefined ? 'failure' : conclusion);
  core.setOutput('claims-broken', JSON.stringify(claims?.review.broken.map((c) => c.id) ?? []));
  core.setOutput('claims-moved', JSON.stringify(claims?.review.moved.map((c) => c.id) ?? []));
  core.setOutput('gating', report?.counts.gating ?? 0);
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
  core.setOutput('pull-request', report?.context.pullRequest ?? '');
  core.setOutput('command', bot?.command ?? '');
}

async function evaluateAndPublish(inputs: ActionInputs, plan: RunPlan): Promise<void> {
  const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd();
  const repo = repoOf();
  const client = clientFor(inputs);
  // Once, from the workspace root: never from the ledger's directory, which the pull request controls.
  const gitRepository = await locateRepository(
    workspace,
    process.env,
    resolve(workspace, inputs.workingDirectory),
  );
  let candidates: PullRequestInfo[] = [];
  if (plan.triggeringRun) {
    const target = await targetOfTriggeringRun(
      plan.triggeringRun,
      gitRepository,
      client ? { client, repo } : undefined,
    );
    for (const note of target.notes) plan.notes.push(note);
    if (target.notJudged !== undefined) plan.notJudged = target.notJudged;
    candidates = target.pullRequests;
    if (target.pullRequest) {
      plan.pullRequest = target.pullRequest;
      plan.commentOn = target.pullRequest.number;
    }
  }
  // The sticky comment is looked up while the ledger is evaluated: it does not depend on it
  // (unless several pull requests share this head: the worst one is known only afterwards).
  const existingComment =
    client && plan.commentOn !== undefined && inputs.comment !== 'never' && candidates.length <= 1
      ? lookUpComment(client, repo, plan.commentOn, inputs)
      : undefined;
  // The one place the store's model is decided: ev 0.2's claims are reviewed from git objects.
  const detected = detectStore(resolve(workspace, inputs.workingDirectory));
  const claims =
    detected.model === 'claims' || detected.model === 'both'
      ? await reviewClaimsForEvent({
          root: detected.root,
          gitRepository,
          event: process.env.GITHUB_EVENT_NAME ?? github.context.eventName,
          headSha: claimsHeadOf(plan),
          ...(plan.pullRequest ? { baseSha: plan.pullRequest.baseSha } : {}),
          ...(plan.kind === 'pull-request' && plan.pullRequest
            ? { driftTo: plan.pullRequest.headSha }
            : {}),
          failOnViolation: inputs.failOnViolation,
          gate: readClaimsGate((name) => core.getInput(name)),
        })
      : undefined;
  if (detected.model === 'claims' && claims !== undefined) {
    await publishClaimsAlone(claims, inputs, plan, { workspace, repo, client, existingComment });
    return;
  }
  const requestFor = (pullRequest: PullRequestInfo | undefined): EvaluationRequest => ({
    inputs,
    event: process.env.GITHUB_EVENT_NAME ?? github.context.eventName,
    repository: `${repo.owner}/${repo.repo}`,
    workspace,
    gitRepository,
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
      ? { notJudged: plan.notJudged, rulesFrom: process.env.GITHUB_SHA ?? '' }
      : {}),
    ...(client ? { github: { client, repo } } : {}),
  });
  const { report, tickTexts } = await evaluateEach(
    candidates,
    plan,
    { inputs, workspace, gitRepository },
    requestFor,
  );
  const reportFile = openReport(reportPathFor(inputs, workspace), workspace);
  // The verdict is out before anything is posted: a failed post cannot lose it.
  setOutputs(report, undefined, reportFile?.path, undefined, undefined, claims);
  const reportWritten = reportFile
    ? writeReport(reportFile, claims === undefined ? report : withClaimsPart(report, claims))
    : undefined;
  const serverUrl = serverUrlOf(process.env.GITHUB_SERVER_URL);
  // The job summary is on the workflow run's page (this attempt's), not on the pull request.
  const summaryUrl = workflowRunUrl(
    serverUrl,
    report.context.repository,
    process.env.GITHUB_RUN_ID,
    process.env.GITHUB_RUN_ATTEMPT,
  );
  const published = await publish(
    report,
    tickTexts,
    inputs,
    presentationFor(report, tickTexts, { serverUrl, workspace, reportPath: reportFile?.path }),
    client
      ? {
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
        }
      : undefined,
    claims === undefined
      ? undefined
      : claimsPublication(claims, serverUrl, report.context.repository),
  );
  setOutputs(report, published, await reportWritten, undefined, undefined, claims);
  const conclusion = joinedConclusion(report, claims);
  // The step's message leads with what fails it: the decisions, the claims, or both.
  const claimsSays =
    claims === undefined ? undefined : `ev 0.2 claims: ${claims.review.review.title}`;
  const claimsFail = claims?.review.review.conclusion === 'failure';
  const reason =
    claimsSays === undefined
      ? report.reason
      : report.conclusion === 'failure'
        ? claimsFail
          ? `${report.reason}; ${claimsSays}`
          : report.reason
        : claimsFail
          ? claimsSays
          : `${report.reason}; ${claimsSays}`;
  if (conclusion === 'failure') core.setFailed(reason);
  else core.info(`evolving: ${conclusion} — ${reason}`);
}

// ---------------------------------------------------------------------------
// ev 0.2 claims (action/claims.ts reviews them; publish.ts draws them)

/**
 * The commit the claims are read at: the checkout's on `pull_request` (the
 * test merge, GITHUB_SHA), the pull request's head on the other events that
 * have one, else the event's commit.
 */
function claimsHeadOf(plan: RunPlan): string {
  if (plan.kind === 'pull-request' && /^[0-9a-f]{40,64}$/.test(process.env.GITHUB_SHA ?? ''))
    return process.env.GITHUB_SHA as string;
  return plan.headSha || process.env.GITHUB_SHA || '';
}

function joinedConclusion(report: Report | undefined, claims: ClaimsOutcome | undefined) {
  const conclusions = [
    ...(report ? [report.conclusion] : []),
    ...(claims ? [claims.review.review.conclusion] : []),
  ];
  return conclusions.length === 0 ? undefined : worstConclusion(conclusions);
}

function withClaimsPart(report: Report, claims: ClaimsOutcome): Report {
  // The report's writer streams every key of the object: the claims part is one more.
  return Object.assign({}, report, { claims: claimsPart(claims) });
}

function claimsPart(claims: ClaimsOutcome) {
  return claimsReportPart(claims.review, {
    headSha: claims.headSha,
    ...(claims.baseSha !== undefined ? { baseSha: claims.baseSha } : {}),
    ...(claims.selfTest !== undefined ? { selfTest: claims.selfTest } : {}),
  });
}

function claimsPublication(
  claims: ClaimsOutcome,
  serverUrl: string,
  repository: string,
): ClaimsPublication {
  return {
    review: claims.review,
    render: {
      serverUrl,
      repository,
      headSha: claims.headSha,
      ledgerPrefix: claims.ledgerPrefix,
      ...(claims.baseSha !== undefined ? { baseSha: claims.baseSha } : {}),
    },
    ...(claims.selfTest !== undefined ? { selfTest: claims.selfTest } : {}),
    notes: claims.notes,
  };
}

/** A store with ev 0.2 claims alone: every surface is the claims review's. */
async function publishClaimsAlone(
  claims: ClaimsOutcome,
  inputs: ActionInputs,
  plan: RunPlan,
  setup: {
    workspace: string;
    repo: Repo;
    client: GitHubClient | undefined;
    existingComment: ReturnType<typeof lookUpComment> | undefined;
  },
): Promise<void> {
  const repository = `${setup.repo.owner}/${setup.repo.repo}`;
  const reportFile = openReport(reportPathFor(inputs, setup.workspace), setup.workspace);
  const document = {
    schemaVersion: 4,
    model: 'claims',
    conclusion: claims.review.review.conclusion,
    reason: claims.review.review.title,
    context: {
      repository,
      event: process.env.GITHUB_EVENT_NAME ?? '',
      headSha: plan.headSha,
      ...(plan.pullRequest ? { pullRequest: plan.pullRequest.number } : {}),
      ...(claims.baseSha !== undefined ? { baseSha: claims.baseSha } : {}),
      workingDirectory: inputs.workingDirectory,
    },
    claims: claimsPart(claims),
  };
  let reportPath: string | undefined;
  if (reportFile) {
    try {
      await reportFile.writer.writeAll([`${JSON.stringify(document, null, 1)}\n`]);
      reportPath = reportFile.path;
    } catch (error) {
      warnReportNotWritten(reportFile.path, error);
    }
  }
  setClaimsOutputs(claims, undefined, reportPath, plan);
  const serverUrl = serverUrlOf(process.env.GITHUB_SERVER_URL);
  const summaryUrl = workflowRunUrl(
    serverUrl,
    repository,
    process.env.GITHUB_RUN_ID,
    process.env.GITHUB_RUN_ATTEMPT,
  );
  const runUrl = workflowRunUrl(serverUrl, repository, process.env.GITHUB_RUN_ID);
  const client = setup.client;
  const published = await publishClaims(
    claimsPublication(claims, serverUrl, repository),
    inputs,
    {
      ...(runUrl !== undefined ? { runUrl } : {}),
      ...(reportPath !== undefined ? { reportPath } : {}),
    },
    client
      ? {
          client,
          repo: setup.repo,
          headSha: plan.headSha,
          ...(plan.kind === 'pull-request' && plan.pullRequest
            ? { pullRequestHead: plan.pullRequest.fromFork ? 'fork' : 'same-repository' }
            : {}),
          ...(setup.existingComment ? { existingComment: setup.existingComment } : {}),
          ...(plan.commentOn !== undefined ? { pullRequest: plan.commentOn } : {}),
          ...(summaryUrl !== undefined ? { summaryUrl } : {}),
        }
      : undefined,
  );
  setClaimsOutputs(claims, published, reportPath, plan);
  const { conclusion, title } = claims.review.review;
  if (conclusion === 'failure') core.setFailed(`ev 0.2 claims: ${title}`);
  else core.info(`evolving: ${conclusion} — ev 0.2 claims: ${title}`);
}

function setClaimsOutputs(
  claims: ClaimsOutcome,
  published: Pick<Published, 'commentUrl' | 'checkRunUrl'> | undefined,
  reportPath: string | undefined,
  plan: RunPlan,
): void {
  core.setOutput('conclusion', claims.review.review.conclusion);
  core.setOutput('claims-broken', JSON.stringify(claims.review.broken.map((c) => c.id)));
  core.setOutput('claims-moved', JSON.stringify(claims.review.moved.map((c) => c.id)));
  core.setOutput('violations', claims.review.violations.length);
  for (const name of [
    'gating',
    'memo',
    'dirty',
    'checks-run',
    'checks-reused',
    'regressions',
    'already-failing',
  ])
    core.setOutput(name, 0);
  for (const name of ['resurfaced', 'context', 'replaced']) core.setOutput(name, '[]');
  core.setOutput('report', reportPath ?? '');
  core.setOutput('comment-url', published?.commentUrl ?? '');
  core.setOutput('check-run-url', published?.checkRunUrl ?? '');
  core.setOutput('pull-request', plan.pullRequest?.number ?? '');
  core.setOutput('command', '');
}

/**
 * The evaluation to publish. A head commit several open pull requests share
 * (a decoy from the same branch against another base) is evaluated against
 * each, and the worst result is published, naming them all: the check run
 * on the shared commit never turns green for one while another fails.
 */
async function evaluateEach(
  candidates: readonly PullRequestInfo[],
  plan: RunPlan,
  setup: LedgerSetup,
  requestFor: (pullRequest: PullRequestInfo | undefined) => EvaluationRequest,
): Promise<ActionEvaluation> {
  // The store, the receipts and the parsed tick files are the same for every pull request.
  const prepared = await prepareLedger(setup);
  if (candidates.length <= 1) return evaluateForAction(prepared, requestFor(plan.pullRequest));
  const results: Array<ActionEvaluation & { pullRequest: PullRequestInfo }> = [];
  for (const pullRequest of candidates)
    results.push({
      ...(await evaluateForAction(prepared, requestFor(pullRequest))),
      pullRequest,
    });
  const worst = worstOf(results) as (typeof results)[number];
  const note = severalPullRequestsNote(plan.headSha, results, worst.pullRequest);
  core.warning(note);
  worst.report.trust.findings.push(note);
  plan.pullRequest = worst.pullRequest;
  plan.commentOn = worst.pullRequest.number;
  return worst;
}

async function answerCommand(inputs: ActionInputs): Promise<void> {
  let outcome: BotOutcome;
  try {
    const client = inputs.token === '' ? undefined : clientFor(inputs);
    outcome = await answerComment({
      inputs,
      payload: github.context.payload as Record<string, unknown>,
      workspace: process.env.GITHUB_WORKSPACE ?? process.cwd(),
      repo: repoOf(),
      ...(client ? { client } : {}),
    });
  } catch (error) {
    outcome = { command: '', failure: error instanceof Error ? error.message : String(error) };
  }
  setOutputs(
    undefined,
    { commentUrl: outcome.commentUrl ?? '' },
    undefined,
    outcome.failure,
    outcome,
  );
  if (outcome.failure !== undefined) core.setFailed(outcome.failure);
}

/**
 * A bad input: outputs and the summary are written on every path (USAGE), a
 * bad input too; nothing was evaluated.
 */
async function failOnInput(error: InputError): Promise<void> {
  setOutputs(undefined, undefined, undefined, plainMarkup(error.message));
  await writeSummary(
    `## evolving: an input is not valid\n\n${mdMarkup(error.message)}. Nothing was evaluated: fix the workflow's \`with:\` and run it again.\n`,
  );
  core.setFailed(plainMarkup(error.message));
}

export async function run(): Promise<void> {
  let inputs: ActionInputs;
  try {
    inputs = readInputs((name) => core.getInput(name));
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    await failOnInput(error);
    return;
  }
  core.setSecret(inputs.token);
  const eventName = process.env.GITHUB_EVENT_NAME ?? github.context.eventName;
  // Comments are the bot's: they never evaluate, run or publish anything else.
  if (eventName === 'issue_comment') {
    await answerCommand(inputs);
    return;
  }
  try {
    await evaluateAndPublish(
      inputs,
      planRun(eventName, github.context.payload as Record<string, unknown>, inputs),
    );
  } catch (error) {
    // `attest` or `platform` naming what no binding declares is found once the ledger is read.
    if (error instanceof InputError) {
      await failOnInput(error);
      return;
    }
    const message = error instanceof Error ? error.message : String(error);
    if (!(error instanceof EvaluationStop))
      core.debug(error instanceof Error ? (error.stack ?? message) : message);
    setOutputs(undefined, undefined, undefined, plainMarkup(message));
    await writeSummary(`## evolving: could not evaluate the ledger\n\n${mdMarkup(message)}\n`);
    core.setFailed(plainMarkup(message));
  }
}
