/**
 * `check --run` (docs/ev-0.1.md#running-bound-checks): runs a plan's bound checks (core/ticks/verdict/
 * bound-runs.ts), each binding's test and then its counter-test, and makes
 * ev's receipt of each. Beyond ev:
 *
 * - a per-check timeout: the process group is killed and the run is recorded
 *   `gray`, so the binding reads `gray->red`, never green; a counter-test that
 *   times out proves nothing, so `falsifiable` is recorded `false`;
 * - a child environment without credentials (secret-policy.ts);
 * - the output is passed through and also kept (check-process.ts), fenced
 *   from issuing workflow commands in the action, buffered and printed in
 *   plan order when bindings run at once;
 * - one content-addressed evidence line per execution (core/evidence.ts),
 *   appended with the receipt by receipt-writer.ts.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { debugQuote } from '../../core/text/debug-quote.js';
import {
  formatEvidenceLine,
  evidenceId,
  type RunEvidence,
} from '../../core/ticks/verdict/evidence.js';
import { formatTimestamp, type Receipt, type RunResult } from '../../core/ticks/verdict/receipt.js';
import type { BoundRun } from '../../core/ticks/verdict/bound-runs.js';
import type { RunOutput } from '../../render/ticks/report.js';
import { DEFAULT_EV_RULES, type EvRules } from '../../core/ticks/ev-rules.js';
import {
  runShellCommand,
  type CommandOptions,
  type CommandOutcome,
} from '../processes/check-process.js';
import { nowNanos } from '../runner/clock.js';
import { runGit, type GitContext } from '../git/runner.js';
import { appendBinding, type HeldWrites } from './receipt-writer.js';
import { childEnvironment } from '../processes/secret-policy.js';
import type { Store } from '../files/store.js';

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
  /** Which ev release's rules the receipts follow (default 0.1.32: see `couldNotExecute`). */
  rules?: EvRules;
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
  /**
   * How many bindings run at once (default 1: one after the other, output
   * passed through as it comes, as ev does). Above 1, each binding's output
   * is buffered (up to `OUTPUT_BUFFER_BYTES`) and printed whole, and its
   * evidence and receipt appended, in plan order, so neither the log nor any
   * file depends on which check finished first.
   */
  jobs?: number;
  /**
   * Hold the receipts and evidence lines here instead of appending them as
   * each binding ends (the action: what the checks wrote into the evidence
   * files is undone first, then `writeHeld` appends the action's own lines).
   */
  hold?: HeldWrites;
  clock?: () => bigint;
  tailBytes?: number;
  /**
   * Run each command in a PID namespace of its own where the host permits it
   * (check-process.ts `checkIsolation`; the action sets this): nothing it
   * starts outlives it, and it sees no other process.
   */
  isolate?: boolean;
}

export interface RunBoundChecksResult {
  records: RunRecord[];
  receipts: Receipt[];
  /** The plan entries whose test was executed, in plan order. */
  executed: BoundRun[];
  /** The commit the receipts name (HEAD), when it could be resolved. */
  commit?: string;
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

// ---------------------------------------------------------------------------
// Where a check's output goes

/** Output of one binding's commands, and the runner's own lines about it. */
interface OutputSink {
  /** A command's stdout (and, when fenced, its stderr). */
  stdout(text: string): void;
  stderr(text: string): void;
  /** The runner's own text on stdout (the fence lines): never dropped. */
  mark(text: string): void;
  /** The runner's own warnings on stderr: never dropped. */
  warn(text: string): void;
  /** The command that just ended printed more than the buffer keeps: say so (before its fence closes). */
  endOfCommand(): void;
}

/** Straight through, as the output comes (one binding at a time). */
function passThrough(options: RunBoundChecksOptions): OutputSink {
  return {
    stdout: options.stdout,
    stderr: options.stderr,
    mark: options.stdout,
    warn: options.stderr,
    endOfCommand: () => undefined,
  };
}

/** Most bytes of one binding's output kept for printing when bindings run at once. */
export const OUTPUT_BUFFER_BYTES = 1024 * 1024;

/**
 * Keeps one binding's output to print it whole later: the first
 * `OUTPUT_BUFFER_BYTES` of what its commands print, every mark, and a line
 * saying how much was left out. (The report's tail and the evidence hashes
 * are taken from the whole output, unaffected.)
 */
class BufferedOutput implements OutputSink {
  private readonly chunks: { stream: 'stdout' | 'stderr'; text: string }[] = [];
  private kept = 0;
  private omitted = 0;
  private full = false;

  stdout = (text: string): void => this.take('stdout', text);
  stderr = (text: string): void => this.take('stderr', text);
  mark = (text: string): void => void this.chunks.push({ stream: 'stdout', text });
  warn = (text: string): void => void this.chunks.push({ stream: 'stderr', text });

  endOfCommand(): void {
    if (this.omitted === 0) return;
    this.mark(
      `\n[evolving: ${this.omitted} more bytes of output not shown; the log keeps the first ${OUTPUT_BUFFER_BYTES} bytes of each command]\n`,
    );
    this.omitted = 0;
  }

  replay(target: Pick<OutputSink, 'stdout' | 'stderr'>): void {
    for (const chunk of this.chunks) target[chunk.stream](chunk.text);
  }

  private take(stream: 'stdout' | 'stderr', text: string): void {
    const bytes = Buffer.byteLength(text, 'utf8');
    // Once something was left out, so is everything after it: the log shows a prefix, not a collage.
    if (this.full || this.kept + bytes > OUTPUT_BUFFER_BYTES) {
      this.full = true;
      this.omitted += bytes;
      return;
    }
    this.kept += bytes;
    this.chunks.push({ stream, text });
  }
}

// ---------------------------------------------------------------------------
// Running one binding: its test, then its counter-test

/** Everything one binding's run produced, applied to the store in plan order. */
interface BindingOutcome {
  run: BoundRun;
  /** Each execution with its evidence line, test first. */
  executions: { record: RunRecord; evidenceLine: string }[];
  receipt?: Receipt;
  output?: BufferedOutput;
}

interface RunContext {
  options: RunBoundChecksOptions;
  env: NodeJS.ProcessEnv;
  commit: { sha: string } | { error: string };
  host: string;
  clock: () => bigint;
}

/** How a command ended, for its log group: `exit 0`, `timed out`, `killed`, `could not start`. */
function howItEnded(outcome: CommandOutcome): string {
  if (outcome.spawnError !== undefined) return 'could not start';
  if (outcome.timedOut) return 'timed out';
  return outcome.exitCode === null ? 'killed' : `exit ${outcome.exitCode}`;
}

/** Longest command shown in a group's name (the whole command is in the report). */
const GROUP_COMMAND_CHARS = 200;

/**
 * `test: <command> — exit 1`, the name of a command's log group: one line, no
 * control characters, `%` escaped as workflow-command data is.
 */
export function groupName(
  role: RunRecord['role'],
  command: string,
  outcome: CommandOutcome,
): string {
  // eslint-disable-next-line no-control-regex
  const oneLine = command.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim();
  const shown =
    oneLine.length > GROUP_COMMAND_CHARS
      ? `${oneLine.slice(0, GROUP_COMMAND_CHARS - 1)}…`
      : oneLine;
  return `${role}: ${shown} — ${howItEnded(outcome)}`.replace(/%/g, '%25');
}

async function execute(
  ctx: RunContext,
  command: string,
  role: RunRecord['role'],
  sink: OutputSink,
): Promise<CommandOutcome> {
  const { options } = ctx;
  const fence = options.fenceWorkflowCommands ? randomUUID() : undefined;
  // Fenced (the action): the command's output is held until it ends, so that its log group
  // can be named by its exit code; the fence inside the group keeps it from issuing commands.
  const held = fence ? new BufferedOutput() : undefined;
  const commandOptions: CommandOptions = {
    cwd: options.git.cwd,
    env: ctx.env,
    onStdout: held ? held.stdout : sink.stdout,
    // Fenced output must go through the one fenced stream: the runner reads commands on both.
    onStderr: held ? held.stdout : sink.stderr,
    clock: ctx.clock,
  };
  if (options.timeoutMs !== undefined) commandOptions.timeoutMs = options.timeoutMs;
  if (options.tailBytes !== undefined) commandOptions.tailBytes = options.tailBytes;
  if (options.isolate) commandOptions.isolate = true;
  const outcome = await runShellCommand(command, commandOptions);
  if (!held || !fence) {
    sink.endOfCommand();
    return outcome;
  }
  held.endOfCommand();
  sink.mark(`::group::${groupName(role, command, outcome)}\n`);
  sink.mark(`::stop-commands::${fence}\n`);
  held.replay({ stdout: sink.stdout, stderr: sink.stdout });
  sink.endOfCommand();
  sink.mark(`\n::${fence}::\n::endgroup::\n`);
  return outcome;
}

function execution(
  ctx: RunContext,
  run: BoundRun,
  command: string,
  role: RunRecord['role'],
  outcome: CommandOutcome,
  sha: string,
): { record: RunRecord; evidenceLine: string } {
  const result = resultOf(outcome, ctx.options.greenExitCode);
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
    host: ctx.host,
  };
  const record: RunRecord = {
    ref: command,
    boundRef: run.ref,
    role,
    platform: run.platform,
    exitCode: outcome.exitCode,
    timedOut: outcome.timedOut,
    result,
    outputTail: outcome.outputTail,
    evidenceId: evidenceId(evidence),
  };
  return { record, evidenceLine: formatEvidenceLine(evidence) };
}

/**
 * Exit 126 (not executable) or 127 (not found) from `sh -c`: the command
 * could not be executed, which is no pass or fail (ev 0.1.9). A command that
 * means to exit 126 or 127 cannot be told apart; it counts as not executed,
 * which gates rather than passes.
 */
export function couldNotExecute(outcome: CommandOutcome): boolean {
  return !outcome.timedOut && (outcome.exitCode === 126 || outcome.exitCode === 127);
}

function counterCouldNotRun(counterTest: string, why: string): string {
  return `warning: counter-test ${debugQuote(counterTest)} could not run (${why}) — recording unproven\n`;
}

/**
 * ev 0.1.9 and 0.1.28 under the counter-test: one that could not execute
 * makes the receipt `falsifiable: false` (ev 0.1.2 wrote `true` when the test
 * passed, since the counter "failed"); one that agreed with the test is no
 * negative control. Either way the binding reads unproven, and ev says why.
 */
function noteUnprovenCounterTest(
  counterTest: string,
  counter: CommandOutcome,
  receipt: Receipt,
  sink: OutputSink,
): void {
  if (couldNotExecute(counter)) {
    const why = `${debugQuote(counterTest)} could not be executed (exit ${counter.exitCode})`;
    sink.warn(counterCouldNotRun(counterTest, why));
    receipt.falsifiable = false;
  } else if (receipt.falsifiable === false && !counter.timedOut) {
    sink.warn(
      `warning: counter-test ${debugQuote(counterTest)} did not flip (it agreed with the check) — not a valid negative control; recording unproven\n`,
    );
  }
}

/** Runs the test, then (when it ran) the counter-test that proves it falsifiable. Writes nothing. */
async function runBinding(
  ctx: RunContext,
  run: BoundRun,
  sink: OutputSink,
): Promise<BindingOutcome> {
  const outcome: BindingOutcome = { run, executions: [] };
  if ('error' in ctx.commit) {
    sink.warn(`warning: run failed for ${debugQuote(run.ref)}: ${ctx.commit.error}\n`);
    return outcome;
  }
  const sha = ctx.commit.sha;
  const ranAt = formatTimestamp(ctx.clock());
  const test = await execute(ctx, run.ref, 'test', sink);
  if (test.spawnError !== undefined) {
    sink.warn(
      `warning: run failed for ${debugQuote(run.ref)}: cannot run ${debugQuote(run.ref)}: ${test.spawnError}\n`,
    );
    return outcome;
  }
  const tested = execution(ctx, run, run.ref, 'test', test, sha);
  outcome.executions.push(tested);
  const newRules = (ctx.options.rules ?? DEFAULT_EV_RULES) !== '0.1.2';
  if (newRules && couldNotExecute(test)) {
    // ev 0.1.9: a test sh could not execute is no result at all: no receipt, as for a spawn failure.
    const why = `${debugQuote(run.ref)} could not be executed (exit ${test.exitCode})`;
    sink.warn(`warning: run failed for ${debugQuote(run.ref)}: ${why}\n`);
    return outcome;
  }
  const receipt: Receipt = {
    test: run.ref,
    platform: run.platform,
    commit: sha,
    ran_at: ranAt,
    result: tested.record.result,
  };
  if (run.counterTest !== undefined) {
    // Prove falsifiability: the counter-test must produce the opposite result.
    const counter = await execute(ctx, run.counterTest, 'counter-test', sink);
    if (counter.spawnError === undefined) {
      const countered = execution(ctx, run, run.counterTest, 'counter-test', counter, sha);
      outcome.executions.push(countered);
      receipt.falsifiable = counter.timedOut ? false : receipt.result !== countered.record.result;
      if (newRules) noteUnprovenCounterTest(run.counterTest, counter, receipt, sink);
    } else if (newRules) {
      // ev 0.1.9: a declared counter-test that cannot run proves nothing: unproven, never left unsaid.
      const why = `cannot run ${debugQuote(run.counterTest)}: ${counter.spawnError}`;
      sink.warn(counterCouldNotRun(run.counterTest, why));
      receipt.falsifiable = false;
    }
  }
  outcome.receipt = receipt;
  return outcome;
}

/**
 * Runs `work` on every item with at most `jobs` at once, and hands each
 * result to `done` in item order, as soon as it and every earlier one are
 * finished. With `jobs` 1 this is a plain loop.
 */
async function inItemOrder<T, R>(
  items: readonly T[],
  jobs: number,
  work: (item: T) => Promise<R>,
  done: (result: R) => void,
): Promise<void> {
  const results = new Map<number, R>();
  let next = 0;
  let handed = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      results.set(index, await work(items[index] as T));
      while (results.has(handed)) {
        const result = results.get(handed) as R;
        results.delete(handed++);
        done(result);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(jobs, items.length)) }, worker));
}

export async function runBoundChecks(
  options: RunBoundChecksOptions,
): Promise<RunBoundChecksResult> {
  const { env, removed } = childEnvironment(options.env);
  const result: RunBoundChecksResult = {
    records: [],
    receipts: [],
    executed: [],
    removedEnv: removed,
  };
  if (options.plan.length === 0) return result;
  const ctx: RunContext = {
    options,
    env,
    // Resolved once (ev asks git per run): HEAD does not move while we run.
    commit: await receiptCommit(options.git),
    host: hostname(),
    clock: options.clock ?? nowNanos,
  };
  if ('sha' in ctx.commit) result.commit = ctx.commit.sha;
  const jobs = options.jobs ?? 1;
  await inItemOrder(
    options.plan,
    jobs,
    async (run) => {
      if (jobs === 1) return runBinding(ctx, run, passThrough(options));
      const output = new BufferedOutput();
      return { ...(await runBinding(ctx, run, output)), output };
    },
    (outcome) => {
      outcome.output?.replay(options);
      record(options, outcome, result);
    },
  );
  return result;
}

/** Keeps one binding's records, and appends (or holds) its evidence and receipt, in plan order. */
function record(
  options: RunBoundChecksOptions,
  outcome: BindingOutcome,
  result: RunBoundChecksResult,
): void {
  const { run } = outcome;
  for (const { record } of outcome.executions) result.records.push(record);
  if (outcome.executions.length > 0) result.executed.push(run);
  const held = {
    run,
    evidenceLines: outcome.executions.map((e) => e.evidenceLine),
    ...(outcome.receipt ? { receipt: outcome.receipt } : {}),
  };
  if (options.hold) options.hold.bindings.push(held);
  else appendBinding(options, held, result.receipts);
}
