/** `ev check`'s printed rows and trailer lines, state documents, events and evidence (docs/ev-0.1.md#check). */
import {
  anyGating,
  checkOutputLines,
  checkRow,
} from '../../../../src/core/ticks/verdict/check-output.js';
import {
  evidenceId,
  formatEvidenceLine,
  type RunEvidence,
} from '../../../../src/core/ticks/verdict/evidence.js';
import { checkEvents, formatEventLine } from '../../../../src/core/ticks/verdict/events.js';
import { stateDocument } from '../../../../src/core/ticks/verdict/state.js';
import type { Receipt } from '../../../../src/core/ticks/verdict/receipt.js';
import type { Tick, TestCheck } from '../../../../src/core/ticks/tick.js';
import {
  evaluateTick,
  type TickVerdict,
  type VerdictContext,
} from '../../../../src/core/ticks/verdict/verdict.js';

const SHA = '5a1f0c3e9b7d2468ace013579bdf2468ace01357';
const COMMIT = '59f2849766c90b91e39fe01e125a77cc3fcf425f';

function testCheck(ref: string, platforms: string[], counter = true): TestCheck {
  const c: TestCheck = {
    by: 'test',
    ref,
    verified_at_sha: SHA,
    liveness: { platforms, triggered_by: ['pyproject.toml'], surfaces: ['deps'] },
  };
  if (counter) c.counter_test = `${ref}::flips`;
  return c;
}

/** check-mixed-store's second tick: two test grounds, a person ground, a road not taken. */
const MIXED: Tick = {
  decision: 'cache and index both on sqlite',
  observe: '',
  grounds: [
    {
      claim: 'sqlite handles our read volume',
      supports: 'chosen',
      check: testCheck('pytest tests/test_cache.py', ['linux-ci']),
    },
    {
      claim: 'a nightly rebuild is fresh enough',
      supports: 'chosen',
      check: testCheck('pytest tests/test_index.py', ['linux-ci', 'mac']),
    },
    {
      claim: 'ops are fine with it',
      supports: 'chosen',
      check: { by: 'person', ref: 'ops review' },
    },
    { claim: 'postgres is overkill here', supports: 'rejected:postgres' },
  ],
  parent_id: 'dd9c915237d9',
  id: 'd3e32d0e336e',
  status: 'live',
  held_since: '2026-01-01T00:00:00Z',
  blame: 'Ada Lovelace',
  unknownKeys: [],
};

const RECEIPTS: Receipt[] = [
  {
    commit: COMMIT,
    platform: 'linux-ci',
    ran_at: '2099-06-01T08:00:00Z',
    result: 'green',
    test: 'pytest tests/test_cache.py',
  },
  {
    commit: COMMIT,
    platform: 'linux-ci',
    ran_at: '2099-06-01T08:00:00Z',
    result: 'red',
    test: 'pytest tests/test_index.py',
  },
  {
    commit: COMMIT,
    platform: 'mac',
    ran_at: '2099-07-15T09:30:00Z',
    result: 'green',
    test: 'pytest tests/test_index.py',
  },
];

const CTX: VerdictContext = {
  stalenessSha: null,
  selected: null,
  nowSeconds: 1_767_225_600,
  windowSeconds: 604_800n,
  attest: null,
};

function evaluate(tick: Tick, receipts: Receipt[] = RECEIPTS, file = tick.id): TickVerdict {
  return evaluateTick(
    file,
    tick,
    { receiptsFor: (ref) => receipts.filter((r) => r.test === ref), triggeredSince: () => false },
    CTX,
  );
}

describe('rows', () => {
  test('label, tick file, debug-quoted claim, detail', () => {
    const v = evaluate(MIXED);
    expect(checkOutputLines([v], false)).toEqual([
      'green\td3e32d0e336e\t"sqlite handles our read volume"\t(ran 2099-06-01T08:00:00Z)',
      'red\td3e32d0e336e\t"a nightly rebuild is fresh enough"\t(ran 2099-07-15T09:30:00Z)',
      'note: run `ev check --run` to execute each counter-test and prove its falsifiability',
    ]);
  });

  test('the row shows the file name; the claim is debug-quoted', () => {
    const tick: Tick = {
      ...MIXED,
      grounds: [
        { ...(MIXED.grounds[0] as Tick['grounds'][number]), claim: 'tab\there "q" zwsp\u200b' },
      ],
    };
    const v = evaluate(tick, RECEIPTS, 'renamed-file');
    expect(checkRow(v.file, v.tests[0] as never)).toBe(
      'green\trenamed-file\t"tab\\there \\"q\\" zwsp\\u{200b}"\t(ran 2099-06-01T08:00:00Z)',
    );
  });

  test('harvested rows are prefixed and counted; under --run the note is dropped', () => {
    const harvested: Tick = {
      ...MIXED,
      grounds: [
        {
          claim: 'h',
          supports: 'chosen',
          check: testCheck('pytest tests/test_cache.py', ['linux-ci'], false),
        },
      ],
    };
    const lines = checkOutputLines([evaluate(harvested), evaluate(MIXED)], true);
    expect(lines).toEqual([
      'green\td3e32d0e336e\t"h"\t(harvested — falsifiability not proven; ran 2099-06-01T08:00:00Z)',
      'green\td3e32d0e336e\t"sqlite handles our read volume"\t(ran 2099-06-01T08:00:00Z)',
      'red\td3e32d0e336e\t"a nightly rebuild is fresh enough"\t(ran 2099-07-15T09:30:00Z)',
      'harvested-unproven: 1 of 3 test bindings have no counter-test (run ev guard to add one)',
    ]);
  });

  test('no test-bound ground at all', () => {
    const people: Tick = { ...MIXED, grounds: MIXED.grounds.slice(2) };
    expect(checkOutputLines([evaluate(people)], false)).toEqual(['no test-bound grounds to check']);
    expect(checkOutputLines([], true)).toEqual(['no test-bound grounds to check']);
  });

  test('--exit-on-red gates on any gating verdict', () => {
    expect(anyGating([evaluate(MIXED)])).toBe(true);
    expect(anyGating([evaluate({ ...MIXED, jurisdiction: 'C' })])).toBe(false);
  });
});

test('the state document is byte for byte what ev writes (check-mixed-store)', () => {
  const text = stateDocument(
    evaluate(MIXED),
    { policy: 'none', sha: null },
    '2026-11-21T12:15:15.229330215Z',
  );
  expect(text).toBe(`{
  "computed_at": "2026-11-21T12:15:15.229330215Z",
  "grounds": [
    {
      "check": "test",
      "claim": "sqlite handles our read volume",
      "ref": "pytest tests/test_cache.py",
      "supports": "chosen",
      "verdict": "green",
      "verified_at_sha": "${SHA}"
    },
    {
      "check": "test",
      "claim": "a nightly rebuild is fresh enough",
      "ref": "pytest tests/test_index.py",
      "supports": "chosen",
      "verdict": "red",
      "verified_at_sha": "${SHA}"
    },
    {
      "check": "person",
      "claim": "ops are fine with it",
      "supports": "chosen",
      "verdict": "n/a"
    },
    {
      "check": "none",
      "claim": "postgres is overkill here",
      "supports": "rejected:postgres",
      "verdict": "n/a"
    }
  ],
  "staleness_ref": {
    "policy": "none",
    "sha": null
  },
  "tick_id": "d3e32d0e336e"
}`);
});

test('state: missing_platforms only for a not-run row, the tick id field names it', () => {
  const v = evaluate(MIXED, [], 'file-name');
  const doc = JSON.parse(stateDocument(v, { policy: 'local-head', sha: COMMIT }, 't'));
  expect(doc.tick_id).toBe('d3e32d0e336e');
  expect(doc.grounds[1].missing_platforms).toEqual(['linux-ci', 'mac']);
  expect(Object.keys(doc.grounds[1])).toEqual([
    'check',
    'claim',
    'missing_platforms',
    'ref',
    'supports',
    'verdict',
    'verified_at_sha',
  ]);
  expect(doc.staleness_ref).toEqual({ policy: 'local-head', sha: COMMIT });
  const memo = JSON.parse(
    stateDocument(
      evaluate({ ...MIXED, jurisdiction: 'D' }, []),
      { policy: 'none', sha: null },
      't',
    ),
  );
  expect(memo.grounds[1]).not.toHaveProperty('missing_platforms');
  expect(memo.grounds[1].verdict).toBe('memo');
});

test('events: a harvested event before the check event, compact sorted lines', () => {
  const harvested: Tick = {
    ...MIXED,
    grounds: [
      {
        claim: 'h',
        supports: 'chosen',
        check: testCheck('pytest tests/test_cache.py', ['linux-ci'], false),
      },
    ],
  };
  const lines = checkEvents([evaluate(harvested, RECEIPTS, 'f')], '2026-01-01T00:00:00Z').map(
    formatEventLine,
  );
  expect(lines).toEqual([
    '{"op":"harvested","tick_id":"d3e32d0e336e","ts":"2026-01-01T00:00:00Z","verdict":"green"}\n',
    '{"op":"check","tick_id":"d3e32d0e336e","ts":"2026-01-01T00:00:00Z","verdict":"green"}\n',
  ]);
  expect(formatEventLine({ op: 'init', ts: 't' })).toBe('{"op":"init","ts":"t"}\n');
});

describe('evidence', () => {
  const run: RunEvidence = {
    ref: 'pytest x',
    bound_ref: 'pytest x',
    role: 'test',
    platform: 'local',
    commit: COMMIT,
    result: 'green',
    exit_code: 0,
    signal: null,
    timed_out: false,
    stdout_sha256: 'a'.repeat(64),
    stderr_sha256: 'b'.repeat(64),
    stdout_bytes: 3,
    stderr_bytes: 0,
    started_at: '2026-01-01T00:00:00Z',
    finished_at: '2026-01-01T00:00:01Z',
    duration_ms: 1000,
    host: 'ci-1',
  };

  test('identical runs share an id whatever their timestamps, duration and host', () => {
    const later = {
      ...run,
      started_at: '2027-01-01T00:00:00Z',
      finished_at: '2027-01-01T00:00:09Z',
      duration_ms: 9000,
      host: 'laptop',
    };
    expect(evidenceId(later)).toBe(evidenceId(run));
    expect(evidenceId(run)).toMatch(/^sha256:[0-9a-f]{64}$/);
  });

  test.each([
    ['ref', { ref: 'pytest y' }],
    ['platform', { platform: 'mac' }],
    ['commit', { commit: 'c'.repeat(40) }],
    ['result', { result: 'red' as const }],
    ['exit code', { exit_code: 1 }],
    ['stdout', { stdout_sha256: 'c'.repeat(64) }],
    ['stderr', { stderr_sha256: 'c'.repeat(64) }],
  ])('a different %s is a different id', (_name, change) => {
    expect(evidenceId({ ...run, ...change })).not.toBe(evidenceId(run));
  });

  test('one canonical line carrying the id and every field', () => {
    const line = formatEvidenceLine(run);
    expect(line.endsWith('}\n')).toBe(true);
    const parsed = JSON.parse(line);
    expect(parsed).toEqual({ ...run, id: evidenceId(run) });
    expect(Object.keys(parsed)).toEqual([...Object.keys(parsed)].sort());
  });
});
