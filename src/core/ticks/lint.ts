/**
 * Best-effort lexical lints (docs/ev-0.1.md#lints). Heuristics over fixed word lists:
 * a re-wording evades them, and ev says so.
 */

/** R3: the system must not be the subject of self-evolve language. */
export const R3_SELF_EVOLVE = [
  'self-evolve',
  'self-improve',
  'self-grade',
  'self-optimize',
  'self-tune',
  'self-evaluate',
];
/** R5: no machine-initiated op language. */
export const R5_FORBIDDEN_OPS = ['auto-close', 'auto-prune', 'self-stop', 'auto-inherit'];

export interface LintHit {
  rule: 'R3' | 'R5';
  word: string;
}

/** Every R3 hit in list order, then every R5 hit, in one text (lower-cased substring search). */
export function lintText(text: string): LintHit[] {
  const lower = text.toLowerCase();
  const hits: LintHit[] = [];
  for (const word of R3_SELF_EVOLVE) if (lower.includes(word)) hits.push({ rule: 'R3', word });
  for (const word of R5_FORBIDDEN_OPS) if (lower.includes(word)) hits.push({ rule: 'R5', word });
  return hits;
}

export function lintMessage(hit: LintHit): string {
  return hit.rule === 'R3'
    ? `R3 self-evolve subject "${hit.word}" should be a human (best-effort lint)`
    : `R5 forbidden op language "${hit.word}" (best-effort lint)`;
}
