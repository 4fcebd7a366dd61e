/**
 * What `ev check` prints (docs/ev-0.1.md#check): one row per test-bound ground,
 * `<label>\t<tick file>\t<claim debug-quoted>\t(<detail>)`, then the
 * harvested-debt line and the `--run` note. Pure: verdicts in, lines out.
 * Rows come in the order the ticks were evaluated (by file name under ev
 * 0.1.2's rules, latest first under 0.1.32's); ev 0.1.23 reworded the trailer
 * lines. This is ev's plain output (a pipe, `--plain`), not its colour grammar.
 */
import type { EvRules } from '../ev-rules.js';
import { debugQuote } from '../../text/debug-quote.js';
import {
  paintClass,
  paintId,
  paintMeta,
  paintName,
  verdictGlyph,
  type MeaningClass,
  type Painter,
} from '../../text/painter.js';
import type { GroundVerdict, Label, TickVerdict } from './verdict.js';

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

/** ev 0.1.23's `--run` note when some binding declares a counter-test. */
export const RUN_NOTE_PROVE =
  "note: run `ev check --run` to re-run each bound check and prove each declared counter-test's falsifiability";
/** ev 0.1.23's `--run` note when every binding is harvested: there is no counter-test to run. */
export const RUN_NOTE_RERUN =
  'note: run `ev check --run` to re-run each bound check and record a fresh receipt';

/**
 * ev 0.1.28's co-location preflight (stderr, `--run` only): the bound checks
 * ran but none resolved to green or red.
 */
export const NOTHING_RESOLVED_NOTE =
  'note: ran the bound checks but none resolved pass/fail (all stale / not-run / unproven) — ev reads git state from this directory; if the ledger is separate from the guarded code, run ev in the working tree, or set staleness_ref = local-head';

export function harvestedLine(harvested: number, total: number, rules: EvRules = '0.1.2'): string {
  const line = `harvested-unproven: ${harvested} of ${total} test bindings have no counter-test`;
  return rules === '0.1.2' ? `${line} (run ev guard to add one)` : line;
}

/** The stdout lines of `ev check` for these verdicts (rows in evaluation order, then ground order). */
export function checkOutputLines(
  verdicts: readonly TickVerdict[],
  ran: boolean,
  rules: EvRules = '0.1.2',
): string[] {
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
  if (harvested > 0) rows.push(harvestedLine(harvested, total, rules));
  // Under --run the verdict itself carries falsifiability, so the pointer to it is dropped.
  if (!ran) rows.push(runNote(rules, harvested < total));
  return rows;
}

/** ev 0.1.12's meaning-class of a printed label (render.rs `class_of`). */
export function meaningOf(label: Label): MeaningClass {
  if (label === 'green') return 'clear';
  if (label === 'exempt' || label === 'memo') return 'informational';
  return 'attention';
}

/** ev 0.1.20: a memo row names what it would read and why it never gates (rich rows only). */
function memoReasonText(ground: GroundVerdict): string | undefined {
  if (ground.memoReason === undefined) return undefined;
  const why = ground.memoReason === 'detect-only' ? 'detect-only (C/D)' : 'agent-proposed';
  return `would read ${ground.unlockedLabel}; ${why}, never gates`;
}

/**
 * `check --color always` (ev 0.1.12): per row the verdict glyph and the
 * label in its hue, the decision name bold, the id weighted, the claim and
 * detail dim; then the tally (gating · green · non-gating, counted by what
 * gates), the harvested line, the resurface tip when something gates, and the
 * run note. Rows as in checkOutputLines.
 */
export function richCheckOutputLines(
  verdicts: readonly TickVerdict[],
  ran: boolean,
  painter: Painter,
): string[] {
  const lines: string[] = [];
  let total = 0;
  let harvested = 0;
  let gating = 0;
  let green = 0;
  for (const { file, tick, tests } of verdicts) {
    for (const ground of [...tests].sort((a, b) => a.groundIndex - b.groundIndex)) {
      total++;
      if (ground.harvested) harvested++;
      if (ground.gating) gating++;
      const meaning = meaningOf(ground.label);
      if (meaning === 'clear') green++;
      const detail = memoReasonText(ground) ?? printedDetail(ground);
      lines.push(
        `${verdictGlyph(painter, meaning)} ${paintClass(painter, ground.label, meaning)}  ` +
          `${paintName(debugQuote(tick.decision))}  ${paintId(file)}  ` +
          paintMeta(`${debugQuote(ground.claim)} · ${detail}`),
      );
    }
  }
  if (total === 0) return [NO_TEST_BOUND_GROUNDS];
  lines.push(paintMeta(`${gating} gating · ${green} green · ${total - gating - green} non-gating`));
  if (harvested > 0)
    lines.push(paintClass(painter, harvestedLine(harvested, total, '0.1.32'), 'attention'));
  if (gating > 0)
    lines.push(paintMeta('tip: ev why <selector> · ev reopen <id> — resurface a red'));
  if (!ran) lines.push(paintMeta(runNote('0.1.32', harvested < total)));
  return lines;
}

function runNote(rules: EvRules, anyCounterTest: boolean): string {
  if (rules === '0.1.2') return RUN_NOTE;
  return anyCounterTest ? RUN_NOTE_PROVE : RUN_NOTE_RERUN;
}

/**
 * The stderr lines after the rows (ev 0.1.28, `--run` only): the preflight
 * note when some row is stale, not-run or unproven and none is green or red.
 */
export function checkNoteLines(
  verdicts: readonly TickVerdict[],
  ran: boolean,
  rules: EvRules = '0.1.2',
): string[] {
  if (!ran || rules === '0.1.2') return [];
  const labels = verdicts.flatMap((tick) => tick.tests.map((ground) => ground.label));
  const stuck = labels.some((l) => l === 'stale' || l === 'not-run' || l === 'unproven');
  const resolved = labels.some((l) => l === 'green' || l === 'red');
  return stuck && !resolved ? [NOTHING_RESOLVED_NOTE] : [];
}

/** `--exit-on-red`: exit 1 iff any verdict gates. */
export function anyGating(verdicts: readonly TickVerdict[]): boolean {
  return verdicts.some((tick) => tick.tests.some((ground) => ground.gating));
}
