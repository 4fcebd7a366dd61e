/** The untrusted-file primitives on real files: links, FIFOs, devices, bounds. */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  entryKind,
  linkOnTheWay,
  listEntries,
  makeDirectoryNoFollow,
  openChunkWriter,
  readRegularFile,
  RefusedPathError,
  writeNoFollow,
} from '../../../src/adapters/files/untrusted-file.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'untrusted-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const SECRET = 'TOP-SECRET-CONTENT';

test('a regular file within the bound is read whole', () => {
  writeFileSync(join(dir, 'a'), 'hello');
  const read = readRegularFile(join(dir, 'a'), 5);
  expect(read.ok && read.bytes.toString()).toBe('hello');
});

test('a file one byte over the bound is refused while reading, not read whole', () => {
  writeFileSync(join(dir, 'a'), 'hello!');
  const read = readRegularFile(join(dir, 'a'), 5);
  expect(read).toEqual({
    ok: false,
    reason: 'too-large',
    message: 'is larger than 5 bytes (not read)',
  });
});

test('a bound larger than one read chunk still reads everything', () => {
  const big = 'x'.repeat(200_000);
  writeFileSync(join(dir, 'big'), big);
  const read = readRegularFile(join(dir, 'big'), 1024 * 1024);
  expect(read.ok && read.bytes.length).toBe(200_000);
});

test('a link to a secret file is refused without following it; the message holds no content', () => {
  writeFileSync(join(dir, 'secret'), SECRET);
  symlinkSync(join(dir, 'secret'), join(dir, 'link'));
  const read = readRegularFile(join(dir, 'link'), 1024);
  expect(read).toMatchObject({ ok: false, reason: 'not-a-file', kind: 'symlink' });
  expect(JSON.stringify(read)).not.toContain(SECRET);
  expect(!read.ok && read.message).toBe('is a symbolic link (not followed)');
});

test('a link to /dev/zero, a directory and a FIFO are refused at once', () => {
  symlinkSync('/dev/zero', join(dir, 'zero'));
  mkdirSync(join(dir, 'sub'));
  execFileSync('mkfifo', [join(dir, 'fifo')]);
  expect(readRegularFile(join(dir, 'zero'), 1024)).toMatchObject({ kind: 'symlink' });
  expect(readRegularFile(join(dir, 'sub'), 1024)).toMatchObject({ kind: 'directory' });
  expect(readRegularFile(join(dir, 'fifo'), 1024)).toMatchObject({
    kind: 'fifo',
    message: 'is a FIFO (not read)',
  });
  expect(readRegularFile('/dev/zero', 1024)).toMatchObject({ kind: 'character device' });
});

test('a kind given by a listing is trusted only as far as the open: a swapped-in link is still refused', () => {
  writeFileSync(join(dir, 'secret'), SECRET);
  symlinkSync(join(dir, 'secret'), join(dir, 'swapped'));
  const read = readRegularFile(join(dir, 'swapped'), 1024, 'file');
  expect(read).toMatchObject({ ok: false, kind: 'symlink' });
});

test('a file a listing called regular is read whole at every size, and bounded while reading', () => {
  const chunk = 64 * 1024;
  for (const size of [0, 1, 1000, chunk - 1, chunk, chunk + 1, 3 * chunk + 7]) {
    const text = 'abcdefghij'.repeat(Math.ceil(size / 10)).slice(0, size);
    writeFileSync(join(dir, 'listed'), text);
    const read = readRegularFile(join(dir, 'listed'), 1024 * 1024, 'file');
    expect(read.ok && read.bytes.toString()).toBe(text);
  }
  // Two reads in a row do not share bytes (the first chunk is copied out of the scratch buffer).
  writeFileSync(join(dir, 'one'), 'first');
  writeFileSync(join(dir, 'two'), 'second!');
  const one = readRegularFile(join(dir, 'one'), 100, 'file');
  const two = readRegularFile(join(dir, 'two'), 100, 'file');
  expect([one.ok && one.bytes.toString(), two.ok && two.bytes.toString()]).toEqual([
    'first',
    'second!',
  ]);
  for (const [size, bound] of [
    [11, 10],
    [chunk + 1, chunk],
    [2 * chunk + 1, 2 * chunk],
  ] as const) {
    writeFileSync(join(dir, 'over'), 'x'.repeat(size));
    expect(readRegularFile(join(dir, 'over'), bound, 'file')).toMatchObject({
      ok: false,
      reason: 'too-large',
    });
    expect(readRegularFile(join(dir, 'over'), size, 'file')).toMatchObject({ ok: true });
  }
});

test('a FIFO swapped in where a listing saw a file is never waited on', () => {
  execFileSync('mkfifo', [join(dir, 'swapped-fifo')]);
  const read = readRegularFile(join(dir, 'swapped-fifo'), 1024, 'file');
  // O_NONBLOCK: with no writer the FIFO reads as empty, at once.
  expect(read.ok && read.bytes.length).toBe(0);
});

test('a missing file is `missing`', () => {
  expect(readRegularFile(join(dir, 'nope'), 10)).toMatchObject({ ok: false, reason: 'missing' });
  expect(entryKind(join(dir, 'nope', 'deeper'))).toBe('missing');
});

test('listEntries names each kind without following links', () => {
  writeFileSync(join(dir, 'file'), '');
  symlinkSync('/etc', join(dir, 'link-to-dir'));
  mkdirSync(join(dir, 'dir'));
  execFileSync('mkfifo', [join(dir, 'fifo')]);
  const kinds = Object.fromEntries(listEntries(dir).map((e) => [e.name, e.kind]));
  expect(kinds).toEqual({ file: 'file', 'link-to-dir': 'symlink', dir: 'directory', fifo: 'fifo' });
});

test('linkOnTheWay finds a linked directory between a trusted root and a path', () => {
  mkdirSync(join(dir, 'real', 'deep'), { recursive: true });
  symlinkSync(join(dir, 'real'), join(dir, 'linked'));
  expect(linkOnTheWay(dir, join(dir, 'real', 'deep'))).toBeUndefined();
  expect(linkOnTheWay(dir, join(dir, 'linked', 'deep'))).toEqual({
    path: join(dir, 'linked'),
    kind: 'symlink',
  });
  expect(linkOnTheWay(dir, join(dir, 'absent'))).toEqual({
    path: join(dir, 'absent'),
    kind: 'missing',
  });
});

test('writeNoFollow never writes through a link, and appends or replaces a regular file', () => {
  writeFileSync(join(dir, 'target'), SECRET);
  symlinkSync(join(dir, 'target'), join(dir, 'state.json'));
  expect(() => writeNoFollow(join(dir, 'state.json'), 'x', { append: false })).toThrow(
    'is a symbolic link (not written)',
  );
  expect(readFileSync(join(dir, 'target'), 'utf8')).toBe(SECRET);
  writeNoFollow(join(dir, 'log'), 'a\n', { append: true });
  writeNoFollow(join(dir, 'log'), 'b\n', { append: true });
  expect(readFileSync(join(dir, 'log'), 'utf8')).toBe('a\nb\n');
  writeNoFollow(join(dir, 'log'), 'c', { append: false });
  expect(readFileSync(join(dir, 'log'), 'utf8')).toBe('c');
});

test('a file at exactly the bound is read; a file whose reported size is over it is refused unread', () => {
  writeFileSync(join(dir, 'a'), 'hello');
  const atBound = readRegularFile(join(dir, 'a'), 5, 'file');
  expect(atBound.ok && atBound.bytes.toString()).toBe('hello');
  writeFileSync(join(dir, 'big'), 'x'.repeat(100));
  expect(readRegularFile(join(dir, 'big'), 99, 'file')).toMatchObject({ reason: 'too-large' });
});

test('a file that reports size 0 (as /proc files do) is still read, and still bounded', () => {
  const read = readRegularFile('/proc/self/status', 1024 * 1024);
  expect(read.ok && read.bytes.toString()).toContain('Name:');
  expect(readRegularFile('/proc/self/status', 10)).toMatchObject({ reason: 'too-large' });
});

test('linkOnTheWay trusts the ancestors a path climbs through, and checks where it turns down', () => {
  mkdirSync(join(dir, 'root'));
  mkdirSync(join(dir, 'real'));
  symlinkSync(join(dir, 'real'), join(dir, 'linked'));
  expect(linkOnTheWay(join(dir, 'root'), join(dir, 'real'))).toBeUndefined();
  expect(linkOnTheWay(join(dir, 'root'), join(dir, 'linked', 'x'))).toEqual({
    path: join(dir, 'linked'),
    kind: 'symlink',
  });
});

test('makeDirectoryNoFollow creates what is missing and refuses a linked directory on the way', () => {
  makeDirectoryNoFollow(dir, join(dir, 'results', 'state'));
  expect(entryKind(join(dir, 'results', 'state'))).toBe('directory');
  mkdirSync(join(dir, 'elsewhere'));
  symlinkSync(join(dir, 'elsewhere'), join(dir, 'linked'));
  expect(() => makeDirectoryNoFollow(dir, join(dir, 'linked', 'state'))).toThrow(
    new RefusedPathError(join(dir, 'linked'), 'symlink', 'is a symbolic link (not written)'),
  );
  expect(entryKind(join(dir, 'elsewhere', 'state'))).toBe('missing');
});

test('appending on its own line adds a newline only when the file does not end with one', () => {
  const log = join(dir, 'events.jsonl');
  writeFileSync(log, '{"a":1}');
  writeNoFollow(log, '{"b":2}\n', { append: true, ownLine: true });
  writeNoFollow(log, '{"c":3}\n', { append: true, ownLine: true });
  expect(readFileSync(log, 'utf8')).toBe('{"a":1}\n{"b":2}\n{"c":3}\n');
  writeNoFollow(join(dir, 'new.jsonl'), 'x\n', { append: true, ownLine: true });
  expect(readFileSync(join(dir, 'new.jsonl'), 'utf8')).toBe('x\n');
});

test('a FIFO is never written to, nor waited on', () => {
  execFileSync('mkfifo', [join(dir, 'fifo')]);
  expect(() => writeNoFollow(join(dir, 'fifo'), 'x', { append: true, ownLine: true })).toThrow(
    'is a FIFO (not written)',
  );
});

test('writeNoFollow with a listing’s kind replaces a file, and refuses a link whatever the listing said', () => {
  const replace = (name: string, text: string, knownKind: 'missing' | 'file' | 'symlink') =>
    writeNoFollow(join(dir, name), text, { append: false, knownKind });
  replace('state.json', 'one', 'missing');
  replace('state.json', 'two', 'file');
  expect(readFileSync(join(dir, 'state.json'), 'utf8')).toBe('two');
  writeFileSync(join(dir, 'target'), SECRET);
  symlinkSync(join(dir, 'target'), join(dir, 'linked.json'));
  expect(() => replace('linked.json', 'x', 'symlink')).toThrow('is a symbolic link (not written)');
  // A listing that is out of date (a link swapped in) is caught by O_NOFOLLOW.
  expect(() => replace('linked.json', 'x', 'file')).toThrow('is a symbolic link (not written)');
  expect(readFileSync(join(dir, 'target'), 'utf8')).toBe(SECRET);
});

test('a path the listing called missing is created new; if something appeared there since, it is looked at first', () => {
  const create = (name: string, text: string) =>
    writeNoFollow(join(dir, name), text, { append: false, knownKind: 'missing' });
  create('fresh.json', 'new');
  expect(readFileSync(join(dir, 'fresh.json'), 'utf8')).toBe('new');
  // A regular file appeared after the listing: it is replaced, as ev replaces its state files.
  writeFileSync(join(dir, 'appeared.json'), 'old and longer');
  create('appeared.json', 'new');
  expect(readFileSync(join(dir, 'appeared.json'), 'utf8')).toBe('new');
  // A link appeared (even a dangling one): refused, its target neither written nor created.
  writeFileSync(join(dir, 'target'), SECRET);
  symlinkSync(join(dir, 'target'), join(dir, 'linked.json'));
  symlinkSync(join(dir, 'nowhere'), join(dir, 'dangling.json'));
  expect(() => create('linked.json', 'x')).toThrow('is a symbolic link (not written)');
  expect(() => create('dangling.json', 'x')).toThrow('is a symbolic link (not written)');
  expect(readFileSync(join(dir, 'target'), 'utf8')).toBe(SECRET);
  expect(entryKind(join(dir, 'nowhere'))).toBe('missing');
  // A FIFO appeared: refused without blocking.
  execFileSync('mkfifo', [join(dir, 'fifo.json')]);
  expect(() => create('fifo.json', 'x')).toThrow(RefusedPathError);
});

describe('openChunkWriter: a file replaced by a stream of chunks', () => {
  test('every chunk is written, in order, replacing what was there; multi-byte text stays whole', async () => {
    const path = join(dir, 'report.json');
    writeFileSync(path, 'old content that is longer than the new one '.repeat(10_000));
    const chunks = Array.from({ length: 3000 }, (_, i) => `{"n":${i},"t":"é😀"}\n`);
    await openChunkWriter(path).writeAll(chunks);
    expect(readFileSync(path, 'utf8')).toBe(chunks.join(''));
  });

  test('a chunk larger than the buffer is written whole, in its place among small ones', async () => {
    const path = join(dir, 'report.json');
    const large = `"${'é😀x'.repeat(40_000)}"`;
    const chunks = ['{"a":', '1,', '"b":', large, ',"c":', '"ü"}', '\n'];
    await openChunkWriter(path).writeAll(chunks);
    expect(readFileSync(path, 'utf8')).toBe(chunks.join(''));
  });

  test('what waits on the event loop runs while a large file is written, not after it', async () => {
    const path = join(dir, 'report.json');
    const order: string[] = [];
    function* chunks(): Generator<string> {
      for (let i = 0; i < 64; i++) {
        order.push(`chunk ${i}`);
        yield 'x'.repeat(16 * 1024);
      }
    }
    const writing = openChunkWriter(path).writeAll(chunks());
    setImmediate(() => order.push('answer'));
    await writing;
    const answer = order.indexOf('answer');
    expect(answer).toBeGreaterThan(0);
    expect(answer).toBeLessThan(order.length - 1);
    expect(readFileSync(path).length).toBe(64 * 16 * 1024);
  });

  test('a link is refused when the file is opened, before anything is written', () => {
    writeFileSync(join(dir, 'secret'), SECRET);
    symlinkSync(join(dir, 'secret'), join(dir, 'link'));
    expect(() => openChunkWriter(join(dir, 'link'))).toThrow(RefusedPathError);
    expect(readFileSync(join(dir, 'secret'), 'utf8')).toBe(SECRET);
  });

  test('a FIFO is refused when the file is opened', () => {
    execFileSync('mkfifo', [join(dir, 'fifo')]);
    expect(() => openChunkWriter(join(dir, 'fifo'))).toThrow(RefusedPathError);
  });
});
