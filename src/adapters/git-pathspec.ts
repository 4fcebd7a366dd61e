/**
 * Git pathspecs as `git rev-list … -- <paths>` reads them, for the in-memory
 * answer to `triggered_since` (git.ts). Covers the forms a `triggered_by`
 * entry takes in practice — a file, a directory (with or without a trailing
 * slash), `.`/`..`/`./` segments, and wildcards (`*`, `?`, `[…]`, `\`) —
 * with git's rules: relative to the current directory's prefix, a literal
 * leading-directory match, or git's `wildmatch` without FNM_PATHNAME (so `*`
 * crosses `/`). Magic (`:(…)`, leading `:`), absolute paths and the
 * GIT_*_PATHSPECS environment switches are left to real git (`exotic`).
 *
 * Paths and patterns are "byte strings": UTF-8 bytes held one per UTF-16
 * unit (latin1), so comparisons are git's byte comparisons.
 */

/** The UTF-8 bytes of a string, one per character (how git sees a path). */
export function toByteString(text: string): string {
  return Buffer.from(text, 'utf8').toString('latin1');
}

export interface Pathspec {
  /** The normalised pattern (prefix included), as a byte string. */
  match: string;
  /** Length of the leading part without wildcard characters (the prefix is always literal). */
  literalLength: number;
}

export type CompiledPathspec =
  | { kind: 'pathspec'; pathspec: Pathspec }
  /** git refuses it (`… is outside repository`): the whole rev-list fails. */
  | { kind: 'invalid' }
  /** A form we leave to real git. */
  | { kind: 'exotic' };

const GLOB_SPECIAL = new Set(['*', '?', '[', '\\']);

/** The environment switches that change every pathspec's meaning. */
export const PATHSPEC_ENV = [
  'GIT_LITERAL_PATHSPECS',
  'GIT_GLOB_PATHSPECS',
  'GIT_NOGLOB_PATHSPECS',
  'GIT_ICASE_PATHSPECS',
];

/**
 * git's normalize_path_copy_len: squash `//`, drop `.` segments, resolve
 * `..` (undefined when it climbs above the top). A trailing slash is kept.
 */
export function normalizePath(path: string): string | undefined {
  let out = '';
  let i = 0;
  while (path[i] === '/') i++;
  for (;;) {
    if (path[i] === '.') {
      const next = path[i + 1];
      if (next === undefined) break; // "." at the end
      if (next === '/') {
        i += 2;
        while (path[i] === '/') i++;
        continue;
      }
      if (next === '.' && (path[i + 2] === undefined || path[i + 2] === '/')) {
        i += path[i + 2] === undefined ? 2 : 3;
        while (path[i] === '/') i++;
        // up one: drop the last segment of `out` (which ends with '/')
        if (out.length === 0) return undefined;
        const cut = out.lastIndexOf('/', out.length - 2);
        out = cut < 0 ? '' : out.slice(0, cut + 1);
        if (path[i] === undefined) break;
        continue;
      }
    }
    let c: string | undefined;
    while ((c = path[i++]) !== undefined && c !== '/') out += c;
    if (c === '/') {
      out += '/';
      while (path[i] === '/') i++;
    } else break;
  }
  return out;
}

/** Compiles one `triggered_by` entry given the current directory's prefix (`sub/dir/` or ``). */
export function compilePathspec(
  raw: string,
  prefix: string,
  env: NodeJS.ProcessEnv,
): CompiledPathspec {
  if (
    raw.startsWith(':') ||
    raw.startsWith('/') ||
    PATHSPEC_ENV.some((name) => env[name] !== undefined)
  ) {
    return { kind: 'exotic' };
  }
  const normalized = normalizePath(toByteString(prefix + raw));
  if (normalized === undefined) return { kind: 'invalid' };
  let literalLength = 0;
  while (
    literalLength < normalized.length &&
    !GLOB_SPECIAL.has(normalized[literalLength] as string)
  )
    literalLength++;
  const prefixLength = toByteString(prefix).length;
  return {
    kind: 'pathspec',
    pathspec: { match: normalized, literalLength: Math.max(literalLength, prefixLength) },
  };
}

/** Does a changed path (a blob, or a gitlink = submodule) fall under the pathspec? */
export function pathspecMatches(spec: Pathspec, path: string, gitlink: boolean): boolean {
  const { match } = spec;
  if (match === '') return true;
  if (path.startsWith(match)) {
    if (path.length === match.length) return true;
    if (match.endsWith('/') || path[match.length] === '/') return true;
  } else if (
    gitlink &&
    match.endsWith('/') &&
    match.length === path.length + 1 &&
    match.startsWith(path)
  ) {
    return true; // `sub/` names the submodule `sub`
  }
  if (spec.literalLength < match.length) {
    const n = spec.literalLength;
    if (path.slice(0, n) !== match.slice(0, n)) return false;
    return wildmatch(match.slice(n), path.slice(n));
  }
  return false;
}

// ---------------------------------------------------------------------------
// git's wildmatch (wildmatch.c) without WM_PATHNAME or WM_CASEFOLD, on byte strings.
// ---------------------------------------------------------------------------

const MATCH = 0;
const NOMATCH = 1;
const ABORT_ALL = -1;

export function wildmatch(pattern: string, text: string): boolean {
  return dowild(pattern, 0, text, 0) === MATCH;
}

const isGlobSpecial = (c: string | undefined): boolean => c !== undefined && GLOB_SPECIAL.has(c);

function code(c: string): number {
  return c.charCodeAt(0);
}

function inClass(name: string, c: number): boolean | undefined {
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
      return upper;
    case 'xdigit':
      return digit || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
    default:
      return undefined;
  }
}

function dowild(p: string, pi: number, text: string, ti: number): number {
  for (; pi < p.length; ti++, pi++) {
    let pCh = p[pi] as string;
    const tCh = text[ti];
    if (tCh === undefined && pCh !== '*') return ABORT_ALL;
    switch (pCh) {
      case '\\':
        pCh = p[++pi] ?? '';
        if (tCh !== pCh) return NOMATCH;
        continue;
      case '?':
        continue; // anything, '/' included (no WM_PATHNAME)
      case '*': {
        // Without WM_PATHNAME, `*` and `**` alike match across '/'.
        while (p[++pi] === '*') {
          /* skip the run */
        }
        if (pi >= p.length) return MATCH;
        let t = text[ti];
        for (;;) {
          if (t === undefined) break;
          if (!isGlobSpecial(p[pi])) {
            // Advance to the next occurrence of the literal after the star.
            const want = p[pi];
            while ((t = text[ti]) !== undefined && t !== want) ti++;
            if (t !== want) return NOMATCH;
          }
          const matched = dowild(p, pi, text, ti);
          if (matched !== NOMATCH) return matched;
          t = text[++ti];
        }
        return ABORT_ALL;
      }
      case '[': {
        pCh = p[++pi] ?? '';
        if (pCh === '^') pCh = '!';
        const negated = pCh === '!';
        if (negated) pCh = p[++pi] ?? '';
        let prev = '';
        let matched = false;
        const t = tCh === undefined ? -1 : code(tCh);
        do {
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
            pCh = '';
          } else if (pCh === '[' && p[pi + 1] === ':') {
            const start = pi + 2;
            let end = start;
            while (end < p.length && p[end] !== ']') end++;
            if (end >= p.length) return ABORT_ALL;
            if (end - start - 1 < 0 || p[end - 1] !== ':') {
              // no ":]": a plain '[' in the set
              pi = start - 2;
              pCh = '[';
              if (tCh === pCh) matched = true;
              prev = pCh;
              pCh = p[++pi] ?? '';
              continue;
            }
            pi = end;
            const member = inClass(p.slice(start, end - 1), t);
            if (member === undefined) return ABORT_ALL; // malformed [:class:]
            if (member) matched = true;
            pCh = '';
          } else if (tCh === pCh) {
            matched = true;
          }
          prev = pCh;
          pCh = p[++pi] ?? '';
        } while (pCh !== ']');
        if (matched === negated) return NOMATCH;
        continue;
      }
      default:
        if (tCh !== pCh) return NOMATCH;
        continue;
    }
  }
  return ti < text.length ? NOMATCH : MATCH;
}
