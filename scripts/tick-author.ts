/**
 * Authoring ticks the way ev 0.1.2 writes them (docs/ev-0.1.md#the-tick,
 * docs/ev-0.1.md#identity): the hashed payload plus bookkeeping keys, id =
 * tickId(payload), every key sorted by code point, two-space indent, no
 * trailing newline. Shared by the authoring helper (scripts/new-tick.ts) and
 * the benchmark generator (bench/generate.ts), so both write byte-for-byte what
 * ev would.
 */
import { tickId } from '../src/core/ticks/identity.js';
import { parseTickFile } from '../src/core/ticks/ledger.js';
import { parseTick, type Check, type Ground, type Jurisdiction } from '../src/core/ticks/tick.js';
import { compareCodePoints, sortedSet } from '../src/core/text/unicode.js';
import { verifyLedger } from '../src/core/ticks/verify.js';

/** The optional tags ev keeps next to a tick (never hashed). */
export interface TickTags {
  authority?: string;
  jurisdiction?: Jurisdiction;
  round_id?: string;
}

/** What an author decides; everything else (id, status) follows from it. */
export interface TickSpec {
  decision: string;
  observe: string;
  grounds: Ground[];
  /** The tick this one follows: the store's HEAD ("" for the genesis tick). */
  parent_id: string;
  /** The human who takes responsibility for this decision (R5). */
  blame: string;
  /** RFC 3339 UTC, e.g. `2026-03-02T09:14:00Z`. */
  held_since: string;
  tags?: TickTags;
}

/** A tick as it lies on disk: a plain JSON object. */
export type TickDocument = Record<string, unknown>;

/**
 * Liveness sets written sorted and de-duplicated, as they are hashed, so the
 * file reads the same as the identity it carries.
 */
function normalisedCheck(check: Check): Check {
  if (check.by === 'person') return { by: 'person', ref: check.ref };
  const normalised: Check = {
    by: 'test',
    ref: check.ref,
    verified_at_sha: check.verified_at_sha,
    liveness: {
      platforms: sortedSet(check.liveness.platforms),
      triggered_by: sortedSet(check.liveness.triggered_by),
      surfaces: sortedSet(check.liveness.surfaces),
    },
  };
  if (check.counter_test !== undefined) normalised.counter_test = check.counter_test;
  return normalised;
}

function normalisedGround(ground: Ground): Ground {
  const normalised: Ground = { claim: ground.claim, supports: ground.supports };
  if (ground.check !== undefined) normalised.check = normalisedCheck(ground.check);
  return normalised;
}

/** The on-disk tick for a spec; its `id` is the hash of the payload. */
export function buildTick(spec: TickSpec): TickDocument {
  const payload = {
    decision: spec.decision,
    observe: spec.observe,
    grounds: spec.grounds.map(normalisedGround),
    parent_id: spec.parent_id,
  };
  const document: TickDocument = {
    ...payload,
    id: tickId(payload),
    // ev 0.1.2 writes every tick live; older ticks stay live after a child is written.
    status: 'live',
    held_since: spec.held_since,
    blame: spec.blame,
  };
  for (const [key, value] of Object.entries(spec.tags ?? {})) {
    if (value !== undefined) document[key] = value;
  }
  return document;
}

/** Every object's keys in code-point order (ev's BTreeMap order), recursively. */
export function sortKeysDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeysDeep);
  if (typeof value !== 'object' || value === null) return value;
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort(compareCodePoints)) {
    sorted[key] = sortKeysDeep((value as Record<string, unknown>)[key]);
  }
  return sorted;
}

/**
 * The file text ev writes. JSON.stringify's two-space layout and escapes
 * (`\"`, `\\`, short escapes, `\u00xx` for other controls, non-ASCII raw)
 * match serde_json's pretty printer for the string-only values a tick holds.
 * Tick keys are never integer-like, so JSON.stringify keeps the sorted order.
 */
export function formatTickFile(document: TickDocument): string {
  return JSON.stringify(sortKeysDeep(document), null, 2);
}

/** RFC 3339 UTC to the second, the shape ev gives `held_since`. */
export function rfc3339Seconds(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

// ---------------------------------------------------------------- specs
// The authoring format of scripts/new-tick.ts (see its header).

/** A spec that cannot become a tick: the message says what to fix. */
export class AuthoringError extends Error {}

const SPEC_KEYS = new Set([
  'decision',
  'observe',
  'grounds',
  'blame',
  'parent',
  'held_since',
  'tags',
]);
const TAG_KEYS = new Set(['authority', 'jurisdiction', 'round_id']);

function specString(spec: Record<string, unknown>, key: string, fallback?: string): string {
  const value = spec[key] ?? fallback;
  if (typeof value !== 'string') throw new AuthoringError(`spec.${key} must be a string`);
  return value;
}

function specTags(value: unknown): TickTags | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new AuthoringError('spec.tags must be an object');
  }
  const unknown = Object.keys(value).find((key) => !TAG_KEYS.has(key));
  if (unknown !== undefined)
    throw new AuthoringError(`spec.tags: unknown tag ${JSON.stringify(unknown)}`);
  return value as TickTags;
}

/** The grounds checked by ev's own parser (closed schema, check shape), so a bad one gets ev's message. */
function specGrounds(value: unknown): Ground[] {
  const placeholders = {
    id: '',
    parent_id: '',
    observe: '',
    decision: '',
    status: '',
    held_since: '',
    blame: '',
  };
  const parsed = parseTick({ ...placeholders, grounds: value });
  if (!parsed.ok) throw new AuthoringError(`spec.grounds: ${parsed.message}`);
  return parsed.tick.grounds;
}

/**
 * A spec object → a TickSpec that follows `head`. Unknown keys are errors (a
 * typo must not silently drop a tag), and so is a parent other than HEAD: the
 * chain is linear (docs/ev-0.1.md#layout).
 */
export function tickSpecFrom(raw: unknown, head: string, now: Date): TickSpec {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new AuthoringError('a tick spec must be a JSON object');
  }
  const spec = raw as Record<string, unknown>;
  const unknown = Object.keys(spec).find((key) => !SPEC_KEYS.has(key));
  if (unknown !== undefined)
    throw new AuthoringError(`unknown spec key ${JSON.stringify(unknown)}`);
  const parent = specString(spec, 'parent', head);
  if (parent !== head) {
    throw new AuthoringError(
      `parent ${JSON.stringify(parent)} is not the HEAD ${JSON.stringify(head)}: the chain is linear`,
    );
  }
  const tags = specTags(spec.tags);
  return {
    decision: specString(spec, 'decision'),
    observe: specString(spec, 'observe', ''),
    grounds: specGrounds(spec.grounds),
    parent_id: parent,
    blame: specString(spec, 'blame'),
    held_since: specString(spec, 'held_since', rfc3339Seconds(now)),
    ...(tags === undefined ? {} : { tags }),
  };
}

/** Throws when verify would flag the tick file (an unresolved parent aside: the store is not loaded here). */
export function assertVerifiesClean(id: string, text: string): void {
  const entry = parseTickFile({ name: id, bytes: Buffer.from(text, 'utf8') });
  const problems = verifyLedger([entry], 1).findings.filter((finding) => finding.kind !== 'parent');
  if (problems.length > 0) {
    throw new AuthoringError(
      `refusing to write a tick verify would flag:\n${problems.map((p) => `  ✗ ${p.text}`).join('\n')}`,
    );
  }
}

/** One authored tick: its id, the exact file text, and the document. */
export interface AuthoredTick {
  id: string;
  text: string;
  document: TickDocument;
}

/** Specs (one object or an array) → the chain of ticks that follows `head`, each checked by verify. */
export function authorTicks(raw: unknown, head: string, now: Date): AuthoredTick[] {
  const authored: AuthoredTick[] = [];
  for (const spec of Array.isArray(raw) ? raw : [raw]) {
    const document = buildTick(tickSpecFrom(spec, head, now));
    const id = document.id as string;
    const text = formatTickFile(document);
    assertVerifiesClean(id, text);
    authored.push({ id, text, document });
    head = id;
  }
  return authored;
}
