/**
 * Content-addressed identity (ledger.md §3): a tick's id is the first 12 hex
 * characters of SHA-256 over the canonical JSON (RFC 8785) of its hashed
 * payload {decision, observe, grounds, parent_id}.
 */
import { createHash } from 'node:crypto';
import { canonicalize } from 'json-canonicalize';
import type { Check, Ground, Tick } from './tick.js';
import { sortedSet } from './unicode.js';

export type HashedPayload = Pick<Tick, 'decision' | 'observe' | 'grounds' | 'parent_id'>;

export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/** The check as it is hashed: liveness sets sorted by code point and de-duplicated; absent keys omitted. */
function hashedCheck(check: Check): object {
  if (check.by === 'person') return { by: 'person', ref: check.ref };
  const hashed: Record<string, unknown> = {
    by: 'test',
    ref: check.ref,
    verified_at_sha: check.verified_at_sha,
    liveness: {
      platforms: sortedSet(check.liveness.platforms),
      triggered_by: sortedSet(check.liveness.triggered_by),
      surfaces: sortedSet(check.liveness.surfaces),
    },
  };
  if (check.counter_test !== undefined) hashed.counter_test = check.counter_test;
  return hashed;
}

/** Grounds keep their authored order; a ground without a check omits the key (never null). */
function hashedGround(ground: Ground): object {
  const hashed: Record<string, unknown> = { claim: ground.claim, supports: ground.supports };
  if (ground.check !== undefined) hashed.check = hashedCheck(ground.check);
  return hashed;
}

export function canonicalPayload(payload: HashedPayload): string {
  return canonicalize({
    decision: payload.decision,
    observe: payload.observe,
    grounds: payload.grounds.map(hashedGround),
    parent_id: payload.parent_id,
  });
}

export function tickId(payload: HashedPayload): string {
  return sha256Hex(canonicalPayload(payload)).slice(0, 12);
}

/** The receipt file key of a bound test: first 12 hex of SHA-256 of its ref. */
export function receiptKey(ref: string): string {
  return sha256Hex(ref).slice(0, 12);
}
