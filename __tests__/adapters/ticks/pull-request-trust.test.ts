// pull-request-trust.ts in process, on real git repositories: each decision
// about what a pull request cannot bring to its own gate — the base's config
// judges it, the evidence files it adds or changes are not evidence (the
// base's receipts in them are), its selected-list is not read, and a base
// that cannot be read stops the step rather than judge by the pull
// request's own rules. Then the receipts an earlier step left in the work
// tree (uncommittedReceipts).
import { afterAll, describe, expect, test } from '@jest/globals';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { locateRepository, type Repository } from '../../../src/adapters/git/runner.js';
import type { Store } from '../../../src/adapters/files/store.js';
import {
  BaseUnreadable,
  pullRequestTrust,
  uncommittedReceipts,
} from '../../../src/adapters/ticks/pull-request-trust.js';
import { openStore } from '../../../src/chains/ticks/evaluation.js';
import { receiptKey } from '../../../src/core/ticks/identity.js';
import { formatReceiptLine } from '../../../src/core/ticks/verdict/receipt.js';
import { makeRepo, type TempRepo } from '../../../test-support/git-repo.js';
import { CONFIG } from '../../../test-support/ledger-store.js';

const repos: TempRepo[] = [];
afterAll(() => {
  for (const repo of repos) repo.cleanup();
});

const REF = 'pytest tests/test_retry.py';
const KEY = receiptKey(REF);
const RECEIPT_FILE = `.evolving/results/receipts/${KEY}.jsonl`;
const SELECTED = '.evolving/results/selected.json';

function receipt(result: 'green' | 'red', commit = 'a'.repeat(40), ref = REF): string {
  return formatReceiptLine({
    test: ref,
    platform: 'linux-ci',
    commit,
    ran_at: '2026-11-20T10:00:00Z',
    result,
  });
}

/** The files every store starts with (a config, an empty HEAD). */
const STORE_FILES = (prefix = ''): Record<string, string> => ({
  [`${prefix}.evolving/config`]: CONFIG(),
  [`${prefix}.evolving/HEAD`]: '',
  [`${prefix}src/app.ts`]: 'export const maxAttempts = 3;\n',
});

interface PullRequest {
  repo: TempRepo;
  repository: Repository;
  store: Store;
  baseSha: string;
}

/** A base commit, then the pull request's commit on top (checked out), in a fresh repository. */
async function pullRequest(
  base: Record<string, string>,
  head: Record<string, string | null>,
  storeDir = '',
): Promise<PullRequest> {
  const repo = makeRepo();
  repos.push(repo);
  const baseSha = repo.commit(base, 'base');
  repo.commit(head, 'the pull request');
  const repository = (await locateRepository(repo.dir, repo.env)) as Repository;
  const opened = openStore(join(repo.dir, storeDir));
  if ('error' in opened) throw new Error(opened.error);
  return { repo, repository, store: opened.store, baseSha };
}

const trustOf = (pr: PullRequest, selected = SELECTED) =>
  pullRequestTrust(pr.repository, pr.store, pr.baseSha, join(pr.store.root, selected));

describe('pullRequestTrust', () => {
  test('a pull request that touches no rules or evidence: nothing found, nothing distrusted', async () => {
    const pr = await pullRequest(STORE_FILES(), { 'src/app.ts': 'export const x = 1;\n' });
    const trust = await trustOf(pr);
    expect(trust.findings).toEqual([]);
    expect(trust.distrusted.size).toBe(0);
    expect(trust.selectedListChanged).toBe(false);
    expect(trust.config.staleness_days).toBe(7n);
  });

  test('a changed config takes effect after merge: the base’s judges, and the finding says so', async () => {
    const pr = await pullRequest(STORE_FILES(), {
      '.evolving/config': CONFIG().replace('staleness_days = 7', 'staleness_days = 1000'),
    });
    const trust = await trustOf(pr);
    expect(trust.config.staleness_days).toBe(7n);
    expect(trust.findings).toEqual([
      ".evolving/config: changed by this pull request — the change takes effect after merge; this pull request is judged by the base's config",
    ]);
  });

  test('a config changed in the work tree only is not the base’s either', async () => {
    const pr = await pullRequest(STORE_FILES(), {});
    writeFileSync(pr.store.configPath, CONFIG('live-origin'));
    const trust = await trustOf(pr);
    expect(trust.config.staleness_ref).toBe('none');
    expect(trust.findings).toHaveLength(1);
    expect(trust.findings[0]).toMatch(/^\.evolving\/config: changed by this pull request/);
  });

  test('a receipt file the pull request changed: only the receipts the base had in it remain evidence', async () => {
    const pr = await pullRequest(
      { ...STORE_FILES(), [RECEIPT_FILE]: receipt('red') + 'not json\n' },
      { [RECEIPT_FILE]: receipt('red') + receipt('green', 'b'.repeat(40)) },
    );
    const trust = await trustOf(pr);
    expect([...trust.distrusted.keys()]).toEqual([KEY]);
    // The base's malformed line is left out; the pull request's green line is not among them.
    expect([...(trust.distrusted.get(KEY) ?? [])]).toEqual([receipt('red')]);
    expect(trust.findings).toEqual([
      `${RECEIPT_FILE}: added or changed by this pull request — not evidence for it (ignored for the verdicts)`,
    ]);
  });

  test('a receipt file the pull request added: none of its receipts is evidence', async () => {
    const pr = await pullRequest(STORE_FILES(), { [RECEIPT_FILE]: receipt('green') });
    const trust = await trustOf(pr);
    expect(trust.distrusted.get(KEY)).toEqual(new Set());
  });

  test('other files under results/ are findings but no receipt file', async () => {
    const pr = await pullRequest(STORE_FILES(), {
      '.evolving/results/notes.txt': 'planted\n',
      '.evolving/results/receipts/nested/x.jsonl': receipt('green'),
    });
    const trust = await trustOf(pr);
    expect(trust.distrusted.size).toBe(0);
    expect(trust.findings).toEqual([
      '.evolving/results/notes.txt: added or changed by this pull request — not evidence for it (ignored for the verdicts)',
      '.evolving/results/receipts/nested/x.jsonl: added or changed by this pull request — not evidence for it (ignored for the verdicts)',
    ]);
  });

  test('the selected-list under results/, changed by the pull request, is not read', async () => {
    const pr = await pullRequest(STORE_FILES(), { [SELECTED]: '[]\n' });
    const trust = await trustOf(pr);
    expect(trust.selectedListChanged).toBe(true);
    expect(trust.findings).toEqual([
      `${SELECTED}: added or changed by this pull request — not evidence for it (ignored for the verdicts)`,
    ]);
  });

  test('a selected-list outside results/ is the pull request’s evidence too when it changed it', async () => {
    const changed = await pullRequest(STORE_FILES(), { 'ci/selected.json': '[]\n' });
    const trust = await trustOf(changed, 'ci/selected.json');
    expect(trust.selectedListChanged).toBe(true);
    expect(trust.findings).toEqual([
      'ci/selected.json: added or changed by this pull request — not evidence for it (ignored for the verdicts)',
    ]);
    const untouched = await pullRequest(
      { ...STORE_FILES(), 'ci/selected.json': '[]\n' },
      { 'src/app.ts': '' },
    );
    const kept = await trustOf(untouched, 'ci/selected.json');
    expect(kept.selectedListChanged).toBe(false);
    expect(kept.findings).toEqual([]);
  });

  test('a store below the repository root: the paths named are repository-relative', async () => {
    const pr = await pullRequest(
      STORE_FILES('service/'),
      {
        'service/.evolving/config': `${CONFIG()}\n`,
        [`service/${RECEIPT_FILE}`]: receipt('green'),
      },
      'service',
    );
    const trust = await trustOf(pr);
    expect(trust.findings.map((finding) => finding.split(':')[0])).toEqual([
      'service/.evolving/config',
      `service/${RECEIPT_FILE}`,
    ]);
    expect([...trust.distrusted.keys()]).toEqual([KEY]);
  });

  test("another wording names who changed the files (a fork's head without a pull request)", async () => {
    const pr = await pullRequest(STORE_FILES(), { [RECEIPT_FILE]: receipt('green') });
    const trust = await pullRequestTrust(
      pr.repository,
      pr.store,
      pr.baseSha,
      join(pr.store.root, SELECTED),
      { changedBy: "the fork's commit", judgedBy: 'judged by the workflow’s own commit' },
    );
    expect(trust.findings).toEqual([
      `${RECEIPT_FILE}: added or changed by the fork's commit — not evidence for it (ignored for the verdicts)`,
    ]);
  });

  test('a base sha that is not a full commit id: the base cannot be read', async () => {
    const pr = await pullRequest(STORE_FILES(), {});
    await expect(
      pullRequestTrust(pr.repository, pr.store, pr.baseSha.slice(0, 12), SELECTED),
    ).rejects.toThrow(
      new BaseUnreadable(
        "the pull request's base sha is not a full commit id: the rules cannot be read from the base",
      ),
    );
  });

  test('a base commit the clone lacks: the changes cannot be listed, so nothing is taken as evidence', async () => {
    const pr = await pullRequest(STORE_FILES(), { [RECEIPT_FILE]: receipt('green') });
    const absent = 'f'.repeat(40);
    const trusting = pullRequestTrust(pr.repository, pr.store, absent, SELECTED);
    await expect(trusting).rejects.toBeInstanceOf(BaseUnreadable);
    await expect(trusting).rejects.toThrow(/cannot be listed from this clone.*fetch-depth: 0/);
  });
});

describe('uncommittedReceipts', () => {
  test('what an earlier step left: an untracked file has no committed receipts, a modified one its committed lines', async () => {
    const other = 'pytest tests/test_other.py';
    const otherFile = `.evolving/results/receipts/${receiptKey(other)}.jsonl`;
    const pr = await pullRequest(STORE_FILES(), { [RECEIPT_FILE]: receipt('red') });
    pr.repo.write(RECEIPT_FILE, receipt('red') + receipt('green', 'c'.repeat(40)));
    pr.repo.write(otherFile, receipt('green', 'c'.repeat(40), other));
    pr.repo.write('.evolving/results/receipts/nested/deep.jsonl', receipt('green'));
    pr.repo.write('.evolving/results/receipts/not-a-key.jsonl', receipt('green'));
    const uncommitted = await uncommittedReceipts(pr.repository, pr.store);
    expect(uncommitted).toEqual(
      new Map([
        [receiptKey(other), new Set()],
        [KEY, new Set([receipt('red')])],
      ]),
    );
  });

  test('a work tree as committed: nothing', async () => {
    const pr = await pullRequest(STORE_FILES(), { [RECEIPT_FILE]: receipt('red') });
    expect((await uncommittedReceipts(pr.repository, pr.store)).size).toBe(0);
  });
});
