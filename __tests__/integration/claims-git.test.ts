/**
 * An ev 0.2 ledger's anchors read through real git: at the work tree, and at
 * any commit (a pull request's base and head), with drift counted exactly as
 * `git rev-list --count <reference>..<tip> -- <path>` counts it — merges,
 * directories, renames, globs — in a constant number of git processes.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ledgersAtCommits, renamesFollowed } from '../../src/adapters/claims/git-ledger.js';
import { worldAt, worldsAt } from '../../src/adapters/claims/git-anchors.js';
import { locateRepository, type GitContext } from '../../src/adapters/git/runner.js';
import { workTreeOf } from '../../src/adapters/claims/work-tree.js';
import { annotate, worldQuestions, type World } from '../../src/core/claims/annotate.js';
import { driftSince } from '../../src/core/claims/drift.js';
import { everyClaim, fold, type ClaimView } from '../../src/core/claims/fold.js';
import { gitEach, makeRepo, type TempRepo } from '../../test-support/git-repo.js';
import { Ledger } from '../core/claims/helpers.js';

let repo: TempRepo;
beforeEach(() => {
  repo = makeRepo();
});
afterEach(() => repo.cleanup());

async function context(): Promise<GitContext> {
  return {
    repository: await locateRepository(repo.dir, repo.env),
    cwd: repo.dir,
    env: repo.env,
    processes: 0,
  };
}

async function look(
  claims: ClaimView[],
  at: 'work-tree' | string,
): Promise<{ world: World; ctx: GitContext }> {
  const ctx = await context();
  const questions = worldQuestions(claims);
  const world = await worldAt(
    ctx,
    questions,
    at === 'work-tree'
      ? { kind: 'work-tree', tree: workTreeOf(repo.dir, ctx.repository) }
      : { kind: 'commit', commit: at },
  );
  return { world, ctx };
}

/**
 * git's answers to the drift tests' `rev-list --count` questions, recorded
 * (fixtures/claims-git/rev-list-counts.json): about 370 git processes a run
 * otherwise, most of this file's time. A question names its commits by id,
 * and an id names the whole history below it, so a recorded answer stays
 * git's as long as the question is asked at all. Every tenth question is
 * still asked of git on each run and held to the record; a question the
 * record lacks (a test changed) is asked of git and fails the test, naming
 * the command that records them anew. With EV_GIT_ANSWERS=check git is
 * asked every question (and each held to the record); with
 * EV_GIT_ANSWERS=record the whole file's answers are written to the record.
 */
const RECORDED_ANSWERS = join(process.cwd(), 'fixtures', 'claims-git', 'rev-list-counts.json');
const RECORD_COMMAND = 'EV_GIT_ANSWERS=record npm test -- __tests__/integration/claims-git.test.ts';
const answerMode = process.env.EV_GIT_ANSWERS;
interface RecordedAnswers {
  about: string;
  recordedWith: string;
  answers: Record<string, number | null>;
}
const recorded = new Map<string, number | null>(
  Object.entries(
    existsSync(RECORDED_ANSWERS)
      ? (JSON.parse(readFileSync(RECORDED_ANSWERS, 'utf8')) as RecordedAnswers).answers
      : {},
  ),
);
/** git's answers this run (all of them when recording). */
const answered = new Map<string, number | null>();
let questionsSoFar = 0;
afterAll(() => {
  if (answerMode !== 'record') return;
  mkdirSync(dirname(RECORDED_ANSWERS), { recursive: true });
  const sorted = [...answered].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const record: RecordedAnswers = {
    about: `git's answers to the questions of __tests__/integration/claims-git.test.ts (null: git failed); recorded by ${RECORD_COMMAND}`,
    recordedWith: execFileSync('git', ['--version']).toString().trim(),
    answers: Object.fromEntries(sorted),
  };
  writeFileSync(RECORDED_ANSWERS, `${JSON.stringify(record, null, 1)}\n`);
});

/** git's answers to `questions` (rev-list counts; undefined when git failed), recorded or asked. */
function gitCounts(questions: ReadonlyArray<readonly string[]>): Array<number | undefined> {
  const keys = questions.map((q) => q.join(' '));
  const live = keys.map(
    (key) => answerMode !== undefined || !recorded.has(key) || questionsSoFar++ % 10 === 0,
  );
  // Asked in one batch (a process per question costs a worker's fork).
  const outcomes = gitEach(
    repo.dir,
    repo.env,
    questions.filter((_, i) => live[i]),
  );
  const missing: string[] = [];
  const differing: string[] = [];
  let next = 0;
  const answers = keys.map((key, i) => {
    if (!live[i]) return recorded.get(key) ?? undefined;
    const outcome = outcomes[next++];
    const answer = outcome?.status === 0 ? Number(outcome.stdout.trim()) : null;
    answered.set(key, answer);
    if (!recorded.has(key)) missing.push(key);
    else if (recorded.get(key) !== answer)
      differing.push(`git ${key}: ${answer}, recorded ${recorded.get(key)}`);
    return answer ?? undefined;
  });
  expect({ differing, record: RECORD_COMMAND }).toEqual({ differing: [], record: RECORD_COMMAND });
  if (answerMode !== 'record')
    expect({ missing, record: RECORD_COMMAND }).toEqual({ missing: [], record: RECORD_COMMAND });
  return answers;
}

/**
 * Every (reference, path) drift of `world` (read at `tip`) is git's count.
 * ev reads a merge-free range from `git log`'s table, keyed on file paths:
 * a glob is no key there.
 */
function expectRevListCounts(
  world: World,
  tip: string,
  references: readonly string[],
  paths: readonly string[],
): void {
  const questions = references.flatMap((reference) => [
    ['rev-list', '--merges', '--count', `${reference}..${tip}`],
    ...paths.map((path) => ['rev-list', '--count', `${reference}..${tip}`, '--', path]),
  ]);
  const answers = gitCounts(questions);
  references.forEach((reference, r) => {
    const at = r * (paths.length + 1);
    const linear = answers[at] === 0;
    paths.forEach((path, p) => {
      const expected = path === '*.rs' && linear ? 0 : answers[at + 1 + p];
      const drift = driftSince(world.history, world.tree, undefined, reference, path);
      expect([reference, tip, path, drift]).toEqual([reference, tip, path, expected]);
    });
  });
}

/** `git rev-list --count <reference>..<tip> -- <path>`: git's answer (gitCounts: recorded, or asked). */
function revListCount(reference: string, tip: string, path: string): number | undefined {
  return gitCounts([['rev-list', '--count', `${reference}..${tip}`, '--', path]])[0];
}

test('each anchor at a base commit and at a head commit, not only in the work tree', async () => {
  const base = repo.commit({
    'src/parser.rs': 'fn parse() {}\nfn guard() {}\n',
    'README.md': '# r\n',
  });
  repo.commit({ 'src/parser.rs': 'fn parse() { tabs(); }\nfn guard() {}\n' });
  const head = repo.commit({ 'README.md': null, 'src/lexer.rs': 'fn lex() {}\n' });
  repo.write('src/parser.rs', 'work tree only\n');
  const l = new Ledger();
  const c = l.claim('the parser');
  l.evidence(c, 'file:src/parser.rs::fn parse() {}', { base });
  l.evidence(c, 'file:src/parser.rs::fn guard()', { base });
  l.evidence(c, 'file:README.md', { base });
  l.evidence(c, 'file:src/lexer.rs::fn lex', { base });
  l.evidence(c, 'file:src', { base });
  l.evidence(c, `commit:${head.slice(0, 10)}`);
  const claims = fold(l.events()).claims;
  const read = async (at: string) => {
    const { world } = await look(claims, at);
    return annotate(fold(l.events()), world).claims[0]?.evidence.map((e) => [
      e.status,
      e.drift,
      e.cell,
    ]);
  };
  expect(await read(base)).toEqual([
    ['resolves', 0, 'still'],
    ['resolves', 0, 'still'],
    ['resolves', 0, 'still'],
    ['gone', 0, 'file-gone'],
    ['unreachable', 0, undefined],
    ['resolves', undefined, undefined],
  ]);
  expect(await read(head)).toEqual([
    ['changed', 1, 'anchor-changed'],
    ['resolves', 1, 'neighborhood-moved'],
    ['gone', 1, 'file-gone'],
    ['resolves', 1, 'neighborhood-moved'],
    ['unreachable', 2, undefined],
    ['resolves', undefined, undefined],
  ]);
  expect(await read('work-tree')).toEqual([
    ['changed', 1, 'anchor-changed'],
    ['changed', 1, 'anchor-changed'],
    ['gone', 1, 'file-gone'],
    ['resolves', 1, 'neighborhood-moved'],
    ['unreachable', 2, undefined],
    ['resolves', undefined, undefined],
  ]);
});

test('drift is rev-list’s count: merges (an evil one too), directories, globs, renames, every reference', async () => {
  const git = (...args: string[]) => repo.git(args);
  const c0 = repo.commit(
    { 'a.rs': 'a\n', 'b.rs': 'b\n', 'dir/x.rs': 'x\n', 'old.txt': 'o\n' },
    'c0',
    1_700_000_000,
  );
  repo.checkout('side', 'new-branch');
  const s1 = repo.commit({ 'a.rs': 'a side\n', 'dir/y.rs': 'y\n' }, 's1', 1_700_000_100);
  repo.checkout('main', 'branch');
  const m1 = repo.commit({ 'b.rs': 'b main\n' }, 'm1', 1_700_000_200);
  git('merge', '-q', '--no-ff', '--no-commit', 'side');
  repo.write('b.rs', 'evil\n');
  git('add', '-A');
  execFileSync('git', ['commit', '-q', '-m', 'evil merge'], {
    cwd: repo.dir,
    env: {
      ...repo.env,
      GIT_AUTHOR_DATE: '@1700000300 +0000',
      GIT_COMMITTER_DATE: '@1700000300 +0000',
    },
  });
  const merge = git('rev-parse', 'HEAD').trim();
  git('mv', 'old.txt', 'new.txt');
  const rename = repo.commit({}, 'rename', 1_700_000_400);
  const head = repo.commit({ 'dir/x.rs': 'x2\n' }, 'after', 1_700_000_500);
  const references = [c0, s1, m1, merge, rename, head];
  const paths = ['a.rs', 'b.rs', 'dir', 'dir/', 'dir/x.rs', '*.rs', 'old.txt', 'new.txt', '.'];
  const l = new Ledger();
  for (const reference of references) {
    const c = l.claim(reference);
    for (const path of paths) l.evidence(c, `file:${path}`, { base: reference });
  }
  const claims = fold(l.events()).claims;
  for (const tip of [head, merge, m1]) {
    const { world } = await look(claims, tip);
    expectRevListCounts(world, tip, references, paths);
  }
}, 180_000);

test('two readings over one graph (a pull request’s base and head): each counts to its own tip, one tip not reaching the other', async () => {
  const c0 = repo.commit({ 'a.rs': 'a\n', 'b.rs': 'b\n', 'dir/x.rs': 'x\n' }, 'c0', 1_700_000_000);
  repo.checkout('side', 'new-branch');
  const s1 = repo.commit({ 'a.rs': 'a side\n', 'dir/y.rs': 'y\n' }, 's1', 1_700_000_100);
  repo.checkout('main', 'branch');
  const m1 = repo.commit({ 'b.rs': 'b main\n' }, 'm1', 1_700_000_200);
  // At a date of its own, not now: its id (and every later one) the same on each run.
  const merge = repo.merge('side', { date: 1_700_000_300 });
  const after = repo.commit({ 'dir/x.rs': 'x2\n' }, 'after', 1_700_000_400);
  repo.checkout('side', 'branch');
  const s2 = repo.commit({ 'a.rs': 'a side 2\n', 'b.rs': 'b side\n' }, 's2', 1_700_000_500);
  const references = [c0, s1, m1, merge, after, s2];
  const paths = ['a.rs', 'b.rs', 'dir', 'dir/x.rs', '*.rs'];
  const l = new Ledger();
  for (const reference of references) {
    const c = l.claim(reference);
    for (const path of paths) l.evidence(c, `file:${path}::${path}`, { base: reference });
  }
  const questions = worldQuestions(fold(l.events()).claims);
  const alone = await context();
  await worldAt(alone, questions, { kind: 'commit', commit: after });
  const ctx = await context();
  // The head s2 and the base `after`, which s2 does not reach.
  const worlds = await worldsAt(ctx, [
    { questions, at: { kind: 'commit', commit: s2 } },
    { questions, at: { kind: 'commit', commit: after } },
  ]);
  for (const [i, tip] of [s2, after].entries()) {
    const world = worlds[i] as World;
    expectRevListCounts(world, tip, references, paths);
  }
  // Both read in the processes of one, and an `ls-tree` of the second commit's tree.
  expect(ctx.processes).toBe((alone.processes ?? 0) + 1);
}, 180_000);

test('drift at a test-merge commit is rev-list’s count there: each path through the parent git follows, both sides changed too', async () => {
  const git = (...args: string[]) => repo.git(args);
  const files = { 'a.rs': 'a\n', 'b.rs': 'b\n', 'c.rs': 'c\n', 'd.rs': 'd\n', 'dir/x.rs': 'x\n' };
  const c0 = repo.commit(files, 'c0', 1_700_000_000);
  const c1 = repo.commit({ 'd.rs': 'd1\n' }, 'c1', 1_700_000_050);
  repo.checkout('pr', 'new-branch');
  const pr1 = repo.commit({ 'a.rs': 'a pr\n', 'c.rs': 'c pr\n' }, 'pr1', 1_700_000_100);
  const pr2 = repo.commit({ 'dir/y.rs': 'y\n' }, 'pr2', 1_700_000_150);
  repo.checkout('main', 'branch');
  const b1 = repo.commit({ 'a.rs': 'a base\n', 'b.rs': 'b base\n' }, 'b1', 1_700_000_200);
  const b2 = repo.commit({ 'dir/x.rs': 'x base\n', 'd.rs': 'd\n' }, 'b2', 1_700_000_250);
  // GitHub's test merge: the base's tip first, the pull request's head second, made last.
  git('checkout', '-q', '--detach', b2);
  git('merge', '-q', '--no-ff', '--no-commit', '-X', 'ours', 'pr');
  execFileSync('git', ['commit', '-q', '-m', 'test merge'], {
    cwd: repo.dir,
    env: {
      ...repo.env,
      GIT_AUTHOR_DATE: '@1700000900 +0000',
      GIT_COMMITTER_DATE: '@1700000900 +0000',
    },
  });
  const merge = git('rev-parse', 'HEAD').trim();
  const references = [c0, c1, pr1, pr2, b1, b2, merge];
  const paths = ['a.rs', 'b.rs', 'c.rs', 'd.rs', 'dir', 'dir/x.rs', 'dir/y.rs', '*.rs', '.'];
  const l = new Ledger();
  for (const reference of references) {
    const c = l.claim(reference);
    for (const path of paths) l.evidence(c, `file:${path}`, { base: reference });
  }
  const { world } = await look(fold(l.events()).claims, merge);
  expectRevListCounts(world, merge, references, paths);
  // Not the pull request's head's count: the base's side is in it (b.rs since c0: b1).
  expect(revListCount(c0, merge, 'b.rs')).toBe(1);
  expect(revListCount(c0, pr2, 'b.rs')).toBe(0);
}, 180_000);

test('drift at a merge TREESAME to a parent of the reference is rev-list’s count: git does not follow an uninteresting parent', async () => {
  const c0 = repo.commit({ 'a.rs': 'a\n', 'b.rs': 'b\n' }, 'c0', 1_700_000_000);
  repo.checkout('side', 'new-branch');
  const s1 = repo.commit({ 'a.rs': 'a side\n' }, 's1', 1_700_000_100);
  const s2 = repo.commit({ 'b.rs': 'b side\n' }, 's2', 1_700_000_200);
  repo.checkout('main', 'branch');
  const m1 = repo.commit({ 'b.rs': 'b main\n' }, 'm1', 1_700_000_300);
  // The tip merges s1 (s2's parent): TREESAME to s1 for a.rs, to m1 for b.rs.
  const merge = repo.merge(s1, { date: 1_700_000_400 });
  const references = [c0, s1, s2, m1, merge];
  const paths = ['a.rs', 'b.rs', '.'];
  const l = new Ledger();
  for (const reference of references) {
    const c = l.claim(reference);
    for (const path of paths) l.evidence(c, `file:${path}`, { base: reference });
  }
  const { world } = await look(fold(l.events()).claims, merge);
  expectRevListCounts(world, merge, references, paths);
  // s2..merge: the merge counts for a.rs, though it is TREESAME to s1 there.
  expect(revListCount(s2, merge, 'a.rs')).toBe(1);
}, 180_000);

test('drift at a merge as new as the reference is rev-list’s count: git takes the reference first and marks its parents’ parents', async () => {
  const c0 = repo.commit({ 'a.rs': 'a\n', 'b.rs': 'b\n' }, 'c0', 1_700_000_000);
  repo.checkout('side', 'new-branch');
  const s1 = repo.commit({ 'a.rs': 'a side\n' }, 's1', 1_700_000_100);
  const s2 = repo.commit({ 'b.rs': 'b side\n' }, 's2', 1_700_000_200);
  const s3 = repo.commit({ 'b.rs': 'b side again\n' }, 's3', 1_700_000_900);
  repo.checkout('main', 'branch');
  const m1 = repo.commit({ 'b.rs': 'b main\n' }, 'm1', 1_700_000_300);
  // The tip merges s1 (s3's grandparent) at s3's own date.
  const merge = repo.merge(s1, { date: 1_700_000_900 });
  const references = [c0, s1, s2, s3, m1, merge];
  const paths = ['a.rs', 'b.rs', '.'];
  const l = new Ledger();
  for (const reference of references) {
    const c = l.claim(reference);
    for (const path of paths) l.evidence(c, `file:${path}`, { base: reference });
  }
  const { world } = await look(fold(l.events()).claims, merge);
  expectRevListCounts(world, merge, references, paths);
  expect(revListCount(s3, merge, 'a.rs')).toBe(1);
}, 180_000);

test('a constant number of git processes, however many claims and bases', async () => {
  const shas: string[] = [];
  for (let i = 0; i < 12; i++) shas.push(repo.commit({ [`f${i % 4}.rs`]: `v${i}\n` }));
  const count = async (claims: number) => {
    const l = new Ledger();
    for (let i = 0; i < claims; i++) {
      const c = l.claim(`c${i}`);
      l.evidence(c, `file:f${i % 4}.rs::v`, { base: shas[i % shas.length] });
      l.evidence(c, `commit:${shas[(i * 7) % shas.length]}`);
      if (i % 3 === 0) l.add('ack', { claim: c, head: shas[(i * 5) % shas.length] });
    }
    const { ctx } = await look(everyClaim(fold(l.events())), 'work-tree');
    return ctx.processes;
  };
  const few = await count(2);
  expect(few).toBeLessThanOrEqual(7);
  expect(await count(120)).toBe(few);
});

test('the work tree: content is never read inside .git or outside the repository; existence is answered', async () => {
  const base = repo.commit({ 'a.txt': 'a\n' });
  const outside = join(repo.dir, '..', 'secret.txt');
  writeFileSync(outside, 'TOKEN\n');
  symlinkSync(outside, join(repo.dir, 'link.txt'));
  mkdirSync(join(repo.dir, 'fifo-dir'));
  execFileSync('mkfifo', [join(repo.dir, 'fifo-dir', 'pipe')]);
  const l = new Ledger();
  const c = l.claim('c');
  for (const ref of [
    'file:.git/config::core',
    'file:.git/config',
    'file:link.txt::TOKEN',
    'file:link.txt',
    'file:fifo-dir/pipe::x',
    'file:fifo-dir/pipe',
    `file:${outside}::TOKEN`,
    'file:a.txt::a',
  ])
    l.evidence(c, ref, { base });
  const { world } = await look(fold(l.events()).claims, 'work-tree');
  const looked = annotate(fold(l.events()), world).claims[0]?.evidence.map((e) => e.status);
  expect(looked).toEqual([
    'unreachable',
    'resolves',
    'unreachable',
    'resolves',
    'unreachable',
    'unreachable',
    'unreachable',
    'resolves',
  ]);
});

test('the ledgers at two commits read as each alone: a grown file, a byte order mark, bytes that are not UTF-8', async () => {
  const l = new Ledger();
  for (let i = 0; i < 4; i++) l.claim(`c${i}`);
  const [a, b, c, d] = l.lines.map((line) => `${line}\n`);
  const dir = join(repo.dir, '.evolving', 'ledger');
  mkdirSync(dir, { recursive: true });
  const bom = Buffer.from([0xef, 0xbb, 0xbf]);
  const write = (name: string, ...parts: (string | Buffer)[]) =>
    writeFileSync(join(dir, name), Buffer.concat(parts.map((p) => Buffer.from(p))));
  write('bom.jsonl', bom, a as string);
  write('bad.jsonl', b as string);
  write('torn.jsonl', (c as string).slice(0, 20));
  const base = repo.commit({}, 'base');
  // Each grows: by a line starting with a byte order mark (text there), by bytes that are not UTF-8, and whole.
  write('bom.jsonl', bom, a as string, bom, d as string);
  write('bad.jsonl', b as string, Buffer.from([0xff, 0x0a]));
  write('torn.jsonl', c as string);
  const head = repo.commit({}, 'head');
  const together = await ledgersAtCommits(await context(), [head, base], '');
  const alone = [
    (await ledgersAtCommits(await context(), [head], ''))[0],
    (await ledgersAtCommits(await context(), [base], ''))[0],
  ];
  for (const [i, read] of together.entries()) {
    expect(read.files).toEqual(alone[i]?.files);
    expect(read.refused).toEqual(alone[i]?.refused);
    expect(read.read.scan).toEqual(alone[i]?.read.scan);
  }
  const [atHead, atBase] = together;
  expect(atBase?.files.find((f) => f.name === 'bom.jsonl')?.text).toBe(a);
  expect(atHead?.files.find((f) => f.name === 'bom.jsonl')?.text).toBe(`${a}\ufeff${d}`);
  expect(atHead?.files.find((f) => f.name === 'torn.jsonl')?.text).toBe(c);
  expect(atHead?.refused).toEqual(['.evolving/ledger/bad.jsonl: not UTF-8 — not read']);
  expect(atBase?.refused).toEqual([]);
}, 60_000);

test('at a commit, a path there but not read as a file says why: a link, a directory, a submodule', async () => {
  const code = repo.commit({ 'a.txt': 'a\n', 'dir/b.txt': 'b\n' });
  symlinkSync('a.txt', join(repo.dir, 'link.txt'));
  repo.commit({});
  // A gitlink with no work tree behind it (`git add -A` would drop it): committed from the index.
  repo.git(['update-index', '--add', '--cacheinfo', `160000,${code},sub`]);
  repo.git(['commit', '-q', '-m', 'a submodule']);
  const head = repo.git(['rev-parse', 'HEAD']).trim();
  const l = new Ledger();
  const c = l.claim('c');
  for (const ref of ['file:link.txt::a', 'file:dir::b', 'file:sub::x', 'file:a.txt::a'])
    l.evidence(c, ref, { base: code });
  const { world } = await look(fold(l.events()).claims, head);
  expect(['link.txt', 'dir', 'sub', 'a.txt'].map((p) => world.tree.probe(p, true))).toEqual([
    { kind: 'unreadable', why: 'link' },
    { kind: 'unreadable', why: 'directory' },
    { kind: 'unreadable', why: 'submodule' },
    { kind: 'file', text: 'a\n' },
  ]);
});

test("a gone anchored file's new path, from git's rename detection, read at the head; no process when no anchored file is gone", async () => {
  const ledger = new Ledger();
  const claim = ledger.claim('follows the code');
  ledger.evidence(claim, 'file:src/a.rs::fn alpha');
  ledger.evidence(claim, 'file:src/b.rs::fn beta');
  const text = ledger.lines.map((l) => `${l}\n`).join('');
  const A = 'fn alpha() {\n    let first = 1;\n    let second = 2;\n}\n';
  const base = repo.commit(
    { 'src/a.rs': A, 'src/b.rs': 'fn beta() {}\n', '.evolving/ledger/w.jsonl': text },
    'base',
  );
  const head = repo.commit({ 'src/a.rs': null, 'src/moved/a.rs': A }, 'rename');
  const ctx = await context();
  const [atHead, atBase] = await ledgersAtCommits(ctx, [head, base], '');
  const follow = await renamesFollowed(ctx, base, head, '', atBase!, atHead!);
  expect(follow?.renames).toEqual(new Map([['src/a.rs', 'src/moved/a.rs']]));
  expect(follow?.tree.probe('src/moved/a.rs', true)).toEqual({ kind: 'file', text: A });

  const unchanged = await context();
  const [again, same] = await ledgersAtCommits(unchanged, [base, base], '');
  const before = unchanged.processes;
  expect(await renamesFollowed(unchanged, base, base, '', same!, again!)).toBeUndefined();
  expect(unchanged.processes).toBe(before);
}, 60_000);
