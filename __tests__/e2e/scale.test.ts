// End-to-end: volume — more annotations than one request may carry and more
// than `max-annotations`, and a huge ledger (2,000 ticks, 500 resurfaced
// grounds) that must stay inside GitHub's size limits with a bounded number
// of API calls.
import { describe, expect, test } from '@jest/globals';
import {
  bytes,
  expectNoViolations,
  fileAnnotations,
  READ_ONLY_TOKEN,
  ROUTES,
  sentAnnotations,
  useE2E,
} from '../../test-support/e2e.js';
import {
  bound,
  groundLineOf,
  personGround,
  type BuiltTick,
  type TickSpec,
} from '../../test-support/scenario.js';

const e2e = useE2E({ bundle: true });

const ANNOTATIONS_PER_REQUEST = 50;

// ---------------------------------------------------------------------------

/** 13 decisions × 10 bindings, none with a receipt: 130 gating (not-run) grounds. */
function manyBindings(): TickSpec[] {
  return Array.from({ length: 13 }, (_, t) => ({
    decision: `module ${t} keeps its public surface stable`,
    grounds: Array.from({ length: 10 }, (_, g) =>
      bound(
        `export ${g} of module ${t} keeps its signature`,
        `test -f src/module-${t}/export-${g}.ts`,
        {
          triggeredBy: [`src/module-${t}/index.ts`],
        },
      ),
    ),
    blame: 'Ada Lovelace',
  }));
}

describe('many annotations', () => {
  test('130 gating grounds, max-annotations 120: batches of at most 50, the rest counted', async () => {
    const scenario = e2e.scenario({
      base: manyBindings(),
      headFiles: { 'docs/notes.md': 'notes\n' },
    });
    const gh = await e2e.gh();
    const run = await e2e.run(gh, scenario, { inputs: { 'max-annotations': 120 } });

    // No receipts in a fresh checkout: every binding is not-run, which gates.
    expect(run.exitCode).toBe(1);
    expect(run.outputs).toMatchObject({ conclusion: 'failure', gating: '130' });

    const creates = run.to(ROUTES.createCheckRun);
    const updates = run.to(ROUTES.updateCheckRun);
    expect(creates).toHaveLength(1);
    expect(updates).toHaveLength(2);
    const perRequest = [...creates, ...updates].map((r) => sentAnnotations([r]).length);
    expect(perRequest).toEqual([50, 50, 20]);
    expect(perRequest.every((n) => n <= ANNOTATIONS_PER_REQUEST)).toBe(true);
    const runId = gh.checkRuns[0]?.id;
    expect(updates.every((r) => r.params.check_run_id === String(runId))).toBe(true);
    expect(gh.checkRuns).toHaveLength(1);
    expect(gh.checkRuns[0]?.annotations).toHaveLength(120);
    expect(gh.checkRuns[0]?.conclusion).toBe('failure');

    // Each annotation sits on its ground's line.
    const first = scenario.baseTicks[0] as BuiltTick;
    const onFirst = (gh.checkRuns[0]?.annotations ?? []).filter((a) => a.path === first.path);
    expect(onFirst.map((a) => a.start_line).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 10 }, (_, g) => groundLineOf(first, g)).sort((a, b) => a - b),
    );

    // A note says how many were left out.
    const note = run.annotations.find((c) => /were left out/.test(c.message));
    expect(note?.message).toMatch(/^10 annotation\(s\) were left out \(max-annotations is 120\)/);
    // The check run itself says so too.
    expect(gh.checkRuns[0]?.output?.summary).toMatch(
      /^> 10 annotation\(s\) beyond max-annotations \(120\) are not shown/,
    );

    // The comment shows as many decisions as fit and counts the rest. Without receipts every
    // binding read not-run at the base too: already failing there, in their own collapsed section.
    const body = gh.comments[0]?.body ?? '';
    expect(body).toContain('13 decisions already failing on the base');
    expect(body).toMatch(/\*\*… and \d+ more decisions already failing on the base\*\*/);
    expectNoViolations(gh);
  }, 120_000);

  test('on a fork, the workflow-command fallback also says how many annotations were left out', async () => {
    const scenario = e2e.scenario({
      base: manyBindings(),
      headFiles: { 'docs/notes.md': 'notes\n' },
    });
    const gh = await e2e.gh({ faults: READ_ONLY_TOKEN });
    const run = await e2e.run(gh, scenario, { event: scenario.event({ fork: true }) });
    expect(run.exitCode).toBe(1);
    expect(run.outputs).toMatchObject({ conclusion: 'failure', gating: '130' });
    const placed = fileAnnotations(run);
    expect(placed.length).toBeGreaterThan(0);
    expect(placed.every((c) => c.command === 'error')).toBe(true);
    // Whatever the fallback's own cap, what it did not show is counted somewhere visible.
    const left = 130 - placed.length;
    if (left > 0) {
      const note = run.annotations.find((c) => /left out/.test(c.message));
      expect(note?.message).toContain(String(left));
    }
    expectNoViolations(gh);
  }, 120_000);
});

// ---------------------------------------------------------------------------

describe('a huge ledger', () => {
  test('2,000 ticks, 500 resurfaced grounds: within GitHub limits, with a bounded number of API calls', async () => {
    const TOTAL = 2000;
    const ADDED = 10;
    const specs: TickSpec[] = Array.from({ length: TOTAL }, (_, i) => ({
      decision: `decision ${i}: service ${i % 37} keeps contract ${i}`,
      observe: `observation ${i} about a long-lived contract between services in a large monorepo`,
      grounds:
        i % 4 === 0
          ? [
              bound(
                `contract ${i} is covered by its consumer test`,
                `test -f contracts/c${i}.json`,
                {
                  triggeredBy: [`contracts/c${i}.json`, `src/service-${i % 37}/api.ts`],
                },
              ),
              {
                claim: `a shared schema registry for contract ${i}`,
                supports: 'rejected:registry',
              },
            ]
          : [personGround(`owners of service ${i % 37} agreed to contract ${i}`)],
      blame: `Engineer ${i % 53}`,
    }));
    const bindings = specs.filter((s) => s.grounds.some((g) => g.check?.by === 'test')).length;
    expect(bindings).toBe(500);
    const scenario = e2e.scenario({
      base: specs.slice(0, TOTAL - ADDED),
      headTicks: specs.slice(TOTAL - ADDED),
      headFiles: { 'src/service-1/api.ts': 'export const v = 2;\n' },
    });
    // Other people's comments before ours: the listing takes two pages.
    const others = Array.from({ length: 150 }, (_, i) => ({
      issueNumber: scenario.number,
      body: `review note ${i}`,
      user: { login: `reviewer-${i % 5}`, id: 1000 + (i % 5), type: 'User' as const },
    }));
    const gh = await e2e.gh({ comments: others });

    // In the worker, with its resource limits, as a runner starts it.
    const run = await e2e.run(gh, scenario, { inputs: { 'max-annotations': 1000 }, spawn: true });
    expect(run.exitCode).toBe(1);
    expect(run.outputs).toMatchObject({ conclusion: 'failure', gating: '500', violations: '0' });
    expect(JSON.parse(run.outputs.resurfaced ?? '[]')).toHaveLength(500);

    // Sizes.
    const ours = gh.comments.filter((c) => c.body.startsWith('<!-- evolving-action:'));
    expect(ours).toHaveLength(1);
    const body = ours[0]?.body ?? '';
    expect(body.length).toBeLessThan(65536);
    // Without receipts every binding read not-run at the base too: the 498 of the base are
    // already failing there (collapsed, 10 shown), the 2 the pull request adds are its own.
    expect(body).toContain('… and 488 more decisions already failing on the base');
    // The step summary has its own 1 MiB; it shows more than the check run's 65,535 bytes can.
    expect(bytes(run.summary)).toBeLessThan(1024 * 1024);
    expect(bytes(run.summary)).toBeGreaterThan(65535);
    expect(run.problems).toEqual([]);
    const create = run.to(ROUTES.createCheckRun)[0]?.body as {
      output?: { summary?: string; title?: string };
    };
    expect(bytes(create.output?.summary ?? '')).toBeLessThan(65535);

    // API calls: two listings of two pages (while the ledger is evaluated, and again before the
    // comment is created), one read of the pull request's head (before the comment is written),
    // one comment write, one create, ⌈annotations/50⌉ − 1 updates. Annotations: one per resurfaced ground, plus one on line 1 of the changed trigger
    // file naming every decision that declares it (failures on one line are merged).
    const changedTrigger = 'src/service-1/api.ts';
    const triggerHits = specs.filter((s) =>
      s.grounds.some(
        (g) => g.check?.by === 'test' && g.check.liveness.triggered_by.includes(changedTrigger),
      ),
    ).length;
    expect(triggerHits).toBeGreaterThan(0);
    const annotations = 500 + 1;
    const listings = run.to(ROUTES.listComments);
    expect(listings.map((r) => r.query.page ?? '1')).toEqual(['1', '2', '1', '2']);
    expect(run.to(ROUTES.createComment)).toHaveLength(1);
    expect(run.to(ROUTES.updateComment)).toHaveLength(0);
    expect(run.to(ROUTES.createCheckRun)).toHaveLength(1);
    expect(run.to(ROUTES.updateCheckRun)).toHaveLength(
      Math.ceil(annotations / ANNOTATIONS_PER_REQUEST) - 1,
    );
    expect(run.to('pulls/get')).toHaveLength(1);
    expect(run.requests).toHaveLength(
      4 + 1 + 1 + 1 + 1 + Math.ceil(annotations / ANNOTATIONS_PER_REQUEST) - 1,
    );
    const batches = [...run.to(ROUTES.createCheckRun), ...run.to(ROUTES.updateCheckRun)].map(
      (r) => sentAnnotations([r]).length,
    );
    expect(batches.slice(0, -1).every((n) => n === ANNOTATIONS_PER_REQUEST)).toBe(true);
    expect(batches.reduce((a, b) => a + b, 0)).toBe(annotations);
    expect(gh.checkRuns[0]?.annotations).toHaveLength(annotations);
    const onTrigger = (gh.checkRuns[0]?.annotations ?? []).filter(
      (a) => a.path === changedTrigger && a.annotation_level === 'failure',
    );
    expect(onTrigger).toHaveLength(1);
    expect(onTrigger[0]?.title).toMatch(new RegExp(`^${triggerHits} findings on this line: `));
    expect(run.requests.every((r) => r.status < 300)).toBe(true);
    expectNoViolations(gh);
  }, 180_000);
});
