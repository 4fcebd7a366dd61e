/**
 * The three frozen golden vectors (ledger.md §3). `verify --self-test` and the
 * action's `workflow_dispatch` run recompute them: if one drifts, the hashing
 * changed and every id in every ledger would move.
 */
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

export const GOLDEN_VECTORS: readonly GoldenVector[] = [
  { name: 'genesis', payload: genesis, want: 'e2b337f53a1f' },
  { name: 'case1', payload: case1, want: '638c47b0c9dd' },
  { name: 'harvested', payload: harvestedOf(case1), want: '0cf784b51331' },
];

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
