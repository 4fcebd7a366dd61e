import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import { launchAction } from '../../src/action/launch.js';
import { readFilesAhead, readListingAhead } from '../../src/adapters/files/read-ahead.js';
import {
  listedReadRoom,
  readListedFileInto,
  readRegularFile,
  type BoundedRead,
  type EntryKind,
} from '../../src/adapters/files/untrusted-file.js';

const MAX_BYTES = 4096;
/** More files than several batches (128 each), so both threads take some. */
const FILES = 1500;

let dir: string;
let paths: string[];
/** read-ahead.ts bundled for a worker thread (the launcher's worker is dist/action.js). */
let module: string;

/** A read as the tests compare it: the bytes' length and SHA-256, or the refusal. */
function shown(read: BoundedRead): unknown {
  return read.ok
    ? { length: read.bytes.length, sha256: createHash('sha256').update(read.bytes).digest('hex') }
    : read;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'read-ahead-'));
  const files = join(dir, 'files');
  mkdirSync(files);
  paths = [];
  for (let i = 0; i < FILES; i++) {
    const path = join(files, `f${String(i).padStart(5, '0')}`);
    // Sizes from empty to over the bound; bytes that are not text too.
    const size = i === 700 ? MAX_BYTES + 1 : (i * 37) % 1500;
    writeFileSync(path, Buffer.alloc(size, i % 256));
    paths.push(path);
  }
  // Listed as files, but no longer so when read: a link (never followed), a directory, nothing.
  const target = join(dir, 'target');
  writeFileSync(target, 'not to be read');
  rmSync(paths[300] as string);
  symlinkSync(target, paths[300] as string);
  rmSync(paths[900] as string);
  mkdirSync(paths[900] as string);
  rmSync(paths[1400] as string);
  module = join(dir, 'read-ahead.mjs');
  await build({
    entryPoints: ['src/adapters/files/read-ahead.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile: module,
    logLevel: 'silent',
  });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs `body` in the launcher's worker with readFilesAhead imported; returns what it wrote to `out`. */
async function inLaunchedWorker(body: string): Promise<{ code: number; out: unknown }> {
  const out = join(dir, `out-${Math.random().toString(36).slice(2)}.json`);
  const script = join(dir, `worker-${Math.random().toString(36).slice(2)}.mjs`);
  writeFileSync(
    script,
    `import { writeFileSync } from 'node:fs';\n` +
      `import { createHash } from 'node:crypto';\n` +
      `import { readFilesAhead } from ${JSON.stringify(pathToFileURL(module).href)};\n` +
      `const paths = ${JSON.stringify(paths)};\n` +
      `const shown = (read) => read.ok ? { length: read.bytes.length, sha256: createHash('sha256').update(read.bytes).digest('hex') } : read;\n` +
      `${body}\n` +
      `writeFileSync(${JSON.stringify(out)}, JSON.stringify(result));\n`,
  );
  const code = await launchAction(pathToFileURL(script), () => undefined);
  return { code, out: JSON.parse(readFileSync(out, 'utf8')) };
}

describe('readFilesAhead', () => {
  /** Every file of `list` read in order in a launched worker, after giving the launcher time to read ahead. */
  async function readAllAhead(list: readonly string[], maxBytes: number) {
    const { code, out } = await inLaunchedWorker(
      `const list = ${JSON.stringify(list)};\n` +
        `const files = readFilesAhead(list, ${maxBytes});\n` +
        // As a parse would, this thread gives the launcher's time to read ahead.
        'Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300);\n' +
        'const reads = list.map((_, i) => shown(files.read(i)));\n' +
        'const fromMain = files.batchesFromMain;\n' +
        'files.done();\n' +
        'const result = { reads, fromMain };',
    );
    expect(code).toBe(0);
    const { reads, fromMain } = out as { reads: unknown[]; fromMain: number };
    expect(reads).toEqual(list.map((path) => shown(readRegularFile(path, maxBytes, 'file'))));
    expect(fromMain).toBeGreaterThan(0);
    return reads;
  }

  it("reads every file as this thread would, the launcher's thread reading batches ahead", async () => {
    const reads = await readAllAhead(paths, MAX_BYTES);
    // The refusals are there, each as its own read says.
    expect(reads[300]).toMatchObject({ ok: false, kind: 'symlink' });
    expect(reads[700]).toMatchObject({ ok: false, reason: 'too-large' });
    expect(reads[900]).toMatchObject({ ok: false, reason: 'unreadable' });
    expect(reads[1400]).toMatchObject({ ok: false, reason: 'missing' });
  });

  it('reads files longer than a first read, and batches larger than their first buffer, whole', async () => {
    // 64 KiB is one first read; 128 files of 60 to 100 KiB outgrow a batch's first 256 KiB.
    const big = join(dir, 'big');
    mkdirSync(big, { recursive: true });
    const bigPaths: string[] = [];
    for (let i = 0; i < 260; i++) {
      const path = join(big, `b${String(i).padStart(3, '0')}`);
      const size =
        i === 5 ? 128 * 1024 : i === 6 ? 128 * 1024 + 1 : 60 * 1024 + ((i * 977) % (40 * 1024));
      writeFileSync(path, Buffer.alloc(size, (i * 7) % 256));
      bigPaths.push(path);
    }
    const reads = await readAllAhead(bigPaths, 128 * 1024);
    expect(reads[5]).toMatchObject({ length: 128 * 1024 });
    expect(reads[6]).toMatchObject({ ok: false, reason: 'too-large' });
  });

  it('lets the worker stop early: the launcher stops reading, and the worker exits', async () => {
    const { code, out } = await inLaunchedWorker(
      `const files = readFilesAhead(paths, ${MAX_BYTES});\n` +
        'const first = shown(files.read(0));\n' +
        'files.done();\n' +
        'const result = { first };',
    );
    expect(code).toBe(0);
    expect((out as { first: unknown }).first).toEqual(
      shown(readRegularFile(paths[0] as string, MAX_BYTES, 'file')),
    );
  });

  it('reads every file itself where no launcher answers, without waiting', () => {
    // A port no one serves: every batch is still free when asked for, so this thread takes it.
    const { port1, port2 } = new MessageChannel();
    const files = readFilesAhead(paths, MAX_BYTES, port1);
    const reads = paths.map((_, i) => shown(files.read(i)));
    files.done();
    port1.close();
    port2.close();
    expect(reads).toEqual(paths.map((path) => shown(readRegularFile(path, MAX_BYTES, 'file'))));
    expect(files.batchesFromMain).toBe(0);
  });

  it('reads a file into a buffer with too little room as readRegularFile does', () => {
    const path = paths[10] as string;
    const read = readListedFileInto(path, MAX_BYTES, new Uint8Array(16), 8);
    expect(shown(read as BoundedRead)).toEqual(shown(readRegularFile(path, MAX_BYTES, 'file')));
    const target = new Uint8Array(listedReadRoom(MAX_BYTES) + 3);
    const into = readListedFileInto(path, MAX_BYTES, target, 3);
    expect(into).toEqual({ ok: true, length: 370 });
    expect(Buffer.from(target.subarray(3, 373))).toEqual(readFileSync(path));
  });

  it('reads each file here, as asked, outside a launched worker', () => {
    const files = readFilesAhead(paths.slice(0, 5), MAX_BYTES);
    expect(shown(files.read(4))).toEqual(shown(readRegularFile(paths[4] as string, MAX_BYTES)));
    expect(files.batchesFromMain).toBe(0);
  });
});

describe('readListingAhead', () => {
  it('reads a listing in its order: regular files ahead, other kinds refused as listed, without a read', () => {
    // Listed kinds are taken as given: a "directory" entry that is a file on disk is still refused.
    const kinds: EntryKind[] = ['file', 'directory', 'file', 'symlink', 'missing', 'file'];
    const listed = kinds.map((kind, i) => ({ path: paths[i] as string, kind, i }));
    const { port1, port2 } = new MessageChannel();
    const { reads, done } = readListingAhead(listed, MAX_BYTES, port1);
    const got = [...reads].map(([entry, read]) => [entry.i, shown(read)]);
    done();
    port1.close();
    port2.close();
    expect(got).toEqual(
      listed.map(({ path, kind, i }) => [i, shown(readRegularFile(path, MAX_BYTES, kind))]),
    );
    expect(got.filter(([, read]) => (read as { ok?: boolean }).ok === false)).toHaveLength(3);
  });
});
