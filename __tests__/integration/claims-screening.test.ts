/**
 * Ledger text reaches git only screened (docs/ev-0.2.md, "Drift"): an
 * anchor's path is matched as a pathspec in memory where the matcher models
 * it, handed to git only within what git's backtracking matcher finishes,
 * and refused over a cap, with a note naming the ledger file and line. The
 * per-anchor questions git answers stop when the review's time budget runs
 * out, and what they did not reach is left unmeasured.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { worldAt } from '../../src/adapters/claims/git-anchors.js';
import { locateRepository, type GitContext } from '../../src/adapters/git/runner.js';
import { workTreeOf } from '../../src/adapters/claims/work-tree.js';
import { annotate, worldQuestions, type World } from '../../src/core/claims/annotate.js';
import { timeBudget, type TimeBudget } from '../../src/core/claims/budget.js';
import { fold } from '../../src/core/claims/fold.js';
import { main } from '../../src/cli/main.js';
import { makeRepo, type TempRepo } from '../../test-support/git-repo.js';
import { runCommand } from '../../test-support/ledger-store.js';
import { Ledger } from '../core/claims/helpers.js';

let repo: TempRepo;
beforeEach(() => {
  repo = makeRepo();
});
afterEach(() => repo.cleanup());

/** `:(glob)` then `n` `**` segments: a pattern git's wildmatch backtracks on for hours. */
const globPath = (n: number): string => `:(glob)${'**/'.repeat(n)}b`;

/** A real file at that path, literally (a directory `:(glob)**`, then `**` ones), added on a side branch and merged. */
function historyWithDeepFiles(paths: readonly string[]): { base: string; head: string } {
  const base = repo.commit({ 'a.txt': 'a\n' }, 'base', 1_700_000_000);
  repo.checkout('side', 'new-branch');
  repo.commit(Object.fromEntries(paths.map((p) => [p, 'deep\n'])), 'deep', 1_700_000_100);
  repo.checkout('main', 'branch');
  repo.commit({ 'a.txt': 'a2\n' }, 'main', 1_700_000_200);
  // A merge in the range (GitHub's test merge is one): ev counts each anchor with `git rev-list`.
  return { base, head: repo.merge('side', { message: 'merge' }) };
}

async function context(env: NodeJS.ProcessEnv = repo.env): Promise<GitContext> {
  return {
    repository: await locateRepository(repo.dir, env),
    cwd: repo.dir,
    env,
    processes: 0,
    // Before the screening, git was handed these patterns and ran until stopped: a short bound
    // makes that a quick failure of the assertions below (the bound is never what they test).
    timeoutMs: 5000,
  };
}

async function read(
  l: Ledger,
  at: 'work-tree' | string,
  ctx: GitContext,
  budget?: TimeBudget,
): Promise<{ world: World; readings: (number | string | undefined)[][] }> {
  const derived = fold(l.events());
  const world = await worldAt(
    ctx,
    worldQuestions(derived.claims),
    at === 'work-tree'
      ? { kind: 'work-tree', tree: workTreeOf(repo.dir, ctx.repository) }
      : { kind: 'commit', commit: at },
    budget,
  );
  const readings = (annotate(derived, world).claims[0]?.evidence ?? []).map((e) => [
    e.status,
    e.drift,
    e.cell,
  ]);
  return { world, readings };
}

test('a `(glob)**/**/…` anchor on a 30-deep path is matched in memory, never by git: its drift is counted, at a commit and in the work tree', async () => {
  const deep = globPath(30);
  const { base, head } = historyWithDeepFiles([deep]);
  const l = new Ledger();
  const c = l.claim('deep');
  l.evidence(c, `file:${deep}`, { base });
  l.evidence(c, 'file:a.txt', { base });
  for (const at of [head, 'work-tree']) {
    const ctx = await context();
    const { world, readings } = await read(l, at, ctx);
    // rev-list counts the side commit that added it (the glob selects it), and a.txt's change.
    expect(readings).toEqual([
      ['resolves', 1, 'neighborhood-moved'],
      ['resolves', 1, 'neighborhood-moved'],
    ]);
    expect(world.notes).toBeUndefined();
  }
}, 60_000);

test('an anchor path over a cap is never matched: no drift, and a note naming the ledger file and line', async () => {
  const overCap = globPath(40);
  // Only git can read `attr:` magic, and git is given at most two `*` runs.
  const attr = ':(attr:x)*/*/*/b';
  const { base, head } = historyWithDeepFiles([overCap]);
  const l = new Ledger();
  const c = l.claim('deep');
  l.evidence(c, 'file:a.txt', { base });
  l.evidence(c, `file:${overCap}`, { base });
  l.evidence(c, `file:${attr}`, { base });
  const ctx = await context();
  const { world, readings } = await read(l, head, ctx);
  expect(readings).toEqual([
    ['resolves', 1, 'neighborhood-moved'],
    ['resolves', undefined, undefined],
    ['gone', undefined, 'file-gone'],
  ]);
  expect(world.notes).toEqual([
    expect.stringMatching(
      /^\.evolving\/ledger\/w\.jsonl:3: the anchor's path is not matched as a pathspec: it has 40 `\*` wildcards, over the cap of 32\. Its drift is unmeasured\.$/,
    ),
    expect.stringMatching(
      /^\.evolving\/ledger\/w\.jsonl:4: the anchor's path is not matched as a pathspec: it has 3 `\*` wildcards and only git can match it .*the cap for git is 2\. Its drift is unmeasured\.$/,
    ),
  ]);
}, 60_000);

test('the time budget: past it no question is asked of git, the rest is unmeasured and said so; what was measured stands', async () => {
  const { base, head } = historyWithDeepFiles(['d/one', 'd/two', 'd/three']);
  // A GIT_*_PATHSPECS switch: only git can say what each path selects, so each is one question.
  const ctx = await context({ ...repo.env, GIT_LITERAL_PATHSPECS: '1' });
  const l = new Ledger();
  const c = l.claim('three');
  for (const path of ['d/one', 'd/two', 'd/three']) l.evidence(c, `file:${path}`, { base });
  // The injected clock: the budget is set and the first question asked at 0, then it is spent.
  let reads = 0;
  const budget = timeBudget(60_000, () => (reads++ < 2 ? 0 : 60_000));
  const { world, readings } = await read(l, head, ctx, budget);
  expect(readings).toEqual([
    ['resolves', 1, 'neighborhood-moved'],
    ['resolves', undefined, undefined],
    ['resolves', undefined, undefined],
  ]);
  expect(world.notes).toEqual([
    "The claims review's time budget (1 min) ran out: the drift of 2 anchor path(s) is unmeasured, first at .evolving/ledger/w.jsonl:3.",
  ]);
  // One rev-list for the first path; none for the others.
  const asked = ctx.processes ?? 0;
  const unspent = await context({ ...repo.env, GIT_LITERAL_PATHSPECS: '1' });
  const all = await read(
    l,
    head,
    unspent,
    timeBudget(60_000, () => 0),
  );
  expect(all.readings.map((r) => r[1])).toEqual([1, 1, 1]);
  expect((unspent.processes ?? 0) - asked).toBe(2);
}, 60_000);

test('the CLI (and the bot, which runs it on the work tree): `verify` answers, the refused anchor named on stderr by file and line', async () => {
  const { base } = historyWithDeepFiles([globPath(30), globPath(40)]);
  const l = new Ledger();
  const c = l.claim('deep');
  l.evidence(c, `file:${globPath(30)}`, { base });
  l.evidence(c, `file:${globPath(40)}`, { base });
  mkdirSync(join(repo.dir, '.evolving', 'ledger'), { recursive: true });
  writeFileSync(join(repo.dir, '.evolving', 'version'), '2\n');
  writeFileSync(
    join(repo.dir, '.evolving', 'ledger', 'laptop-4kq2.jsonl'),
    `${l.lines.join('\n')}\n`,
  );
  const verify = await runCommand(main, ['verify', '--json'], repo.dir, repo.env);
  expect(verify.code).toBe(0);
  const anchors = (
    JSON.parse(verify.stdout) as { checks: { ref: string; drift?: number }[] }
  ).checks.map((a) => [a.ref.length, a.drift]);
  expect(anchors).toEqual([
    [`file:${globPath(30)}`.length, 1],
    [`file:${globPath(40)}`.length, undefined],
  ]);
  expect(verify.stderr).toBe(
    "warning: .evolving/ledger/laptop-4kq2.jsonl:3: the anchor's path is not matched as a pathspec: it has 40 `*` wildcards, over the cap of 32. Its drift is unmeasured.\n",
  );
}, 60_000);

test('a `commit:` search git may not finish (a back-reference) is not asked: it names nothing, with a note; a plain search still resolves', async () => {
  repo.commit({ 'a.txt': 'a\n' }, 'base');
  // A message the pull request writes: glibc's matcher backtracks on it for minutes.
  repo.commit({ 'a.txt': 'a2\n' }, 'a'.repeat(70));
  const l = new Ledger();
  const c = l.claim('searches');
  l.evidence(c, 'commit::/((a*)*\\2)*c');
  l.evidence(c, 'commit:HEAD^{/base}');
  l.evidence(c, `commit:HEAD^{/${'x'.repeat(300)}}`);
  const ctx = await context();
  const { world, readings } = await read(l, 'work-tree', ctx);
  expect(readings.map((r) => r[0])).toEqual(['gone', 'resolves', 'gone']);
  expect(world.notes).toEqual([
    expect.stringMatching(
      /^\.evolving\/ledger\/w\.jsonl:2: a revision holding a search git's matcher may not finish/,
    ),
    expect.stringMatching(/^\.evolving\/ledger\/w\.jsonl:4: a revision holding a search/),
  ]);
}, 60_000);
