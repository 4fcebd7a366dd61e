/**
 * Trigger patterns built to make a backtracking wildmatch run
 * for hours get their answers here as any pattern does (the matcher is
 * memoised: its work is bounded by the pattern times the path), the answers
 * equal those of the backtracking port it replaced (on random small inputs,
 * where backtracking costs nothing), and what the caps refuse is refused.
 * No timing is asserted: a matcher that backtracked would not finish.
 */
import { describe, expect, test } from '@jest/globals';
import {
  compilePathspec,
  compilePathspecList,
  gitMayMatch,
  GIT_WILDCARDS,
  listSelects,
  literalDirectory,
  literalPathspecOf,
  literalPathspecs,
  pathspecListCompiler,
  TRIGGER_CAPS,
  triggerListRefusal,
  wildcardRuns,
  wildmatch,
  WM_CASEFOLD,
  WM_PATHNAME,
  type Pathspec,
} from '../../../../src/core/text/pathspec.js';
import { referenceWildmatch } from '../../../../test-support/wildmatch-reference.js';

/** `a/a/…/a/<leaf>`, `levels` directories deep. */
const deep = (levels: number, leaf: string) => `${'a/'.repeat(levels)}${leaf}`;
const selects = (raws: string[], path: string) => listSelects(compilePathspecList(raws, ''), path);

describe('adversarial patterns get their answers', () => {
  const tenStars = '*/*/*/*/*/*/*/*/*/*/b';

  test('`*/*/…/b` (10 stars) against a path 60 directories deep', () => {
    expect(selects([tenStars], deep(60, 'c'))).toBe(false);
    expect(selects([tenStars], deep(60, 'b'))).toBe(true);
    expect(selects([tenStars], deep(9, 'b'))).toBe(false); // one directory short of ten stars
    expect(selects([tenStars], deep(10, 'b'))).toBe(true);
  });

  test('`**/` ten times under glob magic, and `*` that may not cross `/`', () => {
    const globStars = `:(glob)${'**/'.repeat(10)}b`;
    expect(selects([globStars], deep(60, 'c'))).toBe(false);
    expect(selects([globStars], deep(60, 'b'))).toBe(true);
    expect(selects([globStars], 'b')).toBe(true); // every `**/` may match no directory
    const singles = `:(glob)${'*/'.repeat(10)}b`;
    expect(selects([singles], deep(60, 'b'))).toBe(false); // `*` is one directory each
    expect(selects([singles], deep(10, 'b'))).toBe(true);
  });

  test('`*a*a*…b` against long runs of `a`', () => {
    const pattern = `${'*a'.repeat(TRIGGER_CAPS.wildcards)}b`;
    const path = Array.from({ length: 16 }, () => 'a'.repeat(250)).join('/');
    expect(selects([pattern], path)).toBe(false);
    expect(selects([pattern], `${path}b`)).toBe(true);
    expect(wildmatch(pattern, `${'a'.repeat(4000)}`)).toBe(false);
    expect(wildmatch(pattern, `${'a'.repeat(4000)}b`)).toBe(true);
    expect(wildmatch(`${'*a/'.repeat(8)}b`, path, WM_PATHNAME)).toBe(false);
  });

  test('the most wildcards the caps allow, against a path as long as git allows', () => {
    const stars = `${'*/'.repeat(TRIGGER_CAPS.wildcards)}b`;
    const longest = deep(2047, 'c'); // 4,095 bytes
    expect(selects([stars], longest)).toBe(false);
    expect(selects([stars], `${longest.slice(0, -1)}b`)).toBe(true);
    const classes = `${'*[a]'.repeat(TRIGGER_CAPS.wildcards)}?b`;
    expect(wildmatch(classes, 'a'.repeat(4000))).toBe(false);
    expect(wildmatch(classes, `${'a'.repeat(4000)}xb`)).toBe(true);
  });
});

describe('the memoised matcher answers as the backtracking port did', () => {
  /** A small deterministic generator (the same inputs on every run). */
  function generator(seed: number) {
    let state = seed;
    return (n: number) => {
      state = (state * 1103515245 + 12345) & 0x7fffffff;
      return state % n;
    };
  }
  const PATTERN_PARTS = [
    'a',
    'b',
    'A',
    '/',
    '*',
    '**',
    '?',
    '[a-b]',
    '[!a]',
    '[',
    '\\',
    '\\*',
    ']',
  ];
  const PATTERN_MORE = ['[[:alpha:]]', '/**/', '-', '[^/]', '[[:bogus:]]'];
  const TEXT_PARTS = ['a', 'b', 'A', '/', '*', '[', ']', '-'];

  test.each([
    [0, 'no flags'],
    [WM_PATHNAME, 'WM_PATHNAME (glob magic)'],
    [WM_CASEFOLD, 'WM_CASEFOLD (icase magic)'],
    [WM_PATHNAME | WM_CASEFOLD, 'both'],
  ])('flags %d (%s): 20,000 random pattern and path pairs', (flags) => {
    const random = generator(flags + 7);
    const parts = [...PATTERN_PARTS, ...PATTERN_MORE];
    let matched = 0;
    for (let i = 0; i < 20_000; i++) {
      let pattern = '';
      for (let n = random(12); n > 0; n--) pattern += parts[random(parts.length)];
      let text = '';
      for (let n = random(16); n > 0; n--) text += TEXT_PARTS[random(TEXT_PARTS.length)];
      const answer = wildmatch(pattern, text, flags);
      if (answer !== referenceWildmatch(pattern, text, flags))
        throw new Error(`wildmatch(${JSON.stringify(pattern)}, ${JSON.stringify(text)}, ${flags})`);
      if (answer) matched++;
    }
    // Not vacuous: both answers occur often.
    expect(matched).toBeGreaterThan(1000);
    expect(matched).toBeLessThan(19_000);
  });
});

describe('caps', () => {
  test('wildcards are counted as runs of `*`, escaped ones not at all', () => {
    expect(wildcardRuns('src/**/*.py')).toBe(2);
    expect(wildcardRuns('a\\*b*')).toBe(1);
    expect(wildcardRuns('?[ab]')).toBe(0);
  });

  test('an entry over a cap, or a list with too many entries, is refused and selects nothing', () => {
    const overWildcards = `${'*/'.repeat(TRIGGER_CAPS.wildcards + 1)}b`;
    const overBytes = `src/${'x'.repeat(TRIGGER_CAPS.bytes)}`;
    const tooMany = Array.from({ length: TRIGGER_CAPS.entries + 1 }, (_, i) => `src/${i}.ts`);
    expect(compilePathspec(overWildcards, '').kind).toBe('invalid');
    expect(compilePathspec(overBytes, '').kind).toBe('invalid');
    expect(compilePathspecList(tooMany, '').kind).toBe('invalid');
    expect(pathspecListCompiler('')(tooMany).kind).toBe('invalid');
    expect(selects(['.', overWildcards], 'src/app.ts')).toBe(false);
    expect(triggerListRefusal([overWildcards])).toEqual({
      entry: 0,
      why: `has ${TRIGGER_CAPS.wildcards + 1} \`*\` wildcards, over the cap of ${TRIGGER_CAPS.wildcards}`,
    });
    expect(triggerListRefusal(['src', overBytes])?.entry).toBe(1);
    expect(triggerListRefusal(['src', overBytes])?.why).toMatch(
      /^is 4,100 bytes long, over the cap of 4,096$/,
    );
    expect(triggerListRefusal(tooMany)).toEqual({
      why: 'has 1,001 entries, over the cap of 1,000',
    });
    // Multi-byte characters count as their UTF-8 bytes.
    expect(triggerListRefusal(['é'.repeat(2048)])).toBeUndefined();
    expect(triggerListRefusal(['é'.repeat(2049)])?.why).toMatch(/4,098 bytes/);
  });

  test('the caps leave every ordinary list alone', () => {
    const lists = [['src/**/*.py', ':(glob)**/tests/**/*_test.py', ':!docs'], ['README.md']];
    for (const list of lists) expect(triggerListRefusal(list)).toBeUndefined();
    expect(compilePathspecList(lists[0] as string[], '').kind).toBe('list');
  });

  test('git itself is given no entry with more than GIT_WILDCARDS runs of `*`', () => {
    expect(GIT_WILDCARDS).toBe(2);
    expect(gitMayMatch([':(attr:x)src/**/*.py'])).toBe(true);
    expect(gitMayMatch([':(attr:x)*/*/*/b'])).toBe(false);
    expect(triggerListRefusal(['ok', '/abs/*/*/*'], true)?.entry).toBe(1);
    expect(triggerListRefusal(['/abs/*/*/*'], false)).toBeUndefined();
  });
});

describe('what git is given instead of a wildcard', () => {
  const compiled = (raw: string, prefix = ''): Pathspec => {
    const result = compilePathspec(raw, prefix);
    if (result.kind !== 'pathspec') throw new Error(raw);
    return result.pathspec;
  };

  test.each([
    ['src/*.py', '', 'src'],
    ['src/app*', '', 'src'],
    ['*.md', '', ''],
    ['docs/', '', 'docs'],
    ['README.md', '', 'README.md'],
    ['.', '', ''],
    ['*.py', 'pkg/', 'pkg'],
    ['../src/*/x', 'pkg/', 'src'],
    [':(icase)SRC/*.py', 'pkg/', 'pkg'],
    [':(icase)src', '', ''],
    [':(literal)a*b', '', 'a*b'],
    [':(top)docs/*', 'pkg/', 'docs'],
  ])('literalDirectory(%s from %s) = %s', (raw, prefix, dir) => {
    expect(literalDirectory(compiled(raw, prefix))).toBe(dir);
  });

  test('literalPathspecs: one literal directory per entry, or the whole tree', () => {
    const lists = [compilePathspecList(['src/*.py', 'docs/'], ''), compilePathspecList(['x'], '')];
    expect(literalPathspecs(lists)).toEqual([
      ':(top,literal)src',
      ':(top,literal)docs',
      ':(top,literal)x',
    ]);
    expect(literalPathspecs([compilePathspecList(['*.md'], '')])).toBeUndefined();
    expect(literalPathspecs([compilePathspecList([':!docs'], '')])).toBeUndefined();
    expect(literalPathspecs([compilePathspecList(['../..'], 'a/')])).toEqual([]); // invalid: nothing
  });

  test.each([
    ['src/*.py', ':(literal)src'],
    ['docs/', ':(literal)docs'],
    ['../src', ':(literal)../src'],
    ['*.md', undefined],
    ['src/*/../../x', undefined], // the `..` after a wildcard may climb out of `src`
    [':(glob)src/*', undefined],
    ['/abs/x', undefined],
  ])('literalPathspecOf(%s) = %s', (raw, pathspec) => {
    expect(literalPathspecOf(raw)).toBe(pathspec);
  });
});
