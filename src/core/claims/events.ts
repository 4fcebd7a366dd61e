/**
 * The envelope every ev 0.2 ledger line holds (docs/ev-0.2.md, "The
 * envelope"): `{v, id, ts, writer, seq, actor{kind, id?, via?}, type, body}`.
 * A line is an event only when ev's serde reading of it succeeds: `v` an
 * integer 0–255, `seq` an integer that fits u64, `id`/`ts`/`writer`/`type`
 * strings, `actor.kind` one of `human`/`agent`/`engine`, every field present
 * and none twice; unknown fields are ignored, and serde's array form of a
 * struct (`[v, id, ts, writer, seq, actor, type, body]`) is read too. Pure.
 */
import { JsonCursor, JsonRefusal, type JsonObject, type JsonValue } from './json.js';

export type ActorKind = 'human' | 'agent' | 'engine';

export interface Actor {
  kind: ActorKind;
  id?: string;
  via?: string;
}

export interface Envelope {
  v: number;
  id: string;
  ts: string;
  writer: string;
  seq: bigint;
  actor: Actor;
  type: string;
  body: JsonValue;
}

/** The envelope a ledger line holds, or undefined when ev would skip the line. */
export function parseEnvelope(line: string): Envelope | undefined {
  const fast = quickEnvelope(line);
  return fast === SLOW ? exactEnvelope(line) : fast;
}

/** The exact reading, character by character, as serde_json's. */
export function exactEnvelope(line: string): Envelope | undefined {
  const cursor = new JsonCursor(line);
  try {
    const envelope = cursor.peek() === 0x5b ? envelopeOfArray(cursor) : envelopeOfObject(cursor);
    cursor.end();
    return envelope;
  } catch (error) {
    if (error instanceof JsonRefusal) return undefined;
    throw error;
  }
}

interface Fields {
  v?: number;
  id?: string;
  ts?: string;
  writer?: string;
  seq?: bigint;
  actor?: Actor;
  type?: string;
  body?: JsonValue;
}

/** Reads one field's value; false for a key the envelope does not have (the caller skips it). */
function readField(cursor: JsonCursor, name: string, into: Fields): boolean {
  switch (name) {
    case 'v': {
      if (into.v !== undefined) cursor.fail(); // "duplicate field"
      cursor.peek();
      const v = cursor.number()?.asU64();
      if (v === undefined || v > 255n) cursor.fail();
      into.v = Number(v);
      return true;
    }
    case 'seq': {
      if (into.seq !== undefined) cursor.fail();
      cursor.peek();
      const seq = cursor.number()?.asU64();
      if (seq === undefined) cursor.fail();
      into.seq = seq;
      return true;
    }
    case 'actor':
      if (into.actor !== undefined) cursor.fail();
      into.actor = readActor(cursor);
      return true;
    case 'body':
      if (into.body !== undefined) cursor.fail();
      into.body = cursor.value();
      return true;
    case 'id':
    case 'ts':
    case 'writer':
    case 'type':
      if (into[name] !== undefined) cursor.fail();
      into[name] = cursor.string();
      return true;
    default:
      return false;
  }
}

function complete(cursor: JsonCursor, f: Fields): Envelope {
  if (
    f.v === undefined ||
    f.id === undefined ||
    f.ts === undefined ||
    f.writer === undefined ||
    f.seq === undefined ||
    f.actor === undefined ||
    f.type === undefined ||
    f.body === undefined
  )
    return cursor.fail(); // "missing field"
  return {
    v: f.v,
    id: f.id,
    ts: f.ts,
    writer: f.writer,
    seq: f.seq,
    actor: f.actor,
    type: f.type,
    body: f.body,
  };
}

function envelopeOfObject(cursor: JsonCursor): Envelope {
  const fields: Fields = {};
  if (cursor.beginObject())
    do {
      const key = cursor.key();
      if (!readField(cursor, key, fields)) cursor.skip();
    } while (cursor.nextMember());
  return complete(cursor, fields);
}

const ARRAY_ORDER = ['v', 'id', 'ts', 'writer', 'seq', 'actor', 'type', 'body'];

/** serde's sequence form of a struct: exactly its eight fields, in order. */
function envelopeOfArray(cursor: JsonCursor): Envelope {
  const fields: Fields = {};
  if (!cursor.beginArray()) cursor.fail(); // "invalid length 0"
  let i = 0;
  do {
    const name = ARRAY_ORDER[i++];
    if (name === undefined) cursor.fail(); // one element too many
    readField(cursor, name, fields);
  } while (cursor.nextElement());
  return complete(cursor, fields);
}

/** `actor`: `{kind, id?, via?}` or `[kind, id?, via?]`; `id` and `via` may be null or absent. */
function readActor(cursor: JsonCursor): Actor {
  let kind: ActorKind | undefined;
  let id: string | null | undefined;
  let via: string | null | undefined;
  if (cursor.peek() === 0x5b) {
    if (!cursor.beginArray()) cursor.fail(); // `kind` has no default
    kind = readActorKind(cursor);
    if (cursor.nextElement()) {
      id = optionalString(cursor);
      if (cursor.nextElement()) {
        via = optionalString(cursor);
        if (cursor.nextElement()) cursor.fail(); // one element too many
      }
    }
  } else if (cursor.beginObject()) {
    do {
      const key = cursor.key();
      if (key === 'kind') {
        if (kind !== undefined) cursor.fail();
        kind = readActorKind(cursor);
      } else if (key === 'id') {
        if (id !== undefined) cursor.fail();
        id = optionalString(cursor);
      } else if (key === 'via') {
        if (via !== undefined) cursor.fail();
        via = optionalString(cursor);
      } else cursor.skip();
    } while (cursor.nextMember());
  }
  if (kind === undefined) return cursor.fail();
  const actor: Actor = { kind };
  if (typeof id === 'string') actor.id = id;
  if (typeof via === 'string') actor.via = via;
  return actor;
}

/** A unit variant: `"human"`, or serde's map form `{"human": null}`. */
function readActorKind(cursor: JsonCursor): ActorKind {
  let name: string;
  if (cursor.peek() === 0x7b) {
    if (!cursor.beginObject()) cursor.fail();
    name = cursor.key();
    if (cursor.value() !== null) cursor.fail();
    if (cursor.nextMember()) cursor.fail();
  } else {
    name = cursor.string();
  }
  if (name !== 'human' && name !== 'agent' && name !== 'engine') cursor.fail(); // "unknown variant"
  return name;
}

/** null (a present `None`, told apart from an absent one by the duplicate check) or a string. */
function optionalString(cursor: JsonCursor): string | null {
  const value = cursor.value();
  if (value !== null && typeof value !== 'string') cursor.fail();
  return value;
}

// ---------------------------------------------------------------------------
// The common line, read with the native JSON.parse

const SLOW = Symbol('read exactly');

/** Keys whose repetition serde refuses (struct fields) and JSON.parse would hide. */
const WATCHED = ['v', 'id', 'ts', 'writer', 'seq', 'actor', 'type', 'body', 'kind', 'via'];
const WRITTEN = new RegExp(`"(?:${WATCHED.join('|')})"`, 'g');
const INTEGER = /^[0-9]+$/;

/**
 * The envelope via `JSON.parse`, where that is provably the exact reading;
 * `SLOW` wherever `JSON.parse` and serde_json could part: a `\u` escape (a
 * lone surrogate, an escaped key), the array form, a number in the body (u64
 * or float, which `JSON.parse` cannot tell apart), a body nested near the
 * limit, or a watched key written more often than the parsed objects hold it
 * (a repeated field, which serde refuses and `JSON.parse` hides). What
 * `JSON.parse` refuses, serde_json refuses too.
 */
export function quickEnvelope(line: string): Envelope | undefined | typeof SLOW {
  if (line.charCodeAt(0) !== 0x7b || line.includes('\\u')) return SLOW;
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  const { v, id, ts, writer, seq, actor, type, body } = parsed;
  if (typeof id !== 'string' || typeof ts !== 'string' || typeof writer !== 'string') return SLOW;
  if (typeof type !== 'string' || typeof v !== 'number' || typeof seq !== 'number') return SLOW;
  if (actor === null || typeof actor !== 'object' || Array.isArray(actor)) return SLOW;
  if (!('body' in parsed)) return SLOW;
  HELD.fill(0);
  noteKeys(parsed);
  noteKeys(actor);
  if (!plainBody(body as JsonValue, 1)) return SLOW;
  // Each key the objects hold was written at least once, so equal totals mean equal counts.
  let held = 0;
  for (let i = 0; i < WATCHED.length; i++) held += HELD[i] as number;
  if (occurrences(line) !== held) return SLOW;
  const vText = lexemeAfter(line, '"v"');
  const seqText = lexemeAfter(line, '"seq"');
  if (vText === undefined || seqText === undefined) return SLOW;
  if (!INTEGER.test(vText) || v > 255) return undefined; // a float, a negative, beyond u8
  if (!INTEGER.test(seqText) || !fitsU64(seqText)) return undefined;
  const { kind, id: actorId, via } = actor as Record<string, unknown>;
  if (kind !== 'human' && kind !== 'agent' && kind !== 'engine') return SLOW;
  if (!optional(actorId) || !optional(via)) return undefined;
  const who: Actor = { kind };
  if (typeof actorId === 'string') who.id = actorId;
  if (typeof via === 'string') who.via = via;
  return { v, id, ts, writer, seq: BigInt(seqText), actor: who, type, body: body as JsonValue };
}

/** How many parsed objects hold each watched key (one line at a time). */
const HELD = new Int32Array(WATCHED.length);

function noteKeys(object: object): void {
  for (let i = 0; i < WATCHED.length; i++)
    if (Object.hasOwn(object, WATCHED[i] as string)) HELD[i] = (HELD[i] as number) + 1;
}

function fitsU64(digits: string): boolean {
  return digits.length < 20 || (digits.length === 20 && digits <= '18446744073709551615');
}

function optional(value: unknown): boolean {
  return value === undefined || value === null || typeof value === 'string';
}

/** A body without numbers, nested less than serde's limit; notes its watched keys. */
function plainBody(value: JsonValue, depth: number): boolean {
  if (value === null || typeof value !== 'object') return typeof value !== 'number';
  if (depth >= 127) return false;
  if (Array.isArray(value)) {
    for (const item of value) if (!plainBody(item, depth + 1)) return false;
    return true;
  }
  noteKeys(value);
  for (const key in value) {
    if (!plainBody((value as JsonObject)[key] as JsonValue, depth + 1)) return false;
  }
  return true;
}

/** How often a watched key is written in the line (as `"key"`, anywhere). */
function occurrences(text: string): number {
  WRITTEN.lastIndex = 0;
  let n = 0;
  while (WRITTEN.test(text)) n++;
  return n;
}

const LEXEME = /[ \t\n\r]*:[ \t\n\r]*(-?[0-9][0-9.eE+-]*)/y;

/** The number after `"key":` (the key written once, so this is the envelope's). */
function lexemeAfter(line: string, quotedKey: string): string | undefined {
  const at = line.indexOf(quotedKey);
  if (at < 0) return undefined;
  LEXEME.lastIndex = at + quotedKey.length;
  return LEXEME.exec(line)?.[1];
}
