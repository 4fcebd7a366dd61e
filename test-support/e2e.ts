// Glue for the end-to-end tests: run the bundled action against the fake
// GitHub with the repository's own action.yml defaults, and read back what a
// reviewer would see (check runs, annotations, comments, workflow commands).
import { readFileSync, rmSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FAKE_TOKEN } from './defaults.js';
import type { ActionEvent } from './events.js';
import { afterAll } from '@jest/globals';
import { startFakeGitHub, type FakeGitHub, type RecordedRequest } from './fake-github.js';
import {
  annotationCommands,
  runAction,
  type RunActionOptions,
  type RunActionResult,
  type WorkflowCommand,
} from './run-action.js';

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

export interface E2EOptions extends Partial<
  Omit<RunActionOptions, 'event' | 'apiUrl' | 'workspace'>
> {
  workspace: string;
  event: ActionEvent;
  gh: FakeGitHub;
}

/** Runs the bundle once, like a runner would, and scopes the fake's requests to this run. */
export async function runE2E(options: E2EOptions): Promise<E2ERun> {
  const { gh, ...rest } = options;
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
  let report: Record<string, unknown> | undefined;
  const reportPath = result.outputs.report;
  if (reportPath) {
    try {
      report = JSON.parse(readFileSync(reportPath, 'utf8')) as Record<string, unknown>;
    } catch {
      report = undefined;
    }
  }
  const runnerTemp = result.env.RUNNER_TEMP;
  if (!options.keepTemp && runnerTemp && basename(dirname(runnerTemp)).startsWith('ev-runner-')) {
    rmSync(dirname(runnerTemp), { recursive: true, force: true });
  }
  return {
    ...result,
    requests,
    to: (route) => gh.requestsTo(route).filter((r) => ids.has(r)),
    annotations: annotationCommands(result.commands),
    report,
  };
}

/** A failure message for a run that did not do what was expected. */
export function explain(run: RunActionResult): string {
  return `exit ${run.exitCode}\n--- stdout\n${run.stdout.slice(-6000)}\n--- stderr\n${run.stderr.slice(-3000)}`;
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

/**
 * Fake GitHub servers and scenarios for one test file, closed and removed
 * after it. Call at the top level of the file (it registers an `afterAll`).
 */
export function e2eResources(): {
  fake(): Promise<FakeGitHub>;
  track<T extends { cleanup(): void }>(scenario: T): T;
} {
  const fakes: FakeGitHub[] = [];
  const scenarios: { cleanup(): void }[] = [];
  afterAll(async () => {
    await Promise.all(fakes.map((gh) => gh.close()));
    for (const scenario of scenarios) scenario.cleanup();
  });
  return {
    async fake() {
      const gh = await startFakeGitHub({ token: E2E_TOKEN });
      fakes.push(gh);
      return gh;
    },
    track(scenario) {
      scenarios.push(scenario);
      return scenario;
    },
  };
}
