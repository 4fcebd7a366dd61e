/**
 * Which `ev` release's rules judge a ledger. Every ev 0.1.x writes the same
 * store layout and none records which release wrote it, so a store is judged
 * by the newest 0.1.x reader (0.1.32) unless a caller asks for 0.1.2's exact
 * behaviour (the CLI's `--ev-compat 0.1.2`, kept so both stay testable).
 */
export type EvRules = '0.1.2' | '0.1.32';

/** The rules the action and the CLI apply when nothing else is asked for. */
export const DEFAULT_EV_RULES: EvRules = '0.1.32';

/** Every value `--ev-compat` accepts, oldest first. */
export const SUPPORTED_EV_RULES: readonly EvRules[] = ['0.1.2', '0.1.32'];

export function isEvRules(value: string): value is EvRules {
  return (SUPPORTED_EV_RULES as readonly string[]).includes(value);
}
