// Defaults shared by the fake GitHub, the event builders and the runner
// emulation, so that an event and the fake agree unless a test says otherwise.
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
