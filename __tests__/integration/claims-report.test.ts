/**
 * `report` on an ev 0.2 store, in-process on a real git repository: with
 * `--base REV` it prints the claims section of the comment and summary the
 * action would post for REV..HEAD (read from commits, not the work tree);
 * without it, HEAD's census; `--json` the report's claims part. Nothing is
 * written.
 */
import { afterEach, beforeEach, expect, test } from '@jest/globals';
import { main } from '../../src/cli/main.js';
import { makeRepo, type TempRepo } from '../../test-support/git-repo.js';
import { runCommand } from '../../test-support/ledger-store.js';
import { Ledger } from '../core/claims/helpers.js';
import { CHANGELOG_BY_HAND, chain, ledgerFiles } from '../../test-support/scenario.js';

let repo: TempRepo;
let base: string;
beforeEach(() => {
  repo = makeRepo();
  const code = repo.commit({ 'src/a.rs': 'fn a() {}\n' });
  const ledger = new Ledger();
  const c = ledger.claim('the parser is fixed');
  ledger.evidence(c, 'file:src/a.rs::fn a()', { base: code });
  base = repo.commit({
    '.evolving/version': '2\n',
    '.evolving/ledger/laptop-4kq2.jsonl': `${ledger.lines.join('\n')}\n`,
  });
  repo.commit({ 'src/a.rs': 'fn b() {}\n' });
});
afterEach(() => repo.cleanup());

const run = (argv: string[]) => runCommand(main, argv, repo.dir, repo.env);

test('report --base: the comment and summary the action would post for base..HEAD', async () => {
  const status = repo.git(['status', '--porcelain']);
  const result = await run(['report', '--base', base]);
  expect(result.code).toBe(0);
  expect(result.stdout).toContain('# The pull-request comment');
  expect(result.stdout).toContain("### 🔴 This pull request breaks 1 claim's anchor");
  expect(result.stdout).toContain('# The job summary');
  expect(repo.git(['status', '--porcelain'])).toBe(status);
});

test('report --json --base: the JSON report the action writes, with its claims part', async () => {
  const result = await run(['report', '--json', '--base', 'HEAD~1']);
  expect(result.code).toBe(0);
  const report = JSON.parse(result.stdout) as {
    model: string;
    claims: { scope: string; broken: Array<{ label: string }> };
  };
  expect(report.model).toBe('claims');
  const part = report.claims;
  expect(part.scope).toBe('pull-request');
  expect(part.broken.map((c) => c.label)).toEqual(['the parser is fixed']);
});

test('report without --base: the census at HEAD; a --base naming nothing is one error', async () => {
  const result = await run(['report']);
  expect(result.code).toBe(0);
  expect(result.stdout).toContain('At this commit: 1 claims');
  const bad = await run(['report', '--base', 'no-such-rev']);
  expect(bad.code).toBe(1);
  expect(bad.stderr).toBe('error: report: --base "no-such-rev" names no commit here\n');
});

test("a store with both models: one preview, the decisions' then the claims', the store's conclusion on top", async () => {
  repo.commit(ledgerFiles(chain([CHANGELOG_BY_HAND])));
  const json = await run(['report', '--json', '--base', base]);
  expect(json.code).toBe(0);
  const report = JSON.parse(json.stdout) as {
    conclusion: string;
    reason: string;
    decisions: unknown[];
    claims: { conclusion: string; title: string };
  };
  expect(report.decisions).toEqual([]);
  expect(report.claims.conclusion).toBe('neutral');
  // The decisions are all clear; the broken anchor makes the store's review neutral, as in CI.
  expect(report.conclusion).toBe('neutral');
  expect(report.reason).toContain(`; ev 0.2 claims: ${report.claims.title}`);
  const text = await run(['report', '--base', base]);
  const [comment = '', summary = ''] = text.stdout.split('\n\n---\n\n# The job summary\n\n');
  for (const surface of [comment, summary]) {
    const rule = surface.indexOf("\n---\n\n### 🔴 This pull request breaks 1 claim's anchor");
    expect(rule).toBeGreaterThan(0);
  }
  expect(comment.startsWith('# The pull-request comment\n\n<!-- evolving-action:')).toBe(true);
});

test('--base holding claims the work tree removed: the claims review is previewed all the same, the removal a violation', async () => {
  repo.commit({
    '.evolving/version': null,
    '.evolving/ledger/laptop-4kq2.jsonl': null,
    ...ledgerFiles(chain([CHANGELOG_BY_HAND])),
  });
  const json = await run(['report', '--json', '--base', base]);
  expect(json.code).toBe(0);
  const report = JSON.parse(json.stdout) as {
    decisions?: unknown[];
    claims?: { violations: Array<{ kind: string }> };
  };
  // The work tree's decisions (a model the head adds) beside the base's claims.
  expect(report.decisions).toEqual([]);
  expect(report.claims?.violations.map((v) => v.kind)).toEqual(['file-deleted']);
});
