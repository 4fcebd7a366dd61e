/**
 * verify (ledger.md §5, §12): every finding over a set of tick files, with
 * ev 0.1.2's exact text. Pure: takes file names and their text.
 * (Types first; the implementation follows in this module.)
 */

export type FindingKind =
  | 'parse' // R1/R2: the file does not parse (or is not JSON)
  | 'id-mismatch' // R4/R6: id != hash(payload)
  | 'stored-id' // R6: stored id field != filename
  | 'blame' // R5: empty blame
  | 'cd-test' // C/D tick carrying a test check
  | 'lint' // R3/R5 best-effort lint
  | 'parent' // R6: parent does not resolve
  | 'cycle'; // R6: parent chain has a cycle

export interface Finding {
  /** The tick file name (for parent/cycle findings: the tick's id, as ev prints it). */
  file: string;
  kind: FindingKind;
  /** The line ev prints after `✗ ` (e.g. `abc: empty blame (R5) — …`). */
  text: string;
  /** 1-based line in the tick file the finding points at, when it can be found. */
  line?: number;
}

export interface Warning {
  file: string;
  /** The tolerated unknown top-level key. */
  key: string;
  /** The stderr line ev prints. */
  text: string;
  line?: number;
}

export interface VerifyResult {
  findings: Finding[];
  warnings: Warning[];
}
