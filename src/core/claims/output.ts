/**
 * What every ev 0.2 read surface shares (docs/ev-0.2.md, "The commands"):
 * the footer, the short id, and JSON printed as serde_json's pretty printer
 * prints a `json!` value (keys in byte order, two-space indent). Pure.
 */
import { compareCodePoints } from '../text/unicode.js';
import type { Derived } from './fold.js';

export const FOOTER = 'ev refreshes when invoked, not in the background.';

/** The short display form of an event id: `<prefix>_<first 6 characters after the first "_">`. */
export function shortId(id: string): string {
  const underscore = id.indexOf('_');
  if (underscore < 0) return id;
  return id.slice(0, underscore + 1) + [...id.slice(underscore + 1)].slice(0, 6).join('');
}

/** The id of the last event, or `—` for an empty ledger. */
export function asOf(derived: Derived): string {
  return derived.lastEventId ?? '—';
}

/** `— as of <short id> · <footer>`. */
export function asOfLine(derived: Derived): string {
  return `— as of ${shortId(asOf(derived))} · ${FOOTER}`;
}

/** A JSON value as serde_json's `to_string_pretty` prints it: object keys sorted (its map is a BTreeMap). */
export function prettyJson(value: unknown): string {
  return JSON.stringify(sortKeys(value), null, 2);
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort(compareCodePoints)) {
    const item = (value as Record<string, unknown>)[key];
    if (item !== undefined) sorted[key] = sortKeys(item);
  }
  return sorted;
}
