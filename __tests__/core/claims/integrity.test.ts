// The ledger's integrity across a pull request (core/claims/integrity.ts):
// a writer file's base and head compared as a minimal diff, so each breach
// is counted once, at the line it happened on; the lines after a line
// inserted in the middle are kept, never "moved".
import { describe, expect, test } from '@jest/globals';
import { ledgerViolations, VIOLATIONS_PER_FILE } from '../../../src/core/claims/integrity.js';
import { scanLedger } from '../../../src/core/claims/scan.js';
import { envelope } from './helpers.js';

const lines = Array.from({ length: 14 }, (_, i) =>
  envelope({ type: 'claim', body: { label: `claim ${i + 1}` }, id: `clm_${i + 1}` }),
);
const text = (ls: readonly string[]) => ls.map((l) => `${l}\n`).join('');

function violations(base: readonly string[], head: readonly string[]) {
  const b = [{ name: 'w.jsonl', text: text(base) }];
  const h = [{ name: 'w.jsonl', text: text(head) }];
  return ledgerViolations(b, h, scanLedger(h).events, scanLedger(b).events).map(
    (v) => `${v.kind} ${v.line}: ${v.message}`,
  );
}

describe('a minimal diff of each writer file', () => {
  test('one line inserted in the middle is one violation, naming that line', () => {
    const inserted = envelope({ type: 'claim', body: { label: 'sneaked in' }, id: 'clm_x' });
    const head = [...lines.slice(0, 3), inserted, ...lines.slice(3)];
    expect(violations(lines, head)).toEqual([
      'inserted 4: .evolving/ledger/w.jsonl:4: a line was inserted between existing ledger lines (a writer file only grows at its end)',
    ]);
  });

  test('one malformed line inserted in the middle, and lines appended after: one violation', () => {
    const appended = envelope({ type: 'claim', body: { label: 'new' }, id: 'clm_new' });
    const head = [...lines.slice(0, 7), '{"not an event"', ...lines.slice(7), appended];
    expect(violations(lines, head)).toEqual([
      'inserted 8: .evolving/ledger/w.jsonl:8: a line was inserted between existing ledger lines (a writer file only grows at its end)',
    ]);
  });

  test('one line removed in the middle is one violation; the lines after it did not move', () => {
    const head = [...lines.slice(0, 5), ...lines.slice(6)];
    expect(violations(lines, head)).toEqual([
      'removed 6: .evolving/ledger/w.jsonl:6: an existing ledger line was removed (a writer file only grows)',
    ]);
  });

  test('one line edited in the middle is one violation', () => {
    const head = [...lines];
    head[9] = envelope({ type: 'claim', body: { label: 'rewritten' }, id: 'clm_10' });
    expect(violations(lines, head)).toEqual([
      'edited 10: .evolving/ledger/w.jsonl:10: an existing ledger line was edited (a writer file only grows)',
    ]);
  });

  test('one line moved is one violation saying where it went', () => {
    const head = [
      ...lines.slice(0, 2),
      ...lines.slice(3, 10),
      lines[2] as string,
      ...lines.slice(10),
    ];
    expect(violations(lines, head)).toEqual([
      'reordered 3: .evolving/ledger/w.jsonl:3: an existing ledger line was moved to line 10 (a writer file only grows)',
    ]);
  });

  test('the last line edited, then lines appended: the edit, and the rest appended', () => {
    const head = [...lines.slice(0, 13), 'rewritten', lines[0] as string];
    const found = violations(lines, head);
    expect(found[0]).toBe(
      'edited 14: .evolving/ledger/w.jsonl:14: an existing ledger line was edited (a writer file only grows)',
    );
    expect(found.filter((v) => !v.startsWith('id-reused'))).toHaveLength(1);
  });

  test('only appended: nothing', () => {
    expect(violations(lines, [...lines, envelope({ type: 'claim', id: 'clm_99' })])).toEqual([]);
  });

  test(`more than ${VIOLATIONS_PER_FILE} breaches: named up to the cap, the rest counted`, () => {
    const head = lines.flatMap((l, i) => (i === 0 ? [l] : [`junk ${i}`, `more ${i}`, l]));
    const found = violations(lines, head);
    expect(found).toHaveLength(VIOLATIONS_PER_FILE + 1);
    expect(found.at(-1)).toMatch(/6 more existing line\(s\) rewritten$/);
  });
});
