/**
 * Which bound checks a run executes (planBoundRuns): every test ground of a
 * live tick that declares the platform, in ledger order, each with its
 * counter-test when it has one. adapters/ticks/bound-checks.ts runs the plan.
 */
import { describe, expect, test } from '@jest/globals';
import { planBoundRuns } from '../../../../src/core/ticks/verdict/bound-runs.js';
import { aBoundGround, aTestCheck, aTick } from '../../../../test-support/builders.js';

describe('planBoundRuns', () => {
  test('a live tick: its test grounds that declare the platform, person grounds and roads not taken left out', () => {
    const tick = aTick();
    const plan = planBoundRuns([{ file: 'a.json', tick }], 'linux-ci');
    expect(plan).toEqual([
      {
        tickFile: 'a.json',
        tickId: tick.id,
        groundIndex: 0,
        ref: 'pytest tests/test_redis_absent.py',
        counterTest: 'pytest tests/test_redis_absent.py::test_redis_injection_flips_red',
        platform: 'linux-ci',
      },
    ]);
  });

  test('a ground that does not declare the platform is not run there', () => {
    expect(planBoundRuns([{ file: 'a.json', tick: aTick() }], 'macos-ci')).toEqual([]);
  });

  test('a tick that is not live runs nothing', () => {
    const tick = aTick({ status: 'superseded' });
    expect(planBoundRuns([{ file: 'a.json', tick }], 'linux-ci')).toEqual([]);
  });

  test('without a counter-test the run has none (never an empty one)', () => {
    const check = aTestCheck({ ref: 'make test' });
    delete check.counter_test;
    const grounds = [aBoundGround({ check })];
    const [run] = planBoundRuns([{ file: 'a.json', tick: aTick({ grounds }) }], 'linux-ci');
    expect(run?.ref).toBe('make test');
    expect(run).not.toHaveProperty('counterTest');
  });

  test('ledger order: the ticks as given, each tick’s grounds by index', () => {
    const first = aTick({
      id: '111111111111',
      grounds: [
        aBoundGround({}, { ref: 'first-0' }),
        { claim: 'a person', supports: 'chosen', check: { by: 'person', ref: 'review' } },
        aBoundGround(
          {},
          {
            ref: 'first-2',
            liveness: { platforms: ['linux-ci', 'macos-ci'], triggered_by: [], surfaces: [] },
          },
        ),
      ],
    });
    const second = aTick({ id: '222222222222', grounds: [aBoundGround({}, { ref: 'second-0' })] });
    const plan = planBoundRuns(
      [
        { file: 'b.json', tick: first },
        { file: 'a.json', tick: second },
      ],
      'linux-ci',
    );
    expect(plan.map((run) => [run.tickFile, run.tickId, run.groundIndex, run.ref])).toEqual([
      ['b.json', '111111111111', 0, 'first-0'],
      ['b.json', '111111111111', 2, 'first-2'],
      ['a.json', '222222222222', 0, 'second-0'],
    ]);
  });
});
