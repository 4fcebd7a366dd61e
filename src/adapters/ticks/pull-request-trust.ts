/**
 * What a pull request cannot bring to its own gate (docs/USAGE.md#trust-model):
 * the rules come from its base commit, and evidence files it adds or changes
 * under `.evolving/results/` are not evidence for it. Reads the base through
 * git (`<commit>:<path>`, the commit validated first); nothing here executes
 * the pull request's code.
 */
import { relative } from 'node:path';
import { changedUnder, textAtCommit, textsAtCommit, workTreeChanges } from '../git/pull-request.js';
import type { Repository } from '../git/runner.js';
import { READ_BOUNDS, readStoreText, type Store } from '../files/store.js';
import { parseConfig, type Config } from '../../core/ticks/config.js';
import { receiptFileKey } from '../../core/ticks/verdict/receipt-merge.js';
import { parseReceiptLine } from '../../core/ticks/verdict/receipt.js';
import { receiptIdentity } from '../../core/ticks/verdict/provenance.js';
import { isCommitId } from '../../core/ticks/verdict/commit-id.js';
import { rustLines, rustTrim } from '../../core/text/rust-text.js';

export interface PullRequestTrust {
  /** The base's `.evolving/config`: the rules this pull request is judged by. */
  config: Config;
  /** Receipt files the pull request added or changed (by key) → the receipts the base had in them. */
  distrusted: Map<string, Set<string>>;
  /** The selected-list the evaluation reads was added or changed by the pull request. */
  selectedListChanged: boolean;
  /** One finding per file: what the pull request brought that does not judge it. */
  findings: string[];
}

/** Why the base cannot be read: the step fails with it rather than judge by the pull request's rules. */
export class BaseUnreadable extends Error {}

const repoRelative = (repoRoot: string, path: string): string =>
  relative(repoRoot, path).split('\\').join('/');

/** The receipts (canonical lines) of a receipt file's text; malformed lines are left out. */
function receiptLines(key: string, text: string | undefined): Set<string> {
  const lines = new Set<string>();
  for (const raw of rustLines(text ?? '')) {
    if (rustTrim(raw) === '') continue;
    const parsed = parseReceiptLine(key, raw);
    if (parsed.ok) lines.add(receiptIdentity(parsed.receipt));
  }
  return lines;
}

/** How the findings name what is judged and what judges it. */
export interface TrustWording {
  /** Who changed a file (`this pull request`). */
  changedBy: string;
  /** What judges instead (`this pull request is judged by the base's config`). */
  judgedBy: string;
}

const PULL_REQUEST_WORDING: TrustWording = {
  changedBy: 'this pull request',
  judgedBy: "this pull request is judged by the base's config",
};

/**
 * The rules and the distrusted evidence of a pull request whose base commit
 * `baseSha` is in the clone `repository`; `head` is what is checked out.
 * (A fork's head with no open pull request is judged the same way against
 * the workflow's own commit, with its own `wording`.)
 */
export async function pullRequestTrust(
  repository: Repository | null,
  store: Store,
  baseSha: string,
  selectedListPath: string,
  wording: TrustWording = PULL_REQUEST_WORDING,
): Promise<PullRequestTrust> {
  if (!isCommitId(baseSha))
    throw new BaseUnreadable(
      `the pull request's base sha is not a full commit id: the rules cannot be read from the base`,
    );
  const findings: string[] = [];
  const repoRoot = repository?.workTree ?? store.root;
  const configRel = repoRelative(repoRoot, store.configPath);
  const baseConfig = await textAtCommit(repository, baseSha, configRel, READ_BOUNDS.config);
  const checkout = readStoreText(store.configPath, READ_BOUNDS.config);
  const checkoutText = checkout.ok ? checkout.text : undefined;
  if (checkoutText !== baseConfig) {
    findings.push(
      `${configRel}: changed by ${wording.changedBy} — the change takes effect after merge; ${wording.judgedBy}`,
    );
  }

  const resultsRel = repoRelative(repoRoot, store.resultsDir);
  const changed = await changedUnder(repository, baseSha, 'HEAD', resultsRel);
  // Never "nothing changed" on a git failure: the pull request's own evidence would judge it.
  if (changed === undefined)
    throw new BaseUnreadable(
      `the pull request's changes under ${resultsRel} cannot be listed from this clone, so its own evidence cannot be told apart: check out with fetch-depth: 0`,
    );
  const distrusted = new Map<string, Set<string>>();
  const selectedRel = repoRelative(repoRoot, selectedListPath);
  let selectedListChanged = false;
  const receiptFiles: [file: string, key: string][] = [];
  for (const file of changed) {
    findings.push(
      `${file}: added or changed by ${wording.changedBy} — not evidence for it (ignored for the verdicts)`,
    );
    if (file === selectedRel) selectedListChanged = true;
    const inResults = file.slice(resultsRel.length + 1);
    const match = /^receipts\/([^/]+)$/.exec(inResults);
    const key = match ? receiptFileKey(match[1] ?? '') : undefined;
    if (key !== undefined) receiptFiles.push([file, key]);
  }
  // The base's version of every such receipt file, read in one batch.
  const baseTexts = await textsAtCommit(
    repository,
    baseSha,
    receiptFiles.map(([file]) => file),
    READ_BOUNDS.receiptFile,
  );
  for (const [file, key] of receiptFiles)
    distrusted.set(key, receiptLines(key, baseTexts.get(file)));
  // A `selected-list` input may point outside results/: it is the pull request's evidence too.
  if (!selectedListChanged && !selectedRel.startsWith(`${resultsRel}/`)) {
    const selectedChanges = await changedUnder(repository, baseSha, 'HEAD', selectedRel);
    if (selectedChanges === undefined || selectedChanges.length > 0) {
      selectedListChanged = true;
      findings.push(
        `${selectedRel}: added or changed by ${wording.changedBy} — not evidence for it (ignored for the verdicts)`,
      );
    }
  }
  return {
    config: parseConfig(baseConfig ?? ''),
    distrusted,
    selectedListChanged,
    findings,
  };
}

/**
 * Receipt files (by key) the work tree holds beyond the checked-out commit,
 * read before anything is merged or run → the receipts committed in each
 * (none for a file the commit lacks): what else is there was restored by an
 * earlier step, a cache. `checkedOut` is told the checked-out commit git
 * named on the way (undefined when none), and whether the files under
 * `alsoDir` (repository-relative), asked in the same status, are that
 * commit's.
 */
export async function uncommittedReceipts(
  repository: Repository | null,
  store: Store,
  checkedOut?: (head: string | undefined, alsoAsCommitted: boolean) => void,
  alsoDir?: string,
): Promise<Map<string, Set<string>>> {
  const repoRoot = repository?.workTree ?? store.root;
  const receiptsRel = repoRelative(repoRoot, `${store.resultsDir}/receipts`);
  const changes = await workTreeChanges(repository, receiptsRel, alsoDir);
  checkedOut?.(changes.head, changes.alsoAsCommitted === true);
  const uncommitted = new Map<string, Set<string>>();
  const keyOf = (file: string): string | undefined =>
    file.startsWith(`${receiptsRel}/`) && !file.slice(receiptsRel.length + 1).includes('/')
      ? receiptFileKey(file.slice(receiptsRel.length + 1))
      : undefined;
  for (const file of changes.untracked) {
    const key = keyOf(file);
    if (key !== undefined) uncommitted.set(key, new Set());
  }
  const modified: [file: string, key: string][] = [];
  for (const file of changes.modified) {
    const key = keyOf(file);
    if (key !== undefined) modified.push([file, key]);
  }
  // What the checked-out commit holds of each, read in one batch.
  const committed =
    changes.head === undefined
      ? new Map<string, string | undefined>()
      : await textsAtCommit(
          repository,
          changes.head,
          modified.map(([file]) => file),
          READ_BOUNDS.receiptFile,
        );
  for (const [file, key] of modified) uncommitted.set(key, receiptLines(key, committed.get(file)));
  return uncommitted;
}
