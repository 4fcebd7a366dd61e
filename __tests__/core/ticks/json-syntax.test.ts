/**
 * serde_json's syntax errors, as ev 0.1.2 prints them. Every expectation here
 * was recorded from ev 0.1.2 built with the serde_json it pins (1.0.150):
 * `ev list` on a store whose one tick file holds the text.
 */
import {
  describeJsonSyntaxError,
  findJsonSyntaxError,
} from '../../../src/core/ticks/json-syntax.js';

function serdeMessage(text: string): string {
  const error = findJsonSyntaxError(Buffer.from(text, 'utf8'));
  return error === undefined ? 'OK' : describeJsonSyntaxError(error);
}

test.each([
  ['SECRET=hunter2\n', 'expected value at line 1 column 1'],
  ['{\n  "token": "abc",\nSECRET=hunter2', 'key must be a string at line 3 column 1'],
  ['{"decision": "half written",', 'EOF while parsing a value at line 1 column 28'],
  ['{"a" 1}', 'expected `:` at line 1 column 6'],
  [
    '{"a":"x\u0001"}',
    'control character (\\u0000-\\u001F) found while parsing a string at line 1 column 8',
  ],
  ['[1,]', 'trailing comma at line 1 column 4'],
  ['{"a":1,}', 'trailing comma at line 1 column 8'],
  ['{} trailing', 'trailing characters at line 1 column 4'],
  ['"\\q"', 'invalid escape at line 1 column 3'],
  ['"\\u12g4"', 'invalid escape at line 1 column 7'],
  ['-', 'EOF while parsing a value at line 1 column 1'],
  ['-x', 'invalid number at line 1 column 2'],
  ['01', 'invalid number at line 1 column 2'],
  ['1.', 'EOF while parsing a value at line 1 column 2'],
  ['1.e3', 'invalid number at line 1 column 3'],
  ['1e+', 'EOF while parsing a value at line 1 column 3'],
  ['tru', 'EOF while parsing a value at line 1 column 3'],
  ['trUe', 'expected ident at line 1 column 3'],
  ['\n\n  [1 2]', 'expected `,` or `]` at line 3 column 6'],
  // Columns count bytes: 中文😀 is ten of them.
  ['{"k": "中文😀", x}', 'key must be a string at line 1 column 21'],
  ['"unterminated', 'EOF while parsing a string at line 1 column 13'],
  ["{'single': 1}", 'key must be a string at line 1 column 2'],
  ['', 'EOF while parsing a value at line 1 column 0'],
  [' \n', 'EOF while parsing a value at line 2 column 0'],
  ['\ufeff{}', 'expected value at line 1 column 1'],
  ['"\\ud800"', 'unexpected end of hex escape at line 1 column 8'],
  ['"\\udc00"', 'lone leading surrogate in hex escape at line 1 column 7'],
  ['"\\ud800\\u0041"', 'lone leading surrogate in hex escape at line 1 column 13'],
  ['"\\ud800x"', 'unexpected end of hex escape at line 1 column 8'],
  ['1e400', 'number out of range at line 1 column 5'],
  ['-1e400', 'number out of range at line 1 column 6'],
  ['1e-400', 'OK'],
  ['[1e308, 2e308]', 'number out of range at line 1 column 13'],
  ['123456789012345678901234567890e300', 'number out of range at line 1 column 34'],
  ['{"a":1 "b":2}', 'expected `,` or `}` at line 1 column 8'],
  ['{,}', 'key must be a string at line 1 column 2'],
  ['[,]', 'expected value at line 1 column 2'],
  ['[1 2]', 'expected `,` or `]` at line 1 column 4'],
  ['{"a":}', 'expected value at line 1 column 6'],
  ['nul', 'EOF while parsing a value at line 1 column 3'],
])('%j → %s', (text, message) => {
  expect(serdeMessage(text)).toBe(message);
});

test('nesting: 127 levels parse, the 128th is over serde_json’s limit', () => {
  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
  expect(serdeMessage(nested(127))).toBe('OK');
  expect(serdeMessage(nested(128))).toBe('recursion limit exceeded at line 1 column 128');
  // The scan stops at the limit: a very deep text cannot exhaust the stack.
  expect(serdeMessage('['.repeat(200_000))).toBe('recursion limit exceeded at line 1 column 128');
});

test('what JSON.parse and serde_json both accept is accepted', () => {
  for (const text of [
    '{}',
    '[]',
    ' { "a" : [ 1 , -0.5e+3 , true , false , null , "x\\n\\u00e9\\ud83d\\ude00" , { } ] } ',
    '0',
    '-0.0',
    '"\\/"',
    '18446744073709551616',
    '1.7976931348623157e308',
  ]) {
    expect(() => JSON.parse(text)).not.toThrow();
    expect(serdeMessage(text)).toBe('OK');
  }
});
