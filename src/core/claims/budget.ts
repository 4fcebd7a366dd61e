/**
 * The claims review's time budget (docs/ev-0.2.md, "Drift"): how long the
 * questions only git can answer may take in all. The clock is injected (the
 * core reads none), so a test can spend the budget at will.
 *
 * Every question is asked of git only while some of the budget remains, and
 * is stopped when it runs out; what was not answered is left unmeasured
 * (no drift, so no cell: ev's census counts such a claim `unmeasured`), and
 * the review publishes what it measured.
 */

/**
 * The default: a tenth of a GitHub-hosted job's six hours. A review asks git
 * a constant number of questions besides the per-anchor ones, and those are
 * screened (pathspec.ts gitMayMatch), so this is a backstop, far above what
 * any ledger takes.
 */
export const CLAIMS_REVIEW_BUDGET_MS = 36 * 60 * 1000;

export interface TimeBudget {
  /** The budget in all, in milliseconds (for messages). */
  readonly limitMs: number;
  /** Milliseconds left (0 once spent). */
  remainingMs(): number;
}

/** A budget of `limitMs` from now, read from `now` (milliseconds). */
export function timeBudget(limitMs: number, now: () => number): TimeBudget {
  const until = now() + limitMs;
  return { limitMs, remainingMs: () => Math.max(0, until - now()) };
}

/** A budget as words: `36 min`, `1.5 s`. */
export function budgetText(budget: TimeBudget): string {
  const ms = budget.limitMs;
  return ms >= 60_000 ? `${Math.round(ms / 60_000)} min` : `${ms / 1000} s`;
}
