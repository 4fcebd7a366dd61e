import { describe, expect, test } from '@jest/globals';
import {
  COMMAND_BOUNDS,
  commandPathCandidates,
  commandPathReader,
  guardingTests,
  repositoryPath,
} from '../../../../src/core/ticks/verdict/guarding-test.js';
import type { TestCheck } from '../../../../src/core/ticks/tick.js';

describe('the paths a bound command names (its shell words)', () => {
  test.each([
    ['sh tests/check.sh', ['sh', 'tests/check.sh']],
    ['./tests/check.sh', ['tests/check.sh']],
    ['.//tests/./check.sh --fast', ['tests/check.sh']],
    ['pytest tests/test_x.py::test_y', ['pytest', 'tests/test_x.py']],
    ['pytest "tests/test_x.py::TestA::test_b"', ['pytest', 'tests/test_x.py']],
    ['node --test test/a.test.mjs:12', ['node', 'test/a.test.mjs']],
    ['jest --config=jest.config.js --testPathPattern a', ['jest', 'jest.config.js', 'a']],
    ['PAGING=offset pytest tests/test_paging.py', ['offset', 'pytest', 'tests/test_paging.py']],
    ['cd sub && ../tools/check.sh', ['cd', 'sub', '../tools/check.sh']],
    ['grep -q 42 src/app.ts', ['grep', '42', 'src/app.ts']],
    ['test -f README.md', ['test', 'README.md']],
    ['make test</dev/null 2>&1', ['make', 'test', '2', '1']],
    // The store is the ledger and its evidence (the action appends receipts there), never a test.
    ['cat ./.evolving/results/receipts/ab.jsonl .evolving tests/t.sh', ['cat', 'tests/t.sh']],
  ])('%s', (command, expected) => {
    expect(commandPathCandidates(command)).toEqual(expected);
  });

  test('a quoted script (sh -c, bash -c, eval) is read again, nested ones too', () => {
    expect(commandPathCandidates(`bash -c 'sh tests/check.sh && echo ok'`)).toEqual([
      'bash',
      'sh tests/check.sh && echo ok',
      'sh',
      'tests/check.sh',
      'echo',
      'ok',
    ]);
    expect(commandPathCandidates(`sh -c "bash -c 'python tests/deep.py'"`)).toContain(
      'tests/deep.py',
    );
    expect(commandPathCandidates(`sh -c "a=1; ./tests/semi.sh|cat"`)).toContain('tests/semi.sh');
  });

  test('escapes and quotes are taken away as the shell does', () => {
    expect(commandPathCandidates('sh tests/with\\ space.sh')).toContain('tests/with space.sh');
    // A quoted word with a blank is also read as a script: its parts are candidates too (git
    // answers which are files).
    expect(commandPathCandidates('pytest "tests/test x.py::A::b"')).toEqual([
      'pytest',
      'tests/test x.py',
      'tests/test',
      'x.py',
    ]);
    expect(commandPathCandidates(`sh "tests/"'quoted.sh'`)).toContain('tests/quoted.sh');
    expect(commandPathCandidates(`sh "tests/\\"odd\\".sh"`)).toContain('tests/"odd".sh');
  });

  test('words with an expansion, absolute paths, options and directories name nothing', () => {
    expect(
      commandPathCandidates(
        'sh $HOME/t.sh ${X}/a.sh tests/*.sh tests/[ab].sh ~/t.sh {a,b}.sh /usr/bin/env -q ./ tests/ . ..',
      ),
    ).toEqual(['sh']);
    expect(commandPathCandidates('sh "$(cat tests/list.txt)"')).toContain('tests/list.txt');
  });

  test('a path climbing above the ledger root keeps its `..`; one that climbs back is normalised', () => {
    expect(commandPathCandidates('../../tools/t.sh a/../b.sh a/../../c.sh')).toEqual([
      '../../tools/t.sh',
      'b.sh',
    ]);
  });

  test('bounded: the words taken, a word’s length, the characters of a command and the nesting', () => {
    const many = Array.from({ length: 500 }, (_, i) => `f${i}.sh`).join(' ');
    const found = commandPathCandidates(many);
    expect(found).toHaveLength(COMMAND_BOUNDS.words);
    expect(found[0]).toBe('f0.sh');
    const long = `sh ${'a'.repeat(COMMAND_BOUNDS.wordChars + 1)}.sh tests/after.sh`;
    expect(commandPathCandidates(long)).toEqual(['sh', 'tests/after.sh']);
    const far = `${' '.repeat(COMMAND_BOUNDS.commandChars)} tests/far.sh`;
    expect(commandPathCandidates(far)).toEqual([]);
    const nested = `sh -c "sh -c 'sh -c \\"sh -c tests/too-deep.sh\\"'"`;
    expect(commandPathCandidates(nested)).not.toContain('tests/too-deep.sh');
    // An unterminated quote ends at the end of the command, and a huge command returns promptly.
    expect(commandPathCandidates(`sh 'tests/open.sh`)).toEqual(['sh', 'tests/open.sh']);
    expect(commandPathCandidates(`'`.repeat(100_000) + '"'.repeat(100_000))).toEqual([]);
  });

  test('a command without quotes or escapes splits into the words the quoting reader finds', () => {
    // The empty quoted word appended sends a command through the reader of quotes and escapes;
    // it names nothing, so both readings must give the same paths.
    const pieces = ['a', 'tests/x.py', './b//c', '../up', '-v', 'K=v', 'x::y', 'f.ts:3', '$H', '.'];
    const separators = [' ', '  ', '\t', ';', '&&', '|', '(', ')', '<', '>', '`', '\n', '\u00a0'];
    let seed = 7;
    const next = (n: number): number => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
    for (let i = 0; i < 500; i++) {
      let command = separators[next(separators.length)] as string;
      for (let w = next(12); w >= 0; w--)
        command += `${pieces[next(pieces.length)]}${separators[next(separators.length)]}`;
      expect(commandPathCandidates(command)).toEqual(commandPathCandidates(`${command} ''`));
    }
  });

  test('the reader that remembers commands by their last `::` gives every command its own paths', () => {
    // Commands sharing everything up to a last `::` (remembered), against each read in full;
    // the tails include quotes, blanks, operators, escapes, `=` and `:` that must not be remembered.
    const heads = [
      'pytest tests/a.py',
      'pytest "tests/a b.py',
      `sh -c 'pytest t/x.py`,
      'x=1 y',
      '',
    ];
    const middles = ['::', '::C::', ':::', ':12::', '::a.py::'];
    const tails = ['t1', 't2[p-1]', '', `x'`, 'a b', 'x;y', 'k=v', 'q:3', '\\z', 'z"', '/u'];
    const read = commandPathReader();
    let seed = 11;
    const next = (n: number): number => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
    for (let i = 0; i < 600; i++) {
      const command = `${heads[next(heads.length)]}${middles[next(middles.length)]}${tails[next(tails.length)]}`;
      expect(read(command)).toEqual(commandPathCandidates(command));
    }
    // Past the word bound, a longer tail drops the word: such a command is read in full.
    const long = `pytest tests/a.py::${'t'.repeat(COMMAND_BOUNDS.wordChars)}`;
    expect(read('pytest tests/a.py::t')).toEqual(['pytest', 'tests/a.py']);
    expect(read(long)).toEqual(commandPathCandidates(long));
    expect(read(long)).toEqual(['pytest']);
  });

  test('repositoryPath joins the ledger prefix and refuses to climb above the repository', () => {
    expect(repositoryPath('tests/check.sh', 'sub/')).toBe('sub/tests/check.sh');
    expect(repositoryPath('../tools/t.sh', 'sub/')).toBe('tools/t.sh');
    expect(repositoryPath('../tools/t.sh', '')).toBeUndefined();
  });
});

function check(ref: string, counter: string | undefined, triggeredBy: string[]): TestCheck {
  return {
    by: 'test',
    ref,
    verified_at_sha: 'a'.repeat(40),
    ...(counter === undefined ? {} : { counter_test: counter }),
    liveness: { platforms: ['linux-ci'], triggered_by: triggeredBy, surfaces: [] },
  };
}

describe("a binding's guarding test", () => {
  const named = new Map([
    ['sh tests/check.sh', ['tests/check.sh']],
    ['sh tests/counter.sh', ['tests/counter.sh']],
    ['grep -q 42 src/app.ts', ['src/app.ts']],
  ]);
  const tests = guardingTests(named);

  test('the files its test and counter-test name, added to its triggers', () => {
    const c = check('sh tests/check.sh', 'sh tests/counter.sh', ['src/app.ts']);
    expect(tests.filesOf(c)).toEqual(['tests/check.sh', 'tests/counter.sh']);
    expect(tests.triggersOf(c)).toEqual(['src/app.ts', 'tests/check.sh', 'tests/counter.sh']);
    // Made once per binding.
    expect(tests.triggersOf(c)).toBe(tests.triggersOf(c));
  });

  test('a file the binding declares as a trigger is the code it guards, not its test', () => {
    const c = check('grep -q 42 src/app.ts', 'true', ['./src/app.ts']);
    expect(tests.filesOf(c)).toEqual([]);
    expect(tests.triggersOf(c)).toBe(c.liveness.triggered_by);
  });

  test('a command naming no tracked file adds nothing', () => {
    const c = check('npm test', undefined, ['src/']);
    expect(tests.filesOf(c)).toEqual([]);
    expect(tests.triggersOf(c)).toBe(c.liveness.triggered_by);
  });

  test('a counter-test alone names the files; a file named twice is added once', () => {
    const c = check('npm test', 'sh tests/check.sh', ['src/']);
    expect(tests.triggersOf(c)).toEqual(['src/', 'tests/check.sh']);
    const twice = check('sh tests/check.sh', 'sh tests/check.sh', []);
    expect(tests.filesOf(twice)).toEqual(['tests/check.sh']);
  });
});
