// Defaults (and the shape of a pull request's branch objects) shared by the
// fake GitHub, the event builders and the runner emulation, so that an event
// and the fake agree unless a test says otherwise.
import { createHash } from 'node:crypto';

export const DEFAULT_OWNER = 'octo-org';
export const DEFAULT_REPO = 'octo-repo';
export const DEFAULT_BRANCH = 'main';
export const DEFAULT_PR_NUMBER = 7;
/** What run-action passes as INPUT_TOKEN unless told otherwise (a `ghs_` installation token shape). */
export const FAKE_TOKEN = 'ghs_FakeTokenForTestsOnly0000000000000000';

/** A stable, valid-looking commit sha for a label, so defaults are deterministic. */
export function fakeSha(label: string): string {
  return createHash('sha1').update(label).digest('hex');
}

/** The defaults for pull request `n`, used by both the fake and the event builders. */
export function defaultPullShas(n: number): { headSha: string; baseSha: string; mergeSha: string } {
  return {
    headSha: fakeSha(`head:${n}`),
    baseSha: fakeSha(`base:${n}`),
    mergeSha: fakeSha(`merge:${n}`),
  };
}

/** The tip of the default branch when a test does not name one. */
export const DEFAULT_BRANCH_SHA = fakeSha('default-branch');

/** A pull request's commits and branch names, as events and the fake's API both show them. */
export interface PullCommits {
  headSha: string;
  baseSha: string;
  /** The test merge commit: GITHUB_SHA of a `pull_request` run. */
  mergeSha: string;
  headRef: string;
  baseRef: string;
}

/**
 * A pull request's `head` or `base` object in GitHub's shape (`template`):
 * that branch's ref and sha in `repo`, labelled `owner:ref`.
 */
export function pullBranchJson(
  template: Record<string, unknown>,
  pull: PullCommits,
  side: 'head' | 'base',
  owner: string,
  repo: Record<string, unknown>,
): Record<string, unknown> {
  const ref = side === 'head' ? pull.headRef : pull.baseRef;
  return {
    ...template,
    label: `${owner}:${ref}`,
    ref,
    sha: side === 'head' ? pull.headSha : pull.baseSha,
    user: repo.owner,
    repo,
  };
}
