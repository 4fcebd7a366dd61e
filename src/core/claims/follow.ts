/**
 * Following the code a broken anchor cited, from the pull request's diff
 * (docs/ev-0.2.md, "Where the code went"): a proposal a person confirms,
 * never applied (nothing here writes to the ledger).
 *
 * - A rename: the anchored file is gone at H, git's rename detection between
 *   B and H names where it went, and the new file holds the pass-line:
 *   `ev evidence <claim> '<kind>:<new path>::<text>'`.
 * - An edit: the line that held the pass-line at B was replaced in a hunk,
 *   and one of the hunk's new lines is clearly its successor — the most
 *   similar, with a similarity of at least SUCCESSOR_THRESHOLD, and strictly
 *   more similar than the runner-up: `ev evidence <claim>
 *   '<kind>:<path>::<that line>'`, old and new line side by side.
 * - Several candidates at the top, or none at the threshold: ambiguous, and
 *   no guess.
 *
 * Every proposal is checked to resolve at H with the reader that computes
 * the anchors (anchors.ts statusOf), and quoted for sh; a text sh cannot
 * carry safely (a control character) is not proposed.
 *
 * And ev's substring false green: ev finds a pass-line inside any line, so
 * an anchor still resolves after its cited line is gone when the text
 * survives inside another line (a comment `# was: …`). `survivesVerbatim`
 * says whether some line at H still cites it: holds it with the same text
 * before it as a line that held it at B (a verbatim move is a move). Pure.
 */
import { statusOf, type CommitIndex, type Tree } from './anchors.js';
import { neutralizeInvisible } from '../text/unicode.js';
import { parseRef, type EvRef } from './evidence.js';

/** The similarity a successor needs (a Sørensen–Dice coefficient on character bigrams, 0 … 1). */
export const SUCCESSOR_THRESHOLD = 0.6;
/** The most new lines of one hunk compared (a larger hunk: no proposal, said so). */
export const HUNK_LINES_MAX = 400;
/** The most characters of a line compared (the rest is not read). */
export const LINE_CHARS_MAX = 2000;

/** A line as compared: trimmed, runs of white space as one space, within LINE_CHARS_MAX. */
export function normalizeLine(line: string): string {
  return line.slice(0, LINE_CHARS_MAX).trim().replace(/\s+/g, ' ');
}

function bigrams(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (let i = 0; i + 1 < text.length; i++) {
    const gram = text.slice(i, i + 2);
    counts.set(gram, (counts.get(gram) ?? 0) + 1);
  }
  return counts;
}

/**
 * How alike two lines are, 0 … 1: twice the character bigrams they share
 * over the bigrams of both (Sørensen–Dice), on the normalized lines; 1 for
 * equal ones. Linear in the lines' lengths.
 */
export function similarity(a: string, b: string): number {
  const x = normalizeLine(a);
  const y = normalizeLine(b);
  if (x === y) return 1;
  if (x.length < 2 || y.length < 2) return 0;
  const gx = bigrams(x);
  const gy = bigrams(y);
  let shared = 0;
  for (const [gram, n] of gx) shared += Math.min(n, gy.get(gram) ?? 0);
  return (2 * shared) / (x.length - 1 + (y.length - 1));
}

export interface Candidate {
  /** 1-based line at H. */
  line: number;
  text: string;
}

export type SuccessorChoice =
  | { kind: 'clear'; line: number; text: string; similarity: number; runnerUp?: number }
  /** Two or more at the top score, at or above the threshold. */
  | { kind: 'several'; candidates: number; best: number }
  /** None at the threshold (or no candidate, or a hunk too large to compare). */
  | { kind: 'none'; candidates: number; best?: number; tooLarge?: boolean };

/** The successor of `old` among the hunk's new lines (blank lines are no candidates). */
export function successorOf(old: string, candidates: readonly Candidate[]): SuccessorChoice {
  const lines = candidates.filter((c) => normalizeLine(c.text) !== '');
  if (lines.length > HUNK_LINES_MAX)
    return { kind: 'none', candidates: lines.length, tooLarge: true };
  const scored = lines
    .map((c) => ({ ...c, score: similarity(old, c.text) }))
    .sort((a, b) => b.score - a.score || a.line - b.line);
  const [best, second] = scored;
  if (best === undefined) return { kind: 'none', candidates: 0 };
  if (best.score < SUCCESSOR_THRESHOLD)
    return { kind: 'none', candidates: lines.length, best: best.score };
  if (second !== undefined && second.score >= best.score)
    return {
      kind: 'several',
      candidates: scored.filter((c) => c.score >= best.score).length,
      best: best.score,
    };
  const clear: SuccessorChoice = {
    kind: 'clear',
    line: best.line,
    text: best.text,
    similarity: best.score,
  };
  if (second !== undefined) clear.runnerUp = second.score;
  return clear;
}

/**
 * What a proposal cannot hold: a control character (a tab aside) or a line
 * break, which a pasted command would not carry; an invisible or
 * direction-changing character (text/unicode.ts), which the reader would
 * not see; and `<!`,
 * which the comment breaks (markdown.ts), so the copied text would differ.
 */
const NOT_PROPOSABLE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029]|<!/;

/**
 * `text` single-quoted for sh (a `'` written `'\''`), or undefined when it
 * holds what a pasted command would not carry faithfully (NOT_PROPOSABLE).
 */
export function shQuote(text: string): string | undefined {
  if (NOT_PROPOSABLE.test(text) || neutralizeInvisible(text) !== text) return undefined;
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** A claim id as an argument: bare when it is plain, else quoted (undefined when sh cannot carry it). */
function argument(text: string): string | undefined {
  return /^[A-Za-z0-9_.:-]+$/.test(text) ? text : shQuote(text);
}

/** What a person runs to re-file: `ev evidence <claim> '<ref>'`, or undefined when sh cannot carry it. */
export function evidenceCommand(claimId: string, ref: string): string | undefined {
  const claim = argument(claimId);
  const quoted = shQuote(ref);
  return claim === undefined || quoted === undefined ? undefined : `ev evidence ${claim} ${quoted}`;
}

/** What a person runs to acknowledge a moved claim. */
export function ackCommand(claimId: string): string | undefined {
  const claim = argument(claimId);
  return claim === undefined ? undefined : `ev ack ${claim}`;
}

/** A broken claim's proposal (docs/report.schema.json `suggested`). */
export type Suggestion =
  | { kind: 'rename'; command: string; ref: string; from: string; to: string }
  | {
      kind: 'edit';
      command: string;
      ref: string;
      /** The cited line at B (1-based) and its text; its successor at H and its text. */
      old: { line: number; text: string };
      new: { line: number; text: string };
      similarity: number;
    }
  | { kind: 'ack'; command: string }
  /** No proposal: several candidates, none at the threshold, a hunk too large, or a text sh cannot carry. */
  | {
      kind: 'none';
      why: 'several-candidates' | 'no-candidate' | 'hunk-too-large' | 'unquotable';
      candidates?: number;
      best?: number;
      old?: { line: number; text: string };
    };

/**
 * The ref that cites `passline` in `path`, kept of the original's kind
 * (`file:` or `test:`), when ev parses it back to that path and text and it
 * resolves in `tree`: the same reader as the anchors'.
 */
export function checkedRef(
  kind: EvRef['kind'],
  path: string,
  passline: string,
  tree: Tree,
  commits: CommitIndex,
): string | undefined {
  if (kind !== 'file' && kind !== 'test') return undefined;
  const ref = `${kind}:${path}::${passline}`;
  const parsed = parseRef(ref);
  if (parsed?.payload !== path || parsed.passline !== passline) return undefined;
  return statusOf(parsed, tree, commits) === 'resolves' ? ref : undefined;
}

/** A re-file's proposal, or the reason there is none (sh cannot carry it). */
export function refile(
  claimId: string,
  ref: string,
  make: (command: string) => Suggestion,
): Suggestion {
  const command = evidenceCommand(claimId, ref);
  return command === undefined ? { kind: 'none', why: 'unquotable' } : make(command);
}

/** The lines of a text as `str::lines` gives them (a `\r` before `\n` dropped). */
export function textLines(text: string): string[] {
  const lines = text.split('\n');
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines.map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l));
}

/**
 * A line's lead up to its first `passline`, white space at its start
 * aside: what a line that still cites the text keeps (`pub fn f(a) {` →
 * `pub fn f(b, c) {` keeps `pub fn f` for the pass-line `fn f`; `// was: pub fn
 * f(a) {` does not).
 */
function lead(line: string, passline: string): string {
  const trimmed = line.trimStart();
  return trimmed.slice(0, trimmed.indexOf(passline) + passline.length);
}

/**
 * Whether some line that holds `passline` at B is still a line at H: a
 * line at H holds it with the same text before it on the line, white space
 * at its start aside (a line moved verbatim or re-indented, or edited after
 * the text, is the same line). When none is, and the pass-line still
 * resolves at H, it resolves only inside a different line: ev's substring
 * false green.
 */
export function survivesVerbatim(base: string, head: string, passline: string): boolean {
  return linesSurvive(textLines(base), textLines(head), passline);
}

/** survivesVerbatim on texts already split into lines (a file many anchors cite is split once). */
export function linesSurvive(
  base: readonly string[],
  head: readonly string[],
  passline: string,
): boolean {
  if (passline === '') return true;
  const cited = new Set(base.filter((l) => l.includes(passline)).map((l) => lead(l, passline)));
  if (cited.size === 0) return true;
  return head.some((l) => l.includes(passline) && cited.has(lead(l, passline)));
}
