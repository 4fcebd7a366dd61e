/**
 * Parity with ev 0.2.4 on the variants this project recorded from it
 * (fixtures/oracle-v2-extra: odd paths and bases, merges, ordering ties,
 * torn lines in several writer files, store shapes…), run as
 * oracle-v2.test.ts runs the shared cases.
 */
import {
  bundledCli,
  bundleSample,
  expectParity,
  listCases,
  parityCli,
  prepareCases,
  ORACLE_V2_EXTRA_DIR,
} from '../../test-support/oracle.js';
import { cliBundle } from '../../test-support/bundle.js';

const cli = parityCli();
const bundled = bundledCli(cliBundle());
const cases = listCases(ORACLE_V2_EXTRA_DIR);
prepareCases([...cases, ...bundleSample(cases)]);

test('the variants recorded from ev 0.2.4 are all here', () => {
  expect(cases.length).toBeGreaterThanOrEqual(80);
  expect(cases.filter((c) => c.compare === 'full').length).toBeGreaterThanOrEqual(8);
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
