// JSON the way ev writes it: serde_json over sorted maps, so every object's
// keys come out sorted, at every level. Shared by the hand-built ticks of the
// unit tests (builders.ts), the integration stores (ledger-store.ts) and the
// end-to-end repositories (scenario.ts); none of them uses the code under test.

/** Keys sorted at every level (arrays keep their order). */
export function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}
