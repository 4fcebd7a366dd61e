/**
 * The claims review's findings as check-run annotations: a broken anchor a
 * `warning` (a `failure` under the opt-in anchor gate), a moved one a
 * `notice`, a ledger violation on its writer file's line. Findings come
 * placed (core/claims/review.ts): H's anchored line found by its text, a
 * broken anchor where its line was (the base's line mapped to H through the
 * change to its file), or its evidence's ledger line when the file is gone. Ledger text reaches a title or message as plain text, cut to
 * GitHub's limits; failures first, then warnings, then notices.
 */
import type { Finding } from '../review/review.js';
import { MESSAGE_MAX_BYTES, TITLE_MAX_CHARS, type Annotation } from './annotations.js';
import { plainLine, truncateUtf8 } from './markdown.js';

const ORDER = { failure: 0, warning: 1, notice: 2 } as const;

export function claimsAnnotations(findings: readonly Finding[]): Annotation[] {
  return findings
    .filter(
      (f): f is Finding & { location: NonNullable<Finding['location']> } =>
        f.location !== undefined,
    )
    .sort((a, b) => ORDER[a.severity] - ORDER[b.severity])
    .map((f) => ({
      path: f.location.path,
      start_line: f.location.startLine,
      end_line: f.location.endLine ?? f.location.startLine,
      annotation_level: f.severity,
      title: plainLine(f.title, TITLE_MAX_CHARS),
      message: truncateUtf8(plainLine(f.message, 4000), MESSAGE_MAX_BYTES),
    }));
}
