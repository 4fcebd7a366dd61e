import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ // The require scope
/******/ var __nccwpck_require__ = {};
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/************************************************************************/
var __webpack_exports__ = {};

;// CONCATENATED MODULE: external "node:worker_threads"
const external_node_worker_threads_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");
;// CONCATENATED MODULE: external "node:module"
const external_node_module_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");
var external_node_module_default = /*#__PURE__*/__nccwpck_require__.n(external_node_module_namespaceObject);
;// CONCATENATED MODULE: ./src/adapters/runner/builtins.ts
/**
 * Node's built-in modules that only some commands use, loaded when first
 * used rather than when the bundle starts: an ev 0.2 command on a plain
 * repository starts no process and no worker, and compiling
 * `child_process` (with `net` and `dgram`) and `worker_threads` at start
 * was a tenth of its start-up (docs/PERFORMANCE.md, "Start-up"). Each
 * caller names its module with its type; which modules may load
 * `child_process` is scripts/check-git-owner.mjs's to say.
 */

/** The built-in module `name` (`process.getBuiltinModule` from Node 20.16; a require before). */
function builtins_builtin(name) {
    const get = process.getBuiltinModule;
    return (get !== undefined ? get(name) : createRequire(import.meta.url)(name));
}

;// CONCATENATED MODULE: ./src/adapters/processes/process-groups.ts

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
    return builtin('node:worker_threads');
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

;// CONCATENATED MODULE: external "node:fs"
const external_node_fs_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");
;// CONCATENATED MODULE: external "node:path"
const external_node_path_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");
;// CONCATENATED MODULE: ./src/adapters/files/write-all.ts
/**
 * All of `data` written to the open file `fd`, synchronously. A string goes
 * to the kernel without a Buffer of our own (a state file per tick is
 * thousands of writes); only a short write, which a regular file hardly
 * ever makes, falls back to writing the rest. A write that takes nothing
 * throws rather than loop.
 */

function write_all_writeAll(fd, data) {
    let bytes;
    let written;
    if (typeof data === 'string') {
        written = writeSync(fd, data);
        const size = Buffer.byteLength(data, 'utf8');
        if (written === size)
            return;
        bytes = Buffer.from(data, 'utf8');
    }
    else {
        bytes = data;
        written = 0;
    }
    while (written < bytes.length) {
        const now = writeSync(fd, bytes, written, bytes.length - written);
        if (now <= 0)
            throw new Error(`a write to file descriptor ${fd} took no bytes`);
        written += now;
    }
}

;// CONCATENATED MODULE: ./src/adapters/files/untrusted-file.ts
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
        return kindOf(lstatSync(path));
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
    return readdirSync(dir, { withFileTypes: true }).map((entry) => ({
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
    const rel = relative(root, path);
    if (rel === '')
        return [];
    const components = [];
    let current = root;
    let climbing = true;
    for (const part of rel.split(sep)) {
        current = join(current, part);
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
                mkdirSync(current);
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
const READ_FLAGS = external_node_fs_namespaceObject.constants.O_RDONLY | external_node_fs_namespaceObject.constants.O_NOFOLLOW | external_node_fs_namespaceObject.constants.O_NONBLOCK | external_node_fs_namespaceObject.constants.O_NOCTTY;
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
function untrusted_file_readRegularFile(path, maxBytes, knownKind) {
    const kind = knownKind ?? entryKind(path);
    if (kind !== 'file')
        return refusedKind(kind);
    const fd = openForReading(path);
    if (typeof fd !== 'number')
        return fd;
    try {
        if (knownKind === 'file')
            return readListedFile(fd, maxBytes);
        const stats = fstatSync(fd);
        const opened = kindOf(stats);
        if (opened !== 'file')
            return refusedKind(opened);
        return readBounded(fd, maxBytes, stats.size);
    }
    catch (error) {
        return unreadable(error);
    }
    finally {
        closeSync(fd);
    }
}
/** A descriptor for reading `path`, never through a link; or why it cannot be opened. */
function openForReading(path) {
    try {
        return (0,external_node_fs_namespaceObject.openSync)(path, READ_FLAGS);
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
        const first = (0,external_node_fs_namespaceObject.readSync)(fd, target, offset, want, null);
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
        (0,external_node_fs_namespaceObject.closeSync)(fd);
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
    const first = (0,external_node_fs_namespaceObject.readSync)(fd, scratch, 0, want, null);
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
        const read = (0,external_node_fs_namespaceObject.readSync)(fd, chunk, 0, want, null);
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
const WRITE_FLAGS = external_node_fs_namespaceObject.constants.O_WRONLY | external_node_fs_namespaceObject.constants.O_NOFOLLOW | external_node_fs_namespaceObject.constants.O_NONBLOCK | external_node_fs_namespaceObject.constants.O_NOCTTY;
/**
 * The note for a write refused because a link or special file is at the path
 * (or on the way), the path shown relative to `root`; undefined for any other
 * failure (ev keeps those silent, docs/ev-0.1.md#the-state-cache).
 */
function writeRefusalNote(root, error) {
    if (!(error instanceof RefusedPathError) || !isSpecialKind(error.kind))
        return undefined;
    return `${relative(root, error.path) || '.'}: ${error.reason}`;
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
        fd = openSync(path, WRITE_FLAGS | constants.O_CREAT | constants.O_EXCL, 0o644);
    }
    catch (error) {
        if (errorCode(error) === 'EEXIST')
            return false;
        throw new Error(`${path}: ${describeIoError(error)}`);
    }
    try {
        writeAll(fd, text);
    }
    finally {
        closeSync(fd);
    }
    return true;
}
function endsWithNewline(fd, size) {
    if (size === 0)
        return true;
    const last = Buffer.alloc(1);
    return readSync(fd, last, 0, 1, size - 1) === 1 && last[0] === 0x0a;
}
/**
 * Opens `path` to write with `flags` (which hold O_NOFOLLOW): a link there is
 * refused, and so is what turns out not to be a regular file once open. The
 * caller closes the descriptor.
 */
function openWritable(path, flags) {
    let fd;
    try {
        fd = openSync(path, flags, 0o644);
    }
    catch (error) {
        if (errorCode(error) === 'ELOOP')
            throw new RefusedPathError(path, 'symlink', refusedWriteReason('symlink'));
        throw new Error(`${path}: ${describeIoError(error)}`);
    }
    try {
        const stats = fstatSync(fd);
        assertWritableKind(path, kindOf(stats));
        return { fd, size: stats.size };
    }
    catch (error) {
        closeSync(fd);
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
    const access = ownLine ? (WRITE_FLAGS & ~constants.O_WRONLY) | constants.O_RDWR : WRITE_FLAGS;
    const flags = access | constants.O_CREAT | (options.append ? constants.O_APPEND : constants.O_TRUNC);
    const { fd, size } = openWritable(path, flags);
    try {
        const separate = ownLine && !endsWithNewline(fd, size);
        writeAll(fd, separate ? `\n${text}` : text);
    }
    finally {
        closeSync(fd);
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

;// CONCATENATED MODULE: ./src/adapters/files/read-ahead.ts


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
function read_ahead_threads() {
    return builtin('node:worker_threads');
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
    const room = listedReadRoom(maxBytes);
    let buffer = new Uint8Array(Math.max(BATCH_BYTES, room));
    let offset = 0;
    const reads = [];
    const end = Math.min(paths.length, (batch + 1) * batchSize);
    for (let i = batch * batchSize; i < end; i++) {
        if (buffer.length - offset < room)
            buffer = grown(buffer, offset, room);
        const read = readListedFileInto(paths[i], maxBytes, buffer, offset);
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
    const { isMainThread, parentPort, workerData } = read_ahead_threads();
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
        read: (index) => readRegularFile(paths[index], maxBytes, 'file'),
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
    const { MessageChannel, receiveMessageOnPort } = read_ahead_threads();
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
                            : readRegularFile(entry.path, maxBytes, entry.kind),
                    ];
            },
        },
        done: () => files.done(),
    };
}

;// CONCATENATED MODULE: external "node:os"
const external_node_os_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");
;// CONCATENATED MODULE: ./src/adapters/runner/compile-cache.ts
/**
 * Node's module compile cache (docs/PERFORMANCE.md#start-up): V8's compiled
 * code for the bundles, kept on disk so that the next start skips most of
 * the compiling. Node 22.1 and later have `module.enableCompileCache`; on
 * an older Node this does nothing.
 *
 * The directory must be one no other user can write: cached code is run
 * as it is read back, so whoever can plant a file in it runs code as us.
 * Node's default (`os.tmpdir()/node-compile-cache`) sits in a shared,
 * world-writable directory where another user may create it first, so it
 * is never used. The CLI keeps its cache under the user's own cache
 * directory, the action under the job's RUNNER_TEMP. Either is used only
 * when it, and the directory holding it, belong to this user (or root) and
 * no one else may write to them; otherwise the cache stays off, silently.
 * NODE_DISABLE_COMPILE_CACHE=1 turns it off (Node's own switch).
 */




const CACHE_NAME = (0,external_node_path_namespaceObject.join)('evolving-action', 'compile-cache');
/** The CLI's cache: $XDG_CACHE_HOME (when absolute) or ~/.cache, then evolving-action/compile-cache. */
function userCompileCacheDir(env) {
    const xdg = env.XDG_CACHE_HOME;
    if (xdg !== undefined && isAbsolute(xdg))
        return join(xdg, CACHE_NAME);
    let home;
    try {
        home = homedir();
    }
    catch {
        return undefined;
    }
    return isAbsolute(home) ? join(home, '.cache', CACHE_NAME) : undefined;
}
/** The action's cache: under the job's own temporary directory, RUNNER_TEMP. */
function runnerCompileCacheDir(env) {
    const temp = env.RUNNER_TEMP;
    return temp !== undefined && (0,external_node_path_namespaceObject.isAbsolute)(temp) ? (0,external_node_path_namespaceObject.join)(temp, CACHE_NAME) : undefined;
}
/** A directory (not a link) of this user or root that neither group nor others may write. */
function privateDirectory(path, uid) {
    const stat = (0,external_node_fs_namespaceObject.lstatSync)(path, { throwIfNoEntry: false });
    return (stat !== undefined &&
        stat.isDirectory() &&
        (stat.uid === uid || stat.uid === 0) &&
        (stat.mode & 0o022) === 0);
}
/**
 * The directory holding ours: writable by others only when sticky (as
 * /tmp is), where no one may rename what another user made.
 */
function steadyDirectory(path) {
    const stat = (0,external_node_fs_namespaceObject.lstatSync)(path, { throwIfNoEntry: false });
    return stat !== undefined && ((stat.mode & 0o022) === 0 || (stat.mode & 0o1000) !== 0);
}
/**
 * Whether `dir` may hold the cache: created if missing (mode 0700), then
 * it and its parent checked, and the directory above them. POSIX only:
 * without user ids to compare, no cache.
 */
function safeCacheDirectory(dir) {
    const uid = process.getuid?.();
    if (uid === undefined)
        return false;
    try {
        (0,external_node_fs_namespaceObject.mkdirSync)(dir, { recursive: true, mode: 0o700 });
        const parent = (0,external_node_path_namespaceObject.dirname)(dir);
        return (privateDirectory(dir, uid) &&
            privateDirectory(parent, uid) &&
            steadyDirectory((0,external_node_path_namespaceObject.dirname)(parent)));
    }
    catch {
        return false;
    }
}
/**
 * `dir` when a cache may be kept there (safeCacheDirectory) and caching is
 * not turned off (NODE_DISABLE_COMPILE_CACHE=1, Node's switch), else undefined.
 */
function privateCacheDirectory(dir, env) {
    return dir !== undefined && env.NODE_DISABLE_COMPILE_CACHE !== '1' && safeCacheDirectory(dir)
        ? dir
        : undefined;
}
/**
 * Turns the compile cache on for what this thread loads from now on (a
 * worker thread asks for itself), in `dir` as privateCacheDirectory gave it
 * (undefined: no cache). Never fails: a cache is only ever a saving. True
 * when this Node has the cache and was asked to turn it on.
 */
function enableCompileCache(dir) {
    const enable = (external_node_module_default()).enableCompileCache;
    if (typeof enable !== 'function' || dir === undefined)
        return false;
    try {
        enable(dir);
        return true;
    }
    catch {
        // A cache that cannot be had costs only the time it would have saved.
        return false;
    }
}
/**
 * Writes what this thread has compiled to its cache now, rather than when
 * the process exits (Node 22.10 and later; before, nothing). Never fails.
 */
function flushCompileCache() {
    const flush = (external_node_module_default()).flushCompileCache;
    if (typeof flush !== 'function')
        return;
    try {
        flush();
    }
    catch {
        // As above: only a saving is lost.
    }
}

;// CONCATENATED MODULE: ./src/adapters/runner/compile-ahead.ts


/** The flag's values: the launcher still compiling, or done with it (however it ended). */
const PENDING = 0;
const OVER = 1;
/**
 * How long the worker waits for the launcher's compiling at most. The
 * launcher is done about 70 ms after the process starts, the worker ready
 * to load its chunks about then too; a launcher slower than this (a busy
 * single core) leaves the worker to compile what is still missing.
 */
const COMPILED_AHEAD_WAIT_MS = 40;
/** The flag the launcher passes to its worker (workerData.compiledAhead). */
function compiledAheadFlag() {
    return new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT);
}
function markOver(flag) {
    const cell = new Int32Array(flag);
    Atomics.store(cell, 0, OVER);
    Atomics.notify(cell, 0);
}
/** Each chunk compiled in turn (loading a chunk compiles it), the cache written out after each. */
async function compileInTurn(chunks, base) {
    for (const chunk of chunks) {
        await import(/* webpackIgnore: true */ new URL(chunk, base).href);
        flushCompileCache();
    }
}
/**
 * The launcher's side: compiles `chunks` (files beside `base`, in turn) into
 * the compile cache at `cacheDir`, and marks the flag over when done, failed,
 * or when there is nothing to do. Never throws.
 */
function compileChunksAhead(chunks, base, cacheDir, flag) {
    if (chunks.length === 0 || !enableCompileCache(cacheDir))
        return markOver(flag);
    void compileInTurn(chunks, base)
        .catch(() => undefined)
        .finally(() => markOver(flag));
}
/**
 * The worker's side: returns once the launcher's compiling is over (true),
 * or when `maxMs` have passed first (false); at once without a flag (no
 * launcher: the action started directly, a test).
 */
function awaitCompiledAhead(flag, maxMs = COMPILED_AHEAD_WAIT_MS) {
    // workerData is this thread's own copy: a buffer of this realm (as process-groups.ts reads it).
    if (!(flag instanceof SharedArrayBuffer) || flag.byteLength < Int32Array.BYTES_PER_ELEMENT)
        return true;
    return Atomics.wait(new Int32Array(flag, 0, 1), 0, PENDING, maxMs) !== 'timed-out';
}
/** The flag this thread's launcher passed, if this thread is its worker. */
function launcherFlag() {
    const { isMainThread, workerData } = builtin('node:worker_threads');
    if (isMainThread)
        return undefined;
    return workerData?.compiledAhead;
}
/**
 * Node's built-in modules the action's chunks load when they are evaluated
 * (the libraries: @actions/*'s and undici's HTTP stack), those that take a
 * worker of Node 24 more than a moment to load: 12 to 15 ms in all, http2
 * and crypto most. Not `child_process`: which modules may name it is
 * scripts/check-git-owner.mjs's to say, and it is cheap beside these.
 */
const START_BUILTINS = (/* unused pure expression or super */ null && ([
    'node:os',
    'node:crypto',
    'node:net',
    'node:http',
    'node:tls',
    'node:https',
    'node:assert',
    'node:http2',
    'node:url',
    'node:dns',
    'node:zlib',
    'node:timers/promises',
]));
/** Loads START_BUILTINS now, on this thread (each once per thread; later asks find it loaded). */
function loadStartBuiltins() {
    for (const name of START_BUILTINS)
        builtin(name);
}

;// CONCATENATED MODULE: ./src/action/launch.ts
/**
 * The action runs in a worker thread with a capped young generation.
 *
 * Why: on a runner with 16 GB or more, V8 lets the young generation grow to
 * 128 MB, and keeps all of it. The action allocates fast and briefly (tick
 * texts, receipts, the report's strings), so V8 grows it to the most it may,
 * and that space was most of what the action's peak held beyond `check`'s:
 * at 50,000 ticks 32 MB of young generation cuts the peak by about 150 MB in
 * the same wall time (docs/PERFORMANCE.md). A Node action cannot pass V8 flags (action.yml has no
 * `NODE_OPTIONS`), and a worker's `resourceLimits` are Node's supported way
 * to size a heap. Only the young generation is capped: the old generation
 * keeps V8's default limit, so a large ledger never runs out of memory here
 * that would not without the worker.
 *
 * The worker shares the process (its environment, stdout, the runner's
 * files); its exit code becomes the process's.
 *
 * Signals reach only this thread: a cancel (the runner's SIGINT, then
 * SIGTERM) is passed on to the worker as a stop request, and the worker
 * stops every process group it started (adapters/processes/process-groups.ts). The
 * groups are listed in a buffer both threads share, so a worker that does
 * not answer in time has them killed from here; and any group still listed
 * when the worker exits, however it exits, is killed too.
 */




const ACTION_RESOURCE_LIMITS = { maxYoungGenerationSizeMb: 32 };
/**
 * The chunks of dist/ the action loads at its start, the action's own first
 * (src/action/start.ts and what it imports), then the libraries', written
 * here by scripts/bundle.mjs, comma-separated; from the sources (the
 * tests), none.
 */
const START_CHUNKS = 'action.301.js,action.682.js';
/** START_CHUNKS as file names: none unless the build named them. */
function startChunks() {
    return START_CHUNKS.split(',').filter((name) => name.endsWith('.js'));
}
/** A workflow command's data, escaped as @actions/core escapes it. */
function commandData(text) {
    return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
/** How long the worker gets to stop its processes and exit after a stop request. */
const STOP_ANSWER_MS = STOP_GRACE_MS + 3000;
/**
 * Runs `script` (dist/action.js) in a worker; resolves with the exit code
 * the process should end with. An error the action did not catch itself
 * becomes one `::error::` line (the message, not the stack) and exit code 1.
 * `compileCacheDir`: the worker's compile cache (as privateCacheDirectory
 * gives it), where this thread compiles the action's start chunks ahead
 * (adapters/runner/compile-ahead.ts).
 */
function launchAction(script, writeLine = (line) => void process.stdout.write(`${line}\n`), compileCacheDir) {
    return new Promise((resolve) => {
        let failed = false;
        let stoppedBy;
        const groups = sharedGroupRegistry();
        const killAll = () => {
            for (const pid of groupsIn(groups))
                killGroup(pid, 'SIGKILL');
        };
        const compiledAhead = compiledAheadFlag();
        const worker = new external_node_worker_threads_namespaceObject.Worker(script, {
            resourceLimits: ACTION_RESOURCE_LIMITS,
            workerData: { processGroups: groups, readAhead: true, compiledAhead },
        });
        // This thread only waits for the worker: it compiles ahead what the worker loads first, and
        // reads the ledger's files ahead of the parse.
        compileChunksAhead(startChunks(), script, compileCacheDir, compiledAhead);
        serveReadAhead(worker);
        const onSignal = (signal) => {
            if (stoppedBy !== undefined)
                return killAll(); // a second signal: no more grace
            stoppedBy = signal;
            worker.postMessage({ type: STOP_MESSAGE, signal });
            setTimeout(() => {
                killAll();
                void worker.terminate();
            }, STOP_ANSWER_MS).unref();
        };
        process.on('SIGINT', onSignal);
        process.on('SIGTERM', onSignal);
        worker.on('error', (error) => {
            failed = true;
            // Not `instanceof Error`: the error is rebuilt from the worker's, possibly in another realm.
            const message = typeof error?.message === 'string'
                ? error.message
                : String(error);
            writeLine(`::error::${commandData(`evolving stopped on an unexpected error: ${message}`)}`);
        });
        worker.on('exit', (code) => {
            process.off('SIGINT', onSignal);
            process.off('SIGTERM', onSignal);
            // Nothing the action started outlives it, however it ended.
            killAll();
            if (stoppedBy !== undefined)
                resolve(exitCodeFor(stoppedBy));
            else
                resolve(failed && code === 0 ? 1 : code);
        });
    });
}

;// CONCATENATED MODULE: ./src/index.ts
/**
 * dist/index.js: the GitHub Action's entry (action.yml, runs.using node24).
 * It starts the action itself, dist/action.js, in a worker thread whose
 * young generation is capped (action/launch.ts says why).
 */


// A name, not a literal in `new URL`: the bundler would otherwise try to bundle the file as an asset.
const ACTION_SCRIPT = 'action.js';
// The worker's compile cache (dist/action.js asks for the same one): this thread compiles into it.
const compileCacheDir = privateCacheDirectory(runnerCompileCacheDir(process.env), process.env);
void launchAction(new URL(ACTION_SCRIPT, import.meta.url), undefined, compileCacheDir).then((code) => {
    process.exitCode = code;
});

