import { groundLine, TickLines, topLevelKeyLine } from '../../../src/render/ticks/tick-lines.js';
import { aTick, prettyTick } from '../../../test-support/builders.js';
import {
  referenceGroundLine,
  referenceKeyLine,
} from '../../../test-support/json-positions-reference.js';
import { seededInts } from '../../../test-support/seeded.js';

describe('finding lines in a tick file', () => {
  const tick = aTick();
  const pretty = prettyTick(tick);

  test('pretty JSON: the line where each ground object starts', () => {
    const lines = pretty.split('\n');
    for (const index of [0, 1, 2]) {
      const line = groundLine(pretty, index);
      expect(line).toBeDefined();
      expect(lines[(line ?? 0) - 1]?.trim()).toBe('{');
      const claim = lines[line ?? 0] ?? '';
      expect(lines.slice((line ?? 0) - 1).join('\n')).toContain(tick.grounds[index]?.claim ?? '?');
      expect(claim.length).toBeGreaterThan(0);
    }
    expect(groundLine(pretty, 0)).toBe(6);
    expect(groundLine(pretty, 3)).toBeUndefined();
    expect(topLevelKeyLine(pretty, 'blame')).toBe(3);
    expect(topLevelKeyLine(pretty, 'round_id')).toBe(
      lines.findIndex((l) => l.startsWith('  "round_id"')) + 1,
    );
  });

  test('any formatting: minified, CRLF, odd whitespace, escaped keys, decoys inside strings', () => {
    expect(groundLine(JSON.stringify(tick), 1)).toBe(1);
    const crlf = pretty.replace(/\n/g, '\r\n');
    expect(groundLine(crlf, 2)).toBe(groundLine(pretty, 2));
    const decoy = [
      '{',
      '  "decision": "grounds: [ { \\"grounds\\": [ {",',
      '  "note": { "grounds": [ {}, {}, {} ] },',
      '  "\\u0067rounds"',
      '    :',
      '  [',
      '',
      '    { "claim": "a [ { \\" } ]", "supports": "chosen" }',
      '    ,{ "claim": "b", "supports": "chosen" }',
      '  ]',
      '}',
    ].join('\n');
    expect(groundLine(decoy, 0)).toBe(8);
    expect(groundLine(decoy, 1)).toBe(9);
    expect(topLevelKeyLine(decoy, 'grounds')).toBe(4);
    expect(topLevelKeyLine(decoy, 'note')).toBe(3);
  });

  test('a duplicated key: the last one wins, as JSON.parse decides', () => {
    const dup = '{\n"grounds": [],\n"grounds": [\n{"claim":"x"}\n]\n}';
    expect(groundLine(dup, 0)).toBe(4);
    expect(topLevelKeyLine(dup, 'grounds')).toBe(3);
  });

  test('not JSON, not an object, too deep: undefined (the caller falls back to line 1)', () => {
    expect(groundLine('{"grounds": [', 0)).toBeUndefined();
    expect(groundLine('[1, 2]', 0)).toBeUndefined();
    expect(groundLine('{"grounds": [{}]} trailing', 0)).toBeUndefined();
    expect(groundLine('', 0)).toBeUndefined();
    expect(topLevelKeyLine(`{"a": ${'['.repeat(100000)}`, 'a')).toBeUndefined();
  });
});

describe('the lean scanner agrees with the tree-building one it replaced', () => {
  const tick = aTick();
  const pretty = prettyTick(tick);
  const seeds = [
    pretty,
    JSON.stringify(tick),
    pretty.replace(/\n/g, '\r\n'),
    '{\n  "\\u0067rounds": [\n    {"a": [1, -2.5e+3, true, null]},\n    "x"\n  ],\n  "__proto__": 1,\n  "note": "é😀 \\" \\\\ \\/ \\b"\n}',
    '{"grounds": [], "grounds": [\n{"claim":"x"},\n[]\n], "grounds": 3}',
  ];
  const tokens = [
    '"',
    '\\',
    '\\u',
    '\\u00',
    'u',
    '0',
    '{',
    '}',
    '[',
    ']',
    ',',
    ':',
    '\n',
    '\r',
    '\t',
    ' ',
    '\u0001',
    '\u001f',
    '\u2028',
    '\ud800',
    'e',
    'E',
    '-',
    '+',
    '.',
    '1',
    'true',
    'nul',
    '"grounds":',
    '"\\u0067rounds": [',
    '{}',
    '[]',
    '9'.repeat(70),
    '"a":',
  ];
  const keys = ['grounds', 'decision', 'blame', 'id', 'note', '__proto__', 'x'];

  function mutated(text: string, next: (below: number) => number): string {
    let out = text;
    // Mostly one edit: a single wrong character is what a scanner must notice.
    for (let edits = next(4) === 0 ? 2 : 1; edits > 0; edits--) {
      const at = next(out.length + 1);
      const op = next(4);
      if (op === 0) out = out.slice(0, at) + out.slice(at + 1);
      else if (op === 1)
        out = out.slice(0, at) + (tokens[next(tokens.length)] ?? '') + out.slice(at);
      else if (op === 2)
        out = out.slice(0, at) + (tokens[next(tokens.length)] ?? '') + out.slice(at + 1);
      else out = out.slice(0, at) + out.slice(at, at + next(40)) + out.slice(at);
    }
    return out;
  }

  /** Where the two scanners differ on `text`: none when they agree. */
  function disagreements(text: string): string[] {
    const differ: string[] = [];
    for (let index = 0; index < 4; index++) {
      const [lean, reference] = [groundLine(text, index), referenceGroundLine(text, index)];
      if (lean !== reference)
        differ.push(`${JSON.stringify(text)} ground ${index}: ${lean} against ${reference}`);
    }
    for (const key of keys) {
      const [lean, reference] = [topLevelKeyLine(text, key), referenceKeyLine(text, key)];
      if (lean !== reference)
        differ.push(`${JSON.stringify(text)} key ${key}: ${lean} against ${reference}`);
    }
    return differ;
  }

  test('on 3,000 seeded mutations of tick files: every ground line and key line', () => {
    const draw = seededInts(37);
    // The generator's high bits: its low bits repeat with a short period.
    const next = (below: number) => Math.floor((draw(2 ** 30) / 2 ** 30) * below);
    let found = 0;
    const differ: string[] = [];
    for (let i = 0; i < 3000; i++) {
      const text = mutated(seeds[next(seeds.length)] ?? '', next);
      differ.push(...disagreements(text));
      if (groundLine(text, 0) !== undefined) found++;
    }
    expect(differ.slice(0, 5)).toEqual([]);
    // Both outcomes are drawn: the mutations keep some files valid and break others.
    expect(found).toBeGreaterThan(300);
    expect(found).toBeLessThan(2700);
  });

  test('at the nesting bound, long numbers, escapes and the end of the text', () => {
    const cases: string[] = [];
    for (let depth = 60; depth <= 68; depth++) {
      cases.push(`{"grounds": ${'['.repeat(depth)}${']'.repeat(depth)}}`);
      cases.push(`{"a": ${'{"b": '.repeat(depth)}1${'}'.repeat(depth)}, "grounds": [{}]}`);
    }
    for (const digits of [63, 64, 65, 100])
      cases.push(
        `{"grounds": [${'7'.repeat(digits)}, {}]}`,
        `{"grounds": [1.${'5'.repeat(digits)}]}`,
      );
    // Every escape JSON has, and characters after a backslash that it does not take.
    const escapes = [...'"\\/bfnrt', ..."vaxU0'{"].map((ch) => `\\${ch}`);
    escapes.push('\\u12', '\\u12g4', '\\uABCD', '\\uabcd', '\\');
    for (const escape of escapes)
      cases.push(`{"k${escape}": 1, "grounds": [{}]}`, `{"grounds": ["${escape}", {}]}`);
    for (const unit of [0x00, 0x0a, 0x1f, 0x20, 0x7f, 0x2028])
      cases.push(`{"grounds": ["${String.fromCharCode(unit)}", {}]}`);
    cases.push('{', '{"', '{"grounds"', '{"grounds":', '{"grounds": [{}', ' \n {} \n ', '{}');
    expect(cases.flatMap(disagreements)).toEqual([]);
  });
});

describe('TickLines', () => {
  test('reads and scans each file once, and keeps its answer when the file cannot tell', () => {
    const tick = aTick();
    const asked: string[] = [];
    const texts = new Map([
      ['a', prettyTick(tick)],
      ['broken', '{"grounds": ['],
    ]);
    const lines = TickLines.of({
      get(file) {
        asked.push(file);
        return texts.get(file);
      },
    });
    expect(lines.ground('a', 1)).toBe(groundLine(prettyTick(tick), 1));
    expect(lines.key('a', 'blame')).toBe(3);
    expect(lines.ground('broken', 0)).toBe(1);
    expect(lines.groundLine('broken', 0)).toBeUndefined();
    expect(lines.ground('missing', 0)).toBe(1);
    expect(lines.key('missing', 'blame')).toBe(1);
    expect(asked).toEqual(['a', 'broken', 'missing']);
  });
});
