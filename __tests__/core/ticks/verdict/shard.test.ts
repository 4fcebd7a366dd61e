/** `shard: K/N`: which bound tests a shard job runs. */
import { createHash } from 'node:crypto';
import {
  formatShard,
  inShard,
  MAX_SHARDS,
  parseShard,
  shardOfRef,
  verdictsInShard,
  type Shard,
} from '../../../../src/core/ticks/verdict/shard.js';
import type { TickVerdict } from '../../../../src/core/ticks/verdict/verdict.js';
import { aBoundGround, aTick, aTickVerdict } from '../../../../test-support/builders.js';

/** The shards of `refs` among `count`: ref → K. */
function partition(refs: readonly string[], count: number): Map<string, number> {
  return new Map(refs.map((ref) => [ref, shardOfRef(ref, count)]));
}

const refs = (prefix: string, n: number): string[] =>
  Array.from({ length: n }, (_, i) => `pytest tests/${prefix}_${i}.py::test_holds`);

const shards = (count: number): Shard[] =>
  Array.from({ length: count }, (_, i) => ({ index: i + 1, count }));

describe('shardOfRef', () => {
  test("is the ref's receipt key (first 12 hex of SHA-256) modulo N, counted from 1", () => {
    for (const ref of ['pytest tests/test_a.py', 'grep -q 42 src/app.ts', 'npm test -- retry']) {
      const key = createHash('sha256').update(ref, 'utf8').digest('hex').slice(0, 12);
      for (const count of [1, 2, 3, 4, 7, MAX_SHARDS])
        expect(shardOfRef(ref, count)).toBe((parseInt(key, 16) % count) + 1);
    }
    // Pinned: a release that changed the partition would move every team's shards.
    expect(shardOfRef('pytest tests/test_a.py', 4)).toBe(4);
    expect(shardOfRef('grep -q 42 src/app.ts', 4)).toBe(2);
    expect(shardOfRef('npm test -- retry', 4)).toBe(3);
    expect(shardOfRef('grep -q 42 src/app.ts', MAX_SHARDS)).toBe(138);
  });

  test('does not move when bindings are added, or listed in another order', () => {
    const before = partition(refs('old', 200), 4);
    const after = partition([...refs('new', 500), ...[...refs('old', 200)].reverse()], 4);
    for (const [ref, shard] of before) expect(after.get(ref)).toBe(shard);
  });

  test.each([1, 2, 3, 4, 7, 16, MAX_SHARDS])(
    'with N = %i every binding is in exactly one shard',
    (count) => {
      const all = refs('t', 1000);
      const claimed = shards(count).map((shard) => all.filter((ref) => inShard(ref, shard)));
      expect(claimed.reduce((sum, share) => sum + share.length, 0)).toBe(all.length);
      expect(new Set(claimed.flat()).size).toBe(all.length);
    },
  );

  test('shares are roughly even (1,000 bindings in 4 shards: each within 20% of 250)', () => {
    const all = refs('t', 1000);
    const sizes = shards(4).map((shard) => all.filter((ref) => inShard(ref, shard)).length);
    for (const size of sizes) {
      expect(size).toBeGreaterThanOrEqual(200);
      expect(size).toBeLessThanOrEqual(300);
    }
  });
});

describe('parseShard', () => {
  test.each([
    ['1/1', { index: 1, count: 1 }],
    ['2/4', { index: 2, count: 4 }],
    [' 3 / 4 ', { index: 3, count: 4 }],
    [`${MAX_SHARDS}/${MAX_SHARDS}`, { index: MAX_SHARDS, count: MAX_SHARDS }],
  ])('%s is shard %o', (text, shard) => {
    expect(parseShard(text)).toEqual(shard);
    expect(formatShard(shard)).toBe(`${shard.index}/${shard.count}`);
  });

  test.each([
    ['2', 'must be K/N, the shard K of N (for example 2/4)'],
    ['2 of 4', 'must be K/N, the shard K of N (for example 2/4)'],
    ['-1/4', 'must be K/N, the shard K of N (for example 2/4)'],
    ['1.5/4', 'must be K/N, the shard K of N (for example 2/4)'],
    ['0/4', 'must have K between 1 and N (4)'],
    ['5/4', 'must have K between 1 and N (4)'],
    ['0/0', `must have N between 1 and ${MAX_SHARDS} (GitHub's limit on a matrix)`],
    [`1/${MAX_SHARDS + 1}`, `must have N between 1 and ${MAX_SHARDS} (GitHub's limit on a matrix)`],
    ['1/99999', `must have N between 1 and ${MAX_SHARDS} (GitHub's limit on a matrix)`],
  ])('%s is refused: %s', (text, problem) => {
    expect(parseShard(text)).toEqual({ problem });
  });
});

describe('verdictsInShard', () => {
  /** A tick verdict with one binding per ref (and a person's word). */
  const tick = (id: string, ...refs: string[]): TickVerdict =>
    aTickVerdict(
      aTick({
        id,
        grounds: [
          ...refs.map((ref) => aBoundGround({}, { ref })),
          { claim: 'a person said so', supports: 'chosen', check: { by: 'person', ref: 'review' } },
        ],
      }),
    );
  const verdicts = [
    tick('aaaaaaaaaaaa', ...refs('a', 3)),
    tick('bbbbbbbbbbbb', ...refs('b', 5)),
    tick('cccccccccccc', 'pytest tests/shared.py'),
    tick('dddddddddddd', 'pytest tests/shared.py'),
    tick('eeeeeeeeeeee'),
  ];
  const bindings = (share: readonly TickVerdict[]) =>
    share.flatMap((v) => v.tests.map((g) => `${v.file}#${g.groundIndex}`));

  test('the shards together report every binding once, with its verdict unchanged', () => {
    const shares = shards(4).map((shard) => verdictsInShard(verdicts, shard));
    const all = bindings(verdicts);
    expect(all).toHaveLength(10);
    expect(shares.flatMap(bindings).sort()).toEqual([...all].sort());
    for (const share of shares)
      for (const v of share) {
        const whole = verdicts.find((w) => w.file === v.file) as TickVerdict;
        for (const ground of v.tests) expect(whole.tests).toContain(ground);
        expect(v.others).toBe(whole.others);
      }
  });

  test('a tick keeps only its bindings in the shard; a tick with none there is left out', () => {
    for (const shard of shards(4)) {
      const share = verdictsInShard(verdicts, shard);
      for (const v of share) {
        expect(v.tests.length).toBeGreaterThan(0);
        expect(v.tests.every((g) => inShard(g.check.ref, shard))).toBe(true);
      }
      const kept = new Set(share.map((v) => v.file));
      for (const v of verdicts)
        expect(kept.has(v.file)).toBe(v.tests.some((g) => inShard(g.check.ref, shard)));
    }
    // Two decisions bound to one test are reported by the same shard.
    const shared = { index: shardOfRef('pytest tests/shared.py', 4), count: 4 };
    expect(verdictsInShard(verdicts, shared).map((v) => v.file)).toEqual(
      expect.arrayContaining(['cccccccccccc', 'dddddddddddd']),
    );
  });
});
