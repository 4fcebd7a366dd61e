/**
 * The clock: wall-clock nanoseconds for receipts, evidence and events, read
 * here so that callers (and tests) can pass their own.
 */

/** Wall-clock nanoseconds, strictly increasing within the process. */
const clockAnchor = { ms: BigInt(Date.now()), hr: process.hrtime.bigint() };
export function nowNanos(): bigint {
  return clockAnchor.ms * 1_000_000n + (process.hrtime.bigint() - clockAnchor.hr);
}
