// Hand-built test data for the rendering core (report, comment, summary,
// annotations): ticks, verdicts and report inputs without the verdict engine.
// Every builder takes overrides; defaults follow the `case1` golden vector.
import type { ReportInput, RunOutput } from '../src/render/ticks/report.js';
import type { Ground, Tick, TestCheck } from '../src/core/ticks/tick.js';
import type {
  GroundVerdict,
  Label,
  NotApplicableGround,
  TickVerdict,
  VerdictRule,
} from '../src/core/ticks/verdict/verdict.js';
import type {
  BindingExecution,
  BindingExecutionOf,
} from '../src/core/ticks/verdict/check-selection.js';
import { sortKeys } from './ev-json.js';

export const SHA_A = 'd308afac1b2c3d4e5f60718293a4b5c6d7e8f901';

export function aTestCheck(overrides: Partial<TestCheck> = {}): TestCheck {
  return {
    by: 'test',
    ref: 'pytest tests/test_redis_absent.py',
    verified_at_sha: SHA_A,
    counter_test: 'pytest tests/test_redis_absent.py::test_redis_injection_flips_red',
    liveness: {
      platforms: ['linux-ci'],
      triggered_by: ['pyproject.toml'],
      surfaces: ['pyproject-deps'],
    },
    ...overrides,
  };
}

/** A test-bound `chosen` ground. */
export function aBoundGround(
  overrides: Partial<Ground> = {},
  check: Partial<TestCheck> = {},
): Ground {
  return {
    claim: 'Argus introduces no Redis; multi-pod coord via existing DB',
    supports: 'chosen',
    check: aTestCheck(check),
    ...overrides,
  };
}

/** A tick shaped like the `case1` golden vector: a test-bound ground, a person-bound one, a road not taken. */
export function aTick(overrides: Partial<Tick> = {}): Tick {
  return {
    decision: 'restore-safety counter DB-backed; reject Redis',
    observe: 'multi-pod restore-safety counter — chat-room R2289→R2290',
    grounds: [
      aBoundGround(),
      {
        claim: 'team still wants 0-Redis posture',
        supports: 'chosen',
        check: { by: 'person', ref: 'Q3 infra review' },
      },
      { claim: 'Redis would add a new infra dependency', supports: 'rejected:Redis' },
    ],
    parent_id: '7b21f0a4c8de',
    id: '638c47b0c9dd',
    status: 'live',
    held_since: '2026-11-01T09:00:00Z',
    blame: 'Ada Lovelace',
    authority: 'user-ruled',
    jurisdiction: 'A',
    round_id: 'R2290',
    unknownKeys: [],
    ...overrides,
  };
}

/** The on-disk form (docs/ev-0.1.md#identity): sorted keys, two-space indent, no trailing newline. */
export function prettyTick(tick: Tick, extra: Record<string, unknown> = {}): string {
  const fields: Partial<Tick> = { ...tick };
  delete fields.unknownKeys;
  return JSON.stringify(sortKeys({ ...fields, ...extra }), null, 2);
}

/** ev's detail text per label (docs/ev-0.1.md#check) where it is not `ran <ts>`. */
const DETAIL: Partial<Record<Label, string>> = {
  'not-run': 'missing: linux-ci',
  stale: 'deciding receipt older than the staleness window',
};

const RAN = 'ran 2026-11-21T12:15:15.229330215Z';

/** The precedence step (docs/ev-0.1.md#the-precedence) that yields each label in these builders. */
const RULE: Record<Label, VerdictRule> = {
  green: 'green',
  red: 'red',
  'gray->red': 'gray',
  'not-run': 'not-run',
  stale: 'age-stale',
  unproven: 'unproven',
  'silently-unbound': 'silently-unbound',
  dirty: 'dirty',
  exempt: 'exempt',
  memo: 'green', // never an unlocked label
};

const NON_GATING: readonly Label[] = ['green', 'exempt', 'memo', 'dirty'];

/**
 * The verdict of `tick.grounds[groundIndex]` (which must be test-bound) with
 * `label` as ev would print it before the jurisdiction lock: on a C/D tick a
 * non-green, non-exempt label becomes `memo`.
 */
export function aGroundVerdict(
  tick: Tick,
  groundIndex: number,
  label: Label = 'green',
  overrides: Partial<GroundVerdict> = {},
): GroundVerdict {
  const ground = tick.grounds[groundIndex];
  if (!ground || ground.check?.by !== 'test')
    throw new Error(`ground ${groundIndex} is not test-bound`);
  const detectOnly = tick.jurisdiction === 'C' || tick.jurisdiction === 'D';
  const locked: Label = detectOnly && label !== 'green' && label !== 'exempt' ? 'memo' : label;
  return {
    groundIndex,
    claim: ground.claim,
    supports: ground.supports,
    check: ground.check,
    harvested: ground.check.counter_test === undefined,
    label: locked,
    unlockedLabel: label,
    rule: RULE[label],
    detail: locked === 'memo' ? RAN : (DETAIL[label] ?? RAN),
    unlockedDetail: DETAIL[label] ?? RAN,
    gating: !NON_GATING.includes(locked),
    missingPlatforms: label === 'not-run' ? ['linux-ci'] : [],
    deciding: [],
    latestRanAt: '2026-11-21T12:15:15.229330215Z',
    triggeredSince: false,
    triggersTouched: [],
    triggers: ground.check.liveness.triggered_by,
    testFiles: [],
    ...overrides,
  };
}

/**
 * A tick's verdicts: every test-bound ground gets `labels[index]` (default
 * green; a Partial<GroundVerdict> for more control), every other ground n/a.
 */
export function aTickVerdict(
  tick: Tick = aTick(),
  labels: Record<number, Label | (Partial<GroundVerdict> & { label?: Label })> = {},
  file: string = tick.id,
): TickVerdict {
  const tests: GroundVerdict[] = [];
  const others: NotApplicableGround[] = [];
  tick.grounds.forEach((ground, i) => {
    if (ground.check?.by === 'test') {
      const spec = labels[i] ?? 'green';
      const { label, ...rest } = typeof spec === 'string' ? { label: spec } : spec;
      tests.push(aGroundVerdict(tick, i, label ?? 'green', rest));
    } else {
      const other: NotApplicableGround = {
        groundIndex: i,
        claim: ground.claim,
        supports: ground.supports,
        check: ground.check ? 'person' : 'none',
      };
      if (ground.check) other.personRef = ground.check.ref;
      others.push(other);
    }
  });
  return { file, tick, tests, others };
}

/** A detect-only (jurisdiction C) tick: its non-green verdicts are memo notes. */
export function aMemoTick(overrides: Partial<Tick> = {}): Tick {
  return aTick({
    id: 'a1b2c3d4e5f6',
    decision: 'monitor p99 latency of the search API instead of gating on it',
    observe: 'latency regressions are noisy on shared runners',
    jurisdiction: 'C',
    authority: 'agent-disposable',
    blame: 'Grace Hopper',
    round_id: 'R2301',
    grounds: [
      aBoundGround(
        { claim: 'p99 latency of /search stays under 250 ms' },
        {
          ref: 'npm run bench:search',
          counter_test: undefined,
          verified_at_sha: '0123456789abcdef0123456789abcdef01234567',
          liveness: {
            platforms: ['linux-ci'],
            triggered_by: ['src/search/index.ts'],
            surfaces: ['search-api'],
          },
        },
      ),
      { claim: 'a hard latency gate on shared runners', supports: 'rejected:hard gate' },
    ],
    ...overrides,
  });
}

export function aRunOutput(overrides: Partial<RunOutput> = {}): RunOutput {
  return {
    ref: 'pytest tests/test_redis_absent.py',
    role: 'test',
    platform: 'linux-ci',
    exitCode: 1,
    timedOut: false,
    result: 'red',
    outputTail:
      'FAILED tests/test_redis_absent.py::test_no_redis - AssertionError: redis found in deps\n1 failed in 0.42s\n',
    ...overrides,
  };
}

export function aReportInput(overrides: Partial<ReportInput> = {}): ReportInput {
  return {
    context: {
      event: 'pull_request',
      repository: 'octo-org/octo-repo',
      pullRequest: 7,
      headSha: 'c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00',
      baseSha: 'ba5eba11ba5eba11ba5eba11ba5eba11ba5eba11',
      workingDirectory: '.',
    },
    settings: { gate: true, failOnViolation: true },
    verify: { findings: [], warnings: [] },
    verdicts: [aTickVerdict()],
    ...overrides,
  };
}

/** `run-checks` outcomes by tick file (every ground of a file the same); other files are `off`. */
export function executionsByFile(byFile: Record<string, BindingExecution>): BindingExecutionOf {
  return (file) => byFile[file] ?? 'off';
}
