/**
 * Drift: how many commits since a reference point touched an anchored path
 * (docs/ev-0.2.md, "Drift"), counted exactly as ev 0.2.4 counts it. Pure:
 * what git says comes in as a `History`.
 *
 * The reference is the claim's last ack when drift can be counted from it,
 * else the evidence's filing base; with neither, there is no drift. ev
 * counts a reference in one of two ways, and the two do not always agree, so
 * both are modelled:
 *
 * - from one `git log --no-renames --name-only <reference>..HEAD`, a table of
 *   how many commits touched each path (as git prints it, from the top of the
 *   repository), used when the range holds no merge and no path git quotes,
 *   for an anchor whose path, normalised, is a plain relative path that is
 *   not a directory (one touched path lies under, or one in the work tree);
 * - else `git rev-list --count <reference>..HEAD -- <path>`, run in the
 *   store's root (the path is a pathspec: globs, magic and directories apply).
 */
import type { Tree } from './anchors.js';

export type Movement =
  | {
      kind: 'counts';
      /** Commits of the range that touched `path`, keyed as git prints paths (repository-relative). */
      touching(path: string): number;
      /** Whether some path a commit of the range touched lies under `dir`. */
      holdsUnder(dir: string): boolean;
    }
  /** git cannot count from this reference (it names no commit here, or there is no HEAD). */
  | { kind: 'unresolved' }
  /** The range holds a merge, or a path git quotes: ev counts each anchor with rev-list. */
  | { kind: 'per-anchor' };

/** What git says about the history between a reference and the tip drift is counted to. */
export interface History {
  movement(reference: string): Movement;
  /** `git rev-list --count <reference>..<tip> -- <path>` in the store's root; undefined when git fails. */
  countSince(reference: string, path: string): number | undefined;
}

/**
 * The key git would print for `path`, normalised lexically (`./a`, `a//b`,
 * `a/../b`), or undefined where it is not a plain in-repository file path:
 * empty, absolute, ending in `/`, nothing left, or climbing above the root.
 */
export function tableKey(path: string): string | undefined {
  // A ledger cites the same few hundred paths thousands of times.
  if (KEYS.has(path)) return KEYS.get(path);
  const key = normalisedKey(path);
  if (KEYS.size >= 65_536) KEYS.clear();
  KEYS.set(path, key);
  return key;
}

const KEYS = new Map<string, string | undefined>();

function normalisedKey(path: string): string | undefined {
  if (path === '' || path.endsWith('/') || path.startsWith('/')) return undefined;
  const segments: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (segments.length === 0) return undefined;
      segments.pop();
    } else segments.push(segment);
  }
  return segments.length === 0 ? undefined : segments.join('/');
}

/** Whether ev counts `path` with `git rev-list` (not from the log's table) for this movement. */
export function countsWithRevList(movement: Movement, tree: Tree, path: string): boolean {
  if (movement.kind !== 'counts') return movement.kind === 'per-anchor';
  const key = tableKey(path);
  return key === undefined || movement.holdsUnder(key) || tree.isDirectory(key);
}

/** Commits touching the anchored `path` since `reference`, or undefined when git cannot count them. */
export function driftFrom(
  history: History,
  tree: Tree,
  reference: string,
  path: string,
): number | undefined {
  const movement = history.movement(reference);
  if (movement.kind === 'unresolved') return undefined;
  if (movement.kind === 'counts' && !countsWithRevList(movement, tree, path))
    return movement.touching(tableKey(path) as string);
  return history.countSince(reference, path);
}

/**
 * ev's one reference rule: from the last ack where the count can be taken
 * against it, else from the filing base, else no drift at all.
 */
export function driftSince(
  history: History,
  tree: Tree,
  lastAck: string | undefined,
  base: string | undefined,
  path: string,
): number | undefined {
  if (lastAck !== undefined) {
    const fromAck = driftFrom(history, tree, lastAck, path);
    if (fromAck !== undefined) return fromAck;
  }
  return base === undefined ? undefined : driftFrom(history, tree, base, path);
}

/** ev's phrase for a drift above zero. */
export function driftPhrase(drift: number): string {
  return `drift: cited path changed in ${drift} commit(s) beyond the anchor`;
}
