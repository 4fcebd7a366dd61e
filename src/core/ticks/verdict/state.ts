/**
 * The verdict cache `results/state/<tick id>.json` (docs/ev-0.1.md#the-state-cache): one
 * document per evaluated live tick, one row per ground (person and unbound
 * ones as `n/a`), byte-compatible with ev 0.1.2 (pretty JSON, sorted keys,
 * no trailing newline). Pure: builds the text; the adapter writes it.
 */
import type { TickVerdict } from './verdict.js';

export interface StalenessReference {
  /** The configured policy as written in the config (ev records it even under `--offline`). */
  policy: string;
  sha: string | null;
}

type StateRow = Record<string, unknown>;

/** One row per ground, in authored order (an array by ground index: no map and sort per tick). */
function rows(verdict: TickVerdict): StateRow[] {
  const byIndex: (StateRow | undefined)[] = [];
  for (const g of verdict.tests) {
    // Keys in sorted order: JSON.stringify keeps insertion order.
    const row: StateRow = { check: 'test', claim: g.claim };
    if (g.label === 'not-run') row.missing_platforms = g.missingPlatforms;
    row.ref = g.check.ref;
    row.supports = g.supports;
    row.verdict = g.label;
    row.verified_at_sha = g.check.verified_at_sha;
    byIndex[g.groundIndex] = row;
  }
  for (const g of verdict.others) {
    byIndex[g.groundIndex] = {
      check: g.check,
      claim: g.claim,
      supports: g.supports,
      verdict: 'n/a',
    };
  }
  return byIndex.filter((row): row is StateRow => row !== undefined);
}

/** The state document's text for one tick, as ev writes it. */
export function stateDocument(
  verdict: TickVerdict,
  staleness: StalenessReference,
  computedAt: string,
): string {
  const doc = {
    computed_at: computedAt,
    grounds: rows(verdict),
    staleness_ref: { policy: staleness.policy, sha: staleness.sha },
    tick_id: verdict.tick.id,
  };
  return JSON.stringify(doc, null, 2);
}
