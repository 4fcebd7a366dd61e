import { reviewAdditions } from '../../../../src/core/ticks/verdict/review-additions.js';
import type { BoundRun } from '../../../../src/core/ticks/verdict/bound-runs.js';
import { aTick } from '../../../../test-support/builders.js';

const run = (tickFile: string, groundIndex: number): BoundRun => ({
  tickFile,
  tickId: tickFile,
  groundIndex,
  ref: `test ${tickFile}`,
  platform: 'linux',
});
const declared = (groundIndex: number, platforms = ['linux']) => ({
  groundIndex,
  check: { liveness: { platforms } },
});

describe("what a pull request's review adds to the head's verdicts", () => {
  test('each binding: run, selected and not started, reused, or not declared for the platform', () => {
    const { executions } = reviewAdditions({
      verdicts: [],
      runs: { mode: 'needed', platform: 'linux' },
      checks: { selected: [run('a', 0), run('a', 1)], executed: [run('a', 0)] },
    });
    expect(executions('a', declared(0))).toBe('ran');
    expect(executions('a', declared(1))).toBe('not-started');
    expect(executions('b', declared(0))).toBe('reused');
    expect(executions('a', declared(0, ['macos']))).toBe('not-declared');
  });

  test('checks off or refused: every binding says so', () => {
    for (const mode of ['off', 'refused'] as const) {
      const { executions } = reviewAdditions({ verdicts: [], runs: { mode, platform: 'linux' } });
      expect(executions('a', declared(0))).toBe(mode);
    }
  });

  test('the base beside the head only when the base was judged and its ticks read', () => {
    const runs = { mode: 'off', platform: 'linux' } as const;
    const tick = aTick({ id: 'aaaaaaaaaaaa', parent_id: '' });
    const base = { ticks: [{ file: 'aaaaaaaaaaaa', tick }], evaluated: [] };
    expect(reviewAdditions({ verdicts: [], runs }).base).toBeUndefined();
    expect(reviewAdditions({ verdicts: [], runs, base }).base).toBeUndefined();
    expect(reviewAdditions({ verdicts: [], runs, baseVerdicts: [] }).base).toBeUndefined();
    const beside = reviewAdditions({ verdicts: [], runs, base, baseVerdicts: [] }).base;
    expect(beside?.replaced).toEqual([]);
    expect(typeof beside?.baseline).toBe('function');
  });
});
