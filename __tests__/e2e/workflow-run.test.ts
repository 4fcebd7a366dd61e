// End-to-end: publishing on `workflow_run` for the run that triggered it
// (docs/USAGE.md#fork-pull-requests) — the pull request from the
// payload, or for a fork found through the API by head owner, branch and head
// sha (another open pull request of the same branch at another sha is not
// it); the check run on the run's head commit; the ledger-diff integrity check
// against that pull request's base; no pull request at all; and `run-checks`
// refused, with nothing from the checkout executed.
import { describe, expect, test } from '@jest/globals';
import { workflowRunEvent, type WorkflowRunOverrides } from '../../test-support/events.js';
import type { FakePullRequestSeed } from '../../test-support/fake-github.js';
import {
  ROUTES,
  checkRunHeadShas,
  expectNothingRan,
  expectNoViolations,
  notices,
  useE2E,
  warnings,
} from '../../test-support/e2e.js';
import {
  CHANGELOG_BY_HAND,
  bound,
  markerDecision,
  refOf,
  tickText,
  type BuiltTick,
  type Scenario,
  type ScenarioOptions,
  type TickSpec,
} from '../../test-support/scenario.js';

const e2e = useE2E();

const CACHE: TickSpec = {
  decision: 'catalogue cache TTL stays at five minutes',
  grounds: [
    bound('the catalogue cache expires within five minutes', 'grep -q ttl src/app.ts', {
      triggeredBy: ['src/app.ts'],
    }),
  ],
  blame: 'Grace Hopper',
};

const FORK_OWNER = 'outsider';
const FORK_BRANCH = 'patch-1';

/** The workflow checks out the triggering run's head commit, as the README's recipe does. */
function scenarioAtHead(options: Omit<ScenarioOptions, 'checkout'>): Scenario {
  return e2e.scenario({ ...options, checkout: 'head' });
}

/** The code changes and the one decision guarding it has a receipt of `result`. */
function cacheScenario(result: 'green' | 'red'): Scenario {
  const scenario = scenarioAtHead({
    base: [CACHE],
    headFiles: { 'src/app.ts': `export const answer = '${result}';\n` },
  });
  scenario.receipt({ test: refOf(scenario.baseTicks[0]), result });
  return scenario;
}

/** The fork's pull request as GitHub knows it (head: the fork's branch at the scenario's head). */
function forkPull(
  scenario: Scenario,
  overrides: Partial<FakePullRequestSeed> = {},
): FakePullRequestSeed {
  return {
    number: scenario.number,
    fork: true,
    forkOwner: FORK_OWNER,
    headRef: FORK_BRANCH,
    headSha: scenario.headSha,
    baseSha: scenario.baseSha,
    ...overrides,
  };
}

/** The `workflow_run` event of a pull request workflow that ran on the scenario's head. */
function runEvent(scenario: Scenario, overrides: WorkflowRunOverrides = {}) {
  return workflowRunEvent({
    headSha: scenario.headSha,
    headBranch: FORK_BRANCH,
    forkOwner: FORK_OWNER,
    // GITHUB_SHA of a workflow_run: the default branch's tip.
    sha: scenario.baseSha,
    ...overrides,
  });
}

// ---------------------------------------------------------------------------

describe('a fork: the pull request is found by head owner, branch and head sha', () => {
  test('comments on it, creates the check run on the head sha, and checks the ledger against its base', async () => {
    const scenario = scenarioAtHead({
      base: [CACHE, CHANGELOG_BY_HAND],
      // The pull request rewrites a recorded decision in place: the chain is append-only.
      headFiles: ({ base }) => {
        const cache = base[0] as BuiltTick;
        return {
          [cache.path]: tickText({ ...cache.json, blame: 'Somebody Else' }),
          'src/app.ts': 'export const ttl = 300;\n',
        };
      },
    });
    scenario.receipt({ test: refOf(scenario.baseTicks[0]), result: 'green' });
    const gh = await e2e.gh({
      pullRequests: [
        forkPull(scenario),
        // Newer, same fork and branch, another head commit: listed first, never picked.
        forkPull(scenario, { number: scenario.number + 1, headSha: 'f'.repeat(40) }),
      ],
    });
    const event = runEvent(scenario);
    expect((event.payload.workflow_run as { pull_requests: unknown[] }).pull_requests).toEqual([]);

    const run = await e2e.run(gh, scenario, { event });

    // Found through the API with GitHub's own filter.
    const listings = run.to('pulls/list');
    expect(listings).toHaveLength(1);
    expect(listings[0]?.query).toMatchObject({
      state: 'open',
      head: `${FORK_OWNER}:${FORK_BRANCH}`,
    });
    expect(run.outputs['pull-request']).toBe(String(scenario.number));

    // The comment is on that pull request, and only there.
    expect(gh.comments.map((c) => c.issueNumber)).toEqual([scenario.number]);
    // Looked up early and again before the comment is created: on that pull request only.
    expect(new Set(run.to(ROUTES.listComments).map((r) => r.params.issue_number))).toEqual(
      new Set([String(scenario.number)]),
    );
    const body = gh.comments[0]?.body ?? '';
    expect(body.split('\n')[0]).toBe('<!-- evolving-action:. -->');
    expect(body).toContain('Ledger integrity');
    expect(body).toContain('modified');

    // The check run is on the run's head commit, not GITHUB_SHA.
    expect(checkRunHeadShas(run)).toEqual([scenario.headSha]);
    expect(run.env.GITHUB_SHA).toBe(scenario.baseSha);

    // The integrity check compared with the pull request's base commit.
    const report = run.report as {
      context: { pullRequest?: number; baseSha?: string };
      ledgerDiff: { violations: Array<{ kind: string; file: string }> } | null;
    };
    expect(report.context).toMatchObject({
      pullRequest: scenario.number,
      baseSha: scenario.baseSha,
    });
    expect(report.ledgerDiff?.violations).toContainEqual(
      expect.objectContaining({
        kind: 'modified',
        file: (scenario.baseTicks[0] as BuiltTick).path,
      }),
    );
    expect(Number(run.outputs.violations)).toBeGreaterThanOrEqual(1);
    expect(run.outputs.conclusion).toBe('failure');
    expect(run.exitCode).toBe(1);
    expectNoViolations(gh);
  }, 60_000);
});

// ---------------------------------------------------------------------------

describe('the same repository: the pull request comes from the payload', () => {
  test('no lookup; comment, check run on the head sha and the pull-request output', async () => {
    const scenario = cacheScenario('red');
    const gh = await e2e.gh();
    const event = runEvent(scenario, {
      forkOwner: undefined,
      headBranch: 'feature',
      pullRequests: [
        { number: scenario.number, headSha: scenario.headSha, baseSha: scenario.baseSha },
      ],
    });

    const run = await e2e.run(gh, scenario, { event });
    expect(run.exitCode).toBe(1);
    expect(run.to('pulls/list')).toEqual([]);
    expect(run.outputs).toMatchObject({
      'pull-request': String(scenario.number),
      conclusion: 'failure',
      gating: '1',
    });
    expect(gh.comments.map((c) => c.issueNumber)).toEqual([scenario.number]);
    expect(gh.comments[0]?.body).toContain('catalogue cache TTL stays at five minutes');
    // The pull request's changed files are known: the changed trigger is named.
    expect(gh.comments[0]?.body).toMatch(
      /Declared triggers changed in this pull request: `src\/app\.ts`/,
    );
    expect(gh.checkRuns.map((r) => r.headSha)).toEqual([scenario.headSha]);
    expect(run.outputs['comment-url']).toContain(`/pull/${scenario.number}#issuecomment-`);
    expectNoViolations(gh);
  }, 60_000);
});

// ---------------------------------------------------------------------------

describe('no pull request at all', () => {
  test('a notice, then a neutral check run (a fork is never passed without one) and the summary, no comment', async () => {
    const scenario = cacheScenario('green');
    // The fork's branch has a pull request, but a closed one.
    const gh = await e2e.gh({ pullRequests: [forkPull(scenario, { state: 'closed' })] });
    const run = await e2e.run(gh, scenario, {
      event: runEvent(scenario),
      inputs: { comment: 'always' },
    });

    expect(run.exitCode).toBe(0);
    const notice = notices(run).find((m) => m.startsWith('No pull request for the triggering run'));
    expect(notice).toContain(`\`${FORK_OWNER}:${FORK_BRANCH}\``);
    expect(notice).toContain(scenario.headSha.slice(0, 12));
    expect(notice).toContain('No comment');
    expect(run.to('pulls/list')).toHaveLength(1);
    expect(run.requests.filter((r) => (r.route ?? '').includes('/issues/'))).toEqual([]);
    expect(gh.comments).toEqual([]);
    expect(run.outputs).toMatchObject({
      'pull-request': '',
      'comment-url': '',
      conclusion: 'neutral',
    });
    expect(gh.checkRuns.map((r) => [r.headSha, r.conclusion])).toEqual([
      [scenario.headSha, 'neutral'],
    ]);
    expect(gh.checkRuns[0]?.output.title).toContain(
      "no open pull request has this fork's commit as its head",
    );
    expect(run.summary).toContain('No pull request for the triggering run');
    // Without a pull request there is no base to compare with.
    expect((run.report as { ledgerDiff: unknown }).ledgerDiff).toBeNull();
    expectNoViolations(gh);
  }, 60_000);
});

// ---------------------------------------------------------------------------

describe('workflow_run with run-checks: true', () => {
  test('stays refused: nothing from the checkout runs, the report still goes out', async () => {
    const markers = ['pwned-by-workflow-run', 'pwned-by-counter-test'] as const;
    const scenario = scenarioAtHead({
      base: [CHANGELOG_BY_HAND],
      headTicks: [markerDecision(...markers)],
    });
    const gh = await e2e.gh({ pullRequests: [forkPull(scenario)] });
    const run = await e2e.run(gh, scenario, {
      event: runEvent(scenario),
      inputs: { 'run-checks': true },
    });

    expectNothingRan(scenario, markers);
    const refusal = warnings(run).find((m) => /run-checks is refused/.test(m));
    expect(refusal).toContain('workflow_run');
    expect(run.outputs).toMatchObject({
      'checks-run': '0',
      'pull-request': String(scenario.number),
      gating: '1',
    });
    expect(gh.comments.map((c) => c.issueNumber)).toEqual([scenario.number]);
    expect(gh.checkRuns.map((r) => r.headSha)).toEqual([scenario.headSha]);
    expect(run.exitCode).toBe(1);
    expectNoViolations(gh);
  }, 60_000);
});

// ---------------------------------------------------------------------------

describe('a checkout that is not the triggering run’s head', () => {
  test('says so and names the ref to check out', async () => {
    const scenario = e2e.scenario({ base: [CHANGELOG_BY_HAND], checkout: 'merge' });
    const gh = await e2e.gh();
    const run = await e2e.run(gh, scenario, {
      event: runEvent(scenario, {
        forkOwner: undefined,
        pullRequests: [
          { number: scenario.number, headSha: scenario.headSha, baseSha: scenario.baseSha },
        ],
      }),
    });
    expect(run.exitCode).toBe(0);
    const warning = warnings(run).find((m) => m.startsWith('The checkout is'));
    expect(warning).toContain(scenario.mergeSha.slice(0, 12));
    expect(warning).toContain(scenario.headSha.slice(0, 12));
    expect(warning).toContain('github.event.workflow_run.head_sha');
    expectNoViolations(gh);
  }, 60_000);
});
