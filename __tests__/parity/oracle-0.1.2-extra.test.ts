/**
 * Parity with ev 0.1.2 on the cases this project recorded from it
 * (fixtures/oracle-0.1.2-extra: the differences scripts/fuzz-ev-0.1.mjs found),
 * with `--ev-compat 0.1.2`, on the CLI's sources in this process (or EV_CLI's
 * bundle) and on the current sources' bundle.
 */
import {
  bundledCli,
  bundleSample,
  expectParity,
  listCases,
  parityCli,
  prepareCases,
  ORACLE_0_1_2_EXTRA_DIR,
} from '../../test-support/oracle.js';
import { cliBundle } from '../../test-support/bundle.js';

const cli = parityCli();
const bundled = bundledCli(cliBundle());
const cases = listCases(ORACLE_0_1_2_EXTRA_DIR);
prepareCases([...cases, ...bundleSample(cases)]);

test('the cases recorded from ev 0.1.2 by this project are here', () => {
  expect(cases.length).toBeGreaterThanOrEqual(1);
});

describe.each(cases)('$name', (oracleCase) => {
  test(`ev --ev-compat 0.1.2 ${oracleCase.cmd.join(' ')} (${oracleCase.compare})`, async () => {
    await expectParity(oracleCase, cli, ['--ev-compat', '0.1.2']);
  });
});

// The bundle a user runs, on a sample (test-support/oracle.ts, bundleSample: 10 cases over the five files).
describe.each(bundleSample(cases))('the bundle: $name', (oracleCase) => {
  test(`dist/cli.js --ev-compat 0.1.2 ${oracleCase.cmd.join(' ')}`, async () => {
    await expectParity(oracleCase, bundled, ['--ev-compat', '0.1.2']);
  });
});
