/**
 * `log` (docs/ev-0.1.md#log): the lineage from HEAD back to genesis, newest first.
 * The walk looks each id up as a file name in `ticks/` (the printed id is the
 * tick's `id` field, the next lookup its `parent_id`), stops quietly at a
 * cycle, warns at a missing tick and fails at a tick it cannot read — rows
 * already printed stay. Since ev 0.1.28 a superseded tick's row says which
 * tick superseded it. Pure: the lookups are passed in.
 */
import { debugQuote } from '../text/debug-quote.js';
import { paintId, paintMeta, paintName, provenanceGlyph, type Painter } from '../text/painter.js';
import { NO_DECISIONS } from './list.js';
import { isAgentProposed, type Tick } from './tick.js';

/** What looking an id up in `ticks/` found. */
export type TickLookup =
  | { kind: 'tick'; tick: Tick }
  /** No regular file by that name (or not a plain name: never looked up). */
  | { kind: 'missing' }
  /** Not UTF-8, not JSON, not a tick: ev's message. */
  | { kind: 'unreadable'; message: string };

export interface LogWalk {
  /** stdout lines, newest first. */
  rows: string[];
  /** The stderr line that ended the walk, if one did. */
  stderr?: string;
  exitCode: 0 | 1;
}

/** A row; a superseded tick (ev 0.1.28) gains a fourth field naming the tick that superseded it. */
export function logRow(tick: Tick, supersededBy?: string): string {
  const row = `${tick.id}\t${tick.status}\t${debugQuote(tick.decision)}`;
  return supersededBy === undefined ? row : `${row}\tsuperseded-by:${supersededBy}`;
}

/** The edge a tick records, as the rich log names it: supersedes, ratifies, proposed or decided. */
function edgeVerb(tick: Tick): string {
  if (tick.supersedes !== undefined) return `supersedes ${tick.supersedes}`;
  if (tick.ratifies !== undefined) return `ratifies ${tick.ratifies}`;
  return isAgentProposed(tick) ? 'proposed' : 'decided';
}

/** A `--color always` row: glyph, the edge verb, bold name, weighted id, dim blame, superseded by. */
export function richLogRow(painter: Painter, tick: Tick, supersededBy?: string): string {
  const glyph = provenanceGlyph(painter, isAgentProposed(tick));
  const row = `${glyph} ${paintMeta(edgeVerb(tick))}  ${paintName(debugQuote(tick.decision))}  ${paintId(tick.id)}  ${paintMeta(tick.blame)}`;
  return supersededBy === undefined ? row : `${row}  ${paintMeta(`superseded by ${supersededBy}`)}`;
}

/**
 * Walks from `head` (already trimmed); `lookup` is asked once per id;
 * `supersededBy` names the tick superseding a tick id (ev 0.1.32 rules), if any.
 */
export function walkLog(
  head: string,
  lookup: (id: string) => TickLookup,
  supersededBy: (id: string) => string | undefined = () => undefined,
  row: (tick: Tick, supersededBy?: string) => string = logRow,
): LogWalk {
  if (head === '') return { rows: [NO_DECISIONS], exitCode: 0 };
  const rows: string[] = [];
  const seen = new Set<string>();
  for (let id = head; id !== '';) {
    // A content-addressed chain cannot cycle, but a hand-edited one can: never loop.
    if (seen.has(id)) break;
    seen.add(id);
    const found = lookup(id);
    if (found.kind === 'missing')
      return { rows, stderr: `warning: ${id} not found (broken lineage)`, exitCode: 0 };
    if (found.kind === 'unreadable')
      return { rows, stderr: `error: reading ${id}: ${found.message}`, exitCode: 1 };
    rows.push(row(found.tick, supersededBy(found.tick.id)));
    id = found.tick.parent_id;
  }
  return { rows, exitCode: 0 };
}
