/**
 * The envelope as ev 0.2.4's serde reads a ledger line: what is an event and
 * what is skipped (each case checked against the ev 0.2.4 binary while this
 * reader was written), and the JSON.parse fast path agreeing with the exact
 * reader on every line.
 */
import { exactEnvelope, parseEnvelope, quickEnvelope } from '../../../src/core/claims/events.js';
import { JsonNumber, u64Field } from '../../../src/core/claims/json.js';

const line = (fields: Record<string, string>): string => {
  const base: Record<string, string> = {
    v: '2',
    id: '"clm_A"',
    ts: '"2026-03-01T00:00:00Z"',
    writer: '"w"',
    seq: '1',
    actor: '{"kind":"human"}',
    type: '"claim"',
    body: '{"label":"L"}',
    ...fields,
  };
  return `{${Object.entries(base)
    .filter(([, v]) => v !== '')
    .map(([k, v]) => `"${k}":${v}`)
    .join(',')}}`;
};

describe('what ev reads as an event', () => {
  test.each([
    ['the plain envelope', line({})],
    ['seq at u64::MAX', line({ seq: '18446744073709551615' })],
    ['an agent with id and via', line({ actor: '{"kind":"agent","id":"claude-code","via":"x"}' })],
    ['an actor id of null', line({ actor: '{"kind":"human","id":null}' })],
    ['an actor in serde’s array form', line({ actor: '["agent","x"]' })],
    ['an actor kind in serde’s map form', line({ actor: '{"kind":{"engine":null}}' })],
    ['an unknown field, even with a lone surrogate or 1e400', line({ x: '"\\ud800"', y: '1e400' })],
    ['a repeated key in the body (the last wins)', line({ body: '{"label":"a","label":"b"}' })],
    ['a body of null', line({ body: 'null' })],
    ['whitespace around the JSON', `  ${line({})} \t`],
    ['a surrogate pair', line({ body: '{"label":"\\ud83d\\ude00"}' })],
    ['body numbers beyond u64 (a float)', line({ body: '{"n":18446744073709551616}' })],
  ])('%s', (_, text) => {
    expect(parseEnvelope(text)).toBeDefined();
  });

  test('serde’s array form of the whole envelope', () => {
    const event = parseEnvelope('[2,"clm_F","t","w",7,{"kind":"human"},"claim",{"label":"a"}]');
    expect(event).toMatchObject({ id: 'clm_F', seq: 7n, type: 'claim', actor: { kind: 'human' } });
  });
});

describe('what ev skips (with a warning)', () => {
  test.each([
    ['seq -0 (a float to serde)', line({ seq: '-0' })],
    ['seq 1.0', line({ seq: '1.0' })],
    ['seq beyond u64', line({ seq: '18446744073709551616' })],
    ['v 256', line({ v: '256' })],
    ['v 2e0', line({ v: '2e0' })],
    ['no body', line({ body: '' })],
    ['no actor', line({ actor: '' })],
    ['a repeated field', `{"id":"x",${line({}).slice(1)}`],
    ['a repeated actor field', line({ actor: '{"kind":"human","kind":"agent"}' })],
    ['an unknown actor kind', line({ actor: '{"kind":"Human"}' })],
    ['an actor id that is a number', line({ actor: '{"kind":"human","id":5}' })],
    ['an actor array too long', line({ actor: '["human","a","b","c"]' })],
    ['a lone surrogate in the body', line({ body: '{"label":"\\ud800"}' })],
    ['a lone trailing surrogate', line({ body: '{"label":"\\udc00"}' })],
    ['1e400 in the body', line({ body: '{"n":1e400}' })],
    ['a control character in an ignored string', line({ x: '"a\tb"' })],
    ['a leading zero', line({ x: '01' })],
    ['a bad escape', line({ x: '"\\q"' })],
    ['trailing text', `${line({})} x`],
    ['a byte-order mark', `\ufeff${line({})}`],
    ['nine array elements', '[2,"c","t","w",1,{"kind":"human"},"claim",{},1]'],
    ['seven array elements', '[2,"c","t","w",1,{"kind":"human"},"claim"]'],
    ['a body nested 127 deep', line({ body: `${'['.repeat(127)}${']'.repeat(127)}` })],
    ['a torn line', line({}).slice(0, 40)],
  ])('%s', (_, text) => {
    expect(parseEnvelope(text)).toBeUndefined();
  });

  test('the deepest body serde takes: 126 levels inside the envelope', () => {
    expect(parseEnvelope(line({ body: `${'['.repeat(126)}${']'.repeat(126)}` }))).toBeDefined();
  });
});

test('numbers keep serde’s classes: u64, i64, f64', () => {
  const event = parseEnvelope(
    line({ type: '"snapshot"', body: '{"a":4294967297,"b":-1,"c":3.0,"d":-0,"e":1e2}' }),
  );
  const body = event?.body ?? null;
  expect(u64Field(body, 'a')).toBe(4294967297n);
  for (const key of ['b', 'c', 'd', 'e']) expect(u64Field(body, key)).toBeUndefined();
  expect((body as Record<string, JsonNumber>).b?.repr).toBe('i64');
});

describe('the JSON.parse fast path', () => {
  const lines = [
    line({}),
    line({ actor: '{"kind":"agent","id":"a"}', body: '{"claim":"c","kind":"defect"}' }),
    line({ body: '{"label":"id \\"v\\": 3 kind"}' }),
    line({ body: '{"at_verify":[{"ref":"file:a","status":"resolves","drift":1}]}' }),
    line({ seq: '9007199254740993' }),
    line({ x: '{"id":1}' }),
    line({ body: '{"__proto__":{"label":"x"}}' }),
    `{"v":2 ,"id":"clm_A","id":"clm_B","ts":"t","writer":"w","seq":1,"actor":{"kind":"human"},"type":"claim","body":{}}`,
    `{"v" : 2, "seq" : 3, "id":"a","ts":"t","writer":"w","actor":{"kind":"human"},"type":"t","body":{}}`,
    `{"v":2,"seq":1.5,"id":"a","ts":"t","writer":"w","actor":{"kind":"human"},"type":"t","body":{}}`,
    `{"v":-1,"seq":1,"id":"a","ts":"t","writer":"w","actor":{"kind":"human"},"type":"t","body":{}}`,
    `{"v":2,"seq":1,"id":"a","ts":"t","writer":"w","actor":{"kind":"human","via":7},"type":"t","body":{}}`,
    `{"v":2,"seq":1,"id":"a","ts":"t","writer":"w","actor":{"kind":"robot"},"type":"t","body":{}}`,
  ];

  test.each(lines)('agrees with the exact reader: %s', (text) => {
    const quick = quickEnvelope(text);
    if (typeof quick !== 'symbol') expect(quick).toEqual(exactEnvelope(text));
    expect(parseEnvelope(text)).toEqual(exactEnvelope(text));
  });

  test('takes the common line, and leaves the ambiguous ones to the exact reader', () => {
    expect(typeof quickEnvelope(line({}))).toBe('object');
    expect(typeof quickEnvelope(line({ body: '{"n":1}' }))).toBe('symbol');
    expect(typeof quickEnvelope(line({ body: '{"l":"\\u00e9"}' }))).toBe('symbol');
    expect(typeof quickEnvelope(`{"id":"x",${line({}).slice(1)}`)).toBe('symbol');
  });

  test('a seq beyond 2^53 is kept exactly', () => {
    expect(parseEnvelope(line({ seq: '9007199254740993' }))?.seq).toBe(9007199254740993n);
  });
});

describe('the fast path against the exact reader, on lines mutated at random', () => {
  const seeds = [
    line({}),
    line({
      actor: '{"kind":"agent","id":"claude-code"}',
      body: '{"claim":"c","kind":"defect","at_verify":[]}',
    }),
    line({
      type: '"evidence"',
      body: '{"claim":"c","ref":"file:a::v","status":"resolves","base":"abc"}',
    }),
  ];
  const edits: ((text: string, pick: () => number) => string)[] = [
    (t) => t.replace('"v":2', '"v":2.0'),
    (t) => t.replace('"seq":1', '"seq":-0'),
    (t) => t.replace('"seq":1', '"seq":1e0'),
    (t) => t.replace('"seq":1', '"seq" : 18446744073709551616'),
    (t) => t.replace('{"v":2,', '{"v":2,"v":3,'),
    (t) => t.replace('"type"', '"type":"x","type"'),
    (t) => t.replace('"kind":"', '"kind":"human","kind":"'),
    (t) => t.replace('"body":{', '"body":{"kind":"k","id":"i",'),
    (t) => t.replace('"body":{', '"body":{"n":1,'),
    (t) => t.replace('"body":{', '"body":{"v":[{"v":1}],'),
    (t) => t.replace('}}', '},"extra":{"id":"x"}}'),
    (t) => t.replace('"label"', '"\\u006cabel"'),
    (t) => t.replace('"actor":{', '"actor":{"via":null,'),
    (t) => t.replace('"actor":{', '"actor":{"id":3,'),
    (t) => t.replace('"human"', '"Human"'),
    (t) => t.slice(0, -1),
    (t, pick) => t.slice(0, Math.floor(pick() * t.length)),
    (t) => `${t} `,
    (t) => t.replace(':', ' : '),
  ];

  test('every mutation reads the same both ways', () => {
    let state = 20261127;
    const pick = (): number => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return state / 2147483648;
    };
    for (let i = 0; i < 600; i++) {
      let text = seeds[Math.floor(pick() * seeds.length)] as string;
      for (let n = 1 + Math.floor(pick() * 3); n > 0; n--)
        text = (edits[Math.floor(pick() * edits.length)] as (typeof edits)[number])(text, pick);
      const quick = quickEnvelope(text);
      if (typeof quick !== 'symbol') expect([text, quick]).toEqual([text, exactEnvelope(text)]);
    }
  });
});
