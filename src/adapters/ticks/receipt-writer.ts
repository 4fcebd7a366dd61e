/**
 * A binding's run written to the store: its evidence lines, then its receipt,
 * appended as each binding ends (the CLI) or held and appended later in plan
 * order (the action, once what the checks wrote into the evidence files is
 * undone: evidence-files.ts). A write that fails is a warning naming the
 * binding; the run goes on.
 */
import { debugQuote } from '../../core/text/debug-quote.js';
import type { BoundRun } from '../../core/ticks/verdict/bound-runs.js';
import type { Receipt } from '../../core/ticks/verdict/receipt.js';
import { appendEvidence, appendReceipt } from './results.js';
import type { Store } from '../files/store.js';

/** Where a binding's lines go, and where a failed write is told. */
export interface ReceiptTarget {
  store: Store;
  stderr: (text: string) => void;
}

/** The lines a run made, in plan order, not yet appended (`RunBoundChecksOptions.hold`). */
export interface HeldWrites {
  bindings: { run: BoundRun; evidenceLines: string[]; receipt?: Receipt }[];
}

/** Appends one binding's evidence lines and receipt; the receipt joins `written` once it is. */
export function appendBinding(
  options: ReceiptTarget,
  held: HeldWrites['bindings'][number],
  written: Receipt[],
): void {
  const { run } = held;
  for (const line of held.evidenceLines) {
    try {
      appendEvidence(options.store, run.ref, line);
    } catch (error) {
      options.stderr(
        `warning: could not write run evidence for ${debugQuote(run.ref)}: ${(error as Error).message}\n`,
      );
    }
  }
  if (held.receipt === undefined) return;
  try {
    appendReceipt(options.store, held.receipt);
    written.push(held.receipt);
  } catch (error) {
    options.stderr(
      `warning: could not write receipt for ${debugQuote(run.ref)}: ${(error as Error).message}\n`,
    );
  }
}

/**
 * Appends what a run held (`RunBoundChecksOptions.hold`), in plan order, and
 * empties it; answers the receipts written.
 */
export function writeHeld(options: ReceiptTarget, held: HeldWrites): Receipt[] {
  const written: Receipt[] = [];
  for (const binding of held.bindings.splice(0)) appendBinding(options, binding, written);
  return written;
}
