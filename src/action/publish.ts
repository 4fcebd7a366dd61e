/**
 * Getting a report in front of people: the job summary (always), the sticky
 * pull-request comment, the check run with its annotations, and — when the
 * token may not write (fork pull requests) or a post fails — workflow-command
 * annotations instead. A failure to post never loses the verdict: the
 * summary, the outputs and the exit status carry it regardless.
 */
import * as core from '@actions/core';
import {
  authenticatedLogin,
  createComment,
  findComment,
  GitHubPermissionError,
  publishCheckRun,
  updateComment,
  type CommentAuthor,
  type GitHubClient,
  type Repo,
} from '../adapters/github.js';
import {
  batchAnnotations,
  buildAnnotations,
  capAnnotations,
  type Annotation,
} from '../core/render/annotations.js';
import { commentKey, isEvolvingComment, planComment } from '../core/render/comment.js';
import type { Report } from '../core/render/report.js';
import { renderSummary, SUMMARY_BYTE_LIMIT } from '../core/render/summary.js';
import { codeSpan, mdText, utf8Length } from '../core/render/markdown.js';
import type { ActionInputs } from './inputs.js';
import { labelledTitle } from '../core/render/trust.js';

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
}

export interface Published {
  commentUrl?: string;
  checkRunUrl?: string;
  /** What could not be posted, one phrase each (for the warning). */
  skipped: string[];
  /** At least one was refused for lack of permission (403/404), not a server error. */
  refused?: boolean;
  annotationsOmitted: number;
}

/** Workflow commands show only the first 10 annotations of each level per step. */
const WORKFLOW_COMMAND_ANNOTATIONS = 50;

function describeFailure(error: unknown): string {
  if (error instanceof GitHubPermissionError) return error.message;
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
  let login: Promise<string> | undefined;
  return async (body, author) => {
    if (!author || !isEvolvingComment(body, key)) return false;
    login ??= authenticatedLogin(client).then((known) => known ?? ACTIONS_TOKEN_LOGIN);
    return author.login === (await login);
  };
}

async function postComment(
  report: Report,
  inputs: ActionInputs,
  target: PublishTarget,
  published: Published,
): Promise<void> {
  if (target.pullRequest === undefined || inputs.comment === 'never') return;
  const key = commentKey(inputs.workingDirectory, inputs.checkName);
  try {
    const existing = await findComment(
      target.client,
      target.repo,
      target.pullRequest,
      ownCommentTest(target.client, key),
    );
    const plan = planComment({
      mode: inputs.comment,
      report,
      existingBody: existing?.body,
      options: {
        key,
        checkName: inputs.checkName,
        ...(target.summaryUrl ? { summaryUrl: target.summaryUrl } : {}),
      },
    });
    if (plan.action === 'create')
      published.commentUrl = (
        await createComment(target.client, target.repo, target.pullRequest, plan.body)
      ).url;
    else if (plan.action === 'update' && existing)
      published.commentUrl = (
        await updateComment(target.client, target.repo, existing.id, plan.body)
      ).url;
    else if (existing) published.commentUrl = existing.url;
    core.info(
      `Pull request comment: ${plan.action === 'skip' ? `left as it is (${plan.reason})` : `${plan.action}d`}`,
    );
  } catch (error) {
    published.skipped.push(`the pull request comment (${describeFailure(error)})`);
    if (error instanceof GitHubPermissionError) published.refused = true;
  }
}

function checkRunTitle(report: Report): string {
  const { gatingDecisions, memoDecisions, violations } = report.counts;
  const parts: string[] = [];
  if (gatingDecisions > 0)
    parts.push(`${gatingDecisions} decision${gatingDecisions === 1 ? '' : 's'} to look at`);
  if (violations > 0) parts.push(`${violations} ledger violation${violations === 1 ? '' : 's'}`);
  if (memoDecisions > 0) parts.push(`${memoDecisions} memo note${memoDecisions === 1 ? '' : 's'}`);
  return parts.length > 0 ? parts.join(', ') : 'Every guarding check is green';
}

async function postCheckRun(
  report: Report,
  summary: string,
  annotations: Annotation[],
  inputs: ActionInputs,
  target: PublishTarget,
  published: Published,
): Promise<boolean> {
  if (!inputs.checkRun || target.headSha === '') return false;
  try {
    const run = await publishCheckRun(target.client, target.repo, {
      name: inputs.checkName,
      headSha: target.headSha,
      conclusion: report.conclusion,
      output: { title: labelledTitle(checkRunTitle(report), report), summary },
      annotationBatches: batchAnnotations(annotations),
    });
    published.checkRunUrl = run.url;
    return true;
  } catch (error) {
    published.skipped.push(`the check run (${describeFailure(error)})`);
    if (error instanceof GitHubPermissionError) published.refused = true;
    return false;
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

/** The check run's summary, saying up front that annotations were capped (and still under the size limit). */
function withCapNote(report: Report, omitted: number, max: number): string {
  const note = `> ${omitted} annotation(s) beyond max-annotations (${max}) are not shown on the files; everything is listed below.\n\n`;
  return note + renderSummary(report, { maxBytes: SUMMARY_BYTE_LIMIT - utf8Length(note) });
}

export async function writeSummary(summary: string): Promise<void> {
  try {
    await core.summary.addRaw(summary, true).write({ overwrite: false });
  } catch (error) {
    core.warning(`Could not write the job summary: ${describeFailure(error)}`);
  }
}

/**
 * Posts what the inputs allow. `target` is undefined when there is nothing
 * to post to (no token): everything goes to workflow-command annotations.
 */
export async function publish(
  report: Report,
  tickTexts: ReadonlyMap<string, string>,
  inputs: ActionInputs,
  target: PublishTarget | undefined,
): Promise<Published> {
  const capped = capAnnotations(buildAnnotations({ report, tickTexts }), inputs.maxAnnotations);
  const summary = renderSummary(report);
  await writeSummary(summary);
  const checkRunSummary =
    capped.omitted > 0 ? withCapNote(report, capped.omitted, inputs.maxAnnotations) : summary;
  const published: Published = { skipped: [], annotationsOmitted: capped.omitted };
  let checkRunPosted = false;
  if (target) {
    await postComment(report, inputs, target, published);
    checkRunPosted = await postCheckRun(
      report,
      checkRunSummary,
      capped.annotations,
      inputs,
      target,
      published,
    );
  }
  if (!checkRunPosted) published.annotationsOmitted += emitWorkflowAnnotations(capped.annotations);
  if (published.annotationsOmitted > 0) {
    const limits = checkRunPosted
      ? ''
      : `; without a check run at most ${WORKFLOW_COMMAND_ANNOTATIONS} go out as workflow commands`;
    core.notice(
      `${published.annotationsOmitted} annotation(s) were left out (max-annotations is ${inputs.maxAnnotations}${limits}); the job summary and the JSON report list everything.`,
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
  if (!published.refused) return 'GitHub failed to answer; the next run tries again.';
  if (head === 'fork')
    return "This pull request comes from a fork, and GitHub gives a fork's pull_request run a read-only token whatever permissions: says: publish with the README's recipe (c) (a workflow_run workflow, which has a write token).";
  const whose =
    head === 'same-repository'
      ? "This pull request's branch is in this repository, so its token is not a fork's read-only one: it was refused a permission the job does not grant. "
      : 'The token was refused a permission it needs. ';
  return `${whose}Give the job permissions: pull-requests: write (the comment) and checks: write (the check run); if it has them, the repository or organisation may set GITHUB_TOKEN to read-only (Settings → Actions → General → Workflow permissions).`;
}
