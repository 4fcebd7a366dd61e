/**
 * git/runner.ts on real repositories: the repository is located from
 * the directory the caller chose and never from one a pull request planted a
 * fake bare repository in; git's environment is minimal; a fetch uses git's
 * own upload-pack and refuses command-running transports, whatever the
 * repository's config says; revisions from text never reach git as options.
 */
import { existsSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  endAhead,
  gitEnvironment,
  locateRepository,
  runGit,
  startAhead,
  type GitAnswers,
  type Repository,
} from '../../../src/adapters/git/runner.js';
import { answerTriggeredSince } from '../../../src/adapters/ticks/triggered-since.js';
import {
  changedFiles,
  changedUnder,
  ensureCommit,
  hasCommit,
  pathChanges,
  textAtCommit,
} from '../../../src/adapters/git/pull-request.js';
import { makeRepo, type TempRepo } from '../../../test-support/git-repo.js';

let repo: TempRepo;
let markers: string;
let base: string;

beforeEach(() => {
  repo = makeRepo();
  markers = join(repo.dir, '..', 'markers');
  mkdirSync(markers);
  base = repo.commit({ 'src/app.ts': '1\n' });
  repo.commit({ 'src/app.ts': '2\n' });
});
afterEach(() => repo.cleanup());

/** A command that leaves a marker file named `name` if git ever runs it. */
function payload(name: string): string {
  return `touch ${join(markers, name)}; false`;
}

/** A fake bare repository as plain files in `dir`, borrowing the real objects, with hostile config. */
function plantFakeRepository(dir: string): void {
  mkdirSync(join(dir, 'objects', 'info'), { recursive: true });
  mkdirSync(join(dir, 'refs', 'heads'), { recursive: true });
  writeFileSync(join(dir, 'HEAD'), `${base}\n`);
  writeFileSync(
    join(dir, 'objects', 'info', 'alternates'),
    `${join(repo.dir, '.git', 'objects')}\n`,
  );
  writeFileSync(
    join(dir, 'config'),
    `[core]\n\tbare = false\n\tworktree = .\n\tfsmonitor = "${payload('fsmonitor')}"\n`,
  );
}

describe('locateRepository', () => {
  test('a workspace holding .git: that repository, whatever a subdirectory holds', async () => {
    const ledger = join(repo.dir, 'ledger');
    plantFakeRepository(ledger);
    const located = await locateRepository(repo.dir, repo.env, ledger);
    expect(located).toEqual({ gitDir: join(repo.dir, '.git'), workTree: repo.dir, env: repo.env });
    // Questions asked with the ledger as the directory go to the real repository.
    const ctx = { repository: located, cwd: ledger, env: repo.env, processes: 0 };
    const q = { commit: base, paths: ['../src/app.ts'] };
    expect((await answerTriggeredSince(ctx, [q])).get(q)).toBe(true);
    expect(readdirSync(markers)).toEqual([]);
  });

  test('started in a planted fake bare repository (the CLI run there): none is adopted', async () => {
    const ledger = join(repo.dir, 'ledger');
    plantFakeRepository(ledger);
    expect(await locateRepository(ledger, repo.env)).toBeNull();
    expect(readdirSync(markers)).toEqual([]);
  });

  test('a checkout into a subdirectory (actions/checkout `path:`): found on the way down to the ledger', async () => {
    const workspace = join(repo.dir, '..', 'workspace');
    mkdirSync(workspace);
    const checkout = join(workspace, 'checkout');
    repo.git(['clone', '-q', repo.dir, checkout]);
    const ledger = join(checkout, 'ledger');
    mkdirSync(ledger);
    expect(await locateRepository(workspace, repo.env, ledger)).toEqual({
      gitDir: join(checkout, '.git'),
      workTree: checkout,
      env: repo.env,
    });
  });

  test('a link on the way down is not followed', async () => {
    const workspace = join(repo.dir, '..', 'workspace');
    mkdirSync(workspace);
    symlinkSync(repo.dir, join(workspace, 'linked'));
    const env = { ...repo.env, GIT_CEILING_DIRECTORIES: join(repo.dir, '..') };
    expect(await locateRepository(workspace, env, join(workspace, 'linked', 'src'))).toBeNull();
  });

  test('a worktree (a .git file): its git directory, resolved', async () => {
    const worktree = join(repo.dir, '..', 'worktree');
    repo.git(['worktree', 'add', '-q', '--detach', worktree]);
    const located = await locateRepository(worktree, repo.env);
    expect(located?.workTree).toBe(worktree);
    expect(located?.gitDir).toBe(join(repo.dir, '.git', 'worktrees', 'worktree'));
  });

  test('the workspace repository’s own hostile settings are overridden (fsmonitor, hooks)', async () => {
    repo.git(['config', 'core.fsmonitor', payload('local-fsmonitor')]);
    const hooks = join(repo.dir, '..', 'hooks');
    mkdirSync(hooks);
    writeFileSync(join(hooks, 'reference-transaction'), `#!/bin/sh\n${payload('hook')}\n`, {
      mode: 0o755,
    });
    repo.git(['config', 'core.hooksPath', hooks]);
    const located = (await locateRepository(repo.dir, repo.env)) as Repository;
    const ctx = { repository: located, cwd: repo.dir, env: repo.env, processes: 0 };
    const q = { commit: base, paths: ['src/app.ts'] };
    expect((await answerTriggeredSince(ctx, [q])).get(q)).toBe(true);
    expect((await runGit(ctx, ['update-ref', 'refs/heads/probe', base])).code).toBe(0);
    expect(readdirSync(markers)).toEqual([]);
  });
});

describe('the prefix: git asked once per directory, the first time when the repository is located', () => {
  /** git's own answer to `args` in `cwd`, in a copy of `located` (whose prefixes none was told). */
  async function gits(located: Repository, cwd: string, args: string[]) {
    return runGit({ repository: { ...located }, cwd, env: repo.env }, args);
  }

  /** `rev-parse --show-prefix` (and with HEAD) in `cwd`: git's bytes, and how many processes. */
  async function expectGits(located: Repository | null, cwd: string, processes: number) {
    expect(located).not.toBeNull();
    const repository = located as Repository;
    const ctx = { repository, cwd, env: repo.env, processes: 0 };
    for (const args of [
      ['rev-parse', '--show-prefix'],
      ['rev-parse', '--show-prefix', 'HEAD'],
    ])
      expect({ args, ...(await runGit(ctx, args)) }).toEqual({
        args,
        ...(await gits(repository, cwd, args)),
      });
    // The plain question never again, the one with HEAD a `rev-parse HEAD` each.
    expect(ctx.processes).toBe(processes + 1);
    ctx.processes = 0;
    await runGit(ctx, ['rev-parse', '--show-prefix']);
    expect(ctx.processes).toBe(0);
  }

  test('the ledger at the root, in a subdirectory, and a directory asked first later', async () => {
    const ledger = join(repo.dir, 'svc', 'deep');
    mkdirSync(ledger, { recursive: true });
    await expectGits(await locateRepository(repo.dir, repo.env, ledger), ledger, 0);
    await expectGits(await locateRepository(repo.dir, repo.env), repo.dir, 0);
    // Not where it was located: git, once.
    await expectGits(await locateRepository(repo.dir, repo.env, ledger), join(repo.dir, 'svc'), 1);
  });

  test('a workspace reached through a link, and a link on the way down (asked of git)', async () => {
    mkdirSync(join(repo.dir, 'svc'));
    const linked = join(repo.dir, '..', 'linked');
    symlinkSync(repo.dir, linked);
    await expectGits(
      await locateRepository(linked, repo.env, join(linked, 'svc')),
      join(linked, 'svc'),
      0,
    );
    symlinkSync(join(repo.dir, 'svc'), join(repo.dir, 'svc-link'));
    const through = join(repo.dir, 'svc-link');
    await expectGits(await locateRepository(repo.dir, repo.env, through), through, 1);
    // Outside the work tree: git's own answer (an empty prefix).
    await expectGits(await locateRepository(repo.dir, repo.env), join(repo.dir, '..'), 1);
  });

  test('a worktree (a .git file resolved) and a submodule, each with its ledger in a subdirectory', async () => {
    const worktree = join(repo.dir, '..', 'worktree');
    repo.git(['worktree', 'add', '-q', '--detach', worktree]);
    mkdirSync(join(worktree, 'svc'));
    await expectGits(
      await locateRepository(worktree, repo.env, join(worktree, 'svc')),
      join(worktree, 'svc'),
      0,
    );
    const inner = join(repo.dir, '..', 'inner');
    repo.git(['init', '-q', inner]);
    repo.git(['-C', inner, 'commit', '-q', '--allow-empty', '-m', 'inner']);
    repo.git(['-c', 'protocol.file.allow=always', 'submodule', 'add', '-q', inner, 'sub']);
    const ledger = join(repo.dir, 'sub', 'svc');
    mkdirSync(ledger);
    // From the superproject's root: the superproject, the ledger under its submodule.
    await expectGits(await locateRepository(repo.dir, repo.env, ledger), ledger, 0);
    // From the submodule's root: the submodule's own repository.
    const located = await locateRepository(join(repo.dir, 'sub'), repo.env, ledger);
    expect(located?.gitDir).toBe(join(repo.dir, '.git', 'modules', 'sub'));
    await expectGits(located, ledger, 0);
  });

  test('found by git’s discovery above the directory it starts from', async () => {
    const start = join(repo.dir, 'src');
    await expectGits(await locateRepository(start, repo.env), start, 0);
  });

  test('with no commit yet: the question with HEAD fails as git fails', async () => {
    const unborn = makeRepo();
    try {
      const ledger = join(unborn.dir, 'svc');
      mkdirSync(ledger);
      const located = (await locateRepository(unborn.dir, unborn.env, ledger)) as Repository;
      const args = ['rev-parse', '--show-prefix', 'HEAD'];
      const ctx = { repository: located, cwd: ledger, env: unborn.env };
      const answer = await runGit(ctx, args);
      expect(answer.code).not.toBe(0);
      expect(answer).toEqual(await runGit({ ...ctx, repository: { ...located } }, args));
    } finally {
      unborn.cleanup();
    }
  });
});

describe('gitEnvironment', () => {
  test('keeps what git needs, drops tokens, inputs, secrets and GIT_* redirections, and isolates config', () => {
    const env = gitEnvironment({
      PATH: '/usr/bin',
      HOME: '/home/runner',
      LANG: 'C.UTF-8',
      TZ: 'UTC',
      GIT_LITERAL_PATHSPECS: '1',
      INPUT_TOKEN: 'ghs_input',
      GITHUB_TOKEN: 'ghs_token',
      GH_PAT: 'ghp_pat',
      DEPLOY_KEY: 'key',
      ACTIONS_RUNTIME_TOKEN: 'rt',
      GIT_DIR: '/elsewhere',
      GIT_CONFIG_PARAMETERS: `'core.fsmonitor'='touch x'`,
      GIT_CONFIG_COUNT: '1',
      GIT_SSH_COMMAND: 'touch x',
      GIT_ASKPASS: '/bin/echo',
      GITHUB_WORKSPACE: '/w',
    });
    expect(env).toEqual({
      PATH: '/usr/bin',
      HOME: '/home/runner',
      LANG: 'C.UTF-8',
      TZ: 'UTC',
      GIT_LITERAL_PATHSPECS: '1',
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_CONFIG_GLOBAL: '/dev/null',
      GIT_TERMINAL_PROMPT: '0',
      GIT_OPTIONAL_LOCKS: '0',
    });
  });
});

describe('fetching the base commit', () => {
  let clone: string;
  let located: Repository;

  beforeEach(async () => {
    clone = join(repo.dir, '..', 'clone');
    repo.git(['clone', '-q', '--depth', '1', `file://${repo.dir}`, clone]);
    expect(() => repo.git(['cat-file', '-e', `${base}^{commit}`], { cwd: clone })).toThrow();
    repo.git(['config', 'uploadpack.allowAnySHA1InWant', 'true']);
    located = (await locateRepository(clone, repo.env)) as Repository;
  });

  test("git's own upload-pack, whatever remote.origin.uploadpack says", async () => {
    repo.git(['config', 'remote.origin.uploadpack', payload('uploadpack')], { cwd: clone });
    expect(await ensureCommit(located, base)).toBeUndefined();
    expect(await hasCommit(located, base)).toBe(true);
    expect(readdirSync(markers)).toEqual([]);
  });

  test('a transport that runs a command (ext::) is refused, even where the config allows it', async () => {
    repo.git(['config', 'remote.origin.url', `ext::sh -c touch% ${join(markers, 'ext')}`], {
      cwd: clone,
    });
    repo.git(['config', 'protocol.ext.allow', 'always'], { cwd: clone });
    const why = await ensureCommit(located, base);
    expect(why).toMatch(/is not in this clone and could not be fetched/);
    expect(readdirSync(markers)).toEqual([]);
  });
});

describe('fetching a commit keeps the clone as deep as it was', () => {
  /** A clone of the first commit's branch alone; the repository then gets a side branch the clone lacks. */
  async function cloneWithout(
    depth: string[],
  ): Promise<{ located: Repository; clone: string; side: string[] }> {
    const clone = join(repo.dir, '..', 'clone-depth');
    repo.git(['clone', '-q', ...depth, '--single-branch', `file://${repo.dir}`, clone]);
    repo.git(['checkout', '-q', '-b', 'side']);
    const side = [repo.commit({ 'src/side.ts': '1\n' }), repo.commit({ 'src/side.ts': '2\n' })];
    repo.git(['config', 'uploadpack.allowAnySHA1InWant', 'true']);
    return { located: (await locateRepository(clone, repo.env)) as Repository, clone, side };
  }
  const shallow = (clone: string): string =>
    repo.git(['rev-parse', '--is-shallow-repository'], { cwd: clone }).trim();

  test('a full clone gets the commit with the history it lacks, and stays full', async () => {
    const { located, clone, side } = await cloneWithout([]);
    expect(await ensureCommit(located, side[1] as string)).toBeUndefined();
    expect(shallow(clone)).toBe('false');
    // The commit's parent came too: its history is whole, not cut at the commit.
    expect(await hasCommit(located, side[0] as string)).toBe(true);
  });

  test('a shallow clone gets the commit alone', async () => {
    const { located, clone, side } = await cloneWithout(['--depth', '1']);
    expect(await ensureCommit(located, side[1] as string)).toBeUndefined();
    expect(shallow(clone)).toBe('true');
    expect(await hasCommit(located, side[0] as string)).toBe(false);
  });
});

describe('revisions from text never reach git as options', () => {
  test.each([
    ['an option', `--output=OUT`],
    ['a short id', 'abc1234'],
    ['a revision expression', 'HEAD~1'],
  ])('%s is refused before git', async (_name, raw) => {
    const target = join(markers, 'written');
    const rev = raw.replace('OUT', target);
    const located = (await locateRepository(repo.dir, repo.env)) as Repository;
    expect(await hasCommit(located, rev)).toBe(false);
    expect(await ensureCommit(located, rev)).toMatch(/not a full commit id/);
    expect(await changedFiles(located, rev, 'HEAD')).toBeUndefined();
    expect(await pathChanges(located, rev, 'HEAD', 'src')).toBeUndefined();
    expect(await textAtCommit(located, rev, 'src/app.ts', 1024)).toBeUndefined();
    expect(await changedUnder(located, rev, 'HEAD', 'src')).toBeUndefined();
    expect(existsSync(`${target}..HEAD`)).toBe(false);
    expect(readdirSync(markers)).toEqual([]);
  });

  test('full commit ids and HEAD are answered', async () => {
    const located = (await locateRepository(repo.dir, repo.env)) as Repository;
    expect(await changedFiles(located, base, 'HEAD')).toEqual(['src/app.ts']);
    expect(await pathChanges(located, base, 'HEAD', 'src')).toEqual([
      { status: 'M', path: 'src/app.ts' },
    ]);
    expect(await textAtCommit(located, base, 'src/app.ts', 1024)).toBe('1\n');
    // Over its bound, a file is not read at all.
    expect(await textAtCommit(located, base, 'src/app.ts', 1)).toBeUndefined();
    expect(await changedUnder(located, base, 'HEAD', 'src')).toEqual(['src/app.ts']);
  });
});

describe('commands started ahead for a repository (startAhead)', () => {
  const PEEL = ['cat-file', '--batch-check=%(objectname) %(objecttype)'];

  test('taken by the first context of the repository that asks it in the same directory and environment; the rest ended', async () => {
    const repository = (await locateRepository(repo.dir, repo.env)) as Repository;
    const ahead = { repository, cwd: repo.dir, env: repo.env, processes: 0 };
    startAhead(ahead, [PEEL, PEEL, ['rev-list', '--stdin']]);
    expect(ahead.processes).toBe(3);
    // Another directory or environment starts its own.
    const elsewhere = { repository, cwd: join(repo.dir, 'src'), env: repo.env, processes: 0 };
    await runGit(elsewhere, PEEL, `${base}\n`);
    expect(elsewhere.processes).toBe(1);
    const other = { repository, cwd: repo.dir, env: { ...repo.env }, processes: 0 };
    await runGit(other, PEEL, `${base}\n`);
    expect(other.processes).toBe(1);
    // The same: taken, one each time, answering as one started then would.
    const asking = { repository, cwd: repo.dir, env: repo.env, processes: 0 };
    const first = await runGit(asking, PEEL, `${base}^{commit}\n`);
    expect(first.stdout.toString('utf8')).toBe(`${base} commit\n`);
    expect((await runGit(asking, PEEL, 'HEAD\n')).code).toBe(0);
    expect(asking.processes).toBe(0);
    expect((await runGit(asking, PEEL, 'HEAD\n')).code).toBe(0);
    expect(asking.processes).toBe(1);
    // What none asked ends (rev-list with an empty input), and is not taken afterwards.
    await endAhead(ahead);
    await runGit(asking, ['rev-list', '--stdin'], `${base}\n`);
    expect(asking.processes).toBe(2);
    await endAhead(ahead);
    await endAhead({ repository: null, cwd: repo.dir, env: repo.env });
  });

  test('a command started ahead answers its question: the answers in this process are not asked to read it again', async () => {
    const repository = (await locateRepository(repo.dir, repo.env)) as Repository;
    let asked = 0;
    const answers: GitAnswers = {
      answer: () => {
        asked++;
        return { code: 0, stdout: Buffer.from('answered here\n'), stderr: '' };
      },
      covers: () => false,
    };
    const ctx = { repository, cwd: repo.dir, env: repo.env, processes: 0, answers };
    startAhead(ctx, [PEEL]);
    expect(ctx.processes).toBe(1);
    const byGit = await runGit(ctx, PEEL, `${base}^{commit}\n`);
    expect(byGit.stdout.toString('utf8')).toBe(`${base} commit\n`);
    expect(asked).toBe(0);
    // Once it is taken, the same question is the answers' again, and no process starts.
    const here = await runGit(ctx, PEEL, `${base}^{commit}\n`);
    expect(here.stdout.toString('utf8')).toBe('answered here\n');
    expect(asked).toBe(1);
    expect(ctx.processes).toBe(1);
    await endAhead(ctx);
  });
});
