/**
 * What `ev check` prints (ledger.md §10): one row per test-bound ground,
 * `<label>\t<tick file>\t<claim debug-quoted>\t(<detail>)`, then the
 * harvested-debt line and the `--run` note. Pure: verdicts in, lines out.
 */
import { debugQuote } from '../text/debug-quote.js';
import type { GroundVerdict, TickVerdict } from './verdict.js';

export const NO_TEST_BOUND_GROUNDS = 'no test-bound grounds to check';
export const RUN_NOTE =
  'note: run `ev check --run` to execute each counter-test and prove its falsifiability';
export const HARVESTED_PREFIX = 'harvested — falsifiability not proven; ';

/** The detail as ev prints it: a harvested binding's is prefixed, its verdict unchanged. */
export function printedDetail(ground: GroundVerdict): string {
  return ground.harvested ? `${HARVESTED_PREFIX}${ground.detail}` : ground.detail;
}

export function checkRow(file: string, ground: GroundVerdict): string {
  return `${ground.label}\t${file}\t${debugQuote(ground.claim)}\t(${printedDetail(ground)})`;
}

export function harvestedLine(harvested: number, total: number): string {
  return `harvested-unproven: ${harvested} of ${total} test bindings have no counter-test (run ev guard to add one)`;
}

/** The stdout lines of `ev check` for these verdicts (rows by tick file, then ground order). */
export function checkOutputLines(verdicts: readonly TickVerdict[], ran: boolean): string[] {
  const rows: string[] = [];
  let total = 0;
  let harvested = 0;
  for (const tick of verdicts) {
    for (const ground of [...tick.tests].sort((a, b) => a.groundIndex - b.groundIndex)) {
      total++;
      if (ground.harvested) harvested++;
      rows.push(checkRow(tick.file, ground));
    }
  }
  if (rows.length === 0) return [NO_TEST_BOUND_GROUNDS];
  if (harvested > 0) rows.push(harvestedLine(harvested, total));
  // Under --run the verdict itself carries falsifiability, so the pointer to it is dropped.
  if (!ran) rows.push(RUN_NOTE);
  return rows;
}

/** `--exit-on-red`: exit 1 iff any verdict gates. */
export function anyGating(verdicts: readonly TickVerdict[]): boolean {
  return verdicts.some((tick) => tick.tests.some((ground) => ground.gating));
}
