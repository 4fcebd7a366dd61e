/** Pathspecs as `git rev-list … -- <paths>` reads them (the in-memory triggered_since). */
import {
  compilePathspec,
  normalizePath,
  pathspecMatches,
  wildmatch,
  type Pathspec,
} from '../../src/adapters/git-pathspec.js';

const spec = (raw: string, prefix = ''): Pathspec => {
  const compiled = compilePathspec(raw, prefix, {});
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
  expect(compilePathspec('../../a', 'pkg/', {})).toEqual({ kind: 'invalid' });
});

test('forms left to real git', () => {
  expect(compilePathspec(':(glob)*.md', '', {}).kind).toBe('exotic');
  expect(compilePathspec('/abs', '', {}).kind).toBe('exotic');
  expect(compilePathspec('a', '', { GIT_LITERAL_PATHSPECS: '1' }).kind).toBe('exotic');
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
