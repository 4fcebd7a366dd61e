export const id = 507;
export const ids = [507];
export const modules = {

/***/ 507:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  TICKS_COMMANDS: () => (/* binding */ TICKS_COMMANDS)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(760);
// EXTERNAL MODULE: ./src/core/text/unicode.ts
var unicode = __webpack_require__(416);
;// CONCATENATED MODULE: ./src/core/text/rust-text.ts
/**
 * Rust's `str::trim` and `str::lines`, which ev applies to config files,
 * receipt files and the cached origin sha; JavaScript's `trim` and
 * `split('\n')` differ from them at the edges (U+FEFF, `\r\n`, the final
 * newline). Pure.
 */

/** Rust's `str::trim`: strips Unicode White_Space only (not U+FEFF, unlike JavaScript's `trim`). */
function rustTrim(text) {
    let start = 0;
    let end = text.length;
    while (start < end && (0,unicode/* isWhiteSpace */.i0)(text.charCodeAt(start)))
        start++;
    while (end > start && (0,unicode/* isWhiteSpace */.i0)(text.charCodeAt(end - 1)))
        end--;
    return text.slice(start, end);
}
/** Rust's `str::lines`: split on `\n`, drop one trailing `\r` per line, no final empty line. */
function rustLines(text) {
    if (text === '')
        return [];
    const lines = text.split('\n');
    if (lines[lines.length - 1] === '')
        lines.pop();
    return lines.map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
}
/**
 * `rustLines` one at a time, with each line's number (from 1): a caller that
 * stops early (a flood of bad lines) never splits the rest of the text.
 */
function* eachRustLine(text) {
    let start = 0;
    let number = 0;
    while (start < text.length) {
        let end = text.indexOf('\n', start);
        if (end < 0)
            end = text.length;
        const raw = text.slice(start, end);
        number++;
        yield { line: raw.endsWith('\r') ? raw.slice(0, -1) : raw, number };
        start = end + 1;
    }
}

;// CONCATENATED MODULE: ./src/core/ticks/config.ts
/**
 * The `.evolving/config` reader (docs/ev-0.1.md#config). ev 0.1.2 does not parse TOML:
 * it scans `key = value` lines, first exact key match wins, and any value that
 * does not parse as its type falls back to the default. Pure: text in.
 */

const DEFAULT_CONFIG = Object.freeze({
    staleness_days: 7n,
    green_exit_code: 0,
    staleness_ref: 'live-origin',
    brief_limit: 10,
    schema_version: 1,
});
const U64_MAX = (1n << 64n) - 1n;
const I32_MIN = -(2n ** 31n);
const I32_MAX = 2n ** 31n - 1n;
/** The trimmed value of the first `key = value` line whose trimmed key is exactly `key`. */
function configValue(text, key) {
    for (const line of rustLines(text)) {
        const eq = line.indexOf('=');
        if (eq < 0)
            continue;
        if (rustTrim(line.slice(0, eq)) === key)
            return rustTrim(line.slice(eq + 1));
    }
    return undefined;
}
/** Rust's integer `FromStr`: an optional sign (`-` only for signed types), then ASCII digits only. */
function parseRustInteger(text, signed) {
    const match = /^([+-]?)([0-9]+)$/.exec(text);
    if (!match)
        return undefined;
    if (match[1] === '-' && !signed)
        return undefined;
    const magnitude = BigInt(match[2]);
    return match[1] === '-' ? -magnitude : magnitude;
}
function parseU64(text) {
    if (text === undefined)
        return undefined;
    const value = parseRustInteger(text, false);
    return value !== undefined && value <= U64_MAX ? value : undefined;
}
function parseI32(text) {
    if (text === undefined)
        return undefined;
    const value = parseRustInteger(text, true);
    return value !== undefined && value >= I32_MIN && value <= I32_MAX ? Number(value) : undefined;
}
/**
 * A usize/u64 as Rust's `FromStr` reads it (ASCII digits, an optional `+`),
 * as a JavaScript number (exact up to 2^53; beyond that only the magnitude
 * matters); undefined when it is not one. Also how clap reads `brief --limit`.
 */
function parseCount(text) {
    const value = parseU64(text);
    return value === undefined ? undefined : Number(value);
}
/** ev strips one pair of surrounding double quotes, and only when both are there. */
function unquote(text) {
    return text.length >= 2 && text.startsWith('"') && text.endsWith('"') ? text.slice(1, -1) : text;
}
function parseConfig(text) {
    const stalenessRef = configValue(text, 'staleness_ref');
    return {
        staleness_days: parseU64(configValue(text, 'staleness_days')) ?? DEFAULT_CONFIG.staleness_days,
        green_exit_code: parseI32(configValue(text, 'green_exit_code')) ?? DEFAULT_CONFIG.green_exit_code,
        staleness_ref: stalenessRef === undefined ? DEFAULT_CONFIG.staleness_ref : unquote(stalenessRef),
        brief_limit: parseCount(configValue(text, 'brief_limit')) ?? DEFAULT_CONFIG.brief_limit,
        schema_version: parseCount(configValue(text, 'schema_version')) ?? DEFAULT_CONFIG.schema_version,
    };
}
/**
 * The staleness window in seconds, computed as ev computes it:
 * `staleness_days as i64 * 86_400` with two's-complement wrap-around (a
 * release build does not trap on overflow), so absurd values behave alike.
 */
function stalenessWindowSeconds(stalenessDays) {
    return BigInt.asIntN(64, BigInt.asIntN(64, stalenessDays) * 86400n);
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(598);
;// CONCATENATED MODULE: ./src/core/ticks/identity.ts
/**
 * Content-addressed identity (docs/ev-0.1.md#identity): a tick's id is the first 12 hex
 * characters of SHA-256 over the canonical JSON (RFC 8785) of its hashed
 * payload {decision, observe, grounds, parent_id}.
 */


/**
 * One-shot `crypto.hash` (Node ≥ 20.12) is about twice as fast as a Hash
 * object for inputs the size of a tick — verify hashes every tick; older
 * Node 20 releases lack it and take the long way.
 */
function sha256Hex(data) {
    if (typeof external_node_crypto_.hash === 'function')
        return external_node_crypto_.hash('sha256', data, 'hex');
    return external_node_crypto_.createHash('sha256').update(data).digest('hex');
}
/**
 * RFC 8785 string serialisation is ECMAScript's JSON.stringify of a string:
 * `"`, `\\` and control characters escaped, everything else raw.
 */
const jcsString = JSON.stringify;
function jcsStringSet(values) {
    // Most liveness sets hold one entry: no array to sort, copy and join.
    if (values.length === 1)
        return `[${jcsString(values[0])}]`;
    return `[${(0,unicode/* sortedSet */.Cc)(values).map(jcsString).join(',')}]`;
}
/*
 * The payload holds only strings, arrays and objects of known keys, so its
 * canonical form is written directly with each object's keys in code-point
 * order — `verify` hashes every tick, and a generic canonicaliser (walking,
 * sorting and copying each object) was most of its time. The golden vectors
 * and a cross-check against json-canonicalize in the tests pin the bytes.
 */
/** A check as hashed: liveness sets sorted by code point and de-duplicated; an absent counter_test omitted. */
function canonicalCheck(check) {
    if (check.by === 'person')
        return `{"by":"person","ref":${jcsString(check.ref)}}`;
    const counter = check.counter_test === undefined ? '' : `"counter_test":${jcsString(check.counter_test)},`;
    const { platforms, surfaces, triggered_by } = check.liveness;
    const liveness = `{"platforms":${jcsStringSet(platforms)},"surfaces":${jcsStringSet(surfaces)},"triggered_by":${jcsStringSet(triggered_by)}}`;
    return `{"by":"test",${counter}"liveness":${liveness},"ref":${jcsString(check.ref)},"verified_at_sha":${jcsString(check.verified_at_sha)}}`;
}
/** Grounds keep their authored order; a ground without a check omits the key (never null). */
function canonicalGround(ground) {
    const check = ground.check === undefined ? '' : `"check":${canonicalCheck(ground.check)},`;
    return `{${check}"claim":${jcsString(ground.claim)},"supports":${jcsString(ground.supports)}}`;
}
/** The canonical JSON (RFC 8785) of {decision, grounds, observe, parent_id}. */
function canonicalPayload(payload) {
    const grounds = payload.grounds.map(canonicalGround).join(',');
    return `{"decision":${jcsString(payload.decision)},"grounds":[${grounds}],"observe":${jcsString(payload.observe)},"parent_id":${jcsString(payload.parent_id)}}`;
}
function tickId(payload) {
    return sha256Hex(canonicalPayload(payload)).slice(0, 12);
}
/** Keys already computed: a ledger asks for the same few refs' keys once per receipt line. */
const receiptKeys = new Map();
const RECEIPT_KEYS_KEPT = 100_000;
let lastRef;
let lastKey = '';
/** The receipt file key of a bound test: first 12 hex of SHA-256 of its ref. */
function receiptKey(ref) {
    // A receipt file's lines all name one ref: comparing with the last is cheaper than hashing it for the map.
    if (ref === lastRef)
        return lastKey;
    let key = receiptKeys.get(ref);
    if (key === undefined) {
        key = sha256Hex(ref).slice(0, 12);
        if (receiptKeys.size >= RECEIPT_KEYS_KEPT)
            receiptKeys.clear();
        receiptKeys.set(ref, key);
    }
    lastRef = ref;
    lastKey = key;
    return key;
}

// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(573);
;// CONCATENATED MODULE: ./src/core/ticks/json-syntax.ts
/**
 * Where and why ev's JSON reader rejects a text: serde_json 1.0.150 (the
 * version ev 0.1.2 pins) parsing a `serde_json::Value` from a `&str`, error
 * for error. ev prints these messages (`key must be a string at line 1
 * column 3`) in `list`, `brief`, `why` and `log`, and they never quote the
 * text — so they are what this project prints too
 * (docs/COMPATIBILITY.md#where-this-project-is-stricter-than-ev,
 * docs/ev-0.1.md#the-read-only-commands).
 *
 * The scanner follows serde_json's control flow rather than a grammar: which
 * error comes first, and whether its position is the byte just consumed
 * (`error`) or the one peeked at (`peek_error`), both depend on it. Columns
 * count bytes since the last newline, as serde_json's do. It also finds what
 * serde_json rejects and `JSON.parse` accepts: nesting deeper than 127,
 * numbers out of f64 range, and unpaired surrogate escapes.
 */
/** serde_json's `Display` of a syntax error. */
function describeJsonSyntaxError(error) {
    return `${error.reason} at line ${error.line} column ${error.column}`;
}
const REASON = {
    eofList: 'EOF while parsing a list',
    eofObject: 'EOF while parsing an object',
    eofString: 'EOF while parsing a string',
    eofValue: 'EOF while parsing a value',
    expectedColon: 'expected `:`',
    expectedListCommaOrEnd: 'expected `,` or `]`',
    expectedObjectCommaOrEnd: 'expected `,` or `}`',
    expectedIdent: 'expected ident',
    expectedValue: 'expected value',
    invalidEscape: 'invalid escape',
    invalidNumber: 'invalid number',
    numberOutOfRange: 'number out of range',
    controlCharacter: 'control character (\\u0000-\\u001F) found while parsing a string',
    keyMustBeAString: 'key must be a string',
    loneLeadingSurrogate: 'lone leading surrogate in hex escape',
    trailingComma: 'trailing comma',
    trailingCharacters: 'trailing characters',
    unexpectedEndOfHexEscape: 'unexpected end of hex escape',
    recursionLimit: 'recursion limit exceeded',
};
/** serde_json's default nesting budget (`remaining_depth`). */
const RECURSION_LIMIT = 128;
const json_syntax_U64_MAX = (1n << 64n) - 1n;
const json_syntax_I32_MAX = 2 ** 31 - 1;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const MINUS = 0x2d;
const PLUS = 0x2b;
const DOT = 0x2e;
const ZERO = 0x30;
const NINE = 0x39;
const NEWLINE = 0x0a;
const isDigit = (byte) => byte !== undefined && byte >= ZERO && byte <= NINE;
const isExponentMark = (byte) => byte === 0x65 || byte === 0x45;
class Rejected {
    reason;
    index;
    constructor(reason, index) {
        this.reason = reason;
        this.index = index;
    }
}
/** The f64 powers of ten serde_json multiplies by (`POW10`, 1e0 … 1e308). */
const POW10 = Array.from({ length: 309 }, (_, i) => Number(`1e${i}`));
class Scanner {
    bytes;
    index = 0;
    remainingDepth = RECURSION_LIMIT;
    constructor(bytes) {
        this.bytes = bytes;
    }
    /** The whole document: one value, then only whitespace. */
    document() {
        this.value();
        if (this.whitespace() !== undefined)
            throw this.peekError(REASON.trailingCharacters);
    }
    // -- serde_json's reader primitives -------------------------------------
    peek() {
        return this.bytes[this.index];
    }
    next() {
        const byte = this.bytes[this.index];
        if (byte !== undefined)
            this.index++;
        return byte;
    }
    /** An error about the byte just consumed (`Deserializer::error`). */
    error(reason) {
        return new Rejected(reason, this.index);
    }
    /** An error about the byte peeked at (`Deserializer::peek_error`). */
    peekError(reason) {
        return new Rejected(reason, Math.min(this.bytes.length, this.index + 1));
    }
    whitespace() {
        for (;;) {
            const byte = this.peek();
            if (byte !== 0x20 && byte !== 0x0a && byte !== 0x09 && byte !== 0x0d)
                return byte;
            this.index++;
        }
    }
    // -- values ----------------------------------------------------------------
    value() {
        const byte = this.whitespace();
        if (byte === undefined)
            throw this.peekError(REASON.eofValue);
        if (byte === 0x6e)
            return this.ident('ull');
        if (byte === 0x74)
            return this.ident('rue');
        if (byte === 0x66)
            return this.ident('alse');
        if (byte === MINUS) {
            this.index++;
            return this.integer();
        }
        if (isDigit(byte))
            return this.integer();
        if (byte === QUOTE) {
            this.index++;
            return this.string();
        }
        if (byte === OPEN_BRACKET)
            return this.nested(() => this.elements(), CLOSE_BRACKET);
        if (byte === OPEN_BRACE)
            return this.nested(() => this.members(), CLOSE_BRACE);
        throw this.peekError(REASON.expectedValue);
    }
    ident(rest) {
        this.index++;
        for (let i = 0; i < rest.length; i++) {
            const byte = this.next();
            if (byte === undefined)
                throw this.error(REASON.eofValue);
            if (byte !== rest.charCodeAt(i))
                throw this.error(REASON.expectedIdent);
        }
    }
    /** `[` or `{`: the recursion budget, the contents, then the closing byte (always there once the contents parsed). */
    nested(contents, close) {
        this.remainingDepth--;
        if (this.remainingDepth === 0)
            throw this.peekError(REASON.recursionLimit);
        this.index++;
        contents();
        this.remainingDepth++;
        if (this.whitespace() === close)
            this.index++;
    }
    elements() {
        for (let first = true;; first = false) {
            const byte = this.whitespace();
            if (byte === undefined)
                throw this.peekError(REASON.eofList);
            if (byte === CLOSE_BRACKET)
                return;
            if (!first) {
                if (byte !== COMMA)
                    throw this.peekError(REASON.expectedListCommaOrEnd);
                this.index++;
                const after = this.whitespace();
                if (after === CLOSE_BRACKET)
                    throw this.peekError(REASON.trailingComma);
                if (after === undefined)
                    throw this.peekError(REASON.eofValue);
            }
            this.value();
        }
    }
    members() {
        for (let first = true;; first = false) {
            const byte = this.whitespace();
            if (byte === undefined)
                throw this.peekError(REASON.eofObject);
            if (byte === CLOSE_BRACE)
                return;
            if (first) {
                if (byte !== QUOTE)
                    throw this.peekError(REASON.keyMustBeAString);
            }
            else {
                if (byte !== COMMA)
                    throw this.peekError(REASON.expectedObjectCommaOrEnd);
                this.index++;
                const after = this.whitespace();
                if (after === CLOSE_BRACE)
                    throw this.peekError(REASON.trailingComma);
                if (after === undefined)
                    throw this.peekError(REASON.eofValue);
                if (after !== QUOTE)
                    throw this.peekError(REASON.keyMustBeAString);
            }
            this.index++;
            this.string();
            const colon = this.whitespace();
            if (colon === undefined)
                throw this.peekError(REASON.eofObject);
            if (colon !== COLON)
                throw this.peekError(REASON.expectedColon);
            this.index++;
            this.value();
        }
    }
    // -- strings ---------------------------------------------------------------
    /** After the opening quote (serde_json's `parse_str_bytes`, validating). */
    string() {
        for (;;) {
            const byte = this.next();
            if (byte === undefined)
                throw this.error(REASON.eofString);
            if (byte === QUOTE)
                return;
            if (byte === BACKSLASH)
                this.escape();
            else if (byte < 0x20)
                throw this.error(REASON.controlCharacter);
        }
    }
    escape() {
        const byte = this.next();
        if (byte === undefined)
            throw this.error(REASON.eofString);
        if (byte === 0x75)
            return this.unicodeEscape();
        // " \ / b f n r t
        if (![0x22, 0x5c, 0x2f, 0x62, 0x66, 0x6e, 0x72, 0x74].includes(byte))
            throw this.error(REASON.invalidEscape);
    }
    hexEscape() {
        if (this.index + 4 > this.bytes.length) {
            this.index = this.bytes.length;
            throw this.error(REASON.eofString);
        }
        const text = String.fromCharCode(...this.bytes.subarray(this.index, this.index + 4));
        this.index += 4;
        if (!/^[0-9a-fA-F]{4}$/.test(text))
            throw this.error(REASON.invalidEscape);
        return parseInt(text, 16);
    }
    unicodeEscape() {
        const unit = this.hexEscape();
        if (unit >= 0xdc00 && unit <= 0xdfff)
            throw this.error(REASON.loneLeadingSurrogate);
        if (unit < 0xd800 || unit > 0xdbff)
            return;
        for (const expected of [BACKSLASH, 0x75]) {
            const byte = this.peek();
            if (byte === undefined)
                throw this.error(REASON.eofString);
            this.index++;
            if (byte !== expected)
                throw this.error(REASON.unexpectedEndOfHexEscape);
        }
        const trail = this.hexEscape();
        if (trail < 0xdc00 || trail > 0xdfff)
            throw this.error(REASON.loneLeadingSurrogate);
    }
    // -- numbers (serde_json without float_roundtrip or arbitrary_precision) ---
    integer() {
        const first = this.next();
        if (first === undefined)
            throw this.error(REASON.eofValue);
        if (first === ZERO) {
            if (isDigit(this.peek()))
                throw this.peekError(REASON.invalidNumber);
            return this.fraction(0n);
        }
        if (!isDigit(first))
            throw this.error(REASON.invalidNumber);
        let significand = BigInt(first - ZERO);
        for (;;) {
            const byte = this.peek();
            if (!isDigit(byte))
                return this.fraction(significand);
            const next = significand * 10n + BigInt(byte - ZERO);
            if (next > json_syntax_U64_MAX)
                return this.longInteger(significand);
            this.index++;
            significand = next;
        }
    }
    /** `parse_number`: what follows the integer part. */
    fraction(significand) {
        const byte = this.peek();
        if (byte === DOT)
            this.decimal(significand, 0);
        else if (isExponentMark(byte))
            this.exponent(significand, 0);
    }
    longInteger(significand) {
        let exponent = 0;
        for (;;) {
            const byte = this.peek();
            if (isDigit(byte)) {
                this.index++;
                exponent++;
            }
            else if (byte === DOT)
                return this.decimal(significand, exponent);
            else if (isExponentMark(byte))
                return this.exponent(significand, exponent);
            else
                return this.fromParts(significand, exponent);
        }
    }
    decimal(significand, exponentBefore) {
        this.index++;
        let after = 0;
        for (;;) {
            const byte = this.peek();
            if (!isDigit(byte))
                break;
            const next = significand * 10n + BigInt(byte - ZERO);
            if (next > json_syntax_U64_MAX)
                return this.decimalOverflow(significand, exponentBefore + after);
            this.index++;
            significand = next;
            after--;
        }
        if (after === 0) {
            throw this.peekError(this.peek() === undefined ? REASON.eofValue : REASON.invalidNumber);
        }
        if (isExponentMark(this.peek()))
            this.exponent(significand, exponentBefore + after);
        else
            this.fromParts(significand, exponentBefore + after);
    }
    decimalOverflow(significand, exponent) {
        while (isDigit(this.peek()))
            this.index++;
        if (isExponentMark(this.peek()))
            this.exponent(significand, exponent);
        else
            this.fromParts(significand, exponent);
    }
    exponent(significand, startingExponent) {
        this.index++;
        let positive = true;
        const sign = this.peek();
        if (sign === PLUS || sign === MINUS) {
            this.index++;
            positive = sign === PLUS;
        }
        const first = this.next();
        if (first === undefined)
            throw this.error(REASON.eofValue);
        if (!isDigit(first))
            throw this.error(REASON.invalidNumber);
        let exponent = first - ZERO;
        for (;;) {
            const byte = this.peek();
            if (!isDigit(byte))
                break;
            this.index++;
            const next = exponent * 10 + (byte - ZERO);
            if (next > json_syntax_I32_MAX)
                return this.exponentOverflow(significand === 0n, positive);
            exponent = next;
        }
        this.fromParts(significand, positive ? startingExponent + exponent : startingExponent - exponent);
    }
    exponentOverflow(zeroSignificand, positiveExponent) {
        if (!zeroSignificand && positiveExponent)
            throw this.error(REASON.numberOutOfRange);
        while (isDigit(this.peek()))
            this.index++;
    }
    /** `f64_from_parts`: only an overflow to infinity is an error. */
    fromParts(significand, exponent) {
        let f = Number(significand);
        for (;;) {
            const pow = POW10[Math.abs(exponent)];
            if (pow !== undefined) {
                if (exponent >= 0 && !Number.isFinite(f * pow))
                    throw this.error(REASON.numberOutOfRange);
                return;
            }
            if (f === 0)
                return;
            if (exponent >= 0)
                throw this.error(REASON.numberOutOfRange);
            f /= 1e308;
            exponent += 308;
        }
    }
}
/** serde_json's line and column of a byte index: lines from 1, columns in bytes since the last newline. */
function positionOf(bytes, index) {
    let line = 1;
    let lineStart = 0;
    for (let i = 0; i < index; i++) {
        if (bytes[i] === NEWLINE) {
            line++;
            lineStart = i + 1;
        }
    }
    return { line, column: index - lineStart };
}
/**
 * The first error serde_json reports for `bytes` (valid UTF-8, as read by
 * `read_to_string`), or undefined when serde_json reads them as a `Value`.
 */
function findJsonSyntaxError(bytes) {
    try {
        new Scanner(bytes).document();
        return undefined;
    }
    catch (error) {
        if (!(error instanceof Rejected))
            throw error;
        return { reason: error.reason, ...positionOf(bytes, error.index) };
    }
}

;// CONCATENATED MODULE: ./src/core/ticks/json-text.ts
/**
 * Reading a JSON file the way ev's serde_json does, but with one clear message
 * per problem instead of an abort. A failure carries two messages: ev's own
 * (`evMessage`: serde_json's `key must be a string at line 1 column 3`, or
 * Rust's `stream did not contain valid UTF-8`), which the ev-compatible
 * commands print, and a descriptive one (`message`) for findings and
 * warnings. Neither ever quotes the text: a tick file can be a link to a
 * secret. It also notices duplicate object keys, which both serde_json and
 * JSON.parse resolve silently (the last one wins) — we keep that meaning but
 * say so.
 */


/** Rust's `read_to_string` on bytes that are not UTF-8. */
const NOT_UTF8 = 'stream did not contain valid UTF-8';
function parseJsonBytes(bytes, options = {}) {
    if (!(0,external_node_buffer_.isUtf8)(bytes)) {
        return {
            ok: false,
            message: `not valid UTF-8 (${describeBadUtf8(bytes)})`,
            evMessage: NOT_UTF8,
        };
    }
    return parseJsonText(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('utf8'), options);
}
function parseJsonText(text, options = {}) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        return notJson(text);
    }
    // serde_json also refuses what JSON.parse takes: nesting 128 deep, numbers beyond f64, lone surrogates.
    if (mayExceedSerde(text, value) && findJsonSyntaxError(Buffer.from(text, 'utf8')) !== undefined)
        return notJson(text);
    const duplicateKeys = options.duplicateKeys === true && mayHaveDuplicateKeys(text, value)
        ? findDuplicateKeys(text)
        : [];
    return { ok: true, value, text, duplicateKeys };
}
/** The failure for a text serde_json refuses: its message, and a hint where one helps a person. */
function notJson(text) {
    const error = findJsonSyntaxError(Buffer.from(text, 'utf8'));
    // JSON.parse or a serde-only rule refused the text, so the scan finds why; this keeps the function total.
    const evMessage = error ? describeJsonSyntaxError(error) : 'expected value at line 1 column 1';
    return { ok: false, message: `not valid JSON: ${evMessage}${hintFor(text)}`, evMessage };
}
function hintFor(text) {
    if (text.charCodeAt(0) === 0xfeff)
        return ' (the file starts with a UTF-8 byte-order mark)';
    if (!/\S/.test(text))
        return ' (the file is empty)';
    return '';
}
/** serde_json's nesting budget: 128 levels, so a text with fewer brackets cannot reach it. */
const SERDE_DEPTH = 128;
/**
 * Could serde_json refuse this text although JSON.parse took it? Cheap tests
 * that rule it out for almost every file: a lone surrogate needs a `\\u`
 * escape; 128 levels of nesting need 128 brackets; a number beyond f64
 * (JSON.parse reads it as Infinity — or near the largest double, where the
 * two may round apart) is looked for in the parsed value, which is cheaper
 * than any scan of the text. When one may be there, the serde_json scan
 * decides.
 */
function mayExceedSerde(text, value) {
    if (text.includes('\\u') && hasLoneSurrogateEscape(text))
        return true;
    if (bracketsReach(text, SERDE_DEPTH))
        return true;
    return holdsHugeNumber(value);
}
/** Is there a number at or beyond the largest double (or not finite) anywhere in the value? */
function holdsHugeNumber(value) {
    if (typeof value === 'number')
        return !(Math.abs(value) < 1e308);
    if (typeof value !== 'object' || value === null)
        return false;
    if (Array.isArray(value)) {
        for (const item of value)
            if (holdsHugeNumber(item))
                return true;
        return false;
    }
    for (const key in value)
        if (holdsHugeNumber(value[key]))
            return true;
    return false;
}
function bracketsReach(text, limit) {
    let count = 0;
    for (const open of ['[', '{']) {
        for (let i = text.indexOf(open); i >= 0; i = text.indexOf(open, i + 1)) {
            if (++count >= limit)
                return true;
        }
    }
    return false;
}
function describeBadUtf8(bytes) {
    const decoded = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    const at = decoded.indexOf('\ufffd');
    if (at < 0)
        return 'malformed byte sequence';
    const line = lineOf(decoded, at);
    return `first malformed sequence on line ${line}`;
}
function lineOf(text, offset) {
    let line = 1;
    for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1))
        line++;
    return line;
}
function hasLoneSurrogateEscape(text) {
    const escape = /\\u([dD][89abAB][0-9a-fA-F]{2})(\\u[dD][c-fC-F][0-9a-fA-F]{2})?|\\u[dD][c-fC-F][0-9a-fA-F]{2}/g;
    for (let m = escape.exec(text); m; m = escape.exec(text)) {
        if (isEscapedBackslash(text, m.index))
            continue;
        if (m[1] === undefined || m[2] === undefined)
            return true;
    }
    return false;
}
/** True when the backslash at `index` is itself escaped (preceded by an odd run of backslashes). */
function isEscapedBackslash(text, index) {
    let run = 0;
    for (let i = index - 1; i >= 0 && text.charCodeAt(i) === 0x5c; i--)
        run++;
    return run % 2 === 1;
}
const json_text_QUOTE = 0x22;
const json_text_BACKSLASH = 0x5c;
const json_text_OPEN_BRACE = 0x7b;
const json_text_CLOSE_BRACE = 0x7d;
const json_text_OPEN_BRACKET = 0x5b;
const json_text_CLOSE_BRACKET = 0x5d;
const json_text_COLON = 0x3a;
const json_text_NEWLINE = 0x0a;
/** Every object key in a parsed value (a duplicated key counts once: JSON.parse kept only the last). */
function countParsedKeys(value) {
    if (typeof value !== 'object' || value === null)
        return 0;
    if (Array.isArray(value)) {
        let count = 0;
        for (const item of value)
            count += countParsedKeys(item);
        return count;
    }
    let count = 0;
    for (const key in value)
        count += 1 + countParsedKeys(value[key]);
    return count;
}
/** JSON white space: what may stand between a key's closing quote and its colon. */
function isJsonWhiteSpace(code) {
    return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
}
/**
 * Colons whose previous non-white-space character is a quote: every key ends
 * so, and only a colon inside a string value can add to the count. indexOf
 * finds the few colons of a tick far faster than a regular expression scan.
 */
function countKeyEnds(text) {
    let count = 0;
    for (let colon = text.indexOf(':'); colon >= 0; colon = text.indexOf(':', colon + 1)) {
        let before = colon - 1;
        while (before >= 0 && isJsonWhiteSpace(text.charCodeAt(before)))
            before--;
        if (text.charCodeAt(before) === json_text_QUOTE)
            count++;
    }
    return count;
}
/**
 * A cheap test that rules out duplicate keys for almost every file, so the
 * character-by-character scan runs only when one may exist. The text holds at
 * least as many key ends as keys were written; the parsed value holds each
 * distinct key of an object once. If the two counts are equal, no key was
 * written twice. (A string value containing `":` only makes the text count
 * larger: then the full scan decides.)
 */
function mayHaveDuplicateKeys(text, value) {
    return countKeyEnds(text) !== countParsedKeys(value);
}
/**
 * One pass over already-valid JSON: for every object, the keys seen so far;
 * a key seen twice in the same object is reported with its line.
 */
function findDuplicateKeys(text) {
    const duplicates = [];
    const stack = [];
    let line = 1;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === json_text_NEWLINE)
            line++;
        else if (c === json_text_OPEN_BRACE)
            stack.push(new Set());
        else if (c === json_text_OPEN_BRACKET)
            stack.push(null);
        else if (c === json_text_CLOSE_BRACE || c === json_text_CLOSE_BRACKET)
            stack.pop();
        else if (c === json_text_QUOTE) {
            const end = endOfString(text, i);
            const keys = stack[stack.length - 1];
            if (keys && isFollowedByColon(text, end + 1)) {
                const key = JSON.parse(text.slice(i, end + 1));
                if (keys.has(key))
                    duplicates.push({ key, line });
                else
                    keys.add(key);
            }
            i = end;
        }
    }
    return duplicates;
}
function endOfString(text, openingQuote) {
    for (let i = openingQuote + 1; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === json_text_BACKSLASH)
            i++;
        else if (c === json_text_QUOTE)
            return i;
    }
    return text.length;
}
function isFollowedByColon(text, from) {
    for (let i = from; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === json_text_COLON)
            return true;
        if (c !== 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d)
            return false;
    }
    return false;
}

;// CONCATENATED MODULE: ./src/core/verdict/commit-id.ts
/**
 * A commit id as it may reach git from text the change under review can
 * write (a receipt's `commit`, an event's sha): the full object name, 40
 * (SHA-1) or 64 (SHA-256) lowercase hex digits. Anything else — a short or
 * uppercase id, a revision expression, an option such as `--output=<path>` —
 * is refused before git sees it. Pure.
 */
const COMMIT_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
function commit_id_isCommitId(text) {
    return COMMIT_ID.test(text);
}

;// CONCATENATED MODULE: ./src/core/verdict/receipt.ts
/**
 * Receipts: the evidence that a bound test ran (docs/ev-0.1.md#receipts). One JSON object
 * per line in `results/receipts/<key>.jsonl`, key = receiptKey(ref). This
 * module reads a receipt file strictly (ev's closed schema and messages),
 * formats lines byte for byte as ev writes them, and handles ev's RFC 3339
 * timestamps. Pure.
 */





const RECEIPT_KEYS = ['test', 'platform', 'commit', 'ran_at', 'result', 'falsifiable'];
const RESULTS = ['green', 'red', 'gray'];
function requiredString(obj, key) {
    const value = obj[key];
    return typeof value === 'string' ? value : undefined;
}
/** ev's strict receipt parser: closed schema, then `result`, then the other strings, with ev's messages. */
function parseReceipt(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        return { ok: false, message: 'receipt is not an object' };
    }
    const obj = value;
    // serde_json's map iterates keys sorted, so the first offending key is the smallest
    // (found in one pass: this runs for every line of every receipt file).
    let outside;
    for (const key of Object.keys(obj)) {
        if (RECEIPT_KEYS.includes(key))
            continue;
        if (outside === undefined || (0,unicode/* compareCodePoints */.OP)(key, outside) < 0)
            outside = key;
    }
    if (outside !== undefined)
        return { ok: false, message: `receipt: field outside closed schema: ${outside}` };
    const result = requiredString(obj, 'result');
    if (result === undefined)
        return { ok: false, message: 'missing or non-string field: result' };
    if (!RESULTS.includes(result))
        return { ok: false, message: `receipt.result must be green|red|gray: ${result}` };
    const fields = {};
    for (const key of ['test', 'platform', 'commit', 'ran_at']) {
        const text = requiredString(obj, key);
        if (text === undefined)
            return { ok: false, message: `missing or non-string field: ${key}` };
        fields[key] = text;
    }
    const receipt = {
        test: fields.test,
        platform: fields.platform,
        commit: fields.commit,
        ran_at: fields.ran_at,
        result: result,
    };
    if (typeof obj.falsifiable === 'boolean')
        receipt.falsifiable = obj.falsifiable;
    return { ok: true, receipt };
}
/**
 * A hostile or broken file (a megabyte of `x\n`) must not turn into a million
 * messages: each file keeps its first problems and a count of the rest.
 */
const MAX_PROBLEMS_PER_FILE = 20;
/**
 * After this many malformed lines a file is not read further: one malformed
 * line already makes it hold no receipts, so the rest cannot change a verdict.
 */
const MAX_MALFORMED_LINES = 20;
/**
 * Collects a file's problems: the first MAX_PROBLEMS_PER_FILE kept, the rest
 * counted; `full` once MAX_MALFORMED_LINES malformed lines were seen.
 */
class FileProblems {
    kept = [];
    omitted = 0;
    malformed = 0;
    add(problem) {
        if (problem.kind === 'malformed')
            this.malformed++;
        if (this.kept.length < MAX_PROBLEMS_PER_FILE)
            this.kept.push(problem);
        else
            this.omitted++;
    }
    get full() {
        return this.malformed >= MAX_MALFORMED_LINES;
    }
}
/**
 * Reads one non-blank line of the receipt file named by `key`: strict JSON,
 * ev's closed schema, a `test` that hashes to `key` (else `misfiled`) and a
 * `commit` that is a full commit id (else `refused`).
 */
function parseReceiptLine(key, raw) {
    const json = parseJsonText(raw);
    if (!json.ok)
        return { ok: false, kind: 'malformed', message: json.message };
    const parsed = parseReceipt(json.value);
    if (!parsed.ok)
        return { ok: false, kind: 'malformed', message: parsed.message };
    const own = receiptKey(parsed.receipt.test);
    if (own !== key) {
        return {
            ok: false,
            kind: 'misfiled',
            message: `receipt for ${JSON.stringify(parsed.receipt.test)} is filed under ${key}.jsonl, which is not its key (${own})`,
        };
    }
    if (!commit_id_isCommitId(parsed.receipt.commit)) {
        return {
            ok: false,
            kind: 'refused',
            message: 'receipt commit is not a full commit id (40 or 64 lowercase hex), so it is never passed to git',
        };
    }
    return { ok: true, receipt: parsed.receipt };
}
/**
 * Reads one receipt file's text. Blank lines are skipped (as ev does); a line
 * that is not a valid receipt is a `malformed` problem and empties the file
 * for evaluation; a receipt whose `test` does not hash to this file's key is
 * `misfiled`, and one whose `commit` is not a full commit id `refused`: both
 * reported and ignored (ev would let them count,
 * docs/COMPATIBILITY.md#where-this-project-is-stricter-than-ev).
 */
function parseReceiptFile(key, text) {
    const receipts = [];
    const problems = new FileProblems();
    let stoppedAtLine;
    for (const { line: raw, number: line } of eachRustLine(text)) {
        if (rustTrim(raw) === '')
            continue;
        const parsed = parseReceiptLine(key, raw);
        if (parsed.ok)
            receipts.push({ receipt: parsed.receipt, line });
        else if (parsed.kind !== 'malformed')
            problems.add({ kind: parsed.kind, line, message: `${parsed.message} — ignored` });
        else
            problems.add({ kind: parsed.kind, line, message: parsed.message });
        if (problems.full) {
            stoppedAtLine = line;
            break;
        }
    }
    const readAsEmpty = problems.malformed > 0;
    const file = {
        key,
        receipts: readAsEmpty ? [] : receipts,
        problems: problems.kept,
        omittedProblems: problems.omitted,
        readAsEmpty,
    };
    if (stoppedAtLine !== undefined)
        file.stoppedAtLine = stoppedAtLine;
    return file;
}
/** The receipt as ev writes it: keys sorted, compact, newline-terminated. */
function formatReceiptLine(receipt) {
    const ordered = { commit: receipt.commit };
    if (receipt.falsifiable !== undefined)
        ordered.falsifiable = receipt.falsifiable;
    ordered.platform = receipt.platform;
    ordered.ran_at = receipt.ran_at;
    ordered.result = receipt.result;
    ordered.test = receipt.test;
    return `${JSON.stringify(ordered)}\n`;
}
const DAYS_BEFORE_MONTH = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];
function isLeapYear(year) {
    return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}
function daysInMonth(year, month) {
    if (month === 2)
        return isLeapYear(year) ? 29 : 28;
    return [4, 6, 9, 11].includes(month) ? 30 : 31;
}
/** Days from 1970-01-01 to the given proleptic Gregorian date. */
function daysFromCivil(year, month, day) {
    const y = year - 1;
    const daysBeforeYear = y * 365 + Math.floor(y / 4) - Math.floor(y / 100) + Math.floor(y / 400);
    const leapDay = month > 2 && isLeapYear(year) ? 1 : 0;
    const ordinal = daysBeforeYear + DAYS_BEFORE_MONTH[month - 1] + leapDay + day - 1;
    return ordinal - 719_162; // days from 0001-01-01 to 1970-01-01
}
const DIGIT_0 = 0x30;
/** The `count` ASCII digits at `at` as a number, or -1 when one is not a digit. */
function digitsAt(text, at, count) {
    let value = 0;
    for (let i = at; i < at + count; i++) {
        const digit = text.charCodeAt(i) - DIGIT_0;
        if (!(digit >= 0 && digit <= 9))
            return -1;
        value = value * 10 + digit;
    }
    return value;
}
const isCharAt = (text, at, char) => text.charCodeAt(at) === char.charCodeAt(0);
/**
 * Parses like the `time` crate's `Rfc3339` (which ev uses): four-digit year,
 * any single separator byte between date and time, one or more fraction
 * digits (beyond nine ignored), `Z`/`z` or `±HH:MM` (hour ≤ 23, minute ≤ 59),
 * a leap second only where it can stand for 23:59:59.999999999 UTC on a
 * month's last day. Returns undefined for anything else.
 */
function parseRfc3339(text) {
    // YYYY-MM-DD?HH:MM:SS — read by character codes: this runs for every receipt of a ledger.
    if (text.length < 20 || !isCharAt(text, 4, '-') || !isCharAt(text, 7, '-'))
        return undefined;
    if (!isCharAt(text, 13, ':') || !isCharAt(text, 16, ':'))
        return undefined;
    const year = digitsAt(text, 0, 4);
    const month = digitsAt(text, 5, 2);
    const day = digitsAt(text, 8, 2);
    const hour = digitsAt(text, 11, 2);
    const minute = digitsAt(text, 14, 2);
    let second = digitsAt(text, 17, 2);
    if (year < 0 || month < 0 || day < 0 || hour < 0 || minute < 0 || second < 0)
        return undefined;
    // The separator is one byte in Rust: a multi-byte character would leave its tail before the hour.
    if (text.charCodeAt(10) > 0x7f)
        return undefined;
    let at = 19;
    let nanos = 0;
    if (isCharAt(text, at, '.')) {
        const start = ++at;
        while (digitsAt(text, at, 1) >= 0)
            at++;
        if (at === start)
            return undefined;
        nanos = Number(text.slice(start, Math.min(at, start + 9)).padEnd(9, '0'));
    }
    const offsetSeconds = offsetAt(text, at);
    if (offsetSeconds === undefined)
        return undefined;
    if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month))
        return undefined;
    if (hour > 23 || minute > 59 || second > 60)
        return undefined;
    const leapSecond = second === 60;
    if (leapSecond) {
        second = 59;
        nanos = 999_999_999;
    }
    const seconds = daysFromCivil(year, month, day) * 86_400 + hour * 3600 + minute * 60 + second - offsetSeconds;
    if (leapSecond && !isLeapSecondStandIn(seconds))
        return undefined;
    return { seconds, nanos };
}
/** The offset that ends the text at `at` — `Z`/`z`, or `±HH:MM` (hour ≤ 23, minute ≤ 59) — in seconds. */
function offsetAt(text, at) {
    const sign = text.charAt(at);
    if (sign === 'Z' || sign === 'z')
        return at + 1 === text.length ? 0 : undefined;
    if ((sign !== '+' && sign !== '-') || at + 6 !== text.length || !isCharAt(text, at + 3, ':'))
        return undefined;
    const offsetHour = digitsAt(text, at + 1, 2);
    const offsetMinute = digitsAt(text, at + 4, 2);
    if (offsetHour < 0 || offsetMinute < 0 || offsetHour > 23 || offsetMinute > 59)
        return undefined;
    return (sign === '-' ? -1 : 1) * (offsetHour * 3600 + offsetMinute * 60);
}
/** 23:59:59 UTC on the last day of a month. */
function isLeapSecondStandIn(seconds) {
    const utc = new Date(seconds * 1000);
    return (utc.getUTCHours() === 23 &&
        utc.getUTCMinutes() === 59 &&
        utc.getUTCSeconds() === 59 &&
        utc.getUTCDate() === daysInMonth(utc.getUTCFullYear(), utc.getUTCMonth() + 1));
}
function compareInstants(a, b) {
    return a.seconds - b.seconds || a.nanos - b.nanos;
}
const pad = (value, width) => String(value).padStart(width, '0');
/**
 * An instant as ev writes one (`time`'s RFC 3339 of a UTC time):
 * `2026-11-21T12:15:15.229330215Z`, fraction only when non-zero, trailing zeros dropped.
 */
function formatTimestamp(epochNanos) {
    const seconds = epochNanos / 1000000000n - (epochNanos % 1000000000n < 0n ? 1n : 0n);
    const nanos = Number(epochNanos - seconds * 1000000000n);
    const date = new Date(Number(seconds) * 1000);
    const base = `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}` +
        `T${pad(date.getUTCHours(), 2)}:${pad(date.getUTCMinutes(), 2)}:${pad(date.getUTCSeconds(), 2)}`;
    const fraction = nanos === 0 ? '' : `.${pad(nanos, 9).replace(/0+$/, '')}`;
    return `${base}${fraction}Z`;
}
// ---------------------------------------------------------------------------
// "Latest": ev takes the lexicographic max of `ran_at` (the later line on a
// tie). We order by parsed time when every candidate parses, which fixes
// mixed offsets and fractions; when any candidate does not parse, no time
// order exists, so we keep ev's rule for that set
// (docs/COMPATIBILITY.md#where-this-project-is-stricter-than-ev).
// ---------------------------------------------------------------------------
/** The latest receipt of `candidates` (file order), or undefined when there are none. */
function latestReceipt(candidates) {
    if (candidates.length === 0)
        return undefined;
    const instants = candidates.map((c) => parseRfc3339(c.ran_at));
    const byTime = instants.every((i) => i !== undefined);
    let best = 0;
    for (let i = 1; i < candidates.length; i++) {
        const order = byTime
            ? compareInstants(instants[i], instants[best])
            : compareUtf8(candidates[i].ran_at, candidates[best].ran_at);
        if (order >= 0)
            best = i; // on a tie the later line wins, as Rust's max_by does
    }
    return candidates[best];
}
/**
 * `latestReceipt` of the receipts of `ref`, and of each of its platforms, in
 * one pass with every `ran_at` parsed once: the engine asks these of every
 * binding, and filtering the list per platform cost more than the verdicts.
 */
function latestReceipts(receipts, ref) {
    const latest = new RefLatestSoFar();
    receipts.forEach((receipt, index) => {
        if (receipt.test === ref)
            latest.offer(index, receipt);
    });
    const onPlatform = new Map();
    for (const [name, platform] of latest.platforms) {
        const found = platform.pick(receipts, (r) => r.test === ref && r.platform === name);
        if (found !== undefined)
            onPlatform.set(name, found);
    }
    return { overall: latest.overall.pick(receipts, (r) => r.test === ref), onPlatform };
}
/** One ref's latest so far, over all platforms and on each, every `ran_at` parsed once. */
class RefLatestSoFar {
    overall = new LatestSoFar();
    platforms = new Map();
    offer(index, receipt) {
        const instant = parseRfc3339(receipt.ran_at);
        this.overall.offer(index, instant);
        let platform = this.platforms.get(receipt.platform);
        if (platform === undefined)
            this.platforms.set(receipt.platform, (platform = new LatestSoFar()));
        platform.offer(index, instant);
    }
}
/**
 * One candidate set's latest so far, by time. Should a `ran_at` not parse,
 * the set has no time order and `pick` falls back to `latestReceipt`'s text
 * rule over the set — rare, so that second pass is only paid then.
 */
class LatestSoFar {
    index = -1;
    instant;
    allTimed = true;
    offer(index, instant) {
        if (instant === undefined)
            this.allTimed = false;
        else if (this.instant === undefined || compareInstants(instant, this.instant) >= 0) {
            this.index = index; // on a tie the later line wins
            this.instant = instant;
        }
    }
    pick(receipts, inSet) {
        if (this.allTimed)
            return receipts[this.index];
        return latestReceipt(receipts.filter(inSet));
    }
}
/** Rust's `String` ordering (bytes of UTF-8 = code points). */
function compareUtf8(a, b) {
    return (0,unicode/* compareCodePoints */.OP)(a, b);
}

;// CONCATENATED MODULE: ./src/core/verdict/selected.ts
/**
 * The selected-list (docs/ev-0.1.md#the-selected-list): which bound refs the latest diff selected
 * to run, and which declared triggers it changed. Written by an affinity tool
 * or CI; never computed here. ev 0.1.2 ignores the whole file when it is
 * malformed (as if absent); so do we, but we say why. Pure.
 */


const KEYS = ['commit', 'changed', 'selected'];
function stringArray(obj, key) {
    const value = obj[key];
    if (value === undefined)
        return [];
    if (!Array.isArray(value))
        return `selected-list.${key} must be an array`;
    if (!value.every((e) => typeof e === 'string'))
        return `selected-list.${key} element is not a string`;
    return value;
}
/** ev's strict reading: an object with only `commit`, `changed`, `selected`; the arrays hold strings. */
function parseSelectedList(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        return { ok: false, message: 'selected-list is not an object' };
    }
    const obj = value;
    const outside = Object.keys(obj)
        .filter((k) => !KEYS.includes(k))
        .sort(unicode/* compareCodePoints */.OP)[0];
    if (outside !== undefined)
        return { ok: false, message: `selected-list: field outside closed schema: ${outside}` };
    const changed = stringArray(obj, 'changed');
    if (typeof changed === 'string')
        return { ok: false, message: changed };
    const selected = stringArray(obj, 'selected');
    if (typeof selected === 'string')
        return { ok: false, message: selected };
    return {
        ok: true,
        list: { commit: typeof obj.commit === 'string' ? obj.commit : '', changed, selected },
    };
}
function parseSelectedText(text) {
    const json = parseJsonText(text);
    return json.ok ? parseSelectedList(json.value) : { ok: false, message: json.message };
}
/** Declared triggers of a binding that `changed` names (exact match), in declared order, once each. */
function touchedTriggers(triggeredBy, changed) {
    const changedSet = new Set(changed);
    return [...new Set(triggeredBy.filter((t) => changedSet.has(t)))];
}

;// CONCATENATED MODULE: ./src/core/verdict/provenance.ts
/**
 * Where a receipt came from, and whether it may count as evidence for the
 * change under review (docs/USAGE.md#trust-model). A receipt is a claim: this
 * run made it, the repository had it committed, or the `receipts` input
 * merged it from another job's or run's directory (an artifact, a cache).
 * A receipt restored into the workspace by an earlier step (a cache) is
 * told apart from a committed one. The action admits a receipt only when the change under review cannot have
 * forged it for itself:
 *
 * - a binding executed in this run is decided by this run's own receipts
 *   for the platform it ran on (an older or forged one cannot outvote it);
 * - a receipt file the pull request added or changed holds no evidence for
 *   it, except the lines its base already had (and what this run or the
 *   `receipts` input appended);
 * - a receipt dated beyond a small clock skew in the future is refused.
 *
 * The CLI keeps ev's behaviour and uses none of this. Pure.
 */


/** How far ahead of this runner's clock a `ran_at` may be (runners' clocks differ). */
const CLOCK_SKEW_SECONDS = 5 * 60;
/** A `ran_at` later than now plus the clock skew (an unparsable one is never in the future: ev skips it). */
function isFutureDated(receipt, nowSeconds) {
    const ranAt = parseRfc3339(receipt.ran_at);
    return ranAt !== undefined && ranAt.seconds > nowSeconds + CLOCK_SKEW_SECONDS;
}
/** A receipt as the lines it is compared by: ev's canonical line (sorted keys, compact). */
function receiptIdentity(receipt) {
    return formatReceiptLine(receipt);
}
/** Provenance and admission of receipts, built once per evaluation. */
class ReceiptProvenance {
    facts;
    thisRun;
    constructor(facts) {
        this.facts = facts;
        this.thisRun = new Set(facts.thisRun.map(receiptIdentity));
    }
    sourceOf(receipt) {
        // The report asks this of every deciding receipt: its line is built only when
        // something (this run, a merge, a restored file) could have made it.
        let line;
        const identity = () => (line ??= receiptIdentity(receipt));
        if (this.thisRun.size > 0 && this.thisRun.has(identity()))
            return { kind: 'this-run' };
        const directory = this.facts.merged.size > 0 ? this.facts.merged.get(identity()) : undefined;
        if (directory !== undefined)
            return { kind: 'merged', directory };
        const uncommitted = this.facts.uncommitted;
        const committed = uncommitted && uncommitted.size > 0 ? uncommitted.get(receiptKey(receipt.test)) : undefined;
        if (committed !== undefined && !committed.has(identity()))
            return { kind: 'restored' };
        return { kind: 'committed' };
    }
    /** May this receipt (filed under `key`) decide a verdict? */
    admits(key, receipt) {
        const ranHere = this.facts.executed.get(receipt.test) === receipt.platform;
        const baseLines = this.facts.distrusted.get(key);
        // Most receipts: neither executed here nor in a file the pull request changed (no line built).
        if (!ranHere && baseLines === undefined)
            return true;
        const line = receiptIdentity(receipt);
        if (this.thisRun.has(line))
            return true;
        if (ranHere || baseLines === undefined)
            return !ranHere;
        return baseLines.has(line) || this.facts.merged.has(line);
    }
}
/** One phrase per source, for the report and every surface. */
function describeSource(source, pullRequest, mergedFromRun) {
    if (source.kind === 'this-run')
        return 'this run';
    if (source.kind === 'merged')
        return mergedFromRun === undefined
            ? `merged from ${source.directory}`
            : `merged from ${source.directory} (an artifact of run ${mergedFromRun})`;
    if (source.kind === 'restored')
        return 'restored into the workspace (a cache or an earlier step)';
    return pullRequest ? "the base's committed evidence" : 'committed evidence';
}

// EXTERNAL MODULE: ./src/adapters/store.ts
var adapters_store = __webpack_require__(901);
// EXTERNAL MODULE: ./src/adapters/untrusted-file.ts
var untrusted_file = __webpack_require__(41);
;// CONCATENATED MODULE: ./src/adapters/results.ts
/**
 * Everything under `.evolving/results/` plus the config file: reading them
 * the way ev 0.1.2 does (an unreadable file counts as absent), saying what
 * was wrong (path and line) instead of staying silent, and writing them
 * byte-compatibly. Receipts, events and evidence are only ever appended.
 *
 * All of it is untrusted
 * (docs/USAGE.md#links-and-special-files-in-a-pull-request): reads are bounded
 * and never follow a link (store.ts), writes never go through a link nor
 * through a linked directory on the way; a refused path is noted in
 * `store.refused` and skipped.
 */









/** Paths as shown to the user: relative to the repository root. */
const RESULTS_REL = '.evolving/results';
const receiptRel = (key) => `${RESULTS_REL}/receipts/${key}.jsonl`;
const SELECTED_REL = `${RESULTS_REL}/selected.json`;
const ORIGIN_SHA = 'origin-sha';
/** A failed write as one message, the path shown relative to the store's root. */
function describeWriteFailure(store, error) {
    if (error instanceof untrusted_file/* RefusedPathError */.aj)
        return `${(0,adapters_store/* shownPath */.pS)(store, error.path)}: ${error.reason}`;
    return error instanceof Error ? error.message : String(error);
}
/**
 * Notes a write refused because a link or special file is at the path (or on
 * the way); other failures stay silent, as ev keeps them (docs/ev-0.1.md#the-event-log).
 */
function noteRefusedWrite(store, error) {
    const note = (0,untrusted_file/* writeRefusalNote */.QB)(store.root, error);
    if (note !== undefined)
        store.refused.add(note);
}
// ---------------------------------------------------------------------------
// config
// ---------------------------------------------------------------------------
/** The config; an absent or unreadable file means every default (ev reads it as empty text). */
function readConfig(store) {
    const read = (0,adapters_store/* readStoreText */.Bs)(store.configPath, adapters_store/* READ_BOUNDS */.X6.config);
    if (!read.ok && !read.absent && read.refused) {
        (0,adapters_store/* noteRefused */.Lk)(store, (0,adapters_store/* shownPath */.pS)(store, store.configPath), read.why, 'the defaults are used');
    }
    return parseConfig(read.ok ? read.text : '');
}
function readSelectedList(store, path = (0,external_node_path_.join)(store.resultsDir, 'selected.json'), shown = SELECTED_REL) {
    if (!(0,adapters_store/* directoryOnTheWayIsReal */.f8)(store, (0,external_node_path_.dirname)(path)))
        return { list: null };
    const read = (0,adapters_store/* readStoreText */.Bs)(path, adapters_store/* READ_BOUNDS */.X6.selectedList);
    if (!read.ok) {
        if (read.absent)
            return { list: null };
        if (read.refused) {
            (0,adapters_store/* noteRefused */.Lk)(store, shown, read.why, 'ignored, so the silently-unbound rule is not evaluated');
            return { list: null };
        }
        return { list: null, problem: `${shown}: ${read.why} — ignored (as ev 0.1.2 does)` };
    }
    const parsed = parseSelectedText(read.text);
    if (parsed.ok)
        return { list: parsed.list };
    return {
        list: null,
        problem: `${shown}: ${parsed.message} — the selected-list is ignored (as ev 0.1.2 does), so the silently-unbound rule is not evaluated`,
    };
}
const EV_READS_NONE = 'ev 0.1.2 ignores every receipt in this file, and so does this evaluation';
function noReceipts(key) {
    return { key, receipts: [], problems: [], omittedProblems: 0, readAsEmpty: true };
}
/** What a file's shown problems leave out: the count of the rest, and where reading stopped. */
function receiptFloodNotes(rel, file) {
    const notes = [];
    if (file.omittedProblems > 0)
        notes.push(`${rel}: ${file.omittedProblems} more problems in this file not listed`);
    if (file.stoppedAtLine !== undefined)
        notes.push(`${rel}: not read beyond line ${file.stoppedAtLine} (${MAX_MALFORMED_LINES} malformed lines) — ${EV_READS_NONE}`);
    return notes;
}
function readReceiptFile(store, key, kind) {
    const rel = receiptRel(key);
    const read = (0,adapters_store/* readStoreText */.Bs)(receiptsPath(store, key), adapters_store/* READ_BOUNDS */.X6.receiptFile, kind);
    if (!read.ok) {
        if (read.absent)
            return { file: noReceipts(key), problems: [] };
        if (read.refused) {
            // ev would follow the link; reading none keeps a planted file from turning a verdict green.
            const refused = `${rel}: ${read.why} — read as no receipts`;
            return { file: noReceipts(key), problems: [], refused };
        }
        return { file: noReceipts(key), problems: [`${rel}: ${read.why} — ${EV_READS_NONE}`] };
    }
    const file = parseReceiptFile(key, read.text);
    const problems = file.problems.map((p) => p.kind === 'malformed'
        ? `${rel}:${p.line}: ${p.message} — ${EV_READS_NONE}`
        : `${rel}:${p.line}: ${p.message}`);
    problems.push(...receiptFloodNotes(rel, file));
    return { file, problems };
}
/**
 * Reads the receipt files of `keys`. One listing says what each entry is: a
 * key with no file costs no system call, a file no `lstat`.
 */
function readReceiptFiles(store, keys) {
    const dir = (0,external_node_path_.join)(store.resultsDir, 'receipts');
    const byKey = new Map();
    const directoryRefused = (0,adapters_store/* directoryRefusal */.yI)(store, dir);
    if (directoryRefused !== undefined)
        return { byKey, directoryRefused };
    let kinds;
    try {
        kinds = new Map((0,untrusted_file/* listEntries */.fi)(dir).map((entry) => [entry.name, entry.kind]));
    }
    catch {
        return { byKey };
    }
    for (const key of keys) {
        const kind = kinds.get(`${key}.jsonl`) ?? 'missing';
        if (kind !== 'missing' && !byKey.has(key))
            byKey.set(key, readReceiptFile(store, key, kind));
    }
    return { byKey };
}
/**
 * The receipts of these refs, each file read once: problems in ref order, and
 * the notes of refused files added to the store's refusals.
 */
function indexReceipts(store, refs, admission) {
    const keyOf = new Map();
    for (const ref of refs)
        if (!keyOf.has(ref))
            keyOf.set(ref, receiptKey(ref));
    const read = readReceiptFiles(store, new Set(keyOf.values()));
    if (read.directoryRefused !== undefined)
        store.refused.add(read.directoryRefused);
    const byKey = new Map();
    const problems = [];
    for (const key of keyOf.values()) {
        if (byKey.has(key))
            continue;
        const one = read.byKey.get(key);
        byKey.set(key, one?.file ?? noReceipts(key));
        if (one === undefined)
            continue;
        for (const problem of one.problems)
            problems.push(problem);
        if (one.refused !== undefined)
            store.refused.add(one.refused);
    }
    const refused = [];
    if (admission?.nowSeconds !== undefined)
        refuseFutureDated(byKey, admission.nowSeconds, refused);
    const admits = admission?.admits;
    const byRef = new Map();
    return {
        files: byKey,
        problems,
        refused,
        receiptsFor(ref) {
            let receipts = byRef.get(ref);
            if (receipts === undefined) {
                const file = byKey.get(keyOf.get(ref) ?? receiptKey(ref));
                receipts = (file?.receipts ?? [])
                    .filter((r) => r.receipt.test === ref)
                    .map((r) => r.receipt);
                if (admits !== undefined && file !== undefined)
                    receipts = receipts.filter((receipt) => admits(file.key, receipt));
                byRef.set(ref, receipts);
            }
            return receipts;
        },
    };
}
/** Drops future-dated receipts from each file, naming each by path and line. */
function refuseFutureDated(files, nowSeconds, problems) {
    for (const [key, file] of files) {
        if (!file.receipts.some((r) => isFutureDated(r.receipt, nowSeconds)))
            continue;
        const kept = file.receipts.filter((r) => {
            if (!isFutureDated(r.receipt, nowSeconds))
                return true;
            problems.push(`${receiptRel(key)}:${r.line}: dated more than ${CLOCK_SKEW_SECONDS / 60} minutes in the future (ran_at) — refused, not evidence`);
            return false;
        });
        files.set(key, { ...file, receipts: kept });
    }
}
// `resultsDir` is already normalised and a key is 12 hex digits: no path.join per file.
const receiptsPath = (store, key) => `${store.resultsDir}${external_node_path_.sep}receipts${external_node_path_.sep}${key}.jsonl`;
/** The directory holding `.evolving` when `path` is inside a store, else the file's own directory. */
function trustedRootOf(path) {
    const parts = path.split(external_node_path_.sep);
    const at = parts.lastIndexOf('.evolving');
    if (at < 0)
        return (0,external_node_path_.dirname)(path);
    return at === 0 ? '.' : parts.slice(0, at).join(external_node_path_.sep) || external_node_path_.sep;
}
/**
 * Appends a line. If the file does not end with a newline (a hand edit), a
 * newline goes first, so the new line never fuses with the last one; nothing
 * already there is rewritten. Missing directories below `root` (default: the
 * directory holding `.evolving`) are created; a link there, or at the file,
 * is refused (RefusedPathError), never written through.
 */
function appendLine(path, line, root = trustedRootOf(path)) {
    (0,untrusted_file/* makeDirectoryNoFollow */.s9)(root, (0,external_node_path_.dirname)(path));
    (0,untrusted_file/* writeNoFollow */.cK)(path, line, { append: true, ownLine: true });
}
/** Appends a receipt exactly as ev writes it. Throws an Error whose message says what failed. */
function appendReceipt(store, receipt) {
    try {
        appendLine(receiptsPath(store, receiptKey(receipt.test)), formatReceiptLine(receipt), store.root);
    }
    catch (error) {
        throw new Error(describeWriteFailure(store, error));
    }
}
// ---------------------------------------------------------------------------
// state, events, origin-sha, evidence
// ---------------------------------------------------------------------------
/** Best effort, as ev: a failure to log never fails the command (a refused link is noted). */
function appendEvents(store, lines) {
    if (lines.length === 0)
        return;
    try {
        appendLine((0,external_node_path_.join)(store.resultsDir, 'events.jsonl'), lines.join(''), store.root);
    }
    catch (error) {
        // best effort by contract (docs/ev-0.1.md#the-event-log)
        noteRefusedWrite(store, error);
    }
}
/**
 * `appendEvents` without a note, for the commands whose stderr is ev's own
 * (`brief`, `reopen`): when `results/` or `events.jsonl` is a link or a
 * special file (a pull request can commit one), the event is not written,
 * and nothing is said.
 */
function appendEventsQuietly(store, lines) {
    const onTheWay = (0,untrusted_file/* linkOnTheWay */.KH)(store.root, store.resultsDir);
    if (onTheWay !== undefined && onTheWay.kind !== 'missing')
        return;
    const kind = (0,untrusted_file/* entryKind */.FY)((0,external_node_path_.join)(store.resultsDir, 'events.jsonl'));
    if (kind !== 'file' && kind !== 'missing')
        return;
    appendEvents(store, lines);
}
/** The cached live-origin sha, trimmed; null when absent, unreadable, refused or blank. */
function readOriginSha(store) {
    if (!(0,adapters_store/* directoryOnTheWayIsReal */.f8)(store, store.resultsDir))
        return null;
    const path = (0,external_node_path_.join)(store.resultsDir, ORIGIN_SHA);
    const read = (0,adapters_store/* readStoreText */.Bs)(path, adapters_store/* READ_BOUNDS */.X6.originSha);
    if (!read.ok) {
        if (!read.absent && read.refused) {
            (0,adapters_store/* noteRefused */.Lk)(store, (0,adapters_store/* shownPath */.pS)(store, path), read.why, 'no cached staleness reference is used');
        }
        return null;
    }
    const sha = rustTrim(read.text);
    return sha === '' ? null : sha;
}
/** Caches the live-origin sha (no trailing newline, as ev writes it); failures are ignored, as ev does (a refused link is noted). */
function writeOriginSha(store, sha) {
    try {
        (0,untrusted_file/* makeDirectoryNoFollow */.s9)(store.root, store.resultsDir);
        (0,untrusted_file/* writeNoFollow */.cK)((0,external_node_path_.join)(store.resultsDir, ORIGIN_SHA), sha, { append: false });
    }
    catch (error) {
        // ev ignores this failure too: the cache only serves later --offline runs
        noteRefusedWrite(store, error);
    }
}
/** Appends one evidence line under the bound ref's key. Throws an Error whose message says what failed. */
function appendEvidence(store, boundRef, line) {
    try {
        appendLine((0,external_node_path_.join)(store.resultsDir, 'evidence', `${receiptKey(boundRef)}.jsonl`), line, store.root);
    }
    catch (error) {
        throw new Error(describeWriteFailure(store, error));
    }
}

;// CONCATENATED MODULE: ./src/adapters/clock.ts
/**
 * The clock: wall-clock nanoseconds for receipts, evidence and events, read
 * here so that callers (and tests) can pass their own.
 */
/** Wall-clock nanoseconds, strictly increasing within the process. */
const clockAnchor = { ms: BigInt(Date.now()), hr: process.hrtime.bigint() };
function nowNanos() {
    return clockAnchor.ms * 1000000n + (process.hrtime.bigint() - clockAnchor.hr);
}

;// CONCATENATED MODULE: ./src/core/text/debug-quote.ts
/**
 * Rust's `{:?}` formatting of a string (docs/ev-0.1.md#debug-quoting), which ev uses in
 * several messages: wrapped in `"`, with `\\ \" \t \r \n \0` escaped and every
 * character Rust does not consider printable written as `\u{hex}`.
 */
const SIMPLE_ESCAPES = {
    '\\': '\\\\',
    '"': '\\"',
    '\t': '\\t',
    '\r': '\\r',
    '\n': '\\n',
    '\0': '\\0',
};
// Controls, format characters, surrogates, private use, unassigned, line and
// paragraph separators, spaces other than U+0020, and grapheme-extending marks.
const NEEDS_UNICODE_ESCAPE = /^(?:[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Grapheme_Extend}]|(?! )\p{Zs})$/u;
function escapeChar(ch) {
    const simple = SIMPLE_ESCAPES[ch];
    if (simple !== undefined)
        return simple;
    const code = ch.codePointAt(0);
    // Printable ASCII is by far the common case: skip the regex.
    if (code >= 0x20 && code < 0x7f)
        return ch;
    return NEEDS_UNICODE_ESCAPE.test(ch) ? `\\u{${code.toString(16)}}` : ch;
}
/** Printable ASCII but `"` and `\\`: nothing to escape (most claims and refs). */
const PLAIN = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;
function debugQuote(text) {
    if (PLAIN.test(text))
        return `"${text}"`;
    let out = '"';
    for (const ch of text)
        out += escapeChar(ch);
    return out + '"';
}

// EXTERNAL MODULE: ./src/core/text/painter.ts
var text_painter = __webpack_require__(980);
;// CONCATENATED MODULE: ./src/core/ticks/lineage.ts
/**
 * Lineages collapse to their tip (ev 0.1.4, 0.1.11, 0.1.27): which ticks are
 * the current decisions, and which later tick supersedes a given one. Ticks
 * are immutable, so an overturned or re-tagged ruling stays on disk, `live`;
 * the current views (`list`, `brief`, `check`) drop it. Pure.
 */


/**
 * A decision's identity apart from its place in the chain: its hashed payload
 * without `parent_id`. A ratification, or a correction written before edges
 * existed, repeats the payload under a new parent; the latest one stands.
 */
function decisionIdentity(tick) {
    return canonicalPayload({ ...tick, parent_id: '' });
}
/** Latest first: `held_since` descending compared as strings, then the file name descending. */
function latestFirst(a, b) {
    return ((0,unicode/* compareCodePoints */.OP)(b.tick.held_since, a.tick.held_since) || (0,unicode/* compareCodePoints */.OP)(b.file, a.file));
}
/**
 * The current decisions: every tick named by some tick's `supersedes` edge is
 * dropped, then of the ticks sharing a decision identity only the latest is
 * kept. Returned latest first.
 */
function currentDecisions(ticks) {
    const superseded = new Set();
    for (const { tick } of ticks)
        if (tick.supersedes !== undefined)
            superseded.add(tick.supersedes);
    const standing = [...ticks].sort(latestFirst).filter((entry) => !superseded.has(entry.tick.id));
    const repeated = repeatedIdentities(standing, decisionsWrittenTwice(ticks));
    return repeated.size === 0 ? standing : standing.filter((entry) => !repeated.has(entry));
}
/**
 * The entries (given latest first) whose decision identity a later entry
 * already has. Equal identities have equal decision texts, so identities are
 * computed only for texts written more than once, and compared text by text:
 * one text's canonical payloads are dropped before the next's are made, never
 * all held at once (on a large ledger they weigh as much as the tick files).
 */
function repeatedIdentities(latestFirst, shared) {
    const byText = new Map();
    for (const entry of latestFirst) {
        if (!shared.has(entry.tick.decision))
            continue;
        const group = byText.get(entry.tick.decision);
        if (group)
            group.push(entry);
        else
            byText.set(entry.tick.decision, [entry]);
    }
    const repeated = new Set();
    for (const group of byText.values()) {
        const seen = new Set();
        for (const entry of group) {
            const identity = decisionIdentity(entry.tick);
            if (seen.has(identity))
                repeated.add(entry);
            else
                seen.add(identity);
        }
    }
    return repeated;
}
/** The decision texts more than one tick carries: only their ticks can share an identity. */
function decisionsWrittenTwice(ticks) {
    const once = new Set();
    const twice = new Set();
    for (const { tick } of ticks) {
        if (once.has(tick.decision))
            twice.add(tick.decision);
        else
            once.add(tick.decision);
    }
    return twice;
}
/** The file of the latest tick whose `supersedes` edge names `id`, if any. */
function supersedingChild(ticks, id) {
    return supersedingChildren(ticks).get(id);
}
/**
 * For every superseded id, the file of the latest tick whose `supersedes`
 * edge names it: one pass, for a walk that asks about many ids (`log`).
 */
function supersedingChildren(ticks) {
    const latest = new Map();
    for (const entry of ticks) {
        const id = entry.tick.supersedes;
        if (id === undefined)
            continue;
        const known = latest.get(id);
        if (known === undefined || latestFirst(entry, known) < 0)
            latest.set(id, entry);
    }
    return new Map([...latest].map(([id, entry]) => [id, entry.file]));
}

;// CONCATENATED MODULE: ./src/core/ticks/source-ref.ts
/**
 * `source_ref` (ev 0.1.3): the producer's opaque identity of a decision in
 * its own source — a string, or an object. ev never interprets it; it derives
 * one key from it (a string is its own key, an object its compact JSON with
 * keys sorted, as serde_json prints a map), used to show and to join. Pure.
 */

/** serde_json's compact text of a parsed JSON value, keys in code-point order. */
function compactJson(value) {
    if (Array.isArray(value))
        return `[${value.map(compactJson).join(',')}]`;
    if (typeof value === 'object' && value !== null) {
        const entries = Object.entries(value).sort(([a], [b]) => (0,unicode/* compareCodePoints */.OP)(a, b));
        return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${compactJson(item)}`).join(',')}}`;
    }
    // Strings escape as serde_json escapes them; integers print alike (a float may differ: 1.0 vs 1).
    return JSON.stringify(value) ?? 'null';
}
/** The key ev derives from a source_ref, and shows (`source_ref=<key>` in `list`, `brief --json`). */
function sourceRefKey(sourceRef) {
    return typeof sourceRef === 'string' ? sourceRef : compactJson(sourceRef);
}

// EXTERNAL MODULE: ./src/core/ticks/ev-rules.ts
var ev_rules = __webpack_require__(257);
;// CONCATENATED MODULE: ./src/core/ticks/tick.ts
/**
 * The tick: one decision in the `.evolving/` chain (docs/ev-0.1.md#the-tick), and its
 * strict two-tier parser. Pure: takes parsed JSON, returns a Tick or the first
 * problem, with the message catalogue and order of the ev release whose rules
 * apply (0.1.32 by default, 0.1.2 on request), byte for byte.
 */



const HASHED_TOP_LEVEL_KEYS = [
    'id',
    'parent_id',
    'observe',
    'decision',
    'grounds',
    'status',
    'held_since',
    'blame',
];
/**
 * Hashed/identity keys plus the known bookkeeping ones, per release:
 * everything else at top level is tolerated (and verify warns). Under 0.1.32
 * the legacy `round_id` (0.1.1–0.1.2) and `corrects` (0.1.10–0.1.26) stay
 * known, so a store an older ev wrote reads without false warnings.
 */
const KNOWN_TOP_LEVEL_KEYS = {
    '0.1.2': new Set([...HASHED_TOP_LEVEL_KEYS, 'authority', 'jurisdiction', 'round_id']),
    '0.1.32': new Set([
        ...HASHED_TOP_LEVEL_KEYS,
        'authority',
        'jurisdiction',
        'source_ref',
        'provenance',
        'supersedes',
        'ratifies',
        'round_id',
        'corrects',
    ]),
};
const PROVENANCES = new Set(['imported', 'agent-proposed', 'human-now']);
const GROUND_KEYS = ['claim', 'supports', 'check'];
const PERSON_CHECK_KEYS = ['by', 'ref'];
const TEST_CHECK_KEYS = ['by', 'ref', 'verified_at_sha', 'counter_test', 'liveness'];
const LIVENESS_KEYS = ['platforms', 'triggered_by', 'surfaces'];
const JURISDICTIONS = new Set(['A', 'B', 'C', 'D']);
const REJECTED_PREFIX = 'rejected:';
/** A parse failure carrying ev's exact message. */
class TickShapeError extends Error {
}
function fail(message) {
    throw new TickShapeError(message);
}
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function sortedKeys(obj) {
    return Object.keys(obj).sort(unicode/* compareCodePoints */.OP);
}
/** ev reports the first key outside the schema in code-point order, not file order. */
function onlyKeys(obj, allowed, what) {
    // Sorting is only needed to name the offender; a clean object (every tick ev wrote) skips it.
    if (Object.keys(obj).every((key) => allowed.includes(key)))
        return;
    const outside = sortedKeys(obj).find((key) => !allowed.includes(key));
    if (outside !== undefined)
        fail(`${what}: field outside closed schema: ${outside}`);
}
function tick_requiredString(obj, key) {
    const value = obj[key];
    if (typeof value !== 'string')
        fail(`missing or non-string field: ${key}`);
    return value;
}
function nonEmptyStringSet(liveness, key) {
    const values = liveness[key];
    if (!Array.isArray(values))
        fail(`liveness.${key} missing/not array`);
    for (const value of values) {
        if (typeof value !== 'string')
            fail(`liveness.${key} element not a string`);
        if (value === '')
            fail(`liveness.${key} has an empty element`);
    }
    if (values.length === 0)
        fail(`liveness.${key} must be non-empty`);
    return values;
}
function is40LowerHex(text) {
    return /^[0-9a-f]{40}$/.test(text);
}
function parsePersonCheck(obj) {
    onlyKeys(obj, PERSON_CHECK_KEYS, 'person check');
    const ref = tick_requiredString(obj, 'ref');
    if (ref === '')
        fail('person check ref is empty');
    return { by: 'person', ref };
}
function parseCounterTest(obj) {
    if (!Object.hasOwn(obj, 'counter_test'))
        return undefined;
    const counter = obj.counter_test;
    if (typeof counter !== 'string')
        fail('counter_test present but not a string');
    if (counter === '')
        fail('counter_test present but empty');
    return counter;
}
function parseTestCheck(obj) {
    onlyKeys(obj, TEST_CHECK_KEYS, 'test check');
    const ref = tick_requiredString(obj, 'ref');
    if (ref === '')
        fail('test check ref is empty');
    const sha = tick_requiredString(obj, 'verified_at_sha');
    if (!is40LowerHex(sha))
        fail(`verified_at_sha must be 40 lowercase hex: ${sha}`);
    const counter = parseCounterTest(obj);
    const liveness = obj.liveness;
    if (!isObject(liveness))
        fail('liveness missing/not object');
    onlyKeys(liveness, LIVENESS_KEYS, 'liveness');
    const check = {
        by: 'test',
        ref,
        verified_at_sha: sha,
        liveness: {
            platforms: nonEmptyStringSet(liveness, 'platforms'),
            triggered_by: nonEmptyStringSet(liveness, 'triggered_by'),
            surfaces: nonEmptyStringSet(liveness, 'surfaces'),
        },
    };
    if (counter !== undefined)
        check.counter_test = counter;
    return check;
}
function parseCheck(value) {
    if (!isObject(value))
        fail('check is not an object');
    const by = value.by;
    if (by === 'person')
        return parsePersonCheck(value);
    if (by === 'test')
        return parseTestCheck(value);
    // Rust's `{:?}` of an Option<&str>.
    fail(`check.by must be "test" or "person", got ${typeof by === 'string' ? `Some(${debugQuote(by)})` : 'None'}`);
}
function isValidSupports(supports) {
    return (supports === 'chosen' ||
        (supports.startsWith(REJECTED_PREFIX) && supports.length > REJECTED_PREFIX.length));
}
/** The option of a road not taken (`rejected:<option>`), or undefined for `chosen`. */
function rejectedOption(supports) {
    return supports.startsWith(REJECTED_PREFIX) ? supports.slice(REJECTED_PREFIX.length) : undefined;
}
function parseGround(value) {
    if (!isObject(value))
        fail('ground is not an object');
    onlyKeys(value, GROUND_KEYS, 'ground');
    const claim = tick_requiredString(value, 'claim');
    if (claim === '')
        fail('ground claim is empty');
    const supports = tick_requiredString(value, 'supports');
    if (!isValidSupports(supports))
        fail(`invalid supports: ${supports}`);
    const ground = { claim, supports };
    if (Object.hasOwn(value, 'check'))
        ground.check = parseCheck(value.check);
    return ground;
}
function parseJurisdiction(obj) {
    const value = obj.jurisdiction;
    // A non-string jurisdiction is ignored, as ev ignores it.
    if (typeof value !== 'string')
        return undefined;
    if (!JURISDICTIONS.has(value))
        fail(`jurisdiction must be one of A, B, C, D (got ${debugQuote(value)})`);
    return value;
}
function parseRoundId(obj) {
    if (!Object.hasOwn(obj, 'round_id'))
        return undefined;
    const value = obj.round_id;
    if (typeof value !== 'string')
        fail('round_id present but not a string');
    if (value === '')
        fail('round_id present but empty');
    return value;
}
/** A tick id as ev writes one: exactly 12 lowercase hex digits. */
function isTickId(text) {
    return /^[0-9a-f]{12}$/.test(text);
}
/** ev 0.1.3's source_ref: a non-empty string or a non-empty object, else its message. */
function parseSourceRef(obj) {
    if (!Object.hasOwn(obj, 'source_ref'))
        return undefined;
    const value = obj.source_ref;
    if (typeof value === 'string') {
        if (value === '')
            fail('source_ref string is empty');
        return value;
    }
    if (isObject(value)) {
        if (Object.keys(value).length === 0)
            fail('source_ref object is empty');
        return value;
    }
    fail('source_ref must be a non-empty string or object');
}
/** A string-valued bookkeeping key (a non-string value is ignored, as ev ignores it). */
function stringField(obj, key) {
    const value = obj[key];
    return typeof value === 'string' ? value : undefined;
}
function parseProvenance(obj) {
    const value = stringField(obj, 'provenance');
    if (value === undefined)
        return undefined;
    if (!PROVENANCES.has(value))
        fail(`provenance must be one of imported, agent-proposed, human-now (got ${debugQuote(value)})`);
    return value;
}
/** A relation-overlay edge (`supersedes`, `ratifies`, legacy `corrects`): a 12-hex tick id. */
function parseEdge(obj, key) {
    const value = stringField(obj, key);
    if (value !== undefined && !isTickId(value))
        fail(`${key} must be a 12-char lowercase-hex tick id (got ${debugQuote(value)})`);
    return value;
}
/** ev 0.1.32's bookkeeping fields, in the order its parser validates them (legacy keys where their era had them). */
function addRecentFields(tick, obj) {
    const sourceRef = parseSourceRef(obj);
    if (sourceRef !== undefined)
        tick.source_ref = sourceRef;
    const provenance = parseProvenance(obj);
    if (provenance !== undefined)
        tick.provenance = provenance;
    const corrects = parseEdge(obj, 'corrects');
    const supersedes = parseEdge(obj, 'supersedes') ?? corrects;
    if (supersedes !== undefined)
        tick.supersedes = supersedes;
    const ratifies = parseEdge(obj, 'ratifies');
    if (ratifies !== undefined)
        tick.ratifies = ratifies;
}
/** Tolerated unknown top-level keys of a tick object, in code-point order. */
function unknownTopLevelKeys(value, rules = ev_rules/* DEFAULT_EV_RULES */.E9) {
    if (!isObject(value))
        return [];
    const known = KNOWN_TOP_LEVEL_KEYS[rules];
    // Filter first: the unknown keys (usually none) are all that needs sorting.
    return Object.keys(value)
        .filter((key) => !known.has(key))
        .sort(unicode/* compareCodePoints */.OP);
}
function parseTickObject(value, rules) {
    if (!isObject(value))
        fail('tick is not an object');
    const groundValues = value.grounds;
    if (!Array.isArray(groundValues))
        fail('grounds missing/not array');
    const grounds = groundValues.map(parseGround);
    // ev reads these in this order: the first missing one is the one it names.
    const tick = {
        id: tick_requiredString(value, 'id'),
        parent_id: tick_requiredString(value, 'parent_id'),
        observe: tick_requiredString(value, 'observe'),
        decision: tick_requiredString(value, 'decision'),
        status: tick_requiredString(value, 'status'),
        held_since: tick_requiredString(value, 'held_since'),
        blame: tick_requiredString(value, 'blame'),
        grounds,
        unknownKeys: unknownTopLevelKeys(value, rules),
    };
    if (typeof value.authority === 'string')
        tick.authority = value.authority;
    const jurisdiction = parseJurisdiction(value);
    if (jurisdiction !== undefined)
        tick.jurisdiction = jurisdiction;
    const roundId = parseRoundId(value);
    if (roundId !== undefined)
        tick.round_id = roundId;
    if (rules !== '0.1.2')
        addRecentFields(tick, value);
    return tick;
}
/**
 * The strict two-tier parse (R1 closed schema + R2 check shape) under one
 * release's rules; stops at the first problem.
 */
function parseTick(value, rules = ev_rules/* DEFAULT_EV_RULES */.E9) {
    try {
        return { ok: true, tick: parseTickObject(value, rules) };
    }
    catch (error) {
        if (error instanceof TickShapeError)
            return { ok: false, message: error.message };
        throw error;
    }
}
function isTestCheck(check) {
    return check?.by === 'test';
}
/** A tick an agent proposed (0.1.3): it never gates and stays out of brief until a human ratifies it. */
function isAgentProposed(tick) {
    return tick.provenance === 'agent-proposed';
}
/** C and D decisions are detect-only: surfaced, never gating. */
function isDetectOnly(tick) {
    return tick.jurisdiction === 'C' || tick.jurisdiction === 'D';
}

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
    return tick.grounds.some((ground) => rejectedOption(ground.supports) !== undefined);
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
        const option = rejectedOption(ground.supports);
        if (option !== undefined)
            lines.push(`  rejected ${option}: ${ground.claim}`);
    }
    return lines;
}
/** `… <H> more user-ruled decision(s)[, <K> with rejected roads] — \`ev list\` for all`. */
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
    return tick.grounds.some((ground) => isTestCheck(ground.check));
}
/** Reaches the boot-read: live, user-ruled and not an unratified agent proposal. */
function isBriefVisible(tick) {
    return isBriefed(tick) && !isAgentProposed(tick);
}
/** The brief of the current decisions under ev 0.1.32's rules; `limit` 0 shows every decision. */
function currentBrief(ticks, limit) {
    const kept = currentDecisions(ticks)
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
        const option = rejectedOption(ground.supports);
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
        ...(tick.source_ref === undefined ? {} : { source_ref: sourceRefKey(tick.source_ref) }),
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
/** `<n> of <total> advisory — …`: how many rulings nothing watches (0.1.30). */
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
        lines.push(`${glyph} ${(0,text_painter/* paintName */.yW)(debugQuote(tick.decision))}  ${(0,text_painter/* paintId */.eP)(file)}${advisory}`);
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

;// CONCATENATED MODULE: ./src/core/ticks/ledger.ts
/**
 * The ledger as read from `.evolving/ticks/`: every tick file decoded and
 * parsed, each either a Tick or the reason it is not one. Pure: the store
 * adapter reads the bytes, this decides what they mean.
 */




function parseTickFile(file, rules = ev_rules/* DEFAULT_EV_RULES */.E9) {
    const base = { file: file.name, unknownKeys: [], duplicateKeys: [] };
    if (file.notAFile)
        return { ...base, skipped: true };
    if (file.readError !== undefined || file.bytes === undefined) {
        return { ...base, unreadable: true, error: file.readError ?? 'cannot be read' };
    }
    const json = parseJsonBytes(file.bytes, { duplicateKeys: true });
    if (!json.ok)
        return { ...base, unreadable: true, error: json.message, evError: json.evMessage };
    const parsed = parseTick(json.value, rules);
    // The parser already listed the unknown keys of a tick; computing them again cost a sort per tick.
    return parsed.ok
        ? {
            file: file.name,
            tick: parsed.tick,
            unknownKeys: parsed.tick.unknownKeys,
            duplicateKeys: json.duplicateKeys,
        }
        : {
            file: file.name,
            error: parsed.message,
            unknownKeys: unknownTopLevelKeys(json.value, rules),
            duplicateKeys: json.duplicateKeys,
        };
}
/**
 * Every tick file parsed, sorted by file name (code-point order) so output
 * is deterministic. `files` may read each file as the iteration reaches it
 * (`openTickFiles`): each file's bytes are then garbage once it is parsed,
 * instead of the whole ledger's bytes being held until the last is parsed.
 */
function parseLedger(files, rules = ev_rules/* DEFAULT_EV_RULES */.E9) {
    const entries = [];
    for (const file of files)
        entries.push(parseTickFile(file, rules));
    return entries.sort((a, b) => (0,unicode/* compareCodePoints */.OP)(a.file, b.file));
}
/** The entries that parsed into ticks. */
function parsedTicks(entries) {
    const ticks = [];
    for (const entry of entries)
        if (entry.tick)
            ticks.push({ file: entry.file, tick: entry.tick });
    return ticks;
}

// EXTERNAL MODULE: ./src/commands/io.ts
var commands_io = __webpack_require__(776);
;// CONCATENATED MODULE: ./src/commands/arguments.ts
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

;// CONCATENATED MODULE: ./src/core/ticks/tick-name.ts
/**
 * What a tick argument may be (docs/ev-0.1.md#tick-arguments): the argument of `show`
 * and `reopen`, and every id `log` follows, names a file directly in
 * `.evolving/ticks/`. ev 0.1.2 appends the argument to the directory path
 * unchecked, so `ev show ../config` prints the config and an absolute path
 * reads any file on the machine. Here the argument is checked before the
 * file system is touched: anything but a plain file name is "no tick with
 * that id". Pure.
 */
/**
 * True when `arg` can only name an entry directly inside `ticks/`: not empty
 * (that names `ticks/` itself), not `.` or `..`, and without a path separator
 * (`/`, or `\`, which is one on Windows) or a NUL byte (no file name holds one).
 */
function isPlainTickName(arg) {
    if (arg === '' || arg === '.' || arg === '..')
        return false;
    return !/[/\\\0]/.test(arg);
}

;// CONCATENATED MODULE: ./src/adapters/ledger-reader.ts
/**
 * The ledger files the read-only commands read (docs/ev-0.1.md#the-read-only-commands), read with
 * the untrusted-file defences: a tick argument is checked to be a plain file
 * name before anything is touched, no link is followed (neither the entry nor
 * `.evolving/` or `ticks/` on the way), only regular files are opened, and
 * every read is bounded. Where ev 0.1.2 prints a Rust I/O error the same
 * text is produced for the failures a ledger can really have (a missing
 * `ticks/`, a directory named `HEAD`, invalid UTF-8).
 */






/** Why a bounded read failed, as the text after `error: reading …: `. */
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
    return rules !== '0.1.2' && !isTickId(id) ? { kind: 'missing' } : lookupTickFile(store, id);
}
/**
 * The tick file `name` names, read only when `name` is a plain file name,
 * `.evolving/` and `ticks/` are real directories (not links) and the entry is
 * a regular file (not a link, a directory, a FIFO or a device).
 */
function lookupTickFile(store, name) {
    if (!isPlainTickName(name))
        return { kind: 'missing' };
    if ((0,untrusted_file/* linkOnTheWay */.KH)(store.root, store.ticksDir) !== undefined)
        return { kind: 'missing' };
    const read = (0,untrusted_file/* readRegularFile */.XF)((0,external_node_path_.join)(store.ticksDir, name), adapters_store/* READ_BOUNDS */.X6.tickFile);
    if (read.ok)
        return { kind: 'found', bytes: read.bytes };
    if (read.reason === 'missing' || read.reason === 'not-a-file')
        return { kind: 'missing' };
    return { kind: 'unreadable', message: read.message };
}
/**
 * The tick files' texts, each read (as `lookupTickFile` reads) when an
 * annotation or a link first asks for it — a run shows a few hundred of a
 * ledger's files — then kept. A file that cannot be read so, or is not
 * UTF-8, has none: what is shown then goes on the file's first line.
 */
function tickTextsOf(store) {
    const texts = new Map();
    return {
        get(file) {
            if (texts.has(file))
                return texts.get(file);
            const found = lookupTickFile(store, file);
            const text = found.kind === 'found' && isUtf8(found.bytes) ? found.bytes.toString('utf8') : undefined;
            texts.set(file, text);
            return text;
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
        const read = (0,untrusted_file/* readRegularFile */.XF)((0,external_node_path_.join)(store.ticksDir, name), adapters_store/* READ_BOUNDS */.X6.tickFile, kind);
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
    const read = (0,untrusted_file/* readRegularFile */.XF)(store.headPath, adapters_store/* READ_BOUNDS */.X6.head);
    if (read.ok)
        return read;
    if (read.reason === 'missing')
        return { ok: true, bytes: Buffer.alloc(0) };
    return { ok: false, message: refusal(read) };
}

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
        return { ok: false, message: NOT_UTF8 };
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
    const json = parseJsonText(text.text);
    if (!json.ok)
        return { ok: false, message: json.evMessage };
    const parsed = parseTick(json.value, rules);
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
        const json = parseJsonText(text.text);
        if (!json.ok)
            return { ok: false, message: `${file.name}: ${json.evMessage}` };
        const parsed = parseTick(json.value, rules);
        read.push(parsed.ok ? { file: file.name, tick: parsed.tick } : { file: file.name });
    }
    return { ok: true, files: read };
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(24);
// EXTERNAL MODULE: ./src/adapters/git.ts
var adapters_git = __webpack_require__(960);
;// CONCATENATED MODULE: ./src/core/verdict/verdict.ts
/**
 * The pure verdict engine (docs/ev-0.1.md#verdicts): for every test-bound ground of every
 * live tick, is its guarding check still alive? No I/O: receipts, the
 * staleness sha, the selected-list, the clock and `triggered_since` are passed
 * in. Every not-green state is a co-equal fact; the ten-step precedence below
 * only decides which one is reported when several hold.
 */





const STALE_REASONS = {
    'sha-stale': 'verified_at_sha behind live origin',
    'history-missing': "the deciding receipt's commit is not in this clone, so its freshness cannot be judged",
    'trigger-stale': 'a triggering change landed after the last run',
    'age-stale': 'deciding receipt older than the staleness window',
};
/** ev's detail for a `dirty` verdict (0.1.32). */
const DIRTY_DETAIL = 'verified against a dirty worktree — uncommitted change on a guarded path; commit + re-run to confirm';
const verdict = (label, rule, deciding = [], missingPlatforms = []) => ({ label, rule, deciding, missingPlatforms });
/** A deciding receipt older than the window; an unparsable `ran_at` is never old (ev skips it). */
function olderThanWindow(receipt, ctx) {
    const ranAt = parseRfc3339(receipt.ran_at);
    return ranAt !== undefined && BigInt(ctx.nowSeconds - ranAt.seconds) > ctx.windowSeconds;
}
/** The ten-step precedence, first match wins (docs/ev-0.1.md#the-precedence). */
function decideVerdict(check, receipts, ctx, triggeredSince, historyMissing = false) {
    const ref = check.ref;
    // 1. The world moved on since the binding was verified.
    if (ctx.stalenessSha !== null && ctx.stalenessSha !== check.verified_at_sha)
        return verdict('stale', 'sha-stale');
    // 2. This runner speaks for none of the declared platforms.
    const attest = ctx.attest;
    const attested = attest === null
        ? check.liveness.platforms
        : check.liveness.platforms.filter((p) => attest.includes(p));
    if (attest !== null && attested.length === 0)
        return verdict('exempt', 'exempt');
    // 3. Every attested platform (declared order, duplicates kept) needs a latest receipt.
    const deciding = [];
    const missing = [];
    const { onPlatform } = latestOf(ref, receipts);
    for (const platform of attested) {
        const latest = onPlatform.get(platform);
        if (latest === undefined)
            missing.push(platform);
        else
            deciding.push(latest);
    }
    if (missing.length > 0)
        return verdict('not-run', 'not-run', deciding, missing);
    // 4–8. Freshness, then falsifiability, then the results themselves.
    if (historyMissing)
        return verdict('stale', 'history-missing', deciding);
    if (triggeredSince)
        return verdict('stale', 'trigger-stale', deciding);
    if (deciding.some((r) => olderThanWindow(r, ctx)))
        return verdict('stale', 'age-stale', deciding);
    if (deciding.some((r) => r.falsifiable === false))
        return verdict('unproven', 'unproven', deciding);
    if (deciding.some((r) => r.result === 'gray'))
        return verdict('gray->red', 'gray', deciding);
    if (deciding.some((r) => r.result === 'red'))
        return verdict('red', 'red', deciding);
    // 9. The diff touched a declared trigger but did not select this ref to run.
    const selected = ctx.selected;
    if (selected !== null) {
        const touched = check.liveness.triggered_by.some((t) => selected.changed.includes(t));
        if (touched && !selected.selected.includes(ref))
            return verdict('silently-unbound', 'silently-unbound', deciding);
    }
    return verdict('green', 'green', deciding);
}
/**
 * Why this verdict is locked to `memo`, if it is: LOCK 1, a C/D (detect-only)
 * decision; from ev 0.1.8, LOCK 3, a decision declared agent-proposed. Green,
 * exempt and (0.1.32) dirty are never locked.
 */
function memoReasonFor(tick, label, rules) {
    if (label === 'green' || label === 'exempt' || label === 'dirty' || label === 'memo')
        return undefined;
    if (isDetectOnly(tick))
        return 'detect-only';
    if (rules !== '0.1.2' && isAgentProposed(tick))
        return 'agent-proposed';
    return undefined;
}
/** `--exit-on-red` fails on everything but green, exempt, memo and dirty (n/a is never a test label). */
function isGating(label) {
    return label !== 'green' && label !== 'exempt' && label !== 'memo' && label !== 'dirty';
}
/** ev's detail text for a label: `missing: …` for not-run, the reason for stale, else the latest run. */
function detailFor(label, rule, missing, latestRanAt) {
    if (label === 'not-run')
        return `missing: ${missing.join(', ')}`;
    if (label === 'stale')
        return STALE_REASONS[rule];
    if (label === 'dirty')
        return DIRTY_DETAIL;
    return latestRanAt === undefined ? 'no receipt' : `ran ${latestRanAt}`;
}
/** Each receipt list's latest receipts of a ref, found once: the trigger questions ask first, the verdict again. */
const latestByList = new WeakMap();
function latestOf(ref, receipts) {
    let byRef = latestByList.get(receipts);
    if (byRef === undefined)
        latestByList.set(receipts, (byRef = new Map()));
    let latest = byRef.get(ref);
    if (latest === undefined)
        byRef.set(ref, (latest = latestReceipts(receipts, ref)));
    return latest;
}
/** The latest receipt of a ref over all platforms (attested or not): the display time and the trigger check. */
function latestOfRef(ref, receipts) {
    return latestOf(ref, receipts).overall;
}
/** `triggered_since` for a binding: did a trigger change after its latest run? False without a receipt. */
function askTriggeredSince(triggers, latest, inputs) {
    return latest !== undefined && inputs.triggeredSince(latest.commit, triggers);
}
const NO_FILES = Object.freeze([]);
function evaluateGround(tick, groundIndex, inputs, ctx) {
    const ground = tick.grounds[groundIndex];
    if (ground === undefined)
        throw new RangeError(`tick ${tick.id} has no ground ${groundIndex}`);
    const check = ground.check;
    if (check === undefined || check.by === 'person') {
        const other = {
            groundIndex,
            claim: ground.claim,
            supports: ground.supports,
            check: check === undefined ? 'none' : 'person',
        };
        if (check !== undefined)
            other.personRef = check.ref;
        return other;
    }
    const receipts = inputs.receiptsFor(check.ref);
    const latest = latestOfRef(check.ref, receipts);
    const triggers = inputs.guardingTests?.triggersOf(check) ?? check.liveness.triggered_by;
    const triggeredSince = askTriggeredSince(triggers, latest, inputs);
    const historyMissing = latest !== undefined && inputs.historyMissing?.(latest.commit) === true;
    const rules = ctx.rules ?? ev_rules/* DEFAULT_EV_RULES */.E9;
    const resolved = resolveVerdict(check, receipts, ctx, triggeredSince, inputs, rules, historyMissing, triggers);
    const unlocked = resolved.verdict;
    const memoReason = memoReasonFor(tick, unlocked.label, rules);
    const label = memoReason === undefined ? unlocked.label : 'memo';
    const result = {
        groundIndex,
        claim: ground.claim,
        supports: ground.supports,
        check,
        harvested: check.counter_test === undefined,
        label,
        unlockedLabel: unlocked.label,
        rule: unlocked.rule,
        detail: detailFor(label, unlocked.rule, unlocked.missingPlatforms, latest?.ran_at),
        unlockedDetail: detailFor(unlocked.label, unlocked.rule, unlocked.missingPlatforms, latest?.ran_at),
        gating: isGating(label),
        missingPlatforms: unlocked.missingPlatforms,
        deciding: unlocked.deciding,
        triggeredSince,
        triggersTouched: touchedTriggers(check.liveness.triggered_by, ctx.changedPaths ?? ctx.selected?.changed ?? []),
        triggers,
        testFiles: inputs.guardingTests?.filesOf(check) ?? NO_FILES,
    };
    if (latest !== undefined)
        result.latestRanAt = latest.ran_at;
    if (memoReason !== undefined)
        result.memoReason = memoReason;
    if (resolved.shaStaleCleared)
        result.shaStaleCleared = true;
    return result;
}
/**
 * The precedence, then what ev 0.1.29 and 0.1.32 add around it (cmd.rs
 * `resolve_verdict`): a sha-stale verdict whose guarded paths git saw no
 * change to is judged again without the sha; a green whose guarded paths
 * have an uncommitted change is `dirty`. Under 0.1.2's rules, neither.
 */
function resolveVerdict(check, receipts, ctx, triggeredSince, inputs, rules, historyMissing, paths) {
    let verdict = decideVerdict(check, receipts, ctx, triggeredSince, historyMissing);
    if (rules === '0.1.2')
        return { verdict, shaStaleCleared: false };
    let shaStaleCleared = false;
    if (verdict.rule === 'sha-stale' &&
        inputs.guardedPathsChanged?.(check.verified_at_sha, paths) === false) {
        verdict = decideVerdict(check, receipts, { ...ctx, stalenessSha: null }, triggeredSince, historyMissing);
        shaStaleCleared = true;
    }
    if (verdict.label === 'green' && inputs.guardedPathsDirty?.(paths) === true)
        verdict = { ...verdict, label: 'dirty', rule: 'dirty' };
    return { verdict, shaStaleCleared };
}
function isTestVerdict(v) {
    return typeof v.check !== 'string';
}
function evaluateTick(file, tick, inputs, ctx) {
    const tests = [];
    const others = [];
    tick.grounds.forEach((_, i) => {
        const v = evaluateGround(tick, i, inputs, ctx);
        if (isTestVerdict(v))
            tests.push(v);
        else
            others.push(v);
    });
    return { file, tick, tests, others };
}
/** Only `live` ticks are evaluated (every tick ev 0.1.2 writes is live; anything else is skipped). */
function isEvaluated(tick) {
    return tick.status === 'live';
}
/**
 * The ticks `check` evaluates, in the order it evaluates them. ev 0.1.2: every
 * live tick, in the order given (the caller sorts by file name). From ev
 * 0.1.11 on: lineages collapsed to their tip first (lineage.ts), then the live
 * ones, latest first — a superseded decision neither runs, prints nor gates.
 */
function evaluatedTicks(ticks, rules = ev_rules/* DEFAULT_EV_RULES */.E9) {
    const candidates = rules === '0.1.2' ? ticks : currentDecisions(ticks);
    return candidates.filter(({ tick }) => isEvaluated(tick));
}
/** Every tick `check` evaluates (evaluatedTicks under `ctx.rules`). */
function evaluateLedger(ticks, inputs, ctx) {
    return evaluatedTicks(ticks, ctx.rules).map(({ file, tick }) => evaluateTick(file, tick, inputs, ctx));
}
/**
 * Every distinct `triggered_since` question evaluating these ticks will ask,
 * so git can answer them in one batch. The caller passes the ticks it
 * evaluates (`check`: the live ones; `reopen`: one tick, whatever its status).
 */
function triggerQuestions(ticks, receiptsFor, triggersOf) {
    const questions = new QuestionMap();
    for (const { tick } of ticks) {
        for (const ground of tick.grounds) {
            const check = ground.check;
            if (check === undefined || check.by !== 'test')
                continue;
            const latest = latestOfRef(check.ref, receiptsFor(check.ref));
            if (latest === undefined)
                continue;
            const paths = triggersOf?.(check) ?? check.liveness.triggered_by;
            const question = { commit: latest.commit, paths };
            if (!questions.has(question))
                questions.set(question, question);
        }
    }
    return [...questions.values()];
}
/** Each trigger list's key, made once per list (every binding asks twice): its paths as JSON strings. */
const pathKeys = new WeakMap();
function pathsKey(paths) {
    let key = pathKeys.get(paths);
    if (key === undefined)
        pathKeys.set(paths, (key = paths.map((p) => JSON.stringify(p)).join(',')));
    return key;
}
/**
 * Values by `triggered_since` question (same commit, same paths = same
 * question). Two levels — commit, then the paths' key — so a lookup builds
 * no string: the engine looks up one question per binding.
 */
class QuestionMap {
    byCommit = new Map();
    get(question) {
        return this.byCommit.get(question.commit)?.get(pathsKey(question.paths));
    }
    has(question) {
        return this.byCommit.get(question.commit)?.has(pathsKey(question.paths)) ?? false;
    }
    set(question, value) {
        let byPaths = this.byCommit.get(question.commit);
        if (byPaths === undefined)
            this.byCommit.set(question.commit, (byPaths = new Map()));
        byPaths.set(pathsKey(question.paths), value);
        return this;
    }
    *values() {
        for (const byPaths of this.byCommit.values())
            yield* byPaths.values();
    }
}

// EXTERNAL MODULE: ./src/core/verdict/pathspec.ts
var pathspec = __webpack_require__(633);
// EXTERNAL MODULE: ./src/adapters/git-history.ts
var git_history = __webpack_require__(541);
;// CONCATENATED MODULE: ./src/adapters/git-commits.ts
/**
 * Revisions resolved to commit ids through the runner (git.ts): one of ours
 * (HEAD, @{upstream}) with `rev-parse`, and any number of receipt commits
 * peeled in one `cat-file --batch-check`, their ids on stdin, never as
 * arguments.
 */


const FULL_SHA1 = /^[0-9a-f]{40}$/;
/** `git rev-parse <rev>` as ev uses it: the 40-lower-hex sha, or null on any failure. `rev` is one of ours (HEAD, @{upstream}), never an option. */
async function revParseSha(ctx, rev) {
    if (rev.startsWith('-'))
        return null;
    const result = await (0,adapters_git/* runGit */.EO)(ctx, ['rev-parse', rev]);
    if (result.code !== 0)
        return null;
    const sha = result.stdout.toString('utf8').trim();
    return FULL_SHA1.test(sha) ? sha : null;
}
/**
 * Peels each commit to a commit oid in one `git cat-file --batch-check`
 * (`<id>^{commit}` on stdin, never as an argument); unknown ones (or trees,
 * blobs) map to null, and so does anything that is not a full commit id,
 * which never reaches git. Every commit maps to null when git fails.
 */
async function git_commits_peelCommits(ctx, commits) {
    const peeled = new Map();
    const asked = commits.filter((commit) => commit_id_isCommitId(commit));
    const result = asked.length === 0
        ? undefined
        : await (0,adapters_git/* runGit */.EO)(ctx, ['cat-file', '--batch-check=%(objectname) %(objecttype)'], asked.map((c) => `${c}^{commit}\n`).join(''));
    const lines = result?.code === 0 ? result.stdout.toString('utf8').split('\n') : [];
    asked.forEach((commit, i) => {
        const [oid, type] = (lines[i] ?? '').split(' ');
        peeled.set(commit, type === 'commit' && oid !== undefined ? oid : null);
    });
    for (const commit of commits)
        if (!peeled.has(commit))
            peeled.set(commit, null);
    return peeled;
}

// EXTERNAL MODULE: ./src/adapters/git-graph.ts
var git_graph = __webpack_require__(865);
;// CONCATENATED MODULE: ./src/adapters/git-triggered-since.ts







/**
 * Every list the in-process matcher models (pathspec.ts: plain entries,
 * wildcards and magic, cross-checked against git) is matched in memory, and
 * git is only ever given literal directories (literalPathspecs). What only
 * git can say — `attr:` magic, an absolute path, the GIT_*_PATHSPECS switches
 * — is asked of git itself, one process each, when its entries are within
 * what git's backtracking matcher finishes (gitMayMatch); a list over a cap
 * (pathspec.ts TRIGGER_CAPS) is read as one git refuses.
 */
function classify(question, gitDecides, compile) {
    // A NUL cannot be passed to a process: ev's spawn fails.
    if (question.commit.includes('\0') || question.paths.some((p) => p.includes('\0')))
        return { kind: 'fails' };
    if (question.paths.length === 0)
        return { kind: 'answer', value: false };
    // Receipt text: only a full commit id reaches git (receipt.ts refuses the rest with a finding).
    if (!commit_id_isCommitId(question.commit))
        return { kind: 'fails' };
    const list = gitDecides ? { kind: 'unknowable' } : compile(question.paths);
    if (list.kind === 'invalid')
        return { kind: 'fails' }; // git dies ("outside repository"), or over a cap
    if (list.kind === 'list')
        return { kind: 'memory', list };
    return (0,pathspec/* gitMayMatch */.$9)(question.paths) ? { kind: 'git' } : { kind: 'fails' };
}
/**
 * The exact ev invocation, for questions we do not model: did `git rev-list
 * <commit>..<tip> -- <paths>` print anything? undefined when git failed.
 * The commit is a full commit id (classify), so the range is never an option.
 */
async function askGit(ctx, question, tip) {
    const result = await (0,adapters_git/* runGit */.EO)(ctx, [
        'rev-list',
        '--end-of-options',
        `${question.commit}..${tip}`,
        '--',
        ...question.paths,
    ]);
    return result.code === 0 ? result.stdout.length > 0 : undefined;
}
/**
 * The answer to every question, added to `answers` (default: a new map): does
 * `git rev-list <commit>..HEAD -- <paths>` print anything in `ctx.cwd`? Any
 * git failure answers false, as ev reads it.
 */
async function answerTriggeredSince(ctx, questions, answers = new QuestionMap()) {
    return answerRevLists(ctx, questions, answers, 'HEAD', false);
}
/**
 * The same questions up to another tip (ev 0.1.29's guarded paths: does `git
 * rev-list <commit>..<tip> -- <paths>` print anything?), in the same few
 * processes however many questions there are; undefined where git fails (an
 * unknown commit or tip, no repository), so the caller can tell "no change"
 * from "git cannot tell". `tip` is HEAD or a full commit id; any other text
 * (a hand-written `results/origin-sha`) is asked of git per question, after
 * `--end-of-options`, so the answer stays git's own.
 */
async function answerChangedSince(ctx, questions, tip) {
    const answers = new QuestionMap();
    if (tip !== 'HEAD' && !commit_id_isCommitId(tip)) {
        for (const question of questions) {
            if (answers.has(question))
                continue;
            const kind = classify(question, true, () => ({ kind: 'unknowable' }));
            const value = kind.kind === 'answer'
                ? kind.value
                : kind.kind === 'fails'
                    ? undefined
                    : await askGit(ctx, question, tip);
            answers.set(question, value);
        }
        return answers;
    }
    return answerRevLists(ctx, questions, answers, tip, undefined);
}
/**
 * `git rev-list <commit>..<tip> -- <paths>` printed something, for every
 * question, added to `answers`; `failed` where git fails. `tip` is HEAD or
 * a full commit id: HEAD is resolved with the prefix, a commit id is peeled
 * (on stdin) with the questions' commits.
 */
async function answerRevLists(ctx, questions, answers, tip, failed) {
    const answer = (q, value) => void answers.set(q, value);
    if (questions.length === 0)
        return answers;
    const where = await (0,adapters_git/* runGit */.EO)(ctx, tip === 'HEAD' ? ['rev-parse', '--show-prefix', 'HEAD'] : ['rev-parse', '--show-prefix']);
    const [prefix, head] = where.stdout.toString('utf8').split('\n');
    if (where.code !== 0 || (tip === 'HEAD' && (head === undefined || head === ''))) {
        for (const q of questions)
            answer(q, failed); // not a repository, or no HEAD: git fails
        return answers;
    }
    const inMemory = [];
    const viaGit = [];
    // Asked once, not per question: process.env lookups are slow, and bindings share their paths.
    const gitDecides = (0,adapters_git/* pathspecSwitchesSet */.zA)(ctx.env);
    const compile = (0,pathspec/* pathspecListCompiler */.kh)(prefix ?? '');
    for (const question of questions) {
        const kind = classify(question, gitDecides, compile);
        if (kind.kind === 'answer')
            answer(question, kind.value);
        else if (kind.kind === 'fails')
            answer(question, failed);
        else if (kind.kind === 'git')
            viaGit.push(question);
        else
            inMemory.push({ question, commit: question.commit, list: kind.list });
    }
    if (inMemory.length > 0) {
        const solved = await answerInMemory(ctx, tip === 'HEAD' ? head : tip, inMemory);
        // git could not give the history: ask it each question, if its matcher can finish it.
        if (solved === undefined)
            for (const q of inMemory) {
                if ((0,pathspec/* gitMayMatch */.$9)(q.question.paths))
                    viaGit.push(q.question);
                else
                    answer(q.question, failed);
            }
        else
            for (const [q, value] of solved)
                answer(q, value ?? failed);
    }
    for (const question of viaGit)
        answer(question, (await askGit(ctx, question, tip)) ?? failed);
    return answers;
}
/**
 * `tip` is HEAD's commit (resolved already) or a commit id to peel with the
 * questions' commits. undefined in the results: git fails (an unknown
 * commit or tip); undefined altogether: ask git each question.
 */
async function answerInMemory(ctx, tip, questions) {
    const results = new Map();
    const commits = new Set(questions.map((q) => q.commit));
    commits.add(tip);
    const peeled = await git_commits_peelCommits(ctx, [...commits]);
    const head = peeled.get(tip) ?? null;
    if (head === null) {
        for (const q of questions)
            results.set(q.question, undefined); // an unknown tip: git fails
        return results;
    }
    const live = questions.filter((q) => {
        const known = peeled.get(q.commit) ?? null;
        if (known === null)
            results.set(q.question, undefined); // unknown commit (or shallow history): git fails
        return known !== null;
    });
    if (live.length === 0)
        return results;
    const bottoms = [...new Set(live.map((q) => peeled.get(q.commit)))];
    const graph = await (0,git_graph/* loadHistoryGraph */.vP)(ctx, head, bottoms);
    if (graph === undefined)
        return undefined;
    const { nodes, candidates } = graph;
    // git lists only the changes under the lists' literal directories (no wildcard reaches it).
    const pathspecArgs = (0,pathspec/* literalPathspecs */.vF)(live.map((q) => q.list)) ?? [];
    const changes = await (0,git_graph/* loadChanges */.eb)(ctx, nodes, candidates, pathspecArgs);
    if (changes === undefined)
        return undefined;
    // Fast paths, both exact, per range `bottom..head`: a binding none of whose paths changed in
    // the range is false; in a range without a merge, rev-list shows exactly the commits that
    // changed a path, so "some path changed" is the answer. Only a range with a merge is walked.
    const ranges = new Map();
    const rangeFor = (bottom) => {
        let facts = ranges.get(bottom);
        if (facts === undefined)
            ranges.set(bottom, (facts = rangeFacts(nodes, candidates, changes, bottom)));
        return facts;
    };
    const memo = new Map();
    for (const q of live) {
        const bottom = peeled.get(q.commit);
        const key = JSON.stringify([bottom, q.question.paths]);
        let value = memo.get(key);
        if (value === undefined) {
            const range = rangeFor(bottom);
            const anyChange = range.touched.some((c) => (0,pathspec/* listSelects */.YK)(q.list, c.path, c.gitlink));
            value =
                !anyChange || range.linear
                    ? anyChange
                    : (0,git_history/* revListPrintsAny */.w3)(nodes, { head, bottom, differs: differsUnder(changes, q.list) });
            memo.set(key, value);
        }
        results.set(q.question, value);
    }
    return results;
}
/**
 * The range's commits are the candidates (reachable from HEAD above the
 * loaded boundary) that `bottom` does not reach. Exact: a candidate the
 * bottom reaches is reached through loaded commits, because every commit on
 * that way descends from the candidate, so none is below the boundary.
 */
function rangeFacts(nodes, candidates, changes, bottom) {
    const belowBottom = (0,git_history/* reachable */.Gq)(nodes, [bottom]);
    const unique = new Map();
    let linear = true;
    for (const oid of candidates) {
        if (belowBottom.has(oid))
            continue;
        const parents = nodes.get(oid).parents;
        if (parents.length > 1)
            linear = false;
        const edges = parents.length === 0 ? [oid] : parents.map((parent) => `${oid} ${parent}`);
        for (const edge of edges) {
            for (const change of changes.get(edge) ?? []) {
                const key = `${change.gitlink ? 'g' : 'f'}${change.path}`;
                if (!unique.has(key))
                    unique.set(key, change);
            }
        }
    }
    return { touched: [...unique.values()], linear };
}
/** Whether an edge changed anything under the pathspecs (an edge we did not load changed nothing we know of). */
function differsUnder(changes, list) {
    const cache = new Map();
    return (child, parent) => {
        const edge = parent === null ? child : `${child} ${parent}`;
        let value = cache.get(edge);
        if (value === undefined) {
            value = (changes.get(edge) ?? []).some((c) => (0,pathspec/* listSelects */.YK)(list, c.path, c.gitlink));
            cache.set(edge, value);
        }
        return value;
    };
}

;// CONCATENATED MODULE: ./src/adapters/staleness-reference.ts
/**
 * The staleness reference (docs/ev-0.1.md#staleness): the commit receipts are measured
 * against, per the config's policy, and the cached `results/origin-sha` that
 * offline runs read.
 */


const NO_UPSTREAM_WARNING = 'warning: cannot resolve the live-origin staleness reference (no upstream?) — sha-staleness skipped';
/**
 * The staleness sha per policy: `--offline` reads only the cached
 * `results/origin-sha`, whatever the policy; `none` → none; `local-head` →
 * HEAD; anything else → `@{upstream}`, cached for later offline runs.
 */
async function resolveStalenessReference(ctx, store, policy, offline) {
    if (offline)
        return { sha: readOriginSha(store) };
    if (policy === 'none')
        return { sha: null };
    if (policy === 'local-head')
        return { sha: await revParseSha(ctx, 'HEAD') };
    const sha = await revParseSha(ctx, '@{upstream}');
    if (sha === null)
        return { sha: null, warning: NO_UPSTREAM_WARNING };
    writeOriginSha(store, sha);
    return { sha };
}

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(161);
;// CONCATENATED MODULE: ./node_modules/json-canonicalize/dist/index.mjs
// src/serializer.ts
var CircularRootPathName = "$";
function _serialize(obj, options) {
  let buffer = "";
  const vInclude = options && options.include;
  let vExclude = options && options.exclude;
  if (vExclude) {
    if (typeof vExclude === "string") vExclude = [vExclude];
  }
  if (vInclude) vInclude.sort();
  const visited = /* @__PURE__ */ new WeakMap();
  const allowCircular = options && options.allowCircular;
  const filterUndefined = options && options.filterUndefined;
  const undefinedInArrayToNull = options && options.undefinedInArrayToNull;
  const strictUndefined = options && options.strictUndefined;
  serialize(obj, CircularRootPathName);
  return buffer;
  function serialize(object, path) {
    if (strictUndefined && object === void 0) {
      throw new Error(
        `undefined is not permitted in JSON at "${path}" (strictUndefined)`
      );
    }
    if (object === null || typeof object !== "object" || object.toJSON != null) {
      if (typeof object === "number" && !Number.isFinite(object)) {
        throw new Error(
          `Non-finite number (${object}) is not permitted in JSON (RFC 8785 \xA73.2.2.3)`
        );
      }
      buffer += JSON.stringify(object);
    } else if (Array.isArray(object)) {
      const visitedPath = visited.get(object);
      if (visitedPath !== void 0) {
        if (path.startsWith(visitedPath)) {
          if (!allowCircular) {
            throw new Error("Circular reference detected");
          }
          buffer += '"[Circular:' + visitedPath + ']"';
          return;
        }
      }
      visited.set(object, path);
      buffer += "[";
      let next = false;
      object.forEach((element, index) => {
        if (next) {
          buffer += ",";
        }
        next = true;
        if (element === void 0 && strictUndefined) {
          throw new Error(
            `undefined is not permitted in JSON at "${path}[${index}]" (strictUndefined)`
          );
        }
        if (undefinedInArrayToNull && element === void 0) {
          element = null;
        }
        serialize(element, `${path}[${index}]`);
      });
      buffer += "]";
    } else {
      const visitedPath = visited.get(object);
      if (visitedPath !== void 0) {
        if (path.startsWith(visitedPath)) {
          if (!allowCircular) {
            throw new Error("Circular reference detected");
          }
          buffer += '"[Circular:' + visitedPath + ']"';
          return;
        }
      }
      visited.set(object, path);
      buffer += "{";
      let next = false;
      const addProp = (property) => {
        if (vExclude && vExclude.includes(property)) {
          return;
        }
        if (strictUndefined && object[property] === void 0) {
          throw new Error(
            `undefined is not permitted in JSON at "${path}.${property}" (strictUndefined)`
          );
        }
        if (next) {
          buffer += ",";
        }
        next = true;
        buffer += JSON.stringify(property);
        buffer += ":";
        serialize(object[property], `${path}.${property}`);
      };
      if (path === CircularRootPathName && vInclude) {
        vInclude.forEach((property) => {
          if (object.hasOwnProperty(property)) {
            addProp(property);
          }
        });
      } else {
        let vKeys = Object.keys(object);
        if (filterUndefined && !strictUndefined) {
          vKeys = vKeys.filter((k) => object[k] !== void 0);
        }
        vKeys.sort();
        vKeys.forEach((property) => {
          addProp(property);
        });
      }
      buffer += "}";
    }
  }
}

// src/canonicalize.ts
function canonicalize(obj, allowCircular) {
  return _serialize(obj, {
    allowCircular,
    filterUndefined: true,
    undefinedInArrayToNull: true
  });
}

// src/canonicalize-ex.ts
function canonicalizeEx(obj, options) {
  return _serialize(obj, options);
}

//# sourceMappingURL=index.mjs.map
;// CONCATENATED MODULE: ./src/core/verdict/evidence.ts
/**
 * Run evidence (beyond ev): one line per execution of a bound ref or its
 * counter-test in `results/evidence/<key>.jsonl`, key = receiptKey(bound ref).
 * Content-addressed in the spirit of an EvidenceCore: the id hashes only what
 * a rerun of the same command on the same commit should reproduce (ref,
 * platform, commit, result, exit code, sha256 of stdout and of stderr); the
 * timestamps, duration and host stay outside the hash, so two identical runs
 * share an id. ev never reads this file. Pure.
 */


function evidenceCore(e) {
    return {
        ref: e.ref,
        platform: e.platform,
        commit: e.commit,
        result: e.result,
        exit_code: e.exit_code,
        stdout_sha256: e.stdout_sha256,
        stderr_sha256: e.stderr_sha256,
    };
}
/** `sha256:<hex>` over the canonical JSON (RFC 8785) of the core. */
function evidenceId(e) {
    return `sha256:${sha256Hex(canonicalize(evidenceCore(e)))}`;
}
/** One evidence line: the id plus every field, canonical (sorted keys, compact), newline-terminated. */
function formatEvidenceLine(e) {
    return `${canonicalize({ ...e, id: evidenceId(e) })}\n`;
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(421);
// EXTERNAL MODULE: external "node:string_decoder"
var external_node_string_decoder_ = __webpack_require__(193);
// EXTERNAL MODULE: ./src/adapters/process-groups.ts
var process_groups = __webpack_require__(102);
;// CONCATENATED MODULE: ./src/adapters/check-process.ts
/**
 * One bound command as a process: `sh -c <command>` in its own process group
 * (process-groups.ts), stdin /dev/null (ev inherits it; a test waiting on a
 * terminal would hang a CI job), an optional time bound after which the group
 * is killed, its output passed through as it comes and also kept: a bounded
 * tail for the report, and the SHA-256 and size of all of stdout and stderr
 * for the evidence. The only module besides git.ts that starts processes
 * (.dependency-cruiser.cjs); it never starts git (scripts/check-git-owner.mjs).
 *
 * Isolated (the action, `isolate`): on Linux, where `unshare` may create a
 * user and PID namespace, each command runs as PID 1 of a namespace of its
 * own with its own `/proc` (docs/USAGE.md#what-a-bound-check-can-reach). When
 * it exits the kernel kills everything left in the namespace, however it
 * detached (`setsid`, a double fork, `nohup`), and no process outside it —
 * the action, the runner, their environments — is visible to it. Where
 * namespaces are not permitted, every process still carrying the run's
 * marker variable is killed once the command ends (a best effort: a process
 * that clears its environment and leaves its group escapes it).
 */






const DEFAULT_TAIL_BYTES = 16 * 1024;
/** After SIGTERM, how long a timed-out group gets before SIGKILL. */
const KILL_GRACE_MS = process_groups/* STOP_GRACE_MS */.Ts;
/** After exit, how long to wait for grandchildren still holding the pipes. */
const DRAIN_GRACE_MS = 2000;
/** Keeps the last `limit` bytes written. */
class Tail {
    limit;
    chunks = [];
    size = 0;
    constructor(limit) {
        this.limit = limit;
    }
    push(chunk) {
        this.chunks.push(chunk);
        this.size += chunk.length;
        while (this.size - (this.chunks[0]?.length ?? 0) >= this.limit && this.chunks.length > 1) {
            this.size -= this.chunks.shift().length;
        }
    }
    text() {
        const all = Buffer.concat(this.chunks);
        const tail = all.subarray(Math.max(0, all.length - this.limit));
        // A cut through a multi-byte character leaves replacement characters at the start: drop them.
        return tail.toString('utf8').replace(/^\uFFFD+/, '');
    }
}
/** Where `unshare` is looked for: never on PATH, which the checkout's files could shadow. */
const UNSHARE_PATHS = ['/usr/bin/unshare', '/bin/unshare'];
/**
 * A user namespace mapping the runner's user to itself (so the command runs
 * as that user, without capabilities, and a setuid program such as `sudo`
 * cannot raise it), a PID namespace whose first process is the command (when
 * it exits, the kernel kills the rest), and a mount namespace with a `/proc`
 * of its own (no other process, and no other process's environment, is
 * visible). `--kill-child`: the namespace also dies if `unshare` is killed.
 */
const NAMESPACE_FLAGS = [
    '--user',
    '--map-current-user',
    '--pid',
    '--fork',
    '--kill-child',
    '--mount-proc',
    '--',
];
/** The marker every isolated command's environment carries (its value: that command's own). */
const CHECK_MARKER = 'EVOLVING_BOUND_CHECK';
let probed;
/**
 * Whether bound commands can run in a namespace of their own here: asked
 * once per process, by running one that must see itself as PID 1 and no
 * process of the host in its `/proc`.
 */
function checkIsolation(env = {}) {
    probed ??= probeIsolation(env);
    return probed;
}
/** Forget the probe's answer (tests). */
function resetCheckIsolation(answer) {
    probed = answer === undefined ? undefined : Promise.resolve(answer);
}
function probeIsolation(env) {
    const marked = (why) => ({ mode: 'marked-processes', prefix: [], why });
    if (process.platform !== 'linux')
        return Promise.resolve(marked(`not Linux (${process.platform})`));
    const unshare = UNSHARE_PATHS.find((path) => (0,external_node_fs_.existsSync)(path));
    if (unshare === undefined)
        return Promise.resolve(marked('unshare (util-linux) is not installed'));
    const prefix = [unshare, ...NAMESPACE_FLAGS];
    const token = (0,external_node_crypto_.randomUUID)();
    // PID 1 is this shell (its argv carries the token), and /proc shows no process of the host.
    const script = `grep -q ${token} /proc/1/cmdline && [ "$$" = 1 ] && [ ! -e /proc/${process.pid} -o ${process.pid} -lt 8 ]`;
    return new Promise((resolve) => {
        let child;
        try {
            child = (0,external_node_child_process_.spawn)(prefix[0], [...prefix.slice(1), 'sh', '-c', script, token], {
                env: { PATH: env.PATH ?? '/usr/bin:/bin' },
                stdio: ['ignore', 'ignore', 'pipe'],
            });
        }
        catch (error) {
            resolve(marked(error instanceof Error ? error.message : String(error)));
            return;
        }
        let stderr = '';
        child.stderr?.on('data', (chunk) => (stderr += chunk.toString('utf8')));
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.on('error', (error) => {
            clearTimeout(timer);
            resolve(marked(error.message));
        });
        child.on('close', (code) => {
            clearTimeout(timer);
            if (code === 0)
                resolve({ mode: 'pid-namespace', prefix });
            else
                resolve(marked(stderr.trim().split('\n')[0] ||
                    `the namespace probe exited ${code === null ? 'on a signal' : code}`));
        });
    });
}
/** The processes whose environment carries this marker (those readable: the runner's user's). */
function markedProcesses(marker) {
    const needle = Buffer.from(`${CHECK_MARKER}=${marker}\0`);
    const found = [];
    let names;
    try {
        names = (0,external_node_fs_.readdirSync)('/proc');
    }
    catch {
        return found;
    }
    for (const name of names) {
        if (!/^\d+$/.test(name) || Number(name) === process.pid)
            continue;
        try {
            if ((0,external_node_fs_.readFileSync)(`/proc/${name}/environ`).includes(needle))
                found.push(Number(name));
        }
        catch {
            // gone meanwhile, or another user's
        }
    }
    return found;
}
/**
 * Kills every process still carrying the marker: what a bound command left
 * running after it left its process group (`setsid`, a double fork). Repeated
 * until none is found, so a process forking meanwhile is caught too.
 */
function killMarkedProcesses(marker) {
    if (process.platform !== 'linux')
        return 0;
    let killed = 0;
    for (let round = 0; round < 20; round++) {
        const found = markedProcesses(marker);
        if (found.length === 0)
            break;
        for (const pid of found) {
            try {
                process.kill(pid, 'SIGKILL');
                killed++;
            }
            catch {
                // already gone
            }
        }
    }
    return killed;
}
// ---------------------------------------------------------------------------
async function runShellCommand(command, options) {
    const isolation = options.isolate ? await checkIsolation(options.env) : undefined;
    return runIsolated(command, options, isolation);
}
function runIsolated(command, options, isolation) {
    const clock = options.clock ?? nowNanos;
    const startedAt = clock();
    const tail = new Tail(options.tailBytes ?? DEFAULT_TAIL_BYTES);
    const hashes = { stdout: (0,external_node_crypto_.createHash)('sha256'), stderr: (0,external_node_crypto_.createHash)('sha256') };
    const bytes = { stdout: 0, stderr: 0 };
    const decoders = { stdout: new external_node_string_decoder_.StringDecoder('utf8'), stderr: new external_node_string_decoder_.StringDecoder('utf8') };
    return new Promise((resolve) => {
        let child;
        let marker;
        let unhook = () => undefined;
        let timedOut = false;
        let settled = false;
        const timers = [];
        const finish = (exitCode, signal, spawnError) => {
            if (settled)
                return;
            settled = true;
            timers.forEach(clearTimeout);
            unhook();
            if (child?.pid !== undefined)
                (0,process_groups/* releaseGroup */.dO)(child.pid);
            const flush = (stream, sink) => {
                const rest = decoders[stream].end();
                if (rest !== '' && sink)
                    sink(rest);
            };
            flush('stdout', options.onStdout);
            flush('stderr', options.onStderr);
            const outcome = {
                exitCode,
                signal,
                timedOut,
                stdoutSha256: hashes.stdout.digest('hex'),
                stderrSha256: hashes.stderr.digest('hex'),
                stdoutBytes: bytes.stdout,
                stderrBytes: bytes.stderr,
                outputTail: tail.text(),
                startedAt,
                finishedAt: clock(),
            };
            if (spawnError !== undefined)
                outcome.spawnError = spawnError;
            resolve(outcome);
        };
        if ((0,process_groups/* isStopping */.vH)()) {
            finish(null, null, 'the step is being stopped');
            return;
        }
        try {
            // A process group of its own: the command and everything it starts are stopped together
            // (process-groups.ts), when it ends, times out, or the step is cancelled.
            const prefix = isolation?.prefix ?? [];
            // One marker per command: a sweep after it never touches a check still running beside it.
            marker = isolation ? (0,external_node_crypto_.randomUUID)() : undefined;
            // A cancel stops the groups; what left its group goes too (a namespace dies with its group).
            const swept = marker;
            if (swept !== undefined && isolation?.mode === 'marked-processes')
                unhook = (0,process_groups/* onStop */.gt)(() => void killMarkedProcesses(swept));
            const [file, ...args] = [...prefix, 'sh', '-c', command];
            child = (0,external_node_child_process_.spawn)(file, args, {
                cwd: options.cwd,
                env: marker ? { ...options.env, [CHECK_MARKER]: marker } : options.env,
                stdio: ['ignore', 'pipe', 'pipe'],
                detached: true,
            });
        }
        catch (error) {
            finish(null, null, error instanceof Error ? error.message : String(error));
            return;
        }
        const take = (stream, sink) => (chunk) => {
            hashes[stream].update(chunk);
            bytes[stream] += chunk.length;
            tail.push(chunk);
            if (sink) {
                const text = decoders[stream].write(chunk);
                if (text !== '')
                    sink(text);
            }
        };
        child.stdout?.on('data', take('stdout', options.onStdout));
        child.stderr?.on('data', take('stderr', options.onStderr));
        child.on('error', (error) => finish(null, null, error.message));
        if (child.pid !== undefined)
            (0,process_groups/* registerGroup */.fM)(child.pid);
        if (options.timeoutMs !== undefined) {
            timers.push(setTimeout(() => {
                timedOut = true;
                if (child.pid === undefined)
                    return;
                (0,process_groups/* killGroup */.i0)(child.pid, 'SIGTERM');
                timers.push(setTimeout(() => (0,process_groups/* killGroup */.i0)(child.pid, 'SIGKILL'), KILL_GRACE_MS));
            }, options.timeoutMs));
        }
        let exit;
        child.on('exit', (code, signal) => {
            exit = { code, signal };
            // What the command left running in its group dies with it: a background process could
            // otherwise write the step's command files after the action restored them.
            if (child.pid !== undefined)
                (0,process_groups/* killGroup */.i0)(child.pid, 'SIGKILL');
            // And what left the group: inside a namespace the kernel already killed it with the command.
            if (marker !== undefined && isolation?.mode === 'marked-processes')
                killMarkedProcesses(marker);
            // Grandchildren may keep our pipes open: do not wait for them forever.
            timers.push(setTimeout(() => {
                child.stdout?.destroy();
                child.stderr?.destroy();
                finish(code, signal);
            }, DRAIN_GRACE_MS));
        });
        child.on('close', (code, signal) => finish(exit?.code ?? code, exit?.signal ?? signal));
    });
}

;// CONCATENATED MODULE: ./src/adapters/receipt-writer.ts
/**
 * A binding's run written to the store: its evidence lines, then its receipt,
 * appended as each binding ends (the CLI) or held and appended later in plan
 * order (the action, once what the checks wrote into the evidence files is
 * undone: evidence-files.ts). A write that fails is a warning naming the
 * binding; the run goes on.
 */


/** Appends one binding's evidence lines and receipt; the receipt joins `written` once it is. */
function appendBinding(options, held, written) {
    const { run } = held;
    for (const line of held.evidenceLines) {
        try {
            appendEvidence(options.store, run.ref, line);
        }
        catch (error) {
            options.stderr(`warning: could not write run evidence for ${debugQuote(run.ref)}: ${error.message}\n`);
        }
    }
    if (held.receipt === undefined)
        return;
    try {
        appendReceipt(options.store, held.receipt);
        written.push(held.receipt);
    }
    catch (error) {
        options.stderr(`warning: could not write receipt for ${debugQuote(run.ref)}: ${error.message}\n`);
    }
}
/**
 * Appends what a run held (`RunBoundChecksOptions.hold`), in plan order, and
 * empties it; answers the receipts written.
 */
function writeHeld(options, held) {
    const written = [];
    for (const binding of held.bindings.splice(0))
        appendBinding(options, binding, written);
    return written;
}

;// CONCATENATED MODULE: ./src/adapters/command-files.ts
/**
 * The step's command files (`GITHUB_ENV`, `GITHUB_PATH`, `GITHUB_OUTPUT`,
 * `GITHUB_STATE`, `GITHUB_STEP_SUMMARY`): the runner reads them after the
 * step and applies what they say to every later step of the job — an
 * environment variable such as `NODE_OPTIONS=--require=…`, a PATH entry, an
 * output. A bound check is code from the branch under review and runs as the
 * runner's user, so it can find these files (their directory is
 * `$RUNNER_TEMP/_runner_file_commands/`) even though their variables are
 * removed from its environment.
 *
 * So the action snapshots each file before bound checks run and restores it
 * after: whatever a check wrote, created, replaced or removed is discarded,
 * and each file that changed is reported. Reads are bounded and never follow
 * a link; a restore never writes through a link. The content of a file is
 * never shown.
 */



/** The variables naming the step's command files, in the order reports list them. */
const COMMAND_FILE_VARIABLES = [
    'GITHUB_ENV',
    'GITHUB_PATH',
    'GITHUB_OUTPUT',
    'GITHUB_STATE',
    'GITHUB_STEP_SUMMARY',
];
/** Most bytes of a command file kept to restore it (the runner refuses a larger step summary anyway). */
const SNAPSHOT_MAX_BYTES = (/* unused pure expression or super */ null && (1024 * 1024));
const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');
function look(path) {
    const read = readRegularFile(path, SNAPSHOT_MAX_BYTES);
    if (read.ok)
        return { kind: 'file', bytes: read.bytes };
    if (read.reason === 'missing')
        return { kind: 'missing' };
    if (read.reason === 'too-large') {
        const large = readFileHead(path, SNAPSHOT_MAX_BYTES);
        if (large !== undefined)
            return { kind: 'large', size: large.size, headSha256: sha256(large.head) };
    }
    return { kind: 'other' };
}
/**
 * Snapshots every command file `env` names. Call before the first bound check
 * runs; `restoreCommandFiles` after the last.
 */
function snapshotCommandFiles(env) {
    const files = [];
    for (const variable of COMMAND_FILE_VARIABLES) {
        const path = env[variable];
        if (path === undefined || path === '')
            continue;
        files.push({ variable, path, before: look(path) });
    }
    return { files };
}
function unchanged(before, now) {
    if (before.kind === 'missing')
        return now.kind === 'missing';
    if (before.kind === 'file')
        return now.kind === 'file' && now.bytes.equals(before.bytes);
    if (before.kind === 'large')
        return now.kind === 'large' && now.size === before.size && now.headSha256 === before.headSha256;
    return true; // not the runner's file: nothing to compare with, nothing restored
}
/** The file opened for writing in place when a regular file is there; else whatever is there is removed and the file made anew. */
function openForRewrite(path) {
    try {
        const fd = (0,external_node_fs_.openSync)(path, external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_NOFOLLOW | external_node_fs_.constants.O_NONBLOCK);
        if ((0,external_node_fs_.fstatSync)(fd).isFile())
            return fd;
        (0,external_node_fs_.closeSync)(fd);
    }
    catch {
        // a link, a directory, a FIFO or nothing: made anew below
    }
    (0,external_node_fs_.rmSync)(path, { recursive: true, force: true });
    return (0,external_node_fs_.openSync)(path, external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_CREAT | external_node_fs_.constants.O_EXCL | external_node_fs_.constants.O_NOFOLLOW, 0o644);
}
/**
 * Writes `bytes` as the whole file at `path`, never through a link: a link
 * or anything but a regular file there is removed first. Throws what failed.
 */
function rewriteFile(path, bytes) {
    const fd = openForRewrite(path);
    try {
        (0,external_node_fs_.ftruncateSync)(fd, 0);
        let written = 0;
        while (written < bytes.length)
            written += (0,external_node_fs_.writeSync)(fd, bytes, written, bytes.length - written, written);
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/** Cuts the regular file at `path` back to `size` bytes, never through a link. Throws what failed. */
function truncateFile(path, size) {
    const fd = (0,external_node_fs_.openSync)(path, external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_NOFOLLOW | external_node_fs_.constants.O_NONBLOCK);
    try {
        (0,external_node_fs_.ftruncateSync)(fd, size);
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/** Puts one file back as it was; throws with what failed. */
function restore(snapshot) {
    const { path, before } = snapshot;
    if (before.kind === 'missing')
        rmSync(path, { recursive: true, force: true });
    else if (before.kind === 'file')
        rewriteFile(path, before.bytes);
    else if (before.kind === 'large') {
        // Only what was added after the first SNAPSHOT_MAX_BYTES can be taken back: cut to the old size.
        truncateFile(path, before.size);
        if (!unchanged(before, look(path)))
            throw new Error(`it was larger than ${SNAPSHOT_MAX_BYTES} bytes before the checks`);
    }
}
/**
 * Restores every snapshotted file a bound check changed, and says which
 * changed. A file that cannot be restored is reported with why.
 */
function restoreCommandFiles(snapshot) {
    const changes = [];
    for (const file of snapshot.files) {
        if (unchanged(file.before, look(file.path)))
            continue;
        const change = { variable: file.variable, path: file.path, restored: true };
        try {
            restore(file);
        }
        catch (error) {
            change.restored = false;
            change.failure = error instanceof Error ? error.message : String(error);
        }
        changes.push(change);
    }
    return changes;
}
/** One error line per changed file: which file, that the change was discarded (or why not). */
function describeCommandFileChange(change) {
    const what = `${change.variable} (${change.path})`;
    return change.restored
        ? `A bound check changed the step's command file ${what}: the change was discarded. Bound checks cannot set environment variables, PATH entries, outputs, state or the job summary for the job.`
        : `A bound check changed the step's command file ${what} and it could not be restored (${change.failure ?? 'unknown error'}): later steps of this job may see what the check wrote.`;
}

;// CONCATENATED MODULE: ./src/adapters/secret-policy.ts
/**
 * Which environment variables are secrets, by name, and the environment a
 * child process that runs code under review gets: ours without them (bound
 * checks, bound-checks.ts; the bot's in-process commands, action/bot.ts).
 */

/** Removed by name: the job's GitHub credentials and the runner's own service endpoints. */
const SECRET_NAMES = new Set([
    'GITHUB_TOKEN',
    'GH_TOKEN',
    'GH_ENTERPRISE_TOKEN',
    'GITHUB_ENTERPRISE_TOKEN',
    'ACTIONS_RUNTIME_TOKEN',
    'ACTIONS_ID_TOKEN_REQUEST_TOKEN',
    'ACTIONS_ID_TOKEN_REQUEST_URL',
]);
/**
 * Removed by prefix: action inputs (`INPUT_TOKEN` among them), the runner's
 * service endpoints and their tokens (every `ACTIONS_*`: runtime, results,
 * cache, OIDC), and SSH (keys, the agent socket).
 */
const SECRET_PREFIXES = ['INPUT_', 'ACTIONS_', 'SSH_'];
/** The step's command files, through which a process could set environment, PATH or outputs for later steps. */
const STEP_FILES = new Set(COMMAND_FILE_VARIABLES);
/** Credential words anywhere in a name: GITHUB_TOKEN, MY_SECRETS, DB_PASSWORD, GOOGLE_CREDENTIALS, SLACK_WEBHOOK_URL… */
const SECRET_PARTS = /TOKEN|SECRET|PASSWORD|PASSWD|PASSPHRASE|CREDENTIAL|PRIVATE|WEBHOOK|APIKEY/;
/** Credential words as one of a name's `_`-separated words: GH_PAT, DEPLOY_KEY, DB_PASS, NPM_AUTH… */
const SECRET_WORDS = /(?:^|_)(?:PAT|KEY|KEYS|PASS|AUTH|DSN)(?:_|$)/;
/**
 * Is this variable a credential (or a door to one), by the common shapes of
 * secret names? Matching is on the upper-cased name. Removing a harmless
 * variable costs a check little; passing a secret to code under review can
 * cost the repository.
 */
function isSecretName(name) {
    const upper = name.toUpperCase();
    return (SECRET_NAMES.has(upper) ||
        STEP_FILES.has(upper) ||
        SECRET_PREFIXES.some((prefix) => upper.startsWith(prefix)) ||
        SECRET_PARTS.test(upper) ||
        SECRET_WORDS.test(upper));
}
/**
 * The environment a bound command runs with: ours minus every variable
 * `isSecretName` matches. A bound test is code from the branch under review;
 * it must not be able to act as the workflow (push, comment, mint OIDC
 * tokens) or steer later steps. Note: a checkout with persisted credentials
 * (`actions/checkout`'s default) keeps the token in `.git/config`; use
 * `persist-credentials: false` to keep it from bound commands too.
 */
function childEnvironment(env) {
    const kept = {};
    const removed = [];
    for (const [name, value] of Object.entries(env)) {
        if (isSecretName(name))
            removed.push(name);
        else
            kept[name] = value;
    }
    return { env: kept, removed: removed.sort() };
}

;// CONCATENATED MODULE: ./src/adapters/bound-checks.ts
/**
 * `check --run` (docs/ev-0.1.md#running-bound-checks): runs a plan's bound checks (core/verdict/
 * bound-runs.ts), each binding's test and then its counter-test, and makes
 * ev's receipt of each. Beyond ev:
 *
 * - a per-check timeout: the process group is killed and the run is recorded
 *   `gray`, so the binding reads `gray->red`, never green; a counter-test that
 *   times out proves nothing, so `falsifiable` is recorded `false`;
 * - a child environment without credentials (secret-policy.ts);
 * - the output is passed through and also kept (check-process.ts), fenced
 *   from issuing workflow commands in the action, buffered and printed in
 *   plan order when bindings run at once;
 * - one content-addressed evidence line per execution (core/evidence.ts),
 *   appended with the receipt by receipt-writer.ts.
 */











function resultOf(outcome, greenExitCode) {
    if (outcome.timedOut)
        return 'gray';
    return outcome.exitCode === greenExitCode ? 'green' : 'red';
}
/** HEAD's commit for the receipts, or ev's message for why there is none. */
async function receiptCommit(git) {
    const result = await (0,adapters_git/* runGit */.EO)(git, ['rev-parse', 'HEAD']);
    if (result.code !== 0)
        return { error: 'cannot resolve verified_at_sha (not a git repo?) — pass --verified-at-sha' };
    const sha = result.stdout.toString('utf8').trim();
    return /^[0-9a-f]{40}$/.test(sha)
        ? { sha }
        : { error: `verified_at_sha must be 40 lowercase hex: ${sha}` };
}
/** Straight through, as the output comes (one binding at a time). */
function passThrough(options) {
    return {
        stdout: options.stdout,
        stderr: options.stderr,
        mark: options.stdout,
        warn: options.stderr,
        endOfCommand: () => undefined,
    };
}
/** Most bytes of one binding's output kept for printing when bindings run at once. */
const OUTPUT_BUFFER_BYTES = 1024 * 1024;
/**
 * Keeps one binding's output to print it whole later: the first
 * `OUTPUT_BUFFER_BYTES` of what its commands print, every mark, and a line
 * saying how much was left out. (The report's tail and the evidence hashes
 * are taken from the whole output, unaffected.)
 */
class BufferedOutput {
    chunks = [];
    kept = 0;
    omitted = 0;
    full = false;
    stdout = (text) => this.take('stdout', text);
    stderr = (text) => this.take('stderr', text);
    mark = (text) => void this.chunks.push({ stream: 'stdout', text });
    warn = (text) => void this.chunks.push({ stream: 'stderr', text });
    endOfCommand() {
        if (this.omitted === 0)
            return;
        this.mark(`\n[evolving: ${this.omitted} more bytes of output not shown; the log keeps the first ${OUTPUT_BUFFER_BYTES} bytes of each command]\n`);
        this.omitted = 0;
    }
    replay(target) {
        for (const chunk of this.chunks)
            target[chunk.stream](chunk.text);
    }
    take(stream, text) {
        const bytes = Buffer.byteLength(text, 'utf8');
        // Once something was left out, so is everything after it: the log shows a prefix, not a collage.
        if (this.full || this.kept + bytes > OUTPUT_BUFFER_BYTES) {
            this.full = true;
            this.omitted += bytes;
            return;
        }
        this.kept += bytes;
        this.chunks.push({ stream, text });
    }
}
/** How a command ended, for its log group: `exit 0`, `timed out`, `killed`, `could not start`. */
function howItEnded(outcome) {
    if (outcome.spawnError !== undefined)
        return 'could not start';
    if (outcome.timedOut)
        return 'timed out';
    return outcome.exitCode === null ? 'killed' : `exit ${outcome.exitCode}`;
}
/** Longest command shown in a group's name (the whole command is in the report). */
const GROUP_COMMAND_CHARS = 200;
/**
 * `test: <command> — exit 1`, the name of a command's log group: one line, no
 * control characters, `%` escaped as workflow-command data is.
 */
function groupName(role, command, outcome) {
    // eslint-disable-next-line no-control-regex
    const oneLine = command.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim();
    const shown = oneLine.length > GROUP_COMMAND_CHARS
        ? `${oneLine.slice(0, GROUP_COMMAND_CHARS - 1)}…`
        : oneLine;
    return `${role}: ${shown} — ${howItEnded(outcome)}`.replace(/%/g, '%25');
}
async function execute(ctx, command, role, sink) {
    const { options } = ctx;
    const fence = options.fenceWorkflowCommands ? (0,external_node_crypto_.randomUUID)() : undefined;
    // Fenced (the action): the command's output is held until it ends, so that its log group
    // can be named by its exit code; the fence inside the group keeps it from issuing commands.
    const held = fence ? new BufferedOutput() : undefined;
    const commandOptions = {
        cwd: options.git.cwd,
        env: ctx.env,
        onStdout: held ? held.stdout : sink.stdout,
        // Fenced output must go through the one fenced stream: the runner reads commands on both.
        onStderr: held ? held.stdout : sink.stderr,
        clock: ctx.clock,
    };
    if (options.timeoutMs !== undefined)
        commandOptions.timeoutMs = options.timeoutMs;
    if (options.tailBytes !== undefined)
        commandOptions.tailBytes = options.tailBytes;
    if (options.isolate)
        commandOptions.isolate = true;
    const outcome = await runShellCommand(command, commandOptions);
    if (!held || !fence) {
        sink.endOfCommand();
        return outcome;
    }
    held.endOfCommand();
    sink.mark(`::group::${groupName(role, command, outcome)}\n`);
    sink.mark(`::stop-commands::${fence}\n`);
    held.replay({ stdout: sink.stdout, stderr: sink.stdout });
    sink.endOfCommand();
    sink.mark(`\n::${fence}::\n::endgroup::\n`);
    return outcome;
}
function execution(ctx, run, command, role, outcome, sha) {
    const result = resultOf(outcome, ctx.options.greenExitCode);
    const evidence = {
        ref: command,
        bound_ref: run.ref,
        role,
        platform: run.platform,
        commit: sha,
        result,
        exit_code: outcome.exitCode,
        signal: outcome.signal,
        timed_out: outcome.timedOut,
        stdout_sha256: outcome.stdoutSha256,
        stderr_sha256: outcome.stderrSha256,
        stdout_bytes: outcome.stdoutBytes,
        stderr_bytes: outcome.stderrBytes,
        started_at: formatTimestamp(outcome.startedAt),
        finished_at: formatTimestamp(outcome.finishedAt),
        duration_ms: Number((outcome.finishedAt - outcome.startedAt) / 1000000n),
        host: ctx.host,
    };
    const record = {
        ref: command,
        boundRef: run.ref,
        role,
        platform: run.platform,
        exitCode: outcome.exitCode,
        timedOut: outcome.timedOut,
        result,
        outputTail: outcome.outputTail,
        evidenceId: evidenceId(evidence),
    };
    return { record, evidenceLine: formatEvidenceLine(evidence) };
}
/**
 * Exit 126 (not executable) or 127 (not found) from `sh -c`: the command
 * could not be executed, which is no pass or fail (ev 0.1.9). A command that
 * means to exit 126 or 127 cannot be told apart; it counts as not executed,
 * which gates rather than passes.
 */
function couldNotExecute(outcome) {
    return !outcome.timedOut && (outcome.exitCode === 126 || outcome.exitCode === 127);
}
function counterCouldNotRun(counterTest, why) {
    return `warning: counter-test ${debugQuote(counterTest)} could not run (${why}) — recording unproven\n`;
}
/**
 * ev 0.1.9 and 0.1.28 under the counter-test: one that could not execute
 * makes the receipt `falsifiable: false` (ev 0.1.2 wrote `true` when the test
 * passed, since the counter "failed"); one that agreed with the test is no
 * negative control. Either way the binding reads unproven, and ev says why.
 */
function noteUnprovenCounterTest(counterTest, counter, receipt, sink) {
    if (couldNotExecute(counter)) {
        const why = `${debugQuote(counterTest)} could not be executed (exit ${counter.exitCode})`;
        sink.warn(counterCouldNotRun(counterTest, why));
        receipt.falsifiable = false;
    }
    else if (receipt.falsifiable === false && !counter.timedOut) {
        sink.warn(`warning: counter-test ${debugQuote(counterTest)} did not flip (it agreed with the check) — not a valid negative control; recording unproven\n`);
    }
}
/** Runs the test, then (when it ran) the counter-test that proves it falsifiable. Writes nothing. */
async function runBinding(ctx, run, sink) {
    const outcome = { run, executions: [] };
    if ('error' in ctx.commit) {
        sink.warn(`warning: run failed for ${debugQuote(run.ref)}: ${ctx.commit.error}\n`);
        return outcome;
    }
    const sha = ctx.commit.sha;
    const ranAt = formatTimestamp(ctx.clock());
    const test = await execute(ctx, run.ref, 'test', sink);
    if (test.spawnError !== undefined) {
        sink.warn(`warning: run failed for ${debugQuote(run.ref)}: cannot run ${debugQuote(run.ref)}: ${test.spawnError}\n`);
        return outcome;
    }
    const tested = execution(ctx, run, run.ref, 'test', test, sha);
    outcome.executions.push(tested);
    const newRules = (ctx.options.rules ?? ev_rules/* DEFAULT_EV_RULES */.E9) !== '0.1.2';
    if (newRules && couldNotExecute(test)) {
        // ev 0.1.9: a test sh could not execute is no result at all: no receipt, as for a spawn failure.
        const why = `${debugQuote(run.ref)} could not be executed (exit ${test.exitCode})`;
        sink.warn(`warning: run failed for ${debugQuote(run.ref)}: ${why}\n`);
        return outcome;
    }
    const receipt = {
        test: run.ref,
        platform: run.platform,
        commit: sha,
        ran_at: ranAt,
        result: tested.record.result,
    };
    if (run.counterTest !== undefined) {
        // Prove falsifiability: the counter-test must produce the opposite result.
        const counter = await execute(ctx, run.counterTest, 'counter-test', sink);
        if (counter.spawnError === undefined) {
            const countered = execution(ctx, run, run.counterTest, 'counter-test', counter, sha);
            outcome.executions.push(countered);
            receipt.falsifiable = counter.timedOut ? false : receipt.result !== countered.record.result;
            if (newRules)
                noteUnprovenCounterTest(run.counterTest, counter, receipt, sink);
        }
        else if (newRules) {
            // ev 0.1.9: a declared counter-test that cannot run proves nothing: unproven, never left unsaid.
            const why = `cannot run ${debugQuote(run.counterTest)}: ${counter.spawnError}`;
            sink.warn(counterCouldNotRun(run.counterTest, why));
            receipt.falsifiable = false;
        }
    }
    outcome.receipt = receipt;
    return outcome;
}
/**
 * Runs `work` on every item with at most `jobs` at once, and hands each
 * result to `done` in item order, as soon as it and every earlier one are
 * finished. With `jobs` 1 this is a plain loop.
 */
async function inItemOrder(items, jobs, work, done) {
    const results = new Map();
    let next = 0;
    let handed = 0;
    const worker = async () => {
        while (next < items.length) {
            const index = next++;
            results.set(index, await work(items[index]));
            while (results.has(handed)) {
                const result = results.get(handed);
                results.delete(handed++);
                done(result);
            }
        }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(jobs, items.length)) }, worker));
}
async function runBoundChecks(options) {
    const { env, removed } = childEnvironment(options.env);
    const result = {
        records: [],
        receipts: [],
        executed: [],
        removedEnv: removed,
    };
    if (options.plan.length === 0)
        return result;
    const ctx = {
        options,
        env,
        // Resolved once (ev asks git per run): HEAD does not move while we run.
        commit: await receiptCommit(options.git),
        host: (0,external_node_os_.hostname)(),
        clock: options.clock ?? nowNanos,
    };
    if ('sha' in ctx.commit)
        result.commit = ctx.commit.sha;
    const jobs = options.jobs ?? 1;
    await inItemOrder(options.plan, jobs, async (run) => {
        if (jobs === 1)
            return runBinding(ctx, run, passThrough(options));
        const output = new BufferedOutput();
        return { ...(await runBinding(ctx, run, output)), output };
    }, (outcome) => {
        outcome.output?.replay(options);
        record(options, outcome, result);
    });
    return result;
}
/** Keeps one binding's records, and appends (or holds) its evidence and receipt, in plan order. */
function record(options, outcome, result) {
    const { run } = outcome;
    for (const { record } of outcome.executions)
        result.records.push(record);
    if (outcome.executions.length > 0)
        result.executed.push(run);
    const held = {
        run,
        evidenceLines: outcome.executions.map((e) => e.evidenceLine),
        ...(outcome.receipt ? { receipt: outcome.receipt } : {}),
    };
    if (options.hold)
        options.hold.bindings.push(held);
    else
        appendBinding(options, held, result.receipts);
}

;// CONCATENATED MODULE: ./src/core/verdict/bound-runs.ts

/** Every test ground of a live tick that declares `platform`, in ledger order (as ev runs them). */
function planBoundRuns(ticks, platform) {
    const plan = [];
    for (const { file, tick } of ticks) {
        if (!isEvaluated(tick))
            continue;
        tick.grounds.forEach((ground, groundIndex) => {
            const check = ground.check;
            if (check?.by !== 'test' || !check.liveness.platforms.includes(platform))
                return;
            const run = {
                tickFile: file,
                tickId: tick.id,
                groundIndex,
                ref: check.ref,
                platform,
            };
            if (check.counter_test !== undefined)
                run.counterTest = check.counter_test;
            plan.push(run);
        });
    }
    return plan;
}

;// CONCATENATED MODULE: ./src/adapters/evidence-files.ts
/**
 * The evidence files around the bound checks (docs/USAGE.md#what-a-bound-check-can-reach). A bound check is
 * code from the change under review and runs as the runner's user: it can
 * write into `.evolving/results/` while the checks run — append a green
 * receipt to another binding's file, add a receipt file, truncate or delete
 * one. Whatever it writes there would then be read back as the base's
 * committed evidence, and ride a later upload of the receipts as if the
 * action had written it.
 *
 * So, under the action's trust rules, everything under `.evolving/results/`
 * (but ev's `state/` cache, which the action neither reads nor writes) is
 * snapshotted before the first bound command starts. After the last one has
 * ended — its process group killed, so nothing it started still writes —
 * every file a check added, changed, replaced or removed is put back as it
 * was, each line that appeared is reported by file and line and never read,
 * and only then does the action append its own receipts and evidence lines
 * (bound-checks.ts holds them until receipt-writer.ts's `writeHeld`): the action's own lines are what
 * it wrote, not lines that look like them. Nothing is lost either: a file a
 * check truncated or deleted is back whole.
 *
 * A change is seen by the file's inode, size and change time (`ctime`, which
 * no unprivileged process can set back), then by its bytes. Reads are bounded
 * and never follow a link; a restore never writes through one.
 */





/** Most files snapshotted: far above a ledger's receipts and evidence files (one each per binding). */
const EVIDENCE_SNAPSHOT_FILES = 200_000;
/** Most bytes kept to restore files (beyond, a file is kept by its size and restored by truncation). */
const EVIDENCE_SNAPSHOT_BYTES = 512 * 1024 * 1024;
/** Lines named per file in the findings; the rest are counted. */
const LINES_NAMED = 5;
/** ev's per-tick state cache: neither read nor written by the action. */
const NOT_EVIDENCE = new Set(['state']);
function stampOf(stats) {
    return { ino: stats.ino, size: stats.size, ctimeNs: stats.ctimeNs };
}
function sameStamp(a, b) {
    return (a !== undefined &&
        b !== undefined &&
        a.ino === b.ino &&
        a.size === b.size &&
        a.ctimeNs === b.ctimeNs);
}
function lstat(path) {
    try {
        return (0,external_node_fs_.lstatSync)(path, { bigint: true });
    }
    catch {
        return undefined;
    }
}
function kindOfStats(stats) {
    if (stats.isSymbolicLink())
        return 'symlink';
    if (stats.isFile())
        return 'file';
    if (stats.isDirectory())
        return 'directory';
    return 'unknown';
}
/** Every entry under `dir` (not under NOT_EVIDENCE at the top), parents first, links not followed. */
function walk(dir, visit) {
    const pending = [''];
    while (pending.length > 0) {
        const rel = pending.shift();
        let entries;
        try {
            entries = (0,untrusted_file/* listEntries */.fi)(rel === '' ? dir : (0,external_node_path_.join)(dir, rel));
        }
        catch {
            continue;
        }
        entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
        for (const entry of entries) {
            if (rel === '' && NOT_EVIDENCE.has(entry.name))
                continue;
            const child = rel === '' ? entry.name : `${rel}/${entry.name}`;
            if (!visit(child, (0,external_node_path_.join)(dir, child)))
                return;
            if (entry.kind === 'directory')
                pending.push(child);
        }
    }
}
/**
 * What is under `.evolving/results/` now. Call right before the first bound
 * command starts; `restoreEvidence` after the last has ended.
 */
function snapshotEvidence(store) {
    const entries = new Map();
    let files = 0;
    let bytes = 0;
    let skipped = 0;
    walk(store.resultsDir, (rel, path) => {
        const stats = lstat(path);
        if (stats === undefined)
            return true;
        const kind = kindOfStats(stats);
        if (kind === 'directory')
            entries.set(rel, { kind: 'directory' });
        else if (kind !== 'file')
            entries.set(rel, { kind: 'other', what: kind, stamp: stampOf(stats) });
        else if (++files > EVIDENCE_SNAPSHOT_FILES)
            skipped++;
        else {
            const size = Number(stats.size);
            const read = size <= adapters_store/* READ_BOUNDS */.X6.receiptFile && bytes + size <= EVIDENCE_SNAPSHOT_BYTES
                ? (0,untrusted_file/* readRegularFile */.XF)(path, adapters_store/* READ_BOUNDS */.X6.receiptFile, 'file')
                : undefined;
            if (read?.ok) {
                bytes += read.bytes.length;
                entries.set(rel, { kind: 'file', stamp: stampOf(stats), bytes: read.bytes });
            }
            else
                entries.set(rel, { kind: 'large', stamp: stampOf(stats) });
        }
        return true;
    });
    return {
        store,
        entries,
        skipped,
        rootWasDirectory: lstat(store.resultsDir)?.isDirectory() === true,
    };
}
/** The lines of a file's bytes, as the readers split them (a last line without newline counts). */
function linesOf(bytes) {
    const text = bytes.toString('latin1');
    const lines = text.split('\n');
    if (lines.at(-1) === '')
        lines.pop();
    return lines;
}
/**
 * Which lines of `now` did not come from `before` (1-based, in `now`), and
 * which of `before` are gone (1-based, in `before`): a multiset difference,
 * so a line a check appended twice, or a copy of an existing line, counts.
 */
function lineChanges(before, now) {
    const kept = new Map();
    for (const line of linesOf(before))
        kept.set(line, (kept.get(line) ?? 0) + 1);
    const added = [];
    linesOf(now).forEach((line, i) => {
        const left = kept.get(line) ?? 0;
        if (left > 0)
            kept.set(line, left - 1);
        else
            added.push(i + 1);
    });
    const removed = [];
    const remaining = new Map(kept);
    linesOf(before).forEach((line, i) => {
        const left = remaining.get(line) ?? 0;
        if (left > 0) {
            remaining.set(line, left - 1);
            removed.push(i + 1);
        }
    });
    return { added, removed };
}
/** `lines 3, 4, 7 and 2 more` */
function lineList(lines) {
    const named = lines.slice(0, LINES_NAMED).join(', ');
    const more = lines.length - LINES_NAMED;
    return `line${lines.length === 1 ? '' : 's'} ${named}${more > 0 ? ` and ${more} more` : ''}`;
}
const REFUSED = 'written by a bound check while the checks ran, not by this action: refused as evidence and removed (the file is as it was before the checks, plus this run’s own lines)';
function describeFile(shown, before, now) {
    if (before === undefined) {
        const lines = now === undefined ? [] : linesOf(now).map((_, i) => i + 1);
        return lines.length === 1
            ? `${shown}:1: a file a bound check created while the checks ran, not this action — refused as evidence and removed`
            : `${shown}: a file a bound check created while the checks ran (${lines.length} lines), not this action — refused as evidence and removed`;
    }
    if (before.kind === 'large')
        return `${shown}: changed by a bound check while the checks ran — cut back to its size before the checks (too large to keep whole: a line changed within it cannot be put back)`;
    if (before.kind !== 'file' || now === undefined)
        return `${shown}: replaced or removed by a bound check while the checks ran — put back as it was before the checks`;
    const { added, removed } = lineChanges(before.bytes, now);
    const parts = [];
    if (added.length === 1 && removed.length === 0)
        return `${shown}:${added[0]}: a line ${REFUSED}`;
    if (added.length > 0)
        parts.push(`${lineList(added)} ${REFUSED}`);
    if (removed.length > 0)
        parts.push(`${lineList(removed)} of the file before the checks removed or changed by a bound check: put back`);
    if (parts.length === 0)
        parts.push('rewritten by a bound check with the same lines: put back byte for byte');
    return `${shown}: ${parts.join('; ')}`;
}
/** Whether an entry is as the snapshot found it (a file: by its stamp, the bytes compared after). */
function evidence_files_unchanged(before, stats) {
    if (before.kind === 'directory')
        return stats?.isDirectory() === true;
    // A link or special file the readers refuse: gone, it reads the same.
    if (before.kind === 'other')
        return stats === undefined || sameStamp(before.stamp, stampOf(stats));
    return stats !== undefined && sameStamp(before.stamp, stampOf(stats));
}
/** Removes whatever is at `path` (a link itself, never its target). */
function remove(path) {
    (0,external_node_fs_.rmSync)(path, { recursive: true, force: true });
}
/** Puts one entry back as it was; throws with what failed. */
function putBack(path, before) {
    const stats = lstat(path);
    const kind = stats === undefined ? 'missing' : kindOfStats(stats);
    if (before.kind === 'directory') {
        if (kind === 'directory')
            return;
        remove(path);
        (0,external_node_fs_.mkdirSync)(path);
    }
    else if (before.kind === 'file') {
        if (kind !== 'file')
            remove(path);
        rewriteFile(path, before.bytes);
    }
    else if (before.kind === 'large') {
        if (kind !== 'file')
            throw new Error('it was too large to keep, and is no longer a file');
        // Only what was added beyond its old size can be taken back.
        truncateFile(path, Number(before.stamp.size));
    }
    else if (kind !== 'missing') {
        remove(path); // a link or special file the readers refuse: its absence reads the same
    }
}
/**
 * Puts every evidence file a bound check changed back as it was before the
 * checks, and says what each check did. Call after the last bound command
 * has ended, before the action writes its own lines and reads the receipts.
 */
function restoreEvidence(snapshot) {
    const { store, entries } = snapshot;
    const root = store.resultsDir;
    const findings = [];
    const failures = [];
    const shown = (rel) => (0,adapters_store/* shownPath */.pS)(store, (0,external_node_path_.join)(root, rel));
    const fail = (rel, error) => failures.push(`${shown(rel)}: changed by a bound check and could not be put back (${error instanceof Error ? error.message : String(error)}): its evidence is not to be trusted`);
    // The results directory itself, removed or swapped for a link: made again, its entries below.
    if (snapshot.rootWasDirectory && lstat(root)?.isDirectory() !== true) {
        findings.push(`${(0,adapters_store/* shownPath */.pS)(store, root)}: removed or replaced by a bound check while the checks ran — put back as it was before the checks`);
        try {
            remove(root);
            (0,external_node_fs_.mkdirSync)(root);
        }
        catch (error) {
            failures.push(`${(0,adapters_store/* shownPath */.pS)(store, root)}: could not be put back (${error instanceof Error ? error.message : String(error)}): the evidence under it is not to be trusted`);
            return { findings, failures };
        }
    }
    // What is there now that was not before: made by a check. Removed (deepest first).
    const appeared = [];
    walk(root, (rel, path) => {
        const before = entries.get(rel);
        if (before === undefined ||
            (before.kind === 'directory' && lstat(path)?.isDirectory() !== true))
            appeared.push(rel);
        return true;
    });
    for (const rel of appeared.reverse()) {
        const path = (0,external_node_path_.join)(root, rel);
        const stats = lstat(path);
        if (stats === undefined)
            continue;
        if (stats.isFile()) {
            const read = (0,untrusted_file/* readRegularFile */.XF)(path, adapters_store/* READ_BOUNDS */.X6.receiptFile, 'file');
            findings.push(describeFile(shown(rel), undefined, read.ok ? read.bytes : undefined));
        }
        else if (!stats.isDirectory() && entries.get(rel) === undefined) {
            findings.push(`${shown(rel)}: made by a bound check while the checks ran (not a file) — removed`);
        }
        if (entries.get(rel)?.kind === 'directory')
            continue; // put back below
        try {
            remove(path);
        }
        catch (error) {
            fail(rel, error);
        }
    }
    // What was there before: each entry as it was (parents first, so files land in real directories).
    for (const [rel, before] of entries) {
        const path = (0,external_node_path_.join)(root, rel);
        const stats = lstat(path);
        if (evidence_files_unchanged(before, stats))
            continue;
        let now;
        if (before.kind === 'file' && stats?.isFile() === true) {
            const read = (0,untrusted_file/* readRegularFile */.XF)(path, adapters_store/* READ_BOUNDS */.X6.receiptFile, 'file');
            now = read.ok ? read.bytes : undefined;
            if (now !== undefined && now.equals(before.bytes))
                continue; // written, but the same bytes
        }
        findings.push(describeFile(shown(rel), before, now));
        try {
            putBack(path, before);
        }
        catch (error) {
            fail(rel, error);
        }
    }
    if (snapshot.skipped > 0)
        failures.push(`${(0,adapters_store/* shownPath */.pS)(store, root)}: ${snapshot.skipped} files beyond the first ${EVIDENCE_SNAPSHOT_FILES.toLocaleString('en-US')} were not snapshotted before the bound checks: a change a check made to them cannot be told apart`);
    return { findings, failures };
}

;// CONCATENATED MODULE: ./src/adapters/git-status.ts
/**
 * `git status --porcelain=v1 -z --no-renames` read: the entries of its
 * output (pull-request-git.ts asks whether the work tree is clean,
 * guarded-paths.ts which guarded paths are dirty).
 */
/**
 * The entries of a `git status --porcelain=v1 -z --no-renames` output (decoded
 * by the caller: utf8 to show paths, latin1 to match git's bytes). Without
 * renames every entry is `XY <path>`, one per NUL-terminated field.
 */
function git_status_statusEntries(output) {
    const entries = [];
    for (const field of output.split('\0')) {
        if (field.length < 4)
            continue;
        entries.push({ code: field.slice(0, 2), path: field.slice(3) });
    }
    return entries;
}

;// CONCATENATED MODULE: ./src/adapters/guarded-paths.ts
/**
 * What ev 0.1.29 and 0.1.32 ask git about a binding's guarded paths (its
 * `triggered_by` entries, as pathspecs from the ledger root), answered before
 * the pure engine runs:
 *
 * - changed between `verified_at_sha` and the staleness sha: `git rev-list
 *   <verified>..<sha> -- <paths>` prints something (undefined when git fails:
 *   an unknown commit keeps the binding sha-stale, as in ev);
 * - dirty: a tracked file under the paths has an uncommitted change (`git
 *   status --porcelain --untracked-files=no -- <paths>`; false when git fails).
 *
 * Changed: every question in the few processes git-triggered-since.ts answers
 * `triggered_since` with (answerChangedSince), however many bindings there
 * are. Dirty: one `git status` over the literal directories of all the
 * guarded paths (git never matches a wildcard: its matcher backtracks); when
 * it prints nothing (the usual CI checkout, even after a run appended
 * receipts) every answer is no, else each path list is matched against what
 * it printed with git's pathspec rules (pathspec.ts), and only lists the
 * matcher does not model (`attr:` magic, absolute paths, GIT_*_PATHSPECS) get
 * a `git status` each — when git's matcher can finish them (gitMayMatch).
 */





/** The key of a path list for the dirty answers: its entries as JSON strings. */
function pathListKey(paths) {
    return JSON.stringify(paths);
}
/** The status every dirty question is asked with, before its pathspecs. */
const STATUS = ['status', '--porcelain', '--untracked-files=no'];
async function dirtyUnder(git, paths) {
    if (paths.length === 0 || !(0,pathspec/* gitMayMatch */.$9)(paths))
        return false; // git would not finish: as if it failed
    const result = await (0,adapters_git/* runGit */.EO)(git, [...STATUS, '--', ...paths]);
    return result.code === 0 && result.stdout.length > 0;
}
/**
 * Whether `git status … -- <paths>` would print something, from the paths a
 * status over (at least) every one of them printed; undefined when git must
 * say: a list the matcher does not model, or one whose answer depends on
 * whether the path is a submodule (`sub/`), which porcelain v1 does not show.
 */
function dirtyFrom(changed, list) {
    if (list.kind === 'invalid')
        return false; // git fails (or the list is over a cap)
    if (list.kind === 'unknowable')
        return undefined;
    let unsure = false;
    for (const path of changed) {
        const asFile = (0,pathspec/* listSelects */.YK)(list, path, false);
        if (asFile !== (0,pathspec/* listSelects */.YK)(list, path, true))
            unsure = true;
        else if (asFile)
            return true;
    }
    return unsure ? undefined : false;
}
/** dirtyFrom over a status output, with the lists compiled from git's prefix (each once). */
async function statusMatcher(git, output) {
    const where = await (0,adapters_git/* runGit */.EO)(git, ['rev-parse', '--show-prefix']);
    if (where.code !== 0)
        return () => undefined;
    const prefix = where.stdout.toString('utf8').split('\n')[0] ?? '';
    // Byte strings, as the pathspec matcher compares them.
    const changed = git_status_statusEntries(output.toString('latin1')).map((entry) => entry.path);
    const compile = (0,pathspec/* pathspecListCompiler */.kh)(prefix);
    return (paths) => (paths.length === 0 ? false : dirtyFrom(changed, compile(paths)));
}
/**
 * The pathspecs of the status every dirty question is first asked with: the
 * literal directories of every entry, or none (the whole tree) when an entry
 * can match anywhere or is not plain (magic, absolute), or a GIT_*_PATHSPECS
 * switch changes what `:(literal)` means.
 */
function unionPathspecs(git, lists) {
    if ((0,adapters_git/* pathspecSwitchesSet */.zA)(git.env))
        return [];
    const dirs = new Set();
    for (const paths of lists) {
        for (const raw of paths) {
            const dir = (0,pathspec/* literalPathspecOf */.jX)(raw);
            if (dir === undefined)
                return [];
            dirs.add(dir);
        }
    }
    return dirs.size === 0 ? [] : ['--', ...dirs];
}
/**
 * Answers `changed` for each (verified_at_sha, paths) question against the
 * staleness sha, and `dirty` for each path list.
 */
async function answerGuardedPaths(git, stalenessSha, changedQuestions, dirtyQuestions) {
    let changed = new QuestionMap();
    if (stalenessSha !== null && changedQuestions.length > 0) {
        const distinct = new QuestionMap();
        for (const question of changedQuestions)
            if (!distinct.has(question))
                distinct.set(question, question);
        changed = await answerChangedSince(git, [...distinct.values()], stalenessSha);
    }
    const dirty = new Map();
    if (dirtyQuestions.length > 0) {
        // One status over every guarded path first: usually nothing, and then every answer is no.
        const union = unionPathspecs(git, dirtyQuestions);
        const anything = await (0,adapters_git/* runGit */.EO)(git, [...STATUS, '-z', '--no-renames', ...union]);
        const clean = anything.code !== 0 || anything.stdout.length === 0;
        // Every list is within what the status was asked of: each is matched against what it printed.
        const dirtyOf = clean
            ? () => false
            : (0,adapters_git/* pathspecSwitchesSet */.zA)(git.env)
                ? () => undefined // GIT_*_PATHSPECS: git answers each list
                : await statusMatcher(git, anything.stdout);
        for (const paths of dirtyQuestions) {
            const key = pathListKey(paths);
            if (dirty.has(key))
                continue;
            dirty.set(key, dirtyOf(paths) ?? (await dirtyUnder(git, paths)));
        }
    }
    return { changed, dirty };
}

;// CONCATENATED MODULE: ./src/adapters/state-cache.ts
/**
 * ev's verdict cache, `results/state/<tick id>.json` (docs/ev-0.1.md#the-state-cache): one
 * file per evaluated live tick, rewritten by every `check`. On a ledger of
 * 10,000 ticks that is 10,000 file creations, on some disks the largest
 * single cost of `check`: they are written synchronously, in turn (through
 * the thread pool each open, fstat, write and close is a round trip, about
 * three times the cost), each document made just before its write (10,000
 * of them alive at once would be copied by every young-generation GC).
 * Each file:
 *
 * - never through a link (a committed `state/<id>.json -> ~/.bashrc` is
 *   refused), the directory's listing saying what each name already is;
 * - only under a plain file name: the name comes from the tick's `id` field,
 *   ledger text, and `../../package` would overwrite the repository's
 *   package.json (ev 0.1.2 writes it there);
 * - a failure is never fatal, as in ev; a refusal becomes one note for stderr.
 */




/**
 * Creates `results/state` (never through a link) and lists it. When it cannot
 * be written at all: the refusal note instead, or nothing for a failure ev
 * keeps silent.
 */
function openStateDirectory(root, dir) {
    try {
        (0,untrusted_file/* makeDirectoryNoFollow */.s9)(root, dir);
        return {
            directory: {
                root,
                dir,
                existing: new Map((0,untrusted_file/* listEntries */.fi)(dir).map((entry) => [entry.name, entry.kind])),
            },
        };
    }
    catch (error) {
        const note = (0,untrusted_file/* writeRefusalNote */.QB)(root, error);
        return note === undefined ? {} : { note };
    }
}
/** Writes one state file; returns the note to print when it was refused, else undefined. */
function writeStateFile(directory, [tickId, text]) {
    if (!isPlainTickName(tickId)) {
        const shown = (0,external_node_path_.relative)(directory.root, directory.dir);
        return `${shown}: the tick id ${debugQuote(tickId)} is not a file name — its state file is not written`;
    }
    const name = `${tickId}.json`;
    try {
        // `dir` is already normalised and the name a plain file name: no path.join per file.
        (0,untrusted_file/* writeNoFollow */.cK)(`${directory.dir}${external_node_path_.sep}${name}`, text, {
            append: false,
            knownKind: directory.existing.get(name) ?? 'missing',
        });
        return undefined;
    }
    catch (error) {
        return (0,untrusted_file/* writeRefusalNote */.QB)(directory.root, error);
    }
}
/** Writes every document in turn; returns the refusal notes. */
function writeStateFiles(directory, documents) {
    const notes = [];
    for (const document of documents) {
        const note = writeStateFile(directory, document);
        if (note !== undefined)
            notes.push(note);
    }
    return notes;
}

;// CONCATENATED MODULE: ./src/core/verdict/events.ts
/**
 * The local event log `results/events.jsonl` (docs/ev-0.1.md#the-event-log): compact JSON
 * lines with their keys in code-point order (serde_json's sorted map),
 * append-only and best effort. Pure.
 *
 * ev 0.1.2: `check` logs one `check` event per printed row and, before it,
 * one `harvested` event per harvested row: `{"op","tick_id","ts","verdict"}`.
 *
 * ev 0.1.32 (0.1.6, 0.1.19, 0.1.22): per evaluated tick, a `harvested` event
 * per harvested row, then ONE `check` event carrying the tick's worst verdict
 * (`stale` with its kind: `stale:sha`, `stale:count-window`, `stale:age`),
 * `masked_stale` when a worse verdict hides a stale ground, `suppressed_from`
 * when a lock turned a not-green verdict into memo; every event about a tick
 * carries its join fields (`parent_id`, `source_ref`, a coarse `age`,
 * `supersedes`, `ratifies`). After the rows, one `check-run` cost event
 * `{decisions, wall_ms}`.
 */



function formatEventLine(event) {
    const ordered = {};
    for (const key of Object.keys(event).sort(unicode/* compareCodePoints */.OP)) {
        const value = event[key];
        if (value !== undefined)
            ordered[key] = value;
    }
    return `${JSON.stringify(ordered)}\n`;
}
/** The events `ev check` appends for these verdicts (tick `id` field, not the file name). */
function checkEvents(verdicts, ts, rules = '0.1.2') {
    return rules === '0.1.2' ? checkEventsOf012(verdicts, ts) : checkEventsOf0132(verdicts, ts);
}
function byGroundIndex(tests) {
    return [...tests].sort((a, b) => a.groundIndex - b.groundIndex);
}
function checkEventsOf012(verdicts, ts) {
    const events = [];
    for (const { tick, tests } of verdicts) {
        for (const ground of byGroundIndex(tests)) {
            if (ground.harvested)
                events.push({ op: 'harvested', tick_id: tick.id, ts, verdict: ground.label });
            events.push({ op: 'check', tick_id: tick.id, ts, verdict: ground.label });
        }
    }
    return events;
}
function checkEventsOf0132(verdicts, ts) {
    const events = [];
    for (const { tick, tests } of verdicts) {
        const grounds = byGroundIndex(tests);
        const fields = tickEventFields(tick, ts);
        for (const ground of grounds) {
            if (ground.harvested)
                events.push({ ...fields, op: 'harvested', verdict: eventLabel(ground.label, ground.rule) });
        }
        const rolled = rollUp(grounds.map((g) => ({ label: g.label, rule: g.rule })));
        if (rolled === undefined)
            continue;
        const check = { ...fields, op: 'check', verdict: rolled.verdict };
        if (rolled.maskedStale !== undefined)
            check.masked_stale = rolled.maskedStale;
        const suppressed = grounds
            .filter((g) => g.memoReason !== undefined)
            .map((g) => ({ label: g.unlockedLabel, rule: g.rule }));
        const from = rollUp(suppressed);
        if (from !== undefined)
            check.suppressed_from = from.verdict;
        events.push(check);
    }
    return events;
}
/** The `check-run` cost event ev 0.1.19 appends after every `check`. */
function checkRunEvent(ts, wallMs, decisions) {
    return { op: 'check-run', ts, wall_ms: wallMs, decisions };
}
/** The `reopen` event: ev 0.1.2 names the argument; 0.1.32 the tick, with its join fields. */
function reopenEvent(tick, argument, ts, rules) {
    if (rules === '0.1.2')
        return { op: 'reopen', tick_id: argument, ts };
    return { ...tickEventFields(tick, ts), op: 'reopen' };
}
/** What every event about a tick carries from ev 0.1.6 on (the fields absent when the tick has none). */
function tickEventFields(tick, ts) {
    const fields = { op: '', ts, tick_id: tick.id };
    if (tick.parent_id !== '')
        fields.parent_id = tick.parent_id;
    if (tick.source_ref !== undefined)
        fields.source_ref = sourceRefKey(tick.source_ref);
    const age = ageBucket(tick.held_since, ts);
    if (age !== undefined)
        fields.age = age;
    if (tick.supersedes !== undefined)
        fields.supersedes = tick.supersedes;
    if (tick.ratifies !== undefined)
        fields.ratifies = tick.ratifies;
    return fields;
}
/**
 * A coarse decision age, `held_since` to now (ev 0.1.6, sub-day rungs from
 * 0.1.23): fresh (<5 min), minutes (<1 h), hours (<1 d), days (<7 d),
 * weeks (<30 d), months (<365 d), year+. Undefined when either time does not parse.
 */
function ageBucket(heldSince, now) {
    const then = parseRfc3339(heldSince);
    const at = parseRfc3339(now);
    if (then === undefined || at === undefined)
        return undefined;
    const seconds = at.seconds - then.seconds;
    const days = Math.trunc(seconds / 86_400);
    if (seconds < 300)
        return 'fresh';
    if (seconds < 3_600)
        return 'minutes';
    if (seconds < 86_400)
        return 'hours';
    if (days < 7)
        return 'days';
    if (days < 30)
        return 'weeks';
    if (days < 365)
        return 'months';
    return 'year+';
}
const STALE_KINDS = {
    'sha-stale': 'sha',
    'trigger-stale': 'count-window',
    'age-stale': 'age',
};
/** The label as the event log writes it: `stale` carries its kind (ev 0.1.6). */
function eventLabel(label, rule) {
    if (label !== 'stale')
        return label;
    const kind = STALE_KINDS[rule];
    return kind === undefined ? label : `stale:${kind}`;
}
/** How bad a verdict is for the per-tick roll-up (ev's `verdict_rank`): facts ordered, not scored. */
function verdictRank(label) {
    switch (label) {
        case 'red':
        case 'gray->red':
            return 6;
        case 'silently-unbound':
            return 5;
        case 'stale':
            return 4;
        case 'not-run':
            return 3;
        case 'unproven':
            return 2;
        case 'memo':
        case 'dirty':
            return 1;
        default:
            return 0;
    }
}
/** Rank of `stale`: a worse verdict than this hides a stale ground, so the event names it. */
const STALE_RANK = 4;
/**
 * One tick's verdicts rolled up: the first of the worst, and the first stale
 * ground's kind when a worse verdict hides it. Undefined without verdicts.
 */
function rollUp(verdicts) {
    let worst;
    let stale;
    for (const v of verdicts) {
        if (worst === undefined || verdictRank(v.label) > verdictRank(worst.label))
            worst = v;
        if (stale === undefined && v.label === 'stale')
            stale = v;
    }
    if (worst === undefined)
        return undefined;
    const rolled = {
        verdict: eventLabel(worst.label, worst.rule),
    };
    if (verdictRank(worst.label) > STALE_RANK && stale !== undefined)
        rolled.maskedStale = eventLabel(stale.label, stale.rule);
    return rolled;
}

;// CONCATENATED MODULE: ./src/core/verdict/check-selection.ts
/** A binding is one test ground of one tick file. */
function bindingKey(file, groundIndex) {
    return `${file}#${groundIndex}`;
}
/**
 * `needed`: the bindings that declare `platform` and whose verdict, judged
 * for `platform` alone, is not `green`. `verdicts` must come from an
 * evaluation with `attest = [platform]`.
 */
function neededBindings(verdicts, platform) {
    const needed = new Set();
    for (const verdict of verdicts) {
        for (const ground of verdict.tests) {
            if (!ground.check.liveness.platforms.includes(platform))
                continue;
            if (ground.label !== 'green')
                needed.add(bindingKey(verdict.file, ground.groundIndex));
        }
    }
    return needed;
}
/**
 * What became of each binding, asked one binding at a time (as the report is
 * built): a large ledger's bindings are not all keyed in a map first.
 */
function bindingExecutions(facts) {
    return (file, ground) => {
        if (facts.mode === 'off' || facts.mode === 'refused')
            return facts.mode;
        if (!ground.check.liveness.platforms.includes(facts.platform))
            return 'not-declared';
        const key = bindingKey(file, ground.groundIndex);
        if (facts.executed.has(key))
            return 'ran';
        if (facts.selected.has(key))
            return 'not-started';
        return 'reused';
    };
}

;// CONCATENATED MODULE: ./src/core/verdict/shard.ts
/**
 * Shards: one share of the bound checks, for one job of a matrix (`shard:
 * K/N`). A binding's shard is a function of its own test's ref alone — the
 * receipt key, the first 12 hex of SHA-256 of the ref, taken modulo N — so it
 * never depends on the order of the ledger or on the other bindings:
 * appending decisions, superseding one without changing its test, or adding
 * a platform moves nobody else's binding. Two bindings of one test share its
 * receipt file and land in one shard, so no two jobs run one test, and the
 * receipt files the shards write never overlap. Changing N moves most
 * bindings: the jobs of one workflow run all use the same N. Pure.
 */

/** The most shards: GitHub runs at most 256 jobs of one matrix. */
const MAX_SHARDS = 256;
/** The 1-based shard a bound test's ref falls in among `count`. */
function shardOfRef(ref, count) {
    // 12 hex digits are 48 bits: an exact integer; N ≤ 256 makes the modulo's bias negligible.
    return (Number.parseInt(receiptKey(ref), 16) % count) + 1;
}
/** Does this bound test belong to `shard`? */
function inShard(ref, shard) {
    return shardOfRef(ref, shard.count) === shard.index;
}
/** `K/N`, as the input is written. */
function formatShard(shard) {
    return `${shard.index}/${shard.count}`;
}
/**
 * `K/N` read strictly: whole numbers, 1 ≤ K ≤ N ≤ MAX_SHARDS (spaces around
 * the slash allowed). A description of what is wrong otherwise.
 */
function parseShard(text) {
    const match = /^(\d{1,9})\s*\/\s*(\d{1,9})$/.exec(text.trim());
    if (!match)
        return { problem: 'must be K/N, the shard K of N (for example 2/4)' };
    const index = Number(match[1]);
    const count = Number(match[2]);
    if (count < 1 || count > MAX_SHARDS)
        return { problem: `must have N between 1 and ${MAX_SHARDS} (GitHub's limit on a matrix)` };
    if (index < 1 || index > count)
        return { problem: `must have K between 1 and N (${count})` };
    return { index, count };
}
/**
 * The verdicts a shard job reports: each tick with only its bindings in the
 * shard, and only the ticks that keep one. The shards' reports together hold
 * every binding once, with the label one job running them all would give.
 */
function verdictsInShard(verdicts, shard) {
    const share = [];
    for (const verdict of verdicts) {
        const tests = verdict.tests.filter((ground) => inShard(ground.check.ref, shard));
        if (tests.length === verdict.tests.length && tests.length > 0)
            share.push(verdict);
        else if (tests.length > 0)
            share.push({ ...verdict, tests });
    }
    return share;
}

;// CONCATENATED MODULE: ./src/core/verdict/change.ts
/**
 * The change under review (a pull request's changed files) and which
 * declared triggers of a binding select them. A `triggered_by` list is read
 * as git reads it for `triggered_since` (pathspec.ts): from the ledger root,
 * with prefixes, wildcards and magic; a file a trigger selects is a file the
 * binding's decision governs. Pure.
 */

const NO_MATCH = { entries: [], files: [] };
/**
 * Matches binding trigger lists against one change. A pull request has up to
 * 3,000 files and a ledger thousands of bindings, mostly sharing entries:
 * each distinct entry is matched once, and only against the files that
 * start with its literal part (found by binary search in the sorted paths).
 */
class TriggerMatcher {
    change;
    static shared = new WeakMap();
    /**
     * The matcher of this change, shared by everyone who asks about the same
     * object (the report's resurfaced decisions and its decisions in context):
     * each trigger list is matched once per report.
     */
    static of(change) {
        let matcher = TriggerMatcher.shared.get(change);
        if (!matcher) {
            matcher = new TriggerMatcher(change);
            TriggerMatcher.shared.set(change, matcher);
        }
        return matcher;
    }
    /** The changed files as git's byte strings, index-aligned with `change.files`. */
    paths;
    /** Indices of `paths`, sorted by path. */
    sorted;
    byEntry = new Map();
    byList = new Map();
    constructor(change) {
        this.change = change;
        this.paths = change.files.map(pathspec/* toByteString */.pv);
        this.sorted = this.paths.map((_, i) => i).sort((a, b) => compare(this.path(a), this.path(b)));
    }
    /** Which of these declared triggers the change touched, and which changed files they select. */
    match(triggeredBy) {
        if (this.paths.length === 0 || triggeredBy.length === 0)
            return NO_MATCH;
        const key = JSON.stringify(triggeredBy);
        let result = this.byList.get(key);
        if (result === undefined) {
            result = this.compute((0,pathspec/* compilePathspecList */.Q_)(triggeredBy, this.change.ledgerPrefix));
            this.byList.set(key, result);
        }
        return result;
    }
    /** The changed files any of these trigger lists selects, in the change's order. */
    selectedFiles(lists) {
        // Asked for every shown decision: most select nothing, and then nothing is built.
        let selected;
        for (const list of lists) {
            const { files } = this.match(list);
            if (files.length === 0)
                continue;
            selected ??= new Set();
            for (const file of files)
                selected.add(file);
        }
        if (selected === undefined)
            return [];
        const chosen = selected;
        // Kept by the report for every shown decision: an exact-size copy, not filter's growable store.
        return this.change.files.filter((file) => chosen.has(file)).slice();
    }
    compute(list) {
        if (list.kind !== 'list')
            return NO_MATCH;
        const matching = new Map([...list.positives, ...list.excludes].map((e) => [e, this.filesMatching(e.spec)]));
        // Only a file some entry matches can be selected (or any file, for a list of excludes):
        // only those are looked at, in the change's order.
        const entries = new Set();
        const files = [];
        for (const index of this.candidates(list, matching)) {
            const selecting = (0,pathspec/* selectionBy */.wP)(list, (e) => matching.get(e)?.has(index) ?? false);
            if (selecting === undefined)
                continue;
            files.push(this.change.files[index]);
            for (const raw of selecting)
                entries.add(raw);
        }
        const declared = list.positives.map((e) => e.raw);
        return { entries: [...new Set(declared)].filter((raw) => entries.has(raw)), files };
    }
    /** The changed files a list can select, ascending: those its entries match, or all of them. */
    candidates(list, matching) {
        if (list.positives.length === 0)
            return this.paths.map((_, index) => index);
        const union = new Set();
        for (const e of list.positives)
            for (const index of matching.get(e) ?? [])
                union.add(index);
        return [...union].sort((a, b) => a - b);
    }
    /** The indices of the changed files one entry matches (its exclude flag aside). */
    filesMatching(spec) {
        const key = JSON.stringify([
            spec.match,
            spec.literalLength,
            spec.prefixLength,
            spec.glob,
            spec.icase,
        ]);
        let found = this.byEntry.get(key);
        if (found === undefined) {
            // Outside icase, every path a spec matches starts with its literal part.
            const candidates = spec.icase
                ? this.sorted
                : this.startingWith(spec.match.slice(0, spec.literalLength));
            found = new Set(candidates.filter((i) => (0,pathspec/* pathspecMatches */.kM)(spec, this.path(i))));
            this.byEntry.set(key, found);
        }
        return found;
    }
    /** Indices of the paths that start with `prefix`: a binary search, then a run of the sorted list. */
    startingWith(prefix) {
        let lo = 0;
        let hi = this.sorted.length;
        while (lo < hi) {
            const mid = (lo + hi) >> 1;
            if (compare(this.path(this.sorted[mid]), prefix) < 0)
                lo = mid + 1;
            else
                hi = mid;
        }
        const run = [];
        for (let k = lo; k < this.sorted.length; k++) {
            const index = this.sorted[k];
            if (!this.path(index).startsWith(prefix))
                break;
            run.push(index);
        }
        return run;
    }
    path(index) {
        return this.paths[index];
    }
}
/** Byte order (byte strings hold one byte per UTF-16 unit). */
function compare(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}

;// CONCATENATED MODULE: ./src/adapters/pull-request-git.ts
/**
 * Git questions about a pull request: is its base commit here (fetch it if
 * not), which files did it change, and what did it do to the tick files.
 * Thin: each function is one git command (or a few), run through git.ts in
 * the repository located once from the workspace; the pure core interprets
 * answers. Every commit passed in is checked to be a full commit id and
 * placed after `--end-of-options` (or on a batch command's stdin); paths go
 * after `--`.
 */




/**
 * One git command in the repository's work tree root (git.ts: explicit git
 * dir, hardened config, an environment without the token; the repository's
 * own config, e.g. a persisted checkout token, still applies). Without a
 * repository it fails.
 */
async function git(repository, args) {
    const result = await (0,adapters_git/* runGit */.EO)(contextOf(repository), args);
    return { ok: result.code === 0, stdout: result.stdout.toString('utf8'), stderr: result.stderr };
}
/**
 * Where these commands run: the repository's work tree root, with the
 * environment it was located with (git.ts keeps little of it). Without a
 * repository every command fails before it starts, so no environment is needed.
 */
function contextOf(repository) {
    return { repository, cwd: repository?.workTree ?? '.', env: repository?.env ?? {} };
}
/** What git's diff would otherwise run: an external diff program, a textconv filter. */
const NO_PROGRAMS = (/* unused pure expression or super */ null && (['--no-ext-diff', '--no-textconv']));
/** A revision we pass: a full commit id, or HEAD. */
function isRevision(rev) {
    return rev === 'HEAD' || commit_id_isCommitId(rev);
}
async function hasCommit(repository, sha) {
    if (!isCommitId(sha))
        return false;
    return (await git(repository, ['cat-file', '-e', '--end-of-options', `${sha}^{commit}`])).ok;
}
/** Which of these commits the clone holds, from one `cat-file --batch-check` (git-commits.ts's peelCommits). */
async function commitsHere(repository, shas) {
    const peeled = await peelCommits(contextOf(repository), shas);
    return new Set(shas.filter((sha) => peeled.get(sha) !== null));
}
/**
 * Makes sure `sha` is in the clone: fetches it from origin when the
 * checkout left it out (GitHub serves a pull request's head and base
 * commits by id, a fork's too). Returns why it could not, or undefined when
 * it is here. `what` names the commit in the message.
 *
 * A shallow clone gets the commit alone (`--depth=1`). A full clone gets it
 * with the history it lacks (a fork's head on a `fetch-depth: 0` checkout
 * of the base: the pull request's own commits): `--depth=1` there would cut
 * the clone's history at that commit, and every path of its tree would then
 * count as touched by it (ev 0.2's drift, 0.1's history since a receipt).
 */
async function ensureCommit(repository, sha, what = "the pull request's base commit") {
    if (!isCommitId(sha))
        return `${what} is not a full commit id`;
    if (await hasCommit(repository, sha))
        return undefined;
    const depth = (await isShallow(repository)) === false ? [] : ['--depth=1'];
    const fetched = await git(repository, [
        'fetch',
        '--no-tags',
        '--quiet',
        ...depth,
        '--end-of-options',
        'origin',
        sha,
    ]);
    if (fetched.ok && (await hasCommit(repository, sha)))
        return undefined;
    return (`${what} ${sha.slice(0, 12)} is not in this clone and could not be fetched` +
        ` (${firstLine(fetched.stderr) || 'no origin?'}); check out with \`fetch-depth: 0\` (actions/checkout)`);
}
async function checkoutOf(repository, headSha) {
    const head = await git(repository, ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}']);
    const sha = head.stdout.trim();
    if (!head.ok || !isCommitId(sha))
        return { kind: 'other', sha: undefined };
    if (sha === headSha)
        return { kind: 'head', sha };
    const object = await git(repository, ['cat-file', 'commit', '--end-of-options', sha]);
    const header = object.ok
        ? object.stdout.slice(0, Math.max(0, object.stdout.indexOf('\n\n')))
        : '';
    const parents = [...header.matchAll(/^parent ([0-9a-f]+)$/gm)].map((match) => match[1]);
    return parents.length >= 2 && parents[1] === headSha
        ? { kind: 'merge', sha }
        : { kind: 'other', sha };
}
/** Is the clone shallow (a `fetch-depth` other than 0)? Undefined when git cannot say. */
async function isShallow(repository) {
    const answer = await git(repository, ['rev-parse', '--is-shallow-repository']);
    if (!answer.ok)
        return undefined;
    return answer.stdout.trim() === 'true';
}
function firstLine(text) {
    return text.trim().split('\n')[0] ?? '';
}
/** The files changed between the merge base of `base` and `head`, as the pull request shows them. */
async function changedFiles(repository, base, head) {
    if (!isRevision(base) || !isRevision(head))
        return undefined;
    return diffNames(repository, [`${base}...${head}`]);
}
/** `git diff --name-only` over validated revisions (and under `paths`); undefined when git cannot tell. */
async function diffNames(repository, revisions, paths = []) {
    const diff = await git(repository, [
        'diff',
        '--name-only',
        '-z',
        '--no-renames',
        ...NO_PROGRAMS,
        '--end-of-options',
        ...revisions,
        ...(paths.length > 0 ? ['--', ...paths] : []),
    ]);
    return diff.ok ? diff.stdout.split('\0').filter((path) => path !== '') : undefined;
}
/** What `head` did to the files under `path` since `base` (`git diff --name-status -M`). */
async function pathChanges(repository, base, head, path) {
    if (!isRevision(base) || !isRevision(head))
        return undefined;
    const diff = await git(repository, [
        'diff',
        '--name-status',
        '-z',
        '-M',
        ...NO_PROGRAMS,
        '--end-of-options',
        base,
        head,
        '--',
        path,
    ]);
    if (!diff.ok)
        return undefined;
    return parseNameStatus(diff.stdout);
}
/** `-z` name-status output: STATUS NUL PATH NUL, or for R/C: STATUS NUL OLD NUL NEW NUL. */
function parseNameStatus(output) {
    const fields = output.split('\0');
    const changes = [];
    for (let i = 0; i + 1 < fields.length;) {
        const status = (fields[i] ?? '').charAt(0);
        if (status === 'R' || status === 'C') {
            changes.push({ status, from: fields[i + 1] ?? '', path: fields[i + 2] ?? '' });
            i += 3;
        }
        else {
            changes.push({ status, path: fields[i + 1] ?? '' });
            i += 2;
        }
    }
    return changes.filter((change) => change.status !== '');
}
/**
 * Which of these commits are in the clone, asked in one `cat-file
 * --batch-check` (git-commits.ts peelCommits: the ids go on stdin, never as
 * arguments). Anything that is not a full lowercase commit id is reported as
 * absent: it cannot name a commit this clone can judge.
 */
async function commitsInClone(repository, commits) {
    const asked = [...new Set(commits)].filter((commit) => commit_id_isCommitId(commit));
    const present = new Set();
    if (asked.length === 0)
        return present;
    const peeled = await git_commits_peelCommits(contextOf(repository), asked);
    for (const commit of asked)
        if ((peeled.get(commit) ?? null) !== null)
            present.add(commit);
    return present;
}
/**
 * The files under `path` the pull request added, changed or deleted (against
 * the merge base of `base` and `head`), repository-relative; undefined when
 * git cannot tell. `base` must be a full commit id.
 */
async function changedUnder(repository, base, head, path) {
    if (!isCommitId(base) || !isRevision(head))
        return undefined;
    // Against the merge base: what the pull request changed. A shallow clone may hold no merge
    // base; then the two trees are compared directly, which is stricter (a file the base changed
    // since also counts as changed, so it is not evidence either), never laxer.
    for (const revisions of [[`${base}...${head}`], [base, head]]) {
        const names = await diffNames(repository, revisions, [path]);
        if (names !== undefined)
            return names;
    }
    return undefined;
}
/**
 * A file's text at a full commit id (`<commit>:<path>`), or undefined when it
 * is not there, is not a regular file, or is larger than `maxBytes` (asked
 * first, so nothing unbounded is read).
 */
async function textAtCommit(repository, commit, path, maxBytes) {
    if (!commit_id_isCommitId(commit))
        return undefined;
    const object = `${commit}:${path}`;
    const size = await git(repository, ['cat-file', '-s', '--end-of-options', object]);
    const bytes = Number(size.stdout.trim());
    if (!size.ok || !Number.isSafeInteger(bytes) || bytes > maxBytes)
        return undefined;
    const blob = await git(repository, ['cat-file', 'blob', '--end-of-options', object]);
    return blob.ok ? blob.stdout : undefined;
}
/**
 * The entries of directory `dir` (repository-relative) in `commit`'s tree, in
 * one `git ls-tree -z -l`; [] when the commit has no such directory, undefined
 * when git cannot tell.
 */
async function treeEntries(repository, commit, dir) {
    if (!commit_id_isCommitId(commit))
        return undefined;
    const listed = await (0,adapters_git/* runGit */.EO)(contextOf(repository), [
        'ls-tree',
        '-z',
        '-l',
        '--full-tree',
        '--end-of-options',
        commit,
        '--',
        `${dir}/`,
    ]);
    if (listed.code !== 0)
        return undefined;
    const prefix = `${dir}/`;
    const entries = [];
    for (const record of listed.stdout.toString('utf8').split('\0')) {
        const match = /^(\d+) (\S+) ([0-9a-f]+) +(-|\d+)\t(.*)$/s.exec(record);
        if (!match)
            continue;
        const [, mode = '', type = '', oid = '', size = '-', path = ''] = match;
        if (!path.startsWith(prefix))
            continue;
        const entry = { mode, type, oid, name: path.slice(prefix.length) };
        if (size !== '-')
            entry.size = Number(size);
        entries.push(entry);
    }
    return entries;
}
/**
 * The files under `path` whose content in the work tree differs from
 * `commit` (`git diff --name-only <commit> -- <path>`: changed, deleted or
 * added there); undefined when git cannot tell.
 */
async function changedInWorkTreeSince(repository, commit, path) {
    if (!isCommitId(commit))
        return undefined;
    return diffNames(repository, [commit], [path]);
}
/**
 * The contents of these blobs, by object id, in one `git cat-file --batch`
 * (the ids on stdin). The caller bounds what it asks for by the sizes a
 * listing gave; a blob git does not return as one is left out.
 */
async function blobsById(repository, oids) {
    const asked = [...new Set(oids)].filter((oid) => /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/.test(oid));
    if (asked.length === 0)
        return new Map();
    const read = await runGit(contextOf(repository), ['cat-file', '--batch'], asked.map((oid) => `${oid}\n`).join(''));
    return read.code === 0 ? batchBlobsById(read.stdout) : new Map();
}
/**
 * Which of `commits` are `base` itself or one of its ancestors in this
 * clone: those present are asked of one `git rev-list --stdin` (them, not
 * `base`), and a commit it lists is not in `base`'s history. A commit the
 * clone lacks, or a git failure, answers no: nothing unknown counts as the
 * base's.
 */
async function commitsInHistoryOf(repository, commits, base) {
    const inHistory = new Set();
    const wanted = new Set(commits);
    if (!commit_id_isCommitId(base))
        return inHistory;
    const present = await commitsInClone(repository, [...wanted, base]);
    if (!present.has(base))
        return inHistory;
    if (wanted.has(base))
        inHistory.add(base);
    const asked = [...present].filter((commit) => commit !== base && wanted.has(commit));
    if (asked.length === 0)
        return inHistory;
    const outside = await (0,adapters_git/* runGit */.EO)(contextOf(repository), ['rev-list', '--stdin'], `${asked.join('\n')}\n^${base}\n`);
    if (outside.code !== 0)
        return inHistory;
    const listed = new Set(outside.stdout.toString('utf8').split('\n'));
    for (const commit of asked)
        if (!listed.has(commit))
            inHistory.add(commit);
    return inHistory;
}
/**
 * textAtCommit for many files of one commit, in two processes: one `git
 * cat-file --batch-check` for every `<commit>:<path>` (type and size), then
 * one `git cat-file --batch` for the blobs within `maxBytes` (so nothing
 * unbounded is read). The names go on stdin, one a line, where git would
 * end a path at a newline and drop a carriage return before one: a path
 * holding either is read on its own (textAtCommit). Each path maps to its
 * text, or to undefined as textAtCommit answers it.
 */
async function textsAtCommit(repository, commit, paths, maxBytes) {
    const texts = new Map();
    const asked = [...new Set(paths)];
    if (!isCommitId(commit)) {
        for (const path of asked)
            texts.set(path, undefined);
        return texts;
    }
    const alone = (path) => path.includes('\n') || path.includes('\r');
    const batched = asked.filter((path) => !alone(path));
    for (const path of asked)
        if (alone(path))
            texts.set(path, await textAtCommit(repository, commit, path, maxBytes));
    if (batched.length === 0)
        return texts;
    const ctx = contextOf(repository);
    const names = batched.map((path) => `${commit}:${path}\n`);
    const sizes = await runGit(ctx, ['cat-file', '--batch-check=%(objecttype) %(objectsize)'], names.join(''));
    const lines = sizes.code === 0 ? sizes.stdout.toString('utf8').split('\n') : [];
    const within = [];
    batched.forEach((path, i) => {
        texts.set(path, undefined);
        const [, type, size] = /^(\S+) (\d+)$/.exec(lines[i] ?? '') ?? [];
        const bytes = Number(size);
        if (type === 'blob' && Number.isSafeInteger(bytes) && bytes <= maxBytes)
            within.push(i);
    });
    if (within.length === 0)
        return texts;
    const blobs = await runGit(ctx, ['cat-file', '--batch'], within.map((i) => names[i]).join(''));
    if (blobs.code !== 0)
        return texts;
    for (const [k, body] of batchBlobBodies(blobs.stdout, within.length).entries()) {
        // Sized by the batch-check above; a body over the bound anyway ends the reading.
        if (body.length > maxBytes)
            break;
        texts.set(batched[within[k]], body.toString('utf8'));
    }
    return texts;
}
/**
 * Which of these repository-relative paths are files (blobs, links
 * included) at any of the revisions (HEAD or full commit ids): one `git
 * ls-tree -r -z` per revision, each listing matched against the paths in
 * memory. Its cost follows the repository's size, not the number of paths
 * (a `<rev>:<path>` lookup per path inflates every tree on the way again: 20,000
 * lookups in a directory of 10,000 files took minutes). None when git fails.
 */
async function filesAtRevisions(repository, revisions, paths) {
    const files = new Set();
    const asked = new Set(paths);
    const revs = [...new Set(revisions)].filter(isRevision);
    if (revs.length === 0 || asked.size === 0)
        return files;
    const listings = await Promise.all(revs.map((rev) => (0,adapters_git/* runGit */.EO)(contextOf(repository), [
        'ls-tree',
        '-r',
        '-z',
        '--full-tree',
        '--end-of-options',
        rev,
    ])));
    for (const listing of listings) {
        if (listing.code !== 0)
            continue;
        // `<mode> <type> <object>\t<path>\0` per entry; a path is bytes (UTF-8 here, as asked).
        for (const entry of listing.stdout.toString('utf8').split('\0')) {
            const tab = entry.indexOf('\t');
            if (tab < 0 || !entry.startsWith(' blob ', entry.indexOf(' ')))
                continue;
            const path = entry.slice(tab + 1);
            if (asked.has(path))
                files.add(path);
        }
    }
    return files;
}
/**
 * Files under `path` that differ from the checked-out commit (one `git
 * status`, ignored files included, without taking the index lock):
 * what an earlier step of the job (a cache restore) put there.
 */
async function workTreeChanges(repository, path) {
    const changes = { untracked: [], modified: [] };
    // Both started at once: they answer while the caller goes on (reading the tick files).
    const [head, status] = await Promise.all([
        git(repository, ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}']),
        git(repository, [
            'status', // no index lock: git.ts sets GIT_OPTIONAL_LOCKS=0
            '--porcelain=v1',
            '-z',
            '--untracked-files=all',
            '--ignored=matching',
            '--no-renames',
            '--',
            path,
        ]),
    ]);
    const sha = head.stdout.trim();
    if (head.ok && isCommitId(sha))
        changes.head = sha;
    if (!status.ok)
        return changes;
    for (const { code, path: file } of statusEntries(status.stdout)) {
        if (code === '??' || code === '!!' || code.includes('A'))
            changes.untracked.push(file);
        else
            changes.modified.push(file);
    }
    return changes;
}

;// CONCATENATED MODULE: ./src/core/verdict/guarding-test.ts
/**
 * A binding's guarding test (docs/USAGE.md#trust-model): the files its check
 * and counter-test commands name. A pull request that rewrites the test
 * file can turn a broken decision green, and nothing in `triggered_by` says
 * so: the action treats those files as triggers of the binding (for
 * `run-checks: needed`, context and staleness, as declared triggers are),
 * and a binding whose test file the pull request changes is shown to the
 * reviewer with that cause.
 *
 * What a command names is read as a shell reads words — quotes, escapes,
 * operators, `sh -c '…'` scripts — and every word that could be a
 * relative path is a candidate; which candidates are files tracked in the
 * repository is git's answer (the caller asks it once, in a batch). A word
 * with an expansion (`$X`, `*`, `~`, `{a,b}`) names nothing knowable and is
 * skipped. A file the binding already declares in `triggered_by` is the
 * code it guards, not its test; a file in the store (`.evolving/`) is the
 * ledger and its evidence, not a test. Bounded: the characters of a command read,
 * the words taken, a word's length and how deeply nested scripts are read.
 * Pure.
 */

const COMMAND_BOUNDS = {
    /** Characters of one command read; the rest names nothing. */
    commandChars: 8192,
    /** Words taken from one command, nested scripts included. */
    words: 64,
    /** A longer word names no file (PATH_MAX is 4096; no test path is this long). */
    wordChars: 1024,
    /** How deep a quoted script inside a quoted script (`sh -c "bash -c '…'"`) is read. */
    depth: 3,
};
/** A run of characters outside quotes that neither ends a word nor starts a quote or an escape. */
const PLAIN_RUN = /[^\s;&|()<>`'"\\]+/y;
/** Ends a word outside quotes: blanks and the shell's operators (`;`, `&`, `|`, `(`, `)`, `<`, `>`, `` ` ``). */
const SEPARATOR = /[\s;&|()<>`]/;
/** A word that must be read again as a script (`sh -c 'a b'`): it holds a blank or an operator. */
const SCRIPT_LIKE = SEPARATOR;
/** The words of `text`, unquoted; quoted scripts are read again, `depth` levels down. */
function shellWords(text, depth, budget, out) {
    let word = '';
    let inWord = false;
    let quoted = false;
    const end = () => {
        if (inWord && budget.words > 0) {
            budget.words--;
            if (word.length <= COMMAND_BOUNDS.wordChars) {
                out.push(word);
                if (quoted && depth > 1 && SCRIPT_LIKE.test(word))
                    shellWords(word, depth - 1, budget, out);
            }
        }
        word = '';
        inWord = false;
        quoted = false;
    };
    let i = 0;
    while (i < text.length && budget.words > 0) {
        PLAIN_RUN.lastIndex = i;
        const run = PLAIN_RUN.exec(text);
        if (run !== null) {
            word += run[0];
            inWord = true;
            i += run[0].length;
            continue;
        }
        const ch = text[i];
        if (ch === "'") {
            const close = text.indexOf("'", i + 1);
            const stop = close < 0 ? text.length : close;
            word += text.slice(i + 1, stop);
            inWord = quoted = true;
            i = stop + 1;
        }
        else if (ch === '"') {
            inWord = quoted = true;
            for (i++; i < text.length && text[i] !== '"'; i++) {
                const c = text[i];
                if (c === '\\' && i + 1 < text.length && '"\\$`\n'.includes(text[i + 1]))
                    word += text[++i];
                else
                    word += c;
            }
            i++;
        }
        else if (ch === '\\') {
            if (i + 1 < text.length)
                word += text[i + 1];
            inWord = true;
            i += 2;
        }
        else {
            end();
            i++;
        }
    }
    end();
}
/**
 * A word that names no knowable file: an expansion the shell would make
 * (variables, globs, braces, home), a backslash or a control character.
 */
// eslint-disable-next-line no-control-regex
const UNKNOWABLE = /[$*?[\]{}\\\0-\x1f\x7f]|^~/;
/** `--file=tests/a.py`, `-c=x`, `TEST=tests/a.py`: the value after the first `=`. */
const ASSIGNMENT = /^(?:--?[A-Za-z0-9][\w.-]*|[A-Za-z_][A-Za-z0-9_]*)=/;
/** A path git would normalise (`a//b`, `a/./b`, `a/../b`, a trailing `.` or `..`). */
const NOT_NORMAL = /\/\/|(?:^|\/)\.\.?(?:\/|$)/;
/**
 * The relative path a word may name, normalised (`./a//b` → `a/b`; `..`
 * kept where it climbs above the command's directory), or undefined.
 * `tests/x.py::test_y` (a pytest node id) and `src/a.ts:12` (a file and a
 * line) name their file. Every bound command's words pass here: the common
 * word takes no regular expression but the two that must look at it.
 */
function pathOfWord(word) {
    let path = word;
    if (path.includes('='))
        path = path.replace(ASSIGNMENT, '');
    const colons = path.indexOf('::');
    if (colons >= 0)
        path = path.slice(0, colons);
    if (path.includes(':'))
        path = path.replace(/:\d+(?::\d+)?$/, '');
    const first = path.charCodeAt(0);
    // Empty, an option (-), absolute (/), or pathspec magic (:).
    if (Number.isNaN(first) || first === 0x2d || first === 0x2f || first === 0x3a)
        return undefined;
    if (UNKNOWABLE.test(path) || path.endsWith('/'))
        return undefined;
    while (path.startsWith('./'))
        path = path.slice(2);
    let climbs = '';
    while (path.startsWith('../')) {
        climbs += '../';
        path = path.slice(3);
    }
    const rest = NOT_NORMAL.test(path) ? (0,pathspec/* normalizePath */.Fd)(path) : path;
    if (rest === undefined || rest === '' || rest === '.' || rest.endsWith('/'))
        return undefined;
    return climbs + rest;
}
/**
 * The relative paths a command may name (relative to the directory it runs
 * in, the ledger root), in the order written, each once. Only candidates:
 * git says which are tracked files.
 */
function commandPathCandidates(command) {
    const words = [];
    shellWords(command.length > COMMAND_BOUNDS.commandChars
        ? command.slice(0, COMMAND_BOUNDS.commandChars)
        : command, COMMAND_BOUNDS.depth, { words: COMMAND_BOUNDS.words }, words);
    const paths = [];
    for (const word of words) {
        const path = pathOfWord(word);
        if (path !== undefined && !inStore(path) && !paths.includes(path))
            paths.push(path);
    }
    return paths;
}
/**
 * A path in the store (`.evolving/…`: ticks, receipts, events) is the ledger
 * and its evidence, never a test: the action itself appends receipts there
 * while the checks run, and the ledger-diff and the evidence rules judge
 * what a pull request does to it.
 */
function inStore(path) {
    return path === '.evolving' || path.startsWith('.evolving/');
}
/** A ledger-relative candidate as a repository-relative path (`ledgerPrefix`: `''` or `dir/`), or undefined above the root. */
function repositoryPath(candidate, ledgerPrefix) {
    const path = (0,pathspec/* normalizePath */.Fd)(`${ledgerPrefix}${candidate}`);
    return path === undefined || path === '' ? undefined : path;
}
const NONE = Object.freeze([]);
/**
 * The guarding tests of a ledger, from the tracked files each command
 * names (`namedFiles`: command → its candidates that git says are tracked
 * files). Each binding's lists are made once and shared; a binding whose
 * commands name no file keeps its own `triggered_by` array.
 */
function guardingTests(namedFiles) {
    const files = new WeakMap();
    const triggers = new WeakMap();
    const filesOf = (check) => {
        let found = files.get(check);
        if (found === undefined) {
            const named = [
                ...(namedFiles.get(check.ref) ?? NONE),
                ...(check.counter_test === undefined ? NONE : (namedFiles.get(check.counter_test) ?? NONE)),
            ];
            const declared = new Set(check.liveness.triggered_by.map((entry) => (0,pathspec/* normalizePath */.Fd)(entry.replace(/^(?:\.\/)+/, ''))));
            const own = [...new Set(named)].filter((path) => !declared.has(path));
            found = own.length === 0 ? NONE : own;
            files.set(check, found);
        }
        return found;
    };
    return {
        filesOf,
        triggersOf(check) {
            let list = triggers.get(check);
            if (list === undefined) {
                const own = filesOf(check);
                list =
                    own.length === 0 ? check.liveness.triggered_by : [...check.liveness.triggered_by, ...own];
                triggers.set(check, list);
            }
            return list;
        },
    };
}

;// CONCATENATED MODULE: ./src/core/verdict/state.ts
/** One row per ground, in authored order (an array by ground index: no map and sort per tick). */
function rows(verdict) {
    const byIndex = [];
    for (const g of verdict.tests) {
        // Keys in sorted order: JSON.stringify keeps insertion order.
        const row = { check: 'test', claim: g.claim };
        if (g.label === 'not-run')
            row.missing_platforms = g.missingPlatforms;
        row.ref = g.check.ref;
        row.supports = g.supports;
        row.verdict = g.label;
        row.verified_at_sha = g.check.verified_at_sha;
        byIndex[g.groundIndex] = row;
    }
    for (const g of verdict.others) {
        byIndex[g.groundIndex] = {
            check: g.check,
            claim: g.claim,
            supports: g.supports,
            verdict: 'n/a',
        };
    }
    return byIndex.filter((row) => row !== undefined);
}
/** The state document's text for one tick, as ev writes it. */
function stateDocument(verdict, staleness, computedAt) {
    const doc = {
        computed_at: computedAt,
        grounds: rows(verdict),
        staleness_ref: { policy: staleness.policy, sha: staleness.sha },
        tick_id: verdict.tick.id,
    };
    return JSON.stringify(doc, null, 2);
}

;// CONCATENATED MODULE: ./src/evaluation.ts
/**
 * One evaluation of a store: the I/O assembly around the pure verdict engine,
 * shared by the CLI's `check` and `report` and by the action. Read the store,
 * optionally run the bound checks, resolve the staleness reference, read
 * receipts and the selected-list once, ask git every `triggered_since`
 * question in one batch, evaluate, and write ev's state cache and events.
 */






























/** The store, or the one line ev prints when there is none (or it cannot be read). */
function openStore(cwd) {
    try {
        return { store: (0,adapters_store/* locateStore */.kf)(cwd) };
    }
    catch (error) {
        if (!(error instanceof adapters_store/* StoreError */.AD))
            throw error;
        return {
            error: `error: ${error.kind === 'unreadable' ? 'reading store: ' : ''}${error.message}`,
            kind: error.kind,
        };
    }
}
async function evaluateCheck(store, options) {
    const { host, judgedBy, change } = options;
    const clock = host.clock ?? nowNanos;
    const started = clock();
    const rules = judgedBy.rules ?? ev_rules/* DEFAULT_EV_RULES */.E9;
    const ledger = readTicks(store, options.entries, rules);
    const config = judgedBy.config ?? readConfig(store);
    const git = {
        repository: host.repository,
        cwd: store.root,
        env: host.env,
        processes: 0,
    };
    const staleness = await stalenessOf(git, store, config, judgedBy.staleness, host.offline);
    const selected = readSelected(store, change);
    const world = worldOf({ store, git, ticks: ledger.ticks, config, staleness: staleness.reference, clock, rules }, selected.list, judgedBy);
    // The base is judged first, on the receipts present before anything runs; what it read is
    // the evidence this run starts with, reused until a bound check appends to it.
    const base = change?.base !== undefined && world.trust !== undefined
        ? await judgeBase(world, world.trust, change.base, judgedBy.attest)
        : undefined;
    const checked = options.run === undefined
        ? undefined
        : await runChecks(world, options.run, host.env, judgedBy.trust?.changed, base?.receipts);
    const judged = checked?.world ?? world;
    const evidence = checked?.evidence ?? (await readWorldEvidence(world, undefined, undefined, base?.receipts));
    const verdicts = await judgeWorld(judged, evidence, judgedBy.attest, change?.changedPaths);
    if (options.record !== false)
        recordCheck(judged, verdicts, started);
    return {
        store,
        config,
        verdicts,
        staleness: staleness.reference,
        selected,
        runs: checked?.records ?? [],
        warnings: staleness.warnings,
        // Last: reading and writing above may have refused paths.
        problems: [...ledger.problems, ...evidence.receipts.problems, ...store.refused],
        actionWarnings: selected.problem === undefined ? [] : [selected.problem],
        unreadableTicks: ledger.unreadable,
        gitProcesses: git.processes ?? 0,
        refusedReceipts: evidence.receipts.refused,
        evidenceFindings: checked?.findings ?? [],
        triggerRefusals: triggerRefusals(evaluatedOf(judged), host.env),
        ...(judged.trust ? { provenance: new ReceiptProvenance(judged.trust) } : {}),
        ...(checked ? { checks: checked.checks } : {}),
        ...(base ? { base: base.evaluation } : {}),
    };
}
/** The store's ticks (parsed here unless the caller did), and those that could not be read. */
function readTicks(store, entries, rules) {
    const read = entries ?? parseLedger((0,adapters_store/* openTickFiles */.t$)(store), rules);
    const unreadable = read.filter((e) => e.unreadable);
    return {
        ticks: parsedTicks(read),
        unreadable: unreadable.map((e) => e.file),
        problems: unreadable.map((e) => `error: reading store: ${e.file}: ${e.evError ?? e.error ?? 'cannot be read'}`),
    };
}
/** The staleness reference given, or the config's policy resolved (with ev's warning, if any). */
async function stalenessOf(git, store, config, given, offline) {
    if (given !== undefined)
        return { reference: given, warnings: [] };
    const resolved = await resolveStalenessReference(git, store, config.staleness_ref, offline);
    return {
        reference: { policy: config.staleness_ref, sha: resolved.sha },
        warnings: resolved.warning === undefined ? [] : [resolved.warning],
    };
}
/** The world an evaluation judges: what it read, with the action's evidence rules and guarding tests. */
function worldOf(read, selected, { trust, guardingTests }) {
    return {
        ...read,
        selected,
        ...(trust ? { trust: emptyFacts(trust) } : {}),
        ...(guardingTests ? { guarding: guardingTests } : {}),
    };
}
/**
 * The bound checks planned, run, and the evidence read again where they
 * appended to it. `starting`: the receipts the base's judgement read, still
 * the evidence while nothing is appended.
 */
async function runChecks(world, request, env, changed, starting) {
    const planned = await planChecks(world, request, changed, starting);
    const { result, findings } = await executeChecks(world, planned.plan, request, env);
    const after = withThisRun(world, result);
    return {
        records: result.records,
        checks: { selected: planned.plan, executed: result.executed },
        findings,
        world: after,
        evidence: await evidenceAfterRun(after, planned.evidence, result, starting),
    };
}
/**
 * The bindings to run: those declaring the platform, in the shard; with
 * `needed`, only those not green for the platform alone on the receipts
 * present (the evidence read for that is returned, to be reused) or whose
 * triggers select a file the change touched.
 */
async function planChecks(world, request, changed, starting) {
    const shard = request.shard;
    const declared = planBoundRuns(evaluatedOf(world), request.platform);
    const plan = shard === undefined ? declared : declared.filter((bound) => inShard(bound.ref, shard));
    if (request.mode !== 'needed' || plan.length === 0)
        return { plan };
    const evidence = await readWorldEvidence(world, undefined, undefined, starting);
    const needed = neededBindings(evaluateWith(world, evidence, { attest: [request.platform] }), request.platform);
    const touched = touchedBindings(world.ticks, changed, world.guarding);
    return {
        plan: plan.filter((bound) => {
            const key = bindingKey(bound.tickFile, bound.groundIndex);
            return needed.has(key) || touched.has(key);
        }),
        evidence,
    };
}
/** The plan run (guarded under the trust rules), with what the checks wrote and was undone. */
async function executeChecks(world, plan, request, env) {
    const runOptions = {
        store: world.store,
        git: world.git,
        plan,
        rules: world.rules,
        greenExitCode: world.config.green_exit_code,
        env,
        stdout: request.stdout,
        stderr: request.stderr,
        clock: world.clock,
    };
    if (request.timeoutMs !== undefined)
        runOptions.timeoutMs = request.timeoutMs;
    if (request.fenceWorkflowCommands)
        runOptions.fenceWorkflowCommands = true;
    if (request.isolate)
        runOptions.isolate = true;
    if (request.jobs !== undefined)
        runOptions.jobs = request.jobs;
    if (world.trust === undefined || plan.length === 0)
        return { result: await runBoundChecks(runOptions), findings: [] };
    return runGuarded(runOptions);
}
/** The world once checks ran: under the trust rules, this run's receipts and executed bindings are known. */
function withThisRun(world, result) {
    if (world.trust === undefined)
        return world;
    return {
        ...world,
        trust: {
            ...world.trust,
            thisRun: result.receipts,
            executed: new Map(result.executed.map((bound) => [bound.ref, bound.platform])),
        },
    };
}
/**
 * The evidence after the run. What ran appended receipts: they are read
 * again; git's answers so far stay true, and a receipt made at HEAD needs no
 * git at all: nothing landed after it. Also when a binding ran and left no
 * receipt (it could not execute): under the action's trust rules this run
 * decides it, so older evidence read before the run must not. Otherwise the
 * evidence read before stands.
 */
async function evidenceAfterRun(world, before, result, starting) {
    const appended = result.receipts.length > 0 || result.executed.length > 0;
    if (!appended)
        return before ?? readWorldEvidence(world, undefined, undefined, starting);
    return before === undefined
        ? readWorldEvidence(world)
        : readWorldEvidence(world, before, result.commit);
}
/** The verdicts: the engine over the world's evaluated ticks, with git's answers about their guarded paths. */
async function judgeWorld(world, evidence, attest, changedPaths) {
    const ctx = {
        ...verdictContext(world),
        attest,
        ...(changedPaths !== undefined ? { changedPaths } : {}),
    };
    const guarded = await answerWorldGuardedPaths(world);
    return evaluateWorld(world, engineInputs(evidence, world, guarded), ctx);
}
/** ev's `check` side effects (recordEvaluation), with the cost of the check since `started`. */
function recordCheck(world, verdicts, started) {
    const now = world.clock();
    const checkRun = {
        wallMs: Number((now - started) / 1000000n),
        decisions: evaluatedOf(world).length,
    };
    recordEvaluation(world.store, verdicts, world.staleness, formatTimestamp(now), world.rules, checkRun);
}
/**
 * The bindings whose `triggered_by` the matchers refuse (over a cap), each
 * once: every one of them then reads the list as one git refuses. A list
 * only git can match (`attr:` magic, an absolute path, GIT_*_PATHSPECS set)
 * is held to git's own, lower cap.
 */
function triggerRefusals(ticks, env) {
    const gitDecides = (0,adapters_git/* pathspecSwitchesSet */.zA)(env);
    const refused = [];
    for (const { file, tick } of ticks) {
        tick.grounds.forEach((ground, groundIndex) => {
            const check = ground.check;
            if (check?.by !== 'test')
                return;
            const paths = check.liveness.triggered_by;
            const git = gitDecides ||
                paths.some((raw) => raw.startsWith(':(') || raw.startsWith('/')
                    ? (0,pathspec/* compilePathspec */.AG)(raw, '').kind === 'unknowable'
                    : false);
            const refusal = (0,pathspec/* triggerListRefusal */.p0)(paths, git);
            if (refusal !== undefined)
                refused.push({ file, groundIndex, ...refusal });
        });
    }
    return refused;
}
/**
 * The bound checks under the action's trust rules: the evidence files are
 * snapshotted first and the action's own lines held; once the last check has
 * ended, whatever the checks wrote there is undone and returned (`findings`),
 * and then the held lines are appended. A cancel while they run does the
 * same before the step exits.
 */
async function runGuarded(options) {
    const snapshot = snapshotEvidence(options.store);
    const hold = { bindings: [] };
    /** Undoes what the checks wrote, then appends the action's own lines; answers what was undone. */
    const settle = () => {
        const restored = restoreEvidence(snapshot);
        return {
            findings: [...restored.findings, ...restored.failures],
            written: writeHeld(options, hold),
        };
    };
    const release = (0,process_groups/* onStop */.gt)(() => {
        for (const text of settle().findings)
            options.stderr(`warning: ${text}\n`);
    });
    let result;
    let settled;
    try {
        result = await runBoundChecks({ ...options, hold });
    }
    finally {
        release();
        settled = settle();
    }
    return { result: { ...result, receipts: settled.written }, findings: settled.findings };
}
/** The ticks the engine evaluates in this world, in its order (evaluatedTicks, computed once). */
function evaluatedOf(world) {
    world.evaluated ??= evaluatedTicks(world.ticks, world.rules);
    return world.evaluated;
}
/** The engine over the world's evaluated ticks: evaluateLedger without collapsing the lineages again. */
function evaluateWorld(world, inputs, ctx) {
    return evaluatedOf(world).map(({ file, tick }) => evaluateTick(file, tick, inputs, ctx));
}
/**
 * What the engine is told about the ticks it is about to evaluate: their
 * receipts (each file read once; `receipts.problems` lists malformed lines by
 * path and line) and every `triggered_since` answer, asked of git in one
 * batch — except the questions answered in `known` and those about `head`
 * itself (`head..HEAD` is empty, so no git is needed). New answers are added
 * to `known` when it is given.
 */
async function readEvidence(store, git, ticks, known, head, admission, read, guarding) {
    const receipts = read ?? indexReceipts(store, testRefs(ticks), admission);
    const answers = known ?? new QuestionMap();
    const unanswered = [];
    const questions = triggerQuestions(ticks, receipts.receiptsFor, guarding?.triggersOf);
    for (const question of questions) {
        if (question.commit === head)
            answers.set(question, false);
        else if (!answers.has(question))
            unanswered.push(question);
    }
    await answerTriggeredSince(git, unanswered, answers);
    return { receipts, answers, questions };
}
/**
 * The evidence for the live ticks of an evaluation (the ones the engine
 * evaluates): `before`'s answers and the commits it found in the clone are
 * not asked again (its answers are extended); `read`: their receipts, read
 * already under the same facts.
 */
async function readWorldEvidence(world, before, head, read) {
    const live = evaluatedOf(world);
    const trust = world.trust;
    const admission = trust === undefined ? undefined : admissionOf(world, trust);
    const evidence = await readEvidence(world.store, world.git, live, before?.answers, head, admission, read, world.guarding);
    if (trust === undefined)
        return evidence;
    // Which receipt commits are in the clone: one that is not cannot prove its receipt fresh.
    const present = new Set(before?.present);
    const commits = evidence.questions.map((q) => q.commit);
    const unknown = commits.filter((commit) => !present.has(commit));
    for (const commit of await commitsInClone(world.git.repository, unknown))
        present.add(commit);
    if (head !== undefined)
        present.add(head);
    return { ...evidence, present };
}
/** The action's admission of receipts under the facts known now (provenance.ts). */
function admissionOf(world, facts) {
    const provenance = new ReceiptProvenance(facts);
    return {
        nowSeconds: Number(world.clock() / 1000000000n),
        admits: (key, receipt) => provenance.admits(key, receipt),
    };
}
/**
 * The base's verdicts, judged as the base stood, before anything runs: the
 * base's ticks, the rules the evaluation uses, the receipts present now
 * under the action's trust rules (returned, to be reused while nothing is
 * appended) — of which only those made at the base commit or one of its
 * ancestors count: a receipt of the pull request's own commits (this run's,
 * an artifact of its checks) says nothing about the base. `triggered_since`
 * is asked up to the base commit, the staleness sha is the base's own where
 * it names the checked-out commit (`local-head`), no selected-list applies
 * (it describes the change under review), and nothing at the base is dirty.
 */
async function judgeBase(world, trust, request, attest) {
    const baseWorld = {
        store: world.store,
        git: world.git,
        ticks: [...request.ticks],
        config: world.config,
        staleness: {
            policy: world.staleness.policy,
            sha: world.staleness.policy === 'local-head' ? request.commit : world.staleness.sha,
        },
        selected: null,
        clock: world.clock,
        rules: world.rules,
    };
    const live = evaluatedOf(baseWorld);
    const baseRefs = testRefs(live);
    const receipts = indexReceipts(world.store, new Set([...baseRefs, ...testRefs(evaluatedOf(world))]), admissionOf(world, trust));
    const commits = new Set();
    for (const ref of baseRefs)
        for (const receipt of receipts.receiptsFor(ref))
            commits.add(receipt.commit);
    const inHistory = await commitsInHistoryOf(world.git.repository, commits, request.commit);
    const kept = new Map();
    // What says "already failing on the base" never comes from a run of this pull request: an
    // artifact merged with `receipts:` (its own jobs', a fork's) is not the base's evidence; the
    // receipts committed at the base and those restored from the default branch's cache are.
    const provenance = trust.merged.size > 0 ? new ReceiptProvenance(trust) : undefined;
    const ofTheBase = (r) => inHistory.has(r.commit) && provenance?.sourceOf(r).kind !== 'merged';
    const receiptsFor = (ref) => {
        let list = kept.get(ref);
        if (list === undefined)
            kept.set(ref, (list = receipts.receiptsFor(ref).filter(ofTheBase)));
        return list;
    };
    // `<base>..<base>` is empty: no git needed for a receipt made at the base commit itself.
    const questions = triggerQuestions(live, receiptsFor).filter((q) => q.commit !== request.commit);
    const answers = await answerChangedSince(world.git, questions, request.commit);
    const inputs = {
        receiptsFor,
        triggeredSince: (commit, paths) => answers.get({ commit, paths }) ?? false,
    };
    if (world.rules !== '0.1.2') {
        const guarded = await answerGuardedPathsOf(baseWorld, live.map(({ tick }) => tick), false);
        inputs.guardedPathsChanged = (commit, paths) => guarded.changed.get({ commit, paths });
    }
    const verdicts = evaluateWorld(baseWorld, inputs, { ...verdictContext(baseWorld), attest });
    return { evaluation: { verdicts }, receipts };
}
function engineInputs(evidence, world, guarded) {
    const inputs = {
        receiptsFor: evidence.receipts.receiptsFor,
        triggeredSince: (commit, paths) => evidence.answers.get({ commit, paths }) ?? false,
    };
    const present = evidence.present;
    if (present !== undefined)
        inputs.historyMissing = (commit) => !present.has(commit);
    if (world?.guarding !== undefined)
        inputs.guardingTests = world.guarding;
    if (guarded !== undefined) {
        inputs.guardedPathsChanged = (commit, paths) => guarded.changed.get({ commit, paths });
        inputs.guardedPathsDirty = (paths) => guarded.dirty.get(pathListKey(paths)) ?? false;
    }
    return inputs;
}
function emptyFacts(trust) {
    return {
        thisRun: [],
        executed: new Map(),
        merged: trust.merged,
        distrusted: trust.distrusted,
        ...(trust.uncommitted ? { uncommitted: trust.uncommitted } : {}),
    };
}
/**
 * The bindings whose declared triggers select a file the change touched
 * (git's pathspec rules, change.ts): `needed` runs them again whatever the
 * receipts say, since the reused evidence predates the change.
 */
function touchedBindings(ticks, changed, guarding) {
    const touched = new Set();
    if (changed === undefined || changed.files.length === 0)
        return touched;
    const matcher = TriggerMatcher.of(changed);
    for (const { file, tick } of ticks) {
        tick.grounds.forEach((ground, index) => {
            const check = ground.check;
            if (check?.by !== 'test')
                return;
            const triggers = guarding?.triggersOf(check) ?? check.liveness.triggered_by;
            if (matcher.match(triggers).entries.length > 0)
                touched.add(bindingKey(file, index));
        });
    }
    return touched;
}
/**
 * From ev 0.1.29 and 0.1.32: git's answers about the guarded paths of every
 * binding evaluated — changed since `verified_at_sha` (asked only where the
 * staleness sha differs from it) and dirty. None under 0.1.2's rules.
 */
async function answerWorldGuardedPaths(world) {
    if (world.rules === '0.1.2')
        return undefined;
    return answerGuardedPathsOf(world, evaluatedOf(world).map(({ tick }) => tick));
}
/** `withDirty`: also ask which guarded paths have uncommitted changes (never at a base commit). */
async function answerGuardedPathsOf(world, ticks, withDirty = true) {
    const sha = world.staleness.sha;
    const changed = [];
    const dirty = [];
    for (const tick of ticks) {
        for (const ground of tick.grounds) {
            const check = ground.check;
            if (check?.by !== 'test')
                continue;
            const paths = world.guarding?.triggersOf(check) ?? check.liveness.triggered_by;
            if (sha !== null && check.verified_at_sha !== sha)
                changed.push({ commit: check.verified_at_sha, paths });
            if (withDirty)
                dirty.push(paths);
        }
    }
    return answerGuardedPaths(world.git, sha, changed, dirty);
}
function verdictContext(world) {
    return {
        rules: world.rules,
        stalenessSha: world.staleness.sha,
        selected: world.selected,
        nowSeconds: Number(world.clock() / 1000000000n),
        windowSeconds: stalenessWindowSeconds(world.config.staleness_days),
        attest: null,
    };
}
/** The engine over `evidence` with the world's context (the `needed` pre-evaluation). */
function evaluateWith(world, evidence, { attest }) {
    return evaluateWorld(world, engineInputs(evidence, world), {
        ...verdictContext(world),
        attest,
    });
}
/**
 * The ledger root relative to the work tree (`''` at its root), or undefined
 * when it is outside. git reports its work tree with links resolved; the
 * workspace path may hold one (`/tmp` on some systems): both are compared
 * resolved when the plain paths disagree.
 */
function ledgerWithin(workTree, root) {
    const inside = (rel) => !rel.startsWith('..') && !(0,external_node_path_.isAbsolute)(rel);
    const plain = (0,external_node_path_.relative)(workTree, root);
    if (inside(plain))
        return plain;
    try {
        const resolved = (0,external_node_path_.relative)((0,external_node_fs_.realpathSync)(workTree), (0,external_node_fs_.realpathSync)(root));
        return inside(resolved) ? resolved : undefined;
    }
    catch {
        return undefined;
    }
}
/** Distinct paths asked of git for the guarding tests of one ledger; the rest are not looked at (and said so). */
const GUARDING_PATHS_MAX = 100_000;
/**
 * The files each bound command of these ticks names (core/verdict/guarding-test.ts):
 * its words that could be paths, of which git says — in one batch — which
 * are files at any of `revisions` (HEAD, and a pull request's base, where a
 * test file it deletes still is). `problem`: the candidates beyond
 * GUARDING_PATHS_MAX, which were not asked.
 */
async function readGuardingTests(store, repository, ticks, revisions) {
    const named = new Map();
    const within = repository === null ? undefined : ledgerWithin(repository.workTree, store.root);
    if (within === undefined)
        return { tests: guardingTests(named) };
    const prefix = within === '' ? '' : `${within.split(external_node_path_.sep).join('/')}/`;
    const candidates = new Map();
    const asked = new Set();
    let left = 0;
    for (const { tick } of ticks) {
        for (const ground of tick.grounds) {
            const check = ground.check;
            if (check?.by !== 'test')
                continue;
            for (const command of [check.ref, check.counter_test]) {
                if (command === undefined || candidates.has(command))
                    continue;
                const paths = [];
                for (const path of commandPathCandidates(command)) {
                    const file = repositoryPath(path, prefix);
                    if (file === undefined)
                        continue;
                    if (!asked.has(file) && asked.size >= GUARDING_PATHS_MAX) {
                        left++;
                        continue;
                    }
                    asked.add(file);
                    paths.push({ path, file });
                }
                candidates.set(command, paths);
            }
        }
    }
    const files = await filesAtRevisions(repository, revisions, [...asked]);
    for (const [command, paths] of candidates) {
        const tracked = paths.filter((p) => files.has(p.file)).map((p) => p.path);
        if (tracked.length > 0)
            named.set(command, tracked);
    }
    const result = { tests: guardingTests(named) };
    if (left > 0)
        result.problem = `${left} paths named by bound commands beyond the first ${GUARDING_PATHS_MAX.toLocaleString('en-US')} were not checked: a test file among them is not a trigger of its binding`;
    return result;
}
/** The selected-list the change names (default path, another path, or none), with `changed-from-diff` applied. */
function readSelected(store, change = {}) {
    const { selectedList, fillChangedFromDiff } = change;
    const selected = selectedList === null
        ? { list: null }
        : selectedList === undefined
            ? readSelectedList(store)
            : readSelectedList(store, selectedList.path, selectedList.shown);
    if (fillChangedFromDiff === undefined || selected.list?.changed.length !== 0)
        return selected;
    return { ...selected, list: { ...selected.list, changed: [...fillChangedFromDiff] } };
}
/** Refs of the test grounds of these ticks (the receipt files to read, each once). */
function testRefs(ticks) {
    const refs = new Set();
    for (const { tick } of ticks) {
        for (const ground of tick.grounds)
            if (ground.check?.by === 'test')
                refs.add(ground.check.ref);
    }
    return refs;
}
/**
 * `reopen`'s evaluation of one tick (docs/ev-0.1.md#reopen): the staleness sha is
 * the cached `results/origin-sha` only (never resolved through git, never
 * warned about), no platform is attested, the selected-list and receipts are
 * read as for `check` (problems with them stay silent, as in ev), and there is
 * neither a status filter nor — in the labels the caller prints — the C/D
 * jurisdiction lock. Writes nothing.
 */
async function evaluateReopened(store, file, tick, options) {
    const config = readConfig(store);
    const rules = options.rules ?? ev_rules/* DEFAULT_EV_RULES */.E9;
    const git = {
        repository: options.repository,
        cwd: store.root,
        env: options.env,
        processes: 0,
    };
    const evidence = await readEvidence(store, git, [{ tick }]);
    const clock = options.clock ?? nowNanos;
    const world = {
        store,
        git,
        ticks: [{ file, tick }],
        config,
        staleness: { policy: config.staleness_ref, sha: readOriginSha(store) },
        selected: readSelectedList(store).list,
        clock,
        rules,
    };
    const ctx = verdictContext(world);
    // reopen judges the tick whatever its status (and never collapses it away).
    const guarded = rules === '0.1.2' ? undefined : await answerGuardedPathsOf(world, [tick]);
    const verdict = evaluateTick(file, tick, engineInputs(evidence, undefined, guarded), ctx);
    if (rules !== '0.1.2' && options.ticks !== undefined) {
        const by = supersedingChild(options.ticks, tick.id);
        if (by !== undefined)
            verdict.supersededBy = by;
    }
    return verdict;
}
/**
 * ev's side effects of `check`: the event log (best effort), then the state
 * cache per evaluated tick (state-cache.ts), each document made just before
 * its write. What was refused is noted in the store's refusals.
 */
function recordEvaluation(store, verdicts, staleness, ts, rules = '0.1.2', checkRun = { wallMs: 0, decisions: verdicts.length }) {
    const events = checkEvents(verdicts, ts, rules);
    // ev 0.1.19: the cost of the check itself, after its per-decision events.
    if (rules !== '0.1.2')
        events.push(checkRunEvent(ts, checkRun.wallMs, checkRun.decisions));
    appendEvents(store, events.map(formatEventLine));
    const opened = openStateDirectory(store.root, (0,external_node_path_.join)(store.resultsDir, 'state'));
    const notes = 'directory' in opened
        ? writeStateFiles(opened.directory, stateDocuments(verdicts, staleness, ts))
        : [opened.note].filter((note) => note !== undefined);
    for (const note of notes)
        store.refused.add(note);
}
/** The state documents, each made when the writer asks for the next. */
function* stateDocuments(verdicts, staleness, ts) {
    for (const verdict of verdicts)
        yield [verdict.tick.id, stateDocument(verdict, staleness, ts)];
}

;// CONCATENATED MODULE: ./src/commands/read-ledger.ts
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
    const opened = openStore(io.cwd);
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
    const refusal = (0,adapters_store/* unsupportedFormat */.dH)(store);
    if (refusal === undefined)
        return false;
    io.stderr(`error: ${refusal}\n`);
    return true;
}
/** Every tick file as JSON (directory order), or undefined after printing `error: reading store: …`. */
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

;// CONCATENATED MODULE: ./src/commands/brief.ts
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
    const limit = parseCount(text);
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
    const shown = limit ?? readConfig(store).brief_limit;
    if (rules === '0.1.2') {
        (0,commands_io/* printLines */.tj)(io.stdout, briefLines(parsedTicks(files), shown));
        return 0;
    }
    const current = currentBrief(parsedTicks(files), shown);
    // The event measures the JSON brief whichever form is printed: made once.
    const jsonText = briefJson(current);
    appendEventsQuietly(store, [briefEventLine(current, formatTimestamp(nowNanos()), jsonText)]);
    if (json)
        io.stdout(jsonText);
    else {
        const painter = (0,commands_io/* painterOf */.di)(io);
        (0,commands_io/* printLines */.tj)(io.stdout, painter.rich ? richBriefLines(painter, current) : currentBriefLines(current));
    }
    return 0;
};

;// CONCATENATED MODULE: ./src/core/verdict/check-output.ts


const NO_TEST_BOUND_GROUNDS = 'no test-bound grounds to check';
const RUN_NOTE = 'note: run `ev check --run` to execute each counter-test and prove its falsifiability';
const HARVESTED_PREFIX = 'harvested — falsifiability not proven; ';
/** The detail as ev prints it: a harvested binding's is prefixed, its verdict unchanged. */
function printedDetail(ground) {
    return ground.harvested ? `${HARVESTED_PREFIX}${ground.detail}` : ground.detail;
}
function checkRow(file, ground) {
    return `${ground.label}\t${file}\t${debugQuote(ground.claim)}\t(${printedDetail(ground)})`;
}
/** ev 0.1.23's `--run` note when some binding declares a counter-test. */
const RUN_NOTE_PROVE = "note: run `ev check --run` to re-run each bound check and prove each declared counter-test's falsifiability";
/** ev 0.1.23's `--run` note when every binding is harvested: there is no counter-test to run. */
const RUN_NOTE_RERUN = 'note: run `ev check --run` to re-run each bound check and record a fresh receipt';
/**
 * ev 0.1.28's co-location preflight (stderr, `--run` only): the bound checks
 * ran but none resolved to green or red.
 */
const NOTHING_RESOLVED_NOTE = 'note: ran the bound checks but none resolved pass/fail (all stale / not-run / unproven) — ev reads git state from this directory; if the ledger is separate from the guarded code, run ev in the working tree, or set staleness_ref = local-head';
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
 * detail dim; then the tally (gating · green · non-gating, counted by what
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
                `${(0,text_painter/* paintName */.yW)(debugQuote(tick.decision))}  ${(0,text_painter/* paintId */.eP)(file)}  ` +
                (0,text_painter/* paintMeta */.Uc)(`${debugQuote(ground.claim)} · ${detail}`));
        }
    }
    if (total === 0)
        return [NO_TEST_BOUND_GROUNDS];
    lines.push((0,text_painter/* paintMeta */.Uc)(`${gating} gating · ${green} green · ${total - gating - green} non-gating`));
    if (harvested > 0)
        lines.push((0,text_painter/* paintClass */.ZA)(painter, harvestedLine(harvested, total, '0.1.32'), 'attention'));
    if (gating > 0)
        lines.push((0,text_painter/* paintMeta */.Uc)('tip: ev why <selector> · ev reopen <id> — resurface a red'));
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

;// CONCATENATED MODULE: ./src/commands/repository.ts
/**
 * The repository a command's git works in: the caller's when it located one
 * (the bot, from the workspace root), else located from the command's own
 * directory (`--cwd`, or the current one) — the directory the user chose.
 */

function repositoryFor(io, dir) {
    return io.repository !== undefined
        ? Promise.resolve(io.repository)
        : (0,adapters_git/* locateRepository */.ZX)(dir, io.env);
}

;// CONCATENATED MODULE: ./src/commands/check.ts
/**
 * `check [--run] [--platform P] [--exit-on-red] [--offline] [--attest a,b]
 * [--timeout SECONDS] [--jobs N]`: ev 0.1.2's `check` (docs/ev-0.1.md#check,
 * docs/ev-0.1.md#verdicts,
 * docs/COMPATIBILITY.md#where-this-project-is-stricter-than-ev), same output
 * and exit codes. The evaluation itself is src/evaluation.ts, shared with
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
    const opened = openStore(io.cwd);
    if ('error' in opened) {
        io.stderr(`${opened.error}\n`);
        return 1;
    }
    let evaluation;
    try {
        const repository = await repositoryFor(io, io.cwd);
        evaluation = await evaluateCheck(opened.store, checkEvaluateOptions(options, io, repository));
    }
    catch (error) {
        if (!(error instanceof adapters_store/* StoreError */.AD))
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
 * A tick's bookkeeping tags — `authority`, `jurisdiction`, `round_id` — as
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
    return `${file}\t${tick.status}\t${debugQuote(tick.decision)}${tags.join('')}`;
}
/** ev 0.1.32's tags: authority, jurisdiction, source_ref (its key). */
function recentTags(tick) {
    let tags = '';
    if (tick.authority !== undefined)
        tags += `\tauthority=${tick.authority}`;
    if (tick.jurisdiction !== undefined)
        tags += `\tjurisdiction=${tick.jurisdiction}`;
    if (tick.source_ref !== undefined)
        tags += `\tsource_ref=${sourceRefKey(tick.source_ref)}`;
    return tags;
}
function currentRow({ file, tick }) {
    return `${file}\t${tick.status}\t${debugQuote(tick.decision)}${recentTags(tick)}`;
}
/** `--color always`: provenance glyph, bold name, weighted id, dim status and tags. */
function richRow(painter, { file, tick }) {
    let meta = tick.status;
    if (tick.authority !== undefined)
        meta += ` \u00b7 authority=${tick.authority}`;
    if (tick.jurisdiction !== undefined)
        meta += ` \u00b7 jurisdiction=${tick.jurisdiction}`;
    if (tick.source_ref !== undefined)
        meta += ` \u00b7 source_ref=${sourceRefKey(tick.source_ref)}`;
    const glyph = (0,text_painter/* provenanceGlyph */.Y5)(painter, isAgentProposed(tick));
    return `${glyph} ${(0,text_painter/* paintName */.yW)(debugQuote(tick.decision))}  ${(0,text_painter/* paintId */.eP)(file)}  ${(0,text_painter/* paintMeta */.Uc)(meta)}`;
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
    const current = currentDecisions(parsed);
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

;// CONCATENATED MODULE: ./src/commands/list.ts
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
 * cycle, warns at a missing tick and fails at a tick it cannot read — rows
 * already printed stay. Since ev 0.1.28 a superseded tick's row says which
 * tick superseded it. Pure: the lookups are passed in.
 */




/** A row; a superseded tick (ev 0.1.28) gains a fourth field naming the tick that superseded it. */
function logRow(tick, supersededBy) {
    const row = `${tick.id}\t${tick.status}\t${debugQuote(tick.decision)}`;
    return supersededBy === undefined ? row : `${row}\tsuperseded-by:${supersededBy}`;
}
/** The edge a tick records, as the rich log names it: supersedes, ratifies, proposed or decided. */
function edgeVerb(tick) {
    if (tick.supersedes !== undefined)
        return `supersedes ${tick.supersedes}`;
    if (tick.ratifies !== undefined)
        return `ratifies ${tick.ratifies}`;
    return isAgentProposed(tick) ? 'proposed' : 'decided';
}
/** A `--color always` row: glyph, the edge verb, bold name, weighted id, dim blame, superseded by. */
function richLogRow(painter, tick, supersededBy) {
    const glyph = (0,text_painter/* provenanceGlyph */.Y5)(painter, isAgentProposed(tick));
    const row = `${glyph} ${(0,text_painter/* paintMeta */.Uc)(edgeVerb(tick))}  ${(0,text_painter/* paintName */.yW)(debugQuote(tick.decision))}  ${(0,text_painter/* paintId */.eP)(tick.id)}  ${(0,text_painter/* paintMeta */.Uc)(tick.blame)}`;
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

;// CONCATENATED MODULE: ./src/commands/log.ts
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
    const children = supersedingChildren(every.ok ? parsedTicks(every.files) : []);
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
    const walk = walkLog(rustTrim(text.text), lookup(store, rules), supersededByOf(store, rules), painter.rich ? (tick, by) => richLogRow(painter, tick, by) : logRow);
    (0,commands_io/* printLines */.tj)(io.stdout, walk.rows);
    if (walk.stderr !== undefined)
        io.stderr(`${walk.stderr}\n`);
    return walk.exitCode;
};

;// CONCATENATED MODULE: ./src/core/verdict/reopen.ts






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
        lines.push(`source_ref: ${sourceRefKey(tick.source_ref)}`);
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
    const lines = [`decision ${tick.id}: ${debugQuote(tick.decision)}`];
    if (tick.observe !== '')
        lines.push(`observe: ${debugQuote(tick.observe)}`);
    lines.push(...(rules === '0.1.2' ? tagLines(tick) : tagLinesOf0132(tick, supersededBy)));
    const grounds = [
        ...tests.map((test) => ({
            index: test.groundIndex,
            line: `  [${test.supports}] ${debugQuote(test.claim)} — test ${debugQuote(test.check.ref)} ` +
                `frozen@${test.check.verified_at_sha.slice(0, FROZEN_LENGTH)} now: ${test.unlockedLabel}`,
        })),
        ...others.map((other) => ({
            index: other.groundIndex,
            line: other.personRef === undefined
                ? `  [${other.supports}] ${debugQuote(other.claim)}`
                : `  [${other.supports}] ${debugQuote(other.claim)} — person ${debugQuote(other.personRef)}`,
        })),
    ];
    grounds.sort((a, b) => a.index - b.index);
    return [...lines, ...grounds.map((ground) => ground.line)];
}
/** ev 0.1.13's rich tags, one dim line: `authority=…`, `source_ref=…`, `supersedes <id>`, … */
function richTags(tick, supersededBy) {
    const tags = [];
    if (tick.authority !== undefined)
        tags.push(`authority=${tick.authority}`);
    if (tick.jurisdiction !== undefined)
        tags.push(`jurisdiction=${tick.jurisdiction}`);
    if (tick.source_ref !== undefined)
        tags.push(`source_ref=${sourceRefKey(tick.source_ref)}`);
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
 * (● human, ○ agent proposal), the observation and tags dim, then per ground
 * its verdict glyph and label in their hue (test grounds), `[supports]`, the
 * claim bold and the check dim.
 */
function richReopenLines({ tick, tests, others, supersededBy }, painter) {
    const lines = [
        `${(0,text_painter/* provenanceGlyph */.Y5)(painter, isAgentProposed(tick))} ${(0,text_painter/* paintName */.yW)(debugQuote(tick.decision))}  ${(0,text_painter/* paintId */.eP)(tick.id)}`,
    ];
    if (tick.observe !== '')
        lines.push(`  ${(0,text_painter/* paintMeta */.Uc)(`observe: ${debugQuote(tick.observe)}`)}`);
    const tags = richTags(tick, supersededBy);
    if (tags.length > 0)
        lines.push(`  ${(0,text_painter/* paintMeta */.Uc)(tags.join(' · '))}`);
    const info = (0,text_painter/* verdictGlyph */.AR)(painter, 'informational');
    const grounds = [
        ...tests.map((test) => {
            const meaning = meaningOf(test.unlockedLabel);
            const frozen = test.check.verified_at_sha.slice(0, FROZEN_LENGTH);
            return {
                index: test.groundIndex,
                line: `  ${(0,text_painter/* verdictGlyph */.AR)(painter, meaning)} ${(0,text_painter/* paintClass */.ZA)(painter, test.unlockedLabel, meaning)}  ` +
                    `[${test.supports}] ${(0,text_painter/* paintName */.yW)(debugQuote(test.claim))}  ` +
                    (0,text_painter/* paintMeta */.Uc)(`test ${debugQuote(test.check.ref)} frozen@${frozen}`),
            };
        }),
        ...others.map((other) => ({
            index: other.groundIndex,
            line: `  ${info} [${other.supports}] ${(0,text_painter/* paintName */.yW)(debugQuote(other.claim))}` +
                (other.personRef === undefined
                    ? ''
                    : `  ${(0,text_painter/* paintMeta */.Uc)(`person ${debugQuote(other.personRef)}`)}`),
        })),
    ];
    grounds.sort((a, b) => a.index - b.index);
    return [...lines, ...grounds.map((ground) => ground.line)];
}

;// CONCATENATED MODULE: ./src/commands/reopen.ts
/**
 * `reopen <id>`: the whole decision with its grounds' current verdicts
 * (docs/ev-0.1.md#reopen). Its one write: a `reopen` event in `results/events.jsonl`.
 */













/**
 * ev's one write, best effort: `{"op":"reopen","tick_id":<arg>,"ts":…}`
 * (0.1.32: the tick's id and its join fields, events.ts). A pull request can
 * commit `results/` or `events.jsonl` as a link; the event is then not
 * written rather than written through it.
 */
function appendReopenEvent(store, tick, id, rules) {
    const ts = formatTimestamp(nowNanos());
    appendEventsQuietly(store, [formatEventLine(reopenEvent(tick, id, ts, rules))]);
}
/**
 * Every tick of the store for ev 0.1.27's forward scan ("superseded by"),
 * or none when the store cannot be read whole, as ev then shows none.
 */
function allTicks(store) {
    try {
        const entries = parseLedger((0,adapters_store/* openTickFiles */.t$)(store));
        if (entries.some((entry) => entry.unreadable))
            return undefined;
        return parsedTicks(entries);
    }
    catch (error) {
        if (error instanceof adapters_store/* StoreError */.AD)
            return undefined;
        throw error;
    }
}
const reopen = async (args, io) => {
    const id = onePositional('reopen', args, 'id');
    // Like ev, no store check: without a store the tick is simply not there.
    const store = (0,adapters_store/* storeAt */.f6)(io.cwd);
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
        repository: await repositoryFor(io, io.cwd),
        rules,
    };
    if (rules !== '0.1.2') {
        const ticks = allTicks(store);
        if (ticks !== undefined)
            reopenOptions.ticks = ticks;
    }
    const verdict = await evaluateReopened(store, id, found.tick, reopenOptions);
    appendReopenEvent(store, found.tick, id, rules);
    const painter = (0,commands_io/* painterOf */.di)(io);
    (0,commands_io/* printLines */.tj)(io.stdout, painter.rich ? richReopenLines(verdict, painter) : reopenLines(verdict, rules));
    return 0;
};

// EXTERNAL MODULE: ./src/core/claims/annotate.ts
var annotate = __webpack_require__(885);
// EXTERNAL MODULE: ./src/core/claims/drift.ts
var drift = __webpack_require__(678);
// EXTERNAL MODULE: ./src/core/claims/fold.ts
var fold = __webpack_require__(442);
// EXTERNAL MODULE: ./src/core/claims/scan.ts
var claims_scan = __webpack_require__(404);
// EXTERNAL MODULE: ./src/adapters/claims-ledger.ts
var claims_ledger = __webpack_require__(29);
// EXTERNAL MODULE: ./src/adapters/git-claims.ts
var git_claims = __webpack_require__(568);
;// CONCATENATED MODULE: ./src/adapters/git-claims-review.ts
/**
 * An ev 0.2 ledger at a commit, read from git objects (never from the work
 * tree, which the pull request controls and which may be another commit):
 * its writer files, the world its anchors are read in, and the paths a pull
 * request changes between two commits. A constant number of git processes:
 * per commit, one `ls-tree` of its whole tree (git-claims.ts commitListing:
 * the writer files, the anchors' tree and the changed paths are all read
 * from it); for the commits read together (a pull request's base and head),
 * one `cat-file --batch` for their writer files and git-claims.ts's worlds
 * (one `cat-file --batch-check`, one history graph, one set of changes, one
 * `cat-file --batch` for the anchored blobs). Nothing is written.
 */









const BLOBS = ['cat-file', '--batch'];
const SIZES = (/* unused pure expression or super */ null && (['cat-file', '--batch-check=%(objectname) %(objecttype) %(objectsize)']));
/**
 * The processes a claims review at these commits runs (for git.ts's
 * startAhead, to start them while the run holds little), in the order it
 * needs them: each commit's listing and the writer files' blobs, then what
 * it runs once it has read the ledgers — each commit's world (git-claims.ts)
 * and, with `placing`, the texts textsAtTwoCommits reads.
 */
function reviewCommands(commits, placing) {
    return [
        ...commits.map(listingCommand),
        BLOBS,
        ...worldCommands(),
        ...(placing ? [SIZES, BLOBS] : []),
    ];
}
/**
 * The writer files of `<prefix>.evolving/ledger/` at `commit`, in git's
 * order (byte order of the names), from the commit's listing (shared with
 * its anchors' tree: git-claims.ts commitListing). A link, a submodule or a
 * directory named `x.jsonl` is refused, as is a file over the bound.
 */
async function listWriterFiles(ctx, commit, prefix) {
    const dir = (0,pathspec/* toByteString */.pv)(`${prefix}.evolving/ledger/`);
    const listing = await (0,git_claims/* commitListing */.Km)(ctx, commit);
    const refused = [];
    const wanted = [];
    for (const [path, { mode, type, oid, size }] of listing ?? []) {
        if (!path.startsWith(dir))
            continue;
        const name = (0,git_claims/* textOfBytes */.gm)(path.slice(dir.length));
        if (name.includes('/') || !(0,claims_scan/* isWriterFileName */.Hg)(name))
            continue;
        if (type !== 'blob' || mode === '120000') {
            refused.push(`.evolving/ledger/${name}: not a regular file at ${commit.slice(0, 12)} — not read`);
            continue;
        }
        if ((size ?? 0) > claims_ledger/* LEDGER_BOUNDS */._.writerFile) {
            refused.push(`.evolving/ledger/${name}: larger than the bound — not read`);
            continue;
        }
        wanted.push({ name, oid });
    }
    return { wanted, refused };
}
/**
 * The writer files of `<prefix>.evolving/ledger/` at `commit`, in git's
 * order (byte order of the names). A link, a submodule or a directory named
 * `x.jsonl` is refused, as is a file over the bounds or not UTF-8.
 */
async function writerFilesAt(ctx, commit, prefix) {
    return (await writerFilesAtCommits(ctx, [commit], prefix))[0];
}
/**
 * The writer files at each commit, as `writerFilesAt` reads them alone: one
 * listing per commit, then one `cat-file --batch` for every commit's blobs,
 * each blob read and decoded once (a file the pull request did not touch is
 * one object at both commits).
 */
async function writerFilesAtCommits(ctx, at, prefix) {
    const listed = await Promise.all(at.map((commit) => listWriterFiles(ctx, commit, prefix)));
    const oids = [...new Set(listed.flatMap(({ wanted }) => wanted.map((w) => w.oid)))];
    let bodies = new Map();
    if (oids.length > 0) {
        const result = await (0,adapters_git/* runGit */.EO)(ctx, BLOBS, oids.map((o) => `${o}\n`).join(''));
        if (result.code !== 0)
            return listed.map(({ refused }) => ({ files: [], refused }));
        bodies = (0,adapters_git/* batchBlobsById */.jR)(result.stdout);
    }
    const texts = new LedgerTexts();
    return listed.map(({ wanted, refused }) => {
        const files = [];
        let total = 0;
        for (const { name, oid } of wanted) {
            const body = bodies.get(oid);
            if (body === undefined)
                break; // cat-file's answer stopped short: the rest is not read
            total += body.length;
            if (total > claims_ledger/* LEDGER_BOUNDS */._.ledger) {
                refused.push('.evolving/ledger/: larger than the bound in all — the rest is not read');
                break;
            }
            const text = texts.decode(name, oid, body);
            if (text === undefined)
                refused.push(`.evolving/ledger/${name}: not UTF-8 — not read`);
            else
                files.push({ name, text });
        }
        return { files, refused };
    });
}
/**
 * Writer files decoded from UTF-8 (strictly: a file that is not UTF-8 is
 * not read), each blob once. A file that grew between two commits (an
 * append-only writer file in a pull request) decodes only the bytes after
 * the whole lines it had: those lines are the same text.
 */
class LedgerTexts {
    byOid = new Map();
    byName = new Map();
    decode(name, oid, body) {
        if (this.byOid.has(oid))
            return this.byOid.get(oid);
        const earlier = this.byName.get(name) ?? [];
        let grown;
        for (const was of earlier)
            if ((grown = grownText(was, body)) !== undefined)
                break;
        const text = grown === undefined ? strictUtf8(body, true) : grown.text;
        this.byOid.set(oid, text);
        if (text !== undefined)
            this.byName.set(name, [...earlier, { body, text }]);
        return text;
    }
}
/**
 * When `body` begins with every whole line of `was` (its bytes up to the
 * last newline): its text, those lines' text then the rest decoded (none
 * when the rest is not UTF-8). Past a newline a byte order mark is text, not
 * a mark, so the rest keeps it. Undefined when `body` does not begin so.
 */
function grownText(was, body) {
    const whole = was.body.lastIndexOf(0x0a) + 1;
    if (whole === 0 || body.length < whole || body.compare(was.body, 0, whole, 0, whole) !== 0)
        return undefined;
    const rest = strictUtf8(body.subarray(whole), false);
    const kept = was.text.slice(0, was.text.lastIndexOf('\n') + 1);
    return { text: rest === undefined ? undefined : kept + rest };
}
/**
 * `bytes` as text when they are UTF-8 (else undefined), as a fatal
 * `TextDecoder` reads them: a byte order mark at the start of a file is
 * dropped (`atStart`). `isUtf8` validates in one native pass, faster than
 * the decoder's own check.
 */
function strictUtf8(bytes, atStart) {
    if (!(0,external_node_buffer_.isUtf8)(bytes))
        return undefined;
    const mark = atStart && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
    return bytes.toString('utf8', mark ? 3 : 0);
}
/** The ledger at `commit` and the world its claims' anchors are read in there. */
async function ledgerAtCommit(ctx, commit, prefix) {
    const [read] = await ledgersAtCommits(ctx, [commit], prefix);
    return read;
}
/**
 * The ledger at each commit (a pull request's head and base), each read as
 * `ledgerAtCommit` reads it alone; their writer files are read together
 * (writerFilesAtCommits) and scanned together (scanLedgers: what a file
 * held at the base is read once), and their worlds share one set of git
 * processes (git-claims.ts's worldsAt: one history graph for both).
 */
async function ledgersAtCommits(ctx, at, prefix, budget) {
    const read = await writerFilesAtCommits(ctx, at, prefix);
    const scans = (0,claims_scan/* scanLedgers */.YK)(read.map(({ files }) => files));
    const folded = scans.map((scan) => ({ scan, derived: (0,fold/* fold */.AU)(scan.events) }));
    const worlds = await (0,git_claims/* worldsAt */.ZA)(ctx, at.map((commit, i) => ({
        questions: (0,annotate/* worldQuestions */.Su)((0,fold/* everyClaim */.GC)(folded[i].derived)),
        at: { kind: 'commit', commit },
    })), budget);
    return read.map(({ files, refused }, i) => ({
        files,
        refused,
        world: worlds[i],
        read: folded[i],
    }));
}
/**
 * The paths that differ between `base` and `head` (what `git diff-tree -r
 * --no-renames` names: each file, link or submodule whose mode or object
 * differs, or that one side lacks), relative to the store root, from the
 * two commits' listings (git-claims.ts commitListing: the ones the ledger's
 * reading takes); undefined when git cannot say (a commit missing from a
 * shallow clone).
 */
async function changedPathsBetween(ctx, base, head, prefix) {
    const [before, after] = await Promise.all([(0,git_claims/* commitListing */.Km)(ctx, base), (0,git_claims/* commitListing */.Km)(ctx, head)]);
    if (before === undefined || after === undefined)
        return undefined;
    const changed = [];
    const differs = (path, entry, other) => {
        if (entry.type === 'tree')
            return; // its files are listed too
        if (other !== undefined &&
            other.type !== 'tree' &&
            other.mode === entry.mode &&
            other.oid === entry.oid)
            return;
        const text = (0,git_claims/* textOfBytes */.gm)(path);
        if (text.startsWith(prefix))
            changed.push(text.slice(prefix.length));
    };
    for (const [path, entry] of after)
        differs(path, entry, before.get(path));
    for (const [path, entry] of before)
        if (!after.has(path) || after.get(path)?.type === 'tree')
            differs(path, entry, undefined);
    return changed;
}
/** The most renames read from git's rename detection (the rest are not followed). */
const RENAMES_BOUND = 10_000;
/**
 * What the proposals need of the files a pull request renamed (core
 * review.ts FollowInput): for each path an anchor cites with a pass-line
 * that is a file at B and absent at H, where git's rename detection between
 * B and H (`diff-tree -M`, plumbing: no user configuration changes it) finds
 * it, and H's tree for those new paths, read by the reader that reads the
 * anchors (git-claims.ts worldAt). No process at all when no anchored file
 * is gone; else one `diff-tree` and one world's read. Undefined when git
 * cannot say.
 */
async function renamesFollowed(ctx, base, head, prefix, atBase, atHead) {
    const gone = new Set();
    for (const path of (0,annotate/* worldQuestions */.Su)((0,fold/* everyClaim */.GC)(atBase.read.derived)).texts) {
        const key = (0,drift/* tableKey */.ih)(path);
        if (key === undefined)
            continue;
        const before = atBase.world.tree.probe(path, false).kind;
        if ((before === 'file' || before === 'readable') &&
            atHead.world.tree.probe(path, false).kind === 'absent')
            gone.add(key);
    }
    if (gone.size === 0)
        return undefined;
    const result = await (0,adapters_git/* runGit */.EO)(ctx, [
        'diff-tree',
        '-r',
        '-z',
        '-M',
        '--name-status',
        '--diff-filter=R',
        '--no-ext-diff',
        '--end-of-options',
        base,
        head,
    ]);
    if (result.code !== 0)
        return undefined;
    const renames = new Map();
    const fields = result.stdout.toString('latin1').split('\0');
    for (let i = 0; i + 2 < fields.length && renames.size < RENAMES_BOUND; i += 3) {
        if (!(fields[i] ?? '').startsWith('R'))
            break; // not the answer this parser knows
        const from = (0,git_claims/* textOfBytes */.gm)(fields[i + 1] ?? '');
        const to = (0,git_claims/* textOfBytes */.gm)(fields[i + 2] ?? '');
        if (!from.startsWith(prefix) || !to.startsWith(prefix))
            continue;
        const key = from.slice(prefix.length);
        if (gone.has(key))
            renames.set(key, to.slice(prefix.length));
    }
    if (renames.size === 0)
        return undefined;
    const paths = new Set(renames.values());
    const world = await (0,git_claims/* worldAt */.aZ)(ctx, { paths, texts: paths, commits: new Set(), drift: new Map() }, { kind: 'commit', commit: head });
    return { renames, tree: world.tree };
}
/**
 * The commit a revision names (`HEAD`, a branch, `origin/main~3`, a sha),
 * asked of `git cat-file --batch-check` on stdin (never as an argument), or
 * undefined when it names none.
 */
async function commitOf(ctx, revision) {
    if (revision === '' || /[\n\0]/.test(revision))
        return undefined;
    const result = await (0,adapters_git/* runGit */.EO)(ctx, ['cat-file', '--batch-check=%(objectname) %(objecttype)'], `${revision}^{commit}\n`);
    const match = /^([0-9a-f]{40,64}) commit$/.exec(result.stdout.toString('utf8').trim());
    return match === null ? undefined : match[1];
}
/** The most bytes of one file read for placing annotations (as an anchored file's bound). */
const PLACED_FILE_BOUND = (/* unused pure expression or super */ null && (64 * 1024 * 1024));
/**
 * The text of each repository-relative path at `from` and at `to` (a file
 * absent, not a regular file, over the bound or not UTF-8 has none there):
 * one `cat-file --batch-check` for the sizes and one `cat-file --batch` for
 * the texts, the `<commit>:<path>` names on stdin (a path holding a newline
 * is not asked: no line of the protocol can carry it).
 */
async function textsAtTwoCommits(ctx, from, to, paths) {
    const texts = new Map();
    const asked = paths
        .filter((path) => path !== '' && !/[\n\0]/.test(path))
        .flatMap((path) => [
        { path, side: 'from', name: `${from}:${path}` },
        { path, side: 'to', name: `${to}:${path}` },
    ]);
    if (asked.length === 0)
        return texts;
    const check = await runGit(ctx, SIZES, asked.map((a) => `${a.name}\n`).join(''));
    if (check.code !== 0)
        return texts;
    const answers = check.stdout.toString('utf8').split('\n');
    const wanted = asked.flatMap((a, i) => {
        const [oid = '', type, size] = (answers[i] ?? '').split(' ');
        return type === 'blob' && Number(size) <= PLACED_FILE_BOUND ? [{ ...a, oid }] : [];
    });
    if (wanted.length === 0)
        return texts;
    const blobs = await runGit(ctx, BLOBS, wanted.map((w) => `${w.oid}\n`).join(''));
    if (blobs.code !== 0)
        return texts;
    const decoder = new TextDecoder('utf-8', { fatal: true });
    batchBlobBodies(blobs.stdout, wanted.length).forEach((body, i) => {
        const { path, side } = wanted[i];
        try {
            const entry = texts.get(path) ?? {};
            entry[side] = decoder.decode(body);
            texts.set(path, entry);
        }
        catch {
            // not UTF-8: the finding stays where it was found
        }
    });
    return texts;
}

;// CONCATENATED MODULE: ./src/adapters/store-model.ts


/** `.evolving` under the ledger directory (repository-relative, `''` for the root). */
function evolvingPathOf(ledgerDir) {
    return ledgerDir === '' || ledgerDir === '.' ? '.evolving' : `${ledgerDir}/.evolving`;
}
/**
 * The model of the store in `ledgerDir` (repository-relative) at `commit`:
 * `none` when the commit holds no `.evolving/` there; undefined when git
 * cannot read the commit (missing from the clone, not a commit id).
 */
async function storeAtCommit(repository, commit, ledgerDir) {
    const evolving = evolvingPathOf(ledgerDir);
    const entries = await treeEntries(repository, commit, evolving);
    if (entries === undefined)
        return undefined;
    const names = new Set(entries.map((entry) => entry.name));
    const versionEntry = entries.find((entry) => entry.name === 'version' && entry.type === 'blob');
    const version = versionEntry === undefined
        ? undefined
        : (await textAtCommit(repository, commit, `${evolving}/version`, adapters_store/* READ_BOUNDS */.X6.version))?.trim();
    return {
        model: (0,adapters_store/* modelFrom */.Sn)((name) => names.has(name), () => version),
        names,
    };
}

// EXTERNAL MODULE: ./src/core/claims/budget.ts
var claims_budget = __webpack_require__(740);
// EXTERNAL MODULE: ./src/core/claims/doctor.ts
var doctor = __webpack_require__(198);
// EXTERNAL MODULE: ./src/core/claims/evidence.ts
var claims_evidence = __webpack_require__(864);
// EXTERNAL MODULE: ./src/core/claims/anchors.ts
var claims_anchors = __webpack_require__(67);
;// CONCATENATED MODULE: ./src/core/claims/follow.ts
/**
 * Following the code a broken anchor cited, from the pull request's diff
 * (docs/ev-0.2.md, "Where the code went"): a proposal a person confirms,
 * never applied (nothing here writes to the ledger).
 *
 * - A rename: the anchored file is gone at H, git's rename detection between
 *   B and H names where it went, and the new file holds the pass-line:
 *   `ev evidence <claim> '<kind>:<new path>::<text>'`.
 * - An edit: the line that held the pass-line at B was replaced in a hunk,
 *   and one of the hunk's new lines is clearly its successor — the most
 *   similar, with a similarity of at least SUCCESSOR_THRESHOLD, and strictly
 *   more similar than the runner-up: `ev evidence <claim>
 *   '<kind>:<path>::<that line>'`, old and new line side by side.
 * - Several candidates at the top, or none at the threshold: ambiguous, and
 *   no guess.
 *
 * Every proposal is checked to resolve at H with the reader that computes
 * the anchors (anchors.ts statusOf), and quoted for sh; a text sh cannot
 * carry safely (a control character) is not proposed.
 *
 * And ev's substring false green: ev finds a pass-line inside any line, so
 * an anchor still resolves after its cited line is gone when the text
 * survives inside another line (a comment `# was: …`). `survivesVerbatim`
 * says whether some line at H still cites it: holds it with the same text
 * before it as a line that held it at B (a verbatim move is a move). Pure.
 */



/** The similarity a successor needs (a Sørensen–Dice coefficient on character bigrams, 0 … 1). */
const SUCCESSOR_THRESHOLD = 0.6;
/** The most new lines of one hunk compared (a larger hunk: no proposal, said so). */
const HUNK_LINES_MAX = 400;
/** The most characters of a line compared (the rest is not read). */
const LINE_CHARS_MAX = 2000;
/** A line as compared: trimmed, runs of white space as one space, within LINE_CHARS_MAX. */
function normalizeLine(line) {
    return line.slice(0, LINE_CHARS_MAX).trim().replace(/\s+/g, ' ');
}
function bigrams(text) {
    const counts = new Map();
    for (let i = 0; i + 1 < text.length; i++) {
        const gram = text.slice(i, i + 2);
        counts.set(gram, (counts.get(gram) ?? 0) + 1);
    }
    return counts;
}
/**
 * How alike two lines are, 0 … 1: twice the character bigrams they share
 * over the bigrams of both (Sørensen–Dice), on the normalized lines; 1 for
 * equal ones. Linear in the lines' lengths.
 */
function similarity(a, b) {
    const x = normalizeLine(a);
    const y = normalizeLine(b);
    if (x === y)
        return 1;
    if (x.length < 2 || y.length < 2)
        return 0;
    const gx = bigrams(x);
    const gy = bigrams(y);
    let shared = 0;
    for (const [gram, n] of gx)
        shared += Math.min(n, gy.get(gram) ?? 0);
    return (2 * shared) / (x.length - 1 + (y.length - 1));
}
/** The successor of `old` among the hunk's new lines (blank lines are no candidates). */
function successorOf(old, candidates) {
    const lines = candidates.filter((c) => normalizeLine(c.text) !== '');
    if (lines.length > HUNK_LINES_MAX)
        return { kind: 'none', candidates: lines.length, tooLarge: true };
    const scored = lines
        .map((c) => ({ ...c, score: similarity(old, c.text) }))
        .sort((a, b) => b.score - a.score || a.line - b.line);
    const [best, second] = scored;
    if (best === undefined)
        return { kind: 'none', candidates: 0 };
    if (best.score < SUCCESSOR_THRESHOLD)
        return { kind: 'none', candidates: lines.length, best: best.score };
    if (second !== undefined && second.score >= best.score)
        return {
            kind: 'several',
            candidates: scored.filter((c) => c.score >= best.score).length,
            best: best.score,
        };
    const clear = {
        kind: 'clear',
        line: best.line,
        text: best.text,
        similarity: best.score,
    };
    if (second !== undefined)
        clear.runnerUp = second.score;
    return clear;
}
/**
 * What a proposal cannot hold: a control character (a tab aside) or a line
 * break, which a pasted command would not carry; an invisible or
 * direction-changing character (text/unicode.ts), which the reader would
 * not see; and `<!`,
 * which the comment breaks (markdown.ts), so the copied text would differ.
 */
const NOT_PROPOSABLE = 
// eslint-disable-next-line no-control-regex
/[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029]|<!/;
/**
 * `text` single-quoted for sh (a `'` written `'\''`), or undefined when it
 * holds what a pasted command would not carry faithfully (NOT_PROPOSABLE).
 */
function shQuote(text) {
    if (NOT_PROPOSABLE.test(text) || (0,unicode/* neutralizeInvisible */.d)(text) !== text)
        return undefined;
    return `'${text.replace(/'/g, `'\\''`)}'`;
}
/** A claim id as an argument: bare when it is plain, else quoted (undefined when sh cannot carry it). */
function argument(text) {
    return /^[A-Za-z0-9_.:-]+$/.test(text) ? text : shQuote(text);
}
/** What a person runs to re-file: `ev evidence <claim> '<ref>'`, or undefined when sh cannot carry it. */
function evidenceCommand(claimId, ref) {
    const claim = argument(claimId);
    const quoted = shQuote(ref);
    return claim === undefined || quoted === undefined ? undefined : `ev evidence ${claim} ${quoted}`;
}
/** What a person runs to acknowledge a moved claim. */
function ackCommand(claimId) {
    const claim = argument(claimId);
    return claim === undefined ? undefined : `ev ack ${claim}`;
}
/**
 * The ref that cites `passline` in `path`, kept of the original's kind
 * (`file:` or `test:`), when ev parses it back to that path and text and it
 * resolves in `tree`: the same reader as the anchors'.
 */
function checkedRef(kind, path, passline, tree, commits) {
    if (kind !== 'file' && kind !== 'test')
        return undefined;
    const ref = `${kind}:${path}::${passline}`;
    const parsed = (0,claims_evidence/* parseRef */.rd)(ref);
    if (parsed?.payload !== path || parsed.passline !== passline)
        return undefined;
    return (0,claims_anchors/* statusOf */.c2)(parsed, tree, commits) === 'resolves' ? ref : undefined;
}
/** A re-file's proposal, or the reason there is none (sh cannot carry it). */
function refile(claimId, ref, make) {
    const command = evidenceCommand(claimId, ref);
    return command === undefined ? { kind: 'none', why: 'unquotable' } : make(command);
}
/** The lines of a text as `str::lines` gives them (a `\r` before `\n` dropped). */
function textLines(text) {
    const lines = text.split('\n');
    if (lines.length > 0 && lines[lines.length - 1] === '')
        lines.pop();
    return lines.map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l));
}
/**
 * A line's lead up to its first `passline`, white space at its start
 * aside: what a line that still cites the text keeps (`pub fn f(a) {` →
 * `pub fn f(b, c) {` keeps `pub fn f` for the pass-line `fn f`; `// was: pub fn
 * f(a) {` does not).
 */
function lead(line, passline) {
    const trimmed = line.trimStart();
    return trimmed.slice(0, trimmed.indexOf(passline) + passline.length);
}
/**
 * Whether some line that holds `passline` at B is still a line at H: a
 * line at H holds it with the same text before it on the line, white space
 * at its start aside (a line moved verbatim or re-indented, or edited after
 * the text, is the same line). When none is, and the pass-line still
 * resolves at H, it resolves only inside a different line: ev's substring
 * false green.
 */
function survivesVerbatim(base, head, passline) {
    return linesSurvive(textLines(base), textLines(head), passline);
}
/** survivesVerbatim on texts already split into lines (a file many anchors cite is split once). */
function linesSurvive(base, head, passline) {
    if (passline === '')
        return true;
    const cited = new Set(base.filter((l) => l.includes(passline)).map((l) => lead(l, passline)));
    if (cited.size === 0)
        return true;
    return head.some((l) => l.includes(passline) && cited.has(lead(l, passline)));
}

// EXTERNAL MODULE: ./src/core/claims/events.ts
var events = __webpack_require__(588);
;// CONCATENATED MODULE: ./src/core/claims/line-map.ts
/**
 * Where a line of a file at the base sits in the same file at the head: the
 * place a broken anchor is annotated. Check-run annotations refer to the
 * head commit, so the base's line number is wrong as soon as a line above it
 * is added or removed.
 *
 * The two texts are compared line by line (Myers' shortest edit script, on
 * what is left between their common prefix and suffix). A line the change
 * keeps maps to its line at the head; a line it removes or replaces maps to
 * the hunk that took its place: the first line of the replacing lines, or,
 * for a pure deletion, the line after which the deletion happened. The
 * comparison is bounded (edits and steps); beyond the bound the whole middle
 * between the common prefix and suffix is taken as one hunk. Pure.
 */
/** The work one comparison may do before it settles for the prefix/suffix approximation. */
const LINE_MAP_BOUNDS = {
    /** Edits (lines removed plus lines added) Myers' search looks for. */
    edits: 1000,
    /** Steps (line comparisons and diagonals visited), shared by every map one budget serves. */
    steps: 20_000_000,
};
function lineMapBudget(steps = LINE_MAP_BOUNDS.steps) {
    return { steps };
}
/** The lines of a text as `str::lines` numbers them: a final newline ends the last line. */
function line_map_linesOf(text) {
    const lines = text.split('\n');
    if (lines.length > 0 && lines[lines.length - 1] === '')
        lines.pop();
    return lines;
}
/**
 * The map from `base`'s lines to `head`'s. Pairs of matched lines of the
 * middle (between the common prefix and suffix) are kept ascending; a line
 * is looked up by binary search.
 */
function lineMap(base, head, budget = lineMapBudget(), edits = LINE_MAP_BOUNDS.edits) {
    const a = line_map_linesOf(base);
    const b = line_map_linesOf(head);
    let prefix = 0;
    const shorter = Math.min(a.length, b.length);
    while (prefix < shorter && a[prefix] === b[prefix])
        prefix++;
    let suffix = 0;
    while (suffix < shorter - prefix && a[a.length - 1 - suffix] === b[b.length - 1 - suffix])
        suffix++;
    budget.steps -= prefix + suffix;
    const middleA = a.length - prefix - suffix;
    const middleB = b.length - prefix - suffix;
    const matches = middleA === 0 || middleB === 0
        ? { base: new Int32Array(0), head: new Int32Array(0) }
        : budget.steps > 0
            ? matchedPairs(intern(a, b, prefix, middleA, middleB), edits, budget)
            : undefined;
    const exact = matches !== undefined;
    const pairs = matches ?? { base: new Int32Array(0), head: new Int32Array(0) };
    const headLines = b.length;
    return {
        exact,
        kept: prefix + suffix + pairs.base.length,
        at(line) {
            const index = Math.min(Math.max(Math.trunc(line), 1), Math.max(a.length, 1)) - 1;
            let mapped;
            if (index < prefix)
                mapped = index;
            else if (index >= a.length - suffix)
                mapped = index - a.length + headLines;
            else
                mapped = prefix + inMiddle(index - prefix, pairs, middleB);
            return Math.min(Math.max(mapped + 1, 1), Math.max(headLines, 1));
        },
        replacedBy(line) {
            const index = Math.trunc(line) - 1;
            if (index < prefix || index >= a.length - suffix)
                return undefined;
            const hunk = hunkOf(index - prefix, pairs, middleB);
            return hunk === undefined
                ? undefined
                : { from: prefix + hunk.from + 1, to: prefix + hunk.to + 1 };
        },
    };
}
/** The 0-based head lines `[from, to)` of the middle that replace the middle's base line `index`; undefined when it is kept. */
function hunkOf(index, pairs, middleB) {
    let low = 0;
    let high = pairs.base.length;
    while (low < high) {
        const mid = (low + high) >>> 1;
        if (pairs.base[mid] <= index)
            low = mid + 1;
        else
            high = mid;
    }
    const before = low - 1;
    if (before >= 0 && pairs.base[before] === index)
        return undefined;
    const previousHead = before >= 0 ? pairs.head[before] : -1;
    const nextHead = low < pairs.base.length ? pairs.head[low] : middleB;
    return { from: previousHead + 1, to: nextHead };
}
/** A 0-based line of the middle of the base → its 0-based line in the middle of the head. */
function inMiddle(index, pairs, middleB) {
    // The last pair at or before `index` (binary search on ascending base lines).
    let low = 0;
    let high = pairs.base.length;
    while (low < high) {
        const mid = (low + high) >>> 1;
        if (pairs.base[mid] <= index)
            low = mid + 1;
        else
            high = mid;
    }
    const before = low - 1;
    if (before >= 0 && pairs.base[before] === index)
        return pairs.head[before];
    const previousHead = before >= 0 ? pairs.head[before] : -1;
    const nextHead = low < pairs.base.length ? pairs.head[low] : middleB;
    // Lines added in the hunk: its first one; none (a pure deletion): the line before it.
    return nextHead - previousHead > 1 ? previousHead + 1 : previousHead;
}
/** The middles of both texts as numbers, one per distinct line, so lines compare as integers. */
function intern(a, b, prefix, middleA, middleB) {
    const ids = new Map();
    const idOf = (line) => {
        let id = ids.get(line);
        if (id === undefined)
            ids.set(line, (id = ids.size));
        return id;
    };
    const x = new Int32Array(middleA);
    for (let i = 0; i < middleA; i++)
        x[i] = idOf(a[prefix + i]);
    const y = new Int32Array(middleB);
    for (let i = 0; i < middleB; i++)
        y[i] = idOf(b[prefix + i]);
    return { a: x, b: y };
}
/**
 * Myers' greedy search for the shortest edit script from `a` to `b`, its
 * frontier kept per number of edits to walk the path back; the matched
 * pairs along the path, ascending. Undefined when the script needs more
 * than `maxEdits` edits or the budget runs out.
 */
function matchedPairs({ a, b }, maxEdits, budget) {
    const n = a.length;
    const m = b.length;
    const limit = Math.min(maxEdits, n + m);
    const offset = limit + 1;
    const v = new Int32Array(2 * limit + 3);
    const trace = [];
    for (let d = 0; d <= limit; d++) {
        // The frontier before this round, over the diagonals it may read: -d … d.
        trace.push(v.slice(offset - d, offset + d + 1));
        budget.steps -= 2 * d + 1;
        for (let k = -d; k <= d; k += 2) {
            let x = k === -d || (k !== d && v[offset + k - 1] < v[offset + k + 1])
                ? v[offset + k + 1]
                : v[offset + k - 1] + 1;
            let y = x - k;
            const start = x;
            while (x < n && y < m && a[x] === b[y]) {
                x++;
                y++;
            }
            budget.steps -= x - start + 1;
            v[offset + k] = x;
            if (x >= n && y >= m)
                return walkBack(trace, x, y);
        }
        if (budget.steps < 0)
            return undefined;
    }
    return undefined;
}
/** The matched pairs on the path the frontiers recorded, from its end (x, y) back to (0, 0). */
function walkBack(trace, endX, endY) {
    const base = [];
    const head = [];
    let x = endX;
    let y = endY;
    for (let d = trace.length - 1; d >= 0; d--) {
        let previousX = 0;
        let previousY = 0;
        if (d > 0) {
            const v = trace[d]; // indexed by k + d
            const k = x - y;
            const down = k === -d || (k !== d && v[k - 1 + d] < v[k + 1 + d]);
            const previousK = down ? k + 1 : k - 1;
            previousX = v[previousK + d];
            previousY = previousX - previousK;
            // The edit itself: one step right (a removed line) or down (an added one).
            const stepX = down ? previousX : previousX + 1;
            const stepY = down ? previousY + 1 : previousY;
            while (x > stepX && y > stepY) {
                x--;
                y--;
                base.push(x);
                head.push(y);
            }
        }
        else {
            while (x > 0 && y > 0) {
                x--;
                y--;
                base.push(x);
                head.push(y);
            }
        }
        x = previousX;
        y = previousY;
    }
    return { base: Int32Array.from(base.reverse()), head: Int32Array.from(head.reverse()) };
}
/**
 * The lines two sequences share, as a minimal diff pairs them (the common
 * prefix and suffix, then Myers' shortest edit script on the middle):
 * ascending 0-based pairs, or undefined beyond the bounds. What a ledger's
 * integrity check compares a writer file's base and head with, so that one
 * inserted line is one change and the lines after it are not "moved".
 */
function matchedLines(a, b, budget = lineMapBudget(), edits = LINE_MAP_BOUNDS.edits) {
    let prefix = 0;
    const shorter = Math.min(a.length, b.length);
    while (prefix < shorter && a[prefix] === b[prefix])
        prefix++;
    let suffix = 0;
    while (suffix < shorter - prefix && a[a.length - 1 - suffix] === b[b.length - 1 - suffix])
        suffix++;
    budget.steps -= prefix + suffix;
    const middleA = a.length - prefix - suffix;
    const middleB = b.length - prefix - suffix;
    const middle = middleA === 0 || middleB === 0
        ? { base: new Int32Array(0), head: new Int32Array(0) }
        : budget.steps > 0
            ? matchedPairs(intern(a, b, prefix, middleA, middleB), edits, budget)
            : undefined;
    if (middle === undefined)
        return undefined;
    const count = prefix + middle.base.length + suffix;
    const base = new Int32Array(count);
    const head = new Int32Array(count);
    for (let i = 0; i < prefix; i++)
        base[i] = head[i] = i;
    for (let i = 0; i < middle.base.length; i++) {
        base[prefix + i] = prefix + middle.base[i];
        head[prefix + i] = prefix + middle.head[i];
    }
    for (let i = 0; i < suffix; i++) {
        base[count - suffix + i] = a.length - suffix + i;
        head[count - suffix + i] = b.length - suffix + i;
    }
    return { base, head };
}

// EXTERNAL MODULE: ./src/core/claims/json.ts
var json = __webpack_require__(759);
;// CONCATENATED MODULE: ./src/core/claims/integrity.ts
/**
 * The ledger's own integrity across a pull request: each writer file at the
 * base B must reappear at the head H as itself followed by new lines
 * (compared as a minimal diff, so each breach is counted once). ev's
 * `doctor` reads one commit and cannot see a rewrite; the diff can. One
 * exception, as ev repairs it before its next append: a last line at B that
 * provably tore (it does not parse) may be cut first. Each breach is named by
 * file and line; no message quotes a line's content (ledger text is
 * untrusted). Pure.
 */




/** The most violations named per writer file (the rest are counted in one more). */
const VIOLATIONS_PER_FILE = 20;
/** A writer file's lines as `str::lines` splits them, each kept raw (a `\r` is part of an edit). */
function rawLines(text) {
    if (text === '')
        return [];
    const lines = text.split('\n');
    if (lines[lines.length - 1] === '')
        lines.pop();
    return lines;
}
function isBlank(line) {
    return line.trim() === '';
}
/** The last line at B was cut by a killed write: it does not parse and ends without a newline. */
function tornLastLine(text, lines) {
    const last = lines[lines.length - 1];
    if (last === undefined || text.endsWith('\n') || isBlank(last))
        return false;
    return (0,events/* parseEnvelope */.mE)(last.endsWith('\r') ? last.slice(0, -1) : last) === undefined;
}
/**
 * B's kept lines against H as a minimal diff (line-map.ts's bounded Myers):
 * the lines B and H share are kept; between two kept lines, a line of B is
 * moved (its text is a line H adds elsewhere), edited (paired in order with
 * a line H adds there) or removed, and a line H adds there that pairs with
 * none is inserted. After B's last kept line, H's lines are appended (the
 * first ones edit the lines B lost there). So one line inserted in the
 * middle is one breach, at that line, and the lines after it are kept.
 * Undefined beyond the diff's bounds.
 */
function minimalBreaches(b, h, budget) {
    const pairs = matchedLines(b, h, budget);
    if (pairs === undefined)
        return undefined;
    const matchedHead = new Set(pairs.head);
    // H's lines no pair keeps, by text: where a line B lost may have moved to.
    const added = new Map();
    for (const [at, line] of h.entries())
        if (!matchedHead.has(at))
            added.set(line, [...(added.get(line) ?? []), at]);
    const movedTo = new Set();
    const breaches = [];
    let appendedFrom = 0;
    for (let p = 0; p <= pairs.base.length; p++) {
        const last = p === pairs.base.length;
        const fromB = p === 0 ? 0 : pairs.base[p - 1] + 1;
        const toB = last ? b.length : pairs.base[p];
        const fromH = p === 0 ? 0 : pairs.head[p - 1] + 1;
        const toH = last ? h.length : pairs.head[p];
        let nextH = fromH;
        for (let i = fromB; i < toB; i++) {
            const was = b[i];
            const elsewhere = added.get(was)?.find((at) => !movedTo.has(at));
            if (elsewhere !== undefined) {
                movedTo.add(elsewhere);
                breaches.push({ kind: 'reordered', line: i + 1, what: `moved to line ${elsewhere + 1}` });
                continue;
            }
            while (nextH < toH && movedTo.has(nextH))
                nextH++;
            if (nextH < toH) {
                nextH++;
                breaches.push({ kind: 'edited', line: i + 1, what: 'edited' });
            }
            else
                breaches.push({ kind: 'removed', line: i + 1, what: 'removed' });
        }
        if (last) {
            appendedFrom = nextH;
            break;
        }
        for (let j = nextH; j < toH; j++)
            if (!movedTo.has(j))
                breaches.push({ kind: 'inserted', line: j + 1, what: 'inserted' });
    }
    return { breaches, appendedFrom };
}
/** B's kept lines against H line by line (beyond the minimal diff's bounds). */
function positionalBreaches(b, h) {
    const breaches = [];
    let positions; // indexed at the first breach
    for (let i = 0; i < b.length; i++) {
        const was = b[i];
        if (h[i] === was)
            continue;
        if (positions === undefined) {
            positions = new Map();
            for (const [at, line] of h.entries())
                if (!positions.has(line))
                    positions.set(line, at);
        }
        const elsewhere = positions.get(was);
        breaches.push(elsewhere !== undefined
            ? { kind: 'reordered', line: i + 1, what: `moved to line ${elsewhere + 1}` }
            : i < h.length
                ? { kind: 'edited', line: i + 1, what: 'edited' }
                : { kind: 'removed', line: i + 1, what: 'removed' });
    }
    return { breaches, appendedFrom: b.length };
}
/** `before` and `after` as text, `b` and `h` their raw lines. */
function diffFile(name, before, b, h, budget) {
    const torn = tornLastLine(before, b);
    const kept = torn && h[b.length - 1] !== b[b.length - 1] ? b.length - 1 : b.length;
    // Most pull requests only append: B's kept lines are H's first lines.
    let same = 0;
    while (same < kept && h[same] === b[same])
        same++;
    if (same === kept)
        return { violations: [], appendedFrom: kept };
    const keptLines = b.slice(0, kept);
    const { breaches, appendedFrom } = minimalBreaches(keptLines, h, budget) ?? positionalBreaches(keptLines, h);
    const violations = breaches
        .slice(0, VIOLATIONS_PER_FILE)
        .map(({ kind, line, what }) => ({
        kind,
        file: name,
        line,
        message: kind === 'inserted'
            ? `.evolving/ledger/${name}:${line}: a line was inserted between existing ledger lines (a writer file only grows at its end)`
            : `.evolving/ledger/${name}:${line}: an existing ledger line was ${what} (a writer file only grows)`,
    }));
    if (breaches.length > violations.length)
        violations.push({
            kind: 'edited',
            file: name,
            line: kept,
            message: `.evolving/ledger/${name}: ${breaches.length - violations.length} more existing line(s) rewritten`,
        });
    return { violations, appendedFrom };
}
/**
 * Every breach of append-only between the writer files at B and at H, and
 * what the appended lines introduce (an id reused with other content, a line
 * that does not parse, a dangling reference, a duplicate close).
 */
function ledgerViolations(base, head, headEvents, baseEvents) {
    const violations = [];
    const headByName = new Map(head.map((f) => [f.name, f]));
    const baseByName = new Map(base.map((f) => [f.name, f]));
    const appended = [];
    // Each text split once: a ledger of 10,000 claims is megabytes of lines.
    const baseLines = new Map(base.map((f) => [f.name, rawLines(f.text)]));
    // One budget for every file's minimal diff: many rewritten files cannot add up.
    const budget = lineMapBudget();
    for (const file of base) {
        if (headByName.has(file.name))
            continue;
        violations.push({
            kind: 'file-deleted',
            file: file.name,
            line: 1,
            message: `.evolving/ledger/${file.name}: a writer file was deleted (its events leave the ledger)`,
        });
    }
    for (const file of head) {
        const before = baseByName.get(file.name);
        const lines = rawLines(file.text);
        const diff = before === undefined
            ? undefined
            : diffFile(file.name, before.text, baseLines.get(file.name), lines, budget);
        if (diff !== undefined)
            violations.push(...diff.violations);
        const endsClean = file.text.endsWith('\n');
        for (let i = diff?.appendedFrom ?? 0; i < lines.length; i++) {
            const raw = lines[i];
            if (isBlank(raw))
                continue;
            const envelope = (0,events/* parseEnvelope */.mE)(raw.endsWith('\r') ? raw.slice(0, -1) : raw);
            const entry = { file: file.name, line: i + 1, raw, parsed: !!envelope };
            if (envelope !== undefined)
                entry.id = envelope.id;
            appended.push(entry);
            if (envelope === undefined && !(i === lines.length - 1 && !endsClean))
                violations.push({
                    kind: 'unparseable',
                    file: file.name,
                    line: i + 1,
                    message: `.evolving/ledger/${file.name}:${i + 1}: a new line is not an ev event (ev skips it)`,
                });
        }
    }
    violations.push(...reusedIds(baseLines, baseEvents, appended));
    violations.push(...introducedProblems(baseEvents, headEvents, appended));
    return violations;
}
/**
 * Each of these ids' first line at B, as written: where B's scan read each
 * event (the scan keeps the first line holding an id, as this does). Only
 * the ids asked: a pull request appends a few lines to a ledger of many.
 */
function linesById(lines, events, ids) {
    const byId = new Map();
    for (const event of events) {
        if (!ids.has(event.id))
            continue;
        const raw = lines.get(event.file)?.[event.line - 1];
        if (raw !== undefined)
            byId.set(event.id, raw);
    }
    return byId;
}
function reusedIds(baseLines, baseEvents, appended) {
    const ids = new Set(appended.flatMap((line) => (line.id === undefined ? [] : [line.id])));
    const known = linesById(baseLines, baseEvents, ids);
    const violations = [];
    for (const line of appended) {
        if (line.id === undefined)
            continue;
        const earlier = known.get(line.id);
        if (earlier === undefined)
            known.set(line.id, line.raw);
        else if (earlier !== line.raw)
            violations.push({
                kind: 'id-reused',
                file: line.file,
                line: line.line,
                message: `.evolving/ledger/${line.file}:${line.line}: an event id already in the ledger reappears with other content (ev keeps the first)`,
            });
    }
    return violations;
}
/** Dangling references and duplicate closes at H that B did not have, named at the appended event. */
function introducedProblems(baseEvents, headEvents, appended) {
    const before = new Set((0,doctor/* integrityProblems */.wd)(baseEvents));
    const fresh = (0,doctor/* integrityProblems */.wd)(headEvents).filter((p) => !before.has(p));
    if (fresh.length === 0)
        return [];
    const appendedIds = new Set(appended.flatMap((a) => (a.id === undefined ? [] : [a.id])));
    const violations = [];
    for (const problem of fresh) {
        const dangling = /^dangling (\S+) → unknown claim .* \(event (.+)\)$/.exec(problem);
        let event;
        let kind;
        if (dangling !== null) {
            kind = 'dangling';
            event = headEvents.find((e) => e.id === dangling[2]);
        }
        else if (problem.startsWith('duplicate close on ')) {
            kind = 'duplicate-close';
            const claim = problem.slice('duplicate close on '.length);
            event = headEvents.findLast((e) => e.type === 'close' && (0,json/* stringField */.OM)(e.body, 'claim') === claim && appendedIds.has(e.id));
        }
        else
            continue; // a writer's clock: ev orders events by ts, so it never shows here
        if (event === undefined)
            continue;
        violations.push({
            kind,
            file: event.file,
            line: event.line,
            message: kind === 'dangling'
                ? `.evolving/ledger/${event.file}:${event.line}: a new ${event.type} event points at a claim the ledger does not hold`
                : `.evolving/ledger/${event.file}:${event.line}: a second close of a claim already closed`,
        });
    }
    return violations;
}
/** At one commit (no base to compare with): ev doctor's integrity problems, named at their event. */
function commitViolations(events) {
    return introducedProblems([], events, events.map((e) => ({ file: e.file, line: e.line, raw: '', parsed: true, id: e.id })));
}

;// CONCATENATED MODULE: ./src/core/claims/review.ts










/** How many findings of each kind are returned (the surfaces cap again; the report counts every one). */
const LIST_BOUND = 5000;
function folded(at) {
    const scan = at.read?.scan ?? (0,claims_scan/* scanLedger */.TT)(at.files);
    const derived = (0,annotate/* annotate */.fz)(at.read?.derived ?? (0,fold/* fold */.AU)(scan.events), at.world);
    return {
        thoughts: new Map(derived.thoughts.map((t) => [t.id, t.label])),
        events: scan.events,
        skipped: scan.skipped,
        claims: new Map((0,fold/* everyClaim */.GC)(derived).map((c) => [c.id, c])),
    };
}
/** The first line of `text` holding `passline` (`str::lines`), 1-based. */
function review_lineOf(text, passline) {
    // No line holds a newline; otherwise the first occurrence lies on the first line holding it.
    if (passline === '' || passline.includes('\n'))
        return undefined;
    const at = text.indexOf(passline);
    if (at < 0)
        return undefined;
    let line = 1;
    for (let i = text.indexOf('\n'); i >= 0 && i < at; i = text.indexOf('\n', i + 1))
        line++;
    return line;
}
function lookOf(evidence, world) {
    const look = { status: evidence.status };
    if (evidence.drift !== undefined)
        look.drift = evidence.drift;
    if (evidence.cell !== undefined)
        look.cell = evidence.cell;
    const path = evidence.parsed === undefined ? undefined : (0,claims_evidence/* anchorPath */.V3)(evidence.parsed);
    const passline = evidence.parsed?.passline;
    if (path !== undefined && (passline !== undefined || evidence.status === 'unreachable')) {
        const probed = world.tree.probe(path, passline !== undefined);
        if (probed.kind === 'file' && passline !== undefined) {
            const line = review_lineOf(probed.text, passline);
            if (line !== undefined)
                look.line = line;
        }
        if (probed.kind === 'unreadable' && evidence.status === 'unreachable' && probed.why)
            look.unreadable = probed.why;
    }
    return look;
}
/**
 * Where a broken anchor's base line sits at H, through the change to its
 * file: undefined when the file is not readable at both commits (gone at H,
 * too large). One map per path, its comparison bounded by the review's budget.
 */
function headLineOf(path, baseLine, worlds, maps, budget) {
    let map = maps.get(path);
    if (map === undefined) {
        const before = worlds.base.tree.probe(path, true);
        const after = worlds.head.tree.probe(path, true);
        map =
            before.kind === 'file' && after.kind === 'file'
                ? lineMap(before.text, after.text, budget)
                : null;
        maps.set(path, map);
    }
    return map === null ? undefined : map.at(baseLine);
}
/** A file's text at a commit, when its tree read it. */
function textAt(world, path) {
    const probed = world.tree.probe(path, true);
    return probed.kind === 'file' ? probed.text : undefined;
}
/**
 * Where an anchor that resolves at H resolves only inside a line none of
 * its cited lines at B became (follow.ts survivesVerbatim): H's first line
 * holding its text. Undefined when a cited line survives, or a text is not
 * read at both commits.
 */
function substringOnly(evidence, path, worlds, split) {
    const passline = evidence.parsed?.passline;
    if (path === undefined || passline === undefined || evidence.status !== 'resolves')
        return undefined;
    let lines = split.get(path);
    if (lines === undefined) {
        const base = textAt(worlds.base, path);
        const head = textAt(worlds.head, path);
        lines =
            base === undefined || head === undefined || base === head
                ? null
                : { base: textLines(base), head: textLines(head) };
        split.set(path, lines);
    }
    if (lines === null || linesSurvive(lines.base, lines.head, passline))
        return undefined;
    const at = lines.head.findIndex((l) => l.includes(passline));
    return at < 0 ? undefined : { line: at + 1, text: lines.head[at] };
}
/**
 * A broken anchor's proposal (follow.ts): its file renamed and holding the
 * text → evidence at the new path; its cited line replaced by a clear
 * successor in its hunk → evidence on that line; else why there is none.
 */
function proposal(claimId, evidence, anchor, worlds, follow, maps, budget) {
    const none = { kind: 'none', why: 'no-candidate' };
    const parsed = evidence.parsed;
    const path = anchor.path;
    if (parsed === undefined || path === undefined || parsed.passline === undefined)
        return none;
    const passline = parsed.passline;
    if (anchor.after.status === 'gone') {
        const key = (0,drift/* tableKey */.ih)(path);
        const to = key === undefined ? undefined : follow?.renames.get(key);
        if (to === undefined || follow === undefined)
            return none;
        const ref = checkedRef(parsed.kind, to, passline, follow.tree, worlds.head.commits);
        return ref === undefined
            ? none
            : refile(claimId, ref, (command) => ({ kind: 'rename', command, ref, from: path, to }));
    }
    const baseLine = anchor.before?.line;
    if (baseLine === undefined)
        return none;
    const base = textAt(worlds.base, path);
    const head = textAt(worlds.head, path);
    if (base === undefined || head === undefined)
        return none;
    let map = maps.get(path);
    if (map === undefined)
        maps.set(path, (map = lineMap(base, head, budget)));
    const oldText = textLines(base)[baseLine - 1] ?? '';
    const old = { line: baseLine, text: oldText };
    const hunk = map?.replacedBy(baseLine);
    if (hunk === undefined)
        return { ...none, old };
    const headLines = textLines(head);
    // A line that holds the text is where ev's substring match finds it, never its successor.
    const candidates = [];
    for (let line = hunk.from; line < hunk.to; line++) {
        const text = headLines[line - 1] ?? '';
        if (!text.includes(passline))
            candidates.push({ line, text });
    }
    const choice = successorOf(oldText, candidates);
    if (choice.kind === 'several')
        return {
            kind: 'none',
            why: 'several-candidates',
            candidates: choice.candidates,
            best: choice.best,
            old,
        };
    if (choice.kind === 'none') {
        const result = {
            kind: 'none',
            why: choice.tooLarge === true ? 'hunk-too-large' : 'no-candidate',
            candidates: choice.candidates,
            old,
        };
        if (choice.best !== undefined)
            result.best = choice.best;
        return result;
    }
    const text = choice.text.trim();
    const ref = checkedRef(parsed.kind, path, text, worlds.head.tree, worlds.head.commits);
    if (ref === undefined)
        return { ...none, old };
    return refile(claimId, ref, (command) => ({
        kind: 'edit',
        command,
        ref,
        old,
        new: { line: choice.line, text: choice.text },
        similarity: choice.similarity,
    }));
}
const MOVED_CELLS = new Set([
    'neighborhood-moved',
    'anchor-changed',
    'file-gone',
]);
/** Whether the pull request changes `path` (a file, or something under a directory anchor). */
function touchedBy(changed, dirs, path) {
    const key = (0,drift/* tableKey */.ih)(path);
    return key !== undefined && (changed.has(key) || dirs.has(key));
}
function directoriesOf(changed) {
    const dirs = new Set();
    for (const path of changed)
        for (let at = path.lastIndexOf('/'); at > 0; at = path.lastIndexOf('/', at - 1))
            dirs.add(path.slice(0, at));
    return dirs;
}
const RANK = { broken: 0, moved: 1, 'base-moved': 2, still: 3 };
function readingOf(before, after, touched, scope, substring) {
    if (scope === 'commit')
        return MOVED_CELLS.has(after.cell) ? 'base-moved' : 'still';
    if (before === undefined)
        return 'still'; // filed in this pull request: listed as recorded
    // Whatever stops it resolving (its text, its file, a link, a directory, a submodule, its size).
    if (before.status === 'resolves' && after.status !== 'resolves')
        return 'broken';
    // Resolving only inside another line than any it cited at B: ev's substring false green.
    if (substring && before.status === 'resolves')
        return 'broken';
    if (touched && after.status === 'resolves')
        return 'moved';
    if (!touched && MOVED_CELLS.has(before.cell))
        return 'base-moved';
    return 'still';
}
const REANCHORING = new Set(['evidence', 'ack', 'hold', 'demand', 'prune', 'close']);
/** What the pull request appended for a claim, read against the claim's view at H. */
function reanchoringOf(event, folded, claim) {
    const type = event.type;
    const r = {
        type,
        eventId: event.id,
        actor: event.actor,
        file: event.file,
        line: event.line,
        folded,
        stands: false,
    };
    let stands = folded;
    if (type === 'evidence') {
        r.ref = (0,json/* stringField */.OM)(event.body, 'ref') ?? '';
        const evidence = claim?.evidence.find((e) => e.filed.id === event.id);
        // An unparseable ref keeps the status the ledger recorded: ev never reads it, so it anchors nothing.
        if (evidence?.parsed !== undefined)
            r.status = evidence.status;
        stands = folded && r.status === 'resolves';
    }
    else if (type === 'hold')
        stands = folded && claim?.state === 'grey';
    else if (type === 'close')
        stands = folded && (claim?.state === 'closed' || claim?.state === 'dead');
    else if (type === 'prune')
        stands = folded && claim?.state === 'dead';
    r.stands = stands;
    return r;
}
/** The dispositions that clear the anchor gate: a re-file that resolves, a hold, a close, a death. */
const CLEARS_GATE = new Set(['evidence', 'hold', 'close', 'prune']);
/**
 * Whether `r` settles a claim this pull request broke or moved: it stands at
 * H, and it is not an ack of a broken anchor (ev's ack cannot clear a
 * changed or gone anchor), nor, under the anchor gate, a demand on one.
 */
function settles(r, from, gate) {
    if (!r.stands)
        return false;
    if (from === 'moved')
        return true;
    if (r.type === 'ack')
        return false;
    return gate === 'off' || CLEARS_GATE.has(r.type);
}
function reviewClaims(input) {
    const scope = input.base === undefined ? 'commit' : 'pull-request';
    const head = folded(input.head);
    const base = input.base === undefined ? undefined : folded(input.base);
    const baseIds = new Set(base?.events.map((e) => e.id) ?? []);
    const appended = base === undefined ? [] : head.events.filter((e) => !baseIds.has(e.id));
    const changed = new Set((input.changedPaths ?? []).flatMap((p) => {
        const key = (0,drift/* tableKey */.ih)(p);
        return key === undefined ? [] : [key];
    }));
    const dirs = directoriesOf(changed);
    const reanchoredBy = new Map();
    const applied = appended.length === 0 ? new Set() : (0,fold/* appliedClaimEvents */.Xu)(head.events);
    for (const event of appended) {
        if (!REANCHORING.has(event.type))
            continue;
        const claim = (0,json/* stringField */.OM)(event.body, 'claim');
        if (claim === undefined || !base?.claims.has(claim))
            continue;
        const list = reanchoredBy.get(claim) ?? [];
        list.push(reanchoringOf(event, applied.has(event.id), head.claims.get(claim)));
        reanchoredBy.set(claim, list);
    }
    const broken = [];
    const moved = [];
    const settled = [];
    const gateFailures = [];
    const baseMoved = [];
    let untouched = 0;
    const lineMaps = new Map();
    const lineBudget = lineMapBudget();
    const splitFiles = new Map();
    const withEvidence = [...head.claims.values()].filter((c) => c.evidence.length > 0);
    for (const claim of withEvidence) {
        const before = base?.claims.get(claim.id);
        const beforeEvidence = new Map(before?.evidence.map((e) => [e.filed.id, e]) ?? []);
        const anchors = claim.evidence.map((evidence) => {
            const was = beforeEvidence.get(evidence.filed.id);
            const beforeLook = was === undefined || input.base === undefined ? undefined : lookOf(was, input.base.world);
            const afterLook = lookOf(evidence, input.head.world);
            const path = evidence.parsed === undefined ? undefined : (0,claims_evidence/* anchorPath */.V3)(evidence.parsed);
            const touched = path !== undefined && touchedBy(changed, dirs, path);
            const substring = touched && input.base !== undefined && beforeLook?.status === 'resolves'
                ? substringOnly(evidence, path, { base: input.base.world, head: input.head.world }, splitFiles)
                : undefined;
            const anchor = {
                evidenceId: evidence.filed.id,
                ref: evidence.ref,
                reading: readingOf(beforeLook, afterLook, touched, scope, substring !== undefined),
                selfEvident: evidence.selfEvident,
                after: afterLook,
                ledger: { file: evidence.filed.file, line: evidence.filed.line },
            };
            if (path !== undefined)
                anchor.path = path;
            if (beforeLook !== undefined)
                anchor.before = beforeLook;
            if (anchor.reading === 'broken' &&
                afterLook.status !== 'gone' &&
                path !== undefined &&
                beforeLook?.line !== undefined &&
                input.base !== undefined) {
                const worlds = { base: input.base.world, head: input.head.world };
                const line = headLineOf(path, beforeLook.line, worlds, lineMaps, lineBudget);
                if (line !== undefined)
                    anchor.headLine = line;
            }
            if (anchor.reading === 'broken' && substring !== undefined)
                anchor.substring = substring;
            if (anchor.reading === 'broken' && input.base !== undefined) {
                const worlds = { base: input.base.world, head: input.head.world };
                anchor.suggested = proposal(claim.id, evidence, anchor, worlds, input.follow, lineMaps, lineBudget);
            }
            else if (anchor.reading === 'moved') {
                const command = ackCommand(claim.id);
                if (command !== undefined)
                    anchor.suggested = { kind: 'ack', command };
            }
            return anchor;
        });
        const worst = Math.min(...anchors.map((a) => RANK[a.reading]));
        const reviewed = {
            id: claim.id,
            label: claim.label,
            state: claim.state,
            filedBy: claim.filed.actor,
            independent: claim.evidence.some((e) => !e.selfEvident),
            reading: claim.reading,
            thoughts: thoughtsOf(claim.reading, head.thoughts),
            anchors: anchors
                .filter((a) => RANK[a.reading] === worst || a.reading === 'broken' || a.reading === 'moved')
                .sort((a, b) => RANK[a.reading] - RANK[b.reading]),
            reanchored: reanchoredBy.get(claim.id) ?? [],
        };
        if (before !== undefined)
            reviewed.stateBefore = before.state;
        if (worst === RANK.broken)
            reviewed.suggested = reviewed.anchors.flatMap((a) => a.reading === 'broken' ? [a.suggested ?? { kind: 'none', why: 'no-candidate' }] : []);
        if (worst === RANK.broken &&
            input.gate === 'anchors' &&
            !reviewed.reanchored.some((r) => r.stands && CLEARS_GATE.has(r.type)))
            gateFailures.push(claim.id);
        const from = worst === RANK.broken ? 'broken' : worst === RANK.moved ? 'moved' : undefined;
        // The last disposition that settles it: the reviewer's latest act.
        const by = from === undefined
            ? undefined
            : reviewed.reanchored.findLast((r) => settles(r, from, input.gate));
        if (from !== undefined && by !== undefined) {
            reviewed.settled = { from, by };
            settled.push(reviewed);
        }
        else if (worst === RANK.broken)
            broken.push(reviewed);
        else if (worst === RANK.moved)
            moved.push(reviewed);
        else if (worst === RANK['base-moved'])
            baseMoved.push(reviewed);
        else
            untouched++;
    }
    const recorded = base === undefined ? [] : recordedEntries(appended, head, input.head.world);
    const stateChanges = base === undefined ? [] : changesOfState(base, head, reanchoredBy);
    const violations = input.base === undefined || base === undefined
        ? commitViolations(head.events)
        : ledgerViolations(input.base.files, input.head.files, head.events, base.events);
    const census = (0,doctor/* movementCensus */.nm)((0,doctor/* claimsWithEvidence */.rR)(toDerivedLike(head)));
    const baseMovedCensus = (0,doctor/* movementCensus */.nm)(baseMoved.flatMap((c) => {
        const view = (scope === 'commit' ? head : base)?.claims.get(c.id);
        return view === undefined ? [] : [view];
    }));
    const review = {
        scope,
        broken,
        moved,
        settled,
        baseMoved,
        untouched,
        census,
        baseMovedCensus,
        recorded: recorded.slice(0, LIST_BOUND),
        stateChanges: stateChanges.slice(0, LIST_BOUND),
        violations: violations.slice(0, LIST_BOUND),
        skipped: head.skipped.slice(0, LIST_BOUND),
        gate: input.gate,
        gateFailures,
        events: head.events.length,
        claims: head.claims.size,
        review: { model: 'claims', conclusion: 'success', title: '', reason: '', findings: [] },
    };
    review.review = modelReview(review, input);
    return review;
}
function thoughtsOf(reading, thoughts) {
    const texts = {};
    for (const slot of reading.slots) {
        const text = thoughts.get(slot.reference);
        if (text !== undefined)
            texts[slot.reference] = text;
    }
    return texts;
}
function toDerivedLike(head) {
    const claims = [...head.claims.values()];
    return {
        claims,
        closed: [],
        grey: [],
        thoughts: [],
        demandsReturned: [],
        indicators: [],
        snapshots: [],
        boundaryCount: 0,
    };
}
function recordedEntries(appended, head, world) {
    const entries = [];
    for (const event of appended) {
        if (!['claim', 'evidence', 'close', 'prune', 'hold', 'ack', 'demand'].includes(event.type))
            continue;
        const claimId = event.type === 'claim' ? event.id : ((0,json/* stringField */.OM)(event.body, 'claim') ?? '');
        const claim = head.claims.get(claimId);
        const entry = {
            kind: event.type,
            eventId: event.id,
            claimId,
            label: event.type === 'claim' ? ((0,json/* stringField */.OM)(event.body, 'label') ?? '') : (claim?.label ?? ''),
            actor: event.actor,
            file: event.file,
            line: event.line,
            findings: [],
        };
        if (event.type === 'evidence') {
            const evidence = claim?.evidence.find((e) => e.filed.id === event.id);
            entry.ref = (0,json/* stringField */.OM)(event.body, 'ref') ?? '';
            if (evidence !== undefined)
                entry.findings = attachFindings(evidence, claim, world);
        }
        entries.push(entry);
    }
    return entries;
}
/** ev's checks at filing time, applied to evidence this pull request files. */
function attachFindings(evidence, claim, world) {
    if (evidence.parsed === undefined)
        return [];
    const refused = (0,claims_evidence/* attachRefusal */.In)(evidence.parsed);
    if (refused !== undefined)
        return [refused];
    if (evidence.parsed.passline === undefined || (0,claims_evidence/* anchorPath */.V3)(evidence.parsed) === undefined)
        return [];
    const reading = (0,annotate/* readAnchor */.QZ)(evidence, claim.lastAck, world);
    return reading !== undefined && reading.status !== 'resolves' ? ['absent-at-head'] : [];
}
function changesOfState(base, head, reanchoredBy) {
    const changes = [];
    for (const [id, all] of reanchoredBy) {
        // What ev's fold drops changed nothing.
        const by = all.filter((r) => r.folded);
        if (by.length === 0)
            continue;
        const before = base.claims.get(id);
        const after = head.claims.get(id);
        if (before === undefined || after === undefined)
            continue;
        const stateEvent = [...by].reverse().find((r) => r.type !== 'evidence');
        if (before.state === after.state && stateEvent?.type !== 'ack')
            continue;
        const last = stateEvent ?? by[by.length - 1];
        changes.push({
            claimId: id,
            label: after.label,
            from: before.state,
            to: after.state,
            by: last,
        });
    }
    return changes;
}
// ---------------------------------------------------------------------------
// The model-neutral review
function plural(n, one, many = `${one}s`) {
    return `${n} ${n === 1 ? one : many}`;
}
function anchorFinding(claim, anchor, gates, prefix) {
    const severity = anchor.reading === 'broken' ? (gates ? 'failure' : 'warning') : 'notice';
    const finding = {
        key: `${claim.id}#${anchor.evidenceId}`,
        severity,
        gates,
        title: anchor.reading === 'broken'
            ? `Claim's anchor broken by this pull request: ${claim.label}`
            : `The code beside this claim's anchor changed: ${claim.label}`,
        message: anchor.reading === 'broken'
            ? `${anchor.ref} ${anchor.substring === undefined ? brokenWhy(anchor.after) : `resolves only inside line ${anchor.substring.line}, another line than it cited,`} at this commit (it resolved at the base). ` +
                (anchor.suggested?.kind === 'rename' || anchor.suggested?.kind === 'edit'
                    ? `Proposed, for a person to confirm: ${anchor.suggested.command} — `
                    : '') +
                (gates
                    ? 'claims-gate: anchors — re-file evidence for this claim (ev evidence) that resolves here, hold it, close it, or declare it dead in this pull request.'
                    : 'Re-read the claim; where the code moved on purpose, re-file its evidence (ev evidence <claim> file:…::…).')
            : `${anchor.ref} still resolves, but this pull request changed the code beside it: re-read the claim.`,
    };
    const location = anchorLocation(anchor, prefix);
    if (location !== undefined)
        finding.location = location;
    return finding;
}
/** Why a path that is there is not read as a file, in words. */
const UNREADABLE_WHY = {
    link: 'a symbolic link',
    directory: 'a directory',
    submodule: 'a submodule',
    'too-large': 'a file too large to read',
    'not-a-file': 'not a regular file',
    'not-readable': 'a file that could not be read',
};
/** What happened to an anchor that resolved at the base, at H: a phrase after its ref. */
function brokenWhy(after) {
    switch (after.status) {
        case 'gone':
            return 'is gone';
        case 'changed':
            return 'no longer finds its text';
        case 'unreachable':
            return after.unreadable === undefined
                ? 'is not readable as a file'
                : `is ${UNREADABLE_WHY[after.unreadable]}, not a file ev reads,`;
        default:
            return `reads ${after.status}`;
    }
}
/**
 * Where an anchor's annotation goes (annotations refer to the head commit):
 * H's anchored line; a broken one where its line was, mapped to H through
 * the change to its file, or on its evidence's ledger line when the file is
 * gone at H (or not readable there).
 */
function anchorLocation(anchor, prefix) {
    const ledgerLine = {
        path: `${prefix}.evolving/ledger/${anchor.ledger.file}`,
        startLine: anchor.ledger.line,
    };
    if (anchor.path === undefined)
        return ledgerLine;
    const key = (0,drift/* tableKey */.ih)(anchor.path);
    if (key === undefined)
        return ledgerLine;
    if (anchor.reading === 'broken')
        return anchor.headLine === undefined
            ? ledgerLine
            : { path: `${prefix}${key}`, startLine: anchor.headLine };
    return { path: `${prefix}${key}`, startLine: anchor.after.line ?? 1 };
}
function modelReview(review, input) {
    const prefix = input.ledgerPrefix;
    const failing = new Set(review.gateFailures);
    const findings = [];
    for (const claim of review.broken)
        for (const anchor of claim.anchors.filter((a) => a.reading === 'broken'))
            findings.push(anchorFinding(claim, anchor, failing.has(claim.id), prefix));
    for (const claim of [...review.broken, ...review.moved])
        for (const anchor of claim.anchors.filter((a) => a.reading === 'moved'))
            findings.push(anchorFinding(claim, anchor, false, prefix));
    for (const violation of review.violations) {
        const finding = {
            key: `violation:${violation.file}:${violation.line}:${violation.kind}`,
            severity: input.failOnViolation ? 'failure' : 'warning',
            gates: input.failOnViolation,
            title: 'ev 0.2 ledger history rewritten',
            message: violation.message,
        };
        if (violation.kind !== 'file-deleted')
            finding.location = {
                path: `${prefix}.evolving/ledger/${violation.file}`,
                startLine: violation.line,
            };
        findings.push(finding);
    }
    for (const entry of review.recorded)
        for (const check of entry.findings)
            findings.push({
                key: `recorded:${entry.eventId}:${check}`,
                severity: 'warning',
                gates: false,
                title: 'Evidence ev would refuse at filing',
                message: `${entry.ref ?? ''}: ${ATTACH_WHY[check]}`,
                location: { path: `${prefix}.evolving/ledger/${entry.file}`, startLine: entry.line },
            });
    const violations = review.violations.length;
    const parts = [];
    if (violations > 0)
        parts.push(plural(violations, 'ledger violation'));
    const isPr = review.scope === 'pull-request';
    if (review.broken.length > 0)
        parts.push(`${plural(review.broken.length, "claim's anchor", "claims' anchors")} broken by this pull request`);
    if (review.moved.length > 0)
        parts.push(`${plural(review.moved.length, 'claim')} on code this pull request moved`);
    if (!isPr && review.baseMoved.length > 0)
        parts.push(`${plural(review.baseMoved.length, 'claim')} on moved code`);
    const gated = failing.size > 0 || (input.failOnViolation && violations > 0);
    const conclusion = gated
        ? 'failure'
        : review.broken.length + review.moved.length > 0
            ? 'neutral'
            : 'success';
    const settled = review.settled.length;
    const title = parts.length > 0
        ? parts.join(', ')
        : !isPr
            ? `${plural(review.census.total, 'claim')} with evidence, ${review.census.still} still`
            : settled > 0
                ? `Every claim whose anchor this pull request broke or moved is settled in it (${settled})`
                : `No claim's anchor moved by this pull request (${plural(review.census.total, 'claim')} with evidence)`;
    // Beside the decisions' reason (a store of both models) it says whose it is.
    return { model: 'claims', conclusion, title, reason: `ev 0.2 claims: ${title}`, findings };
}
const ATTACH_WHY = {
    'line-number': 'a `:<N>` line number is not an anchor (ev reads it as part of the path): cite the text on the line instead, `file:<path>::<text>`',
    'empty-passline': 'an empty pass-line (`::` with nothing after it) matches every line, so it can never break',
    'absent-at-head': 'the cited text is not in the file at this commit, so the anchor does not resolve',
};

;// CONCATENATED MODULE: ./src/commands/claims-report.ts
/**
 * `report` on a store that holds ev 0.2 claims: the claims review the
 * action would post, with `--base <rev>` the pull request from that commit
 * to HEAD (both read from git objects, as the action reads them), without
 * it HEAD alone (a push's census); commands/report.ts draws it as the action
 * does (render/review-surfaces.ts). Nothing is written, GitHub is not asked.
 */





/** The review the action would post for `base..HEAD` (or HEAD alone), or an error to print. */
async function previewClaims(io, root, base) {
    const repository = await repositoryFor(io, root);
    if (repository === null)
        return {
            error: 'error: report on an ev 0.2 store needs a git repository (it reads the ledger from commits)',
        };
    const ctx = { repository, cwd: root, env: io.env };
    const rel = (0,external_node_path_.relative)(repository.workTree, root);
    const prefix = rel === '' || rel.startsWith('..') ? '' : `${rel.split(external_node_path_.sep).join('/')}/`;
    const head = await commitOf(ctx, 'HEAD');
    if (head === undefined)
        return { error: 'error: report: HEAD names no commit' };
    const baseSha = base === undefined ? undefined : await commitOf(ctx, base);
    if (base !== undefined && baseSha === undefined)
        return {
            error: `error: report: --base ${JSON.stringify(base.slice(0, 80))} names no commit here`,
        };
    const budget = (0,claims_budget/* timeBudget */.B6)(claims_budget/* CLAIMS_REVIEW_BUDGET_MS */.sd, Date.now); // as the action's review
    const [[atHead, atBase], changed] = await Promise.all([
        ledgersAtCommits(ctx, baseSha === undefined ? [head] : [head, baseSha], prefix, budget),
        baseSha === undefined ? undefined : changedPathsBetween(ctx, baseSha, head, prefix),
    ]);
    if (atHead === undefined)
        return { error: 'error: report: the ledger at HEAD was not read' };
    for (const refused of [...atHead.refused, ...(atBase?.refused ?? [])])
        io.stderr(`${refused}\n`);
    for (const note of new Set([...(atHead.world.notes ?? []), ...(atBase?.world.notes ?? [])]))
        io.stderr(`warning: ${note}\n`);
    const follow = baseSha === undefined || atBase === undefined
        ? undefined
        : await renamesFollowed(ctx, baseSha, head, prefix, atBase, atHead);
    const review = reviewClaims({
        head: atHead,
        ...(atBase !== undefined ? { base: atBase } : {}),
        ...(changed !== undefined ? { changedPaths: changed } : {}),
        ...(follow !== undefined ? { follow } : {}),
        gate: 'off',
        failOnViolation: true,
        ledgerPrefix: prefix,
    });
    const render = {
        serverUrl: 'https://github.com',
        repository: '',
        headSha: head,
        ledgerPrefix: prefix,
        ...(baseSha !== undefined ? { baseSha } : {}),
    };
    return { review, render };
}

// EXTERNAL MODULE: ./src/core/claims/cells.ts
var cells = __webpack_require__(720);
;// CONCATENATED MODULE: ./src/core/render/advice.ts
const PULL_REQUEST_EVENTS = new Set(['pull_request', 'pull_request_target']);
/** Is the change under review a pull request (else a push, a schedule, a dispatch, or a local change)? */
function aboutPullRequest(context) {
    return context.pullRequest ?? PULL_REQUEST_EVENTS.has(context.event);
}
/** Where a new decision is recorded, for this event: ` in this pull request`, ` in your branch`, ` in a pull request`. */
function whereToRecord(context) {
    if (aboutPullRequest(context))
        return ' in this pull request';
    return context.event === 'cli' ? ' in your branch' : ' in a pull request';
}
const code = (text) => ({ code: text });
/** `a`, `a and b`, `a, b and c` as code spans. */
function codeList(items) {
    const parts = [];
    items.forEach((item, i) => {
        if (i > 0)
            parts.push(i === items.length - 1 ? ' and ' : ', ');
        parts.push(code(item));
    });
    return parts;
}
/** A local preview without `--platform`; with it, `report` previews a CI job and advises as one. */
function isLocal(context) {
    return context.event === 'cli' && context.settings.platform === null;
}
function checksRunHere(settings) {
    return settings.runChecks === 'all' || settings.runChecks === 'needed';
}
function recordNewDecision(context) {
    return [
        ' — if the decision no longer holds — record the new decision with ',
        code('ev'),
        whereToRecord(context),
    ];
}
/** The job's `platform`, when no binding of the ledger declares it (then `attest` on it would exempt everything). */
function undeclaredPlatform(own, context) {
    const declared = context.declaredPlatforms;
    if (own === null || declared === undefined || declared.length === 0)
        return undefined;
    return declared.includes(own) ? undefined : own;
}
/** `no binding declares `linux` (declared: `linux-ci`)`, and what to set instead. */
function noBindingDeclares(own, context) {
    return [
        'no binding declares ',
        code(own),
        ' (declared: ',
        ...codeList(context.declaredPlatforms ?? []),
        '): set ',
        code('platform'),
        ' to the platform this job stands for',
    ];
}
/** How to get a fresh receipt on `platforms`, given what this job does. */
function runAgain(platforms, context) {
    const { settings } = context;
    if (isLocal(context)) {
        return platforms.flatMap((platform, i) => [
            i === 0 ? 'run ' : '; ',
            code(`ev check --run --platform ${platform}`),
            ' on a ',
            code(platform),
            ' host',
        ]);
    }
    if (settings.runChecks === 'refused')
        return [
            'bound checks never run on this event: run them in the ',
            code('pull_request'),
            ' workflow and publish its receipts with ',
            code('receipts:'),
            ' (recipe (c) in docs/RECIPES.md)',
        ];
    const own = settings.platform;
    const elsewhere = platforms.filter((platform) => platform !== own);
    if (!checksRunHere(settings) && context.mergesReceipts === true)
        return [
            'this job only judges the receipts it merges (',
            code('receipts:'),
            '), and none of them ran it on ',
            ...codeList(platforms),
            ": the job that runs it there (a platform's or a shard's) left no receipt: see its log, and check that it uploads its receipts even when a check fails",
        ];
    if (!checksRunHere(settings)) {
        const advice = [
            'set ',
            code('run-checks: true'),
            ' (or ',
            code('needed'),
            ') in the workflow so this job runs it',
        ];
        if (own !== null && platforms.includes(own))
            advice.push(' on ', code(own));
        if (own !== null && elsewhere.length > 0)
            advice.push('; ', ...notThisJob(elsewhere, own, context));
        return advice;
    }
    if (elsewhere.length === 0)
        return [
            'it was to run on ',
            code(own ?? ''),
            ' in this job but left no fresh receipt: see the warnings in the step log',
        ];
    return notThisJob(elsewhere, own, context);
}
/**
 * Platforms this job does not run: another job, or `attest` to let this
 * job's platform decide — only a platform some binding declares, since
 * attesting one that none declares exempts every binding.
 */
function notThisJob(platforms, own, context) {
    const undeclared = undeclaredPlatform(own, context);
    if (undeclared !== undefined)
        return noBindingDeclares(undeclared, context);
    const advice = [
        'this job runs checks on ',
        own === null ? 'no platform' : code(own),
        ' only, and nothing here attests ',
        ...codeList(platforms),
        ': add a job for ',
        platforms.length === 1 ? 'it' : 'each',
        ' and merge its receipts with ',
        code('receipts:'),
        ' (recipe (b) in docs/RECIPES.md)',
    ];
    if (own !== null)
        advice.push(', or set ', code(`attest: ${own}`), ' so only ', code(own), ' decides');
    return advice;
}
function missingPlatforms(ground) {
    return ground.platformResults.filter((r) => r.result === 'no receipt').map((r) => r.platform);
}
function shaStale(ground, context) {
    const { staleness } = context.settings;
    const reference = staleness.sha === null ? '' : ` (${staleness.sha.slice(0, 8)})`;
    const verified = ground.verifiedAtSha.slice(0, 8);
    if (isLocal(context))
        return [
            `the ledger's staleness_ref (${staleness.policy}) resolves to a commit${reference} other than the one the binding was verified at (${verified}), and fresh runs do not change that: re-verify the binding at this commit with `,
            code('ev guard'),
            ', or preview what CI shows with ',
            code('--staleness-ref none'),
        ];
    return [
        'the staleness reference (',
        code(`staleness-ref: ${staleness.setting}`),
        ` → ${staleness.policy}${reference}) is not the commit the binding was verified at (${verified}), and running the check again does not change that: set `,
        code('staleness-ref: none'),
        ' (the default), which judges a CI run by its own receipts, or re-verify the binding at this commit with ',
        code('ev guard'),
    ];
}
/** The platforms whose latest receipt failed or errored. */
function failingPlatforms(ground) {
    return ground.platformResults
        .filter((r) => r.result === 'red' || r.result === 'gray')
        .map((r) => r.platform);
}
/**
 * `unproven` has two causes. The counter-test agreed with a passing test (or
 * could not run): nothing shows the check can fail. Or the test itself fails
 * and the counter-test fails too — as it does when it runs the same test
 * against the rejected implementation: the label says `unproven`, but what
 * is wrong is the failing test.
 */
function unproven(ground, context) {
    const counter = ground.counterTest === undefined ? [] : [' ', code(ground.counterTest)];
    const failing = failingPlatforms(ground);
    if (failing.length > 0)
        return [
            'the test fails on ',
            ...codeList(failing),
            ' — make it pass again (its counter-test',
            ...counter,
            ' fails too, so the result did not flip: that is why the label reads unproven, not red), or',
            ...recordNewDecision(context),
        ];
    return [
        'its counter-test',
        ...counter,
        // ev 0.1.9 and 0.1.28: a counter-test that could not run (exit 126/127), or that agreed.
        ' did not fail where the test passed (it agreed with the test, or could not be run at all), so nothing shows the check can fail when its reason breaks: make the counter-test runnable and failing where the reason does not hold, or',
        ...recordNewDecision(context),
    ];
}
/** Does this ground's test fail (red, errored, or failing under an `unproven` label)? */
function testFails(ground) {
    if (ground.rule === 'red' || ground.rule === 'gray')
        return true;
    return ground.rule === 'unproven' && failingPlatforms(ground).length > 0;
}
function dirty(context) {
    if (isLocal(context))
        return [
            'it passes only with an uncommitted change to a file it guards: commit the change and run the check again (',
            code('ev check --run'),
            ')',
        ];
    return [
        'a file it guards has an uncommitted change in this checkout (an earlier step changed it), so the pass is not the commit’s: run the checks on a clean checkout',
    ];
}
/** The guarding test was changed by the change under review: a green proves only what the new test checks. */
function testChangedAdvice(ground, files, alone) {
    // Only a pull request's files (or a preview's `--changed`, which stands for one) change a test.
    const named = [' (', ...codeList(files), ')'];
    if (!alone)
        return [
            '. Its guarding test was changed by this pull request too',
            ...named,
            ': review that change',
        ];
    const result = ground.rule === 'exempt'
        ? ', and this job does not judge the binding (exempt on this runner)'
        : ': the check passes against the test as this pull request left it, which proves only what that test now checks';
    return [
        'the guarding test was changed by this pull request',
        ...named,
        result,
        ' — review the change to the test before merging (it does not gate)',
    ];
}
/** The advice for one resurfaced ground; empty for a label that needs none. */
function adviceFor(ground, context) {
    const advice = adviceForRule(ground, context);
    const changed = ground.testChanged ?? [];
    if (changed.length === 0)
        return advice;
    return [...advice, ...testChangedAdvice(ground, changed, advice.length === 0)];
}
function adviceForRule(ground, context) {
    switch (ground.rule) {
        case 'sha-stale':
            return shaStale(ground, context);
        case 'not-run': {
            const missing = missingPlatforms(ground);
            const failing = ground.platformResults.filter((r) => r.result === 'red' || r.result === 'gray');
            const advice = [
                'no receipt on ',
                ...codeList(missing),
                ': ',
                ...runAgain(missing, context),
            ];
            if (failing.length > 0)
                advice.push('. It also fails on ', ...codeList(failing.map((r) => r.platform)), ': make it pass again, or', ...recordNewDecision(context));
            return advice;
        }
        case 'trigger-stale':
            return [
                'a declared trigger changed after its last run: ',
                ...runAgain(ground.platformResults.map((r) => r.platform), context),
            ];
        case 'age-stale':
            return [
                "its latest receipt is older than the ledger's ",
                code('staleness_days'),
                ': ',
                ...runAgain(ground.platformResults.map((r) => r.platform), context),
            ];
        case 'history-missing': {
            const advice = [
                'the commit its receipt was made at is not in this clone, so whether a trigger changed since cannot be judged: check out with ',
                code('fetch-depth: 0'),
            ];
            // On an event that never runs checks, running them again is not a remedy.
            if (context.settings.runChecks !== 'refused')
                advice.push(', or run it again here with ', code('run-checks: needed'));
            return advice;
        }
        case 'unproven':
            return unproven(ground, context);
        case 'gray':
            return [
                'it errored or timed out (a timeout is ',
                code('check-timeout'),
                '): make it finish, or',
                ...recordNewDecision(context),
            ];
        case 'red':
            return ['make it pass again, or', ...recordNewDecision(context)];
        case 'silently-unbound':
            return [
                'a declared trigger changed but the selected-list did not select it: have the affinity tool select it, or ',
                ...(context.settings.runChecks === 'refused'
                    ? runAgain(ground.platformResults.map((r) => r.platform), context)
                    : ['run every check (', code('run-checks: true'), ')']),
            ];
        case 'dirty':
            return dirty(context);
        default:
            return [];
    }
}
/**
 * `adviceFor` for the grounds of one report: grounds resting on the same
 * facts share one array, which nothing modifies. A large ledger has tens of
 * thousands of resurfaced grounds and a handful of causes; an array each was
 * about a sixth of the memory its resurfaced decisions hold.
 */
function adviceOfReport(context) {
    const made = new Map();
    return (ground) => {
        const key = factsKey(ground);
        let advice = made.get(key);
        if (advice === undefined) {
            advice = adviceFor(ground, context);
            made.set(key, advice);
        }
        return advice;
    };
}
/**
 * The facts the advice for this ground's rule reads, as one string (NUL cannot
 * occur in a sha, a ref, a platform or a result). Only those: a sha-stale
 * ground's advice names its sha, but no other rule's does, and a key holding
 * every binding's own sha would share nothing.
 */
function factsKey(ground) {
    const changed = ground.testChanged ?? [];
    const rule = ruleKey(ground);
    // Most grounds' tests were not changed: their key is the rule's alone.
    return changed.length === 0 ? rule : `${rule}\0\0${changed.join('\0')}`;
}
function ruleKey(ground) {
    switch (ground.rule) {
        case 'sha-stale':
            return `${ground.rule}\0${ground.verifiedAtSha}`;
        case 'unproven': {
            let key = ground.counterTest === undefined ? ground.rule : `${ground.rule}\0${ground.counterTest}`;
            for (const platform of failingPlatforms(ground))
                key += `\0${platform}`;
            return key;
        }
        case 'not-run':
        case 'trigger-stale':
        case 'age-stale':
        case 'silently-unbound': {
            let key = ground.rule;
            for (const result of ground.platformResults)
                key += `\0${result.platform}\0${result.result}`;
            return key;
        }
        default:
            return ground.rule;
    }
}
/** The advice as one string, code spans in backticks (how the comment compares advice, and a key). */
function plainAdvice(advice) {
    return advice.map((part) => (typeof part === 'string' ? part : `\`${part.code}\``)).join('');
}
/**
 * The advice for a plain-text surface (annotations): no Markdown, so a code
 * span is its text in single quotes, never backticks that show as they are.
 */
function plainTextAdvice(advice) {
    return advice.map((part) => (typeof part === 'string' ? part : `'${part.code}'`)).join('');
}

;// CONCATENATED MODULE: ./src/core/render/markdown.ts
/**
 * Escaping untrusted ledger text for GitHub-flavoured Markdown and HTML.
 *
 * Every string that comes from `.evolving/` (decisions, claims, blame, refs,
 * options, tags, ids, file names) and every byte of a check's output is
 * untrusted: it must not inject markup, ping people, cross-reference issues,
 * forge the sticky-comment marker, or break the page. Pure.
 *
 * Contexts:
 * - `mdText`    inline Markdown (paragraphs, list items, headings, table cells);
 * - `htmlText`  text inside an HTML block (`<summary>…</summary>`), where
 *               Markdown is not processed and backslashes would show;
 * - `codeSpan`  an inline code span for any content (refs, ids, paths);
 * - `fencedBlock` a fenced code block for any content (a check's output);
 * - `plainText` plain text for annotations (GitHub renders no Markdown there).
 *
 * Every context starts by neutralising invisible characters (text/unicode.ts
 * `neutralizeInvisible`: default-ignorables, Unicode tags, bidi controls).
 */

/** Zero-width space: breaks GitHub's mention/reference/autolink detection invisibly. */
const ZWSP = '\u200B';
// ---------------------------------------------------------------------------
// Normalisation: line breaks and invisible controls
/** Characters that end a line somewhere (CommonMark, Unicode, terminals). */
const LINE_BREAK = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/g;
/**
 * Controls that must never reach the page: C0/C1 controls (minus tab and the
 * line breaks, handled separately) and lone surrogates. Bidi controls and
 * every other invisible character are `neutralizeInvisible`'s (the joiners
 * and selectors emoji need are kept there).
 */
const UNSAFE_CONTROL = 
// eslint-disable-next-line no-control-regex
/[\0-\x08\x0e-\x1f\x7f-\x84\x86-\x9f\ud800-\udfff]/gu;
/** ANSI escape sequences (CSI and OSC) as printed by test runners for colour. */
// eslint-disable-next-line no-control-regex
const ANSI_SEQUENCE = /\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[@-_]/g;
/** U+FFFD: shows the reader that something was there. */
const REPLACEMENT = '\uFFFD';
/** One line of text: line breaks and tabs become spaces, runs of spaces collapse, ends trimmed. */
function collapseInline(text) {
    return (0,unicode/* neutralizeInvisible */.d)(text)
        .replace(LINE_BREAK, ' ')
        .replace(/\t/g, ' ')
        .replace(UNSAFE_CONTROL, REPLACEMENT)
        .replace(/ {2,}/g, ' ')
        .replace(/^ +| +$/g, '');
}
/** Verbatim multi-line text (code output): `\n` line ends, ANSI colour stripped, controls made visible. */
function normalizeBlock(text) {
    return (0,unicode/* neutralizeInvisible */.d)(text)
        .replace(ANSI_SEQUENCE, '')
        .replace(/\r\n/g, '\n')
        .replace(/[\r\v\f\u0085\u2028\u2029]/g, '\n')
        .replace(UNSAFE_CONTROL, REPLACEMENT);
}
/** Verbatim single-line text (a ref, a path): line breaks become spaces, nothing collapsed. */
function normalizeCodeInline(text) {
    return (0,unicode/* neutralizeInvisible */.d)(text).replace(LINE_BREAK, ' ').replace(UNSAFE_CONTROL, REPLACEMENT);
}
// ---------------------------------------------------------------------------
// Neutralising GitHub's text-node features (mentions, references, autolinks)
/**
 * GitHub links and notifies on `@user`, `@org/team`, `#123`, `GH-123`,
 * `owner/repo#123` and autolinks bare URLs. It does this on rendered text
 * nodes, so HTML entities or backslashes do not stop it; a zero-width space
 * after the trigger character does, and is invisible to the reader.
 */
function neutralizeReferences(text) {
    return text
        .replace(/@(?=[A-Za-z0-9_-])/g, `@${ZWSP}`)
        .replace(/#(?=\d)/g, `#${ZWSP}`)
        .replace(/\b(GH)-(?=\d)/gi, `$1${ZWSP}-`)
        .replace(/:\/\//g, `:${ZWSP}//`)
        .replace(/\b(www)\./gi, `$1${ZWSP}.`);
}
/**
 * In verbatim contexts (code spans, fenced blocks) HTML is not interpreted,
 * but the raw comment body is what the bot searches for its hidden markers:
 * break every `<!` so no ledger text can ever contain `<!--`.
 */
function neutralizeCommentOpeners(text) {
    return text.replace(/<!/g, `<${ZWSP}!`);
}
// ---------------------------------------------------------------------------
// Escaping
const HTML_ESCAPES = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
};
/**
 * Inline Markdown: raw HTML is impossible (`&`, `<`, `>` become entities) and
 * every character that opens inline structure is backslash-escaped. `!` is
 * left alone: an image needs `![`, and `[` is always escaped. `|` is escaped
 * everywhere so the same text is safe inside and outside table cells.
 */
const MARKDOWN_ESCAPES = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '\\': '\\\\',
    '`': '\\`',
    '*': '\\*',
    _: '\\_',
    '[': '\\[',
    ']': '\\]',
    '|': '\\|',
    '~': '\\~',
    $: '\\$', // GitHub renders $…$ as math
};
/**
 * A function replacing every character of `table` (its keys are single
 * UTF-16 units) in one native pass, not a string built a character at a time.
 */
function escaperFor(table) {
    const units = Object.keys(table).map((ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
    const pattern = new RegExp(`[${units.join('')}]`, 'g');
    return (text) => text.replace(pattern, (ch) => table[ch] ?? ch);
}
const escapeHtmlChars = escaperFor(HTML_ESCAPES);
const escapeMarkdownChars = escaperFor(MARKDOWN_ESCAPES);
/**
 * Block-level markers only matter at the start of a line; inline text has no
 * line breaks left, so only its first characters can open a heading, quote,
 * list, thematic break or setext underline when a caller starts a line with it.
 */
function escapeLineStart(escaped) {
    const numbered = /^(\d{1,9})([.)])/.exec(escaped);
    if (numbered)
        return `${numbered[1]}\\${numbered[2]}${escaped.slice(numbered[0].length)}`;
    if (/^[#+\-=]/.test(escaped))
        return `\\${escaped}`;
    return escaped;
}
function renderMarkdownInline(normalized) {
    return escapeLineStart(escapeMarkdownChars(neutralizeReferences(normalized)));
}
function renderHtmlInline(normalized) {
    return escapeHtmlChars(neutralizeReferences(normalized));
}
/** Default ellipsis appended when text is cut. */
const ELLIPSIS = '…';
/**
 * Untrusted text as one line of inline Markdown. With `max`, the result
 * (ellipsis included) is at most `max` UTF-16 units and is cut between
 * graphemes of the source text, so never inside an escape, an entity or a
 * surrogate pair.
 */
function mdText(text, max) {
    return renderBounded(collapseInline(text), renderMarkdownInline, max);
}
/** Untrusted text for an HTML block (e.g. `<summary>`): entities only, no backslashes. */
function htmlText(text, max) {
    return renderBounded(collapseInline(text), renderHtmlInline, max);
}
/**
 * Render a prefix of `normalized` that fits `max` once rendered. Rendering
 * only ever grows text (each character maps to one or more), so the rendered
 * length of a prefix grows with the prefix: binary-search the longest prefix
 * ending on a grapheme boundary that fits.
 */
function renderBounded(normalized, render, max) {
    // Rendering never shrinks text: a source longer than `max` cannot fit whole.
    if (max === undefined || normalized.length <= max) {
        const full = render(normalized);
        if (max === undefined || full.length <= max)
            return full;
    }
    const room = max - ELLIPSIS.length;
    if (room <= 0)
        return max >= ELLIPSIS.length ? ELLIPSIS : '';
    const renderPrefix = (end) => render(normalized.slice(0, graphemeBoundaryAtOrBefore(normalized, end)));
    let lo = 0;
    let hi = Math.min(normalized.length, room);
    while (lo < hi) {
        const mid = Math.ceil((lo + hi) / 2);
        if (renderPrefix(mid).length <= room)
            lo = mid;
        else
            hi = mid - 1;
    }
    return renderPrefix(lo).replace(/ +$/, '') + ELLIPSIS;
}
// ---------------------------------------------------------------------------
// Code spans and fenced blocks
function longestRun(text, ch) {
    let longest = 0;
    let run = 0;
    for (const c of text) {
        run = c === ch ? run + 1 : 0;
        if (run > longest)
            longest = run;
    }
    return longest;
}
/**
 * An inline code span that shows `text` verbatim, whatever it contains: the
 * fence is one backtick longer than the longest backtick run inside, and the
 * content is padded with a space when it starts or ends with a backtick or a
 * space (CommonMark strips exactly one space from each side, unless the
 * content is all spaces).
 */
function codeSpan(text, options = {}) {
    let content = normalizeCodeInline(text);
    if (options.max !== undefined)
        content = truncateText(content, options.max);
    if (options.inTable && content.includes('|'))
        return tableCellCode(content);
    content = neutralizeCommentOpeners(content);
    if (content === '')
        return '<code></code>';
    const fence = '`'.repeat(longestRun(content, '`') + 1);
    const pad = /^[` ]|[` ]$/.test(content) && !/^ +$/.test(content) ? ' ' : '';
    return `${fence}${pad}${content}${pad}${fence}`;
}
/**
 * GFM splits table cells before it parses code spans, and an escaped
 * backslash (`\\`) followed by `|` still ends a cell, so a code span cannot
 * show `\|` verbatim inside a table. Content with a pipe is written as
 * `<code>` with Markdown-escaped text instead: every backslash and every pipe
 * is its own escape, and the cell boundaries stay where they are.
 */
function tableCellCode(content) {
    return `<code>${escapeMarkdownChars(neutralizeReferences(content))}</code>`;
}
/**
 * A fenced code block showing `text` verbatim (a check's output): ANSI colour
 * stripped, controls made visible, and a fence longer than any backtick run
 * inside so the content can never close it. Ends with a newline.
 */
function fencedBlock(text, options = {}) {
    const indent = options.indent ?? '';
    const content = neutralizeCommentOpeners(normalizeBlock(text)).replace(/\n+$/, '');
    const fence = '`'.repeat(Math.max(3, longestRun(content, '`') + 1));
    const lines = [fence + (options.info ?? ''), ...content.split('\n'), fence];
    return lines.map((line) => (line === '' ? '' : indent + line)).join('\n') + '\n';
}
/**
 * Characters a verbatim block cannot show as they are: the unsafe controls,
 * and the ones CommonMark or GitHub treat as line breaks (`\r`, `\v`, `\f`,
 * NEL, U+2028, U+2029), which would change the lines the reader sees.
 */
const NOT_VERBATIM = 
// eslint-disable-next-line no-control-regex
/[\0-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff]/gu;
/**
 * A fenced code block whose content is `text` exactly, line for line — what
 * a command printed, for a reader to compare with their terminal: no colour
 * stripped, no trailing line dropped. Only characters that must never reach
 * the page (controls, bidi overrides, line breaks other than `\n`) become
 * U+FFFD. The fence is longer than any backtick run inside, so the content
 * can never close it. Ends with a newline.
 */
function verbatimBlock(text) {
    const content = neutralizeInvisible(text).replace(NOT_VERBATIM, REPLACEMENT);
    const fence = '`'.repeat(Math.max(3, longestRun(content, '`') + 1));
    if (content === '')
        return `${fence}\n${fence}\n`;
    return `${fence}\n${content}${content.endsWith('\n') ? '' : '\n'}${fence}\n`;
}
// ---------------------------------------------------------------------------
// Our own messages: `code` marked with backticks
/**
 * A message of ours (a warning, a finding, a note) as inline Markdown: what
 * it marks as `code` (a setting, a command, a path) becomes a code span, the
 * rest is escaped as `mdText` escapes it — never a backslash-escaped
 * backtick that shows literally. Messages may quote untrusted text (a path
 * from the pull request): an odd backtick there only moves a span boundary,
 * since every part is escaped for where it lands. `max` bounds the source
 * text, before rendering.
 */
function mdMarkup(text, max) {
    const source = collapseInline(text);
    const bounded = max === undefined ? source : truncateText(source, max);
    const parts = bounded.split('`');
    // An unpaired backtick (odd count) stays text, escaped.
    const closed = parts.length % 2 === 1 ? parts : [...parts.slice(0, -2), parts.slice(-2).join('`')];
    const rendered = closed.map((part, i) => i % 2 === 1 ? codeSpan(part) : escapeMarkdownChars(neutralizeReferences(part)));
    return escapeLineStart(rendered.join(''));
}
/**
 * A message of ours for a plain-text surface (a workflow command, an
 * annotation, a check run's title), where backticks would show as they are:
 * each `code` part in single quotes.
 */
function plainMarkup(text) {
    return text.replace(/`([^`\n]*)`/g, "'$1'");
}
// ---------------------------------------------------------------------------
// Plain text (annotations)
/** One line of plain text, bounded in UTF-16 units. */
function markdown_plainLine(text, max) {
    return truncateText(collapseInline(text), max);
}
/** Multi-line plain text, bounded in UTF-8 bytes. */
function markdown_plainBlock(text, maxBytes) {
    return truncateUtf8(normalizeBlock(text).replace(/\t/g, ' '), maxBytes);
}
// ---------------------------------------------------------------------------
// Measuring and truncating (grapheme-safe)
function isLowSurrogate(unit) {
    return unit >= 0xdc00 && unit <= 0xdfff;
}
/** Made on first use: building one loads ICU's break rules (about 13 ms), which most runs never need. */
let graphemeSegmenter;
/**
 * How far around a cut we look for grapheme boundaries. V8's segmenter copies
 * its whole input for every segment it yields (quadratic on a 100 KB claim),
 * so it only ever sees a small window. A cluster longer than this (dozens of
 * stacked combining marks) may be cut, but never a surrogate pair.
 */
const GRAPHEME_WINDOW = 64;
/** A window start that does not split a surrogate pair. */
function windowStart(text, index) {
    const start = Math.max(0, index - GRAPHEME_WINDOW);
    return start > 0 && isLowSurrogate(text.charCodeAt(start)) ? start - 1 : start;
}
/** Grapheme boundaries (absolute offsets) within the window around `index`. */
function boundariesAround(text, index) {
    const start = windowStart(text, index);
    const end = Math.min(text.length, index + GRAPHEME_WINDOW);
    const bounds = [start];
    graphemeSegmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    for (const { index: at, segment } of graphemeSegmenter.segment(text.slice(start, end))) {
        if (at > 0)
            bounds.push(start + at);
        if (start + at + segment.length === end && end === text.length)
            bounds.push(end);
    }
    return bounds;
}
/** The last grapheme boundary at or before `index` (never splits a surrogate pair or a combining sequence). */
function graphemeBoundaryAtOrBefore(text, index) {
    if (index >= text.length)
        return text.length;
    if (index <= 0)
        return 0;
    const bounds = boundariesAround(text, index).filter((b) => b <= index);
    return bounds[bounds.length - 1] ?? 0;
}
/** The first grapheme boundary at or after `index`. */
function graphemeBoundaryAtOrAfter(text, index) {
    if (index <= 0)
        return 0;
    if (index >= text.length)
        return text.length;
    const after = boundariesAround(text, index).find((b) => b >= index);
    if (after !== undefined)
        return after;
    // A cluster longer than the window: at least do not split a surrogate pair.
    return isLowSurrogate(text.charCodeAt(index)) ? index + 1 : index;
}
/**
 * Number of bytes `text` takes in UTF-8 (a lone surrogate counts as U+FFFD,
 * 3 bytes, as it is written). Node's native count: the summaries measure
 * every block they consider against their budget.
 */
function utf8Length(text) {
    return Buffer.byteLength(text, 'utf8');
}
const utf16Length = (text) => text.length;
/**
 * Keep the start of `text` so that it, plus `ellipsis` when cut, measures at
 * most `max`. Cuts only between graphemes.
 */
function truncateText(text, max, ellipsis = ELLIPSIS, measure = utf16Length) {
    if (measure(text) <= max)
        return text;
    const room = max - measure(ellipsis);
    if (room < 0)
        return '';
    // Both measures add up code point by code point.
    let end = 0;
    let size = 0;
    for (const ch of text) {
        size += measure(ch);
        if (size > room)
            break;
        end += ch.length;
    }
    return text.slice(0, graphemeBoundaryAtOrBefore(text, end)) + ellipsis;
}
/** `truncateText` measured in UTF-8 bytes. */
function truncateUtf8(text, maxBytes, ellipsis = ELLIPSIS) {
    return truncateText(text, maxBytes, ellipsis, utf8Length);
}
/**
 * The end of a (normalised) block of output: at most `maxLines` lines and
 * `maxChars` UTF-16 units, cut at a line start when possible and otherwise
 * between graphemes. The end of a failing run is where the error is.
 */
function tailLines(text, maxLines, maxChars) {
    const lines = normalizeBlock(text).replace(/\n+$/, '').split('\n');
    let kept = lines.slice(Math.max(0, lines.length - maxLines));
    let joined = kept.join('\n');
    while (joined.length > maxChars && kept.length > 1) {
        kept = kept.slice(1);
        joined = kept.join('\n');
    }
    if (joined.length > maxChars)
        joined = keepEnd(joined, maxChars);
    const partial = joined.length < (kept[0]?.length ?? 0) ? 1 : 0;
    return { text: joined, omittedLines: lines.length - kept.length + partial };
}
/** The last graphemes of `text` that fit in `max` UTF-16 units. */
function keepEnd(text, max) {
    if (text.length <= max)
        return text;
    return text.slice(graphemeBoundaryAtOrAfter(text, text.length - max));
}
/**
 * Concatenate `blocks` in order while the result, plus the note that says how
 * many were left out, stays within `limit`. Whole blocks only, so a cut never
 * lands inside an escape, an entity, a table row or a fenced block.
 */
function fitBlocks(blocks, limit, measure, omittedNote, total = blocks.length) {
    const sizes = blocks.map(measure);
    if (total === blocks.length && sizes.reduce((a, b) => a + b, 0) <= limit)
        return { text: blocks.join(''), omitted: 0 };
    const reserve = measure(omittedNote(total));
    let used = 0;
    let count = 0;
    for (const size of sizes) {
        if (used + size + reserve > limit)
            break;
        used += size;
        count++;
    }
    const omitted = total - count;
    return { text: blocks.slice(0, count).join('') + omittedNote(omitted), omitted };
}
/** `n thing`/`n things`. */
function markdown_plural(n, singular, pluralForm = `${singular}s`) {
    return `${n} ${n === 1 ? singular : pluralForm}`;
}

;// CONCATENATED MODULE: ./src/core/render/origin.ts
/** The label a gating binding carries: who broke it. */
const ORIGIN_LABEL = {
    'broken-by-this-pr': 'broken by this PR',
    'already-failing-on-base': 'already failing on the base',
};
/**
 * `broken by this PR (green at the base)`, `already failing on the base (red there)`;
 * '' when not gating or without a base. A binding with no receipt at the base is
 * labelled for what is known, no evidence there, with the remedy: recipe (a)
 * keeps the default branch's receipts for pull requests to compare with.
 */
function originPhrase(ground) {
    if (ground.origin === undefined)
        return '';
    const base = ground.baseLabel === null || ground.baseLabel === undefined
        ? 'not evaluated at the base: a decision this pull request adds or changes'
        : ground.baseLabel === 'not-run' && ground.origin === 'broken-by-this-pr'
            ? "no evidence at the base: recipe (a) saves the default branch's receipts to compare with"
            : ground.origin === 'already-failing-on-base'
                ? `${ground.baseLabel} there`
                : `${ground.baseLabel} at the base`;
    return `${ORIGIN_LABEL[ground.origin]} (${base})`;
}

;// CONCATENATED MODULE: ./src/core/render/decision.ts
/**
 * One decision as Markdown — the single place that does it. The sticky
 * comment, the job summary and the context section (in both) show a
 * decision the same way: heading with its text, id, blame and tags, one list
 * item per ground (label, claim, check ref, `frozen@<sha8>`, detail, the tail
 * of a failing run), the changed files its triggers select, and the roads
 * not taken. Each surface only chooses the bounds (`DecisionRenderOptions`).
 * The annotations are plain text, not Markdown; they share the phrasing
 * helpers below (`labelPhrase`, `groundDetail`).
 *
 * Every string from the ledger or a check's output goes through
 * `markdown.ts`. Pure.
 */




function shownKind(decision) {
    return 'kind' in decision ? decision.kind : 'context';
}
/** An address safe to put in a Markdown link destination, or undefined. */
function linkTarget(url) {
    if (url === undefined || !/^https?:\/\/[^\s<>()\\`]+$/.test(url))
        return undefined;
    return url;
}
/** `[text](url)` when the address is safe, else the text alone. */
function linked(text, url) {
    const target = linkTarget(url);
    return target === undefined ? text : `[${text}](${target})`;
}
/** The comment's bounds: a reviewer's first look. */
const COMMENT_DECISION_OPTIONS = {
    showOutput: true,
    maxGrounds: 10,
    maxRoads: 5,
    maxTriggers: 10,
    outputLines: 30,
    outputChars: 3000,
    restIn: 'the job summary',
};
/** Bounds on individual ledger fields, so one 100 KB claim cannot crowd out the rest. */
const FIELD_MAX = {
    decision: 200,
    claim: 500,
    ref: 200,
    detail: 200,
    blame: 100,
    tag: 60,
    option: 100,
    roadClaim: 200,
    path: 200,
    id: 40,
    checkName: 100,
};
/** What a label means for the check, as a phrase after "check `ref`". */
const LABEL_MEANING = {
    green: 'passes',
    exempt: 'is exempt on this runner',
    red: 'fails',
    'gray->red': 'errored or timed out (counts as red)',
    'not-run': 'has no run on a declared platform',
    stale: 'has stale evidence',
    unproven: 'is not shown to fail: its counter-test did not flip the result',
    'silently-unbound': 'was not selected to run although a declared trigger changed',
    dirty: 'passes, but only on an uncommitted change to a guarded path (commit and re-run)',
    memo: 'is not green',
};
const ICON = {
    gating: '🔴',
    memo: '📝',
    'test-changed': '🧪',
    context: '📎',
};
/** The title of the context section: `📎 2 decisions behind the files this pull request changes`. */
function contextTitle(count) {
    return `${ICON.context} ${markdown_plural(count, 'decision')} behind the files this pull request changes`;
}
/** The first line of the context section, wherever it is shown. */
const CONTEXT_INTRO = 'What was decided about the code this pull request changes, and the roads not taken: for reading, nothing here blocks merging.\n\n';
function sha8(sha) {
    return sha.slice(0, 8);
}
/**
 * What a memo stands for: ` (would be stale; non-gating)`, or for an
 * agent-proposed decision ` (would be red; agent-proposed, never gates)`;
 * `` for any other label.
 */
function memoNote(ground) {
    if (ground.label !== 'memo')
        return '';
    const why = ground.memoReason === 'agent-proposed' ? 'agent-proposed, never gates' : 'non-gating';
    return ` (would be ${ground.unlockedLabel}; ${why})`;
}
/** A ground's label in words: `red`, or `memo (would be stale; non-gating)`. */
function labelPhrase(ground) {
    return `${ground.label}${memoNote(ground)}`;
}
/**
 * The detail that explains the ground: for a memo, the detail of the label it
 * stands for (a stale reason, missing platforms) rather than ev's `ran <ts>`.
 */
function groundDetail(ground) {
    return ground.label === 'memo' ? ground.unlockedDetail : ground.detail;
}
/** The changed files a decision governs: the pull request's files, else the declared triggers the change touched. */
function changedTriggerPaths(decision) {
    return decision.changedFiles.length > 0 ? decision.changedFiles : decision.triggersChanged;
}
function tagLine(decision, options) {
    const parts = [
        linked(codeSpan(decision.id, { max: FIELD_MAX.id }), options.links?.tick(decision.file)),
    ];
    const blame = mdText(decision.blame, FIELD_MAX.blame);
    parts.push(`by ${(0,unicode/* isBlank */.z3)(decision.blame) || blame === '' ? '(no blame)' : blame}`);
    const { authority, jurisdiction, round_id } = decision.tags;
    if (authority)
        parts.push(codeSpan(authority, { max: FIELD_MAX.tag }));
    if (jurisdiction !== undefined)
        parts.push(`jurisdiction ${codeSpan(jurisdiction)}`);
    if (round_id !== undefined)
        parts.push(`round ${codeSpan(round_id, { max: FIELD_MAX.tag })}`);
    parts.push(...lineageTags(decision.tags));
    return parts.join(' · ');
}
/**
 * What the later tick fields mean to a reviewer: who proposed the
 * decision, where it came from, and where it stands in its lineage.
 */
function lineageTags(tags) {
    const parts = [];
    if (tags.provenance === 'agent-proposed')
        parts.push('**agent-proposed**: never gates until a person ratifies it');
    else if (tags.provenance === 'imported')
        parts.push('imported');
    if (tags.ratifies !== undefined)
        parts.push(`ratified: confirms agent proposal ${codeSpan(tags.ratifies, { max: FIELD_MAX.id })}`);
    if (tags.source_ref !== undefined)
        parts.push(`source ${codeSpan(tags.source_ref, { max: FIELD_MAX.tag })}`);
    if (tags.supersedes !== undefined)
        parts.push(`supersedes ${codeSpan(tags.supersedes, { max: FIELD_MAX.id })}`);
    if (tags.superseded_by !== undefined)
        parts.push(`**superseded by** ${codeSpan(tags.superseded_by, { max: FIELD_MAX.id })}`);
    return parts;
}
/** ` · *broken by this PR (green at the base)*` on a gating ground of a pull request whose base was judged. */
function originNote(ground) {
    const phrase = originPhrase(ground);
    return phrase === '' ? '' : ` · *${mdText(phrase)}*`;
}
function groundLabel(ground) {
    return `**${ground.label}**${memoNote(ground)}${originNote(ground)}`;
}
function groundCheckLine(decision, ground, options) {
    const label = ground.label === 'memo' ? ground.unlockedLabel : ground.label;
    // `unproven` over a failing test: what is wrong is the failing test (advice.ts).
    const meaning = label === 'unproven' && testFails(ground)
        ? 'fails, and so does its counter-test: the result did not flip'
        : LABEL_MEANING[label];
    const ref = linked(codeSpan(ground.ref, { max: FIELD_MAX.ref }), options.links?.check(ground.ref));
    const parts = [
        `check ${ref} ${meaning}`,
        codeSpan(`frozen@${sha8(ground.verifiedAtSha)}`),
        mdText(groundDetail(ground), FIELD_MAX.detail),
    ];
    if (ground.harvested)
        parts.push('harvested (no counter-test)');
    const line = linkTarget(options.links?.tick(decision.file, ground.groundIndex));
    if (line !== undefined)
        parts.push(`[ground in the tick file](${line})`);
    return parts.join(' · ');
}
function runSummary(ground, omittedLines) {
    const run = ground.run;
    if (!run)
        return '';
    const how = run.timedOut
        ? 'timed out'
        : run.exitCode === null
            ? 'killed'
            : `exit ${run.exitCode}`;
    const cut = omittedLines > 0 ? `, last lines only` : '';
    // Under `unproven` the run may have passed or failed; "failing" would contradict the label.
    const which = ground.label === 'unproven' && !testFails(ground) ? 'the run' : 'the failing run';
    return `Output of ${which} on ${htmlText(run.platform, FIELD_MAX.tag)} (${how}${cut})`;
}
/** `<details>` with a failing run's output tail, indented to sit inside a list item. */
function outputDetails(ground, options) {
    if (!options.showOutput || !ground.run || ground.run.outputTail.trim() === '')
        return '';
    const tail = tailLines(ground.run.outputTail, options.outputLines, options.outputChars);
    return (`  <details><summary>${runSummary(ground, tail.omittedLines)}</summary>\n\n` +
        fencedBlock(tail.text, { info: 'text', indent: '  ' }) +
        `\n  </details>\n`);
}
/** `no receipt`, or a receipt's result, with `not falsifiable` when its counter-test did not flip it. */
function platformResultText(result) {
    return result.falsifiable === false ? `${result.result}, not falsifiable` : result.result;
}
const MAX_PLATFORMS_SHOWN = 10;
/** `on linux-ci: **red** · mac: no receipt` — each platform's real result, so none hides another. */
function platformLine(ground) {
    const results = ground.platformResults ?? [];
    if (results.length === 0)
        return '';
    const shown = results
        .slice(0, MAX_PLATFORMS_SHOWN)
        .map((r) => {
        const text = platformResultText(r);
        return `${codeSpan(r.platform, { max: FIELD_MAX.tag })}: ${r.result === 'green' || r.result === 'no receipt' ? text : `**${text}**`}`;
    })
        .join(' · ');
    const rest = results.length - MAX_PLATFORMS_SHOWN;
    return `  <br>Results: ${shown}${rest > 0 ? ` · … and ${rest} more` : ''}\n`;
}
/** Advice segments as Markdown: our words as they are, ledger values as code spans. */
function markdownAdvice(advice) {
    return advice
        .map((part) => (typeof part === 'string' ? part : codeSpan(part.code, { max: FIELD_MAX.ref })))
        .join('');
}
/** The cause a green cannot show: the pull request changed the test that judged it. */
function testChangedLine(ground) {
    const files = ground.testChanged ?? [];
    if (files.length === 0)
        return '';
    const shown = files
        .slice(0, MAX_PLATFORMS_SHOWN)
        .map((f) => codeSpan(f, { max: FIELD_MAX.path }));
    const rest = files.length - shown.length;
    return `  <br>🧪 **The guarding test was changed by this pull request:** ${shown.join(', ')}${rest > 0 ? ` and ${rest} more` : ''}\n`;
}
function adviceLine(ground) {
    if (!ground.advice || ground.advice.length === 0)
        return '';
    const text = markdownAdvice(ground.advice);
    return `  <br>👉 ${text.charAt(0).toUpperCase()}${text.slice(1)}.\n`;
}
function renderGround(decision, ground, options) {
    return (`- ${groundLabel(ground)} — ${mdText(ground.claim, FIELD_MAX.claim)}\n` +
        `  <br>${groundCheckLine(decision, ground, options)}\n` +
        platformLine(ground) +
        testChangedLine(ground) +
        adviceLine(ground) +
        outputDetails(ground, options));
}
/** `a, b and 3 more (see …)`. */
function listWithRest(items, max, restIn) {
    const shown = items.slice(0, max).join(', ');
    const rest = items.length - max;
    return rest > 0 ? `${shown} and ${rest} more (see ${restIn})` : shown;
}
function renderTriggers(decision, options) {
    // A changed test file is named on its ground's line, not as a declared trigger.
    const tests = new Set(decision.grounds.flatMap((g) => g.testChanged ?? []));
    const paths = changedTriggerPaths(decision)
        .filter((p) => !tests.has(p))
        .map((p) => codeSpan(p, { max: FIELD_MAX.path }));
    if (paths.length === 0)
        return '';
    const list = listWithRest(paths, options.maxTriggers, options.restIn);
    // Without the pull request's files, the touched entries come from the selected-list (a push, a preview).
    if (decision.changedFiles.length === 0)
        return `Declared triggers the selected-list names as changed: ${list}\n\n`;
    return `Declared triggers changed in this pull request: ${list}\n\n`;
}
function renderRoads(decision, options) {
    if (decision.roadsNotTaken.length === 0)
        return '';
    const roads = decision.roadsNotTaken.map((r) => `**${mdText(r.option, FIELD_MAX.option)}** (${mdText(r.claim, FIELD_MAX.roadClaim)})`);
    return `Roads not taken: ${listWithRest(roads, options.maxRoads, options.restIn)}\n\n`;
}
/**
 * One decision as Markdown blocks: heading and tags, one block per ground (a
 * list item), then triggers and roads. The summary fits its byte budget
 * block by block, so a decision with 500 grounds is cut between grounds,
 * never inside one.
 */
function renderDecisionParts(decision, options, headingLevel = 4) {
    const heading = '#'.repeat(headingLevel);
    const grounds = decision.grounds;
    const shown = grounds.slice(0, options.maxGrounds);
    const rest = grounds.length - shown.length;
    const parts = [
        `${heading} ${ICON[shownKind(decision)]} ${mdText(decision.decision, FIELD_MAX.decision)}\n\n` +
            `${tagLine(decision, options)}\n\n`,
        ...shown.map((g) => renderGround(decision, g, options)),
    ];
    if (rest > 0)
        parts.push(`- … and ${markdown_plural(rest, 'more ground')} (see ${options.restIn})\n`);
    parts.push('\n' + renderTriggers(decision, options) + renderRoads(decision, options));
    return parts;
}
/** One decision as a Markdown section (ends with a blank line). */
function renderDecision(decision, options, headingLevel = 4) {
    return renderDecisionParts(decision, options, headingLevel).join('');
}

;// CONCATENATED MODULE: ./src/core/verdict/resurface.ts
/**
 * Resurfacing (docs/USAGE.md#resurfacing): which decisions the reviewer must
 * see again, and why. A decision resurfaces when any of its test-bound
 * grounds has a verdict other than green or exempt (person-bound and unbound
 * grounds are `n/a` and never resurface). `memo` (C/D jurisdiction) resurfaces
 * too, as a non-gating note. Pure: verdicts in, decisions out.
 */




/** Green and exempt grounds are alive (or out of scope for this runner); everything else resurfaces. */
function isResurfacingLabel(label) {
    return label !== 'green' && label !== 'exempt';
}
/** The options the decision weighed and rejected, with the claim that rejected each. */
function roadsNotTaken(tick) {
    const roads = [];
    tick.grounds.forEach((ground, groundIndex) => {
        const option = rejectedOption(ground.supports);
        if (option !== undefined)
            roads.push({ groundIndex, option, claim: ground.claim });
    });
    // Kept by the report for every shown decision: an exact-size copy, not push's growable store.
    return roads.length === 0 ? roads : roads.slice();
}
/**
 * The declared triggers of a binding that the change touched: those the
 * engine saw in the selected-list or the changed paths (`triggersTouched`,
 * shared entries as docs/ev-0.1.md#the-selected-list compares them) plus those that select a changed file
 * (git pathspec rules, as `triggered_since` reads them).
 */
function changedTriggers(verdict, matched) {
    // Most grounds of a large ledger have no touched trigger: no set to build.
    if (verdict.triggersTouched.length === 0 && matched.length === 0)
        return [];
    const touched = new Set([...verdict.triggersTouched, ...matched]);
    return unique(verdict.check.liveness.triggered_by.filter((t) => touched.has(t)));
}
function platformResultsOf(verdict) {
    if (verdict.rule === 'sha-stale' || verdict.rule === 'exempt')
        return [];
    const results = verdict.deciding.map((receipt) => {
        const result = {
            platform: receipt.platform,
            result: receipt.result,
            ranAt: receipt.ran_at,
        };
        if (receipt.falsifiable !== undefined)
            result.falsifiable = receipt.falsifiable;
        return result;
    });
    for (const platform of unique(verdict.missingPlatforms))
        results.push({ platform, result: 'no receipt' });
    const order = verdict.check.liveness.platforms;
    return results.sort((a, b) => order.indexOf(a.platform) - order.indexOf(b.platform));
}
/**
 * A ground's verdict as surfaces show it; `matched`: its entries that select
 * a changed file; `testChanged`: the changed files that are its test.
 */
function toDecisionGround(verdict, matched = [], testChanged = []) {
    const ground = {
        groundIndex: verdict.groundIndex,
        claim: verdict.claim,
        supports: verdict.supports,
        label: verdict.label,
        unlockedLabel: verdict.unlockedLabel,
        rule: verdict.rule,
        platformResults: platformResultsOf(verdict),
        gating: verdict.gating,
        ref: verdict.check.ref,
        verifiedAtSha: verdict.check.verified_at_sha,
        harvested: verdict.harvested,
        detail: verdict.detail,
        unlockedDetail: verdict.unlockedDetail,
        platforms: verdict.check.liveness.platforms,
        triggeredBy: verdict.check.liveness.triggered_by,
        triggersChanged: changedTriggers(verdict, matched),
    };
    if (verdict.check.counter_test !== undefined)
        ground.counterTest = verdict.check.counter_test;
    if (verdict.memoReason !== undefined)
        ground.memoReason = verdict.memoReason;
    if (verdict.latestRanAt !== undefined)
        ground.latestRanAt = verdict.latestRanAt;
    if (testChanged.length > 0)
        ground.testChanged = [...testChanged];
    return ground;
}
/** The changed files that are this binding's test or counter-test (none when its commands name no file). */
function testFilesChanged(verdict, matcher) {
    return verdict.testFiles.length === 0 ? [] : matcher.match(verdict.testFiles).files;
}
function tagsOf(tick, supersededBy) {
    const tags = {};
    if (tick.authority !== undefined)
        tags.authority = tick.authority;
    if (tick.jurisdiction !== undefined)
        tags.jurisdiction = tick.jurisdiction;
    if (tick.round_id !== undefined)
        tags.round_id = tick.round_id;
    if (tick.provenance !== undefined)
        tags.provenance = tick.provenance;
    if (tick.source_ref !== undefined)
        tags.source_ref = sourceRefKey(tick.source_ref);
    if (tick.supersedes !== undefined)
        tags.supersedes = tick.supersedes;
    if (tick.ratifies !== undefined)
        tags.ratifies = tick.ratifies;
    if (supersededBy !== undefined)
        tags.superseded_by = supersededBy;
    return tags;
}
function kindOf(grounds) {
    if (grounds.some((g) => g.gating))
        return 'gating';
    return grounds.some((g) => isResurfacingLabel(g.label)) ? 'memo' : 'test-changed';
}
/**
 * A ground resurfaces when its label is not green (nor exempt), or when the
 * pull request changed its guarding test: a green that rests on a test the
 * pull request rewrote proves only what the new test checks.
 */
function resurfaceTick(verdict, matcher) {
    const resurfacing = [];
    for (const g of verdict.tests) {
        const testChanged = testFilesChanged(g, matcher);
        if (isResurfacingLabel(g.label) || testChanged.length > 0)
            resurfacing.push({ verdict: g, testChanged });
    }
    if (resurfacing.length === 0)
        return undefined;
    resurfacing.sort((a, b) => a.verdict.groundIndex - b.verdict.groundIndex);
    const grounds = resurfacing.map(({ verdict: g, testChanged }) => toDecisionGround(g, matcher.match(g.triggers).entries, testChanged));
    const { tick } = verdict;
    return {
        id: tick.id,
        file: verdict.file,
        decision: tick.decision,
        blame: tick.blame,
        tags: tagsOf(tick, verdict.supersededBy),
        kind: kindOf(grounds),
        grounds,
        roadsNotTaken: roadsNotTaken(tick),
        triggersChanged: grounds.some((g) => g.triggersChanged.length > 0)
            ? unique(grounds.flatMap((g) => g.triggersChanged))
            : [],
        changedFiles: matcher.selectedFiles(resurfacing.map((r) => r.verdict.triggers)),
    };
}
/** No change under review (push, schedule, the CLI without `--changed`). */
const NO_CHANGE = { files: [], ledgerPrefix: '' };
/**
 * The decisions to resurface: gating ones first, then memo notes; within
 * each, by tick id (code-point order, then file name) so the comment is
 * stable from one push to the next.
 *
 * `change`: the pull request's changed files, to say which declared
 * triggers of each decision it touched.
 */
function resurface(verdicts, change = NO_CHANGE) {
    const matcher = TriggerMatcher.of(change);
    const decisions = [];
    for (const verdict of verdicts) {
        const decision = resurfaceTick(verdict, matcher);
        if (decision)
            decisions.push(decision);
    }
    return decisions.sort((a, b) => kindRank(a.kind) - kindRank(b.kind) ||
        (0,unicode/* compareCodePoints */.OP)(a.id, b.id) ||
        (0,unicode/* compareCodePoints */.OP)(a.file, b.file));
}
/** Gating first, then a changed guarding test (the reviewer must read it), then memo notes. */
function kindRank(kind) {
    return kind === 'gating' ? 0 : kind === 'test-changed' ? 1 : 2;
}
function unique(items) {
    return [...new Set(items)];
}

;// CONCATENATED MODULE: ./src/core/verdict/context.ts
/**
 * Context (docs/USAGE.md#context): the decisions behind the files a pull
 * request changes, shown even when their checks are green, so the reviewer
 * sees what was decided about this code and which roads were not taken
 * before it changes again. Context never gates.
 *
 * A decision is in context when it is not resurfaced and one of its
 * test-bound grounds declares a `triggered_by` entry that selects a changed
 * file — git's pathspec rules, the matcher `triggered_since` uses
 * (change.ts, pathspec.ts). Person-checked and unbound grounds have no
 * triggers and never put a decision in context. Decisions the pull request
 * itself records count like any other (the spec makes no exception). One
 * choice beyond the spec — one decision, one entry: `ev guard` (and
 * `ev correct`) append a child that copies its parent's decision, and both
 * stay live. A tick whose child has the same decision and observation is an
 * earlier revision of it: the revisions are shown once, as the newest, and
 * not at all when any of them resurfaces (the reviewer already sees that
 * decision above).
 *
 * Pure.
 */



/** Is `child` a later revision of `parent` (`ev guard`, `ev correct`): its child, same decision? */
function isRevisionOf(child, parent) {
    return (child.tick.parent_id === parent.tick.id &&
        child.tick.decision === parent.tick.decision &&
        child.tick.observe === parent.tick.observe);
}
/**
 * Each verdict's place among the revisions of its decision, every chain
 * walked once (a crafted ledger cannot make this loop: a walk stops where it
 * meets itself, taking the last revision before that as the newest).
 */
function revisionPlaces(verdicts, newer) {
    const places = new Map();
    for (const start of verdicts) {
        if (places.has(start))
            continue;
        // Most decisions were never revised: the newest of their own group, with no walk.
        if (!newer.has(start)) {
            places.set(start, { newest: start, newerCount: 0 });
            continue;
        }
        const path = [];
        const onPath = new Set();
        let tail;
        for (let v = start; v && !onPath.has(v); v = newer.get(v)) {
            tail = places.get(v);
            if (tail)
                break;
            path.push(v);
            onPath.add(v);
        }
        const newest = tail?.newest ?? path[path.length - 1];
        const above = tail ? tail.newerCount + 1 : 0;
        path.forEach((v, i) => places.set(v, { newest, newerCount: above + path.length - 1 - i }));
    }
    return places;
}
/** The verdicts grouped by decision: each group holds the revisions of one decision, newest first. */
function revisionGroups(verdicts) {
    const byId = new Map();
    for (const v of verdicts)
        if (!byId.has(v.tick.id))
            byId.set(v.tick.id, v);
    const newer = new Map();
    for (const v of verdicts) {
        const parent = byId.get(v.tick.parent_id);
        if (parent && parent !== v && !newer.has(parent) && isRevisionOf(v, parent))
            newer.set(parent, v);
    }
    const places = revisionPlaces(verdicts, newer);
    const groups = new Map();
    for (const verdict of verdicts) {
        const { newest, newerCount } = places.get(verdict);
        const group = groups.get(newest);
        if (group)
            group.push({ verdict, newerCount });
        else
            groups.set(newest, [{ verdict, newerCount }]);
    }
    return [...groups.values()].map((group) => group.sort((a, b) => a.newerCount - b.newerCount).map((entry) => entry.verdict));
}
/** The decisions in context, by tick id (code-point order, then file name): stable across pushes. */
function decisionsInContext(input) {
    if (input.change.files.length === 0)
        return [];
    const matcher = TriggerMatcher.of(input.change);
    const resurfaced = new Set(input.resurfacedFiles);
    const decisions = [];
    for (const group of revisionGroups(input.verdicts)) {
        if (group.some((v) => resurfaced.has(v.file)))
            continue;
        const newest = group[0];
        if (newest === undefined)
            continue;
        const changedFiles = matcher.selectedFiles(group.flatMap((v) => v.tests.map((g) => g.triggers)));
        if (changedFiles.length === 0)
            continue;
        const grounds = [...newest.tests]
            .sort((a, b) => a.groundIndex - b.groundIndex)
            .map((g) => toDecisionGround(g, matcher.match(g.triggers).entries));
        decisions.push({
            id: newest.tick.id,
            file: newest.file,
            decision: newest.tick.decision,
            blame: newest.tick.blame,
            tags: tagsOf(newest.tick, newest.supersededBy),
            grounds,
            roadsNotTaken: roadsNotTaken(newest.tick),
            triggersChanged: [...new Set(grounds.flatMap((g) => g.triggersChanged))],
            changedFiles,
        });
    }
    return decisions.sort((a, b) => (0,unicode/* compareCodePoints */.OP)(a.id, b.id) || (0,unicode/* compareCodePoints */.OP)(a.file, b.file));
}

;// CONCATENATED MODULE: ./src/core/render/report.ts





const REPORT_SCHEMA_VERSION = 5;
/** GitHub's list-files API stops at this many files for a pull request. */
const PULL_REQUEST_FILES_CAP = 3000;
/** The settings a caller may leave out: a run that executes nothing, judged on every platform, no sha reference. */
const DEFAULT_SETTINGS = {
    gateScope: 'all',
    context: true,
    runChecks: 'off',
    platform: null,
    attest: null,
    staleness: { setting: 'none', policy: 'none', sha: null },
};
/**
 * The check run's conclusion, the `conclusion` output and the step's exit
 * status (docs/USAGE.md#the-conclusion), defined so that none contradicts `gating`:
 * - `failure` — the step fails: a golden vector drifted (the self-test
 *   always fails), `fail-on-violation` is on and verify or the ledger diff
 *   found a violation, or a gating verdict the gate counts (with `gate:
 *   true` every one; with `gate: regressions` those this pull request broke);
 * - `neutral` — nothing fails the step, but something needs the reviewer:
 *   gating verdicts the gate does not count (`gate: false`, or already
 *   failing on the base under `gate: regressions`), violations while
 *   `fail-on-violation` is off, decisions the pull request replaced, memo
 *   notes, dirty verdicts;
 * - `success` — nothing to look at: no gating verdict, no violation, no
 *   replaced decision, no memo, no dirty verdict.
 * Warnings (unknown keys, harvested bindings) are shown but never change
 * the conclusion: they are ev's warnings, not its failures.
 */
function decideConclusion(f) {
    const failures = [];
    const regressionsOnly = f.gateScope === 'regressions';
    const counted = regressionsOnly ? Math.min(f.regressions ?? f.gating, f.gating) : f.gating;
    if (f.selfTestDrifts > 0)
        failures.push(`${countOf(f.selfTestDrifts, 'golden vector')} drifted`);
    if (f.failOnViolation && f.violations > 0)
        failures.push(`${countOf(f.violations, 'ledger violation')} (fail-on-violation is on)`);
    if (f.gate && counted > 0)
        failures.push(regressionsOnly
            ? `${countOf(counted, 'gating verdict')} broken by this pull request (gate: regressions)`
            : `${countOf(counted, 'gating verdict')} (gate is on)`);
    if (failures.length > 0)
        return { conclusion: 'failure', reason: sentence(failures) };
    const notes = [];
    if (f.gating > 0)
        notes.push(f.gate
            ? `${countOf(f.gating, 'gating verdict')} already failing on the base (gate: regressions counts only what this pull request breaks)`
            : `${countOf(f.gating, 'gating verdict')} (gate is off)`);
    if (f.violations > 0)
        notes.push(`${countOf(f.violations, 'ledger violation')} (fail-on-violation is off)`);
    if (f.replaced !== undefined && f.replaced > 0)
        notes.push(`${countOf(f.replaced, 'decision')} of the base replaced by this pull request (shown for review; superseding does not fail the gate)`);
    if (f.memo > 0)
        notes.push(`${countOf(f.memo, 'memo note')} (non-gating)`);
    if (f.dirty !== undefined && f.dirty > 0)
        notes.push(`${countOf(f.dirty, 'dirty verdict')} (non-gating: green only on an uncommitted change to a guarded path)`);
    if (f.testChanged !== undefined && f.testChanged > 0)
        notes.push(`${countOf(f.testChanged, 'guarding test')} changed by this pull request (shown for review, non-gating)`);
    if (notes.length > 0)
        return { conclusion: 'neutral', reason: sentence(notes) };
    return { conclusion: 'success', reason: 'Every test-bound ground is green, n/a or exempt.' };
}
function countOf(n, noun) {
    return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
function sentence(parts) {
    const text = parts.join('; ');
    return text.charAt(0).toUpperCase() + text.slice(1) + '.';
}
// ---------------------------------------------------------------------------
// Paths
/** `working-directory` without `./`, `.` segments, empty segments or a trailing slash; `''` for the root. */
function normalizeWorkingDirectory(workingDirectory) {
    return workingDirectory
        .replace(/\\/g, '/')
        .split('/')
        .filter((part) => part !== '' && part !== '.')
        .join('/');
}
/** Prefix that turns a ledger-root-relative path into a repository-relative one (`''` or `dir/`). */
function ledgerPathPrefix(workingDirectory) {
    const dir = normalizeWorkingDirectory(workingDirectory);
    return dir === '' ? '' : `${dir}/`;
}
/** A repository-relative path as seen from the ledger root, or undefined when outside it. */
function toLedgerRelative(repoPath, workingDirectory) {
    const prefix = ledgerPathPrefix(workingDirectory);
    if (prefix === '')
        return repoPath;
    return repoPath.startsWith(prefix) ? repoPath.slice(prefix.length) : undefined;
}
// ---------------------------------------------------------------------------
// Building the report
/** This job's runs of each ref as the test (not the counter-test), in the order they ran. */
function testRunsByRef(runs) {
    const byRef = new Map();
    for (const run of runs) {
        if (run.role !== 'test')
            continue;
        const same = byRef.get(run.ref);
        if (same)
            same.push(run);
        else
            byRef.set(run.ref, [run]);
    }
    return byRef;
}
/**
 * The run that explains a resurfaced ground: the last non-green of its
 * ref's test runs. A green run of a resurfaced ground (say, stale for
 * another reason) explains nothing, so it is not attached.
 */
function failingRunOf(runs) {
    for (let i = runs.length - 1; i >= 0; i--) {
        const run = runs[i];
        if (run && run.result !== 'green') {
            return {
                platform: run.platform,
                exitCode: run.exitCode,
                timedOut: run.timedOut,
                result: run.result,
                outputTail: run.outputTail,
            };
        }
    }
    return undefined;
}
/**
 * A sha-stale ground was decided before any receipt was looked at; what this
 * job's runs of it showed still belongs on its line.
 */
function platformResultsFromRuns(ground, runs) {
    if (ground.platformResults.length > 0)
        return ground.platformResults;
    const latest = new Map();
    for (const run of runs)
        latest.set(run.platform, run);
    return [...latest.values()].map((run) => ({ platform: run.platform, result: run.result }));
}
/**
 * A resurfaced decision as the report shows it: its grounds completed with
 * this job's runs and the advice. `resurface` made these objects for this
 * report alone, so they are completed in place — copying every ground of
 * tens of thousands of decisions was garbage the size of the report.
 */
function withRuns(decision, testRuns, adviceOf, againstBase) {
    for (const shown of decision.grounds) {
        const ground = shown;
        const runs = testRuns.get(ground.ref) ?? [];
        ground.platformResults = platformResultsFromRuns(shown, runs);
        const run = failingRunOf(runs);
        if (run)
            ground.run = run;
        ground.advice = adviceOf(ground);
        const base = againstBase?.get(bindingKey(decision.file, ground.groundIndex));
        if (base?.baseLabel !== undefined)
            ground.baseLabel = base.baseLabel;
        if (base?.origin !== undefined)
            ground.origin = base.origin;
    }
    const reported = decision;
    if (againstBase !== undefined && decision.kind === 'gating')
        reported.origin = reported.grounds.every((g) => !g.gating || g.origin === 'already-failing-on-base')
            ? 'already-failing-on-base'
            : 'broken-by-this-pr';
    return reported;
}
/**
 * Where each deciding receipt came from. The entries are values, and a large
 * ledger's tens of thousands of receipts have a handful of distinct ones: each
 * is made once (`shared`, per report) and the bindings point at it.
 */
function provenanceOf(deciding, trust, shared) {
    const provenance = trust?.provenance;
    if (provenance === undefined)
        return [];
    return deciding.map((receipt) => {
        const source = provenance.sourceOf(receipt);
        const directory = source.kind === 'merged' ? source.directory : '';
        const key = `${receipt.platform}\0${source.kind}\0${directory}`;
        let entry = shared.get(key);
        if (entry === undefined) {
            entry = {
                platform: receipt.platform,
                source: source.kind,
                ...(source.kind === 'merged' ? { from: source.directory } : {}),
                text: describeSource(source, trust?.pullRequest ?? false, trust?.mergedFromRun),
            };
            shared.set(key, entry);
        }
        return entry;
    });
}
function bindingsOf(verdicts, executions, trust, base) {
    const provenance = new Map();
    return verdicts.flatMap((v) => v.tests.map((g) => bindingOf(v, g, executions, trust, provenance, base?.baseline(v, g))));
}
function bindingOf(v, g, executions, trust, sharedProvenance, baseline) {
    const provenance = provenanceOf(g.deciding, trust, sharedProvenance);
    const forkClaim = (trust?.mergedAreForkClaims ?? false) &&
        g.label === 'green' &&
        provenance.some((p) => p.source === 'merged');
    return {
        tickId: v.tick.id,
        file: v.file,
        decision: v.tick.decision,
        groundIndex: g.groundIndex,
        claim: g.claim,
        ref: g.check.ref,
        label: g.label,
        gating: g.gating,
        harvested: g.harvested,
        detail: g.detail,
        execution: executions?.(v.file, g) ?? 'off',
        provenance,
        forkClaim,
        ...(baseline === undefined ? {} : againstBaseOf(baseline)),
    };
}
function againstBaseOf(baseline) {
    return baseline.origin === undefined
        ? { baseLabel: baseline.baseLabel }
        : { baseLabel: baseline.baseLabel, origin: baseline.origin };
}
/** The bindings that resurface (not green, not exempt), by key: what the shown grounds are completed with. */
function resurfacingAgainstBase(bindings) {
    const byKey = new Map();
    for (const b of bindings)
        if (b.label !== 'green' && b.label !== 'exempt' && b.baseLabel !== undefined)
            byKey.set(bindingKey(b.file, b.groundIndex), b);
    return byKey;
}
function notesOf(input) {
    const notes = [...(input.notes ?? [])];
    if (input.changedFiles?.capped) {
        notes.push(`This pull request changes more files than GitHub's API lists (${PULL_REQUEST_FILES_CAP.toLocaleString('en-US')}): ` +
            'changed triggers beyond that are not shown.');
    }
    return notes;
}
/** Every platform a binding of these verdicts declares, in first-seen order. */
function declaredPlatformsOf(verdicts) {
    const declared = new Set();
    for (const verdict of verdicts)
        for (const ground of verdict.tests)
            for (const platform of ground.check.liveness.platforms)
                declared.add(platform);
    return [...declared];
}
function buildReport(input) {
    const change = {
        files: input.changedFiles?.files ?? [],
        ledgerPrefix: ledgerPathPrefix(input.context.workingDirectory),
    };
    const settings = {
        ...DEFAULT_SETTINGS,
        ...input.settings,
        attest: input.settings.attest ? [...input.settings.attest] : null,
        staleness: { ...(input.settings.staleness ?? DEFAULT_SETTINGS.staleness) },
    };
    const runs = [...(input.runs ?? [])];
    const adviceOf = adviceOfReport({
        settings,
        event: input.context.event,
        // A known pull request (also on workflow_run), or the one a local preview's `--changed`
        // stands for; else the event says.
        ...(input.context.pullRequest !== undefined ||
            (input.context.event === 'cli' && input.changedFiles !== undefined)
            ? { pullRequest: true }
            : {}),
        declaredPlatforms: declaredPlatformsOf(input.verdicts),
        ...(input.receiptMerge !== undefined ? { mergesReceipts: true } : {}),
    });
    const testRuns = testRunsByRef(runs);
    const bindings = bindingsOf(input.verdicts, input.executions, input.trust, input.base);
    const againstBase = input.base ? resurfacingAgainstBase(bindings) : undefined;
    const decisions = resurface(input.verdicts, change).map((d) => withRuns(d, testRuns, adviceOf, againstBase));
    const inContext = settings.context
        ? decisionsInContext({
            verdicts: input.verdicts,
            change,
            resurfacedFiles: decisions.map((d) => d.file),
        })
        : [];
    const grounds = decisions.flatMap((d) => d.grounds);
    const replaced = input.base?.replaced ?? [];
    const regressions = input.base
        ? grounds.filter((g) => g.gating && g.origin !== 'already-failing-on-base').length
        : grounds.filter((g) => g.gating).length;
    const ledgerDiffViolations = input.ledgerDiff?.violations.length ?? 0;
    const counts = {
        gating: grounds.filter((g) => g.gating).length,
        memo: grounds.filter((g) => g.label === 'memo').length,
        dirty: grounds.filter((g) => g.label === 'dirty').length,
        gatingDecisions: decisions.filter((d) => d.kind === 'gating').length,
        memoDecisions: decisions.filter((d) => d.kind === 'memo').length,
        violations: input.verify.findings.length + ledgerDiffViolations,
        findings: input.verify.findings.length,
        ledgerDiffViolations,
        warnings: input.verify.warnings.length,
        bindings: bindings.length,
        harvested: bindings.filter((b) => b.harvested).length,
        recorded: input.ledgerDiff?.recorded.length ?? 0,
        selfTestDrifts: (input.selfTest ?? []).filter((line) => !line.ok).length,
        checksRun: bindings.filter((b) => b.execution === 'ran').length,
        checksReused: bindings.filter((b) => b.execution === 'reused').length,
        regressions,
        alreadyFailing: grounds.filter((g) => g.gating && g.origin === 'already-failing-on-base')
            .length,
        alreadyFailingDecisions: decisions.filter((d) => d.origin === 'already-failing-on-base').length,
        replaced: replaced.length,
        replacedGated: replaced.filter((r) => r.gated).length,
        testChanged: grounds.filter((g) => (g.testChanged?.length ?? 0) > 0).length,
    };
    const { conclusion, reason } = decideConclusion({ ...settings, ...counts });
    return {
        schemaVersion: REPORT_SCHEMA_VERSION,
        conclusion,
        reason,
        context: { ...input.context },
        settings,
        counts,
        resurfaced: decisions.map((d) => d.id),
        decisions,
        inContext,
        bindings,
        verify: { findings: [...input.verify.findings], warnings: [...input.verify.warnings] },
        ledgerDiff: input.ledgerDiff ?? null,
        runs,
        changedFiles: input.changedFiles ?? null,
        selfTest: input.selfTest ? [...input.selfTest] : null,
        notes: notesOf(input),
        receiptMerge: input.receiptMerge ?? null,
        trust: {
            findings: [...(input.trust?.findings ?? [])],
            forkClaims: bindings.filter((b) => b.forkClaim).length,
        },
        baseJudged: input.base !== undefined,
        replaced,
    };
}
/** The document written to `report-path`, as one string (see `reportChunks`). */
function serializeReport(report) {
    return [...reportChunks(report)].join('');
}
/**
 * The report's JSON in pieces, produced as it is written so the largest
 * report never exists as one string. One line per field of the report and
 * one per item of its lists (a decision, a binding), each compact:
 * `grep` and `jq` read it, a diff of two runs shows the entries that
 * changed, and it is a third smaller than the same document indented
 * (15 MB against 22 MB at 10,000 ticks): time and memory in the job, and
 * in the artifact it is uploaded as.
 */
function* reportChunks(report) {
    let first = true;
    for (const [key, value] of Object.entries(report)) {
        if (omitted(value))
            continue;
        yield `${first ? '{' : ','}\n  ${JSON.stringify(key)}: `;
        first = false;
        yield* fieldChunks(value);
    }
    yield first ? '{}\n' : '\n}\n';
}
/** Is this value one JSON.stringify leaves out of an object (and writes as null in an array)? */
function omitted(value) {
    return value === undefined || typeof value === 'function' || typeof value === 'symbol';
}
/** A field of the report: a non-empty list item by item, one per line; anything else on its line. */
function* fieldChunks(value) {
    if (!Array.isArray(value) || value.length === 0) {
        yield JSON.stringify(value);
        return;
    }
    for (let i = 0; i < value.length; i++) {
        const item = value[i];
        yield `${i === 0 ? '[' : ','}\n    ${omitted(item) ? 'null' : JSON.stringify(item)}`;
    }
    yield '\n  ]';
}

;// CONCATENATED MODULE: ./src/core/render/versus-base.ts
/**
 * What a pull request did to its base, as every surface says it: the
 * decisions it replaced — each with its verdicts at the base, the tick that
 * replaced it (what that tick claims, and that this pull request added it:
 * a copy repeats its original's blame, so the blame never says who did it)
 * and what stands in its place now — and, on each binding that gates, whether
 * this pull request broke it or it was already failing on the base. The
 * comment and the summary take Markdown from here, the check run's title
 * and annotations plain text. Pure.
 */


/** Whether a decision is shown in the already-failing section rather than among what to fix. */
function isAlreadyFailing(decision) {
    return decision.origin === 'already-failing-on-base';
}
/** `1 gated decision replaced by this pull request` (and the others); undefined when none was. */
function replacedTitle(report) {
    const { replaced, replacedGated } = report.counts;
    if (replaced === 0)
        return undefined;
    const other = replaced - replacedGated;
    if (replacedGated === 0)
        return `${markdown_plural(replaced, 'decision')} replaced by this pull request`;
    const gated = `${markdown_plural(replacedGated, 'gated decision')}`;
    return other === 0
        ? `${gated} replaced by this pull request`
        : `${gated} and ${markdown_plural(other, 'other decision')} replaced by this pull request`;
}
/** The titles of the decisions that gate: broken by this pull request, and already failing on the base. */
function gatingTitleParts(report) {
    const { gatingDecisions, alreadyFailingDecisions } = report.counts;
    const broken = gatingDecisions - alreadyFailingDecisions;
    const parts = [];
    if (broken > 0)
        parts.push(`${markdown_plural(broken, 'decision')} to look at`);
    if (alreadyFailingDecisions > 0)
        parts.push(`${markdown_plural(alreadyFailingDecisions, 'decision')} already failing on the base`);
    return parts;
}
/** A tick as the reader is told about it: `X` (added by this pull request; its blame says "…"). */
function tickText(tick, spell) {
    const facts = [
        tick.addedByPullRequest ? 'added by this pull request' : 'already in the base',
        `its blame says ${spell.text(tick.blame)}`,
    ];
    if (tick.status !== 'live')
        facts.push(`status ${spell.code(tick.status)}`);
    if (tick.provenance === 'agent-proposed')
        facts.push('agent-proposed');
    if (tick.jurisdiction !== undefined)
        facts.push(`jurisdiction ${spell.code(tick.jurisdiction)}`);
    return `${spell.id(tick)} (${facts.join('; ')})`;
}
/** How the decision left, with the tick that did it. */
function howText(r, spell) {
    const by = r.by === undefined ? '' : tickText(r.by, spell);
    switch (r.how) {
        case 'superseded':
            return `superseded by ${by}`;
        case 'collapsed':
            return `replaced by ${by}, a later tick with the same decision (a copy): the lineage keeps only the latest`;
        case 'status':
            return `its own tick file was changed in place to a status other than live: ${by}`;
        case 'modified':
            return `its own tick file was changed in place: ${by}`;
        case 'removed':
            return r.by === undefined
                ? 'its tick file is gone from the ledger, or no longer reads as a tick'
                : `its tick file is gone from the ledger; ${by} carries the same decision`;
    }
}
/** What stands in its place now. */
function effectText(r, spell) {
    const standing = r.standing === undefined ? '' : spell.id(r.standing);
    switch (r.effect) {
        case 'out-of-evaluation':
            return r.gated
                ? 'Nothing is evaluated in its place: its checks no longer gate anything.'
                : 'Nothing is evaluated in its place.';
        case 'downgraded':
            return r.downgrade === 'agent-proposed'
                ? `${standing} stands in its place, but is agent-proposed: it never gates until a person ratifies it.`
                : `${standing} stands in its place, but is detect-only (jurisdiction C/D): it never gates.`;
        case 'replaced':
            if (r.standing !== undefined && r.standing.bindings === 0)
                return r.gated
                    ? `${standing} is evaluated in its place, but binds no test: nothing gates where its checks did.`
                    : `${standing} is evaluated in its place.`;
            return r.standing?.addedByPullRequest === true
                ? `${standing} is evaluated in its place: its checks gate as a decision this pull request adds.`
                : `${standing} is evaluated in its place.`;
    }
}
/** The verdicts at the base: `` `ref` green; `ref2` **red** `` (none: no test-bound ground). */
function baseVerdictsText(r, code, strong) {
    if (r.baseGrounds.length === 0)
        return 'no test-bound ground';
    return r.baseGrounds
        .map((g) => `${code(g.ref)} ${g.gating ? strong(g.label) : g.label}`)
        .join('; ');
}
/** The section's lead, for the comment and the summary. */
const REPLACED_INTRO = "Superseding is how `ev` changes a decision, so this alone does not fail the check — but never silently: confirm each change was meant. Each decision as it stood at the base, its verdicts there, and the tick that replaced it (a tick's blame is what the tick says; a copy repeats its original's author):\n\n";
/** One replaced decision as Markdown (a list item). */
function replacedMarkdown(r, links) {
    const spell = {
        id: (t) => linked(codeSpan(t.id, { max: FIELD_MAX.id }), links?.tick(t.file)),
        code: (s) => codeSpan(s, { max: FIELD_MAX.tag }),
        text: (s) => `“${mdText(s, FIELD_MAX.blame)}”`,
    };
    const icon = r.gated ? '🔁' : '↪️';
    const verdicts = baseVerdictsText(r, (s) => codeSpan(s, { max: FIELD_MAX.ref }), (s) => `**${s}**`);
    return (`- ${icon} **${mdText(r.decision, FIELD_MAX.decision)}** — ${spell.id(r)}, blame ${spell.text(r.blame)}${r.gated ? ', gated' : ''}\n` +
        `  <br>At the base: ${verdicts}\n` +
        `  <br>This pull request: ${howText(r, spell)}\n` +
        `  <br>${effectText(r, spell)}\n`);
}
/**
 * The section for the comment and the summary as blocks — the heading and
 * its lead, then one per decision (at most `max`, the rest counted) — so a
 * surface cut to its budget cuts between entries; [] when nothing was
 * replaced.
 */
function replacedBlocks(report, options) {
    const title = replacedTitle(report);
    if (title === undefined)
        return [];
    const shown = report.replaced.slice(0, Math.max(0, options.max));
    const rest = report.replaced.length - shown.length;
    const heading = options.heading === undefined ? '' : `${options.heading} 🔁 ${title}\n\n`;
    return [
        `${heading}${REPLACED_INTRO}`,
        ...shown.map((r) => replacedMarkdown(r, options.links)),
        (rest > 0 ? `- … and ${markdown_plural(rest, 'more decision')} (see ${options.restIn})\n` : '') + '\n',
    ];
}
/** replacedBlocks as one string ('' when nothing was replaced). */
function replacedSection(report, options) {
    return replacedBlocks(report, options).join('');
}
/** One replaced decision as plain text (an annotation's message). */
function replacedPlain(r) {
    const field = (s) => markdown_plainLine(s, 1000);
    const spell = { id: (t) => field(t.id), code: field, text: (s) => `"${field(s)}"` };
    return [
        `Decision ${field(r.id)} (blame ${spell.text(r.blame)}): ${field(r.decision)}`,
        `At the base: ${baseVerdictsText(r, field, (s) => s)}`,
        `This pull request: ${howText(r, spell)}`,
        effectText(r, spell),
        'Superseding is how ev changes a decision: this does not fail the check by itself, but confirm the change was meant.',
    ].join('\n');
}

;// CONCATENATED MODULE: ./src/core/render/annotations.ts
/**
 * Annotations for the check run (and the workflow-command fallback on forks),
 * in two parts.
 *
 * ev 0.1's findings (its review's, render/ticks-review.ts): failure for
 * gating verdicts and ledger violations, warning for tolerated unknown keys
 * and harvested bindings, notice for memo notes and for the decisions in
 * context. Placed on the tick file's line of that ground (found with a small
 * JSON position scanner, whatever the formatting) and on the pull request's
 * changed files that declared triggers select; a changed file with decisions
 * in context gets one notice on line 1 naming them all, and failures on the
 * same file and line are one finding naming each. Ordered most important
 * first (context last): workflow commands show only 10 per level, and
 * `max-annotations` keeps the first — only those are built.
 *
 * Drawing any review's findings (one model's, or both joined): plain text
 * (GitHub renders no Markdown there), bounded to the API's limits. Pure.
 */






/** GitHub: title at most 255 characters, message at most 64 KB, 50 annotations per request. */
const TITLE_MAX_CHARS = 255;
const MESSAGE_MAX_BYTES = 64 * 1024;
const ANNOTATIONS_PER_REQUEST = 50;
const TICKS_DIR = '.evolving/ticks/';
const annotations_FIELD_MAX = 1000;
class JsonScanError extends Error {
}
/** Nesting beyond this is not a tick; refusing it keeps hostile files from blowing the stack. */
const MAX_DEPTH = 64;
/**
 * A minimal JSON reader that records where every value and key starts.
 * Keys are decoded (so `"\u0067rounds"` is `grounds`); scalars are only
 * skipped. Throws JsonScanError on anything that is not JSON.
 */
class JsonPositionScanner {
    text;
    pos = 0;
    constructor(text) {
        this.text = text;
    }
    scan() {
        const value = this.value(0);
        this.skipWhitespace();
        if (this.pos !== this.text.length)
            throw new JsonScanError('trailing text');
        return value;
    }
    value(depth) {
        if (depth > MAX_DEPTH)
            throw new JsonScanError('too deep');
        this.skipWhitespace();
        const start = this.pos;
        const ch = this.text[this.pos];
        if (ch === '{')
            return this.object(start, depth);
        if (ch === '[')
            return this.array(start, depth);
        if (ch === '"') {
            this.string();
            return { kind: 'scalar', start };
        }
        const literal = /^(?:-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/.exec(this.text.slice(this.pos, this.pos + 64));
        if (!literal)
            throw new JsonScanError(`unexpected character at ${this.pos}`);
        this.pos += literal[0].length;
        return { kind: 'scalar', start };
    }
    object(start, depth) {
        this.pos++; // {
        const entries = [];
        this.skipWhitespace();
        if (this.text[this.pos] === '}') {
            this.pos++;
            return { kind: 'object', start, entries };
        }
        for (;;) {
            this.skipWhitespace();
            const keyStart = this.pos;
            if (this.text[this.pos] !== '"')
                throw new JsonScanError('expected a key');
            const key = this.string();
            this.skipWhitespace();
            this.expect(':');
            entries.push({ key, keyStart, value: this.value(depth + 1) });
            this.skipWhitespace();
            if (this.text[this.pos] === ',') {
                this.pos++;
                continue;
            }
            this.expect('}');
            return { kind: 'object', start, entries };
        }
    }
    array(start, depth) {
        this.pos++; // [
        const items = [];
        this.skipWhitespace();
        if (this.text[this.pos] === ']') {
            this.pos++;
            return { kind: 'array', start, items };
        }
        for (;;) {
            items.push(this.value(depth + 1));
            this.skipWhitespace();
            if (this.text[this.pos] === ',') {
                this.pos++;
                continue;
            }
            this.expect(']');
            return { kind: 'array', start, items };
        }
    }
    /** Consume a string token and return its decoded value. */
    string() {
        const start = this.pos;
        this.pos++; // opening quote
        while (this.pos < this.text.length) {
            const ch = this.text[this.pos];
            if (ch === '\\')
                this.pos += 2;
            else if (ch === '"') {
                this.pos++;
                try {
                    return JSON.parse(this.text.slice(start, this.pos));
                }
                catch {
                    throw new JsonScanError('bad string');
                }
            }
            else
                this.pos++;
        }
        throw new JsonScanError('unterminated string');
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
            if (unit !== 0x20 && unit !== 0x09 && unit !== 0x0a && unit !== 0x0d)
                return;
            this.pos++;
        }
    }
}
function scanJson(text) {
    try {
        return new JsonPositionScanner(text).scan();
    }
    catch (error) {
        if (error instanceof JsonScanError)
            return undefined;
        throw error;
    }
}
/** 1-based line of a UTF-16 offset. */
function lineAt(text, offset) {
    let line = 1;
    for (let i = 0; i < offset; i++)
        if (text.charCodeAt(i) === 10)
            line++;
    return line;
}
/** The top-level entry for `key`; the last one wins, as with JSON.parse. */
function topLevelEntry(root, key) {
    if (root?.kind !== 'object')
        return undefined;
    return root.entries.filter((e) => e.key === key).pop();
}
/** 1-based line where `grounds[groundIndex]` starts in a tick file, or undefined. */
function groundLine(tickText, groundIndex) {
    return groundLineIn(tickText, scanJson(tickText), groundIndex);
}
/** 1-based line of a top-level key in a tick file, or undefined. */
function topLevelKeyLine(tickText, key) {
    return keyLineIn(tickText, scanJson(tickText), key);
}
/** `groundLine` over a text already scanned. */
function groundLineIn(text, root, groundIndex) {
    const grounds = topLevelEntry(root, 'grounds')?.value;
    if (grounds?.kind !== 'array')
        return undefined;
    const ground = grounds.items[groundIndex];
    return ground ? lineAt(text, ground.start) : undefined;
}
/** `topLevelKeyLine` over a text already scanned. */
function keyLineIn(text, root, key) {
    const entry = topLevelEntry(root, key);
    return entry ? lineAt(text, entry.keyStart) : undefined;
}
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
    return markdown_plainLine(text, annotations_FIELD_MAX);
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
/** `ref → label; …` for a decision's grounds. */
function checksLine(grounds) {
    return grounds.map((g) => `${field(g.ref)} → ${g.label}`).join('; ');
}
function groundMessage(decision, ground) {
    const lines = [
        decisionLine(decision),
        `Ground ${ground.groundIndex + 1} (${field(ground.supports)}): ${field(ground.claim)}`,
        `Check: ${field(ground.ref)} (frozen@${ground.verifiedAtSha.slice(0, 8)})`,
        `Verdict: ${labelPhrase(ground)} — ${field(groundDetail(ground))}`,
    ];
    const origin = originPhrase(ground);
    if (origin !== '')
        lines.push(`Against the base: ${origin}`);
    if (ground.run) {
        const how = ground.run.timedOut ? 'timed out' : `exit ${ground.run.exitCode ?? 'killed'}`;
        lines.push(`Run on ${field(ground.run.platform)}: ${how}`);
    }
    if (ground.platformResults.length > 0)
        lines.push(`Results: ${ground.platformResults.map((r) => `${field(r.platform)}: ${platformResultText(r)}`).join('; ')}`);
    const tests = ground.testChanged ?? [];
    if (tests.length > 0)
        lines.push(`The guarding test was changed by this pull request: ${tests.map(field).join(', ')}`);
    if (ground.advice && ground.advice.length > 0)
        lines.push(`What to do: ${field(plainTextAdvice(ground.advice))}`);
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
/** Where grounds and keys start in the tick files: each file scanned once, when first asked. */
class annotations_TickLines {
    tickTexts;
    static shared = new WeakMap();
    scanned = new Map();
    constructor(tickTexts) {
        this.tickTexts = tickTexts;
    }
    /** The lines of these tick files, shared by everyone who asks about the same map (each file scanned once). */
    static of(tickTexts) {
        let lines = annotations_TickLines.shared.get(tickTexts);
        if (!lines) {
            lines = new annotations_TickLines(tickTexts);
            annotations_TickLines.shared.set(tickTexts, lines);
        }
        return lines;
    }
    root(file) {
        const text = this.tickTexts.get(file);
        if (text === undefined)
            return undefined;
        if (!this.scanned.has(file))
            this.scanned.set(file, scanJson(text));
        return { text, root: this.scanned.get(file) };
    }
    /** 1-based line where `grounds[groundIndex]` starts, or undefined when the file cannot tell. */
    groundLine(file, groundIndex) {
        const tick = this.root(file);
        return tick ? groundLineIn(tick.text, tick.root, groundIndex) : undefined;
    }
    ground(file, groundIndex) {
        return this.groundLine(file, groundIndex) ?? 1;
    }
    key(file, key) {
        const tick = this.root(file);
        return (tick ? keyLineIn(tick.text, tick.root, key) : undefined) ?? 1;
    }
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
        message: () => replacedPlain(replaced),
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
            `Its checks: ${checksLine(decision.grounds)} — judged by this file as this pull request changed it: review the change before merging`);
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
            `Its checks: ${checksLine(d.grounds)} — nothing here blocks merging`,
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
    const prefix = input.ledgerPathPrefix ?? ledgerPathPrefix(input.report.context.workingDirectory);
    const lines = annotations_TickLines.of(input.tickTexts);
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
 * Can GitHub place an annotation on this path? It refuses the whole request
 * (422) when one annotation's path is not a plain repository-relative path:
 * empty, absolute, with a backslash, or with an empty, `.` or `..` segment.
 * A file may legally be named so in git (`a\b.ts`); its annotation is
 * dropped (the finding stays in the comment, the summary and the report),
 * never the check run. Control characters are refused too: such a name
 * cannot be shown on a file either.
 */
function isAnnotationPath(path) {
    if (path === '' || path.startsWith('/') || /^[A-Za-z]:/.test(path))
        return false;
    // eslint-disable-next-line no-control-regex
    if (/[\\\0-\x1f\x7f]/.test(path))
        return false;
    return path.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
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
// ---------------------------------------------------------------------------
// Drawing a review's findings
function isLocated(f) {
    return f.location !== undefined;
}
/** One finding as an annotation: plain text (GitHub renders no Markdown there), bounded to the API's limits. */
function findingAnnotation(f) {
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
        annotations: shown.map(findingAnnotation),
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

;// CONCATENATED MODULE: ./src/core/render/links.ts
/**
 * Where the surfaces link to: each decision to its tick file
 * at the head commit, at the ground's line; each ground's check to the bound
 * test's file where the ref names one that exists, else to how a check is
 * read; the comment to the workflow run that wrote it, and to the pull
 * request's checks tab (as the bot's answers do). Addresses are built
 * from the runner's GITHUB_SERVER_URL, so GitHub Enterprise Server links to
 * itself. Pure: the caller says which files exist.
 */

/** How a bound check is read and run, in this action's documentation. */
const CHECK_DOCS_URL = 'https://github.com/evolving-action/evolving-action/blob/v0/docs/USAGE.md#reading-a-bound-check';
/** The runner's `GITHUB_SERVER_URL`, or github.com when it is unset or empty. */
function serverUrlOf(value) {
    return value || 'https://github.com';
}
/** A repository address, or undefined when the parts are not what the runner sets. */
function repositoryUrl(serverUrl, repository) {
    if (!/^https?:\/\/[^\s/?#]+(?:\/[^\s?#]*)?$/.test(serverUrl))
        return undefined;
    if (!/^[\w.-]+\/[\w.-]+$/.test(repository))
        return undefined;
    return `${serverUrl.replace(/\/+$/, '')}/${repository}`;
}
/**
 * The workflow run that is running (GITHUB_RUN_ID), or undefined outside a
 * run; with its attempt (GITHUB_RUN_ATTEMPT), that attempt's page, where its
 * job summaries are.
 */
function workflowRunUrl(serverUrl, repository, runId, attempt) {
    const base = repositoryUrl(serverUrl, repository);
    if (base === undefined || runId === undefined || !/^\d+$/.test(runId))
        return undefined;
    const run = `${base}/actions/runs/${runId}`;
    return attempt !== undefined && /^[1-9]\d*$/.test(attempt) ? `${run}/attempts/${attempt}` : run;
}
/** A pull request's checks tab, or undefined when the parts are not what the runner sets. */
function pullRequestChecksUrl(serverUrl, repository, number) {
    const base = repositoryUrl(serverUrl, repository);
    if (base === undefined || !Number.isSafeInteger(number) || number <= 0)
        return undefined;
    return `${base}/pull/${number}/checks`;
}
/**
 * One path segment for a Markdown link's destination: every byte but
 * letters, digits, `-` and `.` percent-encoded. encodeURIComponent leaves
 * `( ) * _ ! ' ~` raw, and a `)` from the ledger would end the link early
 * and let the rest of the name be read as Markdown.
 */
function encodedSegment(segment) {
    return encodeURIComponent(segment).replace(/[^A-Za-z0-9%.-]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}
/** A repository path for a link: each segment encoded; undefined for a `.` or `..` segment, which a browser resolves. */
function encodedPath(path) {
    const segments = path.split('/');
    if (segments.some((s) => s === '.' || s === '..'))
        return undefined;
    return segments.map(encodedSegment).join('/');
}
/** Where files at the head commit are, or undefined when the context cannot say. */
function blobBase(context) {
    const base = repositoryUrl(context.serverUrl, context.repository);
    if (base === undefined || !/^[0-9a-f]{40}$/.test(context.headSha))
        return undefined;
    return `${base}/blob/${context.headSha}/`;
}
/** A file at a commit, at a line when given. */
function blobUrl(context, repoPath, line) {
    const base = blobBase(context);
    const path = encodedPath(repoPath);
    if (base === undefined || path === undefined)
        return undefined;
    return `${base}${path}${line === undefined ? '' : `#L${line}`}`;
}
const PATH_TOKEN = /^(?:[\w.-]+\/)*[\w-][\w.-]*\.[A-Za-z0-9]+$/;
/**
 * The file a bound ref names, relative to the ledger root: the first word
 * that reads as a relative path with an extension (`tests/test_x.py::case`
 * → `tests/test_x.py`, `src/a.test.ts:12` → `src/a.test.ts`). Never `..`.
 */
function boundTestFile(ref) {
    for (const word of ref.split(/\s+/)) {
        const path = (word.split('::')[0] ?? '').replace(/:\d+$/, '').replace(/^\.\//, '');
        if (!PATH_TOKEN.test(path))
            continue;
        if (path.split('/').some((segment) => segment === '..' || segment === '.'))
            continue;
        return path;
    }
    return undefined;
}
/**
 * The link targets of the surfaces. `tickTexts` places a ground on its line
 * (each file scanned once); `fileExists` says whether a ledger-relative path
 * is a file at the head commit, so a check links to its test file only then.
 */
function decisionLinks(context, tickTexts, fileExists) {
    const base = blobBase(context);
    if (base === undefined)
        return { tick: () => undefined, check: () => CHECK_DOCS_URL };
    const lines = TickLines.of(tickTexts);
    const ticksDir = `${base}${encodedPath(`${context.ledgerPrefix}.evolving/ticks`) ?? ''}/`;
    const files = new Map();
    return {
        tick(file, groundIndex) {
            const url = `${ticksDir}${encodedSegment(file)}`;
            const line = groundIndex === undefined ? undefined : lines.groundLine(file, groundIndex);
            return line === undefined ? url : `${url}#L${line}`;
        },
        check(ref) {
            const file = boundTestFile(ref);
            if (file === undefined)
                return CHECK_DOCS_URL;
            let url = files.get(file);
            if (url === undefined) {
                const path = encodedPath(`${context.ledgerPrefix}${file}`);
                url = fileExists(file) && path !== undefined ? `${base}${path}` : CHECK_DOCS_URL;
                files.set(file, url);
            }
            return url;
        },
    };
}

;// CONCATENATED MODULE: ./src/core/render/claims-comment.ts





const LABEL_MAX = 300;
const REF_MAX = 200;
/** Where each of ev's words is explained (cells and statuses), in this action's documentation. */
const EV_WORDS_URL = 'https://github.com/evolving-action/evolving-action/blob/v0/docs/ev-0.2.md';
const WORD_ANCHOR = {
    still: 'cells',
    'neighborhood-moved': 'cells',
    'anchor-changed': 'cells',
    'file-gone': 'cells',
    legacy: 'cells',
    resolves: 'anchor-statuses',
    changed: 'anchor-statuses',
    gone: 'anchor-statuses',
    unreachable: 'anchor-statuses',
    recorded: 'anchor-statuses',
    failed: 'anchor-statuses',
};
/** One of ev's words (a cell, a status), linked to its meaning; anything else as it is. */
function evWord(word) {
    const anchor = WORD_ANCHOR[word];
    return anchor === undefined ? word : `[${word}](${EV_WORDS_URL}#${anchor})`;
}
/** "1 claim's evidence cites" / "2 claims' evidence cites". */
function cites(n) {
    return `${markdown_plural(n, "claim's", "claims'")} evidence cites`;
}
/**
 * What the pull request did to the claims' anchors, in ev's words
 * (anchor-changed, file-gone, neighborhood-moved): facts, never verdicts.
 */
function factsText(review) {
    const brokenAs = (status) => review.broken.filter((c) => c.anchors.some((a) => a.reading === 'broken' && a.after.status === status)).length;
    const gone = brokenAs('gone');
    // A link, a directory, a submodule, a file too large: ev cannot read the cited path any more.
    const unreadable = brokenAs('unreachable');
    const changed = review.broken.length - gone - unreadable;
    const moved = review.moved.length;
    // The first fact names whose evidence; the next ones count "more".
    const parts = [];
    const whose = (n) => parts.length === 0 ? cites(n) : `${n} more ${n === 1 ? 'cites' : 'cite'}`;
    if (changed > 0)
        parts.push(`changes the ${changed === 1 ? 'line' : 'lines'} that ${whose(changed)}`);
    if (gone > 0)
        parts.push(`removes the ${gone === 1 ? 'file' : 'files'} that ${whose(gone)}`);
    if (unreadable > 0)
        parts.push(`makes unreadable the ${unreadable === 1 ? 'file' : 'files'} that ${whose(unreadable)}`);
    if (moved > 0)
        parts.push(parts.length === 0
            ? `changes the code beside the ${moved === 1 ? 'line' : 'lines'} that ${cites(moved)}`
            : `${parts.length === 1 && changed > 0 ? '' : 'changes '}the code beside ${moved} more`);
    if (parts.length <= 1)
        return parts[0] ?? '';
    return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}
/**
 * The first heading of the section. A ledger violation leads when there is
 * one; then what the pull request did to the anchors. 🔴 only for what
 * fails the check (a violation under `fail-on-violation`, the opted-in
 * anchor gate); a fact that gates nothing is ⚠️ (a cited line or file) or
 * 🟡 (code beside it).
 */
function claimsHeadline(review) {
    const violations = review.violations.length;
    if (violations > 0) {
        const icon = review.review.conclusion === 'failure' ? '🔴' : '⚠️';
        const facts = factsText(review);
        return `${icon} This pull request rewrites the ledger's history: ${markdown_plural(violations, 'ledger violation')}${facts === '' ? '' : `; it also ${facts}`}`;
    }
    if (review.scope === 'commit') {
        const onMoved = review.baseMoved.length;
        return onMoved > 0
            ? `🟡 ${markdown_plural(onMoved, 'claim rests', 'claims rest')} on code that moved since it was filed`
            : `✅ ${markdown_plural(review.census.total, 'claim')} with evidence, none on moved code`;
    }
    const facts = factsText(review);
    if (facts === '') {
        const settled = review.settled.length;
        return settled > 0
            ? `✅ Every claim whose anchor this pull request broke or moved is settled in it (${settled})`
            : "✅ This pull request moves no claim's anchor";
    }
    const icon = review.gateFailures.length > 0 ? '🔴' : review.broken.length > 0 ? '⚠️' : '🟡';
    return `${icon} This pull request ${facts}`;
}
function actorText(actor) {
    const who = actor.kind === 'human' ? 'a human' : actor.kind === 'agent' ? 'an agent' : 'the engine';
    return actor.id === undefined ? who : `${who} (${codeSpan(actor.id, { max: 80 })})`;
}
function cellOrStatus(look) {
    if (look === undefined)
        return 'not filed';
    return look.cell ?? look.status;
}
/** Why an anchor that resolved at the base does not at this commit. */
function brokenText(after) {
    switch (after.status) {
        case 'changed':
            return 'the cited line is gone at this commit';
        case 'gone':
            return 'the cited file is gone at this commit';
        case 'unreachable':
            return after.unreadable === undefined
                ? 'the cited path is not readable as a file at this commit'
                : `the cited path is ${UNREADABLE_WHY[after.unreadable]} at this commit, not a file ev reads`;
        default:
            return undefined;
    }
}
function anchorLine(anchor, options) {
    const broken = anchor.reading === 'broken';
    const before = evWord((broken ? anchor.before?.status : cellOrStatus(anchor.before)) ?? '');
    const after = broken
        ? anchor.substring !== undefined
            ? 'resolves only inside another line'
            : evWord(anchor.after.status)
        : evWord(cellOrStatus(anchor.after));
    const why = broken
        ? anchor.substring !== undefined
            ? 'the cited line is gone at this commit; its text survives inside another line'
            : brokenText(anchor.after)
        : anchor.after.cell !== undefined
            ? (0,cells/* cellWhy */.XV)(anchor.after.cell)
            : undefined;
    const drift = anchor.before?.drift !== undefined || anchor.after.drift !== undefined
        ? ` · drift ${anchor.before?.drift ?? '–'} → ${anchor.after.drift ?? '–'}`
        : '';
    const links = [];
    const key = anchor.path === undefined ? undefined : `${options.ledgerPrefix}${anchor.path}`;
    if (key !== undefined && !key.split('/').includes('..')) {
        if (options.baseSha !== undefined &&
            anchor.before !== undefined &&
            anchor.before.status !== 'gone') {
            const url = blobUrl(lc(options, options.baseSha), key, anchor.before.line);
            if (url !== undefined)
                links.push(`[base](${url})`);
        }
        // Only a file is linked at the head (not a link, a directory or a submodule in its place).
        if (anchor.after.status === 'resolves' || anchor.after.status === 'changed') {
            const url = blobUrl(lc(options, options.headSha), key, anchor.after.line ?? anchor.headLine);
            if (url !== undefined)
                links.push(`[head](${url})`);
        }
    }
    const transition = anchor.before === undefined ? `**${after}**` : `${before} → **${after}**`;
    return (`- ${codeSpan(anchor.ref, { max: REF_MAX })} — ${transition}${why !== undefined ? ` (${why})` : ''}${drift}` +
        (links.length > 0 ? ` · ${links.join(' · ')}` : ''));
}
const TEXT_MAX = 300;
function score(n) {
    return n.toFixed(2);
}
/**
 * Where ev's substring match now finds a broken anchor's text (ev's own
 * cell beside it), and its proposal (core/claims/follow.ts): a command in a
 * block to copy, old and new line side by side; or why there is none.
 */
function followLines(anchor, options) {
    const lines = [];
    const key = anchor.path === undefined ? undefined : `${options.ledgerPrefix}${anchor.path}`;
    if (anchor.substring !== undefined) {
        const url = key === undefined || key.split('/').includes('..')
            ? undefined
            : blobUrl(lc(options, options.headSha), key, anchor.substring.line);
        const where = url === undefined
            ? `line ${anchor.substring.line}`
            : `[line ${anchor.substring.line}](${url})`;
        lines.push(`  - ev still reads it \`${anchor.after.status}\` (ev's cell: **${anchor.after.cell ?? anchor.after.status}**): ev finds a pass-line inside any line, and its text now matches only inside ${where}, which it did not cite: ${codeSpan(anchor.substring.text, { max: TEXT_MAX })}`);
    }
    const s = anchor.suggested;
    if (s === undefined)
        return lines;
    const block = (command) => ['', fencedBlock(command, { info: 'sh', indent: '    ' })];
    switch (s.kind) {
        case 'rename':
            lines.push(`  - ➡️ git finds this file renamed to ${codeSpan(s.to, { max: REF_MAX })}, which holds the text. To re-file there (nothing is applied for you):`, ...block(s.command));
            break;
        case 'edit':
            lines.push(`  - ➡️ the cited line was replaced by a clear successor (similarity ${score(s.similarity)}, at least ${score(SUCCESSOR_THRESHOLD)} and above every other line of the hunk):`, '', `    | base, line ${s.old.line} | head, line ${s.new.line} |`, '    | --- | --- |', `    | ${codeSpan(s.old.text, { max: TEXT_MAX, inTable: true })} | ${codeSpan(s.new.text, { max: TEXT_MAX, inTable: true })} |`, '', '    To re-file on it (nothing is applied for you):', ...block(s.command));
            break;
        case 'ack':
            lines.push(`  - ➡️ if the claim still holds once the code beside it is re-read: ${codeSpan(s.command, { max: REF_MAX })}`);
            break;
        case 'none':
            lines.push(`  - no proposal: ${noProposal(s, anchor)}`);
            break;
    }
    return lines;
}
/** Why a broken anchor has no proposal, in words (nothing is guessed). */
function noProposal(s, anchor) {
    switch (s.why) {
        case 'several-candidates':
            return `${s.candidates ?? 2} lines of the hunk that replaced the cited line are equally like it (similarity ${score(s.best ?? 0)}): which one follows it is ambiguous, so none is guessed.`;
        case 'hunk-too-large':
            return 'the hunk that replaced the cited line is too large to compare line by line.';
        case 'unquotable':
            return 'the text holds characters a pasted command would not carry faithfully.';
        case 'no-candidate':
            if (anchor.after.status === 'gone')
                return 'git finds no rename of this file whose new file holds the cited text.';
            if (s.old === undefined)
                return 'where the code went cannot be known from the diff.';
            if ((s.candidates ?? 0) === 0)
                return 'the cited line was deleted, with no line in its place.';
            return `no line of the hunk that replaced the cited line is like it (best similarity ${score(s.best ?? 0)}, under ${score(SUCCESSOR_THRESHOLD)}): ambiguous, so none is guessed.`;
    }
}
function lc(options, sha) {
    return {
        serverUrl: options.serverUrl,
        repository: options.repository,
        headSha: sha,
        ledgerPrefix: options.ledgerPrefix,
    };
}
const DISPOSITION = {
    evidence: 'evidence re-filed',
    ack: 'acknowledged',
    hold: 'held',
    demand: 'demanded',
    prune: 'declared dead',
    close: 'closed',
};
/** What was done, with the evidence's ref. */
function dispositionText(r) {
    const ref = r.ref === undefined ? '' : ` (${codeSpan(r.ref, { max: REF_MAX })})`;
    return `${DISPOSITION[r.type]}${ref} by ${actorText(r.actor)}`;
}
/** Why an event the pull request appended for a claim does not settle it. */
function whyNotSettled(r, from) {
    if (!r.folded)
        return "ev's fold does not apply it (it comes before the claim's filing in ev's order)";
    if (r.type === 'evidence') {
        if (r.status === undefined)
            return 'no ref grammar accepts its ref, so it anchors nothing';
        if (r.status === 'recorded')
            return 'its ref is recorded, never checked, so it anchors nothing';
        if (r.status === 'changed')
            return 'its text is on no line of the file at this commit';
        if (r.status === 'gone')
            return 'what it cites is not at this commit';
        if (r.status !== 'resolves')
            return `it reads ${r.status} at this commit`;
    }
    if (!r.stands)
        return 'a later event in the ledger undid it';
    if (r.type === 'ack')
        return 'an ack does not clear a changed or gone anchor';
    if (from === 'broken')
        return 'claims-gate: anchors needs a re-file, a hold, a close or a death';
    return 'nothing here needed settling';
}
function reanchorLine(r, claim, gate) {
    const from = claim.settled?.from ??
        (claim.anchors.some((a) => a.reading === 'broken')
            ? 'broken'
            : claim.anchors.some((a) => a.reading === 'moved')
                ? 'moved'
                : undefined);
    if (from !== undefined && settles(r, from, gate))
        return `- ✅ settled in this pull request: ${dispositionText(r)}`;
    return `- recorded in this pull request, settles nothing: ${dispositionText(r)} — ${whyNotSettled(r, from)}`;
}
function readingLines(claim, options) {
    return claim.reading.slots.map((slot) => {
        const ref = slot.reference;
        const thought = claim.thoughts[ref];
        let shown;
        // An outside address (`url:`) is shown as code, never linked: the ledger does not choose where a reviewer clicks.
        if (thought !== undefined)
            shown = mdText(thought, LABEL_MAX);
        else if (ref.startsWith('artifact:')) {
            const url = blobUrl(lc(options, options.headSha), `${options.ledgerPrefix}.evolving/artifacts/${ref.slice(9)}`);
            shown =
                url !== undefined && !ref.includes('..')
                    ? `[${mdText(ref.slice(9), 80)}](${url})`
                    : codeSpan(ref, { max: REF_MAX });
        }
        else
            shown = codeSpan(ref, { max: REF_MAX });
        return `- reading ${slot.depth}/${slot.lang}: ${shown}`;
    });
}
/** How long a claim's label may be on its one line: the rest is in its details. */
const SHORT_LABEL = 80;
/** A label cut to `SHORT_LABEL` characters on a word boundary (… marks the cut), then escaped. */
function shortLabel(label) {
    const flat = label.replace(/\s+/gu, ' ').trim();
    if (flat === '')
        return '(no label)';
    if (flat.length <= SHORT_LABEL)
        return mdText(flat, LABEL_MAX);
    // Never inside a character or a grapheme (an emoji, a letter with its accent).
    const cut = flat.slice(0, graphemeBoundaryAtOrBefore(flat, SHORT_LABEL - 1));
    const space = cut.lastIndexOf(' ');
    // A word longer than half the room is cut where the room ends, not at its start.
    const kept = (space >= SHORT_LABEL / 2 ? cut.slice(0, space) : cut).trimEnd();
    return mdText(`${kept}…`, LABEL_MAX);
}
/** The anchor a claim's line points at: the first its reading names, else its first. */
function leadAnchor(claim) {
    return (claim.anchors.find((a) => a.reading === 'broken') ??
        claim.anchors.find((a) => a.reading === 'moved') ??
        claim.anchors[0]);
}
/**
 * The anchor's path and line, linked: the line at the head where the file
 * still reads there (moved, or changed with a line), the line at the base
 * when the file is gone or unreadable. Unlinked when neither can be linked.
 */
function whereText(anchor, options) {
    if (anchor === undefined)
        return '';
    const path = anchor.path;
    if (path === undefined)
        return ` · ${codeSpan(anchor.ref, { max: 120 })}`;
    const key = `${options.ledgerPrefix}${path}`;
    const readable = anchor.after.status === 'resolves' || anchor.after.status === 'changed';
    const headLine = readable ? (anchor.after.line ?? anchor.headLine) : undefined;
    let line;
    let url;
    if (!key.split('/').includes('..')) {
        const atBase = options.baseSha !== undefined &&
            anchor.before !== undefined &&
            anchor.before.status !== 'gone';
        if (readable && (headLine !== undefined || !atBase)) {
            line = headLine;
            url = blobUrl(lc(options, options.headSha), key, headLine);
        }
        else if (atBase) {
            line = anchor.before?.line;
            url = blobUrl(lc(options, options.baseSha), key, line);
        }
    }
    const shown = codeSpan(line === undefined ? path : `${path}:${line}`, { max: 120 });
    return url === undefined ? ` · ${shown}` : ` · [${shown}](${url})`;
}
/**
 * One claim: one line (its state, a short label, where its anchor is), then
 * its details collapsed beneath it — the claim's id and who filed it, each
 * anchor's cells and drift, the proposal, what the pull request recorded for
 * it, its readings. The line and its details are one block: a limit drops
 * both or neither.
 */
function claimBlock(claim, icon, options, gate) {
    const state = claim.stateBefore !== undefined && claim.stateBefore !== claim.state
        ? `${claim.stateBefore} → ${claim.state}`
        : claim.state;
    const label = mdText(claim.label, LABEL_MAX) || '(no label)';
    const details = [
        `${codeSpan(claim.id, { max: 80 })} · ${state} · filed by ${actorText(claim.filedBy)} · ${claim.independent ? '✓' : '⊙'}`,
        '',
        ...(shortLabel(claim.label) === label ? [] : [`> ${label}`, '']),
        ...claim.anchors.flatMap((a) => [anchorLine(a, options), ...followLines(a, options)]),
        ...claim.reanchored.map((r) => reanchorLine(r, claim, gate)),
        ...readingLines(claim, options),
    ];
    return (`- ${icon} ${shortLabel(claim.label)}${whereText(leadAnchor(claim), options)}\n\n` +
        `<details><summary>Details: cells, drift and what to do</summary>\n\n${details.join('\n')}\n\n</details>\n\n`);
}
/** The claims settled in this pull request, collapsed: each with what the pull request did to it, the disposition and who made it. */
function settledBlock(settled) {
    const items = settled.map((c) => {
        const what = c.settled?.from === 'broken' ? 'anchor broken' : 'code under its anchor moved';
        const by = c.settled === undefined ? '' : `; settled: ${dispositionText(c.settled.by)}`;
        return `- ${mdText(c.label, 120) || '(no label)'} (${codeSpan(c.id, { max: 80 })}): ${what}${by}`;
    });
    return `<details><summary>✅ Settled in this pull request: ${markdown_plural(settled.length, 'claim')}</summary>\n\n${items.join('\n')}\n\n</details>\n\n`;
}
function censusText(census) {
    return `neighborhood-moved ${census.moved} · anchor-changed ${census.changed} · file-gone ${census.gone}`;
}
function leadText(review) {
    const lines = [];
    if (review.violations.length > 0)
        lines.push(review.review.conclusion === 'failure'
            ? 'A writer file only grows: `fail-on-violation` fails this run until the lines the pull request rewrote are as they were at the base.'
            : 'A writer file only grows: put the lines the pull request rewrote back as they were at the base (`fail-on-violation` is off, so this does not fail the run).');
    if (review.gateFailures.length > 0)
        lines.push(`**claims-gate: anchors fails this run:** ${markdown_plural(review.gateFailures.length, 'claim')} whose anchor this pull request breaks ${review.gateFailures.length === 1 ? 'is' : 'are'} not re-filed, held, closed or declared dead here. Re-file evidence that resolves at this commit (\`ev evidence <claim> file:…::…\`), \`ev hold\` the claim, or declare it dead (\`ev close <claim> --dead --reason …\`) in this pull request.`);
    else if (review.scope === 'commit') {
        // Advice only where there is something to act on: a clean census gets none.
        if (review.baseMoved.length > 0)
            lines.push('Nothing here gates: ev does not. Re-read the claims whose code moved, and re-file their evidence where it moved on purpose.');
    }
    else if (review.broken.length + review.moved.length > 0)
        lines.push(`${review.violations.length > 0 ? 'The anchors gate nothing' : 'Nothing here blocks merging'}: ev states facts and does not gate. Re-read these claims and, where the code moved on purpose, re-file their evidence (\`ev evidence <claim> file:…::…\`).`);
    else if (review.settled.length > 0 && review.violations.length === 0)
        lines.push('Nothing here blocks merging, and nothing is left to re-read: this pull request settles each claim whose anchor it broke or moved (below).');
    return lines.map((line) => `${line}\n\n`).join('');
}
/** The section's blocks, most important first (whole blocks are what a limit drops). */
function sectionBlocks(review, options, level) {
    const blocks = [`${level} ${claimsHeadline(review)}\n\n${leadText(review)}`];
    if (review.violations.length > 0) {
        blocks.push(`#### ⛔ ${markdown_plural(review.violations.length, 'ledger violation')}: history rewritten\n\n` +
            'A writer file only grows. `fail-on-violation` fails the run on these.\n\n' +
            review.violations.map((v) => `- ${mdText(v.message, 400)}`).join('\n') +
            '\n\n');
    }
    // Red only where the opted-in gate fails the run on the claim.
    const gate = review.gate;
    const gated = new Set(review.gateFailures);
    for (const claim of review.broken)
        blocks.push(claimBlock(claim, gated.has(claim.id) ? '🔴' : '⚠️', options, gate));
    for (const claim of review.moved)
        blocks.push(claimBlock(claim, '🟡', options, gate));
    if (review.scope === 'commit')
        for (const claim of review.baseMoved)
            blocks.push(claimBlock(claim, '🟡', options, gate));
    if (review.settled.length > 0)
        blocks.push(settledBlock(review.settled));
    if (review.recorded.length > 0) {
        // One entry per claim, its label once, what the pull request appended for it beneath.
        const groups = new Map();
        for (const r of review.recorded) {
            const group = groups.get(r.claimId);
            if (group === undefined)
                groups.set(r.claimId, [r]);
            else
                group.push(r);
        }
        const lines = [...groups].flatMap(([claimId, entries]) => [
            `- ${shortLabel(entries[0].label)} (${codeSpan(claimId, { max: 80 })})`,
            ...entries.map((r) => {
                const ref = r.ref !== undefined ? ` ${codeSpan(r.ref, { max: REF_MAX })}` : '';
                const checks = r.findings.map((f) => ` — ⚠️ ${ATTACH_WHY[f]}`).join('');
                return `  - ${r.kind}${ref} · by ${actorText(r.actor)}${checks}`;
            }),
        ]);
        blocks.push(`#### 📝 Recorded in this pull request\n\n${lines.join('\n')}\n\n`);
    }
    if (review.stateChanges.length > 0) {
        const lines = review.stateChanges.map((c) => `- ${mdText(c.label, LABEL_MAX)} (${codeSpan(c.claimId, { max: 80 })}): ${c.from} → **${c.to}** · ${c.by.type} by ${actorText(c.by.actor)}`);
        blocks.push(`#### State changed in this pull request\n\n${lines.join('\n')}\n\n`);
    }
    if (review.scope === 'pull-request' && review.baseMoved.length > 0) {
        const items = review.baseMoved.map((c) => `- ${mdText(c.label, 120)} (${codeSpan(c.id, { max: 80 })}): ${c.anchors.map((a) => cellOrStatus(a.before)).join(', ')}`);
        blocks.push(`<details><summary>Already moved on the base: ${markdown_plural(review.baseMoved.length, 'claim')} (${censusText(review.baseMovedCensus)}), untouched by this pull request</summary>\n\n${items.join('\n')}\n\n</details>\n\n`);
    }
    const c = review.census;
    blocks.push(`${markdown_plural(review.untouched, 'claim')} with evidence untouched. At this commit: ${c.total} claims · still ${c.still} · ${censusText(c)} · legacy ${c.legacy} · unmeasured ${c.unmeasured} (as \`ev doctor\` counts them).\n`);
    if (review.skipped.length > 0)
        blocks.push(`\n${markdown_plural(review.skipped.length, 'ledger line')} ev skips at this commit: ${review.skipped
            .slice(0, 10)
            .map((s) => codeSpan(`.evolving/ledger/${s.file}:${s.line}${s.torn ? ' (torn)' : ''}`, { max: 200 }))
            .join(', ')}.\n`);
    return blocks;
}
/** The claims section within `limit` (measured by `measure`), whole blocks only. */
function renderClaimsSection(review, options, limit, measure, level = '###') {
    const blocks = sectionBlocks(review, options, level);
    const last = blocks.pop();
    const fitted = fitBlocks(blocks, limit - measure(last), measure, (n) => n === 0
        ? ''
        : `_${markdown_plural(n, 'more block')} not shown here: the job summary and the JSON report have them._\n\n`);
    return fitted.text + last;
}
/** Whether the comment has something to say about the claims (else `comment: auto` writes none). */
function claimsHaveFindings(review) {
    return (review.broken.length +
        review.moved.length +
        review.settled.length +
        review.violations.length +
        review.recorded.length +
        review.stateChanges.length >
        0);
}

;// CONCATENATED MODULE: ./src/core/render/claims-report.ts
const CLAIMS_REPORT_VERSION = 1;
function claimsReportPart(review, where) {
    return {
        version: CLAIMS_REPORT_VERSION,
        scope: review.scope,
        baseSha: where.baseSha ?? null,
        headSha: where.headSha,
        conclusion: review.review.conclusion,
        title: review.review.title,
        gate: review.gate,
        broken: review.broken,
        moved: review.moved,
        settled: review.settled,
        baseMoved: review.baseMoved,
        untouched: review.untouched,
        census: review.census,
        baseMovedCensus: review.baseMovedCensus,
        recorded: review.recorded,
        stateChanges: review.stateChanges,
        violations: review.violations,
        skipped: review.skipped,
        gateFailures: review.gateFailures,
        events: review.events,
        claims: review.claims,
        selfTest: where.selfTest ?? null,
    };
}

;// CONCATENATED MODULE: ./src/core/render/trust.ts
/**
 * What the reader must know about the evidence behind a report
 * (docs/USAGE.md#trust-model): what the pull request brought that does not
 * judge it (evidence files, a config change, receipts dated in the future,
 * history the clone lacks), and whether a green rests on a fork's own claims.
 * One helper for the comment, the job summary and the check run. Pure.
 */

/** Shown findings per surface; the JSON report lists them all. */
const FINDINGS_SHOWN = 20;
const FINDING_MAX = 300;
/** The label of a green that rests on a fork's artifacts, or undefined when none does. */
function forkClaimLabel(report) {
    const n = report.trust.forkClaims;
    if (n === 0)
        return undefined;
    return `${markdown_plural(n, 'green binding')} ${n === 1 ? 'rests' : 'rest'} on the fork's own claims (receipts from its run's artifacts), not on checks this repository ran`;
}
/**
 * The check run's title when nothing resurfaced and the ledger is intact.
 * Exempt bindings were not judged on this runner: never titled as green.
 */
function allClearTitle(report) {
    const exempt = report.bindings.filter((b) => b.label === 'exempt').length;
    if (exempt === 0)
        return 'Every guarding check is green';
    const judged = report.bindings.length - exempt;
    const attest = report.settings.attest === null ? '' : ` (attest: ${report.settings.attest.join(', ')})`;
    const exemptText = `${markdown_plural(exempt, 'binding')} exempt on this runner${attest}, not judged`;
    return judged === 0
        ? `No guarding check judged: ${exemptText}`
        : `${markdown_plural(judged, 'guarding check')} green; ${exemptText}`;
}
/** The check run's title with the fork-claim label when a green rests on one. */
function labelledTitle(title, report) {
    const label = forkClaimLabel(report);
    return label === undefined
        ? title
        : `${title} — the fork's claim: ${markdown_plural(report.trust.forkClaims, 'binding')}`;
}
/** A Markdown block: the fork-claim label and one line per trust finding ('' when there is nothing). */
function trustBlock(report) {
    const label = forkClaimLabel(report);
    const findings = report.trust.findings;
    if (label === undefined && findings.length === 0)
        return '';
    const lines = [];
    if (label !== undefined)
        lines.push(`- ⚠️ **The fork's claim:** ${mdText(label, FINDING_MAX)}.`);
    for (const finding of findings.slice(0, FINDINGS_SHOWN))
        lines.push(`- ⚠️ ${mdMarkup(finding, FINDING_MAX)}`);
    if (findings.length > FINDINGS_SHOWN)
        lines.push(`- … and ${markdown_plural(findings.length - FINDINGS_SHOWN, 'more finding')} in the JSON report`);
    return `**Evidence this run did not accept, or whose origin matters**\n\n${lines.join('\n')}\n\n`;
}
/** Anything for the sticky comment to say about the evidence. */
function hasTrustFindings(report) {
    return report.trust.findings.length > 0 || report.trust.forkClaims > 0;
}

;// CONCATENATED MODULE: ./src/core/render/comment.ts
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
 * always fewer than 65,536 characters — the context section shrinks first.
 *
 * Every string from the ledger or a check's output goes through
 * `markdown.ts`. Pure.
 */







/** GitHub rejects an issue comment body of 65,536 characters or more. */
const COMMENT_BODY_LIMIT = 65536;
const DEFAULT_MAX_DECISIONS = 10;
// ---------------------------------------------------------------------------
// Markers: which comment is ours, and what it said last time
const MARKER_PREFIX = '<!-- evolving-action:';
const STATE_PREFIX = '<!-- evolving-action-state ';
const MARKER_SUFFIX = ' -->';
/** The `check-name` a comment key leaves out, so comments written before keys named checks stay found. */
const DEFAULT_CHECK_NAME = 'evolving';
/**
 * Separates the directory from the check name in a key. A normalised
 * directory never contains an empty segment, so no directory can spell it:
 * one ledger's key can never pose as another ledger's key for some check.
 */
const CHECK_SEPARATOR = '//';
/**
 * The comment key for a working directory and a check name: the directory's
 * normalised path (`.` for the repository root), then — for any check name
 * but the default — `//` and the check name. Two jobs with different
 * `check-name`s on one ledger keep a comment each, and the default keeps the
 * key comments had before check names were part of it. Restricted to
 * characters that are safe inside an HTML comment (`--` and `>` can never
 * appear).
 */
function commentKey(workingDirectory, checkName = DEFAULT_CHECK_NAME) {
    const dir = normalizeWorkingDirectory(workingDirectory);
    const dirKey = keyPart(dir === '' ? '.' : dir);
    return checkName === DEFAULT_CHECK_NAME
        ? dirKey
        : `${dirKey}${CHECK_SEPARATOR}${keyPart(checkName)}`;
}
/** Longest encoded part of a key kept as it is; a longer one is keyed by its hash. */
const KEY_PART_MAX = 100;
const HASHED_PART_PREFIX = 'sha256-';
/**
 * One part of a key, encoded; a part longer than KEY_PART_MAX encoded (a
 * check name of thousands of characters) is replaced by `sha256-` and 32 hex
 * digits of its hash, so the marker line, and the comment, stay short.
 */
function keyPart(text) {
    const encoded = encodeKey(text);
    if (encoded.length <= KEY_PART_MAX)
        return encoded;
    const hash = sha256Hex(text).slice(0, 32);
    return `${HASHED_PART_PREFIX}${hash}`;
}
/** What a key names, for people: the ledger directory and, when not the default, the check name. */
function keyParts(key) {
    const at = key.indexOf(CHECK_SEPARATOR);
    if (at < 0)
        return { ledger: decodeKeyForDisplay(key) };
    return {
        ledger: decodeKeyForDisplay(key.slice(0, at)),
        checkName: decodeKeyForDisplay(key.slice(at + CHECK_SEPARATOR.length)),
    };
}
/** Idempotent (`%` is kept), so `commentMarker(commentKey(dir))` never double-encodes. */
function encodeKey(key) {
    return [...key]
        .map((ch) => (/^[A-Za-z0-9._/%-]$/.test(ch) ? ch : encodeURIComponent(ch)))
        .join('')
        .replace(/-(?=-|$)/g, '%2D')
        .replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
}
/** The hidden first line that identifies the comment for a ledger. */
function commentMarker(key) {
    return `${MARKER_PREFIX}${encodeKey(key)}${MARKER_SUFFIX}`;
}
function lines(body) {
    return body.split(/\r?\n/);
}
/** Is this comment body the sticky comment for this ledger? Only its first line counts. */
function isEvolvingComment(body, key) {
    return lines(body)[0] === commentMarker(key);
}
const STATE_VERSION = 1;
const STATE_MAX_CHARS = 8000;
const STATE_ID_MAX = 40;
/** Escapes what could end the HTML comment, open another, or read as a mention. */
const STATE_UNSAFE = /[<>&@!-]/g;
/** One id as it appears in the state line's JSON: clipped, quoted, unsafe characters `\u`-escaped. */
function encodeStateId(id) {
    const clipped = id.length <= STATE_ID_MAX ? id : [...id].slice(0, STATE_ID_MAX).join('');
    return JSON.stringify(clipped).replace(STATE_UNSAFE, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
/** How many of `items` (from the start) fit in `room` characters as a JSON list's elements. */
function fittingIds(items, room) {
    let used = 0;
    for (let n = 0; n < items.length; n++) {
        used += items[n].length + (n > 0 ? 1 : 0);
        if (used > room)
            return n;
    }
    return items.length;
}
/**
 * JSON inside an HTML comment: every character that could end the comment,
 * open another, or read as a mention is written as a `\u` escape, so ledger
 * ids can never forge or break the marker line. Lists are cut (resolved ids
 * from the end first, then resurfaced ones) to keep the line within
 * STATE_MAX_CHARS. One pass over the ids: each is encoded once and the cut is
 * found by adding lengths, never by re-serialising (40,000 resurfaced
 * decisions are as cheap as 40).
 */
function encodeState(state) {
    const resurfaced = state.resurfaced.map(encodeStateId);
    const resolved = state.resolved.map(encodeStateId);
    const line = (a, b) => `${STATE_PREFIX}{"v":${STATE_VERSION},"resurfaced":[${a.join(',')}],"resolved":[${b.join(',')}]}${MARKER_SUFFIX}`;
    const room = STATE_MAX_CHARS - line([], []).length;
    const keptResurfaced = fittingIds(resurfaced, room);
    if (keptResurfaced < resurfaced.length)
        return line(resurfaced.slice(0, keptResurfaced), []);
    const used = resurfaced.reduce((sum, id) => sum + id.length, 0) + resurfaced.length;
    // The comma between the lists' elements is counted per resurfaced id; the first needs none.
    const keptResolved = fittingIds(resolved, room - used + (resurfaced.length > 0 ? 1 : 0));
    return line(resurfaced, resolved.slice(0, keptResolved));
}
/**
 * The state line of a comment this action wrote, or undefined. Only the
 * second line is read, and only when the first is a marker: no text further
 * down (all of it derived from the ledger) is ever parsed.
 */
function readCommentState(body) {
    const [first, second] = lines(body);
    if (!first?.startsWith(MARKER_PREFIX) || !first.endsWith(MARKER_SUFFIX))
        return undefined;
    if (!second?.startsWith(STATE_PREFIX) || !second.endsWith(MARKER_SUFFIX))
        return undefined;
    let parsed;
    try {
        parsed = JSON.parse(second.slice(STATE_PREFIX.length, -MARKER_SUFFIX.length));
    }
    catch {
        return undefined;
    }
    if (typeof parsed !== 'object' || parsed === null)
        return undefined;
    const { v, resurfaced, resolved } = parsed;
    if (v !== STATE_VERSION || !isStringArray(resurfaced) || !isStringArray(resolved))
        return undefined;
    return { resurfaced, resolved };
}
function isStringArray(value) {
    return Array.isArray(value) && value.every((item) => typeof item === 'string');
}
/**
 * Ids that resurfaced in any earlier version of the comment and do not now:
 * carried forward so that an all-clear stays identical on the next push.
 */
function resolvedSince(previous, current) {
    if (!previous)
        return [];
    const now = new Set(current);
    return [...new Set([...previous.resurfaced, ...previous.resolved])].filter((id) => !now.has(id));
}
/**
 * Does the existing comment need rewriting? Only on a meaningful change: the
 * body compared with what changes on every run stripped out — which run wrote
 * it (the workflow-run and job-summary links), which commit its file links
 * name (tick files are append-only, so an older commit's link shows the same
 * file), and when the deciding receipts ran (`ran <time>`: a rerun of the
 * same checks on the same commit says the same thing). No write means no API
 * call and no "edited" churn. Line endings and surrounding whitespace are
 * ignored too: GitHub may hand a body back with `\r\n`.
 */
function comment_commentNeedsUpdate(existingBody, nextBody) {
    if (existingBody === null || existingBody === undefined)
        return true;
    return canonicalCommentBody(existingBody) !== canonicalCommentBody(nextBody);
}
/** The ran-at of a receipt as a detail shows it (RFC 3339, any fraction and offset). */
const RAN_AT = /\bran \d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})/g;
/** A comment body with what changes on every run replaced (commentNeedsUpdate). */
function canonicalCommentBody(body) {
    return body
        .replace(/\r\n/g, '\n')
        .replace(/\/actions\/runs\/\d+(?:\/attempts\/\d+)?/g, '/actions/runs/-')
        .replace(/\/blob\/[0-9a-f]{40}\//g, '/blob/-/')
        .replace(RAN_AT, 'ran -')
        .trim();
}
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
        `The gate is on (\`gate: true\`): this check fails until then — ` +
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
    return whereToRecord({
        event,
        ...(pullRequest !== undefined || previewed ? { pullRequest: true } : {}),
    });
}
/** The gating grounds of the gating decisions: those this pull request broke, or those already failing on the base. */
function gatingGrounds(report, alreadyFailing) {
    return report.decisions
        .filter((d) => d.kind === 'gating' && isAlreadyFailing(d) === alreadyFailing)
        .flatMap((d) => d.grounds.filter((g) => g.gating && (g.origin === 'already-failing-on-base') === alreadyFailing));
}
/**
 * The one thing to do about the gating decisions, by cause (advice.ts). A
 * failing test — red, errored, or failing under an `unproven` label because
 * its counter-test fails too — needs to pass again or a new decision; a
 * counter-test that did not flip a passing test needs to fail where the
 * reason does not hold; a check without current evidence needs what its own
 * cause needs: when every such check needs the same, the lead says it;
 * otherwise each check's line says it.
 */
function gatingAction(report, grounds, one) {
    const failing = grounds.filter((g) => testFails(g));
    const counter = grounds.filter((g) => g.rule === 'unproven' && !testFails(g));
    const unrunGrounds = grounds.filter((g) => g.rule !== 'unproven' && !testFails(g));
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
        return `${one ? 'Its guarding check is' : 'Their guarding checks are'} not shown to fail: the counter-test did not flip the result. **${one ? 'Make the counter-test' : 'For each, make the counter-test'} fail where the reason does not hold, or — if the decision no longer holds — ${fix}.**`;
    if (failing.length === grounds.length)
        return (`${one ? 'Its guarding check fails' : 'Their guarding checks fail'}. ` +
            `**${one ? 'Make the check' : 'For each, make the check'} pass again, or — if the decision no longer holds — ${fix}.**`);
    if (doNotHold > 0)
        return `Some guarding checks fail and some are not shown to fail. **Make the failing checks pass again and each counter-test fail where its reason does not hold, or — if a decision no longer holds — ${fix}.**`;
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
    return ` The guarding test of ${markdown_plural(n, 'decision')} was changed by this pull request (🧪 below): review ${n === 1 ? 'that change' : 'those changes'} too.`;
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
            ? 'The guarding test of a decision was changed by this pull request: its check passes against the test as changed here, which proves only what that test now checks. **Review the change to the test before merging** — no gate covers it.'
            : `The guarding tests of ${tested} decisions were changed by this pull request: their checks pass against the tests as changed here, which proves only what those tests now check. **Review the change to each test before merging** — no gate covers it.`);
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
    const key = plainAdvice(last.advice ?? []);
    for (const ground of grounds)
        if (plainAdvice(ground.advice ?? []) !== key)
            return undefined;
    return markdownAdvice(last.advice ?? []);
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
        let lead = `### ⚠️ ${markdown_plural(broken, 'decision')} ${one ? 'needs' : 'need'} a look before merging${by}\n\n` +
            `${gatingAction(report, gatingGrounds(report, false), one)} ${gateSentence(report)}`;
        if (alreadyFailingDecisions > 0)
            lead += ` ${markdown_plural(alreadyFailingDecisions, 'more decision')} ${alreadyFailingDecisions === 1 ? 'is' : 'are'} already failing on the base (collapsed below).`;
        if (violations > 0)
            lead += ` The ledger also has ${markdown_plural(violations, 'integrity violation')} (below).`;
        lead += testChangedSentence(report);
        if (memoDecisions > 0)
            lead += ` ${memoNotesSentence(memoDecisions, 'at the end')}`;
        return `${lead}\n\n`;
    }
    if (violations > 0) {
        const fails = report.settings.failOnViolation
            ? 'This check fails until then.'
            : 'fail-on-violation is off: this does not fail the run.';
        let lead = `### ⛔ The ledger has ${markdown_plural(violations, 'integrity violation')}\n\n` +
            `**${violationAdvice(report)}** ${fails}`;
        lead += testChangedSentence(report);
        if (memoDecisions > 0)
            lead += ` ${memoNotesSentence(memoDecisions, 'below')}`;
        return `${lead}\n\n`;
    }
    if (alreadyFailingDecisions > 0) {
        let lead = `### ⏪ ${markdown_plural(alreadyFailingDecisions, 'decision')} already failing on the base\n\n` +
            alreadyFailingSentence(report);
        lead += testChangedSentence(report);
        if (memoDecisions > 0)
            lead += ` ${memoNotesSentence(memoDecisions, 'below')}`;
        return `${lead}\n\n`;
    }
    const replaced = replacedTitle(report);
    if (replaced !== undefined && leadsWithReplaced(report))
        return (`### 🔁 ${replaced}\n\n` +
            'No guarding check of this pull request fails. **Confirm that each replacement below was meant.**\n\n');
    const tested = testChangedDecisions(report);
    const heading = tested > 0
        ? `### 🧪 ${markdown_plural(tested, 'decision')} whose guarding test this pull request changes — review before merging`
        : `### 📝 ${markdown_plural(memoDecisions, 'decision')} to note — nothing blocks merging`;
    return `${heading}\n\n${noteSentences(report).join(' ')}\n\n`;
}
const MAX_VIOLATIONS_SHOWN = 5;
const VIOLATION_TEXT_MAX = 300;
function renderViolations(report, restIn) {
    const items = [
        ...(report.ledgerDiff?.violations ?? []).map((v) => `- ${codeSpan(v.file, { max: FIELD_MAX.path })} ${v.kind}: ${mdText(v.text, VIOLATION_TEXT_MAX)}`),
        ...report.verify.findings.map((f) => `- ✗ ${mdText(f.text, VIOLATION_TEXT_MAX)}`),
    ];
    if (items.length === 0)
        return '';
    const rest = items.length - MAX_VIOLATIONS_SHOWN;
    const more = rest > 0 ? `- … and ${rest} more (see ${restIn})\n` : '';
    return ('#### ⛔ Ledger integrity\n\n' +
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
    const parts = keyParts(options.key);
    const { ledger } = parts;
    const checkName = options.checkName !== undefined && options.checkName !== DEFAULT_CHECK_NAME
        ? options.checkName
        : parts.checkName;
    const check = checkName === undefined ? '' : ` · check ${codeSpan(checkName, { max: FIELD_MAX.checkName })}`;
    const run = linkTarget(options.runUrl);
    const producedBy = run === undefined ? '' : ` · [the workflow run](${run}) that wrote it`;
    return `<sub>evolving-action · ledger ${codeSpan(ledger)}${check} · this comment is updated in place on every push${producedBy}</sub>\n`;
}
function decodeKeyForDisplay(key) {
    try {
        return decodeURIComponent(key);
    }
    catch {
        return key;
    }
}
/** `\`id\` decision` for a resolved decision, with the decision text when still known. */
function resolvedItem(id, report) {
    const decision = report.bindings.find((b) => b.tickId === id)?.decision;
    const text = decision === undefined ? '' : ` ${mdText(decision, FIELD_MAX.decision)}`;
    return `${codeSpan(id, { max: FIELD_MAX.id })}${text}`;
}
const MAX_RESOLVED_SHOWN = 5;
function renderResolvedLine(resolved, report, restIn) {
    if (resolved.length === 0)
        return '';
    // Only the shown ones are looked up (each lookup walks the bindings); the rest are counted.
    const items = resolved.map((id, i) => (i < MAX_RESOLVED_SHOWN ? resolvedItem(id, report) : ''));
    return `✅ Resolved since this comment was first posted: ${listWithRest(items, MAX_RESOLVED_SHOWN, restIn)}\n\n`;
}
function header(options, state) {
    return `${commentMarker(options.key)}\n${encodeState(state)}\n\n`;
}
// ---------------------------------------------------------------------------
// The context section
/**
 * Decisions as one collapsed section — those in context, those already
 * failing on the base — sized by how many are shown in full (the rest
 * counted and pointed to the summary). Blocks are rendered once; lengths
 * add up, so fitting needs no string building.
 */
class CollapsedSection {
    decisions;
    restIn;
    blocks;
    open;
    close = '</details>\n\n';
    /** `in context`: what the "… and N more decisions" line calls the rest. */
    rest;
    constructor(decisions, section, maxDecisions, restIn, links) {
        this.decisions = decisions;
        this.restIn = restIn;
        const options = {
            ...COMMENT_DECISION_OPTIONS,
            showOutput: false,
            restIn,
            ...(links ? { links } : {}),
        };
        this.rest = section.rest;
        this.blocks = decisions.slice(0, maxDecisions).map((d) => renderDecision(d, options));
        this.open = `<details><summary>${section.title}</summary>\n\n` + section.intro;
    }
    /** The decisions in context, as the comment collapses them. */
    static context(report, maxDecisions, restIn, links) {
        return new CollapsedSection(report.inContext, { title: contextTitle(report.inContext.length), intro: CONTEXT_INTRO, rest: 'in context' }, maxDecisions, restIn, links);
    }
    /** The gating decisions already failing on the base, collapsed after what this pull request broke. */
    static alreadyFailing(report, maxDecisions, restIn, links) {
        const decisions = report.decisions.filter(isAlreadyFailing);
        return new CollapsedSection(decisions, {
            title: `⏪ ${markdown_plural(decisions.length, 'decision')} already failing on the base`,
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
            : `**… and ${markdown_plural(rest, 'more decision')} ${this.rest}**: see ${this.restIn}.\n\n`;
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
    const maxLength = options.maxLength ?? COMMENT_BODY_LIMIT;
    const maxDecisions = Math.max(0, options.maxDecisions ?? DEFAULT_MAX_DECISIONS);
    const restIn = summaryReference(options);
    const resolved = resolvedSince(options.previous, report.resurfaced);
    const head = header(options, { resurfaced: report.resurfaced, resolved }) +
        renderLead(report) +
        replacedSection(report, {
            max: maxDecisions,
            restIn,
            ...(leadsWithReplaced(report) ? {} : { heading: '####' }),
            ...(options.links ? { links: options.links } : {}),
        }) +
        trustBlock(report) +
        renderViolations(report, restIn);
    const tail = renderResolvedLine(resolved, report, restIn) + footer(options);
    // What this pull request broke (and memo notes) in full; what already failed on the base collapsed.
    const shownDecisions = report.decisions.filter((d) => !isAlreadyFailing(d));
    const candidates = shownDecisions.slice(0, maxDecisions);
    const decisionOptions = {
        ...COMMENT_DECISION_OPTIONS,
        restIn,
        ...(options.links ? { links: options.links } : {}),
    };
    const failing = CollapsedSection.alreadyFailing(report, maxDecisions, restIn, options.links);
    const context = CollapsedSection.context(report, maxDecisions, restIn, options.links);
    const more = (shown) => {
        const rest = shownDecisions.length - shown;
        return rest > 0
            ? `**… and ${markdown_plural(rest, 'more decision')}**: see ${restIn} for the full list.\n\n`
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
    const render = (showOutput) => candidates.map((d) => renderDecision(d, { ...decisionOptions, showOutput }));
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
        `### ⚠️ Decisions need a look\n\nThe details did not fit in a comment: see ${summaryReference(options)}.\n`;
    return minimal.length < maxLength ? minimal : commentMarker(options.key);
}
/** `attest: mac`, as the settings say it: what made a binding exempt. */
function attestSetting(report) {
    const attest = report.settings.attest;
    return attest === null ? '`attest`' : codeSpan(`attest: ${attest.join(', ')}`);
}
/**
 * Exempt bindings were not judged on this runner: never counted as green.
 * One sentence, or '' when there are none.
 */
function exemptSentence(exempt, report) {
    if (exempt === 0)
        return '';
    return `${markdown_plural(exempt, 'binding')} ${exempt === 1 ? 'is' : 'are'} exempt on this runner (${attestSetting(report)}): not judged here, so not shown to pass.`;
}
/** The lead when nothing resurfaces but decisions are in context. */
function contextLead(report) {
    const exempt = report.inContext.flatMap((d) => d.grounds).filter((g) => g.label === 'exempt');
    const first = exempt.length === 0
        ? 'Nothing to fix: read'
        : `${exemptSentence(exempt.length, report)} Nothing gates: read`;
    return (`### ${contextTitle(report.inContext.length)} — nothing blocks merging\n\n` +
        `${first} what was decided about this code, and the roads not taken, before changing it (below).\n\n`);
}
/**
 * Nothing resurfaces and the ledger is intact. The lead is the all-clear,
 * saying what was resolved (the ids a previous version of the comment
 * showed) — or, when nothing was ever flagged and decisions are in context,
 * a short note about them. The context section follows, collapsed.
 */
function renderAllClear(report, options) {
    const maxLength = options.maxLength ?? COMMENT_BODY_LIMIT;
    const maxDecisions = Math.max(0, options.maxDecisions ?? DEFAULT_MAX_DECISIONS);
    const resolved = resolvedSince(options.previous, report.resurfaced);
    let body = header(options, { resurfaced: [], resolved });
    if (resolved.length > 0) {
        const shown = resolved.slice(0, maxDecisions);
        body +=
            '### ✅ All clear\n\n' +
                `${resolved.length === 1 ? 'The decision' : `All ${resolved.length} decisions`} flagged earlier on this pull request ${resolved.length === 1 ? 'is' : 'are'} green again:\n\n` +
                shown.map((id) => `- ${resolvedItem(id, report)}\n`).join('') +
                (resolved.length > shown.length ? `- … and ${resolved.length - shown.length} more\n` : '') +
                '\n';
    }
    else if (report.inContext.length > 0) {
        body += contextLead(report);
    }
    else {
        const exempt = report.bindings.filter((b) => b.label === 'exempt').length;
        body +=
            exempt === 0
                ? '### ✅ All clear\n\nNo decision needs a look: every test-bound ground is green, n/a or exempt.\n\n'
                : `### ✅ Nothing gates\n\nNo decision needs a look: every judged test-bound ground is green or n/a. ${exemptSentence(exempt, report)}\n\n`;
    }
    body += trustBlock(report);
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
    return hasCommentFindings(report) || hasTrustFindings(report) || report.inContext.length > 0;
}

;// CONCATENATED MODULE: ./src/core/render/claims-surfaces.ts





/** The job summary's heading on a store of claims alone. */
const SUMMARY_HEADING = '## evolving: ev 0.2 claims\n\n';
/**
 * The claims on every surface. `context` is the JSON report's `context`
 * when the claims lead it (a store of claims alone: there is no decisions'
 * report to hold it).
 */
function claimsSurfaces(claims, frame, context) {
    const { review } = claims.review;
    const part = () => claimsReportPart(claims.review, {
        headSha: claims.render.headSha,
        ...(claims.render.baseSha !== undefined ? { baseSha: claims.render.baseSha } : {}),
        ...(claims.selfTest !== undefined ? { selfTest: claims.selfTest } : {}),
    });
    return {
        review,
        comment: {
            hasFindings: claimsHaveFindings(claims.review),
            worthPosting: claimsHaveFindings(claims.review),
            notJudged: false,
            draw: ({ maxLength, leads }) => {
                if (!leads)
                    return claimsSection(claims, maxLength, utf16Length);
                const marker = `${commentMarker(frame.key)}\n`;
                const footer = commentFooter(frame);
                return (marker +
                    claimsSection(claims, maxLength - marker.length - footer.length, utf16Length) +
                    footer);
            },
        },
        summary: ({ maxBytes, surface, leads, preface }) => {
            const heading = leads && surface === 'step' ? SUMMARY_HEADING : '';
            const head = preface + heading;
            return head + claimsSection(claims, maxBytes - utf8Length(head), utf8Length);
        },
        report: (leads) => leads
            ? {
                schemaVersion: REPORT_SCHEMA_VERSION,
                model: 'claims',
                conclusion: review.conclusion,
                reason: review.reason,
                context,
                claims: part(),
            }
            : { claims: part() },
    };
}
/** The comment's footer on a store of claims alone: the action, the check, the job summary, the run. */
function commentFooter(frame) {
    const checkName = mdText(frame.checkName ?? DEFAULT_CHECK_NAME, 100);
    const summary = frame.summaryUrl ? ` · [job summary](${frame.summaryUrl})` : '';
    const run = frame.runUrl ? ` · [run](${frame.runUrl})` : '';
    return `\n---\n<sub>evolving-action · check ${checkName} · ev 0.2 claims${summary}${run}</sub>\n`;
}
/** The run's notes and the self-test, then the claims section, within `limit`. */
function claimsSection(claims, limit, measure) {
    const extra = (claims.notes ?? []).map((n) => `> ${mdText(n)}\n\n`).join('') +
        (claims.selfTest === undefined
            ? ''
            : `<details><summary>ev 0.2 reader self-test</summary>\n\n${claims.selfTest.map((l) => `- ${mdText(l)}`).join('\n')}\n\n</details>\n\n`);
    return extra + renderClaimsSection(claims.review, claims.render, limit - measure(extra), measure);
}

;// CONCATENATED MODULE: ./src/core/review/review.ts
/**
 * The model-neutral review: what each ev model's domain yields for the
 * commit or pull request under review — 0.1's ticks (core/ticks,
 * core/verdict: decisions, grounds, bindings, verdicts; its review is made
 * from its report by render/ticks-review.ts) and 0.2's claims (core/claims:
 * claims, evidence, anchors, cells; core/claims/review.ts). A store that
 * holds both models yields two reviews; `joinReviews` joins them (or takes
 * the one of a store of one model) into the store's: the check run's
 * conclusion and title, its annotations (or the workflow commands in their
 * place), the `conclusion` output, the step's status and message, and the
 * JSON report's top-level `conclusion` and `reason`. The comment, the
 * summaries and the JSON report are composed from each model's own sections
 * once for every store (render/review-surfaces.ts). Pure; no model's words here.
 */
const SEVERITY_RANK = { failure: 0, warning: 1, notice: 2 };
const review_RANK = { failure: 0, neutral: 1, success: 2 };
/** The worse of the conclusions: one failure fails the run; else anything to look at is neutral. */
function worstConclusion(conclusions) {
    let worst = 'success';
    for (const c of conclusions)
        if (review_RANK[c] < review_RANK[worst])
            worst = c;
    return worst;
}
/** What a check run's title says first for a fork's commit that no open pull request has as its head. */
const FORK_WITHOUT_PULL_REQUEST_TITLE = "Not passed: no open pull request has this fork's commit as its head";
/**
 * A model's review of a commit the run may not pass (a fork's head that no
 * open pull request has: there is no base to hold it to): neutral at best,
 * its title and reason saying why first.
 */
function notPassed(review, why) {
    return {
        ...review,
        conclusion: worstConclusion([review.conclusion, 'neutral']),
        title: review.title === '' ? why : `${why}; ${review.title}`,
        reason: review.reason === '' ? why : `${why}; ${review.reason}`,
    };
}
/**
 * One review for a store: the worst conclusion, each title that says
 * something, and the reasons of what fails (else every model's). One
 * review (a store of one model) is drawn as it is, its findings most
 * severe first.
 */
function joinReviews(reviews) {
    const conclusion = worstConclusion(reviews.map((r) => r.conclusion));
    // A model with nothing to say does not dilute one that has: its all-clear title is dropped.
    const saying = reviews.filter((r) => r.conclusion !== 'success');
    const titles = (saying.length > 0 ? saying : reviews).map((r) => r.title).filter(Boolean);
    // What fails the step leads its message alone: a model that does not fail it is not named then.
    const failing = reviews.filter((r) => r.conclusion === 'failure');
    const reasons = (failing.length > 0 ? failing : reviews).map((r) => r.reason).filter(Boolean);
    return {
        conclusion,
        title: titles.join('; '),
        reason: reasons.join('; '),
        // Each model's findings by severity (a stable sort keeps its order within one): the
        // surfaces show only the first max-annotations, and workflow commands the first 10 per level.
        findings: reviews.flatMap((r) => [...r.findings].sort((a, b) => SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity])),
        omitted: reviews.reduce((sum, r) => sum + (r.omitted ?? 0), 0),
    };
}

;// CONCATENATED MODULE: ./src/core/render/review-surfaces.ts
/**
 * The store's surfaces, composed once for every store: the sticky comment,
 * the job summary, the check run's summary and the JSON report. Each model
 * draws its own section of each (`ModelSurfaces`: 0.1's from its report,
 * render/ticks-review.ts; 0.2's from its claims review,
 * render/claims-surfaces.ts); here they are put together in the store's
 * order, within each surface's limit, the first model framing the whole
 * (the comment's marker and footer, the report's own fields) and the
 * others following it, each after a rule. A store of one model is its
 * model's surfaces as they are. The check run's conclusion and title, the
 * annotations and the report's top-level `conclusion` and `reason` are the
 * joined review's (review/review.ts). Pure; no model's words here.
 */



/** The store's surfaces: its models' in the store's order (0.1's first), their reviews joined. */
function storeSurfaces(models) {
    return { models, review: joinReviews(models.map((m) => m.review)) };
}
/** What separates one model's section from the next, on every surface. */
const SECTION_RULE = '\n---\n\n';
/**
 * The sections within `limit` (measured by `measure`): each following one
 * within its share (limit / models), drawn first; the first gets the rest.
 */
function composeSections(count, limit, measure, draw) {
    if (count === 0)
        return '';
    const share = limit / count;
    let following = '';
    for (let i = 1; i < count; i++)
        following += SECTION_RULE + draw(i, share);
    return draw(0, limit - measure(following)) + following;
}
/** The sticky comment's body: the first model's comment, the others' sections after it. */
function composeComment(store, existingBody, maxLength = COMMENT_BODY_LIMIT) {
    return composeSections(store.models.length, maxLength, utf16Length, (i, room) => store.models[i].comment.draw({
        maxLength: room,
        leads: i === 0,
        existingBody,
    }));
}
/**
 * What to do with the sticky comment, for every store:
 * - `never`: nothing;
 * - no comment yet: written when a model has something worth it, or in
 *   `always` mode;
 * - a comment already there is rewritten (never deleted), unless its body
 *   would not change (`commentNeedsUpdate`).
 */
function planStoreComment(input) {
    if (input.mode === 'never')
        return { action: 'skip', reason: 'disabled' };
    const existing = input.existingBody ?? undefined;
    const { models } = input.store;
    if (existing === undefined &&
        input.mode === 'auto' &&
        !models.some((m) => m.comment.worthPosting))
        return { action: 'skip', reason: 'nothing-to-say' };
    const body = composeComment(input.store, existing, input.maxLength);
    if (existing === undefined)
        return { action: 'create', body };
    if (!commentNeedsUpdate(existing, body))
        return { action: 'skip', reason: 'unchanged' };
    return { action: 'update', body };
}
/** Something for the reviewer to act on, in any model's section. */
function storeHasFindings(store) {
    return store.models.some((m) => m.comment.hasFindings);
}
/** The run may not pass the commit it reports on (a model says so). */
function storeNotJudged(store) {
    return store.models.some((m) => m.comment.notJudged);
}
/** A summary (the job's or the check run's) strictly within `maxBytes` UTF-8 bytes. */
function composeSummary(store, room) {
    return composeSections(store.models.length, room.maxBytes, utf8Length, (i, maxBytes) => store.models[i].summary({
        maxBytes,
        surface: room.surface,
        leads: i === 0,
        preface: i === 0 ? (room.preface ?? '') : '',
    }));
}
/**
 * The JSON report (docs/report.schema.json): the first model's document,
 * each other model's part added, and the store's `conclusion` and `reason`
 * (the joined review's, what the check run and the step say) at the top.
 * The document shares its lists with the models' (it is written, not kept).
 */
function composeReport(store) {
    const [first, ...rest] = store.models;
    if (first === undefined)
        return {};
    const document = {
        ...first.report(true),
        conclusion: store.review.conclusion,
        reason: store.review.reason,
    };
    for (const model of rest)
        Object.assign(document, model.report(false));
    return document;
}

;// CONCATENATED MODULE: ./src/core/render/summary.ts
/**
 * The job summary (always written, every event) and the check run's output
 * summary, from one renderer with each surface's own byte budget: the step
 * summary takes 1 MiB, the check run's `output.summary` 65,535 bytes. The
 * headline and its reason, the counts, self-test lines, verify findings and
 * warnings, ledger-diff violations, decisions recorded by the pull request,
 * the resurfaced decisions and the decisions in context (decision.ts renders
 * them the same way as the comment), and the bindings (`bindings: failing`
 * lists those that need a look, `all` every one, those first).
 *
 * A surface shrinks in steps: everything in full; else every entry as one
 * compact line; else as many compact lines as fit and the count of the rest.
 * Each step says where the rest is (the JSON report). Blocks are produced
 * lazily and a step stops at its budget, so a 50,000-tick ledger costs one
 * budget's worth of rendering per step, not the whole ledger's. Pure.
 *
 * The decisions in context get a section heading here, not the comment's
 * collapsed `<details>`: the summary is the full record, and a cut between
 * blocks must never leave a `<details>` open.
 */







/** GitHub's step summary takes up to 1 MiB per step. */
const STEP_SUMMARY_BYTE_LIMIT = 1024 * 1024;
/** GitHub rejects a check run's `output.summary` of 65,536 bytes or more. */
const CHECK_RUN_SUMMARY_BYTE_LIMIT = 65535;
/** The default budget: the step summary's. */
const SUMMARY_BYTE_LIMIT = STEP_SUMMARY_BYTE_LIMIT;
/** Where the rest is, when a surface cannot show everything. */
const DEFAULT_REST_IN = 'the JSON report (the `report` output)';
const SUMMARY_DECISION_OPTIONS = {
    ...COMMENT_DECISION_OPTIONS,
    maxGrounds: Number.POSITIVE_INFINITY,
    maxRoads: Number.POSITIVE_INFINITY,
    maxTriggers: 50,
    outputLines: 50,
    outputChars: 4000,
    restIn: 'the JSON report',
};
const HEADLINE = {
    failure: '❌ evolving: failing',
    neutral: '⚠️ evolving: worth a look (not failing)',
    success: '✅ evolving: all clear',
};
const summary_TEXT_MAX = 300;
const CELL_MAX = { claim: 200, ref: 120, detail: 120, id: 40 };
function section(title) {
    return `\n### ${title}\n\n`;
}
function contextLine(report) {
    const c = report.context;
    const parts = [`event ${codeSpan(c.event)}`];
    if (c.repository !== '')
        parts.push(codeSpan(c.repository));
    if (c.pullRequest !== undefined)
        parts.push(`pull request ${c.pullRequest}`);
    if (c.headSha)
        parts.push(`head ${codeSpan(sha8(c.headSha))}`);
    if (c.baseSha)
        parts.push(`base ${codeSpan(sha8(c.baseSha))}`);
    const dir = normalizeWorkingDirectory(c.workingDirectory);
    parts.push(`ledger ${codeSpan(dir === '' ? '.' : dir)}`);
    return `<sub>${parts.join(' · ')}</sub>\n\n`;
}
function countsTable(report) {
    const n = report.counts;
    const cells = [
        ['Gating', `${n.gating} (${markdown_plural(n.gatingDecisions, 'decision')})`],
        ['Memo', `${n.memo} (${markdown_plural(n.memoDecisions, 'decision')})`],
        ['Violations', String(n.violations)],
        ['Warnings', String(n.warnings)],
        ['Bindings', String(n.bindings)],
        ['Harvested', String(n.harvested)],
        ['Recorded by this PR', String(n.recorded)],
    ];
    if (report.baseJudged)
        cells.push(['Broken by this PR', String(n.regressions)], ['Already failing on the base', String(n.alreadyFailing)], ['Replaced by this PR', String(n.replaced)]);
    if (checksWereRun(report))
        cells.push(['Checks run', String(n.checksRun)], ['Reused', String(n.checksReused)]);
    if (n.testChanged > 0)
        cells.push(['Guarding tests changed', String(n.testChanged)]);
    return (`| ${cells.map((c) => c[0]).join(' | ')} |\n` +
        `| ${cells.map(() => '---:').join(' | ')} |\n` +
        `| ${cells.map((c) => c[1]).join(' | ')} |\n`);
}
function headBlocks(report) {
    const settings = `gate ${report.settings.gate ? 'on' : 'off'}, fail-on-violation ${report.settings.failOnViolation ? 'on' : 'off'}`;
    const blocks = [
        `## ${HEADLINE[report.conclusion]}\n\n`,
        `**${mdText(report.reason)}** <sub>(${settings})</sub>\n\n`,
        contextLine(report),
        countsTable(report),
    ];
    if (report.notes.length > 0) {
        blocks.push('\n' + report.notes.map((note) => `- ℹ️ ${mdMarkup(note, summary_TEXT_MAX)}\n`).join(''));
    }
    const trust = trustBlock(report);
    if (trust !== '')
        blocks.push(`\n${trust}`);
    return blocks;
}
function selfTestBlocks(report) {
    if (!report.selfTest)
        return [];
    const drifted = report.counts.selfTestDrifts;
    return [
        section(drifted > 0 ? `Self-test: ${markdown_plural(drifted, 'vector')} drifted` : 'Self-test'),
        fencedBlock(report.selfTest.map((line) => line.text).join('\n'), { info: 'text' }),
    ];
}
function verifyBlocks(report) {
    const { findings, warnings } = report.verify;
    if (findings.length === 0 && warnings.length === 0)
        return [section('Verify'), '✓ chain intact, every tick validates against the closed schema.\n'];
    return [
        section(`Verify: ${markdown_plural(findings.length, 'finding')}, ${markdown_plural(warnings.length, 'warning')}`),
        ...findings.map((f) => `- ✗ ${mdText(f.text, summary_TEXT_MAX)}\n`),
        ...warnings.map((w) => `- ⚠️ ${mdText(w.text, summary_TEXT_MAX)}\n`),
    ];
}
function ledgerDiffBlocks(report) {
    const diff = report.ledgerDiff;
    if (!diff)
        return [];
    const blocks = [];
    if (diff.violations.length > 0) {
        blocks.push(section(`Ledger integrity: ${markdown_plural(diff.violations.length, 'violation')}`), ...diff.violations.map((v) => `- ${codeSpan(v.file, { max: summary_TEXT_MAX })} ${v.kind}: ${mdText(v.text, summary_TEXT_MAX)}\n`));
    }
    if (diff.recorded.length > 0) {
        blocks.push(section(`Decisions recorded by this pull request (${diff.recorded.length})`), ...diff.recorded.map((r) => `- ${codeSpan(r.id, { max: CELL_MAX.id })} ${mdText(r.decision, summary_TEXT_MAX)} — its blame: ${mdText(r.blame, 100)}\n`));
    }
    return blocks;
}
function* resurfacedBlocks(report, options, compact) {
    const shown = report.decisions.filter((d) => !isAlreadyFailing(d));
    if (shown.length > 0) {
        yield section(`Resurfaced decisions (${shown.length})`);
        for (const d of shown) {
            if (compact)
                yield compactDecisionLine(d, options);
            else
                yield* renderDecisionParts(d, options, 4);
        }
    }
    yield* alreadyFailingBlocks(report, options, compact);
}
const ALREADY_FAILING_LEAD = 'Each gates on the base too, on the evidence this run started with (before its own checks): this pull request did not break it.';
/**
 * The gating decisions already failing on the base, in their own section:
 * collapsed in full (that step is kept whole or not at all, so the
 * `<details>` is never cut open), under a heading when compact.
 */
function* alreadyFailingBlocks(report, options, compact) {
    const failing = report.decisions.filter(isAlreadyFailing);
    if (failing.length === 0)
        return;
    const title = `⏪ Already failing on the base (${failing.length})`;
    if (compact) {
        yield section(title);
        for (const d of failing)
            yield compactDecisionLine(d, options);
        return;
    }
    yield `\n<details><summary>${title}</summary>\n\n${ALREADY_FAILING_LEAD}\n\n`;
    for (const d of failing)
        yield* renderDecisionParts(d, options, 4);
    yield '</details>\n\n';
}
function* contextBlocks(report, options, compact) {
    if (report.inContext.length === 0)
        return;
    yield section(contextTitle(report.inContext.length));
    yield CONTEXT_INTRO;
    for (const d of report.inContext) {
        if (compact)
            yield compactDecisionLine(d, options);
        else
            yield* renderDecisionParts(d, options, 4);
    }
}
const COMPACT_ICON = { gating: '🔴', memo: '📝', 'test-changed': '🧪', context: '📎' };
/** A decision on one line: icon, linked id, text, and each ground's label. */
function compactDecisionLine(decision, options) {
    const kind = 'kind' in decision ? decision.kind : 'context';
    const id = linked(codeSpan(decision.id, { max: FIELD_MAX.id }), options.links?.tick(decision.file));
    const labels = decision.grounds.map((g) => {
        const origin = 'origin' in g ? g.origin : undefined;
        return origin === undefined ? g.label : `${g.label} (${ORIGIN_LABEL[origin]})`;
    });
    const grounds = labels.length === 0
        ? ''
        : ` — ${labels.length <= 5 ? labels.join(', ') : `${labels.slice(0, 5).join(', ')} and ${labels.length - 5} more`}`;
    return `- ${COMPACT_ICON[kind]} ${id} ${mdText(decision.decision, FIELD_MAX.decision)}${grounds}\n`;
}
function labelCell(b) {
    const icon = b.label === 'green'
        ? '✅'
        : b.label === 'exempt'
            ? '➖'
            : b.label === 'memo'
                ? '📝'
                : b.label === 'dirty'
                    ? '⚠️'
                    : '🔴';
    return `${icon} ${b.label}`;
}
/**
 * The binding against the base, for the bindings table: a gating one's
 * label (broken by this PR, already failing on the base) and its verdict
 * there — `new` when its decision was not evaluated there as it is now.
 */
function baseCell(b) {
    if (b.baseLabel === undefined)
        return '';
    const there = b.baseLabel === null ? 'new' : `${b.baseLabel} at the base`;
    return b.origin === undefined ? there : `**${ORIGIN_LABEL[b.origin]}** (${there})`;
}
/** `run-checks` was on for this run: some binding ran, was reused, or was left to another platform. */
function checksWereRun(report) {
    return report.bindings.some((b) => b.execution !== 'off' && b.execution !== 'refused');
}
const EXECUTION_CELL = {
    ran: '▶️ ran',
    reused: '♻️ reused',
    'not-declared': 'other platform',
    'not-started': '⚠️ not started',
    off: '',
    refused: '',
};
function bindingRow(b, withExecution, withBase, links) {
    const cells = [
        labelCell(b),
        linked(codeSpan(b.tickId, { inTable: true, max: CELL_MAX.id }), links?.tick(b.file, b.groundIndex)),
        String(b.groundIndex + 1),
        mdText(b.claim, CELL_MAX.claim),
        codeSpan(b.ref, { inTable: true, max: CELL_MAX.ref }),
        mdText((b.harvested ? 'harvested; ' : '') + b.detail, CELL_MAX.detail),
    ];
    if (withExecution)
        cells.push(EXECUTION_CELL[b.execution]);
    if (withBase)
        cells.push(baseCell(b));
    return `| ${cells.join(' | ')} |\n`;
}
/** How soon a binding needs a look: gating first, then memo notes, harvested ones, the rest. */
function urgency(b) {
    if (b.gating)
        return 0;
    if (b.label === 'memo')
        return 1;
    if (b.label !== 'green' && b.label !== 'exempt')
        return 2;
    return b.harvested ? 3 : 4;
}
/** Green and exempt bindings with a counter-test need no look. */
function needsALook(b) {
    return urgency(b) < 4;
}
/** The bindings a listing shows, those that need a look first (stable within each rank). */
function listedBindings(report, listing) {
    const shown = listing === 'all' ? [...report.bindings] : report.bindings.filter(needsALook);
    return shown.sort((a, b) => urgency(a) - urgency(b));
}
function compactBindingLine(b, links) {
    const id = linked(codeSpan(b.tickId, { max: CELL_MAX.id }), links?.tick(b.file, b.groundIndex));
    return `- ${labelCell(b)} ${id} ground ${b.groundIndex + 1}: ${codeSpan(b.ref, { max: CELL_MAX.ref })}\n`;
}
/**
 * The bindings a `failing` listing leaves out, by what they are: green, and
 * exempt (not judged on this runner), never counted as green.
 */
function unlistedBindings(report, unlisted) {
    const exempt = report.bindings.filter((b) => b.label === 'exempt' && !needsALook(b)).length;
    const green = unlisted - exempt;
    const exemptText = `${markdown_plural(exempt, 'exempt binding')} (not judged on this runner)`;
    if (exempt === 0)
        return markdown_plural(green, 'green binding');
    return green === 0 ? exemptText : `${markdown_plural(green, 'green binding')} and ${exemptText}`;
}
function* bindingBlocks(report, options, compact) {
    if (report.bindings.length === 0)
        return;
    const { listed } = options;
    const unlisted = report.bindings.length - listed.length;
    yield section(options.bindings === 'all'
        ? `Bindings (${report.bindings.length}, those that need a look first)`
        : `Bindings that need a look (${listed.length} of ${report.bindings.length})`);
    if (unlisted > 0)
        yield `${unlistedBindings(report, unlisted)} not listed: \`bindings: all\` lists them, and ${options.restIn} has every one.\n\n`;
    if (listed.length === 0)
        return;
    if (compact) {
        for (const b of listed)
            yield compactBindingLine(b, options.links);
        return;
    }
    const withExecution = checksWereRun(report);
    const withBase = report.baseJudged;
    const columns = ['Label', 'Tick', 'Ground', 'Claim', 'Check', 'Detail'];
    const aligns = ['---', '---', '---:', '---', '---', '---'];
    if (withExecution)
        columns.push('This run');
    if (withBase)
        columns.push('Against the base');
    while (aligns.length < columns.length)
        aligns.push('---');
    yield `| ${columns.join(' | ')} |\n| ${aligns.join(' | ')} |\n`;
    for (const b of listed)
        yield bindingRow(b, withExecution, withBase, options.links);
}
/** Problems listed in the summary; the rest are counted (all are in the JSON report and the warnings). */
const RECEIPT_PROBLEMS_SHOWN = 50;
function receiptMergeBlocks(report) {
    const merge = report.receiptMerge;
    if (!merge)
        return [];
    const shown = merge.problems.slice(0, RECEIPT_PROBLEMS_SHOWN);
    const rest = merge.problems.length - shown.length;
    return [
        section('Receipts merged'),
        `${markdown_plural(merge.merged, 'line')} merged from ${markdown_plural(merge.files, 'file')} in ${markdown_plural(merge.directories.length, 'directory', 'directories')}; ${markdown_plural(merge.identical, 'line')} already present.\n`,
        ...(shown.length > 0 ? ['\n'] : []),
        ...shown.map((problem) => `- ⚠️ ${mdText(problem, summary_TEXT_MAX)}\n`),
        ...(rest > 0 ? [`- … and ${markdown_plural(rest, 'more problem')} (see the JSON report)\n`] : []),
    ];
}
/** The decisions of the base this pull request replaced: first after the ledger's integrity. */
function summary_replacedBlocks(report, restIn, links) {
    return replacedBlocks(report, {
        max: Number.POSITIVE_INFINITY,
        restIn,
        heading: '\n###',
        ...(links ? { links } : {}),
    });
}
function* headSections(report, restIn, links) {
    yield* headBlocks(report);
    yield* selfTestBlocks(report);
    yield* verifyBlocks(report);
    yield* ledgerDiffBlocks(report);
    yield* summary_replacedBlocks(report, restIn, links);
    yield* receiptMergeBlocks(report);
}
function* bodyBlocks(report, options, compact) {
    const decisionOptions = {
        ...SUMMARY_DECISION_OPTIONS,
        restIn: options.restIn,
        ...(options.links ? { links: options.links } : {}),
    };
    yield* resurfacedBlocks(report, decisionOptions, compact);
    yield* contextBlocks(report, decisionOptions, compact);
    yield* bindingBlocks(report, options, compact);
}
/** `1 MiB`, `65,535 bytes`: a budget as the note names it. */
function budgetName(maxBytes) {
    if (maxBytes % (1024 * 1024) === 0)
        return `${maxBytes / (1024 * 1024)} MiB`;
    return `${String(maxBytes).replace(/\B(?=(\d{3})+$)/g, ',')}-byte`;
}
/**
 * Every block joined, or undefined as soon as the total reaches `limit`
 * bytes (the rest is never produced). `kept` receives the blocks produced
 * before that, for the next step to reuse.
 */
function joinWithin(blocks, limit, kept = []) {
    let used = 0;
    for (const block of blocks) {
        used += utf8Length(block);
        if (used >= limit)
            return undefined;
        kept.push(block);
    }
    return kept.join('');
}
/** How many blocks the compact step produces (headings, one line per entry), counted without rendering them. */
function compactBlockCount(report, options) {
    const resurfaced = report.decisions.length > 0 ? 1 + report.decisions.length : 0;
    const context = report.inContext.length > 0 ? 2 + report.inContext.length : 0;
    if (report.bindings.length === 0)
        return resurfaced + context;
    const listed = options.listed.length;
    const unlistedLine = listed < report.bindings.length ? 1 : 0;
    return resurfaced + context + 1 + unlistedLine + listed;
}
/**
 * The summary Markdown, strictly under `maxBytes` UTF-8 bytes, in the first
 * step that fits: everything in full; every entry on one compact line;
 * compact lines while they fit and a count of the rest. Every step but the
 * first says where the rest is.
 */
function renderSummary(report, options = {}) {
    const maxBytes = options.maxBytes ?? SUMMARY_BYTE_LIMIT;
    const bindings = options.bindings ?? 'failing';
    const resolved = {
        ...options,
        bindings,
        restIn: options.restIn ?? DEFAULT_REST_IN,
        listed: report.bindings.length === 0 ? [] : listedBindings(report, bindings),
    };
    // Rendered once: every step starts with the same head.
    const head = [...headSections(report, resolved.restIn, options.links)];
    const preface = options.preface ?? '';
    const limit = maxBytes - utf8Length(preface);
    const budget = budgetName(maxBytes);
    const compactNote = `\n> **Shortened:** the details did not fit the ${budget} limit, so each entry is one line here. ${capitalized(resolved.restIn)} has everything.\n`;
    // A step's blocks; `compact`: each entry on one line.
    const stepBlocks = function* (compact) {
        yield* head;
        yield* bodyBlocks(report, resolved, compact);
    };
    // The compact blocks come first, and those that fit are kept: the last step shows a prefix of
    // them. No entry in full is shorter than its compact line (the same icon, id and text, and a
    // line per ground naming its label), so when the compact lines alone reach the limit the
    // details cannot fit and are never rendered.
    const compactBlocks = [];
    const compactBody = joinWithin(stepBlocks(true), limit, compactBlocks);
    if (compactBody !== undefined) {
        const full = joinWithin(stepBlocks(false), limit);
        if (full !== undefined)
            return preface + full;
    }
    const compact = compactBody !== undefined && utf8Length(compactBody) + utf8Length(compactNote) < limit
        ? compactBody + compactNote
        : undefined;
    if (compact !== undefined)
        return preface + compact;
    const total = head.length + compactBlockCount(report, resolved);
    const note = (omitted) => `\n> **Truncated:** ${markdown_plural(omitted, 'more entry', 'more entries')} did not fit the ${budget} limit, even as one line each. ` +
        `${capitalized(resolved.restIn)} has everything.\n`;
    // Strictly under the limit, as every step is.
    return preface + fitBlocks(compactBlocks, limit - 1, utf8Length, note, total).text;
}
function capitalized(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
}

;// CONCATENATED MODULE: ./src/core/render/ticks-review.ts
/**
 * ev 0.1's review (core/review): what its decisions say about the commit
 * under review, as every model-neutral surface draws it — the check run's
 * conclusion and title, the annotations, the `conclusion` output. Made
 * from the report (the verdict's conclusion rule already applied, a run
 * that may not pass its commit never `success`), so the check run and the
 * report never disagree. 0.2's is core/claims/review.ts's. With it, the
 * decisions' sections of the comment, the summaries and the JSON report
 * (`ticksSurfaces`), which review-surfaces.ts composes. Pure.
 */






/**
 * The decisions' review: the report's conclusion, the check run's title,
 * and the findings the annotations show — the first `maxFindings`, most
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
                const previous = existingBody === undefined ? undefined : readCommentState(existingBody);
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
        summary: ({ maxBytes, preface }) => renderSummary(report, {
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
    return labelledTitle(checkRunTitle(report), report);
}
/** What the title says first when the run may not pass its commit (report.context.notJudged). */
function notJudgedTitle(report) {
    if (report.context.notJudged === undefined)
        return undefined;
    return report.context.pullRequest !== undefined
        ? "The pull request's head was not evaluated (the checkout is another commit)"
        : FORK_WITHOUT_PULL_REQUEST_TITLE;
}
function checkRunTitle(report) {
    const { memoDecisions, violations } = report.counts;
    const replaced = replacedTitle(report);
    const parts = gatingTitleParts(report);
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
    return parts.length > 0 ? parts.join(', ') : allClearTitle(report);
}

;// CONCATENATED MODULE: ./src/core/ticks/lint.ts
/**
 * Best-effort lexical lints (docs/ev-0.1.md#lints). Heuristics over fixed word lists:
 * a re-wording evades them, and ev says so.
 */
/** R3: the system must not be the subject of self-evolve language. */
const R3_SELF_EVOLVE = [
    'self-evolve',
    'self-improve',
    'self-grade',
    'self-optimize',
    'self-tune',
    'self-evaluate',
];
/** R5: no machine-initiated op language. */
const R5_FORBIDDEN_OPS = ['auto-close', 'auto-prune', 'self-stop', 'auto-inherit'];
/** Every R3 hit in list order, then every R5 hit, in one text (lower-cased substring search). */
function lintText(text) {
    const lower = text.toLowerCase();
    const hits = [];
    for (const word of R3_SELF_EVOLVE)
        if (lower.includes(word))
            hits.push({ rule: 'R3', word });
    for (const word of R5_FORBIDDEN_OPS)
        if (lower.includes(word))
            hits.push({ rule: 'R5', word });
    return hits;
}
function lintMessage(hit) {
    return hit.rule === 'R3'
        ? `R3 self-evolve subject "${hit.word}" should be a human (best-effort lint)`
        : `R5 forbidden op language "${hit.word}" (best-effort lint)`;
}

;// CONCATENATED MODULE: ./src/core/ticks/verify.ts
/**
 * verify (docs/ev-0.1.md#verify-findings,
 * docs/COMPATIBILITY.md#where-this-project-is-stricter-than-ev): every finding
 * over a set of tick files, with the exact text of the ev release whose rules
 * apply (0.1.32 by default: an R5 op word in an imported tick is a warning;
 * 0.1.2 on request). Pure: takes file names and their text.
 */






/** ev prints every unknown-key warning, then every imported op-word warning. */
function evWarningLines(warnings) {
    return [
        ...warnings.filter((w) => w.kind === 'unknown-key'),
        ...warnings.filter((w) => w.kind === 'imported-op'),
    ].map((w) => w.text);
}
/**
 * One case-insensitive regex over all lint words: a text it does not match has
 * no lint hit, so lintText (which lower-cases a copy and searches ten times)
 * runs only on the rare text that may have one. Sound because the words are
 * ASCII: lower-casing yields ASCII letters only from ASCII letters (and from
 * U+212A KELVIN SIGN → k and U+0130 → i + U+0307, neither of which can
 * complete a word), exactly the letters /i folds.
 */
const MAY_LINT = new RegExp([...R3_SELF_EVOLVE, ...R5_FORBIDDEN_OPS]
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|'), 'i');
function lintHits(text) {
    return MAY_LINT.test(text) ? lintText(text) : [];
}
/**
 * Since 0.1.3 an imported tick transcribes history: an R5 op word in it was
 * recorded, not authored now, so it is a warning; R3 and every other rule stay hard.
 */
function softensR5(tick, rules) {
    return rules !== '0.1.2' && tick.provenance === 'imported';
}
function importedOpWarnings(file, tick) {
    const texts = [tick.decision, tick.observe, ...tick.grounds.map((g) => g.claim)];
    return texts.flatMap((text) => lintHits(text)
        .filter((hit) => hit.rule === 'R5')
        .map((hit) => ({
        file,
        kind: 'imported-op',
        key: hit.word,
        text: `${file}: warning: R5 op language "${hit.word}" in imported historical text (recorded, not authored — best-effort lint)`,
    })));
}
/** Findings about one parsed tick, in ev's order (docs/ev-0.1.md#verify-findings, the rows after R1/R2). */
function tickFindings(file, tick, rules) {
    const findings = [];
    const add = (kind, message) => findings.push({ file, kind, text: `${file}: ${message}` });
    const recomputed = tickId(tick);
    if (recomputed !== file)
        add('id-mismatch', `id != hash(payload) (R4/R6) — recomputed ${recomputed}`);
    if (tick.id !== file)
        add('stored-id', `stored id field ${tick.id} != filename (R6)`);
    if ((0,unicode/* isBlank */.z3)(tick.blame))
        add('blame', 'empty blame (R5) — every mutating op names a human');
    if (isDetectOnly(tick) && tick.grounds.some((g) => isTestCheck(g.check))) {
        add('cd-test', 'a C/D jurisdiction (detect-only) tick may carry no test check');
    }
    const softR5 = softensR5(tick, rules);
    const lint = (text) => {
        for (const hit of lintHits(text))
            if (!(softR5 && hit.rule === 'R5'))
                add('lint', lintMessage(hit));
    };
    lint(tick.decision);
    lint(tick.observe);
    for (const ground of tick.grounds)
        lint(ground.claim);
    return findings;
}
/**
 * R6 over the parsed ticks, keyed by file name as ev keys them: a parent that
 * does not resolve, and every tick whose walk up the parents revisits a tick
 * (also a tick that merely leads into a cycle). ev walks from every tick —
 * quadratic; one pass with memoised outcomes gives the same findings.
 */
function chainFindings(parentOf) {
    const findings = [];
    for (const [file, parent] of parentOf) {
        if (parent !== '' && !parentOf.has(parent)) {
            findings.push({
                file,
                kind: 'parent',
                text: `${file}: parent_id ${parent} does not resolve (R6)`,
            });
        }
    }
    const reachesCycle = new Map();
    for (const start of parentOf.keys()) {
        if (reachesCycle.has(start))
            continue;
        const path = [];
        const onPath = new Set();
        let current = start;
        let outcome = false;
        while (current !== undefined) {
            const known = reachesCycle.get(current);
            if (known !== undefined) {
                outcome = known;
                break;
            }
            if (onPath.has(current)) {
                outcome = true;
                break;
            }
            path.push(current);
            onPath.add(current);
            const parent = parentOf.get(current) ?? '';
            current = parent !== '' && parentOf.has(parent) ? parent : undefined;
        }
        for (const file of path)
            reachesCycle.set(file, outcome);
    }
    for (const [file, cyclic] of reachesCycle) {
        if (cyclic)
            findings.push({ file, kind: 'cycle', text: `${file}: parent chain has a cycle (R6)` });
    }
    return findings;
}
function warningsOf(entry, schemaVersion) {
    const file = entry.file;
    if (entry.skipped) {
        return [
            {
                file,
                kind: 'skipped',
                key: '',
                text: `${file}: warning: not a regular file — skipped, as ev skips it`,
            },
        ];
    }
    const warnings = entry.unknownKeys.map((key) => ({
        file,
        kind: 'unknown-key',
        key,
        text: `${file}: warning: tolerated unknown top-level field ${debugQuote(key)} (schema_version ${schemaVersion}) — a typo'd field name parses through but is ignored`,
    }));
    for (const { key, line } of entry.duplicateKeys) {
        warnings.push({
            file,
            kind: 'duplicate-key',
            key,
            line,
            text: `${file}:${line}: warning: duplicate key ${debugQuote(key)} — the last value wins (as in ev), the earlier one is ignored`,
        });
    }
    return warnings;
}
const FINDING_ORDER = [
    'parse',
    'id-mismatch',
    'stored-id',
    'blame',
    'cd-test',
    'lint',
    'parent',
    'cycle',
];
/**
 * verify, one ledger entry at a time: each entry's own findings and warnings
 * are taken when it is added, and only its file name and parent are kept for
 * the chain rules, so the caller can drop the entry (its bytes, its parsed
 * tick) straight away. Entries may come in any order; the result is sorted.
 */
class LedgerVerifier {
    schemaVersion;
    rules;
    findings = [];
    warnings = [];
    parentOf = new Map();
    constructor(schemaVersion, rules = ev_rules/* DEFAULT_EV_RULES */.E9) {
        this.schemaVersion = schemaVersion;
        this.rules = rules;
    }
    add(entry) {
        // A tick file may hold a million duplicate keys or grounds: never spread them into a call.
        for (const warning of warningsOf(entry, this.schemaVersion))
            this.warnings.push(warning);
        if (entry.tick) {
            for (const finding of tickFindings(entry.file, entry.tick, this.rules))
                this.findings.push(finding);
            if (softensR5(entry.tick, this.rules))
                for (const warning of importedOpWarnings(entry.file, entry.tick))
                    this.warnings.push(warning);
            this.parentOf.set(entry.file, entry.tick.parent_id);
        }
        else if (entry.error !== undefined) {
            this.findings.push({
                file: entry.file,
                kind: 'parse',
                text: `${entry.file}: R1/R2 ${entry.error}`,
            });
        }
    }
    /** Every finding by file (code-point order), then in ev's order within a file; warnings by file. */
    result() {
        const findings = [...this.findings, ...chainFindings(this.parentOf)];
        const rank = (f) => FINDING_ORDER.indexOf(f.kind);
        findings.sort((a, b) => (0,unicode/* compareCodePoints */.OP)(a.file, b.file) || rank(a) - rank(b));
        // Stable: a file's own warnings keep their order.
        const warnings = [...this.warnings].sort((a, b) => (0,unicode/* compareCodePoints */.OP)(a.file, b.file));
        return { findings, warnings };
    }
}
/** verify over parsed ledger entries; `schemaVersion` comes from the config. */
function verifyLedger(entries, schemaVersion, rules = ev_rules/* DEFAULT_EV_RULES */.E9) {
    const verifier = new LedgerVerifier(schemaVersion, rules);
    for (const entry of entries)
        verifier.add(entry);
    return verifier.result();
}
const CLEAN_LINES = [
    '✓ chain intact: every id == hash(payload), lineage forward-only',
    '✓ every tick validates against the closed schema (R1) and check shape (R2)',
];

;// CONCATENATED MODULE: ./src/pipeline.ts





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
    const resolved = await resolveStalenessReference({ repository: world.repository, cwd: store.root, env: world.env, processes: 0 }, store, setting, false);
    return { reference: { policy: setting, sha: resolved.sha } };
}
/** The verdicts and the verification of the decisions, as the action and the preview judge them. */
async function judgeDecisions(input) {
    const { store, entries, options } = input;
    const { host } = options;
    // As the action reads them: the files bound commands name are triggers too.
    const guarding = await readGuardingTests(store, host.repository, parsedTicks(entries), input.guardingAt);
    if (guarding.problem !== undefined)
        input.warn(guarding.problem);
    const staleness = await stalenessReference(input.staleness, store, {
        repository: host.repository,
        env: host.env,
        ...(input.baseSha !== undefined ? { baseSha: input.baseSha } : {}),
    });
    if (staleness.warning !== undefined)
        input.warn(staleness.warning);
    const evaluation = await (input.evaluate ?? evaluateCheck)(store, {
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
        verify: verifyLedger(entries, evaluation.config.schema_version),
        ...(guarding.problem !== undefined ? { guardingProblem: guarding.problem } : {}),
    };
}
/** The report of a judgement: its verify and verdicts, and the staleness it was judged by. */
function reportOf(judged, staleness, input) {
    return buildReport({
        ...input,
        settings: {
            ...input.settings,
            staleness: { setting: staleness, ...judged.evaluation.staleness },
        },
        verify: judged.verify,
        verdicts: judged.evaluation.verdicts,
    });
}

;// CONCATENATED MODULE: ./src/commands/report.ts
/**
 * `report [--json] [--cwd DIR] [--changed PATH]... [--platform P] [--attest a,b]
 * [--staleness-ref none|config|local-head] [--base REV]`: evaluates the ledger
 * here and prints the pull-request comment and the job summary the action
 * would post (or the JSON report), without touching GitHub or writing
 * anything. `--changed` names a file the pull request would change
 * (repository-relative, as `git diff --name-only` prints it; repeatable):
 * the report then shows which declared triggers it touches and the
 * decisions in context. `--platform`, `--attest` and `--staleness-ref` are
 * the action's inputs of the same names (the default `none` is the action's),
 * so the preview is what CI shows for the receipts here; nothing is run.
 * On a store with ev 0.2 claims, their review is drawn beside the decisions
 * (or alone): every store's surfaces are composed as the action composes
 * them (render/review-surfaces.ts).
 * Exits 0 whenever it could evaluate: it previews, `check --exit-on-red` gates.
 */

















/** `--staleness-ref`, as the action's input (without `base`, which needs a pull request). */
const STALENESS_REFS = ['none', 'config', 'local-head'];
function flagValue(args, i, flag, what) {
    const value = args[i];
    if (value === undefined || (value.startsWith('-') && value !== '-'))
        throw new commands_io/* UsageError */.eb(`report: ${flag} needs ${what}`);
    return value;
}
function parseArgs(args) {
    const options = { json: false, changed: [], stalenessRef: 'none' };
    for (let i = 0; i < args.length; i++) {
        const arg = args[i];
        if (arg === '--json')
            options.json = true;
        else if (arg === '--cwd') {
            const dir = args[++i];
            if (dir === undefined)
                throw new commands_io/* UsageError */.eb('report: --cwd needs a directory');
            options.cwd = dir;
        }
        else if (arg === '--changed') {
            const path = args[++i];
            if (path === undefined || normalizeWorkingDirectory(path) === '')
                throw new commands_io/* UsageError */.eb('report: --changed needs a file path');
            // `./src/a.ts` and `src//a.ts` name the file git lists as `src/a.ts`.
            options.changed.push(normalizeWorkingDirectory(path));
        }
        else if (arg === '--platform') {
            options.platform = flagValue(args, ++i, arg, 'a platform name');
        }
        else if (arg === '--attest') {
            const value = args[++i];
            if (value === undefined)
                throw new commands_io/* UsageError */.eb('report: --attest needs platform names');
            // Repeatable and comma-separated, as `check --attest`.
            options.attest = [...(options.attest ?? []), ...value.split(',')];
        }
        else if (arg === '--staleness-ref') {
            const value = flagValue(args, ++i, arg, `one of ${STALENESS_REFS.join(', ')}`);
            if (!STALENESS_REFS.includes(value))
                throw new commands_io/* UsageError */.eb(`report: --staleness-ref must be one of ${STALENESS_REFS.join(', ')} (got ${JSON.stringify(value)})`);
            options.stalenessRef = value;
        }
        else if (arg === '--base') {
            // ev 0.2 claims: the pull request from this revision to HEAD (commands/claims-report.ts).
            options.base = flagValue(args, ++i, arg, 'a revision');
        }
        else
            throw new commands_io/* UsageError */.eb(`report: unexpected argument ${JSON.stringify(arg)}`);
    }
    return options;
}
function isDirectory(path) {
    try {
        return (0,external_node_fs_.statSync)(path).isDirectory();
    }
    catch {
        return false;
    }
}
/** The stores below a directory without one, as `--cwd` values (a bounded search). */
function storesHint(cwd, given) {
    const { stores } = (0,adapters_store/* storesBelow */._u)(cwd);
    if (stores.length === 0)
        return '';
    const base = given === undefined ? '' : normalizeWorkingDirectory(given);
    const dirs = stores.map((dir) => (base === '' ? dir : `${base}/${dir}`));
    return ` (found below: ${dirs.join(', ')} — pass --cwd ${dirs[0]})`;
}
const report = async (args, io) => {
    const options = parseArgs(args);
    const cwd = (0,external_node_path_.resolve)(io.cwd, options.cwd ?? '.');
    // As every other command says it (commands.ts withCwd): a --cwd that is not a directory.
    if (options.cwd !== undefined && !isDirectory(cwd)) {
        io.stderr(`error: --cwd ${options.cwd}: no such directory\n`);
        return 1;
    }
    // The store's model picks the reviews: 0.2's claims alone, or 0.1's decisions with them beside.
    // With --base, as the action decides it: the base's models too, whatever the work tree holds.
    const detected = (0,adapters_store/* detectStore */.X8)(cwd);
    const atBase = options.base === undefined ? undefined : await baseModel(io, detected.root, options.base);
    const model = (0,adapters_store/* joinModels */.d7)(detected.model, atBase ?? 'none');
    // Decisions the base holds and this work tree removed: the action judges them (each removal a
    // ledger violation); a preview of the work tree cannot, and says so.
    const ticksRemoved = (0,adapters_store/* modelHas */.YE)(model, 'ticks') && !(0,adapters_store/* modelHas */.YE)(detected.model, 'ticks') && detected.model !== 'none';
    const decisionsPreviewed = model !== 'claims' && !ticksRemoved;
    let claims;
    if ((0,adapters_store/* modelHas */.YE)(model, 'claims')) {
        const previewed = await previewClaims(io, detected.root, options.base);
        if ('error' in previewed) {
            if (!decisionsPreviewed) {
                io.stderr(`${previewed.error}\n`);
                return 1;
            }
            // Beside ticks, a claims review that cannot be made does not hold back the decisions' preview.
            io.stderr(`warning: ${previewed.error.replace(/^error: /, '')}: the decisions are previewed alone\n`);
        }
        else
            claims = previewed;
    }
    const workingDirectory = options.cwd ?? '.';
    const frame = { key: commentKey(workingDirectory) };
    const models = [];
    if (ticksRemoved)
        io.stderr(`warning: --base ${options.base ?? ''} holds ev 0.1 decisions this work tree removed: the action judges them and names each removal as a ledger violation; the claims are previewed alone\n`);
    if (decisionsPreviewed) {
        const decisions = await judgeDecisionsHere(options, cwd, io);
        if (typeof decisions === 'number')
            return decisions;
        // Only the surfaces are printed: no annotation is built.
        models.push(ticksSurfaces({ report: decisions, tickTexts: new Map() }, 0, frame));
    }
    if (claims !== undefined)
        models.push(claimsSurfaces(claims, frame, {
            event: 'cli',
            repository: '',
            headSha: claims.render.headSha,
            ...(claims.render.baseSha !== undefined ? { baseSha: claims.render.baseSha } : {}),
            workingDirectory,
        }));
    const store = storeSurfaces(models);
    if (options.json) {
        io.stdout(serializeReport(composeReport(store)));
        return 0;
    }
    const summary = composeSummary(store, { maxBytes: STEP_SUMMARY_BYTE_LIMIT, surface: 'step' });
    io.stdout(`# The pull-request comment\n\n${composeComment(store, undefined)}\n\n---\n\n# The job summary\n\n${summary}\n`);
    // A preview, not a gate (`check --exit-on-red` gates): it succeeds when it could print.
    return 0;
};
/** The model of the store at `--base` (read from git objects), or undefined when it names no commit here. */
async function baseModel(io, root, base) {
    const repository = await repositoryFor(io, root);
    if (repository === null)
        return undefined;
    const commit = await commitOf({ repository, cwd: root, env: io.env }, base);
    if (commit === undefined)
        return undefined;
    const rel = (0,external_node_path_.relative)(repository.workTree, root).split(external_node_path_.sep).join('/');
    return (await storeAtCommit(repository, commit, rel.startsWith('..') ? '' : rel))?.model;
}
/**
 * ev 0.1's decisions judged here: the pipeline the action runs
 * (pipeline.ts), on the work tree, for a preview instead of a post; or the
 * exit status when there is no ledger to judge.
 */
async function judgeDecisionsHere(options, cwd, io) {
    const opened = openStore(cwd);
    if ('error' in opened) {
        io.stderr(`${opened.error}${opened.kind === 'missing' ? storesHint(cwd, options.cwd) : ''}\n`);
        return 1;
    }
    const { store } = opened;
    const workingDirectory = options.cwd ?? '.';
    let entries;
    try {
        entries = parseLedger((0,adapters_store/* openTickFiles */.t$)(store));
    }
    catch (error) {
        // A ticks/ that cannot be listed (an empty .evolving/ has none): one line, no trace.
        if (!(error instanceof adapters_store/* StoreError */.AD))
            throw error;
        io.stderr(`error: ${error.message}\n`);
        return 1;
    }
    const changedInLedger = options.changed
        .map((file) => toLedgerRelative(file, workingDirectory))
        .filter((file) => file !== undefined);
    const judged = await judgeDecisions({
        store,
        entries,
        guardingAt: ['HEAD'],
        staleness: options.stalenessRef,
        options: {
            host: { env: io.env, repository: await repositoryFor(io, cwd), offline: false },
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

;// CONCATENATED MODULE: ./src/core/ticks/show.ts
/**
 * `show <id>` (docs/ev-0.1.md#show): the tick file exactly as stored, one newline,
 * then the tag lines read from the raw JSON — not from the parsed tick, so a
 * file that fails to parse as a tick (even `"jurisdiction": "Z"`) still shows
 * its tags, and a file that is not a JSON object shows none. Pure: the CLI
 * reads the file (a plain name in `ticks/`, never a link).
 */


/** stdout of `show` for a tick file whose text is `text`. */
function showOutput(text) {
    const json = parseJsonText(text);
    const value = json.ok ? json.value : undefined;
    const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
    const tags = isObject ? tagLines(value) : [];
    return [text, ...tags].map((line) => `${line}\n`).join('');
}

;// CONCATENATED MODULE: ./src/commands/show.ts
/**
 * `show <id>`: the tick file as stored (docs/ev-0.1.md#show). Under ev 0.1.32's
 * rules (0.1.23) that is all — pure JSON, so `show <id> | jq` works — and an
 * id that is not 12 lowercase hex digits is no tick; ev 0.1.2 added the tag lines.
 */







const show = async (args, io) => {
    const id = onePositional('show', args, 'id');
    // Like ev, no store check: without a store the tick is simply not there.
    const store = (0,adapters_store/* storeAt */.f6)(io.cwd);
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
    observe: 'multi-pod restore-safety counter — chat-room R2289→R2290',
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
        const got = tickId(payload);
        const ok = got === want;
        return { name, got, want, ok, text: `${ok ? '✓' : '✗'} ${name}: ${got} (want ${want})` };
    });
}

;// CONCATENATED MODULE: ./src/commands/verify.ts
/**
 * `verify` and `verify --self-test`, with the output and exit codes of the
 * ev release whose rules apply (docs/ev-0.1.md#verify-findings). stderr is ev's
 * too: the warnings ev does not print (duplicate keys, a directory in `ticks/`)
 * are the action's and `report`'s; only the listed deviations
 * (docs/COMPATIBILITY.md#where-this-project-is-stricter-than-ev) add lines —
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
        store = (0,adapters_store/* locateStore */.kf)(io.cwd);
        files = (0,adapters_store/* openTickFiles */.t$)(store);
    }
    catch (error) {
        if (!(error instanceof adapters_store/* StoreError */.AD))
            throw error;
        // verify has no store check of its own in ev: it fails listing `ticks/` (Rust's I/O error,
        // no path), whether `.evolving/` or only `ticks/` is missing.
        io.stderr(storeErrorLine(error, error.kind === 'missing' ? untrusted_file/* RUST_IO_ERRORS */.QQ.ENOENT : error.evMessage));
        return 1;
    }
    const config = readConfig(store);
    // Streamed: each file is read, parsed and checked, then let go (nothing held for the whole run).
    const rules = (0,commands_io/* evRulesOf */.ug)(io);
    const verifier = new LedgerVerifier(config.schema_version, rules);
    for (const file of files)
        verifier.add(parseTickFile(file, rules));
    const result = verifier.result();
    (0,commands_io/* printLines */.tj)(io.stderr, [...store.refused, ...evWarningLines(result.warnings)]);
    if (result.findings.length === 0) {
        for (const line of CLEAN_LINES)
            io.stdout(`${line}\n`);
        return 0;
    }
    (0,commands_io/* printLines */.tj)(io.stdout, result.findings.map((finding) => `✗ ${finding.text}`));
    io.stderr(`${result.findings.length} violation(s)\n`);
    return 1;
}
const verify = async (args, io) => {
    const unknown = args.find((arg) => arg !== '--self-test');
    if (unknown !== undefined)
        throw new commands_io/* UsageError */.eb(`verify: unexpected argument ${JSON.stringify(unknown)}`);
    return args.includes('--self-test') ? selfTest(io) : verifyStore(io);
};

;// CONCATENATED MODULE: ./src/core/ticks/why.ts
/**
 * `why <selector>` (docs/ev-0.1.md#why): which decision and ground a test guards.
 * A ground matches when its check is a test whose `ref` equals the selector
 * byte for byte — not its counter-test, not a person's ref, no prefix match;
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
            lines.push(`${file}\t${debugQuote(tick.decision)}\tguards: ${debugQuote(ground.claim)} (${ground.supports})`);
        }
    }
    return lines;
}
/** The stderr line when nothing matches (exit 1). */
function guardsNothing(selector) {
    return `${debugQuote(selector)} guards nothing`;
}

;// CONCATENATED MODULE: ./src/commands/why.ts
/** `why <selector>`: which decision and ground a test guards (docs/ev-0.1.md#why). */





const why = async (args, io) => {
    const selector = onePositional('why', args, 'selector');
    const store = requireStore(io);
    const files = store && readEveryTickFile(store, io);
    if (files === undefined)
        return 1;
    const lines = whyLines(parsedTicks(files), selector);
    if (lines.length === 0) {
        io.stderr(`${guardsNothing(selector)}\n`);
        return 1;
    }
    (0,commands_io/* printLines */.tj)(io.stdout, lines);
    return 0;
};

;// CONCATENATED MODULE: ./src/commands/ticks-commands.ts
/**
 * The commands on ev 0.1's decisions (`.evolving/ticks/`), in a module of
 * their own: commands.ts loads it on first use, so that the CLI's ev 0.2
 * commands neither compile nor start what only these need.
 */









const TICKS_COMMANDS = {
    verify: verify,
    check: check,
    report: report,
    show: show,
    list: list,
    log: log,
    brief: brief,
    why: why,
    reopen: reopen,
};


/***/ })

};
