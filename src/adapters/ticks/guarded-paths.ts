/**
 * What ev 0.1.29 and 0.1.32 ask git about a binding's guarded paths (its
 * `triggered_by` entries, as pathspecs from the ledger root), answered before
 * the pure engine runs:
 *
 * - changed between `verified_at_sha` and the staleness sha: `git rev-list
 *   <verified>..<sha> -- <paths>` prints something (undefined when git fails:
 *   an unknown commit keeps the binding sha-stale, as in ev);
 * - dirty: a tracked file under the paths has an uncommitted change (`git
 *   status --porcelain --untracked-files=no -- <paths>`; false when git fails).
 *
 * Changed: every question in the few processes ticks/triggered-since.ts answers
 * `triggered_since` with (answerChangedSince), however many bindings there
 * are. Dirty: one `git status` over the literal directories of all the
 * guarded paths (git never matches a wildcard: its matcher backtracks); when
 * it prints nothing (the usual CI checkout, even after a run appended
 * receipts) every answer is no, else each path list is matched against what
 * it printed with git's pathspec rules (pathspec.ts), and only lists the
 * matcher does not model (`attr:` magic, absolute paths, GIT_*_PATHSPECS) get
 * a `git status` each — when git's matcher can finish them (gitMayMatch).
 */
import { pathspecSwitchesSet, runGit, type GitContext } from '../git/runner.js';
import { answerChangedSince } from './triggered-since.js';
import { statusEntries } from '../git/status.js';
import { QuestionMap, type TriggerQuestion } from '../../core/ticks/verdict/verdict.js';
import {
  gitMayMatch,
  literalPathspecOf,
  pathspecListCompiler,
  listSelects,
  type PathspecList,
} from '../../core/text/pathspec.js';

export interface GuardedPathAnswers {
  changed: QuestionMap<boolean | undefined>;
  dirty: Map<string, boolean>;
}

/** The key of a path list for the dirty answers: its entries as JSON strings. */
export function pathListKey(paths: readonly string[]): string {
  return JSON.stringify(paths);
}

/** The status every dirty question is asked with, before its pathspecs. */
const STATUS = ['status', '--porcelain', '--untracked-files=no'];

async function dirtyUnder(git: GitContext, paths: readonly string[]): Promise<boolean> {
  if (paths.length === 0 || !gitMayMatch(paths)) return false; // git would not finish: as if it failed
  const result = await runGit(git, [...STATUS, '--', ...paths]);
  return result.code === 0 && result.stdout.length > 0;
}

/**
 * Whether `git status … -- <paths>` would print something, from the paths a
 * status over (at least) every one of them printed; undefined when git must
 * say: a list the matcher does not model, or one whose answer depends on
 * whether the path is a submodule (`sub/`), which porcelain v1 does not show.
 */
function dirtyFrom(changed: readonly string[], list: PathspecList): boolean | undefined {
  if (list.kind === 'invalid') return false; // git fails (or the list is over a cap)
  if (list.kind === 'unknowable') return undefined;
  let unsure = false;
  for (const path of changed) {
    const asFile = listSelects(list, path, false);
    if (asFile !== listSelects(list, path, true)) unsure = true;
    else if (asFile) return true;
  }
  return unsure ? undefined : false;
}

/** dirtyFrom over a status output, with the lists compiled from git's prefix (each once). */
async function statusMatcher(
  git: GitContext,
  output: Buffer,
): Promise<(paths: readonly string[]) => boolean | undefined> {
  const where = await runGit(git, ['rev-parse', '--show-prefix']);
  if (where.code !== 0) return () => undefined;
  const prefix = where.stdout.toString('utf8').split('\n')[0] ?? '';
  // Byte strings, as the pathspec matcher compares them.
  const changed = statusEntries(output.toString('latin1')).map((entry) => entry.path);
  const compile = pathspecListCompiler(prefix);
  return (paths) => (paths.length === 0 ? false : dirtyFrom(changed, compile(paths)));
}

/**
 * The pathspecs of the status every dirty question is first asked with: the
 * literal directories of every entry, or none (the whole tree) when an entry
 * can match anywhere or is not plain (magic, absolute), or a GIT_*_PATHSPECS
 * switch changes what `:(literal)` means.
 */
function unionPathspecs(git: GitContext, lists: readonly (readonly string[])[]): string[] {
  if (pathspecSwitchesSet(git.env)) return [];
  const dirs = new Set<string>();
  // Bindings share their trigger paths: each is read once.
  const read = new Set<string>();
  for (const paths of lists) {
    for (const raw of paths) {
      if (read.has(raw)) continue;
      read.add(raw);
      const dir = literalPathspecOf(raw);
      if (dir === undefined) return [];
      dirs.add(dir);
    }
  }
  return dirs.size === 0 ? [] : ['--', ...dirs];
}

/**
 * Answers `changed` for each (verified_at_sha, paths) question against the
 * staleness sha, and `dirty` for each path list.
 */
export async function answerGuardedPaths(
  git: GitContext,
  stalenessSha: string | null,
  changedQuestions: readonly TriggerQuestion[],
  dirtyQuestions: readonly (readonly string[])[],
): Promise<GuardedPathAnswers> {
  let changed = new QuestionMap<boolean | undefined>();
  if (stalenessSha !== null && changedQuestions.length > 0) {
    const distinct = new QuestionMap<TriggerQuestion>();
    for (const question of changedQuestions)
      if (!distinct.has(question)) distinct.set(question, question);
    changed = await answerChangedSince(git, [...distinct.values()], stalenessSha);
  }
  const dirty = new Map<string, boolean>();
  if (dirtyQuestions.length > 0) {
    // One status over every guarded path first: usually nothing, and then every answer is no.
    const union = unionPathspecs(git, dirtyQuestions);
    const anything = await runGit(git, [...STATUS, '-z', '--no-renames', ...union]);
    const clean = anything.code !== 0 || anything.stdout.length === 0;
    // Every list is within what the status was asked of: each is matched against what it printed.
    const dirtyOf: (paths: readonly string[]) => boolean | undefined = clean
      ? () => false
      : pathspecSwitchesSet(git.env)
        ? () => undefined // GIT_*_PATHSPECS: git answers each list
        : await statusMatcher(git, anything.stdout);
    for (const paths of dirtyQuestions) {
      const key = pathListKey(paths);
      if (dirty.has(key)) continue;
      dirty.set(key, dirtyOf(paths) ?? (await dirtyUnder(git, paths)));
    }
  }
  return { changed, dirty };
}
