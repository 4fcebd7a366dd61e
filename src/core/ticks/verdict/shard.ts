/**
 * Shards: one share of the bound checks, for one job of a matrix (`shard:
 * K/N`). A binding's shard is a function of its own test's ref alone — the
 * receipt key, the first 12 hex of SHA-256 of the ref, taken modulo N — so it
 * never depends on the order of the ledger or on the other bindings:
 * appending decisions, superseding one without changing its test, or adding
 * a platform moves nobody else's binding. Two bindings of one test share its
 * receipt file and land in one shard, so no two jobs run one test, and the
 * receipt files the shards write never overlap. Changing N moves most
 * bindings: the jobs of one workflow run all use the same N. Pure.
 */
import { receiptKey } from '../identity.js';
import type { TickVerdict } from './verdict.js';

/** Shard `index` (1-based, the K of `K/N`) of `count`. */
export interface Shard {
  index: number;
  count: number;
}

/** The most shards: GitHub runs at most 256 jobs of one matrix. */
export const MAX_SHARDS = 256;

/** The 1-based shard a bound test's ref falls in among `count`. */
export function shardOfRef(ref: string, count: number): number {
  // 12 hex digits are 48 bits: an exact integer; N ≤ 256 makes the modulo's bias negligible.
  return (Number.parseInt(receiptKey(ref), 16) % count) + 1;
}

/** Does this bound test belong to `shard`? */
export function inShard(ref: string, shard: Shard): boolean {
  return shardOfRef(ref, shard.count) === shard.index;
}

/** `K/N`, as the input is written. */
export function formatShard(shard: Shard): string {
  return `${shard.index}/${shard.count}`;
}

/**
 * `K/N` read strictly: whole numbers, 1 ≤ K ≤ N ≤ MAX_SHARDS (spaces around
 * the slash allowed). A description of what is wrong otherwise.
 */
export function parseShard(text: string): Shard | { problem: string } {
  const match = /^(\d{1,9})\s*\/\s*(\d{1,9})$/.exec(text.trim());
  if (!match) return { problem: 'must be K/N, the shard K of N (for example 2/4)' };
  const index = Number(match[1]);
  const count = Number(match[2]);
  if (count < 1 || count > MAX_SHARDS)
    return { problem: `must have N between 1 and ${MAX_SHARDS} (GitHub's limit on a matrix)` };
  if (index < 1 || index > count) return { problem: `must have K between 1 and N (${count})` };
  return { index, count };
}

/**
 * The verdicts a shard job reports: each tick with only its bindings in the
 * shard, and only the ticks that keep one. The shards' reports together hold
 * every binding once, with the label one job running them all would give.
 */
export function verdictsInShard(verdicts: readonly TickVerdict[], shard: Shard): TickVerdict[] {
  const share: TickVerdict[] = [];
  for (const verdict of verdicts) {
    const tests = verdict.tests.filter((ground) => inShard(ground.check.ref, shard));
    if (tests.length === verdict.tests.length && tests.length > 0) share.push(verdict);
    else if (tests.length > 0) share.push({ ...verdict, tests });
  }
  return share;
}
