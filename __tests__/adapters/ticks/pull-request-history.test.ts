/**
 * The one object the action's ev 0.1 review asks git through
 * (adapters/ticks/pull-request-history.ts), on a real repository: what it
 * answers from git objects, and that what git cannot answer is one
 * HistoryUnreadable naming it (the step stops with it), never a guess.
 */
import { afterAll, describe, expect, test } from '@jest/globals';
import { join } from 'node:path';
import { storeAt } from '../../../src/adapters/files/store.js';
import { locateRepository } from '../../../src/adapters/git/runner.js';
import {
  HistoryUnreadable,
  TicksHistory,
} from '../../../src/adapters/ticks/pull-request-history.js';
import { makeRepo } from '../../../test-support/git-repo.js';

const repo = makeRepo();
afterAll(() => repo.cleanup());

const base = repo.commit({ '.evolving/HEAD': '', '.evolving/config': '', 'src/a.ts': 'a\n' });
const head = repo.commit({ 'src/a.ts': 'b\n', '.evolving/config': null });

async function history() {
  const repository = await locateRepository(repo.dir, repo.env, repo.dir);
  return new TicksHistory(repository, {
    repoRoot: repo.dir,
    ledgerDir: repo.dir,
    headPath: join(repo.dir, '.evolving', 'HEAD'),
  });
}

describe('what it answers from git objects', () => {
  test('the files a change touched, and the checkout', async () => {
    const asked = await history();
    expect(await asked.changedFiles(base, head)).toEqual(['.evolving/config', 'src/a.ts']);
    expect(await asked.checkout(head)).toMatchObject({ kind: 'head' });
    expect(await asked.ensure(base, 'the base')).toBeUndefined();
    expect(await asked.shallow()).toBe(false);
  });

  test("the ledger-diff names the store's own file the head removed", async () => {
    const diff = await (await history()).ledgerDiff(base, { at: 'commit', commit: head });
    expect(diff.violations.map((violation) => violation.file)).toContain('.evolving/config');
  });
});

describe('what git cannot answer stops the review, naming it', () => {
  const absent = 'f'.repeat(40);

  test('a base the clone lacks: the ledger-diff is HistoryUnreadable', async () => {
    const asked = await history();
    await expect(asked.ledgerDiff(absent, { at: 'commit', commit: head })).rejects.toThrow(
      HistoryUnreadable,
    );
    await expect(asked.ledgerDiff(absent, { at: 'commit', commit: head })).rejects.toThrow(
      /git could not compare the ledger with the base commit ffffffffffff/,
    );
  });

  test("a base whose rules cannot be read: the trust is HistoryUnreadable, not the pull request's own", async () => {
    const asked = await history();
    const store = storeAt(repo.dir);
    await expect(asked.trust(store, absent, join(repo.dir, 'selected.json'))).rejects.toThrow(
      HistoryUnreadable,
    );
  });
});
