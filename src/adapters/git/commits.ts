/**
 * Revisions resolved to commit ids through the runner (git/runner.ts): one of ours
 * (HEAD, @{upstream}) with `rev-parse`, and any number of receipt commits
 * peeled in one `cat-file --batch-check`, their ids on stdin, never as
 * arguments.
 */
import { isCommitId } from '../../core/ticks/verdict/commit-id.js';
import { runGit, type GitContext } from './runner.js';

const FULL_SHA1 = /^[0-9a-f]{40}$/;

/** `git rev-parse <rev>` as ev uses it: the 40-lower-hex sha, or null on any failure. `rev` is one of ours (HEAD, @{upstream}), never an option. */
export async function revParseSha(ctx: GitContext, rev: string): Promise<string | null> {
  if (rev.startsWith('-')) return null;
  const result = await runGit(ctx, ['rev-parse', rev]);
  if (result.code !== 0) return null;
  const sha = result.stdout.toString('utf8').trim();
  return FULL_SHA1.test(sha) ? sha : null;
}

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
  const asked = commits.filter((commit) => isCommitId(commit));
  const result =
    asked.length === 0
      ? undefined
      : await runGit(
          ctx,
          ['cat-file', '--batch-check=%(objectname) %(objecttype)'],
          asked.map((c) => `${c}^{commit}\n`).join(''),
        );
  const lines = result?.code === 0 ? result.stdout.toString('utf8').split('\n') : [];
  asked.forEach((commit, i) => {
    const [oid, type] = (lines[i] ?? '').split(' ');
    peeled.set(commit, type === 'commit' && oid !== undefined ? oid : null);
  });
  for (const commit of commits) if (!peeled.has(commit)) peeled.set(commit, null);
  return peeled;
}
