(function (importMetaUrl) { 'use strict'; return { id: 83, ids: [83], modules: {

/***/ 5083:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  previewTicks: () => (/* binding */ previewTicks)
});

// EXTERNAL MODULE: ./src/adapters/files/store.ts
var files_store = __webpack_require__(6321);
// EXTERNAL MODULE: ./src/core/ticks/ledger.ts
var ledger = __webpack_require__(3437);
// EXTERNAL MODULE: ./src/core/ticks/verdict/check-selection.ts
var check_selection = __webpack_require__(4775);
// EXTERNAL MODULE: ./src/core/ticks/verdict/shard.ts
var shard = __webpack_require__(5852);
// EXTERNAL MODULE: ./src/core/ticks/lineage.ts
var lineage = __webpack_require__(9719);
// EXTERNAL MODULE: ./src/core/ticks/tick.ts
var tick = __webpack_require__(4421);
// EXTERNAL MODULE: ./src/core/text/unicode.ts
var unicode = __webpack_require__(9416);
;// CONCATENATED MODULE: ./src/core/ticks/verdict/versus-base.ts



function versus_base_versusBase(input) {
    return {
        replaced: replacedDecisions(input),
        baseline: bindingBaselines(input.base.verdicts),
    };
}
/**
 * The same tick on both sides: the same parsed object (a file the pull
 * request did not touch is parsed once) or the same content.
 */
function sameTick(a, b) {
    return a === b || JSON.stringify(a) === JSON.stringify(b);
}
/** Whether a tick's verdicts may gate under these rules: neither detect-only nor (0.1.8+) agent-proposed. */
function mayGate(tick, rules) {
    return !isDetectOnly(tick) && !(rules !== '0.1.2' && isAgentProposed(tick));
}
function downgradeOf(tick, rules) {
    if (isDetectOnly(tick))
        return 'detect-only';
    if (rules !== '0.1.2' && isAgentProposed(tick))
        return 'agent-proposed';
    return undefined;
}
function hasBinding(tick) {
    return tick.grounds.some((ground) => ground.check?.by === 'test');
}
/** The lookups the comparison makes over the head's ticks, each built once. */
class HeadLedger {
    side;
    rules;
    byFile = new Map();
    evaluated = new Set();
    supersededBy = new Map();
    byDecision;
    constructor(side, rules) {
        this.side = side;
        this.rules = rules;
        for (const { file, tick } of side.ticks)
            this.byFile.set(file, tick);
        for (const { file } of side.verdicts)
            this.evaluated.add(file);
        if (rules === '0.1.2')
            return; // no lineage edges under 0.1.2's rules
        for (const entry of side.ticks) {
            const id = entry.tick.supersedes;
            if (id === undefined)
                continue;
            const known = this.supersededBy.get(id);
            if (known === undefined || latestFirst(entry, known) < 0)
                this.supersededBy.set(id, entry);
        }
    }
    /** The latest tick whose `supersedes` names this id. */
    superseding(id) {
        return this.supersededBy.get(id);
    }
    /** The latest other tick with this tick's decision identity (what a collapse keeps). */
    copyOf(entry) {
        if (this.rules === '0.1.2')
            return undefined;
        if (this.byDecision === undefined) {
            this.byDecision = new Map();
            for (const other of this.side.ticks) {
                const group = this.byDecision.get(other.tick.decision);
                if (group)
                    group.push(other);
                else
                    this.byDecision.set(other.tick.decision, [other]);
            }
        }
        const identity = decisionIdentity(entry.tick);
        const copies = (this.byDecision.get(entry.tick.decision) ?? []).filter((other) => other.file !== entry.file && decisionIdentity(other.tick) === identity);
        return copies.sort(latestFirst)[0];
    }
    /** What stands for this tick when it is not evaluated itself: its superseding tick, else its copy. */
    next(entry) {
        return this.superseding(entry.tick.id) ?? this.copyOf(entry);
    }
    /** The tick evaluated in this one's place, following the lineage (each tick visited once). */
    standing(start) {
        const seen = new Set();
        for (let current = start; current !== undefined && !seen.has(current.file); current = this.next(current)) {
            if (this.evaluated.has(current.file))
                return current;
            seen.add(current.file);
        }
        return undefined;
    }
}
function optional(by) {
    return by === undefined ? {} : { by };
}
/** How a base decision that the head no longer evaluates left, and the tick that did it. */
function howItLeft(entry, head) {
    const superseding = head.superseding(entry.tick.id);
    if (superseding !== undefined)
        return { how: 'superseded', by: superseding };
    const now = head.byFile.get(entry.file);
    // Gone; a file under another name may still carry the same decision (a rename).
    if (now === undefined)
        return { how: 'removed', ...optional(head.copyOf(entry)) };
    const own = { file: entry.file, tick: now };
    if (now.status !== 'live')
        return { how: 'status', by: own };
    const copy = head.copyOf(own);
    if (copy !== undefined)
        return { how: 'collapsed', by: copy };
    return { how: 'modified', by: own };
}
/**
 * The decisions live (evaluated) at the base that the head no longer
 * evaluates as they were, or that now stand in a form that can never gate.
 * A decision's tick is immutable: when its file is unchanged and still
 * evaluated, nothing happened to it. By base tick id.
 */
function replacedDecisions(input) {
    const { rules } = input;
    const head = new HeadLedger(input.head, rules);
    const baseByFile = new Map();
    for (const { file, tick } of input.base.ticks)
        baseByFile.set(file, tick);
    const verdictOf = new Map(input.base.verdicts.map((v) => [v.file, v]));
    const told = (entry) => {
        const before = baseByFile.get(entry.file);
        const shown = {
            id: entry.tick.id,
            file: entry.file,
            blame: entry.tick.blame,
            status: entry.tick.status,
            addedByPullRequest: before === undefined || !sameTick(before, entry.tick),
            bindings: entry.tick.grounds.filter((ground) => ground.check?.by === 'test').length,
        };
        if (entry.tick.provenance !== undefined)
            shown.provenance = entry.tick.provenance;
        if (entry.tick.jurisdiction !== undefined)
            shown.jurisdiction = entry.tick.jurisdiction;
        return shown;
    };
    const replaced = [];
    for (const { file, tick } of input.base.verdicts) {
        const entry = { file, tick };
        const now = head.byFile.get(entry.file);
        // Untouched and still evaluated: the common case, decided without any comparison of content.
        if (now === entry.tick && head.evaluated.has(entry.file))
            continue;
        let how;
        let by;
        if (now !== undefined && head.evaluated.has(entry.file)) {
            if (sameTick(entry.tick, now))
                continue;
            how = 'modified';
            by = { file: entry.file, tick: now };
        }
        else {
            ({ how, by } = howItLeft(entry, head));
        }
        const standing = by === undefined ? undefined : head.standing(by);
        const downgrade = standing !== undefined && mayGate(entry.tick, rules)
            ? downgradeOf(standing.tick, rules)
            : undefined;
        const effect = standing === undefined ? 'out-of-evaluation' : downgrade ? 'downgraded' : 'replaced';
        const decision = {
            id: entry.tick.id,
            file: entry.file,
            decision: entry.tick.decision,
            blame: entry.tick.blame,
            how,
            effect,
            gated: mayGate(entry.tick, rules) && hasBinding(entry.tick),
            baseGrounds: baseGroundsOf(verdictOf.get(entry.file)),
        };
        if (by !== undefined)
            decision.by = told(by);
        if (standing !== undefined)
            decision.standing = told(standing);
        if (downgrade !== undefined)
            decision.downgrade = downgrade;
        replaced.push(decision);
    }
    return replaced.sort((a, b) => compareCodePoints(a.id, b.id) || compareCodePoints(a.file, b.file));
}
function baseGroundsOf(verdict) {
    return (verdict?.tests ?? []).map((ground) => ({
        groundIndex: ground.groundIndex,
        claim: ground.claim,
        ref: ground.check.ref,
        label: ground.label,
        gating: ground.gating,
    }));
}
/** Labels that say a check ran and does not hold. */
const FAILING_LABELS = new Set(['red', 'gray->red', 'unproven']);
/**
 * How bad a verdict is, as evidence: 0 it does not gate; 1 it gates for
 * lack of current evidence (not-run, stale, silently-unbound); 2 it rests
 * on a failing run \u2014 its label says so, or a deciding receipt is red, gray
 * or not falsifiable (a `not-run` on another platform can hide one).
 */
function failureClass(ground) {
    if (ground === undefined || !ground.gating)
        return 0;
    if (FAILING_LABELS.has(ground.label))
        return 2;
    return ground.deciding.some((r) => r.result !== 'green' || r.falsifiable === false) ? 2 : 1;
}
/**
 * Each head binding against the base's verdicts. A binding that gates now
 * was **already failing on the base** when it gated there too on evidence
 * at least as bad (failureClass): a failing run now is already failing only
 * when the base's verdict rested on a failing run as well \u2014 a base without
 * evidence cannot show that the failure predates this pull request. Every
 * other gating binding, and every binding of a decision the base did not
 * evaluate as it is now (one the pull request adds), is **broken by this
 * pull request**.
 */
function bindingBaselines(baseVerdicts) {
    const byFile = new Map(baseVerdicts.map((v) => [v.file, v]));
    return (verdict, ground) => {
        const base = byFile.get(verdict.file);
        const same = base !== undefined && sameTick(base.tick, verdict.tick);
        const baseGround = same
            ? base.tests.find((g) => g.groundIndex === ground.groundIndex)
            : undefined;
        const baseline = { baseLabel: baseGround?.label ?? null };
        if (ground.gating)
            baseline.origin =
                failureClass(ground) > failureClass(baseGround)
                    ? 'broken-by-this-pr'
                    : 'already-failing-on-base';
        return baseline;
    };
}

;// CONCATENATED MODULE: ./src/core/ticks/verdict/review-additions.ts
/**
 * What a pull request's review adds to the head's verdicts before its report
 * is built (chains/ticks/chain.ts, `reviewReportOf`): what the job did with
 * each binding, and the base's verdicts beside the head's when the base was
 * judged. One step of the core, so that the chain hands the core its facts
 * once and builds the report from the answer.
 */





function review_additions_reviewAdditions(input) {
    const base = versusBaseOf(input);
    return { executions: executionsOf(input), ...(base ? { base } : {}) };
}
/** The base's verdicts beside the head's, when the base was judged. */
function versusBaseOf(input) {
    if (!input.baseVerdicts || !input.base)
        return undefined;
    const { shard } = input;
    const inShard = (verdicts) => shard ? verdictsInShard(verdicts, shard) : verdicts;
    return versusBase({
        base: { ticks: input.base.ticks, verdicts: inShard(input.baseVerdicts) },
        head: { ticks: parsedTicks(input.base.evaluated), verdicts: input.verdicts },
        rules: DEFAULT_EV_RULES,
    });
}
/** What the job did with each binding: selected, run, or left to another job or platform. */
function executionsOf(input) {
    const keys = (ran) => new Set(ran.map((run) => bindingKey(run.tickFile, run.groundIndex)));
    return bindingExecutions({
        mode: input.runs.mode,
        platform: input.runs.platform,
        selected: keys(input.checks?.selected ?? []),
        executed: keys(input.checks?.executed ?? []),
    });
}

// EXTERNAL MODULE: ./src/adapters/ticks/staleness-reference.ts
var staleness_reference = __webpack_require__(9655);
// EXTERNAL MODULE: ./src/core/ticks/verify.ts + 1 modules
var verify = __webpack_require__(3256);
// EXTERNAL MODULE: ./src/render/ticks/report.ts + 2 modules
var report = __webpack_require__(8539);
// EXTERNAL MODULE: ./src/chains/ticks/evaluation.ts + 15 modules
var ticks_evaluation = __webpack_require__(865);
;// CONCATENATED MODULE: ./src/chains/ticks/chain.ts






/**
 * The staleness reference a run judges by: `config` is the ledger's own
 * policy (none given), `base` the pull request's base (without one, the
 * ledger's policy, with a warning), `none` and `local-head` resolved in the
 * checkout.
 */
async function stalenessReference(setting, store, world) {
    if (setting === 'config')
        return {};
    if (setting === 'base') {
        if (world.baseSha !== undefined)
            return { reference: { policy: 'base', sha: world.baseSha } };
        return { warning: 'staleness-ref: base needs a pull request; using the ledger config instead' };
    }
    const resolved = await (0,staleness_reference/* resolveStalenessReference */.w)({ repository: world.repository, cwd: store.root, env: world.env, processes: 0 }, store, setting, false);
    return { reference: { policy: setting, sha: resolved.sha } };
}
/** The verdicts and the verification of the decisions, as the action and the preview judge them. */
async function judgeDecisions(input) {
    const { store, entries, options } = input;
    const { host } = options;
    // As the action reads them: the files bound commands name are triggers too.
    const guarding = await (0,ticks_evaluation/* readGuardingTests */.f2)(store, host.repository, (0,ledger/* parsedTicks */.kQ)(entries), input.guardingAt);
    if (guarding.problem !== undefined)
        input.warn(guarding.problem);
    const staleness = await stalenessReference(input.staleness, store, {
        repository: host.repository,
        env: host.env,
        ...(input.baseSha !== undefined ? { baseSha: input.baseSha } : {}),
    });
    if (staleness.warning !== undefined)
        input.warn(staleness.warning);
    const evaluation = await (input.evaluate ?? ticks_evaluation/* evaluateCheck */.YI)(store, {
        ...options,
        entries,
        judgedBy: {
            ...options.judgedBy,
            guardingTests: guarding.tests,
            ...(staleness.reference ? { staleness: staleness.reference } : {}),
        },
    });
    return {
        evaluation,
        verify: (0,verify/* verifyLedger */.xy)(entries, evaluation.config.schema_version),
        ...(guarding.problem !== undefined ? { guardingProblem: guarding.problem } : {}),
    };
}
/** The report of a judgement: its verify and verdicts, and the staleness it was judged by. */
function reportOf(judged, staleness, input) {
    return (0,report/* buildReport */.FK)({
        ...input,
        settings: {
            ...input.settings,
            staleness: { setting: staleness, ...judged.evaluation.staleness },
        },
        verify: judged.verify,
        verdicts: judged.evaluation.verdicts,
    });
}
/**
 * The report of a pull request's (or an event's) review: the decisions
 * judged, compared with the base's where the base was judged, and what the
 * job ran of each binding.
 */
function reviewReportOf(judged, staleness, input, extras) {
    const { evaluation } = judged;
    const { executions, base } = reviewAdditions({
        verdicts: evaluation.verdicts,
        runs: extras.runs,
        ...(evaluation.checks ? { checks: evaluation.checks } : {}),
        ...(evaluation.base ? { baseVerdicts: evaluation.base.verdicts } : {}),
        ...(extras.base ? { base: extras.base } : {}),
        ...(extras.shard ? { shard: extras.shard } : {}),
    });
    // `gate: regressions` needs the base beside the head: without it every gating verdict counts.
    const regressions = input.settings.gateScope === 'regressions';
    const report = reportOf(judged, staleness, {
        ...input,
        settings: { ...input.settings, gateScope: regressions && base ? 'regressions' : 'all' },
        notes: [...(input.notes ?? []), ...(regressions && !base ? [REGRESSIONS_WITHOUT_BASE] : [])],
        executions,
        ...(base ? { base } : {}),
    });
    return extras.notJudged === undefined ? report : withoutSuccess(report, extras.notJudged);
}
/** Why `gate: regressions` gates as `gate: true` on a run with no base judged. */
const REGRESSIONS_WITHOUT_BASE = "gate: regressions compares with a pull request's base; this run has none, so every gating verdict counts (as with gate: true).";
/** A report that may not pass its commit: `success` becomes `neutral`, saying why; the rest stands. */
function withoutSuccess(report, why) {
    const context = { ...report.context, notJudged: why };
    if (report.conclusion !== 'success')
        return { ...report, context };
    return { ...report, context, conclusion: 'neutral', reason: why };
}

// EXTERNAL MODULE: ./src/commands/repository.ts
var repository = __webpack_require__(6756);
// EXTERNAL MODULE: ./src/core/review/review.ts
var review = __webpack_require__(6858);
// EXTERNAL MODULE: ./src/render/ticks/advice.ts
var ticks_advice = __webpack_require__(9985);
// EXTERNAL MODULE: ./src/render/ticks/decision.ts
var ticks_decision = __webpack_require__(9459);
// EXTERNAL MODULE: ./src/render/markdown.ts
var markdown = __webpack_require__(2495);
// EXTERNAL MODULE: ./src/render/working-directory.ts
var working_directory = __webpack_require__(9017);
// EXTERNAL MODULE: ./src/render/ticks/origin.ts
var ticks_origin = __webpack_require__(8583);
// EXTERNAL MODULE: ./src/render/ticks/versus-base.ts
var versus_base = __webpack_require__(3829);
;// CONCATENATED MODULE: ./src/render/ticks/tick-lines.ts
class JsonScanError extends Error {
}
/** Nesting beyond this is not a tick; refusing it keeps hostile files from blowing the stack. */
const MAX_DEPTH = 64;
/** JSON's literals, looked for in the next LITERAL_WINDOW characters: a longer number is refused, as it always was. */
const LITERAL = /^(?:-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/;
const LITERAL_WINDOW = 64;
/** A run of characters a string holds as they are: anything but a quote, a backslash or a control character. */
// eslint-disable-next-line no-control-regex -- the control characters are what the run stops at
const PLAIN_RUN = /[^"\\\u0000-\u001f]*/y;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const LINE_FEED = 0x0a;
/** The characters that may follow a backslash in a JSON string, `u` aside. */
const SIMPLE_ESCAPES = new Set([...'"\\/bfnrt'].map((ch) => ch.charCodeAt(0)));
function isHexDigit(unit) {
    return ((unit >= 0x30 && unit <= 0x39) ||
        (unit >= 0x41 && unit <= 0x46) ||
        (unit >= 0x61 && unit <= 0x66));
}
/**
 * Scans one text; `lines()` throws JsonScanError on anything that is not
 * JSON. Every loop advances `pos` or ends, so a scan is linear in the text.
 * The four loops over members (the root object, the grounds, any object,
 * any array) are written out each: one loop given a callback per member
 * measured 50 % slower (bench/tick-lines.mjs: 52 \u2192 77 ms at 10,000 files).
 */
class TickLineScanner {
    text;
    pos = 0;
    line = 1;
    constructor(text) {
        this.text = text;
    }
    lines() {
        this.skipWhitespace();
        // A root that is not an object has no top-level key: nothing to find, valid or not.
        if (this.text[this.pos] !== '{')
            return undefined;
        const found = this.rootObject();
        this.skipWhitespace();
        if (this.pos !== this.text.length)
            throw new JsonScanError('trailing text');
        return found;
    }
    rootObject() {
        const found = { keys: new Map(), grounds: undefined };
        this.pos++; // {
        this.skipWhitespace();
        if (this.text[this.pos] === '}') {
            this.pos++;
            return found;
        }
        for (;;) {
            this.skipWhitespace();
            const keyLine = this.line;
            const key = this.key();
            this.skipWhitespace();
            this.expect(':');
            found.keys.set(key, keyLine);
            if (key === 'grounds')
                found.grounds = this.itemLines(1);
            else
                this.value(1);
            this.skipWhitespace();
            if (this.text[this.pos] === ',') {
                this.pos++;
                continue;
            }
            this.expect('}');
            return found;
        }
    }
    /** The value at `depth`; when it is an array, the line each of its items starts on. */
    itemLines(depth) {
        this.skipWhitespace();
        if (this.text[this.pos] !== '[') {
            this.value(depth);
            return undefined;
        }
        if (depth > MAX_DEPTH)
            throw new JsonScanError('too deep');
        const lines = [];
        this.pos++; // [
        this.skipWhitespace();
        if (this.text[this.pos] === ']') {
            this.pos++;
            return lines;
        }
        for (;;) {
            this.skipWhitespace();
            lines.push(this.line);
            this.value(depth + 1);
            this.skipWhitespace();
            if (this.text[this.pos] === ',') {
                this.pos++;
                continue;
            }
            this.expect(']');
            return lines;
        }
    }
    /** Checks and skips one value. */
    value(depth) {
        if (depth > MAX_DEPTH)
            throw new JsonScanError('too deep');
        this.skipWhitespace();
        const ch = this.text[this.pos];
        if (ch === '{')
            this.object(depth);
        else if (ch === '[')
            this.array(depth);
        else if (ch === '"')
            this.skipString();
        else
            this.literal();
    }
    object(depth) {
        this.pos++; // {
        this.skipWhitespace();
        if (this.text[this.pos] === '}') {
            this.pos++;
            return;
        }
        for (;;) {
            this.skipWhitespace();
            if (this.text[this.pos] !== '"')
                throw new JsonScanError('expected a key');
            this.skipString();
            this.skipWhitespace();
            this.expect(':');
            this.value(depth + 1);
            this.skipWhitespace();
            if (this.text[this.pos] === ',') {
                this.pos++;
                continue;
            }
            this.expect('}');
            return;
        }
    }
    array(depth) {
        this.pos++; // [
        this.skipWhitespace();
        if (this.text[this.pos] === ']') {
            this.pos++;
            return;
        }
        for (;;) {
            this.value(depth + 1);
            this.skipWhitespace();
            if (this.text[this.pos] === ',') {
                this.pos++;
                continue;
            }
            this.expect(']');
            return;
        }
    }
    literal() {
        const literal = LITERAL.exec(this.text.slice(this.pos, this.pos + LITERAL_WINDOW));
        if (!literal)
            throw new JsonScanError(`unexpected character at ${this.pos}`);
        this.pos += literal[0].length;
    }
    /** A key, decoded: most keys hold no escape and are their own text. */
    key() {
        if (this.text[this.pos] !== '"')
            throw new JsonScanError('expected a key');
        const start = this.pos;
        const escaped = this.skipString();
        const token = this.text.slice(start, this.pos);
        // Valid by skipString, so JSON.parse cannot throw here.
        return escaped ? JSON.parse(token) : token.slice(1, -1);
    }
    /**
     * Skips a string token whose opening quote is at `pos`, checking it as
     * `JSON.parse` would: escapes, and no raw control character (so no line
     * feed either). True when it holds an escape.
     */
    skipString() {
        const text = this.text;
        let escaped = false;
        let at = this.pos + 1;
        for (;;) {
            PLAIN_RUN.lastIndex = at;
            PLAIN_RUN.test(text);
            at = PLAIN_RUN.lastIndex;
            const unit = text.charCodeAt(at); // NaN past the end
            if (unit === QUOTE)
                break;
            if (unit === BACKSLASH) {
                escaped = true;
                const next = text.charCodeAt(at + 1);
                if (SIMPLE_ESCAPES.has(next))
                    at += 2;
                else if (next === 0x75 && // u
                    isHexDigit(text.charCodeAt(at + 2)) &&
                    isHexDigit(text.charCodeAt(at + 3)) &&
                    isHexDigit(text.charCodeAt(at + 4)) &&
                    isHexDigit(text.charCodeAt(at + 5)))
                    at += 6;
                else
                    throw new JsonScanError('bad escape');
            }
            else if (unit >= 0x20)
                at++;
            else
                throw new JsonScanError(Number.isNaN(unit) ? 'unterminated string' : 'control character');
        }
        this.pos = at + 1;
        return escaped;
    }
    expect(ch) {
        if (this.text[this.pos] !== ch)
            throw new JsonScanError(`expected ${ch}`);
        this.pos++;
    }
    skipWhitespace() {
        for (;;) {
            const unit = this.text.charCodeAt(this.pos);
            // JSON's whitespace: space, tab, line feed, carriage return.
            if (unit === LINE_FEED)
                this.line++;
            else if (unit !== 0x20 && unit !== 0x09 && unit !== 0x0d)
                return;
            this.pos++;
        }
    }
}
function linesOf(text) {
    try {
        return new TickLineScanner(text).lines();
    }
    catch (error) {
        if (error instanceof JsonScanError)
            return undefined;
        throw error;
    }
}
function groundLineIn(found, groundIndex) {
    return found?.grounds?.[groundIndex];
}
/** 1-based line where `grounds[groundIndex]` starts in a tick file, or undefined. */
function groundLine(tickText, groundIndex) {
    return groundLineIn(linesOf(tickText), groundIndex);
}
/** 1-based line of a top-level key in a tick file, or undefined. */
function topLevelKeyLine(tickText, key) {
    return linesOf(tickText)?.keys.get(key);
}
/**
 * Where grounds and keys start in the tick files: each file scanned once,
 * when first asked, and only its lines kept.
 */
class TickLines {
    tickTexts;
    static shared = new WeakMap();
    scanned = new Map();
    constructor(tickTexts) {
        this.tickTexts = tickTexts;
    }
    /** The lines of these tick files, shared by everyone who asks about the same map (each file scanned once). */
    static of(tickTexts) {
        let lines = TickLines.shared.get(tickTexts);
        if (!lines) {
            lines = new TickLines(tickTexts);
            TickLines.shared.set(tickTexts, lines);
        }
        return lines;
    }
    linesOf(file) {
        if (this.scanned.has(file))
            return this.scanned.get(file);
        const text = this.tickTexts.get(file);
        const found = text === undefined ? undefined : linesOf(text);
        this.scanned.set(file, found);
        return found;
    }
    /** 1-based line where `grounds[groundIndex]` starts, or undefined when the file cannot tell. */
    groundLine(file, groundIndex) {
        return groundLineIn(this.linesOf(file), groundIndex);
    }
    ground(file, groundIndex) {
        return this.groundLine(file, groundIndex) ?? 1;
    }
    key(file, key) {
        return this.linesOf(file)?.keys.get(key) ?? 1;
    }
}

;// CONCATENATED MODULE: ./src/render/annotations.ts
/**
 * Annotations for the check run (and the workflow-command fallback on
 * forks): any review's findings (one model's, or both joined) drawn as plain
 * text (GitHub renders no Markdown there), bounded to the API's limits, and
 * split into requests. Each model places its own findings (ev 0.1's:
 * render/ticks/annotations.ts; ev 0.2's: core/claims/review.ts). Pure.
 */

/** GitHub: title at most 255 characters, message at most 64 KB, 50 annotations per request. */
const TITLE_MAX_CHARS = 255;
const MESSAGE_MAX_BYTES = 64 * 1024;
const ANNOTATIONS_PER_REQUEST = 50;
// ---------------------------------------------------------------------------
// Drawing a review's findings
function isLocated(f) {
    return f.location !== undefined;
}
/** One finding as an annotation: plain text (GitHub renders no Markdown there), bounded to the API's limits. */
function annotations_findingAnnotation(f) {
    const title = plainLine(f.title, TITLE_MAX_CHARS);
    return {
        path: f.location.path,
        start_line: f.location.startLine,
        end_line: f.location.endLine ?? f.location.startLine,
        annotation_level: f.severity,
        title,
        message: plainBlock(f.message, MESSAGE_MAX_BYTES) || title,
    };
}
/**
 * The annotations of a review (or of several, joined: `joinReviews`), in
 * its order: the located findings, the first `max` of them; `omitted` also
 * counts those the models left out of their reviews. A finding without a
 * place (a deleted ledger file) is in the summaries and the report alone.
 */
function reviewAnnotations(review, max) {
    const located = review.findings.filter(isLocated);
    const shown = located.slice(0, Math.max(0, max));
    return {
        annotations: shown.map(annotations_findingAnnotation),
        omitted: (review.omitted ?? 0) + located.length - shown.length,
    };
}
/** Split into requests of at most 50 (GitHub rejects a 51st annotation in one request). */
function batchAnnotations(annotations, size = ANNOTATIONS_PER_REQUEST) {
    const batches = [];
    for (let i = 0; i < annotations.length; i += size)
        batches.push(annotations.slice(i, i + size));
    return batches;
}

;// CONCATENATED MODULE: ./src/render/ticks/annotations.ts
/**
 * ev 0.1's findings (its review's, render/ticks/review.ts), placed for the
 * check run's annotations: failure for gating verdicts and ledger
 * violations, warning for tolerated unknown keys and harvested bindings,
 * notice for memo notes and for the decisions in context. Placed on the tick
 * file's line of that ground (tick-lines.ts finds it, whatever the
 * formatting) and on the pull request's changed files that
 * declared triggers select; a changed file with decisions in context gets
 * one notice on line 1 naming them all, and failures on the same file and
 * line are one finding naming each. Ordered most important first (context
 * last): workflow commands show only 10 per level, and `max-annotations`
 * keeps the first \u2014 only those are built. render/annotations.ts draws them.
 * Pure.
 */








const TICKS_DIR = '.evolving/ticks/';
const FIELD_MAX = 1000;
/** Most important first; workflow commands show only the first 10 of each level. */
const Rank = { Gating: 0, Violation: 1, Warning: 2, Notice: 3, Context: 4 };
/** A candidate chosen to be shown, as its review's finding (plain text; escaped where it is drawn). */
function finding(path, line, candidate, title, message) {
    return {
        key: candidate.key(),
        severity: candidate.level,
        gates: candidate.gates,
        title,
        message,
        location: { path, startLine: line },
    };
}
function field(text) {
    return (0,markdown/* plainLine */.h0)(text, FIELD_MAX);
}
/** `Decision <id> by <blame>: <decision>`, how every annotation names a decision. */
function decisionLine(decision) {
    return `Decision ${field(decision.id)} by ${field(decision.blame)}: ${field(decision.decision)}`;
}
function roadsLine(decision) {
    if (decision.roadsNotTaken.length === 0)
        return [];
    return [
        `Roads not taken: ${decision.roadsNotTaken.map((r) => `${field(r.option)} (${field(r.claim)})`).join('; ')}`,
    ];
}
/** `ref \u2192 label; \u2026` for a decision's grounds. */
function checksLine(grounds) {
    return grounds.map((g) => `${field(g.ref)} \u2192 ${g.label}`).join('; ');
}
function groundMessage(decision, ground) {
    const lines = [
        decisionLine(decision),
        `Ground ${ground.groundIndex + 1} (${field(ground.supports)}): ${field(ground.claim)}`,
        `Check: ${field(ground.ref)} (frozen@${ground.verifiedAtSha.slice(0, 8)})`,
        `Verdict: ${(0,ticks_decision/* labelPhrase */.yS)(ground)} \u2014 ${field((0,ticks_decision/* groundDetail */.$C)(ground))}`,
    ];
    const origin = (0,ticks_origin/* originPhrase */.c)(ground);
    if (origin !== '')
        lines.push(`Against the base: ${origin}`);
    if (ground.run) {
        const how = ground.run.timedOut ? 'timed out' : `exit ${ground.run.exitCode ?? 'killed'}`;
        lines.push(`Run on ${field(ground.run.platform)}: ${how}`);
    }
    if (ground.platformResults.length > 0)
        lines.push(`Results: ${ground.platformResults.map((r) => `${field(r.platform)}: ${(0,ticks_decision/* platformResultText */._y)(r)}`).join('; ')}`);
    const tests = ground.testChanged ?? [];
    if (tests.length > 0)
        lines.push(`The guarding test was changed by this pull request: ${tests.map(field).join(', ')}`);
    if (ground.advice && ground.advice.length > 0)
        lines.push(`What to do: ${field((0,ticks_advice/* plainTextAdvice */.WI)(ground.advice))}`);
    lines.push(...roadsLine(decision));
    return lines.join('\n');
}
/**
 * A gating verdict is a failure where the gate counts it; already failing
 * on the base under `gate: regressions`, it fails nothing: a warning.
 */
function levelOf(decision, ground, gate) {
    const gating = ground ? ground.gating : decision.kind === 'gating';
    const uncounted = gate.regressionsOnly &&
        (ground ? ground.origin : decision.origin) === 'already-failing-on-base';
    if (gating && uncounted)
        return { level: 'warning', rank: Rank.Warning, gates: false };
    if (gating)
        return { level: 'failure', rank: Rank.Gating, gates: gate.on };
    // memo and (ev 0.1.32) dirty never gate: a notice, like the decision-level memo note.
    const memo = ground
        ? ground.label === 'memo' || ground.label === 'dirty'
        : decision.kind === 'memo';
    return memo
        ? { level: 'notice', rank: Rank.Notice, gates: false }
        : { level: 'warning', rank: Rank.Warning, gates: false };
}
/**
 * A not-green ground of a resurfaced decision, on its line of the tick file.
 * A class, not closures: a large ledger has tens of thousands of candidates,
 * and one object each is what they cost until the few sent are chosen.
 */
class GroundCandidate {
    rank;
    level;
    gates;
    path;
    decision;
    ground;
    lines;
    constructor(rank, level, gates, path, decision, ground, lines) {
        this.rank = rank;
        this.level = level;
        this.gates = gates;
        this.path = path;
        this.decision = decision;
        this.ground = ground;
        this.lines = lines;
    }
    key() {
        return `${this.decision.id}#${this.ground.groundIndex + 1}`;
    }
    line() {
        return this.lines.ground(this.decision.file, this.ground.groundIndex);
    }
    title() {
        const { ground } = this;
        const label = ground.label === 'memo' ? `memo (${ground.unlockedLabel})` : ground.label;
        const origin = ground.origin === undefined ? '' : ` (${ORIGIN_TITLE[ground.origin]})`;
        if ((ground.testChanged?.length ?? 0) === 0)
            return `${label}${origin}: ${this.decision.decision}`;
        // Green (or exempt) is not why it is shown: the changed test is.
        return ground.label === 'green' || ground.label === 'exempt'
            ? `Guarding test changed by this pull request (${label}${origin}): ${this.decision.decision}`
            : `${label}${origin}, guarding test changed by this pull request: ${this.decision.decision}`;
    }
    message() {
        return groundMessage(this.decision, this.ground);
    }
}
const ORIGIN_TITLE = {
    'broken-by-this-pr': 'broken by this PR',
    'already-failing-on-base': 'already failing on the base',
};
/**
 * A decision of the base the pull request replaced: on line 1 of the tick
 * that did it when the pull request added that tick (the reviewer sees it in
 * the diff), else of the decision's own tick file. A warning: it fails
 * nothing, but is never silent.
 */
function replacedCandidate(replaced, prefix) {
    const file = replaced.by !== undefined && replaced.by.addedByPullRequest ? replaced.by.file : replaced.file;
    return {
        rank: Rank.Violation,
        level: 'warning',
        gates: false,
        path: `${prefix}${TICKS_DIR}${file}`,
        key: () => `replaced:${replaced.id}`,
        line: () => 1,
        title: () => `${replaced.gated ? 'Gated decision' : 'Decision'} replaced by this pull request: ${replaced.decision}`,
        message: () => (0,versus_base/* replacedPlain */.$G)(replaced),
    };
}
/** A changed file that a resurfaced decision declares as a trigger, on line 1. */
class TriggerCandidate {
    rank;
    level;
    gates;
    path;
    decision;
    constructor(rank, level, gates, path, decision) {
        this.rank = rank;
        this.level = level;
        this.gates = gates;
        this.path = path;
        this.decision = decision;
    }
    key() {
        return `${this.decision.id}@trigger:${this.path}`;
    }
    line() {
        return 1;
    }
    title() {
        return `Declared trigger of decision ${this.decision.id}: ${this.decision.decision}`;
    }
    message() {
        const { decision } = this;
        return (`This file is a declared trigger (triggered_by) of decision ${field(decision.id)} by ${field(decision.blame)}: ${field(decision.decision)}\n` +
            (decision.kind === 'test-changed'
                ? `Its guarding test was changed by this pull request: ${checksLine(decision.grounds)}`
                : `Its guarding check is not green: ${checksLine(decision.grounds)}`));
    }
}
/** A changed file that is the guarding test (or counter-test) of a resurfaced decision, on line 1. */
class TestFileCandidate {
    rank;
    level;
    gates;
    path;
    decision;
    constructor(rank, level, gates, path, decision) {
        this.rank = rank;
        this.level = level;
        this.gates = gates;
        this.path = path;
        this.decision = decision;
    }
    key() {
        return `${this.decision.id}@test:${this.path}`;
    }
    line() {
        return 1;
    }
    title() {
        return `Guarding test of decision ${this.decision.id}, changed by this pull request: ${this.decision.decision}`;
    }
    message() {
        const { decision } = this;
        return (`This file is the guarding test (a file its check or counter-test command names) of decision ${field(decision.id)} by ${field(decision.blame)}: ${field(decision.decision)}\n` +
            `Its checks: ${checksLine(decision.grounds)} \u2014 judged by this file as this pull request changed it: review the change before merging`);
    }
}
function decisionCandidates(decision, lines, prefix, gate) {
    const out = [];
    const path = `${prefix}${TICKS_DIR}${decision.file}`;
    for (const ground of decision.grounds) {
        const { level, rank, gates } = levelOf(decision, ground, gate);
        out.push(new GroundCandidate(rank, level, gates, path, decision, ground, lines));
    }
    const { level, rank, gates } = levelOf(decision, undefined, gate);
    // The changed files the triggers select; without a pull request's file list, the touched entries.
    const paths = decision.changedFiles.length > 0
        ? decision.changedFiles
        : decision.triggersChanged.map((trigger) => `${prefix}${trigger}`);
    const tests = new Set(decision.grounds.flatMap((g) => g.testChanged ?? []));
    for (const changed of paths)
        out.push(tests.has(changed)
            ? new TestFileCandidate(rank, level, gates, changed, decision)
            : new TriggerCandidate(rank, level, gates, changed, decision));
    // A test file the triggers did not select (a counter-test outside them) still gets its note.
    for (const test of tests)
        if (!paths.includes(test))
            out.push(new TestFileCandidate(rank, level, gates, test, decision));
    return out;
}
/**
 * One notice per changed file that decisions in context govern, on line 1,
 * naming every such decision: what was decided, its checks and the roads
 * not taken. Files in the order the decisions (by id) list them.
 */
function contextCandidates(report) {
    const byFile = new Map();
    for (const decision of report.inContext) {
        for (const file of decision.changedFiles) {
            const decisions = byFile.get(file);
            if (decisions)
                decisions.push(decision);
            else
                byFile.set(file, [decision]);
        }
    }
    return [...byFile].map(([path, decisions]) => {
        const [first] = decisions;
        const title = () => decisions.length === 1 && first
            ? `Decision behind this file: ${first.decision}`
            : `${decisions.length} decisions behind this file: ${decisions.map((d) => d.decision).join('; ')}`;
        const message = () => decisions
            .map((d) => [
            decisionLine(d),
            `Its checks: ${checksLine(d.grounds)} \u2014 nothing here blocks merging`,
            ...roadsLine(d),
        ].join('\n'))
            .join('\n\n');
        return {
            rank: Rank.Context,
            level: 'notice',
            gates: false,
            path,
            key: () => `context:${path}`,
            line: () => 1,
            title,
            message,
        };
    });
}
function violationCandidates(report, prefix) {
    const gates = report.settings.failOnViolation;
    const findings = report.verify.findings.map((f, i) => ({
        rank: Rank.Violation,
        level: 'failure',
        gates,
        path: `${prefix}${TICKS_DIR}${f.file}`,
        key: () => `verify:${i + 1}:${f.kind}:${f.file}`,
        line: () => f.line ?? 1,
        title: () => `ev verify: ${f.kind}`,
        message: () => f.text,
    }));
    const diff = (report.ledgerDiff?.violations ?? []).map((v, i) => ({
        rank: Rank.Violation,
        level: 'failure',
        gates,
        path: `${prefix}${v.file}`,
        key: () => `ledger-diff:${i + 1}:${v.kind}:${v.file}`,
        line: () => 1,
        title: () => `Ledger integrity: ${v.kind}`,
        message: () => v.text,
    }));
    return [...findings, ...diff];
}
function warningTitle(w) {
    switch (w.kind) {
        case 'unknown-key':
            return `Tolerated unknown field: ${w.key}`;
        case 'duplicate-key':
            return `Duplicate key (the last one wins): ${w.key}`;
        case 'imported-op':
            return `Op word in imported history (a warning since ev 0.1.3): ${w.key}`;
        default:
            return 'ev verify: warning';
    }
}
function warningCandidates(report, lines, prefix) {
    const unknownKeys = report.verify.warnings.map((w, i) => ({
        rank: Rank.Warning,
        level: 'warning',
        gates: false,
        path: `${prefix}${TICKS_DIR}${w.file}`,
        key: () => `warning:${i + 1}:${w.kind}:${w.file}`,
        line: () => w.line ?? lines.key(w.file, w.key),
        title: () => warningTitle(w),
        message: () => w.text,
    }));
    const harvested = report.bindings
        .filter((b) => b.harvested)
        .map((b) => ({
        rank: Rank.Warning,
        level: 'warning',
        gates: false,
        path: `${prefix}${TICKS_DIR}${b.file}`,
        key: () => `harvested:${b.tickId}#${b.groundIndex + 1}`,
        line: () => lines.ground(b.file, b.groundIndex),
        title: () => 'Harvested binding: no counter-test',
        message: () => `Ground ${b.groundIndex + 1} of decision ${field(b.tickId)} is bound to ${field(b.ref)} without a counter_test: ` +
            "its falsifiability was never proven. Run 'ev guard' to add one.",
    }));
    return [...unknownKeys, ...harvested];
}
/** Every candidate, most important first (Array.prototype.sort is stable: within a rank, the report's order). */
function candidates(input) {
    const prefix = input.ledgerPathPrefix ?? (0,working_directory/* ledgerPathPrefix */.xP)(input.report.context.workingDirectory);
    const lines = TickLines.of(input.tickTexts);
    const { settings } = input.report;
    const gate = { on: settings.gate, regressionsOnly: settings.gateScope === 'regressions' };
    const all = [
        ...input.report.decisions.flatMap((d) => decisionCandidates(d, lines, prefix, gate)),
        ...violationCandidates(input.report, prefix),
        ...(input.report.replaced ?? []).map((r) => replacedCandidate(r, prefix)),
        ...warningCandidates(input.report, lines, prefix),
        ...contextCandidates(input.report),
    ];
    return all.filter((c) => isAnnotationPath(c.path)).sort((a, b) => a.rank - b.rank);
}
/**
 * A drive letter first, a backslash or a control character anywhere, or an empty,
 * `.` or `..` segment (an empty path and an absolute one have an empty
 * segment first). One test, no split: every finding's path is asked.
 */
// eslint-disable-next-line no-control-regex
const REFUSED_ANNOTATION_PATH = /^[A-Za-z]:|[\\\0-\x1f\x7f]|(?:^|\/)\.{0,2}(?:\/|$)/;
/**
 * Can GitHub place an annotation on this path? It refuses the whole request
 * (422) when one annotation's path is not a plain repository-relative path:
 * empty, absolute, with a backslash, or with an empty, `.` or `..` segment.
 * A file may legally be named so in git (`a\b.ts`); its annotation is
 * dropped (the finding stays in the comment, the summary and the report),
 * never the check run. Control characters are refused too: such a name
 * cannot be shown on a file either.
 */
function isAnnotationPath(path) {
    return !REFUSED_ANNOTATION_PATH.test(path);
}
/** Failures on one file and line: one finding naming each (as context notices name every decision of a file). */
function merged(path, line, group) {
    const [first, ...rest] = group;
    if (rest.length === 0)
        return finding(path, line, first, first.title(), first.message());
    let title = `${group.length} findings on this line: `;
    for (const [i, member] of group.entries()) {
        if (title.length > TITLE_MAX_CHARS)
            break;
        title += (i === 0 ? '' : '; ') + member.title().slice(0, TITLE_MAX_CHARS);
    }
    const gates = group.some((member) => member.gates);
    const level = 'failure';
    return finding(path, line, { level, gates, key: () => first.key() }, title, mergedMessage(group));
}
/**
 * How much of a merged annotation shows its findings in full: a changed
 * trigger that hundreds of decisions declare would otherwise fill GitHub's
 * 64 KB with repeated paragraphs, too long to read beside the diff and
 * costly to build and send. The rest get one line each.
 */
const MERGED_IN_FULL_CHARS = 8 * 1024;
function mergedMessage(group) {
    let message = '';
    let i = 0;
    for (; i < group.length && (i === 0 || message.length <= MERGED_IN_FULL_CHARS); i++)
        message += (i === 0 ? '' : '\n\n') + group[i].message();
    if (i === group.length)
        return message;
    message += `\n\nMore findings on this line (${group.length - i}), one line each:`;
    // The message is bounded to 64 KB: stop adding once the whole cannot fit anyway.
    for (; i < group.length && message.length <= MESSAGE_MAX_BYTES; i++)
        message += `\n- ${group[i].title().slice(0, TITLE_MAX_CHARS)}`;
    return message;
}
/**
 * The annotations to send, most important first: gating verdicts (and their
 * changed trigger files), violations, warnings, memo notices, then the
 * notices of the decisions in context; failures on the same file and line
 * merged into one. Only the first `max` are built; `omitted` counts the
 * findings left out. (`selectFindings`, drawn.)
 */
function selectAnnotations(input, max) {
    const { findings, omitted } = selectFindings(input, max);
    return { annotations: findings.map(findingAnnotation), omitted };
}
/**
 * The report's findings as 0.1's review holds them, in the annotations'
 * order (see `selectAnnotations`): only the first `max` are built, each
 * placed on its file and line; `omitted` counts the ones left out.
 */
function selectFindings(input, max) {
    const limit = Math.max(0, max);
    const groups = new Map();
    const kept = [];
    let omitted = 0;
    // Once the limit is reached, only a failure on a file that already has a failure kept can
    // still be shown (merged into it): only then is its line looked up.
    const failurePaths = new Set();
    for (const candidate of candidates(input)) {
        const full = kept.length >= limit;
        if (full && (candidate.level !== 'failure' || !failurePaths.has(candidate.path))) {
            omitted++;
            continue;
        }
        const line = candidate.line();
        const key = candidate.level === 'failure' ? `${candidate.path}\n${line}` : undefined;
        const group = key === undefined ? undefined : groups.get(key);
        if (group)
            group.members.push(candidate);
        else if (full)
            omitted++;
        else {
            const fresh = { path: candidate.path, line, members: [candidate] };
            kept.push(fresh);
            if (key !== undefined) {
                groups.set(key, fresh);
                failurePaths.add(candidate.path);
            }
        }
    }
    return {
        findings: kept.map((g) => merged(g.path, g.line, g.members)),
        omitted,
    };
}

// EXTERNAL MODULE: ./src/render/ticks/trust.ts
var trust = __webpack_require__(6423);
// EXTERNAL MODULE: ./src/render/comment.ts
var comment = __webpack_require__(8141);
;// CONCATENATED MODULE: ./src/render/ticks/comment.ts
/**
 * The sticky pull-request comment (docs/USAGE.md#resurfacing, docs/USAGE.md#context): one
 * per pull request per ledger and `check-name`, found by a hidden marker on
 * its first line, updated in place, never rewritten when nothing changed, and
 * turned into a short all-clear (never deleted) when nothing resurfaces any
 * more.
 *
 * It leads with what to do, then shows each resurfaced decision (decision.ts
 * renders it), then the decisions in context in one collapsed section. With
 * only decisions in context, the lead says what they are and that nothing
 * blocks merging; an all-clear keeps the context section below it. Bounded:
 * at most `maxDecisions` resurfaced decisions and as many in context, and
 * always fewer than 65,536 characters \u2014 the context section shrinks first.
 *
 * Every string from the ledger or a check's output goes through
 * `markdown.ts`. Pure.
 */







const DEFAULT_MAX_DECISIONS = 10;
// ---------------------------------------------------------------------------
// The lead: what to do
function gateSentence(report) {
    if (!report.settings.gate)
        return 'The gate is off: this does not fail the run.';
    return report.settings.gateScope === 'regressions'
        ? 'The gate counts what this pull request breaks (`gate: regressions`): this check fails until then.'
        : 'The gate is on: this check fails until then.';
}
/** What the already-failing section says, and what the gate does about it. */
function alreadyFailingSentence(report) {
    const n = report.counts.alreadyFailingDecisions;
    const one = n === 1;
    const them = one ? 'it' : 'them';
    const did = `This pull request did not break ${them}: ${one ? 'its guarding check gates' : 'their guarding checks gate'} on the base too, ` +
        'on the evidence this run started with (collapsed below).';
    if (!report.settings.gate)
        return `${did} The gate is off: this does not fail the run.`;
    if (report.settings.gateScope === 'regressions')
        return `${did} \`gate: regressions\` fails only on what a pull request breaks: ${them} alone ${one ? 'does' : 'do'} not fail this check.`;
    // The strict gate fails on them: say what to do, as for any gating decision.
    return (`${did} ${gatingAction(report, gatingGrounds(report, true), one)} ` +
        `The gate is on (\`gate: true\`): this check fails until then \u2014 ` +
        '`gate: regressions` fails only on what a pull request breaks (docs/RECIPES.md: "Adopting on a branch that is not green today").');
}
function violationAdvice(report) {
    const advice = [];
    if (report.counts.ledgerDiffViolations > 0)
        advice.push('Ticks are append-only: restore the tick files this pull request changed and record each change as a new decision with `ev`.');
    if (report.counts.findings > 0)
        advice.push('Fix the ledger until `ev verify` passes.');
    return advice.join(' ');
}
function memoNotesSentence(memoDecisions, where) {
    return memoDecisions === 1
        ? `The memo note ${where} is informational: memo notes never gate.`
        : `The ${memoDecisions} memo notes ${where} are informational: memo notes never gate.`;
}
/** Where a new decision is recorded, for this report's event (advice.ts, as report.ts asks it). */
function recordWhere(report) {
    const { event, pullRequest } = report.context;
    const previewed = event === 'cli' && report.changedFiles !== null;
    return (0,ticks_advice/* whereToRecord */._Y)({
        event,
        ...(pullRequest !== undefined || previewed ? { pullRequest: true } : {}),
    });
}
/** The gating grounds of the gating decisions: those this pull request broke, or those already failing on the base. */
function gatingGrounds(report, alreadyFailing) {
    return report.decisions
        .filter((d) => d.kind === 'gating' && (0,versus_base/* isAlreadyFailing */.t6)(d) === alreadyFailing)
        .flatMap((d) => d.grounds.filter((g) => g.gating && (g.origin === 'already-failing-on-base') === alreadyFailing));
}
/**
 * The one thing to do about the gating decisions, by cause (advice.ts). A
 * failing test \u2014 red, errored, or failing under an `unproven` label because
 * its counter-test fails too \u2014 needs to pass again or a new decision; a
 * counter-test that did not flip a passing test needs to fail where the
 * reason does not hold; a check without current evidence needs what its own
 * cause needs: when every such check needs the same, the lead says it;
 * otherwise each check's line says it.
 */
function gatingAction(report, grounds, one) {
    const failing = grounds.filter((g) => (0,ticks_advice/* testFails */.w8)(g));
    const counter = grounds.filter((g) => g.rule === 'unproven' && !(0,ticks_advice/* testFails */.w8)(g));
    const unrunGrounds = grounds.filter((g) => g.rule !== 'unproven' && !(0,ticks_advice/* testFails */.w8)(g));
    const fix = `record the new decision with \`ev\`${recordWhere(report)}`;
    const run = () => {
        const shared = sharedAdvice(unrunGrounds);
        return shared !== undefined && shared !== ''
            ? shared
            : 'do what the line under each check says';
    };
    const doNotHold = failing.length + counter.length;
    if (doNotHold > 0 && unrunGrounds.length > 0) {
        const verb = counter.length === 0 ? 'fail' : 'do not hold';
        return `Some guarding checks ${verb} and some have no current evidence. **Make the failing checks pass again (or, if a decision no longer holds, ${fix}); for the others, ${run()}.**`;
    }
    if (counter.length === grounds.length)
        return `${one ? 'Its guarding check is' : 'Their guarding checks are'} not shown to fail: the counter-test did not flip the result. **${one ? 'Make the counter-test' : 'For each, make the counter-test'} fail where the reason does not hold, or \u2014 if the decision no longer holds \u2014 ${fix}.**`;
    if (failing.length === grounds.length)
        return (`${one ? 'Its guarding check fails' : 'Their guarding checks fail'}. ` +
            `**${one ? 'Make the check' : 'For each, make the check'} pass again, or \u2014 if the decision no longer holds \u2014 ${fix}.**`);
    if (doNotHold > 0)
        return `Some guarding checks fail and some are not shown to fail. **Make the failing checks pass again and each counter-test fail where its reason does not hold, or \u2014 if a decision no longer holds \u2014 ${fix}.**`;
    const advice = run();
    return `${one ? 'Its guarding check has' : 'Their guarding checks have'} no current evidence. **${advice.charAt(0).toUpperCase()}${advice.slice(1)}.**`;
}
/** Decisions with a ground whose guarding test the pull request changed. */
function testChangedDecisions(report) {
    return report.decisions.filter((d) => d.grounds.some((g) => (g.testChanged?.length ?? 0) > 0))
        .length;
}
/** What a reviewer must do about guarding tests the pull request changed, beside other findings. */
function testChangedSentence(report) {
    const n = testChangedDecisions(report);
    if (n === 0)
        return '';
    return ` The guarding test of ${(0,markdown/* plural */.LS)(n, 'decision')} was changed by this pull request (\ud83e\uddea below): review ${n === 1 ? 'that change' : 'those changes'} too.`;
}
/**
 * Why each non-gating decision is shown, one sentence per cause present: a
 * changed guarding test, a detect-only (C/D) memo, an agent-proposed memo, a
 * dirty green.
 */
function noteSentences(report) {
    const grounds = report.decisions.flatMap((d) => d.grounds);
    const count = (test) => report.decisions.filter((d) => d.grounds.some(test)).length;
    const tested = testChangedDecisions(report);
    const detectOnly = count((g) => g.label === 'memo' && g.memoReason !== 'agent-proposed');
    const agent = count((g) => g.label === 'memo' && g.memoReason === 'agent-proposed');
    const dirty = grounds.filter((g) => g.label === 'dirty').length;
    const sentences = [];
    if (tested > 0)
        sentences.push(tested === 1
            ? 'The guarding test of a decision was changed by this pull request: its check passes against the test as changed here, which proves only what that test now checks. **Review the change to the test before merging** \u2014 no gate covers it.'
            : `The guarding tests of ${tested} decisions were changed by this pull request: their checks pass against the tests as changed here, which proves only what those tests now check. **Review the change to each test before merging** \u2014 no gate covers it.`);
    if (detectOnly > 0)
        sentences.push(detectOnly === 1
            ? 'A detect-only decision (jurisdiction C/D) has a check that is not green.'
            : `${detectOnly} detect-only decisions (jurisdiction C/D) have checks that are not green.`);
    if (agent > 0)
        sentences.push(agent === 1
            ? 'An agent-proposed decision has a check that is not green: it never gates until a person ratifies it (`ev ratify`).'
            : `${agent} agent-proposed decisions have checks that are not green: they never gate until a person ratifies them (\`ev ratify\`).`);
    if (dirty > 0)
        sentences.push(dirty === 1
            ? 'A check passes only with an uncommitted change to a file it guards (`dirty`): commit the change and run the check again.'
            : `${dirty} checks pass only with an uncommitted change to a file they guard (\`dirty\`): commit the changes and run the checks again.`);
    if (detectOnly + agent > 0)
        sentences.push('Memo notes never gate: read and carry on.');
    else if (dirty > 0)
        sentences.push('`dirty` never gates.');
    return sentences;
}
/**
 * The advice every one of these grounds shares, in Markdown; undefined when
 * they differ. Stops at the first difference: a large pull request has
 * tens of thousands of grounds, and their advice texts are not kept.
 */
function sharedAdvice(grounds) {
    const last = grounds.at(-1);
    if (last === undefined)
        return undefined;
    const key = (0,ticks_advice/* plainAdvice */.fE)(last.advice ?? []);
    for (const ground of grounds)
        if ((0,ticks_advice/* plainAdvice */.fE)(ground.advice ?? []) !== key)
            return undefined;
    return (0,ticks_decision/* markdownAdvice */.oN)(last.advice ?? []);
}
/** Nothing but replaced decisions to show: the lead is theirs (and their section needs no heading). */
function leadsWithReplaced(report) {
    const { gatingDecisions, memoDecisions, violations } = report.counts;
    return (report.replaced.length > 0 &&
        gatingDecisions + memoDecisions + violations === 0 &&
        testChangedDecisions(report) === 0);
}
function renderLead(report) {
    const { gatingDecisions, memoDecisions, violations, alreadyFailingDecisions } = report.counts;
    const broken = gatingDecisions - alreadyFailingDecisions;
    if (broken > 0) {
        const one = broken === 1;
        const by = report.settings.gateScope === 'regressions' ? ' (broken by this pull request)' : '';
        let lead = `### \u26a0\ufe0f ${(0,markdown/* plural */.LS)(broken, 'decision')} ${one ? 'needs' : 'need'} a look before merging${by}\n\n` +
            `${gatingAction(report, gatingGrounds(report, false), one)} ${gateSentence(report)}`;
        if (alreadyFailingDecisions > 0)
            lead += ` ${(0,markdown/* plural */.LS)(alreadyFailingDecisions, 'more decision')} ${alreadyFailingDecisions === 1 ? 'is' : 'are'} already failing on the base (collapsed below).`;
        if (violations > 0)
            lead += ` The ledger also has ${(0,markdown/* plural */.LS)(violations, 'integrity violation')} (below).`;
        lead += testChangedSentence(report);
        if (memoDecisions > 0)
            lead += ` ${memoNotesSentence(memoDecisions, 'at the end')}`;
        return `${lead}\n\n`;
    }
    if (violations > 0) {
        const fails = report.settings.failOnViolation
            ? 'This check fails until then.'
            : 'fail-on-violation is off: this does not fail the run.';
        let lead = `### \u26d4 The ledger has ${(0,markdown/* plural */.LS)(violations, 'integrity violation')}\n\n` +
            `**${violationAdvice(report)}** ${fails}`;
        lead += testChangedSentence(report);
        if (memoDecisions > 0)
            lead += ` ${memoNotesSentence(memoDecisions, 'below')}`;
        return `${lead}\n\n`;
    }
    if (alreadyFailingDecisions > 0) {
        let lead = `### \u23ea ${(0,markdown/* plural */.LS)(alreadyFailingDecisions, 'decision')} already failing on the base\n\n` +
            alreadyFailingSentence(report);
        lead += testChangedSentence(report);
        if (memoDecisions > 0)
            lead += ` ${memoNotesSentence(memoDecisions, 'below')}`;
        return `${lead}\n\n`;
    }
    const replaced = (0,versus_base/* replacedTitle */.n1)(report);
    if (replaced !== undefined && leadsWithReplaced(report))
        return (`### \ud83d\udd01 ${replaced}\n\n` +
            'No guarding check of this pull request fails. **Confirm that each replacement below was meant.**\n\n');
    const tested = testChangedDecisions(report);
    const heading = tested > 0
        ? `### \ud83e\uddea ${(0,markdown/* plural */.LS)(tested, 'decision')} whose guarding test this pull request changes \u2014 review before merging`
        : `### \ud83d\udcdd ${(0,markdown/* plural */.LS)(memoDecisions, 'decision')} to note \u2014 nothing blocks merging`;
    return `${heading}\n\n${noteSentences(report).join(' ')}\n\n`;
}
const MAX_VIOLATIONS_SHOWN = 5;
const VIOLATION_TEXT_MAX = 300;
function renderViolations(report, restIn) {
    const items = [
        ...(report.ledgerDiff?.violations ?? []).map((v) => `- ${(0,markdown/* codeSpan */.SS)(v.file, { max: ticks_decision/* FIELD_MAX */.oo.path })} ${v.kind}: ${(0,markdown/* mdText */.bC)(v.text, VIOLATION_TEXT_MAX)}`),
        ...report.verify.findings.map((f) => `- \u2717 ${(0,markdown/* mdText */.bC)(f.text, VIOLATION_TEXT_MAX)}`),
    ];
    if (items.length === 0)
        return '';
    const rest = items.length - MAX_VIOLATIONS_SHOWN;
    const more = rest > 0 ? `- \u2026 and ${rest} more (see ${restIn})\n` : '';
    return ('#### \u26d4 Ledger integrity\n\n' +
        items.slice(0, MAX_VIOLATIONS_SHOWN).join('\n') +
        '\n' +
        more +
        '\n');
}
// ---------------------------------------------------------------------------
// Assembling the body
function summaryReference(options) {
    const url = options.summaryUrl;
    if (url && /^https?:\/\/[^\s]+$/.test(url)) {
        return `the [job summary](${url.replace(/[()<>]/g, (c) => encodeURIComponent(c))})`;
    }
    return 'the job summary';
}
function footer(options) {
    const parts = (0,comment/* keyParts */.Qi)(options.key);
    const { ledger } = parts;
    const checkName = options.checkName !== undefined && options.checkName !== comment/* DEFAULT_CHECK_NAME */.nV
        ? options.checkName
        : parts.checkName;
    const check = checkName === undefined ? '' : ` \u00b7 check ${(0,markdown/* codeSpan */.SS)(checkName, { max: ticks_decision/* FIELD_MAX */.oo.checkName })}`;
    const run = (0,markdown/* linkTarget */.Cm)(options.runUrl);
    const producedBy = run === undefined ? '' : ` \u00b7 [the workflow run](${run}) that wrote it`;
    return `<sub>evolving-action \u00b7 ledger ${(0,markdown/* codeSpan */.SS)(ledger)}${check} \u00b7 this comment is updated in place on every push${producedBy}</sub>\n`;
}
/** `\`id\` decision` for a resolved decision, with the decision text when still known. */
function resolvedItem(id, report) {
    const decision = report.bindings.find((b) => b.tickId === id)?.decision;
    const text = decision === undefined ? '' : ` ${(0,markdown/* mdText */.bC)(decision, ticks_decision/* FIELD_MAX */.oo.decision)}`;
    return `${(0,markdown/* codeSpan */.SS)(id, { max: ticks_decision/* FIELD_MAX */.oo.id })}${text}`;
}
const MAX_RESOLVED_SHOWN = 5;
function renderResolvedLine(resolved, report, restIn) {
    if (resolved.length === 0)
        return '';
    // Only the shown ones are looked up (each lookup walks the bindings); the rest are counted.
    const items = resolved.map((id, i) => (i < MAX_RESOLVED_SHOWN ? resolvedItem(id, report) : ''));
    return `\u2705 Resolved since this comment was first posted: ${(0,ticks_decision/* listWithRest */.z6)(items, MAX_RESOLVED_SHOWN, restIn)}\n\n`;
}
function header(options, state) {
    return (0,comment/* commentHeader */.NP)(options.key, state);
}
// ---------------------------------------------------------------------------
// The context section
/**
 * Decisions as one collapsed section \u2014 those in context, those already
 * failing on the base \u2014 sized by how many are shown in full (the rest
 * counted and pointed to the summary). Blocks are rendered once; lengths
 * add up, so fitting needs no string building.
 */
class CollapsedSection {
    decisions;
    restIn;
    blocks;
    open;
    close = '</details>\n\n';
    /** `in context`: what the "\u2026 and N more decisions" line calls the rest. */
    rest;
    constructor(decisions, section, maxDecisions, restIn, links) {
        this.decisions = decisions;
        this.restIn = restIn;
        const options = {
            ...ticks_decision/* COMMENT_DECISION_OPTIONS */.K4,
            showOutput: false,
            restIn,
            ...(links ? { links } : {}),
        };
        this.rest = section.rest;
        this.blocks = decisions.slice(0, maxDecisions).map((d) => (0,ticks_decision/* renderDecision */.X4)(d, options));
        this.open = `<details><summary>${section.title}</summary>\n\n` + section.intro;
    }
    /** The decisions in context, as the comment collapses them. */
    static context(report, maxDecisions, restIn, links) {
        return new CollapsedSection(report.inContext, { title: (0,ticks_decision/* contextTitle */.yP)(report.inContext.length), intro: ticks_decision/* CONTEXT_INTRO */.ZQ, rest: 'in context' }, maxDecisions, restIn, links);
    }
    /** The gating decisions already failing on the base, collapsed after what this pull request broke. */
    static alreadyFailing(report, maxDecisions, restIn, links) {
        const decisions = report.decisions.filter(versus_base/* isAlreadyFailing */.t6);
        return new CollapsedSection(decisions, {
            title: `\u23ea ${(0,markdown/* plural */.LS)(decisions.length, 'decision')} already failing on the base`,
            intro: ALREADY_FAILING_INTRO,
            rest: 'already failing on the base',
        }, maxDecisions, restIn, links);
    }
    /** The most that can be shown. */
    get max() {
        return this.blocks.length;
    }
    more(shown) {
        const rest = this.decisions.length - shown;
        if (rest <= 0)
            return '';
        return shown === 0
            ? `They did not fit in this comment: see ${this.restIn}.\n\n`
            : `**\u2026 and ${(0,markdown/* plural */.LS)(rest, 'more decision')} ${this.rest}**: see ${this.restIn}.\n\n`;
    }
    length(shown) {
        if (this.decisions.length === 0)
            return 0;
        const blocks = this.blocks.slice(0, shown).reduce((sum, b) => sum + b.length, 0);
        return this.open.length + blocks + this.more(shown).length + this.close.length;
    }
    /** The largest number shown (at most `max`) that keeps `fixedLength` + the section below `maxLength`, or -1. */
    fitting(fixedLength, maxLength) {
        for (let shown = this.max; shown >= 0; shown--) {
            if (fixedLength + this.length(shown) < maxLength)
                return shown;
        }
        return -1;
    }
    render(shown) {
        if (this.decisions.length === 0)
            return '';
        return this.open + this.blocks.slice(0, shown).join('') + this.more(shown) + this.close;
    }
}
/** The first line of the already-failing section. */
const ALREADY_FAILING_INTRO = 'Each gates on the base too, on the evidence this run started with (before its own checks): this pull request did not break it. Each ground says what it read at the base.\n\n';
// ---------------------------------------------------------------------------
// The full comment and the all-clear
/**
 * The comment body when something resurfaced or the ledger has a violation.
 * Degrades to fit: first the context section shrinks (to a line pointing to
 * the summary), then the output tails go, then resurfaced decisions from the
 * end (counted and pointed to the summary); the result is always shorter
 * than `maxLength`.
 */
function renderComment(report, options) {
    const maxLength = options.maxLength ?? comment/* COMMENT_BODY_LIMIT */.tx;
    const maxDecisions = Math.max(0, options.maxDecisions ?? DEFAULT_MAX_DECISIONS);
    const restIn = summaryReference(options);
    const resolved = (0,comment/* resolvedSince */.tw)(options.previous, report.resurfaced);
    const head = header(options, { resurfaced: report.resurfaced, resolved }) +
        renderLead(report) +
        (0,versus_base/* replacedSection */.m8)(report, {
            max: maxDecisions,
            restIn,
            ...(leadsWithReplaced(report) ? {} : { heading: '####' }),
            ...(options.links ? { links: options.links } : {}),
        }) +
        (0,trust/* trustBlock */.Qk)(report) +
        renderViolations(report, restIn);
    const tail = renderResolvedLine(resolved, report, restIn) + footer(options);
    // What this pull request broke (and memo notes) in full; what already failed on the base collapsed.
    const shownDecisions = report.decisions.filter((d) => !(0,versus_base/* isAlreadyFailing */.t6)(d));
    const candidates = shownDecisions.slice(0, maxDecisions);
    const decisionOptions = {
        ...ticks_decision/* COMMENT_DECISION_OPTIONS */.K4,
        restIn,
        ...(options.links ? { links: options.links } : {}),
    };
    const failing = CollapsedSection.alreadyFailing(report, maxDecisions, restIn, options.links);
    const context = CollapsedSection.context(report, maxDecisions, restIn, options.links);
    const more = (shown) => {
        const rest = shownDecisions.length - shown;
        return rest > 0
            ? `**\u2026 and ${(0,markdown/* plural */.LS)(rest, 'more decision')}**: see ${restIn} for the full list.\n\n`
            : '';
    };
    const assemble = (blocks, shown, failingShown, contextShown) => head +
        blocks.slice(0, shown).join('') +
        more(shown) +
        failing.render(failingShown) +
        context.render(contextShown) +
        tail;
    const fixed = (blocks, shown, failingShown) => head.length +
        blocks.slice(0, shown).reduce((sum, b) => sum + b.length, 0) +
        more(shown).length +
        failing.length(failingShown) +
        tail.length;
    // Every given block; the context section shrinks first, then the already-failing one.
    const fitted = (blocks) => {
        for (let failingShown = failing.max; failingShown >= 0; failingShown--) {
            const contextShown = context.fitting(fixed(blocks, blocks.length, failingShown), maxLength);
            if (contextShown >= 0)
                return assemble(blocks, blocks.length, failingShown, contextShown);
        }
        return undefined;
    };
    const render = (showOutput) => candidates.map((d) => (0,ticks_decision/* renderDecision */.X4)(d, { ...decisionOptions, showOutput }));
    // Every resurfaced decision in full (with output tails, then without), the collapsed sections as large as fit.
    const withOutput = render(true);
    const full = fitted(withOutput);
    if (full !== undefined)
        return full;
    const blocks = render(false);
    const withoutOutput = fitted(blocks);
    if (withoutOutput !== undefined)
        return withoutOutput;
    // Then fewer resurfaced decisions, with the collapsed sections at their smallest.
    const shown = fittingPrefix(blocks, head.length + tail.length + context.length(0) + failing.length(0), more, maxLength);
    return ensureFits(assemble(blocks, shown, 0, 0), maxLength, options);
}
/**
 * The largest number of leading blocks such that fixed parts + blocks + the
 * "and N more" line stay below `maxLength` (0 when none fit). Lengths add up,
 * so this needs no string building.
 */
function fittingPrefix(blocks, fixedLength, more, maxLength) {
    let used = fixedLength + blocks.reduce((sum, b) => sum + b.length, 0);
    let n = blocks.length;
    while (n > 0 && used + more(n).length >= maxLength) {
        n--;
        used -= blocks[n]?.length ?? 0;
    }
    return n;
}
/**
 * Last line of defence: every part above is individually bounded, so this
 * only triggers with a tiny `maxLength`. The marker line always survives.
 */
function ensureFits(body, maxLength, options) {
    if (body.length < maxLength)
        return body;
    const minimal = header(options, { resurfaced: [], resolved: [] }) +
        `### \u26a0\ufe0f Decisions need a look\n\nThe details did not fit in a comment: see ${summaryReference(options)}.\n`;
    return minimal.length < maxLength ? minimal : (0,comment/* commentMarker */.Ql)(options.key);
}
/** `attest: mac`, as the settings say it: what made a binding exempt. */
function attestSetting(report) {
    const attest = report.settings.attest;
    return attest === null ? '`attest`' : (0,markdown/* codeSpan */.SS)(`attest: ${attest.join(', ')}`);
}
/**
 * Exempt bindings were not judged on this runner: never counted as green.
 * One sentence, or '' when there are none.
 */
function exemptSentence(exempt, report) {
    if (exempt === 0)
        return '';
    return `${(0,markdown/* plural */.LS)(exempt, 'binding')} ${exempt === 1 ? 'is' : 'are'} exempt on this runner (${attestSetting(report)}): not judged here, so not shown to pass.`;
}
/** The lead when nothing resurfaces but decisions are in context. */
function contextLead(report) {
    const exempt = report.inContext.flatMap((d) => d.grounds).filter((g) => g.label === 'exempt');
    const first = exempt.length === 0
        ? 'Nothing to fix: read'
        : `${exemptSentence(exempt.length, report)} Nothing gates: read`;
    return (`### ${(0,ticks_decision/* contextTitle */.yP)(report.inContext.length)} \u2014 nothing blocks merging\n\n` +
        `${first} what was decided about this code, and the roads not taken, before changing it (below).\n\n`);
}
/**
 * Nothing resurfaces and the ledger is intact. The lead is the all-clear,
 * saying what was resolved (the ids a previous version of the comment
 * showed) \u2014 or, when nothing was ever flagged and decisions are in context,
 * a short note about them. The context section follows, collapsed.
 */
function renderAllClear(report, options) {
    const maxLength = options.maxLength ?? comment/* COMMENT_BODY_LIMIT */.tx;
    const maxDecisions = Math.max(0, options.maxDecisions ?? DEFAULT_MAX_DECISIONS);
    const resolved = (0,comment/* resolvedSince */.tw)(options.previous, report.resurfaced);
    let body = header(options, { resurfaced: [], resolved });
    if (resolved.length > 0) {
        const shown = resolved.slice(0, maxDecisions);
        body +=
            '### \u2705 All clear\n\n' +
                `${resolved.length === 1 ? 'The decision' : `All ${resolved.length} decisions`} flagged earlier on this pull request ${resolved.length === 1 ? 'is' : 'are'} green again:\n\n` +
                shown.map((id) => `- ${resolvedItem(id, report)}\n`).join('') +
                (resolved.length > shown.length ? `- \u2026 and ${resolved.length - shown.length} more\n` : '') +
                '\n';
    }
    else if (report.inContext.length > 0) {
        body += contextLead(report);
    }
    else {
        const exempt = report.bindings.filter((b) => b.label === 'exempt').length;
        body +=
            exempt === 0
                ? '### \u2705 All clear\n\nNo decision needs a look: every test-bound ground is green, n/a or exempt.\n\n'
                : `### \u2705 Nothing gates\n\nNo decision needs a look: every judged test-bound ground is green or n/a. ${exemptSentence(exempt, report)}\n\n`;
    }
    body += (0,trust/* trustBlock */.Qk)(report);
    const tail = footer(options);
    const context = CollapsedSection.context(report, maxDecisions, summaryReference(options), options.links);
    const contextShown = Math.max(0, context.fitting(body.length + tail.length, maxLength));
    return ensureFits(body + context.render(contextShown) + tail, maxLength, options);
}
// ---------------------------------------------------------------------------
// Planning the write
/**
 * Is there anything for a reviewer to act on: a resurfaced decision, a
 * violation, or a decision of the base this pull request replaced (shown
 * even when everything else is green)?
 */
function hasCommentFindings(report) {
    return report.decisions.length > 0 || report.counts.violations > 0 || report.replaced.length > 0;
}
/** The body for this report: the full comment when there are findings, else the all-clear (with any context). */
function renderCommentBody(report, options) {
    return hasCommentFindings(report)
        ? renderComment(report, options)
        : renderAllClear(report, options);
}
/**
 * Worth a comment where none exists yet (`comment: auto`): a finding, a
 * trust finding, or decisions in context.
 */
function commentWorthPosting(report) {
    return hasCommentFindings(report) || (0,trust/* hasTrustFindings */.vt)(report) || report.inContext.length > 0;
}

// EXTERNAL MODULE: ./src/render/ticks/summary.ts
var summary = __webpack_require__(9293);
;// CONCATENATED MODULE: ./src/render/ticks/review.ts
/**
 * ev 0.1's review (core/review): what its decisions say about the commit
 * under review, as every model-neutral surface draws it \u2014 the check run's
 * conclusion and title, the annotations, the `conclusion` output. Made
 * from the report (the verdict's conclusion rule already applied, a run
 * that may not pass its commit never `success`), so the check run and the
 * report never disagree. 0.2's is core/claims/review.ts's. With it, the
 * decisions' sections of the comment, the summaries and the JSON report
 * (`ticksSurfaces`), which review-surfaces.ts composes. Pure.
 */







/**
 * The decisions' review: the report's conclusion, the check run's title,
 * and the findings the annotations show \u2014 the first `maxFindings`, most
 * important first (only those are built: a large ledger has tens of
 * thousands); `omitted` counts the rest, which the report lists.
 */
function ticksReview(input, maxFindings) {
    const { findings, omitted } = selectFindings(input, maxFindings);
    return {
        model: 'ticks',
        conclusion: input.report.conclusion,
        title: ticksTitle(input.report),
        reason: input.report.reason,
        findings,
        ...(omitted > 0 ? { omitted } : {}),
    };
}
/**
 * The decisions on every surface (render/review-surfaces.ts composes
 * them): their review, and the comment, the summaries and the JSON report
 * as comment.ts, summary.ts and report.ts draw them. The decisions' comment
 * is a whole one (its marker, state and footer), so it comes first in a
 * store of both models; the report is the document itself.
 */
function ticksSurfaces(input, maxFindings, frame, drawing = {}) {
    const { report } = input;
    const links = drawing.links ? { links: drawing.links } : {};
    return {
        review: ticksReview(input, maxFindings),
        comment: {
            hasFindings: hasCommentFindings(report),
            worthPosting: commentWorthPosting(report),
            notJudged: report.context.notJudged !== undefined,
            draw: ({ maxLength, existingBody }) => {
                const previous = existingBody === undefined ? undefined : (0,comment/* readCommentState */.nk)(existingBody);
                return renderCommentBody(report, {
                    key: frame.key,
                    maxLength,
                    ...(frame.checkName !== undefined ? { checkName: frame.checkName } : {}),
                    ...(frame.summaryUrl ? { summaryUrl: frame.summaryUrl } : {}),
                    ...(frame.runUrl ? { runUrl: frame.runUrl } : {}),
                    ...links,
                    ...(previous ? { previous } : {}),
                });
            },
        },
        summary: ({ maxBytes, preface }) => (0,summary/* renderSummary */.Br)(report, {
            maxBytes,
            ...(drawing.bindings !== undefined ? { bindings: drawing.bindings } : {}),
            ...(frame.restIn !== undefined ? { restIn: frame.restIn } : {}),
            ...links,
            preface,
        }),
        report: () => report,
    };
}
/**
 * The check run's title for the decisions: what gates, what was replaced,
 * the violations, memo notes and changed guarding tests; led by why the run
 * may not pass its commit; else the all-clear. A green resting on a fork's
 * own claims says so.
 */
function ticksTitle(report) {
    return (0,trust/* labelledTitle */.k7)(checkRunTitle(report), report);
}
/** What the title says first when the run may not pass its commit (report.context.notJudged). */
function notJudgedTitle(report) {
    if (report.context.notJudged === undefined)
        return undefined;
    return report.context.pullRequest !== undefined
        ? "The pull request's head was not evaluated (the checkout is another commit)"
        : review/* FORK_WITHOUT_PULL_REQUEST_TITLE */.Pc;
}
function checkRunTitle(report) {
    const { memoDecisions, violations } = report.counts;
    const replaced = (0,versus_base/* replacedTitle */.n1)(report);
    const parts = (0,versus_base/* gatingTitleParts */.x_)(report);
    if (replaced !== undefined)
        parts.push(replaced);
    if (violations > 0)
        parts.push(`${violations} ledger violation${violations === 1 ? '' : 's'}`);
    if (memoDecisions > 0)
        parts.push(`${memoDecisions} memo note${memoDecisions === 1 ? '' : 's'}`);
    const { testChanged } = report.counts;
    if (testChanged > 0)
        parts.push(`${testChanged} guarding test${testChanged === 1 ? '' : 's'} changed by this pull request`);
    const unjudged = notJudgedTitle(report);
    if (unjudged !== undefined)
        return [unjudged, ...parts].join('; ');
    return parts.length > 0 ? parts.join(', ') : (0,trust/* allClearTitle */.tc)(report);
}

;// CONCATENATED MODULE: ./src/models/ticks/preview.ts
/**
 * ev 0.1's part of `report`: the decisions judged here by the pipeline the
 * action runs (chains/ticks/chain.ts), on the work tree, for a preview
 * instead of a post, drawn as the action draws them.
 */







/** The decisions' surfaces (only the surfaces: no annotation is built), or the exit status. */
async function previewTicks(request) {
    const decisions = await judgeDecisionsHere(request.options, request.cwd, request.io);
    if (typeof decisions === 'number')
        return { exit: decisions };
    return ticksSurfaces({ report: decisions, tickTexts: new Map() }, 0, request.frame);
}
/** The stores below a directory without one, as `--cwd` values (a bounded search). */
function storesHint(cwd, given) {
    const { stores } = (0,files_store/* storesBelow */._u)(cwd);
    if (stores.length === 0)
        return '';
    const base = given === undefined ? '' : (0,working_directory/* normalizeWorkingDirectory */.ok)(given);
    const dirs = stores.map((dir) => (base === '' ? dir : `${base}/${dir}`));
    return ` (found below: ${dirs.join(', ')} \u2014 pass --cwd ${dirs[0]})`;
}
/**
 * ev 0.1's decisions judged here: the pipeline the action runs
 * (chains/ticks/chain.ts), on the work tree, for a preview instead of a post; or the
 * exit status when there is no ledger to judge.
 */
async function judgeDecisionsHere(options, cwd, io) {
    const opened = (0,ticks_evaluation/* openStore */.Ch)(cwd);
    if ('error' in opened) {
        io.stderr(`${opened.error}${opened.kind === 'missing' ? storesHint(cwd, options.cwd) : ''}\n`);
        return 1;
    }
    const { store } = opened;
    const workingDirectory = options.cwd ?? '.';
    let entries;
    try {
        entries = (0,ledger/* parseLedger */.h8)((0,files_store/* openTickFiles */.t$)(store));
    }
    catch (error) {
        // A ticks/ that cannot be listed (an empty .evolving/ has none): one line, no trace.
        if (!(error instanceof files_store/* StoreError */.AD))
            throw error;
        io.stderr(`error: ${error.message}\n`);
        return 1;
    }
    const changedInLedger = options.changed
        .map((file) => (0,working_directory/* toLedgerRelative */.Nm)(file, workingDirectory))
        .filter((file) => file !== undefined);
    const judged = await judgeDecisions({
        store,
        entries,
        guardingAt: ['HEAD'],
        staleness: options.stalenessRef,
        options: {
            host: { env: io.env, repository: await (0,repository/* repositoryFor */.c)(io, cwd), offline: false },
            judgedBy: { attest: options.attest ?? null },
            record: false,
            ...(options.changed.length > 0 ? { change: { changedPaths: changedInLedger } } : {}),
        },
        warn: (message) => io.stderr(`${message}\n`),
    });
    const { evaluation, verify } = judged;
    // Every warning, ev's and ours (duplicate keys, a directory in ticks/, a malformed selected-list).
    const warnings = [
        ...evaluation.warnings,
        ...evaluation.problems,
        ...evaluation.actionWarnings,
        ...verify.warnings.map((warning) => warning.text),
    ];
    for (const line of warnings)
        io.stderr(`${line}\n`);
    return reportOf(judged, options.stalenessRef, {
        context: { event: 'cli', repository: '', workingDirectory },
        settings: {
            gate: true,
            failOnViolation: true,
            context: true,
            // With --platform, a preview of the job that ran the checks for it (from the receipts here).
            runChecks: options.platform === undefined ? 'off' : 'all',
            platform: options.platform ?? null,
            attest: options.attest ?? null,
        },
        ...(options.changed.length > 0
            ? { changedFiles: { files: [...new Set(options.changed)], capped: false } }
            : {}),
    });
}


/***/ })

} }; })
