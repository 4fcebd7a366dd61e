// The JSON report's schema (docs/report.schema.json) describes the document
// the CLI prints and the action writes; USAGE links it. The e2e tests
// validate the reports of real action runs too (e2e/day-one.test.ts).
import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectValidReport } from '../../test-support/report-schema.js';
import { inProcessCli } from '../../test-support/oracle.js';

/** `report --json` of the CLI (its `main`, in this process), parsed; it must exit 0. */
async function reportJson(args: string[]): Promise<Record<string, unknown>> {
  const run = await inProcessCli(['report', '--json', ...args], process.cwd(), process.env);
  expect({ exit: run.exit, stderr: run.stderr }).toMatchObject({ exit: 0 });
  return JSON.parse(run.stdout) as Record<string, unknown>;
}

describe('the JSON report schema', () => {
  test('the example ledger’s report (resurfaced, in context, advice) follows it', async () => {
    const report = await reportJson([
      '--cwd',
      'fixtures/example',
      '--changed',
      'fixtures/example/src/ledger_api/webhooks/delivery.py',
    ]);
    expect((report.decisions as unknown[]).length).toBeGreaterThan(0);
    expect((report.inContext as unknown[]).length).toBeGreaterThan(0);
    expectValidReport(report);
  });

  test('a CI preview (--platform, --attest) follows it', async () => {
    const report = await reportJson(['--cwd', 'fixtures/example', '--platform', 'linux-ci']);
    expect(report.settings).toMatchObject({ runChecks: 'all', platform: 'linux-ci' });
    expectValidReport(report);
    expectValidReport(
      await reportJson([
        '--cwd',
        'fixtures/example',
        '--attest',
        'linux-ci',
        '--platform',
        'linux-ci',
      ]),
    );
  });

  test('a report missing a required field, or with a wrong type, fails it', async () => {
    const report = await reportJson(['--cwd', 'fixtures/example']);
    const { conclusion: _dropped, ...withoutConclusion } = report;
    expect(() => expectValidReport(withoutConclusion)).toThrow();
    expect(() =>
      expectValidReport({ ...report, counts: { ...(report.counts as object), gating: -1 } }),
    ).toThrow();
  });

  test('docs/USAGE.md links the schema', async () => {
    const usage = readFileSync(join(process.cwd(), 'docs', 'USAGE.md'), 'utf8');
    expect(usage).toContain('(report.schema.json)');
  });
});
