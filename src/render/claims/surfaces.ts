/**
 * An ev 0.2 ledger's claims on every surface (render/review-surfaces.ts
 * composes them): their review, their section of the comment and the
 * summaries (render/claims/comment.ts draws it, after the run's notes and the
 * reader's self-test), and their part of the JSON report (claims-report.ts).
 * Leading — a store of claims alone — they frame each surface themselves:
 * the comment's marker and footer, the job summary's heading, the report's
 * own fields. Pure.
 */
import type { ClaimsReview } from '../../core/claims/review.js';
import { renderClaimsSection, claimsHaveFindings, type ClaimsRenderOptions } from './comment.js';
import { claimsReportPart } from './report.js';
import { commentMarker, DEFAULT_CHECK_NAME } from '../comment.js';
import { mdText, utf16Length, utf8Length, type Measure } from '../markdown.js';
import { REPORT_SCHEMA_VERSION } from '../report-schema.js';
import type { ModelSurfaces, SurfaceFrame } from '../review-surfaces.js';

/** The claims review and what its section links to. */
export interface ClaimsPublication {
  review: ClaimsReview;
  render: ClaimsRenderOptions;
  /** `workflow_dispatch`: the reader's self-test lines. */
  selfTest?: string[];
  /** What the reader should know about this run's reading (a shallow clone, say). */
  notes?: string[];
}

/** The job summary's heading on a store of claims alone. */
const SUMMARY_HEADING = '## evolving: ev 0.2 claims\n\n';

/**
 * The claims on every surface. `context` is the JSON report's `context`
 * when the claims lead it (a store of claims alone: there is no decisions'
 * report to hold it).
 */
export function claimsSurfaces(
  claims: ClaimsPublication,
  frame: SurfaceFrame,
  context: Record<string, unknown>,
): ModelSurfaces {
  const { review } = claims.review;
  const part = () =>
    claimsReportPart(claims.review, {
      headSha: claims.render.headSha,
      ...(claims.render.baseSha !== undefined ? { baseSha: claims.render.baseSha } : {}),
      ...(claims.selfTest !== undefined ? { selfTest: claims.selfTest } : {}),
    });
  return {
    review,
    comment: {
      hasFindings: claimsHaveFindings(claims.review),
      worthPosting: claimsHaveFindings(claims.review),
      notJudged: false,
      draw: ({ maxLength, leads }) => {
        if (!leads) return claimsSection(claims, maxLength, utf16Length);
        const marker = `${commentMarker(frame.key)}\n`;
        const footer = commentFooter(frame);
        return (
          marker +
          claimsSection(claims, maxLength - marker.length - footer.length, utf16Length) +
          footer
        );
      },
    },
    summary: ({ maxBytes, surface, leads, preface }) => {
      const heading = leads && surface === 'step' ? SUMMARY_HEADING : '';
      const head = preface + heading;
      return head + claimsSection(claims, maxBytes - utf8Length(head), utf8Length);
    },
    report: (leads) =>
      leads
        ? {
            schemaVersion: REPORT_SCHEMA_VERSION,
            model: 'claims',
            conclusion: review.conclusion,
            reason: review.reason,
            context,
            claims: part(),
          }
        : { claims: part() },
  };
}

/** The comment's footer on a store of claims alone: the action, the check, the job summary, the run. */
function commentFooter(frame: SurfaceFrame): string {
  const checkName = mdText(frame.checkName ?? DEFAULT_CHECK_NAME, 100);
  const summary = frame.summaryUrl ? ` · [job summary](${frame.summaryUrl})` : '';
  const run = frame.runUrl ? ` · [run](${frame.runUrl})` : '';
  return `\n---\n<sub>evolving-action · check ${checkName} · ev 0.2 claims${summary}${run}</sub>\n`;
}

/** The run's notes and the self-test, then the claims section, within `limit`. */
function claimsSection(claims: ClaimsPublication, limit: number, measure: Measure): string {
  const extra =
    (claims.notes ?? []).map((n) => `> ${mdText(n)}\n\n`).join('') +
    (claims.selfTest === undefined
      ? ''
      : `<details><summary>ev 0.2 reader self-test</summary>\n\n${claims.selfTest.map((l) => `- ${mdText(l)}`).join('\n')}\n\n</details>\n\n`);
  return extra + renderClaimsSection(claims.review, claims.render, limit - measure(extra), measure);
}
