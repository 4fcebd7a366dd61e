import { BOT_COMMANDS, commandLineOf, parseBotComment } from '../../src/render/bot-command.js';

describe('the command line', () => {
  test('is the first non-empty line, trimmed', () => {
    expect(commandLineOf('\n  \r\n  /ev list  \nmore')).toBe('/ev list');
    expect(commandLineOf('   \n\t')).toBeUndefined();
  });

  test('only the first non-empty line counts', () => {
    expect(parseBotComment('thanks!\n/ev list')).toEqual({ kind: 'not-a-command' });
  });
});

describe('parseBotComment', () => {
  test.each([
    'LGTM',
    '/evolve list',
    '/ev-list',
    '/evlist',
    'see /ev list',
    '`/ev list`',
    '/EV list',
    '',
  ])('%j is not a command', (body) =>
    expect(parseBotComment(body)).toEqual({ kind: 'not-a-command' }),
  );

  test('both prefixes, any white space between the words', () => {
    expect(parseBotComment('/ev list')).toMatchObject({ kind: 'run', argv: ['list'] });
    expect(parseBotComment('/evolving\tlog')).toMatchObject({
      kind: 'run',
      name: 'log',
      argv: ['log'],
    });
  });

  test('a prefix alone, or help: help', () => {
    expect(parseBotComment('/ev')).toEqual({ kind: 'help', line: '/ev' });
    expect(parseBotComment('/evolving help')).toEqual({ kind: 'help', line: '/evolving help' });
  });

  test('show, reopen and why take the rest of the line as one argument', () => {
    expect(parseBotComment('/ev why pytest tests/test_cache.py -k fast')).toMatchObject({
      kind: 'run',
      argv: ['why', 'pytest tests/test_cache.py -k fast'],
    });
    expect(parseBotComment('/ev reopen 638c47b0c9dd')).toMatchObject({
      argv: ['reopen', '638c47b0c9dd'],
    });
  });

  test('one pair of quotes or backticks around the argument is not part of it', () => {
    for (const quoted of ["'pytest a b'", '"pytest a b"', '`pytest a b`'])
      expect(parseBotComment(`/ev why ${quoted}`)).toMatchObject({ argv: ['why', 'pytest a b'] });
    expect(parseBotComment('/ev why \'a"')).toMatchObject({ argv: ['why', '\'a"'] });
  });

  test('an argument starting with a dash is passed after --, never as a flag', () => {
    expect(parseBotComment('/ev show --help')).toMatchObject({ argv: ['show', '--', '--help'] });
  });

  test('a path is passed as the argument it is: the CLI refuses it', () => {
    expect(parseBotComment('/ev show ../../etc/passwd')).toMatchObject({
      kind: 'run',
      argv: ['show', '../../etc/passwd'],
    });
  });

  test('brief takes only --limit N', () => {
    expect(parseBotComment('/ev brief')).toMatchObject({ argv: ['brief'] });
    expect(parseBotComment('/ev brief --limit 3')).toMatchObject({
      argv: ['brief', '--limit', '3'],
    });
    expect(parseBotComment('/ev brief --limit=0')).toMatchObject({
      argv: ['brief', '--limit', '0'],
    });
    for (const bad of ['--limit', '--limit x', '--limit -1', '--limit 1 2', 'now', '--limit=1 2'])
      expect(parseBotComment(`/ev brief ${bad}`)).toMatchObject({ kind: 'invalid', name: 'brief' });
  });

  test('a missing or extra argument is invalid, naming the command', () => {
    expect(parseBotComment('/ev show')).toMatchObject({
      kind: 'invalid',
      name: 'show',
      problem: '`show` needs an argument: `show <id>`',
    });
    expect(parseBotComment('/ev why ""')).toMatchObject({ kind: 'invalid', name: 'why' });
    expect(parseBotComment('/ev list all')).toMatchObject({
      kind: 'invalid',
      problem: '`list` takes no argument',
    });
  });

  test('an unknown command: invalid, the word in a code span (never markup)', () => {
    expect(parseBotComment('/ev verify')).toEqual({
      kind: 'invalid',
      line: '/ev verify',
      problem: 'unknown command `verify`',
    });
    expect(parseBotComment('/ev **x**@y')).toMatchObject({ problem: 'unknown command `**x**@y`' });
  });

  test('only read-only commands can ever run', () => {
    expect(BOT_COMMANDS.map((c) => c.name)).toEqual([
      'show',
      'list',
      'log',
      'brief',
      'why',
      'reopen',
      'help',
    ]);
    for (const name of ['check', 'verify', 'report', 'check --run'])
      expect(parseBotComment(`/ev ${name}`).kind).toBe('invalid');
  });
});
