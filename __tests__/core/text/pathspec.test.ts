/** Pathspecs as `git rev-list … -- <paths>` reads them (triggered_since in memory, and context). */
import {
  compilePathspec,
  compilePathspecList,
  listSelects,
  normalizedByCopy,
  normalizePath,
  normalizePathWithin,
  pathspecCompiler,
  pathspecMatches,
  selectionOf,
  wildmatch,
  WM_CASEFOLD,
  WM_PATHNAME,
  type Pathspec,
  plainPathspec,
} from '../../../src/core/text/pathspec.js';

const spec = (raw: string, prefix = ''): Pathspec => {
  const compiled = compilePathspec(raw, prefix);
  if (compiled.kind !== 'pathspec') throw new Error(`${raw}: ${compiled.kind}`);
  return compiled.pathspec;
};
const matches = (raw: string, path: string, prefix = '', gitlink = false) =>
  pathspecMatches(spec(raw, prefix), path, gitlink);

test.each([
  ['a//b/./c/', 'a/b/c/'],
  ['./a', 'a'],
  ['a/..', ''],
  ['a/b/../c', 'a/c'],
  ['.', ''],
  ['sub/../../x', undefined],
  ['..', undefined],
])('normalizePath(%s) = %s', (input, output) => {
  expect(normalizePath(input)).toBe(output);
});

test('normalizePathWithin answers as the copy a character at a time, normal paths included', () => {
  // Every path of up to 6 characters over `a`, `.` and `/`, with a prefix length each side of it.
  const paths = [''];
  for (let length = 1; length <= 6; length++)
    for (const path of paths.filter((p) => p.length === length - 1))
      for (const c of ['a', '.', '/']) paths.push(path + c);
  for (const path of [...paths, 'src/app.ts', 'x/.a/..b/...', '.hidden/']) {
    for (const prefix of [0, 2, 7])
      expect(normalizePathWithin(path, prefix)).toEqual(normalizedByCopy(path, prefix));
  }
});

test('a file, a directory, a trailing slash, a prefix that is not a directory', () => {
  expect(matches('pyproject.toml', 'pyproject.toml')).toBe(true);
  expect(matches('docs', 'docs/guide.md')).toBe(true);
  expect(matches('docs/', 'docs/guide.md')).toBe(true);
  expect(matches('docs/', 'docs')).toBe(false);
  expect(matches('docs/', 'docs', '', true)).toBe(true); // a submodule named by `docs/`
  expect(matches('doc', 'docs/guide.md')).toBe(false);
  expect(matches('.', 'anything/at/all')).toBe(true);
});

test('relative to the current directory', () => {
  expect(matches('x.txt', 'pkg/x.txt', 'pkg/')).toBe(true);
  expect(matches('../a.txt', 'a.txt', 'pkg/')).toBe(true);
  expect(matches('x.txt', 'x.txt', 'pkg/')).toBe(false);
  expect(compilePathspec('../../a', 'pkg/')).toEqual({ kind: 'invalid' });
});

test('forms that depend on more than the path are unknowable', () => {
  expect(compilePathspec('/abs', '').kind).toBe('unknowable');
  expect(compilePathspec(':(attr:binary)*.png', '').kind).toBe('unknowable');
});

test('wildcards: `*` crosses `/`, the literal prefix is compared first, the prefix is never a pattern', () => {
  expect(matches('*.md', 'docs/deep/guide.md')).toBe(true);
  expect(matches('src/*.py', 'src/app/main.py')).toBe(true);
  expect(matches('src/*.py', 'lib/main.py')).toBe(false);
  expect(matches('x?', 'x/', '')).toBe(true);
  expect(matches('*.txt', '[a]/b.txt', '[a]/')).toBe(true);
  expect(matches('*.txt', 'ab/b.txt', '[a]/')).toBe(false);
  expect(matches('a*b', 'a*b')).toBe(true); // literal match of a name with a star in it
});

test.each([
  ['[ab].md', 'a.md', true],
  ['[!ab].md', 'a.md', false],
  ['[^ab].md', 'c.md', true],
  ['[a-c]x', 'bx', true],
  ['[a-c]x', 'dx', false],
  ['[[:digit:]]x', '7x', true],
  ['[[:alpha:]]x', '7x', false],
  ['[[:bogus:]]x', 'bx', false],
  ['\\*x', '*x', true],
  ['\\*x', 'ax', false],
  ['a**/b', 'a/x/y/b', true],
  ['a?c', 'a/c', true],
  ['[a', '[a', false],
])('wildmatch(%s, %s) = %s', (pattern, text, expected) => {
  expect(wildmatch(pattern, text)).toBe(expected);
});

describe('plainPathspec', () => {
  it('takes a relative path git reads as spelt, and nothing it could read otherwise', () => {
    for (const spec of ['.evolving', '.evolving/ticks', 'a b/c', 'é/x'])
      expect(plainPathspec(spec)).toBe(true);
    for (const spec of [
      '',
      ':(top)x',
      ':!x',
      'a*',
      'a?',
      'a[b]',
      'a\\b',
      'a\0b',
      'a\rb',
      'a\nb',
      'a//b',
      'a/',
      '/a',
      './a',
      'a/./b',
      'a/..',
      '..',
    ])
      expect(plainPathspec(spec)).toBe(false);
  });
});

describe('magic', () => {
  const list = (raws: string[], prefix = '') => compilePathspecList(raws, prefix);
  const selects = (raws: string[], path: string, prefix = '') =>
    listSelects(list(raws, prefix), path);

  test('top: from the repository root whatever the prefix', () => {
    expect(selects([':/README.md'], 'README.md', 'pkg/')).toBe(true);
    expect(selects([':(top)README.md'], 'README.md', 'pkg/')).toBe(true);
    expect(selects(['README.md'], 'README.md', 'pkg/')).toBe(false);
    expect(selects([':/'], 'any/thing', 'pkg/')).toBe(true);
  });

  test('literal: wildcards are characters', () => {
    expect(selects([':(literal)a*b'], 'a*b')).toBe(true);
    expect(selects([':(literal)a*b'], 'axb')).toBe(false);
    expect(selects(['a*b'], 'axb')).toBe(true);
  });

  test('glob: `*` stops at `/`, `**` crosses it', () => {
    expect(selects([':(glob)src/*.py'], 'src/a.py')).toBe(true);
    expect(selects([':(glob)src/*.py'], 'src/app/a.py')).toBe(false);
    expect(selects([':(glob)src/**/*.py'], 'src/app/a.py')).toBe(true);
    expect(selects([':(glob)src/**/*.py'], 'src/a.py')).toBe(true);
  });

  test('icase: letters in either case, but never in the directory prefix', () => {
    expect(selects([':(icase)Docs/GUIDE.md'], 'docs/guide.md')).toBe(true);
    expect(selects([':(icase)x.md'], 'pkg/X.MD', 'pkg/')).toBe(true);
    expect(selects([':(icase)x.md'], 'PKG/x.md', 'pkg/')).toBe(false);
  });

  test('exclude: a match of any exclude leaves the path out; excludes alone start from everything', () => {
    expect(selects(['src', ':!src/gen'], 'src/app.ts')).toBe(true);
    expect(selects(['src', ':!src/gen'], 'src/gen/api.ts')).toBe(false);
    expect(selects(['src', ':^*.snap'], 'src/a.snap')).toBe(false);
    expect(selects([':(exclude)docs'], 'README.md')).toBe(true);
    expect(selects([':(exclude)docs'], 'docs/guide.md')).toBe(false);
    expect(selects([':!x'], 'outside/the/prefix', 'pkg/')).toBe(true);
  });

  test('the entries that select a path, as written', () => {
    const compiled = list(['src/', '*.ts', ':!src/gen', 'docs']);
    expect(selectionOf(compiled, 'src/app.ts')).toEqual(['src/', '*.ts']);
    expect(selectionOf(compiled, 'src/gen/x.ts')).toBeUndefined();
    expect(selectionOf(compiled, 'README.md')).toBeUndefined();
    // Excludes alone select through git's implicit "everything": no entry to name.
    expect(selectionOf(list([':!docs']), 'README.md')).toEqual([]);
    expect(selectionOf(list([]), 'README.md')).toBeUndefined();
  });

  test.each([[':(bogus)x'], [':(top'], [':(literal,glob)x'], [':#x'], [':(prefix:x)y'], ['../x']])(
    'git refuses %s: the whole list selects nothing',
    (raw) => {
      expect(compilePathspec(raw, '').kind).toBe('invalid');
      const compiled = list(['.', raw]);
      expect(compiled.kind).toBe('invalid');
      expect(listSelects(compiled, 'anything')).toBe(false);
    },
  );

  test('a list with an unknowable entry selects nothing', () => {
    const compiled = list(['src', ':(attr:generated)*']);
    expect(compiled.kind).toBe('unknowable');
    expect(listSelects(compiled, 'src/app.ts')).toBe(false);
  });

  test('short magic: `:` ends it, other punctuation is refused, anything else starts the pattern', () => {
    expect(selects(['::docs'], 'docs/a.md')).toBe(true);
    expect(selects([':docs'], 'docs/a.md')).toBe(true);
    expect(selects([':.md'], '.md')).toBe(true);
    expect(selects([':'], 'anything')).toBe(true);
  });

  test('a `..` that climbs into the prefix shortens it (icase applies from there)', () => {
    expect(selects([':(icase)../API/x'], 'services/api/x', 'services/web/')).toBe(true);
    expect(selects([':(icase)../API/x'], 'SERVICES/api/x', 'services/web/')).toBe(false);
  });
});

test.each([
  ['*.MD', 'a.md', WM_CASEFOLD, true],
  ['[A]', 'a', WM_CASEFOLD, false], // git does not fold the members of a set
  ['[A-C]', 'b', WM_CASEFOLD, true],
  ['[[:upper:]]', 'b', WM_CASEFOLD, true],
  ['a/*', 'a/b/c', WM_PATHNAME, false],
  ['a/**', 'a/b/c', WM_PATHNAME, true],
  ['**/c', 'a/b/c', WM_PATHNAME, true],
  ['a/**/c', 'a/c', WM_PATHNAME, true],
  ['a?c', 'a/c', WM_PATHNAME, false],
  ['a[/]c', 'a/c', WM_PATHNAME, false],
  ['a*', 'a/b', WM_PATHNAME, false],
])('wildmatch(%s, %s, flags %d) = %s', (pattern, text, flags, expected) => {
  expect(wildmatch(pattern, text, flags)).toBe(expected);
});

describe('pathspecCompiler', () => {
  test('compiles as compilePathspec does with its prefix, each entry once', () => {
    const compile = pathspecCompiler('sub/');
    const first = compile('src/*.ts');
    expect(first).toEqual(compilePathspec('src/*.ts', 'sub/'));
    expect(compile('src/*.ts')).toBe(first);
    expect(compile('../x')).toEqual(compilePathspec('../x', 'sub/'));
    expect(compile('../x')).not.toEqual(compilePathspec('../x', ''));
  });
});
