import {
  buildReport,
  decideConclusion,
  serializeReport,
  type ConclusionFigures,
} from '../../../src/render/ticks/report.js';
import {
  ledgerPathPrefix,
  normalizeWorkingDirectory,
  toLedgerRelative,
} from '../../../src/render/working-directory.js';
import {
  aMemoTick,
  aReportInput,
  aRunOutput,
  aTick,
  aTickVerdict,
  executionsByFile,
} from '../../../test-support/builders.js';

const figures = (over: Partial<ConclusionFigures>): ConclusionFigures => ({
  gate: true,
  failOnViolation: true,
  gating: 0,
  memo: 0,
  violations: 0,
  selfTestDrifts: 0,
  ...over,
});

describe('the conclusion rule', () => {
  test.each([
    // [figures, conclusion]
    [{}, 'success'],
    [{ gating: 1 }, 'failure'],
    [{ gating: 1, gate: false }, 'neutral'],
    [{ memo: 2 }, 'neutral'],
    [{ memo: 2, gate: false }, 'neutral'],
    [{ violations: 1 }, 'failure'],
    [{ violations: 1, failOnViolation: false }, 'neutral'],
    [{ violations: 1, failOnViolation: false, gating: 1 }, 'failure'],
    [{ violations: 1, gate: false, gating: 3 }, 'failure'],
    [{ selfTestDrifts: 1, gate: false, failOnViolation: false }, 'failure'],
    // gate: regressions counts what the pull request broke; the rest still needs the reviewer.
    [{ gating: 2, gateScope: 'regressions', regressions: 1 }, 'failure'],
    [{ gating: 2, gateScope: 'regressions', regressions: 0 }, 'neutral'],
    [{ gating: 0, gateScope: 'regressions', regressions: 0 }, 'success'],
    // A replaced decision is never success, and never fails by itself.
    [{ replaced: 1 }, 'neutral'],
    [{ replaced: 1, gating: 1 }, 'failure'],
  ] as const)('%j → %s', (over, conclusion) => {
    expect(decideConclusion(figures(over)).conclusion).toBe(conclusion);
  });

  test('the conclusion never contradicts gating: never success while a verdict gates, failure with gate: true', () => {
    for (const gate of [true, false])
      for (const gateScope of ['all', 'regressions'] as const)
        for (const gating of [0, 1, 3])
          for (const regressions of [0, 1])
            for (const replaced of [0, 1]) {
              const f = figures({
                gate,
                gateScope,
                gating,
                regressions: Math.min(regressions, gating),
                replaced,
              });
              const { conclusion } = decideConclusion(f);
              if (gating > 0) expect(conclusion).not.toBe('success');
              if (gate && gateScope === 'all' && gating > 0) expect(conclusion).toBe('failure');
              if (!gate) expect(conclusion).not.toBe('failure');
            }
  });

  test('the reason says what gate: regressions counted and what it did not', () => {
    expect(
      decideConclusion(figures({ gating: 3, gateScope: 'regressions', regressions: 1 })).reason,
    ).toBe('1 gating verdict broken by this pull request (gate: regressions).');
    expect(
      decideConclusion(figures({ gating: 2, gateScope: 'regressions', regressions: 0 })).reason,
    ).toBe(
      '2 gating verdicts already failing on the base (gate: regressions counts only what this pull request breaks).',
    );
  });

  test('the reason names every cause', () => {
    expect(decideConclusion(figures({ gating: 2, violations: 1 })).reason).toBe(
      '1 ledger violation (fail-on-violation is on); 2 gating verdicts (gate is on).',
    );
    expect(decideConclusion(figures({ gating: 1, gate: false, memo: 1 })).reason).toBe(
      '1 gating verdict (gate is off); 1 memo note (non-gating).',
    );
    expect(decideConclusion(figures({ selfTestDrifts: 3 })).reason).toBe(
      '3 golden vectors drifted.',
    );
    expect(decideConclusion(figures({})).reason).toBe(
      'Every test-bound ground is green, n/a or exempt.',
    );
  });
});

describe('paths through the working directory', () => {
  test.each([
    ['', ''],
    ['.', ''],
    ['./', ''],
    ['services/api', 'services/api'],
    ['./services//api/', 'services/api'],
  ])('normalizeWorkingDirectory(%j) = %j', (input, output) => {
    expect(normalizeWorkingDirectory(input)).toBe(output);
  });

  test('prefixes and ledger-relative paths', () => {
    expect(ledgerPathPrefix('.')).toBe('');
    expect(ledgerPathPrefix('./services/api/')).toBe('services/api/');
    expect(toLedgerRelative('services/api/pyproject.toml', 'services/api')).toBe('pyproject.toml');
    expect(toLedgerRelative('services/apiary/x', 'services/api')).toBeUndefined();
    expect(toLedgerRelative('pyproject.toml', '.')).toBe('pyproject.toml');
  });
});

describe('buildReport', () => {
  const verdicts = [
    aTickVerdict(aTick(), { 0: 'red' }),
    aTickVerdict(aMemoTick(), { 0: 'stale' }),
    aTickVerdict(aTick({ id: 'ffffffffffff', decision: 'all good' }), { 0: 'green' }),
  ];

  test('figures, resurfaced ids and the conclusion', () => {
    const report = buildReport(
      aReportInput({
        verdicts,
        ledgerDiff: {
          violations: [
            { file: '.evolving/ticks/x', kind: 'modified', text: 'tick x was modified in place' },
          ],
          recorded: [{ id: 'r', decision: 'new', blame: 'b' }],
        },
        verify: {
          findings: [
            {
              file: 'x',
              kind: 'blame',
              text: 'x: empty blame (R5) — every mutating op names a human',
            },
          ],
          warnings: [{ file: 'x', kind: 'unknown-key', key: 'colour', text: 'x: warning: …' }],
        },
      }),
    );
    expect(report.schemaVersion).toBe(5);
    expect(report.resurfaced).toEqual(['638c47b0c9dd', 'a1b2c3d4e5f6']);
    expect(report.counts).toEqual({
      gating: 1,
      memo: 1,
      dirty: 0,
      gatingDecisions: 1,
      memoDecisions: 1,
      violations: 2,
      findings: 1,
      ledgerDiffViolations: 1,
      warnings: 1,
      bindings: 3,
      harvested: 1,
      recorded: 1,
      selfTestDrifts: 0,
      checksRun: 0,
      checksReused: 0,
      regressions: 1,
      alreadyFailing: 0,
      alreadyFailingDecisions: 0,
      replaced: 0,
      replacedGated: 0,
      testChanged: 0,
    });
    expect(report.conclusion).toBe('failure');
    expect(report.bindings.map((b) => [b.tickId, b.label])).toEqual([
      ['638c47b0c9dd', 'red'],
      ['a1b2c3d4e5f6', 'memo'],
      ['ffffffffffff', 'green'],
    ]);
  });

  test('the failing run of a resurfaced ref is attached to its ground; green and counter-test runs are not', () => {
    const report = buildReport(
      aReportInput({
        verdicts,
        runs: [
          aRunOutput({ role: 'counter-test', result: 'green', outputTail: 'counter' }),
          aRunOutput({ exitCode: null, timedOut: true, result: 'gray', outputTail: 'timed out' }),
          aRunOutput({
            ref: 'npm run bench:search',
            result: 'green',
            exitCode: 0,
            outputTail: 'fine',
          }),
        ],
      }),
    );
    expect(report.decisions[0]?.grounds[0]?.run).toEqual({
      platform: 'linux-ci',
      exitCode: null,
      timedOut: true,
      result: 'gray',
      outputTail: 'timed out',
    });
    expect(report.decisions[1]?.grounds[0]?.run).toBeUndefined();
  });

  test('changed files are matched from the ledger root; the 3,000-file cap is a note', () => {
    const report = buildReport(
      aReportInput({
        context: { event: 'pull_request', repository: 'o/r', workingDirectory: 'services/api' },
        verdicts,
        changedFiles: { files: ['services/api/pyproject.toml', 'pyproject.toml'], capped: true },
      }),
    );
    expect(report.decisions[0]?.triggersChanged).toEqual(['pyproject.toml']);
    expect(report.notes).toEqual([
      "This pull request changes more files than GitHub's API lists (3,000): changed triggers beyond that are not shown.",
    ]);
  });

  test('decisions in context: not resurfaced, triggers matched from the working directory, never counted', () => {
    const governed = aTick({ id: 'eeeeeeeeeeee', decision: 'keep the dependency list short' });
    const input = aReportInput({
      context: { event: 'pull_request', repository: 'o/r', workingDirectory: 'services/api' },
      verdicts: [...verdicts, aTickVerdict(governed)],
      changedFiles: { files: ['services/api/pyproject.toml'], capped: false },
    });
    const report = buildReport(input);
    // aTick() (red) resurfaces with the same trigger; the green ticks are in context.
    expect(report.resurfaced).toEqual(['638c47b0c9dd', 'a1b2c3d4e5f6']);
    expect(report.inContext.map((d) => d.id)).toEqual(['eeeeeeeeeeee', 'ffffffffffff']);
    expect(report.inContext[0]).toMatchObject({
      decision: 'keep the dependency list short',
      changedFiles: ['services/api/pyproject.toml'],
      triggersChanged: ['pyproject.toml'],
    });
    expect(report.decisions[0]?.changedFiles).toEqual(['services/api/pyproject.toml']);
    expect(report.settings.context).toBe(true);
    expect(report.counts).toMatchObject({ gating: 1, memo: 1 });
    expect(report.conclusion).toBe(buildReport({ ...input, changedFiles: undefined }).conclusion);

    const off = buildReport({ ...input, settings: { ...input.settings, context: false } });
    expect(off.inContext).toEqual([]);
    expect(off.settings.context).toBe(false);
    expect(off.decisions).toEqual(report.decisions);
  });

  test('a decision this pull request records is in context like any other', () => {
    const report = buildReport(
      aReportInput({
        verdicts: [aTickVerdict(aTick({ id: 'ffffffffffff' }))],
        changedFiles: { files: ['pyproject.toml'], capped: false },
        ledgerDiff: {
          violations: [],
          recorded: [{ id: 'ffffffffffff', decision: 'new', blame: 'b' }],
        },
      }),
    );
    expect(report.inContext.map((d) => d.id)).toEqual(['ffffffffffff']);
    expect(report.counts.recorded).toBe(1);
  });

  test('a drifted self-test vector fails the run', () => {
    const report = buildReport(
      aReportInput({
        context: { event: 'workflow_dispatch', repository: 'o/r', workingDirectory: '.' },
        selfTest: [
          { ok: true, text: '✓ genesis: e2b337f53a1f (want e2b337f53a1f)' },
          { ok: false, text: '✗ case1: 000000000000 (want 638c47b0c9dd)' },
        ],
      }),
    );
    expect(report.counts.selfTestDrifts).toBe(1);
    expect(report.conclusion).toBe('failure');
  });

  test('the document is plain JSON and survives a round trip', () => {
    const report = buildReport(aReportInput({ verdicts, runs: [aRunOutput()] }));
    const text = serializeReport(report);
    expect(text.endsWith('}\n')).toBe(true);
    expect(JSON.parse(text)).toEqual(report);
  });
});

describe('run-checks and receipts in the report', () => {
  const verdicts = [
    aTickVerdict(aTick(), { 0: 'red' }),
    aTickVerdict(aTick({ id: 'ffffffffffff', decision: 'all good' }), { 0: 'green' }),
    aTickVerdict(aTick({ id: 'eeeeeeeeeeee', decision: 'elsewhere' }), { 0: 'green' }),
  ];

  test('each binding says whether it ran or was reused; the counts follow', () => {
    const report = buildReport(
      aReportInput({
        verdicts,
        executions: executionsByFile({
          '638c47b0c9dd': 'ran',
          ffffffffffff: 'reused',
          eeeeeeeeeeee: 'not-declared',
        }),
      }),
    );
    expect(report.bindings.map((b) => [b.tickId, b.execution])).toEqual([
      ['638c47b0c9dd', 'ran'],
      ['ffffffffffff', 'reused'],
      ['eeeeeeeeeeee', 'not-declared'],
    ]);
    expect(report.counts).toMatchObject({ checksRun: 1, checksReused: 1 });
  });

  test('without run-checks every binding is `off` and nothing was merged', () => {
    const report = buildReport(aReportInput({ verdicts }));
    expect(report.bindings.map((b) => b.execution)).toEqual(['off', 'off', 'off']);
    expect(report.counts).toMatchObject({ checksRun: 0, checksReused: 0 });
    expect(report.receiptMerge).toBeNull();
  });

  test('the receipt merge is carried as given', () => {
    const receiptMerge = {
      directories: ['artifacts/receipts-mac'],
      files: 2,
      merged: 3,
      identical: 1,
      problems: ['artifacts/receipts-mac/0123456789ab.jsonl:2: not valid JSON — not merged'],
    };
    expect(buildReport(aReportInput({ verdicts, receiptMerge })).receiptMerge).toEqual(
      receiptMerge,
    );
  });
});
