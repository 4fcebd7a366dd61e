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

/**
 * RFC 8785 string serialisation is ECMAScript's JSON.stringify of a string:
 * `"`, `\\` and control characters escaped, everything else raw.
 */
const jcsString: (text: string) => string = JSON.stringify;

function jcsStringSet(values: readonly string[]): string {
  // Most liveness sets hold one entry: no array to sort, copy and join.
  if (values.length === 1) return `[${jcsString(values[0] as string)}]`;
  return `[${sortedSet(values).map(jcsString).join(',')}]`;
}

/*
 * The payload holds only strings, arrays and objects of known keys, so its
 * canonical form is written directly with each object's keys in code-point
 * order — `verify` hashes every tick, and a generic canonicaliser (walking,
 * sorting and copying each object) was most of its time. The golden vectors
 * and a cross-check against json-canonicalize in the tests pin the bytes.
 */

/** A check as hashed: liveness sets sorted by code point and de-duplicated; an absent counter_test omitted. */
function canonicalCheck(check: Check): string {
  if (check.by === 'person') return `{"by":"person","ref":${jcsString(check.ref)}}`;
  const counter =
    check.counter_test === undefined ? '' : `"counter_test":${jcsString(check.counter_test)},`;
  const { platforms, surfaces, triggered_by } = check.liveness;
  const liveness = `{"platforms":${jcsStringSet(platforms)},"surfaces":${jcsStringSet(surfaces)},"triggered_by":${jcsStringSet(triggered_by)}}`;
  return `{"by":"test",${counter}"liveness":${liveness},"ref":${jcsString(check.ref)},"verified_at_sha":${jcsString(check.verified_at_sha)}}`;
}

/** Grounds keep their authored order; a ground without a check omits the key (never null). */
function canonicalGround(ground: Ground): string {
  const check = ground.check === undefined ? '' : `"check":${canonicalCheck(ground.check)},`;
  return `{${check}"claim":${jcsString(ground.claim)},"supports":${jcsString(ground.supports)}}`;
}

/**
 * The canonical JSON (RFC 8785) of {decision, grounds, observe, parent_id}.
 * `parentId` stands in for the payload's own: a decision's identity is its
 * payload under an empty parent (lineage.ts), and a copy of the whole tick
 * to change one field was garbage made for every tick whose decision text
 * repeats.
 */
export function canonicalPayload(payload: HashedPayload, parentId = payload.parent_id): string {
  const grounds = payload.grounds.map(canonicalGround).join(',');
  return `{"decision":${jcsString(payload.decision)},"grounds":[${grounds}],"observe":${jcsString(payload.observe)},"parent_id":${jcsString(parentId)}}`;
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
