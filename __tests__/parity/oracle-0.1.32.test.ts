/**
 * Parity with ev 0.1.32 on the cases recorded from it (fixtures/oracle-0.1.32,
 * scripts/record-oracle.mjs), run against the bundled CLI with its default
 * rules (dist/cli.js, or EV_CLI to test another bundle).
 */
import { join } from 'node:path';
import { expectParity, listCases, ORACLE_0_1_32_DIR } from '../../test-support/oracle.js';

const cli = process.env.EV_CLI ?? join(process.cwd(), 'dist', 'cli.js');
const cases = listCases(ORACLE_0_1_32_DIR);

test('the cases recorded from ev 0.1.32 are here', () => {
  expect(cases.length).toBeGreaterThanOrEqual(1);
});

describe.each(cases)('$name', (oracleCase) => {
  test(`ev ${oracleCase.cmd.join(' ')} (${oracleCase.compare})`, () => {
    expectParity(oracleCase, cli);
  });
});
