/**
 * What may count as evidence for the action (docs/USAGE.md#trust-model): this
 * run's receipt decides what it executed, a pull request's own receipt lines
 * do not count, a future-dated receipt is refused, and every receipt says
 * where it came from.
 */
import { describe, expect, test } from '@jest/globals';
import {
  CLOCK_SKEW_SECONDS,
  ReceiptProvenance,
  describeSource,
  isFutureDated,
  receiptIdentity,
  type EvidenceFacts,
} from '../../../../src/core/ticks/verdict/provenance.js';
import type { Receipt } from '../../../../src/core/ticks/verdict/receipt.js';
import { receiptKey } from '../../../../src/core/ticks/identity.js';
import {
  decideVerdict,
  evaluateTick,
  type EngineInputs,
} from '../../../../src/core/ticks/verdict/verdict.js';
import { aBoundGround, aTick } from '../../../../test-support/builders.js';

const REF = 'pytest tests/test_cache.py';
const KEY = 'abcdefabcdef';
const NOW = Date.UTC(2026, 5, 1, 12, 0, 0) / 1000;

function receipt(overrides: Partial<Receipt> = {}): Receipt {
  return {
    test: REF,
    platform: 'linux-ci',
    commit: 'a'.repeat(40),
    ran_at: '2026-06-01T08:00:00Z',
    result: 'green',
    ...overrides,
  };
}

function facts(overrides: Partial<EvidenceFacts> = {}): EvidenceFacts {
  return {
    thisRun: [],
    merged: new Map(),
    distrusted: new Map(),
    executed: new Map(),
    ...overrides,
  };
}

describe('isFutureDated', () => {
  const at = (seconds: number) => new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');
  test('up to the clock skew ahead is accepted; one second more is refused', () => {
    expect(isFutureDated(receipt({ ran_at: at(NOW + CLOCK_SKEW_SECONDS) }), NOW)).toBe(false);
    expect(isFutureDated(receipt({ ran_at: at(NOW + CLOCK_SKEW_SECONDS + 1) }), NOW)).toBe(true);
    expect(isFutureDated(receipt({ ran_at: '2099-01-01T00:00:00Z' }), NOW)).toBe(true);
  });
  test('an unparsable ran_at is never in the future (ev skips it)', () => {
    expect(isFutureDated(receipt({ ran_at: 'tomorrow' }), NOW)).toBe(false);
  });
});

describe('ReceiptProvenance', () => {
  const forged = receipt({ ran_at: '2099-01-01T00:00:00Z' });
  const ran = receipt({ result: 'red', ran_at: '2026-06-01T11:59:00Z' });

  test('a ref executed in this run is decided by its own receipt on that platform', () => {
    const p = new ReceiptProvenance(
      facts({ thisRun: [ran], executed: new Map([[REF, 'linux-ci']]) }),
    );
    expect(p.admits(KEY, ran)).toBe(true);
    expect(p.admits(KEY, forged)).toBe(false);
    // Another platform's receipt is not this run's to overrule.
    expect(p.admits(KEY, receipt({ platform: 'mac' }))).toBe(true);
  });

  test("a file the pull request changed keeps the base's lines and what was merged, nothing else", () => {
    const base = receipt({ ran_at: '2026-05-30T08:00:00Z' });
    const merged = receipt({ platform: 'mac' });
    const p = new ReceiptProvenance(
      facts({
        distrusted: new Map([[KEY, new Set([receiptIdentity(base)])]]),
        merged: new Map([[receiptIdentity(merged), 'artifacts/mac']]),
      }),
    );
    expect(p.admits(KEY, base)).toBe(true);
    expect(p.admits(KEY, merged)).toBe(true);
    expect(p.admits(KEY, forged)).toBe(false);
    expect(p.admits('000000000000', forged)).toBe(true); // another file: not the pull request's
  });

  test('sources: this run, merged from a directory, committed', () => {
    const merged = receipt({ platform: 'mac' });
    const p = new ReceiptProvenance(
      facts({ thisRun: [ran], merged: new Map([[receiptIdentity(merged), 'artifacts/mac']]) }),
    );
    expect(p.sourceOf(ran)).toEqual({ kind: 'this-run' });
    expect(p.sourceOf(merged)).toEqual({ kind: 'merged', directory: 'artifacts/mac' });
    expect(p.sourceOf(forged)).toEqual({ kind: 'committed' });
    expect(describeSource(p.sourceOf(forged), true)).toBe("the base's committed evidence");
    expect(describeSource(p.sourceOf(forged), false)).toBe('committed evidence');
    expect(describeSource(p.sourceOf(merged), true)).toBe('merged from artifacts/mac');
  });
});

test('a receipt file the work tree holds beyond the commit: its committed lines are committed, the rest restored', () => {
  const committed = receipt({ ran_at: '2026-05-30T08:00:00Z' });
  const cached = receipt();
  const key = receiptKey(REF);
  const p = new ReceiptProvenance(
    facts({ uncommitted: new Map([[key, new Set([receiptIdentity(committed)])]]) }),
  );
  expect(p.sourceOf(committed)).toEqual({ kind: 'committed' });
  expect(p.sourceOf(cached)).toEqual({ kind: 'restored' });
  expect(p.admits(key, cached)).toBe(true);
  expect(describeSource({ kind: 'restored' }, true)).toContain('a cache');
});

describe("history missing from the clone (the action's deviation from ev)", () => {
  const tick = aTick({ grounds: [aBoundGround({}, { ref: REF })] });
  const ctx = {
    stalenessSha: null,
    selected: null,
    nowSeconds: NOW,
    windowSeconds: 604_800n,
    attest: null,
  };
  const inputs = (missing?: boolean): EngineInputs => ({
    receiptsFor: () => [receipt()],
    triggeredSince: () => false,
    ...(missing === undefined ? {} : { historyMissing: () => missing }),
  });

  test('a receipt whose commit is not in the clone reads stale, with its own reason', () => {
    const [ground] = evaluateTick('t', tick, inputs(true), ctx).tests;
    expect(ground).toMatchObject({ label: 'stale', rule: 'history-missing' });
    expect(ground?.detail).toContain('not in this clone');
  });

  test("without the question (the CLI), ev's reading: green", () => {
    expect(evaluateTick('t', tick, inputs(), ctx).tests[0]?.label).toBe('green');
    expect(evaluateTick('t', tick, inputs(false), ctx).tests[0]?.label).toBe('green');
  });

  test('not-run still comes first', () => {
    const check = tick.grounds[0]?.check;
    if (check?.by !== 'test') throw new Error('test-bound');
    expect(decideVerdict(check, [], ctx, false, true).label).toBe('not-run');
  });
});
