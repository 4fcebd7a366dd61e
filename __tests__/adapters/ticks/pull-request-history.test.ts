/**
 * The one object the action's ev 0.1 review asks git through
 * (adapters/ticks/pull-request-history.ts), on a real repository: its
 * answers about a pull request, read from git objects, and what it does when
 * git cannot answer — a base whose rules cannot be read stops at once
 * (HistoryUnreadable), a change that cannot be read is named in `unreadable`
 * for the review to stop with after it has said what it knows.
 */
import { afterAll, describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openTickFiles, storeAt } from '../../../src/adapters/files/store.js';
import { parseLedger } from '../../../src/core/ticks/ledger.js';
import { locateRepository } from '../../../src/adapters/git/runner.js';
import {
  HistoryUnreadable,
  TicksHistory,
  type PullRequestQuestions,
} from '../../../src/adapters/ticks/pull-request-history.js';
import { makeRepo, tempDir } from '../../../test-support/git-repo.js';

const repo = makeRepo();
afterAll(() => repo.cleanup());

const base = repo.commit({ '.evolving/HEAD': '', '.evolving/config': '', 'src/a.ts': 'a\n' });
const head = repo.commit({ 'src/a.ts': 'b\n', '.evolving/config': null });
const absent = 'f'.repeat(40);

async function history(): Promise<TicksHistory> {
  const repository = await locateRepository(repo.dir, repo.env, repo.dir);
  return new TicksHistory(repository, {
    repoRoot: repo.dir,
    ledgerDir: repo.dir,
    headPath: join(repo.dir, '.evolving', 'HEAD'),
  });
}

const checkout = { store: storeAt(repo.dir), entries: [] };
const pullRequest = (baseSha: string): PullRequestQuestions => ({
  rules: { from: base, what: 'the base', selectedListPath: join(repo.dir, 'selected.json') },
  pullRequest: { baseSha, headSha: head, mergeGroup: false },
  checkout,
});

describe('its answers about a pull request, from git objects', () => {
  test('the checkout is the head, the files the change touched, the base ledger read', async () => {
    const answers = await (await history()).pullRequest(pullRequest(base));
    expect(answers.checkout).toMatchObject({ kind: 'head' });
    expect(answers.headJudged).toBe(true);
    expect(answers.changedFiles).toEqual(['.evolving/config', 'src/a.ts']);
    expect(answers.baseEntries).toEqual([]);
    expect(answers.trust).toBeDefined();
    expect(answers.unreadable).toBeUndefined();
  });

  test("the ledger-diff names the store's own file the head removed", async () => {
    const { diff } = await (await history()).pullRequest(pullRequest(base));
    expect(diff?.violations.map((violation) => violation.file)).toContain('.evolving/config');
  });

  test('without a pull request: only the rules, and the checkout is what is judged', async () => {
    const answers = await (
      await history()
    ).pullRequest({ ...pullRequest(base), pullRequest: undefined });
    expect(answers).toEqual({ trust: expect.anything(), headJudged: true });
  });

  test('a clone that is not shallow says so', async () => {
    expect(await (await history()).shallow()).toBe(false);
  });
});

describe('what git cannot answer', () => {
  test('rules at a commit the clone lacks: HistoryUnreadable at once, naming it', async () => {
    const asked = (await history()).pullRequest({
      ...pullRequest(base),
      rules: { from: absent, what: 'the base', selectedListPath: 'selected.json' },
    });
    await expect(asked).rejects.toThrow(HistoryUnreadable);
  });

  test('a change the clone cannot compare: named in `unreadable`, the rest still answered', async () => {
    const answers = await (await history()).pullRequest(pullRequest(absent));
    expect(answers.unreadable).toMatch(
      /git could not compare the ledger with the base commit ffffffffffff/,
    );
    expect(answers.diff).toBeUndefined();
    expect(answers.checkout).toMatchObject({ kind: 'head' });
  });
});

/** A history whose git logs each command line, and how many times it asked for the checkout. */
async function loggedHistory(
  at = repo,
  ledgerDir = at.dir,
): Promise<{ asked: TicksHistory; headQuestions: () => number; commands: () => string[] }> {
  // A git on PATH that logs each command line (git runs from the located repository's PATH).
  const bin = tempDir('ev-git-log-');
  const log = join(bin.root, 'git.log');
  writeFileSync(log, '');
  const real = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
  const wrapper = join(bin.dir, 'git');
  writeFileSync(wrapper, `#!/bin/sh\necho "$*" >> '${log}'\nexec '${real}' "$@"\n`);
  chmodSync(wrapper, 0o755);
  const env = { ...at.env, PATH: `${bin.dir}:${at.env.PATH ?? process.env.PATH ?? ''}` };
  const repository = await locateRepository(at.dir, env, at.dir);
  const asked = new TicksHistory(repository, {
    repoRoot: at.dir,
    ledgerDir,
    headPath: join(ledgerDir, '.evolving', 'HEAD'),
  });
  const commands = () =>
    readFileSync(log, 'utf8')
      .split('\n')
      .map((line) => line.replace(/^.* -c diff\.external= /, ''));
  const headQuestions = () =>
    commands().filter((line) => line.endsWith('rev-parse --verify --quiet HEAD^{commit}')).length;
  return { asked, headQuestions, commands };
}

describe('the checked-out commit', () => {
  test('named while the receipts were looked at: the first checkout question does not ask git again', async () => {
    const { asked, headQuestions } = await loggedHistory();
    await asked.uncommittedReceipts(checkout.store);
    expect(headQuestions()).toBe(1);
    expect((await asked.pullRequest(pullRequest(base))).checkout).toEqual({
      kind: 'head',
      sha: head,
    });
    expect(headQuestions()).toBe(1);
    // A later pull request of the run asks again: a check may have moved HEAD meanwhile.
    execFileSync('git', ['checkout', '--quiet', '--detach', base], {
      cwd: repo.dir,
      env: repo.env,
    });
    try {
      expect((await asked.pullRequest(pullRequest(base))).checkout).toEqual({
        kind: 'other',
        sha: base,
      });
      expect(headQuestions()).toBe(2);
    } finally {
      execFileSync('git', ['checkout', '--quiet', '--detach', head], {
        cwd: repo.dir,
        env: repo.env,
      });
    }
  });

  test('asked before the receipts were looked at and the ledger parsed: the same answers, the checkout asked once', async () => {
    const { asked, headQuestions } = await loggedHistory();
    const receipts = asked.uncommittedReceipts(checkout.store);
    let parsed: (entries: []) => void = () => undefined;
    const early = asked.pullRequest({
      ...pullRequest(base),
      checkout: { ...checkout, entries: new Promise((resolve) => (parsed = resolve)) },
    });
    parsed([]);
    await receipts;
    const answers = await early;
    expect(headQuestions()).toBe(1);
    expect(answers).toEqual(await (await history()).pullRequest(pullRequest(base)));
    expect(answers.checkout).toEqual({ kind: 'head', sha: head });
  });
});

describe("the base's ledger beside the checkout's", () => {
  const ledger = makeRepo();
  afterAll(() => ledger.cleanup());
  const tick = (n: number) => `{"id": "t${n}", "decision": "decision ${n}"}\n`;
  const ticks = '.evolving/ticks';
  const from = ledger.commit({
    '.evolving/HEAD': '',
    [`${ticks}/a.json`]: tick(1),
    [`${ticks}/b.json`]: tick(2),
  });
  const to = ledger.commit({ [`${ticks}/b.json`]: tick(3), [`${ticks}/c.json`]: tick(4) });
  const store = storeAt(ledger.dir);
  const question = (): PullRequestQuestions => ({
    pullRequest: { baseSha: from, headSha: to, mergeGroup: false },
    checkout: { store, entries: parseLedger(openTickFiles(store)) },
  });
  /** The base's entries as read against the work tree itself (no status asked before). */
  async function againstWorkTree() {
    const repository = await locateRepository(ledger.dir, ledger.env, ledger.dir);
    const plain = new TicksHistory(repository, {
      repoRoot: ledger.dir,
      ledgerDir: ledger.dir,
      headPath: join(ledger.dir, '.evolving', 'HEAD'),
    });
    return (await plain.pullRequest(question())).baseEntries;
  }
  const workTreeDiff = (line: string) => line.endsWith(`--end-of-options ${from} -- ${ticks}`);
  const commitsDiff = (line: string) => line.endsWith(`--end-of-options ${from} ${to} -- ${ticks}`);

  test("as committed in the work tree (untracked files aside): the base's diff with the head commit, not the work tree", async () => {
    writeFileSync(join(ledger.dir, ticks, 'untracked.json'), tick(5));
    const { asked, commands } = await loggedHistory(ledger);
    await asked.uncommittedReceipts(store, true);
    const answers = await asked.pullRequest(question());
    expect(commands().filter((line) => line.startsWith('status'))).toEqual([
      expect.stringMatching(new RegExp(`-- \\.evolving/results/receipts ${ticks}$`)),
    ]);
    expect(commands().filter(workTreeDiff)).toEqual([]);
    expect(commands().filter(commitsDiff)).toHaveLength(1);
    expect(answers.baseEntries?.map((entry) => entry.file)).toEqual(['a.json', 'b.json']);
    expect(answers.baseEntries).toEqual(await againstWorkTree());
  });

  test("a tick file changed in the work tree: the base's diff with the work tree, as before", async () => {
    writeFileSync(join(ledger.dir, ticks, 'a.json'), tick(6));
    try {
      const { asked, commands } = await loggedHistory(ledger);
      await asked.uncommittedReceipts(store, true);
      const answers = await asked.pullRequest(question());
      expect(commands().filter(workTreeDiff)).toHaveLength(1);
      expect(commands().filter(commitsDiff)).toEqual([]);
      expect(answers.baseEntries).toEqual(await againstWorkTree());
    } finally {
      writeFileSync(join(ledger.dir, ticks, 'a.json'), tick(1));
    }
  });

  test('a ledger directory git would read as a wildcard: the status is asked of the receipts alone', async () => {
    const wild = join(ledger.dir, 'l*');
    mkdirSync(join(wild, '.evolving', 'ticks'), { recursive: true });
    const { asked, commands } = await loggedHistory(ledger, wild);
    await asked.uncommittedReceipts(storeAt(wild), true);
    expect(commands().filter((line) => line.startsWith('status'))).toEqual([
      expect.stringMatching(/-- l\*\/\.evolving\/results\/receipts$/),
    ]);
  });

  test('without a pull request the status is asked of the receipts alone', async () => {
    const { asked, commands } = await loggedHistory(ledger);
    await asked.uncommittedReceipts(store);
    expect(commands().filter((line) => line.startsWith('status'))).toEqual([
      expect.stringMatching(/-- \.evolving\/results\/receipts$/),
    ]);
  });
});
