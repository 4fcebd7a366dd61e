/**
 * The staleness reference (docs/ev-0.1.md#staleness): the commit receipts are measured
 * against, per the config's policy, and the cached `results/origin-sha` that
 * offline runs read.
 */
import { revParseSha } from '../git/commits.js';
import type { GitContext } from '../git/runner.js';
import { readOriginSha, writeOriginSha } from './results.js';
import type { Store } from '../files/store.js';

export const NO_UPSTREAM_WARNING =
  'warning: cannot resolve the live-origin staleness reference (no upstream?) — sha-staleness skipped';

export interface StalenessResolution {
  sha: string | null;
  /** A stderr line ev prints (live-origin without an upstream). */
  warning?: string;
}

/**
 * The staleness sha per policy: `--offline` reads only the cached
 * `results/origin-sha`, whatever the policy; `none` → none; `local-head` →
 * HEAD; anything else → `@{upstream}`, cached for later offline runs.
 */
export async function resolveStalenessReference(
  ctx: GitContext,
  store: Store,
  policy: string,
  offline: boolean,
): Promise<StalenessResolution> {
  if (offline) return { sha: readOriginSha(store) };
  if (policy === 'none') return { sha: null };
  if (policy === 'local-head') return { sha: await revParseSha(ctx, 'HEAD') };
  const sha = await revParseSha(ctx, '@{upstream}');
  if (sha === null) return { sha: null, warning: NO_UPSTREAM_WARNING };
  writeOriginSha(store, sha);
  return { sha };
}
