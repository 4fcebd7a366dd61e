// End-to-end, on the bundled action: a merge queue's group (`merge_group`) is
// judged as a pull request is judged against its base — the group's head
// against the base it merges into, by the base's models — and a queue entry is
// not a conversation: the check run goes on the group's head, no comment is
// written and no pull request is looked up (docs/USAGE.md#merge-queues).
import { describe, expect, test } from '@jest/globals';
import { mergeGroupEvent } from '../../test-support/events.js';
import {
  checkRunHeadShas,
  explain,
  ROUTES,
  sentAnnotations,
  useE2E,
} from '../../test-support/e2e.js';
import { makeRepo } from '../../test-support/git-repo.js';
import { bound, CHANGELOG_BY_HAND } from '../../test-support/scenario.js';
import type { E2ERun } from '../../test-support/e2e.js';

const e2e = useE2E();

/** No comment, no comment lookup, no pull request asked about: the run spoke only through its check run. */
function expectNoConversation(run: E2ERun): void {
  const routes = run.requests.map((r) => r.route ?? `${r.method} ${r.path}`);
  expect(routes.filter((route) => /\/(issues|pulls)\b/.test(route))).toEqual([]);
}

describe('ev 0.1: a merge group whose head deletes a gated decision', () => {
  test('a ledger violation, failure, the check run on the group head, no comment', async () => {
    const s = e2e.scenario({
      base: [
        {
          decision: 'the answer stays 42',
          grounds: [
            bound('callers rely on 42', 'grep -q 42 src/app.ts', { triggeredBy: ['src/app.ts'] }),
          ],
          blame: 'Ada Lovelace',
        },
        CHANGELOG_BY_HAND,
      ],
      headFiles: ({ base }) => ({ [base[0]?.path ?? '']: null }),
      checkout: 'head',
    });
    const gated = s.baseTicks[0]?.path ?? '';
    const event = mergeGroupEvent({ headSha: s.headSha, baseSha: s.baseSha, number: s.number });
    const gh = await e2e.gh();
    const run = await e2e.run(gh, s, { event });
    expect({ code: run.exitCode, log: run.exitCode === 1 ? '' : explain(run) }).toEqual({
      code: 1,
      log: '',
    });
    expect(run.outputs).toMatchObject({
      conclusion: 'failure',
      violations: '1',
      'pull-request': '',
    });
    const diff = run.report?.ledgerDiff as { violations: { file: string; kind: string }[] };
    expect(diff.violations).toEqual([expect.objectContaining({ file: gated, kind: 'deleted' })]);
    expect(run.report?.context).toMatchObject({
      event: 'merge_group',
      headSha: s.headSha,
      baseSha: s.baseSha,
    });
    expect(checkRunHeadShas(run)).toEqual([s.headSha]);
    expect(gh.checkRuns.map((c) => c.conclusion)).toEqual(['failure']);
    const failures = sentAnnotations(run.to(ROUTES.createCheckRun)).filter(
      (a) => a.annotation_level === 'failure',
    );
    // One line, two findings: the decision's not-run verdict and the deletion.
    expect(failures).toEqual([
      expect.objectContaining({
        path: gated,
        title: expect.stringContaining('Ledger integrity: deleted'),
      }),
    ]);
    expect(run.summary).toContain(`${gated}\` deleted`);
    expectNoConversation(run);
  }, 180_000);

  test('a checkout that is not the group head is not judged: never a success, saying what to check out', async () => {
    const s = e2e.scenario({ base: [CHANGELOG_BY_HAND], checkout: 'head' });
    // The runner would check out the group's head; this workflow checked out the base.
    s.git(['checkout', '-q', '--detach', s.baseSha]);
    const event = mergeGroupEvent({ headSha: s.headSha, baseSha: s.baseSha });
    const gh = await e2e.gh();
    const run = await e2e.run(gh, s, { event });
    expect(run.outputs.conclusion).toBe('neutral');
    const notJudged = String((run.report?.context as { notJudged?: string }).notJudged);
    expect(notJudged).toContain(
      `The merge group's head ${s.headSha.slice(0, 12)} was not evaluated`,
    );
    expect(notJudged).toContain('github.event.merge_group.head_sha');
    expect(checkRunHeadShas(run)).toEqual([s.headSha]);
    expectNoConversation(run);
  }, 180_000);
});

describe('ev 0.2: a merge group whose head breaks an anchor under claims-gate: anchors', () => {
  test('the claim is broken between the base and the group head: failure, check run on the head, no comment', async () => {
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
    // The queue's branch: the base with the queued pull request merged, which renames the function.
    const head = repo.commit({ 'src/verify.rs': 'pub fn guard_ref() {}\n' }, 'merge group head');
    const event = mergeGroupEvent({ headSha: head, baseSha: base, number: 7 });
    const gh = await e2e.gh();
    try {
      const run = await e2e.run(
        gh,
        { dir: repo.dir, event: () => event },
        { event, inputs: { 'claims-gate': 'anchors' } },
      );
      expect({ code: run.exitCode, log: run.exitCode === 1 ? '' : explain(run) }).toEqual({
        code: 1,
        log: '',
      });
      expect(run.outputs.conclusion).toBe('failure');
      expect(JSON.parse(run.outputs['claims-broken'] ?? '[]')).toEqual(['clm_01']);
      expect(run.report?.context).toMatchObject({ event: 'merge_group', baseSha: base });
      expect(checkRunHeadShas(run)).toEqual([head]);
      expect(gh.checkRuns.map((c) => c.conclusion)).toEqual(['failure']);
      expectNoConversation(run);
    } finally {
      repo.cleanup();
    }
  }, 180_000);
});
