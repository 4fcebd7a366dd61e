/**
 * `reopen <id>` (ledger.md §13): the whole decision with each ground's
 * current verdict. The label is the engine's verdict before the C/D
 * jurisdiction lock (reopen shows `red`, never `memo`), with no missing
 * platforms and no stale reason. Claims and refs are debug-quoted,
 * `supports` and tags raw. Pure: the caller evaluates the tick with reopen's
 * inputs (src/evaluation.ts).
 */
import { tagLines } from '../ledger/tags.js';
import { debugQuote } from '../text/debug-quote.js';
import type { TickVerdict } from './verdict.js';

/** The `frozen@` part: the first 8 characters of `verified_at_sha`. */
const FROZEN_LENGTH = 8;

/** stdout lines of `reopen` for one evaluated tick. */
export function reopenLines({ tick, tests, others }: TickVerdict): string[] {
  const lines = [`decision ${tick.id}: ${debugQuote(tick.decision)}`];
  if (tick.observe !== '') lines.push(`observe: ${debugQuote(tick.observe)}`);
  lines.push(...tagLines(tick));
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
