/** What the CLI's ev 0.2 commands print, from the pure core (the oracle cases pin the bytes end to end). */
import { annotate, worldQuestions, type World } from '../../../src/core/claims/annotate.js';
import { briefJson, briefText, truncate } from '../../../src/core/claims/brief.js';
import { doctorReport, integrityProblems } from '../../../src/core/claims/doctor.js';
import { everyClaim, fold } from '../../../src/core/claims/fold.js';
import { lineJson, lineText } from '../../../src/core/claims/line.js';
import { prettyJson, shortId } from '../../../src/core/claims/output.js';
import {
  lookUpClaim,
  verifyChecks,
  verifyJson,
  verifyText,
} from '../../../src/core/claims/verify.js';
import { Ledger } from './helpers.js';

/** A world where `a.txt` holds `alpha`, nothing else exists, and every reference saw `a.txt` change twice. */
const WORLD: World = {
  tree: {
    probe: (path) => (path === 'a.txt' ? { kind: 'file', text: 'alpha\n' } : { kind: 'absent' }),
    isDirectory: () => false,
  },
  commits: { status: (t) => (t === 'c0ffee' ? 'resolves' : 'gone') },
  history: {
    movement: (r) =>
      r === 'base'
        ? { kind: 'counts', touching: (p) => (p === 'a.txt' ? 2 : 0), holdsUnder: () => false }
        : { kind: 'unresolved' },
    countSince: () => undefined,
  },
};

test('short ids and the footer', () => {
  expect(shortId('clm_01KXGF8Z')).toBe('clm_01KXGF');
  expect(shortId('noprefix')).toBe('noprefix');
  expect(shortId('—')).toBe('—');
});

test('labels are cut at 60 characters (code points), 59 kept and …', () => {
  expect(truncate('x'.repeat(60), 60)).toBe('x'.repeat(60));
  expect(truncate('😀'.repeat(61), 60)).toBe(`${'😀'.repeat(59)}…`);
  expect(truncate('中'.repeat(61), 60)).toHaveLength(60);
});

test('the text brief: returned demands first, 12 claims listed of all, grey counted, recorded states', () => {
  const l = new Ledger();
  const first = l.claim('anchored by self-evident evidence');
  l.evidence(first, 'commit:c0ffee', { self_evident: true });
  for (let i = 0; i < 12; i++) l.claim(`filler ${i}`);
  const demanded = l.claim('answered');
  l.add('demand', { claim: demanded });
  l.evidence(demanded, 'file:gone.txt');
  const grey = l.claim('held');
  l.add('hold', { claim: grey });
  const d = fold(l.events());
  const text = briefText(d);
  expect(text.split('\n')).toEqual([
    '↩ 1 demand(s) answered — review at pause',
    'open claims: 14',
    '  ⊙ anchored by self-evident evidence  [anchored]',
    ...Array.from({ length: 11 }, (_, i) => `  · filler ${i}  [bare]`),
    'grey (held/starved): 1',
    `— as of ${shortId(d.lastEventId as string)} · ev refreshes when invoked, not in the background.`,
    '',
  ]);
});

test('a second look replaces the first: no drift or cell of an earlier world survives', () => {
  const l = new Ledger();
  const c = l.claim('c');
  l.evidence(c, 'file:a.txt::alpha', { base: 'base' });
  l.evidence(c, 'no grammar', { status: 'failed' });
  const first = annotate(fold(l.events()), WORLD);
  expect(first.claims[0]?.evidence.map((e) => [e.drift, e.cell])).toEqual([
    [2, 'neighborhood-moved'],
    [undefined, 'legacy'],
  ]);
  // At a commit where the base is unknown and the file is gone: no drift is counted at all.
  const later: World = {
    ...WORLD,
    tree: { probe: () => ({ kind: 'absent' }), isDirectory: () => false },
    history: { movement: () => ({ kind: 'unresolved' }), countSince: () => undefined },
  };
  const second = annotate(first, later).claims[0]?.evidence ?? [];
  expect(second[0]).not.toHaveProperty('drift');
  expect(second.map((e) => [e.status, e.cell])).toEqual([
    ['gone', 'file-gone'],
    ['failed', 'legacy'],
  ]);
  // The first look is left as it was.
  expect(first.claims[0]?.evidence[0]?.drift).toBe(2);
});

test('the JSON brief reads every anchor now; keys sorted, absent ones left out', () => {
  const l = new Ledger();
  const c = l.claim('c', { kind: 'defect' });
  l.evidence(c, 'file:a.txt::alpha', { base: 'base', status: 'changed' });
  l.evidence(c, 'file:a.txt::omega', { base: 'lost', status: 'changed' });
  l.evidence(c, 'url:https://x.invalid', { status: 'recorded' });
  l.evidence(c, 'no grammar', { status: 'failed' });
  const d = annotate(fold(l.events()), WORLD);
  const json = JSON.parse(briefJson(d));
  expect(Object.keys(json)).toEqual(['as_of', 'demands_returned', 'grey', 'open', 'pinned']);
  expect(json.open[0]).toEqual({
    evidence: [
      {
        base: 'base',
        cell: 'neighborhood-moved',
        drift: 2,
        liveness: 'content',
        ref: 'file:a.txt::alpha',
        self_evident: false,
        status: 'resolves',
      },
      {
        base: 'lost',
        cell: 'anchor-changed',
        liveness: 'content',
        ref: 'file:a.txt::omega',
        self_evident: false,
        status: 'changed',
      },
      {
        liveness: 'asserted',
        ref: 'url:https://x.invalid',
        self_evident: false,
        status: 'recorded',
      },
      {
        cell: 'legacy',
        liveness: 'unparseable',
        ref: 'no grammar',
        self_evident: false,
        status: 'failed',
      },
    ],
    id: c,
    kind: 'defect',
    label: 'c',
    self_evident: false,
    state: 'evidenced',
  });
});

test('the line: closed with evidence and expired-bare now, snapshots as rows; --stable normalises', () => {
  const l = new Ledger();
  const closed = l.claim('closed');
  l.evidence(closed, 'file:a.txt');
  l.add('close', { claim: closed });
  const bareClosed = l.claim('closed bare');
  l.add('close', { claim: bareClosed });
  const d = fold(l.events());
  expect(lineText(d)).toContain('  now: 1 closed-with-evidence · 0 expired-bare\n');
  expect(JSON.parse(lineJson(d, true))).toEqual({
    as_of: '<id>',
    indicators: [{ closed_with_evidence: 1, expired_bare: 0, name: 'work' }],
    snapshots: [],
  });
});

test('doctor: dangling references (a prefix too), duplicate closes, then the census and the baseline note', () => {
  const l = new Ledger();
  const c = l.claim('c');
  l.evidence(c, 'file:a.txt::alpha', { base: 'base' });
  l.add('close', { claim: c });
  l.add('close', { claim: c });
  l.add('ack', { claim: c.slice(0, 5) });
  l.add('reading', { claim: 'clm_nowhere' });
  l.add('hold', { claim: 42 });
  const events = l.events();
  expect(integrityProblems(events)).toEqual([
    `dangling ack → unknown claim ${c.slice(0, 5)} (event ${events[4]?.id})`,
    `duplicate close on ${c}`,
  ]);
  const report = doctorReport(events, annotate(fold(events), WORLD));
  expect(report.problems).toHaveLength(2);
  expect(report.stdout.split('\n')).toEqual([
    `• dangling ack → unknown claim ${c.slice(0, 5)} (event ${events[4]?.id})`,
    `• duplicate close on ${c}`,
    'anchor liveness (every claim, open and closed): content 1 · existence 0 · immutable 0 · asserted 0 · unparseable 0',
    'ref types in use: commit 0 · file 1 · test 0 · artifact 0 · url 0 · metric 0',
    '1 claims · still 0 · neighborhood-moved 1 · anchor-changed 0 · file-gone 0 · legacy 0 · unmeasured 0',
    '  ⚠ 1 claims sit on code that moved beside the anchored line — the anchor cannot see it. Re-read.',
    'no baseline marker: the session-end sweep will not file a window. Run `ev baseline [<sha>]` to record where the ledger began.',
    '',
  ]);
});

test('verify: open claims only, self-evident skipped unless --full, unparseable named', () => {
  const l = new Ledger();
  const c = l.claim('c');
  l.evidence(c, 'file:a.txt::alpha', { base: 'base' });
  l.evidence(c, 'commit:c0ffee', { self_evident: true });
  l.evidence(c, 'src/a.rs');
  const grey = l.claim('grey');
  l.evidence(grey, 'file:a.txt');
  l.add('hold', { claim: grey });
  const d = fold(l.events());
  const checks = verifyChecks(d.claims, WORLD, false);
  expect(verifyText(checks).split('\n')).toEqual([
    `${shortId(c)} · file:a.txt::alpha → resolves · drift: cited path changed in 2 commit(s) beyond the anchor`,
    `${shortId(c)} · src/a.rs → unparseable · no current ref grammar accepts this pointer`,
    '',
  ]);
  expect(verifyChecks(d.claims, WORLD, true)).toHaveLength(3);
  expect(JSON.parse(verifyJson(checks)).checks[1]).toEqual({
    claim: c,
    liveness: 'unparseable',
    ref: 'src/a.rs',
  });
});

test('a claim named by a prefix of its id: one claim, or ev’s refusal', () => {
  const events = [
    { id: 'clm_AB1', type: 'claim' },
    { id: 'thk_AB2', type: 'thought' },
    { id: 'clm_XY', type: 'claim' },
  ];
  expect(lookUpClaim(events, 'clm_X')).toEqual({ kind: 'claim', id: 'clm_XY' });
  expect(lookUpClaim(events, 'clm_')).toEqual({
    kind: 'refused',
    message: 'ambiguous id clm_ — 2 matches',
  });
  expect(lookUpClaim(events, 'thk')).toEqual({
    kind: 'refused',
    message:
      'thk_AB2 is a thought event, not a claim. Evidence, closure and demands attach to claims.',
  });
  expect(lookUpClaim(events, 'zz')).toEqual({ kind: 'refused', message: 'no event matches id zz' });
});

test('what a world must answer for these claims, asked ahead', () => {
  const l = new Ledger();
  const c = l.claim('c');
  l.evidence(c, 'file:./a.txt::alpha', { base: 'b1' });
  l.evidence(c, 'file:src', { base: 'b2' });
  l.evidence(c, 'commit:c0ffee');
  l.add('ack', { claim: c, head: 'h' });
  const q = worldQuestions(everyClaim(fold(l.events())));
  expect(q.paths).toEqual(new Set(['./a.txt', 'a.txt', 'src']));
  expect(q.texts).toEqual(new Set(['./a.txt']));
  expect(q.commits).toEqual(new Set(['c0ffee']));
  expect(q.drift).toEqual(
    new Map([
      ['./a.txt', new Set(['h', 'b1'])],
      ['src', new Set(['h', 'b2'])],
    ]),
  );
});

test('pretty JSON as serde_json prints it', () => {
  expect(prettyJson({ b: [], a: {}, c: 'é\u001b\u2028' })).toBe(
    '{\n  "a": {},\n  "b": [],\n  "c": "é\\u001b\u2028"\n}',
  );
});
