/**
 * Everything the action reads from the outside before it starts — its
 * inputs (inputs.ts validates them) and the runner's environment — read
 * once, here, into one typed object that is passed down (as actions/checkout's
 * input-helper.ts does). No other module of the action reads `process.env`.
 */
import * as core from '@actions/core';
import * as github from '@actions/github';
import { realpathSync } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { entryKind } from '../adapters/files/untrusted-file.js';
import type { Repo } from '../adapters/github/client.js';
import { serverUrlOf } from '../render/links.js';
import { InputError, readInputs, refuseUnknownInputs, type ActionInputs } from './inputs.js';
import { readClaimsGate } from './claims/gate.js';
import type { ClaimsGate } from '../core/claims/review.js';

export interface ActionSettings {
  inputs: ActionInputs;
  /** `claims-gate`: whether an ev 0.2 anchor this pull request breaks fails the run (off: ev's law). */
  claimsGate: ClaimsGate;
  /** GITHUB_EVENT_NAME (`pull_request`, `issue_comment`…). */
  eventName: string;
  /** The event's payload (GITHUB_EVENT_PATH). */
  payload: Record<string, unknown>;
  /** GITHUB_REPOSITORY, split. */
  repo: Repo;
  /** GITHUB_WORKSPACE: where the checkout is (else the current directory). */
  workspace: string;
  /** GITHUB_SHA: the workflow's own commit ('' when unset). */
  sha: string;
  /** GITHUB_SERVER_URL, github.com when unset (GitHub Enterprise Server links to itself). */
  serverUrl: string;
  /** GITHUB_API_URL, api.github.com when unset: where the client talks to (GitHub Enterprise Server). */
  apiUrl: string;
  /** GITHUB_RUN_ID and GITHUB_RUN_ATTEMPT: the workflow run's page, where the job summary is. */
  runId?: string;
  runAttempt?: string;
  /** RUNNER_TEMP: the runner's own temp directory (the report's default place; merged artifacts). */
  runnerTemp?: string;
  /** Where the JSON report goes (`report-path`), and the trusted directory it is in. */
  report: ReportTarget;
  /**
   * The step's environment, what git and bound checks start from (each keeps
   * only what it may: no token, no secret) and where the step's command files are named.
   */
  env: NodeJS.ProcessEnv;
  /** Where a bound check's output goes: the step's log (stdout) on a runner. */
  stdout: (text: string) => void;
  /** How long one second of GitHub's back-off lasts, in milliseconds: 1000 on a runner (a test's own otherwise). */
  backOffSecondMs: number;
}

/** Where the settings come from: the runner (by default), or a test's own. */
export interface SettingsSource {
  env: NodeJS.ProcessEnv;
  getInput: (name: string) => string;
  context: { eventName: string; payload: object };
  cwd: () => string;
  /** The step's log; default the process's stdout. */
  stdout?: (text: string) => void;
  /**
   * How long one second of GitHub's back-off (a retry's wait, a `retry-after`)
   * lasts, in milliseconds; default 1000. A test that makes GitHub fail on
   * purpose keeps every retry and skips the seconds of sleep.
   */
  backOffSecondMs?: number;
}

function writeStdout(text: string): void {
  process.stdout.write(text);
}

const RUNNER: SettingsSource = {
  env: process.env,
  getInput: (name) => core.getInput(name),
  context: github.context,
  cwd: () => process.cwd(),
  stdout: writeStdout,
};

/**
 * The JSON report's file, and the directory it must stay in: the workspace
 * or the runner's temp directory. Everything between `root` and the file is
 * made and opened without following a link (main.ts openReport).
 */
export interface ReportTarget {
  path: string;
  root: string;
}

const REPORT_FILE = 'evolving-report.json';

/** Is `path` `root` or below it (both absolute, normalised)? */
function isWithin(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === '' || (!isAbsolute(rel) && rel !== '..' && !rel.startsWith(`..${sep}`));
}

/** A trusted directory as given and, when a link leads to it, as it really is. */
function spellingsOf(root: string): string[] {
  const given = resolve(root);
  try {
    const real = realpathSync(given);
    return real === given ? [given] : [given, real];
  } catch {
    return [given];
  }
}

/**
 * `report-path`, resolved against the workspace: a file, or
 * `evolving-report.json` inside it when it names a directory (ends with `/`,
 * or is one already, judged without following a link); empty, the runner's
 * temp directory. A path that lands outside the workspace and the runner's
 * temp directory (`../../etc`, `/etc/x`) is refused, as `receipts` paths are.
 */
function reportTargetOf(
  reportPath: string,
  workspace: string,
  runnerTemp: string | undefined,
): ReportTarget {
  const temp = runnerTemp === '' ? undefined : runnerTemp;
  if (reportPath === '') {
    const root = resolve(temp ?? workspace);
    return { path: join(root, REPORT_FILE), root };
  }
  const path = resolve(workspace, reportPath);
  // The workspace first: a path in both is checked from the workspace down, the stricter walk.
  const roots = [workspace, temp].filter((root): root is string => root !== undefined);
  const root = roots.flatMap(spellingsOf).find((candidate) => isWithin(candidate, path));
  if (root === undefined)
    throw new InputError(
      `input \`report-path\` must be a path inside the workspace or the runner's temp directory (got ${JSON.stringify(reportPath)}, which is ${path})`,
    );
  const namesDirectory = /[\\/]$/.test(reportPath) || entryKind(path) === 'directory';
  return { path: namesDirectory ? join(path, REPORT_FILE) : path, root };
}

const DEFAULT_API_URL = 'https://api.github.com';

/**
 * Reads the settings; a bad input throws its InputError (nothing else can
 * fail here): an `INPUT_*` variable that names no input of this action
 * first, a misspelt input must not leave its gate at the default.
 */
export function readSettings(source: SettingsSource = RUNNER): ActionSettings {
  const { env } = source;
  refuseUnknownInputs(env);
  const inputs = readInputs(source.getInput);
  const [owner = '', repo = ''] = (env.GITHUB_REPOSITORY ?? '').split('/');
  const workspace = env.GITHUB_WORKSPACE ?? source.cwd();
  return {
    inputs,
    claimsGate: readClaimsGate(source.getInput),
    eventName: env.GITHUB_EVENT_NAME ?? source.context.eventName,
    payload: source.context.payload as Record<string, unknown>,
    repo: { owner, repo },
    workspace,
    sha: env.GITHUB_SHA ?? '',
    serverUrl: serverUrlOf(env.GITHUB_SERVER_URL),
    apiUrl: env.GITHUB_API_URL || DEFAULT_API_URL,
    ...(env.GITHUB_RUN_ID !== undefined ? { runId: env.GITHUB_RUN_ID } : {}),
    ...(env.GITHUB_RUN_ATTEMPT !== undefined ? { runAttempt: env.GITHUB_RUN_ATTEMPT } : {}),
    ...(env.RUNNER_TEMP !== undefined ? { runnerTemp: env.RUNNER_TEMP } : {}),
    report: reportTargetOf(inputs.reportPath, workspace, env.RUNNER_TEMP),
    env,
    stdout: source.stdout ?? writeStdout,
    backOffSecondMs: source.backOffSecondMs ?? 1000,
  };
}
