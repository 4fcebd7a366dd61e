import { parseTick, unknownTopLevelKeys } from '../../../src/core/ticks/tick.js';

const SHA = '5a1f0c3e9b7d2468ace013579bdf2468ace01357';

function testCheck(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    by: 'test',
    ref: 'pytest tests/test_cache.py',
    verified_at_sha: SHA,
    counter_test: 'pytest tests/test_cache.py::test_miss',
    liveness: { platforms: ['linux-ci'], triggered_by: ['pyproject.toml'], surfaces: ['deps'] },
    ...overrides,
  };
}

function tick(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    decision: 'cache reads go through sqlite',
    observe: '',
    grounds: [{ claim: 'sqlite handles our read volume', supports: 'chosen', check: testCheck() }],
    parent_id: '',
    id: 'ab6ae330efee',
    status: 'live',
    held_since: '2026-01-01T00:00:00Z',
    blame: 'Ada Lovelace',
    ...overrides,
  };
}

function withGround(ground: unknown): Record<string, unknown> {
  return tick({ grounds: [ground] });
}

function withCheck(check: unknown): Record<string, unknown> {
  return withGround({ claim: 'c', supports: 'chosen', check });
}

function withLiveness(liveness: unknown): Record<string, unknown> {
  return withCheck(testCheck({ liveness }));
}

function messageOf(value: unknown): string {
  const result = parseTick(value);
  if (result.ok) throw new Error('expected a parse failure');
  return result.message;
}

const lv = { platforms: ['p'], triggered_by: ['t'], surfaces: ['s'] };

describe('parseTick: the message catalogue (docs/ev-0.1.md#the-tick), byte for byte', () => {
  const cases: [string, unknown, string][] = [
    ['an array', [], 'tick is not an object'],
    ['a string', 'x', 'tick is not an object'],
    ['null', null, 'tick is not an object'],
    ['grounds missing', tick({ grounds: undefined }), 'grounds missing/not array'],
    ['grounds an object', tick({ grounds: {} }), 'grounds missing/not array'],
    ['ground a string', withGround('x'), 'ground is not an object'],
    [
      'ground extra key',
      withGround({ claim: 'c', supports: 'chosen', weight: 1 }),
      'ground: field outside closed schema: weight',
    ],
    ['claim missing', withGround({ supports: 'chosen' }), 'missing or non-string field: claim'],
    [
      'claim a number',
      withGround({ claim: 1, supports: 'chosen' }),
      'missing or non-string field: claim',
    ],
    ['claim empty', withGround({ claim: '', supports: 'chosen' }), 'ground claim is empty'],
    ['supports missing', withGround({ claim: 'c' }), 'missing or non-string field: supports'],
    ['supports maybe', withGround({ claim: 'c', supports: 'maybe' }), 'invalid supports: maybe'],
    [
      'supports rejected: with no option',
      withGround({ claim: 'c', supports: 'rejected:' }),
      'invalid supports: rejected:',
    ],
    ['check null', withCheck(null), 'check is not an object'],
    ['check a string', withCheck('person'), 'check is not an object'],
    [
      'by robot',
      withCheck({ by: 'robot', ref: 'x' }),
      'check.by must be "test" or "person", got Some("robot")',
    ],
    [
      'by with a quote',
      withCheck({ by: 'r"b\n' }),
      'check.by must be "test" or "person", got Some("r\\"b\\n")',
    ],
    ['by missing', withCheck({ ref: 'x' }), 'check.by must be "test" or "person", got None'],
    ['by a number', withCheck({ by: 1 }), 'check.by must be "test" or "person", got None'],
    [
      'person extra key',
      withCheck({ by: 'person', ref: 'x', until: 'q4' }),
      'person check: field outside closed schema: until',
    ],
    ['person ref missing', withCheck({ by: 'person' }), 'missing or non-string field: ref'],
    ['person ref empty', withCheck({ by: 'person', ref: '' }), 'person check ref is empty'],
    [
      'test extra key',
      withCheck(testCheck({ note: 'x' })),
      'test check: field outside closed schema: note',
    ],
    [
      'test ref missing',
      withCheck(testCheck({ ref: undefined })),
      'missing or non-string field: ref',
    ],
    ['test ref empty', withCheck(testCheck({ ref: '' })), 'test check ref is empty'],
    [
      'sha missing',
      withCheck(testCheck({ verified_at_sha: undefined })),
      'missing or non-string field: verified_at_sha',
    ],
    [
      'sha upper case',
      withCheck(testCheck({ verified_at_sha: SHA.toUpperCase() })),
      `verified_at_sha must be 40 lowercase hex: ${SHA.toUpperCase()}`,
    ],
    [
      'sha 39 chars',
      withCheck(testCheck({ verified_at_sha: SHA.slice(1) })),
      `verified_at_sha must be 40 lowercase hex: ${SHA.slice(1)}`,
    ],
    [
      'counter_test null',
      withCheck(testCheck({ counter_test: null })),
      'counter_test present but not a string',
    ],
    [
      'counter_test empty',
      withCheck(testCheck({ counter_test: '' })),
      'counter_test present but empty',
    ],
    [
      'liveness missing',
      withCheck(testCheck({ liveness: undefined })),
      'liveness missing/not object',
    ],
    ['liveness an array', withLiveness([]), 'liveness missing/not object'],
    [
      'liveness extra key',
      withLiveness({ ...lv, owners: ['x'] }),
      'liveness: field outside closed schema: owners',
    ],
    [
      'platforms missing',
      withLiveness({ triggered_by: ['t'], surfaces: ['s'] }),
      'liveness.platforms missing/not array',
    ],
    [
      'platforms element',
      withLiveness({ ...lv, platforms: ['p', 3] }),
      'liveness.platforms element not a string',
    ],
    [
      'platforms empty element',
      withLiveness({ ...lv, platforms: ['p', ''] }),
      'liveness.platforms has an empty element',
    ],
    [
      'platforms empty',
      withLiveness({ ...lv, platforms: [] }),
      'liveness.platforms must be non-empty',
    ],
    [
      'triggered_by empty',
      withLiveness({ ...lv, triggered_by: [] }),
      'liveness.triggered_by must be non-empty',
    ],
    [
      'surfaces empty',
      withLiveness({ ...lv, surfaces: [] }),
      'liveness.surfaces must be non-empty',
    ],
    ['id missing', tick({ id: undefined }), 'missing or non-string field: id'],
    ['parent_id a number', tick({ parent_id: 0 }), 'missing or non-string field: parent_id'],
    ['observe missing', tick({ observe: undefined }), 'missing or non-string field: observe'],
    ['decision missing', tick({ decision: undefined }), 'missing or non-string field: decision'],
    ['status missing', tick({ status: undefined }), 'missing or non-string field: status'],
    [
      'held_since missing',
      tick({ held_since: undefined }),
      'missing or non-string field: held_since',
    ],
    ['blame missing', tick({ blame: undefined }), 'missing or non-string field: blame'],
    [
      'jurisdiction E',
      tick({ jurisdiction: 'E' }),
      'jurisdiction must be one of A, B, C, D (got "E")',
    ],
    [
      'jurisdiction with a zero-width space',
      tick({ jurisdiction: 'A\u200b' }),
      'jurisdiction must be one of A, B, C, D (got "A\\u{200b}")',
    ],
    ['round_id a number', tick({ round_id: 7 }), 'round_id present but not a string'],
    ['round_id null', tick({ round_id: null }), 'round_id present but not a string'],
    ['round_id empty', tick({ round_id: '' }), 'round_id present but empty'],
  ];
  test.each(cases)('%s', (_name, value, message) => {
    expect(messageOf(JSON.parse(JSON.stringify(value ?? null)))).toBe(message);
  });
});

describe('parseTick: order and tolerance', () => {
  test('grounds are parsed before any top-level field', () => {
    expect(messageOf(tick({ id: undefined, grounds: [{ claim: '', supports: 'chosen' }] }))).toBe(
      'ground claim is empty',
    );
  });

  test('top-level fields are checked in ev order: id before blame', () => {
    expect(messageOf(tick({ id: undefined, blame: undefined }))).toBe(
      'missing or non-string field: id',
    );
  });

  test('the first bad ground stops the parse', () => {
    const value = tick({ grounds: [{ claim: 'a', supports: 'maybe' }, { claim: '' }] });
    expect(messageOf(value)).toBe('invalid supports: maybe');
  });

  test('the first key outside the schema is named in code-point order, not file order', () => {
    // written weight-before-note; `note` sorts first
    expect(messageOf(withGround({ claim: 'c', supports: 'chosen', weight: 1, note: 'x' }))).toBe(
      'ground: field outside closed schema: note',
    );
    // U+FF61 sorts before U+1F600 by code point although UTF-16 puts it after
    expect(
      messageOf(withGround({ claim: 'c', supports: 'chosen', '\u{1F600}': 1, '\uff61': 2 })),
    ).toBe('ground: field outside closed schema: \uff61');
  });

  test('the closed schema is checked before the required fields', () => {
    expect(messageOf(withGround({ extra: 1 }))).toBe('ground: field outside closed schema: extra');
  });

  test('a non-string authority or jurisdiction is ignored, not an error', () => {
    const result = parseTick(tick({ authority: 3, jurisdiction: ['C'] }));
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.tick.authority).toBeUndefined();
      expect(result.tick.jurisdiction).toBeUndefined();
    }
  });

  test('unknown top-level keys are tolerated and listed in code-point order', () => {
    const value = tick({ reviewed_by: 'x', priority: 1, authority: 'user-ruled', round_id: 'R1' });
    const result = parseTick(value);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.tick.unknownKeys).toEqual(['priority', 'reviewed_by']);
      expect(result.tick.authority).toBe('user-ruled');
      expect(result.tick.round_id).toBe('R1');
    }
    expect(unknownTopLevelKeys(['not', 'an', 'object'])).toEqual([]);
  });

  test('a harvested binding has no counter_test, a person check keeps its ref', () => {
    const value = tick({
      grounds: [
        { claim: 'a', supports: 'chosen', check: testCheck({ counter_test: undefined }) },
        { claim: 'b', supports: 'rejected:redis', check: { by: 'person', ref: 'Q3' } },
        { claim: 'c', supports: 'rejected:x' },
      ],
    });
    const result = parseTick(JSON.parse(JSON.stringify(value)));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [a, b, c] = result.tick.grounds;
    expect(a?.check).toEqual(expect.objectContaining({ by: 'test' }));
    expect(a?.check && 'counter_test' in a.check).toBe(false);
    expect(b?.check).toEqual({ by: 'person', ref: 'Q3' });
    expect(c && 'check' in c).toBe(false);
  });
});

describe('the bookkeeping fields of ev 0.1.3–0.1.32', () => {
  const ID = 'e2b337f53a1f';

  test('source_ref, provenance, supersedes and ratifies parse and are not unknown keys', () => {
    const value = tick({
      source_ref: { issue: 7 },
      provenance: 'imported',
      supersedes: ID,
      ratifies: ID,
    });
    const parsed = parseTick(value);
    expect(parsed).toMatchObject({
      ok: true,
      tick: { source_ref: { issue: 7 }, provenance: 'imported', supersedes: ID, ratifies: ID },
    });
    expect(unknownTopLevelKeys(value)).toEqual([]);
  });

  test.each([
    [{ source_ref: '' }, 'source_ref string is empty'],
    [{ source_ref: {} }, 'source_ref object is empty'],
    [{ source_ref: 7 }, 'source_ref must be a non-empty string or object'],
    [{ source_ref: null }, 'source_ref must be a non-empty string or object'],
    [
      { provenance: 'robot' },
      'provenance must be one of imported, agent-proposed, human-now (got "robot")',
    ],
    [
      { supersedes: 'E2B337F53A1F' },
      'supersedes must be a 12-char lowercase-hex tick id (got "E2B337F53A1F")',
    ],
    [{ ratifies: 'e2b337' }, 'ratifies must be a 12-char lowercase-hex tick id (got "e2b337")'],
    [
      { corrects: '../../etc' },
      'corrects must be a 12-char lowercase-hex tick id (got "../../etc")',
    ],
  ])('%j is refused with ev’s message', (fields, message) => {
    expect(parseTick(tick(fields))).toEqual({ ok: false, message });
  });

  test('a non-string provenance or edge is ignored, as ev ignores it', () => {
    const parsed = parseTick(tick({ provenance: 1, supersedes: 5, ratifies: null }));
    expect(parsed.ok).toBe(true);
    if (parsed.ok) {
      expect(parsed.tick.provenance).toBeUndefined();
      expect(parsed.tick.supersedes).toBeUndefined();
    }
  });

  test('legacy keys: round_id (0.1.1–0.1.2) and corrects (0.1.10–0.1.26) are accepted, corrects as the supersedes edge', () => {
    const value = tick({ round_id: 'R12', corrects: ID });
    expect(parseTick(value)).toMatchObject({ ok: true, tick: { round_id: 'R12', supersedes: ID } });
    expect(unknownTopLevelKeys(value)).toEqual([]);
    expect(parseTick(tick({ round_id: '' }))).toEqual({
      ok: false,
      message: 'round_id present but empty',
    });
  });

  test('under ev 0.1.2 rules the new fields are unknown keys, neither validated nor read', () => {
    const value = tick({ source_ref: '', provenance: 'robot', supersedes: 'x' });
    const parsed = parseTick(value, '0.1.2');
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(parsed.tick.supersedes).toBeUndefined();
    expect(unknownTopLevelKeys(value, '0.1.2')).toEqual(['provenance', 'source_ref', 'supersedes']);
  });
});
