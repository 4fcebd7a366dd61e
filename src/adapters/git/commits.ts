/**
 * Revisions resolved to commit ids through the runner (git/runner.ts): one of ours
 * (HEAD, @{upstream}) with `rev-parse`, and any number of receipt commits
 * peeled in one `cat-file --batch-check`, their ids on stdin, never as
 * arguments.
 */
import { isCommitId } from '../../core/ticks/verdict/commit-id.js';
import { runGit, type GitContext, type Repository } from './runner.js';

const FULL_SHA1 = /^[0-9a-f]{40}$/;

/**
 * Per repository, what git answered of each commit id peeled: the commit, or
 * null when the clone does not hold it. A commit id names the same commit
 * for as long as the clone holds it, so one evaluation never asks twice (the
 * action asks of its base's receipts and then of its head's); a commit not
 * found may be fetched, which forgets the absences (forgetMissingCommits).
 */
const peeledIn = new WeakMap<Repository, Map<string, string | null>>();

function peeledOf(repository: Repository | null): Map<string, string | null> | undefined {
  if (repository === null) return undefined;
  let peeled = peeledIn.get(repository);
  if (peeled === undefined) peeledIn.set(repository, (peeled = new Map()));
  return peeled;
}

/** Whether `commit` was found in the clone before (peelCommits, or noted with rememberCommit). */
export function knownCommit(repository: Repository | null, commit: string): boolean {
  return typeof peeledOf(repository)?.get(commit) === 'string';
}

/** Notes that the clone holds `commit` (a full commit id git just found). */
export function rememberCommit(repository: Repository | null, commit: string): void {
  peeledOf(repository)?.set(commit, commit);
}

/** Something may have been fetched: the commits not found are asked again. */
export function forgetMissingCommits(repository: Repository | null): void {
  const peeled = peeledOf(repository);
  if (peeled === undefined) return;
  for (const [commit, oid] of peeled) if (oid === null) peeled.delete(commit);
}

/** `git rev-parse <rev>` as ev uses it: the 40-lower-hex sha, or null on any failure. `rev` is one of ours (HEAD, @{upstream}), never an option. */
export async function revParseSha(ctx: GitContext, rev: string): Promise<string | null> {
  if (rev.startsWith('-')) return null;
  const result = await runGit(ctx, ['rev-parse', rev]);
  if (result.code !== 0) return null;
  const sha = result.stdout.toString('utf8').trim();
  return FULL_SHA1.test(sha) ? sha : null;
}

/** The command peelCommits runs, its commits on stdin (for git/runner.ts's startAhead). */
export const PEEL: readonly string[] = ['cat-file', '--batch-check=%(objectname) %(objecttype)'];

/**
 * Peels each commit to a commit oid in one `git cat-file --batch-check`
 * (`<id>^{commit}` on stdin, never as an argument); unknown ones (or trees,
 * blobs) map to null, and so does anything that is not a full commit id,
 * which never reaches git. Every commit maps to null when git fails.
 */
export async function peelCommits(
  ctx: GitContext,
  commits: readonly string[],
): Promise<Map<string, string | null>> {
  const peeled = new Map<string, string | null>();
  const known = peeledOf(ctx.repository);
  const asked = commits.filter((commit) => {
    if (!isCommitId(commit)) return false;
    const answer = known?.get(commit);
    if (answer === undefined) return true;
    peeled.set(commit, answer);
    return false;
  });
  const result =
    asked.length === 0
      ? undefined
      : await runGit(ctx, PEEL, asked.map((c) => `${c}^{commit}\n`).join(''));
  const lines = result?.code === 0 ? result.stdout.toString('utf8').split('\n') : [];
  asked.forEach((commit, i) => {
    const [oid, type] = (lines[i] ?? '').split(' ');
    const answer = type === 'commit' && oid !== undefined ? oid : null;
    peeled.set(commit, answer);
    // A failure of git is no answer: asked again next time.
    if (result?.code === 0) known?.set(commit, answer);
  });
  for (const commit of commits) if (!peeled.has(commit)) peeled.set(commit, null);
  return peeled;
}
