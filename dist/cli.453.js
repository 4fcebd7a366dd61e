(function (importMetaUrl) { 'use strict'; return { id: 453, ids: [453], modules: {

/***/ 6453:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  CLAIMS_COMMANDS: () => (/* binding */ CLAIMS_COMMANDS)
});

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

;// CONCATENATED MODULE: ./src/commands/claims/commands.ts




/** Each takes the arguments after its name, the caller's I/O, and the store's directory. */
const CLAIMS_COMMANDS = {
    brief: claimsBrief,
    line: claimsLine,
    doctor: claimsDoctor,
    verify: claimsVerify,
};


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


/***/ })

} }; })
