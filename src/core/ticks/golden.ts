/**
 * The frozen golden vectors (docs/ev-0.1.md#golden-vectors): three in ev 0.1.2, a fourth (a
 * rejected road carrying a test check) since 0.1.8. `verify --self-test` and the
 * action's `workflow_dispatch` run recompute them: if one drifts, the hashing
 * changed and every id in every ledger would move.
 */
import type { EvRules } from './ev-rules.js';
import { tickId, type HashedPayload } from './identity.js';

export interface GoldenVector {
  name: string;
  payload: HashedPayload;
  want: string;
}

const genesis: HashedPayload = {
  decision: 'freeze the retrieval schema for v2',
  observe: 'evaluating retrieval backend',
  parent_id: '',
  grounds: [
    {
      claim: 'team still wants a frozen schema',
      supports: 'chosen',
      check: { by: 'person', ref: 'Q3 infra review' },
    },
    { claim: 'pgvector would lock our schema', supports: 'rejected:pgvector' },
  ],
};

const case1: HashedPayload = {
  decision: 'restore-safety counter DB-backed; reject Redis',
  observe: 'multi-pod restore-safety counter — chat-room R2289→R2290',
  parent_id: '7b21f0a4c8de',
  grounds: [
    {
      claim: 'Argus introduces no Redis; multi-pod coord via existing DB',
      supports: 'chosen',
      check: {
        by: 'test',
        ref: 'pytest tests/test_redis_absent.py',
        verified_at_sha: 'd308afac1b2c3d4e5f60718293a4b5c6d7e8f901',
        counter_test: 'pytest tests/test_redis_absent.py::test_redis_injection_flips_red',
        liveness: {
          platforms: ['linux-ci'],
          triggered_by: ['pyproject.toml'],
          surfaces: ['pyproject-deps'],
        },
      },
    },
    {
      claim: 'team still wants 0-Redis posture',
      supports: 'chosen',
      check: { by: 'person', ref: 'Q3 infra review' },
    },
    { claim: 'Redis would add a new infra dependency', supports: 'rejected:Redis' },
  ],
};

/** case1 with the first ground's counter-test removed: a harvested binding. */
function harvestedOf(payload: HashedPayload): HashedPayload {
  const [first, ...rest] = payload.grounds;
  if (first?.check?.by !== 'test') throw new Error('case1 must start with a test-bound ground');
  const check = { ...first.check };
  delete check.counter_test;
  return { ...payload, grounds: [{ ...first, check }, ...rest] };
}

/**
 * case1 whose rejected road (`rejected:Redis`) carries a test check: the byte
 * layout of a rejected ground with a check, which no other vector pins (0.1.8).
 */
function rejectedTripwireOf(payload: HashedPayload): HashedPayload {
  const grounds = [...payload.grounds];
  const road = grounds[2];
  if (road?.supports !== 'rejected:Redis') throw new Error('case1 must end with the Redis road');
  grounds[2] = {
    ...road,
    check: {
      by: 'test',
      ref: '! grep -q redis pyproject.toml',
      verified_at_sha: 'd308afac1b2c3d4e5f60718293a4b5c6d7e8f901',
      counter_test: 'grep -q redis pyproject.toml',
      liveness: {
        platforms: ['linux-ci'],
        triggered_by: ['pyproject.toml'],
        surfaces: ['pyproject-deps'],
      },
    },
  };
  return { ...payload, grounds };
}

/** The vectors `verify --self-test` recomputes under ev 0.1.32's rules (the default). */
export const GOLDEN_VECTORS: readonly GoldenVector[] = [
  { name: 'genesis', payload: genesis, want: 'e2b337f53a1f' },
  { name: 'case1', payload: case1, want: '638c47b0c9dd' },
  { name: 'harvested', payload: harvestedOf(case1), want: '0cf784b51331' },
  { name: 'rejected_tripwire', payload: rejectedTripwireOf(case1), want: '9c5feb4582ac' },
];

/** The vectors of one release: ev 0.1.2 had the first three. */
export function goldenVectors(rules: EvRules): readonly GoldenVector[] {
  return rules === '0.1.2' ? GOLDEN_VECTORS.slice(0, 3) : GOLDEN_VECTORS;
}

export interface SelfTestLine {
  name: string;
  got: string;
  want: string;
  ok: boolean;
  /** `✓ genesis: e2b337f53a1f (want e2b337f53a1f)`, as ev prints it. */
  text: string;
}

export function runSelfTest(vectors: readonly GoldenVector[] = GOLDEN_VECTORS): SelfTestLine[] {
  return vectors.map(({ name, payload, want }) => {
    const got = tickId(payload);
    const ok = got === want;
    return { name, got, want, ok, text: `${ok ? '✓' : '✗'} ${name}: ${got} (want ${want})` };
  });
}
