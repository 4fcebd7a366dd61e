/**
 * Anchor resolution (docs/ev-0.2.md, "Anchor statuses"): what ev finds when
 * it looks at a pointer, in one tree. The tree is data — the work tree as the
 * file system shows it, or a commit as git stores it — so the same rules
 * answer at the work tree, at a pull request's base and at its head. Pure.
 *
 * - `commit:` resolves when the text names a commit in this clone, else `gone`;
 * - `metric:`/`url:` are `recorded`: never checked;
 * - `test:`/`file:`/`artifact:` are `gone` when the path is absent,
 *   `unreachable` when it is there but cannot be read as a file (a directory),
 *   `resolves` when there is no pass-line or some line contains it, else
 *   `changed`. Lines are split as Rust's `str::lines` splits them, in the
 *   text decoded with U+FFFD for bytes that are not UTF-8.
 *
 * A status the ledger recorded is read with `parseStatus`: 0.1.x's `verified`
 * is `resolves`, and an unknown word, like the legacy `failed`, is `failed`.
 */
import { anchorPath, type EvRef } from './evidence.js';

export type Status = 'resolves' | 'changed' | 'gone' | 'unreachable' | 'recorded' | 'failed';

export function parseStatus(raw: string): Status {
  switch (raw) {
    case 'resolves':
    case 'verified':
      return 'resolves';
    case 'changed':
    case 'gone':
    case 'unreachable':
    case 'recorded':
      return raw;
    default:
      return 'failed';
  }
}

/**
 * Why a path that is there cannot be read as a file, when the tree knows:
 * a symbolic link, a directory, a submodule, a file over the read bound,
 * another kind of entry, or a blob that could not be read.
 */
export type UnreadableWhy =
  'link' | 'directory' | 'submodule' | 'too-large' | 'not-a-file' | 'not-readable';

/** What a tree holds at a path (relative to the store's root). */
export type PathProbe =
  | { kind: 'absent' }
  /** Present, but not readable as a file: a directory, a special file, a file this reader will not read. */
  | { kind: 'unreadable'; why?: UnreadableWhy }
  /** Readable as a file (its content was not asked for). */
  | { kind: 'readable' }
  /** A file, its content decoded as UTF-8 with U+FFFD for invalid bytes. */
  | { kind: 'file'; text: string };

/** One tree, as data: the work tree, or a commit's tree. */
export interface Tree {
  /** What is at `path`; its text only when `text` is asked (a pass-line to look for). */
  probe(path: string, text: boolean): PathProbe;
  /** Whether `path` is a directory there (ev asks when deciding how to count drift). */
  isDirectory(path: string): boolean;
}

/** Whether each `commit:` text names a commit of this clone. */
export interface CommitIndex {
  /** `resolves` (a commit), `gone` (absent, ambiguous, not a commit), `unreachable` (git could not be asked). */
  status(text: string): 'resolves' | 'gone' | 'unreachable';
}

/** The status of one parsed ref, read now in `tree`. */
export function statusOf(ref: EvRef, tree: Tree, commits: CommitIndex): Status {
  if (ref.kind === 'commit') return commits.status(ref.payload);
  if (ref.kind === 'metric' || ref.kind === 'url') return 'recorded';
  const found = tree.probe(anchorPath(ref) as string, ref.passline !== undefined);
  if (found.kind === 'absent') return 'gone';
  if (found.kind === 'unreadable') return 'unreachable';
  if (ref.passline === undefined || found.kind === 'readable') return 'resolves';
  return passlineFound(found.text, ref.passline) ? 'resolves' : 'changed';
}

/**
 * Whether some line of `text` contains `passline` (Rust: `text.lines().any(|l|
 * l.contains(p))`): a text without lines (empty) contains nothing, not even
 * the empty pass-line.
 */
export function passlineFound(text: string, passline: string): boolean {
  if (text === '') return false;
  if (passline === '') return true;
  let from = 0;
  for (;;) {
    const at = text.indexOf(passline, from);
    if (at < 0) return false;
    if (withinOneLine(text, at, passline.length)) return true;
    from = at + 1;
  }
}

/**
 * Whether `text[at, at + length)` lies inside one `str::lines` line: no `\n`,
 * and no `\r` that ends a line (one right before `\n`; a `\r` at the very
 * end of the text, with no `\n` after it, stays part of the last line).
 */
function withinOneLine(text: string, at: number, length: number): boolean {
  const end = at + length;
  for (let i = at; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x0a) return false;
    if (c === 0x0d && text.charCodeAt(i + 1) === 0x0a) return false;
  }
  return true;
}
