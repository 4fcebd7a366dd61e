import { debugQuote } from '../../../src/core/text/debug-quote.js';
import { compareCodePoints, isBlank, sortedSet } from '../../../src/core/text/unicode.js';

describe('debugQuote (Rust {:?}, docs/ev-0.1.md#debug-quoting)', () => {
  test.each([
    ['plain', '"plain"'],
    ['say "hi"', '"say \\"hi\\""'],
    ['back\\slash', '"back\\\\slash"'],
    ['tab\tcr\rnl\nnul\0', '"tab\\tcr\\rnl\\nnul\\0"'],
    ['esc\u001b', '"esc\\u{1b}"'],
    ['del\u007f', '"del\\u{7f}"'],
    ['zwsp\u200b', '"zwsp\\u{200b}"'],
    ['nbsp\u00a0', '"nbsp\\u{a0}"'],
    ['e\u0301', '"e\\u{301}"'],
    ['ls\u2028ps\u2029', '"ls\\u{2028}ps\\u{2029}"'],
    ['bom\ufeff', '"bom\\u{feff}"'],
    ['pua\ue000', '"pua\\u{e000}"'],
    ["it's", '"it\'s"'],
    ['中文', '"中文"'],
    ['😀', '"😀"'],
    ['ideographic space\u3000', '"ideographic space\\u{3000}"'],
  ])('%j', (input, expected) => {
    expect(debugQuote(input)).toBe(expected);
  });
});

describe('unicode helpers', () => {
  test('blank means only White_Space; U+FEFF and U+200B are not white space', () => {
    expect(isBlank('')).toBe(true);
    expect(isBlank('   ')).toBe(true);
    expect(isBlank('\t\n\u00a0\u2003\u3000\u0085\u2028')).toBe(true);
    expect(isBlank('\ufeff')).toBe(false);
    expect(isBlank('\u200b')).toBe(false);
    expect(isBlank(' a ')).toBe(false);
  });

  test('code-point order differs from UTF-16 order for astral characters', () => {
    expect(compareCodePoints('\uff61', '\u{1F600}')).toBeLessThan(0);
    expect(['\u{1F600}', '\uff61'].sort()).toEqual(['\u{1F600}', '\uff61']);
    expect(sortedSet(['\u{1F600}', '\uff61', '\uff61', 'a'])).toEqual(['a', '\uff61', '\u{1F600}']);
    expect(compareCodePoints('ab', 'abc')).toBeLessThan(0);
    expect(compareCodePoints('b', 'a')).toBeGreaterThan(0);
  });
});
