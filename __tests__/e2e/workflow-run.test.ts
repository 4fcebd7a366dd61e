// End-to-end: publishing on `workflow_run` for the run that triggered it
// (action.md "CI evidence", fork pull requests) — the pull request from the
// payload, or for a fork found through the API by head owner, branch and head
// sha (another open pull request of the same branch at another sha is not
// it); the check run on the run's head commit; the ledger-diff integrity check
// against that pull request's base; no pull request at all; and `run-checks`
// refused, with nothing from the checkout executed.
import { afterAll, describe, expect, test } from '@jest/globals';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { workflowRunEvent, type WorkflowRunOverrides } from '../../test-support/events.js';
import {
  startFakeGitHub,
  type FakeGitHub,
  type FakeGitHubOptions,
  type FakePullRequestSeed,
} from '../../test-support/fake-github.js';
import { E2E_TOKEN, ROUTES, runE2E } from '../../test-support/e2e.js';
import {
  bound,
  buildScenario,
  personGround,
  receiptPath,
  refOf,
  tickText,
  type BuiltTick,
  type Scenario,
  type ScenarioOptions,
  type TickSpec,
} from '../../test-support/scenario.js';

const CACHE: TickSpec = {
  decision: 'catalogue cache TTL stays at five minutes',
  grounds: [
    bound('the catalogue cache expires within five minutes', 'grep -q ttl src/app.ts', {
      triggeredBy: ['src/app.ts'],
    }),
  ],
  blame: 'Grace Hopper',
};

const REVIEWED: TickSpec = {
  decision: 'the changelog is kept by hand',
  grounds: [personGround('release notes need a human voice')],
  blame: 'Ada Lovelace',
};

const FORK_OWNER = 'outsider';
const FORK_BRANCH = 'patch-1';

const scenarios: Scenario[] = [];
const fakes: FakeGitHub[] = [];

afterAll(async () => {
  await Promise.all(fakes.map((gh) => gh.close()));
  for (const scenario of scenarios) scenario.cleanup();
});

/** The workflow checks out the triggering run's head commit, as the README's recipe does. */
function scenarioAtHead(options: Omit<ScenarioOptions, 'checkout'>): Scenario {
  const scenario = buildScenario({ ...options, checkout: 'head' });
  scenarios.push(scenario);
  return scenario;
}

async function fake(options: FakeGitHubOptions = {}): Promise<FakeGitHub> {
  const gh = await startFakeGitHub({ token: E2E_TOKEN, ...options });
  fakes.push(gh);
  return gh;
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
      base: [CACHE, REVIEWED],
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
    const gh = await fake({
      pullRequests: [
        forkPull(scenario),
        // Newer, same fork and branch, another head commit: listed first, never picked.
        forkPull(scenario, { number: scenario.number + 1, headSha: 'f'.repeat(40) }),
      ],
    });
    const event = runEvent(scenario);
    expect((event.payload.workflow_run as { pull_requests: unknown[] }).pull_requests).toEqual([]);

    const run = await runE2E({ gh, workspace: scenario.dir, event });

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
    expect(run.to(ROUTES.listComments).map((r) => r.params.issue_number)).toEqual([
      String(scenario.number),
    ]);
    const body = gh.comments[0]?.body ?? '';
    expect(body.split('\n')[0]).toBe('<!-- evolving-action:. -->');
    expect(body).toContain('Ledger integrity');
    expect(body).toContain('modified');

    // The check run is on the run's head commit, not GITHUB_SHA.
    const creates = run.to(ROUTES.createCheckRun);
    expect(creates.map((r) => (r.body as { head_sha?: string }).head_sha)).toEqual([
      scenario.headSha,
    ]);
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
    expect(gh.violations).toEqual([]);
  }, 60_000);
});

// ---------------------------------------------------------------------------

describe('the same repository: the pull request comes from the payload', () => {
  test('no lookup; comment, check run on the head sha and the pull-request output', async () => {
    const scenario = cacheScenario('red');
    const gh = await fake();
    const event = runEvent(scenario, {
      forkOwner: undefined,
      headBranch: 'feature',
      pullRequests: [
        { number: scenario.number, headSha: scenario.headSha, baseSha: scenario.baseSha },
      ],
    });

    const run = await runE2E({ gh, workspace: scenario.dir, event });
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
    expect(gh.violations).toEqual([]);
  }, 60_000);
});

// ---------------------------------------------------------------------------

describe('no pull request at all', () => {
  test('a notice, then the check run and the summary without a comment', async () => {
    const scenario = cacheScenario('green');
    // The fork's branch has a pull request, but a closed one.
    const gh = await fake({ pullRequests: [forkPull(scenario, { state: 'closed' })] });
    const run = await runE2E({
      gh,
      workspace: scenario.dir,
      event: runEvent(scenario),
      inputs: { comment: 'always' },
    });

    expect(run.exitCode).toBe(0);
    const notice = run.commands.find(
      (c) =>
        c.command === 'notice' && c.message.startsWith('No pull request for the triggering run'),
    );
    expect(notice?.message).toContain(`\`${FORK_OWNER}:${FORK_BRANCH}\``);
    expect(notice?.message).toContain(scenario.headSha.slice(0, 12));
    expect(notice?.message).toContain('No comment');
    expect(run.to('pulls/list')).toHaveLength(1);
    expect(run.requests.filter((r) => (r.route ?? '').includes('/issues/'))).toEqual([]);
    expect(gh.comments).toEqual([]);
    expect(run.outputs).toMatchObject({
      'pull-request': '',
      'comment-url': '',
      conclusion: 'success',
    });
    expect(gh.checkRuns.map((r) => r.headSha)).toEqual([scenario.headSha]);
    expect(run.summary).toContain('No pull request for the triggering run');
    // Without a pull request there is no base to compare with.
    expect((run.report as { ledgerDiff: unknown }).ledgerDiff).toBeNull();
    expect(gh.violations).toEqual([]);
  }, 60_000);
});

// ---------------------------------------------------------------------------

describe('workflow_run with run-checks: true', () => {
  test('stays refused: nothing from the checkout runs, the report still goes out', async () => {
    const marker = 'pwned-by-workflow-run';
    const counterMarker = 'pwned-by-counter-test';
    const scenario = scenarioAtHead({
      base: [REVIEWED],
      headTicks: [
        {
          decision: 'the build is reproducible',
          grounds: [
            bound('two builds produce the same bytes', `touch ${marker}`, {
              counterTest: `touch ${counterMarker}`,
            }),
          ],
          blame: 'Mallory',
        },
      ],
    });
    const gh = await fake({ pullRequests: [forkPull(scenario)] });
    const run = await runE2E({
      gh,
      workspace: scenario.dir,
      event: runEvent(scenario),
      inputs: { 'run-checks': true },
    });

    expect(existsSync(join(scenario.dir, marker))).toBe(false);
    expect(existsSync(join(scenario.dir, counterMarker))).toBe(false);
    expect(existsSync(receiptPath(scenario.dir, refOf(scenario.headTicks[0])))).toBe(false);
    expect(existsSync(join(scenario.dir, '.evolving', 'results', 'state'))).toBe(false);
    const refusal = run.annotations.find(
      (c) => c.command === 'warning' && /run-checks is refused/.test(c.message),
    );
    expect(refusal?.message).toContain('workflow_run');
    expect(run.outputs).toMatchObject({
      'checks-run': '0',
      'pull-request': String(scenario.number),
      gating: '1',
    });
    expect(gh.comments.map((c) => c.issueNumber)).toEqual([scenario.number]);
    expect(gh.checkRuns.map((r) => r.headSha)).toEqual([scenario.headSha]);
    expect(run.exitCode).toBe(1);
    expect(gh.violations).toEqual([]);
  }, 60_000);
});

// ---------------------------------------------------------------------------

describe('a checkout that is not the triggering run’s head', () => {
  test('says so and names the ref to check out', async () => {
    const scenario = buildScenario({ base: [REVIEWED], checkout: 'merge' });
    scenarios.push(scenario);
    const gh = await fake();
    const run = await runE2E({
      gh,
      workspace: scenario.dir,
      event: runEvent(scenario, {
        forkOwner: undefined,
        pullRequests: [
          { number: scenario.number, headSha: scenario.headSha, baseSha: scenario.baseSha },
        ],
      }),
    });
    expect(run.exitCode).toBe(0);
    const warning = run.annotations.find(
      (c) => c.command === 'warning' && c.message.startsWith('The checkout is'),
    );
    expect(warning?.message).toContain(scenario.mergeSha.slice(0, 12));
    expect(warning?.message).toContain(scenario.headSha.slice(0, 12));
    expect(warning?.message).toContain('github.event.workflow_run.head_sha');
    expect(gh.violations).toEqual([]);
  }, 60_000);
});
