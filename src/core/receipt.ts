/**
 * Receipts: the evidence that a bound test ran (ledger.md §6). One JSON object
 * per line in `results/receipts/<key>.jsonl`, key = receiptKey(ref).
 * (Types first; parsing and formatting live here too.)
 */

export type RunResult = 'green' | 'red' | 'gray';

export interface Receipt {
  test: string;
  platform: string;
  commit: string;
  ran_at: string;
  result: RunResult;
  /** Only when known; a non-boolean on disk is treated as absent. */
  falsifiable?: boolean;
}
