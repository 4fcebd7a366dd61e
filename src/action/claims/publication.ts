/**
 * What the action publishes of ev 0.2's review: the commit it reads the
 * claims at, and the claims' section as every surface draws it
 * (render/claims/surfaces.ts), with the report's context on a store of
 * claims alone.
 */
import type { ClaimsPublication } from '../../render/claims/surfaces.js';
import type { ClaimsOutcome } from './review.js';

/**
 * The commit the claims are read at: the checkout's on `pull_request` (the
 * test merge, GITHUB_SHA), the pull request's head on the other events that
 * have one, else the event's commit.
 */
export function claimsHeadOf(plan: { kind: string; headSha: string }, sha: string): string {
  if (plan.kind === 'pull-request' && /^[0-9a-f]{40,64}$/.test(sha)) return sha;
  return plan.headSha || sha;
}

/** The claims' review, with where its surfaces link (the server, the repository, B and H). */
export function claimsPublication(
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

/** What the JSON report's `context` says of the run, on a store of claims alone. */
export interface ClaimsRunContext {
  repository: string;
  event: string;
  headSha: string;
  pullRequest?: number;
  workingDirectory: string;
}

/** The JSON report's `context` on a store of claims alone (the decisions' report holds it otherwise). */
export function claimsContext(
  claims: ClaimsOutcome,
  run: ClaimsRunContext,
): Record<string, unknown> {
  return {
    repository: run.repository,
    event: run.event,
    headSha: run.headSha,
    ...(run.pullRequest !== undefined ? { pullRequest: run.pullRequest } : {}),
    ...(claims.baseSha !== undefined ? { baseSha: claims.baseSha } : {}),
    workingDirectory: run.workingDirectory,
  };
}
