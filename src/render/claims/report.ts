/**
 * The `claims` part of the JSON report (docs/report.schema.json): the claims
 * review as data, every list complete up to the review's own bounds. Ledger
 * text is kept as the ledger holds it (JSON escapes it); whoever renders it
 * escapes it.
 */
import type { ClaimsReview } from '../../core/claims/review.js';

export const CLAIMS_REPORT_VERSION = 1;

export interface ClaimsReportPart {
  version: typeof CLAIMS_REPORT_VERSION;
  scope: ClaimsReview['scope'];
  baseSha: string | null;
  headSha: string;
  conclusion: ClaimsReview['review']['conclusion'];
  title: string;
  gate: ClaimsReview['gate'];
  broken: ClaimsReview['broken'];
  moved: ClaimsReview['moved'];
  settled: ClaimsReview['settled'];
  baseMoved: ClaimsReview['baseMoved'];
  untouched: number;
  census: ClaimsReview['census'];
  baseMovedCensus: ClaimsReview['baseMovedCensus'];
  recorded: ClaimsReview['recorded'];
  stateChanges: ClaimsReview['stateChanges'];
  violations: ClaimsReview['violations'];
  skipped: ClaimsReview['skipped'];
  gateFailures: string[];
  events: number;
  claims: number;
  selfTest: string[] | null;
}

export function claimsReportPart(
  review: ClaimsReview,
  where: { headSha: string; baseSha?: string; selfTest?: string[] },
): ClaimsReportPart {
  return {
    version: CLAIMS_REPORT_VERSION,
    scope: review.scope,
    baseSha: where.baseSha ?? null,
    headSha: where.headSha,
    conclusion: review.review.conclusion,
    title: review.review.title,
    gate: review.gate,
    broken: review.broken,
    moved: review.moved,
    settled: review.settled,
    baseMoved: review.baseMoved,
    untouched: review.untouched,
    census: review.census,
    baseMovedCensus: review.baseMovedCensus,
    recorded: review.recorded,
    stateChanges: review.stateChanges,
    violations: review.violations,
    skipped: review.skipped,
    gateFailures: review.gateFailures,
    events: review.events,
    claims: review.claims,
    selfTest: where.selfTest ?? null,
  };
}
