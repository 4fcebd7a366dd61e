/**
 * The model-neutral review: what each ev model's domain yields for the
 * commit or pull request under review — 0.1's ticks (core/ticks,
 * core/verdict: decisions, grounds, bindings, verdicts; its review is made
 * from its report by render/ticks/review.ts) and 0.2's claims (core/claims:
 * claims, evidence, anchors, cells; core/claims/review.ts). A store that
 * holds both models yields two reviews; `joinReviews` joins them (or takes
 * the one of a store of one model) into the store's: the check run's
 * conclusion and title, its annotations (or the workflow commands in their
 * place), the `conclusion` output, the step's status and message, and the
 * JSON report's top-level `conclusion` and `reason`. The comment, the
 * summaries and the JSON report are composed from each model's own sections
 * once for every store (render/review-surfaces.ts). Pure; no model's words here.
 */

/** How loud a finding is on GitHub: an annotation's level. */
export type Severity = 'failure' | 'warning' | 'notice';

/** The check run's conclusion, worst first: what the step and the check say. */
export type Conclusion = 'failure' | 'neutral' | 'success';

/** A place in the repository a finding points at (repository-relative path, 1-based lines). */
export interface Location {
  path: string;
  startLine: number;
  endLine?: number;
}

/** One thing the reviewer is shown: what, how loud, whether it gates, and where. */
export interface Finding {
  /** Stable within a review: a decision's id, a claim's id and anchor. */
  key: string;
  severity: Severity;
  /** It fails the step and the check run (gating is the model's rule, already applied). */
  gates: boolean;
  /** One line, plain text: ledger text in it is untrusted and is escaped where it is drawn. */
  title: string;
  /** Plain text, shown under the title (an annotation's message). */
  message: string;
  location?: Location;
}

/** What one model says about the commit under review. */
export interface ModelReview {
  /** Which ev model's store this is: 0.1's ticks or 0.2's claims. */
  model: 'ticks' | 'claims';
  conclusion: Conclusion;
  /** The check run's title for this model alone, e.g. "1 claim's anchor broken by this pull request". */
  title: string;
  /** One line: why its conclusion is what it is, naming the model where a store may hold two. */
  reason: string;
  /** What to show, in the model's order (most important first within a severity). */
  findings: Finding[];
  /**
   * Findings left out of `findings` for their number (a model may build only
   * as many as the surfaces show): the JSON report and the summaries have them.
   */
  omitted?: number;
}

/** A review, or several joined: what the check run and the outputs are drawn from. */
export interface JoinedReview {
  conclusion: Conclusion;
  title: string;
  /** The step's message and the JSON report's `reason`: the failing models' reasons, else every model's. */
  reason: string;
  /** Each model's findings, most severe first, the first model's before the next's at each level. */
  findings: Finding[];
  /** Findings the models left out of theirs. */
  omitted: number;
}

const SEVERITY_RANK: Record<Severity, number> = { failure: 0, warning: 1, notice: 2 };

const RANK: Record<Conclusion, number> = { failure: 0, neutral: 1, success: 2 };

/** The worse of the conclusions: one failure fails the run; else anything to look at is neutral. */
export function worstConclusion(conclusions: readonly Conclusion[]): Conclusion {
  let worst: Conclusion = 'success';
  for (const c of conclusions) if (RANK[c] < RANK[worst]) worst = c;
  return worst;
}

/** What a check run's title says first for a fork's commit that no open pull request has as its head. */
export const FORK_WITHOUT_PULL_REQUEST_TITLE =
  "Not passed: no open pull request has this fork's commit as its head";

/**
 * A model's review of a commit the run may not pass (a fork's head that no
 * open pull request has: there is no base to hold it to): neutral at best,
 * its title and reason saying why first.
 */
export function notPassed(review: ModelReview, why: string): ModelReview {
  return {
    ...review,
    conclusion: worstConclusion([review.conclusion, 'neutral']),
    title: review.title === '' ? why : `${why}; ${review.title}`,
    reason: review.reason === '' ? why : `${why}; ${review.reason}`,
  };
}

/**
 * One review for a store: the worst conclusion, each title that says
 * something, and the reasons of what fails (else every model's). One
 * review (a store of one model) is drawn as it is, its findings most
 * severe first.
 */
export function joinReviews(reviews: readonly ModelReview[]): JoinedReview {
  const conclusion = worstConclusion(reviews.map((r) => r.conclusion));
  // A model with nothing to say does not dilute one that has: its all-clear title is dropped.
  const saying = reviews.filter((r) => r.conclusion !== 'success');
  const titles = (saying.length > 0 ? saying : reviews).map((r) => r.title).filter(Boolean);
  // What fails the step leads its message alone: a model that does not fail it is not named then.
  const failing = reviews.filter((r) => r.conclusion === 'failure');
  const reasons = (failing.length > 0 ? failing : reviews).map((r) => r.reason).filter(Boolean);
  return {
    conclusion,
    title: titles.join('; '),
    reason: reasons.join('; '),
    // Each model's findings by severity (a stable sort keeps its order within one): the
    // surfaces show only the first max-annotations, and workflow commands the first 10 per level.
    findings: reviews.flatMap((r) =>
      [...r.findings].sort((a, b) => SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity]),
    ),
    omitted: reviews.reduce((sum, r) => sum + (r.omitted ?? 0), 0),
  };
}
