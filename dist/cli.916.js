(function (importMetaUrl) { 'use strict'; return { id: 916, ids: [916], modules: {

/***/ 8141:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NP: () => (/* binding */ commentHeader),
/* harmony export */   Qi: () => (/* binding */ keyParts),
/* harmony export */   Ql: () => (/* binding */ commentMarker),
/* harmony export */   Td: () => (/* binding */ commentKey),
/* harmony export */   nV: () => (/* binding */ DEFAULT_CHECK_NAME),
/* harmony export */   nk: () => (/* binding */ readCommentState),
/* harmony export */   tw: () => (/* binding */ resolvedSince),
/* harmony export */   tx: () => (/* binding */ COMMENT_BODY_LIMIT)
/* harmony export */ });
/* unused harmony exports KEY_PART_MAX, isEvolvingComment, commentNeedsUpdate, canonicalCommentBody, decodeKeyForDisplay */
/* harmony import */ var _core_ticks_identity_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1570);
/* harmony import */ var _working_directory_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9017);
/**
 * The sticky comment, as every store's is found and written: the hidden
 * marker that says which comment is ours (a ledger directory and a check
 * name), the state line that says what it said last time, when a new body
 * is worth a write, and GitHub's limit. Each model's body is its own
 * (render/ticks/comment.ts, render/claims/comment.ts).
 */


/** GitHub rejects an issue comment body of 65,536 characters or more. */
const COMMENT_BODY_LIMIT = 65536;
// ---------------------------------------------------------------------------
// Markers: which comment is ours, and what it said last time
const MARKER_PREFIX = '<!-- evolving-action:';
const STATE_PREFIX = '<!-- evolving-action-state ';
const MARKER_SUFFIX = ' -->';
/** The `check-name` a comment key leaves out, so comments written before keys named checks stay found. */
const DEFAULT_CHECK_NAME = 'evolving';
/**
 * Separates the directory from the check name in a key. A normalised
 * directory never contains an empty segment, so no directory can spell it:
 * one ledger's key can never pose as another ledger's key for some check.
 */
const CHECK_SEPARATOR = '//';
/**
 * The comment key for a working directory and a check name: the directory's
 * normalised path (`.` for the repository root), then \u2014 for any check name
 * but the default \u2014 `//` and the check name. Two jobs with different
 * `check-name`s on one ledger keep a comment each, and the default keeps the
 * key comments had before check names were part of it. Restricted to
 * characters that are safe inside an HTML comment (`--` and `>` can never
 * appear).
 */
function commentKey(workingDirectory, checkName = DEFAULT_CHECK_NAME) {
    const dir = (0,_working_directory_js__WEBPACK_IMPORTED_MODULE_1__/* .normalizeWorkingDirectory */ .ok)(workingDirectory);
    const dirKey = keyPart(dir === '' ? '.' : dir);
    return checkName === DEFAULT_CHECK_NAME
        ? dirKey
        : `${dirKey}${CHECK_SEPARATOR}${keyPart(checkName)}`;
}
/** Longest encoded part of a key kept as it is; a longer one is keyed by its hash. */
const KEY_PART_MAX = 100;
const HASHED_PART_PREFIX = 'sha256-';
/**
 * One part of a key, encoded; a part longer than KEY_PART_MAX encoded (a
 * check name of thousands of characters) is replaced by `sha256-` and 32 hex
 * digits of its hash, so the marker line, and the comment, stay short.
 */
function keyPart(text) {
    const encoded = encodeKey(text);
    if (encoded.length <= KEY_PART_MAX)
        return encoded;
    const hash = (0,_core_ticks_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256Hex */ .fg)(text).slice(0, 32);
    return `${HASHED_PART_PREFIX}${hash}`;
}
/** What a key names, for people: the ledger directory and, when not the default, the check name. */
function keyParts(key) {
    const at = key.indexOf(CHECK_SEPARATOR);
    if (at < 0)
        return { ledger: decodeKeyForDisplay(key) };
    return {
        ledger: decodeKeyForDisplay(key.slice(0, at)),
        checkName: decodeKeyForDisplay(key.slice(at + CHECK_SEPARATOR.length)),
    };
}
/** Idempotent (`%` is kept), so `commentMarker(commentKey(dir))` never double-encodes. */
function encodeKey(key) {
    return [...key]
        .map((ch) => (/^[A-Za-z0-9._/%-]$/.test(ch) ? ch : encodeURIComponent(ch)))
        .join('')
        .replace(/-(?=-|$)/g, '%2D')
        .replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
}
/** The hidden first line that identifies the comment for a ledger. */
function commentMarker(key) {
    return `${MARKER_PREFIX}${encodeKey(key)}${MARKER_SUFFIX}`;
}
function lines(body) {
    return body.split(/\r?\n/);
}
/** The hidden lines a body starts with: the marker, then the state line, then a blank line. */
function commentHeader(key, state) {
    return `${commentMarker(key)}\n${encodeState(state)}\n\n`;
}
/** Is this comment body the sticky comment for this ledger? Only its first line counts. */
function isEvolvingComment(body, key) {
    return lines(body)[0] === commentMarker(key);
}
const STATE_VERSION = 1;
const STATE_MAX_CHARS = 8000;
const STATE_ID_MAX = 40;
/** Escapes what could end the HTML comment, open another, or read as a mention. */
const STATE_UNSAFE = /[<>&@!-]/g;
/** One id as it appears in the state line's JSON: clipped, quoted, unsafe characters `\u`-escaped. */
function encodeStateId(id) {
    const clipped = id.length <= STATE_ID_MAX ? id : [...id].slice(0, STATE_ID_MAX).join('');
    return JSON.stringify(clipped).replace(STATE_UNSAFE, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
/** How many of `items` (from the start) fit in `room` characters as a JSON list's elements. */
function fittingIds(items, room) {
    let used = 0;
    for (let n = 0; n < items.length; n++) {
        used += items[n].length + (n > 0 ? 1 : 0);
        if (used > room)
            return n;
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
function encodeState(state) {
    const resurfaced = state.resurfaced.map(encodeStateId);
    const resolved = state.resolved.map(encodeStateId);
    const line = (a, b) => `${STATE_PREFIX}{"v":${STATE_VERSION},"resurfaced":[${a.join(',')}],"resolved":[${b.join(',')}]}${MARKER_SUFFIX}`;
    const room = STATE_MAX_CHARS - line([], []).length;
    const keptResurfaced = fittingIds(resurfaced, room);
    if (keptResurfaced < resurfaced.length)
        return line(resurfaced.slice(0, keptResurfaced), []);
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
function readCommentState(body) {
    const [first, second] = lines(body);
    if (!first?.startsWith(MARKER_PREFIX) || !first.endsWith(MARKER_SUFFIX))
        return undefined;
    if (!second?.startsWith(STATE_PREFIX) || !second.endsWith(MARKER_SUFFIX))
        return undefined;
    let parsed;
    try {
        parsed = JSON.parse(second.slice(STATE_PREFIX.length, -MARKER_SUFFIX.length));
    }
    catch {
        return undefined;
    }
    if (typeof parsed !== 'object' || parsed === null)
        return undefined;
    const { v, resurfaced, resolved } = parsed;
    if (v !== STATE_VERSION || !isStringArray(resurfaced) || !isStringArray(resolved))
        return undefined;
    return { resurfaced, resolved };
}
function isStringArray(value) {
    return Array.isArray(value) && value.every((item) => typeof item === 'string');
}
/**
 * Ids that resurfaced in any earlier version of the comment and do not now:
 * carried forward so that an all-clear stays identical on the next push.
 */
function resolvedSince(previous, current) {
    if (!previous)
        return [];
    const now = new Set(current);
    return [...new Set([...previous.resurfaced, ...previous.resolved])].filter((id) => !now.has(id));
}
/**
 * Does the existing comment need rewriting? Only on a meaningful change: the
 * body compared with what changes on every run stripped out \u2014 which run wrote
 * it (the workflow-run and job-summary links), which commit its file links
 * name (tick files are append-only, so an older commit's link shows the same
 * file), and when the deciding receipts ran (`ran <time>`: a rerun of the
 * same checks on the same commit says the same thing). No write means no API
 * call and no "edited" churn. Line endings and surrounding whitespace are
 * ignored too: GitHub may hand a body back with `\r\n`.
 */
function commentNeedsUpdate(existingBody, nextBody) {
    if (existingBody === null || existingBody === undefined)
        return true;
    return canonicalCommentBody(existingBody) !== canonicalCommentBody(nextBody);
}
/** The ran-at of a receipt as a detail shows it (RFC 3339, any fraction and offset). */
const RAN_AT = /\bran \d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})/g;
/** A comment body with what changes on every run replaced (commentNeedsUpdate). */
function canonicalCommentBody(body) {
    return body
        .replace(/\r\n/g, '\n')
        .replace(/\/actions\/runs\/\d+(?:\/attempts\/\d+)?/g, '/actions/runs/-')
        .replace(/\/blob\/[0-9a-f]{40}\//g, '/blob/-/')
        .replace(RAN_AT, 'ran -')
        .trim();
}
/** A key's part as people read it (a key that does not decode is shown as it is). */
function decodeKeyForDisplay(key) {
    try {
        return decodeURIComponent(key);
    }
    catch {
        return key;
    }
}


/***/ }),

/***/ 2495:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cm: () => (/* binding */ linkTarget),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   SS: () => (/* binding */ codeSpan),
/* harmony export */   U8: () => (/* binding */ fitBlocks),
/* harmony export */   b3: () => (/* binding */ utf16Length),
/* harmony export */   bC: () => (/* binding */ mdText),
/* harmony export */   d8: () => (/* binding */ graphemeBoundaryAtOrBefore),
/* harmony export */   h0: () => (/* binding */ plainLine),
/* harmony export */   js: () => (/* binding */ htmlText),
/* harmony export */   mQ: () => (/* binding */ mdMarkup),
/* harmony export */   os: () => (/* binding */ tailLines),
/* harmony export */   q: () => (/* binding */ linked),
/* harmony export */   wI: () => (/* binding */ utf8Length),
/* harmony export */   zW: () => (/* binding */ fencedBlock)
/* harmony export */ });
/* unused harmony exports ZWSP, collapseInline, normalizeBlock, neutralizeReferences, ELLIPSIS, verbatimBlock, plainMarkup, plainBlock, graphemeBoundaryAtOrAfter, truncateText, truncateUtf8 */
/* harmony import */ var _core_text_unicode_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9416);
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
 * - `htmlText`  text inside an HTML block (`<summary>\u2026</summary>`), where
 *               Markdown is not processed and backslashes would show;
 * - `codeSpan`  an inline code span for any content (refs, ids, paths);
 * - `fencedBlock` a fenced code block for any content (a check's output);
 * - `plainText` plain text for annotations (GitHub renders no Markdown there).
 *
 * Every context starts by neutralising invisible characters (text/unicode.ts
 * `neutralizeInvisible`: default-ignorables, Unicode tags, bidi controls).
 */

/** Zero-width space: breaks GitHub's mention/reference/autolink detection invisibly. */
const ZWSP = '\u200B';
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
const isPlainLine = (0,_core_text_unicode_js__WEBPACK_IMPORTED_MODULE_0__/* .plainTextTest */ .Ke)();
const isPlainBlock = (0,_core_text_unicode_js__WEBPACK_IMPORTED_MODULE_0__/* .plainTextTest */ .Ke)('\\t\\n');
/** One line of text: line breaks and tabs become spaces, runs of spaces collapse, ends trimmed. */
function collapseInline(text) {
    if (isPlainLine(text))
        return collapseSpaces(text);
    return collapseSpaces((0,_core_text_unicode_js__WEBPACK_IMPORTED_MODULE_0__/* .neutralizeInvisible */ .d)(text)
        .replace(LINE_BREAK, ' ')
        .replace(/\t/g, ' ')
        .replace(UNSAFE_CONTROL, REPLACEMENT));
}
function collapseSpaces(text) {
    return text.replace(/ {2,}/g, ' ').replace(/^ +| +$/g, '');
}
/** Verbatim multi-line text (code output): `\n` line ends, ANSI colour stripped, controls made visible. */
function normalizeBlock(text) {
    if (isPlainBlock(text))
        return text;
    return (0,_core_text_unicode_js__WEBPACK_IMPORTED_MODULE_0__/* .neutralizeInvisible */ .d)(text)
        .replace(ANSI_SEQUENCE, '')
        .replace(/\r\n/g, '\n')
        .replace(/[\r\v\f\u0085\u2028\u2029]/g, '\n')
        .replace(UNSAFE_CONTROL, REPLACEMENT);
}
/** Verbatim single-line text (a ref, a path): line breaks become spaces, nothing collapsed. */
function normalizeCodeInline(text) {
    if (isPlainLine(text))
        return text;
    return (0,_core_text_unicode_js__WEBPACK_IMPORTED_MODULE_0__/* .neutralizeInvisible */ .d)(text).replace(LINE_BREAK, ' ').replace(UNSAFE_CONTROL, REPLACEMENT);
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
function neutralizeReferences(text) {
    // Most ledger text has none of the triggers: one scan instead of five replacements.
    if (!REFERENCE_TRIGGER.test(text))
        return text;
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
function neutralizeCommentOpeners(text) {
    return text.replace(/<!/g, `<${ZWSP}!`);
}
// ---------------------------------------------------------------------------
// Escaping
const HTML_ESCAPES = {
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
const MARKDOWN_ESCAPES = {
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
    $: '\\$', // GitHub renders $\u2026$ as math
};
/**
 * A function replacing every character of `table` (its keys are single
 * UTF-16 units) in one native pass, not a string built a character at a time.
 */
function escaperFor(table) {
    const units = Object.keys(table).map((ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
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
function escapeLineStart(escaped) {
    const numbered = /^(\d{1,9})([.)])/.exec(escaped);
    if (numbered)
        return `${numbered[1]}\\${numbered[2]}${escaped.slice(numbered[0].length)}`;
    if (/^[#+\-=]/.test(escaped))
        return `\\${escaped}`;
    return escaped;
}
function renderMarkdownInline(normalized) {
    return escapeLineStart(escapeMarkdownChars(neutralizeReferences(normalized)));
}
function renderHtmlInline(normalized) {
    return escapeHtmlChars(neutralizeReferences(normalized));
}
/** Default ellipsis appended when text is cut. */
const ELLIPSIS = '\u2026';
/**
 * Untrusted text as one line of inline Markdown. With `max`, the result
 * (ellipsis included) is at most `max` UTF-16 units and is cut between
 * graphemes of the source text, so never inside an escape, an entity or a
 * surrogate pair.
 */
function mdText(text, max) {
    return renderBounded(collapseInline(text), renderMarkdownInline, max);
}
/** Untrusted text for an HTML block (e.g. `<summary>`): entities only, no backslashes. */
function htmlText(text, max) {
    return renderBounded(collapseInline(text), renderHtmlInline, max);
}
/**
 * Render a prefix of `normalized` that fits `max` once rendered. Rendering
 * only ever grows text (each character maps to one or more), so the rendered
 * length of a prefix grows with the prefix: binary-search the longest prefix
 * ending on a grapheme boundary that fits.
 */
function renderBounded(normalized, render, max) {
    // Rendering never shrinks text: a source longer than `max` cannot fit whole.
    if (max === undefined || normalized.length <= max) {
        const full = render(normalized);
        if (max === undefined || full.length <= max)
            return full;
    }
    const room = max - ELLIPSIS.length;
    if (room <= 0)
        return max >= ELLIPSIS.length ? ELLIPSIS : '';
    const renderPrefix = (end) => render(normalized.slice(0, graphemeBoundaryAtOrBefore(normalized, end)));
    let lo = 0;
    let hi = Math.min(normalized.length, room);
    while (lo < hi) {
        const mid = Math.ceil((lo + hi) / 2);
        if (renderPrefix(mid).length <= room)
            lo = mid;
        else
            hi = mid - 1;
    }
    return renderPrefix(lo).replace(/ +$/, '') + ELLIPSIS;
}
// ---------------------------------------------------------------------------
// Code spans and fenced blocks
/** The longest run of `unit` (one UTF-16 unit, never half a surrogate pair) in `text`. */
function longestRun(text, unit) {
    let longest = 0;
    let run = 0;
    for (let at = text.indexOf(unit); at !== -1; at = text.indexOf(unit, at + 1)) {
        run = at > 0 && text[at - 1] === unit ? run + 1 : 1;
        if (run > longest)
            longest = run;
    }
    return longest;
}
/**
 * An inline code span that shows `text` verbatim, whatever it contains: the
 * fence is one backtick longer than the longest backtick run inside, and the
 * content is padded with a space when it starts or ends with a backtick or a
 * space (CommonMark strips exactly one space from each side, unless the
 * content is all spaces).
 */
function codeSpan(text, options = {}) {
    let content = normalizeCodeInline(text);
    if (options.max !== undefined)
        content = truncateText(content, options.max);
    if (options.inTable && content.includes('|'))
        return tableCellCode(content);
    content = neutralizeCommentOpeners(content);
    if (content === '')
        return '<code></code>';
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
function tableCellCode(content) {
    return `<code>${escapeMarkdownChars(neutralizeReferences(content))}</code>`;
}
/**
 * A fenced code block showing `text` verbatim (a check's output): ANSI colour
 * stripped, controls made visible, and a fence longer than any backtick run
 * inside so the content can never close it. Ends with a newline.
 */
function fencedBlock(text, options = {}) {
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
 * A fenced code block whose content is `text` exactly, line for line \u2014 what
 * a command printed, for a reader to compare with their terminal: no colour
 * stripped, no trailing line dropped. Only characters that must never reach
 * the page (controls, bidi overrides, line breaks other than `\n`) become
 * U+FFFD. The fence is longer than any backtick run inside, so the content
 * can never close it. Ends with a newline.
 */
function verbatimBlock(text) {
    const content = neutralizeInvisible(text).replace(NOT_VERBATIM, REPLACEMENT);
    const fence = '`'.repeat(Math.max(3, longestRun(content, '`') + 1));
    if (content === '')
        return `${fence}\n${fence}\n`;
    return `${fence}\n${content}${content.endsWith('\n') ? '' : '\n'}${fence}\n`;
}
// ---------------------------------------------------------------------------
// Our own messages: `code` marked with backticks
/**
 * A message of ours (a warning, a finding, a note) as inline Markdown: what
 * it marks as `code` (a setting, a command, a path) becomes a code span, the
 * rest is escaped as `mdText` escapes it \u2014 never a backslash-escaped
 * backtick that shows literally. Messages may quote untrusted text (a path
 * from the pull request): an odd backtick there only moves a span boundary,
 * since every part is escaped for where it lands. `max` bounds the source
 * text, before rendering.
 */
function mdMarkup(text, max) {
    const source = collapseInline(text);
    const bounded = max === undefined ? source : truncateText(source, max);
    const parts = bounded.split('`');
    // An unpaired backtick (odd count) stays text, escaped.
    const closed = parts.length % 2 === 1 ? parts : [...parts.slice(0, -2), parts.slice(-2).join('`')];
    const rendered = closed.map((part, i) => i % 2 === 1 ? codeSpan(part) : escapeMarkdownChars(neutralizeReferences(part)));
    return escapeLineStart(rendered.join(''));
}
/**
 * A message of ours for a plain-text surface (a workflow command, an
 * annotation, a check run's title), where backticks would show as they are:
 * each `code` part in single quotes.
 */
function plainMarkup(text) {
    return text.replace(/`([^`\n]*)`/g, "'$1'");
}
// ---------------------------------------------------------------------------
// Plain text (annotations)
/** One line of plain text, bounded in UTF-16 units. */
function plainLine(text, max) {
    return truncateText(collapseInline(text), max);
}
/** Multi-line plain text, bounded in UTF-8 bytes. */
function plainBlock(text, maxBytes) {
    return truncateUtf8(normalizeBlock(text).replace(/\t/g, ' '), maxBytes);
}
// ---------------------------------------------------------------------------
// Measuring and truncating (grapheme-safe)
function isLowSurrogate(unit) {
    return unit >= 0xdc00 && unit <= 0xdfff;
}
/** Made on first use: building one loads ICU's break rules (about 13 ms), which most runs never need. */
let graphemeSegmenter;
/**
 * How far around a cut we look for grapheme boundaries. V8's segmenter copies
 * its whole input for every segment it yields (quadratic on a 100 KB claim),
 * so it only ever sees a small window. A cluster longer than this (dozens of
 * stacked combining marks) may be cut, but never a surrogate pair.
 */
const GRAPHEME_WINDOW = 64;
/** A window start that does not split a surrogate pair. */
function windowStart(text, index) {
    const start = Math.max(0, index - GRAPHEME_WINDOW);
    return start > 0 && isLowSurrogate(text.charCodeAt(start)) ? start - 1 : start;
}
/** Grapheme boundaries (absolute offsets) within the window around `index`. */
function boundariesAround(text, index) {
    const start = windowStart(text, index);
    const end = Math.min(text.length, index + GRAPHEME_WINDOW);
    const bounds = [start];
    graphemeSegmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    for (const { index: at, segment } of graphemeSegmenter.segment(text.slice(start, end))) {
        if (at > 0)
            bounds.push(start + at);
        if (start + at + segment.length === end && end === text.length)
            bounds.push(end);
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
function isAsciiBoundary(text, index) {
    const before = text.charCodeAt(index - 1);
    const after = text.charCodeAt(index);
    return before < 0x80 && after < 0x80 && !(before === 0x0d && after === 0x0a);
}
/** The last grapheme boundary at or before `index` (never splits a surrogate pair or a combining sequence). */
function graphemeBoundaryAtOrBefore(text, index) {
    if (index >= text.length)
        return text.length;
    if (index <= 0)
        return 0;
    if (isAsciiBoundary(text, index))
        return index;
    const bounds = boundariesAround(text, index).filter((b) => b <= index);
    return bounds[bounds.length - 1] ?? 0;
}
/** The first grapheme boundary at or after `index`. */
function graphemeBoundaryAtOrAfter(text, index) {
    if (index <= 0)
        return 0;
    if (index >= text.length)
        return text.length;
    if (isAsciiBoundary(text, index))
        return index;
    const after = boundariesAround(text, index).find((b) => b >= index);
    if (after !== undefined)
        return after;
    // A cluster longer than the window: at least do not split a surrogate pair.
    return isLowSurrogate(text.charCodeAt(index)) ? index + 1 : index;
}
/**
 * Number of bytes `text` takes in UTF-8 (a lone surrogate counts as U+FFFD,
 * 3 bytes, as it is written). Node's native count: the summaries measure
 * every block they consider against their budget.
 */
function utf8Length(text) {
    return Buffer.byteLength(text, 'utf8');
}
const utf16Length = (text) => text.length;
/**
 * Keep the start of `text` so that it, plus `ellipsis` when cut, measures at
 * most `max`. Cuts only between graphemes.
 */
function truncateText(text, max, ellipsis = ELLIPSIS, measure = utf16Length) {
    if (measure(text) <= max)
        return text;
    const room = max - measure(ellipsis);
    if (room < 0)
        return '';
    return (text.slice(0, graphemeBoundaryAtOrBefore(text, codePointsWithin(text, room, measure))) +
        ellipsis);
}
/**
 * Where `text` (longer than `room`) is cut to measure at most `room`: after
 * the whole code points that fit; in UTF-16 units, `room` itself, even inside
 * a surrogate pair (the grapheme boundary at or before it is taken next).
 */
function codePointsWithin(text, room, measure) {
    if (measure === utf16Length)
        return room;
    // UTF-8 bytes (or any measure) add up code point by code point.
    let end = 0;
    let size = 0;
    for (const ch of text) {
        size += measure(ch);
        if (size > room)
            break;
        end += ch.length;
    }
    return end;
}
/** `truncateText` measured in UTF-8 bytes. */
function truncateUtf8(text, maxBytes, ellipsis = ELLIPSIS) {
    return truncateText(text, maxBytes, ellipsis, utf8Length);
}
/**
 * The end of a (normalised) block of output: at most `maxLines` lines and
 * `maxChars` UTF-16 units, cut at a line start when possible and otherwise
 * between graphemes. The end of a failing run is where the error is.
 */
function tailLines(text, maxLines, maxChars) {
    const lines = normalizeBlock(text).replace(/\n+$/, '').split('\n');
    let kept = lines.slice(Math.max(0, lines.length - maxLines));
    let joined = kept.join('\n');
    while (joined.length > maxChars && kept.length > 1) {
        kept = kept.slice(1);
        joined = kept.join('\n');
    }
    if (joined.length > maxChars)
        joined = keepEnd(joined, maxChars);
    const partial = joined.length < (kept[0]?.length ?? 0) ? 1 : 0;
    return { text: joined, omittedLines: lines.length - kept.length + partial };
}
/** The last graphemes of `text` that fit in `max` UTF-16 units. */
function keepEnd(text, max) {
    if (text.length <= max)
        return text;
    return text.slice(graphemeBoundaryAtOrAfter(text, text.length - max));
}
/**
 * Concatenate `blocks` in order while the result, plus the note that says how
 * many were left out, stays within `limit`. Whole blocks only, so a cut never
 * lands inside an escape, an entity, a table row or a fenced block. `sizes`:
 * the blocks' measures when the caller has them already.
 */
function fitBlocks(blocks, limit, measure, omittedNote, total = blocks.length, sizes = blocks.map(measure)) {
    if (total === blocks.length && sizes.reduce((a, b) => a + b, 0) <= limit)
        return { text: blocks.join(''), omitted: 0 };
    const reserve = measure(omittedNote(total));
    let used = 0;
    let count = 0;
    for (const size of sizes) {
        if (used + size + reserve > limit)
            break;
        used += size;
        count++;
    }
    const omitted = total - count;
    return { text: blocks.slice(0, count).join('') + omittedNote(omitted), omitted };
}
/** `n thing`/`n things`. */
function plural(n, singular, pluralForm = `${singular}s`) {
    return `${n} ${n === 1 ? singular : pluralForm}`;
}
/** An address safe to put in a Markdown link destination, or undefined. */
function linkTarget(url) {
    if (url === undefined || !/^https?:\/\/[^\s<>()\\`]+$/.test(url))
        return undefined;
    return url;
}
/** `[text](url)` when the address is safe, else the text alone. */
function linked(text, url) {
    const target = linkTarget(url);
    return target === undefined ? text : `[${text}](${target})`;
}


/***/ }),

/***/ 7034:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ REPORT_SCHEMA_VERSION)
/* harmony export */ });
/**
 * The JSON report's schema version (docs/report.schema.json): every model's
 * report part and the joined review's top level are written to it.
 */
const REPORT_SCHEMA_VERSION = 5;


/***/ }),

/***/ 9017:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nm: () => (/* binding */ toLedgerRelative),
/* harmony export */   ok: () => (/* binding */ normalizeWorkingDirectory),
/* harmony export */   xP: () => (/* binding */ ledgerPathPrefix)
/* harmony export */ });
/**
 * The ledger's directory in the repository (the action's
 * `working-directory`), as every surface names and links paths under it.
 */
/** `working-directory` without `./`, `.` segments, empty segments or a trailing slash; `''` for the root. */
function normalizeWorkingDirectory(workingDirectory) {
    return workingDirectory
        .replace(/\\/g, '/')
        .split('/')
        .filter((part) => part !== '' && part !== '.')
        .join('/');
}
/** Prefix that turns a ledger-root-relative path into a repository-relative one (`''` or `dir/`). */
function ledgerPathPrefix(workingDirectory) {
    const dir = normalizeWorkingDirectory(workingDirectory);
    return dir === '' ? '' : `${dir}/`;
}
/** A repository-relative path as seen from the ledger root, or undefined when outside it. */
function toLedgerRelative(repoPath, workingDirectory) {
    const prefix = ledgerPathPrefix(workingDirectory);
    if (prefix === '')
        return repoPath;
    return repoPath.startsWith(prefix) ? repoPath.slice(prefix.length) : undefined;
}


/***/ })

} }; })
