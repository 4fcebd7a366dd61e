// The harness's in-process runs (test-support/run-action.ts): the sources' run() with the
// step's settings, read back as a spawned bundle's run is. The same pull request run both
// ways shows the same outputs, summary, workflow commands and API calls; and an in-process
// run leaves the test's process as it found it.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { useE2E, type E2ERun } from '../../test-support/e2e.js';
import type { FakeGitHub } from '../../test-support/fake-github.js';
import { bound, refOf, type Scenario, type TickSpec } from '../../test-support/scenario.js';

const e2e = useE2E({ bundle: true });

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

/** What a run shows, without what differs by construction (temp paths, timing, ids). */
function shown(run: E2ERun) {
  const { report: _path, ...outputs } = run.outputs;
  return {
    exitCode: run.exitCode,
    outputs,
    commands: run.commands.map((c) => [c.command, c.message.replace(/\/tmp\/\S+/g, '<tmp>')]),
    // Sorted: the check run and the pull request's details are asked at once, so either may
    // reach the fake first; what was asked is the same either way.
    requests: run.requests.map((r) => `${r.method} ${r.operationId ?? ''}`).sort(),
    summaryHeadings: run.summary.split('\n').filter((line) => line.startsWith('#')),
    problems: run.problems,
  };
}

let scenario: Scenario;
let inProcess: E2ERun;
let spawned: E2ERun;
const before = { env: '', exitCode: undefined as unknown, write: process.stdout.write };
let ghs: FakeGitHub[];

beforeAll(async () => {
  scenario = e2e.scenario({ base: [GUARDED], headFiles: { 'src/app.ts': 'changed\n' } });
  scenario.receipt({ test: refOf(scenario.baseTicks[0]), result: 'red' });
  ghs = [await e2e.gh(), await e2e.gh()];
  process.env.SECRET_FROM_PARENT = 'must not reach the action';
  before.env = JSON.stringify(process.env);
  before.exitCode = process.exitCode;
  before.write = process.stdout.write;
  try {
    inProcess = await e2e.run(ghs[0] as FakeGitHub, scenario);
  } finally {
    delete process.env.SECRET_FROM_PARENT;
  }
  spawned = await e2e.run(ghs[1] as FakeGitHub, scenario, { spawn: true });
}, 180_000);
afterAll(() => {
  delete process.env.SECRET_FROM_PARENT;
});

describe('a run in process', () => {
  test('is the default, and the spawn opt-in runs the bundle', () => {
    expect(inProcess.spawned).toBe(false);
    expect(spawned.spawned).toBe(true);
  });

  test('shows what the bundle shows for the same pull request', () => {
    expect(shown(inProcess).outputs.conclusion).toBe('failure');
    expect(shown(inProcess)).toEqual(shown(spawned));
  });

  test('leaves the process as it found it: environment, exit code, stdout', () => {
    process.env.SECRET_FROM_PARENT = 'must not reach the action';
    try {
      expect(JSON.stringify(process.env)).toBe(before.env);
    } finally {
      delete process.env.SECRET_FROM_PARENT;
    }
    expect(process.exitCode).toBe(before.exitCode);
    expect(process.stdout.write).toBe(before.write);
  });

  test("the action saw the step's environment, not the test's", () => {
    expect(inProcess.env.SECRET_FROM_PARENT).toBeUndefined();
    expect(inProcess.env.GITHUB_API_URL).toBe(ghs[0]?.url);
    expect(inProcess.exitCode).toBe(1);
    expect(inProcess.requests.length).toBeGreaterThan(0);
  });
});
