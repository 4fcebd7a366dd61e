// The live path of a decisions-only store's surfaces, for the render tests:
// the sticky comment planned and the annotations drawn as the action does
// (render/ticks/review.ts's surfaces, review-surfaces.ts's planStoreComment,
// annotations.ts's reviewAnnotations), from a report.
import type { Annotation } from '../src/render/annotations.js';
import type { AnnotationInput } from '../src/render/ticks/annotations.js';
import { reviewAnnotations } from '../src/render/annotations.js';
import type { CommentMode, CommentPlan } from '../src/render/comment.js';
import type { Report } from '../src/render/ticks/report.js';
import { planStoreComment, storeSurfaces } from '../src/render/review-surfaces.js';
import { ticksReview, ticksSurfaces } from '../src/render/ticks/review.js';

/** What the action does with the sticky comment of a store of ticks alone. */
export function planTicksComment(input: {
  mode: CommentMode;
  report: Report;
  existingBody?: string | null;
  options: { key: string };
}): CommentPlan {
  const surfaces = ticksSurfaces(
    { report: input.report, tickTexts: new Map() },
    Number.POSITIVE_INFINITY,
    input.options,
  );
  return planStoreComment({
    mode: input.mode,
    store: storeSurfaces([surfaces]),
    ...(input.existingBody !== undefined ? { existingBody: input.existingBody } : {}),
  });
}

/** Every annotation the action draws for a report, most important first. */
export function ticksAnnotations(input: AnnotationInput): Annotation[] {
  const all = Number.POSITIVE_INFINITY;
  return reviewAnnotations(ticksReview(input, all), all).annotations;
}
