/**
 * Whole numbers below a bound from a seeded generator (a linear congruential
 * one, as C's rand): property tests draw the same cases on every run, so a
 * failure can be replayed.
 */
export function seededInts(seed: number): (below: number) => number {
  let state = seed;
  return (below) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % below;
  };
}
