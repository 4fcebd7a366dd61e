/**
 * Receipts (docs/ev-0.1.md#receipts,
 * docs/COMPATIBILITY.md#where-this-project-is-stricter-than-ev): strict
 * reading, byte-identical writing, ev's timestamps.
 */
import { receiptKey } from '../../../../src/core/ticks/identity.js';
import {
  formatReceiptLine,
  formatTimestamp,
  latestReceipt,
  latestReceipts,
  MAX_MALFORMED_LINES,
  MAX_PROBLEMS_PER_FILE,
  parseReceipt,
  parseReceiptFile,
  parseRfc3339,
  type Receipt,
} from '../../../../src/core/ticks/verdict/receipt.js';

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

describe('parseReceiptFile: a flood of bad lines', () => {
  test('a megabyte of `x\\n`: the first problems kept, reading stops after the malformed-line limit', () => {
    const file = parseReceiptFile(KEY, 'x\n'.repeat(512 * 1024));
    expect(file.readAsEmpty).toBe(true);
    expect(file.receipts).toEqual([]);
    expect(file.problems).toHaveLength(MAX_PROBLEMS_PER_FILE);
    expect(file.stoppedAtLine).toBe(MAX_MALFORMED_LINES);
    expect(file.problems.map((p) => p.line)).toEqual(
      Array.from({ length: MAX_PROBLEMS_PER_FILE }, (_, i) => i + 1),
    );
  });

  test('misfiled lines are counted beyond the kept ones, and reading goes on (the good receipts still count)', () => {
    const misfiled = LINE.replace(REF, 'pytest elsewhere');
    const file = parseReceiptFile(
      KEY,
      `${misfiled}\n`.repeat(MAX_PROBLEMS_PER_FILE + 5) + `${LINE}\n`,
    );
    expect(file.problems).toHaveLength(MAX_PROBLEMS_PER_FILE);
    expect(file.omittedProblems).toBe(5);
    expect(file.stoppedAtLine).toBeUndefined();
    expect(file.receipts.map((r) => r.line)).toEqual([MAX_PROBLEMS_PER_FILE + 6]);
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

describe('latestReceipts: one pass gives what latestReceipt gives each candidate set', () => {
  const TIMES = [
    '2026-01-01T00:00:00Z',
    '2026-01-01T00:00:00.5Z',
    '2026-01-01T01:00:00+01:00', // the same instant as the first, written another way
    '2026-01-01T00:00:01Z',
    '2025-12-31T23:59:59.999Z',
    'yesterday', // no time order for any set that holds it
    '2026-01-01T00:00:00Z ',
  ];
  const receipt = (test: string, platform: string, ranAt: string, n: number): Receipt => ({
    test,
    platform,
    commit: String(n).padStart(40, '0'),
    ran_at: ranAt,
    result: 'green',
  });

  test('on 3,000 random lists: overall, per platform, ties and unparsable times', () => {
    let seed = 11;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    let textRule = 0;
    for (let i = 0; i < 3_000; i++) {
      const list = Array.from({ length: Math.floor(random() * 9) }, (_, n) =>
        receipt(pick([REF, 'other']), pick(['linux', 'macos', 'win']), pick(TIMES), n),
      );
      const latest = latestReceipts(list, REF);
      const ofRef = list.filter((r) => r.test === REF);
      expect(latest.overall).toBe(latestReceipt(ofRef));
      const platforms = new Set(ofRef.map((r) => r.platform));
      expect([...latest.onPlatform.keys()].sort()).toEqual([...platforms].sort());
      for (const platform of platforms) {
        const set = ofRef.filter((r) => r.platform === platform);
        expect(latest.onPlatform.get(platform)).toBe(latestReceipt(set));
        if (set.some((r) => parseRfc3339(r.ran_at) === undefined)) textRule++;
      }
    }
    // Both rules must be exercised, or the comparison proves little.
    expect(textRule).toBeGreaterThan(300);
  });
});

describe('parseRfc3339 agrees with an independent reading (pattern + Date arithmetic)', () => {
  const PATTERN =
    /^(\d{4})-(\d{2})-(\d{2})[\s\S](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:([zZ])|([+-])(\d{2}):(\d{2}))$/;

  function utcSeconds(year: number, month: number, day: number, h: number, m: number, s: number) {
    const date = new Date(0);
    date.setUTCFullYear(year, month - 1, day);
    date.setUTCHours(h, m, s, 0);
    return date.getTime() / 1000;
  }

  function lastDayOf(year: number, month: number): number {
    const date = new Date(0);
    date.setUTCFullYear(year, month, 0);
    return date.getUTCDate();
  }

  /** time's Rfc3339 as ev (docs/ev-0.1.md#timestamps) and the `time` crate read it, by other means than the parser. */
  function oracle(text: string): { seconds: number; nanos: number } | undefined {
    const m = PATTERN.exec(text);
    if (!m || text.charCodeAt(10) > 0x7f) return undefined;
    const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as number[];
    const offsetHour = Number(m[10] ?? 0);
    const offsetMinute = Number(m[11] ?? 0);
    if (offsetHour > 23 || offsetMinute > 59) return undefined;
    if (month! < 1 || month! > 12 || day! < 1 || day! > lastDayOf(year!, month!)) return undefined;
    if (hour! > 23 || minute! > 59 || second! > 60) return undefined;
    const offset = (m[9] === '-' ? -1 : 1) * (offsetHour * 3600 + offsetMinute * 60);
    const leap = second === 60;
    const seconds = utcSeconds(year!, month!, day!, hour!, minute!, leap ? 59 : second!) - offset;
    if (leap) {
      const utc = new Date(seconds * 1000);
      const standsIn =
        utc.getUTCHours() === 23 &&
        utc.getUTCMinutes() === 59 &&
        utc.getUTCSeconds() === 59 &&
        utc.getUTCDate() === lastDayOf(utc.getUTCFullYear(), utc.getUTCMonth() + 1);
      return standsIn ? { seconds, nanos: 999_999_999 } : undefined;
    }
    const nanos = m[7] === undefined ? 0 : Number(m[7].slice(0, 9).padEnd(9, '0'));
    return { seconds, nanos };
  }

  const SEEDS = [
    '2026-11-21T12:15:15.229330215Z',
    '2026-11-21 12:15:15z',
    '2026-02-28T23:59:60Z',
    '2026-12-31T23:59:60.5+00:00',
    '2026-01-01T00:00:00-23:59',
    '2024-02-29T10:00:00.1234567890123Z',
    '0001-01-01T00:00:00Z',
    '2026-06-30T22:59:60-01:00',
  ];
  const PIECES = [
    '0',
    '1',
    '2',
    '3',
    '5',
    '9',
    'Z',
    'z',
    '+',
    '-',
    ':',
    '.',
    'T',
    ' ',
    'é',
    '😀',
    'x',
  ];

  test('the same answer on 20,000 mutated timestamps', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    let valid = 0;
    for (let i = 0; i < 20_000; i++) {
      let text = SEEDS[Math.floor(random() * SEEDS.length)] as string;
      for (let edits = 1 + Math.floor(random() * 2); edits > 0; edits--) {
        const at = Math.floor(random() * (text.length + 1));
        const piece = PIECES[Math.floor(random() * PIECES.length)] as string;
        const cut = random() < 0.5 ? 0 : 1;
        text = text.slice(0, at) + piece + text.slice(at + cut);
      }
      const expected = oracle(text);
      if (expected) valid++;
      expect([text, parseRfc3339(text)]).toEqual([text, expected]);
    }
    // The mutations must also produce many valid timestamps, or the comparison proves little.
    expect(valid).toBeGreaterThan(1_000);
  });

  test('values and offsets', () => {
    expect(parseRfc3339('1970-01-01T00:00:00Z')).toEqual({ seconds: 0, nanos: 0 });
    expect(parseRfc3339('1970-01-01T01:00:00+01:00')).toEqual({ seconds: 0, nanos: 0 });
    expect(parseRfc3339('1970-01-01T00:00:00.5-00:30')).toEqual({
      seconds: 1800,
      nanos: 500_000_000,
    });
    expect(parseRfc3339('1970-01-01T00:00:00.1234567891Z')).toEqual({
      seconds: 0,
      nanos: 123_456_789,
    });
    for (const text of [
      '1970-01-01T00:00:00.Z',
      '1970-01-01T00:00:00+24:00',
      '1970-01-01T00:00:00+01:60',
      '1970-01-01T00:00:00Zx',
      '1970-01-01é00:00:00Z',
      '2026-02-29T00:00:00Z',
    ])
      expect([text, parseRfc3339(text)]).toEqual([text, undefined]);
  });
});
