// End-to-end: how the bundled action behaves per event and when GitHub or the
// checkout is not what it hoped for — a fork's read-only token, flaky 5xx,
// `push`, `workflow_dispatch` (self-test), `pull_request_target` with
// `run-checks` (refused: nothing from the pull request runs), and a shallow
// clone without the base commit.
import { describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { pushEvent, workflowDispatchEvent } from '../../test-support/events.js';
import { faults } from '../../test-support/fake-github.js';
import {
  READ_ONLY_TOKEN,
  ROUTES,
  checkRunHeadShas,
  errors,
  expectNothingRan,
  expectNoViolations,
  fileAnnotations,
  sentAnnotations,
  useE2E,
  warnings,
} from '../../test-support/e2e.js';
import {
  CHANGELOG_BY_HAND,
  bound,
  groundLineOf,
  markerDecision,
  refOf,
  roadNotTaken,
  type BuiltTick,
  type Scenario,
  type TickSpec,
} from '../../test-support/scenario.js';

const e2e = useE2E();

const RETRIES: TickSpec = {
  decision: 'payment calls retry at most three times',
  observe: 'double charges during the provider outage',
  grounds: [
    bound('a payment call is attempted at most three times', 'grep -q maxAttempts src/app.ts', {
      triggeredBy: ['src/app.ts'],
    }),
    roadNotTaken('unbounded retries', 'they turned an outage into double charges'),
  ],
  blame: 'Priya Natarajan',
  jurisdiction: 'A',
};

/** A binding without a counter-test: a warning annotation (harvested). */
const HARVESTED: TickSpec = {
  decision: 'the README documents every input',
  grounds: [
    bound('every input of action.yml is in the README', 'grep -q token README.md', {
      counterTest: null,
      triggeredBy: ['action.yml'],
    }),
  ],
  blame: 'Grace Hopper',
};

/** A scenario whose PR changes the code; receipts for every binding (`red` for the first decision when asked). */
function redScenario(options: { red: boolean; checkout?: 'merge' | 'head' }): Scenario {
  const scenario = e2e.scenario({
    base: [RETRIES, HARVESTED, CHANGELOG_BY_HAND],
    headFiles: { 'src/app.ts': 'export const attempts = Infinity;\n' },
    checkout: options.checkout ?? 'merge',
  });
  scenario.receipt({ test: refOf(scenario.baseTicks[0]), result: options.red ? 'red' : 'green' });
  scenario.receipt({ test: refOf(scenario.baseTicks[1]), result: 'green' });
  return scenario;
}

// ---------------------------------------------------------------------------

describe('a fork pull request (read-only token)', () => {
  test('degrades without crashing: workflow-command annotations, a warning, the summary, the gate', async () => {
    const scenario = redScenario({ red: true });
    const gh = await e2e.gh({ faults: READ_ONLY_TOKEN });
    const run = await e2e.run(gh, scenario, { event: scenario.event({ fork: true }) });

    // The gate still decides the exit status; nothing crashed.
    expect(run.exitCode).toBe(1);
    expect(run.signal).toBeNull();
    expect(run.stderr).not.toMatch(/\n\s+at .+:\d+:\d+/);
    expect(run.outputs).toMatchObject({
      conclusion: 'failure',
      gating: '1',
      'comment-url': '',
      'check-run-url': '',
    });

    // The writes were attempted once each and refused; nothing retried a 403.
    expect(run.to(ROUTES.createComment).map((r) => r.status)).toEqual([403]);
    expect(run.to(ROUTES.createCheckRun).map((r) => r.status)).toEqual([403]);
    expect(run.to(ROUTES.updateCheckRun)).toEqual([]);
    expect(gh.comments).toEqual([]);
    expect(gh.checkRuns).toEqual([]);

    // The findings went to workflow-command annotations, gating first.
    const placed = fileAnnotations(run);
    const retries = scenario.baseTicks[0] as BuiltTick;
    expect(placed[0]).toMatchObject({
      command: 'error',
      properties: expect.objectContaining({
        file: retries.path,
        line: String(groundLineOf(retries, 0)),
      }),
    });
    const levels = placed.map((c) => c.command);
    expect(levels).toContain('warning'); // the harvested binding
    const lastError = levels.lastIndexOf('error');
    const firstOther = levels.findIndex((l) => l !== 'error');
    expect(firstOther).toBeGreaterThan(lastError);
    expect(placed.find((c) => c.command === 'warning')?.properties.file).toBe(
      (scenario.baseTicks[1] as BuiltTick).path,
    );

    // A warning says what was skipped and why.
    const skipped = warnings(run).find((m) => m.startsWith('Skipped'));
    expect(skipped).toContain('the pull request comment');
    expect(skipped).toContain('the check run');
    expect(skipped).toContain('403');
    expect(skipped).toMatch(/fork/);

    // The summary carries the verdict.
    expect(run.summary).toContain('❌ evolving: failing');
    expect(run.summary).toContain('payment calls retry at most three times');
    expectNoViolations(gh);
  }, 60_000);

  test('with gate: false the same findings do not fail the step', async () => {
    const scenario = redScenario({ red: true });
    const gh = await e2e.gh({ faults: READ_ONLY_TOKEN });
    const run = await e2e.run(gh, scenario, {
      event: scenario.event({ fork: true }),
      inputs: { gate: false },
    });
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({ conclusion: 'neutral', gating: '1' });
    expect(fileAnnotations(run)[0]?.command).toBe('error');
    expect(warnings(run).some((m) => m.startsWith('Skipped'))).toBe(true);
    expect(run.summary).toContain('⚠️ evolving: worth a look (not failing)');
    expectNoViolations(gh);
  }, 60_000);
});

// ---------------------------------------------------------------------------

describe('flaky GitHub (one 5xx on each write)', () => {
  test('the check run and the comment are retried and succeed', async () => {
    const scenario = redScenario({ red: false });
    const gh = await e2e.gh({
      faults: [
        faults.serverError(ROUTES.createCheckRun, 1),
        faults.serverError(ROUTES.createComment, 1, 503),
      ],
    });
    // Octokit's back-off (a second before the first retry) kept, its seconds made milliseconds.
    const run = await e2e.run(gh, scenario, {
      inputs: { comment: 'always' },
      backOffSecondMs: 1,
    });
    expect(run.exitCode).toBe(0);
    expect(run.outputs.conclusion).toBe('success');
    expect(run.to(ROUTES.createCheckRun).map((r) => r.status)).toEqual([502, 201]);
    expect(run.to(ROUTES.createComment).map((r) => r.status)).toEqual([503, 201]);
    expect(gh.checkRuns).toHaveLength(1);
    expect(gh.checkRuns[0]).toMatchObject({ headSha: scenario.headSha, conclusion: 'success' });
    expect(gh.comments).toHaveLength(1);
    // Green, but the pull request changes the retries decision's trigger: it is in context.
    expect(gh.comments[0]?.body).toContain(
      '### 📎 1 decision behind the files this pull request changes — nothing blocks merging',
    );
    expect(run.outputs['comment-url']).toMatch(/#issuecomment-\d+$/);
    expect(run.outputs['check-run-url']).toMatch(/\/runs\/\d+$/);
    expect(run.annotations.some((c) => c.message.startsWith('Skipped'))).toBe(false);
    expectNoViolations(gh);
  }, 60_000);
});

// ---------------------------------------------------------------------------

describe('push', () => {
  test('a check run on GITHUB_SHA and no comment requests at all', async () => {
    const scenario = redScenario({ red: true, checkout: 'head' });
    const gh = await e2e.gh();
    const event = pushEvent({
      after: scenario.headSha,
      before: scenario.baseSha,
      ref: 'refs/heads/feature',
    });
    const run = await e2e.run(gh, scenario, { event });
    expect(run.env.GITHUB_SHA).toBe(scenario.headSha);
    expect(run.exitCode).toBe(1);
    expect(run.outputs).toMatchObject({ conclusion: 'failure', gating: '1', 'comment-url': '' });
    expect(run.requests.filter((r) => (r.route ?? '').includes('/issues/'))).toEqual([]);
    expect(run.requests.filter((r) => (r.route ?? '').includes('/pulls/'))).toEqual([]);
    const creates = run.to(ROUTES.createCheckRun);
    expect(creates).toHaveLength(1);
    expect(creates[0]?.body).toMatchObject({ head_sha: scenario.headSha, conclusion: 'failure' });
    expect(sentAnnotations(creates)).toContainEqual(
      expect.objectContaining({
        path: (scenario.baseTicks[0] as BuiltTick).path,
        annotation_level: 'failure',
      }),
    );
    // The check runs of the commit are listed first: a newer run's is never overwritten.
    expect(run.requests.map((r) => r.operationId)).toEqual([
      'checks/list-for-ref',
      'checks/create',
    ]);
    expect(run.summary).toContain('❌ evolving: failing');
    expectNoViolations(gh);
  }, 60_000);
});

// ---------------------------------------------------------------------------

describe('workflow_dispatch', () => {
  test('the self-test lines are in the summary and a green ledger succeeds', async () => {
    const scenario = redScenario({ red: false, checkout: 'head' });
    const gh = await e2e.gh();
    const event = workflowDispatchEvent({ sha: scenario.headSha });
    const run = await e2e.run(gh, scenario, { event });
    expect(run.exitCode).toBe(0);
    expect(run.outputs.conclusion).toBe('success');
    expect(run.summary).toContain('✓ genesis: e2b337f53a1f (want e2b337f53a1f)');
    expect(run.summary).toContain('✓ case1: 638c47b0c9dd (want 638c47b0c9dd)');
    expect(run.summary).toContain('✓ harvested: 0cf784b51331 (want 0cf784b51331)');
    expect(run.summary).toContain('✓ rejected_tripwire: 9c5feb4582ac (want 9c5feb4582ac)');
    expect(run.summary).not.toContain('✗');
    expect(run.requests.filter((r) => (r.route ?? '').includes('/issues/'))).toEqual([]);
    expect(checkRunHeadShas(run)).toEqual([scenario.headSha]);
    expectNoViolations(gh);
  }, 60_000);
});

// ---------------------------------------------------------------------------

describe('pull_request_target with run-checks: true', () => {
  test('is refused with a clear message and the bound command never runs', async () => {
    const markers = ['pwned-by-pull-request', 'pwned-by-counter-test'] as const;
    const scenario = e2e.scenario({
      base: [CHANGELOG_BY_HAND],
      headTicks: [markerDecision(...markers)],
      // The worst case: the workflow checked out the pull request's head.
      checkout: 'head',
    });
    const gh = await e2e.gh();
    const run = await e2e.run(gh, scenario, {
      event: scenario.pullRequestTargetEvent(),
      inputs: { 'run-checks': true },
    });

    // Nothing ran, and nothing is recorded either (no state cache from an untrusted run).
    expectNothingRan(scenario, markers);

    const refusal = warnings(run).find((m) => /run-checks is refused/.test(m));
    expect(refusal).toContain('pull_request_target');
    expect(run.summary).toContain('run-checks is refused');
    // Without evidence the binding reads not-run, which gates (the gate is on).
    expect(run.outputs).toMatchObject({ conclusion: 'failure', gating: '1' });
    expect(run.exitCode).toBe(1);
    expect(checkRunHeadShas(run)).toEqual([scenario.headSha]);
    expectNoViolations(gh);
  }, 60_000);
});

// ---------------------------------------------------------------------------

describe('a shallow clone without the base commit', () => {
  test('fails with a message that says to check out with fetch-depth: 0', async () => {
    const scenario = redScenario({ red: false });
    const root = e2e.tempDir('ev-shallow-');
    const clone = join(root, 'clone');
    const git = (args: string[], cwd = root) =>
      execFileSync('git', args, {
        cwd,
        env: scenario.repo.env,
        stdio: ['ignore', 'pipe', 'pipe'],
      }).toString();
    git(['clone', '-q', '--depth', '1', '--branch', 'feature', `file://${scenario.dir}`, clone]);
    git(['remote', 'remove', 'origin'], clone);
    expect(git(['rev-parse', 'HEAD'], clone).trim()).toBe(scenario.headSha);
    expect(() => git(['cat-file', '-e', `${scenario.baseSha}^{commit}`], clone)).toThrow();

    const gh = await e2e.gh();
    const run = await e2e.run(gh, scenario, { workspace: clone });
    expect(run.exitCode).toBe(1);
    expect(run.outputs.conclusion).toBe('failure');
    const error = errors(run)[0];
    expect(error).toContain('fetch-depth: 0');
    expect(error).toContain(scenario.baseSha.slice(0, 12));
    expect(run.summary).toContain('fetch-depth: 0');
    expect(run.requests.filter((r) => r.method !== 'GET')).toEqual([]);
    expectNoViolations(gh);
  }, 60_000);
});
