/**
 * The batched readers of git/pull-request.ts answer as their one-at-a-time
 * forms do: textsAtCommit as textAtCommit per path (in two git processes
 * however many files, nothing over the bound read), commitsInClone as one
 * `cat-file -e <id>^{commit}` per commit.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { locateRepository, type Repository } from '../../src/adapters/git/runner.js';
import { forgetMissingCommits } from '../../src/adapters/git/commits.js';
import {
  commitsInClone,
  hasCommit,
  textAtCommit,
  textsAtCommit,
  treeEntries,
  type TreeEntry,
} from '../../src/adapters/git/pull-request.js';
import { readBaseLedger } from '../../src/adapters/ticks/base-ledger.js';
import { makeRepo, tempDir, type TempRepo } from '../../test-support/git-repo.js';

let repo: TempRepo;
let located: Repository;
let commit: string;
let log: string;

beforeAll(async () => {
  repo = makeRepo();
  repo.write('a file with spaces.txt', 'spaces\n');
  repo.write('dir/inner.jsonl', '{"x":1}\n');
  symlinkSync('dir/inner.jsonl', join(repo.dir, 'link'));
  commit = repo.commit({
    'small.txt': 'small\n',
    'empty.txt': '',
    'big.txt': 'x'.repeat(100),
    'utf8.txt': 'héllo — ✓\n',
    'no newline at the end': 'last',
    'new\nline.txt': 'a name with a newline\n',
    'small.txt\r': 'a name git would read as small.txt on a batch line\n',
  });
  // A git on PATH that notes each process it starts (the code under test runs git from the
  // PATH of the environment the repository was located with, not the process's own).
  const bin = tempDir('ev-git-log-');
  log = join(bin.root, 'git.log');
  writeFileSync(log, '');
  const real = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
  const wrapper = join(bin.dir, 'git');
  writeFileSync(wrapper, `#!/bin/sh\necho x >> '${log}'\nexec '${real}' "$@"\n`);
  chmodSync(wrapper, 0o755);
  const env = { ...repo.env, PATH: `${bin.dir}:${repo.env.PATH ?? process.env.PATH ?? ''}` };
  located = (await locateRepository(repo.dir, env)) as Repository;
});
afterAll(() => {
  repo.cleanup();
});

/** How many git processes `run` started. */
async function processes(run: () => Promise<unknown>): Promise<number> {
  const before = readFileSync(log, 'utf8').length;
  await run();
  return (readFileSync(log, 'utf8').length - before) / 2;
}

const PATHS = [
  'small.txt',
  'empty.txt',
  'big.txt',
  'utf8.txt',
  'no newline at the end',
  'a file with spaces.txt',
  'dir/inner.jsonl',
  'link',
  'dir',
  'missing.txt',
  'new\nline.txt',
  'small.txt\r',
  'small.txt',
];

test('textsAtCommit: each path as textAtCommit reads it, within the bound', async () => {
  for (const bound of [0, 10, 1024]) {
    const texts = await textsAtCommit(located, commit, PATHS, bound);
    for (const path of PATHS)
      expect([path, texts.get(path)]).toEqual([
        path,
        await textAtCommit(located, commit, path, bound),
      ]);
  }
  const texts = await textsAtCommit(located, commit, PATHS, 1024);
  expect(texts.get('utf8.txt')).toBe('héllo — ✓\n');
  expect(texts.get('big.txt')).toBe('x'.repeat(100));
  expect(texts.get('new\nline.txt')).toBe('a name with a newline\n');
  expect(texts.get('small.txt\r')).toBe('a name git would read as small.txt on a batch line\n');
  expect(texts.get('dir')).toBeUndefined();
  // Dozens of real git processes: a safety net generous on a loaded machine, not an assertion.
}, 180_000);

test('textsAtCommit: two processes for every file; a name with a newline or a carriage return is read on its own', async () => {
  const plain = PATHS.filter((path) => !/[\r\n]/.test(path));
  expect(await processes(() => textsAtCommit(located, commit, plain, 1024))).toBe(2);
  expect(await processes(() => textsAtCommit(located, commit, PATHS, 1024))).toBe(6);
  // Nothing within the bound: the sizes only.
  expect(await processes(() => textsAtCommit(located, commit, ['big.txt'], 10))).toBe(1);
  expect(await processes(() => textsAtCommit(located, commit, [], 1024))).toBe(0);
});

test('textsAtCommit: a commit that is not a full commit id never reaches git', async () => {
  for (const rev of ['HEAD', commit.slice(0, 12), '--output=x']) {
    let texts = new Map<string, string | undefined>();
    expect(
      await processes(async () => (texts = await textsAtCommit(located, rev, PATHS, 1024))),
    ).toBe(0);
    for (const path of PATHS) expect(texts.get(path)).toBeUndefined();
  }
  const none = await textsAtCommit(null, commit, ['small.txt'], 1024);
  expect(none.get('small.txt')).toBeUndefined();
});

test('commitsInClone: the commits hasCommit finds, in one process', async () => {
  const tree = repo.git(['rev-parse', `${commit}^{tree}`]).trim();
  const asked = [commit, tree, '1'.repeat(40), commit.slice(0, 12), 'HEAD', commit];
  let present = new Set<string>();
  expect(await processes(async () => (present = await commitsInClone(located, asked)))).toBe(1);
  for (const id of asked) expect([id, present.has(id)]).toEqual([id, await hasCommit(located, id)]);
  expect([...present]).toEqual([commit]);
  expect(await commitsInClone(null, [commit])).toEqual(new Set());
});

describe('answers about a commit id are asked of git once', () => {
  test('a listing asked again starts no process; a file of a listed directory is read in one, or none', async () => {
    // A repository object of its own: nothing remembered from the tests above.
    const fresh = (await locateRepository(repo.dir, located.env)) as Repository;
    const first = await treeEntries(fresh, commit, 'dir');
    expect(
      await processes(async () => expect(await treeEntries(fresh, commit, 'dir')).toEqual(first)),
    ).toBe(0);
    // Each caller gets its own entries.
    (first as TreeEntry[]).pop();
    expect(await treeEntries(fresh, commit, 'dir')).toHaveLength(1);
    const other = (await locateRepository(repo.dir, located.env)) as Repository;
    let text: string | undefined;
    expect(
      await processes(
        async () => (text = await textAtCommit(fresh, commit, 'dir/inner.jsonl', 1024)),
      ),
    ).toBe(1);
    expect(text).toBe(await textAtCommit(other, commit, 'dir/inner.jsonl', 1024));
    expect(
      await processes(async () => (text = await textAtCommit(fresh, commit, 'dir/none', 1024))),
    ).toBe(0);
    expect(text).toBeUndefined();
    expect(await textAtCommit(fresh, commit, 'dir/inner.jsonl', 3)).toBeUndefined();
  });

  test('a commit found is not asked again, one missing only until something may have been fetched', async () => {
    const fresh = (await locateRepository(repo.dir, located.env)) as Repository;
    const missing = '2'.repeat(40);
    expect(await commitsInClone(fresh, [commit, missing])).toEqual(new Set([commit]));
    expect(await processes(() => commitsInClone(fresh, [commit, missing]))).toBe(0);
    expect(await processes(async () => expect(await hasCommit(fresh, commit)).toBe(true))).toBe(0);
    forgetMissingCommits(fresh);
    expect(await processes(() => commitsInClone(fresh, [commit, missing]))).toBe(1);
  });

  test('a base whose listed directory holds no ticks/ is read as no tick file, without a process', async () => {
    const fresh = (await locateRepository(repo.dir, located.env)) as Repository;
    const other = (await locateRepository(repo.dir, located.env)) as Repository;
    await treeEntries(fresh, commit, 'dir');
    for (const ticksDir of ['dir/ticks', 'dir/inner.jsonl']) {
      let entries: unknown;
      expect(
        await processes(async () => (entries = await readBaseLedger(fresh, commit, ticksDir, []))),
      ).toBe(0);
      expect(entries).toEqual([]);
      // Without the listing, git is asked: the same answer.
      expect(await readBaseLedger(other, commit, ticksDir, [])).toEqual([]);
    }
  });
});
