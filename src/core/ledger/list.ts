/**
 * `list` (ledger.md §13): one row per tick file, sorted by the whole row in
 * byte order (= code-point order; JavaScript's default sort compares UTF-16
 * units and would put U+1F600 before U+FF61). Every status is listed as
 * stored. Pure.
 */
import { debugQuote } from '../text/debug-quote.js';
import { compareCodePoints } from '../text/unicode.js';
import { stringTags } from './tags.js';
import type { JsonTickFile } from './tick-reader.js';

export const NO_DECISIONS = 'no decisions yet';

/** The row of a JSON tick file that fails to parse as a tick. */
export function unparseableRow(file: string): string {
  return `${file}\t?\t"<unparseable>"`;
}

/** `<file>\t<status>\t<decision debug-quoted>` plus `\t<tag>=<value>` per tag, or the unparseable row. */
export function listRow({ file, tick }: JsonTickFile): string {
  if (tick === undefined) return unparseableRow(file);
  const tags = stringTags(tick).map(([key, value]) => `\t${key}=${value}`);
  return `${file}\t${tick.status}\t${debugQuote(tick.decision)}${tags.join('')}`;
}

/** stdout lines of `list`. */
export function listLines(files: readonly JsonTickFile[]): string[] {
  if (files.length === 0) return [NO_DECISIONS];
  return files.map(listRow).sort(compareCodePoints);
}
