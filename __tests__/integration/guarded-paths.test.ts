/**
 * ev 0.1.29's and 0.1.32's questions about the guarded paths, answered in a
 * few git processes however many bindings ask them, must equal what ev gets
 * from one git command per question: `git rev-list <verified>..<sha> --
 * <paths>` (undefined when git fails) and `git status --porcelain
 * --untracked-files=no -- <paths>` (false when git fails).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { locateRepository, type GitContext } from '../../src/adapters/git/runner.js';
import { answerChangedSince } from '../../src/adapters/ticks/triggered-since.js';
import { answerGuardedPaths, pathListKey } from '../../src/adapters/ticks/guarded-paths.js';
import type { TriggerQuestion } from '../../src/core/ticks/verdict/verdict.js';
import { gitEach, makeRepo, type TempRepo } from '../../test-support/git-repo.js';

const UNKNOWN = '1111111111111111111111111111111111111111';

/**
 * What ev sees for each changed question: one real rev-list (none for an
 * empty list: no change; undefined when git fails), the questions batched
 * into one shell.
 */
function realChangedAll(
  repo: TempRepo,
  questions: readonly TriggerQuestion[],
  tip: string,
  cwd: string,
): Array<boolean | undefined> {
  const asked = questions.filter((q) => q.paths.length > 0);
  const outcomes = gitEach(
    cwd,
    repo.env,
    asked.map((q) => ['rev-list', `${q.commit}..${tip}`, '--', ...q.paths]),
  );
  const answers = new Map(
    asked.map((q, i) => {
      const outcome = outcomes[i];
      return [q, outcome?.status === 0 ? outcome.stdout.length > 0 : undefined] as const;
    }),
  );
  return questions.map((q) => (q.paths.length === 0 ? false : answers.get(q)));
}

/** What ev sees for each dirty question: one real status (false when git fails), batched into one shell. */
function realDirtyAll(
  repo: TempRepo,
  lists: readonly (readonly string[])[],
  cwd: string,
): boolean[] {
  const asked = lists.filter((paths) => paths.length > 0);
  const outcomes = gitEach(
    cwd,
    repo.env,
    asked.map((paths) => ['status', '--porcelain', '--untracked-files=no', '--', ...paths]),
  );
  const answers = new Map(
    asked.map((paths, i) => {
      const outcome = outcomes[i];
      return [paths, outcome?.status === 0 && outcome.stdout.length > 0] as const;
    }),
  );
  return lists.map((paths) => answers.get(paths) ?? false);
}

async function context(repo: TempRepo, cwd: string, env = repo.env): Promise<GitContext> {
  return { repository: await locateRepository(repo.dir, repo.env), cwd, env, processes: 0 };
}

let repo: TempRepo;
let commits: string[];
beforeAll(() => {
  repo = makeRepo();
  const a = repo.commit({
    'pyproject.toml': '1\n',
    'README.md': 'r\n',
    'src/app/main.py': 'x\n',
    'docs/guide.md': 'g\n',
    'ledger/notes.md': 'n\n',
    sub: 'a file named like a directory entry\n',
  });
  const b = repo.commit({ 'docs/guide.md': 'g2\n' });
  repo.checkout('side', 'new-branch');
  const side = repo.commit({ 'src/app/main.py': 'y\n' });
  repo.checkout('main', 'branch');
  const main = repo.commit({ 'README.md': 'r2\n' });
  // Not a fast-forward: `git merge --no-edit side` makes the same merge commit.
  const merge = repo.merge('side');
  const c = repo.commit({ 'pyproject.toml': '2\n', 'ledger/notes.md': 'n2\n' });
  commits = [a, b, side, main, merge, c, UNKNOWN];
});
afterAll(() => repo.cleanup());

/** Trigger lists as a ledger at the repository root writes them. */
const ROOT_LISTS: string[][] = [
  ['pyproject.toml'],
  ['README.md'],
  ['docs'],
  ['docs/'],
  ['doc'],
  ['*.toml'],
  ['src/*.py'],
  ['src/app/'],
  ['./docs/../pyproject.toml'],
  ['nothing', 'README.md'],
  ['sub'],
  ['sub/'],
  ['sub/', 'README.md'],
  ['.'],
  ['*'],
  ['[R]EADME.md'],
  [],
  [':(glob)**/*.md'],
  [':!docs'],
  // Matched in memory: git is given only literal directories, never these wildcards.
  ['*/*/*/*/*/*/*/*/*/*/b'],
  ['src/*/../../README.md'],
  [':(icase)SRC/APP/*.PY'],
  [':(exclude)docs', 'README.md'],
];
/** And as one in `ledger/` writes them. */
const LEDGER_LISTS: string[][] = [
  ['../pyproject.toml'],
  ['notes.md'],
  ['.'],
  ['../src'],
  ['*.md'],
  ['../src/*/../../README.md'],
  [':(top)README.md'],
];

describe('changed between a commit and the staleness sha', () => {
  test.each([
    ['the repository root', '', ROOT_LISTS],
    ['a ledger in a subdirectory', 'ledger', LEDGER_LISTS],
  ])(
    '%s: every answer is git’s, in a constant number of processes',
    async (_name, sub, lists) => {
      const cwd = join(repo.dir, sub);
      const questions = commits.flatMap((commit) => lists.map((paths) => ({ commit, paths })));
      // HEAD is commits[5]: git's `<C>..HEAD` is its `<C>..<commits[5]>`, asked of it once.
      expect(repo.git(['rev-parse', 'HEAD']).trim()).toBe(commits[5]);
      const gitSays = new Map<string, Array<boolean | undefined>>();
      for (const tip of [commits[5] as string, commits[1] as string, 'HEAD']) {
        const ctx = await context(repo, cwd);
        const answers = await answerChangedSince(ctx, questions, tip);
        const asked = tip === 'HEAD' ? (commits[5] as string) : tip;
        const real = gitSays.get(asked) ?? realChangedAll(repo, questions, asked, cwd);
        gitSays.set(asked, real);
        questions.forEach((q, i) => expect([q, answers.get(q)]).toEqual([q, real[i]]));
        // rev-parse, cat-file, merge-base, rev-list (twice at most), diff-tree: magic included.
        expect(ctx.processes).toBeLessThanOrEqual(6);
      }
    },
    // Hundreds of real git processes: a safety net generous on a loaded machine, not an assertion.
    180_000,
  );

  test('paths above the repository, unknown tips and no repository: git cannot tell', async () => {
    const q = { commit: commits[0] as string, paths: ['../x'] };
    const ctx = await context(repo, repo.dir);
    expect((await answerChangedSince(ctx, [q], commits[5] as string)).get(q)).toBeUndefined();
    const known = { commit: commits[0] as string, paths: ['README.md'] };
    expect((await answerChangedSince(ctx, [known], UNKNOWN)).get(known)).toBeUndefined();
    const none: GitContext = { repository: null, cwd: repo.dir, env: repo.env };
    expect(
      (await answerChangedSince(none, [known], commits[5] as string)).get(known),
    ).toBeUndefined();
  });

  test('a tip that is not a full commit id (a hand-written origin-sha) is asked of git as written', async () => {
    const short = (commits[1] as string).slice(0, 12);
    const questions = commits.map((commit) => ({ commit, paths: ['docs', 'README.md'] }));
    for (const tip of [short, 'HEAD~1', 'no-such-ref', '--output=x']) {
      const ctx = await context(repo, repo.dir);
      const answers = await answerChangedSince(ctx, questions, tip);
      const real = realChangedAll(repo, questions, tip, repo.dir);
      questions.forEach((q, i) => expect([q, tip, answers.get(q)]).toEqual([q, tip, real[i]]));
    }
  }, 180_000);
});

describe('dirty: an uncommitted change under the paths', () => {
  afterEach(() => {
    repo.git(['reset', '-q', '--hard']);
    rmSync(join(repo.dir, 'src/new.py'), { force: true });
  });

  test('a clean work tree: one git status answers every list', async () => {
    const ctx = await context(repo, repo.dir);
    const answers = await answerGuardedPaths(ctx, null, [], ROOT_LISTS);
    for (const paths of ROOT_LISTS) expect(answers.dirty.get(pathListKey(paths))).toBe(false);
    expect(ctx.processes).toBe(1);
  });

  test.each([
    ['the repository root', '', ROOT_LISTS, {}],
    ['a ledger in a subdirectory', 'ledger', LEDGER_LISTS, {}],
    ['GIT_LITERAL_PATHSPECS set (git answers each list)', '', ROOT_LISTS, { lit: true }],
  ])('%s: staged, unstaged and deleted changes, each answer git’s', async (_n, sub, lists, o) => {
    writeFileSync(join(repo.dir, 'README.md'), 'changed, not staged\n');
    writeFileSync(join(repo.dir, 'sub'), 'changed\n');
    repo.git(['rm', '-q', 'docs/guide.md']);
    mkdirSync(join(repo.dir, 'src'), { recursive: true });
    writeFileSync(join(repo.dir, 'src/new.py'), 'new\n');
    repo.git(['add', 'src/new.py']);
    const env = 'lit' in o ? { ...repo.env, GIT_LITERAL_PATHSPECS: '1' } : repo.env;
    const cwd = join(repo.dir, sub);
    const ctx = await context(repo, cwd, env);
    const answers = await answerGuardedPaths(ctx, null, [], lists);
    const real = realDirtyAll({ ...repo, env }, lists, cwd);
    lists.forEach((paths, i) =>
      expect([paths, answers.dirty.get(pathListKey(paths))]).toEqual([paths, real[i]]),
    );
    if (!('lit' in o)) {
      // The union status and the prefix, then git only for `sub/` alone (is the changed `sub`
      // a file or a submodule? porcelain v1 does not say): magic is matched in memory too. At
      // the root the prefix is known already: git printed it when the repository was located.
      const asked = lists.filter((paths) => pathListKey(paths) === '["sub/"]');
      expect(ctx.processes).toBe((sub === '' ? 1 : 2) + asked.length);
    }
  });
});
