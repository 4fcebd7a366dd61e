/**
 * The change under review (a pull request's changed files) and which
 * declared triggers of a binding select them. A `triggered_by` list is read
 * as git reads it for `triggered_since` (pathspec.ts): from the ledger root,
 * with prefixes, wildcards and magic; a file a trigger selects is a file the
 * binding's decision governs. Pure.
 */
import {
  compilePathspecList,
  pathspecMatches,
  selectionBy,
  toByteString,
  type Pathspec,
  type PathspecEntry,
  type PathspecList,
} from '../../text/pathspec.js';

export interface ChangeUnderReview {
  /** The changed files, repository-relative, in the order the pull request lists them. */
  files: readonly string[];
  /** The ledger root inside the repository (`''` or `dir/`): where git reads `triggered_by` from. */
  ledgerPrefix: string;
}

export interface TriggerMatch {
  /** Declared entries that select at least one changed file, in declared order. */
  entries: string[];
  /** Changed files the list selects (repository-relative), in the change's order. */
  files: string[];
}

const NO_MATCH: TriggerMatch = { entries: [], files: [] };

/**
 * Matches binding trigger lists against one change. A pull request has up to
 * 3,000 files and a ledger thousands of bindings, mostly sharing entries:
 * each distinct entry is matched once, and only against the files that
 * start with its literal part (found by binary search in the sorted paths).
 */
export class TriggerMatcher {
  private static readonly shared = new WeakMap<ChangeUnderReview, TriggerMatcher>();

  /**
   * The matcher of this change, shared by everyone who asks about the same
   * object (the report's resurfaced decisions and its decisions in context):
   * each trigger list is matched once per report.
   */
  static of(change: ChangeUnderReview): TriggerMatcher {
    let matcher = TriggerMatcher.shared.get(change);
    if (!matcher) {
      matcher = new TriggerMatcher(change);
      TriggerMatcher.shared.set(change, matcher);
    }
    return matcher;
  }

  /** The changed files as git's byte strings, index-aligned with `change.files`. */
  private readonly paths: string[];
  /** Indices of `paths`, sorted by path. */
  private readonly sorted: number[];
  private readonly byEntry = new Map<string, ReadonlySet<number>>();
  private readonly byList = new Map<string, TriggerMatch>();
  /**
   * The same answers by the list itself: a binding's list is asked about
   * several times per report. A Map, not a WeakMap: the lists live as long
   * as the ledger, the matcher only as long as its report, and a WeakMap's
   * thousands of entries would cost every garbage collection meanwhile.
   */
  private readonly byListObject = new Map<readonly string[], TriggerMatch>();

  private constructor(private readonly change: ChangeUnderReview) {
    this.paths = change.files.map(toByteString);
    this.sorted = this.paths.map((_, i) => i).sort((a, b) => compare(this.path(a), this.path(b)));
  }

  /** Which of these declared triggers the change touched, and which changed files they select. */
  match(triggeredBy: readonly string[]): TriggerMatch {
    if (this.paths.length === 0 || triggeredBy.length === 0) return NO_MATCH;
    const known = this.byListObject.get(triggeredBy);
    if (known !== undefined) return known;
    const key = JSON.stringify(triggeredBy);
    let result = this.byList.get(key);
    if (result === undefined) {
      result = this.compute(compilePathspecList(triggeredBy, this.change.ledgerPrefix));
      this.byList.set(key, result);
    }
    this.byListObject.set(triggeredBy, result);
    return result;
  }

  /** The changed files any of these trigger lists selects, in the change's order. */
  selectedFiles(lists: readonly (readonly string[])[]): string[] {
    // Asked for every shown decision: most select nothing, and then nothing is built.
    let selected: Set<string> | undefined;
    for (const list of lists) {
      const { files } = this.match(list);
      if (files.length === 0) continue;
      selected ??= new Set();
      for (const file of files) selected.add(file);
    }
    if (selected === undefined) return [];
    const chosen = selected;
    // Kept by the report for every shown decision: an exact-size copy, not filter's growable store.
    return this.change.files.filter((file) => chosen.has(file)).slice();
  }

  private compute(list: PathspecList): TriggerMatch {
    if (list.kind !== 'list') return NO_MATCH;
    const matching = new Map(
      [...list.positives, ...list.excludes].map((e) => [e, this.filesMatching(e.spec)]),
    );
    // Only a file some entry matches can be selected (or any file, for a list of excludes):
    // only those are looked at, in the change's order.
    const entries = new Set<string>();
    const files: string[] = [];
    for (const index of this.candidates(list, matching)) {
      const selecting = selectionBy(list, (e) => matching.get(e)?.has(index) ?? false);
      if (selecting === undefined) continue;
      files.push(this.change.files[index] as string);
      for (const raw of selecting) entries.add(raw);
    }
    const declared = list.positives.map((e) => e.raw);
    return { entries: [...new Set(declared)].filter((raw) => entries.has(raw)), files };
  }

  /** The changed files a list can select, ascending: those its entries match, or all of them. */
  private candidates(
    list: PathspecList & { kind: 'list' },
    matching: ReadonlyMap<PathspecEntry, ReadonlySet<number>>,
  ): number[] {
    if (list.positives.length === 0) return this.paths.map((_, index) => index);
    const union = new Set<number>();
    for (const e of list.positives) for (const index of matching.get(e) ?? []) union.add(index);
    return [...union].sort((a, b) => a - b);
  }

  /** The indices of the changed files one entry matches (its exclude flag aside). */
  private filesMatching(spec: Pathspec): ReadonlySet<number> {
    const key = JSON.stringify([
      spec.match,
      spec.literalLength,
      spec.prefixLength,
      spec.glob,
      spec.icase,
    ]);
    let found = this.byEntry.get(key);
    if (found === undefined) {
      // Outside icase, every path a spec matches starts with its literal part.
      const candidates = spec.icase
        ? this.sorted
        : this.startingWith(spec.match.slice(0, spec.literalLength));
      found = new Set(candidates.filter((i) => pathspecMatches(spec, this.path(i))));
      this.byEntry.set(key, found);
    }
    return found;
  }

  /** Indices of the paths that start with `prefix`: a binary search, then a run of the sorted list. */
  private startingWith(prefix: string): number[] {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compare(this.path(this.sorted[mid] as number), prefix) < 0) lo = mid + 1;
      else hi = mid;
    }
    const run: number[] = [];
    for (let k = lo; k < this.sorted.length; k++) {
      const index = this.sorted[k] as number;
      if (!this.path(index).startsWith(prefix)) break;
      run.push(index);
    }
    return run;
  }

  private path(index: number): string {
    return this.paths[index] as string;
  }
}

/** Byte order (byte strings hold one byte per UTF-16 unit). */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
