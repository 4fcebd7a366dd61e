/**
 * What git says about an ev 0.2 ledger's anchors, as data for the core's
 * `World` (core/claims/annotate.ts): which `commit:` texts name a commit, and
 * the history drift is counted over — to HEAD for the CLI, or to any commit
 * (a pull request's base and head) — plus, at a commit, the tree its anchors
 * are read in. docs/ev-0.2.md, "Drift", says what is counted.
 *
 * ev 0.2.4 runs one `git log` per distinct reference point (a filing base or
 * an ack's head), `git rev-list --count` per anchor where that log cannot
 * answer, and `git rev-parse` or `cat-file` for commits. Here a whole ledger
 * costs a constant number of processes: one `cat-file --batch-check` for
 * every text (commit refs, references, the tip),
 * the commit graph and what each commit changed (git/graph.ts's loadHistoryGraph
 * and loadChanges: `merge-base`, `rev-list`, `diff-tree`), and at a commit
 * `ls-tree` and one `cat-file --batch` for the anchored blobs. Each count is
 * then taken in memory, as ev's git would take it (git/history.ts walks a
 * range with merges as rev-list does). An anchor's path is a pathspec there
 * (ev passes it to `git rev-list -- <path>`), screened as a `triggered_by`
 * entry is (screenPathspec): matched in memory where the matcher models it
 * (globs and magic included), asked of git, one process each, only where
 * git alone can read it (`attr:` magic, an absolute path, the
 * GIT_*_PATHSPECS switches) and within what git's backtracking matcher
 * finishes, and never matched over a cap. Those per-anchor questions stop
 * when the review's time budget runs out (core/claims/budget.ts): the rest
 * is left unmeasured, and said so.
 *
 * Texts from the ledger reach git only on stdin, or as a screened pathspec
 * after `--`; a reference that would read as an option or a range is not
 * asked at all.
 */
import { realpathSync } from 'node:fs';
import { isAbsolute, relative, sep } from 'node:path';
import type { World, WorldQuestions } from '../../core/claims/annotate.js';
import type { CommitIndex, PathProbe, Tree, UnreadableWhy } from '../../core/claims/anchors.js';
import {
  countsWithRevList,
  tableKey,
  type History,
  type Movement,
} from '../../core/claims/drift.js';
import {
  compilePathspecList,
  hasMagic,
  listSelects,
  normalizePath,
  toByteString,
  triggerListRefusal,
  type PathspecList,
} from '../../core/text/pathspec.js';
import { budgetText, type TimeBudget } from '../../core/claims/budget.js';
import { batchBlobBodies, pathspecSwitchesSet, runGit, type GitContext } from '../git/runner.js';
import {
  commonBases,
  historyCommands,
  loadChanges,
  loadHistoryGraph,
  MERGE_BASE_CHUNK,
  type Change,
  type GuessedBases,
  type HistoryGraph,
} from '../git/graph.js';
import { revListCount } from '../git/history.js';
import { PEEL } from '../git/commits.js';

/** The most bytes of one anchored file read at a commit (docs/COMPATIBILITY.md). */
export const ANCHOR_READ_BOUND = 64 * 1024 * 1024;

/**
 * Where anchors are read, and drift counted to: the work tree (given) and
 * HEAD, or a commit's tree (read here) and that commit.
 */
export type AnchorsAt = { kind: 'work-tree'; tree: Tree } | { kind: 'commit'; commit: string };

/** The world these questions need, read from git. */
export async function worldAt(
  ctx: GitContext,
  questions: WorldQuestions,
  at: AnchorsAt,
  budget?: TimeBudget,
): Promise<World> {
  return (await worldsAt(ctx, [{ questions, at }], budget))[0] as World;
}

/** One reading of a ledger's anchors: what its claims ask, and where they are read. */
export interface WorldReading {
  questions: WorldQuestions;
  at: AnchorsAt;
}

/**
 * The worlds of several readings (a pull request's base and head), each as
 * `worldAt` reads it alone, from one set of processes: the texts of every
 * reading peeled at once, one history graph and one set of changes for every
 * tip and bottom (a range `bottom..tip` is read in it whichever its tip),
 * and one read of the anchored blobs (a file the same at both commits is
 * read once).
 */
export async function worldsAt(
  ctx: GitContext,
  readings: readonly WorldReading[],
  budget?: TimeBudget,
): Promise<World[]> {
  const plans = readings.map(({ questions, at }) => {
    const tipText = at.kind === 'commit' ? at.commit : 'HEAD';
    const treeText = tipText;
    const references = new Set<string>();
    for (const refs of questions.drift.values()) for (const r of refs) references.add(r);
    return { questions, at, tipText, treeText, references };
  });
  const guessed = guessBases(ctx, plans);
  const peeled = await peelTexts(
    ctx,
    plans.flatMap((p) => [p.tipText, p.treeText, ...p.questions.commits, ...p.references]),
  );
  const prefix = prefixOf(ctx);
  const histories = plans.map((plan) => {
    const tip = peeled.commits.get(plan.tipText) ?? undefined;
    const bottomOf = (reference: string): string | undefined => {
      if (reference === '') return tip; // `..HEAD` is `HEAD..HEAD`
      const commit = peeled.commits.get(reference) ?? undefined;
      if (commit !== undefined) return commit;
      // `:/<text>` swallows a `^{commit}` suffix into its pattern; as itself it may name a commit.
      const object = peeled.objects.get(reference);
      if (object?.type === 'commit') return object.oid;
      // A tree or a blob bounds a range by nothing (git marks no commit uninteresting).
      return object === undefined ? undefined : NO_COMMIT;
    };
    const needsHistory = tip !== undefined && plan.references.size > 0 && prefix !== undefined;
    const bottoms = new Set<string>();
    if (needsHistory)
      for (const reference of plan.references) {
        const bottom = bottomOf(reference);
        if (bottom !== undefined) bottoms.add(bottom);
      }
    return { tip, bottomOf, bottoms };
  });
  const [trees, loaded] = await Promise.all([
    readingTrees(ctx, plans, peeled, prefix ?? ''),
    loadHistory(ctx, histories, guessed),
  ]);
  const worlds: World[] = [];
  for (const [i, plan] of plans.entries()) {
    const tree = trees[i] as Tree;
    const commits = commitIndex(plan.questions.commits, peeled);
    const { tip, bottomOf, bottoms } = histories[i] as (typeof histories)[number];
    const searches = searchNotes(plan, peeled);
    if (tip === undefined || bottoms.size === 0 || prefix === undefined) {
      worlds.push(
        searches.length > 0
          ? { tree, commits, history: NO_HISTORY, notes: searches }
          : { tree, commits, history: NO_HISTORY },
      );
      continue;
    }
    const history = new GitHistory(tip, prefix, bottomOf, loaded, pathspecSwitchesSet(ctx.env));
    const notes = [...searches, ...(await history.askGit(ctx, plan.questions, tree, budget))];
    worlds.push(notes.length > 0 ? { tree, commits, history, notes } : { tree, commits, history });
  }
  return worlds;
}

/**
 * The graph and changes every reading's ranges need, loaded once: for the
 * first tip, with the others' and every reading's bottoms. A range bounded
 * by no commit needs the whole history, so the graph then leaves nothing out.
 */
async function loadHistory(
  ctx: GitContext,
  histories: readonly { tip: string | undefined; bottoms: ReadonlySet<string> }[],
  guessed?: GuessedBases,
): Promise<SharedHistory | undefined> {
  const tips: string[] = [];
  const bottoms = new Set<string>();
  for (const { tip, bottoms: own } of histories) {
    if (tip === undefined || own.size === 0) continue;
    if (!tips.includes(tip)) tips.push(tip);
    for (const bottom of own) bottoms.add(bottom);
  }
  const [tip, ...otherTips] = tips;
  if (tip === undefined) return undefined;
  const commitBottoms = [...bottoms].filter((b) => b !== NO_COMMIT);
  const graph = await loadHistoryGraph(
    ctx,
    tip,
    commitBottoms,
    bottoms.has(NO_COMMIT),
    otherTips,
    guessed,
  );
  if (graph === undefined) return undefined;
  const changes = await loadChanges(ctx, graph.nodes, graph.candidates, []);
  return changes === undefined ? undefined : new SharedHistory(graph, changes);
}

// ---------------------------------------------------------------------------
// Texts to commits

/** The bottom of a range bounded by no commit (its reference names a tree or a blob). */
const NO_COMMIT = '(no commit)';

const BLOBS = ['cat-file', '--batch'];

/** The command commitListing runs for `commit` (for git/runner.ts's startAhead). */
export function listingCommand(commit: string): string[] {
  return ['ls-tree', '-r', '-t', '-l', '-z', '--full-tree', '--end-of-options', commit];
}

/**
 * The processes worldsAt runs for readings at commits besides each commit's
 * listing (listingCommand), for git/runner.ts's startAhead: the texts peeled, the
 * anchored blobs read, the history graph and its changes loaded.
 */
export function worldCommands(): (readonly string[])[] {
  return [PEEL, BLOBS, ...historyCommands()];
}

/** A full commit id as a ledger writes a reference (a filing base, an ack's head). */
const COMMIT_ID_TEXT = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

/**
 * The merge bases of the ranges' bottoms, asked while the texts are peeled
 * rather than after: when every reference is a full commit id, the bottoms
 * are those ids (a commit peels to itself), in this order, unless one is not
 * a commit here, and then the guess goes unused (loadHistoryGraph compares).
 * A ledger with one bottom, or more than one merge-base process takes, asks
 * nothing ahead.
 */
function guessBases(
  ctx: GitContext,
  plans: readonly { references: ReadonlySet<string> }[],
): GuessedBases | undefined {
  const bottoms = new Set<string>();
  for (const plan of plans)
    for (const reference of plan.references) {
      if (!COMMIT_ID_TEXT.test(reference)) return undefined;
      bottoms.add(reference);
    }
  if (ctx.repository === null || bottoms.size < 2 || bottoms.size > MERGE_BASE_CHUNK)
    return undefined;
  const list = [...bottoms];
  const bases = commonBases(ctx, list);
  bases.catch(() => undefined);
  return { bottoms: list, bases };
}

/**
 * The processes worldAt runs for a reading of the work tree whose claims
 * count drift, for git/runner.ts's startAhead: the texts peeled, the history graph
 * and its changes loaded (one after another, each waiting for the last's
 * answer: started together, none waits for another's start).
 */
export function workTreeCommands(): (readonly string[])[] {
  return [PEEL, ...historyCommands()];
}

interface Peeled {
  /** Each asked text → the commit it names (`<text>^{commit}`), or null. */
  commits: Map<string, string | null>;
  /** The texts not asked: a search git's matcher may not finish (gitMaySearch). */
  refused: Set<string>;
  /** The texts that name some object as they stand (a commit, a tree, a blob, a tag). */
  objects: Map<string, { oid: string; type: string }>;
  /** git could not be started at all (not: it ran and said no). */
  unstartable: boolean;
}

/**
 * Every text twice in one `git cat-file --batch-check` (on stdin): as
 * `<text>^{commit}` and as itself. A text holding a newline or a NUL names
 * nothing (no one line can carry it), nor does the empty one; a reference
 * reading as an option (`-…`) or another range (`…..…`) names nothing to
 * cat-file either, as it names nothing to ev's `git log`. A search git may
 * not finish is not asked (gitMaySearch): it names nothing here.
 */
async function peelTexts(ctx: GitContext, texts: readonly string[]): Promise<Peeled> {
  const peeled: Peeled = {
    commits: new Map(),
    refused: new Set(),
    objects: new Map(),
    unstartable: false,
  };
  const batched = [...new Set(texts)].filter((text) => {
    const one = text !== '' && !/[\n\0]/.test(text);
    const searchable = one && gitMaySearch(text);
    if (one && !searchable) peeled.refused.add(text);
    if (!searchable) peeled.commits.set(text, null);
    return searchable;
  });
  if (batched.length === 0) return peeled;
  const result = await runGit(
    ctx,
    PEEL,
    batched.map((text) => `${text}^{commit}\n${text}\n`).join(''),
  );
  const lines = result.stdout.toString('utf8').split('\n');
  batched.forEach((text, i) => {
    const commit = /^([0-9a-f]{40,64}) commit$/.exec(lines[2 * i] ?? '');
    peeled.commits.set(text, commit === null ? null : (commit[1] as string));
    const object = /^([0-9a-f]{40,64}) (commit|tree|blob|tag)$/.exec(lines[2 * i + 1] ?? '');
    if (object !== null)
      peeled.objects.set(text, { oid: object[1] as string, type: object[2] as string });
  });
  peeled.unstartable = result.code === null;
  return peeled;
}

/** Bytes of a revision's regular expression (`:/<regex>`, `<rev>^{/<regex>}`) asked of git at most. */
const SEARCH_BYTES = 256;

/**
 * Whether git's search of commit messages in a revision (`:/<regex>`,
 * `<rev>^{/<regex>}`) finishes whatever the history holds: its regular
 * expressions are glibc's, which backtrack on a back-reference (`\2`) and
 * build the product of nested intervals (`(a{200}){200}`) — a commit
 * message the pull request writes kept git busy for minutes on either. A
 * revision with no search, or a short one with neither, is asked.
 */
export function gitMaySearch(text: string): boolean {
  const at = text.startsWith(':/') ? 2 : text.includes('^{/') ? text.indexOf('^{/') + 3 : -1;
  if (at < 0) return true;
  const search = text.slice(at);
  return Buffer.byteLength(search, 'utf8') <= SEARCH_BYTES && !/\\[1-9]|\{\s*[0-9,]/.test(search);
}

/** What a reading says of the texts it holds that were not asked (gitMaySearch), one line each. */
function searchNotes(
  plan: { questions: WorldQuestions; references: Set<string> },
  peeled: Peeled,
): string[] {
  const notes: string[] = [];
  for (const text of new Set([...plan.questions.commits, ...plan.references]))
    if (peeled.refused.has(text))
      notes.push(
        `${originText(plan.questions, `commit:${text}`)}: a revision holding a search git's matcher may not finish (a back-reference, an interval, or over ${SEARCH_BYTES} bytes) is not asked of git: it names no commit here.`,
      );
  return notes;
}

function commitIndex(texts: ReadonlySet<string>, peeled: Peeled): CommitIndex {
  return {
    status(text) {
      // Only git failing to start at all is a fact about ev's reach rather than the object.
      if (peeled.unstartable) return 'unreachable';
      if (!texts.has(text)) return 'gone';
      return (peeled.commits.get(text) ?? null) === null ? 'gone' : 'resolves';
    },
  };
}

/**
 * The store root's place in the repository's work tree (`sub/dir/`), as
 * `git rev-parse --show-prefix` says it (real paths, `/`-separated) — without
 * a process; undefined when there is no repository or the root is outside it.
 */
function prefixOf(ctx: GitContext): string | undefined {
  if (ctx.repository === null) return undefined;
  const rel = relative(realOrSelf(ctx.repository.workTree), realOrSelf(ctx.cwd));
  if (rel === '') return '';
  if (rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel)) return undefined;
  return `${rel.split(sep).join('/')}/`;
}

function realOrSelf(path: string): string {
  try {
    return realpathSync.native(path);
  } catch {
    return path;
  }
}

// ---------------------------------------------------------------------------
// Drift

const NO_HISTORY: History = {
  movement: () => ({ kind: 'unresolved' }),
  countSince: () => undefined,
};

/** Whether git prints a path quoted even with `core.quotepath=false`: control characters, `"`, `\`, DEL. */
function quoted(path: string): boolean {
  for (let i = 0; i < path.length; i++) {
    const c = path.charCodeAt(i);
    if (c < 0x20 || c === 0x22 || c === 0x5c || c === 0x7f) return true;
  }
  return false;
}

/** UTF-8 bytes held one per character → the text, invalid bytes as U+FFFD (Rust's `from_utf8_lossy`). */
export function textOfBytes(bytes: string): string {
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

interface RangeFacts {
  /** Per numbered commit: 1 when it is in `bottom..tip` (a ledger has a range per base: no list of them is kept). */
  member: Uint8Array;
  linear: boolean;
}

/** Which commits touched each path, and each directory a touched path lies under (non-merge commits, numbered). */
interface TouchIndex {
  byPath: Map<string, number[]>;
  byDir: Map<string, number[]>;
  /** Commits that touched a path git quotes. */
  quoted: number[];
}

/** The loaded graph with its commits numbered, so that a range is a bit set. */
interface Numbered {
  oids: string[];
  numbers: Map<string, number>;
  /** Parents within the loaded graph. */
  parents: number[][];
  candidate: Uint8Array;
  /** 1 for a merge (two parents or more, loaded or not). */
  merge: Uint8Array;
}

/**
 * The loaded graph and changes, shared by every reading's history: the
 * commits numbered once and what they touched indexed once.
 */
class SharedHistory {
  private index: TouchIndex | undefined;
  private numbered: Numbered | undefined;
  private readonly tipCandidates = new Map<string, Uint8Array>();
  private readonly below = new Map<string, Uint8Array>();
  /** The same sets by commit number (reachedFromNumber). */
  private readonly reachedByNumber = new Map<number, Uint8Array>();
  /**
   * Per tip, per bottom: the range and what it reduces to. A merge tip counts
   * through its parent (GitHistory.followedParent), often the other
   * reading's tip (a test merge's base), whose ranges are then read once.
   */
  private readonly ranges = new Map<string, Map<string, RangeFacts>>();
  private readonly movements = new Map<string, Map<string, Movement>>();

  constructor(
    readonly graph: HistoryGraph,
    readonly changes: Map<string, Change[]>,
  ) {}

  /** Every candidate commit's touched paths (as `git log --name-only` prints them), indexed once. */
  touchIndex(): TouchIndex {
    if (this.index !== undefined) return this.index;
    const index: TouchIndex = { byPath: new Map(), byDir: new Map(), quoted: [] };
    const add = (map: Map<string, number[]>, key: string, n: number): void => {
      const list = map.get(key);
      if (list === undefined) map.set(key, [n]);
      else if (list[list.length - 1] !== n) list.push(n);
    };
    const numbered = this.numberedGraph();
    numbered.oids.forEach((oid, n) => {
      if (numbered.candidate[n] !== 1 || numbered.merge[n] === 1) return; // a merge lists nothing
      for (const change of this.changesOf(oid, 0)) {
        if (quoted(change.path)) index.quoted.push(n);
        const path = textOfBytes(change.path);
        add(index.byPath, path, n);
        for (let at = path.lastIndexOf('/'); at > 0; at = path.lastIndexOf('/', at - 1))
          add(index.byDir, path.slice(0, at), n);
      }
    });
    return (this.index = index);
  }

  numberedGraph(): Numbered {
    if (this.numbered !== undefined) return this.numbered;
    const { nodes, candidates } = this.graph;
    const oids = [...nodes.keys()];
    const numbers = new Map(oids.map((oid, n) => [oid, n]));
    const parents = oids.map((oid) =>
      (nodes.get(oid)?.parents ?? []).flatMap((p) => {
        const n = numbers.get(p);
        return n === undefined ? [] : [n];
      }),
    );
    const candidate = new Uint8Array(oids.length);
    for (const oid of candidates) candidate[numbers.get(oid) as number] = 1;
    const merge = new Uint8Array(
      oids.map((oid) => ((nodes.get(oid)?.parents.length ?? 0) > 1 ? 1 : 0)),
    );
    return (this.numbered = { oids, numbers, parents, candidate, merge });
  }

  /** 1 per numbered commit some range to `tip` can hold. */
  candidatesOf(tip: string): Uint8Array {
    let candidate = this.tipCandidates.get(tip);
    if (candidate === undefined) {
      const { oids, numbers } = this.numberedGraph();
      const loaded = this.graph.candidatesOf.get(tip);
      if (loaded === undefined) candidate = this.reachableCandidates(tip);
      else {
        candidate = new Uint8Array(oids.length);
        for (const oid of loaded) candidate[numbers.get(oid) as number] = 1;
      }
      this.tipCandidates.set(tip, candidate);
    }
    return candidate;
  }

  /**
   * The candidates `tip` reaches, for a tip the graph was not loaded for (a
   * merge's parent: every commit it reaches is one the merge reaches).
   */
  private reachableCandidates(tip: string): Uint8Array {
    const { oids, numbers, parents, candidate } = this.numberedGraph();
    const reached = new Uint8Array(oids.length);
    const start = numbers.get(tip);
    const stack = start === undefined ? [] : [start];
    while (stack.length > 0) {
      const n = stack.pop() as number;
      if (reached[n] === 1 || candidate[n] !== 1) continue;
      reached[n] = 1;
      for (const p of parents[n] ?? []) if (reached[p] === 0) stack.push(p);
    }
    return reached;
  }

  /** 1 per numbered commit `bottom` reaches (a bottom outside the graph reaches none), whichever the tip. */
  reachedFrom(bottom: string): Uint8Array {
    let below = this.below.get(bottom);
    if (below === undefined) {
      const { oids, numbers } = this.numberedGraph();
      const start = numbers.get(bottom);
      below = start === undefined ? new Uint8Array(oids.length) : this.reachedFromNumber(start);
      this.below.set(bottom, below);
    }
    return below;
  }

  /**
   * What commit `start` reaches, taking whole the set of each commit met
   * whose set is already known (a ledger's bases lie along one history: each
   * base's set is mostly an older base's, copied rather than walked again).
   */
  private reachedFromNumber(start: number): Uint8Array {
    const { oids, parents } = this.numberedGraph();
    const walked = new Uint8Array(oids.length);
    const known: Uint8Array[] = [];
    const visited: number[] = [];
    const stack = [start];
    while (stack.length > 0) {
      const n = stack.pop() as number;
      if (walked[n] === 1) continue;
      walked[n] = 1;
      visited.push(n);
      const set = this.reachedByNumber.get(n);
      if (set !== undefined && n !== start) {
        known.push(set);
        continue;
      }
      for (const p of parents[n] ?? []) if (walked[p] === 0) stack.push(p);
    }
    const [first, ...others] = known;
    if (first === undefined) return this.remember(start, walked);
    const below = new Uint8Array(first); // copied whole: most of the set
    for (const set of others) for (let i = 0; i < set.length; i++) if (set[i] === 1) below[i] = 1;
    for (const n of visited) below[n] = 1;
    return this.remember(start, below);
  }

  private remember(start: number, below: Uint8Array): Uint8Array {
    this.reachedByNumber.set(start, below);
    return below;
  }

  /**
   * What ev's `git log --no-renames --name-only <bottom>..<tip>` reduces
   * to, answered per path from one index of the whole history rather than a
   * table per reference.
   */
  movementOf(tip: string, bottom: string): Movement {
    let byBottom = this.movements.get(tip);
    if (byBottom === undefined) this.movements.set(tip, (byBottom = new Map()));
    let movement = byBottom.get(bottom);
    if (movement === undefined) byBottom.set(bottom, (movement = this.measure(tip, bottom)));
    return movement;
  }

  private measure(tip: string, bottom: string): Movement {
    // A merge tip the bottom does not reach is in its own range: no need to mark the range.
    if (this.isMerge(tip) && !this.reaches(bottom, tip)) return { kind: 'per-anchor' };
    const range = this.rangeOf(tip, bottom);
    if (!range.linear) return { kind: 'per-anchor' };
    const index = this.touchIndex();
    const { member } = range;
    if (index.quoted.some((i) => member[i] === 1)) return { kind: 'per-anchor' };
    return {
      kind: 'counts',
      touching: (path) => {
        let n = 0;
        for (const i of index.byPath.get(path) ?? []) n += member[i] as number;
        return n;
      },
      holdsUnder: (dir) => (index.byDir.get(dir) ?? []).some((i) => member[i] === 1),
    };
  }

  isMerge(commit: string): boolean {
    return (this.graph.nodes.get(commit)?.parents.length ?? 0) > 1;
  }

  /** Whether `bottom` reaches `commit`. */
  reaches(bottom: string, commit: string): boolean {
    const n = this.numberedGraph().numbers.get(commit);
    return n !== undefined && this.reachedFrom(bottom)[n] === 1;
  }

  /** `bottom..tip`: the candidates the bottom does not reach (a bottom outside the graph reaches none). */
  rangeOf(tip: string, bottom: string): RangeFacts {
    let byBottom = this.ranges.get(tip);
    if (byBottom === undefined) this.ranges.set(tip, (byBottom = new Map()));
    let range = byBottom.get(bottom);
    if (range === undefined) {
      const { oids, merge } = this.numberedGraph();
      const candidate = this.candidatesOf(tip);
      const below = this.reachedFrom(bottom);
      const member = new Uint8Array(oids.length);
      let linear = true;
      for (let n = 0; n < oids.length; n++) {
        if (candidate[n] !== 1 || below[n] === 1) continue;
        member[n] = 1;
        if (merge[n] === 1) linear = false;
      }
      byBottom.set(bottom, (range = { member, linear }));
    }
    return range;
  }

  edgeOf(oid: string, parentIndex: number): string {
    const parent = this.graph.nodes.get(oid)?.parents[parentIndex];
    return parent === undefined ? oid : `${oid} ${parent}`;
  }

  changesOf(oid: string, parentIndex: number): Change[] {
    return this.changes.get(this.edgeOf(oid, parentIndex)) ?? [];
  }
}

/**
 * How a drift pathspec is counted, screened as `triggered_by` entries are
 * (ticks/triggered-since.ts classify): what the in-process matcher models is
 * matched in memory, in time linear in the pattern times the path; only
 * what it cannot model is given to git, and only within what git's
 * backtracking matcher finishes (pathspec.ts GIT_WILDCARDS); an entry over
 * a cap is never matched.
 */
type Route =
  | { kind: 'memory'; list: PathspecList & { kind: 'list' } }
  | { kind: 'git' }
  /** git fails on it (empty, a NUL, outside the repository, bad magic): no drift, as in ev. */
  | { kind: 'fails' }
  /** Over a cap (pathspec.ts TRIGGER_CAPS, GIT_WILDCARDS): not matched at all, its drift unmeasured. */
  | { kind: 'refused'; why: string };

function screenPathspec(path: string, prefix: string, gitDecides: boolean): Route {
  // git refuses an empty pathspec; ev cannot pass a NUL to a process at all.
  if (path === '' || path.includes('\0')) return { kind: 'fails' };
  const list = gitDecides ? ({ kind: 'unknowable' } as const) : compilePathspecList([path], prefix);
  if (list.kind === 'list') return { kind: 'memory', list };
  const refusal = triggerListRefusal([path], list.kind === 'unknowable');
  if (refusal !== undefined) return { kind: 'refused', why: refusal.why };
  return list.kind === 'invalid' ? { kind: 'fails' } : { kind: 'git' };
}

/** Where a note about an anchor path points: the ledger file and line of the first evidence citing it. */
function originText(questions: WorldQuestions, path: string): string {
  const origin = questions.origins?.get(path);
  return origin === undefined ? 'an anchor' : `.evolving/ledger/${origin.file}:${origin.line}`;
}

class GitHistory implements History {
  private readonly movements = new Map<string, Movement>();
  /** Per reference, per path (no key built per anchor: a ledger's anchors are thousands). */
  private readonly counts = new Map<string, Map<string, number | undefined>>();
  private readonly asked = new Map<string, number | undefined>();
  private readonly routes = new Map<string, Route>();
  /** A merge tip's parents, each counted as its own tip (followedParent). */
  private readonly parents = new Map<string, GitHistory>();
  /** Per path: the merge tip's first parent it is TREESAME to (git follows that one alone). */
  private readonly treesameParent = new Map<string, string | undefined>();

  constructor(
    private readonly tip: string,
    private readonly prefix: string,
    private readonly bottomOf: (reference: string) => string | undefined,
    private readonly loaded: SharedHistory | undefined,
    private readonly gitDecides: boolean,
  ) {}

  movement(reference: string): Movement {
    let movement = this.movements.get(reference);
    if (movement === undefined) {
      const bottom = this.bottomOf(reference);
      movement =
        bottom === undefined || this.loaded === undefined
          ? { kind: 'unresolved' }
          : this.loaded.movementOf(this.tip, bottom);
      this.movements.set(reference, movement);
    }
    return movement;
  }

  countSince(reference: string, path: string): number | undefined {
    if (this.asked.size > 0) {
      const key = `${reference}\0${path}`;
      if (this.asked.has(key)) return this.asked.get(key);
    }
    let byPath = this.counts.get(reference);
    if (byPath === undefined) this.counts.set(reference, (byPath = new Map()));
    if (!byPath.has(path)) byPath.set(path, this.count(reference, path));
    return byPath.get(path);
  }

  /** How `path` is counted (screenPathspec), decided once. */
  routeOf(path: string): Route {
    let route = this.routes.get(path);
    if (route === undefined)
      this.routes.set(path, (route = screenPathspec(path, this.prefix, this.gitDecides)));
    return route;
  }

  private count(reference: string, path: string): number | undefined {
    const bottom = this.bottomOf(reference);
    if (bottom === undefined || this.loaded === undefined) return undefined;
    const route = this.routeOf(path);
    // git's answer was asked ahead (askGit); refused, or git fails: no drift.
    if (route.kind !== 'memory') return undefined;
    const list = route.list;
    const loaded = this.loaded;
    const selects = (edge: string): boolean =>
      (loaded.changes.get(edge) ?? []).some((c) =>
        listSelects(list as PathspecList, c.path, c.gitlink),
      );
    const followed = this.followedParent(bottom, path, selects);
    if (followed !== undefined) return this.atParent(followed).count(reference, path);
    const range = loaded.rangeOf(this.tip, bottom);
    if (range.linear) {
      const plain = this.plainCount(reference, path);
      if (plain !== undefined) return plain;
      const { oids } = loaded.numberedGraph();
      const { member } = range;
      let n = 0;
      for (let i = 0; i < member.length; i++)
        if (member[i] === 1 && selects(loaded.edgeOf(oids[i] as string, 0))) n++;
      return n;
    }
    return revListCount(loaded.graph.nodes, {
      head: this.tip,
      bottom,
      differs: (child, parent) => selects(parent === null ? child : `${child} ${parent}`),
    });
  }

  /**
   * When the tip is a merge (GitHub's test merge, say), the parent git's walk
   * follows alone: the first one the merge is TREESAME to under the
   * pathspec. git then counts `bottom..<that parent>` exactly, and so does
   * this, in a range without the merge (no walk per anchor). Only where the
   * walk surely starts at the merge and every parent of it is still
   * interesting there: the bottom is neither a parent of it nor a child of
   * one (git marks the bottom's parents uninteresting before it walks) and
   * is not as new (git would take the bottom first, marking its parents'
   * parents uninteresting, or reach a parent from it first, and then not
   * follow it). Undefined: the walk itself counts.
   */
  private followedParent(
    bottom: string,
    path: string,
    differs: (edge: string) => boolean,
  ): string | undefined {
    const nodes = this.loaded?.graph.nodes;
    const tip = nodes?.get(this.tip);
    const from = nodes?.get(bottom);
    if (tip === undefined || from === undefined || tip.parents.length < 2) return undefined;
    // git marks the bottom's own parents UNINTERESTING before the walk starts, and a merge
    // TREESAME to an uninteresting parent is not simplified to it: the walk counts then.
    const uninteresting = (parent: string): boolean =>
      parent === bottom || from.parents.includes(parent);
    if (tip.parents.some(uninteresting) || from.date >= tip.date) return undefined;
    if (!this.treesameParent.has(path))
      this.treesameParent.set(
        path,
        tip.parents.find((parent) => !differs(`${this.tip} ${parent}`)),
      );
    return this.treesameParent.get(path);
  }

  private atParent(parent: string): GitHistory {
    let history = this.parents.get(parent);
    if (history === undefined) {
      history = new GitHistory(parent, this.prefix, this.bottomOf, this.loaded, this.gitDecides);
      this.parents.set(parent, history);
    }
    return history;
  }

  /**
   * A linear range's count for a plain path (no glob, no magic): the commits
   * that touched it, from the range's table (measure), where git's pathspec
   * can select nothing else (no touched path lies under it). Undefined: each
   * commit's changes are matched instead.
   */
  private plainCount(reference: string, path: string): number | undefined {
    // Magic changes what the path selects (`:!a` is every path but `a`): never a table lookup.
    const key = /[*?[\\]/.test(path) || hasMagic(path) ? undefined : tableKey(path);
    if (key === undefined) return undefined;
    const movement = this.movement(reference);
    const full = `${this.prefix}${key}`;
    if (movement.kind !== 'counts' || movement.holdsUnder(full)) return undefined;
    return movement.touching(full);
  }

  /**
   * Pathspecs only git can read, asked once per (reference, path) that a
   * count would need, one process each, while the budget lasts (each one
   * stopped when it runs out). Returns what was left unmeasured: each path
   * refused by the screening (screenPathspec) that a count needed, named by
   * its ledger file and line, and the paths the budget did not reach.
   */
  async askGit(
    ctx: GitContext,
    questions: WorldQuestions,
    tree: Tree,
    budget?: TimeBudget,
  ): Promise<string[]> {
    const notes: string[] = [];
    const unmeasured = new Set<string>();
    for (const [path, references] of questions.drift) {
      const route = this.routeOf(path);
      if (route.kind !== 'git' && route.kind !== 'refused') continue;
      let refused = false;
      for (const reference of references) {
        const bottom = this.bottomOf(reference);
        const key = `${reference}\0${path}`;
        if (bottom === undefined || this.asked.has(key)) continue;
        if (!countsWithRevList(this.movement(reference), tree, path)) continue;
        if (route.kind === 'refused') {
          refused = true;
          continue;
        }
        const remaining = budget?.remainingMs();
        if (remaining === 0) {
          this.asked.set(key, undefined);
          unmeasured.add(path);
          continue;
        }
        const result = await runGit(
          ctx,
          [
            'rev-list',
            '--count',
            '--end-of-options',
            bottom === NO_COMMIT ? this.tip : `${bottom}..${this.tip}`,
            '--',
            path,
          ],
          undefined,
          remaining,
        );
        if (result.code === null) unmeasured.add(path); // stopped: the budget ran out
        const n = Number(result.stdout.toString('utf8').trim());
        this.asked.set(key, result.code === 0 && Number.isSafeInteger(n) ? n : undefined);
      }
      if (refused && route.kind === 'refused')
        notes.push(
          `${originText(questions, path)}: the anchor's path is not matched as a pathspec: it ${route.why}. Its drift is unmeasured.`,
        );
    }
    if (unmeasured.size > 0 && budget !== undefined && budget.remainingMs() === 0)
      notes.push(
        `The claims review's time budget (${budgetText(budget)}) ran out: the drift of ${unmeasured.size} anchor path(s) is unmeasured, first at ${originText(questions, unmeasured.values().next().value as string)}.`,
      );
    return notes;
  }
}

// ---------------------------------------------------------------------------
// A commit's tree

export interface TreeEntry {
  mode: string;
  type: string;
  oid: string;
  size: number | undefined;
}

/** A commit's tree, every entry by path (a byte string: UTF-8 bytes, one per character). */
export type TreeListing = Map<string, TreeEntry>;

/**
 * Each reading's tree: the work tree it was given, or a commit's (commitTree),
 * the anchored blobs of every commit read in one `git cat-file --batch`.
 */
async function readingTrees(
  ctx: GitContext,
  plans: readonly { questions: WorldQuestions; at: AnchorsAt; treeText: string }[],
  peeled: Peeled,
  prefix: string,
): Promise<Tree[]> {
  const blobs: BlobWanted[] = [];
  const trees = await Promise.all(
    plans.map(async ({ questions, at, treeText }) => {
      if (at.kind === 'work-tree') return at.tree;
      const commit = peeled.commits.get(treeText) ?? undefined;
      const entries = commit === undefined ? undefined : await commitListing(ctx, commit);
      return commitTree(entries ?? new Map(), prefix, questions.paths, questions.texts, blobs);
    }),
  );
  await readBlobs(ctx, blobs);
  return trees;
}

/** The listings asked in one context, by commit: a commit's tree never changes. */
const LISTINGS = new WeakMap<GitContext, Map<string, Promise<TreeListing | undefined>>>();

/**
 * Every entry of a commit's tree (`git ls-tree -r -t -l`: with its mode and
 * size), listed once per context however many readers ask (the writer
 * files, the anchors' tree, the paths a pull request changes); undefined
 * when git cannot list it (asked again next time).
 */
export function commitListing(ctx: GitContext, commit: string): Promise<TreeListing | undefined> {
  let listings = LISTINGS.get(ctx);
  if (listings === undefined) LISTINGS.set(ctx, (listings = new Map()));
  let listing = listings.get(commit);
  if (listing === undefined) {
    const asked = listTree(ctx, commit);
    listings.set(commit, (listing = asked));
    void asked.then((entries) => {
      if (entries === undefined) listings.delete(commit);
    });
  }
  return listing;
}

async function listTree(ctx: GitContext, commit: string): Promise<TreeListing | undefined> {
  const listing = await runGit(ctx, listingCommand(commit));
  if (listing.code !== 0) return undefined;
  const entries: TreeListing = new Map();
  for (const record of listing.stdout.toString('latin1').split('\0')) {
    const tab = record.indexOf('\t');
    if (tab < 0) continue;
    const [mode = '', type = '', oid = '', size = '-'] = record.slice(0, tab).split(/ +/);
    entries.set(record.slice(tab + 1), {
      mode,
      type,
      oid,
      size: size === '-' ? undefined : Number(size),
    });
  }
  return entries;
}

/** A blob to read for a path's probe (readBlobs fills the probe in). */
interface BlobWanted {
  path: string;
  oid: string;
  probes: Map<string, PathProbe>;
}

/**
 * The anchored paths of one commit, from its listing (listTree) and, for
 * the regular files within ANCHOR_READ_BOUND whose text is read, a blob
 * added to `blobs` (read later, with every other reading's). A path is read
 * relative to the store root, as in the work tree; a link, a submodule or a
 * directory is `unreadable` (a commit holds a link's target as text, never
 * what it points at).
 */
function commitTree(
  entries: ReadonlyMap<string, TreeEntry>,
  prefix: string,
  paths: ReadonlySet<string>,
  texts: ReadonlySet<string>,
  blobs: BlobWanted[],
): Tree {
  const locate = (path: string): { entry?: TreeEntry; root: boolean; slash: boolean } => {
    if (path.startsWith('/')) return { root: false, slash: false };
    const normalized = normalizePath(toByteString(prefix + path));
    if (normalized === undefined) return { root: false, slash: false };
    const slash = normalized.endsWith('/');
    const key = slash ? normalized.slice(0, -1) : normalized;
    if (key === '') return { root: true, slash };
    const entry = entries.get(key);
    return entry === undefined ? { root: false, slash } : { entry, root: false, slash };
  };

  const probes = new Map<string, PathProbe>();
  for (const path of paths) {
    const { entry, root, slash } = locate(path);
    if (root) probes.set(path, { kind: 'unreadable', why: 'directory' });
    else if (entry === undefined) probes.set(path, { kind: 'absent' });
    else if (entry.type !== 'blob')
      probes.set(path, { kind: 'unreadable', why: whyNotBlob(entry) });
    else if (slash)
      probes.set(path, { kind: 'absent' }); // `file/`: not a directory
    else if (entry.mode === '120000') probes.set(path, { kind: 'unreadable', why: 'link' });
    else if (!texts.has(path)) probes.set(path, { kind: 'readable' });
    else if ((entry.size ?? Infinity) > ANCHOR_READ_BOUND)
      probes.set(path, { kind: 'unreadable', why: 'too-large' });
    else blobs.push({ path, oid: entry.oid, probes });
  }
  // Asked per anchor when its drift is counted: a ledger cites a few hundred paths thousands of times.
  const directories = new Map<string, boolean>();
  return {
    // Every path was probed ahead: read when a pass-line is looked for there, else only listed.
    probe: (path) => probes.get(path) ?? { kind: 'absent' },
    isDirectory: (path) => {
      let directory = directories.get(path);
      if (directory === undefined) {
        const { entry, root } = locate(path);
        directories.set(path, (directory = root || entry?.type === 'tree'));
      }
      return directory;
    },
  };
}

/** Why a tree entry that is not a blob is not read as a file (the review names it). */
function whyNotBlob(entry: TreeEntry): UnreadableWhy {
  if (entry.type === 'tree') return 'directory';
  if (entry.type === 'commit') return 'submodule';
  return 'not-a-file';
}

/** The blobs wanted, each object read once (a file unchanged between two commits is one object). */
async function readBlobs(ctx: GitContext, blobs: readonly BlobWanted[]): Promise<void> {
  if (blobs.length === 0) return;
  const unique = [...new Set(blobs.map((b) => b.oid))];
  const result = await runGit(ctx, BLOBS, unique.map((o) => `${o}\n`).join(''));
  const texts = new Map<string, string>();
  if (result.code === 0)
    batchBlobBodies(result.stdout, unique.length).forEach((body, i) =>
      texts.set(unique[i] as string, body.toString('utf8')),
    );
  for (const { path, oid, probes } of blobs) {
    const text = texts.get(oid);
    probes.set(
      path,
      text === undefined ? { kind: 'unreadable', why: 'not-readable' } : { kind: 'file', text },
    );
  }
}
