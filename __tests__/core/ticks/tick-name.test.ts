import { isPlainTickName } from '../../../src/core/ticks/tick-name.js';

describe('a tick argument is a plain file name inside ticks/', () => {
  test.each(['638c47b0c9dd', '0123456789ab', 'a name with spaces', '-', '...', '.hidden', 'é中😀'])(
    '%j is a plain name',
    (name) => expect(isPlainTickName(name)).toBe(true),
  );

  test.each([
    ['', 'names ticks/ itself'],
    ['.', 'ticks/ itself'],
    ['..', 'the store'],
    ['../config', 'a sibling file'],
    ['./..', 'a path'],
    ['ticks/../config', 'a path'],
    ['/etc/passwd', 'an absolute path'],
    ['..\\config', 'a Windows path'],
    ['id\0', 'a NUL byte'],
  ])('%j is refused (%s)', (name) => expect(isPlainTickName(name)).toBe(false));
});
