// The batched git helpers make what one git command at a time made: the
// commits commitTree and commitGraph write are git's own, commit for commit; a
// scenario's repository is the one `git add -A && git commit` and `git
// merge --no-ff` built (the same commit ids, index, work tree and refs); and
// gitEach answers as one spawnSync per command does.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  chmodSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, test } from '@jest/globals';
import {
  commitGraph,
  commitTree,
  gitEach,
  handCheckout,
  handCommit,
  handMerge,
  makeRepo,
  shellQuote,
  type GraphCommit,
  type TempRepo,
} from '../../test-support/git-repo.js';
import {
  bound,
  buildScenario,
  chain,
  ledgerFiles,
  type ScenarioOptions,
  type TickSpec,
} from '../../test-support/scenario.js';
import { sortKeys } from '../../test-support/ev-json.js';

const repos: TempRepo[] = [];
function repo(): TempRepo {
  const made = makeRepo();
  repos.push(made);
  return made;
}
afterAll(() => {
  for (const made of repos) made.cleanup();
});

/**
 * The ids git's plumbing gives `history` (hash-object, update-index, write-tree, commit-tree),
 * in one `sh`: the reference the hand-made objects are held to.
 */
function gitsOwnCommits(made: TempRepo, history: readonly GraphCommit[]): string[] {
  const lines = [
    'set -e',
    `export GIT_INDEX_FILE=${shellQuote(join(made.dir, '..', 'index-reference'))}`,
  ];
  history.forEach((c, i) => {
    lines.push('rm -f "$GIT_INDEX_FILE"', 'git read-tree --empty');
    for (const [path, text] of Object.entries(c.files))
      lines.push(
        `git update-index --add --cacheinfo "100644,$(printf %s ${shellQuote(text)} | git hash-object -w --stdin),"${shellQuote(path)}`,
      );
    const parents = c.parents.map((p) => (typeof p === 'number' ? `-p "$c${p}"` : `-p ${p}`));
    const stamp = shellQuote(`@${c.date} +0000`);
    lines.push(
      `c${i}=$(GIT_AUTHOR_DATE=${stamp} GIT_COMMITTER_DATE=${stamp} git commit-tree "$(git write-tree)" ${parents.join(' ')} -m c)`,
      `echo "$c${i}"`,
    );
  });
  return execFileSync('sh', ['-c', lines.join('\n')], { cwd: made.dir, env: made.env })
    .toString()
    .trim()
    .split('\n');
}

describe('commitGraph', () => {
  test("commitTree and commitGraph write git's own commits: trees, parents (merges, octopus), dates, odd names", () => {
    const history: GraphCommit[] = [
      {
        files: { 'a.txt': 'v0', 'dir/sub/z.txt': 'z', 'we"ird\\name': 'q', 'sp ace': '' },
        parents: [],
        date: 1,
      },
      {
        files: { 'a.txt': 'v1', 'dir/x.txt': 'x' },
        parents: [0],
        date: 1_700_000_000,
      },
      { files: { 'a.txt': 'v1', 'é.txt': 'ü' }, parents: [0], date: 5 },
      { files: { 'a.txt': 'm' }, parents: [1, 2], date: 7 },
      { files: {}, parents: [3, 0, 1], date: 8 },
    ];
    const byGit = gitsOwnCommits(repo(), history);
    const one = repo();
    const byTree: string[] = [];
    for (const c of history)
      byTree.push(
        commitTree(
          one,
          c.files,
          c.parents.map((p) => byTree[p as number] as string),
          c.date,
        ),
      );
    expect(byTree).toEqual(byGit);
    expect(one.git(['fsck', '--strict', '--no-dangling']).trim()).toBe('');
    const other = repo();
    expect(commitGraph(other, history)).toEqual(byGit);
    // No ref is left behind.
    expect(other.git(['for-each-ref']).trim()).toBe('');
  });
});

describe('gitEach', () => {
  test('answers each command as its own spawnSync would: status and output', () => {
    const r = repo();
    const first = r.commit({ 'a.txt': '1\n' });
    r.commit({ 'a.txt': '2\n', "it's.txt": 'q\n' });
    const commands = [
      ['rev-list', `${first}..HEAD`, '--', 'a.txt'],
      ['rev-list', `${first}..HEAD`, '--', 'missing'],
      ['rev-list', 'no-such-ref..HEAD'],
      ['log', '--format=%s', '--', "it's.txt"],
    ];
    const batched = gitEach(r.dir, r.env, commands);
    const single = commands.map((args) => {
      const run = spawnSync('git', args, { cwd: r.dir, env: r.env });
      const [stdout, stderr] = [run.stdout.toString('utf8'), run.stderr.toString('utf8')];
      return { status: run.status, stdout, bytes: run.stdout, stderr };
    });
    expect(batched).toEqual(single);
    expect(batched.map((b) => b.status)).toEqual([0, 0, 128, 0]);
    expect(batched[2]?.stderr).toMatch(/no-such-ref/);
  });

  test('feeds each command its own input, and keeps its bytes and its errors apart', () => {
    const r = repo();
    const first = r.commit({ 'a.txt': '1\n', 'b\u00e9.txt': '\u00ff\n' });
    const questions = [
      { args: ['cat-file', '--batch'], input: `${first}:a.txt\nHEAD:nope\n` },
      { args: ['ls-tree', '-z', 'HEAD'] },
      { args: ['hash-object', '--stdin'], input: 'x\0y\n' },
      { args: ['cat-file', '-e', 'HEAD:nope'] },
      ['rev-list', '--stdin'],
    ];
    const batched = gitEach(r.dir, r.env, questions);
    const single = questions.map((q) => {
      const { args, input } = 'args' in q ? q : { args: q, input: undefined };
      const run = spawnSync('git', args, { cwd: r.dir, env: r.env, input: input ?? '' });
      const [stdout, stderr] = [run.stdout.toString('utf8'), run.stderr.toString('utf8')];
      return { status: run.status, stdout, bytes: run.stdout, stderr };
    });
    expect(batched).toEqual(single);
    expect(batched.map((b) => b.status)).toEqual([0, 0, 0, 128, 0]);
    expect(batched[1]?.bytes.includes(Buffer.from('b\u00e9.txt\0'))).toBe(true);
  });
});

// ---------------------------------------------------------------------------
// makeRepo().commit without a process, held to `git add -A && git commit`

/** One step: files to commit (null deletes), and what the test does to the work tree first. */
interface Step {
  files: Record<string, string | null>;
  message: string;
  before?: (dir: string) => void;
  /** Is the hand path expected to decline (git commits instead)? */
  declines?: boolean;
}

describe('makeRepo().commit', () => {
  const steps: Step[] = [
    {
      files: {
        'a.txt': 'a\n',
        'dir/sub/deep.txt': 'deep\n',
        'dir/x.txt': 'x\n',
        'we"ird\\name': 'q',
        'tab\there é.txt': 'ü',
        'sp ace': '',
        '.github/workflows/ci.yml': 'on: push\n',
      },
      message: 'root: nested directories and odd names',
      before: (dir) => {
        mkdirSync(join(dir, 'bin'));
        writeFileSync(join(dir, 'bin', 'run'), '#!/bin/sh\n');
        chmodSync(join(dir, 'bin', 'run'), 0o755);
        mkdirSync(join(dir, 'dir'));
        symlinkSync('../a.txt', join(dir, 'dir', 'link'));
      },
    },
    { files: { 'a.txt': 'a2\n', 'new/dir/file.txt': 'n\n' }, message: 'change and add' },
    // The directory's only file deleted: the directory stays on disk, empty, and leaves the tree.
    { files: { 'dir/sub/deep.txt': null }, message: 'delete\n\nthe last file of a directory' },
    { files: {}, message: 'empty' },
    {
      files: { 'b.txt': 'b\n' },
      message: 'files the test wrote itself, and a detached HEAD',
      before: (dir) => {
        writeFileSync(join(dir, 'outside.txt'), 'written by the test\n');
        writeFileSync(join(dir, 'a.txt'), 'a3, same size');
        rmSync(join(dir, 'dir', 'x.txt'));
        const head = readFileSync(join(dir, '.git', 'refs', 'heads', 'main'), 'utf8');
        writeFileSync(join(dir, '.git', 'HEAD'), head);
      },
    },
    {
      files: { '.gitignore': 'outside.txt\n' },
      message: 'an ignore file: git commits',
      declines: true,
    },
    { files: { 'c.txt': 'c\n' }, message: 'a message git cleans up \n', declines: true },
  ];

  test("gives git's own commits, refs, reflogs, index and work tree; declines what it does not model", () => {
    const hand = repo();
    const reference = makeRepo({ commits: 'git' });
    repos.push(reference);
    const handIds: string[] = [];
    const gitIds: string[] = [];
    steps.forEach((step, i) => {
      const date = 1_767_225_600 + i * 60;
      for (const r of [hand, reference]) {
        step.before?.(r.dir);
        if (r === reference) continue;
        for (const [path, text] of Object.entries(step.files)) {
          if (text === null) rmSync(join(r.dir, path));
          else r.write(path, text);
        }
      }
      const made = handCommit(hand.dir, hand.env, step.message, date);
      expect({ step: i, declined: made === undefined }).toEqual({
        step: i,
        declined: step.declines === true,
      });
      handIds.push(made ?? hand.commit({}, step.message, date));
      gitIds.push(reference.commit(step.files, step.message, date));
    });
    expect(handIds).toEqual(gitIds);
    expect(new Set(gitIds).size).toBe(steps.length);
    const logs = (r: TempRepo) =>
      ['logs/HEAD', 'logs/refs/heads/main', 'COMMIT_EDITMSG'].map((f) =>
        readFileSync(join(r.dir, '.git', f), 'utf8'),
      );
    expect(logs(hand)).toEqual(logs(reference));
    expect(snapshot(hand.dir, hand.env)).toEqual(snapshot(reference.dir, reference.env));
    // The hand-made commits held what git's add -A stages: an executable, a link, a file the test
    // wrote itself, and not the file it deleted.
    const tree = hand.git(['ls-tree', '-r', '--name-only', handIds[4] as string]);
    expect(tree.split('\n')).toEqual(
      expect.arrayContaining(['bin/run', 'dir/link', 'outside.txt']),
    );
    expect(tree).not.toContain('dir/x.txt');
    const root = hand.git(['ls-tree', '-r', handIds[0] as string]);
    expect(root).toMatch(/^100755 blob [0-9a-f]{40}\tbin\/run$/m);
    expect(root).toMatch(/^120000 blob [0-9a-f]{40}\tdir\/link$/m);
  });

  test("checkout and merge --no-ff give git's own commits, HEAD, index and work tree", () => {
    const hand = repo();
    const reference = makeRepo({ commits: 'git' });
    repos.push(reference);
    const both = <T>(f: (r: TempRepo) => T): T[] => [f(hand), f(reference)];
    const same = <T>(f: (r: TempRepo) => T): T => {
      const [a, b] = both(f);
      expect(a).toEqual(b);
      return a as T;
    };
    same((r) =>
      r.commit({ 'src/a.rs': 'a\n', 'src/gone/only.rs': 'o\n', 'README.md': '#\n' }, 'code', 10),
    );
    const point = same((r) => r.commit({ 'ledger/l.jsonl': '{}\n' }, 'ledger', 20));
    expect(handCheckout(hand.dir, hand.env, 'feature', 'new-branch')).toBe(point);
    expect(reference.checkout('feature', 'new-branch')).toBe(point);
    expect(snapshot(hand.dir, hand.env)).toEqual(snapshot(reference.dir, reference.env));
    const head = same((r) =>
      r.commit(
        { 'src/gone/only.rs': null, 'ledger/l.jsonl': '{}\n{}\n', 'new/deep/x.rs': 'x\n' },
        'pull request head',
        30,
      ),
    );
    // The base, detached, moves on; then the test merge of the feature branch.
    expect(handCheckout(hand.dir, hand.env, point, 'detach')).toBe(point);
    expect(reference.checkout(point)).toBe(point);
    expect(snapshot(hand.dir, hand.env)).toEqual(snapshot(reference.dir, reference.env));
    same((r) => r.commit({ 'src/a.rs': 'a2\n' }, 'base moves on', 40));
    const merge = handMerge(hand.dir, hand.env, 'feature', 50);
    expect(merge).toBe(reference.merge('feature', { date: 50 }));
    expect(snapshot(hand.dir, hand.env)).toEqual(snapshot(reference.dir, reference.env));
    expect(hand.git(['log', '-1', '--format=%P %s', 'HEAD'])).toMatch(
      / [0-9a-f]{40} Merge branch 'feature' into HEAD\n$/,
    );
    expect(handCheckout(hand.dir, hand.env, head, 'detach')).toBe(head);
    expect(reference.checkout(head)).toBe(head);
    expect(snapshot(hand.dir, hand.env)).toEqual(snapshot(reference.dir, reference.env));
    // On main, with a message.
    same((r) => r.checkout('main', 'branch'));
    expect(handMerge(hand.dir, hand.env, 'feature', 60, 'merge')).toBe(
      reference.merge('feature', { date: 60, message: 'merge' }),
    );
    expect(snapshot(hand.dir, hand.env)).toEqual(snapshot(reference.dir, reference.env));
    // A commit merged by its id.
    same((r) => r.checkout('feature', 'branch'));
    const later = same((r) => r.commit({ 'new/deep/x.rs': 'x2\n' }, 'later', 70));
    same((r) => r.checkout('main', 'branch'));
    expect(handMerge(hand.dir, hand.env, later, 80)).toBe(reference.merge(later, { date: 80 }));
    expect(hand.git(['log', '-1', '--format=%s'])).toBe(`Merge commit '${later}'\n`);
    expect(snapshot(hand.dir, hand.env)).toEqual(snapshot(reference.dir, reference.env));
    // A file the test left in the work tree: git's business.
    hand.write('stray.txt', 's');
    expect(handCheckout(hand.dir, hand.env, point, 'detach')).toBeUndefined();
  });

  test('merge declines what git merges by content or by rename: a path both sides changed, a file added in a directory the other side removed', () => {
    const r = repo();
    r.commit({ 'a.txt': 'a\n', 'd/x.txt': 'x\n' }, 'base', 1);
    r.checkout('side', 'new-branch');
    r.commit({ 'a.txt': 'side\n', 'd/new.txt': 'n\n' }, 'side', 2);
    r.checkout('main', 'branch');
    const main = r.commit({ 'a.txt': 'main\n' }, 'main', 3);
    expect(handMerge(r.dir, r.env, 'side', 4)).toBeUndefined();
    r.commit({ 'a.txt': 'side\n', 'd/x.txt': null, 'e/x.txt': 'x\n' }, 'a rename of d/', 5);
    expect(handMerge(r.dir, r.env, 'side', 6)).toBeUndefined();
    // Nothing moved: HEAD is main's last commit, the work tree clean.
    expect(r.git(['log', '-1', '--format=%P %s'])).toBe(`${main} a rename of d/\n`);
    expect(r.git(['status', '--porcelain'])).toBe('');
  });

  test('declines an ignore file and a message git would clean up: nothing changed, git then commits', () => {
    const r = repo();
    r.commit({ 'a.txt': 'a\n' }, 'first', 1);
    const head = readFileSync(join(r.dir, '.git', 'refs', 'heads', 'main'), 'utf8');
    r.write('c.txt', 'c\n');
    expect(handCommit(r.dir, r.env, 'trailing space ', 2)).toBeUndefined();
    r.write('.gitignore', 'c.txt\n');
    expect(handCommit(r.dir, r.env, 'clean', 2)).toBeUndefined();
    expect(readFileSync(join(r.dir, '.git', 'refs', 'heads', 'main'), 'utf8')).toBe(head);
    const id = r.commit({}, 'clean', 2);
    expect(r.git(['ls-tree', '--name-only', id]).split('\n')).toEqual(['.gitignore', 'a.txt', '']);
  });
});

// ---------------------------------------------------------------------------
// The scenario's repository, built the way it was before fast-import

const T0 = 1_767_225_600;

function writeAll(r: TempRepo, files: Record<string, string | null>, prefix: string): void {
  for (const [path, text] of Object.entries(files)) {
    if (text === null) rmSync(join(r.dir, prefix, path), { force: true });
    else r.write(join(prefix, path), text);
  }
}

function commitAll(r: TempRepo, message: string, date: number): string {
  const stamp = `@${date} +0000`;
  const env = { ...r.env, GIT_AUTHOR_DATE: stamp, GIT_COMMITTER_DATE: stamp };
  r.git(['add', '-A']);
  spawnSync('git', ['commit', '-q', '--allow-empty', '-m', message], { cwd: r.dir, env });
  return r.git(['rev-parse', 'HEAD']).trim();
}

/** One porcelain command at a time, as buildScenario did before its commits came from fast-import. */
function porcelainScenario(
  options: ScenarioOptions & { headFiles?: Record<string, string | null> },
) {
  const r = repo();
  const prefix = options.ledgerDir ?? '';
  writeAll(
    r,
    { 'src/app.ts': 'export const answer = 42;\n', 'README.md': '# demo\n', ...options.baseFiles },
    '',
  );
  const codeSha = commitAll(r, 'code', T0);
  const base = chain(options.base);
  writeAll(r, ledgerFiles(base, undefined, options.config), prefix);
  const baseSha = commitAll(r, 'ledger at base', T0 + 60);
  r.git(['branch', '-f', 'base-branch', baseSha]);
  r.git(['checkout', '-q', '-b', 'feature']);
  const head = chain(options.headTicks ?? [], base.at(-1)?.id ?? '');
  const appended: Record<string, string> = {};
  if (head.length > 0) appended['.evolving/HEAD'] = head.at(-1)?.id ?? '';
  for (const tick of head) appended[tick.path] = tick.text;
  writeAll(r, appended, prefix);
  writeAll(r, options.headFiles ?? {}, prefix);
  for (const [path, target] of Object.entries(options.headLinks ?? {})) {
    const link = join(r.dir, prefix, path);
    mkdirSync(dirname(link), { recursive: true });
    rmSync(link, { recursive: true, force: true });
    symlinkSync(target, link);
  }
  const headSha = commitAll(r, 'pull request head', T0 + 120);
  r.git(['checkout', '-q', '--detach', baseSha]);
  const stamp = `@${T0 + 180} +0000`;
  spawnSync(
    'git',
    ['merge', '-q', '--no-ff', '--no-edit', '-m', `Merge ${headSha} into ${baseSha}`, headSha],
    {
      cwd: r.dir,
      env: { ...r.env, GIT_AUTHOR_DATE: stamp, GIT_COMMITTER_DATE: stamp },
    },
  );
  const mergeSha = r.git(['rev-parse', 'HEAD']).trim();
  if (options.checkout === 'head') r.git(['checkout', '-q', '--detach', headSha]);
  return { dir: r.dir, env: r.env, codeSha, baseSha, headSha, mergeSha };
}

/** What a test or the action can see of a repository: refs, HEAD, index, status, config, files. */
function snapshot(dir: string, env: NodeJS.ProcessEnv): string[] {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name !== '.git' && !name.startsWith('.git/'))
    .sort()
    .map((name) => {
      const stat = lstatSync(join(dir, name));
      if (stat.isSymbolicLink()) return `${name} -> ${readlinkSync(join(dir, name))}`;
      return stat.isDirectory()
        ? `${name}/`
        : `${name} ${stat.size} ${(stat.mode & 0o777).toString(8)}`;
    });
  // Each command's output, in order, from one `sh` (gitEach).
  const asked = gitEach(dir, env, [
    ['for-each-ref', '--format=%(refname) %(objectname)'],
    ['rev-parse', 'HEAD'],
    ['ls-files', '--stage'],
    // Before status refreshes the index: a file whose stat data the index has wrong shows here.
    ['diff-files', '--name-only'],
    ['status', '--porcelain', '--ignored'],
    ['config', '--local', '--list'],
  ]);
  return [...asked.map((a) => a.stdout), ...files];
}

const GUARDED: TickSpec = {
  decision: 'the README ships with every release',
  grounds: [bound('the README is there', 'test -f README.md')],
};

describe('buildScenario', () => {
  test.each<[string, ScenarioOptions & { headFiles?: Record<string, string | null> }]>([
    [
      'a ledger at the root, the test merge checked out',
      { base: [GUARDED], headFiles: { 'src/app.ts': 'changed\n' } },
    ],
    [
      'a ledger in a subdirectory; appended ticks, a deletion, links, odd names; the head checked out',
      {
        base: [GUARDED],
        baseFiles: { 'docs/a "quoted" name.md': 'q\n', 'tab\there.txt': 't\n' },
        headTicks: [{ ...GUARDED, decision: 'the changelog is kept' }],
        headFiles: {
          '.evolving/config': null,
          'notes/é.md': 'ü\n',
          '../src/app.ts': 'outside the ledger\n',
        },
        headLinks: { '.evolving/ticks': '/etc', 'docs-link': '../README.md' },
        ledgerDir: 'ledger',
        checkout: 'head',
        config: 'schema_version = 1\n',
      },
    ],
  ])('%s: the same commits, index, work tree and refs', (_name, options) => {
    const built = buildScenario(options);
    try {
      const before = porcelainScenario(options);
      expect([built.codeSha, built.baseSha, built.headSha, built.mergeSha]).toEqual([
        before.codeSha,
        before.baseSha,
        before.headSha,
        before.mergeSha,
      ]);
      expect(snapshot(built.dir, built.repo.env)).toEqual(snapshot(before.dir, before.env));
    } finally {
      built.cleanup();
    }
  });
});

describe('sortKeys', () => {
  test('sorts every level and keeps a `__proto__` key as data, as JSON.parse made it', () => {
    const parsed: unknown = JSON.parse('{"z": [{"y": 1, "x": 2}], "__proto__": {"b": 1, "a": 2}}');
    expect(JSON.stringify(sortKeys(parsed))).toBe(
      '{"__proto__":{"a":2,"b":1},"z":[{"x":2,"y":1}]}',
    );
  });
});
