/** The config reader (docs/ev-0.1.md#config), as ev's line scan reads it. */
import {
  DEFAULT_CONFIG,
  parseConfig,
  stalenessWindowSeconds,
} from '../../../src/core/ticks/config.js';

const INIT = `schema_version = 1

[runner]
template = "pytest {selector}"
green_exit_code = 0

[liveness]
platforms = ["linux-ci", "mac", "ship-image"]
staleness_days = 7
not_run_lookback_commits = 20
staleness_ref = "live-origin"
`;

test('the file ev init writes reads as the defaults', () => {
  expect(parseConfig(INIT)).toEqual(DEFAULT_CONFIG);
  expect(parseConfig('')).toEqual(DEFAULT_CONFIG);
});

test('every key, quotes stripped from staleness_ref only', () => {
  const text =
    'staleness_days = 100000\ngreen_exit_code = -3\nstaleness_ref = "local-head"\nbrief_limit = 5\nschema_version = 3\n';
  expect(parseConfig(text)).toEqual({
    staleness_days: 100000n,
    green_exit_code: -3,
    staleness_ref: 'local-head',
    brief_limit: 5,
    schema_version: 3,
  });
  expect(parseConfig('staleness_days = "9"').staleness_days).toBe(7n);
  expect(parseConfig('staleness_ref = none').staleness_ref).toBe('none');
  expect(parseConfig('staleness_ref = "').staleness_ref).toBe('"');
  expect(parseConfig('staleness_ref = "none').staleness_ref).toBe('"none');
});

test('first exact key match wins; a longer key, a header or a comment never matches', () => {
  expect(
    parseConfig(
      'staleness_days_extra = 99\n[staleness_days]\nstaleness_days = 3\nstaleness_days = 4',
    ).staleness_days,
  ).toBe(3n);
  expect(parseConfig('# staleness_days = 1\nstaleness_days = 2').staleness_days).toBe(2n);
});

test('split at the first "=", both sides trimmed (Unicode white space, CRLF)', () => {
  expect(parseConfig('  green_exit_code\t=\u00a0 2 \r\n').green_exit_code).toBe(2);
  expect(parseConfig('staleness_ref = a=b').staleness_ref).toBe('a=b');
});

test("a BOM is not white space: the first line's key does not match", () => {
  expect(parseConfig('\ufeffschema_version = 4').schema_version).toBe(1);
});

test('unparsable values fall back to the default (Rust integer rules)', () => {
  expect(parseConfig('staleness_days = -1').staleness_days).toBe(7n);
  expect(parseConfig('staleness_days = +5').staleness_days).toBe(5n);
  expect(parseConfig('staleness_days = 1.5').staleness_days).toBe(7n);
  expect(parseConfig('staleness_days = 18446744073709551616').staleness_days).toBe(7n);
  expect(parseConfig('staleness_days = 18446744073709551615').staleness_days).toBe(
    18446744073709551615n,
  );
  expect(parseConfig('green_exit_code = 2147483648').green_exit_code).toBe(0);
  expect(parseConfig('green_exit_code = -2147483648').green_exit_code).toBe(-2147483648);
  expect(parseConfig('green_exit_code = 0x1').green_exit_code).toBe(0);
});

test("the window is days × 86,400 with ev's i64 wrap-around", () => {
  expect(stalenessWindowSeconds(7n)).toBe(604_800n);
  expect(stalenessWindowSeconds(18446744073709551615n)).toBe(-86_400n);
});
