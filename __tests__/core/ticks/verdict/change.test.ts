/** The change under review: which declared triggers select its files (the indexed matcher). */
import { TriggerMatcher } from '../../../../src/core/ticks/verdict/change.js';
import {
  compilePathspecList,
  selectionOf,
  toByteString,
} from '../../../../src/core/text/pathspec.js';
import { seededRandom } from '../../../../test-support/git-repo.js';

const FILES = [
  'src/api/orders.ts',
  'src/api/Orders.ts',
  'src/api.ts',
  'src/apiary/x.ts',
  'services/api/src/handler.py',
  'services/api/README.md',
  'docs/guide.md',
  'README.md',
  'café/menu.txt',
  'Café/menu.txt',
  'a*b',
  '[x]/y.txt',
];

const ENTRIES = [
  'src/api',
  'src/api/',
  'src',
  '*.ts',
  '*.md',
  ':(glob)src/*.ts',
  ':(glob)**/*.py',
  ':(icase)SRC/API/orders.ts',
  ':(icase)café',
  'café/',
  ':!src/apiary',
  ':^*.md',
  ':/README.md',
  '../README.md',
  '[[:alpha:]]*',
  ':(literal)a*b',
  'a*b',
  '\\[x]/y.txt',
  ':(bogus)x',
  '.',
];

/** The reference: every file against the list, one by one. */
function bruteForce(list: string[], prefix: string): { entries: string[]; files: string[] } {
  const compiled = compilePathspecList(list, prefix);
  const entries = new Set<string>();
  const files = FILES.filter((file) => {
    const selecting = selectionOf(compiled, toByteString(file));
    for (const raw of selecting ?? []) entries.add(raw);
    return selecting !== undefined;
  });
  return { entries: [...new Set(list)].filter((raw) => entries.has(raw)), files };
}

test.each(['', 'services/api/', 'src/'])(
  'the indexed matcher agrees with matching each file one by one (prefix %j)',
  (prefix) => {
    const random = seededRandom(prefix.length + 7);
    const matcher = TriggerMatcher.of({ files: FILES, ledgerPrefix: prefix });
    let selectedSomething = 0;
    for (let round = 0; round < 400; round++) {
      const size = 1 + Math.floor(random() * 3);
      const list = Array.from(
        { length: size },
        () => ENTRIES[Math.floor(random() * ENTRIES.length)] as string,
      );
      const expected = bruteForce(list, prefix);
      expect([list, matcher.match(list)]).toEqual([list, expected]);
      if (expected.files.length > 0) selectedSomething++;
    }
    expect(selectedSomething).toBeGreaterThan(100);
  },
);

test('selected files keep the order the pull request lists them in', () => {
  const matcher = TriggerMatcher.of({ files: ['z/a.ts', 'a/z.ts', 'm/m.ts'], ledgerPrefix: '' });
  expect(matcher.match(['*.ts']).files).toEqual(['z/a.ts', 'a/z.ts', 'm/m.ts']);
  expect(matcher.selectedFiles([['m/'], ['z/']])).toEqual(['z/a.ts', 'm/m.ts']);
});

test('no change, or no triggers: nothing', () => {
  expect(TriggerMatcher.of({ files: [], ledgerPrefix: '' }).match(['.'])).toEqual({
    entries: [],
    files: [],
  });
  expect(TriggerMatcher.of({ files: ['a'], ledgerPrefix: '' }).match([])).toEqual({
    entries: [],
    files: [],
  });
});

test('one matcher per change object: a second reader reuses its answers, another change gets its own', () => {
  const change = { files: ['src/a.ts'], ledgerPrefix: '' };
  const matcher = TriggerMatcher.of(change);
  const first = matcher.match(['src/']);
  expect(TriggerMatcher.of(change)).toBe(matcher);
  expect(TriggerMatcher.of(change).match(['src/'])).toBe(first);
  const other = TriggerMatcher.of({ files: ['lib/b.ts'], ledgerPrefix: '' });
  expect(other).not.toBe(matcher);
  expect(other.match(['src/']).files).toEqual([]);
});
