(function (importMetaUrl) { 'use strict'; return { id: 28, ids: [28], modules: {

/***/ 6858:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pc: () => (/* binding */ FORK_WITHOUT_PULL_REQUEST_TITLE),
/* harmony export */   co: () => (/* binding */ joinReviews)
/* harmony export */ });
/* unused harmony exports worstConclusion, notPassed */
/**
 * The model-neutral review: what each ev model's domain yields for the
 * commit or pull request under review \u2014 0.1's ticks (core/ticks,
 * core/verdict: decisions, grounds, bindings, verdicts; its review is made
 * from its report by render/ticks/review.ts) and 0.2's claims (core/claims:
 * claims, evidence, anchors, cells; core/claims/review.ts). A store that
 * holds both models yields two reviews; `joinReviews` joins them (or takes
 * the one of a store of one model) into the store's: the check run's
 * conclusion and title, its annotations (or the workflow commands in their
 * place), the `conclusion` output, the step's status and message, and the
 * JSON report's top-level `conclusion` and `reason`. The comment, the
 * summaries and the JSON report are composed from each model's own sections
 * once for every store (render/review-surfaces.ts). Pure; no model's words here.
 */
const SEVERITY_RANK = { failure: 0, warning: 1, notice: 2 };
const RANK = { failure: 0, neutral: 1, success: 2 };
/** The worse of the conclusions: one failure fails the run; else anything to look at is neutral. */
function worstConclusion(conclusions) {
    let worst = 'success';
    for (const c of conclusions)
        if (RANK[c] < RANK[worst])
            worst = c;
    return worst;
}
/** What a check run's title says first for a fork's commit that no open pull request has as its head. */
const FORK_WITHOUT_PULL_REQUEST_TITLE = "Not passed: no open pull request has this fork's commit as its head";
/**
 * A model's review of a commit the run may not pass (a fork's head that no
 * open pull request has: there is no base to hold it to): neutral at best,
 * its title and reason saying why first.
 */
function notPassed(review, why) {
    return {
        ...review,
        conclusion: worstConclusion([review.conclusion, 'neutral']),
        title: review.title === '' ? why : `${why}; ${review.title}`,
        reason: review.reason === '' ? why : `${why}; ${review.reason}`,
    };
}
/**
 * One review for a store: the worst conclusion, each title that says
 * something, and the reasons of what fails (else every model's). One
 * review (a store of one model) is drawn as it is, its findings most
 * severe first.
 */
function joinReviews(reviews) {
    const conclusion = worstConclusion(reviews.map((r) => r.conclusion));
    // A model with nothing to say does not dilute one that has: its all-clear title is dropped.
    const saying = reviews.filter((r) => r.conclusion !== 'success');
    const titles = (saying.length > 0 ? saying : reviews).map((r) => r.title).filter(Boolean);
    // What fails the step leads its message alone: a model that does not fail it is not named then.
    const failing = reviews.filter((r) => r.conclusion === 'failure');
    const reasons = (failing.length > 0 ? failing : reviews).map((r) => r.reason).filter(Boolean);
    return {
        conclusion,
        title: titles.join('; '),
        reason: reasons.join('; '),
        // Each model's findings by severity (a stable sort keeps its order within one): the
        // surfaces show only the first max-annotations, and workflow commands the first 10 per level.
        findings: reviews.flatMap((r) => [...r.findings].sort((a, b) => SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity])),
        omitted: reviews.reduce((sum, r) => sum + (r.omitted ?? 0), 0),
    };
}


/***/ }),

/***/ 9985:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EE: () => (/* binding */ adviceOfReport),
/* harmony export */   WI: () => (/* binding */ plainTextAdvice),
/* harmony export */   _Y: () => (/* binding */ whereToRecord),
/* harmony export */   fE: () => (/* binding */ plainAdvice),
/* harmony export */   w8: () => (/* binding */ testFails)
/* harmony export */ });
/* unused harmony exports aboutPullRequest, adviceFor */
const PULL_REQUEST_EVENTS = new Set(['pull_request', 'pull_request_target']);
/** Is the change under review a pull request (else a push, a schedule, a dispatch, or a local change)? */
function aboutPullRequest(context) {
    return context.pullRequest ?? PULL_REQUEST_EVENTS.has(context.event);
}
/** Where a new decision is recorded, for this event: ` in this pull request`, ` in your branch`, ` in a pull request`. */
function whereToRecord(context) {
    if (aboutPullRequest(context))
        return ' in this pull request';
    return context.event === 'cli' ? ' in your branch' : ' in a pull request';
}
const code = (text) => ({ code: text });
/** `a`, `a and b`, `a, b and c` as code spans. */
function codeList(items) {
    const parts = [];
    items.forEach((item, i) => {
        if (i > 0)
            parts.push(i === items.length - 1 ? ' and ' : ', ');
        parts.push(code(item));
    });
    return parts;
}
/** A local preview without `--platform`; with it, `report` previews a CI job and advises as one. */
function isLocal(context) {
    return context.event === 'cli' && context.settings.platform === null;
}
function checksRunHere(settings) {
    return settings.runChecks === 'all' || settings.runChecks === 'needed';
}
function recordNewDecision(context) {
    return [
        ' \u2014 if the decision no longer holds \u2014 record the new decision with ',
        code('ev'),
        whereToRecord(context),
    ];
}
/** The job's `platform`, when no binding of the ledger declares it (then `attest` on it would exempt everything). */
function undeclaredPlatform(own, context) {
    const declared = context.declaredPlatforms;
    if (own === null || declared === undefined || declared.length === 0)
        return undefined;
    return declared.includes(own) ? undefined : own;
}
/** `no binding declares `linux` (declared: `linux-ci`)`, and what to set instead. */
function noBindingDeclares(own, context) {
    return [
        'no binding declares ',
        code(own),
        ' (declared: ',
        ...codeList(context.declaredPlatforms ?? []),
        '): set ',
        code('platform'),
        ' to the platform this job stands for',
    ];
}
/** How to get a fresh receipt on `platforms`, given what this job does. */
function runAgain(platforms, context) {
    const { settings } = context;
    if (isLocal(context)) {
        return platforms.flatMap((platform, i) => [
            i === 0 ? 'run ' : '; ',
            code(`ev check --run --platform ${platform}`),
            ' on a ',
            code(platform),
            ' host',
        ]);
    }
    if (settings.runChecks === 'refused')
        return [
            'bound checks never run on this event: run them in the ',
            code('pull_request'),
            ' workflow and publish its receipts with ',
            code('receipts:'),
            ' (recipe (c) in docs/RECIPES.md)',
        ];
    const own = settings.platform;
    const elsewhere = platforms.filter((platform) => platform !== own);
    if (!checksRunHere(settings) && context.mergesReceipts === true)
        return [
            'this job only judges the receipts it merges (',
            code('receipts:'),
            '), and none of them ran it on ',
            ...codeList(platforms),
            ": the job that runs it there (a platform's or a shard's) left no receipt: see its log, and check that it uploads its receipts even when a check fails",
        ];
    if (!checksRunHere(settings)) {
        const advice = [
            'set ',
            code('run-checks: true'),
            ' (or ',
            code('needed'),
            ') in the workflow so this job runs it',
        ];
        if (own !== null && platforms.includes(own))
            advice.push(' on ', code(own));
        if (own !== null && elsewhere.length > 0)
            advice.push('; ', ...notThisJob(elsewhere, own, context));
        return advice;
    }
    if (elsewhere.length === 0)
        return [
            'it was to run on ',
            code(own ?? ''),
            ' in this job but left no fresh receipt: see the warnings in the step log',
        ];
    return notThisJob(elsewhere, own, context);
}
/**
 * Platforms this job does not run: another job, or `attest` to let this
 * job's platform decide \u2014 only a platform some binding declares, since
 * attesting one that none declares exempts every binding.
 */
function notThisJob(platforms, own, context) {
    const undeclared = undeclaredPlatform(own, context);
    if (undeclared !== undefined)
        return noBindingDeclares(undeclared, context);
    const advice = [
        'this job runs checks on ',
        own === null ? 'no platform' : code(own),
        ' only, and nothing here attests ',
        ...codeList(platforms),
        ': add a job for ',
        platforms.length === 1 ? 'it' : 'each',
        ' and merge its receipts with ',
        code('receipts:'),
        ' (recipe (b) in docs/RECIPES.md)',
    ];
    if (own !== null)
        advice.push(', or set ', code(`attest: ${own}`), ' so only ', code(own), ' decides');
    return advice;
}
function missingPlatforms(ground) {
    return ground.platformResults.filter((r) => r.result === 'no receipt').map((r) => r.platform);
}
function shaStale(ground, context) {
    const { staleness } = context.settings;
    const reference = staleness.sha === null ? '' : ` (${staleness.sha.slice(0, 8)})`;
    const verified = ground.verifiedAtSha.slice(0, 8);
    if (isLocal(context))
        return [
            `the ledger's staleness_ref (${staleness.policy}) resolves to a commit${reference} other than the one the binding was verified at (${verified}), and fresh runs do not change that: re-verify the binding at this commit with `,
            code('ev guard'),
            ', or preview what CI shows with ',
            code('--staleness-ref none'),
        ];
    return [
        'the staleness reference (',
        code(`staleness-ref: ${staleness.setting}`),
        ` \u2192 ${staleness.policy}${reference}) is not the commit the binding was verified at (${verified}), and running the check again does not change that: set `,
        code('staleness-ref: none'),
        ' (the default), which judges a CI run by its own receipts, or re-verify the binding at this commit with ',
        code('ev guard'),
    ];
}
/** The platforms whose latest receipt failed or errored. */
function failingPlatforms(ground) {
    return ground.platformResults
        .filter((r) => r.result === 'red' || r.result === 'gray')
        .map((r) => r.platform);
}
/**
 * `unproven` has two causes. The counter-test agreed with a passing test (or
 * could not run): nothing shows the check can fail. Or the test itself fails
 * and the counter-test fails too \u2014 as it does when it runs the same test
 * against the rejected implementation: the label says `unproven`, but what
 * is wrong is the failing test.
 */
function unproven(ground, context) {
    const counter = ground.counterTest === undefined ? [] : [' ', code(ground.counterTest)];
    const failing = failingPlatforms(ground);
    if (failing.length > 0)
        return [
            'the test fails on ',
            ...codeList(failing),
            ' \u2014 make it pass again (its counter-test',
            ...counter,
            ' fails too, so the result did not flip: that is why the label reads unproven, not red), or',
            ...recordNewDecision(context),
        ];
    return [
        'its counter-test',
        ...counter,
        // ev 0.1.9 and 0.1.28: a counter-test that could not run (exit 126/127), or that agreed.
        ' did not fail where the test passed (it agreed with the test, or could not be run at all), so nothing shows the check can fail when its reason breaks: make the counter-test runnable and failing where the reason does not hold, or',
        ...recordNewDecision(context),
    ];
}
/** Does this ground's test fail (red, errored, or failing under an `unproven` label)? */
function testFails(ground) {
    if (ground.rule === 'red' || ground.rule === 'gray')
        return true;
    return ground.rule === 'unproven' && failingPlatforms(ground).length > 0;
}
function dirty(context) {
    if (isLocal(context))
        return [
            'it passes only with an uncommitted change to a file it guards: commit the change and run the check again (',
            code('ev check --run'),
            ')',
        ];
    return [
        'a file it guards has an uncommitted change in this checkout (an earlier step changed it), so the pass is not the commit\u2019s: run the checks on a clean checkout',
    ];
}
/** The guarding test was changed by the change under review: a green proves only what the new test checks. */
function testChangedAdvice(ground, files, alone) {
    // Only a pull request's files (or a preview's `--changed`, which stands for one) change a test.
    const named = [' (', ...codeList(files), ')'];
    if (!alone)
        return [
            '. Its guarding test was changed by this pull request too',
            ...named,
            ': review that change',
        ];
    const result = ground.rule === 'exempt'
        ? ', and this job does not judge the binding (exempt on this runner)'
        : ': the check passes against the test as this pull request left it, which proves only what that test now checks';
    return [
        'the guarding test was changed by this pull request',
        ...named,
        result,
        ' \u2014 review the change to the test before merging (it does not gate)',
    ];
}
/** The advice for one resurfaced ground; empty for a label that needs none. */
function adviceFor(ground, context) {
    const advice = adviceForRule(ground, context);
    const changed = ground.testChanged ?? [];
    if (changed.length === 0)
        return advice;
    return [...advice, ...testChangedAdvice(ground, changed, advice.length === 0)];
}
function adviceForRule(ground, context) {
    switch (ground.rule) {
        case 'sha-stale':
            return shaStale(ground, context);
        case 'not-run': {
            const missing = missingPlatforms(ground);
            const failing = ground.platformResults.filter((r) => r.result === 'red' || r.result === 'gray');
            const advice = [
                'no receipt on ',
                ...codeList(missing),
                ': ',
                ...runAgain(missing, context),
            ];
            if (failing.length > 0)
                advice.push('. It also fails on ', ...codeList(failing.map((r) => r.platform)), ': make it pass again, or', ...recordNewDecision(context));
            return advice;
        }
        case 'trigger-stale':
            return [
                'a declared trigger changed after its last run: ',
                ...runAgain(ground.platformResults.map((r) => r.platform), context),
            ];
        case 'age-stale':
            return [
                "its latest receipt is older than the ledger's ",
                code('staleness_days'),
                ': ',
                ...runAgain(ground.platformResults.map((r) => r.platform), context),
            ];
        case 'history-missing': {
            const advice = [
                'the commit its receipt was made at is not in this clone, so whether a trigger changed since cannot be judged: check out with ',
                code('fetch-depth: 0'),
            ];
            // On an event that never runs checks, running them again is not a remedy.
            if (context.settings.runChecks !== 'refused')
                advice.push(', or run it again here with ', code('run-checks: needed'));
            return advice;
        }
        case 'unproven':
            return unproven(ground, context);
        case 'gray':
            return [
                'it errored or timed out (a timeout is ',
                code('check-timeout'),
                '): make it finish, or',
                ...recordNewDecision(context),
            ];
        case 'red':
            return ['make it pass again, or', ...recordNewDecision(context)];
        case 'silently-unbound':
            return [
                'a declared trigger changed but the selected-list did not select it: have the affinity tool select it, or ',
                ...(context.settings.runChecks === 'refused'
                    ? runAgain(ground.platformResults.map((r) => r.platform), context)
                    : ['run every check (', code('run-checks: true'), ')']),
            ];
        case 'dirty':
            return dirty(context);
        default:
            return [];
    }
}
/**
 * `adviceFor` for the grounds of one report: grounds resting on the same
 * facts share one array, which nothing modifies. A large ledger has tens of
 * thousands of resurfaced grounds and a handful of causes; an array each was
 * about a sixth of the memory its resurfaced decisions hold.
 */
function adviceOfReport(context) {
    const made = new Map();
    return (ground) => {
        const key = factsKey(ground);
        let advice = made.get(key);
        if (advice === undefined) {
            advice = adviceFor(ground, context);
            made.set(key, advice);
        }
        return advice;
    };
}
/**
 * The facts the advice for this ground's rule reads, as one string (NUL cannot
 * occur in a sha, a ref, a platform or a result). Only those: a sha-stale
 * ground's advice names its sha, but no other rule's does, and a key holding
 * every binding's own sha would share nothing.
 */
function factsKey(ground) {
    const changed = ground.testChanged ?? [];
    const rule = ruleKey(ground);
    // Most grounds' tests were not changed: their key is the rule's alone.
    return changed.length === 0 ? rule : `${rule}\0\0${changed.join('\0')}`;
}
function ruleKey(ground) {
    switch (ground.rule) {
        case 'sha-stale':
            return `${ground.rule}\0${ground.verifiedAtSha}`;
        case 'unproven': {
            let key = ground.counterTest === undefined ? ground.rule : `${ground.rule}\0${ground.counterTest}`;
            for (const platform of failingPlatforms(ground))
                key += `\0${platform}`;
            return key;
        }
        case 'not-run':
        case 'trigger-stale':
        case 'age-stale':
        case 'silently-unbound': {
            let key = ground.rule;
            for (const result of ground.platformResults)
                key += `\0${result.platform}\0${result.result}`;
            return key;
        }
        default:
            return ground.rule;
    }
}
/** The advice as one string, code spans in backticks (how the comment compares advice, and a key). */
function plainAdvice(advice) {
    return advice.map((part) => (typeof part === 'string' ? part : `\`${part.code}\``)).join('');
}
/**
 * The advice for a plain-text surface (annotations): no Markdown, so a code
 * span is its text in single quotes, never backticks that show as they are.
 */
function plainTextAdvice(advice) {
    return advice.map((part) => (typeof part === 'string' ? part : `'${part.code}'`)).join('');
}


/***/ }),

/***/ 9459:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $C: () => (/* binding */ groundDetail),
/* harmony export */   Gh: () => (/* binding */ sha8),
/* harmony export */   K4: () => (/* binding */ COMMENT_DECISION_OPTIONS),
/* harmony export */   X4: () => (/* binding */ renderDecision),
/* harmony export */   ZQ: () => (/* binding */ CONTEXT_INTRO),
/* harmony export */   _y: () => (/* binding */ platformResultText),
/* harmony export */   nW: () => (/* binding */ renderDecisionParts),
/* harmony export */   oN: () => (/* binding */ markdownAdvice),
/* harmony export */   oo: () => (/* binding */ FIELD_MAX),
/* harmony export */   yP: () => (/* binding */ contextTitle),
/* harmony export */   yS: () => (/* binding */ labelPhrase),
/* harmony export */   z6: () => (/* binding */ listWithRest)
/* harmony export */ });
/* unused harmony exports shownKind, ICON, changedTriggerPaths */
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2495);
/* harmony import */ var _advice_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9985);
/* harmony import */ var _core_text_unicode_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9416);
/* harmony import */ var _origin_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8583);
/**
 * One decision as Markdown \u2014 the single place that does it. The sticky
 * comment, the job summary and the context section (in both) show a
 * decision the same way: heading with its text, id, blame and tags, one list
 * item per ground (label, claim, check ref, `frozen@<sha8>`, detail, the tail
 * of a failing run), the changed files its triggers select, and the roads
 * not taken. Each surface only chooses the bounds (`DecisionRenderOptions`).
 * The annotations are plain text, not Markdown; they share the phrasing
 * helpers below (`labelPhrase`, `groundDetail`).
 *
 * Every string from the ledger or a check's output goes through
 * `markdown.ts`. Pure.
 */




function shownKind(decision) {
    return 'kind' in decision ? decision.kind : 'context';
}
/** The comment's bounds: a reviewer's first look. */
const COMMENT_DECISION_OPTIONS = {
    showOutput: true,
    maxGrounds: 10,
    maxRoads: 5,
    maxTriggers: 10,
    outputLines: 30,
    outputChars: 3000,
    restIn: 'the job summary',
};
/** Bounds on individual ledger fields, so one 100 KB claim cannot crowd out the rest. */
const FIELD_MAX = {
    decision: 200,
    claim: 500,
    ref: 200,
    detail: 200,
    blame: 100,
    tag: 60,
    option: 100,
    roadClaim: 200,
    path: 200,
    id: 40,
    checkName: 100,
};
/** What a label means for the check, as a phrase after "check `ref`". */
const LABEL_MEANING = {
    green: 'passes',
    exempt: 'is exempt on this runner',
    red: 'fails',
    'gray->red': 'errored or timed out (counts as red)',
    'not-run': 'has no run on a declared platform',
    stale: 'has stale evidence',
    unproven: 'is not shown to fail: its counter-test did not flip the result',
    'silently-unbound': 'was not selected to run although a declared trigger changed',
    dirty: 'passes, but only on an uncommitted change to a guarded path (commit and re-run)',
    memo: 'is not green',
};
const ICON = {
    gating: '\ud83d\udd34',
    memo: '\ud83d\udcdd',
    'test-changed': '\ud83e\uddea',
    context: '\ud83d\udcce',
};
/** The title of the context section: `\ud83d\udcce 2 decisions behind the files this pull request changes`. */
function contextTitle(count) {
    return `${ICON.context} ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(count, 'decision')} behind the files this pull request changes`;
}
/** The first line of the context section, wherever it is shown. */
const CONTEXT_INTRO = 'What was decided about the code this pull request changes, and the roads not taken: for reading, nothing here blocks merging.\n\n';
function sha8(sha) {
    return sha.slice(0, 8);
}
/**
 * What a memo stands for: ` (would be stale; non-gating)`, or for an
 * agent-proposed decision ` (would be red; agent-proposed, never gates)`;
 * `` for any other label.
 */
function memoNote(ground) {
    if (ground.label !== 'memo')
        return '';
    const why = ground.memoReason === 'agent-proposed' ? 'agent-proposed, never gates' : 'non-gating';
    return ` (would be ${ground.unlockedLabel}; ${why})`;
}
/** A ground's label in words: `red`, or `memo (would be stale; non-gating)`. */
function labelPhrase(ground) {
    return `${ground.label}${memoNote(ground)}`;
}
/**
 * The detail that explains the ground: for a memo, the detail of the label it
 * stands for (a stale reason, missing platforms) rather than ev's `ran <ts>`.
 */
function groundDetail(ground) {
    return ground.label === 'memo' ? ground.unlockedDetail : ground.detail;
}
/** The changed files a decision governs: the pull request's files, else the declared triggers the change touched. */
function changedTriggerPaths(decision) {
    return decision.changedFiles.length > 0 ? decision.changedFiles : decision.triggersChanged;
}
function tagLine(decision, options) {
    const parts = [
        (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .linked */ .q)((0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .codeSpan */ .SS)(decision.id, { max: FIELD_MAX.id }), options.links?.tick(decision.file)),
    ];
    const blame = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(decision.blame, FIELD_MAX.blame);
    parts.push(`by ${(0,_core_text_unicode_js__WEBPACK_IMPORTED_MODULE_2__/* .isBlank */ .z3)(decision.blame) || blame === '' ? '(no blame)' : blame}`);
    const { authority, jurisdiction, round_id } = decision.tags;
    if (authority)
        parts.push((0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .codeSpan */ .SS)(authority, { max: FIELD_MAX.tag }));
    if (jurisdiction !== undefined)
        parts.push(`jurisdiction ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .codeSpan */ .SS)(jurisdiction)}`);
    if (round_id !== undefined)
        parts.push(`round ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .codeSpan */ .SS)(round_id, { max: FIELD_MAX.tag })}`);
    parts.push(...lineageTags(decision.tags));
    return parts.join(' \u00b7 ');
}
/**
 * What the later tick fields mean to a reviewer: who proposed the
 * decision, where it came from, and where it stands in its lineage.
 */
function lineageTags(tags) {
    const parts = [];
    if (tags.provenance === 'agent-proposed')
        parts.push('**agent-proposed**: never gates until a person ratifies it');
    else if (tags.provenance === 'imported')
        parts.push('imported');
    if (tags.ratifies !== undefined)
        parts.push(`ratified: confirms agent proposal ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .codeSpan */ .SS)(tags.ratifies, { max: FIELD_MAX.id })}`);
    if (tags.source_ref !== undefined)
        parts.push(`source ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .codeSpan */ .SS)(tags.source_ref, { max: FIELD_MAX.tag })}`);
    if (tags.supersedes !== undefined)
        parts.push(`supersedes ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .codeSpan */ .SS)(tags.supersedes, { max: FIELD_MAX.id })}`);
    if (tags.superseded_by !== undefined)
        parts.push(`**superseded by** ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .codeSpan */ .SS)(tags.superseded_by, { max: FIELD_MAX.id })}`);
    return parts;
}
/** ` \u00b7 *broken by this PR (green at the base)*` on a gating ground of a pull request whose base was judged. */
function originNote(ground) {
    const phrase = (0,_origin_js__WEBPACK_IMPORTED_MODULE_3__/* .originPhrase */ .c)(ground);
    return phrase === '' ? '' : ` \u00b7 *${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(phrase)}*`;
}
function groundLabel(ground) {
    return `**${ground.label}**${memoNote(ground)}${originNote(ground)}`;
}
function groundCheckLine(decision, ground, options) {
    const label = ground.label === 'memo' ? ground.unlockedLabel : ground.label;
    // `unproven` over a failing test: what is wrong is the failing test (advice.ts).
    const meaning = label === 'unproven' && (0,_advice_js__WEBPACK_IMPORTED_MODULE_1__/* .testFails */ .w8)(ground)
        ? 'fails, and so does its counter-test: the result did not flip'
        : LABEL_MEANING[label];
    const ref = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .linked */ .q)((0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .codeSpan */ .SS)(ground.ref, { max: FIELD_MAX.ref }), options.links?.check(ground.ref));
    const parts = [
        `check ${ref} ${meaning}`,
        (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .codeSpan */ .SS)(`frozen@${sha8(ground.verifiedAtSha)}`),
        (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(groundDetail(ground), FIELD_MAX.detail),
    ];
    if (ground.harvested)
        parts.push('harvested (no counter-test)');
    const line = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .linkTarget */ .Cm)(options.links?.tick(decision.file, ground.groundIndex));
    if (line !== undefined)
        parts.push(`[ground in the tick file](${line})`);
    return parts.join(' \u00b7 ');
}
function runSummary(ground, omittedLines) {
    const run = ground.run;
    if (!run)
        return '';
    const how = run.timedOut
        ? 'timed out'
        : run.exitCode === null
            ? 'killed'
            : `exit ${run.exitCode}`;
    const cut = omittedLines > 0 ? `, last lines only` : '';
    // Under `unproven` the run may have passed or failed; "failing" would contradict the label.
    const which = ground.label === 'unproven' && !(0,_advice_js__WEBPACK_IMPORTED_MODULE_1__/* .testFails */ .w8)(ground) ? 'the run' : 'the failing run';
    return `Output of ${which} on ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .htmlText */ .js)(run.platform, FIELD_MAX.tag)} (${how}${cut})`;
}
/** `<details>` with a failing run's output tail, indented to sit inside a list item. */
function outputDetails(ground, options) {
    if (!options.showOutput || !ground.run || ground.run.outputTail.trim() === '')
        return '';
    const tail = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .tailLines */ .os)(ground.run.outputTail, options.outputLines, options.outputChars);
    return (`  <details><summary>${runSummary(ground, tail.omittedLines)}</summary>\n\n` +
        (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .fencedBlock */ .zW)(tail.text, { info: 'text', indent: '  ' }) +
        `\n  </details>\n`);
}
/** `no receipt`, or a receipt's result, with `not falsifiable` when its counter-test did not flip it. */
function platformResultText(result) {
    return result.falsifiable === false ? `${result.result}, not falsifiable` : result.result;
}
const MAX_PLATFORMS_SHOWN = 10;
/** `on linux-ci: **red** \u00b7 mac: no receipt` \u2014 each platform's real result, so none hides another. */
function platformLine(ground) {
    const results = ground.platformResults ?? [];
    if (results.length === 0)
        return '';
    const shown = results
        .slice(0, MAX_PLATFORMS_SHOWN)
        .map((r) => {
        const text = platformResultText(r);
        return `${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .codeSpan */ .SS)(r.platform, { max: FIELD_MAX.tag })}: ${r.result === 'green' || r.result === 'no receipt' ? text : `**${text}**`}`;
    })
        .join(' \u00b7 ');
    const rest = results.length - MAX_PLATFORMS_SHOWN;
    return `  <br>Results: ${shown}${rest > 0 ? ` \u00b7 \u2026 and ${rest} more` : ''}\n`;
}
/** Advice segments as Markdown: our words as they are, ledger values as code spans. */
function markdownAdvice(advice) {
    return advice
        .map((part) => (typeof part === 'string' ? part : (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .codeSpan */ .SS)(part.code, { max: FIELD_MAX.ref })))
        .join('');
}
/** The cause a green cannot show: the pull request changed the test that judged it. */
function testChangedLine(ground) {
    const files = ground.testChanged ?? [];
    if (files.length === 0)
        return '';
    const shown = files
        .slice(0, MAX_PLATFORMS_SHOWN)
        .map((f) => (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .codeSpan */ .SS)(f, { max: FIELD_MAX.path }));
    const rest = files.length - shown.length;
    return `  <br>\ud83e\uddea **The guarding test was changed by this pull request:** ${shown.join(', ')}${rest > 0 ? ` and ${rest} more` : ''}\n`;
}
function adviceLine(ground) {
    if (!ground.advice || ground.advice.length === 0)
        return '';
    const text = markdownAdvice(ground.advice);
    return `  <br>\ud83d\udc49 ${text.charAt(0).toUpperCase()}${text.slice(1)}.\n`;
}
function renderGround(decision, ground, options) {
    return (`- ${groundLabel(ground)} \u2014 ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(ground.claim, FIELD_MAX.claim)}\n` +
        `  <br>${groundCheckLine(decision, ground, options)}\n` +
        platformLine(ground) +
        testChangedLine(ground) +
        adviceLine(ground) +
        outputDetails(ground, options));
}
/** `a, b and 3 more (see \u2026)`. */
function listWithRest(items, max, restIn) {
    const shown = items.slice(0, max).join(', ');
    const rest = items.length - max;
    return rest > 0 ? `${shown} and ${rest} more (see ${restIn})` : shown;
}
function renderTriggers(decision, options) {
    // A changed test file is named on its ground's line, not as a declared trigger.
    const tests = new Set(decision.grounds.flatMap((g) => g.testChanged ?? []));
    const paths = changedTriggerPaths(decision)
        .filter((p) => !tests.has(p))
        .map((p) => (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .codeSpan */ .SS)(p, { max: FIELD_MAX.path }));
    if (paths.length === 0)
        return '';
    const list = listWithRest(paths, options.maxTriggers, options.restIn);
    // Without the pull request's files, the touched entries come from the selected-list (a push, a preview).
    if (decision.changedFiles.length === 0)
        return `Declared triggers the selected-list names as changed: ${list}\n\n`;
    return `Declared triggers changed in this pull request: ${list}\n\n`;
}
function renderRoads(decision, options) {
    if (decision.roadsNotTaken.length === 0)
        return '';
    const roads = decision.roadsNotTaken.map((r) => `**${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(r.option, FIELD_MAX.option)}** (${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(r.claim, FIELD_MAX.roadClaim)})`);
    return `Roads not taken: ${listWithRest(roads, options.maxRoads, options.restIn)}\n\n`;
}
/**
 * One decision as Markdown blocks: heading and tags, one block per ground (a
 * list item), then triggers and roads. The summary fits its byte budget
 * block by block, so a decision with 500 grounds is cut between grounds,
 * never inside one.
 */
function renderDecisionParts(decision, options, headingLevel = 4) {
    const heading = '#'.repeat(headingLevel);
    const grounds = decision.grounds;
    const shown = grounds.slice(0, options.maxGrounds);
    const rest = grounds.length - shown.length;
    const parts = [
        `${heading} ${ICON[shownKind(decision)]} ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(decision.decision, FIELD_MAX.decision)}\n\n` +
            `${tagLine(decision, options)}\n\n`,
        ...shown.map((g) => renderGround(decision, g, options)),
    ];
    if (rest > 0)
        parts.push(`- \u2026 and ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(rest, 'more ground')} (see ${options.restIn})\n`);
    parts.push('\n' + renderTriggers(decision, options) + renderRoads(decision, options));
    return parts;
}
/** One decision as a Markdown section (ends with a blank line). */
function renderDecision(decision, options, headingLevel = 4) {
    return renderDecisionParts(decision, options, headingLevel).join('');
}


/***/ }),

/***/ 8583:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ ORIGIN_LABEL),
/* harmony export */   c: () => (/* binding */ originPhrase)
/* harmony export */ });
/** The label a gating binding carries: who broke it. */
const ORIGIN_LABEL = {
    'broken-by-this-pr': 'broken by this PR',
    'already-failing-on-base': 'already failing on the base',
};
/**
 * `broken by this PR (green at the base)`, `already failing on the base (red there)`;
 * '' when not gating or without a base. A binding with no receipt at the base is
 * labelled for what is known, no evidence there, with the remedy: recipe (a)
 * keeps the default branch's receipts for pull requests to compare with.
 */
function originPhrase(ground) {
    if (ground.origin === undefined)
        return '';
    const base = ground.baseLabel === null || ground.baseLabel === undefined
        ? 'not evaluated at the base: a decision this pull request adds or changes'
        : ground.baseLabel === 'not-run' && ground.origin === 'broken-by-this-pr'
            ? "no evidence at the base: recipe (a) saves the default branch's receipts to compare with"
            : ground.origin === 'already-failing-on-base'
                ? `${ground.baseLabel} there`
                : `${ground.baseLabel} at the base`;
    return `${ORIGIN_LABEL[ground.origin]} (${base})`;
}


/***/ }),

/***/ 8539:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  FK: () => (/* binding */ buildReport),
  xH: () => (/* binding */ serializeReport)
});

// UNUSED EXPORTS: PULL_REQUEST_FILES_CAP, decideConclusion, declaredPlatformsOf, reportChunks

// EXTERNAL MODULE: ./src/render/report-schema.ts
var report_schema = __webpack_require__(7034);
// EXTERNAL MODULE: ./src/render/working-directory.ts
var working_directory = __webpack_require__(9017);
// EXTERNAL MODULE: ./src/core/ticks/verdict/provenance.ts
var verdict_provenance = __webpack_require__(953);
// EXTERNAL MODULE: ./src/core/text/unicode.ts
var unicode = __webpack_require__(9416);
// EXTERNAL MODULE: ./src/core/ticks/verdict/change.ts
var verdict_change = __webpack_require__(5542);
// EXTERNAL MODULE: ./src/core/ticks/tick.ts
var ticks_tick = __webpack_require__(4421);
// EXTERNAL MODULE: ./src/core/ticks/source-ref.ts
var source_ref = __webpack_require__(1121);
;// CONCATENATED MODULE: ./src/core/ticks/verdict/resurface.ts
/**
 * Resurfacing (docs/USAGE.md#resurfacing): which decisions the reviewer must
 * see again, and why. A decision resurfaces when any of its test-bound
 * grounds has a verdict other than green or exempt (person-bound and unbound
 * grounds are `n/a` and never resurface). `memo` (C/D jurisdiction) resurfaces
 * too, as a non-gating note. Pure: verdicts in, decisions out.
 */




/** Green and exempt grounds are alive (or out of scope for this runner); everything else resurfaces. */
function isResurfacingLabel(label) {
    return label !== 'green' && label !== 'exempt';
}
/** The options the decision weighed and rejected, with the claim that rejected each. */
function roadsNotTaken(tick) {
    const roads = [];
    tick.grounds.forEach((ground, groundIndex) => {
        const option = (0,ticks_tick/* rejectedOption */.QQ)(ground.supports);
        if (option !== undefined)
            roads.push({ groundIndex, option, claim: ground.claim });
    });
    // Kept by the report for every shown decision: an exact-size copy, not push's growable store.
    return roads.length === 0 ? roads : roads.slice();
}
/**
 * The declared triggers of a binding that the change touched: those the
 * engine saw in the selected-list or the changed paths (`triggersTouched`,
 * shared entries as docs/ev-0.1.md#the-selected-list compares them) plus those that select a changed file
 * (git pathspec rules, as `triggered_since` reads them).
 */
function changedTriggers(verdict, matched) {
    // Most grounds of a large ledger have no touched trigger: no set to build.
    if (verdict.triggersTouched.length === 0 && matched.length === 0)
        return [];
    const touched = new Set([...verdict.triggersTouched, ...matched]);
    return unique(verdict.check.liveness.triggered_by.filter((t) => touched.has(t)));
}
function platformResultsOf(verdict) {
    if (verdict.rule === 'sha-stale' || verdict.rule === 'exempt')
        return [];
    const results = verdict.deciding.map((receipt) => {
        const result = {
            platform: receipt.platform,
            result: receipt.result,
            ranAt: receipt.ran_at,
        };
        if (receipt.falsifiable !== undefined)
            result.falsifiable = receipt.falsifiable;
        return result;
    });
    for (const platform of unique(verdict.missingPlatforms))
        results.push({ platform, result: 'no receipt' });
    // Asked for every resurfaced ground: one result needs no order.
    if (results.length < 2)
        return results;
    const order = verdict.check.liveness.platforms;
    return results.sort((a, b) => order.indexOf(a.platform) - order.indexOf(b.platform));
}
/**
 * A ground's verdict as surfaces show it; `matched`: its entries that select
 * a changed file; `testChanged`: the changed files that are its test.
 */
function toDecisionGround(verdict, matched = [], testChanged = []) {
    const ground = {
        groundIndex: verdict.groundIndex,
        claim: verdict.claim,
        supports: verdict.supports,
        label: verdict.label,
        unlockedLabel: verdict.unlockedLabel,
        rule: verdict.rule,
        platformResults: platformResultsOf(verdict),
        gating: verdict.gating,
        ref: verdict.check.ref,
        verifiedAtSha: verdict.check.verified_at_sha,
        harvested: verdict.harvested,
        detail: verdict.detail,
        unlockedDetail: verdict.unlockedDetail,
        platforms: verdict.check.liveness.platforms,
        triggeredBy: verdict.check.liveness.triggered_by,
        triggersChanged: changedTriggers(verdict, matched),
    };
    if (verdict.check.counter_test !== undefined)
        ground.counterTest = verdict.check.counter_test;
    if (verdict.memoReason !== undefined)
        ground.memoReason = verdict.memoReason;
    if (verdict.latestRanAt !== undefined)
        ground.latestRanAt = verdict.latestRanAt;
    if (testChanged.length > 0)
        ground.testChanged = [...testChanged];
    return ground;
}
/** The changed files that are this binding's test or counter-test (none when its commands name no file). */
function testFilesChanged(verdict, matcher) {
    return verdict.testFiles.length === 0 ? [] : matcher.match(verdict.testFiles).files;
}
function tagsOf(tick, supersededBy) {
    const tags = {};
    if (tick.authority !== undefined)
        tags.authority = tick.authority;
    if (tick.jurisdiction !== undefined)
        tags.jurisdiction = tick.jurisdiction;
    if (tick.round_id !== undefined)
        tags.round_id = tick.round_id;
    if (tick.provenance !== undefined)
        tags.provenance = tick.provenance;
    if (tick.source_ref !== undefined)
        tags.source_ref = (0,source_ref/* sourceRefKey */.s)(tick.source_ref);
    if (tick.supersedes !== undefined)
        tags.supersedes = tick.supersedes;
    if (tick.ratifies !== undefined)
        tags.ratifies = tick.ratifies;
    if (supersededBy !== undefined)
        tags.superseded_by = supersededBy;
    return tags;
}
function kindOf(grounds) {
    if (grounds.some((g) => g.gating))
        return 'gating';
    return grounds.some((g) => isResurfacingLabel(g.label)) ? 'memo' : 'test-changed';
}
/**
 * A ground resurfaces when its label is not green (nor exempt), or when the
 * pull request changed its guarding test: a green that rests on a test the
 * pull request rewrote proves only what the new test checks.
 */
function resurfaceTick(verdict, matcher) {
    const resurfacing = [];
    // Indexed: this runs once for every decision of the ledger (core/ticks/test-checks.ts says why).
    const tests = verdict.tests;
    for (let i = 0; i < tests.length; i++) {
        const g = tests[i];
        const testChanged = testFilesChanged(g, matcher);
        if (isResurfacingLabel(g.label) || testChanged.length > 0)
            resurfacing.push({ verdict: g, testChanged });
    }
    if (resurfacing.length === 0)
        return undefined;
    resurfacing.sort((a, b) => a.verdict.groundIndex - b.verdict.groundIndex);
    const grounds = resurfacing.map(({ verdict: g, testChanged }) => toDecisionGround(g, matcher.match(g.triggers).entries, testChanged));
    const { tick } = verdict;
    return {
        id: tick.id,
        file: verdict.file,
        decision: tick.decision,
        blame: tick.blame,
        tags: tagsOf(tick, verdict.supersededBy),
        kind: kindOf(grounds),
        grounds,
        roadsNotTaken: roadsNotTaken(tick),
        triggersChanged: grounds.some((g) => g.triggersChanged.length > 0)
            ? unique(grounds.flatMap((g) => g.triggersChanged))
            : [],
        changedFiles: matcher.selectedFiles(resurfacing.map((r) => r.verdict.triggers)),
    };
}
/** No change under review (push, schedule, the CLI without `--changed`). */
const NO_CHANGE = { files: [], ledgerPrefix: '' };
/**
 * The decisions to resurface: gating ones first, then memo notes; within
 * each, by tick id (code-point order, then file name) so the comment is
 * stable from one push to the next.
 *
 * `change`: the pull request's changed files, to say which declared
 * triggers of each decision it touched.
 */
function resurface(verdicts, change = NO_CHANGE) {
    const matcher = verdict_change/* TriggerMatcher */.h.of(change);
    const decisions = [];
    for (const verdict of verdicts) {
        const decision = resurfaceTick(verdict, matcher);
        if (decision)
            decisions.push(decision);
    }
    return decisions.sort((a, b) => kindRank(a.kind) - kindRank(b.kind) ||
        (0,unicode/* compareCodePoints */.OP)(a.id, b.id) ||
        (0,unicode/* compareCodePoints */.OP)(a.file, b.file));
}
/** Gating first, then a changed guarding test (the reviewer must read it), then memo notes. */
function kindRank(kind) {
    return kind === 'gating' ? 0 : kind === 'test-changed' ? 1 : 2;
}
function unique(items) {
    // Most lists here hold one entry or none: nothing to de-duplicate, no set to build.
    return items.length < 2 ? [...items] : [...new Set(items)];
}

;// CONCATENATED MODULE: ./src/core/ticks/verdict/context.ts
/**
 * Context (docs/USAGE.md#context): the decisions behind the files a pull
 * request changes, shown even when their checks are green, so the reviewer
 * sees what was decided about this code and which roads were not taken
 * before it changes again. Context never gates.
 *
 * A decision is in context when it is not resurfaced and one of its
 * test-bound grounds declares a `triggered_by` entry that selects a changed
 * file \u2014 git's pathspec rules, the matcher `triggered_since` uses
 * (change.ts, pathspec.ts). Person-checked and unbound grounds have no
 * triggers and never put a decision in context. Decisions the pull request
 * itself records count like any other (the spec makes no exception). One
 * choice beyond the spec \u2014 one decision, one entry: `ev guard` (and
 * `ev correct`) append a child that copies its parent's decision, and both
 * stay live. A tick whose child has the same decision and observation is an
 * earlier revision of it: the revisions are shown once, as the newest, and
 * not at all when any of them resurfaces (the reviewer already sees that
 * decision above).
 *
 * Pure.
 */



/** Is `child` a later revision of `parent` (`ev guard`, `ev correct`): its child, same decision? */
function isRevisionOf(child, parent) {
    return (child.tick.parent_id === parent.tick.id &&
        child.tick.decision === parent.tick.decision &&
        child.tick.observe === parent.tick.observe);
}
/**
 * The place of each revised verdict (a key of `newer`, and the newest each
 * walk ends at) among the revisions of its decision, every chain walked once
 * (a crafted ledger cannot make this loop: a walk stops where it meets
 * itself, taking the last revision before that as the newest). A verdict
 * without a place is a decision never revised: the newest of its own group.
 */
function revisionPlaces(verdicts, newer) {
    const places = new Map();
    for (const start of verdicts) {
        // Most decisions were never revised: no walk, and no place.
        if (!newer.has(start) || places.has(start))
            continue;
        const path = [];
        const onPath = new Set();
        let tail;
        for (let v = start; v && !onPath.has(v); v = newer.get(v)) {
            tail = places.get(v);
            if (tail)
                break;
            path.push(v);
            onPath.add(v);
        }
        const newest = tail?.newest ?? path[path.length - 1];
        const above = tail ? tail.newerCount + 1 : 0;
        path.forEach((v, i) => places.set(v, { newest, newerCount: above + path.length - 1 - i }));
    }
    return places;
}
/** The verdicts grouped by decision: each group holds the revisions of one decision, newest first. */
function revisionGroups(verdicts) {
    const byId = new Map();
    for (const v of verdicts)
        if (!byId.has(v.tick.id))
            byId.set(v.tick.id, v);
    const newer = new Map();
    for (const v of verdicts) {
        const parent = byId.get(v.tick.parent_id);
        if (parent && parent !== v && !newer.has(parent) && isRevisionOf(v, parent))
            newer.set(parent, v);
    }
    const places = revisionPlaces(verdicts, newer);
    // Each group where its first revision stands; a decision never revised is a group of one.
    const groups = [];
    const byNewest = new Map();
    for (const verdict of verdicts) {
        const place = places.get(verdict);
        if (place === undefined) {
            groups.push(verdict);
            continue;
        }
        const group = byNewest.get(place.newest);
        if (group)
            group.push({ verdict, newerCount: place.newerCount });
        else {
            const first = [{ verdict, newerCount: place.newerCount }];
            byNewest.set(place.newest, first);
            groups.push(first);
        }
    }
    return groups.map((group) => Array.isArray(group)
        ? group.sort((a, b) => a.newerCount - b.newerCount).map((entry) => entry.verdict)
        : [group]);
}
/** Does one of this verdict's test-bound grounds declare a trigger that selects a changed file? */
function selectsChangedFile(verdict, matcher) {
    return verdict.tests.some((g) => matcher.match(g.triggers).files.length > 0);
}
/** The decisions in context, by tick id (code-point order, then file name): stable across pushes. */
function decisionsInContext(input) {
    if (input.change.files.length === 0)
        return [];
    const matcher = verdict_change/* TriggerMatcher */.h.of(input.change);
    const resurfaced = new Set(input.resurfacedFiles);
    // A decision is shown only through a revision that is not resurfaced and selects a changed
    // file: most of a large ledger's are neither. With none, nothing is grouped; otherwise only the
    // groups holding one are looked at.
    const selecting = new Set(input.verdicts.filter((v) => !resurfaced.has(v.file) && selectsChangedFile(v, matcher)));
    if (selecting.size === 0)
        return [];
    const decisions = [];
    for (const group of revisionGroups(input.verdicts)) {
        if (!group.some((v) => selecting.has(v)) || group.some((v) => resurfaced.has(v.file)))
            continue;
        const newest = group[0];
        if (newest === undefined)
            continue;
        const changedFiles = matcher.selectedFiles(group.flatMap((v) => v.tests.map((g) => g.triggers)));
        if (changedFiles.length === 0)
            continue;
        const grounds = [...newest.tests]
            .sort((a, b) => a.groundIndex - b.groundIndex)
            .map((g) => toDecisionGround(g, matcher.match(g.triggers).entries));
        decisions.push({
            id: newest.tick.id,
            file: newest.file,
            decision: newest.tick.decision,
            blame: newest.tick.blame,
            tags: tagsOf(newest.tick, newest.supersededBy),
            grounds,
            roadsNotTaken: roadsNotTaken(newest.tick),
            triggersChanged: [...new Set(grounds.flatMap((g) => g.triggersChanged))],
            changedFiles,
        });
    }
    return decisions.sort((a, b) => (0,unicode/* compareCodePoints */.OP)(a.id, b.id) || (0,unicode/* compareCodePoints */.OP)(a.file, b.file));
}

// EXTERNAL MODULE: ./src/core/ticks/verdict/verdict.ts
var verdict = __webpack_require__(3613);
// EXTERNAL MODULE: ./src/core/ticks/test-checks.ts
var test_checks = __webpack_require__(6672);
// EXTERNAL MODULE: ./src/core/ticks/verdict/check-selection.ts
var check_selection = __webpack_require__(4775);
// EXTERNAL MODULE: ./src/render/ticks/advice.ts
var advice = __webpack_require__(9985);
;// CONCATENATED MODULE: ./src/render/ticks/report.ts
/**
 * The report document: every figure of one evaluation, versioned
 * (`schemaVersion: 2` added the decisions in context, the changed files of
 * each resurfaced decision and the `context` setting; `3` the provenance of
 * each binding's deciding receipts and the `trust` findings; `4` each binding
 * against the pull request's base \u2014 its verdict there, broken by this pull
 * request or already failing on the base \u2014 the decisions the pull request
 * replaced, and the `gateScope` setting). The action writes it
 * to `report-path`; the comment, the job summary and the annotations are
 * rendered from it alone, so what a reviewer sees and what a workflow reads
 * never disagree. Pure.
 */









/** GitHub's list-files API stops at this many files for a pull request. */
const PULL_REQUEST_FILES_CAP = 3000;
/** The settings a caller may leave out: a run that executes nothing, judged on every platform, no sha reference. */
const DEFAULT_SETTINGS = {
    gateScope: 'all',
    context: true,
    runChecks: 'off',
    platform: null,
    attest: null,
    staleness: { setting: 'none', policy: 'none', sha: null },
};
/**
 * The check run's conclusion, the `conclusion` output and the step's exit
 * status (docs/USAGE.md#the-conclusion), defined so that none contradicts `gating`:
 * - `failure` \u2014 the step fails: a golden vector drifted (the self-test
 *   always fails), `fail-on-violation` is on and verify or the ledger diff
 *   found a violation, or a gating verdict the gate counts (with `gate:
 *   true` every one; with `gate: regressions` those this pull request broke);
 * - `neutral` \u2014 nothing fails the step, but something needs the reviewer:
 *   gating verdicts the gate does not count (`gate: false`, or already
 *   failing on the base under `gate: regressions`), violations while
 *   `fail-on-violation` is off, decisions the pull request replaced, memo
 *   notes, dirty verdicts;
 * - `success` \u2014 nothing to look at: no gating verdict, no violation, no
 *   replaced decision, no memo, no dirty verdict.
 * Warnings (unknown keys, harvested bindings) are shown but never change
 * the conclusion: they are ev's warnings, not its failures.
 */
function decideConclusion(f) {
    const failures = [];
    const regressionsOnly = f.gateScope === 'regressions';
    const counted = regressionsOnly ? Math.min(f.regressions ?? f.gating, f.gating) : f.gating;
    if (f.selfTestDrifts > 0)
        failures.push(`${countOf(f.selfTestDrifts, 'golden vector')} drifted`);
    if (f.failOnViolation && f.violations > 0)
        failures.push(`${countOf(f.violations, 'ledger violation')} (fail-on-violation is on)`);
    if (f.gate && counted > 0)
        failures.push(regressionsOnly
            ? `${countOf(counted, 'gating verdict')} broken by this pull request (gate: regressions)`
            : `${countOf(counted, 'gating verdict')} (gate is on)`);
    if (failures.length > 0)
        return { conclusion: 'failure', reason: sentence(failures) };
    const notes = [];
    if (f.gating > 0)
        notes.push(f.gate
            ? `${countOf(f.gating, 'gating verdict')} already failing on the base (gate: regressions counts only what this pull request breaks)`
            : `${countOf(f.gating, 'gating verdict')} (gate is off)`);
    if (f.violations > 0)
        notes.push(`${countOf(f.violations, 'ledger violation')} (fail-on-violation is off)`);
    if (f.replaced !== undefined && f.replaced > 0)
        notes.push(`${countOf(f.replaced, 'decision')} of the base replaced by this pull request (shown for review; superseding does not fail the gate)`);
    if (f.memo > 0)
        notes.push(`${countOf(f.memo, 'memo note')} (non-gating)`);
    if (f.dirty !== undefined && f.dirty > 0)
        notes.push(`${countOf(f.dirty, 'dirty verdict')} (non-gating: green only on an uncommitted change to a guarded path)`);
    if (f.testChanged !== undefined && f.testChanged > 0)
        notes.push(`${countOf(f.testChanged, 'guarding test')} changed by this pull request (shown for review, non-gating)`);
    if (notes.length > 0)
        return { conclusion: 'neutral', reason: sentence(notes) };
    return { conclusion: 'success', reason: 'Every test-bound ground is green, n/a or exempt.' };
}
function countOf(n, noun) {
    return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
function sentence(parts) {
    const text = parts.join('; ');
    return text.charAt(0).toUpperCase() + text.slice(1) + '.';
}
// ---------------------------------------------------------------------------
// Paths
// ---------------------------------------------------------------------------
// Building the report
/** This job's runs of each ref as the test (not the counter-test), in the order they ran. */
function testRunsByRef(runs) {
    const byRef = new Map();
    for (const run of runs) {
        if (run.role !== 'test')
            continue;
        const same = byRef.get(run.ref);
        if (same)
            same.push(run);
        else
            byRef.set(run.ref, [run]);
    }
    return byRef;
}
/**
 * The run that explains a resurfaced ground: the last non-green of its
 * ref's test runs. A green run of a resurfaced ground (say, stale for
 * another reason) explains nothing, so it is not attached.
 */
function failingRunOf(runs) {
    for (let i = runs.length - 1; i >= 0; i--) {
        const run = runs[i];
        if (run && run.result !== 'green') {
            return {
                platform: run.platform,
                exitCode: run.exitCode,
                timedOut: run.timedOut,
                result: run.result,
                outputTail: run.outputTail,
            };
        }
    }
    return undefined;
}
/**
 * A sha-stale ground was decided before any receipt was looked at; what this
 * job's runs of it showed still belongs on its line.
 */
function platformResultsFromRuns(ground, runs) {
    if (ground.platformResults.length > 0)
        return ground.platformResults;
    const latest = new Map();
    for (const run of runs)
        latest.set(run.platform, run);
    return [...latest.values()].map((run) => ({ platform: run.platform, result: run.result }));
}
/**
 * A resurfaced decision as the report shows it: its grounds completed with
 * this job's runs and the advice. `resurface` made these objects for this
 * report alone, so they are completed in place \u2014 copying every ground of
 * tens of thousands of decisions was garbage the size of the report.
 */
function withRuns(decision, testRuns, adviceOf, againstBase) {
    // Indexed: this runs once for every resurfaced decision (core/ticks/test-checks.ts says why).
    for (let i = 0; i < decision.grounds.length; i++) {
        const shown = decision.grounds[i];
        const ground = shown;
        const runs = testRuns.get(ground.ref) ?? [];
        ground.platformResults = platformResultsFromRuns(shown, runs);
        const run = failingRunOf(runs);
        if (run)
            ground.run = run;
        ground.advice = adviceOf(ground);
        const base = againstBase?.get((0,check_selection/* bindingKey */.bx)(decision.file, ground.groundIndex));
        if (base?.baseLabel !== undefined)
            ground.baseLabel = base.baseLabel;
        if (base?.origin !== undefined)
            ground.origin = base.origin;
    }
    const reported = decision;
    if (againstBase !== undefined && decision.kind === 'gating')
        reported.origin = reported.grounds.every((g) => !g.gating || g.origin === 'already-failing-on-base')
            ? 'already-failing-on-base'
            : 'broken-by-this-pr';
    return reported;
}
/**
 * Where each deciding receipt came from. The entries are values, and a large
 * ledger's tens of thousands of receipts have a handful of distinct ones: each
 * is made once (`shared`, per report) and the bindings point at it.
 */
function provenanceOf(deciding, trust, shared) {
    const provenance = trust?.provenance;
    if (provenance === undefined)
        return [];
    return deciding.map((receipt) => {
        const source = provenance.sourceOf(receipt);
        const directory = source.kind === 'merged' ? source.directory : '';
        const key = `${receipt.platform}\0${source.kind}\0${directory}`;
        let entry = shared.get(key);
        if (entry === undefined) {
            entry = {
                platform: receipt.platform,
                source: source.kind,
                ...(source.kind === 'merged' ? { from: source.directory } : {}),
                text: (0,verdict_provenance/* describeSource */.B6)(source, trust?.pullRequest ?? false, trust?.mergedFromRun),
            };
            shared.set(key, entry);
        }
        return entry;
    });
}
function bindingsOf(verdicts, executions, trust, base) {
    const provenance = new Map();
    return verdicts.flatMap((v) => v.tests.map((g) => bindingOf(v, g, executions, trust, provenance, base?.baseline(v, g))));
}
function bindingOf(v, g, executions, trust, sharedProvenance, baseline) {
    const provenance = provenanceOf(g.deciding, trust, sharedProvenance);
    const forkClaim = (trust?.mergedAreForkClaims ?? false) &&
        g.label === 'green' &&
        provenance.some((p) => p.source === 'merged');
    return {
        tickId: v.tick.id,
        file: v.file,
        decision: v.tick.decision,
        groundIndex: g.groundIndex,
        claim: g.claim,
        ref: g.check.ref,
        label: g.label,
        gating: g.gating,
        harvested: g.harvested,
        detail: g.detail,
        execution: executions?.(v.file, g) ?? 'off',
        provenance,
        forkClaim,
        ...(baseline === undefined ? {} : againstBaseOf(baseline)),
    };
}
function againstBaseOf(baseline) {
    return baseline.origin === undefined
        ? { baseLabel: baseline.baseLabel }
        : { baseLabel: baseline.baseLabel, origin: baseline.origin };
}
/** The bindings that resurface (not green, not exempt), by key: what the shown grounds are completed with. */
function resurfacingAgainstBase(bindings) {
    const byKey = new Map();
    for (const b of bindings)
        if (b.label !== 'green' && b.label !== 'exempt' && b.baseLabel !== undefined)
            byKey.set((0,check_selection/* bindingKey */.bx)(b.file, b.groundIndex), b);
    return byKey;
}
function notesOf(input) {
    const notes = [...(input.notes ?? [])];
    if (input.changedFiles?.capped) {
        notes.push(`This pull request changes more files than GitHub's API lists (${PULL_REQUEST_FILES_CAP.toLocaleString('en-US')}): ` +
            'changed triggers beyond that are not shown.');
    }
    return notes;
}
/** Every platform a binding of these verdicts declares, in first-seen order. */
function declaredPlatformsOf(verdicts) {
    const declared = new Set();
    (0,verdict/* forEachTestVerdict */.aD)(verdicts, (ground) => (0,test_checks/* addEach */.L)(declared, ground.check.liveness.platforms));
    return [...declared];
}
function buildReport(input) {
    const change = {
        files: input.changedFiles?.files ?? [],
        ledgerPrefix: (0,working_directory/* ledgerPathPrefix */.xP)(input.context.workingDirectory),
    };
    const settings = {
        ...DEFAULT_SETTINGS,
        ...input.settings,
        attest: input.settings.attest ? [...input.settings.attest] : null,
        staleness: { ...(input.settings.staleness ?? DEFAULT_SETTINGS.staleness) },
    };
    const runs = [...(input.runs ?? [])];
    const adviceOf = (0,advice/* adviceOfReport */.EE)({
        settings,
        event: input.context.event,
        // A known pull request (also on workflow_run), or the one a local preview's `--changed`
        // stands for; else the event says.
        ...(input.context.pullRequest !== undefined ||
            (input.context.event === 'cli' && input.changedFiles !== undefined)
            ? { pullRequest: true }
            : {}),
        declaredPlatforms: declaredPlatformsOf(input.verdicts),
        ...(input.receiptMerge !== undefined ? { mergesReceipts: true } : {}),
    });
    const testRuns = testRunsByRef(runs);
    const bindings = bindingsOf(input.verdicts, input.executions, input.trust, input.base);
    const againstBase = input.base ? resurfacingAgainstBase(bindings) : undefined;
    const decisions = resurface(input.verdicts, change).map((d) => withRuns(d, testRuns, adviceOf, againstBase));
    const inContext = settings.context
        ? decisionsInContext({
            verdicts: input.verdicts,
            change,
            resurfacedFiles: decisions.map((d) => d.file),
        })
        : [];
    const grounds = decisions.flatMap((d) => d.grounds);
    const replaced = input.base?.replaced ?? [];
    const regressions = input.base
        ? grounds.filter((g) => g.gating && g.origin !== 'already-failing-on-base').length
        : grounds.filter((g) => g.gating).length;
    const ledgerDiffViolations = input.ledgerDiff?.violations.length ?? 0;
    const counts = {
        gating: grounds.filter((g) => g.gating).length,
        memo: grounds.filter((g) => g.label === 'memo').length,
        dirty: grounds.filter((g) => g.label === 'dirty').length,
        gatingDecisions: decisions.filter((d) => d.kind === 'gating').length,
        memoDecisions: decisions.filter((d) => d.kind === 'memo').length,
        violations: input.verify.findings.length + ledgerDiffViolations,
        findings: input.verify.findings.length,
        ledgerDiffViolations,
        warnings: input.verify.warnings.length,
        bindings: bindings.length,
        harvested: bindings.filter((b) => b.harvested).length,
        recorded: input.ledgerDiff?.recorded.length ?? 0,
        selfTestDrifts: (input.selfTest ?? []).filter((line) => !line.ok).length,
        checksRun: bindings.filter((b) => b.execution === 'ran').length,
        checksReused: bindings.filter((b) => b.execution === 'reused').length,
        regressions,
        alreadyFailing: grounds.filter((g) => g.gating && g.origin === 'already-failing-on-base')
            .length,
        alreadyFailingDecisions: decisions.filter((d) => d.origin === 'already-failing-on-base').length,
        replaced: replaced.length,
        replacedGated: replaced.filter((r) => r.gated).length,
        testChanged: grounds.filter((g) => (g.testChanged?.length ?? 0) > 0).length,
    };
    const { conclusion, reason } = decideConclusion({ ...settings, ...counts });
    return {
        schemaVersion: report_schema/* REPORT_SCHEMA_VERSION */.W,
        conclusion,
        reason,
        context: { ...input.context },
        settings,
        counts,
        resurfaced: decisions.map((d) => d.id),
        decisions,
        inContext,
        bindings,
        verify: { findings: [...input.verify.findings], warnings: [...input.verify.warnings] },
        ledgerDiff: input.ledgerDiff ?? null,
        runs,
        changedFiles: input.changedFiles ?? null,
        selfTest: input.selfTest ? [...input.selfTest] : null,
        notes: notesOf(input),
        receiptMerge: input.receiptMerge ?? null,
        trust: {
            findings: [...(input.trust?.findings ?? [])],
            forkClaims: bindings.filter((b) => b.forkClaim).length,
        },
        baseJudged: input.base !== undefined,
        replaced,
    };
}
/** The document written to `report-path`, as one string (see `reportChunks`). */
function serializeReport(report) {
    return [...reportChunks(report)].join('');
}
/**
 * The report's JSON in pieces, produced as it is written so the largest
 * report never exists as one string. One line per field of the report and
 * one per item of its lists (a decision, a binding), each compact:
 * `grep` and `jq` read it, a diff of two runs shows the entries that
 * changed, and it is a third smaller than the same document indented
 * (15 MB against 22 MB at 10,000 ticks): time and memory in the job, and
 * in the artifact it is uploaded as.
 */
function* reportChunks(report) {
    let first = true;
    for (const [key, value] of Object.entries(report)) {
        if (omitted(value))
            continue;
        yield `${first ? '{' : ','}\n  ${JSON.stringify(key)}: `;
        first = false;
        yield* fieldChunks(value);
    }
    yield first ? '{}\n' : '\n}\n';
}
/** Is this value one JSON.stringify leaves out of an object (and writes as null in an array)? */
function omitted(value) {
    return value === undefined || typeof value === 'function' || typeof value === 'symbol';
}
/** A field of the report: a non-empty list item by item, one per line; anything else on its line. */
function* fieldChunks(value) {
    if (!Array.isArray(value) || value.length === 0) {
        yield JSON.stringify(value);
        return;
    }
    for (let i = 0; i < value.length; i++) {
        const item = value[i];
        yield `${i === 0 ? '[' : ','}\n    ${omitted(item) ? 'null' : JSON.stringify(item)}`;
    }
    yield '\n  ]';
}


/***/ }),

/***/ 9293:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Br: () => (/* binding */ renderSummary),
/* harmony export */   hR: () => (/* binding */ STEP_SUMMARY_BYTE_LIMIT)
/* harmony export */ });
/* unused harmony exports CHECK_RUN_SUMMARY_BYTE_LIMIT, SUMMARY_BYTE_LIMIT, DEFAULT_REST_IN, needsALook, listedBindings */
/* harmony import */ var _decision_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9459);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2495);
/* harmony import */ var _working_directory_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9017);
/* harmony import */ var _trust_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6423);
/* harmony import */ var _origin_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8583);
/* harmony import */ var _versus_base_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3829);
/**
 * The job summary (always written, every event) and the check run's output
 * summary, from one renderer with each surface's own byte budget: the step
 * summary takes 1 MiB, the check run's `output.summary` 65,535 bytes. The
 * headline and its reason, the counts, self-test lines, verify findings and
 * warnings, ledger-diff violations, decisions recorded by the pull request,
 * the resurfaced decisions and the decisions in context (decision.ts renders
 * them the same way as the comment), and the bindings (`bindings: failing`
 * lists those that need a look, `all` every one, those first).
 *
 * A surface shrinks in steps: everything in full; else every entry as one
 * compact line; else as many compact lines as fit and the count of the rest.
 * Each step says where the rest is (the JSON report). Blocks are produced
 * lazily and a step stops at its budget, so a 50,000-tick ledger costs one
 * budget's worth of rendering per step, not the whole ledger's. Pure.
 *
 * The decisions in context get a section heading here, not the comment's
 * collapsed `<details>`: the summary is the full record, and a cut between
 * blocks must never leave a `<details>` open.
 */








/** GitHub's step summary takes up to 1 MiB per step. */
const STEP_SUMMARY_BYTE_LIMIT = 1024 * 1024;
/** GitHub rejects a check run's `output.summary` of 65,536 bytes or more. */
const CHECK_RUN_SUMMARY_BYTE_LIMIT = 65535;
/** The default budget: the step summary's. */
const SUMMARY_BYTE_LIMIT = STEP_SUMMARY_BYTE_LIMIT;
/** Where the rest is, when a surface cannot show everything. */
const DEFAULT_REST_IN = 'the JSON report (the `report` output)';
const SUMMARY_DECISION_OPTIONS = {
    ..._decision_js__WEBPACK_IMPORTED_MODULE_0__/* .COMMENT_DECISION_OPTIONS */ .K4,
    maxGrounds: Number.POSITIVE_INFINITY,
    maxRoads: Number.POSITIVE_INFINITY,
    maxTriggers: 50,
    outputLines: 50,
    outputChars: 4000,
    restIn: 'the JSON report',
};
const HEADLINE = {
    failure: '\u274c evolving: failing',
    neutral: '\u26a0\ufe0f evolving: worth a look (not failing)',
    success: '\u2705 evolving: all clear',
};
const TEXT_MAX = 300;
const CELL_MAX = { claim: 200, ref: 120, detail: 120, id: 40 };
function section(title) {
    return `\n### ${title}\n\n`;
}
function contextLine(report) {
    const c = report.context;
    const parts = [`event ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(c.event)}`];
    if (c.repository !== '')
        parts.push((0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(c.repository));
    if (c.pullRequest !== undefined)
        parts.push(`pull request ${c.pullRequest}`);
    if (c.headSha)
        parts.push(`head ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)((0,_decision_js__WEBPACK_IMPORTED_MODULE_0__/* .sha8 */ .Gh)(c.headSha))}`);
    if (c.baseSha)
        parts.push(`base ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)((0,_decision_js__WEBPACK_IMPORTED_MODULE_0__/* .sha8 */ .Gh)(c.baseSha))}`);
    const dir = (0,_working_directory_js__WEBPACK_IMPORTED_MODULE_5__/* .normalizeWorkingDirectory */ .ok)(c.workingDirectory);
    parts.push(`ledger ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(dir === '' ? '.' : dir)}`);
    return `<sub>${parts.join(' \u00b7 ')}</sub>\n\n`;
}
function countsTable(report) {
    const n = report.counts;
    const cells = [
        ['Gating', `${n.gating} (${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(n.gatingDecisions, 'decision')})`],
        ['Memo', `${n.memo} (${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(n.memoDecisions, 'decision')})`],
        ['Violations', String(n.violations)],
        ['Warnings', String(n.warnings)],
        ['Bindings', String(n.bindings)],
        ['Harvested', String(n.harvested)],
        ['Recorded by this PR', String(n.recorded)],
    ];
    if (report.baseJudged)
        cells.push(['Broken by this PR', String(n.regressions)], ['Already failing on the base', String(n.alreadyFailing)], ['Replaced by this PR', String(n.replaced)]);
    if (checksWereRun(report))
        cells.push(['Checks run', String(n.checksRun)], ['Reused', String(n.checksReused)]);
    if (n.testChanged > 0)
        cells.push(['Guarding tests changed', String(n.testChanged)]);
    return (`| ${cells.map((c) => c[0]).join(' | ')} |\n` +
        `| ${cells.map(() => '---:').join(' | ')} |\n` +
        `| ${cells.map((c) => c[1]).join(' | ')} |\n`);
}
function headBlocks(report) {
    const settings = `gate ${report.settings.gate ? 'on' : 'off'}, fail-on-violation ${report.settings.failOnViolation ? 'on' : 'off'}`;
    const blocks = [
        `## ${HEADLINE[report.conclusion]}\n\n`,
        `**${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(report.reason)}** <sub>(${settings})</sub>\n\n`,
        contextLine(report),
        countsTable(report),
    ];
    if (report.notes.length > 0) {
        blocks.push('\n' + report.notes.map((note) => `- \u2139\ufe0f ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .mdMarkup */ .mQ)(note, TEXT_MAX)}\n`).join(''));
    }
    const trust = (0,_trust_js__WEBPACK_IMPORTED_MODULE_2__/* .trustBlock */ .Qk)(report);
    if (trust !== '')
        blocks.push(`\n${trust}`);
    return blocks;
}
function selfTestBlocks(report) {
    if (!report.selfTest)
        return [];
    const drifted = report.counts.selfTestDrifts;
    return [
        section(drifted > 0 ? `Self-test: ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(drifted, 'vector')} drifted` : 'Self-test'),
        (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .fencedBlock */ .zW)(report.selfTest.map((line) => line.text).join('\n'), { info: 'text' }),
    ];
}
function verifyBlocks(report) {
    const { findings, warnings } = report.verify;
    if (findings.length === 0 && warnings.length === 0)
        return [section('Verify'), '\u2713 chain intact, every tick validates against the closed schema.\n'];
    return [
        section(`Verify: ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(findings.length, 'finding')}, ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(warnings.length, 'warning')}`),
        ...findings.map((f) => `- \u2717 ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(f.text, TEXT_MAX)}\n`),
        ...warnings.map((w) => `- \u26a0\ufe0f ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(w.text, TEXT_MAX)}\n`),
    ];
}
function ledgerDiffBlocks(report) {
    const diff = report.ledgerDiff;
    if (!diff)
        return [];
    const blocks = [];
    if (diff.violations.length > 0) {
        blocks.push(section(`Ledger integrity: ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(diff.violations.length, 'violation')}`), ...diff.violations.map((v) => `- ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(v.file, { max: TEXT_MAX })} ${v.kind}: ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(v.text, TEXT_MAX)}\n`));
    }
    if (diff.recorded.length > 0) {
        blocks.push(section(`Decisions recorded by this pull request (${diff.recorded.length})`), ...diff.recorded.map((r) => `- ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(r.id, { max: CELL_MAX.id })} ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(r.decision, TEXT_MAX)} \u2014 its blame: ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(r.blame, 100)}\n`));
    }
    return blocks;
}
function* resurfacedBlocks(report, options, compact) {
    const shown = report.decisions.filter((d) => !(0,_versus_base_js__WEBPACK_IMPORTED_MODULE_4__/* .isAlreadyFailing */ .t6)(d));
    if (shown.length > 0) {
        yield section(`Resurfaced decisions (${shown.length})`);
        for (const d of shown) {
            if (compact)
                yield compactDecisionLine(d, options);
            else
                yield* (0,_decision_js__WEBPACK_IMPORTED_MODULE_0__/* .renderDecisionParts */ .nW)(d, options, 4);
        }
    }
    yield* alreadyFailingBlocks(report, options, compact);
}
const ALREADY_FAILING_LEAD = 'Each gates on the base too, on the evidence this run started with (before its own checks): this pull request did not break it.';
/**
 * The gating decisions already failing on the base, in their own section:
 * collapsed in full (that step is kept whole or not at all, so the
 * `<details>` is never cut open), under a heading when compact.
 */
function* alreadyFailingBlocks(report, options, compact) {
    const failing = report.decisions.filter(_versus_base_js__WEBPACK_IMPORTED_MODULE_4__/* .isAlreadyFailing */ .t6);
    if (failing.length === 0)
        return;
    const title = `\u23ea Already failing on the base (${failing.length})`;
    if (compact) {
        yield section(title);
        for (const d of failing)
            yield compactDecisionLine(d, options);
        return;
    }
    yield `\n<details><summary>${title}</summary>\n\n${ALREADY_FAILING_LEAD}\n\n`;
    for (const d of failing)
        yield* (0,_decision_js__WEBPACK_IMPORTED_MODULE_0__/* .renderDecisionParts */ .nW)(d, options, 4);
    yield '</details>\n\n';
}
function* contextBlocks(report, options, compact) {
    if (report.inContext.length === 0)
        return;
    yield section((0,_decision_js__WEBPACK_IMPORTED_MODULE_0__/* .contextTitle */ .yP)(report.inContext.length));
    yield _decision_js__WEBPACK_IMPORTED_MODULE_0__/* .CONTEXT_INTRO */ .ZQ;
    for (const d of report.inContext) {
        if (compact)
            yield compactDecisionLine(d, options);
        else
            yield* (0,_decision_js__WEBPACK_IMPORTED_MODULE_0__/* .renderDecisionParts */ .nW)(d, options, 4);
    }
}
const COMPACT_ICON = { gating: '\ud83d\udd34', memo: '\ud83d\udcdd', 'test-changed': '\ud83e\uddea', context: '\ud83d\udcce' };
/** A decision on one line: icon, linked id, text, and each ground's label. */
function compactDecisionLine(decision, options) {
    const kind = 'kind' in decision ? decision.kind : 'context';
    const id = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .linked */ .q)((0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(decision.id, { max: _decision_js__WEBPACK_IMPORTED_MODULE_0__/* .FIELD_MAX */ .oo.id }), options.links?.tick(decision.file));
    const labels = decision.grounds.map((g) => {
        const origin = 'origin' in g ? g.origin : undefined;
        return origin === undefined ? g.label : `${g.label} (${_origin_js__WEBPACK_IMPORTED_MODULE_3__/* .ORIGIN_LABEL */ .G[origin]})`;
    });
    const grounds = labels.length === 0
        ? ''
        : ` \u2014 ${labels.length <= 5 ? labels.join(', ') : `${labels.slice(0, 5).join(', ')} and ${labels.length - 5} more`}`;
    return `- ${COMPACT_ICON[kind]} ${id} ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(decision.decision, _decision_js__WEBPACK_IMPORTED_MODULE_0__/* .FIELD_MAX */ .oo.decision)}${grounds}\n`;
}
function labelCell(b) {
    const icon = b.label === 'green'
        ? '\u2705'
        : b.label === 'exempt'
            ? '\u2796'
            : b.label === 'memo'
                ? '\ud83d\udcdd'
                : b.label === 'dirty'
                    ? '\u26a0\ufe0f'
                    : '\ud83d\udd34';
    return `${icon} ${b.label}`;
}
/**
 * The binding against the base, for the bindings table: a gating one's
 * label (broken by this PR, already failing on the base) and its verdict
 * there \u2014 `new` when its decision was not evaluated there as it is now.
 */
function baseCell(b) {
    if (b.baseLabel === undefined)
        return '';
    const there = b.baseLabel === null ? 'new' : `${b.baseLabel} at the base`;
    return b.origin === undefined ? there : `**${_origin_js__WEBPACK_IMPORTED_MODULE_3__/* .ORIGIN_LABEL */ .G[b.origin]}** (${there})`;
}
/** `run-checks` was on for this run: some binding ran, was reused, or was left to another platform. */
function checksWereRun(report) {
    return report.bindings.some((b) => b.execution !== 'off' && b.execution !== 'refused');
}
const EXECUTION_CELL = {
    ran: '\u25b6\ufe0f ran',
    reused: '\u267b\ufe0f reused',
    'not-declared': 'other platform',
    'not-started': '\u26a0\ufe0f not started',
    off: '',
    refused: '',
};
function bindingRow(b, withExecution, withBase, links) {
    const cells = [
        labelCell(b),
        (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .linked */ .q)((0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(b.tickId, { inTable: true, max: CELL_MAX.id }), links?.tick(b.file, b.groundIndex)),
        String(b.groundIndex + 1),
        (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(b.claim, CELL_MAX.claim),
        (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(b.ref, { inTable: true, max: CELL_MAX.ref }),
        (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)((b.harvested ? 'harvested; ' : '') + b.detail, CELL_MAX.detail),
    ];
    if (withExecution)
        cells.push(EXECUTION_CELL[b.execution]);
    if (withBase)
        cells.push(baseCell(b));
    return `| ${cells.join(' | ')} |\n`;
}
/** How soon a binding needs a look: gating first, then memo notes, harvested ones, the rest. */
function urgency(b) {
    if (b.gating)
        return 0;
    if (b.label === 'memo')
        return 1;
    if (b.label !== 'green' && b.label !== 'exempt')
        return 2;
    return b.harvested ? 3 : 4;
}
/** Green and exempt bindings with a counter-test need no look. */
function needsALook(b) {
    return urgency(b) < 4;
}
/** The bindings a listing shows, those that need a look first (stable within each rank). */
function listedBindings(report, listing) {
    const shown = listing === 'all' ? [...report.bindings] : report.bindings.filter(needsALook);
    return shown.sort((a, b) => urgency(a) - urgency(b));
}
function compactBindingLine(b, links) {
    const id = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .linked */ .q)((0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(b.tickId, { max: CELL_MAX.id }), links?.tick(b.file, b.groundIndex));
    return `- ${labelCell(b)} ${id} ground ${b.groundIndex + 1}: ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(b.ref, { max: CELL_MAX.ref })}\n`;
}
/**
 * The bindings a `failing` listing leaves out, by what they are: green, and
 * exempt (not judged on this runner), never counted as green.
 */
function unlistedBindings(report, unlisted) {
    const exempt = report.bindings.filter((b) => b.label === 'exempt' && !needsALook(b)).length;
    const green = unlisted - exempt;
    const exemptText = `${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(exempt, 'exempt binding')} (not judged on this runner)`;
    if (exempt === 0)
        return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(green, 'green binding');
    return green === 0 ? exemptText : `${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(green, 'green binding')} and ${exemptText}`;
}
function* bindingBlocks(report, options, compact) {
    if (report.bindings.length === 0)
        return;
    const { listed } = options;
    const unlisted = report.bindings.length - listed.length;
    yield section(options.bindings === 'all'
        ? `Bindings (${report.bindings.length}, those that need a look first)`
        : `Bindings that need a look (${listed.length} of ${report.bindings.length})`);
    if (unlisted > 0)
        yield `${unlistedBindings(report, unlisted)} not listed: \`bindings: all\` lists them, and ${options.restIn} has every one.\n\n`;
    if (listed.length === 0)
        return;
    if (compact) {
        for (const b of listed)
            yield compactBindingLine(b, options.links);
        return;
    }
    const withExecution = checksWereRun(report);
    const withBase = report.baseJudged;
    const columns = ['Label', 'Tick', 'Ground', 'Claim', 'Check', 'Detail'];
    const aligns = ['---', '---', '---:', '---', '---', '---'];
    if (withExecution)
        columns.push('This run');
    if (withBase)
        columns.push('Against the base');
    while (aligns.length < columns.length)
        aligns.push('---');
    yield `| ${columns.join(' | ')} |\n| ${aligns.join(' | ')} |\n`;
    for (const b of listed)
        yield bindingRow(b, withExecution, withBase, options.links);
}
/** Problems listed in the summary; the rest are counted (all are in the JSON report and the warnings). */
const RECEIPT_PROBLEMS_SHOWN = 50;
function receiptMergeBlocks(report) {
    const merge = report.receiptMerge;
    if (!merge)
        return [];
    const shown = merge.problems.slice(0, RECEIPT_PROBLEMS_SHOWN);
    const rest = merge.problems.length - shown.length;
    return [
        section('Receipts merged'),
        `${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(merge.merged, 'line')} merged from ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(merge.files, 'file')} in ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(merge.directories.length, 'directory', 'directories')}; ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(merge.identical, 'line')} already present.\n`,
        ...(shown.length > 0 ? ['\n'] : []),
        ...shown.map((problem) => `- \u26a0\ufe0f ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(problem, TEXT_MAX)}\n`),
        ...(rest > 0 ? [`- \u2026 and ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(rest, 'more problem')} (see the JSON report)\n`] : []),
    ];
}
/** The decisions of the base this pull request replaced: first after the ledger's integrity. */
function replacedBlocks(report, restIn, links) {
    return (0,_versus_base_js__WEBPACK_IMPORTED_MODULE_4__/* .replacedBlocks */ .j)(report, {
        max: Number.POSITIVE_INFINITY,
        restIn,
        heading: '\n###',
        ...(links ? { links } : {}),
    });
}
function* headSections(report, restIn, links) {
    yield* headBlocks(report);
    yield* selfTestBlocks(report);
    yield* verifyBlocks(report);
    yield* ledgerDiffBlocks(report);
    yield* replacedBlocks(report, restIn, links);
    yield* receiptMergeBlocks(report);
}
function* bodyBlocks(report, options, compact) {
    const decisionOptions = {
        ...SUMMARY_DECISION_OPTIONS,
        restIn: options.restIn,
        ...(options.links ? { links: options.links } : {}),
    };
    yield* resurfacedBlocks(report, decisionOptions, compact);
    yield* contextBlocks(report, decisionOptions, compact);
    yield* bindingBlocks(report, options, compact);
}
/** `1 MiB`, `65,535 bytes`: a budget as the note names it. */
function budgetName(maxBytes) {
    if (maxBytes % (1024 * 1024) === 0)
        return `${maxBytes / (1024 * 1024)} MiB`;
    return `${String(maxBytes).replace(/\B(?=(\d{3})+$)/g, ',')}-byte`;
}
/**
 * Every block joined, or undefined as soon as the total reaches `limit`
 * bytes (the rest is never produced). `kept` receives the blocks produced
 * before that, and their sizes, for the next step to reuse.
 */
function joinWithin(blocks, limit, kept = { blocks: [], sizes: [] }) {
    let used = 0;
    for (const block of blocks) {
        const size = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .utf8Length */ .wI)(block);
        used += size;
        if (used >= limit)
            return undefined;
        kept.blocks.push(block);
        kept.sizes.push(size);
    }
    return kept.blocks.join('');
}
/** How many blocks the compact step produces (headings, one line per entry), counted without rendering them. */
function compactBlockCount(report, options) {
    const resurfaced = report.decisions.length > 0 ? 1 + report.decisions.length : 0;
    const context = report.inContext.length > 0 ? 2 + report.inContext.length : 0;
    if (report.bindings.length === 0)
        return resurfaced + context;
    const listed = options.listed.length;
    const unlistedLine = listed < report.bindings.length ? 1 : 0;
    return resurfaced + context + 1 + unlistedLine + listed;
}
/**
 * The summary Markdown, strictly under `maxBytes` UTF-8 bytes, in the first
 * step that fits: everything in full; every entry on one compact line;
 * compact lines while they fit and a count of the rest. Every step but the
 * first says where the rest is.
 */
function renderSummary(report, options = {}) {
    const maxBytes = options.maxBytes ?? SUMMARY_BYTE_LIMIT;
    const bindings = options.bindings ?? 'failing';
    const resolved = {
        ...options,
        bindings,
        restIn: options.restIn ?? DEFAULT_REST_IN,
        listed: report.bindings.length === 0 ? [] : listedBindings(report, bindings),
    };
    // Rendered once: every step starts with the same head.
    const head = [...headSections(report, resolved.restIn, options.links)];
    const preface = options.preface ?? '';
    const limit = maxBytes - (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .utf8Length */ .wI)(preface);
    const budget = budgetName(maxBytes);
    const compactNote = `\n> **Shortened:** the details did not fit the ${budget} limit, so each entry is one line here. ${capitalized(resolved.restIn)} has everything.\n`;
    // A step's blocks; `compact`: each entry on one line.
    const stepBlocks = function* (compact) {
        yield* head;
        yield* bodyBlocks(report, resolved, compact);
    };
    // The compact blocks come first, and those that fit are kept: the last step shows a prefix of
    // them. No entry in full is shorter than its compact line (the same icon, id and text, and a
    // line per ground naming its label), so when the compact lines alone reach the limit the
    // details cannot fit and are never rendered.
    const compactBlocks = { blocks: [], sizes: [] };
    const compactBody = joinWithin(stepBlocks(true), limit, compactBlocks);
    if (compactBody !== undefined) {
        const full = joinWithin(stepBlocks(false), limit);
        if (full !== undefined)
            return preface + full;
    }
    const compact = compactBody !== undefined && (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .utf8Length */ .wI)(compactBody) + (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .utf8Length */ .wI)(compactNote) < limit
        ? compactBody + compactNote
        : undefined;
    if (compact !== undefined)
        return preface + compact;
    const total = head.length + compactBlockCount(report, resolved);
    const note = (omitted) => `\n> **Truncated:** ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(omitted, 'more entry', 'more entries')} did not fit the ${budget} limit, even as one line each. ` +
        `${capitalized(resolved.restIn)} has everything.\n`;
    // Strictly under the limit, as every step is.
    const { blocks, sizes } = compactBlocks;
    return preface + (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .fitBlocks */ .U8)(blocks, limit - 1, _markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .utf8Length */ .wI, note, total, sizes).text;
}
function capitalized(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
}


/***/ }),

/***/ 6423:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qk: () => (/* binding */ trustBlock),
/* harmony export */   k7: () => (/* binding */ labelledTitle),
/* harmony export */   tc: () => (/* binding */ allClearTitle),
/* harmony export */   vt: () => (/* binding */ hasTrustFindings)
/* harmony export */ });
/* unused harmony export forkClaimLabel */
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2495);
/**
 * What the reader must know about the evidence behind a report
 * (docs/USAGE.md#trust-model): what the pull request brought that does not
 * judge it (evidence files, a config change, receipts dated in the future,
 * history the clone lacks), and whether a green rests on a fork's own claims.
 * One helper for the comment, the job summary and the check run. Pure.
 */

/** Shown findings per surface; the JSON report lists them all. */
const FINDINGS_SHOWN = 20;
const FINDING_MAX = 300;
/** The label of a green that rests on a fork's artifacts, or undefined when none does. */
function forkClaimLabel(report) {
    const n = report.trust.forkClaims;
    if (n === 0)
        return undefined;
    return `${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(n, 'green binding')} ${n === 1 ? 'rests' : 'rest'} on the fork's own claims (receipts from its run's artifacts), not on checks this repository ran`;
}
/**
 * The check run's title when nothing resurfaced and the ledger is intact.
 * Exempt bindings were not judged on this runner: never titled as green.
 */
function allClearTitle(report) {
    const exempt = report.bindings.filter((b) => b.label === 'exempt').length;
    if (exempt === 0)
        return 'Every guarding check is green';
    const judged = report.bindings.length - exempt;
    const attest = report.settings.attest === null ? '' : ` (attest: ${report.settings.attest.join(', ')})`;
    const exemptText = `${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(exempt, 'binding')} exempt on this runner${attest}, not judged`;
    return judged === 0
        ? `No guarding check judged: ${exemptText}`
        : `${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(judged, 'guarding check')} green; ${exemptText}`;
}
/** The check run's title with the fork-claim label when a green rests on one. */
function labelledTitle(title, report) {
    const label = forkClaimLabel(report);
    return label === undefined
        ? title
        : `${title} \u2014 the fork's claim: ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(report.trust.forkClaims, 'binding')}`;
}
/** A Markdown block: the fork-claim label and one line per trust finding ('' when there is nothing). */
function trustBlock(report) {
    const label = forkClaimLabel(report);
    const findings = report.trust.findings;
    if (label === undefined && findings.length === 0)
        return '';
    const lines = [];
    if (label !== undefined)
        lines.push(`- \u26a0\ufe0f **The fork's claim:** ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(label, FINDING_MAX)}.`);
    for (const finding of findings.slice(0, FINDINGS_SHOWN))
        lines.push(`- \u26a0\ufe0f ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdMarkup */ .mQ)(finding, FINDING_MAX)}`);
    if (findings.length > FINDINGS_SHOWN)
        lines.push(`- \u2026 and ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(findings.length - FINDINGS_SHOWN, 'more finding')} in the JSON report`);
    return `**Evidence this run did not accept, or whose origin matters**\n\n${lines.join('\n')}\n\n`;
}
/** Anything for the sticky comment to say about the evidence. */
function hasTrustFindings(report) {
    return report.trust.findings.length > 0 || report.trust.forkClaims > 0;
}


/***/ }),

/***/ 3829:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $G: () => (/* binding */ replacedPlain),
/* harmony export */   j: () => (/* binding */ replacedBlocks),
/* harmony export */   m8: () => (/* binding */ replacedSection),
/* harmony export */   n1: () => (/* binding */ replacedTitle),
/* harmony export */   t6: () => (/* binding */ isAlreadyFailing),
/* harmony export */   x_: () => (/* binding */ gatingTitleParts)
/* harmony export */ });
/* unused harmony exports REPLACED_INTRO, replacedMarkdown */
/* harmony import */ var _decision_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9459);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2495);
/**
 * What a pull request did to its base, as every surface says it: the
 * decisions it replaced \u2014 each with its verdicts at the base, the tick that
 * replaced it (what that tick claims, and that this pull request added it:
 * a copy repeats its original's blame, so the blame never says who did it)
 * and what stands in its place now \u2014 and, on each binding that gates, whether
 * this pull request broke it or it was already failing on the base. The
 * comment and the summary take Markdown from here, the check run's title
 * and annotations plain text. Pure.
 */



/** Whether a decision is shown in the already-failing section rather than among what to fix. */
function isAlreadyFailing(decision) {
    return decision.origin === 'already-failing-on-base';
}
/** `1 gated decision replaced by this pull request` (and the others); undefined when none was. */
function replacedTitle(report) {
    const { replaced, replacedGated } = report.counts;
    if (replaced === 0)
        return undefined;
    const other = replaced - replacedGated;
    if (replacedGated === 0)
        return `${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(replaced, 'decision')} replaced by this pull request`;
    const gated = `${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(replacedGated, 'gated decision')}`;
    return other === 0
        ? `${gated} replaced by this pull request`
        : `${gated} and ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(other, 'other decision')} replaced by this pull request`;
}
/** The titles of the decisions that gate: broken by this pull request, and already failing on the base. */
function gatingTitleParts(report) {
    const { gatingDecisions, alreadyFailingDecisions } = report.counts;
    const broken = gatingDecisions - alreadyFailingDecisions;
    const parts = [];
    if (broken > 0)
        parts.push(`${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(broken, 'decision')} to look at`);
    if (alreadyFailingDecisions > 0)
        parts.push(`${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(alreadyFailingDecisions, 'decision')} already failing on the base`);
    return parts;
}
/** A tick as the reader is told about it: `X` (added by this pull request; its blame says "\u2026"). */
function tickText(tick, spell) {
    const facts = [
        tick.addedByPullRequest ? 'added by this pull request' : 'already in the base',
        `its blame says ${spell.text(tick.blame)}`,
    ];
    if (tick.status !== 'live')
        facts.push(`status ${spell.code(tick.status)}`);
    if (tick.provenance === 'agent-proposed')
        facts.push('agent-proposed');
    if (tick.jurisdiction !== undefined)
        facts.push(`jurisdiction ${spell.code(tick.jurisdiction)}`);
    return `${spell.id(tick)} (${facts.join('; ')})`;
}
/** How the decision left, with the tick that did it. */
function howText(r, spell) {
    const by = r.by === undefined ? '' : tickText(r.by, spell);
    switch (r.how) {
        case 'superseded':
            return `superseded by ${by}`;
        case 'collapsed':
            return `replaced by ${by}, a later tick with the same decision (a copy): the lineage keeps only the latest`;
        case 'status':
            return `its own tick file was changed in place to a status other than live: ${by}`;
        case 'modified':
            return `its own tick file was changed in place: ${by}`;
        case 'removed':
            return r.by === undefined
                ? 'its tick file is gone from the ledger, or no longer reads as a tick'
                : `its tick file is gone from the ledger; ${by} carries the same decision`;
    }
}
/** What stands in its place now. */
function effectText(r, spell) {
    const standing = r.standing === undefined ? '' : spell.id(r.standing);
    switch (r.effect) {
        case 'out-of-evaluation':
            return r.gated
                ? 'Nothing is evaluated in its place: its checks no longer gate anything.'
                : 'Nothing is evaluated in its place.';
        case 'downgraded':
            return r.downgrade === 'agent-proposed'
                ? `${standing} stands in its place, but is agent-proposed: it never gates until a person ratifies it.`
                : `${standing} stands in its place, but is detect-only (jurisdiction C/D): it never gates.`;
        case 'replaced':
            if (r.standing !== undefined && r.standing.bindings === 0)
                return r.gated
                    ? `${standing} is evaluated in its place, but binds no test: nothing gates where its checks did.`
                    : `${standing} is evaluated in its place.`;
            return r.standing?.addedByPullRequest === true
                ? `${standing} is evaluated in its place: its checks gate as a decision this pull request adds.`
                : `${standing} is evaluated in its place.`;
    }
}
/** The verdicts at the base: `` `ref` green; `ref2` **red** `` (none: no test-bound ground). */
function baseVerdictsText(r, code, strong) {
    if (r.baseGrounds.length === 0)
        return 'no test-bound ground';
    return r.baseGrounds
        .map((g) => `${code(g.ref)} ${g.gating ? strong(g.label) : g.label}`)
        .join('; ');
}
/** The section's lead, for the comment and the summary. */
const REPLACED_INTRO = "Superseding is how `ev` changes a decision, so this alone does not fail the check \u2014 but never silently: confirm each change was meant. Each decision as it stood at the base, its verdicts there, and the tick that replaced it (a tick's blame is what the tick says; a copy repeats its original's author):\n\n";
/** One replaced decision as Markdown (a list item). */
function replacedMarkdown(r, links) {
    const spell = {
        id: (t) => (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .linked */ .q)((0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(t.id, { max: _decision_js__WEBPACK_IMPORTED_MODULE_0__/* .FIELD_MAX */ .oo.id }), links?.tick(t.file)),
        code: (s) => (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(s, { max: _decision_js__WEBPACK_IMPORTED_MODULE_0__/* .FIELD_MAX */ .oo.tag }),
        text: (s) => `\u201c${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(s, _decision_js__WEBPACK_IMPORTED_MODULE_0__/* .FIELD_MAX */ .oo.blame)}\u201d`,
    };
    const icon = r.gated ? '\ud83d\udd01' : '\u21aa\ufe0f';
    const verdicts = baseVerdictsText(r, (s) => (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(s, { max: _decision_js__WEBPACK_IMPORTED_MODULE_0__/* .FIELD_MAX */ .oo.ref }), (s) => `**${s}**`);
    return (`- ${icon} **${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(r.decision, _decision_js__WEBPACK_IMPORTED_MODULE_0__/* .FIELD_MAX */ .oo.decision)}** \u2014 ${spell.id(r)}, blame ${spell.text(r.blame)}${r.gated ? ', gated' : ''}\n` +
        `  <br>At the base: ${verdicts}\n` +
        `  <br>This pull request: ${howText(r, spell)}\n` +
        `  <br>${effectText(r, spell)}\n`);
}
/**
 * The section for the comment and the summary as blocks \u2014 the heading and
 * its lead, then one per decision (at most `max`, the rest counted) \u2014 so a
 * surface cut to its budget cuts between entries; [] when nothing was
 * replaced.
 */
function replacedBlocks(report, options) {
    const title = replacedTitle(report);
    if (title === undefined)
        return [];
    const shown = report.replaced.slice(0, Math.max(0, options.max));
    const rest = report.replaced.length - shown.length;
    const heading = options.heading === undefined ? '' : `${options.heading} \ud83d\udd01 ${title}\n\n`;
    return [
        `${heading}${REPLACED_INTRO}`,
        ...shown.map((r) => replacedMarkdown(r, options.links)),
        (rest > 0 ? `- \u2026 and ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(rest, 'more decision')} (see ${options.restIn})\n` : '') + '\n',
    ];
}
/** replacedBlocks as one string ('' when nothing was replaced). */
function replacedSection(report, options) {
    return replacedBlocks(report, options).join('');
}
/** One replaced decision as plain text (an annotation's message). */
function replacedPlain(r) {
    const field = (s) => (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .plainLine */ .h0)(s, 1000);
    const spell = { id: (t) => field(t.id), code: field, text: (s) => `"${field(s)}"` };
    return [
        `Decision ${field(r.id)} (blame ${spell.text(r.blame)}): ${field(r.decision)}`,
        `At the base: ${baseVerdictsText(r, field, (s) => s)}`,
        `This pull request: ${howText(r, spell)}`,
        effectText(r, spell),
        'Superseding is how ev changes a decision: this does not fail the check by itself, but confirm the change was meant.',
    ].join('\n');
}


/***/ })

} }; })
