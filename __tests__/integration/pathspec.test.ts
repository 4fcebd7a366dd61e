/**
 * The core's pathspec matcher (src/core/text/pathspec.ts) against real
 * git: a history that adds one file per commit, so `git log -- <list>`
 * prints exactly the files git counts as selected by the list. Every form a
 * `triggered_by` entry can take — files, directories, wildcards, every kind
 * of magic, excludes, entries git refuses — from the repository root and
 * from a subdirectory (the ledger's working directory).
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { join } from 'node:path';
import { compilePathspecList, listSelects } from '../../src/core/text/pathspec.js';
import {
  commitGraph,
  gitEach,
  gitSequence,
  makeRepo,
  type GitOutcome,
  type GraphCommit,
  type TempRepo,
} from '../../test-support/git-repo.js';

const FILES = [
  'README.md',
  'Makefile',
  'docs.md',
  'docs/guide.md',
  'docs/deep/api.md',
  'src/app.ts',
  'src/App.ts',
  'src/app/main.py',
  'src/lib/util.py',
  'src/ledger_api/api/orders.py',
  'SRC/x.py',
  'weird[a]/b.txt',
  'a*b',
  'ab',
  '.github/workflows/ci.yml',
  'config/refund_policy.yaml',
  'services/api/pyproject.toml',
  'services/api/src/handler.py',
  'services/web/app.ts',
  'SERVICES/api/pyproject.toml',
];

let repo: TempRepo;
let root: string;
const subject = new Map<string, string>(); // commit subject → file
/** git's answer per directory and list (gitAnswer), all asked in one batch per directory. */
const gitAnswers = new Map<string, string[] | undefined>();

const answerKey = (list: string[], cwd: string) => `${cwd}\0${JSON.stringify(list)}`;

/** The files of the commits `git log` printed (their subjects), or undefined when git refused the list. */
function selected(outcome: GitOutcome | undefined): string[] | undefined {
  if (outcome?.status !== 0) return undefined;
  return outcome.stdout
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => subject.get(line) ?? `?${line}`)
    .sort();
}

beforeAll(() => {
  repo = makeRepo();
  // One commit per file, each adding it to the tree before (one git process for the history).
  const history: GraphCommit[] = [
    { files: { '.keep': '' }, parents: [], date: 1, message: 'root' },
  ];
  FILES.forEach((file, i) => {
    const message = `file ${i}`;
    subject.set(message, file);
    const files = { ...history[i]?.files, [file]: `${i}\n` };
    history.push({ files, parents: [i], date: 2 + i, message });
  });
  const ids = commitGraph(repo, history);
  root = ids[0] as string;
  // Packed: each `git log` below then reads one pack, not a loose file per commit and tree.
  gitSequence(repo.dir, repo.env, [
    ['update-ref', 'refs/heads/main', ids.at(-1) as string],
    ['repack', '-a', '-d', '-q'],
    ['reset', '-q', '--hard'],
  ]);
  for (const [cwd, lists] of [
    ['', FROM_THE_ROOT],
    ['services/api', FROM_A_SUBDIRECTORY],
  ] as const) {
    const outcomes = gitEach(
      join(repo.dir, cwd),
      repo.env,
      lists.map((list) => ['log', '--format=%s', `${root}..HEAD`, '--', ...list]),
    );
    lists.forEach((list, i) => gitAnswers.set(answerKey(list, cwd), selected(outcomes[i])));
  }
});

afterAll(() => repo?.cleanup());

/** What git selects from FILES (`git log -- <list>`), or undefined when git refuses the list. */
function gitSelects(list: string[], cwd: string): string[] | undefined {
  const key = answerKey(list, cwd);
  if (!gitAnswers.has(key)) throw new Error(`git was not asked about ${key}`);
  return gitAnswers.get(key);
}

function coreSelects(list: string[], cwd: string): string[] | undefined {
  const compiled = compilePathspecList(list, cwd === '' ? '' : `${cwd}/`);
  if (compiled.kind === 'invalid') return undefined;
  return FILES.filter((file) => listSelects(compiled, file)).sort();
}

const FROM_THE_ROOT: string[][] = [
  ['README.md'],
  ['docs'],
  ['docs/'],
  ['doc'],
  ['.'],
  ['./docs/../README.md'],
  ['src/app.ts', 'config/refund_policy.yaml'],
  ['*.md'],
  ['src/*.py'],
  ['src/a?p'],
  ['src/app*'],
  ['a*b'],
  ['weird[a]/b.txt'],
  ['weird[a]'],
  ['[a-c]*'],
  ['[!a-z]*'],
  ['[[:upper:]]*'],
  ['src/[[:alpha:]]pp.ts'],
  ['\\*b'],
  ['a\\*b'],
  ['**/api.md'],
  [':(glob)src/*'],
  [':(glob)src/**'],
  [':(glob)**/*.py'],
  [':(glob)src/**/api/*.py'],
  [':(glob)*.md'],
  [':(glob)docs/**/*.md'],
  [':(glob)src/a?p/*'],
  [':(literal)a*b'],
  [':(literal)src/*'],
  [':(icase)src/app.ts'],
  [':(icase)SRC'],
  [':(icase)src/*.TS'],
  [':(icase)src/[A]pp.ts'],
  [':(icase)src/[a-c]pp.ts'],
  [':(icase,glob)SRC/*.py'],
  [':(top)docs'],
  [':/docs'],
  ['::docs'],
  [':docs'],
  [':'],
  [':/'],
  [':!src'],
  [':^src', ':!docs'],
  ['src', ':!src/app'],
  ['src', ':(exclude)*.py'],
  ['src', ':(exclude,glob)src/*'],
  ['docs', ':!docs/deep/'],
  [':(exclude)docs', 'docs/guide.md'],
  [':(,top,)README.md'],
  [':(prefix:0)src'],
  [':(prefix:x)src'],
  [':(bogus)src'],
  [':(top'],
  [':(literal,glob)src'],
  [':#x'],
  [':-x'],
  [':.md'],
  [':$x'],
  ['..'],
  ['src', '../x'],
  [':(glob)**'],
  [':(glob)**/'],
  [':(glob)src/**/orders.py'],
  [':(glob)**/api/**'],
  [':(glob)s*/**/*.py'],
  [':(glob)[a-z]*/api/pyproject.toml'],
  [':(icase)services/API'],
  [':(icase)[s]ervices/api/*.TOML'],
  ['src/[]]x'],
  ['src/[!]'],
  ['*[[:bogus:]]'],
  [':(exclude)*', 'src'],
  [':!:src'],
  [':!/src', ':!docs'],
];

const FROM_A_SUBDIRECTORY: string[][] = [
  ['pyproject.toml'],
  ['.'],
  ['src'],
  ['*.py'],
  ['../web'],
  ['../../README.md'],
  ['../../..'],
  [':/README.md'],
  [':(top)src/app.ts'],
  [':(icase)SRC/Handler.py'],
  [':(icase)Pyproject.toml'],
  [':(glob)*'],
  [':(glob)**'],
  [':!src'],
  ['.', ':!*.toml'],
  [':(prefix:0)x'],
  [':(icase)../../SERVICES/api/pyproject.toml'],
  [':(icase)../API/pyproject.toml'],
  [':(icase,glob)../*/PYPROJECT.toml'],
  [':(literal)../../a*b'],
];

test.each(FROM_THE_ROOT.map((list) => [JSON.stringify(list), list] as const))(
  'from the repository root: %s',
  (_name, list) => {
    expect(coreSelects(list, '')).toEqual(gitSelects(list, ''));
  },
);

test.each(FROM_A_SUBDIRECTORY.map((list) => [JSON.stringify(list), list] as const))(
  'from services/api: %s',
  (_name, list) => {
    expect(coreSelects(list, 'services/api')).toEqual(gitSelects(list, 'services/api'));
  },
);

test('the cases are not vacuous: git selects something for most and refuses some', () => {
  const answers = FROM_THE_ROOT.map((list) => gitSelects(list, ''));
  expect(answers.filter((a) => a !== undefined && a.length > 0).length).toBeGreaterThan(40);
  expect(answers.filter((a) => a === undefined).length).toBeGreaterThanOrEqual(6);
});
