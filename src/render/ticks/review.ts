/**
 * ev 0.1's review (core/review): what its decisions say about the commit
 * under review, as every model-neutral surface draws it — the check run's
 * conclusion and title, the annotations, the `conclusion` output. Made
 * from the report (the verdict's conclusion rule already applied, a run
 * that may not pass its commit never `success`), so the check run and the
 * report never disagree. 0.2's is core/claims/review.ts's. With it, the
 * decisions' sections of the comment, the summaries and the JSON report
 * (`ticksSurfaces`), which review-surfaces.ts composes. Pure.
 */
import { FORK_WITHOUT_PULL_REQUEST_TITLE, type ModelReview } from '../../core/review/review.js';
import { selectFindings, type AnnotationInput } from './annotations.js';
import { commentWorthPosting, hasCommentFindings, renderCommentBody } from './comment.js';
import { readCommentState } from '../comment.js';
import type { DecisionLinks } from './decision.js';
import type { Report } from './report.js';
import type { ModelSurfaces, SurfaceFrame } from '../review-surfaces.js';
import { renderSummary, type BindingsListing } from './summary.js';
import { allClearTitle, labelledTitle } from './trust.js';
import { gatingTitleParts, replacedTitle } from './versus-base.js';

/**
 * The decisions' review: the report's conclusion, the check run's title,
 * and the findings the annotations show — the first `maxFindings`, most
 * important first (only those are built: a large ledger has tens of
 * thousands); `omitted` counts the rest, which the report lists.
 */
export function ticksReview(input: AnnotationInput, maxFindings: number): ModelReview {
  const { findings, omitted } = selectFindings(input, maxFindings);
  return {
    model: 'ticks',
    conclusion: input.report.conclusion,
    title: ticksTitle(input.report),
    reason: input.report.reason,
    findings,
    ...(omitted > 0 ? { omitted } : {}),
  };
}

/**
 * The decisions on every surface (render/review-surfaces.ts composes
 * them): their review, and the comment, the summaries and the JSON report
 * as comment.ts, summary.ts and report.ts draw them. The decisions' comment
 * is a whole one (its marker, state and footer), so it comes first in a
 * store of both models; the report is the document itself.
 */
export function ticksSurfaces(
  input: AnnotationInput,
  maxFindings: number,
  frame: SurfaceFrame,
  drawing: { links?: DecisionLinks; bindings?: BindingsListing } = {},
): ModelSurfaces {
  const { report } = input;
  const links = drawing.links ? { links: drawing.links } : {};
  return {
    review: ticksReview(input, maxFindings),
    comment: {
      hasFindings: hasCommentFindings(report),
      worthPosting: commentWorthPosting(report),
      notJudged: report.context.notJudged !== undefined,
      draw: ({ maxLength, existingBody }) => {
        const previous = existingBody === undefined ? undefined : readCommentState(existingBody);
        return renderCommentBody(report, {
          key: frame.key,
          maxLength,
          ...(frame.checkName !== undefined ? { checkName: frame.checkName } : {}),
          ...(frame.summaryUrl ? { summaryUrl: frame.summaryUrl } : {}),
          ...(frame.runUrl ? { runUrl: frame.runUrl } : {}),
          ...links,
          ...(previous ? { previous } : {}),
        });
      },
    },
    summary: ({ maxBytes, preface }) =>
      renderSummary(report, {
        maxBytes,
        ...(drawing.bindings !== undefined ? { bindings: drawing.bindings } : {}),
        ...(frame.restIn !== undefined ? { restIn: frame.restIn } : {}),
        ...links,
        preface,
      }),
    report: () => report as unknown as Record<string, unknown>,
  };
}

/**
 * The check run's title for the decisions: what gates, what was replaced,
 * the violations, memo notes and changed guarding tests; led by why the run
 * may not pass its commit; else the all-clear. A green resting on a fork's
 * own claims says so.
 */
export function ticksTitle(report: Report): string {
  return labelledTitle(checkRunTitle(report), report);
}

/** What the title says first when the run may not pass its commit (report.context.notJudged). */
function notJudgedTitle(report: Report): string | undefined {
  if (report.context.notJudged === undefined) return undefined;
  return report.context.pullRequest !== undefined
    ? "The pull request's head was not evaluated (the checkout is another commit)"
    : FORK_WITHOUT_PULL_REQUEST_TITLE;
}

function checkRunTitle(report: Report): string {
  const { memoDecisions, violations } = report.counts;
  const replaced = replacedTitle(report);
  const parts: string[] = gatingTitleParts(report);
  if (replaced !== undefined) parts.push(replaced);
  if (violations > 0) parts.push(`${violations} ledger violation${violations === 1 ? '' : 's'}`);
  if (memoDecisions > 0) parts.push(`${memoDecisions} memo note${memoDecisions === 1 ? '' : 's'}`);
  const { testChanged } = report.counts;
  if (testChanged > 0)
    parts.push(
      `${testChanged} guarding test${testChanged === 1 ? '' : 's'} changed by this pull request`,
    );
  const unjudged = notJudgedTitle(report);
  if (unjudged !== undefined) return [unjudged, ...parts].join('; ');
  return parts.length > 0 ? parts.join(', ') : allClearTitle(report);
}
