/** Scanning writer files as ev 0.2.4 does: skipped lines, duplicates, order. */
import {
  isWriterFileName,
  scanLedger,
  scanLedgers,
  type LedgerScan,
} from '../../../src/core/claims/scan.js';
import { envelope } from './helpers.js';

const claim = (id: string, extra: Record<string, unknown> = {}) =>
  envelope({ type: 'claim', id, body: { label: id }, ...extra });

test('a torn trailing line and an unparseable middle line are skipped, each named by file and line', () => {
  const text = `${claim('clm_1')}\nnot json at all\n\n   \n${claim('clm_2')}\n${claim('clm_3').slice(0, 30)}`;
  const scan = scanLedger([{ name: 'laptop.jsonl', text }]);
  expect(scan.events.map((e) => e.id)).toEqual(['clm_1', 'clm_2']);
  expect(scan.skipped).toEqual([
    { file: 'laptop.jsonl', line: 2, torn: false },
    { file: 'laptop.jsonl', line: 6, torn: true },
  ]);
  expect(scan.events.map((e) => [e.file, e.line])).toEqual([
    ['laptop.jsonl', 1],
    ['laptop.jsonl', 5],
  ]);
});

test('blank lines (Unicode white space only) are skipped in silence; CRLF endings read', () => {
  const text = `\u00a0\u3000\r\n${claim('clm_1')}\r\n\t\n`;
  const scan = scanLedger([{ name: 'w.jsonl', text }]);
  expect(scan.events.map((e) => e.id)).toEqual(['clm_1']);
  expect(scan.skipped).toEqual([]);
});

test('an unknown type is an event (the fold ignores it); a later line with a known id is dropped', () => {
  const first = envelope({ type: 'promote', id: 'pro_1', ts: 't1' });
  const dup = envelope({ type: 'claim', id: 'pro_1', ts: 't0' });
  const scan = scanLedger([
    { name: 'a.jsonl', text: `${first}\n` },
    { name: 'b.jsonl', text: `${dup}\n` },
  ]);
  expect(scan.events.map((e) => [e.id, e.type, e.file])).toEqual([['pro_1', 'promote', 'a.jsonl']]);
});

test('events are ordered by (ts, writer, seq): text by code point, seq as an unsigned integer', () => {
  const lines = [
    claim('clm_big', { ts: 'T', writer: 'a', seq: '18446744073709551615' }),
    claim('clm_small', { ts: 'T', writer: 'a', seq: '18446744073709551614' }),
    claim('clm_writer_b', { ts: 'T', writer: 'b', seq: 1 }),
    claim('clm_astral', { ts: 'T\u{1F600}', writer: 'a', seq: 1 }),
    claim('clm_bmp', { ts: 'T\uff61', writer: 'a', seq: 1 }),
    claim('clm_first', { ts: '', writer: 'z', seq: 9 }),
  ];
  const scan = scanLedger([{ name: 'w.jsonl', text: lines.join('\n') }]);
  expect(scan.events.map((e) => e.id)).toEqual([
    'clm_first',
    'clm_small',
    'clm_big',
    'clm_writer_b',
    'clm_bmp',
    'clm_astral',
  ]);
});

test('ties keep the order read (files in the order given, then lines)', () => {
  const a = claim('clm_a', { ts: 'T', writer: 'w', seq: 1 });
  const b = claim('clm_b', { ts: 'T', writer: 'w', seq: 1 });
  const scan = scanLedger([
    { name: 'y.jsonl', text: `${b}\n` },
    { name: 'x.jsonl', text: `${a}\n` },
  ]);
  expect(scan.events.map((e) => e.id)).toEqual(['clm_b', 'clm_a']);
});

test('writer files are the entries whose extension is jsonl, as Rust’s Path::extension says', () => {
  expect(['a.jsonl', 'a.b.jsonl', '..jsonl', 'x-1.jsonl'].every(isWriterFileName)).toBe(true);
  expect(['.jsonl', 'a.JSONL', 'a.jsonl.bak', 'jsonl', 'a.json'].some(isWriterFileName)).toBe(
    false,
  );
});

test("ledgers scanned together, a line put before the base's: each read as alone, into its own events", () => {
  const base = `${claim('clm_1')}\nnot json\n${claim('clm_2', { ts: '2026-01-01T00:00:00Z' })}\n`;
  const head = `${claim('clm_0')}\n${base}${claim('clm_3')}\n${claim('clm_1')}\n`;
  const [atBase, atHead] = scanLedgers([
    [{ name: 'w.jsonl', text: base }],
    [{ name: 'w.jsonl', text: head }],
  ]) as [LedgerScan, LedgerScan];
  expect(atHead).toEqual(scanLedger([{ name: 'w.jsonl', text: head }]));
  expect(atHead.events.find((e) => e.id === 'clm_1')?.line).toBe(2);
  expect(atBase.events.find((e) => e.id === 'clm_1')?.line).toBe(1);
  for (const event of atHead.events) expect(atBase.events).not.toContain(event);
});

test('ledgers scanned together read as each alone; a file that only grew shares the events of its whole lines', () => {
  const [one, two, nine, again] = ['clm_1', 'clm_2', 'clm_9', 'clm_1'].map((id) => claim(id));
  const other = { name: 'a.jsonl', text: `${claim('clm_a', { ts: '2026-03-01T00:00:00Z' })}\n` };
  const kept = `${one}\nnot json\n${two}\n`;
  const base = [other, { name: 'w.jsonl', text: `${kept}${nine?.slice(0, 30)}` }];
  const head = [other, { name: 'w.jsonl', text: `${kept}${nine}\n${again}\n` }];
  const [atHead, atBase] = scanLedgers([head, base]);
  expect(atHead).toEqual(scanLedger(head));
  expect(atBase).toEqual(scanLedger(base));
  expect(atBase?.skipped).toEqual([
    { file: 'w.jsonl', line: 2, torn: false },
    { file: 'w.jsonl', line: 4, torn: true },
  ]);
  // The torn line is read again where it grew whole; the lines before it are the base's events.
  expect(atHead?.events.find((e) => e.id === 'clm_9')?.line).toBe(4);
  for (const id of ['clm_a', 'clm_1', 'clm_2'])
    expect(atHead?.events.find((e) => e.id === id)).toBe(atBase?.events.find((e) => e.id === id));
});

test('a file rewritten between the ledgers is read afresh', () => {
  const [one, two] = [claim('clm_1'), claim('clm_2')];
  const base = [{ name: 'w.jsonl', text: `${one}\n${two}\n` }];
  const head = [{ name: 'w.jsonl', text: `${two}\n${one}\n` }];
  const [atBase, atHead] = scanLedgers([base, head]);
  expect(atHead).toEqual(scanLedger(head));
  expect(atHead?.events.find((e) => e.id === 'clm_1')?.line).toBe(2);
  expect(atBase?.events.find((e) => e.id === 'clm_1')?.line).toBe(1);
});
