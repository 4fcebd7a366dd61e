/**
 * `triggered_since`, answered for every binding at once, for the verdict
 * engine (docs/ev-0.1.md#verdicts).
 *
 * ev 0.1.2 spawns `git rev-list <C>..HEAD -- <triggered_by…>` per bound
 * ground. Here a run costs a constant number of git processes however many
 * bindings there are: `rev-parse` (prefix and HEAD), `cat-file --batch-check`
 * (which receipt commits exist), `merge-base` (what every bottom reaches, so
 * it need not be loaded), `rev-list` (the commit graph in between, and
 * rarely a second, deeper one) and `diff-tree` (what each commit changed);
 * then git/history.ts answers each binding in memory, exactly as rev-list
 * would, its paths matched by the core's pathspec.ts (magic included). git is
 * given no wildcard of a `triggered_by` entry: its wildmatch backtracks, and
 * one entry can keep it busy for hours; what only git can
 * decide (`attr:` magic, absolute paths, GIT_*_PATHSPECS set) is asked of it,
 * one process each, within its wildcard cap (pathspec.ts GIT_WILDCARDS).
 *
 * Any git failure (not a repository, no HEAD, an unknown commit) answers
 * false, as ev does ("never a false not-green").
 *
 * The same machinery answers ev 0.1.29's guarded-path question, `git rev-list
 * <verified_at_sha>..<staleness sha> -- <paths>` (answerChangedSince): the
 * tip is then a commit id, peeled with the others, and a git failure stays
 * distinguishable (undefined).
 *
 * It never starts git itself: every command goes through the runner (git/runner.ts),
 * the graph is loaded by git/graph.ts and commits are peeled by
 * git/commits.ts; a receipt's commit reaches git only as a full commit id,
 * after `--end-of-options`, and paths only after `--`.
 */
import type { TriggerQuestion } from '../../core/ticks/verdict/verdict.js';
import { QuestionMap, type TriggerAnswers } from '../../core/ticks/verdict/verdict.js';
import {
  gitMayMatch,
  listSelects,
  literalPathspecs,
  pathspecListCompiler,
  type PathspecList,
} from '../../core/text/pathspec.js';
import { isCommitId } from '../../core/ticks/verdict/commit-id.js';
import { reachable, revListPrintsAny, type CommitNode } from '../git/history.js';
import { peelCommits } from '../git/commits.js';
import { loadChanges, loadHistoryGraph, type Change } from '../git/graph.js';
import { pathspecSwitchesSet, runGit, type GitContext } from '../git/runner.js';

interface InMemoryQuestion {
  question: TriggerQuestion;
  commit: string;
  list: PathspecList & { kind: 'list' };
}

type Classified =
  | { kind: 'answer'; value: boolean }
  /** git would fail (ev reads false; the guarded-path questions read "cannot tell"). */
  | { kind: 'fails' }
  | { kind: 'git' }
  | { kind: 'memory'; list: PathspecList & { kind: 'list' } };

/**
 * Every list the in-process matcher models (pathspec.ts: plain entries,
 * wildcards and magic, cross-checked against git) is matched in memory, and
 * git is only ever given literal directories (literalPathspecs). What only
 * git can say — `attr:` magic, an absolute path, the GIT_*_PATHSPECS switches
 * — is asked of git itself, one process each, when its entries are within
 * what git's backtracking matcher finishes (gitMayMatch); a list over a cap
 * (pathspec.ts TRIGGER_CAPS) is read as one git refuses.
 */
function classify(
  question: TriggerQuestion,
  gitDecides: boolean,
  compile: (raws: readonly string[]) => PathspecList,
): Classified {
  // A NUL cannot be passed to a process: ev's spawn fails.
  if (question.commit.includes('\0') || question.paths.some((p) => p.includes('\0')))
    return { kind: 'fails' };
  if (question.paths.length === 0) return { kind: 'answer', value: false };
  // Receipt text: only a full commit id reaches git (receipt.ts refuses the rest with a finding).
  if (!isCommitId(question.commit)) return { kind: 'fails' };
  const list = gitDecides ? ({ kind: 'unknowable' } as const) : compile(question.paths);
  if (list.kind === 'invalid') return { kind: 'fails' }; // git dies ("outside repository"), or over a cap
  if (list.kind === 'list') return { kind: 'memory', list };
  return gitMayMatch(question.paths) ? { kind: 'git' } : { kind: 'fails' };
}

/**
 * The exact ev invocation, for questions we do not model: did `git rev-list
 * <commit>..<tip> -- <paths>` print anything? undefined when git failed.
 * The commit is a full commit id (classify), so the range is never an option.
 */
async function askGit(
  ctx: GitContext,
  question: TriggerQuestion,
  tip: string,
): Promise<boolean | undefined> {
  const result = await runGit(ctx, [
    'rev-list',
    '--end-of-options',
    `${question.commit}..${tip}`,
    '--',
    ...question.paths,
  ]);
  return result.code === 0 ? result.stdout.length > 0 : undefined;
}

/**
 * The answer to every question, added to `answers` (default: a new map): does
 * `git rev-list <commit>..HEAD -- <paths>` print anything in `ctx.cwd`? Any
 * git failure answers false, as ev reads it.
 */
export async function answerTriggeredSince(
  ctx: GitContext,
  questions: readonly TriggerQuestion[],
  answers: TriggerAnswers = new QuestionMap(),
): Promise<TriggerAnswers> {
  return answerRevLists(ctx, questions, answers, 'HEAD', false);
}

/**
 * The same questions up to another tip (ev 0.1.29's guarded paths: does `git
 * rev-list <commit>..<tip> -- <paths>` print anything?), in the same few
 * processes however many questions there are; undefined where git fails (an
 * unknown commit or tip, no repository), so the caller can tell "no change"
 * from "git cannot tell". `tip` is HEAD or a full commit id; any other text
 * (a hand-written `results/origin-sha`) is asked of git per question, after
 * `--end-of-options`, so the answer stays git's own.
 */
export async function answerChangedSince(
  ctx: GitContext,
  questions: readonly TriggerQuestion[],
  tip: string,
): Promise<QuestionMap<boolean | undefined>> {
  const answers = new QuestionMap<boolean | undefined>();
  if (tip !== 'HEAD' && !isCommitId(tip)) {
    for (const question of questions) {
      if (answers.has(question)) continue;
      const kind = classify(question, true, () => ({ kind: 'unknowable' }));
      const value =
        kind.kind === 'answer'
          ? kind.value
          : kind.kind === 'fails'
            ? undefined
            : await askGit(ctx, question, tip);
      answers.set(question, value);
    }
    return answers;
  }
  return answerRevLists(ctx, questions, answers, tip, undefined);
}

/**
 * `git rev-list <commit>..<tip> -- <paths>` printed something, for every
 * question, added to `answers`; `failed` where git fails. `tip` is HEAD or
 * a full commit id: HEAD is resolved with the prefix, a commit id is peeled
 * (on stdin) with the questions' commits.
 */
async function answerRevLists<F extends false | undefined>(
  ctx: GitContext,
  questions: readonly TriggerQuestion[],
  answers: QuestionMap<boolean | F>,
  tip: string,
  failed: F,
): Promise<QuestionMap<boolean | F>> {
  const answer = (q: TriggerQuestion, value: boolean | F): void => void answers.set(q, value);
  if (questions.length === 0) return answers;

  const where = await runGit(
    ctx,
    tip === 'HEAD' ? ['rev-parse', '--show-prefix', 'HEAD'] : ['rev-parse', '--show-prefix'],
  );
  const [prefix, head] = where.stdout.toString('utf8').split('\n');
  if (where.code !== 0 || (tip === 'HEAD' && (head === undefined || head === ''))) {
    for (const q of questions) answer(q, failed); // not a repository, or no HEAD: git fails
    return answers;
  }

  const inMemory: InMemoryQuestion[] = [];
  const viaGit: TriggerQuestion[] = [];
  // Asked once, not per question: process.env lookups are slow, and bindings share their paths.
  const gitDecides = pathspecSwitchesSet(ctx.env);
  const compile = pathspecListCompiler(prefix ?? '');
  for (const question of questions) {
    const kind = classify(question, gitDecides, compile);
    if (kind.kind === 'answer') answer(question, kind.value);
    else if (kind.kind === 'fails') answer(question, failed);
    else if (kind.kind === 'git') viaGit.push(question);
    else inMemory.push({ question, commit: question.commit, list: kind.list });
  }

  if (inMemory.length > 0) {
    const solved = await answerInMemory(ctx, tip === 'HEAD' ? (head as string) : tip, inMemory);
    // git could not give the history: ask it each question, if its matcher can finish it.
    if (solved === undefined)
      for (const q of inMemory) {
        if (gitMayMatch(q.question.paths)) viaGit.push(q.question);
        else answer(q.question, failed);
      }
    else for (const [q, value] of solved) answer(q, value ?? failed);
  }
  for (const question of viaGit) answer(question, (await askGit(ctx, question, tip)) ?? failed);
  return answers;
}

/**
 * `tip` is HEAD's commit (resolved already) or a commit id to peel with the
 * questions' commits. undefined in the results: git fails (an unknown
 * commit or tip); undefined altogether: ask git each question.
 */
async function answerInMemory(
  ctx: GitContext,
  tip: string,
  questions: readonly InMemoryQuestion[],
): Promise<Map<TriggerQuestion, boolean | undefined> | undefined> {
  const results = new Map<TriggerQuestion, boolean | undefined>();
  const commits = new Set(questions.map((q) => q.commit));
  commits.add(tip);
  const peeled = await peelCommits(ctx, [...commits]);
  const head = peeled.get(tip) ?? null;
  if (head === null) {
    for (const q of questions) results.set(q.question, undefined); // an unknown tip: git fails
    return results;
  }
  const live = questions.filter((q) => {
    const known = peeled.get(q.commit) ?? null;
    if (known === null) results.set(q.question, undefined); // unknown commit (or shallow history): git fails
    return known !== null;
  });
  if (live.length === 0) return results;

  const bottoms = [...new Set(live.map((q) => peeled.get(q.commit) as string))];
  const graph = await loadHistoryGraph(ctx, head, bottoms);
  if (graph === undefined) return undefined;
  const { nodes, candidates } = graph;

  // git lists only the changes under the lists' literal directories (no wildcard reaches it).
  const pathspecArgs = literalPathspecs(live.map((q) => q.list)) ?? [];
  const changes = await loadChanges(ctx, nodes, candidates, pathspecArgs);
  if (changes === undefined) return undefined;

  // Fast paths, both exact, per range `bottom..head`: a binding none of whose paths changed in
  // the range is false; in a range without a merge, rev-list shows exactly the commits that
  // changed a path, so "some path changed" is the answer. Only a range with a merge is walked.
  const ranges = new Map<string, RangeFacts>();
  const rangeFor = (bottom: string): RangeFacts => {
    let facts = ranges.get(bottom);
    if (facts === undefined)
      ranges.set(bottom, (facts = rangeFacts(nodes, candidates, changes, bottom)));
    return facts;
  };
  const memo = new Map<string, boolean>();
  for (const q of live) {
    const bottom = peeled.get(q.commit) as string;
    const key = JSON.stringify([bottom, q.question.paths]);
    let value = memo.get(key);
    if (value === undefined) {
      const range = rangeFor(bottom);
      const anyChange = range.touched.some((c) => listSelects(q.list, c.path, c.gitlink));
      value =
        !anyChange || range.linear
          ? anyChange
          : revListPrintsAny(nodes, { head, bottom, differs: differsUnder(changes, q.list) });
      memo.set(key, value);
    }
    results.set(q.question, value);
  }
  return results;
}

/** What the fast paths need to know of one range `bottom..head`. */
interface RangeFacts {
  /** Every distinct path changed by a commit of the range (against any of its parents). */
  touched: Change[];
  /** No commit of the range is a merge. */
  linear: boolean;
}

/**
 * The range's commits are the candidates (reachable from HEAD above the
 * loaded boundary) that `bottom` does not reach. Exact: a candidate the
 * bottom reaches is reached through loaded commits, because every commit on
 * that way descends from the candidate, so none is below the boundary.
 */
function rangeFacts(
  nodes: ReadonlyMap<string, CommitNode>,
  candidates: ReadonlySet<string>,
  changes: ReadonlyMap<string, Change[]>,
  bottom: string,
): RangeFacts {
  const belowBottom = reachable(nodes, [bottom]);
  const unique = new Map<string, Change>();
  let linear = true;
  for (const oid of candidates) {
    if (belowBottom.has(oid)) continue;
    const parents = (nodes.get(oid) as CommitNode).parents;
    if (parents.length > 1) linear = false;
    const edges = parents.length === 0 ? [oid] : parents.map((parent) => `${oid} ${parent}`);
    for (const edge of edges) {
      for (const change of changes.get(edge) ?? []) {
        const key = `${change.gitlink ? 'g' : 'f'}${change.path}`;
        if (!unique.has(key)) unique.set(key, change);
      }
    }
  }
  return { touched: [...unique.values()], linear };
}

/** Whether an edge changed anything under the pathspecs (an edge we did not load changed nothing we know of). */
function differsUnder(changes: ReadonlyMap<string, Change[]>, list: PathspecList) {
  const cache = new Map<string, boolean>();
  return (child: string, parent: string | null): boolean => {
    const edge = parent === null ? child : `${child} ${parent}`;
    let value = cache.get(edge);
    if (value === undefined) {
      value = (changes.get(edge) ?? []).some((c) => listSelects(list, c.path, c.gitlink));
      cache.set(edge, value);
    }
    return value;
  };
}
