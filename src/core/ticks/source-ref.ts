/**
 * `source_ref` (ev 0.1.3): the producer's opaque identity of a decision in
 * its own source — a string, or an object. ev never interprets it; it derives
 * one key from it (a string is its own key, an object its compact JSON with
 * keys sorted, as serde_json prints a map), used to show and to join. Pure.
 */
import { compareCodePoints } from '../text/unicode.js';

/** serde_json's compact text of a parsed JSON value, keys in code-point order. */
function compactJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(compactJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
      compareCodePoints(a, b),
    );
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${compactJson(item)}`).join(',')}}`;
  }
  // Strings escape as serde_json escapes them; integers print alike (a float may differ: 1.0 vs 1).
  return JSON.stringify(value) ?? 'null';
}

/** The key ev derives from a source_ref, and shows (`source_ref=<key>` in `list`, `brief --json`). */
export function sourceRefKey(sourceRef: string | Record<string, unknown>): string {
  return typeof sourceRef === 'string' ? sourceRef : compactJson(sourceRef);
}
