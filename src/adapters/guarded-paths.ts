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
 * Changed: every question in the few processes git.ts answers
 * `triggered_since` with (answerChangedSince), however many bindings there
 * are. Dirty: one process per distinct path list; when no guarded path is
 * dirty (the usual CI checkout, even after a run appended receipts), one
 * `git status` over all of them answers every dirty question.
 */
import { answerChangedSince, runGit, type GitContext } from './git.js';
import { QuestionMap, type TriggerQuestion } from '../core/verdict/verdict.js';

export interface GuardedPathAnswers {
  changed: QuestionMap<boolean | undefined>;
  dirty: Map<string, boolean>;
}

/** The key of a path list for the dirty answers: its entries as JSON strings. */
export function pathListKey(paths: readonly string[]): string {
  return JSON.stringify(paths);
}

async function dirtyUnder(git: GitContext, paths: readonly string[]): Promise<boolean> {
  if (paths.length === 0) return false;
  const args = ['status', '--porcelain', '--untracked-files=no', '--', ...paths];
  const result = await runGit(git, args);
  return result.code === 0 && result.stdout.length > 0;
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
    // A magic entry (`:!exclude`) would change what the others select: then ask of the whole tree.
    const all = [...new Set(dirtyQuestions.flat())];
    const union = all.some((path) => path.startsWith(':')) ? [] : ['--', ...all];
    const anything = await runGit(git, ['status', '--porcelain', '--untracked-files=no', ...union]);
    const clean = anything.code !== 0 || anything.stdout.length === 0;
    for (const paths of dirtyQuestions) {
      const key = pathListKey(paths);
      if (!dirty.has(key)) dirty.set(key, clean ? false : await dirtyUnder(git, paths));
    }
  }
  return { changed, dirty };
}
