/**
 * The tick: one decision in the `.evolving/` chain (ledger.md §2), and its
 * strict two-tier parser. Pure: takes parsed JSON, returns a Tick or the first
 * problem, with ev 0.1.2's message catalogue and order, byte for byte.
 */

export type Jurisdiction = 'A' | 'B' | 'C' | 'D';

export interface Liveness {
  platforms: string[];
  triggered_by: string[];
  surfaces: string[];
}

export interface PersonCheck {
  by: 'person';
  ref: string;
}

export interface TestCheck {
  by: 'test';
  ref: string;
  verified_at_sha: string;
  /** Absent on a harvested binding (falsifiability never proven). */
  counter_test?: string;
  liveness: Liveness;
}

export type Check = PersonCheck | TestCheck;

export interface Ground {
  claim: string;
  /** `chosen` or `rejected:<option>` (a road not taken). */
  supports: string;
  check?: Check;
}

export interface Tick {
  decision: string;
  observe: string;
  grounds: Ground[];
  parent_id: string;
  id: string;
  status: string;
  held_since: string;
  blame: string;
  authority?: string;
  jurisdiction?: Jurisdiction;
  round_id?: string;
  /** Tolerated unknown top-level keys, sorted by code point (verify warns on each). */
  unknownKeys: string[];
}

export type ParseResult = { ok: true; tick: Tick } | { ok: false; message: string };
