// End-to-end: the first day of a team that made its ledger with `ev init`,
// `ev decide` and `ev guard` and copied the README's minimal workflow (issue
// 16 §2, §3, §6). The first pull request goes green; where the user must
// still act, the output names the cause and exactly what to set; bad inputs
// and a missing directory say so and still write the summary and outputs.
import { describe, expect, test } from '@jest/globals';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { forkPullRequestEvent, issueCommentEvent, pushEvent } from '../../test-support/events.js';
import type { FakeGitHub } from '../../test-support/fake-github.js';
import {
  READ_ONLY_TOKEN,
  commentBodies,
  errors,
  expectNoViolations,
  sentAnnotations,
  useE2E,
  warnings,
  type E2ERun,
} from '../../test-support/e2e.js';
import {
  EV_INIT_CONFIG,
  bound,
  refOf,
  type Scenario,
  type ScenarioOptions,
  type TickSpec,
} from '../../test-support/scenario.js';
import { expectValidReport } from '../../test-support/report-schema.js';
import {
  actionName,
  documentedWorkflows,
  stepsOf,
  triggers,
} from '../../test-support/workflows.js';

const e2e = useE2E();

/** As `ev decide` + `ev guard --test … --counter-test … --on-platform linux-ci --triggered-by src/app.ts` write it. */
const GUARDED: TickSpec = {
  decision: 'the README ships with every release',
  grounds: [
    bound('the README is there', 'test -f README.md', {
      counterTest: 'test -f NO-SUCH-FILE',
      triggeredBy: ['src/app.ts'],
    }),
  ],
  blame: 'Ada Lovelace',
  authority: 'user-ruled',
};

function newcomer(options: Partial<ScenarioOptions> = {}): Scenario {
  return e2e.scenario({
    base: [GUARDED],
    config: EV_INIT_CONFIG,
    headFiles: { 'src/app.ts': 'export const answer = 43;\n' },
    ...options,
  });
}

/**
 * The `with:` of the minimal ev 0.1 workflow (docs/RECIPES.md's five-minute setup): the first documented
 * workflow on `pull_request` whose evolving step merges no receipts (the
 * recipes (b) and (c) need other jobs).
 */
function minimalWorkflowInputs(): Record<string, string> {
  const readme = readFileSync(join(process.cwd(), 'docs', 'RECIPES.md'), 'utf8');
  for (const { workflow } of documentedWorkflows(readme, 'docs/RECIPES.md')) {
    if (!('pull_request' in triggers(workflow))) continue;
    const step = stepsOf(workflow).find(
      (s) => s.uses !== undefined && actionName(s.uses) === 'evolving-action/evolving-action',
    );
    if (!step || 'receipts' in step.with || step.with.comment === 'never') continue;
    return Object.fromEntries(Object.entries(step.with).map(([k, v]) => [k, String(v)]));
  }
  throw new Error('docs/RECIPES.md has no minimal workflow');
}

function expectNoDoubledWarning(run: E2ERun): void {
  expect(run.stdout).not.toMatch(/::warning[^:]*::warning:/);
}

describe('§2 a newcomer’s first pull request', () => {
  test('with the README’s minimal workflow and ev init’s config: green, no warning', async () => {
    const scenario = newcomer();
    const gh = await e2e.gh();
    const inputs = minimalWorkflowInputs();
    expect(inputs['run-checks']).toBe('true');
    const run = await e2e.run(gh, scenario, { inputs });
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({ conclusion: 'success', gating: '0', 'checks-run': '1' });
    expect(warnings(run)).toEqual([]);
    expectNoDoubledWarning(run);
    expect(gh.checkRuns.map((r) => r.conclusion)).toEqual(['success']);
    expectValidReport(run.report);
    expectNoViolations(gh);
  }, 60_000);

  test('without run-checks: the comment says exactly what to set', async () => {
    const scenario = newcomer();
    const gh = await e2e.gh();
    const run = await e2e.run(gh, scenario);
    expect(run.exitCode).toBe(1);
    const body = commentBodies(run);
    expect(body).toContain(
      '**No receipt on `linux-ci`: set `run-checks: true` (or `needed`) in the workflow so this job runs it on `linux-ci`.**',
    );
    expect(body).not.toContain('ev check --run');
    expect(body).toContain('<br>Results: `linux-ci`: no receipt');
    expectNoViolations(gh);
  }, 60_000);

  test('staleness-ref: config on a pull request: one warning that names the setting, not doubled', async () => {
    const scenario = newcomer();
    const gh = await e2e.gh();
    const run = await e2e.run(gh, scenario, {
      inputs: { 'run-checks': 'true', 'staleness-ref': 'config' },
    });
    expect(run.exitCode).toBe(0);
    expect(warnings(run)).toEqual([
      // A workflow command is plain text: the setting in quotes, not Markdown backticks.
      expect.stringContaining("Set 'staleness-ref: none' (the default)"),
    ]);
    expectNoDoubledWarning(run);
    expectNoViolations(gh);
  }, 60_000);
});

describe('§2 a push to main tracking origin/main (recipe (a))', () => {
  function pushedMain(): Scenario {
    const scenario = newcomer();
    // actions/checkout on push: a local `main` at the pushed commit, tracking `origin/main`.
    scenario.git(['checkout', '-q', '-B', 'main', scenario.mergeSha]);
    scenario.git(['remote', 'add', 'origin', 'https://example.invalid/octo-org/octo-repo.git']);
    scenario.git(['update-ref', 'refs/remotes/origin/main', scenario.mergeSha]);
    scenario.git(['branch', '-q', '--set-upstream-to=origin/main', 'main']);
    return scenario;
  }

  test('the default ends green when the checks pass', async () => {
    const scenario = pushedMain();
    const gh = await e2e.gh();
    const run = await e2e.run(gh, scenario, {
      event: pushEvent({ after: scenario.mergeSha }),
      inputs: { 'run-checks': 'needed' },
    });
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({ conclusion: 'success', 'checks-run': '1' });
    expectNoViolations(gh);
  }, 60_000);

  test('staleness-ref: config reads stale after a green run, and the advice names the setting', async () => {
    const scenario = pushedMain();
    const gh = await e2e.gh();
    const run = await e2e.run(gh, scenario, {
      event: pushEvent({ after: scenario.mergeSha }),
      inputs: { 'run-checks': 'true', 'staleness-ref': 'config' },
    });
    expect(run.exitCode).toBe(1);
    expect(run.summary).toContain('`staleness-ref: config`');
    expect(run.summary).toContain('set `staleness-ref: none` (the default)');
    // The run was green, and the bullet says so.
    expect(run.summary).toContain('<br>Results: `linux-ci`: green');
    expectValidReport(run.report);
    expectNoDoubledWarning(run);
    expectNoViolations(gh);
  }, 60_000);
});

describe('§3 advice that matches the cause', () => {
  test('not-run on mac while run-checks is on: attest or a job for mac, and the red linux-ci run shows', async () => {
    const scenario = e2e.scenario({
      base: [
        {
          ...GUARDED,
          grounds: [
            bound('the changelog is there', 'test -f CHANGELOG.md', {
              counterTest: 'true',
              platforms: ['linux-ci', 'mac'],
            }),
          ],
        },
      ],
    });
    const gh = await e2e.gh();
    const run = await e2e.run(gh, scenario, { inputs: { 'run-checks': 'true' } });
    expect(run.exitCode).toBe(1);
    const body = commentBodies(run);
    expect(body).toContain('<br>Results: `linux-ci`: **red** · `mac`: no receipt');
    expect(body).toContain(
      'nothing here attests `mac`: add a job for it and merge its receipts with `receipts:`',
    );
    expect(body).toContain('or set `attest: linux-ci` so only `linux-ci` decides');
    expect(body).toContain('It also fails on `linux-ci`: make it pass again');
    expect(body).not.toContain('run-checks: true');
    // The check run's annotation says the same, in plain text.
    const messages = sentAnnotations(run.requests).map((a) => String(a.message));
    expect(messages.join('\n')).toContain('Results: linux-ci: red; mac: no receipt');
    expect(messages.join('\n')).toContain("What to do: no receipt on 'mac'");
    expectValidReport(run.report);
    expectNoViolations(gh);
  }, 60_000);

  test('unproven does not say the check passes and then show a failing run', async () => {
    const scenario = e2e.scenario({
      base: [
        {
          ...GUARDED,
          grounds: [
            bound('the changelog is there', 'test -f CHANGELOG.md', {
              counterTest: 'test -f ALSO-MISSING',
            }),
          ],
        },
      ],
    });
    const gh = await e2e.gh();
    const run = await e2e.run(gh, scenario, { inputs: { 'run-checks': 'true' } });
    const body = commentBodies(run);
    expect(body).toContain('**unproven**');
    expect(body).not.toContain('passes, but');
    expect(body).not.toContain('Output of the failing run');
    // The test fails (and so does its counter-test): what to do is make the test pass.
    expect(body).toContain('👉 The test fails on `linux-ci` — make it pass again');
    expect(body).not.toContain('did not fail where the test passed');
    expectNoViolations(gh);
  }, 60_000);
});

describe('§6 messages and inputs', () => {
  test('run-checks: yes is refused with the accepted values; the summary and outputs are written', async () => {
    const scenario = newcomer();
    const gh = await e2e.gh();
    const run = await e2e.run(gh, scenario, { inputs: { 'run-checks': 'yes' } });
    expect(run.exitCode).toBe(1);
    expect(errors(run)).toEqual([
      'input \'run-checks\' must be one of false, true, all, needed (got "yes")',
    ]);
    expect(run.summary).toContain('evolving: an input is not valid');
    expect(run.outputs).toMatchObject({ conclusion: 'failure', gating: '0' });
    expect(gh.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  }, 60_000);

  test('a working-directory that does not exist says so', async () => {
    const scenario = newcomer();
    const gh = await e2e.gh();
    const run = await e2e.run(gh, scenario, { inputs: { 'working-directory': 'services/api' } });
    expect(run.exitCode).toBe(1);
    expect(errors(run)).toEqual([
      expect.stringContaining('working-directory services/api does not exist in the workspace'),
    ]);
    expect(run.stdout).not.toContain('run ev init first');
    expect(run.summary).toContain('does not exist');
  }, 60_000);

  test('report-path: reports/ writes evolving-report.json inside it', async () => {
    const scenario = newcomer();
    const gh = await e2e.gh();
    const run = await e2e.run(gh, scenario, {
      inputs: { 'run-checks': 'true', 'report-path': 'reports/' },
    });
    expect(run.exitCode).toBe(0);
    expect(run.outputs.report).toBe(join(scenario.dir, 'reports', 'evolving-report.json'));
    expect(run.report?.conclusion).toBe('success');
    // An existing directory named without the slash is the same.
    mkdirSync(join(scenario.dir, 'out'));
    const again = await e2e.run(gh, scenario, {
      inputs: { 'run-checks': 'true', 'report-path': 'out' },
    });
    expect(again.outputs.report).toBe(join(scenario.dir, 'out', 'evolving-report.json'));
    expect(existsSync(join(scenario.dir, 'out', 'evolving-report.json'))).toBe(true);
  }, 60_000);

  test('a 403 on a same-repository pull request is not blamed on a fork; the summary says what was skipped', async () => {
    const scenario = newcomer();
    const gh = await e2e.gh({ faults: READ_ONLY_TOKEN });
    const run = await e2e.run(gh, scenario, { inputs: { 'run-checks': 'true' } });
    expect(run.exitCode).toBe(0);
    const [warning] = warnings(run).filter((w) => w.startsWith('Skipped '));
    expect(warning).toContain("This pull request's branch is in this repository");
    expect(warning).toContain('pull-requests: write');
    expect(warning).not.toContain('comes from a fork');
    expect(warning).not.toContain('recipe (c)');
    expect(run.summary).toContain('### Not posted');
    expect(run.summary).toContain('the check run');
  }, 60_000);

  test('a 403 on a fork’s pull request points to recipe (c)', async () => {
    const scenario = newcomer();
    const gh = await e2e.gh({ faults: READ_ONLY_TOKEN });
    const event = forkPullRequestEvent({
      number: scenario.number,
      headSha: scenario.headSha,
      baseSha: scenario.baseSha,
      mergeSha: scenario.mergeSha,
    });
    const run = await e2e.run(gh, scenario, { event, inputs: { 'run-checks': 'true' } });
    const [warning] = warnings(run).filter((w) => w.startsWith('Skipped '));
    expect(warning).toContain('comes from a fork');
    expect(warning).toContain('recipe (c)');
    expect(run.summary).toContain('recipe (c)');
  }, 60_000);

  test('an ev 0.1 store with an ev 0.2 ledger/ beside it: the decisions are judged and the claims reviewed', async () => {
    const scenario = newcomer({
      headFiles: { '.evolving/ledger/decisions.jsonl': '{}\n' },
    });
    const gh = await e2e.gh();
    const run = await e2e.run(gh, scenario, { inputs: { 'run-checks': 'true' } });
    // The pull request adds a ledger line ev cannot read: a violation of the claims' ledger, named.
    expect(errors(run)).toEqual(['ev 0.2 claims: 1 ledger violation']);
    expect(gh.checkRuns[0]?.output.summary).toContain(
      '.evolving/ledger/decisions.jsonl:1: a new line is not an ev event',
    );
    expect(warnings(run).join('\n')).not.toContain('.evolving/ledger/ holds ev 0.2 claims');
    expect(run.summary).toContain('ledger violation');
    expect(run.summary).not.toContain('could not evaluate the ledger');
  }, 60_000);
});

describe('§5 the bot answers what was asked', () => {
  const USER = { login: 'maintainer', id: 7001, type: 'User' as const };

  async function commentGitHub(scenario: Scenario, body: string) {
    return e2e.gh({
      comments: [{ issueNumber: scenario.number, body, user: USER }],
      pullRequests: [
        {
          number: scenario.number,
          headSha: scenario.headSha,
          baseSha: scenario.baseSha,
          mergeSha: scenario.mergeSha,
        },
      ],
    });
  }

  async function ask(
    scenario: Scenario,
    body: string,
    given?: FakeGitHub,
  ): Promise<{ run: E2ERun; answer: string }> {
    const gh = given ?? (await commentGitHub(scenario, body));
    const commentId = gh.comments[0]?.id as number;
    const run = await e2e.run(gh, scenario, {
      event: issueCommentEvent({
        number: scenario.number,
        body,
        commentId,
        author: { login: USER.login, type: 'User' },
        association: 'MEMBER',
      }),
    });
    expectNoViolations(gh);
    const answers = gh.comments.filter((c) => c.id !== commentId).map((c) => c.body);
    expect(answers).toHaveLength(1);
    return { run, answer: answers[0] as string };
  }

  test('/ev why <tick id> says why takes a selector, and which selectors the tick has', async () => {
    const scenario = newcomer({ checkout: 'head' });
    const id = scenario.baseTicks[0]?.id as string;
    const { run, answer } = await ask(scenario, `/ev why ${id}`);
    expect(run.outputs.command).toBe('why');
    expect(answer).toContain(
      "`why` takes a test selector (what a ground's check runs), not a tick id.",
    );
    expect(answer).toContain(`bound to \`${refOf(scenario.baseTicks[0])}\``);
    expect(answer).toContain(`\`/ev why ${refOf(scenario.baseTicks[0])}\``);
    // ev's own answer is still there, verbatim.
    expect(answer).toContain(`"${id}" guards nothing`);
  }, 60_000);

  test('/ev why <selector> that guards nothing and is no tick: ev’s answer alone', async () => {
    const scenario = newcomer({ checkout: 'head' });
    const { answer } = await ask(scenario, '/ev why pytest tests/nothing.py');
    expect(answer).not.toContain('takes a test selector');
  }, 60_000);

  test('/ev reopen <id> without receipts says where the verdicts are instead of trusting not-run', async () => {
    const scenario = newcomer({ checkout: 'head' });
    const id = scenario.baseTicks[0]?.id as string;
    const { answer } = await ask(scenario, `/ev reopen ${id}`);
    expect(answer).toContain("**The `now:` verdicts below are not this pull request's.**");
    expect(answer).toMatch(/in its \[`evolving` check run\]\(https?:\/\/[^)]+\/pull\/7\/checks\)/);
    expect(answer).toContain('now: not-run');
  }, 60_000);

  test('/ev reopen <id> links the pull request’s check run when there is one', async () => {
    const scenario = newcomer({ checkout: 'head' });
    const id = scenario.baseTicks[0]?.id as string;
    const gh = await commentGitHub(scenario, `/ev reopen ${id}`);
    // The pull request's own run creates the `evolving` check run on its head commit (it
    // writes no receipts: the bot's checkout stays without them).
    const checks = await e2e.run(gh, scenario, { inputs: { comment: 'never', gate: 'false' } });
    const url = checks.outputs['check-run-url'];
    expect(gh.checkRuns.map((r) => r.headSha)).toEqual([scenario.headSha]);
    expect(url).toMatch(/^https?:/);
    const { answer } = await ask(scenario, `/ev reopen ${id}`, gh);
    expect(answer).toContain(`in its [\`evolving\` check run](${url})`);
  }, 90_000);

  test('/ev reopen <id> with receipts in the checkout: no such note', async () => {
    const scenario = newcomer({ checkout: 'head' });
    scenario.receipt({ test: refOf(scenario.baseTicks[0]), result: 'green' });
    const id = scenario.baseTicks[0]?.id as string;
    const { answer } = await ask(scenario, `/ev reopen ${id}`);
    expect(answer).not.toContain('not this pull request');
  }, 60_000);

  test('/ev show on an ev 0.2 store (no 0.1 decisions) says what it is and what reads it', async () => {
    const scenario = newcomer({
      checkout: 'head',
      headFiles: ({ base }) => ({
        ...Object.fromEntries(base.map((tick) => [tick.path, null])),
        '.evolving/HEAD': null,
        '.evolving/config': null,
        '.evolving/version': '2\n',
        '.evolving/ledger/laptop-4kq2.jsonl': '',
      }),
    });
    const id = scenario.baseTicks[0]?.id as string;
    const { answer } = await ask(scenario, `/ev show ${id}`);
    expect(answer).toContain('is an ev 0.2 store');
    expect(answer).toContain('ev-action brief');
    expect(answer).toContain('exit status 1');
  }, 60_000);
});
