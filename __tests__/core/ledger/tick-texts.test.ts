import { parseLedger, tickTextsOf } from '../../../src/core/ledger/ledger.js';
import { aTick, prettyTick } from '../../../test-support/builders.js';

describe('tickTextsOf: the tick files’ texts for annotations and links', () => {
  const tick = aTick();
  const text = prettyTick(tick, { note: 'é 😀' });
  const entries = parseLedger([
    { name: tick.id, bytes: Buffer.from(text, 'utf8') },
    { name: 'not-a-tick', bytes: Buffer.from('{"decision": 1}', 'utf8') },
    { name: 'not-json', bytes: Buffer.from('{ nope', 'utf8') },
    { name: 'unreadable', readError: 'Permission denied (os error 13)' },
    { name: 'a-directory', notAFile: true },
  ]);
  const texts = tickTextsOf(entries);

  test('a tick file’s text is its bytes decoded as UTF-8', () => {
    expect(texts.get(tick.id)).toBe(text);
  });

  test('a JSON file that is no tick keeps its text (its finding is placed on a line); a file that is not JSON has none', () => {
    expect(entries.find((e) => e.file === 'not-a-tick')?.error).toBeDefined();
    expect(texts.get('not-a-tick')).toBe('{"decision": 1}');
    expect(texts.get('not-json')).toBeUndefined();
    expect(entries.find((e) => e.file === 'not-json')?.unreadable).toBe(true);
  });

  test('a file that could not be read, a directory and an unknown name have none', () => {
    expect(texts.get('unreadable')).toBeUndefined();
    expect(texts.get('a-directory')).toBeUndefined();
    expect(texts.get('000000000000')).toBeUndefined();
  });
});
