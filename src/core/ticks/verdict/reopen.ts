/**
 * `reopen <id>` (docs/ev-0.1.md#reopen): the whole decision with each ground's
 * current verdict. The label is the engine's verdict before the C/D
 * jurisdiction lock (reopen shows `red`, never `memo`), with no missing
 * platforms and no stale reason. Claims and refs are debug-quoted,
 * `supports` and tags raw. Pure: the caller evaluates the tick with reopen's
 * inputs (src/chains/ticks/evaluation.ts).
 */
import type { EvRules } from '../ev-rules.js';
import { tagLines } from '../tags.js';
import { sourceRefKey } from '../source-ref.js';
import type { Tick } from '../tick.js';
import { debugQuote } from '../../text/debug-quote.js';
import {
  paintClass,
  paintId,
  paintMeta,
  paintName,
  provenanceGlyph,
  verdictGlyph,
  type Painter,
} from '../../text/painter.js';
import { meaningOf } from './check-output.js';
import { isAgentProposed } from '../tick.js';
import type { TickVerdict } from './verdict.js';

/** The `frozen@` part: the first 8 characters of `verified_at_sha`. */
const FROZEN_LENGTH = 8;

/**
 * ev 0.1.32's tag lines: authority, jurisdiction, then `source_ref` (a string
 * raw, an object as compact JSON), the `supersedes` and `ratifies` edges and
 * the latest tick superseding this one; `round_id` is no longer printed.
 */
function tagLinesOf0132(tick: Tick, supersededBy: string | undefined): string[] {
  const lines: string[] = [];
  if (tick.authority !== undefined) lines.push(`authority: ${tick.authority}`);
  if (tick.jurisdiction !== undefined) lines.push(`jurisdiction: ${tick.jurisdiction}`);
  if (tick.source_ref !== undefined) lines.push(`source_ref: ${sourceRefKey(tick.source_ref)}`);
  if (tick.supersedes !== undefined) lines.push(`supersedes: ${tick.supersedes}`);
  if (tick.ratifies !== undefined) lines.push(`ratifies: ${tick.ratifies}`);
  if (supersededBy !== undefined) lines.push(`superseded by: ${supersededBy}`);
  return lines;
}

/** stdout lines of `reopen` for one evaluated tick. */
export function reopenLines(
  { tick, tests, others, supersededBy }: TickVerdict,
  rules: EvRules = '0.1.2',
): string[] {
  const lines = [`decision ${tick.id}: ${debugQuote(tick.decision)}`];
  if (tick.observe !== '') lines.push(`observe: ${debugQuote(tick.observe)}`);
  lines.push(...(rules === '0.1.2' ? tagLines(tick) : tagLinesOf0132(tick, supersededBy)));
  const grounds = [
    ...tests.map((test) => ({
      index: test.groundIndex,
      line:
        `  [${test.supports}] ${debugQuote(test.claim)} — test ${debugQuote(test.check.ref)} ` +
        `frozen@${test.check.verified_at_sha.slice(0, FROZEN_LENGTH)} now: ${test.unlockedLabel}`,
    })),
    ...others.map((other) => ({
      index: other.groundIndex,
      line:
        other.personRef === undefined
          ? `  [${other.supports}] ${debugQuote(other.claim)}`
          : `  [${other.supports}] ${debugQuote(other.claim)} — person ${debugQuote(other.personRef)}`,
    })),
  ];
  grounds.sort((a, b) => a.index - b.index);
  return [...lines, ...grounds.map((ground) => ground.line)];
}

/** ev 0.1.13's rich tags, one dim line: `authority=…`, `source_ref=…`, `supersedes <id>`, … */
function richTags(tick: Tick, supersededBy: string | undefined): string[] {
  const tags: string[] = [];
  if (tick.authority !== undefined) tags.push(`authority=${tick.authority}`);
  if (tick.jurisdiction !== undefined) tags.push(`jurisdiction=${tick.jurisdiction}`);
  if (tick.source_ref !== undefined) tags.push(`source_ref=${sourceRefKey(tick.source_ref)}`);
  if (tick.supersedes !== undefined) tags.push(`supersedes ${tick.supersedes}`);
  if (tick.ratifies !== undefined) tags.push(`ratifies ${tick.ratifies}`);
  if (supersededBy !== undefined) tags.push(`superseded by ${supersededBy}`);
  return tags;
}

/**
 * `reopen --color always` (ev 0.1.13): a headline led by the provenance glyph
 * (● human, ○ agent proposal), the observation and tags dim, then per ground
 * its verdict glyph and label in their hue (test grounds), `[supports]`, the
 * claim bold and the check dim.
 */
export function richReopenLines(
  { tick, tests, others, supersededBy }: TickVerdict,
  painter: Painter,
): string[] {
  const lines = [
    `${provenanceGlyph(painter, isAgentProposed(tick))} ${paintName(debugQuote(tick.decision))}  ${paintId(tick.id)}`,
  ];
  if (tick.observe !== '') lines.push(`  ${paintMeta(`observe: ${debugQuote(tick.observe)}`)}`);
  const tags = richTags(tick, supersededBy);
  if (tags.length > 0) lines.push(`  ${paintMeta(tags.join(' · '))}`);
  const info = verdictGlyph(painter, 'informational');
  const grounds = [
    ...tests.map((test) => {
      const meaning = meaningOf(test.unlockedLabel);
      const frozen = test.check.verified_at_sha.slice(0, FROZEN_LENGTH);
      return {
        index: test.groundIndex,
        line:
          `  ${verdictGlyph(painter, meaning)} ${paintClass(painter, test.unlockedLabel, meaning)}  ` +
          `[${test.supports}] ${paintName(debugQuote(test.claim))}  ` +
          paintMeta(`test ${debugQuote(test.check.ref)} frozen@${frozen}`),
      };
    }),
    ...others.map((other) => ({
      index: other.groundIndex,
      line:
        `  ${info} [${other.supports}] ${paintName(debugQuote(other.claim))}` +
        (other.personRef === undefined
          ? ''
          : `  ${paintMeta(`person ${debugQuote(other.personRef)}`)}`),
    })),
  ];
  grounds.sort((a, b) => a.index - b.index);
  return [...lines, ...grounds.map((ground) => ground.line)];
}
