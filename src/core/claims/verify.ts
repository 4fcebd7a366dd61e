/**
 * `ev verify [<claim>] [--json] [--full]` as ev 0.2.4 prints it
 * (docs/ev-0.2.md, "verify"): every anchor of the open claims (or of one),
 * read now — self-evident evidence skipped unless `--full` — one line or one
 * JSON check each. ev also appends a `verify` event per check; this reader
 * records nothing. Pure.
 */
import { readAnchor, type World } from './annotate.js';
import { driftPhrase } from './drift.js';
import { livenessWhy } from './evidence.js';
import type { ClaimView } from './fold.js';
import { prettyJson, shortId } from './output.js';

/** One check: what ev would print (and append) for one anchor. */
export interface VerifyCheck {
  claim: string;
  ref: string;
  liveness: string;
  /** Absent for a pointer no grammar accepts (ev reads nothing there). */
  status?: string;
  base?: string;
  drift?: number;
  cell?: string;
}

export function verifyChecks(
  targets: readonly ClaimView[],
  world: World,
  full: boolean,
): VerifyCheck[] {
  const checks: VerifyCheck[] = [];
  for (const claim of targets) {
    for (const evidence of claim.evidence) {
      if (evidence.selfEvident && !full) continue;
      const reading = readAnchor(evidence, claim.lastAck, world);
      if (reading === undefined) {
        checks.push({ claim: claim.id, ref: evidence.ref, liveness: 'unparseable' });
        continue;
      }
      const check: VerifyCheck = {
        claim: claim.id,
        ref: evidence.ref,
        liveness: evidence.liveness,
        status: reading.status,
      };
      if (evidence.base !== undefined) check.base = evidence.base;
      if (reading.drift !== undefined) check.drift = reading.drift;
      if (reading.cell !== undefined) check.cell = reading.cell;
      checks.push(check);
    }
  }
  return checks;
}

export function verifyText(checks: readonly VerifyCheck[]): string {
  return checks
    .map((check) => {
      const head = `${shortId(check.claim)} · ${check.ref} → `;
      if (check.status === undefined) return `${head}unparseable · ${livenessWhy('unparseable')}\n`;
      const drift =
        check.drift !== undefined && check.drift > 0 ? ` · ${driftPhrase(check.drift)}` : '';
      return `${head}${check.status}${drift}\n`;
    })
    .join('');
}

export function verifyJson(checks: readonly VerifyCheck[]): string {
  return `${prettyJson({ checks })}\n`;
}

/** How `ev verify <prefix>` resolves its argument against every event id. */
export type ClaimLookup = { kind: 'claim'; id: string } | { kind: 'refused'; message: string };

export function lookUpClaim(
  events: readonly { id: string; type: string }[],
  prefix: string,
): ClaimLookup {
  const matches = events.filter((e) => e.id.startsWith(prefix));
  if (matches.length === 0) return { kind: 'refused', message: `no event matches id ${prefix}` };
  if (matches.length > 1)
    return { kind: 'refused', message: `ambiguous id ${prefix} — ${matches.length} matches` };
  const [only] = matches as [{ id: string; type: string }];
  if (only.type === 'claim') return { kind: 'claim', id: only.id };
  return {
    kind: 'refused',
    message: `${only.id} is a ${only.type} event, not a claim. Evidence, closure and demands attach to claims.`,
  };
}
