(function (importMetaUrl) { 'use strict'; return { id: 140, ids: [140], modules: {

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
/* harmony export */   Ke: () => (/* binding */ plainTextTest),
/* harmony export */   OP: () => (/* binding */ compareCodePoints),
/* harmony export */   d: () => (/* binding */ neutralizeInvisible),
/* harmony export */   i0: () => (/* binding */ isWhiteSpace),
/* harmony export */   z3: () => (/* binding */ isBlank)
/* harmony export */ });
/* unused harmony export PLAIN_RANGES */
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
/**
 * Visible characters that no sanitising pass changes, as code point ranges:
 * printable ASCII, and the common ranges beyond it that hold no invisible,
 * control, line-breaking or surrogate unit (Latin-1 but U+00AD, Latin and
 * IPA letters, dashes, quotes and bullets, arrows, box drawing, shapes and
 * dingbats: `\u2192`, `\u2014`, `\u2713`). Most of a large run's text is made of these
 * alone, and one scan that finds nothing else spares it every replacing pass
 * (the tests put each of these characters through those passes).
 */
const PLAIN_RANGES = [
    [0x20, 0x7e],
    [0xa0, 0xac],
    [0xae, 0x2ff],
    [0x2010, 0x2027],
    [0x2030, 0x205e],
    [0x2190, 0x21ff],
    [0x2500, 0x27bf],
];
const PLAIN_CLASS = PLAIN_RANGES.map(([from, to]) => `\\u${from.toString(16).padStart(4, '0')}-\\u${to.toString(16).padStart(4, '0')}`).join('');
/**
 * Whether a text holds only plain characters (PLAIN_RANGES) and those of
 * `extra` (a character class's contents, such as `\t\n`): one search for
 * the first character outside them.
 */
function plainTextTest(extra = '') {
    const other = new RegExp(`[^${extra}${PLAIN_CLASS}]`);
    return (text) => !other.test(text);
}
/** Nothing for neutralizeInvisible to replace: ASCII (controls too) and the plain ranges. */
const hasNothingInvisible = plainTextTest('\\0-\\x1f\\x7f');
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
    // One plain scan is several times cheaper than the property match, and most text passes it.
    if (hasNothingInvisible(text))
        return text;
    return text.replace(INVISIBLE(), (char, offset, whole) => isPartOfEmoji(char, offset, whole) ? char : replacement);
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


/***/ })

} }; })
