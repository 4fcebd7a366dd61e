// End-to-end, on the bundled action: the pull request cannot choose its judge
// (docs/USAGE.md#trust-model). What judges a pull request is its base's store;
// every model the base holds is evaluated at the head whatever the head holds,
// each removal of a model's files is a ledger violation on every surface, and a
// gate that cannot compare the base with the head fails closed. The in-process
// tests (__tests__/action/judging-model.test.ts) cover the variants.
import { describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { pullRequestEvent } from '../../test-support/events.js';
import { commentBodies, explain, useE2E } from '../../test-support/e2e.js';
import { makeRepo } from '../../test-support/git-repo.js';
import { bound, chain, CHANGELOG_BY_HAND, ledgerFiles } from '../../test-support/scenario.js';

const e2e = useE2E();

describe('an ev 0.1 base: a head that turns the store into ev 0.2 is still judged as ev 0.1', () => {
  test('ticks, HEAD and config removed, version 2: violations on every surface, the bound check runs, failure', async () => {
    const s = e2e.scenario({
      base: [
        {
          decision: 'the answer stays 42',
          grounds: [
            bound('callers rely on 42', 'grep -q 42 src/app.ts', {
              triggeredBy: ['src/app.ts'],
              counterTest: 'true',
            }),
          ],
          blame: 'Ada Lovelace',
        },
      ],
      headFiles: ({ base }) => ({
        ...Object.fromEntries(base.map((tick) => [tick.path, null])),
        '.evolving/HEAD': null,
        '.evolving/config': null,
        '.evolving/version': '2\n',
        'src/app.ts': 'export const answer = 43;\n',
      }),
      checkout: 'head',
    });
    const gh = await e2e.gh();
    const run = await e2e.run(gh, s, { inputs: { 'run-checks': 'true' } });
    expect({ code: run.exitCode, log: run.exitCode === 1 ? '' : explain(run) }).toEqual({
      code: 1,
      log: '',
    });
    expect(run.outputs).toMatchObject({
      conclusion: 'failure',
      violations: '3',
      'checks-run': '1',
      gating: '1',
    });
    const violations = (run.report?.ledgerDiff as { violations: { file: string }[] }).violations;
    expect(violations.map((v) => v.file).sort()).toEqual([
      '.evolving/HEAD',
      '.evolving/config',
      `.evolving/ticks/${s.baseTicks[0]?.id ?? ''}`,
    ]);
    expect(gh.checkRuns.map((c) => c.conclusion)).toEqual(['failure']);
    expect(JSON.stringify(gh.checkRuns[0]?.annotations)).toContain('.evolving/HEAD was deleted');
    expect(commentBodies(run)).toContain('.evolving/config was deleted');
    expect(run.summary).toContain('.evolving/HEAD was deleted');
    // The step's own annotations count them; the check run's carry each.
    expect(run.annotations.map((a) => a.message).join('\n')).toContain('3 ledger violations');
  }, 180_000);
});

describe('an ev 0.2 base: a head that removes the ledger and adds a 0.1 store is still reviewed for its claims', () => {
  test('the removed writer file is a violation; claims-gate: anchors fails the run', async () => {
    const repo = makeRepo();
    const code = repo.commit({ 'src/verify.rs': 'pub fn guard_attach() {}\n' }, 'code');
    const line = (seq: number, type: string, id: string, body: Record<string, unknown>) =>
      JSON.stringify({
        v: 2,
        id,
        ts: `2026-07-15T10:00:0${seq}Z`,
        writer: 'w',
        seq,
        actor: { kind: 'human' },
        type,
        body,
      });
    const ledger = `${line(1, 'claim', 'clm_01', { label: 'guards attach' })}\n${line(2, 'evidence', 'evd_01', { base: code, claim: 'clm_01', ref: 'file:src/verify.rs::pub fn guard_attach', self_evident: false, status: 'resolves' })}\n`;
    const base = repo.commit(
      {
        '.evolving/version': '2\n',
        '.evolving/config.toml': '[ledger]\n',
        '.evolving/ledger/w.jsonl': ledger,
      },
      'ledger',
    );
    repo.git(['checkout', '-q', '-b', 'feature']);
    const head = repo.commit(
      {
        '.evolving/version': null,
        '.evolving/config.toml': null,
        '.evolving/ledger/w.jsonl': null,
        ...ledgerFiles(chain([CHANGELOG_BY_HAND])),
        'src/verify.rs': 'pub fn guard_ref() {}\n',
      },
      'pull request head',
    );
    const s = {
      dir: repo.dir,
      event: () => pullRequestEvent({ number: 7, headSha: head, baseSha: base, mergeSha: head }),
    };
    const gh = await e2e.gh();
    try {
      const run = await e2e.run(gh, s, {
        inputs: { 'claims-gate': 'anchors', 'fail-on-violation': 'false' },
      });
      expect(run.outputs.conclusion).toBe('failure');
      expect(run.exitCode).toBe(1);
      const claims = run.report?.claims as { violations: { kind: string }[] } | undefined;
      expect(claims?.violations.map((v) => v.kind)).toEqual(['file-deleted']);
      expect(gh.checkRuns.map((c) => c.conclusion)).toEqual(['failure']);
      expect(commentBodies(run)).toContain('a writer file was deleted');
    } finally {
      repo.cleanup();
    }
  }, 180_000);
});

describe('a gate that cannot compare fails closed', () => {
  test('claims-gate: anchors, the base not fetchable: failure naming the base and fetch-depth: 0', async () => {
    const repo = makeRepo();
    const code = repo.commit({ 'src/a.rs': 'fn a() {}\n' }, 'code');
    const ledger = `${JSON.stringify({ v: 2, id: 'clm_01', ts: '2026-07-15T10:00:01Z', writer: 'w', seq: 1, actor: { kind: 'human' }, type: 'claim', body: { label: 'a' } })}\n${JSON.stringify({ v: 2, id: 'evd_01', ts: '2026-07-15T10:00:02Z', writer: 'w', seq: 2, actor: { kind: 'human' }, type: 'evidence', body: { base: code, claim: 'clm_01', ref: 'file:src/a.rs::fn a()', self_evident: false, status: 'resolves' } })}\n`;
    const base = repo.commit(
      { '.evolving/version': '2\n', '.evolving/ledger/w.jsonl': ledger },
      'ledger',
    );
    const head = repo.commit({ 'src/a.rs': 'fn b() {}\n' }, 'pull request head');
    repo.git(['branch', '-f', 'pr-head', head]);
    const workspace = join(e2e.tempDir('ev-no-base-'), 'workspace');
    execFileSync(
      'git',
      ['clone', '-q', '--depth=1', '--branch', 'pr-head', `file://${repo.dir}`, workspace],
      { env: repo.env, stdio: 'ignore' },
    );
    execFileSync('git', ['remote', 'set-url', 'origin', join(workspace, '..', 'gone.git')], {
      cwd: workspace,
      env: repo.env,
      stdio: 'ignore',
    });
    const event = pullRequestEvent({ number: 7, headSha: head, baseSha: base, mergeSha: head });
    const gh = await e2e.gh();
    try {
      const run = await e2e.run(
        gh,
        { dir: workspace, event: () => event },
        {
          workspace,
          event,
          inputs: { 'claims-gate': 'anchors', 'fail-on-violation': 'false' },
        },
      );
      expect(run.exitCode).toBe(1);
      expect(run.outputs.conclusion).toBe('failure');
      expect(run.summary).toContain(base.slice(0, 12));
      expect(run.summary).toContain('fetch-depth: 0');
    } finally {
      repo.cleanup();
    }
  }, 180_000);
});
