/**
 * loadHistoryGraph with merge bases asked ahead (claims/git-anchors.ts's guessBases):
 * the guess is used only for exactly the bottoms it was asked for, in their
 * order; otherwise the bases are asked again, so a wrong guess changes
 * nothing.
 */
import { locateRepository, type Repository } from '../../../src/adapters/git/runner.js';
import { commonBases, loadHistoryGraph } from '../../../src/adapters/git/graph.js';
import { makeRepo, type TempRepo } from '../../../test-support/git-repo.js';

let repo: TempRepo;
let located: Repository;
let commits: string[];

beforeAll(async () => {
  repo = makeRepo();
  commits = [1, 2, 3, 4, 5].map((n) => repo.commit({ 'a.txt': `${n}\n` }));
  located = (await locateRepository(repo.dir, repo.env)) as Repository;
});
afterAll(() => repo.cleanup());

const ctx = () => ({ repository: located, cwd: repo.dir, env: repo.env });

test('a guess for the same bottoms is what the graph is cut at; for others it is not used', async () => {
  const [first, second, third, , tip] = commits as [string, string, string, string, string];
  const bottoms = [third, second];
  expect(await commonBases(ctx(), bottoms)).toEqual([second]);
  const asked = await loadHistoryGraph(ctx(), tip, bottoms);
  // A guess that excludes nothing: the graph then reaches the first commit.
  const nothing = { bottoms, bases: Promise.resolve([]) };
  const guessed = await loadHistoryGraph(ctx(), tip, bottoms, false, [], nothing);
  expect(guessed?.nodes.has(first)).toBe(true);
  expect(asked?.nodes.has(first)).toBe(false);
  // The same bottoms in another order, or others: the bases are asked, the guess is not used.
  for (const other of [
    [second, third],
    [third, first],
  ]) {
    const graph = await loadHistoryGraph(ctx(), tip, bottoms, false, [], {
      bottoms: other,
      bases: Promise.resolve([]),
    });
    expect([...(graph?.nodes.keys() ?? [])].sort()).toEqual(
      [...(asked?.nodes.keys() ?? [])].sort(),
    );
  }
});
