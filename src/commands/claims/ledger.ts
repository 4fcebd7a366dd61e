/**
 * How the ev 0.2 commands open the ledger, with ev 0.2.4's messages: ev's
 * setup failures first (it creates `.evolving/local/` on every command; this
 * reader writes nothing but fails where ev fails), then every writer file
 * scanned, each skipped line warned about on stderr in ev's words (the
 * path, not the line: that is what ev prints), then a read failure.
 */
import { join } from 'node:path';
import { readLedger, writerSetupFailure } from '../../adapters/claims/ledger-files.js';
import {
  endAhead,
  locateRepository,
  startAhead,
  type GitContext,
  type Repository,
} from '../../adapters/git/runner.js';
import { workTreeOf } from '../../adapters/claims/work-tree.js';
import { inProcessAnswers } from '../../adapters/git/in-process.js';
import { workTreeCommands, worldAt } from '../../adapters/claims/git-anchors.js';
import { worldQuestions, type World, type WorldQuestions } from '../../core/claims/annotate.js';
import { CLAIMS_REVIEW_BUDGET_MS, timeBudget } from '../../core/claims/budget.js';
import type { Tree } from '../../core/claims/anchors.js';
import { tableKey } from '../../core/claims/drift.js';
import type { ClaimView } from '../../core/claims/fold.js';
import { scanLedger, type LedgerScan } from '../../core/claims/scan.js';
import type { CliIo } from '../io.js';

/** ev's exit code for a failure (2); 1 is an honest refusal. */
export const EV_FAILURE = 2;
export const EV_REFUSAL = 1;

/** The scanned ledger under `root` (warnings printed), or ev's exit code after printing its failure. */
export function scanClaims(io: CliIo, root: string): LedgerScan | number {
  const setup = writerSetupFailure(root);
  if (setup !== undefined) return fail(io, setup);
  return scanAgain(io, root);
}

/** A scan as ev repeats one (`verify <claim>` reads the ledger twice, and warns twice). */
export function scanAgain(io: CliIo, root: string): LedgerScan | number {
  const read = readLedger(root);
  const scan = scanLedger(read.files);
  const ledgerDir = join(root, '.evolving', 'ledger');
  let warnings = '';
  for (const skipped of scan.skipped)
    warnings += `ev: skipped a torn ledger line in ${join(ledgerDir, skipped.file)}\n`;
  if (warnings !== '') io.stderr(warnings);
  if (read.failure !== undefined) return fail(io, read.failure);
  return scan;
}

export function fail(io: CliIo, message: string, code = EV_FAILURE): number {
  io.stderr(`ev: ${message}\n`);
  return code;
}

/**
 * The repository the command's anchors are read in, its lookup started at
 * once: git locates it while the ledger is read and folded. Its failure is
 * met where it is awaited (workTreeWorld), never as an unhandled rejection
 * when the command ends before that.
 */
export function locateEarly(io: CliIo, root: string): Promise<Repository | null> {
  if (io.repository !== undefined) return Promise.resolve(io.repository);
  // A `.git` directory at the root is taken as it is (no `rev-parse`): a broken one fails every
  // command, which these commands read as no repository (runner.ts, LocateOptions).
  const located = locateRepository(root, io.env, undefined, { gitDirectoryAsIs: true });
  located.catch(() => undefined);
  return located;
}

/**
 * The world under these claims' anchors: the work tree at `root`, and git's
 * history to HEAD. The work tree is read while git answers (the first git
 * process is running when `worldAt` returns its promise): every anchored
 * path and the directory question drift asks of it, as the core will ask.
 */
export async function workTreeWorld(
  io: CliIo,
  root: string,
  claims: Iterable<ClaimView>,
  located: Promise<Repository | null> = locateEarly(io, root),
): Promise<World> {
  const repository = await located;
  const tree = workTreeOf(root, repository);
  const questions = worldQuestions(claims);
  // A plain repository's history is read in this process: on a small ledger, starting git
  // is most of the command's time (docs/PERFORMANCE.md, "Start-up").
  const answers =
    repository === null || !fewReferences(questions) ? undefined : inProcessAnswers(repository);
  const ctx: GitContext =
    answers === undefined
      ? { repository, cwd: root, env: io.env }
      : { repository, cwd: root, env: io.env, answers };
  // Else drift is counted by git: its processes start at once rather than each after the
  // last's answer.
  if (repository !== null && answers === undefined && questions.drift.size > 0)
    startAhead(ctx, workTreeCommands());
  // The bot answers `/ev verify` through here: the same screening and budget as the review.
  const world = worldAt(
    ctx,
    questions,
    { kind: 'work-tree', tree },
    timeBudget(CLAIMS_REVIEW_BUDGET_MS, Date.now),
  );
  world.catch(() => undefined); // awaited below, after the read-ahead
  readAhead(tree, questions);
  let read: World;
  try {
    read = await world;
  } finally {
    answers?.close();
    await endAhead(ctx);
  }
  // What was left unmeasured, said on stderr (stdout stays ev's answer).
  if (read.notes !== undefined) io.stderr(read.notes.map((n) => `warning: ${n}\n`).join(''));
  return read;
}

/**
 * The most filing bases (drift references) a ledger cites for its history
 * to be read in process: one citing more has kept its claims over a long
 * history, which git walks faster than this process reads it (the reader
 * gives up past its bound, git/in-process.ts, but what it read is lost).
 */
export const IN_PROCESS_REFERENCES = 64;

function fewReferences(questions: WorldQuestions): boolean {
  const references = new Set<string>();
  for (const cited of questions.drift.values())
    for (const reference of cited) {
      references.add(reference);
      if (references.size > IN_PROCESS_REFERENCES) return false;
    }
  return true;
}

function readAhead(tree: Tree, questions: WorldQuestions): void {
  for (const path of questions.drift.keys()) {
    tree.probe(path, questions.texts.has(path));
    const key = tableKey(path);
    if (key !== undefined) tree.isDirectory(key);
  }
}
