import { describe, expect, test } from '@jest/globals';
import { addEach, forEachTestCheck } from '../../../src/core/ticks/test-checks.js';
import { forEachTestVerdict } from '../../../src/core/ticks/verdict/verdict.js';
import { aBoundGround, aTick, aTickVerdict } from '../../../test-support/builders.js';

describe('the passes over every test-bound check and every test verdict', () => {
  // Ground 0 and 2 test-bound; 1 a person's; 3 a road not taken without a check.
  const twoBound = aTick({
    id: 'aaaaaaaaaaaa',
    grounds: [
      aBoundGround({}, { ref: 'test one' }),
      { claim: 'a person says', supports: 'chosen', check: { by: 'person', ref: 'review' } },
      aBoundGround({}, { ref: 'test two' }),
      { claim: 'not taken', supports: 'rejected:other' },
    ],
  });
  const oneBound = aTick({
    id: 'bbbbbbbbbbbb',
    grounds: [aBoundGround({}, { ref: 'test three' })],
  });

  test('each test-bound check in order, with its item and its ground index; others and tickless items skipped', () => {
    const items = [
      { name: 'first', tick: twoBound },
      { name: 'unreadable' },
      { name: 'last', tick: oneBound },
    ];
    const seen: string[] = [];
    forEachTestCheck(
      items,
      (item) => item.tick,
      (check, item, groundIndex) => seen.push(`${item.name}[${groundIndex}] ${check.ref}`),
    );
    expect(seen).toEqual(['first[0] test one', 'first[2] test two', 'last[0] test three']);
  });

  test('each test ground’s verdict in order, with its decision’s verdict', () => {
    const verdicts = [aTickVerdict(twoBound, { 2: 'red' }), aTickVerdict(oneBound)];
    const seen: string[] = [];
    forEachTestVerdict(verdicts, (ground, verdict) =>
      seen.push(`${verdict.tick.id}[${ground.groundIndex}] ${ground.label}`),
    );
    expect(seen).toEqual(['aaaaaaaaaaaa[0] green', 'aaaaaaaaaaaa[2] red', 'bbbbbbbbbbbb[0] green']);
  });

  test('addEach adds every item, once', () => {
    const set = new Set(['linux-ci']);
    addEach(set, ['mac', 'linux-ci', 'windows']);
    expect([...set]).toEqual(['linux-ci', 'mac', 'windows']);
  });
});
