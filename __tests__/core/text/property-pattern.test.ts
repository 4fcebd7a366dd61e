import { describe, expect, test } from '@jest/globals';
import { propertyPattern } from '../../../src/core/text/property-pattern.js';

describe('a pattern with property classes, made on first use', () => {
  test('nothing is parsed until it is asked for: a bad pattern throws only then', () => {
    const bad = propertyPattern('\\p{No_Such_Property}', 'u');
    expect(bad).toThrow(SyntaxError);
  });

  test('made once: the same RegExp each time, with its flags', () => {
    const letters = propertyPattern('\\p{L}+', 'gu');
    const first = letters();
    expect(letters()).toBe(first);
    expect(first.flags).toBe('gu');
    expect('ab 中文'.match(first)).toEqual(['ab', '中文']);
  });
});
