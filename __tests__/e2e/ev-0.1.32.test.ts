// End-to-end: the action judges a ledger written by a later ev 0.1.x as ev
// 0.1.32 judges it — an agent-proposed decision never gates, a
// superseded decision is not resurfaced, a ratification gates, a counter-test
// that cannot execute makes the receipt `falsifiable: false` (unproven,
// gating) — and the comment says what those fields mean to a reviewer.
import { beforeAll, describe, expect, test } from '@jest/globals';
import type { FakeGitHub } from '../../test-support/fake-github.js';
import {
  commentBodies,
  expectNoViolations,
  explain,
  useE2E,
  type E2ERun,
} from '../../test-support/e2e.js';
import {
  bound,
  computeTickId,
  hoursAgo,
  readReceiptLines,
  refOf,
  type BuiltTick,
  type Scenario,
  type TickSpec,
} from '../../test-support/scenario.js';

const e2e = useE2E();

const PROPOSAL: TickSpec = {
  decision: 'retry failed webhooks with exponential backoff',
  grounds: [bound('a failed webhook is retried', 'grep -q backoff src/app.ts')],
  blame: 'agent: webhook-bot',
  extra: { provenance: 'agent-proposed', source_ref: 'agent-run-42' },
};
const OVERTURNED: TickSpec = {
  decision: 'sessions live in redis',
  grounds: [bound('redis keeps up with logins', 'grep -q redis src/app.ts')],
  blame: 'Ada Lovelace',
};

describe('an agent-proposed decision whose check is red', () => {
  let scenario: Scenario;
  let gh: FakeGitHub;
  let run: E2ERun;
  let proposal: BuiltTick;

  beforeAll(async () => {
    scenario = e2e.scenario({
      base: [PROPOSAL],
      baseFiles: { 'src/app.ts': 'export const store = "postgres";\n' },
    });
    proposal = scenario.baseTicks[0] as BuiltTick;
    scenario.receipt({ test: refOf(proposal), result: 'red', ranAt: hoursAgo(2) });
    gh = await e2e.gh();
    run = await e2e.run(gh, scenario, { inputs: { comment: 'always' } });
  }, 60_000);

  test('the agent-proposed red is a memo note: neutral, nothing gates', () => {
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({ conclusion: 'neutral', gating: '0', memo: '1' });
    expect(JSON.parse(run.outputs.resurfaced ?? '[]')).toContain(proposal.id);
    expectNoViolations(gh);
  });

  test('the comment says who proposed it, where from, and why it does not gate', () => {
    const body = commentBodies(run);
    expect(body).toContain('retry failed webhooks with exponential backoff');
    expect(body).toContain('**agent-proposed**: never gates until a person ratifies it');
    expect(body).toContain('source `agent-run-42`');
    expect(body).toContain('(would be red; agent-proposed, never gates)');
  });

  test('the report carries the tags and the memo reason', () => {
    const decisions = (run.report?.decisions ?? []) as Array<Record<string, unknown>>;
    const shown = decisions.find((d) => d.id === proposal.id);
    expect(shown?.tags).toMatchObject({ provenance: 'agent-proposed', source_ref: 'agent-run-42' });
    expect((shown?.grounds as Array<Record<string, unknown>>)[0]).toMatchObject({
      label: 'memo',
      unlockedLabel: 'red',
      memoReason: 'agent-proposed',
    });
  });
});

describe('a decision superseded by the pull request is not resurfaced', () => {
  test('its red neither gates nor shows; the overturn is judged instead', async () => {
    const withEdge = e2e.scenario({
      base: [OVERTURNED],
      baseFiles: { 'src/app.ts': 'export const store = "postgres";\n' },
      headTicks: [
        {
          decision: 'sessions live in postgres',
          grounds: [bound('postgres keeps up with logins', 'grep -q postgres src/app.ts')],
          blame: 'Ada Lovelace',
          held_since: '2026-11-02T09:00:00Z',
          extra: { supersedes: computeTickId(OVERTURNED, '') },
        },
      ],
    });
    const overturned = withEdge.baseTicks[0] as BuiltTick;
    const tip = withEdge.headTicks[0] as BuiltTick;
    withEdge.receipt({ test: refOf(overturned), result: 'red', ranAt: hoursAgo(2) });
    withEdge.receipt({ test: refOf(tip), result: 'green', ranAt: hoursAgo(2) });
    const gh = await e2e.gh();
    const run = await e2e.run(gh, withEdge);
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({ gating: '0', resurfaced: '[]' });
    expect(run.summary).not.toContain('### Resurfaced decisions');
    // Superseding may release the gate, never silently: shown as replaced, neutral.
    expect(JSON.parse(run.outputs.replaced ?? '[]')).toEqual([overturned.id]);
    expect(run.outputs.conclusion).toBe('neutral');
    expect(run.summary).toContain('### 🔁 1 gated decision replaced by this pull request');
    expectNoViolations(gh);
  }, 60_000);
});

describe('run-checks with a counter-test that cannot execute', () => {
  test('the receipt says falsifiable false; the binding is unproven and gates', async () => {
    const scenario = e2e.scenario({
      base: [
        {
          decision: 'the app names its store',
          grounds: [
            bound('the store is named', 'grep -q store src/app.ts', {
              counterTest: 'no-such-command-for-the-counter',
            }),
          ],
          blame: 'Ada Lovelace',
        },
      ],
      baseFiles: { 'src/app.ts': 'export const store = "postgres";\n' },
    });
    const tick = scenario.baseTicks[0] as BuiltTick;
    const gh = await e2e.gh();
    const run = await e2e.run(gh, scenario, { inputs: { 'run-checks': 'all' } });
    expect(run.exitCode).toBe(1);
    expect(run.outputs).toMatchObject({ conclusion: 'failure', gating: '1' });
    const receipts = readReceiptLines(scenario.ledgerRoot, refOf(tick)).map(
      (line) => JSON.parse(line) as Record<string, unknown>,
    );
    expect(receipts).toEqual([expect.objectContaining({ result: 'green', falsifiable: false })]);
    expect(run.stderr + run.stdout).toContain(
      'could not be executed (exit 127)) — recording unproven',
    );
    expect(commentBodies(run)).toContain('**unproven**');
    expect(explain(run)).not.toContain('falsifiable":true');
  }, 60_000);
});
