/**
 * The `receipts` input on real directories: the three layouts, globs,
 * append-only merging into the store, and files from other jobs treated as
 * untrusted (links and FIFOs never read, content never quoted).
 */
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import {
  mergeReceiptSources,
  receiptsDirectorySeal,
} from '../../../src/adapters/ticks/receipt-sources.js';
import { indexReceipts } from '../../../src/adapters/ticks/results.js';
import { storeAt, type Store } from '../../../src/adapters/files/store.js';
import { receiptKey } from '../../../src/core/ticks/identity.js';

const SHA = '59f2849766c90b91e39fe01e125a77cc3fcf425f';
const A = 'pytest tests/test_a.py';
const B = 'pytest tests/test_b.py';
const SECRET = 'TOP-SECRET-CONTENT';

function line(ref: string, ranAt: string, platform = 'linux-ci'): string {
  return `{"commit":"${SHA}","falsifiable":true,"platform":"${platform}","ran_at":"${ranAt}","result":"green","test":"${ref}"}\n`;
}

let workspace: string;
let store: Store;
beforeEach(() => {
  workspace = mkdtempSync(join(tmpdir(), 'receipt-sources-'));
  mkdirSync(join(workspace, '.evolving', 'ticks'), { recursive: true });
  store = storeAt(workspace);
});
afterEach(() => rmSync(workspace, { recursive: true, force: true }));

function write(path: string, text: string): void {
  mkdirSync(dirname(join(workspace, path)), { recursive: true });
  writeFileSync(join(workspace, path), text);
}

const storeFile = (ref: string) =>
  join(workspace, '.evolving', 'results', 'receipts', `${receiptKey(ref)}.jsonl`);
const stored = (ref: string) => readFileSync(storeFile(ref), 'utf8');

describe('layouts', () => {
  test('a receipts directory, a results directory, and a directory of either (download-artifact)', () => {
    write(`plain/${receiptKey(A)}.jsonl`, line(A, '2026-01-01T10:00:00Z'));
    write(`results/receipts/${receiptKey(A)}.jsonl`, line(A, '2026-01-01T11:00:00Z'));
    write(`artifacts/receipts-mac/${receiptKey(A)}.jsonl`, line(A, '2026-01-01T09:00:00Z', 'mac'));
    write(
      `artifacts/results-win/receipts/${receiptKey(B)}.jsonl`,
      line(B, '2026-01-01T09:30:00Z', 'win'),
    );
    const outcome = mergeReceiptSources(store, workspace, ['plain', 'results', 'artifacts']);
    expect(outcome).toEqual({
      directories: [
        'plain',
        'results/receipts',
        'artifacts/receipts-mac',
        'artifacts/results-win/receipts',
      ],
      files: 4,
      merged: 4,
      identical: 0,
      problems: [],
    });
    // In ran_at order, whichever directory each came from.
    expect(stored(A)).toBe(
      line(A, '2026-01-01T09:00:00Z', 'mac') +
        line(A, '2026-01-01T10:00:00Z') +
        line(A, '2026-01-01T11:00:00Z'),
    );
    expect(stored(B)).toBe(line(B, '2026-01-01T09:30:00Z', 'win'));
  });

  test('globs: `*` and `?` within a name, `**` across directories (dot-names too); each directory once', () => {
    write(`artifacts/receipts-linux-ci/${receiptKey(A)}.jsonl`, line(A, '2026-01-01T10:00:00Z'));
    write(`artifacts/receipts-mac/${receiptKey(A)}.jsonl`, line(A, '2026-01-01T10:00:01Z', 'mac'));
    write(`artifacts/other/${receiptKey(A)}.jsonl`, line(A, '2026-01-01T10:00:02Z', 'x'));
    write(
      `deep/.hidden/job/.evolving/results/receipts/${receiptKey(B)}.jsonl`,
      line(B, '2026-01-01T10:00:00Z'),
    );
    const outcome = mergeReceiptSources(store, workspace, [
      'artifacts/receipts-*',
      'artifacts/receipts-ma?',
      'deep/**/results',
    ]);
    expect(outcome.directories).toEqual([
      'artifacts/receipts-linux-ci',
      'artifacts/receipts-mac',
      'deep/.hidden/job/.evolving/results/receipts',
    ]);
    expect(outcome.problems).toEqual([]);
    expect(stored(A)).not.toContain('"platform":"x"');
    expect(stored(B)).toBe(line(B, '2026-01-01T10:00:00Z'));
  });

  test('a pattern that matches nothing is a warning naming it, not a failure', () => {
    write(`artifacts/receipts-linux-ci/${receiptKey(A)}.jsonl`, line(A, '2026-01-01T10:00:00Z'));
    const outcome = mergeReceiptSources(store, workspace, ['artifacts/receipts-*', 'missing-*']);
    expect(outcome.merged).toBe(1);
    expect(outcome.problems).toEqual([
      'receipts: "missing-*" matches no directory — nothing merged from it (was the job that uploads it skipped?)',
    ]);
  });

  test('an empty directory and an artifact without receipts are named', () => {
    mkdirSync(join(workspace, 'empty'));
    write('artifacts/logs/build.log', 'x');
    const outcome = mergeReceiptSources(store, workspace, ['empty', 'artifacts']);
    expect(outcome.problems).toEqual([
      'empty: holds no receipt files — nothing merged from it',
      'artifacts/logs: holds no receipt files — skipped',
    ]);
    expect(existsSync(join(workspace, '.evolving', 'results'))).toBe(false);
  });
});

describe('merging', () => {
  test('identical lines are skipped, nothing there is rewritten, a missing final newline is added first', () => {
    const old = line(A, '2026-01-01T10:00:00Z').trimEnd(); // a hand edit without the newline
    write(`.evolving/results/receipts/${receiptKey(A)}.jsonl`, old);
    write(
      `in/${receiptKey(A)}.jsonl`,
      `${old}\n${line(A, '2026-01-01T12:00:00Z')}${line(A, '2026-01-01T11:00:00Z')}`,
    );
    write(`in2/${receiptKey(A)}.jsonl`, line(A, '2026-01-01T11:00:00Z'));
    const outcome = mergeReceiptSources(store, workspace, ['in', 'in2']);
    expect(outcome).toMatchObject({ merged: 2, identical: 2, problems: [] });
    expect(stored(A)).toBe(
      `${old}\n${line(A, '2026-01-01T11:00:00Z')}${line(A, '2026-01-01T12:00:00Z')}`,
    );
    // Merging again changes nothing.
    const again = mergeReceiptSources(store, workspace, ['in', 'in2']);
    expect(again).toMatchObject({ merged: 0, identical: 4 });
    expect(stored(A)).toBe(
      `${old}\n${line(A, '2026-01-01T11:00:00Z')}${line(A, '2026-01-01T12:00:00Z')}`,
    );
  });

  test('malformed and misfiled lines, and files that are not receipt files, are reported by path (and line)', () => {
    write(
      `in/${receiptKey(A)}.jsonl`,
      `${line(A, '2026-01-01T10:00:00Z')}{"commit": "${SECRET}"\n${line(B, '2026-01-01T10:00:01Z')}`,
    );
    write('in/notes.txt', SECRET);
    write(`in/${receiptKey(B).toUpperCase()}.jsonl`, line(B, '2026-01-01T10:00:00Z'));
    writeFileSync(join(workspace, 'in', `${receiptKey(B)}.jsonl`), Buffer.from([0xff, 0x0a]));
    const outcome = mergeReceiptSources(store, workspace, ['in']);
    const key = receiptKey(A);
    expect(outcome.problems).toEqual([
      `in/${receiptKey(B).toUpperCase()}.jsonl: not a receipt file (the name must be <12 lowercase hex>.jsonl) — skipped`,
      `in/${receiptKey(B)}.jsonl: is not valid UTF-8 — skipped`,
      'in/notes.txt: not a receipt file (the name must be <12 lowercase hex>.jsonl) — skipped',
      // Lines are judged after every file is read.
      expect.stringMatching(new RegExp(`^in/${key}\\.jsonl:2: not valid JSON: .* — not merged$`)),
      `in/${key}.jsonl:3: receipt for "${B}" is filed under ${key}.jsonl, which is not its key (${receiptKey(B)}) — not merged`,
    ]);
    expect(JSON.stringify(outcome)).not.toContain(SECRET);
    expect(stored(A)).toBe(line(A, '2026-01-01T10:00:00Z'));
    expect(existsSync(storeFile(B))).toBe(false);
  });
});

describe('untrusted files', () => {
  test('links and FIFOs among the receipts are never read; links on the way are never followed', () => {
    const outside = mkdtempSync(join(tmpdir(), 'receipt-outside-'));
    try {
      writeFileSync(join(outside, `${receiptKey(A)}.jsonl`), line(A, '2026-01-01T10:00:00Z'));
      mkdirSync(join(workspace, 'in'));
      symlinkSync(
        join(outside, `${receiptKey(A)}.jsonl`),
        join(workspace, 'in', `${receiptKey(A)}.jsonl`),
      );
      execFileSync('mkfifo', [join(workspace, 'in', `${receiptKey(B)}.jsonl`)]);
      symlinkSync(outside, join(workspace, 'linked'));
      mkdirSync(join(workspace, 'artifacts'));
      symlinkSync(outside, join(workspace, 'artifacts', 'receipts-evil'));
      const outcome = mergeReceiptSources(store, workspace, ['in', 'linked', 'artifacts/*']);
      expect(outcome.problems).toEqual([
        `in/${receiptKey(A)}.jsonl: is a symbolic link (not followed) — skipped`,
        `in/${receiptKey(B)}.jsonl: is a FIFO (not followed) — skipped`,
        'linked: is a symbolic link (not followed) — skipped',
        'receipts: "linked" matches no directory — nothing merged from it (was the job that uploads it skipped?)',
        'artifacts/receipts-evil: is a symbolic link (not followed) — skipped',
        'receipts: "artifacts/*" matches no directory — nothing merged from it (was the job that uploads it skipped?)',
      ]);
      expect(outcome.merged).toBe(0);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  test("a store whose receipts directory is a link gets nothing: the link's target is never written", () => {
    const outside = mkdtempSync(join(tmpdir(), 'receipt-target-'));
    try {
      mkdirSync(join(workspace, '.evolving', 'results'), { recursive: true });
      symlinkSync(outside, join(workspace, '.evolving', 'results', 'receipts'));
      write(`in/${receiptKey(A)}.jsonl`, line(A, '2026-01-01T10:00:00Z'));
      const outcome = mergeReceiptSources(store, workspace, ['in']);
      expect(outcome.problems).toEqual([
        '.evolving/results/receipts: is a symbolic link (not followed) — no receipts merged',
      ]);
      expect(existsSync(join(outside, `${receiptKey(A)}.jsonl`))).toBe(false);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  test('a store receipt file that is a link is neither read nor appended to', () => {
    mkdirSync(join(workspace, '.evolving', 'results', 'receipts'), { recursive: true });
    writeFileSync(join(workspace, 'target'), SECRET);
    symlinkSync(join(workspace, 'target'), storeFile(A));
    write(`in/${receiptKey(A)}.jsonl`, line(A, '2026-01-01T10:00:00Z'));
    const outcome = mergeReceiptSources(store, workspace, ['in']);
    expect(outcome.problems).toEqual([
      `.evolving/results/receipts/${receiptKey(A)}.jsonl: is a symbolic link (not followed) — receipts for it not merged`,
    ]);
    expect(readFileSync(join(workspace, 'target'), 'utf8')).toBe(SECRET);
  });
});

describe("the runner's temp directory (where the recipes download artifacts)", () => {
  let runnerTemp: string;
  beforeEach(() => {
    runnerTemp = mkdtempSync(join(tmpdir(), 'receipt-runner-temp-'));
  });
  afterEach(() => rmSync(runnerTemp, { recursive: true, force: true }));

  const inTemp = (path: string, text: string): void => {
    mkdirSync(dirname(join(runnerTemp, path)), { recursive: true });
    writeFileSync(join(runnerTemp, path), text);
  };

  test('an absolute path under RUNNER_TEMP is merged and named from it; one in the workspace too', () => {
    inTemp(
      `evolving-receipts/receipts-mac/${receiptKey(A)}.jsonl`,
      line(A, '2026-01-01T09:00:00Z', 'mac'),
    );
    write(`plain/${receiptKey(B)}.jsonl`, line(B, '2026-01-01T10:00:00Z'));
    const origins = new Map<string, string>();
    const outcome = mergeReceiptSources(
      store,
      workspace,
      [join(runnerTemp, 'evolving-receipts'), join(workspace, 'plain')],
      origins,
      runnerTemp,
    );
    expect(outcome).toMatchObject({
      directories: ['$RUNNER_TEMP/evolving-receipts/receipts-mac', 'plain'],
      merged: 2,
      problems: [],
    });
    expect(stored(A)).toBe(line(A, '2026-01-01T09:00:00Z', 'mac'));
    expect([...origins.values()].sort()).toEqual([
      '$RUNNER_TEMP/evolving-receipts/receipts-mac',
      'plain',
    ]);
  });

  test('an absolute path anywhere else is refused, even when the runner temp is unknown', () => {
    const elsewhere = mkdtempSync(join(tmpdir(), 'receipt-elsewhere-'));
    try {
      writeFileSync(join(elsewhere, `${receiptKey(A)}.jsonl`), line(A, '2026-01-01T10:00:00Z'));
      inTemp(`r/${receiptKey(A)}.jsonl`, line(A, '2026-01-01T10:00:00Z'));
      for (const temp of [runnerTemp, undefined]) {
        const outcome = mergeReceiptSources(store, workspace, [elsewhere], undefined, temp);
        expect(outcome.problems).toEqual([
          `receipts: ${JSON.stringify(elsewhere)} is outside the workspace and the runner's temp directory — refused, nothing merged from it`,
        ]);
        expect(outcome.merged).toBe(0);
      }
      const unknownTemp = mergeReceiptSources(store, workspace, [join(runnerTemp, 'r')]);
      expect(unknownTemp.merged).toBe(0);
      expect(existsSync(storeFile(A))).toBe(false);
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  test('a path that is, or passes through, a link is refused there too: nothing behind it is read', () => {
    const outside = mkdtempSync(join(tmpdir(), 'receipt-link-target-'));
    try {
      mkdirSync(join(outside, 'receipts-x'));
      writeFileSync(
        join(outside, 'receipts-x', `${receiptKey(A)}.jsonl`),
        line(A, '2026-01-01T10:00:00Z'),
      );
      // The download directory itself is a link; a directory on the way is one; an artifact is one.
      symlinkSync(outside, join(runnerTemp, 'linked-download'));
      symlinkSync(outside, join(runnerTemp, 'on-the-way'));
      mkdirSync(join(runnerTemp, 'download'));
      symlinkSync(join(outside, 'receipts-x'), join(runnerTemp, 'download', 'receipts-evil'));
      const outcome = mergeReceiptSources(
        store,
        workspace,
        [
          join(runnerTemp, 'linked-download'),
          join(runnerTemp, 'on-the-way', 'receipts-x'),
          join(runnerTemp, 'download'),
        ],
        undefined,
        runnerTemp,
      );
      expect(outcome.problems).toEqual([
        '$RUNNER_TEMP/linked-download: is a symbolic link (not followed) — skipped',
        `receipts: ${JSON.stringify(join(runnerTemp, 'linked-download'))} matches no directory — nothing merged from it (was the job that uploads it skipped?)`,
        '$RUNNER_TEMP/on-the-way: is a symbolic link (not followed) — skipped',
        `receipts: ${JSON.stringify(join(runnerTemp, 'on-the-way', 'receipts-x'))} matches no directory — nothing merged from it (was the job that uploads it skipped?)`,
        '$RUNNER_TEMP/download/receipts-evil: is a symbolic link (not followed) — skipped',
        '$RUNNER_TEMP/download: holds no receipt files — nothing merged from it',
      ]);
      expect(outcome.merged).toBe(0);
      expect(existsSync(storeFile(A))).toBe(false);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });
  // Variants of the artifacts the recipes download: none brings in a file from elsewhere.
  describe('artifact variants', () => {
    let outside: string;
    beforeEach(() => {
      outside = mkdtempSync(join(tmpdir(), 'receipt-outside-'));
    });
    afterEach(() => rmSync(outside, { recursive: true, force: true }));

    test('a pattern that climbs out with `..` (absolute, or through the temp directory) is refused', () => {
      writeFileSync(join(outside, `${receiptKey(A)}.jsonl`), line(A, '2026-01-01T10:00:00Z'));
      const climbing = [
        `${runnerTemp}/../${basename(outside)}`,
        `${runnerTemp}/download/../../${basename(outside)}`,
        `${workspace}/../${basename(outside)}`,
      ];
      const outcome = mergeReceiptSources(store, workspace, climbing, undefined, runnerTemp);
      expect(outcome.problems).toEqual(
        climbing.map(
          (pattern) =>
            `receipts: ${JSON.stringify(pattern)} is outside the workspace and the runner's temp directory — refused, nothing merged from it`,
        ),
      );
      expect(outcome.merged).toBe(0);
    });

    test('a receipt file that is a hard link to a file elsewhere is not read', () => {
      const elsewhere = join(outside, 'receipts.jsonl');
      writeFileSync(elsewhere, line(A, '2026-01-01T10:00:00Z'));
      mkdirSync(join(runnerTemp, 'download', 'receipts-linux'), { recursive: true });
      linkSync(elsewhere, join(runnerTemp, 'download', 'receipts-linux', `${receiptKey(A)}.jsonl`));
      const outcome = mergeReceiptSources(
        store,
        workspace,
        [join(runnerTemp, 'download')],
        undefined,
        runnerTemp,
      );
      expect(outcome.problems).toEqual([
        `$RUNNER_TEMP/download/receipts-linux/${receiptKey(A)}.jsonl: is a hard link (not read) — skipped`,
      ]);
      expect(outcome.merged).toBe(0);
      expect(existsSync(storeFile(A))).toBe(false);
    });

    test('two artifacts holding one receipt file name: both are read, neither hides the other', () => {
      inTemp(`download/receipts-a/${receiptKey(A)}.jsonl`, line(A, '2026-01-01T09:00:00Z'));
      inTemp(`download/receipts-b/${receiptKey(A)}.jsonl`, line(A, '2026-01-01T10:00:00Z'));
      const outcome = mergeReceiptSources(
        store,
        workspace,
        [join(runnerTemp, 'download'), join(runnerTemp, 'download', 'receipts-a')],
        undefined,
        runnerTemp,
      );
      expect(outcome).toMatchObject({ merged: 2, problems: [] });
      // The same directory named twice is read once.
      expect(outcome.directories).toEqual([
        '$RUNNER_TEMP/download/receipts-a',
        '$RUNNER_TEMP/download/receipts-b',
      ]);
      expect(stored(A)).toBe(line(A, '2026-01-01T09:00:00Z') + line(A, '2026-01-01T10:00:00Z'));
    });
  });
});

describe('sealed directories (receipts-digest)', () => {
  test("the seal from the digests the evaluation's reading kept is the seal of the directory read again", () => {
    write(`.evolving/results/receipts/${receiptKey(A)}.jsonl`, line(A, '2026-01-01T10:00:00Z'));
    write(`.evolving/results/receipts/${receiptKey(B)}.jsonl`, line(B, '2026-01-01T10:00:00Z'));
    // One no ref names (not read by the index), one not UTF-8: the seal reads these itself.
    write('.evolving/results/receipts/orphan.jsonl', line(A, '2026-01-01T09:00:00Z'));
    const C = 'pytest tests/test_c.py';
    writeFileSync(
      join(workspace, `.evolving/results/receipts/${receiptKey(C)}.jsonl`),
      Buffer.from([0xe9]),
    );
    const dir = join(workspace, '.evolving', 'results', 'receipts');
    const digests = new Map<string, string>();
    indexReceipts(store, [A, B, C, 'pytest tests/test_none.py'], undefined, digests);
    expect([...digests.keys()].sort()).toEqual(
      [`${receiptKey(A)}.jsonl`, `${receiptKey(B)}.jsonl`].sort(),
    );
    expect(receiptsDirectorySeal(dir, digests)).toBe(receiptsDirectorySeal(dir));
    // A digest it is given is what it seals: the files it names are not read again.
    const planted = new Map([[`${receiptKey(A)}.jsonl`, '0'.repeat(64)]]);
    expect(receiptsDirectorySeal(dir, planted)).not.toBe(receiptsDirectorySeal(dir));
  });

  test("receiptsFor gives a ref's own receipts, in file order, those admission lets count", () => {
    // Two refs filed under one key (a shared file, as after a rename): each gets its own lines only.
    const C = 'pytest tests/test_c.py';
    write(
      `.evolving/results/receipts/${receiptKey(A)}.jsonl`,
      line(A, '2026-01-01T10:00:00Z') +
        line(C, '2026-01-01T10:01:00Z') +
        line(A, '2026-01-01T10:02:00Z', 'mac') +
        line(A, '2026-01-01T10:03:00Z', 'win'),
    );
    const seen: string[] = [];
    const index = indexReceipts(store, [A, B], {
      admits: (key, receipt) => {
        seen.push(`${key} ${receipt.test} ${receipt.platform}`);
        return receipt.platform !== 'mac';
      },
    });
    expect(index.receiptsFor(A).map((r) => [r.test, r.platform, r.ran_at])).toEqual([
      [A, 'linux-ci', '2026-01-01T10:00:00Z'],
      [A, 'win', '2026-01-01T10:03:00Z'],
    ]);
    // Admission is asked of the ref's own receipts only, once each (the answer is kept).
    expect(index.receiptsFor(A)).toBe(index.receiptsFor(A));
    expect(seen).toEqual([
      `${receiptKey(A)} ${A} linux-ci`,
      `${receiptKey(A)} ${A} mac`,
      `${receiptKey(A)} ${A} win`,
    ]);
    expect(index.receiptsFor(B)).toEqual([]);
    expect(
      indexReceipts(store, [A])
        .receiptsFor(A)
        .map((r) => r.platform),
    ).toEqual(['linux-ci', 'mac', 'win']);
  });

  test('a directory is merged only when its seal is listed; a line added after sealing refuses it whole', () => {
    write(`artifacts/linux/${receiptKey(A)}.jsonl`, line(A, '2026-01-01T10:00:00Z'));
    write(`artifacts/mac/${receiptKey(B)}.jsonl`, line(B, '2026-01-01T10:00:00Z', 'mac'));
    const linux = receiptsDirectorySeal(join(workspace, 'artifacts', 'linux'));
    const mac = receiptsDirectorySeal(join(workspace, 'artifacts', 'mac'));
    // After the action sealed the mac job's directory, a process it left running appends a green line.
    write(
      `artifacts/mac/${receiptKey(B)}.jsonl`,
      line(B, '2026-01-01T10:00:00Z', 'mac') + line(B, '2026-01-01T10:05:00Z', 'mac'),
    );
    const outcome = mergeReceiptSources(
      store,
      workspace,
      ['artifacts'],
      undefined,
      undefined,
      new Set([linux, mac]),
    );
    expect(outcome.directories).toEqual(['artifacts/linux']);
    expect(outcome.problems).toEqual([
      expect.stringMatching(
        /^artifacts\/mac: its receipts are not those the action wrote in the job that ran the checks .* refused, nothing merged from it$/,
      ),
    ]);
    expect(stored(A)).toBe(line(A, '2026-01-01T10:00:00Z'));
    expect(existsSync(storeFile(B))).toBe(false);
  });

  test('a receipts/ directory planted inside a sealed one is not what was sealed', () => {
    write(`artifact/${receiptKey(A)}.jsonl`, line(A, '2026-01-01T10:00:00Z'));
    const sealed = receiptsDirectorySeal(join(workspace, 'artifact'));
    write(`artifact/receipts/${receiptKey(A)}.jsonl`, line(A, '2026-01-01T12:00:00Z'));
    const outcome = mergeReceiptSources(
      store,
      workspace,
      ['artifact'],
      undefined,
      undefined,
      new Set([sealed]),
    );
    expect(outcome.merged).toBe(0);
    expect(existsSync(storeFile(A))).toBe(false);
  });

  test('an empty list of seals (no job sealed anything) merges nothing', () => {
    write(`artifact/${receiptKey(A)}.jsonl`, line(A, '2026-01-01T10:00:00Z'));
    const outcome = mergeReceiptSources(
      store,
      workspace,
      ['artifact'],
      undefined,
      undefined,
      new Set(),
    );
    expect(outcome.merged).toBe(0);
  });

  test('the seal is that of the store’s own receipts directory as the action left it', () => {
    write(`.evolving/results/receipts/${receiptKey(A)}.jsonl`, line(A, '2026-01-01T10:00:00Z'));
    write(`copy/${receiptKey(A)}.jsonl`, line(A, '2026-01-01T10:00:00Z'));
    expect(receiptsDirectorySeal(join(store.resultsDir, 'receipts'))).toBe(
      receiptsDirectorySeal(join(workspace, 'copy')),
    );
  });
});
