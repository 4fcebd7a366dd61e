/**
 * `ev brief` and `ev brief --json` as ev 0.2.4 prints them (docs/ev-0.2.md,
 * "brief"). The text brief shows each open claim's recorded state (it reads
 * no anchor); the JSON brief carries every evidence's status, drift and cell
 * as read now, so it takes an annotated fold (annotate.ts). Pure.
 */
import type { ClaimState, ClaimView, Derived, EvidenceView } from './fold.js';
import { asOf, asOfLine, prettyJson } from './output.js';
import { emptySlots } from './readings.js';

/** Open claims listed by the text brief; the count covers them all. */
const SHOWN = 12;
const LABEL_WIDTH = 60;

export function briefText(derived: Derived): string {
  let out = '';
  if (derived.demandsReturned.length > 0)
    out += `↩ ${derived.demandsReturned.length} demand(s) answered — review at pause\n`;
  out += `open claims: ${derived.claims.length}\n`;
  for (const claim of derived.claims.slice(0, SHOWN))
    out += `  ${mark(claim)} ${truncate(claim.label, LABEL_WIDTH)}  [${claim.state}]\n`;
  if (derived.grey.length > 0) out += `grey (held/starved): ${derived.grey.length}\n`;
  return `${out}${asOfLine(derived)}\n`;
}

/** ⊙ anchored on self-evident evidence only, ✓ anchored, · bare, – anything else. */
export function mark(claim: { state: ClaimState; selfEvident: boolean }): string {
  if (claim.state === 'anchored') return claim.selfEvident ? '⊙' : '✓';
  return claim.state === 'bare' || claim.state === 'expired-bare' ? '·' : '–';
}

/** At most `width` characters (code points): a longer text keeps `width - 1` and gains `…`. */
export function truncate(text: string, width: number): string {
  const chars = [...text];
  return chars.length <= width ? text : `${chars.slice(0, width - 1).join('')}…`;
}

/** `brief --json`, from an annotated fold. */
export function briefJson(derived: Derived): string {
  return `${prettyJson({
    demands_returned: derived.demandsReturned.map((c) => c.id),
    open: derived.claims.map(claimJson),
    grey: derived.grey.map((c) => c.id),
    pinned: derived.thoughts.filter((t) => t.pinned).map((t) => t.label),
    as_of: asOf(derived),
  })}\n`;
}

function claimJson(claim: ClaimView): Record<string, unknown> {
  const json: Record<string, unknown> = {
    id: claim.id,
    label: claim.label,
    state: claim.state,
    self_evident: claim.selfEvident,
    evidence: claim.evidence.map(evidenceJson),
    kind: claim.kind,
  };
  const reading = claim.reading;
  if (reading.slots.length > 0 || reading.concepts.length > 0)
    json.reading = {
      slots: reading.slots.map((s) => ({ depth: s.depth, lang: s.lang, reference: s.reference })),
      concepts: reading.concepts,
      empty: emptySlots(reading),
    };
  return json;
}

function evidenceJson(evidence: EvidenceView): Record<string, unknown> {
  return {
    ref: evidence.ref,
    self_evident: evidence.selfEvident,
    liveness: evidence.liveness,
    base: evidence.base,
    status: evidence.status,
    drift: evidence.drift,
    cell: evidence.cell,
  };
}
