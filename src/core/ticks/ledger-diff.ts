/**
 * Ledger-diff integrity of a pull request (docs/USAGE.md#the-evaluation, step 4):
 * against the base commit, the tick chain is append-only. A tick file that was
 * modified, renamed or deleted is a violation, `HEAD` must move forward, and
 * ticks the pull request added are "decisions recorded by this pull request".
 * (Types first: the report renders them; the comparison lives here too.)
 */

export type LedgerDiffViolationKind = 'modified' | 'renamed' | 'deleted' | 'head-not-descendant';

export interface LedgerDiffViolation {
  /**
   * Path relative to the ledger root (the working directory), e.g.
   * `.evolving/ticks/638c47b0c9dd`; `.evolving/HEAD` for `head-not-descendant`.
   */
  file: string;
  kind: LedgerDiffViolationKind;
  /** One human-readable line saying what happened and why it is not allowed. */
  text: string;
}

/** A tick added by the pull request. */
export interface RecordedDecision {
  id: string;
  decision: string;
  blame: string;
}

export interface LedgerDiff {
  violations: LedgerDiffViolation[];
  recorded: RecordedDecision[];
}

/** One change git reports under the ticks directory (paths relative to the ledger root). */
export interface TickFileChange {
  /** git's status letter: A added, M modified, D deleted, R renamed, C copied, T type changed. */
  status: string;
  path: string;
  from?: string;
}

export interface LedgerDiffInput {
  changes: readonly TickFileChange[];
  /** `.evolving/HEAD` at the base commit ('' or undefined when the base had no ledger). */
  baseHead?: string;
  /** `.evolving/HEAD` now. */
  head: string;
  /** The ticks now, by file name (parsed ones only). */
  ticks: ReadonlyMap<string, { parent_id: string; decision: string; blame: string; id: string }>;
  /**
   * The store's own files the base held and the pull request removed
   * (`.evolving/HEAD`, `.evolving/config`), relative to the ledger root.
   */
  removed?: readonly string[];
}

const HEAD_FILE = '.evolving/HEAD';

/** Why removing each of the store's own files is not allowed. */
const REMOVED_WHY: Readonly<Record<string, string>> = {
  [HEAD_FILE]: 'the chain loses its head, and HEAD may only move forward along the chain',
  '.evolving/config':
    "the ledger's rules go with it (this pull request is still judged by its base's config)",
};

function tickName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

function changeViolation(change: TickFileChange): LedgerDiffViolation | undefined {
  const name = tickName(change.path);
  switch (change.status) {
    case 'A':
    case 'C': // a copy is a new file; verify judges its id
      return undefined;
    case 'D':
      return {
        file: change.path,
        kind: 'deleted',
        text: `tick ${name} was deleted: the chain is append-only, a decision is never removed`,
      };
    case 'R':
      return {
        file: change.path,
        kind: 'renamed',
        text: `tick ${tickName(change.from ?? '')} was renamed to ${name}: a tick file is named by its id and never moves`,
      };
    default:
      return {
        file: change.path,
        kind: 'modified',
        text: `tick ${name} was modified in place: the chain is append-only — record the change as a new child tick (ev guard / ev decide)`,
      };
  }
}

/** True when walking `parent_id` from `head` reaches `ancestor` (or they are equal). */
export function descendsFrom(
  head: string,
  ancestor: string,
  ticks: LedgerDiffInput['ticks'],
): boolean {
  const seen = new Set<string>();
  for (let current = head; current !== '' && !seen.has(current);) {
    if (current === ancestor) return true;
    seen.add(current);
    current = ticks.get(current)?.parent_id ?? '';
  }
  return false;
}

/**
 * Append-only integrity of a pull request's ledger change: tick files may
 * only be added, and `HEAD` may only move forward along the chain.
 */
export function compareLedgers(input: LedgerDiffInput): LedgerDiff {
  const violations: LedgerDiffViolation[] = [];
  const recorded: RecordedDecision[] = [];
  for (const change of input.changes) {
    const violation = changeViolation(change);
    if (violation) violations.push(violation);
    if (change.status === 'A' || change.status === 'C') {
      const tick = input.ticks.get(tickName(change.path));
      if (tick) recorded.push({ id: tick.id, decision: tick.decision, blame: tick.blame });
    }
  }
  for (const file of input.removed ?? [])
    violations.push({
      file,
      kind: 'deleted',
      text: `${file} was deleted: ${REMOVED_WHY[file] ?? 'a file of the store is never removed'}`,
    });
  const baseHead = input.baseHead?.trim() ?? '';
  const head = input.head.trim();
  const headRemoved = input.removed?.includes(HEAD_FILE) === true;
  if (baseHead !== '' && !headRemoved && !descendsFrom(head, baseHead, input.ticks)) {
    violations.push({
      file: HEAD_FILE,
      kind: 'head-not-descendant',
      text: `HEAD moved from ${baseHead} to ${head || '(empty)'}, which does not descend from it: HEAD may only move forward along the chain`,
    });
  }
  return { violations, recorded };
}
