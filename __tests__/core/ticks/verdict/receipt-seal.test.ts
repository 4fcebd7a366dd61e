/**
 * The seal of a receipts directory (docs/USAGE.md#receipts-in-ci): one value
 * that changes with any entry's name, kind or bytes, and the
 * `receipts-digest` input that lists the seals a later job accepts.
 */
import { describe, expect, test } from '@jest/globals';
import { parseSeals, sealOf } from '../../../../src/core/ticks/verdict/receipt-seal.js';

const A = { name: 'aaaaaaaaaaaa.jsonl', kind: 'file', sha256: '1'.repeat(64) };
const B = { name: 'bbbbbbbbbbbb.jsonl', kind: 'file', sha256: '2'.repeat(64) };

describe('sealOf', () => {
  test('is sha256:<hex>, the same whatever order the entries are listed in', () => {
    expect(sealOf([A, B])).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(sealOf([B, A])).toBe(sealOf([A, B]));
  });

  test('changes with a file’s bytes, an entry added or removed, a name, a kind', () => {
    const sealed = sealOf([A, B]);
    expect(sealOf([A, { ...B, sha256: '3'.repeat(64) }])).not.toBe(sealed);
    expect(sealOf([A])).not.toBe(sealed);
    expect(sealOf([A, B, { name: 'x', kind: 'directory' }])).not.toBe(sealed);
    expect(sealOf([A, { ...B, name: 'cccccccccccc.jsonl' }])).not.toBe(sealed);
    expect(sealOf([A, { name: B.name, kind: 'symlink' }])).not.toBe(sealed);
  });

  test('a name holding a newline cannot pose as two entries', () => {
    const joined = { name: `${A.name}","file","${'1'.repeat(64)}"]\n["b`, kind: 'file' };
    expect(sealOf([joined])).not.toBe(sealOf([A, { name: 'b', kind: 'file' }]));
  });

  test('an empty directory has a seal of its own', () => {
    expect(sealOf([])).toMatch(/^sha256:/);
    expect(sealOf([])).not.toBe(sealOf([A]));
  });
});

describe('parseSeals (the receipts-digest input)', () => {
  const one = `sha256:${'a'.repeat(64)}`;
  const two = `sha256:${'b'.repeat(64)}`;

  test('a list: newlines, commas or spaces between the seals', () => {
    expect(parseSeals(`${one}\n${two}`)).toEqual({ seals: new Set([one, two]) });
    expect(parseSeals(`${one}, ${two}`)).toEqual({ seals: new Set([one, two]) });
  });

  test('JSON: a matrix job’s outputs (an empty leg skipped), or an array', () => {
    expect(
      parseSeals(JSON.stringify({ 'digest-1': one, 'digest-2': '', 'digest-3': two })),
    ).toEqual({ seals: new Set([one, two]) });
    expect(parseSeals(JSON.stringify([one]))).toEqual({ seals: new Set([one]) });
  });

  test('no seal at all (`{}`: every job failed before it sealed): an empty set, so nothing is merged', () => {
    expect(parseSeals('{}')).toEqual({ seals: new Set() });
  });

  test('anything that is not a seal is an error', () => {
    expect(parseSeals('sha256:xyz')).toEqual({ error: expect.stringContaining('sha256:xyz') });
    expect(parseSeals(`{"a": 1}`)).toEqual({ error: expect.stringContaining('not a sha256') });
    expect(parseSeals('{not json')).toEqual({ error: expect.stringContaining('JSON') });
    expect(parseSeals(`SHA256:${'A'.repeat(64)}`)).toHaveProperty('error');
  });
});
