/**
 * An in-memory answer to "does `git rev-list <C>..HEAD -- <paths>` print
 * anything?", so that `triggered_since` for every binding costs a constant
 * number of git processes (git/graph.ts loads the history once) instead of one
 * `git rev-list` per binding as ev spawns — and to "how many commits does
 * `git rev-list --count` count?", ev 0.2's drift (claims/git-anchors.ts).
 *
 * The answer must be git's, including history simplification at merges
 * (a merge that is TREESAME to a parent follows only that parent) and its
 * dependence on the order of the walk: which parents count as "relevant"
 * depends on which commits the walk has already marked UNINTERESTING when a
 * merge is reached. So this is a faithful model of revision.c's limited walk
 * (`limit_list` → `process_parents` → `try_to_simplify_commit`, then
 * `get_commit_action`) in git's default mode, over a loaded commit graph:
 * commit-date order with first-in-first-out ties, the SEEN / ADDED /
 * UNINTERESTING / BOTTOM / TREESAME flags, parent rewriting, and the
 * "slop" stop. Pure.
 */

export interface CommitNode {
  oid: string;
  /** Committer date (Unix seconds), what git orders the walk by. */
  date: number;
  /** Parents as `rev-list --parents` prints them (shallow grafts applied). */
  parents: string[];
}

export interface WalkQuestion {
  head: string;
  /** The bottom of the range (`<C>` of `<C>..HEAD`), already peeled to a commit. */
  bottom: string;
  /** Whether `child` differs from `parent` (null = the empty tree, for a root) under the pathspec. */
  differs(child: string, parent: string | null): boolean;
}

const SEEN = 1;
const ADDED = 2;
const UNINTERESTING = 4;
const BOTTOM = 8;
const TREESAME = 16;
const SLOP = 5;

/** The walk's queue: newest commit date first, first-in-first-out among equal dates (commit_list_insert_by_date). */
export class DateQueue {
  private heap: { oid: string; date: number; seq: number }[] = [];
  private seq = 0;

  get size(): number {
    return this.heap.length;
  }

  peekDate(): number {
    return (this.heap[0] as { date: number }).date;
  }

  /** Whether some queued commit passes `test` (in no particular order). */
  some(test: (oid: string) => boolean): boolean {
    return this.heap.some((entry) => test(entry.oid));
  }

  push(oid: string, date: number): void {
    const heap = this.heap;
    heap.push({ oid, date, seq: this.seq++ });
    let i = heap.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.before(i, parent)) break;
      [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
      i = parent;
    }
  }

  pop(): string {
    const heap = this.heap;
    const top = heap[0] as { oid: string };
    const last = heap.pop() as (typeof heap)[number];
    if (heap.length > 0) {
      heap[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let best = i;
        if (l < heap.length && this.before(l, best)) best = l;
        if (r < heap.length && this.before(r, best)) best = r;
        if (best === i) break;
        [heap[i], heap[best]] = [heap[best]!, heap[i]!];
        i = best;
      }
    }
    return top.oid;
  }

  private before(a: number, b: number): boolean {
    const x = this.heap[a]!;
    const y = this.heap[b]!;
    return x.date > y.date || (x.date === y.date && x.seq < y.seq);
  }
}

/**
 * Runs git's limited walk for `bottom..head` with path pruning and returns
 * whether any commit would be printed. Commits missing from `nodes` are
 * treated as already UNINTERESTING (git/graph.ts only leaves out history that
 * every bottom reaches, see loadHistoryGraph there).
 */
export function revListPrintsAny(
  nodes: ReadonlyMap<string, CommitNode>,
  question: WalkQuestion,
): boolean {
  return revListPrinted(nodes, question) > 0;
}

/** How many commits `git rev-list --count <bottom>..<head> -- <paths>` counts (ev 0.2's drift). */
export function revListCount(
  nodes: ReadonlyMap<string, CommitNode>,
  question: WalkQuestion,
): number {
  return revListPrinted(nodes, question);
}

/** The number of commits the limited walk prints. */
function revListPrinted(nodes: ReadonlyMap<string, CommitNode>, question: WalkQuestion): number {
  const { head, bottom, differs } = question;
  const flags = new Map<string, number>();
  const parsed = new Map<string, string[]>(); // a parsed commit's (possibly rewritten) parents
  const queue = new DateQueue();
  const queued = new Set<string>();
  let interestingQueued = 0;

  const has = (oid: string, bit: number): boolean => ((flags.get(oid) ?? 0) & bit) !== 0;
  const set = (oid: string, bits: number): void => {
    const before = flags.get(oid) ?? 0;
    if (bits & UNINTERESTING && !(before & UNINTERESTING) && queued.has(oid)) interestingQueued--;
    flags.set(oid, before | bits);
  };
  const dateOf = (oid: string): number => nodes.get(oid)?.date ?? -Infinity;
  const parse = (oid: string): string[] => {
    let parents = parsed.get(oid);
    if (parents === undefined) {
      const node = nodes.get(oid);
      parents = node ? [...node.parents] : [];
      parsed.set(oid, parents);
      if (!node) set(oid, UNINTERESTING);
    }
    return parents;
  };
  const enqueue = (oid: string): void => {
    queue.push(oid, dateOf(oid));
    queued.add(oid);
    if (!has(oid, UNINTERESTING)) interestingQueued++;
  };
  const relevant = (oid: string): boolean => !has(oid, UNINTERESTING) || has(oid, BOTTOM);

  /** mark_parents_uninteresting: through parsed commits, stopping at those already marked. */
  const markParentsUninteresting = (oid: string): void => {
    const pending = [...(parsed.get(oid) ?? [])];
    while (pending.length > 0) {
      const commit = pending.pop() as string;
      if (has(commit, UNINTERESTING)) continue;
      set(commit, UNINTERESTING);
      pending.push(...(parsed.get(commit) ?? []));
    }
  };

  /** try_to_simplify_commit in the default mode (simplify_history, dense). */
  const simplify = (oid: string): void => {
    const parents = parsed.get(oid) as string[];
    if (parents.length === 0) {
      if (!differs(oid, null)) set(oid, TREESAME);
      return;
    }
    let relevantParents = 0;
    let relevantChange = false;
    let irrelevantChange = false;
    for (const parent of parents) {
      const isRelevant = relevant(parent);
      if (isRelevant) relevantParents++;
      parse(parent);
      if (!differs(oid, parent)) {
        if (!isRelevant) continue;
        parsed.set(oid, [parent]); // follow only the parent it is TREESAME to
        set(oid, TREESAME);
        return;
      }
      if (isRelevant) relevantChange = true;
      else irrelevantChange = true;
    }
    if (relevantParents > 0 ? !relevantChange : !irrelevantChange) set(oid, TREESAME);
  };

  const processParents = (oid: string): void => {
    if (has(oid, ADDED)) return;
    set(oid, ADDED);
    if (has(oid, UNINTERESTING)) {
      for (const parent of parsed.get(oid) ?? []) {
        set(parent, UNINTERESTING);
        if (parse(parent).length > 0) markParentsUninteresting(parent);
        if (has(parent, SEEN)) continue;
        set(parent, SEEN);
        enqueue(parent);
      }
      return;
    }
    simplify(oid);
    for (const parent of parsed.get(oid) as string[]) {
      parse(parent);
      if (has(parent, SEEN)) continue;
      set(parent, SEEN);
      enqueue(parent);
    }
  };

  // prepare_revision_walk: `^bottom` then `head`, each parsed; the bottom's parents marked.
  set(bottom, UNINTERESTING | BOTTOM);
  parse(bottom);
  markParentsUninteresting(bottom);
  parse(head);
  const start = [bottom, head].filter((oid, i, all) => all.indexOf(oid) === i);
  start.sort((a, b) => dateOf(b) - dateOf(a)); // stable: equal dates keep `bottom` first
  for (const oid of start) {
    set(oid, SEEN);
    enqueue(oid);
  }

  // limit_list
  const shown: string[] = [];
  let lastInterestingDate = Infinity;
  let slop = SLOP;
  while (queue.size > 0) {
    const oid = queue.pop();
    queued.delete(oid);
    if (!has(oid, UNINTERESTING)) interestingQueued--;
    processParents(oid);
    if (has(oid, UNINTERESTING)) {
      markParentsUninteresting(oid);
      slop = stillInteresting(slop);
      if (slop > 0) continue;
      break;
    }
    lastInterestingDate = dateOf(oid);
    shown.push(oid);
  }

  function stillInteresting(current: number): number {
    if (queue.size === 0) return 0;
    if (lastInterestingDate <= queue.peekDate()) return SLOP;
    if (interestingQueued > 0) return SLOP;
    return current - 1;
  }

  // get_commit_action: UNINTERESTING and TREESAME commits are not printed.
  return shown.filter((oid) => !has(oid, UNINTERESTING) && !has(oid, TREESAME)).length;
}

/** Parses `git rev-list --parents --timestamp [--boundary]` output. Boundary lines (`-<oid>`) are flagged. */
export function parseRevList(output: string): { nodes: CommitNode[]; boundary: Set<string> } {
  const nodes: CommitNode[] = [];
  const boundary = new Set<string>();
  for (const line of output.split('\n')) {
    if (line === '') continue;
    const [date, first, ...parents] = line.split(' ');
    if (date === undefined || first === undefined) continue;
    const isBoundary = first.startsWith('-');
    const oid = isBoundary ? first.slice(1) : first;
    if (isBoundary) boundary.add(oid);
    nodes.push({ oid, date: Number(date), parents });
  }
  return { nodes, boundary };
}

/** Commits reachable from `starts` inside `nodes` (those outside are not followed). */
export function reachable(
  nodes: ReadonlyMap<string, CommitNode>,
  starts: Iterable<string>,
  stopAt?: ReadonlySet<string>,
): Set<string> {
  const seen = new Set<string>();
  const stack = [...starts];
  while (stack.length > 0) {
    const oid = stack.pop() as string;
    if (seen.has(oid) || stopAt?.has(oid)) continue;
    const node = nodes.get(oid);
    if (!node) continue;
    seen.add(oid);
    stack.push(...node.parents);
  }
  return seen;
}
