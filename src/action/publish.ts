/**
 * Getting a report in front of people: the job summary (always), the sticky
 * pull-request comment, the check run with its annotations, and — when the
 * token may not write (fork pull requests) or a post fails — workflow-command
 * annotations instead. A failure to post never loses the verdict: the
 * summary, the outputs and the exit status carry it regardless.
 *
 * One path for every store (ev 0.1's decisions, ev 0.2's claims, or both):
 * each surface is composed once from the models' sections
 * (render/review-surfaces.ts), within its own limit (the comment 65,536
 * characters, the check run's summary 65,535 bytes, the step summary 1 MiB);
 * the check run and the annotations are drawn from the models' reviews
 * joined. The three are independent and go out at once, and only the
 * annotations that will be sent are built.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import * as core from '@actions/core';
import {
  authenticatedLogin,
  checkRunExternalIds,
  createComment,
  findComment,
  GitHubPermissionError,
  GitHubRateLimitError,
  publishCheckRun,
  pullRequestHead,
  updateComment,
  type CommentAuthor,
  type GitHubClient,
  type IssueComment,
  type Repo,
} from '../adapters/github/client.js';
import { batchAnnotations, reviewAnnotations, type Annotation } from '../render/annotations.js';
import { COMMENT_BODY_LIMIT, commentKey, isEvolvingComment } from '../render/comment.js';
import { codeSpan, mdText } from '../render/markdown.js';
import {
  composeSummary,
  planStoreComment,
  storeHasFindings,
  storeNotJudged,
  type StoreSurfaces,
  type SurfaceFrame,
} from '../render/review-surfaces.js';
import {
  CHECK_RUN_SUMMARY_BYTE_LIMIT,
  DEFAULT_REST_IN,
  STEP_SUMMARY_BYTE_LIMIT,
} from '../render/ticks/summary.js';
import type { JoinedReview } from '../core/review/review.js';
import type { ActionInputs } from './inputs.js';

export interface PublishTarget {
  client: GitHubClient;
  repo: Repo;
  /** The commit the check run belongs to: the pull request's head, never the merge commit. */
  headSha: string;
  pullRequest?: number;
  /** Where the comment's "see the job summary" points (stable across pushes). */
  summaryUrl?: string;
  /**
   * Whose token this is, to explain a 403: a fork's `pull_request` run gets a
   * read-only one whatever `permissions:` says; a branch of this repository's
   * gets what the job grants. Absent on other events.
   */
  pullRequestHead?: 'fork' | 'same-repository';
  /** The sticky comment, looked up while the ledger was evaluated (`lookUpComment`). */
  existingComment?: Promise<IssueComment | undefined>;
  /** This workflow run (GITHUB_RUN_ID, GITHUB_RUN_ATTEMPT): a newer one's comment and check run are kept. */
  run?: RunStamp;
}

/**
 * Which workflow run published: a later run has a greater id, a re-run of
 * one a greater attempt. Two runs for one commit may finish out of order
 * (a re-run, a second trigger): the older one must not overwrite what the
 * newer one posted. The stamp is the check run's `external_id` and a hidden
 * third line of the comment; nothing else in either is read.
 */
export interface RunStamp {
  id: number;
  attempt: number;
}

/** GITHUB_RUN_ID and GITHUB_RUN_ATTEMPT as a stamp, when both are whole numbers (attempt 1 if unset). */
export function runStampOf(
  id: string | undefined,
  attempt: string | undefined,
): RunStamp | undefined {
  const wholeNumber = (text: string | undefined): number | undefined =>
    text !== undefined && /^[1-9][0-9]{0,14}$/.test(text) ? Number(text) : undefined;
  const runId = wholeNumber(id);
  if (runId === undefined) return undefined;
  return { id: runId, attempt: wholeNumber(attempt) ?? 1 };
}

function isNewerRun(a: RunStamp, b: RunStamp): boolean {
  return a.id > b.id || (a.id === b.id && a.attempt > b.attempt);
}

const EXTERNAL_ID_PREFIX = 'evolving-run:';
const RUN_LINE_PREFIX = '<!-- evolving-action-run ';
const RUN_LINE_SUFFIX = ' -->';
/** The most the run line adds to a comment (two numbers of at most 15 digits, exact in a double; the line break). */
const RUN_LINE_ROOM = RUN_LINE_PREFIX.length + 15 + 1 + 15 + RUN_LINE_SUFFIX.length + 1;
const STAMP_PATTERN = /^([1-9][0-9]{0,14})\.([1-9][0-9]{0,14})$/;

function stampText(stamp: RunStamp): string {
  return `${stamp.id}.${stamp.attempt}`;
}

function parseStamp(text: string): RunStamp | undefined {
  const match = STAMP_PATTERN.exec(text);
  return match ? { id: Number(match[1]), attempt: Number(match[2]) } : undefined;
}

/** The run stamp line of a comment of ours: its third line, and only that line. */
function commentRunLine(body: string): { stamp: RunStamp; line: string } | undefined {
  const line = body.split('\n', 3)[2]?.replace(/\r$/, '');
  if (line === undefined || !line.startsWith(RUN_LINE_PREFIX) || !line.endsWith(RUN_LINE_SUFFIX))
    return undefined;
  const stamp = parseStamp(line.slice(RUN_LINE_PREFIX.length, -RUN_LINE_SUFFIX.length));
  return stamp === undefined ? undefined : { stamp, line };
}

/** A comment's body without its run line: what the comment's own planning compares. */
function withoutRunLine(body: string): string {
  const found = commentRunLine(body);
  if (found === undefined) return body;
  const lines = body.split('\n');
  lines.splice(2, 1);
  return lines.join('\n');
}

/** The body with this run's stamp as its third line (after the marker and the state lines). */
function withRunLine(body: string, stamp: RunStamp | undefined): string {
  if (stamp === undefined) return body;
  const lines = body.split('\n');
  if (lines.length < 2) return body;
  lines.splice(2, 0, `${RUN_LINE_PREFIX}${stampText(stamp)}${RUN_LINE_SUFFIX}`);
  return lines.join('\n');
}

/** A newer run's stamp among the check runs of this name on the commit, or undefined. */
async function newerCheckRun(target: PublishTarget, name: string): Promise<RunStamp | undefined> {
  const ours = target.run;
  if (ours === undefined) return undefined;
  let externalIds: string[];
  try {
    externalIds = await checkRunExternalIds(target.client, target.repo, target.headSha, name);
  } catch (error) {
    core.info(
      `Could not list the commit's check runs (${describeFailure(error)}): this run's check run is posted.`,
    );
    return undefined;
  }
  for (const externalId of externalIds) {
    if (!externalId.startsWith(EXTERNAL_ID_PREFIX)) continue;
    const stamp = parseStamp(externalId.slice(EXTERNAL_ID_PREFIX.length));
    if (stamp !== undefined && isNewerRun(stamp, ours)) return stamp;
  }
  return undefined;
}

function describeRun(stamp: RunStamp): string {
  return `run ${stamp.id}${stamp.attempt > 1 ? ` (attempt ${stamp.attempt})` : ''}`;
}

/** Where the JSON report (everything) was written. */
export interface Presentation {
  reportPath?: string;
}

/**
 * What frames every model's sections in this run: the sticky comment's key
 * and check name, the job summary (`summaryUrl`, stable across pushes) and
 * the workflow run they link to, and where the rest is.
 */
export function surfaceFrame(
  inputs: Pick<ActionInputs, 'workingDirectory' | 'checkName'>,
  where: { summaryUrl?: string; runUrl?: string; reportPath?: string },
): SurfaceFrame {
  return {
    key: commentKey(inputs.workingDirectory, inputs.checkName),
    checkName: inputs.checkName,
    ...(where.summaryUrl !== undefined ? { summaryUrl: where.summaryUrl } : {}),
    ...(where.runUrl !== undefined ? { runUrl: where.runUrl } : {}),
    restIn: restIn(where),
  };
}

export interface Published {
  commentUrl?: string;
  checkRunUrl?: string;
  /** What could not be posted, one phrase each (for the warning). */
  skipped: string[];
  /** At least one was refused for lack of permission (403/404), not a server error. */
  refused?: boolean;
  /** At least one met GitHub's rate limit, still there when the client stopped waiting. */
  rateLimited?: boolean;
  annotationsOmitted: number;
}

/** What could not be posted so far, and why: a permission refused, a rate limit, or neither (GitHub failed to answer). */
interface Skipped {
  items: string[];
  refused: boolean;
  rateLimited: boolean;
}

function noteSkipped(skipped: Skipped, what: string, error: unknown): void {
  skipped.items.push(`${what} (${describeFailure(error)})`);
  if (error instanceof GitHubPermissionError) skipped.refused = true;
  if (error instanceof GitHubRateLimitError) skipped.rateLimited = true;
}

/** Workflow commands show only the first 10 annotations of each level per step. */
const WORKFLOW_COMMAND_ANNOTATIONS = 50;

function describeFailure(error: unknown): string {
  if (error instanceof GitHubPermissionError || error instanceof GitHubRateLimitError)
    return error.message;
  return error instanceof Error ? (error.message.split('\n')[0] ?? String(error)) : String(error);
}

/** Who GITHUB_TOKEN acts as: `GET /user` refuses it (and every installation token) with 403. */
export const ACTIONS_TOKEN_LOGIN = 'github-actions[bot]';

/**
 * Which comments carrying the marker are ours: only those the token itself
 * wrote. Anyone can copy the marker — a person, or another bot or App on
 * the repository — and such a comment stays theirs, never overwritten.
 * GitHub is asked who the token is (once, and only when a marker comment is
 * found). When it will not say (`GET /user` refuses installation tokens),
 * the token is taken to be GITHUB_TOKEN, `github-actions[bot]`: a GitHub
 * App's own earlier comment is then not recognised and a new one is posted,
 * which is safe (nothing of anyone else's is ever rewritten).
 */
function ownCommentTest(
  client: GitHubClient,
  key: string,
): (body: string, author: CommentAuthor | undefined) => Promise<boolean> {
  return async (body, author) => {
    if (!author || !isEvolvingComment(body, key)) return false;
    return author.login === (await tokenLogin(client));
  };
}

/** The token's login, asked for once per client (the comment may be looked up twice). */
const tokenLogins = new WeakMap<GitHubClient, Promise<string>>();

function tokenLogin(client: GitHubClient): Promise<string> {
  let login = tokenLogins.get(client);
  if (login === undefined) {
    login = authenticatedLogin(client).then((known) => known ?? ACTIONS_TOKEN_LOGIN);
    tokenLogins.set(client, login);
  }
  return login;
}

/**
 * Starts looking up this ledger's sticky comment, which does not depend on
 * the evaluation: the listing's round trips overlap the work before
 * publishing. A failure is kept for the comment step to report (never an
 * unhandled rejection).
 */
export function lookUpComment(
  client: GitHubClient,
  repo: Repo,
  issueNumber: number,
  inputs: Pick<ActionInputs, 'workingDirectory' | 'checkName'>,
): Promise<IssueComment | undefined> {
  const key = commentKey(inputs.workingDirectory, inputs.checkName);
  const lookup = findComment(client, repo, issueNumber, ownCommentTest(client, key));
  lookup.catch(() => undefined);
  return lookup;
}

async function postComment(
  store: StoreSurfaces,
  inputs: ActionInputs,
  target: PublishTarget,
  skipped: Skipped,
): Promise<string | undefined> {
  if (target.pullRequest === undefined || inputs.comment === 'never') return undefined;
  let commentUrl: string | undefined;
  try {
    const planFor = (found: IssueComment | undefined) =>
      planStoreComment({
        mode: inputs.comment,
        store,
        existingBody: found?.body === undefined ? undefined : withoutRunLine(found.body),
        maxLength: COMMENT_BODY_LIMIT - RUN_LINE_ROOM,
      });
    let existing = await (target.existingComment ??
      lookUpComment(target.client, target.repo, target.pullRequest, inputs));
    let plan = planFor(existing);
    // The pull request's head is read while the comment is looked up again: one round trip.
    const head = plan.action === 'skip' ? undefined : readHeadIfAsked(store, target);
    // The early lookup ran before the ledger was evaluated — minutes ago when checks ran — and
    // another run on this pull request (a second push) may have created the comment since:
    // looked up again before creating one, so the pull request keeps a single sticky comment.
    if (plan.action === 'create' && target.existingComment !== undefined) {
      existing = await lookUpComment(target.client, target.repo, target.pullRequest, inputs);
      if (existing) plan = planFor(existing);
    }
    const leftAlone =
      plan.action === 'skip' ? undefined : await whyLeftAlone(store, target, existing, head);
    if (leftAlone !== undefined) {
      core.info(`Pull request comment: left as it is (${leftAlone})`);
      return existing?.url;
    }
    if (plan.action === 'create')
      commentUrl = (
        await createComment(
          target.client,
          target.repo,
          target.pullRequest,
          withRunLine(plan.body, target.run),
        )
      ).url;
    else if (plan.action === 'update' && existing)
      commentUrl = (
        await updateComment(
          target.client,
          target.repo,
          existing.id,
          withRunLine(plan.body, target.run),
        )
      ).url;
    else if (existing) commentUrl = existing.url;
    core.info(
      `Pull request comment: ${plan.action === 'skip' ? `left as it is (${plan.reason})` : `${plan.action}d`}`,
    );
  } catch (error) {
    noteSkipped(skipped, 'the pull request comment', error);
  }
  return commentUrl;
}

/**
 * Why this run writes no comment though it has one to write, or undefined:
 *
 * - the pull request's head was not evaluated and nothing was found (an
 *   all-clear would claim what was never judged);
 * - the pull request's head has moved on since the commit this run is for:
 *   the run for the newer head owns the comment (a slower run for an older
 *   push must not overwrite it). Its check run, on its own commit, still goes
 *   out. When the head cannot be read, the comment is written, as before.
 */
async function whyLeftAlone(
  store: StoreSurfaces,
  target: PublishTarget,
  existing: IssueComment | undefined,
  head = readHeadIfAsked(store, target),
): Promise<string | undefined> {
  if (storeNotJudged(store) && !storeHasFindings(store))
    return "the pull request's head was not evaluated, so there is nothing to say about it";
  const writtenBy = existing?.body === undefined ? undefined : commentRunLine(existing.body)?.stamp;
  if (writtenBy !== undefined && target.run !== undefined && isNewerRun(writtenBy, target.run))
    return `${describeRun(writtenBy)}, newer than this ${describeRun(target.run)}, wrote it`;
  const read = await head;
  if (read === undefined) return undefined;
  if ('failure' in read) {
    core.info(
      `Could not read the pull request's head (${describeFailure(read.failure)}): the comment is written for ${target.headSha.slice(0, 12)}.`,
    );
    return undefined;
  }
  const { current } = read;
  if (current === target.headSha || target.headSha === '') return undefined;
  return (
    `this run is for ${target.headSha.slice(0, 12)}, but the pull request's head is now ${current.slice(0, 12)}: ` +
    `the run for that commit writes the comment; this run's check run on ${target.headSha.slice(0, 12)} is still posted`
  );
}

/**
 * The pull request's current head, read now for whyLeftAlone, when it will
 * ask: not for a head that was not evaluated and has nothing to say, nor
 * without a pull request. Never rejects: a failure is its answer.
 */
function readHeadIfAsked(
  store: StoreSurfaces,
  target: PublishTarget,
): Promise<{ current: string } | { failure: unknown }> | undefined {
  if (target.pullRequest === undefined) return undefined;
  if (storeNotJudged(store) && !storeHasFindings(store)) return undefined;
  return pullRequestHead(target.client, target.repo, target.pullRequest).then(
    (current) => ({ current }),
    (failure: unknown) => ({ failure }),
  );
}

/** A check run is asked for and has a commit to go on. */
function wantsCheckRun(inputs: ActionInputs, target: PublishTarget | undefined): boolean {
  return target !== undefined && inputs.checkRun && target.headSha !== '';
}

/** A check run's title is one line above its summary: a long one (several models' parts) is cut. */
const CHECK_RUN_TITLE_MAX = 1000;

/** The check run, drawn from the store's review (its models' joined): conclusion, title, annotations. */
async function postCheckRun(
  review: JoinedReview,
  summary: string,
  annotations: Annotation[],
  inputs: ActionInputs,
  target: PublishTarget,
  skipped: Skipped,
): Promise<string | undefined> {
  try {
    const newer = await newerCheckRun(target, inputs.checkName);
    if (newer !== undefined && target.run !== undefined) {
      core.info(
        `Check run: not posted (${describeRun(newer)}, newer than this ${describeRun(target.run)}, posted the check run on ${target.headSha.slice(0, 12)}; this run's verdict is in its outputs and summary)`,
      );
      return undefined;
    }
    const run = await publishCheckRun(target.client, target.repo, {
      name: inputs.checkName,
      headSha: target.headSha,
      ...(target.run !== undefined
        ? { externalId: `${EXTERNAL_ID_PREFIX}${stampText(target.run)}` }
        : {}),
      conclusion: review.conclusion,
      output: { title: review.title.slice(0, CHECK_RUN_TITLE_MAX), summary },
      annotationBatches: batchAnnotations(annotations),
    });
    return run.url;
  } catch (error) {
    noteSkipped(skipped, 'the check run', error);
    return undefined;
  }
}

/** The fallback: the same annotations as workflow commands, most important first. Returns how many were left out. */
function emitWorkflowAnnotations(annotations: readonly Annotation[]): number {
  const shown = annotations.slice(0, WORKFLOW_COMMAND_ANNOTATIONS);
  for (const annotation of shown) {
    const properties = {
      file: annotation.path,
      startLine: annotation.start_line,
      endLine: annotation.end_line,
      title: annotation.title,
    };
    if (annotation.annotation_level === 'failure') core.error(annotation.message, properties);
    else if (annotation.annotation_level === 'warning')
      core.warning(annotation.message, properties);
    else core.notice(annotation.message, properties);
  }
  return annotations.length - shown.length;
}

/** Where everything is, as the summaries say it. */
function restIn(presentation: Presentation): string {
  if (presentation.reportPath === undefined) return DEFAULT_REST_IN;
  return `the JSON report (${codeSpan(presentation.reportPath)}, the \`report\` output)`;
}

/** The check run's summary within its own limit, saying up front which findings are not annotated. */
function checkRunSummary(
  store: StoreSurfaces,
  inputs: ActionInputs,
  presentation: Presentation,
  omitted: number,
): string {
  const preface =
    omitted > 0
      ? `> ${omitted} annotation(s) beyond max-annotations (${inputs.maxAnnotations}) are not shown on the files; ${restIn(presentation)} has every one.\n\n`
      : '';
  return composeSummary(store, {
    maxBytes: CHECK_RUN_SUMMARY_BYTE_LIMIT,
    surface: 'check-run',
    preface,
  });
}

export async function writeSummary(summary: string): Promise<void> {
  try {
    await core.summary.addRaw(summary, true).write({ overwrite: false });
  } catch (error) {
    core.warning(`Could not write the job summary: ${describeFailure(error)}`);
  }
}

/**
 * The job summary, rendered once the posts are on their way: its rendering
 * (up to 1 MiB) fills the wait for GitHub's answers instead of delaying the
 * requests.
 */
async function writeStepSummary(store: StoreSurfaces): Promise<void> {
  await nextTurn();
  await writeSummary(composeSummary(store, { maxBytes: STEP_SUMMARY_BYTE_LIMIT, surface: 'step' }));
}

/**
 * Posts what the inputs allow, the summary, the comment and the check run at
 * once, for every store. `target` is undefined when there is nothing to post
 * to (no token): everything goes to workflow-command annotations. `store`
 * holds each model's sections (composed once here: review-surfaces.ts) and
 * their review joined, which the check run and the annotations are drawn from.
 */
export async function publish(
  store: StoreSurfaces,
  inputs: ActionInputs,
  presentation: Presentation,
  target: PublishTarget | undefined,
): Promise<Published> {
  const { review } = store;
  // With both models, the claims' annotations share max-annotations with the decisions', after them.
  const selected = reviewAnnotations(review, inputs.maxAnnotations);
  // A shard job's findings are its share's: the job merging every shard's receipts annotates.
  const annotates = inputs.shard === undefined;
  const skipped: Skipped = { items: [], refused: false, rateLimited: false };
  const [checkRunUrl, commentUrl] = await Promise.all([
    target && wantsCheckRun(inputs, target)
      ? postCheckRun(
          review,
          checkRunSummary(store, inputs, presentation, selected.omitted),
          selected.annotations,
          inputs,
          target,
          skipped,
        )
      : undefined,
    target ? postComment(store, inputs, target, skipped) : undefined,
    writeStepSummary(store),
  ]);
  const published: Published = {
    skipped: skipped.items,
    ...(skipped.refused ? { refused: true } : {}),
    ...(skipped.rateLimited ? { rateLimited: true } : {}),
    annotationsOmitted: annotates ? selected.omitted : 0,
    ...(commentUrl !== undefined ? { commentUrl } : {}),
    ...(checkRunUrl !== undefined ? { checkRunUrl } : {}),
  };
  const checkRunPosted = checkRunUrl !== undefined;
  if (!checkRunPosted && annotates)
    published.annotationsOmitted += emitWorkflowAnnotations(selected.annotations);
  if (published.annotationsOmitted > 0) {
    const limits = checkRunPosted
      ? ''
      : `; without a check run at most ${WORKFLOW_COMMAND_ANNOTATIONS} go out as workflow commands`;
    core.notice(
      `${published.annotationsOmitted} annotation(s) were left out (max-annotations is ${inputs.maxAnnotations}${limits}). ` +
        `Every finding is in the JSON report${presentation.reportPath !== undefined ? ` (${presentation.reportPath}, the \`report\` output)` : ''}; ` +
        'the job summary shows them as far as its 1 MiB allows.',
    );
  }
  if (published.skipped.length > 0) {
    const why = whySkipped(published, target?.pullRequestHead);
    core.warning(
      `Skipped ${published.skipped.join(' and ')}. The findings are in the annotations and the job summary. ${why}`,
    );
    await writeSummary(
      // GitHub's refusal is shown verbatim in a code span: its documentation link stays readable, never a link.
      `\n### Not posted\n\n${published.skipped.map((item) => `- ${codeSpan(item)}`).join('\n')}\n\n` +
        `The findings above are complete; only these were not posted. ${mdText(why)}\n`,
    );
  }
  return published;
}

/**
 * Why a post was refused and what fixes it: a fork's `pull_request` token is
 * read-only whatever the workflow grants (recipe (c) publishes from
 * `workflow_run`); on this repository's own branch a 403 means the job's
 * permissions, or the repository's default token setting, do not allow it.
 */
function whySkipped(published: Published, head: PublishTarget['pullRequestHead']): string {
  if (!published.refused && published.rateLimited)
    return "GitHub's rate limit for this token was reached, and it did not lift within the minute the action waits for it: the next run posts them. Runs of many workflows on one repository share GITHUB_TOKEN's hourly limit.";
  if (!published.refused) return 'GitHub failed to answer; the next run tries again.';
  if (head === 'fork')
    return "This pull request comes from a fork, and GitHub gives a fork's pull_request run a read-only token, whatever the workflow's permissions grant. Publish with recipe (c) in docs/RECIPES.md: a workflow_run workflow, which has a write token.";
  const whose =
    head === 'same-repository'
      ? "This pull request's branch is in this repository, so its token is not a fork's read-only one: it was refused a permission the job does not grant. "
      : 'The token was refused a permission it needs. ';
  return `${whose}Give the job permissions: pull-requests: write (the comment) and checks: write (the check run); if it has them, the repository or organisation may set GITHUB_TOKEN to read-only (Settings → Actions → General → Workflow permissions).`;
}
