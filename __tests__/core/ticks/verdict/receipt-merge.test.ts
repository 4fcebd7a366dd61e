/** Merging receipts from other jobs and runs (docs/USAGE.md#receipts-in-ci): the pure plan. */
import { receiptKey } from '../../../../src/core/ticks/identity.js';
import { MAX_MALFORMED_LINES } from '../../../../src/core/ticks/verdict/receipt.js';
import {
  planReceiptMerge,
  receiptFileKey,
  type ReceiptSource,
} from '../../../../src/core/ticks/verdict/receipt-merge.js';

const REF = 'pytest tests/test_cache.py';
const KEY = receiptKey(REF);
const OTHER = 'pytest tests/test_other.py';
const SHA = '59f2849766c90b91e39fe01e125a77cc3fcf425f';

function line(ranAt: string, platform = 'linux-ci', ref = REF): string {
  return `{"commit":"${SHA}","platform":"${platform}","ran_at":"${ranAt}","result":"green","test":"${ref}"}`;
}

const source = (path: string, lines: string[], key = KEY): ReceiptSource => ({
  path,
  key,
  text: lines.map((l) => `${l}\n`).join(''),
});

describe('receiptFileKey', () => {
  test.each([
    [`${KEY}.jsonl`, KEY],
    ['0123456789ab.jsonl', '0123456789ab'],
    ['0123456789AB.jsonl', undefined],
    ['0123456789a.jsonl', undefined],
    ['0123456789abc.jsonl', undefined],
    [`${KEY}.json`, undefined],
    [`${KEY}.jsonl.bak`, undefined],
    ['.gitkeep', undefined],
  ])('%s → %s', (name, key) => {
    expect(receiptFileKey(name)).toBe(key);
  });
});

describe('planReceiptMerge', () => {
  test('lines are appended in ran_at order across sources; ties keep the order given', () => {
    const mac = source('a/mac/k.jsonl', [
      line('2026-01-01T10:00:02Z', 'mac'),
      line('2026-01-01T10:00:00Z', 'mac'),
    ]);
    const linux = source('a/linux/k.jsonl', [
      line('2026-01-01T11:00:01+01:00'), // 10:00:01Z: between the two mac lines
      line('2026-01-01T10:00:02Z'), // the same instant as the first mac line: after it
    ]);
    const plan = planReceiptMerge(new Map(), [mac, linux]);
    expect(plan.appends.get(KEY)).toEqual([
      `${line('2026-01-01T10:00:00Z', 'mac')}\n`,
      `${line('2026-01-01T11:00:01+01:00')}\n`,
      `${line('2026-01-01T10:00:02Z', 'mac')}\n`,
      `${line('2026-01-01T10:00:02Z')}\n`,
    ]);
    expect(plan).toMatchObject({ merged: 4, identical: 0, problems: [] });
  });

  test('a ran_at that does not parse is still a receipt: merged after the others, in the order given', () => {
    const plan = planReceiptMerge(new Map(), [
      source('s/k.jsonl', [line('yesterday'), line('2026-01-01T10:00:00Z'), line('soon')]),
    ]);
    expect(plan.appends.get(KEY)).toEqual(
      [line('2026-01-01T10:00:00Z'), line('yesterday'), line('soon')].map((l) => `${l}\n`),
    );
  });

  test('a line byte-identical to one in the store, or offered earlier, is skipped; a different spelling is not', () => {
    const existing = new Map([[KEY, [line('2026-01-01T10:00:00Z')]]]);
    const respaced = line('2026-01-01T10:00:00Z').replace('","platform', '", "platform');
    const plan = planReceiptMerge(existing, [
      source('x/k.jsonl', [line('2026-01-01T10:00:00Z'), line('2026-01-02T10:00:00Z')]),
      source('y/k.jsonl', [line('2026-01-02T10:00:00Z'), respaced]),
    ]);
    expect(plan.appends.get(KEY)).toEqual([`${respaced}\n`, `${line('2026-01-02T10:00:00Z')}\n`]);
    expect(plan).toMatchObject({ merged: 2, identical: 2 });
  });

  test('malformed and misfiled lines are reported by path:line and not merged; the rest of the file is', () => {
    const plan = planReceiptMerge(new Map(), [
      source('art/linux/k.jsonl', [
        line('2026-01-01T10:00:00Z'),
        '{"commit":',
        '',
        line('2026-01-01T10:00:01Z').replace('"green"', '"purple"'),
        line('2026-01-01T10:00:02Z', 'linux-ci', OTHER),
        line('2026-01-01T10:00:03Z').replace('}', ',"extra":1}'),
        line('2026-01-01T10:00:04Z'),
      ]),
    ]);
    expect(plan.appends.get(KEY)).toEqual([
      `${line('2026-01-01T10:00:00Z')}\n`,
      `${line('2026-01-01T10:00:04Z')}\n`,
    ]);
    expect(plan.problems).toHaveLength(4);
    expect(plan.problems[0]).toMatch(/^art\/linux\/k\.jsonl:2: not valid JSON: .* — not merged$/);
    expect(plan.problems.slice(1)).toEqual([
      'art/linux/k.jsonl:4: receipt.result must be green|red|gray: purple — not merged',
      `art/linux/k.jsonl:5: receipt for "${OTHER}" is filed under ${KEY}.jsonl, which is not its key (${receiptKey(OTHER)}) — not merged`,
      'art/linux/k.jsonl:6: receipt: field outside closed schema: extra — not merged',
    ]);
  });

  test('no message quotes the content of a line that does not parse', () => {
    const secret = 'ghp_thisIsNotPrinted';
    const plan = planReceiptMerge(new Map(), [source('s/k.jsonl', [`{"commit": ${secret}`])]);
    expect(plan.problems).toHaveLength(1);
    expect(plan.problems[0]).not.toContain(secret);
  });

  test('lines go to the file their own name keys; CRLF line ends and blank lines are tolerated', () => {
    const other = receiptKey(OTHER);
    const plan = planReceiptMerge(new Map(), [
      { path: 'a/1', key: other, text: `${line('2026-01-01T10:00:00Z', 'mac', OTHER)}\r\n\r\n` },
      source('a/2', [line('2026-01-01T09:00:00Z')]),
    ]);
    expect([...plan.appends.keys()]).toEqual([KEY, other]);
    expect(plan.appends.get(other)).toEqual([`${line('2026-01-01T10:00:00Z', 'mac', OTHER)}\n`]);
  });
});

describe('planReceiptMerge: a flood of bad lines', () => {
  test('a megabyte of `x\\n` offered: the first problems and where reading stopped, nothing merged from it', () => {
    const flood: ReceiptSource = {
      path: 'artifact/flood.jsonl',
      key: KEY,
      text: 'x\n'.repeat(512 * 1024),
    };
    const plan = planReceiptMerge(new Map(), [
      flood,
      source('artifact/good.jsonl', [line('2099-06-01T08:00:00Z')]),
    ]);
    expect(plan.problems).toHaveLength(MAX_MALFORMED_LINES + 1);
    expect(plan.problems[0]).toMatch(/^artifact\/flood\.jsonl:1: not valid JSON: .* — not merged$/);
    expect(plan.problems[MAX_MALFORMED_LINES]).toBe(
      `artifact/flood.jsonl: not read beyond line ${MAX_MALFORMED_LINES} (${MAX_MALFORMED_LINES} malformed lines) — nothing after it merged`,
    );
    expect(plan.merged).toBe(1);
  });
});
