export const id = 230;
export const ids = [230];
export const modules = {

/***/ 3128:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D3: () => (/* binding */ commitOf),
/* harmony export */   DK: () => (/* binding */ reviewCommands),
/* harmony export */   Ei: () => (/* binding */ textsAtTwoCommits),
/* harmony export */   GT: () => (/* binding */ ledgersAtCommits),
/* harmony export */   _C: () => (/* binding */ renamesFollowed),
/* harmony export */   pH: () => (/* binding */ changedPathsBetween)
/* harmony export */ });
/* unused harmony exports writerFilesAt, ledgerAtCommit */
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
const SIZES = ['cat-file', '--batch-check=%(objectname) %(objecttype) %(objectsize)'];
/**
 * The processes a claims review at these commits runs (for git/runner.ts's
 * startAhead, to start them while the run holds little), in the order it
 * needs them: each commit's listing and the writer files' blobs, then what
 * it runs once it has read the ledgers \u2014 each commit's world (claims/git-anchors.ts)
 * and, with `placing`, the texts textsAtTwoCommits reads.
 */
function reviewCommands(commits, placing) {
    return [
        ...commits.map(_git_anchors_js__WEBPACK_IMPORTED_MODULE_6__/* .listingCommand */ .sR),
        BLOBS,
        ...(0,_git_anchors_js__WEBPACK_IMPORTED_MODULE_6__/* .worldCommands */ .nv)(),
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
const PLACED_FILE_BOUND = 64 * 1024 * 1024;
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
    const check = await (0,_git_runner_js__WEBPACK_IMPORTED_MODULE_8__/* .runGit */ .EO)(ctx, SIZES, asked.map((a) => `${a.name}\n`).join(''));
    if (check.code !== 0)
        return texts;
    const answers = check.stdout.toString('utf8').split('\n');
    const wanted = asked.flatMap((a, i) => {
        const [oid = '', type, size] = (answers[i] ?? '').split(' ');
        return type === 'blob' && Number(size) <= PLACED_FILE_BOUND ? [{ ...a, oid }] : [];
    });
    if (wanted.length === 0)
        return texts;
    const blobs = await (0,_git_runner_js__WEBPACK_IMPORTED_MODULE_8__/* .runGit */ .EO)(ctx, BLOBS, wanted.map((w) => `${w.oid}\n`).join(''));
    if (blobs.code !== 0)
        return texts;
    const decoder = new TextDecoder('utf-8', { fatal: true });
    (0,_git_runner_js__WEBPACK_IMPORTED_MODULE_8__/* .batchBlobBodies */ .Mz)(blobs.stdout, wanted.length).forEach((body, i) => {
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

/***/ 6230:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   report: () => (/* binding */ report)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _adapters_claims_git_ledger_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3128);
/* harmony import */ var _adapters_files_store_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6321);
/* harmony import */ var _adapters_git_store_model_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3534);
/* harmony import */ var _render_comment_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8141);
/* harmony import */ var _render_ticks_report_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8539);
/* harmony import */ var _render_working_directory_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(9017);
/* harmony import */ var _render_review_surfaces_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(167);
/* harmony import */ var _render_ticks_summary_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9293);
/* harmony import */ var _commands_io_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(3776);
/* harmony import */ var _registry_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(9306);
/* harmony import */ var _commands_repository_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(6756);
/**
 * `report [--json] [--cwd DIR] [--changed PATH]... [--platform P] [--attest a,b]
 * [--staleness-ref none|config|local-head] [--base REV]`: evaluates the ledger
 * here and prints the pull-request comment and the job summary the action
 * would post (or the JSON report), without touching GitHub or writing
 * anything. `--changed` names a file the pull request would change
 * (repository-relative, as `git diff --name-only` prints it; repeatable):
 * the report then shows which declared triggers it touches and the
 * decisions in context. `--platform`, `--attest` and `--staleness-ref` are
 * the action's inputs of the same names (the default `none` is the action's),
 * so the preview is what CI shows for the receipts here; nothing is run.
 * On a store with ev 0.2 claims, their review is drawn beside the decisions
 * (or alone): every store's surfaces are composed as the action composes
 * them (render/review-surfaces.ts).
 * Exits 0 whenever it could evaluate: it previews, `check --exit-on-red` gates.
 */













/** `--staleness-ref`, as the action's input (without `base`, which needs a pull request). */
const STALENESS_REFS = ['none', 'config', 'local-head'];
function flagValue(args, i, flag, what) {
    const value = args[i];
    if (value === undefined || (value.startsWith('-') && value !== '-'))
        throw new _commands_io_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .eb(`report: ${flag} needs ${what}`);
    return value;
}
function parseArgs(args) {
    const options = { json: false, changed: [], stalenessRef: 'none' };
    for (let i = 0; i < args.length; i++) {
        const arg = args[i];
        if (arg === '--json')
            options.json = true;
        else if (arg === '--cwd') {
            const dir = args[++i];
            if (dir === undefined)
                throw new _commands_io_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .eb('report: --cwd needs a directory');
            options.cwd = dir;
        }
        else if (arg === '--changed') {
            const path = args[++i];
            if (path === undefined || (0,_render_working_directory_js__WEBPACK_IMPORTED_MODULE_12__/* .normalizeWorkingDirectory */ .ok)(path) === '')
                throw new _commands_io_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .eb('report: --changed needs a file path');
            // `./src/a.ts` and `src//a.ts` name the file git lists as `src/a.ts`.
            options.changed.push((0,_render_working_directory_js__WEBPACK_IMPORTED_MODULE_12__/* .normalizeWorkingDirectory */ .ok)(path));
        }
        else if (arg === '--platform') {
            options.platform = flagValue(args, ++i, arg, 'a platform name');
        }
        else if (arg === '--attest') {
            const value = args[++i];
            if (value === undefined)
                throw new _commands_io_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .eb('report: --attest needs platform names');
            // Repeatable and comma-separated, as `check --attest`.
            options.attest = [...(options.attest ?? []), ...value.split(',')];
        }
        else if (arg === '--staleness-ref') {
            const value = flagValue(args, ++i, arg, `one of ${STALENESS_REFS.join(', ')}`);
            if (!STALENESS_REFS.includes(value))
                throw new _commands_io_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .eb(`report: --staleness-ref must be one of ${STALENESS_REFS.join(', ')} (got ${JSON.stringify(value)})`);
            options.stalenessRef = value;
        }
        else if (arg === '--base') {
            // ev 0.2 claims: the pull request from this revision to HEAD (models/claims/preview.ts).
            options.base = flagValue(args, ++i, arg, 'a revision');
        }
        else
            throw new _commands_io_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .eb(`report: unexpected argument ${JSON.stringify(arg)}`);
    }
    return options;
}
function isDirectory(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path).isDirectory();
    }
    catch {
        return false;
    }
}
const report = async (args, io) => {
    const options = parseArgs(args);
    const cwd = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, options.cwd ?? '.');
    // As every other command says it (commands.ts withCwd): a --cwd that is not a directory.
    if (options.cwd !== undefined && !isDirectory(cwd)) {
        io.stderr(`error: --cwd ${options.cwd}: no such directory\n`);
        return 1;
    }
    // The store's model picks the reviews: 0.2's claims alone, or 0.1's decisions with them beside.
    // With --base, as the action decides it: the base's models too, whatever the work tree holds.
    const detected = (0,_adapters_files_store_js__WEBPACK_IMPORTED_MODULE_3__/* .detectStore */ .X8)(cwd);
    const atBase = options.base === undefined ? undefined : await baseModel(io, detected.root, options.base);
    const model = (0,_adapters_files_store_js__WEBPACK_IMPORTED_MODULE_3__/* .joinModels */ .d7)(detected.model, atBase ?? 'none');
    // Decisions the base holds and this work tree removed: the action judges them (each removal a
    // ledger violation); a preview of the work tree cannot, and says so.
    const ticksRemoved = (0,_adapters_files_store_js__WEBPACK_IMPORTED_MODULE_3__/* .modelHas */ .YE)(model, 'ticks') && !(0,_adapters_files_store_js__WEBPACK_IMPORTED_MODULE_3__/* .modelHas */ .YE)(detected.model, 'ticks') && detected.model !== 'none';
    const decisionsPreviewed = model !== 'claims' && !ticksRemoved;
    const workingDirectory = options.cwd ?? '.';
    const request = {
        io,
        cwd,
        root: detected.root,
        workingDirectory,
        frame: { key: (0,_render_comment_js__WEBPACK_IMPORTED_MODULE_5__/* .commentKey */ .Td)(workingDirectory) },
        options,
    };
    // Each model the store holds, in the registry's order; one whose preview fails beside another's
    // (claims that cannot be read beside decisions) is said and left out.
    // With no store at all, ev 0.1's preview is the one that says so (and names a store below).
    const held = (0,_registry_js__WEBPACK_IMPORTED_MODULE_10__/* .modelsHeldBy */ .B0)(model);
    const previewed = (held.length > 0 ? held : [(0,_registry_js__WEBPACK_IMPORTED_MODULE_10__/* .modelNamed */ .XI)('ticks')]).filter((one) => one.name !== 'ticks' || decisionsPreviewed);
    if (ticksRemoved)
        io.stderr(`warning: --base ${options.base ?? ''} holds ev 0.1 decisions this work tree removed: the action judges them and names each removal as a ledger violation; the claims are previewed alone\n`);
    const models = [];
    for (const held of previewed) {
        const preview = await held.preview(request);
        if ('exit' in preview)
            return preview.exit;
        if (!('error' in preview)) {
            models.push(preview);
            continue;
        }
        if (previewed.length === 1) {
            io.stderr(`${preview.error}\n`);
            return 1;
        }
        io.stderr(`warning: ${preview.error.replace(/^error: /, '')}: the decisions are previewed alone\n`);
    }
    const store = (0,_render_review_surfaces_js__WEBPACK_IMPORTED_MODULE_7__/* .storeSurfaces */ .Yk)(models);
    if (options.json) {
        io.stdout((0,_render_ticks_report_js__WEBPACK_IMPORTED_MODULE_6__/* .serializeReport */ .xH)((0,_render_review_surfaces_js__WEBPACK_IMPORTED_MODULE_7__/* .composeReport */ .ZE)(store)));
        return 0;
    }
    const summary = (0,_render_review_surfaces_js__WEBPACK_IMPORTED_MODULE_7__/* .composeSummary */ .lA)(store, { maxBytes: _render_ticks_summary_js__WEBPACK_IMPORTED_MODULE_8__/* .STEP_SUMMARY_BYTE_LIMIT */ .hR, surface: 'step' });
    io.stdout(`# The pull-request comment\n\n${(0,_render_review_surfaces_js__WEBPACK_IMPORTED_MODULE_7__/* .composeComment */ .Sq)(store, undefined)}\n\n---\n\n# The job summary\n\n${summary}\n`);
    // A preview, not a gate (`check --exit-on-red` gates): it succeeds when it could print.
    return 0;
};
/** The model of the store at `--base` (read from git objects), or undefined when it names no commit here. */
async function baseModel(io, root, base) {
    const repository = await (0,_commands_repository_js__WEBPACK_IMPORTED_MODULE_11__/* .repositoryFor */ .c)(io, root);
    if (repository === null)
        return undefined;
    const commit = await (0,_adapters_claims_git_ledger_js__WEBPACK_IMPORTED_MODULE_2__/* .commitOf */ .D3)({ repository, cwd: root, env: io.env }, base);
    if (commit === undefined)
        return undefined;
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(repository.workTree, root).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/');
    return (await (0,_adapters_git_store_model_js__WEBPACK_IMPORTED_MODULE_4__/* .storeAtCommit */ .g)(repository, commit, rel.startsWith('..') ? '' : rel))?.model;
}


/***/ })

};
