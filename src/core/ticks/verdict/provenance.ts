/**
 * Where a receipt came from, and whether it may count as evidence for the
 * change under review (docs/USAGE.md#trust-model). A receipt is a claim: this
 * run made it, the repository had it committed, or the `receipts` input
 * merged it from another job's or run's directory (an artifact, a cache).
 * A receipt restored into the workspace by an earlier step (a cache) is
 * told apart from a committed one. The action admits a receipt only when the change under review cannot have
 * forged it for itself:
 *
 * - a binding executed in this run is decided by this run's own receipts
 *   for the platform it ran on (an older or forged one cannot outvote it);
 * - a receipt file the pull request added or changed holds no evidence for
 *   it, except the lines its base already had (and what this run or the
 *   `receipts` input appended);
 * - a receipt dated beyond a small clock skew in the future is refused.
 *
 * The CLI keeps ev's behaviour and uses none of this. Pure.
 */
import { receiptKey } from '../identity.js';
import { formatReceiptLine, parseRfc3339, type Receipt } from './receipt.js';

/** How far ahead of this runner's clock a `ran_at` may be (runners' clocks differ). */
export const CLOCK_SKEW_SECONDS = 5 * 60;

/** A receipt's origin. */
export type EvidenceSource =
  | { kind: 'this-run' }
  | { kind: 'committed' }
  | { kind: 'restored' }
  | { kind: 'merged'; directory: string };

/** A `ran_at` later than now plus the clock skew (an unparsable one is never in the future: ev skips it). */
export function isFutureDated(receipt: Receipt, nowSeconds: number): boolean {
  const ranAt = parseRfc3339(receipt.ran_at);
  return ranAt !== undefined && ranAt.seconds > nowSeconds + CLOCK_SKEW_SECONDS;
}

/** What the evaluation knows about where the receipts it reads came from. */
export interface EvidenceFacts {
  /** Receipts this run wrote (what it executed). */
  thisRun: readonly Receipt[];
  /** Receipt lines the `receipts` input merged, each with the directory it came from (as shown). */
  merged: ReadonlyMap<string, string>;
  /**
   * Receipt files (by key) the change under review added or changed: only the
   * lines listed here (the base's version of the file) are committed evidence.
   */
  distrusted: ReadonlyMap<string, ReadonlySet<string>>;
  /** Refs executed in this run → the platform they ran on. */
  executed: ReadonlyMap<string, string>;
  /**
   * Receipt files (by key) that differ from the checked-out commit before
   * anything was merged or run → the receipts committed in them (empty when
   * the file is not committed): the other lines were restored into the
   * workspace by an earlier step (a cache).
   */
  uncommitted?: ReadonlyMap<string, ReadonlySet<string>>;
}

/** A receipt as the lines it is compared by: ev's canonical line (sorted keys, compact). */
export function receiptIdentity(receipt: Receipt): string {
  return formatReceiptLine(receipt);
}

/** Provenance and admission of receipts, built once per evaluation. */
export class ReceiptProvenance {
  private readonly thisRun: Set<string>;

  constructor(private readonly facts: EvidenceFacts) {
    this.thisRun = new Set(facts.thisRun.map(receiptIdentity));
  }

  sourceOf(receipt: Receipt): EvidenceSource {
    // The report asks this of every deciding receipt: its line is built only when
    // something (this run, a merge, a restored file) could have made it.
    let line: string | undefined;
    const identity = () => (line ??= receiptIdentity(receipt));
    if (this.thisRun.size > 0 && this.thisRun.has(identity())) return { kind: 'this-run' };
    const directory = this.facts.merged.size > 0 ? this.facts.merged.get(identity()) : undefined;
    if (directory !== undefined) return { kind: 'merged', directory };
    const uncommitted = this.facts.uncommitted;
    const committed =
      uncommitted && uncommitted.size > 0 ? uncommitted.get(receiptKey(receipt.test)) : undefined;
    if (committed !== undefined && !committed.has(identity())) return { kind: 'restored' };
    return { kind: 'committed' };
  }

  /** May this receipt (filed under `key`) decide a verdict? */
  admits(key: string, receipt: Receipt): boolean {
    const ranHere = this.facts.executed.get(receipt.test) === receipt.platform;
    const baseLines = this.facts.distrusted.get(key);
    // Most receipts: neither executed here nor in a file the pull request changed (no line built).
    if (!ranHere && baseLines === undefined) return true;
    const line = receiptIdentity(receipt);
    if (this.thisRun.has(line)) return true;
    if (ranHere || baseLines === undefined) return !ranHere;
    return baseLines.has(line) || this.facts.merged.has(line);
  }
}

/** One phrase per source, for the report and every surface. */
export function describeSource(
  source: EvidenceSource,
  pullRequest: boolean,
  mergedFromRun?: number,
): string {
  if (source.kind === 'this-run') return 'this run';
  if (source.kind === 'merged')
    return mergedFromRun === undefined
      ? `merged from ${source.directory}`
      : `merged from ${source.directory} (an artifact of run ${mergedFromRun})`;
  if (source.kind === 'restored') return 'restored into the workspace (a cache or an earlier step)';
  return pullRequest ? "the base's committed evidence" : 'committed evidence';
}
