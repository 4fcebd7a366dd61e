/**
 * The command line's code cache, made after the command has run
 * (docs/PERFORMANCE.md#start-up). Node's compile cache is made when a
 * module is compiled, before it runs, so it holds the top level and little
 * else: every function a command calls would be compiled again on every
 * run. V8 can make the cache after the run instead
 * (`vm.Script#createCachedData`), holding every function compiled so far.
 *
 * So the CLI's chunks (dist/cli.<id>.js) are scripts, not modules
 * (scripts/bundle.mjs): each evaluates to a function that returns
 * webpack's `{ id, ids, modules }`, and the bundle's chunk loader asks the
 * loader made here, which compiles the chunk with its cache, if any. After
 * a command that succeeded, a chunk that had no cache, or one V8 rejected,
 * gets one. A cache is kept per command (what `--help` compiles is not what
 * `doctor` calls), per chunk file (its path: a new version installed in the
 * same place overwrites the old one's caches, rather than adding to them) and
 * per Node (its version, architecture and options). Each file begins with a
 * stamp of the chunk's bytes (a CRC-32 and the length): a cache of other bytes
 * is not used, and is made again. V8 also refuses a cache made by another V8
 * or with other flags.
 *
 * Cached code runs as it is read back: the files live in the compile
 * cache's private directory, with its checks (compile-cache.ts). A cache is
 * only ever a saving: any error reading or writing it, and the chunk runs
 * without one.
 */
import { closeSync, openSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';
import { writeAll } from '../files/write-all.js';
import { builtin } from './builtins.js';

/** What a chunk of the bundle holds: webpack's `installChunk` takes it. */
export interface ChunkData {
  readonly id: number | string;
  readonly ids: readonly (number | string)[];
  readonly modules: Readonly<Record<string, unknown>>;
}

/** How the cache went for one chunk: read and taken, none yet, or one V8 refused. */
export type CacheUse = 'used' | 'missing' | 'rejected' | 'off';

/** Loads a chunk by its file's URL. */
export type ChunkLoader = (url: URL) => Promise<ChunkData>;

/** Where the bundle's chunk loader (scripts/bundle.mjs) finds ours. */
export const CHUNK_LOADER = Symbol.for('evolving-action.load-chunk');

export interface CodeCacheOptions {
  /** The private cache directory (compile-cache.ts's checks passed), or undefined: no cache. */
  readonly dir: string | undefined;
  /** The command line's words: the first command-like one names the cache. */
  readonly argv: readonly string[];
  /**
   * Node's options (its own command line's, NODE_OPTIONS): runs with other V8 flags have
   * caches of their own, so that runs with and without them do not remake each other's.
   */
  readonly nodeOptions?: readonly string[];
}

/** One chunk loaded: its cache file and script, kept to write the cache at exit. */
interface Loaded {
  readonly path: string;
  readonly file: string | undefined;
  readonly stamp: Buffer | undefined;
  readonly script: Script;
  readonly use: CacheUse;
}

/**
 * The name the cache goes under: the command (`doctor`), or `-` when the
 * first word that looks like one is none. A wrong guess (an option's
 * value) only files the cache under another name.
 */
export function commandTag(argv: readonly string[]): string {
  return argv.find((word) => /^[a-z][a-z0-9-]{0,31}$/.test(word)) ?? '-';
}

type Crc32 = (data: Uint8Array | string) => number;

/** zlib's CRC-32 (Node 20.15 and 22.2 on), or undefined: then no cache. */
function crc32Function(): Crc32 | undefined {
  const { crc32 } = builtin<{ crc32?: Crc32 }>('node:zlib');
  return typeof crc32 === 'function' ? crc32 : undefined;
}

const hex = (n: number) => n.toString(16).padStart(8, '0');

/** The cache file of a chunk: its name and path, this Node and its options, the command. */
export function cacheFileName(
  chunkPath: string,
  tag: string,
  nodeOptions: readonly string[] = [],
): string | undefined {
  const crc32 = crc32Function();
  if (crc32 === undefined) return undefined;
  const options = nodeOptions.filter((option) => option !== '');
  const flags = options.length === 0 ? '' : `-${hex(crc32(options.join('\0')))}`;
  const node = `${process.version}-${process.arch}${flags}`;
  return `${basename(chunkPath)}.${hex(crc32(chunkPath))}.${node}.${tag}.v8cache`;
}

/**
 * What a cache file begins with: a mark, the chunk's CRC-32 and length, and
 * padding to 16 bytes (V8 takes its data aligned).
 */
const STAMP_BYTES = 16;
const MARK = 0x65766363; // "evcc"

/** The stamp of a chunk's bytes, or undefined without a CRC-32. */
export function chunkStamp(bytes: Uint8Array): Buffer | undefined {
  const crc32 = crc32Function();
  if (crc32 === undefined) return undefined;
  const stamp = Buffer.alloc(STAMP_BYTES);
  stamp.writeUInt32BE(MARK, 0);
  stamp.writeUInt32BE(crc32(bytes), 4);
  stamp.writeUInt32BE(bytes.length % 2 ** 32, 8);
  return stamp;
}

/** The V8 data of a cache file stamped `stamp`; 'stale' when it is another chunk's. */
function readCache(file: string, stamp: Buffer): { data: Buffer } | 'missing' | 'stale' {
  let content: Buffer;
  try {
    content = readFileSync(file);
  } catch {
    return 'missing';
  }
  return content.length > STAMP_BYTES && content.subarray(0, STAMP_BYTES).equals(stamp)
    ? { data: content.subarray(STAMP_BYTES) }
    : 'stale';
}

/**
 * Written to a name of its own, then renamed: a run reading it meanwhile sees all or none.
 * The file is created before the cache is made, so that a directory that cannot be written
 * costs an `open`, not V8's work of making the cache, in every run.
 */
export function writeCache(file: string, data: () => Uint8Array): void {
  const temporary = `${file}.${process.pid}-${Math.random().toString(36).slice(2)}.tmp`;
  let fd: number;
  try {
    fd = openSync(temporary, 'wx', 0o600);
  } catch {
    return;
  }
  try {
    try {
      writeAll(fd, data());
    } finally {
      closeSync(fd);
    }
    renameSync(temporary, file);
  } catch {
    rmSync(temporary, { force: true });
  }
}

export interface CodeCache {
  readonly load: ChunkLoader;
  /** How each chunk loaded so far found its cache, by the chunk's file name. */
  readonly uses: () => ReadonlyMap<string, CacheUse>;
  /** Makes and writes the caches missing or rejected; what the loader does at a successful exit. */
  readonly write: () => void;
}

/**
 * The chunk loader. With a directory, a chunk's cache is read from it, and
 * at the process's exit with code 0 the caches that were missing or
 * rejected are made and written.
 */
export function codeCache(options: CodeCacheOptions): CodeCache {
  const tag = commandTag(options.argv);
  const loaded: Loaded[] = [];
  let listening = false;
  const write = () => {
    for (const { file, stamp, script, use } of loaded) {
      if (file === undefined || stamp === undefined || use === 'used') continue;
      try {
        writeCache(file, () => Buffer.concat([stamp, script.createCachedData()]));
      } catch {
        // No cache this time: the next run makes it.
      }
    }
  };
  const load: ChunkLoader = async (url) => {
    const path = fileURLToPath(url);
    const bytes = readFileSync(path);
    let file: string | undefined;
    let stamp: Buffer | undefined;
    let found: ReturnType<typeof readCache> | undefined;
    if (options.dir !== undefined) {
      try {
        const name = cacheFileName(path, tag, options.nodeOptions);
        stamp = chunkStamp(bytes);
        if (name !== undefined && stamp !== undefined) file = join(options.dir, name);
      } catch {
        file = undefined;
      }
      if (file !== undefined && stamp !== undefined) found = readCache(file, stamp);
    }
    const cachedData = typeof found === 'object' ? found.data : undefined;
    const script = new Script(bytes.toString('utf8'), { filename: path, cachedData });
    const use: CacheUse =
      file === undefined
        ? 'off'
        : found === 'missing'
          ? 'missing'
          : found === 'stale' || script.cachedDataRejected === true
            ? 'rejected'
            : 'used';
    loaded.push({ path, file, stamp, script, use });
    if (use === 'missing' || use === 'rejected') {
      if (!listening) {
        listening = true;
        process.once('exit', (code) => {
          if (code === 0) write();
        });
      }
    }
    const chunk = script.runInThisContext() as (importMetaUrl: string) => ChunkData;
    return chunk(url.href);
  };
  const uses = () => new Map(loaded.map(({ path, use }) => [basename(path), use]));
  return { load, uses, write };
}
