// The parity files' setups, batched (test-support/oracle.ts runSetups: one
// `sh`, each setup in a subshell with sh doing its `cat`, `mkdir -p`,
// `dirname`, expect_head's `git rev-parse HEAD` and the symbolic-ref after
// init, `git init` a copy of the batch's one, and no auto maintenance) build
// what `sh setup.sh` builds: the same files (.git's hooks, config and
// description among them), bytes, modes and links, refs, HEAD, index and status.
import { lstatSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from '@jest/globals';
import { gitEach } from '../../test-support/git-repo.js';
import {
  listCases,
  runSetups,
  splitSetup,
  ORACLE_0_1_32_DIR,
  ORACLE_DIR,
  ORACLE_V2_DIR,
  ORACLE_V2_EXTRA_DIR,
  type OracleCase,
} from '../../test-support/oracle.js';

const root = mkdtempSync(join(tmpdir(), 'oracle-setups-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Every file under `dir` (.git's objects aside: the refs, index and status say what they hold). */
function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => !name.startsWith('.git/objects/') && !name.startsWith('.git/logs/'))
    .filter((name) => name !== '.git/index' && name !== '.git/ORIG_HEAD')
    .sort()
    .map((name) => {
      const path = join(dir, name);
      const stat = lstatSync(path);
      if (stat.isSymbolicLink()) return `${name} -> ${readlinkSync(path)}`;
      if (stat.isDirectory()) return `${name}/`;
      return `${name} ${(stat.mode & 0o777).toString(8)} ${readFileSync(path).toString('base64')}`;
    });
}

function snapshot(tmp: string): string[] {
  const work = join(tmp, 'work');
  const env = { ...process.env, HOME: join(tmp, 'home'), GIT_CONFIG_NOSYSTEM: '1' };
  const asked = gitEach(work, env, [
    ['for-each-ref', '--format=%(refname) %(objectname)'],
    ['rev-parse', 'HEAD'],
    ['ls-files', '--stage'],
    ['status', '--porcelain', '--ignored'],
  ]);
  return [
    readFileSync(join(tmp, 'setup.status'), 'utf8'),
    ...asked.map((a) => a.stdout),
    ...files(work),
  ];
}

/** The longest here-document of a setup, in bytes. */
function longestHereDocument(oracleCase: OracleCase): number {
  const text = readFileSync(join(oracleCase.dir, 'setup.sh'), 'utf8');
  const bodies = text.split(/<<'EV_EOF'\n/).slice(1);
  return Math.max(0, ...bodies.map((b) => Buffer.byteLength(b.split('\nEV_EOF\n')[0] as string)));
}

/** The case of each parity corpus (each has its helpers' own forms) with the longest here-document. */
function sample(): OracleCase[] {
  return [ORACLE_DIR, ORACLE_0_1_32_DIR, ORACLE_V2_DIR, ORACLE_V2_EXTRA_DIR].map(
    (dir) =>
      [...listCases(dir)].sort(
        (a, b) => longestHereDocument(b) - longestHereDocument(a),
      )[0] as OracleCase,
  );
}

/** Each setup run alone and in the batch (under `<prefix>plain`, `<prefix>batched`): the same files. */
function expectBatchedAsAlone(cases: readonly OracleCase[], prefix: string): void {
  const at = (how: string, i: number) => join(root, `${prefix}${how}`, String(i));
  runSetups(
    cases.map((c, i) => ({ dir: c.dir, tmp: at('plain', i) })),
    'plain',
  );
  runSetups(cases.map((c, i) => ({ dir: c.dir, tmp: at('batched', i) })));
  cases.forEach((c, i) => {
    const plain = snapshot(at('plain', i));
    expect(plain[0]).toBe('0\n');
    expect({ name: c.name, built: snapshot(at('batched', i)) }).toEqual({
      name: c.name,
      built: plain,
    });
  });
}

test('a batched setup builds what `sh setup.sh` builds, case for case', () => {
  const cases = sample();
  expect(cases).toHaveLength(4);
  // Among them, here-documents longer than the prelude reads a line at a time, and both forms of
  // the helpers (`mkdir -p "$(dirname …)"`, mkparent's `mkdir -p "${1%/*}"`).
  expect(Math.max(...cases.map(longestHereDocument))).toBeGreaterThan(20_000);
  const scripts = cases.map((c) => readFileSync(join(c.dir, 'setup.sh'), 'utf8'));
  expect(scripts.some((t) => t.includes('mkdir -p "$(dirname "$1")"'))).toBe(true);
  expect(scripts.some((t) => t.includes('mkparent "$1"'))).toBe(true);
  expectBatchedAsAlone(cases, '');
}, 120_000);

test('setups that begin with the same repository: built once, copied, the rest run in each copy, what each builds alone', () => {
  // The largest group of a corpus's setups with one repository part, three of them.
  const groups = new Map<string, OracleCase[]>();
  for (const c of [...listCases(ORACLE_V2_EXTRA_DIR), ...listCases(ORACLE_DIR)]) {
    const split = splitSetup(readFileSync(join(c.dir, 'setup.sh'), 'utf8'));
    if (split !== undefined)
      groups.set(split.repository, [...(groups.get(split.repository) ?? []), c]);
  }
  const group = [...groups.values()].sort((a, b) => b.length - a.length)[0] ?? [];
  const cases = group.filter((c, i) => i % Math.floor(group.length / 3) === 0).slice(0, 3);
  expect(cases).toHaveLength(3);
  expect(new Set(cases.map((c) => readFileSync(join(c.dir, 'setup.sh'), 'utf8'))).size).toBe(3);
  // Their rests begin with a `mkdir -p`, which runSetups makes itself in each copy.
  const rests = cases.map((c) => splitSetup(readFileSync(join(c.dir, 'setup.sh'), 'utf8'))?.rest);
  expect(rests.filter((rest) => /^\}\n\nmkdir -p [\w./ -]+$/m.test(rest ?? ''))).toHaveLength(3);
  expectBatchedAsAlone(cases, 'shared-');
}, 120_000);

test('a setup is cut only where its rest cannot tell: after its last git line, with nothing that expands', () => {
  const header = 'set -eu\ncd "$1"\nputn() { cat > "$1"; }\n';
  const repository = `${header}git -c init.defaultBranch=main init -q\ncommit 2026-01-01T00:00:00Z one\nprintf 'x\\n' >> .git/info/exclude\n`;
  const split = splitSetup(`${repository}putn a.txt <<'EV_EOF'\n$HOME git\nEV_EOF\nmkdir -p b\n`);
  expect(split).toEqual({
    repository,
    rest: `${header}putn a.txt <<'EV_EOF'\n$HOME git\nEV_EOF\nmkdir -p b\n`,
  });
  for (const rest of [
    'head=$(git rev-parse HEAD)\n',
    'cd sub\n',
    'putn a.txt <<EV_EOF\n$HOME\nEV_EOF\n',
    'printf "$PWD" > a\n',
    'f() { :; }\n',
  ])
    expect([rest, splitSetup(`${repository}${rest}`)]).toEqual([rest, undefined]);
  expect(splitSetup(`${header}putn a.txt <<'EV_EOF'\nx\nEV_EOF\n`)).toBeUndefined();
});
