// End-to-end: docs/RECIPES.md's recipe (c) as written, run as GitHub runs it.
// Each job's workspace is what `actions/checkout@v4`
// fetches for the step's own `ref:` and `fetch-depth:` (test-support/
// checkout.ts, from its source: a `fetch-depth: 0` checkout of a commit has
// the branches, the tags and that commit — never `refs/pull/N/merge`), the
// artifact goes where the recipe's `download-artifact` step puts it, and the
// action gets the recipe's own `with:`. The checks job and the publisher
// agree on the commit, so a red binding reads red, not stale; receipts are
// downloaded to the runner's temp directory, and a link there is refused.
import { describe, expect, test } from '@jest/globals';
import { cpSync, mkdirSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  actionsCheckout,
  cloneHas,
  cloneRefs,
  githubOrigin,
  type GitHubOrigin,
} from '../../test-support/checkout.js';
import {
  forkPullRequestEvent,
  workflowRunEvent,
  type ActionEvent,
} from '../../test-support/events.js';
import {
  READ_ONLY_TOKEN,
  commentBodies,
  expectNoViolations,
  explain,
  reportBindings,
  useE2E,
  warnings,
  type E2ERun,
} from '../../test-support/e2e.js';
import { bound, receiptKey, type Scenario, type TickSpec } from '../../test-support/scenario.js';
import {
  actionName,
  documentedWorkflows,
  stepsOf,
  triggers,
  type Step,
} from '../../test-support/workflows.js';

const e2e = useE2E();

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const README = readFileSync(join(ROOT, 'docs', 'RECIPES.md'), 'utf8');

type JsonRecord = Record<string, unknown>;

// ---------------------------------------------------------------------------
// Recipe (c), read from docs/RECIPES.md

interface RecipeC {
  checks: Step[];
  publish: Step[];
}

function recipeC(): RecipeC {
  const workflows = documentedWorkflows(README, 'docs/RECIPES.md');
  const publish = workflows.find((w) => 'workflow_run' in triggers(w.workflow));
  const name = (publish?.workflow.on as { workflow_run?: { workflows?: string[] } } | undefined)
    ?.workflow_run?.workflows?.[0];
  const checks = workflows.find((w) => w.workflow.name === name);
  if (!publish || !checks) throw new Error('docs/RECIPES.md has no recipe (c) pair');
  return { checks: stepsOf(checks.workflow), publish: stepsOf(publish.workflow) };
}

const isOurs = (step: Step): boolean =>
  step.uses === './' ||
  (step.uses !== undefined && actionName(step.uses) === 'evolving-action/evolving-action');

/** The recipe's step using `action` (`ours`: this action). */
function stepOf(steps: Step[], action: string): Step {
  const step = steps.find((s) =>
    action === 'ours' ? isOurs(s) : s.uses !== undefined && actionName(s.uses) === action,
  );
  if (!step) throw new Error(`recipe (c) has no ${action} step`);
  return step;
}

/** `${{ … }}` as the runner evaluates it in a `with:` (property paths only; anything else fails the test). */
function evaluate(value: unknown, context: JsonRecord): string {
  return String(value ?? '').replace(/\$\{\{\s*([^}]+?)\s*\}\}/g, (_whole, expression: string) => {
    let at: unknown = context;
    for (const key of expression.split('.')) at = (at as JsonRecord | undefined)?.[key];
    if (typeof at !== 'string' && typeof at !== 'number')
      throw new Error(`cannot evaluate \${{ ${expression} }}`);
    return String(at);
  });
}

function evaluatedWith(step: Step, context: JsonRecord): Record<string, string> {
  return Object.fromEntries(
    Object.entries(step.with).map(([name, value]) => [name, evaluate(value, context)]),
  );
}

function contextOf(event: ActionEvent, runnerTemp: string): JsonRecord {
  return { github: { event: event.payload, token: 'a-token' }, runner: { temp: runnerTemp } };
}

// ---------------------------------------------------------------------------
// The pull request: from a fork; it breaks the answer one decision guards

const FORK_OWNER = 'outsider';
const FORK_BRANCH = 'patch-1';
const RED_REF = 'grep -q 42 src/app.ts';
const GREEN_REF = 'grep -q demo README.md';
const GUARDED: TickSpec = {
  decision: 'the answer stays 42',
  grounds: [
    bound('callers rely on 42', RED_REF, { triggeredBy: ['src/app.ts'], counterTest: 'true' }),
  ],
  blame: 'Ada Lovelace',
};
const DOCUMENTED: TickSpec = {
  decision: 'the README names the demo',
  grounds: [
    bound('the README says demo', GREEN_REF, { triggeredBy: ['README.md'], counterTest: 'false' }),
  ],
  blame: 'Grace Hopper',
};

function forkScenario(): { scenario: Scenario; origin: GitHubOrigin } {
  const scenario = e2e.scenario({
    base: [GUARDED, DOCUMENTED],
    headFiles: { 'src/app.ts': 'export const answer = 43;\n' },
  });
  const origin = githubOrigin(scenario, { fork: true }, e2e.tempDir('ev-origin-'));
  return { scenario, origin };
}

function checksEvent(scenario: Scenario): ActionEvent {
  return forkPullRequestEvent({
    number: scenario.number,
    headSha: scenario.headSha,
    baseSha: scenario.baseSha,
    mergeSha: scenario.mergeSha,
    forkOwner: FORK_OWNER,
    headRef: FORK_BRANCH,
  });
}

function publishEvent(scenario: Scenario): ActionEvent {
  return workflowRunEvent({
    headSha: scenario.headSha,
    headBranch: FORK_BRANCH,
    forkOwner: FORK_OWNER,
    // GITHUB_SHA of a workflow_run: the default branch's tip.
    sha: scenario.baseSha,
  });
}

/** actions/checkout for a recipe step (its `ref:` and `fetch-depth:`, evaluated). */
function checkoutFor(
  step: Step,
  event: ActionEvent,
  origin: GitHubOrigin,
  scenario: Scenario,
  runnerTemp: string,
): string {
  const inputs = evaluatedWith(step, contextOf(event, runnerTemp));
  return actionsCheckout(
    origin,
    event,
    {
      ...(inputs.ref !== undefined && inputs.ref !== '' ? { ref: inputs.ref } : {}),
      fetchDepth: Number(inputs['fetch-depth'] ?? '1'),
    },
    scenario.repo.env,
    e2e.tempDir('ev-checkout-'),
  );
}

interface Pair {
  checksWorkspace: string;
  checksRun: E2ERun;
  publishWorkspace: string;
  runnerTemp: string;
  publishRun: E2ERun;
}

/**
 * Both workflows of recipe (c) in turn: the checks job on the fork's
 * `pull_request` (a read-only token), its receipts uploaded as the recipe
 * says and downloaded where the publisher's recipe says, then the publisher
 * on `workflow_run`. `checksCheckout` replaces the checks job's checkout
 * inputs (the layout before this recipe changed).
 */
async function runPair(
  recipe: RecipeC,
  options: { checksCheckout?: JsonRecord } = {},
): Promise<{ scenario: Scenario } & Pair> {
  const { scenario, origin } = forkScenario();
  // The checks job.
  const event = checksEvent(scenario);
  const checkout = stepOf(recipe.checks, 'actions/checkout');
  const checksTemp = e2e.tempDir('ev-checks-temp-');
  const checksWorkspace = checkoutFor(
    options.checksCheckout ? { ...checkout, with: options.checksCheckout } : checkout,
    event,
    origin,
    scenario,
    checksTemp,
  );
  const checksGh = await e2e.gh({ faults: READ_ONLY_TOKEN });
  const checksRun = await e2e.run(checksGh, scenario, {
    workspace: checksWorkspace,
    event,
    inputs: evaluatedWith(stepOf(recipe.checks, 'ours'), contextOf(event, checksTemp)),
  });
  if (checksRun.exitCode !== 0) throw new Error(explain(checksRun));
  // upload-artifact of one directory: the artifact holds its files; download-artifact by name
  // extracts them into its `path`.
  const upload = stepOf(recipe.checks, 'actions/upload-artifact');
  const uploaded = join(checksWorkspace, evaluate(upload.with.path, contextOf(event, checksTemp)));

  // The publisher.
  const runEvent = publishEvent(scenario);
  const runnerTemp = e2e.tempDir('ev-publish-temp-');
  const context = contextOf(runEvent, runnerTemp);
  const publishWorkspace = checkoutFor(
    stepOf(recipe.publish, 'actions/checkout'),
    runEvent,
    origin,
    scenario,
    runnerTemp,
  );
  const download = evaluate(stepOf(recipe.publish, 'actions/download-artifact').with.path, context);
  mkdirSync(download, { recursive: true });
  cpSync(uploaded, download, { recursive: true });
  const publishGh = await e2e.gh({
    pullRequests: [
      {
        number: scenario.number,
        fork: true,
        forkOwner: FORK_OWNER,
        headRef: FORK_BRANCH,
        headSha: scenario.headSha,
        baseSha: scenario.baseSha,
      },
    ],
  });
  const publishRun = await e2e.run(publishGh, scenario, {
    workspace: publishWorkspace,
    event: runEvent,
    inputs: evaluatedWith(stepOf(recipe.publish, 'ours'), context),
    env: { RUNNER_TEMP: runnerTemp },
  });
  expectNoViolations(publishGh);
  return { scenario, checksWorkspace, checksRun, publishWorkspace, runnerTemp, publishRun };
}

// ---------------------------------------------------------------------------

describe('recipe (c) as docs/RECIPES.md writes it', () => {
  test('the checks job and the publisher agree on the commit: a red binding reads red, a green one is the fork’s claim', async () => {
    const recipe = recipeC();
    const { scenario, checksWorkspace, checksRun, publishWorkspace, runnerTemp, publishRun } =
      await runPair(recipe);
    const env = scenario.repo.env;

    // The checkout model: the checks ran on the head; the publisher's clone has the head and the
    // branches, and not the test-merge commit.
    expect(checksRun.outputs['checks-run']).toBe('2');
    expect(cloneHas(checksWorkspace, env, scenario.headSha)).toBe(true);
    expect(cloneHas(publishWorkspace, env, scenario.headSha)).toBe(true);
    expect(cloneHas(publishWorkspace, env, scenario.mergeSha)).toBe(false);
    expect(cloneRefs(publishWorkspace, env).filter((ref) => ref.includes('pull'))).toEqual([]);

    // The receipts came from the runner's temp directory, not the checkout.
    expect(readdirSync(join(runnerTemp, 'evolving-receipts')).sort()).toEqual(
      [`${receiptKey(GREEN_REF)}.jsonl`, `${receiptKey(RED_REF)}.jsonl`].sort(),
    );
    expect(publishRun.stdout).toMatch(/^receipts: 2 lines merged from 2 files in 1 directories/m);

    const labels = Object.fromEntries(
      reportBindings(publishRun).map((b) => [
        b.tickId,
        [b.label, (b as unknown as { forkClaim: boolean }).forkClaim],
      ]),
    );
    expect(labels).toEqual({
      [scenario.baseTicks[0]?.id as string]: ['red', false],
      [scenario.baseTicks[1]?.id as string]: ['green', true],
    });
    expect(warnings(publishRun).filter((w) => w.includes('stale: the commit'))).toEqual([]);
    expect(publishRun.outputs).toMatchObject({
      conclusion: 'failure',
      'pull-request': String(scenario.number),
    });
    expect(commentBodies(publishRun)).toContain('the answer stays 42');
  }, 180_000);

  test('the old layout (checks on the test-merge commit) reads stale, and the advice names a remedy that works', async () => {
    const recipe = recipeC();
    const { publishRun } = await runPair(recipe, { checksCheckout: { 'fetch-depth': 0 } });
    expect(reportBindings(publishRun).map((b) => b.label)).toEqual(['stale', 'stale']);
    const [advice] = warnings(publishRun).filter((w) => w.includes('read stale'));
    expect(advice).toContain('the history is complete');
    expect(advice).toContain("check out the pull request's head");
    expect(advice).toContain('github.event.pull_request.head.sha');
    // Neither is a remedy here: the clone is complete, and workflow_run never runs checks.
    expect(advice).not.toContain('fetch-depth: 0');
    expect(advice).not.toContain('run-checks: needed');
  }, 180_000);
});

describe("receipts in the runner's temp directory", () => {
  test('a download directory that is a link is refused: nothing behind it is merged', async () => {
    const { scenario } = forkScenario();
    // A directory with receipts the link points to (another job's files, the checkout…).
    const elsewhere = e2e.tempDir('ev-link-target-');
    mkdirSync(join(elsewhere, 'receipts'));
    cpSync(
      join(scenario.dir, 'README.md'),
      join(elsewhere, 'receipts', `${receiptKey(GREEN_REF)}.jsonl`),
    );
    const runnerTemp = e2e.tempDir('ev-publish-temp-');
    symlinkSync(elsewhere, join(runnerTemp, 'evolving-receipts'));
    const gh = await e2e.gh();
    const run = await e2e.run(gh, scenario, {
      inputs: { receipts: join(runnerTemp, 'evolving-receipts') },
      env: { RUNNER_TEMP: runnerTemp },
    });
    expect(warnings(run)).toContain(
      '$RUNNER_TEMP/evolving-receipts: is a symbolic link (not followed) — skipped',
    );
    expect(run.stdout).toMatch(/^receipts: 0 lines merged from 0 files in 0 directories/m);
    expectNoViolations(gh);
  }, 90_000);
});

describe('an artifact from another run or another pull request', () => {
  // Receipts are evidence for the commit they name, whichever artifact carried them: a green
  // receipt at another pull request's head (not in this history), or at the base (another run,
  // before this pull request's change), never makes this head's binding green.
  test.each([
    ['another pull request’s head', 'c0ffee'.repeat(6) + 'c0ff'],
    ['the base (an earlier run)', 'base'],
  ])(
    'a green receipt at %s: the binding still gates here',
    async (_case, commit) => {
      const { scenario } = forkScenario();
      const sha = commit === 'base' ? scenario.baseSha : commit;
      const runnerTemp = e2e.tempDir('ev-publish-temp-');
      const artifact = join(runnerTemp, 'evolving-receipts', 'ev-receipts-other');
      mkdirSync(artifact, { recursive: true });
      writeFileSync(
        join(artifact, `${receiptKey(RED_REF)}.jsonl`),
        `{"commit":"${sha}","falsifiable":true,"platform":"linux-ci","ran_at":"${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}","result":"green","test":"${RED_REF}"}\n`,
      );
      const gh = await e2e.gh();
      const run = await e2e.run(gh, scenario, {
        inputs: { receipts: join(runnerTemp, 'evolving-receipts') },
        env: { RUNNER_TEMP: runnerTemp },
      });
      expect(run.stdout).toMatch(/^receipts: 1 lines? merged from 1 files? in 1 director/m);
      // RED_REF guards the first decision of the base.
      const red = reportBindings(run).find((b) => b.tickId === scenario.baseTicks[0]?.id);
      expect(red).toBeDefined();
      expect(red?.label).not.toBe('green');
      expect(run.outputs.conclusion).toBe('failure');
      expect(run.exitCode).toBe(1);
    },
    180_000,
  );
});
