import { guardsNothing, whyLines } from '../../../src/core/ticks/why.js';
import type { Ground } from '../../../src/core/ticks/tick.js';
import { aBoundGround, aTick } from '../../../test-support/builders.js';

const REF = 'pytest tests/test_cache.py';
/** A test-bound ground; `counter` null makes it harvested, a string replaces the counter-test. */
const bound = (
  claim: string,
  ref = REF,
  supports = 'chosen',
  counter: string | null | undefined = undefined,
): Ground => {
  const ground = aBoundGround({ claim, supports }, { ref });
  const check = ground.check;
  if (check?.by !== 'test') throw new Error('aBoundGround builds a test check');
  if (counter === null) delete check.counter_test;
  else if (counter !== undefined) check.counter_test = counter;
  return ground;
};

describe('why', () => {
  test('exact ref matches, in ground order, supports raw, texts debug-quoted', () => {
    const tick = aTick({
      decision: 'cache "reads"',
      grounds: [
        bound('first'),
        { claim: 'person', supports: 'chosen', check: { by: 'person', ref: REF } },
        bound('prefix only', `${REF}::test_one`),
        bound('counter only', 'other', 'chosen', REF),
        bound('rejected\tone', REF, 'rejected:redis'),
        bound('harvested', REF, 'chosen', null),
      ],
    });
    expect(whyLines([{ file: 'f1', tick }], REF)).toEqual([
      'f1\t"cache \\"reads\\""\tguards: "first" (chosen)',
      'f1\t"cache \\"reads\\""\tguards: "rejected\\tone" (rejected:redis)',
      'f1\t"cache \\"reads\\""\tguards: "harvested" (chosen)',
    ]);
  });

  test('only live ticks; ticks in the order given (directory order), not sorted', () => {
    const ticks = [
      { file: 'zz', tick: aTick({ grounds: [bound('z')] }) },
      { file: 'old', tick: aTick({ grounds: [bound('old')], status: 'superseded' }) },
      { file: 'aa', tick: aTick({ grounds: [bound('a')] }) },
    ];
    expect(whyLines(ticks, REF).map((line) => line.split('\t')[0])).toEqual(['zz', 'aa']);
  });

  test('no match: nothing, and the selector debug-quoted in the message', () => {
    expect(whyLines([{ file: 'f', tick: aTick() }], 'pytest tests/test_cache')).toEqual([]);
    expect(guardsNothing('a "b"\n')).toBe('"a \\"b\\"\\n" guards nothing');
  });
});
