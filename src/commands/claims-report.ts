/**
 * `report` on a store that holds ev 0.2 claims: the claims review the
 * action would post, with `--base <rev>` the pull request from that commit
 * to HEAD (both read from git objects, as the action reads them), without
 * it HEAD alone (a push's census); commands/report.ts draws it as the action
 * does (render/review-surfaces.ts). Nothing is written, GitHub is not asked.
 */
import {
  changedPathsBetween,
  commitOf,
  ledgersAtCommits,
  renamesFollowed,
} from '../adapters/git-claims-review.js';
import { CLAIMS_REVIEW_BUDGET_MS, timeBudget } from '../core/claims/budget.js';
import { reviewClaims } from '../core/claims/review.js';
import type { ClaimsPublication } from '../core/render/claims-surfaces.js';
import type { CliIo } from './io.js';
import { repositoryFor } from './repository.js';
import { relative, sep } from 'node:path';

/** The review the action would post for `base..HEAD` (or HEAD alone), or an error to print. */
export async function previewClaims(
  io: CliIo,
  root: string,
  base: string | undefined,
): Promise<ClaimsPublication | { error: string }> {
  const repository = await repositoryFor(io, root);
  if (repository === null)
    return {
      error:
        'error: report on an ev 0.2 store needs a git repository (it reads the ledger from commits)',
    };
  const ctx = { repository, cwd: root, env: io.env };
  const rel = relative(repository.workTree, root);
  const prefix = rel === '' || rel.startsWith('..') ? '' : `${rel.split(sep).join('/')}/`;
  const head = await commitOf(ctx, 'HEAD');
  if (head === undefined) return { error: 'error: report: HEAD names no commit' };
  const baseSha = base === undefined ? undefined : await commitOf(ctx, base);
  if (base !== undefined && baseSha === undefined)
    return {
      error: `error: report: --base ${JSON.stringify(base.slice(0, 80))} names no commit here`,
    };
  const budget = timeBudget(CLAIMS_REVIEW_BUDGET_MS, Date.now); // as the action's review
  const [[atHead, atBase], changed] = await Promise.all([
    ledgersAtCommits(ctx, baseSha === undefined ? [head] : [head, baseSha], prefix, budget),
    baseSha === undefined ? undefined : changedPathsBetween(ctx, baseSha, head, prefix),
  ]);
  if (atHead === undefined) return { error: 'error: report: the ledger at HEAD was not read' };
  for (const refused of [...atHead.refused, ...(atBase?.refused ?? [])]) io.stderr(`${refused}\n`);
  for (const note of new Set([...(atHead.world.notes ?? []), ...(atBase?.world.notes ?? [])]))
    io.stderr(`warning: ${note}\n`);
  const follow =
    baseSha === undefined || atBase === undefined
      ? undefined
      : await renamesFollowed(ctx, baseSha, head, prefix, atBase, atHead);
  const review = reviewClaims({
    head: atHead,
    ...(atBase !== undefined ? { base: atBase } : {}),
    ...(changed !== undefined ? { changedPaths: changed } : {}),
    ...(follow !== undefined ? { follow } : {}),
    gate: 'off',
    failOnViolation: true,
    ledgerPrefix: prefix,
  });
  const render = {
    serverUrl: 'https://github.com',
    repository: '',
    headSha: head,
    ledgerPrefix: prefix,
    ...(baseSha !== undefined ? { baseSha } : {}),
  };
  return { review, render };
}
