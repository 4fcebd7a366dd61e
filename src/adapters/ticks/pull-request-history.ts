/**
 * What git says about a pull request's ev 0.1 ledger, asked through one
 * object (as ev 0.2's review asks its `History`): whether a commit is here
 * (fetched by its id when not), what the checkout is, whether the clone is
 * shallow, the files the change touched, the base's tick files, and the
 * ledger-diff's reading of both commits. The action's review
 * (action/ticks/review.ts) asks nothing of git but through it. What it reads
 * comes from git objects, never from a work tree the pull request wrote,
 * except the checkout's own ledger when the checkout is the head.
 */
import { join, relative } from 'node:path';
import { PEEL } from '../git/commits.js';
import { historyCommands } from '../git/graph.js';
import {
  TREES,
  treesContext,
  changedFiles,
  checkoutOf,
  ensureCommit,
  isShallow,
  pathChanges,
  textAtCommit,
  textsAtCommit,
  type Checkout,
  type PathChange,
} from '../git/pull-request.js';
import { endAhead, startAhead, type GitContext, type Repository } from '../git/runner.js';
import { evolvingPathOf, storeAtCommit } from '../git/store-model.js';
import { READ_BOUNDS, readHead, type Store } from '../files/store.js';
import { entryKind } from '../files/untrusted-file.js';
import { BaseLedgerUnreadable, readBaseLedger } from './base-ledger.js';
import {
  BaseUnreadable,
  pullRequestTrust,
  uncommittedReceipts,
  type PullRequestTrust,
  type TrustWording,
} from './pull-request-trust.js';
import { parseTickFile, type LedgerEntry } from '../../core/ticks/ledger.js';
import { compareLedgers, type LedgerDiff } from '../../core/ticks/ledger-diff.js';

/** Git could not answer what the review must know: the step stops, naming what and why. */
export class HistoryUnreadable extends Error {}

/** Where the ledger is: the repository's work tree, the ledger's directory, its `HEAD` file. */
export interface LedgerPlace {
  repoRoot: string;
  ledgerDir: string;
  headPath: string;
}

/** What the review asks of git about one pull request (or, without one, where its rules come from). */
export interface PullRequestQuestions {
  /** The commit whose rules and evidence judge the run (its base, or the workflow's own), if any. */
  rules?: {
    from: string;
    /** How messages name that commit. */
    what: string;
    selectedListPath: string;
    wording?: TrustWording;
  };
  /** The pull request (or merge group) under review. */
  pullRequest?: { baseSha: string; headSha: string; mergeGroup: boolean };
  /**
   * The checkout's store and its parsed tick files; `entries` may still be
   * being parsed (the questions are asked before, so that git answers while
   * the tick files are read): it is awaited only where git's answers are
   * compared with it.
   */
  checkout: { store: Store; entries: readonly LedgerEntry[] | Promise<readonly LedgerEntry[]> };
}

/** Git's answers, asked at once; what the review then decides is its own. */
export interface PullRequestAnswers {
  trust?: PullRequestTrust;
  /** What the work tree holds (a merge group's merge commit counts as another commit). */
  checkout?: Checkout;
  /** The checkout is the head (or its merge commit): its ticks are what a verdict on the head rests on. */
  headJudged: boolean;
  diff?: LedgerDiff;
  /** The files `base..head` changed, when git could say. */
  changedFiles?: string[];
  /** The base's tick files, read when the head is judged. */
  baseEntries?: LedgerEntry[];
  /**
   * What git could not answer about the change (a head or base the clone
   * lacks, a tree it cannot read): the review stops with it, once it has
   * said what it knows of the checkout.
   */
  unreadable?: string;
}

/** The commit checked out when the work tree's receipts were looked at (TicksHistory.checkedOut). */
interface CheckedOut {
  head: string | undefined;
  /** The commit the ledger's `ticks/` was as, in the work tree and the index (asked for a pull request). */
  ticksAt?: string;
}

export class TicksHistory {
  /**
   * The commit checked out when the receipts in the work tree were looked
   * at (uncommittedReceipts), before any check ran: the first pull request's
   * checkout question takes it instead of asking git again; a later one (a
   * check may have moved HEAD since) asks. Undefined inside when git's
   * status could not name it (asked again then).
   */
  private checkedOut: Promise<CheckedOut | undefined> | undefined;

  /** Where startJudgingAhead started commands (endJudgingAhead ends what none asked there). */
  private readonly startedAhead: GitContext[] = [];

  constructor(
    private readonly repository: Repository | null,
    private readonly place: LedgerPlace,
  ) {}

  /**
   * Starts the git commands judging a large ledger asks with their input on
   * stdin, each in the context that asks it: the trees of the files bound
   * commands name (readGuardingTests, in the repository's context), the
   * receipt commits peeled and the history between them (triggered_since, in
   * the evaluation's: the store's root, the step's environment). Started
   * while the run holds little (a process started once the ledger is parsed
   * costs several times as much); endJudgingAhead ends those none asked.
   */
  startJudgingAhead(storeRoot: string, env: NodeJS.ProcessEnv): void {
    if (this.repository === null) return;
    const trees = treesContext(this.repository);
    const evaluation = { repository: this.repository, cwd: storeRoot, env };
    const [history] = historyCommands();
    startAhead(trees, [TREES]);
    startAhead(evaluation, history ? [PEEL, history] : [PEEL]);
    this.startedAhead.push(trees, evaluation);
  }

  /** Ends the commands startJudgingAhead started that judging did not ask. */
  async endJudgingAhead(): Promise<void> {
    const contexts = this.startedAhead.splice(0);
    await Promise.all(contexts.map(endAhead));
  }

  /**
   * Everything the review asks git about a pull request, in one call: the
   * rules at `from` first (a base that cannot be read stops at once), then
   * what is checked out, then the ledger-diff, the changed files and the
   * base's ledger, read together.
   */
  async pullRequest(questions: PullRequestQuestions): Promise<PullRequestAnswers> {
    const { rules, pullRequest: pr, checkout } = questions;
    const checkedOut = this.checkedOut;
    this.checkedOut = undefined;
    const trust = rules === undefined ? undefined : await this.rulesAt(checkout.store, rules);
    if (pr === undefined) return { ...(trust ? { trust } : {}), headJudged: true };
    const told = await checkedOut;
    const found = await checkoutOf(this.repository, pr.headSha, told);
    // A merge queue's group is its head commit exactly: a merge of it is another commit.
    const at: Checkout | undefined =
      found?.kind === 'merge' && pr.mergeGroup ? { kind: 'other', sha: found.sha } : found;
    const headJudged = at?.kind !== 'other';
    const [diff, changed, base] = await Promise.allSettled([
      this.comparedLedger(pr, headJudged, checkout).then((compared) =>
        this.ledgerDiff(pr.baseSha, compared),
      ),
      changedFiles(this.repository, pr.baseSha, pr.headSha),
      headJudged ? this.baseLedger(pr.baseSha, checkout.entries, told?.ticksAt) : undefined,
    ]);
    const unreadable = [diff, changed, base].find((answer) => answer.status === 'rejected');
    if (unreadable !== undefined && !(unreadable.reason instanceof HistoryUnreadable))
      throw unreadable.reason;
    const value = <T>(answer: PromiseSettledResult<T>) =>
      answer.status === 'fulfilled' ? answer.value : undefined;
    const answers: PullRequestAnswers = { headJudged };
    if (trust !== undefined) answers.trust = trust;
    if (at !== undefined) answers.checkout = at;
    const [d, c, b] = [value(diff), value(changed), value(base)];
    if (d !== undefined) answers.diff = d;
    if (c !== undefined) answers.changedFiles = c;
    if (b !== undefined) answers.baseEntries = b;
    if (unreadable !== undefined) answers.unreadable = (unreadable.reason as Error).message;
    return answers;
  }

  /** The rules at `from`, which must be here (fetched by its id when not). */
  private async rulesAt(
    store: Store,
    rules: NonNullable<PullRequestQuestions['rules']>,
  ): Promise<PullRequestTrust> {
    const missing = await ensureCommit(this.repository, rules.from, rules.what);
    if (missing) throw new HistoryUnreadable(missing);
    return this.trust(store, rules.from, rules.selectedListPath, rules.wording);
  }

  /**
   * The ledger the ledger-diff reads: the checkout's, or the head commit's
   * git objects when the checkout is another commit (the head is fetched by
   * its id when the clone lacks it, as the base is).
   */
  private async comparedLedger(
    pr: { headSha: string; mergeGroup: boolean },
    headJudged: boolean,
    checkout: PullRequestQuestions['checkout'],
  ): Promise<ComparedLedger> {
    if (headJudged) return { at: 'checkout', ...checkout };
    const what = pr.mergeGroup ? "the merge group's head commit" : "the pull request's head commit";
    const missing = await ensureCommit(this.repository, pr.headSha, what);
    if (missing) throw new HistoryUnreadable(missing);
    return { at: 'commit', commit: pr.headSha };
  }

  /** Whether the clone is shallow (undefined without a repository). */
  shallow(): Promise<boolean | undefined> {
    return isShallow(this.repository);
  }

  /** The base commit's tick files, read from git objects (never the checkout's). */
  private baseLedger(
    baseSha: string,
    entries: readonly LedgerEntry[] | Promise<readonly LedgerEntry[]>,
    committedAt: string | undefined,
  ): Promise<LedgerEntry[]> {
    const { repoRoot, ledgerDir } = this.place;
    return baseLedger(this.repository, repoRoot, ledgerDir, baseSha, entries, committedAt);
  }

  /**
   * The receipt files the work tree holds beyond the checked-out commit (a
   * cache) → their committed lines. For a pull request, its status is asked
   * about the ledger's `ticks/` too: the first pull request's base ledger
   * then needs no look at the work tree when nothing there differs from the
   * checked-out commit (git's diff of the base with the work tree is then
   * its diff with that commit, read without a process).
   */
  uncommittedReceipts(
    store: Store,
    pullRequest = false,
  ): Promise<ReadonlyMap<string, ReadonlySet<string>>> {
    let told: (answer: CheckedOut | undefined) => void = () => undefined;
    this.checkedOut = new Promise((resolve) => (told = resolve));
    const ticksDir = ticksDirOf(this.place.repoRoot, this.place.ledgerDir);
    const asked = uncommittedReceipts(
      this.repository,
      store,
      (head, ticksCommitted) =>
        told({ head, ...(ticksCommitted && head !== undefined ? { ticksAt: head } : {}) }),
      pullRequest ? ticksDir : undefined,
    );
    // Git's status failed before it named the checkout: the pull request asks for it itself.
    asked.then(
      () => told(undefined),
      () => told(undefined),
    );
    return asked;
  }

  /**
   * The rules and evidence that judge the pull request, read at `from` (its
   * base, or the workflow's own commit): never the pull request's own.
   */
  private async trust(
    store: Store,
    from: string,
    selectedListPath: string,
    wording?: TrustWording,
  ): Promise<PullRequestTrust> {
    try {
      return await pullRequestTrust(this.repository, store, from, selectedListPath, wording);
    } catch (error) {
      if (error instanceof BaseUnreadable) throw new HistoryUnreadable(error.message);
      throw error;
    }
  }

  /** The ledger-diff from the base to the compared ledger (the checkout's, or the head commit's). */
  private ledgerDiff(baseSha: string, compared: ComparedLedger): Promise<LedgerDiff> {
    const { repoRoot, ledgerDir, headPath } = this.place;
    return ledgerDiff(this.repository, repoRoot, ledgerDir, baseSha, compared, headPath);
  }
}

/** The most tick files the chain walk reads one by one beyond the ones the pull request changed. */
const MAX_CHAIN_READS = 1000;

const TICK_NAME = /^[0-9a-f]{12}$/;

/**
 * The ticks the ledger-diff needs, read from a commit's git objects: every
 * tick file the pull request added or changed (one batch), then those its
 * `HEAD`'s chain passes through on the way to the base's `HEAD` (one at a
 * time, bounded; a chain that leaves the files read is walked no further,
 * and reads as not descending from the base).
 */
async function ticksAtCommit(
  repository: Repository | null,
  commit: string,
  ticksDir: string,
  changes: readonly PathChange[],
  chain: { from: string; to: string },
): Promise<Map<string, DiffTick>> {
  const ticks = new Map<string, DiffTick>();
  const parse = (path: string, text: string | undefined): void => {
    if (text === undefined) return;
    const name = path.slice(path.lastIndexOf('/') + 1);
    const entry = parseTickFile({ name, bytes: Buffer.from(text, 'utf8') });
    if (entry.tick) ticks.set(name, entry.tick);
  };
  const present = changes.filter((change) => change.status !== 'D').map((change) => change.path);
  const texts = await textsAtCommit(repository, commit, present, READ_BOUNDS.tickFile);
  for (const [path, text] of texts) parse(path, text);
  const seen = new Set<string>();
  let reads = 0;
  let current = chain.from;
  while (current !== '' && current !== chain.to && !seen.has(current)) {
    seen.add(current);
    if (!ticks.has(current)) {
      if (!TICK_NAME.test(current) || reads >= MAX_CHAIN_READS) break;
      reads++;
      const path = `${ticksDir}/${current}`;
      parse(path, await textAtCommit(repository, commit, path, READ_BOUNDS.tickFile));
    }
    const tick = ticks.get(current);
    if (tick === undefined) break;
    current = tick.parent_id;
  }
  return ticks;
}

type DiffTick = { id: string; parent_id: string; decision: string; blame: string };

/**
 * The ledger the ledger-diff compares with the base: the checkout's files
 * when the checkout is the pull request's head or its merge commit, else the
 * head commit's git objects (`commit`), read without a work tree.
 */
export type ComparedLedger =
  | {
      at: 'checkout';
      entries: readonly LedgerEntry[] | Promise<readonly LedgerEntry[]>;
      store: Store;
    }
  | { at: 'commit'; commit: string };
/** The ledger's `ticks/` directory, repository-relative (what git is asked about). */
function ticksDirOf(repoRoot: string, ledgerDir: string): string {
  return (
    relative(repoRoot, join(ledgerDir, '.evolving', 'ticks'))
      .split('\\')
      .join('/') || '.'
  );
}

/** The base commit's tick files, read from git (never the checkout's); the step stops when git cannot. */
async function baseLedger(
  repository: Repository | null,
  repoRoot: string,
  ledgerDir: string,
  baseSha: string,
  entries: readonly LedgerEntry[] | Promise<readonly LedgerEntry[]>,
  committedAt: string | undefined,
): Promise<LedgerEntry[]> {
  const ticksDir = ticksDirOf(repoRoot, ledgerDir);
  try {
    return await readBaseLedger(repository, baseSha, ticksDir, entries, committedAt);
  } catch (error) {
    if (error instanceof BaseLedgerUnreadable) throw new HistoryUnreadable(error.message);
    throw error;
  }
}

async function ledgerDiff(
  repository: Repository | null,
  repoRoot: string,
  ledgerDir: string,
  baseSha: string,
  compared: ComparedLedger,
  headPath: string,
): Promise<LedgerDiff> {
  const ticksDir = ticksDirOf(repoRoot, ledgerDir);
  const headRel = relative(repoRoot, headPath);
  const revision = compared.at === 'checkout' ? 'HEAD' : compared.commit;
  const changes = await pathChanges(repository, baseSha, revision, ticksDir);
  if (changes === undefined)
    throw new HistoryUnreadable(
      `git could not compare the ledger with the base commit ${baseSha.slice(0, 12)}`,
    );
  const ledgerPrefix = relative(repoRoot, ledgerDir);
  const toLedger = (path: string) => (ledgerPrefix === '' ? path : relative(ledgerPrefix, path));
  const [baseHead, removed] = await Promise.all([
    textAtCommit(repository, baseSha, headRel, READ_BOUNDS.head),
    removedStoreFiles(repository, baseSha, ledgerPrefix.split('\\').join('/'), compared),
  ]);
  let ticks: Map<string, DiffTick>;
  let head: string;
  if (compared.at === 'checkout') {
    ticks = new Map();
    for (const entry of await compared.entries) if (entry.tick) ticks.set(entry.file, entry.tick);
    head = readHead(compared.store);
  } else {
    head = (await textAtCommit(repository, compared.commit, headRel, READ_BOUNDS.head)) ?? '';
    ticks = await ticksAtCommit(repository, compared.commit, ticksDir, changes, {
      from: head.trim(),
      to: baseHead?.trim() ?? '',
    });
  }
  return compareLedgers({
    changes: changes.map((change) => ({
      ...change,
      path: toLedger(change.path),
      ...(change.from ? { from: toLedger(change.from) } : {}),
    })),
    head,
    ticks,
    ...(baseHead !== undefined ? { baseHead } : {}),
    removed,
  });
}

/** The files of a 0.1 store that are its own (beside `ticks/`, whose files the diff names one by one). */
const STORE_FILES = ['HEAD', 'config'] as const;

/**
 * The store's own files (`HEAD`, `config`) the base holds and the compared
 * ledger lacks, ledger-relative: the base's from its tree, the checkout's
 * from the work tree, another commit's from its tree. The step stops when
 * git cannot list the base: a removal is never taken for "nothing removed".
 */
async function removedStoreFiles(
  repository: Repository | null,
  baseSha: string,
  ledgerPrefix: string,
  compared: ComparedLedger,
): Promise<string[]> {
  const evolving = evolvingPathOf(ledgerPrefix);
  const atBase = await storeAtCommit(repository, baseSha, ledgerPrefix);
  if (atBase === undefined)
    throw new HistoryUnreadable(
      `git could not read ${evolving}/ at the base commit ${baseSha.slice(0, 12)}: check out with \`fetch-depth: 0\` (actions/checkout)`,
    );
  let present: (name: string) => boolean;
  if (compared.at === 'checkout') {
    const { evolvingDir } = compared.store;
    present = (name) => entryKind(join(evolvingDir, name)) !== 'missing';
  } else {
    const atHead = await storeAtCommit(repository, compared.commit, ledgerPrefix);
    if (atHead === undefined)
      throw new HistoryUnreadable(
        `git could not read ${evolving}/ at the pull request's head ${compared.commit.slice(0, 12)}`,
      );
    present = (name) => atHead.names.has(name);
  }
  return STORE_FILES.filter((name) => atBase.names.has(name) && !present(name)).map(
    (name) => `.evolving/${name}`,
  );
}
