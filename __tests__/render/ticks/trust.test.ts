/**
 * The trust findings and the fork-claim label, as the comment, the summary
 * and the check run title show them (docs/USAGE.md#trust-model).
 */
import { describe, expect, test } from '@jest/globals';
import { buildReport } from '../../../src/render/ticks/report.js';
import { renderCommentBody } from '../../../src/render/ticks/comment.js';
import { renderSummary } from '../../../src/render/ticks/summary.js';
import { labelledTitle, trustBlock } from '../../../src/render/ticks/trust.js';
import type { Receipt } from '../../../src/core/ticks/verdict/receipt.js';
import { ReceiptProvenance, receiptIdentity } from '../../../src/core/ticks/verdict/provenance.js';
import { aReportInput, aTick, aTickVerdict } from '../../../test-support/builders.js';
import { planTicksComment } from '../../../test-support/surfaces.js';

const KEY = '.';
const tick = aTick();
const ref = tick.grounds[0]?.check?.ref ?? '';
const claim: Receipt = {
  test: ref,
  platform: 'linux-ci',
  commit: 'c'.repeat(40),
  ran_at: '2026-11-21T12:00:00Z',
  result: 'green',
};

function forkReport(mergedAreForkClaims: boolean) {
  const provenance = new ReceiptProvenance({
    thisRun: [],
    executed: new Map(),
    distrusted: new Map(),
    merged: new Map([[receiptIdentity(claim), 'artifacts/receipts-linux']]),
  });
  return buildReport(
    aReportInput({
      context: { event: 'workflow_run', repository: 'o/r', workingDirectory: '.', pullRequest: 7 },
      verdicts: [aTickVerdict(tick, { 0: { label: 'green', deciding: [claim] } })],
      trust: { findings: [], provenance, pullRequest: true, mergedAreForkClaims },
    }),
  );
}

describe("green on a fork's artifacts", () => {
  test('is counted, labelled in the title, the comment and the summary', () => {
    const report = forkReport(true);
    expect(report.trust.forkClaims).toBe(1);
    expect(report.bindings[0]).toMatchObject({
      forkClaim: true,
      provenance: [{ platform: 'linux-ci', source: 'merged', from: 'artifacts/receipts-linux' }],
    });
    expect(labelledTitle('Every guarding check is green', report)).toBe(
      "Every guarding check is green — the fork's claim: 1 binding",
    );
    expect(renderCommentBody(report, { key: KEY })).toContain("**The fork's claim:**");
    expect(renderSummary(report)).toContain("**The fork's claim:**");
    // Nothing else to say, yet the comment is posted: the reader must see whose claim it is.
    expect(planTicksComment({ mode: 'auto', report, options: { key: KEY } }).action).toBe('create');
  });

  test('the same receipts merged in a same-repository run are not labelled', () => {
    const report = forkReport(false);
    expect(report.trust.forkClaims).toBe(0);
    expect(trustBlock(report)).toBe('');
    expect(labelledTitle('Every guarding check is green', report)).toBe(
      'Every guarding check is green',
    );
  });
});

test('each finding is one escaped line; without a trust input the report has none', () => {
  const report = buildReport(
    aReportInput({
      trust: {
        findings: ['.evolving/results/receipts/a_b.jsonl: added @mallory <b>x</b>'],
        pullRequest: true,
        mergedAreForkClaims: false,
      },
    }),
  );
  const block = trustBlock(report);
  expect(block).toContain('- ⚠️ .evolving/results/receipts/a\\_b.jsonl');
  expect(block).not.toContain('<b>');
  expect(block).not.toContain(' @mallory');
  expect(buildReport(aReportInput()).trust).toEqual({ findings: [], forkClaims: 0 });
  expect(buildReport(aReportInput()).bindings[0]).toMatchObject({
    provenance: [],
    forkClaim: false,
  });
});

test("each binding's provenance names its own receipts' sources; equal entries are one object", () => {
  const other = aTick({ id: 'ffffffffffff', decision: 'another' });
  const committed: Receipt = { ...claim, ran_at: '2026-11-20T12:00:00Z' };
  const provenance = new ReceiptProvenance({
    thisRun: [],
    executed: new Map(),
    distrusted: new Map(),
    merged: new Map([[receiptIdentity(claim), 'artifacts/receipts-linux']]),
  });
  const report = buildReport(
    aReportInput({
      verdicts: [
        aTickVerdict(tick, { 0: { label: 'green', deciding: [claim] } }),
        aTickVerdict(other, { 0: { label: 'green', deciding: [committed] } }),
        aTickVerdict(aTick({ id: 'eeeeeeeeeeee', decision: 'third' }), {
          0: { label: 'green', deciding: [{ ...committed, ran_at: '2026-11-19T12:00:00Z' }] },
        }),
      ],
      trust: { findings: [], provenance, pullRequest: true, mergedAreForkClaims: false },
    }),
  );
  const [merged, first, second] = report.bindings.map((b) => b.provenance[0]);
  expect(merged).toEqual({
    platform: 'linux-ci',
    source: 'merged',
    from: 'artifacts/receipts-linux',
    text: 'merged from artifacts/receipts-linux',
  });
  expect(first).toEqual({
    platform: 'linux-ci',
    source: 'committed',
    text: "the base's committed evidence",
  });
  // Shared, not copied: tens of thousands of bindings hold a handful of entries.
  expect(second).toBe(first);
});
