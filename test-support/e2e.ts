// Glue for the end-to-end tests: run the action against the fake GitHub with
// the repository's own action.yml defaults, and read back what a reviewer
// would see (check runs, annotations, comments, workflow commands). A run is
// in this process unless it asks for the bundle (`{ spawn: true }`, see
// run-action.ts); both are read back the same way.
//
// A test file starts with `const e2e = useE2E();` and then takes everything
// from it: `e2e.gh()` (a fake GitHub), `e2e.scenario({...})` (a pull
// request's repository), `e2e.run(gh, scenario, { inputs })` (one run of the
// action); the readers below (`warnings(run)`, `commentBodies(run)`,
// `expectNoViolations(gh)`, ...) say what the run showed.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect } from '@jest/globals';
import { actionBundle } from './bundle.js';
import { FAKE_TOKEN } from './defaults.js';
import type { ActionEvent } from './events.js';
import {
  faults,
  startFakeGitHub,
  type FakeGitHub,
  type FakeGitHubOptions,
  type RecordedRequest,
} from './fake-github.js';
import {
  annotationCommands,
  loadAction,
  runAction,
  spawnsBundle,
  type RunActionOptions,
  type RunActionResult,
  type WorkflowCommand,
} from './run-action.js';
import {
  buildScenario,
  receiptPath,
  refOf,
  type Scenario,
  type ScenarioOptions,
} from './scenario.js';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The action.yml of this repository (whatever bundle is under test). */
export const ACTION_YML = join(REPO_ROOT, 'action.yml');
export const E2E_TOKEN = FAKE_TOKEN;

export const ROUTES = {
  listComments: 'issues/list-comments',
  createComment: 'issues/create-comment',
  updateComment: 'issues/update-comment',
  deleteComment: 'issues/delete-comment',
  createCheckRun: 'checks/create',
  updateCheckRun: 'checks/update',
  listPullFiles: 'pulls/list-files',
} as const;

export const FORBIDDEN_WRITE_ROUTES = [
  'POST /repos/{owner}/{repo}/issues/{issue_number}/comments',
  'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}',
  'POST /repos/{owner}/{repo}/check-runs',
  'PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}',
] as const;

/** A fork pull request's read-only GITHUB_TOKEN: every write is refused with 403. */
export const READ_ONLY_TOKEN = FORBIDDEN_WRITE_ROUTES.map((route) => faults.forbidden(route));

export interface E2ERun extends RunActionResult {
  /** Requests this run made (the fake may have served earlier runs too). */
  requests: RecordedRequest[];
  /** This run's requests to a route. */
  to(route: string): RecordedRequest[];
  /** Annotation workflow commands (error / warning / notice). */
  annotations: WorkflowCommand[];
  /** The JSON report the action wrote (parsed), when it wrote one. */
  report: Record<string, unknown> | undefined;
}

interface E2EOptions extends Partial<Omit<RunActionOptions, 'event' | 'apiUrl' | 'workspace'>> {
  workspace: string;
  event: ActionEvent;
  gh: FakeGitHub;
}

type JsonRecord = Record<string, unknown>;

/**
 * The pull requests an event names, as GitHub would know them when the
 * action asks (`GET .../pulls/{n}` before it writes the comment): the
 * payload's, at the head the event names. A test that seeded one keeps its own.
 */
function seedEventPullRequests(gh: FakeGitHub, event: ActionEvent): void {
  const pull = event.payload.pull_request as JsonRecord | undefined;
  const listed = (event.payload.workflow_run as JsonRecord | undefined)?.pull_requests;
  const entries = [...(pull ? [pull] : []), ...(Array.isArray(listed) ? listed : [])];
  for (const entry of entries as JsonRecord[]) {
    const number = entry.number;
    if (typeof number !== 'number' || gh.store.hasPullRequest(number)) continue;
    const head = (entry.head ?? {}) as JsonRecord;
    const base = (entry.base ?? {}) as JsonRecord;
    const headRepo = (head.repo ?? {}) as JsonRecord;
    const fork = headRepo.fork === true;
    gh.store.seedPullRequest({
      number,
      ...(typeof head.sha === 'string' ? { headSha: head.sha } : {}),
      ...(typeof base.sha === 'string' ? { baseSha: base.sha } : {}),
      ...(typeof head.ref === 'string' ? { headRef: head.ref } : {}),
      ...(fork ? { fork, forkOwner: String((headRepo.owner as JsonRecord)?.login ?? '') } : {}),
    });
  }
}

/** Runs the action once, like a runner would, and scopes the fake's requests to this run. */
async function runE2E(options: E2EOptions): Promise<E2ERun> {
  const { gh, ...rest } = options;
  seedEventPullRequests(gh, options.event);
  const before = gh.requests.length;
  // The runner temp directory (where the report goes by default) is kept
  // long enough to read the report, then removed unless the caller keeps it.
  const result = await runAction({
    actionYml: ACTION_YML,
    token: E2E_TOKEN,
    serverUrl: gh.serverUrl,
    ...rest,
    apiUrl: gh.url,
    keepTemp: true,
  });
  const requests = gh.requests.slice(before);
  const ids = new Set(requests);
  // Read now (the runner temp directory goes below), parsed when a test asks: the report of
  // 40,000 bindings (e2e/hostile-sizes) is megabytes of JSON no assertion there reads.
  const reportPath = result.outputs.report;
  let reportText: string | undefined;
  if (reportPath) {
    try {
      reportText = readFileSync(reportPath, 'utf8');
    } catch {
      reportText = undefined;
    }
  }
  let parsed: { report: Record<string, unknown> | undefined } | undefined;
  const parseReport = (): Record<string, unknown> | undefined => {
    if (reportText === undefined) return undefined;
    try {
      return JSON.parse(reportText) as Record<string, unknown>;
    } catch {
      return undefined;
    }
  };
  const runnerTemp = result.env.RUNNER_TEMP;
  if (!options.keepTemp && runnerTemp && basename(dirname(runnerTemp)).startsWith('ev-runner-')) {
    rmSync(dirname(runnerTemp), { recursive: true, force: true });
  }
  return {
    ...result,
    requests,
    to: (route) => gh.requestsTo(route).filter((r) => ids.has(r)),
    annotations: annotationCommands(result.commands),
    get report() {
      parsed ??= { report: parseReport() };
      return parsed.report;
    },
  };
}

/** How one run differs from the scenario's own pull request (runE2E's options). */
export interface ScenarioRunOptions extends Partial<Omit<E2EOptions, 'gh'>> {
  /** Default: the scenario's `pull_request` event. */
  event?: ActionEvent;
  /** Default: the scenario's checkout. */
  workspace?: string;
}

/** What one test file runs the action with; see useE2E. */
export interface E2E {
  /** A fake GitHub that expects the run's token (E2E_TOKEN unless `options.token` says otherwise). */
  gh(options?: FakeGitHubOptions): Promise<FakeGitHub>;
  /** A pull request's repository (buildScenario). */
  scenario(options: ScenarioOptions): Scenario;
  /** An empty temporary directory. */
  tempDir(prefix: string): string;
  /** Runs the action once on the scenario's checkout, on its `pull_request` event unless told otherwise. */
  run(
    gh: FakeGitHub,
    scenario: Pick<Scenario, 'dir' | 'event'>,
    options?: ScenarioRunOptions,
  ): Promise<E2ERun>;
}

/** What a test file's runs need before they start. */
export interface UseE2EOptions {
  /** Some of the file's runs spawn the bundle (`{ spawn: true }`): build it now. */
  bundle?: boolean;
}

/**
 * The one way to set up an end-to-end test file. Call it at the top level
 * (it registers an `afterAll`): every fake GitHub, scenario and temporary
 * directory it hands out is closed and removed after the file.
 */
export function useE2E(options: UseE2EOptions = {}): E2E {
  // The bundle is built (when the sources changed) now, not inside a test's timeout.
  if (options.bundle || spawnsBundle({})) actionBundle();
  // And the sources the in-process runs use are loaded (compiled, the first time) before any test.
  if (!spawnsBundle({})) beforeAll(() => loadAction().then(() => undefined), 10 * 60 * 1000);
  const fakes: FakeGitHub[] = [];
  const cleanups: Array<() => void> = [];
  afterAll(async () => {
    await Promise.all(fakes.map((gh) => gh.close()));
    for (const cleanup of cleanups) cleanup();
  });
  return {
    async gh(options = {}) {
      const gh = await startFakeGitHub({ token: E2E_TOKEN, ...options });
      fakes.push(gh);
      return gh;
    },
    scenario(options) {
      const scenario = buildScenario(options);
      cleanups.push(() => scenario.cleanup());
      return scenario;
    },
    tempDir(prefix) {
      const dir = mkdtempSync(join(tmpdir(), prefix));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      return dir;
    },
    run(gh, scenario, options = {}) {
      const { event, workspace, ...rest } = options;
      return runE2E({
        ...rest,
        gh,
        workspace: workspace ?? scenario.dir,
        event: event ?? scenario.event(),
      });
    },
  };
}

// ---------------------------------------------------------------------------
// What a run showed

/** A failure message for a run that did not do what was expected. */
export function explain(run: RunActionResult): string {
  return `exit ${run.exitCode}\n--- stdout\n${run.stdout.slice(-6000)}\n--- stderr\n${run.stderr.slice(-3000)}`;
}

/** The run ended by itself, with its verdict in the outputs and a summary (hostile inputs: no hang, no crash). */
export function expectFinished(run: RunActionResult): void {
  expect(run.signal).toBeNull();
  expect(run.exitCode).not.toBeNull();
  expect(run.outputs.conclusion).toMatch(/^(success|failure|neutral)$/);
  expect(run.summary.length).toBeGreaterThan(0);
  expect(run.stderr).not.toContain('Maximum call stack');
}

/** Workflow commands that carry a file (annotations placed on a file). */
export function fileAnnotations(run: E2ERun): WorkflowCommand[] {
  return run.annotations.filter((c) => c.properties.file !== undefined);
}

/** Annotations received by a check run, across its create and updates (from the request bodies). */
export function sentAnnotations(requests: RecordedRequest[]): Array<Record<string, unknown>> {
  return requests.flatMap((r) => {
    const output = (
      r.body as { output?: { annotations?: Array<Record<string, unknown>> } } | undefined
    )?.output;
    return output?.annotations ?? [];
  });
}

/** The count of UTF-8 bytes. */
export function bytes(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

/** The messages of the run's `::warning::` workflow commands, in output order. */
export function warnings(run: E2ERun): string[] {
  return messagesOf(run, 'warning');
}

/** The messages of the run's `::error::` workflow commands, in output order. */
export function errors(run: E2ERun): string[] {
  return messagesOf(run, 'error');
}

/** The messages of the run's `::notice::` workflow commands, in output order. */
export function notices(run: E2ERun): string[] {
  return messagesOf(run, 'notice');
}

function messagesOf(run: E2ERun, command: 'error' | 'warning' | 'notice'): string[] {
  return run.commands.filter((c) => c.command === command).map((c) => c.message);
}

/** Every comment body this run sent (created or updated), one string. */
export function commentBodies(run: E2ERun): string {
  return [...run.to(ROUTES.createComment), ...run.to(ROUTES.updateComment)]
    .map((r) => String((r.body as { body?: string }).body))
    .join('\n');
}

/** The head commits of the check runs this run created. */
export function checkRunHeadShas(run: E2ERun): Array<string | undefined> {
  return run.to(ROUTES.createCheckRun).map((r) => (r.body as { head_sha?: string }).head_sha);
}

/** One binding (test-bound ground) of the JSON report. */
export interface ReportBinding {
  tickId: string;
  label: string;
  detail: string;
  execution: string;
}

/** The JSON report's bindings ([] without a report). */
export function reportBindings(run: E2ERun): ReportBinding[] {
  return (run.report?.bindings ?? []) as ReportBinding[];
}

/**
 * Nothing from the pull request ran: no marker file a check would have
 * touched (see markerDecision), no receipt for a check the pull request
 * added, and no state cache written from the untrusted run.
 */
export function expectNothingRan(scenario: Scenario, markers: readonly string[]): void {
  for (const marker of markers) expect(existsSync(join(scenario.dir, marker))).toBe(false);
  for (const tick of scenario.headTicks)
    expect(existsSync(receiptPath(scenario.dir, refOf(tick)))).toBe(false);
  expect(existsSync(join(scenario.dir, '.evolving', 'results', 'state'))).toBe(false);
}

/** Every request the fake received was one GitHub would accept. */
export function expectNoViolations(gh: FakeGitHub): void {
  expect(gh.violations).toEqual([]);
}
