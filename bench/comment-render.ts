/**
 * The sticky comment's rendering at scale: the comment body for
 * a report of N resurfaced decisions — the state line among it, which was
 * quadratic in N — timed at each size. Linear means the cost per 1,000
 * resurfaced decisions stays flat from 10k to 40k. Run by bench/comment.mjs.
 */
import { performance } from 'node:perf_hooks';
import { renderCommentBody } from '../src/render/ticks/comment.js';
import { commentKey } from '../src/render/comment.js';
import { buildReport, type Report } from '../src/render/ticks/report.js';
import { aReportInput, aTick, aTickVerdict } from '../test-support/builders.js';

/** A report of `n` decisions whose one bound ground is red: every one resurfaces. */
export function resurfacedReport(n: number): Report {
  const verdicts = Array.from({ length: n }, (_, i) => {
    const id = i.toString(16).padStart(12, '0');
    return aTickVerdict(aTick({ id, decision: `contract ${i} holds` }), { 0: 'red' });
  });
  return buildReport(aReportInput({ verdicts }));
}

export interface CommentTiming {
  resurfaced: number;
  /** Median milliseconds of one comment body. */
  renderMs: number;
  msPer1k: number;
  bodyChars: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

/** Times `renderCommentBody` on one report, `runs` times, after one warm-up. */
export function timeComment(report: Report, runs: number): CommentTiming {
  const key = commentKey('.');
  // A previous comment that resurfaced everything: the resolved list is as long as it gets too.
  const previous = { resurfaced: report.resurfaced, resolved: [] };
  let body = renderCommentBody(report, { key, previous });
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    body = renderCommentBody(report, { key, previous });
    times.push(performance.now() - start);
  }
  const renderMs = median(times);
  const resurfaced = report.resurfaced.length;
  return { resurfaced, renderMs, msPer1k: (renderMs / resurfaced) * 1000, bodyChars: body.length };
}
