/**
 * verify's fast paths must give exactly what the slow, obvious code gives:
 * the canonical JSON (ordered copies, one JSON.stringify) against the
 * json-canonicalize library, the duplicate-key shortcut against the full
 * scan, the lint pre-filter against lintText, the lazily decoded entry text
 * against the file, and the one-entry-at-a-time verifier against verify over
 * the sorted ledger. (Speed itself is measured in bench/, never asserted
 * here.)
 */
import { canonicalize } from 'json-canonicalize';
import { canonicalPayload, type HashedPayload } from '../../../src/core/ticks/identity.js';
import { findDuplicateKeys, parseJsonText } from '../../../src/core/ticks/json-text.js';
import { parseLedger } from '../../../src/core/ticks/ledger.js';
import { lintMessage, lintText } from '../../../src/core/ticks/lint.js';
import type { Check, Ground } from '../../../src/core/ticks/tick.js';
import { sortedSet } from '../../../src/core/text/unicode.js';
import { LedgerVerifier, verifyLedger } from '../../../src/core/ticks/verify.js';
import { tickId } from '../../../src/core/ticks/identity.js';

/** The hashed payload built the obvious way (docs/ev-0.1.md#identity), for the generic canonicaliser. */
function genericPayload(payload: HashedPayload): unknown {
  const check = (c: Check) =>
    c.by === 'person'
      ? { by: c.by, ref: c.ref }
      : {
          by: c.by,
          ref: c.ref,
          verified_at_sha: c.verified_at_sha,
          ...(c.counter_test === undefined ? {} : { counter_test: c.counter_test }),
          liveness: {
            platforms: sortedSet(c.liveness.platforms),
            triggered_by: sortedSet(c.liveness.triggered_by),
            surfaces: sortedSet(c.liveness.surfaces),
          },
        };
  const ground = (g: Ground) => ({
    claim: g.claim,
    supports: g.supports,
    ...(g.check ? { check: check(g.check) } : {}),
  });
  return {
    decision: payload.decision,
    observe: payload.observe,
    parent_id: payload.parent_id,
    grounds: payload.grounds.map(ground),
  };
}

const AWKWARD = [
  '',
  'plain',
  'quote " and \\ backslash',
  'tab\tnewline\nnul\u0000 esc\u001b del\u007f',
  '中文 😀 e\u0301',
  '\u2028\u2029 zwsp\u200b nbsp\u00a0',
  '\uff61',
  '\u{1f600}',
];

function testCheck(i: number, counter: boolean): Check {
  const pick = (k: number) => AWKWARD[(i + k) % AWKWARD.length] || 'x';
  return {
    by: 'test',
    ref: `pytest t${pick(0)}`,
    verified_at_sha: 'd308afac1b2c3d4e5f60718293a4b5c6d7e8f901',
    ...(counter ? { counter_test: `counter ${pick(1)}` } : {}),
    liveness: {
      platforms: [pick(2), pick(6), pick(2), pick(7)],
      triggered_by: [pick(3)],
      surfaces: [pick(4), 'a'],
    },
  };
}

function payloads(): HashedPayload[] {
  return AWKWARD.map((text, i) => ({
    decision: text,
    observe: AWKWARD[(i + 3) % AWKWARD.length] as string,
    parent_id: i % 2 ? '' : '7b21f0a4c8de',
    grounds: [
      { claim: `c ${text}`, supports: 'chosen', check: testCheck(i, i % 3 !== 0) },
      { claim: 'p', supports: `rejected:${text}x`, check: { by: 'person', ref: text || 'r' } },
      { claim: 'none', supports: 'chosen' },
    ].slice(0, (i % 3) + 1) as Ground[],
  }));
}

describe('canonical payload', () => {
  test.each(payloads().map((p, i) => [i, p] as const))(
    'payload %i equals json-canonicalize of the obvious object',
    (_i, payload) => {
      expect(canonicalPayload(payload)).toBe(canonicalize(genericPayload(payload)));
    },
  );

  test('no grounds', () => {
    const payload: HashedPayload = { decision: 'd', observe: '', parent_id: '', grounds: [] };
    expect(canonicalPayload(payload)).toBe(canonicalize(genericPayload(payload)));
  });
});

describe('duplicate-key shortcut', () => {
  const cases = [
    '{"a": 1, "b": {"c": [1, {"d": 2}]}}',
    '{"a": 1, "a": 2}',
    '{"a": [{"k": 1, "k": 2}]}',
    '{"claim": "a \\": tricky value", "b": 1}',
    '{"claim": "a \\": tricky value", "b": 1, "b": 2}',
    '{"x" : 1, "y"\n:\t2, "x"  :  3}',
    '[{"a": 1}, {"a": 1}]',
    '{"a": {}, "b": {"a": 1, "a": 1}}',
    '"just a string"',
  ];
  test.each(cases)('%s', (text) => {
    const parsed = parseJsonText(text, { duplicateKeys: true });
    expect(parsed.ok && parsed.duplicateKeys).toEqual(findDuplicateKeys(text));
  });
});

describe('lint pre-filter', () => {
  const texts = [
    'we will self-improve',
    'SELF-Improve the ranking',
    'Auto-Close stale tickets',
    'auto-inherit and self-stop and self-tune',
    'ſelf-improve (long s does not lower-case to s)',
    'auto-İnherit',
    'self improve without a hyphen',
    'nothing to see',
  ];
  test.each(texts)('%s', (text) => {
    const tick = {
      decision: text,
      observe: '',
      grounds: [],
      parent_id: '',
      id: 'f',
      status: 'live',
      held_since: 't',
      blame: 'b',
    };
    const entries = parseLedger([{ name: 'f', bytes: Buffer.from(JSON.stringify(tick)) }]);
    const lint = verifyLedger(entries, 1)
      .findings.filter((f) => f.kind === 'lint')
      .map((f) => f.text);
    expect(lint).toEqual(lintText(text).map((hit) => `f: ${lintMessage(hit)}`));
  });
});

describe('LedgerVerifier (streaming verify)', () => {
  function tickFile(decision: string, parent: string, extra: Record<string, unknown> = {}) {
    const payload = { decision, observe: '', grounds: [], parent_id: parent };
    const id = tickId(payload);
    const body = { ...payload, id, status: 'live', held_since: 't', blame: 'b', ...extra };
    return { id, file: { name: id, bytes: Buffer.from(JSON.stringify(body, null, 2)) } };
  }

  test('entries in any order give what verify over the sorted ledger gives', () => {
    const a = tickFile('genesis', '', { zeta: 1, alpha: 2 });
    const b = tickFile('we self-improve', a.id, { blame: ' ' });
    const c = tickFile('orphan', 'ffffffffffff');
    const files = [
      a.file,
      b.file,
      c.file,
      { name: 'not-json', bytes: Buffer.from('{') },
      { name: 'dup', bytes: Buffer.from('{"grounds": [], "grounds": []}') },
      { name: 'a-dir', notAFile: true },
    ];
    const expected = verifyLedger(parseLedger(files), 3);
    expect(expected.findings.length).toBeGreaterThan(4);
    expect(expected.warnings.length).toBeGreaterThan(3);
    const verifier = new LedgerVerifier(3);
    for (const file of [...files].reverse()) verifier.add(parseLedger([file])[0]!);
    expect(verifier.result()).toEqual(expected);
  });
});
