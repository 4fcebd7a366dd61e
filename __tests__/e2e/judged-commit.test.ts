// End-to-end: what the action posts is about the commit it judged. The ledger-diff runs on every event that
// names a pull request; a checkout that is not the pull request's head (or
// its merge commit), and a fork's head with no open pull request, never get
// `success`; a run for an older head, or a rerun that changes nothing but the
// times, leaves the sticky comment alone; the fork 403 warning reads as a
// sentence; the comment's "job summary" is the workflow run's page.
import { describe, expect, test } from '@jest/globals';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { actionsCheckout, cloneHas, githubOrigin } from '../../test-support/checkout.js';
import { forkPullRequestEvent, workflowRunEvent } from '../../test-support/events.js';
import { fakeSha, type FakePullRequestSeed } from '../../test-support/fake-github.js';
import {
  READ_ONLY_TOKEN,
  ROUTES,
  commentBodies,
  expectNoViolations,
  explain,
  reportBindings,
  useE2E,
  warnings,
} from '../../test-support/e2e.js';
import {
  CONFIG_TEXT,
  appendReceipt,
  bound,
  hoursAgo,
  receiptKey,
  receiptLine,
  refOf,
  type BuiltTick,
  type Scenario,
  type ScenarioOptions,
  type TickSpec,
} from '../../test-support/scenario.js';

const e2e = useE2E();

const REF = 'grep -q 42 src/app.ts';
/** Gated: the check fails once the pull request changes the answer. */
const GUARDED: TickSpec = {
  decision: 'the answer stays 42',
  grounds: [bound('callers rely on 42', REF, { triggeredBy: ['src/app.ts'], counterTest: 'true' })],
  blame: 'Ada Lovelace',
};
const BROKEN_CODE = { 'src/app.ts': 'export const answer = 43;\n' };
const MARKER = '<!-- evolving-action:. -->';
const FORK_OWNER = 'outsider';
const FORK_BRANCH = 'patch-1';

/** A decision before the gated one in the chain (so the ticks directory outlives the deletion). */
const EARLIER: TickSpec = {
  decision: 'the changelog is kept by hand',
  grounds: [{ claim: 'release notes need a human voice', supports: 'chosen' }],
  blame: 'Grace Hopper',
};
/** The base: EARLIER, then the gated decision at HEAD. */
const LEDGER = [EARLIER, GUARDED];

/** The pull request breaks the code, deletes the gated decision's tick and points HEAD back before it. */
const DELETES_THE_GATED_TICK: ScenarioOptions['headFiles'] = ({ base }) => ({
  ...BROKEN_CODE,
  [(base[1] as BuiltTick).path]: null,
  '.evolving/HEAD': (base[0] as BuiltTick).id,
});

type CheckRunBody = { head_sha?: string; conclusion?: string; output?: { title?: string } };

function checkRunsOf(run: { to(route: string): Array<{ body: unknown }> }): CheckRunBody[] {
  return run.to(ROUTES.createCheckRun).map((r) => r.body as CheckRunBody);
}

// ---------------------------------------------------------------------------

describe('§2 pull_request_target: the ledger-diff runs, and no success for content never judged', () => {
  test('a head checkout: deleting the gated tick and rewriting HEAD gets the violations pull_request gets', async () => {
    const scenario = e2e.scenario({
      base: LEDGER,
      headFiles: DELETES_THE_GATED_TICK,
      checkout: 'head',
    });
    const gh = await e2e.gh();
    const target = await e2e.run(gh, scenario, { event: scenario.pullRequestTargetEvent() });
    const pull = await e2e.run(gh, scenario);
    for (const run of [target, pull]) {
      expect(run.outputs).toMatchObject({ conclusion: 'failure', violations: '2' });
      expect(run.exitCode).toBe(1);
      expect(checkRunsOf(run)).toEqual([
        expect.objectContaining({ head_sha: scenario.headSha, conclusion: 'failure' }),
      ]);
    }
    const kinds = (
      target.report?.ledgerDiff as { violations: Array<{ kind: string }> }
    ).violations.map((v) => v.kind);
    expect(kinds.sort()).toEqual(['deleted', 'head-not-descendant']);
    expectNoViolations(gh);
  }, 90_000);

  /** The event's own checkout: actions/checkout's default on pull_request_target is the base branch, depth 1. */
  function baseCheckout(scenario: Scenario): string {
    const origin = githubOrigin(scenario, { fork: true }, e2e.tempDir('ev-origin-'));
    const workspace = actionsCheckout(
      origin,
      scenario.pullRequestTargetEvent(),
      {},
      scenario.repo.env,
      e2e.tempDir('ev-checkout-'),
    );
    expect(cloneHas(workspace, scenario.repo.env, scenario.headSha)).toBe(false);
    return workspace;
  }

  test('the base checkout: the head is not judged — a neutral check run that says why, the comment left alone', async () => {
    const scenario = e2e.scenario({ base: [GUARDED], headFiles: BROKEN_CODE });
    const workspace = baseCheckout(scenario);
    // The base's evidence says green (a cache restored into the workspace).
    appendReceipt(workspace, {
      test: REF,
      result: 'green',
      commit: scenario.baseSha,
      falsifiable: true,
    });
    const earlier = `${MARKER}\n### ⚠️ 1 decision needs a look before merging\n`;
    const gh = await e2e.gh({ comments: [{ issueNumber: scenario.number, body: earlier }] });
    const run = await e2e.run(gh, scenario, {
      workspace,
      event: scenario.pullRequestTargetEvent(),
    });
    if (run.exitCode !== 0) throw new Error(explain(run));
    expect(run.outputs.conclusion).toBe('neutral');
    const [checkRun] = checkRunsOf(run);
    expect(checkRun).toMatchObject({ head_sha: scenario.headSha, conclusion: 'neutral' });
    expect(checkRun?.output?.title).toContain("The pull request's head was not evaluated");
    const why = warnings(run).find((w) => w.includes('was not evaluated'));
    expect(why).toContain(`the checkout is the base commit ${scenario.baseSha.slice(0, 12)}`);
    expect(why).toContain('github.event.pull_request.head.sha');
    expect(run.summary).toContain('was not evaluated');
    expect((run.report?.context as { notJudged?: string }).notJudged).toContain(
      'was not evaluated',
    );
    // No verdict on the base's ledger stands in for the head's.
    expect(reportBindings(run)).toEqual([]);
    // The ledger-diff still ran, on the head's git objects (fetched through origin).
    expect(run.report?.ledgerDiff).toEqual({ violations: [], recorded: [] });
    expect(cloneHas(workspace, scenario.repo.env, scenario.headSha)).toBe(true);
    // An all-clear would claim what was never judged: the earlier comment stays.
    expect(run.to(ROUTES.updateComment)).toEqual([]);
    expect(run.to(ROUTES.createComment)).toEqual([]);
    expect(gh.comments.map((c) => c.body)).toEqual([earlier]);
    expectNoViolations(gh);
  }, 90_000);

  test('the base checkout: a head that deletes the gated tick fails on its violations, read from git objects', async () => {
    const scenario = e2e.scenario({ base: LEDGER, headFiles: DELETES_THE_GATED_TICK });
    const workspace = baseCheckout(scenario);
    appendReceipt(workspace, {
      test: REF,
      result: 'green',
      commit: scenario.baseSha,
      falsifiable: true,
    });
    const gh = await e2e.gh();
    const run = await e2e.run(gh, scenario, {
      workspace,
      event: scenario.pullRequestTargetEvent(),
    });
    expect(run.outputs).toMatchObject({ conclusion: 'failure', violations: '2' });
    expect(run.exitCode).toBe(1);
    expect(checkRunsOf(run)).toEqual([
      expect.objectContaining({ head_sha: scenario.headSha, conclusion: 'failure' }),
    ]);
    expect(checkRunsOf(run)[0]?.output?.title).toContain('2 ledger violations');
    expect(commentBodies(run)).toContain('was deleted');
    expectNoViolations(gh);
  }, 90_000);
});

// ---------------------------------------------------------------------------

/** The fork's pull request, closed before the publisher ran. */
function closedForkPull(scenario: Scenario): FakePullRequestSeed {
  return {
    number: scenario.number,
    state: 'closed',
    fork: true,
    forkOwner: FORK_OWNER,
    headRef: FORK_BRANCH,
    headSha: scenario.headSha,
    baseSha: scenario.baseSha,
  };
}

/** recipe (c)'s workflow_run for a fork's run on the scenario's head (GITHUB_SHA: the default branch). */
function forkRunEvent(scenario: Scenario, pullRequests: Array<{ number: number }> = []) {
  return workflowRunEvent({
    headSha: scenario.headSha,
    headBranch: FORK_BRANCH,
    forkOwner: FORK_OWNER,
    sha: scenario.baseSha,
    pullRequests: pullRequests.map((pull) => ({
      ...pull,
      headSha: scenario.headSha,
      baseSha: scenario.baseSha,
    })),
  });
}

/** The fork's run uploaded receipts; the publisher merged them from `artifacts/receipts-linux`. */
function forkArtifact(scenario: Scenario, line: string): void {
  const artifact = join(scenario.dir, 'artifacts', 'receipts-linux');
  mkdirSync(artifact, { recursive: true });
  writeFileSync(join(artifact, `${receiptKey(REF)}.jsonl`), line);
}

describe('§3 workflow_run with no open pull request', () => {
  test("the fork's own config does not judge it, and its check run is never a success", async () => {
    // The fork widens the staleness window to freshen a month-old green.
    const scenario = e2e.scenario({
      base: [GUARDED],
      checkout: 'head',
      headFiles: {
        '.evolving/config': CONFIG_TEXT.replace('staleness_days = 7', 'staleness_days = 365'),
      },
    });
    forkArtifact(
      scenario,
      receiptLine({
        test: REF,
        result: 'green',
        commit: scenario.headSha,
        ranAt: hoursAgo(24 * 30),
        falsifiable: true,
      }),
    );
    const gh = await e2e.gh({ pullRequests: [closedForkPull(scenario)] });
    const run = await e2e.run(gh, scenario, {
      event: forkRunEvent(scenario),
      inputs: { receipts: 'artifacts/*' },
    });
    expect(run.outputs['pull-request']).toBe('');
    expect(run.outputs.conclusion).not.toBe('success');
    expect(reportBindings(run)[0]).toMatchObject({ label: 'stale' });
    expect(checkRunsOf(run).map((c) => c.conclusion)).toEqual(['failure']);
    expect(warnings(run).join('\n')).toContain(
      ".evolving/config: changed by the fork's commit — the change takes effect after merge",
    );
    expect(gh.comments).toEqual([]);
    expectNoViolations(gh);
  }, 90_000);

  test('a deleted decision: no base to compare with, so a neutral check run that says why', async () => {
    const scenario = e2e.scenario({
      base: LEDGER,
      checkout: 'head',
      headFiles: DELETES_THE_GATED_TICK,
    });
    const gh = await e2e.gh({ pullRequests: [closedForkPull(scenario)] });
    const run = await e2e.run(gh, scenario, { event: forkRunEvent(scenario) });
    expect(run.exitCode).toBe(0);
    expect(run.outputs.conclusion).toBe('neutral');
    const [checkRun] = checkRunsOf(run);
    expect(checkRun).toMatchObject({ head_sha: scenario.headSha, conclusion: 'neutral' });
    expect(checkRun?.output?.title).toContain(
      "Not passed: no open pull request has this fork's commit as its head",
    );
    expect(run.summary).toContain('no open pull request has as its head');
    expectNoViolations(gh);
  }, 90_000);

  test("a green resting on the fork's artifact is the fork's claim, with or without a pull request", async () => {
    const scenario = e2e.scenario({ base: [GUARDED], checkout: 'head' });
    forkArtifact(
      scenario,
      receiptLine({ test: REF, result: 'green', commit: scenario.headSha, falsifiable: true }),
    );
    // No open pull request: the label comes from head_repository.
    const gh = await e2e.gh({ pullRequests: [closedForkPull(scenario)] });
    const alone = await e2e.run(gh, scenario, {
      event: forkRunEvent(scenario),
      inputs: { receipts: 'artifacts/*' },
    });
    expect(reportBindings(alone)[0]).toMatchObject({ label: 'green', forkClaim: true });
    expect(checkRunsOf(alone)[0]).toMatchObject({ conclusion: 'neutral' });
    expect(checkRunsOf(alone)[0]?.output?.title).toContain("the fork's claim: 1 binding");
    expect(alone.summary).toContain("The fork's claim:");

    // A pull request listed as this repository's, while head_repository is a fork: still its claim.
    const listed = await e2e.run(await e2e.gh(), scenario, {
      event: forkRunEvent(scenario, [{ number: scenario.number }]),
      inputs: { receipts: 'artifacts/*' },
    });
    expect(listed.outputs['pull-request']).toBe(String(scenario.number));
    expect(reportBindings(listed)[0]).toMatchObject({ label: 'green', forkClaim: true });
    expect(checkRunsOf(listed)[0]?.output?.title).toContain("the fork's claim: 1 binding");
  }, 90_000);
});

// ---------------------------------------------------------------------------

describe('§7 the sticky comment belongs to the newest head', () => {
  test('a slower run for an older head leaves the comment alone and says so; its check run still goes out', async () => {
    const scenario = e2e.scenario({ base: [GUARDED] });
    scenario.receipt({ test: REF, result: 'green', falsifiable: true });
    const newer = fakeSha('a newer push');
    const newest = `${MARKER}\n### ⚠️ 1 decision needs a look before merging\n\nthe newer head's comment\n`;
    const gh = await e2e.gh({
      pullRequests: [{ number: scenario.number, headSha: newer, baseSha: scenario.baseSha }],
      comments: [{ issueNumber: scenario.number, body: newest }],
    });
    const run = await e2e.run(gh, scenario);
    expect(run.outputs.conclusion).toBe('success');
    expect(run.to('pulls/get')).toHaveLength(1);
    expect(run.to(ROUTES.updateComment)).toEqual([]);
    expect(run.to(ROUTES.createComment)).toEqual([]);
    expect(gh.comments.map((c) => c.body)).toEqual([newest]);
    expect(run.stdout).toContain(
      `left as it is (this run is for ${scenario.headSha.slice(0, 12)}, but the pull request's head is now ${newer.slice(0, 12)}`,
    );
    expect(checkRunsOf(run)).toEqual([
      expect.objectContaining({ head_sha: scenario.headSha, conclusion: 'success' }),
    ]);
    expectNoViolations(gh);
  }, 90_000);

  test('a rerun on the same commit that changes only when the receipts ran leaves the comment alone', async () => {
    const scenario = e2e.scenario({ base: [GUARDED], headFiles: BROKEN_CODE });
    scenario.receipt({ test: REF, result: 'red', falsifiable: true, ranAt: hoursAgo(2) });
    const gh = await e2e.gh();
    const first = await e2e.run(gh, scenario);
    expect(first.to(ROUTES.createComment)).toHaveLength(1);
    const body = gh.comments[0]?.body ?? '';
    // The checks ran again on the same commit, with the same result.
    scenario.receipt({ test: REF, result: 'red', falsifiable: true, ranAt: hoursAgo(1) });
    const rerun = await e2e.run(gh, scenario, { env: { GITHUB_RUN_ATTEMPT: '2' } });
    expect(rerun.outputs.conclusion).toBe('failure');
    expect(rerun.to(ROUTES.updateComment)).toEqual([]);
    expect(rerun.stdout).toContain('Pull request comment: left as it is (unchanged)');
    expect(gh.comments.map((c) => c.body)).toEqual([body]);
    // A real change still rewrites it.
    scenario.receipt({ test: REF, result: 'green', falsifiable: true, ranAt: hoursAgo(0.5) });
    const fixed = await e2e.run(gh, scenario);
    expect(fixed.to(ROUTES.updateComment)).toHaveLength(1);
    expectNoViolations(gh);
  }, 120_000);
});

// ---------------------------------------------------------------------------

describe('the surfaces say what they mean', () => {
  test('the fork 403 warning is one plain sentence and points to recipe (c)', async () => {
    const scenario = e2e.scenario({ base: [GUARDED], headFiles: BROKEN_CODE });
    scenario.receipt({ test: REF, result: 'red', falsifiable: true });
    const gh = await e2e.gh({ faults: READ_ONLY_TOKEN });
    const event = forkPullRequestEvent({
      number: scenario.number,
      headSha: scenario.headSha,
      baseSha: scenario.baseSha,
      mergeSha: scenario.mergeSha,
    });
    const run = await e2e.run(gh, scenario, { event });
    const warning = warnings(run).find((w) => w.startsWith('Skipped '));
    expect(warning).toContain(
      "GitHub gives a fork's pull_request run a read-only token, whatever the workflow's permissions grant. Publish with recipe (c) in docs/RECIPES.md",
    );
    expect(warning).not.toContain('permissions: says');
    expect(run.summary).not.toContain('permissions: says');
  }, 90_000);

  test("the comment's job summary link is the workflow run's page (this attempt), not the checks tab", async () => {
    // More decisions than the comment shows: the rest are "in the job summary".
    const many: TickSpec[] = Array.from({ length: 11 }, (_, i) => ({
      ...GUARDED,
      decision: `the answer stays 42 (guard ${i + 1})`,
      grounds: [
        bound(`callers rely on 42 (${i + 1})`, `grep -q 42 src/app.ts # ${i + 1}`, {
          triggeredBy: ['src/app.ts'],
          counterTest: 'true',
        }),
      ],
    }));
    const scenario = e2e.scenario({ base: many, headFiles: BROKEN_CODE });
    for (const tick of scenario.baseTicks)
      scenario.receipt({ test: refOf(tick), result: 'red', falsifiable: true });
    const gh = await e2e.gh();
    const run = await e2e.run(gh, scenario, { env: { GITHUB_RUN_ATTEMPT: '3' } });
    const body = commentBodies(run);
    const runPage = `${gh.serverUrl}/${run.env.GITHUB_REPOSITORY}/actions/runs/${run.env.GITHUB_RUN_ID}/attempts/3`;
    expect(body).toContain(`see the [job summary](${runPage}) for the full list`);
    expect(body).not.toContain(`/pull/${scenario.number}/checks`);
  }, 90_000);
});
