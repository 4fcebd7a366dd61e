/**
 * The evidence files around the bound checks (adapters/ticks/evidence-files.ts):
 * whatever a check does to `.evolving/results/` — append, add a file,
 * truncate, delete, replace a file or a directory with a link, rewrite a
 * line — is put back as it was, each change named by file (and line), and
 * ev's `state/` cache is left alone. Real files in a temporary directory.
 */
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import {
  appendFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  truncateSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { restoreEvidence, snapshotEvidence } from '../../../src/adapters/ticks/evidence-files.js';
import { locateStore, type Store } from '../../../src/adapters/files/store.js';

let root: string;
let store: Store;
const results = () => join(root, '.evolving', 'results');
const file = (rel: string) => join(results(), rel);
const LINE_A =
  '{"commit":"a","platform":"linux-ci","ran_at":"2026-01-01T00:00:00Z","result":"green","test":"a"}\n';
const LINE_B =
  '{"commit":"b","platform":"linux-ci","ran_at":"2026-01-01T00:00:00Z","result":"red","test":"b"}\n';
const FORGED =
  '{"commit":"c","platform":"mac","ran_at":"2026-01-01T00:00:00Z","result":"green","test":"a"}\n';

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'evidence-files-'));
  mkdirSync(join(root, '.evolving', 'ticks'), { recursive: true });
  writeFileSync(join(root, '.evolving', 'HEAD'), '');
  mkdirSync(file('receipts'), { recursive: true });
  mkdirSync(file('evidence'), { recursive: true });
  mkdirSync(file('state'), { recursive: true });
  writeFileSync(file('receipts/aaaaaaaaaaaa.jsonl'), LINE_A + LINE_B);
  writeFileSync(file('receipts/bbbbbbbbbbbb.jsonl'), LINE_B);
  writeFileSync(file('evidence/aaaaaaaaaaaa.jsonl'), '{"id":"1"}\n');
  writeFileSync(file('selected.json'), '{"changed":[]}');
  store = locateStore(root);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('restoreEvidence', () => {
  test('nothing changed: nothing said, nothing written', () => {
    const snapshot = snapshotEvidence(store);
    const before = lstatSync(file('receipts/aaaaaaaaaaaa.jsonl'), { bigint: true });
    expect(restoreEvidence(snapshot)).toEqual({ findings: [], failures: [] });
    const after = lstatSync(file('receipts/aaaaaaaaaaaa.jsonl'), { bigint: true });
    expect(after.ctimeNs).toBe(before.ctimeNs);
  });

  test('an appended line is named by its line and removed', () => {
    const snapshot = snapshotEvidence(store);
    appendFileSync(file('receipts/aaaaaaaaaaaa.jsonl'), FORGED);
    const { findings, failures } = restoreEvidence(snapshot);
    expect(failures).toEqual([]);
    expect(findings).toEqual([
      expect.stringMatching(
        /^\.evolving\/results\/receipts\/aaaaaaaaaaaa\.jsonl:3: a line written by a bound check while the checks ran, not by this action: refused as evidence and removed/,
      ),
    ]);
    expect(readFileSync(file('receipts/aaaaaaaaaaaa.jsonl'), 'utf8')).toBe(LINE_A + LINE_B);
  });

  test('a copy of an existing line counts as a line that appeared', () => {
    const snapshot = snapshotEvidence(store);
    appendFileSync(file('receipts/aaaaaaaaaaaa.jsonl'), LINE_A);
    expect(restoreEvidence(snapshot).findings).toEqual([
      expect.stringContaining('receipts/aaaaaaaaaaaa.jsonl:3: a line written by a bound check'),
    ]);
    expect(readFileSync(file('receipts/aaaaaaaaaaaa.jsonl'), 'utf8')).toBe(LINE_A + LINE_B);
  });

  test('a file a check created is removed; one it truncated or deleted is back whole', () => {
    const snapshot = snapshotEvidence(store);
    writeFileSync(file('receipts/cccccccccccc.jsonl'), FORGED);
    writeFileSync(file('receipts/dddddddddddd.jsonl'), FORGED + FORGED);
    truncateSync(file('receipts/aaaaaaaaaaaa.jsonl'), 0);
    unlinkSync(file('receipts/bbbbbbbbbbbb.jsonl'));
    const { findings, failures } = restoreEvidence(snapshot);
    expect(failures).toEqual([]);
    expect(findings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/receipts\/cccccccccccc\.jsonl:1: a file a bound check created/),
        expect.stringMatching(
          /receipts\/dddddddddddd\.jsonl: a file a bound check created .*\(2 lines\)/,
        ),
        expect.stringMatching(
          /receipts\/aaaaaaaaaaaa\.jsonl: lines 1, 2 of the file before the checks removed or changed by a bound check: put back/,
        ),
        expect.stringMatching(
          /receipts\/bbbbbbbbbbbb\.jsonl: replaced or removed by a bound check/,
        ),
      ]),
    );
    expect(findings).toHaveLength(4);
    expect(existsSync(file('receipts/cccccccccccc.jsonl'))).toBe(false);
    expect(existsSync(file('receipts/dddddddddddd.jsonl'))).toBe(false);
    expect(readFileSync(file('receipts/aaaaaaaaaaaa.jsonl'), 'utf8')).toBe(LINE_A + LINE_B);
    expect(readFileSync(file('receipts/bbbbbbbbbbbb.jsonl'), 'utf8')).toBe(LINE_B);
  });

  test('a line rewritten in place is refused and the old one put back', () => {
    const snapshot = snapshotEvidence(store);
    writeFileSync(file('receipts/aaaaaaaaaaaa.jsonl'), LINE_A + FORGED);
    expect(restoreEvidence(snapshot).findings).toEqual([
      expect.stringMatching(
        /aaaaaaaaaaaa\.jsonl: line 2 written by a bound check .*; line 2 of the file before the checks removed or changed/,
      ),
    ]);
    expect(readFileSync(file('receipts/aaaaaaaaaaaa.jsonl'), 'utf8')).toBe(LINE_A + LINE_B);
  });

  test('a directory or a file replaced with a link: the link is removed, never written through', () => {
    const outside = mkdtempSync(join(tmpdir(), 'evidence-outside-'));
    try {
      writeFileSync(join(outside, 'aaaaaaaaaaaa.jsonl'), FORGED);
      const snapshot = snapshotEvidence(store);
      rmSync(file('receipts'), { recursive: true });
      symlinkSync(outside, file('receipts'));
      rmSync(file('selected.json'));
      symlinkSync(join(outside, 'aaaaaaaaaaaa.jsonl'), file('selected.json'));
      const { findings, failures } = restoreEvidence(snapshot);
      expect(failures).toEqual([]);
      expect(findings.length).toBeGreaterThanOrEqual(2);
      expect(lstatSync(file('receipts')).isDirectory()).toBe(true);
      expect(readFileSync(file('receipts/aaaaaaaaaaaa.jsonl'), 'utf8')).toBe(LINE_A + LINE_B);
      expect(readFileSync(file('receipts/bbbbbbbbbbbb.jsonl'), 'utf8')).toBe(LINE_B);
      expect(lstatSync(file('selected.json')).isFile()).toBe(true);
      expect(readFileSync(file('selected.json'), 'utf8')).toBe('{"changed":[]}');
      // What the link pointed at is untouched.
      expect(readFileSync(join(outside, 'aaaaaaaaaaaa.jsonl'), 'utf8')).toBe(FORGED);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  test('a directory a check added, with files, is removed and its files named', () => {
    const snapshot = snapshotEvidence(store);
    mkdirSync(file('receipts/nested'));
    writeFileSync(file('receipts/nested/x.jsonl'), FORGED);
    const { findings } = restoreEvidence(snapshot);
    expect(findings).toEqual([
      expect.stringContaining('receipts/nested/x.jsonl:1: a file a bound check created'),
    ]);
    expect(existsSync(file('receipts/nested'))).toBe(false);
  });

  test('ev’s state cache is not evidence: left as the checks left it', () => {
    const snapshot = snapshotEvidence(store);
    writeFileSync(file('state/abc.json'), '{}');
    expect(restoreEvidence(snapshot)).toEqual({ findings: [], failures: [] });
    expect(existsSync(file('state/abc.json'))).toBe(true);
  });

  test('the results directory removed, or swapped for a link: every file comes back', () => {
    const outside = mkdtempSync(join(tmpdir(), 'evidence-outside-'));
    try {
      for (const replace of [false, true]) {
        const snapshot = snapshotEvidence(store);
        rmSync(results(), { recursive: true });
        if (replace) symlinkSync(outside, results());
        const { findings, failures } = restoreEvidence(snapshot);
        expect(failures).toEqual([]);
        expect(findings[0]).toMatch(/^\.evolving\/results: removed or replaced by a bound check/);
        expect(lstatSync(results()).isDirectory()).toBe(true);
        expect(readFileSync(file('receipts/aaaaaaaaaaaa.jsonl'), 'utf8')).toBe(LINE_A + LINE_B);
        expect(readFileSync(file('evidence/aaaaaaaaaaaa.jsonl'), 'utf8')).toBe('{"id":"1"}\n');
        expect(readFileSync(file('selected.json'), 'utf8')).toBe('{"changed":[]}');
      }
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  test('the results directory made by a check when there was none: removed', () => {
    rmSync(results(), { recursive: true });
    const snapshot = snapshotEvidence(store);
    mkdirSync(file('receipts'), { recursive: true });
    writeFileSync(file('receipts/aaaaaaaaaaaa.jsonl'), FORGED);
    expect(restoreEvidence(snapshot).findings).toEqual([
      expect.stringContaining('receipts/aaaaaaaaaaaa.jsonl:1: a file a bound check created'),
    ]);
    expect(existsSync(file('receipts/aaaaaaaaaaaa.jsonl'))).toBe(false);
  });
});
