/**
 * `list` (ledger.md §13): one row per tick file, sorted by the whole row in
 * byte order (= code-point order; JavaScript's default sort compares UTF-16
 * units and would put U+1F600 before U+FF61). Every status is listed as
 * stored. Under ev 0.1.32's rules only the current decisions are listed (a
 * superseded or ratified tick collapses into its successor) and the tags are
 * authority, jurisdiction and source_ref. Pure.
 */
import { debugQuote } from '../text/debug-quote.js';
import { compareCodePoints } from '../text/unicode.js';
import { DEFAULT_EV_RULES, type EvRules } from './ev-rules.js';
import { currentDecisions, type FiledTick } from './lineage.js';
import { sourceRefKey } from './source-ref.js';
import { stringTags } from './tags.js';
import type { Tick } from './tick.js';
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

/** ev 0.1.32's tags: authority, jurisdiction, source_ref (its key). */
function recentTags(tick: Tick): string {
  let tags = '';
  if (tick.authority !== undefined) tags += `\tauthority=${tick.authority}`;
  if (tick.jurisdiction !== undefined) tags += `\tjurisdiction=${tick.jurisdiction}`;
  if (tick.source_ref !== undefined) tags += `\tsource_ref=${sourceRefKey(tick.source_ref)}`;
  return tags;
}

function currentRow({ file, tick }: FiledTick): string {
  return `${file}\t${tick.status}\t${debugQuote(tick.decision)}${recentTags(tick)}`;
}

/** stdout lines of `list` under ev 0.1.32's rules: unparseable files and the current decisions. */
function currentLines(files: readonly JsonTickFile[]): string[] {
  const parsed: FiledTick[] = [];
  const rows: string[] = [];
  for (const { file, tick } of files) {
    if (tick === undefined) rows.push(unparseableRow(file));
    else parsed.push({ file, tick });
  }
  for (const entry of currentDecisions(parsed)) rows.push(currentRow(entry));
  if (rows.length === 0) return [NO_DECISIONS];
  return rows.sort(compareCodePoints);
}

/** stdout lines of `list`. */
export function listLines(
  files: readonly JsonTickFile[],
  rules: EvRules = DEFAULT_EV_RULES,
): string[] {
  if (rules !== '0.1.2') return currentLines(files);
  if (files.length === 0) return [NO_DECISIONS];
  return files.map(listRow).sort(compareCodePoints);
}
