// The claims review (core/claims/review.ts): every reading of an anchor
// across a pull request, what the pull request records, the ledger's
// integrity across the diff, and the gating rule (never by default).
import { describe, expect, test } from '@jest/globals';
import type { World } from '../../../src/core/claims/annotate.js';
import type { PathProbe, UnreadableWhy } from '../../../src/core/claims/anchors.js';
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

  test('re-filed: new evidence that resolves settles the broken claim, names its actor, clears the gate', () => {
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
    expect(review.broken).toEqual([]);
    expect(review.settled.map((c) => c.id)).toEqual(['clm_1']);
    expect(review.settled[0]?.settled).toEqual({
      from: 'broken',
      by: expect.objectContaining({
        type: 'evidence',
        actor: { kind: 'agent', id: 'bot-7' },
        folded: true,
        stands: true,
        status: 'resolves',
      }),
    });
    expect(review.recorded).toEqual([
      expect.objectContaining({
        kind: 'evidence',
        ref: 'file:src/verify.rs::fn renamed',
        findings: [],
      }),
    ]);
    expect(review.gateFailures).toEqual([]);
    expect(review.review.conclusion).toBe('success');
    expect(review.review.findings).toEqual([]);
    expect(review.review.title).toContain('settled in it (1)');
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
    expect(held.review.conclusion).toBe('success');
    expect(held.settled[0]?.settled?.by).toMatchObject({ type: 'hold', stands: true });
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
      // Off, a violation still needs the reviewer: neutral, as action.yml says, never success.
      const lenient = reviewClaims(input({ headLedger: head, failOnViolation: false }));
      expect(lenient.review.conclusion).toBe('neutral');
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

/** A world whose tree holds `probes` at some paths (a link, a directory, a submodule) and `files` elsewhere. */
function worldWith(files: Record<string, string>, probes: Record<string, PathProbe>): World {
  const world = worldOf(files);
  return {
    ...world,
    tree: {
      probe: (path, text) => probes[path] ?? world.tree.probe(path, text),
      isDirectory: (path) => probes[path]?.kind === 'unreadable',
    },
  };
}

describe('an anchor that stops resolving, for any reason, is broken by this pull request', () => {
  const { 'src/verify.rs': _gone, ...rest } = CODE;
  test.each([
    ['link', 'a symbolic link'],
    ['directory', 'a directory'],
    ['submodule', 'a submodule'],
    ['too-large', 'a file too large to read'],
    ['not-readable', 'a file that could not be read'],
  ] as Array<[UnreadableWhy, string]>)(
    '%s at H: broken, the reason kept and said',
    (why, words) => {
      const review = reviewClaims({
        ...input({ changed: ['src/verify.rs'] }),
        head: {
          files: [{ name: 'w.jsonl', text: BASE_LEDGER }],
          world: worldWith(rest, { 'src/verify.rs': { kind: 'unreadable', why } }),
        },
      });
      expect(review.broken.map((c) => c.id)).toEqual(['clm_1']);
      expect(review.broken[0]?.anchors[0]?.after).toMatchObject({
        status: 'unreachable',
        unreadable: why,
      });
      expect(review.review.conclusion).toBe('neutral');
      const finding = review.review.findings[0];
      expect(finding).toMatchObject({
        severity: 'warning',
        location: { path: '.evolving/ledger/w.jsonl', startLine: 2 },
      });
      expect(finding?.message).toContain(`is ${words}`);
    },
  );

  test('under the anchor gate, a file turned into a directory fails the run', () => {
    const review = reviewClaims({
      ...input({ changed: ['src/verify.rs/mod.rs'], gate: 'anchors' }),
      head: {
        files: [{ name: 'w.jsonl', text: BASE_LEDGER }],
        world: worldWith(rest, { 'src/verify.rs': { kind: 'unreadable', why: 'directory' } }),
      },
    });
    expect(review.gateFailures).toEqual(['clm_1']);
    expect(review.review.conclusion).toBe('failure');
  });
});

describe('the anchor gate opens only for what ev would apply', () => {
  const broke = { headCode: { ...CODE, 'src/verify.rs': 'gone\n' }, changed: ['src/verify.rs'] };
  const early = envelope({
    type: 'hold',
    id: 'hld_early',
    ts: '2026-02-01T00:00:00Z',
    seq: 1,
    body: { claim: 'clm_1', reason: 'before the claim' },
  });
  const evidence = (ref: string | undefined, id: string): string =>
    line(
      'evidence',
      ref === undefined
        ? { claim: 'clm_1', status: 'resolves', base: BASE_SHA }
        : { claim: 'clm_1', ref, status: 'resolves', base: BASE_SHA },
      id,
    );
  test.each([
    ['a hold dated before the claim', early, { folded: false, stands: false }],
    ['evidence with no ref', evidence(undefined, 'evd_noref'), { folded: true, stands: false }],
    [
      'file:…::<text that is in no file>',
      evidence('file:src/pause.rs::text that is in no file', 'evd_nofile'),
      { folded: true, stands: false, status: 'changed' },
    ],
    [
      'url:https://…',
      evidence('url:https://example.com/ok', 'evd_url'),
      { folded: true, stands: false, status: 'recorded' },
    ],
  ])('%s: recorded, settles nothing, the gate still fails', (_what, event, reading) => {
    const review = reviewClaims(
      input({ ...broke, gate: 'anchors', headLedger: `${BASE_LEDGER}${event}\n` }),
    );
    expect(review.gateFailures).toEqual(['clm_1']);
    expect(review.review.conclusion).toBe('failure');
    expect(review.settled).toEqual([]);
    expect(review.broken[0]?.reanchored).toEqual([expect.objectContaining(reading)]);
    const off = reviewClaims(input({ ...broke, headLedger: `${BASE_LEDGER}${event}\n` }));
    expect(off.broken.map((c) => c.id)).toEqual(['clm_1']);
    expect(off.review.conclusion).toBe('neutral');
  });

  test('a hold dated before the claim changes no state', () => {
    const review = reviewClaims(input({ ...broke, headLedger: `${BASE_LEDGER}${early}\n` }));
    expect(review.stateChanges).toEqual([]);
  });

  test('a hold undone by later evidence that does not resolve settles nothing', () => {
    const hold = line('hold', { claim: 'clm_1', reason: 'x' }, 'hld_u');
    const after = evidence('file:src/verify.rs::nowhere', 'evd_u');
    const review = reviewClaims(
      input({ ...broke, gate: 'anchors', headLedger: `${BASE_LEDGER}${hold}\n${after}\n` }),
    );
    expect(review.broken[0]?.reanchored).toEqual([
      expect.objectContaining({ type: 'hold', folded: true, stands: false }),
      expect.objectContaining({ type: 'evidence', stands: false }),
    ]);
    expect(review.review.conclusion).toBe('failure');
  });
});

describe('settled in this pull request: every disposition ev applies', () => {
  const broke = { headCode: { ...CODE, 'src/verify.rs': 'gone\n' }, changed: ['src/verify.rs'] };
  const moved = {
    headCode: { ...CODE, 'src/pause.rs': 'zero\none\nstill stands\n' },
    headDrift: { 'src/pause.rs': 1 },
    changed: ['src/pause.rs'],
  };
  test.each([
    ['hold', { claim: 'clm_1', reason: 'rewriting' }, 'grey'],
    ['close', { claim: 'clm_1' }, 'closed'],
    ['prune', { claim: 'clm_1', reason: 'gone for good' }, 'dead'],
    ['demand', { claim: 'clm_1' }, 'anchored'],
  ])('a %s settles a broken claim: success, no annotation', (type, body, state) => {
    const event = line(type, body, `${type.slice(0, 3)}_s`, { kind: 'agent', id: 'a-1' } as never);
    const review = reviewClaims(input({ ...broke, headLedger: `${BASE_LEDGER}${event}\n` }));
    expect(review.broken).toEqual([]);
    expect(review.settled.map((c) => [c.id, c.state, c.settled?.from, c.settled?.by.type])).toEqual(
      [['clm_1', state, 'broken', type]],
    );
    expect(review.settled[0]?.settled?.by.actor).toEqual({ kind: 'agent', id: 'a-1' });
    expect(review.review.conclusion).toBe('success');
    expect(review.review.findings).toEqual([]);
  });

  test('a demand does not clear the anchor gate: under it, the broken claim stays', () => {
    const demand = line('demand', { claim: 'clm_1' }, 'dmd_g');
    const review = reviewClaims(
      input({ ...broke, gate: 'anchors', headLedger: `${BASE_LEDGER}${demand}\n` }),
    );
    expect(review.settled).toEqual([]);
    expect(review.gateFailures).toEqual(['clm_1']);
  });

  test('an ack settles a moved claim, never a broken one', () => {
    const ack = line('ack', { claim: 'clm_2', head: BASE_SHA }, 'ack_m');
    const review = reviewClaims(input({ ...moved, headLedger: `${BASE_LEDGER}${ack}\n` }));
    expect(review.moved).toEqual([]);
    expect(review.settled.map((c) => [c.id, c.settled?.from, c.settled?.by.type])).toEqual([
      ['clm_2', 'moved', 'ack'],
    ]);
    expect(review.review.conclusion).toBe('success');
    expect(review.review.findings).toEqual([]);
    const brokenAck = line('ack', { claim: 'clm_1', head: BASE_SHA }, 'ack_b');
    const still = reviewClaims(input({ ...broke, headLedger: `${BASE_LEDGER}${brokenAck}\n` }));
    expect(still.broken.map((c) => c.id)).toEqual(['clm_1']);
    expect(still.review.conclusion).toBe('neutral');
  });

  test('one claim settled, another left: neutral, only the one left is counted and annotated', () => {
    const refile = line(
      'evidence',
      { claim: 'clm_1', ref: 'file:src/verify.rs::gone', status: 'resolves', base: BASE_SHA },
      'evd_r',
    );
    const review = reviewClaims(
      input({
        headCode: { ...moved.headCode, 'src/verify.rs': 'gone\n' },
        headDrift: moved.headDrift,
        changed: ['src/verify.rs', 'src/pause.rs'],
        headLedger: `${BASE_LEDGER}${refile}\n`,
      }),
    );
    expect(review.settled.map((c) => c.id)).toEqual(['clm_1']);
    expect(review.moved.map((c) => c.id)).toEqual(['clm_2']);
    expect(review.review.title).toBe('1 claim on code this pull request moved');
    expect(review.review.findings.map((f) => f.key)).toEqual(['clm_2#evd_2']);
    expect(review.review.conclusion).toBe('neutral');
  });
});
