/** Types of bench/phase-marks.mjs, for the test that imports it. */
export declare const PHASE_LOG_VARIABLE: string;
export declare function markFunctionStarts(
  source: string,
  names: readonly string[],
): { source: string; marked: number };
export declare function marksOfLog(text: string, startMs: number): Map<string, number>;
export declare function phaseTable(runs: {
  old: readonly Map<string, number>[];
  new: readonly Map<string, number>[];
}): string;
