/**
 * Where a line of a file at the base sits in the same file at the head: the
 * place a broken anchor is annotated. Check-run annotations refer to the
 * head commit, so the base's line number is wrong as soon as a line above it
 * is added or removed.
 *
 * The two texts are compared line by line (Myers' shortest edit script, on
 * what is left between their common prefix and suffix). A line the change
 * keeps maps to its line at the head; a line it removes or replaces maps to
 * the hunk that took its place: the first line of the replacing lines, or,
 * for a pure deletion, the line after which the deletion happened. The
 * comparison is bounded (edits and steps); beyond the bound the whole middle
 * between the common prefix and suffix is taken as one hunk. Pure.
 */

/** The work one comparison may do before it settles for the prefix/suffix approximation. */
export const LINE_MAP_BOUNDS = {
  /** Edits (lines removed plus lines added) Myers' search looks for. */
  edits: 1000,
  /** Steps (line comparisons and diagonals visited), shared by every map one budget serves. */
  steps: 20_000_000,
};

/** A budget of steps, shared across the maps of one review so that many files cannot add up. */
export interface LineMapBudget {
  steps: number;
}

export function lineMapBudget(steps = LINE_MAP_BOUNDS.steps): LineMapBudget {
  return { steps };
}

export interface LineMap {
  /** The 1-based head line where the base's 1-based line `line` sits (within 1 … the head's line count). */
  at(line: number): number;
  /** Whether the change was compared line by line (false: the prefix/suffix approximation). */
  exact: boolean;
  /** How many lines the change keeps (the longest common subsequence's length when exact). */
  kept: number;
  /**
   * The base's 1-based line `line`, when the change removes or replaces it:
   * the head's lines that took the place of its hunk, `[from, to)` 1-based
   * (empty for a pure deletion); undefined when the change keeps the line.
   */
  replacedBy(line: number): { from: number; to: number } | undefined;
}

/** The lines of a text as `str::lines` numbers them: a final newline ends the last line. */
function linesOf(text: string): string[] {
  const lines = text.split('\n');
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/**
 * The map from `base`'s lines to `head`'s. Pairs of matched lines of the
 * middle (between the common prefix and suffix) are kept ascending; a line
 * is looked up by binary search.
 */
export function lineMap(
  base: string,
  head: string,
  budget: LineMapBudget = lineMapBudget(),
  edits = LINE_MAP_BOUNDS.edits,
): LineMap {
  const a = linesOf(base);
  const b = linesOf(head);
  let prefix = 0;
  const shorter = Math.min(a.length, b.length);
  while (prefix < shorter && a[prefix] === b[prefix]) prefix++;
  let suffix = 0;
  while (suffix < shorter - prefix && a[a.length - 1 - suffix] === b[b.length - 1 - suffix])
    suffix++;
  budget.steps -= prefix + suffix;
  const middleA = a.length - prefix - suffix;
  const middleB = b.length - prefix - suffix;
  const matches =
    middleA === 0 || middleB === 0
      ? { base: new Int32Array(0), head: new Int32Array(0) }
      : budget.steps > 0
        ? matchedPairs(intern(a, b, prefix, middleA, middleB), edits, budget)
        : undefined;
  const exact = matches !== undefined;
  const pairs = matches ?? { base: new Int32Array(0), head: new Int32Array(0) };
  const headLines = b.length;
  return {
    exact,
    kept: prefix + suffix + pairs.base.length,
    at(line: number): number {
      const index = Math.min(Math.max(Math.trunc(line), 1), Math.max(a.length, 1)) - 1;
      let mapped: number;
      if (index < prefix) mapped = index;
      else if (index >= a.length - suffix) mapped = index - a.length + headLines;
      else mapped = prefix + inMiddle(index - prefix, pairs, middleB);
      return Math.min(Math.max(mapped + 1, 1), Math.max(headLines, 1));
    },
    replacedBy(line: number) {
      const index = Math.trunc(line) - 1;
      if (index < prefix || index >= a.length - suffix) return undefined;
      const hunk = hunkOf(index - prefix, pairs, middleB);
      return hunk === undefined
        ? undefined
        : { from: prefix + hunk.from + 1, to: prefix + hunk.to + 1 };
    },
  };
}

/** The 0-based head lines `[from, to)` of the middle that replace the middle's base line `index`; undefined when it is kept. */
function hunkOf(
  index: number,
  pairs: { base: Int32Array; head: Int32Array },
  middleB: number,
): { from: number; to: number } | undefined {
  let low = 0;
  let high = pairs.base.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((pairs.base[mid] as number) <= index) low = mid + 1;
    else high = mid;
  }
  const before = low - 1;
  if (before >= 0 && pairs.base[before] === index) return undefined;
  const previousHead = before >= 0 ? (pairs.head[before] as number) : -1;
  const nextHead = low < pairs.base.length ? (pairs.head[low] as number) : middleB;
  return { from: previousHead + 1, to: nextHead };
}

/** A 0-based line of the middle of the base → its 0-based line in the middle of the head. */
function inMiddle(index: number, pairs: { base: Int32Array; head: Int32Array }, middleB: number) {
  // The last pair at or before `index` (binary search on ascending base lines).
  let low = 0;
  let high = pairs.base.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((pairs.base[mid] as number) <= index) low = mid + 1;
    else high = mid;
  }
  const before = low - 1;
  if (before >= 0 && pairs.base[before] === index) return pairs.head[before] as number;
  const previousHead = before >= 0 ? (pairs.head[before] as number) : -1;
  const nextHead = low < pairs.base.length ? (pairs.head[low] as number) : middleB;
  // Lines added in the hunk: its first one; none (a pure deletion): the line before it.
  return nextHead - previousHead > 1 ? previousHead + 1 : previousHead;
}

/** The middles of both texts as numbers, one per distinct line, so lines compare as integers. */
function intern(
  a: readonly string[],
  b: readonly string[],
  prefix: number,
  middleA: number,
  middleB: number,
): { a: Int32Array; b: Int32Array } {
  const ids = new Map<string, number>();
  const idOf = (line: string): number => {
    let id = ids.get(line);
    if (id === undefined) ids.set(line, (id = ids.size));
    return id;
  };
  const x = new Int32Array(middleA);
  for (let i = 0; i < middleA; i++) x[i] = idOf(a[prefix + i] as string);
  const y = new Int32Array(middleB);
  for (let i = 0; i < middleB; i++) y[i] = idOf(b[prefix + i] as string);
  return { a: x, b: y };
}

/**
 * Myers' greedy search for the shortest edit script from `a` to `b`, its
 * frontier kept per number of edits to walk the path back; the matched
 * pairs along the path, ascending. Undefined when the script needs more
 * than `maxEdits` edits or the budget runs out.
 */
function matchedPairs(
  { a, b }: { a: Int32Array; b: Int32Array },
  maxEdits: number,
  budget: LineMapBudget,
): { base: Int32Array; head: Int32Array } | undefined {
  const n = a.length;
  const m = b.length;
  const limit = Math.min(maxEdits, n + m);
  const offset = limit + 1;
  const v = new Int32Array(2 * limit + 3);
  const trace: Int32Array[] = [];
  for (let d = 0; d <= limit; d++) {
    // The frontier before this round, over the diagonals it may read: -d … d.
    trace.push(v.slice(offset - d, offset + d + 1));
    budget.steps -= 2 * d + 1;
    for (let k = -d; k <= d; k += 2) {
      let x =
        k === -d || (k !== d && (v[offset + k - 1] as number) < (v[offset + k + 1] as number))
          ? (v[offset + k + 1] as number)
          : (v[offset + k - 1] as number) + 1;
      let y = x - k;
      const start = x;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      budget.steps -= x - start + 1;
      v[offset + k] = x;
      if (x >= n && y >= m) return walkBack(trace, x, y);
    }
    if (budget.steps < 0) return undefined;
  }
  return undefined;
}

/** The matched pairs on the path the frontiers recorded, from its end (x, y) back to (0, 0). */
function walkBack(trace: readonly Int32Array[], endX: number, endY: number) {
  const base: number[] = [];
  const head: number[] = [];
  let x = endX;
  let y = endY;
  for (let d = trace.length - 1; d >= 0; d--) {
    let previousX = 0;
    let previousY = 0;
    if (d > 0) {
      const v = trace[d] as Int32Array; // indexed by k + d
      const k = x - y;
      const down = k === -d || (k !== d && (v[k - 1 + d] as number) < (v[k + 1 + d] as number));
      const previousK = down ? k + 1 : k - 1;
      previousX = v[previousK + d] as number;
      previousY = previousX - previousK;
      // The edit itself: one step right (a removed line) or down (an added one).
      const stepX = down ? previousX : previousX + 1;
      const stepY = down ? previousY + 1 : previousY;
      while (x > stepX && y > stepY) {
        x--;
        y--;
        base.push(x);
        head.push(y);
      }
    } else {
      while (x > 0 && y > 0) {
        x--;
        y--;
        base.push(x);
        head.push(y);
      }
    }
    x = previousX;
    y = previousY;
  }
  return { base: Int32Array.from(base.reverse()), head: Int32Array.from(head.reverse()) };
}

/**
 * The lines two sequences share, as a minimal diff pairs them (the common
 * prefix and suffix, then Myers' shortest edit script on the middle):
 * ascending 0-based pairs, or undefined beyond the bounds. What a ledger's
 * integrity check compares a writer file's base and head with, so that one
 * inserted line is one change and the lines after it are not "moved".
 */
export function matchedLines(
  a: readonly string[],
  b: readonly string[],
  budget: LineMapBudget = lineMapBudget(),
  edits = LINE_MAP_BOUNDS.edits,
): { base: Int32Array; head: Int32Array } | undefined {
  let prefix = 0;
  const shorter = Math.min(a.length, b.length);
  while (prefix < shorter && a[prefix] === b[prefix]) prefix++;
  let suffix = 0;
  while (suffix < shorter - prefix && a[a.length - 1 - suffix] === b[b.length - 1 - suffix])
    suffix++;
  budget.steps -= prefix + suffix;
  const middleA = a.length - prefix - suffix;
  const middleB = b.length - prefix - suffix;
  const middle =
    middleA === 0 || middleB === 0
      ? { base: new Int32Array(0), head: new Int32Array(0) }
      : budget.steps > 0
        ? matchedPairs(intern(a, b, prefix, middleA, middleB), edits, budget)
        : undefined;
  if (middle === undefined) return undefined;
  const count = prefix + middle.base.length + suffix;
  const base = new Int32Array(count);
  const head = new Int32Array(count);
  for (let i = 0; i < prefix; i++) base[i] = head[i] = i;
  for (let i = 0; i < middle.base.length; i++) {
    base[prefix + i] = prefix + (middle.base[i] as number);
    head[prefix + i] = prefix + (middle.head[i] as number);
  }
  for (let i = 0; i < suffix; i++) {
    base[count - suffix + i] = a.length - suffix + i;
    head[count - suffix + i] = b.length - suffix + i;
  }
  return { base, head };
}
