export const id = 230;
export const ids = [230];
export const modules = {

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
/* harmony import */ var _registry_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(7027);
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
