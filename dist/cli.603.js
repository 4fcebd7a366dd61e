(function (importMetaUrl) { 'use strict'; return { id: 603, ids: [603], modules: {

/***/ 3603:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  TICKS_COMMANDS: () => (/* binding */ TICKS_COMMANDS)
});

// EXTERNAL MODULE: ./src/adapters/ticks/results.ts
var results = __webpack_require__(8195);
// EXTERNAL MODULE: ./src/adapters/runner/clock.ts
var clock = __webpack_require__(7029);
// EXTERNAL MODULE: ./src/core/text/debug-quote.ts
var debug_quote = __webpack_require__(8257);
// EXTERNAL MODULE: ./src/core/text/painter.ts
var text_painter = __webpack_require__(6980);
// EXTERNAL MODULE: ./src/core/text/unicode.ts
var unicode = __webpack_require__(9416);
// EXTERNAL MODULE: ./src/core/ticks/lineage.ts
var lineage = __webpack_require__(9719);
// EXTERNAL MODULE: ./src/core/ticks/source-ref.ts
var source_ref = __webpack_require__(1121);
// EXTERNAL MODULE: ./src/core/ticks/tick.ts
var ticks_tick = __webpack_require__(4421);
;// CONCATENATED MODULE: ./src/core/ticks/brief.ts
/**
 * `brief [--limit N]` (docs/ev-0.1.md#brief): the boot-read of the live, user-ruled
 * decisions and the roads they rejected. Load-bearing decisions (any road
 * rejected) come first, then `held_since` descending compared as strings
 * (byte order, not as times), then the file name descending; the first N are
 * shown and a footer counts the rest. Decisions, claims and options are
 * printed raw. Pure.
 */






const NO_USER_RULED = 'no user-ruled decisions';
const USER_RULED = 'user-ruled';
/** Kept by brief: status exactly `live` and authority exactly `user-ruled`. */
function isBriefed(tick) {
    return tick.status === 'live' && tick.authority === USER_RULED;
}
/** A decision that closed a road: a fresh reader must not walk it again. */
function isLoadBearing(tick) {
    return tick.grounds.some((ground) => (0,ticks_tick/* rejectedOption */.QQ)(ground.supports) !== undefined);
}
function briefOrder(a, b) {
    return (Number(isLoadBearing(b.tick)) - Number(isLoadBearing(a.tick)) ||
        (0,unicode/* compareCodePoints */.OP)(b.tick.held_since, a.tick.held_since) ||
        (0,unicode/* compareCodePoints */.OP)(b.file, a.file));
}
/** The lines of one decision: `<decision>  [user-ruled]`, then each rejected road in ground order. */
function decisionLines(tick) {
    const lines = [`${tick.decision}  [${USER_RULED}]`];
    for (const ground of tick.grounds) {
        const option = (0,ticks_tick/* rejectedOption */.QQ)(ground.supports);
        if (option !== undefined)
            lines.push(`  rejected ${option}: ${ground.claim}`);
    }
    return lines;
}
/** `\u2026 <H> more user-ruled decision(s)[, <K> with rejected roads] \u2014 \`ev list\` for all`. */
function briefFooter(hidden, hiddenLoadBearing) {
    const clause = hiddenLoadBearing > 0 ? `, ${hiddenLoadBearing} with rejected roads` : '';
    return `\u2026 ${hidden} more user-ruled decision(s)${clause} \u2014 \`ev list\` for all`;
}
/** stdout lines of `brief`; `limit` 0 shows every decision. */
function briefLines(ticks, limit) {
    const kept = ticks.filter(({ tick }) => isBriefed(tick)).sort(briefOrder);
    if (kept.length === 0)
        return [NO_USER_RULED];
    const shown = limit === 0 ? kept.length : Math.min(limit, kept.length);
    const lines = kept.slice(0, shown).flatMap(({ tick }) => decisionLines(tick));
    const hidden = kept.slice(shown);
    if (hidden.length > 0)
        lines.push(briefFooter(hidden.length, hidden.filter(({ tick }) => isLoadBearing(tick)).length));
    return lines;
}
// ---------------------------------------------------------------------------
// ev 0.1.32's brief: current decisions only, no agent proposals, advisory tags
// (0.1.30), the `--json` contract (0.1.7) and the cost event (0.1.19)
// ---------------------------------------------------------------------------
/** A decision no test check watches: it relies on heed alone. */
function isBound(tick) {
    return tick.grounds.some((ground) => (0,ticks_tick/* isTestCheck */.zI)(ground.check));
}
/** Reaches the boot-read: live, user-ruled and not an unratified agent proposal. */
function isBriefVisible(tick) {
    return isBriefed(tick) && !(0,ticks_tick/* isAgentProposed */.CA)(tick);
}
/** The brief of the current decisions under ev 0.1.32's rules; `limit` 0 shows every decision. */
function currentBrief(ticks, limit) {
    const kept = (0,lineage/* currentDecisions */.n1)(ticks)
        .filter(({ tick }) => isBriefVisible(tick))
        .sort(briefOrder);
    const shown = limit === 0 ? kept.length : Math.min(limit, kept.length);
    return {
        shown: kept.slice(0, shown),
        total: kept.length,
        elidedLoadBearing: kept.slice(shown).filter(({ tick }) => isLoadBearing(tick)).length,
        advisory: kept.filter(({ tick }) => !isBound(tick)).length,
    };
}
function roads(tick) {
    return tick.grounds.flatMap((ground) => {
        const option = (0,ticks_tick/* rejectedOption */.QQ)(ground.supports);
        return option === undefined ? [] : [{ claim: ground.claim, option }];
    });
}
/** `brief --json`: one line of the `ev-brief` contract, keys sorted as serde_json writes them. */
function briefJson(brief) {
    const decisions = brief.shown.map(({ tick }) => ({
        bound: isBound(tick),
        decision: tick.decision,
        id: tick.id,
        load_bearing: isLoadBearing(tick),
        rejected_roads: roads(tick),
        ...(tick.source_ref === undefined ? {} : { source_ref: (0,source_ref/* sourceRefKey */.s)(tick.source_ref) }),
    }));
    const payload = {
        advisory: brief.advisory,
        decisions,
        elided: brief.total - brief.shown.length,
        elided_load_bearing: brief.elidedLoadBearing,
        kind: 'ev-brief',
        shown: brief.shown.length,
        total: brief.total,
    };
    return `${JSON.stringify(payload)}\n`;
}
/** `<n> of <total> advisory \u2014 \u2026`: how many rulings nothing watches (0.1.30). */
function advisoryNote(advisory, total) {
    return `${advisory} of ${total} advisory \u2014 nothing watches them (heed only); bind a check to catch a violation`;
}
/** stdout lines of `brief` under ev 0.1.32's rules (plain). */
function currentBriefLines(brief) {
    if (brief.shown.length === 0)
        return [NO_USER_RULED];
    const lines = [];
    for (const { tick } of brief.shown) {
        const tag = isBound(tick) ? `[${USER_RULED}]` : `[${USER_RULED} \u00b7 advisory]`;
        lines.push(`${tick.decision}  ${tag}`);
        for (const road of roads(tick))
            lines.push(`  rejected ${road.option}: ${road.claim}`);
    }
    const hidden = brief.total - brief.shown.length;
    if (hidden > 0)
        lines.push(briefFooter(hidden, brief.elidedLoadBearing));
    if (brief.advisory > 0)
        lines.push(advisoryNote(brief.advisory, brief.total));
    return lines;
}
/** stdout lines of `brief --color always`: a masthead, glyphs, weighted ids, hued advisory tags. */
function richBriefLines(painter, brief) {
    if (brief.shown.length === 0)
        return [NO_USER_RULED];
    const glyph = (0,text_painter/* provenanceGlyph */.Y5)(painter, false);
    const lines = [`${glyph} ${(0,text_painter/* paintName */.yW)(`${brief.total} user-ruled decisions`)}`];
    for (const { file, tick } of brief.shown) {
        const advisory = isBound(tick) ? '' : `  ${(0,text_painter/* paintClass */.ZA)(painter, 'advisory', 'attention')}`;
        lines.push(`${glyph} ${(0,text_painter/* paintName */.yW)((0,debug_quote/* debugQuote */.Y)(tick.decision))}  ${(0,text_painter/* paintId */.eP)(file)}${advisory}`);
        for (const road of roads(tick))
            lines.push(`    ${(0,text_painter/* paintMeta */.Uc)(`rejected ${road.option}: ${road.claim}`)}`);
    }
    const hidden = brief.total - brief.shown.length;
    if (hidden > 0)
        lines.push((0,text_painter/* paintMeta */.Uc)(briefFooter(hidden, brief.elidedLoadBearing)));
    if (brief.advisory > 0)
        lines.push((0,text_painter/* paintClass */.ZA)(painter, advisoryNote(brief.advisory, brief.total), 'attention'));
    return lines;
}
/**
 * The cost event every brief appends (0.1.19), one compact line with keys
 * sorted: `brief_bytes` is the size of the `--json` text, whichever form printed.
 */
function briefEventLine(brief, ts, json = briefJson(brief)) {
    const event = {
        brief_bytes: Buffer.byteLength(json, 'utf8'),
        decisions: brief.shown.length,
        elided: brief.total - brief.shown.length,
        op: 'brief',
        testbindable: brief.shown.filter(({ tick }) => isBound(tick)).length,
        total: brief.total,
        ts,
    };
    return `${JSON.stringify(event)}\n`;
}

// EXTERNAL MODULE: ./src/core/ticks/config.ts
var config = __webpack_require__(9998);
// EXTERNAL MODULE: ./src/core/ticks/ledger.ts
var ledger = __webpack_require__(3437);
// EXTERNAL MODULE: ./src/core/ticks/verdict/receipt.ts
var receipt = __webpack_require__(7572);
// EXTERNAL MODULE: ./src/commands/io.ts
var commands_io = __webpack_require__(3776);
;// CONCATENATED MODULE: ./src/commands/ticks/arguments.ts
/**
 * clap's rules for the read-only commands' arguments, as ev 0.1.2 declares
 * them: a word starting with `-` (other than `-` itself) is a flag unless it
 * follows `--`, an unknown flag or a missing or extra positional argument is
 * a usage error (exit 2).
 */

function isFlag(word) {
    return word.startsWith('-') && word !== '-';
}
/** The positional words, after checking every flag against `flags` (which consume what follows them). */
function positionals(command, args, flags = []) {
    const words = [];
    const seen = new Map();
    for (let i = 0; i < args.length; i++) {
        const arg = args[i];
        if (arg === '--') {
            words.push(...args.slice(i + 1));
            break;
        }
        if (!isFlag(arg)) {
            words.push(arg);
            continue;
        }
        const eq = arg.indexOf('=');
        const flag = eq > 0 ? arg.slice(0, eq) : arg;
        if (!flags.includes(flag))
            throw new commands_io/* UsageError */.eb(`${command}: unexpected argument ${JSON.stringify(arg)}`);
        if (seen.has(flag))
            throw new commands_io/* UsageError */.eb(`${command}: the argument '${flag}' cannot be used multiple times`);
        let value;
        if (eq > 0)
            value = arg.slice(eq + 1);
        else {
            value = args[i + 1];
            if (value === undefined || isFlag(value))
                throw new commands_io/* UsageError */.eb(`${command}: a value is required for '${flag}'`);
            i++;
        }
        seen.set(flag, value);
    }
    return { words, flags: seen };
}
/** The command's one required positional argument (`show <id>`, `why <selector>`). */
function onePositional(command, args, name) {
    const { words } = positionals(command, args);
    if (words.length === 0)
        throw new commands_io/* UsageError */.eb(`${command}: the argument <${name}> is required`);
    if (words.length > 1)
        throw new commands_io/* UsageError */.eb(`${command}: unexpected argument ${JSON.stringify(words[1])}`);
    return words[0];
}
/** The values of `flags` given (each at most once); no positional argument is allowed. */
function flagsOnly(command, args, flags = []) {
    const parsed = positionals(command, args, flags);
    if (parsed.words.length > 0)
        throw new commands_io/* UsageError */.eb(`${command}: unexpected argument ${JSON.stringify(parsed.words[0])}`);
    return parsed.flags;
}

// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/core/ticks/tick-name.ts
var tick_name = __webpack_require__(9585);
// EXTERNAL MODULE: ./src/adapters/files/store.ts
var files_store = __webpack_require__(6321);
// EXTERNAL MODULE: ./src/adapters/files/untrusted-file.ts
var untrusted_file = __webpack_require__(4717);
;// CONCATENATED MODULE: ./src/adapters/ticks/ledger-reader.ts
/**
 * The ledger files the read-only commands read (docs/ev-0.1.md#the-read-only-commands), read with
 * the untrusted-file defences: a tick argument is checked to be a plain file
 * name before anything is touched, no link is followed (neither the entry nor
 * `.evolving/` or `ticks/` on the way), only regular files are opened, and
 * every read is bounded. Where ev 0.1.2 prints a Rust I/O error the same
 * text is produced for the failures a ledger can really have (a missing
 * `ticks/`, a directory named `HEAD`, invalid UTF-8).
 */






/** Why a bounded read failed, as the text after `error: reading \u2026: `. */
function refusal(read) {
    return read.kind === 'directory' ? untrusted_file/* RUST_IO_ERRORS */.QQ.EISDIR : read.message;
}
/** `.evolving/ticks is a symbolic link (not followed)`: a directory on the way that is not one. */
function notFollowed(store, entry) {
    return `${(0,external_node_path_.relative)(store.root, entry.path)} is ${(0,untrusted_file/* describeKind */.SB)(entry.kind)} (not followed)`;
}
/**
 * The tick `id` names, looked up as ev does under `rules`: since 0.1.23 ev
 * looks up only a well-formed id (12 lowercase hex digits), and any other
 * name is no tick; ev 0.1.2 reads any plain file name (lookupTickFile).
 */
function lookupTickById(store, id, rules) {
    return rules !== '0.1.2' && !(0,ticks_tick/* isTickId */.Nw)(id) ? { kind: 'missing' } : lookupTickFile(store, id);
}
/**
 * The tick file `name` names, read only when `name` is a plain file name,
 * `.evolving/` and `ticks/` are real directories (not links) and the entry is
 * a regular file (not a link, a directory, a FIFO or a device).
 */
function lookupTickFile(store, name) {
    if (!(0,tick_name/* isPlainTickName */.D)(name))
        return { kind: 'missing' };
    if ((0,untrusted_file/* linkOnTheWay */.KH)(store.root, store.ticksDir) !== undefined)
        return { kind: 'missing' };
    const read = (0,untrusted_file/* readRegularFile */.XF)((0,external_node_path_.join)(store.ticksDir, name), files_store/* READ_BOUNDS */.X6.tickFile);
    if (read.ok)
        return { kind: 'found', bytes: read.bytes };
    if (read.reason === 'missing' || read.reason === 'not-a-file')
        return { kind: 'missing' };
    return { kind: 'unreadable', message: read.message };
}
/**
 * The tick files' texts, each read (as `lookupTickFile` reads) when an
 * annotation or a link asks for it \u2014 a run shows a few hundred of a
 * ledger's files, and with `bindings: all` every bound one. Not kept: what
 * asks keeps what it found (render/ticks/tick-lines.ts keeps a file's lines,
 * not its text). A file that cannot be read so, or is not UTF-8, has none:
 * what is shown then goes on the file's first line.
 */
function tickTextsOf(store) {
    return {
        get(file) {
            const found = lookupTickFile(store, file);
            return found.kind === 'found' && isUtf8(found.bytes)
                ? found.bytes.toString('utf8')
                : undefined;
        },
    };
}
/**
 * Every regular file directly in `ticks/`, in directory order (as ev's
 * `read_dir` lists them), each read with a bound; everything else (a
 * sub-directory, a link, a FIFO) is marked `notAFile` and never opened.
 * A missing or unreadable `ticks/` is the message after `error: reading store: `.
 */
function readTickDirectory(store) {
    const onTheWay = (0,untrusted_file/* linkOnTheWay */.KH)(store.root, store.ticksDir);
    if (onTheWay !== undefined && onTheWay.kind !== 'missing')
        return { ok: false, message: notFollowed(store, onTheWay) };
    let entries;
    try {
        entries = (0,untrusted_file/* listEntries */.fi)(store.ticksDir);
    }
    catch (error) {
        return { ok: false, message: (0,untrusted_file/* rustIoError */.XQ)(error) };
    }
    const files = entries.map(({ name, kind }) => {
        if (kind !== 'file')
            return { name, notAFile: true };
        const read = (0,untrusted_file/* readRegularFile */.XF)((0,external_node_path_.join)(store.ticksDir, name), files_store/* READ_BOUNDS */.X6.tickFile, kind);
        if (read.ok)
            return { name, bytes: read.bytes };
        return read.reason === 'not-a-file' || read.reason === 'missing'
            ? { name, notAFile: true }
            : { name, readError: read.message };
    });
    return { ok: true, files };
}
/** `.evolving/HEAD`'s bytes; a missing HEAD reads as empty (as ev reads it). */
function readHeadFile(store) {
    const onTheWay = (0,untrusted_file/* linkOnTheWay */.KH)(store.root, store.evolvingDir);
    if (onTheWay !== undefined)
        return { ok: false, message: notFollowed(store, onTheWay) };
    const read = (0,untrusted_file/* readRegularFile */.XF)(store.headPath, files_store/* READ_BOUNDS */.X6.head);
    if (read.ok)
        return read;
    if (read.reason === 'missing')
        return { ok: true, bytes: Buffer.alloc(0) };
    return { ok: false, message: refusal(read) };
}

// EXTERNAL MODULE: ./src/core/ticks/ev-rules.ts
var ev_rules = __webpack_require__(7257);
// EXTERNAL MODULE: ./src/core/ticks/json-text.ts + 1 modules
var json_text = __webpack_require__(2857);
;// CONCATENATED MODULE: ./src/core/ticks/tick-reader.ts
/**
 * Reading ticks the way ev 0.1.2's read-only commands do (docs/ev-0.1.md#the-read-only-commands):
 * one tick file by name (`log`, `reopen`), or every tick file at once
 * (`list`, `brief`, `why`), where the first file that is not JSON aborts the
 * command. The messages are ev's: Rust's for an invalid UTF-8 stream,
 * serde_json's for a JSON syntax error (json-syntax.ts: a reason, a line and
 * a column, never the file's text), the parser's (tick.ts) for a tick that
 * does not parse. Pure: the store adapter hands over the bytes.
 */





/** The bytes as text, or ev's I/O error when they are not UTF-8 (a byte-order mark is kept, as Rust keeps it). */
function decodeText(bytes) {
    if (!(0,external_node_buffer_.isUtf8)(bytes))
        return { ok: false, message: json_text/* NOT_UTF8 */.mM };
    return {
        ok: true,
        text: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('utf8'),
    };
}
/**
 * One tick file as ev's `read_tick` reads it: text, then JSON, then the
 * strict tick parse; the first failure is the message (`error: reading <id>: <message>`).
 */
function readTick(bytes, rules = ev_rules/* DEFAULT_EV_RULES */.E9) {
    const text = decodeText(bytes);
    if (!text.ok)
        return text;
    const json = (0,json_text/* parseJsonText */.lk)(text.text);
    if (!json.ok)
        return { ok: false, message: json.evMessage };
    const parsed = (0,ticks_tick/* parseTick */.Fw)(json.value, rules);
    return parsed.ok ? { ok: true, tick: parsed.tick } : { ok: false, message: parsed.message };
}
/**
 * ev's `read_all`: every regular tick file, in the order given (directory
 * order), each as JSON. The first file that cannot be read, is not UTF-8 or
 * is not JSON aborts with the text after `error: reading store: `; JSON that
 * fails to parse as a tick is kept without a tick (each command decides).
 */
function readEveryTick(files, rules = ev_rules/* DEFAULT_EV_RULES */.E9) {
    const read = [];
    for (const file of files) {
        if (file.notAFile)
            continue;
        if (file.readError !== undefined || file.bytes === undefined)
            return { ok: false, message: `${file.name}: ${file.readError ?? 'cannot be read'}` };
        const text = decodeText(file.bytes);
        if (!text.ok)
            return text;
        const json = (0,json_text/* parseJsonText */.lk)(text.text);
        if (!json.ok)
            return { ok: false, message: `${file.name}: ${json.evMessage}` };
        const parsed = (0,ticks_tick/* parseTick */.Fw)(json.value, rules);
        read.push(parsed.ok ? { file: file.name, tick: parsed.tick } : { file: file.name });
    }
    return { ok: true, files: read };
}

// EXTERNAL MODULE: ./src/chains/ticks/evaluation.ts + 15 modules
var ticks_evaluation = __webpack_require__(865);
;// CONCATENATED MODULE: ./src/commands/ticks/read-ledger.ts
/**
 * How the read-only commands open the ledger, with ev's messages: `list`,
 * `log`, `brief` and `why` need `.evolving/` to exist; `list`, `brief` and
 * `why` then read every tick file, and the first that is not JSON aborts;
 * `log` and `reopen` read one tick file by name.
 */







/**
 * A store that cannot be read, as ev prints it: one prefix for every failure
 * to read it, none for a format refused. `evText`: ev's own words where they
 * differ from ours (a missing `ticks/`: Rust's I/O error, no path).
 */
function storeErrorLine(error, evText = error.evMessage) {
    return `error: ${error.kind === 'format' ? '' : 'reading store: '}${evText ?? error.message}\n`;
}
/** The store, or undefined after printing ev's no-store error. */
function requireStore(io) {
    const opened = (0,ticks_evaluation/* openStore */.Ch)(io.cwd);
    if ('store' in opened)
        return opened.store;
    io.stderr(`${opened.error}\n`);
    return undefined;
}
/**
 * `show` and `reopen` read one tick by name without ev's store check; a store
 * in another format (ev 0.2) is still refused as `check` refuses it, rather
 * than answered `no tick with id`. True after printing the refusal.
 */
function refuseUnreadableFormat(store, io) {
    if ((0,untrusted_file/* entryKind */.FY)(store.evolvingDir) !== 'directory')
        return false;
    const refusal = (0,files_store/* unsupportedFormat */.dH)(store);
    if (refusal === undefined)
        return false;
    io.stderr(`error: ${refusal}\n`);
    return true;
}
/** Every tick file as JSON (directory order), or undefined after printing `error: reading store: \u2026`. */
function readEveryTickFile(store, io) {
    const directory = readTickDirectory(store);
    const every = directory.ok ? readEveryTick(directory.files, (0,commands_io/* evRulesOf */.ug)(io)) : directory;
    if (every.ok)
        return every.files;
    io.stderr(`error: reading store: ${every.message}\n`);
    return undefined;
}
/** Lines as one write, each newline-terminated. */
/** A looked-up tick file, read as a tick (`log` and `reopen` read them alike). */
function readLookedUp(found, rules = ev_rules/* DEFAULT_EV_RULES */.E9) {
    if (found.kind === 'missing')
        return found;
    if (found.kind === 'unreadable')
        return found;
    const read = readTick(found.bytes, rules);
    return read.ok
        ? { kind: 'tick', tick: read.tick }
        : { kind: 'unreadable', message: read.message };
}

;// CONCATENATED MODULE: ./src/commands/ticks/brief.ts
/**
 * `brief [--limit N] [--json]`: the live user-ruled decisions and their
 * rejected roads (docs/ev-0.1.md#brief). Under ev 0.1.32's rules: the current
 * decisions without agent proposals, advisory tags, `--json` (the `ev-brief`
 * contract) and a cost event in `results/events.jsonl`; ev 0.1.2 had none of these.
 */









/** `--limit N` as clap reads a `usize`, and `--json` (ev 0.1.7) where the rules have it. */
function parseBriefArgs(args, rules) {
    const end = args.indexOf('--') < 0 ? args.length : args.indexOf('--');
    const jsonAt = rules === '0.1.2' ? [] : args.slice(0, end).flatMap((a, i) => (a === '--json' ? [i] : []));
    if (jsonAt.length > 1)
        throw new commands_io/* UsageError */.eb(`brief: the argument '--json' cannot be used multiple times`);
    const rest = args.filter((_, i) => !jsonAt.includes(i));
    const text = flagsOnly('brief', rest, ['--limit']).get('--limit');
    const json = jsonAt.length === 1;
    if (text === undefined)
        return { limit: undefined, json };
    const limit = (0,config/* parseCount */.zq)(text);
    if (limit === undefined)
        throw new commands_io/* UsageError */.eb(`brief: invalid value ${JSON.stringify(text)} for '--limit <LIMIT>': a non-negative integer`);
    return { limit, json };
}
const brief = async (args, io) => {
    const rules = (0,commands_io/* evRulesOf */.ug)(io);
    const { limit, json } = parseBriefArgs(args, rules);
    const store = requireStore(io);
    const files = store && readEveryTickFile(store, io);
    if (store === undefined || files === undefined)
        return 1;
    // The flag overrides the config; 0 (in either) shows every decision.
    const shown = limit ?? (0,results/* readConfig */.Xg)(store).brief_limit;
    if (rules === '0.1.2') {
        (0,commands_io/* printLines */.tj)(io.stdout, briefLines((0,ledger/* parsedTicks */.kQ)(files), shown));
        return 0;
    }
    const current = currentBrief((0,ledger/* parsedTicks */.kQ)(files), shown);
    // The event measures the JSON brief whichever form is printed: made once.
    const jsonText = briefJson(current);
    (0,results/* appendEventsQuietly */.ro)(store, [briefEventLine(current, (0,receipt/* formatTimestamp */.Ey)((0,clock/* nowNanos */.Y)()), jsonText)]);
    if (json)
        io.stdout(jsonText);
    else {
        const painter = (0,commands_io/* painterOf */.di)(io);
        (0,commands_io/* printLines */.tj)(io.stdout, painter.rich ? richBriefLines(painter, current) : currentBriefLines(current));
    }
    return 0;
};

;// CONCATENATED MODULE: ./src/core/ticks/verdict/check-output.ts


const NO_TEST_BOUND_GROUNDS = 'no test-bound grounds to check';
const RUN_NOTE = 'note: run `ev check --run` to execute each counter-test and prove its falsifiability';
const HARVESTED_PREFIX = 'harvested \u2014 falsifiability not proven; ';
/** The detail as ev prints it: a harvested binding's is prefixed, its verdict unchanged. */
function printedDetail(ground) {
    return ground.harvested ? `${HARVESTED_PREFIX}${ground.detail}` : ground.detail;
}
function checkRow(file, ground) {
    return `${ground.label}\t${file}\t${(0,debug_quote/* debugQuote */.Y)(ground.claim)}\t(${printedDetail(ground)})`;
}
/** ev 0.1.23's `--run` note when some binding declares a counter-test. */
const RUN_NOTE_PROVE = "note: run `ev check --run` to re-run each bound check and prove each declared counter-test's falsifiability";
/** ev 0.1.23's `--run` note when every binding is harvested: there is no counter-test to run. */
const RUN_NOTE_RERUN = 'note: run `ev check --run` to re-run each bound check and record a fresh receipt';
/**
 * ev 0.1.28's co-location preflight (stderr, `--run` only): the bound checks
 * ran but none resolved to green or red.
 */
const NOTHING_RESOLVED_NOTE = 'note: ran the bound checks but none resolved pass/fail (all stale / not-run / unproven) \u2014 ev reads git state from this directory; if the ledger is separate from the guarded code, run ev in the working tree, or set staleness_ref = local-head';
function harvestedLine(harvested, total, rules = '0.1.2') {
    const line = `harvested-unproven: ${harvested} of ${total} test bindings have no counter-test`;
    return rules === '0.1.2' ? `${line} (run ev guard to add one)` : line;
}
/** The stdout lines of `ev check` for these verdicts (rows in evaluation order, then ground order). */
function checkOutputLines(verdicts, ran, rules = '0.1.2') {
    const rows = [];
    let total = 0;
    let harvested = 0;
    for (const tick of verdicts) {
        for (const ground of [...tick.tests].sort((a, b) => a.groundIndex - b.groundIndex)) {
            total++;
            if (ground.harvested)
                harvested++;
            rows.push(checkRow(tick.file, ground));
        }
    }
    if (rows.length === 0)
        return [NO_TEST_BOUND_GROUNDS];
    if (harvested > 0)
        rows.push(harvestedLine(harvested, total, rules));
    // Under --run the verdict itself carries falsifiability, so the pointer to it is dropped.
    if (!ran)
        rows.push(runNote(rules, harvested < total));
    return rows;
}
/** ev 0.1.12's meaning-class of a printed label (render.rs `class_of`). */
function meaningOf(label) {
    if (label === 'green')
        return 'clear';
    if (label === 'exempt' || label === 'memo')
        return 'informational';
    return 'attention';
}
/** ev 0.1.20: a memo row names what it would read and why it never gates (rich rows only). */
function memoReasonText(ground) {
    if (ground.memoReason === undefined)
        return undefined;
    const why = ground.memoReason === 'detect-only' ? 'detect-only (C/D)' : 'agent-proposed';
    return `would read ${ground.unlockedLabel}; ${why}, never gates`;
}
/**
 * `check --color always` (ev 0.1.12): per row the verdict glyph and the
 * label in its hue, the decision name bold, the id weighted, the claim and
 * detail dim; then the tally (gating \u00b7 green \u00b7 non-gating, counted by what
 * gates), the harvested line, the resurface tip when something gates, and the
 * run note. Rows as in checkOutputLines.
 */
function richCheckOutputLines(verdicts, ran, painter) {
    const lines = [];
    let total = 0;
    let harvested = 0;
    let gating = 0;
    let green = 0;
    for (const { file, tick, tests } of verdicts) {
        for (const ground of [...tests].sort((a, b) => a.groundIndex - b.groundIndex)) {
            total++;
            if (ground.harvested)
                harvested++;
            if (ground.gating)
                gating++;
            const meaning = meaningOf(ground.label);
            if (meaning === 'clear')
                green++;
            const detail = memoReasonText(ground) ?? printedDetail(ground);
            lines.push(`${(0,text_painter/* verdictGlyph */.AR)(painter, meaning)} ${(0,text_painter/* paintClass */.ZA)(painter, ground.label, meaning)}  ` +
                `${(0,text_painter/* paintName */.yW)((0,debug_quote/* debugQuote */.Y)(tick.decision))}  ${(0,text_painter/* paintId */.eP)(file)}  ` +
                (0,text_painter/* paintMeta */.Uc)(`${(0,debug_quote/* debugQuote */.Y)(ground.claim)} \u00b7 ${detail}`));
        }
    }
    if (total === 0)
        return [NO_TEST_BOUND_GROUNDS];
    lines.push((0,text_painter/* paintMeta */.Uc)(`${gating} gating \u00b7 ${green} green \u00b7 ${total - gating - green} non-gating`));
    if (harvested > 0)
        lines.push((0,text_painter/* paintClass */.ZA)(painter, harvestedLine(harvested, total, '0.1.32'), 'attention'));
    if (gating > 0)
        lines.push((0,text_painter/* paintMeta */.Uc)('tip: ev why <selector> \u00b7 ev reopen <id> \u2014 resurface a red'));
    if (!ran)
        lines.push((0,text_painter/* paintMeta */.Uc)(runNote('0.1.32', harvested < total)));
    return lines;
}
function runNote(rules, anyCounterTest) {
    if (rules === '0.1.2')
        return RUN_NOTE;
    return anyCounterTest ? RUN_NOTE_PROVE : RUN_NOTE_RERUN;
}
/**
 * The stderr lines after the rows (ev 0.1.28, `--run` only): the preflight
 * note when some row is stale, not-run or unproven and none is green or red.
 */
function checkNoteLines(verdicts, ran, rules = '0.1.2') {
    if (!ran || rules === '0.1.2')
        return [];
    const labels = verdicts.flatMap((tick) => tick.tests.map((ground) => ground.label));
    const stuck = labels.some((l) => l === 'stale' || l === 'not-run' || l === 'unproven');
    const resolved = labels.some((l) => l === 'green' || l === 'red');
    return stuck && !resolved ? [NOTHING_RESOLVED_NOTE] : [];
}
/** `--exit-on-red`: exit 1 iff any verdict gates. */
function anyGating(verdicts) {
    return verdicts.some((tick) => tick.tests.some((ground) => ground.gating));
}

// EXTERNAL MODULE: ./src/commands/repository.ts
var commands_repository = __webpack_require__(6756);
;// CONCATENATED MODULE: ./src/commands/ticks/check.ts
/**
 * `check [--run] [--platform P] [--exit-on-red] [--offline] [--attest a,b]
 * [--timeout SECONDS] [--jobs N]`: ev 0.1.2's `check` (docs/ev-0.1.md#check,
 * docs/ev-0.1.md#verdicts,
 * docs/COMPATIBILITY.md#where-this-project-is-stricter-than-ev), same output
 * and exit codes. The evaluation itself is src/chains/ticks/evaluation.ts, shared with
 * `report` and the action.
 */






// ---------------------------------------------------------------------------
// The command line
// ---------------------------------------------------------------------------
/** clap-style parsing of ev's `check` flags (a repeated or valueless flag is a usage error). */
function parseCheckArgs(args) {
    const options = {
        run: false,
        platform: 'local',
        exitOnRed: false,
        offline: false,
        attest: null,
    };
    const seen = new Set();
    const once = (flag) => {
        if (seen.has(flag))
            throw new commands_io/* UsageError */.eb(`check: the argument '${flag}' cannot be used multiple times`);
        seen.add(flag);
    };
    for (let i = 0; i < args.length; i++) {
        const arg = args[i];
        const eq = arg.startsWith('--') ? arg.indexOf('=') : -1;
        const flag = eq > 0 ? arg.slice(0, eq) : arg;
        const value = () => {
            if (eq > 0)
                return arg.slice(eq + 1);
            const next = args[i + 1];
            if (next === undefined || (next.startsWith('-') && next !== '-')) {
                throw new commands_io/* UsageError */.eb(`check: a value is required for '${flag}'`);
            }
            i++;
            return next;
        };
        switch (flag) {
            case '--run':
            case '--exit-on-red':
            case '--offline':
                if (eq > 0)
                    throw new commands_io/* UsageError */.eb(`check: '${flag}' takes no value`);
                once(flag);
                if (flag === '--run')
                    options.run = true;
                else if (flag === '--exit-on-red')
                    options.exitOnRed = true;
                else
                    options.offline = true;
                break;
            case '--platform':
                once(flag);
                options.platform = value();
                break;
            case '--attest':
                // Repeatable and comma-separated; `--attest ''` attests one platform named "".
                options.attest = [...(options.attest ?? []), ...value().split(',')];
                break;
            case '--timeout': {
                once(flag);
                const text = value();
                const seconds = Number(text);
                if (!/^\d+(\.\d+)?$/.test(text) || !(seconds > 0)) {
                    throw new commands_io/* UsageError */.eb(`check: --timeout takes a positive number of seconds, got ${JSON.stringify(text)}`);
                }
                options.timeoutMs = Math.round(seconds * 1000);
                break;
            }
            case '--jobs': {
                once(flag);
                const text = value();
                if (!/^[1-9]\d*$/.test(text)) {
                    throw new commands_io/* UsageError */.eb(`check: --jobs takes a whole number above 0, got ${JSON.stringify(text)}`);
                }
                options.jobs = Number(text);
                break;
            }
            default:
                throw new commands_io/* UsageError */.eb(`check: unexpected argument ${JSON.stringify(arg)}`);
        }
    }
    return options;
}
const check = async (args, io) => {
    const options = parseCheckArgs(args);
    const opened = (0,ticks_evaluation/* openStore */.Ch)(io.cwd);
    if ('error' in opened) {
        io.stderr(`${opened.error}\n`);
        return 1;
    }
    let evaluation;
    try {
        const repository = await (0,commands_repository/* repositoryFor */.c)(io, io.cwd);
        evaluation = await (0,ticks_evaluation/* evaluateCheck */.YI)(opened.store, checkEvaluateOptions(options, io, repository));
    }
    catch (error) {
        if (!(error instanceof files_store/* StoreError */.AD))
            throw error;
        io.stderr(storeErrorLine(error));
        return 1;
    }
    (0,commands_io/* printLines */.tj)(io.stderr, [...evaluation.problems, ...evaluation.warnings]);
    const rules = (0,commands_io/* evRulesOf */.ug)(io);
    const painter = (0,commands_io/* painterOf */.di)(io);
    (0,commands_io/* printLines */.tj)(io.stdout, painter.rich
        ? richCheckOutputLines(evaluation.verdicts, options.run, painter)
        : checkOutputLines(evaluation.verdicts, options.run, rules));
    (0,commands_io/* printLines */.tj)(io.stderr, checkNoteLines(evaluation.verdicts, options.run, rules));
    if (evaluation.unreadableTicks.length > 0)
        return 1;
    return options.exitOnRed && anyGating(evaluation.verdicts) ? 1 : 0;
};
function checkEvaluateOptions(options, io, repository) {
    const evaluate = {
        host: { env: io.env, repository, offline: options.offline },
        judgedBy: { rules: (0,commands_io/* evRulesOf */.ug)(io), attest: options.attest },
    };
    if (options.run) {
        evaluate.run = { platform: options.platform, stdout: io.stdout, stderr: io.stderr };
        if (options.timeoutMs !== undefined)
            evaluate.run.timeoutMs = options.timeoutMs;
        if (options.jobs !== undefined)
            evaluate.run.jobs = options.jobs;
    }
    return evaluate;
}

;// CONCATENATED MODULE: ./src/core/ticks/tags.ts
/**
 * A tick's bookkeeping tags \u2014 `authority`, `jurisdiction`, `round_id` \u2014 as
 * the read-only commands print them (docs/ev-0.1.md#the-read-only-commands): always in that order,
 * values raw, only those that are strings. The same rule serves a parsed
 * tick (whose tags are strings when present) and the raw JSON `show` reads
 * (a non-string value gives no line). Pure.
 */
const TAG_KEYS = ['authority', 'jurisdiction', 'round_id'];
/** The tags `source` carries as strings, in ev's order. */
function stringTags(source) {
    const tags = [];
    for (const key of TAG_KEYS) {
        const value = source[key];
        if (typeof value === 'string')
            tags.push([key, value]);
    }
    return tags;
}
/** `authority: <v>`, `jurisdiction: <v>`, `round_id: <v>` lines (`show`, `reopen`). */
function tagLines(source) {
    return stringTags(source).map(([key, value]) => `${key}: ${value}`);
}

;// CONCATENATED MODULE: ./src/core/ticks/list.ts
/**
 * `list` (docs/ev-0.1.md#list): one row per tick file, sorted by the whole row in
 * byte order (= code-point order; JavaScript's default sort compares UTF-16
 * units and would put U+1F600 before U+FF61). Every status is listed as
 * stored. Under ev 0.1.32's rules only the current decisions are listed (a
 * superseded or ratified tick collapses into its successor) and the tags are
 * authority, jurisdiction and source_ref. Pure.
 */








const NO_DECISIONS = 'no decisions yet';
/** The row of a JSON tick file that fails to parse as a tick. */
function unparseableRow(file) {
    return `${file}\t?\t"<unparseable>"`;
}
/** `<file>\t<status>\t<decision debug-quoted>` plus `\t<tag>=<value>` per tag, or the unparseable row. */
function listRow({ file, tick }) {
    if (tick === undefined)
        return unparseableRow(file);
    const tags = stringTags(tick).map(([key, value]) => `\t${key}=${value}`);
    return `${file}\t${tick.status}\t${(0,debug_quote/* debugQuote */.Y)(tick.decision)}${tags.join('')}`;
}
/** ev 0.1.32's tags: authority, jurisdiction, source_ref (its key). */
function recentTags(tick) {
    let tags = '';
    if (tick.authority !== undefined)
        tags += `\tauthority=${tick.authority}`;
    if (tick.jurisdiction !== undefined)
        tags += `\tjurisdiction=${tick.jurisdiction}`;
    if (tick.source_ref !== undefined)
        tags += `\tsource_ref=${(0,source_ref/* sourceRefKey */.s)(tick.source_ref)}`;
    return tags;
}
function currentRow({ file, tick }) {
    return `${file}\t${tick.status}\t${(0,debug_quote/* debugQuote */.Y)(tick.decision)}${recentTags(tick)}`;
}
/** `--color always`: provenance glyph, bold name, weighted id, dim status and tags. */
function richRow(painter, { file, tick }) {
    let meta = tick.status;
    if (tick.authority !== undefined)
        meta += ` \u00b7 authority=${tick.authority}`;
    if (tick.jurisdiction !== undefined)
        meta += ` \u00b7 jurisdiction=${tick.jurisdiction}`;
    if (tick.source_ref !== undefined)
        meta += ` \u00b7 source_ref=${(0,source_ref/* sourceRefKey */.s)(tick.source_ref)}`;
    const glyph = (0,text_painter/* provenanceGlyph */.Y5)(painter, (0,ticks_tick/* isAgentProposed */.CA)(tick));
    return `${glyph} ${(0,text_painter/* paintName */.yW)((0,debug_quote/* debugQuote */.Y)(tick.decision))}  ${(0,text_painter/* paintId */.eP)(file)}  ${(0,text_painter/* paintMeta */.Uc)(meta)}`;
}
/**
 * stdout lines of `list` under ev 0.1.32's rules: unparseable files and the
 * current decisions; plain rows sort as whole lines, rich rows by file name.
 */
function currentLines(files, painter) {
    const parsed = [];
    const unparseable = [];
    for (const { file, tick } of files) {
        if (tick === undefined)
            unparseable.push(file);
        else
            parsed.push({ file, tick });
    }
    const current = (0,lineage/* currentDecisions */.n1)(parsed);
    if (current.length === 0 && unparseable.length === 0)
        return [NO_DECISIONS];
    if (!painter.rich)
        return [...unparseable.map(unparseableRow), ...current.map(currentRow)].sort(unicode/* compareCodePoints */.OP);
    const entries = [
        ...unparseable.map((file) => [file, (0,text_painter/* paintMeta */.Uc)(`? ${file} <unparseable>`)]),
        ...current.map((entry) => [entry.file, richRow(painter, entry)]),
    ];
    return entries.sort(([a], [b]) => (0,unicode/* compareCodePoints */.OP)(a, b)).map(([, line]) => line);
}
/** stdout lines of `list`. */
function listLines(files, rules = ev_rules/* DEFAULT_EV_RULES */.E9, painter = text_painter/* PLAIN */.tZ) {
    if (rules !== '0.1.2')
        return currentLines(files, painter);
    if (files.length === 0)
        return [NO_DECISIONS];
    return files.map(listRow).sort(unicode/* compareCodePoints */.OP);
}

;// CONCATENATED MODULE: ./src/commands/ticks/list.ts
/** `list`: one sorted row per decision (docs/ev-0.1.md#list), as ev prints it under the rules asked for. */




const list = async (args, io) => {
    flagsOnly('list', args);
    const store = requireStore(io);
    const files = store && readEveryTickFile(store, io);
    if (files === undefined)
        return 1;
    (0,commands_io/* printLines */.tj)(io.stdout, listLines(files, (0,commands_io/* evRulesOf */.ug)(io), (0,commands_io/* painterOf */.di)(io)));
    return 0;
};

;// CONCATENATED MODULE: ./src/core/ticks/log.ts
/**
 * `log` (docs/ev-0.1.md#log): the lineage from HEAD back to genesis, newest first.
 * The walk looks each id up as a file name in `ticks/` (the printed id is the
 * tick's `id` field, the next lookup its `parent_id`), stops quietly at a
 * cycle, warns at a missing tick and fails at a tick it cannot read \u2014 rows
 * already printed stay. Since ev 0.1.28 a superseded tick's row says which
 * tick superseded it. Pure: the lookups are passed in.
 */




/** A row; a superseded tick (ev 0.1.28) gains a fourth field naming the tick that superseded it. */
function logRow(tick, supersededBy) {
    const row = `${tick.id}\t${tick.status}\t${(0,debug_quote/* debugQuote */.Y)(tick.decision)}`;
    return supersededBy === undefined ? row : `${row}\tsuperseded-by:${supersededBy}`;
}
/** The edge a tick records, as the rich log names it: supersedes, ratifies, proposed or decided. */
function edgeVerb(tick) {
    if (tick.supersedes !== undefined)
        return `supersedes ${tick.supersedes}`;
    if (tick.ratifies !== undefined)
        return `ratifies ${tick.ratifies}`;
    return (0,ticks_tick/* isAgentProposed */.CA)(tick) ? 'proposed' : 'decided';
}
/** A `--color always` row: glyph, the edge verb, bold name, weighted id, dim blame, superseded by. */
function richLogRow(painter, tick, supersededBy) {
    const glyph = (0,text_painter/* provenanceGlyph */.Y5)(painter, (0,ticks_tick/* isAgentProposed */.CA)(tick));
    const row = `${glyph} ${(0,text_painter/* paintMeta */.Uc)(edgeVerb(tick))}  ${(0,text_painter/* paintName */.yW)((0,debug_quote/* debugQuote */.Y)(tick.decision))}  ${(0,text_painter/* paintId */.eP)(tick.id)}  ${(0,text_painter/* paintMeta */.Uc)(tick.blame)}`;
    return supersededBy === undefined ? row : `${row}  ${(0,text_painter/* paintMeta */.Uc)(`superseded by ${supersededBy}`)}`;
}
/**
 * Walks from `head` (already trimmed); `lookup` is asked once per id;
 * `supersededBy` names the tick superseding a tick id (ev 0.1.32 rules), if any.
 */
function walkLog(head, lookup, supersededBy = () => undefined, row = logRow) {
    if (head === '')
        return { rows: [NO_DECISIONS], exitCode: 0 };
    const rows = [];
    const seen = new Set();
    for (let id = head; id !== '';) {
        // A content-addressed chain cannot cycle, but a hand-edited one can: never loop.
        if (seen.has(id))
            break;
        seen.add(id);
        const found = lookup(id);
        if (found.kind === 'missing')
            return { rows, stderr: `warning: ${id} not found (broken lineage)`, exitCode: 0 };
        if (found.kind === 'unreadable')
            return { rows, stderr: `error: reading ${id}: ${found.message}`, exitCode: 1 };
        rows.push(row(found.tick, supersededBy(found.tick.id)));
        id = found.tick.parent_id;
    }
    return { rows, exitCode: 0 };
}

// EXTERNAL MODULE: ./src/core/text/rust-text.ts
var rust_text = __webpack_require__(1645);
;// CONCATENATED MODULE: ./src/commands/ticks/log.ts
/** `log`: the lineage from HEAD back to genesis (docs/ev-0.1.md#log), as ev prints it under the rules asked for. */









function lookup(store, rules) {
    return (id) => readLookedUp(lookupTickById(store, id, rules), rules);
}
/** Which tick supersedes a tick id, from every tick file (none when one is not JSON, as ev reads them). */
function supersededByOf(store, rules) {
    if (rules === '0.1.2')
        return () => undefined;
    const directory = readTickDirectory(store);
    const every = directory.ok ? readEveryTick(directory.files, rules) : directory;
    const children = (0,lineage/* supersedingChildren */.FZ)(every.ok ? (0,ledger/* parsedTicks */.kQ)(every.files) : []);
    return (id) => children.get(id);
}
const log = async (args, io) => {
    flagsOnly('log', args);
    const store = requireStore(io);
    if (store === undefined)
        return 1;
    const head = readHeadFile(store);
    const text = head.ok ? decodeText(head.bytes) : head;
    if (!text.ok) {
        io.stderr(`error: reading HEAD: ${text.message}\n`);
        return 1;
    }
    const rules = (0,commands_io/* evRulesOf */.ug)(io);
    const painter = (0,commands_io/* painterOf */.di)(io);
    const walk = walkLog((0,rust_text/* rustTrim */.jg)(text.text), lookup(store, rules), supersededByOf(store, rules), painter.rich ? (tick, by) => richLogRow(painter, tick, by) : logRow);
    (0,commands_io/* printLines */.tj)(io.stdout, walk.rows);
    if (walk.stderr !== undefined)
        io.stderr(`${walk.stderr}\n`);
    return walk.exitCode;
};

// EXTERNAL MODULE: ./src/core/ticks/verdict/events.ts
var events = __webpack_require__(7511);
;// CONCATENATED MODULE: ./src/core/ticks/verdict/reopen.ts






/** The `frozen@` part: the first 8 characters of `verified_at_sha`. */
const FROZEN_LENGTH = 8;
/**
 * ev 0.1.32's tag lines: authority, jurisdiction, then `source_ref` (a string
 * raw, an object as compact JSON), the `supersedes` and `ratifies` edges and
 * the latest tick superseding this one; `round_id` is no longer printed.
 */
function tagLinesOf0132(tick, supersededBy) {
    const lines = [];
    if (tick.authority !== undefined)
        lines.push(`authority: ${tick.authority}`);
    if (tick.jurisdiction !== undefined)
        lines.push(`jurisdiction: ${tick.jurisdiction}`);
    if (tick.source_ref !== undefined)
        lines.push(`source_ref: ${(0,source_ref/* sourceRefKey */.s)(tick.source_ref)}`);
    if (tick.supersedes !== undefined)
        lines.push(`supersedes: ${tick.supersedes}`);
    if (tick.ratifies !== undefined)
        lines.push(`ratifies: ${tick.ratifies}`);
    if (supersededBy !== undefined)
        lines.push(`superseded by: ${supersededBy}`);
    return lines;
}
/** stdout lines of `reopen` for one evaluated tick. */
function reopenLines({ tick, tests, others, supersededBy }, rules = '0.1.2') {
    const lines = [`decision ${tick.id}: ${(0,debug_quote/* debugQuote */.Y)(tick.decision)}`];
    if (tick.observe !== '')
        lines.push(`observe: ${(0,debug_quote/* debugQuote */.Y)(tick.observe)}`);
    lines.push(...(rules === '0.1.2' ? tagLines(tick) : tagLinesOf0132(tick, supersededBy)));
    const grounds = [
        ...tests.map((test) => ({
            index: test.groundIndex,
            line: `  [${test.supports}] ${(0,debug_quote/* debugQuote */.Y)(test.claim)} \u2014 test ${(0,debug_quote/* debugQuote */.Y)(test.check.ref)} ` +
                `frozen@${test.check.verified_at_sha.slice(0, FROZEN_LENGTH)} now: ${test.unlockedLabel}`,
        })),
        ...others.map((other) => ({
            index: other.groundIndex,
            line: other.personRef === undefined
                ? `  [${other.supports}] ${(0,debug_quote/* debugQuote */.Y)(other.claim)}`
                : `  [${other.supports}] ${(0,debug_quote/* debugQuote */.Y)(other.claim)} \u2014 person ${(0,debug_quote/* debugQuote */.Y)(other.personRef)}`,
        })),
    ];
    grounds.sort((a, b) => a.index - b.index);
    return [...lines, ...grounds.map((ground) => ground.line)];
}
/** ev 0.1.13's rich tags, one dim line: `authority=\u2026`, `source_ref=\u2026`, `supersedes <id>`, \u2026 */
function richTags(tick, supersededBy) {
    const tags = [];
    if (tick.authority !== undefined)
        tags.push(`authority=${tick.authority}`);
    if (tick.jurisdiction !== undefined)
        tags.push(`jurisdiction=${tick.jurisdiction}`);
    if (tick.source_ref !== undefined)
        tags.push(`source_ref=${(0,source_ref/* sourceRefKey */.s)(tick.source_ref)}`);
    if (tick.supersedes !== undefined)
        tags.push(`supersedes ${tick.supersedes}`);
    if (tick.ratifies !== undefined)
        tags.push(`ratifies ${tick.ratifies}`);
    if (supersededBy !== undefined)
        tags.push(`superseded by ${supersededBy}`);
    return tags;
}
/**
 * `reopen --color always` (ev 0.1.13): a headline led by the provenance glyph
 * (\u25cf human, \u25cb agent proposal), the observation and tags dim, then per ground
 * its verdict glyph and label in their hue (test grounds), `[supports]`, the
 * claim bold and the check dim.
 */
function richReopenLines({ tick, tests, others, supersededBy }, painter) {
    const lines = [
        `${(0,text_painter/* provenanceGlyph */.Y5)(painter, (0,ticks_tick/* isAgentProposed */.CA)(tick))} ${(0,text_painter/* paintName */.yW)((0,debug_quote/* debugQuote */.Y)(tick.decision))}  ${(0,text_painter/* paintId */.eP)(tick.id)}`,
    ];
    if (tick.observe !== '')
        lines.push(`  ${(0,text_painter/* paintMeta */.Uc)(`observe: ${(0,debug_quote/* debugQuote */.Y)(tick.observe)}`)}`);
    const tags = richTags(tick, supersededBy);
    if (tags.length > 0)
        lines.push(`  ${(0,text_painter/* paintMeta */.Uc)(tags.join(' \u00b7 '))}`);
    const info = (0,text_painter/* verdictGlyph */.AR)(painter, 'informational');
    const grounds = [
        ...tests.map((test) => {
            const meaning = meaningOf(test.unlockedLabel);
            const frozen = test.check.verified_at_sha.slice(0, FROZEN_LENGTH);
            return {
                index: test.groundIndex,
                line: `  ${(0,text_painter/* verdictGlyph */.AR)(painter, meaning)} ${(0,text_painter/* paintClass */.ZA)(painter, test.unlockedLabel, meaning)}  ` +
                    `[${test.supports}] ${(0,text_painter/* paintName */.yW)((0,debug_quote/* debugQuote */.Y)(test.claim))}  ` +
                    (0,text_painter/* paintMeta */.Uc)(`test ${(0,debug_quote/* debugQuote */.Y)(test.check.ref)} frozen@${frozen}`),
            };
        }),
        ...others.map((other) => ({
            index: other.groundIndex,
            line: `  ${info} [${other.supports}] ${(0,text_painter/* paintName */.yW)((0,debug_quote/* debugQuote */.Y)(other.claim))}` +
                (other.personRef === undefined
                    ? ''
                    : `  ${(0,text_painter/* paintMeta */.Uc)(`person ${(0,debug_quote/* debugQuote */.Y)(other.personRef)}`)}`),
        })),
    ];
    grounds.sort((a, b) => a.index - b.index);
    return [...lines, ...grounds.map((ground) => ground.line)];
}

;// CONCATENATED MODULE: ./src/commands/ticks/reopen.ts
/**
 * `reopen <id>`: the whole decision with its grounds' current verdicts
 * (docs/ev-0.1.md#reopen). Its one write: a `reopen` event in `results/events.jsonl`.
 */













/**
 * ev's one write, best effort: `{"op":"reopen","tick_id":<arg>,"ts":\u2026}`
 * (0.1.32: the tick's id and its join fields, events.ts). A pull request can
 * commit `results/` or `events.jsonl` as a link; the event is then not
 * written rather than written through it.
 */
function appendReopenEvent(store, tick, id, rules) {
    const ts = (0,receipt/* formatTimestamp */.Ey)((0,clock/* nowNanos */.Y)());
    (0,results/* appendEventsQuietly */.ro)(store, [(0,events/* formatEventLine */.Yp)((0,events/* reopenEvent */.Sw)(tick, id, ts, rules))]);
}
/**
 * Every tick of the store for ev 0.1.27's forward scan ("superseded by"),
 * or none when the store cannot be read whole, as ev then shows none.
 */
function allTicks(store) {
    try {
        const entries = (0,ledger/* parseLedger */.h8)((0,files_store/* openTickFiles */.t$)(store));
        if (entries.some((entry) => entry.unreadable))
            return undefined;
        return (0,ledger/* parsedTicks */.kQ)(entries);
    }
    catch (error) {
        if (error instanceof files_store/* StoreError */.AD)
            return undefined;
        throw error;
    }
}
const reopen = async (args, io) => {
    const id = onePositional('reopen', args, 'id');
    // Like ev, no store check: without a store the tick is simply not there.
    const store = (0,files_store/* storeAt */.f6)(io.cwd);
    if (refuseUnreadableFormat(store, io))
        return 1;
    const rules = (0,commands_io/* evRulesOf */.ug)(io);
    // Parsed by the rules asked for: ev 0.1.2 tolerates later fields that 0.1.32 validates.
    const found = readLookedUp(lookupTickById(store, id, rules), rules);
    if (found.kind === 'missing') {
        io.stderr(`error: no tick with id ${id}\n`);
        return 1;
    }
    if (found.kind === 'unreadable') {
        io.stderr(`error: reading ${id}: ${found.message}\n`);
        return 1;
    }
    const reopenOptions = {
        env: io.env,
        repository: await (0,commands_repository/* repositoryFor */.c)(io, io.cwd),
        rules,
    };
    if (rules !== '0.1.2') {
        const ticks = allTicks(store);
        if (ticks !== undefined)
            reopenOptions.ticks = ticks;
    }
    const verdict = await (0,ticks_evaluation/* evaluateReopened */.q1)(store, id, found.tick, reopenOptions);
    appendReopenEvent(store, found.tick, id, rules);
    const painter = (0,commands_io/* painterOf */.di)(io);
    (0,commands_io/* printLines */.tj)(io.stdout, painter.rich ? richReopenLines(verdict, painter) : reopenLines(verdict, rules));
    return 0;
};

;// CONCATENATED MODULE: ./src/core/ticks/show.ts
/**
 * `show <id>` (docs/ev-0.1.md#show): the tick file exactly as stored, one newline,
 * then the tag lines read from the raw JSON \u2014 not from the parsed tick, so a
 * file that fails to parse as a tick (even `"jurisdiction": "Z"`) still shows
 * its tags, and a file that is not a JSON object shows none. Pure: the CLI
 * reads the file (a plain name in `ticks/`, never a link).
 */


/** stdout of `show` for a tick file whose text is `text`. */
function showOutput(text) {
    const json = (0,json_text/* parseJsonText */.lk)(text);
    const value = json.ok ? json.value : undefined;
    const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
    const tags = isObject ? tagLines(value) : [];
    return [text, ...tags].map((line) => `${line}\n`).join('');
}

;// CONCATENATED MODULE: ./src/commands/ticks/show.ts
/**
 * `show <id>`: the tick file as stored (docs/ev-0.1.md#show). Under ev 0.1.32's
 * rules (0.1.23) that is all \u2014 pure JSON, so `show <id> | jq` works \u2014 and an
 * id that is not 12 lowercase hex digits is no tick; ev 0.1.2 added the tag lines.
 */







const show = async (args, io) => {
    const id = onePositional('show', args, 'id');
    // Like ev, no store check: without a store the tick is simply not there.
    const store = (0,files_store/* storeAt */.f6)(io.cwd);
    if (refuseUnreadableFormat(store, io))
        return 1;
    const rules = (0,commands_io/* evRulesOf */.ug)(io);
    const recent = rules !== '0.1.2';
    const found = lookupTickById(store, id, rules);
    if (found.kind === 'missing') {
        io.stderr(`error: no tick with id ${id}\n`);
        return 1;
    }
    const text = found.kind === 'found'
        ? decodeText(found.bytes)
        : { ok: false, message: found.message };
    if (!text.ok) {
        io.stderr(`error: reading ${id}: ${text.message}\n`);
        return 1;
    }
    io.stdout(recent ? `${text.text}\n` : showOutput(text.text));
    return 0;
};

// EXTERNAL MODULE: ./src/core/ticks/identity.ts
var identity = __webpack_require__(1570);
;// CONCATENATED MODULE: ./src/core/ticks/golden.ts

const genesis = {
    decision: 'freeze the retrieval schema for v2',
    observe: 'evaluating retrieval backend',
    parent_id: '',
    grounds: [
        {
            claim: 'team still wants a frozen schema',
            supports: 'chosen',
            check: { by: 'person', ref: 'Q3 infra review' },
        },
        { claim: 'pgvector would lock our schema', supports: 'rejected:pgvector' },
    ],
};
const case1 = {
    decision: 'restore-safety counter DB-backed; reject Redis',
    observe: 'multi-pod restore-safety counter \u2014 chat-room R2289\u2192R2290',
    parent_id: '7b21f0a4c8de',
    grounds: [
        {
            claim: 'Argus introduces no Redis; multi-pod coord via existing DB',
            supports: 'chosen',
            check: {
                by: 'test',
                ref: 'pytest tests/test_redis_absent.py',
                verified_at_sha: 'd308afac1b2c3d4e5f60718293a4b5c6d7e8f901',
                counter_test: 'pytest tests/test_redis_absent.py::test_redis_injection_flips_red',
                liveness: {
                    platforms: ['linux-ci'],
                    triggered_by: ['pyproject.toml'],
                    surfaces: ['pyproject-deps'],
                },
            },
        },
        {
            claim: 'team still wants 0-Redis posture',
            supports: 'chosen',
            check: { by: 'person', ref: 'Q3 infra review' },
        },
        { claim: 'Redis would add a new infra dependency', supports: 'rejected:Redis' },
    ],
};
/** case1 with the first ground's counter-test removed: a harvested binding. */
function harvestedOf(payload) {
    const [first, ...rest] = payload.grounds;
    if (first?.check?.by !== 'test')
        throw new Error('case1 must start with a test-bound ground');
    const check = { ...first.check };
    delete check.counter_test;
    return { ...payload, grounds: [{ ...first, check }, ...rest] };
}
/**
 * case1 whose rejected road (`rejected:Redis`) carries a test check: the byte
 * layout of a rejected ground with a check, which no other vector pins (0.1.8).
 */
function rejectedTripwireOf(payload) {
    const grounds = [...payload.grounds];
    const road = grounds[2];
    if (road?.supports !== 'rejected:Redis')
        throw new Error('case1 must end with the Redis road');
    grounds[2] = {
        ...road,
        check: {
            by: 'test',
            ref: '! grep -q redis pyproject.toml',
            verified_at_sha: 'd308afac1b2c3d4e5f60718293a4b5c6d7e8f901',
            counter_test: 'grep -q redis pyproject.toml',
            liveness: {
                platforms: ['linux-ci'],
                triggered_by: ['pyproject.toml'],
                surfaces: ['pyproject-deps'],
            },
        },
    };
    return { ...payload, grounds };
}
/** The vectors `verify --self-test` recomputes under ev 0.1.32's rules (the default). */
const GOLDEN_VECTORS = [
    { name: 'genesis', payload: genesis, want: 'e2b337f53a1f' },
    { name: 'case1', payload: case1, want: '638c47b0c9dd' },
    { name: 'harvested', payload: harvestedOf(case1), want: '0cf784b51331' },
    { name: 'rejected_tripwire', payload: rejectedTripwireOf(case1), want: '9c5feb4582ac' },
];
/** The vectors of one release: ev 0.1.2 had the first three. */
function goldenVectors(rules) {
    return rules === '0.1.2' ? GOLDEN_VECTORS.slice(0, 3) : GOLDEN_VECTORS;
}
function runSelfTest(vectors = GOLDEN_VECTORS) {
    return vectors.map(({ name, payload, want }) => {
        const got = (0,identity/* tickId */.BW)(payload);
        const ok = got === want;
        return { name, got, want, ok, text: `${ok ? '\u2713' : '\u2717'} ${name}: ${got} (want ${want})` };
    });
}

// EXTERNAL MODULE: ./src/core/ticks/verify.ts + 1 modules
var verify = __webpack_require__(3256);
;// CONCATENATED MODULE: ./src/commands/ticks/verify.ts
/**
 * `verify` and `verify --self-test`, with the output and exit codes of the
 * ev release whose rules apply (docs/ev-0.1.md#verify-findings). stderr is ev's
 * too: the warnings ev does not print (duplicate keys, a directory in `ticks/`)
 * are the action's and `report`'s; only the listed deviations
 * (docs/COMPATIBILITY.md#where-this-project-is-stricter-than-ev) add lines \u2014
 * refused paths of the store, here.
 */








function selfTest(io) {
    const lines = runSelfTest(goldenVectors((0,commands_io/* evRulesOf */.ug)(io)));
    for (const line of lines)
        io.stdout(`${line.text}\n`);
    return lines.every((line) => line.ok) ? 0 : 1;
}
function verifyStore(io) {
    let store;
    let files;
    try {
        store = (0,files_store/* locateStore */.kf)(io.cwd);
        files = (0,files_store/* openTickFiles */.t$)(store);
    }
    catch (error) {
        if (!(error instanceof files_store/* StoreError */.AD))
            throw error;
        // verify has no store check of its own in ev: it fails listing `ticks/` (Rust's I/O error,
        // no path), whether `.evolving/` or only `ticks/` is missing.
        io.stderr(storeErrorLine(error, error.kind === 'missing' ? untrusted_file/* RUST_IO_ERRORS */.QQ.ENOENT : error.evMessage));
        return 1;
    }
    const config = (0,results/* readConfig */.Xg)(store);
    // Streamed: each file is read, parsed and checked, then let go (nothing held for the whole run).
    const rules = (0,commands_io/* evRulesOf */.ug)(io);
    const verifier = new verify/* LedgerVerifier */.we(config.schema_version, rules);
    for (const file of files)
        verifier.add((0,ledger/* parseTickFile */.rM)(file, rules));
    const result = verifier.result();
    (0,commands_io/* printLines */.tj)(io.stderr, [...store.refused, ...(0,verify/* evWarningLines */.tY)(result.warnings)]);
    if (result.findings.length === 0) {
        for (const line of verify/* CLEAN_LINES */.wU)
            io.stdout(`${line}\n`);
        return 0;
    }
    (0,commands_io/* printLines */.tj)(io.stdout, result.findings.map((finding) => `\u2717 ${finding.text}`));
    io.stderr(`${result.findings.length} violation(s)\n`);
    return 1;
}
const verify_verify = async (args, io) => {
    const unknown = args.find((arg) => arg !== '--self-test');
    if (unknown !== undefined)
        throw new commands_io/* UsageError */.eb(`verify: unexpected argument ${JSON.stringify(unknown)}`);
    return args.includes('--self-test') ? selfTest(io) : verifyStore(io);
};

;// CONCATENATED MODULE: ./src/core/ticks/why.ts
/**
 * `why <selector>` (docs/ev-0.1.md#why): which decision and ground a test guards.
 * A ground matches when its check is a test whose `ref` equals the selector
 * byte for byte \u2014 not its counter-test, not a person's ref, no prefix match;
 * harvested bindings and tests on rejected grounds count. Only live ticks.
 * Lines of one tick follow ground order; ticks come in the order given (ev's
 * directory order). Pure.
 */

/** `<file>\t<decision debug-quoted>\tguards: <claim debug-quoted> (<supports raw>)` per guarded ground. */
function whyLines(ticks, selector) {
    const lines = [];
    for (const { file, tick } of ticks) {
        if (tick.status !== 'live')
            continue;
        for (const ground of tick.grounds) {
            if (ground.check?.by !== 'test' || ground.check.ref !== selector)
                continue;
            lines.push(`${file}\t${(0,debug_quote/* debugQuote */.Y)(tick.decision)}\tguards: ${(0,debug_quote/* debugQuote */.Y)(ground.claim)} (${ground.supports})`);
        }
    }
    return lines;
}
/** The stderr line when nothing matches (exit 1). */
function guardsNothing(selector) {
    return `${(0,debug_quote/* debugQuote */.Y)(selector)} guards nothing`;
}

;// CONCATENATED MODULE: ./src/commands/ticks/why.ts
/** `why <selector>`: which decision and ground a test guards (docs/ev-0.1.md#why). */





const why = async (args, io) => {
    const selector = onePositional('why', args, 'selector');
    const store = requireStore(io);
    const files = store && readEveryTickFile(store, io);
    if (files === undefined)
        return 1;
    const lines = whyLines((0,ledger/* parsedTicks */.kQ)(files), selector);
    if (lines.length === 0) {
        io.stderr(`${guardsNothing(selector)}\n`);
        return 1;
    }
    (0,commands_io/* printLines */.tj)(io.stdout, lines);
    return 0;
};

;// CONCATENATED MODULE: ./src/commands/ticks/commands.ts
/**
 * The commands on ev 0.1's decisions (`.evolving/ticks/`), in a module of
 * their own: models/ticks/model.ts loads it on first use, so that the CLI's ev 0.2
 * commands neither compile nor start what only these need.
 */








const TICKS_COMMANDS = {
    verify: verify_verify,
    check: check,
    show: show,
    list: list,
    log: log,
    brief: brief,
    why: why,
    reopen: reopen,
};


/***/ })

} }; })
