/**
 * Git pathspecs, as `git rev-list <C>..HEAD -- <triggered_by…>` reads a
 * binding's `triggered_by` list (docs/ev-0.1.md#triggered_since). One matcher for both uses:
 * the adapter answers `triggered_since` in memory with it (ticks/triggered-since.ts), and the
 * report decides which decisions are in context with it (change.ts), so a
 * trigger means the same thing to both.
 *
 * git's rules, from pathspec.c and tree-walk.c: each entry is relative to the
 * current directory's prefix (the ledger root inside the repository), `.`,
 * `..` and `//` are normalised away; an entry names a file, a leading
 * directory, or — with wildcards (`*`, `?`, `[…]`, `\`) — a `wildmatch`
 * pattern over the whole path, where `*` crosses `/` unless the entry has
 * `glob` magic. Magic: `:(top)`/`:/` (from the repository root), `literal`,
 * `glob`, `icase`, `exclude`/`:!`/`:^` (a path matches a list when an entry
 * matches it and no exclude does; a list of excludes only starts from every
 * path). An entry git refuses (unknown magic, a path above the repository)
 * makes git fail, which ev reads as "no change": the list matches nothing.
 * `attr:` magic and absolute paths depend on the file system: unknowable here.
 *
 * Paths and patterns are "byte strings": UTF-8 bytes held one per UTF-16
 * unit (latin1), so comparisons are git's byte comparisons. Pure.
 */

/** The UTF-8 bytes of a string, one per character (how git sees a path). */
export function toByteString(text: string): string {
  return Buffer.from(text, 'utf8').toString('latin1');
}

export interface Pathspec {
  /** The normalised pattern (the directory prefix included), as a byte string. */
  match: string;
  /** Length of the leading part without wildcard characters (git's `nowildcard_len`). */
  literalLength: number;
  /** Length of the directory prefix in `match`: compared case-sensitively even with `icase`. */
  prefixLength: number;
  /** `glob` magic: `*` and `?` stop at `/`, `**` crosses directories. */
  glob: boolean;
  /** `icase` magic: ASCII letters match either case (outside the prefix). */
  icase: boolean;
  /** `exclude` magic (`:!`, `:^`): a path it matches is left out of the list. */
  exclude: boolean;
}

export type CompiledPathspec =
  | { kind: 'pathspec'; pathspec: Pathspec }
  /** git refuses it (bad magic, a path above the repository): the whole command fails. */
  | { kind: 'invalid' }
  /** Its meaning depends on more than the path (`attr:` magic, an absolute path). */
  | { kind: 'unknowable' };

const GLOB_SPECIAL = new Set(['*', '?', '[', '\\']);

/** Does a `triggered_by` entry use pathspec magic (a leading `:`)? */
export function hasMagic(raw: string): boolean {
  return raw.startsWith(':');
}

/**
 * Does git read `spec` as the path it spells, naming itself and what lies
 * below it and nothing else? A plain relative path: not empty, no magic, no
 * character git could read as a wildcard (or that no path line holds), no
 * `.`, `..` or empty part. The GIT_*_PATHSPECS switches, which change every
 * reading, are the caller's to check.
 */
export function plainPathspec(spec: string): boolean {
  if (spec === '' || hasMagic(spec) || /[*?[\]\\\0\r\n]/.test(spec)) return false;
  return spec.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

/** What normalizePathWithin changes: a leading `/`, `//`, a `.` or `..` segment. */
const NOT_NORMAL = /^\/|\/\/|(?:^|\/)\.\.?(?:\/|$)/;

/**
 * git's normalize_path_copy_len: squash `//`, drop `.` segments, resolve
 * `..` (undefined when it climbs above the top). A trailing slash is kept.
 * `prefixLength` (of the directory prefix at the start of `path`) shrinks
 * when a `..` climbs into the prefix.
 */
export function normalizePathWithin(
  path: string,
  prefixLength: number,
): { path: string; prefixLength: number } | undefined {
  // Most paths are normal already: one test instead of copying them a character at a time
  // (every bound command's words and every trigger of a large ledger pass here).
  if (!NOT_NORMAL.test(path)) return { path, prefixLength };
  return normalizedByCopy(path, prefixLength);
}

/** normalizePathWithin a character at a time, for any path (exported for its test). */
export function normalizedByCopy(
  path: string,
  prefixLength: number,
): { path: string; prefixLength: number } | undefined {
  let out = '';
  let prefix = prefixLength;
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
        prefix = Math.min(prefix, out.length);
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
  return { path: out, prefixLength: prefix };
}

/** `normalizePathWithin` without a prefix. */
export function normalizePath(path: string): string | undefined {
  return normalizePathWithin(path, 0)?.path;
}

// ---------------------------------------------------------------------------
// Magic (pathspec.c: parse_long_magic, parse_short_magic, init_pathspec_item)

interface Magic {
  top: boolean;
  literal: boolean;
  glob: boolean;
  icase: boolean;
  exclude: boolean;
  attr: boolean;
  /** `prefix:<n>` (git's own, for pathspecs passed between commands). */
  prefix?: number;
}

type LongMagicName = 'top' | 'literal' | 'glob' | 'icase' | 'exclude';
const LONG_MAGIC: ReadonlySet<string> = new Set<LongMagicName>([
  'top',
  'literal',
  'glob',
  'icase',
  'exclude',
]);

/** git's GIT_PATHSPEC_MAGIC characters: punctuation that may be short magic. */
const SHORT_MAGIC_CHARS = new Set([...'!"#%&\',-/:;<=>@_`~']);

const noMagic = (): Magic => ({
  top: false,
  literal: false,
  glob: false,
  icase: false,
  exclude: false,
  attr: false,
});

/** Length of the run before a character of `stop`, skipping `\x` pairs (strcspn_escaped). */
function spanEscaped(text: string, from: number, stop: string): number {
  let i = from;
  while (i < text.length) {
    if (text[i] === '\\' && i + 1 < text.length) i += 2;
    else if (stop.includes(text[i] as string)) break;
    else i++;
  }
  return Math.min(i, text.length) - from;
}

/** `:(top,icase)rest` → the magic and where the pattern starts, or undefined when git dies. */
function parseLongMagic(raw: string): { magic: Magic; rest: string } | undefined {
  const magic = noMagic();
  let pos = 2;
  while (pos < raw.length && raw[pos] !== ')') {
    const len = spanEscaped(raw, pos, ',)');
    const word = raw.slice(pos, pos + len);
    const next = raw[pos + len] === ',' ? pos + len + 1 : pos + len;
    pos = next;
    if (len === 0) continue;
    if (word.startsWith('prefix:')) {
      // strtol over the whole word: optional sign, digits, nothing after.
      if (!/^prefix:[ \t\n\v\f\r]*[+-]?\d+$/.test(word)) return undefined;
      magic.prefix = Number.parseInt(word.slice('prefix:'.length).trim(), 10);
    } else if (word.startsWith('attr:')) {
      magic.attr = true;
    } else if (LONG_MAGIC.has(word)) {
      magic[word as LongMagicName] = true;
    } else return undefined; // "Invalid pathspec magic"
  }
  if (raw[pos] !== ')') return undefined; // "Missing ')'"
  return { magic, rest: raw.slice(pos + 1) };
}

/** `:/!rest`, `:^rest`, `:rest` → the magic and the pattern, or undefined when git dies. */
function parseShortMagic(raw: string): { magic: Magic; rest: string } | undefined {
  const magic = noMagic();
  let pos = 1;
  for (; pos < raw.length && raw[pos] !== ':'; pos++) {
    const ch = raw[pos] as string;
    if (ch === '^') magic.exclude = true;
    else if (!SHORT_MAGIC_CHARS.has(ch)) break;
    else if (ch === '/') magic.top = true;
    else if (ch === '!') magic.exclude = true;
    else return undefined; // "Unimplemented pathspec magic"
  }
  if (raw[pos] === ':') pos++;
  return { magic, rest: raw.slice(pos) };
}

function parseMagic(raw: string): { magic: Magic; rest: string } | undefined {
  if (!hasMagic(raw)) return { magic: noMagic(), rest: raw };
  return raw[1] === '(' ? parseLongMagic(raw) : parseShortMagic(raw);
}

/** Length of the leading part without glob characters (git's simple_length). */
function simpleLength(match: string): number {
  let n = 0;
  while (n < match.length && !GLOB_SPECIAL.has(match[n] as string)) n++;
  return n;
}

/**
 * `compilePathspec` with one prefix, each entry compiled once: bindings share
 * their trigger paths, so a ledger asks about the same few entries many times.
 */
export function pathspecCompiler(prefix: string): (raw: string) => CompiledPathspec {
  const compiled = new Map<string, CompiledPathspec>();
  return (raw) => {
    let result = compiled.get(raw);
    if (result === undefined) compiled.set(raw, (result = compilePathspec(raw, prefix)));
    return result;
  };
}

/**
 * Compiles one `triggered_by` entry, given the prefix of the directory git
 * runs in (`sub/dir/` or ``). Both are taken as text and compared as bytes.
 */
export function compilePathspec(raw: string, prefix: string): CompiledPathspec {
  if (entryRefusal(raw) !== undefined) return { kind: 'invalid' };
  const parsed = parseMagic(toByteString(raw));
  if (parsed === undefined) return { kind: 'invalid' };
  const { magic, rest } = parsed;
  if (magic.literal && magic.glob) return { kind: 'invalid' };
  if (magic.attr) return { kind: 'unknowable' };
  const cwd = toByteString(prefix);
  let match: string;
  let prefixLength: number;
  if (magic.prefix !== undefined) {
    if (cwd !== '') return { kind: 'invalid' }; // git: "'prefix' magic is supposed to be used at worktree's root"
    match = rest;
    prefixLength = magic.prefix;
  } else if (magic.top) {
    match = rest;
    prefixLength = 0;
  } else {
    if (rest.startsWith('/')) return { kind: 'unknowable' }; // absolute: depends on the worktree's location
    const normalized = normalizePathWithin(cwd + rest, cwd.length);
    if (normalized === undefined) return { kind: 'invalid' };
    match = normalized.path;
    prefixLength = normalized.prefixLength;
  }
  if (prefixLength < 0 || prefixLength > match.length) return { kind: 'invalid' };
  const literalLength = magic.literal ? match.length : Math.max(simpleLength(match), prefixLength);
  return {
    kind: 'pathspec',
    pathspec: {
      match,
      literalLength,
      prefixLength,
      glob: magic.glob,
      icase: magic.icase,
      exclude: magic.exclude,
    },
  };
}

// ---------------------------------------------------------------------------
// Caps: what the action agrees to match
//
// Matching is linear in the pattern times the path (the memoised wildmatch
// below), so what bounds a run's work is how many entries there are and how
// large each is. The caps are far above any ledger's (a binding lists a few
// paths of a few dozen bytes): an entry or list over one is refused — read as
// a list git refuses, which selects no change — and the evaluation reports it
// with the tick file (`triggerListRefusal`).

export const TRIGGER_CAPS = {
  /** Entries in one `triggered_by` list. */
  entries: 1000,
  /** UTF-8 bytes of one entry (git's own limit on a path is 4,096). */
  bytes: 4096,
  /** `*` runs in one entry (`**` counts once): each adds a level to the matcher's work. */
  wildcards: 32,
} as const;

/**
 * `*` runs git itself may be given in one entry. git's wildmatch backtracks
 * (`*\/*\/*\/…/b` against a deep path runs for hours), so only entries the
 * in-process matcher cannot decide (`attr:` magic, an absolute path, the
 * GIT_*_PATHSPECS switches) are handed to git, and only with at most this many.
 */
export const GIT_WILDCARDS = 2;

/** The `*` runs of an entry as written (`**` once, `\*` not at all): an upper bound on its wildcards. */
export function wildcardRuns(raw: string): number {
  let runs = 0;
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i];
    if (c === '\\') i++;
    else if (c === '*') {
      runs++;
      while (raw[i + 1] === '*') i++;
    }
  }
  return runs;
}

/** Why one entry is over a cap, or undefined. */
function entryRefusal(raw: string): string | undefined {
  // Cheap first: a JavaScript string never has fewer UTF-8 bytes than half its length.
  const bytes = raw.length * 3 <= TRIGGER_CAPS.bytes ? raw.length : Buffer.byteLength(raw, 'utf8');
  if (bytes > TRIGGER_CAPS.bytes)
    return `is ${bytes.toLocaleString('en-US')} bytes long, over the cap of ${TRIGGER_CAPS.bytes.toLocaleString('en-US')}`;
  const wildcards = raw.includes('*') ? wildcardRuns(raw) : 0;
  if (wildcards > TRIGGER_CAPS.wildcards)
    return `has ${wildcards} \`*\` wildcards, over the cap of ${TRIGGER_CAPS.wildcards}`;
  return undefined;
}

/** One reason a `triggered_by` list is not matched as written. */
export interface TriggerRefusal {
  /** The entry concerned (0-based), or undefined for the whole list. */
  entry?: number;
  /** What is over which cap. */
  why: string;
}

/**
 * Why the action does not match this list as written, or undefined: a list
 * or entry over a cap (TRIGGER_CAPS), or — when `git` says the list is handed
 * to git itself — an entry with more `*` runs than GIT_WILDCARDS. Such a list
 * is read as one git refuses: it selects no change.
 */
export function triggerListRefusal(
  raws: readonly string[],
  git = false,
): TriggerRefusal | undefined {
  if (raws.length > TRIGGER_CAPS.entries)
    return {
      why: `has ${raws.length.toLocaleString('en-US')} entries, over the cap of ${TRIGGER_CAPS.entries.toLocaleString('en-US')}`,
    };
  for (let entry = 0; entry < raws.length; entry++) {
    const raw = raws[entry] as string;
    const why = entryRefusal(raw);
    if (why !== undefined) return { entry, why };
    if (git && raw.includes('*')) {
      const wildcards = wildcardRuns(raw);
      if (wildcards > GIT_WILDCARDS)
        return {
          entry,
          why: `has ${wildcards} \`*\` wildcards and only git can match it (\`attr:\` magic, an absolute path, or a GIT_*_PATHSPECS switch): git's matcher backtracks, so the cap for git is ${GIT_WILDCARDS}`,
        };
    }
  }
  return undefined;
}

/** Whether git itself can be given these entries (triggerListRefusal for git). */
export function gitMayMatch(raws: readonly string[]): boolean {
  return triggerListRefusal(raws, true) === undefined;
}

/**
 * The directory every path the spec matches lies in, as a byte string (`''`:
 * anywhere): the part before its first wildcard, cut at the last `/` — or the
 * whole match without wildcards. Handed to git as a literal pathspec, it
 * limits git's output to a superset of what the spec selects, without git
 * ever matching a wildcard.
 */
export function literalDirectory(spec: Pathspec): string {
  // Under icase only the directory prefix compares exactly.
  const exact = spec.icase ? spec.prefixLength : spec.literalLength;
  const literal = spec.match.slice(0, exact);
  if (exact === spec.match.length) return literal.replace(/\/+$/, '');
  const slash = literal.lastIndexOf('/');
  return slash < 0 ? '' : literal.slice(0, slash);
}

/**
 * git pathspecs (`:(top,literal)<dir>`) whose union holds every path these
 * lists select, or undefined when that is the whole tree (an entry that can
 * match anywhere, a list of excludes only, a list not modelled here). git
 * matches them without wildcards.
 */
export function literalPathspecs(lists: Iterable<PathspecList>): string[] | undefined {
  const dirs = new Set<string>();
  for (const list of lists) {
    if (list.kind === 'invalid') continue; // selects nothing
    if (list.kind === 'unknowable' || list.positives.length === 0) return undefined;
    for (const { spec } of list.positives) {
      const dir = literalDirectory(spec);
      if (dir === '') return undefined;
      dirs.add(dir);
    }
  }
  return [...dirs].map((dir) => `:(top,literal)${Buffer.from(dir, 'latin1').toString('utf8')}`);
}

/**
 * A literal pathspec (`:(literal)<dir>`, relative to git's working directory
 * as the entry is) under which lies everything a plain entry (no magic, not
 * absolute) selects; undefined when that is anywhere. It needs no prefix: git
 * normalises `..` in it as in the entry.
 */
export function literalPathspecOf(raw: string): string | undefined {
  if (hasMagic(raw) || raw.startsWith('/')) return undefined;
  const n = simpleLength(raw);
  let dir: string;
  if (n === raw.length) dir = raw.replace(/\/+$/, '');
  else {
    const slash = raw.lastIndexOf('/', n);
    dir = slash < 0 ? '' : raw.slice(0, slash);
    // A `.` or `..` segment after a wildcard may climb out of `dir` once git normalises it.
    if (/(?:^|\/)\.\.?(?:\/|$)/.test(raw.slice(dir.length))) return undefined;
  }
  return dir === '' ? undefined : `:(literal)${dir}`;
}

// ---------------------------------------------------------------------------
// Matching one path (tree-walk.c: match_entry, match_dir_prefix, git_fnmatch)

function foldAscii(c: string): string {
  const code = c.charCodeAt(0);
  return code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : c;
}

/** The first `n` bytes of `a` and `b` agree: exactly within the prefix, case-insensitively after it under icase. */
function sameStart(spec: Pathspec, a: string, b: string, n: number): boolean {
  if (a.length < n || b.length < n) return false;
  const exact = spec.icase ? Math.min(n, spec.prefixLength) : n;
  for (let i = 0; i < exact; i++) if (a.charCodeAt(i) !== b.charCodeAt(i)) return false;
  for (let i = exact; i < n; i++) {
    if (foldAscii(a[i] as string) !== foldAscii(b[i] as string)) return false;
  }
  return true;
}

/**
 * Does a changed path (a blob, or a gitlink = submodule) fall under the
 * pathspec, ignoring its `exclude` flag? The path is repository-relative.
 */
export function pathspecMatches(spec: Pathspec, path: string, gitlink = false): boolean {
  const { match } = spec;
  if (match === '') return true;
  if (sameStart(spec, path, match, match.length)) {
    if (path.length === match.length) return true;
    if (match.endsWith('/') || path[match.length] === '/') return true;
  } else if (
    gitlink &&
    match.endsWith('/') &&
    match.length === path.length + 1 &&
    sameStart(spec, match, path, path.length)
  ) {
    return true; // `sub/` names the submodule `sub`
  }
  if (spec.literalLength < match.length) {
    const n = spec.literalLength;
    if (!sameStart(spec, path, match, n)) return false;
    const flags = (spec.glob ? WM_PATHNAME : 0) | (spec.icase ? WM_CASEFOLD : 0);
    return wildmatch(match.slice(n), path.slice(n), flags);
  }
  return false;
}

// ---------------------------------------------------------------------------
// A whole `triggered_by` list

/** One entry of a list: as written, and compiled. */
export interface PathspecEntry {
  raw: string;
  spec: Pathspec;
}

export type PathspecList =
  | { kind: 'list'; positives: PathspecEntry[]; excludes: PathspecEntry[] }
  | { kind: 'invalid' }
  | { kind: 'unknowable' };

/**
 * Compiles a binding's `triggered_by` as git compiles the arguments of one
 * command: one entry git refuses fails the whole command.
 */
export function compilePathspecList(raws: readonly string[], prefix: string): PathspecList {
  return compileListWith(raws, (raw) => compilePathspec(raw, prefix));
}

function compileListWith(
  raws: readonly string[],
  compile: (raw: string) => CompiledPathspec,
): PathspecList {
  if (raws.length > TRIGGER_CAPS.entries) return { kind: 'invalid' };
  const positives: PathspecEntry[] = [];
  const excludes: PathspecEntry[] = [];
  let unknowable = false;
  for (const raw of raws) {
    const compiled = compile(raw);
    if (compiled.kind === 'invalid') return { kind: 'invalid' };
    if (compiled.kind === 'unknowable') unknowable = true;
    else (compiled.pathspec.exclude ? excludes : positives).push({ raw, spec: compiled.pathspec });
  }
  if (unknowable) return { kind: 'unknowable' };
  return { kind: 'list', positives, excludes };
}

/**
 * `compilePathspecList` with one prefix, each list and each entry compiled
 * once: bindings share their trigger lists.
 */
export function pathspecListCompiler(prefix: string): (raws: readonly string[]) => PathspecList {
  const entry = pathspecCompiler(prefix);
  const lists = new Map<string, PathspecList>();
  return (raws) => {
    const key = JSON.stringify(raws);
    let list = lists.get(key);
    if (list === undefined) lists.set(key, (list = compileListWith(raws, entry)));
    return list;
  };
}

/**
 * Does the list select a path, and through which entries? `matches` says
 * whether one entry matches the path (ignoring its exclude flag). An entry
 * matches it and no exclude does; a list of excludes only starts from every
 * path (git adds `.` from the top), and then no entry is named. Undefined
 * when the list does not select the path, or cannot be decided.
 */
export function selectionBy(
  list: PathspecList,
  matches: (entry: PathspecEntry) => boolean,
): string[] | undefined {
  if (list.kind !== 'list') return undefined;
  if (list.excludes.some(matches)) return undefined;
  if (list.positives.length === 0) return list.excludes.length > 0 ? [] : undefined;
  const selecting = list.positives.filter(matches).map((e) => e.raw);
  return selecting.length > 0 ? selecting : undefined;
}

/** `selectionBy` for one repository-relative path, as `git rev-list … -- <list>` counts a change to it. */
export function selectionOf(
  list: PathspecList,
  path: string,
  gitlink = false,
): string[] | undefined {
  return selectionBy(list, (e) => pathspecMatches(e.spec, path, gitlink));
}

/** Does the list select `path`? (`selectionOf` without the entries.) */
export function listSelects(list: PathspecList, path: string, gitlink = false): boolean {
  return selectionOf(list, path, gitlink) !== undefined;
}

// ---------------------------------------------------------------------------
// git's wildmatch (wildmatch.c), on byte strings.

/** Case-insensitive ASCII (`:(icase)`). */
export const WM_CASEFOLD = 1;
/** `*` and `?` do not match `/`; `**` does, between slashes (`:(glob)`). */
export const WM_PATHNAME = 2;

const MATCH = 0;
const NOMATCH = 1;
const ABORT_ALL = -1;
const ABORT_TO_STARSTAR = -2;

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

// Memoised. git's wildmatch (and the line-by-line port this replaced) backtracks: after
// each `*` it tries every later text position, and `*/*/*/…/b` against a deep path tries
// every way of splitting the path — exponential in the number of stars (33 s at 7 stars
// on 60 directories, hours at 10). The answer of a match from pattern position `pi` and
// text position `ti` depends on nothing else, so it is computed once: `entry` holds the
// answers of the matches that start after a star (or after `**/`), `loop` those of a
// star's loop from each text position. Every (position, position) pair is decided at
// most once, with a bounded amount of work: O(pattern × text) in all, and the answers —
// git's four outcomes, aborts included — are exactly those of the backtracking order.

/** Answers stored in an Int8Array: 0 = not known yet, else the outcome + 3. */
const UNKNOWN = 0;
const stored = (outcome: number): number => outcome + 3;

class Wildmatch {
  private readonly casefold: boolean;
  private readonly pathname: boolean;
  /** By pattern position: the answer from each text position (`dowild(p, pi, text, ti)`). */
  private entry?: (Int8Array | undefined)[];
  /** By pattern position after a star: the answer of the star's loop from each text position. */
  private loop?: (Int8Array | undefined)[];
  /** The first `/` at or after each text position (text.length when none). */
  private slashes?: Int32Array;
  /**
   * Whether answers are kept. With one run of `*` at most, no position pair is
   * ever asked twice (one loop, each try scanning to the end): nothing to keep.
   */
  private readonly memo: boolean;

  constructor(
    private readonly p: string,
    private readonly text: string,
    private readonly flags: number,
  ) {
    this.casefold = (flags & WM_CASEFOLD) !== 0;
    this.pathname = (flags & WM_PATHNAME) !== 0;
    const star = p.indexOf('*');
    this.memo = star >= 0 && p.lastIndexOf('*') > star && wildcardRuns(p) >= 2;
  }

  /** `dowild(p, pi, text, ti)`, each (pi, ti) computed once. */
  match(pi: number, ti: number): number {
    if (!this.memo) return this.scan(pi, ti);
    const table = this.table((this.entry ??= []), pi);
    const known = table[ti] as number;
    if (known !== UNKNOWN) return known - 3;
    const outcome = this.scan(pi, ti);
    table[ti] = stored(outcome);
    return outcome;
  }

  private table(tables: (Int8Array | undefined)[], pi: number): Int8Array {
    return (tables[pi] ??= new Int8Array(this.text.length + 1));
  }

  /** The next `/` at or after `ti`, or -1. */
  private nextSlash(ti: number): number {
    if (!this.memo) return this.text.indexOf('/', ti);
    if (this.slashes === undefined) {
      const text = this.text;
      const slashes = new Int32Array(text.length + 1);
      let next = -1;
      for (let i = text.length; i >= 0; i--) {
        if (text[i] === '/') next = i;
        slashes[i] = next;
      }
      this.slashes = slashes;
    }
    return this.slashes[ti] as number;
  }

  private fold(c: string): string {
    return this.casefold && isUpper(c) ? foldAscii(c) : c;
  }

  /** wildmatch.c's dowild from (pi, ti): the pattern's run up to its next star, then the star's loop. */
  private scan(pi: number, ti: number): number {
    const { p, text, pathname } = this;
    for (; pi < p.length; ti++, pi++) {
      let pCh = p[pi] as string;
      let tCh = text[ti];
      if (tCh === undefined && pCh !== '*') return ABORT_ALL;
      if (this.casefold) {
        if (isUpper(tCh)) tCh = foldAscii(tCh as string);
        if (isUpper(pCh)) pCh = foldAscii(pCh);
      }
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
              if (p[pi] === '/' && this.match(pi + 1, ti) === MATCH) return MATCH;
              matchSlash = true;
            } else matchSlash = false;
          } else matchSlash = !pathname;
          if (pi >= p.length) {
            // A trailing `**` matches everything, a trailing `*` only within the last directory.
            return !matchSlash && this.nextSlash(ti) >= 0 ? NOMATCH : MATCH;
          }
          if (!matchSlash && p[pi] === '/') {
            // One `*` then `/`: match up to the next slash.
            const slash = this.nextSlash(ti);
            if (slash < 0) return NOMATCH;
            ti = slash;
            break; // the slash is consumed by the loop
          }
          return this.starLoop(pi, ti, matchSlash);
        }
        case '[': {
          const result = bracket(p, pi + 1, tCh as string, this.flags);
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

  /**
   * The loop after a star (pattern position `pi`, the first after the run) from
   * text position `from`: try the rest of the pattern at each later position,
   * skipping straight to the next occurrence of a literal that follows the star.
   * Its answer from a position that decides nothing is its answer from the next
   * one, so every position passed on the way gets the answer found.
   */
  private starLoop(pi: number, from: number, matchSlash: boolean): number {
    if (!this.memo) return this.plainLoop(pi, from, matchSlash);
    const { p, text } = this;
    const table = this.table((this.loop ??= []), pi);
    const literal = !isGlobSpecial(p[pi]);
    const want = literal ? this.fold(p[pi] as string) : '';
    const passed: number[] = [];
    let outcome: number | undefined;
    let ti = from;
    while (outcome === undefined) {
      const known = table[ti] as number;
      if (known !== UNKNOWN) {
        outcome = known - 3;
        break;
      }
      passed.push(ti);
      if (ti >= text.length) {
        outcome = ABORT_ALL; // the loop ran out of text
        break;
      }
      if (literal) {
        // Advance to the next occurrence of the literal (never past a `/` for a single star).
        let t = text[ti] as string;
        while (this.fold(t) !== want) {
          if (!matchSlash && t === '/') break;
          ti++;
          if (ti >= text.length) break;
          const next = table[ti] as number;
          if (next !== UNKNOWN) {
            outcome = next - 3;
            break;
          }
          passed.push(ti);
          t = text[ti] as string;
        }
        if (outcome !== undefined) break;
        if (ti >= text.length || this.fold(text[ti] as string) !== want) {
          outcome = NOMATCH; // no occurrence left (in this directory)
          break;
        }
      }
      const t = this.fold(text[ti] as string);
      const matched = this.match(pi, ti);
      if (matched !== NOMATCH) {
        if (!matchSlash || matched !== ABORT_TO_STARSTAR) outcome = matched;
      } else if (!matchSlash && t === '/') outcome = ABORT_TO_STARSTAR;
      ti++;
    }
    for (const position of passed) table[position] = stored(outcome);
    return outcome;
  }

  /** The star's loop as wildmatch.c runs it: enough when no position pair can come twice. */
  private plainLoop(pi: number, ti: number, matchSlash: boolean): number {
    const { p, text } = this;
    let t = text[ti];
    while (t !== undefined) {
      if (!isGlobSpecial(p[pi])) {
        // Advance to the next occurrence of the literal after the star.
        const want = this.fold(p[pi] as string);
        while ((t = text[ti]) !== undefined && (matchSlash || t !== '/')) {
          t = this.fold(t);
          if (t === want) break;
          ti++;
        }
        if (t !== want) return NOMATCH;
      }
      const matched = this.scan(pi, ti);
      if (matched !== NOMATCH) {
        if (!matchSlash || matched !== ABORT_TO_STARSTAR) return matched;
      } else if (!matchSlash && t === '/') return ABORT_TO_STARSTAR;
      t = text[++ti];
    }
    return ABORT_ALL;
  }
}

/** Does `text` match `pattern`? Without WM_PATHNAME, `*` crosses `/` (git's default for pathspecs). */
export function wildmatch(pattern: string, text: string, flags = 0): boolean {
  return new Wildmatch(pattern, text, flags).match(0, 0) === MATCH;
}
