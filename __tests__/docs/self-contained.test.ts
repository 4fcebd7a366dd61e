/**
 * The project explains itself: no file names a spec that lives
 * outside the repository (the old ledger, action and claims specs, or the
 * shared directory beside it), and every `docs/<file>.md#<anchor>` a comment
 * or a document points at is a file and a heading that exist — docs/ev-0.1.md
 * and docs/USAGE.md are where the code's comments send a maintainer.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { anchorsOf } from '../../test-support/markdown-anchors.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const THIS_FILE = relative(ROOT, fileURLToPath(import.meta.url));
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

const CODE = /\.(?:ts|mts|cts|js|mjs|cjs)$/;
const SKIPPED_DIRECTORIES = new Set(['node_modules', 'out', '.git']);

/** Every file below `directory` (relative to the root) whose name matches. */
function filesUnder(directory: string, name: RegExp): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRECTORIES.has(entry.name)) walk(path);
      } else if (entry.isFile() && name.test(entry.name)) found.push(path);
    }
  };
  walk(directory);
  return found.sort();
}

/** The Markdown the project maintains: the root's, docs/ and the fixtures' READMEs. */
function documents(): string[] {
  const root = readdirSync(ROOT).filter((name) => name.endsWith('.md'));
  const fixtureReadmes = readdirSync(join(ROOT, 'fixtures'))
    .map((name) => join('fixtures', name, 'README.md'))
    .filter((path) => existsSync(join(ROOT, path)));
  return [...root, ...filesUnder('docs', /\.md$/), ...fixtureReadmes].sort();
}

/** Code and configuration a maintainer reads, this test excepted (it names the strings). */
function maintainedCode(): string[] {
  return [
    ...['src', '__tests__', 'test-support', 'scripts', 'bench'].flatMap((dir) =>
      filesUnder(dir, CODE),
    ),
    ...filesUnder('.github', /\.ya?ml$/),
    'action.yml',
    'package.json',
  ].filter((file) => file !== THIS_FILE);
}

const OUTSIDE = /\b(?:ledger|action|claims)\.md\b|\.\.\/shared\b|\/work\/shared\b/;

/** `file:line: text` of every line that names something outside the repository. */
function outsideReferences(files: readonly string[]): string[] {
  return files.flatMap((file) =>
    read(file)
      .split('\n')
      .flatMap((line, index) =>
        OUTSIDE.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
      ),
  );
}

const anchorCache = new Map<string, Set<string>>();
function hasAnchor(markdownFile: string, anchor: string): boolean {
  let anchors = anchorCache.get(markdownFile);
  if (anchors === undefined) {
    anchors = anchorsOf(read(markdownFile));
    anchorCache.set(markdownFile, anchors);
  }
  return anchors.has(anchor);
}

/**
 * Why `target` (`path.md`, `path.md#anchor` or `#anchor`) leads nowhere, read
 * from the Markdown file `from` or else from the repository root; undefined
 * when it leads somewhere.
 */
function brokenTarget(from: string | undefined, target: string): string | undefined {
  const [path = '', anchor] = target.split('#');
  const linked = path === '' ? (from ?? '') : join(from === undefined ? '' : dirname(from), path);
  if (!existsSync(join(ROOT, linked)) || !statSync(join(ROOT, linked)).isFile())
    return `no file ${linked}`;
  if (anchor !== undefined && linked.endsWith('.md') && !hasAnchor(linked, anchor))
    return `no heading #${anchor} in ${linked}`;
  return undefined;
}

/**
 * A document named in plain text, from the repository root: any `docs/….md`
 * (`docs/ev-0.1.md#verdicts`, `docs/COMPATIBILITY.md`), and a root file's
 * heading (`README.md#performance`, `CONTRIBUTING.md#a-case`).
 */
const NAMED_DOCUMENT =
  /(?<![\w./-])(?:(docs\/[\w.-]+\.md)(?:#([\w-]+))?|([A-Z][\w.-]*\.md)#([\w-]+))/g;

/**
 * Every `file.md[#anchor]` a code file names that does not exist. Tests use
 * made-up `docs/….md` paths as data, so there only names with an anchor count.
 */
function brokenNamesIn(file: string, anchoredOnly = false): string[] {
  const broken: string[] = [];
  for (const [name, docsPath, docsAnchor, rootPath, rootAnchor] of read(file).matchAll(
    NAMED_DOCUMENT,
  )) {
    const path = docsPath ?? rootPath;
    const anchor = docsAnchor ?? rootAnchor;
    if (anchor === undefined && anchoredOnly) continue;
    const why = brokenTarget(
      undefined,
      anchor === undefined ? (path as string) : `${path}#${anchor}`,
    );
    if (why !== undefined) broken.push(`${file}: ${name}: ${why}`);
  }
  return broken;
}

/** Every link of a Markdown file, and every `docs/…md#anchor` it names in text, that leads nowhere. */
function brokenLinksIn(file: string): string[] {
  const text = read(file);
  const broken: string[] = [];
  for (const [, target] of text.replace(/^```[\s\S]*?^```$/gm, '').matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/.test(target as string)) continue;
    const why = brokenTarget(file, target as string);
    if (why !== undefined) broken.push(`${file}: (${target}): ${why}`);
  }
  for (const [name, path, anchor] of text.matchAll(/(?<![\w./(-])(docs\/[\w.-]+\.md)#([\w-]+)/g)) {
    const why = brokenTarget(undefined, `${path}#${anchor}`);
    if (why !== undefined) broken.push(`${file}: ${name}: ${why}`);
  }
  return broken;
}

describe('nothing refers to a file outside the repository', () => {
  test('no file under src/ names ledger.md, action.md, claims.md or ../shared', () => {
    const sources = filesUnder('src', CODE);
    expect(sources.length).toBeGreaterThan(50);
    expect(outsideReferences(sources)).toEqual([]);
  });

  test('nor do the tests, their helpers, the scripts, the benchmarks, the workflows or the docs', () => {
    expect(outsideReferences([...maintainedCode(), ...documents()])).toEqual([]);
  });

  test('the check itself catches each form a stale reference took', () => {
    for (const line of [
      ' * The verdict engine (ledger.md §9)',
      ' * (`ledger.md` §13)',
      ' * (action.md "Trust model")',
      ' * see claims.md',
      '"parity": "python3 ../shared/oracle/run_cases.py"',
      '/work/shared/spec',
    ])
      expect([line, OUTSIDE.test(line)]).toEqual([line, true]);
    expect(OUTSIDE.test(' * (docs/ev-0.1.md#verdicts, docs/USAGE.md#trust-model)')).toBe(false);
  });
});

describe('every document and heading the project points at exists', () => {
  test.each(['src', '__tests__', 'test-support', 'scripts', 'bench'])(
    'each docs/….md#anchor and README.md#anchor named under %s/',
    (directory) => {
      const files = filesUnder(directory, CODE).filter((file) => file !== THIS_FILE);
      const anchoredOnly = directory === '__tests__';
      expect(files.flatMap((file) => brokenNamesIn(file, anchoredOnly))).toEqual([]);
    },
  );

  test('the comments in src/ point into the docs', () => {
    const named = filesUnder('src', CODE).flatMap((file) =>
      [...read(file).matchAll(/docs\/(?:ev-0\.1|USAGE|COMPATIBILITY)\.md#[\w-]+/g)].map(
        ([name]) => name,
      ),
    );
    expect(named.length).toBeGreaterThan(70);
  });

  test.each(documents())('each link and docs/….md#anchor of %s', (file) => {
    expect(brokenLinksIn(file)).toEqual([]);
  });

  test('a missing file or heading is caught', () => {
    expect(brokenTarget(undefined, 'docs/ev-0.1.md#verdicts')).toBeUndefined();
    expect(brokenTarget(undefined, 'docs/ev-0.1.md#no-such-heading')).toBe(
      'no heading #no-such-heading in docs/ev-0.1.md',
    );
    expect(brokenTarget(undefined, 'docs/ledger.md#verdicts')).toBe('no file docs/ledger.md');
    expect(brokenTarget('docs/ev-0.1.md', 'USAGE.md#trust-model')).toBeUndefined();
    expect(brokenTarget('docs/ev-0.1.md', '#the-tick')).toBeUndefined();
    expect(brokenTarget('docs/ev-0.1.md', '../README.md#no-such-heading')).toBe(
      'no heading #no-such-heading in README.md',
    );
  });
});

test('npm run parity, which needs ev’s case runner from outside the repository, says so when it is not given', () => {
  const env = { ...process.env };
  delete env.EV_ORACLE_RUNNER;
  const result = spawnSync(process.execPath, [join(ROOT, 'scripts', 'parity.mjs')], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
  });
  expect(result.status).toBe(2);
  expect(result.stdout).toBe('');
  expect(result.stderr).toContain('--runner <path to run_cases.py>');
  expect(result.stderr).toContain('EV_ORACLE_RUNNER');
  expect(result.stderr).toContain('npm test runs the same cases');
});
