// End-to-end: docs/RECIPES.md's recipe (d), "Shards across a matrix", as GitHub
// runs it. Four shard jobs run on the same pull request, each
// in its own fresh clone as separate runners would (test-support/checkout.ts
// models actions/checkout), each with the recipe's own `with:` for its
// `matrix.shard`; their receipt directories are the artifacts, laid out in the
// final job's runner temp directory as download-artifact's `pattern` with
// `merge-multiple: false` writes them; the final job merges them with the
// recipe's `receipts:`. Its verdicts must be one unsharded run's, each
// binding run by exactly one shard, and a shard that uploaded nothing must
// leave its bindings `not-run`, never green.
import { beforeAll, describe, expect, test } from '@jest/globals';
import { cpSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { actionsCheckout, githubOrigin, type GitHubOrigin } from '../../test-support/checkout.js';
import {
  FORBIDDEN_WRITE_ROUTES,
  ROUTES,
  explain,
  expectNoViolations,
  fileAnnotations,
  reportBindings,
  useE2E,
  type E2ERun,
} from '../../test-support/e2e.js';
import type { ActionEvent } from '../../test-support/events.js';
import { expectValidReport } from '../../test-support/report-schema.js';
import {
  bound,
  CHANGELOG_BY_HAND,
  receiptKey,
  type Scenario,
  type TickSpec,
} from '../../test-support/scenario.js';
import {
  actionName,
  documentedWorkflows,
  jobsOf,
  stepsOf,
  type Step,
} from '../../test-support/workflows.js';

const e2e = useE2E();

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const README = readFileSync(join(ROOT, 'docs', 'RECIPES.md'), 'utf8');
const SHARDS = 4;

type JsonRecord = Record<string, unknown>;

// ---------------------------------------------------------------------------
// Recipe (d), read from docs/RECIPES.md

interface RecipeD {
  shard: Step[];
  final: Step[];
  /** The matrix's `shard` values. */
  matrix: unknown;
  /** The matrix job's name and its outputs: name → expression. */
  job: string;
  outputs: JsonRecord;
}

function recipeD(): RecipeD {
  for (const { workflow } of documentedWorkflows(README, 'docs/RECIPES.md')) {
    const jobs = jobsOf(workflow);
    const matrixJob = jobs.find(
      ([, spec]) => ((spec.strategy as JsonRecord)?.matrix as JsonRecord)?.shard !== undefined,
    );
    if (!matrixJob) continue;
    const [matrix, spec] = matrixJob;
    const final = jobs.find(([, job]) => [job.needs].flat().includes(matrix))?.[0];
    const steps = stepsOf(workflow);
    return {
      shard: steps.filter((step) => step.job === matrix),
      final: steps.filter((step) => step.job === final),
      matrix: ((spec.strategy as JsonRecord).matrix as JsonRecord).shard,
      job: matrix,
      outputs: (spec.outputs ?? {}) as JsonRecord,
    };
  }
  throw new Error('docs/RECIPES.md has no recipe (d): no matrix of shards');
}

const isOurs = (step: Step): boolean =>
  step.uses === './' ||
  (step.uses !== undefined && actionName(step.uses) === 'evolving-action/evolving-action');

function stepOf(steps: Step[], action: string): Step {
  const step = steps.find((s) =>
    action === 'ours' ? isOurs(s) : s.uses !== undefined && actionName(s.uses) === action,
  );
  if (!step) throw new Error(`recipe (d) has no ${action} step`);
  return step;
}

/**
 * `${{ … }}` as the runner evaluates it in a `with:` (property paths, and
 * `toJSON(<path>)`; anything else fails the test).
 */
function evaluate(value: unknown, context: JsonRecord): string {
  return String(value ?? '').replace(/\$\{\{\s*([^}]+?)\s*\}\}/g, (_whole, expression: string) => {
    const json = /^toJSON\((.+)\)$/.exec(expression);
    let at: unknown = context;
    for (const key of (json?.[1] ?? expression).split('.'))
      at = (at as JsonRecord | undefined)?.[key];
    if (json && at !== null && typeof at === 'object') return JSON.stringify(at);
    if (typeof at !== 'string' && typeof at !== 'number')
      throw new Error(`cannot evaluate \${{ ${expression} }}`);
    return String(at);
  });
}

/**
 * The matrix job's outputs as the next job's `needs.<job>.outputs` holds them: each leg sets
 * the outputs whose expression names its shard to its action's `receipts-digest` (an empty
 * value, another leg's, is not kept).
 */
function matrixOutputs(recipe: RecipeD, legs: ReadonlyMap<number, E2ERun>): JsonRecord {
  const outputs: JsonRecord = {};
  for (const [name, expression] of Object.entries(recipe.outputs)) {
    const shard = /matrix\.shard == (\d+)/.exec(String(expression))?.[1];
    const digest = legs.get(Number(shard))?.outputs['receipts-digest'];
    if (digest) outputs[name] = digest;
  }
  return outputs;
}

function evaluatedWith(step: Step, context: JsonRecord): Record<string, string> {
  return Object.fromEntries(
    Object.entries(step.with).map(([name, value]) => [name, evaluate(value, context)]),
  );
}

// ---------------------------------------------------------------------------
// The ledger: bindings in every shard, green, red, unproven, one test bound by two decisions,
// a decision with two bindings, one for another platform, one on a person's word

/** The shard (1-based) of a ref, computed here from its receipt key, not by the code under test. */
const shardOf = (ref: string): number => (parseInt(receiptKey(ref), 16) % SHARDS) + 1;

/** A ref that falls in `shard`: `base`, plus a no-op `:` with a counter, searched deterministically. */
function refIn(shard: number, base: string, tag: string): string {
  for (let n = 0; n < 1000; n++) {
    const ref = `${base} && : ${tag}${n}`;
    if (shardOf(ref) === shard) return ref;
  }
  throw new Error(`no ref in shard ${shard}`);
}

const GREEN = 'grep -q demo README.md';
const KEPT = 'grep -q 42 src/app.ts'; // the pull request changes the answer to 43: red
const SHARED_REF = refIn(3, GREEN, 'shared');

const TICKS: TickSpec[] = [
  ...[1, 2, 3, 4].map((shard): TickSpec => ({
    decision: `the README names the demo (${shard})`,
    grounds: [
      bound(`the README says demo (${shard})`, refIn(shard, GREEN, 'g'), {
        triggeredBy: ['README.md'],
      }),
    ],
    blame: 'Grace Hopper',
  })),
  {
    decision: 'the answer stays 42',
    grounds: [
      bound('callers rely on 42', refIn(2, KEPT, 'r'), {
        triggeredBy: ['src/app.ts'],
        counterTest: 'true',
      }),
    ],
    blame: 'Ada Lovelace',
  },
  {
    decision: 'the answer is checked twice',
    grounds: [
      bound('the API says 42', refIn(1, KEPT, 'twice'), {
        triggeredBy: ['src/app.ts'],
        counterTest: 'true',
      }),
      bound('the docs say demo', refIn(4, GREEN, 'twice'), { triggeredBy: ['README.md'] }),
    ],
    blame: 'Ada Lovelace',
  },
  {
    decision: 'the smoke test proves nothing yet',
    // The counter-test passes too: unproven.
    grounds: [bound('smoke', refIn(4, 'true', 'u'), { counterTest: 'true' })],
    blame: 'Grace Hopper',
  },
  {
    decision: 'the demo is documented',
    grounds: [bound('one test, two decisions', SHARED_REF, { triggeredBy: ['README.md'] })],
    blame: 'Grace Hopper',
  },
  {
    decision: 'the demo stays documented',
    grounds: [bound('one test, two decisions', SHARED_REF, { triggeredBy: ['README.md'] })],
    blame: 'Grace Hopper',
  },
  {
    decision: 'the mac build keeps the demo',
    grounds: [bound('mac only', refIn(2, GREEN, 'mac'), { platforms: ['mac'] })],
    blame: 'Grace Hopper',
  },
  CHANGELOG_BY_HAND,
];

/** Bindings the shard jobs can run: every test-bound ground declaring linux-ci. */
const LINUX_BINDINGS = TICKS.flatMap((tick) => tick.grounds).filter(
  (ground) => ground.check?.by === 'test' && ground.check.liveness.platforms.includes('linux-ci'),
).length;

// ---------------------------------------------------------------------------
// The jobs

interface Job {
  workspace: string;
  runnerTemp: string;
  run: E2ERun;
}

/** Every binding of a report, keyed by its tick and ground. */
function byBinding<T>(run: E2ERun, value: (b: JsonRecord) => T): Record<string, T> {
  return Object.fromEntries(
    (run.report?.bindings as JsonRecord[] | undefined)?.map((b) => [
      `${String(b.tickId)}#${String(b.groundIndex)}`,
      value(b),
    ]) ?? [],
  );
}

/** A binding's verdict; the details of two runs differ only in when each receipt was made. */
const verdict = (b: JsonRecord) => ({
  label: b.label,
  gating: b.gating,
  detail: String(b.detail).replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, '<ran_at>'),
});

/** What a reviewer and the workflow see of a run's verdicts. */
const VERDICT_OUTPUTS = [
  'conclusion',
  'gating',
  'memo',
  'dirty',
  'violations',
  'resurfaced',
  'context',
] as const;

const verdictOutputs = (run: E2ERun) =>
  Object.fromEntries(VERDICT_OUTPUTS.map((name) => [name, run.outputs[name]]));

const writes = (run: E2ERun) =>
  FORBIDDEN_WRITE_ROUTES.flatMap((route) => run.to(route)).map((r) => `${r.method} ${r.path}`);

describe('recipe (d): four shards whose merged verdicts are one unsharded run’s', () => {
  const recipe = recipeD();
  let scenario: Scenario;
  let origin: GitHubOrigin;
  let event: ActionEvent;
  let unsharded: Job;
  const shards: Job[] = [];

  /** A fresh clone of the pull request as the recipe's checkout step makes it, on its own runner. */
  function runner(steps: Step[]): { workspace: string; runnerTemp: string } {
    const runnerTemp = e2e.tempDir('ev-runner-temp-');
    const inputs = evaluatedWith(stepOf(steps, 'actions/checkout'), {
      runner: { temp: runnerTemp },
    });
    const workspace = actionsCheckout(
      origin,
      event,
      { fetchDepth: Number(inputs['fetch-depth'] ?? '1') },
      scenario.repo.env,
      e2e.tempDir('ev-checkout-'),
    );
    return { workspace, runnerTemp };
  }

  async function job(
    steps: Step[],
    context: JsonRecord,
    inputs?: Record<string, string>,
  ): Promise<Job> {
    const { workspace, runnerTemp } = runner(steps);
    const gh = await e2e.gh();
    const run = await e2e.run(gh, scenario, {
      workspace,
      event,
      inputs:
        inputs ??
        evaluatedWith(stepOf(steps, 'ours'), { ...context, runner: { temp: runnerTemp } }),
      env: { RUNNER_TEMP: runnerTemp },
    });
    expectNoViolations(gh);
    return { workspace, runnerTemp, run };
  }

  /**
   * The final job: a fresh clone; download-artifact with `pattern` and
   * `merge-multiple: false` writes each shard's artifact into a directory of
   * its own name under `path` (`only`: the shards whose upload happened).
   */
  async function finalJob(only: readonly number[]): Promise<Job> {
    const { workspace, runnerTemp } = runner(recipe.final);
    const legs = new Map(only.map((index) => [index, (shards[index - 1] as Job).run]));
    const context = {
      runner: { temp: runnerTemp },
      needs: { [recipe.job]: { outputs: matrixOutputs(recipe, legs) } },
    };
    const download = evaluate(stepOf(recipe.final, 'actions/download-artifact').with.path, context);
    const upload = stepOf(recipe.shard, 'actions/upload-artifact');
    for (const index of only) {
      const shard = shards[index - 1] as Job;
      const uploaded = join(shard.workspace, evaluate(upload.with.path, {}));
      const name = evaluate(upload.with.name, { matrix: { shard: index } });
      mkdirSync(join(download, name), { recursive: true });
      cpSync(uploaded, join(download, name), { recursive: true });
    }
    const gh = await e2e.gh();
    const run = await e2e.run(gh, scenario, {
      workspace,
      event,
      inputs: evaluatedWith(stepOf(recipe.final, 'ours'), context),
      env: { RUNNER_TEMP: runnerTemp },
    });
    expectNoViolations(gh);
    return { workspace, runnerTemp, run };
  }

  beforeAll(async () => {
    scenario = e2e.scenario({
      base: TICKS,
      headFiles: { 'src/app.ts': 'export const answer = 43;\n' },
    });
    origin = githubOrigin(scenario, { fork: false }, e2e.tempDir('ev-origin-'));
    event = scenario.event();
    // One job that runs every check and publishes, as without shards.
    unsharded = await job(recipe.shard, {}, { 'run-checks': 'true', platform: 'linux-ci' });
    // The matrix: every job on the same commit, each in its own clone.
    expect(recipe.matrix).toEqual([1, 2, 3, 4]);
    for (const index of recipe.matrix as number[]) {
      const shard = await job(recipe.shard, { matrix: { shard: index } });
      if (shard.run.exitCode !== 0) throw new Error(`shard ${index}: ${explain(shard.run)}`);
      shards.push(shard);
    }
  }, 300_000);

  test('every binding is run and reported by exactly one shard, as the unsharded run judged it', () => {
    expect(unsharded.run.outputs['checks-run']).toBe(String(LINUX_BINDINGS));
    const counts = shards.map((shard) => Number(shard.run.outputs['checks-run']));
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(LINUX_BINDINGS);
    expect(counts.every((n) => n > 0)).toBe(true);

    // Each binding is in one shard's report: the one its test's receipt key names.
    const reportedIn = new Map<string, number[]>();
    for (const [i, shard] of shards.entries())
      for (const b of shard.run.report?.bindings as JsonRecord[]) {
        const key = `${String(b.tickId)}#${String(b.groundIndex)}`;
        reportedIn.set(key, [...(reportedIn.get(key) ?? []), i + 1]);
        expect([key, shardOf(String(b.ref))]).toEqual([key, i + 1]);
        expect(['ran', 'not-declared']).toContain(b.execution);
      }
    expect([...reportedIn.values()].filter((where) => where.length !== 1)).toEqual([]);
    // Together, the shards' reports are the unsharded run's bindings, labelled alike.
    const shared = Object.assign({}, ...shards.map((shard) => byBinding(shard.run, verdict)));
    expect(shared).toEqual(byBinding(unsharded.run, verdict));
    const executions = (run: E2ERun) => byBinding(run, (b) => b.execution);
    expect(Object.assign({}, ...shards.map((shard) => executions(shard.run)))).toEqual(
      executions(unsharded.run),
    );
    const sum = (output: string) =>
      shards.reduce((total, shard) => total + Number(shard.run.outputs[output]), 0);
    expect(sum('gating')).toBe(Number(unsharded.run.outputs.gating));
  });

  test('a shard job gates, comments and creates a check run nowhere, and says it is a shard', () => {
    for (const [i, shard] of shards.entries()) {
      expect({ shard: i + 1, exit: shard.run.exitCode, writes: writes(shard.run) }).toEqual({
        shard: i + 1,
        exit: 0,
        writes: [],
      });
      expect(shard.run.report?.settings).toMatchObject({ gate: false, failOnViolation: false });
      // Its share's findings are the final job's to annotate: no workflow-command annotations.
      expect(fileAnnotations(shard.run)).toEqual([]);
      expect(shard.run.summary).toContain(
        `Shard ${i + 1}/4: this job runs and reports only the bindings whose test falls in its shard`,
      );
      expectValidReport(shard.run.report);
    }
    // Two decisions bound to one test: one shard runs it, and only it writes its receipt file.
    const withSharedFile = shards.filter((shard) =>
      existsSync(
        join(shard.workspace, '.evolving/results/receipts', `${receiptKey(SHARED_REF)}.jsonl`),
      ),
    );
    expect(withSharedFile).toEqual([shards[2]]);
  });

  test('the final job merges the four artifacts and judges as the unsharded run did', async () => {
    const final = await finalJob([1, 2, 3, 4]);
    const { run } = final;
    expect(run.stdout).toMatch(/^receipts: \d+ lines merged from \d+ files in 4 directories/m);
    // Labels per binding, the verdict outputs and the conclusion, the exit status.
    expect(byBinding(run, verdict)).toEqual(byBinding(unsharded.run, verdict));
    expect(verdictOutputs(run)).toEqual(verdictOutputs(unsharded.run));
    expect(run.outputs.conclusion).toBe('failure');
    expect(run.exitCode).toBe(unsharded.run.exitCode);
    expect(new Set(reportBindings(run).map((b) => b.label))).toEqual(
      new Set(['green', 'red', 'unproven', 'not-run']),
    );
    // It ran nothing; it published as the unsharded job did.
    expect(run.outputs['checks-run']).toBe('0');
    const checkRuns = (job: Job) =>
      job.run.to(ROUTES.createCheckRun).map((r) => (r.body as { conclusion?: string }).conclusion);
    expect(checkRuns(final)).toEqual(checkRuns(unsharded));
    expect(checkRuns(final)).toEqual(['failure']);
    expect(run.to(ROUTES.createComment)).toHaveLength(1);
    // Artifacts are claims: each deciding receipt says which shard's artifact it came from.
    for (const b of run.report?.bindings as JsonRecord[]) {
      const provenance = (b.provenance as Array<{ text: string }>).map((p) => p.text);
      if (provenance.length > 0)
        expect(provenance).toEqual([
          `merged from $RUNNER_TEMP/evolving-receipts/evolving-receipts-shard-${shardOf(String(b.ref))}`,
        ]);
    }
    expect(
      (run.report?.bindings as JsonRecord[]).filter((b) => (b.provenance as unknown[]).length > 0),
    ).toHaveLength(LINUX_BINDINGS);
  }, 120_000);

  test('a shard that uploaded nothing leaves its bindings not-run in the final job, never green', async () => {
    const { run } = await finalJob([1, 2, 4]);
    const lost = reportBindings(run).filter(
      (b) => shardOf((b as unknown as { ref: string }).ref) === 3,
    );
    // The shared test's two decisions are in shard 3.
    expect(lost.length).toBeGreaterThanOrEqual(2);
    for (const b of lost)
      expect([b.label, (b as unknown as { gating: boolean }).gating]).toEqual(['not-run', true]);
    expect(run.outputs.conclusion).toBe('failure');
    expect(Number(run.outputs.gating)).toBeGreaterThan(Number(unsharded.run.outputs.gating));
  }, 120_000);
});
