/**
 * JSON that does not parse: one message with a reason, a line and a column,
 * and never a byte of the text (a tick file can be a link to a secret).
 */
import { parseJsonBytes, parseJsonText } from '../../../src/core/ledger/json-text.js';
import { locateSyntaxError } from '../../../src/core/ledger/json-syntax.js';

function messageOf(text: string): string {
  const parsed = parseJsonText(text);
  if (parsed.ok) throw new Error(`${JSON.stringify(text)} parsed`);
  return parsed.message;
}

test.each([
  ['SECRET=hunter2\n', 'unexpected character at line 1 column 1'],
  ['{\n  "token": "abc",\nSECRET=hunter2', 'unexpected character at line 3 column 1'],
  ['{"decision": "half written",', 'unexpected end of input at line 1 column 29'],
  ['{"a" 1}', 'unexpected character at line 1 column 6'],
  ['{"a":"x\u0001"}', 'control character in a string at line 1 column 8'],
  ['[1,]', 'unexpected character at line 1 column 4'],
  ['{} trailing', 'unexpected character after the value at line 1 column 4'],
  ['"\\q"', 'invalid escape in a string at line 1 column 3'],
  ['"\\u12g4"', 'invalid escape in a string at line 1 column 6'],
  ['-', 'unexpected end of input at line 1 column 2'],
  ['-x', 'invalid number at line 1 column 2'],
  ['01', 'unexpected character after the value at line 1 column 2'],
  ['1.', 'unexpected end of input at line 1 column 3'],
  ['1.e3', 'invalid number at line 1 column 3'],
  ['1e+', 'unexpected end of input at line 1 column 4'],
  ['tru', 'unexpected end of input at line 1 column 4'],
  ['trUe', 'unexpected character at line 1 column 3'],
  ['{"a":1,}', 'unexpected character at line 1 column 8'],
  ['\n\n  [1 2]', 'unexpected character at line 3 column 6'],
  ['{"k": "中文😀", x}', 'unexpected character at line 1 column 14'],
  ['"unterminated', 'unexpected end of input at line 1 column 14'],
  ["{'single': 1}", 'unexpected character at line 1 column 2'],
])('%j → %s', (text, where) => {
  expect(messageOf(text)).toBe(`not valid JSON: ${where}`);
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
    const message = messageOf(text);
    expect(message).toMatch(/^not valid JSON: [a-z ]+ at line \d+ column \d+$/);
    for (const piece of ['SECRET', 'hunter', secret.slice(-6), "'S'", '"S'])
      expect(message).not.toContain(piece);
  }
});

test('the locator agrees with JSON.parse on what is valid', () => {
  const valid = [
    '{}',
    '[]',
    ' { "a" : [ 1 , -0.5e+3 , true , false , null , "x\\n\\u00e9" , { } ] } ',
    '0',
    '"\\/"',
    '[[[[[[]]]]]]',
  ];
  for (const text of valid) {
    expect(() => JSON.parse(text)).not.toThrow();
    expect(locateSyntaxError(text)).toBeUndefined();
  }
});

test('deep nesting is scanned without recursion', () => {
  const text = `${'['.repeat(200_000)}x`;
  expect(locateSyntaxError(text)).toEqual({ reason: 'unexpected character', offset: 200_000 });
});

test('bytes that are not UTF-8, a byte-order mark and an empty file keep their own messages', () => {
  expect(parseJsonBytes(Buffer.from([0x7b, 0x0a, 0xc3, 0x28, 0x7d]))).toEqual({
    ok: false,
    message: 'not valid UTF-8 (first malformed sequence on line 2)',
  });
  expect(parseJsonBytes(Buffer.from([0xef, 0xbb, 0xbf, 0x7b, 0x7d]))).toEqual({
    ok: false,
    message: 'starts with a UTF-8 byte-order mark, which ev cannot read',
  });
  expect(parseJsonText(' \n')).toEqual({ ok: false, message: 'not valid JSON: the file is empty' });
  expect(parseJsonText('"\\ud800"')).toEqual({
    ok: false,
    message: 'not valid JSON: a \\u escape encodes a lone surrogate',
  });
});
