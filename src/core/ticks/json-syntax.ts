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

export interface JsonSyntaxError {
  /** serde_json's description, e.g. `EOF while parsing a value`. */
  reason: string;
  line: number;
  column: number;
}

/** serde_json's `Display` of a syntax error. */
export function describeJsonSyntaxError(error: JsonSyntaxError): string {
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
} as const;

/** serde_json's default nesting budget (`remaining_depth`). */
const RECURSION_LIMIT = 128;
const U64_MAX = (1n << 64n) - 1n;
const I32_MAX = 2 ** 31 - 1;

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

const isDigit = (byte: number | undefined): byte is number =>
  byte !== undefined && byte >= ZERO && byte <= NINE;
const isExponentMark = (byte: number | undefined): boolean => byte === 0x65 || byte === 0x45;

class Rejected {
  constructor(
    readonly reason: string,
    readonly index: number,
  ) {}
}

/** The f64 powers of ten serde_json multiplies by (`POW10`, 1e0 … 1e308). */
const POW10 = Array.from({ length: 309 }, (_, i) => Number(`1e${i}`));

class Scanner {
  private index = 0;
  private remainingDepth = RECURSION_LIMIT;

  constructor(private readonly bytes: Uint8Array) {}

  /** The whole document: one value, then only whitespace. */
  document(): void {
    this.value();
    if (this.whitespace() !== undefined) throw this.peekError(REASON.trailingCharacters);
  }

  // -- serde_json's reader primitives -------------------------------------

  private peek(): number | undefined {
    return this.bytes[this.index];
  }

  private next(): number | undefined {
    const byte = this.bytes[this.index];
    if (byte !== undefined) this.index++;
    return byte;
  }

  /** An error about the byte just consumed (`Deserializer::error`). */
  private error(reason: string): Rejected {
    return new Rejected(reason, this.index);
  }

  /** An error about the byte peeked at (`Deserializer::peek_error`). */
  private peekError(reason: string): Rejected {
    return new Rejected(reason, Math.min(this.bytes.length, this.index + 1));
  }

  private whitespace(): number | undefined {
    for (;;) {
      const byte = this.peek();
      if (byte !== 0x20 && byte !== 0x0a && byte !== 0x09 && byte !== 0x0d) return byte;
      this.index++;
    }
  }

  // -- values ----------------------------------------------------------------

  private value(): void {
    const byte = this.whitespace();
    if (byte === undefined) throw this.peekError(REASON.eofValue);
    if (byte === 0x6e) return this.ident('ull');
    if (byte === 0x74) return this.ident('rue');
    if (byte === 0x66) return this.ident('alse');
    if (byte === MINUS) {
      this.index++;
      return this.integer();
    }
    if (isDigit(byte)) return this.integer();
    if (byte === QUOTE) {
      this.index++;
      return this.string();
    }
    if (byte === OPEN_BRACKET) return this.nested(() => this.elements(), CLOSE_BRACKET);
    if (byte === OPEN_BRACE) return this.nested(() => this.members(), CLOSE_BRACE);
    throw this.peekError(REASON.expectedValue);
  }

  private ident(rest: string): void {
    this.index++;
    for (let i = 0; i < rest.length; i++) {
      const byte = this.next();
      if (byte === undefined) throw this.error(REASON.eofValue);
      if (byte !== rest.charCodeAt(i)) throw this.error(REASON.expectedIdent);
    }
  }

  /** `[` or `{`: the recursion budget, the contents, then the closing byte (always there once the contents parsed). */
  private nested(contents: () => void, close: number): void {
    this.remainingDepth--;
    if (this.remainingDepth === 0) throw this.peekError(REASON.recursionLimit);
    this.index++;
    contents();
    this.remainingDepth++;
    if (this.whitespace() === close) this.index++;
  }

  private elements(): void {
    for (let first = true; ; first = false) {
      const byte = this.whitespace();
      if (byte === undefined) throw this.peekError(REASON.eofList);
      if (byte === CLOSE_BRACKET) return;
      if (!first) {
        if (byte !== COMMA) throw this.peekError(REASON.expectedListCommaOrEnd);
        this.index++;
        const after = this.whitespace();
        if (after === CLOSE_BRACKET) throw this.peekError(REASON.trailingComma);
        if (after === undefined) throw this.peekError(REASON.eofValue);
      }
      this.value();
    }
  }

  private members(): void {
    for (let first = true; ; first = false) {
      const byte = this.whitespace();
      if (byte === undefined) throw this.peekError(REASON.eofObject);
      if (byte === CLOSE_BRACE) return;
      if (first) {
        if (byte !== QUOTE) throw this.peekError(REASON.keyMustBeAString);
      } else {
        if (byte !== COMMA) throw this.peekError(REASON.expectedObjectCommaOrEnd);
        this.index++;
        const after = this.whitespace();
        if (after === CLOSE_BRACE) throw this.peekError(REASON.trailingComma);
        if (after === undefined) throw this.peekError(REASON.eofValue);
        if (after !== QUOTE) throw this.peekError(REASON.keyMustBeAString);
      }
      this.index++;
      this.string();
      const colon = this.whitespace();
      if (colon === undefined) throw this.peekError(REASON.eofObject);
      if (colon !== COLON) throw this.peekError(REASON.expectedColon);
      this.index++;
      this.value();
    }
  }

  // -- strings ---------------------------------------------------------------

  /** After the opening quote (serde_json's `parse_str_bytes`, validating). */
  private string(): void {
    for (;;) {
      const byte = this.next();
      if (byte === undefined) throw this.error(REASON.eofString);
      if (byte === QUOTE) return;
      if (byte === BACKSLASH) this.escape();
      else if (byte < 0x20) throw this.error(REASON.controlCharacter);
    }
  }

  private escape(): void {
    const byte = this.next();
    if (byte === undefined) throw this.error(REASON.eofString);
    if (byte === 0x75) return this.unicodeEscape();
    // " \ / b f n r t
    if (![0x22, 0x5c, 0x2f, 0x62, 0x66, 0x6e, 0x72, 0x74].includes(byte))
      throw this.error(REASON.invalidEscape);
  }

  private hexEscape(): number {
    if (this.index + 4 > this.bytes.length) {
      this.index = this.bytes.length;
      throw this.error(REASON.eofString);
    }
    const text = String.fromCharCode(...this.bytes.subarray(this.index, this.index + 4));
    this.index += 4;
    if (!/^[0-9a-fA-F]{4}$/.test(text)) throw this.error(REASON.invalidEscape);
    return parseInt(text, 16);
  }

  private unicodeEscape(): void {
    const unit = this.hexEscape();
    if (unit >= 0xdc00 && unit <= 0xdfff) throw this.error(REASON.loneLeadingSurrogate);
    if (unit < 0xd800 || unit > 0xdbff) return;
    for (const expected of [BACKSLASH, 0x75]) {
      const byte = this.peek();
      if (byte === undefined) throw this.error(REASON.eofString);
      this.index++;
      if (byte !== expected) throw this.error(REASON.unexpectedEndOfHexEscape);
    }
    const trail = this.hexEscape();
    if (trail < 0xdc00 || trail > 0xdfff) throw this.error(REASON.loneLeadingSurrogate);
  }

  // -- numbers (serde_json without float_roundtrip or arbitrary_precision) ---

  private integer(): void {
    const first = this.next();
    if (first === undefined) throw this.error(REASON.eofValue);
    if (first === ZERO) {
      if (isDigit(this.peek())) throw this.peekError(REASON.invalidNumber);
      return this.fraction(0n);
    }
    if (!isDigit(first)) throw this.error(REASON.invalidNumber);
    let significand = BigInt(first - ZERO);
    for (;;) {
      const byte = this.peek();
      if (!isDigit(byte)) return this.fraction(significand);
      const next = significand * 10n + BigInt(byte - ZERO);
      if (next > U64_MAX) return this.longInteger(significand);
      this.index++;
      significand = next;
    }
  }

  /** `parse_number`: what follows the integer part. */
  private fraction(significand: bigint): void {
    const byte = this.peek();
    if (byte === DOT) this.decimal(significand, 0);
    else if (isExponentMark(byte)) this.exponent(significand, 0);
  }

  private longInteger(significand: bigint): void {
    let exponent = 0;
    for (;;) {
      const byte = this.peek();
      if (isDigit(byte)) {
        this.index++;
        exponent++;
      } else if (byte === DOT) return this.decimal(significand, exponent);
      else if (isExponentMark(byte)) return this.exponent(significand, exponent);
      else return this.fromParts(significand, exponent);
    }
  }

  private decimal(significand: bigint, exponentBefore: number): void {
    this.index++;
    let after = 0;
    for (;;) {
      const byte = this.peek();
      if (!isDigit(byte)) break;
      const next = significand * 10n + BigInt(byte - ZERO);
      if (next > U64_MAX) return this.decimalOverflow(significand, exponentBefore + after);
      this.index++;
      significand = next;
      after--;
    }
    if (after === 0) {
      throw this.peekError(this.peek() === undefined ? REASON.eofValue : REASON.invalidNumber);
    }
    if (isExponentMark(this.peek())) this.exponent(significand, exponentBefore + after);
    else this.fromParts(significand, exponentBefore + after);
  }

  private decimalOverflow(significand: bigint, exponent: number): void {
    while (isDigit(this.peek())) this.index++;
    if (isExponentMark(this.peek())) this.exponent(significand, exponent);
    else this.fromParts(significand, exponent);
  }

  private exponent(significand: bigint, startingExponent: number): void {
    this.index++;
    let positive = true;
    const sign = this.peek();
    if (sign === PLUS || sign === MINUS) {
      this.index++;
      positive = sign === PLUS;
    }
    const first = this.next();
    if (first === undefined) throw this.error(REASON.eofValue);
    if (!isDigit(first)) throw this.error(REASON.invalidNumber);
    let exponent = first - ZERO;
    for (;;) {
      const byte = this.peek();
      if (!isDigit(byte)) break;
      this.index++;
      const next = exponent * 10 + (byte - ZERO);
      if (next > I32_MAX) return this.exponentOverflow(significand === 0n, positive);
      exponent = next;
    }
    this.fromParts(
      significand,
      positive ? startingExponent + exponent : startingExponent - exponent,
    );
  }

  private exponentOverflow(zeroSignificand: boolean, positiveExponent: boolean): void {
    if (!zeroSignificand && positiveExponent) throw this.error(REASON.numberOutOfRange);
    while (isDigit(this.peek())) this.index++;
  }

  /** `f64_from_parts`: only an overflow to infinity is an error. */
  private fromParts(significand: bigint, exponent: number): void {
    let f = Number(significand);
    for (;;) {
      const pow = POW10[Math.abs(exponent)];
      if (pow !== undefined) {
        if (exponent >= 0 && !Number.isFinite(f * pow)) throw this.error(REASON.numberOutOfRange);
        return;
      }
      if (f === 0) return;
      if (exponent >= 0) throw this.error(REASON.numberOutOfRange);
      f /= 1e308;
      exponent += 308;
    }
  }
}

/** serde_json's line and column of a byte index: lines from 1, columns in bytes since the last newline. */
function positionOf(bytes: Uint8Array, index: number): { line: number; column: number } {
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
export function findJsonSyntaxError(bytes: Uint8Array): JsonSyntaxError | undefined {
  try {
    new Scanner(bytes).document();
    return undefined;
  } catch (error) {
    if (!(error instanceof Rejected)) throw error;
    return { reason: error.reason, ...positionOf(bytes, error.index) };
  }
}
