// Advice per cause: each resurfaced ground's advice follows
// what made it not green and what the job was set to do.
import { describe, expect, test } from '@jest/globals';
import {
  adviceFor,
  adviceOfReport,
  plainAdvice,
  type AdviceContext,
} from '../../../src/render/ticks/advice.js';
import { buildReport, type ReportSettings } from '../../../src/render/ticks/report.js';
import type { DecisionGround } from '../../../src/core/ticks/verdict/resurface.js';
import type { VerdictRule } from '../../../src/core/ticks/verdict/verdict.js';

const SETTINGS: ReportSettings = {
  gate: true,
  failOnViolation: true,
  context: true,
  runChecks: 'all',
  platform: 'linux-ci',
  attest: null,
  staleness: { setting: 'none', policy: 'none', sha: null },
};

function ground(overrides: Partial<DecisionGround>): DecisionGround {
  return {
    groundIndex: 0,
    claim: 'c',
    supports: 'chosen',
    label: 'not-run',
    unlockedLabel: 'not-run',
    rule: 'not-run',
    platformResults: [],
    gating: true,
    ref: 'pytest a',
    verifiedAtSha: 'd308afac1b2c3d4e5f60718293a4b5c6d7e8f901',
    counterTest: 'pytest a --broken',
    harvested: false,
    detail: '',
    unlockedDetail: '',
    platforms: ['linux-ci', 'mac'],
    triggeredBy: [],
    triggersChanged: [],
    ...overrides,
  };
}

function advice(
  g: Partial<DecisionGround>,
  settings: Partial<ReportSettings> = {},
  event = 'pull_request',
): string {
  const context: AdviceContext = { settings: { ...SETTINGS, ...settings }, event };
  return plainAdvice(adviceFor(ground(g), context));
}

const MISSING_MAC = {
  platformResults: [
    { platform: 'linux-ci', result: 'green' as const },
    { platform: 'mac', result: 'no receipt' as const },
  ],
};

describe('advice per cause', () => {
  test('not-run on a platform this job does not run: a job for it, or attest', () => {
    const text = advice(MISSING_MAC);
    expect(text).toContain('no receipt on `mac`');
    expect(text).toContain('add a job for it');
    expect(text).toContain('set `attest: linux-ci` so only `linux-ci` decides');
    expect(text).not.toContain('run-checks');
  });

  test('not-run with run-checks off: set run-checks', () => {
    expect(
      advice(
        { platformResults: [{ platform: 'linux-ci', result: 'no receipt' }] },
        { runChecks: 'off' },
      ),
    ).toBe(
      'no receipt on `linux-ci`: set `run-checks: true` (or `needed`) in the workflow so this job runs it on `linux-ci`',
    );
  });

  test("not-run in a job that only judges merged receipts (recipe (d)'s final job): never run-checks", () => {
    const context: AdviceContext = {
      settings: { ...SETTINGS, runChecks: 'off', platform: null },
      event: 'pull_request',
      mergesReceipts: true,
    };
    const text = plainAdvice(adviceFor(ground(MISSING_MAC), context));
    expect(text).not.toContain('run-checks');
    expect(text).not.toContain('so this job runs it');
    expect(text).toContain('this job only judges the receipts it merges (`receipts:`)');
    expect(text).toContain('none of them ran it on `mac`');
  });

  test('not-run where checks never run: recipe (c)', () => {
    expect(advice(MISSING_MAC, { runChecks: 'refused' })).toContain('recipe (c)');
  });

  test('a red run beside a missing platform is said, not hidden', () => {
    const text = advice({
      platformResults: [
        { platform: 'linux-ci', result: 'red' },
        { platform: 'mac', result: 'no receipt' },
      ],
    });
    expect(text).toContain('It also fails on `linux-ci`');
  });

  test('sha-stale names the setting and the fix; never "run the checks"', () => {
    const text = advice(
      { label: 'stale', unlockedLabel: 'stale', rule: 'sha-stale' },
      {
        staleness: {
          setting: 'config',
          policy: 'live-origin',
          sha: 'c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00',
        },
      },
    );
    expect(text).toContain('`staleness-ref: config` → live-origin (c0ffee00)');
    expect(text).toContain('set `staleness-ref: none` (the default)');
    expect(text).toContain('`ev guard`');
  });

  test('CI never gets ev check --run; the local preview does', () => {
    const stale = {
      label: 'stale' as const,
      unlockedLabel: 'stale' as const,
      rule: 'age-stale' as const,
      platformResults: [{ platform: 'mac', result: 'green' as const }],
    };
    expect(advice(stale, { runChecks: 'off' })).not.toContain('ev check --run');
    expect(advice(stale, { runChecks: 'off', platform: null }, 'cli')).toContain(
      'run `ev check --run --platform mac` on a `mac` host',
    );
  });

  test('unproven names the counter-test and never says the check passes', () => {
    const text = advice({ label: 'unproven', unlockedLabel: 'unproven', rule: 'unproven' });
    expect(text).toContain(
      'its counter-test `pytest a --broken` did not fail where the test passed',
    );
    expect(text).not.toContain('passes');
  });

  test('a receipt whose commit is not in the clone: fetch-depth 0 or run it again', () => {
    const text = advice({ label: 'stale', unlockedLabel: 'stale', rule: 'history-missing' });
    expect(text).toContain('is not in this clone');
    expect(text).toContain('`fetch-depth: 0`');
    expect(text).toContain('`run-checks: needed`');
  });

  test('buildReport fills in the job’s settings a caller leaves out', () => {
    const report = buildReport({
      context: { event: 'pull_request', repository: 'o/r', workingDirectory: '.' },
      settings: { gate: true, failOnViolation: true },
      verify: { findings: [], warnings: [] },
      verdicts: [],
    });
    expect(report.settings).toEqual({
      gate: true,
      gateScope: 'all',
      failOnViolation: true,
      context: true,
      runChecks: 'off',
      platform: null,
      attest: null,
      staleness: { setting: 'none', policy: 'none', sha: null },
    });
  });
});

describe('adviceOfReport: one array for the grounds resting on the same facts', () => {
  const RULES: VerdictRule[] = [
    'sha-stale',
    'exempt',
    'not-run',
    'history-missing',
    'trigger-stale',
    'age-stale',
    'unproven',
    'gray',
    'red',
    'silently-unbound',
    'green',
    'dirty',
  ];
  const RESULTS: DecisionGround['platformResults'][] = [
    [],
    MISSING_MAC.platformResults,
    [
      { platform: 'linux-ci', result: 'red' },
      { platform: 'mac', result: 'no receipt' },
    ],
    [{ platform: 'mac', result: 'gray' }],
  ];
  const grounds = RULES.flatMap((rule) =>
    RESULTS.flatMap((platformResults) =>
      [undefined, 'pytest a --broken'].flatMap((counterTest) =>
        ['d308afac1b2c3d4e', 'ffffffff00000000'].map((verifiedAtSha) => {
          const g = ground({ rule, platformResults, verifiedAtSha });
          if (counterTest === undefined) delete g.counterTest;
          else g.counterTest = counterTest;
          return g;
        }),
      ),
    ),
  );
  const contexts: AdviceContext[] = [
    { settings: SETTINGS, event: 'pull_request' },
    { settings: { ...SETTINGS, runChecks: 'off', platform: null }, event: 'pull_request' },
    { settings: { ...SETTINGS, platform: null }, event: 'cli' },
    {
      settings: { ...SETTINGS, staleness: { setting: 'base', policy: 'base', sha: 'abcdef0123' } },
      event: 'pull_request',
    },
  ];

  test.each(contexts.map((context, i) => [i, context] as const))(
    'context %i: every ground gets what adviceFor gives it',
    (_i, context) => {
      const adviceOf = adviceOfReport(context);
      for (const g of grounds) expect(adviceOf(g)).toEqual(adviceFor(g, context));
    },
  );

  test('grounds differing only in what the advice does not read share one array', () => {
    const adviceOf = adviceOfReport({ settings: SETTINGS, event: 'pull_request' });
    const first = adviceOf(ground(MISSING_MAC));
    // Another binding: its own claim, ref and sha (a not-run ground's advice names no sha).
    const other = adviceOf(
      ground({
        ...MISSING_MAC,
        claim: 'other',
        ref: 'pytest b',
        groundIndex: 3,
        label: 'memo',
        verifiedAtSha: 'ffffffff00000000ffffffff00000000ffffffff',
      }),
    );
    expect(other).toBe(first);
    expect(adviceOf(ground({ ...MISSING_MAC, rule: 'age-stale' }))).not.toBe(first);
  });
});
