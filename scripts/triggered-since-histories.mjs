/**
 * The seeded random histories `__tests__/integration/triggered-since.test.ts`
 * holds `triggered_since` to, and the questions it asks of each: shared by
 * that test (which writes the commits itself) and by
 * scripts/record-triggered-since.mjs (which has real git write them and
 * answer every question, into fixtures/triggered-since/random-histories.json).
 * Pure: no file, no process.
 */
import { createHash } from 'node:crypto';
import { seededRandom } from './seeded-random.mjs';

export { seededRandom };

/** The files a history's commits hold. */
export const PATHS = ['a.txt', 'b.md', 'dir/x.txt', 'dir/y.md', 'dir/sub/z.txt', 'other/w'];

/** Every `triggered_by` list asked of every history. */
export const PATHSPECS = [
  ['a.txt'],
  ['dir'],
  ['dir/'],
  ['dir/sub'],
  ['*.md'],
  ['dir/*.txt'],
  ['b.md', 'other'],
  ['.'],
  ['missing'],
  ['dir/s?b'],
  ['[ab].*'],
  ['di'],
  // Magic is matched in memory too (git gets literal directories only): excludes, glob, icase.
  [':!dir'],
  ['dir', ':(exclude)dir/sub'],
  [':(glob)**/*.txt'],
  [':(icase)DIR/SUB'],
];

/**
 * The histories: mostly merges (every range is walked), a few merges (some
 * ranges linear, some walked, several bottoms at once) and none (every range
 * linear, receipts on side branches too). [seed, commits, merge rate].
 */
export const HISTORIES = [
  [1, 28, 0.3],
  [2, 28, 0.3],
  [3, 32, 0.3],
  [4, 24, 0.3],
  [5, 36, 0.3],
  [6, 36, 0.08],
  [7, 40, 0.05],
  [8, 30, 0],
];

/**
 * The commits of a random history, in order: each one's whole tree, its
 * parents (indexes of earlier commits) and its committer date. Merges of
 * every kind (octopus ones, merges of old commits, any resolution), equal
 * and skewed dates.
 */
export function randomHistory(seed, size, mergeRate = 0.3) {
  const random = seededRandom(seed);
  const pick = (xs) => xs[Math.floor(random() * xs.length)];
  const trees = [];
  const commits = [];
  let date = 1_700_000_000;
  for (let i = 0; i < size; i++) {
    // Mostly increasing dates, many ties, some skew.
    const r = random();
    date += r < 0.4 ? 0 : r < 0.9 ? 1 + Math.floor(random() * 50) : -Math.floor(random() * 100);
    const parentCount = i === 0 ? 0 : random() < mergeRate ? 2 + (random() < 0.15 ? 1 : 0) : 1;
    const parents = [];
    for (let p = 0; p < parentCount; p++) {
      // Prefer recent commits, sometimes merge an old one.
      const idx =
        random() < 0.7
          ? Math.max(0, commits.length - 1 - Math.floor(random() * 4))
          : Math.floor(random() * commits.length);
      if (!parents.includes(idx)) parents.push(idx);
    }
    let tree;
    if (parents.length === 0) {
      tree = Object.fromEntries(PATHS.filter(() => random() < 0.6).map((p) => [p, 'v0']));
    } else if (parents.length === 1) {
      tree = { ...trees[parents[0]] };
      const edits = Math.floor(random() * 3);
      for (let e = 0; e < edits; e++) {
        const path = pick(PATHS);
        if (random() < 0.2) delete tree[path];
        else tree[path] = `v${Math.floor(random() * 4)}`;
      }
    } else {
      // A merge: per path, take one parent's version (sometimes something new).
      const mode = random();
      tree = {};
      for (const path of PATHS) {
        const source = mode < 0.3 ? trees[parents[0]] : trees[pick(parents)];
        const value = random() < 0.05 ? `m${Math.floor(random() * 3)}` : source?.[path];
        if (value !== undefined) tree[path] = value;
      }
    }
    trees.push(tree);
    commits.push({ files: tree, parents, date });
  }
  return commits;
}

/**
 * A commit HEAD never reaches: a side branch off the history's middle
 * commit (`parent`, an index), whose receipts are asked about too.
 */
export function sideCommit(size) {
  return { files: { 'a.txt': 'side' }, parent: Math.floor(size / 2), date: 1_700_000_500 };
}

/**
 * The questions asked of a history, in order: about half the PATHSPECS for
 * each of its commits (`ids`, in order), then every one for the side commit.
 */
export function questionsOf(seed, ids, side) {
  const random = seededRandom(seed * 7919);
  const questions = [];
  for (const commit of ids)
    for (const paths of PATHSPECS) if (random() < 0.5) questions.push({ commit, paths });
  for (const paths of PATHSPECS) questions.push({ commit: side, paths });
  return questions;
}

/** The questions of a history as the fixture identifies them: a SHA-256 of their JSON. */
export function questionsDigest(questions) {
  return createHash('sha256').update(JSON.stringify(questions)).digest('hex');
}
