/**
 * Parity with ev 0.2.4 on an ev 0.2 store: the shared cases recorded from it
 * (fixtures/oracle-v2), run as the shared runner runs them: each scenario
 * built by its setup.sh, the command run there, stdout, stderr and the exit
 * code compared per the case's mode. Every case runs the CLI's sources in
 * this process (or EV_CLI's bundle: test-support/oracle.ts, parityCli), and a
 * sample of them runs the current sources' bundle as a user
 * does. This project's own variants are in
 * oracle-v2-extra.test.ts.
 */
import {
  bundledCli,
  bundleSample,
  expectParity,
  listCases,
  parityCli,
  prepareCases,
  ORACLE_V2_DIR,
} from '../../test-support/oracle.js';
import { cliBundle } from '../../test-support/bundle.js';

const cli = parityCli();
const bundled = bundledCli(cliBundle());
const cases = listCases(ORACLE_V2_DIR);
prepareCases([...cases, ...bundleSample(cases)]);

test('the cases recorded from ev 0.2.4 are all here', () => {
  expect(cases.length).toBeGreaterThanOrEqual(52);
  const commands = new Set(cases.map((c) => c.cmd.filter((w) => !w.startsWith('clm_')).join(' ')));
  for (const command of ['brief', 'brief --json', 'line', 'line --json', 'line --json --stable'])
    expect(commands).toContain(command);
  for (const command of ['doctor', 'verify', 'verify --json', 'verify --full'])
    expect(commands).toContain(command);
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
