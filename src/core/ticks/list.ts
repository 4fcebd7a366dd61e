/**
 * `list` (docs/ev-0.1.md#list): one row per tick file, sorted by the whole row in
 * byte order (= code-point order; JavaScript's default sort compares UTF-16
 * units and would put U+1F600 before U+FF61). Every status is listed as
 * stored. Under ev 0.1.32's rules only the current decisions are listed (a
 * superseded or ratified tick collapses into its successor) and the tags are
 * authority, jurisdiction and source_ref. Pure.
 */
import { debugQuote } from '../text/debug-quote.js';
import {
  paintId,
  paintMeta,
  paintName,
  PLAIN,
  provenanceGlyph,
  type Painter,
} from '../text/painter.js';
import { compareCodePoints } from '../text/unicode.js';
import { DEFAULT_EV_RULES, type EvRules } from './ev-rules.js';
import { currentDecisions, type FiledTick } from './lineage.js';
import { sourceRefKey } from './source-ref.js';
import { stringTags } from './tags.js';
import { isAgentProposed, type Tick } from './tick.js';
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

/** `--color always`: provenance glyph, bold name, weighted id, dim status and tags. */
function richRow(painter: Painter, { file, tick }: FiledTick): string {
  let meta = tick.status;
  if (tick.authority !== undefined) meta += ` \u00b7 authority=${tick.authority}`;
  if (tick.jurisdiction !== undefined) meta += ` \u00b7 jurisdiction=${tick.jurisdiction}`;
  if (tick.source_ref !== undefined) meta += ` \u00b7 source_ref=${sourceRefKey(tick.source_ref)}`;
  const glyph = provenanceGlyph(painter, isAgentProposed(tick));
  return `${glyph} ${paintName(debugQuote(tick.decision))}  ${paintId(file)}  ${paintMeta(meta)}`;
}

/**
 * stdout lines of `list` under ev 0.1.32's rules: unparseable files and the
 * current decisions; plain rows sort as whole lines, rich rows by file name.
 */
function currentLines(files: readonly JsonTickFile[], painter: Painter): string[] {
  const parsed: FiledTick[] = [];
  const unparseable: string[] = [];
  for (const { file, tick } of files) {
    if (tick === undefined) unparseable.push(file);
    else parsed.push({ file, tick });
  }
  const current = currentDecisions(parsed);
  if (current.length === 0 && unparseable.length === 0) return [NO_DECISIONS];
  if (!painter.rich)
    return [...unparseable.map(unparseableRow), ...current.map(currentRow)].sort(compareCodePoints);
  const entries: [string, string][] = [
    ...unparseable.map((file): [string, string] => [file, paintMeta(`? ${file} <unparseable>`)]),
    ...current.map((entry): [string, string] => [entry.file, richRow(painter, entry)]),
  ];
  return entries.sort(([a], [b]) => compareCodePoints(a, b)).map(([, line]) => line);
}

/** stdout lines of `list`. */
export function listLines(
  files: readonly JsonTickFile[],
  rules: EvRules = DEFAULT_EV_RULES,
  painter: Painter = PLAIN,
): string[] {
  if (rules !== '0.1.2') return currentLines(files, painter);
  if (files.length === 0) return [NO_DECISIONS];
  return files.map(listRow).sort(compareCodePoints);
}
