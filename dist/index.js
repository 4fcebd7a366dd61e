import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
var __webpack_exports__ = {};

;// CONCATENATED MODULE: external "node:worker_threads"
const external_node_worker_threads_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");
;// CONCATENATED MODULE: external "node:module"
const external_node_module_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");
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
/** A workflow command's data, escaped as @actions/core escapes it. */
function commandData(text) {
    return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
/**
 * Runs `script` (dist/action.js) in a worker; resolves with the exit code
 * the process should end with. An error the action did not catch itself
 * becomes one `::error::` line (the message, not the stack) and exit code 1.
 */
/** How long the worker gets to stop its processes and exit after a stop request. */
const STOP_ANSWER_MS = STOP_GRACE_MS + 3000;
function launchAction(script, writeLine = (line) => void process.stdout.write(`${line}\n`)) {
    return new Promise((resolve) => {
        let failed = false;
        let stoppedBy;
        const groups = sharedGroupRegistry();
        const killAll = () => {
            for (const pid of groupsIn(groups))
                killGroup(pid, 'SIGKILL');
        };
        const worker = new external_node_worker_threads_namespaceObject.Worker(script, {
            resourceLimits: ACTION_RESOURCE_LIMITS,
            workerData: { processGroups: groups },
        });
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
void launchAction(new URL(ACTION_SCRIPT, import.meta.url)).then((code) => {
    process.exitCode = code;
});

