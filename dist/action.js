import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 3395:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ builtin)
/* harmony export */ });
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_module__WEBPACK_IMPORTED_MODULE_0__);
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
function builtin(name) {
    const get = process.getBuiltinModule;
    return (get !== undefined ? get(name) : (0,node_module__WEBPACK_IMPORTED_MODULE_0__.createRequire)(import.meta.url)(name));
}


/***/ }),

/***/ 2613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 5317:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("child_process");

/***/ }),

/***/ 6982:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");

/***/ }),

/***/ 4434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 8611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 5692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 9278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 4589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 6698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 7540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 8474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 2467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 8995:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 6193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:string_decoder");

/***/ }),

/***/ 8500:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:timers/promises");

/***/ }),

/***/ 1692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 3429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 5919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 6928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 3193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 3557:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("timers");

/***/ }),

/***/ 4756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 9023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
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
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "action." + chunkId + ".js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
var __webpack_exports__ = {};

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
// EXTERNAL MODULE: external "node:module"
var external_node_module_ = __nccwpck_require__(8995);
var external_node_module_default = /*#__PURE__*/__nccwpck_require__.n(external_node_module_);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __nccwpck_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
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




const CACHE_NAME = (0,external_node_path_.join)('evolving-action', 'compile-cache');
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
    return temp !== undefined && (0,external_node_path_.isAbsolute)(temp) ? (0,external_node_path_.join)(temp, CACHE_NAME) : undefined;
}
/** A directory (not a link) of this user or root that neither group nor others may write. */
function privateDirectory(path, uid) {
    const stat = (0,external_node_fs_.lstatSync)(path, { throwIfNoEntry: false });
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
    const stat = (0,external_node_fs_.lstatSync)(path, { throwIfNoEntry: false });
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
        (0,external_node_fs_.mkdirSync)(dir, { recursive: true, mode: 0o700 });
        const parent = (0,external_node_path_.dirname)(dir);
        return (privateDirectory(dir, uid) &&
            privateDirectory(parent, uid) &&
            steadyDirectory((0,external_node_path_.dirname)(parent)));
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
function compile_cache_enableCompileCache(dir) {
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
function compile_cache_flushCompileCache() {
    const flush = module.flushCompileCache;
    if (typeof flush !== 'function')
        return;
    try {
        flush();
    }
    catch {
        // As above: only a saving is lost.
    }
}

// EXTERNAL MODULE: ./src/adapters/runner/builtins.ts
var builtins = __nccwpck_require__(3395);
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
    const { isMainThread, workerData } = (0,builtins/* builtin */.S)('node:worker_threads');
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
const START_BUILTINS = [
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
];
/** Loads START_BUILTINS now, on this thread (each once per thread; later asks find it loaded). */
function loadStartBuiltins() {
    for (const name of START_BUILTINS)
        (0,builtins/* builtin */.S)(name);
}

;// CONCATENATED MODULE: ./src/action.ts
/**
 * dist/action.js: the GitHub Action itself, which dist/index.js runs in a
 * worker thread (action/launch.ts); run directly, it behaves the same. The
 * compile cache first (each thread asks for its own), then Node's built-in
 * modules the libraries load, while the launcher compiles the chunks
 * (adapters/runner/compile-ahead.ts), then the action (action/start.ts), a
 * chunk of its own so that the cache keeps its code.
 */


// The one read of the environment before the settings are: the cache must be on first.
compile_cache_enableCompileCache(privateCacheDirectory(runnerCompileCacheDir(process.env), process.env));
loadStartBuiltins();
awaitCompiledAhead(launcherFlag());
void Promise.all(/* import() */[__nccwpck_require__.e(682), __nccwpck_require__.e(301)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5301));

