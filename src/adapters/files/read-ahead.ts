/**
 * Files read by the launcher's thread while the action's worker parses them.
 *
 * Why: the action runs in a worker thread (action/launch.ts), and the
 * process's main thread only waits for it. Reading a large ledger's files is
 * one system call after another (open, read, close: 35 ms for 10,000 tick
 * files, 27 ms for 7,000 receipt files), all on the worker's one thread,
 * between the parsing of one file and the next. The main thread can read
 * them on the machine's other core instead, a batch ahead of the parse, and
 * hand over the bytes.
 *
 * How: where the worker reads a directory's files, it sends their paths (the
 * regular files of its listing, as before) in one request, with a channel of
 * their own. The files go in batches, and each batch is claimed once, by
 * whichever thread takes it first (a compare-and-exchange on a buffer both
 * share): the main thread from the first batch on, the worker when it reaches
 * a batch no one has taken. The main thread reads each batch it claims with
 * the same bounded, link-refusing read (`readRegularFile`), and sends the
 * bytes (one buffer, moved, not copied) and each file's outcome. The worker
 * asks for the files in order and synchronously, as before: a batch the main
 * thread holds is waited for (Atomics.wait, bounded; it is being read at that
 * moment) and taken off the channel (`receiveMessageOnPort`).
 *
 * What is read, and when, does not change: the request is made where the
 * files were read, each file is read once, with the same bound and refusals,
 * and a file the main thread cannot deliver in time is read here. A run
 * without a launcher (the action started directly, a test, the CLI) reads
 * every file itself.
 */
import type * as WorkerThreads from 'node:worker_threads';
import { builtin } from '../runner/builtins.js';
import {
  listedReadRoom,
  readListedFileInto,
  readRegularFile,
  type BoundedRead,
  type EntryKind,
} from './untrusted-file.js';

/** The worker's request: read `paths` (regular files by their listing), `batchSize` at a time. */
export const READ_AHEAD_REQUEST = 'evolving:read-ahead';

/** Files per batch: about half a millisecond of reading. */
const BATCH_SIZE = 128;

/** A batch's state, in the buffer both threads share. */
const FREE = 0;
const TAKEN_BY_MAIN = 1;
const TAKEN_BY_WORKER = 2;
const SENT = 3;

/** How long the worker waits for a batch the main thread holds, in slices: then it reads the files itself. */
const WAIT_SLICE_MS = 50;
const WAIT_SLICES = 100;

interface ReadAheadRequest {
  type: typeof READ_AHEAD_REQUEST;
  paths: readonly string[];
  maxBytes: number;
  batchSize: number;
  /** One Int32 per batch: FREE, TAKEN_BY_MAIN, TAKEN_BY_WORKER or SENT. */
  state: SharedArrayBuffer;
  /** Where the batches go. */
  port: WorkerThreads.MessagePort;
}

/** A file's outcome as it crosses threads: its length in the batch's buffer, or why it was not read. */
type SentRead = { length: number } | Extract<BoundedRead, { ok: false }>;

interface SentBatch {
  batch: number;
  buffer: ArrayBuffer;
  reads: SentRead[];
}

function threads(): typeof WorkerThreads {
  return builtin<typeof WorkerThreads>('node:worker_threads');
}

function batchCount(files: number, batchSize: number): number {
  return Math.ceil(files / batchSize);
}

// ---------------------------------------------------------------------------
// The main thread's side

function isRequest(message: unknown): message is ReadAheadRequest {
  const request = message as Partial<ReadAheadRequest> | null;
  return (
    request?.type === READ_AHEAD_REQUEST &&
    Array.isArray(request.paths) &&
    typeof request.maxBytes === 'number' &&
    typeof request.batchSize === 'number' &&
    request.batchSize > 0 &&
    isSharedBuffer(request.state) &&
    typeof request.port?.postMessage === 'function'
  );
}

/** Not `instanceof`: a buffer from another realm (a test's context) is one too. */
function isSharedBuffer(value: unknown): value is SharedArrayBuffer {
  return Object.prototype.toString.call(value) === '[object SharedArrayBuffer]';
}

/** Where a batch's files are read to start with (128 tick files take about 160 kB). */
const BATCH_BYTES = 256 * 1024;

/** `buffer`'s first `used` bytes in a larger buffer, with `need` bytes of room after them. */
function grown(
  buffer: Uint8Array<ArrayBuffer>,
  used: number,
  need: number,
): Uint8Array<ArrayBuffer> {
  const larger = new Uint8Array(Math.max(buffer.length * 2, used + need));
  larger.set(buffer.subarray(0, used));
  return larger;
}

/**
 * One batch's files read straight into one buffer (no Buffer per file and
 * no copy, so this thread's heap stays as small as it was), and each file's
 * outcome.
 */
function readPacked({ paths, batchSize, maxBytes }: ReadAheadRequest, batch: number): SentBatch {
  const room = listedReadRoom(maxBytes);
  let buffer: Uint8Array<ArrayBuffer> = new Uint8Array(Math.max(BATCH_BYTES, room));
  let offset = 0;
  const reads: SentRead[] = [];
  const end = Math.min(paths.length, (batch + 1) * batchSize);
  for (let i = batch * batchSize; i < end; i++) {
    if (buffer.length - offset < room) buffer = grown(buffer, offset, room);
    const read = readListedFileInto(paths[i] as string, maxBytes, buffer, offset);
    if ('length' in read) {
      reads.push({ length: read.length });
      offset += read.length;
    } else if (!read.ok) reads.push(read);
    else {
      // Longer than the room: read whole as its own Buffer, copied in.
      if (buffer.length - offset < read.bytes.length)
        buffer = grown(buffer, offset, read.bytes.length);
      buffer.set(read.bytes, offset);
      reads.push({ length: read.bytes.length });
      offset += read.bytes.length;
    }
  }
  return { batch, buffer: buffer.buffer, reads };
}

/**
 * Answers `worker`'s read-ahead requests on this thread: each batch no one
 * has taken is read and sent, one batch per turn of the event loop (a stop
 * signal is handled between two), until all are taken or the worker exits.
 */
export function serveReadAhead(worker: WorkerThreads.Worker): void {
  let exited = false;
  worker.once('exit', () => (exited = true));
  worker.on('message', (message: unknown) => {
    if (!isRequest(message)) return;
    const { paths, batchSize, port } = message;
    const state = new Int32Array(message.state);
    const batches = Math.min(state.length, batchCount(paths.length, batchSize));
    let batch = 0;
    const next = (): void => {
      while (!exited && batch < batches) {
        const b = batch++;
        if (Atomics.compareExchange(state, b, FREE, TAKEN_BY_MAIN) !== FREE) continue;
        const sent = readPacked(message, b);
        port.postMessage(sent, [sent.buffer]);
        Atomics.store(state, b, SENT);
        Atomics.notify(state, b);
        setImmediate(next);
        return;
      }
      port.close();
    };
    next();
  });
}

// ---------------------------------------------------------------------------
// The worker's side

/** A list of files, read in any order, each once. */
export interface FilesRead {
  read(index: number): BoundedRead;
  /** How many batches the main thread has read so far (what tests look at). */
  readonly batchesFromMain: number;
  /** Nothing more will be asked: the batches no one took are taken, so the main thread stops. */
  done(): void;
}

/** The launcher's read-ahead (`workerData.readAhead`), when this thread is its worker. */
export function readAheadPort(): WorkerThreads.MessagePort | undefined {
  const { isMainThread, parentPort, workerData } = threads();
  if (isMainThread || parentPort === null) return undefined;
  return (workerData as { readAhead?: unknown } | null | undefined)?.readAhead === true
    ? parentPort
    : undefined;
}

/** The outcomes sent for one batch, the bytes viewed in place in its buffer. */
function received(batch: SentBatch): BoundedRead[] {
  const reads: BoundedRead[] = [];
  let offset = 0;
  for (const sent of batch.reads) {
    if ('length' in sent) {
      reads.push({ ok: true, bytes: Buffer.from(batch.buffer, offset, sent.length) });
      offset += sent.length;
    } else reads.push(sent);
  }
  return reads;
}

/** Reads each file here, as asked. */
function readHere(paths: readonly string[], maxBytes: number): FilesRead {
  return {
    read: (index) => readRegularFile(paths[index] as string, maxBytes, 'file'),
    batchesFromMain: 0,
    done() {},
  };
}

/**
 * `paths` (regular files by their directory's listing), each read at most
 * `maxBytes`: by the main thread where `port` (the launcher's) offers it, a
 * batch ahead, else here as each is asked.
 */
export function readFilesAhead(
  paths: readonly string[],
  maxBytes: number,
  port: WorkerThreads.MessagePort | undefined = readAheadPort(),
): FilesRead {
  // One batch or none: nothing to read ahead of.
  if (port === undefined || paths.length <= BATCH_SIZE) return readHere(paths, maxBytes);
  const { MessageChannel, receiveMessageOnPort } = threads();
  const channel = new MessageChannel();
  const batches = batchCount(paths.length, BATCH_SIZE);
  const state = new Int32Array(new SharedArrayBuffer(batches * Int32Array.BYTES_PER_ELEMENT));
  const request: ReadAheadRequest = {
    type: READ_AHEAD_REQUEST,
    paths,
    maxBytes,
    batchSize: BATCH_SIZE,
    state: state.buffer as SharedArrayBuffer,
    port: channel.port2,
  };
  port.postMessage(request, [channel.port2]);
  const held = new Map<number, BoundedRead[]>();
  // A batch this thread takes is read as the main thread reads one (readPacked).
  const readBatch = (batch: number): BoundedRead[] => received(readPacked(request, batch));
  let fromMain = 0;
  /**
   * Takes the last batch no one has taken and reads it here (the main thread
   * reads from the first on, so the two meet); false when none is left.
   */
  let last = batches - 1;
  const readOneFromTheEnd = (after: number): boolean => {
    for (; last > after; last--) {
      if (Atomics.compareExchange(state, last, FREE, TAKEN_BY_WORKER) !== FREE) continue;
      held.set(last, readBatch(last));
      last--;
      return true;
    }
    return false;
  };
  /**
   * The main thread's batch `batch`, once it is on the channel (undefined: not
   * in time). While it is being read, this thread reads batches from the end.
   */
  const delivered = (batch: number): BoundedRead[] | undefined => {
    for (let slice = 0; slice < WAIT_SLICES && Atomics.load(state, batch) !== SENT;) {
      if (readOneFromTheEnd(batch)) continue;
      Atomics.wait(state, batch, TAKEN_BY_MAIN, WAIT_SLICE_MS);
      slice++;
    }
    if (Atomics.load(state, batch) !== SENT) return undefined;
    // Batches arrive in the order they were sent: those before this one are kept.
    for (let left = batches; left > 0; left--) {
      const message = receiveMessageOnPort(channel.port1)?.message as SentBatch | undefined;
      if (message === undefined) return undefined;
      fromMain++;
      const reads = received(message);
      if (message.batch === batch) return reads;
      held.set(message.batch, reads);
    }
    return undefined;
  };
  const batchReads = (batch: number): BoundedRead[] => {
    const known = held.get(batch);
    if (known !== undefined) return known;
    const taken = Atomics.compareExchange(state, batch, FREE, TAKEN_BY_WORKER) === FREE;
    const reads = (taken ? undefined : delivered(batch)) ?? readBatch(batch);
    held.set(batch, reads);
    return reads;
  };
  return {
    read(index) {
      const batch = Math.floor(index / BATCH_SIZE);
      const within = index - batch * BATCH_SIZE;
      const reads = batchReads(batch);
      // A batch is let go once its last file is read: the bytes are garbage once parsed.
      if (within === reads.length - 1) held.delete(batch);
      return reads[within] as BoundedRead;
    },
    get batchesFromMain() {
      return fromMain;
    },
    done() {
      for (let batch = 0; batch < batches; batch++)
        Atomics.compareExchange(state, batch, FREE, TAKEN_BY_WORKER);
      held.clear();
      channel.port1.close();
    },
  };
}

/**
 * A directory's listed entries read in the listing's order, each with its
 * read: the regular files by readFilesAhead, anything else refused here as
 * readRegularFile refuses its kind, without a system call. `done` when the
 * reading ends, however it ends, so the other thread stops.
 */
export function readListingAhead<T extends { path: string; kind: EntryKind }>(
  listed: readonly T[],
  maxBytes: number,
  port: WorkerThreads.MessagePort | undefined = readAheadPort(),
): { reads: Iterable<[T, BoundedRead]>; done(): void } {
  const regular = listed.filter((entry) => entry.kind === 'file').map((entry) => entry.path);
  const files = readFilesAhead(regular, maxBytes, port);
  return {
    reads: {
      *[Symbol.iterator]() {
        let next = 0;
        for (const entry of listed)
          yield [
            entry,
            entry.kind === 'file'
              ? files.read(next++)
              : readRegularFile(entry.path, maxBytes, entry.kind),
          ];
      },
    },
    done: () => files.done(),
  };
}
