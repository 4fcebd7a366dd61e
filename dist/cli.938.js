(function (importMetaUrl) { 'use strict'; return { id: 938, ids: [938], modules: {

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

/***/ 6321:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AD: () => (/* binding */ StoreError),
/* harmony export */   Bs: () => (/* binding */ readStoreText),
/* harmony export */   Lk: () => (/* binding */ noteRefused),
/* harmony export */   Sn: () => (/* binding */ modelFrom),
/* harmony export */   X6: () => (/* binding */ READ_BOUNDS),
/* harmony export */   X8: () => (/* binding */ detectStore),
/* harmony export */   YE: () => (/* binding */ modelHas),
/* harmony export */   _u: () => (/* binding */ storesBelow),
/* harmony export */   d7: () => (/* binding */ joinModels),
/* harmony export */   dH: () => (/* binding */ unsupportedFormat),
/* harmony export */   f6: () => (/* binding */ storeAt),
/* harmony export */   f8: () => (/* binding */ directoryOnTheWayIsReal),
/* harmony export */   kf: () => (/* binding */ locateStore),
/* harmony export */   pS: () => (/* binding */ shownPath),
/* harmony export */   t$: () => (/* binding */ openTickFiles),
/* harmony export */   yI: () => (/* binding */ directoryRefusal)
/* harmony export */ });
/* unused harmony exports STORE_SEARCH_BOUNDS, EV_02_STORE, readHead, EMPTY_STORE */
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _untrusted_file_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4717);
/**
 * The `.evolving/` store on disk: where it is, whether it is a format we can
 * read, and the raw bytes of its tick files. Everything it returns is data for
 * the pure core; every failure is a StoreError with one clear message.
 *
 * Everything under `.evolving/` is untrusted (a pull request can commit a
 * symbolic link; a runner can hold a FIFO): it is read through
 * untrusted-file.ts \u2014 no link followed, nothing but a regular file opened,
 * every read bounded (READ_BOUNDS). A tick file that cannot be read so is a
 * verify finding; any other refused path is noted in `store.refused` and
 * skipped, and each entry point reports those notes.
 */




const KiB = 1024;
const MiB = 1024 * KiB;
/**
 * The most bytes read from each file of the store (docs/COMPATIBILITY.md).
 * Far above anything ev writes (a tick is a few KiB, HEAD 12 bytes), low
 * enough that no file can exhaust the runner's memory.
 */
const READ_BOUNDS = {
    tickFile: 16 * MiB,
    receiptFile: 64 * MiB,
    selectedList: 16 * MiB,
    config: 1 * MiB,
    head: 4 * KiB,
    version: 4 * KiB,
    originSha: 4 * KiB,
};
class StoreError extends Error {
    kind;
    evMessage;
    constructor(kind, message, 
    /** The line ev itself prints after `error: reading store: `, where it differs (no path). */
    evMessage) {
        super(message);
        this.kind = kind;
        this.evMessage = evMessage;
    }
}
function storeAt(root) {
    const evolvingDir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, '.evolving');
    return {
        root,
        evolvingDir,
        ticksDir: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(evolvingDir, 'ticks'),
        resultsDir: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(evolvingDir, 'results'),
        configPath: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(evolvingDir, 'config'),
        headPath: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(evolvingDir, 'HEAD'),
        refused: new Set(),
    };
}
/** A path of the store as shown to the user: relative to the repository root. */
function shownPath(store, path) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(store.root, path) || '.';
}
/**
 * The store under `root`. Throws when there is none (ev's message), when
 * `.evolving` is a link or a special file (never followed), or when it holds
 * no ev 0.1 decisions to read (unsupportedFormat): an ev 0.2 store keeps its
 * claims in `ledger/*.jsonl`, which must never be misread as an empty 0.1 store.
 */
function locateStore(root) {
    const store = storeAt(root);
    const kind = (0,_untrusted_file_js__WEBPACK_IMPORTED_MODULE_3__/* .entryKind */ .FY)(store.evolvingDir);
    if (kind === 'missing') {
        throw new StoreError('missing', 'no .evolving/ store here \u2014 run `ev init` first');
    }
    if ((0,_untrusted_file_js__WEBPACK_IMPORTED_MODULE_3__/* .isSpecialKind */ .AA)(kind)) {
        throw new StoreError('unreadable', `.evolving: ${(0,_untrusted_file_js__WEBPACK_IMPORTED_MODULE_3__/* .readRefusal */ .ni)(kind)}`);
    }
    assertSupportedFormat(store);
    return store;
}
/** How far `storesBelow` looks: directory levels below the start, entries read in all, stores named. */
const STORE_SEARCH_BOUNDS = { depth: 4, entries: 20_000, found: 5 };
/** Directories never searched for a store: version control and package caches. */
const NOT_SEARCHED = new Set(['.git', '.evolving', 'node_modules', '.venv', 'target', 'vendor']);
/**
 * The directories below `root` (relative, `/`-separated) that hold a
 * `.evolving/` directory: where a ledger is when `root` has none. Breadth
 * first, bounded (STORE_SEARCH_BOUNDS: depth, entries read in all, stores
 * named), never through a link; a directory that cannot be read is skipped.
 * `complete`: the search ended before a bound did.
 */
function storesBelow(root, bounds = STORE_SEARCH_BOUNDS) {
    const stores = [];
    let budget = bounds.entries;
    let level = [root];
    for (let depth = 1; depth <= bounds.depth && level.length > 0; depth++) {
        const next = [];
        for (const dir of level) {
            let handle;
            try {
                handle = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.opendirSync)(dir);
            }
            catch {
                continue;
            }
            try {
                for (let entry = handle.readSync(); entry !== null; entry = handle.readSync()) {
                    if (--budget < 0)
                        return { stores, complete: false };
                    // A Dirent describes the entry itself: a link is never a directory here.
                    if (!entry.isDirectory() || NOT_SEARCHED.has(entry.name))
                        continue;
                    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, entry.name);
                    if ((0,_untrusted_file_js__WEBPACK_IMPORTED_MODULE_3__/* .entryKind */ .FY)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(path, '.evolving')) === 'directory') {
                        stores.push((0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(root, path).split(node_path__WEBPACK_IMPORTED_MODULE_2__.sep).join('/'));
                        if (stores.length >= bounds.found)
                            return { stores, complete: false };
                    }
                    next.push(path);
                }
            }
            catch {
                // An unreadable directory: nothing below it is named.
            }
            finally {
                handle.closeSync();
            }
        }
        level = next;
    }
    return { stores, complete: level.length === 0 };
}
/** A text file of the store read as Rust's `read_to_string` would (invalid UTF-8 is a failure), bounded and never through a link. */
function readStoreText(path, maxBytes, knownKind) {
    const read = (0,_untrusted_file_js__WEBPACK_IMPORTED_MODULE_3__/* .readRegularFile */ .XF)(path, maxBytes, knownKind);
    if (read.ok) {
        if (!(0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(read.bytes))
            return { ok: false, absent: false, refused: false, why: 'is not valid UTF-8' };
        return { ok: true, text: read.bytes.toString('utf8'), bytes: read.bytes };
    }
    if (read.reason === 'missing')
        return { ok: false, absent: true };
    const refused = read.reason === 'too-large' || (read.reason === 'not-a-file' && read.kind !== 'directory');
    const why = read.kind === 'directory' ? 'cannot be read: is a directory' : read.message;
    return { ok: false, absent: false, refused, why };
}
/**
 * Whether `dir` (below the store's root) can be read from: when it, or a
 * directory on the way, is a link or a special file, that is noted once in
 * `store.refused` and the answer is false. Anything else (missing, a regular
 * file) answers true: the read then fails or finds nothing, as ev's would.
 */
function directoryOnTheWayIsReal(store, dir) {
    const note = directoryRefusal(store, dir);
    if (note !== undefined)
        store.refused.add(note);
    return note === undefined;
}
/** The note for a directory that cannot be read from (itself or one on the way a link or special file), else undefined. */
function directoryRefusal(store, dir) {
    const blocked = (0,_untrusted_file_js__WEBPACK_IMPORTED_MODULE_3__/* .linkOnTheWay */ .KH)(store.root, dir);
    if (blocked === undefined || !(0,_untrusted_file_js__WEBPACK_IMPORTED_MODULE_3__/* .isSpecialKind */ .AA)(blocked.kind))
        return undefined;
    return `${shownPath(store, blocked.path)}: ${(0,_untrusted_file_js__WEBPACK_IMPORTED_MODULE_3__/* .readRefusal */ .ni)(blocked.kind)} \u2014 nothing under it is read`;
}
/** Notes a refused file of the store: `<path>: <why> \u2014 <consequence>`. */
function noteRefused(store, shown, why, consequence) {
    store.refused.add(`${shown}: ${why} \u2014 ${consequence}`);
}
/**
 * The one place the store's model is decided; the CLI dispatches on it and
 * the 0.1 readers refuse an ev 0.2-only store with it.
 */
function detectStore(cwd) {
    // As ev 0.2's find_root: the nearest directory, from here up, whose `.evolving` is a
    // directory (a file there is passed over). A link or special file in its place stops the
    // search: it is refused, never followed (at the current directory the 0.1 readers refuse
    // it in their words).
    for (let dir = cwd, parent = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(cwd);; dir = parent, parent = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(dir)) {
        const kind = (0,_untrusted_file_js__WEBPACK_IMPORTED_MODULE_3__/* .entryKind */ .FY)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, '.evolving'));
        if (kind === 'directory')
            return { model: modelOf((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, '.evolving')), root: dir };
        if (kind !== 'missing' && kind !== 'file')
            return { model: dir === cwd ? 'ticks' : 'none', root: dir };
        if (parent === dir)
            return { model: 'none', root: cwd };
    }
}
function modelOf(evolvingDir) {
    return modelFrom((name) => (0,_untrusted_file_js__WEBPACK_IMPORTED_MODULE_3__/* .entryKind */ .FY)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(evolvingDir, name)) !== 'missing', () => versionText(evolvingDir));
}
/**
 * The model of a `.evolving/` from what it holds: `present` says whether an
 * entry of that name is there (whatever its kind), `version` reads
 * `version`'s trimmed text. The one rule, for the work tree and for a
 * commit's tree (store-model.ts) alike.
 */
function modelFrom(present, version) {
    const ticks = present('ticks') || present('HEAD') || present('config');
    const claims = present('ledger') || present('config.toml') || version() === '2';
    if (ticks && claims)
        return 'both';
    if (claims)
        return 'claims';
    return ticks || version() === '1' ? 'ticks' : 'none';
}
/** Whether a model holds ev 0.1's decisions, ev 0.2's claims. */
function modelHas(model, part) {
    return model === part || model === 'both';
}
/**
 * The models of two readings of one store joined: every model either holds
 * (what judges a pull request is its base's models, and any its head adds).
 */
function joinModels(a, b) {
    const ticks = modelHas(a, 'ticks') || modelHas(b, 'ticks');
    const claims = modelHas(a, 'claims') || modelHas(b, 'claims');
    if (ticks && claims)
        return 'both';
    return ticks ? 'ticks' : claims ? 'claims' : 'none';
}
function versionText(evolvingDir) {
    const read = readStoreText((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(evolvingDir, 'version'), READ_BOUNDS.version);
    return read.ok ? read.text.trim() : undefined;
}
/**
 * What the 0.1 readers say on an ev 0.2 store with no 0.1 decisions: what the
 * store is, and what reads it.
 */
const EV_02_STORE = '.evolving/ is an ev 0.2 store (its claims are in .evolving/ledger/) and holds no ev 0.1 decisions (.evolving/ticks/), which this command reads. The action reviews the claims on every pull request (which claims a change moves the ground under); on the command line, run `ev-action brief`, `ev-action line`, `ev-action doctor` or `ev-action verify`, which read it as ev 0.2.4 does, or `ev-action report --base <rev>` for the review the action would post';
/**
 * Why the store cannot be read as an ev 0.1.x store, or undefined when it can:
 * `.evolving/version` names a format neither model writes, or the store holds
 * ev 0.2's claims and no ev 0.1 decisions. A store with both (ev 0.2 keeps a
 * 0.1 store's ticks beside its ledger) is read for its ticks.
 */
function unsupportedFormat(store) {
    const versionPath = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(store.evolvingDir, 'version');
    const read = readStoreText(versionPath, READ_BOUNDS.version);
    if (!read.ok && !read.absent && read.refused) {
        noteRefused(store, '.evolving/version', read.why, 'skipped, the store is read as version 1');
    }
    const version = read.ok ? read.text.trim() : undefined;
    if (version !== undefined && version !== '1' && version !== '2') {
        // A version-like word is named; anything else is not echoed (no message quotes a file).
        const says = /^[\w.-]{1,20}$/.test(version) ? `says ${JSON.stringify(version)}` : 'is not "1"';
        return `.evolving/version ${says}: this store is not in the ev 0.1.x format (version 1) that this tool reads`;
    }
    return modelOf(store.evolvingDir) === 'claims' ? EV_02_STORE : undefined;
}
function assertSupportedFormat(store) {
    const refusal = unsupportedFormat(store);
    if (refusal !== undefined)
        throw new StoreError('format', refusal);
}
/**
 * `.evolving/HEAD`, the id of the newest tick; '' when absent or unreadable.
 * A link, special file or oversized HEAD is noted in `store.refused` and read
 * as ''.
 */
function readHead(store) {
    const read = readStoreText(store.headPath, READ_BOUNDS.head);
    if (read.ok)
        return read.text;
    if (!read.absent && read.refused) {
        noteRefused(store, shownPath(store, store.headPath), read.why, 'read as empty');
    }
    return '';
}
/** What is said of a `.evolving/` that holds neither model's ledger. */
const EMPTY_STORE = '.evolving/ holds no ledger yet (no ev 0.2 ledger/, no ev 0.1 ticks/): file a claim with ev 0.2 (`ev init`, then `ev claim "\u2026" --evidence \'file:<path>::<text>\'`) and commit .evolving/';
/**
 * The entries of `ticks/`, each read only when the iteration reaches it, so a
 * caller can parse one and let it go before the next (verify on 10,000 ticks
 * otherwise keeps every file and every parsed tick alive at once, and pays
 * for it in garbage collection). The directory is listed now, with each
 * entry's kind (so a file costs open, fstat, read and close, and a link is
 * never opened): a missing, linked or unreadable `ticks/` throws a StoreError
 * here, not during the iteration.
 */
function openTickFiles(store) {
    const kind = (0,_untrusted_file_js__WEBPACK_IMPORTED_MODULE_3__/* .entryKind */ .FY)(store.ticksDir);
    if ((0,_untrusted_file_js__WEBPACK_IMPORTED_MODULE_3__/* .isSpecialKind */ .AA)(kind)) {
        throw new StoreError('unreadable', `.evolving/ticks: ${(0,_untrusted_file_js__WEBPACK_IMPORTED_MODULE_3__/* .readRefusal */ .ni)(kind)}`);
    }
    let entries;
    try {
        entries = (0,_untrusted_file_js__WEBPACK_IMPORTED_MODULE_3__/* .listEntries */ .fi)(store.ticksDir);
    }
    catch (error) {
        // An empty `.evolving/` (ev init's directory before anything is filed) says so, not
        // "ticks: no such file"; ev's own words stay as they are for the commands that echo them.
        const empty = kind === 'missing' && modelOf(store.evolvingDir) === 'none';
        throw new StoreError('unreadable', empty ? EMPTY_STORE : `.evolving/ticks: ${(0,_untrusted_file_js__WEBPACK_IMPORTED_MODULE_3__/* .describeIoError */ .QY)(error)}`, (0,_untrusted_file_js__WEBPACK_IMPORTED_MODULE_3__/* .rustIoError */ .XQ)(error));
    }
    return {
        *[Symbol.iterator]() {
            for (const entry of entries)
                yield readTickFile(store.ticksDir, entry);
        },
    };
}
/**
 * One entry of `ticks/`. A directory is skipped, as ev skips it. Anything
 * else that is not a regular file (a link, a FIFO, a device, a socket), a
 * file over the bound, or a file that cannot be read is a `readError`: an
 * R1/R2 finding saying what it is.
 */
function readTickFile(dir, entry) {
    const { name } = entry;
    if (entry.kind === 'directory')
        return { name, notAFile: true };
    // `dir` is already normalised and a listed name holds no separator: no path.join per file.
    const read = (0,_untrusted_file_js__WEBPACK_IMPORTED_MODULE_3__/* .readRegularFile */ .XF)(`${dir}${node_path__WEBPACK_IMPORTED_MODULE_2__.sep}${name}`, READ_BOUNDS.tickFile, entry.kind);
    if (read.ok)
        return { name, bytes: read.bytes };
    if (read.kind === 'directory')
        return { name, notAFile: true };
    if (read.kind === 'missing')
        return { name, readError: 'cannot be read: no such file' };
    return { name, readError: read.message };
}


/***/ }),

/***/ 4717:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AA: () => (/* binding */ isSpecialKind),
/* harmony export */   FY: () => (/* binding */ entryKind),
/* harmony export */   KH: () => (/* binding */ linkOnTheWay),
/* harmony export */   QB: () => (/* binding */ writeRefusalNote),
/* harmony export */   QQ: () => (/* binding */ RUST_IO_ERRORS),
/* harmony export */   QY: () => (/* binding */ describeIoError),
/* harmony export */   SB: () => (/* binding */ describeKind),
/* harmony export */   XF: () => (/* binding */ readRegularFile),
/* harmony export */   XQ: () => (/* binding */ rustIoError),
/* harmony export */   aj: () => (/* binding */ RefusedPathError),
/* harmony export */   cK: () => (/* binding */ writeNoFollow),
/* harmony export */   fi: () => (/* binding */ listEntries),
/* harmony export */   ni: () => (/* binding */ readRefusal),
/* harmony export */   pb: () => (/* binding */ tooLargeMessage),
/* harmony export */   s9: () => (/* binding */ makeDirectoryNoFollow)
/* harmony export */ });
/* unused harmony exports readFileHead, openChunkWriter */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _write_all_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9461);
/**
 * File access for paths a pull request controls
 * (docs/USAGE.md#links-and-special-files-in-a-pull-request). A pull request can
 * commit a symbolic link, and a runner's work tree can hold a FIFO, a device or
 * a socket, so under `.evolving/`, under a `receipts` directory and at the
 * selected-list path:
 *
 * - nothing that is not a regular file is opened for reading, and no link is
 *   followed \u2014 neither the last component (`O_NOFOLLOW`, plus an `lstat`
 *   first so a device is never even opened) nor a directory on the way
 *   (`linkOnTheWay` checks each one below a trusted root before a read,
 *   `makeDirectoryNoFollow` before a write);
 * - every read stops at a bound while reading, whatever size the file
 *   system reports (`/proc` files report 0, a file can grow while read);
 * - writes never follow a link either: a committed
 *   `results/state/<id>.json -> ~/.bashrc` is refused, not overwritten;
 * - no message carries a file's content, only its path and what it is.
 *
 * Everything here is synchronous (thousands of small files are written
 * faster in turn than through the thread pool), except that the stream
 * writer (`openChunkWriter`) lets the event loop run between its writes; it
 * returns data or one message, and callers decide whether a refusal is a
 * finding, a warning or a skip.
 */



/** The next turn of the event loop (without loading `node:timers/promises` at start-up). */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
/**
 * A link, a FIFO, a device, a socket (or a kind not even a directory
 * listing can name): what is never followed, opened or written. A missing
 * path, a regular file and a directory are the ordinary kinds.
 */
function isSpecialKind(kind) {
    return kind !== 'file' && kind !== 'directory' && kind !== 'missing';
}
/** `a symbolic link`, `a FIFO`\u2026: how a message names a kind. */
function describeKind(kind) {
    switch (kind) {
        case 'file':
            return 'a regular file';
        case 'directory':
            return 'a directory';
        case 'symlink':
            return 'a symbolic link';
        case 'fifo':
            return 'a FIFO';
        case 'socket':
            return 'a socket';
        case 'character device':
            return 'a character device';
        case 'block device':
            return 'a block device';
        case 'missing':
            return 'missing';
        case 'unknown':
            return 'not a regular file';
    }
}
function kindOf(entry) {
    if (entry.isSymbolicLink())
        return 'symlink';
    if (entry.isFile())
        return 'file';
    if (entry.isDirectory())
        return 'directory';
    if (entry.isFIFO())
        return 'fifo';
    if (entry.isSocket())
        return 'socket';
    if (entry.isCharacterDevice())
        return 'character device';
    if (entry.isBlockDevice())
        return 'block device';
    return 'unknown';
}
function errorCode(error) {
    return error.code;
}
/** Rust's `io::Error` display for the errno values a store can produce. */
const RUST_IO_ERRORS = {
    ENOENT: 'No such file or directory (os error 2)',
    EACCES: 'Permission denied (os error 13)',
    EPERM: 'Operation not permitted (os error 1)',
    ENOTDIR: 'Not a directory (os error 20)',
    EISDIR: 'Is a directory (os error 21)',
};
/** An I/O failure as ev prints it (Rust's text), or Node's message for anything rarer. */
function rustIoError(error) {
    const code = error.code;
    return ((code !== undefined && RUST_IO_ERRORS[code]) ||
        (error instanceof Error ? error.message : String(error)));
}
/** An I/O failure as a short phrase (never the file's content: Node's messages hold only the path). */
function describeIoError(error) {
    switch (errorCode(error)) {
        case 'ENOENT':
            return 'no such file or directory';
        case 'EACCES':
        case 'EPERM':
            return 'permission denied';
        case 'EISDIR':
            return 'is a directory';
        case 'ENOTDIR':
            return 'not a directory';
        case 'ELOOP':
            return 'is a symbolic link';
        case 'ENXIO':
            return 'no such device or address';
        default:
            return error instanceof Error ? error.message : String(error);
    }
}
/** The kind of `path` itself (a link is a link, never its target). */
function entryKind(path) {
    try {
        return kindOf((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path));
    }
    catch (error) {
        return errorCode(error) === 'ENOENT' || errorCode(error) === 'ENOTDIR' ? 'missing' : 'unknown';
    }
}
/**
 * The entries of a directory with their kinds, from the directory listing
 * itself (no `stat` per entry, no link followed). Throws the I/O error.
 */
function listEntries(dir) {
    return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(dir, { withFileTypes: true }).map((entry) => ({
        name: entry.name,
        kind: kindOf(entry),
    }));
}
/**
 * The directories from `root` down to `path` that must be checked, `path`
 * included. `root` is trusted (the workspace, the ledger root), and so are
 * its ancestors: a path that climbs out of `root` (`../other/x`) is checked
 * from where it turns down again.
 */
function componentsBelow(root, path) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, path);
    if (rel === '')
        return [];
    const components = [];
    let current = root;
    let climbing = true;
    for (const part of rel.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep)) {
        current = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(current, part);
        if (climbing && part === '..')
            continue;
        climbing = false;
        components.push(current);
    }
    return components;
}
/**
 * Is every component of `path` below `root` (and `path` itself) a real
 * directory, not a link? Answers the first component that is not a
 * directory, or undefined when all are (see componentsBelow for `root`).
 */
function linkOnTheWay(root, path) {
    for (const current of componentsBelow(root, path)) {
        const kind = entryKind(current);
        if (kind !== 'directory')
            return { path: current, kind };
    }
    return undefined;
}
/**
 * Creates `dir` and the directories on the way to it below the trusted
 * `root`, refusing (RefusedPathError) a component that is a link or anything
 * but a directory: `mkdir -p` would follow a committed `results -> /elsewhere`.
 */
function makeDirectoryNoFollow(root, dir) {
    for (const current of componentsBelow(root, dir)) {
        let kind = entryKind(current);
        if (kind === 'missing') {
            try {
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(current);
                continue;
            }
            catch (error) {
                // Created meanwhile (EEXIST): judge what is there now.
                if (errorCode(error) !== 'EEXIST')
                    throw new Error(`${current}: ${describeIoError(error)}`);
                kind = entryKind(current);
            }
        }
        if (kind !== 'directory')
            throw new RefusedPathError(current, kind, refusedWriteReason(kind));
    }
}
/** Flags for opening an untrusted path: no link, no blocking on a FIFO swapped in, no controlling terminal. */
const READ_FLAGS = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOCTTY;
const CHUNK = 64 * 1024;
/** Why a path is not read: `is a symbolic link (not followed)`, `is a FIFO (not read)`\u2026 */
function readRefusal(kind) {
    return `is ${describeKind(kind)}${kind === 'symlink' ? ' (not followed)' : ' (not read)'}`;
}
function refusedKind(kind) {
    if (kind === 'missing')
        return { ok: false, reason: 'missing', kind, message: 'no such file' };
    return { ok: false, reason: 'not-a-file', kind, message: readRefusal(kind) };
}
function tooLargeMessage(maxBytes) {
    return `is larger than ${formatBytes(maxBytes)} (not read)`;
}
function formatBytes(bytes) {
    if (bytes % (1024 * 1024) === 0)
        return `${bytes / (1024 * 1024)} MiB`;
    if (bytes % 1024 === 0)
        return `${bytes / 1024} KiB`;
    return `${bytes} bytes`;
}
/**
 * Reads a regular file, at most `maxBytes` of it. A path that is anything
 * else is refused without being opened (or, if it is swapped in between the
 * check and the open, without being read). `knownKind` skips the `lstat`
 * when a directory listing already said what the entry is.
 */
function readRegularFile(path, maxBytes, knownKind) {
    const kind = knownKind ?? entryKind(path);
    if (kind !== 'file')
        return refusedKind(kind);
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, READ_FLAGS);
    }
    catch (error) {
        const code = errorCode(error);
        if (code === 'ELOOP')
            return refusedKind('symlink');
        if (code === 'ENOENT')
            return refusedKind('missing');
        return {
            ok: false,
            reason: 'unreadable',
            message: `cannot be read: ${describeIoError(error)}`,
        };
    }
    try {
        if (knownKind === 'file')
            return readListedFile(fd, maxBytes);
        const stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        const opened = kindOf(stats);
        if (opened !== 'file')
            return refusedKind(opened);
        return readBounded(fd, maxBytes, stats.size);
    }
    catch (error) {
        return {
            ok: false,
            reason: 'unreadable',
            message: `cannot be read: ${describeIoError(error)}`,
        };
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/**
 * The first `maxBytes` of a regular file and its whole size, never through
 * a link (for a file too large to read whole, kept by its head); undefined
 * when it is not a regular file or cannot be read.
 */
function readFileHead(path, maxBytes) {
    let fd;
    try {
        fd = openSync(path, READ_FLAGS);
    }
    catch {
        return undefined;
    }
    try {
        const stats = fstatSync(fd);
        if (kindOf(stats) !== 'file')
            return undefined;
        const buffer = Buffer.alloc(Math.min(maxBytes, stats.size));
        let filled = 0;
        while (filled < buffer.length) {
            const got = readSync(fd, buffer, filled, buffer.length - filled, filled);
            if (got <= 0)
                break;
            filled += got;
        }
        return { head: buffer.subarray(0, filled), size: stats.size };
    }
    catch {
        return undefined;
    }
    finally {
        closeSync(fd);
    }
}
/** Where a listed file's first chunk is read, before its bytes are copied out. */
const scratch = Buffer.allocUnsafe(CHUNK);
/**
 * Reads a file a directory listing called regular (the store's 10,000 tick
 * and receipt files), without an `fstat`: a short first read is the whole
 * file. Trusting the listing's kind stays safe if something is swapped in
 * before the open: O_NOFOLLOW refuses a link, O_NONBLOCK keeps a FIFO from
 * blocking, and the bound holds whatever is read. Its only cost is that such
 * a swapped-in FIFO reads as an empty file instead of being named.
 */
function readListedFile(fd, maxBytes) {
    const want = Math.min(CHUNK, maxBytes + 1);
    const first = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, scratch, 0, want, null);
    if (first > maxBytes)
        return { ok: false, reason: 'too-large', message: tooLargeMessage(maxBytes) };
    const head = Buffer.allocUnsafe(first);
    scratch.copy(head, 0, 0, first);
    if (first < want)
        return { ok: true, bytes: head };
    return readBounded(fd, maxBytes, 0, head);
}
/**
 * Reads at most `maxBytes` (plus one byte, to tell "at the bound" from
 * "over it"). `reportedSize` only sizes the first read, so a whole file
 * usually comes in one `read` and a short read (the end of a regular file)
 * ends it; the bound is enforced on the bytes actually read, whatever size
 * the file system reported.
 */
function readBounded(fd, maxBytes, reportedSize, alreadyRead) {
    if (reportedSize > maxBytes)
        return { ok: false, reason: 'too-large', message: tooLargeMessage(maxBytes) };
    const chunks = alreadyRead ? [alreadyRead] : [];
    let total = alreadyRead?.length ?? 0;
    let want = Math.min(reportedSize > 0 ? reportedSize + 1 : CHUNK, maxBytes + 1 - total);
    for (;;) {
        const chunk = Buffer.allocUnsafe(want);
        const read = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, chunk, 0, want, null);
        if (read === 0)
            break;
        chunks.push(read === want ? chunk : chunk.subarray(0, read));
        total += read;
        if (total > maxBytes)
            return { ok: false, reason: 'too-large', message: tooLargeMessage(maxBytes) };
        if (read < want)
            break;
        want = Math.min(CHUNK, maxBytes + 1 - total);
    }
    return {
        ok: true,
        bytes: chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, total),
    };
}
const WRITE_FLAGS = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_WRONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOCTTY;
/**
 * The note for a write refused because a link or special file is at the path
 * (or on the way), the path shown relative to `root`; undefined for any other
 * failure (ev keeps those silent, docs/ev-0.1.md#the-state-cache).
 */
function writeRefusalNote(root, error) {
    if (!(error instanceof RefusedPathError) || !isSpecialKind(error.kind))
        return undefined;
    return `${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, error.path) || '.'}: ${error.reason}`;
}
class RefusedPathError extends Error {
    path;
    kind;
    reason;
    constructor(path, 
    /** What is there (a link, a FIFO, a directory where a file should be\u2026). */
    kind, 
    /** The phrase after the path, e.g. `is a symbolic link (not written)`. */
    reason) {
        super(`${path}: ${reason}`);
        this.path = path;
        this.kind = kind;
        this.reason = reason;
    }
}
function refusedWriteReason(kind) {
    return `is ${describeKind(kind)} (not written)`;
}
/** Refuses, before anything is opened, a path that is there and is not a regular file. */
function assertWritableKind(path, kind) {
    if (kind !== 'file' && kind !== 'missing')
        throw new RefusedPathError(path, kind, refusedWriteReason(kind));
}
/**
 * Creates `path` and writes `text`, when nothing is there: O_EXCL with O_CREAT
 * fails on any existing name, a dangling link included, so the file opened is
 * one this call made, a regular file, and needs no fstat (thousands of state
 * files per check). False when something is there after all (it appeared
 * since the listing): the caller then looks at what it is.
 */
function createNew(path, text) {
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, WRITE_FLAGS | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_CREAT | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_EXCL, 0o644);
    }
    catch (error) {
        if (errorCode(error) === 'EEXIST')
            return false;
        throw new Error(`${path}: ${describeIoError(error)}`);
    }
    try {
        (0,_write_all_js__WEBPACK_IMPORTED_MODULE_2__/* .writeAll */ .f)(fd, text);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
    return true;
}
function endsWithNewline(fd, size) {
    if (size === 0)
        return true;
    const last = Buffer.alloc(1);
    return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, last, 0, 1, size - 1) === 1 && last[0] === 0x0a;
}
/**
 * Opens `path` to write with `flags` (which hold O_NOFOLLOW): a link there is
 * refused, and so is what turns out not to be a regular file once open. The
 * caller closes the descriptor.
 */
function openWritable(path, flags) {
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, flags, 0o644);
    }
    catch (error) {
        if (errorCode(error) === 'ELOOP')
            throw new RefusedPathError(path, 'symlink', refusedWriteReason('symlink'));
        throw new Error(`${path}: ${describeIoError(error)}`);
    }
    try {
        const stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        assertWritableKind(path, kindOf(stats));
        return { fd, size: stats.size };
    }
    catch (error) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
        throw error;
    }
}
/**
 * Writes `text` to `path` without following a link there. Throws a
 * RefusedPathError naming what was refused (a link, a FIFO\u2026), or an Error
 * saying what failed.
 */
function writeNoFollow(path, text, options) {
    let known = options.knownKind;
    if (known === 'missing') {
        if (createNew(path, text))
            return;
        known = undefined; // something appeared since the listing: look at what
    }
    assertWritableKind(path, known ?? entryKind(path));
    const ownLine = options.append && options.ownLine === true;
    const access = ownLine ? (WRITE_FLAGS & ~node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_WRONLY) | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDWR : WRITE_FLAGS;
    const flags = access | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_CREAT | (options.append ? node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_APPEND : node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_TRUNC);
    const { fd, size } = openWritable(path, flags);
    try {
        const separate = ownLine && !endsWithNewline(fd, size);
        (0,_write_all_js__WEBPACK_IMPORTED_MODULE_2__/* .writeAll */ .f)(fd, separate ? `\n${text}` : text);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/** Chunks gathered into writes of about this many characters. */
const STREAM_BUFFER_CHARS = (/* unused pure expression or super */ null && (1 << 16));
/**
 * Opens `path` to be replaced, without following a link there: what can be
 * refused (a link, a FIFO, a directory that cannot be made) is refused now,
 * before anything names the file. Throws a RefusedPathError or an Error
 * saying what failed.
 */
function openChunkWriter(path) {
    assertWritableKind(path, entryKind(path));
    const { fd } = openWritable(path, WRITE_FLAGS | constants.O_CREAT | constants.O_TRUNC);
    return { writeAll: (chunks) => writeChunks(fd, chunks) };
}
/** `chunks` gathered into writes of about STREAM_BUFFER_CHARS (a 30 MB JSON report never exists as one string). */
async function writeChunks(fd, chunks) {
    try {
        let pending = [];
        let size = 0;
        for (const chunk of chunks) {
            pending.push(chunk);
            size += chunk.length;
            if (size < STREAM_BUFFER_CHARS)
                continue;
            writeAll(fd, pending.join(''));
            pending = [];
            size = 0;
            await nextTurn();
        }
        if (pending.length > 0)
            writeAll(fd, pending.join(''));
    }
    finally {
        closeSync(fd);
    }
}


/***/ }),

/***/ 5461:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hb: () => (/* binding */ revParseSha),
/* harmony export */   VH: () => (/* binding */ PEEL),
/* harmony export */   pP: () => (/* binding */ peelCommits)
/* harmony export */ });
/* unused harmony exports knownCommit, rememberCommit, forgetMissingCommits */
/* harmony import */ var _core_ticks_verdict_commit_id_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8761);
/* harmony import */ var _runner_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2638);
/**
 * Revisions resolved to commit ids through the runner (git/runner.ts): one of ours
 * (HEAD, @{upstream}) with `rev-parse`, and any number of receipt commits
 * peeled in one `cat-file --batch-check`, their ids on stdin, never as
 * arguments.
 */


const FULL_SHA1 = /^[0-9a-f]{40}$/;
/**
 * Per repository, what git answered of each commit id peeled: the commit, or
 * null when the clone does not hold it. A commit id names the same commit
 * for as long as the clone holds it, so one evaluation never asks twice (the
 * action asks of its base's receipts and then of its head's); a commit not
 * found may be fetched, which forgets the absences (forgetMissingCommits).
 */
const peeledIn = new WeakMap();
function peeledOf(repository) {
    if (repository === null)
        return undefined;
    let peeled = peeledIn.get(repository);
    if (peeled === undefined)
        peeledIn.set(repository, (peeled = new Map()));
    return peeled;
}
/** Whether `commit` was found in the clone before (peelCommits, or noted with rememberCommit). */
function knownCommit(repository, commit) {
    return typeof peeledOf(repository)?.get(commit) === 'string';
}
/** Notes that the clone holds `commit` (a full commit id git just found). */
function rememberCommit(repository, commit) {
    peeledOf(repository)?.set(commit, commit);
}
/** Something may have been fetched: the commits not found are asked again. */
function forgetMissingCommits(repository) {
    const peeled = peeledOf(repository);
    if (peeled === undefined)
        return;
    for (const [commit, oid] of peeled)
        if (oid === null)
            peeled.delete(commit);
}
/** `git rev-parse <rev>` as ev uses it: the 40-lower-hex sha, or null on any failure. `rev` is one of ours (HEAD, @{upstream}), never an option. */
async function revParseSha(ctx, rev) {
    if (rev.startsWith('-'))
        return null;
    const result = await (0,_runner_js__WEBPACK_IMPORTED_MODULE_0__/* .runGit */ .EO)(ctx, ['rev-parse', rev]);
    if (result.code !== 0)
        return null;
    const sha = result.stdout.toString('utf8').trim();
    return FULL_SHA1.test(sha) ? sha : null;
}
/** The command peelCommits runs, its commits on stdin (for git/runner.ts's startAhead). */
const PEEL = ['cat-file', '--batch-check=%(objectname) %(objecttype)'];
/**
 * Peels each commit to a commit oid in one `git cat-file --batch-check`
 * (`<id>^{commit}` on stdin, never as an argument); unknown ones (or trees,
 * blobs) map to null, and so does anything that is not a full commit id,
 * which never reaches git. Every commit maps to null when git fails.
 */
async function peelCommits(ctx, commits) {
    const peeled = new Map();
    const known = peeledOf(ctx.repository);
    const asked = commits.filter((commit) => {
        if (!(0,_core_ticks_verdict_commit_id_js__WEBPACK_IMPORTED_MODULE_1__/* .isCommitId */ .j)(commit))
            return false;
        const answer = known?.get(commit);
        if (answer === undefined)
            return true;
        peeled.set(commit, answer);
        return false;
    });
    const result = asked.length === 0
        ? undefined
        : await (0,_runner_js__WEBPACK_IMPORTED_MODULE_0__/* .runGit */ .EO)(ctx, PEEL, asked.map((c) => `${c}^{commit}\n`).join(''));
    const lines = result?.code === 0 ? result.stdout.toString('utf8').split('\n') : [];
    asked.forEach((commit, i) => {
        const [oid, type] = (lines[i] ?? '').split(' ');
        const answer = type === 'commit' && oid !== undefined ? oid : null;
        peeled.set(commit, answer);
        // A failure of git is no answer: asked again next time.
        if (result?.code === 0)
            known?.set(commit, answer);
    });
    for (const commit of commits)
        if (!peeled.has(commit))
            peeled.set(commit, null);
    return peeled;
}


/***/ }),

/***/ 4723:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BI: () => (/* binding */ MERGE_BASE),
/* harmony export */   Cb: () => (/* binding */ commonBases),
/* harmony export */   L2: () => (/* binding */ MERGE_BASE_CHUNK),
/* harmony export */   LB: () => (/* binding */ historyCommands),
/* harmony export */   P: () => (/* binding */ DIFF_TREE),
/* harmony export */   P1: () => (/* binding */ DIFF_NAMES),
/* harmony export */   Vf: () => (/* binding */ REV_LIST),
/* harmony export */   eb: () => (/* binding */ loadChanges),
/* harmony export */   l5: () => (/* binding */ DIFF_NAME_STATUS),
/* harmony export */   vP: () => (/* binding */ loadHistoryGraph)
/* harmony export */ });
/* harmony import */ var _history_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9355);
/* harmony import */ var _runner_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2638);
/**
 * The commit graph of many ranges `bottom..tip` at once, and what each of its
 * commits changed, loaded through the runner (git/runner.ts) in a constant number of
 * processes: `merge-base` (what every bottom reaches, so it need not be
 * loaded), `rev-list` (the graph in between, and rarely a second, deeper
 * one) and `diff-tree` (what each commit changed). git/history.ts walks it;
 * ticks/triggered-since.ts and claims/git-anchors.ts ask their questions of it.
 */


/** Pathspecs passed to diff-tree only when short; otherwise every change is listed and matched here. */
const PATHSPEC_ARGS_LIMIT = 64 * 1024;
/** Commits per `merge-base` (an argument list well within the system's limit: 2,000 ids are 82 kB). */
const MERGE_BASE_CHUNK = 2000;
/** merge-base as the bases are asked, the commits after it (git/in-process.ts answers it too). */
const MERGE_BASE = ['merge-base', '--octopus', '--all', '--end-of-options'];
/**
 * Commits every bottom reaches (their common ancestors, via merge bases):
 * never interesting for any binding, so the graph need not hold them.
 */
async function commonBases(ctx, bottoms) {
    let set = [...bottoms];
    while (set.length > 1) {
        const next = [];
        for (let i = 0; i < set.length; i += MERGE_BASE_CHUNK) {
            const chunk = set.slice(i, i + MERGE_BASE_CHUNK);
            if (chunk.length === 1) {
                next.push(chunk[0]);
                continue;
            }
            const result = await (0,_runner_js__WEBPACK_IMPORTED_MODULE_0__/* .runGit */ .EO)(ctx, [...MERGE_BASE, ...chunk]);
            if (result.code !== 0)
                return []; // unrelated histories: exclude nothing
            next.push(...result.stdout
                .toString('utf8')
                .split('\n')
                .filter((l) => l !== ''));
        }
        if (next.length === 0)
            return [];
        if (next.length >= set.length && set.length > MERGE_BASE_CHUNK)
            return []; // no progress: load everything
        set = [...new Set(next)];
        if (set.length > 1 && set.length <= MERGE_BASE_CHUNK) {
            const result = await (0,_runner_js__WEBPACK_IMPORTED_MODULE_0__/* .runGit */ .EO)(ctx, [...MERGE_BASE, ...set]);
            return result.code === 0
                ? result.stdout
                    .toString('utf8')
                    .split('\n')
                    .filter((l) => l !== '')
                : [];
        }
    }
    return set;
}
/** rev-list as the graph is loaded (git/in-process.ts answers it too). */
const REV_LIST = ['rev-list', '--parents', '--timestamp', '--boundary'];
async function loadGraph(ctx, tips, exclude, extraArgs = []) {
    const input = [...tips, ...exclude.map((oid) => `^${oid}`)].join('\n') + '\n';
    const result = await (0,_runner_js__WEBPACK_IMPORTED_MODULE_0__/* .runGit */ .EO)(ctx, [...REV_LIST, ...extraArgs, '--stdin'], input);
    if (result.code !== 0)
        return undefined;
    return (0,_history_js__WEBPACK_IMPORTED_MODULE_1__/* .parseRevList */ .Hj)(result.stdout.toString('latin1'));
}
/**
 * `git diff --name-only` before its revisions, as git/pull-request.ts lists
 * what two commits changed (git/in-process.ts answers it too): no external
 * diff or textconv program, no rename pairing.
 */
const DIFF_NAMES = [
    'diff',
    '--name-only',
    '-z',
    '--no-renames',
    '--no-ext-diff',
    '--no-textconv',
    '--end-of-options',
];
/**
 * `git diff --name-status -M` before its revisions, as git/pull-request.ts
 * lists how a commit changed a directory's files, renames paired (git/in-process.ts
 * answers it where no pair is possible).
 */
const DIFF_NAME_STATUS = [
    'diff',
    '--name-status',
    '-z',
    '-M',
    '--no-ext-diff',
    '--no-textconv',
    '--end-of-options',
];
/** diff-tree as each commit's changes are listed (git/in-process.ts answers it too). */
const DIFF_TREE = [
    'diff-tree',
    '--stdin',
    '-r',
    '--raw',
    '-z',
    '--no-renames',
    '--always',
    '--root',
    '--ignore-submodules=none',
];
/**
 * The commands loadHistoryGraph and loadChanges (without pathspecs) run
 * whatever they are asked, both reading their input from stdin: for
 * git/runner.ts's startAhead (merge-base, which takes its commits as arguments,
 * cannot be started ahead).
 */
function historyCommands() {
    return [[...REV_LIST, '--stdin'], [...DIFF_TREE]];
}
/** What each (child, parent) edge changed, from one `git diff-tree --stdin`. Keys: `child parent` or `child` for a root. */
async function loadChanges(ctx, nodes, commits, pathspecArgs) {
    const edges = [];
    for (const oid of commits) {
        const parents = nodes.get(oid)?.parents ?? [];
        if (parents.length === 0)
            edges.push(oid);
        else
            for (const parent of parents)
                edges.push(`${oid} ${parent}`);
    }
    const changes = new Map();
    if (edges.length === 0)
        return changes;
    const input = edges.map((edge) => {
        const [child, parent] = edge.split(' ');
        // diff-tree takes "<commit> <parent>" and compares the two.
        return parent === undefined ? `${child}\n` : `${child} ${parent}\n`;
    });
    const args = [...DIFF_TREE];
    const limited = pathspecArgs.reduce((n, p) => n + Buffer.byteLength(p) + 1, 0) <= PATHSPEC_ARGS_LIMIT;
    if (limited && pathspecArgs.length > 0)
        args.push('--', ...pathspecArgs);
    const result = await (0,_runner_js__WEBPACK_IMPORTED_MODULE_0__/* .runGit */ .EO)(ctx, args, input.join(''));
    if (result.code !== 0)
        return undefined;
    const tokens = result.stdout.toString('latin1').split('\0');
    let block = -1;
    let current = [];
    for (let i = 0; i < tokens.length; i++) {
        const token = tokens[i];
        if (token.startsWith(':')) {
            const path = tokens[++i] ?? '';
            const [srcMode, dstMode] = token.slice(1).split(' ');
            current.push({ path, gitlink: srcMode === '160000' || dstMode === '160000' });
        }
        else if (token.trim() !== '') {
            block++;
            current = [];
            const edge = edges[block];
            if (edge === undefined)
                return undefined;
            changes.set(edge, current);
        }
    }
    return block === edges.length - 1 ? changes : undefined;
}
function sameList(a, b) {
    return a.length === b.length && a.every((item, i) => item === b[i]);
}
/**
 * Loads the graph for `bottom..tip` over every bottom in a constant number of
 * processes (`merge-base` for what every bottom reaches, `rev-list`, and
 * rarely a second, deeper `rev-list`): enough for git/history.ts to walk any
 * of the ranges as rev-list would. `tip` and `bottoms` are commit ids;
 * `whole`: some range is bounded by no commit, so nothing is left out.
 * `otherTips`: the same graph also serves the ranges `bottom..<other tip>`
 * (a pull request's base and head read over one graph: what every bottom
 * reaches is reached by each range's bottom, whichever its tip).
 * undefined when git fails.
 */
async function loadHistoryGraph(ctx, tip, bottoms, whole = false, otherTips = [], guessed) {
    const bases = whole
        ? []
        : bottoms.length <= 1
            ? [...bottoms]
            : guessed !== undefined && sameList(guessed.bottoms, bottoms)
                ? await guessed.bases
                : await commonBases(ctx, bottoms);
    const tips = [...new Set([tip, ...otherTips])];
    const phase1 = await loadGraph(ctx, [...tips, ...bottoms], bases);
    if (phase1 === undefined)
        return undefined;
    const nodes = new Map(phase1.nodes.map((n) => [n.oid, n]));
    const inGraph = (oid) => nodes.has(oid) && !phase1.boundary.has(oid);
    // Commits that can be in some range: reachable from a tip, not from every bottom.
    const candidatesOf = new Map(tips.map((t) => [t, (0,_history_js__WEBPACK_IMPORTED_MODULE_1__/* .reachable */ .Gq)(nodes, [t], phase1.boundary)]));
    const candidates = tips.length === 1
        ? candidatesOf.get(tip)
        : new Set(tips.flatMap((t) => [...candidatesOf.get(t)]));
    // A merge with a parent outside the graph: git's answer then depends on when the walk
    // marks that parent, so load the history down to its date (ledger order, exactness).
    const loneBottom = bottoms.length === 1 ? bottoms[0] : undefined;
    let cutoff = Infinity;
    for (const oid of candidates) {
        const node = nodes.get(oid);
        if (node.parents.length < 2)
            continue;
        for (const parent of node.parents) {
            if (!inGraph(parent) && parent !== loneBottom)
                cutoff = Math.min(cutoff, nodes.get(parent)?.date ?? -Infinity);
        }
    }
    if (cutoff !== Infinity) {
        const extra = Number.isFinite(cutoff) ? [`--max-age=${cutoff}`] : [];
        const phase2 = await loadGraph(ctx, [...tips, ...bottoms], [], extra);
        if (phase2 === undefined)
            return undefined;
        for (const node of phase2.nodes)
            if (!phase2.boundary.has(node.oid) || !nodes.has(node.oid))
                nodes.set(node.oid, node);
    }
    return { nodes, candidates, candidatesOf };
}


/***/ }),

/***/ 9355:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E1: () => (/* binding */ DateQueue),
/* harmony export */   Gq: () => (/* binding */ reachable),
/* harmony export */   HP: () => (/* binding */ revListCount),
/* harmony export */   Hj: () => (/* binding */ parseRevList),
/* harmony export */   w3: () => (/* binding */ revListPrintsAny)
/* harmony export */ });
/**
 * An in-memory answer to "does `git rev-list <C>..HEAD -- <paths>` print
 * anything?", so that `triggered_since` for every binding costs a constant
 * number of git processes (git/graph.ts loads the history once) instead of one
 * `git rev-list` per binding as ev spawns \u2014 and to "how many commits does
 * `git rev-list --count` count?", ev 0.2's drift (claims/git-anchors.ts).
 *
 * The answer must be git's, including history simplification at merges
 * (a merge that is TREESAME to a parent follows only that parent) and its
 * dependence on the order of the walk: which parents count as "relevant"
 * depends on which commits the walk has already marked UNINTERESTING when a
 * merge is reached. So this is a faithful model of revision.c's limited walk
 * (`limit_list` \u2192 `process_parents` \u2192 `try_to_simplify_commit`, then
 * `get_commit_action`) in git's default mode, over a loaded commit graph:
 * commit-date order with first-in-first-out ties, the SEEN / ADDED /
 * UNINTERESTING / BOTTOM / TREESAME flags, parent rewriting, and the
 * "slop" stop. Pure.
 */
const SEEN = 1;
const ADDED = 2;
const UNINTERESTING = 4;
const BOTTOM = 8;
const TREESAME = 16;
const SLOP = 5;
/** The walk's queue: newest commit date first, first-in-first-out among equal dates (commit_list_insert_by_date). */
class DateQueue {
    heap = [];
    seq = 0;
    get size() {
        return this.heap.length;
    }
    peekDate() {
        return this.heap[0].date;
    }
    /** Whether some queued commit passes `test` (in no particular order). */
    some(test) {
        return this.heap.some((entry) => test(entry.oid));
    }
    push(oid, date) {
        const heap = this.heap;
        heap.push({ oid, date, seq: this.seq++ });
        let i = heap.length - 1;
        while (i > 0) {
            const parent = (i - 1) >> 1;
            if (!this.before(i, parent))
                break;
            [heap[i], heap[parent]] = [heap[parent], heap[i]];
            i = parent;
        }
    }
    pop() {
        const heap = this.heap;
        const top = heap[0];
        const last = heap.pop();
        if (heap.length > 0) {
            heap[0] = last;
            let i = 0;
            for (;;) {
                const l = 2 * i + 1;
                const r = l + 1;
                let best = i;
                if (l < heap.length && this.before(l, best))
                    best = l;
                if (r < heap.length && this.before(r, best))
                    best = r;
                if (best === i)
                    break;
                [heap[i], heap[best]] = [heap[best], heap[i]];
                i = best;
            }
        }
        return top.oid;
    }
    before(a, b) {
        const x = this.heap[a];
        const y = this.heap[b];
        return x.date > y.date || (x.date === y.date && x.seq < y.seq);
    }
}
/**
 * Runs git's limited walk for `bottom..head` with path pruning and returns
 * whether any commit would be printed. Commits missing from `nodes` are
 * treated as already UNINTERESTING (git/graph.ts only leaves out history that
 * every bottom reaches, see loadHistoryGraph there).
 */
function revListPrintsAny(nodes, question) {
    return revListPrinted(nodes, question) > 0;
}
/** How many commits `git rev-list --count <bottom>..<head> -- <paths>` counts (ev 0.2's drift). */
function revListCount(nodes, question) {
    return revListPrinted(nodes, question);
}
/** The number of commits the limited walk prints. */
function revListPrinted(nodes, question) {
    const { head, bottom, differs } = question;
    const flags = new Map();
    const parsed = new Map(); // a parsed commit's (possibly rewritten) parents
    const queue = new DateQueue();
    const queued = new Set();
    let interestingQueued = 0;
    const has = (oid, bit) => ((flags.get(oid) ?? 0) & bit) !== 0;
    const set = (oid, bits) => {
        const before = flags.get(oid) ?? 0;
        if (bits & UNINTERESTING && !(before & UNINTERESTING) && queued.has(oid))
            interestingQueued--;
        flags.set(oid, before | bits);
    };
    const dateOf = (oid) => nodes.get(oid)?.date ?? -Infinity;
    const parse = (oid) => {
        let parents = parsed.get(oid);
        if (parents === undefined) {
            const node = nodes.get(oid);
            parents = node ? [...node.parents] : [];
            parsed.set(oid, parents);
            if (!node)
                set(oid, UNINTERESTING);
        }
        return parents;
    };
    const enqueue = (oid) => {
        queue.push(oid, dateOf(oid));
        queued.add(oid);
        if (!has(oid, UNINTERESTING))
            interestingQueued++;
    };
    const relevant = (oid) => !has(oid, UNINTERESTING) || has(oid, BOTTOM);
    /** mark_parents_uninteresting: through parsed commits, stopping at those already marked. */
    const markParentsUninteresting = (oid) => {
        const pending = [...(parsed.get(oid) ?? [])];
        while (pending.length > 0) {
            const commit = pending.pop();
            if (has(commit, UNINTERESTING))
                continue;
            set(commit, UNINTERESTING);
            pending.push(...(parsed.get(commit) ?? []));
        }
    };
    /** try_to_simplify_commit in the default mode (simplify_history, dense). */
    const simplify = (oid) => {
        const parents = parsed.get(oid);
        if (parents.length === 0) {
            if (!differs(oid, null))
                set(oid, TREESAME);
            return;
        }
        let relevantParents = 0;
        let relevantChange = false;
        let irrelevantChange = false;
        for (const parent of parents) {
            const isRelevant = relevant(parent);
            if (isRelevant)
                relevantParents++;
            parse(parent);
            if (!differs(oid, parent)) {
                if (!isRelevant)
                    continue;
                parsed.set(oid, [parent]); // follow only the parent it is TREESAME to
                set(oid, TREESAME);
                return;
            }
            if (isRelevant)
                relevantChange = true;
            else
                irrelevantChange = true;
        }
        if (relevantParents > 0 ? !relevantChange : !irrelevantChange)
            set(oid, TREESAME);
    };
    const processParents = (oid) => {
        if (has(oid, ADDED))
            return;
        set(oid, ADDED);
        if (has(oid, UNINTERESTING)) {
            for (const parent of parsed.get(oid) ?? []) {
                set(parent, UNINTERESTING);
                if (parse(parent).length > 0)
                    markParentsUninteresting(parent);
                if (has(parent, SEEN))
                    continue;
                set(parent, SEEN);
                enqueue(parent);
            }
            return;
        }
        simplify(oid);
        for (const parent of parsed.get(oid)) {
            parse(parent);
            if (has(parent, SEEN))
                continue;
            set(parent, SEEN);
            enqueue(parent);
        }
    };
    // prepare_revision_walk: `^bottom` then `head`, each parsed; the bottom's parents marked.
    set(bottom, UNINTERESTING | BOTTOM);
    parse(bottom);
    markParentsUninteresting(bottom);
    parse(head);
    const start = [bottom, head].filter((oid, i, all) => all.indexOf(oid) === i);
    start.sort((a, b) => dateOf(b) - dateOf(a)); // stable: equal dates keep `bottom` first
    for (const oid of start) {
        set(oid, SEEN);
        enqueue(oid);
    }
    // limit_list
    const shown = [];
    let lastInterestingDate = Infinity;
    let slop = SLOP;
    while (queue.size > 0) {
        const oid = queue.pop();
        queued.delete(oid);
        if (!has(oid, UNINTERESTING))
            interestingQueued--;
        processParents(oid);
        if (has(oid, UNINTERESTING)) {
            markParentsUninteresting(oid);
            slop = stillInteresting(slop);
            if (slop > 0)
                continue;
            break;
        }
        lastInterestingDate = dateOf(oid);
        shown.push(oid);
    }
    function stillInteresting(current) {
        if (queue.size === 0)
            return 0;
        if (lastInterestingDate <= queue.peekDate())
            return SLOP;
        if (interestingQueued > 0)
            return SLOP;
        return current - 1;
    }
    // get_commit_action: UNINTERESTING and TREESAME commits are not printed.
    return shown.filter((oid) => !has(oid, UNINTERESTING) && !has(oid, TREESAME)).length;
}
/** Parses `git rev-list --parents --timestamp [--boundary]` output. Boundary lines (`-<oid>`) are flagged. */
function parseRevList(output) {
    const nodes = [];
    const boundary = new Set();
    for (const line of output.split('\n')) {
        if (line === '')
            continue;
        const [date, first, ...parents] = line.split(' ');
        if (date === undefined || first === undefined)
            continue;
        const isBoundary = first.startsWith('-');
        const oid = isBoundary ? first.slice(1) : first;
        if (isBoundary)
            boundary.add(oid);
        nodes.push({ oid, date: Number(date), parents });
    }
    return { nodes, boundary };
}
/** Commits reachable from `starts` inside `nodes` (those outside are not followed). */
function reachable(nodes, starts, stopAt) {
    const seen = new Set();
    const stack = [...starts];
    while (stack.length > 0) {
        const oid = stack.pop();
        if (seen.has(oid) || stopAt?.has(oid))
            continue;
        const node = nodes.get(oid);
        if (!node)
            continue;
        seen.add(oid);
        stack.push(...node.parents);
    }
    return seen;
}


/***/ }),

/***/ 2638:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Mz: () => (/* binding */ batchBlobBodies),
  jR: () => (/* binding */ batchBlobsById),
  NX: () => (/* binding */ endAhead),
  ZX: () => (/* binding */ locateRepository),
  zA: () => (/* binding */ pathspecSwitchesSet),
  EO: () => (/* binding */ runGit),
  cV: () => (/* binding */ startAhead)
});

// UNUSED EXPORTS: GIT_TIMEOUT_MS, answerIn, gitEnvironment

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/adapters/files/untrusted-file.ts
var untrusted_file = __webpack_require__(4717);
// EXTERNAL MODULE: ./src/adapters/processes/process-groups.ts
var process_groups = __webpack_require__(4400);
// EXTERNAL MODULE: ./src/adapters/runner/builtins.ts
var builtins = __webpack_require__(3395);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
;// CONCATENATED MODULE: ./src/adapters/git/launcher.ts
/**
 * A shell that starts git's processes for the runner (git/runner.ts), so that
 * this process does not fork itself for each one.
 *
 * Why: starting a process forks the one that starts it, and a fork costs more
 * the more memory that process holds (its page tables are copied, and each
 * page it writes afterwards faults once): about 7 ms of this process's CPU per
 * git command at 50 MB, 10 ms and more from a few hundred, where a small bash
 * forks in well under one (docs/PERFORMANCE.md, "git started by a shell").
 * A process that has read a large ledger, or a test worker that runs the
 * action many times, starts git for a fraction of the cost.
 *
 * How: one `bash` per process, started when first needed, reads one line per
 * command on its stdin. Each command is a background job (`set -m`: a process
 * group of its own, as a detached child has, which the runner stops as a
 * whole), run in its directory with exactly the environment given (the
 * job's shell execs the program with only the request's variables; `env -i`
 * where the shell cannot: see `execsItself`), its input read from a file (or
 * /dev/null), its output and errors written to files in a directory only this
 * user may enter, read and removed when it ends. The shell prints `S <id>
 * <pid>` when a job starts and the job `E <id> <status>` when its command has
 * ended. Every word is single-quoted: nothing given is ever read by the shell
 * as code. A shell idle for a second ends, and is started again when needed;
 * it never keeps this process alive.
 *
 * Where the shell cannot be used (no bash, Windows, a directory or a program
 * that is not there, the shell gone mid-command), the runner starts git itself,
 * as it always did: `start` returns undefined, or the job ends `undefined`.
 */



/** How long an idle shell waits for a next command before it ends. */
const IDLE_MS = 1000;
/** A word the shell reads as exactly these characters. */
function shellQuote(word) {
    return `'${word.replace(/'/g, `'\\''`)}'`;
}
/**
 * A job's exit code as a direct start reports it: null for a command that
 * could not be started (the shell's 126 and 127: not executable, an argument
 * list too long) or that a signal ended (128 + its number). git's own codes
 * are 0, 1, 128 and 129.
 */
function codeOf(status) {
    const unstarted = status === 126 || status === 127;
    return unstarted || (status > 129 && status < 192) ? null : status;
}
/** Whether any word of `request` holds a NUL. */
function holdsNul({ program, argv, cwd, env }) {
    const words = [program, cwd, ...argv, ...Object.entries(env).flat()];
    return words.some((word) => word !== undefined && word.includes('\0'));
}
/** A name the shell reads as a variable assignment (`NAME='value'`). */
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
/**
 * Variables bash sets itself or acts on when one is assigned (bash(1), "Shell
 * Variables"; variables.c's special_vars): readonly ones (UID, SHELLOPTS\u2026) it
 * refuses, dynamic ones (RANDOM, SECONDS, LINENO\u2026) it replaces with its own
 * value, and those that change what the shell does before its `exec` (IFS,
 * EXECIGNORE, which hides programs from its PATH search, POSIXLY_CORRECT,
 * BASH_ENV\u2026). A request that holds one is started by `env -i`, which gives
 * any name as it is. Not here, as they change nothing a job's shell does
 * before `exec`: PATH (the search `exec` makes), HOME, LANG, LC_* and TZ (the
 * shell's own messages and clock).
 */
const SHELL_VARIABLES = new Set([
    '_',
    'CDPATH',
    'CHILD_MAX',
    'COLUMNS',
    'COPROC',
    'DIRSTACK',
    'EMACS',
    'ENV',
    'EPOCHREALTIME',
    'EPOCHSECONDS',
    'EUID',
    'EXECIGNORE',
    'FCEDIT',
    'FIGNORE',
    'FUNCNAME',
    'FUNCNEST',
    'GLOBIGNORE',
    'GLOBSORT',
    'GROUPS',
    'HOSTFILE',
    'HOSTNAME',
    'HOSTTYPE',
    'IFS',
    'IGNOREEOF',
    'INPUTRC',
    'INSIDE_EMACS',
    'LINENO',
    'LINES',
    'MACHTYPE',
    'MAIL',
    'MAILCHECK',
    'MAILPATH',
    'MAPFILE',
    'OLDPWD',
    'OPTARG',
    'OPTERR',
    'OPTIND',
    'OSTYPE',
    'PIPESTATUS',
    'POSIXLY_CORRECT',
    'PPID',
    'PROMPT_COMMAND',
    'PROMPT_DIRTRIM',
    'PS0',
    'PS1',
    'PS2',
    'PS3',
    'PS4',
    'PWD',
    'RANDOM',
    'REPLY',
    'SECONDS',
    'SHELL',
    'SHELLOPTS',
    'SHLVL',
    'SRANDOM',
    'TERM',
    'TERMCAP',
    'TERMINFO',
    'TEXTDOMAIN',
    'TEXTDOMAINDIR',
    'TIMEFORMAT',
    'TMOUT',
    'UID',
    'auto_resume',
    'histchars',
    'ignoreeof',
]);
/** Families of them: BASH_ENV, BASHOPTS, BASHPID, BASH_XTRACEFD\u2026, COMP_*, HIST*, READLINE_*. */
const SHELL_PREFIXES = ['BASH', 'COMP', 'HIST', 'READLINE'];
/** Whether a job's shell gives variable `name` to the program exactly as given (else: `env -i`). */
function givenByShell(name) {
    return (IDENTIFIER.test(name) &&
        !SHELL_VARIABLES.has(name) &&
        !SHELL_PREFIXES.some((prefix) => name.startsWith(prefix)));
}
/**
 * Whether bash's own `exec NAME` runs the very file execvp (`env`'s, and a
 * direct start's) runs, as execvp runs it. Both take the first executable file
 * named `program` in PATH's order, passing over directories and names not
 * there. They differ where bash expands a `~` in PATH, where a relative
 * directory (or an empty one: the current one) is searched from the job's
 * directory rather than from this process's (where this check would look),
 * where the first file found is not executable (execvp may run a later one;
 * bash says which it refused), and on a file with neither a `#!` line nor a
 * binary's header (execvp has `sh` run it; bash runs it itself, with its own
 * variables). In all of those, `env -i` starts it.
 */
function execFindsSameFile(program, dirs) {
    if (program.includes('/') || dirs.some((dir) => !dir.startsWith('/')))
        return false;
    for (const dir of dirs) {
        const file = (0,external_node_path_.join)(dir, program);
        let stats;
        try {
            stats = (0,external_node_fs_.statSync)(file);
        }
        catch (error) {
            const code = error.code;
            // Nothing there: both look on. Anything else (a directory not searchable\u2026): `env -i`.
            if (code === 'ENOENT' || code === 'ENOTDIR')
                continue;
            return false;
        }
        if (stats.isDirectory())
            continue; // bash passes over it; execvp's exec fails, and it looks on
        return stats.isFile() && isExecutable(file) && startsAsProgram(file);
    }
    return false;
}
function isExecutable(file) {
    try {
        (0,external_node_fs_.accessSync)(file, external_node_fs_.constants.X_OK);
        return true;
    }
    catch {
        return false;
    }
}
/** Whether `file` begins as a program the kernel runs itself: an ELF binary or a `#!` line. */
function startsAsProgram(file) {
    const head = Buffer.alloc(4);
    try {
        const fd = (0,external_node_fs_.openSync)(file, 'r');
        try {
            (0,external_node_fs_.readSync)(fd, head, 0, 4, 0);
        }
        finally {
            (0,external_node_fs_.closeSync)(fd);
        }
    }
    catch {
        return false;
    }
    return (head.equals(Buffer.from('\x7fELF', 'latin1')) || head.subarray(0, 2).toString('latin1') === '#!');
}
/**
 * Whether a job's shell execs the program itself, the request's variables
 * given as assignments before `exec` (`NAME='value'\u2026 exec -- PROGRAM\u2026`), rather
 * than exec `env -i`, which then execs the program: one process image fewer
 * per git command, about 2.5 ms of CPU on a machine slow to start them
 * (docs/PERFORMANCE.md, "git started by a shell"). The program then gets
 * exactly those variables: the shell exports none of its own (see `open`),
 * bash 5 adds none on `exec` in a subshell, and a name it would refuse,
 * replace or act on goes to `env -i` (`givenByShell`); and the same file,
 * found on the request's PATH as execvp finds it (`execFindsSameFile`).
 * `env` not empty: with no assignment, bash would pass on its list of
 * exported variables as last built, which may still hold a `_`.
 */
function execsItself(env, execFinds) {
    return execFinds && env.length > 0 && env.every(([name]) => givenByShell(name));
}
/** Whether `dir` is a directory (a job could not enter it: the runner's own spawn says why). */
function isDirectory(dir) {
    try {
        return (0,external_node_fs_.statSync)(dir).isDirectory();
    }
    catch {
        return false;
    }
}
class GitLauncher {
    startShell;
    shell;
    unavailable = false;
    sequence = 0;
    /** Per program and PATH: not found, found (for `env -i`), or found as the shell's `exec` finds it too. */
    found = new Map();
    /** `startShell(path)`: a shell with PATH `path`, started by the runner (ShellProcess). */
    constructor(startShell) {
        this.startShell = startShell;
    }
    /** Starts `request` as a job of the shell; undefined when the shell cannot run it. */
    start(request) {
        if (this.unavailable || process.platform === 'win32')
            return undefined;
        const found = this.lookUp(request.program, request.env);
        if (found === 'none' || !isDirectory(request.cwd))
            return undefined;
        // A NUL cannot reach a process (a direct start fails); the shell would drop it and run
        // something else.
        if (holdsNul(request))
            return undefined;
        const shell = this.shell ?? this.open(request.env.PATH ?? '');
        if (shell === undefined)
            return undefined;
        const id = String(++this.sequence);
        const base = (0,external_node_path_.join)(shell.dir, id);
        if (request.input)
            (0,external_node_fs_.writeFileSync)(`${base}.in`, request.input);
        let started;
        let ended;
        const job = {
            started: new Promise((resolve) => (started = resolve)),
            ended: new Promise((resolve) => (ended = resolve)),
            abandon: () => this.settle(shell, id, undefined),
        };
        this.busy(shell);
        shell.pending.set(id, { base, onStart: started, onEnd: ended });
        shell.child.stdin?.write(this.jobLine(id, base, request, shell.bash5 === true && found === 'exec'));
        return job;
    }
    /**
     * The line that runs `request` as job `id`: every word quoted, nothing left to the shell's
     * reading. `execFinds`: the job's shell may exec the program itself (see `execsItself`).
     */
    jobLine(id, base, request, execFinds) {
        const env = Object.entries(request.env).filter((entry) => entry[1] !== undefined);
        const command = [request.program, ...request.argv].map(shellQuote).join(' ');
        const input = request.input ? shellQuote(`${base}.in`) : '/dev/null';
        const start = execsItself(env, execFinds)
            ? `${env.map(([name, value]) => `${name}=${shellQuote(value)}`).join(' ')} exec -- ${command}`
            : `exec env -i ${env.map(([name, value]) => shellQuote(`${name}=${value}`)).join(' ')} ${command}`;
        const run = `cd -- ${shellQuote(request.cwd)} && ${start} <${input} >${shellQuote(`${base}.out`)} 2>${shellQuote(`${base}.err`)}`;
        // The job's own shell outlives a SIGTERM to the group (a trap, which git does not
        // inherit) to say how git ended; a SIGKILL ends it too, and then nothing is said.
        // `disown`: the shell keeps no table of the jobs it started (a non-interactive shell
        // never reports them, so each would stay listed, and every later fork walk the list).
        return `( trap : TERM; ( ${run} ); echo "E ${id} $?" ) & echo "S ${id} $!"; disown $!\n`;
    }
    /** Starts the shell now (with PATH `path`), so that a next command finds it ready. */
    warm(path) {
        if (this.unavailable || this.shell !== undefined || process.platform === 'win32')
            return;
        const shell = this.open(path);
        if (shell !== undefined)
            this.idle(shell);
    }
    /**
     * Whether `program` is found on `env`'s PATH, as execvp would look for it, and whether
     * the shell's own `exec` would find and run the same file (once per PATH).
     */
    lookUp(program, env) {
        const path = env.PATH ?? '';
        const key = `${program}\0${path}`;
        let found = this.found.get(key);
        if (found === undefined) {
            const dirs = path.split(external_node_path_.delimiter);
            const onPath = dirs.some((dir) => {
                try {
                    return dir !== '' && (0,external_node_fs_.statSync)((0,external_node_path_.join)(dir, program)).isFile();
                }
                catch {
                    return false;
                }
            });
            found = !onPath ? 'none' : execFindsSameFile(program, dirs) ? 'exec' : 'env';
            this.found.set(key, found);
        }
        return found;
    }
    /** A shell started with `path` (the first request's PATH: where it finds `env`). */
    open(path) {
        let child;
        let dir;
        try {
            dir = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'evolving-git-'));
            child = this.startShell(path);
        }
        catch {
            this.unavailable = true;
            return undefined;
        }
        const onExit = () => (0,external_node_fs_.rmSync)(dir, { recursive: true, force: true });
        process.on('exit', onExit);
        const shell = { child, dir, onExit, pending: new Map(), lineBuffer: '' };
        child.on('error', () => {
            this.unavailable = true; // no bash: git is started directly from now on
            this.close(shell);
        });
        // Its exit, not its streams' close: a job still running holds the shell's stdout.
        child.on('exit', () => this.close(shell));
        child.stdin?.on('error', () => undefined);
        child.stdout?.setEncoding('latin1');
        child.stdout?.on('data', (chunk) => this.read(shell, chunk));
        // What bash exports by itself (PWD, OLDPWD, SHLVL; it is started with PATH alone) is
        // taken back, so that a job's shell that execs the program itself gives it only the
        // request's variables; and it says its major version (`V <major>`: `$BASH_VERSINFO`'s
        // first element, which another shell reads as empty): bash before 5.0 sets SHLVL again
        // on `exec`, even in a subshell.
        child.stdin?.write('set -m\nunset OLDPWD PWD SHLVL; export -n PATH; echo "V $BASH_VERSINFO"\n');
        this.shell = shell;
        return shell;
    }
    /** The shell's lines: `V <bash's major version>`, `S <id> <pid>` and `E <id> <status>`. */
    read(shell, chunk) {
        shell.lineBuffer += chunk;
        for (let eol = shell.lineBuffer.indexOf('\n'); eol >= 0; eol = shell.lineBuffer.indexOf('\n')) {
            const [kind, id = '', value = ''] = shell.lineBuffer.slice(0, eol).split(' ');
            shell.lineBuffer = shell.lineBuffer.slice(eol + 1);
            if (kind === 'V') {
                shell.bash5 = Number(id) >= 5;
                continue;
            }
            const job = shell.pending.get(id);
            const number = Number(value);
            if (job === undefined || !Number.isSafeInteger(number))
                continue;
            if (kind === 'S') {
                job.pid = number;
                job.onStart(number);
            }
            else if (kind === 'E')
                job.status = number;
            // A job may end before the shell has said it started: it ends once both are known.
            if (job.pid !== undefined && job.status !== undefined)
                this.settle(shell, id, job.status);
        }
    }
    /** Job `id` ended with `status` (undefined: abandoned, or the shell went away): its files read and removed. */
    settle(shell, id, status) {
        const job = shell.pending.get(id);
        if (job === undefined)
            return;
        shell.pending.delete(id);
        const result = status === undefined ? undefined : this.resultOf(job.base, status);
        for (const suffix of ['.in', '.out', '.err'])
            (0,external_node_fs_.rmSync)(`${job.base}${suffix}`, { force: true });
        job.onEnd(result);
        if (shell.pending.size === 0)
            this.idle(shell);
    }
    /**
     * What job `base` printed, and `status`. A job stopped before its command opened its
     * files (a signal between `cd` and `exec`) printed nothing.
     */
    resultOf(base, status) {
        const read = (file) => {
            try {
                return (0,external_node_fs_.readFileSync)(file);
            }
            catch {
                return Buffer.alloc(0);
            }
        };
        return {
            code: codeOf(status),
            stdout: read(`${base}.out`),
            stderr: read(`${base}.err`).toString('utf8'),
        };
    }
    /** A command is waiting: the shell keeps this process alive until it ends. */
    busy(shell) {
        clearTimeout(shell.idle);
        shell.child.ref();
        shell.child.stdout?.ref?.();
    }
    /** Nothing waits: the shell no longer keeps this process alive, and ends if no command comes. */
    idle(shell) {
        shell.child.unref();
        shell.child.stdout?.unref?.();
        shell.child.stdin?.unref?.();
        shell.idle = setTimeout(() => this.retire(shell), IDLE_MS);
        shell.idle.unref();
    }
    /** No command came: the shell ends (its stdin closed); the next command starts another. */
    retire(shell) {
        if (this.shell === shell)
            this.shell = undefined;
        shell.child.stdin?.end();
    }
    /** The shell ended: what still waited is told so (the runner starts git itself), its directory removed. */
    close(shell) {
        if (this.shell === shell)
            this.shell = undefined;
        clearTimeout(shell.idle);
        for (const id of [...shell.pending.keys()])
            this.settle(shell, id, undefined);
        process.removeListener('exit', shell.onExit);
        shell.onExit();
    }
}

;// CONCATENATED MODULE: ./src/adapters/git/runner.ts
/**
 * The hardened git runner, and the repository it runs in: the only module
 * that starts git (.dependency-cruiser.cjs and scripts/check-git-owner.mjs
 * check src/). Every command runs in a repository located once
 * (locateRepository) with an explicit git dir and work tree, hardened `-c`
 * settings and a minimal environment, in a process group of its own with a
 * time bound (GIT_TIMEOUT_MS, process-groups.ts); the read-only commands are
 * started by the launcher's shell (git/launcher.ts), the rest by this process
 * itself. The git-*.ts modules ask
 * their questions through runGit: ticks/triggered-since.ts (triggered_since and
 * the guarded paths' changed-since), git/graph.ts (the commit graph and what
 * each commit changed), git/commits.ts (revisions to commit ids),
 * git/status.ts, claims/git-anchors.ts and git/pull-request.ts. A receipt's commit
 * reaches git only as a full commit id, after `--end-of-options`, and paths
 * only after `--`.
 */






// ---------------------------------------------------------------------------
// Running git: the only place in src/ that starts it (checked by a test)
// ---------------------------------------------------------------------------
/** A hooks directory that holds nothing (hooks are programs). */
const NO_HOOKS = '/dev/null';
/**
 * `-c` settings given to every git command. Command-line settings override
 * every config file, so these hold whatever the repository's config says.
 */
const HARDENED_CONFIG = [
    // A bare repository is used only when named with --git-dir: one committed into the
    // checkout is never adopted by discovery (git 2.38+; older gits ignore the key).
    'safe.bareRepository=explicit',
    // The file-system monitor's value is a command git runs while reading the index.
    'core.fsmonitor=false',
    // Hooks (reference-transaction, post-checkout, \u2026) are programs: none run.
    `core.hooksPath=${NO_HOOKS}`,
    // fetch: only https (the runner's checkout), ssh (a checkout with `ssh-key`) and a local
    // path; never ext:: (a command), fd:: or the unauthenticated git:// protocol. (Every fetch
    // also names git's own upload-pack: FETCH_OPTIONS.)
    // A transport's own setting outranks protocol.allow, so those that run commands or skip
    // authentication are named too.
    'protocol.allow=never',
    'protocol.ext.allow=never',
    'protocol.fd.allow=never',
    'protocol.git.allow=never',
    'protocol.http.allow=never',
    'protocol.https.allow=always',
    'protocol.ssh.allow=always',
    'protocol.file.allow=always',
    // fetch: no submodule repositories fetched, no background maintenance (gc) started.
    'fetch.recurseSubmodules=false',
    'submodule.recurse=false',
    'gc.auto=0',
    'maintenance.auto=false',
    // diff: no external diff program and no textconv filter, whatever the attributes say.
    'diff.external=',
];
/** Variables git gets from the caller's environment (matched case-insensitively, for Windows). */
const KEPT_VARIABLES = new Set([
    // Finding programs, the home directory and temp files; Windows needs the rest to start anything.
    'PATH',
    'HOME',
    'TMPDIR',
    'TEMP',
    'TMP',
    'SYSTEMROOT',
    'COMSPEC',
    'PATHEXT',
    'USERPROFILE',
    'HOMEDRIVE',
    'HOMEPATH',
    // Locale and time zone: how git prints messages and dates.
    'LANG',
    'LANGUAGE',
    'LC_ALL',
    'LC_CTYPE',
    'LC_MESSAGES',
    'TZ',
    // Limits on discovery (locating the repository), never a redirection.
    'GIT_CEILING_DIRECTORIES',
    // A self-hosted runner's network: proxies and certificate authorities, for fetch.
    'HTTP_PROXY',
    'HTTPS_PROXY',
    'ALL_PROXY',
    'NO_PROXY',
    'SSL_CERT_FILE',
    'SSL_CERT_DIR',
    'CURL_CA_BUNDLE',
    'GIT_SSL_CAINFO',
    'GIT_SSL_CAPATH',
]);
/** The environment switches that change every pathspec's meaning (ev's git sees them too). */
const PATHSPEC_ENV = [
    'GIT_LITERAL_PATHSPECS',
    'GIT_GLOB_PATHSPECS',
    'GIT_NOGLOB_PATHSPECS',
    'GIT_ICASE_PATHSPECS',
];
/** Whether a GIT_*_PATHSPECS switch is set: then only git itself can say what a pathspec selects. */
function pathspecSwitchesSet(env) {
    return PATHSPEC_ENV.some((name) => env[name] !== undefined);
}
/**
 * git's environment: a short list of the caller's variables \u2014 never a token,
 * an `INPUT_*` action input or any other secret, nor a `GIT_*` variable that
 * would point git elsewhere (GIT_DIR, GIT_CONFIG_*, GIT_SSH_COMMAND\u2026) \u2014 and
 * the isolation settings.
 */
function gitEnvironment(env) {
    const kept = {};
    // Names first, and only a kept variable's value read: each read of `process.env` is a
    // lookup in the process's environment, and a runner's holds a few hundred variables.
    for (const name of Object.keys(env)) {
        const upper = name.toUpperCase();
        if (!KEPT_VARIABLES.has(upper) && !PATHSPEC_ENV.includes(upper))
            continue;
        const value = env[name];
        if (value !== undefined)
            kept[name] = value;
    }
    return {
        ...kept,
        // No system or user config: only the repository's own config (which the workflow's
        // checkout wrote, with its credentials) and the settings above apply.
        GIT_CONFIG_NOSYSTEM: '1',
        GIT_CONFIG_GLOBAL: '/dev/null',
        // Never wait for a password on a terminal nobody watches.
        GIT_TERMINAL_PROMPT: '0',
        // Read-only commands do not rewrite the index (status-like refreshes).
        GIT_OPTIONAL_LOCKS: '0',
    };
}
function hardenedConfigArgs() {
    return HARDENED_CONFIG.flatMap((setting) => ['-c', setting]);
}
/**
 * Options every `fetch` gets. The upload-pack program is given on the command
 * line: for `remote.<name>.uploadpack` the first config value wins, so a `-c`
 * could not override one in the repository's config.
 */
const FETCH_OPTIONS = ['--upload-pack=git-upload-pack', '--no-recurse-submodules'];
function hardenedCommand(args) {
    return args[0] === 'fetch' ? ['fetch', ...FETCH_OPTIONS, ...args.slice(1)] : args;
}
const NO_REPOSITORY = {
    code: 128,
    stdout: Buffer.alloc(0),
    stderr: 'fatal: not a git repository (none was located from the workspace)\n',
};
/**
 * Runs git in `ctx.repository` (explicit git dir and work tree, hardened
 * config, minimal environment), in `ctx.cwd`, feeding `input` on stdin,
 * stopped after `timeoutMs` when that is shorter than the context's bound
 * (a caller's time budget: such a command is never one started ahead).
 * Never throws: a spawn failure is exit code null; without a repository the
 * command fails without a process, as git would outside one.
 */
function runGit(ctx, args, input, timeoutMs) {
    const prefixed = prefixAnswer(ctx, args);
    if (prefixed !== undefined)
        return prefixed;
    // A process started ahead answers its question: it was started because the answers here were
    // not expected to cover it (a repository too large for them, startAhead), and reading it here
    // too would do the work twice, the second time in this thread rather than beside it.
    const started = timeoutMs === undefined ? startedFor(ctx, aheadKey(args)) : undefined;
    if (started === undefined) {
        const answered = answersFor(ctx)?.answer(args, input, ctx.cwd);
        if (answered !== undefined)
            return Promise.resolve(answered);
    }
    const git = started ?? startGitIn(ctx, args, timeoutMs);
    if (git === undefined)
        return Promise.resolve(NO_REPOSITORY);
    const result = git.finish(input);
    return prefixQuestion(args) === undefined ? result : result.then((r) => noted(ctx, r));
}
// ---------------------------------------------------------------------------
// The prefix: asked of git once per directory
// ---------------------------------------------------------------------------
/**
 * What git printed for `rev-parse --show-prefix` in a directory of a
 * repository (its first line), by directory: the directory's place in the
 * work tree, which stays the same all the run long (the git dir named does
 * not change it, nor the environment git is given). Learnt from the command
 * that located the repository, or from git's first answer.
 */
const prefixesIn = new WeakMap();
/** `rev-parse --show-prefix`, alone or with HEAD: the forms whose prefix is known once asked. */
function prefixQuestion(args) {
    if (args.length < 2 || args[0] !== 'rev-parse' || args[1] !== '--show-prefix')
        return undefined;
    if (args.length === 2)
        return 'alone';
    return args.length === 3 && args[2] === 'HEAD' ? 'head' : undefined;
}
function notePrefix(repository, cwd, prefix) {
    const known = prefixesIn.get(repository) ?? new Map();
    prefixesIn.set(repository, known);
    known.set(cwd, prefix);
}
/** `result` of a prefix question, its prefix noted when git answered it. */
function noted(ctx, result) {
    if (result.code === 0 && ctx.repository !== null)
        notePrefix(ctx.repository, ctx.cwd, outputLines(result.stdout)[0] ?? Buffer.alloc(0));
    return result;
}
/** The lines of git's output, as bytes (a path need not be UTF-8), without their newlines. */
function outputLines(out) {
    const lines = [];
    for (let at = 0; at < out.length;) {
        const eol = out.indexOf(0x0a, at);
        lines.push(out.subarray(at, eol < 0 ? out.length : eol));
        at = eol < 0 ? out.length : eol + 1;
    }
    return lines;
}
/**
 * A prefix question answered from the prefix git printed before: alone, the
 * line itself; with HEAD, the line and `rev-parse HEAD`'s answer (which the
 * in-process reader usually gives), as git prints them together.
 */
function prefixAnswer(ctx, args) {
    const form = prefixQuestion(args);
    if (form === undefined || ctx.repository === null)
        return undefined;
    const prefix = prefixesIn.get(ctx.repository)?.get(ctx.cwd);
    if (prefix === undefined)
        return undefined;
    const line = Buffer.concat([prefix, Buffer.from('\n')]);
    if (form === 'alone')
        return Promise.resolve({ code: 0, stdout: line, stderr: '' });
    return runGit(ctx, ['rev-parse', 'HEAD']).then((head) => ({
        ...head,
        stdout: Buffer.concat([line, head.stdout]),
    }));
}
/** Answers given for every context in a repository (answerIn), the action's run long. */
const answeredIn = new WeakMap();
/**
 * Gives `answers` to every git question asked in `repository` from now on,
 * whatever context asks it (the action asks through several); undefined
 * takes them back. A context's own answers come first.
 */
function answerIn(repository, answers) {
    if (answers === undefined)
        answeredIn.delete(repository);
    else
        answeredIn.set(repository, answers);
}
function answersFor(ctx) {
    return ctx.answers ?? (ctx.repository === null ? undefined : answeredIn.get(ctx.repository));
}
function startGitIn(ctx, args, timeoutMs, ahead = false) {
    const repository = ctx.repository;
    if (repository === null)
        return undefined;
    ctx.processes = (ctx.processes ?? 0) + 1;
    const argv = [
        `--git-dir=${repository.gitDir}`,
        `--work-tree=${repository.workTree}`,
        ...hardenedConfigArgs(),
        ...hardenedCommand(args),
    ];
    const bound = Math.min(timeoutMs ?? Infinity, ctx.timeoutMs ?? GIT_TIMEOUT_MS);
    // A process started ahead waits for its input: it is this process's own child.
    const launchable = !ahead && LAUNCHED.has(args[0] ?? '');
    return startGit(ctx.cwd, argv, gitEnvironment(ctx.env), bound, launchable);
}
function aheadKey(args) {
    return args.join('\0');
}
const startedIn = new WeakMap();
/** Whether a process started ahead runs where `ctx` runs git: the same directory and environment. */
function startedWhere(ctx, started) {
    return started.cwd === ctx.cwd && started.env === ctx.env;
}
/**
 * Starts these commands now, each waiting on its stdin until the first
 * runGit with the same arguments, in the same repository, directory and
 * environment (any context object: the action's review asks through
 * several), feeds it. Why: starting git forks this process, which costs
 * more the more memory it holds (a ledger of 10,000 claims read at two
 * commits: tens of milliseconds a process), so a run that will ask these
 * once its data is read starts them while it holds little. Only commands
 * that read their input from stdin, and only those a run surely asks (what
 * none asks is ended by endAhead).
 */
function startAhead(ctx, commands) {
    const repository = ctx.repository;
    if (repository === null)
        return;
    const started = startedIn.get(repository) ?? [];
    startedIn.set(repository, started);
    const answers = answersFor(ctx);
    for (const args of commands) {
        // One answered in this process would start for nothing.
        if (answers?.covers?.(args) === true)
            continue;
        const git = startGitIn(ctx, args, undefined, true);
        if (git === undefined)
            return;
        started.push({ key: aheadKey(args), cwd: ctx.cwd, env: ctx.env, git });
    }
}
/** One process started ahead with these arguments where `ctx` runs git, taken. */
function startedFor(ctx, key) {
    const started = ctx.repository === null ? undefined : startedIn.get(ctx.repository);
    const at = started?.findIndex((s) => s.key === key && startedWhere(ctx, s)) ?? -1;
    return at < 0 ? undefined : started?.splice(at, 1)[0]?.git;
}
/**
 * Ends the processes started ahead where `ctx` runs git that no runGit took
 * (an empty input: git reads it and exits).
 */
async function endAhead(ctx) {
    const started = ctx.repository === null ? undefined : startedIn.get(ctx.repository);
    if (started === undefined)
        return;
    const left = started.filter((s) => startedWhere(ctx, s));
    startedIn.set(ctx.repository, started.filter((s) => !startedWhere(ctx, s)));
    await Promise.all(left.map(({ git }) => git.finish('')));
}
/**
 * The bodies of a `git cat-file --batch` answer, one per object asked, in
 * the order asked: it stops at the first answer that is not a whole blob (a
 * missing object, a cut output), so body i is always object i's.
 */
function batchBlobBodies(out, count) {
    const bodies = [];
    let at = 0;
    for (let i = 0; i < count; i++) {
        const eol = out.indexOf(0x0a, at);
        if (eol < 0)
            break;
        const [, type, size] = /^\S+ (\S+) (\d+)$/.exec(out.toString('latin1', at, eol)) ?? [];
        const bytes = Number(size);
        const start = eol + 1;
        if (type !== 'blob' || !Number.isSafeInteger(bytes) || start + bytes > out.length)
            break;
        bodies.push(out.subarray(start, start + bytes));
        at = start + bytes + 1;
    }
    return bodies;
}
/**
 * The blobs of a `git cat-file --batch` answer by object id: an object git
 * reports missing is left out and the rest still read (one commit's missing
 * blob does not cut another's); it stops at an answer it cannot read (a cut
 * output).
 */
function batchBlobsById(out) {
    const blobs = new Map();
    let at = 0;
    while (at < out.length) {
        const eol = out.indexOf(0x0a, at);
        if (eol < 0)
            break;
        const header = out.toString('latin1', at, eol);
        at = eol + 1;
        if (/^\S+ missing$/.test(header))
            continue;
        const [, oid = '', type, size] = /^(\S+) (\S+) (\d+)$/.exec(header) ?? [];
        const bytes = Number(size);
        if (type !== 'blob' || !Number.isSafeInteger(bytes) || at + bytes > out.length)
            break;
        blobs.set(oid, out.subarray(at, at + bytes));
        at += bytes + 1;
    }
    return blobs;
}
/**
 * The longest a git command may run: a backstop (the patterns git is given are
 * screened: ticks/triggered-since.ts classify, claims/git-anchors.ts screenPathspec),
 * far above what any command of a run takes, a fetch included. A command
 * still running then is stopped with its process group and fails.
 */
const GIT_TIMEOUT_MS = 10 * 60 * 1000;
function spawnGit(cwd, argv, env, input, timeoutMs = GIT_TIMEOUT_MS) {
    return startGit(cwd, argv, env, timeoutMs, true).finish(input);
}
/** node:child_process, loaded with the first git process (a command that starts none never does). */
function childProcess() {
    return (0,builtins/* builtin */.S)('node:child_process');
}
/**
 * The subcommands the launcher may start (git/launcher.ts): those that only
 * read, so that one asked again after the shell went away changes nothing. A
 * fetch (and its transport) is this process's own child.
 */
const LAUNCHED = new Set([
    'cat-file',
    'diff',
    'diff-tree',
    'log',
    'ls-files',
    'ls-tree',
    'merge-base',
    'rev-list',
    'rev-parse',
    'show',
    'status',
]);
/** The shell that starts git's read-only commands, once this process needs one. */
let launcher;
const STOPPING = {
    code: null,
    stdout: Buffer.alloc(0),
    stderr: 'the step is being stopped\n',
};
/**
 * git started with `argv` in `cwd`: by the launcher's shell when `launchable`
 * (whose process costs this one far less to start), else by this process.
 */
function startGit(cwd, argv, env, timeoutMs = GIT_TIMEOUT_MS, launchable = false) {
    if ((0,process_groups/* isStopping */.vH)())
        return finished(STOPPING);
    if (!launchable)
        return spawnedGit(cwd, argv, env, timeoutMs);
    return {
        finish: (input) => {
            if (launcher === undefined) {
                // The first is started here, the shell beside it: a run that asks git once (an ev
                // 0.2 review) never waits for the shell to start, and the next command finds it ready.
                launcher = new GitLauncher(startShell);
                launcher.warm(env.PATH ?? '');
                return spawnedGit(cwd, argv, env, timeoutMs).finish(input);
            }
            const job = launcher.start({ program: 'git', argv, cwd, env, input });
            const again = () => spawnedGit(cwd, argv, env, timeoutMs).finish(input);
            return job === undefined ? again() : supervised(job, timeoutMs, again);
        },
    };
}
/**
 * The launcher's shell: a group of its own (detached), no profile or rc file,
 * and PATH its only variable, so BASH_ENV and the like are never read.
 */
function startShell(path) {
    return childProcess().spawn('bash', ['--noprofile', '--norc', '-s'], {
        stdio: ['pipe', 'pipe', 'ignore'],
        env: { PATH: path },
        detached: process.platform !== 'win32',
    });
}
/**
 * A launched job's result, bounded by `timeoutMs` as a spawned git's is (its
 * group stopped, SIGTERM then SIGKILL), its group registered while it runs;
 * asked again of a git this process starts when the shell went away first.
 */
function supervised(job, timeoutMs, again) {
    let pid;
    let timedOut = false;
    const timers = [];
    const stop = (group) => {
        (0,process_groups/* killGroup */.i0)(group, 'SIGTERM');
        // A group still there after the grace is killed, and its result no longer awaited.
        timers.push(setTimeout(() => {
            (0,process_groups/* killGroup */.i0)(group, 'SIGKILL');
            job.abandon();
        }, process_groups/* STOP_GRACE_MS */.Ts));
    };
    void job.started.then((started) => {
        pid = started;
        (0,process_groups/* registerGroup */.fM)(started);
        if (timedOut)
            stop(started);
    });
    timers.push(setTimeout(() => {
        timedOut = true;
        if (pid !== undefined)
            stop(pid);
    }, timeoutMs));
    return job.ended.then((result) => {
        timers.forEach(clearTimeout);
        if (pid !== undefined) {
            (0,process_groups/* killGroup */.i0)(pid, 'SIGKILL'); // anything git left behind
            (0,process_groups/* releaseGroup */.dO)(pid);
        }
        if (!timedOut)
            return result ?? again();
        return {
            code: null,
            stdout: Buffer.alloc(0),
            stderr: `${result?.stderr ?? ''}git did not finish within ${Math.round(timeoutMs / 1000)} s: stopped with its process group\n`,
        };
    });
}
/** git started by this process itself. */
function spawnedGit(cwd, argv, env, timeoutMs = GIT_TIMEOUT_MS) {
    if ((0,process_groups/* isStopping */.vH)())
        return finished(STOPPING);
    let child;
    try {
        // A process group of its own: git and whatever it starts (a transport, a pager never) are
        // stopped together when it ends, times out, or the step is cancelled (process-groups.ts).
        child = childProcess().spawn('git', argv, {
            cwd,
            env,
            stdio: ['pipe', 'pipe', 'pipe'],
            // Windows has no process groups to signal (and would open a console for a detached child).
            detached: process.platform !== 'win32',
        });
    }
    catch (error) {
        return finished({ code: null, stdout: Buffer.alloc(0), stderr: String(error) });
    }
    const running = child;
    const result = new Promise((resolve) => {
        const pid = running.pid;
        if (pid !== undefined)
            (0,process_groups/* registerGroup */.fM)(pid);
        const out = [];
        const err = [];
        let timedOut = false;
        const timers = [
            setTimeout(() => {
                timedOut = true;
                if (pid === undefined)
                    return;
                (0,process_groups/* killGroup */.i0)(pid, 'SIGTERM');
                timers.push(setTimeout(() => (0,process_groups/* killGroup */.i0)(pid, 'SIGKILL'), process_groups/* STOP_GRACE_MS */.Ts));
            }, timeoutMs),
        ];
        const done = (result) => {
            timers.forEach(clearTimeout);
            if (pid !== undefined) {
                (0,process_groups/* killGroup */.i0)(pid, 'SIGKILL'); // anything git left behind
                (0,process_groups/* releaseGroup */.dO)(pid);
            }
            resolve(result);
        };
        running.stdout.on('data', (chunk) => out.push(chunk));
        running.stderr.on('data', (chunk) => err.push(chunk));
        running.stdin.on('error', () => undefined); // git may exit before reading everything (EPIPE)
        running.on('error', (error) => done({ code: null, stdout: Buffer.alloc(0), stderr: String(error) }));
        running.on('close', (code) => {
            const stderr = Buffer.concat(err).toString('utf8');
            done(timedOut
                ? {
                    code: null,
                    stdout: Buffer.alloc(0),
                    stderr: `${stderr}git did not finish within ${Math.round(timeoutMs / 1000)} s: stopped with its process group\n`,
                }
                : { code, stdout: Buffer.concat(out), stderr });
        });
    });
    return {
        finish: (input) => {
            running.stdin.end(input ?? '');
            return result;
        },
    };
}
function finished(result) {
    return { finish: () => Promise.resolve(result) };
}
// ---------------------------------------------------------------------------
// Locating the repository, once
// ---------------------------------------------------------------------------
/** Whether `dir` holds a `.git` entry (a directory, or a worktree's or submodule's gitfile), not followed. */
function holdsDotGit(dir) {
    const kind = (0,untrusted_file/* entryKind */.FY)((0,external_node_path_.join)(dir, '.git'));
    return kind === 'directory' || kind === 'file';
}
/** The directories from `start` down to `end` (both included), while each is a real directory; just `start` when `end` is not below it. */
function directoriesDown(start, end) {
    const dirs = [start];
    const rel = end === undefined ? '' : (0,external_node_path_.relative)(start, end);
    if (rel === '' || rel.startsWith('..'))
        return dirs;
    let dir = start;
    for (const part of rel.split(external_node_path_.sep)) {
        dir = (0,external_node_path_.join)(dir, part);
        if ((0,untrusted_file/* entryKind */.FY)(dir) !== 'directory')
            break;
        dirs.push(dir);
    }
    return dirs;
}
/** The repository whose `.git` in `dir` is a directory, known without git (LocateOptions). */
function gitDirectoryAt(dir, env) {
    if ((0,untrusted_file/* entryKind */.FY)((0,external_node_path_.join)(dir, '.git')) !== 'directory')
        return undefined;
    try {
        const workTree = external_node_fs_.realpathSync.native(dir);
        return { gitDir: (0,external_node_path_.join)(workTree, '.git'), workTree: dir, env };
    }
    catch {
        return undefined;
    }
}
/**
 * The repository, located once from `start` (the action's workspace root,
 * the CLI's directory):
 *
 * 1. the first directory from `start` down to `down` (the ledger, for a
 *    checkout into a subdirectory with `path:`) that holds a `.git` entry \u2014
 *    a name git never checks out from a commit, so the pull request cannot
 *    plant one; no link is followed on the way;
 * 2. else git's own discovery upward from `start`, with the hardened config
 *    (so a bare repository is never adopted implicitly).
 *
 * null when there is none.
 */
async function locateRepository(start, env, down, options = {}) {
    const dirs = directoriesDown(start, down);
    const explicit = dirs.find(holdsDotGit);
    if (explicit !== undefined && options.gitDirectoryAsIs === true) {
        const known = gitDirectoryAt(explicit, env);
        if (known !== undefined)
            return known;
    }
    if (explicit !== undefined) {
        const repository = { gitDir: (0,external_node_path_.join)(explicit, '.git'), workTree: explicit, env };
        // Asked in the deepest directory reached (the ledger's, when every step down is a real
        // directory): with the git dir and work tree named, git reads nothing there, and the
        // prefix it prints is the one every later question asked there gets (runGit).
        const cwd = dirs.at(-1) ?? explicit;
        // Resolves a gitfile (a worktree, a submodule) to the git directory it names.
        const named = await runGit({ repository, cwd, env }, [
            'rev-parse',
            '--absolute-git-dir',
            '--show-prefix',
        ]);
        const [gitDir, prefix] = outputLines(named.stdout);
        if (named.code !== 0 || gitDir === undefined || gitDir.length === 0)
            return null;
        const located = { gitDir: gitDir.toString('utf8'), workTree: explicit, env };
        if (prefix !== undefined)
            notePrefix(located, cwd, prefix);
        return located;
    }
    const found = await spawnGit(start, [
        ...hardenedConfigArgs(),
        'rev-parse',
        '--absolute-git-dir',
        '--show-toplevel',
        '--show-prefix',
    ], gitEnvironment(env));
    const [gitDir, workTree, prefix] = outputLines(found.stdout);
    if (found.code !== 0 || !gitDir?.length || !workTree?.length)
        return null;
    const located = { gitDir: gitDir.toString('utf8'), workTree: workTree.toString('utf8'), env };
    if (prefix !== undefined)
        notePrefix(located, start, prefix);
    return located;
}


/***/ }),

/***/ 4400:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ts: () => (/* binding */ STOP_GRACE_MS),
/* harmony export */   dO: () => (/* binding */ releaseGroup),
/* harmony export */   fM: () => (/* binding */ registerGroup),
/* harmony export */   gt: () => (/* binding */ onStop),
/* harmony export */   i0: () => (/* binding */ killGroup),
/* harmony export */   si: () => (/* binding */ listenForSignals),
/* harmony export */   vH: () => (/* binding */ isStopping)
/* harmony export */ });
/* unused harmony exports STOP_MESSAGE, SHARED_SLOTS, sharedGroupRegistry, groupsIn, exitCodeFor, stopAllGroups, stopEverything, listenForStop */
/* harmony import */ var _runner_builtins_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3395);

/** How long a stopped group gets between SIGTERM and SIGKILL. */
const STOP_GRACE_MS = 2000;
/** The stop request the main thread sends the worker (action/launch.ts). */
const STOP_MESSAGE = 'evolving:stop';
/** Slots of the shared mirror: process groups running at once (check-jobs plus a few git). */
const SHARED_SLOTS = 1024;
const live = new Set();
const hooks = new Set();
let stopping = false;
/** node:worker_threads, loaded when first asked (a CLI command that starts nothing never does). */
function threads() {
    return (0,_runner_builtins_js__WEBPACK_IMPORTED_MODULE_0__/* .builtin */ .S)('node:worker_threads');
}
/**
 * The mirror of `live` the main thread reads (a worker's `workerData.processGroups`),
 * found when the first group is registered: a command that starts none never loads
 * `worker_threads`.
 */
let shared;
function sharedMirror() {
    if (shared === undefined) {
        const { isMainThread, workerData } = threads();
        const buffer = workerData?.processGroups;
        shared = !isMainThread && buffer instanceof SharedArrayBuffer ? new Int32Array(buffer) : null;
    }
    return shared;
}
/** A buffer for a worker's `workerData.processGroups` (the main thread's copy of the list). */
function sharedGroupRegistry() {
    return new SharedArrayBuffer(SHARED_SLOTS * Int32Array.BYTES_PER_ELEMENT);
}
/** The process groups a shared registry lists. */
function groupsIn(buffer) {
    const slots = new Int32Array(buffer);
    const groups = [];
    for (let i = 0; i < slots.length; i++) {
        const pid = Atomics.load(slots, i);
        if (pid > 0)
            groups.push(pid);
    }
    return groups;
}
/** Sends `signal` to the whole process group `pid` (a no-op when it is gone). */
function killGroup(pid, signal) {
    try {
        process.kill(-pid, signal);
    }
    catch {
        // already gone
    }
}
/** Whether any process of the group is still there. */
function groupAlive(pid) {
    try {
        process.kill(-pid, 0);
        return true;
    }
    catch (error) {
        return error.code === 'EPERM';
    }
}
/** A group started by this process (the leader's pid), until `releaseGroup`. */
function registerGroup(pid) {
    live.add(pid);
    const mirror = sharedMirror();
    if (mirror === null)
        return;
    for (let i = 0; i < mirror.length; i++)
        if (Atomics.compareExchange(mirror, i, 0, pid) === 0)
            return;
    // Full: the worker still kills it; only the main thread's fallback does not see it.
}
/** The group ended (its leader exited and the group was killed). */
function releaseGroup(pid) {
    live.delete(pid);
    const mirror = sharedMirror();
    if (mirror === null)
        return;
    for (let i = 0; i < mirror.length; i++)
        if (Atomics.compareExchange(mirror, i, pid, 0) === pid)
            return;
}
/** Whether the step is being stopped: no new process may start. */
function isStopping() {
    return stopping;
}
/**
 * Runs `hook` (synchronously) if the step is stopped before the returned
 * function is called: how the action puts back the step's command files and
 * the evidence files when a cancel arrives while the checks run.
 */
function onStop(hook) {
    hooks.add(hook);
    return () => void hooks.delete(hook);
}
const SIGNAL_NUMBERS = { SIGINT: 2, SIGTERM: 15 };
/** The exit code of a process stopped by `signal` (128 + its number, as a shell reports it). */
function exitCodeFor(signal) {
    return 128 + (SIGNAL_NUMBERS[signal] ?? 15);
}
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** SIGTERM to every registered group, SIGKILL to those still there after the grace. */
async function stopAllGroups(graceMs = STOP_GRACE_MS) {
    const groups = [...live];
    for (const pid of groups)
        killGroup(pid, 'SIGTERM');
    const deadline = Date.now() + graceMs;
    while (groups.some(groupAlive) && Date.now() < deadline)
        await pause(50);
    for (const pid of groups)
        killGroup(pid, 'SIGKILL');
}
/**
 * Stops the step: no process starts any more, every group is stopped, the
 * stop hooks run, and the thread exits with 128 + the signal's number.
 * `write` says what happened (a workflow warning in the action).
 */
async function stopEverything(signal, write) {
    if (stopping) {
        // A second signal: no more grace.
        for (const pid of live)
            killGroup(pid, 'SIGKILL');
        return;
    }
    stopping = true;
    const running = live.size;
    await stopAllGroups();
    for (const hook of [...hooks]) {
        try {
            hook();
        }
        catch {
            // each hook reports its own failures; the next must still run
        }
    }
    write(`Stopped by ${signal}: ${running === 1 ? '1 process group' : `${running} process groups`} still running (bound checks, git) stopped with everything they started.`);
    process.exit(exitCodeFor(signal));
}
/**
 * Listens for the stop request: the main thread's message in a worker, the
 * signals themselves otherwise (dist/action.js run directly, the CLI).
 */
function listenForStop(write) {
    const { isMainThread, parentPort } = threads();
    if (!isMainThread && parentPort !== null) {
        process.on('exit', killLiveGroups);
        const port = parentPort;
        port.on('message', (message) => {
            const request = message;
            if (request?.type === STOP_MESSAGE)
                void stopEverything(request.signal === 'SIGINT' ? 'SIGINT' : 'SIGTERM', write);
        });
        // Listening must not keep the worker alive once the action is done.
        port.unref();
        return;
    }
    listenForSignals(write);
}
/** listenForStop where the caller is surely the process's main thread (the CLI). */
function listenForSignals(write) {
    // Installed by the entry that owns the process (or the worker), not on import: a module
    // loaded into another program (a test, a tool) adds no listener to its process.
    process.on('exit', killLiveGroups);
    for (const signal of ['SIGINT', 'SIGTERM'])
        process.on(signal, () => void stopEverything(signal, write));
}
/** On exit, however it comes: every group still registered is killed. */
function killLiveGroups() {
    for (const pid of live)
        killGroup(pid, 'SIGKILL');
}


/***/ }),

/***/ 5938:
/***/ ((__unused_webpack_module, __unused_webpack___webpack_exports__, __webpack_require__) => {


// EXTERNAL MODULE: ./src/adapters/processes/process-groups.ts
var process_groups = __webpack_require__(4400);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/adapters/files/store.ts
var store = __webpack_require__(6321);
// EXTERNAL MODULE: ./src/commands/io.ts
var commands_io = __webpack_require__(3776);
// EXTERNAL MODULE: ./src/models/registry.ts + 15 modules
var registry = __webpack_require__(3384);
;// CONCATENATED MODULE: ./src/models/commands.ts
/**
 * The command functions the CLI and the pull-request bot share: which
 * command answers a name on the store at hand (ev 0.1's on decisions, ev
 * 0.2's on claims; the model comes from `detectStore`, the one place it is
 * decided), with `--cwd` applied. The CLI's dispatcher (main.ts) adds its
 * global options, help and usage errors around it; the bot (action/bot.ts)
 * calls it for the read-only commands its comments name.
 */





/** `report` previews every model the store holds (models/report.ts): no model's alone. */
const REPORT = 'report';
/** Whether `name` is a command of any model, or `report`. */
function isCommand(name) {
    return name === REPORT || (0,registry/* modelsAnswering */.tb)(name).length > 0;
}
/**
 * The options only ev 0.1's `brief` and `verify` take: where there is no store
 * to say which model is meant, one of them does (ev 0.1.32 answers
 * `verify --self-test` anywhere, and `brief --limit N` with its "no store" error).
 */
const TICKS_ONLY_OPTIONS = {
    verify: ['--self-test'],
    brief: ['--limit'],
};
function takesTicksOnlyOption(name, args) {
    const options = TICKS_ONLY_OPTIONS[name] ?? [];
    const end = args.indexOf('--');
    return (end < 0 ? args : args.slice(0, end)).some((arg) => options.some((option) => arg === option || arg.startsWith(`${option}=`)));
}
/**
 * Which model's command answers `name`: `line` and `doctor` exist only in ev
 * 0.2; `brief` and `verify` exist in both, and ev 0.2's answers on any store
 * but one holding only ev 0.1 decisions (ev 0.2.4 reads only its ledger, so
 * on a store with both it shows the claims) \u2014 unless `--ev-compat` asks for
 * an ev 0.1 release, or, with no store at all, `args` hold an option only ev
 * 0.1's command takes. The bot's command list follows the same rule.
 */
function answeringModel(name, model, evRulesGiven = false, args = []) {
    const answering = (0,registry/* modelsAnswering */.tb)(name).map((model) => model.name);
    if (!answering.includes('claims'))
        return 'ticks';
    if (!answering.includes('ticks'))
        return 'claims';
    if (model === 'none' && takesTicksOnlyOption(name, args))
        return 'ticks';
    return !evRulesGiven && model !== 'ticks' ? 'claims' : 'ticks';
}
/**
 * Runs the command `name` with its arguments (after the name), as the
 * CLI's `ev-action <name> <args>` does: `--cwd` applied (except for `report`,
 * which reads it itself), then the model's command. Throws a UsageError for
 * an unknown command or bad arguments.
 */
async function runCommand(name, args, io, options = {}) {
    if (!isCommand(name))
        throw new commands_io/* UsageError */.eb(`unknown command ${JSON.stringify(name)}`);
    // `report` reads --cwd itself: it is also the working directory its report names.
    if (name === REPORT)
        return (await Promise.all(/* import() */[__webpack_require__.e(326), __webpack_require__.e(916), __webpack_require__.e(28), __webpack_require__.e(614)]).then(__webpack_require__.bind(__webpack_require__, 8614))).report(args, io);
    const moved = withCwd(name, args, io);
    if (typeof moved === 'number')
        return moved;
    // ev 0.2 starts from the real current directory (getcwd), and names files from there; ev 0.1's
    // commands find their store themselves (the root is theirs to look for).
    const store = (0,registry/* modelsAnswering */.tb)(name).some((model) => model.name === 'claims')
        ? storeFor(realOrSelf(moved.io.cwd), options.storeAbove ?? true)
        : { model: 'none', root: moved.io.cwd };
    const model = (0,registry/* modelNamed */.XI)(answeringModel(name, store.model, options.evRulesGiven, moved.args));
    const command = await model.commands[name]();
    return command(moved.args, moved.io, store.root);
}
/** The store an ev 0.2 command reads: found from `cwd` up, or only at `cwd` when `above` is false. */
function storeFor(cwd, above) {
    const found = (0,store/* detectStore */.X8)(cwd);
    return above || found.root === cwd ? found : { model: 'none', root: cwd };
}
/**
 * `--cwd DIR` (or `--cwd=DIR`), before any `--`, runs the command in DIR as if
 * started there (beyond ev, which runs in the current directory only). A DIR
 * that is not a directory is one error naming it (exit 1).
 */
function withCwd(name, args, io) {
    const rest = [];
    let cwd;
    for (let i = 0; i < args.length; i++) {
        const arg = args[i];
        if (arg === '--') {
            rest.push(...args.slice(i));
            break;
        }
        if (arg !== '--cwd' && !arg.startsWith('--cwd=')) {
            rest.push(arg);
            continue;
        }
        if (cwd !== undefined)
            throw new commands_io/* UsageError */.eb(`${name}: the argument '--cwd' cannot be used multiple times`);
        cwd = arg === '--cwd' ? args[++i] : arg.slice('--cwd='.length);
        if (cwd === undefined || cwd === '')
            throw new commands_io/* UsageError */.eb(`${name}: --cwd needs a directory`);
    }
    if (cwd === undefined)
        return { args, io };
    const dir = (0,external_node_path_.resolve)(io.cwd, cwd);
    if (!isDirectory(dir)) {
        io.stderr(`error: --cwd ${cwd}: no such directory\n`);
        return 1;
    }
    return { args: rest, io: { ...io, cwd: dir } };
}
function realOrSelf(path) {
    try {
        return external_node_fs_.realpathSync.native(path);
    }
    catch {
        return path;
    }
}
function isDirectory(path) {
    try {
        return (0,external_node_fs_.statSync)(path).isDirectory();
    }
    catch {
        return false;
    }
}

// EXTERNAL MODULE: ./src/core/ticks/ev-rules.ts
var ev_rules = __webpack_require__(7257);
;// CONCATENATED MODULE: ./src/commands/global-options.ts
/**
 * The options every command takes, before or after the command name (clap's
 * `global = true`): `--ev-compat <version>` (which ev release's rules and
 * output to follow) and ev 0.1.32's `--color <auto|always|never>` and
 * `-p`/`--plain` (0.1.12). After `--` a word is an argument, never an option.
 */


const COLOR_CHOICES = ['auto', 'always', 'never'];
function global_options_valueOf(option, value) {
    if (value === undefined || (value.startsWith('-') && value !== '-'))
        throw new commands_io/* UsageError */.eb(`a value is required for '${option} <VALUE>'`);
    return value;
}
function evRulesOf(value) {
    if ((0,ev_rules/* isEvRules */.r9)(value))
        return value;
    throw new commands_io/* UsageError */.eb(`invalid value ${JSON.stringify(value)} for '--ev-compat <VERSION>': supported ev versions are ${ev_rules/* SUPPORTED_EV_RULES */.TB.join(', ')}`);
}
function colorOf(value) {
    const choice = COLOR_CHOICES.find((c) => c === value);
    if (choice !== undefined)
        return choice;
    throw new commands_io/* UsageError */.eb(`invalid value ${JSON.stringify(value)} for '--color <COLOR>': possible values are ${COLOR_CHOICES.join(', ')}`);
}
/** Takes the global options out of `argv`; each may be given once. */
function parseGlobalOptions(argv) {
    const options = {
        evRules: ev_rules/* DEFAULT_EV_RULES */.E9,
        evRulesGiven: false,
        color: 'auto',
        plain: false,
        rest: [],
    };
    const seen = new Set();
    const once = (option) => {
        if (seen.has(option))
            throw new commands_io/* UsageError */.eb(`the argument '${option}' cannot be used multiple times`);
        seen.add(option);
    };
    for (let i = 0; i < argv.length; i++) {
        const arg = argv[i];
        if (arg === '--') {
            options.rest.push(...argv.slice(i));
            break;
        }
        const eq = arg.indexOf('=');
        const name = arg.startsWith('--') && eq > 0 ? arg.slice(0, eq) : arg;
        if (name === '--ev-compat' || name === '--color') {
            once(name);
            const value = global_options_valueOf(name, eq > 0 ? arg.slice(eq + 1) : argv[++i]);
            if (name === '--ev-compat') {
                options.evRules = evRulesOf(value);
                options.evRulesGiven = true;
            }
            else
                options.color = colorOf(value);
        }
        else if (arg === '--plain' || arg === '-p') {
            once('--plain');
            options.plain = true;
        }
        else {
            options.rest.push(arg);
        }
    }
    // ev 0.1.2 has neither option: asking for its rules means its argument rules too.
    if (options.evRules === '0.1.2' && (seen.has('--color') || seen.has('--plain')))
        throw new commands_io/* UsageError */.eb(`unexpected argument '${seen.has('--color') ? '--color' : '--plain'}' (ev 0.1.2 has no --color or --plain; they came in 0.1.12)`);
    return options;
}
/**
 * Whether decision rows are rendered rich (colour, glyphs), as ev 0.1.32's
 * `--color always` renders them. Unlike ev, `auto` stays plain even on a
 * terminal: this CLI's output is never coloured unless asked. `--plain`,
 * `NO_COLOR` and `--color never` keep the plain, scriptable bytes.
 */
function isRich(options, noColor) {
    return options.evRules !== '0.1.2' && options.color === 'always' && !options.plain && !noColor;
}
/** ev's environment switches: set, non-empty and not `0`. */
function isSetFlag(value) {
    return value !== undefined && value !== '' && value !== '0';
}
/** The io a command runs with under these global options: their ev rules, and how rows are painted. */
function withGlobalOptions(io, options) {
    return {
        ...io,
        evRules: options.evRules,
        painter: {
            rich: isRich(options, io.env.NO_COLOR !== undefined),
            truecolor: io.env.EV_TRUECOLOR !== undefined,
            ascii: isSetFlag(io.env.EV_ASCII),
        },
    };
}

;// CONCATENATED MODULE: ./src/version.ts
/** The release of this project (kept in step with package.json by the release checklist). */
const VERSION = '0.2.0';

;// CONCATENATED MODULE: ./src/adapters/runner/standard-output.ts
/**
 * The command line's standard output and error, written to their file
 * descriptors with `fs.writeSync`.
 *
 * Why not `process.stdout`: on a pipe (how a script or CI reads a command)
 * the first use of `process.stdout` sets up a socket with Node's `net`
 * module and its streams, about 10M instructions, a tenth of what `doctor`
 * costs over Node's own start on a small ledger (docs/PERFORMANCE.md,
 * "Start-up"). Node writes to a pipe, a terminal or a file synchronously on
 * POSIX anyway, so the order and the moment of each write are the same.
 *
 * A reader that went away (`ev-action brief | head -1`: EPIPE) ends the
 * output quietly: nothing more is written to that descriptor, and the
 * command finishes with its own exit code. A descriptor left non-blocking by
 * whoever shares it (EAGAIN) is handed to `process.stdout` or
 * `process.stderr` for the rest, which waits for it to drain.
 */

/** A writer to `fd` (1 or 2 but in tests) that falls back to `stream` once the descriptor refuses a blocking write. */
function descriptorWriter(fd, stream) {
    let state = 'descriptor';
    return (text) => {
        if (state === 'closed' || text === '')
            return;
        if (state === 'stream') {
            stream().write(text);
            return;
        }
        let rest = Buffer.from(text, 'utf8');
        // Each pass writes at least one byte or leaves: bounded by the text's length.
        while (rest.length > 0) {
            let written;
            try {
                written = (0,external_node_fs_.writeSync)(fd, rest);
            }
            catch (error) {
                const code = error.code;
                if (code === 'EPIPE') {
                    state = 'closed';
                    return;
                }
                if (code !== 'EAGAIN')
                    throw error;
                state = 'stream';
                stream().write(rest);
                return;
            }
            if (written <= 0) {
                state = 'stream';
                stream().write(rest);
                return;
            }
            rest = rest.subarray(written);
        }
    };
}
/** The command line's standard output and error. */
function standardOutput() {
    return {
        stdout: descriptorWriter(1, () => process.stdout),
        stderr: descriptorWriter(2, () => process.stderr),
    };
}

;// CONCATENATED MODULE: ./src/cli/main.ts
/**
 * The CLI dispatcher: global options, help, version and usage errors (exit
 * 2) around the command functions the bot shares (commands.ts). Kept apart
 * from the entry file so tests can call it in-process.
 */





const USAGE = `usage: ev-action <command> [options]

commands:
  verify [--self-test]     verify the .evolving/ chain (ev verify); --self-test
                           recomputes the frozen golden vectors (four; ev
                           0.1.2 had three)
  check [--run] [--platform P] [--exit-on-red] [--offline] [--attest a,b]
        [--timeout SECONDS] [--jobs N]
                           evaluate every test-bound ground (ev check);
                           --timeout (beyond ev) stops a bound command and
                           records it gray; --jobs (beyond ev) runs N bound
                           commands at once, receipts still in binding order
  report [--json] [--changed PATH]... [--platform P] [--attest a,b]
         [--staleness-ref none|config|local-head] [--base REV]
                           print the PR comment and job summary the action
                           would post for the ledger here (no GitHub calls,
                           nothing run); --changed names a file the pull
                           request changes (repository-relative, repeatable);
                           --platform, --attest and --staleness-ref are the
                           action's inputs (default none, as the action's;
                           the action's staleness-ref base needs a pull
                           request's base, so it is not offered here);
                           on an ev 0.2 store, --base REV previews the
                           claims review of REV..HEAD (without it: HEAD's
                           census); exits 0 whenever it could print
  show <id>                print one tick file (ev show; with --ev-compat
                           0.1.2, then its tags)
  list                     one row per decision (ev list)
  log                      the lineage from HEAD back to genesis (ev log)
  brief [--limit N]        the live user-ruled decisions and the roads they
                           rejected; 0 shows all (ev brief)
  why <selector>           which decision and ground a test guards (ev why)
  reopen <id>              a decision with its grounds' current verdicts;
                           appends a reopen event (ev reopen)

commands on an ev 0.2 store (.evolving/ledger/), printing what ev 0.2.4
prints and exiting as it exits; they record nothing (ev's verify appends
events and ev creates .evolving/local/; these write nothing):
  brief [--json]           open claims, returned demands, grey; --json reads
                           every anchor now (status, drift, cell)
  line [--json [--stable]] the work line: closed-with-evidence, expired-bare
  doctor                   ledger integrity and the census lines
  verify [<claim>] [--json] [--full]
                           re-read the open claims' anchors (or one claim's);
                           --full includes self-evident evidence
  brief and verify answer as ev 0.1 on a store holding only ev 0.1 ticks, or
  when --ev-compat names an ev 0.1 release; on a store with both models they
  answer as ev 0.2.4 (which reads only its ledger)

options (before or after the command):
  --ev-compat VERSION      follow that ev release's rules and output: 0.1.32
                           (the default) or 0.1.2
  --color WHEN             auto, always or never: always renders list, log,
                           brief, check and reopen rows in colour, as ev
                           0.1.32 does (auto stays plain here)
  -p, --plain              plain tab-separated rows (the default)
  -h, --help               show this help
  -V, --version            show the version

option of every command (after its name):
  --cwd DIR                run in DIR instead of the current directory

Run from the repository root (where .evolving/ lives), or pass --cwd (the
ev 0.2 commands, like ev 0.2, also find .evolving/ in a parent directory).
Exit codes: 0 ok; 1 findings (verify), a gating verdict (check
--exit-on-red), or a failure (no store, an unreadable tick, no such tick);
2 usage error. check without --exit-on-red and report exit 0 whatever the
verdicts are.
`;
function processIo() {
    const { stdout, stderr } = standardOutput();
    return { cwd: process.cwd(), env: process.env, stdout, stderr };
}
async function main(argv, io) {
    let commandIo;
    let rest;
    let evRulesGiven;
    try {
        const options = parseGlobalOptions(argv);
        rest = options.rest;
        evRulesGiven = options.evRulesGiven;
        commandIo = withGlobalOptions(io, options);
    }
    catch (error) {
        if (error instanceof commands_io/* UsageError */.eb)
            return usageError(error.message, io);
        throw error;
    }
    return dispatch(rest, commandIo, evRulesGiven);
}
async function dispatch(argv, io, evRulesGiven = false) {
    const [name, ...args] = argv;
    if (name === undefined || name === '-h' || name === '--help' || name === 'help') {
        (name === undefined ? io.stderr : io.stdout)(USAGE);
        return name === undefined ? 2 : 0;
    }
    if (name === '-V' || name === '--version') {
        io.stdout(`ev-action ${VERSION} (ev 0.1.x ledgers, judged by ev ${(0,commands_io/* evRulesOf */.ug)(io)}'s rules; ev 0.2.x ledgers, read as ev 0.2.4 reads them)\n`);
        return 0;
    }
    if (!isCommand(name))
        return usageError(`unknown command ${JSON.stringify(name)}`, io);
    // After `--` a word is an argument (`show -- --help` looks up a tick named `--help`).
    const separator = args.indexOf('--');
    const flags = separator < 0 ? args : args.slice(0, separator);
    if (flags.includes('-h') || flags.includes('--help')) {
        io.stdout(USAGE);
        return 0;
    }
    try {
        return await runCommand(name, args, io, { evRulesGiven });
    }
    catch (error) {
        if (error instanceof commands_io/* UsageError */.eb)
            return usageError(error.message, io);
        throw error;
    }
}
function usageError(message, io) {
    io.stderr(`error: ${message}\n\n${USAGE}`);
    return 2;
}

;// CONCATENATED MODULE: ./src/cli/start.ts
/**
 * The command line (dist/cli.js loads it): the action's engine, run
 * from a repository root. `verify`, `check` and the read-only commands
 * (`show`, `list`, `log`, `brief`, `why`, `reopen`) match ev 0.1.2's output
 * and exit codes; `report` prints what the action would post.
 */


// Bound checks and git run in process groups of their own: Ctrl-C stops them with the CLI.
(0,process_groups/* listenForSignals */.si)((line) => void process.stderr.write(`warning: ${line}\n`));
main(process.argv.slice(2), processIo()).then((code) => {
    process.exitCode = code;
}, (error) => {
    // A bug, not bad input: still one line, never a stack trace for the user.
    process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
});


/***/ }),

/***/ 3776:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   di: () => (/* binding */ painterOf),
/* harmony export */   eb: () => (/* binding */ UsageError),
/* harmony export */   tj: () => (/* binding */ printLines),
/* harmony export */   ug: () => (/* binding */ evRulesOf)
/* harmony export */ });
/* harmony import */ var _core_ticks_ev_rules_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7257);
/* harmony import */ var _core_text_painter_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6980);


/** How a command styles decision rows (plain unless `--color always`). */
function painterOf(io) {
    return io.painter ?? _core_text_painter_js__WEBPACK_IMPORTED_MODULE_0__/* .PLAIN */ .tZ;
}
/** The ev release whose rules and output a command follows. */
function evRulesOf(io) {
    return io.evRules ?? _core_ticks_ev_rules_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_EV_RULES */ .E9;
}
/** A usage error (unknown flag, missing value): the dispatcher prints usage and exits 2. */
class UsageError extends Error {
}
/**
 * Prints lines, each with its `\n`, in one write: a ledger of thousands of
 * rows would otherwise pay a system call (and a stream round) per row.
 */
function printLines(print, lines) {
    let text = '';
    for (const line of lines)
        text += `${line}\n`;
    if (text !== '')
        print(text);
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


/***/ }),

/***/ 6980:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AR: () => (/* binding */ verdictGlyph),
/* harmony export */   Uc: () => (/* binding */ paintMeta),
/* harmony export */   Y5: () => (/* binding */ provenanceGlyph),
/* harmony export */   ZA: () => (/* binding */ paintClass),
/* harmony export */   eP: () => (/* binding */ paintId),
/* harmony export */   tZ: () => (/* binding */ PLAIN),
/* harmony export */   yW: () => (/* binding */ paintName)
/* harmony export */ });
/**
 * ev 0.1.32's human-path styling (0.1.12), used only when asked for
 * (`--color always`): a bold decision name, a dim meta line, an id with a
 * bold four-character prefix, one calm hue per meaning-class, and a
 * provenance glyph (\u25cf human, \u25cb agent proposal). Named ANSI colours by
 * default, truecolor when `EV_TRUECOLOR` is set, ASCII glyphs under
 * `EV_ASCII`. Plain output never passes through here. Pure.
 */
const PLAIN = { rich: false, truecolor: false, ascii: false };
const RESET = '\u001b[0m';
const ANSI = { attention: '33', clear: '32', informational: '90' };
const RGB = {
    attention: '214;160;80',
    clear: '139;164;124',
    informational: '133;127;117',
};
function styled(code, text) {
    return `\u001b[${code}m${text}${RESET}`;
}
/** The decision name, the headline: bold, never hue-coloured. */
function paintName(text) {
    return styled('1', text);
}
/** Status, tags, blame, edges: dim, receding behind the name. */
function paintMeta(text) {
    return styled('2', text);
}
/** The full id, never truncated: a bold prefix of four characters, then a dim tail. */
function paintId(id) {
    const chars = [...id];
    return `${paintName(chars.slice(0, 4).join(''))}${paintMeta(chars.slice(4).join(''))}`;
}
/** Text in its meaning-class's hue. */
function paintClass(painter, text, meaning) {
    return styled(painter.truecolor ? `38;2;${RGB[meaning]}` : ANSI[meaning], text);
}
/** \u25cf a human-authored decision, \u25cb an agent proposal awaiting ratification (`*`/`o` in ASCII). */
function provenanceGlyph(painter, agentProposed) {
    if (painter.ascii)
        return agentProposed ? 'o' : '*';
    return agentProposed ? '\u25cb' : '\u25cf';
}
/** \u25c6 attention, \u25c7 clear, \u00b7 informational (`*`, `o`, `.` in ASCII): a check row's lead. */
function verdictGlyph(painter, meaning) {
    const glyphs = {
        attention: ['\u25c6', '*'],
        clear: ['\u25c7', 'o'],
        informational: ['\u00b7', '.'],
    };
    return glyphs[meaning][painter.ascii ? 1 : 0];
}


/***/ }),

/***/ 3487:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $9: () => (/* binding */ gitMayMatch),
/* harmony export */   Fd: () => (/* binding */ normalizePath),
/* harmony export */   Q_: () => (/* binding */ compilePathspecList),
/* harmony export */   YK: () => (/* binding */ listSelects),
/* harmony export */   jX: () => (/* binding */ literalPathspecOf),
/* harmony export */   kM: () => (/* binding */ pathspecMatches),
/* harmony export */   kh: () => (/* binding */ pathspecListCompiler),
/* harmony export */   lr: () => (/* binding */ plainPathspec),
/* harmony export */   p0: () => (/* binding */ triggerListRefusal),
/* harmony export */   pv: () => (/* binding */ toByteString),
/* harmony export */   qt: () => (/* binding */ hasMagic),
/* harmony export */   vF: () => (/* binding */ literalPathspecs),
/* harmony export */   wP: () => (/* binding */ selectionBy)
/* harmony export */ });
/* unused harmony exports normalizePathWithin, normalizedByCopy, pathspecCompiler, compilePathspec, TRIGGER_CAPS, GIT_WILDCARDS, wildcardRuns, literalDirectory, selectionOf, WM_CASEFOLD, WM_PATHNAME, wildmatch */
/**
 * Git pathspecs, as `git rev-list <C>..HEAD -- <triggered_by\u2026>` reads a
 * binding's `triggered_by` list (docs/ev-0.1.md#triggered_since). One matcher for both uses:
 * the adapter answers `triggered_since` in memory with it (ticks/triggered-since.ts), and the
 * report decides which decisions are in context with it (change.ts), so a
 * trigger means the same thing to both.
 *
 * git's rules, from pathspec.c and tree-walk.c: each entry is relative to the
 * current directory's prefix (the ledger root inside the repository), `.`,
 * `..` and `//` are normalised away; an entry names a file, a leading
 * directory, or \u2014 with wildcards (`*`, `?`, `[\u2026]`, `\`) \u2014 a `wildmatch`
 * pattern over the whole path, where `*` crosses `/` unless the entry has
 * `glob` magic. Magic: `:(top)`/`:/` (from the repository root), `literal`,
 * `glob`, `icase`, `exclude`/`:!`/`:^` (a path matches a list when an entry
 * matches it and no exclude does; a list of excludes only starts from every
 * path). An entry git refuses (unknown magic, a path above the repository)
 * makes git fail, which ev reads as "no change": the list matches nothing.
 * `attr:` magic and absolute paths depend on the file system: unknowable here.
 *
 * Paths and patterns are "byte strings": UTF-8 bytes held one per UTF-16
 * unit (latin1), so comparisons are git's byte comparisons. Pure.
 */
/** The UTF-8 bytes of a string, one per character (how git sees a path). */
function toByteString(text) {
    return Buffer.from(text, 'utf8').toString('latin1');
}
const GLOB_SPECIAL = new Set(['*', '?', '[', '\\']);
/** Does a `triggered_by` entry use pathspec magic (a leading `:`)? */
function hasMagic(raw) {
    return raw.startsWith(':');
}
/**
 * Does git read `spec` as the path it spells, naming itself and what lies
 * below it and nothing else? A plain relative path: not empty, no magic, no
 * character git could read as a wildcard (or that no path line holds), no
 * `.`, `..` or empty part. The GIT_*_PATHSPECS switches, which change every
 * reading, are the caller's to check.
 */
function plainPathspec(spec) {
    if (spec === '' || hasMagic(spec) || /[*?[\]\\\0\r\n]/.test(spec))
        return false;
    return spec.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}
/** What normalizePathWithin changes: a leading `/`, `//`, a `.` or `..` segment. */
const NOT_NORMAL = /^\/|\/\/|(?:^|\/)\.\.?(?:\/|$)/;
/**
 * git's normalize_path_copy_len: squash `//`, drop `.` segments, resolve
 * `..` (undefined when it climbs above the top). A trailing slash is kept.
 * `prefixLength` (of the directory prefix at the start of `path`) shrinks
 * when a `..` climbs into the prefix.
 */
function normalizePathWithin(path, prefixLength) {
    // Most paths are normal already: one test instead of copying them a character at a time
    // (every bound command's words and every trigger of a large ledger pass here).
    if (!NOT_NORMAL.test(path))
        return { path, prefixLength };
    return normalizedByCopy(path, prefixLength);
}
/** normalizePathWithin a character at a time, for any path (exported for its test). */
function normalizedByCopy(path, prefixLength) {
    let out = '';
    let prefix = prefixLength;
    let i = 0;
    while (path[i] === '/')
        i++;
    for (;;) {
        if (path[i] === '.') {
            const next = path[i + 1];
            if (next === undefined)
                break; // "." at the end
            if (next === '/') {
                i += 2;
                while (path[i] === '/')
                    i++;
                continue;
            }
            if (next === '.' && (path[i + 2] === undefined || path[i + 2] === '/')) {
                i += path[i + 2] === undefined ? 2 : 3;
                while (path[i] === '/')
                    i++;
                // up one: drop the last segment of `out` (which ends with '/')
                if (out.length === 0)
                    return undefined;
                const cut = out.lastIndexOf('/', out.length - 2);
                out = cut < 0 ? '' : out.slice(0, cut + 1);
                prefix = Math.min(prefix, out.length);
                if (path[i] === undefined)
                    break;
                continue;
            }
        }
        let c;
        while ((c = path[i++]) !== undefined && c !== '/')
            out += c;
        if (c === '/') {
            out += '/';
            while (path[i] === '/')
                i++;
        }
        else
            break;
    }
    return { path: out, prefixLength: prefix };
}
/** `normalizePathWithin` without a prefix. */
function normalizePath(path) {
    return normalizePathWithin(path, 0)?.path;
}
const LONG_MAGIC = new Set([
    'top',
    'literal',
    'glob',
    'icase',
    'exclude',
]);
/** git's GIT_PATHSPEC_MAGIC characters: punctuation that may be short magic. */
const SHORT_MAGIC_CHARS = new Set([...'!"#%&\',-/:;<=>@_`~']);
const noMagic = () => ({
    top: false,
    literal: false,
    glob: false,
    icase: false,
    exclude: false,
    attr: false,
});
/** Length of the run before a character of `stop`, skipping `\x` pairs (strcspn_escaped). */
function spanEscaped(text, from, stop) {
    let i = from;
    while (i < text.length) {
        if (text[i] === '\\' && i + 1 < text.length)
            i += 2;
        else if (stop.includes(text[i]))
            break;
        else
            i++;
    }
    return Math.min(i, text.length) - from;
}
/** `:(top,icase)rest` \u2192 the magic and where the pattern starts, or undefined when git dies. */
function parseLongMagic(raw) {
    const magic = noMagic();
    let pos = 2;
    while (pos < raw.length && raw[pos] !== ')') {
        const len = spanEscaped(raw, pos, ',)');
        const word = raw.slice(pos, pos + len);
        const next = raw[pos + len] === ',' ? pos + len + 1 : pos + len;
        pos = next;
        if (len === 0)
            continue;
        if (word.startsWith('prefix:')) {
            // strtol over the whole word: optional sign, digits, nothing after.
            if (!/^prefix:[ \t\n\v\f\r]*[+-]?\d+$/.test(word))
                return undefined;
            magic.prefix = Number.parseInt(word.slice('prefix:'.length).trim(), 10);
        }
        else if (word.startsWith('attr:')) {
            magic.attr = true;
        }
        else if (LONG_MAGIC.has(word)) {
            magic[word] = true;
        }
        else
            return undefined; // "Invalid pathspec magic"
    }
    if (raw[pos] !== ')')
        return undefined; // "Missing ')'"
    return { magic, rest: raw.slice(pos + 1) };
}
/** `:/!rest`, `:^rest`, `:rest` \u2192 the magic and the pattern, or undefined when git dies. */
function parseShortMagic(raw) {
    const magic = noMagic();
    let pos = 1;
    for (; pos < raw.length && raw[pos] !== ':'; pos++) {
        const ch = raw[pos];
        if (ch === '^')
            magic.exclude = true;
        else if (!SHORT_MAGIC_CHARS.has(ch))
            break;
        else if (ch === '/')
            magic.top = true;
        else if (ch === '!')
            magic.exclude = true;
        else
            return undefined; // "Unimplemented pathspec magic"
    }
    if (raw[pos] === ':')
        pos++;
    return { magic, rest: raw.slice(pos) };
}
function parseMagic(raw) {
    if (!hasMagic(raw))
        return { magic: noMagic(), rest: raw };
    return raw[1] === '(' ? parseLongMagic(raw) : parseShortMagic(raw);
}
/** Length of the leading part without glob characters (git's simple_length). */
function simpleLength(match) {
    let n = 0;
    while (n < match.length && !GLOB_SPECIAL.has(match[n]))
        n++;
    return n;
}
/**
 * `compilePathspec` with one prefix, each entry compiled once: bindings share
 * their trigger paths, so a ledger asks about the same few entries many times.
 */
function pathspecCompiler(prefix) {
    const compiled = new Map();
    return (raw) => {
        let result = compiled.get(raw);
        if (result === undefined)
            compiled.set(raw, (result = compilePathspec(raw, prefix)));
        return result;
    };
}
/**
 * Compiles one `triggered_by` entry, given the prefix of the directory git
 * runs in (`sub/dir/` or ``). Both are taken as text and compared as bytes.
 */
function compilePathspec(raw, prefix) {
    if (entryRefusal(raw) !== undefined)
        return { kind: 'invalid' };
    const parsed = parseMagic(toByteString(raw));
    if (parsed === undefined)
        return { kind: 'invalid' };
    const { magic, rest } = parsed;
    if (magic.literal && magic.glob)
        return { kind: 'invalid' };
    if (magic.attr)
        return { kind: 'unknowable' };
    const cwd = toByteString(prefix);
    let match;
    let prefixLength;
    if (magic.prefix !== undefined) {
        if (cwd !== '')
            return { kind: 'invalid' }; // git: "'prefix' magic is supposed to be used at worktree's root"
        match = rest;
        prefixLength = magic.prefix;
    }
    else if (magic.top) {
        match = rest;
        prefixLength = 0;
    }
    else {
        if (rest.startsWith('/'))
            return { kind: 'unknowable' }; // absolute: depends on the worktree's location
        const normalized = normalizePathWithin(cwd + rest, cwd.length);
        if (normalized === undefined)
            return { kind: 'invalid' };
        match = normalized.path;
        prefixLength = normalized.prefixLength;
    }
    if (prefixLength < 0 || prefixLength > match.length)
        return { kind: 'invalid' };
    const literalLength = magic.literal ? match.length : Math.max(simpleLength(match), prefixLength);
    return {
        kind: 'pathspec',
        pathspec: {
            match,
            literalLength,
            prefixLength,
            glob: magic.glob,
            icase: magic.icase,
            exclude: magic.exclude,
        },
    };
}
// ---------------------------------------------------------------------------
// Caps: what the action agrees to match
//
// Matching is linear in the pattern times the path (the memoised wildmatch
// below), so what bounds a run's work is how many entries there are and how
// large each is. The caps are far above any ledger's (a binding lists a few
// paths of a few dozen bytes): an entry or list over one is refused \u2014 read as
// a list git refuses, which selects no change \u2014 and the evaluation reports it
// with the tick file (`triggerListRefusal`).
const TRIGGER_CAPS = {
    /** Entries in one `triggered_by` list. */
    entries: 1000,
    /** UTF-8 bytes of one entry (git's own limit on a path is 4,096). */
    bytes: 4096,
    /** `*` runs in one entry (`**` counts once): each adds a level to the matcher's work. */
    wildcards: 32,
};
/**
 * `*` runs git itself may be given in one entry. git's wildmatch backtracks
 * (`*\/*\/*\/\u2026/b` against a deep path runs for hours), so only entries the
 * in-process matcher cannot decide (`attr:` magic, an absolute path, the
 * GIT_*_PATHSPECS switches) are handed to git, and only with at most this many.
 */
const GIT_WILDCARDS = 2;
/** The `*` runs of an entry as written (`**` once, `\*` not at all): an upper bound on its wildcards. */
function wildcardRuns(raw) {
    let runs = 0;
    for (let i = 0; i < raw.length; i++) {
        const c = raw[i];
        if (c === '\\')
            i++;
        else if (c === '*') {
            runs++;
            while (raw[i + 1] === '*')
                i++;
        }
    }
    return runs;
}
/** Why one entry is over a cap, or undefined. */
function entryRefusal(raw) {
    // Cheap first: a JavaScript string never has fewer UTF-8 bytes than half its length.
    const bytes = raw.length * 3 <= TRIGGER_CAPS.bytes ? raw.length : Buffer.byteLength(raw, 'utf8');
    if (bytes > TRIGGER_CAPS.bytes)
        return `is ${bytes.toLocaleString('en-US')} bytes long, over the cap of ${TRIGGER_CAPS.bytes.toLocaleString('en-US')}`;
    const wildcards = raw.includes('*') ? wildcardRuns(raw) : 0;
    if (wildcards > TRIGGER_CAPS.wildcards)
        return `has ${wildcards} \`*\` wildcards, over the cap of ${TRIGGER_CAPS.wildcards}`;
    return undefined;
}
/**
 * Why the action does not match this list as written, or undefined: a list
 * or entry over a cap (TRIGGER_CAPS), or \u2014 when `git` says the list is handed
 * to git itself \u2014 an entry with more `*` runs than GIT_WILDCARDS. Such a list
 * is read as one git refuses: it selects no change.
 */
function triggerListRefusal(raws, git = false) {
    if (raws.length > TRIGGER_CAPS.entries)
        return {
            why: `has ${raws.length.toLocaleString('en-US')} entries, over the cap of ${TRIGGER_CAPS.entries.toLocaleString('en-US')}`,
        };
    for (let entry = 0; entry < raws.length; entry++) {
        const raw = raws[entry];
        const why = entryRefusal(raw);
        if (why !== undefined)
            return { entry, why };
        if (git && raw.includes('*')) {
            const wildcards = wildcardRuns(raw);
            if (wildcards > GIT_WILDCARDS)
                return {
                    entry,
                    why: `has ${wildcards} \`*\` wildcards and only git can match it (\`attr:\` magic, an absolute path, or a GIT_*_PATHSPECS switch): git's matcher backtracks, so the cap for git is ${GIT_WILDCARDS}`,
                };
        }
    }
    return undefined;
}
/** Whether git itself can be given these entries (triggerListRefusal for git). */
function gitMayMatch(raws) {
    return triggerListRefusal(raws, true) === undefined;
}
/**
 * The directory every path the spec matches lies in, as a byte string (`''`:
 * anywhere): the part before its first wildcard, cut at the last `/` \u2014 or the
 * whole match without wildcards. Handed to git as a literal pathspec, it
 * limits git's output to a superset of what the spec selects, without git
 * ever matching a wildcard.
 */
function literalDirectory(spec) {
    // Under icase only the directory prefix compares exactly.
    const exact = spec.icase ? spec.prefixLength : spec.literalLength;
    const literal = spec.match.slice(0, exact);
    if (exact === spec.match.length)
        return literal.replace(/\/+$/, '');
    const slash = literal.lastIndexOf('/');
    return slash < 0 ? '' : literal.slice(0, slash);
}
/**
 * git pathspecs (`:(top,literal)<dir>`) whose union holds every path these
 * lists select, or undefined when that is the whole tree (an entry that can
 * match anywhere, a list of excludes only, a list not modelled here). git
 * matches them without wildcards.
 */
function literalPathspecs(lists) {
    const dirs = new Set();
    for (const list of lists) {
        if (list.kind === 'invalid')
            continue; // selects nothing
        if (list.kind === 'unknowable' || list.positives.length === 0)
            return undefined;
        for (const { spec } of list.positives) {
            const dir = literalDirectory(spec);
            if (dir === '')
                return undefined;
            dirs.add(dir);
        }
    }
    return [...dirs].map((dir) => `:(top,literal)${Buffer.from(dir, 'latin1').toString('utf8')}`);
}
/**
 * A literal pathspec (`:(literal)<dir>`, relative to git's working directory
 * as the entry is) under which lies everything a plain entry (no magic, not
 * absolute) selects; undefined when that is anywhere. It needs no prefix: git
 * normalises `..` in it as in the entry.
 */
function literalPathspecOf(raw) {
    if (hasMagic(raw) || raw.startsWith('/'))
        return undefined;
    const n = simpleLength(raw);
    let dir;
    if (n === raw.length)
        dir = raw.replace(/\/+$/, '');
    else {
        const slash = raw.lastIndexOf('/', n);
        dir = slash < 0 ? '' : raw.slice(0, slash);
        // A `.` or `..` segment after a wildcard may climb out of `dir` once git normalises it.
        if (/(?:^|\/)\.\.?(?:\/|$)/.test(raw.slice(dir.length)))
            return undefined;
    }
    return dir === '' ? undefined : `:(literal)${dir}`;
}
// ---------------------------------------------------------------------------
// Matching one path (tree-walk.c: match_entry, match_dir_prefix, git_fnmatch)
function foldAscii(c) {
    const code = c.charCodeAt(0);
    return code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : c;
}
/** The first `n` bytes of `a` and `b` agree: exactly within the prefix, case-insensitively after it under icase. */
function sameStart(spec, a, b, n) {
    if (a.length < n || b.length < n)
        return false;
    const exact = spec.icase ? Math.min(n, spec.prefixLength) : n;
    for (let i = 0; i < exact; i++)
        if (a.charCodeAt(i) !== b.charCodeAt(i))
            return false;
    for (let i = exact; i < n; i++) {
        if (foldAscii(a[i]) !== foldAscii(b[i]))
            return false;
    }
    return true;
}
/**
 * Does a changed path (a blob, or a gitlink = submodule) fall under the
 * pathspec, ignoring its `exclude` flag? The path is repository-relative.
 */
function pathspecMatches(spec, path, gitlink = false) {
    const { match } = spec;
    if (match === '')
        return true;
    if (sameStart(spec, path, match, match.length)) {
        if (path.length === match.length)
            return true;
        if (match.endsWith('/') || path[match.length] === '/')
            return true;
    }
    else if (gitlink &&
        match.endsWith('/') &&
        match.length === path.length + 1 &&
        sameStart(spec, match, path, path.length)) {
        return true; // `sub/` names the submodule `sub`
    }
    if (spec.literalLength < match.length) {
        const n = spec.literalLength;
        if (!sameStart(spec, path, match, n))
            return false;
        const flags = (spec.glob ? WM_PATHNAME : 0) | (spec.icase ? WM_CASEFOLD : 0);
        return wildmatch(match.slice(n), path.slice(n), flags);
    }
    return false;
}
/**
 * Compiles a binding's `triggered_by` as git compiles the arguments of one
 * command: one entry git refuses fails the whole command.
 */
function compilePathspecList(raws, prefix) {
    return compileListWith(raws, (raw) => compilePathspec(raw, prefix));
}
function compileListWith(raws, compile) {
    if (raws.length > TRIGGER_CAPS.entries)
        return { kind: 'invalid' };
    const positives = [];
    const excludes = [];
    let unknowable = false;
    for (const raw of raws) {
        const compiled = compile(raw);
        if (compiled.kind === 'invalid')
            return { kind: 'invalid' };
        if (compiled.kind === 'unknowable')
            unknowable = true;
        else
            (compiled.pathspec.exclude ? excludes : positives).push({ raw, spec: compiled.pathspec });
    }
    if (unknowable)
        return { kind: 'unknowable' };
    return { kind: 'list', positives, excludes };
}
/**
 * `compilePathspecList` with one prefix, each list and each entry compiled
 * once: bindings share their trigger lists.
 */
function pathspecListCompiler(prefix) {
    const entry = pathspecCompiler(prefix);
    const lists = new Map();
    return (raws) => {
        const key = JSON.stringify(raws);
        let list = lists.get(key);
        if (list === undefined)
            lists.set(key, (list = compileListWith(raws, entry)));
        return list;
    };
}
/**
 * Does the list select a path, and through which entries? `matches` says
 * whether one entry matches the path (ignoring its exclude flag). An entry
 * matches it and no exclude does; a list of excludes only starts from every
 * path (git adds `.` from the top), and then no entry is named. Undefined
 * when the list does not select the path, or cannot be decided.
 */
function selectionBy(list, matches) {
    if (list.kind !== 'list')
        return undefined;
    if (list.excludes.some(matches))
        return undefined;
    if (list.positives.length === 0)
        return list.excludes.length > 0 ? [] : undefined;
    const selecting = list.positives.filter(matches).map((e) => e.raw);
    return selecting.length > 0 ? selecting : undefined;
}
/** `selectionBy` for one repository-relative path, as `git rev-list \u2026 -- <list>` counts a change to it. */
function selectionOf(list, path, gitlink = false) {
    return selectionBy(list, (e) => pathspecMatches(e.spec, path, gitlink));
}
/** Does the list select `path`? (`selectionOf` without the entries.) */
function listSelects(list, path, gitlink = false) {
    return selectionOf(list, path, gitlink) !== undefined;
}
// ---------------------------------------------------------------------------
// git's wildmatch (wildmatch.c), on byte strings.
/** Case-insensitive ASCII (`:(icase)`). */
const WM_CASEFOLD = 1;
/** `*` and `?` do not match `/`; `**` does, between slashes (`:(glob)`). */
const WM_PATHNAME = 2;
const MATCH = 0;
const NOMATCH = 1;
const ABORT_ALL = -1;
const ABORT_TO_STARSTAR = -2;
const isGlobSpecial = (c) => c !== undefined && GLOB_SPECIAL.has(c);
function code(c) {
    return c === undefined || c === '' ? 0 : c.charCodeAt(0);
}
function isUpper(c) {
    const n = code(c);
    return n >= 65 && n <= 90;
}
function isLower(c) {
    const n = code(c);
    return n >= 97 && n <= 122;
}
function inClass(name, c, casefold) {
    const upper = c >= 65 && c <= 90;
    const lower = c >= 97 && c <= 122;
    const digit = c >= 48 && c <= 57;
    switch (name) {
        case 'alnum':
            return upper || lower || digit;
        case 'alpha':
            return upper || lower;
        case 'blank':
            return c === 32 || c === 9;
        case 'cntrl':
            return c < 32 || c === 127;
        case 'digit':
            return digit;
        case 'graph':
            return c > 32 && c < 127;
        case 'lower':
            return lower;
        case 'print':
            return c >= 32 && c < 127;
        case 'punct':
            return c > 32 && c < 127 && !upper && !lower && !digit;
        case 'space':
            return c === 32 || (c >= 9 && c <= 13);
        case 'upper':
            return upper || (casefold && lower);
        case 'xdigit':
            return digit || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
        default:
            return undefined;
    }
}
/** `[\u2026]` at `p[pi]` (just after the `[`) against `tCh`: the new pattern index (at `]`) and whether it matched. */
function bracket(p, start, tCh, flags) {
    const casefold = (flags & WM_CASEFOLD) !== 0;
    let pi = start;
    let pCh = p[pi] ?? '';
    if (pCh === '^')
        pCh = '!';
    const negated = pCh === '!';
    if (negated)
        pCh = p[++pi] ?? '';
    let prev = '';
    let matched = false;
    const t = code(tCh);
    for (;;) {
        if (pCh === '')
            return ABORT_ALL;
        if (pCh === '\\') {
            pCh = p[++pi] ?? '';
            if (pCh === '')
                return ABORT_ALL;
            if (tCh === pCh)
                matched = true;
        }
        else if (pCh === '-' && prev !== '' && p[pi + 1] !== undefined && p[pi + 1] !== ']') {
            pCh = p[++pi];
            if (pCh === '\\') {
                pCh = p[++pi] ?? '';
                if (pCh === '')
                    return ABORT_ALL;
            }
            if (t <= code(pCh) && t >= code(prev))
                matched = true;
            else if (casefold && isLower(tCh)) {
                const up = t - 32;
                if (up <= code(pCh) && up >= code(prev))
                    matched = true;
            }
            pCh = ''; // a range never starts another range
        }
        else if (pCh === '[' && p[pi + 1] === ':') {
            const s = pi + 2;
            let end = s;
            while (end < p.length && p[end] !== ']')
                end++;
            if (end >= p.length)
                return ABORT_ALL;
            if (end - s - 1 < 0 || p[end - 1] !== ':') {
                // No ":]": a plain '[' in the set.
                pi = s - 2;
                pCh = '[';
                if (tCh === pCh)
                    matched = true;
            }
            else {
                pi = end;
                const member = inClass(p.slice(s, end - 1), t, casefold);
                if (member === undefined)
                    return ABORT_ALL; // malformed [:class:]
                if (member)
                    matched = true;
                pCh = '';
            }
        }
        else if (tCh === pCh) {
            matched = true;
        }
        prev = pCh;
        pCh = p[++pi] ?? '';
        if (pCh === ']')
            return { pi, matched: matched !== negated };
    }
}
// Memoised. git's wildmatch (and the line-by-line port this replaced) backtracks: after
// each `*` it tries every later text position, and `*/*/*/\u2026/b` against a deep path tries
// every way of splitting the path \u2014 exponential in the number of stars (33 s at 7 stars
// on 60 directories, hours at 10). The answer of a match from pattern position `pi` and
// text position `ti` depends on nothing else, so it is computed once: `entry` holds the
// answers of the matches that start after a star (or after `**/`), `loop` those of a
// star's loop from each text position. Every (position, position) pair is decided at
// most once, with a bounded amount of work: O(pattern \u00d7 text) in all, and the answers \u2014
// git's four outcomes, aborts included \u2014 are exactly those of the backtracking order.
/** Answers stored in an Int8Array: 0 = not known yet, else the outcome + 3. */
const UNKNOWN = 0;
const stored = (outcome) => outcome + 3;
class Wildmatch {
    p;
    text;
    flags;
    casefold;
    pathname;
    /** By pattern position: the answer from each text position (`dowild(p, pi, text, ti)`). */
    entry;
    /** By pattern position after a star: the answer of the star's loop from each text position. */
    loop;
    /** The first `/` at or after each text position (text.length when none). */
    slashes;
    /**
     * Whether answers are kept. With one run of `*` at most, no position pair is
     * ever asked twice (one loop, each try scanning to the end): nothing to keep.
     */
    memo;
    constructor(p, text, flags) {
        this.p = p;
        this.text = text;
        this.flags = flags;
        this.casefold = (flags & WM_CASEFOLD) !== 0;
        this.pathname = (flags & WM_PATHNAME) !== 0;
        const star = p.indexOf('*');
        this.memo = star >= 0 && p.lastIndexOf('*') > star && wildcardRuns(p) >= 2;
    }
    /** `dowild(p, pi, text, ti)`, each (pi, ti) computed once. */
    match(pi, ti) {
        if (!this.memo)
            return this.scan(pi, ti);
        const table = this.table((this.entry ??= []), pi);
        const known = table[ti];
        if (known !== UNKNOWN)
            return known - 3;
        const outcome = this.scan(pi, ti);
        table[ti] = stored(outcome);
        return outcome;
    }
    table(tables, pi) {
        return (tables[pi] ??= new Int8Array(this.text.length + 1));
    }
    /** The next `/` at or after `ti`, or -1. */
    nextSlash(ti) {
        if (!this.memo)
            return this.text.indexOf('/', ti);
        if (this.slashes === undefined) {
            const text = this.text;
            const slashes = new Int32Array(text.length + 1);
            let next = -1;
            for (let i = text.length; i >= 0; i--) {
                if (text[i] === '/')
                    next = i;
                slashes[i] = next;
            }
            this.slashes = slashes;
        }
        return this.slashes[ti];
    }
    fold(c) {
        return this.casefold && isUpper(c) ? foldAscii(c) : c;
    }
    /** wildmatch.c's dowild from (pi, ti): the pattern's run up to its next star, then the star's loop. */
    scan(pi, ti) {
        const { p, text, pathname } = this;
        for (; pi < p.length; ti++, pi++) {
            let pCh = p[pi];
            let tCh = text[ti];
            if (tCh === undefined && pCh !== '*')
                return ABORT_ALL;
            if (this.casefold) {
                if (isUpper(tCh))
                    tCh = foldAscii(tCh);
                if (isUpper(pCh))
                    pCh = foldAscii(pCh);
            }
            switch (pCh) {
                case '\\':
                    // The escaped character is compared as written (git does not fold it).
                    if (tCh !== p[++pi])
                        return NOMATCH;
                    continue;
                case '?':
                    if (pathname && tCh === '/')
                        return NOMATCH;
                    continue;
                case '*': {
                    let matchSlash;
                    if (p[++pi] === '*') {
                        const prevP = pi - 2;
                        while (p[++pi] === '*') {
                            /* skip the run */
                        }
                        if (!pathname)
                            matchSlash = true;
                        else if ((prevP < 0 || p[prevP] === '/') &&
                            (pi >= p.length || p[pi] === '/' || (p[pi] === '\\' && p[pi + 1] === '/'))) {
                            // `**/` also matches no directory at all: foo/**/bar matches foo/bar.
                            if (p[pi] === '/' && this.match(pi + 1, ti) === MATCH)
                                return MATCH;
                            matchSlash = true;
                        }
                        else
                            matchSlash = false;
                    }
                    else
                        matchSlash = !pathname;
                    if (pi >= p.length) {
                        // A trailing `**` matches everything, a trailing `*` only within the last directory.
                        return !matchSlash && this.nextSlash(ti) >= 0 ? NOMATCH : MATCH;
                    }
                    if (!matchSlash && p[pi] === '/') {
                        // One `*` then `/`: match up to the next slash.
                        const slash = this.nextSlash(ti);
                        if (slash < 0)
                            return NOMATCH;
                        ti = slash;
                        break; // the slash is consumed by the loop
                    }
                    return this.starLoop(pi, ti, matchSlash);
                }
                case '[': {
                    const result = bracket(p, pi + 1, tCh, this.flags);
                    if (result === ABORT_ALL)
                        return ABORT_ALL;
                    pi = result.pi;
                    if (!result.matched || (pathname && tCh === '/'))
                        return NOMATCH;
                    continue;
                }
                default:
                    if (tCh !== pCh)
                        return NOMATCH;
                    continue;
            }
        }
        return ti < text.length ? NOMATCH : MATCH;
    }
    /**
     * The loop after a star (pattern position `pi`, the first after the run) from
     * text position `from`: try the rest of the pattern at each later position,
     * skipping straight to the next occurrence of a literal that follows the star.
     * Its answer from a position that decides nothing is its answer from the next
     * one, so every position passed on the way gets the answer found.
     */
    starLoop(pi, from, matchSlash) {
        if (!this.memo)
            return this.plainLoop(pi, from, matchSlash);
        const { p, text } = this;
        const table = this.table((this.loop ??= []), pi);
        const literal = !isGlobSpecial(p[pi]);
        const want = literal ? this.fold(p[pi]) : '';
        const passed = [];
        let outcome;
        let ti = from;
        while (outcome === undefined) {
            const known = table[ti];
            if (known !== UNKNOWN) {
                outcome = known - 3;
                break;
            }
            passed.push(ti);
            if (ti >= text.length) {
                outcome = ABORT_ALL; // the loop ran out of text
                break;
            }
            if (literal) {
                // Advance to the next occurrence of the literal (never past a `/` for a single star).
                let t = text[ti];
                while (this.fold(t) !== want) {
                    if (!matchSlash && t === '/')
                        break;
                    ti++;
                    if (ti >= text.length)
                        break;
                    const next = table[ti];
                    if (next !== UNKNOWN) {
                        outcome = next - 3;
                        break;
                    }
                    passed.push(ti);
                    t = text[ti];
                }
                if (outcome !== undefined)
                    break;
                if (ti >= text.length || this.fold(text[ti]) !== want) {
                    outcome = NOMATCH; // no occurrence left (in this directory)
                    break;
                }
            }
            const t = this.fold(text[ti]);
            const matched = this.match(pi, ti);
            if (matched !== NOMATCH) {
                if (!matchSlash || matched !== ABORT_TO_STARSTAR)
                    outcome = matched;
            }
            else if (!matchSlash && t === '/')
                outcome = ABORT_TO_STARSTAR;
            ti++;
        }
        for (const position of passed)
            table[position] = stored(outcome);
        return outcome;
    }
    /** The star's loop as wildmatch.c runs it: enough when no position pair can come twice. */
    plainLoop(pi, ti, matchSlash) {
        const { p, text } = this;
        let t = text[ti];
        while (t !== undefined) {
            if (!isGlobSpecial(p[pi])) {
                // Advance to the next occurrence of the literal after the star.
                const want = this.fold(p[pi]);
                while ((t = text[ti]) !== undefined && (matchSlash || t !== '/')) {
                    t = this.fold(t);
                    if (t === want)
                        break;
                    ti++;
                }
                if (t !== want)
                    return NOMATCH;
            }
            const matched = this.scan(pi, ti);
            if (matched !== NOMATCH) {
                if (!matchSlash || matched !== ABORT_TO_STARSTAR)
                    return matched;
            }
            else if (!matchSlash && t === '/')
                return ABORT_TO_STARSTAR;
            t = text[++ti];
        }
        return ABORT_ALL;
    }
}
/** Does `text` match `pattern`? Without WM_PATHNAME, `*` crosses `/` (git's default for pathspecs). */
function wildmatch(pattern, text, flags = 0) {
    return new Wildmatch(pattern, text, flags).match(0, 0) === MATCH;
}


/***/ }),

/***/ 7681:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ propertyPattern)
/* harmony export */ });
/**
 * A regular expression with Unicode property classes (`\p{\u2026}`), made the
 * first time it is asked for. V8 builds an ICU set for each property as it
 * parses such a pattern, whether or not the pattern ever runs: a few
 * milliseconds of every start-up, for patterns most commands never use.
 * Given as source text, the pattern is parsed on that first use only. Pure.
 */
function propertyPattern(source, flags) {
    let pattern;
    return () => (pattern ??= new RegExp(source, flags));
}


/***/ }),

/***/ 9416:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cc: () => (/* binding */ sortedSet),
/* harmony export */   OP: () => (/* binding */ compareCodePoints),
/* harmony export */   d: () => (/* binding */ neutralizeInvisible),
/* harmony export */   i0: () => (/* binding */ isWhiteSpace),
/* harmony export */   z3: () => (/* binding */ isBlank)
/* harmony export */ });
/* harmony import */ var _property_pattern_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7681);
/**
 * Unicode facts ev relies on through Rust's standard library, written out so
 * JavaScript's different defaults cannot leak in.
 */

/**
 * Unicode `White_Space` (what Rust's `str::trim` strips). JavaScript's `trim()`
 * also strips U+FEFF, which is not white space, so it must not be used for blame.
 */
function isWhiteSpace(codePoint) {
    return ((codePoint >= 0x09 && codePoint <= 0x0d) ||
        codePoint === 0x20 ||
        codePoint === 0x85 ||
        codePoint === 0xa0 ||
        codePoint === 0x1680 ||
        (codePoint >= 0x2000 && codePoint <= 0x200a) ||
        codePoint === 0x2028 ||
        codePoint === 0x2029 ||
        codePoint === 0x202f ||
        codePoint === 0x205f ||
        codePoint === 0x3000);
}
/** True when the text is empty or holds only `White_Space` characters. */
function isBlank(text) {
    for (const ch of text) {
        if (!isWhiteSpace(ch.codePointAt(0)))
            return false;
    }
    return true;
}
/**
 * Orders UTF-16 code units as their code points would order: surrogates
 * (U+D800\u2013DFFF, which encode U+10000 and up) move above U+E000\u2013FFFF.
 */
function codePointRank(unit) {
    if (unit >= 0xe000)
        return unit - 0x800;
    if (unit >= 0xd800)
        return unit + 0x2000;
    return unit;
}
/**
 * Compares strings by Unicode code point (= UTF-8 byte order, Rust's `Ord`
 * for `String`). JavaScript's default sort compares UTF-16 units, which puts
 * U+1F600 before U+FF61; this puts it after, as ev does.
 */
function compareCodePoints(a, b) {
    const length = Math.min(a.length, b.length);
    for (let i = 0; i < length; i++) {
        const x = a.charCodeAt(i);
        const y = b.charCodeAt(i);
        if (x !== y)
            return codePointRank(x) - codePointRank(y);
    }
    return a.length - b.length;
}
/** Sorted by code point and de-duplicated (Rust's `sort` + `dedup`). */
function sortedSet(values) {
    // Most liveness sets hold one entry; skip the copy-sort-filter for them (verify hashes every tick).
    if (values.length < 2)
        return [...values];
    const sorted = [...values].sort(compareCodePoints);
    return sorted.filter((value, i) => i === 0 || value !== sorted[i - 1]);
}
/**
 * Characters a reader cannot see that still change what text means or how it
 * is laid out: every Default_Ignorable_Code_Point (zero-width spaces and
 * joiners, U+FEFF, word joiners, variation selectors, the Unicode tag
 * characters U+E0000\u2013E007F that can smuggle a hidden instruction) and every
 * Bidi_Control (U+061C, U+200E, U+200F, U+202A\u2013U+202E, U+2066\u2013U+2069: they
 * reorder what the reader sees, "Trojan Source").
 */
const INVISIBLE = (0,_property_pattern_js__WEBPACK_IMPORTED_MODULE_0__/* .propertyPattern */ .e)('[\\p{Default_Ignorable_Code_Point}\\p{Bidi_Control}]', 'gu');
const PICTOGRAPHIC = (0,_property_pattern_js__WEBPACK_IMPORTED_MODULE_0__/* .propertyPattern */ .e)('\\p{Extended_Pictographic}', 'u');
const ZWJ = 0x200d;
const VARIATION_SELECTOR_15 = 0xfe0e;
const VARIATION_SELECTOR_16 = 0xfe0f;
/** Skin tones (Fitzpatrick modifiers), which sit between a pictograph and a joiner. */
const isEmojiModifier = (cp) => cp >= 0x1f3fb && cp <= 0x1f3ff;
/** What a keycap emoji starts with (1\ufe0f\u20e3 is `1`, U+FE0F, U+20E3). */
const isKeycapBase = (cp) => (cp >= 0x30 && cp <= 0x39) || cp === 0x23 || cp === 0x2a;
/** The code point that ends just before `offset`, or undefined at the start. */
function codePointBefore(text, offset) {
    if (offset <= 0)
        return undefined;
    const low = text.charCodeAt(offset - 1);
    if (offset >= 2 && low >= 0xdc00 && low <= 0xdfff) {
        const high = text.charCodeAt(offset - 2);
        if (high >= 0xd800 && high <= 0xdbff)
            return text.codePointAt(offset - 2);
    }
    return low;
}
const isPictographic = (cp) => cp !== undefined && PICTOGRAPHIC().test(String.fromCodePoint(cp));
/**
 * The two invisible characters emoji are made of, where an emoji needs them:
 * a joiner between two pictographs (\ud83d\udc68\u200d\ud83d\udc69\u200d\ud83d\udc67), a presentation selector after a
 * pictograph or a keycap base (\u2764\ufe0f, 1\ufe0f\u20e3). Anywhere else they only hide things.
 */
function isPartOfEmoji(char, offset, text) {
    const cp = char.codePointAt(0);
    let before = codePointBefore(text, offset);
    if (cp === VARIATION_SELECTOR_15 || cp === VARIATION_SELECTOR_16)
        return before !== undefined && (isPictographic(before) || isKeycapBase(before));
    if (cp !== ZWJ)
        return false;
    let at = offset;
    // A joiner may follow a pictograph's skin tone or presentation selector.
    while (before !== undefined && (isEmojiModifier(before) || before === VARIATION_SELECTOR_16)) {
        at -= before > 0xffff ? 2 : 1;
        before = codePointBefore(text, at);
    }
    return isPictographic(before) && isPictographic(text.codePointAt(offset + 1));
}
/**
 * Replaces every invisible character (see INVISIBLE) with `replacement`
 * (U+FFFD by default, so the reader sees that something was there), except
 * the joiners and selectors inside emoji. The one place ledger text loses its
 * invisible characters: every surface (comment, summary, check run,
 * annotations, workflow commands) renders through it.
 */
function neutralizeInvisible(text, replacement = '\uFFFD') {
    return text.replace(INVISIBLE(), (char, offset, whole) => isPartOfEmoji(char, offset, whole) ? char : replacement);
}


/***/ }),

/***/ 7257:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E9: () => (/* binding */ DEFAULT_EV_RULES),
/* harmony export */   TB: () => (/* binding */ SUPPORTED_EV_RULES),
/* harmony export */   r9: () => (/* binding */ isEvRules)
/* harmony export */ });
/** The rules the action and the CLI apply when nothing else is asked for. */
const DEFAULT_EV_RULES = '0.1.32';
/** Every value `--ev-compat` accepts, oldest first. */
const SUPPORTED_EV_RULES = ['0.1.2', '0.1.32'];
function isEvRules(value) {
    return SUPPORTED_EV_RULES.includes(value);
}


/***/ }),

/***/ 8761:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ isCommitId)
/* harmony export */ });
/**
 * A commit id as it may reach git from text the change under review can
 * write (a receipt's `commit`, an event's sha): the full object name, 40
 * (SHA-1) or 64 (SHA-256) lowercase hex digits. Anything else \u2014 a short or
 * uppercase id, a revision expression, an option such as `--output=<path>` \u2014
 * is refused before git sees it. Pure.
 */
const COMMIT_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
function isCommitId(text) {
    return COMMIT_ID.test(text);
}


/***/ }),

/***/ 3384:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  XI: () => (/* binding */ modelNamed),
  tb: () => (/* binding */ modelsAnswering),
  B0: () => (/* binding */ modelsHeldBy)
});

// UNUSED EXPORTS: MODELS

// EXTERNAL MODULE: ./src/adapters/files/store.ts
var files_store = __webpack_require__(6321);
// EXTERNAL MODULE: ./src/core/claims/annotate.ts
var annotate = __webpack_require__(7885);
// EXTERNAL MODULE: ./src/core/text/unicode.ts
var unicode = __webpack_require__(9416);
;// CONCATENATED MODULE: ./src/core/claims/output.ts
/**
 * What every ev 0.2 read surface shares (docs/ev-0.2.md, "The commands"):
 * the footer, the short id, and JSON printed as serde_json's pretty printer
 * prints a `json!` value (keys in byte order, two-space indent). Pure.
 */

const FOOTER = 'ev refreshes when invoked, not in the background.';
/** The short display form of an event id: `<prefix>_<first 6 characters after the first "_">`. */
function shortId(id) {
    const underscore = id.indexOf('_');
    if (underscore < 0)
        return id;
    return id.slice(0, underscore + 1) + [...id.slice(underscore + 1)].slice(0, 6).join('');
}
/** The id of the last event, or `\u2014` for an empty ledger. */
function asOf(derived) {
    return derived.lastEventId ?? '\u2014';
}
/** `\u2014 as of <short id> \u00b7 <footer>`. */
function asOfLine(derived) {
    return `\u2014 as of ${shortId(asOf(derived))} \u00b7 ${FOOTER}`;
}
/** A JSON value as serde_json's `to_string_pretty` prints it: object keys sorted (its map is a BTreeMap). */
function prettyJson(value) {
    return JSON.stringify(sortKeys(value), null, 2);
}
function sortKeys(value) {
    if (Array.isArray(value))
        return value.map(sortKeys);
    if (value === null || typeof value !== 'object')
        return value;
    const sorted = {};
    for (const key of Object.keys(value).sort(unicode/* compareCodePoints */.OP)) {
        const item = value[key];
        if (item !== undefined)
            sorted[key] = sortKeys(item);
    }
    return sorted;
}

// EXTERNAL MODULE: ./src/core/claims/readings.ts
var readings = __webpack_require__(256);
;// CONCATENATED MODULE: ./src/core/claims/brief.ts


/** Open claims listed by the text brief; the count covers them all. */
const SHOWN = 12;
const LABEL_WIDTH = 60;
function briefText(derived) {
    let out = '';
    if (derived.demandsReturned.length > 0)
        out += `\u21a9 ${derived.demandsReturned.length} demand(s) answered \u2014 review at pause\n`;
    out += `open claims: ${derived.claims.length}\n`;
    for (const claim of derived.claims.slice(0, SHOWN))
        out += `  ${mark(claim)} ${truncate(claim.label, LABEL_WIDTH)}  [${claim.state}]\n`;
    if (derived.grey.length > 0)
        out += `grey (held/starved): ${derived.grey.length}\n`;
    return `${out}${asOfLine(derived)}\n`;
}
/** \u2299 anchored on self-evident evidence only, \u2713 anchored, \u00b7 bare, \u2013 anything else. */
function mark(claim) {
    if (claim.state === 'anchored')
        return claim.selfEvident ? '\u2299' : '\u2713';
    return claim.state === 'bare' || claim.state === 'expired-bare' ? '\u00b7' : '\u2013';
}
/** At most `width` characters (code points): a longer text keeps `width - 1` and gains `\u2026`. */
function truncate(text, width) {
    const chars = [...text];
    return chars.length <= width ? text : `${chars.slice(0, width - 1).join('')}\u2026`;
}
/** `brief --json`, from an annotated fold. */
function briefJson(derived) {
    return `${prettyJson({
        demands_returned: derived.demandsReturned.map((c) => c.id),
        open: derived.claims.map(claimJson),
        grey: derived.grey.map((c) => c.id),
        pinned: derived.thoughts.filter((t) => t.pinned).map((t) => t.label),
        as_of: asOf(derived),
    })}\n`;
}
function claimJson(claim) {
    const json = {
        id: claim.id,
        label: claim.label,
        state: claim.state,
        self_evident: claim.selfEvident,
        evidence: claim.evidence.map(evidenceJson),
        kind: claim.kind,
    };
    const reading = claim.reading;
    if (reading.slots.length > 0 || reading.concepts.length > 0)
        json.reading = {
            slots: reading.slots.map((s) => ({ depth: s.depth, lang: s.lang, reference: s.reference })),
            concepts: reading.concepts,
            empty: (0,readings/* emptySlots */.J1)(reading),
        };
    return json;
}
function evidenceJson(evidence) {
    return {
        ref: evidence.ref,
        self_evident: evidence.selfEvident,
        liveness: evidence.liveness,
        base: evidence.base,
        status: evidence.status,
        drift: evidence.drift,
        cell: evidence.cell,
    };
}

// EXTERNAL MODULE: ./src/core/claims/fold.ts
var fold = __webpack_require__(442);
// EXTERNAL MODULE: ./src/commands/io.ts
var io = __webpack_require__(3776);
;// CONCATENATED MODULE: ./src/commands/claims/args.ts
/**
 * The ev 0.2 read commands' arguments, as ev 0.2.4's clap declares them:
 * boolean flags (each at most once) and, for `verify`, one optional claim.
 */

function parseClaimsArgs(command, args, flags, positional = false) {
    const parsed = { flags: new Set() };
    let words = [];
    for (let i = 0; i < args.length; i++) {
        const arg = args[i];
        if (arg === '--') {
            words = [...words, ...args.slice(i + 1)];
            break;
        }
        if (!arg.startsWith('-') || arg === '-') {
            words.push(arg);
            continue;
        }
        if (!flags.includes(arg))
            throw new io/* UsageError */.eb(`${command}: unexpected argument ${JSON.stringify(arg)}`);
        if (parsed.flags.has(arg))
            throw new io/* UsageError */.eb(`${command}: the argument '${arg}' cannot be used multiple times`);
        parsed.flags.add(arg);
    }
    const limit = positional ? 1 : 0;
    if (words.length > limit)
        throw new io/* UsageError */.eb(`${command}: unexpected argument ${JSON.stringify(words[limit])}`);
    if (words.length === 1)
        parsed.positional = words[0];
    return parsed;
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/adapters/claims/ledger-files.ts
var ledger_files = __webpack_require__(4709);
// EXTERNAL MODULE: ./src/adapters/git/runner.ts + 1 modules
var runner = __webpack_require__(2638);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/adapters/claims/git-anchors.ts
var git_anchors = __webpack_require__(5311);
// EXTERNAL MODULE: ./src/adapters/files/untrusted-file.ts
var untrusted_file = __webpack_require__(4717);
;// CONCATENATED MODULE: ./src/adapters/claims/work-tree.ts
/**
 * The work tree as the core's `Tree` (core/claims/anchors.ts): what ev 0.2
 * reads at an anchored path when it looks in the checkout. ev joins the path
 * to the store's root and lets the operating system resolve it; so does this
 * (`realpath`: `..`, a trailing `/` after a file, a link, a missing component
 * all mean what they mean to `stat`). Then, unlike ev:
 *
 * - a file's content is read only for a pass-line, and never outside the
 *   repository's work tree or inside its git directory (or any `.git`):
 *   there such an anchor is `unreachable` \u2014 a ledger line must not turn the
 *   CLI (or the bot that runs it) into an oracle for the content of files
 *   such as `.git/config`, where a checkout keeps its token. Whether a path
 *   exists is answered anywhere, as ev answers it;
 * - a file is read bounded (ANCHOR_READ_BOUND) and never through a link
 *   (the resolved path is opened with O_NOFOLLOW): a larger file, a FIFO, a
 *   device or a socket is `unreachable`, never opened. An existence anchor
 *   opens nothing: a FIFO or a socket is `unreachable`, a device readable.
 *
 * docs/ev-0.2.md ("Where this reader differs from ev") lists these.
 */




/** The work tree under `root` (the directory holding `.evolving/`), confined to `repository`'s work tree (else `root`). */
function workTreeOf(root, repository) {
    const allowed = realOrSelf(repository?.workTree ?? root);
    const gitDir = repository === null ? undefined : realOrSelf(repository.gitDir);
    const probes = new Map();
    const directories = new Map();
    /** The real path `path` names (joined to the root as Rust's `Path::join` joins), and whether its content may be read. */
    const resolve = (path) => {
        const joined = joinedTo(root, path);
        let real;
        try {
            real = external_node_fs_.realpathSync.native(joined);
        }
        catch {
            return undefined; // what `Path::exists` answers for any failure to stat
        }
        const readable = inside(allowed, real) &&
            !(gitDir !== undefined && inside(gitDir, real)) &&
            !(0,external_node_path_.relative)(allowed, real).split(external_node_path_.sep).includes('.git');
        return { real, readable };
    };
    return {
        probe(path, text) {
            const key = `${text ? 't' : 'e'}${path}`;
            let found = probes.get(key);
            if (found === undefined)
                probes.set(key, (found = probeAt(resolve(path), text)));
            return found;
        },
        isDirectory(path) {
            let found = directories.get(path);
            if (found === undefined) {
                // One stat answers for the common case, a file; a directory is then resolved as any path is.
                found = statOf(joinedTo(root, path))?.isDirectory() === true;
                if (found) {
                    const at = resolve(path);
                    found = at !== undefined && statOf(at.real)?.isDirectory() === true;
                }
                directories.set(path, found);
            }
            return found;
        },
    };
}
/** Rust's `root.join(path)`: an absolute path replaces the root; nothing is normalised (the OS resolves `..`). */
function joinedTo(root, path) {
    return (0,external_node_path_.isAbsolute)(path) ? path : `${root}${root.endsWith(external_node_path_.sep) ? '' : external_node_path_.sep}${path}`;
}
function probeAt(at, text) {
    if (at === undefined)
        return { kind: 'absent' };
    if (!text) {
        const stats = statOf(at.real);
        if (stats === undefined)
            return { kind: 'absent' };
        const opens = stats.isFile() || stats.isCharacterDevice() || stats.isBlockDevice();
        return opens && mayRead(at.real) ? { kind: 'readable' } : { kind: 'unreadable' };
    }
    if (!at.readable)
        return { kind: 'unreadable' };
    const read = (0,untrusted_file/* readRegularFile */.XF)(at.real, git_anchors/* ANCHOR_READ_BOUND */.oW);
    if (read.ok)
        return { kind: 'file', text: read.bytes.toString('utf8') };
    // Gone between the resolve and the read: as ev would have found it a moment later.
    return read.reason === 'missing' ? { kind: 'absent' } : { kind: 'unreadable' };
}
function statOf(real) {
    try {
        return (0,external_node_fs_.statSync)(real);
    }
    catch {
        return undefined;
    }
}
function mayRead(real) {
    try {
        (0,external_node_fs_.accessSync)(real, external_node_fs_.constants.R_OK);
        return true;
    }
    catch {
        return false;
    }
}
function realOrSelf(path) {
    try {
        return external_node_fs_.realpathSync.native(path);
    }
    catch {
        return path;
    }
}
function inside(dir, path) {
    const rel = (0,external_node_path_.relative)(dir, path);
    return rel === '' || (!rel.startsWith(`..${external_node_path_.sep}`) && rel !== '..' && !(0,external_node_path_.isAbsolute)(rel));
}

// EXTERNAL MODULE: ./src/core/text/pathspec.ts
var pathspec = __webpack_require__(3487);
// EXTERNAL MODULE: ./src/adapters/git/commits.ts
var commits = __webpack_require__(5461);
// EXTERNAL MODULE: ./src/adapters/git/graph.ts
var graph = __webpack_require__(4723);
// EXTERNAL MODULE: ./src/adapters/git/history.ts
var git_history = __webpack_require__(9355);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
;// CONCATENATED MODULE: ./src/adapters/git/object-store.ts
/**
 * A repository's objects and HEAD read in this process, without git: for
 * the action and the ev 0.2 commands on the small histories people keep,
 * where starting git costs more than the whole answer (git/in-process.ts
 * answers git's questions from it). Only a plain repository is read: one
 * whose objects are its own (no alternates, no promisor remote), whose
 * history is not rewritten on the way (no replace refs or grafts; a
 * shallow file is reported, ObjectStore.shallow, and its history left to
 * git), whose refs are files (no reftable) and whose config asks for
 * nothing more (no extensions, no includes). Anything else is `undefined`
 * from openObjectStore, and git answers as before. A pack written while
 * the store is open (a fetch) is found as git finds it: when an object is
 * not found, the pack directory is read again.
 *
 * Every read is bounded: an index over PACK_BYTES_BOUND is not read here
 * (a pack is read an object at a time), an object over OBJECT_BYTES_BOUND
 * or a delta chain over DELTA_DEPTH_BOUND is unreadable. Whatever cannot
 * be read as git would read it throws ObjectStoreUnreadable, and git is
 * asked instead.
 */



/** The most bytes of one pack index read into memory here (a pack is read an object at a time). */
const PACK_BYTES_BOUND = 64 * 1024 * 1024;
/** Bytes read at an object's offset first: a commit, a tree or a delta usually fits. */
const WINDOW_BYTES = 4096;
/** The most bytes of one object read here (a larger one is git's to read). */
const OBJECT_BYTES_BOUND = 16 * 1024 * 1024;
/** The longest chain of deltas followed (git writes at most 50 by default, 250 aggressively). */
const DELTA_DEPTH_BOUND = 1000;
/** Bytes of objects kept for what is asked again and the deltas built on them (oldest dropped first). */
const CACHE_BYTES = 32 * 1024 * 1024;
/** Types and sizes kept at most (a few megabytes): past it, the kept ones are dropped. */
const INFOS_BOUND = 50_000;
/** The store holds something this reader does not read as git does: git is asked instead. */
class ObjectStoreUnreadable extends Error {
}
const TYPES = { 1: 'commit', 2: 'tree', 3: 'blob', 4: 'tag' };
const OFS_DELTA = 6;
const REF_DELTA = 7;
const OID_TEXT = /^[0-9a-f]{40}$/;
/** A ref name HEAD may point at, read as a file under the git directory: no `..`, no oddities. */
const REF_NAME = /^refs\/(?:[A-Za-z0-9_][A-Za-z0-9_.+@-]*\/)*[A-Za-z0-9_][A-Za-z0-9_.+@-]*$/;
/**
 * The objects of the repository at `gitDir`, or undefined when it uses
 * anything this reader leaves to git (see the header).
 */
function openObjectStore(gitDir) {
    try {
        if (!plainRepository(gitDir))
            return undefined;
        return new ObjectStore(gitDir, readPacks((0,external_node_path_.join)(gitDir, 'objects', 'pack')));
    }
    catch {
        return undefined;
    }
}
/** Whether git would read this repository exactly as this reader does. */
function plainRepository(gitDir) {
    const present = (path) => (0,external_node_fs_.existsSync)((0,external_node_path_.join)(gitDir, path));
    // A shallow file is read per question (ObjectStore.shallow): it changes no object, only the
    // history graph questions, which then go to git.
    if (['commondir', 'info/grafts', 'objects/info/alternates', 'reftable'].some(present))
        return false;
    if (present('refs/replace') && (0,external_node_fs_.readdirSync)((0,external_node_path_.join)(gitDir, 'refs/replace')).length > 0)
        return false;
    const config = (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(gitDir, 'config'), 'latin1');
    // Extensions (an object format, reftable, partial clone), included files and promisors
    // change what git reads: leave them to git. Read as text, so anything unclear is left too.
    if (/extensions|include|promisor|partialclone|replace/i.test(config))
        return false;
    // A format git does not know, it refuses (and the command reads no repository).
    for (const [, format] of config.matchAll(/repositoryformatversion\s*=\s*(\d+)/gi))
        if (Number(format) > 1)
            return false;
    const packedRefs = (0,external_node_path_.join)(gitDir, 'packed-refs');
    if ((0,external_node_fs_.existsSync)(packedRefs) && (0,external_node_fs_.readFileSync)(packedRefs, 'latin1').includes(' refs/replace/'))
        return false;
    return true;
}
function readPacks(dir) {
    if (!(0,external_node_fs_.existsSync)(dir))
        return [];
    // A `.promisor` pack matters only with a promisor remote, which the config names (see above).
    const packs = [];
    for (const name of (0,external_node_fs_.readdirSync)(dir)) {
        if (!name.endsWith('.idx'))
            continue;
        const pack = (0,external_node_path_.join)(dir, name.slice(0, -4) + '.pack');
        // A pack still being written has no index yet; an index without its pack, git skips too.
        if ((0,external_node_fs_.existsSync)(pack))
            packs.push({ index: (0,external_node_path_.join)(dir, name), pack });
    }
    return packs;
}
/** A version 2 pack index (version 1 is left to git). */
function readIndex(indexPath, packPath) {
    if ((0,external_node_fs_.statSync)(indexPath).size > PACK_BYTES_BOUND)
        return undefined;
    const index = (0,external_node_fs_.readFileSync)(indexPath);
    if (index.length < 8 + 256 * 4 || index.readUInt32BE(0) !== 0xff744f63)
        return undefined;
    if (index.readUInt32BE(4) !== 2)
        return undefined;
    const count = index.readUInt32BE(8 + 255 * 4);
    const names = 8 + 256 * 4;
    const offsets = names + count * 20 + count * 4;
    const largeOffsets = offsets + count * 4;
    if (index.length < largeOffsets + 40)
        return undefined;
    return {
        index,
        count,
        names,
        offsets,
        largeOffsets,
        path: packPath,
    };
}
class ObjectStore {
    gitDir;
    packFiles;
    /**
     * Objects read, by id, and resolved in a pack, by `<pack>@<offset>`: the
     * bases deltas are built on (a tree's chain is often 50 long).
     */
    cache = new Map();
    cachedBytes = 0;
    /**
     * Types and sizes found without reading bodies, by id and by `<pack>@<offset>`:
     * `ls-tree -l` asks the size of every blob of a tree at each commit, and
     * a delta's type is its base's, at the end of its chain.
     */
    infos = new Map();
    packs;
    constructor(gitDir, packFiles) {
        this.gitDir = gitDir;
        this.packFiles = packFiles;
    }
    /** How many objects the packs hold (their indexes read, as the first object read does). */
    packedObjects() {
        return this.openPacks().reduce((sum, pack) => sum + pack.count, 0);
    }
    /** The repository's config file as text (what a question that depends on it reads). */
    config() {
        return (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(this.gitDir, 'config'), 'latin1');
    }
    /**
     * Whether the repository is shallow now, as git reads it: a `shallow`
     * file, whatever it holds (a fetch may write one during a run). Any other
     * kind of entry there is unreadable here.
     */
    shallow() {
        const path = (0,external_node_path_.join)(this.gitDir, 'shallow');
        if (!(0,external_node_fs_.existsSync)(path))
            return false;
        if (!(0,external_node_fs_.statSync)(path).isFile())
            throw new ObjectStoreUnreadable('shallow');
        return true;
    }
    /** The packs, their indexes read on the first object asked (one left to git: unreadable). */
    openPacks() {
        if (this.packs === undefined) {
            const packs = [];
            for (const files of this.packFiles) {
                const pack = readIndex(files.index, files.pack);
                if (pack === undefined)
                    throw new ObjectStoreUnreadable(`pack index ${files.index}`);
                packs.push(pack);
            }
            this.packs = packs;
        }
        return this.packs;
    }
    /** The object `oid` (40 lower hex), or undefined when the repository does not hold it. */
    read(oid) {
        return this.readAtDepth(oid, 0);
    }
    /** An object by id, as the base of a chain of `depth` deltas (a REF_DELTA names its base so). */
    readAtDepth(oid, depth) {
        if (!OID_TEXT.test(oid))
            return undefined;
        const cached = this.cache.get(oid);
        if (cached !== undefined)
            return cached;
        let object = this.readPacked(oid, depth) ?? this.readLoose(oid);
        // Not found: git looks again at the pack directory before it says so.
        if (object === undefined && this.rescanPacks())
            object = this.readPacked(oid, depth);
        if (object !== undefined)
            this.remember(oid, object);
        return object;
    }
    /**
     * The type and size of `oid` (what `ls-tree -l` prints) without inflating
     * more than its header: a pack's entry header, a delta's first bytes (the
     * size it makes) and its base's type, or a loose object's first bytes.
     * Undefined when the repository does not hold it.
     */
    info(oid) {
        if (!OID_TEXT.test(oid))
            return undefined;
        const known = this.knownInfo(oid);
        if (known !== undefined)
            return known;
        const wanted = Buffer.from(oid, 'hex');
        for (let again = 0; again < 2; again++) {
            for (const pack of this.openPacks()) {
                const at = findInIndex(pack, wanted);
                if (at !== undefined)
                    return this.rememberInfo(oid, this.infoAt(pack, offsetAt(pack, at), 0));
            }
            const loose = this.looseInfo(oid);
            if (loose !== undefined)
                return this.rememberInfo(oid, loose);
            if (!this.rescanPacks())
                break;
        }
        return undefined;
    }
    /** The type and size of `oid` when found before (info, read), else undefined: nothing is read. */
    knownInfo(oid) {
        const cached = this.cache.get(oid);
        if (cached !== undefined)
            return { type: cached.type, size: cached.body.length };
        return this.infos.get(oid);
    }
    rememberInfo(key, info) {
        // An id names the same object for good; the bound keeps a huge tree from growing it further.
        if (this.infos.size >= INFOS_BOUND)
            this.infos.clear();
        this.infos.set(key, info);
        return info;
    }
    infoAt(pack, offset, depth) {
        const key = `${pack.path}@${offset}`;
        const cached = this.cache.get(key);
        if (cached !== undefined)
            return { type: cached.type, size: cached.body.length };
        const known = this.infos.get(key);
        if (known !== undefined)
            return known;
        return this.rememberInfo(key, this.infoAtUncached(pack, offset, depth));
    }
    infoAtUncached(pack, offset, depth) {
        if (depth > DELTA_DEPTH_BOUND)
            throw new ObjectStoreUnreadable('delta chain too long');
        const data = readWindow(pack, offset, WINDOW_BYTES);
        const entry = entryHeader(data, offset);
        const type = TYPES[entry.kind];
        if (type !== undefined)
            return { type, size: entry.size };
        // A delta: the size it makes is its second number, its type its base's.
        const { resultSize: size } = deltaHeader(inflatePrefix(data.subarray(entry.at)));
        const base = entry.baseOffset !== undefined
            ? this.infoAt(pack, entry.baseOffset, depth + 1)
            : this.info(entry.baseOid);
        if (base === undefined)
            throw new ObjectStoreUnreadable(`delta base ${entry.baseOid}`);
        return { type: base.type, size };
    }
    looseInfo(oid) {
        const path = (0,external_node_path_.join)(this.gitDir, 'objects', oid.slice(0, 2), oid.slice(2));
        if (!(0,external_node_fs_.existsSync)(path))
            return undefined;
        const fd = (0,external_node_fs_.openSync)(path, 'r');
        let head;
        try {
            const window = Buffer.alloc(4096);
            head = inflatePrefix(window.subarray(0, (0,external_node_fs_.readSync)(fd, window, 0, 4096, 0)));
        }
        finally {
            (0,external_node_fs_.closeSync)(fd);
        }
        const nul = head.indexOf(0);
        const [type, size] = head.toString('latin1', 0, nul < 0 ? 0 : nul).split(' ');
        if (nul < 0 || !/^\d+$/.test(size ?? ''))
            throw new ObjectStoreUnreadable(`loose object ${oid}`);
        return { type: typeOf(type), size: Number(size) };
    }
    /** Closes the packs opened (the store reads nothing more). */
    close() {
        for (const pack of this.packs ?? []) {
            if (pack.fd !== undefined)
                (0,external_node_fs_.closeSync)(pack.fd);
            pack.fd = undefined;
        }
    }
    /** The commit HEAD names, or undefined when it names none (an unborn branch). */
    head() {
        let text = (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(this.gitDir, 'HEAD'), 'latin1').trim();
        for (let depth = 0; depth < 5; depth++) {
            if (OID_TEXT.test(text))
                return text;
            const target = /^ref: (.*)$/.exec(text)?.[1];
            if (target === undefined || !REF_NAME.test(target))
                throw new ObjectStoreUnreadable(text);
            const loose = (0,external_node_path_.join)(this.gitDir, target);
            if ((0,external_node_fs_.existsSync)(loose))
                text = (0,external_node_fs_.readFileSync)(loose, 'latin1').trim();
            else
                return this.packedRef(target);
        }
        throw new ObjectStoreUnreadable('HEAD: too many symbolic refs');
    }
    packedRef(name) {
        const path = (0,external_node_path_.join)(this.gitDir, 'packed-refs');
        if (!(0,external_node_fs_.existsSync)(path))
            return undefined;
        for (const line of (0,external_node_fs_.readFileSync)(path, 'latin1').split('\n')) {
            if (line.startsWith('#') || line.startsWith('^'))
                continue;
            const space = line.indexOf(' ');
            if (line.slice(space + 1) === name)
                return line.slice(0, space);
        }
        return undefined;
    }
    remember(key, object) {
        if (this.cache.has(key))
            return;
        this.cache.set(key, object);
        this.cachedBytes += object.body.length;
        for (const [oldest, dropped] of this.cache) {
            if (this.cachedBytes <= CACHE_BYTES)
                break;
            this.cache.delete(oldest);
            this.cachedBytes -= dropped.body.length;
        }
    }
    readLoose(oid) {
        const path = (0,external_node_path_.join)(this.gitDir, 'objects', oid.slice(0, 2), oid.slice(2));
        if (!(0,external_node_fs_.existsSync)(path))
            return undefined;
        // Compressed, an object is no larger than itself (and a larger one is unreadable here anyway).
        if ((0,external_node_fs_.statSync)(path).size > OBJECT_BYTES_BOUND + 64)
            throw new ObjectStoreUnreadable('too large');
        const compressed = (0,external_node_fs_.readFileSync)(path);
        // About what the object inflates to: a loose object is rarely a tenth of it.
        const raw = inflateBounded(compressed, OBJECT_BYTES_BOUND + 64, compressed.length * 4);
        const nul = raw.indexOf(0);
        const [type, size] = raw.subarray(0, nul).toString('latin1').split(' ');
        const object = typeOf(type);
        if (nul < 0 || Number(size) !== raw.length - nul - 1)
            throw new ObjectStoreUnreadable(`loose object ${oid}`);
        return { type: object, body: raw.subarray(nul + 1) };
    }
    readPacked(oid, depth) {
        const wanted = Buffer.from(oid, 'hex');
        for (const pack of this.openPacks()) {
            const at = findInIndex(pack, wanted);
            if (at !== undefined)
                return this.readAt(pack, offsetAt(pack, at), depth);
        }
        return undefined;
    }
    /**
     * Packs written since the store was opened (a fetch during the run), read
     * as git reads them when an object is not found (reprepare_packed_git):
     * whether there are any.
     */
    rescanPacks() {
        const known = new Set(this.packFiles.map((files) => files.index));
        const added = readPacks((0,external_node_path_.join)(this.gitDir, 'objects', 'pack')).filter((files) => !known.has(files.index));
        if (added.length === 0)
            return false;
        this.packFiles = [...this.packFiles, ...added];
        if (this.packs !== undefined)
            for (const files of added) {
                const pack = readIndex(files.index, files.pack);
                if (pack === undefined)
                    throw new ObjectStoreUnreadable(`pack index ${files.index}`);
                this.packs.push(pack);
            }
        return true;
    }
    /** The object at `offset` in `pack`, its deltas applied. */
    readAt(pack, offset, depth) {
        const key = `${pack.path}@${offset}`;
        let object = this.cache.get(key);
        if (object === undefined) {
            object = this.resolveAt(pack, offset, depth);
            this.remember(key, object);
        }
        return object;
    }
    resolveAt(pack, offset, depth) {
        if (depth > DELTA_DEPTH_BOUND)
            throw new ObjectStoreUnreadable('delta chain too long');
        let data = readWindow(pack, offset, WINDOW_BYTES);
        const { kind, size, at, baseOffset, baseOid } = entryHeader(data, offset);
        if (size > OBJECT_BYTES_BOUND)
            throw new ObjectStoreUnreadable('object too large');
        let base;
        if (baseOffset !== undefined)
            base = this.readAt(pack, baseOffset, depth + 1);
        else if (baseOid !== undefined) {
            base = this.readAtDepth(baseOid, depth + 1);
            if (base === undefined)
                throw new ObjectStoreUnreadable(`delta base ${baseOid}`);
        }
        // zlib never makes `size` bytes longer than this (deflateBound, with its header and sum).
        const needed = at + size + (size >> 11) + 64;
        if (needed > data.length)
            data = readWindow(pack, offset, needed);
        const body = inflateExactly(data, at, size);
        if (base === undefined)
            return { type: TYPES[kind], body };
        return { type: base.type, body: applyDelta(base.body, body) };
    }
}
/** A pack entry's header at `offset` (`data` read there): its kind, size and delta base. */
function entryHeader(data, offset) {
    let at = 0;
    let byte = data[at++];
    const kind = (byte >> 4) & 7;
    let size = byte & 15;
    for (let shift = 4; byte & 0x80; shift += 7) {
        if (shift > 35 || at >= data.length)
            throw new ObjectStoreUnreadable('object size');
        byte = data[at++];
        size += (byte & 0x7f) * 2 ** shift;
    }
    if (kind === OFS_DELTA) {
        byte = data[at++];
        let back = byte & 0x7f;
        for (let n = 0; byte & 0x80; n++) {
            if (n > 8)
                throw new ObjectStoreUnreadable('delta offset');
            byte = data[at++];
            back = (back + 1) * 128 + (byte & 0x7f);
        }
        if (back <= 0 || back > offset)
            throw new ObjectStoreUnreadable('delta offset');
        return { kind, size, at, baseOffset: offset - back };
    }
    if (kind === REF_DELTA) {
        if (at + 20 > data.length)
            throw new ObjectStoreUnreadable('delta base');
        return { kind, size, at: at + 20, baseOid: data.toString('hex', at, at + 20) };
    }
    if (TYPES[kind] === undefined)
        throw new ObjectStoreUnreadable(`pack type ${kind}`);
    return { kind, size, at };
}
/** The first bytes a zlib stream makes, from its first bytes (a header's worth; no more is inflated). */
function inflatePrefix(data) {
    // A block's code tables come before its first byte: a little more is read until a header's
    // worth comes out.
    for (const length of [64, 1024, 4096]) {
        let out;
        try {
            out = (0,external_node_zlib_.inflateSync)(data.subarray(0, length), {
                finishFlush: external_node_zlib_.constants.Z_SYNC_FLUSH,
                maxOutputLength: 4 * 1024 * 1024,
                chunkSize: PREFIX_CHUNK_BYTES,
            });
        }
        catch {
            throw new ObjectStoreUnreadable('an object does not inflate');
        }
        if (out.length >= 64 || length >= data.length)
            return out;
    }
    throw new ObjectStoreUnreadable('an object header does not inflate');
}
/**
 * `length` bytes of the pack from `position` (fewer at its end): what one
 * object takes, read without reading the whole pack.
 */
function readWindow(pack, position, length) {
    if (pack.fd === undefined) {
        const fd = (0,external_node_fs_.openSync)(pack.path, 'r');
        pack.fd = fd;
        const header = Buffer.alloc(4);
        (0,external_node_fs_.readSync)(fd, header, 0, 4, 0);
        if (header.toString('latin1') !== 'PACK')
            throw new ObjectStoreUnreadable('pack header');
    }
    const window = Buffer.allocUnsafe(length);
    return window.subarray(0, (0,external_node_fs_.readSync)(pack.fd, window, 0, length, position));
}
function typeOf(text) {
    if (text === 'commit' || text === 'tree' || text === 'blob' || text === 'tag')
        return text;
    throw new ObjectStoreUnreadable(`object type ${text}`);
}
/** The position of `oid` in the index's sorted ids, by its fan-out bucket and a binary search. */
function findInIndex(pack, oid) {
    const { index, names } = pack;
    const first = oid[0];
    let low = first === 0 ? 0 : index.readUInt32BE(8 + (first - 1) * 4);
    let high = index.readUInt32BE(8 + first * 4);
    if (low > high || high > pack.count)
        throw new ObjectStoreUnreadable('pack index fan-out');
    while (low < high) {
        const mid = (low + high) >>> 1;
        const order = compareId(oid, index, names + mid * 20);
        if (order === 0)
            return mid;
        if (order > 0)
            low = mid + 1;
        else
            high = mid;
    }
    return undefined;
}
/**
 * `oid` against the 20 bytes at `at` in `index`, byte by byte: a lookup
 * makes a dozen of these, and `readUInt32BE`'s argument checks cost more
 * than the compare while the code is still interpreted (a short command).
 */
function compareId(oid, index, at) {
    for (let i = 0; i < 20; i++) {
        const a = oid[i];
        const b = index[at + i];
        if (a !== b)
            return a > b ? 1 : -1;
    }
    return 0;
}
function offsetAt(pack, at) {
    const small = pack.index.readUInt32BE(pack.offsets + at * 4);
    if ((small & 0x80000000) === 0)
        return small;
    const large = pack.largeOffsets + (small & 0x7fffffff) * 8;
    return pack.index.readUInt32BE(large) * 2 ** 32 + pack.index.readUInt32BE(large + 4);
}
/**
 * The stream inflated, at most `bound` bytes, into buffers of about the
 * `expected` size (MIN_CHUNK_BYTES to MAX_CHUNK_BYTES): zlib's output is a
 * view of the buffer it was inflated into, which lives as long as the view
 * does. At zlib's default size a cached 300-byte commit
 * kept a buffer of 16 kB (Node 20) or a share of one of 64 kB (Node 24)
 * outside the heap: 185 buffers, 12 MB, in one review of the bench's 0.1
 * ledger, against 24 buffers, 1.6 MB, sized like this.
 */
function inflateBounded(data, bound, expected) {
    const chunkSize = Math.min(MAX_CHUNK_BYTES, Math.max(MIN_CHUNK_BYTES, expected));
    try {
        return (0,external_node_zlib_.inflateSync)(data, { maxOutputLength: bound, chunkSize });
    }
    catch {
        throw new ObjectStoreUnreadable('an object does not inflate');
    }
}
/** zlib's smallest output buffer (Z_MIN_CHUNK). */
const MIN_CHUNK_BYTES = 64;
/**
 * The largest output buffer asked for: a size read from a pack entry's
 * header is allocated only up to this before the stream shows it is real
 * (a larger object is inflated into several, then joined).
 */
const MAX_CHUNK_BYTES = 1024 * 1024;
/** Output buffers for what a header's worth of input makes (inflatePrefix): usually under 4 kB. */
const PREFIX_CHUNK_BYTES = 4096;
/** The zlib stream at `at` (whatever follows it is the next object), which must hold `size` bytes. */
function inflateExactly(data, at, size) {
    // One buffer of the object's own size (and the byte that proves the stream no longer).
    const body = inflateBounded(data.subarray(at), size + 1, size + 1);
    if (body.length !== size)
        throw new ObjectStoreUnreadable('object size');
    return body;
}
/** A delta's two sizes (its base's, its result's, each a little-endian varint) and where its ops start. */
function deltaHeader(delta) {
    let at = 0;
    const varint = () => {
        let value = 0;
        for (let shift = 0;; shift += 7) {
            if (at >= delta.length || shift > 35)
                throw new ObjectStoreUnreadable('delta header');
            const byte = delta[at++];
            value += (byte & 0x7f) * 2 ** shift;
            if ((byte & 0x80) === 0)
                return value;
        }
    };
    const baseSize = varint();
    const resultSize = varint();
    return { baseSize, resultSize, at };
}
/** git's delta: the base's size, the result's, then copies from the base and inserted bytes. */
function applyDelta(base, delta) {
    const header = deltaHeader(delta);
    if (header.baseSize !== base.length)
        throw new ObjectStoreUnreadable('delta base size');
    // The size a delta announces is checked before it is allocated: a forged one claims gigabytes.
    const size = header.resultSize;
    let at = header.at;
    if (size > OBJECT_BYTES_BOUND)
        throw new ObjectStoreUnreadable('delta result too large');
    const out = Buffer.allocUnsafe(size);
    let written = 0;
    while (at < delta.length) {
        const op = delta[at++];
        if (op & 0x80) {
            let offset = 0;
            let size = 0;
            for (let bit = 0; bit < 4; bit++)
                if (op & (1 << bit))
                    offset += delta[at++] * 2 ** (8 * bit);
            for (let bit = 0; bit < 3; bit++)
                if (op & (0x10 << bit))
                    size += delta[at++] << (8 * bit);
            if (size === 0)
                size = 0x10000;
            if (offset + size > base.length || written + size > out.length)
                throw new ObjectStoreUnreadable('delta copy');
            written += base.copy(out, written, offset, offset + size);
        }
        else if (op !== 0) {
            if (at + op > delta.length || written + op > out.length)
                throw new ObjectStoreUnreadable('delta insert');
            written += delta.copy(out, written, at, at + op);
            at += op;
        }
        else
            throw new ObjectStoreUnreadable('delta opcode 0');
    }
    if (written !== out.length)
        throw new ObjectStoreUnreadable('delta result size');
    return out;
}

;// CONCATENATED MODULE: ./src/adapters/git/in-process.ts
/**
 * git's answers to the questions the action and the ev 0.2 commands ask
 * most, given in this process from the object store (git/object-store.ts),
 * byte for byte as git prints them. Objects and HEAD, whatever the
 * history's shape (a shallow clone's too): `cat-file` (`--batch`,
 * `--batch-check` in the formats asked, `-e`, `blob`, `-s`, `commit`) of
 * full ids, HEAD and `<id>:<path>`, `ls-tree` in the forms asked, and
 * `rev-parse HEAD` and `--is-shallow-repository`. The history, in a
 * repository that is not shallow (git's shallow file cuts it): `rev-list
 * --parents --timestamp --boundary --stdin` and plain `rev-list --stdin`
 * (revision.c's limited walk: commit-date order, first in first out, the
 * slop stop), `diff-tree --stdin -r --raw -z` without pathspecs, and
 * `merge-base --octopus --all` (commit.c's paint down to common, redundant
 * bases removed). On a small ledger, starting those processes is most of
 * a run's time (docs/PERFORMANCE.md, "Start-up").
 *
 * Anything else, and everything once READ_BOUND objects were read, is not
 * answered here (undefined): the runner starts git for it as before.
 */







/**
 * Objects read in all at most, over every question: a history past it is
 * git's to walk, and then git answers every later question too. About
 * where reading here costs what git's processes cost (a few tens of
 * microseconds an object against tens of milliseconds a process), so a
 * history that turns out longer costs at most that much more.
 */
const READ_BOUND = 1_000;
/** Bytes of objects read in all at most (each object is at most OBJECT_BYTES_BOUND). */
const READ_BYTES_BOUND = 64 * 1024 * 1024;
/** Commits whose changes one `diff-tree` lists here at most: more, and git lists them. */
const DIFF_EDGES_BOUND = 200;
const OID = /^[0-9a-f]{40}$/;
/**
 * The answers `repository`'s object store gives (openObjectStore), or
 * undefined when git must read it: a repository this reader does not read
 * as git does, or one git would refuse as not the user's own (git's
 * `safe.directory` check: no exception can be configured where git runs,
 * git/runner.ts).
 */
function inProcessAnswers(repository, bound = READ_BOUND) {
    const uid = process.getuid?.();
    if (uid === undefined || !ownedBy(uid, repository))
        return undefined;
    const store = openObjectStore(repository.gitDir);
    if (store === undefined)
        return undefined;
    return answersFrom(store, bound, READ_BYTES_BOUND, {
        pathspecSwitches: (0,runner/* pathspecSwitchesSet */.zA)(repository.env),
        workTree: repository.workTree,
    });
}
function ownedBy(uid, repository) {
    try {
        return [repository.gitDir, repository.workTree].every((path) => (0,external_node_fs_.statSync)(path).uid === uid);
    }
    catch {
        return false;
    }
}
/** The answers the object store gives, within `bound` objects read in all. */
function answersFrom(store, bound = READ_BOUND, bytes = READ_BYTES_BOUND, options = {}) {
    const budget = { left: bound, bytes };
    return {
        close: () => store.close(),
        covers: (args) => covered(args, store),
        answer(args, input, cwd) {
            if (budget.left <= 0 || budget.bytes <= 0)
                return undefined;
            try {
                const where = { ...options, atRoot: cwd !== undefined && cwd === options.workTree };
                return answerOf(new BoundedReader(store, budget), args, input ?? '', where);
            }
            catch {
                // Unreadable here (ObjectStoreUnreadable), or a file gone while read: git answers.
                return undefined;
            }
        },
    };
}
function ok(stdout) {
    if (stdout === undefined)
        return undefined;
    const out = typeof stdout === 'string' ? Buffer.from(stdout, 'latin1') : stdout;
    return { code: 0, stdout: out, stderr: '' };
}
/**
 * A repository of more objects than this may well ask more than READ_BOUND
 * reads of a run (a long history walked): its processes are started ahead
 * as before (runner.ts startAhead), for whatever git then answers, and
 * those the answers here make unneeded are ended unused.
 */
const COVERED_OBJECTS_BOUND = 4 * READ_BOUND;
/** Whether `args` is a form answered here (some of its questions may still be git's). */
function covered(args, store) {
    try {
        if (store.packedObjects() > COVERED_OBJECTS_BOUND)
            return false;
    }
    catch {
        return false;
    }
    if (same(args, graph/* DIFF_TREE */.P) || same(args.slice(0, 4), graph/* MERGE_BASE */.BI))
        return !shallowNow(store);
    if (same(args.slice(0, graph/* REV_LIST */.Vf.length), graph/* REV_LIST */.Vf) ||
        same(args, PLAIN_REV_LIST) ||
        same(args.slice(0, graph/* DIFF_NAMES */.P1.length), graph/* DIFF_NAMES */.P1))
        return !shallowNow(store);
    if (same(args, commits/* PEEL */.VH))
        return true;
    if (args[0] === 'cat-file' && args.length === 2)
        return BATCH_FORMATS.has(args[1]);
    return (LS_TREE.some((form) => same(args.slice(0, form.length), form)) ||
        REV_PARSE.some((form) => same(args, form)));
}
function shallowNow(store) {
    try {
        return store.shallow();
    }
    catch {
        return true;
    }
}
function answerOf(reader, args, input, options) {
    if (same(args, commits/* PEEL */.VH))
        return ok(batchCheck(reader, input));
    if (args[0] === 'cat-file')
        return catFile(reader, args, input);
    if (args[0] === 'ls-tree')
        return ok(lsTree(reader, args, options));
    if (args[0] === 'rev-parse')
        return ok(revParse(reader, args));
    // The history's graph: a shallow repository's is cut where git's shallow file says (a commit
    // there has no parents for git): git answers it.
    if (reader.store.shallow())
        return undefined;
    if (same(args, graph/* DIFF_TREE */.P))
        return ok(diffTrees(reader, input));
    if (same(args, PLAIN_REV_LIST))
        return ok(revList(reader, input, undefined, false));
    if (same(args.slice(0, graph/* DIFF_NAMES */.P1.length), graph/* DIFF_NAMES */.P1))
        return ok(diffNames(reader, args.slice(graph/* DIFF_NAMES */.P1.length), options));
    if (same(args.slice(0, graph/* DIFF_NAME_STATUS */.l5.length), graph/* DIFF_NAME_STATUS */.l5))
        return ok(diffNameStatus(reader, args.slice(graph/* DIFF_NAME_STATUS */.l5.length), options));
    if (same(args.slice(0, 4), graph/* MERGE_BASE */.BI) && args.length >= 6)
        return ok(mergeBases(reader, args.slice(4)));
    if (same(args.slice(0, graph/* REV_LIST */.Vf.length), graph/* REV_LIST */.Vf) && args.at(-1) === '--stdin') {
        const extra = args.slice(graph/* REV_LIST */.Vf.length, -1);
        const maxAge = /^--max-age=(\d+)$/.exec(extra[0] ?? '');
        if (extra.length > 1 || (extra.length === 1 && maxAge === null))
            return undefined;
        return ok(revList(reader, input, maxAge === null ? undefined : Number(maxAge[1])));
    }
    return undefined;
}
function same(a, b) {
    return a.length === b.length && a.every((x, i) => x === b[i]);
}
/** The store, each read counted against the budget, and commits and trees parsed once. */
class BoundedReader {
    store;
    budget;
    commits = new Map();
    trees = new Map();
    constructor(store, budget) {
        this.store = store;
        this.budget = budget;
    }
    read(oid) {
        if (--this.budget.left < 0)
            throw new ObjectStoreUnreadable('history too long to read here');
        const object = this.store.read(oid);
        this.budget.bytes -= object?.body.length ?? 0;
        if (this.budget.bytes < 0)
            throw new ObjectStoreUnreadable('objects too large to read here');
        return object;
    }
    /**
     * An object's type and size, its body not read (ObjectStore.info): one read
     * of the budget, unless the store knows it already.
     */
    info(oid) {
        const known = this.store.knownInfo(oid);
        if (known !== undefined)
            return known;
        if (--this.budget.left < 0)
            throw new ObjectStoreUnreadable('history too long to read here');
        return this.store.info(oid);
    }
    /** The commit `oid`; a missing or other object is git's to report. */
    commit(oid) {
        let commit = this.commits.get(oid);
        if (commit === undefined) {
            const object = this.read(oid);
            if (object?.type !== 'commit')
                throw new ObjectStoreUnreadable(`not a commit: ${oid}`);
            commit = parseCommit(object.body);
            this.commits.set(oid, commit);
        }
        return commit;
    }
    /** A tree's entries, parsed by `parse` the first time they are asked. */
    tree(oid, parse) {
        let entries = this.trees.get(oid);
        if (entries === undefined)
            this.trees.set(oid, (entries = parse()));
        return entries;
    }
    /** A full id or HEAD, as git names it; undefined for any other text (git reads those). */
    named(text) {
        if (OID.test(text))
            return text;
        if (text === 'HEAD')
            return this.store.head() ?? '';
        return undefined;
    }
}
function parseCommit(body) {
    const end = body.indexOf('\n\n');
    const header = body.toString('latin1', 0, end < 0 ? body.length : end).split('\n');
    const tree = /^tree ([0-9a-f]{40})$/.exec(header[0] ?? '')?.[1];
    if (tree === undefined)
        throw new ObjectStoreUnreadable('commit without a tree');
    const parents = [];
    let date = 0;
    for (const line of header.slice(1)) {
        const parent = /^parent ([0-9a-f]{40})$/.exec(line)?.[1];
        if (parent !== undefined)
            parents.push(parent);
        else if (line.startsWith('committer ')) {
            const stamp = /> (\d+)/.exec(line.slice(line.lastIndexOf('>')));
            date = stamp === null ? 0 : Number(stamp[1]);
        }
    }
    return { tree, parents, date };
}
// ---------------------------------------------------------------------------
// cat-file --batch-check
function batchCheck(reader, input) {
    let out = '';
    for (const line of linesOf(input)) {
        const commit = line.endsWith('^{commit}');
        const oid = reader.named(commit ? line.slice(0, -'^{commit}'.length) : line);
        if (oid === undefined)
            return undefined;
        const found = oid === '' ? undefined : peeled(reader, oid, commit);
        out += found === undefined ? `${line} missing\n` : `${found.oid} ${found.type}\n`;
    }
    return Buffer.from(out, 'latin1');
}
/** The object itself, or (`toCommit`) the commit its tags lead to. */
function peeled(reader, oid, toCommit) {
    let at = oid;
    for (let depth = 0; depth < 64; depth++) {
        const object = reader.read(at);
        if (object === undefined)
            return undefined;
        if (!toCommit || object.type === 'commit')
            return { oid: at, type: object.type };
        if (object.type !== 'tag')
            return undefined;
        const target = /^object ([0-9a-f]{40})$/m.exec(object.body.toString('latin1'))?.[1];
        if (target === undefined)
            throw new ObjectStoreUnreadable('tag without an object');
        at = target;
    }
    throw new ObjectStoreUnreadable('tags too deep');
}
function linesOf(input) {
    const lines = input.split('\n');
    if (lines.at(-1) === '')
        lines.pop();
    return lines;
}
// ---------------------------------------------------------------------------
// rev-list --parents --timestamp --boundary --stdin
const SEEN = 1;
const ADDED = 2;
const UNINTERESTING = 4;
const in_process_SHOWN = 8;
const CHILD_SHOWN = 16;
const BOUNDARY = 32;
const SLOP = 5;
/** `rev-list --stdin`: the commits alone, no boundary (git/pull-request.ts's commitsInHistoryOf). */
const PLAIN_REV_LIST = ['rev-list', '--stdin'];
function revList(reader, input, maxAge, withParents = true) {
    const walk = new RevisionWalk(reader);
    const pending = [];
    for (const line of linesOf(input)) {
        const negative = line.startsWith('^');
        const oid = reader.named(negative ? line.slice(1) : line);
        if (oid === undefined || oid === '')
            return undefined;
        // Every `^` marks its commit before the walk starts, whatever the order of the lines.
        if (negative)
            walk.set(oid, UNINTERESTING);
        pending.push(oid);
    }
    const limited = pending.some((oid) => walk.has(oid, UNINTERESTING));
    // A limited walk with an age limit is not one this module is asked for: git answers it.
    if (limited && maxAge !== undefined)
        return undefined;
    walk.prepare(pending);
    const listed = limited ? walk.limitList() : walk.unlimited(maxAge);
    const printed = withParents ? walk.printed(listed) : listed.map((oid) => `${oid}\n`).join('');
    return Buffer.from(printed, 'latin1');
}
/** revision.c's walk over the store, for rev-list without pathspecs. */
class RevisionWalk {
    reader;
    flags = new Map();
    parsed = new Set();
    queue = new git_history/* DateQueue */.E1();
    constructor(reader) {
        this.reader = reader;
    }
    has(oid, bits) {
        return ((this.flags.get(oid) ?? 0) & bits) !== 0;
    }
    set(oid, bits) {
        this.flags.set(oid, (this.flags.get(oid) ?? 0) | bits);
    }
    dateOf(oid) {
        return this.reader.commit(oid).date;
    }
    parse(oid) {
        this.parsed.add(oid);
        return this.reader.commit(oid);
    }
    /** prepare_revision_walk: each commit parsed once, in order, then sorted by date (stably). */
    prepare(pending) {
        const start = [];
        for (const oid of pending) {
            this.parse(oid);
            if (this.has(oid, UNINTERESTING))
                this.markParentsUninteresting(oid);
            if (this.has(oid, SEEN))
                continue;
            this.set(oid, SEEN);
            start.push(oid);
        }
        start.sort((a, b) => this.dateOf(b) - this.dateOf(a));
        for (const oid of start)
            this.queue.push(oid, this.dateOf(oid));
    }
    /** mark_parents_uninteresting: through commits already parsed, stopping at those marked. */
    markParentsUninteresting(oid) {
        const pending = [...this.reader.commit(oid).parents];
        while (pending.length > 0) {
            const commit = pending.pop();
            if (this.has(commit, UNINTERESTING))
                continue;
            this.set(commit, UNINTERESTING);
            if (this.parsed.has(commit))
                pending.push(...this.reader.commit(commit).parents);
        }
    }
    processParents(oid) {
        if (this.has(oid, ADDED))
            return;
        this.set(oid, ADDED);
        const uninteresting = this.has(oid, UNINTERESTING);
        for (const parent of this.reader.commit(oid).parents) {
            if (uninteresting)
                this.set(parent, UNINTERESTING);
            this.parse(parent);
            if (uninteresting)
                this.markParentsUninteresting(parent);
            if (this.has(parent, SEEN))
                continue;
            this.set(parent, SEEN);
            this.queue.push(parent, this.dateOf(parent));
        }
    }
    /** limit_list: the commits popped while interesting, in order, until the slop runs out. */
    limitList() {
        const listed = [];
        let lastDate = Infinity;
        let slop = SLOP;
        while (this.queue.size > 0) {
            const oid = this.queue.pop();
            this.processParents(oid);
            if (this.has(oid, UNINTERESTING)) {
                this.markParentsUninteresting(oid);
                slop = this.stillInteresting(lastDate, slop);
                if (slop > 0)
                    continue;
                break;
            }
            lastDate = this.dateOf(oid);
            listed.push(oid);
        }
        return listed.filter((oid) => !this.has(oid, UNINTERESTING));
    }
    /** still_interesting: on while an interesting commit is queued, or a newer one. */
    stillInteresting(lastDate, slop) {
        if (this.queue.size === 0)
            return 0;
        if (lastDate <= this.queue.peekDate())
            return SLOP;
        if (this.queue.some((oid) => !this.has(oid, UNINTERESTING)))
            return SLOP;
        return slop - 1;
    }
    /** get_revision_1 without limiting: a commit older than `maxAge` is passed over, its parents unread. */
    unlimited(maxAge) {
        const listed = [];
        while (this.queue.size > 0) {
            const oid = this.queue.pop();
            if (maxAge !== undefined && this.dateOf(oid) < maxAge)
                continue;
            this.processParents(oid);
            listed.push(oid);
        }
        return listed;
    }
    /** What rev-list prints: each listed commit, then the boundary (parents not shown), last found first. */
    printed(listed) {
        let out = '';
        const boundary = [];
        for (const oid of listed) {
            this.set(oid, in_process_SHOWN);
            out += lineOf(this.reader, oid, '');
            for (const parent of this.reader.commit(oid).parents) {
                if (this.has(parent, CHILD_SHOWN | in_process_SHOWN))
                    continue;
                this.set(parent, CHILD_SHOWN);
                boundary.push(parent);
            }
        }
        // create_boundary_commit_list: each taken once, the list built by prepending, then put in
        // graph order (sort_in_topological_order).
        const listedBoundary = [];
        for (const oid of boundary) {
            if (this.has(oid, in_process_SHOWN | BOUNDARY))
                continue;
            this.set(oid, BOUNDARY);
            listedBoundary.unshift(oid);
        }
        for (const oid of inGraphOrder(listedBoundary, (c) => this.reader.commit(c).parents))
            out += lineOf(this.reader, oid, '-');
        return out;
    }
}
/**
 * sort_in_topological_order in git's default (graph) order: no commit before
 * one of its children in the list; the tips taken in list order, each
 * parent right after its last child (a stack).
 */
function inGraphOrder(list, parentsOf) {
    const indegree = new Map(list.map((oid) => [oid, 1]));
    for (const oid of list)
        for (const parent of parentsOf(oid)) {
            const n = indegree.get(parent);
            if (n !== undefined && n > 0)
                indegree.set(parent, n + 1);
        }
    const stack = list.filter((oid) => indegree.get(oid) === 1).reverse();
    const sorted = [];
    while (stack.length > 0) {
        const oid = stack.pop();
        for (const parent of parentsOf(oid)) {
            const n = indegree.get(parent);
            if (n === undefined || n === 0)
                continue;
            indegree.set(parent, n - 1);
            if (n - 1 === 1)
                stack.push(parent);
        }
        indegree.set(oid, 0);
        sorted.push(oid);
    }
    return sorted;
}
function lineOf(reader, oid, mark) {
    const { date, parents } = reader.commit(oid);
    return `${date} ${mark}${oid}${parents.map((p) => ` ${p}`).join('')}\n`;
}
const S_IFMT = 0o170000;
const S_IFDIR = 0o040000;
const S_IFREG = 0o100000;
const S_IFLNK = 0o120000;
const S_IFGITLINK = 0o160000;
const NO_OID = '0'.repeat(40);
const SLASH = 0x2f;
function diffTrees(reader, input) {
    const lines = linesOf(input);
    // Each commit's trees cost several reads: a long list is git's from the start, not after
    // the budget is spent on part of it.
    if (lines.length > DIFF_EDGES_BOUND)
        return undefined;
    const out = [];
    for (const line of lines) {
        const [child, parent, ...rest] = line.split(' ');
        if (child === undefined || !OID.test(child) || rest.length > 0)
            return undefined;
        if (parent !== undefined && !OID.test(parent))
            return undefined;
        const to = reader.commit(child).tree;
        const from = parent === undefined ? undefined : reader.commit(parent).tree;
        out.push(`${child}\0`);
        diffTree(reader, from, to, '', out);
    }
    return Buffer.from(out.join(''), 'latin1');
}
/** A tree's entries, parsed once per command (a commit's tree is its parent's next door). */
function treeEntries(reader, oid) {
    if (oid === undefined)
        return [];
    return reader.tree(oid, () => {
        const object = reader.read(oid);
        if (object?.type !== 'tree')
            throw new ObjectStoreUnreadable(`not a tree: ${oid}`);
        return parseTree(object.body);
    });
}
function parseTree(body) {
    // One string for the whole tree (a character per byte): a conversion per entry costs more.
    const text = body.toString('latin1');
    const entries = [];
    let at = 0;
    while (at < text.length) {
        const space = text.indexOf(' ', at);
        const nul = text.indexOf('\0', space);
        if (space < 0 || nul < 0 || nul + 21 > text.length)
            throw new ObjectStoreUnreadable('tree');
        let octal = 0;
        for (let i = at; i < space; i++)
            octal = octal * 8 + (text.charCodeAt(i) - 0x30);
        const mode = canonical(octal);
        entries.push({
            mode,
            name: text.slice(space + 1, nul),
            id: text.slice(nul + 1, nul + 21),
            tree: mode === S_IFDIR,
        });
        at = nul + 21;
    }
    return entries;
}
/** An id as a tree holds it (20 bytes, a character each) in hex. */
function hexOf(id) {
    return Buffer.from(id, 'latin1').toString('hex');
}
/** git's canonical mode of a tree entry (canon_mode): a file is 644 or 755. */
function canonical(mode) {
    const kind = mode & S_IFMT;
    if (kind === S_IFREG)
        return S_IFREG | (mode & 0o100 ? 0o755 : 0o644);
    if (kind === S_IFLNK || kind === S_IFDIR)
        return kind;
    return S_IFGITLINK;
}
/** Tree order (base_name_compare): names compared as bytes, a tree's as if it ended in `/`. */
function compareEntries(a, b) {
    const length = Math.min(a.name.length, b.name.length);
    for (let i = 0; i < length; i++) {
        const order = a.name.charCodeAt(i) - b.name.charCodeAt(i);
        if (order !== 0)
            return order;
    }
    const next = (entry) => entry.name.length > length ? entry.name.charCodeAt(length) : entry.tree ? SLASH : 0;
    return next(a) - next(b);
}
function diffTree(reader, from, to, base, out) {
    const old = treeEntries(reader, from);
    const now = treeEntries(reader, to);
    let i = 0;
    let j = 0;
    while (i < old.length || j < now.length) {
        const a = old[i];
        const b = now[j];
        const order = a === undefined ? 1 : b === undefined ? -1 : compareEntries(a, b);
        if (order < 0) {
            gone(reader, a, base, out);
            i++;
        }
        else if (order > 0) {
            added(reader, b, base, out);
            j++;
        }
        else {
            changed(reader, a, b, base, out);
            i++;
            j++;
        }
    }
}
function gone(reader, entry, base, out) {
    if (entry.tree)
        diffTree(reader, hexOf(entry.id), undefined, `${base}${entry.name}/`, out);
    else
        out.push(raw(entry.mode, 0, hexOf(entry.id), NO_OID, 'D', base + entry.name));
}
function added(reader, entry, base, out) {
    if (entry.tree)
        diffTree(reader, undefined, hexOf(entry.id), `${base}${entry.name}/`, out);
    else
        out.push(raw(0, entry.mode, NO_OID, hexOf(entry.id), 'A', base + entry.name));
}
function changed(reader, a, b, base, out) {
    if (a.id === b.id && a.mode === b.mode)
        return;
    if (a.tree)
        return diffTree(reader, hexOf(a.id), hexOf(b.id), `${base}${a.name}/`, out);
    const status = (a.mode & S_IFMT) === (b.mode & S_IFMT) ? 'M' : 'T';
    out.push(raw(a.mode, b.mode, hexOf(a.id), hexOf(b.id), status, base + a.name));
}
function raw(from, to, a, b, status, path) {
    const mode = (m) => m.toString(8).padStart(6, '0');
    return `:${mode(from)} ${mode(to)} ${a} ${b} ${status}\0${path}\0`;
}
// ---------------------------------------------------------------------------
// merge-base --octopus --all
const PARENT1 = 1;
const PARENT2 = 2;
const STALE = 4;
const RESULT = 8;
function mergeBases(reader, texts) {
    const commits = [];
    for (const text of texts) {
        const oid = reader.named(text);
        if (oid === undefined || oid === '')
            return undefined;
        reader.commit(oid);
        commits.push(oid);
    }
    // get_octopus_merge_bases: the bases so far, met with each next commit in turn.
    let bases = [commits[0]];
    for (const next of commits.slice(1))
        bases = bases.flatMap((base) => twoBases(reader, next, base));
    const reduced = removeRedundant(reader, [...new Set(bases)]);
    if (reduced.length === 0)
        return undefined; // git exits 1: left to it to say so
    return Buffer.from(reduced.map((oid) => `${oid}\n`).join(''), 'latin1');
}
/** get_merge_bases(one, two): paint_down_to_common, then the redundant ones removed. */
function twoBases(reader, one, two) {
    if (one === two)
        return [one];
    const flags = new Map();
    const get = (oid) => flags.get(oid) ?? 0;
    const queue = new git_history/* DateQueue */.E1();
    const dateOf = (oid) => reader.commit(oid).date;
    flags.set(one, PARENT1);
    flags.set(two, get(two) | PARENT2);
    queue.push(one, dateOf(one));
    queue.push(two, dateOf(two));
    const found = [];
    while (queue.some((oid) => (get(oid) & STALE) === 0)) {
        const oid = queue.pop();
        let paint = get(oid) & (PARENT1 | PARENT2 | STALE);
        if (paint === (PARENT1 | PARENT2)) {
            if ((get(oid) & RESULT) === 0) {
                flags.set(oid, get(oid) | RESULT);
                found.push(oid);
            }
            paint |= STALE;
        }
        for (const parent of reader.commit(oid).parents) {
            if ((get(parent) & paint) === paint)
                continue;
            flags.set(parent, get(parent) | paint);
            queue.push(parent, dateOf(parent));
        }
    }
    // merge_bases_many: the results no other result's paint reached, newest first.
    const byDate = found
        .filter((oid) => (get(oid) & STALE) === 0)
        .sort((a, b) => dateOf(b) - dateOf(a));
    if (byDate.length < 2)
        return byDate;
    return removeRedundant(reader, byDate).sort((a, b) => dateOf(b) - dateOf(a));
}
/** The commits none of the others reaches (remove_redundant), in their order. */
function removeRedundant(reader, commits) {
    if (commits.length < 2)
        return [...commits];
    return commits.filter((candidate) => {
        const others = commits.filter((oid) => oid !== candidate);
        const seen = new Set(others);
        const stack = others.flatMap((oid) => reader.commit(oid).parents);
        while (stack.length > 0) {
            const oid = stack.pop();
            if (oid === candidate)
                return false;
            if (seen.has(oid))
                continue;
            seen.add(oid);
            stack.push(...reader.commit(oid).parents);
        }
        return true;
    });
}
// ---------------------------------------------------------------------------
// cat-file, ls-tree and rev-parse: objects and HEAD, whatever the history's shape
/** The `cat-file --batch` and `--batch-check` formats answered here (PEEL's is batchCheck's). */
const BATCH_FORMATS = new Set([
    '--batch',
    '--batch-check=%(objecttype) %(objectsize)',
    '--batch-check=%(objectname) %(objecttype) %(objectsize)',
]);
/** The `ls-tree` forms answered here, each followed by one revision (and pathspecs: listedDirectory). */
const LS_TREE = [
    ['ls-tree', '-r', '-t', '-l', '-z', '--full-tree', '--end-of-options'],
    ['ls-tree', '-r', '-z', '--full-tree', '--end-of-options'],
    ['ls-tree', '-z', '-l', '--full-tree', '--end-of-options'],
];
const REV_PARSE = [
    ['rev-parse', 'HEAD'],
    ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}'],
    ['rev-parse', '--is-shallow-repository'],
];
function catFile(reader, args, input) {
    if (args.length === 2 && BATCH_FORMATS.has(args[1]))
        return ok(batch(reader, args[1], input));
    if (args.length !== 4 || args[2] !== '--end-of-options')
        return undefined;
    const name = bytesOf(args[3]);
    if (args[1] === '-e')
        return exists(reader, name);
    const found = objectNamed(reader, name);
    // A missing object, or one of another type, git says so in its words: it is asked.
    if (found === undefined || found === null)
        return undefined;
    if (args[1] === '-s')
        return ok(`${found.object.body.length}\n`);
    if ((args[1] === 'blob' || args[1] === 'commit') && found.object.type === args[1])
        return ok(found.object.body);
    return undefined;
}
/** `cat-file -e <id>^{commit}`: 0 when the commit is here, 128 (git's words) when nothing is. */
function exists(reader, name) {
    if (!name.endsWith('^{commit}'))
        return undefined;
    const oid = name.slice(0, -'^{commit}'.length);
    if (!OID.test(oid))
        return undefined;
    if (reader.read(oid) === undefined)
        return {
            code: 128,
            stdout: Buffer.alloc(0),
            stderr: `fatal: Not a valid object name ${name}\n`,
        };
    // Another type, or a tag of something missing: git's message names it; git is asked.
    return peeled(reader, oid, true) === undefined ? undefined : ok('');
}
/**
 * `cat-file --batch` (each object's header, its body and a newline) or
 * `--batch-check` in one of BATCH_FORMATS, for names objectNamed reads; any
 * other name in the input leaves the whole question to git.
 */
function batch(reader, format, input) {
    const out = [];
    for (const line of linesOf(bytesOf(input))) {
        // git drops a carriage return before the newline: such a line is git's to read.
        if (line === '' || line.includes('\r'))
            return undefined;
        const found = objectNamed(reader, line);
        if (found === undefined)
            return undefined;
        if (found === null) {
            out.push(Buffer.from(`${line} missing\n`, 'latin1'));
            continue;
        }
        const { oid, object } = found;
        const size = object.body.length;
        if (format === '--batch') {
            out.push(Buffer.from(`${oid} ${object.type} ${size}\n`, 'latin1'), object.body, NEWLINE);
        }
        else {
            const named = format.startsWith('--batch-check=%(objectname)') ? `${oid} ` : '';
            out.push(Buffer.from(`${named}${object.type} ${size}\n`, 'latin1'));
        }
    }
    return Buffer.concat(out);
}
const NEWLINE = Buffer.from('\n');
/** A text as the bytes git is given (UTF-8), a character a byte: how names and paths are compared here. */
function bytesOf(text) {
    return Buffer.from(text, 'utf8').toString('latin1');
}
/**
 * The object a name names, as git's get_oid_with_context reads these
 * forms: a full id, `HEAD`, `<id or HEAD>:<path>` (the path from the root
 * of that commit's tree, get_tree_entry). null when there is none (git:
 * `missing`); undefined for any other form, which git reads.
 */
function objectNamed(reader, name) {
    const colon = name.indexOf(':');
    const revision = colon < 0 ? name : name.slice(0, colon);
    const oid = reader.named(revision);
    if (oid === undefined)
        return undefined;
    if (oid === '')
        return null;
    if (colon < 0) {
        const object = reader.read(oid);
        return object === undefined ? null : { oid, object };
    }
    const path = name.slice(colon + 1);
    // `./` and `../` are read from where git runs (resolve_relative_path): git's to read.
    if (path.startsWith('./') || path.startsWith('../'))
        return undefined;
    const at = treeEntryAt(reader, oid, path);
    if (at === null)
        return null;
    const object = reader.read(at);
    return object === undefined ? null : { oid: at, object };
}
/** The tree a tree-ish names (read_object_with_reference): tags and a commit followed; null when none. */
function treeOf(reader, oid) {
    let at = oid;
    for (let depth = 0; depth < 64; depth++) {
        const object = reader.read(at);
        if (object === undefined)
            return null;
        if (object.type === 'tree') {
            const body = object.body;
            return { oid: at, entries: reader.tree(at, () => parseTree(body)) };
        }
        if (object.type === 'blob')
            return null;
        // A commit's first line names its tree, a tag's its object.
        const first = object.body.toString('latin1', 0, Math.max(0, object.body.indexOf(0x0a)));
        const target = (object.type === 'tag' ? /^object ([0-9a-f]{40})$/ : /^tree ([0-9a-f]{40})$/).exec(first)?.[1];
        if (target === undefined)
            throw new ObjectStoreUnreadable(`${object.type} without its object`);
        at = target;
    }
    throw new ObjectStoreUnreadable('tags too deep');
}
/**
 * get_tree_entry: the id at `path` under the tree `oid` names, found as
 * find_tree_entry looks (entries in order, stopping at the first name past
 * it); null when there is none.
 */
function treeEntryAt(reader, oid, path) {
    const tree = treeOf(reader, oid);
    if (tree === null)
        return null;
    if (path === '')
        return tree.oid;
    for (const entry of tree.entries) {
        const length = entry.name.length;
        if (length > path.length)
            continue;
        const head = path.slice(0, length);
        if (head > entry.name)
            continue;
        if (head < entry.name)
            break;
        if (length === path.length)
            return hexOf(entry.id);
        if (path.charCodeAt(length) !== SLASH)
            continue;
        if (!entry.tree)
            break;
        if (length + 1 === path.length)
            return hexOf(entry.id);
        return treeEntryAt(reader, hexOf(entry.id), path.slice(length + 1));
    }
    return null;
}
/**
 * `ls-tree` in LS_TREE's forms: every entry (`-r`, trees too with `-t`),
 * or (with `-- <dir>/ <dir>`) what one directory holds, or what stands at
 * its path when it is no directory. A missing revision or blob is git's
 * to report.
 */
function lsTree(reader, args, options) {
    const form = LS_TREE.find((f) => same(args.slice(0, f.length), f));
    if (form === undefined)
        return undefined;
    const rest = args.slice(form.length);
    const recursive = form[1] === '-r';
    const sizes = form.includes('-l');
    const oid = reader.named(rest[0] ?? '');
    if (oid === undefined || oid === '')
        return undefined;
    const root = treeOf(reader, oid);
    if (root === null)
        return undefined;
    const out = [];
    const line = (entry, path) => {
        const type = entry.tree ? 'tree' : (entry.mode & S_IFMT) === S_IFGITLINK ? 'commit' : 'blob';
        const id = hexOf(entry.id);
        let size = '';
        if (sizes) {
            const object = type === 'blob' ? reader.info(id) : undefined;
            if (type === 'blob' && object === undefined)
                throw new ObjectStoreUnreadable(`blob ${id}`);
            size = ` ${(object === undefined ? '-' : String(object.size)).padStart(7)}`;
        }
        out.push(`${entry.mode.toString(8).padStart(6, '0')} ${type} ${id}${size}\t${path}\0`);
    };
    if (recursive) {
        if (rest.length !== 1)
            return undefined;
        const walk = (entries, base) => {
            for (const entry of entries) {
                if (!entry.tree)
                    line(entry, base + entry.name);
                else {
                    if (form.includes('-t'))
                        line(entry, base + entry.name);
                    walk(entriesOf(reader, hexOf(entry.id)), `${base}${entry.name}/`);
                }
            }
        };
        walk(root.entries, '');
        return out.join('');
    }
    const dir = listedDirectory(rest.slice(1), options);
    if (dir === undefined)
        return undefined;
    // show_recursive: into each directory on the way, shown only within `<dir>/`; the entry at
    // `<dir>` itself only when it is no directory.
    let entries = root.entries;
    const parts = dir.split('/');
    for (const [i, part] of parts.entries()) {
        const entry = entries.find((e) => e.name === part);
        if (entry === undefined)
            break;
        if (i === parts.length - 1) {
            if (!entry.tree)
                line(entry, dir);
            else
                for (const child of entriesOf(reader, hexOf(entry.id)))
                    line(child, `${dir}/${child.name}`);
        }
        else if (entry.tree)
            entries = entriesOf(reader, hexOf(entry.id));
        else
            break;
    }
    return out.join('');
}
/** A tree's entries; its object missing or another type is git's to report. */
function entriesOf(reader, oid) {
    return treeEntries(reader, oid);
}
/**
 * The directory of `-- <dir>/ <dir>` as bytes, when git reads those
 * pathspecs literally as this module does: a plain relative path (no `.`,
 * `..` or empty part, no pathspec magic, no character git could read as a
 * wildcard) and no GIT_*_PATHSPECS switch.
 */
function listedDirectory(pathspecs, options) {
    const [separator, slashed, dir] = pathspecs;
    if (pathspecs.length !== 3 || separator !== '--' || dir === undefined)
        return undefined;
    if (slashed !== `${dir}/` || options.pathspecSwitches === true)
        return undefined;
    return (0,pathspec/* plainPathspec */.lr)(dir) ? bytesOf(dir) : undefined;
}
/** rev-parse in REV_PARSE's forms; an unborn HEAD or a missing object is git's to report. */
function revParse(reader, args) {
    if (same(args, ['rev-parse', '--is-shallow-repository']))
        return `${reader.store.shallow()}\n`;
    const head = reader.store.head();
    if (head === undefined)
        return undefined;
    if (same(args, ['rev-parse', 'HEAD']))
        return `${head}\n`;
    if (!same(args, ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}']))
        return undefined;
    const commit = peeled(reader, head, true);
    return commit === undefined ? undefined : `${commit.oid}\n`;
}
// ---------------------------------------------------------------------------
// diff --name-only of two commits' trees (git/pull-request.ts's diffNames)
/**
 * `diff --name-only -z --no-renames <A>...<B>` (the first merge base's tree
 * against B's, as builtin/diff.c takes it) or `<A> <B>`, of full ids or
 * HEAD, with at most one pathspec, a plain path from the root: the paths
 * of diffTree's changes under it. A submodule's change (whose showing the
 * checkout's `.gitmodules` and config decide), a config that orders or
 * colours the output, or no merge base (git fails), is git's.
 */
/** What two commits changed (under one plain path), in git's order: the diffs' common walk. */
function treeChanges(reader, rest, options) {
    const separator = rest.indexOf('--');
    const revisions = separator < 0 ? rest : rest.slice(0, separator);
    const pathspecs = separator < 0 ? [] : rest.slice(separator + 1);
    if (pathspecs.length > 1)
        return undefined;
    const spec = pathspecs[0];
    if (spec !== undefined && (!options.atRoot || plainPath(spec, options) === undefined))
        return undefined;
    if (/orderfile|color|submodule|relative|external|textconv/i.test(reader.store.config()))
        return undefined;
    let from;
    let to;
    const symmetric = revisions.length === 1 ? /^(.+?)\.\.\.(.+)$/.exec(revisions[0]) : null;
    if (symmetric !== null) {
        const left = reader.named(symmetric[1]);
        const right = reader.named(symmetric[2]);
        if (left === undefined || left === '' || right === undefined || right === '')
            return undefined;
        reader.commit(left);
        const base = twoBases(reader, left, right)[0];
        if (base === undefined)
            return undefined;
        from = base;
        to = right;
    }
    else if (revisions.length === 2) {
        const [left, right] = revisions.map((r) => reader.named(r));
        if (left === undefined || left === '' || right === undefined || right === '')
            return undefined;
        from = left;
        to = right;
    }
    else
        return undefined;
    const out = [];
    diffTree(reader, reader.commit(from).tree, reader.commit(to).tree, '', out);
    const prefix = spec === undefined ? undefined : bytesOf(spec);
    const changes = [];
    for (const record of out) {
        const [meta = '', path = ''] = record.split('\0');
        if (prefix !== undefined && path !== prefix && !path.startsWith(`${prefix}/`))
            continue;
        // `:<mode> <mode> \u2026`: a submodule on either side (one outside the path git never shows).
        if (meta.slice(1, 14).includes('160000'))
            return undefined;
        changes.push({ status: meta.slice(-1), path });
    }
    return changes;
}
/** `git diff --name-only` (DIFF_NAMES) between two commits. */
function diffNames(reader, rest, options) {
    return treeChanges(reader, rest, options)
        ?.map(({ path }) => `${path}\0`)
        .join('');
}
/**
 * `git diff --name-status -M` (DIFF_NAME_STATUS) between two commits, where
 * git could pair no file as renamed: `-M` pairs only a file deleted with one
 * added (never a modified one, without `-B` or `-C`), so with none of one or
 * the other the list is the plain one. Otherwise git scores the pairs.
 */
function diffNameStatus(reader, rest, options) {
    const changes = treeChanges(reader, rest, options);
    if (changes === undefined)
        return undefined;
    const statuses = new Set(changes.map(({ status }) => status));
    if (statuses.has('D') && statuses.has('A'))
        return undefined;
    return changes.map(({ status, path }) => `${status}\0${path}\0`).join('');
}
/** A pathspec git reads literally as this module does: a plain relative path, no magic or wildcard. */
function plainPath(spec, options) {
    return options.pathspecSwitches !== true && (0,pathspec/* plainPathspec */.lr)(spec) ? spec : undefined;
}

// EXTERNAL MODULE: ./src/core/claims/budget.ts
var budget = __webpack_require__(740);
// EXTERNAL MODULE: ./src/core/claims/drift.ts
var claims_drift = __webpack_require__(4678);
// EXTERNAL MODULE: ./src/core/claims/scan.ts
var claims_scan = __webpack_require__(3404);
;// CONCATENATED MODULE: ./src/commands/claims/ledger.ts
/**
 * How the ev 0.2 commands open the ledger, with ev 0.2.4's messages: ev's
 * setup failures first (it creates `.evolving/local/` on every command; this
 * reader writes nothing but fails where ev fails), then every writer file
 * scanned, each skipped line warned about on stderr in ev's words (the
 * path, not the line: that is what ev prints), then a read failure.
 */










/** ev's exit code for a failure (2); 1 is an honest refusal. */
const EV_FAILURE = 2;
const EV_REFUSAL = 1;
/** The scanned ledger under `root` (warnings printed), or ev's exit code after printing its failure. */
function scanClaims(io, root) {
    const setup = (0,ledger_files/* writerSetupFailure */.$S)(root);
    if (setup !== undefined)
        return fail(io, setup);
    return scanAgain(io, root);
}
/** A scan as ev repeats one (`verify <claim>` reads the ledger twice, and warns twice). */
function scanAgain(io, root) {
    const read = (0,ledger_files/* readLedger */.SC)(root);
    const scan = (0,claims_scan/* scanLedger */.TT)(read.files);
    const ledgerDir = (0,external_node_path_.join)(root, '.evolving', 'ledger');
    let warnings = '';
    for (const skipped of scan.skipped)
        warnings += `ev: skipped a torn ledger line in ${(0,external_node_path_.join)(ledgerDir, skipped.file)}\n`;
    if (warnings !== '')
        io.stderr(warnings);
    if (read.failure !== undefined)
        return fail(io, read.failure);
    return scan;
}
function fail(io, message, code = EV_FAILURE) {
    io.stderr(`ev: ${message}\n`);
    return code;
}
/**
 * The repository the command's anchors are read in, its lookup started at
 * once: git locates it while the ledger is read and folded. Its failure is
 * met where it is awaited (workTreeWorld), never as an unhandled rejection
 * when the command ends before that.
 */
function locateEarly(io, root) {
    if (io.repository !== undefined)
        return Promise.resolve(io.repository);
    // A `.git` directory at the root is taken as it is (no `rev-parse`): a broken one fails every
    // command, which these commands read as no repository (runner.ts, LocateOptions).
    const located = (0,runner/* locateRepository */.ZX)(root, io.env, undefined, { gitDirectoryAsIs: true });
    located.catch(() => undefined);
    return located;
}
/**
 * The world under these claims' anchors: the work tree at `root`, and git's
 * history to HEAD. The work tree is read while git answers (the first git
 * process is running when `worldAt` returns its promise): every anchored
 * path and the directory question drift asks of it, as the core will ask.
 */
async function workTreeWorld(io, root, claims, located = locateEarly(io, root)) {
    const repository = await located;
    const tree = workTreeOf(root, repository);
    const questions = (0,annotate/* worldQuestions */.Su)(claims);
    // A plain repository's history is read in this process: on a small ledger, starting git
    // is most of the command's time (docs/PERFORMANCE.md, "Start-up").
    const answers = repository === null || !fewReferences(questions) ? undefined : inProcessAnswers(repository);
    const ctx = answers === undefined
        ? { repository, cwd: root, env: io.env }
        : { repository, cwd: root, env: io.env, answers };
    // Else drift is counted by git: its processes start at once rather than each after the
    // last's answer.
    if (repository !== null && answers === undefined && questions.drift.size > 0)
        (0,runner/* startAhead */.cV)(ctx, (0,git_anchors/* workTreeCommands */.YG)());
    // The bot answers `/ev verify` through here: the same screening and budget as the review.
    const world = (0,git_anchors/* worldAt */.aZ)(ctx, questions, { kind: 'work-tree', tree }, (0,budget/* timeBudget */.B6)(budget/* CLAIMS_REVIEW_BUDGET_MS */.sd, Date.now));
    world.catch(() => undefined); // awaited below, after the read-ahead
    readAhead(tree, questions);
    let read;
    try {
        read = await world;
    }
    finally {
        answers?.close();
        await (0,runner/* endAhead */.NX)(ctx);
    }
    // What was left unmeasured, said on stderr (stdout stays ev's answer).
    if (read.notes !== undefined)
        io.stderr(read.notes.map((n) => `warning: ${n}\n`).join(''));
    return read;
}
/**
 * The most filing bases (drift references) a ledger cites for its history
 * to be read in process: one citing more has kept its claims over a long
 * history, which git walks faster than this process reads it (the reader
 * gives up past its bound, git/in-process.ts, but what it read is lost).
 */
const IN_PROCESS_REFERENCES = 64;
function fewReferences(questions) {
    const references = new Set();
    for (const cited of questions.drift.values())
        for (const reference of cited) {
            references.add(reference);
            if (references.size > IN_PROCESS_REFERENCES)
                return false;
        }
    return true;
}
function readAhead(tree, questions) {
    for (const path of questions.drift.keys()) {
        tree.probe(path, questions.texts.has(path));
        const key = (0,claims_drift/* tableKey */.ih)(path);
        if (key !== undefined)
            tree.isDirectory(key);
    }
}

;// CONCATENATED MODULE: ./src/commands/claims/brief.ts
/** `brief [--json]` on an ev 0.2 store: ev 0.2.4's brief (docs/ev-0.2.md, "brief"). */





async function claimsBrief(args, io, root) {
    const json = parseClaimsArgs('brief', args, ['--json']).flags.has('--json');
    // The text brief reads no anchor, so it asks git nothing.
    const located = json ? locateEarly(io, root) : undefined;
    const scan = scanClaims(io, root);
    if (typeof scan === 'number')
        return scan;
    const derived = (0,fold/* fold */.AU)(scan.events);
    if (!json) {
        // The text brief prints recorded states: ev reads no anchor for it, and neither does this.
        io.stdout(briefText(derived));
        return 0;
    }
    const world = await workTreeWorld(io, root, (0,fold/* everyClaim */.GC)(derived), located);
    io.stdout(briefJson((0,annotate/* annotate */.fz)(derived, world)));
    return 0;
}

// EXTERNAL MODULE: ./src/core/claims/doctor.ts
var doctor = __webpack_require__(3198);
;// CONCATENATED MODULE: ./src/commands/claims/doctor.ts
/** `doctor` on an ev 0.2 store: ev 0.2.4's integrity check and census (docs/ev-0.2.md, "doctor"). */





async function claimsDoctor(args, io, root) {
    parseClaimsArgs('doctor', args, []);
    const located = locateEarly(io, root);
    const scan = scanClaims(io, root);
    if (typeof scan === 'number')
        return scan;
    const derived = (0,fold/* fold */.AU)(scan.events);
    const world = await workTreeWorld(io, root, (0,fold/* everyClaim */.GC)(derived), located);
    const report = (0,doctor/* doctorReport */.Oq)(scan.events, (0,annotate/* annotate */.fz)(derived, world));
    io.stdout(report.stdout);
    return report.problems.length === 0 ? 0 : fail(io, `${report.problems.length} problem(s) found`);
}

;// CONCATENATED MODULE: ./src/core/claims/line.ts

function workNow(derived) {
    return {
        closedWithEvidence: derived.closed.filter((c) => c.state === 'closed' && c.evidence.length > 0)
            .length,
        expiredBare: derived.claims.filter((c) => c.state === 'expired-bare').length,
    };
}
function lineText(derived) {
    const now = workNow(derived);
    let out = 'work line\n';
    for (const s of derived.snapshots)
        out += `  \u25aa closed ${s.closedWithEvidence}  \u00b7 expired-bare ${s.expiredBare}\n`;
    out += `  now: ${now.closedWithEvidence} closed-with-evidence \u00b7 ${now.expiredBare} expired-bare\n`;
    return `${out}${asOfLine(derived)}\n`;
}
/** `--stable` empties the snapshots and writes `<id>` for `as_of`: byte-stable across ledgers. */
function lineJson(derived, stable) {
    const now = workNow(derived);
    return `${prettyJson({
        indicators: [
            {
                name: 'work',
                closed_with_evidence: now.closedWithEvidence,
                expired_bare: now.expiredBare,
            },
        ],
        snapshots: stable
            ? []
            : derived.snapshots.map((s) => ({
                closed_with_evidence: s.closedWithEvidence,
                expired_bare: s.expiredBare,
            })),
        as_of: stable ? '<id>' : asOf(derived),
    })}\n`;
}

;// CONCATENATED MODULE: ./src/commands/claims/line.ts
/** `line [--json [--stable]]` on an ev 0.2 store: ev 0.2.4's work line (docs/ev-0.2.md, "line"). */




async function claimsLine(args, io, root) {
    const { flags } = parseClaimsArgs('line', args, ['--json', '--stable']);
    const scan = scanClaims(io, root);
    if (typeof scan === 'number')
        return scan;
    const derived = (0,fold/* fold */.AU)(scan.events);
    // `--stable` alone changes nothing: it normalizes the JSON form.
    io.stdout(flags.has('--json') ? lineJson(derived, flags.has('--stable')) : lineText(derived));
    return 0;
}

// EXTERNAL MODULE: ./src/core/claims/evidence.ts
var evidence = __webpack_require__(4864);
;// CONCATENATED MODULE: ./src/core/claims/verify.ts
/**
 * `ev verify [<claim>] [--json] [--full]` as ev 0.2.4 prints it
 * (docs/ev-0.2.md, "verify"): every anchor of the open claims (or of one),
 * read now \u2014 self-evident evidence skipped unless `--full` \u2014 one line or one
 * JSON check each. ev also appends a `verify` event per check; this reader
 * records nothing. Pure.
 */




function verifyChecks(targets, world, full) {
    const checks = [];
    for (const claim of targets) {
        for (const evidence of claim.evidence) {
            if (evidence.selfEvident && !full)
                continue;
            const reading = (0,annotate/* readAnchor */.QZ)(evidence, claim.lastAck, world);
            if (reading === undefined) {
                checks.push({ claim: claim.id, ref: evidence.ref, liveness: 'unparseable' });
                continue;
            }
            const check = {
                claim: claim.id,
                ref: evidence.ref,
                liveness: evidence.liveness,
                status: reading.status,
            };
            if (evidence.base !== undefined)
                check.base = evidence.base;
            if (reading.drift !== undefined)
                check.drift = reading.drift;
            if (reading.cell !== undefined)
                check.cell = reading.cell;
            checks.push(check);
        }
    }
    return checks;
}
function verifyText(checks) {
    return checks
        .map((check) => {
        const head = `${shortId(check.claim)} \u00b7 ${check.ref} \u2192 `;
        if (check.status === undefined)
            return `${head}unparseable \u00b7 ${(0,evidence/* livenessWhy */.Uq)('unparseable')}\n`;
        const drift = check.drift !== undefined && check.drift > 0 ? ` \u00b7 ${(0,claims_drift/* driftPhrase */.f5)(check.drift)}` : '';
        return `${head}${check.status}${drift}\n`;
    })
        .join('');
}
function verifyJson(checks) {
    return `${prettyJson({ checks })}\n`;
}
function lookUpClaim(events, prefix) {
    const matches = events.filter((e) => e.id.startsWith(prefix));
    if (matches.length === 0)
        return { kind: 'refused', message: `no event matches id ${prefix}` };
    if (matches.length > 1)
        return { kind: 'refused', message: `ambiguous id ${prefix} \u2014 ${matches.length} matches` };
    const [only] = matches;
    if (only.type === 'claim')
        return { kind: 'claim', id: only.id };
    return {
        kind: 'refused',
        message: `${only.id} is a ${only.type} event, not a claim. Evidence, closure and demands attach to claims.`,
    };
}

;// CONCATENATED MODULE: ./src/commands/claims/verify.ts
/**
 * `verify [<claim>] [--json] [--full]` on an ev 0.2 store: ev 0.2.4's
 * re-reading of the open claims' anchors (docs/ev-0.2.md, "verify"). ev
 * appends a `verify` event per check; this records nothing.
 */




async function claimsVerify(args, io, root) {
    const { flags, positional } = parseClaimsArgs('verify', args, ['--json', '--full'], true);
    const located = locateEarly(io, root);
    const scan = scanClaims(io, root);
    if (typeof scan === 'number')
        return scan;
    const derived = (0,fold/* fold */.AU)(scan.events);
    let targets = derived.claims;
    if (positional !== undefined) {
        // ev resolves the prefix against a second scan of the ledger (its warnings come twice).
        const again = scanAgain(io, root);
        if (typeof again === 'number')
            return again;
        const found = lookUpClaim(again.events, positional);
        if (found.kind === 'refused')
            return fail(io, found.message, EV_REFUSAL);
        targets = targets.filter((c) => c.id === found.id);
    }
    const world = await workTreeWorld(io, root, targets, located);
    const checks = verifyChecks(targets, world, flags.has('--full'));
    io.stdout(flags.has('--json') ? verifyJson(checks) : verifyText(checks));
    return 0;
}

;// CONCATENATED MODULE: ./src/models/claims/model.ts
/** ev 0.2's model: claims with typed evidence in `.evolving/ledger/` (docs/ev-0.2.md). */





/** Its commands are small, and the CLI's start is theirs: they load with the registry. */
const at = (command) => async () => command;
const claimsModel = {
    name: 'claims',
    holds: (store) => (0,files_store/* modelHas */.YE)(store, 'claims'),
    commands: {
        brief: at(claimsBrief),
        line: at(claimsLine),
        doctor: at(claimsDoctor),
        verify: at(claimsVerify),
    },
    // The preview draws the surfaces: loaded only when `report` runs.
    preview: async (request) => (await Promise.all(/* import() */[__webpack_require__.e(916), __webpack_require__.e(60)]).then(__webpack_require__.bind(__webpack_require__, 41))).previewClaims(request),
};

;// CONCATENATED MODULE: ./src/models/ticks/model.ts
/** ev 0.1's model: decisions as a chain of ticks in `.evolving/ticks/` (docs/ev-0.1.md). */

/** ev 0.1's read-only commands (`report`, which previews every model, is the registry's). */
const COMMAND_NAMES = ['verify', 'check', 'show', 'list', 'log', 'brief', 'why', 'reopen'];
/**
 * An ev 0.1 command, its module loaded on first use: an ev 0.2 command (the
 * CLI's `doctor`, `brief --json`) then compiles and starts only what it runs \u2014
 * most of the bundle is ev 0.1's checks and the report's rendering.
 */
function loaded(name) {
    return async () => {
        const { TICKS_COMMANDS } = await Promise.all(/* import() */[__webpack_require__.e(326), __webpack_require__.e(904), __webpack_require__.e(603)]).then(__webpack_require__.bind(__webpack_require__, 3603));
        const command = TICKS_COMMANDS[name];
        if (command === undefined)
            throw new Error(`no ev 0.1 command ${name}`);
        // ev 0.1's commands find the store themselves, from the directory they run in.
        return (args, io) => command(args, io);
    };
}
const ticksModel = {
    name: 'ticks',
    holds: (store) => (0,files_store/* modelHas */.YE)(store, 'ticks'),
    commands: Object.fromEntries(COMMAND_NAMES.map((name) => [name, loaded(name)])),
    preview: async (request) => (await Promise.all(/* import() */[__webpack_require__.e(326), __webpack_require__.e(916), __webpack_require__.e(904), __webpack_require__.e(28), __webpack_require__.e(244)]).then(__webpack_require__.bind(__webpack_require__, 4244))).previewTicks(request),
};

;// CONCATENATED MODULE: ./src/models/registry.ts


const MODELS = [ticksModel, claimsModel];
/** The model of that name. */
function modelNamed(name) {
    return MODELS.find((model) => model.name === name);
}
/** The models a store holds, in the registry's order. */
function modelsHeldBy(store) {
    return MODELS.filter((model) => model.holds(store));
}
/** The models that answer the command `name`. */
function modelsAnswering(name) {
    return MODELS.filter((model) => Object.hasOwn(model.commands, name));
}


/***/ })

} }; })
