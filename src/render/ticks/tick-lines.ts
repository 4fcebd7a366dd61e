/**
 * Where in a tick file: the line of each top-level key and of each ground,
 * whatever the file's formatting, for the links and annotations that point
 * at a decision's ground. Pure.
 *
 * A small JSON scanner: strings and escapes as `JSON.parse` takes them,
 * numbers a little more loosely (a leading zero), nesting up to MAX_DEPTH;
 * anything else and the file cannot tell. It keeps only what a line needs:
 * the top-level keys (decoded, so `"\u0067rounds"` is `grounds`; the last
 * of a repeated key wins, as with `JSON.parse`) and where the items of the
 * top-level `grounds` array start. Everything else is checked and skipped,
 * string values are never decoded, and lines are counted as the scan goes
 * (in JSON a raw line feed can only be whitespace), so a text is read once.
 *
 * Why lean: with `bindings: all` every binding row of the job summary
 * links to its ground's line, so a 10,000-tick ledger has 10,000 files
 * scanned, and the scanner before this one (which built a tree of every
 * value and decoded every string) kept all their trees for the run. It is
 * kept in test-support as the reference this one must agree with.
 */
import type { TickTexts } from '../../core/ticks/ledger.js';

/** What a tick file says about its lines; absent when the file is not a JSON object. */
interface TickFileLines {
  /** Each top-level key's line (its last occurrence). */
  keys: Map<string, number>;
  /** The line of each item of the top-level `grounds` (its last occurrence), when that is an array. */
  grounds: number[] | undefined;
}

class JsonScanError extends Error {}

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

function isHexDigit(unit: number): boolean {
  return (
    (unit >= 0x30 && unit <= 0x39) ||
    (unit >= 0x41 && unit <= 0x46) ||
    (unit >= 0x61 && unit <= 0x66)
  );
}

/**
 * Scans one text; `lines()` throws JsonScanError on anything that is not
 * JSON. Every loop advances `pos` or ends, so a scan is linear in the text.
 * The four loops over members (the root object, the grounds, any object,
 * any array) are written out each: one loop given a callback per member
 * measured 50 % slower (bench/tick-lines.mjs: 52 → 77 ms at 10,000 files).
 */
class TickLineScanner {
  private pos = 0;
  private line = 1;
  constructor(private readonly text: string) {}

  lines(): TickFileLines | undefined {
    this.skipWhitespace();
    // A root that is not an object has no top-level key: nothing to find, valid or not.
    if (this.text[this.pos] !== '{') return undefined;
    const found = this.rootObject();
    this.skipWhitespace();
    if (this.pos !== this.text.length) throw new JsonScanError('trailing text');
    return found;
  }

  private rootObject(): TickFileLines {
    const found: TickFileLines = { keys: new Map(), grounds: undefined };
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
      if (key === 'grounds') found.grounds = this.itemLines(1);
      else this.value(1);
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
  private itemLines(depth: number): number[] | undefined {
    this.skipWhitespace();
    if (this.text[this.pos] !== '[') {
      this.value(depth);
      return undefined;
    }
    if (depth > MAX_DEPTH) throw new JsonScanError('too deep');
    const lines: number[] = [];
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
  private value(depth: number): void {
    if (depth > MAX_DEPTH) throw new JsonScanError('too deep');
    this.skipWhitespace();
    const ch = this.text[this.pos];
    if (ch === '{') this.object(depth);
    else if (ch === '[') this.array(depth);
    else if (ch === '"') this.skipString();
    else this.literal();
  }

  private object(depth: number): void {
    this.pos++; // {
    this.skipWhitespace();
    if (this.text[this.pos] === '}') {
      this.pos++;
      return;
    }
    for (;;) {
      this.skipWhitespace();
      if (this.text[this.pos] !== '"') throw new JsonScanError('expected a key');
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

  private array(depth: number): void {
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

  private literal(): void {
    const literal = LITERAL.exec(this.text.slice(this.pos, this.pos + LITERAL_WINDOW));
    if (!literal) throw new JsonScanError(`unexpected character at ${this.pos}`);
    this.pos += literal[0].length;
  }

  /** A key, decoded: most keys hold no escape and are their own text. */
  private key(): string {
    if (this.text[this.pos] !== '"') throw new JsonScanError('expected a key');
    const start = this.pos;
    const escaped = this.skipString();
    const token = this.text.slice(start, this.pos);
    // Valid by skipString, so JSON.parse cannot throw here.
    return escaped ? (JSON.parse(token) as string) : token.slice(1, -1);
  }

  /**
   * Skips a string token whose opening quote is at `pos`, checking it as
   * `JSON.parse` would: escapes, and no raw control character (so no line
   * feed either). True when it holds an escape.
   */
  private skipString(): boolean {
    const text = this.text;
    let escaped = false;
    let at = this.pos + 1;
    for (;;) {
      PLAIN_RUN.lastIndex = at;
      PLAIN_RUN.test(text);
      at = PLAIN_RUN.lastIndex;
      const unit = text.charCodeAt(at); // NaN past the end
      if (unit === QUOTE) break;
      if (unit === BACKSLASH) {
        escaped = true;
        const next = text.charCodeAt(at + 1);
        if (SIMPLE_ESCAPES.has(next)) at += 2;
        else if (
          next === 0x75 && // u
          isHexDigit(text.charCodeAt(at + 2)) &&
          isHexDigit(text.charCodeAt(at + 3)) &&
          isHexDigit(text.charCodeAt(at + 4)) &&
          isHexDigit(text.charCodeAt(at + 5))
        )
          at += 6;
        else throw new JsonScanError('bad escape');
      } else if (unit >= 0x20) at++;
      else
        throw new JsonScanError(Number.isNaN(unit) ? 'unterminated string' : 'control character');
    }
    this.pos = at + 1;
    return escaped;
  }

  private expect(ch: string): void {
    if (this.text[this.pos] !== ch) throw new JsonScanError(`expected ${ch}`);
    this.pos++;
  }

  private skipWhitespace(): void {
    for (;;) {
      const unit = this.text.charCodeAt(this.pos);
      // JSON's whitespace: space, tab, line feed, carriage return.
      if (unit === LINE_FEED) this.line++;
      else if (unit !== 0x20 && unit !== 0x09 && unit !== 0x0d) return;
      this.pos++;
    }
  }
}

function linesOf(text: string): TickFileLines | undefined {
  try {
    return new TickLineScanner(text).lines();
  } catch (error) {
    if (error instanceof JsonScanError) return undefined;
    throw error;
  }
}

function groundLineIn(found: TickFileLines | undefined, groundIndex: number): number | undefined {
  return found?.grounds?.[groundIndex];
}

/** 1-based line where `grounds[groundIndex]` starts in a tick file, or undefined. */
export function groundLine(tickText: string, groundIndex: number): number | undefined {
  return groundLineIn(linesOf(tickText), groundIndex);
}

/** 1-based line of a top-level key in a tick file, or undefined. */
export function topLevelKeyLine(tickText: string, key: string): number | undefined {
  return linesOf(tickText)?.keys.get(key);
}

/**
 * Where grounds and keys start in the tick files: each file scanned once,
 * when first asked, and only its lines kept.
 */
export class TickLines {
  private static readonly shared = new WeakMap<TickTexts, TickLines>();
  private readonly scanned = new Map<string, TickFileLines | undefined>();
  private constructor(private readonly tickTexts: TickTexts) {}

  /** The lines of these tick files, shared by everyone who asks about the same map (each file scanned once). */
  static of(tickTexts: TickTexts): TickLines {
    let lines = TickLines.shared.get(tickTexts);
    if (!lines) {
      lines = new TickLines(tickTexts);
      TickLines.shared.set(tickTexts, lines);
    }
    return lines;
  }

  private linesOf(file: string): TickFileLines | undefined {
    if (this.scanned.has(file)) return this.scanned.get(file);
    const text = this.tickTexts.get(file);
    const found = text === undefined ? undefined : linesOf(text);
    this.scanned.set(file, found);
    return found;
  }

  /** 1-based line where `grounds[groundIndex]` starts, or undefined when the file cannot tell. */
  groundLine(file: string, groundIndex: number): number | undefined {
    return groundLineIn(this.linesOf(file), groundIndex);
  }

  ground(file: string, groundIndex: number): number {
    return this.groundLine(file, groundIndex) ?? 1;
  }

  key(file: string, key: string): number {
    return this.linesOf(file)?.keys.get(key) ?? 1;
  }
}
