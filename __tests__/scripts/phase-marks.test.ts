/**
 * bench/phase-marks.mjs: the marks `npm run bench:phases` puts in a copy of
 * a bundle, the log they write, and its table (timings are never asserted).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  markFunctionStarts,
  marksOfLog,
  phaseTable,
  PHASE_LOG_VARIABLE,
} from '../../bench/phase-marks.mjs';

describe('bench:phases marks', () => {
  const bundle = [
    'async function prepareLedger(setup, first) {',
    '  return first;',
    '}',
    'function readReceiptFiles(store, keys) {',
    '  return keys;',
    '}',
    'function* openTickFiles(store) {',
    '  yield store;',
    '}',
    '  function prepareLedger(nested) {', // not at a line start: a method or a nested helper
    'const prepareLedgerX = 1;',
  ].join('\n');

  it('marks the start of each named function declared at a line start, and only those', () => {
    const { source, marked } = markFunctionStarts(bundle, ['prepareLedger', 'openTickFiles']);
    expect(marked).toBe(2);
    const lines = source.split('\n');
    expect(lines[1]).toContain(`"prepareLedger"`);
    expect(lines[1]).toContain(PHASE_LOG_VARIABLE);
    expect(lines.find((line) => line.includes('"openTickFiles"'))).toBeDefined();
    expect(source).not.toContain('"readReceiptFiles"');
    expect(markFunctionStarts(bundle, []).marked).toBe(0);
  });

  it('refuses a name that is not an identifier (it goes into a regular expression)', () => {
    expect(() => markFunctionStarts(bundle, ['a|b'])).toThrow('not a function name: a|b');
  });

  it('writes the marks where EV_PHASE_LOG says, and runs as before without it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ev-phase-marks-'));
    const log = join(dir, 'log');
    const program = [
      'function prepareLedger(setup, first) {',
      '  return first;',
      '}',
      'prepareLedger(1, 2);',
      'prepareLedger(1, 2);',
    ].join('\n');
    const { source } = markFunctionStarts(program, ['prepareLedger']);
    const saved = process.env[PHASE_LOG_VARIABLE];
    try {
      delete process.env[PHASE_LOG_VARIABLE];
      new Function(source)();
      process.env[PHASE_LOG_VARIABLE] = log;
      new Function(source)();
      const marks = marksOfLog(readFileSync(log, 'utf8'), 0);
      expect([...marks.keys()]).toEqual(['prepareLedger', 'prepareLedger#2']);
      expect(marks.get('prepareLedger')).toBeGreaterThan(0);
    } finally {
      if (saved === undefined) delete process.env[PHASE_LOG_VARIABLE];
      else process.env[PHASE_LOG_VARIABLE] = saved;
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads a log as times since the start, a function reached again numbered', () => {
    const marks = marksOfLog('a 1010.5\nb 1030\na 1040\nnot a line\n', 1000);
    expect([...marks]).toEqual([
      ['a', 10.5],
      ['b', 30],
      ['a#2', 40],
    ]);
  });

  it('tabulates the medians of each side and the step from the mark before', () => {
    const run = (entries: [string, number][]) => new Map(entries);
    const table = phaseTable({
      old: [
        run([
          ['parse', 100],
          ['judge', 300],
          ['end', 500],
        ]),
        run([
          ['parse', 120],
          ['judge', 320],
          ['end', 540],
        ]),
      ],
      new: [
        run([
          ['parse', 110],
          ['seal', 200],
          ['judge', 260],
          ['end', 400],
        ]),
        run([
          ['parse', 110],
          ['seal', 210],
          ['judge', 280],
          ['end', 420],
        ]),
      ],
    });
    expect(table.split('\n')).toEqual([
      '| mark | old at | old step | new at | new step |',
      '| --- | ---: | ---: | ---: | ---: |',
      '| parse | 110 ms | 110 ms | 110 ms | 110 ms |',
      '| seal | – | – | 205 ms | 95 ms |',
      '| judge | 310 ms | 200 ms | 270 ms | 65 ms |',
      '| end | 520 ms | 210 ms | 410 ms | 140 ms |',
    ]);
  });

  it("takes each side's step from the mark that side reached before, in its own order", () => {
    const table = phaseTable({
      old: [
        new Map([
          ['verify', 100],
          ['judge', 300],
          ['end', 400],
        ]),
      ],
      new: [
        new Map([
          ['judge', 200],
          ['verify', 250],
          ['end', 300],
        ]),
      ],
    });
    expect(table.split('\n').slice(2)).toEqual([
      '| judge | 300 ms | 200 ms | 200 ms | 200 ms |',
      '| verify | 100 ms | 100 ms | 250 ms | 50 ms |',
      '| end | 400 ms | 100 ms | 300 ms | 50 ms |',
    ]);
  });
});
