// End-to-end: git never takes configuration or options from the
// checkout. A pull request commits a fake bare repository into the ledger's
// directory (`working-directory: ledger`): `HEAD`, `config`, `objects/`,
// `refs/` as plain files, its config naming commands that write a marker
// file (and dump their environment) if git ever runs them. Run through the
// bundled action on workflow_run, pull_request_target and issue_comment
// (`/ev reopen`, also from the pull request's author), no marker may exist;
// git's environment (seen through a `git` wrapper on PATH) carries no token
// and no INPUT_*; and a receipt whose commit is an option (`--output=<path>`)
// is refused with a warning naming its file and line, and writes nothing.
import { describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  E2E_TOKEN,
  errors,
  explain,
  useE2E,
  warnings,
  type E2ERun,
} from '../../test-support/e2e.js';
import {
  issueCommentEvent,
  pullRequestTargetEvent,
  workflowRunEvent,
} from '../../test-support/events.js';
import type { FakeUser } from '../../test-support/fake-github.js';
import {
  bound,
  receiptKey,
  refOf,
  type FileChanges,
  type Scenario,
  type TickSpec,
} from '../../test-support/scenario.js';

const e2e = useE2E();

const REF = 'grep -q answer src/app.ts';
const GUARDED: TickSpec = {
  decision: 'the answer stays exported',
  grounds: [bound('the answer is exported', REF, { triggeredBy: ['src/app.ts'] })],
  blame: 'Ada Lovelace',
};
const LEDGER = 'ledger';
const MEMBER: FakeUser = { login: 'maintainer', id: 7001, type: 'User' };
const AUTHOR: FakeUser = { login: 'pr-author', id: 7002, type: 'User' };

/** What a command planted in the fake repository's config would leave behind. */
function payload(markers: string, name: string): string {
  return `touch ${join(markers, name)}; env > ${join(markers, `${name}.env`)}; false`;
}

/**
 * The fake bare repository a pull request commits into the ledger directory:
 * a work tree of `.` (so git, started there, takes the directory as its
 * repository), a file-system monitor and an upload-pack that are commands.
 * With `objects`, it borrows the checkout's objects (a relative alternates
 * file) and its HEAD is the base commit, so history questions get as far as
 * `git diff-tree`; without, the base commit is missing and git would fetch it.
 */
function fakeBareRepository(markers: string, baseSha: string, objects: boolean): FileChanges {
  return {
    HEAD: `${baseSha}\n`,
    config: [
      '[core]',
      '\trepositoryformatversion = 0',
      '\tbare = false',
      '\tworktree = .',
      `\tfsmonitor = "${payload(markers, 'fsmonitor')}"`,
      '[remote "origin"]',
      '\turl = /nonexistent/origin',
      `\tuploadpack = "${payload(markers, 'uploadpack')}"`,
      '',
    ].join('\n'),
    'objects/info/alternates': objects ? '../../.git/objects\n' : '',
    'refs/heads/.gitkeep': '',
  };
}

/** A pull request whose ledger lives in `ledger/` next to a planted fake repository. */
function plantedScenario(markers: string, objects: boolean): Scenario {
  const scenario = e2e.scenario({
    base: [GUARDED],
    ledgerDir: LEDGER,
    checkout: 'head',
    headFiles: ({ baseSha }) => fakeBareRepository(markers, baseSha, objects),
  });
  // Evidence from an earlier step, at a commit of the history: triggered_since asks git.
  scenario.receipt({
    test: refOf(scenario.baseTicks[0]),
    result: 'green',
    commit: scenario.codeSha,
  });
  return scenario;
}

function expectNoMarker(markers: string, run: E2ERun): void {
  expect([readdirSync(markers), explain(run)]).toEqual([[], explain(run)]);
}

/**
 * A `git` first on PATH that records each invocation's arguments and
 * environment (in `dir`, named in the script itself: git is given no
 * variable to find it), then runs the real git.
 */
function gitWrapper(dir: string): { path: string; invocations: () => string[] } {
  const bin = join(dir, 'bin');
  const log = join(dir, 'log');
  mkdirSync(bin);
  mkdirSync(log);
  const realGit = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
  writeFileSync(
    join(bin, 'git'),
    [
      '#!/bin/sh',
      `out="${log}/$$"`,
      'printf "%s\\n" "$@" > "$out.args"',
      'env > "$out.env"',
      `exec ${realGit} "$@"`,
      '',
    ].join('\n'),
  );
  chmodSync(join(bin, 'git'), 0o755);
  return {
    path: `${bin}:${process.env.PATH ?? ''}`,
    invocations: () =>
      readdirSync(log)
        .filter((name) => name.endsWith('.env'))
        .map((name) => name.slice(0, -'.env'.length)),
  };
}

const LEDGER_INPUTS = { 'working-directory': LEDGER };

/** The `workflow_run` that publishes for the scenario's pull request (listed in the payload). */
function workflowRunOf(scenario: Scenario) {
  return workflowRunEvent({
    headSha: scenario.headSha,
    sha: scenario.baseSha,
    pullRequests: [
      { number: scenario.number, headSha: scenario.headSha, baseSha: scenario.baseSha },
    ],
  });
}

describe('a fake bare repository committed into a subdirectory ledger', () => {
  test('workflow_run: its remote.origin.uploadpack never runs; the base commit comes from the checkout', async () => {
    const markers = e2e.tempDir('ev-markers-');
    const scenario = plantedScenario(markers, false);
    const gh = await e2e.gh();
    const run = await e2e.run(gh, scenario, {
      event: workflowRunOf(scenario),
      inputs: LEDGER_INPUTS,
    });
    expectNoMarker(markers, run);
    // The ledger was compared with the base commit of the real repository.
    expect(run.exitCode).toBe(0);
    expect(run.outputs.conclusion).toBe('success');
  }, 60_000);

  test('workflow_run on a shallow clone: the base commit is fetched through the checkout’s own origin', async () => {
    const markers = e2e.tempDir('ev-markers-');
    const scenario = plantedScenario(markers, false);
    // The origin serves any commit by id, as GitHub does.
    scenario.git(['config', 'uploadpack.allowAnySHA1InWant', 'true']);
    const clone = join(e2e.tempDir('ev-shallow-'), 'clone');
    const git = (args: string[], cwd = scenario.dir) =>
      execFileSync('git', args, { cwd, env: scenario.repo.env, stdio: ['ignore', 'pipe', 'pipe'] })
        .toString()
        .trim();
    git(['clone', '-q', '--depth', '1', '--branch', 'feature', `file://${scenario.dir}`, clone]);
    expect(() => git(['cat-file', '-e', `${scenario.baseSha}^{commit}`], clone)).toThrow();
    const gh = await e2e.gh();
    const run = await e2e.run(gh, scenario, {
      workspace: clone,
      event: workflowRunOf(scenario),
      inputs: LEDGER_INPUTS,
    });
    expectNoMarker(markers, run);
    expect(git(['cat-file', '-t', scenario.baseSha], clone)).toBe('commit');
    expect(errors(run).filter((message) => message.includes('fetch-depth'))).toEqual([]);
  }, 60_000);

  test('pull_request: its core.fsmonitor never runs', async () => {
    const markers = e2e.tempDir('ev-markers-');
    const scenario = plantedScenario(markers, true);
    const gh = await e2e.gh();
    const run = await e2e.run(gh, scenario, { inputs: LEDGER_INPUTS });
    expectNoMarker(markers, run);
    expect(run.exitCode).toBe(0);
    expect(run.outputs.conclusion).toBe('success');
  }, 60_000);

  test('pull_request_target: its core.fsmonitor never runs', async () => {
    const markers = e2e.tempDir('ev-markers-');
    const scenario = plantedScenario(markers, true);
    const gh = await e2e.gh();
    const run = await e2e.run(gh, scenario, {
      event: pullRequestTargetEvent({
        number: scenario.number,
        headSha: scenario.headSha,
        baseSha: scenario.baseSha,
        mergeSha: scenario.mergeSha,
      }),
      inputs: LEDGER_INPUTS,
    });
    expectNoMarker(markers, run);
    expect(run.exitCode).toBe(0);
    expect(run.outputs.conclusion).toBe('success');
  }, 60_000);

  test.each([
    ['a member', MEMBER, 'MEMBER'],
    ["the pull request's author", AUTHOR, 'CONTRIBUTOR'],
  ])(
    'issue_comment `/ev reopen` by %s: its core.fsmonitor never runs, the answer is given',
    async (_who, user, association) => {
      const markers = e2e.tempDir('ev-markers-');
      const scenario = plantedScenario(markers, true);
      const id = scenario.baseTicks[0]?.id as string;
      const body = `/ev reopen ${id}`;
      const gh = await e2e.gh({ comments: [{ issueNumber: scenario.number, body, user }] });
      const run = await e2e.run(gh, scenario, {
        event: issueCommentEvent({
          number: scenario.number,
          body,
          commentId: gh.comments[0]?.id as number,
          author: { login: user.login, type: 'User' },
          association,
          pullRequestAuthor: AUTHOR.login,
        }),
        inputs: LEDGER_INPUTS,
      });
      expectNoMarker(markers, run);
      expect(run.exitCode).toBe(0);
      expect(run.outputs.command).toBe('reopen');
      const answer = gh.comments.find((c) => c.body.includes(`reopen ${id}`) && c.body !== body);
      // The grounds' verdicts were evaluated against the real history: the receipt is green.
      expect(answer?.body).toContain('green');
    },
    60_000,
  );
});

describe("git's environment", () => {
  test('carries no token, no INPUT_* and no secret-shaped variable; every command names its git dir', async () => {
    const markers = e2e.tempDir('ev-markers-');
    const scenario = plantedScenario(markers, true);
    const wrapper = gitWrapper(e2e.tempDir('ev-git-wrapper-'));
    const secrets = {
      GITHUB_TOKEN: 'ghs_workflowtokenvalue0000000000000000',
      GH_PAT: 'ghp_personalaccesstokenvalue00000000000',
      DEPLOY_KEY: 'deploy-key-value-0000',
    };
    const gh = await e2e.gh();
    const run = await e2e.run(gh, scenario, {
      event: pullRequestTargetEvent({
        number: scenario.number,
        headSha: scenario.headSha,
        baseSha: scenario.baseSha,
        mergeSha: scenario.mergeSha,
      }),
      inputs: LEDGER_INPUTS,
      env: { PATH: wrapper.path, ...secrets },
    });
    expectNoMarker(markers, run);
    const invocations = wrapper.invocations();
    // triggered_since asked git (HEAD, receipts' commits, history): the wrapper saw it.
    expect(invocations.length).toBeGreaterThan(0);
    const logDir = join(wrapper.path.split(':')[0] as string, '..', 'log');
    for (const id of invocations) {
      const env = readFileSync(join(logDir, `${id}.env`), 'utf8');
      const names = env.split('\n').map((line) => line.split('=')[0] ?? '');
      expect(names.filter((name) => /^INPUT_|^GITHUB_|^GH_|^DEPLOY_|^ACTIONS_/.test(name))).toEqual(
        [],
      );
      for (const value of [E2E_TOKEN, ...Object.values(secrets)])
        expect(env.includes(value)).toBe(false);
      expect(env).toContain('GIT_CONFIG_NOSYSTEM=1');
      expect(env).toContain('GIT_CONFIG_GLOBAL=/dev/null');
      const args = readFileSync(join(logDir, `${id}.args`), 'utf8').split('\n');
      // Located from the workspace root: the checkout's .git, never the ledger directory.
      if (args.includes('--absolute-git-dir') && args[0] !== `--git-dir=${scenario.dir}/.git`)
        continue; // locating the repository itself
      expect(args[0]).toBe(`--git-dir=${scenario.dir}/.git`);
      expect(args[1]).toBe(`--work-tree=${scenario.dir}`);
      expect(args).toContain('safe.bareRepository=explicit');
      expect(args).toContain('core.fsmonitor=false');
    }
  }, 60_000);
});

describe('a receipt whose commit is an option', () => {
  /**
   * `git rev-list <commit>..HEAD` with the commit `--output=<dir>/precious`
   * would truncate `<dir>/precious..HEAD`: a file outside the workspace.
   */
  interface Victim {
    dir: string;
    commit: string;
    file: string;
  }

  function victim(): Victim {
    const dir = e2e.tempDir('ev-victim-');
    const file = join(dir, 'precious..HEAD');
    writeFileSync(file, 'unchanged\n');
    return { dir, file, commit: `--output=${join(dir, 'precious')}` };
  }

  function expectUntouched(target: Victim): void {
    expect(readdirSync(target.dir)).toEqual(['precious..HEAD']);
    expect(readFileSync(target.file, 'utf8')).toBe('unchanged\n');
  }

  function optionScenario(target: Victim): Scenario {
    const scenario = e2e.scenario({ base: [GUARDED], checkout: 'head' });
    scenario.receipt({ test: REF, result: 'green', commit: target.commit });
    return scenario;
  }

  test('pull_request: refused with a warning naming the receipt file and line; nothing is written', async () => {
    const target = victim();
    const scenario = optionScenario(target);
    const gh = await e2e.gh();
    const run = await e2e.run(gh, scenario);
    expectUntouched(target);
    expect(warnings(run)).toContain(
      `.evolving/results/receipts/${receiptKey(REF)}.jsonl:1: receipt commit is not a full commit id (40 or 64 lowercase hex), so it is never passed to git — ignored`,
    );
    // The refused receipt is no evidence: the binding is not green.
    expect(run.outputs.conclusion).toBe('failure');
  }, 60_000);

  test("issue_comment `/ev reopen` by the pull request's author: nothing is written", async () => {
    const target = victim();
    const scenario = optionScenario(target);
    const id = scenario.baseTicks[0]?.id as string;
    const body = `/ev reopen ${id}`;
    const gh = await e2e.gh({ comments: [{ issueNumber: scenario.number, body, user: AUTHOR }] });
    const run = await e2e.run(gh, scenario, {
      event: issueCommentEvent({
        number: scenario.number,
        body,
        commentId: gh.comments[0]?.id as number,
        author: { login: AUTHOR.login, type: 'User' },
        association: 'CONTRIBUTOR',
        pullRequestAuthor: AUTHOR.login,
      }),
    });
    expect(run.exitCode).toBe(0);
    expect(run.outputs.command).toBe('reopen');
    expectUntouched(target);
  }, 60_000);
});
