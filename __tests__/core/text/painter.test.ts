import {
  paintClass,
  paintId,
  paintMeta,
  paintName,
  PLAIN,
  provenanceGlyph,
  verdictGlyph,
} from '../../../src/core/text/painter.js';

const rich = { rich: true, truecolor: false, ascii: false };

describe('painter (ev 0.1.32 --color always)', () => {
  test('name bold, meta dim, each closed by a reset', () => {
    expect(paintName('"d"')).toBe('\u001b[1m"d"\u001b[0m');
    expect(paintMeta('live')).toBe('\u001b[2mlive\u001b[0m');
  });

  test('an id: bold four-character prefix, dim tail, never truncated', () => {
    expect(paintId('56b1ee156a92')).toBe('\u001b[1m56b1\u001b[0m\u001b[2mee156a92\u001b[0m');
  });

  test('meaning-class hues: named ANSI, or truecolor when asked', () => {
    expect(paintClass(rich, 'advisory', 'attention')).toBe('\u001b[33madvisory\u001b[0m');
    expect(paintClass({ ...rich, truecolor: true }, 'x', 'attention')).toBe(
      '\u001b[38;2;214;160;80mx\u001b[0m',
    );
  });

  test('glyphs degrade to ASCII', () => {
    expect(provenanceGlyph(rich, false)).toBe('●');
    expect(provenanceGlyph(rich, true)).toBe('○');
    expect(provenanceGlyph({ ...rich, ascii: true }, true)).toBe('o');
    expect(verdictGlyph(rich, 'clear')).toBe('◇');
    expect(verdictGlyph({ ...PLAIN, ascii: true }, 'informational')).toBe('.');
  });
});
