// Every advice string is a function of the cause: for each
// cause a resurfaced ground can have, on each event the action (or the local
// preview) runs on, what the comment leads with, what the ground's 👉 line
// says and what its annotation says to do. One table; each row names the
// fragments that must be there, and every row keeps the invariants: plain
// text in annotations (no backticks), code spans in Markdown (no escaped
// backticks), nothing "in this pull request" without a pull request.
import { describe, expect, test } from '@jest/globals';
import { renderCommentBody } from '../../src/render/ticks/comment.js';
import {
  buildReport,
  type ReportInput,
  type ReportSettings,
} from '../../src/render/ticks/report.js';
import type { Tick } from '../../src/core/ticks/tick.js';
import type { Receipt } from '../../src/core/ticks/verdict/receipt.js';
import type { GroundVerdict, Label } from '../../src/core/ticks/verdict/verdict.js';
import { aGroundVerdict, aTestCheck, aTick, prettyTick } from '../../test-support/builders.js';
import { ticksAnnotations } from '../../test-support/surfaces.js';

const EVENTS = ['pull_request', 'push', 'schedule', 'workflow_dispatch', 'cli'] as const;
type Event = (typeof EVENTS)[number];

const TEST_FILE = 'tests/test_redis_absent.py';

function receipt(result: Receipt['result'], platform = 'linux-ci', falsifiable = true): Receipt {
  return {
    test: 'pytest tests/test_redis_absent.py',
    platform,
    commit: 'c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00',
    ran_at: '2026-11-21T12:15:15Z',
    result,
    falsifiable,
  };
}

/**
 * Where a new decision is recorded, as each event's advice must say it (a
 * local preview with `--changed` files stands for a pull request).
 */
function where(event: Event, previewsPullRequest = false): string {
  if (event === 'pull_request' || (event === 'cli' && previewsPullRequest))
    return ' in this pull request';
  return event === 'cli' ? ' in your branch' : ' in a pull request';
}

interface Cause {
  name: string;
  tick?: Partial<Tick>;
  label: Label;
  verdict?: Partial<GroundVerdict>;
  settings?: Partial<ReportSettings>;
  /** The pull request changed the binding's test file (only with a change under review). */
  testChanged?: boolean;
  lead: (event: Event) => string;
  bullet: (event: Event) => string;
  annotation: (event: Event) => string;
  /** Fragments none of the three may hold. */
  never?: string[];
}

const FIX = (event: Event, changed = false) =>
  `make it pass again, or — if the decision no longer holds — record the new decision with \`ev\`${where(event, changed)}`;
const FIX_PLAIN = (event: Event) =>
  `make it pass again, or — if the decision no longer holds — record the new decision with 'ev'${where(event)}`;
const FAILS = (event: Event, changed = false) =>
  `Its guarding check fails. **Make the check pass again, or — if the decision no longer holds — record the new decision with \`ev\`${where(event, changed)}.**`;
const NO_EVIDENCE = () => 'Its guarding check has no current evidence.';
const TWO_PLATFORMS = aTestCheck({
  liveness: { platforms: ['linux-ci', 'mac'], triggered_by: ['pyproject.toml'], surfaces: [] },
});

const CAUSES: Cause[] = [
  {
    name: 'red',
    label: 'red',
    verdict: { deciding: [receipt('red')] },
    lead: FAILS,
    bullet: (e) =>
      `Make it pass again, or — if the decision no longer holds — record the new decision with \`ev\`${where(e)}.`,
    annotation: FIX_PLAIN,
  },
  {
    name: 'red, not falsifiable (the counter-test fails too)',
    label: 'unproven',
    verdict: { deciding: [receipt('red', 'linux-ci', false)] },
    lead: FAILS,
    bullet: (e) =>
      `The test fails on \`linux-ci\` — make it pass again (its counter-test \`pytest tests/test_redis_absent.py::test_redis_injection_flips_red\` fails too, so the result did not flip: that is why the label reads unproven, not red), or — if the decision no longer holds — record the new decision with \`ev\`${where(e)}.`,
    annotation: () => "the test fails on 'linux-ci' — make it pass again",
    never: ['did not flip the result', 'make the counter-test'],
  },
  {
    name: 'unproven: the counter-test agreed with a passing test',
    label: 'unproven',
    verdict: { deciding: [receipt('green', 'linux-ci', false)] },
    lead: () =>
      'Its guarding check is not shown to fail: the counter-test did not flip the result.',
    bullet: () => 'did not fail where the test passed',
    annotation: () =>
      "its counter-test 'pytest tests/test_redis_absent.py::test_redis_injection_flips_red' did not fail where the test passed",
  },
  {
    name: 'errored or timed out',
    label: 'gray->red',
    verdict: { deciding: [receipt('gray')] },
    lead: FAILS,
    bullet: () => 'It errored or timed out (a timeout is `check-timeout`): make it finish',
    annotation: () => "it errored or timed out (a timeout is 'check-timeout')",
  },
  {
    name: 'not-run on a platform this job does not run',
    tick: { grounds: [{ claim: 'c', supports: 'chosen', check: TWO_PLATFORMS }] },
    label: 'not-run',
    verdict: { deciding: [receipt('green')], missingPlatforms: ['mac'] },
    lead: NO_EVIDENCE,
    bullet: (e) =>
      e === 'cli'
        ? 'No receipt on `mac`: run `ev check --run --platform mac` on a `mac` host.'
        : 'No receipt on `mac`: this job runs checks on `linux-ci` only, and nothing here attests `mac`: add a job for it',
    annotation: (e) =>
      e === 'cli'
        ? "run 'ev check --run --platform mac' on a 'mac' host"
        : "or set 'attest: linux-ci' so only 'linux-ci' decides",
  },
  {
    name: 'not-run, the job’s platform declared by no binding',
    label: 'not-run',
    verdict: { missingPlatforms: ['linux-ci'] },
    settings: { runChecks: 'off', platform: 'linux' },
    lead: NO_EVIDENCE,
    bullet: () => 'no binding declares `linux` (declared: `linux-ci`)',
    annotation: () => "no binding declares 'linux' (declared: 'linux-ci')",
    never: ['attest: linux'],
  },
  {
    name: 'a declared trigger changed after the last run',
    label: 'stale',
    verdict: { rule: 'trigger-stale', deciding: [receipt('green')] },
    lead: NO_EVIDENCE,
    bullet: () => 'A declared trigger changed after its last run:',
    annotation: () => 'a declared trigger changed after its last run:',
  },
  {
    name: 'the receipt is older than staleness_days',
    label: 'stale',
    verdict: { rule: 'age-stale', deciding: [receipt('green')] },
    lead: NO_EVIDENCE,
    bullet: () => "Its latest receipt is older than the ledger's `staleness_days`",
    annotation: () => "older than the ledger's 'staleness_days'",
  },
  {
    name: 'the staleness sha is not the commit it was verified at',
    label: 'stale',
    verdict: { rule: 'sha-stale' },
    settings: {
      staleness: {
        setting: 'config',
        policy: 'live-origin',
        sha: 'c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00',
      },
    },
    lead: NO_EVIDENCE,
    bullet: (e) =>
      e === 'cli' ? '`--staleness-ref none`' : 'set `staleness-ref: none` (the default)',
    annotation: () => "re-verify the binding at this commit with 'ev guard'",
  },
  {
    name: 'the receipt’s commit is not in the clone',
    label: 'stale',
    verdict: { rule: 'history-missing', deciding: [receipt('green')] },
    lead: NO_EVIDENCE,
    bullet: () => 'check out with `fetch-depth: 0`',
    annotation: () => "check out with 'fetch-depth: 0'",
  },
  {
    name: 'silently unbound',
    label: 'silently-unbound',
    verdict: { deciding: [receipt('green')] },
    lead: NO_EVIDENCE,
    bullet: () => 'the selected-list did not select it',
    annotation: () => 'the selected-list did not select it',
  },
  {
    name: 'dirty: green only on an uncommitted change',
    label: 'dirty',
    verdict: { deciding: [receipt('green')] },
    lead: () => 'A check passes only with an uncommitted change to a file it guards (`dirty`)',
    bullet: (e) =>
      e === 'cli'
        ? 'commit the change and run the check again'
        : 'run the checks on a clean checkout',
    annotation: (e) => (e === 'cli' ? "('ev check --run')" : 'run the checks on a clean checkout'),
    never: ['detect-only', 'jurisdiction C/D'],
  },
  {
    name: 'memo: a detect-only (C/D) decision',
    tick: { jurisdiction: 'C' },
    label: 'stale',
    verdict: { deciding: [receipt('green')] },
    lead: () => 'A detect-only decision (jurisdiction C/D) has a check that is not green.',
    bullet: () => "Its latest receipt is older than the ledger's `staleness_days`",
    annotation: () => "older than the ledger's 'staleness_days'",
  },
  {
    name: 'memo: an agent-proposed decision',
    tick: { jurisdiction: undefined, provenance: 'agent-proposed' },
    label: 'red',
    verdict: {
      label: 'memo',
      memoReason: 'agent-proposed',
      gating: false,
      deciding: [receipt('red')],
    },
    lead: () => 'An agent-proposed decision has a check that is not green',
    bullet: () => 'Make it pass again',
    annotation: FIX_PLAIN,
    never: ['detect-only'],
  },
  {
    name: 'the guarding test was changed by this pull request (green)',
    label: 'green',
    verdict: { deciding: [receipt('green')] },
    testChanged: true,
    lead: () =>
      '### 🧪 1 decision whose guarding test this pull request changes — review before merging',
    bullet: () =>
      `The guarding test was changed by this pull request (\`${TEST_FILE}\`): the check passes against the test as this pull request left it`,
    annotation: () => `the guarding test was changed by this pull request ('${TEST_FILE}')`,
    never: ['nothing blocks merging', 'All clear'],
  },
  {
    name: 'the guarding test was changed by this pull request (red)',
    label: 'red',
    verdict: { deciding: [receipt('red')] },
    testChanged: true,
    lead: (e) =>
      `${FAILS(e, true)} The gate is on: this check fails until then. The guarding test of 1 decision was changed by this pull request`,
    bullet: (e) =>
      `M${FIX(e, true).slice(1)}. Its guarding test was changed by this pull request too (\`${TEST_FILE}\`)`,
    annotation: () => `Its guarding test was changed by this pull request too ('${TEST_FILE}')`,
  },
];

const CI_SETTINGS: Partial<ReportSettings> = { runChecks: 'all', platform: 'linux-ci' };
const LOCAL_SETTINGS: Partial<ReportSettings> = { runChecks: 'off', platform: null };

function reportFor(cause: Cause, event: Event) {
  const tick = aTick(cause.tick);
  const ground = aGroundVerdict(tick, 0, cause.label, {
    ...cause.verdict,
    ...(cause.testChanged ? { testFiles: [TEST_FILE] } : {}),
  });
  const input: ReportInput = {
    context: {
      event,
      repository: 'octo-org/octo-repo',
      headSha: 'c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00',
      workingDirectory: '.',
      ...(event === 'pull_request' ? { pullRequest: 7 } : {}),
    },
    settings: {
      gate: true,
      failOnViolation: true,
      ...(event === 'cli' ? LOCAL_SETTINGS : CI_SETTINGS),
      ...cause.settings,
    },
    verify: { findings: [], warnings: [] },
    verdicts: [{ file: tick.id, tick, tests: [ground], others: [] }],
    ...(cause.testChanged ? { changedFiles: { files: [TEST_FILE], capped: false } } : {}),
  };
  const report = buildReport(input);
  const tickTexts = new Map([[tick.id, prettyTick(tick)]]);
  return { report, tickTexts };
}

/** What a reviewer reads first (the lead), on the ground (👉) and beside the code (the annotation). */
function surfacesOf(cause: Cause, event: Event) {
  const { report, tickTexts } = reportFor(cause, event);
  const body = renderCommentBody(report, { key: '.' });
  const lead = body.slice(body.indexOf('### '), body.indexOf('#### '));
  const bullet = body.split('\n').find((line) => line.includes('👉')) ?? '';
  const onTick = ticksAnnotations({ report, tickTexts }).find((a) =>
    a.path.startsWith('.evolving/ticks/'),
  );
  const annotation =
    onTick?.message.split('\n').find((line) => line.startsWith('What to do: ')) ?? '';
  return { lead, bullet, annotation, report };
}

const ROWS = CAUSES.flatMap((cause) =>
  EVENTS.filter((event) => !cause.testChanged || event === 'pull_request' || event === 'cli').map(
    (event) => [cause.name, event, cause] as const,
  ),
);

describe('advice is a function of the cause, on every event', () => {
  test.each(ROWS)('%s — %s', (_name, event, cause) => {
    const { lead, bullet, annotation, report } = surfacesOf(cause, event);
    expect(report.decisions).toHaveLength(1);
    expect(lead).toContain(cause.lead(event));
    expect(bullet).toContain(cause.bullet(event));
    expect(annotation).toContain(cause.annotation(event));
    for (const text of cause.never ?? [])
      for (const surface of [lead, bullet, annotation]) expect(surface).not.toContain(text);
    // Markdown surfaces get code spans, plain text no Markdown at all.
    expect(`${lead}${bullet}`).not.toContain('\\`');
    expect(annotation).not.toContain('`');
    if (event !== 'pull_request' && !cause.testChanged)
      for (const surface of [lead, bullet, annotation])
        expect(surface).not.toContain('in this pull request');
  });
});
