/** Types of bench/compare-table.mjs, for the test that imports it. */
export interface Sample {
  wallMs: number;
  cpuMs: number;
  rssMb: number;
}
export declare function median(values: readonly number[]): number;
export declare function pairedRatio(
  oldValues: readonly number[],
  newValues: readonly number[],
): number;
export declare function compareTable(
  workloads: readonly { name: string; old: readonly Sample[]; new: readonly Sample[] }[],
): string;
export declare function middleHalf(values: readonly number[]): [number, number];
export declare const CHECK_SLOW_FACTOR: number;
export declare function overQuickChecks(
  actionMs: number,
  checkMs: readonly number[],
): { ratio: number | undefined; left: number };
export declare function besideCheck(
  workloads: readonly { name: string; old: readonly Sample[]; new: readonly Sample[] }[],
): string | undefined;
export declare function historyTable(
  commits: readonly {
    name: string;
    subject: string;
    samples: readonly Sample[];
    failure?: string;
  }[],
): string;
