/**
 * `check --run` (ledger.md §10): executes each bound ref, and its
 * counter-test, with `sh -c` in the repository root, and appends ev's
 * receipt. Beyond ev:
 *
 * - a per-check timeout: the process group is killed and the run is recorded
 *   `gray`, so the binding reads `gray->red`, never green; a counter-test that
 *   times out proves nothing, so `falsifiable` is recorded `false`;
 * - a child environment without credentials (see `childEnvironment`);
 * - the output is passed through and also kept: a bounded tail for the
 *   report, and the SHA-256 of all of stdout and stderr for the evidence;
 * - one content-addressed evidence line per execution (core/evidence.ts);
 * - stdin is /dev/null (ev inherits it; a test waiting on a terminal would
 *   hang a CI job).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { StringDecoder } from 'node:string_decoder';
import { debugQuote } from '../core/text/debug-quote.js';
import { formatEvidenceLine, evidenceId, type RunEvidence } from '../core/verdict/evidence.js';
import { formatTimestamp, type Receipt, type RunResult } from '../core/verdict/receipt.js';
import { isEvaluated } from '../core/verdict/verdict.js';
import type { RunOutput } from '../core/render/report.js';
import type { Tick } from '../core/ledger/tick.js';
import { runGit, type GitContext } from './git.js';
import { appendEvidence, appendReceipt } from './results.js';
import type { Store } from './store.js';

// ---------------------------------------------------------------------------
// The child environment
// ---------------------------------------------------------------------------

/** Removed by name: the job's GitHub credentials and the runner's own service endpoints. */
const SECRET_NAMES = new Set([
  'GITHUB_TOKEN',
  'GH_TOKEN',
  'GH_ENTERPRISE_TOKEN',
  'GITHUB_ENTERPRISE_TOKEN',
  'ACTIONS_RUNTIME_TOKEN',
  'ACTIONS_ID_TOKEN_REQUEST_TOKEN',
  'ACTIONS_ID_TOKEN_REQUEST_URL',
]);

/**
 * Removed by prefix: action inputs (`INPUT_TOKEN` among them), the runner's
 * service endpoints, and the step's command files, through which a process
 * could set environment, PATH or outputs for later steps of the job.
 */
const SECRET_PREFIXES = [
  'INPUT_',
  'ACTIONS_RUNTIME_',
  'ACTIONS_ID_TOKEN_',
  'ACTIONS_RESULTS_',
  'ACTIONS_CACHE_',
];
const STEP_FILES = new Set([
  'GITHUB_ENV',
  'GITHUB_PATH',
  'GITHUB_OUTPUT',
  'GITHUB_STATE',
  'GITHUB_STEP_SUMMARY',
]);

/** Any name with a credential word as one of its `_`-separated words: NPM_TOKEN, AWS_SECRET_ACCESS_KEY, OPENAI_API_KEY… */
const SECRET_WORDS =
  /(?:^|_)(?:TOKEN|SECRET|PASSWORD|PASSWD|PASSPHRASE|CREDENTIALS?|APIKEY|API_KEY|PRIVATE_KEY|ACCESS_KEY)(?:_|$)/i;

export function isSecretName(name: string): boolean {
  const upper = name.toUpperCase();
  return (
    SECRET_NAMES.has(upper) ||
    STEP_FILES.has(upper) ||
    SECRET_PREFIXES.some((prefix) => upper.startsWith(prefix)) ||
    SECRET_WORDS.test(upper)
  );
}

/**
 * The environment a bound command runs with: ours minus every variable
 * `isSecretName` matches. A bound test is code from the branch under review;
 * it must not be able to act as the workflow (push, comment, mint OIDC
 * tokens) or steer later steps. Note: a checkout with persisted credentials
 * (`actions/checkout`'s default) keeps the token in `.git/config`; use
 * `persist-credentials: false` to keep it from bound commands too.
 */
export function childEnvironment(env: NodeJS.ProcessEnv): {
  env: NodeJS.ProcessEnv;
  removed: string[];
} {
  const kept: NodeJS.ProcessEnv = {};
  const removed: string[] = [];
  for (const [name, value] of Object.entries(env)) {
    if (isSecretName(name)) removed.push(name);
    else kept[name] = value;
  }
  return { env: kept, removed: removed.sort() };
}

// ---------------------------------------------------------------------------
// Running one command
// ---------------------------------------------------------------------------

export interface CommandOutcome {
  /** null when the process was killed (timeout, signal) or never started. */
  exitCode: number | null;
  signal: string | null;
  timedOut: boolean;
  /** Set when `sh` could not be started at all. */
  spawnError?: string;
  stdoutSha256: string;
  stderrSha256: string;
  stdoutBytes: number;
  stderrBytes: number;
  /** The end of stdout and stderr as they interleaved, at most `tailBytes`. */
  outputTail: string;
  startedAt: bigint;
  finishedAt: bigint;
}

export interface CommandOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Kill the command's process group after this long; undefined = no limit (as ev). */
  timeoutMs?: number;
  onStdout?: (text: string) => void;
  onStderr?: (text: string) => void;
  tailBytes?: number;
  clock?: () => bigint;
}

export const DEFAULT_TAIL_BYTES = 16 * 1024;
/** After SIGTERM, how long a timed-out group gets before SIGKILL. */
const KILL_GRACE_MS = 2000;
/** After exit, how long to wait for grandchildren still holding the pipes. */
const DRAIN_GRACE_MS = 2000;

/** Wall-clock nanoseconds, strictly increasing within the process. */
const clockAnchor = { ms: BigInt(Date.now()), hr: process.hrtime.bigint() };
export function nowNanos(): bigint {
  return clockAnchor.ms * 1_000_000n + (process.hrtime.bigint() - clockAnchor.hr);
}

/** Keeps the last `limit` bytes written. */
class Tail {
  private chunks: Buffer[] = [];
  private size = 0;
  constructor(private readonly limit: number) {}
  push(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.size += chunk.length;
    while (this.size - (this.chunks[0]?.length ?? 0) >= this.limit && this.chunks.length > 1) {
      this.size -= (this.chunks.shift() as Buffer).length;
    }
  }
  text(): string {
    const all = Buffer.concat(this.chunks);
    const tail = all.subarray(Math.max(0, all.length - this.limit));
    // A cut through a multi-byte character leaves replacement characters at the start: drop them.
    return tail.toString('utf8').replace(/^\uFFFD+/, '');
  }
}

/** Detached process groups still running, killed if we exit first. */
const liveGroups = new Set<number>();
process.on('exit', () => {
  for (const pid of liveGroups) killGroup(pid, 'SIGKILL');
});

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

export function runShellCommand(command: string, options: CommandOptions): Promise<CommandOutcome> {
  const clock = options.clock ?? nowNanos;
  const startedAt = clock();
  const tail = new Tail(options.tailBytes ?? DEFAULT_TAIL_BYTES);
  const hashes = { stdout: createHash('sha256'), stderr: createHash('sha256') };
  const bytes = { stdout: 0, stderr: 0 };
  const decoders = { stdout: new StringDecoder('utf8'), stderr: new StringDecoder('utf8') };
  // A timeout needs the whole group killable: run it in its own process group then.
  const detached = options.timeoutMs !== undefined;

  return new Promise((resolve) => {
    let child: ChildProcess;
    let timedOut = false;
    let settled = false;
    const timers: NodeJS.Timeout[] = [];
    const finish = (exitCode: number | null, signal: string | null, spawnError?: string): void => {
      if (settled) return;
      settled = true;
      timers.forEach(clearTimeout);
      if (child?.pid !== undefined) liveGroups.delete(child.pid);
      const flush = (stream: 'stdout' | 'stderr', sink?: (text: string) => void): void => {
        const rest = decoders[stream].end();
        if (rest !== '' && sink) sink(rest);
      };
      flush('stdout', options.onStdout);
      flush('stderr', options.onStderr);
      const outcome: CommandOutcome = {
        exitCode,
        signal,
        timedOut,
        stdoutSha256: hashes.stdout.digest('hex'),
        stderrSha256: hashes.stderr.digest('hex'),
        stdoutBytes: bytes.stdout,
        stderrBytes: bytes.stderr,
        outputTail: tail.text(),
        startedAt,
        finishedAt: clock(),
      };
      if (spawnError !== undefined) outcome.spawnError = spawnError;
      resolve(outcome);
    };
    try {
      child = spawn('sh', ['-c', command], {
        cwd: options.cwd,
        env: options.env,
        stdio: ['ignore', 'pipe', 'pipe'],
        detached,
      });
    } catch (error) {
      finish(null, null, error instanceof Error ? error.message : String(error));
      return;
    }
    const take =
      (stream: 'stdout' | 'stderr', sink?: (text: string) => void) => (chunk: Buffer) => {
        hashes[stream].update(chunk);
        bytes[stream] += chunk.length;
        tail.push(chunk);
        if (sink) {
          const text = decoders[stream].write(chunk);
          if (text !== '') sink(text);
        }
      };
    child.stdout?.on('data', take('stdout', options.onStdout));
    child.stderr?.on('data', take('stderr', options.onStderr));
    child.on('error', (error) => finish(null, null, error.message));
    if (detached && child.pid !== undefined) liveGroups.add(child.pid);
    if (options.timeoutMs !== undefined) {
      timers.push(
        setTimeout(() => {
          timedOut = true;
          if (child.pid === undefined) return;
          killGroup(child.pid, 'SIGTERM');
          timers.push(setTimeout(() => killGroup(child.pid as number, 'SIGKILL'), KILL_GRACE_MS));
        }, options.timeoutMs),
      );
    }
    let exit: { code: number | null; signal: string | null } | undefined;
    child.on('exit', (code, signal) => {
      exit = { code, signal };
      // Grandchildren may keep our pipes open: do not wait for them forever.
      timers.push(
        setTimeout(() => {
          child.stdout?.destroy();
          child.stderr?.destroy();
          finish(code, signal);
        }, DRAIN_GRACE_MS),
      );
    });
    child.on('close', (code, signal) => finish(exit?.code ?? code, exit?.signal ?? signal));
  });
}

// ---------------------------------------------------------------------------
// Running the bound checks of a ledger
// ---------------------------------------------------------------------------

export interface BoundRun {
  tickFile: string;
  tickId: string;
  groundIndex: number;
  ref: string;
  counterTest?: string;
  platform: string;
}

/** Every test ground of a live tick that declares `platform`, in ledger order (as ev runs them). */
export function planBoundRuns(
  ticks: readonly { file: string; tick: Tick }[],
  platform: string,
): BoundRun[] {
  const plan: BoundRun[] = [];
  for (const { file, tick } of ticks) {
    if (!isEvaluated(tick)) continue;
    tick.grounds.forEach((ground, groundIndex) => {
      const check = ground.check;
      if (check?.by !== 'test' || !check.liveness.platforms.includes(platform)) return;
      const run: BoundRun = {
        tickFile: file,
        tickId: tick.id,
        groundIndex,
        ref: check.ref,
        platform,
      };
      if (check.counter_test !== undefined) run.counterTest = check.counter_test;
      plan.push(run);
    });
  }
  return plan;
}

/** One execution, as the report shows it (matches core/report.ts RunOutput). */
/** One execution: what the report shows (RunOutput), plus its binding and evidence id. */
export interface RunRecord extends RunOutput {
  /** The binding this execution belongs to. */
  boundRef: string;
  evidenceId: string;
}

export interface RunBoundChecksOptions {
  store: Store;
  git: GitContext;
  plan: readonly BoundRun[];
  greenExitCode: number;
  timeoutMs?: number;
  /** The environment to scrub for the children (usually the process's). */
  env: NodeJS.ProcessEnv;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /**
   * Wrap each command's output in `::stop-commands::<random>` … `::<random>::`
   * so it cannot issue workflow commands (the action sets this); its stderr is
   * then passed through on stdout, inside the same fence.
   */
  fenceWorkflowCommands?: boolean;
  clock?: () => bigint;
  tailBytes?: number;
}

export interface RunBoundChecksResult {
  records: RunRecord[];
  receipts: Receipt[];
  /** Variables removed from the children's environment. */
  removedEnv: string[];
}

function resultOf(outcome: CommandOutcome, greenExitCode: number): RunResult {
  if (outcome.timedOut) return 'gray';
  return outcome.exitCode === greenExitCode ? 'green' : 'red';
}

/** HEAD's commit for the receipts, or ev's message for why there is none. */
async function receiptCommit(git: GitContext): Promise<{ sha: string } | { error: string }> {
  const result = await runGit(git, ['rev-parse', 'HEAD']);
  if (result.code !== 0)
    return { error: 'cannot resolve verified_at_sha (not a git repo?) — pass --verified-at-sha' };
  const sha = result.stdout.toString('utf8').trim();
  return /^[0-9a-f]{40}$/.test(sha)
    ? { sha }
    : { error: `verified_at_sha must be 40 lowercase hex: ${sha}` };
}

export async function runBoundChecks(
  options: RunBoundChecksOptions,
): Promise<RunBoundChecksResult> {
  const clock = options.clock ?? nowNanos;
  const { env, removed } = childEnvironment(options.env);
  const records: RunRecord[] = [];
  const receipts: Receipt[] = [];
  if (options.plan.length === 0) return { records, receipts, removedEnv: removed };
  // Resolved once (ev asks git per run): HEAD does not move while we run.
  const commit = await receiptCommit(options.git);
  const host = hostname();

  const execute = async (command: string): Promise<CommandOutcome> => {
    const fence = options.fenceWorkflowCommands ? randomUUID() : undefined;
    if (fence) options.stdout(`::stop-commands::${fence}\n`);
    const commandOptions: CommandOptions = {
      cwd: options.git.cwd,
      env,
      onStdout: options.stdout,
      // Fenced output must go through the one fenced stream: the runner reads commands on both.
      onStderr: fence ? options.stdout : options.stderr,
      clock,
    };
    if (options.timeoutMs !== undefined) commandOptions.timeoutMs = options.timeoutMs;
    if (options.tailBytes !== undefined) commandOptions.tailBytes = options.tailBytes;
    const outcome = await runShellCommand(command, commandOptions);
    if (fence) options.stdout(`\n::${fence}::\n`);
    return outcome;
  };

  const record = (
    run: BoundRun,
    command: string,
    role: RunRecord['role'],
    outcome: CommandOutcome,
    sha: string,
  ) => {
    const result = resultOf(outcome, options.greenExitCode);
    const evidence: RunEvidence = {
      ref: command,
      bound_ref: run.ref,
      role,
      platform: run.platform,
      commit: sha,
      result,
      exit_code: outcome.exitCode,
      signal: outcome.signal,
      timed_out: outcome.timedOut,
      stdout_sha256: outcome.stdoutSha256,
      stderr_sha256: outcome.stderrSha256,
      stdout_bytes: outcome.stdoutBytes,
      stderr_bytes: outcome.stderrBytes,
      started_at: formatTimestamp(outcome.startedAt),
      finished_at: formatTimestamp(outcome.finishedAt),
      duration_ms: Number((outcome.finishedAt - outcome.startedAt) / 1_000_000n),
      host,
    };
    try {
      appendEvidence(options.store, run.ref, formatEvidenceLine(evidence));
    } catch (error) {
      options.stderr(
        `warning: could not write run evidence for ${debugQuote(run.ref)}: ${(error as Error).message}\n`,
      );
    }
    records.push({
      ref: command,
      boundRef: run.ref,
      role,
      platform: run.platform,
      exitCode: outcome.exitCode,
      timedOut: outcome.timedOut,
      result,
      outputTail: outcome.outputTail,
      evidenceId: evidenceId(evidence),
    });
    return result;
  };

  for (const run of options.plan) {
    if ('error' in commit) {
      options.stderr(`warning: run failed for ${debugQuote(run.ref)}: ${commit.error}\n`);
      continue;
    }
    const ranAt = formatTimestamp(clock());
    const test = await execute(run.ref);
    if (test.spawnError !== undefined) {
      options.stderr(
        `warning: run failed for ${debugQuote(run.ref)}: cannot run ${debugQuote(run.ref)}: ${test.spawnError}\n`,
      );
      continue;
    }
    const receipt: Receipt = {
      test: run.ref,
      platform: run.platform,
      commit: commit.sha,
      ran_at: ranAt,
      result: record(run, run.ref, 'test', test, commit.sha),
    };
    if (run.counterTest !== undefined) {
      // Prove falsifiability: the counter-test must produce the opposite result.
      const counter = await execute(run.counterTest);
      if (counter.spawnError === undefined) {
        const counterResult = record(run, run.counterTest, 'counter-test', counter, commit.sha);
        receipt.falsifiable = counter.timedOut ? false : receipt.result !== counterResult;
      }
    }
    try {
      appendReceipt(options.store, receipt);
      receipts.push(receipt);
    } catch (error) {
      options.stderr(
        `warning: could not write receipt for ${debugQuote(run.ref)}: ${(error as Error).message}\n`,
      );
    }
  }
  return { records, receipts, removedEnv: removed };
}
