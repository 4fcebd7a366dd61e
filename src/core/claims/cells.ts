/**
 * The cell: the join of what ev found at an anchor (its status) and how far
 * the world moved under it (its drift), as ev 0.2.4 derives it (docs/ev-0.2.md,
 * "Cells"). No cell where ev asserts nothing: a resolving anchor whose drift
 * could not be counted, a recorded ref, an unreachable one. Pure.
 */
import type { Status } from './anchors.js';

export type Cell = 'still' | 'neighborhood-moved' | 'anchor-changed' | 'file-gone' | 'legacy';

export function cellOf(status: Status, drift: number | undefined): Cell | undefined {
  switch (status) {
    case 'resolves':
      return drift === undefined ? undefined : drift > 0 ? 'neighborhood-moved' : 'still';
    case 'changed':
      return 'anchor-changed';
    case 'gone':
      return 'file-gone';
    case 'failed':
      return 'legacy';
    case 'recorded':
    case 'unreachable':
      return undefined;
  }
}

/** How loudly a cell asks to be re-read: a claim's anchors reduce to their most severe cell. */
export function severity(cell: Cell): number {
  switch (cell) {
    case 'file-gone':
      return 4;
    case 'anchor-changed':
      return 3;
    case 'neighborhood-moved':
      return 2;
    case 'legacy':
      return 1;
    case 'still':
      return 0;
  }
}

/** The most severe of `cells` (the last of equals, as Rust's `max_by_key`), undefined when there is none. */
export function worstCell(cells: Iterable<Cell | undefined>): Cell | undefined {
  let worst: Cell | undefined;
  for (const cell of cells) {
    if (cell !== undefined && (worst === undefined || severity(cell) >= severity(worst)))
      worst = cell;
  }
  return worst;
}

/** ev's one phrase per cell. */
export function cellWhy(cell: Cell): string {
  switch (cell) {
    case 'still':
      return 'nothing this anchor can see has moved';
    case 'neighborhood-moved':
      return 'the line stands; code moved beside it';
    case 'anchor-changed':
      return 'the cited line itself changed';
    case 'file-gone':
      return 'the cited file is gone';
    case 'legacy':
      return 'no current ref grammar accepts this pointer';
  }
}
