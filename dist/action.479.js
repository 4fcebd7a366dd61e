export const id = 479;
export const ids = [479];
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

/***/ 479:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   previewTicks: () => (/* binding */ previewTicks)
/* harmony export */ });
/* harmony import */ var _adapters_files_store_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6321);
/* harmony import */ var _chains_ticks_chain_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2966);
/* harmony import */ var _chains_ticks_evaluation_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7311);
/* harmony import */ var _commands_repository_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6756);
/* harmony import */ var _core_ticks_ledger_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3437);
/* harmony import */ var _render_ticks_review_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4593);
/* harmony import */ var _render_working_directory_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9017);
/**
 * ev 0.1's part of `report`: the decisions judged here by the pipeline the
 * action runs (chains/ticks/chain.ts), on the work tree, for a preview
 * instead of a post, drawn as the action draws them.
 */







/** The decisions' surfaces (only the surfaces: no annotation is built), or the exit status. */
async function previewTicks(request) {
    const decisions = await judgeDecisionsHere(request.options, request.cwd, request.io);
    if (typeof decisions === 'number')
        return { exit: decisions };
    return (0,_render_ticks_review_js__WEBPACK_IMPORTED_MODULE_5__/* .ticksSurfaces */ .lk)({ report: decisions, tickTexts: new Map() }, 0, request.frame);
}
/** The stores below a directory without one, as `--cwd` values (a bounded search). */
function storesHint(cwd, given) {
    const { stores } = (0,_adapters_files_store_js__WEBPACK_IMPORTED_MODULE_0__/* .storesBelow */ ._u)(cwd);
    if (stores.length === 0)
        return '';
    const base = given === undefined ? '' : (0,_render_working_directory_js__WEBPACK_IMPORTED_MODULE_6__/* .normalizeWorkingDirectory */ .ok)(given);
    const dirs = stores.map((dir) => (base === '' ? dir : `${base}/${dir}`));
    return ` (found below: ${dirs.join(', ')} \u2014 pass --cwd ${dirs[0]})`;
}
/**
 * ev 0.1's decisions judged here: the pipeline the action runs
 * (chains/ticks/chain.ts), on the work tree, for a preview instead of a post; or the
 * exit status when there is no ledger to judge.
 */
async function judgeDecisionsHere(options, cwd, io) {
    const opened = (0,_chains_ticks_evaluation_js__WEBPACK_IMPORTED_MODULE_2__/* .openStore */ .Ch)(cwd);
    if ('error' in opened) {
        io.stderr(`${opened.error}${opened.kind === 'missing' ? storesHint(cwd, options.cwd) : ''}\n`);
        return 1;
    }
    const { store } = opened;
    const workingDirectory = options.cwd ?? '.';
    let entries;
    try {
        entries = (0,_core_ticks_ledger_js__WEBPACK_IMPORTED_MODULE_4__/* .parseLedger */ .h8)((0,_adapters_files_store_js__WEBPACK_IMPORTED_MODULE_0__/* .openTickFiles */ .t$)(store));
    }
    catch (error) {
        // A ticks/ that cannot be listed (an empty .evolving/ has none): one line, no trace.
        if (!(error instanceof _adapters_files_store_js__WEBPACK_IMPORTED_MODULE_0__/* .StoreError */ .AD))
            throw error;
        io.stderr(`error: ${error.message}\n`);
        return 1;
    }
    const changedInLedger = options.changed
        .map((file) => (0,_render_working_directory_js__WEBPACK_IMPORTED_MODULE_6__/* .toLedgerRelative */ .Nm)(file, workingDirectory))
        .filter((file) => file !== undefined);
    const judged = await (0,_chains_ticks_chain_js__WEBPACK_IMPORTED_MODULE_1__/* .judgeDecisions */ .xN)({
        store,
        entries,
        guardingAt: ['HEAD'],
        staleness: options.stalenessRef,
        options: {
            host: { env: io.env, repository: await (0,_commands_repository_js__WEBPACK_IMPORTED_MODULE_3__/* .repositoryFor */ .c)(io, cwd), offline: false },
            judgedBy: { attest: options.attest ?? null },
            record: false,
            ...(options.changed.length > 0 ? { change: { changedPaths: changedInLedger } } : {}),
        },
        warn: (message) => io.stderr(`${message}\n`),
    });
    const { evaluation, verify } = judged;
    // Every warning, ev's and ours (duplicate keys, a directory in ticks/, a malformed selected-list).
    const warnings = [
        ...evaluation.warnings,
        ...evaluation.problems,
        ...evaluation.actionWarnings,
        ...verify.warnings.map((warning) => warning.text),
    ];
    for (const line of warnings)
        io.stderr(`${line}\n`);
    return (0,_chains_ticks_chain_js__WEBPACK_IMPORTED_MODULE_1__/* .reportOf */ .EI)(judged, options.stalenessRef, {
        context: { event: 'cli', repository: '', workingDirectory },
        settings: {
            gate: true,
            failOnViolation: true,
            context: true,
            // With --platform, a preview of the job that ran the checks for it (from the receipts here).
            runChecks: options.platform === undefined ? 'off' : 'all',
            platform: options.platform ?? null,
            attest: options.attest ?? null,
        },
        ...(options.changed.length > 0
            ? { changedFiles: { files: [...new Set(options.changed)], capped: false } }
            : {}),
    });
}


/***/ })

};
