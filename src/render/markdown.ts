/**
 * Escaping untrusted ledger text for GitHub-flavoured Markdown and HTML.
 *
 * Every string that comes from `.evolving/` (decisions, claims, blame, refs,
 * options, tags, ids, file names) and every byte of a check's output is
 * untrusted: it must not inject markup, ping people, cross-reference issues,
 * forge the sticky-comment marker, or break the page. Pure.
 *
 * Contexts:
 * - `mdText`    inline Markdown (paragraphs, list items, headings, table cells);
 * - `htmlText`  text inside an HTML block (`<summary>…</summary>`), where
 *               Markdown is not processed and backslashes would show;
 * - `codeSpan`  an inline code span for any content (refs, ids, paths);
 * - `fencedBlock` a fenced code block for any content (a check's output);
 * - `plainText` plain text for annotations (GitHub renders no Markdown there).
 *
 * Every context starts by neutralising invisible characters (text/unicode.ts
 * `neutralizeInvisible`: default-ignorables, Unicode tags, bidi controls).
 */
import { neutralizeInvisible, plainTextTest } from '../core/text/unicode.js';

/** Zero-width space: breaks GitHub's mention/reference/autolink detection invisibly. */
export const ZWSP = '\u200B';

// ---------------------------------------------------------------------------
// Normalisation: line breaks and invisible controls

/** Characters that end a line somewhere (CommonMark, Unicode, terminals). */
const LINE_BREAK = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/g;

/**
 * Controls that must never reach the page: C0/C1 controls (minus tab and the
 * line breaks, handled separately) and lone surrogates. Bidi controls and
 * every other invisible character are `neutralizeInvisible`'s (the joiners
 * and selectors emoji need are kept there).
 */
const UNSAFE_CONTROL =
  // eslint-disable-next-line no-control-regex
  /[\0-\x08\x0e-\x1f\x7f-\x84\x86-\x9f\ud800-\udfff]/gu;

/** ANSI escape sequences (CSI and OSC) as printed by test runners for colour. */
// eslint-disable-next-line no-control-regex
const ANSI_SEQUENCE = /\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[@-_]/g;

/** U+FFFD: shows the reader that something was there. */
const REPLACEMENT = '\uFFFD';

/**
 * Text the passes below change nothing in but runs of spaces: the plain
 * ranges (text/unicode.ts), for the single-line passes; with tabs and line
 * feeds too, for `normalizeBlock`. One scan spares most text five replacing
 * ones: a 10,000-tick run's annotations and job summary are 2 MB of it.
 */
const isPlainLine = plainTextTest();
const isPlainBlock = plainTextTest('\\t\\n');

/** One line of text: line breaks and tabs become spaces, runs of spaces collapse, ends trimmed. */
export function collapseInline(text: string): string {
  if (isPlainLine(text)) return collapseSpaces(text);
  return collapseSpaces(
    neutralizeInvisible(text)
      .replace(LINE_BREAK, ' ')
      .replace(/\t/g, ' ')
      .replace(UNSAFE_CONTROL, REPLACEMENT),
  );
}

function collapseSpaces(text: string): string {
  return text.replace(/ {2,}/g, ' ').replace(/^ +| +$/g, '');
}

/** Verbatim multi-line text (code output): `\n` line ends, ANSI colour stripped, controls made visible. */
export function normalizeBlock(text: string): string {
  if (isPlainBlock(text)) return text;
  return neutralizeInvisible(text)
    .replace(ANSI_SEQUENCE, '')
    .replace(/\r\n/g, '\n')
    .replace(/[\r\v\f\u0085\u2028\u2029]/g, '\n')
    .replace(UNSAFE_CONTROL, REPLACEMENT);
}

/** Verbatim single-line text (a ref, a path): line breaks become spaces, nothing collapsed. */
function normalizeCodeInline(text: string): string {
  if (isPlainLine(text)) return text;
  return neutralizeInvisible(text).replace(LINE_BREAK, ' ').replace(UNSAFE_CONTROL, REPLACEMENT);
}

// ---------------------------------------------------------------------------
// Neutralising GitHub's text-node features (mentions, references, autolinks)

/** Every text one of neutralizeReferences' patterns could change contains a match of this. */
const REFERENCE_TRIGGER = /[@#]|:\/\/|gh-|www\./i;

/**
 * GitHub links and notifies on `@user`, `@org/team`, `#123`, `GH-123`,
 * `owner/repo#123` and autolinks bare URLs. It does this on rendered text
 * nodes, so HTML entities or backslashes do not stop it; a zero-width space
 * after the trigger character does, and is invisible to the reader.
 */
export function neutralizeReferences(text: string): string {
  // Most ledger text has none of the triggers: one scan instead of five replacements.
  if (!REFERENCE_TRIGGER.test(text)) return text;
  return text
    .replace(/@(?=[A-Za-z0-9_-])/g, `@${ZWSP}`)
    .replace(/#(?=\d)/g, `#${ZWSP}`)
    .replace(/\b(GH)-(?=\d)/gi, `$1${ZWSP}-`)
    .replace(/:\/\//g, `:${ZWSP}//`)
    .replace(/\b(www)\./gi, `$1${ZWSP}.`);
}

/**
 * In verbatim contexts (code spans, fenced blocks) HTML is not interpreted,
 * but the raw comment body is what the bot searches for its hidden markers:
 * break every `<!` so no ledger text can ever contain `<!--`.
 */
function neutralizeCommentOpeners(text: string): string {
  return text.replace(/<!/g, `<${ZWSP}!`);
}

// ---------------------------------------------------------------------------
// Escaping

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
};

/**
 * Inline Markdown: raw HTML is impossible (`&`, `<`, `>` become entities) and
 * every character that opens inline structure is backslash-escaped. `!` is
 * left alone: an image needs `![`, and `[` is always escaped. `|` is escaped
 * everywhere so the same text is safe inside and outside table cells.
 */
const MARKDOWN_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '\\': '\\\\',
  '`': '\\`',
  '*': '\\*',
  _: '\\_',
  '[': '\\[',
  ']': '\\]',
  '|': '\\|',
  '~': '\\~',
  $: '\\$', // GitHub renders $…$ as math
};

/**
 * A function replacing every character of `table` (its keys are single
 * UTF-16 units) in one native pass, not a string built a character at a time.
 */
function escaperFor(table: Readonly<Record<string, string>>): (text: string) => string {
  const units = Object.keys(table).map(
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  const pattern = new RegExp(`[${units.join('')}]`, 'g');
  return (text) => text.replace(pattern, (ch) => table[ch] ?? ch);
}

const escapeHtmlChars = escaperFor(HTML_ESCAPES);
const escapeMarkdownChars = escaperFor(MARKDOWN_ESCAPES);

/**
 * Block-level markers only matter at the start of a line; inline text has no
 * line breaks left, so only its first characters can open a heading, quote,
 * list, thematic break or setext underline when a caller starts a line with it.
 */
function escapeLineStart(escaped: string): string {
  const numbered = /^(\d{1,9})([.)])/.exec(escaped);
  if (numbered) return `${numbered[1]}\\${numbered[2]}${escaped.slice(numbered[0].length)}`;
  if (/^[#+\-=]/.test(escaped)) return `\\${escaped}`;
  return escaped;
}

function renderMarkdownInline(normalized: string): string {
  return escapeLineStart(escapeMarkdownChars(neutralizeReferences(normalized)));
}

function renderHtmlInline(normalized: string): string {
  return escapeHtmlChars(neutralizeReferences(normalized));
}

/** Default ellipsis appended when text is cut. */
export const ELLIPSIS = '…';

/**
 * Untrusted text as one line of inline Markdown. With `max`, the result
 * (ellipsis included) is at most `max` UTF-16 units and is cut between
 * graphemes of the source text, so never inside an escape, an entity or a
 * surrogate pair.
 */
export function mdText(text: string, max?: number): string {
  return renderBounded(collapseInline(text), renderMarkdownInline, max);
}

/** Untrusted text for an HTML block (e.g. `<summary>`): entities only, no backslashes. */
export function htmlText(text: string, max?: number): string {
  return renderBounded(collapseInline(text), renderHtmlInline, max);
}

/**
 * Render a prefix of `normalized` that fits `max` once rendered. Rendering
 * only ever grows text (each character maps to one or more), so the rendered
 * length of a prefix grows with the prefix: binary-search the longest prefix
 * ending on a grapheme boundary that fits.
 */
function renderBounded(normalized: string, render: (s: string) => string, max?: number): string {
  // Rendering never shrinks text: a source longer than `max` cannot fit whole.
  if (max === undefined || normalized.length <= max) {
    const full = render(normalized);
    if (max === undefined || full.length <= max) return full;
  }
  const room = max - ELLIPSIS.length;
  if (room <= 0) return max >= ELLIPSIS.length ? ELLIPSIS : '';
  const renderPrefix = (end: number) =>
    render(normalized.slice(0, graphemeBoundaryAtOrBefore(normalized, end)));
  let lo = 0;
  let hi = Math.min(normalized.length, room);
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (renderPrefix(mid).length <= room) lo = mid;
    else hi = mid - 1;
  }
  return renderPrefix(lo).replace(/ +$/, '') + ELLIPSIS;
}

// ---------------------------------------------------------------------------
// Code spans and fenced blocks

/** The longest run of `unit` (one UTF-16 unit, never half a surrogate pair) in `text`. */
function longestRun(text: string, unit: string): number {
  let longest = 0;
  let run = 0;
  for (let at = text.indexOf(unit); at !== -1; at = text.indexOf(unit, at + 1)) {
    run = at > 0 && text[at - 1] === unit ? run + 1 : 1;
    if (run > longest) longest = run;
  }
  return longest;
}

export interface CodeSpanOptions {
  /** Inside a GFM table cell, where `|` ends the cell even inside a code span. */
  inTable?: boolean;
  /** Upper bound on the content length (UTF-16 units, before fencing). */
  max?: number;
}

/**
 * An inline code span that shows `text` verbatim, whatever it contains: the
 * fence is one backtick longer than the longest backtick run inside, and the
 * content is padded with a space when it starts or ends with a backtick or a
 * space (CommonMark strips exactly one space from each side, unless the
 * content is all spaces).
 */
export function codeSpan(text: string, options: CodeSpanOptions = {}): string {
  let content = normalizeCodeInline(text);
  if (options.max !== undefined) content = truncateText(content, options.max);
  if (options.inTable && content.includes('|')) return tableCellCode(content);
  content = neutralizeCommentOpeners(content);
  if (content === '') return '<code></code>';
  const fence = '`'.repeat(longestRun(content, '`') + 1);
  const pad = /^[` ]|[` ]$/.test(content) && !/^ +$/.test(content) ? ' ' : '';
  return `${fence}${pad}${content}${pad}${fence}`;
}

/**
 * GFM splits table cells before it parses code spans, and an escaped
 * backslash (`\\`) followed by `|` still ends a cell, so a code span cannot
 * show `\|` verbatim inside a table. Content with a pipe is written as
 * `<code>` with Markdown-escaped text instead: every backslash and every pipe
 * is its own escape, and the cell boundaries stay where they are.
 */
function tableCellCode(content: string): string {
  return `<code>${escapeMarkdownChars(neutralizeReferences(content))}</code>`;
}

export interface FencedBlockOptions {
  /** Info string after the opening fence (the language). */
  info?: string;
  /** Prefix for every line, e.g. two spaces inside a list item. */
  indent?: string;
}

/**
 * A fenced code block showing `text` verbatim (a check's output): ANSI colour
 * stripped, controls made visible, and a fence longer than any backtick run
 * inside so the content can never close it. Ends with a newline.
 */
export function fencedBlock(text: string, options: FencedBlockOptions = {}): string {
  const indent = options.indent ?? '';
  const content = neutralizeCommentOpeners(normalizeBlock(text)).replace(/\n+$/, '');
  const fence = '`'.repeat(Math.max(3, longestRun(content, '`') + 1));
  const lines = [fence + (options.info ?? ''), ...content.split('\n'), fence];
  return lines.map((line) => (line === '' ? '' : indent + line)).join('\n') + '\n';
}

/**
 * Characters a verbatim block cannot show as they are: the unsafe controls,
 * and the ones CommonMark or GitHub treat as line breaks (`\r`, `\v`, `\f`,
 * NEL, U+2028, U+2029), which would change the lines the reader sees.
 */
const NOT_VERBATIM =
  // eslint-disable-next-line no-control-regex
  /[\0-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff]/gu;

/**
 * A fenced code block whose content is `text` exactly, line for line — what
 * a command printed, for a reader to compare with their terminal: no colour
 * stripped, no trailing line dropped. Only characters that must never reach
 * the page (controls, bidi overrides, line breaks other than `\n`) become
 * U+FFFD. The fence is longer than any backtick run inside, so the content
 * can never close it. Ends with a newline.
 */
export function verbatimBlock(text: string): string {
  const content = neutralizeInvisible(text).replace(NOT_VERBATIM, REPLACEMENT);
  const fence = '`'.repeat(Math.max(3, longestRun(content, '`') + 1));
  if (content === '') return `${fence}\n${fence}\n`;
  return `${fence}\n${content}${content.endsWith('\n') ? '' : '\n'}${fence}\n`;
}

// ---------------------------------------------------------------------------
// Our own messages: `code` marked with backticks

/**
 * A message of ours (a warning, a finding, a note) as inline Markdown: what
 * it marks as `code` (a setting, a command, a path) becomes a code span, the
 * rest is escaped as `mdText` escapes it — never a backslash-escaped
 * backtick that shows literally. Messages may quote untrusted text (a path
 * from the pull request): an odd backtick there only moves a span boundary,
 * since every part is escaped for where it lands. `max` bounds the source
 * text, before rendering.
 */
export function mdMarkup(text: string, max?: number): string {
  const source = collapseInline(text);
  const bounded = max === undefined ? source : truncateText(source, max);
  const parts = bounded.split('`');
  // An unpaired backtick (odd count) stays text, escaped.
  const closed =
    parts.length % 2 === 1 ? parts : [...parts.slice(0, -2), parts.slice(-2).join('`')];
  const rendered = closed.map((part, i) =>
    i % 2 === 1 ? codeSpan(part) : escapeMarkdownChars(neutralizeReferences(part)),
  );
  return escapeLineStart(rendered.join(''));
}

/**
 * A message of ours for a plain-text surface (a workflow command, an
 * annotation, a check run's title), where backticks would show as they are:
 * each `code` part in single quotes.
 */
export function plainMarkup(text: string): string {
  return text.replace(/`([^`\n]*)`/g, "'$1'");
}

// ---------------------------------------------------------------------------
// Plain text (annotations)

/** One line of plain text, bounded in UTF-16 units. */
export function plainLine(text: string, max: number): string {
  return truncateText(collapseInline(text), max);
}

/** Multi-line plain text, bounded in UTF-8 bytes. */
export function plainBlock(text: string, maxBytes: number): string {
  return truncateUtf8(normalizeBlock(text).replace(/\t/g, ' '), maxBytes);
}

// ---------------------------------------------------------------------------
// Measuring and truncating (grapheme-safe)

function isLowSurrogate(unit: number): boolean {
  return unit >= 0xdc00 && unit <= 0xdfff;
}

/** Made on first use: building one loads ICU's break rules (about 13 ms), which most runs never need. */
let graphemeSegmenter: Intl.Segmenter | undefined;

/**
 * How far around a cut we look for grapheme boundaries. V8's segmenter copies
 * its whole input for every segment it yields (quadratic on a 100 KB claim),
 * so it only ever sees a small window. A cluster longer than this (dozens of
 * stacked combining marks) may be cut, but never a surrogate pair.
 */
const GRAPHEME_WINDOW = 64;

/** A window start that does not split a surrogate pair. */
function windowStart(text: string, index: number): number {
  const start = Math.max(0, index - GRAPHEME_WINDOW);
  return start > 0 && isLowSurrogate(text.charCodeAt(start)) ? start - 1 : start;
}

/** Grapheme boundaries (absolute offsets) within the window around `index`. */
function boundariesAround(text: string, index: number): number[] {
  const start = windowStart(text, index);
  const end = Math.min(text.length, index + GRAPHEME_WINDOW);
  const bounds = [start];
  graphemeSegmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  for (const { index: at, segment } of graphemeSegmenter.segment(text.slice(start, end))) {
    if (at > 0) bounds.push(start + at);
    if (start + at + segment.length === end && end === text.length) bounds.push(end);
  }
  return bounds;
}

/**
 * Is `index` (inside the text) between two ASCII characters other than CR
 * LF? Then it is a grapheme boundary whatever surrounds it: every rule of
 * Unicode's grapheme clusters (UAX #29) that joins two characters needs a
 * non-ASCII one, but CR LF. Most cuts fall there; the segmenter is then
 * not asked (it was about half of drawing the bench's 200 annotations).
 */
function isAsciiBoundary(text: string, index: number): boolean {
  const before = text.charCodeAt(index - 1);
  const after = text.charCodeAt(index);
  return before < 0x80 && after < 0x80 && !(before === 0x0d && after === 0x0a);
}

/** The last grapheme boundary at or before `index` (never splits a surrogate pair or a combining sequence). */
export function graphemeBoundaryAtOrBefore(text: string, index: number): number {
  if (index >= text.length) return text.length;
  if (index <= 0) return 0;
  if (isAsciiBoundary(text, index)) return index;
  const bounds = boundariesAround(text, index).filter((b) => b <= index);
  return bounds[bounds.length - 1] ?? 0;
}

/** The first grapheme boundary at or after `index`. */
export function graphemeBoundaryAtOrAfter(text: string, index: number): number {
  if (index <= 0) return 0;
  if (index >= text.length) return text.length;
  if (isAsciiBoundary(text, index)) return index;
  const after = boundariesAround(text, index).find((b) => b >= index);
  if (after !== undefined) return after;
  // A cluster longer than the window: at least do not split a surrogate pair.
  return isLowSurrogate(text.charCodeAt(index)) ? index + 1 : index;
}

/**
 * Number of bytes `text` takes in UTF-8 (a lone surrogate counts as U+FFFD,
 * 3 bytes, as it is written). Node's native count: the summaries measure
 * every block they consider against their budget.
 */
export function utf8Length(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

/** A measure of text size: UTF-16 units (GitHub's "characters") or UTF-8 bytes. */
export type Measure = (text: string) => number;

export const utf16Length: Measure = (text) => text.length;

/**
 * Keep the start of `text` so that it, plus `ellipsis` when cut, measures at
 * most `max`. Cuts only between graphemes.
 */
export function truncateText(
  text: string,
  max: number,
  ellipsis: string = ELLIPSIS,
  measure: Measure = utf16Length,
): string {
  if (measure(text) <= max) return text;
  const room = max - measure(ellipsis);
  if (room < 0) return '';
  return (
    text.slice(0, graphemeBoundaryAtOrBefore(text, codePointsWithin(text, room, measure))) +
    ellipsis
  );
}

/**
 * Where `text` (longer than `room`) is cut to measure at most `room`: after
 * the whole code points that fit; in UTF-16 units, `room` itself, even inside
 * a surrogate pair (the grapheme boundary at or before it is taken next).
 */
function codePointsWithin(text: string, room: number, measure: Measure): number {
  if (measure === utf16Length) return room;
  // UTF-8 bytes (or any measure) add up code point by code point.
  let end = 0;
  let size = 0;
  for (const ch of text) {
    size += measure(ch);
    if (size > room) break;
    end += ch.length;
  }
  return end;
}

/** `truncateText` measured in UTF-8 bytes. */
export function truncateUtf8(text: string, maxBytes: number, ellipsis: string = ELLIPSIS): string {
  return truncateText(text, maxBytes, ellipsis, utf8Length);
}

export interface Tail {
  text: string;
  /** Lines dropped from the start (a partially kept line counts as dropped). */
  omittedLines: number;
}

/**
 * The end of a (normalised) block of output: at most `maxLines` lines and
 * `maxChars` UTF-16 units, cut at a line start when possible and otherwise
 * between graphemes. The end of a failing run is where the error is.
 */
export function tailLines(text: string, maxLines: number, maxChars: number): Tail {
  const lines = normalizeBlock(text).replace(/\n+$/, '').split('\n');
  let kept = lines.slice(Math.max(0, lines.length - maxLines));
  let joined = kept.join('\n');
  while (joined.length > maxChars && kept.length > 1) {
    kept = kept.slice(1);
    joined = kept.join('\n');
  }
  if (joined.length > maxChars) joined = keepEnd(joined, maxChars);
  const partial = joined.length < (kept[0]?.length ?? 0) ? 1 : 0;
  return { text: joined, omittedLines: lines.length - kept.length + partial };
}

/** The last graphemes of `text` that fit in `max` UTF-16 units. */
function keepEnd(text: string, max: number): string {
  if (text.length <= max) return text;
  return text.slice(graphemeBoundaryAtOrAfter(text, text.length - max));
}

// ---------------------------------------------------------------------------
// Budgeted documents

export interface FittedBlocks {
  text: string;
  /** How many blocks did not fit. */
  omitted: number;
}

/**
 * Concatenate `blocks` in order while the result, plus the note that says how
 * many were left out, stays within `limit`. Whole blocks only, so a cut never
 * lands inside an escape, an entity, a table row or a fenced block. `sizes`:
 * the blocks' measures when the caller has them already.
 */
export function fitBlocks(
  blocks: readonly string[],
  limit: number,
  measure: Measure,
  omittedNote: (omitted: number) => string,
  total: number = blocks.length,
  sizes: readonly number[] = blocks.map(measure),
): FittedBlocks {
  if (total === blocks.length && sizes.reduce((a, b) => a + b, 0) <= limit)
    return { text: blocks.join(''), omitted: 0 };
  const reserve = measure(omittedNote(total));
  let used = 0;
  let count = 0;
  for (const size of sizes) {
    if (used + size + reserve > limit) break;
    used += size;
    count++;
  }
  const omitted = total - count;
  return { text: blocks.slice(0, count).join('') + omittedNote(omitted), omitted };
}

/** `n thing`/`n things`. */
export function plural(n: number, singular: string, pluralForm = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : pluralForm}`;
}

/** An address safe to put in a Markdown link destination, or undefined. */
export function linkTarget(url: string | undefined): string | undefined {
  if (url === undefined || !/^https?:\/\/[^\s<>()\\`]+$/.test(url)) return undefined;
  return url;
}

/** `[text](url)` when the address is safe, else the text alone. */
export function linked(text: string, url: string | undefined): string {
  const target = linkTarget(url);
  return target === undefined ? text : `[${text}](${target})`;
}
