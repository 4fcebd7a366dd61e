#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 9461:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ writeAll)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/**
 * All of `data` written to the open file `fd`, synchronously. A string goes
 * to the kernel without a Buffer of our own (a state file per tick is
 * thousands of writes); only a short write, which a regular file hardly
 * ever makes, falls back to writing the rest. A write that takes nothing
 * throws rather than loop.
 */

function writeAll(fd, data) {
    let bytes;
    let written;
    if (typeof data === 'string') {
        written = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeSync)(fd, data);
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
        const now = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeSync)(fd, bytes, written, bytes.length - written);
        if (now <= 0)
            throw new Error(`a write to file descriptor ${fd} took no bytes`);
        written += now;
    }
}


/***/ }),

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

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 8995:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 6193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:string_decoder");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

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
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
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
/******/ 		return "cli." + chunkId + ".js";
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
/******/ 						var promise = globalThis[Symbol.for("evolving-action.load-chunk")](new URL("./" + __nccwpck_require__.u(chunkId), import.meta.url)).then(installChunk, (e) => {
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
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
;// CONCATENATED MODULE: external "node:url"
const external_node_url_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");
;// CONCATENATED MODULE: external "node:vm"
const external_node_vm_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:vm");
// EXTERNAL MODULE: ./src/adapters/files/write-all.ts
var write_all = __nccwpck_require__(9461);
// EXTERNAL MODULE: ./src/adapters/runner/builtins.ts
var builtins = __nccwpck_require__(3395);
;// CONCATENATED MODULE: ./src/adapters/runner/code-cache.ts
/**
 * The command line's code cache, made after the command has run
 * (docs/PERFORMANCE.md#start-up). Node's compile cache is made when a
 * module is compiled, before it runs, so it holds the top level and little
 * else: every function a command calls would be compiled again on every
 * run. V8 can make the cache after the run instead
 * (`vm.Script#createCachedData`), holding every function compiled so far.
 *
 * So the CLI's chunks (dist/cli.<id>.js) are scripts, not modules
 * (scripts/bundle.mjs): each evaluates to a function that returns
 * webpack's `{ id, ids, modules }`, and the bundle's chunk loader asks the
 * loader made here, which compiles the chunk with its cache, if any. After
 * a command that succeeded, a chunk that had no cache, or one V8 rejected,
 * gets one. A cache is kept per command (what `--help` compiles is not what
 * `doctor` calls), per chunk file (its path: a new version installed in the
 * same place overwrites the old one's caches, rather than adding to them) and
 * per Node (its version, architecture and options). Each file begins with a
 * stamp of the chunk's bytes (a CRC-32 and the length): a cache of other bytes
 * is not used, and is made again. V8 also refuses a cache made by another V8
 * or with other flags.
 *
 * Cached code runs as it is read back: the files live in the compile
 * cache's private directory, with its checks (compile-cache.ts). A cache is
 * only ever a saving: any error reading or writing it, and the chunk runs
 * without one.
 */






/** Where the bundle's chunk loader (scripts/bundle.mjs) finds ours. */
const CHUNK_LOADER = Symbol.for('evolving-action.load-chunk');
/**
 * The name the cache goes under: the command (`doctor`), or `-` when the
 * first word that looks like one is none. A wrong guess (an option's
 * value) only files the cache under another name.
 */
function commandTag(argv) {
    return argv.find((word) => /^[a-z][a-z0-9-]{0,31}$/.test(word)) ?? '-';
}
/** zlib's CRC-32 (Node 20.15 and 22.2 on), or undefined: then no cache. */
function crc32Function() {
    const { crc32 } = (0,builtins/* builtin */.S)('node:zlib');
    return typeof crc32 === 'function' ? crc32 : undefined;
}
const hex = (n) => n.toString(16).padStart(8, '0');
/** The cache file of a chunk: its name and path, this Node and its options, the command. */
function cacheFileName(chunkPath, tag, nodeOptions = []) {
    const crc32 = crc32Function();
    if (crc32 === undefined)
        return undefined;
    const options = nodeOptions.filter((option) => option !== '');
    const flags = options.length === 0 ? '' : `-${hex(crc32(options.join('\0')))}`;
    const node = `${process.version}-${process.arch}${flags}`;
    return `${(0,external_node_path_.basename)(chunkPath)}.${hex(crc32(chunkPath))}.${node}.${tag}.v8cache`;
}
/**
 * What a cache file begins with: a mark, the chunk's CRC-32 and length, and
 * padding to 16 bytes (V8 takes its data aligned).
 */
const STAMP_BYTES = 16;
const MARK = 0x65766363; // "evcc"
/** The stamp of a chunk's bytes, or undefined without a CRC-32. */
function chunkStamp(bytes) {
    const crc32 = crc32Function();
    if (crc32 === undefined)
        return undefined;
    const stamp = Buffer.alloc(STAMP_BYTES);
    stamp.writeUInt32BE(MARK, 0);
    stamp.writeUInt32BE(crc32(bytes), 4);
    stamp.writeUInt32BE(bytes.length % 2 ** 32, 8);
    return stamp;
}
/** The V8 data of a cache file stamped `stamp`; 'stale' when it is another chunk's. */
function readCache(file, stamp) {
    let content;
    try {
        content = (0,external_node_fs_.readFileSync)(file);
    }
    catch {
        return 'missing';
    }
    return content.length > STAMP_BYTES && content.subarray(0, STAMP_BYTES).equals(stamp)
        ? { data: content.subarray(STAMP_BYTES) }
        : 'stale';
}
/**
 * Written to a name of its own, then renamed: a run reading it meanwhile sees all or none.
 * The file is created before the cache is made, so that a directory that cannot be written
 * costs an `open`, not V8's work of making the cache, in every run.
 */
function writeCache(file, data) {
    const temporary = `${file}.${process.pid}-${Math.random().toString(36).slice(2)}.tmp`;
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(temporary, 'wx', 0o600);
    }
    catch {
        return;
    }
    try {
        try {
            (0,write_all/* writeAll */.f)(fd, data());
        }
        finally {
            (0,external_node_fs_.closeSync)(fd);
        }
        (0,external_node_fs_.renameSync)(temporary, file);
    }
    catch {
        (0,external_node_fs_.rmSync)(temporary, { force: true });
    }
}
/**
 * The chunk loader. With a directory, a chunk's cache is read from it, and
 * at the process's exit with code 0 the caches that were missing or
 * rejected are made and written.
 */
function codeCache(options) {
    const tag = commandTag(options.argv);
    const loaded = [];
    let listening = false;
    const write = () => {
        for (const { file, stamp, script, use } of loaded) {
            if (file === undefined || stamp === undefined || use === 'used')
                continue;
            try {
                writeCache(file, () => Buffer.concat([stamp, script.createCachedData()]));
            }
            catch {
                // No cache this time: the next run makes it.
            }
        }
    };
    const load = async (url) => {
        const path = (0,external_node_url_namespaceObject.fileURLToPath)(url);
        const bytes = (0,external_node_fs_.readFileSync)(path);
        let file;
        let stamp;
        let found;
        if (options.dir !== undefined) {
            try {
                const name = cacheFileName(path, tag, options.nodeOptions);
                stamp = chunkStamp(bytes);
                if (name !== undefined && stamp !== undefined)
                    file = (0,external_node_path_.join)(options.dir, name);
            }
            catch {
                file = undefined;
            }
            if (file !== undefined && stamp !== undefined)
                found = readCache(file, stamp);
        }
        const cachedData = typeof found === 'object' ? found.data : undefined;
        const script = new external_node_vm_namespaceObject.Script(bytes.toString('utf8'), { filename: path, cachedData });
        const use = file === undefined
            ? 'off'
            : found === 'missing'
                ? 'missing'
                : found === 'stale' || script.cachedDataRejected === true
                    ? 'rejected'
                    : 'used';
        loaded.push({ path, file, stamp, script, use });
        if (use === 'missing' || use === 'rejected') {
            if (!listening) {
                listening = true;
                process.once('exit', (code) => {
                    if (code === 0)
                        write();
                });
            }
        }
        const chunk = script.runInThisContext();
        return chunk(url.href);
    };
    const uses = () => new Map(loaded.map(({ path, use }) => [(0,external_node_path_.basename)(path), use]));
    return { load, uses, write };
}

// EXTERNAL MODULE: external "node:module"
var external_node_module_ = __nccwpck_require__(8995);
var external_node_module_default = /*#__PURE__*/__nccwpck_require__.n(external_node_module_);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __nccwpck_require__(8161);
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
    if (xdg !== undefined && (0,external_node_path_.isAbsolute)(xdg))
        return (0,external_node_path_.join)(xdg, CACHE_NAME);
    let home;
    try {
        home = (0,external_node_os_.homedir)();
    }
    catch {
        return undefined;
    }
    return (0,external_node_path_.isAbsolute)(home) ? (0,external_node_path_.join)(home, '.cache', CACHE_NAME) : undefined;
}
/** The action's cache: under the job's own temporary directory, RUNNER_TEMP. */
function runnerCompileCacheDir(env) {
    const temp = env.RUNNER_TEMP;
    return temp !== undefined && isAbsolute(temp) ? join(temp, CACHE_NAME) : undefined;
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

;// CONCATENATED MODULE: ./src/cli.ts
/**
 * dist/cli.js (bin `ev-action`): the caches first, then the command line
 * itself (cli/start.ts), a chunk of its own. What is loaded after Node's
 * compile cache is on is what that cache keeps (adapters/runner/compile-cache.ts);
 * the bundle's chunks are compiled by the loader installed here, with a
 * cache made after the command has run (adapters/runner/code-cache.ts).
 */


// The one read of the environment before the settings are: the caches must be on first.
const cacheDir = privateCacheDirectory(userCompileCacheDir(process.env), process.env);
enableCompileCache(cacheDir);
// scripts/bundle.mjs makes the bundle's chunk loader call this one (the sources run as
// modules, under jest, never ask for it).
Object.defineProperty(globalThis, CHUNK_LOADER, {
    value: codeCache({
        dir: cacheDir,
        argv: process.argv.slice(2),
        nodeOptions: [...process.execArgv, process.env.NODE_OPTIONS ?? ''],
    }).load,
});
__nccwpck_require__.e(/* import() */ 938).then(__nccwpck_require__.bind(__nccwpck_require__, 5938)).catch((error) => {
    process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
});

