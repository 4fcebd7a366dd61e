/**
 * The fold: ev 0.2.4's derived state from the ordered event stream
 * (docs/ev-0.2.md, "The fold"). A claim's state is a fact about the ledger,
 * folded from the statuses `ev evidence` and `ev verify` recorded — never
 * re-read here (annotate.ts reads the world). Pure.
 *
 * - `claim` opens a claim; `evidence` attaches a pointer (and revives a held
 *   claim); `verify` overwrites the recorded status of the latest evidence
 *   with the same ref (or of the last evidence when the event names no ref);
 * - `hold` greys a claim, `close` closes it, `prune` declares it dead;
 *   `demand` marks it demanded; `ack` records the head a human last looked at
 *   (an ack without a head clears it); `reading` fills its reading;
 * - `thought`, `indicator`, `retire`, `snapshot` and boundary `pause`s feed
 *   the brief and the line; any other type is ignored but still moves `as of`.
 *
 * States: dead, closed, grey (held), then bare (expired-bare once two
 * boundary pauses passed over it), anchored (some recorded status resolves)
 * or evidenced.
 */
import { compareCodePoints } from '../text/unicode.js';
import { parseStatus, type Status } from './anchors.js';
import type { Cell } from './cells.js';
import type { Actor } from './events.js';
import { livenessOf, parseRef, type EvRef, type Liveness } from './evidence.js';
import { boolField, stringField, u64Field, type JsonValue } from './json.js';
import {
  addConcept,
  emptyReading,
  fillSlot,
  parseDepth,
  parseLang,
  type Reading,
} from './readings.js';
import type { LedgerEvent } from './scan.js';

export type ClaimState =
  'bare' | 'evidenced' | 'anchored' | 'grey' | 'closed' | 'dead' | 'expired-bare';

/** Where an event was read: its id, who wrote it, and its file and line. */
export interface EventOrigin {
  id: string;
  actor: Actor;
  file: string;
  line: number;
}

export interface EvidenceView {
  /** The ref as recorded. */
  ref: string;
  /** The ref, parsed; undefined when no grammar accepts it. */
  parsed: EvRef | undefined;
  /** The recorded status (the fold); annotate.ts replaces it with what it reads now. */
  status: Status;
  selfEvident: boolean;
  /** The commit the evidence was filed against: drift's zero point. */
  base?: string;
  liveness: Liveness;
  /** Filled by annotate.ts. */
  drift?: number;
  /** Filled by annotate.ts. */
  cell?: Cell;
  /** The `evidence` event. */
  filed: EventOrigin;
}

export interface ClaimView {
  id: string;
  label: string;
  state: ClaimState;
  evidence: EvidenceView[];
  /** Every piece of evidence is self-evident (and there is some). */
  selfEvident: boolean;
  boundariesOpen: number;
  sourceRef?: string;
  kind?: string;
  /** The hold's reason, while held. */
  reason?: string;
  /** The head of the latest ack: drift counts from there. */
  lastAck?: string;
  reading: Reading;
  /** The `claim` event. */
  filed: EventOrigin;
}

export interface Thought {
  id: string;
  label: string;
  pinned: boolean;
}

export interface Indicator {
  id: string;
  name: string;
}

export interface Snapshot {
  id: string;
  ts: string;
  closedWithEvidence: number;
  expiredBare: number;
}

export interface Derived {
  /** Open claims (bare, evidenced, anchored, expired-bare), in filing order. */
  claims: ClaimView[];
  /** Closed and dead claims. */
  closed: ClaimView[];
  grey: ClaimView[];
  thoughts: Thought[];
  /** Demanded claims that carry evidence and are neither closed nor dead (open or grey). */
  demandsReturned: ClaimView[];
  indicators: Indicator[];
  snapshots: Snapshot[];
  /** The id of the last event (of any type). */
  lastEventId?: string;
  boundaryCount: number;
}

interface ClaimAcc {
  view: ClaimView;
  held?: string;
  closed: boolean;
  dead: boolean;
  demanded: boolean;
  openedAtBoundary: number;
}

function originOf(event: LedgerEvent): EventOrigin {
  return { id: event.id, actor: event.actor, file: event.file, line: event.line };
}

/** A u64 as Rust's `as u32` keeps it: the low 32 bits. */
function lowU32(value: bigint | undefined): number {
  return value === undefined ? 0 : Number(value & 0xffffffffn);
}

export function fold(events: readonly LedgerEvent[]): Derived {
  const claims = new Map<string, ClaimAcc>();
  const thoughts: Thought[] = [];
  let indicators: Indicator[] = [];
  const snapshots: Snapshot[] = [];
  let boundaryCount = 0;
  let lastEventId: string | undefined;

  const target = (body: JsonValue): ClaimAcc | undefined => {
    const id = stringField(body, 'claim');
    return id === undefined ? undefined : claims.get(id);
  };

  for (const event of events) {
    lastEventId = event.id;
    const body = event.body;
    switch (event.type) {
      case 'claim':
        if (!claims.has(event.id)) claims.set(event.id, openClaim(event, boundaryCount));
        break;
      case 'evidence': {
        const acc = target(body);
        if (acc === undefined) break;
        acc.view.evidence.push(evidenceOf(event));
        acc.held = undefined;
        break;
      }
      case 'verify': {
        const status = stringField(body, 'status');
        const acc = status === undefined ? undefined : target(body);
        if (acc !== undefined) recordVerify(acc, stringField(body, 'ref'), status as string);
        break;
      }
      case 'hold': {
        const acc = target(body);
        if (acc !== undefined) acc.held = stringField(body, 'reason') ?? '';
        break;
      }
      case 'close': {
        const acc = target(body);
        if (acc !== undefined) acc.closed = true;
        break;
      }
      case 'prune': {
        const acc = target(body);
        if (acc !== undefined) acc.dead = true;
        break;
      }
      case 'demand': {
        const acc = target(body);
        if (acc !== undefined) acc.demanded = true;
        break;
      }
      case 'ack': {
        const acc = target(body);
        if (acc !== undefined) acc.view.lastAck = stringField(body, 'head');
        break;
      }
      case 'reading': {
        const acc = target(body);
        if (acc !== undefined) foldReading(acc.view.reading, body);
        break;
      }
      case 'thought':
        thoughts.push({
          id: event.id,
          label: stringField(body, 'label') ?? '',
          pinned: boolField(body, 'pinned') ?? false,
        });
        break;
      case 'indicator':
        indicators.push({ id: event.id, name: stringField(body, 'name') ?? '' });
        break;
      case 'retire': {
        const id = stringField(body, 'indicator');
        if (id !== undefined) indicators = indicators.filter((i) => i.id !== id);
        break;
      }
      case 'snapshot':
        snapshots.push({
          id: event.id,
          ts: event.ts,
          closedWithEvidence: lowU32(u64Field(body, 'closed_with_evidence')),
          expiredBare: lowU32(u64Field(body, 'expired_bare')),
        });
        break;
      case 'pause':
        if (boolField(body, 'boundary') === true) boundaryCount++;
        break;
    }
  }

  const derived: Derived = {
    claims: [],
    closed: [],
    grey: [],
    thoughts,
    demandsReturned: [],
    indicators,
    snapshots,
    boundaryCount,
  };
  if (lastEventId !== undefined) derived.lastEventId = lastEventId;
  for (const acc of claims.values()) place(derived, acc, boundaryCount);
  return derived;
}

function openClaim(event: LedgerEvent, boundaryCount: number): ClaimAcc {
  const body = event.body;
  const view: ClaimView = {
    id: event.id,
    label: stringField(body, 'label') ?? '',
    state: 'bare',
    evidence: [],
    selfEvident: false,
    boundariesOpen: 0,
    reading: emptyReading(),
    filed: originOf(event),
  };
  const sourceRef = stringField(body, 'source_ref');
  if (sourceRef !== undefined) view.sourceRef = sourceRef;
  const kind = stringField(body, 'kind');
  if (kind !== undefined) view.kind = kind;
  return { view, closed: false, dead: false, demanded: false, openedAtBoundary: boundaryCount };
}

function evidenceOf(event: LedgerEvent): EvidenceView {
  const body = event.body;
  const ref = stringField(body, 'ref') ?? '';
  const parsed = parseRef(ref);
  const status = stringField(body, 'status');
  const evidence: EvidenceView = {
    ref,
    parsed,
    // No status at all predates the field: the ref was recorded and nothing more.
    status: status === undefined ? 'recorded' : parseStatus(status),
    selfEvident: boolField(body, 'self_evident') ?? false,
    liveness: livenessOf(parsed),
    filed: originOf(event),
  };
  const base = stringField(body, 'base');
  if (base !== undefined) evidence.base = base;
  return evidence;
}

function recordVerify(acc: ClaimAcc, ref: string | undefined, status: string): void {
  const evidence = acc.view.evidence;
  const item =
    ref === undefined ? evidence[evidence.length - 1] : evidence.findLast((e) => e.ref === ref);
  if (item !== undefined) item.status = parseStatus(status);
}

function foldReading(reading: Reading, body: JsonValue): void {
  const concept = stringField(body, 'concept');
  if (concept !== undefined) return addConcept(reading, concept);
  const depth = parseDepth(stringField(body, 'depth') ?? '');
  const lang = parseLang(stringField(body, 'lang') ?? '');
  const ref = stringField(body, 'ref');
  if (depth !== undefined && lang !== undefined && ref !== undefined)
    fillSlot(reading, depth, lang, ref);
}

function place(derived: Derived, acc: ClaimAcc, boundaryCount: number): void {
  const view = acc.view;
  view.boundariesOpen = Math.max(0, boundaryCount - acc.openedAtBoundary);
  view.state = stateOf(acc, view.boundariesOpen);
  view.selfEvident = view.evidence.length > 0 && view.evidence.every((e) => e.selfEvident);
  if (acc.held !== undefined) view.reason = acc.held;
  if (view.state === 'closed' || view.state === 'dead') derived.closed.push(view);
  else if (view.state === 'grey') derived.grey.push(view);
  if (acc.demanded && view.evidence.length > 0 && !acc.closed && !acc.dead)
    derived.demandsReturned.push(view);
  if (!acc.closed && !acc.dead && view.state !== 'grey') derived.claims.push(view);
}

function stateOf(acc: ClaimAcc, boundariesOpen: number): ClaimState {
  if (acc.dead) return 'dead';
  if (acc.closed) return 'closed';
  if (acc.held !== undefined) return 'grey';
  const evidence = acc.view.evidence;
  if (evidence.length === 0) return boundariesOpen >= 2 ? 'expired-bare' : 'bare';
  return evidence.some((e) => e.status === 'resolves') ? 'anchored' : 'evidenced';
}

/**
 * Where the ledger began: the `head` of the latest baseline marker (a
 * `session` event whose body's `marker` is `baseline`), latest by `(ts, seq)`,
 * the last of equals. Undefined when there is none, or when that marker
 * carries no head.
 */
export function baselineHead(events: readonly LedgerEvent[]): string | undefined {
  let latest: LedgerEvent | undefined;
  for (const event of events) {
    if (event.type !== 'session' || stringField(event.body, 'marker') !== 'baseline') continue;
    if (latest === undefined) {
      latest = event;
      continue;
    }
    const byTs = compareCodePoints(event.ts, latest.ts);
    if (byTs > 0 || (byTs === 0 && event.seq >= latest.seq)) latest = event;
  }
  return latest === undefined ? undefined : stringField(latest.body, 'head');
}

/** Every claim the fold knows (open, grey, closed and dead), in filing order within each group. */
export function everyClaim(derived: Derived): ClaimView[] {
  return [...derived.claims, ...derived.grey, ...derived.closed];
}

/** The event types that name a claim (`body.claim`) and change it when the fold knows it. */
const CLAIM_EVENTS = new Set(['evidence', 'hold', 'close', 'prune', 'demand', 'ack', 'reading']);

/**
 * The ids of the events naming a claim that the fold applies: each one met,
 * in ev's order, after the `claim` event that files its claim. ev drops the
 * others (a hold dated before its claim, one naming no claim it knows), so
 * they change nothing.
 */
export function appliedClaimEvents(events: readonly LedgerEvent[]): Set<string> {
  const known = new Set<string>();
  const applied = new Set<string>();
  for (const event of events) {
    if (event.type === 'claim') known.add(event.id);
    else if (CLAIM_EVENTS.has(event.type)) {
      const claim = stringField(event.body, 'claim');
      if (claim !== undefined && known.has(claim)) applied.add(event.id);
    }
  }
  return applied;
}
