/**
 * The processes an anchors' reading of the work tree starts whatever its
 * ledger asks (git-anchors.ts), apart from that module so that the command
 * line's entry can start them before it loads the rest (cli/early-git.ts).
 */
import { historyCommands } from '../git/graph.js';

/** Every text peeled, as `<text>^{commit}` and as itself (git-anchors.ts, peelTexts). */
export const PEEL: readonly string[] = ['cat-file', '--batch-check=%(objectname) %(objecttype)'];

/**
 * The processes worldAt runs for a reading of the work tree whose claims
 * count drift, for git/runner.ts's startAhead: the texts peeled, the history graph
 * and its changes loaded (one after another, each waiting for the last's
 * answer: started together, none waits for another's start).
 */
export function workTreeCommands(): string[][] {
  return [[...PEEL], ...historyCommands()];
}
