// End-to-end: how the bundled action behaves per event and when GitHub or the
// checkout is not what it hoped for — a fork's read-only token, flaky 5xx,
// `push`, `workflow_dispatch` (self-test), `pull_request_target` with
// `run-checks` (refused: nothing from the pull request runs), and a shallow
// clone without the base commit.
import { afterAll, describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  pullRequestTargetEvent,
  pushEvent,
  workflowDispatchEvent,
} from '../../test-support/events.js';
import { faults, startFakeGitHub, type FakeGitHub } from '../../test-support/fake-github.js';
import {
  E2E_TOKEN,
  FORBIDDEN_WRITE_ROUTES,
  ROUTES,
  fileAnnotations,
  runE2E,
  sentAnnotations,
} from '../../test-support/e2e.js';
import {
  bound,
  buildScenario,
  groundLineOf,
  personGround,
  refOf,
  receiptPath,
  roadNotTaken,
  type BuiltTick,
  type Scenario,
  type TickSpec,
} from '../../test-support/scenario.js';

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

const DOCUMENTED: TickSpec = {
  decision: 'the changelog is kept by hand',
  grounds: [personGround('release notes need a human voice')],
  blame: 'Ada Lovelace',
};

/** A scenario whose PR changes the code; receipts for every binding (`red` for the first decision when asked). */
function redScenario(options: { red: boolean; checkout?: 'merge' | 'head' }): Scenario {
  const scenario = buildScenario({
    base: [RETRIES, HARVESTED, DOCUMENTED],
    headFiles: { 'src/app.ts': 'export const attempts = Infinity;\n' },
    checkout: options.checkout ?? 'merge',
  });
  scenario.receipt({ test: refOf(scenario.baseTicks[0]), result: options.red ? 'red' : 'green' });
  scenario.receipt({ test: refOf(scenario.baseTicks[1]), result: 'green' });
  return scenario;
}

const scenarios: Scenario[] = [];
const fakes: FakeGitHub[] = [];

async function fake(options: Parameters<typeof startFakeGitHub>[0] = {}): Promise<FakeGitHub> {
  const gh = await startFakeGitHub({ token: E2E_TOKEN, ...options });
  fakes.push(gh);
  return gh;
}

function track(scenario: Scenario): Scenario {
  scenarios.push(scenario);
  return scenario;
}

afterAll(async () => {
  await Promise.all(fakes.map((gh) => gh.close()));
  for (const scenario of scenarios) scenario.cleanup();
});

// ---------------------------------------------------------------------------

describe('a fork pull request (read-only token)', () => {
  test('degrades without crashing: workflow-command annotations, a warning, the summary, the gate', async () => {
    const scenario = track(redScenario({ red: true }));
    const gh = await fake({
      faults: FORBIDDEN_WRITE_ROUTES.map((route) => faults.forbidden(route)),
    });
    const run = await runE2E({
      gh,
      workspace: scenario.dir,
      event: scenario.event({ fork: true }),
    });

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
    const skipped = run.annotations.find(
      (c) => c.command === 'warning' && c.message.startsWith('Skipped'),
    );
    expect(skipped?.message).toContain('the pull request comment');
    expect(skipped?.message).toContain('the check run');
    expect(skipped?.message).toContain('403');
    expect(skipped?.message).toMatch(/fork/);

    // The summary carries the verdict.
    expect(run.summary).toContain('❌ evolving: failing');
    expect(run.summary).toContain('payment calls retry at most three times');
    expect(gh.violations).toEqual([]);
  }, 60_000);

  test('with gate: false the same findings do not fail the step', async () => {
    const scenario = track(redScenario({ red: true }));
    const gh = await fake({
      faults: FORBIDDEN_WRITE_ROUTES.map((route) => faults.forbidden(route)),
    });
    const run = await runE2E({
      gh,
      workspace: scenario.dir,
      event: scenario.event({ fork: true }),
      inputs: { gate: false },
    });
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({ conclusion: 'neutral', gating: '1' });
    expect(fileAnnotations(run)[0]?.command).toBe('error');
    expect(
      run.annotations.some((c) => c.command === 'warning' && c.message.startsWith('Skipped')),
    ).toBe(true);
    expect(run.summary).toContain('⚠️ evolving: worth a look (not failing)');
    expect(gh.violations).toEqual([]);
  }, 60_000);
});

// ---------------------------------------------------------------------------

describe('flaky GitHub (one 5xx on each write)', () => {
  test('the check run and the comment are retried and succeed', async () => {
    const scenario = track(redScenario({ red: false }));
    const gh = await fake({
      faults: [
        faults.serverError(ROUTES.createCheckRun, 1),
        faults.serverError(ROUTES.createComment, 1, 503),
      ],
    });
    const run = await runE2E({
      gh,
      workspace: scenario.dir,
      event: scenario.event(),
      inputs: { comment: 'always' },
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
    expect(gh.violations).toEqual([]);
  }, 60_000);
});

// ---------------------------------------------------------------------------

describe('push', () => {
  test('a check run on GITHUB_SHA and no comment requests at all', async () => {
    const scenario = track(redScenario({ red: true, checkout: 'head' }));
    const gh = await fake();
    const event = pushEvent({
      after: scenario.headSha,
      before: scenario.baseSha,
      ref: 'refs/heads/feature',
    });
    const run = await runE2E({ gh, workspace: scenario.dir, event });
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
    expect(run.requests.map((r) => r.operationId)).toEqual(['checks/create']);
    expect(run.summary).toContain('❌ evolving: failing');
    expect(gh.violations).toEqual([]);
  }, 60_000);
});

// ---------------------------------------------------------------------------

describe('workflow_dispatch', () => {
  test('the self-test lines are in the summary and a green ledger succeeds', async () => {
    const scenario = track(redScenario({ red: false, checkout: 'head' }));
    const gh = await fake();
    const event = workflowDispatchEvent({ sha: scenario.headSha });
    const run = await runE2E({ gh, workspace: scenario.dir, event });
    expect(run.exitCode).toBe(0);
    expect(run.outputs.conclusion).toBe('success');
    expect(run.summary).toContain('✓ genesis: e2b337f53a1f (want e2b337f53a1f)');
    expect(run.summary).toContain('✓ case1: 638c47b0c9dd (want 638c47b0c9dd)');
    expect(run.summary).toContain('✓ harvested: 0cf784b51331 (want 0cf784b51331)');
    expect(run.summary).not.toContain('✗');
    expect(run.requests.filter((r) => (r.route ?? '').includes('/issues/'))).toEqual([]);
    const creates = run.to(ROUTES.createCheckRun);
    expect(creates.map((r) => (r.body as { head_sha?: string }).head_sha)).toEqual([
      scenario.headSha,
    ]);
    expect(gh.violations).toEqual([]);
  }, 60_000);
});

// ---------------------------------------------------------------------------

describe('pull_request_target with run-checks: true', () => {
  test('is refused with a clear message and the bound command never runs', async () => {
    const marker = 'pwned-by-pull-request';
    const counterMarker = 'pwned-by-counter-test';
    const scenario = track(
      buildScenario({
        base: [DOCUMENTED],
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
        // The worst case: the workflow checked out the pull request's head.
        checkout: 'head',
      }),
    );
    const gh = await fake();
    const event = pullRequestTargetEvent({
      number: scenario.number,
      headSha: scenario.headSha,
      baseSha: scenario.baseSha,
      mergeSha: scenario.mergeSha,
    });
    const run = await runE2E({
      gh,
      workspace: scenario.dir,
      event,
      inputs: { 'run-checks': true },
    });

    expect(existsSync(join(scenario.dir, marker))).toBe(false);
    expect(existsSync(join(scenario.dir, counterMarker))).toBe(false);
    const ref = refOf(scenario.headTicks[0]);
    expect(existsSync(receiptPath(scenario.dir, ref))).toBe(false);
    // Nothing is recorded either: no state cache written from an untrusted run.
    expect(existsSync(join(scenario.dir, '.evolving', 'results', 'state'))).toBe(false);

    const refusal = run.annotations.find(
      (c) => c.command === 'warning' && /run-checks is refused/.test(c.message),
    );
    expect(refusal?.message).toContain('pull_request_target');
    expect(run.summary).toContain('run-checks is refused');
    // Without evidence the binding reads not-run, which gates (the gate is on).
    expect(run.outputs).toMatchObject({ conclusion: 'failure', gating: '1' });
    expect(run.exitCode).toBe(1);
    const creates = run.to(ROUTES.createCheckRun);
    expect(creates.map((r) => (r.body as { head_sha?: string }).head_sha)).toEqual([
      scenario.headSha,
    ]);
    expect(gh.violations).toEqual([]);
  }, 60_000);
});

// ---------------------------------------------------------------------------

describe('a shallow clone without the base commit', () => {
  test('fails with a message that says to check out with fetch-depth: 0', async () => {
    const scenario = track(redScenario({ red: false }));
    const root = mkdtempSync(join(tmpdir(), 'ev-shallow-'));
    try {
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

      const gh = await fake();
      const run = await runE2E({ gh, workspace: clone, event: scenario.event() });
      expect(run.exitCode).toBe(1);
      expect(run.outputs.conclusion).toBe('failure');
      const error = run.commands.find((c) => c.command === 'error');
      expect(error?.message).toContain('fetch-depth: 0');
      expect(error?.message).toContain(scenario.baseSha.slice(0, 12));
      expect(run.summary).toContain('fetch-depth: 0');
      expect(run.requests.filter((r) => r.method !== 'GET')).toEqual([]);
      expect(gh.violations).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 60_000);
});
