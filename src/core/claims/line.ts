/**
 * `ev line`, `ev line --json` and `ev line --json --stable` as ev 0.2.4
 * prints them (docs/ev-0.2.md, "line"): two raw counts now — claims closed
 * with evidence, and expired-bare claims — and one row per snapshot. Pure.
 */
import type { Derived } from './fold.js';
import { asOf, asOfLine, prettyJson } from './output.js';

interface WorkCounts {
  closedWithEvidence: number;
  expiredBare: number;
}

export function workNow(derived: Derived): WorkCounts {
  return {
    closedWithEvidence: derived.closed.filter((c) => c.state === 'closed' && c.evidence.length > 0)
      .length,
    expiredBare: derived.claims.filter((c) => c.state === 'expired-bare').length,
  };
}

export function lineText(derived: Derived): string {
  const now = workNow(derived);
  let out = 'work line\n';
  for (const s of derived.snapshots)
    out += `  ▪ closed ${s.closedWithEvidence}  · expired-bare ${s.expiredBare}\n`;
  out += `  now: ${now.closedWithEvidence} closed-with-evidence · ${now.expiredBare} expired-bare\n`;
  return `${out}${asOfLine(derived)}\n`;
}

/** `--stable` empties the snapshots and writes `<id>` for `as_of`: byte-stable across ledgers. */
export function lineJson(derived: Derived, stable: boolean): string {
  const now = workNow(derived);
  return `${prettyJson({
    indicators: [
      {
        name: 'work',
        closed_with_evidence: now.closedWithEvidence,
        expired_bare: now.expiredBare,
      },
    ],
    snapshots: stable
      ? []
      : derived.snapshots.map((s) => ({
          closed_with_evidence: s.closedWithEvidence,
          expired_bare: s.expiredBare,
        })),
    as_of: stable ? '<id>' : asOf(derived),
  })}\n`;
}
