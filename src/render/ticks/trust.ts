/**
 * What the reader must know about the evidence behind a report
 * (docs/USAGE.md#trust-model): what the pull request brought that does not
 * judge it (evidence files, a config change, receipts dated in the future,
 * history the clone lacks), and whether a green rests on a fork's own claims.
 * One helper for the comment, the job summary and the check run. Pure.
 */
import { mdMarkup, mdText, plural } from '../markdown.js';
import type { Report } from './report.js';

/** Shown findings per surface; the JSON report lists them all. */
const FINDINGS_SHOWN = 20;
const FINDING_MAX = 300;

/** The label of a green that rests on a fork's artifacts, or undefined when none does. */
export function forkClaimLabel(report: Report): string | undefined {
  const n = report.trust.forkClaims;
  if (n === 0) return undefined;
  return `${plural(n, 'green binding')} ${n === 1 ? 'rests' : 'rest'} on the fork's own claims (receipts from its run's artifacts), not on checks this repository ran`;
}

/**
 * The check run's title when nothing resurfaced and the ledger is intact.
 * Exempt bindings were not judged on this runner: never titled as green.
 */
export function allClearTitle(report: Report): string {
  const exempt = report.bindings.filter((b) => b.label === 'exempt').length;
  if (exempt === 0) return 'Every guarding check is green';
  const judged = report.bindings.length - exempt;
  const attest =
    report.settings.attest === null ? '' : ` (attest: ${report.settings.attest.join(', ')})`;
  const exemptText = `${plural(exempt, 'binding')} exempt on this runner${attest}, not judged`;
  return judged === 0
    ? `No guarding check judged: ${exemptText}`
    : `${plural(judged, 'guarding check')} green; ${exemptText}`;
}

/** The check run's title with the fork-claim label when a green rests on one. */
export function labelledTitle(title: string, report: Report): string {
  const label = forkClaimLabel(report);
  return label === undefined
    ? title
    : `${title} — the fork's claim: ${plural(report.trust.forkClaims, 'binding')}`;
}

/** A Markdown block: the fork-claim label and one line per trust finding ('' when there is nothing). */
export function trustBlock(report: Report): string {
  const label = forkClaimLabel(report);
  const findings = report.trust.findings;
  if (label === undefined && findings.length === 0) return '';
  const lines: string[] = [];
  if (label !== undefined) lines.push(`- ⚠️ **The fork's claim:** ${mdText(label, FINDING_MAX)}.`);
  for (const finding of findings.slice(0, FINDINGS_SHOWN))
    lines.push(`- ⚠️ ${mdMarkup(finding, FINDING_MAX)}`);
  if (findings.length > FINDINGS_SHOWN)
    lines.push(
      `- … and ${plural(findings.length - FINDINGS_SHOWN, 'more finding')} in the JSON report`,
    );
  return `**Evidence this run did not accept, or whose origin matters**\n\n${lines.join('\n')}\n\n`;
}

/** Anything for the sticky comment to say about the evidence. */
export function hasTrustFindings(report: Report): boolean {
  return report.trust.findings.length > 0 || report.trust.forkClaims > 0;
}
