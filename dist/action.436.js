export const id = 436;
export const ids = [436];
export const modules = {

/***/ 4436:
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
// EXTERNAL MODULE: ./src/adapters/files/untrusted-file.ts + 1 modules
var untrusted_file = __webpack_require__(8945);
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

// EXTERNAL MODULE: ./src/adapters/git/in-process.ts + 1 modules
var in_process = __webpack_require__(4807);
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
    const answers = repository === null || !fewReferences(questions) ? undefined : (0,in_process/* inProcessAnswers */.et)(repository);
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

};
