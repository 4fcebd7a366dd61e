/**
 * Who broke a gating binding, as every surface labels it: this pull request,
 * or the base it starts from. Kept apart from versus-base.ts so the decision
 * renderer can use it without a cycle. Pure.
 */
import type { AgainstBase } from './report.js';

/** The label a gating binding carries: who broke it. */
export const ORIGIN_LABEL = {
  'broken-by-this-pr': 'broken by this PR',
  'already-failing-on-base': 'already failing on the base',
} as const;

/**
 * `broken by this PR (green at the base)`, `already failing on the base (red there)`;
 * '' when not gating or without a base. A binding with no receipt at the base is
 * labelled for what is known, no evidence there, with the remedy: recipe (a)
 * keeps the default branch's receipts for pull requests to compare with.
 */
export function originPhrase(ground: AgainstBase): string {
  if (ground.origin === undefined) return '';
  const base =
    ground.baseLabel === null || ground.baseLabel === undefined
      ? 'not evaluated at the base: a decision this pull request adds or changes'
      : ground.baseLabel === 'not-run' && ground.origin === 'broken-by-this-pr'
        ? "no evidence at the base: recipe (a) saves the default branch's receipts to compare with"
        : ground.origin === 'already-failing-on-base'
          ? `${ground.baseLabel} there`
          : `${ground.baseLabel} at the base`;
  return `${ORIGIN_LABEL[ground.origin]} (${base})`;
}
