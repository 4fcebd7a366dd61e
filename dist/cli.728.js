(function (importMetaUrl) { 'use strict'; return { id: 728, ids: [728], modules: {

/***/ 5311:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Km: () => (/* binding */ commitListing),
/* harmony export */   YG: () => (/* binding */ workTreeCommands),
/* harmony export */   ZA: () => (/* binding */ worldsAt),
/* harmony export */   aZ: () => (/* binding */ worldAt),
/* harmony export */   gm: () => (/* binding */ textOfBytes),
/* harmony export */   oW: () => (/* binding */ ANCHOR_READ_BOUND)
/* harmony export */ });
/* unused harmony exports listingCommand, worldCommands, gitMaySearch */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_claims_drift_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4678);
/* harmony import */ var _core_text_pathspec_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3487);
/* harmony import */ var _core_claims_budget_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(740);
/* harmony import */ var _git_runner_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2638);
/* harmony import */ var _git_graph_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4723);
/* harmony import */ var _git_history_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9355);
/* harmony import */ var _git_commits_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5461);
/**
 * What git says about an ev 0.2 ledger's anchors, as data for the core's
 * `World` (core/claims/annotate.ts): which `commit:` texts name a commit, and
 * the history drift is counted over \u2014 to HEAD for the CLI, or to any commit
 * (a pull request's base and head) \u2014 plus, at a commit, the tree its anchors
 * are read in. docs/ev-0.2.md, "Drift", says what is counted.
 *
 * ev 0.2.4 runs one `git log` per distinct reference point (a filing base or
 * an ack's head), `git rev-list --count` per anchor where that log cannot
 * answer, and `git rev-parse` or `cat-file` for commits. Here a whole ledger
 * costs a constant number of processes: one `cat-file --batch-check` for
 * every text (commit refs, references, the tip),
 * the commit graph and what each commit changed (git/graph.ts's loadHistoryGraph
 * and loadChanges: `merge-base`, `rev-list`, `diff-tree`), and at a commit
 * `ls-tree` and one `cat-file --batch` for the anchored blobs. Each count is
 * then taken in memory, as ev's git would take it (git/history.ts walks a
 * range with merges as rev-list does). An anchor's path is a pathspec there
 * (ev passes it to `git rev-list -- <path>`), screened as a `triggered_by`
 * entry is (screenPathspec): matched in memory where the matcher models it
 * (globs and magic included), asked of git, one process each, only where
 * git alone can read it (`attr:` magic, an absolute path, the
 * GIT_*_PATHSPECS switches) and within what git's backtracking matcher
 * finishes, and never matched over a cap. Those per-anchor questions stop
 * when the review's time budget runs out (core/claims/budget.ts): the rest
 * is left unmeasured, and said so.
 *
 * Texts from the ledger reach git only on stdin, or as a screened pathspec
 * after `--`; a reference that would read as an option or a range is not
 * asked at all.
 */









/** The most bytes of one anchored file read at a commit (docs/COMPATIBILITY.md). */
const ANCHOR_READ_BOUND = 64 * 1024 * 1024;
/** The world these questions need, read from git. */
async function worldAt(ctx, questions, at, budget) {
    return (await worldsAt(ctx, [{ questions, at }], budget))[0];
}
/**
 * The worlds of several readings (a pull request's base and head), each as
 * `worldAt` reads it alone, from one set of processes: the texts of every
 * reading peeled at once, one history graph and one set of changes for every
 * tip and bottom (a range `bottom..tip` is read in it whichever its tip),
 * and one read of the anchored blobs (a file the same at both commits is
 * read once).
 */
async function worldsAt(ctx, readings, budget) {
    const plans = readings.map(({ questions, at }) => {
        const tipText = at.kind === 'commit' ? at.commit : 'HEAD';
        const treeText = tipText;
        const references = new Set();
        for (const refs of questions.drift.values())
            for (const r of refs)
                references.add(r);
        return { questions, at, tipText, treeText, references };
    });
    const guessed = guessBases(ctx, plans);
    const peeled = await peelTexts(ctx, plans.flatMap((p) => [p.tipText, p.treeText, ...p.questions.commits, ...p.references]));
    const prefix = prefixOf(ctx);
    const histories = plans.map((plan) => {
        const tip = peeled.commits.get(plan.tipText) ?? undefined;
        const bottomOf = (reference) => {
            if (reference === '')
                return tip; // `..HEAD` is `HEAD..HEAD`
            const commit = peeled.commits.get(reference) ?? undefined;
            if (commit !== undefined)
                return commit;
            // `:/<text>` swallows a `^{commit}` suffix into its pattern; as itself it may name a commit.
            const object = peeled.objects.get(reference);
            if (object?.type === 'commit')
                return object.oid;
            // A tree or a blob bounds a range by nothing (git marks no commit uninteresting).
            return object === undefined ? undefined : NO_COMMIT;
        };
        const needsHistory = tip !== undefined && plan.references.size > 0 && prefix !== undefined;
        const bottoms = new Set();
        if (needsHistory)
            for (const reference of plan.references) {
                const bottom = bottomOf(reference);
                if (bottom !== undefined)
                    bottoms.add(bottom);
            }
        return { tip, bottomOf, bottoms };
    });
    const [trees, loaded] = await Promise.all([
        readingTrees(ctx, plans, peeled, prefix ?? ''),
        loadHistory(ctx, histories, guessed),
    ]);
    const worlds = [];
    for (const [i, plan] of plans.entries()) {
        const tree = trees[i];
        const commits = commitIndex(plan.questions.commits, peeled);
        const { tip, bottomOf, bottoms } = histories[i];
        const searches = searchNotes(plan, peeled);
        if (tip === undefined || bottoms.size === 0 || prefix === undefined) {
            worlds.push(searches.length > 0
                ? { tree, commits, history: NO_HISTORY, notes: searches }
                : { tree, commits, history: NO_HISTORY });
            continue;
        }
        const history = new GitHistory(tip, prefix, bottomOf, loaded, (0,_git_runner_js__WEBPACK_IMPORTED_MODULE_4__/* .pathspecSwitchesSet */ .zA)(ctx.env));
        const notes = [...searches, ...(await history.askGit(ctx, plan.questions, tree, budget))];
        worlds.push(notes.length > 0 ? { tree, commits, history, notes } : { tree, commits, history });
    }
    return worlds;
}
/**
 * The graph and changes every reading's ranges need, loaded once: for the
 * first tip, with the others' and every reading's bottoms. A range bounded
 * by no commit needs the whole history, so the graph then leaves nothing out.
 */
async function loadHistory(ctx, histories, guessed) {
    const tips = [];
    const bottoms = new Set();
    for (const { tip, bottoms: own } of histories) {
        if (tip === undefined || own.size === 0)
            continue;
        if (!tips.includes(tip))
            tips.push(tip);
        for (const bottom of own)
            bottoms.add(bottom);
    }
    const [tip, ...otherTips] = tips;
    if (tip === undefined)
        return undefined;
    const commitBottoms = [...bottoms].filter((b) => b !== NO_COMMIT);
    const graph = await (0,_git_graph_js__WEBPACK_IMPORTED_MODULE_5__/* .loadHistoryGraph */ .vP)(ctx, tip, commitBottoms, bottoms.has(NO_COMMIT), otherTips, guessed);
    if (graph === undefined)
        return undefined;
    const changes = await (0,_git_graph_js__WEBPACK_IMPORTED_MODULE_5__/* .loadChanges */ .eb)(ctx, graph.nodes, graph.candidates, []);
    return changes === undefined ? undefined : new SharedHistory(graph, changes);
}
// ---------------------------------------------------------------------------
// Texts to commits
/** The bottom of a range bounded by no commit (its reference names a tree or a blob). */
const NO_COMMIT = '(no commit)';
const BLOBS = ['cat-file', '--batch'];
/** The command commitListing runs for `commit` (for git/runner.ts's startAhead). */
function listingCommand(commit) {
    return ['ls-tree', '-r', '-t', '-l', '-z', '--full-tree', '--end-of-options', commit];
}
/**
 * The processes worldsAt runs for readings at commits besides each commit's
 * listing (listingCommand), for git/runner.ts's startAhead: the texts peeled, the
 * anchored blobs read, the history graph and its changes loaded.
 */
function worldCommands() {
    return [PEEL, BLOBS, ...historyCommands()];
}
/** A full commit id as a ledger writes a reference (a filing base, an ack's head). */
const COMMIT_ID_TEXT = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
/**
 * The merge bases of the ranges' bottoms, asked while the texts are peeled
 * rather than after: when every reference is a full commit id, the bottoms
 * are those ids (a commit peels to itself), in this order, unless one is not
 * a commit here, and then the guess goes unused (loadHistoryGraph compares).
 * A ledger with one bottom, or more than one merge-base process takes, asks
 * nothing ahead.
 */
function guessBases(ctx, plans) {
    const bottoms = new Set();
    for (const plan of plans)
        for (const reference of plan.references) {
            if (!COMMIT_ID_TEXT.test(reference))
                return undefined;
            bottoms.add(reference);
        }
    if (ctx.repository === null || bottoms.size < 2 || bottoms.size > _git_graph_js__WEBPACK_IMPORTED_MODULE_5__/* .MERGE_BASE_CHUNK */ .L2)
        return undefined;
    const list = [...bottoms];
    const bases = (0,_git_graph_js__WEBPACK_IMPORTED_MODULE_5__/* .commonBases */ .Cb)(ctx, list);
    bases.catch(() => undefined);
    return { bottoms: list, bases };
}
/**
 * The processes worldAt runs for a reading of the work tree whose claims
 * count drift, for git/runner.ts's startAhead: the texts peeled, the history graph
 * and its changes loaded (one after another, each waiting for the last's
 * answer: started together, none waits for another's start).
 */
function workTreeCommands() {
    return [_git_commits_js__WEBPACK_IMPORTED_MODULE_6__/* .PEEL */ .VH, ...(0,_git_graph_js__WEBPACK_IMPORTED_MODULE_5__/* .historyCommands */ .LB)()];
}
/**
 * Every text twice in one `git cat-file --batch-check` (on stdin): as
 * `<text>^{commit}` and as itself. A text holding a newline or a NUL names
 * nothing (no one line can carry it), nor does the empty one; a reference
 * reading as an option (`-\u2026`) or another range (`\u2026..\u2026`) names nothing to
 * cat-file either, as it names nothing to ev's `git log`. A search git may
 * not finish is not asked (gitMaySearch): it names nothing here.
 */
async function peelTexts(ctx, texts) {
    const peeled = {
        commits: new Map(),
        refused: new Set(),
        objects: new Map(),
        unstartable: false,
    };
    const batched = [...new Set(texts)].filter((text) => {
        const one = text !== '' && !/[\n\0]/.test(text);
        const searchable = one && gitMaySearch(text);
        if (one && !searchable)
            peeled.refused.add(text);
        if (!searchable)
            peeled.commits.set(text, null);
        return searchable;
    });
    if (batched.length === 0)
        return peeled;
    const result = await (0,_git_runner_js__WEBPACK_IMPORTED_MODULE_4__/* .runGit */ .EO)(ctx, _git_commits_js__WEBPACK_IMPORTED_MODULE_6__/* .PEEL */ .VH, batched.map((text) => `${text}^{commit}\n${text}\n`).join(''));
    const lines = result.stdout.toString('utf8').split('\n');
    batched.forEach((text, i) => {
        const commit = /^([0-9a-f]{40,64}) commit$/.exec(lines[2 * i] ?? '');
        peeled.commits.set(text, commit === null ? null : commit[1]);
        const object = /^([0-9a-f]{40,64}) (commit|tree|blob|tag)$/.exec(lines[2 * i + 1] ?? '');
        if (object !== null)
            peeled.objects.set(text, { oid: object[1], type: object[2] });
    });
    peeled.unstartable = result.code === null;
    return peeled;
}
/** Bytes of a revision's regular expression (`:/<regex>`, `<rev>^{/<regex>}`) asked of git at most. */
const SEARCH_BYTES = 256;
/**
 * Whether git's search of commit messages in a revision (`:/<regex>`,
 * `<rev>^{/<regex>}`) finishes whatever the history holds: its regular
 * expressions are glibc's, which backtrack on a back-reference (`\2`) and
 * build the product of nested intervals (`(a{200}){200}`) \u2014 a commit
 * message the pull request writes kept git busy for minutes on either. A
 * revision with no search, or a short one with neither, is asked.
 */
function gitMaySearch(text) {
    const at = text.startsWith(':/') ? 2 : text.includes('^{/') ? text.indexOf('^{/') + 3 : -1;
    if (at < 0)
        return true;
    const search = text.slice(at);
    return Buffer.byteLength(search, 'utf8') <= SEARCH_BYTES && !/\\[1-9]|\{\s*[0-9,]/.test(search);
}
/** What a reading says of the texts it holds that were not asked (gitMaySearch), one line each. */
function searchNotes(plan, peeled) {
    const notes = [];
    for (const text of new Set([...plan.questions.commits, ...plan.references]))
        if (peeled.refused.has(text))
            notes.push(`${originText(plan.questions, `commit:${text}`)}: a revision holding a search git's matcher may not finish (a back-reference, an interval, or over ${SEARCH_BYTES} bytes) is not asked of git: it names no commit here.`);
    return notes;
}
function commitIndex(texts, peeled) {
    return {
        status(text) {
            // Only git failing to start at all is a fact about ev's reach rather than the object.
            if (peeled.unstartable)
                return 'unreachable';
            if (!texts.has(text))
                return 'gone';
            return (peeled.commits.get(text) ?? null) === null ? 'gone' : 'resolves';
        },
    };
}
/**
 * The store root's place in the repository's work tree (`sub/dir/`), as
 * `git rev-parse --show-prefix` says it (real paths, `/`-separated) \u2014 without
 * a process; undefined when there is no repository or the root is outside it.
 */
function prefixOf(ctx) {
    if (ctx.repository === null)
        return undefined;
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(realOrSelf(ctx.repository.workTree), realOrSelf(ctx.cwd));
    if (rel === '')
        return '';
    if (rel === '..' || rel.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_1__.sep}`) || (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel))
        return undefined;
    return `${rel.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/')}/`;
}
function realOrSelf(path) {
    try {
        return node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native(path);
    }
    catch {
        return path;
    }
}
// ---------------------------------------------------------------------------
// Drift
const NO_HISTORY = {
    movement: () => ({ kind: 'unresolved' }),
    countSince: () => undefined,
};
/** Whether git prints a path quoted even with `core.quotepath=false`: control characters, `"`, `\`, DEL. */
function quoted(path) {
    for (let i = 0; i < path.length; i++) {
        const c = path.charCodeAt(i);
        if (c < 0x20 || c === 0x22 || c === 0x5c || c === 0x7f)
            return true;
    }
    return false;
}
/** UTF-8 bytes held one per character \u2192 the text, invalid bytes as U+FFFD (Rust's `from_utf8_lossy`). */
function textOfBytes(bytes) {
    return Buffer.from(bytes, 'latin1').toString('utf8');
}
/**
 * The loaded graph and changes, shared by every reading's history: the
 * commits numbered once and what they touched indexed once.
 */
class SharedHistory {
    graph;
    changes;
    index;
    numbered;
    tipCandidates = new Map();
    below = new Map();
    /** The same sets by commit number (reachedFromNumber). */
    reachedByNumber = new Map();
    /**
     * Per tip, per bottom: the range and what it reduces to. A merge tip counts
     * through its parent (GitHistory.followedParent), often the other
     * reading's tip (a test merge's base), whose ranges are then read once.
     */
    ranges = new Map();
    movements = new Map();
    constructor(graph, changes) {
        this.graph = graph;
        this.changes = changes;
    }
    /** Every candidate commit's touched paths (as `git log --name-only` prints them), indexed once. */
    touchIndex() {
        if (this.index !== undefined)
            return this.index;
        const index = { byPath: new Map(), byDir: new Map(), quoted: [] };
        const add = (map, key, n) => {
            const list = map.get(key);
            if (list === undefined)
                map.set(key, [n]);
            else if (list[list.length - 1] !== n)
                list.push(n);
        };
        const numbered = this.numberedGraph();
        numbered.oids.forEach((oid, n) => {
            if (numbered.candidate[n] !== 1 || numbered.merge[n] === 1)
                return; // a merge lists nothing
            for (const change of this.changesOf(oid, 0)) {
                if (quoted(change.path))
                    index.quoted.push(n);
                const path = textOfBytes(change.path);
                add(index.byPath, path, n);
                for (let at = path.lastIndexOf('/'); at > 0; at = path.lastIndexOf('/', at - 1))
                    add(index.byDir, path.slice(0, at), n);
            }
        });
        return (this.index = index);
    }
    numberedGraph() {
        if (this.numbered !== undefined)
            return this.numbered;
        const { nodes, candidates } = this.graph;
        const oids = [...nodes.keys()];
        const numbers = new Map(oids.map((oid, n) => [oid, n]));
        const parents = oids.map((oid) => (nodes.get(oid)?.parents ?? []).flatMap((p) => {
            const n = numbers.get(p);
            return n === undefined ? [] : [n];
        }));
        const candidate = new Uint8Array(oids.length);
        for (const oid of candidates)
            candidate[numbers.get(oid)] = 1;
        const merge = new Uint8Array(oids.map((oid) => ((nodes.get(oid)?.parents.length ?? 0) > 1 ? 1 : 0)));
        return (this.numbered = { oids, numbers, parents, candidate, merge });
    }
    /** 1 per numbered commit some range to `tip` can hold. */
    candidatesOf(tip) {
        let candidate = this.tipCandidates.get(tip);
        if (candidate === undefined) {
            const { oids, numbers } = this.numberedGraph();
            const loaded = this.graph.candidatesOf.get(tip);
            if (loaded === undefined)
                candidate = this.reachableCandidates(tip);
            else {
                candidate = new Uint8Array(oids.length);
                for (const oid of loaded)
                    candidate[numbers.get(oid)] = 1;
            }
            this.tipCandidates.set(tip, candidate);
        }
        return candidate;
    }
    /**
     * The candidates `tip` reaches, for a tip the graph was not loaded for (a
     * merge's parent: every commit it reaches is one the merge reaches).
     */
    reachableCandidates(tip) {
        const { oids, numbers, parents, candidate } = this.numberedGraph();
        const reached = new Uint8Array(oids.length);
        const start = numbers.get(tip);
        const stack = start === undefined ? [] : [start];
        while (stack.length > 0) {
            const n = stack.pop();
            if (reached[n] === 1 || candidate[n] !== 1)
                continue;
            reached[n] = 1;
            for (const p of parents[n] ?? [])
                if (reached[p] === 0)
                    stack.push(p);
        }
        return reached;
    }
    /** 1 per numbered commit `bottom` reaches (a bottom outside the graph reaches none), whichever the tip. */
    reachedFrom(bottom) {
        let below = this.below.get(bottom);
        if (below === undefined) {
            const { oids, numbers } = this.numberedGraph();
            const start = numbers.get(bottom);
            below = start === undefined ? new Uint8Array(oids.length) : this.reachedFromNumber(start);
            this.below.set(bottom, below);
        }
        return below;
    }
    /**
     * What commit `start` reaches, taking whole the set of each commit met
     * whose set is already known (a ledger's bases lie along one history: each
     * base's set is mostly an older base's, copied rather than walked again).
     */
    reachedFromNumber(start) {
        const { oids, parents } = this.numberedGraph();
        const walked = new Uint8Array(oids.length);
        const known = [];
        const visited = [];
        const stack = [start];
        while (stack.length > 0) {
            const n = stack.pop();
            if (walked[n] === 1)
                continue;
            walked[n] = 1;
            visited.push(n);
            const set = this.reachedByNumber.get(n);
            if (set !== undefined && n !== start) {
                known.push(set);
                continue;
            }
            for (const p of parents[n] ?? [])
                if (walked[p] === 0)
                    stack.push(p);
        }
        const [first, ...others] = known;
        if (first === undefined)
            return this.remember(start, walked);
        const below = new Uint8Array(first); // copied whole: most of the set
        for (const set of others)
            for (let i = 0; i < set.length; i++)
                if (set[i] === 1)
                    below[i] = 1;
        for (const n of visited)
            below[n] = 1;
        return this.remember(start, below);
    }
    remember(start, below) {
        this.reachedByNumber.set(start, below);
        return below;
    }
    /**
     * What ev's `git log --no-renames --name-only <bottom>..<tip>` reduces
     * to, answered per path from one index of the whole history rather than a
     * table per reference.
     */
    movementOf(tip, bottom) {
        let byBottom = this.movements.get(tip);
        if (byBottom === undefined)
            this.movements.set(tip, (byBottom = new Map()));
        let movement = byBottom.get(bottom);
        if (movement === undefined)
            byBottom.set(bottom, (movement = this.measure(tip, bottom)));
        return movement;
    }
    measure(tip, bottom) {
        // A merge tip the bottom does not reach is in its own range: no need to mark the range.
        if (this.isMerge(tip) && !this.reaches(bottom, tip))
            return { kind: 'per-anchor' };
        const range = this.rangeOf(tip, bottom);
        if (!range.linear)
            return { kind: 'per-anchor' };
        const index = this.touchIndex();
        const { member } = range;
        if (index.quoted.some((i) => member[i] === 1))
            return { kind: 'per-anchor' };
        return {
            kind: 'counts',
            touching: (path) => {
                let n = 0;
                for (const i of index.byPath.get(path) ?? [])
                    n += member[i];
                return n;
            },
            holdsUnder: (dir) => (index.byDir.get(dir) ?? []).some((i) => member[i] === 1),
        };
    }
    isMerge(commit) {
        return (this.graph.nodes.get(commit)?.parents.length ?? 0) > 1;
    }
    /** Whether `bottom` reaches `commit`. */
    reaches(bottom, commit) {
        const n = this.numberedGraph().numbers.get(commit);
        return n !== undefined && this.reachedFrom(bottom)[n] === 1;
    }
    /** `bottom..tip`: the candidates the bottom does not reach (a bottom outside the graph reaches none). */
    rangeOf(tip, bottom) {
        let byBottom = this.ranges.get(tip);
        if (byBottom === undefined)
            this.ranges.set(tip, (byBottom = new Map()));
        let range = byBottom.get(bottom);
        if (range === undefined) {
            const { oids, merge } = this.numberedGraph();
            const candidate = this.candidatesOf(tip);
            const below = this.reachedFrom(bottom);
            const member = new Uint8Array(oids.length);
            let linear = true;
            for (let n = 0; n < oids.length; n++) {
                if (candidate[n] !== 1 || below[n] === 1)
                    continue;
                member[n] = 1;
                if (merge[n] === 1)
                    linear = false;
            }
            byBottom.set(bottom, (range = { member, linear }));
        }
        return range;
    }
    edgeOf(oid, parentIndex) {
        const parent = this.graph.nodes.get(oid)?.parents[parentIndex];
        return parent === undefined ? oid : `${oid} ${parent}`;
    }
    changesOf(oid, parentIndex) {
        return this.changes.get(this.edgeOf(oid, parentIndex)) ?? [];
    }
}
function screenPathspec(path, prefix, gitDecides) {
    // git refuses an empty pathspec; ev cannot pass a NUL to a process at all.
    if (path === '' || path.includes('\0'))
        return { kind: 'fails' };
    const list = gitDecides ? { kind: 'unknowable' } : (0,_core_text_pathspec_js__WEBPACK_IMPORTED_MODULE_3__/* .compilePathspecList */ .Q_)([path], prefix);
    if (list.kind === 'list')
        return { kind: 'memory', list };
    const refusal = (0,_core_text_pathspec_js__WEBPACK_IMPORTED_MODULE_3__/* .triggerListRefusal */ .p0)([path], list.kind === 'unknowable');
    if (refusal !== undefined)
        return { kind: 'refused', why: refusal.why };
    return list.kind === 'invalid' ? { kind: 'fails' } : { kind: 'git' };
}
/** Where a note about an anchor path points: the ledger file and line of the first evidence citing it. */
function originText(questions, path) {
    const origin = questions.origins?.get(path);
    return origin === undefined ? 'an anchor' : `.evolving/ledger/${origin.file}:${origin.line}`;
}
class GitHistory {
    tip;
    prefix;
    bottomOf;
    loaded;
    gitDecides;
    movements = new Map();
    /** Per reference, per path (no key built per anchor: a ledger's anchors are thousands). */
    counts = new Map();
    asked = new Map();
    routes = new Map();
    /** A merge tip's parents, each counted as its own tip (followedParent). */
    parents = new Map();
    /** Per path: the merge tip's first parent it is TREESAME to (git follows that one alone). */
    treesameParent = new Map();
    constructor(tip, prefix, bottomOf, loaded, gitDecides) {
        this.tip = tip;
        this.prefix = prefix;
        this.bottomOf = bottomOf;
        this.loaded = loaded;
        this.gitDecides = gitDecides;
    }
    movement(reference) {
        let movement = this.movements.get(reference);
        if (movement === undefined) {
            const bottom = this.bottomOf(reference);
            movement =
                bottom === undefined || this.loaded === undefined
                    ? { kind: 'unresolved' }
                    : this.loaded.movementOf(this.tip, bottom);
            this.movements.set(reference, movement);
        }
        return movement;
    }
    countSince(reference, path) {
        if (this.asked.size > 0) {
            const key = `${reference}\0${path}`;
            if (this.asked.has(key))
                return this.asked.get(key);
        }
        let byPath = this.counts.get(reference);
        if (byPath === undefined)
            this.counts.set(reference, (byPath = new Map()));
        if (!byPath.has(path))
            byPath.set(path, this.count(reference, path));
        return byPath.get(path);
    }
    /** How `path` is counted (screenPathspec), decided once. */
    routeOf(path) {
        let route = this.routes.get(path);
        if (route === undefined)
            this.routes.set(path, (route = screenPathspec(path, this.prefix, this.gitDecides)));
        return route;
    }
    count(reference, path) {
        const bottom = this.bottomOf(reference);
        if (bottom === undefined || this.loaded === undefined)
            return undefined;
        const route = this.routeOf(path);
        // git's answer was asked ahead (askGit); refused, or git fails: no drift.
        if (route.kind !== 'memory')
            return undefined;
        const list = route.list;
        const loaded = this.loaded;
        const selects = (edge) => (loaded.changes.get(edge) ?? []).some((c) => (0,_core_text_pathspec_js__WEBPACK_IMPORTED_MODULE_3__/* .listSelects */ .YK)(list, c.path, c.gitlink));
        const followed = this.followedParent(bottom, path, selects);
        if (followed !== undefined)
            return this.atParent(followed).count(reference, path);
        const range = loaded.rangeOf(this.tip, bottom);
        if (range.linear) {
            const plain = this.plainCount(reference, path);
            if (plain !== undefined)
                return plain;
            const { oids } = loaded.numberedGraph();
            const { member } = range;
            let n = 0;
            for (let i = 0; i < member.length; i++)
                if (member[i] === 1 && selects(loaded.edgeOf(oids[i], 0)))
                    n++;
            return n;
        }
        return (0,_git_history_js__WEBPACK_IMPORTED_MODULE_7__/* .revListCount */ .HP)(loaded.graph.nodes, {
            head: this.tip,
            bottom,
            differs: (child, parent) => selects(parent === null ? child : `${child} ${parent}`),
        });
    }
    /**
     * When the tip is a merge (GitHub's test merge, say), the parent git's walk
     * follows alone: the first one the merge is TREESAME to under the
     * pathspec. git then counts `bottom..<that parent>` exactly, and so does
     * this, in a range without the merge (no walk per anchor). Only where the
     * walk surely starts at the merge and every parent of it is still
     * interesting there: the bottom is neither a parent of it nor a child of
     * one (git marks the bottom's parents uninteresting before it walks) and
     * is not as new (git would take the bottom first, marking its parents'
     * parents uninteresting, or reach a parent from it first, and then not
     * follow it). Undefined: the walk itself counts.
     */
    followedParent(bottom, path, differs) {
        const nodes = this.loaded?.graph.nodes;
        const tip = nodes?.get(this.tip);
        const from = nodes?.get(bottom);
        if (tip === undefined || from === undefined || tip.parents.length < 2)
            return undefined;
        // git marks the bottom's own parents UNINTERESTING before the walk starts, and a merge
        // TREESAME to an uninteresting parent is not simplified to it: the walk counts then.
        const uninteresting = (parent) => parent === bottom || from.parents.includes(parent);
        if (tip.parents.some(uninteresting) || from.date >= tip.date)
            return undefined;
        if (!this.treesameParent.has(path))
            this.treesameParent.set(path, tip.parents.find((parent) => !differs(`${this.tip} ${parent}`)));
        return this.treesameParent.get(path);
    }
    atParent(parent) {
        let history = this.parents.get(parent);
        if (history === undefined) {
            history = new GitHistory(parent, this.prefix, this.bottomOf, this.loaded, this.gitDecides);
            this.parents.set(parent, history);
        }
        return history;
    }
    /**
     * A linear range's count for a plain path (no glob, no magic): the commits
     * that touched it, from the range's table (measure), where git's pathspec
     * can select nothing else (no touched path lies under it). Undefined: each
     * commit's changes are matched instead.
     */
    plainCount(reference, path) {
        // Magic changes what the path selects (`:!a` is every path but `a`): never a table lookup.
        const key = /[*?[\\]/.test(path) || (0,_core_text_pathspec_js__WEBPACK_IMPORTED_MODULE_3__/* .hasMagic */ .qt)(path) ? undefined : (0,_core_claims_drift_js__WEBPACK_IMPORTED_MODULE_2__/* .tableKey */ .ih)(path);
        if (key === undefined)
            return undefined;
        const movement = this.movement(reference);
        const full = `${this.prefix}${key}`;
        if (movement.kind !== 'counts' || movement.holdsUnder(full))
            return undefined;
        return movement.touching(full);
    }
    /**
     * Pathspecs only git can read, asked once per (reference, path) that a
     * count would need, one process each, while the budget lasts (each one
     * stopped when it runs out). Returns what was left unmeasured: each path
     * refused by the screening (screenPathspec) that a count needed, named by
     * its ledger file and line, and the paths the budget did not reach.
     */
    async askGit(ctx, questions, tree, budget) {
        const notes = [];
        const unmeasured = new Set();
        for (const [path, references] of questions.drift) {
            const route = this.routeOf(path);
            if (route.kind !== 'git' && route.kind !== 'refused')
                continue;
            let refused = false;
            for (const reference of references) {
                const bottom = this.bottomOf(reference);
                const key = `${reference}\0${path}`;
                if (bottom === undefined || this.asked.has(key))
                    continue;
                if (!(0,_core_claims_drift_js__WEBPACK_IMPORTED_MODULE_2__/* .countsWithRevList */ .Ct)(this.movement(reference), tree, path))
                    continue;
                if (route.kind === 'refused') {
                    refused = true;
                    continue;
                }
                const remaining = budget?.remainingMs();
                if (remaining === 0) {
                    this.asked.set(key, undefined);
                    unmeasured.add(path);
                    continue;
                }
                const result = await (0,_git_runner_js__WEBPACK_IMPORTED_MODULE_4__/* .runGit */ .EO)(ctx, [
                    'rev-list',
                    '--count',
                    '--end-of-options',
                    bottom === NO_COMMIT ? this.tip : `${bottom}..${this.tip}`,
                    '--',
                    path,
                ], undefined, remaining);
                if (result.code === null)
                    unmeasured.add(path); // stopped: the budget ran out
                const n = Number(result.stdout.toString('utf8').trim());
                this.asked.set(key, result.code === 0 && Number.isSafeInteger(n) ? n : undefined);
            }
            if (refused && route.kind === 'refused')
                notes.push(`${originText(questions, path)}: the anchor's path is not matched as a pathspec: it ${route.why}. Its drift is unmeasured.`);
        }
        if (unmeasured.size > 0 && budget !== undefined && budget.remainingMs() === 0)
            notes.push(`The claims review's time budget (${(0,_core_claims_budget_js__WEBPACK_IMPORTED_MODULE_8__/* .budgetText */ .$e)(budget)}) ran out: the drift of ${unmeasured.size} anchor path(s) is unmeasured, first at ${originText(questions, unmeasured.values().next().value)}.`);
        return notes;
    }
}
/**
 * Each reading's tree: the work tree it was given, or a commit's (commitTree),
 * the anchored blobs of every commit read in one `git cat-file --batch`.
 */
async function readingTrees(ctx, plans, peeled, prefix) {
    const blobs = [];
    const trees = await Promise.all(plans.map(async ({ questions, at, treeText }) => {
        if (at.kind === 'work-tree')
            return at.tree;
        const commit = peeled.commits.get(treeText) ?? undefined;
        const entries = commit === undefined ? undefined : await commitListing(ctx, commit);
        return commitTree(entries ?? new Map(), prefix, questions.paths, questions.texts, blobs);
    }));
    await readBlobs(ctx, blobs);
    return trees;
}
/** The listings asked in one context, by commit: a commit's tree never changes. */
const LISTINGS = new WeakMap();
/**
 * Every entry of a commit's tree (`git ls-tree -r -t -l`: with its mode and
 * size), listed once per context however many readers ask (the writer
 * files, the anchors' tree, the paths a pull request changes); undefined
 * when git cannot list it (asked again next time).
 */
function commitListing(ctx, commit) {
    let listings = LISTINGS.get(ctx);
    if (listings === undefined)
        LISTINGS.set(ctx, (listings = new Map()));
    let listing = listings.get(commit);
    if (listing === undefined) {
        const asked = listTree(ctx, commit);
        listings.set(commit, (listing = asked));
        void asked.then((entries) => {
            if (entries === undefined)
                listings.delete(commit);
        });
    }
    return listing;
}
async function listTree(ctx, commit) {
    const listing = await (0,_git_runner_js__WEBPACK_IMPORTED_MODULE_4__/* .runGit */ .EO)(ctx, listingCommand(commit));
    if (listing.code !== 0)
        return undefined;
    const entries = new Map();
    for (const record of listing.stdout.toString('latin1').split('\0')) {
        const tab = record.indexOf('\t');
        if (tab < 0)
            continue;
        const [mode = '', type = '', oid = '', size = '-'] = record.slice(0, tab).split(/ +/);
        entries.set(record.slice(tab + 1), {
            mode,
            type,
            oid,
            size: size === '-' ? undefined : Number(size),
        });
    }
    return entries;
}
/**
 * The anchored paths of one commit, from its listing (listTree) and, for
 * the regular files within ANCHOR_READ_BOUND whose text is read, a blob
 * added to `blobs` (read later, with every other reading's). A path is read
 * relative to the store root, as in the work tree; a link, a submodule or a
 * directory is `unreadable` (a commit holds a link's target as text, never
 * what it points at).
 */
function commitTree(entries, prefix, paths, texts, blobs) {
    const locate = (path) => {
        if (path.startsWith('/'))
            return { root: false, slash: false };
        const normalized = (0,_core_text_pathspec_js__WEBPACK_IMPORTED_MODULE_3__/* .normalizePath */ .Fd)((0,_core_text_pathspec_js__WEBPACK_IMPORTED_MODULE_3__/* .toByteString */ .pv)(prefix + path));
        if (normalized === undefined)
            return { root: false, slash: false };
        const slash = normalized.endsWith('/');
        const key = slash ? normalized.slice(0, -1) : normalized;
        if (key === '')
            return { root: true, slash };
        const entry = entries.get(key);
        return entry === undefined ? { root: false, slash } : { entry, root: false, slash };
    };
    const probes = new Map();
    for (const path of paths) {
        const { entry, root, slash } = locate(path);
        if (root)
            probes.set(path, { kind: 'unreadable', why: 'directory' });
        else if (entry === undefined)
            probes.set(path, { kind: 'absent' });
        else if (entry.type !== 'blob')
            probes.set(path, { kind: 'unreadable', why: whyNotBlob(entry) });
        else if (slash)
            probes.set(path, { kind: 'absent' }); // `file/`: not a directory
        else if (entry.mode === '120000')
            probes.set(path, { kind: 'unreadable', why: 'link' });
        else if (!texts.has(path))
            probes.set(path, { kind: 'readable' });
        else if ((entry.size ?? Infinity) > ANCHOR_READ_BOUND)
            probes.set(path, { kind: 'unreadable', why: 'too-large' });
        else
            blobs.push({ path, oid: entry.oid, probes });
    }
    // Asked per anchor when its drift is counted: a ledger cites a few hundred paths thousands of times.
    const directories = new Map();
    return {
        // Every path was probed ahead: read when a pass-line is looked for there, else only listed.
        probe: (path) => probes.get(path) ?? { kind: 'absent' },
        isDirectory: (path) => {
            let directory = directories.get(path);
            if (directory === undefined) {
                const { entry, root } = locate(path);
                directories.set(path, (directory = root || entry?.type === 'tree'));
            }
            return directory;
        },
    };
}
/** Why a tree entry that is not a blob is not read as a file (the review names it). */
function whyNotBlob(entry) {
    if (entry.type === 'tree')
        return 'directory';
    if (entry.type === 'commit')
        return 'submodule';
    return 'not-a-file';
}
/** The blobs wanted, each object read once (a file unchanged between two commits is one object). */
async function readBlobs(ctx, blobs) {
    if (blobs.length === 0)
        return;
    const unique = [...new Set(blobs.map((b) => b.oid))];
    const result = await (0,_git_runner_js__WEBPACK_IMPORTED_MODULE_4__/* .runGit */ .EO)(ctx, BLOBS, unique.map((o) => `${o}\n`).join(''));
    const texts = new Map();
    if (result.code === 0)
        (0,_git_runner_js__WEBPACK_IMPORTED_MODULE_4__/* .batchBlobBodies */ .Mz)(result.stdout, unique.length).forEach((body, i) => texts.set(unique[i], body.toString('utf8')));
    for (const { path, oid, probes } of blobs) {
        const text = texts.get(oid);
        probes.set(path, text === undefined ? { kind: 'unreadable', why: 'not-readable' } : { kind: 'file', text });
    }
}


/***/ }),

/***/ 4709:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $S: () => (/* binding */ writerSetupFailure),
/* harmony export */   SC: () => (/* binding */ readLedger),
/* harmony export */   _: () => (/* binding */ LEDGER_BOUNDS)
/* harmony export */ });
/* unused harmony export osErrorText */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_claims_scan_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3404);
/* harmony import */ var _files_untrusted_file_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4717);
/**
 * Reading an ev 0.2 ledger from disk: every writer file of
 * `.evolving/ledger/` in the order the directory lists it (as ev reads them;
 * the order decides which of two lines with one id wins), as text for the
 * core's scan (core/claims/scan.ts). `.evolving/local/` and `cache/` are
 * never read. Each file is read through untrusted-file.ts: never through a
 * link, never a FIFO or device, and bounded. Where ev 0.2.4 fails (a
 * directory named `x.jsonl`, a file that is not UTF-8, `ledger` being a
 * file) the failure carries ev's own words; where this reader refuses what ev
 * would follow (a link), it says so. No message quotes a file's content.
 *
 * ev also creates `.evolving/local/writer.toml` before reading, and fails
 * when it cannot; this reader writes nothing, but answers those failures as
 * ev does (writerSetupFailure).
 */





const MiB = 1024 * 1024;
/** The most bytes read from one writer file, and from the whole ledger (docs/COMPATIBILITY.md). */
const LEDGER_BOUNDS = { writerFile: 128 * MiB, ledger: 512 * MiB };
/** Rust's `io::Error` text for the errors met here. */
const OS_ERRORS = {
    ENOENT: 'No such file or directory (os error 2)',
    EACCES: 'Permission denied (os error 13)',
    EPERM: 'Operation not permitted (os error 1)',
    EEXIST: 'File exists (os error 17)',
    ENOTDIR: 'Not a directory (os error 20)',
    EISDIR: 'Is a directory (os error 21)',
    ELOOP: 'Too many levels of symbolic links (os error 40)',
};
function osErrorText(code, fallback) {
    return (code !== undefined ? OS_ERRORS[code] : undefined) ?? fallback;
}
const NOT_READ = '\u2014 the ledger is not read';
/** Every writer file of the store at `root`. */
function readLedger(root) {
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, '.evolving', 'ledger');
    const kind = (0,_files_untrusted_file_js__WEBPACK_IMPORTED_MODULE_4__/* .entryKind */ .FY)(dir);
    if (kind === 'missing')
        return { files: [] };
    if (kind === 'file')
        return { files: [], failure: OS_ERRORS.ENOTDIR };
    if (kind !== 'directory')
        return { files: [], failure: `.evolving/ledger: ${(0,_files_untrusted_file_js__WEBPACK_IMPORTED_MODULE_4__/* .readRefusal */ .ni)(kind)} ${NOT_READ}` };
    let handle;
    try {
        handle = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.opendirSync)(dir);
    }
    catch (error) {
        return { files: [], failure: osErrorText(codeOf(error), 'cannot list .evolving/ledger') };
    }
    const files = [];
    let total = 0;
    try {
        for (let entry = handle.readSync(); entry !== null; entry = handle.readSync()) {
            if (!(0,_core_claims_scan_js__WEBPACK_IMPORTED_MODULE_3__/* .isWriterFileName */ .Hg)(entry.name))
                continue;
            const shown = `.evolving/ledger/${entry.name}`;
            if (entry.isDirectory())
                return { files, failure: OS_ERRORS.EISDIR };
            if (!entry.isFile()) {
                const what = entry.isSymbolicLink() ? 'symlink' : (0,_files_untrusted_file_js__WEBPACK_IMPORTED_MODULE_4__/* .entryKind */ .FY)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, entry.name));
                return { files, failure: `${shown}: ${(0,_files_untrusted_file_js__WEBPACK_IMPORTED_MODULE_4__/* .readRefusal */ .ni)(what)} ${NOT_READ}` };
            }
            // Not as a listed file (`'file'`): its size, asked once, lets a writer file of megabytes
            // come in one read, not chunk by chunk and copied again.
            const read = (0,_files_untrusted_file_js__WEBPACK_IMPORTED_MODULE_4__/* .readRegularFile */ .XF)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, entry.name), LEDGER_BOUNDS.writerFile);
            if (!read.ok) {
                const failure = read.reason === 'unreadable' || read.reason === 'missing'
                    ? osErrorText(errnoOf(read.message), `${shown}: ${read.message}`)
                    : `${shown}: ${read.message} ${NOT_READ}`;
                return { files, failure };
            }
            total += read.bytes.length;
            if (total > LEDGER_BOUNDS.ledger)
                return {
                    files,
                    failure: `.evolving/ledger/: ${(0,_files_untrusted_file_js__WEBPACK_IMPORTED_MODULE_4__/* .tooLargeMessage */ .pb)(LEDGER_BOUNDS.ledger)} in all ${NOT_READ}`,
                };
            if (!(0,node_buffer__WEBPACK_IMPORTED_MODULE_1__.isUtf8)(read.bytes))
                return { files, failure: 'stream did not contain valid UTF-8' };
            files.push({ name: entry.name, text: read.bytes.toString('utf8') });
        }
    }
    catch (error) {
        return { files, failure: osErrorText(codeOf(error), 'cannot list .evolving/ledger') };
    }
    finally {
        handle.closeSync();
    }
    return { files };
}
/**
 * The failure ev 0.2.4 meets before it reads anything, when it cannot set up
 * `.evolving/local/writer.toml` (it creates it on every command): `.evolving`
 * is a file, `local` is not a directory, or `writer.toml` is one. A
 * `.evolving` that is a link is refused here (ev would follow it).
 */
function writerSetupFailure(root) {
    const evolving = (0,_files_untrusted_file_js__WEBPACK_IMPORTED_MODULE_4__/* .entryKind */ .FY)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, '.evolving'));
    if (evolving === 'file')
        return OS_ERRORS.ENOTDIR;
    // A link (ev would follow it) or a special file: refused, as every read of the store is.
    if (evolving !== 'missing' && evolving !== 'directory')
        return `.evolving: ${(0,_files_untrusted_file_js__WEBPACK_IMPORTED_MODULE_4__/* .readRefusal */ .ni)(evolving)}`;
    const local = (0,_files_untrusted_file_js__WEBPACK_IMPORTED_MODULE_4__/* .entryKind */ .FY)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, '.evolving', 'local'));
    if (local !== 'missing' && local !== 'directory')
        return OS_ERRORS.EEXIST;
    if ((0,_files_untrusted_file_js__WEBPACK_IMPORTED_MODULE_4__/* .entryKind */ .FY)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, '.evolving', 'local', 'writer.toml')) === 'directory')
        return OS_ERRORS.EISDIR;
    return undefined;
}
function codeOf(error) {
    return error.code;
}
/** The errno code behind untrusted-file.ts's phrase for an unreadable file. */
function errnoOf(message) {
    if (message.includes('permission denied'))
        return 'EACCES';
    if (message.includes('no such file'))
        return 'ENOENT';
    return undefined;
}


/***/ }),

/***/ 3067:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c2: () => (/* binding */ statusOf),
/* harmony export */   i$: () => (/* binding */ parseStatus)
/* harmony export */ });
/* unused harmony export passlineFound */
/* harmony import */ var _evidence_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4864);
/**
 * Anchor resolution (docs/ev-0.2.md, "Anchor statuses"): what ev finds when
 * it looks at a pointer, in one tree. The tree is data \u2014 the work tree as the
 * file system shows it, or a commit as git stores it \u2014 so the same rules
 * answer at the work tree, at a pull request's base and at its head. Pure.
 *
 * - `commit:` resolves when the text names a commit in this clone, else `gone`;
 * - `metric:`/`url:` are `recorded`: never checked;
 * - `test:`/`file:`/`artifact:` are `gone` when the path is absent,
 *   `unreachable` when it is there but cannot be read as a file (a directory),
 *   `resolves` when there is no pass-line or some line contains it, else
 *   `changed`. Lines are split as Rust's `str::lines` splits them, in the
 *   text decoded with U+FFFD for bytes that are not UTF-8.
 *
 * A status the ledger recorded is read with `parseStatus`: 0.1.x's `verified`
 * is `resolves`, and an unknown word, like the legacy `failed`, is `failed`.
 */

function parseStatus(raw) {
    switch (raw) {
        case 'resolves':
        case 'verified':
            return 'resolves';
        case 'changed':
        case 'gone':
        case 'unreachable':
        case 'recorded':
            return raw;
        default:
            return 'failed';
    }
}
/** The status of one parsed ref, read now in `tree`. */
function statusOf(ref, tree, commits) {
    if (ref.kind === 'commit')
        return commits.status(ref.payload);
    if (ref.kind === 'metric' || ref.kind === 'url')
        return 'recorded';
    const found = tree.probe((0,_evidence_js__WEBPACK_IMPORTED_MODULE_0__/* .anchorPath */ .V3)(ref), ref.passline !== undefined);
    if (found.kind === 'absent')
        return 'gone';
    if (found.kind === 'unreadable')
        return 'unreachable';
    if (ref.passline === undefined || found.kind === 'readable')
        return 'resolves';
    return passlineFound(found.text, ref.passline) ? 'resolves' : 'changed';
}
/**
 * Whether some line of `text` contains `passline` (Rust: `text.lines().any(|l|
 * l.contains(p))`): a text without lines (empty) contains nothing, not even
 * the empty pass-line.
 */
function passlineFound(text, passline) {
    if (text === '')
        return false;
    if (passline === '')
        return true;
    let from = 0;
    for (;;) {
        const at = text.indexOf(passline, from);
        if (at < 0)
            return false;
        if (withinOneLine(text, at, passline.length))
            return true;
        from = at + 1;
    }
}
/**
 * Whether `text[at, at + length)` lies inside one `str::lines` line: no `\n`,
 * and no `\r` that ends a line (one right before `\n`; a `\r` at the very
 * end of the text, with no `\n` after it, stays part of the last line).
 */
function withinOneLine(text, at, length) {
    const end = at + length;
    for (let i = at; i < end; i++) {
        const c = text.charCodeAt(i);
        if (c === 0x0a)
            return false;
        if (c === 0x0d && text.charCodeAt(i + 1) === 0x0a)
            return false;
    }
    return true;
}


/***/ }),

/***/ 7885:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QZ: () => (/* binding */ readAnchor),
/* harmony export */   Su: () => (/* binding */ worldQuestions),
/* harmony export */   fz: () => (/* binding */ annotate)
/* harmony export */ });
/* unused harmony export lookAt */
/* harmony import */ var _anchors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3067);
/* harmony import */ var _cells_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5720);
/* harmony import */ var _drift_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4678);
/* harmony import */ var _evidence_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4864);
/**
 * Reading the world under each anchor, now (docs/ev-0.2.md, "Reading an
 * anchor"): its status, its drift and the cell joining them, taken together,
 * as ev 0.2.4's `brief --json`, `doctor` and `verify` do. The world is data
 * (a `World`): one tree, the commits this clone holds, and the history drift
 * is counted over \u2014 the work tree and HEAD for the CLI, a commit for the
 * action. Nothing is recorded. Pure.
 */




/** The reading of a parseable pointer; undefined for one no grammar accepts (ev cannot re-read it). */
function readAnchor(evidence, lastAck, world) {
    const ref = evidence.parsed;
    if (ref === undefined)
        return undefined;
    const status = (0,_anchors_js__WEBPACK_IMPORTED_MODULE_1__/* .statusOf */ .c2)(ref, world.tree, world.commits);
    const path = (0,_evidence_js__WEBPACK_IMPORTED_MODULE_2__/* .anchorPath */ .V3)(ref);
    const drift = path === undefined
        ? undefined
        : (0,_drift_js__WEBPACK_IMPORTED_MODULE_0__/* .driftSince */ .Sj)(world.history, world.tree, lastAck, evidence.base, path);
    const reading = { status };
    if (drift !== undefined)
        reading.drift = drift;
    const cell = (0,_cells_js__WEBPACK_IMPORTED_MODULE_3__/* .cellOf */ .WC)(status, drift);
    if (cell !== undefined)
        reading.cell = cell;
    return reading;
}
/**
 * The claim with each evidence's status, drift and cell as read now. A
 * pointer no grammar accepts keeps the status the ledger recorded, and its
 * cell is the join of that status with no drift (`legacy` for `failed`).
 */
function lookAt(claim, world) {
    const evidence = claim.evidence.map((item) => {
        // A fold's evidence holds no reading yet: copied as it is (a rest pattern costs far more).
        const rest = 'drift' in item || 'cell' in item ? withoutReading(item) : item;
        const reading = readAnchor(item, claim.lastAck, world);
        if (reading === undefined) {
            const cell = (0,_cells_js__WEBPACK_IMPORTED_MODULE_3__/* .cellOf */ .WC)(item.status, undefined);
            return cell === undefined ? { ...rest } : { ...rest, cell };
        }
        return { ...rest, ...reading };
    });
    return { ...claim, evidence };
}
function withoutReading(item) {
    const { drift: _drift, cell: _cell, ...rest } = item;
    return rest;
}
/** Every claim of the fold looked at now; the returned demands are the same claims' looks. */
function annotate(derived, world) {
    const looked = new Map();
    const look = (claim) => {
        let seen = looked.get(claim.id);
        if (seen === undefined)
            looked.set(claim.id, (seen = lookAt(claim, world)));
        return seen;
    };
    return {
        ...derived,
        claims: derived.claims.map(look),
        closed: derived.closed.map(look),
        grey: derived.grey.map(look),
        demandsReturned: derived.demandsReturned.map(look),
    };
}
function worldQuestions(claims) {
    const questions = {
        paths: new Set(),
        texts: new Set(),
        commits: new Set(),
        drift: new Map(),
        origins: new Map(),
    };
    for (const claim of claims) {
        for (const evidence of claim.evidence) {
            const ref = evidence.parsed;
            if (ref === undefined || ref.kind === 'metric' || ref.kind === 'url')
                continue;
            if (ref.kind === 'commit') {
                questions.commits.add(ref.payload);
                const key = `commit:${ref.payload}`;
                if (!questions.origins?.has(key))
                    questions.origins?.set(key, { file: evidence.filed.file, line: evidence.filed.line });
                continue;
            }
            const path = (0,_evidence_js__WEBPACK_IMPORTED_MODULE_2__/* .anchorPath */ .V3)(ref);
            questions.paths.add(path);
            if (ref.passline !== undefined)
                questions.texts.add(path);
            const key = (0,_drift_js__WEBPACK_IMPORTED_MODULE_0__/* .tableKey */ .ih)(path);
            if (key !== undefined)
                questions.paths.add(key);
            let references = questions.drift.get(path);
            if (references === undefined)
                questions.drift.set(path, (references = new Set()));
            if (claim.lastAck !== undefined)
                references.add(claim.lastAck);
            if (evidence.base !== undefined)
                references.add(evidence.base);
            if (!questions.origins?.has(path))
                questions.origins?.set(path, { file: evidence.filed.file, line: evidence.filed.line });
        }
    }
    return questions;
}


/***/ }),

/***/ 740:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $e: () => (/* binding */ budgetText),
/* harmony export */   B6: () => (/* binding */ timeBudget),
/* harmony export */   sd: () => (/* binding */ CLAIMS_REVIEW_BUDGET_MS)
/* harmony export */ });
/**
 * The claims review's time budget (docs/ev-0.2.md, "Drift"): how long the
 * questions only git can answer may take in all. The clock is injected (the
 * core reads none), so a test can spend the budget at will.
 *
 * Every question is asked of git only while some of the budget remains, and
 * is stopped when it runs out; what was not answered is left unmeasured
 * (no drift, so no cell: ev's census counts such a claim `unmeasured`), and
 * the review publishes what it measured.
 */
/**
 * The default: a tenth of a GitHub-hosted job's six hours. A review asks git
 * a constant number of questions besides the per-anchor ones, and those are
 * screened (pathspec.ts gitMayMatch), so this is a backstop, far above what
 * any ledger takes.
 */
const CLAIMS_REVIEW_BUDGET_MS = 36 * 60 * 1000;
/** A budget of `limitMs` from now, read from `now` (milliseconds). */
function timeBudget(limitMs, now) {
    const until = now() + limitMs;
    return { limitMs, remainingMs: () => Math.max(0, until - now()) };
}
/** A budget as words: `36 min`, `1.5 s`. */
function budgetText(budget) {
    const ms = budget.limitMs;
    return ms >= 60_000 ? `${Math.round(ms / 60_000)} min` : `${ms / 1000} s`;
}


/***/ }),

/***/ 5720:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K2: () => (/* binding */ worstCell),
/* harmony export */   WC: () => (/* binding */ cellOf),
/* harmony export */   XV: () => (/* binding */ cellWhy)
/* harmony export */ });
/* unused harmony export severity */
function cellOf(status, drift) {
    switch (status) {
        case 'resolves':
            return drift === undefined ? undefined : drift > 0 ? 'neighborhood-moved' : 'still';
        case 'changed':
            return 'anchor-changed';
        case 'gone':
            return 'file-gone';
        case 'failed':
            return 'legacy';
        case 'recorded':
        case 'unreachable':
            return undefined;
    }
}
/** How loudly a cell asks to be re-read: a claim's anchors reduce to their most severe cell. */
function severity(cell) {
    switch (cell) {
        case 'file-gone':
            return 4;
        case 'anchor-changed':
            return 3;
        case 'neighborhood-moved':
            return 2;
        case 'legacy':
            return 1;
        case 'still':
            return 0;
    }
}
/** The most severe of `cells` (the last of equals, as Rust's `max_by_key`), undefined when there is none. */
function worstCell(cells) {
    let worst;
    for (const cell of cells) {
        if (cell !== undefined && (worst === undefined || severity(cell) >= severity(worst)))
            worst = cell;
    }
    return worst;
}
/** ev's one phrase per cell. */
function cellWhy(cell) {
    switch (cell) {
        case 'still':
            return 'nothing this anchor can see has moved';
        case 'neighborhood-moved':
            return 'the line stands; code moved beside it';
        case 'anchor-changed':
            return 'the cited line itself changed';
        case 'file-gone':
            return 'the cited file is gone';
        case 'legacy':
            return 'no current ref grammar accepts this pointer';
    }
}


/***/ }),

/***/ 4678:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ct: () => (/* binding */ countsWithRevList),
/* harmony export */   Sj: () => (/* binding */ driftSince),
/* harmony export */   f5: () => (/* binding */ driftPhrase),
/* harmony export */   ih: () => (/* binding */ tableKey)
/* harmony export */ });
/* unused harmony export driftFrom */
/**
 * The key git would print for `path`, normalised lexically (`./a`, `a//b`,
 * `a/../b`), or undefined where it is not a plain in-repository file path:
 * empty, absolute, ending in `/`, nothing left, or climbing above the root.
 */
function tableKey(path) {
    // A ledger cites the same few hundred paths thousands of times.
    if (KEYS.has(path))
        return KEYS.get(path);
    const key = normalisedKey(path);
    if (KEYS.size >= 65_536)
        KEYS.clear();
    KEYS.set(path, key);
    return key;
}
const KEYS = new Map();
function normalisedKey(path) {
    if (path === '' || path.endsWith('/') || path.startsWith('/'))
        return undefined;
    const segments = [];
    for (const segment of path.split('/')) {
        if (segment === '' || segment === '.')
            continue;
        if (segment === '..') {
            if (segments.length === 0)
                return undefined;
            segments.pop();
        }
        else
            segments.push(segment);
    }
    return segments.length === 0 ? undefined : segments.join('/');
}
/** Whether ev counts `path` with `git rev-list` (not from the log's table) for this movement. */
function countsWithRevList(movement, tree, path) {
    if (movement.kind !== 'counts')
        return movement.kind === 'per-anchor';
    const key = tableKey(path);
    return key === undefined || movement.holdsUnder(key) || tree.isDirectory(key);
}
/** Commits touching the anchored `path` since `reference`, or undefined when git cannot count them. */
function driftFrom(history, tree, reference, path) {
    const movement = history.movement(reference);
    if (movement.kind === 'unresolved')
        return undefined;
    if (movement.kind === 'counts' && !countsWithRevList(movement, tree, path))
        return movement.touching(tableKey(path));
    return history.countSince(reference, path);
}
/**
 * ev's one reference rule: from the last ack where the count can be taken
 * against it, else from the filing base, else no drift at all.
 */
function driftSince(history, tree, lastAck, base, path) {
    if (lastAck !== undefined) {
        const fromAck = driftFrom(history, tree, lastAck, path);
        if (fromAck !== undefined)
            return fromAck;
    }
    return base === undefined ? undefined : driftFrom(history, tree, base, path);
}
/** ev's phrase for a drift above zero. */
function driftPhrase(drift) {
    return `drift: cited path changed in ${drift} commit(s) beyond the anchor`;
}


/***/ }),

/***/ 9588:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   mE: () => (/* binding */ parseEnvelope)
/* harmony export */ });
/* unused harmony exports exactEnvelope, quickEnvelope */
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9759);
/**
 * The envelope every ev 0.2 ledger line holds (docs/ev-0.2.md, "The
 * envelope"): `{v, id, ts, writer, seq, actor{kind, id?, via?}, type, body}`.
 * A line is an event only when ev's serde reading of it succeeds: `v` an
 * integer 0\u2013255, `seq` an integer that fits u64, `id`/`ts`/`writer`/`type`
 * strings, `actor.kind` one of `human`/`agent`/`engine`, every field present
 * and none twice; unknown fields are ignored, and serde's array form of a
 * struct (`[v, id, ts, writer, seq, actor, type, body]`) is read too. Pure.
 */

/** The envelope a ledger line holds, or undefined when ev would skip the line. */
function parseEnvelope(line) {
    const fast = quickEnvelope(line);
    return fast === SLOW ? exactEnvelope(line) : fast;
}
/** The exact reading, character by character, as serde_json's. */
function exactEnvelope(line) {
    const cursor = new _json_js__WEBPACK_IMPORTED_MODULE_0__/* .JsonCursor */ .NQ(line);
    try {
        const envelope = cursor.peek() === 0x5b ? envelopeOfArray(cursor) : envelopeOfObject(cursor);
        cursor.end();
        return envelope;
    }
    catch (error) {
        if (error instanceof _json_js__WEBPACK_IMPORTED_MODULE_0__/* .JsonRefusal */ .Jc)
            return undefined;
        throw error;
    }
}
/** Reads one field's value; false for a key the envelope does not have (the caller skips it). */
function readField(cursor, name, into) {
    switch (name) {
        case 'v': {
            if (into.v !== undefined)
                cursor.fail(); // "duplicate field"
            cursor.peek();
            const v = cursor.number()?.asU64();
            if (v === undefined || v > 255n)
                cursor.fail();
            into.v = Number(v);
            return true;
        }
        case 'seq': {
            if (into.seq !== undefined)
                cursor.fail();
            cursor.peek();
            const seq = cursor.number()?.asU64();
            if (seq === undefined)
                cursor.fail();
            into.seq = seq;
            return true;
        }
        case 'actor':
            if (into.actor !== undefined)
                cursor.fail();
            into.actor = readActor(cursor);
            return true;
        case 'body':
            if (into.body !== undefined)
                cursor.fail();
            into.body = cursor.value();
            return true;
        case 'id':
        case 'ts':
        case 'writer':
        case 'type':
            if (into[name] !== undefined)
                cursor.fail();
            into[name] = cursor.string();
            return true;
        default:
            return false;
    }
}
function complete(cursor, f) {
    if (f.v === undefined ||
        f.id === undefined ||
        f.ts === undefined ||
        f.writer === undefined ||
        f.seq === undefined ||
        f.actor === undefined ||
        f.type === undefined ||
        f.body === undefined)
        return cursor.fail(); // "missing field"
    return {
        v: f.v,
        id: f.id,
        ts: f.ts,
        writer: f.writer,
        seq: f.seq,
        actor: f.actor,
        type: f.type,
        body: f.body,
    };
}
function envelopeOfObject(cursor) {
    const fields = {};
    if (cursor.beginObject())
        do {
            const key = cursor.key();
            if (!readField(cursor, key, fields))
                cursor.skip();
        } while (cursor.nextMember());
    return complete(cursor, fields);
}
const ARRAY_ORDER = ['v', 'id', 'ts', 'writer', 'seq', 'actor', 'type', 'body'];
/** serde's sequence form of a struct: exactly its eight fields, in order. */
function envelopeOfArray(cursor) {
    const fields = {};
    if (!cursor.beginArray())
        cursor.fail(); // "invalid length 0"
    let i = 0;
    do {
        const name = ARRAY_ORDER[i++];
        if (name === undefined)
            cursor.fail(); // one element too many
        readField(cursor, name, fields);
    } while (cursor.nextElement());
    return complete(cursor, fields);
}
/** `actor`: `{kind, id?, via?}` or `[kind, id?, via?]`; `id` and `via` may be null or absent. */
function readActor(cursor) {
    let kind;
    let id;
    let via;
    if (cursor.peek() === 0x5b) {
        if (!cursor.beginArray())
            cursor.fail(); // `kind` has no default
        kind = readActorKind(cursor);
        if (cursor.nextElement()) {
            id = optionalString(cursor);
            if (cursor.nextElement()) {
                via = optionalString(cursor);
                if (cursor.nextElement())
                    cursor.fail(); // one element too many
            }
        }
    }
    else if (cursor.beginObject()) {
        do {
            const key = cursor.key();
            if (key === 'kind') {
                if (kind !== undefined)
                    cursor.fail();
                kind = readActorKind(cursor);
            }
            else if (key === 'id') {
                if (id !== undefined)
                    cursor.fail();
                id = optionalString(cursor);
            }
            else if (key === 'via') {
                if (via !== undefined)
                    cursor.fail();
                via = optionalString(cursor);
            }
            else
                cursor.skip();
        } while (cursor.nextMember());
    }
    if (kind === undefined)
        return cursor.fail();
    const actor = { kind };
    if (typeof id === 'string')
        actor.id = id;
    if (typeof via === 'string')
        actor.via = via;
    return actor;
}
/** A unit variant: `"human"`, or serde's map form `{"human": null}`. */
function readActorKind(cursor) {
    let name;
    if (cursor.peek() === 0x7b) {
        if (!cursor.beginObject())
            cursor.fail();
        name = cursor.key();
        if (cursor.value() !== null)
            cursor.fail();
        if (cursor.nextMember())
            cursor.fail();
    }
    else {
        name = cursor.string();
    }
    if (name !== 'human' && name !== 'agent' && name !== 'engine')
        cursor.fail(); // "unknown variant"
    return name;
}
/** null (a present `None`, told apart from an absent one by the duplicate check) or a string. */
function optionalString(cursor) {
    const value = cursor.value();
    if (value !== null && typeof value !== 'string')
        cursor.fail();
    return value;
}
// ---------------------------------------------------------------------------
// The common line, read with the native JSON.parse
const SLOW = Symbol('read exactly');
/** Keys whose repetition serde refuses (struct fields) and JSON.parse would hide. */
const WATCHED = ['v', 'id', 'ts', 'writer', 'seq', 'actor', 'type', 'body', 'kind', 'via'];
const WRITTEN = new RegExp(`"(?:${WATCHED.join('|')})"`, 'g');
const INTEGER = /^[0-9]+$/;
/**
 * The envelope via `JSON.parse`, where that is provably the exact reading;
 * `SLOW` wherever `JSON.parse` and serde_json could part: a `\u` escape (a
 * lone surrogate, an escaped key), the array form, a number in the body (u64
 * or float, which `JSON.parse` cannot tell apart), a body nested near the
 * limit, or a watched key written more often than the parsed objects hold it
 * (a repeated field, which serde refuses and `JSON.parse` hides). What
 * `JSON.parse` refuses, serde_json refuses too.
 */
function quickEnvelope(line) {
    if (line.charCodeAt(0) !== 0x7b || line.includes('\\u'))
        return SLOW;
    let parsed;
    try {
        parsed = JSON.parse(line);
    }
    catch {
        return undefined;
    }
    const { v, id, ts, writer, seq, actor, type, body } = parsed;
    if (typeof id !== 'string' || typeof ts !== 'string' || typeof writer !== 'string')
        return SLOW;
    if (typeof type !== 'string' || typeof v !== 'number' || typeof seq !== 'number')
        return SLOW;
    if (actor === null || typeof actor !== 'object' || Array.isArray(actor))
        return SLOW;
    if (!('body' in parsed))
        return SLOW;
    HELD.fill(0);
    noteKeys(parsed);
    noteKeys(actor);
    if (!plainBody(body, 1))
        return SLOW;
    // Each key the objects hold was written at least once, so equal totals mean equal counts.
    let held = 0;
    for (let i = 0; i < WATCHED.length; i++)
        held += HELD[i];
    if (occurrences(line) !== held)
        return SLOW;
    const vText = lexemeAfter(line, '"v"');
    const seqText = lexemeAfter(line, '"seq"');
    if (vText === undefined || seqText === undefined)
        return SLOW;
    if (!INTEGER.test(vText) || v > 255)
        return undefined; // a float, a negative, beyond u8
    if (!INTEGER.test(seqText) || !fitsU64(seqText))
        return undefined;
    const { kind, id: actorId, via } = actor;
    if (kind !== 'human' && kind !== 'agent' && kind !== 'engine')
        return SLOW;
    if (!optional(actorId) || !optional(via))
        return undefined;
    const who = { kind };
    if (typeof actorId === 'string')
        who.id = actorId;
    if (typeof via === 'string')
        who.via = via;
    return { v, id, ts, writer, seq: BigInt(seqText), actor: who, type, body: body };
}
/** How many parsed objects hold each watched key (one line at a time). */
const HELD = new Int32Array(WATCHED.length);
function noteKeys(object) {
    for (let i = 0; i < WATCHED.length; i++)
        if (Object.hasOwn(object, WATCHED[i]))
            HELD[i] = HELD[i] + 1;
}
function fitsU64(digits) {
    return digits.length < 20 || (digits.length === 20 && digits <= '18446744073709551615');
}
function optional(value) {
    return value === undefined || value === null || typeof value === 'string';
}
/** A body without numbers, nested less than serde's limit; notes its watched keys. */
function plainBody(value, depth) {
    if (value === null || typeof value !== 'object')
        return typeof value !== 'number';
    if (depth >= 127)
        return false;
    if (Array.isArray(value)) {
        for (const item of value)
            if (!plainBody(item, depth + 1))
                return false;
        return true;
    }
    noteKeys(value);
    for (const key in value) {
        if (!plainBody(value[key], depth + 1))
            return false;
    }
    return true;
}
/** How often a watched key is written in the line (as `"key"`, anywhere). */
function occurrences(text) {
    WRITTEN.lastIndex = 0;
    let n = 0;
    while (WRITTEN.test(text))
        n++;
    return n;
}
const LEXEME = /[ \t\n\r]*:[ \t\n\r]*(-?[0-9][0-9.eE+-]*)/y;
/** The number after `"key":` (the key written once, so this is the envelope's). */
function lexemeAfter(line, quotedKey) {
    const at = line.indexOf(quotedKey);
    if (at < 0)
        return undefined;
    LEXEME.lastIndex = at + quotedKey.length;
    return LEXEME.exec(line)?.[1];
}


/***/ }),

/***/ 4864:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   In: () => (/* binding */ attachRefusal),
/* harmony export */   Uq: () => (/* binding */ livenessWhy),
/* harmony export */   V3: () => (/* binding */ anchorPath),
/* harmony export */   l8: () => (/* binding */ livenessOf),
/* harmony export */   rd: () => (/* binding */ parseRef)
/* harmony export */ });
/* unused harmony export hasPath */
/**
 * The evidence ref grammar of ev 0.2 (docs/ev-0.2.md, "Evidence refs"):
 * `commit:<sha>`, `test:<path>[::<text>]`, `file:<path>[::<text>]`,
 * `artifact:<name>[::<text>]`, and the recorded-only `metric:<text>` and
 * `url:<text>`. The scheme is the text before the first `:`; the `::` that
 * starts the text on the cited line is the first one after it. A ref no
 * grammar accepts (no scheme, an unknown one) is kept as the ledger holds it
 * and reads as unparseable. Pure.
 */
const KINDS = ['commit', 'test', 'file', 'artifact', 'metric', 'url'];
/** The ref, or undefined when no grammar accepts it. */
function parseRef(raw) {
    const colon = raw.indexOf(':');
    if (colon < 0)
        return undefined;
    const kind = KINDS.find((k) => k === raw.slice(0, colon));
    if (kind === undefined)
        return undefined;
    const rest = raw.slice(colon + 1);
    if (!hasPath(kind))
        return { kind, payload: rest };
    const split = rest.indexOf('::');
    return split < 0
        ? { kind, payload: rest }
        : { kind, payload: rest.slice(0, split), passline: rest.slice(split + 2) };
}
/** test/file/artifact refs name a path (and may carry a pass-line). */
function hasPath(kind) {
    return kind === 'test' || kind === 'file' || kind === 'artifact';
}
function livenessOf(ref) {
    if (ref === undefined)
        return 'unparseable';
    if (ref.kind === 'metric' || ref.kind === 'url')
        return 'asserted';
    if (ref.kind === 'commit')
        return 'immutable';
    return ref.passline === undefined ? 'existence' : 'content';
}
/** ev's one sentence per liveness class. */
function livenessWhy(liveness) {
    switch (liveness) {
        case 'content':
            return 'fails when the cited text changes';
        case 'existence':
            return 'fails only if the cited path disappears';
        case 'immutable':
            return 'content-addressed; fails only if the commit is absent from this clone';
        case 'asserted':
            return 'self-asserted; cannot fail by construction';
        case 'unparseable':
            return 'no current ref grammar accepts this pointer';
    }
}
/** Where the anchor lives, relative to the store's root; undefined for commit/metric/url refs. */
function anchorPath(ref) {
    if (ref.kind === 'test' || ref.kind === 'file')
        return ref.payload;
    if (ref.kind === 'artifact')
        return `.evolving/artifacts/${ref.payload}`;
    return undefined;
}
function attachRefusal(ref) {
    if (!hasPath(ref.kind))
        return undefined;
    if (ref.passline === '')
        return 'empty-passline';
    if (ref.passline !== undefined)
        return undefined;
    const colon = ref.payload.lastIndexOf(':');
    if (colon < 0)
        return undefined;
    return /^[0-9]+$/.test(ref.payload.slice(colon + 1)) ? 'line-number' : undefined;
}


/***/ }),

/***/ 442:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AU: () => (/* binding */ fold),
/* harmony export */   GC: () => (/* binding */ everyClaim),
/* harmony export */   Xu: () => (/* binding */ appliedClaimEvents),
/* harmony export */   _: () => (/* binding */ baselineHead)
/* harmony export */ });
/* harmony import */ var _text_unicode_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9416);
/* harmony import */ var _anchors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3067);
/* harmony import */ var _evidence_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4864);
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9759);
/* harmony import */ var _readings_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(256);
/**
 * The fold: ev 0.2.4's derived state from the ordered event stream
 * (docs/ev-0.2.md, "The fold"). A claim's state is a fact about the ledger,
 * folded from the statuses `ev evidence` and `ev verify` recorded \u2014 never
 * re-read here (annotate.ts reads the world). Pure.
 *
 * - `claim` opens a claim; `evidence` attaches a pointer (and revives a held
 *   claim); `verify` overwrites the recorded status of the latest evidence
 *   with the same ref (or of the last evidence when the event names no ref);
 * - `hold` greys a claim, `close` closes it, `prune` declares it dead;
 *   `demand` marks it demanded; `ack` records the head a human last looked at
 *   (an ack without a head clears it); `reading` fills its reading;
 * - `thought`, `indicator`, `retire`, `snapshot` and boundary `pause`s feed
 *   the brief and the line; any other type is ignored but still moves `as of`.
 *
 * States: dead, closed, grey (held), then bare (expired-bare once two
 * boundary pauses passed over it), anchored (some recorded status resolves)
 * or evidenced.
 */





function originOf(event) {
    return { id: event.id, actor: event.actor, file: event.file, line: event.line };
}
/** A u64 as Rust's `as u32` keeps it: the low 32 bits. */
function lowU32(value) {
    return value === undefined ? 0 : Number(value & 0xffffffffn);
}
function fold(events) {
    const claims = new Map();
    const thoughts = [];
    let indicators = [];
    const snapshots = [];
    let boundaryCount = 0;
    let lastEventId;
    const target = (body) => {
        const id = (0,_json_js__WEBPACK_IMPORTED_MODULE_1__/* .stringField */ .OM)(body, 'claim');
        return id === undefined ? undefined : claims.get(id);
    };
    for (const event of events) {
        lastEventId = event.id;
        const body = event.body;
        switch (event.type) {
            case 'claim':
                if (!claims.has(event.id))
                    claims.set(event.id, openClaim(event, boundaryCount));
                break;
            case 'evidence': {
                const acc = target(body);
                if (acc === undefined)
                    break;
                acc.view.evidence.push(evidenceOf(event));
                acc.held = undefined;
                break;
            }
            case 'verify': {
                const status = (0,_json_js__WEBPACK_IMPORTED_MODULE_1__/* .stringField */ .OM)(body, 'status');
                const acc = status === undefined ? undefined : target(body);
                if (acc !== undefined)
                    recordVerify(acc, (0,_json_js__WEBPACK_IMPORTED_MODULE_1__/* .stringField */ .OM)(body, 'ref'), status);
                break;
            }
            case 'hold': {
                const acc = target(body);
                if (acc !== undefined)
                    acc.held = (0,_json_js__WEBPACK_IMPORTED_MODULE_1__/* .stringField */ .OM)(body, 'reason') ?? '';
                break;
            }
            case 'close': {
                const acc = target(body);
                if (acc !== undefined)
                    acc.closed = true;
                break;
            }
            case 'prune': {
                const acc = target(body);
                if (acc !== undefined)
                    acc.dead = true;
                break;
            }
            case 'demand': {
                const acc = target(body);
                if (acc !== undefined)
                    acc.demanded = true;
                break;
            }
            case 'ack': {
                const acc = target(body);
                if (acc !== undefined)
                    acc.view.lastAck = (0,_json_js__WEBPACK_IMPORTED_MODULE_1__/* .stringField */ .OM)(body, 'head');
                break;
            }
            case 'reading': {
                const acc = target(body);
                if (acc !== undefined)
                    foldReading(acc.view.reading, body);
                break;
            }
            case 'thought':
                thoughts.push({
                    id: event.id,
                    label: (0,_json_js__WEBPACK_IMPORTED_MODULE_1__/* .stringField */ .OM)(body, 'label') ?? '',
                    pinned: (0,_json_js__WEBPACK_IMPORTED_MODULE_1__/* .boolField */ .pD)(body, 'pinned') ?? false,
                });
                break;
            case 'indicator':
                indicators.push({ id: event.id, name: (0,_json_js__WEBPACK_IMPORTED_MODULE_1__/* .stringField */ .OM)(body, 'name') ?? '' });
                break;
            case 'retire': {
                const id = (0,_json_js__WEBPACK_IMPORTED_MODULE_1__/* .stringField */ .OM)(body, 'indicator');
                if (id !== undefined)
                    indicators = indicators.filter((i) => i.id !== id);
                break;
            }
            case 'snapshot':
                snapshots.push({
                    id: event.id,
                    ts: event.ts,
                    closedWithEvidence: lowU32((0,_json_js__WEBPACK_IMPORTED_MODULE_1__/* .u64Field */ .gY)(body, 'closed_with_evidence')),
                    expiredBare: lowU32((0,_json_js__WEBPACK_IMPORTED_MODULE_1__/* .u64Field */ .gY)(body, 'expired_bare')),
                });
                break;
            case 'pause':
                if ((0,_json_js__WEBPACK_IMPORTED_MODULE_1__/* .boolField */ .pD)(body, 'boundary') === true)
                    boundaryCount++;
                break;
        }
    }
    const derived = {
        claims: [],
        closed: [],
        grey: [],
        thoughts,
        demandsReturned: [],
        indicators,
        snapshots,
        boundaryCount,
    };
    if (lastEventId !== undefined)
        derived.lastEventId = lastEventId;
    for (const acc of claims.values())
        place(derived, acc, boundaryCount);
    return derived;
}
function openClaim(event, boundaryCount) {
    const body = event.body;
    const view = {
        id: event.id,
        label: (0,_json_js__WEBPACK_IMPORTED_MODULE_1__/* .stringField */ .OM)(body, 'label') ?? '',
        state: 'bare',
        evidence: [],
        selfEvident: false,
        boundariesOpen: 0,
        reading: (0,_readings_js__WEBPACK_IMPORTED_MODULE_2__/* .emptyReading */ .iz)(),
        filed: originOf(event),
    };
    const sourceRef = (0,_json_js__WEBPACK_IMPORTED_MODULE_1__/* .stringField */ .OM)(body, 'source_ref');
    if (sourceRef !== undefined)
        view.sourceRef = sourceRef;
    const kind = (0,_json_js__WEBPACK_IMPORTED_MODULE_1__/* .stringField */ .OM)(body, 'kind');
    if (kind !== undefined)
        view.kind = kind;
    return { view, closed: false, dead: false, demanded: false, openedAtBoundary: boundaryCount };
}
function evidenceOf(event) {
    const body = event.body;
    const ref = (0,_json_js__WEBPACK_IMPORTED_MODULE_1__/* .stringField */ .OM)(body, 'ref') ?? '';
    const parsed = (0,_evidence_js__WEBPACK_IMPORTED_MODULE_3__/* .parseRef */ .rd)(ref);
    const status = (0,_json_js__WEBPACK_IMPORTED_MODULE_1__/* .stringField */ .OM)(body, 'status');
    const evidence = {
        ref,
        parsed,
        // No status at all predates the field: the ref was recorded and nothing more.
        status: status === undefined ? 'recorded' : (0,_anchors_js__WEBPACK_IMPORTED_MODULE_4__/* .parseStatus */ .i$)(status),
        selfEvident: (0,_json_js__WEBPACK_IMPORTED_MODULE_1__/* .boolField */ .pD)(body, 'self_evident') ?? false,
        liveness: (0,_evidence_js__WEBPACK_IMPORTED_MODULE_3__/* .livenessOf */ .l8)(parsed),
        filed: originOf(event),
    };
    const base = (0,_json_js__WEBPACK_IMPORTED_MODULE_1__/* .stringField */ .OM)(body, 'base');
    if (base !== undefined)
        evidence.base = base;
    return evidence;
}
function recordVerify(acc, ref, status) {
    const evidence = acc.view.evidence;
    const item = ref === undefined ? evidence[evidence.length - 1] : evidence.findLast((e) => e.ref === ref);
    if (item !== undefined)
        item.status = (0,_anchors_js__WEBPACK_IMPORTED_MODULE_4__/* .parseStatus */ .i$)(status);
}
function foldReading(reading, body) {
    const concept = (0,_json_js__WEBPACK_IMPORTED_MODULE_1__/* .stringField */ .OM)(body, 'concept');
    if (concept !== undefined)
        return (0,_readings_js__WEBPACK_IMPORTED_MODULE_2__/* .addConcept */ .cj)(reading, concept);
    const depth = (0,_readings_js__WEBPACK_IMPORTED_MODULE_2__/* .parseDepth */ .xI)((0,_json_js__WEBPACK_IMPORTED_MODULE_1__/* .stringField */ .OM)(body, 'depth') ?? '');
    const lang = (0,_readings_js__WEBPACK_IMPORTED_MODULE_2__/* .parseLang */ .G4)((0,_json_js__WEBPACK_IMPORTED_MODULE_1__/* .stringField */ .OM)(body, 'lang') ?? '');
    const ref = (0,_json_js__WEBPACK_IMPORTED_MODULE_1__/* .stringField */ .OM)(body, 'ref');
    if (depth !== undefined && lang !== undefined && ref !== undefined)
        (0,_readings_js__WEBPACK_IMPORTED_MODULE_2__/* .fillSlot */ .wr)(reading, depth, lang, ref);
}
function place(derived, acc, boundaryCount) {
    const view = acc.view;
    view.boundariesOpen = Math.max(0, boundaryCount - acc.openedAtBoundary);
    view.state = stateOf(acc, view.boundariesOpen);
    view.selfEvident = view.evidence.length > 0 && view.evidence.every((e) => e.selfEvident);
    if (acc.held !== undefined)
        view.reason = acc.held;
    if (view.state === 'closed' || view.state === 'dead')
        derived.closed.push(view);
    else if (view.state === 'grey')
        derived.grey.push(view);
    if (acc.demanded && view.evidence.length > 0 && !acc.closed && !acc.dead)
        derived.demandsReturned.push(view);
    if (!acc.closed && !acc.dead && view.state !== 'grey')
        derived.claims.push(view);
}
function stateOf(acc, boundariesOpen) {
    if (acc.dead)
        return 'dead';
    if (acc.closed)
        return 'closed';
    if (acc.held !== undefined)
        return 'grey';
    const evidence = acc.view.evidence;
    if (evidence.length === 0)
        return boundariesOpen >= 2 ? 'expired-bare' : 'bare';
    return evidence.some((e) => e.status === 'resolves') ? 'anchored' : 'evidenced';
}
/**
 * Where the ledger began: the `head` of the latest baseline marker (a
 * `session` event whose body's `marker` is `baseline`), latest by `(ts, seq)`,
 * the last of equals. Undefined when there is none, or when that marker
 * carries no head.
 */
function baselineHead(events) {
    let latest;
    for (const event of events) {
        if (event.type !== 'session' || (0,_json_js__WEBPACK_IMPORTED_MODULE_1__/* .stringField */ .OM)(event.body, 'marker') !== 'baseline')
            continue;
        if (latest === undefined) {
            latest = event;
            continue;
        }
        const byTs = (0,_text_unicode_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodePoints */ .OP)(event.ts, latest.ts);
        if (byTs > 0 || (byTs === 0 && event.seq >= latest.seq))
            latest = event;
    }
    return latest === undefined ? undefined : (0,_json_js__WEBPACK_IMPORTED_MODULE_1__/* .stringField */ .OM)(latest.body, 'head');
}
/** Every claim the fold knows (open, grey, closed and dead), in filing order within each group. */
function everyClaim(derived) {
    return [...derived.claims, ...derived.grey, ...derived.closed];
}
/** The event types that name a claim (`body.claim`) and change it when the fold knows it. */
const CLAIM_EVENTS = new Set(['evidence', 'hold', 'close', 'prune', 'demand', 'ack', 'reading']);
/**
 * The ids of the events naming a claim that the fold applies: each one met,
 * in ev's order, after the `claim` event that files its claim. ev drops the
 * others (a hold dated before its claim, one naming no claim it knows), so
 * they change nothing.
 */
function appliedClaimEvents(events) {
    const known = new Set();
    const applied = new Set();
    for (const event of events) {
        if (event.type === 'claim')
            known.add(event.id);
        else if (CLAIM_EVENTS.has(event.type)) {
            const claim = (0,_json_js__WEBPACK_IMPORTED_MODULE_1__/* .stringField */ .OM)(event.body, 'claim');
            if (claim !== undefined && known.has(claim))
                applied.add(event.id);
        }
    }
    return applied;
}


/***/ }),

/***/ 9759:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jc: () => (/* binding */ JsonRefusal),
/* harmony export */   NQ: () => (/* binding */ JsonCursor),
/* harmony export */   OM: () => (/* binding */ stringField),
/* harmony export */   gY: () => (/* binding */ u64Field),
/* harmony export */   pD: () => (/* binding */ boolField)
/* harmony export */ });
/* unused harmony exports JsonNumber, isJsonObject, field */
/**
 * JSON as ev 0.2's serde_json reads a ledger line (docs/ev-0.2.md, "The
 * envelope"). `JSON.parse` accepts lines serde_json refuses (lone surrogate
 * escapes, numbers beyond f64, nesting 128 deep) and loses what ev reads from
 * a number (an integer that fits u64 is not the same as `1.0`), so a line is
 * read here: each value exactly as serde_json's `Value` holds it, and a
 * `skip` for the fields a struct ignores, which serde_json checks less
 * strictly (any `\u` escape, any number syntax). Objects are plain objects
 * whose own properties are the members (the last of two equal keys wins, as
 * in serde_json's map). The reader is a plain loop over character codes;
 * events.ts reads the common line with `JSON.parse` where that is exact. Pure.
 */
/** A JSON number as serde_json classifies it: an integer that fits u64, a negative one that fits i64, else f64. */
class JsonNumber {
    repr;
    text;
    constructor(repr, 
    /** The number as written. */
    text) {
        this.repr = repr;
        this.text = text;
    }
    /** serde_json's `as_u64`: only a non-negative integer that fits u64. */
    asU64() {
        return this.repr === 'u64' ? BigInt(this.text) : undefined;
    }
}
/** Thrown for any line serde_json would refuse; never carries the text. */
class JsonRefusal extends Error {
}
const MAX_DEPTH = 128;
const U64_MAX = '18446744073709551615';
const I64_MIN_DIGITS = '9223372036854775808';
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const COMMA = 0x2c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const MINUS = 0x2d;
function isDigit(c) {
    return c >= 0x30 && c <= 0x39;
}
function hexValue(c) {
    if (c >= 0x30 && c <= 0x39)
        return c - 0x30;
    if (c >= 0x61 && c <= 0x66)
        return c - 0x57;
    if (c >= 0x41 && c <= 0x46)
        return c - 0x37;
    return -1;
}
/**
 * A cursor over one line. `value()` reads a `serde_json::Value`; `skip()`
 * checks and passes over a value a struct ignores; events.ts reads the
 * envelope's structs field by field with `beginObject`/`nextKey` and
 * `beginArray`/`nextElement`.
 */
class JsonCursor {
    text;
    depth = MAX_DEPTH;
    pos = 0;
    constructor(text) {
        this.text = text;
    }
    fail() {
        throw new JsonRefusal('not an ev ledger line');
    }
    /** The next non-whitespace character's code (NaN at the end), not consumed. */
    peek() {
        const text = this.text;
        let pos = this.pos;
        let c = text.charCodeAt(pos);
        while (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09)
            c = text.charCodeAt(++pos);
        this.pos = pos;
        return c;
    }
    expect(code) {
        if (this.peek() !== code)
            this.fail();
        this.pos++;
    }
    /** After the top-level value: only whitespace may follow. */
    end() {
        this.peek();
        if (this.pos !== this.text.length)
            this.fail();
    }
    enter(counted) {
        if (counted && --this.depth === 0)
            this.fail();
    }
    leave(counted) {
        if (counted)
            this.depth++;
    }
    /** A string, escapes decoded; `lenient` accepts any `\u` escape (serde_json's ignore mode). */
    string(lenient = false) {
        this.expect(QUOTE);
        const text = this.text;
        let pos = this.pos;
        let start = pos;
        let out = '';
        for (;;) {
            const c = text.charCodeAt(pos);
            if (c === QUOTE) {
                this.pos = pos + 1;
                return start === this.pos - 1 && out === '' ? '' : out + text.slice(start, pos);
            }
            if (c === BACKSLASH) {
                out += text.slice(start, pos);
                pos = this.escape(pos + 1, lenient);
                out += this.decoded;
                start = pos;
                continue;
            }
            if (c < 0x20 || c !== c)
                this.fail(); // a control character, or the end of the line
            pos++;
        }
    }
    decoded = '';
    /** Decodes the escape at `pos` (after the backslash) into `decoded`; returns where it ends. */
    escape(pos, lenient) {
        const c = this.text.charCodeAt(pos);
        switch (c) {
            case QUOTE:
            case BACKSLASH:
            case 0x2f:
                this.decoded = String.fromCharCode(c);
                return pos + 1;
            case 0x62:
                this.decoded = '\b';
                return pos + 1;
            case 0x66:
                this.decoded = '\f';
                return pos + 1;
            case 0x6e:
                this.decoded = '\n';
                return pos + 1;
            case 0x72:
                this.decoded = '\r';
                return pos + 1;
            case 0x74:
                this.decoded = '\t';
                return pos + 1;
            case 0x75:
                return this.unicodeEscape(pos + 1, lenient);
            default:
                return this.fail();
        }
    }
    hex4(pos) {
        let value = 0;
        for (let i = 0; i < 4; i++) {
            const digit = hexValue(this.text.charCodeAt(pos + i));
            if (digit < 0)
                this.fail();
            value = value * 16 + digit;
        }
        return value;
    }
    unicodeEscape(pos, lenient) {
        const unit = this.hex4(pos);
        const after = pos + 4;
        this.decoded = '';
        if (lenient)
            return after; // ignored: checked for shape only
        if (unit >= 0xdc00 && unit <= 0xdfff)
            this.fail(); // a lone trailing surrogate
        if (unit < 0xd800 || unit > 0xdbff) {
            this.decoded = String.fromCharCode(unit);
            return after;
        }
        if (this.text.charCodeAt(after) !== BACKSLASH || this.text.charCodeAt(after + 1) !== 0x75)
            this.fail();
        const low = this.hex4(after + 2);
        if (low < 0xdc00 || low > 0xdfff)
            this.fail();
        this.decoded = String.fromCharCode(unit, low);
        return after + 6;
    }
    /** A number; `lenient` checks only its syntax (serde_json's ignore mode). */
    number(lenient = false) {
        const text = this.text;
        const start = this.pos;
        let pos = start;
        const negative = text.charCodeAt(pos) === MINUS;
        if (negative)
            pos++;
        const intStart = pos;
        if (text.charCodeAt(pos) === 0x30)
            pos++;
        else if (isDigit(text.charCodeAt(pos)))
            while (isDigit(text.charCodeAt(pos)))
                pos++;
        else
            this.fail();
        const intEnd = pos;
        let float = false;
        if (text.charCodeAt(pos) === 0x2e) {
            float = true;
            pos++;
            if (!isDigit(text.charCodeAt(pos)))
                this.fail();
            while (isDigit(text.charCodeAt(pos)))
                pos++;
        }
        const e = text.charCodeAt(pos);
        if (e === 0x65 || e === 0x45) {
            float = true;
            pos++;
            const sign = text.charCodeAt(pos);
            if (sign === 0x2b || sign === MINUS)
                pos++;
            if (!isDigit(text.charCodeAt(pos)))
                this.fail();
            while (isDigit(text.charCodeAt(pos)))
                pos++;
        }
        // serde_json reads `01` as 0 followed by a stray digit.
        if (isDigit(text.charCodeAt(pos)))
            this.fail();
        this.pos = pos;
        if (lenient)
            return undefined;
        const lexeme = text.slice(start, pos);
        if (!float) {
            const digits = text.slice(intStart, intEnd);
            if (!negative && fitsWithin(digits, U64_MAX))
                return new JsonNumber('u64', lexeme);
            // `-0` is a float in serde_json, as is an integer out of u64/i64 range.
            if (negative && digits !== '0' && fitsWithin(digits, I64_MIN_DIGITS))
                return new JsonNumber('i64', lexeme);
        }
        if (!Number.isFinite(Number(lexeme)))
            this.fail(); // "number out of range"
        return new JsonNumber('f64', lexeme);
    }
    literal(word) {
        if (!this.text.startsWith(word, this.pos))
            this.fail();
        this.pos += word.length;
    }
    /** One `serde_json::Value`. */
    value() {
        const c = this.peek();
        if (c === QUOTE)
            return this.string();
        if (c === OPEN_BRACE) {
            const object = {};
            if (this.beginObject())
                do {
                    const key = this.key();
                    const value = this.value();
                    if (key === '__proto__')
                        Object.defineProperty(object, key, {
                            value,
                            enumerable: true,
                            writable: true,
                            configurable: true,
                        });
                    else
                        object[key] = value;
                } while (this.nextMember());
            return object;
        }
        if (c === OPEN_BRACKET) {
            const array = [];
            if (this.beginArray())
                do
                    array.push(this.value());
                while (this.nextElement());
            return array;
        }
        if (c === 0x74)
            return (this.literal('true'), true);
        if (c === 0x66)
            return (this.literal('false'), false);
        if (c === 0x6e)
            return (this.literal('null'), null);
        if (c === MINUS || isDigit(c))
            return this.number();
        return this.fail();
    }
    /** A value a struct ignores: checked, not kept (its nesting does not count toward the limit). */
    skip() {
        const c = this.peek();
        if (c === QUOTE)
            this.string(true);
        else if (c === OPEN_BRACE) {
            if (this.beginObject(false))
                do {
                    this.string(true);
                    this.expect(COLON);
                    this.skip();
                } while (this.nextMember(false));
        }
        else if (c === OPEN_BRACKET) {
            if (this.beginArray(false))
                do
                    this.skip();
                while (this.nextElement(false));
        }
        else if (c === 0x74)
            this.literal('true');
        else if (c === 0x66)
            this.literal('false');
        else if (c === 0x6e)
            this.literal('null');
        else if (c === MINUS || isDigit(c))
            this.number(true);
        else
            this.fail();
    }
    /** `{`; true when a member follows, false after an empty `{}`. */
    beginObject(counted = true) {
        this.expect(OPEN_BRACE);
        this.enter(counted);
        if (this.peek() !== CLOSE_BRACE)
            return true;
        this.pos++;
        this.leave(counted);
        return false;
    }
    /** A member's key and its `:`. */
    key() {
        const key = this.string();
        this.expect(COLON);
        return key;
    }
    /** After a member: `,` (true, another follows) or `}` (false, the object ends). */
    nextMember(counted = true) {
        const c = this.peek();
        this.pos++;
        if (c === COMMA)
            return true;
        if (c !== CLOSE_BRACE)
            this.fail();
        this.leave(counted);
        return false;
    }
    /** `[`; true when an element follows, false after an empty `[]`. */
    beginArray(counted = true) {
        this.expect(OPEN_BRACKET);
        this.enter(counted);
        if (this.peek() !== CLOSE_BRACKET)
            return true;
        this.pos++;
        this.leave(counted);
        return false;
    }
    /** After an element: `,` (true, another follows) or `]` (false, the array ends). */
    nextElement(counted = true) {
        const c = this.peek();
        this.pos++;
        if (c === COMMA)
            return true;
        if (c !== CLOSE_BRACKET)
            this.fail();
        this.leave(counted);
        return false;
    }
}
/** Whether the decimal `digits` (no leading zeros) are at most `limit`. */
function fitsWithin(digits, limit) {
    return digits.length < limit.length || (digits.length === limit.length && digits <= limit);
}
/** Whether a value is a JSON object. */
function isJsonObject(value) {
    return (value !== null &&
        typeof value === 'object' &&
        !Array.isArray(value) &&
        !(value instanceof JsonNumber));
}
/** `body.get(key)` as serde_json's `Value::get` answers it: undefined unless `body` is an object holding `key`. */
function field(body, key) {
    return isJsonObject(body) && Object.hasOwn(body, key) ? body[key] : undefined;
}
/** serde_json's `.get(key).and_then(as_str)`. */
function stringField(body, key) {
    const value = field(body, key);
    return typeof value === 'string' ? value : undefined;
}
/** serde_json's `.get(key).and_then(as_bool)`. */
function boolField(body, key) {
    const value = field(body, key);
    return typeof value === 'boolean' ? value : undefined;
}
/** serde_json's `.get(key).and_then(as_u64)`. */
function u64Field(body, key) {
    const value = field(body, key);
    return value instanceof JsonNumber ? value.asU64() : undefined;
}


/***/ }),

/***/ 256:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G4: () => (/* binding */ parseLang),
/* harmony export */   J1: () => (/* binding */ emptySlots),
/* harmony export */   Tn: () => (/* binding */ STORABLE_SLOTS),
/* harmony export */   cj: () => (/* binding */ addConcept),
/* harmony export */   iz: () => (/* binding */ emptyReading),
/* harmony export */   q2: () => (/* binding */ readingCensus),
/* harmony export */   wr: () => (/* binding */ fillSlot),
/* harmony export */   xI: () => (/* binding */ parseDepth)
/* harmony export */ });
/* unused harmony export slotOf */
/**
 * A claim's reading (ev 0.2.4, docs/ev-0.2.md "Readings"): pointers over
 * comprehension depth \u00d7 language \u2014 a `thk_` note id or a `url:`/`artifact:`
 * ref per (depth, lang) slot, the latest pointer per slot winning \u2014 plus
 * concept pointers, each kept once. ev stores pointers, never prose, and
 * grades nothing: an empty slot is a fact. Pure.
 */
/** The four slots a reading can fill (maintainer is the claim's own label). */
const STORABLE_SLOTS = [
    ['plain', 'zh'],
    ['plain', 'en'],
    ['ground', 'zh'],
    ['ground', 'en'],
];
function parseDepth(raw) {
    return raw === 'maintainer' || raw === 'plain' || raw === 'ground' ? raw : undefined;
}
function parseLang(raw) {
    return raw === 'zh' || raw === 'en' ? raw : undefined;
}
function emptyReading() {
    return { slots: [], concepts: [] };
}
function slotOf(reading, depth, lang) {
    return reading.slots.find((s) => s.depth === depth && s.lang === lang)?.reference;
}
/** Fill a slot: a later pointer replaces an earlier one in place. */
function fillSlot(reading, depth, lang, reference) {
    const slot = reading.slots.find((s) => s.depth === depth && s.lang === lang);
    if (slot !== undefined)
        slot.reference = reference;
    else
        reading.slots.push({ depth, lang, reference });
}
function addConcept(reading, concept) {
    if (!reading.concepts.includes(concept))
        reading.concepts.push(concept);
}
/** The storable slots with no pointer, as `depth/lang`. */
function emptySlots(reading) {
    return STORABLE_SLOTS.filter(([d, l]) => slotOf(reading, d, l) === undefined).map(([d, l]) => `${d}/${l}`);
}
/** Present/empty counts over these claims' readings: a count, never a grade. */
function readingCensus(readings) {
    const emptyBySlot = STORABLE_SLOTS.map(() => 0);
    let empty = 0;
    for (const reading of readings) {
        STORABLE_SLOTS.forEach(([d, l], i) => {
            if (slotOf(reading, d, l) !== undefined)
                return;
            empty++;
            emptyBySlot[i] = (emptyBySlot[i] ?? 0) + 1;
        });
    }
    return { claims: readings.length, empty, emptyBySlot };
}


/***/ }),

/***/ 3404:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hg: () => (/* binding */ isWriterFileName),
/* harmony export */   TT: () => (/* binding */ scanLedger),
/* harmony export */   YK: () => (/* binding */ scanLedgers)
/* harmony export */ });
/* unused harmony export compareEvents */
/* harmony import */ var _text_unicode_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9416);
/* harmony import */ var _events_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9588);
/**
 * Reading the ledger's writer files into one ordered event stream, as ev 0.2
 * scans them (docs/ev-0.2.md, "Scan"): every `<writer>.jsonl` file, in the
 * order the directory lists them; each line split as Rust's `str::lines`
 * splits it; blank lines skipped in silence; a line that is not an envelope
 * skipped with a warning (a torn last line, cut by a killed write, is one
 * case of it); the first line holding an id wins over a later one; then the
 * events ordered by `(ts, writer, seq)` \u2014 text by code point, seq as an
 * unsigned integer \u2014 ties kept in the order read. Pure.
 */


/**
 * Whether ev reads a directory entry as a writer file: Rust's
 * `Path::extension()` is `jsonl` (so `.jsonl` alone, a hidden file with no
 * other dot, is not one, and `a.b.jsonl` is).
 */
function isWriterFileName(name) {
    const dot = name.lastIndexOf('.');
    return dot > 0 && name.slice(dot + 1) === 'jsonl';
}
function scanLedger(files) {
    return ordered([...files].map((file) => scanFile(file, undefined)));
}
/**
 * The ledgers of several commits (a pull request's base and head), each
 * read as `scanLedger` reads it alone. A writer file that only grew between
 * them (its text at one commit begins with every whole line of its text at
 * the other, as an append-only file does) has those lines read once: their
 * events, at the same file and line in both, are one set of objects.
 */
function scanLedgers(ledgers) {
    const scanned = new Map();
    const scans = [];
    // The shorter ledger first (the base, usually): the longer one then starts where it ends.
    const order = ledgers.map((_, i) => i).sort((a, b) => sizeOf(ledgers[a]) - sizeOf(ledgers[b]));
    for (const i of order) {
        const files = ledgers[i].map((file) => {
            const earlier = scanned.get(file.name) ?? [];
            const scan = scanFile(file, earlier.find((s) => grewFrom(file.text, s)));
            scanned.set(file.name, [...earlier, scan]);
            return scan;
        });
        scans[i] = ordered(files);
    }
    return scans;
}
function sizeOf(files) {
    return (files ?? []).reduce((n, f) => n + f.text.length, 0);
}
/** Whether `text` begins with every whole line `scan` read (compared once, not line by line). */
function grewFrom(text, scan) {
    if (scan.whole === 0 || text.length < scan.whole)
        return false;
    return text === scan.text || text.startsWith(scan.text.slice(0, scan.whole));
}
/** `file` read line by line from where `from` (the same file, before it grew) left its whole lines. */
function scanFile(file, from) {
    const text = file.text;
    const events = from?.events.slice(0, from.wholeEvents) ?? [];
    const skipped = from?.skipped.slice(0, from.wholeSkipped) ?? [];
    let start = from?.whole ?? 0;
    let number = from?.wholeLines ?? 0;
    const scan = {
        text,
        events,
        skipped,
        whole: start,
        wholeLines: number,
        wholeEvents: events.length,
        wholeSkipped: skipped.length,
    };
    while (start < text.length) {
        let end = text.indexOf('\n', start);
        const last = end < 0;
        if (last)
            end = text.length;
        number++;
        let line = text.slice(start, end);
        start = end + 1;
        if (line.endsWith('\r'))
            line = line.slice(0, -1);
        if (!isBlankLine(line)) {
            const envelope = (0,_events_js__WEBPACK_IMPORTED_MODULE_1__/* .parseEnvelope */ .mE)(line);
            if (envelope === undefined)
                skipped.push({ file: file.name, line: number, torn: last });
            else {
                // The fresh envelope becomes the event: no copy per line.
                const event = envelope;
                event.file = file.name;
                event.line = number;
                events.push(event);
            }
        }
        if (!last) {
            scan.whole = start;
            scan.wholeLines = number;
            scan.wholeEvents = events.length;
            scan.wholeSkipped = skipped.length;
        }
    }
    return scan;
}
/** The files' events, the first line holding an id winning, in ev's order; their skipped lines in the order met. */
function ordered(files) {
    const events = [];
    const seen = new Set();
    for (const file of files)
        for (const event of file.events) {
            if (seen.has(event.id))
                continue;
            seen.add(event.id);
            events.push(event);
        }
    events.sort(compareEvents);
    return { events, skipped: files.flatMap((file) => file.skipped) };
}
/** Rust's `line.trim().is_empty()`, with the common case (a JSON line) answered at its first character. */
function isBlankLine(line) {
    if (line === '')
        return true;
    const first = line.charCodeAt(0);
    if (first === 0x7b || first === 0x5b)
        return false;
    return (0,_text_unicode_js__WEBPACK_IMPORTED_MODULE_0__/* .isBlank */ .z3)(line);
}
/** ev's order: `(ts, writer, seq)`. */
function compareEvents(a, b) {
    if (a.ts !== b.ts)
        return (0,_text_unicode_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodePoints */ .OP)(a.ts, b.ts);
    if (a.writer !== b.writer)
        return (0,_text_unicode_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodePoints */ .OP)(a.writer, b.writer);
    return a.seq < b.seq ? -1 : a.seq > b.seq ? 1 : 0;
}


/***/ })

} }; })
