/**
 * Annotations for the check run (and the workflow-command fallback on
 * forks): any review's findings (one model's, or both joined) drawn as plain
 * text (GitHub renders no Markdown there), bounded to the API's limits, and
 * split into requests. Each model places its own findings (ev 0.1's:
 * render/ticks/annotations.ts; ev 0.2's: core/claims/review.ts). Pure.
 */
import { plainBlock, plainLine } from './markdown.js';
import type { Finding, ModelReview } from '../core/review/review.js';

export type AnnotationLevel = 'failure' | 'warning' | 'notice';

/** The check-run API's annotation object (a subset). */
export interface Annotation {
  /** Repository-relative path. */
  path: string;
  start_line: number;
  end_line: number;
  annotation_level: AnnotationLevel;
  title: string;
  message: string;
}

/** A finding with a place in the repository: what an annotation is drawn from. */
export type LocatedFinding = Finding & { location: NonNullable<Finding['location']> };

/** GitHub: title at most 255 characters, message at most 64 KB, 50 annotations per request. */
export const TITLE_MAX_CHARS = 255;
export const MESSAGE_MAX_BYTES = 64 * 1024;
export const ANNOTATIONS_PER_REQUEST = 50;

export interface CappedAnnotations {
  annotations: Annotation[];
  /** How many findings were left out (say so in the summary / a warning). */
  omitted: number;
}

// ---------------------------------------------------------------------------
// Drawing a review's findings

function isLocated(f: Finding): f is LocatedFinding {
  return f.location !== undefined;
}

/** One finding as an annotation: plain text (GitHub renders no Markdown there), bounded to the API's limits. */
export function findingAnnotation(f: LocatedFinding): Annotation {
  const title = plainLine(f.title, TITLE_MAX_CHARS);
  return {
    path: f.location.path,
    start_line: f.location.startLine,
    end_line: f.location.endLine ?? f.location.startLine,
    annotation_level: f.severity,
    title,
    message: plainBlock(f.message, MESSAGE_MAX_BYTES) || title,
  };
}

/**
 * The annotations of a review (or of several, joined: `joinReviews`), in
 * its order: the located findings, the first `max` of them; `omitted` also
 * counts those the models left out of their reviews. A finding without a
 * place (a deleted ledger file) is in the summaries and the report alone.
 */
export function reviewAnnotations(
  review: Pick<ModelReview, 'findings' | 'omitted'>,
  max: number,
): CappedAnnotations {
  const located = review.findings.filter(isLocated);
  const shown = located.slice(0, Math.max(0, max));
  return {
    annotations: shown.map(findingAnnotation),
    omitted: (review.omitted ?? 0) + located.length - shown.length,
  };
}

/** Split into requests of at most 50 (GitHub rejects a 51st annotation in one request). */
export function batchAnnotations(
  annotations: readonly Annotation[],
  size: number = ANNOTATIONS_PER_REQUEST,
): Annotation[][] {
  const batches: Annotation[][] = [];
  for (let i = 0; i < annotations.length; i += size) batches.push(annotations.slice(i, i + size));
  return batches;
}
