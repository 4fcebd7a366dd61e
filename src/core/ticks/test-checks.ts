/**
 * Walks over every test-bound check of a ledger's ticks (and, in
 * verdict/verdict.ts, `forEachTestVerdict` over every test ground's
 * verdict of an evaluation). Pure.
 *
 * Why these exist: a review makes a dozen passes like these over every
 * ground of the ledger, each once, so each runs in code V8 has not
 * optimised yet. There, a `for…of` over a tick's grounds makes an iterator
 * and a result object for every tick and ground; at 10,000 ticks such a
 * pass took 3 to 4 times as long as these indexed loops
 * (docs/PERFORMANCE.md).
 */
import type { Tick, TestCheck } from './tick.js';

/**
 * `visit` for each test-bound check of the items' ticks, in order, with its
 * item and ground index; an item without a tick (`tickOf` gives undefined)
 * has none.
 */
export function forEachTestCheck<T>(
  items: readonly T[],
  tickOf: (item: T) => Tick | undefined,
  visit: (check: TestCheck, item: T, groundIndex: number) => void,
): void {
  for (let i = 0; i < items.length; i++) {
    const item = items[i] as T;
    const grounds = tickOf(item)?.grounds;
    if (grounds === undefined) continue;
    for (let g = 0; g < grounds.length; g++) {
      const check = grounds[g]?.check;
      if (check?.by === 'test') visit(check, item, g);
    }
  }
}

/** Adds each of `items` to `set`: a check's platforms, say, in a pass over every check. */
export function addEach<T>(set: Set<T>, items: readonly T[]): void {
  for (let i = 0; i < items.length; i++) set.add(items[i] as T);
}
