/**
 * Content-addressed identity (docs/ev-0.1.md#identity): a tick's id is the first 12 hex
 * characters of SHA-256 over the canonical JSON (RFC 8785) of its hashed
 * payload {decision, observe, grounds, parent_id}.
 */
import * as crypto from 'node:crypto';
import type { Check, Ground, Tick } from './tick.js';
import { sortedSet } from '../text/unicode.js';

export type HashedPayload = Pick<Tick, 'decision' | 'observe' | 'grounds' | 'parent_id'>;

/**
 * One-shot `crypto.hash` (Node ≥ 20.12) is about twice as fast as a Hash
 * object for inputs the size of a tick or a receipt file — verify hashes
 * every tick, the action every receipt file it reads; older Node 20
 * releases lack it and take the long way.
 */
export function sha256Hex(data: string | Uint8Array): string {
  if (typeof crypto.hash === 'function') return crypto.hash('sha256', data, 'hex');
  return crypto.createHash('sha256').update(data).digest('hex');
}

/*
 * The payload holds only strings, arrays and objects of known keys, so its
 * canonical form (RFC 8785) is ECMAScript's JSON.stringify of a copy whose
 * objects list their keys in code-point order: JSON.stringify escapes a
 * string as RFC 8785 does (`"`, `\\` and control characters, everything else
 * raw), keeps the order in which keys were added (none is an array index),
 * and writes no space. One native call per tick: `verify` hashes every tick,
 * and a generic canonicaliser (walking, sorting and copying each object),
 * then a string built field by field, were most of its time. The golden
 * vectors and a cross-check against json-canonicalize in the tests pin the
 * bytes.
 */

/** A liveness set as hashed: sorted by code point and de-duplicated (most hold one entry). */
function canonicalSet(values: readonly string[]): readonly string[] {
  return values.length === 1 ? values : sortedSet(values);
}

/** A check as hashed: liveness sets canonical; an absent counter_test omitted. */
function canonicalCheck(check: Check): object {
  if (check.by === 'person') return { by: 'person', ref: check.ref };
  const { platforms, surfaces, triggered_by } = check.liveness;
  const liveness = {
    platforms: canonicalSet(platforms),
    surfaces: canonicalSet(surfaces),
    triggered_by: canonicalSet(triggered_by),
  };
  const { ref, verified_at_sha } = check;
  return check.counter_test === undefined
    ? { by: 'test', liveness, ref, verified_at_sha }
    : { by: 'test', counter_test: check.counter_test, liveness, ref, verified_at_sha };
}

/** Grounds keep their authored order; a ground without a check omits the key (never null). */
function canonicalGround(ground: Ground): object {
  const { claim, supports } = ground;
  return ground.check === undefined
    ? { claim, supports }
    : { check: canonicalCheck(ground.check), claim, supports };
}

/**
 * The canonical JSON (RFC 8785) of {decision, grounds, observe, parent_id}.
 * `parentId` stands in for the payload's own: a decision's identity is its
 * payload under an empty parent (lineage.ts), and a copy of the whole tick
 * to change one field was garbage made for every tick whose decision text
 * repeats.
 */
export function canonicalPayload(payload: HashedPayload, parentId = payload.parent_id): string {
  return JSON.stringify({
    decision: payload.decision,
    grounds: payload.grounds.map(canonicalGround),
    observe: payload.observe,
    parent_id: parentId,
  });
}

export function tickId(payload: HashedPayload): string {
  return sha256Hex(canonicalPayload(payload)).slice(0, 12);
}

/** Keys already computed: a ledger asks for the same few refs' keys once per receipt line. */
const receiptKeys = new Map<string, string>();
const RECEIPT_KEYS_KEPT = 100_000;
let lastRef: string | undefined;
let lastKey = '';

/** The receipt file key of a bound test: first 12 hex of SHA-256 of its ref. */
export function receiptKey(ref: string): string {
  // A receipt file's lines all name one ref: comparing with the last is cheaper than hashing it for the map.
  if (ref === lastRef) return lastKey;
  let key = receiptKeys.get(ref);
  if (key === undefined) {
    key = sha256Hex(ref).slice(0, 12);
    if (receiptKeys.size >= RECEIPT_KEYS_KEPT) receiptKeys.clear();
    receiptKeys.set(ref, key);
  }
  lastRef = ref;
  lastKey = key;
  return key;
}
