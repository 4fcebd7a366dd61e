/** The fold: ev 0.2.4's claim states and what the brief and the line read. */
import { baselineHead, fold } from '../../../src/core/claims/fold.js';
import { eventsOf, envelope, Ledger } from './helpers.js';

test('claim states from the recorded statuses, never re-read', () => {
  const l = new Ledger();
  const bare = l.claim('bare');
  const evidenced = l.claim('evidenced');
  l.evidence(evidenced, 'file:a', { status: 'changed' });
  const legacy = l.claim('legacy verified');
  l.evidence(legacy, 'file:a', { status: 'verified' });
  const unknown = l.claim('unknown word');
  l.evidence(unknown, 'file:a', { status: 'nonsense' });
  const none = l.claim('no status');
  l.add('evidence', { claim: none, ref: 'file:a' });
  const grey = l.claim('held');
  l.add('hold', { claim: grey, reason: 'later' });
  const closed = l.claim('closed');
  l.add('close', { claim: closed });
  const dead = l.claim('dead');
  l.add('prune', { claim: dead, reason: 'no' });
  l.add('close', { claim: dead });
  const d = fold(l.events());
  expect(d.claims.map((c) => [c.id, c.state])).toEqual([
    [bare, 'bare'],
    [evidenced, 'evidenced'],
    [legacy, 'anchored'],
    [unknown, 'evidenced'],
    [none, 'evidenced'],
  ]);
  expect(d.claims.map((c) => c.evidence[0]?.status)).toEqual([
    undefined,
    'changed',
    'resolves',
    'failed',
    'recorded',
  ]);
  expect(d.grey.map((c) => [c.id, c.reason])).toEqual([[grey, 'later']]);
  expect(d.closed.map((c) => [c.id, c.state])).toEqual([
    [closed, 'closed'],
    [dead, 'dead'],
  ]);
});

test('evidence revives a held claim; a returned demand is demanded, evidenced, neither closed nor dead', () => {
  const l = new Ledger();
  const revived = l.claim('revived');
  l.add('hold', { claim: revived });
  l.evidence(revived, 'file:a');
  const greyDemand = l.claim('held after evidence, demanded');
  l.evidence(greyDemand, 'file:a');
  l.add('hold', { claim: greyDemand });
  l.add('demand', { claim: greyDemand });
  const unanswered = l.claim('demanded, bare');
  l.add('demand', { claim: unanswered });
  const d = fold(l.events());
  expect(d.claims.map((c) => c.id)).toEqual([revived, unanswered]);
  expect(d.grey.map((c) => c.id)).toEqual([greyDemand]);
  expect(d.demandsReturned.map((c) => c.id)).toEqual([greyDemand]);
});

test('expired-bare after two boundary pauses; a pause without boundary true is no boundary', () => {
  const l = new Ledger();
  const old = l.claim('old');
  l.add('pause', { boundary: true });
  const one = l.claim('one boundary');
  l.add('pause', { boundary: 'true' });
  l.add('pause', { boundary: true });
  const d = fold(l.events());
  expect(d.boundaryCount).toBe(2);
  expect(d.claims.map((c) => [c.id, c.state, c.boundariesOpen])).toEqual([
    [old, 'expired-bare', 2],
    [one, 'bare', 1],
  ]);
});

test('verify events overwrite the latest evidence with that ref, or the last one when they name none', () => {
  const l = new Ledger();
  const c = l.claim('c');
  l.evidence(c, 'file:a', { status: 'changed' });
  l.evidence(c, 'file:a', { status: 'changed' });
  l.evidence(c, 'file:b', { status: 'changed' });
  l.add('verify', { claim: c, ref: 'file:a', status: 'verified' });
  l.add('verify', { claim: c, ref: 7, status: 'gone' });
  l.add('verify', { claim: c, ref: 'file:zzz', status: 'resolves' });
  const d = fold(l.events());
  expect(d.claims[0]?.evidence.map((e) => e.status)).toEqual(['changed', 'resolves', 'gone']);
});

test('the last ack’s head; an ack without one clears it', () => {
  const l = new Ledger();
  const a = l.claim('a');
  l.add('ack', { claim: a, head: 'h1' });
  l.add('ack', { claim: a, head: 'h2' });
  const b = l.claim('b');
  l.add('ack', { claim: b, head: 'h1' });
  l.add('ack', { claim: b });
  const d = fold(l.events());
  expect(d.claims.map((c) => c.lastAck)).toEqual(['h2', undefined]);
});

test('readings: the latest pointer per slot, in first-filled order; concepts once; maintainer kept', () => {
  const l = new Ledger();
  const c = l.claim('c');
  l.add('reading', { claim: c, depth: 'ground', lang: 'zh', ref: 'url:a' });
  l.add('reading', { claim: c, depth: 'plain', lang: 'fr', ref: 'url:x' });
  l.add('reading', { claim: c, depth: 'maintainer', lang: 'en', ref: 'thk_1' });
  l.add('reading', { claim: c, depth: 'ground', lang: 'zh', ref: 'url:b' });
  l.add('reading', { claim: c, concept: 'url:c' });
  l.add('reading', { claim: c, concept: 'url:c' });
  const reading = fold(l.events()).claims[0]?.reading;
  expect(reading).toEqual({
    slots: [
      { depth: 'ground', lang: 'zh', reference: 'url:b' },
      { depth: 'maintainer', lang: 'en', reference: 'thk_1' },
    ],
    concepts: ['url:c'],
  });
});

test('thoughts, indicators (retired ones gone) and snapshots (counts as u32, else 0)', () => {
  const l = new Ledger();
  l.add('thought', { label: 'pinned', pinned: true });
  l.add('thought', { label: 'not', pinned: 'true' });
  l.add('indicator', { name: 'a' });
  const b = l.add('indicator', { name: 'b' });
  l.add('retire', { indicator: b });
  const lines = [
    ...l.lines,
    envelope({ type: 'snapshot', body: {} }).replace(
      '"body":{}',
      '"body":{"closed_with_evidence":4294967297,"expired_bare":-1}',
    ),
    envelope({ type: 'snapshot', body: {} }).replace(
      '"body":{}',
      '"body":{"closed_with_evidence":3.0,"expired_bare":"5"}',
    ),
  ];
  const d = fold(eventsOf(...lines));
  expect(d.thoughts.map((t) => t.pinned)).toEqual([true, false]);
  expect(d.indicators.map((i) => i.name)).toEqual(['a']);
  expect(d.snapshots.map((s) => [s.closedWithEvidence, s.expiredBare])).toEqual([
    [1, 0],
    [0, 0],
  ]);
});

test('unknown types and events on unknown claims change nothing but move as-of', () => {
  const l = new Ledger();
  const c = l.claim('c');
  l.add('evidence', { claim: 'clm_nope', ref: 'file:a' });
  const last = l.add('cadence', { claim: c });
  const d = fold(l.events());
  expect(d.claims[0]?.evidence).toEqual([]);
  expect(d.lastEventId).toBe(last);
});

test('the baseline: the latest marker by (ts, seq), last of equals; none when it carries no head', () => {
  const events = eventsOf(
    envelope({ type: 'session', body: { marker: 'baseline', head: 'a' }, ts: 'T2', seq: 1 }),
    envelope({
      type: 'session',
      body: { marker: 'baseline', head: 'b' },
      ts: 'T2',
      seq: 1,
      writer: 'x',
    }),
    envelope({ type: 'session', body: { marker: 'end', head: 'c' }, ts: 'T9', seq: 1 }),
  );
  expect(baselineHead(events)).toBe('b');
  const headless = eventsOf(
    envelope({ type: 'session', body: { marker: 'baseline', head: 'a' }, ts: 'T1', seq: 1 }),
    envelope({ type: 'session', body: { marker: 'baseline' }, ts: 'T2', seq: 1 }),
  );
  expect(baselineHead(headless)).toBeUndefined();
});
