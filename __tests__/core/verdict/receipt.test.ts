/** Receipts (ledger.md §6, §12): strict reading, byte-identical writing, ev's timestamps. */
import { receiptKey } from '../../../src/core/ledger/identity.js';
import {
  formatReceiptLine,
  formatTimestamp,
  latestReceipt,
  parseReceipt,
  parseReceiptFile,
  parseRfc3339,
  type Receipt,
} from '../../../src/core/verdict/receipt.js';

const REF = 'pytest tests/test_cache.py';
const KEY = receiptKey(REF);
const SHA = '59f2849766c90b91e39fe01e125a77cc3fcf425f';
const LINE = `{"commit":"${SHA}","platform":"linux-ci","ran_at":"2099-06-01T08:00:00Z","result":"green","test":"${REF}"}`;

describe("parseReceipt: ev's closed schema and messages", () => {
  const base = {
    test: REF,
    platform: 'linux-ci',
    commit: SHA,
    ran_at: '2099-06-01T08:00:00Z',
    result: 'green',
  };
  test.each([
    [[], 'receipt is not an object'],
    [null, 'receipt is not an object'],
    [{ ...base, zeta: 1, extra: 2 }, 'receipt: field outside closed schema: extra'],
    [{ ...base, result: undefined }, 'missing or non-string field: result'],
    [{ ...base, result: 'purple' }, 'receipt.result must be green|red|gray: purple'],
    [{ ...base, test: 3 }, 'missing or non-string field: test'],
    [{ ...base, ran_at: undefined }, 'missing or non-string field: ran_at'],
  ])('%j → %s', (value, message) => {
    expect(parseReceipt(value)).toEqual({ ok: false, message });
  });

  test("result is checked before the other fields (ev's order)", () => {
    expect(parseReceipt({ result: 'purple' })).toEqual({
      ok: false,
      message: 'receipt.result must be green|red|gray: purple',
    });
  });

  test('falsifiable: a boolean is kept, anything else is absent', () => {
    expect(parseReceipt({ ...base, falsifiable: false })).toEqual({
      ok: true,
      receipt: { ...base, falsifiable: false },
    });
    const loose = parseReceipt({ ...base, falsifiable: 'no' });
    expect(loose.ok && 'falsifiable' in loose.receipt).toBe(false);
  });
});

describe('parseReceiptFile', () => {
  test('blank lines are skipped, CRLF is tolerated, line numbers are kept', () => {
    const file = parseReceiptFile(KEY, `\n${LINE}\r\n   \n${LINE}\n`);
    expect(file.problems).toEqual([]);
    expect(file.receipts.map((r) => r.line)).toEqual([2, 4]);
  });

  test('a malformed line is reported with its line, and the file reads as empty (as ev reads it)', () => {
    const file = parseReceiptFile(KEY, `${LINE}\n{"test": "pytest tests/\n`);
    expect(file.readAsEmpty).toBe(true);
    expect(file.receipts).toEqual([]);
    expect(file.problems).toHaveLength(1);
    expect(file.problems[0]).toMatchObject({ kind: 'malformed', line: 2 });
    expect(file.problems[0]?.message).toMatch(/^not valid JSON: /);
  });

  test('every bad line is reported, not only the first', () => {
    const file = parseReceiptFile(KEY, `nope\n${LINE.replace('green', 'blue')}\n`);
    expect(file.problems.map((p) => [p.line, p.message.slice(0, 20)])).toEqual([
      [1, 'not valid JSON: expe'],
      [2, 'receipt.result must '],
    ]);
  });

  test("a receipt filed under another ref's key is misfiled: reported and ignored, the rest still counts", () => {
    const misfiled = LINE.replace(REF, 'pytest elsewhere');
    const file = parseReceiptFile(KEY, `${misfiled}\n${LINE}\n`);
    expect(file.readAsEmpty).toBe(false);
    expect(file.receipts.map((r) => r.line)).toEqual([2]);
    expect(file.problems).toEqual([
      {
        kind: 'misfiled',
        line: 1,
        message: `receipt for "pytest elsewhere" is filed under ${KEY}.jsonl, which is not its key (${receiptKey('pytest elsewhere')}) — ignored`,
      },
    ]);
  });
});

describe('formatReceiptLine: byte for byte as ev writes it', () => {
  test('sorted keys, compact, newline; falsifiable only when known', () => {
    const r: Receipt = {
      test: 'test 1 = 1',
      platform: 'local',
      commit: SHA,
      ran_at: '2026-11-21T12:15:15.229330215Z',
      result: 'green',
    };
    expect(formatReceiptLine(r)).toBe(
      `{"commit":"${SHA}","platform":"local","ran_at":"2026-11-21T12:15:15.229330215Z","result":"green","test":"test 1 = 1"}\n`,
    );
    expect(formatReceiptLine({ ...r, falsifiable: false })).toBe(
      `{"commit":"${SHA}","falsifiable":false,"platform":"local","ran_at":"2026-11-21T12:15:15.229330215Z","result":"green","test":"test 1 = 1"}\n`,
    );
  });

  test('strings are escaped as serde_json does (controls, quotes; non-ASCII raw)', () => {
    const r: Receipt = {
      test: 'a"b\\c\u0001é\n',
      platform: 'p',
      commit: SHA,
      ran_at: 't',
      result: 'red',
    };
    expect(formatReceiptLine(r)).toContain('"test":"a\\"b\\\\c\\u0001é\\n"');
  });

  test('what we write, we read back', () => {
    const r: Receipt = {
      test: REF,
      platform: 'local',
      commit: SHA,
      ran_at: formatTimestamp(1n),
      result: 'gray',
      falsifiable: true,
    };
    expect(parseReceiptFile(KEY, formatReceiptLine(r)).receipts.map((x) => x.receipt)).toEqual([r]);
  });
});

describe('timestamps', () => {
  test.each([
    [0n, '1970-01-01T00:00:00Z'],
    [1_795_262_491_000_000_000n, '2026-11-21T12:01:31Z'],
    [1_795_262_491_229_330_215n, '2026-11-21T12:01:31.229330215Z'],
    [1_795_262_491_500_000_000n, '2026-11-21T12:01:31.5Z'],
    [1_795_262_491_000_001_000n, '2026-11-21T12:01:31.000001Z'],
  ])(
    'formatTimestamp(%s) = %s (fraction only when non-zero, trailing zeros dropped)',
    (nanos, text) => {
      expect(formatTimestamp(nanos)).toBe(text);
    },
  );

  test.each([
    ['2026-01-01T00:00:00Z', 1_767_225_600, 0],
    ['2026-01-01t00:00:00z', 1_767_225_600, 0],
    ['2026-01-01 00:00:00Z', 1_767_225_600, 0],
    ['2026-01-01x00:00:00Z', 1_767_225_600, 0],
    ['2026-01-01T02:30:00+02:30', 1_767_225_600, 0],
    ['2025-12-31T23:00:00-01:00', 1_767_225_600, 0],
    ['2026-01-01T00:00:00.1234567891234Z', 1_767_225_600, 123_456_789],
    ['2016-12-31T23:59:60Z', 1_483_228_799, 999_999_999],
    ['2000-02-29T00:00:00Z', 951_782_400, 0],
  ])('parseRfc3339(%s)', (text, seconds, nanos) => {
    expect(parseRfc3339(text)).toEqual({ seconds, nanos });
  });

  test.each([
    '2026-01-01',
    '2026-1-01T00:00:00Z',
    '2026-13-01T00:00:00Z',
    '2026-02-29T00:00:00Z',
    '2026-01-01T24:00:00Z',
    '2026-01-01T00:60:00Z',
    '2026-06-30T12:59:60Z',
    '2026-01-01T00:00:00',
    '2026-01-01T00:00:00.Z',
    '2026-01-01T00:00:00+24:00',
    '2026-01-01T00:00:00+01:60',
    '2026-01-01T00:00:00+0100',
    '2026-01-01T00:00:00Z ',
    '2026-01-01é00:00:00Z',
    '２０２６-01-01T00:00:00Z',
  ])('parseRfc3339(%s) is undefined', (text) => {
    expect(parseRfc3339(text)).toBeUndefined();
  });

  test('latestReceipt returns undefined for none', () => {
    expect(latestReceipt([])).toBeUndefined();
  });
});
