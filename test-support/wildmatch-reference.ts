// The backtracking wildmatch the action used before its matcher was memoised: a line-by-line
// port of git's wildmatch.c (exponential on patterns such as `*/*/*/…/b`).
// Kept only as the reference the memoised matcher in
// src/core/text/pathspec.ts is compared with on small random inputs
// (__tests__/core/ticks/verdict/wildmatch-memo.test.ts), where its cost does not
// matter. Never used by src/.

const GLOB_SPECIAL = new Set(['*', '?', '[', '\\']);

function foldAscii(c: string): string {
  const code = c.charCodeAt(0);
  return code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : c;
}

/** Case-insensitive ASCII (`:(icase)`). */
const WM_CASEFOLD = 1;
/** `*` and `?` do not match `/`; `**` does, between slashes (`:(glob)`). */
const WM_PATHNAME = 2;

const MATCH = 0;
const NOMATCH = 1;
const ABORT_ALL = -1;
const ABORT_TO_STARSTAR = -2;

/** Does `text` match `pattern`? Without WM_PATHNAME, `*` crosses `/` (git's default for pathspecs). */
export function referenceWildmatch(pattern: string, text: string, flags = 0): boolean {
  return dowild(pattern, 0, text, 0, flags) === MATCH;
}

const isGlobSpecial = (c: string | undefined): boolean => c !== undefined && GLOB_SPECIAL.has(c);

function code(c: string | undefined): number {
  return c === undefined || c === '' ? 0 : c.charCodeAt(0);
}

function isUpper(c: string | undefined): boolean {
  const n = code(c);
  return n >= 65 && n <= 90;
}

function isLower(c: string | undefined): boolean {
  const n = code(c);
  return n >= 97 && n <= 122;
}

function inClass(name: string, c: number, casefold: boolean): boolean | undefined {
  const upper = c >= 65 && c <= 90;
  const lower = c >= 97 && c <= 122;
  const digit = c >= 48 && c <= 57;
  switch (name) {
    case 'alnum':
      return upper || lower || digit;
    case 'alpha':
      return upper || lower;
    case 'blank':
      return c === 32 || c === 9;
    case 'cntrl':
      return c < 32 || c === 127;
    case 'digit':
      return digit;
    case 'graph':
      return c > 32 && c < 127;
    case 'lower':
      return lower;
    case 'print':
      return c >= 32 && c < 127;
    case 'punct':
      return c > 32 && c < 127 && !upper && !lower && !digit;
    case 'space':
      return c === 32 || (c >= 9 && c <= 13);
    case 'upper':
      return upper || (casefold && lower);
    case 'xdigit':
      return digit || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
    default:
      return undefined;
  }
}

/** `[…]` at `p[pi]` (just after the `[`) against `tCh`: the new pattern index (at `]`) and whether it matched. */
function bracket(
  p: string,
  start: number,
  tCh: string,
  flags: number,
): { pi: number; matched: boolean } | typeof ABORT_ALL {
  const casefold = (flags & WM_CASEFOLD) !== 0;
  let pi = start;
  let pCh = p[pi] ?? '';
  if (pCh === '^') pCh = '!';
  const negated = pCh === '!';
  if (negated) pCh = p[++pi] ?? '';
  let prev = '';
  let matched = false;
  const t = code(tCh);
  for (;;) {
    if (pCh === '') return ABORT_ALL;
    if (pCh === '\\') {
      pCh = p[++pi] ?? '';
      if (pCh === '') return ABORT_ALL;
      if (tCh === pCh) matched = true;
    } else if (pCh === '-' && prev !== '' && p[pi + 1] !== undefined && p[pi + 1] !== ']') {
      pCh = p[++pi] as string;
      if (pCh === '\\') {
        pCh = p[++pi] ?? '';
        if (pCh === '') return ABORT_ALL;
      }
      if (t <= code(pCh) && t >= code(prev)) matched = true;
      else if (casefold && isLower(tCh)) {
        const up = t - 32;
        if (up <= code(pCh) && up >= code(prev)) matched = true;
      }
      pCh = ''; // a range never starts another range
    } else if (pCh === '[' && p[pi + 1] === ':') {
      const s = pi + 2;
      let end = s;
      while (end < p.length && p[end] !== ']') end++;
      if (end >= p.length) return ABORT_ALL;
      if (end - s - 1 < 0 || p[end - 1] !== ':') {
        // No ":]": a plain '[' in the set.
        pi = s - 2;
        pCh = '[';
        if (tCh === pCh) matched = true;
      } else {
        pi = end;
        const member = inClass(p.slice(s, end - 1), t, casefold);
        if (member === undefined) return ABORT_ALL; // malformed [:class:]
        if (member) matched = true;
        pCh = '';
      }
    } else if (tCh === pCh) {
      matched = true;
    }
    prev = pCh;
    pCh = p[++pi] ?? '';
    if (pCh === ']') return { pi, matched: matched !== negated };
  }
}

function dowild(p: string, pi: number, text: string, ti: number, flags: number): number {
  const casefold = (flags & WM_CASEFOLD) !== 0;
  const pathname = (flags & WM_PATHNAME) !== 0;
  for (; pi < p.length; ti++, pi++) {
    let pCh = p[pi] as string;
    let tCh = text[ti];
    if (tCh === undefined && pCh !== '*') return ABORT_ALL;
    if (casefold && isUpper(tCh)) tCh = foldAscii(tCh as string);
    if (casefold && isUpper(pCh)) pCh = foldAscii(pCh);
    switch (pCh) {
      case '\\':
        // The escaped character is compared as written (git does not fold it).
        if (tCh !== p[++pi]) return NOMATCH;
        continue;
      case '?':
        if (pathname && tCh === '/') return NOMATCH;
        continue;
      case '*': {
        let matchSlash: boolean;
        if (p[++pi] === '*') {
          const prevP = pi - 2;
          while (p[++pi] === '*') {
            /* skip the run */
          }
          if (!pathname) matchSlash = true;
          else if (
            (prevP < 0 || p[prevP] === '/') &&
            (pi >= p.length || p[pi] === '/' || (p[pi] === '\\' && p[pi + 1] === '/'))
          ) {
            // `**/` also matches no directory at all: foo/**/bar matches foo/bar.
            if (p[pi] === '/' && dowild(p, pi + 1, text, ti, flags) === MATCH) return MATCH;
            matchSlash = true;
          } else matchSlash = false;
        } else matchSlash = !pathname;
        if (pi >= p.length) {
          // A trailing `**` matches everything, a trailing `*` only within the last directory.
          return !matchSlash && text.indexOf('/', ti) >= 0 ? NOMATCH : MATCH;
        }
        if (!matchSlash && p[pi] === '/') {
          // One `*` then `/`: match up to the next slash.
          const slash = text.indexOf('/', ti);
          if (slash < 0) return NOMATCH;
          ti = slash;
          break; // the slash is consumed by the loop
        }
        let t = tCh;
        while (t !== undefined) {
          if (!isGlobSpecial(p[pi])) {
            // Advance to the next occurrence of the literal after the star.
            let want = p[pi] as string;
            if (casefold && isUpper(want)) want = foldAscii(want);
            while ((t = text[ti]) !== undefined && (matchSlash || t !== '/')) {
              if (casefold && isUpper(t)) t = foldAscii(t);
              if (t === want) break;
              ti++;
            }
            if (t !== want) return NOMATCH;
          }
          const matched = dowild(p, pi, text, ti, flags);
          if (matched !== NOMATCH) {
            if (!matchSlash || matched !== ABORT_TO_STARSTAR) return matched;
          } else if (!matchSlash && t === '/') return ABORT_TO_STARSTAR;
          t = text[++ti];
        }
        return ABORT_ALL;
      }
      case '[': {
        const result = bracket(p, pi + 1, tCh as string, flags);
        if (result === ABORT_ALL) return ABORT_ALL;
        pi = result.pi;
        if (!result.matched || (pathname && tCh === '/')) return NOMATCH;
        continue;
      }
      default:
        if (tCh !== pCh) return NOMATCH;
        continue;
    }
  }
  return ti < text.length ? NOMATCH : MATCH;
}
