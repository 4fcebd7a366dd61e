// The order the suite's files start in (test-support/sequencer.mjs): without timings of an
// earlier run, the slowest files listed there first, in the listed order; the rest in jest's.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from '@jest/globals';
// @ts-expect-error: a JavaScript module of the test support, with no declarations.
import SlowestFirst from '../../test-support/sequencer.mjs';

const cacheDirectory = mkdtempSync(join(tmpdir(), 'ev-sequencer-'));
afterAll(() => rmSync(cacheDirectory, { recursive: true, force: true }));

interface FakeTest {
  path: string;
  duration?: number;
  context: object;
}

/** Tests as jest gives them to a sequencer: a size for each (jest's order without timings). */
function testsOf(files: Record<string, number>): FakeTest[] {
  const sizes = new Map(Object.entries(files).map(([file, size]) => [`/repo/${file}`, size]));
  const context = {
    config: { rootDir: '/repo', cacheDirectory, name: 'sequencer-test' },
    hasteFS: { getSize: (path: string) => sizes.get(path) },
  };
  return [...sizes.keys()].map((path) => ({ path, context }));
}

const order = (tests: FakeTest[]) =>
  (new SlowestFirst().sort(tests) as FakeTest[]).map((t) => t.path.slice('/repo/'.length));

test('without timings: the listed slow files first, in the listed order, then the largest', () => {
  const tests = testsOf({
    '__tests__/core/big.test.ts': 9000,
    '__tests__/parity/oracle.test.ts': 10,
    '__tests__/core/small.test.ts': 100,
    '__tests__/e2e/hostile-sizes.test.ts': 20,
  });
  expect(order(tests)).toEqual([
    '__tests__/e2e/hostile-sizes.test.ts',
    '__tests__/parity/oracle.test.ts',
    '__tests__/core/big.test.ts',
    '__tests__/core/small.test.ts',
  ]);
});

test("with timings of an earlier run: jest's own order (the longest first) stands", () => {
  const tests = testsOf({
    '__tests__/e2e/hostile-sizes.test.ts': 20,
    '__tests__/core/big.test.ts': 9000,
  });
  const sequencer = new SlowestFirst();
  sequencer.time = (test: FakeTest) => (test.path.endsWith('big.test.ts') ? 5000 : 100);
  expect((sequencer.sort(tests) as FakeTest[]).map((t) => t.path)).toEqual([
    '/repo/__tests__/core/big.test.ts',
    '/repo/__tests__/e2e/hostile-sizes.test.ts',
  ]);
});
