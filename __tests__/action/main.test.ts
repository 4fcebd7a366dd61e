// The action layer in process, on a store of ev 0.1 ticks: run() in main.ts (reviewLedger
// dispatching by the store's model), evaluate (through chains/ticks/chain.ts), pull-request-trust,
// publish and the bot. `@actions/core` is substituted by a recorder (jest.unstable_mockModule
// before the dynamic import, as actions/typescript-action's template does); what a runner
// provides (environment, inputs, event) is passed to run() as the SettingsSource that
// settings.ts reads, not taken from process.env; the Octokit client talks to the in-process
// fake GitHub (OpenAPI-validated). A handful of representative runs: a green pull request, a
// gating one, a check run GitHub refuses (the verdict, outputs and failure stay the
// evaluation's), run-checks refused on pull_request_target (nothing run, still judged), and a
// bot command. The e2e tests run these and more (ev 0.2's claims among them) through the bundle.
import { afterAll, beforeAll, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readActionInputs } from '../../test-support/action-yml.js';
import { DEFAULT_OWNER, DEFAULT_REPO, FAKE_TOKEN } from '../../test-support/defaults.js';
import { ACTION_YML, ROUTES } from '../../test-support/e2e.js';
import { issueCommentEvent, type ActionEvent } from '../../test-support/events.js';
import { faults, startFakeGitHub, type FakeGitHub } from '../../test-support/fake-github.js';
import {
  bound,
  buildScenario,
  refOf,
  type Scenario,
  type TickSpec,
} from '../../test-support/scenario.js';

interface Recorded {
  outputs: Record<string, string>;
  failed: string[];
  warnings: string[];
  summary: string;
}
const recorded: Recorded = { outputs: {}, failed: [], warnings: [], summary: '' };

const summary = {
  addRaw(text: string) {
    recorded.summary += text;
    return summary;
  },
  async write() {
    return summary;
  },
};
jest.unstable_mockModule('@actions/core', () => ({
  getInput: () => '',
  setOutput: (name: string, value: unknown) =>
    void (recorded.outputs[name] = typeof value === 'string' ? value : JSON.stringify(value)),
  setFailed: (message: string | Error) => void recorded.failed.push(String(message)),
  warning: (message: string | Error) => void recorded.warnings.push(String(message)),
  error: () => undefined,
  notice: () => undefined,
  info: () => undefined,
  debug: () => undefined,
  setSecret: () => undefined,
  summary,
}));
const { run } = await import('../../src/action/main.js');

const DEFAULTS = Object.fromEntries(
  readActionInputs(ACTION_YML).map((input) => [input.name, input.default ?? '']),
);

const GUARDED: TickSpec = {
  decision: 'payment calls retry at most three times',
  grounds: [
    bound('a payment call is attempted at most three times', 'grep -q maxAttempts src/app.ts', {
      triggeredBy: ['src/app.ts'],
    }),
  ],
  blame: 'Priya Natarajan',
  authority: 'user-ruled',
  jurisdiction: 'A',
};

let gh: FakeGitHub;
let runnerTemp: string;
const scenarios: Scenario[] = [];
beforeAll(async () => {
  gh = await startFakeGitHub({ token: FAKE_TOKEN });
  runnerTemp = mkdtempSync(join(tmpdir(), 'ev-main-test-'));
});
afterAll(async () => {
  await gh.close();
  for (const scenario of scenarios) scenario.cleanup();
  rmSync(runnerTemp, { recursive: true, force: true });
});
beforeEach(() => {
  recorded.outputs = {};
  recorded.failed = [];
  recorded.warnings = [];
  recorded.summary = '';
});

function scenarioWith(result: 'green' | 'red'): Scenario {
  const scenario = buildScenario({ base: [GUARDED], checkout: 'head' });
  scenarios.push(scenario);
  scenario.receipt({ test: refOf(scenario.baseTicks[0]), result });
  return scenario;
}

/** Runs the action in process on `event` in `workspace`, as a runner would set it up. */
async function runOn(
  workspace: string,
  event: ActionEvent,
  inputs: Record<string, string> = {},
): Promise<Array<{ method: string; operationId: string }>> {
  const pull = event.payload.pull_request as
    { number: number; head: { sha: string }; base: { sha: string } } | undefined;
  if (pull && !gh.store.hasPullRequest(pull.number))
    gh.store.seedPullRequest({
      number: pull.number,
      headSha: pull.head.sha,
      baseSha: pull.base.sha,
    });
  const before = gh.requests.length;
  const given: Record<string, string> = { ...DEFAULTS, token: FAKE_TOKEN, ...inputs };
  await run({
    env: {
      GITHUB_REPOSITORY: `${DEFAULT_OWNER}/${DEFAULT_REPO}`,
      GITHUB_WORKSPACE: workspace,
      GITHUB_SHA: event.sha,
      GITHUB_EVENT_NAME: event.name,
      RUNNER_TEMP: runnerTemp,
      GITHUB_API_URL: gh.url,
      PATH: process.env.PATH,
      HOME: process.env.HOME,
    },
    getInput: (name) => given[name] ?? '',
    context: { eventName: event.name, payload: event.payload },
    cwd: () => workspace,
  });
  return gh.requests
    .slice(before)
    .map((r) => ({ method: r.method, operationId: r.operationId ?? '' }));
}

describe('a pull request', () => {
  test('green: conclusion success, a check run, the step passes', async () => {
    const scenario = scenarioWith('green');
    const requests = await runOn(scenario.dir, scenario.event());
    expect(recorded.failed).toEqual([]);
    expect(recorded.outputs).toMatchObject({ conclusion: 'success', gating: '0' });
    expect(requests.map((r) => r.operationId)).toContain(ROUTES.createCheckRun);
    expect(recorded.summary).not.toBe('');
  }, 60_000);

  test('gating: conclusion failure, the comment posted, the step fails with the reason', async () => {
    const scenario = scenarioWith('red');
    const requests = await runOn(scenario.dir, scenario.event({ number: 8 }));
    expect(recorded.outputs).toMatchObject({ conclusion: 'failure', gating: '1' });
    expect(JSON.parse(recorded.outputs.resurfaced ?? '[]')).toEqual([scenario.baseTicks[0]?.id]);
    expect(recorded.failed).toHaveLength(1);
    expect(requests.map((r) => r.operationId)).toContain(ROUTES.createComment);
    expect(recorded.outputs['comment-url']).toMatch(/#issuecomment-\d+$/);
  }, 60_000);

  test('a failed check run keeps the verdict: outputs and the failure are the evaluation’s', async () => {
    const scenario = scenarioWith('red');
    gh.addFault(faults.forbidden(ROUTES.createCheckRun));
    try {
      await runOn(scenario.dir, scenario.event({ number: 9 }));
    } finally {
      gh.clearFaults();
    }
    expect(recorded.outputs).toMatchObject({ conclusion: 'failure', gating: '1' });
    expect(recorded.outputs['check-run-url']).toBe('');
    expect(recorded.failed).toHaveLength(1);
    expect(recorded.warnings.join('\n')).toMatch(/check run/i);
  }, 60_000);
});

test('pull_request_target with run-checks: refused with a warning, nothing run, still judged', async () => {
  const scenario = scenarioWith('green');
  await runOn(scenario.dir, scenario.pullRequestTargetEvent(), { 'run-checks': 'true' });
  expect(recorded.warnings.join('\n')).toContain('run-checks is refused on this event');
  expect(recorded.outputs['checks-run']).toBe('0');
  expect(recorded.outputs.conclusion).toBe('success');
});

test('the bot: a member’s /ev list is answered with a new comment; nothing is evaluated', async () => {
  const scenario = scenarioWith('green');
  const body = '/ev list';
  const member = { login: 'maintainer', id: 7001, type: 'User' as const };
  const seeded = gh.store.addComment(scenario.number, body, member);
  const requests = await runOn(
    scenario.dir,
    issueCommentEvent({
      number: scenario.number,
      body,
      commentId: seeded.id,
      author: { login: member.login, type: 'User' },
      association: 'MEMBER',
    }),
  );
  expect(recorded.failed).toEqual([]);
  expect(recorded.outputs).toMatchObject({ command: 'list', conclusion: 'success', gating: '0' });
  expect(requests.filter((r) => r.method !== 'GET').map((r) => r.operationId)).toContain(
    ROUTES.createComment,
  );
  expect(recorded.summary).toContain(scenario.baseTicks[0]?.id as string);
}, 60_000);
