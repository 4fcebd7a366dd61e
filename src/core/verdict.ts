/**
 * The pure verdict engine (ledger.md §9): for every test-bound ground of every
 * live tick, is its guarding check still alive? No I/O: receipts, the
 * staleness sha, the selected-list and `triggered_since` are passed in.
 * (Types first; the engine lives here too.)
 */
import type { Receipt } from './receipt.js';
import type { Tick, TestCheck } from './tick.js';

export type Label =
  | 'green'
  | 'red'
  | 'gray->red'
  | 'not-run'
  | 'stale'
  | 'unproven'
  | 'silently-unbound'
  | 'exempt'
  | 'memo';

/** The verdict of one test-bound ground. */
export interface GroundVerdict {
  /** Index of the ground in its tick's `grounds` (authored order). */
  groundIndex: number;
  claim: string;
  supports: string;
  check: TestCheck;
  /** No counter_test: falsifiability never proven. */
  harvested: boolean;
  /** The label after the C/D jurisdiction lock (what ev prints). */
  label: Label;
  /** The label before the jurisdiction lock (what the memo stands for). */
  unlockedLabel: Label;
  /** ev's detail text without the harvested prefix: `missing: …`, a stale reason, `ran <ts>` or `no receipt`. */
  detail: string;
  /** Would fail `--exit-on-red` / the action's gate. */
  gating: boolean;
  missingPlatforms: string[];
  /** The receipts that decided the verdict (latest per attested declared platform). */
  deciding: Receipt[];
  /** Latest `ran_at` of this ref over all platforms, as written; undefined when no receipt. */
  latestRanAt?: string;
  /** Declared `triggered_by` entries that the change under review touched (from the selected-list `changed` or the PR's files). */
  triggersTouched: string[];
}

/** A person-bound or unbound ground: verdict `n/a`, never printed by `check`. */
export interface NotApplicableGround {
  groundIndex: number;
  claim: string;
  supports: string;
  check: 'person' | 'none';
  personRef?: string;
}

export interface TickVerdict {
  /** The tick file's name (what `check` rows show). */
  file: string;
  tick: Tick;
  tests: GroundVerdict[];
  others: NotApplicableGround[];
}
