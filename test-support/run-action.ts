// Runs the action the way the GitHub Actions runner does: in the workspace,
// with the runner's environment (GITHUB_*, RUNNER_*, INPUT_<NAME>) and its
// file commands (GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, ...). Afterwards the
// outputs, summary and workflow commands are read back the way the runner
// reads them.
//
// By default the action runs in this process: the sources' `run()`
// (src/action/main.ts) is given the step's settings (environment, inputs,
// event, workspace, its log), its GitHub client talks to the API URL those
// settings name, and @actions/core writes its workflow commands and file
// commands as it does on a runner (to the captured log and the same files).
// That is what almost every test asks, at a third of a spawned run's cost.
//
// `spawn: true` runs the bundle instead, `node <bundle>` as a child process:
// for what only a process shows (the worker thread and its resource limits,
// signals, the process's own streams and exit). Giving `bundle`, `node` or
// `interrupt` implies it, and so does EV_ACTION_BUNDLE (which points at
// another bundle, e.g. the committed dist/index.js), EV_ACTION_NODE or EV_ACTION_SPAWN=1
// (every run spawned: the whole suite against a bundle). The bundle defaults
// to the current sources' index.js (bundle.ts: built from src/ as it is).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readActionInputs, type ActionInputSpec } from './action-yml.js';
import { actionBundle, isCurrentSourcesBundle } from './bundle.js';
import { FAKE_TOKEN } from './defaults.js';
import type { ActionEvent } from './events.js';
import {
  parseFileCommand,
  parseWorkflowCommands,
  type WorkflowCommand,
} from './workflow-commands.js';

export type { WorkflowCommand } from './workflow-commands.js';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The committed bundle (what EV_ACTION_BUNDLE=dist/index.js runs); the default is bundle.ts's actionBundle(). */
export const DEFAULT_BUNDLE = join(REPO_ROOT, 'dist', 'index.js');
/** A safety net against a hung child, not an assertion: generous on purpose. */
const DEFAULT_KILL_AFTER_MS = 5 * 60 * 1000;
/** The runner refuses a step summary above 1 MiB. */
const MAX_STEP_SUMMARY_BYTES = 1024 * 1024;

export interface RunActionOptions {
  /**
   * Run the bundle as a child process (`node <bundle>`) instead of the sources in this
   * process. Default: false, unless `bundle`, `node` or `interrupt` is given, or
   * EV_ACTION_BUNDLE, EV_ACTION_NODE or EV_ACTION_SPAWN=1 is set.
   */
  spawn?: boolean;
  /** The checked-out repository (cwd and GITHUB_WORKSPACE). */
  workspace: string;
  /** From events.ts: payload plus GITHUB_EVENT_NAME / SHA / REF. */
  event: ActionEvent;
  /** GITHUB_API_URL: the fake GitHub's `url`. */
  apiUrl: string;
  /** GITHUB_SERVER_URL; default `https://github.com`. */
  serverUrl?: string;
  /** The workflow's `with:`. Names as written in action.yml (`run-checks`). */
  inputs?: Record<string, string | number | boolean>;
  /** INPUT_TOKEN (and `${{ github.token }}` in action.yml defaults). */
  token?: string;
  /** GITHUB_REPOSITORY; default the event's `repository`, else the payload's. */
  repository?: string;
  /** Override what the event implies for GITHUB_SHA / GITHUB_REF. */
  sha?: string;
  ref?: string;
  /** Extra environment (a step's `env:`); `undefined` removes a variable. */
  env?: Record<string, string | undefined>;
  /** Bundle to run; default EV_ACTION_BUNDLE, else the current sources' bundle (bundle.ts). */
  bundle?: string;
  /** action.yml whose input defaults to apply; default `<bundle dir>/../action.yml` if present (the repository's for the current sources' bundle); false for none. */
  actionYml?: string | false;
  /** Node binary; default this process's (the runner would use node24). */
  node?: string;
  killAfterMs?: number;
  /**
   * Send `signal` to the action's process once `when()` holds (polled), as
   * the runner does on a cancel (SIGINT, then SIGTERM).
   */
  interrupt?: { signal: NodeJS.Signals; when: () => boolean };
  /** Keep the runner temp directory (event file, file commands) for debugging. */
  keepTemp?: boolean;
  /**
   * In process only: how long one second of the GitHub client's back-off lasts,
   * in milliseconds (the settings' `backOffSecondMs`; default 1000, as on a
   * runner). A test that makes the fake GitHub fail on purpose keeps every
   * retry and its order, without the seconds of sleep. A spawned bundle waits
   * GitHub's seconds.
   */
  backOffSecondMs?: number;
}

export interface RunActionResult {
  /** Whether the bundle ran as a child process (else the sources ran in this process). */
  spawned: boolean;
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  /** GITHUB_OUTPUT, parsed like the runner (`name=value` and `name<<DELIM` heredocs). */
  outputs: Record<string, string>;
  /** GITHUB_STEP_SUMMARY contents. */
  summary: string;
  /** Workflow commands from stdout and stderr (the runner reads both), decoded. */
  commands: WorkflowCommand[];
  /** GITHUB_ENV and GITHUB_STATE, parsed the same way as outputs. */
  exportedEnv: Record<string, string>;
  state: Record<string, string>;
  /** Things the runner would warn about or reject: bad file-command syntax, an oversize summary, undeclared inputs. */
  problems: string[];
  /** The environment the action was started with. */
  env: Record<string, string>;
}

/** `INPUT_<NAME>` as the runner spells it: upper case, spaces to `_`, hyphens kept. */
export function inputEnvName(name: string): string {
  return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
}

/** Annotations among the commands (`error`, `warning`, `notice`), in output order. */
export function annotationCommands(commands: WorkflowCommand[]): WorkflowCommand[] {
  return commands.filter(
    (c) => c.command === 'error' || c.command === 'warning' || c.command === 'notice',
  );
}

interface RunnerFiles {
  root: string;
  temp: string;
  home: string;
  event: string;
  output: string;
  summary: string;
  env: string;
  state: string;
  path: string;
}

function createRunnerFiles(event: ActionEvent): RunnerFiles {
  const root = mkdtempSync(join(tmpdir(), 'ev-runner-'));
  const temp = join(root, '_temp');
  const commands = join(temp, '_runner_file_commands');
  const workflow = join(temp, '_github_workflow');
  const home = join(root, 'home');
  for (const dir of [temp, commands, workflow, home]) mkdirSync(dir, { recursive: true });
  const id = randomUUID();
  const files: RunnerFiles = {
    root,
    temp,
    home,
    event: join(workflow, 'event.json'),
    output: join(commands, `set_output_${id}`),
    summary: join(commands, `step_summary_${id}`),
    env: join(commands, `set_env_${id}`),
    state: join(commands, `save_state_${id}`),
    path: join(commands, `add_path_${id}`),
  };
  writeFileSync(files.event, JSON.stringify(event.payload, null, 2));
  for (const file of [files.output, files.summary, files.env, files.state, files.path])
    writeFileSync(file, '');
  return files;
}

function repositoryOf(options: RunActionOptions): string {
  if (options.repository) return options.repository;
  if (options.event.repository) return options.event.repository;
  const repository = options.event.payload.repository as { full_name?: unknown } | undefined;
  if (typeof repository?.full_name === 'string') return repository.full_name;
  throw new Error(
    `runAction: the ${options.event.name} payload names no repository; pass options.repository`,
  );
}

/** The `${{ }}` expressions action.yml defaults may use, evaluated as the runner would. */
function expressionContext(
  options: RunActionOptions,
  env: Record<string, string>,
): Record<string, string> {
  return {
    'github.token': options.token ?? FAKE_TOKEN,
    'github.workspace': env.GITHUB_WORKSPACE ?? '',
    'github.repository': env.GITHUB_REPOSITORY ?? '',
    'github.repository_owner': env.GITHUB_REPOSITORY_OWNER ?? '',
    'github.sha': env.GITHUB_SHA ?? '',
    'github.ref': env.GITHUB_REF ?? '',
    'github.event_name': env.GITHUB_EVENT_NAME ?? '',
    'github.server_url': env.GITHUB_SERVER_URL ?? '',
    'github.api_url': env.GITHUB_API_URL ?? '',
    'runner.temp': env.RUNNER_TEMP ?? '',
  };
}

function evaluateDefault(value: string, context: Record<string, string>): string {
  return value.replace(/\$\{\{\s*([^}]+?)\s*\}\}/g, (_whole, expression: string) => {
    const resolved = context[expression];
    if (resolved === undefined)
      throw new Error(`runAction: cannot evaluate \${{ ${expression} }} in action.yml`);
    return resolved;
  });
}

function declaredInputs(options: RunActionOptions, bundle: string): ActionInputSpec[] | undefined {
  if (options.actionYml === false) return undefined;
  const file =
    options.actionYml ??
    (isCurrentSourcesBundle(bundle)
      ? join(REPO_ROOT, 'action.yml')
      : join(dirname(bundle), '..', 'action.yml'));
  if (!existsSync(file)) {
    if (options.actionYml) throw new Error(`runAction: ${file} does not exist`);
    return undefined;
  }
  return readActionInputs(file);
}

/** INPUT_* for the step: the workflow's `with:` over action.yml defaults, plus INPUT_TOKEN. */
function inputEnv(
  options: RunActionOptions,
  declared: ActionInputSpec[] | undefined,
  env: Record<string, string>,
  problems: string[],
): Record<string, string> {
  const given = options.inputs ?? {};
  const result: Record<string, string> = {};
  const context = expressionContext(options, env);
  for (const spec of declared ?? []) {
    if (spec.default !== undefined)
      result[inputEnvName(spec.name)] = evaluateDefault(spec.default, context);
  }
  if (declared) {
    const known = new Set(declared.map((spec) => spec.name));
    const unexpected = Object.keys(given).filter((name) => !known.has(name));
    if (unexpected.length > 0) problems.push(`Unexpected input(s) '${unexpected.join("', '")}'`);
  }
  result.INPUT_TOKEN = options.token ?? FAKE_TOKEN;
  for (const [name, value] of Object.entries(given)) result[inputEnvName(name)] = String(value);
  return result;
}

function refName(ref: string): { name: string; type: 'branch' | 'tag' } {
  if (ref.startsWith('refs/tags/')) return { name: ref.slice('refs/tags/'.length), type: 'tag' };
  return { name: ref.replace(/^refs\/(heads|pull)\//, ''), type: 'branch' };
}

/** The variables the runner sets for a node action step; nothing inherited but PATH. */
function runnerEnv(options: RunActionOptions, files: RunnerFiles): Record<string, string> {
  const { event } = options;
  const repository = repositoryOf(options);
  const ref = options.ref ?? event.ref;
  const serverUrl = options.serverUrl ?? 'https://github.com';
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin',
    HOME: files.home, // hermetic: no developer git config or npmrc leaks into the run
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: options.workspace,
    GITHUB_EVENT_NAME: event.name,
    GITHUB_EVENT_PATH: files.event,
    GITHUB_REPOSITORY: repository,
    GITHUB_REPOSITORY_OWNER: repository.split('/')[0] ?? '',
    GITHUB_SHA: options.sha ?? event.sha,
    GITHUB_REF: ref,
    GITHUB_REF_NAME: refName(ref).name,
    GITHUB_REF_TYPE: refName(ref).type,
    GITHUB_HEAD_REF: event.headRef ?? '',
    GITHUB_BASE_REF: event.baseRef ?? '',
    GITHUB_API_URL: options.apiUrl,
    GITHUB_GRAPHQL_URL: `${options.apiUrl}/graphql`,
    GITHUB_SERVER_URL: serverUrl,
    GITHUB_RUN_ID: '1658821493',
    GITHUB_RUN_NUMBER: '42',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_WORKFLOW: 'ev',
    GITHUB_WORKFLOW_REF: `${repository}/.github/workflows/ev.yml@${ref}`,
    GITHUB_JOB: 'ev',
    GITHUB_ACTION: '__run',
    GITHUB_ACTOR: 'octocat',
    GITHUB_TRIGGERING_ACTOR: 'octocat',
    GITHUB_RETENTION_DAYS: '90',
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_ENV: files.env,
    GITHUB_STATE: files.state,
    GITHUB_PATH: files.path,
    RUNNER_TEMP: files.temp,
    RUNNER_TOOL_CACHE: join(files.root, 'toolcache'),
    RUNNER_OS: 'Linux',
    RUNNER_ARCH: 'X64',
    RUNNER_NAME: 'fake-runner',
    RUNNER_ENVIRONMENT: 'github-hosted',
  };
  return env;
}

function applyOverrides(
  env: Record<string, string>,
  overrides: Record<string, string | undefined>,
): void {
  for (const [name, value] of Object.entries(overrides)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
}

interface ChildResult {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

function runNode(
  node: string,
  bundle: string,
  cwd: string,
  env: Record<string, string>,
  killAfterMs: number,
  interrupt?: RunActionOptions['interrupt'],
): Promise<ChildResult> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(node, [bundle], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const poll =
      interrupt &&
      setInterval(() => {
        if (!interrupt.when()) return;
        clearInterval(poll);
        child.kill(interrupt.signal);
      }, 50);
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    let killed = false;
    const timer = setTimeout(() => {
      killed = true;
      child.kill('SIGKILL');
    }, killAfterMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      if (poll) clearInterval(poll);
      reject(error);
    });
    child.on('close', (exitCode, signal) => {
      clearTimeout(timer);
      if (poll) clearInterval(poll);
      const result = {
        exitCode,
        signal,
        stdout: Buffer.concat(stdout).toString('utf8'),
        stderr: Buffer.concat(stderr).toString('utf8'),
      };
      if (!killed) return resolvePromise(result);
      reject(
        new Error(
          `runAction: ${bundle} still running after ${killAfterMs} ms; killed.\n--- stdout\n${result.stdout.slice(-4000)}\n--- stderr\n${result.stderr.slice(-4000)}`,
        ),
      );
    });
  });
}

function readResults(
  files: RunnerFiles,
  child: ChildResult,
  problems: string[],
): Omit<RunActionResult, 'env' | 'spawned'> {
  const outputs = parseFileCommand(readFileSync(files.output, 'utf8'));
  const exportedEnv = parseFileCommand(readFileSync(files.env, 'utf8'));
  const state = parseFileCommand(readFileSync(files.state, 'utf8'));
  problems.push(...outputs.problems.map((p) => `GITHUB_OUTPUT ${p}`));
  problems.push(...exportedEnv.problems.map((p) => `GITHUB_ENV ${p}`));
  problems.push(...state.problems.map((p) => `GITHUB_STATE ${p}`));
  const summary = readFileSync(files.summary, 'utf8');
  if (Buffer.byteLength(summary) > MAX_STEP_SUMMARY_BYTES) {
    problems.push(
      `GITHUB_STEP_SUMMARY is ${Buffer.byteLength(summary)} bytes; the runner refuses more than 1 MiB`,
    );
  }
  return {
    ...child,
    outputs: outputs.values,
    summary,
    commands: [
      ...parseWorkflowCommands(child.stdout, 'stdout'),
      ...parseWorkflowCommands(child.stderr, 'stderr'),
    ],
    exportedEnv: exportedEnv.values,
    state: state.values,
    problems,
  };
}

/** Whether this run spawns the bundle (see the head of this file). */
export function spawnsBundle(
  options: Pick<RunActionOptions, 'spawn' | 'bundle' | 'node' | 'interrupt'>,
): boolean {
  if (options.spawn !== undefined) return options.spawn;
  return (
    options.bundle !== undefined ||
    options.node !== undefined ||
    options.interrupt !== undefined ||
    process.env.EV_ACTION_BUNDLE !== undefined ||
    process.env.EV_ACTION_NODE !== undefined ||
    process.env.EV_ACTION_SPAWN === '1'
  );
}

/** Runs the action once and collects everything the runner would. */
export async function runAction(options: RunActionOptions): Promise<RunActionResult> {
  if (!spawnsBundle(options)) return runInProcess(options);
  const bundle = resolve(options.bundle ?? actionBundle());
  if (!existsSync(bundle))
    throw new Error(`runAction: bundle ${bundle} does not exist (run npm run bundle?)`);
  const files = createRunnerFiles(options.event);
  try {
    const problems: string[] = [];
    const env = runnerEnv(options, files);
    Object.assign(env, inputEnv(options, declaredInputs(options, bundle), env, problems));
    applyOverrides(env, options.env ?? {});
    const child = await runNode(
      options.node ?? process.env.EV_ACTION_NODE ?? process.execPath,
      bundle,
      options.workspace,
      env,
      options.killAfterMs ?? DEFAULT_KILL_AFTER_MS,
      options.interrupt,
    );
    return { ...readResults(files, child, problems), env, spawned: true };
  } finally {
    if (!options.keepTemp) rmSync(files.root, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------
// In this process

type CoreModule = typeof import('@actions/core');
type MainModule = typeof import('../src/action/main.js');

let loaded: Promise<{ core: CoreModule; main: MainModule }> | undefined;

/**
 * The sources' entry and the @actions/core it writes through (the same module instance).
 * The first load transforms the action's sources (test-support/ts-transform.mjs): useE2E does it before the tests,
 * outside their timeouts.
 */
export function loadAction(): Promise<{ core: CoreModule; main: MainModule }> {
  // One after the other: two imports at once whose modules overlap (@actions/core's) can
  // fail in jest's ESM loader ("request for './command.js' is not in cache"), under load.
  loaded ??= import('@actions/core').then(async (core) => ({
    core,
    main: await import('../src/action/main.js'),
  }));
  return loaded;
}

/** One in-process run at a time: a run has the process's environment and streams to itself. */
let queue: Promise<unknown> = Promise.resolve();

/** A workflow command's data, escaped as @actions/core escapes it (launch.ts's fallback line). */
function commandData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

type Write = typeof process.stdout.write;

/**
 * Runs the sources' `run()` as the worker in dist/action.js would, with the
 * step's environment in place for @actions/core (its file commands and the
 * step summary are named there) and the process's streams captured while it runs.
 */
async function runInProcess(options: RunActionOptions): Promise<RunActionResult> {
  const { core, main } = await loadAction();
  const turn = queue.then(() => runTurn(options, core, main));
  queue = turn.catch(() => undefined);
  return turn;
}

async function runTurn(
  options: RunActionOptions,
  core: CoreModule,
  main: MainModule,
): Promise<RunActionResult> {
  const files = createRunnerFiles(options.event);
  const problems: string[] = [];
  const env = runnerEnv(options, files);
  const actionYml = options.actionYml ?? join(REPO_ROOT, 'action.yml');
  Object.assign(
    env,
    inputEnv(options, declaredInputs({ ...options, actionYml }, DEFAULT_BUNDLE), env, problems),
  );
  applyOverrides(env, options.env ?? {});
  const saved = { ...process.env };
  const savedExitCode = process.exitCode;
  const stdout: string[] = [];
  const stderr: string[] = [];
  const writes: { out: Write; err: Write } = {
    out: process.stdout.write,
    err: process.stderr.write,
  };
  const capture = (into: string[]): Write =>
    ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      into.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
      const done = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
      done?.();
      return true;
    }) as Write;
  try {
    for (const name of Object.keys(process.env)) delete process.env[name];
    Object.assign(process.env, env);
    process.exitCode = undefined;
    // @actions/core keeps the step summary's path once it has read it; this step has its own.
    (core.summary as unknown as { _filePath?: string })._filePath = undefined;
    core.summary.emptyBuffer();
    process.stdout.write = capture(stdout);
    process.stderr.write = capture(stderr);
    const payload = JSON.parse(readFileSync(files.event, 'utf8')) as object;
    let exitCode: number;
    try {
      await main.run({
        env: { ...env },
        getInput: (name) => (env[inputEnvName(name)] ?? '').trim(),
        context: { eventName: env.GITHUB_EVENT_NAME ?? '', payload },
        cwd: () => options.workspace,
        stdout: (text) => void stdout.push(text),
        ...(options.backOffSecondMs !== undefined
          ? { backOffSecondMs: options.backOffSecondMs }
          : {}),
      });
      exitCode = typeof process.exitCode === 'number' ? process.exitCode : 0;
    } catch (error) {
      // What launch.ts makes of an error the action did not catch itself.
      const message = error instanceof Error ? error.message : String(error);
      stdout.push(
        `::error::${commandData(`evolving stopped on an unexpected error: ${message}`)}\n`,
      );
      exitCode = 1;
    }
    process.stdout.write = writes.out;
    process.stderr.write = writes.err;
    const child: ChildResult = {
      exitCode,
      signal: null,
      stdout: stdout.join(''),
      stderr: stderr.join(''),
    };
    return { ...readResults(files, child, problems), env, spawned: false };
  } finally {
    process.stdout.write = writes.out;
    process.stderr.write = writes.err;
    for (const name of Object.keys(process.env)) delete process.env[name];
    Object.assign(process.env, saved);
    process.exitCode = savedExitCode;
    if (!options.keepTemp) rmSync(files.root, { recursive: true, force: true });
  }
}
