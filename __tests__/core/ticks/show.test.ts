import { showOutput } from '../../../src/core/ticks/show.js';

const text = (value: unknown): string => JSON.stringify(value, null, 2);

describe('show', () => {
  test('the file as stored, one newline, then the tags in ev’s order whatever the file order', () => {
    const file = text({
      round_id: 'R12',
      jurisdiction: 'A',
      decision: 'd',
      authority: 'user-ruled',
    });
    expect(showOutput(file)).toBe(
      `${file}\nauthority: user-ruled\njurisdiction: A\nround_id: R12\n`,
    );
  });

  test('tags come from the raw JSON: a tick that fails to parse still shows them, raw', () => {
    const file = text({ jurisdiction: 'Z', round_id: '', grounds: 'not an array' });
    expect(showOutput(file)).toBe(`${file}\njurisdiction: Z\nround_id: \n`);
  });

  test('a tag that is not a string gives no line', () => {
    const file = text({ authority: 1, jurisdiction: null, round_id: ['R1'] });
    expect(showOutput(file)).toBe(`${file}\n`);
  });

  test('a raw value is printed as is (newlines and controls included)', () => {
    const file = text({ authority: 'line1\nline2\u001b' });
    expect(showOutput(file)).toBe(`${file}\nauthority: line1\nline2\u001b\n`);
  });

  test('a file that already ends in a newline gives an empty last line', () => {
    expect(showOutput('{}\n')).toBe('{}\n\n');
  });

  test('not JSON, or JSON that is not an object: the text and no tags', () => {
    expect(showOutput('authority: x')).toBe('authority: x\n');
    expect(showOutput('[{"authority": "x"}]')).toBe('[{"authority": "x"}]\n');
    expect(showOutput('"authority"')).toBe('"authority"\n');
  });
});
