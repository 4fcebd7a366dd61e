/**
 * Parity with ev 0.1.2 on the recorded cases in fixtures/oracle, each run on
 * the CLI's sources in this process (or EV_CLI's bundle) and a sample on the
 * current sources' bundle (test-support/oracle.ts), with
 * `--ev-compat 0.1.2`: 0.1.2's exact output stays behind that switch. The
 * default rules (ev 0.1.32) are held to fixtures/oracle-0.1.32 (oracle-0.1.32.test.ts).
 */
import {
  bundledCli,
  bundleSample,
  expectParity,
  listCases,
  parityCli,
  prepareCases,
  streamView,
} from '../../test-support/oracle.js';
import { cliBundle } from '../../test-support/bundle.js';

const cli = parityCli();
const bundled = bundledCli(cliBundle());
const cases = listCases();
prepareCases([...cases, ...bundleSample(cases)]);

test('the recorded cases are all here', () => {
  expect(cases.length).toBeGreaterThanOrEqual(79);
  expect(cases.filter((c) => c.compare === 'ordered').length).toBeGreaterThanOrEqual(20);
});

test('ordered compares exact text: order, blank lines and the final newline count', () => {
  expect(streamView('ordered', 'b\na\n')).not.toEqual(streamView('ordered', 'a\nb\n'));
  expect(streamView('ordered', 'a\n')).not.toEqual(streamView('ordered', 'a'));
  expect(streamView('ordered', 'a\n\n')).not.toEqual(streamView('ordered', 'a\n'));
  expect(streamView('full', 'b\na\n')).toEqual(streamView('full', 'a\nb\n'));
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
