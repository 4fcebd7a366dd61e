// The claims review (core/claims/review.ts): every reading of an anchor
// across a pull request, what the pull request records, the ledger's
// integrity across the diff, and the gating rule (never by default).
import { describe, expect, test } from '@jest/globals';
import type { World } from '../../../src/core/claims/annotate.js';
import type { PathProbe } from '../../../src/core/claims/anchors.js';
import { reviewClaims, type ClaimsReviewInput } from '../../../src/core/claims/review.js';
import { envelope } from './helpers.js';

const BASE_SHA = 'a'.repeat(40);

/** A world: files at the commit, and per path how many commits since BASE_SHA touched it. */
function worldOf(files: Record<string, string>, drift: Record<string, number> = {}): World {
  return {
    tree: {
      probe: (path, text): PathProbe => {
        const content = files[path];
        if (content === undefined) return { kind: 'absent' };
        return text ? { kind: 'file', text: content } : { kind: 'readable' };
      },
      isDirectory: () => false,
    },
    commits: { status: (text) => (text === BASE_SHA ? 'resolves' : 'gone') },
    history: {
      movement: (reference) =>
        reference === BASE_SHA
          ? { kind: 'counts', touching: (path) => drift[path] ?? 0, holdsUnder: () => false }
          : { kind: 'unresolved' },
      countSince: () => undefined,
    },
  };
}

let clock = 0;
function line(
  type: string,
  body: Record<string, unknown>,
  id: string,
  actor = { kind: 'human' },
): string {
  clock++;
  return envelope({
    type,
    body,
    id,
    ts: `2026-03-01T00:00:${String(clock).padStart(2, '0')}Z`,
    seq: clock,
    actor,
  });
}

const CLAIM = line('claim', { label: 'the parser refuses a line number' }, 'clm_1', {
  kind: 'agent',
  id: 'claude-code',
} as never);
const EVIDENCE = line(
  'evidence',
  {
    claim: 'clm_1',
    ref: 'file:src/verify.rs::pub fn guard_attach',
    status: 'resolves',
    base: BASE_SHA,
  },
  'evd_1',
);
const CLAIM2 = line('claim', { label: 'pause stands' }, 'clm_2');
const EVIDENCE2 = line(
  'evidence',
  { claim: 'clm_2', ref: 'file:src/pause.rs::still stands', status: 'resolves', base: BASE_SHA },
  'evd_2',
);
const BASE_LEDGER = [CLAIM, EVIDENCE, CLAIM2, EVIDENCE2].map((l) => `${l}\n`).join('');
const CODE = {
  'src/verify.rs': 'fn a() {}\npub fn guard_attach() {}\n',
  'src/pause.rs': 'one\nstill stands\n',
};

function input(options: {
  headLedger?: string;
  headCode?: Record<string, string>;
  headDrift?: Record<string, number>;
  changed?: string[];
  baseDrift?: Record<string, number>;
  gate?: 'off' | 'anchors';
  failOnViolation?: boolean;
  files?: {
    base?: Array<{ name: string; text: string }>;
    head?: Array<{ name: string; text: string }>;
  };
}): ClaimsReviewInput {
  return {
    base: {
      files: options.files?.base ?? [{ name: 'w.jsonl', text: BASE_LEDGER }],
      world: worldOf(CODE, options.baseDrift),
    },
    head: {
      files: options.files?.head ?? [{ name: 'w.jsonl', text: options.headLedger ?? BASE_LEDGER }],
      world: worldOf(options.headCode ?? CODE, options.headDrift),
    },
    changedPaths: options.changed ?? [],
    gate: options.gate ?? 'off',
    failOnViolation: options.failOnViolation ?? true,
    ledgerPrefix: '',
  };
}

describe('readings', () => {
  test('nothing touched: success, every claim counted untouched', () => {
    const review = reviewClaims(input({}));
    expect(review.broken).toEqual([]);
    expect(review.moved).toEqual([]);
    expect(review.untouched).toBe(2);
    expect(review.review.conclusion).toBe('success');
    expect(review.review.title).toContain("No claim's anchor moved");
  });

  test('broken: resolves at B, changed at H; neutral, a warning on the line where it was', () => {
    const review = reviewClaims(
      input({
        headCode: { ...CODE, 'src/verify.rs': 'fn a() {}\nfn renamed() {}\n' },
        headDrift: { 'src/verify.rs': 1 },
        changed: ['src/verify.rs'],
      }),
    );
    expect(review.broken.map((c) => c.id)).toEqual(['clm_1']);
    const anchor = review.broken[0]?.anchors[0];
    expect(anchor?.before).toMatchObject({ status: 'resolves', cell: 'still', drift: 0, line: 2 });
    expect(anchor?.after).toMatchObject({ status: 'changed', cell: 'anchor-changed', drift: 1 });
    expect(review.broken[0]?.filedBy).toEqual({ kind: 'agent', id: 'claude-code' });
    expect(review.review.conclusion).toBe('neutral');
    const finding = review.review.findings[0];
    expect(finding).toMatchObject({
      severity: 'warning',
      gates: false,
      location: { path: 'src/verify.rs', startLine: 2 },
    });
  });

  test("broken below lines the pull request inserts: annotated on the head's line, not the base's", () => {
    const review = reviewClaims(
      input({
        headCode: {
          ...CODE,
          'src/verify.rs': '// one\n// two\n// three\nfn a() {}\npub fn guard_ref() {}\n',
        },
        changed: ['src/verify.rs'],
      }),
    );
    const anchor = review.broken[0]?.anchors[0];
    expect(anchor?.before?.line).toBe(2);
    expect(anchor?.headLine).toBe(5);
    expect(review.review.findings[0]?.location).toEqual({ path: 'src/verify.rs', startLine: 5 });
  });

  test('broken by removing the line at the end of the file: the line after which it was removed', () => {
    const review = reviewClaims(
      input({
        headCode: { ...CODE, 'src/verify.rs': '// new\nfn a() {}\n' },
        changed: ['src/verify.rs'],
      }),
    );
    expect(review.review.findings[0]?.location).toEqual({ path: 'src/verify.rs', startLine: 2 });
  });

  test('broken by deletion: gone at H, annotated on the evidence ledger line', () => {
    const head = { 'src/pause.rs': CODE['src/pause.rs'] };
    const review = reviewClaims(input({ headCode: head, changed: ['src/verify.rs'] }));
    expect(review.broken[0]?.anchors[0]?.after.status).toBe('gone');
    expect(review.broken[0]?.anchors[0]?.headLine).toBeUndefined();
    expect(review.review.findings[0]?.location).toEqual({
      path: '.evolving/ledger/w.jsonl',
      startLine: 2,
    });
  });

  test('moved: the path changed and the anchor resolves; a notice on the head line', () => {
    const review = reviewClaims(
      input({
        headCode: { ...CODE, 'src/pause.rs': 'zero\none\nstill stands\n' },
        headDrift: { 'src/pause.rs': 1 },
        changed: ['src/pause.rs'],
      }),
    );
    expect(review.moved.map((c) => c.id)).toEqual(['clm_2']);
    expect(review.moved[0]?.anchors[0]?.after).toMatchObject({
      cell: 'neighborhood-moved',
      line: 3,
    });
    expect(review.review.conclusion).toBe('neutral');
    expect(review.review.findings[0]).toMatchObject({
      severity: 'notice',
      location: { path: 'src/pause.rs', startLine: 3 },
    });
  });

  test('already moved on the base and untouched here: collapsed, not neutral', () => {
    const review = reviewClaims(
      input({ baseDrift: { 'src/pause.rs': 2 }, headDrift: { 'src/pause.rs': 2 } }),
    );
    expect(review.baseMoved.map((c) => c.id)).toEqual(['clm_2']);
    expect(review.baseMovedCensus).toMatchObject({ total: 1, moved: 1 });
    expect(review.review.conclusion).toBe('success');
  });

  test('re-anchored: new evidence for a broken claim names its actor; the gate is satisfied', () => {
    const refile = line(
      'evidence',
      { claim: 'clm_1', ref: 'file:src/verify.rs::fn renamed', status: 'resolves', base: BASE_SHA },
      'evd_3',
      { kind: 'agent', id: 'bot-7' } as never,
    );
    const review = reviewClaims(
      input({
        headLedger: `${BASE_LEDGER}${refile}\n`,
        headCode: { ...CODE, 'src/verify.rs': 'fn a() {}\nfn renamed() {}\n' },
        changed: ['src/verify.rs'],
        gate: 'anchors',
      }),
    );
    expect(review.broken[0]?.reanchored).toEqual([
      expect.objectContaining({ type: 'evidence', actor: { kind: 'agent', id: 'bot-7' } }),
    ]);
    expect(review.recorded).toEqual([
      expect.objectContaining({
        kind: 'evidence',
        ref: 'file:src/verify.rs::fn renamed',
        findings: [],
      }),
    ]);
    expect(review.gateFailures).toEqual([]);
    expect(review.review.conclusion).toBe('neutral');
  });
});

describe('gating', () => {
  const broke = { headCode: { ...CODE, 'src/verify.rs': 'gone\n' }, changed: ['src/verify.rs'] };

  test('the anchor gate fails a broken anchor with nothing re-filed', () => {
    const review = reviewClaims(input({ ...broke, gate: 'anchors' }));
    expect(review.gateFailures).toEqual(['clm_1']);
    expect(review.review.conclusion).toBe('failure');
    expect(review.review.findings[0]).toMatchObject({ severity: 'failure', gates: true });
  });

  test('an ack does not satisfy the gate; a hold does', () => {
    const ack = line('ack', { claim: 'clm_1', head: BASE_SHA }, 'ack_1');
    const acked = reviewClaims(
      input({ ...broke, gate: 'anchors', headLedger: `${BASE_LEDGER}${ack}\n` }),
    );
    expect(acked.review.conclusion).toBe('failure');
    expect(acked.stateChanges[0]).toMatchObject({ claimId: 'clm_1', by: { type: 'ack' } });
    const hold = line('hold', { claim: 'clm_1', reason: 'rewriting' }, 'hld_1');
    const held = reviewClaims(
      input({ ...broke, gate: 'anchors', headLedger: `${BASE_LEDGER}${hold}\n` }),
    );
    expect(held.review.conclusion).toBe('neutral');
    expect(held.stateChanges[0]).toMatchObject({
      from: 'anchored',
      to: 'grey',
      by: { type: 'hold' },
    });
  });

  test('off by default: the same break is neutral', () => {
    expect(reviewClaims(input(broke)).review.conclusion).toBe('neutral');
  });
});

describe('recorded in this pull request: ev attach-time checks', () => {
  test.each([
    ['file:src/verify.rs:2', 'line-number'],
    ['file:src/verify.rs::', 'empty-passline'],
    ['file:src/verify.rs::not there', 'absent-at-head'],
  ])('%s → %s', (ref, finding) => {
    const claim = line('claim', { label: 'new' }, 'clm_9');
    const evidence = line(
      'evidence',
      { claim: 'clm_9', ref, status: 'resolves', base: BASE_SHA },
      'evd_9',
    );
    const review = reviewClaims(input({ headLedger: `${BASE_LEDGER}${claim}\n${evidence}\n` }));
    expect(review.recorded.map((r) => r.kind)).toEqual(['claim', 'evidence']);
    expect(review.recorded[1]?.findings).toEqual([finding]);
    expect(review.review.findings.some((f) => f.key.endsWith(finding))).toBe(true);
  });
});

describe('integrity across the diff', () => {
  const [l1, l2, l3, l4] = [CLAIM, EVIDENCE, CLAIM2, EVIDENCE2];
  const cases: Array<[string, string, string]> = [
    ['edited', `${l1}\n${l2.replace('guard_attach', 'guard_other')}\n${l3}\n${l4}\n`, 'w.jsonl:2'],
    ['removed', `${l1}\n${l2}\n${l3}\n`, 'w.jsonl:4'],
    ['reordered', `${l2}\n${l1}\n${l3}\n${l4}\n`, 'w.jsonl:1'],
    ['unparseable', `${BASE_LEDGER}{"not an event"\n`, 'w.jsonl:5'],
    ['id-reused', `${BASE_LEDGER}${line('claim', { label: 'other' }, 'clm_1')}\n`, 'w.jsonl:5'],
    ['dangling', `${BASE_LEDGER}${line('close', { claim: 'clm_nope' }, 'cls_x')}\n`, 'w.jsonl:5'],
    [
      'duplicate-close',
      `${BASE_LEDGER}${line('close', { claim: 'clm_2' }, 'cls_1')}\n${line('close', { claim: 'clm_2' }, 'cls_2')}\n`,
      'w.jsonl:6',
    ],
  ];
  test.each(cases)(
    '%s is a violation named by file:line, failing with fail-on-violation',
    (kind, head, where) => {
      const review = reviewClaims(input({ headLedger: head }));
      expect(review.violations.map((v) => v.kind)).toContain(kind);
      expect(review.violations.find((v) => v.kind === kind)?.message).toContain(where);
      expect(review.review.conclusion).toBe('failure');
      const lenient = reviewClaims(input({ headLedger: head, failOnViolation: false }));
      expect(lenient.review.conclusion).not.toBe('failure');
    },
  );

  test('a writer file deleted', () => {
    const review = reviewClaims(
      input({
        files: {
          base: [
            { name: 'w.jsonl', text: BASE_LEDGER },
            { name: 'x.jsonl', text: '' },
          ],
          head: [{ name: 'w.jsonl', text: BASE_LEDGER }],
        },
      }),
    );
    expect(review.violations).toEqual([
      expect.objectContaining({ kind: 'file-deleted', file: 'x.jsonl' }),
    ]);
  });

  test('a torn last line at B may be cut; a torn last line at H is no violation', () => {
    const torn = `${BASE_LEDGER}{"v":2,"id":"cl`;
    const repaired = `${BASE_LEDGER}${line('claim', { label: 'after repair' }, 'clm_5')}\n{"v":2,"i`;
    const review = reviewClaims(
      input({
        files: {
          base: [{ name: 'w.jsonl', text: torn }],
          head: [{ name: 'w.jsonl', text: repaired }],
        },
      }),
    );
    expect(review.violations).toEqual([]);
    expect(review.skipped).toEqual([{ file: 'w.jsonl', line: 6, torn: true }]);
  });

  test('appending is clean', () => {
    const review = reviewClaims(
      input({ headLedger: `${BASE_LEDGER}${line('claim', { label: 'x' }, 'clm_7')}\n` }),
    );
    expect(review.violations).toEqual([]);
    expect(review.recorded[0]).toMatchObject({ kind: 'claim', label: 'x' });
  });
});

describe('one commit (push, schedule, dispatch)', () => {
  test('the claims on moved code, the census, and doctor integrity', () => {
    const dangling = line('hold', { claim: 'clm_gone' }, 'hld_9');
    const review = reviewClaims({
      head: {
        files: [{ name: 'w.jsonl', text: `${BASE_LEDGER}${dangling}\n` }],
        world: worldOf(CODE, { 'src/pause.rs': 3 }),
      },
      gate: 'off',
      failOnViolation: true,
      ledgerPrefix: 'sub/',
    });
    expect(review.scope).toBe('commit');
    expect(review.baseMoved.map((c) => c.id)).toEqual(['clm_2']);
    expect(review.census).toMatchObject({ total: 2, still: 1, moved: 1 });
    expect(review.violations).toEqual([expect.objectContaining({ kind: 'dangling', line: 5 })]);
    expect(review.review.findings.find((f) => f.key.startsWith('violation'))?.location?.path).toBe(
      'sub/.evolving/ledger/w.jsonl',
    );
    expect(review.review.title).toContain('1 ledger violation');
  });
});
