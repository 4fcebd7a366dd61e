/**
 * The bot's answer (docs/USAGE.md#the-bot): a new comment whose first line is
 * the command it answers (in a code span: no mention, no markup), then the
 * CLI command's output exactly as printed, in a fenced block whose fence is
 * longer than any backtick run in it; a failing command also shows its
 * stderr and exit status. The body stays under GitHub's 65,536-character
 * limit: an output too long is cut at a line boundary, with a note naming
 * the command to run locally for all of it. Pure.
 */
import { BOT_PREFIXES, botCommandsFor, type BotStore } from './bot-command.js';
import { COMMENT_BODY_LIMIT } from './comment.js';
import { codeSpan, graphemeBoundaryAtOrBefore, verbatimBlock } from './markdown.js';
import { linkTarget } from './markdown.js';

/** What the CLI command printed. */
export interface CommandRun {
  /** The CLI arguments (`['why', 'pytest a']`), for the note on running it locally. */
  argv: readonly string[];
  stdout: string;
  stderr: string;
  exitCode: number;
}

export interface AnswerOptions {
  /** Characters the body must stay under (default GitHub's 65,536). */
  limit?: number;
  /** Safe Markdown said before the output: what the output alone would mislead about. */
  note?: string;
  /** The ev release whose output this is, named in the note on a cut output (default 0.1.2). */
  evRelease?: string;
}

/**
 * `why` was given a tick id: `why` looks up a test selector. Names the
 * selectors the tick's grounds are bound to, so the next question is right.
 */
export function whyTickIdNote(id: string, selectors: readonly string[]): string {
  const tick = codeSpan(id, { max: 40 });
  if (selectors.length === 0)
    return `\`why\` takes a test selector, not a tick id, and tick ${tick} has no test-bound ground: ${codeSpan(`/ev show ${id}`, { max: 60 })} shows the tick.\n\n`;
  const shown = selectors.slice(0, 10).map((s) => codeSpan(s, { max: 200 }));
  const rest = selectors.length > 10 ? ` and ${selectors.length - 10} more` : '';
  return (
    `\`why\` takes a test selector (what a ground's check runs), not a tick id. ` +
    `The grounds of tick ${tick} are bound to ${shown.join(', ')}${rest}: ask ${codeSpan(`/ev why ${selectors[0] ?? ''}`, { max: 220 })}, ` +
    `or ${codeSpan(`/ev show ${id}`, { max: 60 })} for the whole tick.\n\n`
  );
}

/**
 * `reopen` on a checkout without receipts: every `now:` would read `not-run`
 * whatever the checks found. Says so, and where the verdicts are.
 */
export function reopenWithoutReceiptsNote(
  checkName: string,
  checksUrl: string | undefined,
): string {
  const target = linkTarget(checksUrl);
  const where =
    target !== undefined
      ? `in its [${codeSpan(checkName, { max: 100 })} check run](${target})`
      : `in the ${codeSpan(checkName, { max: 100 })} check run of this pull request`;
  return (
    `**The \`now:\` verdicts below are not this pull request's.** The bot's checkout has no receipts ` +
    `(\`.evolving/results/\` is written where the checks run, not committed), so every bound ground reads \`not-run\` here. ` +
    `The verdicts of this pull request are ${where}.\n\n`
  );
}

/** The command line echoed back: enough to recognise it, never the whole of a huge line. */
const ECHO_MAX = 200;
/** stderr of a read-only command is one line; a runaway one is cut here. */
const STDERR_MAX = 4000;
/** How the note names the local command (README "The command line"). */
export const LOCAL_CLI = 'node dist/cli.js';

function header(line: string): string {
  return `${codeSpan(line, { max: ECHO_MAX })}\n\n`;
}

/** A POSIX shell word: bare when safe, else single-quoted. */
function shellWord(word: string): string {
  return /^[A-Za-z0-9_@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

/** The command line to run at the repository root for the full output. */
export function localCommand(argv: readonly string[]): string {
  return [LOCAL_CLI, ...argv.map(shellWord)].join(' ');
}

/** The start of `text` that fits in `max` UTF-16 units, at a line end when one fits, else between graphemes. */
function cutToFit(text: string, max: number): string {
  if (text.length <= max) return text;
  const lineEnd = text.lastIndexOf('\n', max - 1);
  if (lineEnd >= 0) return text.slice(0, lineEnd + 1);
  return text.slice(0, graphemeBoundaryAtOrBefore(text, max));
}

function countLines(text: string): number {
  if (text === '') return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

function cutNote(
  shown: string,
  full: string,
  argv: readonly string[],
  evRelease = '0.1.2',
): string {
  return (
    `\n_Output cut to ${countLines(shown)} of ${countLines(full)} lines to fit in a comment. ` +
    `Run ${codeSpan(localCommand(argv))} at the repository root for all of it ` +
    `(\`ev\` ${evRelease} prints the same)._\n`
  );
}

function failureSection(run: CommandRun): string {
  if (run.exitCode === 0 && run.stderr === '') return '';
  const stderr =
    run.stderr === '' ? '' : `stderr:\n\n${verbatimBlock(cutToFit(run.stderr, STDERR_MAX))}\n`;
  return `${stderr}exit status ${run.exitCode}\n`;
}

/** The answer comment for a command that ran. */
export function renderAnswer(line: string, run: CommandRun, options: AnswerOptions = {}): string {
  const limit = options.limit ?? COMMENT_BODY_LIMIT;
  const head = header(line) + (options.note ?? '');
  const tail = failureSection(run);
  const showStdout = run.stdout !== '' || run.exitCode === 0;
  const whole = head + (showStdout ? `${verbatimBlock(run.stdout)}\n` : '') + tail;
  if (whole.length < limit) return whole;
  // The whole output's fence is long enough for any part of it, and the note
  // for the whole output is at least as long as the note for a part.
  const fence = verbatimBlock(run.stdout).length - run.stdout.length;
  const note = cutNote(run.stdout, run.stdout, run.argv, options.evRelease).length;
  // 2: the newline a part cut inside a line gets before its fence, and the one before `tail`.
  const room = limit - 1 - head.length - tail.length - fence - note - 2;
  const shown = cutToFit(run.stdout, Math.max(0, room));
  return `${head}${verbatimBlock(shown)}${cutNote(shown, run.stdout, run.argv, options.evRelease)}\n${tail}`;
}

/** The commands on a store of this model, one line each. */
export function helpLines(store: BotStore = 'ticks'): string[] {
  return botCommandsFor(store).map(
    (command) => `- ${codeSpan(`${BOT_PREFIXES[1]} ${command.usage}`)} — ${command.summary}`,
  );
}

/** Which ev prints what the commands of a store of this model answer with. */
const WHAT_PRINTS: Readonly<Record<BotStore, string>> = {
  ticks: 'what the `ev` 0.1.2 command of the same name prints',
  claims:
    'what the `ev` 0.2.4 command of the same name prints for this checkout, recording nothing (`ev verify` appends events; this one does not)',
  both: 'what the `ev` command of the same name prints: 0.2.4 for `brief`, `line`, `doctor` and `verify` (the claims, recording nothing), 0.1.2 for the others (the decisions)',
};

/**
 * The answer to `help`, or to a command that cannot run as written
 * (`problem` says why): the commands on a store of this model.
 */
export function renderHelp(line: string, problem?: string, store: BotStore = 'ticks'): string {
  const intro = problem === undefined ? '' : `${problem[0]?.toUpperCase()}${problem.slice(1)}.\n\n`;
  return (
    header(line) +
    intro +
    `Commands (\`${BOT_PREFIXES[0]}\` works as well as \`${BOT_PREFIXES[1]}\`), answered for members, ` +
    `collaborators and the pull request's author with ${WHAT_PRINTS[store]}:\n\n` +
    `${helpLines(store).join('\n')}\n`
  );
}
