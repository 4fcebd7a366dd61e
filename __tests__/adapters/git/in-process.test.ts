/**
 * git's answers given in process (git/in-process.ts over git/object-store.ts)
 * are git's own, byte for byte: each question the ev 0.2 commands ask is put
 * to git and to the object store of the same repository, a history of merges,
 * skewed clocks, tags, links, submodules, executable bits and files becoming
 * directories, read loose and then packed with deltas. What the reader does
 * not read as git does is left to git (no answer).
 */
import {
  appendFileSync,
  chmodSync,
  chownSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import {
  answersFrom,
  COVERED_OBJECTS_BOUND,
  DIFF_EDGES_BOUND,
  inProcessAnswers,
  READ_BOUND,
} from '../../../src/adapters/git/in-process.js';
import { PEEL as BATCH_CHECK } from '../../../src/adapters/git/commits.js';
import {
  DIFF_NAME_STATUS,
  DIFF_NAMES,
  DIFF_TREE,
  MERGE_BASE,
  REV_LIST,
} from '../../../src/adapters/git/graph.js';
import {
  applyDelta,
  openObjectStore,
  ObjectStoreUnreadable,
  type ObjectStore,
} from '../../../src/adapters/git/object-store.js';
import {
  gitEnvironment,
  runGit,
  type GitAnswers,
  type GitContext,
  type GitResult,
  type Repository,
} from '../../../src/adapters/git/runner.js';
import {
  commitGraph,
  gitEach,
  gitSequence,
  makeRepo,
  seededRandom,
  type GraphCommit,
  type TempRepo,
} from '../../../test-support/git-repo.js';
import { HandMadeRepository, identityOf } from '../../../test-support/git-objects.js';

let repo: TempRepo;
let repository: Repository;
let ids: string[];
let special: string[];

/** A random history: merges of any two earlier commits, files moving between directories, skewed dates. */
function randomHistory(count: number): GraphCommit[] {
  const random = seededRandom(37);
  const pick = (n: number): number => Math.floor(random() * n);
  const names = ['a.txt', 'b/c.txt', 'b/d/e.txt', 'b', 'f', 'f/g.txt', 'h-i.txt', 'h/j.txt'];
  const commits: GraphCommit[] = [];
  for (let i = 0; i < count; i++) {
    const files: Record<string, string> = {};
    for (const name of names) {
      if (random() < 0.45) continue;
      // A path and a directory of the same name cannot both be: the later one wins.
      if (Object.keys(files).some((f) => f.startsWith(`${name}/`) || name.startsWith(`${f}/`)))
        continue;
      files[name] = `${name} ${pick(3)}\n`;
    }
    const parents = i === 0 ? [] : random() < 0.25 && i > 2 ? [i - 1, pick(i - 1)] : [pick(i)];
    // Dates mostly rising, some going back in time (a skewed clock).
    const date = 1_700_000_000 + i * 100 + (random() < 0.15 ? -5_000 : 0);
    commits.push({ files, parents: [...new Set(parents)], date });
  }
  return commits;
}

beforeAll(() => {
  repo = makeRepo();
  ids = commitGraph(repo, randomHistory(60));
  // Modes commitGraph does not write: an executable file, a link, a submodule, a tag. The
  // blobs and commits written by the test (as `git hash-object -w`, `git commit-tree`), the
  // trees by one `git mktree --batch`, the ref and the tag by one `sh`.
  const objects = new HandMadeRepository(repo.dir);
  const blob = objects.blob(Buffer.from('x\n'));
  // Two versions of a larger file: packed, one is a delta on the other.
  const text = Array.from({ length: 400 }, (_, i) => `line ${i} of a larger file\n`).join('');
  const big1 = objects.blob(Buffer.from(text));
  const big2 = objects.blob(Buffer.from(text.replace('line 7 ', 'line seven ')));
  // A tree bigger than one read of the pack (object-store.ts reads 4 KiB at an object first).
  const wide = Array.from({ length: 400 }, (_, i) => `100644 blob ${blob}\tfile-${i}.txt\n`);
  wide.push(`100644 blob ${big2}\tbig\n`);
  const trees = [
    `100644 blob ${blob}\tm\n100644 blob ${blob}\tn\n100644 blob ${blob}\to\n100644 blob ${blob}\tü é.txt\n`,
    `100644 blob ${big1}\tbig\n100755 blob ${blob}\tm\n120000 blob ${blob}\tn\n160000 commit ${ids[3]}\to\n`,
    wide.join(''),
  ];
  const [tree1, tree2, tree3] = repo
    .git(['mktree', '--batch'], { input: trees.join('\n') })
    .trim()
    .split('\n') as [string, string, string];
  const commit = (tree: string, parent: string, message: string, date: number): string =>
    objects.commit({ tree, parents: [parent], date, message, identity: identityOf(repo.env) });
  // Later than the whole history.
  const first = commit(tree1, ids.at(-1)!, 's', 1_700_100_000);
  const second = commit(tree2, first, 't', 1_700_100_001);
  const third = commit(tree3, second, 'u', 1_700_100_002);
  special = [first, second, third];
  gitSequence(repo.dir, repo.env, [
    ['update-ref', 'refs/heads/main', third],
    ['tag', '-a', '-m', 'tagged', 'v1', ids[10]!],
  ]);
  repository = { gitDir: join(repo.dir, '.git'), workTree: repo.dir, env: repo.env };
});
afterAll(() => repo.cleanup());

const gitCtx = (): GitContext => ({ repository, cwd: repo.dir, env: repo.env });

const argumentsIn = new Map<string, string[]>();

/**
 * What runGit puts before a command's own arguments in `ctx` (the git
 * directory, the work tree, the hardened settings): asked of runGit itself,
 * once per repository, with a stand-in for git first on PATH that prints its
 * arguments.
 */
async function runGitsArguments(ctx: GitContext): Promise<string[]> {
  const key = JSON.stringify(ctx.repository);
  const known = argumentsIn.get(key);
  if (known !== undefined) return known;
  const bin = mkdtempSync(join(tmpdir(), 'ev-stand-in-'));
  try {
    writeFileSync(join(bin, 'git'), `#!/bin/sh\nprintf '%s\\0' "$@"\n`);
    chmodSync(join(bin, 'git'), 0o755);
    const PATH = `${bin}${delimiter}${ctx.env.PATH ?? ''}`;
    const printed = await runGit({ ...ctx, env: { ...ctx.env, PATH } }, ['ev-asked', '--', 'x']);
    const argv = printed.stdout.toString('utf8').split('\0').slice(0, -1);
    expect(argv.slice(-3)).toEqual(['ev-asked', '--', 'x']);
    argumentsIn.set(key, argv.slice(0, -3));
    return argv.slice(0, -3);
  } finally {
    rmSync(bin, { recursive: true, force: true });
  }
}

/**
 * git's answers to these questions, as runGit would get them in `ctx` (its
 * arguments, its environment, its directory, each question's input), from
 * one `sh` that starts each git (gitEach) rather than one process each from
 * this worker: the same bytes on stdout, exit code and stderr.
 */
async function gitsAnswers(ctx: GitContext, asked: readonly Question[]): Promise<GitResult[]> {
  const before = await runGitsArguments(ctx);
  const outcomes = gitEach(
    ctx.cwd,
    gitEnvironment(ctx.env),
    asked.map((q) => ({ args: [...before, ...q.args], input: q.input })),
  );
  const fromGit = outcomes.map((o) => ({ code: o.status, stdout: o.bytes, stderr: o.stderr }));
  // The first as runGit itself gets it: what the batch answers is what runGit would.
  const [first] = asked;
  if (first !== undefined) expect(await runGit(ctx, first.args, first.input)).toEqual(fromGit[0]);
  return fromGit;
}

/** Every question asked of git and of the store: the same bytes, or the store leaves it to git. */
async function expectGitsAnswers(questions: readonly Question[]): Promise<void> {
  const store = openObjectStore(repository.gitDir);
  expect(store).toBeDefined();
  // Every question here, within one budget (the bounds are tested below).
  const answers = answersFrom(store!, 100 * READ_BOUND, undefined, { workTree: repo.dir });
  const fromGit = await gitsAnswers(gitCtx(), questions);
  try {
    expectSameAnswers(answers, questions, fromGit, repo.dir);
  } finally {
    answers.close();
  }
}

interface Question {
  args: readonly string[];
  input?: string;
  /** Left to git by design (its answer is an error in its own words). */
  declined?: boolean;
  /** Answered here or left to git, as the answer needs (a rename git may pair): if answered, git's. */
  optional?: boolean;
}

function expectSameAnswers(
  answers: GitAnswers,
  questions: readonly Question[],
  fromGit: readonly GitResult[],
  cwd: string,
): void {
  let optionalAnswered = 0;
  questions.forEach((q, i) => {
    const git = fromGit[i]!;
    const here = answers.answer(q.args, q.input, cwd);
    const asked = { args: q.args, input: q.input };
    if (q.declined === true) {
      expect({ ...asked, here }).toEqual({ ...asked, here: undefined });
      return;
    }
    if (q.optional === true && here === undefined) return;
    if (q.optional === true) optionalAnswered += 1;
    expect({ ...asked, answered: here !== undefined }).toEqual({ ...asked, answered: true });
    expect({
      ...asked,
      code: here?.code,
      out: here?.stdout.toString('latin1'),
      err: here?.code === 0 ? '' : here?.stderr,
    }).toEqual({
      ...asked,
      code: git.code,
      out: git.stdout.toString('latin1'),
      err: git.code === 0 ? '' : git.stderr,
    });
  });
  // Questions answered here or left to git would prove nothing if few were answered here.
  const optional = questions.filter((q) => q.optional === true).length;
  if (optional > 0) expect(optionalAnswered).toBeGreaterThan(optional / 2);
}

/** Objects the questions name: the tag, a blob and two trees (one `git rev-parse`). */
function named(): { tag: string; blob: string; tree: string; tree4: string } {
  const names = ['v1', `${ids[0]}:a.txt`, `${ids[0]}^{tree}`, `${ids[4]}^{tree}`];
  const [tag, blob, tree, tree4] = repo
    .git(['rev-parse', ...names])
    .trim()
    .split('\n');
  return { tag: tag!, blob: blob!, tree: tree!, tree4: tree4! };
}

/** The object questions the action asks (cat-file, ls-tree, rev-parse), of every kind of entry. */
function objectQuestions(): Question[] {
  const { tag, blob, tree } = named();
  const [, second] = special as [string, string, string];
  const missing = '1'.repeat(40);
  const commits = [...ids.slice(0, 8), ...special];
  const names = [
    'HEAD',
    tag,
    tree,
    missing,
    `HEAD:`,
    `HEAD:ü é.txt`,
    `${special[0]}:ü é.txt`,
    `${second}:n`,
    `${second}:o`,
    `${second}:n/x`,
    `${second}:m/`,
    `${tag}:b`,
    `${missing}:a.txt`,
    `${blob}:a.txt`,
    ...commits.flatMap((c) =>
      [
        c,
        `${c}:`,
        'a.txt',
        'b',
        'b/',
        'b/c.txt',
        'b/d/e.txt',
        'b//c.txt',
        'f/g.txt',
        'h',
        'h/j.txt',
        'h-i.txt',
        'nope',
      ].map((p) => (p === c || p === `${c}:` ? p : `${c}:${p}`)),
    ),
  ];
  const input = names.join('\n') + '\n';
  const dirs = ['b', 'b/d', 'a.txt', 'f', 'h', 'nope', 'm', 'n', 'o', 'ü é.txt', 'b/c.txt'];
  return [
    { args: ['cat-file', '--batch'], input },
    { args: ['cat-file', '--batch-check=%(objecttype) %(objectsize)'], input },
    { args: ['cat-file', '--batch-check=%(objectname) %(objecttype) %(objectsize)'], input },
    ...[...commits, tag].map((c) => ({
      args: ['cat-file', '-e', '--end-of-options', `${c}^{commit}`],
    })),
    { args: ['cat-file', '-e', '--end-of-options', `${missing}^{commit}`] },
    { args: ['cat-file', '-e', '--end-of-options', `${tree}^{commit}`], declined: true },
    { args: ['cat-file', 'blob', '--end-of-options', blob] },
    { args: ['cat-file', 'blob', '--end-of-options', `${ids[0]}:a.txt`] },
    { args: ['cat-file', 'blob', '--end-of-options', missing], declined: true },
    { args: ['cat-file', 'blob', '--end-of-options', tree], declined: true },
    { args: ['cat-file', '-s', '--end-of-options', `${ids[0]}:a.txt`] },
    { args: ['cat-file', '-s', '--end-of-options', `${ids[0]}:`] },
    { args: ['cat-file', '-s', '--end-of-options', `${ids[0]}:nope`], declined: true },
    { args: ['cat-file', 'commit', '--end-of-options', second] },
    ...[...commits, tag, 'HEAD'].flatMap((c) => [
      { args: ['ls-tree', '-r', '-t', '-l', '-z', '--full-tree', '--end-of-options', c] },
      { args: ['ls-tree', '-r', '-z', '--full-tree', '--end-of-options', c] },
      ...dirs.map((d) => ({
        args: ['ls-tree', '-z', '-l', '--full-tree', '--end-of-options', c, '--', `${d}/`, d],
      })),
    ]),
    { args: ['ls-tree', '-r', '-z', '--full-tree', '--end-of-options', missing], declined: true },
    { args: ['rev-parse', 'HEAD'] },
    { args: ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}'] },
    { args: ['rev-parse', '--is-shallow-repository'] },
  ];
}

/** `git diff --name-only` of two commits, or of one and its merge base with another (`A...B`). */
function diffQuestions(): Question[] {
  const random = seededRandom(11);
  const some = (): string => ids[Math.floor(random() * ids.length)] as string;
  const asked: Question[] = [];
  for (let i = 0; i < 30; i++) {
    const [a, b] = [some(), some()];
    const revisions = i % 3 === 0 ? [a, b] : [`${a}...${b}`];
    const spec = [[], ['b'], ['b/d'], ['a.txt'], ['f'], ['h'], ['nope']][i % 7] as string[];
    asked.push({
      args: [...DIFF_NAMES, ...revisions, ...(spec.length ? ['--', ...spec] : [])],
    });
  }
  // Two commits with more than one merge base (criss-cross merges): git takes the first.
  const crossed = ids.slice(40).flatMap((a) => ids.slice(30, 40).map((b) => [a, b] as const));
  let pair: (typeof crossed)[number] | undefined;
  // Asked ten pairs at a time, in one `sh` each, until one has.
  for (let at = 0; pair === undefined && at < crossed.length; at += 10) {
    const some = crossed.slice(at, at + 10);
    const bases = gitEach(
      repo.dir,
      repo.env,
      some.map(([a, b]) => ['merge-base', '--all', a, b]),
    );
    pair = some.find((_, i) => bases[i]!.stdout.trim().split('\n').length > 1);
  }
  expect(pair).toBeDefined();
  const [first, second, third] = special as [string, string, string];
  asked.push(
    { args: [...DIFF_NAMES, `${pair![0]}...${pair![1]}`] },
    { args: [...DIFF_NAMES, `${pair![1]}...${pair![0]}`] },
    { args: [...DIFF_NAMES, `${ids[5]}...HEAD`, '--', 'b'] },
    { args: [...DIFF_NAMES, `${ids[40]}...${third}`] },
    { args: [...DIFF_NAMES, ids[3]!, ids[3]!] },
    // A submodule changes: whether git shows it is the checkout's to say.
    { args: [...DIFF_NAMES, `${first}...${second}`], declined: true },
    { args: [...DIFF_NAMES, `${ids[2]}...${ids[9]}`, '--', 'b*'], declined: true },
    { args: [...DIFF_NAMES, ids[2]!, '--', 'b'], declined: true },
    ...nameStatusQuestions(),
  );
  return asked;
}

/**
 * `git diff --name-status -M` of two commits (how a pull request changed its
 * ledger's directory): answered here where no file is both deleted and added
 * under the path (then git pairs no rename); where one is, git's to score.
 */
function nameStatusQuestions(): Question[] {
  const random = seededRandom(23);
  const some = (): string => ids[Math.floor(random() * ids.length)] as string;
  const [first, second, third] = special as [string, string, string];
  const specs = [[], ['b'], ['b/d'], ['a.txt'], ['f'], ['h'], ['nope']];
  return [
    ...Array.from({ length: 28 }, (_, i) => {
      const spec = specs[i % specs.length] as string[];
      return {
        args: [...DIFF_NAME_STATUS, some(), some(), ...(spec.length ? ['--', ...spec] : [])],
        optional: true,
      };
    }),
    // An executable bit, a file becoming a link, a wide tree; HEAD named.
    { args: [...DIFF_NAME_STATUS, first, second, '--', 'm'] },
    { args: [...DIFF_NAME_STATUS, second, third, '--', 'big'] },
    { args: [...DIFF_NAME_STATUS, first, second, '--', 'n'] },
    { args: [...DIFF_NAME_STATUS, ids[40]!, 'HEAD', '--', 'b'], optional: true },
    // A submodule changes: whether git shows it is the checkout's to say.
    { args: [...DIFF_NAME_STATUS, first, second], declined: true },
    { args: [...DIFF_NAME_STATUS, first, second, '--', 'o'], declined: true },
    { args: [...DIFF_NAME_STATUS, ids[2]!, ids[9]!, '--', 'b*'], declined: true },
  ];
}

let asked: Question[] | undefined;

/** The questions, the same for the loose and the packed repository: made once. */
function questions(): Question[] {
  asked ??= makeQuestions();
  return asked;
}

function makeQuestions(): Question[] {
  const { tag, tree4 } = named();
  const all = [...ids, ...special];
  // Each commit and its parents, from one `git rev-list`.
  const listed = repo.git(['rev-list', '--parents', '--no-walk=unsorted', ...all]);
  const parentsOf = new Map(
    listed
      .trim()
      .split('\n')
      .map((line) => [line.split(' ')[0]!, line.split(' ').slice(1)] as const),
  );
  expect([...parentsOf.keys()].sort()).toEqual([...all].sort());
  const edges = all.flatMap((oid) => {
    const parents = parentsOf.get(oid)!;
    return parents.length === 0 ? [`${oid}\n`] : parents.map((p) => `${oid} ${p}\n`);
  });
  const random = seededRandom(7);
  const some = (n: number): string[] =>
    Array.from({ length: n }, () => ids[Math.floor(random() * ids.length)] as string);
  const revLists = Array.from({ length: 12 }, (_, i) => {
    const tips = some(1 + (i % 2));
    const bottoms = some(1 + (i % 3));
    const excludes = some(i % 3);
    return {
      args: [...REV_LIST, '--stdin'],
      input: [...tips, ...bottoms, ...excludes.map((e) => `^${e}`)].join('\n') + '\n',
    };
  });
  return [
    {
      args: BATCH_CHECK,
      input:
        [
          'HEAD',
          'HEAD^{commit}',
          ...ids.slice(0, 5).flatMap((oid) => [oid, `${oid}^{commit}`]),
          tag,
          `${tag}^{commit}`,
          '0'.repeat(40),
          `${'0'.repeat(40)}^{commit}`,
          `${tree4}^{commit}`,
        ].join('\n') + '\n',
    },
    { args: DIFF_TREE, input: edges.join('') },
    ...revLists,
    // As the action asks which commits are in a base's history.
    ...revLists.map(({ input }) => ({ args: ['rev-list', '--stdin'], input })),
    { args: [...REV_LIST, '--stdin'], input: `${special[2]}\n` },
    {
      args: [...REV_LIST, '--max-age=1700003000', '--stdin'],
      input: `${ids.at(-1)}\n${ids[30]}\n`,
    },
    ...Array.from({ length: 10 }, (_, i) => ({ args: [...MERGE_BASE, ...some(2 + (i % 4))] })),
    ...objectQuestions(),
    ...diffQuestions(),
  ];
}

/** Every object's type and size as the store reads them without its body: git's. */
function expectGitsSizes(): void {
  const listed = repo.git([
    'cat-file',
    '--batch-all-objects',
    '--batch-check=%(objectname) %(objecttype) %(objectsize)',
  ]);
  const store = openObjectStore(repository.gitDir)!;
  try {
    const read = listed
      .trim()
      .split('\n')
      .map((line) => {
        const oid = line.split(' ')[0]!;
        const info = store.info(oid);
        return `${oid} ${info?.type} ${info?.size}`;
      });
    expect(read.join('\n')).toBe(listed.trim());
    expect(store.info('1'.repeat(40))).toBeUndefined();
  } finally {
    store.close();
  }
}

test('loose objects: every answer is git’s, byte for byte', async () => {
  await expectGitsAnswers(questions());
  expectGitsSizes();
});

test('packed with deltas: every answer is git’s, byte for byte', async () => {
  // Every commit kept by a ref, so the repack packs them all (unreachable objects stay loose).
  const refs = ids.map((oid, i) => `create refs/keep/${i} ${oid}\n`).join('');
  repo.git(['update-ref', '--stdin'], { input: refs });
  gitSequence(repo.dir, repo.env, [
    ['repack', '-a', '-d', '-f', '-q', '--depth=20', '--window=50'],
    ['prune-packed'],
    ['pack-refs', '--all'],
  ]);
  expect(repo.git(['count-objects', '-v'])).toMatch(/^count: 0$/m);
  // Trees and commits stored as deltas on other objects, some chains deeper than one.
  const pack = repo.git(['verify-pack', '-v', ...packIndexes()]);
  expect(pack).toMatch(/^[0-9a-f]{40} tree .* [1-9]\d* [0-9a-f]{40}$/m);
  expect(pack).toMatch(/^chain length = [2-9]/m);
  expect(pack).toMatch(/^[0-9a-f]{40} blob .* [1-9]\d* [0-9a-f]{40}$/m);
  await expectGitsAnswers(questions());
  expectGitsSizes();
});

test('diff --name-status -M is answered here unless git could pair a rename, which it then scores', async () => {
  // A ledger's directory: a tick renamed, one edited, one added, one deleted and one added.
  const ledger = makeRepo();
  try {
    const tick = (n: number): string =>
      `{"id": "t${n}", "text": "a decision of some length ${n}"}\n`;
    const dir = '.evolving/ticks';
    const c1 = ledger.commit({ [`${dir}/a.json`]: tick(1), [`${dir}/b.json`]: tick(2), x: '1\n' });
    const renamed = ledger.commit({ [`${dir}/a.json`]: null, [`${dir}/a2.json`]: tick(1) });
    const edited = ledger.commit({ [`${dir}/b.json`]: tick(3), x: '2\n' });
    const added = ledger.commit({ [`${dir}/c.json`]: tick(4) });
    const swapped = ledger.commit({ [`${dir}/c.json`]: null, [`${dir}/d.json`]: tick(5) });
    const pairs = [
      [c1, renamed, false],
      [renamed, edited, true],
      [edited, added, true],
      [renamed, added, true],
      [added, edited, true],
      [added, swapped, false],
      [c1, 'HEAD', false],
    ] as const;
    const asked = pairs.map(([a, b]) => ({ args: [...DIFF_NAME_STATUS, a, b, '--', dir] }));
    const located: Repository = {
      gitDir: join(ledger.dir, '.git'),
      workTree: ledger.dir,
      env: ledger.env,
    };
    const ctx: GitContext = { repository: located, cwd: ledger.dir, env: ledger.env };
    const fromGit = await gitsAnswers(ctx, asked);
    expect(fromGit[0]!.stdout.toString('latin1')).toMatch(/^R100\0/);
    const answers = inProcessAnswers(located)!;
    try {
      // Where no rename can be paired: git's bytes; where one can: left to git.
      expectSameAnswers(
        answers,
        asked.map((q, i) => (pairs[i]![2] ? q : { ...q, declined: true })),
        fromGit,
        ledger.dir,
      );
    } finally {
      answers.close();
    }
  } finally {
    ledger.cleanup();
  }
});

test('what the store does not read as git does is left to git', () => {
  const store = openObjectStore(repository.gitDir)!;
  const answers = answersFrom(store);
  // Questions it does not model: another format, a pathspec, a name git resolves.
  expect(answers.answer(['cat-file', '--batch-check'], `${ids[0]}\n`)).toBeUndefined();
  expect(answers.answer(['cat-file', '--batch'], `${ids[0]}~1\n`)).toBeUndefined();
  expect(answers.answer(['cat-file', '--batch'], `${ids[0]}:./a.txt\n`)).toBeUndefined();
  expect(answers.answer(['cat-file', '--batch'], `${ids[0]}:a.txt\r\n`)).toBeUndefined();
  expect(answers.answer(['ls-tree', '-r', '--end-of-options', ids[0]!], undefined)).toBeUndefined();
  const listing = ['ls-tree', '-z', '-l', '--full-tree', '--end-of-options', ids[0]!, '--'];
  for (const dir of ['b*', ':(top)b', './b', 'b/../b', '.'])
    expect(answers.answer([...listing, `${dir}/`, dir], undefined)).toBeUndefined();
  expect(answers.answer([...listing, 'b/'], undefined)).toBeUndefined();
  expect(answers.answer(['rev-parse', 'HEAD~1'], undefined)).toBeUndefined();
  expect(answers.answer(['rev-parse', '--show-prefix'], undefined)).toBeUndefined();
  // A GIT_*_PATHSPECS switch: git reads the pathspecs.
  const switched = answersFrom(store, READ_BOUND, undefined, { pathspecSwitches: true });
  expect(switched.answer([...listing, 'b/', 'b'], undefined)).toBeUndefined();
  expect(answers.answer([...listing, 'b/', 'b'], undefined)).toBeDefined();
  expect(answers.answer([...DIFF_TREE, '--', 'a.txt'], `${ids[1]}\n`)).toBeUndefined();
  expect(answers.answer(BATCH_CHECK, 'main\n')).toBeUndefined();
  expect(answers.answer([...REV_LIST, '--stdin'], 'HEAD~2\n')).toBeUndefined();
  // A history longer than the bound: git walks it.
  const tip = `${special[2]}\n`;
  const reads = Number(repo.git(['rev-list', '--count', special[2] as string]));
  expect(reads).toBeGreaterThan(5);
  expect(answersFrom(store, reads - 1).answer([...REV_LIST, '--stdin'], tip)).toBeUndefined();
  const within = answersFrom(store, reads + 1);
  expect(within.answer([...REV_LIST, '--stdin'], tip)).toBeDefined();
  // The bound counts every question: once spent, git answers the rest, however small.
  expect(within.answer([...REV_LIST, '--stdin'], tip)).toBeUndefined();
  expect(within.answer(BATCH_CHECK, `${ids[0]}\n`)).toBeUndefined();
  // Types and sizes found once are kept: listing a tree's sizes again reads its commit and
  // trees, not its blobs (ls-tree -l is asked at each commit of a history).
  const sized = ['ls-tree', '-r', '-t', '-l', '-z', '--full-tree', '--end-of-options', ids[0]!];
  const once = openObjectStore(repository.gitDir)!;
  const listed = answersFrom(once, 100_000).answer(sized, undefined);
  const entries = listed?.stdout.toString('utf8').split('\0').filter(Boolean) ?? [];
  const trees = entries.filter((entry) => / tree /.test(entry)).length;
  expect(entries.length).toBeGreaterThan(trees);
  // The commit, its root tree and the trees below it: no blob.
  const treesOnly = trees + 2;
  expect(answersFrom(once, treesOnly).answer(sized, undefined)?.stdout).toEqual(listed?.stdout);
  const fresh = answersFrom(openObjectStore(repository.gitDir)!, treesOnly);
  expect(fresh.answer(sized, undefined)).toBeUndefined();
  // More bytes than the reader holds: git answers (and every later question).
  const small = answersFrom(store, READ_BOUND, 100);
  expect(small.answer([...REV_LIST, '--stdin'], tip)).toBeUndefined();
  expect(small.answer(BATCH_CHECK, `${ids[0]}\n`)).toBeUndefined();
  // More commits than one diff-tree lists here: git lists them, from the start.
  const edges = (n: number): string => `${ids[1]} ${ids[0]}\n`.repeat(n);
  expect(answers.answer(DIFF_TREE, edges(DIFF_EDGES_BOUND))).toBeDefined();
  expect(answers.answer(DIFF_TREE, edges(DIFF_EDGES_BOUND + 1))).toBeUndefined();
  // A missing object (git reports it its own way).
  expect(answers.answer([...REV_LIST, '--stdin'], `${'1'.repeat(40)}\n`)).toBeUndefined();
  store.close();
});

test('in a repository of many objects, processes are still started ahead for what git may answer', () => {
  const stub = (objects: number): ObjectStore =>
    ({
      packedObjects: () => objects,
      shallow: () => false,
      close: () => undefined,
    }) as unknown as ObjectStore;
  expect(answersFrom(stub(COVERED_OBJECTS_BOUND)).covers?.(['cat-file', '--batch'])).toBe(true);
  expect(answersFrom(stub(COVERED_OBJECTS_BOUND)).covers?.(DIFF_TREE)).toBe(true);
  expect(answersFrom(stub(COVERED_OBJECTS_BOUND + 1)).covers?.(['cat-file', '--batch'])).toBe(
    false,
  );
  expect(answersFrom(stub(COVERED_OBJECTS_BOUND + 1)).covers?.(DIFF_TREE)).toBe(false);
});

test('a shallow clone: its objects and HEAD are answered here, its history by git', async () => {
  const clone = makeRepo({ init: false });
  try {
    clone.git(['clone', '-q', '--depth=2', '--no-local', `file://${repo.dir}`, clone.dir]);
    const shallow: Repository = {
      gitDir: join(clone.dir, '.git'),
      workTree: clone.dir,
      env: clone.env,
    };
    const [cut, head] = clone.git(['rev-parse', 'HEAD~1', 'HEAD']).trim().split('\n') as [
      string,
      string,
    ];
    const asked: Question[] = [
      { args: ['rev-parse', '--is-shallow-repository'] },
      { args: ['rev-parse', 'HEAD'] },
      { args: ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}'] },
      { args: BATCH_CHECK, input: `${head}^{commit}\n${cut}\n${ids[0]}^{commit}\n` },
      { args: ['cat-file', '--batch'], input: `${cut}\nHEAD:\n${ids[0]}\nHEAD:file-7.txt\n` },
      { args: ['cat-file', '-e', '--end-of-options', `${cut}^{commit}`] },
      { args: ['cat-file', '-e', '--end-of-options', `${ids[0]}^{commit}`] },
      { args: ['ls-tree', '-r', '-t', '-l', '-z', '--full-tree', '--end-of-options', cut] },
      // The history is cut at `cut` (parentless for git, not in its object): git answers.
      { args: [...REV_LIST, '--stdin'], input: `${head}\n`, declined: true },
      { args: DIFF_TREE, input: `${cut}\n`, declined: true },
      { args: ['rev-list', '--stdin'], input: `${head}\n^${cut}\n`, declined: true },
      {
        args: [...DIFF_NAMES, `${cut}...${head}`],
        declined: true,
      },
      { args: [...MERGE_BASE, head, cut], declined: true },
    ];
    const ctx: GitContext = { repository: shallow, cwd: clone.dir, env: clone.env };
    const fromGit = await gitsAnswers(ctx, asked);
    expect(fromGit[0]?.stdout.toString()).toBe('true\n');
    const answers = inProcessAnswers(shallow);
    expect(answers).toBeDefined();
    try {
      expectSameAnswers(answers!, asked, fromGit, clone.dir);
      expect(answers!.covers?.(DIFF_TREE)).toBe(false);
      expect(answers!.covers?.(['cat-file', '--batch'])).toBe(true);
    } finally {
      answers!.close();
    }
  } finally {
    clone.cleanup();
  }
});

test('a repository git reads otherwise is not opened here', () => {
  const setups: [string, (gitDir: string) => void][] = [
    ['alternates', (g) => writeFileSync(join(g, 'objects/info/alternates'), '/elsewhere\n')],
    ['grafts', (g) => writeFileSync(join(g, 'info/grafts'), `${ids[1]}\n`)],
    [
      'replace refs',
      (g) => {
        mkdirSync(join(g, 'refs/replace'), { recursive: true });
        writeFileSync(join(g, 'refs/replace', ids[1] as string), `${ids[2]}\n`);
      },
    ],
    [
      'an extension',
      (g) => appendFileSync(join(g, 'config'), '[extensions]\n\tobjectFormat = sha1\n'),
    ],
    ['an include', (g) => appendFileSync(join(g, 'config'), '[include]\n\tpath = other\n')],
    ['a linked worktree', (g) => writeFileSync(join(g, 'commondir'), '..\n')],
    [
      'a format git refuses',
      (g) => appendFileSync(join(g, 'config'), '[core]\n\trepositoryformatversion = 2\n'),
    ],
  ];
  for (const [what, plant] of setups) {
    const other = makeRepo();
    try {
      other.commit({ 'a.txt': '1\n' });
      const gitDir = join(other.dir, '.git');
      mkdirSync(join(gitDir, 'info'), { recursive: true });
      mkdirSync(join(gitDir, 'objects/info'), { recursive: true });
      expect({ what, opened: openObjectStore(gitDir) !== undefined }).toEqual({
        what,
        opened: true,
      });
      plant(gitDir);
      expect({ what, opened: openObjectStore(gitDir) !== undefined }).toEqual({
        what,
        opened: false,
      });
    } finally {
      other.cleanup();
    }
  }
  // Not a repository at all.
  expect(openObjectStore(join(repo.dir, 'nowhere'))).toBeUndefined();
  // A repository of another user: git refuses it, so it is not read here either.
  expect(inProcessAnswers(repository)).toBeDefined();
  expect(inProcessAnswers({ ...repository, workTree: anotherUsersDirectory() })).toBeUndefined();
});

test('a pack index whose fan-out points past its names is unreadable, never a wrong object', () => {
  const other = makeRepo();
  try {
    const commit = other.commit({ 'a.txt': '1\n' });
    other.git(['repack', '-a', '-d', '-q']);
    const packDir = join(other.dir, '.git', 'objects', 'pack');
    const index = join(
      packDir,
      readdirSync(packDir).find((name) => name.endsWith('.idx'))!,
    );
    const gitDir = join(other.dir, '.git');
    expect(openObjectStore(gitDir)!.read(commit)?.type).toBe('commit');
    const bad = readFileSync(index);
    bad.writeUInt32BE(0xfffffff0, 8 + Number.parseInt(commit.slice(0, 2), 16) * 4);
    chmodSync(index, 0o644);
    writeFileSync(index, bad);
    expect(() => openObjectStore(gitDir)!.read(commit)).toThrow(ObjectStoreUnreadable);
  } finally {
    other.cleanup();
  }
});

test('an object read holds memory of about its own size, loose or packed, not zlib’s 64 kB', () => {
  const other = makeRepo();
  try {
    const commit = other.commit({ 'a.txt': '1\n' });
    const gitDir = join(other.dir, '.git');
    const held = (): { size: number; store: number } => {
      const body = openObjectStore(gitDir)!.read(commit)!.body;
      return { size: body.length, store: body.buffer.byteLength };
    };
    // A small buffer may be a view of Node's shared pool (Buffer.poolSize), never a buffer of its own.
    const bound = (size: number): number => Math.max(Buffer.poolSize, size + 64);
    const loose = held();
    expect(loose.size).toBeGreaterThan(100);
    expect(loose.store).toBeLessThanOrEqual(bound(loose.size));
    other.git(['repack', '-a', '-d', '-q']);
    other.git(['prune-packed']);
    const packed = held();
    expect(packed.size).toBe(loose.size);
    expect(packed.store).toBeLessThanOrEqual(bound(packed.size));
    // An object larger than one output buffer (1 MiB) is inflated into several, joined whole.
    const big = Buffer.alloc(1536 * 1024);
    for (let i = 0; i < big.length; i++) big[i] = (i * 7919) % 251;
    const file = join(other.dir, 'big.bin');
    writeFileSync(file, big);
    other.git(['add', 'big.bin']);
    other.git(['commit', '-q', '-m', 'big']);
    const blob = other.git(['rev-parse', 'HEAD:big.bin']).trim();
    expect(openObjectStore(gitDir)!.read(blob)!.body.equals(big)).toBe(true);
    other.git(['repack', '-a', '-d', '-q']);
    other.git(['prune-packed']);
    expect(openObjectStore(gitDir)!.read(blob)!.body.equals(big)).toBe(true);
  } finally {
    other.cleanup();
  }
});

function packIndexes(): string[] {
  const dir = join(repo.dir, '.git', 'objects', 'pack');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.idx'))
    .map((name) => join(dir, name));
}

/** A directory this process's user does not own: root's `/`, or one given away by root. */
function anotherUsersDirectory(): string {
  if (process.getuid?.() !== 0) return '/';
  const dir = join(repo.dir, 'theirs');
  mkdirSync(dir);
  chownSync(dir, 12345, 12345);
  return dir;
}

test('a delta that does not fit its base is unreadable, never a wrong object', () => {
  const base = Buffer.from('hello world');
  // Base size 11, result 5: copy 5 bytes from offset 6.
  expect(applyDelta(base, Buffer.from([11, 5, 0x91, 6, 5])).toString()).toBe('world');
  for (const delta of [
    [12, 5, 0x91, 6, 5], // the wrong base size
    [11, 5, 0x91, 8, 5], // a copy past the base's end
    [11, 6, 0x91, 6, 5], // a result shorter than announced
    [11, 1, 0], // the reserved opcode
    [11, 3, 5, 0x61], // an insert past the delta's end
  ])
    expect(() => applyDelta(base, Buffer.from(delta))).toThrow(ObjectStoreUnreadable);
  // A result of 4 GiB announced: refused for its size, before anything is allocated.
  expect(() => applyDelta(base, Buffer.from([11, 0x80, 0x80, 0x80, 0x80, 0x10]))).toThrow(
    'delta result too large',
  );
});
