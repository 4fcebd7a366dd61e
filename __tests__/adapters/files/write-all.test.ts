import { afterEach, expect, test } from '@jest/globals';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeAll } from '../../../src/adapters/files/write-all.js';

const dir = mkdtempSync(join(tmpdir(), 'write-all-'));
afterEach(() => rmSync(join(dir, 'f'), { force: true }));

function written(data: string | Uint8Array): Buffer {
  const fd = openSync(join(dir, 'f'), 'w');
  try {
    writeAll(fd, data);
  } finally {
    closeSync(fd);
  }
  return readFileSync(join(dir, 'f'));
}

test('a string and bytes are written whole, UTF-8 included', () => {
  expect(written('ticks ✓ 二\n').toString('utf8')).toBe('ticks ✓ 二\n');
  const bytes = Uint8Array.from({ length: 300_000 }, (_, i) => i % 251);
  expect(written(bytes).equals(Buffer.from(bytes))).toBe(true);
  expect(written('')).toHaveLength(0);
});

test('a descriptor that cannot be written: its error is thrown', () => {
  written('x');
  const fd = openSync(join(dir, 'f'), 'r');
  try {
    expect(() => writeAll(fd, Buffer.from('x'))).toThrow();
  } finally {
    closeSync(fd);
  }
});
