export const id = 844;
export const ids = [844];
export const modules = {

/***/ 9844:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  claimsSurfaces: () => (/* reexport */ surfaces/* claimsSurfaces */.u),
  reviewClaimsForEvent: () => (/* reexport */ reviewClaimsForEvent)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 14 modules
var core = __webpack_require__(6421);
// EXTERNAL MODULE: ./src/adapters/claims/git-ledger.ts
var git_ledger = __webpack_require__(3128);
// EXTERNAL MODULE: ./src/chains/claims/chain.ts
var claims_chain = __webpack_require__(6295);
// EXTERNAL MODULE: ./src/adapters/git/runner.ts + 1 modules
var runner = __webpack_require__(2638);
// EXTERNAL MODULE: ./src/adapters/git/pull-request.ts
var pull_request = __webpack_require__(892);
// EXTERNAL MODULE: ./src/core/claims/annotate.ts
var annotate = __webpack_require__(7885);
// EXTERNAL MODULE: ./src/core/claims/budget.ts
var claims_budget = __webpack_require__(740);
// EXTERNAL MODULE: ./src/core/claims/fold.ts
var fold = __webpack_require__(442);
// EXTERNAL MODULE: ./src/core/claims/line-map.ts
var line_map = __webpack_require__(8820);
;// CONCATENATED MODULE: ./src/core/claims/relocate.ts

/** The repository-relative paths the findings are placed in. */
function locatedPaths(findings) {
    return [...new Set(findings.flatMap((f) => (f.location ? [f.location.path] : [])))];
}
/**
 * The findings with their lines carried from `from` to `to`; a finding
 * whose file is not readable in both stays where it was (the comparison
 * needs both texts).
 */
function relocateFindings(findings, texts) {
    const budget = (0,line_map/* lineMapBudget */._V)();
    const maps = new Map();
    const mapOf = (path) => {
        let map = maps.get(path);
        if (map === undefined) {
            const { from, to } = texts.get(path) ?? {};
            map =
                from === undefined || to === undefined || from === to ? null : (0,line_map/* lineMap */.d7)(from, to, budget);
            maps.set(path, map);
        }
        return map;
    };
    return findings.map((finding) => {
        const { location } = finding;
        const map = location ? mapOf(location.path) : null;
        if (!location || map === null)
            return finding;
        const moved = { ...location, startLine: map.at(location.startLine) };
        if (location.endLine !== undefined)
            moved.endLine = Math.max(moved.startLine, map.at(location.endLine));
        return { ...finding, location: moved };
    });
}

// EXTERNAL MODULE: ./src/core/claims/scan.ts
var claims_scan = __webpack_require__(3404);
// EXTERNAL MODULE: ./src/core/review/review.ts
var review_review = __webpack_require__(6858);
// EXTERNAL MODULE: ./src/action/evaluation-stop.ts
var evaluation_stop = __webpack_require__(6191);
;// CONCATENATED MODULE: ./src/action/claims/review.ts
/**
 * The action on an ev 0.2 ledger: the reviewer's lens, "which claims does
 * this change move the ground under?". A 0.2 ledger executes nothing, so
 * every event judges it in full:
 *
 * - a pull request (`pull_request`, `pull_request_target`, `workflow_run`):
 *   the ledger at the base B and at the commit under review H (the test
 *   merge on `pull_request`, the pull request's head otherwise), both read
 *   from git objects, and the paths B..H changes;
 * - `push`, `schedule`, `workflow_dispatch`: the commit alone \u2014 the census,
 *   the claims on moved code, ev doctor's integrity. `workflow_dispatch` also
 *   runs the reader's self-test on a built-in ledger whose fold is fixed.
 *
 * Nothing is written to the ledger. The review is pure (core/claims/review.ts);
 * this module reads git and the inputs.
 */












/**
 * A shallow clone holds the commits but not the history between them: what
 * the trees say (broken and moved anchors) stands, drift does not.
 */
const SHALLOW = 'This clone is shallow: drift (the commits that touched an anchored file since its evidence was filed) is counted only over the history the clone holds, so cells may be missing or wrong, and claims already moved on the base may not be shown. Broken and moved anchors are read from the commits themselves and stand. Check out with `fetch-depth: 0` (actions/checkout).';
/**
 * The claims review of the event's commit H (and, with a pull request, of its
 * base B): both ledgers read from git objects over one set of git processes,
 * a commit the clone lacks fetched first, and what could not be read said in
 * the notes (a base missing from the clone: H alone, as on a push; a shallow
 * clone: drift counted over the history it holds).
 */
async function reviewClaimsForEvent(request) {
    const ctx = { repository: request.gitRepository, cwd: request.root, env: request.env };
    // Counted from here: what git answers per anchor past it is left unmeasured, and the review publishes.
    const budget = request.budget ?? (0,claims_budget/* timeBudget */.B6)(claims_budget/* CLAIMS_REVIEW_BUDGET_MS */.sd, Date.now);
    const ledgerPrefix = (0,claims_chain/* ledgerPrefixOf */.H)(request.gitRepository, request.root);
    const notes = [];
    const head = request.headSha;
    // Whether the commits are here and whether the clone is shallow, asked at once (two processes):
    // a commit is fetched only when missing, and a fetch may change the answer to the second.
    const [here, shallowAtStart] = await Promise.all([
        (0,pull_request/* commitsHere */.$M)(request.gitRepository, request.baseSha === undefined ? [head] : [head, request.baseSha]),
        (0,pull_request/* isShallow */.fE)(request.gitRepository),
    ]);
    let fetched = false;
    const ensure = (sha, what) => {
        if (here.has(sha))
            return undefined;
        fetched = true;
        return (0,pull_request/* ensureCommit */.q$)(request.gitRepository, sha, what);
    };
    const missingHead = await ensure(head, 'the commit under review');
    if (missingHead !== undefined)
        throw new Error(`The ev 0.2 ledger cannot be read at ${head.slice(0, 12)}: ${missingHead}`);
    let base = request.baseSha;
    if (base !== undefined) {
        const missingBase = await ensure(base);
        if (missingBase !== undefined) {
            // A gate that cannot compare the base with the head fails: it never passes for lack of it.
            const gating = [
                ...(request.gate === 'anchors' ? ['claims-gate: anchors'] : []),
                ...(request.failOnViolation ? ['fail-on-violation'] : []),
            ];
            if (gating.length > 0)
                throw new evaluation_stop/* EvaluationStop */.F(`The ev 0.2 claims cannot be compared with the pull request's base ${base.slice(0, 12)}: it is not in this clone (${missingBase}). ${gating.join(' and ')} compare${gating.length === 1 ? 's' : ''} the base with the head, and never pass without it: check out with \`fetch-depth: 0\` (actions/checkout).`);
            notes.push(`The pull request's base ${base.slice(0, 12)} is not in this clone (${missingBase}): the claims are read at the head alone, as on a push. Check out with \`fetch-depth: 0\` to compare with the base.`);
            base = undefined;
        }
    }
    const shallow = fetched ? await (0,pull_request/* isShallow */.fE)(request.gitRepository) : shallowAtStart;
    if (notes.length === 0 && shallow === true)
        notes.push(SHALLOW);
    // The git processes the review runs are started now, before the ledgers are read: git's start
    // forks this process, dearer the more the run holds (git/runner.ts startAhead).
    const placing = request.pullRequestHead !== undefined && request.pullRequestHead !== head;
    (0,runner/* startAhead */.cV)(ctx, (0,git_ledger/* reviewCommands */.DK)(base === undefined ? [head] : [head, base], placing));
    try {
        return await reviewAt(request, ctx, { head, base, ledgerPrefix, notes, budget });
    }
    finally {
        await (0,runner/* endAhead */.NX)(ctx);
    }
}
/** The review at H (and B), read from git: the ledgers, the changed paths, the findings placed. */
async function reviewAt(request, ctx, at) {
    const { head, base, ledgerPrefix, notes, budget } = at;
    const chain = await (0,claims_chain/* claimsChain */.v)(ctx, { head, base, ledgerPrefix, budget });
    if (chain === undefined)
        throw new Error('the ledger at the head was not read');
    notes.push(...chain.refused, ...chain.unmeasured);
    const review = (failOnViolation) => chain.review(request.gate, failOnViolation);
    let reviewed = review(request.failOnViolation);
    // Under the anchor gate, a claim whose events the pull request removes is not read at the head
    // at all: removing history must not take a broken anchor out of the gate, so it gates itself.
    if (request.gate === 'anchors' &&
        !request.failOnViolation &&
        reviewed.violations.some((v) => REMOVES_HISTORY.has(v.kind))) {
        reviewed = review(true);
        notes.push(HISTORY_REMOVED_UNDER_GATE);
    }
    const placed = request.pullRequestHead !== undefined && request.pullRequestHead !== head
        ? await placedIn(ctx, reviewed, head, request.pullRequestHead)
        : reviewed;
    const judged = request.notJudged === undefined ? placed : unpassed(placed);
    if (request.notJudged !== undefined)
        notes.push(request.notJudged);
    const outcome = { review: judged, ledgerPrefix, headSha: head, notes };
    if (base !== undefined)
        outcome.baseSha = base;
    if (request.event === 'workflow_dispatch')
        outcome.selfTest = claimsSelfTest();
    for (const note of notes)
        core/* warning */.$e(note);
    return outcome;
}
/** The violations that take base events out of the ledger read at the head. */
const REMOVES_HISTORY = new Set([
    'file-deleted',
    'removed',
    'edited',
    'reordered',
]);
const HISTORY_REMOVED_UNDER_GATE = 'claims-gate: anchors: this pull request removes or rewrites lines of the ledger at its base, so the claims they held are not read at the head and their anchors cannot be checked; those violations fail the run whatever fail-on-violation says.';
/** The review of a commit the run may not pass: neutral at best, and its title says why first. */
function unpassed(review) {
    return { ...review, review: (0,review_review/* notPassed */.KN)(review.review, review_review/* FORK_WITHOUT_PULL_REQUEST_TITLE */.Pc) };
}
/**
 * The review with its findings placed in `to`, the commit the check run is
 * on (the pull request's head), from `from`, the tree they were found in
 * (GitHub's test merge): where the base changed a file since the branch
 * point, the merge's line numbers point elsewhere in the head's file. The
 * comment keeps the merge's lines: its links name the merge commit.
 */
async function placedIn(ctx, review, from, to) {
    const { findings } = review.review;
    const texts = await (0,git_ledger/* textsAtTwoCommits */.Ei)(ctx, from, to, locatedPaths(findings));
    return { ...review, review: { ...review.review, findings: relocateFindings(findings, texts) } };
}
// ---------------------------------------------------------------------------
// The reader's self-test: a built-in ledger whose fold is fixed
const SELF_TEST_LEDGER = [
    '{"v":2,"id":"clm_A","ts":"2026-01-01T00:00:01Z","writer":"t","seq":1,"actor":{"kind":"human"},"type":"claim","body":{"label":"a"}}',
    '{"v":2,"id":"evd_A","ts":"2026-01-01T00:00:02Z","writer":"t","seq":2,"actor":{"kind":"human"},"type":"evidence","body":{"claim":"clm_A","ref":"file:x.rs::fn a","status":"resolves"}}',
    '{"v":2,"id":"clm_B","ts":"2026-01-01T00:00:03Z","writer":"t","seq":3,"actor":{"kind":"agent","id":"x"},"type":"claim","body":{"label":"b"}}',
    '{"v":2,"id":"hld_B","ts":"2026-01-01T00:00:04Z","writer":"t","seq":4,"actor":{"kind":"human"},"type":"hold","body":{"claim":"clm_B","reason":"r"}}',
    '{"v":2,"id":"clm_C","ts":"2026-01-01T00:00:05Z","writer":"t","seq":5,"actor":{"kind":"human"},"type":"claim","body":{"label":"c"}}',
    '{"v":2,"id":"evd_C","ts":"2026-01-01T00:00:06Z","writer":"t","seq":6,"actor":{"kind":"human"},"type":"evidence","body":{"claim":"clm_C","ref":"file:gone.rs","status":"resolves"}}',
    '{"v":2,"id":"cls_C","ts":"2026-01-01T00:00:07Z","writer":"t","seq":7,"actor":{"kind":"human"},"type":"close","body":{"claim":"clm_C"}}',
    '{"v":2,"id":"cl',
].join('\n');
/** Each check of the self-test as `ok|FAILED <what>`: the fold and the readings of the built-in ledger. */
function claimsSelfTest() {
    const scan = (0,claims_scan/* scanLedger */.TT)([{ name: 't.jsonl', text: SELF_TEST_LEDGER }]);
    const files = { 'x.rs': 'fn a() {}\n' };
    const derived = (0,annotate/* annotate */.fz)((0,fold/* fold */.AU)(scan.events), {
        tree: {
            probe: (path, text) => {
                const content = files[path];
                if (content === undefined)
                    return { kind: 'absent' };
                return text ? { kind: 'file', text: content } : { kind: 'readable' };
            },
            isDirectory: () => false,
        },
        commits: { status: () => 'gone' },
        history: { movement: () => ({ kind: 'unresolved' }), countSince: () => undefined },
    });
    const checks = [
        [
            '7 events read, the torn last line skipped',
            scan.events.length === 7 && scan.skipped.length === 1 && scan.skipped[0]?.torn === true,
        ],
        [
            'an evidenced claim whose anchor resolves is anchored',
            derived.claims[0]?.state === 'anchored' &&
                derived.claims[0]?.evidence[0]?.status === 'resolves',
        ],
        ['a held claim is grey', derived.grey[0]?.id === 'clm_B'],
        [
            'a closed claim keeps its evidence, read gone',
            derived.closed[0]?.state === 'closed' && derived.closed[0]?.evidence[0]?.cell === 'file-gone',
        ],
    ];
    return checks.map(([what, ok]) => `${ok ? 'ok' : 'FAILED'} ${what}`);
}

// EXTERNAL MODULE: ./src/render/claims/surfaces.ts + 2 modules
var surfaces = __webpack_require__(6506);
;// CONCATENATED MODULE: ./src/action/claims/loaded.ts
/**
 * What the action runs of ev 0.2 beyond its settings: the claims' review and
 * their surfaces. main.ts loads this module only for a store that holds
 * claims, so a run on ev 0.1 decisions compiles none of the claims model
 * (a fifth of the action's code, docs/PERFORMANCE.md).
 */




/***/ })

};
