/**
 * The warning for a binding whose `triggered_by` is over a matching cap: it
 * names the tick file and the line its ground starts on (render/ticks/tick-lines.ts),
 * or the file alone when the file cannot tell.
 */
import { describe, expect, test } from '@jest/globals';
import { describeTriggerRefusal } from '../../src/action/ticks/review.js';
import { aTick, prettyTick } from '../../test-support/builders.js';

describe('describeTriggerRefusal', () => {
  const tick = aTick();
  const texts = new Map([
    [tick.id, prettyTick(tick)],
    ['broken', '{"grounds": ['],
  ]);

  test('names the ground’s line and the entry over the cap', () => {
    const line = describeTriggerRefusal(
      { file: tick.id, groundIndex: 0, entry: 2, why: 'is longer than 4096 bytes' },
      texts,
    );
    expect(line).toMatch(
      new RegExp(`^\\.evolving/ticks/${tick.id}:6: grounds\\[0\\] triggered_by entry 3 is longer`),
    );
  });

  test('a file that cannot tell, or is not there: the file alone, and the whole list', () => {
    for (const file of ['broken', 'missing'])
      expect(
        describeTriggerRefusal({ file, groundIndex: 0, why: 'has too many entries' }, texts),
      ).toMatch(
        new RegExp(
          `^\\.evolving/ticks/${file}: grounds\\[0\\] triggered_by has too many entries — `,
        ),
      );
  });
});
