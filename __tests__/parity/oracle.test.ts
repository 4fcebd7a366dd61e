/**
 * Parity with ev 0.1.2 on the recorded cases in fixtures/oracle, run against
 * the bundled CLI (dist/cli.js, or EV_CLI to test another bundle).
 */
import { join } from 'node:path';
import {
  expectedRun,
  fileView,
  listCases,
  runCase,
  sortedLines,
} from '../../test-support/oracle.js';

const cli = process.env.EV_CLI ?? join(process.cwd(), 'dist', 'cli.js');
const cases = listCases();

test('the recorded cases are all here', () => {
  expect(cases.length).toBeGreaterThanOrEqual(59);
});

describe.each(cases)('$name', (oracleCase) => {
  test(`ev ${oracleCase.cmd.join(' ')} (${oracleCase.compare})`, () => {
    const expected = expectedRun(oracleCase);
    const actual = runCase(oracleCase, cli);
    expect(actual.exit).toBe(expected.exit);
    if (oracleCase.compare !== 'exit')
      expect(sortedLines(actual.stdout)).toEqual(sortedLines(expected.stdout));
    if (oracleCase.compare === 'full')
      expect(sortedLines(actual.stderr)).toEqual(sortedLines(expected.stderr));
    const names = new Set([...Object.keys(expected.files), ...Object.keys(actual.files)]);
    for (const rel of names) {
      expect({ file: rel, view: fileView(rel, actual.files[rel] ?? null) }).toEqual({
        file: rel,
        view: fileView(rel, expected.files[rel] ?? null),
      });
    }
  });
});
