// Limits GitHub enforces that its OpenAPI description does not state (or
// states only in prose). Each rule answers one question: "would github.com
// refuse this?" — and where GitHub's unit is unclear we pick the stricter one
// so a request that passes here passes there.

import type { Problems } from './openapi.js';

/** GitHub refuses issue comment bodies longer than this many characters. */
export const MAX_COMMENT_BODY_CHARS = 65_536;
/** Check run `output.summary` / `output.text`; the product spec budgets in UTF-8 bytes. */
export const MAX_CHECK_OUTPUT_BYTES = 65_535;
/** The Checks API takes at most this many annotations per create/update request. */
export const MAX_ANNOTATIONS_PER_REQUEST = 50;
export const MAX_ANNOTATION_TITLE_CHARS = 255;
/** Annotation `message` and `raw_details`: "The maximum size is 64 KB". */
export const MAX_ANNOTATION_TEXT_BYTES = 64 * 1024;
export const ANNOTATION_LEVELS = ['notice', 'warning', 'failure'] as const;

type Body = Record<string, unknown>;

/** Characters as GitHub (Ruby) counts them: code points, not UTF-16 units. */
function charCount(text: string): number {
  return Array.from(text).length;
}

function byteCount(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

function isObject(value: unknown): value is Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Extra checks for the operation `operationId`; the body has already passed JSON parsing. */
export function checkGitHubLimits(operationId: string, body: unknown): Problems {
  if (!isObject(body)) return [];
  switch (operationId) {
    case 'issues/create-comment':
    case 'issues/update-comment':
      return checkCommentBody(body);
    case 'checks/create':
      return [...checkHeadSha(body), ...checkCompletion(body), ...checkOutput(body)];
    case 'checks/update':
      return [...checkCompletion(body), ...checkOutput(body)];
    default:
      return [];
  }
}

function checkCommentBody(body: Body): Problems {
  if (typeof body.body !== 'string') return [];
  const length = charCount(body.body);
  return length > MAX_COMMENT_BODY_CHARS
    ? [`body is too long (${length} characters; maximum is ${MAX_COMMENT_BODY_CHARS})`]
    : [];
}

function checkHeadSha(body: Body): Problems {
  const sha = body.head_sha;
  return typeof sha === 'string' && !/^[0-9a-f]{40}$/.test(sha)
    ? [`head_sha "${sha}" is not a 40-character lowercase hex commit sha`]
    : [];
}

/** "Required if you provide completed_at or a status of completed" — and `stale` is GitHub's alone. */
function checkCompletion(body: Body): Problems {
  const problems: Problems = [];
  const completing = body.status === 'completed' || body.completed_at !== undefined;
  if (completing && body.conclusion === undefined) {
    problems.push('conclusion is required when status is completed or completed_at is given');
  }
  if (body.conclusion === 'stale') problems.push('conclusion "stale" can only be set by GitHub');
  return problems;
}

function checkOutput(body: Body): Problems {
  const output = body.output;
  if (!isObject(output)) return [];
  const problems: Problems = [];
  for (const field of ['summary', 'text'] as const) {
    const value = output[field];
    if (typeof value === 'string' && byteCount(value) > MAX_CHECK_OUTPUT_BYTES) {
      problems.push(
        `output.${field} is ${byteCount(value)} bytes; maximum is ${MAX_CHECK_OUTPUT_BYTES}`,
      );
    }
  }
  const annotations = output.annotations;
  if (Array.isArray(annotations)) {
    if (annotations.length > MAX_ANNOTATIONS_PER_REQUEST) {
      problems.push(
        `output.annotations has ${annotations.length} items; GitHub accepts at most ${MAX_ANNOTATIONS_PER_REQUEST} per request`,
      );
    }
    annotations.forEach((annotation, i) => {
      if (isObject(annotation))
        problems.push(...checkAnnotation(annotation, `output.annotations[${i}]`));
    });
  }
  return problems;
}

function checkAnnotation(annotation: Body, at: string): Problems {
  const problems: Problems = [];
  const level = annotation.annotation_level;
  if (level !== undefined && !(ANNOTATION_LEVELS as readonly unknown[]).includes(level)) {
    problems.push(
      `${at}.annotation_level "${String(level)}" is not one of ${ANNOTATION_LEVELS.join('|')}`,
    );
  }
  if (typeof annotation.path === 'string') {
    const reason = annotationPathProblem(annotation.path);
    if (reason) problems.push(`${at}.path "${annotation.path}" ${reason}`);
  }
  if (
    typeof annotation.title === 'string' &&
    charCount(annotation.title) > MAX_ANNOTATION_TITLE_CHARS
  ) {
    problems.push(`${at}.title is longer than ${MAX_ANNOTATION_TITLE_CHARS} characters`);
  }
  for (const field of ['message', 'raw_details'] as const) {
    const value = annotation[field];
    if (typeof value === 'string' && byteCount(value) > MAX_ANNOTATION_TEXT_BYTES) {
      problems.push(`${at}.${field} is larger than 64 KB`);
    }
  }
  problems.push(...checkAnnotationRange(annotation, at));
  return problems;
}

/**
 * Why `path` cannot name a file in the repository, or undefined when it can.
 * GitHub attaches an annotation to a file by its repository-relative path; an
 * absolute or `..` path is refused or silently lands nowhere.
 */
export function annotationPathProblem(path: string): string | undefined {
  if (path === '') return 'is empty';
  if (path.includes('\\')) return 'contains a backslash';
  if (path.startsWith('/')) return 'is absolute (leading /)';
  if (/^[A-Za-z]:/.test(path)) return 'is absolute (drive letter)';
  const segments = path.split('/');
  if (segments.includes('..')) return 'contains a .. segment';
  if (segments.includes('.')) return 'contains a . segment';
  if (segments.includes('')) return 'contains an empty segment (// or trailing /)';
  return undefined;
}

function checkAnnotationRange(annotation: Body, at: string): Problems {
  const problems: Problems = [];
  const {
    start_line: start,
    end_line: end,
    start_column: startColumn,
    end_column: endColumn,
  } = annotation;
  if (typeof start === 'number' && start < 1) problems.push(`${at}.start_line must be at least 1`);
  if (typeof start === 'number' && typeof end === 'number' && end < start) {
    problems.push(`${at}.end_line is before start_line`);
  }
  const hasColumns = startColumn !== undefined || endColumn !== undefined;
  if (hasColumns && start !== end) {
    problems.push(
      `${at}: start_column/end_column are only allowed when start_line equals end_line`,
    );
  }
  return problems;
}
