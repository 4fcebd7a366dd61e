/**
 * `check --run` with real processes: receipts as ev writes them, the
 * counter-test, green_exit_code, a timeout (gray, never green), a child
 * environment without credentials, captured output and evidence.
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { closeSync, constants, existsSync, openSync, readFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { check } from '../../src/commands/ticks/check.js';
import { evaluateCheck } from '../../src/chains/ticks/evaluation.js';
import { runShellCommand } from '../../src/adapters/processes/check-process.js';
import { childEnvironment, isSecretName } from '../../src/adapters/processes/secret-policy.js';
import { locateStore } from '../../src/adapters/files/store.js';
import { receiptKey } from '../../src/core/ticks/identity.js';
import { makeRepo, tempDir, gitEnv, type TempRepo } from '../../test-support/git-repo.js';
import {
  bound,
  CONFIG,
  initStore,
  receiptPath,
  runCommand,
  testCheck,
  writeTick,
} from '../../test-support/ledger-store.js';
import { locateRepository } from '../../src/adapters/git/runner.js';

let repo: TempRepo;
let head: string;
beforeEach(() => {
  repo = makeRepo();
  head = repo.commit({ 'README.md': 'r\n' });
});
afterEach(() => repo.cleanup());

const local = (ref: string, counter?: string) => {
  const c = testCheck(ref, { platforms: ['local'] });
  if (counter === undefined) delete c.counter_test;
  else c.counter_test = counter;
  return c;
};

function receipts(ref: string): Record<string, unknown>[] {
  return readFileSync(receiptPath(repo.dir, ref), 'utf8')
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l));
}

const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d*[1-9])?Z$/;

describe('receipts', () => {
  test('green / red / unproven / harvested, falsifiable from the counter-test, HEAD as the commit', async () => {
    initStore(repo.dir);
    const green = writeTick(repo.dir, 'g', [bound('green', local('true', 'false'))]);
    const red = writeTick(repo.dir, 'r', [bound('red', local('false', 'true'))]);
    const unproven = writeTick(repo.dir, 'u', [bound('unproven', local('test 1 = 1', 'true'))]);
    const harvested = writeTick(repo.dir, 'h', [bound('harvested', local('exit 0'))]);
    const elsewhere = writeTick(repo.dir, 'e', [
      bound('elsewhere', testCheck('exit 7', { platforms: ['linux-ci'] })),
    ]);
    const result = await runCommand(check, ['--run'], repo.dir, repo.env, '0.1.2');
    expect(result.code).toBe(0);
    const expected = [
      new RegExp(`^green\t${green.id}\t"green"\t\\(ran [^)]+\\)$`),
      new RegExp(`^red\t${red.id}\t"red"\t\\(ran [^)]+\\)$`),
      new RegExp(`^unproven\t${unproven.id}\t"unproven"\t\\(ran [^)]+\\)$`),
      new RegExp(
        `^green\t${harvested.id}\t"harvested"\t\\(harvested — falsifiability not proven; ran [^)]+\\)$`,
      ),
      new RegExp(`^not-run\t${elsewhere.id}\t"elsewhere"\t\\(missing: linux-ci\\)$`),
      /^harvested-unproven: 1 of 5 test bindings have no counter-test \(run ev guard to add one\)$/,
    ];
    expect(result.lines).toHaveLength(expected.length);
    for (const pattern of expected)
      expect(result.lines.filter((l) => pattern.test(l))).toHaveLength(1);
    expect(receipts('true')).toEqual([
      {
        commit: head,
        falsifiable: true,
        platform: 'local',
        ran_at: expect.stringMatching(TIMESTAMP),
        result: 'green',
        test: 'true',
      },
    ]);
    expect(receipts('false')).toEqual([
      expect.objectContaining({ falsifiable: true, result: 'red' }),
    ]);
    expect(receipts('test 1 = 1')).toEqual([
      expect.objectContaining({ falsifiable: false, result: 'green' }),
    ]);
    expect(receipts('exit 0')[0]).not.toHaveProperty('falsifiable');
    expect(existsSync(receiptPath(repo.dir, 'exit 7'))).toBe(false);
    // Byte layout: sorted keys, compact, one newline-terminated line.
    const text = readFileSync(receiptPath(repo.dir, 'true'), 'utf8');
    expect(text).toMatch(
      /^\{"commit":"[0-9a-f]{40}","falsifiable":true,"platform":"local","ran_at":"[^"]+","result":"green","test":"true"\}\n$/,
    );
  });

  test('green_exit_code: the configured code is green, 0 is red', async () => {
    initStore(repo.dir, CONFIG('none').replace('green_exit_code = 0', 'green_exit_code = 3'));
    writeTick(repo.dir, 'a', [bound('three', local('exit 3', 'exit 0'))]);
    writeTick(repo.dir, 'b', [bound('zero', local('true', 'exit 3'))]);
    await runCommand(check, ['--run'], repo.dir, repo.env, '0.1.2');
    expect(receipts('exit 3')).toEqual([
      expect.objectContaining({ result: 'green', falsifiable: true }),
    ]);
    expect(receipts('true')).toEqual([
      expect.objectContaining({ result: 'red', falsifiable: true }),
    ]);
  });

  test('--platform picks the bindings that declare it; receipts are appended, never rewritten', async () => {
    initStore(repo.dir);
    writeTick(repo.dir, 'a', [bound('ci', testCheck('true', { platforms: ['ci'] }))]);
    await runCommand(check, ['--run', '--platform', 'ci'], repo.dir, repo.env, '0.1.2');
    await runCommand(check, ['--run', '--platform', 'ci'], repo.dir, repo.env, '0.1.2');
    await runCommand(check, ['--run'], repo.dir, repo.env, '0.1.2');
    expect(receipts('true').map((r) => r.platform)).toEqual(['ci', 'ci']);
  });

  test('the command runs in the repository root with sh -c, its output passed through', async () => {
    initStore(repo.dir);
    writeTick(repo.dir, 'a', [
      bound('pwd', local('test -f README.md && echo "out:$(basename "$PWD")" && echo err >&2')),
    ]);
    const result = await runCommand(check, ['--run'], repo.dir, repo.env, '0.1.2');
    expect(result.stdout).toContain('out:work\n');
    expect(result.stderr).toBe('err\n');
    expect(result.lines.some((l) => l.startsWith('green\t'))).toBe(true);
  });

  test("outside a git repository: ev's warning per ref, nothing run, no receipt", async () => {
    const { dir, home } = tempDir();
    initStore(dir);
    writeTick(dir, 'a', [bound('x', local('touch ran.txt'))]);
    const result = await runCommand(check, ['--run'], dir, gitEnv(home), '0.1.2');
    expect(result.stderr).toBe(
      'warning: run failed for "touch ran.txt": cannot resolve verified_at_sha (not a git repo?) — pass --verified-at-sha\n',
    );
    expect(existsSync(join(dir, 'ran.txt'))).toBe(false);
    expect(
      existsSync(join(dir, '.evolving/results/receipts', `${receiptKey('touch ran.txt')}.jsonl`)),
    ).toBe(false);
  });
});

describe('beyond ev', () => {
  test('a check that outlives its timeout is killed (with its children) and recorded gray: gray->red', async () => {
    initStore(repo.dir);
    const t = writeTick(repo.dir, 'slow', [
      bound('slow', local('sleep 30 & sleep 30; echo never > finished.txt', 'false')),
    ]);
    const result = await runCommand(
      check,
      ['--run', '--timeout', '0.3'],
      repo.dir,
      repo.env,
      '0.1.2',
    );
    expect(result.lines[0]).toMatch(new RegExp(`^gray->red\t${t.id}\t"slow"\t\\(ran `));
    const [written] = receipts('sleep 30 & sleep 30; echo never > finished.txt');
    expect(written).toMatchObject({ result: 'gray', falsifiable: true });
    expect(existsSync(join(repo.dir, 'finished.txt'))).toBe(false);
  });

  test('a counter-test that times out proves nothing: falsifiable false (unproven)', async () => {
    initStore(repo.dir);
    writeTick(repo.dir, 'a', [bound('c', local('true', 'sleep 30'))]);
    const result = await runCommand(
      check,
      ['--run', '--timeout', '0.3'],
      repo.dir,
      repo.env,
      '0.1.2',
    );
    expect(receipts('true')).toEqual([
      expect.objectContaining({ result: 'green', falsifiable: false }),
    ]);
    expect(result.lines[0]).toMatch(/^unproven\t/);
  });

  test('a bound command that dumps its environment finds no token', async () => {
    initStore(repo.dir);
    writeTick(repo.dir, 'a', [bound('env', local('env > env-dump.txt'))]);
    const secrets = {
      GITHUB_TOKEN: 'ghs_secret1',
      INPUT_TOKEN: 'ghs_secret2',
      'INPUT_GITHUB-TOKEN': 'ghs_secret3',
      ACTIONS_RUNTIME_TOKEN: 'secret4',
      ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'secret5',
      ACTIONS_ID_TOKEN_REQUEST_URL: 'https://secret6',
      GH_TOKEN: 'secret7',
      NPM_TOKEN: 'secret8',
      AWS_SECRET_ACCESS_KEY: 'secret9',
      OPENAI_API_KEY: 'secret10',
      GITHUB_ENV: '/tmp/secret11',
      GITHUB_OUTPUT: '/tmp/secret12',
      GH_PAT: 'secret13',
      SSH_KEY: 'secret14',
      DB_PASS: 'secret15',
      SLACK_WEBHOOK_URL: 'https://secret16',
      DEPLOY_KEY: 'secret17',
      MY_SECRETS: 'secret18',
      TOKENIZERS_PARALLELISM: 'tokenizers-off', // *TOKEN*: a harmless name of a secret's shape goes too
    };
    await runCommand(check, ['--run'], repo.dir, {
      ...repo.env,
      ...secrets,
      KEEP_ME: 'visible',
    });
    const dump = readFileSync(join(repo.dir, 'env-dump.txt'), 'utf8');
    expect(dump).toContain('KEEP_ME=visible');
    expect(dump).toContain('PATH=');
    for (const [name, value] of Object.entries(secrets)) {
      expect(dump).not.toContain(`${name}=`);
      expect(dump).not.toContain(value);
    }
  });

  test('evidence: one line per execution; identical runs share an id, ephemeral fields differ', async () => {
    initStore(repo.dir);
    writeTick(repo.dir, 'a', [bound('e', local('echo same', 'exit 1'))]);
    await runCommand(check, ['--run'], repo.dir, repo.env, '0.1.2');
    await runCommand(check, ['--run'], repo.dir, repo.env, '0.1.2');
    const lines = readFileSync(
      join(repo.dir, '.evolving/results/evidence', `${receiptKey('echo same')}.jsonl`),
      'utf8',
    )
      .split('\n')
      .filter((l) => l !== '')
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => l.role)).toEqual(['test', 'counter-test', 'test', 'counter-test']);
    expect(lines[0].id).toBe(lines[2].id);
    expect(lines[1].id).toBe(lines[3].id);
    expect(lines[0].id).not.toBe(lines[1].id);
    expect(lines[0]).toMatchObject({
      ref: 'echo same',
      bound_ref: 'echo same',
      commit: head,
      result: 'green',
      exit_code: 0,
      stdout_bytes: 5,
      stdout_sha256: createHash('sha256').update('same\n').digest('hex'),
      stderr_sha256: createHash('sha256').update('').digest('hex'),
      timed_out: false,
    });
    expect(lines[1]).toMatchObject({ ref: 'exit 1', result: 'red', exit_code: 1 });
  });

  test('the runs are kept for the report, with the tail of their output', async () => {
    initStore(repo.dir);
    writeTick(repo.dir, 'a', [bound('r', local('echo first; echo failing >&2; exit 4', 'true'))]);
    const evaluation = await evaluateCheck(locateStore(repo.dir), {
      host: {
        env: repo.env,
        repository: await locateRepository(repo.dir, repo.env),
        offline: false,
      },
      judgedBy: { attest: null },
      run: { platform: 'local', stdout: () => undefined, stderr: () => undefined },
    });
    expect(evaluation.runs).toEqual([
      expect.objectContaining({
        ref: 'echo first; echo failing >&2; exit 4',
        role: 'test',
        exitCode: 4,
        result: 'red',
        timedOut: false,
        outputTail: 'first\nfailing\n',
      }),
      expect.objectContaining({ ref: 'true', role: 'counter-test', exitCode: 0, result: 'green' }),
    ]);
  });
});

/** How long a process left in a stopped group may take to be gone: a guard, not an assertion on time. */
const GONE_GUARD_MS = 20_000;

describe('the runner', () => {
  test('the captured tail is bounded and starts on a character boundary', async () => {
    const outcome = await runShellCommand("printf 'é%.0s' $(seq 1 100)", {
      cwd: repo.dir,
      env: repo.env,
      tailBytes: 11,
    });
    expect(outcome.outputTail).toBe('ééééé');
    expect(outcome.stdoutBytes).toBe(200);
  });

  test('what a command leaves running in its group is stopped when it ends (a timeout puts it in a group)', async () => {
    const marker = join(repo.dir, 'written-after-the-command-ended');
    // A background writer that would land after the action restored the step's command files,
    // once a line comes through the gate (a FIFO), which it holds open read-write from before
    // the command exits: while it runs, a writer's non-blocking open of the gate finds a reader.
    const gate = join(repo.dir, 'gate');
    execFileSync('mkfifo', [gate]);
    const outcome = await runShellCommand(
      `exec 3<>'${gate}'; (read -r _ <&3; echo late > '${marker}') & exec 3<&-; exit 0`,
      { cwd: repo.dir, env: repo.env, timeoutMs: 60_000 },
    );
    expect(outcome.exitCode).toBe(0);
    // Stopped: no reader left (ENXIO), at once or within the guard (a kill lands in a moment).
    let reader = true;
    for (let waited = 0; reader && waited < GONE_GUARD_MS; waited += 20) {
      try {
        closeSync(openSync(gate, constants.O_WRONLY | constants.O_NONBLOCK));
        await new Promise((resolve) => setTimeout(resolve, 20));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENXIO') throw error;
        reader = false;
      }
    }
    // One still running (the bug) is let through the gate, to write and end.
    if (reader) {
      const fd = openSync(gate, constants.O_WRONLY | constants.O_NONBLOCK);
      writeSync(fd, 'go\n');
      closeSync(fd);
    }
    expect(reader).toBe(false);
    expect(existsSync(marker)).toBe(false);
  });

  test('the credential rule: the common shapes of secret names', () => {
    for (const name of [
      'GITHUB_TOKEN',
      'github_token',
      'INPUT_ANYTHING',
      'ACTIONS_RUNTIME_URL',
      'ACTIONS_CACHE_URL',
      'ACTIONS_RESULTS_URL',
      'ACTIONS_ID_TOKEN_REQUEST_URL',
      'MY_SECRET',
      'MY_SECRETS',
      'DB_PASSWORD',
      'DB_PASS',
      'SSH_PRIVATE_KEY',
      'SSH_KEY',
      'SSH_AUTH_SOCK',
      'GH_PAT',
      'DEPLOY_KEY',
      'SLACK_WEBHOOK_URL',
      'DISCORD_WEBHOOK',
      'NPM_AUTH',
      'SENTRY_DSN',
      'GITHUB_STEP_SUMMARY',
      'GITHUB_ENV',
      'GOOGLE_APPLICATION_CREDENTIALS',
      'AZURE_CREDENTIAL_FILE',
      'GPG_PRIVATE',
      'OPENAI_APIKEY',
      'TOKENIZERS_PARALLELISM', // *TOKEN*: removing a harmless name costs less than passing a secret
    ]) {
      expect([name, isSecretName(name)]).toEqual([name, true]);
    }
    for (const name of [
      'PATH',
      'HOME',
      'PWD',
      'GITHUB_SHA',
      'GITHUB_WORKSPACE',
      'GIT_AUTHOR_NAME',
      'RUNNER_OS',
      'CI',
      'KEYBOARD',
      'PASSAGE',
      'MONKEY_PATCH',
    ]) {
      expect([name, isSecretName(name)]).toEqual([name, false]);
    }
    expect(childEnvironment({ A: '1', GH_TOKEN: 'x', INPUT_TOKEN: 'y' })).toEqual({
      env: { A: '1' },
      removed: ['GH_TOKEN', 'INPUT_TOKEN'],
    });
  });
});
