import { GOLDEN_VECTORS, goldenVectors, runSelfTest } from '../../../src/core/ticks/golden.js';
import {
  canonicalPayload,
  receiptKey,
  tickId,
  type HashedPayload,
} from '../../../src/core/ticks/identity.js';
import type { TestCheck } from '../../../src/core/ticks/tick.js';

function boundPayload(platforms: string[], decision = 'd', claim = 'c'): HashedPayload {
  const check: TestCheck = {
    by: 'test',
    ref: 'r',
    verified_at_sha: 'd308afac1b2c3d4e5f60718293a4b5c6d7e8f901',
    counter_test: 'ct',
    liveness: { platforms, triggered_by: ['t'], surfaces: ['s'] },
  };
  return { decision, observe: '', parent_id: '', grounds: [{ claim, supports: 'chosen', check }] };
}

describe('identity (docs/ev-0.1.md#identity)', () => {
  test('the four frozen golden vectors (ev 0.1.8 added the rejected-road tripwire)', () => {
    const lines = runSelfTest();
    expect(lines.map((l) => l.text)).toEqual([
      '✓ genesis: e2b337f53a1f (want e2b337f53a1f)',
      '✓ case1: 638c47b0c9dd (want 638c47b0c9dd)',
      '✓ harvested: 0cf784b51331 (want 0cf784b51331)',
      '✓ rejected_tripwire: 9c5feb4582ac (want 9c5feb4582ac)',
    ]);
  });

  test('ev 0.1.2 rules recompute its three vectors only', () => {
    expect(runSelfTest(goldenVectors('0.1.2')).map((l) => l.name)).toEqual([
      'genesis',
      'case1',
      'harvested',
    ]);
  });

  test('a drifting vector is reported with ✗', () => {
    const [genesis] = GOLDEN_VECTORS;
    const lines = runSelfTest([{ ...genesis!, want: '000000000000' }]);
    expect(lines[0]).toMatchObject({
      ok: false,
      text: '✗ genesis: e2b337f53a1f (want 000000000000)',
    });
  });

  test('canonical JSON: sorted keys, no whitespace, raw UTF-8, omitted absent keys', () => {
    const payload: HashedPayload = {
      decision: 'd "q" \\ é\t',
      observe: '',
      parent_id: '',
      grounds: [{ claim: '中文', supports: 'rejected:x' }],
    };
    expect(canonicalPayload(payload)).toBe(
      '{"decision":"d \\"q\\" \\\\ é\\t","grounds":[{"claim":"中文","supports":"rejected:x"}],"observe":"","parent_id":""}',
    );
  });

  test("a parent id given stands for the payload's own, and the payload is left as it was", () => {
    const payload: HashedPayload = { ...boundPayload(['linux']), parent_id: 'abcdef012345' };
    expect(canonicalPayload(payload)).toContain('"parent_id":"abcdef012345"}');
    expect(canonicalPayload(payload, '')).toBe(canonicalPayload({ ...payload, parent_id: '' }));
    expect(canonicalPayload(payload, '')).toContain('"parent_id":""}');
    expect(payload.parent_id).toBe('abcdef012345');
  });

  test('liveness sets are sorted by code point, not UTF-16 (U+FF61 before U+1F600)', () => {
    const payload = boundPayload(['\u{1F600}', '\uff61']);
    expect(canonicalPayload(payload)).toContain('"platforms":["\uff61","\u{1F600}"]');
    // ev 0.1.2 computes this id for the set {"\uff61", "\u{1F600}"} (recorded in the
    // verify-unicode-identity parity case); JavaScript's default sort would give another one.
    expect(tickId(payload)).toBe(tickId(boundPayload(['\uff61', '\u{1F600}', '\uff61'])));
    const wrongOrder = canonicalPayload(payload).replace(
      '["\uff61","\u{1F600}"]',
      '["\u{1F600}","\uff61"]',
    );
    expect(wrongOrder).not.toBe(canonicalPayload(payload));
  });

  test('liveness sets are de-duplicated and order-insensitive', () => {
    expect(tickId(boundPayload(['mac', 'linux', 'mac']))).toBe(
      tickId(boundPayload(['linux', 'mac'])),
    );
  });

  test('CJK and combining characters are hashed as written (no normalisation)', () => {
    const composed = tickId(boundPayload(['p'], 'caf\u00e9 中文'));
    const decomposed = tickId(boundPayload(['p'], 'cafe\u0301 中文'));
    expect(composed).not.toBe(decomposed);
    expect(composed).toMatch(/^[0-9a-f]{12}$/);
  });

  test('receipt key is the first 12 hex of sha256 of the ref', () => {
    // recorded by ev 0.1.2 for `pytest tests/test_cache.py` (check-red parity case)
    expect(receiptKey('pytest tests/test_cache.py')).toBe('c99f584d2eed');
    expect(receiptKey('true')).toBe('b5bea41b6c62');
  });
});
