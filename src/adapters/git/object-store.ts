/**
 * A repository's objects and HEAD read in this process, without git: for
 * the action and the ev 0.2 commands on the small histories people keep,
 * where starting git costs more than the whole answer (git/in-process.ts
 * answers git's questions from it). Only a plain repository is read: one
 * whose objects are its own (no alternates, no promisor remote), whose
 * history is not rewritten on the way (no replace refs or grafts; a
 * shallow file is reported, ObjectStore.shallow, and its history left to
 * git), whose refs are files (no reftable) and whose config asks for
 * nothing more (no extensions, no includes). Anything else is `undefined`
 * from openObjectStore, and git answers as before. A pack written while
 * the store is open (a fetch) is found as git finds it: when an object is
 * not found, the pack directory is read again.
 *
 * Every read is bounded: an index over PACK_BYTES_BOUND is not read here
 * (a pack is read an object at a time), an object over OBJECT_BYTES_BOUND
 * or a delta chain over DELTA_DEPTH_BOUND is unreadable. Whatever cannot
 * be read as git would read it throws ObjectStoreUnreadable, and git is
 * asked instead.
 */
import {
  closeSync,
  existsSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  statSync,
} from 'node:fs';
import { join } from 'node:path';
import { constants as zlibConstants, inflateSync } from 'node:zlib';

/** The most bytes of one pack index read into memory here (a pack is read an object at a time). */
export const PACK_BYTES_BOUND = 64 * 1024 * 1024;
/** Bytes read at an object's offset first: a commit, a tree or a delta usually fits. */
const WINDOW_BYTES = 4096;
/** The most bytes of one object read here (a larger one is git's to read). */
export const OBJECT_BYTES_BOUND = 16 * 1024 * 1024;
/** The longest chain of deltas followed (git writes at most 50 by default, 250 aggressively). */
export const DELTA_DEPTH_BOUND = 1000;
/** Bytes of objects kept for what is asked again and the deltas built on them (oldest dropped first). */
const CACHE_BYTES = 32 * 1024 * 1024;
/** Types and sizes kept at most (a few megabytes): past it, the kept ones are dropped. */
const INFOS_BOUND = 50_000;

export type ObjectType = 'commit' | 'tree' | 'blob' | 'tag';

export interface ObjectInfo {
  type: ObjectType;
  size: number;
}

export interface GitObject {
  type: ObjectType;
  body: Buffer;
}

/** The store holds something this reader does not read as git does: git is asked instead. */
export class ObjectStoreUnreadable extends Error {}

const TYPES: Record<number, ObjectType> = { 1: 'commit', 2: 'tree', 3: 'blob', 4: 'tag' };
const OFS_DELTA = 6;
const REF_DELTA = 7;
const OID_TEXT = /^[0-9a-f]{40}$/;
/** A ref name HEAD may point at, read as a file under the git directory: no `..`, no oddities. */
const REF_NAME = /^refs\/(?:[A-Za-z0-9_][A-Za-z0-9_.+@-]*\/)*[A-Za-z0-9_][A-Za-z0-9_.+@-]*$/;

interface Pack {
  index: Buffer;
  count: number;
  /** Byte offset of the object ids in the index (version 2). */
  names: number;
  offsets: number;
  largeOffsets: number;
  path: string;
  /** The pack, open while the store is (ObjectStore.close). */
  fd?: number;
}

/**
 * The objects of the repository at `gitDir`, or undefined when it uses
 * anything this reader leaves to git (see the header).
 */
export function openObjectStore(gitDir: string): ObjectStore | undefined {
  try {
    if (!plainRepository(gitDir)) return undefined;
    return new ObjectStore(gitDir, readPacks(join(gitDir, 'objects', 'pack')));
  } catch {
    return undefined;
  }
}

/** Whether git would read this repository exactly as this reader does. */
function plainRepository(gitDir: string): boolean {
  const present = (path: string): boolean => existsSync(join(gitDir, path));
  // A shallow file is read per question (ObjectStore.shallow): it changes no object, only the
  // history graph questions, which then go to git.
  if (['commondir', 'info/grafts', 'objects/info/alternates', 'reftable'].some(present))
    return false;
  if (present('refs/replace') && readdirSync(join(gitDir, 'refs/replace')).length > 0) return false;
  const config = readFileSync(join(gitDir, 'config'), 'latin1');
  // Extensions (an object format, reftable, partial clone), included files and promisors
  // change what git reads: leave them to git. Read as text, so anything unclear is left too.
  if (/extensions|include|promisor|partialclone|replace/i.test(config)) return false;
  // A format git does not know, it refuses (and the command reads no repository).
  for (const [, format] of config.matchAll(/repositoryformatversion\s*=\s*(\d+)/gi))
    if (Number(format) > 1) return false;
  const packedRefs = join(gitDir, 'packed-refs');
  if (existsSync(packedRefs) && readFileSync(packedRefs, 'latin1').includes(' refs/replace/'))
    return false;
  return true;
}

/** A pack and its index, as the pack directory lists them (the index is read when first needed). */
interface PackFiles {
  index: string;
  pack: string;
}

function readPacks(dir: string): PackFiles[] {
  if (!existsSync(dir)) return [];
  // A `.promisor` pack matters only with a promisor remote, which the config names (see above).
  const packs: PackFiles[] = [];
  for (const name of readdirSync(dir)) {
    if (!name.endsWith('.idx')) continue;
    const pack = join(dir, name.slice(0, -4) + '.pack');
    // A pack still being written has no index yet; an index without its pack, git skips too.
    if (existsSync(pack)) packs.push({ index: join(dir, name), pack });
  }
  return packs;
}

/** A version 2 pack index (version 1 is left to git). */
function readIndex(indexPath: string, packPath: string): Pack | undefined {
  if (statSync(indexPath).size > PACK_BYTES_BOUND) return undefined;
  const index = readFileSync(indexPath);
  if (index.length < 8 + 256 * 4 || index.readUInt32BE(0) !== 0xff744f63) return undefined;
  if (index.readUInt32BE(4) !== 2) return undefined;
  const count = index.readUInt32BE(8 + 255 * 4);
  const names = 8 + 256 * 4;
  const offsets = names + count * 20 + count * 4;
  const largeOffsets = offsets + count * 4;
  if (index.length < largeOffsets + 40) return undefined;
  return {
    index,
    count,
    names,
    offsets,
    largeOffsets,
    path: packPath,
  };
}

export class ObjectStore {
  /**
   * Objects read, by id, and resolved in a pack, by `<pack>@<offset>`: the
   * bases deltas are built on (a tree's chain is often 50 long).
   */
  private readonly cache = new Map<string, GitObject>();
  private cachedBytes = 0;
  /**
   * Types and sizes found without reading bodies, by id and by `<pack>@<offset>`:
   * `ls-tree -l` asks the size of every blob of a tree at each commit, and
   * a delta's type is its base's, at the end of its chain.
   */
  private readonly infos = new Map<string, ObjectInfo>();
  private packs: Pack[] | undefined;

  constructor(
    private readonly gitDir: string,
    private packFiles: readonly PackFiles[],
  ) {}

  /** How many objects the packs hold (their indexes read, as the first object read does). */
  packedObjects(): number {
    return this.openPacks().reduce((sum, pack) => sum + pack.count, 0);
  }

  /** The repository's config file as text (what a question that depends on it reads). */
  config(): string {
    return readFileSync(join(this.gitDir, 'config'), 'latin1');
  }

  /**
   * Whether the repository is shallow now, as git reads it: a `shallow`
   * file, whatever it holds (a fetch may write one during a run). Any other
   * kind of entry there is unreadable here.
   */
  shallow(): boolean {
    const path = join(this.gitDir, 'shallow');
    if (!existsSync(path)) return false;
    if (!statSync(path).isFile()) throw new ObjectStoreUnreadable('shallow');
    return true;
  }

  /** The packs, their indexes read on the first object asked (one left to git: unreadable). */
  private openPacks(): Pack[] {
    if (this.packs === undefined) {
      const packs: Pack[] = [];
      for (const files of this.packFiles) {
        const pack = readIndex(files.index, files.pack);
        if (pack === undefined) throw new ObjectStoreUnreadable(`pack index ${files.index}`);
        packs.push(pack);
      }
      this.packs = packs;
    }
    return this.packs;
  }

  /** The object `oid` (40 lower hex), or undefined when the repository does not hold it. */
  read(oid: string): GitObject | undefined {
    return this.readAtDepth(oid, 0);
  }

  /** An object by id, as the base of a chain of `depth` deltas (a REF_DELTA names its base so). */
  private readAtDepth(oid: string, depth: number): GitObject | undefined {
    if (!OID_TEXT.test(oid)) return undefined;
    const cached = this.cache.get(oid);
    if (cached !== undefined) return cached;
    let object = this.readPacked(oid, depth) ?? this.readLoose(oid);
    // Not found: git looks again at the pack directory before it says so.
    if (object === undefined && this.rescanPacks()) object = this.readPacked(oid, depth);
    if (object !== undefined) this.remember(oid, object);
    return object;
  }

  /**
   * The type and size of `oid` (what `ls-tree -l` prints) without inflating
   * more than its header: a pack's entry header, a delta's first bytes (the
   * size it makes) and its base's type, or a loose object's first bytes.
   * Undefined when the repository does not hold it.
   */
  info(oid: string): ObjectInfo | undefined {
    if (!OID_TEXT.test(oid)) return undefined;
    const known = this.knownInfo(oid);
    if (known !== undefined) return known;
    const wanted = Buffer.from(oid, 'hex');
    for (let again = 0; again < 2; again++) {
      for (const pack of this.openPacks()) {
        const at = findInIndex(pack, wanted);
        if (at !== undefined)
          return this.rememberInfo(oid, this.infoAt(pack, offsetAt(pack, at), 0));
      }
      const loose = this.looseInfo(oid);
      if (loose !== undefined) return this.rememberInfo(oid, loose);
      if (!this.rescanPacks()) break;
    }
    return undefined;
  }

  /** The type and size of `oid` when found before (info, read), else undefined: nothing is read. */
  knownInfo(oid: string): ObjectInfo | undefined {
    const cached = this.cache.get(oid);
    if (cached !== undefined) return { type: cached.type, size: cached.body.length };
    return this.infos.get(oid);
  }

  private rememberInfo(key: string, info: ObjectInfo): ObjectInfo {
    // An id names the same object for good; the bound keeps a huge tree from growing it further.
    if (this.infos.size >= INFOS_BOUND) this.infos.clear();
    this.infos.set(key, info);
    return info;
  }

  private infoAt(pack: Pack, offset: number, depth: number): ObjectInfo {
    const key = `${pack.path}@${offset}`;
    const cached = this.cache.get(key);
    if (cached !== undefined) return { type: cached.type, size: cached.body.length };
    const known = this.infos.get(key);
    if (known !== undefined) return known;
    return this.rememberInfo(key, this.infoAtUncached(pack, offset, depth));
  }

  private infoAtUncached(pack: Pack, offset: number, depth: number): ObjectInfo {
    if (depth > DELTA_DEPTH_BOUND) throw new ObjectStoreUnreadable('delta chain too long');
    const data = readWindow(pack, offset, WINDOW_BYTES);
    const entry = entryHeader(data, offset);
    const type = TYPES[entry.kind];
    if (type !== undefined) return { type, size: entry.size };
    // A delta: the size it makes is its second number, its type its base's.
    const { resultSize: size } = deltaHeader(inflatePrefix(data.subarray(entry.at)));
    const base =
      entry.baseOffset !== undefined
        ? this.infoAt(pack, entry.baseOffset, depth + 1)
        : this.info(entry.baseOid as string);
    if (base === undefined) throw new ObjectStoreUnreadable(`delta base ${entry.baseOid}`);
    return { type: base.type, size };
  }

  private looseInfo(oid: string): ObjectInfo | undefined {
    const path = join(this.gitDir, 'objects', oid.slice(0, 2), oid.slice(2));
    if (!existsSync(path)) return undefined;
    const fd = openSync(path, 'r');
    let head: Buffer;
    try {
      const window = Buffer.alloc(4096);
      head = inflatePrefix(window.subarray(0, readSync(fd, window, 0, 4096, 0)));
    } finally {
      closeSync(fd);
    }
    const nul = head.indexOf(0);
    const [type, size] = head.toString('latin1', 0, nul < 0 ? 0 : nul).split(' ');
    if (nul < 0 || !/^\d+$/.test(size ?? ''))
      throw new ObjectStoreUnreadable(`loose object ${oid}`);
    return { type: typeOf(type), size: Number(size) };
  }

  /** Closes the packs opened (the store reads nothing more). */
  close(): void {
    for (const pack of this.packs ?? []) {
      if (pack.fd !== undefined) closeSync(pack.fd);
      pack.fd = undefined;
    }
  }

  /** The commit HEAD names, or undefined when it names none (an unborn branch). */
  head(): string | undefined {
    let text = readFileSync(join(this.gitDir, 'HEAD'), 'latin1').trim();
    for (let depth = 0; depth < 5; depth++) {
      if (OID_TEXT.test(text)) return text;
      const target = /^ref: (.*)$/.exec(text)?.[1];
      if (target === undefined || !REF_NAME.test(target)) throw new ObjectStoreUnreadable(text);
      const loose = join(this.gitDir, target);
      if (existsSync(loose)) text = readFileSync(loose, 'latin1').trim();
      else return this.packedRef(target);
    }
    throw new ObjectStoreUnreadable('HEAD: too many symbolic refs');
  }

  private packedRef(name: string): string | undefined {
    const path = join(this.gitDir, 'packed-refs');
    if (!existsSync(path)) return undefined;
    for (const line of readFileSync(path, 'latin1').split('\n')) {
      if (line.startsWith('#') || line.startsWith('^')) continue;
      const space = line.indexOf(' ');
      if (line.slice(space + 1) === name) return line.slice(0, space);
    }
    return undefined;
  }

  private remember(key: string, object: GitObject): void {
    if (this.cache.has(key)) return;
    this.cache.set(key, object);
    this.cachedBytes += object.body.length;
    for (const [oldest, dropped] of this.cache) {
      if (this.cachedBytes <= CACHE_BYTES) break;
      this.cache.delete(oldest);
      this.cachedBytes -= dropped.body.length;
    }
  }

  private readLoose(oid: string): GitObject | undefined {
    const path = join(this.gitDir, 'objects', oid.slice(0, 2), oid.slice(2));
    if (!existsSync(path)) return undefined;
    // Compressed, an object is no larger than itself (and a larger one is unreadable here anyway).
    if (statSync(path).size > OBJECT_BYTES_BOUND + 64) throw new ObjectStoreUnreadable('too large');
    const compressed = readFileSync(path);
    // About what the object inflates to: a loose object is rarely a tenth of it.
    const raw = inflateBounded(compressed, OBJECT_BYTES_BOUND + 64, compressed.length * 4);
    const nul = raw.indexOf(0);
    const [type, size] = raw.subarray(0, nul).toString('latin1').split(' ');
    const object = typeOf(type);
    if (nul < 0 || Number(size) !== raw.length - nul - 1)
      throw new ObjectStoreUnreadable(`loose object ${oid}`);
    return { type: object, body: raw.subarray(nul + 1) };
  }

  private readPacked(oid: string, depth: number): GitObject | undefined {
    const wanted = Buffer.from(oid, 'hex');
    for (const pack of this.openPacks()) {
      const at = findInIndex(pack, wanted);
      if (at !== undefined) return this.readAt(pack, offsetAt(pack, at), depth);
    }
    return undefined;
  }

  /**
   * Packs written since the store was opened (a fetch during the run), read
   * as git reads them when an object is not found (reprepare_packed_git):
   * whether there are any.
   */
  private rescanPacks(): boolean {
    const known = new Set(this.packFiles.map((files) => files.index));
    const added = readPacks(join(this.gitDir, 'objects', 'pack')).filter(
      (files) => !known.has(files.index),
    );
    if (added.length === 0) return false;
    this.packFiles = [...this.packFiles, ...added];
    if (this.packs !== undefined)
      for (const files of added) {
        const pack = readIndex(files.index, files.pack);
        if (pack === undefined) throw new ObjectStoreUnreadable(`pack index ${files.index}`);
        this.packs.push(pack);
      }
    return true;
  }

  /** The object at `offset` in `pack`, its deltas applied. */
  private readAt(pack: Pack, offset: number, depth: number): GitObject {
    const key = `${pack.path}@${offset}`;
    let object = this.cache.get(key);
    if (object === undefined) {
      object = this.resolveAt(pack, offset, depth);
      this.remember(key, object);
    }
    return object;
  }

  private resolveAt(pack: Pack, offset: number, depth: number): GitObject {
    if (depth > DELTA_DEPTH_BOUND) throw new ObjectStoreUnreadable('delta chain too long');
    let data = readWindow(pack, offset, WINDOW_BYTES);
    const { kind, size, at, baseOffset, baseOid } = entryHeader(data, offset);
    if (size > OBJECT_BYTES_BOUND) throw new ObjectStoreUnreadable('object too large');
    let base: GitObject | undefined;
    if (baseOffset !== undefined) base = this.readAt(pack, baseOffset, depth + 1);
    else if (baseOid !== undefined) {
      base = this.readAtDepth(baseOid, depth + 1);
      if (base === undefined) throw new ObjectStoreUnreadable(`delta base ${baseOid}`);
    }
    // zlib never makes `size` bytes longer than this (deflateBound, with its header and sum).
    const needed = at + size + (size >> 11) + 64;
    if (needed > data.length) data = readWindow(pack, offset, needed);
    const body = inflateExactly(data, at, size);
    if (base === undefined) return { type: TYPES[kind] as ObjectType, body };
    return { type: base.type, body: applyDelta(base.body, body) };
  }
}

/** A pack entry's header at `offset` (`data` read there): its kind, size and delta base. */
function entryHeader(
  data: Buffer,
  offset: number,
): { kind: number; size: number; at: number; baseOffset?: number; baseOid?: string } {
  let at = 0;
  let byte = data[at++] as number;
  const kind = (byte >> 4) & 7;
  let size = byte & 15;
  for (let shift = 4; byte & 0x80; shift += 7) {
    if (shift > 35 || at >= data.length) throw new ObjectStoreUnreadable('object size');
    byte = data[at++] as number;
    size += (byte & 0x7f) * 2 ** shift;
  }
  if (kind === OFS_DELTA) {
    byte = data[at++] as number;
    let back = byte & 0x7f;
    for (let n = 0; byte & 0x80; n++) {
      if (n > 8) throw new ObjectStoreUnreadable('delta offset');
      byte = data[at++] as number;
      back = (back + 1) * 128 + (byte & 0x7f);
    }
    if (back <= 0 || back > offset) throw new ObjectStoreUnreadable('delta offset');
    return { kind, size, at, baseOffset: offset - back };
  }
  if (kind === REF_DELTA) {
    if (at + 20 > data.length) throw new ObjectStoreUnreadable('delta base');
    return { kind, size, at: at + 20, baseOid: data.toString('hex', at, at + 20) };
  }
  if (TYPES[kind] === undefined) throw new ObjectStoreUnreadable(`pack type ${kind}`);
  return { kind, size, at };
}

/** The first bytes a zlib stream makes, from its first bytes (a header's worth; no more is inflated). */
function inflatePrefix(data: Buffer): Buffer {
  // A block's code tables come before its first byte: a little more is read until a header's
  // worth comes out.
  for (const length of [64, 1024, 4096]) {
    let out: Buffer;
    try {
      out = inflateSync(data.subarray(0, length), {
        finishFlush: zlibConstants.Z_SYNC_FLUSH,
        maxOutputLength: 4 * 1024 * 1024,
        chunkSize: PREFIX_CHUNK_BYTES,
      });
    } catch {
      throw new ObjectStoreUnreadable('an object does not inflate');
    }
    if (out.length >= 64 || length >= data.length) return out;
  }
  throw new ObjectStoreUnreadable('an object header does not inflate');
}

/**
 * `length` bytes of the pack from `position` (fewer at its end): what one
 * object takes, read without reading the whole pack.
 */
function readWindow(pack: Pack, position: number, length: number): Buffer {
  if (pack.fd === undefined) {
    const fd = openSync(pack.path, 'r');
    pack.fd = fd;
    const header = Buffer.alloc(4);
    readSync(fd, header, 0, 4, 0);
    if (header.toString('latin1') !== 'PACK') throw new ObjectStoreUnreadable('pack header');
  }
  const window = Buffer.allocUnsafe(length);
  return window.subarray(0, readSync(pack.fd, window, 0, length, position));
}

function typeOf(text: string | undefined): ObjectType {
  if (text === 'commit' || text === 'tree' || text === 'blob' || text === 'tag') return text;
  throw new ObjectStoreUnreadable(`object type ${text}`);
}

/** The position of `oid` in the index's sorted ids, by its fan-out bucket and a binary search. */
function findInIndex(pack: Pack, oid: Buffer): number | undefined {
  const { index, names } = pack;
  const first = oid[0] as number;
  let low = first === 0 ? 0 : index.readUInt32BE(8 + (first - 1) * 4);
  let high = index.readUInt32BE(8 + first * 4);
  if (low > high || high > pack.count) throw new ObjectStoreUnreadable('pack index fan-out');
  while (low < high) {
    const mid = (low + high) >>> 1;
    const order = compareId(oid, index, names + mid * 20);
    if (order === 0) return mid;
    if (order > 0) low = mid + 1;
    else high = mid;
  }
  return undefined;
}

/**
 * `oid` against the 20 bytes at `at` in `index`, byte by byte: a lookup
 * makes a dozen of these, and `readUInt32BE`'s argument checks cost more
 * than the compare while the code is still interpreted (a short command).
 */
function compareId(oid: Buffer, index: Buffer, at: number): number {
  for (let i = 0; i < 20; i++) {
    const a = oid[i] as number;
    const b = index[at + i] as number;
    if (a !== b) return a > b ? 1 : -1;
  }
  return 0;
}

function offsetAt(pack: Pack, at: number): number {
  const small = pack.index.readUInt32BE(pack.offsets + at * 4);
  if ((small & 0x80000000) === 0) return small;
  const large = pack.largeOffsets + (small & 0x7fffffff) * 8;
  return pack.index.readUInt32BE(large) * 2 ** 32 + pack.index.readUInt32BE(large + 4);
}

/**
 * The stream inflated, at most `bound` bytes, into buffers of about the
 * `expected` size (MIN_CHUNK_BYTES to MAX_CHUNK_BYTES): zlib's output is a
 * view of the buffer it was inflated into, which lives as long as the view
 * does. At zlib's default size a cached 300-byte commit
 * kept a buffer of 16 kB (Node 20) or a share of one of 64 kB (Node 24)
 * outside the heap: 185 buffers, 12 MB, in one review of the bench's 0.1
 * ledger, against 24 buffers, 1.6 MB, sized like this.
 */
function inflateBounded(data: Buffer, bound: number, expected: number): Buffer {
  const chunkSize = Math.min(MAX_CHUNK_BYTES, Math.max(MIN_CHUNK_BYTES, expected));
  try {
    return inflateSync(data, { maxOutputLength: bound, chunkSize });
  } catch {
    throw new ObjectStoreUnreadable('an object does not inflate');
  }
}

/** zlib's smallest output buffer (Z_MIN_CHUNK). */
const MIN_CHUNK_BYTES = 64;
/**
 * The largest output buffer asked for: a size read from a pack entry's
 * header is allocated only up to this before the stream shows it is real
 * (a larger object is inflated into several, then joined).
 */
const MAX_CHUNK_BYTES = 1024 * 1024;
/** Output buffers for what a header's worth of input makes (inflatePrefix): usually under 4 kB. */
const PREFIX_CHUNK_BYTES = 4096;

/** The zlib stream at `at` (whatever follows it is the next object), which must hold `size` bytes. */
function inflateExactly(data: Buffer, at: number, size: number): Buffer {
  // One buffer of the object's own size (and the byte that proves the stream no longer).
  const body = inflateBounded(data.subarray(at), size + 1, size + 1);
  if (body.length !== size) throw new ObjectStoreUnreadable('object size');
  return body;
}

/** A delta's two sizes (its base's, its result's, each a little-endian varint) and where its ops start. */
function deltaHeader(delta: Buffer): { baseSize: number; resultSize: number; at: number } {
  let at = 0;
  const varint = (): number => {
    let value = 0;
    for (let shift = 0; ; shift += 7) {
      if (at >= delta.length || shift > 35) throw new ObjectStoreUnreadable('delta header');
      const byte = delta[at++] as number;
      value += (byte & 0x7f) * 2 ** shift;
      if ((byte & 0x80) === 0) return value;
    }
  };
  const baseSize = varint();
  const resultSize = varint();
  return { baseSize, resultSize, at };
}

/** git's delta: the base's size, the result's, then copies from the base and inserted bytes. */
export function applyDelta(base: Buffer, delta: Buffer): Buffer {
  const header = deltaHeader(delta);
  if (header.baseSize !== base.length) throw new ObjectStoreUnreadable('delta base size');
  // The size a delta announces is checked before it is allocated: a forged one claims gigabytes.
  const size = header.resultSize;
  let at = header.at;
  if (size > OBJECT_BYTES_BOUND) throw new ObjectStoreUnreadable('delta result too large');
  const out = Buffer.allocUnsafe(size);
  let written = 0;
  while (at < delta.length) {
    const op = delta[at++] as number;
    if (op & 0x80) {
      let offset = 0;
      let size = 0;
      for (let bit = 0; bit < 4; bit++)
        if (op & (1 << bit)) offset += (delta[at++] as number) * 2 ** (8 * bit);
      for (let bit = 0; bit < 3; bit++)
        if (op & (0x10 << bit)) size += (delta[at++] as number) << (8 * bit);
      if (size === 0) size = 0x10000;
      if (offset + size > base.length || written + size > out.length)
        throw new ObjectStoreUnreadable('delta copy');
      written += base.copy(out, written, offset, offset + size);
    } else if (op !== 0) {
      if (at + op > delta.length || written + op > out.length)
        throw new ObjectStoreUnreadable('delta insert');
      written += delta.copy(out, written, at, at + op);
      at += op;
    } else throw new ObjectStoreUnreadable('delta opcode 0');
  }
  if (written !== out.length) throw new ObjectStoreUnreadable('delta result size');
  return out;
}
