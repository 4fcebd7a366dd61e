/**
 * Parity with ev 0.2.4 on an ev 0.2 store: the shared cases recorded from it
 * (fixtures/oracle-v2), run against the bundled CLI (dist/cli.js, or EV_CLI
 * to test another bundle) as the shared runner runs them: each scenario built
 * by its setup.sh, the command run there, stdout, stderr and the exit code
 * compared per the case's mode. This project's own variants are in
 * oracle-v2-extra.test.ts.
 */
import { join } from 'node:path';
import { expectParity, listCases, ORACLE_V2_DIR } from '../../test-support/oracle.js';

const cli = process.env.EV_CLI ?? join(process.cwd(), 'dist', 'cli.js');
const shared = listCases(ORACLE_V2_DIR);

test('the cases recorded from ev 0.2.4 are all here', () => {
  expect(shared.length).toBeGreaterThanOrEqual(52);
  const commands = new Set(shared.map((c) => c.cmd.filter((w) => !w.startsWith('clm_')).join(' ')));
  for (const command of ['brief', 'brief --json', 'line', 'line --json', 'line --json --stable'])
    expect(commands).toContain(command);
  for (const command of ['doctor', 'verify', 'verify --json', 'verify --full'])
    expect(commands).toContain(command);
});

describe.each(shared)('$name', (oracleCase) => {
  test(`ev ${oracleCase.cmd.join(' ')} (${oracleCase.compare})`, () => {
    expectParity(oracleCase, cli);
  });
});
