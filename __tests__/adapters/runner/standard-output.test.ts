// The CLI's standard output written to its descriptor: every byte in order, a reader that went
// away (EPIPE) ends the output quietly, a non-blocking descriptor that fills (EAGAIN) hands the
// rest to the stream. Real FIFOs stand in for the pipes a shell makes.
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { execFileSync, spawnSync } from 'node:child_process';
import { closeSync, constants, mkdtempSync, openSync, readSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { descriptorWriter } from '../../../src/adapters/runner/standard-output.js';
import { cliBundle } from '../../../test-support/bundle.js';

let dir: string;
let fifo: string;
const open: number[] = [];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'stdout-'));
  fifo = join(dir, 'pipe');
  execFileSync('mkfifo', [fifo]);
});

afterEach(() => {
  for (const fd of open.splice(0)) closeSync(fd);
  rmSync(dir, { recursive: true, force: true });
});

function fd(flags: number): number {
  const opened = openSync(fifo, flags);
  open.push(opened);
  return opened;
}

/** What the non-blocking `reader` holds now (EAGAIN: nothing more). */
function readAll(reader: number): Buffer {
  const chunks: Buffer[] = [];
  const buffer = Buffer.alloc(65536);
  for (;;) {
    let n: number;
    try {
      n = readSync(reader, buffer);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EAGAIN') break;
      throw error;
    }
    if (n === 0) break;
    chunks.push(Buffer.from(buffer.subarray(0, n)));
  }
  return Buffer.concat(chunks);
}

/** A stream that keeps what it is given. */
function keeper(): { stream: Writable; text: () => string } {
  const chunks: Buffer[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(Buffer.from(chunk));
      done();
    },
  });
  return { stream, text: () => Buffer.concat(chunks).toString('utf8') };
}

describe('a descriptor', () => {
  test('every write arrives whole and in order, UTF-8 included; the stream is never asked', () => {
    const reader = fd(constants.O_RDONLY | constants.O_NONBLOCK);
    const writer = fd(constants.O_WRONLY);
    const fallback = keeper();
    const write = descriptorWriter(writer, () => fallback.stream);
    write('one\n');
    write('');
    write('二 ✓\n');
    expect(readAll(reader).toString('utf8')).toBe('one\n二 ✓\n');
    expect(fallback.text()).toBe('');
  });

  test('a reader that went away: the output ends quietly, later writes are dropped', () => {
    const reader = fd(constants.O_RDONLY | constants.O_NONBLOCK);
    const writer = fd(constants.O_WRONLY);
    closeSync(open.splice(open.indexOf(reader), 1)[0]!);
    const fallback = keeper();
    const write = descriptorWriter(writer, () => fallback.stream);
    expect(() => write('lost\n')).not.toThrow();
    expect(() => write('lost too\n')).not.toThrow();
    expect(fallback.text()).toBe('');
  });

  test('a non-blocking descriptor that fills: what it took, then the rest through the stream', () => {
    const reader = fd(constants.O_RDONLY | constants.O_NONBLOCK);
    const writer = fd(constants.O_WRONLY | constants.O_NONBLOCK);
    const fallback = keeper();
    const write = descriptorWriter(writer, () => fallback.stream);
    const text = 'x'.repeat(300_000);
    write(text);
    write('after\n');
    const taken = readAll(reader).toString('utf8');
    expect(taken.length).toBeGreaterThan(0);
    expect(taken.length).toBeLessThan(text.length);
    expect(taken + fallback.text()).toBe(`${text}after\n`);
  });
});

test('the bundled CLI into a pipe its reader closed: no stack trace, its own exit code', () => {
  // `true` leaves without reading, long before the CLI has started: its write meets EPIPE
  // (before, Node's "Unhandled 'error' event", a stack trace and exit code 1).
  const run = spawnSync(
    'bash',
    ['-c', `"$0" "$1" --help | true; echo "\${PIPESTATUS[0]}"`, process.execPath, cliBundle()],
    { encoding: 'utf8' },
  );
  expect(run.stderr).not.toMatch(/EPIPE|Error|at /);
  expect(run.stdout.trim()).toBe('0');
});
