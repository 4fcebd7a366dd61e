/**
 * Unicode facts ev relies on through Rust's standard library, written out so
 * JavaScript's different defaults cannot leak in.
 */

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
