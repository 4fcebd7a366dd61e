/**
 * Parity with ev 0.2.4 on the variants this project recorded from it
 * (fixtures/oracle-v2-extra: odd paths and bases, merges, ordering ties,
 * torn lines in several writer files, store shapes…), run as
 * oracle-v2.test.ts runs the shared cases.
 */
import { join } from 'node:path';
import { expectParity, listCases, ORACLE_V2_EXTRA_DIR } from '../../test-support/oracle.js';

const cli = process.env.EV_CLI ?? join(process.cwd(), 'dist', 'cli.js');
const cases = listCases(ORACLE_V2_EXTRA_DIR);

test('the variants recorded from ev 0.2.4 are all here', () => {
  expect(cases.length).toBeGreaterThanOrEqual(80);
  expect(cases.filter((c) => c.compare === 'full').length).toBeGreaterThanOrEqual(8);
});

describe.each(cases)('$name', (oracleCase) => {
  test(`ev ${oracleCase.cmd.join(' ')} (${oracleCase.compare})`, () => {
    expectParity(oracleCase, cli);
  });
});
