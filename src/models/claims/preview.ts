/**
 * `report` on a store that holds ev 0.2 claims: the claims review the
 * action would post, with `--base <rev>` the pull request from that commit
 * to HEAD (both read from git objects, as the action reads them), without
 * it HEAD alone (a push's census), drawn as the action draws it
 * (render/claims/surfaces.ts); models/report.ts joins it with the others. Nothing is written, GitHub is not asked.
 */
import { commitOf } from '../../adapters/claims/git-ledger.js';
import { claimsChain, ledgerPrefixOf } from '../../chains/claims/chain.js';
import { CLAIMS_REVIEW_BUDGET_MS, timeBudget } from '../../core/claims/budget.js';
import { claimsSurfaces, type ClaimsPublication } from '../../render/claims/surfaces.js';
import type { Preview, PreviewRequest } from '../model.js';
import type { CliIo } from '../../commands/io.js';
import { repositoryFor } from '../../commands/repository.js';

/** ev 0.2's part of `report`: the claims section the action would post, framed as it frames it. */
export async function previewClaims(request: PreviewRequest): Promise<Preview> {
  const { options, frame, workingDirectory } = request;
  const claims = await claimsPublication(request.io, request.root, options.base);
  if ('error' in claims) return claims;
  return claimsSurfaces(claims, frame, {
    event: 'cli',
    repository: '',
    headSha: claims.render.headSha,
    ...(claims.render.baseSha !== undefined ? { baseSha: claims.render.baseSha } : {}),
    workingDirectory,
  });
}

/** The review the action would post for `base..HEAD` (or HEAD alone), or an error to print. */
async function claimsPublication(
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
  const prefix = ledgerPrefixOf(repository, root);
  const head = await commitOf(ctx, 'HEAD');
  if (head === undefined) return { error: 'error: report: HEAD names no commit' };
  const baseSha = base === undefined ? undefined : await commitOf(ctx, base);
  if (base !== undefined && baseSha === undefined)
    return {
      error: `error: report: --base ${JSON.stringify(base.slice(0, 80))} names no commit here`,
    };
  const budget = timeBudget(CLAIMS_REVIEW_BUDGET_MS, Date.now); // as the action's review
  const chain = await claimsChain(ctx, { head, base: baseSha, ledgerPrefix: prefix, budget });
  if (chain === undefined) return { error: 'error: report: the ledger at HEAD was not read' };
  for (const refused of chain.refused) io.stderr(`${refused}\n`);
  for (const note of chain.unmeasured) io.stderr(`warning: ${note}\n`);
  const review = chain.review('off', true);
  const render = {
    serverUrl: 'https://github.com',
    repository: '',
    headSha: head,
    ledgerPrefix: prefix,
    ...(baseSha !== undefined ? { baseSha } : {}),
  };
  return { review, render };
}
