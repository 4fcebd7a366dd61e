/**
 * Parity with ev 0.1.32 on the cases recorded from it (fixtures/oracle-0.1.32,
 * scripts/record-oracle.mjs), run against the bundled CLI with its default
 * rules (the current sources' bundle, or EV_CLI to test another: test-support/bundle.ts).
 */
import { expectParity, listCases, ORACLE_0_1_32_DIR } from '../../test-support/oracle.js';
import { cliBundle } from '../../test-support/bundle.js';

const cli = cliBundle();
const cases = listCases(ORACLE_0_1_32_DIR);

test('the cases recorded from ev 0.1.32 are here', () => {
  expect(cases.length).toBeGreaterThanOrEqual(1);
});

describe.each(cases)('$name', (oracleCase) => {
  test(`ev ${oracleCase.cmd.join(' ')} (${oracleCase.compare})`, () => {
    expectParity(oracleCase, cli);
  });
});
