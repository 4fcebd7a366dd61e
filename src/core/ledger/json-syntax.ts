/**
 * Where a text stops being JSON (RFC 8259), and why, in words of our own.
 * JSON.parse says so too, but its message quotes the text around the error
 * — and a file that fails to parse can be anything, a link to a secret
 * included (action.md "Untrusted input"). The reasons here are a fixed list;
 * the caller turns the offset into a line and a column. Pure, iterative (a
 * deeply nested text cannot overflow the stack), and only run on text that
 * JSON.parse already refused.
 */

export type JsonSyntaxReason =
  | 'unexpected end of input'
  | 'unexpected character'
  | 'control character in a string'
  | 'invalid escape in a string'
  | 'invalid number'
  | 'unexpected character after the value';

export interface JsonSyntaxError {
  reason: JsonSyntaxReason;
  /** UTF-16 offset of the character at fault (the text's length at its end). */
  offset: number;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const MINUS = 0x2d;
const PLUS = 0x2b;
const DOT = 0x2e;
const ZERO = 0x30;
const NINE = 0x39;

const isWhiteSpace = (c: number): boolean => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
const isDigit = (c: number): boolean => c >= ZERO && c <= NINE;
const isHex = (c: number): boolean =>
  isDigit(c) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
const ESCAPES = new Set([...'"\\/bfnrtu'].map((ch) => ch.charCodeAt(0)));
const LITERALS = ['true', 'false', 'null'];

/** A failure to report, or the offset just past what was read. */
type Step = JsonSyntaxError | number;

class Scanner {
  constructor(private readonly text: string) {}

  at(i: number): number {
    return i < this.text.length ? this.text.charCodeAt(i) : -1;
  }

  /** The error for the character at `i`: the end of input, or an unexpected one. */
  unexpected(i: number, reason: JsonSyntaxReason = 'unexpected character'): JsonSyntaxError {
    return i >= this.text.length
      ? { reason: 'unexpected end of input', offset: i }
      : { reason, offset: i };
  }

  skipWhiteSpace(i: number): number {
    while (isWhiteSpace(this.at(i))) i++;
    return i;
  }

  string(i: number): Step {
    for (i++; ; i++) {
      const c = this.at(i);
      if (c === -1) return this.unexpected(i);
      if (c === QUOTE) return i + 1;
      if (c < 0x20) return { reason: 'control character in a string', offset: i };
      if (c !== BACKSLASH) continue;
      const escaped = this.at(i + 1);
      if (!ESCAPES.has(escaped)) return this.unexpected(i + 1, 'invalid escape in a string');
      i++;
      if (escaped === 0x75) {
        for (let k = 1; k <= 4; k++)
          if (!isHex(this.at(i + k))) return this.unexpected(i + k, 'invalid escape in a string');
        i += 4;
      }
    }
  }

  digits(i: number): Step {
    if (!isDigit(this.at(i))) return this.unexpected(i, 'invalid number');
    while (isDigit(this.at(i))) i++;
    return i;
  }

  number(i: number): Step {
    if (this.at(i) === MINUS) i++;
    if (this.at(i) === ZERO) i++;
    else {
      const whole = this.digits(i);
      if (typeof whole !== 'number') return whole;
      i = whole;
    }
    if (this.at(i) === DOT) {
      const fraction = this.digits(i + 1);
      if (typeof fraction !== 'number') return fraction;
      i = fraction;
    }
    if (this.at(i) === 0x65 || this.at(i) === 0x45) {
      i++;
      if (this.at(i) === PLUS || this.at(i) === MINUS) i++;
      return this.digits(i);
    }
    return i;
  }

  literal(i: number): Step {
    const word = LITERALS.find((w) => w.charCodeAt(0) === this.at(i));
    if (word === undefined) return this.unexpected(i);
    for (let k = 1; k < word.length; k++)
      if (this.at(i + k) !== word.charCodeAt(k)) return this.unexpected(i + k);
    return i + word.length;
  }

  /** A value that is not an object or an array. */
  scalar(i: number): Step {
    const c = this.at(i);
    if (c === QUOTE) return this.string(i);
    if (c === MINUS || isDigit(c)) return this.number(i);
    return this.literal(i);
  }
}

/**
 * The first place `text` breaks JSON's grammar, or undefined when it is a
 * valid JSON text (what JSON.parse accepts).
 */
export function locateSyntaxError(text: string): JsonSyntaxError | undefined {
  const scan = new Scanner(text);
  /** The open containers: the closing character each one waits for. */
  const open: number[] = [];
  let i = 0;
  for (;;) {
    // Expecting a value.
    i = scan.skipWhiteSpace(i);
    const c = scan.at(i);
    if (c === 0x7b || c === 0x5b) {
      const close = c + 2; // `{` → `}`, `[` → `]`
      i = scan.skipWhiteSpace(i + 1);
      if (scan.at(i) === close) i++;
      else {
        open.push(close);
        if (close === 0x7d) {
          const key = objectKey(scan, i);
          if (typeof key !== 'number') return key;
          i = key;
        }
        continue;
      }
    } else {
      const end = scan.scalar(i);
      if (typeof end !== 'number') return end;
      i = end;
    }
    // A value is complete: close every container it completes, then find the next value.
    for (;;) {
      i = scan.skipWhiteSpace(i);
      const close = open[open.length - 1];
      if (close === undefined) {
        return i < text.length
          ? { reason: 'unexpected character after the value', offset: i }
          : undefined;
      }
      const next = scan.at(i);
      if (next === close) {
        open.pop();
        i++;
        continue;
      }
      if (next !== COMMA) return scan.unexpected(i);
      i++;
      if (close === 0x7d) {
        const key = objectKey(scan, scan.skipWhiteSpace(i));
        if (typeof key !== 'number') return key;
        i = key;
      }
      break;
    }
  }
}

/** `"key" :` inside an object, from `i`; the offset after the colon. */
function objectKey(scan: Scanner, i: number): Step {
  if (scan.at(i) !== QUOTE) return scan.unexpected(i);
  const end = scan.string(i);
  if (typeof end !== 'number') return end;
  const colon = scan.skipWhiteSpace(end);
  return scan.at(colon) === COLON ? colon + 1 : scan.unexpected(colon);
}
