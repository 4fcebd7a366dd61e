/**
 * A tick's bookkeeping tags — `authority`, `jurisdiction`, `round_id` — as
 * the read-only commands print them (docs/ev-0.1.md#the-read-only-commands): always in that order,
 * values raw, only those that are strings. The same rule serves a parsed
 * tick (whose tags are strings when present) and the raw JSON `show` reads
 * (a non-string value gives no line). Pure.
 */

export const TAG_KEYS = ['authority', 'jurisdiction', 'round_id'] as const;

export type TagKey = (typeof TAG_KEYS)[number];

/** The tags `source` carries as strings, in ev's order. */
export function stringTags(source: object): [TagKey, string][] {
  const tags: [TagKey, string][] = [];
  for (const key of TAG_KEYS) {
    const value = (source as Record<string, unknown>)[key];
    if (typeof value === 'string') tags.push([key, value]);
  }
  return tags;
}

/** `authority: <v>`, `jurisdiction: <v>`, `round_id: <v>` lines (`show`, `reopen`). */
export function tagLines(source: object): string[] {
  return stringTags(source).map(([key, value]) => `${key}: ${value}`);
}
