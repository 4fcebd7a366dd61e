/**
 * `triggered_since` answered in memory must equal what ev gets from
 * `git rev-list <C>..HEAD -- <paths>` — on linear histories, merges (with
 * any resolution, merges of old commits, equal and skewed dates), pathspec
 * forms, subdirectories, unknown commits, shallow clones and non-repositories
 * — with a constant number of git processes.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { locateRepository, type GitContext } from '../../src/adapters/git/runner.js';
import { answerTriggeredSince } from '../../src/adapters/ticks/triggered-since.js';
import type { TriggerQuestion } from '../../src/core/ticks/verdict/verdict.js';
import {
  commitGraph,
  commitTree,
  gitEach,
  makeRepo,
  tempDir,
  gitEnv,
  type TempRepo,
} from '../../test-support/git-repo.js';
import {
  HISTORIES,
  questionsDigest,
  questionsOf,
  randomHistory,
  sideCommit,
} from '../../scripts/triggered-since-histories.mjs';

/** What ev sees: one real rev-list per question. */
function realGit(repo: TempRepo, q: TriggerQuestion, cwd = repo.dir): boolean {
  try {
    const out = execFileSync('git', ['rev-list', `${q.commit}..HEAD`, '--', ...q.paths], {
      cwd,
      env: repo.env,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return out.length > 0;
  } catch {
    return false;
  }
}

/** realGit for many questions, asked of git in one batch (one `git rev-list` each). */
function realGitAll(repo: TempRepo, questions: readonly TriggerQuestion[]): boolean[] {
  return gitEach(
    repo.dir,
    repo.env,
    questions.map((q) => ['rev-list', `${q.commit}..HEAD`, '--', ...q.paths]),
  ).map((outcome) => outcome.status === 0 && outcome.stdout.length > 0);
}

async function ours(repo: TempRepo, questions: TriggerQuestion[], cwd = repo.dir) {
  const repository = await locateRepository(repo.dir, repo.env);
  const ctx: GitContext = { repository, cwd, env: repo.env, processes: 0 };
  const answers = await answerTriggeredSince(ctx, questions);
  return {
    answers,
    processes: ctx.processes ?? 0,
    get: (q: TriggerQuestion) => answers.get(q),
  };
}

describe('a linear history', () => {
  let repo: TempRepo;
  let a: string;
  let b: string;
  let c: string;
  /** git's answer to each case's question, asked in one batch (realGitAll). */
  let real: boolean[];
  beforeAll(() => {
    repo = makeRepo();
    a = repo.commit({ 'pyproject.toml': '1\n', 'README.md': 'r\n', 'src/app/main.py': 'x\n' });
    b = repo.commit({ 'docs/guide.md': 'g\n' });
    c = repo.commit({ 'pyproject.toml': '2\n' });
    real = realGitAll(
      repo,
      LINEAR_CASES.map(([, make]) => make()),
    );
  });
  afterAll(() => repo.cleanup());

  const LINEAR_CASES: Array<[string, () => TriggerQuestion, boolean]> = [
    ['a trigger touched after the run', () => ({ commit: a, paths: ['pyproject.toml'] }), true],
    ['another path touched, not the trigger', () => ({ commit: a, paths: ['README.md'] }), false],
    [
      'the trigger touched only before the run',
      () => ({ commit: c, paths: ['pyproject.toml'] }),
      false,
    ],
    ['a directory trigger', () => ({ commit: a, paths: ['docs'] }), true],
    ['a directory trigger with a trailing slash', () => ({ commit: a, paths: ['docs/'] }), true],
    ['a prefix that is not a directory boundary', () => ({ commit: a, paths: ['doc'] }), false],
    ['a wildcard', () => ({ commit: b, paths: ['*.toml'] }), true],
    ['a wildcard that crosses directories', () => ({ commit: a, paths: ['src/*.py'] }), false],
    ['dot segments', () => ({ commit: a, paths: ['./docs/../pyproject.toml'] }), true],
    ['a path above the repository (git refuses)', () => ({ commit: a, paths: ['../x'] }), false],
    [
      'an unknown commit',
      () => ({ commit: '1111111111111111111111111111111111111111', paths: ['pyproject.toml'] }),
      false,
    ],
    ['pathspec magic (matched in memory)', () => ({ commit: a, paths: [':(glob)**/*.md'] }), true],
    [
      'attr magic (only git can say: asked of git)',
      () => ({ commit: a, paths: [':(attr:text)pyproject.toml'] }),
      false,
    ],
    [
      'a pattern git could not finish, over the cap: as a list git refuses',
      () => ({ commit: a, paths: [`${'*/'.repeat(33)}b`] }),
      false,
    ],
    ['HEAD itself', () => ({ commit: c, paths: ['.'] }), false],
  ];
  test.each(LINEAR_CASES.map((row, i) => [...row, i] as const))(
    '%s',
    async (_name, make, expected, i) => {
      const q = make();
      const result = await ours(repo, [q]);
      expect(real[i]).toBe(expected);
      expect(result.get(q)).toBe(expected);
    },
  );

  test('a tree object or a blob as the receipt commit is not a commit: false', async () => {
    const tree = repo.git(['rev-parse', 'HEAD^{tree}']).trim();
    const q = { commit: tree, paths: ['.'] };
    expect((await ours(repo, [q])).get(q)).toBe(false);
  });

  test('many bindings cost a constant number of git processes', async () => {
    const few = [{ commit: a, paths: ['pyproject.toml'] }];
    const many: TriggerQuestion[] = [];
    for (let i = 0; i < 300; i++)
      many.push({ commit: [a, b, c][i % 3] as string, paths: [`f${i}`, 'pyproject.toml'] });
    const small = await ours(repo, few);
    const large = await ours(repo, many);
    expect(large.processes).toBeLessThanOrEqual(6);
    expect(large.processes - small.processes).toBeLessThanOrEqual(1); // merge-base joins when bottoms differ
    for (const q of many) expect(large.get(q)).toBe(q.commit !== c);
  });
});

describe('a commit that is not a full commit id never reaches git', () => {
  let repo: TempRepo;
  let a: string;
  beforeAll(() => {
    repo = makeRepo();
    a = repo.commit({ 'pyproject.toml': '1\n' });
    repo.commit({ 'pyproject.toml': '2\n' });
  });
  afterAll(() => repo.cleanup());

  test.each([
    ['abbreviated', () => a.slice(0, 12)],
    ['uppercase', () => a.toUpperCase()],
    ['a revision expression', () => 'HEAD~1'],
  ])('%s: answered false without git (real git would resolve it)', async (_name, commit) => {
    const q = { commit: commit(), paths: ['pyproject.toml'] };
    expect(realGit(repo, q)).toBe(true);
    const result = await ours(repo, [q]);
    expect(result.get(q)).toBe(false);
    expect(result.processes).toBe(1); // `rev-parse --show-prefix HEAD` alone: nothing of the receipt
  });

  test('an option (--output=<path>): no git process, nothing written', async () => {
    const target = join(repo.dir, '..', 'truncated-by-git');
    const q = { commit: `--output=${target}`, paths: ['pyproject.toml'] };
    const result = await ours(repo, [q]);
    expect(result.get(q)).toBe(false);
    expect(result.processes).toBe(1); // `rev-parse --show-prefix HEAD` alone: nothing of the receipt
    expect(existsSync(target)).toBe(false);
  });
});

describe('where git cannot answer', () => {
  test('a directory that is not a repository: every answer is false, no error', async () => {
    const { dir, home } = tempDir();
    const env = gitEnv(home);
    const repository = await locateRepository(dir, env);
    expect(repository).toBeNull();
    const ctx: GitContext = { repository, cwd: dir, env, processes: 0 };
    const q = { commit: 'a'.repeat(40), paths: ['x'] };
    const answers = await answerTriggeredSince(ctx, [q]);
    expect(answers.get(q)).toBe(false);
    expect(ctx.processes).toBe(0); // no repository was located: git is not even started
  });

  test('a repository without commits: false', async () => {
    const repo = makeRepo();
    try {
      const q = { commit: 'a'.repeat(40), paths: ['x'] };
      expect((await ours(repo, [q])).get(q)).toBe(false);
    } finally {
      repo.cleanup();
    }
  });

  test('a shallow clone: a receipt commit cut off by the clone is unknown (false); one inside it is answered', async () => {
    const origin = makeRepo();
    const old = origin.commit({ 'pyproject.toml': '1\n' });
    const mid = origin.commit({ 'pyproject.toml': '2\n' });
    origin.commit({ 'other.txt': 'o\n' });
    origin.commit({ 'pyproject.toml': '3\n' });
    const clone = makeRepo({ init: false });
    try {
      clone.git(['clone', '-q', '--depth', '2', `file://${origin.dir}`, '.']);
      const cut = { commit: old, paths: ['pyproject.toml'] };
      const kept = { commit: mid, paths: ['pyproject.toml'] };
      const result = await ours(clone, [cut, kept]);
      expect(realGit(clone, cut)).toBe(false);
      expect(result.get(cut)).toBe(false);
      const shallowOld = clone.git(['rev-list', 'HEAD']).trim().split('\n').pop() as string;
      const atBoundary = { commit: shallowOld, paths: ['pyproject.toml'] };
      const again = await ours(clone, [atBoundary]);
      expect(again.get(atBoundary)).toBe(realGit(clone, atBoundary));
      expect(again.get(atBoundary)).toBe(true);
    } finally {
      origin.cleanup();
      clone.cleanup();
    }
  });
});

describe('a store in a subdirectory: pathspecs are relative to it, as for ev', () => {
  test.each([[['x.txt']], [['../a.txt']], [['sub']], [['.']], [['*.txt']], [['../../outside']]])(
    '%j',
    async (paths) => {
      const repo = makeRepo();
      try {
        const first = repo.commit({ 'a.txt': '1', 'pkg/x.txt': '1', 'pkg/sub/y.md': '1' });
        repo.commit({ 'a.txt': '2' });
        repo.commit({ 'pkg/sub/y.md': '2' });
        const cwd = join(repo.dir, 'pkg');
        const q = { commit: first, paths };
        expect((await ours(repo, [q], cwd)).get(q)).toBe(realGit(repo, q, cwd));
      } finally {
        repo.cleanup();
      }
    },
  );
});

describe("a merge of an old commit: git's answer depends on the order of its walk", () => {
  // The feature branch merged main at A1, taking A1's pyproject.toml; the receipt is from A3, later
  // on main. Whether rev-list shows the merge depends on whether its walk has already marked A1
  // (reachable from A3) when it reaches the merge — that is, on the commit dates.
  function history(repo: TempRepo, mainMovedAfterMerge: boolean) {
    const root = commitTree(repo, { 'pyproject.toml': 'v0', 'q.txt': '0' }, [], 1);
    const a1 = commitTree(repo, { 'pyproject.toml': 'v1', 'q.txt': '0' }, [root], 10);
    const f1 = commitTree(repo, { 'pyproject.toml': 'v0', 'q.txt': '1' }, [root], 5);
    const merge = commitTree(repo, { 'pyproject.toml': 'v1', 'q.txt': '1' }, [f1, a1], 20);
    const [t2, t3] = mainMovedAfterMerge ? [22, 25] : [15, 18];
    const a2 = commitTree(repo, { 'pyproject.toml': 'v1', 'q.txt': '0', 'r.txt': '2' }, [a1], t2);
    const a3 = commitTree(repo, { 'pyproject.toml': 'v1', 'q.txt': '0', 'r.txt': '3' }, [a2], t3);
    const head = commitTree(
      repo,
      { 'pyproject.toml': 'v1', 'q.txt': '1', 's.txt': '1' },
      [merge],
      30,
    );
    repo.git(['update-ref', 'refs/heads/main', head]);
    return { receipt: a3 };
  }

  test.each([
    ['main moved on after the merge: the merge is shown', true, true],
    ['main moved on before the merge: the merge is simplified away', false, false],
  ])('%s', async (_name, mainMovedAfterMerge, expected) => {
    const repo = makeRepo();
    try {
      const { receipt } = history(repo, mainMovedAfterMerge);
      const q = { commit: receipt, paths: ['pyproject.toml'] };
      expect(realGit(repo, q)).toBe(expected);
      expect((await ours(repo, [q])).get(q)).toBe(expected);
    } finally {
      repo.cleanup();
    }
  });
});

// ---------------------------------------------------------------------------
// Random histories: merges of every kind, equal and skewed dates.
// ---------------------------------------------------------------------------

/**
 * git's answers to every question of every history, recorded by
 * scripts/record-triggered-since.mjs (about 2,100 `git rev-list` processes,
 * 20 CPU-seconds of the suite when they were asked on every run): the
 * histories' commit ids, the questions' digest and one answer each.
 */
interface RecordedHistory {
  seed: number;
  size: number;
  mergeRate: number;
  commits: string[];
  side: string;
  questions: string;
  answers: string;
}
const RECORDED = JSON.parse(
  readFileSync(join(process.cwd(), 'fixtures', 'triggered-since', 'random-histories.json'), 'utf8'),
) as { histories: RecordedHistory[] };
const RERECORD =
  'fixtures/triggered-since/random-histories.json must be recorded from these histories: node scripts/record-triggered-since.mjs';

/**
 * The questions asked of real git on every run, beside the recorded answers:
 * every 20th, and for every pathspec form and every kind of receipt commit
 * (the root, a commit with one parent, a merge, an octopus merge, the side
 * branch) at least one, each found from a starting point that moves with
 * the seed.
 */
function liveSample(
  seed: number,
  questions: readonly TriggerQuestion[],
  kindOf: (commit: string) => string,
): number[] {
  const picked = new Set<number>();
  const seen = new Set<string>();
  const start = (seed * 37) % questions.length;
  for (let n = 0; n < questions.length; n++) {
    const i = (start + n) % questions.length;
    const q = questions[i] as TriggerQuestion;
    if (i % 20 === seed % 20) picked.add(i);
    for (const key of [`paths ${JSON.stringify(q.paths)}`, `commit ${kindOf(q.commit)}`]) {
      if (seen.has(key)) continue;
      seen.add(key);
      picked.add(i);
    }
  }
  return [...picked].sort((a, b) => a - b);
}

describe.each(HISTORIES.map((h) => [...h]))(
  'a random history (seed %i, %i commits, merge rate %d)',
  (seed, size, mergeRate) => {
    test('every (receipt commit, triggers) answer equals git rev-list (recorded; a sample asked of git now)', async () => {
      const recorded = RECORDED.histories.find((h) => h.seed === seed);
      const repo = makeRepo();
      try {
        // The whole history written by the test (commitGraph makes what commitTree would, commit by commit).
        const history = randomHistory(seed, size, mergeRate);
        const commits = commitGraph(repo, history);
        // Receipts from commits on side branches HEAD never merged.
        const sideSpec = sideCommit(size);
        const side = commitTree(
          repo,
          sideSpec.files,
          [commits[sideSpec.parent] as string],
          sideSpec.date,
        );
        const questions = questionsOf(seed, commits, side);
        // The recording is of these very histories and questions (real git wrote the commits:
        // the same ids), or it is stale.
        expect({
          hint: RERECORD,
          size,
          mergeRate,
          commits,
          side,
          questions: questionsDigest(questions),
          answers: questions.length,
        }).toEqual({
          hint: RERECORD,
          size: recorded?.size,
          mergeRate: recorded?.mergeRate,
          commits: recorded?.commits,
          side: recorded?.side,
          questions: recorded?.questions,
          answers: recorded?.answers.length,
        });
        const gitSaid = (i: number) => recorded?.answers[i] === '1';

        // A sample asked of git now: it still answers as recorded.
        const kinds = new Map(commits.map((id, i) => [id, history[i]?.parents.length ?? 0]));
        const kindOf = (commit: string): string =>
          commit === side
            ? 'side'
            : (['root', 'linear', 'merge'][kinds.get(commit) ?? 0] ?? 'octopus');
        const sample = liveSample(seed, questions, kindOf);
        const [updated, ...asked] = gitEach(repo.dir, repo.env, [
          ['update-ref', 'refs/heads/main', commits[commits.length - 1] as string],
          ...sample.map((i) => {
            const q = questions[i] as TriggerQuestion;
            return ['rev-list', `${q.commit}..HEAD`, '--', ...q.paths];
          }),
        ]);
        expect(updated?.status).toBe(0);
        // Every kind of receipt commit the history holds is in the sample.
        expect(
          new Set(sample.map((i) => kindOf((questions[i] as TriggerQuestion).commit))),
        ).toEqual(new Set([...commits.map(kindOf), 'side']));
        const stale = sample
          .filter((i, n) => (asked[n]?.status === 0 && asked[n]?.stdout !== '') !== gitSaid(i))
          .map((i) => `${questions[i]?.commit.slice(0, 8)} ${JSON.stringify(questions[i]?.paths)}`);
        expect({ hint: RERECORD, stale }).toEqual({ hint: RERECORD, stale: [] });

        // Ours, for every question.
        const result = await ours(repo, questions);
        const mismatches = questions
          .filter((q, i) => result.get(q) !== gitSaid(i))
          .map((q) => `${q.commit.slice(0, 8)} ${JSON.stringify(q.paths)} ours=${result.get(q)}`);
        expect(mismatches).toEqual([]);
        expect(result.processes).toBeLessThanOrEqual(6);
      } finally {
        repo.cleanup();
      }
    });
  },
);
