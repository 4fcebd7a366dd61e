/**
 * ev 0.2's chain: a pull request (B..H) or a commit (H alone) read from git
 * objects — each ledger, the paths the change touched, the files it renamed —
 * and reviewed by the core (core/claims/review.ts). The action's review
 * (action/claims/review.ts) and the CLI's preview (models/claims/preview.ts)
 * both run it, so what `report` prints is what the action posts.
 */
import { relative, resolve, sep } from 'node:path';
import {
  changedPathsBetween,
  ledgersAtCommits,
  renamesFollowed,
} from '../../adapters/claims/git-ledger.js';
import type { GitContext, Repository } from '../../adapters/git/runner.js';
import type { TimeBudget } from '../../core/claims/budget.js';
import { reviewClaims, type ClaimsGate, type ClaimsReview } from '../../core/claims/review.js';

/** What the chain read at H (and B), ready to be reviewed under any gate. */
export interface ClaimsChain {
  /** A ledger line or anchor path git was not asked about, each said once per reading. */
  refused: string[];
  /** What was left unmeasured (a refused anchor path, the budget spent), each once. */
  unmeasured: string[];
  /** The review of what was read, under a gate. */
  review(gate: ClaimsGate, failOnViolation: boolean): ClaimsReview;
}

/** `dir/` for a store below the work tree's root, `''` at the root or outside it. */
export function ledgerPrefixOf(repository: Repository | null, root: string): string {
  if (repository === null) return '';
  const rel = relative(resolve(repository.workTree), resolve(root));
  return rel === '' || rel.startsWith('..') ? '' : `${rel.split(sep).join('/')}/`;
}

/**
 * Reads the ledgers at H (and B) and the change between them, over one set
 * of git processes; undefined when the ledger at H could not be read.
 */
export async function claimsChain(
  ctx: GitContext,
  at: { head: string; base: string | undefined; ledgerPrefix: string; budget: TimeBudget },
): Promise<ClaimsChain | undefined> {
  const { head, base, ledgerPrefix, budget } = at;
  const [[atHead, atBase], changed] = await Promise.all([
    ledgersAtCommits(ctx, base === undefined ? [head] : [head, base], ledgerPrefix, budget),
    base === undefined ? undefined : changedPathsBetween(ctx, base, head, ledgerPrefix),
  ]);
  if (atHead === undefined) return undefined;
  const follow =
    base === undefined || atBase === undefined
      ? undefined
      : await renamesFollowed(ctx, base, head, ledgerPrefix, atBase, atHead);
  return {
    refused: [...atHead.refused, ...(atBase?.refused ?? [])],
    unmeasured: [...new Set([...(atHead.world.notes ?? []), ...(atBase?.world.notes ?? [])])],
    review: (gate, failOnViolation) =>
      reviewClaims({
        head: atHead,
        ...(atBase !== undefined ? { base: atBase } : {}),
        ...(changed !== undefined ? { changedPaths: changed } : {}),
        ...(follow !== undefined ? { follow } : {}),
        gate,
        failOnViolation,
        ledgerPrefix,
      }),
  };
}
