/**
 * JSON as ev 0.2's serde_json reads a ledger line (docs/ev-0.2.md, "The
 * envelope"). `JSON.parse` accepts lines serde_json refuses (lone surrogate
 * escapes, numbers beyond f64, nesting 128 deep) and loses what ev reads from
 * a number (an integer that fits u64 is not the same as `1.0`), so a line is
 * read here: each value exactly as serde_json's `Value` holds it, and a
 * `skip` for the fields a struct ignores, which serde_json checks less
 * strictly (any `\u` escape, any number syntax). Objects are plain objects
 * whose own properties are the members (the last of two equal keys wins, as
 * in serde_json's map). The reader is a plain loop over character codes;
 * events.ts reads the common line with `JSON.parse` where that is exact. Pure.
 */

/** A JSON number as serde_json classifies it: an integer that fits u64, a negative one that fits i64, else f64. */
export class JsonNumber {
  constructor(
    readonly repr: 'u64' | 'i64' | 'f64',
    /** The number as written. */
    readonly text: string,
  ) {}

  /** serde_json's `as_u64`: only a non-negative integer that fits u64. */
  asU64(): bigint | undefined {
    return this.repr === 'u64' ? BigInt(this.text) : undefined;
  }
}

export type JsonValue = null | boolean | string | JsonNumber | JsonValue[] | JsonObject;
/** An object's members as own properties (as `JSON.parse` builds them); the last of two equal keys wins. */
export interface JsonObject {
  [key: string]: JsonValue;
}

/** Thrown for any line serde_json would refuse; never carries the text. */
export class JsonRefusal extends Error {}

const MAX_DEPTH = 128;
const U64_MAX = '18446744073709551615';
const I64_MIN_DIGITS = '9223372036854775808';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const COMMA = 0x2c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const MINUS = 0x2d;

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

function hexValue(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  if (c >= 0x61 && c <= 0x66) return c - 0x57;
  if (c >= 0x41 && c <= 0x46) return c - 0x37;
  return -1;
}

/**
 * A cursor over one line. `value()` reads a `serde_json::Value`; `skip()`
 * checks and passes over a value a struct ignores; events.ts reads the
 * envelope's structs field by field with `beginObject`/`nextKey` and
 * `beginArray`/`nextElement`.
 */
export class JsonCursor {
  private depth = MAX_DEPTH;
  pos = 0;

  constructor(readonly text: string) {}

  fail(): never {
    throw new JsonRefusal('not an ev ledger line');
  }

  /** The next non-whitespace character's code (NaN at the end), not consumed. */
  peek(): number {
    const text = this.text;
    let pos = this.pos;
    let c = text.charCodeAt(pos);
    while (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) c = text.charCodeAt(++pos);
    this.pos = pos;
    return c;
  }

  expect(code: number): void {
    if (this.peek() !== code) this.fail();
    this.pos++;
  }

  /** After the top-level value: only whitespace may follow. */
  end(): void {
    this.peek();
    if (this.pos !== this.text.length) this.fail();
  }

  private enter(counted: boolean): void {
    if (counted && --this.depth === 0) this.fail();
  }

  private leave(counted: boolean): void {
    if (counted) this.depth++;
  }

  /** A string, escapes decoded; `lenient` accepts any `\u` escape (serde_json's ignore mode). */
  string(lenient = false): string {
    this.expect(QUOTE);
    const text = this.text;
    let pos = this.pos;
    let start = pos;
    let out = '';
    for (;;) {
      const c = text.charCodeAt(pos);
      if (c === QUOTE) {
        this.pos = pos + 1;
        return start === this.pos - 1 && out === '' ? '' : out + text.slice(start, pos);
      }
      if (c === BACKSLASH) {
        out += text.slice(start, pos);
        pos = this.escape(pos + 1, lenient);
        out += this.decoded;
        start = pos;
        continue;
      }
      if (c < 0x20 || c !== c) this.fail(); // a control character, or the end of the line
      pos++;
    }
  }

  private decoded = '';

  /** Decodes the escape at `pos` (after the backslash) into `decoded`; returns where it ends. */
  private escape(pos: number, lenient: boolean): number {
    const c = this.text.charCodeAt(pos);
    switch (c) {
      case QUOTE:
      case BACKSLASH:
      case 0x2f:
        this.decoded = String.fromCharCode(c);
        return pos + 1;
      case 0x62:
        this.decoded = '\b';
        return pos + 1;
      case 0x66:
        this.decoded = '\f';
        return pos + 1;
      case 0x6e:
        this.decoded = '\n';
        return pos + 1;
      case 0x72:
        this.decoded = '\r';
        return pos + 1;
      case 0x74:
        this.decoded = '\t';
        return pos + 1;
      case 0x75:
        return this.unicodeEscape(pos + 1, lenient);
      default:
        return this.fail();
    }
  }

  private hex4(pos: number): number {
    let value = 0;
    for (let i = 0; i < 4; i++) {
      const digit = hexValue(this.text.charCodeAt(pos + i));
      if (digit < 0) this.fail();
      value = value * 16 + digit;
    }
    return value;
  }

  private unicodeEscape(pos: number, lenient: boolean): number {
    const unit = this.hex4(pos);
    const after = pos + 4;
    this.decoded = '';
    if (lenient) return after; // ignored: checked for shape only
    if (unit >= 0xdc00 && unit <= 0xdfff) this.fail(); // a lone trailing surrogate
    if (unit < 0xd800 || unit > 0xdbff) {
      this.decoded = String.fromCharCode(unit);
      return after;
    }
    if (this.text.charCodeAt(after) !== BACKSLASH || this.text.charCodeAt(after + 1) !== 0x75)
      this.fail();
    const low = this.hex4(after + 2);
    if (low < 0xdc00 || low > 0xdfff) this.fail();
    this.decoded = String.fromCharCode(unit, low);
    return after + 6;
  }

  /** A number; `lenient` checks only its syntax (serde_json's ignore mode). */
  number(lenient = false): JsonNumber | undefined {
    const text = this.text;
    const start = this.pos;
    let pos = start;
    const negative = text.charCodeAt(pos) === MINUS;
    if (negative) pos++;
    const intStart = pos;
    if (text.charCodeAt(pos) === 0x30) pos++;
    else if (isDigit(text.charCodeAt(pos))) while (isDigit(text.charCodeAt(pos))) pos++;
    else this.fail();
    const intEnd = pos;
    let float = false;
    if (text.charCodeAt(pos) === 0x2e) {
      float = true;
      pos++;
      if (!isDigit(text.charCodeAt(pos))) this.fail();
      while (isDigit(text.charCodeAt(pos))) pos++;
    }
    const e = text.charCodeAt(pos);
    if (e === 0x65 || e === 0x45) {
      float = true;
      pos++;
      const sign = text.charCodeAt(pos);
      if (sign === 0x2b || sign === MINUS) pos++;
      if (!isDigit(text.charCodeAt(pos))) this.fail();
      while (isDigit(text.charCodeAt(pos))) pos++;
    }
    // serde_json reads `01` as 0 followed by a stray digit.
    if (isDigit(text.charCodeAt(pos))) this.fail();
    this.pos = pos;
    if (lenient) return undefined;
    const lexeme = text.slice(start, pos);
    if (!float) {
      const digits = text.slice(intStart, intEnd);
      if (!negative && fitsWithin(digits, U64_MAX)) return new JsonNumber('u64', lexeme);
      // `-0` is a float in serde_json, as is an integer out of u64/i64 range.
      if (negative && digits !== '0' && fitsWithin(digits, I64_MIN_DIGITS))
        return new JsonNumber('i64', lexeme);
    }
    if (!Number.isFinite(Number(lexeme))) this.fail(); // "number out of range"
    return new JsonNumber('f64', lexeme);
  }

  private literal(word: string): void {
    if (!this.text.startsWith(word, this.pos)) this.fail();
    this.pos += word.length;
  }

  /** One `serde_json::Value`. */
  value(): JsonValue {
    const c = this.peek();
    if (c === QUOTE) return this.string();
    if (c === OPEN_BRACE) {
      const object: JsonObject = {};
      if (this.beginObject())
        do {
          const key = this.key();
          const value = this.value();
          if (key === '__proto__')
            Object.defineProperty(object, key, {
              value,
              enumerable: true,
              writable: true,
              configurable: true,
            });
          else object[key] = value;
        } while (this.nextMember());
      return object;
    }
    if (c === OPEN_BRACKET) {
      const array: JsonValue[] = [];
      if (this.beginArray())
        do array.push(this.value());
        while (this.nextElement());
      return array;
    }
    if (c === 0x74) return (this.literal('true'), true);
    if (c === 0x66) return (this.literal('false'), false);
    if (c === 0x6e) return (this.literal('null'), null);
    if (c === MINUS || isDigit(c)) return this.number() as JsonNumber;
    return this.fail();
  }

  /** A value a struct ignores: checked, not kept (its nesting does not count toward the limit). */
  skip(): void {
    const c = this.peek();
    if (c === QUOTE) this.string(true);
    else if (c === OPEN_BRACE) {
      if (this.beginObject(false))
        do {
          this.string(true);
          this.expect(COLON);
          this.skip();
        } while (this.nextMember(false));
    } else if (c === OPEN_BRACKET) {
      if (this.beginArray(false))
        do this.skip();
        while (this.nextElement(false));
    } else if (c === 0x74) this.literal('true');
    else if (c === 0x66) this.literal('false');
    else if (c === 0x6e) this.literal('null');
    else if (c === MINUS || isDigit(c)) this.number(true);
    else this.fail();
  }

  /** `{`; true when a member follows, false after an empty `{}`. */
  beginObject(counted = true): boolean {
    this.expect(OPEN_BRACE);
    this.enter(counted);
    if (this.peek() !== CLOSE_BRACE) return true;
    this.pos++;
    this.leave(counted);
    return false;
  }

  /** A member's key and its `:`. */
  key(): string {
    const key = this.string();
    this.expect(COLON);
    return key;
  }

  /** After a member: `,` (true, another follows) or `}` (false, the object ends). */
  nextMember(counted = true): boolean {
    const c = this.peek();
    this.pos++;
    if (c === COMMA) return true;
    if (c !== CLOSE_BRACE) this.fail();
    this.leave(counted);
    return false;
  }

  /** `[`; true when an element follows, false after an empty `[]`. */
  beginArray(counted = true): boolean {
    this.expect(OPEN_BRACKET);
    this.enter(counted);
    if (this.peek() !== CLOSE_BRACKET) return true;
    this.pos++;
    this.leave(counted);
    return false;
  }

  /** After an element: `,` (true, another follows) or `]` (false, the array ends). */
  nextElement(counted = true): boolean {
    const c = this.peek();
    this.pos++;
    if (c === COMMA) return true;
    if (c !== CLOSE_BRACKET) this.fail();
    this.leave(counted);
    return false;
  }
}

/** Whether the decimal `digits` (no leading zeros) are at most `limit`. */
function fitsWithin(digits: string, limit: string): boolean {
  return digits.length < limit.length || (digits.length === limit.length && digits <= limit);
}

/** Whether a value is a JSON object. */
export function isJsonObject(value: JsonValue | undefined): value is JsonObject {
  return (
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    !(value instanceof JsonNumber)
  );
}

/** `body.get(key)` as serde_json's `Value::get` answers it: undefined unless `body` is an object holding `key`. */
export function field(body: JsonValue, key: string): JsonValue | undefined {
  return isJsonObject(body) && Object.hasOwn(body, key) ? body[key] : undefined;
}

/** serde_json's `.get(key).and_then(as_str)`. */
export function stringField(body: JsonValue, key: string): string | undefined {
  const value = field(body, key);
  return typeof value === 'string' ? value : undefined;
}

/** serde_json's `.get(key).and_then(as_bool)`. */
export function boolField(body: JsonValue, key: string): boolean | undefined {
  const value = field(body, key);
  return typeof value === 'boolean' ? value : undefined;
}

/** serde_json's `.get(key).and_then(as_u64)`. */
export function u64Field(body: JsonValue, key: string): bigint | undefined {
  const value = field(body, key);
  return value instanceof JsonNumber ? value.asU64() : undefined;
}
