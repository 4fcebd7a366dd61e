/**
 * `why <selector>` (docs/ev-0.1.md#why): which decision and ground a test guards.
 * A ground matches when its check is a test whose `ref` equals the selector
 * byte for byte — not its counter-test, not a person's ref, no prefix match;
 * harvested bindings and tests on rejected grounds count. Only live ticks.
 * Lines of one tick follow ground order; ticks come in the order given (ev's
 * directory order). Pure.
 */
import { debugQuote } from '../text/debug-quote.js';
import type { Tick } from './tick.js';

/** `<file>\t<decision debug-quoted>\tguards: <claim debug-quoted> (<supports raw>)` per guarded ground. */
export function whyLines(
  ticks: readonly { file: string; tick: Tick }[],
  selector: string,
): string[] {
  const lines: string[] = [];
  for (const { file, tick } of ticks) {
    if (tick.status !== 'live') continue;
    for (const ground of tick.grounds) {
      if (ground.check?.by !== 'test' || ground.check.ref !== selector) continue;
      lines.push(
        `${file}\t${debugQuote(tick.decision)}\tguards: ${debugQuote(ground.claim)} (${ground.supports})`,
      );
    }
  }
  return lines;
}

/** The stderr line when nothing matches (exit 1). */
export function guardsNothing(selector: string): string {
  return `${debugQuote(selector)} guards nothing`;
}
