/**
 * What the job was set to do, as the report records it and advice reads it.
 * Its own module so that advice.ts (which report.ts calls) needs nothing
 * from report.ts: the render modules import in one direction. Pure.
 */
import type { RunChecksMode } from '../../core/ticks/verdict/check-selection.js';

/** Which gating verdicts the gate counts: every one, or (`gate: regressions`) those the pull request broke. */
export type GateScope = 'all' | 'regressions';

export interface ReportSettings {
  /** Fail on a gating verdict (like `ev check --exit-on-red`). */
  gate: boolean;
  /**
   * The gating verdicts the gate counts, as applied: `regressions` only on a
   * pull request whose base was judged (else `all`, with a note). The
   * report always has it; absent in a settings object: `all`.
   */
  gateScope?: GateScope;
  /** Fail on a verify finding or a ledger-diff violation. */
  failOnViolation: boolean;
  /** Show the decisions in context (the `context` input). */
  context: boolean;
  /** `run-checks` as this event applied it (`refused` on events that never execute code). */
  runChecks: RunChecksMode;
  /** The platform this job runs checks for (`platform`); null in a local preview without `--platform`. */
  platform: string | null;
  /** The platforms whose receipts decide (`attest`); null: every declared platform. */
  attest: string[] | null;
  /** Where the staleness sha came from, so advice about a sha-stale binding can name the setting. */
  staleness: StalenessSetting;
}

/** `staleness-ref` as set, the policy it resolved to and the sha it gave (null: sha-staleness not evaluated). */
export interface StalenessSetting {
  setting: string;
  policy: string;
  sha: string | null;
}
