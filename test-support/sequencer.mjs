// The order jest starts the test files in, two workers at a time. With no timings of an
// earlier run (a fresh clone, or CI with no cache), jest starts the largest files first;
// but the slowest files here are small ones that start processes and build repositories,
// and started last they kept one worker busy alone for up to 10 s at the end of the run.
// So, without timings, the files below start first, slowest first (their seconds alone, on
// the 2-core machine of CONTRIBUTING.md's suite figures), then jest's order for the rest.
// A list that falls behind only costs time: every file still runs.
import { relative } from 'node:path';
import TestSequencerModule from '@jest/test-sequencer';

const TestSequencer = TestSequencerModule.default ?? TestSequencerModule;

const SLOWEST_FIRST = [
  '__tests__/e2e/hostile-sizes.test.ts', // 20 s
  '__tests__/e2e/claims.test.ts', // 14 s
  '__tests__/integration/guarded-paths.test.ts',
  '__tests__/integration/untrusted-files.test.ts',
  '__tests__/integration/triggered-since.test.ts',
  '__tests__/integration/claims-git.test.ts',
  '__tests__/parity/oracle-v2-extra.test.ts',
  '__tests__/e2e/versus-base.test.ts',
  '__tests__/e2e/check-isolation.test.ts',
  '__tests__/e2e/pr-trust.test.ts',
  '__tests__/e2e/day-one.test.ts',
  '__tests__/parity/oracle.test.ts',
  '__tests__/support/git-repo.test.ts',
  '__tests__/parity/oracle-0.1.32.test.ts',
  '__tests__/support/oracle-setups.test.ts',
  '__tests__/integration/pure-core.test.ts',
  '__tests__/parity/oracle-v2.test.ts',
  '__tests__/parity/oracle-0.1.2-extra.test.ts',
];

export default class SlowestFirst extends TestSequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    if (sorted.some((test) => test.duration != null)) return sorted;
    const rank = (test) => {
      const at = SLOWEST_FIRST.indexOf(relative(test.context.config.rootDir, test.path));
      return at < 0 ? SLOWEST_FIRST.length : at;
    };
    // Array sort is stable: the files not listed keep jest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
