/** `run-checks: needed` and what became of each binding (docs/USAGE.md#receipts-in-ci). */
import {
  bindingExecutions,
  bindingKey,
  neededBindings,
  type ExecutionFacts,
} from '../../../../src/core/ticks/verdict/check-selection.js';
import type { Label } from '../../../../src/core/ticks/verdict/verdict.js';
import { aBoundGround, aTick, aTickVerdict } from '../../../../test-support/builders.js';

/** One tick per entry, one binding each, declared for `platforms`, judged `label` for linux-ci. */
function ledger(rows: readonly [id: string, platforms: string[], label: Label][]) {
  return rows.map(([id, platforms, label]) =>
    aTickVerdict(
      aTick({
        id,
        jurisdiction: label === 'memo' ? 'C' : 'A',
        grounds: [
          aBoundGround(
            {},
            {
              ref: `check ${id}`,
              liveness: { platforms, triggered_by: ['src/x.ts'], surfaces: ['x'] },
            },
          ),
        ],
      }),
      { 0: label === 'memo' ? 'red' : label },
    ),
  );
}

describe('neededBindings', () => {
  test('every binding declaring the platform that is not green there; green and other platforms are not', () => {
    const verdicts = ledger([
      ['green', ['linux-ci'], 'green'],
      ['stale', ['linux-ci', 'mac'], 'stale'],
      ['notrun', ['linux-ci'], 'not-run'],
      ['red', ['linux-ci'], 'red'],
      ['unproven', ['linux-ci'], 'unproven'],
      ['gray', ['linux-ci'], 'gray->red'],
      ['unbound', ['linux-ci'], 'silently-unbound'],
      ['memo', ['linux-ci'], 'memo'],
      ['maconly', ['mac'], 'exempt'],
    ]);
    expect([...neededBindings(verdicts, 'linux-ci')].sort()).toEqual(
      ['gray', 'memo', 'notrun', 'red', 'stale', 'unbound', 'unproven'].map((id) =>
        bindingKey(id, 0),
      ),
    );
  });

  test('a binding that does not declare the platform is never needed, whatever its label', () => {
    const verdicts = ledger([['maconly', ['mac'], 'not-run']]);
    expect(neededBindings(verdicts, 'linux-ci').size).toBe(0);
  });
});

describe('bindingExecutions', () => {
  const verdicts = ledger([
    ['ran', ['linux-ci'], 'green'],
    ['reused', ['linux-ci', 'mac'], 'green'],
    ['failed', ['linux-ci'], 'not-run'],
    ['maconly', ['mac'], 'not-run'],
  ]);
  const facts = (over: Partial<ExecutionFacts>): ExecutionFacts => ({
    mode: 'needed',
    platform: 'linux-ci',
    selected: new Set([bindingKey('ran', 0), bindingKey('failed', 0)]),
    executed: new Set([bindingKey('ran', 0)]),
    ...over,
  });
  const of = (f: ExecutionFacts) => {
    const executionOf = bindingExecutions(f);
    return Object.fromEntries(
      verdicts.flatMap((v) =>
        v.tests.map((g) => [bindingKey(v.file, g.groundIndex), executionOf(v.file, g)]),
      ),
    );
  };

  test('needed: ran, reused, not started (selected but never executed), not declared', () => {
    expect(of(facts({}))).toEqual({
      [bindingKey('ran', 0)]: 'ran',
      [bindingKey('reused', 0)]: 'reused',
      [bindingKey('failed', 0)]: 'not-started',
      [bindingKey('maconly', 0)]: 'not-declared',
    });
  });

  test.each(['off', 'refused'] as const)('%s: every binding says so', (mode) => {
    expect(new Set(Object.values(of(facts({ mode }))))).toEqual(new Set([mode]));
  });
});
