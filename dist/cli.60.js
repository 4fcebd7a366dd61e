(function (importMetaUrl) { 'use strict'; return { id: 60, ids: [60], modules: {

/***/ 3128:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D3: () => (/* binding */ commitOf),
/* harmony export */   GT: () => (/* binding */ ledgersAtCommits),
/* harmony export */   _C: () => (/* binding */ renamesFollowed),
/* harmony export */   pH: () => (/* binding */ changedPathsBetween)
/* harmony export */ });
/* unused harmony exports reviewCommands, writerFilesAt, ledgerAtCommit, textsAtTwoCommits */
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_claims_annotate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7885);
/* harmony import */ var _core_claims_drift_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4678);
/* harmony import */ var _core_claims_fold_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(442);
/* harmony import */ var _core_claims_scan_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3404);
/* harmony import */ var _ledger_files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4709);
/* harmony import */ var _git_anchors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5311);
/* harmony import */ var _core_text_pathspec_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3487);
/* harmony import */ var _git_runner_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(2638);
/**
 * An ev 0.2 ledger at a commit, read from git objects (never from the work
 * tree, which the pull request controls and which may be another commit):
 * its writer files, the world its anchors are read in, and the paths a pull
 * request changes between two commits. A constant number of git processes:
 * per commit, one `ls-tree` of its whole tree (claims/git-anchors.ts commitListing:
 * the writer files, the anchors' tree and the changed paths are all read
 * from it); for the commits read together (a pull request's base and head),
 * one `cat-file --batch` for their writer files and claims/git-anchors.ts's worlds
 * (one `cat-file --batch-check`, one history graph, one set of changes, one
 * `cat-file --batch` for the anchored blobs). Nothing is written.
 */









const BLOBS = ['cat-file', '--batch'];
const SIZES = (/* unused pure expression or super */ null && (['cat-file', '--batch-check=%(objectname) %(objecttype) %(objectsize)']));
/**
 * The processes a claims review at these commits runs (for git/runner.ts's
 * startAhead, to start them while the run holds little), in the order it
 * needs them: each commit's listing and the writer files' blobs, then what
 * it runs once it has read the ledgers \u2014 each commit's world (claims/git-anchors.ts)
 * and, with `placing`, the texts textsAtTwoCommits reads.
 */
function reviewCommands(commits, placing) {
    return [
        ...commits.map(listingCommand),
        BLOBS,
        ...worldCommands(),
        ...(placing ? [SIZES, BLOBS] : []),
    ];
}
/**
 * The writer files of `<prefix>.evolving/ledger/` at `commit`, in git's
 * order (byte order of the names), from the commit's listing (shared with
 * its anchors' tree: claims/git-anchors.ts commitListing). A link, a submodule or a
 * directory named `x.jsonl` is refused, as is a file over the bound.
 */
async function listWriterFiles(ctx, commit, prefix) {
    const dir = (0,_core_text_pathspec_js__WEBPACK_IMPORTED_MODULE_7__/* .toByteString */ .pv)(`${prefix}.evolving/ledger/`);
    const listing = await (0,_git_anchors_js__WEBPACK_IMPORTED_MODULE_6__/* .commitListing */ .Km)(ctx, commit);
    const refused = [];
    const wanted = [];
    for (const [path, { mode, type, oid, size }] of listing ?? []) {
        if (!path.startsWith(dir))
            continue;
        const name = (0,_git_anchors_js__WEBPACK_IMPORTED_MODULE_6__/* .textOfBytes */ .gm)(path.slice(dir.length));
        if (name.includes('/') || !(0,_core_claims_scan_js__WEBPACK_IMPORTED_MODULE_4__/* .isWriterFileName */ .Hg)(name))
            continue;
        if (type !== 'blob' || mode === '120000') {
            refused.push(`.evolving/ledger/${name}: not a regular file at ${commit.slice(0, 12)} \u2014 not read`);
            continue;
        }
        if ((size ?? 0) > _ledger_files_js__WEBPACK_IMPORTED_MODULE_5__/* .LEDGER_BOUNDS */ ._.writerFile) {
            refused.push(`.evolving/ledger/${name}: larger than the bound \u2014 not read`);
            continue;
        }
        wanted.push({ name, oid });
    }
    return { wanted, refused };
}
/**
 * The writer files of `<prefix>.evolving/ledger/` at `commit`, in git's
 * order (byte order of the names). A link, a submodule or a directory named
 * `x.jsonl` is refused, as is a file over the bounds or not UTF-8.
 */
async function writerFilesAt(ctx, commit, prefix) {
    return (await writerFilesAtCommits(ctx, [commit], prefix))[0];
}
/**
 * The writer files at each commit, as `writerFilesAt` reads them alone: one
 * listing per commit, then one `cat-file --batch` for every commit's blobs,
 * each blob read and decoded once (a file the pull request did not touch is
 * one object at both commits).
 */
async function writerFilesAtCommits(ctx, at, prefix) {
    const listed = await Promise.all(at.map((commit) => listWriterFiles(ctx, commit, prefix)));
    const oids = [...new Set(listed.flatMap(({ wanted }) => wanted.map((w) => w.oid)))];
    let bodies = new Map();
    if (oids.length > 0) {
        const result = await (0,_git_runner_js__WEBPACK_IMPORTED_MODULE_8__/* .runGit */ .EO)(ctx, BLOBS, oids.map((o) => `${o}\n`).join(''));
        if (result.code !== 0)
            return listed.map(({ refused }) => ({ files: [], refused }));
        bodies = (0,_git_runner_js__WEBPACK_IMPORTED_MODULE_8__/* .batchBlobsById */ .jR)(result.stdout);
    }
    const texts = new LedgerTexts();
    return listed.map(({ wanted, refused }) => {
        const files = [];
        let total = 0;
        for (const { name, oid } of wanted) {
            const body = bodies.get(oid);
            if (body === undefined)
                break; // cat-file's answer stopped short: the rest is not read
            total += body.length;
            if (total > _ledger_files_js__WEBPACK_IMPORTED_MODULE_5__/* .LEDGER_BOUNDS */ ._.ledger) {
                refused.push('.evolving/ledger/: larger than the bound in all \u2014 the rest is not read');
                break;
            }
            const text = texts.decode(name, oid, body);
            if (text === undefined)
                refused.push(`.evolving/ledger/${name}: not UTF-8 \u2014 not read`);
            else
                files.push({ name, text });
        }
        return { files, refused };
    });
}
/**
 * Writer files decoded from UTF-8 (strictly: a file that is not UTF-8 is
 * not read), each blob once. A file that grew between two commits (an
 * append-only writer file in a pull request) decodes only the bytes after
 * the whole lines it had: those lines are the same text.
 */
class LedgerTexts {
    byOid = new Map();
    byName = new Map();
    decode(name, oid, body) {
        if (this.byOid.has(oid))
            return this.byOid.get(oid);
        const earlier = this.byName.get(name) ?? [];
        let grown;
        for (const was of earlier)
            if ((grown = grownText(was, body)) !== undefined)
                break;
        const text = grown === undefined ? strictUtf8(body, true) : grown.text;
        this.byOid.set(oid, text);
        if (text !== undefined)
            this.byName.set(name, [...earlier, { body, text }]);
        return text;
    }
}
/**
 * When `body` begins with every whole line of `was` (its bytes up to the
 * last newline): its text, those lines' text then the rest decoded (none
 * when the rest is not UTF-8). Past a newline a byte order mark is text, not
 * a mark, so the rest keeps it. Undefined when `body` does not begin so.
 */
function grownText(was, body) {
    const whole = was.body.lastIndexOf(0x0a) + 1;
    if (whole === 0 || body.length < whole || body.compare(was.body, 0, whole, 0, whole) !== 0)
        return undefined;
    const rest = strictUtf8(body.subarray(whole), false);
    const kept = was.text.slice(0, was.text.lastIndexOf('\n') + 1);
    return { text: rest === undefined ? undefined : kept + rest };
}
/**
 * `bytes` as text when they are UTF-8 (else undefined), as a fatal
 * `TextDecoder` reads them: a byte order mark at the start of a file is
 * dropped (`atStart`). `isUtf8` validates in one native pass, faster than
 * the decoder's own check.
 */
function strictUtf8(bytes, atStart) {
    if (!(0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(bytes))
        return undefined;
    const mark = atStart && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
    return bytes.toString('utf8', mark ? 3 : 0);
}
/** The ledger at `commit` and the world its claims' anchors are read in there. */
async function ledgerAtCommit(ctx, commit, prefix) {
    const [read] = await ledgersAtCommits(ctx, [commit], prefix);
    return read;
}
/**
 * The ledger at each commit (a pull request's head and base), each read as
 * `ledgerAtCommit` reads it alone; their writer files are read together
 * (writerFilesAtCommits) and scanned together (scanLedgers: what a file
 * held at the base is read once), and their worlds share one set of git
 * processes (claims/git-anchors.ts's worldsAt: one history graph for both).
 */
async function ledgersAtCommits(ctx, at, prefix, budget) {
    const read = await writerFilesAtCommits(ctx, at, prefix);
    const scans = (0,_core_claims_scan_js__WEBPACK_IMPORTED_MODULE_4__/* .scanLedgers */ .YK)(read.map(({ files }) => files));
    const folded = scans.map((scan) => ({ scan, derived: (0,_core_claims_fold_js__WEBPACK_IMPORTED_MODULE_3__/* .fold */ .AU)(scan.events) }));
    const worlds = await (0,_git_anchors_js__WEBPACK_IMPORTED_MODULE_6__/* .worldsAt */ .ZA)(ctx, at.map((commit, i) => ({
        questions: (0,_core_claims_annotate_js__WEBPACK_IMPORTED_MODULE_1__/* .worldQuestions */ .Su)((0,_core_claims_fold_js__WEBPACK_IMPORTED_MODULE_3__/* .everyClaim */ .GC)(folded[i].derived)),
        at: { kind: 'commit', commit },
    })), budget);
    return read.map(({ files, refused }, i) => ({
        files,
        refused,
        world: worlds[i],
        read: folded[i],
    }));
}
/**
 * The paths that differ between `base` and `head` (what `git diff-tree -r
 * --no-renames` names: each file, link or submodule whose mode or object
 * differs, or that one side lacks), relative to the store root, from the
 * two commits' listings (claims/git-anchors.ts commitListing: the ones the ledger's
 * reading takes); undefined when git cannot say (a commit missing from a
 * shallow clone).
 */
async function changedPathsBetween(ctx, base, head, prefix) {
    const [before, after] = await Promise.all([(0,_git_anchors_js__WEBPACK_IMPORTED_MODULE_6__/* .commitListing */ .Km)(ctx, base), (0,_git_anchors_js__WEBPACK_IMPORTED_MODULE_6__/* .commitListing */ .Km)(ctx, head)]);
    if (before === undefined || after === undefined)
        return undefined;
    const changed = [];
    const differs = (path, entry, other) => {
        if (entry.type === 'tree')
            return; // its files are listed too
        if (other !== undefined &&
            other.type !== 'tree' &&
            other.mode === entry.mode &&
            other.oid === entry.oid)
            return;
        const text = (0,_git_anchors_js__WEBPACK_IMPORTED_MODULE_6__/* .textOfBytes */ .gm)(path);
        if (text.startsWith(prefix))
            changed.push(text.slice(prefix.length));
    };
    for (const [path, entry] of after)
        differs(path, entry, before.get(path));
    for (const [path, entry] of before)
        if (!after.has(path) || after.get(path)?.type === 'tree')
            differs(path, entry, undefined);
    return changed;
}
/** The most renames read from git's rename detection (the rest are not followed). */
const RENAMES_BOUND = 10_000;
/**
 * What the proposals need of the files a pull request renamed (core
 * review.ts FollowInput): for each path an anchor cites with a pass-line
 * that is a file at B and absent at H, where git's rename detection between
 * B and H (`diff-tree -M`, plumbing: no user configuration changes it) finds
 * it, and H's tree for those new paths, read by the reader that reads the
 * anchors (claims/git-anchors.ts worldAt). No process at all when no anchored file
 * is gone; else one `diff-tree` and one world's read. Undefined when git
 * cannot say.
 */
async function renamesFollowed(ctx, base, head, prefix, atBase, atHead) {
    const gone = new Set();
    for (const path of (0,_core_claims_annotate_js__WEBPACK_IMPORTED_MODULE_1__/* .worldQuestions */ .Su)((0,_core_claims_fold_js__WEBPACK_IMPORTED_MODULE_3__/* .everyClaim */ .GC)(atBase.read.derived)).texts) {
        const key = (0,_core_claims_drift_js__WEBPACK_IMPORTED_MODULE_2__/* .tableKey */ .ih)(path);
        if (key === undefined)
            continue;
        const before = atBase.world.tree.probe(path, false).kind;
        if ((before === 'file' || before === 'readable') &&
            atHead.world.tree.probe(path, false).kind === 'absent')
            gone.add(key);
    }
    if (gone.size === 0)
        return undefined;
    const result = await (0,_git_runner_js__WEBPACK_IMPORTED_MODULE_8__/* .runGit */ .EO)(ctx, [
        'diff-tree',
        '-r',
        '-z',
        '-M',
        '--name-status',
        '--diff-filter=R',
        '--no-ext-diff',
        '--end-of-options',
        base,
        head,
    ]);
    if (result.code !== 0)
        return undefined;
    const renames = new Map();
    const fields = result.stdout.toString('latin1').split('\0');
    for (let i = 0; i + 2 < fields.length && renames.size < RENAMES_BOUND; i += 3) {
        if (!(fields[i] ?? '').startsWith('R'))
            break; // not the answer this parser knows
        const from = (0,_git_anchors_js__WEBPACK_IMPORTED_MODULE_6__/* .textOfBytes */ .gm)(fields[i + 1] ?? '');
        const to = (0,_git_anchors_js__WEBPACK_IMPORTED_MODULE_6__/* .textOfBytes */ .gm)(fields[i + 2] ?? '');
        if (!from.startsWith(prefix) || !to.startsWith(prefix))
            continue;
        const key = from.slice(prefix.length);
        if (gone.has(key))
            renames.set(key, to.slice(prefix.length));
    }
    if (renames.size === 0)
        return undefined;
    const paths = new Set(renames.values());
    const world = await (0,_git_anchors_js__WEBPACK_IMPORTED_MODULE_6__/* .worldAt */ .aZ)(ctx, { paths, texts: paths, commits: new Set(), drift: new Map() }, { kind: 'commit', commit: head });
    return { renames, tree: world.tree };
}
/**
 * The commit a revision names (`HEAD`, a branch, `origin/main~3`, a sha),
 * asked of `git cat-file --batch-check` on stdin (never as an argument), or
 * undefined when it names none.
 */
async function commitOf(ctx, revision) {
    if (revision === '' || /[\n\0]/.test(revision))
        return undefined;
    const result = await (0,_git_runner_js__WEBPACK_IMPORTED_MODULE_8__/* .runGit */ .EO)(ctx, ['cat-file', '--batch-check=%(objectname) %(objecttype)'], `${revision}^{commit}\n`);
    const match = /^([0-9a-f]{40,64}) commit$/.exec(result.stdout.toString('utf8').trim());
    return match === null ? undefined : match[1];
}
/** The most bytes of one file read for placing annotations (as an anchored file's bound). */
const PLACED_FILE_BOUND = (/* unused pure expression or super */ null && (64 * 1024 * 1024));
/**
 * The text of each repository-relative path at `from` and at `to` (a file
 * absent, not a regular file, over the bound or not UTF-8 has none there):
 * one `cat-file --batch-check` for the sizes and one `cat-file --batch` for
 * the texts, the `<commit>:<path>` names on stdin (a path holding a newline
 * is not asked: no line of the protocol can carry it).
 */
async function textsAtTwoCommits(ctx, from, to, paths) {
    const texts = new Map();
    const asked = paths
        .filter((path) => path !== '' && !/[\n\0]/.test(path))
        .flatMap((path) => [
        { path, side: 'from', name: `${from}:${path}` },
        { path, side: 'to', name: `${to}:${path}` },
    ]);
    if (asked.length === 0)
        return texts;
    const check = await runGit(ctx, SIZES, asked.map((a) => `${a.name}\n`).join(''));
    if (check.code !== 0)
        return texts;
    const answers = check.stdout.toString('utf8').split('\n');
    const wanted = asked.flatMap((a, i) => {
        const [oid = '', type, size] = (answers[i] ?? '').split(' ');
        return type === 'blob' && Number(size) <= PLACED_FILE_BOUND ? [{ ...a, oid }] : [];
    });
    if (wanted.length === 0)
        return texts;
    const blobs = await runGit(ctx, BLOBS, wanted.map((w) => `${w.oid}\n`).join(''));
    if (blobs.code !== 0)
        return texts;
    const decoder = new TextDecoder('utf-8', { fatal: true });
    batchBlobBodies(blobs.stdout, wanted.length).forEach((body, i) => {
        const { path, side } = wanted[i];
        try {
            const entry = texts.get(path) ?? {};
            entry[side] = decoder.decode(body);
            texts.set(path, entry);
        }
        catch {
            // not UTF-8: the finding stays where it was found
        }
    });
    return texts;
}


/***/ }),

/***/ 6756:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ repositoryFor)
/* harmony export */ });
/* harmony import */ var _adapters_git_runner_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2638);
/**
 * The repository a command's git works in: the caller's when it located one
 * (the bot, from the workspace root), else located from the command's own
 * directory (`--cwd`, or the current one) \u2014 the directory the user chose.
 */

function repositoryFor(io, dir) {
    return io.repository !== undefined
        ? Promise.resolve(io.repository)
        : (0,_adapters_git_runner_js__WEBPACK_IMPORTED_MODULE_0__/* .locateRepository */ .ZX)(dir, io.env);
}


/***/ }),

/***/ 3198:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Oq: () => (/* binding */ doctorReport),
/* harmony export */   nm: () => (/* binding */ movementCensus),
/* harmony export */   rR: () => (/* binding */ claimsWithEvidence),
/* harmony export */   wd: () => (/* binding */ integrityProblems)
/* harmony export */ });
/* harmony import */ var _text_unicode_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9416);
/* harmony import */ var _cells_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5720);
/* harmony import */ var _evidence_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4864);
/* harmony import */ var _fold_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(442);
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9759);
/* harmony import */ var _readings_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(256);
/**
 * `ev doctor` as ev 0.2.4 prints it (docs/ev-0.2.md, "doctor"): the ledger's
 * integrity problems (dangling references, duplicate closes, a writer's
 * clock running backwards), then three census lines that never gate \u2014
 * anchor liveness and ref types, the movement census over every claim with
 * evidence, the reading grid over open claims \u2014 and a note when the ledger
 * has no baseline marker. Problems make the command exit 2. Pure.
 */






/** Event types that point at a claim, and are checked for a dangling one. */
const CLAIM_POINTERS = new Set(['evidence', 'close', 'hold', 'demand', 'verify', 'prune', 'ack']);
/** The problems `ev doctor` lists, in its order: dangling references, duplicate closes, clock drift. */
function integrityProblems(events) {
    const claimIds = new Set(events.filter((e) => e.type === 'claim').map((e) => e.id));
    const problems = [];
    for (const event of events) {
        if (!CLAIM_POINTERS.has(event.type))
            continue;
        const claim = (0,_json_js__WEBPACK_IMPORTED_MODULE_2__/* .stringField */ .OM)(event.body, 'claim');
        if (claim !== undefined && !claimIds.has(claim))
            problems.push(`dangling ${event.type} \u2192 unknown claim ${claim} (event ${event.id})`);
    }
    const closed = new Set();
    for (const event of events) {
        if (event.type !== 'close')
            continue;
        const claim = (0,_json_js__WEBPACK_IMPORTED_MODULE_2__/* .stringField */ .OM)(event.body, 'claim');
        if (claim === undefined)
            continue;
        if (closed.has(claim))
            problems.push(`duplicate close on ${claim}`);
        closed.add(claim);
    }
    // Events arrive ordered by (ts, writer, seq), so a writer's ts never runs backwards here:
    // ev checks it all the same, and so does this.
    const lastTs = new Map();
    for (const event of events) {
        const previous = lastTs.get(event.writer);
        if (previous !== undefined && (0,_text_unicode_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodePoints */ .OP)(event.ts, previous) < 0)
            problems.push(`clock drift on writer ${event.writer}: ${event.ts} < ${previous}`);
        lastTs.set(event.writer, event.ts);
    }
    return problems;
}
/** `ev doctor`'s report, from the scanned events and their annotated fold. */
function doctorReport(events, annotated) {
    const problems = integrityProblems(events);
    const lines = [];
    if (problems.length === 0) {
        const claims = new Set(events.filter((e) => e.type === 'claim').map((e) => e.id)).size;
        lines.push(`ledger clean: ${events.length} events, ${claims} claims.`);
    }
    else {
        for (const problem of problems)
            lines.push(`\u2022 ${problem}`);
    }
    const withEvidence = claimsWithEvidence(annotated);
    lines.push(...livenessLines(withEvidence));
    lines.push(...movementLines(movementCensus(withEvidence)));
    lines.push(...readingLines(annotated.claims));
    if ((0,_fold_js__WEBPACK_IMPORTED_MODULE_1__/* .baselineHead */ ._)(events) === undefined)
        lines.push('no baseline marker: the session-end sweep will not file a window. Run `ev baseline [<sha>]` to record where the ledger began.');
    return { stdout: lines.map((l) => `${l}\n`).join(''), problems };
}
/** The census's scope: every claim the fold knows \u2014 open, grey, closed or dead \u2014 that carries evidence. */
function claimsWithEvidence(derived) {
    return [...derived.claims, ...derived.grey, ...derived.closed].filter((c) => c.evidence.length > 0);
}
function livenessLines(claims) {
    const liveness = {
        content: 0,
        existence: 0,
        immutable: 0,
        asserted: 0,
        unparseable: 0,
    };
    const kinds = {
        commit: 0,
        file: 0,
        test: 0,
        artifact: 0,
        url: 0,
        metric: 0,
    };
    let noContent = 0;
    for (const claim of claims) {
        for (const evidence of claim.evidence) {
            liveness[evidence.liveness]++;
            if (evidence.parsed !== undefined)
                kinds[evidence.parsed.kind]++;
        }
        if (!claim.evidence.some((e) => e.liveness === 'content'))
            noContent++;
    }
    if (claims.length === 0)
        return [];
    const lines = [
        `anchor liveness (every claim, open and closed): content ${liveness.content} \u00b7 existence ${liveness.existence} \u00b7 immutable ${liveness.immutable} \u00b7 asserted ${liveness.asserted} \u00b7 unparseable ${liveness.unparseable}`,
        `ref types in use: commit ${kinds.commit} \u00b7 file ${kinds.file} \u00b7 test ${kinds.test} \u00b7 artifact ${kinds.artifact} \u00b7 url ${kinds.url} \u00b7 metric ${kinds.metric}`,
    ];
    if (noContent > 0)
        lines.push(`  \u26a0 ${noContent} of ${claims.length} claims rest only on anchors that cannot fail when the cited code changes.`);
    if (liveness.asserted > 0)
        lines.push(`  \u26a0 ${liveness.asserted} anchor(s) are metric:/url: \u2014 ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_3__/* .livenessWhy */ .Uq)('asserted')}.`);
    return lines;
}
/** The movement census over annotated claims (doctor counts every claim with evidence). */
function movementCensus(claims) {
    const census = {
        total: 0,
        still: 0,
        moved: 0,
        changed: 0,
        gone: 0,
        legacy: 0,
        unmeasured: 0,
    };
    const field = {
        still: 'still',
        'neighborhood-moved': 'moved',
        'anchor-changed': 'changed',
        'file-gone': 'gone',
        legacy: 'legacy',
    };
    for (const claim of claims) {
        const worst = (0,_cells_js__WEBPACK_IMPORTED_MODULE_4__/* .worstCell */ .K2)(claim.evidence.map((e) => e.cell));
        census[worst === undefined ? 'unmeasured' : field[worst]]++;
        census.total++;
    }
    return census;
}
function movementLines(census) {
    if (census.total === 0)
        return [];
    const lines = [
        `${census.total} claims \u00b7 still ${census.still} \u00b7 neighborhood-moved ${census.moved} \u00b7 anchor-changed ${census.changed} \u00b7 file-gone ${census.gone} \u00b7 legacy ${census.legacy} \u00b7 unmeasured ${census.unmeasured}`,
    ];
    if (census.unmeasured > 0)
        lines.push(`  \u26a0 ${census.unmeasured} claim(s) carry no anchor ev can place on the movement map \u2014 ev reports nothing about them.`);
    if (census.moved > 0)
        lines.push(`  \u26a0 ${census.moved} claims sit on code that moved beside the anchored line \u2014 the anchor cannot see it. Re-read.`);
    if (census.changed + census.gone > 0)
        lines.push(`  \u26a0 ${census.changed + census.gone} claims rest on an anchor whose cited code is gone. Re-read.`);
    return lines;
}
function readingLines(open) {
    const census = (0,_readings_js__WEBPACK_IMPORTED_MODULE_5__/* .readingCensus */ .q2)(open.map((c) => c.reading));
    if (census.claims === 0)
        return [];
    const present = census.claims * _readings_js__WEBPACK_IMPORTED_MODULE_5__/* .STORABLE_SLOTS */ .Tn.length - census.empty;
    const bySlot = _readings_js__WEBPACK_IMPORTED_MODULE_5__/* .STORABLE_SLOTS */ .Tn.map(([d, l], i) => `${d}/${l} ${census.emptyBySlot[i] ?? 0}`);
    return [
        `reading grid (${census.claims} open claims): present ${present} \u00b7 empty ${census.empty}`,
        `  empty by slot: ${bySlot.join(' \u00b7 ')}`,
    ];
}


/***/ }),

/***/ 1570:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BW: () => (/* binding */ tickId),
/* harmony export */   OH: () => (/* binding */ receiptKey),
/* harmony export */   Z6: () => (/* binding */ canonicalPayload),
/* harmony export */   fg: () => (/* binding */ sha256Hex)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_unicode_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9416);
/**
 * Content-addressed identity (docs/ev-0.1.md#identity): a tick's id is the first 12 hex
 * characters of SHA-256 over the canonical JSON (RFC 8785) of its hashed
 * payload {decision, observe, grounds, parent_id}.
 */


/**
 * One-shot `crypto.hash` (Node \u2265 20.12) is about twice as fast as a Hash
 * object for inputs the size of a tick or a receipt file \u2014 verify hashes
 * every tick, the action every receipt file it reads; older Node 20
 * releases lack it and take the long way.
 */
function sha256Hex(data) {
    if (typeof node_crypto__WEBPACK_IMPORTED_MODULE_0__.hash === 'function')
        return node_crypto__WEBPACK_IMPORTED_MODULE_0__.hash('sha256', data, 'hex');
    return node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash('sha256').update(data).digest('hex');
}
/*
 * The payload holds only strings, arrays and objects of known keys, so its
 * canonical form (RFC 8785) is ECMAScript's JSON.stringify of a copy whose
 * objects list their keys in code-point order: JSON.stringify escapes a
 * string as RFC 8785 does (`"`, `\\` and control characters, everything else
 * raw), keeps the order in which keys were added (none is an array index),
 * and writes no space. One native call per tick: `verify` hashes every tick,
 * and a generic canonicaliser (walking, sorting and copying each object),
 * then a string built field by field, were most of its time. The golden
 * vectors and a cross-check against json-canonicalize in the tests pin the
 * bytes.
 */
/** A liveness set as hashed: sorted by code point and de-duplicated (most hold one entry). */
function canonicalSet(values) {
    return values.length === 1 ? values : (0,_text_unicode_js__WEBPACK_IMPORTED_MODULE_1__/* .sortedSet */ .Cc)(values);
}
/** A check as hashed: liveness sets canonical; an absent counter_test omitted. */
function canonicalCheck(check) {
    if (check.by === 'person')
        return { by: 'person', ref: check.ref };
    const { platforms, surfaces, triggered_by } = check.liveness;
    const liveness = {
        platforms: canonicalSet(platforms),
        surfaces: canonicalSet(surfaces),
        triggered_by: canonicalSet(triggered_by),
    };
    const { ref, verified_at_sha } = check;
    return check.counter_test === undefined
        ? { by: 'test', liveness, ref, verified_at_sha }
        : { by: 'test', counter_test: check.counter_test, liveness, ref, verified_at_sha };
}
/** Grounds keep their authored order; a ground without a check omits the key (never null). */
function canonicalGround(ground) {
    const { claim, supports } = ground;
    return ground.check === undefined
        ? { claim, supports }
        : { check: canonicalCheck(ground.check), claim, supports };
}
/**
 * The canonical JSON (RFC 8785) of {decision, grounds, observe, parent_id}.
 * `parentId` stands in for the payload's own: a decision's identity is its
 * payload under an empty parent (lineage.ts), and a copy of the whole tick
 * to change one field was garbage made for every tick whose decision text
 * repeats.
 */
function canonicalPayload(payload, parentId = payload.parent_id) {
    return JSON.stringify({
        decision: payload.decision,
        grounds: payload.grounds.map(canonicalGround),
        observe: payload.observe,
        parent_id: parentId,
    });
}
function tickId(payload) {
    return sha256Hex(canonicalPayload(payload)).slice(0, 12);
}
/** Keys already computed: a ledger asks for the same few refs' keys once per receipt line. */
const receiptKeys = new Map();
const RECEIPT_KEYS_KEPT = 100_000;
let lastRef;
let lastKey = '';
/** The receipt file key of a bound test: first 12 hex of SHA-256 of its ref. */
function receiptKey(ref) {
    // A receipt file's lines all name one ref: comparing with the last is cheaper than hashing it for the map.
    if (ref === lastRef)
        return lastKey;
    let key = receiptKeys.get(ref);
    if (key === undefined) {
        key = sha256Hex(ref).slice(0, 12);
        if (receiptKeys.size >= RECEIPT_KEYS_KEPT)
            receiptKeys.clear();
        receiptKeys.set(ref, key);
    }
    lastRef = ref;
    lastKey = key;
    return key;
}


/***/ }),

/***/ 41:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  previewClaims: () => (/* binding */ previewClaims)
});

// EXTERNAL MODULE: ./src/adapters/claims/git-ledger.ts
var git_ledger = __webpack_require__(3128);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/core/claims/annotate.ts
var annotate = __webpack_require__(7885);
// EXTERNAL MODULE: ./src/core/claims/doctor.ts
var doctor = __webpack_require__(3198);
// EXTERNAL MODULE: ./src/core/claims/drift.ts
var drift = __webpack_require__(4678);
// EXTERNAL MODULE: ./src/core/claims/evidence.ts
var claims_evidence = __webpack_require__(4864);
// EXTERNAL MODULE: ./src/core/claims/fold.ts
var fold = __webpack_require__(442);
// EXTERNAL MODULE: ./src/core/claims/anchors.ts
var claims_anchors = __webpack_require__(3067);
// EXTERNAL MODULE: ./src/core/text/unicode.ts
var unicode = __webpack_require__(9416);
;// CONCATENATED MODULE: ./src/core/claims/follow.ts
/**
 * Following the code a broken anchor cited, from the pull request's diff
 * (docs/ev-0.2.md, "Where the code went"): a proposal a person confirms,
 * never applied (nothing here writes to the ledger).
 *
 * - A rename: the anchored file is gone at H, git's rename detection between
 *   B and H names where it went, and the new file holds the pass-line:
 *   `ev evidence <claim> '<kind>:<new path>::<text>'`.
 * - An edit: the line that held the pass-line at B was replaced in a hunk,
 *   and one of the hunk's new lines is clearly its successor \u2014 the most
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
 * survives inside another line (a comment `# was: \u2026`). `survivesVerbatim`
 * says whether some line at H still cites it: holds it with the same text
 * before it as a line that held it at B (a verbatim move is a move). Pure.
 */



/** The similarity a successor needs (a S\u00f8rensen\u2013Dice coefficient on character bigrams, 0 \u2026 1). */
const SUCCESSOR_THRESHOLD = 0.6;
/** The most new lines of one hunk compared (a larger hunk: no proposal, said so). */
const HUNK_LINES_MAX = 400;
/** The most characters of a line compared (the rest is not read). */
const LINE_CHARS_MAX = 2000;
/** A line as compared: trimmed, runs of white space as one space, within LINE_CHARS_MAX. */
function normalizeLine(line) {
    return line.slice(0, LINE_CHARS_MAX).trim().replace(/\s+/g, ' ');
}
function bigrams(text) {
    const counts = new Map();
    for (let i = 0; i + 1 < text.length; i++) {
        const gram = text.slice(i, i + 2);
        counts.set(gram, (counts.get(gram) ?? 0) + 1);
    }
    return counts;
}
/**
 * How alike two lines are, 0 \u2026 1: twice the character bigrams they share
 * over the bigrams of both (S\u00f8rensen\u2013Dice), on the normalized lines; 1 for
 * equal ones. Linear in the lines' lengths.
 */
function similarity(a, b) {
    const x = normalizeLine(a);
    const y = normalizeLine(b);
    if (x === y)
        return 1;
    if (x.length < 2 || y.length < 2)
        return 0;
    const gx = bigrams(x);
    const gy = bigrams(y);
    let shared = 0;
    for (const [gram, n] of gx)
        shared += Math.min(n, gy.get(gram) ?? 0);
    return (2 * shared) / (x.length - 1 + (y.length - 1));
}
/** The successor of `old` among the hunk's new lines (blank lines are no candidates). */
function successorOf(old, candidates) {
    const lines = candidates.filter((c) => normalizeLine(c.text) !== '');
    if (lines.length > HUNK_LINES_MAX)
        return { kind: 'none', candidates: lines.length, tooLarge: true };
    const scored = lines
        .map((c) => ({ ...c, score: similarity(old, c.text) }))
        .sort((a, b) => b.score - a.score || a.line - b.line);
    const [best, second] = scored;
    if (best === undefined)
        return { kind: 'none', candidates: 0 };
    if (best.score < SUCCESSOR_THRESHOLD)
        return { kind: 'none', candidates: lines.length, best: best.score };
    if (second !== undefined && second.score >= best.score)
        return {
            kind: 'several',
            candidates: scored.filter((c) => c.score >= best.score).length,
            best: best.score,
        };
    const clear = {
        kind: 'clear',
        line: best.line,
        text: best.text,
        similarity: best.score,
    };
    if (second !== undefined)
        clear.runnerUp = second.score;
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
function shQuote(text) {
    if (NOT_PROPOSABLE.test(text) || (0,unicode/* neutralizeInvisible */.d)(text) !== text)
        return undefined;
    return `'${text.replace(/'/g, `'\\''`)}'`;
}
/** A claim id as an argument: bare when it is plain, else quoted (undefined when sh cannot carry it). */
function argument(text) {
    return /^[A-Za-z0-9_.:-]+$/.test(text) ? text : shQuote(text);
}
/** What a person runs to re-file: `ev evidence <claim> '<ref>'`, or undefined when sh cannot carry it. */
function evidenceCommand(claimId, ref) {
    const claim = argument(claimId);
    const quoted = shQuote(ref);
    return claim === undefined || quoted === undefined ? undefined : `ev evidence ${claim} ${quoted}`;
}
/** What a person runs to acknowledge a moved claim. */
function ackCommand(claimId) {
    const claim = argument(claimId);
    return claim === undefined ? undefined : `ev ack ${claim}`;
}
/**
 * The ref that cites `passline` in `path`, kept of the original's kind
 * (`file:` or `test:`), when ev parses it back to that path and text and it
 * resolves in `tree`: the same reader as the anchors'.
 */
function checkedRef(kind, path, passline, tree, commits) {
    if (kind !== 'file' && kind !== 'test')
        return undefined;
    const ref = `${kind}:${path}::${passline}`;
    const parsed = (0,claims_evidence/* parseRef */.rd)(ref);
    if (parsed?.payload !== path || parsed.passline !== passline)
        return undefined;
    return (0,claims_anchors/* statusOf */.c2)(parsed, tree, commits) === 'resolves' ? ref : undefined;
}
/** A re-file's proposal, or the reason there is none (sh cannot carry it). */
function refile(claimId, ref, make) {
    const command = evidenceCommand(claimId, ref);
    return command === undefined ? { kind: 'none', why: 'unquotable' } : make(command);
}
/** The lines of a text as `str::lines` gives them (a `\r` before `\n` dropped). */
function textLines(text) {
    const lines = text.split('\n');
    if (lines.length > 0 && lines[lines.length - 1] === '')
        lines.pop();
    return lines.map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l));
}
/**
 * A line's lead up to its first `passline`, white space at its start
 * aside: what a line that still cites the text keeps (`pub fn f(a) {` \u2192
 * `pub fn f(b, c) {` keeps `pub fn f` for the pass-line `fn f`; `// was: pub fn
 * f(a) {` does not).
 */
function lead(line, passline) {
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
function survivesVerbatim(base, head, passline) {
    return linesSurvive(textLines(base), textLines(head), passline);
}
/** survivesVerbatim on texts already split into lines (a file many anchors cite is split once). */
function linesSurvive(base, head, passline) {
    if (passline === '')
        return true;
    const cited = new Set(base.filter((l) => l.includes(passline)).map((l) => lead(l, passline)));
    if (cited.size === 0)
        return true;
    return head.some((l) => l.includes(passline) && cited.has(lead(l, passline)));
}

// EXTERNAL MODULE: ./src/core/claims/events.ts
var events = __webpack_require__(9588);
;// CONCATENATED MODULE: ./src/core/claims/line-map.ts
/**
 * Where a line of a file at the base sits in the same file at the head: the
 * place a broken anchor is annotated. Check-run annotations refer to the
 * head commit, so the base's line number is wrong as soon as a line above it
 * is added or removed.
 *
 * The two texts are compared line by line (Myers' shortest edit script, on
 * what is left between their common prefix and suffix). A line the change
 * keeps maps to its line at the head; a line it removes or replaces maps to
 * the hunk that took its place: the first line of the replacing lines, or,
 * for a pure deletion, the line after which the deletion happened. The
 * comparison is bounded (edits and steps); beyond the bound the whole middle
 * between the common prefix and suffix is taken as one hunk. Pure.
 */
/** The work one comparison may do before it settles for the prefix/suffix approximation. */
const LINE_MAP_BOUNDS = {
    /** Edits (lines removed plus lines added) Myers' search looks for. */
    edits: 1000,
    /** Steps (line comparisons and diagonals visited), shared by every map one budget serves. */
    steps: 20_000_000,
};
function lineMapBudget(steps = LINE_MAP_BOUNDS.steps) {
    return { steps };
}
/** The lines of a text as `str::lines` numbers them: a final newline ends the last line. */
function linesOf(text) {
    const lines = text.split('\n');
    if (lines.length > 0 && lines[lines.length - 1] === '')
        lines.pop();
    return lines;
}
/**
 * The map from `base`'s lines to `head`'s. Pairs of matched lines of the
 * middle (between the common prefix and suffix) are kept ascending; a line
 * is looked up by binary search.
 */
function lineMap(base, head, budget = lineMapBudget(), edits = LINE_MAP_BOUNDS.edits) {
    const a = linesOf(base);
    const b = linesOf(head);
    let prefix = 0;
    const shorter = Math.min(a.length, b.length);
    while (prefix < shorter && a[prefix] === b[prefix])
        prefix++;
    let suffix = 0;
    while (suffix < shorter - prefix && a[a.length - 1 - suffix] === b[b.length - 1 - suffix])
        suffix++;
    budget.steps -= prefix + suffix;
    const middleA = a.length - prefix - suffix;
    const middleB = b.length - prefix - suffix;
    const matches = middleA === 0 || middleB === 0
        ? { base: new Int32Array(0), head: new Int32Array(0) }
        : budget.steps > 0
            ? matchedPairs(intern(a, b, prefix, middleA, middleB), edits, budget)
            : undefined;
    const exact = matches !== undefined;
    const pairs = matches ?? { base: new Int32Array(0), head: new Int32Array(0) };
    const headLines = b.length;
    return {
        exact,
        kept: prefix + suffix + pairs.base.length,
        at(line) {
            const index = Math.min(Math.max(Math.trunc(line), 1), Math.max(a.length, 1)) - 1;
            let mapped;
            if (index < prefix)
                mapped = index;
            else if (index >= a.length - suffix)
                mapped = index - a.length + headLines;
            else
                mapped = prefix + inMiddle(index - prefix, pairs, middleB);
            return Math.min(Math.max(mapped + 1, 1), Math.max(headLines, 1));
        },
        replacedBy(line) {
            const index = Math.trunc(line) - 1;
            if (index < prefix || index >= a.length - suffix)
                return undefined;
            const hunk = hunkOf(index - prefix, pairs, middleB);
            return hunk === undefined
                ? undefined
                : { from: prefix + hunk.from + 1, to: prefix + hunk.to + 1 };
        },
    };
}
/** The 0-based head lines `[from, to)` of the middle that replace the middle's base line `index`; undefined when it is kept. */
function hunkOf(index, pairs, middleB) {
    let low = 0;
    let high = pairs.base.length;
    while (low < high) {
        const mid = (low + high) >>> 1;
        if (pairs.base[mid] <= index)
            low = mid + 1;
        else
            high = mid;
    }
    const before = low - 1;
    if (before >= 0 && pairs.base[before] === index)
        return undefined;
    const previousHead = before >= 0 ? pairs.head[before] : -1;
    const nextHead = low < pairs.base.length ? pairs.head[low] : middleB;
    return { from: previousHead + 1, to: nextHead };
}
/** A 0-based line of the middle of the base \u2192 its 0-based line in the middle of the head. */
function inMiddle(index, pairs, middleB) {
    // The last pair at or before `index` (binary search on ascending base lines).
    let low = 0;
    let high = pairs.base.length;
    while (low < high) {
        const mid = (low + high) >>> 1;
        if (pairs.base[mid] <= index)
            low = mid + 1;
        else
            high = mid;
    }
    const before = low - 1;
    if (before >= 0 && pairs.base[before] === index)
        return pairs.head[before];
    const previousHead = before >= 0 ? pairs.head[before] : -1;
    const nextHead = low < pairs.base.length ? pairs.head[low] : middleB;
    // Lines added in the hunk: its first one; none (a pure deletion): the line before it.
    return nextHead - previousHead > 1 ? previousHead + 1 : previousHead;
}
/** The middles of both texts as numbers, one per distinct line, so lines compare as integers. */
function intern(a, b, prefix, middleA, middleB) {
    const ids = new Map();
    const idOf = (line) => {
        let id = ids.get(line);
        if (id === undefined)
            ids.set(line, (id = ids.size));
        return id;
    };
    const x = new Int32Array(middleA);
    for (let i = 0; i < middleA; i++)
        x[i] = idOf(a[prefix + i]);
    const y = new Int32Array(middleB);
    for (let i = 0; i < middleB; i++)
        y[i] = idOf(b[prefix + i]);
    return { a: x, b: y };
}
/**
 * Myers' greedy search for the shortest edit script from `a` to `b`, its
 * frontier kept per number of edits to walk the path back; the matched
 * pairs along the path, ascending. Undefined when the script needs more
 * than `maxEdits` edits or the budget runs out.
 */
function matchedPairs({ a, b }, maxEdits, budget) {
    const n = a.length;
    const m = b.length;
    const limit = Math.min(maxEdits, n + m);
    const offset = limit + 1;
    const v = new Int32Array(2 * limit + 3);
    const trace = [];
    for (let d = 0; d <= limit; d++) {
        // The frontier before this round, over the diagonals it may read: -d \u2026 d.
        trace.push(v.slice(offset - d, offset + d + 1));
        budget.steps -= 2 * d + 1;
        for (let k = -d; k <= d; k += 2) {
            let x = k === -d || (k !== d && v[offset + k - 1] < v[offset + k + 1])
                ? v[offset + k + 1]
                : v[offset + k - 1] + 1;
            let y = x - k;
            const start = x;
            while (x < n && y < m && a[x] === b[y]) {
                x++;
                y++;
            }
            budget.steps -= x - start + 1;
            v[offset + k] = x;
            if (x >= n && y >= m)
                return walkBack(trace, x, y);
        }
        if (budget.steps < 0)
            return undefined;
    }
    return undefined;
}
/** The matched pairs on the path the frontiers recorded, from its end (x, y) back to (0, 0). */
function walkBack(trace, endX, endY) {
    const base = [];
    const head = [];
    let x = endX;
    let y = endY;
    for (let d = trace.length - 1; d >= 0; d--) {
        let previousX = 0;
        let previousY = 0;
        if (d > 0) {
            const v = trace[d]; // indexed by k + d
            const k = x - y;
            const down = k === -d || (k !== d && v[k - 1 + d] < v[k + 1 + d]);
            const previousK = down ? k + 1 : k - 1;
            previousX = v[previousK + d];
            previousY = previousX - previousK;
            // The edit itself: one step right (a removed line) or down (an added one).
            const stepX = down ? previousX : previousX + 1;
            const stepY = down ? previousY + 1 : previousY;
            while (x > stepX && y > stepY) {
                x--;
                y--;
                base.push(x);
                head.push(y);
            }
        }
        else {
            while (x > 0 && y > 0) {
                x--;
                y--;
                base.push(x);
                head.push(y);
            }
        }
        x = previousX;
        y = previousY;
    }
    return { base: Int32Array.from(base.reverse()), head: Int32Array.from(head.reverse()) };
}
/**
 * The lines two sequences share, as a minimal diff pairs them (the common
 * prefix and suffix, then Myers' shortest edit script on the middle):
 * ascending 0-based pairs, or undefined beyond the bounds. What a ledger's
 * integrity check compares a writer file's base and head with, so that one
 * inserted line is one change and the lines after it are not "moved".
 */
function matchedLines(a, b, budget = lineMapBudget(), edits = LINE_MAP_BOUNDS.edits) {
    let prefix = 0;
    const shorter = Math.min(a.length, b.length);
    while (prefix < shorter && a[prefix] === b[prefix])
        prefix++;
    let suffix = 0;
    while (suffix < shorter - prefix && a[a.length - 1 - suffix] === b[b.length - 1 - suffix])
        suffix++;
    budget.steps -= prefix + suffix;
    const middleA = a.length - prefix - suffix;
    const middleB = b.length - prefix - suffix;
    const middle = middleA === 0 || middleB === 0
        ? { base: new Int32Array(0), head: new Int32Array(0) }
        : budget.steps > 0
            ? matchedPairs(intern(a, b, prefix, middleA, middleB), edits, budget)
            : undefined;
    if (middle === undefined)
        return undefined;
    const count = prefix + middle.base.length + suffix;
    const base = new Int32Array(count);
    const head = new Int32Array(count);
    for (let i = 0; i < prefix; i++)
        base[i] = head[i] = i;
    for (let i = 0; i < middle.base.length; i++) {
        base[prefix + i] = prefix + middle.base[i];
        head[prefix + i] = prefix + middle.head[i];
    }
    for (let i = 0; i < suffix; i++) {
        base[count - suffix + i] = a.length - suffix + i;
        head[count - suffix + i] = b.length - suffix + i;
    }
    return { base, head };
}

// EXTERNAL MODULE: ./src/core/claims/json.ts
var json = __webpack_require__(9759);
;// CONCATENATED MODULE: ./src/core/claims/integrity.ts
/**
 * The ledger's own integrity across a pull request: each writer file at the
 * base B must reappear at the head H as itself followed by new lines
 * (compared as a minimal diff, so each breach is counted once). ev's
 * `doctor` reads one commit and cannot see a rewrite; the diff can. One
 * exception, as ev repairs it before its next append: a last line at B that
 * provably tore (it does not parse) may be cut first. Each breach is named by
 * file and line; no message quotes a line's content (ledger text is
 * untrusted). Pure.
 */




/** The most violations named per writer file (the rest are counted in one more). */
const VIOLATIONS_PER_FILE = 20;
/** A writer file's lines as `str::lines` splits them, each kept raw (a `\r` is part of an edit). */
function rawLines(text) {
    if (text === '')
        return [];
    const lines = text.split('\n');
    if (lines[lines.length - 1] === '')
        lines.pop();
    return lines;
}
function isBlank(line) {
    return line.trim() === '';
}
/** The last line at B was cut by a killed write: it does not parse and ends without a newline. */
function tornLastLine(text, lines) {
    const last = lines[lines.length - 1];
    if (last === undefined || text.endsWith('\n') || isBlank(last))
        return false;
    return (0,events/* parseEnvelope */.mE)(last.endsWith('\r') ? last.slice(0, -1) : last) === undefined;
}
/**
 * B's kept lines against H as a minimal diff (line-map.ts's bounded Myers):
 * the lines B and H share are kept; between two kept lines, a line of B is
 * moved (its text is a line H adds elsewhere), edited (paired in order with
 * a line H adds there) or removed, and a line H adds there that pairs with
 * none is inserted. After B's last kept line, H's lines are appended (the
 * first ones edit the lines B lost there). So one line inserted in the
 * middle is one breach, at that line, and the lines after it are kept.
 * Undefined beyond the diff's bounds.
 */
function minimalBreaches(b, h, budget) {
    const pairs = matchedLines(b, h, budget);
    if (pairs === undefined)
        return undefined;
    const matchedHead = new Set(pairs.head);
    // H's lines no pair keeps, by text: where a line B lost may have moved to.
    const added = new Map();
    for (const [at, line] of h.entries())
        if (!matchedHead.has(at))
            added.set(line, [...(added.get(line) ?? []), at]);
    const movedTo = new Set();
    const breaches = [];
    let appendedFrom = 0;
    for (let p = 0; p <= pairs.base.length; p++) {
        const last = p === pairs.base.length;
        const fromB = p === 0 ? 0 : pairs.base[p - 1] + 1;
        const toB = last ? b.length : pairs.base[p];
        const fromH = p === 0 ? 0 : pairs.head[p - 1] + 1;
        const toH = last ? h.length : pairs.head[p];
        let nextH = fromH;
        for (let i = fromB; i < toB; i++) {
            const was = b[i];
            const elsewhere = added.get(was)?.find((at) => !movedTo.has(at));
            if (elsewhere !== undefined) {
                movedTo.add(elsewhere);
                breaches.push({ kind: 'reordered', line: i + 1, what: `moved to line ${elsewhere + 1}` });
                continue;
            }
            while (nextH < toH && movedTo.has(nextH))
                nextH++;
            if (nextH < toH) {
                nextH++;
                breaches.push({ kind: 'edited', line: i + 1, what: 'edited' });
            }
            else
                breaches.push({ kind: 'removed', line: i + 1, what: 'removed' });
        }
        if (last) {
            appendedFrom = nextH;
            break;
        }
        for (let j = nextH; j < toH; j++)
            if (!movedTo.has(j))
                breaches.push({ kind: 'inserted', line: j + 1, what: 'inserted' });
    }
    return { breaches, appendedFrom };
}
/** B's kept lines against H line by line (beyond the minimal diff's bounds). */
function positionalBreaches(b, h) {
    const breaches = [];
    let positions; // indexed at the first breach
    for (let i = 0; i < b.length; i++) {
        const was = b[i];
        if (h[i] === was)
            continue;
        if (positions === undefined) {
            positions = new Map();
            for (const [at, line] of h.entries())
                if (!positions.has(line))
                    positions.set(line, at);
        }
        const elsewhere = positions.get(was);
        breaches.push(elsewhere !== undefined
            ? { kind: 'reordered', line: i + 1, what: `moved to line ${elsewhere + 1}` }
            : i < h.length
                ? { kind: 'edited', line: i + 1, what: 'edited' }
                : { kind: 'removed', line: i + 1, what: 'removed' });
    }
    return { breaches, appendedFrom: b.length };
}
/** `before` and `after` as text, `b` and `h` their raw lines. */
function diffFile(name, before, b, h, budget) {
    const torn = tornLastLine(before, b);
    const kept = torn && h[b.length - 1] !== b[b.length - 1] ? b.length - 1 : b.length;
    // Most pull requests only append: B's kept lines are H's first lines.
    let same = 0;
    while (same < kept && h[same] === b[same])
        same++;
    if (same === kept)
        return { violations: [], appendedFrom: kept };
    const keptLines = b.slice(0, kept);
    const { breaches, appendedFrom } = minimalBreaches(keptLines, h, budget) ?? positionalBreaches(keptLines, h);
    const violations = breaches
        .slice(0, VIOLATIONS_PER_FILE)
        .map(({ kind, line, what }) => ({
        kind,
        file: name,
        line,
        message: kind === 'inserted'
            ? `.evolving/ledger/${name}:${line}: a line was inserted between existing ledger lines (a writer file only grows at its end)`
            : `.evolving/ledger/${name}:${line}: an existing ledger line was ${what} (a writer file only grows)`,
    }));
    if (breaches.length > violations.length)
        violations.push({
            kind: 'edited',
            file: name,
            line: kept,
            message: `.evolving/ledger/${name}: ${breaches.length - violations.length} more existing line(s) rewritten`,
        });
    return { violations, appendedFrom };
}
/**
 * Every breach of append-only between the writer files at B and at H, and
 * what the appended lines introduce (an id reused with other content, a line
 * that does not parse, a dangling reference, a duplicate close).
 */
function ledgerViolations(base, head, headEvents, baseEvents) {
    const violations = [];
    const headByName = new Map(head.map((f) => [f.name, f]));
    const baseByName = new Map(base.map((f) => [f.name, f]));
    const appended = [];
    // Each text split once: a ledger of 10,000 claims is megabytes of lines.
    const baseLines = new Map(base.map((f) => [f.name, rawLines(f.text)]));
    // One budget for every file's minimal diff: many rewritten files cannot add up.
    const budget = lineMapBudget();
    for (const file of base) {
        if (headByName.has(file.name))
            continue;
        violations.push({
            kind: 'file-deleted',
            file: file.name,
            line: 1,
            message: `.evolving/ledger/${file.name}: a writer file was deleted (its events leave the ledger)`,
        });
    }
    for (const file of head) {
        const before = baseByName.get(file.name);
        const lines = rawLines(file.text);
        const diff = before === undefined
            ? undefined
            : diffFile(file.name, before.text, baseLines.get(file.name), lines, budget);
        if (diff !== undefined)
            violations.push(...diff.violations);
        const endsClean = file.text.endsWith('\n');
        for (let i = diff?.appendedFrom ?? 0; i < lines.length; i++) {
            const raw = lines[i];
            if (isBlank(raw))
                continue;
            const envelope = (0,events/* parseEnvelope */.mE)(raw.endsWith('\r') ? raw.slice(0, -1) : raw);
            const entry = { file: file.name, line: i + 1, raw, parsed: !!envelope };
            if (envelope !== undefined)
                entry.id = envelope.id;
            appended.push(entry);
            if (envelope === undefined && !(i === lines.length - 1 && !endsClean))
                violations.push({
                    kind: 'unparseable',
                    file: file.name,
                    line: i + 1,
                    message: `.evolving/ledger/${file.name}:${i + 1}: a new line is not an ev event (ev skips it)`,
                });
        }
    }
    violations.push(...reusedIds(baseLines, baseEvents, appended));
    violations.push(...introducedProblems(baseEvents, headEvents, appended));
    return violations;
}
/**
 * Each of these ids' first line at B, as written: where B's scan read each
 * event (the scan keeps the first line holding an id, as this does). Only
 * the ids asked: a pull request appends a few lines to a ledger of many.
 */
function linesById(lines, events, ids) {
    const byId = new Map();
    for (const event of events) {
        if (!ids.has(event.id))
            continue;
        const raw = lines.get(event.file)?.[event.line - 1];
        if (raw !== undefined)
            byId.set(event.id, raw);
    }
    return byId;
}
function reusedIds(baseLines, baseEvents, appended) {
    const ids = new Set(appended.flatMap((line) => (line.id === undefined ? [] : [line.id])));
    const known = linesById(baseLines, baseEvents, ids);
    const violations = [];
    for (const line of appended) {
        if (line.id === undefined)
            continue;
        const earlier = known.get(line.id);
        if (earlier === undefined)
            known.set(line.id, line.raw);
        else if (earlier !== line.raw)
            violations.push({
                kind: 'id-reused',
                file: line.file,
                line: line.line,
                message: `.evolving/ledger/${line.file}:${line.line}: an event id already in the ledger reappears with other content (ev keeps the first)`,
            });
    }
    return violations;
}
/** Dangling references and duplicate closes at H that B did not have, named at the appended event. */
function introducedProblems(baseEvents, headEvents, appended) {
    const before = new Set((0,doctor/* integrityProblems */.wd)(baseEvents));
    const fresh = (0,doctor/* integrityProblems */.wd)(headEvents).filter((p) => !before.has(p));
    if (fresh.length === 0)
        return [];
    const appendedIds = new Set(appended.flatMap((a) => (a.id === undefined ? [] : [a.id])));
    const violations = [];
    for (const problem of fresh) {
        const dangling = /^dangling (\S+) \u2192 unknown claim .* \(event (.+)\)$/.exec(problem);
        let event;
        let kind;
        if (dangling !== null) {
            kind = 'dangling';
            event = headEvents.find((e) => e.id === dangling[2]);
        }
        else if (problem.startsWith('duplicate close on ')) {
            kind = 'duplicate-close';
            const claim = problem.slice('duplicate close on '.length);
            event = headEvents.findLast((e) => e.type === 'close' && (0,json/* stringField */.OM)(e.body, 'claim') === claim && appendedIds.has(e.id));
        }
        else
            continue; // a writer's clock: ev orders events by ts, so it never shows here
        if (event === undefined)
            continue;
        violations.push({
            kind,
            file: event.file,
            line: event.line,
            message: kind === 'dangling'
                ? `.evolving/ledger/${event.file}:${event.line}: a new ${event.type} event points at a claim the ledger does not hold`
                : `.evolving/ledger/${event.file}:${event.line}: a second close of a claim already closed`,
        });
    }
    return violations;
}
/** At one commit (no base to compare with): ev doctor's integrity problems, named at their event. */
function commitViolations(events) {
    return introducedProblems([], events, events.map((e) => ({ file: e.file, line: e.line, raw: '', parsed: true, id: e.id })));
}

// EXTERNAL MODULE: ./src/core/claims/scan.ts
var claims_scan = __webpack_require__(3404);
;// CONCATENATED MODULE: ./src/core/claims/review.ts










/** How many findings of each kind are returned (the surfaces cap again; the report counts every one). */
const LIST_BOUND = 5000;
function folded(at) {
    const scan = at.read?.scan ?? (0,claims_scan/* scanLedger */.TT)(at.files);
    const derived = (0,annotate/* annotate */.fz)(at.read?.derived ?? (0,fold/* fold */.AU)(scan.events), at.world);
    return {
        thoughts: new Map(derived.thoughts.map((t) => [t.id, t.label])),
        events: scan.events,
        skipped: scan.skipped,
        claims: new Map((0,fold/* everyClaim */.GC)(derived).map((c) => [c.id, c])),
    };
}
/** The first line of `text` holding `passline` (`str::lines`), 1-based. */
function lineOf(text, passline) {
    // No line holds a newline; otherwise the first occurrence lies on the first line holding it.
    if (passline === '' || passline.includes('\n'))
        return undefined;
    const at = text.indexOf(passline);
    if (at < 0)
        return undefined;
    let line = 1;
    for (let i = text.indexOf('\n'); i >= 0 && i < at; i = text.indexOf('\n', i + 1))
        line++;
    return line;
}
function lookOf(evidence, world) {
    const look = { status: evidence.status };
    if (evidence.drift !== undefined)
        look.drift = evidence.drift;
    if (evidence.cell !== undefined)
        look.cell = evidence.cell;
    const path = evidence.parsed === undefined ? undefined : (0,claims_evidence/* anchorPath */.V3)(evidence.parsed);
    const passline = evidence.parsed?.passline;
    if (path !== undefined && (passline !== undefined || evidence.status === 'unreachable')) {
        const probed = world.tree.probe(path, passline !== undefined);
        if (probed.kind === 'file' && passline !== undefined) {
            const line = lineOf(probed.text, passline);
            if (line !== undefined)
                look.line = line;
        }
        if (probed.kind === 'unreadable' && evidence.status === 'unreachable' && probed.why)
            look.unreadable = probed.why;
    }
    return look;
}
/**
 * Where a broken anchor's base line sits at H, through the change to its
 * file: undefined when the file is not readable at both commits (gone at H,
 * too large). One map per path, its comparison bounded by the review's budget.
 */
function headLineOf(path, baseLine, worlds, maps, budget) {
    let map = maps.get(path);
    if (map === undefined) {
        const before = worlds.base.tree.probe(path, true);
        const after = worlds.head.tree.probe(path, true);
        map =
            before.kind === 'file' && after.kind === 'file'
                ? lineMap(before.text, after.text, budget)
                : null;
        maps.set(path, map);
    }
    return map === null ? undefined : map.at(baseLine);
}
/** A file's text at a commit, when its tree read it. */
function textAt(world, path) {
    const probed = world.tree.probe(path, true);
    return probed.kind === 'file' ? probed.text : undefined;
}
/**
 * Where an anchor that resolves at H resolves only inside a line none of
 * its cited lines at B became (follow.ts survivesVerbatim): H's first line
 * holding its text. Undefined when a cited line survives, or a text is not
 * read at both commits.
 */
function substringOnly(evidence, path, worlds, split) {
    const passline = evidence.parsed?.passline;
    if (path === undefined || passline === undefined || evidence.status !== 'resolves')
        return undefined;
    let lines = split.get(path);
    if (lines === undefined) {
        const base = textAt(worlds.base, path);
        const head = textAt(worlds.head, path);
        lines =
            base === undefined || head === undefined || base === head
                ? null
                : { base: textLines(base), head: textLines(head) };
        split.set(path, lines);
    }
    if (lines === null || linesSurvive(lines.base, lines.head, passline))
        return undefined;
    const at = lines.head.findIndex((l) => l.includes(passline));
    return at < 0 ? undefined : { line: at + 1, text: lines.head[at] };
}
/**
 * A broken anchor's proposal (follow.ts): its file renamed and holding the
 * text \u2192 evidence at the new path; its cited line replaced by a clear
 * successor in its hunk \u2192 evidence on that line; else why there is none.
 */
function proposal(claimId, evidence, anchor, worlds, follow, maps, budget) {
    const none = { kind: 'none', why: 'no-candidate' };
    const parsed = evidence.parsed;
    const path = anchor.path;
    if (parsed === undefined || path === undefined || parsed.passline === undefined)
        return none;
    const passline = parsed.passline;
    if (anchor.after.status === 'gone') {
        const key = (0,drift/* tableKey */.ih)(path);
        const to = key === undefined ? undefined : follow?.renames.get(key);
        if (to === undefined || follow === undefined)
            return none;
        const ref = checkedRef(parsed.kind, to, passline, follow.tree, worlds.head.commits);
        return ref === undefined
            ? none
            : refile(claimId, ref, (command) => ({ kind: 'rename', command, ref, from: path, to }));
    }
    const baseLine = anchor.before?.line;
    if (baseLine === undefined)
        return none;
    const base = textAt(worlds.base, path);
    const head = textAt(worlds.head, path);
    if (base === undefined || head === undefined)
        return none;
    let map = maps.get(path);
    if (map === undefined)
        maps.set(path, (map = lineMap(base, head, budget)));
    const oldText = textLines(base)[baseLine - 1] ?? '';
    const old = { line: baseLine, text: oldText };
    const hunk = map?.replacedBy(baseLine);
    if (hunk === undefined)
        return { ...none, old };
    const headLines = textLines(head);
    // A line that holds the text is where ev's substring match finds it, never its successor.
    const candidates = [];
    for (let line = hunk.from; line < hunk.to; line++) {
        const text = headLines[line - 1] ?? '';
        if (!text.includes(passline))
            candidates.push({ line, text });
    }
    const choice = successorOf(oldText, candidates);
    if (choice.kind === 'several')
        return {
            kind: 'none',
            why: 'several-candidates',
            candidates: choice.candidates,
            best: choice.best,
            old,
        };
    if (choice.kind === 'none') {
        const result = {
            kind: 'none',
            why: choice.tooLarge === true ? 'hunk-too-large' : 'no-candidate',
            candidates: choice.candidates,
            old,
        };
        if (choice.best !== undefined)
            result.best = choice.best;
        return result;
    }
    const text = choice.text.trim();
    const ref = checkedRef(parsed.kind, path, text, worlds.head.tree, worlds.head.commits);
    if (ref === undefined)
        return { ...none, old };
    return refile(claimId, ref, (command) => ({
        kind: 'edit',
        command,
        ref,
        old,
        new: { line: choice.line, text: choice.text },
        similarity: choice.similarity,
    }));
}
const MOVED_CELLS = new Set([
    'neighborhood-moved',
    'anchor-changed',
    'file-gone',
]);
/** Whether the pull request changes `path` (a file, or something under a directory anchor). */
function touchedBy(changed, dirs, path) {
    const key = (0,drift/* tableKey */.ih)(path);
    return key !== undefined && (changed.has(key) || dirs.has(key));
}
function directoriesOf(changed) {
    const dirs = new Set();
    for (const path of changed)
        for (let at = path.lastIndexOf('/'); at > 0; at = path.lastIndexOf('/', at - 1))
            dirs.add(path.slice(0, at));
    return dirs;
}
const RANK = { broken: 0, moved: 1, 'base-moved': 2, still: 3 };
function readingOf(before, after, touched, scope, substring) {
    if (scope === 'commit')
        return MOVED_CELLS.has(after.cell) ? 'base-moved' : 'still';
    if (before === undefined)
        return 'still'; // filed in this pull request: listed as recorded
    // Whatever stops it resolving (its text, its file, a link, a directory, a submodule, its size).
    if (before.status === 'resolves' && after.status !== 'resolves')
        return 'broken';
    // Resolving only inside another line than any it cited at B: ev's substring false green.
    if (substring && before.status === 'resolves')
        return 'broken';
    if (touched && after.status === 'resolves')
        return 'moved';
    if (!touched && MOVED_CELLS.has(before.cell))
        return 'base-moved';
    return 'still';
}
const REANCHORING = new Set(['evidence', 'ack', 'hold', 'demand', 'prune', 'close']);
/** What the pull request appended for a claim, read against the claim's view at H. */
function reanchoringOf(event, folded, claim) {
    const type = event.type;
    const r = {
        type,
        eventId: event.id,
        actor: event.actor,
        file: event.file,
        line: event.line,
        folded,
        stands: false,
    };
    let stands = folded;
    if (type === 'evidence') {
        r.ref = (0,json/* stringField */.OM)(event.body, 'ref') ?? '';
        const evidence = claim?.evidence.find((e) => e.filed.id === event.id);
        // An unparseable ref keeps the status the ledger recorded: ev never reads it, so it anchors nothing.
        if (evidence?.parsed !== undefined)
            r.status = evidence.status;
        stands = folded && r.status === 'resolves';
    }
    else if (type === 'hold')
        stands = folded && claim?.state === 'grey';
    else if (type === 'close')
        stands = folded && (claim?.state === 'closed' || claim?.state === 'dead');
    else if (type === 'prune')
        stands = folded && claim?.state === 'dead';
    r.stands = stands;
    return r;
}
/** The dispositions that clear the anchor gate: a re-file that resolves, a hold, a close, a death. */
const CLEARS_GATE = new Set(['evidence', 'hold', 'close', 'prune']);
/**
 * Whether `r` settles a claim this pull request broke or moved: it stands at
 * H, and it is not an ack of a broken anchor (ev's ack cannot clear a
 * changed or gone anchor), nor, under the anchor gate, a demand on one.
 */
function settles(r, from, gate) {
    if (!r.stands)
        return false;
    if (from === 'moved')
        return true;
    if (r.type === 'ack')
        return false;
    return gate === 'off' || CLEARS_GATE.has(r.type);
}
function reviewClaims(input) {
    const scope = input.base === undefined ? 'commit' : 'pull-request';
    const head = folded(input.head);
    const base = input.base === undefined ? undefined : folded(input.base);
    const baseIds = new Set(base?.events.map((e) => e.id) ?? []);
    const appended = base === undefined ? [] : head.events.filter((e) => !baseIds.has(e.id));
    const changed = new Set((input.changedPaths ?? []).flatMap((p) => {
        const key = (0,drift/* tableKey */.ih)(p);
        return key === undefined ? [] : [key];
    }));
    const dirs = directoriesOf(changed);
    const reanchoredBy = new Map();
    const applied = appended.length === 0 ? new Set() : (0,fold/* appliedClaimEvents */.Xu)(head.events);
    for (const event of appended) {
        if (!REANCHORING.has(event.type))
            continue;
        const claim = (0,json/* stringField */.OM)(event.body, 'claim');
        if (claim === undefined || !base?.claims.has(claim))
            continue;
        const list = reanchoredBy.get(claim) ?? [];
        list.push(reanchoringOf(event, applied.has(event.id), head.claims.get(claim)));
        reanchoredBy.set(claim, list);
    }
    const broken = [];
    const moved = [];
    const settled = [];
    const gateFailures = [];
    const baseMoved = [];
    let untouched = 0;
    const lineMaps = new Map();
    const lineBudget = lineMapBudget();
    const splitFiles = new Map();
    const withEvidence = [...head.claims.values()].filter((c) => c.evidence.length > 0);
    for (const claim of withEvidence) {
        const before = base?.claims.get(claim.id);
        const beforeEvidence = new Map(before?.evidence.map((e) => [e.filed.id, e]) ?? []);
        const anchors = claim.evidence.map((evidence) => {
            const was = beforeEvidence.get(evidence.filed.id);
            const beforeLook = was === undefined || input.base === undefined ? undefined : lookOf(was, input.base.world);
            const afterLook = lookOf(evidence, input.head.world);
            const path = evidence.parsed === undefined ? undefined : (0,claims_evidence/* anchorPath */.V3)(evidence.parsed);
            const touched = path !== undefined && touchedBy(changed, dirs, path);
            const substring = touched && input.base !== undefined && beforeLook?.status === 'resolves'
                ? substringOnly(evidence, path, { base: input.base.world, head: input.head.world }, splitFiles)
                : undefined;
            const anchor = {
                evidenceId: evidence.filed.id,
                ref: evidence.ref,
                reading: readingOf(beforeLook, afterLook, touched, scope, substring !== undefined),
                selfEvident: evidence.selfEvident,
                after: afterLook,
                ledger: { file: evidence.filed.file, line: evidence.filed.line },
            };
            if (path !== undefined)
                anchor.path = path;
            if (beforeLook !== undefined)
                anchor.before = beforeLook;
            if (anchor.reading === 'broken' &&
                afterLook.status !== 'gone' &&
                path !== undefined &&
                beforeLook?.line !== undefined &&
                input.base !== undefined) {
                const worlds = { base: input.base.world, head: input.head.world };
                const line = headLineOf(path, beforeLook.line, worlds, lineMaps, lineBudget);
                if (line !== undefined)
                    anchor.headLine = line;
            }
            if (anchor.reading === 'broken' && substring !== undefined)
                anchor.substring = substring;
            if (anchor.reading === 'broken' && input.base !== undefined) {
                const worlds = { base: input.base.world, head: input.head.world };
                anchor.suggested = proposal(claim.id, evidence, anchor, worlds, input.follow, lineMaps, lineBudget);
            }
            else if (anchor.reading === 'moved') {
                const command = ackCommand(claim.id);
                if (command !== undefined)
                    anchor.suggested = { kind: 'ack', command };
            }
            return anchor;
        });
        const worst = Math.min(...anchors.map((a) => RANK[a.reading]));
        const reviewed = {
            id: claim.id,
            label: claim.label,
            state: claim.state,
            filedBy: claim.filed.actor,
            independent: claim.evidence.some((e) => !e.selfEvident),
            reading: claim.reading,
            thoughts: thoughtsOf(claim.reading, head.thoughts),
            anchors: anchors
                .filter((a) => RANK[a.reading] === worst || a.reading === 'broken' || a.reading === 'moved')
                .sort((a, b) => RANK[a.reading] - RANK[b.reading]),
            reanchored: reanchoredBy.get(claim.id) ?? [],
        };
        if (before !== undefined)
            reviewed.stateBefore = before.state;
        if (worst === RANK.broken)
            reviewed.suggested = reviewed.anchors.flatMap((a) => a.reading === 'broken' ? [a.suggested ?? { kind: 'none', why: 'no-candidate' }] : []);
        if (worst === RANK.broken &&
            input.gate === 'anchors' &&
            !reviewed.reanchored.some((r) => r.stands && CLEARS_GATE.has(r.type)))
            gateFailures.push(claim.id);
        const from = worst === RANK.broken ? 'broken' : worst === RANK.moved ? 'moved' : undefined;
        // The last disposition that settles it: the reviewer's latest act.
        const by = from === undefined
            ? undefined
            : reviewed.reanchored.findLast((r) => settles(r, from, input.gate));
        if (from !== undefined && by !== undefined) {
            reviewed.settled = { from, by };
            settled.push(reviewed);
        }
        else if (worst === RANK.broken)
            broken.push(reviewed);
        else if (worst === RANK.moved)
            moved.push(reviewed);
        else if (worst === RANK['base-moved'])
            baseMoved.push(reviewed);
        else
            untouched++;
    }
    const recorded = base === undefined ? [] : recordedEntries(appended, head, input.head.world);
    const stateChanges = base === undefined ? [] : changesOfState(base, head, reanchoredBy);
    const violations = input.base === undefined || base === undefined
        ? commitViolations(head.events)
        : ledgerViolations(input.base.files, input.head.files, head.events, base.events);
    const census = (0,doctor/* movementCensus */.nm)((0,doctor/* claimsWithEvidence */.rR)(toDerivedLike(head)));
    const baseMovedCensus = (0,doctor/* movementCensus */.nm)(baseMoved.flatMap((c) => {
        const view = (scope === 'commit' ? head : base)?.claims.get(c.id);
        return view === undefined ? [] : [view];
    }));
    const review = {
        scope,
        broken,
        moved,
        settled,
        baseMoved,
        untouched,
        census,
        baseMovedCensus,
        recorded: recorded.slice(0, LIST_BOUND),
        stateChanges: stateChanges.slice(0, LIST_BOUND),
        violations: violations.slice(0, LIST_BOUND),
        skipped: head.skipped.slice(0, LIST_BOUND),
        gate: input.gate,
        gateFailures,
        events: head.events.length,
        claims: head.claims.size,
        review: { model: 'claims', conclusion: 'success', title: '', reason: '', findings: [] },
    };
    review.review = modelReview(review, input);
    return review;
}
function thoughtsOf(reading, thoughts) {
    const texts = {};
    for (const slot of reading.slots) {
        const text = thoughts.get(slot.reference);
        if (text !== undefined)
            texts[slot.reference] = text;
    }
    return texts;
}
function toDerivedLike(head) {
    const claims = [...head.claims.values()];
    return {
        claims,
        closed: [],
        grey: [],
        thoughts: [],
        demandsReturned: [],
        indicators: [],
        snapshots: [],
        boundaryCount: 0,
    };
}
function recordedEntries(appended, head, world) {
    const entries = [];
    for (const event of appended) {
        if (!['claim', 'evidence', 'close', 'prune', 'hold', 'ack', 'demand'].includes(event.type))
            continue;
        const claimId = event.type === 'claim' ? event.id : ((0,json/* stringField */.OM)(event.body, 'claim') ?? '');
        const claim = head.claims.get(claimId);
        const entry = {
            kind: event.type,
            eventId: event.id,
            claimId,
            label: event.type === 'claim' ? ((0,json/* stringField */.OM)(event.body, 'label') ?? '') : (claim?.label ?? ''),
            actor: event.actor,
            file: event.file,
            line: event.line,
            findings: [],
        };
        if (event.type === 'evidence') {
            const evidence = claim?.evidence.find((e) => e.filed.id === event.id);
            entry.ref = (0,json/* stringField */.OM)(event.body, 'ref') ?? '';
            if (evidence !== undefined)
                entry.findings = attachFindings(evidence, claim, world);
        }
        entries.push(entry);
    }
    return entries;
}
/** ev's checks at filing time, applied to evidence this pull request files. */
function attachFindings(evidence, claim, world) {
    if (evidence.parsed === undefined)
        return [];
    const refused = (0,claims_evidence/* attachRefusal */.In)(evidence.parsed);
    if (refused !== undefined)
        return [refused];
    if (evidence.parsed.passline === undefined || (0,claims_evidence/* anchorPath */.V3)(evidence.parsed) === undefined)
        return [];
    const reading = (0,annotate/* readAnchor */.QZ)(evidence, claim.lastAck, world);
    return reading !== undefined && reading.status !== 'resolves' ? ['absent-at-head'] : [];
}
function changesOfState(base, head, reanchoredBy) {
    const changes = [];
    for (const [id, all] of reanchoredBy) {
        // What ev's fold drops changed nothing.
        const by = all.filter((r) => r.folded);
        if (by.length === 0)
            continue;
        const before = base.claims.get(id);
        const after = head.claims.get(id);
        if (before === undefined || after === undefined)
            continue;
        const stateEvent = [...by].reverse().find((r) => r.type !== 'evidence');
        if (before.state === after.state && stateEvent?.type !== 'ack')
            continue;
        const last = stateEvent ?? by[by.length - 1];
        changes.push({
            claimId: id,
            label: after.label,
            from: before.state,
            to: after.state,
            by: last,
        });
    }
    return changes;
}
// ---------------------------------------------------------------------------
// The model-neutral review
function plural(n, one, many = `${one}s`) {
    return `${n} ${n === 1 ? one : many}`;
}
function anchorFinding(claim, anchor, gates, prefix) {
    const severity = anchor.reading === 'broken' ? (gates ? 'failure' : 'warning') : 'notice';
    const finding = {
        key: `${claim.id}#${anchor.evidenceId}`,
        severity,
        gates,
        title: anchor.reading === 'broken'
            ? `Claim's anchor broken by this pull request: ${claim.label}`
            : `The code beside this claim's anchor changed: ${claim.label}`,
        message: anchor.reading === 'broken'
            ? `${anchor.ref} ${anchor.substring === undefined ? brokenWhy(anchor.after) : `resolves only inside line ${anchor.substring.line}, another line than it cited,`} at this commit (it resolved at the base). ` +
                (anchor.suggested?.kind === 'rename' || anchor.suggested?.kind === 'edit'
                    ? `Proposed, for a person to confirm: ${anchor.suggested.command} \u2014 `
                    : '') +
                (gates
                    ? 'claims-gate: anchors \u2014 re-file evidence for this claim (ev evidence) that resolves here, hold it, close it, or declare it dead in this pull request.'
                    : 'Re-read the claim; where the code moved on purpose, re-file its evidence (ev evidence <claim> file:\u2026::\u2026).')
            : `${anchor.ref} still resolves, but this pull request changed the code beside it: re-read the claim.`,
    };
    const location = anchorLocation(anchor, prefix);
    if (location !== undefined)
        finding.location = location;
    return finding;
}
/** Why a path that is there is not read as a file, in words. */
const UNREADABLE_WHY = {
    link: 'a symbolic link',
    directory: 'a directory',
    submodule: 'a submodule',
    'too-large': 'a file too large to read',
    'not-a-file': 'not a regular file',
    'not-readable': 'a file that could not be read',
};
/** What happened to an anchor that resolved at the base, at H: a phrase after its ref. */
function brokenWhy(after) {
    switch (after.status) {
        case 'gone':
            return 'is gone';
        case 'changed':
            return 'no longer finds its text';
        case 'unreachable':
            return after.unreadable === undefined
                ? 'is not readable as a file'
                : `is ${UNREADABLE_WHY[after.unreadable]}, not a file ev reads,`;
        default:
            return `reads ${after.status}`;
    }
}
/**
 * Where an anchor's annotation goes (annotations refer to the head commit):
 * H's anchored line; a broken one where its line was, mapped to H through
 * the change to its file, or on its evidence's ledger line when the file is
 * gone at H (or not readable there).
 */
function anchorLocation(anchor, prefix) {
    const ledgerLine = {
        path: `${prefix}.evolving/ledger/${anchor.ledger.file}`,
        startLine: anchor.ledger.line,
    };
    if (anchor.path === undefined)
        return ledgerLine;
    const key = (0,drift/* tableKey */.ih)(anchor.path);
    if (key === undefined)
        return ledgerLine;
    if (anchor.reading === 'broken')
        return anchor.headLine === undefined
            ? ledgerLine
            : { path: `${prefix}${key}`, startLine: anchor.headLine };
    return { path: `${prefix}${key}`, startLine: anchor.after.line ?? 1 };
}
function modelReview(review, input) {
    const prefix = input.ledgerPrefix;
    const failing = new Set(review.gateFailures);
    const findings = [];
    for (const claim of review.broken)
        for (const anchor of claim.anchors.filter((a) => a.reading === 'broken'))
            findings.push(anchorFinding(claim, anchor, failing.has(claim.id), prefix));
    for (const claim of [...review.broken, ...review.moved])
        for (const anchor of claim.anchors.filter((a) => a.reading === 'moved'))
            findings.push(anchorFinding(claim, anchor, false, prefix));
    for (const violation of review.violations) {
        const finding = {
            key: `violation:${violation.file}:${violation.line}:${violation.kind}`,
            severity: input.failOnViolation ? 'failure' : 'warning',
            gates: input.failOnViolation,
            title: 'ev 0.2 ledger history rewritten',
            message: violation.message,
        };
        if (violation.kind !== 'file-deleted')
            finding.location = {
                path: `${prefix}.evolving/ledger/${violation.file}`,
                startLine: violation.line,
            };
        findings.push(finding);
    }
    for (const entry of review.recorded)
        for (const check of entry.findings)
            findings.push({
                key: `recorded:${entry.eventId}:${check}`,
                severity: 'warning',
                gates: false,
                title: 'Evidence ev would refuse at filing',
                message: `${entry.ref ?? ''}: ${ATTACH_WHY[check]}`,
                location: { path: `${prefix}.evolving/ledger/${entry.file}`, startLine: entry.line },
            });
    const violations = review.violations.length;
    const parts = [];
    if (violations > 0)
        parts.push(plural(violations, 'ledger violation'));
    const isPr = review.scope === 'pull-request';
    if (review.broken.length > 0)
        parts.push(`${plural(review.broken.length, "claim's anchor", "claims' anchors")} broken by this pull request`);
    if (review.moved.length > 0)
        parts.push(`${plural(review.moved.length, 'claim')} on code this pull request moved`);
    if (!isPr && review.baseMoved.length > 0)
        parts.push(`${plural(review.baseMoved.length, 'claim')} on moved code`);
    const gated = failing.size > 0 || (input.failOnViolation && violations > 0);
    // A violation fail-on-violation does not fail still needs the reviewer (action.yml's `conclusion`).
    const conclusion = gated
        ? 'failure'
        : review.broken.length + review.moved.length + violations > 0
            ? 'neutral'
            : 'success';
    const settled = review.settled.length;
    const title = parts.length > 0
        ? parts.join(', ')
        : !isPr
            ? `${plural(review.census.total, 'claim')} with evidence, ${review.census.still} still`
            : settled > 0
                ? `Every claim whose anchor this pull request broke or moved is settled in it (${settled})`
                : `No claim's anchor moved by this pull request (${plural(review.census.total, 'claim')} with evidence)`;
    // Beside the decisions' reason (a store of both models) it says whose it is.
    return { model: 'claims', conclusion, title, reason: `ev 0.2 claims: ${title}`, findings };
}
const ATTACH_WHY = {
    'line-number': 'a `:<N>` line number is not an anchor (ev reads it as part of the path): cite the text on the line instead, `file:<path>::<text>`',
    'empty-passline': 'an empty pass-line (`::` with nothing after it) matches every line, so it can never break',
    'absent-at-head': 'the cited text is not in the file at this commit, so the anchor does not resolve',
};

;// CONCATENATED MODULE: ./src/chains/claims/chain.ts
/**
 * ev 0.2's chain: a pull request (B..H) or a commit (H alone) read from git
 * objects \u2014 each ledger, the paths the change touched, the files it renamed \u2014
 * and reviewed by the core (core/claims/review.ts). The action's review
 * (action/claims/review.ts) and the CLI's preview (models/claims/preview.ts)
 * both run it, so what `report` prints is what the action posts.
 */



/** `dir/` for a store below the work tree's root, `''` at the root or outside it. */
function ledgerPrefixOf(repository, root) {
    if (repository === null)
        return '';
    const rel = (0,external_node_path_.relative)((0,external_node_path_.resolve)(repository.workTree), (0,external_node_path_.resolve)(root));
    return rel === '' || rel.startsWith('..') ? '' : `${rel.split(external_node_path_.sep).join('/')}/`;
}
/**
 * Reads the ledgers at H (and B) and the change between them, over one set
 * of git processes; undefined when the ledger at H could not be read.
 */
async function claimsChain(ctx, at) {
    const { head, base, ledgerPrefix, budget } = at;
    const [[atHead, atBase], changed] = await Promise.all([
        (0,git_ledger/* ledgersAtCommits */.GT)(ctx, base === undefined ? [head] : [head, base], ledgerPrefix, budget),
        base === undefined ? undefined : (0,git_ledger/* changedPathsBetween */.pH)(ctx, base, head, ledgerPrefix),
    ]);
    if (atHead === undefined)
        return undefined;
    const follow = base === undefined || atBase === undefined
        ? undefined
        : await (0,git_ledger/* renamesFollowed */._C)(ctx, base, head, ledgerPrefix, atBase, atHead);
    return {
        refused: [...atHead.refused, ...(atBase?.refused ?? [])],
        unmeasured: [...new Set([...(atHead.world.notes ?? []), ...(atBase?.world.notes ?? [])])],
        review: (gate, failOnViolation) => reviewClaims({
            head: atHead,
            ...(atBase !== undefined ? { base: atBase } : {}),
            ...(changed !== undefined ? { changedPaths: changed } : {}),
            ...(follow !== undefined ? { follow } : {}),
            gate,
            failOnViolation,
            ledgerPrefix,
        }),
    };
}

// EXTERNAL MODULE: ./src/core/claims/budget.ts
var claims_budget = __webpack_require__(740);
// EXTERNAL MODULE: ./src/core/claims/cells.ts
var cells = __webpack_require__(5720);
;// CONCATENATED MODULE: ./src/render/links.ts
/**
 * Where the surfaces link to: a file at the head commit, at a line; the
 * comment to the workflow run that wrote it, and to the pull request's
 * checks tab (as the bot's answers do). Addresses are built from the
 * runner's GITHUB_SERVER_URL, so GitHub Enterprise Server links to itself.
 * Each model's links are built on these (ev 0.1's decisions:
 * render/ticks/links.ts). Pure.
 */
/** How a bound check is read and run, in this action's documentation. */
const CHECK_DOCS_URL = 'https://github.com/evolving-action/evolving-action/blob/v0/docs/USAGE.md#reading-a-bound-check';
/** The runner's `GITHUB_SERVER_URL`, or github.com when it is unset or empty. */
function serverUrlOf(value) {
    return value || 'https://github.com';
}
/** A repository address, or undefined when the parts are not what the runner sets. */
function repositoryUrl(serverUrl, repository) {
    if (!/^https?:\/\/[^\s/?#]+(?:\/[^\s?#]*)?$/.test(serverUrl))
        return undefined;
    if (!/^[\w.-]+\/[\w.-]+$/.test(repository))
        return undefined;
    return `${serverUrl.replace(/\/+$/, '')}/${repository}`;
}
/**
 * The workflow run that is running (GITHUB_RUN_ID), or undefined outside a
 * run; with its attempt (GITHUB_RUN_ATTEMPT), that attempt's page, where its
 * job summaries are.
 */
function workflowRunUrl(serverUrl, repository, runId, attempt) {
    const base = repositoryUrl(serverUrl, repository);
    if (base === undefined || runId === undefined || !/^\d+$/.test(runId))
        return undefined;
    const run = `${base}/actions/runs/${runId}`;
    return attempt !== undefined && /^[1-9]\d*$/.test(attempt) ? `${run}/attempts/${attempt}` : run;
}
/** A pull request's checks tab, or undefined when the parts are not what the runner sets. */
function pullRequestChecksUrl(serverUrl, repository, number) {
    const base = repositoryUrl(serverUrl, repository);
    if (base === undefined || !Number.isSafeInteger(number) || number <= 0)
        return undefined;
    return `${base}/pull/${number}/checks`;
}
/**
 * One path segment for a Markdown link's destination: every byte but
 * letters, digits, `-` and `.` percent-encoded. encodeURIComponent leaves
 * `( ) * _ ! ' ~` raw, and a `)` from the ledger would end the link early
 * and let the rest of the name be read as Markdown.
 */
function encodedSegment(segment) {
    return encodeURIComponent(segment).replace(/[^A-Za-z0-9%.-]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}
/** A repository path for a link: each segment encoded; undefined for a `.` or `..` segment, which a browser resolves. */
function encodedPath(path) {
    const segments = path.split('/');
    if (segments.some((s) => s === '.' || s === '..'))
        return undefined;
    return segments.map(encodedSegment).join('/');
}
/** Where files at the head commit are, or undefined when the context cannot say. */
function blobBase(context) {
    const base = repositoryUrl(context.serverUrl, context.repository);
    if (base === undefined || !/^[0-9a-f]{40}$/.test(context.headSha))
        return undefined;
    return `${base}/blob/${context.headSha}/`;
}
/** A file at a commit, at a line when given. */
function blobUrl(context, repoPath, line) {
    const base = blobBase(context);
    const path = encodedPath(repoPath);
    if (base === undefined || path === undefined)
        return undefined;
    return `${base}${path}${line === undefined ? '' : `#L${line}`}`;
}

// EXTERNAL MODULE: ./src/render/markdown.ts
var markdown = __webpack_require__(2495);
;// CONCATENATED MODULE: ./src/render/claims/comment.ts





const LABEL_MAX = 300;
const REF_MAX = 200;
/** Where each of ev's words is explained (cells and statuses), in this action's documentation. */
const EV_WORDS_URL = 'https://github.com/evolving-action/evolving-action/blob/v0/docs/ev-0.2.md';
const WORD_ANCHOR = {
    still: 'cells',
    'neighborhood-moved': 'cells',
    'anchor-changed': 'cells',
    'file-gone': 'cells',
    legacy: 'cells',
    resolves: 'anchor-statuses',
    changed: 'anchor-statuses',
    gone: 'anchor-statuses',
    unreachable: 'anchor-statuses',
    recorded: 'anchor-statuses',
    failed: 'anchor-statuses',
};
/** One of ev's words (a cell, a status), linked to its meaning; anything else as it is. */
function evWord(word) {
    const anchor = WORD_ANCHOR[word];
    return anchor === undefined ? word : `[${word}](${EV_WORDS_URL}#${anchor})`;
}
/** "1 claim's evidence cites" / "2 claims' evidence cites". */
function cites(n) {
    return `${(0,markdown/* plural */.LS)(n, "claim's", "claims'")} evidence cites`;
}
/**
 * What the pull request did to the claims' anchors, in ev's words
 * (anchor-changed, file-gone, neighborhood-moved): facts, never verdicts.
 */
function factsText(review) {
    const brokenAs = (status) => review.broken.filter((c) => c.anchors.some((a) => a.reading === 'broken' && a.after.status === status)).length;
    const gone = brokenAs('gone');
    // A link, a directory, a submodule, a file too large: ev cannot read the cited path any more.
    const unreadable = brokenAs('unreachable');
    const changed = review.broken.length - gone - unreadable;
    const moved = review.moved.length;
    // The first fact names whose evidence; the next ones count "more".
    const parts = [];
    const whose = (n) => parts.length === 0 ? cites(n) : `${n} more ${n === 1 ? 'cites' : 'cite'}`;
    if (changed > 0)
        parts.push(`changes the ${changed === 1 ? 'line' : 'lines'} that ${whose(changed)}`);
    if (gone > 0)
        parts.push(`removes the ${gone === 1 ? 'file' : 'files'} that ${whose(gone)}`);
    if (unreadable > 0)
        parts.push(`makes unreadable the ${unreadable === 1 ? 'file' : 'files'} that ${whose(unreadable)}`);
    if (moved > 0)
        parts.push(parts.length === 0
            ? `changes the code beside the ${moved === 1 ? 'line' : 'lines'} that ${cites(moved)}`
            : `${parts.length === 1 && changed > 0 ? '' : 'changes '}the code beside ${moved} more`);
    if (parts.length <= 1)
        return parts[0] ?? '';
    return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}
/**
 * The first heading of the section. A ledger violation leads when there is
 * one; then what the pull request did to the anchors. \ud83d\udd34 only for what
 * fails the check (a violation under `fail-on-violation`, the opted-in
 * anchor gate); a fact that gates nothing is \u26a0\ufe0f (a cited line or file) or
 * \ud83d\udfe1 (code beside it).
 */
function claimsHeadline(review) {
    const violations = review.violations.length;
    if (violations > 0) {
        const icon = review.review.conclusion === 'failure' ? '\ud83d\udd34' : '\u26a0\ufe0f';
        const facts = factsText(review);
        return `${icon} This pull request rewrites the ledger's history: ${(0,markdown/* plural */.LS)(violations, 'ledger violation')}${facts === '' ? '' : `; it also ${facts}`}`;
    }
    if (review.scope === 'commit') {
        const onMoved = review.baseMoved.length;
        return onMoved > 0
            ? `\ud83d\udfe1 ${(0,markdown/* plural */.LS)(onMoved, 'claim rests', 'claims rest')} on code that moved since it was filed`
            : `\u2705 ${(0,markdown/* plural */.LS)(review.census.total, 'claim')} with evidence, none on moved code`;
    }
    const facts = factsText(review);
    if (facts === '') {
        const settled = review.settled.length;
        return settled > 0
            ? `\u2705 Every claim whose anchor this pull request broke or moved is settled in it (${settled})`
            : "\u2705 This pull request moves no claim's anchor";
    }
    const icon = review.gateFailures.length > 0 ? '\ud83d\udd34' : review.broken.length > 0 ? '\u26a0\ufe0f' : '\ud83d\udfe1';
    return `${icon} This pull request ${facts}`;
}
function actorText(actor) {
    const who = actor.kind === 'human' ? 'a human' : actor.kind === 'agent' ? 'an agent' : 'the engine';
    return actor.id === undefined ? who : `${who} (${(0,markdown/* codeSpan */.SS)(actor.id, { max: 80 })})`;
}
function cellOrStatus(look) {
    if (look === undefined)
        return 'not filed';
    return look.cell ?? look.status;
}
/** Why an anchor that resolved at the base does not at this commit. */
function brokenText(after) {
    switch (after.status) {
        case 'changed':
            return 'the cited line is gone at this commit';
        case 'gone':
            return 'the cited file is gone at this commit';
        case 'unreachable':
            return after.unreadable === undefined
                ? 'the cited path is not readable as a file at this commit'
                : `the cited path is ${UNREADABLE_WHY[after.unreadable]} at this commit, not a file ev reads`;
        default:
            return undefined;
    }
}
function anchorLine(anchor, options) {
    const broken = anchor.reading === 'broken';
    const before = evWord((broken ? anchor.before?.status : cellOrStatus(anchor.before)) ?? '');
    const after = broken
        ? anchor.substring !== undefined
            ? 'resolves only inside another line'
            : evWord(anchor.after.status)
        : evWord(cellOrStatus(anchor.after));
    const why = broken
        ? anchor.substring !== undefined
            ? 'the cited line is gone at this commit; its text survives inside another line'
            : brokenText(anchor.after)
        : anchor.after.cell !== undefined
            ? (0,cells/* cellWhy */.XV)(anchor.after.cell)
            : undefined;
    const drift = anchor.before?.drift !== undefined || anchor.after.drift !== undefined
        ? ` \u00b7 drift ${anchor.before?.drift ?? '\u2013'} \u2192 ${anchor.after.drift ?? '\u2013'}`
        : '';
    const links = [];
    const key = anchor.path === undefined ? undefined : `${options.ledgerPrefix}${anchor.path}`;
    if (key !== undefined && !key.split('/').includes('..')) {
        if (options.baseSha !== undefined &&
            anchor.before !== undefined &&
            anchor.before.status !== 'gone') {
            const url = blobUrl(lc(options, options.baseSha), key, anchor.before.line);
            if (url !== undefined)
                links.push(`[base](${url})`);
        }
        // Only a file is linked at the head (not a link, a directory or a submodule in its place).
        if (anchor.after.status === 'resolves' || anchor.after.status === 'changed') {
            const url = blobUrl(lc(options, options.headSha), key, anchor.after.line ?? anchor.headLine);
            if (url !== undefined)
                links.push(`[head](${url})`);
        }
    }
    const transition = anchor.before === undefined ? `**${after}**` : `${before} \u2192 **${after}**`;
    return (`- ${(0,markdown/* codeSpan */.SS)(anchor.ref, { max: REF_MAX })} \u2014 ${transition}${why !== undefined ? ` (${why})` : ''}${drift}` +
        (links.length > 0 ? ` \u00b7 ${links.join(' \u00b7 ')}` : ''));
}
const TEXT_MAX = 300;
function score(n) {
    return n.toFixed(2);
}
/**
 * Where ev's substring match now finds a broken anchor's text (ev's own
 * cell beside it), and its proposal (core/claims/follow.ts): a command in a
 * block to copy, old and new line side by side; or why there is none.
 */
function followLines(anchor, options) {
    const lines = [];
    const key = anchor.path === undefined ? undefined : `${options.ledgerPrefix}${anchor.path}`;
    if (anchor.substring !== undefined) {
        const url = key === undefined || key.split('/').includes('..')
            ? undefined
            : blobUrl(lc(options, options.headSha), key, anchor.substring.line);
        const where = url === undefined
            ? `line ${anchor.substring.line}`
            : `[line ${anchor.substring.line}](${url})`;
        lines.push(`  - ev still reads it \`${anchor.after.status}\` (ev's cell: **${anchor.after.cell ?? anchor.after.status}**): ev finds a pass-line inside any line, and its text now matches only inside ${where}, which it did not cite: ${(0,markdown/* codeSpan */.SS)(anchor.substring.text, { max: TEXT_MAX })}`);
    }
    const s = anchor.suggested;
    if (s === undefined)
        return lines;
    const block = (command) => ['', (0,markdown/* fencedBlock */.zW)(command, { info: 'sh', indent: '    ' })];
    switch (s.kind) {
        case 'rename':
            lines.push(`  - \u27a1\ufe0f git finds this file renamed to ${(0,markdown/* codeSpan */.SS)(s.to, { max: REF_MAX })}, which holds the text. To re-file there (nothing is applied for you):`, ...block(s.command));
            break;
        case 'edit':
            lines.push(`  - \u27a1\ufe0f the cited line was replaced by a clear successor (similarity ${score(s.similarity)}, at least ${score(SUCCESSOR_THRESHOLD)} and above every other line of the hunk):`, '', `    | base, line ${s.old.line} | head, line ${s.new.line} |`, '    | --- | --- |', `    | ${(0,markdown/* codeSpan */.SS)(s.old.text, { max: TEXT_MAX, inTable: true })} | ${(0,markdown/* codeSpan */.SS)(s.new.text, { max: TEXT_MAX, inTable: true })} |`, '', '    To re-file on it (nothing is applied for you):', ...block(s.command));
            break;
        case 'ack':
            lines.push(`  - \u27a1\ufe0f if the claim still holds once the code beside it is re-read: ${(0,markdown/* codeSpan */.SS)(s.command, { max: REF_MAX })}`);
            break;
        case 'none':
            lines.push(`  - no proposal: ${noProposal(s, anchor)}`);
            break;
    }
    return lines;
}
/** Why a broken anchor has no proposal, in words (nothing is guessed). */
function noProposal(s, anchor) {
    switch (s.why) {
        case 'several-candidates':
            return `${s.candidates ?? 2} lines of the hunk that replaced the cited line are equally like it (similarity ${score(s.best ?? 0)}): which one follows it is ambiguous, so none is guessed.`;
        case 'hunk-too-large':
            return 'the hunk that replaced the cited line is too large to compare line by line.';
        case 'unquotable':
            return 'the text holds characters a pasted command would not carry faithfully.';
        case 'no-candidate':
            if (anchor.after.status === 'gone')
                return 'git finds no rename of this file whose new file holds the cited text.';
            if (s.old === undefined)
                return 'where the code went cannot be known from the diff.';
            if ((s.candidates ?? 0) === 0)
                return 'the cited line was deleted, with no line in its place.';
            return `no line of the hunk that replaced the cited line is like it (best similarity ${score(s.best ?? 0)}, under ${score(SUCCESSOR_THRESHOLD)}): ambiguous, so none is guessed.`;
    }
}
function lc(options, sha) {
    return {
        serverUrl: options.serverUrl,
        repository: options.repository,
        headSha: sha,
        ledgerPrefix: options.ledgerPrefix,
    };
}
const DISPOSITION = {
    evidence: 'evidence re-filed',
    ack: 'acknowledged',
    hold: 'held',
    demand: 'demanded',
    prune: 'declared dead',
    close: 'closed',
};
/** What was done, with the evidence's ref. */
function dispositionText(r) {
    const ref = r.ref === undefined ? '' : ` (${(0,markdown/* codeSpan */.SS)(r.ref, { max: REF_MAX })})`;
    return `${DISPOSITION[r.type]}${ref} by ${actorText(r.actor)}`;
}
/** Why an event the pull request appended for a claim does not settle it. */
function whyNotSettled(r, from) {
    if (!r.folded)
        return "ev's fold does not apply it (it comes before the claim's filing in ev's order)";
    if (r.type === 'evidence') {
        if (r.status === undefined)
            return 'no ref grammar accepts its ref, so it anchors nothing';
        if (r.status === 'recorded')
            return 'its ref is recorded, never checked, so it anchors nothing';
        if (r.status === 'changed')
            return 'its text is on no line of the file at this commit';
        if (r.status === 'gone')
            return 'what it cites is not at this commit';
        if (r.status !== 'resolves')
            return `it reads ${r.status} at this commit`;
    }
    if (!r.stands)
        return 'a later event in the ledger undid it';
    if (r.type === 'ack')
        return 'an ack does not clear a changed or gone anchor';
    if (from === 'broken')
        return 'claims-gate: anchors needs a re-file, a hold, a close or a death';
    return 'nothing here needed settling';
}
function reanchorLine(r, claim, gate) {
    const from = claim.settled?.from ??
        (claim.anchors.some((a) => a.reading === 'broken')
            ? 'broken'
            : claim.anchors.some((a) => a.reading === 'moved')
                ? 'moved'
                : undefined);
    if (from !== undefined && settles(r, from, gate))
        return `- \u2705 settled in this pull request: ${dispositionText(r)}`;
    return `- recorded in this pull request, settles nothing: ${dispositionText(r)} \u2014 ${whyNotSettled(r, from)}`;
}
function readingLines(claim, options) {
    return claim.reading.slots.map((slot) => {
        const ref = slot.reference;
        const thought = claim.thoughts[ref];
        let shown;
        // An outside address (`url:`) is shown as code, never linked: the ledger does not choose where a reviewer clicks.
        if (thought !== undefined)
            shown = (0,markdown/* mdText */.bC)(thought, LABEL_MAX);
        else if (ref.startsWith('artifact:')) {
            const url = blobUrl(lc(options, options.headSha), `${options.ledgerPrefix}.evolving/artifacts/${ref.slice(9)}`);
            shown =
                url !== undefined && !ref.includes('..')
                    ? `[${(0,markdown/* mdText */.bC)(ref.slice(9), 80)}](${url})`
                    : (0,markdown/* codeSpan */.SS)(ref, { max: REF_MAX });
        }
        else
            shown = (0,markdown/* codeSpan */.SS)(ref, { max: REF_MAX });
        return `- reading ${slot.depth}/${slot.lang}: ${shown}`;
    });
}
/** How long a claim's label may be on its one line: the rest is in its details. */
const SHORT_LABEL = 80;
/** A label cut to `SHORT_LABEL` characters on a word boundary (\u2026 marks the cut), then escaped. */
function shortLabel(label) {
    const flat = label.replace(/\s+/gu, ' ').trim();
    if (flat === '')
        return '(no label)';
    if (flat.length <= SHORT_LABEL)
        return (0,markdown/* mdText */.bC)(flat, LABEL_MAX);
    // Never inside a character or a grapheme (an emoji, a letter with its accent).
    const cut = flat.slice(0, (0,markdown/* graphemeBoundaryAtOrBefore */.d8)(flat, SHORT_LABEL - 1));
    const space = cut.lastIndexOf(' ');
    // A word longer than half the room is cut where the room ends, not at its start.
    const kept = (space >= SHORT_LABEL / 2 ? cut.slice(0, space) : cut).trimEnd();
    return (0,markdown/* mdText */.bC)(`${kept}\u2026`, LABEL_MAX);
}
/** The anchor a claim's line points at: the first its reading names, else its first. */
function leadAnchor(claim) {
    return (claim.anchors.find((a) => a.reading === 'broken') ??
        claim.anchors.find((a) => a.reading === 'moved') ??
        claim.anchors[0]);
}
/**
 * The anchor's path and line, linked: the line at the head where the file
 * still reads there (moved, or changed with a line), the line at the base
 * when the file is gone or unreadable. Unlinked when neither can be linked.
 */
function whereText(anchor, options) {
    if (anchor === undefined)
        return '';
    const path = anchor.path;
    if (path === undefined)
        return ` \u00b7 ${(0,markdown/* codeSpan */.SS)(anchor.ref, { max: 120 })}`;
    const key = `${options.ledgerPrefix}${path}`;
    const readable = anchor.after.status === 'resolves' || anchor.after.status === 'changed';
    const headLine = readable ? (anchor.after.line ?? anchor.headLine) : undefined;
    let line;
    let url;
    if (!key.split('/').includes('..')) {
        const atBase = options.baseSha !== undefined &&
            anchor.before !== undefined &&
            anchor.before.status !== 'gone';
        if (readable && (headLine !== undefined || !atBase)) {
            line = headLine;
            url = blobUrl(lc(options, options.headSha), key, headLine);
        }
        else if (atBase) {
            line = anchor.before?.line;
            url = blobUrl(lc(options, options.baseSha), key, line);
        }
    }
    const shown = (0,markdown/* codeSpan */.SS)(line === undefined ? path : `${path}:${line}`, { max: 120 });
    return url === undefined ? ` \u00b7 ${shown}` : ` \u00b7 [${shown}](${url})`;
}
/**
 * One claim: one line (its state, a short label, where its anchor is), then
 * its details collapsed beneath it \u2014 the claim's id and who filed it, each
 * anchor's cells and drift, the proposal, what the pull request recorded for
 * it, its readings. The line and its details are one block: a limit drops
 * both or neither.
 */
function claimBlock(claim, icon, options, gate) {
    const state = claim.stateBefore !== undefined && claim.stateBefore !== claim.state
        ? `${claim.stateBefore} \u2192 ${claim.state}`
        : claim.state;
    const label = (0,markdown/* mdText */.bC)(claim.label, LABEL_MAX) || '(no label)';
    const details = [
        `${(0,markdown/* codeSpan */.SS)(claim.id, { max: 80 })} \u00b7 ${state} \u00b7 filed by ${actorText(claim.filedBy)} \u00b7 ${claim.independent ? '\u2713' : '\u2299'}`,
        '',
        ...(shortLabel(claim.label) === label ? [] : [`> ${label}`, '']),
        ...claim.anchors.flatMap((a) => [anchorLine(a, options), ...followLines(a, options)]),
        ...claim.reanchored.map((r) => reanchorLine(r, claim, gate)),
        ...readingLines(claim, options),
    ];
    return (`- ${icon} ${shortLabel(claim.label)}${whereText(leadAnchor(claim), options)}\n\n` +
        `<details><summary>Details: cells, drift and what to do</summary>\n\n${details.join('\n')}\n\n</details>\n\n`);
}
/** The claims settled in this pull request, collapsed: each with what the pull request did to it, the disposition and who made it. */
function settledBlock(settled) {
    const items = settled.map((c) => {
        const what = c.settled?.from === 'broken' ? 'anchor broken' : 'code under its anchor moved';
        const by = c.settled === undefined ? '' : `; settled: ${dispositionText(c.settled.by)}`;
        return `- ${(0,markdown/* mdText */.bC)(c.label, 120) || '(no label)'} (${(0,markdown/* codeSpan */.SS)(c.id, { max: 80 })}): ${what}${by}`;
    });
    return `<details><summary>\u2705 Settled in this pull request: ${(0,markdown/* plural */.LS)(settled.length, 'claim')}</summary>\n\n${items.join('\n')}\n\n</details>\n\n`;
}
function censusText(census) {
    return `neighborhood-moved ${census.moved} \u00b7 anchor-changed ${census.changed} \u00b7 file-gone ${census.gone}`;
}
function leadText(review) {
    const lines = [];
    if (review.violations.length > 0)
        lines.push(review.review.conclusion === 'failure'
            ? 'A writer file only grows: `fail-on-violation` fails this run until the lines the pull request rewrote are as they were at the base.'
            : 'A writer file only grows: put the lines the pull request rewrote back as they were at the base (`fail-on-violation` is off, so this does not fail the run).');
    if (review.gateFailures.length > 0)
        lines.push(`**claims-gate: anchors fails this run:** ${(0,markdown/* plural */.LS)(review.gateFailures.length, 'claim')} whose anchor this pull request breaks ${review.gateFailures.length === 1 ? 'is' : 'are'} not re-filed, held, closed or declared dead here. Re-file evidence that resolves at this commit (\`ev evidence <claim> file:\u2026::\u2026\`), \`ev hold\` the claim, or declare it dead (\`ev close <claim> --dead --reason \u2026\`) in this pull request.`);
    else if (review.scope === 'commit') {
        // Advice only where there is something to act on: a clean census gets none.
        if (review.baseMoved.length > 0)
            lines.push('Nothing here gates: ev does not. Re-read the claims whose code moved, and re-file their evidence where it moved on purpose.');
    }
    else if (review.broken.length + review.moved.length > 0)
        lines.push(`${review.violations.length > 0 ? 'The anchors gate nothing' : 'Nothing here blocks merging'}: ev states facts and does not gate. Re-read these claims and, where the code moved on purpose, re-file their evidence (\`ev evidence <claim> file:\u2026::\u2026\`).`);
    else if (review.settled.length > 0 && review.violations.length === 0)
        lines.push('Nothing here blocks merging, and nothing is left to re-read: this pull request settles each claim whose anchor it broke or moved (below).');
    return lines.map((line) => `${line}\n\n`).join('');
}
/** The section's blocks, most important first (whole blocks are what a limit drops). */
function sectionBlocks(review, options, level) {
    const blocks = [`${level} ${claimsHeadline(review)}\n\n${leadText(review)}`];
    if (review.violations.length > 0) {
        blocks.push(`#### \u26d4 ${(0,markdown/* plural */.LS)(review.violations.length, 'ledger violation')}: history rewritten\n\n` +
            'A writer file only grows. `fail-on-violation` fails the run on these.\n\n' +
            review.violations.map((v) => `- ${(0,markdown/* mdText */.bC)(v.message, 400)}`).join('\n') +
            '\n\n');
    }
    // Red only where the opted-in gate fails the run on the claim.
    const gate = review.gate;
    const gated = new Set(review.gateFailures);
    for (const claim of review.broken)
        blocks.push(claimBlock(claim, gated.has(claim.id) ? '\ud83d\udd34' : '\u26a0\ufe0f', options, gate));
    for (const claim of review.moved)
        blocks.push(claimBlock(claim, '\ud83d\udfe1', options, gate));
    if (review.scope === 'commit')
        for (const claim of review.baseMoved)
            blocks.push(claimBlock(claim, '\ud83d\udfe1', options, gate));
    if (review.settled.length > 0)
        blocks.push(settledBlock(review.settled));
    if (review.recorded.length > 0) {
        // One entry per claim, its label once, what the pull request appended for it beneath.
        const groups = new Map();
        for (const r of review.recorded) {
            const group = groups.get(r.claimId);
            if (group === undefined)
                groups.set(r.claimId, [r]);
            else
                group.push(r);
        }
        const lines = [...groups].flatMap(([claimId, entries]) => [
            `- ${shortLabel(entries[0].label)} (${(0,markdown/* codeSpan */.SS)(claimId, { max: 80 })})`,
            ...entries.map((r) => {
                const ref = r.ref !== undefined ? ` ${(0,markdown/* codeSpan */.SS)(r.ref, { max: REF_MAX })}` : '';
                const checks = r.findings.map((f) => ` \u2014 \u26a0\ufe0f ${ATTACH_WHY[f]}`).join('');
                return `  - ${r.kind}${ref} \u00b7 by ${actorText(r.actor)}${checks}`;
            }),
        ]);
        blocks.push(`#### \ud83d\udcdd Recorded in this pull request\n\n${lines.join('\n')}\n\n`);
    }
    if (review.stateChanges.length > 0) {
        const lines = review.stateChanges.map((c) => `- ${(0,markdown/* mdText */.bC)(c.label, LABEL_MAX)} (${(0,markdown/* codeSpan */.SS)(c.claimId, { max: 80 })}): ${c.from} \u2192 **${c.to}** \u00b7 ${c.by.type} by ${actorText(c.by.actor)}`);
        blocks.push(`#### State changed in this pull request\n\n${lines.join('\n')}\n\n`);
    }
    if (review.scope === 'pull-request' && review.baseMoved.length > 0) {
        const items = review.baseMoved.map((c) => `- ${(0,markdown/* mdText */.bC)(c.label, 120)} (${(0,markdown/* codeSpan */.SS)(c.id, { max: 80 })}): ${c.anchors.map((a) => cellOrStatus(a.before)).join(', ')}`);
        blocks.push(`<details><summary>Already moved on the base: ${(0,markdown/* plural */.LS)(review.baseMoved.length, 'claim')} (${censusText(review.baseMovedCensus)}), untouched by this pull request</summary>\n\n${items.join('\n')}\n\n</details>\n\n`);
    }
    const c = review.census;
    blocks.push(`${(0,markdown/* plural */.LS)(review.untouched, 'claim')} with evidence untouched. At this commit: ${c.total} claims \u00b7 still ${c.still} \u00b7 ${censusText(c)} \u00b7 legacy ${c.legacy} \u00b7 unmeasured ${c.unmeasured} (as \`ev doctor\` counts them).\n`);
    if (review.skipped.length > 0)
        blocks.push(`\n${(0,markdown/* plural */.LS)(review.skipped.length, 'ledger line')} ev skips at this commit: ${review.skipped
            .slice(0, 10)
            .map((s) => (0,markdown/* codeSpan */.SS)(`.evolving/ledger/${s.file}:${s.line}${s.torn ? ' (torn)' : ''}`, { max: 200 }))
            .join(', ')}.\n`);
    return blocks;
}
/** The claims section within `limit` (measured by `measure`), whole blocks only. */
function renderClaimsSection(review, options, limit, measure, level = '###') {
    const blocks = sectionBlocks(review, options, level);
    const last = blocks.pop();
    const fitted = (0,markdown/* fitBlocks */.U8)(blocks, limit - measure(last), measure, (n) => n === 0
        ? ''
        : `_${(0,markdown/* plural */.LS)(n, 'more block')} not shown here: the job summary and the JSON report have them._\n\n`);
    return fitted.text + last;
}
/** Whether the comment has something to say about the claims (else `comment: auto` writes none). */
function claimsHaveFindings(review) {
    return (review.broken.length +
        review.moved.length +
        review.settled.length +
        review.violations.length +
        review.recorded.length +
        review.stateChanges.length >
        0);
}

;// CONCATENATED MODULE: ./src/render/claims/report.ts
const CLAIMS_REPORT_VERSION = 1;
function claimsReportPart(review, where) {
    return {
        version: CLAIMS_REPORT_VERSION,
        scope: review.scope,
        baseSha: where.baseSha ?? null,
        headSha: where.headSha,
        conclusion: review.review.conclusion,
        title: review.review.title,
        gate: review.gate,
        broken: review.broken,
        moved: review.moved,
        settled: review.settled,
        baseMoved: review.baseMoved,
        untouched: review.untouched,
        census: review.census,
        baseMovedCensus: review.baseMovedCensus,
        recorded: review.recorded,
        stateChanges: review.stateChanges,
        violations: review.violations,
        skipped: review.skipped,
        gateFailures: review.gateFailures,
        events: review.events,
        claims: review.claims,
        selfTest: where.selfTest ?? null,
    };
}

// EXTERNAL MODULE: ./src/render/comment.ts
var comment = __webpack_require__(8141);
// EXTERNAL MODULE: ./src/render/report-schema.ts
var report_schema = __webpack_require__(7034);
;// CONCATENATED MODULE: ./src/render/claims/surfaces.ts





/** The job summary's heading on a store of claims alone. */
const SUMMARY_HEADING = '## evolving: ev 0.2 claims\n\n';
/**
 * The claims on every surface. `context` is the JSON report's `context`
 * when the claims lead it (a store of claims alone: there is no decisions'
 * report to hold it).
 */
function claimsSurfaces(claims, frame, context) {
    const { review } = claims.review;
    const part = () => claimsReportPart(claims.review, {
        headSha: claims.render.headSha,
        ...(claims.render.baseSha !== undefined ? { baseSha: claims.render.baseSha } : {}),
        ...(claims.selfTest !== undefined ? { selfTest: claims.selfTest } : {}),
    });
    return {
        review,
        comment: {
            hasFindings: claimsHaveFindings(claims.review),
            worthPosting: claimsHaveFindings(claims.review),
            notJudged: false,
            draw: ({ maxLength, leads }) => {
                if (!leads)
                    return claimsSection(claims, maxLength, markdown/* utf16Length */.b3);
                const marker = `${(0,comment/* commentMarker */.Ql)(frame.key)}\n`;
                const footer = commentFooter(frame);
                return (marker +
                    claimsSection(claims, maxLength - marker.length - footer.length, markdown/* utf16Length */.b3) +
                    footer);
            },
        },
        summary: ({ maxBytes, surface, leads, preface }) => {
            const heading = leads && surface === 'step' ? SUMMARY_HEADING : '';
            const head = preface + heading;
            return head + claimsSection(claims, maxBytes - (0,markdown/* utf8Length */.wI)(head), markdown/* utf8Length */.wI);
        },
        report: (leads) => leads
            ? {
                schemaVersion: report_schema/* REPORT_SCHEMA_VERSION */.W,
                model: 'claims',
                conclusion: review.conclusion,
                reason: review.reason,
                context,
                claims: part(),
            }
            : { claims: part() },
    };
}
/** The comment's footer on a store of claims alone: the action, the check, the job summary, the run. */
function commentFooter(frame) {
    const checkName = (0,markdown/* mdText */.bC)(frame.checkName ?? comment/* DEFAULT_CHECK_NAME */.nV, 100);
    const summary = frame.summaryUrl ? ` \u00b7 [job summary](${frame.summaryUrl})` : '';
    const run = frame.runUrl ? ` \u00b7 [run](${frame.runUrl})` : '';
    return `\n---\n<sub>evolving-action \u00b7 check ${checkName} \u00b7 ev 0.2 claims${summary}${run}</sub>\n`;
}
/** The run's notes and the self-test, then the claims section, within `limit`. */
function claimsSection(claims, limit, measure) {
    const extra = (claims.notes ?? []).map((n) => `> ${(0,markdown/* mdText */.bC)(n)}\n\n`).join('') +
        (claims.selfTest === undefined
            ? ''
            : `<details><summary>ev 0.2 reader self-test</summary>\n\n${claims.selfTest.map((l) => `- ${(0,markdown/* mdText */.bC)(l)}`).join('\n')}\n\n</details>\n\n`);
    return extra + renderClaimsSection(claims.review, claims.render, limit - measure(extra), measure);
}

// EXTERNAL MODULE: ./src/commands/repository.ts
var commands_repository = __webpack_require__(6756);
;// CONCATENATED MODULE: ./src/models/claims/preview.ts
/**
 * `report` on a store that holds ev 0.2 claims: the claims review the
 * action would post, with `--base <rev>` the pull request from that commit
 * to HEAD (both read from git objects, as the action reads them), without
 * it HEAD alone (a push's census), drawn as the action draws it
 * (render/claims/surfaces.ts); models/report.ts joins it with the others. Nothing is written, GitHub is not asked.
 */





/** ev 0.2's part of `report`: the claims section the action would post, framed as it frames it. */
async function previewClaims(request) {
    const { options, frame, workingDirectory } = request;
    const claims = await claimsPublication(request.io, request.root, options.base);
    if ('error' in claims)
        return claims;
    return claimsSurfaces(claims, frame, {
        event: 'cli',
        repository: '',
        headSha: claims.render.headSha,
        ...(claims.render.baseSha !== undefined ? { baseSha: claims.render.baseSha } : {}),
        workingDirectory,
    });
}
/** The review the action would post for `base..HEAD` (or HEAD alone), or an error to print. */
async function claimsPublication(io, root, base) {
    const repository = await (0,commands_repository/* repositoryFor */.c)(io, root);
    if (repository === null)
        return {
            error: 'error: report on an ev 0.2 store needs a git repository (it reads the ledger from commits)',
        };
    const ctx = { repository, cwd: root, env: io.env };
    const prefix = ledgerPrefixOf(repository, root);
    const head = await (0,git_ledger/* commitOf */.D3)(ctx, 'HEAD');
    if (head === undefined)
        return { error: 'error: report: HEAD names no commit' };
    const baseSha = base === undefined ? undefined : await (0,git_ledger/* commitOf */.D3)(ctx, base);
    if (base !== undefined && baseSha === undefined)
        return {
            error: `error: report: --base ${JSON.stringify(base.slice(0, 80))} names no commit here`,
        };
    const budget = (0,claims_budget/* timeBudget */.B6)(claims_budget/* CLAIMS_REVIEW_BUDGET_MS */.sd, Date.now); // as the action's review
    const chain = await claimsChain(ctx, { head, base: baseSha, ledgerPrefix: prefix, budget });
    if (chain === undefined)
        return { error: 'error: report: the ledger at HEAD was not read' };
    for (const refused of chain.refused)
        io.stderr(`${refused}\n`);
    for (const note of chain.unmeasured)
        io.stderr(`warning: ${note}\n`);
    const review = chain.review('off', true);
    const render = {
        serverUrl: 'https://github.com',
        repository: '',
        headSha: head,
        ledgerPrefix: prefix,
        ...(baseSha !== undefined ? { baseSha } : {}),
    };
    return { review, render };
}


/***/ })

} }; })
