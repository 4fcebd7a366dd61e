/** Types of scripts/triggered-since-histories.mjs, for the test that imports it. */
export interface HistoryCommit {
  files: Record<string, string>;
  parents: number[];
  date: number;
}
export interface HistoryQuestion {
  commit: string;
  paths: string[];
}
export function seededRandom(seed: number): () => number;
export const PATHS: readonly string[];
export const PATHSPECS: readonly string[][];
export const HISTORIES: ReadonlyArray<readonly [seed: number, size: number, mergeRate: number]>;
export function randomHistory(seed: number, size: number, mergeRate?: number): HistoryCommit[];
export function sideCommit(size: number): {
  files: Record<string, string>;
  parent: number;
  date: number;
};
export function questionsOf(seed: number, ids: readonly string[], side: string): HistoryQuestion[];
export function questionsDigest(questions: readonly HistoryQuestion[]): string;
