/**
 * The sticky comment, as every store's is found and written: the hidden
 * marker that says which comment is ours (a ledger directory and a check
 * name), the state line that says what it said last time, when a new body
 * is worth a write, and GitHub's limit. Each model's body is its own
 * (render/ticks/comment.ts, render/claims/comment.ts).
 */
import { sha256Hex } from '../core/ticks/identity.js';
import { normalizeWorkingDirectory } from './working-directory.js';

/** GitHub rejects an issue comment body of 65,536 characters or more. */
export const COMMENT_BODY_LIMIT = 65536;

export type CommentMode = 'auto' | 'always' | 'never';

export type CommentPlan =
  | { action: 'create' | 'update'; body: string }
  | { action: 'skip'; reason: 'disabled' | 'nothing-to-say' | 'unchanged' };

// ---------------------------------------------------------------------------
// Markers: which comment is ours, and what it said last time

const MARKER_PREFIX = '<!-- evolving-action:';
const STATE_PREFIX = '<!-- evolving-action-state ';
const MARKER_SUFFIX = ' -->';

/** The `check-name` a comment key leaves out, so comments written before keys named checks stay found. */
export const DEFAULT_CHECK_NAME = 'evolving';

/**
 * Separates the directory from the check name in a key. A normalised
 * directory never contains an empty segment, so no directory can spell it:
 * one ledger's key can never pose as another ledger's key for some check.
 */
const CHECK_SEPARATOR = '//';

/**
 * The comment key for a working directory and a check name: the directory's
 * normalised path (`.` for the repository root), then — for any check name
 * but the default — `//` and the check name. Two jobs with different
 * `check-name`s on one ledger keep a comment each, and the default keeps the
 * key comments had before check names were part of it. Restricted to
 * characters that are safe inside an HTML comment (`--` and `>` can never
 * appear).
 */
export function commentKey(workingDirectory: string, checkName = DEFAULT_CHECK_NAME): string {
  const dir = normalizeWorkingDirectory(workingDirectory);
  const dirKey = keyPart(dir === '' ? '.' : dir);
  return checkName === DEFAULT_CHECK_NAME
    ? dirKey
    : `${dirKey}${CHECK_SEPARATOR}${keyPart(checkName)}`;
}

/** Longest encoded part of a key kept as it is; a longer one is keyed by its hash. */
export const KEY_PART_MAX = 100;
const HASHED_PART_PREFIX = 'sha256-';

/**
 * One part of a key, encoded; a part longer than KEY_PART_MAX encoded (a
 * check name of thousands of characters) is replaced by `sha256-` and 32 hex
 * digits of its hash, so the marker line, and the comment, stay short.
 */
function keyPart(text: string): string {
  const encoded = encodeKey(text);
  if (encoded.length <= KEY_PART_MAX) return encoded;
  const hash = sha256Hex(text).slice(0, 32);
  return `${HASHED_PART_PREFIX}${hash}`;
}

/** What a key names, for people: the ledger directory and, when not the default, the check name. */
export function keyParts(key: string): { ledger: string; checkName?: string } {
  const at = key.indexOf(CHECK_SEPARATOR);
  if (at < 0) return { ledger: decodeKeyForDisplay(key) };
  return {
    ledger: decodeKeyForDisplay(key.slice(0, at)),
    checkName: decodeKeyForDisplay(key.slice(at + CHECK_SEPARATOR.length)),
  };
}

/** Idempotent (`%` is kept), so `commentMarker(commentKey(dir))` never double-encodes. */
function encodeKey(key: string): string {
  return [...key]
    .map((ch) => (/^[A-Za-z0-9._/%-]$/.test(ch) ? ch : encodeURIComponent(ch)))
    .join('')
    .replace(/-(?=-|$)/g, '%2D')
    .replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The hidden first line that identifies the comment for a ledger. */
export function commentMarker(key: string): string {
  return `${MARKER_PREFIX}${encodeKey(key)}${MARKER_SUFFIX}`;
}

function lines(body: string): string[] {
  return body.split(/\r?\n/);
}

/** The hidden lines a body starts with: the marker, then the state line, then a blank line. */
export function commentHeader(key: string, state: CommentState): string {
  return `${commentMarker(key)}\n${encodeState(state)}\n\n`;
}

/** Is this comment body the sticky comment for this ledger? Only its first line counts. */
export function isEvolvingComment(body: string, key: string): boolean {
  return lines(body)[0] === commentMarker(key);
}

/** What a comment said, machine-readably, on its hidden second line. */
export interface CommentState {
  /** Ids resurfaced when the comment was written. */
  resurfaced: string[];
  /** Ids that resurfaced in an earlier version and no longer do. */
  resolved: string[];
}

const STATE_VERSION = 1;
const STATE_MAX_CHARS = 8000;
const STATE_ID_MAX = 40;

/** Escapes what could end the HTML comment, open another, or read as a mention. */
const STATE_UNSAFE = /[<>&@!-]/g;

/** One id as it appears in the state line's JSON: clipped, quoted, unsafe characters `\u`-escaped. */
function encodeStateId(id: string): string {
  const clipped = id.length <= STATE_ID_MAX ? id : [...id].slice(0, STATE_ID_MAX).join('');
  return JSON.stringify(clipped).replace(
    STATE_UNSAFE,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** How many of `items` (from the start) fit in `room` characters as a JSON list's elements. */
function fittingIds(items: readonly string[], room: number): number {
  let used = 0;
  for (let n = 0; n < items.length; n++) {
    used += (items[n] as string).length + (n > 0 ? 1 : 0);
    if (used > room) return n;
  }
  return items.length;
}

/**
 * JSON inside an HTML comment: every character that could end the comment,
 * open another, or read as a mention is written as a `\u` escape, so ledger
 * ids can never forge or break the marker line. Lists are cut (resolved ids
 * from the end first, then resurfaced ones) to keep the line within
 * STATE_MAX_CHARS. One pass over the ids: each is encoded once and the cut is
 * found by adding lengths, never by re-serialising (40,000 resurfaced
 * decisions are as cheap as 40).
 */
function encodeState(state: CommentState): string {
  const resurfaced = state.resurfaced.map(encodeStateId);
  const resolved = state.resolved.map(encodeStateId);
  const line = (a: readonly string[], b: readonly string[]) =>
    `${STATE_PREFIX}{"v":${STATE_VERSION},"resurfaced":[${a.join(',')}],"resolved":[${b.join(',')}]}${MARKER_SUFFIX}`;
  const room = STATE_MAX_CHARS - line([], []).length;
  const keptResurfaced = fittingIds(resurfaced, room);
  if (keptResurfaced < resurfaced.length) return line(resurfaced.slice(0, keptResurfaced), []);
  const used = resurfaced.reduce((sum, id) => sum + id.length, 0) + resurfaced.length;
  // The comma between the lists' elements is counted per resurfaced id; the first needs none.
  const keptResolved = fittingIds(resolved, room - used + (resurfaced.length > 0 ? 1 : 0));
  return line(resurfaced, resolved.slice(0, keptResolved));
}

/**
 * The state line of a comment this action wrote, or undefined. Only the
 * second line is read, and only when the first is a marker: no text further
 * down (all of it derived from the ledger) is ever parsed.
 */
export function readCommentState(body: string): CommentState | undefined {
  const [first, second] = lines(body);
  if (!first?.startsWith(MARKER_PREFIX) || !first.endsWith(MARKER_SUFFIX)) return undefined;
  if (!second?.startsWith(STATE_PREFIX) || !second.endsWith(MARKER_SUFFIX)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(second.slice(STATE_PREFIX.length, -MARKER_SUFFIX.length));
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { v, resurfaced, resolved } = parsed as Record<string, unknown>;
  if (v !== STATE_VERSION || !isStringArray(resurfaced) || !isStringArray(resolved))
    return undefined;
  return { resurfaced, resolved };
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/**
 * Ids that resurfaced in any earlier version of the comment and do not now:
 * carried forward so that an all-clear stays identical on the next push.
 */
export function resolvedSince(
  previous: CommentState | undefined,
  current: readonly string[],
): string[] {
  if (!previous) return [];
  const now = new Set(current);
  return [...new Set([...previous.resurfaced, ...previous.resolved])].filter((id) => !now.has(id));
}

/**
 * Does the existing comment need rewriting? Only on a meaningful change: the
 * body compared with what changes on every run stripped out — which run wrote
 * it (the workflow-run and job-summary links), which commit its file links
 * name (tick files are append-only, so an older commit's link shows the same
 * file), and when the deciding receipts ran (`ran <time>`: a rerun of the
 * same checks on the same commit says the same thing). No write means no API
 * call and no "edited" churn. Line endings and surrounding whitespace are
 * ignored too: GitHub may hand a body back with `\r\n`.
 */
export function commentNeedsUpdate(
  existingBody: string | null | undefined,
  nextBody: string,
): boolean {
  if (existingBody === null || existingBody === undefined) return true;
  return canonicalCommentBody(existingBody) !== canonicalCommentBody(nextBody);
}

/** The ran-at of a receipt as a detail shows it (RFC 3339, any fraction and offset). */
const RAN_AT = /\bran \d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})/g;

/** A comment body with what changes on every run replaced (commentNeedsUpdate). */
export function canonicalCommentBody(body: string): string {
  return body
    .replace(/\r\n/g, '\n')
    .replace(/\/actions\/runs\/\d+(?:\/attempts\/\d+)?/g, '/actions/runs/-')
    .replace(/\/blob\/[0-9a-f]{40}\//g, '/blob/-/')
    .replace(RAN_AT, 'ran -')
    .trim();
}

/** A key's part as people read it (a key that does not decode is shown as it is). */
export function decodeKeyForDisplay(key: string): string {
  try {
    return decodeURIComponent(key);
  } catch {
    return key;
  }
}
