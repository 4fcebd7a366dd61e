/**
 * The claims' findings moved from the tree they were found in to the commit
 * the check run is on. On `pull_request` the review reads GitHub's
 * test-merge commit H, but a check run's annotations are placed in the pull
 * request's head P: where the base changed a file since the branch point,
 * H's line numbers point elsewhere in P's file. Each located finding's lines
 * are carried through the change from H's text to P's (line-map.ts: a kept
 * line where it now is, a line P lacks where it would be), one map per file.
 * Pure.
 */
import type { Finding } from '../review/review.js';
import { lineMap, lineMapBudget, type LineMap } from './line-map.js';

/** A file's text in the tree the findings were found in (`from`) and in the check run's commit (`to`). */
export interface FileTexts {
  from?: string;
  to?: string;
}

/** The repository-relative paths the findings are placed in. */
export function locatedPaths(findings: readonly Finding[]): string[] {
  return [...new Set(findings.flatMap((f) => (f.location ? [f.location.path] : [])))];
}

/**
 * The findings with their lines carried from `from` to `to`; a finding
 * whose file is not readable in both stays where it was (the comparison
 * needs both texts).
 */
export function relocateFindings(
  findings: readonly Finding[],
  texts: ReadonlyMap<string, FileTexts>,
): Finding[] {
  const budget = lineMapBudget();
  const maps = new Map<string, LineMap | null>();
  const mapOf = (path: string): LineMap | null => {
    let map = maps.get(path);
    if (map === undefined) {
      const { from, to } = texts.get(path) ?? {};
      map =
        from === undefined || to === undefined || from === to ? null : lineMap(from, to, budget);
      maps.set(path, map);
    }
    return map;
  };
  return findings.map((finding) => {
    const { location } = finding;
    const map = location ? mapOf(location.path) : null;
    if (!location || map === null) return finding;
    const moved = { ...location, startLine: map.at(location.startLine) };
    if (location.endLine !== undefined)
      moved.endLine = Math.max(moved.startLine, map.at(location.endLine));
    return { ...finding, location: moved };
  });
}
