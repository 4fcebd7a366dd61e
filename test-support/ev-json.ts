// JSON the way ev writes it: serde_json over sorted maps, so every object's
// keys come out sorted, at every level. Shared by the hand-built ticks of the
// unit tests (builders.ts), the integration stores (ledger-store.ts) and the
// end-to-end repositories (scenario.ts); none of them uses the code under test.

/**
 * Keys sorted at every level (arrays keep their order). A loop rather than
 * `Object.fromEntries`: a scenario of 40,000 ticks sorts 400,000 objects.
 */
export function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      const sorted = sortKeys((value as Record<string, unknown>)[key]);
      // A `__proto__` key is data, as JSON.parse makes it, not the prototype.
      if (key === '__proto__')
        Object.defineProperty(out, key, {
          value: sorted,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      else out[key] = sorted;
    }
    return out;
  }
  return value;
}
