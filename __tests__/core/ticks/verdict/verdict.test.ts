/**
 * The verdict engine (docs/ev-0.1.md#verdicts): each precedence step, its boundaries,
 * and the facts the result carries.
 */
import type { Receipt } from '../../../../src/core/ticks/verdict/receipt.js';
import type { Tick, TestCheck } from '../../../../src/core/ticks/tick.js';
import {
  decideVerdict,
  evaluateLedger,
  evaluateTick,
  isGating,
  QuestionMap,
  triggerQuestions,
  type EngineInputs,
  type GroundVerdict,
  type VerdictContext,
} from '../../../../src/core/ticks/verdict/verdict.js';

const SHA = '5a1f0c3e9b7d2468ace013579bdf2468ace01357';
const OTHER_SHA = '77e1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3';
const REF = 'pytest tests/test_cache.py';
const NOW = Date.UTC(2026, 5, 1, 12, 0, 0) / 1000; // 2026-06-01T12:00:00Z
const DAY = 86_400;

function check(overrides: Partial<TestCheck> = {}, platforms = ['linux-ci']): TestCheck {
  return {
    by: 'test',
    ref: REF,
    verified_at_sha: SHA,
    counter_test: `${REF}::flips`,
    liveness: { platforms, triggered_by: ['pyproject.toml'], surfaces: ['deps'] },
    ...overrides,
  };
}

function receipt(overrides: Partial<Receipt> = {}): Receipt {
  return {
    test: REF,
    platform: 'linux-ci',
    commit: SHA,
    ran_at: '2026-06-01T08:00:00Z',
    result: 'green',
    ...overrides,
  };
}

function ctx(overrides: Partial<VerdictContext> = {}): VerdictContext {
  return {
    stalenessSha: null,
    selected: null,
    nowSeconds: NOW,
    windowSeconds: 7n * BigInt(DAY),
    attest: null,
    ...overrides,
  };
}

const decide = (
  receipts: Receipt[],
  context: Partial<VerdictContext> = {},
  triggered = false,
  c = check(),
) => decideVerdict(c, receipts, ctx(context), triggered);

describe('the ten-step precedence, first match wins', () => {
  test('1. a staleness sha that differs from verified_at_sha is stale, before anything else', () => {
    const v = decide(
      [receipt({ result: 'red' })],
      { stalenessSha: OTHER_SHA, attest: ['mac'] },
      true,
    );
    expect(v).toMatchObject({ label: 'stale', rule: 'sha-stale', deciding: [] });
  });

  test('1. an equal staleness sha, or none, does not decide', () => {
    expect(decide([receipt()], { stalenessSha: SHA }).label).toBe('green');
    expect(decide([receipt()], { stalenessSha: null }).label).toBe('green');
  });

  test('2. attesting none of the declared platforms is exempt, before not-run', () => {
    expect(decide([], { attest: ['mac'] })).toMatchObject({ label: 'exempt', rule: 'exempt' });
  });

  test('2. an empty attested name attests only a platform named ""', () => {
    expect(decide([], { attest: [''] }).label).toBe('exempt');
    const c = check({}, ['', 'linux-ci']);
    expect(decide([], { attest: [''] }, false, c)).toMatchObject({
      label: 'not-run',
      missingPlatforms: [''],
    });
  });

  test('2–3. an attested subset: only attested platforms decide', () => {
    const c = check({}, ['linux-ci', 'mac']);
    const receipts = [
      receipt({ platform: 'linux-ci', result: 'red' }),
      receipt({ platform: 'mac' }),
    ];
    expect(decide(receipts, { attest: ['mac'] }, false, c)).toMatchObject({
      label: 'green',
      deciding: [receipts[1]],
    });
    expect(decide(receipts, { attest: ['mac', 'linux-ci'] }, false, c).label).toBe('red');
    expect(decide(receipts, {}, false, c).label).toBe('red');
  });

  test('3. a platform without a receipt is not-run; missing in declared order, duplicates kept', () => {
    const c = check({}, ['win', 'linux-ci', 'mac', 'win']);
    const v = decide([receipt({ platform: 'linux-ci' })], {}, true, c);
    expect(v).toMatchObject({
      label: 'not-run',
      rule: 'not-run',
      missingPlatforms: ['win', 'mac', 'win'],
    });
  });

  test('3. duplicate declared platforms each take the same latest receipt', () => {
    const r = receipt();
    expect(decide([r], {}, false, check({}, ['linux-ci', 'linux-ci'])).deciding).toEqual([r, r]);
  });

  test('3. a receipt for another ref never counts', () => {
    expect(decide([receipt({ test: 'pytest other' })]).label).toBe('not-run');
  });

  test('4. a triggering change after the last run is stale, before age and results', () => {
    const old = receipt({ ran_at: '2020-01-01T00:00:00Z', result: 'red' });
    expect(decide([old], {}, true)).toMatchObject({ label: 'stale', rule: 'trigger-stale' });
  });

  test('5. age: exactly at the window is fresh, one second older is stale', () => {
    const at = (secondsAgo: number) =>
      new Date((NOW - secondsAgo) * 1000).toISOString().replace('.000Z', 'Z');
    expect(decide([receipt({ ran_at: at(7 * DAY) })]).label).toBe('green');
    expect(decide([receipt({ ran_at: at(7 * DAY + 1) })])).toMatchObject({
      label: 'stale',
      rule: 'age-stale',
    });
  });

  test('5. age counts whole seconds (a fraction does not tip it over)', () => {
    const edge = new Date((NOW - 7 * DAY) * 1000).toISOString().replace('.000Z', '.999999999Z');
    expect(decide([receipt({ ran_at: edge })]).label).toBe('green');
  });

  test('5. an unparsable ran_at never counts as old', () => {
    expect(decide([receipt({ ran_at: 'last tuesday' })]).label).toBe('green');
  });

  test('5. a huge configured window never makes anything stale; a wrapped negative one makes everything stale', () => {
    expect(
      decide([receipt({ ran_at: '1970-01-01T00:00:00Z' })], { windowSeconds: 8_640_000_000n })
        .label,
    ).toBe('green');
    expect(decide([receipt()], { windowSeconds: -86_400n }).label).toBe('stale');
  });

  test('6. falsifiable false is unproven, before gray and red', () => {
    const receipts = [receipt({ falsifiable: false, result: 'gray' })];
    expect(decide(receipts)).toMatchObject({ label: 'unproven', rule: 'unproven' });
    expect(decide([receipt({ falsifiable: true })]).label).toBe('green');
  });

  test('7. gray reads gray->red, before red', () => {
    const c = check({}, ['linux-ci', 'mac']);
    const receipts = [receipt({ result: 'red' }), receipt({ platform: 'mac', result: 'gray' })];
    expect(decide(receipts, {}, false, c)).toMatchObject({ label: 'gray->red', rule: 'gray' });
  });

  test('8. red', () => {
    expect(decide([receipt({ result: 'red' })])).toMatchObject({ label: 'red', rule: 'red' });
  });

  test('9. a touched trigger whose ref was not selected is silently-unbound; red comes first', () => {
    const selected = { commit: '', changed: ['pyproject.toml'], selected: [] };
    expect(decide([receipt()], { selected })).toMatchObject({
      label: 'silently-unbound',
      rule: 'silently-unbound',
    });
    expect(decide([receipt({ result: 'red' })], { selected }).label).toBe('red');
  });

  test('9. selected, or not touched, is green; matching is exact', () => {
    expect(
      decide([receipt()], {
        selected: { commit: '', changed: ['pyproject.toml'], selected: [REF] },
      }).label,
    ).toBe('green');
    expect(
      decide([receipt()], { selected: { commit: '', changed: ['./pyproject.toml'], selected: [] } })
        .label,
    ).toBe('green');
  });

  test('10. otherwise green', () => {
    expect(decide([receipt()])).toMatchObject({ label: 'green', rule: 'green' });
  });
});

describe('the latest receipt per platform', () => {
  test('by ran_at, whatever the file order', () => {
    const older = receipt({ ran_at: '2026-05-30T00:00:00Z', result: 'green' });
    const newer = receipt({ ran_at: '2026-05-31T00:00:00Z', result: 'red' });
    expect(decide([newer, older]).label).toBe('red');
    expect(decide([older, newer]).label).toBe('red');
  });

  test('on equal ran_at the later line wins', () => {
    expect(decide([receipt({ result: 'red' }), receipt({ result: 'green' })]).label).toBe('green');
    expect(decide([receipt({ result: 'green' }), receipt({ result: 'red' })]).label).toBe('red');
  });

  test('by parsed time: an offset or a fraction orders by the instant, not the string', () => {
    // As strings "…T09:30:00+02:00" > "…T08:00:00Z", but it is 07:30 UTC.
    const earlier = receipt({ ran_at: '2026-06-01T09:30:00+02:00', result: 'red' });
    const later = receipt({ ran_at: '2026-06-01T08:00:00Z', result: 'green' });
    expect(decide([later, earlier]).label).toBe('green');
    // "…:00Z" > "…:00.5Z" as strings (ev would pick the green one), but .5 is later.
    expect(
      decide([receipt({ ran_at: '2026-06-01T08:00:00.5Z', result: 'red' }), receipt()]).label,
    ).toBe('red');
    expect(
      decide([receipt(), receipt({ ran_at: '2026-06-01T08:00:00.5Z', result: 'red' })]).label,
    ).toBe('red');
  });

  test('the same instant written two ways is a tie: the later line wins', () => {
    const a = receipt({ ran_at: '2026-06-01T10:00:00+02:00', result: 'red' });
    const b = receipt({ ran_at: '2026-06-01T08:00:00Z', result: 'green' });
    expect(decide([a, b]).label).toBe('green');
    expect(decide([b, a]).label).toBe('red');
  });

  test("with an unparsable ran_at among them, ev's string order decides", () => {
    const text = receipt({ ran_at: 'yesterday', result: 'red' });
    expect(decide([text, receipt()]).label).toBe('red'); // "y" > "2"
  });
});

// ---------------------------------------------------------------------------

function tick(grounds: Tick['grounds'], overrides: Partial<Tick> = {}): Tick {
  return {
    decision: 'd',
    observe: '',
    grounds,
    parent_id: '',
    id: 'ab6ae330efee',
    status: 'live',
    held_since: '2026-01-01T00:00:00Z',
    blame: 'Ada',
    unknownKeys: [],
    ...overrides,
  };
}

function inputs(
  receipts: Receipt[],
  triggered = new Set<string>(),
): EngineInputs & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    receiptsFor: (ref) => receipts.filter((r) => r.test === ref),
    triggeredSince: (commit, paths) => {
      asked.push(`${commit} ${paths.join(',')}`);
      return triggered.has(commit);
    },
  };
}

const testGround = (c: TestCheck = check(), claim = 'sqlite handles our read volume') => ({
  claim,
  supports: 'chosen',
  check: c,
});

describe('a ground verdict', () => {
  test('details: ran <latest over all platforms>, no receipt, missing: …, the stale reason', () => {
    const c = check({}, ['linux-ci', 'mac']);
    const linux = receipt({ ran_at: '2026-06-01T08:00:00Z' });
    const mac = receipt({ platform: 'mac', ran_at: '2026-06-01T09:00:00Z' });
    const [done] = evaluateTick('f', tick([testGround(c)]), inputs([linux, mac]), ctx()).tests;
    expect(done).toMatchObject({
      label: 'green',
      detail: 'ran 2026-06-01T09:00:00Z',
      latestRanAt: '2026-06-01T09:00:00Z',
    });
    const [half] = evaluateTick('f', tick([testGround(c)]), inputs([linux]), ctx()).tests;
    expect(half).toMatchObject({
      label: 'not-run',
      detail: 'missing: mac',
      missingPlatforms: ['mac'],
    });
    const [none] = evaluateTick(
      'f',
      tick([testGround(c)]),
      inputs([]),
      ctx({ attest: ['win'] }),
    ).tests;
    expect(none).toMatchObject({ label: 'exempt', detail: 'no receipt' });
    expect(none?.latestRanAt).toBeUndefined();
    const [stale] = evaluateTick(
      'f',
      tick([testGround(c)]),
      inputs([linux, mac]),
      ctx({ stalenessSha: OTHER_SHA }),
    ).tests;
    expect(stale?.detail).toBe('verified_at_sha behind live origin');
  });

  test('triggered_since is asked with the latest receipt over all platforms, attested or not', () => {
    const c = check({}, ['linux-ci', 'mac']);
    const linux = receipt({ commit: 'a'.repeat(40), ran_at: '2026-06-01T08:00:00Z' });
    const mac = receipt({
      platform: 'mac',
      commit: 'b'.repeat(40),
      ran_at: '2026-06-01T09:00:00Z',
    });
    const engine = inputs([linux, mac], new Set(['b'.repeat(40)]));
    const [v] = evaluateTick(
      'f',
      tick([testGround(c)]),
      engine,
      ctx({ attest: ['linux-ci'] }),
    ).tests;
    expect(engine.asked).toEqual([`${'b'.repeat(40)} pyproject.toml`]);
    expect(v).toMatchObject({ label: 'stale', rule: 'trigger-stale', triggeredSince: true });
  });

  test('no receipt: triggered_since is not asked', () => {
    const engine = inputs([]);
    evaluateTick('f', tick([testGround()]), engine, ctx());
    expect(engine.asked).toEqual([]);
  });

  test('person and unbound grounds are n/a, kept apart with their index', () => {
    const t = tick([
      { claim: 'ops ok', supports: 'chosen', check: { by: 'person', ref: 'ops review' } },
      testGround(),
      { claim: 'redis', supports: 'rejected:redis' },
    ]);
    const v = evaluateTick('f', t, inputs([receipt()]), ctx());
    expect(v.others).toEqual([
      {
        groundIndex: 0,
        claim: 'ops ok',
        supports: 'chosen',
        check: 'person',
        personRef: 'ops review',
      },
      { groundIndex: 2, claim: 'redis', supports: 'rejected:redis', check: 'none' },
    ]);
    expect(v.tests.map((g) => g.groundIndex)).toEqual([1]);
  });

  test('harvested: flagged, verdict unchanged', () => {
    const harvested = check({ counter_test: undefined });
    delete harvested.counter_test;
    const [v] = evaluateTick(
      'f',
      tick([testGround(harvested)]),
      inputs([receipt({ result: 'red' })]),
      ctx(),
    ).tests;
    expect(v).toMatchObject({ harvested: true, label: 'red', gating: true });
  });

  test('triggersTouched: declared triggers the change touched (the changed paths, else the selected-list)', () => {
    const c = check({
      liveness: { platforms: ['linux-ci'], triggered_by: ['a', 'b', 'a'], surfaces: ['s'] },
    });
    const t = tick([testGround(c)]);
    const fromList = evaluateTick(
      'f',
      t,
      inputs([]),
      ctx({ selected: { commit: '', changed: ['b', 'a'], selected: [] } }),
    );
    expect(fromList.tests[0]?.triggersTouched).toEqual(['a', 'b']);
    const fromPr = evaluateTick('f', t, inputs([]), ctx({ changedPaths: ['b', 'z'] }));
    expect(fromPr.tests[0]?.triggersTouched).toEqual(['b']);
    expect(evaluateTick('f', t, inputs([]), ctx()).tests[0]?.triggersTouched).toEqual([]);
  });
});

describe('the C/D jurisdiction lock', () => {
  test.each(['C', 'D'] as const)(
    'on %s every not-green verdict is memo and never gates',
    (jurisdiction) => {
      const t = tick([testGround()], { jurisdiction });
      const [red] = evaluateTick('f', t, inputs([receipt({ result: 'red' })]), ctx()).tests as [
        GroundVerdict,
      ];
      expect(red).toMatchObject({
        label: 'memo',
        unlockedLabel: 'red',
        gating: false,
        detail: 'ran 2026-06-01T08:00:00Z',
      });
      const [notRun] = evaluateTick('f', t, inputs([]), ctx()).tests as [GroundVerdict];
      expect(notRun).toMatchObject({
        label: 'memo',
        unlockedLabel: 'not-run',
        detail: 'no receipt',
        unlockedDetail: 'missing: linux-ci',
      });
      const [stale] = evaluateTick('f', t, inputs([receipt()]), ctx({ stalenessSha: OTHER_SHA }))
        .tests as [GroundVerdict];
      expect(stale).toMatchObject({ label: 'memo', detail: 'ran 2026-06-01T08:00:00Z' });
    },
  );

  test.each(['C', 'D'] as const)('on %s green and exempt stay as they are', (jurisdiction) => {
    const t = tick([testGround()], { jurisdiction });
    expect(evaluateTick('f', t, inputs([receipt()]), ctx()).tests[0]?.label).toBe('green');
    expect(evaluateTick('f', t, inputs([]), ctx({ attest: ['mac'] })).tests[0]?.label).toBe(
      'exempt',
    );
  });

  test.each(['A', 'B', undefined] as const)(
    'on %s a red verdict stays red and gates',
    (jurisdiction) => {
      const t = tick([testGround()], jurisdiction ? { jurisdiction } : {});
      expect(
        evaluateTick('f', t, inputs([receipt({ result: 'red' })]), ctx()).tests[0],
      ).toMatchObject({ label: 'red', gating: true });
    },
  );
});

test('the gating rule: everything but green, exempt and memo', () => {
  expect(['green', 'exempt', 'memo'].filter((l) => isGating(l as never))).toEqual([]);
  expect(
    ['red', 'gray->red', 'not-run', 'stale', 'unproven', 'silently-unbound'].every((l) =>
      isGating(l as never),
    ),
  ).toBe(true);
});

describe('the ledger', () => {
  test('only live ticks are evaluated, in the order given', () => {
    const live = tick([testGround()], { id: 'b' });
    const superseded = tick([testGround()], { id: 'a', status: 'superseded' });
    const verdicts = evaluateLedger(
      [
        { file: 'a', tick: superseded },
        { file: 'b', tick: live },
      ],
      inputs([]),
      ctx(),
    );
    expect(verdicts.map((v) => v.file)).toEqual(['b']);
  });

  test('triggerQuestions: one per distinct (latest commit, triggers), none without receipts', () => {
    const c1 = check();
    const c2 = check({ ref: 'pytest other' });
    const ticks = [
      { tick: tick([testGround(c1), testGround(c1)]) },
      { tick: tick([testGround(c2)]) },
      { tick: tick([testGround(c1)], { status: 'superseded' }) },
    ];
    const receipts = [
      receipt({ commit: 'a'.repeat(40) }),
      receipt({ commit: 'b'.repeat(40), ran_at: '2026-06-01T09:00:00Z' }),
    ];
    const questions = triggerQuestions(ticks, (ref) => receipts.filter((r) => r.test === ref));
    expect(questions).toEqual([{ commit: 'b'.repeat(40), paths: ['pyproject.toml'] }]);
  });

  test('triggerQuestions asks for every tick given, whatever its status (reopen has no status filter)', () => {
    const c1 = check({
      liveness: { platforms: ['linux-ci'], triggered_by: ['a.txt'], surfaces: ['s'] },
    });
    const superseded = { tick: tick([testGround(c1)], { status: 'superseded' }) };
    const receipts = [receipt({ commit: 'c'.repeat(40) })];
    expect(triggerQuestions([superseded], () => receipts)).toEqual([
      { commit: 'c'.repeat(40), paths: ['a.txt'] },
    ]);
  });
});

describe('QuestionMap: one entry per (commit, paths), whatever array holds the paths', () => {
  test('equal questions share an entry; a different commit or path list does not', () => {
    const answers = new QuestionMap<boolean>();
    answers.set({ commit: 'a', paths: ['x', 'y'] }, true);
    expect(answers.get({ commit: 'a', paths: ['x', 'y'] })).toBe(true);
    expect(answers.has({ commit: 'a', paths: ['x', 'y'] })).toBe(true);
    // Joined naively these would collide: the paths are kept apart as JSON strings.
    expect(answers.get({ commit: 'a', paths: ['x,y'] })).toBeUndefined();
    expect(answers.get({ commit: 'a', paths: ['y', 'x'] })).toBeUndefined();
    expect(answers.get({ commit: 'b', paths: ['x', 'y'] })).toBeUndefined();
    expect(answers.has({ commit: 'a', paths: [] })).toBe(false);
    answers.set({ commit: 'a', paths: ['x', 'y'] }, false);
    answers.set({ commit: 'a,"x"', paths: ['y'] }, true);
    expect([...answers.values()]).toEqual([false, true]);
  });
});
