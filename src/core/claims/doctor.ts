/**
 * `ev doctor` as ev 0.2.4 prints it (docs/ev-0.2.md, "doctor"): the ledger's
 * integrity problems (dangling references, duplicate closes, a writer's
 * clock running backwards), then three census lines that never gate —
 * anchor liveness and ref types, the movement census over every claim with
 * evidence, the reading grid over open claims — and a note when the ledger
 * has no baseline marker. Problems make the command exit 2. Pure.
 */
import { compareCodePoints } from '../text/unicode.js';
import { worstCell, type Cell } from './cells.js';
import { livenessWhy, type Liveness, type RefKind } from './evidence.js';
import { baselineHead, type ClaimView, type Derived } from './fold.js';
import { stringField } from './json.js';
import { readingCensus, STORABLE_SLOTS } from './readings.js';
import type { LedgerEvent } from './scan.js';

/** Event types that point at a claim, and are checked for a dangling one. */
const CLAIM_POINTERS = new Set(['evidence', 'close', 'hold', 'demand', 'verify', 'prune', 'ack']);

export interface DoctorReport {
  /** Everything printed on stdout, newline-terminated. */
  stdout: string;
  problems: string[];
}

/** The problems `ev doctor` lists, in its order: dangling references, duplicate closes, clock drift. */
export function integrityProblems(events: readonly LedgerEvent[]): string[] {
  const claimIds = new Set(events.filter((e) => e.type === 'claim').map((e) => e.id));
  const problems: string[] = [];
  for (const event of events) {
    if (!CLAIM_POINTERS.has(event.type)) continue;
    const claim = stringField(event.body, 'claim');
    if (claim !== undefined && !claimIds.has(claim))
      problems.push(`dangling ${event.type} → unknown claim ${claim} (event ${event.id})`);
  }
  const closed = new Set<string>();
  for (const event of events) {
    if (event.type !== 'close') continue;
    const claim = stringField(event.body, 'claim');
    if (claim === undefined) continue;
    if (closed.has(claim)) problems.push(`duplicate close on ${claim}`);
    closed.add(claim);
  }
  // Events arrive ordered by (ts, writer, seq), so a writer's ts never runs backwards here:
  // ev checks it all the same, and so does this.
  const lastTs = new Map<string, string>();
  for (const event of events) {
    const previous = lastTs.get(event.writer);
    if (previous !== undefined && compareCodePoints(event.ts, previous) < 0)
      problems.push(`clock drift on writer ${event.writer}: ${event.ts} < ${previous}`);
    lastTs.set(event.writer, event.ts);
  }
  return problems;
}

/** `ev doctor`'s report, from the scanned events and their annotated fold. */
export function doctorReport(events: readonly LedgerEvent[], annotated: Derived): DoctorReport {
  const problems = integrityProblems(events);
  const lines: string[] = [];
  if (problems.length === 0) {
    const claims = new Set(events.filter((e) => e.type === 'claim').map((e) => e.id)).size;
    lines.push(`ledger clean: ${events.length} events, ${claims} claims.`);
  } else {
    for (const problem of problems) lines.push(`• ${problem}`);
  }
  const withEvidence = claimsWithEvidence(annotated);
  lines.push(...livenessLines(withEvidence));
  lines.push(...movementLines(movementCensus(withEvidence)));
  lines.push(...readingLines(annotated.claims));
  if (baselineHead(events) === undefined)
    lines.push(
      'no baseline marker: the session-end sweep will not file a window. Run `ev baseline [<sha>]` to record where the ledger began.',
    );
  return { stdout: lines.map((l) => `${l}\n`).join(''), problems };
}

/** The census's scope: every claim the fold knows — open, grey, closed or dead — that carries evidence. */
export function claimsWithEvidence(derived: Derived): ClaimView[] {
  return [...derived.claims, ...derived.grey, ...derived.closed].filter(
    (c) => c.evidence.length > 0,
  );
}

function livenessLines(claims: readonly ClaimView[]): string[] {
  const liveness: Record<Liveness, number> = {
    content: 0,
    existence: 0,
    immutable: 0,
    asserted: 0,
    unparseable: 0,
  };
  const kinds: Record<RefKind, number> = {
    commit: 0,
    file: 0,
    test: 0,
    artifact: 0,
    url: 0,
    metric: 0,
  };
  let noContent = 0;
  for (const claim of claims) {
    for (const evidence of claim.evidence) {
      liveness[evidence.liveness]++;
      if (evidence.parsed !== undefined) kinds[evidence.parsed.kind]++;
    }
    if (!claim.evidence.some((e) => e.liveness === 'content')) noContent++;
  }
  if (claims.length === 0) return [];
  const lines = [
    `anchor liveness (every claim, open and closed): content ${liveness.content} · existence ${liveness.existence} · immutable ${liveness.immutable} · asserted ${liveness.asserted} · unparseable ${liveness.unparseable}`,
    `ref types in use: commit ${kinds.commit} · file ${kinds.file} · test ${kinds.test} · artifact ${kinds.artifact} · url ${kinds.url} · metric ${kinds.metric}`,
  ];
  if (noContent > 0)
    lines.push(
      `  ⚠ ${noContent} of ${claims.length} claims rest only on anchors that cannot fail when the cited code changes.`,
    );
  if (liveness.asserted > 0)
    lines.push(`  ⚠ ${liveness.asserted} anchor(s) are metric:/url: — ${livenessWhy('asserted')}.`);
  return lines;
}

/** Claims by their most severe cell, and `unmeasured` for those ev could place on none. */
export interface MovementCensus {
  total: number;
  still: number;
  moved: number;
  changed: number;
  gone: number;
  legacy: number;
  unmeasured: number;
}

/** The movement census over annotated claims (doctor counts every claim with evidence). */
export function movementCensus(claims: readonly ClaimView[]): MovementCensus {
  const census: MovementCensus = {
    total: 0,
    still: 0,
    moved: 0,
    changed: 0,
    gone: 0,
    legacy: 0,
    unmeasured: 0,
  };
  const field: Record<Cell, keyof MovementCensus> = {
    still: 'still',
    'neighborhood-moved': 'moved',
    'anchor-changed': 'changed',
    'file-gone': 'gone',
    legacy: 'legacy',
  };
  for (const claim of claims) {
    const worst = worstCell(claim.evidence.map((e) => e.cell));
    census[worst === undefined ? 'unmeasured' : field[worst]]++;
    census.total++;
  }
  return census;
}

function movementLines(census: MovementCensus): string[] {
  if (census.total === 0) return [];
  const lines = [
    `${census.total} claims · still ${census.still} · neighborhood-moved ${census.moved} · anchor-changed ${census.changed} · file-gone ${census.gone} · legacy ${census.legacy} · unmeasured ${census.unmeasured}`,
  ];
  if (census.unmeasured > 0)
    lines.push(
      `  ⚠ ${census.unmeasured} claim(s) carry no anchor ev can place on the movement map — ev reports nothing about them.`,
    );
  if (census.moved > 0)
    lines.push(
      `  ⚠ ${census.moved} claims sit on code that moved beside the anchored line — the anchor cannot see it. Re-read.`,
    );
  if (census.changed + census.gone > 0)
    lines.push(
      `  ⚠ ${census.changed + census.gone} claims rest on an anchor whose cited code is gone. Re-read.`,
    );
  return lines;
}

function readingLines(open: readonly ClaimView[]): string[] {
  const census = readingCensus(open.map((c) => c.reading));
  if (census.claims === 0) return [];
  const present = census.claims * STORABLE_SLOTS.length - census.empty;
  const bySlot = STORABLE_SLOTS.map(([d, l], i) => `${d}/${l} ${census.emptyBySlot[i] ?? 0}`);
  return [
    `reading grid (${census.claims} open claims): present ${present} · empty ${census.empty}`,
    `  empty by slot: ${bySlot.join(' · ')}`,
  ];
}
