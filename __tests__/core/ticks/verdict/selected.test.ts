/** The selected-list (docs/ev-0.1.md#the-selected-list), read as strictly as ev reads it. */
import { parseSelectedText, touchedTriggers } from '../../../../src/core/ticks/verdict/selected.js';

test('a full list', () => {
  expect(
    parseSelectedText('{"commit": "abc", "changed": ["a"], "selected": ["pytest x"]}'),
  ).toEqual({
    ok: true,
    list: { commit: 'abc', changed: ['a'], selected: ['pytest x'] },
  });
});

test('every key is optional; a non-string commit is read as ""', () => {
  expect(parseSelectedText('{}')).toEqual({
    ok: true,
    list: { commit: '', changed: [], selected: [] },
  });
  expect(parseSelectedText('{"commit": 5}')).toEqual({
    ok: true,
    list: { commit: '', changed: [], selected: [] },
  });
});

test.each([
  [
    '{"changed": [], "generated_by": "affinity"}',
    'selected-list: field outside closed schema: generated_by',
  ],
  ['{"b": 1, "a": 2}', 'selected-list: field outside closed schema: a'],
  ['[]', 'selected-list is not an object'],
  ['{"changed": "a"}', 'selected-list.changed must be an array'],
  ['{"selected": [1]}', 'selected-list.selected element is not a string'],
])('%s is rejected: %s', (text, message) => {
  expect(parseSelectedText(text)).toEqual({ ok: false, message });
});

test('invalid JSON is rejected with where', () => {
  const parsed = parseSelectedText('{"changed": [');
  expect(parsed.ok).toBe(false);
  expect(!parsed.ok && parsed.message).toMatch(/^not valid JSON: .* at line 1 column \d+$/);
});

test('touched triggers: exact matches, declared order, once each', () => {
  expect(touchedTriggers(['b', 'a', 'b', 'c'], ['a', 'b', './c'])).toEqual(['b', 'a']);
});
