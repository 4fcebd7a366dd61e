/**
 * The pull-request bot (docs/USAGE.md#the-bot): on `issue_comment`, answer a
 * `/evolving <command>` (or `/ev <command>`) comment with what the CLI's
 * read-only command of the same name prints for the checked-out ledger.
 *
 * - a comment by a bot, or one that is not a command: nothing at all, not
 *   one API call (so the bot never answers itself);
 * - someone who is neither a member, a collaborator nor the pull request's
 *   author: a `confused` reaction, no answer;
 * - everyone else: an `eyes` reaction when work starts, then a new comment
 *   with the command's output. The command runs in-process through the
 *   command functions the CLI runs (models/commands.ts), so the answer is the
 *   CLI's output byte for byte.
 *
 * Which commands exist follows the checked-out store's model (detectStore):
 * ev 0.1's on decisions, ev 0.2's (`brief`, `line`, `doctor`, `verify`) on
 * claims, both on a store with both. Only the read-only commands can run
 * (bot-command.ts builds their arguments; nothing from the comment is ever
 * executed), nothing is written to the ledger (ev 0.2's `verify` appends
 * events; ours records nothing), the ledger is read with the untrusted-file
 * defences from the working directory only, and git gets no token.
 */
import * as core from '@actions/core';
import { join, resolve } from 'node:path';
import { lookupTickFile } from '../adapters/ticks/ledger-reader.js';
import { detectStore, storeAt } from '../adapters/files/store.js';
import { linkOnTheWay, listEntries } from '../adapters/files/untrusted-file.js';
import { readTick } from '../core/ticks/tick-reader.js';
import {
  addReaction,
  createComment,
  findPullRequestCheckRun,
  type GitHubClient,
  type Reaction,
  type Repo,
} from '../adapters/github/client.js';
import { locateRepository } from '../adapters/git/runner.js';
import { childEnvironment } from '../adapters/processes/secret-policy.js';
import { runCommand } from '../models/commands.js';
import { parseGlobalOptions, withGlobalOptions } from '../commands/global-options.js';
import { UsageError, type CliIo } from '../commands/io.js';
import {
  renderAnswer,
  renderHelp,
  reopenWithoutReceiptsNote,
  whyTickIdNote,
  type CommandRun,
} from '../render/bot-answer.js';
import { parseBotComment, type BotRequest, type BotStore } from '../render/bot-command.js';
import { pullRequestChecksUrl } from '../render/links.js';
import { commandCommentOf, isAnswered, type CommandComment } from './event.js';
import { workingDirectoryRefusal } from './ticks/review.js';
import type { ActionInputs } from './inputs.js';
import { writeSummary } from './publish.js';

export interface BotOutcome {
  /** The command handled (`why`, `help`…), or empty when none was. */
  command: string;
  commentUrl?: string;
  /** Why the step fails: the answer could not be posted. */
  failure?: string;
}

export interface BotContext {
  inputs: ActionInputs;
  payload: Record<string, unknown>;
  workspace: string;
  repo: Repo;
  /** The step's environment (settings.ts): git starts from it, without the token or any other secret. */
  env: NodeJS.ProcessEnv;
  /** Where links point (GITHUB_SERVER_URL, settings.ts). */
  serverUrl: string;
  /** undefined without a token: the answer goes to the job summary only. */
  client?: GitHubClient;
}

const NOTHING: BotOutcome = { command: '' };

/** Runs one CLI command in-process, capturing what it prints. */
async function runCliCommand(
  argv: readonly string[],
  cwd: string,
  context: Pick<BotContext, 'workspace' | 'env'>,
): Promise<CommandRun> {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    cwd,
    // git (triggered_since) runs without the token or any other secret (git/runner.ts keeps less still).
    env: childEnvironment(context.env).env,
    // Located from the workspace root: a repository committed into the ledger's directory is never used.
    repository: await locateRepository(context.workspace, context.env, cwd),
    stdout: (text) => void (stdout += text),
    stderr: (text) => void (stderr += text),
  };
  let exitCode: number;
  try {
    const options = parseGlobalOptions(argv);
    const [name = '', ...args] = options.rest;
    exitCode = await runCommand(name, args, withGlobalOptions(io, options), {
      evRulesGiven: options.evRulesGiven,
      // The working directory's store only: nothing above the checkout is read.
      storeAbove: false,
    });
  } catch (error) {
    stderr += `error: ${error instanceof Error ? error.message : String(error)}\n`;
    exitCode = error instanceof UsageError ? 2 : 1;
  }
  return { argv, stdout, stderr, exitCode };
}

/**
 * The ledger directory and the model of its store, unless a link on the way
 * would lead out of the checkout (then every command of either model is
 * answered with the refusal).
 */
type Ledger = { dir: string; store: BotStore } | { refused: string; store: BotStore };

function ledgerOf(context: BotContext): Ledger {
  const { workspace, inputs } = context;
  const dir = resolve(workspace, inputs.workingDirectory);
  const refusal = workingDirectoryRefusal(workspace, dir, inputs.workingDirectory);
  if (refusal !== undefined) return { refused: `error: ${refusal}\n`, store: 'both' };
  return { dir, store: botStoreAt(dir) };
}

/** Which commands the store in `dir` (not above it) answers: no store at all answers as ev 0.1. */
function botStoreAt(dir: string): BotStore {
  const found = detectStore(dir);
  if (found.root !== dir || found.model === 'none') return 'ticks';
  return found.model;
}

/** The test selectors a tick's grounds are bound to, when `name` is a readable tick file. */
function selectorsOfTick(dir: string, name: string): string[] | undefined {
  const found = lookupTickFile(storeAt(dir), name);
  if (found.kind !== 'found') return undefined;
  const read = readTick(found.bytes);
  if (!read.ok) return undefined;
  const selectors = read.tick.grounds.flatMap((g) => (g.check?.by === 'test' ? [g.check.ref] : []));
  return [...new Set(selectors)];
}

/** Whether any receipt file is there to judge by (the bot's checkout usually has none). */
function hasReceipts(dir: string): boolean {
  const receipts = join(storeAt(dir).resultsDir, 'receipts');
  if (linkOnTheWay(dir, receipts) !== undefined) return false;
  try {
    return listEntries(receipts).some((entry) => entry.name.endsWith('.jsonl'));
  } catch {
    return false;
  }
}

/**
 * Where the pull request's verdicts are: its `check-name` check run when the
 * API finds one, else the pull request's checks tab.
 */
async function verdictsUrl(context: BotContext, number: number): Promise<string | undefined> {
  if (context.client !== undefined) {
    try {
      const found = await findPullRequestCheckRun(
        context.client,
        context.repo,
        number,
        context.inputs.checkName,
      );
      if (found !== undefined) return found;
    } catch (error) {
      core.info(`evolving: could not look up the check run: ${message(error)}`);
    }
  }
  return pullRequestChecksUrl(
    context.serverUrl,
    `${context.repo.owner}/${context.repo.repo}`,
    number,
  );
}

/** What the output alone would mislead about: a tick id given to `why`, `reopen` without receipts. */
async function noteFor(
  request: Extract<BotRequest, { kind: 'run' }>,
  run: CommandRun,
  dir: string,
  context: BotContext,
  issueNumber: number,
): Promise<string | undefined> {
  const argument = request.argv.at(-1) ?? '';
  if (request.name === 'why' && run.exitCode === 1) {
    const selectors = selectorsOfTick(dir, argument);
    return selectors === undefined ? undefined : whyTickIdNote(argument, selectors);
  }
  if (
    request.name === 'reopen' &&
    run.exitCode === 0 &&
    run.stdout.includes(' now: ') &&
    !hasReceipts(dir)
  )
    return reopenWithoutReceiptsNote(
      context.inputs.checkName,
      await verdictsUrl(context, issueNumber),
    );
  return undefined;
}

async function answerFor(
  request: BotRequest,
  ledger: Ledger,
  context: BotContext,
  issueNumber: number,
): Promise<string> {
  if (request.kind === 'help') return renderHelp(request.line, undefined, ledger.store);
  if (request.kind === 'invalid') return renderHelp(request.line, request.problem, ledger.store);
  if (request.kind !== 'run') throw new Error('not a command');
  if (!('dir' in ledger))
    return renderAnswer(request.line, {
      argv: request.argv,
      stdout: '',
      stderr: ledger.refused,
      exitCode: 1,
    });
  const run = await runCliCommand(request.argv, ledger.dir, context);
  if (request.model === 'claims') return renderAnswer(request.line, run, { evRelease: '0.2.4' });
  const note = await noteFor(request, run, ledger.dir, context, issueNumber);
  return renderAnswer(request.line, run, note === undefined ? {} : { note });
}

async function react(
  context: BotContext,
  comment: CommandComment,
  content: Reaction,
): Promise<void> {
  if (context.client === undefined) return;
  try {
    await addReaction(context.client, context.repo, comment.commentId, content);
  } catch (error) {
    core.warning(
      `Could not ${content === 'eyes' ? 'acknowledge' : 'react to'} the command: ${message(error)}`,
    );
  }
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Handles one `issue_comment` event; never throws for a comment it cannot use. */
export async function answerComment(context: BotContext): Promise<BotOutcome> {
  const comment = commandCommentOf(context.payload);
  if (comment === undefined) {
    core.info('evolving: not a new comment on a pull request — nothing to answer.');
    return NOTHING;
  }
  if (!context.inputs.commands) {
    core.info('evolving: commands are off (`commands: false`).');
    return NOTHING;
  }
  // A bot's comment (the answers among them) is never read as a command.
  if (comment.author.type === 'Bot') return NOTHING;
  const ledger = ledgerOf(context);
  const request = parseBotComment(comment.body, ledger.store);
  if (request.kind === 'not-a-command') return NOTHING;
  if (!isAnswered(comment)) {
    core.info(
      `evolving: ${comment.author.login} is not a member, a collaborator or the pull request's author — not answered.`,
    );
    await react(context, comment, 'confused');
    return NOTHING;
  }
  await react(context, comment, 'eyes');
  const command =
    request.kind === 'run' ? request.name : request.kind === 'help' ? 'help' : (request.name ?? '');
  const body = await answerFor(request, ledger, context, comment.issueNumber);
  await writeSummary(body);
  if (context.client === undefined) {
    core.warning('No token: the answer is in the job summary only.');
    return { command };
  }
  try {
    const posted = await createComment(context.client, context.repo, comment.issueNumber, body);
    return { command, commentUrl: posted.url };
  } catch (error) {
    return {
      command,
      failure: `Could not post the answer to ${comment.issueNumber}: ${message(error)}`,
    };
  }
}
