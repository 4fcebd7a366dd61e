(function (importMetaUrl) { 'use strict'; return { id: 938, ids: [938], modules: {

/***/ 9278:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K8: () => (/* binding */ readListingAhead)
/* harmony export */ });
/* unused harmony exports READ_AHEAD_REQUEST, serveReadAhead, readAheadPort, readFilesAhead */
/* harmony import */ var _runner_builtins_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3395);
/* harmony import */ var _untrusted_file_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4717);


/** The worker's request: read `paths` (regular files by their listing), `batchSize` at a time. */
const READ_AHEAD_REQUEST = 'evolving:read-ahead';
/** Files per batch: about half a millisecond of reading. */
const BATCH_SIZE = 128;
/** A batch's state, in the buffer both threads share. */
const FREE = 0;
const TAKEN_BY_MAIN = 1;
const TAKEN_BY_WORKER = 2;
const SENT = 3;
/** How long the worker waits for a batch the main thread holds, in slices: then it reads the files itself. */
const WAIT_SLICE_MS = 50;
const WAIT_SLICES = 100;
function threads() {
    return (0,_runner_builtins_js__WEBPACK_IMPORTED_MODULE_0__/* .builtin */ .S)('node:worker_threads');
}
function batchCount(files, batchSize) {
    return Math.ceil(files / batchSize);
}
// ---------------------------------------------------------------------------
// The main thread's side
function isRequest(message) {
    const request = message;
    return (request?.type === READ_AHEAD_REQUEST &&
        Array.isArray(request.paths) &&
        typeof request.maxBytes === 'number' &&
        typeof request.batchSize === 'number' &&
        request.batchSize > 0 &&
        isSharedBuffer(request.state) &&
        typeof request.port?.postMessage === 'function');
}
/** Not `instanceof`: a buffer from another realm (a test's context) is one too. */
function isSharedBuffer(value) {
    return Object.prototype.toString.call(value) === '[object SharedArrayBuffer]';
}
/** Where a batch's files are read to start with (128 tick files take about 160 kB). */
const BATCH_BYTES = 256 * 1024;
/** `buffer`'s first `used` bytes in a larger buffer, with `need` bytes of room after them. */
function grown(buffer, used, need) {
    const larger = new Uint8Array(Math.max(buffer.length * 2, used + need));
    larger.set(buffer.subarray(0, used));
    return larger;
}
/**
 * One batch's files read straight into one buffer (no Buffer per file and
 * no copy, so this thread's heap stays as small as it was), and each file's
 * outcome.
 */
function readPacked({ paths, batchSize, maxBytes }, batch) {
    const room = (0,_untrusted_file_js__WEBPACK_IMPORTED_MODULE_1__/* .listedReadRoom */ .N9)(maxBytes);
    let buffer = new Uint8Array(Math.max(BATCH_BYTES, room));
    let offset = 0;
    const reads = [];
    const end = Math.min(paths.length, (batch + 1) * batchSize);
    for (let i = batch * batchSize; i < end; i++) {
        if (buffer.length - offset < room)
            buffer = grown(buffer, offset, room);
        const read = (0,_untrusted_file_js__WEBPACK_IMPORTED_MODULE_1__/* .readListedFileInto */ .Mx)(paths[i], maxBytes, buffer, offset);
        if ('length' in read) {
            reads.push({ length: read.length });
            offset += read.length;
        }
        else if (!read.ok)
            reads.push(read);
        else {
            // Longer than the room: read whole as its own Buffer, copied in.
            if (buffer.length - offset < read.bytes.length)
                buffer = grown(buffer, offset, read.bytes.length);
            buffer.set(read.bytes, offset);
            reads.push({ length: read.bytes.length });
            offset += read.bytes.length;
        }
    }
    return { batch, buffer: buffer.buffer, reads };
}
/**
 * Answers `worker`'s read-ahead requests on this thread: each batch no one
 * has taken is read and sent, one batch per turn of the event loop (a stop
 * signal is handled between two), until all are taken or the worker exits.
 */
function serveReadAhead(worker) {
    let exited = false;
    worker.once('exit', () => (exited = true));
    worker.on('message', (message) => {
        if (!isRequest(message))
            return;
        const { paths, batchSize, port } = message;
        const state = new Int32Array(message.state);
        const batches = Math.min(state.length, batchCount(paths.length, batchSize));
        let batch = 0;
        const next = () => {
            while (!exited && batch < batches) {
                const b = batch++;
                if (Atomics.compareExchange(state, b, FREE, TAKEN_BY_MAIN) !== FREE)
                    continue;
                const sent = readPacked(message, b);
                port.postMessage(sent, [sent.buffer]);
                Atomics.store(state, b, SENT);
                Atomics.notify(state, b);
                setImmediate(next);
                return;
            }
            port.close();
        };
        next();
    });
}
/** The launcher's read-ahead (`workerData.readAhead`), when this thread is its worker. */
function readAheadPort() {
    const { isMainThread, parentPort, workerData } = threads();
    if (isMainThread || parentPort === null)
        return undefined;
    return workerData?.readAhead === true
        ? parentPort
        : undefined;
}
/** The outcomes sent for one batch, the bytes viewed in place in its buffer. */
function received(batch) {
    const reads = [];
    let offset = 0;
    for (const sent of batch.reads) {
        if ('length' in sent) {
            reads.push({ ok: true, bytes: Buffer.from(batch.buffer, offset, sent.length) });
            offset += sent.length;
        }
        else
            reads.push(sent);
    }
    return reads;
}
/** Reads each file here, as asked. */
function readHere(paths, maxBytes) {
    return {
        read: (index) => (0,_untrusted_file_js__WEBPACK_IMPORTED_MODULE_1__/* .readRegularFile */ .XF)(paths[index], maxBytes, 'file'),
        batchesFromMain: 0,
        done() { },
    };
}
/**
 * `paths` (regular files by their directory's listing), each read at most
 * `maxBytes`: by the main thread where `port` (the launcher's) offers it, a
 * batch ahead, else here as each is asked.
 */
function readFilesAhead(paths, maxBytes, port = readAheadPort()) {
    // One batch or none: nothing to read ahead of.
    if (port === undefined || paths.length <= BATCH_SIZE)
        return readHere(paths, maxBytes);
    const { MessageChannel, receiveMessageOnPort } = threads();
    const channel = new MessageChannel();
    const batches = batchCount(paths.length, BATCH_SIZE);
    const state = new Int32Array(new SharedArrayBuffer(batches * Int32Array.BYTES_PER_ELEMENT));
    const request = {
        type: READ_AHEAD_REQUEST,
        paths,
        maxBytes,
        batchSize: BATCH_SIZE,
        state: state.buffer,
        port: channel.port2,
    };
    port.postMessage(request, [channel.port2]);
    const held = new Map();
    // A batch this thread takes is read as the main thread reads one (readPacked).
    const readBatch = (batch) => received(readPacked(request, batch));
    let fromMain = 0;
    /**
     * Takes the last batch no one has taken and reads it here (the main thread
     * reads from the first on, so the two meet); false when none is left.
     */
    let last = batches - 1;
    const readOneFromTheEnd = (after) => {
        for (; last > after; last--) {
            if (Atomics.compareExchange(state, last, FREE, TAKEN_BY_WORKER) !== FREE)
                continue;
            held.set(last, readBatch(last));
            last--;
            return true;
        }
        return false;
    };
    /**
     * The main thread's batch `batch`, once it is on the channel (undefined: not
     * in time). While it is being read, this thread reads batches from the end.
     */
    const delivered = (batch) => {
        for (let slice = 0; slice < WAIT_SLICES && Atomics.load(state, batch) !== SENT;) {
            if (readOneFromTheEnd(batch))
                continue;
            Atomics.wait(state, batch, TAKEN_BY_MAIN, WAIT_SLICE_MS);
            slice++;
        }
        if (Atomics.load(state, batch) !== SENT)
            return undefined;
        // Batches arrive in the order they were sent: those before this one are kept.
        for (let left = batches; left > 0; left--) {
            const message = receiveMessageOnPort(channel.port1)?.message;
            if (message === undefined)
                return undefined;
            fromMain++;
            const reads = received(message);
            if (message.batch === batch)
                return reads;
            held.set(message.batch, reads);
        }
        return undefined;
    };
    const batchReads = (batch) => {
        const known = held.get(batch);
        if (known !== undefined)
            return known;
        const taken = Atomics.compareExchange(state, batch, FREE, TAKEN_BY_WORKER) === FREE;
        const reads = (taken ? undefined : delivered(batch)) ?? readBatch(batch);
        held.set(batch, reads);
        return reads;
    };
    return {
        read(index) {
            const batch = Math.floor(index / BATCH_SIZE);
            const within = index - batch * BATCH_SIZE;
            const reads = batchReads(batch);
            // A batch is let go once its last file is read: the bytes are garbage once parsed.
            if (within === reads.length - 1)
                held.delete(batch);
            return reads[within];
        },
        get batchesFromMain() {
            return fromMain;
        },
        done() {
            for (let batch = 0; batch < batches; batch++)
                Atomics.compareExchange(state, batch, FREE, TAKEN_BY_WORKER);
            held.clear();
            channel.port1.close();
        },
    };
}
/**
 * A directory's listed entries read in the listing's order, each with its
 * read: the regular files by readFilesAhead, anything else refused here as
 * readRegularFile refuses its kind, without a system call. `done` when the
 * reading ends, however it ends, so the other thread stops.
 */
function readListingAhead(listed, maxBytes, port = readAheadPort()) {
    const regular = listed.filter((entry) => entry.kind === 'file').map((entry) => entry.path);
    const files = readFilesAhead(regular, maxBytes, port);
    return {
        reads: {
            *[Symbol.iterator]() {
                let next = 0;
                for (const entry of listed)
                    yield [
                        entry,
                        entry.kind === 'file'
                            ? files.read(next++)
                            : (0,_untrusted_file_js__WEBPACK_IMPORTED_MODULE_1__/* .readRegularFile */ .XF)(entry.path, maxBytes, entry.kind),
                    ];
            },
        },
        done: () => files.done(),
    };
}


/***/ }),

/***/ 6321:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AD: () => (/* binding */ StoreError),
/* harmony export */   Bs: () => (/* binding */ readStoreText),
/* harmony export */   Lk: () => (/* binding */ noteRefused),
/* harmony export */   OC: () => (/* binding */ storeTextOf),
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
/* unused harmony exports STORE_SEARCH_BOUNDS, EV_02_STORE, readHead, EMPTY_STORE, openTickFilesAhead */
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _untrusted_file_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4717);
/* harmony import */ var _read_ahead_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9278);
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
    return storeTextOf((0,_untrusted_file_js__WEBPACK_IMPORTED_MODULE_3__/* .readRegularFile */ .XF)(path, maxBytes, knownKind));
}
/** A store file's text as readStoreText gives it, from its bounded read. */
function storeTextOf(read) {
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
    const entries = listTickFiles(store);
    return {
        *[Symbol.iterator]() {
            for (const entry of entries)
                yield readTickFile(store.ticksDir, entry);
        },
    };
}
/** The entries of `ticks/` with their kinds; a missing, linked or unreadable `ticks/` throws a StoreError. */
function listTickFiles(store) {
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
    return entries;
}
/**
 * openTickFiles for the action's parse: the regular files are read by the
 * launcher's thread where it offers to, a batch ahead of the parse
 * (files/read-ahead.ts). `done` when the iteration ends, however it ends,
 * so the other thread stops.
 */
function openTickFilesAhead(store) {
    const { reads, done } = readListingAhead(listTickFiles(store).map(({ name, kind }) => ({
        name,
        kind,
        path: tickFilePath(store.ticksDir, name),
    })), READ_BOUNDS.tickFile);
    return {
        *[Symbol.iterator]() {
            for (const [{ name }, read] of reads)
                yield tickFileOf(name, read);
        },
        done,
    };
}
/**
 * One entry of `ticks/`. A directory is skipped, as ev skips it. Anything
 * else that is not a regular file (a link, a FIFO, a device, a socket), a
 * file over the bound, or a file that cannot be read is a `readError`: an
 * R1/R2 finding saying what it is.
 */
function readTickFile(dir, { name, kind }) {
    // A listed directory is refused without a system call, and tickFileOf skips it.
    return tickFileOf(name, (0,_untrusted_file_js__WEBPACK_IMPORTED_MODULE_3__/* .readRegularFile */ .XF)(tickFilePath(dir, name), READ_BOUNDS.tickFile, kind));
}
/** `dir` is already normalised and a listed name holds no separator: no path.join per file. */
function tickFilePath(dir, name) {
    return `${dir}${node_path__WEBPACK_IMPORTED_MODULE_2__.sep}${name}`;
}
/** A tick file as its read left it. */
function tickFileOf(name, read) {
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
/* harmony export */   Mx: () => (/* binding */ readListedFileInto),
/* harmony export */   N9: () => (/* binding */ listedReadRoom),
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
    const fd = openForReading(path);
    if (typeof fd !== 'number')
        return fd;
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
        return unreadable(error);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/** A descriptor for reading `path`, never through a link; or why it cannot be opened. */
function openForReading(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, READ_FLAGS);
    }
    catch (error) {
        const code = errorCode(error);
        if (code === 'ELOOP')
            return refusedKind('symlink');
        if (code === 'ENOENT')
            return refusedKind('missing');
        return unreadable(error);
    }
}
function unreadable(error) {
    return { ok: false, reason: 'unreadable', message: `cannot be read: ${describeIoError(error)}` };
}
/** How much room readListedFileInto needs after `offset` to read a file there. */
function listedReadRoom(maxBytes) {
    return Math.min(CHUNK, maxBytes + 1);
}
/**
 * readRegularFile(path, maxBytes, 'file'), the bytes read straight into
 * `target` from `offset` (where `listedReadRoom(maxBytes)` bytes are left):
 * `{ ok: true, length }` when the whole file is there, one `read` and no copy.
 * A file longer than the room is read as readRegularFile reads it (its bytes
 * their own Buffer); a failure is readRegularFile's.
 */
function readListedFileInto(path, maxBytes, target, offset) {
    const fd = openForReading(path);
    if (typeof fd !== 'number')
        return fd;
    try {
        const want = listedReadRoom(maxBytes);
        // Less room than that: read as readRegularFile reads it.
        if (target.length - offset < want)
            return readListedFile(fd, maxBytes);
        const first = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, target, offset, want, null);
        if (first > maxBytes)
            return { ok: false, reason: 'too-large', message: tooLargeMessage(maxBytes) };
        if (first < want)
            return { ok: true, length: first };
        return readBounded(fd, maxBytes, 0, Buffer.from(target.subarray(offset, offset + first)));
    }
    catch (error) {
        return unreadable(error);
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
/**
 * Chunks are encoded into one buffer of this many bytes, written each time
 * it is full: a few hundred microseconds of the thread's time between two
 * turns of the event loop.
 */
const STREAM_BUFFER_BYTES = (/* unused pure expression or super */ null && (1 << 16));
/** At most three UTF-8 bytes per UTF-16 unit (a pair's four bytes are two units' worth). */
const MAX_UTF8_BYTES_PER_UNIT = 3;
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
/**
 * `chunks` encoded into one reused buffer and written each time it fills (a
 * 30 MB JSON report never exists as one string, nor as joined pieces: a
 * 10,000-tick report was 16 MB of strings joined only to be written). A
 * chunk too large for the buffer is written on its own.
 */
async function writeChunks(fd, chunks) {
    try {
        const buffer = Buffer.allocUnsafe(STREAM_BUFFER_BYTES);
        let used = 0;
        for (const chunk of chunks) {
            const most = chunk.length * MAX_UTF8_BYTES_PER_UNIT;
            if (used + most <= buffer.length) {
                used += buffer.write(chunk, used, 'utf8');
                continue;
            }
            if (used > 0)
                writeAll(fd, buffer.subarray(0, used));
            used = 0;
            if (most <= buffer.length)
                used = buffer.write(chunk, 0, 'utf8');
            else
                writeAll(fd, chunk);
            await nextTurn();
        }
        if (used > 0)
            writeAll(fd, buffer.subarray(0, used));
    }
    finally {
        closeSync(fd);
    }
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
// EXTERNAL MODULE: ./src/models/registry.ts + 3 modules
var registry = __webpack_require__(9306);
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
        return (await Promise.all(/* import() */[__webpack_require__.e(140), __webpack_require__.e(326), __webpack_require__.e(728), __webpack_require__.e(916), __webpack_require__.e(28), __webpack_require__.e(614)]).then(__webpack_require__.bind(__webpack_require__, 8614))).report(args, io);
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

/***/ 9306:
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
;// CONCATENATED MODULE: ./src/models/model.ts
/**
 * A model's commands by name, each loading the model's command module on
 * first use (`load` imports it): what never runs one of them (the action on
 * the other model, the CLI's other commands) neither compiles nor starts it.
 */
function commandsOnFirstUse(model, names, load) {
    const loaded = (name) => async () => {
        const command = (await load())[name];
        if (command === undefined)
            throw new Error(`no ${model} command ${name}`);
        return command;
    };
    return Object.fromEntries(names.map((name) => [name, loaded(name)]));
}

;// CONCATENATED MODULE: ./src/models/claims/model.ts
/** ev 0.2's model: claims with typed evidence in `.evolving/ledger/` (docs/ev-0.2.md). */


/** ev 0.2's read-only commands. */
const COMMAND_NAMES = ['brief', 'line', 'doctor', 'verify'];
const claimsModel = {
    name: 'claims',
    holds: (store) => (0,files_store/* modelHas */.YE)(store, 'claims'),
    // Loaded on first use: the action on ev 0.1 decisions, and the CLI's ev 0.1 commands, then
    // compile none of the claims model (a fifth of the action's code).
    commands: commandsOnFirstUse('ev 0.2', COMMAND_NAMES, async () => (await Promise.all(/* import() */[__webpack_require__.e(140), __webpack_require__.e(728), __webpack_require__.e(453)]).then(__webpack_require__.bind(__webpack_require__, 6453))).CLAIMS_COMMANDS),
    // The preview draws the surfaces: loaded only when `report` runs.
    preview: async (request) => (await Promise.all(/* import() */[__webpack_require__.e(140), __webpack_require__.e(728), __webpack_require__.e(916), __webpack_require__.e(60)]).then(__webpack_require__.bind(__webpack_require__, 41))).previewClaims(request),
};

;// CONCATENATED MODULE: ./src/models/ticks/model.ts
/** ev 0.1's model: decisions as a chain of ticks in `.evolving/ticks/` (docs/ev-0.1.md). */


/** ev 0.1's read-only commands (`report`, which previews every model, is the registry's). */
const model_COMMAND_NAMES = ['verify', 'check', 'show', 'list', 'log', 'brief', 'why', 'reopen'];
const ticksModel = {
    name: 'ticks',
    holds: (store) => (0,files_store/* modelHas */.YE)(store, 'ticks'),
    // Loaded on first use: an ev 0.2 command (the CLI's `doctor`, `brief --json`) then compiles and
    // starts only what it runs \u2014 most of the bundle is ev 0.1's checks and the report's rendering.
    // ev 0.1's commands take no store directory: they find the store from the directory they run in.
    commands: commandsOnFirstUse('ev 0.1', model_COMMAND_NAMES, async () => (await Promise.all(/* import() */[__webpack_require__.e(140), __webpack_require__.e(326), __webpack_require__.e(904), __webpack_require__.e(603)]).then(__webpack_require__.bind(__webpack_require__, 3603))).TICKS_COMMANDS),
    preview: async (request) => (await Promise.all(/* import() */[__webpack_require__.e(140), __webpack_require__.e(326), __webpack_require__.e(916), __webpack_require__.e(904), __webpack_require__.e(28), __webpack_require__.e(83)]).then(__webpack_require__.bind(__webpack_require__, 5083))).previewTicks(request),
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
