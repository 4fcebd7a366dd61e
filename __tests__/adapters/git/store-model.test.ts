// The store's model read from a commit's tree (adapters/git/store-model.ts) and the one rule both
// readings share (store.ts modelFrom), and how two readings join (joinModels): what judges a
// pull request is its base's models, with any model the head adds, never fewer.
import { afterAll, describe, expect, test } from '@jest/globals';
import { locateRepository } from '../../../src/adapters/git/runner.js';
import {
  joinModels,
  modelFrom,
  modelHas,
  type StoreModel,
} from '../../../src/adapters/files/store.js';
import { evolvingPathOf, storeAtCommit } from '../../../src/adapters/git/store-model.js';
import { makeRepo } from '../../../test-support/git-repo.js';

const repo = makeRepo();
afterAll(() => repo.cleanup());

describe('modelFrom: the model of what a .evolving/ holds', () => {
  const of = (names: string[], version: string | undefined): StoreModel =>
    modelFrom(
      (name) => names.includes(name),
      () => version,
    );
  const cases: Array<[string[], string | undefined, StoreModel]> = [
    [[], undefined, 'none'],
    [['ticks'], undefined, 'ticks'],
    [['HEAD'], undefined, 'ticks'],
    [['config'], undefined, 'ticks'],
    [['version'], '1', 'ticks'],
    [['ledger'], undefined, 'claims'],
    [['config.toml'], undefined, 'claims'],
    [['version'], '2', 'claims'],
    [['ticks', 'HEAD', 'config', 'ledger'], undefined, 'both'],
    [['ticks'], '2', 'both'],
  ];
  test.each(cases)('%j (version %s) → %s', (names, version, model) => {
    expect(of(names, version)).toBe(model);
  });
});

describe('joinModels: a model either reading holds is never dropped', () => {
  const models: StoreModel[] = ['none', 'ticks', 'claims', 'both'];
  test.each(models.flatMap((a) => models.map((b) => [a, b] as const)))('%s ∪ %s', (a, b) => {
    const joined = joinModels(a, b);
    for (const part of ['ticks', 'claims'] as const)
      expect(modelHas(joined, part)).toBe(modelHas(a, part) || modelHas(b, part));
  });
  test('a base of ticks and a head that says claims: both judge', () => {
    expect(joinModels('ticks', 'claims')).toBe('both');
  });
});

describe('storeAtCommit: read from git objects, never from the work tree', () => {
  test('each commit its own model; the work tree does not count', async () => {
    const ticks = repo.commit(
      { '.evolving/HEAD': 'aaa', '.evolving/config': 'schema_version = 1\n', 'README.md': 'x\n' },
      'ticks',
    );
    const claims = repo.commit(
      { '.evolving/HEAD': null, '.evolving/config': null, '.evolving/version': '2\n' },
      'claims',
    );
    const nested = repo.commit({ 'sub/.evolving/ledger/w.jsonl': '' }, 'nested');
    // The work tree says otherwise: it is not read.
    repo.write('.evolving/HEAD', 'bbb');
    const repository = await locateRepository(repo.dir, process.env, repo.dir);
    expect((await storeAtCommit(repository, ticks, ''))?.model).toBe('ticks');
    expect((await storeAtCommit(repository, claims, ''))?.model).toBe('claims');
    expect([...((await storeAtCommit(repository, ticks, ''))?.names ?? [])].sort()).toEqual([
      'HEAD',
      'config',
    ]);
    expect((await storeAtCommit(repository, nested, 'sub'))?.model).toBe('claims');
    expect((await storeAtCommit(repository, nested, 'elsewhere'))?.model).toBe('none');
    // A commit the clone does not hold cannot be read: undefined, never "none".
    expect(await storeAtCommit(repository, '1'.repeat(40), '')).toBeUndefined();
  });

  test('a .evolving that is a link or a submodule at the commit is refused, never read as no store', async () => {
    const repository = await locateRepository(repo.dir, process.env, repo.dir);
    /** A commit whose tree holds `.evolving` as the given entry, beside a README. */
    const withEntry = (mode: string, oid: string): string => {
      repo.git(['read-tree', '--empty']);
      const readme = repo.git(['hash-object', '-w', '--stdin'], { input: 'x\n' }).trim();
      repo.git(['update-index', '--add', '--cacheinfo', `100644,${readme},README.md`]);
      repo.git(['update-index', '--add', '--cacheinfo', `${mode},${oid},.evolving`]);
      const tree = repo.git(['write-tree']).trim();
      return repo.git(['commit-tree', tree, '-m', mode]).trim();
    };
    const target = repo.git(['hash-object', '-w', '--stdin'], { input: 'real-store' }).trim();
    const linked = withEntry('120000', target);
    const submodule = withEntry('160000', '2'.repeat(40));
    const link = await storeAtCommit(repository, linked, '');
    expect(link).toMatchObject({ model: 'none' });
    expect(link?.refused).toBe(
      `.evolving at ${linked.slice(0, 12)} is a symbolic link, not a directory: its store is not read`,
    );
    expect((await storeAtCommit(repository, submodule, ''))?.refused).toContain('is a submodule');
    // A commit with no .evolving at all has no store, and nothing is refused.
    const plain = repo.commit({ 'plain.txt': 'p\n' }, 'plain');
    expect(await storeAtCommit(repository, plain, 'nowhere')).toEqual({
      model: 'none',
      names: new Set(),
    });
  });

  test('evolvingPathOf', () => {
    expect(evolvingPathOf('')).toBe('.evolving');
    expect(evolvingPathOf('.')).toBe('.evolving');
    expect(evolvingPathOf('a/b')).toBe('a/b/.evolving');
  });
});
