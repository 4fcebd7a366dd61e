export const id = 702;
export const ids = [702];
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

/***/ 9702:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   previewClaims: () => (/* binding */ previewClaims)
/* harmony export */ });
/* harmony import */ var _adapters_claims_git_ledger_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3128);
/* harmony import */ var _chains_claims_chain_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6295);
/* harmony import */ var _core_claims_budget_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(740);
/* harmony import */ var _render_claims_surfaces_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6506);
/* harmony import */ var _commands_repository_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6756);
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
    return (0,_render_claims_surfaces_js__WEBPACK_IMPORTED_MODULE_2__/* .claimsSurfaces */ .u)(claims, frame, {
        event: 'cli',
        repository: '',
        headSha: claims.render.headSha,
        ...(claims.render.baseSha !== undefined ? { baseSha: claims.render.baseSha } : {}),
        workingDirectory,
    });
}
/** The review the action would post for `base..HEAD` (or HEAD alone), or an error to print. */
async function claimsPublication(io, root, base) {
    const repository = await (0,_commands_repository_js__WEBPACK_IMPORTED_MODULE_3__/* .repositoryFor */ .c)(io, root);
    if (repository === null)
        return {
            error: 'error: report on an ev 0.2 store needs a git repository (it reads the ledger from commits)',
        };
    const ctx = { repository, cwd: root, env: io.env };
    const prefix = (0,_chains_claims_chain_js__WEBPACK_IMPORTED_MODULE_1__/* .ledgerPrefixOf */ .H)(repository, root);
    const head = await (0,_adapters_claims_git_ledger_js__WEBPACK_IMPORTED_MODULE_0__/* .commitOf */ .D3)(ctx, 'HEAD');
    if (head === undefined)
        return { error: 'error: report: HEAD names no commit' };
    const baseSha = base === undefined ? undefined : await (0,_adapters_claims_git_ledger_js__WEBPACK_IMPORTED_MODULE_0__/* .commitOf */ .D3)(ctx, base);
    if (base !== undefined && baseSha === undefined)
        return {
            error: `error: report: --base ${JSON.stringify(base.slice(0, 80))} names no commit here`,
        };
    const budget = (0,_core_claims_budget_js__WEBPACK_IMPORTED_MODULE_4__/* .timeBudget */ .B6)(_core_claims_budget_js__WEBPACK_IMPORTED_MODULE_4__/* .CLAIMS_REVIEW_BUDGET_MS */ .sd, Date.now); // as the action's review
    const chain = await (0,_chains_claims_chain_js__WEBPACK_IMPORTED_MODULE_1__/* .claimsChain */ .v)(ctx, { head, base: baseSha, ledgerPrefix: prefix, budget });
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

};
