/**
 * git/launcher.ts on real processes: a command started by the launcher's
 * shell answers exactly as the same command started directly (output bytes,
 * errors, exit code, input), gets exactly the environment given, reads every
 * argument as the characters given, runs in a process group of its own, and
 * the shell never keeps this process alive. Where the shell cannot be used,
 * `start` says so and the runner starts git itself.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  GitLauncher,
  givenByShell,
  shellQuote,
  type LaunchedResult,
  type LaunchRequest,
  type ShellProcess,
} from '../../../src/adapters/git/launcher.js';
import { cliBundle } from '../../../test-support/bundle.js';
import { makeRepo, type TempRepo } from '../../../test-support/git-repo.js';
import { killProcessesIn, processesIn } from '../../../test-support/processes.js';

const cli = cliBundle();

function startShell(path: string): ShellProcess {
  return spawn('bash', ['--noprofile', '--norc', '-s'], {
    stdio: ['pipe', 'pipe', 'ignore'],
    env: { PATH: path },
    detached: true,
  }) as ShellProcess;
}

let repo: TempRepo;
let blob: string;
const launcher = new GitLauncher(startShell);

beforeAll(() => {
  repo = makeRepo();
  repo.commit({ 'bin.dat': Buffer.from([0, 1, 2, 255, 10, 13, 0]).toString('latin1') });
  blob = repo.git(['rev-parse', 'HEAD:bin.dat']).trim();
});
afterEach(() => killProcessesIn(repo.dir));
afterAll(() => repo.cleanup());

/** Resolves once `program` runs in `dir` (the job's command itself, not its shell before `exec`). */
async function untilRunningIn(dir: string, program: string): Promise<void> {
  const running = (): boolean =>
    processesIn(dir).some((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === program;
      } catch {
        return false;
      }
    });
  for (let round = 0; round < 1000 && !running(); round++)
    await new Promise((resolve) => setTimeout(resolve, 10));
  expect(running()).toBe(true);
}

/** The request, run by the launcher. */
async function launched(request: LaunchRequest): Promise<LaunchedResult | undefined> {
  const job = launcher.start(request);
  expect(job).toBeDefined();
  return job?.ended;
}

/** The same request, started directly. */
function direct(request: LaunchRequest): LaunchedResult {
  const run = spawnSync(request.program, [...request.argv], {
    cwd: request.cwd,
    env: request.env,
    input: request.input ?? '',
  });
  // A program that could not start has no streams (spawnSync's error says why).
  return {
    code: run.status,
    stdout: run.stdout ?? Buffer.alloc(0),
    stderr: run.stderr?.toString('utf8') ?? '',
  };
}

function gitRequest(argv: string[], input?: string): LaunchRequest {
  return { program: 'git', argv, cwd: repo.dir, env: repo.env, ...(input ? { input } : {}) };
}

describe('a command started by the shell answers as one started directly', () => {
  test.each([
    ['binary output', ['cat-file', 'blob', 'HEAD:bin.dat']],
    ['a fatal error (128) and its message', ['cat-file', 'blob', 'HEAD:missing']],
    ['a usage error (129)', ['rev-parse', '--no-such-option-at-all']],
    ['an exit code of 1', ['diff', '--quiet', 'HEAD', '--', 'bin.dat', 'nothing']],
  ])('%s', async (_what, argv) => {
    const request = gitRequest(argv);
    expect(await launched(request)).toEqual(direct(request));
  });

  test('input on stdin', async () => {
    const request = gitRequest(['cat-file', '--batch-check'], `${blob}\nHEAD\nnope\n`);
    const result = await launched(request);
    expect(result).toEqual(direct(request));
    expect(result?.stdout.toString('utf8')).toContain(`${blob} blob 8`);
  });

  test('every argument is read as the characters given, none as code', async () => {
    const marker = join(repo.dir, '..', 'pwned');
    const hostile = [
      "it's",
      '"double"',
      `$(touch ${marker})`,
      `\`touch ${marker}\``,
      `; touch ${marker}`,
      'a\nnew line',
      '  spaces  ',
      '$HOME',
      '*',
      '',
    ];
    const request = gitRequest(['rev-parse', '--sq-quote', ...hostile]);
    const result = await launched(request);
    expect(result).toEqual(direct(request));
    expect(result?.code).toBe(0);
    expect(existsSync(marker)).toBe(false);
  });

  test('the environment is exactly the one given, values as given', async () => {
    const env = { PATH: repo.env.PATH, ODD: "a'b $(x)\nline", EMPTY: '' };
    const result = await launched({ program: 'env', argv: ['-0'], cwd: repo.dir, env });
    expect(variables(result)).toEqual(Object.entries(env).sort());
  });

  test('many commands at once each get their own answer', async () => {
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        launched(gitRequest(['rev-parse', '--sq-quote', `n${i}`])),
      ),
    );
    expect(results.map((r) => r?.stdout.toString('utf8'))).toEqual(
      Array.from({ length: 24 }, (_, i) => ` 'n${i}'\n`),
    );
  });
});

/** The variables a job running `env -0` printed, in name order (bash lists them as it stores them). */
function variables(result: LaunchedResult | undefined): string[][] {
  expect(result?.code).toBe(0);
  const entries = (result?.stdout.toString('utf8') ?? '').split('\0').slice(0, -1);
  return entries
    .map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)])
    .sort();
}

describe("the environment: given by the job's shell, or by `env -i` where the shell would change it", () => {
  let lines: string[] = [];
  let version: string | undefined;
  /** A shell whose input lines are kept (one per job); `version`: the bash version it reports. */
  function recordingShell(path: string): ShellProcess {
    const child = startShell(path);
    const stdin = child.stdin as NonNullable<ShellProcess['stdin']>;
    const write = stdin.write.bind(stdin);
    stdin.write = (text: string) => {
      lines.push(text);
      return write(text);
    };
    const stdout = child.stdout as NonNullable<ShellProcess['stdout']>;
    const on = stdout.on.bind(stdout);
    stdout.on = (event, listener) =>
      on(event, (chunk) =>
        listener(version === undefined ? chunk : chunk.replace(/^V \d+$/m, `V ${version}`)),
      );
    return child;
  }

  /** A launcher whose shell has said which bash it is (a job's `E` follows its `V`). */
  async function ready(): Promise<GitLauncher> {
    const started = new GitLauncher(recordingShell);
    await started.start({ program: 'true', argv: [], cwd: repo.dir, env: { PATH: repo.env.PATH } })
      ?.ended;
    return started;
  }

  /** What `env -0` printed, started by `launcher`, and how its job was started. */
  async function environment(
    launcher: GitLauncher,
    env: NodeJS.ProcessEnv,
    program = 'env',
  ): Promise<{ variables: string[][]; line: string }> {
    const job = launcher.start({ program, argv: ['-0'], cwd: repo.dir, env });
    expect(job).toBeDefined();
    const line = lines.at(-1) ?? '';
    return { variables: variables(await job?.ended), line };
  }

  const base: NodeJS.ProcessEnv = {
    PATH: '', // the repository's, once made
    HOME: '/nowhere',
    LANG: 'C',
    LC_ALL: 'no_SUCH.locale',
    TZ: 'UTC',
    GIT_CONFIG_GLOBAL: '/dev/null',
  };
  beforeEach(() => {
    lines = [];
    version = undefined;
    base.PATH = repo.env.PATH;
  });

  test('the shell execs the program itself: exactly the variables given, nothing of its own', async () => {
    const env = {
      ...base,
      ODD: 'it\'s "odd"\n$(touch x) `y` \\ ~/z:~q *',
      EMPTY: '',
      lower_case: 'x',
    };
    const { variables: got, line } = await environment(await ready(), env);
    expect(got).toEqual(Object.entries(env).sort());
    expect(line).toContain(` exec -- 'env' '-0' <`);
    expect(line).not.toContain('env -i');
  });

  test.each([
    ['BASH_ENV', { BASH_ENV: '/nowhere/rc' }],
    ['SHELLOPTS (readonly in bash)', { SHELLOPTS: 'xtrace' }],
    ['UID and PPID (readonly)', { UID: '0', PPID: '1' }],
    ['RANDOM and SECONDS (bash computes them)', { RANDOM: '4', SECONDS: '9' }],
    ['PWD, OLDPWD, SHLVL and _ (bash sets them)', { PWD: '/x', OLDPWD: '/y', SHLVL: '7', _: 'z' }],
    ['IFS and EXECIGNORE', { IFS: ':', EXECIGNORE: '*' }],
    ['a name that is not an identifier', { 'A-B': '1', 'C.D': "it's\nnew" }],
  ])('%s: given by `env -i`, as given', async (_what, extra) => {
    const env = { ...base, ...extra, ODD: "a'b\nc" };
    const { variables: got, line } = await environment(await ready(), env);
    expect(got).toEqual(Object.entries(env).sort());
    expect(line).toContain(' exec env -i ');
  });

  test('a bash before 5.0 (which sets SHLVL on exec): `env -i`', async () => {
    version = '4';
    const { variables: got, line } = await environment(await ready(), base);
    expect(got).toEqual(Object.entries(base).sort());
    expect(line).toContain(' exec env -i ');
  });

  test('where bash would find or run another file than execvp: `env -i`', async () => {
    const launcher = await ready();
    const bin = mkdtempSync(join(tmpdir(), 'ev-launcher-bin-'));
    try {
      // A `~` in PATH, which bash expands and execvp does not; a relative directory.
      for (const path of [`~/nowhere:${base.PATH}`, `.:${base.PATH}`]) {
        const { line } = await environment(launcher, { ...base, PATH: path });
        expect(line).toContain(' exec env -i ');
      }
      // An executable file with no `#!` line: execvp has sh run it, bash would run it itself.
      writeFileSync(join(bin, 'tool'), 'echo "$0"\n', { mode: 0o755 });
      const job = launcher.start({
        program: 'tool',
        argv: [],
        cwd: repo.dir,
        env: { PATH: `${bin}:${base.PATH}` },
      });
      expect(lines.at(-1)).toContain(' exec env -i ');
      await job?.ended;
      // The first `env` on PATH not executable: execvp goes on to the next one.
      writeFileSync(join(bin, 'env'), '#!/bin/sh\necho never\n', { mode: 0o644 });
      const { variables: got, line } = await environment(launcher, {
        ...base,
        PATH: `${bin}:${base.PATH}`,
      });
      expect(line).toContain(' exec env -i ');
      expect(got).toEqual(Object.entries({ ...base, PATH: `${bin}:${base.PATH}` }).sort());
    } finally {
      rmSync(bin, { recursive: true, force: true });
    }
  });

  test('every variable bash sets is one it would not give as given (so `env -i` gives it)', () => {
    const names = spawnSync('bash', ['--noprofile', '--norc', '-c', 'compgen -v'], {
      env: { PATH: repo.env.PATH },
    })
      .stdout.toString('utf8')
      .split('\n')
      .filter((name) => name !== '' && name !== 'PATH');
    expect(names).toContain('SHELLOPTS');
    expect(names.filter((name) => givenByShell(name))).toEqual([]);
  });
});

test('a shell started ahead (warm) runs the next command', async () => {
  const warmed = new GitLauncher(startShell);
  warmed.warm(repo.env.PATH ?? '');
  const request = gitRequest(['rev-parse', '--sq-quote', 'warm']);
  expect(await warmed.start(request)?.ended).toEqual(direct(request));
});

describe('process groups', () => {
  test('each job leads a process group of its own, which ends with it', async () => {
    const job = launcher.start({ program: 'sleep', argv: ['0.2'], cwd: repo.dir, env: repo.env });
    const pid = await job?.started;
    expect(pid).toBeGreaterThan(0);
    // Signal 0 to the group: there while the job runs.
    expect(() => process.kill(-(pid as number), 0)).not.toThrow();
    expect(await job?.ended).toEqual({ code: 0, stdout: Buffer.alloc(0), stderr: '' });
  });

  test('a SIGTERM to the group ends the command, and the job says it was a signal', async () => {
    const job = launcher.start({ program: 'sleep', argv: ['300'], cwd: repo.dir, env: repo.env });
    const pid = (await job?.started) as number;
    await untilRunningIn(repo.dir, 'sleep');
    process.kill(-pid, 'SIGTERM');
    expect((await job?.ended)?.code).toBeNull();
  });

  test('abandoning a job settles it, with nothing', async () => {
    const job = launcher.start({ program: 'sleep', argv: ['300'], cwd: repo.dir, env: repo.env });
    const pid = (await job?.started) as number;
    job?.abandon();
    expect(await job?.ended).toBeUndefined();
    process.kill(-pid, 'SIGKILL');
  });
});

describe('where the shell cannot be used, the runner starts git itself', () => {
  test('a directory that is not there, a program not on PATH', () => {
    expect(launcher.start({ ...gitRequest(['status']), cwd: join(repo.dir, 'nope') })).toBe(
      undefined,
    );
    expect(
      launcher.start({ program: 'no-such-program-here', argv: [], cwd: repo.dir, env: repo.env }),
    ).toBe(undefined);
  });

  test('a program that cannot be started ends with no exit code, as a direct start reports it', async () => {
    const bin = join(repo.dir, '..', 'not-executable');
    mkdirSync(bin, { recursive: true });
    writeFileSync(join(bin, 'tool'), 'echo never\n', { mode: 0o644 });
    const request = { program: 'tool', argv: [], cwd: repo.dir, env: { PATH: bin } };
    expect(direct(request).code).toBeNull();
    const result = await launched(request);
    expect(result?.code).toBeNull();
    expect(result?.stdout.toString('utf8')).toBe('');
  });

  test('a word holding a NUL, which the shell would drop (a direct start refuses it)', () => {
    expect(launcher.start(gitRequest(['rev-parse', '--sq-quote', 'a\0b']))).toBeUndefined();
    expect(
      launcher.start({ ...gitRequest(['status']), env: { ...repo.env, ODD: 'x\0y' } }),
    ).toBeUndefined();
  });

  test('no bash: the job ends with nothing said, and no shell is tried again', async () => {
    const without = new GitLauncher(
      () =>
        spawn('no-such-shell-here', [], {
          stdio: ['pipe', 'pipe', 'ignore'],
        }) as ShellProcess,
    );
    const job = without.start(gitRequest(['status']));
    expect(await job?.ended).toBeUndefined();
    expect(without.start(gitRequest(['status']))).toBeUndefined();
  });

  test('a shell that goes away mid-command: the job ends with nothing said', async () => {
    let shell: ShellProcess | undefined;
    const dying = new GitLauncher((path) => (shell = startShell(path)));
    const job = dying.start({ program: 'sleep', argv: ['300'], cwd: repo.dir, env: repo.env });
    const pid = (await job?.started) as number;
    (shell as unknown as { kill(signal: string): void }).kill('SIGKILL');
    expect(await job?.ended).toBeUndefined();
    process.kill(-pid, 'SIGKILL');
  });
});

test('the CLI, whose git questions the shell starts, exits once answered and leaves no file behind', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'ev-launcher-'));
  // A bash on PATH that says it was started, then is the real one.
  const bin = join(scratch, 'bin');
  mkdirSync(bin);
  const realBash = spawnSync('sh', ['-c', 'command -v bash']).stdout.toString('utf8').trim();
  writeFileSync(
    join(bin, 'bash'),
    `#!/bin/sh\necho started >> ${shellQuote(join(scratch, 'bash-started'))}\nexec ${shellQuote(realBash)} "$@"\n`,
    { mode: 0o755 },
  );
  const temp = join(scratch, 'tmp');
  mkdirSync(temp);
  const run = spawnSync(
    process.execPath,
    [
      cli,
      'report',
      '--cwd',
      'fixtures/example',
      '--changed',
      'fixtures/example/src/ledger_api/webhooks/delivery.py',
    ],
    {
      env: { PATH: `${bin}:${process.env.PATH ?? ''}`, HOME: scratch, TMPDIR: temp },
      timeout: 60_000,
    },
  );
  // A shell that kept the CLI alive would have it killed by the timeout.
  expect(run.signal).toBeNull();
  expect(run.stdout.toString('utf8')).toContain('evolving-action');
  expect(readFileSync(join(scratch, 'bash-started'), 'utf8')).toBe('started\n');
  expect(readdirSync(temp)).toEqual([]);
  rmSync(scratch, { recursive: true, force: true });
}, 120_000);

test('shellQuote: a word the shell reads as exactly its characters', () => {
  const word = `a'b"c$(d)\`e\`\n f\\`;
  const echoed = spawnSync('sh', ['-c', `printf %s ${shellQuote(word)}`]);
  expect(echoed.stdout.toString('utf8')).toBe(word);
});
