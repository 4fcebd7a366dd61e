/**
 * Parity with ev 0.1.32 on the cases recorded from it (fixtures/oracle-0.1.32,
 * scripts/record-oracle.mjs), with its default rules: each case on the CLI's
 * sources in this process (or EV_CLI's bundle), and a sample on the current
 * sources' bundle (test-support/oracle.ts).
 */
import {
  bundledCli,
  bundleSample,
  expectParity,
  listCases,
  parityCli,
  prepareCases,
  ORACLE_0_1_32_DIR,
} from '../../test-support/oracle.js';
import { cliBundle } from '../../test-support/bundle.js';

const cli = parityCli();
const bundled = bundledCli(cliBundle());
const cases = listCases(ORACLE_0_1_32_DIR);
prepareCases([...cases, ...bundleSample(cases)]);

test('the cases recorded from ev 0.1.32 are here', () => {
  expect(cases.length).toBeGreaterThanOrEqual(1);
});

describe.each(cases)('$name', (oracleCase) => {
  test(`ev ${oracleCase.cmd.join(' ')} (${oracleCase.compare})`, async () => {
    await expectParity(oracleCase, cli);
  });
});

// The bundle a user runs, on a sample (test-support/oracle.ts, bundleSample: 10 cases over the five files).
describe.each(bundleSample(cases))('the bundle: $name', (oracleCase) => {
  test(`dist/cli.js ${oracleCase.cmd.join(' ')}`, async () => {
    await expectParity(oracleCase, bundled);
  });
});
