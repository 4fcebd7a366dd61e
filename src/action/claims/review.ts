/**
 * The action on an ev 0.2 ledger: the reviewer's lens, "which claims does
 * this change move the ground under?". A 0.2 ledger executes nothing, so
 * every event judges it in full:
 *
 * - a pull request (`pull_request`, `pull_request_target`, `workflow_run`):
 *   the ledger at the base B and at the commit under review H (the test
 *   merge on `pull_request`, the pull request's head otherwise), both read
 *   from git objects, and the paths B..H changes;
 * - `push`, `schedule`, `workflow_dispatch`: the commit alone — the census,
 *   the claims on moved code, ev doctor's integrity. `workflow_dispatch` also
 *   runs the reader's self-test on a built-in ledger whose fold is fixed.
 *
 * Nothing is written to the ledger. The review is pure (core/claims/review.ts);
 * this module reads git and the inputs.
 */
import * as core from '@actions/core';
import { reviewCommands, textsAtTwoCommits } from '../../adapters/claims/git-ledger.js';
import { claimsChain, ledgerPrefixOf } from '../../chains/claims/chain.js';
import {
  endAhead,
  startAhead,
  type GitContext,
  type Repository,
} from '../../adapters/git/runner.js';
import { commitsHere, ensureCommit, isShallow } from '../../adapters/git/pull-request.js';
import { annotate } from '../../core/claims/annotate.js';
import { CLAIMS_REVIEW_BUDGET_MS, timeBudget, type TimeBudget } from '../../core/claims/budget.js';
import type { PathProbe } from '../../core/claims/anchors.js';
import { fold } from '../../core/claims/fold.js';
import { locatedPaths, relocateFindings } from '../../core/claims/relocate.js';
import type { ClaimsGate, ClaimsReview } from '../../core/claims/review.js';
import { scanLedger } from '../../core/claims/scan.js';
import { FORK_WITHOUT_PULL_REQUEST_TITLE, notPassed } from '../../core/review/review.js';
import { EvaluationStop } from '../evaluation-stop.js';

export interface ClaimsRequest {
  /** The directory holding `.evolving/` (detectStore's root). */
  root: string;
  gitRepository: Repository | null;
  /** The step's environment, what git starts from (the git module keeps only what it may). */
  env: NodeJS.ProcessEnv;
  event: string;
  /** The commit under review (H): the checkout on pull_request (the test merge), else the head. */
  headSha: string;
  /** The pull request's base (B), when the event has a pull request. */
  baseSha?: string;
  /**
   * The pull request's own head, when H is GitHub's test-merge commit: the
   * check run is on it, so the annotations are carried to its lines. H's
   * anchors and drift are the merge's, as ev would read them there.
   */
  pullRequestHead?: string;
  /**
   * Why the run may not pass H: a fork's head that no open pull request has
   * (there is no base to hold it to). The review is then neutral at best.
   */
  notJudged?: string;
  failOnViolation: boolean;
  gate: ClaimsGate;
  /** The review's time budget (default: CLAIMS_REVIEW_BUDGET_MS from the step's start of the review). */
  budget?: TimeBudget;
}

export interface ClaimsOutcome {
  review: ClaimsReview;
  /** The repository-relative prefix of the store root (`''` or `dir/`). */
  ledgerPrefix: string;
  headSha: string;
  baseSha?: string;
  /** `workflow_dispatch`: the reader's self-test, one line per check. */
  selfTest?: string[];
  notes: string[];
}

/**
 * A shallow clone holds the commits but not the history between them: what
 * the trees say (broken and moved anchors) stands, drift does not.
 */
const SHALLOW =
  'This clone is shallow: drift (the commits that touched an anchored file since its evidence was filed) is counted only over the history the clone holds, so cells may be missing or wrong, and claims already moved on the base may not be shown. Broken and moved anchors are read from the commits themselves and stand. Check out with `fetch-depth: 0` (actions/checkout).';

/**
 * The claims review of the event's commit H (and, with a pull request, of its
 * base B): both ledgers read from git objects over one set of git processes,
 * a commit the clone lacks fetched first, and what could not be read said in
 * the notes (a base missing from the clone: H alone, as on a push; a shallow
 * clone: drift counted over the history it holds).
 */
export async function reviewClaimsForEvent(request: ClaimsRequest): Promise<ClaimsOutcome> {
  const ctx = { repository: request.gitRepository, cwd: request.root, env: request.env };
  // Counted from here: what git answers per anchor past it is left unmeasured, and the review publishes.
  const budget = request.budget ?? timeBudget(CLAIMS_REVIEW_BUDGET_MS, Date.now);
  const ledgerPrefix = ledgerPrefixOf(request.gitRepository, request.root);
  const notes: string[] = [];
  const head = request.headSha;
  // Whether the commits are here and whether the clone is shallow, asked at once (two processes):
  // a commit is fetched only when missing, and a fetch may change the answer to the second.
  const [here, shallowAtStart] = await Promise.all([
    commitsHere(
      request.gitRepository,
      request.baseSha === undefined ? [head] : [head, request.baseSha],
    ),
    isShallow(request.gitRepository),
  ]);
  let fetched = false;
  const ensure = (sha: string, what?: string): Promise<string | undefined> | undefined => {
    if (here.has(sha)) return undefined;
    fetched = true;
    return ensureCommit(request.gitRepository, sha, what);
  };
  const missingHead = await ensure(head, 'the commit under review');
  if (missingHead !== undefined)
    throw new Error(`The ev 0.2 ledger cannot be read at ${head.slice(0, 12)}: ${missingHead}`);
  let base: string | undefined = request.baseSha;
  if (base !== undefined) {
    const missingBase = await ensure(base);
    if (missingBase !== undefined) {
      // A gate that cannot compare the base with the head fails: it never passes for lack of it.
      const gating = [
        ...(request.gate === 'anchors' ? ['claims-gate: anchors'] : []),
        ...(request.failOnViolation ? ['fail-on-violation'] : []),
      ];
      if (gating.length > 0)
        throw new EvaluationStop(
          `The ev 0.2 claims cannot be compared with the pull request's base ${base.slice(0, 12)}: it is not in this clone (${missingBase}). ${gating.join(' and ')} compare${gating.length === 1 ? 's' : ''} the base with the head, and never pass without it: check out with \`fetch-depth: 0\` (actions/checkout).`,
        );
      notes.push(
        `The pull request's base ${base.slice(0, 12)} is not in this clone (${missingBase}): the claims are read at the head alone, as on a push. Check out with \`fetch-depth: 0\` to compare with the base.`,
      );
      base = undefined;
    }
  }
  const shallow = fetched ? await isShallow(request.gitRepository) : shallowAtStart;
  if (notes.length === 0 && shallow === true) notes.push(SHALLOW);
  // The git processes the review runs are started now, before the ledgers are read: git's start
  // forks this process, dearer the more the run holds (git/runner.ts startAhead).
  const placing = request.pullRequestHead !== undefined && request.pullRequestHead !== head;
  startAhead(ctx, reviewCommands(base === undefined ? [head] : [head, base], placing));
  try {
    return await reviewAt(request, ctx, { head, base, ledgerPrefix, notes, budget });
  } finally {
    await endAhead(ctx);
  }
}

/** The review at H (and B), read from git: the ledgers, the changed paths, the findings placed. */
async function reviewAt(
  request: ClaimsRequest,
  ctx: GitContext,
  at: {
    head: string;
    base: string | undefined;
    ledgerPrefix: string;
    notes: string[];
    budget: TimeBudget;
  },
): Promise<ClaimsOutcome> {
  const { head, base, ledgerPrefix, notes, budget } = at;
  const chain = await claimsChain(ctx, { head, base, ledgerPrefix, budget });
  if (chain === undefined) throw new Error('the ledger at the head was not read');
  notes.push(...chain.refused, ...chain.unmeasured);
  const review = (failOnViolation: boolean): ClaimsReview =>
    chain.review(request.gate, failOnViolation);
  let reviewed = review(request.failOnViolation);
  // Under the anchor gate, a claim whose events the pull request removes is not read at the head
  // at all: removing history must not take a broken anchor out of the gate, so it gates itself.
  if (
    request.gate === 'anchors' &&
    !request.failOnViolation &&
    reviewed.violations.some((v) => REMOVES_HISTORY.has(v.kind))
  ) {
    reviewed = review(true);
    notes.push(HISTORY_REMOVED_UNDER_GATE);
  }
  const placed =
    request.pullRequestHead !== undefined && request.pullRequestHead !== head
      ? await placedIn(ctx, reviewed, head, request.pullRequestHead)
      : reviewed;
  const judged = request.notJudged === undefined ? placed : unpassed(placed);
  if (request.notJudged !== undefined) notes.push(request.notJudged);
  const outcome: ClaimsOutcome = { review: judged, ledgerPrefix, headSha: head, notes };
  if (base !== undefined) outcome.baseSha = base;
  if (request.event === 'workflow_dispatch') outcome.selfTest = claimsSelfTest();
  for (const note of notes) core.warning(note);
  return outcome;
}

/** The violations that take base events out of the ledger read at the head. */
const REMOVES_HISTORY: ReadonlySet<string> = new Set([
  'file-deleted',
  'removed',
  'edited',
  'reordered',
]);

const HISTORY_REMOVED_UNDER_GATE =
  'claims-gate: anchors: this pull request removes or rewrites lines of the ledger at its base, so the claims they held are not read at the head and their anchors cannot be checked; those violations fail the run whatever fail-on-violation says.';

/** The review of a commit the run may not pass: neutral at best, and its title says why first. */
function unpassed(review: ClaimsReview): ClaimsReview {
  return { ...review, review: notPassed(review.review, FORK_WITHOUT_PULL_REQUEST_TITLE) };
}

/**
 * The review with its findings placed in `to`, the commit the check run is
 * on (the pull request's head), from `from`, the tree they were found in
 * (GitHub's test merge): where the base changed a file since the branch
 * point, the merge's line numbers point elsewhere in the head's file. The
 * comment keeps the merge's lines: its links name the merge commit.
 */
async function placedIn(
  ctx: GitContext,
  review: ClaimsReview,
  from: string,
  to: string,
): Promise<ClaimsReview> {
  const { findings } = review.review;
  const texts = await textsAtTwoCommits(ctx, from, to, locatedPaths(findings));
  return { ...review, review: { ...review.review, findings: relocateFindings(findings, texts) } };
}

// ---------------------------------------------------------------------------
// The reader's self-test: a built-in ledger whose fold is fixed

const SELF_TEST_LEDGER = [
  '{"v":2,"id":"clm_A","ts":"2026-01-01T00:00:01Z","writer":"t","seq":1,"actor":{"kind":"human"},"type":"claim","body":{"label":"a"}}',
  '{"v":2,"id":"evd_A","ts":"2026-01-01T00:00:02Z","writer":"t","seq":2,"actor":{"kind":"human"},"type":"evidence","body":{"claim":"clm_A","ref":"file:x.rs::fn a","status":"resolves"}}',
  '{"v":2,"id":"clm_B","ts":"2026-01-01T00:00:03Z","writer":"t","seq":3,"actor":{"kind":"agent","id":"x"},"type":"claim","body":{"label":"b"}}',
  '{"v":2,"id":"hld_B","ts":"2026-01-01T00:00:04Z","writer":"t","seq":4,"actor":{"kind":"human"},"type":"hold","body":{"claim":"clm_B","reason":"r"}}',
  '{"v":2,"id":"clm_C","ts":"2026-01-01T00:00:05Z","writer":"t","seq":5,"actor":{"kind":"human"},"type":"claim","body":{"label":"c"}}',
  '{"v":2,"id":"evd_C","ts":"2026-01-01T00:00:06Z","writer":"t","seq":6,"actor":{"kind":"human"},"type":"evidence","body":{"claim":"clm_C","ref":"file:gone.rs","status":"resolves"}}',
  '{"v":2,"id":"cls_C","ts":"2026-01-01T00:00:07Z","writer":"t","seq":7,"actor":{"kind":"human"},"type":"close","body":{"claim":"clm_C"}}',
  '{"v":2,"id":"cl',
].join('\n');

/** Each check of the self-test as `ok|FAILED <what>`: the fold and the readings of the built-in ledger. */
export function claimsSelfTest(): string[] {
  const scan = scanLedger([{ name: 't.jsonl', text: SELF_TEST_LEDGER }]);
  const files: Record<string, string> = { 'x.rs': 'fn a() {}\n' };
  const derived = annotate(fold(scan.events), {
    tree: {
      probe: (path, text): PathProbe => {
        const content = files[path];
        if (content === undefined) return { kind: 'absent' };
        return text ? { kind: 'file', text: content } : { kind: 'readable' };
      },
      isDirectory: () => false,
    },
    commits: { status: () => 'gone' },
    history: { movement: () => ({ kind: 'unresolved' }), countSince: () => undefined },
  });
  const checks: Array<[string, boolean]> = [
    [
      '7 events read, the torn last line skipped',
      scan.events.length === 7 && scan.skipped.length === 1 && scan.skipped[0]?.torn === true,
    ],
    [
      'an evidenced claim whose anchor resolves is anchored',
      derived.claims[0]?.state === 'anchored' &&
        derived.claims[0]?.evidence[0]?.status === 'resolves',
    ],
    ['a held claim is grey', derived.grey[0]?.id === 'clm_B'],
    [
      'a closed claim keeps its evidence, read gone',
      derived.closed[0]?.state === 'closed' && derived.closed[0]?.evidence[0]?.cell === 'file-gone',
    ],
  ];
  return checks.map(([what, ok]) => `${ok ? 'ok' : 'FAILED'} ${what}`);
}
