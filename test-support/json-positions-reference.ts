// The JSON position scanner the action used before render/ticks/tick-lines.ts:
// it builds a tree of every value and decodes every string. Kept only as the
// reference that the lean scanner is compared with on seeded, mutated tick
// files (__tests__/render/ticks/tick-lines.test.ts). Never used by src/.

interface Located {
  start: number;
}
interface LocatedObject extends Located {
  kind: 'object';
  entries: { key: string; keyStart: number; value: LocatedValue }[];
}
interface LocatedArray extends Located {
  kind: 'array';
  items: LocatedValue[];
}
interface LocatedScalar extends Located {
  kind: 'scalar';
}
type LocatedValue = LocatedObject | LocatedArray | LocatedScalar;

class JsonScanError extends Error {}

/** Nesting beyond this is not a tick; refusing it keeps hostile files from blowing the stack. */
const MAX_DEPTH = 64;

/**
 * A minimal JSON reader that records where every value and key starts.
 * Keys are decoded (so `"\u0067rounds"` is `grounds`); scalars are only
 * skipped. Throws JsonScanError on anything that is not JSON.
 */
class JsonPositionScanner {
  private pos = 0;
  constructor(private readonly text: string) {}

  scan(): LocatedValue {
    const value = this.value(0);
    this.skipWhitespace();
    if (this.pos !== this.text.length) throw new JsonScanError('trailing text');
    return value;
  }

  private value(depth: number): LocatedValue {
    if (depth > MAX_DEPTH) throw new JsonScanError('too deep');
    this.skipWhitespace();
    const start = this.pos;
    const ch = this.text[this.pos];
    if (ch === '{') return this.object(start, depth);
    if (ch === '[') return this.array(start, depth);
    if (ch === '"') {
      this.string();
      return { kind: 'scalar', start };
    }
    const literal = /^(?:-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/.exec(
      this.text.slice(this.pos, this.pos + 64),
    );
    if (!literal) throw new JsonScanError(`unexpected character at ${this.pos}`);
    this.pos += literal[0].length;
    return { kind: 'scalar', start };
  }

  private object(start: number, depth: number): LocatedObject {
    this.pos++; // {
    const entries: LocatedObject['entries'] = [];
    this.skipWhitespace();
    if (this.text[this.pos] === '}') {
      this.pos++;
      return { kind: 'object', start, entries };
    }
    for (;;) {
      this.skipWhitespace();
      const keyStart = this.pos;
      if (this.text[this.pos] !== '"') throw new JsonScanError('expected a key');
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

  private array(start: number, depth: number): LocatedArray {
    this.pos++; // [
    const items: LocatedValue[] = [];
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
  private string(): string {
    const start = this.pos;
    this.pos++; // opening quote
    while (this.pos < this.text.length) {
      const ch = this.text[this.pos];
      if (ch === '\\') this.pos += 2;
      else if (ch === '"') {
        this.pos++;
        try {
          return JSON.parse(this.text.slice(start, this.pos)) as string;
        } catch {
          throw new JsonScanError('bad string');
        }
      } else this.pos++;
    }
    throw new JsonScanError('unterminated string');
  }

  private expect(ch: string): void {
    if (this.text[this.pos] !== ch) throw new JsonScanError(`expected ${ch}`);
    this.pos++;
  }

  private skipWhitespace(): void {
    for (;;) {
      const unit = this.text.charCodeAt(this.pos);
      // JSON's whitespace: space, tab, line feed, carriage return.
      if (unit !== 0x20 && unit !== 0x09 && unit !== 0x0a && unit !== 0x0d) return;
      this.pos++;
    }
  }
}

function scanJson(text: string): LocatedValue | undefined {
  try {
    return new JsonPositionScanner(text).scan();
  } catch (error) {
    if (error instanceof JsonScanError) return undefined;
    throw error;
  }
}

/** 1-based line of a UTF-16 offset. */
function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** The top-level entry for `key`; the last one wins, as with JSON.parse. */
function topLevelEntry(root: LocatedValue | undefined, key: string) {
  if (root?.kind !== 'object') return undefined;
  return root.entries.filter((e) => e.key === key).pop();
}

/** 1-based line where `grounds[groundIndex]` starts in a tick file, or undefined. */
export function referenceGroundLine(tickText: string, groundIndex: number): number | undefined {
  return groundLineIn(tickText, scanJson(tickText), groundIndex);
}

/** 1-based line of a top-level key in a tick file, or undefined. */
export function referenceKeyLine(tickText: string, key: string): number | undefined {
  return keyLineIn(tickText, scanJson(tickText), key);
}

/** `groundLine` over a text already scanned. */
function groundLineIn(
  text: string,
  root: LocatedValue | undefined,
  groundIndex: number,
): number | undefined {
  const grounds = topLevelEntry(root, 'grounds')?.value;
  if (grounds?.kind !== 'array') return undefined;
  const ground = grounds.items[groundIndex];
  return ground ? lineAt(text, ground.start) : undefined;
}

/** `topLevelKeyLine` over a text already scanned. */
function keyLineIn(text: string, root: LocatedValue | undefined, key: string): number | undefined {
  const entry = topLevelEntry(root, key);
  return entry ? lineAt(text, entry.keyStart) : undefined;
}

/** The reference's answers for one text, scanned once and its tree kept (as the TickLines before kept it). */
export function referenceGroundLinesOf(
  tickText: string,
): (groundIndex: number) => number | undefined {
  const root = scanJson(tickText);
  return (groundIndex) => groundLineIn(tickText, root, groundIndex);
}
