/**
 * Getting a report in front of people: the job summary (always), the sticky
 * pull-request comment, the check run with its annotations, and — when the
 * token may not write (fork pull requests) or a post fails — workflow-command
 * annotations instead. A failure to post never loses the verdict: the
 * summary, the outputs and the exit status carry it regardless.
 *
 * The three are independent and go out at once. Each surface is rendered
 * once, within its own limit (the comment 65,536 characters, the check
 * run's summary 65,535 bytes, the step summary 1 MiB), and only the
 * annotations that will be sent are built.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import * as core from '@actions/core';
import {
  authenticatedLogin,
  createComment,
  findComment,
  GitHubPermissionError,
  publishCheckRun,
  pullRequestHead,
  updateComment,
  type CommentAuthor,
  type GitHubClient,
  type IssueComment,
  type Repo,
} from '../adapters/github.js';
import {
  batchAnnotations,
  reviewAnnotations,
  type Annotation,
} from '../core/render/annotations.js';
import {
  commentKey,
  hasCommentFindings,
  isEvolvingComment,
  planComment,
} from '../core/render/comment.js';
import type { DecisionLinks } from '../core/render/decision.js';
import { codeSpan, mdText } from '../core/render/markdown.js';
import type { Report } from '../core/render/report.js';
import {
  CHECK_RUN_SUMMARY_BYTE_LIMIT,
  DEFAULT_REST_IN,
  renderSummary,
  STEP_SUMMARY_BYTE_LIMIT,
} from '../core/render/summary.js';
import type { ActionInputs } from './inputs.js';
import type { ClaimsReview } from '../core/claims/review.js';
import type { JoinedReview } from '../core/review/review.js';
import {
  claimsHaveFindings,
  renderClaimsSection,
  type ClaimsRenderOptions,
} from '../core/render/claims-comment.js';
import { COMMENT_BODY_LIMIT, commentMarker } from '../core/render/comment.js';
import { utf16Length, utf8Length } from '../core/render/markdown.js';

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
}

/** What the surfaces link to, and where the JSON report (everything) was written. */
export interface Presentation {
  links?: DecisionLinks;
  /** The workflow run writing the comment. */
  runUrl?: string;
  reportPath?: string;
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

/** What could not be posted so far, and whether GitHub refused a permission (not a failure to answer). */
interface Skipped {
  items: string[];
  refused: boolean;
}

function noteSkipped(skipped: Skipped, what: string, error: unknown): void {
  skipped.items.push(`${what} (${describeFailure(error)})`);
  if (error instanceof GitHubPermissionError) skipped.refused = true;
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
  report: Report,
  inputs: ActionInputs,
  presentation: Presentation,
  target: PublishTarget,
  skipped: Skipped,
  claims?: ClaimsPublication,
): Promise<string | undefined> {
  if (target.pullRequest === undefined || inputs.comment === 'never') return undefined;
  let commentUrl: string | undefined;
  const key = commentKey(inputs.workingDirectory, inputs.checkName);
  // A store with both models: the claims section follows the decisions', within one comment's limit.
  const claimsPart =
    claims === undefined
      ? ''
      : `\n---\n\n${claimsSection(claims, COMMENT_BODY_LIMIT / 2, utf16Length)}`;
  try {
    const planFor = (found: IssueComment | undefined) =>
      withClaims(
        planComment({
          mode: inputs.comment,
          report,
          existingBody: found?.body,
          options: {
            key,
            checkName: inputs.checkName,
            ...(target.summaryUrl ? { summaryUrl: target.summaryUrl } : {}),
            ...(presentation.runUrl ? { runUrl: presentation.runUrl } : {}),
            ...(presentation.links ? { links: presentation.links } : {}),
            ...(claims ? { maxLength: COMMENT_BODY_LIMIT - claimsPart.length } : {}),
          },
        }),
        claims,
        claimsPart,
        found,
        (body) => (found?.body == null ? true : commentNeedsUpdateOf(found.body, body)),
      );
    let existing = await (target.existingComment ??
      lookUpComment(target.client, target.repo, target.pullRequest, inputs));
    let plan = planFor(existing);
    // The early lookup ran before the ledger was evaluated — minutes ago when checks ran — and
    // another run on this pull request (a second push) may have created the comment since:
    // looked up again before creating one, so the pull request keeps a single sticky comment.
    if (plan.action === 'create' && target.existingComment !== undefined) {
      existing = await lookUpComment(target.client, target.repo, target.pullRequest, inputs);
      if (existing) plan = planFor(existing);
    }
    const leftAlone = plan.action === 'skip' ? undefined : await whyLeftAlone(report, target);
    if (leftAlone !== undefined) {
      core.info(`Pull request comment: left as it is (${leftAlone})`);
      return existing?.url;
    }
    if (plan.action === 'create')
      commentUrl = (await createComment(target.client, target.repo, target.pullRequest, plan.body))
        .url;
    else if (plan.action === 'update' && existing)
      commentUrl = (await updateComment(target.client, target.repo, existing.id, plan.body)).url;
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
async function whyLeftAlone(report: Report, target: PublishTarget): Promise<string | undefined> {
  if (report.context.notJudged !== undefined && !hasCommentFindings(report))
    return "the pull request's head was not evaluated, so there is nothing to say about it";
  if (target.pullRequest === undefined) return undefined;
  let current: string;
  try {
    current = await pullRequestHead(target.client, target.repo, target.pullRequest);
  } catch (error) {
    core.info(
      `Could not read the pull request's head (${describeFailure(error)}): the comment is written for ${target.headSha.slice(0, 12)}.`,
    );
    return undefined;
  }
  if (current === target.headSha || target.headSha === '') return undefined;
  return (
    `this run is for ${target.headSha.slice(0, 12)}, but the pull request's head is now ${current.slice(0, 12)}: ` +
    `the run for that commit writes the comment; this run's check run on ${target.headSha.slice(0, 12)} is still posted`
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
    const run = await publishCheckRun(target.client, target.repo, {
      name: inputs.checkName,
      headSha: target.headSha,
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
  report: Report,
  inputs: ActionInputs,
  presentation: Presentation,
  omitted: number,
  claims?: ClaimsPublication,
): string {
  const claimsPart =
    claims === undefined
      ? ''
      : `\n---\n\n${claimsSection(claims, CHECK_RUN_SUMMARY_BYTE_LIMIT / 2, utf8Length)}`;
  const preface =
    omitted > 0
      ? `> ${omitted} annotation(s) beyond max-annotations (${inputs.maxAnnotations}) are not shown on the files; ${restIn(presentation)} has every one.\n\n`
      : '';
  return (
    renderSummary(report, {
      maxBytes: CHECK_RUN_SUMMARY_BYTE_LIMIT - utf8Length(claimsPart),
      bindings: inputs.bindings,
      restIn: restIn(presentation),
      ...(presentation.links ? { links: presentation.links } : {}),
      preface,
    }) + claimsPart
  );
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
async function writeStepSummary(
  report: Report,
  inputs: ActionInputs,
  presentation: Presentation,
  claims?: ClaimsPublication,
): Promise<void> {
  await nextTurn();
  const claimsPart =
    claims === undefined
      ? ''
      : `\n---\n\n${claimsSection(claims, STEP_SUMMARY_BYTE_LIMIT / 2, utf8Length)}`;
  await writeSummary(
    renderSummary(report, {
      maxBytes: STEP_SUMMARY_BYTE_LIMIT - utf8Length(claimsPart),
      bindings: inputs.bindings,
      restIn: restIn(presentation),
      ...(presentation.links ? { links: presentation.links } : {}),
    }) + claimsPart,
  );
}

/**
 * Posts what the inputs allow, the summary, the comment and the check run at
 * once. `target` is undefined when there is nothing to post to (no token):
 * everything goes to workflow-command annotations. `review` is the store's
 * (the decisions' and, with both models, the claims' joined): the check run
 * and the annotations are drawn from it; the decisions' report and the
 * claims' section are the comment's and the summaries'.
 */
export async function publish(
  report: Report,
  review: JoinedReview,
  inputs: ActionInputs,
  presentation: Presentation,
  target: PublishTarget | undefined,
  claims?: ClaimsPublication,
): Promise<Published> {
  // With both models, the claims' annotations share max-annotations with the decisions', after them.
  const selected = reviewAnnotations(review, inputs.maxAnnotations);
  // A shard job's findings are its share's: the job merging every shard's receipts annotates.
  const annotates = inputs.shard === undefined;
  const skipped: Skipped = { items: [], refused: false };
  const [checkRunUrl, commentUrl] = await Promise.all([
    target && wantsCheckRun(inputs, target)
      ? postCheckRun(
          review,
          checkRunSummary(report, inputs, presentation, selected.omitted, claims),
          selected.annotations,
          inputs,
          target,
          skipped,
        )
      : undefined,
    target ? postComment(report, inputs, presentation, target, skipped, claims) : undefined,
    writeStepSummary(report, inputs, presentation, claims),
  ]);
  const published: Published = {
    skipped: skipped.items,
    ...(skipped.refused ? { refused: true } : {}),
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
        'the job summary lists the decisions and the bindings that need a look as far as its 1 MiB allows.',
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
    return "This pull request comes from a fork, and GitHub gives a fork's pull_request run a read-only token, whatever the workflow's permissions grant. Publish with the README's recipe (c): a workflow_run workflow, which has a write token.";
  const whose =
    head === 'same-repository'
      ? "This pull request's branch is in this repository, so its token is not a fork's read-only one: it was refused a permission the job does not grant. "
      : 'The token was refused a permission it needs. ';
  return `${whose}Give the job permissions: pull-requests: write (the comment) and checks: write (the check run); if it has them, the repository or organisation may set GITHUB_TOKEN to read-only (Settings → Actions → General → Workflow permissions).`;
}

// ---------------------------------------------------------------------------
// An ev 0.2 ledger's claims: a section of every surface (a store with both
// models), or every surface alone (a claims-only store)

/** The claims review and what its section links to. */
export interface ClaimsPublication {
  review: ClaimsReview;
  render: ClaimsRenderOptions;
  /** `workflow_dispatch`: the reader's self-test lines. */
  selfTest?: string[];
  notes?: string[];
}

function claimsSection(
  claims: ClaimsPublication,
  limit: number,
  measure: (t: string) => number,
): string {
  const extra =
    (claims.notes ?? []).map((n) => `> ${mdText(n)}\n\n`).join('') +
    (claims.selfTest === undefined
      ? ''
      : `<details><summary>ev 0.2 reader self-test</summary>\n\n${claims.selfTest.map((l) => `- ${mdText(l)}`).join('\n')}\n\n</details>\n\n`);
  return extra + renderClaimsSection(claims.review, claims.render, limit - measure(extra), measure);
}

function commentNeedsUpdateOf(existing: string, next: string): boolean {
  return canonical(existing) !== canonical(next);
}

function canonical(body: string): string {
  return body
    .replace(/\r\n/g, '\n')
    .replace(/\/actions\/runs\/\d+(?:\/attempts\/\d+)?/g, '/actions/runs/-')
    .replace(/\/blob\/[0-9a-f]{40}\//g, '/blob/-/')
    .trim();
}

type Plan = ReturnType<typeof planComment>;

/**
 * The decisions' comment plan with the claims section appended. When the
 * decisions alone have nothing to say but the claims do, the comment is
 * written all the same (the decisions' all-clear, then the claims).
 */
function withClaims(
  plan: Plan,
  claims: ClaimsPublication | undefined,
  claimsPart: string,
  found: IssueComment | undefined,
  needsUpdate: (body: string) => boolean,
): Plan {
  if (claims === undefined || plan.action === 'skip') {
    if (claims === undefined || plan.action !== 'skip' || plan.reason !== 'nothing-to-say')
      return plan;
    if (!claimsHaveFindings(claims.review)) return plan;
    return { action: 'create', body: claimsPart.replace(/^\n---\n\n/, '') };
  }
  const body = plan.body + claimsPart;
  if (found !== undefined && !needsUpdate(body)) return { action: 'skip', reason: 'unchanged' };
  return { ...plan, body };
}

/**
 * Every surface for a store that holds ev 0.2 claims alone: the job summary,
 * the sticky comment (the same marker as the decisions' comment, so one
 * comment per ledger), the check run with its annotations, or workflow
 * commands without a token. `review` is the claims' (joinReviews of one):
 * the check run and the annotations are drawn from it. The verdict is the
 * caller's (outputs, exit).
 */
export async function publishClaims(
  claims: ClaimsPublication,
  review: JoinedReview,
  inputs: ActionInputs,
  presentation: Presentation,
  target: PublishTarget | undefined,
): Promise<Published> {
  const selected = reviewAnnotations(review, inputs.maxAnnotations);
  const { annotations } = selected;
  let { omitted } = selected;
  const skipped: Skipped = { items: [], refused: false };
  const header = `## evolving: ev 0.2 claims\n\n`;
  const [checkRunUrl, commentUrl] = await Promise.all([
    target && wantsCheckRun(inputs, target)
      ? postCheckRun(
          review,
          claimsSection(claims, CHECK_RUN_SUMMARY_BYTE_LIMIT, utf8Length),
          annotations,
          inputs,
          target,
          skipped,
        )
      : undefined,
    target ? postClaimsComment(claims, inputs, presentation, target, skipped) : undefined,
    (async () => {
      await nextTurn();
      await writeSummary(
        header + claimsSection(claims, STEP_SUMMARY_BYTE_LIMIT - header.length, utf8Length),
      );
    })(),
  ]);
  if (checkRunUrl === undefined) omitted += emitWorkflowAnnotations(annotations);
  if (skipped.items.length > 0)
    core.warning(
      `Skipped ${skipped.items.join(' and ')}. The findings are in the annotations and the job summary. ${whySkipped({ skipped: skipped.items, refused: skipped.refused, annotationsOmitted: 0 }, target?.pullRequestHead)}`,
    );
  return {
    skipped: skipped.items,
    ...(skipped.refused ? { refused: true } : {}),
    annotationsOmitted: omitted,
    ...(commentUrl !== undefined ? { commentUrl } : {}),
    ...(checkRunUrl !== undefined ? { checkRunUrl } : {}),
  };
}

async function postClaimsComment(
  claims: ClaimsPublication,
  inputs: ActionInputs,
  presentation: Presentation,
  target: PublishTarget,
  skipped: Skipped,
): Promise<string | undefined> {
  if (target.pullRequest === undefined || inputs.comment === 'never') return undefined;
  const key = commentKey(inputs.workingDirectory, inputs.checkName);
  const footer = `\n---\n<sub>evolving · ${mdText(inputs.checkName, 100)} · ev 0.2 claims${
    target.summaryUrl ? ` · [job summary](${target.summaryUrl})` : ''
  }${presentation.runUrl ? ` · [run](${presentation.runUrl})` : ''}</sub>\n`;
  const marker = `${commentMarker(key)}\n`;
  const body =
    marker +
    claimsSection(claims, COMMENT_BODY_LIMIT - marker.length - footer.length, utf16Length) +
    footer;
  try {
    const existing = await (target.existingComment ??
      lookUpComment(target.client, target.repo, target.pullRequest, inputs));
    if (existing === undefined && inputs.comment === 'auto' && !claimsHaveFindings(claims.review)) {
      core.info('Pull request comment: left as it is (nothing-to-say)');
      return undefined;
    }
    if (existing !== undefined && !commentNeedsUpdateOf(existing.body ?? '', body))
      return existing.url;
    const url =
      existing === undefined
        ? (await createComment(target.client, target.repo, target.pullRequest, body)).url
        : (await updateComment(target.client, target.repo, existing.id, body)).url;
    core.info(`Pull request comment: ${existing === undefined ? 'created' : 'updated'}`);
    return url;
  } catch (error) {
    noteSkipped(skipped, 'the pull request comment', error);
    return undefined;
  }
}
