/**
 * The store's surfaces, composed once for every store: the sticky comment,
 * the job summary, the check run's summary and the JSON report. Each model
 * draws its own section of each (`ModelSurfaces`: 0.1's from its report,
 * render/ticks/review.ts; 0.2's from its claims review,
 * render/claims/surfaces.ts); here they are put together in the store's
 * order, within each surface's limit, the first model framing the whole
 * (the comment's marker and footer, the report's own fields) and the
 * others following it, each after a rule. A store of one model is its
 * model's surfaces as they are. The check run's conclusion and title, the
 * annotations and the report's top-level `conclusion` and `reason` are the
 * joined review's (review/review.ts). Pure; no model's words here.
 */
import { joinReviews, type JoinedReview, type ModelReview } from '../core/review/review.js';
import {
  COMMENT_BODY_LIMIT,
  commentNeedsUpdate,
  type CommentMode,
  type CommentPlan,
} from './comment.js';
import { utf16Length, utf8Length, type Measure } from './markdown.js';

/** Where a section of the comment goes and how much room it has. */
export interface CommentRoom {
  /** Its length in UTF-16 units stays below this. */
  maxLength: number;
  /** It is the comment's first section: it draws the comment's marker, state and footer. */
  leads: boolean;
  /** The sticky comment it replaces (what it said last time), if any. */
  existingBody: string | undefined;
}

/** Which summary a section is drawn for and how much room it has. */
export interface SummaryRoom {
  /** Its size in UTF-8 bytes stays below this. */
  maxBytes: number;
  /** The job summary (`step`, 1 MiB) or the check run's (65,535 bytes). */
  surface: 'step' | 'check-run';
  /** It is the summary's first section: it draws the summary's heading. */
  leads: boolean;
  /** A note the first section puts first (the check run's on annotations left out); within maxBytes. */
  preface: string;
}

/** What the comment, the summaries and the report say about one model: drawn by the model. */
export interface ModelSurfaces {
  review: ModelReview;
  comment: {
    /** Something for the reviewer to act on. */
    hasFindings: boolean;
    /** Worth a comment where none exists yet under `comment: auto`. */
    worthPosting: boolean;
    /** The run may not pass the commit it reports on (nothing said is then a verdict on it). */
    notJudged: boolean;
    draw(room: CommentRoom): string;
  };
  summary(room: SummaryRoom): string;
  /**
   * Its fields of the JSON report, in order. Leading, the document's own
   * (`schemaVersion`, `conclusion`, `reason`, `context`, …); following, its part.
   */
  report(leads: boolean): Record<string, unknown>;
}

/**
 * What frames every model's sections: which sticky comment it is (`key`,
 * commentKey), the check it names, the run's links, and where the rest is.
 */
export interface SurfaceFrame {
  key: string;
  /** As the comment's footer shows it; default: from the key. */
  checkName?: string;
  /** Where "the job summary" links (stable across pushes: the comment's body should not change with the run). */
  summaryUrl?: string;
  /** The workflow run writing it. */
  runUrl?: string;
  /** Where everything is, as the summaries say it (default: the JSON report). */
  restIn?: string;
}

/** A store's models, each drawing its sections, and their review joined. */
export interface StoreSurfaces {
  models: ModelSurfaces[];
  review: JoinedReview;
}

/** The store's surfaces: its models' in the store's order (0.1's first), their reviews joined. */
export function storeSurfaces(models: ModelSurfaces[]): StoreSurfaces {
  return { models, review: joinReviews(models.map((m) => m.review)) };
}

/** What separates one model's section from the next, on every surface. */
export const SECTION_RULE = '\n---\n\n';

/**
 * The sections within `limit` (measured by `measure`): each following one
 * within its share (limit / models), drawn first; the first gets the rest.
 */
function composeSections(
  count: number,
  limit: number,
  measure: Measure,
  draw: (index: number, room: number) => string,
): string {
  if (count === 0) return '';
  const share = limit / count;
  let following = '';
  for (let i = 1; i < count; i++) following += SECTION_RULE + draw(i, share);
  return draw(0, limit - measure(following)) + following;
}

/** The sticky comment's body: the first model's comment, the others' sections after it. */
export function composeComment(
  store: StoreSurfaces,
  existingBody: string | undefined,
  maxLength = COMMENT_BODY_LIMIT,
): string {
  return composeSections(store.models.length, maxLength, utf16Length, (i, room) =>
    (store.models[i] as ModelSurfaces).comment.draw({
      maxLength: room,
      leads: i === 0,
      existingBody,
    }),
  );
}

/**
 * What to do with the sticky comment, for every store:
 * - `never`: nothing;
 * - no comment yet: written when a model has something worth it, or in
 *   `always` mode;
 * - a comment already there is rewritten (never deleted), unless its body
 *   would not change (`commentNeedsUpdate`).
 */
export function planStoreComment(input: {
  mode: CommentMode;
  store: StoreSurfaces;
  existingBody?: string | null;
  /** The body's limit: less than GitHub's when the caller adds a line of its own. */
  maxLength?: number;
}): CommentPlan {
  if (input.mode === 'never') return { action: 'skip', reason: 'disabled' };
  const existing = input.existingBody ?? undefined;
  const { models } = input.store;
  if (
    existing === undefined &&
    input.mode === 'auto' &&
    !models.some((m) => m.comment.worthPosting)
  )
    return { action: 'skip', reason: 'nothing-to-say' };
  const body = composeComment(input.store, existing, input.maxLength);
  if (existing === undefined) return { action: 'create', body };
  if (!commentNeedsUpdate(existing, body)) return { action: 'skip', reason: 'unchanged' };
  return { action: 'update', body };
}

/** Something for the reviewer to act on, in any model's section. */
export function storeHasFindings(store: StoreSurfaces): boolean {
  return store.models.some((m) => m.comment.hasFindings);
}

/** The run may not pass the commit it reports on (a model says so). */
export function storeNotJudged(store: StoreSurfaces): boolean {
  return store.models.some((m) => m.comment.notJudged);
}

/** A summary (the job's or the check run's) strictly within `maxBytes` UTF-8 bytes. */
export function composeSummary(
  store: StoreSurfaces,
  room: { maxBytes: number; surface: SummaryRoom['surface']; preface?: string },
): string {
  return composeSections(store.models.length, room.maxBytes, utf8Length, (i, maxBytes) =>
    (store.models[i] as ModelSurfaces).summary({
      maxBytes,
      surface: room.surface,
      leads: i === 0,
      preface: i === 0 ? (room.preface ?? '') : '',
    }),
  );
}

/**
 * The JSON report (docs/report.schema.json): the first model's document,
 * each other model's part added, and the store's `conclusion` and `reason`
 * (the joined review's, what the check run and the step say) at the top.
 * The document shares its lists with the models' (it is written, not kept).
 */
export function composeReport(store: StoreSurfaces): Record<string, unknown> {
  const [first, ...rest] = store.models;
  if (first === undefined) return {};
  const document: Record<string, unknown> = {
    ...first.report(true),
    conclusion: store.review.conclusion,
    reason: store.review.reason,
  };
  for (const model of rest) Object.assign(document, model.report(false));
  return document;
}
