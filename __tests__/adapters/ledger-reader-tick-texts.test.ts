/** tickTextsOf: the tick files' texts read from disk when asked, never through a link. */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tickTextsOf } from '../../src/adapters/ticks/ledger-reader.js';
import { storeAt } from '../../src/adapters/files/store.js';

let root: string;
let ticks: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'tick-texts-'));
  ticks = join(root, '.evolving', 'ticks');
  mkdirSync(ticks, { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const SECRET = 'TOP-SECRET-CONTENT';

test('a tick file’s text is read when asked for, and not kept', () => {
  const text = '{\n  "decision": "é 中文 😀"\n}\n';
  writeFileSync(join(ticks, '638c47b0c9dd'), text);
  const texts = tickTextsOf(storeAt(root));
  expect(texts.get('638c47b0c9dd')).toBe(text);
  // Not kept (TickLines keeps the lines it found instead, so a run places each file once).
  writeFileSync(join(ticks, '638c47b0c9dd'), '{}');
  expect(texts.get('638c47b0c9dd')).toBe('{}');
});

test('nothing is read before a text is asked for', () => {
  const texts = tickTextsOf(storeAt(root));
  writeFileSync(join(ticks, 'later'), '[1]');
  expect(texts.get('later')).toBe('[1]');
});

test('a link, a directory, a file that is not UTF-8 and a missing file have no text', () => {
  writeFileSync(join(root, 'secret'), SECRET);
  symlinkSync(join(root, 'secret'), join(ticks, 'linked'));
  mkdirSync(join(ticks, 'a-directory'));
  writeFileSync(join(ticks, 'latin1'), Buffer.from([0x7b, 0xe9, 0x7d]));
  const texts = tickTextsOf(storeAt(root));
  for (const file of ['linked', 'a-directory', 'latin1', '000000000000'])
    expect(texts.get(file)).toBeUndefined();
});

test('a name that is not a plain file name is never read', () => {
  writeFileSync(join(root, '.evolving', 'config'), SECRET);
  const texts = tickTextsOf(storeAt(root));
  for (const file of ['../config', '..', '.', '', 'a/b', 'a\\b'])
    expect(texts.get(file)).toBeUndefined();
});

test('a linked ticks/ directory is not read through', () => {
  const elsewhere = join(root, 'elsewhere');
  mkdirSync(elsewhere);
  writeFileSync(join(elsewhere, '638c47b0c9dd'), SECRET);
  rmSync(ticks, { recursive: true });
  symlinkSync(elsewhere, ticks);
  expect(tickTextsOf(storeAt(root)).get('638c47b0c9dd')).toBeUndefined();
});
