/**
 * filesAtRevisions (git/pull-request.ts) says of each path what `git ls-tree
 * -r` at any of the revisions says (a blob or a link there), whether it reads
 * the directories' trees in one `cat-file --batch` or, beyond its bound, lists
 * every revision whole.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { locateRepository, type Repository } from '../../../src/adapters/git/runner.js';
import {
  TREE_DIRECTORIES_MAX,
  batchTrees,
  filesAtRevisions,
  namesByDirectory,
} from '../../../src/adapters/git/pull-request.js';
import { makeRepo, tempDir, type TempRepo } from '../../../test-support/git-repo.js';

let repo: TempRepo;
let located: Repository;
let base: string;
let head: string;
let log: string;

beforeAll(async () => {
  repo = makeRepo();
  base = repo.commit({
    'root.py': 'r\n',
    'tests/test_gone.py': 'deleted by the head\n',
    'tests/unit/test_a.py': 'a\n',
    'tests/unit/test_é.py': 'utf-8\n',
    'a dir/with space.py': 's\n',
    'file.py': 'a file, not a directory\n',
  });
  symlinkSync('root.py', join(repo.dir, 'link.py'));
  head = repo.commit({ 'tests/test_gone.py': null, 'tests/new.py': 'n\n' });
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
afterAll(() => repo.cleanup());

const ASKED = [
  'root.py',
  'link.py',
  'tests/test_gone.py',
  'tests/new.py',
  'tests/unit/test_a.py',
  'tests/unit/test_é.py',
  'tests/unit',
  'tests',
  'tests/unit/missing.py',
  'a dir/with space.py',
  'file.py/inner.py',
  'nowhere/test.py',
  'tests/unit/test_a.py/deeper',
];

/** What `git ls-tree -r` lists as blobs at any of these revisions, among ASKED. */
function listed(revisions: readonly string[]): string[] {
  const blobs = new Set<string>();
  for (const rev of revisions)
    for (const entry of repo.git(['ls-tree', '-r', '-z', '--full-tree', rev]).split('\0')) {
      const [meta, path] = entry.split('\t');
      if (meta?.split(' ')[1] === 'blob' && path !== undefined) blobs.add(path);
    }
  return ASKED.filter((path) => blobs.has(path)).sort();
}

async function processes(run: () => Promise<unknown>): Promise<number> {
  const before = readFileSync(log, 'utf8').length;
  await run();
  return (readFileSync(log, 'utf8').length - before) / 2;
}

test('the head and the base in one git process: what ls-tree lists at either', async () => {
  let files = new Set<string>();
  const count = await processes(
    async () => (files = await filesAtRevisions(located, ['HEAD', base], ASKED)),
  );
  expect([...files].sort()).toEqual(listed(['HEAD', base]));
  expect([...files]).toContain('tests/test_gone.py');
  expect([...files]).toContain('link.py');
  expect(count).toBe(1);
});

test('one revision, a commit the clone lacks: only what the others hold', async () => {
  const files = await filesAtRevisions(located, [head, 'f'.repeat(40)], ASKED);
  expect([...files].sort()).toEqual(listed([head]));
  expect(files.has('tests/test_gone.py')).toBe(false);
});

test('beyond the bound of directories: every revision listed whole, the same answer', async () => {
  const many = Array.from({ length: TREE_DIRECTORIES_MAX }, (_, i) => `d${i}/t.py`);
  let files = new Set<string>();
  const count = await processes(
    async () => (files = await filesAtRevisions(located, ['HEAD', base], [...ASKED, ...many])),
  );
  expect([...files].sort()).toEqual(listed(['HEAD', base]));
  expect(count).toBe(2);
});

test('namesByDirectory: the root is the empty directory; a newline or a carriage return in one: none', () => {
  expect(namesByDirectory(['a.py', 'x/y/b.py', 'x/y/c.py'])).toEqual(
    new Map([
      ['', new Set(['a.py'])],
      ['x/y', new Set(['b.py', 'c.py'])],
    ]),
  );
  expect(namesByDirectory(['x\ny/b.py'])).toBeUndefined();
  expect(namesByDirectory(['x\r/b.py'])).toBeUndefined();
  expect(namesByDirectory(['x/b\n.py'])?.get('x')).toEqual(new Set(['b\n.py']));
});

test('batchTrees: a missing object, a blob, a cut output', () => {
  const id = 'a'.repeat(40);
  const raw = Buffer.alloc(20, 1);
  const tree = Buffer.concat([
    Buffer.from('100644 f.py\0'),
    raw,
    Buffer.from('40000 sub\0'),
    raw,
    Buffer.from('160000 module\0'),
    raw,
    Buffer.from('120000 link\0'),
    raw,
  ]);
  const out = Buffer.concat([
    Buffer.from('HEAD:nowhere missing\n'),
    Buffer.from(`${id} tree ${tree.length}\n`),
    tree,
    Buffer.from(`\n${id} blob 3\nabc\n`),
    Buffer.from(`${id} tree 99\nshort`),
  ]);
  expect(batchTrees(out, 5)).toEqual([undefined, ['f.py', 'link'], undefined]);
});
