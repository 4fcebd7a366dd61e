import {
  decodeText,
  NOT_UTF8,
  readEveryTick,
  readTick,
} from '../../../src/core/ticks/tick-reader.js';
import { parseLedger, parseLedgerInTurns, type TickFile } from '../../../src/core/ticks/ledger.js';
import { aTick } from '../../../test-support/builders.js';

const bytes = (text: string): Buffer => Buffer.from(text, 'utf8');
const tickJson = (overrides: Record<string, unknown> = {}): Buffer => {
  const { unknownKeys: _, ...tick } = aTick();
  return bytes(JSON.stringify({ ...tick, ...overrides }, null, 2));
};

describe('decodeText', () => {
  test('invalid UTF-8 is ev’s I/O error, a byte-order mark is kept', () => {
    expect(decodeText(Buffer.from([0x7b, 0xff]))).toEqual({ ok: false, message: NOT_UTF8 });
    expect(decodeText(bytes('\ufeff{}'))).toEqual({ ok: true, text: '\ufeff{}' });
  });
});

describe('readTick (log, reopen)', () => {
  test('a tick that parses', () => {
    const read = readTick(tickJson());
    expect(read.ok && read.tick.id).toBe('638c47b0c9dd');
  });

  test('not UTF-8, not JSON and not a tick each give one message', () => {
    expect(readTick(Buffer.from([0xff]))).toEqual({ ok: false, message: NOT_UTF8 });
    const notJson = readTick(bytes('{"id": '));
    expect(notJson.ok).toBe(false);
    expect(!notJson.ok && notJson.message).toBe('EOF while parsing a value at line 1 column 7');
    const grounds = tickJson({ grounds: [{ claim: 'c', supports: 'maybe' }] });
    expect(readTick(grounds)).toEqual({ ok: false, message: 'invalid supports: maybe' });
  });

  test('a JSON error never quotes the file', () => {
    const read = readTick(bytes('{"secret-token-abc": nope}'));
    expect(!read.ok && read.message).not.toContain('secret-token-abc');
  });
});

describe('readEveryTick (list, brief, why)', () => {
  test('keeps the order given, ticks that fail to parse without a tick, skips what is not a file', () => {
    const files: TickFile[] = [
      { name: 'b', bytes: tickJson() },
      { name: 'dir', notAFile: true },
      { name: 'a', bytes: tickJson({ jurisdiction: 'Z' }) },
    ];
    const read = readEveryTick(files);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.files.map((f) => [f.file, f.tick !== undefined])).toEqual([
      ['b', true],
      ['a', false],
    ]);
  });

  test('the first file that is not JSON aborts, naming the file', () => {
    const read = readEveryTick([
      { name: 'good', bytes: tickJson() },
      { name: 'broken', bytes: bytes('{') },
      { name: 'later', bytes: bytes('nope') },
    ]);
    expect(read.ok).toBe(false);
    expect(!read.ok && read.message).toBe('broken: EOF while parsing an object at line 1 column 1');
  });

  test('a file that is not UTF-8 aborts with ev’s I/O error; one that could not be read names itself', () => {
    expect(readEveryTick([{ name: 'x', bytes: Buffer.from([0xc3]) }])).toEqual({
      ok: false,
      message: NOT_UTF8,
    });
    expect(readEveryTick([{ name: 'x', readError: 'is larger than 4 MiB (not read)' }])).toEqual({
      ok: false,
      message: 'x: is larger than 4 MiB (not read)',
    });
  });
});

describe('parseLedgerInTurns (the action, while git answers)', () => {
  test("parseLedger's entries, a turn taken between shares of files", async () => {
    const files: TickFile[] = [];
    for (let i = 600; i > 0; i--)
      files.push(
        i % 7 === 0
          ? { name: `f${i}`, bytes: bytes('{') }
          : i % 11 === 0
            ? { name: `d${i}`, notAFile: true }
            : { name: `t${i}`, bytes: tickJson({ claim: `claim ${i}` }) },
      );
    let turns = 0;
    const inTurns = await parseLedgerInTurns(files, async () => {
      turns++;
    });
    expect(inTurns).toEqual(parseLedger(files));
    expect(inTurns.map((entry) => entry.file)[0]).toBe('d11');
    expect(turns).toBe(2);
  });
});
