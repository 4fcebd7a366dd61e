/**
 * The change under review (a pull request's changed files) and which
 * declared triggers of a binding select them. A `triggered_by` list is read
 * as git reads it for `triggered_since` (pathspec.ts): from the ledger root,
 * with prefixes, wildcards and magic; a file a trigger selects is a file the
 * binding's decision governs. Pure.
 */
import {
  compilePathspecList,
  listSelects,
  selectingEntries,
  toByteString,
  type PathspecList,
} from './pathspec.js';

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
 * Matches binding trigger lists against one change. Lists and paths are
 * compiled once (many bindings share a list; a pull request has up to 3,000
 * files), so matching every binding stays cheap.
 */
export class TriggerMatcher {
  private readonly bytes: { file: string; path: string }[];
  private readonly cache = new Map<string, TriggerMatch>();

  constructor(private readonly change: ChangeUnderReview) {
    this.bytes = change.files.map((file) => ({ file, path: toByteString(file) }));
  }

  /** Which of these declared triggers the change touched, and which changed files they select. */
  match(triggeredBy: readonly string[]): TriggerMatch {
    if (this.bytes.length === 0 || triggeredBy.length === 0) return NO_MATCH;
    const key = JSON.stringify(triggeredBy);
    let result = this.cache.get(key);
    if (result === undefined) {
      result = this.compute(compilePathspecList(triggeredBy, this.change.ledgerPrefix));
      this.cache.set(key, result);
    }
    return result;
  }

  private compute(list: PathspecList): TriggerMatch {
    if (list.kind !== 'list') return NO_MATCH;
    const entries = new Set<string>();
    const files: string[] = [];
    for (const { file, path } of this.bytes) {
      if (!listSelects(list, path)) continue;
      files.push(file);
      for (const raw of selectingEntries(list, path)) entries.add(raw);
    }
    return {
      entries: [...new Set(list.entries.map((e) => e.raw))].filter((raw) => entries.has(raw)),
      files,
    };
  }
}
