/**
 * Parity with ev 0.1.32 on the cases recorded from it (fixtures/oracle-0.1.32,
 * scripts/record-oracle.mjs), run against the bundled CLI with its default
 * rules (dist/cli.js, or EV_CLI to test another bundle).
 */
import { join } from 'node:path';
import {
  COMPARED_STREAMS,
  expectedRun,
  fileView,
  listCases,
  ORACLE_0_1_32_DIR,
  runCase,
  streamView,
} from '../../test-support/oracle.js';

const cli = process.env.EV_CLI ?? join(process.cwd(), 'dist', 'cli.js');
const cases = listCases(ORACLE_0_1_32_DIR);

test('the cases recorded from ev 0.1.32 are here', () => {
  expect(cases.length).toBeGreaterThanOrEqual(1);
});

describe.each(cases)('$name', (oracleCase) => {
  test(`ev ${oracleCase.cmd.join(' ')} (${oracleCase.compare})`, () => {
    const expected = expectedRun(oracleCase);
    const actual = runCase(oracleCase, cli);
    expect({ exit: actual.exit }).toEqual({ exit: expected.exit });
    for (const stream of COMPARED_STREAMS[oracleCase.compare]) {
      expect({ stream, view: streamView(oracleCase.compare, actual[stream]) }).toEqual({
        stream,
        view: streamView(oracleCase.compare, expected[stream]),
      });
    }
    const names = new Set([...Object.keys(expected.files), ...Object.keys(actual.files)]);
    for (const rel of names) {
      expect({ file: rel, view: fileView(rel, actual.files[rel] ?? null) }).toEqual({
        file: rel,
        view: fileView(rel, expected.files[rel] ?? null),
      });
    }
  });
});
