/**
 * JSON that does not parse: ev's own message (serde_json's, as ev prints it)
 * and a descriptive one, both naming a line and a column and never a byte of
 * the text (a tick file can be a link to a secret).
 */
import { NOT_UTF8, parseJsonBytes, parseJsonText } from '../../../src/core/ticks/json-text.js';

function failure(text: string): { message: string; evMessage: string } {
  const parsed = parseJsonText(text);
  if (parsed.ok) throw new Error(`${JSON.stringify(text)} parsed`);
  return { message: parsed.message, evMessage: parsed.evMessage };
}

test('a syntax error: serde_json’s words for ev, the same behind "not valid JSON" for findings', () => {
  expect(failure('{"decision": "half written",')).toEqual({
    evMessage: 'EOF while parsing a value at line 1 column 28',
    message: 'not valid JSON: EOF while parsing a value at line 1 column 28',
  });
});

test('no message quotes the text, whatever the text', () => {
  const secret = 'SECRET=hunter2-abcdefghijklmnop';
  const texts = [
    secret,
    `${secret}\n`,
    `{"a": ${secret}}`,
    `["${secret}`,
    `{"${secret}": 1,}`,
    `{"a": 1} ${secret}`,
    `[1, 2, "\\x${secret}"]`,
    `"${secret}\u0000"`,
  ];
  for (const text of texts) {
    const { message, evMessage } = failure(text);
    expect(evMessage).toMatch(/^[a-zA-Z`:,\]} ()\\0-9-]+ at line \d+ column \d+$/);
    for (const piece of ['SECRET', 'hunter', secret.slice(-6), "'S'", '"S'])
      expect(`${message}\n${evMessage}`).not.toContain(piece);
  }
});

test('an empty file and a byte-order mark: serde_json’s message, and a hint for a person', () => {
  expect(failure(' \n')).toEqual({
    evMessage: 'EOF while parsing a value at line 2 column 0',
    message: 'not valid JSON: EOF while parsing a value at line 2 column 0 (the file is empty)',
  });
  expect(parseJsonBytes(Buffer.from([0xef, 0xbb, 0xbf, 0x7b, 0x7d]))).toEqual({
    ok: false,
    evMessage: 'expected value at line 1 column 1',
    message:
      'not valid JSON: expected value at line 1 column 1 (the file starts with a UTF-8 byte-order mark)',
  });
});

test('bytes that are not UTF-8: Rust’s message for ev, the line of the first bad sequence for a person', () => {
  expect(parseJsonBytes(Buffer.from([0x7b, 0x0a, 0xc3, 0x28, 0x7d]))).toEqual({
    ok: false,
    message: 'not valid UTF-8 (first malformed sequence on line 2)',
    evMessage: NOT_UTF8,
  });
});

test('what JSON.parse accepts but serde_json refuses is refused, with serde_json’s message', () => {
  expect(failure('"\\ud800"').evMessage).toBe('unexpected end of hex escape at line 1 column 8');
  expect(failure('{"n": 1e400}').evMessage).toBe('number out of range at line 1 column 11');
  const deep = `${'['.repeat(128)}${']'.repeat(128)}`;
  expect(failure(deep).evMessage).toBe('recursion limit exceeded at line 1 column 128');
});

test('texts near those limits still parse', () => {
  for (const text of [
    `${'['.repeat(127)}${']'.repeat(127)}`,
    '{"n": 1e-400, "m": 1e300, "s": "e+999 in a string"}',
    '"\\ud83d\\ude00"',
  ]) {
    expect(parseJsonText(text).ok).toBe(true);
  }
});

test('a huge number in a tolerated unknown key is refused as ev refuses it; strings that look like numbers are not', () => {
  expect(failure('{"decision": "d", "x": 1e309}').evMessage).toBe(
    'number out of range at line 1 column 28',
  );
  expect(failure('{"x": [1, 2, -9e999]}').evMessage).toBe(
    'number out of range at line 1 column 19',
  );
  expect(parseJsonText('{"claim": "p99: 1e400 ms", "n": [1, 2.5e300]}').ok).toBe(true);
});

test('duplicate keys are looked for only when asked (tick files report them)', () => {
  const text = '{"a": 1,\n "a": 2}';
  const asked = parseJsonText(text, { duplicateKeys: true });
  expect(asked.ok && asked.duplicateKeys).toEqual([{ key: 'a', line: 2 }]);
  const notAsked = parseJsonText(text);
  expect(notAsked.ok && notAsked.duplicateKeys).toEqual([]);
});

test('the limits and duplicate keys are found at any depth the walk reaches, and nothing deeper is walked', () => {
  const nested = (depth: number, inner: string) =>
    `${'{"k":'.repeat(depth)}${inner}${'}'.repeat(depth)}`;
  // A huge number 126 objects deep (serde_json's budget allows 127).
  expect(failure(nested(126, '1e999')).evMessage).toBe(
    `number out of range at line 1 column ${126 * 5 + 5}`,
  );
  expect(parseJsonText(nested(126, '1e300')).ok).toBe(true);
  // Objects as deep as arrays: 128 levels refused, 127 kept.
  expect(failure(nested(128, '1')).evMessage).toBe(
    `recursion limit exceeded at line 1 column ${127 * 5 + 1}`,
  );
  expect(parseJsonText(nested(127, '1')).ok).toBe(true);
  // Far deeper than the walk goes: refused by serde_json's scan, not a stack overflow.
  expect(failure(nested(20_000, '1')).evMessage).toMatch(/^recursion limit exceeded/);
  // A key written twice 100 levels down.
  const twice = parseJsonText(nested(100, '{"a": 1,\n"a": 2}'), { duplicateKeys: true });
  expect(twice.ok && twice.duplicateKeys).toEqual([{ key: 'a', line: 2 }]);
  const once = parseJsonText(nested(100, '{"a": 1,\n"b": 2}'), { duplicateKeys: true });
  expect(once.ok && once.duplicateKeys).toEqual([]);
});
