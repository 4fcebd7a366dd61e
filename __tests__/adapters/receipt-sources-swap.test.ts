/**
 * A receipts directory under RUNNER_TEMP swapped for a link between the
 * check (the pattern walked, the directory listed) and the read. A process
 * left running in the job could do it; here `openSync` is wrapped so that
 * the swap happens exactly there, with no timing involved: the directory is
 * moved aside and a link to a directory of green receipts put in its place,
 * and in the second case put back as soon as the file is opened.
 */
import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import * as fs from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { receiptKey } from '../../src/core/ticks/identity.js';

interface Hooks {
  before?: (path: string) => void;
  after?: (path: string) => void;
}
const hooks: Hooks = {};
jest.unstable_mockModule('node:fs', () => ({
  ...fs,
  default: fs,
  openSync: (path: fs.PathLike, flags?: fs.OpenMode, mode?: fs.Mode | null) => {
    hooks.before?.(String(path));
    const fd = fs.openSync(path, flags ?? 'r', mode);
    hooks.after?.(String(path));
    return fd;
  },
}));
const { mergeReceiptSources } = await import('../../src/adapters/ticks/receipt-sources.js');
const { storeAt } = await import('../../src/adapters/files/store.js');

const SHA = '59f2849766c90b91e39fe01e125a77cc3fcf425f';
const REF = 'pytest tests/test_a.py';
const KEY = receiptKey(REF);
const receipt = (result: string, ranAt: string): string =>
  `{"commit":"${SHA}","falsifiable":true,"platform":"linux-ci","ran_at":"${ranAt}","result":"${result}","test":"${REF}"}\n`;

let root: string;
let workspace: string;
let runnerTemp: string;
let outside: string;
beforeEach(() => {
  root = fs.mkdtempSync(join(tmpdir(), 'receipt-swap-'));
  workspace = join(root, 'work');
  runnerTemp = join(root, 'temp');
  outside = join(root, 'outside');
  fs.mkdirSync(join(workspace, '.evolving', 'ticks'), { recursive: true });
  fs.mkdirSync(join(runnerTemp, 'download', 'receipts-linux'), { recursive: true });
  fs.mkdirSync(outside);
  // The artifact says red; the directory swapped in says green, an hour later.
  fs.writeFileSync(
    join(runnerTemp, 'download', 'receipts-linux', `${KEY}.jsonl`),
    receipt('red', '2026-01-01T09:00:00Z'),
  );
  fs.writeFileSync(join(outside, `${KEY}.jsonl`), receipt('green', '2026-01-01T10:00:00Z'));
});
afterEach(() => {
  delete hooks.before;
  delete hooks.after;
  fs.rmSync(root, { recursive: true, force: true });
});

const artifact = () => join(runnerTemp, 'download', 'receipts-linux');
const aside = () => join(runnerTemp, 'download', 'moved-aside');
const isArtifactFile = (path: string) => path === join(artifact(), `${KEY}.jsonl`);

function swapIn(path: string): void {
  if (!isArtifactFile(path) || fs.lstatSync(artifact()).isSymbolicLink()) return;
  fs.renameSync(artifact(), aside());
  fs.symlinkSync(outside, artifact());
}

function swapBack(path: string): void {
  if (!isArtifactFile(path) || !fs.lstatSync(artifact()).isSymbolicLink()) return;
  fs.unlinkSync(artifact());
  fs.renameSync(aside(), artifact());
}

function merge() {
  const store = storeAt(workspace);
  const outcome = mergeReceiptSources(
    store,
    workspace,
    [join(runnerTemp, 'download')],
    undefined,
    runnerTemp,
  );
  const stored = join(workspace, '.evolving', 'results', 'receipts', `${KEY}.jsonl`);
  return { outcome, stored: fs.existsSync(stored) ? fs.readFileSync(stored, 'utf8') : '' };
}

const SWAPPED = `$RUNNER_TEMP/download/receipts-linux/${KEY}.jsonl: was swapped while it was read: a link on the way, or another file in its place (not read) — skipped`;

describe('a receipts directory swapped for a link between the check and the read', () => {
  test('without a swap, the artifact’s receipt is merged (the hooks change nothing else)', () => {
    const { outcome, stored } = merge();
    expect(outcome).toMatchObject({ merged: 1, problems: [] });
    expect(stored).toBe(receipt('red', '2026-01-01T09:00:00Z'));
  });

  test('swapped and left so: nothing behind the link is merged', () => {
    hooks.before = swapIn;
    const { outcome, stored } = merge();
    expect(outcome.problems).toEqual([SWAPPED]);
    expect(outcome.merged).toBe(0);
    expect(stored).not.toContain('green');
  });

  test('swapped, and put back once the file is open: the file read is not the one there, so nothing is merged', () => {
    hooks.before = swapIn;
    hooks.after = swapBack;
    const { outcome, stored } = merge();
    expect(fs.lstatSync(artifact()).isDirectory()).toBe(true);
    expect(outcome.problems).toEqual([SWAPPED]);
    expect(outcome.merged).toBe(0);
    expect(stored).not.toContain('green');
  });
});
