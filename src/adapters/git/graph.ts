/**
 * The commit graph of many ranges `bottom..tip` at once, and what each of its
 * commits changed, loaded through the runner (git/runner.ts) in a constant number of
 * processes: `merge-base` (what every bottom reaches, so it need not be
 * loaded), `rev-list` (the graph in between, and rarely a second, deeper
 * one) and `diff-tree` (what each commit changed). git/history.ts walks it;
 * ticks/triggered-since.ts and claims/git-anchors.ts ask their questions of it.
 */
import { parseRevList, reachable, type CommitNode } from './history.js';
import { runGit, type GitContext } from './runner.js';

/** Pathspecs passed to diff-tree only when short; otherwise every change is listed and matched here. */
const PATHSPEC_ARGS_LIMIT = 64 * 1024;
/** Commits per `merge-base` (an argument list well within the system's limit: 2,000 ids are 82 kB). */
export const MERGE_BASE_CHUNK = 2000;
/** merge-base as the bases are asked, the commits after it (git/in-process.ts answers it too). */
export const MERGE_BASE = ['merge-base', '--octopus', '--all', '--end-of-options'];

/** One path an edge changed, as a byte string (UTF-8 bytes, one per character). */
export interface Change {
  path: string;
  gitlink: boolean;
}

/**
 * Commits every bottom reaches (their common ancestors, via merge bases):
 * never interesting for any binding, so the graph need not hold them.
 */
export async function commonBases(ctx: GitContext, bottoms: readonly string[]): Promise<string[]> {
  let set = [...bottoms];
  while (set.length > 1) {
    const next: string[] = [];
    for (let i = 0; i < set.length; i += MERGE_BASE_CHUNK) {
      const chunk = set.slice(i, i + MERGE_BASE_CHUNK);
      if (chunk.length === 1) {
        next.push(chunk[0] as string);
        continue;
      }
      const result = await runGit(ctx, [...MERGE_BASE, ...chunk]);
      if (result.code !== 0) return []; // unrelated histories: exclude nothing
      next.push(
        ...result.stdout
          .toString('utf8')
          .split('\n')
          .filter((l) => l !== ''),
      );
    }
    if (next.length === 0) return [];
    if (next.length >= set.length && set.length > MERGE_BASE_CHUNK) return []; // no progress: load everything
    set = [...new Set(next)];
    if (set.length > 1 && set.length <= MERGE_BASE_CHUNK) {
      const result = await runGit(ctx, [...MERGE_BASE, ...set]);
      return result.code === 0
        ? result.stdout
            .toString('utf8')
            .split('\n')
            .filter((l) => l !== '')
        : [];
    }
  }
  return set;
}

/** rev-list as the graph is loaded (git/in-process.ts answers it too). */
export const REV_LIST = ['rev-list', '--parents', '--timestamp', '--boundary'];

async function loadGraph(
  ctx: GitContext,
  tips: readonly string[],
  exclude: readonly string[],
  extraArgs: string[] = [],
) {
  const input = [...tips, ...exclude.map((oid) => `^${oid}`)].join('\n') + '\n';
  const result = await runGit(ctx, [...REV_LIST, ...extraArgs, '--stdin'], input);
  if (result.code !== 0) return undefined;
  return parseRevList(result.stdout.toString('latin1'));
}

/**
 * `git diff --name-only` before its revisions, as git/pull-request.ts lists
 * what two commits changed (git/in-process.ts answers it too): no external
 * diff or textconv program, no rename pairing.
 */
export const DIFF_NAMES: readonly string[] = [
  'diff',
  '--name-only',
  '-z',
  '--no-renames',
  '--no-ext-diff',
  '--no-textconv',
  '--end-of-options',
];

/**
 * `git diff --name-status -M` before its revisions, as git/pull-request.ts
 * lists how a commit changed a directory's files, renames paired (git/in-process.ts
 * answers it where no pair is possible).
 */
export const DIFF_NAME_STATUS: readonly string[] = [
  'diff',
  '--name-status',
  '-z',
  '-M',
  '--no-ext-diff',
  '--no-textconv',
  '--end-of-options',
];

/** diff-tree as each commit's changes are listed (git/in-process.ts answers it too). */
export const DIFF_TREE = [
  'diff-tree',
  '--stdin',
  '-r',
  '--raw',
  '-z',
  '--no-renames',
  '--always',
  '--root',
  '--ignore-submodules=none',
];

/**
 * The commands loadHistoryGraph and loadChanges (without pathspecs) run
 * whatever they are asked, both reading their input from stdin: for
 * git/runner.ts's startAhead (merge-base, which takes its commits as arguments,
 * cannot be started ahead).
 */
export function historyCommands(): string[][] {
  return [[...REV_LIST, '--stdin'], [...DIFF_TREE]];
}

/** What each (child, parent) edge changed, from one `git diff-tree --stdin`. Keys: `child parent` or `child` for a root. */
export async function loadChanges(
  ctx: GitContext,
  nodes: ReadonlyMap<string, CommitNode>,
  commits: Iterable<string>,
  pathspecArgs: readonly string[],
): Promise<Map<string, Change[]> | undefined> {
  const edges: string[] = [];
  for (const oid of commits) {
    const parents = nodes.get(oid)?.parents ?? [];
    if (parents.length === 0) edges.push(oid);
    else for (const parent of parents) edges.push(`${oid} ${parent}`);
  }
  const changes = new Map<string, Change[]>();
  if (edges.length === 0) return changes;
  const input = edges.map((edge) => {
    const [child, parent] = edge.split(' ');
    // diff-tree takes "<commit> <parent>" and compares the two.
    return parent === undefined ? `${child}\n` : `${child} ${parent}\n`;
  });
  const args = [...DIFF_TREE];
  const limited =
    pathspecArgs.reduce((n, p) => n + Buffer.byteLength(p) + 1, 0) <= PATHSPEC_ARGS_LIMIT;
  if (limited && pathspecArgs.length > 0) args.push('--', ...pathspecArgs);
  const result = await runGit(ctx, args, input.join(''));
  if (result.code !== 0) return undefined;
  const tokens = result.stdout.toString('latin1').split('\0');
  let block = -1;
  let current: Change[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as string;
    if (token.startsWith(':')) {
      const path = tokens[++i] ?? '';
      const [srcMode, dstMode] = token.slice(1).split(' ');
      current.push({ path, gitlink: srcMode === '160000' || dstMode === '160000' });
    } else if (token.trim() !== '') {
      block++;
      current = [];
      const edge = edges[block];
      if (edge === undefined) return undefined;
      changes.set(edge, current);
    }
  }
  return block === edges.length - 1 ? changes : undefined;
}

/**
 * commonBases asked before the bottoms were known for sure (their texts
 * were commit ids, not yet confirmed as commits): used only when the bottoms
 * turn out to be exactly those, in that order.
 */
export interface GuessedBases {
  bottoms: readonly string[];
  bases: Promise<string[]>;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, i) => item === b[i]);
}

/** The commit graph the ranges `bottom..tip` need, for every bottom at once. */
export interface HistoryGraph {
  nodes: Map<string, CommitNode>;
  /**
   * Commits some range can hold: reachable from the tip (or another tip)
   * within the loaded graph, above its boundary (commits every bottom
   * reaches are not loaded).
   */
  candidates: Set<string>;
  /** Each tip's own candidates (`tip` and every one of `otherTips`). */
  candidatesOf: Map<string, Set<string>>;
}

/**
 * Loads the graph for `bottom..tip` over every bottom in a constant number of
 * processes (`merge-base` for what every bottom reaches, `rev-list`, and
 * rarely a second, deeper `rev-list`): enough for git/history.ts to walk any
 * of the ranges as rev-list would. `tip` and `bottoms` are commit ids;
 * `whole`: some range is bounded by no commit, so nothing is left out.
 * `otherTips`: the same graph also serves the ranges `bottom..<other tip>`
 * (a pull request's base and head read over one graph: what every bottom
 * reaches is reached by each range's bottom, whichever its tip).
 * undefined when git fails.
 */
export async function loadHistoryGraph(
  ctx: GitContext,
  tip: string,
  bottoms: readonly string[],
  whole = false,
  otherTips: readonly string[] = [],
  guessed?: GuessedBases,
): Promise<HistoryGraph | undefined> {
  const bases = whole
    ? []
    : bottoms.length <= 1
      ? [...bottoms]
      : guessed !== undefined && sameList(guessed.bottoms, bottoms)
        ? await guessed.bases
        : await commonBases(ctx, bottoms);
  const tips = [...new Set([tip, ...otherTips])];
  const phase1 = await loadGraph(ctx, [...tips, ...bottoms], bases);
  if (phase1 === undefined) return undefined;
  const nodes = new Map<string, CommitNode>(phase1.nodes.map((n) => [n.oid, n]));
  const inGraph = (oid: string): boolean => nodes.has(oid) && !phase1.boundary.has(oid);

  // Commits that can be in some range: reachable from a tip, not from every bottom.
  const candidatesOf = new Map(tips.map((t) => [t, reachable(nodes, [t], phase1.boundary)]));
  const candidates =
    tips.length === 1
      ? (candidatesOf.get(tip) as Set<string>)
      : new Set(tips.flatMap((t) => [...(candidatesOf.get(t) as Set<string>)]));

  // A merge with a parent outside the graph: git's answer then depends on when the walk
  // marks that parent, so load the history down to its date (ledger order, exactness).
  const loneBottom = bottoms.length === 1 ? bottoms[0] : undefined;
  let cutoff = Infinity;
  for (const oid of candidates) {
    const node = nodes.get(oid) as CommitNode;
    if (node.parents.length < 2) continue;
    for (const parent of node.parents) {
      if (!inGraph(parent) && parent !== loneBottom)
        cutoff = Math.min(cutoff, nodes.get(parent)?.date ?? -Infinity);
    }
  }
  if (cutoff !== Infinity) {
    const extra = Number.isFinite(cutoff) ? [`--max-age=${cutoff}`] : [];
    const phase2 = await loadGraph(ctx, [...tips, ...bottoms], [], extra);
    if (phase2 === undefined) return undefined;
    for (const node of phase2.nodes)
      if (!phase2.boundary.has(node.oid) || !nodes.has(node.oid)) nodes.set(node.oid, node);
  }
  return { nodes, candidates, candidatesOf };
}
