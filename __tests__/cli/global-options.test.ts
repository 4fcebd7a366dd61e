import { isRich, parseGlobalOptions } from '../../src/commands/global-options.js';
import { evRulesOf, UsageError, type CliIo } from '../../src/commands/io.js';
import { main } from '../../src/cli/main.js';

describe('--ev-compat', () => {
  test('defaults to ev 0.1.32 rules', () => {
    expect(parseGlobalOptions(['list'])).toMatchObject({ evRules: '0.1.32', rest: ['list'] });
  });

  test.each([
    [['--ev-compat', '0.1.2', 'verify']],
    [['verify', '--ev-compat', '0.1.2']],
    [['--ev-compat=0.1.2', 'verify']],
    [['verify', '--ev-compat=0.1.2']],
  ])('is taken before or after the command: %j', (argv) => {
    expect(parseGlobalOptions(argv)).toMatchObject({ evRules: '0.1.2', rest: ['verify'] });
  });

  test('after `--` it is an argument, not the option', () => {
    expect(parseGlobalOptions(['show', '--', '--ev-compat'])).toMatchObject({
      evRules: '0.1.32',
      rest: ['show', '--', '--ev-compat'],
    });
  });

  test('an unknown version is a usage error naming the supported ones', () => {
    expect(() => parseGlobalOptions(['--ev-compat', '0.1.3', 'list'])).toThrow(
      'supported ev versions are 0.1.2, 0.1.32',
    );
    expect(() => parseGlobalOptions(['list', '--ev-compat'])).toThrow(UsageError);
    expect(() => parseGlobalOptions(['--ev-compat', '0.1.2', '--ev-compat', '0.1.2'])).toThrow(
      'cannot be used multiple times',
    );
  });

  test('the CLI exits 2 on an unknown version and prints the supported ones', async () => {
    let stderr = '';
    const io: CliIo = {
      cwd: '/nonexistent',
      env: {},
      stdout: () => undefined,
      stderr: (text) => void (stderr += text),
    };
    expect(await main(['--ev-compat', '9.9.9', 'list'], io)).toBe(2);
    expect(stderr).toContain('supported ev versions are 0.1.2, 0.1.32');
  });

  test('every command sees the rules asked for', async () => {
    let version = '';
    const io: CliIo = {
      cwd: '/nonexistent',
      env: {},
      stdout: (text) => void (version += text),
      stderr: () => undefined,
    };
    expect(await main(['--version', '--ev-compat', '0.1.2'], io)).toBe(0);
    expect(version).toContain("ev 0.1.2's rules");
    expect(evRulesOf(io)).toBe('0.1.32');
  });
});

describe('--color and --plain (ev 0.1.12)', () => {
  test('rich only when asked: --color always, and neither --plain nor NO_COLOR', () => {
    expect(isRich(parseGlobalOptions(['list', '--color', 'always']), false)).toBe(true);
    expect(isRich(parseGlobalOptions(['--color=always', 'list', '-p']), false)).toBe(false);
    expect(isRich(parseGlobalOptions(['list', '--color', 'always']), true)).toBe(false);
    expect(isRich(parseGlobalOptions(['list', '--color', 'auto']), false)).toBe(false);
    expect(isRich(parseGlobalOptions(['list']), false)).toBe(false);
  });

  test('an unknown colour choice is a usage error', () => {
    expect(() => parseGlobalOptions(['list', '--color', 'sometimes'])).toThrow(
      'possible values are auto, always, never',
    );
  });

  test('ev 0.1.2 had neither option', () => {
    expect(() => parseGlobalOptions(['--ev-compat', '0.1.2', 'list', '--plain'])).toThrow(
      UsageError,
    );
  });
});
