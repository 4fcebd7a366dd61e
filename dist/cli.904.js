(function (importMetaUrl) { 'use strict'; return { id: 904, ids: [904], modules: {

/***/ 7029:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ nowNanos)
/* harmony export */ });
/**
 * The clock: wall-clock nanoseconds for receipts, evidence and events, read
 * here so that callers (and tests) can pass their own.
 */
/** Wall-clock nanoseconds, strictly increasing within the process. */
const clockAnchor = { ms: BigInt(Date.now()), hr: process.hrtime.bigint() };
function nowNanos() {
    return clockAnchor.ms * 1000000n + (process.hrtime.bigint() - clockAnchor.hr);
}


/***/ }),

/***/ 8195:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ej: () => (/* binding */ readSelectedList),
/* harmony export */   Ib: () => (/* binding */ appendEvents),
/* harmony export */   W2: () => (/* binding */ writeOriginSha),
/* harmony export */   Xg: () => (/* binding */ readConfig),
/* harmony export */   bI: () => (/* binding */ appendReceipt),
/* harmony export */   kj: () => (/* binding */ appendEvidence),
/* harmony export */   lZ: () => (/* binding */ readOriginSha),
/* harmony export */   ro: () => (/* binding */ appendEventsQuietly),
/* harmony export */   wK: () => (/* binding */ indexReceipts)
/* harmony export */ });
/* unused harmony exports RESULTS_REL, receiptRel, SELECTED_REL, receiptFloodNotes, appendLine */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_ticks_config_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9998);
/* harmony import */ var _core_text_rust_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1645);
/* harmony import */ var _core_ticks_identity_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1570);
/* harmony import */ var _core_ticks_verdict_receipt_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7572);
/* harmony import */ var _core_ticks_verdict_selected_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4739);
/* harmony import */ var _core_ticks_verdict_provenance_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(953);
/* harmony import */ var _files_store_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6321);
/* harmony import */ var _files_read_ahead_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9278);
/* harmony import */ var _files_untrusted_file_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(4717);
/**
 * Everything under `.evolving/results/` plus the config file: reading them
 * the way ev 0.1.2 does (an unreadable file counts as absent), saying what
 * was wrong (path and line) instead of staying silent, and writing them
 * byte-compatibly. Receipts, events and evidence are only ever appended.
 *
 * All of it is untrusted
 * (docs/USAGE.md#links-and-special-files-in-a-pull-request): reads are bounded
 * and never follow a link (store.ts), writes never go through a link nor
 * through a linked directory on the way; a refused path is noted in
 * `store.refused` and skipped.
 */










/** Paths as shown to the user: relative to the repository root. */
const RESULTS_REL = '.evolving/results';
const receiptRel = (key) => `${RESULTS_REL}/receipts/${key}.jsonl`;
const SELECTED_REL = `${RESULTS_REL}/selected.json`;
const ORIGIN_SHA = 'origin-sha';
/** A failed write as one message, the path shown relative to the store's root. */
function describeWriteFailure(store, error) {
    if (error instanceof _files_untrusted_file_js__WEBPACK_IMPORTED_MODULE_9__/* .RefusedPathError */ .aj)
        return `${(0,_files_store_js__WEBPACK_IMPORTED_MODULE_7__/* .shownPath */ .pS)(store, error.path)}: ${error.reason}`;
    return error instanceof Error ? error.message : String(error);
}
/**
 * Notes a write refused because a link or special file is at the path (or on
 * the way); other failures stay silent, as ev keeps them (docs/ev-0.1.md#the-event-log).
 */
function noteRefusedWrite(store, error) {
    const note = (0,_files_untrusted_file_js__WEBPACK_IMPORTED_MODULE_9__/* .writeRefusalNote */ .QB)(store.root, error);
    if (note !== undefined)
        store.refused.add(note);
}
// ---------------------------------------------------------------------------
// config
// ---------------------------------------------------------------------------
/** The config; an absent or unreadable file means every default (ev reads it as empty text). */
function readConfig(store) {
    const read = (0,_files_store_js__WEBPACK_IMPORTED_MODULE_7__/* .readStoreText */ .Bs)(store.configPath, _files_store_js__WEBPACK_IMPORTED_MODULE_7__/* .READ_BOUNDS */ .X6.config);
    if (!read.ok && !read.absent && read.refused) {
        (0,_files_store_js__WEBPACK_IMPORTED_MODULE_7__/* .noteRefused */ .Lk)(store, (0,_files_store_js__WEBPACK_IMPORTED_MODULE_7__/* .shownPath */ .pS)(store, store.configPath), read.why, 'the defaults are used');
    }
    return (0,_core_ticks_config_js__WEBPACK_IMPORTED_MODULE_1__/* .parseConfig */ .o4)(read.ok ? read.text : '');
}
function readSelectedList(store, path = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(store.resultsDir, 'selected.json'), shown = SELECTED_REL) {
    if (!(0,_files_store_js__WEBPACK_IMPORTED_MODULE_7__/* .directoryOnTheWayIsReal */ .f8)(store, (0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(path)))
        return { list: null };
    const read = (0,_files_store_js__WEBPACK_IMPORTED_MODULE_7__/* .readStoreText */ .Bs)(path, _files_store_js__WEBPACK_IMPORTED_MODULE_7__/* .READ_BOUNDS */ .X6.selectedList);
    if (!read.ok) {
        if (read.absent)
            return { list: null };
        if (read.refused) {
            (0,_files_store_js__WEBPACK_IMPORTED_MODULE_7__/* .noteRefused */ .Lk)(store, shown, read.why, 'ignored, so the silently-unbound rule is not evaluated');
            return { list: null };
        }
        return { list: null, problem: `${shown}: ${read.why} \u2014 ignored (as ev 0.1.2 does)` };
    }
    const parsed = (0,_core_ticks_verdict_selected_js__WEBPACK_IMPORTED_MODULE_5__/* .parseSelectedText */ .ub)(read.text);
    if (parsed.ok)
        return { list: parsed.list };
    return {
        list: null,
        problem: `${shown}: ${parsed.message} \u2014 the selected-list is ignored (as ev 0.1.2 does), so the silently-unbound rule is not evaluated`,
    };
}
const EV_READS_NONE = 'ev 0.1.2 ignores every receipt in this file, and so does this evaluation';
function noReceipts(key) {
    return { key, receipts: [], problems: [], omittedProblems: 0, readAsEmpty: true };
}
/** What a file's shown problems leave out: the count of the rest, and where reading stopped. */
function receiptFloodNotes(rel, file) {
    const notes = [];
    if (file.omittedProblems > 0)
        notes.push(`${rel}: ${file.omittedProblems} more problems in this file not listed`);
    if (file.stoppedAtLine !== undefined)
        notes.push(`${rel}: not read beyond line ${file.stoppedAtLine} (${_core_ticks_verdict_receipt_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_MALFORMED_LINES */ .pR} malformed lines) \u2014 ${EV_READS_NONE}`);
    return notes;
}
function readReceiptFile(store, key, bytes, digests) {
    const rel = receiptRel(key);
    const read = (0,_files_store_js__WEBPACK_IMPORTED_MODULE_7__/* .storeTextOf */ .OC)(bytes);
    if (read.ok && digests !== undefined)
        digests.set(`${key}.jsonl`, (0,_core_ticks_identity_js__WEBPACK_IMPORTED_MODULE_3__/* .sha256Hex */ .fg)(read.bytes));
    if (!read.ok) {
        if (read.absent)
            return { file: noReceipts(key), problems: [] };
        if (read.refused) {
            // ev would follow the link; reading none keeps a planted file from turning a verdict green.
            const refused = `${rel}: ${read.why} \u2014 read as no receipts`;
            return { file: noReceipts(key), problems: [], refused };
        }
        return { file: noReceipts(key), problems: [`${rel}: ${read.why} \u2014 ${EV_READS_NONE}`] };
    }
    const file = (0,_core_ticks_verdict_receipt_js__WEBPACK_IMPORTED_MODULE_4__/* .parseReceiptFile */ .e9)(key, read.text);
    const problems = file.problems.map((p) => p.kind === 'malformed'
        ? `${rel}:${p.line}: ${p.message} \u2014 ${EV_READS_NONE}`
        : `${rel}:${p.line}: ${p.message}`);
    problems.push(...receiptFloodNotes(rel, file));
    return { file, problems };
}
/**
 * Reads the receipt files of `keys`. One listing says what each entry is: a
 * key with no file costs no system call, a file no `lstat`.
 */
function readReceiptFiles(store, keys, digests) {
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(store.resultsDir, 'receipts');
    const byKey = new Map();
    const directoryRefused = (0,_files_store_js__WEBPACK_IMPORTED_MODULE_7__/* .directoryRefusal */ .yI)(store, dir);
    if (directoryRefused !== undefined)
        return { byKey, directoryRefused };
    let kinds;
    try {
        kinds = new Map((0,_files_untrusted_file_js__WEBPACK_IMPORTED_MODULE_9__/* .listEntries */ .fi)(dir).map((entry) => [entry.name, entry.kind]));
    }
    catch {
        return { byKey };
    }
    const listed = new Map();
    for (const key of keys) {
        const kind = kinds.get(`${key}.jsonl`) ?? 'missing';
        if (kind !== 'missing')
            listed.set(key, kind);
    }
    // The regular files are read by the launcher's thread where it offers to, a batch ahead.
    const { reads, done } = (0,_files_read_ahead_js__WEBPACK_IMPORTED_MODULE_8__/* .readListingAhead */ .K8)([...listed].map(([key, kind]) => ({ key, kind, path: receiptsPath(store, key) })), _files_store_js__WEBPACK_IMPORTED_MODULE_7__/* .READ_BOUNDS */ .X6.receiptFile);
    try {
        for (const [{ key }, bytes] of reads)
            byKey.set(key, readReceiptFile(store, key, bytes, digests));
    }
    finally {
        done();
    }
    return { byKey };
}
/**
 * The receipts of these refs, each file read once: problems in ref order, and
 * the notes of refused files added to the store's refusals. `digests`, when
 * given, gets the SHA-256 of each file read whole (by file name), so that
 * the receipts directory's seal need not read it again.
 */
function indexReceipts(store, refs, admission, digests) {
    const keyOf = new Map();
    for (const ref of refs)
        if (!keyOf.has(ref))
            keyOf.set(ref, (0,_core_ticks_identity_js__WEBPACK_IMPORTED_MODULE_3__/* .receiptKey */ .OH)(ref));
    const read = readReceiptFiles(store, new Set(keyOf.values()), digests);
    if (read.directoryRefused !== undefined)
        store.refused.add(read.directoryRefused);
    const byKey = new Map();
    const problems = [];
    for (const key of keyOf.values()) {
        if (byKey.has(key))
            continue;
        const one = read.byKey.get(key);
        byKey.set(key, one?.file ?? noReceipts(key));
        if (one === undefined)
            continue;
        for (const problem of one.problems)
            problems.push(problem);
        if (one.refused !== undefined)
            store.refused.add(one.refused);
    }
    const refused = [];
    if (admission?.nowSeconds !== undefined)
        refuseFutureDated(byKey, admission.nowSeconds, refused);
    const admits = admission?.admits;
    const byRef = new Map();
    return {
        files: byKey,
        problems,
        refused,
        receiptsFor(ref) {
            let receipts = byRef.get(ref);
            if (receipts === undefined) {
                const file = byKey.get(keyOf.get(ref) ?? (0,_core_ticks_identity_js__WEBPACK_IMPORTED_MODULE_3__/* .receiptKey */ .OH)(ref));
                receipts = file === undefined ? [] : receiptsOfRef(file, ref, admits);
                byRef.set(ref, receipts);
            }
            return receipts;
        },
    };
}
/**
 * The receipts in `file` for `ref` that `admits` lets count, in file order.
 * One pass and one array: this runs once for each ref of a ledger.
 */
function receiptsOfRef(file, ref, admits) {
    const receipts = [];
    const lines = file.receipts;
    for (let i = 0; i < lines.length; i++) {
        const { receipt } = lines[i];
        if (receipt.test === ref && (admits === undefined || admits(file.key, receipt)))
            receipts.push(receipt);
    }
    return receipts;
}
/** Drops future-dated receipts from each file, naming each by path and line. */
function refuseFutureDated(files, nowSeconds, problems) {
    for (const [key, file] of files) {
        if (!file.receipts.some((r) => (0,_core_ticks_verdict_provenance_js__WEBPACK_IMPORTED_MODULE_6__/* .isFutureDated */ .aX)(r.receipt, nowSeconds)))
            continue;
        const kept = file.receipts.filter((r) => {
            if (!(0,_core_ticks_verdict_provenance_js__WEBPACK_IMPORTED_MODULE_6__/* .isFutureDated */ .aX)(r.receipt, nowSeconds))
                return true;
            problems.push(`${receiptRel(key)}:${r.line}: dated more than ${_core_ticks_verdict_provenance_js__WEBPACK_IMPORTED_MODULE_6__/* .CLOCK_SKEW_SECONDS */ ._r / 60} minutes in the future (ran_at) \u2014 refused, not evidence`);
            return false;
        });
        files.set(key, { ...file, receipts: kept });
    }
}
// `resultsDir` is already normalised and a key is 12 hex digits: no path.join per file.
const receiptsPath = (store, key) => `${store.resultsDir}${node_path__WEBPACK_IMPORTED_MODULE_0__.sep}receipts${node_path__WEBPACK_IMPORTED_MODULE_0__.sep}${key}.jsonl`;
/** The directory holding `.evolving` when `path` is inside a store, else the file's own directory. */
function trustedRootOf(path) {
    const parts = path.split(node_path__WEBPACK_IMPORTED_MODULE_0__.sep);
    const at = parts.lastIndexOf('.evolving');
    if (at < 0)
        return (0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(path);
    return at === 0 ? '.' : parts.slice(0, at).join(node_path__WEBPACK_IMPORTED_MODULE_0__.sep) || node_path__WEBPACK_IMPORTED_MODULE_0__.sep;
}
/**
 * Appends a line. If the file does not end with a newline (a hand edit), a
 * newline goes first, so the new line never fuses with the last one; nothing
 * already there is rewritten. Missing directories below `root` (default: the
 * directory holding `.evolving`) are created; a link there, or at the file,
 * is refused (RefusedPathError), never written through.
 */
function appendLine(path, line, root = trustedRootOf(path)) {
    (0,_files_untrusted_file_js__WEBPACK_IMPORTED_MODULE_9__/* .makeDirectoryNoFollow */ .s9)(root, (0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(path));
    (0,_files_untrusted_file_js__WEBPACK_IMPORTED_MODULE_9__/* .writeNoFollow */ .cK)(path, line, { append: true, ownLine: true });
}
/** Appends a receipt exactly as ev writes it. Throws an Error whose message says what failed. */
function appendReceipt(store, receipt) {
    try {
        appendLine(receiptsPath(store, (0,_core_ticks_identity_js__WEBPACK_IMPORTED_MODULE_3__/* .receiptKey */ .OH)(receipt.test)), (0,_core_ticks_verdict_receipt_js__WEBPACK_IMPORTED_MODULE_4__/* .formatReceiptLine */ .AD)(receipt), store.root);
    }
    catch (error) {
        throw new Error(describeWriteFailure(store, error));
    }
}
// ---------------------------------------------------------------------------
// state, events, origin-sha, evidence
// ---------------------------------------------------------------------------
/** Best effort, as ev: a failure to log never fails the command (a refused link is noted). */
function appendEvents(store, lines) {
    if (lines.length === 0)
        return;
    try {
        appendLine((0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(store.resultsDir, 'events.jsonl'), lines.join(''), store.root);
    }
    catch (error) {
        // best effort by contract (docs/ev-0.1.md#the-event-log)
        noteRefusedWrite(store, error);
    }
}
/**
 * `appendEvents` without a note, for the commands whose stderr is ev's own
 * (`brief`, `reopen`): when `results/` or `events.jsonl` is a link or a
 * special file (a pull request can commit one), the event is not written,
 * and nothing is said.
 */
function appendEventsQuietly(store, lines) {
    const onTheWay = (0,_files_untrusted_file_js__WEBPACK_IMPORTED_MODULE_9__/* .linkOnTheWay */ .KH)(store.root, store.resultsDir);
    if (onTheWay !== undefined && onTheWay.kind !== 'missing')
        return;
    const kind = (0,_files_untrusted_file_js__WEBPACK_IMPORTED_MODULE_9__/* .entryKind */ .FY)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(store.resultsDir, 'events.jsonl'));
    if (kind !== 'file' && kind !== 'missing')
        return;
    appendEvents(store, lines);
}
/** The cached live-origin sha, trimmed; null when absent, unreadable, refused or blank. */
function readOriginSha(store) {
    if (!(0,_files_store_js__WEBPACK_IMPORTED_MODULE_7__/* .directoryOnTheWayIsReal */ .f8)(store, store.resultsDir))
        return null;
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(store.resultsDir, ORIGIN_SHA);
    const read = (0,_files_store_js__WEBPACK_IMPORTED_MODULE_7__/* .readStoreText */ .Bs)(path, _files_store_js__WEBPACK_IMPORTED_MODULE_7__/* .READ_BOUNDS */ .X6.originSha);
    if (!read.ok) {
        if (!read.absent && read.refused) {
            (0,_files_store_js__WEBPACK_IMPORTED_MODULE_7__/* .noteRefused */ .Lk)(store, (0,_files_store_js__WEBPACK_IMPORTED_MODULE_7__/* .shownPath */ .pS)(store, path), read.why, 'no cached staleness reference is used');
        }
        return null;
    }
    const sha = (0,_core_text_rust_text_js__WEBPACK_IMPORTED_MODULE_2__/* .rustTrim */ .jg)(read.text);
    return sha === '' ? null : sha;
}
/** Caches the live-origin sha (no trailing newline, as ev writes it); failures are ignored, as ev does (a refused link is noted). */
function writeOriginSha(store, sha) {
    try {
        (0,_files_untrusted_file_js__WEBPACK_IMPORTED_MODULE_9__/* .makeDirectoryNoFollow */ .s9)(store.root, store.resultsDir);
        (0,_files_untrusted_file_js__WEBPACK_IMPORTED_MODULE_9__/* .writeNoFollow */ .cK)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(store.resultsDir, ORIGIN_SHA), sha, { append: false });
    }
    catch (error) {
        // ev ignores this failure too: the cache only serves later --offline runs
        noteRefusedWrite(store, error);
    }
}
/** Appends one evidence line under the bound ref's key. Throws an Error whose message says what failed. */
function appendEvidence(store, boundRef, line) {
    try {
        appendLine((0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(store.resultsDir, 'evidence', `${(0,_core_ticks_identity_js__WEBPACK_IMPORTED_MODULE_3__/* .receiptKey */ .OH)(boundRef)}.jsonl`), line, store.root);
    }
    catch (error) {
        throw new Error(describeWriteFailure(store, error));
    }
}


/***/ }),

/***/ 9655:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ resolveStalenessReference)
/* harmony export */ });
/* unused harmony export NO_UPSTREAM_WARNING */
/* harmony import */ var _git_commits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5461);
/* harmony import */ var _results_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8195);
/**
 * The staleness reference (docs/ev-0.1.md#staleness): the commit receipts are measured
 * against, per the config's policy, and the cached `results/origin-sha` that
 * offline runs read.
 */


const NO_UPSTREAM_WARNING = 'warning: cannot resolve the live-origin staleness reference (no upstream?) \u2014 sha-staleness skipped';
/**
 * The staleness sha per policy: `--offline` reads only the cached
 * `results/origin-sha`, whatever the policy; `none` \u2192 none; `local-head` \u2192
 * HEAD; anything else \u2192 `@{upstream}`, cached for later offline runs.
 */
async function resolveStalenessReference(ctx, store, policy, offline) {
    if (offline)
        return { sha: (0,_results_js__WEBPACK_IMPORTED_MODULE_1__/* .readOriginSha */ .lZ)(store) };
    if (policy === 'none')
        return { sha: null };
    if (policy === 'local-head')
        return { sha: await (0,_git_commits_js__WEBPACK_IMPORTED_MODULE_0__/* .revParseSha */ .Hb)(ctx, 'HEAD') };
    const sha = await (0,_git_commits_js__WEBPACK_IMPORTED_MODULE_0__/* .revParseSha */ .Hb)(ctx, '@{upstream}');
    if (sha === null)
        return { sha: null, warning: NO_UPSTREAM_WARNING };
    (0,_results_js__WEBPACK_IMPORTED_MODULE_1__/* .writeOriginSha */ .W2)(store, sha);
    return { sha };
}


/***/ }),

/***/ 865:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  YI: () => (/* binding */ evaluateCheck),
  q1: () => (/* binding */ evaluateReopened),
  Ch: () => (/* binding */ openStore),
  f2: () => (/* binding */ readGuardingTests)
});

// UNUSED EXPORTS: GUARDING_PATHS_MAX, recordEvaluation, triggerRefusals

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/adapters/git/runner.ts + 1 modules
var runner = __webpack_require__(2638);
// EXTERNAL MODULE: ./src/core/ticks/verdict/verdict.ts
var verdict_verdict = __webpack_require__(3613);
// EXTERNAL MODULE: ./src/core/text/pathspec.ts
var pathspec = __webpack_require__(3487);
// EXTERNAL MODULE: ./src/core/ticks/verdict/commit-id.ts
var commit_id = __webpack_require__(8761);
// EXTERNAL MODULE: ./src/adapters/git/history.ts
var git_history = __webpack_require__(9355);
// EXTERNAL MODULE: ./src/adapters/git/commits.ts
var git_commits = __webpack_require__(5461);
// EXTERNAL MODULE: ./src/adapters/git/graph.ts
var git_graph = __webpack_require__(4723);
;// CONCATENATED MODULE: ./src/adapters/ticks/triggered-since.ts







/**
 * Every list the in-process matcher models (pathspec.ts: plain entries,
 * wildcards and magic, cross-checked against git) is matched in memory, and
 * git is only ever given literal directories (literalPathspecs). What only
 * git can say \u2014 `attr:` magic, an absolute path, the GIT_*_PATHSPECS switches
 * \u2014 is asked of git itself, one process each, when its entries are within
 * what git's backtracking matcher finishes (gitMayMatch); a list over a cap
 * (pathspec.ts TRIGGER_CAPS) is read as one git refuses.
 */
function classify(question, gitDecides, compile) {
    // A NUL cannot be passed to a process: ev's spawn fails.
    if (question.commit.includes('\0') || question.paths.some((p) => p.includes('\0')))
        return { kind: 'fails' };
    if (question.paths.length === 0)
        return { kind: 'answer', value: false };
    // Receipt text: only a full commit id reaches git (receipt.ts refuses the rest with a finding).
    if (!(0,commit_id/* isCommitId */.j)(question.commit))
        return { kind: 'fails' };
    const list = gitDecides ? { kind: 'unknowable' } : compile(question.paths);
    if (list.kind === 'invalid')
        return { kind: 'fails' }; // git dies ("outside repository"), or over a cap
    if (list.kind === 'list')
        return { kind: 'memory', list };
    return (0,pathspec/* gitMayMatch */.$9)(question.paths) ? { kind: 'git' } : { kind: 'fails' };
}
/**
 * The exact ev invocation, for questions we do not model: did `git rev-list
 * <commit>..<tip> -- <paths>` print anything? undefined when git failed.
 * The commit is a full commit id (classify), so the range is never an option.
 */
async function askGit(ctx, question, tip) {
    const result = await (0,runner/* runGit */.EO)(ctx, [
        'rev-list',
        '--end-of-options',
        `${question.commit}..${tip}`,
        '--',
        ...question.paths,
    ]);
    return result.code === 0 ? result.stdout.length > 0 : undefined;
}
/**
 * The answer to every question, added to `answers` (default: a new map): does
 * `git rev-list <commit>..HEAD -- <paths>` print anything in `ctx.cwd`? Any
 * git failure answers false, as ev reads it.
 */
async function answerTriggeredSince(ctx, questions, answers = new verdict_verdict/* QuestionMap */.JO()) {
    return answerRevLists(ctx, questions, answers, 'HEAD', false);
}
/**
 * The same questions up to another tip (ev 0.1.29's guarded paths: does `git
 * rev-list <commit>..<tip> -- <paths>` print anything?), in the same few
 * processes however many questions there are; undefined where git fails (an
 * unknown commit or tip, no repository), so the caller can tell "no change"
 * from "git cannot tell". `tip` is HEAD or a full commit id; any other text
 * (a hand-written `results/origin-sha`) is asked of git per question, after
 * `--end-of-options`, so the answer stays git's own.
 */
async function answerChangedSince(ctx, questions, tip) {
    const answers = new verdict_verdict/* QuestionMap */.JO();
    if (tip !== 'HEAD' && !(0,commit_id/* isCommitId */.j)(tip)) {
        for (const question of questions) {
            if (answers.has(question))
                continue;
            const kind = classify(question, true, () => ({ kind: 'unknowable' }));
            const value = kind.kind === 'answer'
                ? kind.value
                : kind.kind === 'fails'
                    ? undefined
                    : await askGit(ctx, question, tip);
            answers.set(question, value);
        }
        return answers;
    }
    return answerRevLists(ctx, questions, answers, tip, undefined);
}
/**
 * `git rev-list <commit>..<tip> -- <paths>` printed something, for every
 * question, added to `answers`; `failed` where git fails. `tip` is HEAD or
 * a full commit id: HEAD is resolved with the prefix, a commit id is peeled
 * (on stdin) with the questions' commits.
 */
async function answerRevLists(ctx, questions, answers, tip, failed) {
    const answer = (q, value) => void answers.set(q, value);
    if (questions.length === 0)
        return answers;
    const where = await (0,runner/* runGit */.EO)(ctx, tip === 'HEAD' ? ['rev-parse', '--show-prefix', 'HEAD'] : ['rev-parse', '--show-prefix']);
    const [prefix, head] = where.stdout.toString('utf8').split('\n');
    if (where.code !== 0 || (tip === 'HEAD' && (head === undefined || head === ''))) {
        for (const q of questions)
            answer(q, failed); // not a repository, or no HEAD: git fails
        return answers;
    }
    const inMemory = [];
    const viaGit = [];
    // Asked once, not per question: process.env lookups are slow, and bindings share their paths.
    const gitDecides = (0,runner/* pathspecSwitchesSet */.zA)(ctx.env);
    const compile = (0,pathspec/* pathspecListCompiler */.kh)(prefix ?? '');
    for (const question of questions) {
        const kind = classify(question, gitDecides, compile);
        if (kind.kind === 'answer')
            answer(question, kind.value);
        else if (kind.kind === 'fails')
            answer(question, failed);
        else if (kind.kind === 'git')
            viaGit.push(question);
        else
            inMemory.push({ question, commit: question.commit, list: kind.list });
    }
    if (inMemory.length > 0) {
        const solved = await answerInMemory(ctx, tip === 'HEAD' ? head : tip, inMemory);
        // git could not give the history: ask it each question, if its matcher can finish it.
        if (solved === undefined)
            for (const q of inMemory) {
                if ((0,pathspec/* gitMayMatch */.$9)(q.question.paths))
                    viaGit.push(q.question);
                else
                    answer(q.question, failed);
            }
        else
            for (const [q, value] of solved)
                answer(q, value ?? failed);
    }
    for (const question of viaGit)
        answer(question, (await askGit(ctx, question, tip)) ?? failed);
    return answers;
}
/**
 * `tip` is HEAD's commit (resolved already) or a commit id to peel with the
 * questions' commits. undefined in the results: git fails (an unknown
 * commit or tip); undefined altogether: ask git each question.
 */
async function answerInMemory(ctx, tip, questions) {
    const results = new Map();
    const commits = new Set(questions.map((q) => q.commit));
    commits.add(tip);
    const peeled = await (0,git_commits/* peelCommits */.pP)(ctx, [...commits]);
    const head = peeled.get(tip) ?? null;
    if (head === null) {
        for (const q of questions)
            results.set(q.question, undefined); // an unknown tip: git fails
        return results;
    }
    const live = questions.filter((q) => {
        const known = peeled.get(q.commit) ?? null;
        if (known === null)
            results.set(q.question, undefined); // unknown commit (or shallow history): git fails
        return known !== null;
    });
    if (live.length === 0)
        return results;
    const bottoms = [...new Set(live.map((q) => peeled.get(q.commit)))];
    const graph = await (0,git_graph/* loadHistoryGraph */.vP)(ctx, head, bottoms);
    if (graph === undefined)
        return undefined;
    const { nodes, candidates } = graph;
    // git lists only the changes under the lists' literal directories (no wildcard reaches it).
    const pathspecArgs = (0,pathspec/* literalPathspecs */.vF)(live.map((q) => q.list)) ?? [];
    const changes = await (0,git_graph/* loadChanges */.eb)(ctx, nodes, candidates, pathspecArgs);
    if (changes === undefined)
        return undefined;
    // Fast paths, both exact, per range `bottom..head`: a binding none of whose paths changed in
    // the range is false; in a range without a merge, rev-list shows exactly the commits that
    // changed a path, so "some path changed" is the answer. Only a range with a merge is walked.
    const ranges = new Map();
    const rangeFor = (bottom) => {
        let facts = ranges.get(bottom);
        if (facts === undefined)
            ranges.set(bottom, (facts = rangeFacts(nodes, candidates, changes, bottom)));
        return facts;
    };
    const memo = new Map();
    for (const q of live) {
        const bottom = peeled.get(q.commit);
        const key = JSON.stringify([bottom, q.question.paths]);
        let value = memo.get(key);
        if (value === undefined) {
            const range = rangeFor(bottom);
            const anyChange = range.touched.some((c) => (0,pathspec/* listSelects */.YK)(q.list, c.path, c.gitlink));
            value =
                !anyChange || range.linear
                    ? anyChange
                    : (0,git_history/* revListPrintsAny */.w3)(nodes, { head, bottom, differs: differsUnder(changes, q.list) });
            memo.set(key, value);
        }
        results.set(q.question, value);
    }
    return results;
}
/**
 * The range's commits are the candidates (reachable from HEAD above the
 * loaded boundary) that `bottom` does not reach. Exact: a candidate the
 * bottom reaches is reached through loaded commits, because every commit on
 * that way descends from the candidate, so none is below the boundary.
 */
function rangeFacts(nodes, candidates, changes, bottom) {
    const belowBottom = (0,git_history/* reachable */.Gq)(nodes, [bottom]);
    const unique = new Map();
    let linear = true;
    for (const oid of candidates) {
        if (belowBottom.has(oid))
            continue;
        const parents = nodes.get(oid).parents;
        if (parents.length > 1)
            linear = false;
        const edges = parents.length === 0 ? [oid] : parents.map((parent) => `${oid} ${parent}`);
        for (const edge of edges) {
            for (const change of changes.get(edge) ?? []) {
                const key = `${change.gitlink ? 'g' : 'f'}${change.path}`;
                if (!unique.has(key))
                    unique.set(key, change);
            }
        }
    }
    return { touched: [...unique.values()], linear };
}
/** Whether an edge changed anything under the pathspecs (an edge we did not load changed nothing we know of). */
function differsUnder(changes, list) {
    const cache = new Map();
    return (child, parent) => {
        const edge = parent === null ? child : `${child} ${parent}`;
        let value = cache.get(edge);
        if (value === undefined) {
            value = (changes.get(edge) ?? []).some((c) => (0,pathspec/* listSelects */.YK)(list, c.path, c.gitlink));
            cache.set(edge, value);
        }
        return value;
    };
}

// EXTERNAL MODULE: ./src/adapters/ticks/staleness-reference.ts
var staleness_reference = __webpack_require__(9655);
// EXTERNAL MODULE: ./src/adapters/ticks/results.ts
var results = __webpack_require__(8195);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ./src/core/text/debug-quote.ts
var debug_quote = __webpack_require__(8257);
;// CONCATENATED MODULE: ./node_modules/json-canonicalize/dist/index.mjs
// src/serializer.ts
var CircularRootPathName = "$";
function _serialize(obj, options) {
  let buffer = "";
  const vInclude = options && options.include;
  let vExclude = options && options.exclude;
  if (vExclude) {
    if (typeof vExclude === "string") vExclude = [vExclude];
  }
  if (vInclude) vInclude.sort();
  const visited = /* @__PURE__ */ new WeakMap();
  const allowCircular = options && options.allowCircular;
  const filterUndefined = options && options.filterUndefined;
  const undefinedInArrayToNull = options && options.undefinedInArrayToNull;
  const strictUndefined = options && options.strictUndefined;
  serialize(obj, CircularRootPathName);
  return buffer;
  function serialize(object, path) {
    if (strictUndefined && object === void 0) {
      throw new Error(
        `undefined is not permitted in JSON at "${path}" (strictUndefined)`
      );
    }
    if (object === null || typeof object !== "object" || object.toJSON != null) {
      if (typeof object === "number" && !Number.isFinite(object)) {
        throw new Error(
          `Non-finite number (${object}) is not permitted in JSON (RFC 8785 \xA73.2.2.3)`
        );
      }
      buffer += JSON.stringify(object);
    } else if (Array.isArray(object)) {
      const visitedPath = visited.get(object);
      if (visitedPath !== void 0) {
        if (path.startsWith(visitedPath)) {
          if (!allowCircular) {
            throw new Error("Circular reference detected");
          }
          buffer += '"[Circular:' + visitedPath + ']"';
          return;
        }
      }
      visited.set(object, path);
      buffer += "[";
      let next = false;
      object.forEach((element, index) => {
        if (next) {
          buffer += ",";
        }
        next = true;
        if (element === void 0 && strictUndefined) {
          throw new Error(
            `undefined is not permitted in JSON at "${path}[${index}]" (strictUndefined)`
          );
        }
        if (undefinedInArrayToNull && element === void 0) {
          element = null;
        }
        serialize(element, `${path}[${index}]`);
      });
      buffer += "]";
    } else {
      const visitedPath = visited.get(object);
      if (visitedPath !== void 0) {
        if (path.startsWith(visitedPath)) {
          if (!allowCircular) {
            throw new Error("Circular reference detected");
          }
          buffer += '"[Circular:' + visitedPath + ']"';
          return;
        }
      }
      visited.set(object, path);
      buffer += "{";
      let next = false;
      const addProp = (property) => {
        if (vExclude && vExclude.includes(property)) {
          return;
        }
        if (strictUndefined && object[property] === void 0) {
          throw new Error(
            `undefined is not permitted in JSON at "${path}.${property}" (strictUndefined)`
          );
        }
        if (next) {
          buffer += ",";
        }
        next = true;
        buffer += JSON.stringify(property);
        buffer += ":";
        serialize(object[property], `${path}.${property}`);
      };
      if (path === CircularRootPathName && vInclude) {
        vInclude.forEach((property) => {
          if (object.hasOwnProperty(property)) {
            addProp(property);
          }
        });
      } else {
        let vKeys = Object.keys(object);
        if (filterUndefined && !strictUndefined) {
          vKeys = vKeys.filter((k) => object[k] !== void 0);
        }
        vKeys.sort();
        vKeys.forEach((property) => {
          addProp(property);
        });
      }
      buffer += "}";
    }
  }
}

// src/canonicalize.ts
function canonicalize(obj, allowCircular) {
  return _serialize(obj, {
    allowCircular,
    filterUndefined: true,
    undefinedInArrayToNull: true
  });
}

// src/canonicalize-ex.ts
function canonicalizeEx(obj, options) {
  return _serialize(obj, options);
}

//# sourceMappingURL=index.mjs.map
// EXTERNAL MODULE: ./src/core/ticks/identity.ts
var identity = __webpack_require__(1570);
;// CONCATENATED MODULE: ./src/core/ticks/verdict/evidence.ts
/**
 * Run evidence (beyond ev): one line per execution of a bound ref or its
 * counter-test in `results/evidence/<key>.jsonl`, key = receiptKey(bound ref).
 * Content-addressed in the spirit of an EvidenceCore: the id hashes only what
 * a rerun of the same command on the same commit should reproduce (ref,
 * platform, commit, result, exit code, sha256 of stdout and of stderr); the
 * timestamps, duration and host stay outside the hash, so two identical runs
 * share an id. ev never reads this file. Pure.
 */


function evidenceCore(e) {
    return {
        ref: e.ref,
        platform: e.platform,
        commit: e.commit,
        result: e.result,
        exit_code: e.exit_code,
        stdout_sha256: e.stdout_sha256,
        stderr_sha256: e.stderr_sha256,
    };
}
/** `sha256:<hex>` over the canonical JSON (RFC 8785) of the core. */
function evidenceId(e) {
    return `sha256:${(0,identity/* sha256Hex */.fg)(canonicalize(evidenceCore(e)))}`;
}
/** One evidence line: the id plus every field, canonical (sorted keys, compact), newline-terminated. */
function formatEvidenceLine(e) {
    return `${canonicalize({ ...e, id: evidenceId(e) })}\n`;
}

// EXTERNAL MODULE: ./src/core/ticks/verdict/receipt.ts
var verdict_receipt = __webpack_require__(7572);
// EXTERNAL MODULE: ./src/core/ticks/ev-rules.ts
var ev_rules = __webpack_require__(7257);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:string_decoder"
var external_node_string_decoder_ = __webpack_require__(6193);
// EXTERNAL MODULE: ./src/adapters/runner/clock.ts
var runner_clock = __webpack_require__(7029);
// EXTERNAL MODULE: ./src/adapters/processes/process-groups.ts
var process_groups = __webpack_require__(4400);
;// CONCATENATED MODULE: ./src/adapters/processes/check-process.ts
/**
 * One bound command as a process: `sh -c <command>` in its own process group
 * (process-groups.ts), stdin /dev/null (ev inherits it; a test waiting on a
 * terminal would hang a CI job), an optional time bound after which the group
 * is killed, its output passed through as it comes and also kept: a bounded
 * tail for the report, and the SHA-256 and size of all of stdout and stderr
 * for the evidence. The only module besides git/runner.ts that starts processes
 * (.dependency-cruiser.cjs); it never starts git (scripts/check-git-owner.mjs).
 *
 * Isolated (the action, `isolate`): on Linux, where `unshare` may create a
 * user and PID namespace, each command runs as PID 1 of a namespace of its
 * own with its own `/proc` (docs/USAGE.md#what-a-bound-check-can-reach). When
 * it exits the kernel kills everything left in the namespace, however it
 * detached (`setsid`, a double fork, `nohup`), and no process outside it \u2014
 * the action, the runner, their environments \u2014 is visible to it. Where
 * namespaces are not permitted, every process still carrying the run's
 * marker variable is killed once the command ends (a best effort: a process
 * that clears its environment and leaves its group escapes it).
 */






const DEFAULT_TAIL_BYTES = 16 * 1024;
/** After SIGTERM, how long a timed-out group gets before SIGKILL. */
const KILL_GRACE_MS = process_groups/* STOP_GRACE_MS */.Ts;
/** After exit, how long to wait for grandchildren still holding the pipes. */
const DRAIN_GRACE_MS = 2000;
/** Keeps the last `limit` bytes written. */
class Tail {
    limit;
    chunks = [];
    size = 0;
    constructor(limit) {
        this.limit = limit;
    }
    push(chunk) {
        this.chunks.push(chunk);
        this.size += chunk.length;
        while (this.size - (this.chunks[0]?.length ?? 0) >= this.limit && this.chunks.length > 1) {
            this.size -= this.chunks.shift().length;
        }
    }
    text() {
        const all = Buffer.concat(this.chunks);
        const tail = all.subarray(Math.max(0, all.length - this.limit));
        // A cut through a multi-byte character leaves replacement characters at the start: drop them.
        return tail.toString('utf8').replace(/^\uFFFD+/, '');
    }
}
/** Where `unshare` is looked for: never on PATH, which the checkout's files could shadow. */
const UNSHARE_PATHS = ['/usr/bin/unshare', '/bin/unshare'];
/**
 * A user namespace mapping the runner's user to itself (so the command runs
 * as that user, without capabilities, and a setuid program such as `sudo`
 * cannot raise it), a PID namespace whose first process is the command (when
 * it exits, the kernel kills the rest), and a mount namespace with a `/proc`
 * of its own (no other process, and no other process's environment, is
 * visible). `--kill-child`: the namespace also dies if `unshare` is killed.
 */
const NAMESPACE_FLAGS = [
    '--user',
    '--map-current-user',
    '--pid',
    '--fork',
    '--kill-child',
    '--mount-proc',
    '--',
];
/** The marker every isolated command's environment carries (its value: that command's own). */
const CHECK_MARKER = 'EVOLVING_BOUND_CHECK';
let probed;
/**
 * Whether bound commands can run in a namespace of their own here: asked
 * once per process, by running one that must see itself as PID 1 and no
 * process of the host in its `/proc`.
 */
function checkIsolation(env = {}) {
    probed ??= probeIsolation(env);
    return probed;
}
/** Forget the probe's answer (tests). */
function resetCheckIsolation(answer) {
    probed = answer === undefined ? undefined : Promise.resolve(answer);
}
function probeIsolation(env) {
    const marked = (why) => ({ mode: 'marked-processes', prefix: [], why });
    if (process.platform !== 'linux')
        return Promise.resolve(marked(`not Linux (${process.platform})`));
    const unshare = UNSHARE_PATHS.find((path) => (0,external_node_fs_.existsSync)(path));
    if (unshare === undefined)
        return Promise.resolve(marked('unshare (util-linux) is not installed'));
    const prefix = [unshare, ...NAMESPACE_FLAGS];
    const token = (0,external_node_crypto_.randomUUID)();
    // PID 1 is this shell (its argv carries the token), and /proc shows no process of the host.
    const script = `grep -q ${token} /proc/1/cmdline && [ "$$" = 1 ] && [ ! -e /proc/${process.pid} -o ${process.pid} -lt 8 ]`;
    return new Promise((resolve) => {
        let child;
        try {
            child = (0,external_node_child_process_.spawn)(prefix[0], [...prefix.slice(1), 'sh', '-c', script, token], {
                env: { PATH: env.PATH ?? '/usr/bin:/bin' },
                stdio: ['ignore', 'ignore', 'pipe'],
            });
        }
        catch (error) {
            resolve(marked(error instanceof Error ? error.message : String(error)));
            return;
        }
        let stderr = '';
        child.stderr?.on('data', (chunk) => (stderr += chunk.toString('utf8')));
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.on('error', (error) => {
            clearTimeout(timer);
            resolve(marked(error.message));
        });
        child.on('close', (code) => {
            clearTimeout(timer);
            if (code === 0)
                resolve({ mode: 'pid-namespace', prefix });
            else
                resolve(marked(stderr.trim().split('\n')[0] ||
                    `the namespace probe exited ${code === null ? 'on a signal' : code}`));
        });
    });
}
/** The kernel's flag for its own threads (`PF_KTHREAD`, /proc/<pid>/stat's ninth field). */
const KERNEL_THREAD_FLAG = 0x00200000;
/**
 * Whether a process carries the marker (`needle`: `NAME=value\0`), from its
 * environment's bytes. An empty environment is read while a process is
 * between two programs: in an exec, the new program's environment is not in
 * place yet. A marked process's child caught there looks unmarked, so it is
 * `between-programs` and looked at again, unless `stat` (its /proc stat
 * line, undefined when gone) shows it never will have one: a zombie (it runs
 * no code again) or a kernel thread.
 */
function markerSighting(environ, needle, stat) {
    if (environ.length > 0)
        return environ.includes(needle) ? 'marked' : 'other';
    const line = stat();
    if (line === undefined)
        return 'other';
    const fields = statFields(line);
    if (isZombie(fields))
        return 'other';
    return (Number(fields[6]) & KERNEL_THREAD_FLAG) !== 0 ? 'other' : 'between-programs';
}
/**
 * A /proc stat line's fields after the command's `(name)`, which may itself
 * hold spaces and `)`: state, ppid, pgrp, session, tty, tpgid, flags, \u2026
 */
function statFields(line) {
    return line.slice(line.lastIndexOf(')') + 2).split(' ');
}
/** A zombie has exited (its parent has yet to reap it): it runs no code again. */
function isZombie(fields) {
    return fields[0] === 'Z';
}
function readProc(pid, file) {
    try {
        return (0,external_node_fs_.readFileSync)(`/proc/${pid}/${file}`);
    }
    catch {
        return undefined; // gone meanwhile, or another user's
    }
}
/**
 * The processes whose environment carries this marker (those readable: the
 * runner's user's), and those between two programs (markerSighting).
 */
function scanForMarker(marker) {
    const needle = Buffer.from(`${CHECK_MARKER}=${marker}\0`);
    const scan = { marked: [], betweenPrograms: [] };
    let names;
    try {
        names = (0,external_node_fs_.readdirSync)('/proc');
    }
    catch {
        return scan;
    }
    for (const name of names) {
        if (!/^\d+$/.test(name) || Number(name) === process.pid)
            continue;
        const environ = readProc(name, 'environ');
        if (environ === undefined)
            continue;
        const sighting = markerSighting(environ, needle, () => readProc(name, 'stat')?.toString());
        if (sighting === 'marked')
            scan.marked.push(Number(name));
        else if (sighting === 'between-programs')
            scan.betweenPrograms.push(Number(name));
    }
    return scan;
}
/** How many scans of /proc a sweep makes at most. */
const SWEEP_ROUNDS = 20;
/** How many times a process between two programs is looked at again (EXIT_PAUSE_MS apart). */
const BETWEEN_PROGRAMS_LOOKS = 5;
/**
 * Kills every process still carrying the marker: what a bound command left
 * running after it left its process group (`setsid`, a double fork).
 * Repeated until none is found, so a process forking meanwhile is caught
 * too; a process caught between two programs (its environment not readable
 * yet) is looked at again shortly, a few times at most (another user's
 * program started with no environment at all stays so).
 */
function killMarkedProcesses(marker) {
    if (process.platform !== 'linux')
        return 0;
    let killed = 0;
    const signalled = new Set();
    const looks = new Map();
    for (let round = 0; round < SWEEP_ROUNDS; round++) {
        const { marked, betweenPrograms } = scanForMarker(marker);
        const unsure = betweenPrograms.filter((pid) => (looks.get(pid) ?? 0) < BETWEEN_PROGRAMS_LOOKS);
        if (marked.length === 0 && unsure.length === 0)
            break;
        for (const pid of unsure)
            looks.set(pid, (looks.get(pid) ?? 0) + 1);
        for (const pid of marked) {
            try {
                process.kill(pid, 'SIGKILL');
                killed++;
                signalled.add(pid);
            }
            catch {
                // already gone
            }
        }
        if (marked.length === 0)
            pause(EXIT_PAUSE_MS);
    }
    awaitExits([...signalled]);
    return killed;
}
/** How long awaitExits waits at most: rounds of EXIT_PAUSE_MS. */
const EXIT_WAIT_ROUNDS = 500;
const EXIT_PAUSE_MS = 2;
/** A cell no one notifies: waiting on it is a plain pause of this thread. */
const PAUSE_CELL = new Int32Array(new SharedArrayBuffer(4));
function pause(ms) {
    Atomics.wait(PAUSE_CELL, 0, 0, ms);
}
/**
 * Waits (a second at most) until each of `pids` has exited: gone, or a
 * zombie its parent has yet to reap. A process sent SIGKILL runs none of its
 * code again, but on a busy machine it may still be tearing down (an exec
 * reading its program from a busy disk) when the check's end is reported;
 * "dead once the check has ended" means it is gone by then. A process
 * exits within a millisecond or two: the bound only matters under load.
 */
function awaitExits(pids) {
    for (let round = 0; round < EXIT_WAIT_ROUNDS; round++) {
        if (pids.every(hasExited))
            return;
        pause(EXIT_PAUSE_MS);
    }
}
function hasExited(pid) {
    const stat = readProc(String(pid), 'stat');
    return stat === undefined || isZombie(statFields(stat.toString())); // gone, or a zombie
}
// ---------------------------------------------------------------------------
async function runShellCommand(command, options) {
    const isolation = options.isolate ? await checkIsolation(options.env) : undefined;
    return runIsolated(command, options, isolation);
}
function runIsolated(command, options, isolation) {
    const clock = options.clock ?? runner_clock/* nowNanos */.Y;
    const startedAt = clock();
    const tail = new Tail(options.tailBytes ?? DEFAULT_TAIL_BYTES);
    const hashes = { stdout: (0,external_node_crypto_.createHash)('sha256'), stderr: (0,external_node_crypto_.createHash)('sha256') };
    const bytes = { stdout: 0, stderr: 0 };
    const decoders = { stdout: new external_node_string_decoder_.StringDecoder('utf8'), stderr: new external_node_string_decoder_.StringDecoder('utf8') };
    return new Promise((resolve) => {
        let child;
        let marker;
        let unhook = () => undefined;
        let timedOut = false;
        let settled = false;
        const timers = [];
        const finish = (exitCode, signal, spawnError) => {
            if (settled)
                return;
            settled = true;
            timers.forEach(clearTimeout);
            unhook();
            if (child?.pid !== undefined)
                (0,process_groups/* releaseGroup */.dO)(child.pid);
            const flush = (stream, sink) => {
                const rest = decoders[stream].end();
                if (rest !== '' && sink)
                    sink(rest);
            };
            flush('stdout', options.onStdout);
            flush('stderr', options.onStderr);
            const outcome = {
                exitCode,
                signal,
                timedOut,
                stdoutSha256: hashes.stdout.digest('hex'),
                stderrSha256: hashes.stderr.digest('hex'),
                stdoutBytes: bytes.stdout,
                stderrBytes: bytes.stderr,
                outputTail: tail.text(),
                startedAt,
                finishedAt: clock(),
            };
            if (spawnError !== undefined)
                outcome.spawnError = spawnError;
            resolve(outcome);
        };
        if ((0,process_groups/* isStopping */.vH)()) {
            finish(null, null, 'the step is being stopped');
            return;
        }
        try {
            // A process group of its own: the command and everything it starts are stopped together
            // (process-groups.ts), when it ends, times out, or the step is cancelled.
            const prefix = isolation?.prefix ?? [];
            // One marker per command: a sweep after it never touches a check still running beside it.
            marker = isolation ? (0,external_node_crypto_.randomUUID)() : undefined;
            // A cancel stops the groups; what left its group goes too (a namespace dies with its group).
            const swept = marker;
            if (swept !== undefined && isolation?.mode === 'marked-processes')
                unhook = (0,process_groups/* onStop */.gt)(() => void killMarkedProcesses(swept));
            const [file, ...args] = [...prefix, 'sh', '-c', command];
            child = (0,external_node_child_process_.spawn)(file, args, {
                cwd: options.cwd,
                env: marker ? { ...options.env, [CHECK_MARKER]: marker } : options.env,
                stdio: ['ignore', 'pipe', 'pipe'],
                detached: true,
            });
        }
        catch (error) {
            finish(null, null, error instanceof Error ? error.message : String(error));
            return;
        }
        const take = (stream, sink) => (chunk) => {
            hashes[stream].update(chunk);
            bytes[stream] += chunk.length;
            tail.push(chunk);
            if (sink) {
                const text = decoders[stream].write(chunk);
                if (text !== '')
                    sink(text);
            }
        };
        child.stdout?.on('data', take('stdout', options.onStdout));
        child.stderr?.on('data', take('stderr', options.onStderr));
        child.on('error', (error) => finish(null, null, error.message));
        if (child.pid !== undefined)
            (0,process_groups/* registerGroup */.fM)(child.pid);
        if (options.timeoutMs !== undefined) {
            timers.push(setTimeout(() => {
                timedOut = true;
                if (child.pid === undefined)
                    return;
                (0,process_groups/* killGroup */.i0)(child.pid, 'SIGTERM');
                timers.push(setTimeout(() => (0,process_groups/* killGroup */.i0)(child.pid, 'SIGKILL'), KILL_GRACE_MS));
            }, options.timeoutMs));
        }
        let exit;
        child.on('exit', (code, signal) => {
            exit = { code, signal };
            // What the command left running in its group dies with it: a background process could
            // otherwise write the step's command files after the action restored them.
            if (child.pid !== undefined)
                (0,process_groups/* killGroup */.i0)(child.pid, 'SIGKILL');
            // And what left the group: inside a namespace the kernel already killed it with the command.
            if (marker !== undefined && isolation?.mode === 'marked-processes')
                killMarkedProcesses(marker);
            // Grandchildren may keep our pipes open: do not wait for them forever.
            timers.push(setTimeout(() => {
                child.stdout?.destroy();
                child.stderr?.destroy();
                finish(code, signal);
            }, DRAIN_GRACE_MS));
        });
        child.on('close', (code, signal) => finish(exit?.code ?? code, exit?.signal ?? signal));
    });
}

;// CONCATENATED MODULE: ./src/adapters/ticks/receipt-writer.ts
/**
 * A binding's run written to the store: its evidence lines, then its receipt,
 * appended as each binding ends (the CLI) or held and appended later in plan
 * order (the action, once what the checks wrote into the evidence files is
 * undone: evidence-files.ts). A write that fails is a warning naming the
 * binding; the run goes on.
 */


/** Appends one binding's evidence lines and receipt; the receipt joins `written` once it is. */
function appendBinding(options, held, written) {
    const { run } = held;
    for (const line of held.evidenceLines) {
        try {
            (0,results/* appendEvidence */.kj)(options.store, run.ref, line);
        }
        catch (error) {
            options.stderr(`warning: could not write run evidence for ${(0,debug_quote/* debugQuote */.Y)(run.ref)}: ${error.message}\n`);
        }
    }
    if (held.receipt === undefined)
        return;
    try {
        (0,results/* appendReceipt */.bI)(options.store, held.receipt);
        written.push(held.receipt);
    }
    catch (error) {
        options.stderr(`warning: could not write receipt for ${(0,debug_quote/* debugQuote */.Y)(run.ref)}: ${error.message}\n`);
    }
}
/**
 * Appends what a run held (`RunBoundChecksOptions.hold`), in plan order, and
 * empties it; answers the receipts written.
 */
function writeHeld(options, held) {
    const written = [];
    for (const binding of held.bindings.splice(0))
        appendBinding(options, binding, written);
    return written;
}

// EXTERNAL MODULE: ./src/adapters/files/untrusted-file.ts
var untrusted_file = __webpack_require__(4717);
;// CONCATENATED MODULE: ./src/adapters/runner/command-files.ts
/**
 * The step's command files (`GITHUB_ENV`, `GITHUB_PATH`, `GITHUB_OUTPUT`,
 * `GITHUB_STATE`, `GITHUB_STEP_SUMMARY`): the runner reads them after the
 * step and applies what they say to every later step of the job \u2014 an
 * environment variable such as `NODE_OPTIONS=--require=\u2026`, a PATH entry, an
 * output. A bound check is code from the branch under review and runs as the
 * runner's user, so it can find these files (their directory is
 * `$RUNNER_TEMP/_runner_file_commands/`) even though their variables are
 * removed from its environment.
 *
 * So the action snapshots each file before bound checks run and restores it
 * after: whatever a check wrote, created, replaced or removed is discarded,
 * and each file that changed is reported. Reads are bounded and never follow
 * a link; a restore never writes through a link. The content of a file is
 * never shown.
 */



/** The variables naming the step's command files, in the order reports list them. */
const COMMAND_FILE_VARIABLES = [
    'GITHUB_ENV',
    'GITHUB_PATH',
    'GITHUB_OUTPUT',
    'GITHUB_STATE',
    'GITHUB_STEP_SUMMARY',
];
/** Most bytes of a command file kept to restore it (the runner refuses a larger step summary anyway). */
const SNAPSHOT_MAX_BYTES = (/* unused pure expression or super */ null && (1024 * 1024));
const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');
function look(path) {
    const read = readRegularFile(path, SNAPSHOT_MAX_BYTES);
    if (read.ok)
        return { kind: 'file', bytes: read.bytes };
    if (read.reason === 'missing')
        return { kind: 'missing' };
    if (read.reason === 'too-large') {
        const large = readFileHead(path, SNAPSHOT_MAX_BYTES);
        if (large !== undefined)
            return { kind: 'large', size: large.size, headSha256: sha256(large.head) };
    }
    return { kind: 'other' };
}
/**
 * Snapshots every command file `env` names. Call before the first bound check
 * runs; `restoreCommandFiles` after the last.
 */
function snapshotCommandFiles(env) {
    const files = [];
    for (const variable of COMMAND_FILE_VARIABLES) {
        const path = env[variable];
        if (path === undefined || path === '')
            continue;
        files.push({ variable, path, before: look(path) });
    }
    return { files };
}
function unchanged(before, now) {
    if (before.kind === 'missing')
        return now.kind === 'missing';
    if (before.kind === 'file')
        return now.kind === 'file' && now.bytes.equals(before.bytes);
    if (before.kind === 'large')
        return now.kind === 'large' && now.size === before.size && now.headSha256 === before.headSha256;
    return true; // not the runner's file: nothing to compare with, nothing restored
}
/** The file opened for writing in place when a regular file is there; else whatever is there is removed and the file made anew. */
function openForRewrite(path) {
    try {
        const fd = (0,external_node_fs_.openSync)(path, external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_NOFOLLOW | external_node_fs_.constants.O_NONBLOCK);
        if ((0,external_node_fs_.fstatSync)(fd).isFile())
            return fd;
        (0,external_node_fs_.closeSync)(fd);
    }
    catch {
        // a link, a directory, a FIFO or nothing: made anew below
    }
    (0,external_node_fs_.rmSync)(path, { recursive: true, force: true });
    return (0,external_node_fs_.openSync)(path, external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_CREAT | external_node_fs_.constants.O_EXCL | external_node_fs_.constants.O_NOFOLLOW, 0o644);
}
/**
 * Writes `bytes` as the whole file at `path`, never through a link: a link
 * or anything but a regular file there is removed first. Throws what failed.
 */
function rewriteFile(path, bytes) {
    const fd = openForRewrite(path);
    try {
        (0,external_node_fs_.ftruncateSync)(fd, 0);
        let written = 0;
        while (written < bytes.length)
            written += (0,external_node_fs_.writeSync)(fd, bytes, written, bytes.length - written, written);
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/** Cuts the regular file at `path` back to `size` bytes, never through a link. Throws what failed. */
function truncateFile(path, size) {
    const fd = (0,external_node_fs_.openSync)(path, external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_NOFOLLOW | external_node_fs_.constants.O_NONBLOCK);
    try {
        (0,external_node_fs_.ftruncateSync)(fd, size);
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/** Puts one file back as it was; throws with what failed. */
function restore(snapshot) {
    const { path, before } = snapshot;
    if (before.kind === 'missing')
        rmSync(path, { recursive: true, force: true });
    else if (before.kind === 'file')
        rewriteFile(path, before.bytes);
    else if (before.kind === 'large') {
        // Only what was added after the first SNAPSHOT_MAX_BYTES can be taken back: cut to the old size.
        truncateFile(path, before.size);
        if (!unchanged(before, look(path)))
            throw new Error(`it was larger than ${SNAPSHOT_MAX_BYTES} bytes before the checks`);
    }
}
/**
 * Restores every snapshotted file a bound check changed, and says which
 * changed. A file that cannot be restored is reported with why.
 */
function restoreCommandFiles(snapshot) {
    const changes = [];
    for (const file of snapshot.files) {
        if (unchanged(file.before, look(file.path)))
            continue;
        const change = { variable: file.variable, path: file.path, restored: true };
        try {
            restore(file);
        }
        catch (error) {
            change.restored = false;
            change.failure = error instanceof Error ? error.message : String(error);
        }
        changes.push(change);
    }
    return changes;
}
/** One error line per changed file: which file, that the change was discarded (or why not). */
function describeCommandFileChange(change) {
    const what = `${change.variable} (${change.path})`;
    return change.restored
        ? `A bound check changed the step's command file ${what}: the change was discarded. Bound checks cannot set environment variables, PATH entries, outputs, state or the job summary for the job.`
        : `A bound check changed the step's command file ${what} and it could not be restored (${change.failure ?? 'unknown error'}): later steps of this job may see what the check wrote.`;
}

;// CONCATENATED MODULE: ./src/adapters/processes/secret-policy.ts
/**
 * Which environment variables are secrets, by name, and the environment a
 * child process that runs code under review gets: ours without them (bound
 * checks, bound-checks.ts; the bot's in-process commands, action/bot.ts).
 */

/** Removed by name: the job's GitHub credentials and the runner's own service endpoints. */
const SECRET_NAMES = new Set([
    'GITHUB_TOKEN',
    'GH_TOKEN',
    'GH_ENTERPRISE_TOKEN',
    'GITHUB_ENTERPRISE_TOKEN',
    'ACTIONS_RUNTIME_TOKEN',
    'ACTIONS_ID_TOKEN_REQUEST_TOKEN',
    'ACTIONS_ID_TOKEN_REQUEST_URL',
]);
/**
 * Removed by prefix: action inputs (`INPUT_TOKEN` among them), the runner's
 * service endpoints and their tokens (every `ACTIONS_*`: runtime, results,
 * cache, OIDC), and SSH (keys, the agent socket).
 */
const SECRET_PREFIXES = ['INPUT_', 'ACTIONS_', 'SSH_'];
/** The step's command files, through which a process could set environment, PATH or outputs for later steps. */
const STEP_FILES = new Set(COMMAND_FILE_VARIABLES);
/** Credential words anywhere in a name: GITHUB_TOKEN, MY_SECRETS, DB_PASSWORD, GOOGLE_CREDENTIALS, SLACK_WEBHOOK_URL\u2026 */
const SECRET_PARTS = /TOKEN|SECRET|PASSWORD|PASSWD|PASSPHRASE|CREDENTIAL|PRIVATE|WEBHOOK|APIKEY/;
/** Credential words as one of a name's `_`-separated words: GH_PAT, DEPLOY_KEY, DB_PASS, NPM_AUTH\u2026 */
const SECRET_WORDS = /(?:^|_)(?:PAT|KEY|KEYS|PASS|AUTH|DSN)(?:_|$)/;
/**
 * Is this variable a credential (or a door to one), by the common shapes of
 * secret names? Matching is on the upper-cased name. Removing a harmless
 * variable costs a check little; passing a secret to code under review can
 * cost the repository.
 */
function isSecretName(name) {
    const upper = name.toUpperCase();
    return (SECRET_NAMES.has(upper) ||
        STEP_FILES.has(upper) ||
        SECRET_PREFIXES.some((prefix) => upper.startsWith(prefix)) ||
        SECRET_PARTS.test(upper) ||
        SECRET_WORDS.test(upper));
}
/**
 * The environment a bound command runs with: ours minus every variable
 * `isSecretName` matches. A bound test is code from the branch under review;
 * it must not be able to act as the workflow (push, comment, mint OIDC
 * tokens) or steer later steps. Note: a checkout with persisted credentials
 * (`actions/checkout`'s default) keeps the token in `.git/config`; use
 * `persist-credentials: false` to keep it from bound commands too.
 */
function childEnvironment(env) {
    const kept = {};
    const removed = [];
    for (const [name, value] of Object.entries(env)) {
        if (isSecretName(name))
            removed.push(name);
        else
            kept[name] = value;
    }
    return { env: kept, removed: removed.sort() };
}

;// CONCATENATED MODULE: ./src/adapters/ticks/bound-checks.ts
/**
 * `check --run` (docs/ev-0.1.md#running-bound-checks): runs a plan's bound checks (core/ticks/verdict/
 * bound-runs.ts), each binding's test and then its counter-test, and makes
 * ev's receipt of each. Beyond ev:
 *
 * - a per-check timeout: the process group is killed and the run is recorded
 *   `gray`, so the binding reads `gray->red`, never green; a counter-test that
 *   times out proves nothing, so `falsifiable` is recorded `false`;
 * - a child environment without credentials (secret-policy.ts);
 * - the output is passed through and also kept (check-process.ts), fenced
 *   from issuing workflow commands in the action, buffered and printed in
 *   plan order when bindings run at once;
 * - one content-addressed evidence line per execution (core/evidence.ts),
 *   appended with the receipt by receipt-writer.ts.
 */











function resultOf(outcome, greenExitCode) {
    if (outcome.timedOut)
        return 'gray';
    return outcome.exitCode === greenExitCode ? 'green' : 'red';
}
/** HEAD's commit for the receipts, or ev's message for why there is none. */
async function receiptCommit(git) {
    const result = await (0,runner/* runGit */.EO)(git, ['rev-parse', 'HEAD']);
    if (result.code !== 0)
        return { error: 'cannot resolve verified_at_sha (not a git repo?) \u2014 pass --verified-at-sha' };
    const sha = result.stdout.toString('utf8').trim();
    return /^[0-9a-f]{40}$/.test(sha)
        ? { sha }
        : { error: `verified_at_sha must be 40 lowercase hex: ${sha}` };
}
/** Straight through, as the output comes (one binding at a time). */
function passThrough(options) {
    return {
        stdout: options.stdout,
        stderr: options.stderr,
        mark: options.stdout,
        warn: options.stderr,
        endOfCommand: () => undefined,
    };
}
/** Most bytes of one binding's output kept for printing when bindings run at once. */
const OUTPUT_BUFFER_BYTES = 1024 * 1024;
/**
 * Keeps one binding's output to print it whole later: the first
 * `OUTPUT_BUFFER_BYTES` of what its commands print, every mark, and a line
 * saying how much was left out. (The report's tail and the evidence hashes
 * are taken from the whole output, unaffected.)
 */
class BufferedOutput {
    chunks = [];
    kept = 0;
    omitted = 0;
    full = false;
    stdout = (text) => this.take('stdout', text);
    stderr = (text) => this.take('stderr', text);
    mark = (text) => void this.chunks.push({ stream: 'stdout', text });
    warn = (text) => void this.chunks.push({ stream: 'stderr', text });
    endOfCommand() {
        if (this.omitted === 0)
            return;
        this.mark(`\n[evolving: ${this.omitted} more bytes of output not shown; the log keeps the first ${OUTPUT_BUFFER_BYTES} bytes of each command]\n`);
        this.omitted = 0;
    }
    replay(target) {
        for (const chunk of this.chunks)
            target[chunk.stream](chunk.text);
    }
    take(stream, text) {
        const bytes = Buffer.byteLength(text, 'utf8');
        // Once something was left out, so is everything after it: the log shows a prefix, not a collage.
        if (this.full || this.kept + bytes > OUTPUT_BUFFER_BYTES) {
            this.full = true;
            this.omitted += bytes;
            return;
        }
        this.kept += bytes;
        this.chunks.push({ stream, text });
    }
}
/** How a command ended, for its log group: `exit 0`, `timed out`, `killed`, `could not start`. */
function howItEnded(outcome) {
    if (outcome.spawnError !== undefined)
        return 'could not start';
    if (outcome.timedOut)
        return 'timed out';
    return outcome.exitCode === null ? 'killed' : `exit ${outcome.exitCode}`;
}
/** Longest command shown in a group's name (the whole command is in the report). */
const GROUP_COMMAND_CHARS = 200;
/**
 * `test: <command> \u2014 exit 1`, the name of a command's log group: one line, no
 * control characters, `%` escaped as workflow-command data is.
 */
function groupName(role, command, outcome) {
    // eslint-disable-next-line no-control-regex
    const oneLine = command.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim();
    const shown = oneLine.length > GROUP_COMMAND_CHARS
        ? `${oneLine.slice(0, GROUP_COMMAND_CHARS - 1)}\u2026`
        : oneLine;
    return `${role}: ${shown} \u2014 ${howItEnded(outcome)}`.replace(/%/g, '%25');
}
async function execute(ctx, command, role, sink) {
    const { options } = ctx;
    const fence = options.fenceWorkflowCommands ? (0,external_node_crypto_.randomUUID)() : undefined;
    // Fenced (the action): the command's output is held until it ends, so that its log group
    // can be named by its exit code; the fence inside the group keeps it from issuing commands.
    const held = fence ? new BufferedOutput() : undefined;
    const commandOptions = {
        cwd: options.git.cwd,
        env: ctx.env,
        onStdout: held ? held.stdout : sink.stdout,
        // Fenced output must go through the one fenced stream: the runner reads commands on both.
        onStderr: held ? held.stdout : sink.stderr,
        clock: ctx.clock,
    };
    if (options.timeoutMs !== undefined)
        commandOptions.timeoutMs = options.timeoutMs;
    if (options.tailBytes !== undefined)
        commandOptions.tailBytes = options.tailBytes;
    if (options.isolate)
        commandOptions.isolate = true;
    const outcome = await runShellCommand(command, commandOptions);
    if (!held || !fence) {
        sink.endOfCommand();
        return outcome;
    }
    held.endOfCommand();
    sink.mark(`::group::${groupName(role, command, outcome)}\n`);
    sink.mark(`::stop-commands::${fence}\n`);
    held.replay({ stdout: sink.stdout, stderr: sink.stdout });
    sink.endOfCommand();
    sink.mark(`\n::${fence}::\n::endgroup::\n`);
    return outcome;
}
function execution(ctx, run, command, role, outcome, sha) {
    const result = resultOf(outcome, ctx.options.greenExitCode);
    const evidence = {
        ref: command,
        bound_ref: run.ref,
        role,
        platform: run.platform,
        commit: sha,
        result,
        exit_code: outcome.exitCode,
        signal: outcome.signal,
        timed_out: outcome.timedOut,
        stdout_sha256: outcome.stdoutSha256,
        stderr_sha256: outcome.stderrSha256,
        stdout_bytes: outcome.stdoutBytes,
        stderr_bytes: outcome.stderrBytes,
        started_at: (0,verdict_receipt/* formatTimestamp */.Ey)(outcome.startedAt),
        finished_at: (0,verdict_receipt/* formatTimestamp */.Ey)(outcome.finishedAt),
        duration_ms: Number((outcome.finishedAt - outcome.startedAt) / 1000000n),
        host: ctx.host,
    };
    const record = {
        ref: command,
        boundRef: run.ref,
        role,
        platform: run.platform,
        exitCode: outcome.exitCode,
        timedOut: outcome.timedOut,
        result,
        outputTail: outcome.outputTail,
        evidenceId: evidenceId(evidence),
    };
    return { record, evidenceLine: formatEvidenceLine(evidence) };
}
/**
 * Exit 126 (not executable) or 127 (not found) from `sh -c`: the command
 * could not be executed, which is no pass or fail (ev 0.1.9). A command that
 * means to exit 126 or 127 cannot be told apart; it counts as not executed,
 * which gates rather than passes.
 */
function couldNotExecute(outcome) {
    return !outcome.timedOut && (outcome.exitCode === 126 || outcome.exitCode === 127);
}
function counterCouldNotRun(counterTest, why) {
    return `warning: counter-test ${(0,debug_quote/* debugQuote */.Y)(counterTest)} could not run (${why}) \u2014 recording unproven\n`;
}
/**
 * ev 0.1.9 and 0.1.28 under the counter-test: one that could not execute
 * makes the receipt `falsifiable: false` (ev 0.1.2 wrote `true` when the test
 * passed, since the counter "failed"); one that agreed with the test is no
 * negative control. Either way the binding reads unproven, and ev says why.
 */
function noteUnprovenCounterTest(counterTest, counter, receipt, sink) {
    if (couldNotExecute(counter)) {
        const why = `${(0,debug_quote/* debugQuote */.Y)(counterTest)} could not be executed (exit ${counter.exitCode})`;
        sink.warn(counterCouldNotRun(counterTest, why));
        receipt.falsifiable = false;
    }
    else if (receipt.falsifiable === false && !counter.timedOut) {
        sink.warn(`warning: counter-test ${(0,debug_quote/* debugQuote */.Y)(counterTest)} did not flip (it agreed with the check) \u2014 not a valid negative control; recording unproven\n`);
    }
}
/** Runs the test, then (when it ran) the counter-test that proves it falsifiable. Writes nothing. */
async function runBinding(ctx, run, sink) {
    const outcome = { run, executions: [] };
    if ('error' in ctx.commit) {
        sink.warn(`warning: run failed for ${(0,debug_quote/* debugQuote */.Y)(run.ref)}: ${ctx.commit.error}\n`);
        return outcome;
    }
    const sha = ctx.commit.sha;
    const ranAt = (0,verdict_receipt/* formatTimestamp */.Ey)(ctx.clock());
    const test = await execute(ctx, run.ref, 'test', sink);
    if (test.spawnError !== undefined) {
        sink.warn(`warning: run failed for ${(0,debug_quote/* debugQuote */.Y)(run.ref)}: cannot run ${(0,debug_quote/* debugQuote */.Y)(run.ref)}: ${test.spawnError}\n`);
        return outcome;
    }
    const tested = execution(ctx, run, run.ref, 'test', test, sha);
    outcome.executions.push(tested);
    const newRules = (ctx.options.rules ?? ev_rules/* DEFAULT_EV_RULES */.E9) !== '0.1.2';
    if (newRules && couldNotExecute(test)) {
        // ev 0.1.9: a test sh could not execute is no result at all: no receipt, as for a spawn failure.
        const why = `${(0,debug_quote/* debugQuote */.Y)(run.ref)} could not be executed (exit ${test.exitCode})`;
        sink.warn(`warning: run failed for ${(0,debug_quote/* debugQuote */.Y)(run.ref)}: ${why}\n`);
        return outcome;
    }
    const receipt = {
        test: run.ref,
        platform: run.platform,
        commit: sha,
        ran_at: ranAt,
        result: tested.record.result,
    };
    if (run.counterTest !== undefined) {
        // Prove falsifiability: the counter-test must produce the opposite result.
        const counter = await execute(ctx, run.counterTest, 'counter-test', sink);
        if (counter.spawnError === undefined) {
            const countered = execution(ctx, run, run.counterTest, 'counter-test', counter, sha);
            outcome.executions.push(countered);
            receipt.falsifiable = counter.timedOut ? false : receipt.result !== countered.record.result;
            if (newRules)
                noteUnprovenCounterTest(run.counterTest, counter, receipt, sink);
        }
        else if (newRules) {
            // ev 0.1.9: a declared counter-test that cannot run proves nothing: unproven, never left unsaid.
            const why = `cannot run ${(0,debug_quote/* debugQuote */.Y)(run.counterTest)}: ${counter.spawnError}`;
            sink.warn(counterCouldNotRun(run.counterTest, why));
            receipt.falsifiable = false;
        }
    }
    outcome.receipt = receipt;
    return outcome;
}
/**
 * Runs `work` on every item with at most `jobs` at once, and hands each
 * result to `done` in item order, as soon as it and every earlier one are
 * finished. With `jobs` 1 this is a plain loop.
 */
async function inItemOrder(items, jobs, work, done) {
    const results = new Map();
    let next = 0;
    let handed = 0;
    const worker = async () => {
        while (next < items.length) {
            const index = next++;
            results.set(index, await work(items[index]));
            while (results.has(handed)) {
                const result = results.get(handed);
                results.delete(handed++);
                done(result);
            }
        }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(jobs, items.length)) }, worker));
}
async function runBoundChecks(options) {
    const { env, removed } = childEnvironment(options.env);
    const result = {
        records: [],
        receipts: [],
        executed: [],
        removedEnv: removed,
    };
    if (options.plan.length === 0)
        return result;
    const ctx = {
        options,
        env,
        // Resolved once (ev asks git per run): HEAD does not move while we run.
        commit: await receiptCommit(options.git),
        host: (0,external_node_os_.hostname)(),
        clock: options.clock ?? runner_clock/* nowNanos */.Y,
    };
    if ('sha' in ctx.commit)
        result.commit = ctx.commit.sha;
    const jobs = options.jobs ?? 1;
    await inItemOrder(options.plan, jobs, async (run) => {
        if (jobs === 1)
            return runBinding(ctx, run, passThrough(options));
        const output = new BufferedOutput();
        return { ...(await runBinding(ctx, run, output)), output };
    }, (outcome) => {
        outcome.output?.replay(options);
        record(options, outcome, result);
    });
    return result;
}
/** Keeps one binding's records, and appends (or holds) its evidence and receipt, in plan order. */
function record(options, outcome, result) {
    const { run } = outcome;
    for (const { record } of outcome.executions)
        result.records.push(record);
    if (outcome.executions.length > 0)
        result.executed.push(run);
    const held = {
        run,
        evidenceLines: outcome.executions.map((e) => e.evidenceLine),
        ...(outcome.receipt ? { receipt: outcome.receipt } : {}),
    };
    if (options.hold)
        options.hold.bindings.push(held);
    else
        appendBinding(options, held, result.receipts);
}

;// CONCATENATED MODULE: ./src/core/ticks/verdict/bound-runs.ts

/** Every test ground of a live tick that declares `platform`, in ledger order (as ev runs them). */
function planBoundRuns(ticks, platform) {
    const plan = [];
    for (const { file, tick } of ticks) {
        if (!(0,verdict_verdict/* isEvaluated */.KN)(tick))
            continue;
        tick.grounds.forEach((ground, groundIndex) => {
            const check = ground.check;
            if (check?.by !== 'test' || !check.liveness.platforms.includes(platform))
                return;
            const run = {
                tickFile: file,
                tickId: tick.id,
                groundIndex,
                ref: check.ref,
                platform,
            };
            if (check.counter_test !== undefined)
                run.counterTest = check.counter_test;
            plan.push(run);
        });
    }
    return plan;
}

// EXTERNAL MODULE: ./src/adapters/files/store.ts
var files_store = __webpack_require__(6321);
;// CONCATENATED MODULE: ./src/adapters/ticks/evidence-files.ts
/**
 * The evidence files around the bound checks (docs/USAGE.md#what-a-bound-check-can-reach). A bound check is
 * code from the change under review and runs as the runner's user: it can
 * write into `.evolving/results/` while the checks run \u2014 append a green
 * receipt to another binding's file, add a receipt file, truncate or delete
 * one. Whatever it writes there would then be read back as the base's
 * committed evidence, and ride a later upload of the receipts as if the
 * action had written it.
 *
 * So, under the action's trust rules, everything under `.evolving/results/`
 * (but ev's `state/` cache, which the action neither reads nor writes) is
 * snapshotted before the first bound command starts. After the last one has
 * ended \u2014 its process group killed, so nothing it started still writes \u2014
 * every file a check added, changed, replaced or removed is put back as it
 * was, each line that appeared is reported by file and line and never read,
 * and only then does the action append its own receipts and evidence lines
 * (bound-checks.ts holds them until receipt-writer.ts's `writeHeld`): the action's own lines are what
 * it wrote, not lines that look like them. Nothing is lost either: a file a
 * check truncated or deleted is back whole.
 *
 * A change is seen by the file's inode, size and change time (`ctime`, which
 * no unprivileged process can set back), then by its bytes. Reads are bounded
 * and never follow a link; a restore never writes through one.
 */





/** Most files snapshotted: far above a ledger's receipts and evidence files (one each per binding). */
const EVIDENCE_SNAPSHOT_FILES = 200_000;
/** Most bytes kept to restore files (beyond, a file is kept by its size and restored by truncation). */
const EVIDENCE_SNAPSHOT_BYTES = 512 * 1024 * 1024;
/** Lines named per file in the findings; the rest are counted. */
const LINES_NAMED = 5;
/** ev's per-tick state cache: neither read nor written by the action. */
const NOT_EVIDENCE = new Set(['state']);
function stampOf(stats) {
    return { ino: stats.ino, size: stats.size, ctimeNs: stats.ctimeNs };
}
function sameStamp(a, b) {
    return (a !== undefined &&
        b !== undefined &&
        a.ino === b.ino &&
        a.size === b.size &&
        a.ctimeNs === b.ctimeNs);
}
function lstat(path) {
    try {
        return (0,external_node_fs_.lstatSync)(path, { bigint: true });
    }
    catch {
        return undefined;
    }
}
function kindOfStats(stats) {
    if (stats.isSymbolicLink())
        return 'symlink';
    if (stats.isFile())
        return 'file';
    if (stats.isDirectory())
        return 'directory';
    return 'unknown';
}
/** Every entry under `dir` (not under NOT_EVIDENCE at the top), parents first, links not followed. */
function walk(dir, visit) {
    const pending = [''];
    while (pending.length > 0) {
        const rel = pending.shift();
        let entries;
        try {
            entries = (0,untrusted_file/* listEntries */.fi)(rel === '' ? dir : (0,external_node_path_.join)(dir, rel));
        }
        catch {
            continue;
        }
        entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
        for (const entry of entries) {
            if (rel === '' && NOT_EVIDENCE.has(entry.name))
                continue;
            const child = rel === '' ? entry.name : `${rel}/${entry.name}`;
            if (!visit(child, (0,external_node_path_.join)(dir, child)))
                return;
            if (entry.kind === 'directory')
                pending.push(child);
        }
    }
}
/**
 * What is under `.evolving/results/` now. Call right before the first bound
 * command starts; `restoreEvidence` after the last has ended.
 */
function snapshotEvidence(store) {
    const entries = new Map();
    let files = 0;
    let bytes = 0;
    let skipped = 0;
    walk(store.resultsDir, (rel, path) => {
        const stats = lstat(path);
        if (stats === undefined)
            return true;
        const kind = kindOfStats(stats);
        if (kind === 'directory')
            entries.set(rel, { kind: 'directory' });
        else if (kind !== 'file')
            entries.set(rel, { kind: 'other', what: kind, stamp: stampOf(stats) });
        else if (++files > EVIDENCE_SNAPSHOT_FILES)
            skipped++;
        else {
            const size = Number(stats.size);
            const read = size <= files_store/* READ_BOUNDS */.X6.receiptFile && bytes + size <= EVIDENCE_SNAPSHOT_BYTES
                ? (0,untrusted_file/* readRegularFile */.XF)(path, files_store/* READ_BOUNDS */.X6.receiptFile, 'file')
                : undefined;
            if (read?.ok) {
                bytes += read.bytes.length;
                entries.set(rel, { kind: 'file', stamp: stampOf(stats), bytes: read.bytes });
            }
            else
                entries.set(rel, { kind: 'large', stamp: stampOf(stats) });
        }
        return true;
    });
    return {
        store,
        entries,
        skipped,
        rootWasDirectory: lstat(store.resultsDir)?.isDirectory() === true,
    };
}
/** The lines of a file's bytes, as the readers split them (a last line without newline counts). */
function linesOf(bytes) {
    const text = bytes.toString('latin1');
    const lines = text.split('\n');
    if (lines.at(-1) === '')
        lines.pop();
    return lines;
}
/**
 * Which lines of `now` did not come from `before` (1-based, in `now`), and
 * which of `before` are gone (1-based, in `before`): a multiset difference,
 * so a line a check appended twice, or a copy of an existing line, counts.
 */
function lineChanges(before, now) {
    const kept = new Map();
    for (const line of linesOf(before))
        kept.set(line, (kept.get(line) ?? 0) + 1);
    const added = [];
    linesOf(now).forEach((line, i) => {
        const left = kept.get(line) ?? 0;
        if (left > 0)
            kept.set(line, left - 1);
        else
            added.push(i + 1);
    });
    const removed = [];
    const remaining = new Map(kept);
    linesOf(before).forEach((line, i) => {
        const left = remaining.get(line) ?? 0;
        if (left > 0) {
            remaining.set(line, left - 1);
            removed.push(i + 1);
        }
    });
    return { added, removed };
}
/** `lines 3, 4, 7 and 2 more` */
function lineList(lines) {
    const named = lines.slice(0, LINES_NAMED).join(', ');
    const more = lines.length - LINES_NAMED;
    return `line${lines.length === 1 ? '' : 's'} ${named}${more > 0 ? ` and ${more} more` : ''}`;
}
const REFUSED = 'written by a bound check while the checks ran, not by this action: refused as evidence and removed (the file is as it was before the checks, plus this run\u2019s own lines)';
function describeFile(shown, before, now) {
    if (before === undefined) {
        const lines = now === undefined ? [] : linesOf(now).map((_, i) => i + 1);
        return lines.length === 1
            ? `${shown}:1: a file a bound check created while the checks ran, not this action \u2014 refused as evidence and removed`
            : `${shown}: a file a bound check created while the checks ran (${lines.length} lines), not this action \u2014 refused as evidence and removed`;
    }
    if (before.kind === 'large')
        return `${shown}: changed by a bound check while the checks ran \u2014 cut back to its size before the checks (too large to keep whole: a line changed within it cannot be put back)`;
    if (before.kind !== 'file' || now === undefined)
        return `${shown}: replaced or removed by a bound check while the checks ran \u2014 put back as it was before the checks`;
    const { added, removed } = lineChanges(before.bytes, now);
    const parts = [];
    if (added.length === 1 && removed.length === 0)
        return `${shown}:${added[0]}: a line ${REFUSED}`;
    if (added.length > 0)
        parts.push(`${lineList(added)} ${REFUSED}`);
    if (removed.length > 0)
        parts.push(`${lineList(removed)} of the file before the checks removed or changed by a bound check: put back`);
    if (parts.length === 0)
        parts.push('rewritten by a bound check with the same lines: put back byte for byte');
    return `${shown}: ${parts.join('; ')}`;
}
/** Whether an entry is as the snapshot found it (a file: by its stamp, the bytes compared after). */
function evidence_files_unchanged(before, stats) {
    if (before.kind === 'directory')
        return stats?.isDirectory() === true;
    // A link or special file the readers refuse: gone, it reads the same.
    if (before.kind === 'other')
        return stats === undefined || sameStamp(before.stamp, stampOf(stats));
    return stats !== undefined && sameStamp(before.stamp, stampOf(stats));
}
/** Removes whatever is at `path` (a link itself, never its target). */
function remove(path) {
    (0,external_node_fs_.rmSync)(path, { recursive: true, force: true });
}
/** Puts one entry back as it was; throws with what failed. */
function putBack(path, before) {
    const stats = lstat(path);
    const kind = stats === undefined ? 'missing' : kindOfStats(stats);
    if (before.kind === 'directory') {
        if (kind === 'directory')
            return;
        remove(path);
        (0,external_node_fs_.mkdirSync)(path);
    }
    else if (before.kind === 'file') {
        if (kind !== 'file')
            remove(path);
        rewriteFile(path, before.bytes);
    }
    else if (before.kind === 'large') {
        if (kind !== 'file')
            throw new Error('it was too large to keep, and is no longer a file');
        // Only what was added beyond its old size can be taken back.
        truncateFile(path, Number(before.stamp.size));
    }
    else if (kind !== 'missing') {
        remove(path); // a link or special file the readers refuse: its absence reads the same
    }
}
/**
 * Puts every evidence file a bound check changed back as it was before the
 * checks, and says what each check did. Call after the last bound command
 * has ended, before the action writes its own lines and reads the receipts.
 */
function restoreEvidence(snapshot) {
    const { store, entries } = snapshot;
    const root = store.resultsDir;
    const findings = [];
    const failures = [];
    const shown = (rel) => (0,files_store/* shownPath */.pS)(store, (0,external_node_path_.join)(root, rel));
    const fail = (rel, error) => failures.push(`${shown(rel)}: changed by a bound check and could not be put back (${error instanceof Error ? error.message : String(error)}): its evidence is not to be trusted`);
    // The results directory itself, removed or swapped for a link: made again, its entries below.
    if (snapshot.rootWasDirectory && lstat(root)?.isDirectory() !== true) {
        findings.push(`${(0,files_store/* shownPath */.pS)(store, root)}: removed or replaced by a bound check while the checks ran \u2014 put back as it was before the checks`);
        try {
            remove(root);
            (0,external_node_fs_.mkdirSync)(root);
        }
        catch (error) {
            failures.push(`${(0,files_store/* shownPath */.pS)(store, root)}: could not be put back (${error instanceof Error ? error.message : String(error)}): the evidence under it is not to be trusted`);
            return { findings, failures };
        }
    }
    // What is there now that was not before: made by a check. Removed (deepest first).
    const appeared = [];
    walk(root, (rel, path) => {
        const before = entries.get(rel);
        if (before === undefined ||
            (before.kind === 'directory' && lstat(path)?.isDirectory() !== true))
            appeared.push(rel);
        return true;
    });
    for (const rel of appeared.reverse()) {
        const path = (0,external_node_path_.join)(root, rel);
        const stats = lstat(path);
        if (stats === undefined)
            continue;
        if (stats.isFile()) {
            const read = (0,untrusted_file/* readRegularFile */.XF)(path, files_store/* READ_BOUNDS */.X6.receiptFile, 'file');
            findings.push(describeFile(shown(rel), undefined, read.ok ? read.bytes : undefined));
        }
        else if (!stats.isDirectory() && entries.get(rel) === undefined) {
            findings.push(`${shown(rel)}: made by a bound check while the checks ran (not a file) \u2014 removed`);
        }
        if (entries.get(rel)?.kind === 'directory')
            continue; // put back below
        try {
            remove(path);
        }
        catch (error) {
            fail(rel, error);
        }
    }
    // What was there before: each entry as it was (parents first, so files land in real directories).
    for (const [rel, before] of entries) {
        const path = (0,external_node_path_.join)(root, rel);
        const stats = lstat(path);
        if (evidence_files_unchanged(before, stats))
            continue;
        let now;
        if (before.kind === 'file' && stats?.isFile() === true) {
            const read = (0,untrusted_file/* readRegularFile */.XF)(path, files_store/* READ_BOUNDS */.X6.receiptFile, 'file');
            now = read.ok ? read.bytes : undefined;
            if (now !== undefined && now.equals(before.bytes))
                continue; // written, but the same bytes
        }
        findings.push(describeFile(shown(rel), before, now));
        try {
            putBack(path, before);
        }
        catch (error) {
            fail(rel, error);
        }
    }
    if (snapshot.skipped > 0)
        failures.push(`${(0,files_store/* shownPath */.pS)(store, root)}: ${snapshot.skipped} files beyond the first ${EVIDENCE_SNAPSHOT_FILES.toLocaleString('en-US')} were not snapshotted before the bound checks: a change a check made to them cannot be told apart`);
    return { findings, failures };
}

;// CONCATENATED MODULE: ./src/adapters/git/status.ts
/**
 * `git status --porcelain=v1 -z --no-renames` read: the entries of its
 * output (git/pull-request.ts asks whether the work tree is clean,
 * guarded-paths.ts which guarded paths are dirty).
 */
/**
 * The entries of a `git status --porcelain=v1 -z --no-renames` output (decoded
 * by the caller: utf8 to show paths, latin1 to match git's bytes). Without
 * renames every entry is `XY <path>`, one per NUL-terminated field.
 */
function statusEntries(output) {
    const entries = [];
    for (const field of output.split('\0')) {
        if (field.length < 4)
            continue;
        entries.push({ code: field.slice(0, 2), path: field.slice(3) });
    }
    return entries;
}

;// CONCATENATED MODULE: ./src/adapters/ticks/guarded-paths.ts
/**
 * What ev 0.1.29 and 0.1.32 ask git about a binding's guarded paths (its
 * `triggered_by` entries, as pathspecs from the ledger root), answered before
 * the pure engine runs:
 *
 * - changed between `verified_at_sha` and the staleness sha: `git rev-list
 *   <verified>..<sha> -- <paths>` prints something (undefined when git fails:
 *   an unknown commit keeps the binding sha-stale, as in ev);
 * - dirty: a tracked file under the paths has an uncommitted change (`git
 *   status --porcelain --untracked-files=no -- <paths>`; false when git fails).
 *
 * Changed: every question in the few processes ticks/triggered-since.ts answers
 * `triggered_since` with (answerChangedSince), however many bindings there
 * are. Dirty: one `git status` over the literal directories of all the
 * guarded paths (git never matches a wildcard: its matcher backtracks); when
 * it prints nothing (the usual CI checkout, even after a run appended
 * receipts) every answer is no, else each path list is matched against what
 * it printed with git's pathspec rules (pathspec.ts), and only lists the
 * matcher does not model (`attr:` magic, absolute paths, GIT_*_PATHSPECS) get
 * a `git status` each \u2014 when git's matcher can finish them (gitMayMatch).
 */





/** The key of a path list for the dirty answers: its entries as JSON strings. */
function pathListKey(paths) {
    return JSON.stringify(paths);
}
/** The status every dirty question is asked with, before its pathspecs. */
const STATUS = ['status', '--porcelain', '--untracked-files=no'];
async function dirtyUnder(git, paths) {
    if (paths.length === 0 || !(0,pathspec/* gitMayMatch */.$9)(paths))
        return false; // git would not finish: as if it failed
    const result = await (0,runner/* runGit */.EO)(git, [...STATUS, '--', ...paths]);
    return result.code === 0 && result.stdout.length > 0;
}
/**
 * Whether `git status \u2026 -- <paths>` would print something, from the paths a
 * status over (at least) every one of them printed; undefined when git must
 * say: a list the matcher does not model, or one whose answer depends on
 * whether the path is a submodule (`sub/`), which porcelain v1 does not show.
 */
function dirtyFrom(changed, list) {
    if (list.kind === 'invalid')
        return false; // git fails (or the list is over a cap)
    if (list.kind === 'unknowable')
        return undefined;
    let unsure = false;
    for (const path of changed) {
        const asFile = (0,pathspec/* listSelects */.YK)(list, path, false);
        if (asFile !== (0,pathspec/* listSelects */.YK)(list, path, true))
            unsure = true;
        else if (asFile)
            return true;
    }
    return unsure ? undefined : false;
}
/** dirtyFrom over a status output, with the lists compiled from git's prefix (each once). */
async function statusMatcher(git, output) {
    const where = await (0,runner/* runGit */.EO)(git, ['rev-parse', '--show-prefix']);
    if (where.code !== 0)
        return () => undefined;
    const prefix = where.stdout.toString('utf8').split('\n')[0] ?? '';
    // Byte strings, as the pathspec matcher compares them.
    const changed = statusEntries(output.toString('latin1')).map((entry) => entry.path);
    const compile = (0,pathspec/* pathspecListCompiler */.kh)(prefix);
    return (paths) => (paths.length === 0 ? false : dirtyFrom(changed, compile(paths)));
}
/**
 * The pathspecs of the status every dirty question is first asked with: the
 * literal directories of every entry, or none (the whole tree) when an entry
 * can match anywhere or is not plain (magic, absolute), or a GIT_*_PATHSPECS
 * switch changes what `:(literal)` means.
 */
function unionPathspecs(git, lists) {
    if ((0,runner/* pathspecSwitchesSet */.zA)(git.env))
        return [];
    const dirs = new Set();
    // Bindings share their trigger paths: each is read once.
    const read = new Set();
    for (const paths of lists) {
        for (const raw of paths) {
            if (read.has(raw))
                continue;
            read.add(raw);
            const dir = (0,pathspec/* literalPathspecOf */.jX)(raw);
            if (dir === undefined)
                return [];
            dirs.add(dir);
        }
    }
    return dirs.size === 0 ? [] : ['--', ...dirs];
}
/**
 * Answers `changed` for each (verified_at_sha, paths) question against the
 * staleness sha, and `dirty` for each path list.
 */
async function answerGuardedPaths(git, stalenessSha, changedQuestions, dirtyQuestions) {
    let changed = new verdict_verdict/* QuestionMap */.JO();
    if (stalenessSha !== null && changedQuestions.length > 0) {
        const distinct = new verdict_verdict/* QuestionMap */.JO();
        for (const question of changedQuestions)
            if (!distinct.has(question))
                distinct.set(question, question);
        changed = await answerChangedSince(git, [...distinct.values()], stalenessSha);
    }
    const dirty = new Map();
    if (dirtyQuestions.length > 0) {
        // One status over every guarded path first: usually nothing, and then every answer is no.
        const union = unionPathspecs(git, dirtyQuestions);
        const anything = await (0,runner/* runGit */.EO)(git, [...STATUS, '-z', '--no-renames', ...union]);
        const clean = anything.code !== 0 || anything.stdout.length === 0;
        // Every list is within what the status was asked of: each is matched against what it printed.
        const dirtyOf = clean
            ? () => false
            : (0,runner/* pathspecSwitchesSet */.zA)(git.env)
                ? () => undefined // GIT_*_PATHSPECS: git answers each list
                : await statusMatcher(git, anything.stdout);
        for (const paths of dirtyQuestions) {
            const key = pathListKey(paths);
            if (dirty.has(key))
                continue;
            dirty.set(key, dirtyOf(paths) ?? (await dirtyUnder(git, paths)));
        }
    }
    return { changed, dirty };
}

// EXTERNAL MODULE: ./src/core/ticks/tick-name.ts
var tick_name = __webpack_require__(9585);
;// CONCATENATED MODULE: ./src/adapters/ticks/state-cache.ts
/**
 * ev's verdict cache, `results/state/<tick id>.json` (docs/ev-0.1.md#the-state-cache): one
 * file per evaluated live tick, rewritten by every `check`. On a ledger of
 * 10,000 ticks that is 10,000 file creations, on some disks the largest
 * single cost of `check`: they are written synchronously, in turn (through
 * the thread pool each open, fstat, write and close is a round trip, about
 * three times the cost), each document made just before its write (10,000
 * of them alive at once would be copied by every young-generation GC).
 * Each file:
 *
 * - never through a link (a committed `state/<id>.json -> ~/.bashrc` is
 *   refused), the directory's listing saying what each name already is;
 * - only under a plain file name: the name comes from the tick's `id` field,
 *   ledger text, and `../../package` would overwrite the repository's
 *   package.json (ev 0.1.2 writes it there);
 * - a failure is never fatal, as in ev; a refusal becomes one note for stderr.
 */




/**
 * Creates `results/state` (never through a link) and lists it. When it cannot
 * be written at all: the refusal note instead, or nothing for a failure ev
 * keeps silent.
 */
function openStateDirectory(root, dir) {
    try {
        (0,untrusted_file/* makeDirectoryNoFollow */.s9)(root, dir);
        return {
            directory: {
                root,
                dir,
                existing: new Map((0,untrusted_file/* listEntries */.fi)(dir).map((entry) => [entry.name, entry.kind])),
            },
        };
    }
    catch (error) {
        const note = (0,untrusted_file/* writeRefusalNote */.QB)(root, error);
        return note === undefined ? {} : { note };
    }
}
/** Writes one state file; returns the note to print when it was refused, else undefined. */
function writeStateFile(directory, [tickId, text]) {
    if (!(0,tick_name/* isPlainTickName */.D)(tickId)) {
        const shown = (0,external_node_path_.relative)(directory.root, directory.dir);
        return `${shown}: the tick id ${(0,debug_quote/* debugQuote */.Y)(tickId)} is not a file name \u2014 its state file is not written`;
    }
    const name = `${tickId}.json`;
    try {
        // `dir` is already normalised and the name a plain file name: no path.join per file.
        (0,untrusted_file/* writeNoFollow */.cK)(`${directory.dir}${external_node_path_.sep}${name}`, text, {
            append: false,
            knownKind: directory.existing.get(name) ?? 'missing',
        });
        return undefined;
    }
    catch (error) {
        return (0,untrusted_file/* writeRefusalNote */.QB)(directory.root, error);
    }
}
/** Writes every document in turn; returns the refusal notes. */
function writeStateFiles(directory, documents) {
    const notes = [];
    for (const document of documents) {
        const note = writeStateFile(directory, document);
        if (note !== undefined)
            notes.push(note);
    }
    return notes;
}

// EXTERNAL MODULE: ./src/core/ticks/config.ts
var config = __webpack_require__(9998);
// EXTERNAL MODULE: ./src/core/ticks/verdict/events.ts
var verdict_events = __webpack_require__(7511);
// EXTERNAL MODULE: ./src/core/ticks/ledger.ts
var ledger = __webpack_require__(3437);
// EXTERNAL MODULE: ./src/core/ticks/lineage.ts
var lineage = __webpack_require__(9719);
// EXTERNAL MODULE: ./src/core/ticks/test-checks.ts
var test_checks = __webpack_require__(6672);
// EXTERNAL MODULE: ./src/core/ticks/verdict/check-selection.ts
var check_selection = __webpack_require__(4775);
// EXTERNAL MODULE: ./src/core/ticks/verdict/shard.ts
var verdict_shard = __webpack_require__(5852);
// EXTERNAL MODULE: ./src/core/ticks/verdict/provenance.ts
var verdict_provenance = __webpack_require__(953);
// EXTERNAL MODULE: ./src/core/ticks/verdict/change.ts
var change = __webpack_require__(5542);
// EXTERNAL MODULE: ./src/adapters/git/pull-request.ts
var pull_request = __webpack_require__(892);
;// CONCATENATED MODULE: ./src/core/ticks/verdict/guarding-test.ts
/**
 * A binding's guarding test (docs/USAGE.md#trust-model): the files its check
 * and counter-test commands name. A pull request that rewrites the test
 * file can turn a broken decision green, and nothing in `triggered_by` says
 * so: the action treats those files as triggers of the binding (for
 * `run-checks: needed`, context and staleness, as declared triggers are),
 * and a binding whose test file the pull request changes is shown to the
 * reviewer with that cause.
 *
 * What a command names is read as a shell reads words \u2014 quotes, escapes,
 * operators, `sh -c '\u2026'` scripts \u2014 and every word that could be a
 * relative path is a candidate; which candidates are files tracked in the
 * repository is git's answer (the caller asks it once, in a batch). A word
 * with an expansion (`$X`, `*`, `~`, `{a,b}`) names nothing knowable and is
 * skipped. A file the binding already declares in `triggered_by` is the
 * code it guards, not its test; a file in the store (`.evolving/`) is the
 * ledger and its evidence, not a test. Bounded: the characters of a command read,
 * the words taken, a word's length and how deeply nested scripts are read.
 * Pure.
 */

const COMMAND_BOUNDS = {
    /** Characters of one command read; the rest names nothing. */
    commandChars: 8192,
    /** Words taken from one command, nested scripts included. */
    words: 64,
    /** A longer word names no file (PATH_MAX is 4096; no test path is this long). */
    wordChars: 1024,
    /** How deep a quoted script inside a quoted script (`sh -c "bash -c '\u2026'"`) is read. */
    depth: 3,
};
/** A run of characters outside quotes that neither ends a word nor starts a quote or an escape. */
const PLAIN_RUN = /[^\s;&|()<>`'"\\]+/y;
/** Ends a word outside quotes: blanks and the shell's operators (`;`, `&`, `|`, `(`, `)`, `<`, `>`, `` ` ``). */
const SEPARATOR = /[\s;&|()<>`]/;
/** A word that must be read again as a script (`sh -c 'a b'`): it holds a blank or an operator. */
const SCRIPT_LIKE = SEPARATOR;
/** What makes a command more than blank-separated plain words: a quote or an escape. */
const QUOTING = /['"\\]/;
/** A run of separators (SEPARATOR), where a command without quoting splits. */
const SEPARATORS = new RegExp(`${SEPARATOR.source}+`);
/** The words of `text`, unquoted; quoted scripts are read again, `depth` levels down. */
function shellWords(text, depth, budget, out) {
    // Most commands hold no quote and no escape: their words are the runs between separators,
    // as the reading below finds them, taken without building each a character at a time.
    if (!QUOTING.test(text)) {
        for (const word of text.split(SEPARATORS)) {
            if (word === '')
                continue;
            if (budget.words === 0)
                return;
            budget.words--;
            if (word.length <= COMMAND_BOUNDS.wordChars)
                out.push(word);
        }
        return;
    }
    let word = '';
    let inWord = false;
    let quoted = false;
    const end = () => {
        if (inWord && budget.words > 0) {
            budget.words--;
            if (word.length <= COMMAND_BOUNDS.wordChars) {
                out.push(word);
                if (quoted && depth > 1 && SCRIPT_LIKE.test(word))
                    shellWords(word, depth - 1, budget, out);
            }
        }
        word = '';
        inWord = false;
        quoted = false;
    };
    let i = 0;
    while (i < text.length && budget.words > 0) {
        PLAIN_RUN.lastIndex = i;
        const run = PLAIN_RUN.exec(text);
        if (run !== null) {
            word += run[0];
            inWord = true;
            i += run[0].length;
            continue;
        }
        const ch = text[i];
        if (ch === "'") {
            const close = text.indexOf("'", i + 1);
            const stop = close < 0 ? text.length : close;
            word += text.slice(i + 1, stop);
            inWord = quoted = true;
            i = stop + 1;
        }
        else if (ch === '"') {
            inWord = quoted = true;
            for (i++; i < text.length && text[i] !== '"'; i++) {
                const c = text[i];
                if (c === '\\' && i + 1 < text.length && '"\\$`\n'.includes(text[i + 1]))
                    word += text[++i];
                else
                    word += c;
            }
            i++;
        }
        else if (ch === '\\') {
            if (i + 1 < text.length)
                word += text[i + 1];
            inWord = true;
            i += 2;
        }
        else {
            end();
            i++;
        }
    }
    end();
}
/**
 * A word that names no knowable file: an expansion the shell would make
 * (variables, globs, braces, home), a backslash or a control character.
 */
// eslint-disable-next-line no-control-regex
const UNKNOWABLE = /[$*?[\]{}\\\0-\x1f\x7f]|^~/;
/** `--file=tests/a.py`, `-c=x`, `TEST=tests/a.py`: the value after the first `=`. */
const ASSIGNMENT = /^(?:--?[A-Za-z0-9][\w.-]*|[A-Za-z_][A-Za-z0-9_]*)=/;
/** A path git would normalise (`a//b`, `a/./b`, `a/../b`, a trailing `.` or `..`). */
const NOT_NORMAL = /\/\/|(?:^|\/)\.\.?(?:\/|$)/;
/**
 * The relative path a word may name, normalised (`./a//b` \u2192 `a/b`; `..`
 * kept where it climbs above the command's directory), or undefined.
 * `tests/x.py::test_y` (a pytest node id) and `src/a.ts:12` (a file and a
 * line) name their file. Every bound command's words pass here: the common
 * word takes no regular expression but the two that must look at it.
 */
function pathOfWord(word) {
    let path = word;
    if (path.includes('='))
        path = path.replace(ASSIGNMENT, '');
    const colons = path.indexOf('::');
    if (colons >= 0)
        path = path.slice(0, colons);
    if (path.includes(':'))
        path = path.replace(/:\d+(?::\d+)?$/, '');
    const first = path.charCodeAt(0);
    // Empty, an option (-), absolute (/), or pathspec magic (:).
    if (Number.isNaN(first) || first === 0x2d || first === 0x2f || first === 0x3a)
        return undefined;
    if (UNKNOWABLE.test(path) || path.endsWith('/'))
        return undefined;
    while (path.startsWith('./'))
        path = path.slice(2);
    let climbs = '';
    while (path.startsWith('../')) {
        climbs += '../';
        path = path.slice(3);
    }
    const rest = NOT_NORMAL.test(path) ? (0,pathspec/* normalizePath */.Fd)(path) : path;
    if (rest === undefined || rest === '' || rest === '.' || rest.endsWith('/'))
        return undefined;
    return climbs + rest;
}
/**
 * The relative paths a command may name (relative to the directory it runs
 * in, the ledger root), in the order written, each once. Only candidates:
 * git says which are tracked files.
 */
function commandPathCandidates(command) {
    const words = [];
    shellWords(command.length > COMMAND_BOUNDS.commandChars
        ? command.slice(0, COMMAND_BOUNDS.commandChars)
        : command, COMMAND_BOUNDS.depth, { words: COMMAND_BOUNDS.words }, words);
    const paths = [];
    for (const word of words) {
        const path = pathOfWord(word);
        if (path !== undefined && !inStore(path) && !paths.includes(path))
            paths.push(path);
    }
    return paths;
}
/** What may follow a command's last `::` for its candidates not to depend on it: one plain run (PLAIN_RUN). */
const PLAIN_TAIL = /^[^\s;&|()<>`'"\\]*$/;
/**
 * commandPathCandidates, each command read once per test file it names: a
 * ledger binds thousands of tests of the same few files (`pytest
 * tests/a.py::test_one`, `\u2026::test_two`), and those commands differ only
 * after their last `::`. Such a command's candidates are those of the
 * command cut just after it, remembered by that cut: the tail is one plain
 * run (no blank, operator, quote or escape), so it only lengthens the last
 * word, and a word's path ends at its first `::`, at or before the cut; a
 * command no longer than COMMAND_BOUNDS.wordChars keeps every word within
 * the word bound either way. Other commands are read in full. The lists are
 * shared between commands: read them, do not change them.
 */
function commandPathReader() {
    const byCut = new Map();
    return (command) => {
        const last = command.lastIndexOf('::');
        if (last < 0 || command.length > COMMAND_BOUNDS.wordChars)
            return commandPathCandidates(command);
        const cut = command.slice(0, last + 2);
        if (!PLAIN_TAIL.test(command.slice(last + 2)))
            return commandPathCandidates(command);
        let paths = byCut.get(cut);
        if (paths === undefined)
            byCut.set(cut, (paths = commandPathCandidates(cut)));
        return paths;
    };
}
/**
 * A path in the store (`.evolving/\u2026`: ticks, receipts, events) is the ledger
 * and its evidence, never a test: the action itself appends receipts there
 * while the checks run, and the ledger-diff and the evidence rules judge
 * what a pull request does to it.
 */
function inStore(path) {
    return path === '.evolving' || path.startsWith('.evolving/');
}
/** A ledger-relative candidate as a repository-relative path (`ledgerPrefix`: `''` or `dir/`), or undefined above the root. */
function repositoryPath(candidate, ledgerPrefix) {
    const path = (0,pathspec/* normalizePath */.Fd)(`${ledgerPrefix}${candidate}`);
    return path === undefined || path === '' ? undefined : path;
}
const NONE = Object.freeze([]);
/**
 * The guarding tests of a ledger, from the tracked files each command
 * names (`namedFiles`: command \u2192 its candidates that git says are tracked
 * files). Each binding's lists are made once and shared; a binding whose
 * commands name no file keeps its own `triggered_by` array.
 */
function guardingTests(namedFiles) {
    // Maps, not WeakMaps: the checks live as long as the ledger anyway, and a WeakMap's entries
    // cost every garbage collection while the ledger's thousands of bindings are in it.
    const files = new Map();
    const triggers = new Map();
    const filesOf = (check) => {
        let found = files.get(check);
        if (found === undefined) {
            const ofRef = namedFiles.get(check.ref);
            const ofCounter = check.counter_test === undefined ? undefined : namedFiles.get(check.counter_test);
            // Most commands name no tracked file: nothing to compare with the declared triggers.
            if (ofRef === undefined && ofCounter === undefined)
                found = NONE;
            else {
                const named = [...(ofRef ?? NONE), ...(ofCounter ?? NONE)];
                const declared = new Set(check.liveness.triggered_by.map((entry) => (0,pathspec/* normalizePath */.Fd)(entry.replace(/^(?:\.\/)+/, ''))));
                const own = [...new Set(named)].filter((path) => !declared.has(path));
                found = own.length === 0 ? NONE : own;
            }
            files.set(check, found);
        }
        return found;
    };
    return {
        filesOf,
        triggersOf(check) {
            const own = filesOf(check);
            if (own.length === 0)
                return check.liveness.triggered_by;
            let list = triggers.get(check);
            if (list === undefined)
                triggers.set(check, (list = [...check.liveness.triggered_by, ...own]));
            return list;
        },
    };
}

;// CONCATENATED MODULE: ./src/core/ticks/verdict/state.ts
/** One row per ground, in authored order (an array by ground index: no map and sort per tick). */
function rows(verdict) {
    const byIndex = [];
    for (const g of verdict.tests) {
        // Keys in sorted order: JSON.stringify keeps insertion order.
        const row = { check: 'test', claim: g.claim };
        if (g.label === 'not-run')
            row.missing_platforms = g.missingPlatforms;
        row.ref = g.check.ref;
        row.supports = g.supports;
        row.verdict = g.label;
        row.verified_at_sha = g.check.verified_at_sha;
        byIndex[g.groundIndex] = row;
    }
    for (const g of verdict.others) {
        byIndex[g.groundIndex] = {
            check: g.check,
            claim: g.claim,
            supports: g.supports,
            verdict: 'n/a',
        };
    }
    return byIndex.filter((row) => row !== undefined);
}
/** The state document's text for one tick, as ev writes it. */
function stateDocument(verdict, staleness, computedAt) {
    const doc = {
        computed_at: computedAt,
        grounds: rows(verdict),
        staleness_ref: { policy: staleness.policy, sha: staleness.sha },
        tick_id: verdict.tick.id,
    };
    return JSON.stringify(doc, null, 2);
}

;// CONCATENATED MODULE: ./src/chains/ticks/evaluation.ts
/**
 * One evaluation of a store: the I/O assembly around the pure verdict engine,
 * shared by the CLI's `check` and `report` and by the action. Read the store,
 * optionally run the bound checks, resolve the staleness reference, read
 * receipts and the selected-list once, ask git every `triggered_since`
 * question in one batch, evaluate, and write ev's state cache and events.
 */































/** The store, or the one line ev prints when there is none (or it cannot be read). */
function openStore(cwd) {
    try {
        return { store: (0,files_store/* locateStore */.kf)(cwd) };
    }
    catch (error) {
        if (!(error instanceof files_store/* StoreError */.AD))
            throw error;
        return {
            error: `error: ${error.kind === 'unreadable' ? 'reading store: ' : ''}${error.message}`,
            kind: error.kind,
        };
    }
}
async function evaluateCheck(store, options) {
    const { host, judgedBy, change } = options;
    const clock = host.clock ?? runner_clock/* nowNanos */.Y;
    const started = clock();
    const rules = judgedBy.rules ?? ev_rules/* DEFAULT_EV_RULES */.E9;
    const ledger = readTicks(store, options.entries, rules);
    const config = judgedBy.config ?? (0,results/* readConfig */.Xg)(store);
    const git = {
        repository: host.repository,
        cwd: store.root,
        env: host.env,
        processes: 0,
    };
    const staleness = await stalenessOf(git, store, config, judgedBy.staleness, host.offline);
    const selected = readSelected(store, change);
    const world = worldOf({ store, git, ticks: ledger.ticks, config, staleness: staleness.reference, clock, rules }, selected.list, judgedBy);
    // The base is judged first, on the receipts present before anything runs; what it read is
    // the evidence this run starts with, reused until a bound check appends to it.
    const base = change?.base !== undefined && world.trust !== undefined
        ? await judgeBase(world, world.trust, change.base, judgedBy.attest)
        : undefined;
    const checked = options.run === undefined
        ? undefined
        : await runChecks(world, options.run, host.env, judgedBy.trust?.changed, base?.receipts);
    const judged = checked?.world ?? world;
    const evidence = checked?.evidence ?? (await readWorldEvidence(world, undefined, undefined, base?.receipts));
    const verdicts = await judgeWorld(judged, evidence, judgedBy.attest, change?.changedPaths);
    if (options.record !== false)
        recordCheck(judged, verdicts, started);
    return {
        store,
        config,
        verdicts,
        staleness: staleness.reference,
        selected,
        runs: checked?.records ?? [],
        warnings: staleness.warnings,
        // Last: reading and writing above may have refused paths.
        problems: [...ledger.problems, ...evidence.receipts.problems, ...store.refused],
        actionWarnings: selected.problem === undefined ? [] : [selected.problem],
        unreadableTicks: ledger.unreadable,
        gitProcesses: git.processes ?? 0,
        refusedReceipts: evidence.receipts.refused,
        evidenceFindings: checked?.findings ?? [],
        ...(judged.trust ? { provenance: new verdict_provenance/* ReceiptProvenance */.im(judged.trust) } : {}),
        ...(checked ? { checks: checked.checks } : {}),
        ...(base ? { base: base.evaluation } : {}),
        ...(checked === undefined && world.receiptDigests
            ? { receiptDigests: world.receiptDigests }
            : {}),
    };
}
/** The store's ticks (parsed here unless the caller did), and those that could not be read. */
function readTicks(store, entries, rules) {
    const read = entries ?? (0,ledger/* parseLedger */.h8)((0,files_store/* openTickFiles */.t$)(store), rules);
    const unreadable = read.filter((e) => e.unreadable);
    return {
        ticks: (0,ledger/* parsedTicks */.kQ)(read),
        unreadable: unreadable.map((e) => e.file),
        problems: unreadable.map((e) => `error: reading store: ${e.file}: ${e.evError ?? e.error ?? 'cannot be read'}`),
    };
}
/** The staleness reference given, or the config's policy resolved (with ev's warning, if any). */
async function stalenessOf(git, store, config, given, offline) {
    if (given !== undefined)
        return { reference: given, warnings: [] };
    const resolved = await (0,staleness_reference/* resolveStalenessReference */.w)(git, store, config.staleness_ref, offline);
    return {
        reference: { policy: config.staleness_ref, sha: resolved.sha },
        warnings: resolved.warning === undefined ? [] : [resolved.warning],
    };
}
/** The world an evaluation judges: what it read, with the action's evidence rules and guarding tests. */
function worldOf(read, selected, { trust, guardingTests }) {
    return {
        ...read,
        selected,
        ...(trust ? { trust: emptyFacts(trust), receiptDigests: new Map() } : {}),
        ...(guardingTests ? { guarding: guardingTests } : {}),
    };
}
/**
 * The bound checks planned, run, and the evidence read again where they
 * appended to it. `starting`: the receipts the base's judgement read, still
 * the evidence while nothing is appended.
 */
async function runChecks(world, request, env, changed, starting) {
    const planned = await planChecks(world, request, changed, starting);
    const { result, findings } = await executeChecks(world, planned.plan, request, env);
    const after = withThisRun(world, result);
    return {
        records: result.records,
        checks: { selected: planned.plan, executed: result.executed },
        findings,
        world: after,
        evidence: await evidenceAfterRun(after, planned.evidence, result, starting),
    };
}
/**
 * The bindings to run: those declaring the platform, in the shard; with
 * `needed`, only those not green for the platform alone on the receipts
 * present (the evidence read for that is returned, to be reused) or whose
 * triggers select a file the change touched.
 */
async function planChecks(world, request, changed, starting) {
    const shard = request.shard;
    const declared = planBoundRuns(evaluatedOf(world), request.platform);
    const plan = shard === undefined ? declared : declared.filter((bound) => (0,verdict_shard/* inShard */.Iw)(bound.ref, shard));
    if (request.mode !== 'needed' || plan.length === 0)
        return { plan };
    const evidence = await readWorldEvidence(world, undefined, undefined, starting);
    const needed = (0,check_selection/* neededBindings */.cQ)(evaluateWith(world, evidence, { attest: [request.platform] }), request.platform);
    const touched = touchedBindings(world.ticks, changed, world.guarding);
    return {
        plan: plan.filter((bound) => {
            const key = (0,check_selection/* bindingKey */.bx)(bound.tickFile, bound.groundIndex);
            return needed.has(key) || touched.has(key);
        }),
        evidence,
    };
}
/** The plan run (guarded under the trust rules), with what the checks wrote and was undone. */
async function executeChecks(world, plan, request, env) {
    const runOptions = {
        store: world.store,
        git: world.git,
        plan,
        rules: world.rules,
        greenExitCode: world.config.green_exit_code,
        env,
        stdout: request.stdout,
        stderr: request.stderr,
        clock: world.clock,
    };
    if (request.timeoutMs !== undefined)
        runOptions.timeoutMs = request.timeoutMs;
    if (request.fenceWorkflowCommands)
        runOptions.fenceWorkflowCommands = true;
    if (request.isolate)
        runOptions.isolate = true;
    if (request.jobs !== undefined)
        runOptions.jobs = request.jobs;
    if (world.trust === undefined || plan.length === 0)
        return { result: await runBoundChecks(runOptions), findings: [] };
    return runGuarded(runOptions);
}
/** The world once checks ran: under the trust rules, this run's receipts and executed bindings are known. */
function withThisRun(world, result) {
    if (world.trust === undefined)
        return world;
    return {
        ...world,
        trust: {
            ...world.trust,
            thisRun: result.receipts,
            executed: new Map(result.executed.map((bound) => [bound.ref, bound.platform])),
        },
    };
}
/**
 * The evidence after the run. What ran appended receipts: they are read
 * again; git's answers so far stay true, and a receipt made at HEAD needs no
 * git at all: nothing landed after it. Also when a binding ran and left no
 * receipt (it could not execute): under the action's trust rules this run
 * decides it, so older evidence read before the run must not. Otherwise the
 * evidence read before stands.
 */
async function evidenceAfterRun(world, before, result, starting) {
    const appended = result.receipts.length > 0 || result.executed.length > 0;
    if (!appended)
        return before ?? readWorldEvidence(world, undefined, undefined, starting);
    return before === undefined
        ? readWorldEvidence(world)
        : readWorldEvidence(world, before, result.commit);
}
/** The verdicts: the engine over the world's evaluated ticks, with git's answers about their guarded paths. */
async function judgeWorld(world, evidence, attest, changedPaths) {
    const ctx = {
        ...verdictContext(world),
        attest,
        ...(changedPaths !== undefined ? { changedPaths } : {}),
    };
    const guarded = await answerWorldGuardedPaths(world);
    return evaluateWorld(world, engineInputs(evidence, world, guarded), ctx);
}
/** ev's `check` side effects (recordEvaluation), with the cost of the check since `started`. */
function recordCheck(world, verdicts, started) {
    const now = world.clock();
    const checkRun = {
        wallMs: Number((now - started) / 1000000n),
        decisions: evaluatedOf(world).length,
    };
    recordEvaluation(world.store, verdicts, world.staleness, (0,verdict_receipt/* formatTimestamp */.Ey)(now), world.rules, checkRun);
}
/**
 * The bindings whose `triggered_by` the matchers refuse (over a cap), each
 * once, in the order of `ticks` (an evaluation's verdicts): every one of them
 * then reads the list as one git refuses. A list only git can match (`attr:`
 * magic, an absolute path, GIT_*_PATHSPECS set) is held to git's own, lower
 * cap. Asked by the action, which reports them; `check` prints none, so an
 * evaluation does not work them out for every caller.
 */
function triggerRefusals(ticks, env) {
    const gitDecides = pathspecSwitchesSet(env);
    const refused = [];
    forEachTestCheck(ticks, ({ tick }) => tick, (check, { file }, groundIndex) => {
        const paths = check.liveness.triggered_by;
        const git = gitDecides ||
            paths.some((raw) => raw.startsWith(':(') || raw.startsWith('/')
                ? compilePathspec(raw, '').kind === 'unknowable'
                : false);
        const refusal = triggerListRefusal(paths, git);
        if (refusal !== undefined)
            refused.push({ file, groundIndex, ...refusal });
    });
    return refused;
}
/**
 * The bound checks under the action's trust rules: the evidence files are
 * snapshotted first and the action's own lines held; once the last check has
 * ended, whatever the checks wrote there is undone and returned (`findings`),
 * and then the held lines are appended. A cancel while they run does the
 * same before the step exits.
 */
async function runGuarded(options) {
    const snapshot = snapshotEvidence(options.store);
    const hold = { bindings: [] };
    /** Undoes what the checks wrote, then appends the action's own lines; answers what was undone. */
    const settle = () => {
        const restored = restoreEvidence(snapshot);
        return {
            findings: [...restored.findings, ...restored.failures],
            written: writeHeld(options, hold),
        };
    };
    const release = (0,process_groups/* onStop */.gt)(() => {
        for (const text of settle().findings)
            options.stderr(`warning: ${text}\n`);
    });
    let result;
    let settled;
    try {
        result = await runBoundChecks({ ...options, hold });
    }
    finally {
        release();
        settled = settle();
    }
    return { result: { ...result, receipts: settled.written }, findings: settled.findings };
}
/** The ticks the engine evaluates in this world, in its order (evaluatedTicks, computed once). */
function evaluatedOf(world) {
    world.evaluated ??= (0,verdict_verdict/* evaluatedTicks */.ac)(world.ticks, world.rules);
    return world.evaluated;
}
/** The engine over the world's evaluated ticks: evaluateLedger without collapsing the lineages again. */
function evaluateWorld(world, inputs, ctx) {
    return evaluatedOf(world).map(({ file, tick }) => (0,verdict_verdict/* evaluateTick */.$u)(file, tick, inputs, ctx));
}
/**
 * What the engine is told about the ticks it is about to evaluate: their
 * receipts (each file read once; `receipts.problems` lists malformed lines by
 * path and line) and every `triggered_since` answer, asked of git in one
 * batch \u2014 except the questions answered in `known` and those about `head`
 * itself (`head..HEAD` is empty, so no git is needed). New answers are added
 * to `known` when it is given.
 */
async function readEvidence(store, git, ticks, known, head, admission, read, guarding, digests) {
    const receipts = read ?? (0,results/* indexReceipts */.wK)(store, testRefs(ticks), admission, digests);
    const answers = known ?? new verdict_verdict/* QuestionMap */.JO();
    const unanswered = [];
    const questions = (0,verdict_verdict/* triggerQuestions */.gL)(ticks, receipts.receiptsFor, guarding?.triggersOf);
    for (const question of questions) {
        if (question.commit === head)
            answers.set(question, false);
        else if (!answers.has(question))
            unanswered.push(question);
    }
    await answerTriggeredSince(git, unanswered, answers);
    return { receipts, answers, questions };
}
/**
 * The evidence for the live ticks of an evaluation (the ones the engine
 * evaluates): `before`'s answers and the commits it found in the clone are
 * not asked again (its answers are extended); `read`: their receipts, read
 * already under the same facts.
 */
async function readWorldEvidence(world, before, head, read) {
    const live = evaluatedOf(world);
    const trust = world.trust;
    const admission = trust === undefined ? undefined : admissionOf(world, trust);
    const evidence = await readEvidence(world.store, world.git, live, before?.answers, head, admission, read, world.guarding, world.receiptDigests);
    if (trust === undefined)
        return evidence;
    // Which receipt commits are in the clone: one that is not cannot prove its receipt fresh.
    const present = new Set(before?.present);
    const commits = evidence.questions.map((q) => q.commit);
    const unknown = commits.filter((commit) => !present.has(commit));
    for (const commit of await (0,pull_request/* commitsInClone */.He)(world.git.repository, unknown))
        present.add(commit);
    if (head !== undefined)
        present.add(head);
    return { ...evidence, present };
}
/** The action's admission of receipts under the facts known now (provenance.ts). */
function admissionOf(world, facts) {
    const provenance = new verdict_provenance/* ReceiptProvenance */.im(facts);
    return {
        nowSeconds: Number(world.clock() / 1000000000n),
        admits: (key, receipt) => provenance.admits(key, receipt),
    };
}
/**
 * The base's verdicts, judged as the base stood, before anything runs: the
 * base's ticks, the rules the evaluation uses, the receipts present now
 * under the action's trust rules (returned, to be reused while nothing is
 * appended) \u2014 of which only those made at the base commit or one of its
 * ancestors count: a receipt of the pull request's own commits (this run's,
 * an artifact of its checks) says nothing about the base. `triggered_since`
 * is asked up to the base commit, the staleness sha is the base's own where
 * it names the checked-out commit (`local-head`), no selected-list applies
 * (it describes the change under review), and nothing at the base is dirty.
 */
async function judgeBase(world, trust, request, attest) {
    const baseWorld = {
        store: world.store,
        git: world.git,
        ticks: [...request.ticks],
        config: world.config,
        staleness: {
            policy: world.staleness.policy,
            sha: world.staleness.policy === 'local-head' ? request.commit : world.staleness.sha,
        },
        selected: null,
        clock: world.clock,
        rules: world.rules,
    };
    const live = evaluatedOf(baseWorld);
    const baseRefs = testRefs(live);
    const receipts = (0,results/* indexReceipts */.wK)(world.store, new Set([...baseRefs, ...testRefs(evaluatedOf(world))]), admissionOf(world, trust), world.receiptDigests);
    const commits = new Set();
    for (const ref of baseRefs)
        for (const receipt of receipts.receiptsFor(ref))
            commits.add(receipt.commit);
    const inHistory = await (0,pull_request/* commitsInHistoryOf */.l7)(world.git.repository, commits, request.commit);
    const kept = new Map();
    // What says "already failing on the base" never comes from a run of this pull request: an
    // artifact merged with `receipts:` (its own jobs', a fork's) is not the base's evidence; the
    // receipts committed at the base and those restored from the default branch's cache are.
    const provenance = trust.merged.size > 0 ? new verdict_provenance/* ReceiptProvenance */.im(trust) : undefined;
    const ofTheBase = (r) => inHistory.has(r.commit) && provenance?.sourceOf(r).kind !== 'merged';
    const receiptsFor = (ref) => {
        let list = kept.get(ref);
        if (list === undefined)
            kept.set(ref, (list = receipts.receiptsFor(ref).filter(ofTheBase)));
        return list;
    };
    // `<base>..<base>` is empty: no git needed for a receipt made at the base commit itself.
    const questions = (0,verdict_verdict/* triggerQuestions */.gL)(live, receiptsFor).filter((q) => q.commit !== request.commit);
    const answers = await answerChangedSince(world.git, questions, request.commit);
    const inputs = {
        receiptsFor,
        triggeredSince: (commit, paths) => answers.get({ commit, paths }) ?? false,
    };
    if (world.rules !== '0.1.2') {
        const guarded = await answerGuardedPathsOf(baseWorld, live.map(({ tick }) => tick), false);
        inputs.guardedPathsChanged = (commit, paths) => guarded.changed.get({ commit, paths });
    }
    const verdicts = evaluateWorld(baseWorld, inputs, { ...verdictContext(baseWorld), attest });
    return { evaluation: { verdicts }, receipts };
}
function engineInputs(evidence, world, guarded) {
    const inputs = {
        receiptsFor: evidence.receipts.receiptsFor,
        triggeredSince: (commit, paths) => evidence.answers.get({ commit, paths }) ?? false,
    };
    const present = evidence.present;
    if (present !== undefined)
        inputs.historyMissing = (commit) => !present.has(commit);
    if (world?.guarding !== undefined)
        inputs.guardingTests = world.guarding;
    if (guarded !== undefined) {
        inputs.guardedPathsChanged = (commit, paths) => guarded.changed.get({ commit, paths });
        inputs.guardedPathsDirty = (paths) => guarded.dirty.get(pathListKey(paths)) ?? false;
    }
    return inputs;
}
function emptyFacts(trust) {
    return {
        thisRun: [],
        executed: new Map(),
        merged: trust.merged,
        distrusted: trust.distrusted,
        ...(trust.uncommitted ? { uncommitted: trust.uncommitted } : {}),
    };
}
/**
 * The bindings whose declared triggers select a file the change touched
 * (git's pathspec rules, change.ts): `needed` runs them again whatever the
 * receipts say, since the reused evidence predates the change.
 */
function touchedBindings(ticks, changed, guarding) {
    const touched = new Set();
    if (changed === undefined || changed.files.length === 0)
        return touched;
    const matcher = change/* TriggerMatcher */.h.of(changed);
    for (const { file, tick } of ticks) {
        tick.grounds.forEach((ground, index) => {
            const check = ground.check;
            if (check?.by !== 'test')
                return;
            const triggers = guarding?.triggersOf(check) ?? check.liveness.triggered_by;
            if (matcher.match(triggers).entries.length > 0)
                touched.add((0,check_selection/* bindingKey */.bx)(file, index));
        });
    }
    return touched;
}
/**
 * From ev 0.1.29 and 0.1.32: git's answers about the guarded paths of every
 * binding evaluated \u2014 changed since `verified_at_sha` (asked only where the
 * staleness sha differs from it) and dirty. None under 0.1.2's rules.
 */
async function answerWorldGuardedPaths(world) {
    if (world.rules === '0.1.2')
        return undefined;
    return answerGuardedPathsOf(world, evaluatedOf(world).map(({ tick }) => tick));
}
/** `withDirty`: also ask which guarded paths have uncommitted changes (never at a base commit). */
async function answerGuardedPathsOf(world, ticks, withDirty = true) {
    const sha = world.staleness.sha;
    const changed = [];
    const dirty = [];
    (0,test_checks/* forEachTestCheck */.V)(ticks, (tick) => tick, (check) => {
        const paths = world.guarding?.triggersOf(check) ?? check.liveness.triggered_by;
        if (sha !== null && check.verified_at_sha !== sha)
            changed.push({ commit: check.verified_at_sha, paths });
        if (withDirty)
            dirty.push(paths);
    });
    return answerGuardedPaths(world.git, sha, changed, dirty);
}
function verdictContext(world) {
    return {
        rules: world.rules,
        stalenessSha: world.staleness.sha,
        selected: world.selected,
        nowSeconds: Number(world.clock() / 1000000000n),
        windowSeconds: (0,config/* stalenessWindowSeconds */.wO)(world.config.staleness_days),
        attest: null,
    };
}
/** The engine over `evidence` with the world's context (the `needed` pre-evaluation). */
function evaluateWith(world, evidence, { attest }) {
    return evaluateWorld(world, engineInputs(evidence, world), {
        ...verdictContext(world),
        attest,
    });
}
/**
 * The ledger root relative to the work tree (`''` at its root), or undefined
 * when it is outside. git reports its work tree with links resolved; the
 * workspace path may hold one (`/tmp` on some systems): both are compared
 * resolved when the plain paths disagree.
 */
function ledgerWithin(workTree, root) {
    const inside = (rel) => !rel.startsWith('..') && !(0,external_node_path_.isAbsolute)(rel);
    const plain = (0,external_node_path_.relative)(workTree, root);
    if (inside(plain))
        return plain;
    try {
        const resolved = (0,external_node_path_.relative)((0,external_node_fs_.realpathSync)(workTree), (0,external_node_fs_.realpathSync)(root));
        return inside(resolved) ? resolved : undefined;
    }
    catch {
        return undefined;
    }
}
/** Distinct paths asked of git for the guarding tests of one ledger; the rest are not looked at (and said so). */
const GUARDING_PATHS_MAX = 100_000;
/**
 * The files each bound command of these ticks names (core/ticks/verdict/guarding-test.ts):
 * its words that could be paths, of which git says \u2014 in one batch \u2014 which
 * are files at any of `revisions` (HEAD, and a pull request's base, where a
 * test file it deletes still is). `problem`: the candidates beyond
 * GUARDING_PATHS_MAX, which were not asked.
 */
async function readGuardingTests(store, repository, ticks, revisions) {
    const named = new Map();
    const within = repository === null ? undefined : ledgerWithin(repository.workTree, store.root);
    if (within === undefined)
        return { tests: guardingTests(named) };
    const prefix = within === '' ? '' : `${within.split(external_node_path_.sep).join('/')}/`;
    // Each command's candidates, and each candidate's repository path (a ledger's commands name
    // the same few files over and over: each path is worked out once).
    const candidates = new Map();
    const fileOf = new Map();
    const asked = new Set();
    const pathsNamedBy = commandPathReader();
    let left = 0;
    const take = (command) => {
        if (candidates.has(command))
            return;
        const named = pathsNamedBy(command);
        const paths = [];
        for (let i = 0; i < named.length; i++) {
            const path = named[i];
            let file = fileOf.get(path);
            if (file === undefined && !fileOf.has(path))
                fileOf.set(path, (file = repositoryPath(path, prefix)));
            if (file === undefined)
                continue;
            if (!asked.has(file) && asked.size >= GUARDING_PATHS_MAX) {
                left++;
                continue;
            }
            asked.add(file);
            paths.push(path);
        }
        candidates.set(command, paths);
    };
    (0,test_checks/* forEachTestCheck */.V)(ticks, ({ tick }) => tick, (check) => {
        take(check.ref);
        if (check.counter_test !== undefined)
            take(check.counter_test);
    });
    const files = await (0,pull_request/* filesAtRevisions */.LT)(repository, revisions, [...asked]);
    const tracked = (path) => files.has(fileOf.get(path));
    for (const [command, paths] of candidates)
        if (paths.some(tracked))
            named.set(command, paths.filter(tracked));
    const result = { tests: guardingTests(named) };
    if (left > 0)
        result.problem = `${left} paths named by bound commands beyond the first ${GUARDING_PATHS_MAX.toLocaleString('en-US')} were not checked: a test file among them is not a trigger of its binding`;
    return result;
}
/** The selected-list the change names (default path, another path, or none), with `changed-from-diff` applied. */
function readSelected(store, change = {}) {
    const { selectedList, fillChangedFromDiff } = change;
    const selected = selectedList === null
        ? { list: null }
        : selectedList === undefined
            ? (0,results/* readSelectedList */.Ej)(store)
            : (0,results/* readSelectedList */.Ej)(store, selectedList.path, selectedList.shown);
    if (fillChangedFromDiff === undefined || selected.list?.changed.length !== 0)
        return selected;
    return { ...selected, list: { ...selected.list, changed: [...fillChangedFromDiff] } };
}
/** Refs of the test grounds of these ticks (the receipt files to read, each once). */
function testRefs(ticks) {
    const refs = new Set();
    (0,test_checks/* forEachTestCheck */.V)(ticks, ({ tick }) => tick, (check) => refs.add(check.ref));
    return refs;
}
/**
 * `reopen`'s evaluation of one tick (docs/ev-0.1.md#reopen): the staleness sha is
 * the cached `results/origin-sha` only (never resolved through git, never
 * warned about), no platform is attested, the selected-list and receipts are
 * read as for `check` (problems with them stay silent, as in ev), and there is
 * neither a status filter nor \u2014 in the labels the caller prints \u2014 the C/D
 * jurisdiction lock. Writes nothing.
 */
async function evaluateReopened(store, file, tick, options) {
    const config = (0,results/* readConfig */.Xg)(store);
    const rules = options.rules ?? ev_rules/* DEFAULT_EV_RULES */.E9;
    const git = {
        repository: options.repository,
        cwd: store.root,
        env: options.env,
        processes: 0,
    };
    const evidence = await readEvidence(store, git, [{ tick }]);
    const clock = options.clock ?? runner_clock/* nowNanos */.Y;
    const world = {
        store,
        git,
        ticks: [{ file, tick }],
        config,
        staleness: { policy: config.staleness_ref, sha: (0,results/* readOriginSha */.lZ)(store) },
        selected: (0,results/* readSelectedList */.Ej)(store).list,
        clock,
        rules,
    };
    const ctx = verdictContext(world);
    // reopen judges the tick whatever its status (and never collapses it away).
    const guarded = rules === '0.1.2' ? undefined : await answerGuardedPathsOf(world, [tick]);
    const verdict = (0,verdict_verdict/* evaluateTick */.$u)(file, tick, engineInputs(evidence, undefined, guarded), ctx);
    if (rules !== '0.1.2' && options.ticks !== undefined) {
        const by = (0,lineage/* supersedingChild */.cA)(options.ticks, tick.id);
        if (by !== undefined)
            verdict.supersededBy = by;
    }
    return verdict;
}
/**
 * ev's side effects of `check`: the event log (best effort), then the state
 * cache per evaluated tick (state-cache.ts), each document made just before
 * its write. What was refused is noted in the store's refusals.
 */
function recordEvaluation(store, verdicts, staleness, ts, rules = '0.1.2', checkRun = { wallMs: 0, decisions: verdicts.length }) {
    const events = (0,verdict_events/* checkEvents */.ud)(verdicts, ts, rules);
    // ev 0.1.19: the cost of the check itself, after its per-decision events.
    if (rules !== '0.1.2')
        events.push((0,verdict_events/* checkRunEvent */.iW)(ts, checkRun.wallMs, checkRun.decisions));
    (0,results/* appendEvents */.Ib)(store, events.map(verdict_events/* formatEventLine */.Yp));
    const opened = openStateDirectory(store.root, (0,external_node_path_.join)(store.resultsDir, 'state'));
    const notes = 'directory' in opened
        ? writeStateFiles(opened.directory, stateDocuments(verdicts, staleness, ts))
        : [opened.note].filter((note) => note !== undefined);
    for (const note of notes)
        store.refused.add(note);
}
/** The state documents, each made when the writer asks for the next. */
function* stateDocuments(verdicts, staleness, ts) {
    for (const verdict of verdicts)
        yield [verdict.tick.id, stateDocument(verdict, staleness, ts)];
}


/***/ }),

/***/ 9998:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o4: () => (/* binding */ parseConfig),
/* harmony export */   wO: () => (/* binding */ stalenessWindowSeconds),
/* harmony export */   zq: () => (/* binding */ parseCount)
/* harmony export */ });
/* unused harmony exports DEFAULT_CONFIG, configValue */
/* harmony import */ var _text_rust_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1645);
/**
 * The `.evolving/config` reader (docs/ev-0.1.md#config). ev 0.1.2 does not parse TOML:
 * it scans `key = value` lines, first exact key match wins, and any value that
 * does not parse as its type falls back to the default. Pure: text in.
 */

const DEFAULT_CONFIG = Object.freeze({
    staleness_days: 7n,
    green_exit_code: 0,
    staleness_ref: 'live-origin',
    brief_limit: 10,
    schema_version: 1,
});
const U64_MAX = (1n << 64n) - 1n;
const I32_MIN = -(2n ** 31n);
const I32_MAX = 2n ** 31n - 1n;
/** The trimmed value of the first `key = value` line whose trimmed key is exactly `key`. */
function configValue(text, key) {
    for (const line of (0,_text_rust_text_js__WEBPACK_IMPORTED_MODULE_0__/* .rustLines */ .qb)(text)) {
        const eq = line.indexOf('=');
        if (eq < 0)
            continue;
        if ((0,_text_rust_text_js__WEBPACK_IMPORTED_MODULE_0__/* .rustTrim */ .jg)(line.slice(0, eq)) === key)
            return (0,_text_rust_text_js__WEBPACK_IMPORTED_MODULE_0__/* .rustTrim */ .jg)(line.slice(eq + 1));
    }
    return undefined;
}
/** Rust's integer `FromStr`: an optional sign (`-` only for signed types), then ASCII digits only. */
function parseRustInteger(text, signed) {
    const match = /^([+-]?)([0-9]+)$/.exec(text);
    if (!match)
        return undefined;
    if (match[1] === '-' && !signed)
        return undefined;
    const magnitude = BigInt(match[2]);
    return match[1] === '-' ? -magnitude : magnitude;
}
function parseU64(text) {
    if (text === undefined)
        return undefined;
    const value = parseRustInteger(text, false);
    return value !== undefined && value <= U64_MAX ? value : undefined;
}
function parseI32(text) {
    if (text === undefined)
        return undefined;
    const value = parseRustInteger(text, true);
    return value !== undefined && value >= I32_MIN && value <= I32_MAX ? Number(value) : undefined;
}
/**
 * A usize/u64 as Rust's `FromStr` reads it (ASCII digits, an optional `+`),
 * as a JavaScript number (exact up to 2^53; beyond that only the magnitude
 * matters); undefined when it is not one. Also how clap reads `brief --limit`.
 */
function parseCount(text) {
    const value = parseU64(text);
    return value === undefined ? undefined : Number(value);
}
/** ev strips one pair of surrounding double quotes, and only when both are there. */
function unquote(text) {
    return text.length >= 2 && text.startsWith('"') && text.endsWith('"') ? text.slice(1, -1) : text;
}
function parseConfig(text) {
    const stalenessRef = configValue(text, 'staleness_ref');
    return {
        staleness_days: parseU64(configValue(text, 'staleness_days')) ?? DEFAULT_CONFIG.staleness_days,
        green_exit_code: parseI32(configValue(text, 'green_exit_code')) ?? DEFAULT_CONFIG.green_exit_code,
        staleness_ref: stalenessRef === undefined ? DEFAULT_CONFIG.staleness_ref : unquote(stalenessRef),
        brief_limit: parseCount(configValue(text, 'brief_limit')) ?? DEFAULT_CONFIG.brief_limit,
        schema_version: parseCount(configValue(text, 'schema_version')) ?? DEFAULT_CONFIG.schema_version,
    };
}
/**
 * The staleness window in seconds, computed as ev computes it:
 * `staleness_days as i64 * 86_400` with two's-complement wrap-around (a
 * release build does not trap on overflow), so absurd values behave alike.
 */
function stalenessWindowSeconds(stalenessDays) {
    return BigInt.asIntN(64, BigInt.asIntN(64, stalenessDays) * 86400n);
}


/***/ }),

/***/ 3437:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h8: () => (/* binding */ parseLedger),
/* harmony export */   kQ: () => (/* binding */ parsedTicks),
/* harmony export */   rM: () => (/* binding */ parseTickFile)
/* harmony export */ });
/* unused harmony export parseLedgerInTurns */
/* harmony import */ var _ev_rules_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7257);
/* harmony import */ var _json_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2857);
/* harmony import */ var _tick_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4421);
/* harmony import */ var _text_unicode_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9416);
/**
 * The ledger as read from `.evolving/ticks/`: every tick file decoded and
 * parsed, each either a Tick or the reason it is not one. Pure: the store
 * adapter reads the bytes, this decides what they mean.
 */




function parseTickFile(file, rules = _ev_rules_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_EV_RULES */ .E9) {
    const base = { file: file.name, unknownKeys: [], duplicateKeys: [] };
    if (file.notAFile)
        return { ...base, skipped: true };
    if (file.readError !== undefined || file.bytes === undefined) {
        return { ...base, unreadable: true, error: file.readError ?? 'cannot be read' };
    }
    const json = (0,_json_text_js__WEBPACK_IMPORTED_MODULE_0__/* .parseJsonBytes */ .dQ)(file.bytes, { duplicateKeys: true });
    if (!json.ok)
        return { ...base, unreadable: true, error: json.message, evError: json.evMessage };
    const parsed = (0,_tick_js__WEBPACK_IMPORTED_MODULE_1__/* .parseTick */ .Fw)(json.value, rules);
    // The parser already listed the unknown keys of a tick; computing them again cost a sort per tick.
    return parsed.ok
        ? {
            file: file.name,
            tick: parsed.tick,
            unknownKeys: parsed.tick.unknownKeys,
            duplicateKeys: json.duplicateKeys,
        }
        : {
            file: file.name,
            error: parsed.message,
            unknownKeys: (0,_tick_js__WEBPACK_IMPORTED_MODULE_1__/* .unknownTopLevelKeys */ .IU)(json.value, rules),
            duplicateKeys: json.duplicateKeys,
        };
}
/**
 * Every tick file parsed, sorted by file name (code-point order) so output
 * is deterministic. `files` may read each file as the iteration reaches it
 * (`openTickFiles`): each file's bytes are then garbage once it is parsed,
 * instead of the whole ledger's bytes being held until the last is parsed.
 */
function parseLedger(files, rules = _ev_rules_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_EV_RULES */ .E9) {
    const entries = [];
    for (const file of files)
        entries.push(parseTickFile(file, rules));
    return entries.sort((a, b) => (0,_text_unicode_js__WEBPACK_IMPORTED_MODULE_2__/* .compareCodePoints */ .OP)(a.file, b.file));
}
/** Tick files parsed between two turns of parseLedgerInTurns. */
const FILES_PER_TURN = 250;
/**
 * parseLedger's entries, the same, parsed a share at a time: `turn` is
 * awaited between shares, so what waits on the caller's event loop (git's
 * answers) goes on while a large ledger is parsed.
 */
async function parseLedgerInTurns(files, turn, rules = DEFAULT_EV_RULES) {
    const entries = [];
    for (const file of files) {
        entries.push(parseTickFile(file, rules));
        if (entries.length % FILES_PER_TURN === 0)
            await turn();
    }
    return entries.sort((a, b) => compareCodePoints(a.file, b.file));
}
/** The entries that parsed into ticks. */
function parsedTicks(entries) {
    const ticks = [];
    for (const entry of entries)
        if (entry.tick)
            ticks.push({ file: entry.file, tick: entry.tick });
    return ticks;
}


/***/ }),

/***/ 9585:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ isPlainTickName)
/* harmony export */ });
/**
 * What a tick argument may be (docs/ev-0.1.md#tick-arguments): the argument of `show`
 * and `reopen`, and every id `log` follows, names a file directly in
 * `.evolving/ticks/`. ev 0.1.2 appends the argument to the directory path
 * unchecked, so `ev show ../config` prints the config and an absolute path
 * reads any file on the machine. Here the argument is checked before the
 * file system is touched: anything but a plain file name is "no tick with
 * that id". Pure.
 */
/**
 * True when `arg` can only name an entry directly inside `ticks/`: not empty
 * (that names `ticks/` itself), not `.` or `..`, and without a path separator
 * (`/`, or `\`, which is one on Windows) or a NUL byte (no file name holds one).
 */
function isPlainTickName(arg) {
    if (arg === '' || arg === '.' || arg === '..')
        return false;
    return !/[/\\\0]/.test(arg);
}


/***/ }),

/***/ 7511:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Sw: () => (/* binding */ reopenEvent),
/* harmony export */   Yp: () => (/* binding */ formatEventLine),
/* harmony export */   iW: () => (/* binding */ checkRunEvent),
/* harmony export */   ud: () => (/* binding */ checkEvents)
/* harmony export */ });
/* unused harmony exports tickEventFields, ageBucket, eventLabel, verdictRank, rollUp */
/* harmony import */ var _receipt_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7572);
/* harmony import */ var _source_ref_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1121);
/* harmony import */ var _text_unicode_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9416);
/**
 * The local event log `results/events.jsonl` (docs/ev-0.1.md#the-event-log): compact JSON
 * lines with their keys in code-point order (serde_json's sorted map),
 * append-only and best effort. Pure.
 *
 * ev 0.1.2: `check` logs one `check` event per printed row and, before it,
 * one `harvested` event per harvested row: `{"op","tick_id","ts","verdict"}`.
 *
 * ev 0.1.32 (0.1.6, 0.1.19, 0.1.22): per evaluated tick, a `harvested` event
 * per harvested row, then ONE `check` event carrying the tick's worst verdict
 * (`stale` with its kind: `stale:sha`, `stale:count-window`, `stale:age`),
 * `masked_stale` when a worse verdict hides a stale ground, `suppressed_from`
 * when a lock turned a not-green verdict into memo; every event about a tick
 * carries its join fields (`parent_id`, `source_ref`, a coarse `age`,
 * `supersedes`, `ratifies`). After the rows, one `check-run` cost event
 * `{decisions, wall_ms}`.
 */



function formatEventLine(event) {
    const ordered = {};
    for (const key of Object.keys(event).sort(_text_unicode_js__WEBPACK_IMPORTED_MODULE_2__/* .compareCodePoints */ .OP)) {
        const value = event[key];
        if (value !== undefined)
            ordered[key] = value;
    }
    return `${JSON.stringify(ordered)}\n`;
}
/** The events `ev check` appends for these verdicts (tick `id` field, not the file name). */
function checkEvents(verdicts, ts, rules = '0.1.2') {
    return rules === '0.1.2' ? checkEventsOf012(verdicts, ts) : checkEventsOf0132(verdicts, ts);
}
function byGroundIndex(tests) {
    return [...tests].sort((a, b) => a.groundIndex - b.groundIndex);
}
function checkEventsOf012(verdicts, ts) {
    const events = [];
    for (const { tick, tests } of verdicts) {
        for (const ground of byGroundIndex(tests)) {
            if (ground.harvested)
                events.push({ op: 'harvested', tick_id: tick.id, ts, verdict: ground.label });
            events.push({ op: 'check', tick_id: tick.id, ts, verdict: ground.label });
        }
    }
    return events;
}
function checkEventsOf0132(verdicts, ts) {
    const events = [];
    for (const { tick, tests } of verdicts) {
        const grounds = byGroundIndex(tests);
        const fields = tickEventFields(tick, ts);
        for (const ground of grounds) {
            if (ground.harvested)
                events.push({ ...fields, op: 'harvested', verdict: eventLabel(ground.label, ground.rule) });
        }
        const rolled = rollUp(grounds.map((g) => ({ label: g.label, rule: g.rule })));
        if (rolled === undefined)
            continue;
        const check = { ...fields, op: 'check', verdict: rolled.verdict };
        if (rolled.maskedStale !== undefined)
            check.masked_stale = rolled.maskedStale;
        const suppressed = grounds
            .filter((g) => g.memoReason !== undefined)
            .map((g) => ({ label: g.unlockedLabel, rule: g.rule }));
        const from = rollUp(suppressed);
        if (from !== undefined)
            check.suppressed_from = from.verdict;
        events.push(check);
    }
    return events;
}
/** The `check-run` cost event ev 0.1.19 appends after every `check`. */
function checkRunEvent(ts, wallMs, decisions) {
    return { op: 'check-run', ts, wall_ms: wallMs, decisions };
}
/** The `reopen` event: ev 0.1.2 names the argument; 0.1.32 the tick, with its join fields. */
function reopenEvent(tick, argument, ts, rules) {
    if (rules === '0.1.2')
        return { op: 'reopen', tick_id: argument, ts };
    return { ...tickEventFields(tick, ts), op: 'reopen' };
}
/** What every event about a tick carries from ev 0.1.6 on (the fields absent when the tick has none). */
function tickEventFields(tick, ts) {
    const fields = { op: '', ts, tick_id: tick.id };
    if (tick.parent_id !== '')
        fields.parent_id = tick.parent_id;
    if (tick.source_ref !== undefined)
        fields.source_ref = (0,_source_ref_js__WEBPACK_IMPORTED_MODULE_1__/* .sourceRefKey */ .s)(tick.source_ref);
    const age = ageBucket(tick.held_since, ts);
    if (age !== undefined)
        fields.age = age;
    if (tick.supersedes !== undefined)
        fields.supersedes = tick.supersedes;
    if (tick.ratifies !== undefined)
        fields.ratifies = tick.ratifies;
    return fields;
}
/**
 * A coarse decision age, `held_since` to now (ev 0.1.6, sub-day rungs from
 * 0.1.23): fresh (<5 min), minutes (<1 h), hours (<1 d), days (<7 d),
 * weeks (<30 d), months (<365 d), year+. Undefined when either time does not parse.
 */
function ageBucket(heldSince, now) {
    const then = (0,_receipt_js__WEBPACK_IMPORTED_MODULE_0__/* .parseRfc3339 */ .TM)(heldSince);
    const at = (0,_receipt_js__WEBPACK_IMPORTED_MODULE_0__/* .parseRfc3339 */ .TM)(now);
    if (then === undefined || at === undefined)
        return undefined;
    const seconds = at.seconds - then.seconds;
    const days = Math.trunc(seconds / 86_400);
    if (seconds < 300)
        return 'fresh';
    if (seconds < 3_600)
        return 'minutes';
    if (seconds < 86_400)
        return 'hours';
    if (days < 7)
        return 'days';
    if (days < 30)
        return 'weeks';
    if (days < 365)
        return 'months';
    return 'year+';
}
const STALE_KINDS = {
    'sha-stale': 'sha',
    'trigger-stale': 'count-window',
    'age-stale': 'age',
};
/** The label as the event log writes it: `stale` carries its kind (ev 0.1.6). */
function eventLabel(label, rule) {
    if (label !== 'stale')
        return label;
    const kind = STALE_KINDS[rule];
    return kind === undefined ? label : `stale:${kind}`;
}
/** How bad a verdict is for the per-tick roll-up (ev's `verdict_rank`): facts ordered, not scored. */
function verdictRank(label) {
    switch (label) {
        case 'red':
        case 'gray->red':
            return 6;
        case 'silently-unbound':
            return 5;
        case 'stale':
            return 4;
        case 'not-run':
            return 3;
        case 'unproven':
            return 2;
        case 'memo':
        case 'dirty':
            return 1;
        default:
            return 0;
    }
}
/** Rank of `stale`: a worse verdict than this hides a stale ground, so the event names it. */
const STALE_RANK = 4;
/**
 * One tick's verdicts rolled up: the first of the worst, and the first stale
 * ground's kind when a worse verdict hides it. Undefined without verdicts.
 */
function rollUp(verdicts) {
    let worst;
    let stale;
    for (const v of verdicts) {
        if (worst === undefined || verdictRank(v.label) > verdictRank(worst.label))
            worst = v;
        if (stale === undefined && v.label === 'stale')
            stale = v;
    }
    if (worst === undefined)
        return undefined;
    const rolled = {
        verdict: eventLabel(worst.label, worst.rule),
    };
    if (verdictRank(worst.label) > STALE_RANK && stale !== undefined)
        rolled.maskedStale = eventLabel(stale.label, stale.rule);
    return rolled;
}


/***/ }),

/***/ 5852:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Iw: () => (/* binding */ inShard)
/* harmony export */ });
/* unused harmony exports MAX_SHARDS, shardOfRef, formatShard, parseShard, verdictsInShard */
/* harmony import */ var _identity_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1570);
/**
 * Shards: one share of the bound checks, for one job of a matrix (`shard:
 * K/N`). A binding's shard is a function of its own test's ref alone \u2014 the
 * receipt key, the first 12 hex of SHA-256 of the ref, taken modulo N \u2014 so it
 * never depends on the order of the ledger or on the other bindings:
 * appending decisions, superseding one without changing its test, or adding
 * a platform moves nobody else's binding. Two bindings of one test share its
 * receipt file and land in one shard, so no two jobs run one test, and the
 * receipt files the shards write never overlap. Changing N moves most
 * bindings: the jobs of one workflow run all use the same N. Pure.
 */

/** The most shards: GitHub runs at most 256 jobs of one matrix. */
const MAX_SHARDS = 256;
/** The 1-based shard a bound test's ref falls in among `count`. */
function shardOfRef(ref, count) {
    // 12 hex digits are 48 bits: an exact integer; N \u2264 256 makes the modulo's bias negligible.
    return (Number.parseInt((0,_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .receiptKey */ .OH)(ref), 16) % count) + 1;
}
/** Does this bound test belong to `shard`? */
function inShard(ref, shard) {
    return shardOfRef(ref, shard.count) === shard.index;
}
/** `K/N`, as the input is written. */
function formatShard(shard) {
    return `${shard.index}/${shard.count}`;
}
/**
 * `K/N` read strictly: whole numbers, 1 \u2264 K \u2264 N \u2264 MAX_SHARDS (spaces around
 * the slash allowed). A description of what is wrong otherwise.
 */
function parseShard(text) {
    const match = /^(\d{1,9})\s*\/\s*(\d{1,9})$/.exec(text.trim());
    if (!match)
        return { problem: 'must be K/N, the shard K of N (for example 2/4)' };
    const index = Number(match[1]);
    const count = Number(match[2]);
    if (count < 1 || count > MAX_SHARDS)
        return { problem: `must have N between 1 and ${MAX_SHARDS} (GitHub's limit on a matrix)` };
    if (index < 1 || index > count)
        return { problem: `must have K between 1 and N (${count})` };
    return { index, count };
}
/**
 * The verdicts a shard job reports: each tick with only its bindings in the
 * shard, and only the ticks that keep one. The shards' reports together hold
 * every binding once, with the label one job running them all would give.
 */
function verdictsInShard(verdicts, shard) {
    const share = [];
    for (const verdict of verdicts) {
        const tests = verdict.tests.filter((ground) => inShard(ground.check.ref, shard));
        if (tests.length === verdict.tests.length && tests.length > 0)
            share.push(verdict);
        else if (tests.length > 0)
            share.push({ ...verdict, tests });
    }
    return share;
}


/***/ }),

/***/ 3256:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  wU: () => (/* binding */ CLEAN_LINES),
  we: () => (/* binding */ LedgerVerifier),
  tY: () => (/* binding */ evWarningLines),
  xy: () => (/* binding */ verifyLedger)
});

// EXTERNAL MODULE: ./src/core/ticks/ev-rules.ts
var ev_rules = __webpack_require__(7257);
// EXTERNAL MODULE: ./src/core/ticks/identity.ts
var identity = __webpack_require__(1570);
;// CONCATENATED MODULE: ./src/core/ticks/lint.ts
/**
 * Best-effort lexical lints (docs/ev-0.1.md#lints). Heuristics over fixed word lists:
 * a re-wording evades them, and ev says so.
 */
/** R3: the system must not be the subject of self-evolve language. */
const R3_SELF_EVOLVE = [
    'self-evolve',
    'self-improve',
    'self-grade',
    'self-optimize',
    'self-tune',
    'self-evaluate',
];
/** R5: no machine-initiated op language. */
const R5_FORBIDDEN_OPS = ['auto-close', 'auto-prune', 'self-stop', 'auto-inherit'];
/** Every R3 hit in list order, then every R5 hit, in one text (lower-cased substring search). */
function lintText(text) {
    const lower = text.toLowerCase();
    const hits = [];
    for (const word of R3_SELF_EVOLVE)
        if (lower.includes(word))
            hits.push({ rule: 'R3', word });
    for (const word of R5_FORBIDDEN_OPS)
        if (lower.includes(word))
            hits.push({ rule: 'R5', word });
    return hits;
}
function lintMessage(hit) {
    return hit.rule === 'R3'
        ? `R3 self-evolve subject "${hit.word}" should be a human (best-effort lint)`
        : `R5 forbidden op language "${hit.word}" (best-effort lint)`;
}

// EXTERNAL MODULE: ./src/core/text/debug-quote.ts
var debug_quote = __webpack_require__(8257);
// EXTERNAL MODULE: ./src/core/ticks/tick.ts
var ticks_tick = __webpack_require__(4421);
// EXTERNAL MODULE: ./src/core/text/unicode.ts
var unicode = __webpack_require__(9416);
;// CONCATENATED MODULE: ./src/core/ticks/verify.ts
/**
 * verify (docs/ev-0.1.md#verify-findings,
 * docs/COMPATIBILITY.md#where-this-project-is-stricter-than-ev): every finding
 * over a set of tick files, with the exact text of the ev release whose rules
 * apply (0.1.32 by default: an R5 op word in an imported tick is a warning;
 * 0.1.2 on request). Pure: takes file names and their text.
 */






/** ev prints every unknown-key warning, then every imported op-word warning. */
function evWarningLines(warnings) {
    return [
        ...warnings.filter((w) => w.kind === 'unknown-key'),
        ...warnings.filter((w) => w.kind === 'imported-op'),
    ].map((w) => w.text);
}
/**
 * One case-insensitive regex over all lint words: a text it does not match has
 * no lint hit, so lintText (which lower-cases a copy and searches ten times)
 * runs only on the rare text that may have one. Sound because the words are
 * ASCII: lower-casing yields ASCII letters only from ASCII letters (and from
 * U+212A KELVIN SIGN \u2192 k and U+0130 \u2192 i + U+0307, neither of which can
 * complete a word), exactly the letters /i folds.
 */
const MAY_LINT = new RegExp([...R3_SELF_EVOLVE, ...R5_FORBIDDEN_OPS]
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|'), 'i');
function lintHits(text) {
    return MAY_LINT.test(text) ? lintText(text) : [];
}
/**
 * Since 0.1.3 an imported tick transcribes history: an R5 op word in it was
 * recorded, not authored now, so it is a warning; R3 and every other rule stay hard.
 */
function softensR5(tick, rules) {
    return rules !== '0.1.2' && tick.provenance === 'imported';
}
function importedOpWarnings(file, tick) {
    const texts = [tick.decision, tick.observe, ...tick.grounds.map((g) => g.claim)];
    return texts.flatMap((text) => lintHits(text)
        .filter((hit) => hit.rule === 'R5')
        .map((hit) => ({
        file,
        kind: 'imported-op',
        key: hit.word,
        text: `${file}: warning: R5 op language "${hit.word}" in imported historical text (recorded, not authored \u2014 best-effort lint)`,
    })));
}
/** Findings about one parsed tick, in ev's order (docs/ev-0.1.md#verify-findings, the rows after R1/R2). */
function tickFindings(file, tick, rules) {
    const findings = [];
    const add = (kind, message) => findings.push({ file, kind, text: `${file}: ${message}` });
    const recomputed = (0,identity/* tickId */.BW)(tick);
    if (recomputed !== file)
        add('id-mismatch', `id != hash(payload) (R4/R6) \u2014 recomputed ${recomputed}`);
    if (tick.id !== file)
        add('stored-id', `stored id field ${tick.id} != filename (R6)`);
    if ((0,unicode/* isBlank */.z3)(tick.blame))
        add('blame', 'empty blame (R5) \u2014 every mutating op names a human');
    if ((0,ticks_tick/* isDetectOnly */.gX)(tick) && tick.grounds.some((g) => (0,ticks_tick/* isTestCheck */.zI)(g.check))) {
        add('cd-test', 'a C/D jurisdiction (detect-only) tick may carry no test check');
    }
    const softR5 = softensR5(tick, rules);
    const lint = (text) => {
        for (const hit of lintHits(text))
            if (!(softR5 && hit.rule === 'R5'))
                add('lint', lintMessage(hit));
    };
    lint(tick.decision);
    lint(tick.observe);
    for (const ground of tick.grounds)
        lint(ground.claim);
    return findings;
}
/** A file the current walk up the parents holds (chainFindings). */
const ON_PATH = 0;
/**
 * R6 over the parsed ticks, keyed by file name as ev keys them: a parent that
 * does not resolve, and every tick whose walk up the parents revisits a tick
 * (also a tick that merely leads into a cycle). ev walks from every tick \u2014
 * quadratic; one pass with memoised outcomes gives the same findings.
 */
function chainFindings(parentOf) {
    const findings = [];
    for (const [file, parent] of parentOf) {
        if (parent !== '' && !parentOf.has(parent)) {
            findings.push({
                file,
                kind: 'parent',
                text: `${file}: parent_id ${parent} does not resolve (R6)`,
            });
        }
    }
    // Each file's outcome once known (does its walk reach a cycle?), or ON_PATH while the current
    // walk holds it: one map, no set or list made per walk (a 10,000-tick ledger walks 10,000 times).
    const reachesCycle = new Map();
    const path = [];
    for (const start of parentOf.keys()) {
        if (reachesCycle.has(start))
            continue;
        path.length = 0;
        let current = start;
        let outcome = false;
        // Bounded: a file joins a walk's path once in all (it then has an entry).
        while (current !== undefined) {
            const known = reachesCycle.get(current);
            if (known !== undefined) {
                // Back at a file this walk holds: it has come round a cycle.
                outcome = known === ON_PATH ? true : known;
                break;
            }
            path.push(current);
            reachesCycle.set(current, ON_PATH);
            const parent = parentOf.get(current) ?? '';
            current = parent !== '' && parentOf.has(parent) ? parent : undefined;
        }
        for (let i = 0; i < path.length; i++)
            reachesCycle.set(path[i], outcome);
    }
    for (const [file, cyclic] of reachesCycle) {
        if (cyclic === true)
            findings.push({ file, kind: 'cycle', text: `${file}: parent chain has a cycle (R6)` });
    }
    return findings;
}
function warningsOf(entry, schemaVersion) {
    const file = entry.file;
    if (entry.skipped) {
        return [
            {
                file,
                kind: 'skipped',
                key: '',
                text: `${file}: warning: not a regular file \u2014 skipped, as ev skips it`,
            },
        ];
    }
    const warnings = entry.unknownKeys.map((key) => ({
        file,
        kind: 'unknown-key',
        key,
        text: `${file}: warning: tolerated unknown top-level field ${(0,debug_quote/* debugQuote */.Y)(key)} (schema_version ${schemaVersion}) \u2014 a typo'd field name parses through but is ignored`,
    }));
    for (const { key, line } of entry.duplicateKeys) {
        warnings.push({
            file,
            kind: 'duplicate-key',
            key,
            line,
            text: `${file}:${line}: warning: duplicate key ${(0,debug_quote/* debugQuote */.Y)(key)} \u2014 the last value wins (as in ev), the earlier one is ignored`,
        });
    }
    return warnings;
}
const FINDING_ORDER = [
    'parse',
    'id-mismatch',
    'stored-id',
    'blame',
    'cd-test',
    'lint',
    'parent',
    'cycle',
];
/**
 * verify, one ledger entry at a time: each entry's own findings and warnings
 * are taken when it is added, and only its file name and parent are kept for
 * the chain rules, so the caller can drop the entry (its bytes, its parsed
 * tick) straight away. Entries may come in any order; the result is sorted.
 */
class LedgerVerifier {
    schemaVersion;
    rules;
    findings = [];
    warnings = [];
    parentOf = new Map();
    constructor(schemaVersion, rules = ev_rules/* DEFAULT_EV_RULES */.E9) {
        this.schemaVersion = schemaVersion;
        this.rules = rules;
    }
    add(entry) {
        // A tick file may hold a million duplicate keys or grounds: never spread them into a call.
        for (const warning of warningsOf(entry, this.schemaVersion))
            this.warnings.push(warning);
        if (entry.tick) {
            for (const finding of tickFindings(entry.file, entry.tick, this.rules))
                this.findings.push(finding);
            if (softensR5(entry.tick, this.rules))
                for (const warning of importedOpWarnings(entry.file, entry.tick))
                    this.warnings.push(warning);
            this.parentOf.set(entry.file, entry.tick.parent_id);
        }
        else if (entry.error !== undefined) {
            this.findings.push({
                file: entry.file,
                kind: 'parse',
                text: `${entry.file}: R1/R2 ${entry.error}`,
            });
        }
    }
    /** Every finding by file (code-point order), then in ev's order within a file; warnings by file. */
    result() {
        const findings = [...this.findings, ...chainFindings(this.parentOf)];
        const rank = (f) => FINDING_ORDER.indexOf(f.kind);
        findings.sort((a, b) => (0,unicode/* compareCodePoints */.OP)(a.file, b.file) || rank(a) - rank(b));
        // Stable: a file's own warnings keep their order.
        const warnings = [...this.warnings].sort((a, b) => (0,unicode/* compareCodePoints */.OP)(a.file, b.file));
        return { findings, warnings };
    }
}
/** verify over parsed ledger entries; `schemaVersion` comes from the config. */
function verifyLedger(entries, schemaVersion, rules = ev_rules/* DEFAULT_EV_RULES */.E9) {
    const verifier = new LedgerVerifier(schemaVersion, rules);
    for (const entry of entries)
        verifier.add(entry);
    return verifier.result();
}
const CLEAN_LINES = [
    '\u2713 chain intact: every id == hash(payload), lineage forward-only',
    '\u2713 every tick validates against the closed schema (R1) and check shape (R2)',
];


/***/ })

} }; })
