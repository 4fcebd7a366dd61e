/**
 * Unicode facts ev relies on through Rust's standard library, written out so
 * JavaScript's different defaults cannot leak in.
 */
import { propertyPattern } from './property-pattern.js';

/**
 * Unicode `White_Space` (what Rust's `str::trim` strips). JavaScript's `trim()`
 * also strips U+FEFF, which is not white space, so it must not be used for blame.
 */
export function isWhiteSpace(codePoint: number): boolean {
  return (
    (codePoint >= 0x09 && codePoint <= 0x0d) ||
    codePoint === 0x20 ||
    codePoint === 0x85 ||
    codePoint === 0xa0 ||
    codePoint === 0x1680 ||
    (codePoint >= 0x2000 && codePoint <= 0x200a) ||
    codePoint === 0x2028 ||
    codePoint === 0x2029 ||
    codePoint === 0x202f ||
    codePoint === 0x205f ||
    codePoint === 0x3000
  );
}

/** True when the text is empty or holds only `White_Space` characters. */
export function isBlank(text: string): boolean {
  for (const ch of text) {
    if (!isWhiteSpace(ch.codePointAt(0) as number)) return false;
  }
  return true;
}

/**
 * Orders UTF-16 code units as their code points would order: surrogates
 * (U+D800–DFFF, which encode U+10000 and up) move above U+E000–FFFF.
 */
function codePointRank(unit: number): number {
  if (unit >= 0xe000) return unit - 0x800;
  if (unit >= 0xd800) return unit + 0x2000;
  return unit;
}

/**
 * Compares strings by Unicode code point (= UTF-8 byte order, Rust's `Ord`
 * for `String`). JavaScript's default sort compares UTF-16 units, which puts
 * U+1F600 before U+FF61; this puts it after, as ev does.
 */
export function compareCodePoints(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return codePointRank(x) - codePointRank(y);
  }
  return a.length - b.length;
}

/** Sorted by code point and de-duplicated (Rust's `sort` + `dedup`). */
export function sortedSet(values: readonly string[]): string[] {
  // Most liveness sets hold one entry; skip the copy-sort-filter for them (verify hashes every tick).
  if (values.length < 2) return [...values];
  const sorted = [...values].sort(compareCodePoints);
  return sorted.filter((value, i) => i === 0 || value !== sorted[i - 1]);
}

/**
 * Characters a reader cannot see that still change what text means or how it
 * is laid out: every Default_Ignorable_Code_Point (zero-width spaces and
 * joiners, U+FEFF, word joiners, variation selectors, the Unicode tag
 * characters U+E0000–E007F that can smuggle a hidden instruction) and every
 * Bidi_Control (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069: they
 * reorder what the reader sees, "Trojan Source").
 */
const INVISIBLE = propertyPattern('[\\p{Default_Ignorable_Code_Point}\\p{Bidi_Control}]', 'gu');

/**
 * Visible characters that no sanitising pass changes, as code point ranges:
 * printable ASCII, and the common ranges beyond it that hold no invisible,
 * control, line-breaking or surrogate unit (Latin-1 but U+00AD, Latin and
 * IPA letters, dashes, quotes and bullets, arrows, box drawing, shapes and
 * dingbats: `→`, `—`, `✓`). Most of a large run's text is made of these
 * alone, and one scan that finds nothing else spares it every replacing pass
 * (the tests put each of these characters through those passes).
 */
export const PLAIN_RANGES: readonly (readonly [number, number])[] = [
  [0x20, 0x7e],
  [0xa0, 0xac],
  [0xae, 0x2ff],
  [0x2010, 0x2027],
  [0x2030, 0x205e],
  [0x2190, 0x21ff],
  [0x2500, 0x27bf],
];

const PLAIN_CLASS = PLAIN_RANGES.map(
  ([from, to]) => `\\u${from.toString(16).padStart(4, '0')}-\\u${to.toString(16).padStart(4, '0')}`,
).join('');

/**
 * Whether a text holds only plain characters (PLAIN_RANGES) and those of
 * `extra` (a character class's contents, such as `\t\n`): one search for
 * the first character outside them.
 */
export function plainTextTest(extra = ''): (text: string) => boolean {
  const other = new RegExp(`[^${extra}${PLAIN_CLASS}]`);
  return (text) => !other.test(text);
}

/** Nothing for neutralizeInvisible to replace: ASCII (controls too) and the plain ranges. */
const hasNothingInvisible = plainTextTest('\\0-\\x1f\\x7f');

const PICTOGRAPHIC = propertyPattern('\\p{Extended_Pictographic}', 'u');
const ZWJ = 0x200d;
const VARIATION_SELECTOR_15 = 0xfe0e;
const VARIATION_SELECTOR_16 = 0xfe0f;
/** Skin tones (Fitzpatrick modifiers), which sit between a pictograph and a joiner. */
const isEmojiModifier = (cp: number): boolean => cp >= 0x1f3fb && cp <= 0x1f3ff;
/** What a keycap emoji starts with (1️⃣ is `1`, U+FE0F, U+20E3). */
const isKeycapBase = (cp: number): boolean =>
  (cp >= 0x30 && cp <= 0x39) || cp === 0x23 || cp === 0x2a;

/** The code point that ends just before `offset`, or undefined at the start. */
function codePointBefore(text: string, offset: number): number | undefined {
  if (offset <= 0) return undefined;
  const low = text.charCodeAt(offset - 1);
  if (offset >= 2 && low >= 0xdc00 && low <= 0xdfff) {
    const high = text.charCodeAt(offset - 2);
    if (high >= 0xd800 && high <= 0xdbff) return text.codePointAt(offset - 2);
  }
  return low;
}

const isPictographic = (cp: number | undefined): boolean =>
  cp !== undefined && PICTOGRAPHIC().test(String.fromCodePoint(cp));

/**
 * The two invisible characters emoji are made of, where an emoji needs them:
 * a joiner between two pictographs (👨‍👩‍👧), a presentation selector after a
 * pictograph or a keycap base (❤️, 1️⃣). Anywhere else they only hide things.
 */
function isPartOfEmoji(char: string, offset: number, text: string): boolean {
  const cp = char.codePointAt(0) as number;
  let before = codePointBefore(text, offset);
  if (cp === VARIATION_SELECTOR_15 || cp === VARIATION_SELECTOR_16)
    return before !== undefined && (isPictographic(before) || isKeycapBase(before));
  if (cp !== ZWJ) return false;
  let at = offset;
  // A joiner may follow a pictograph's skin tone or presentation selector.
  while (before !== undefined && (isEmojiModifier(before) || before === VARIATION_SELECTOR_16)) {
    at -= before > 0xffff ? 2 : 1;
    before = codePointBefore(text, at);
  }
  return isPictographic(before) && isPictographic(text.codePointAt(offset + 1));
}

/**
 * Replaces every invisible character (see INVISIBLE) with `replacement`
 * (U+FFFD by default, so the reader sees that something was there), except
 * the joiners and selectors inside emoji. The one place ledger text loses its
 * invisible characters: every surface (comment, summary, check run,
 * annotations, workflow commands) renders through it.
 */
export function neutralizeInvisible(text: string, replacement = '\uFFFD'): string {
  // One plain scan is several times cheaper than the property match, and most text passes it.
  if (hasNothingInvisible(text)) return text;
  return text.replace(INVISIBLE(), (char: string, offset: number, whole: string) =>
    isPartOfEmoji(char, offset, whole) ? char : replacement,
  );
}
