/**
 * ev 0.1's findings (its review's, render/ticks/review.ts), placed for the
 * check run's annotations: failure for gating verdicts and ledger
 * violations, warning for tolerated unknown keys and harvested bindings,
 * notice for memo notes and for the decisions in context. Placed on the tick
 * file's line of that ground (tick-lines.ts finds it, whatever the
 * formatting) and on the pull request's changed files that
 * declared triggers select; a changed file with decisions in context gets
 * one notice on line 1 naming them all, and failures on the same file and
 * line are one finding naming each. Ordered most important first (context
 * last): workflow commands show only 10 per level, and `max-annotations`
 * keeps the first — only those are built. render/annotations.ts draws them.
 * Pure.
 */
import { plainTextAdvice } from './advice.js';
import { groundDetail, labelPhrase, platformResultText } from './decision.js';
import { plainLine } from '../markdown.js';
import { ledgerPathPrefix as prefixOf } from '../working-directory.js';
import type {
  InContextDecision,
  Report,
  ReportDecision,
  ReportGround,
  ReportReplaced,
} from './report.js';
import { originPhrase } from './origin.js';
import { replacedPlain } from './versus-base.js';
import type { Warning } from '../../core/ticks/verify.js';
import type { TickTexts } from '../../core/ticks/ledger.js';
import { TickLines } from './tick-lines.js';
import {
  findingAnnotation,
  MESSAGE_MAX_BYTES,
  TITLE_MAX_CHARS,
  type AnnotationLevel,
  type CappedAnnotations,
  type LocatedFinding,
} from '../annotations.js';

const TICKS_DIR = '.evolving/ticks/';
const FIELD_MAX = 1000;

// ---------------------------------------------------------------------------
// Building the annotations

export interface AnnotationInput {
  report: Report;
  /** Tick file name → its text, to place annotations on the right line. */
  tickTexts: TickTexts;
  /**
   * Repository-relative path of the ledger root (`''` or `dir/`): annotation
   * paths must be repository-relative even when `working-directory` is not
   * the root. Defaults to the report's working directory.
   */
  ledgerPathPrefix?: string;
}

/** Most important first; workflow commands show only the first 10 of each level. */
const Rank = { Gating: 0, Violation: 1, Warning: 2, Notice: 3, Context: 4 } as const;
type Rank = (typeof Rank)[keyof typeof Rank];

/**
 * An annotation not built yet: its rank, place and title are cheap; its line
 * (a scan of the tick file) and its message are made only for those sent.
 */
interface Candidate {
  readonly rank: Rank;
  readonly level: AnnotationLevel;
  /** It fails the step: a gating verdict while the gate is on, a violation under fail-on-violation. */
  readonly gates: boolean;
  readonly path: string;
  /** The finding's key in the review: what it is about (a decision's ground, a violation, a file). */
  key(): string;
  line(): number;
  /** Built only for the annotations sent: most candidates of a large ledger are left out. */
  title(): string;
  message(): string;
}

/** A candidate chosen to be shown, as its review's finding (plain text; escaped where it is drawn). */
function finding(
  path: string,
  line: number,
  candidate: Pick<Candidate, 'level' | 'gates' | 'key'>,
  title: string,
  message: string,
): LocatedFinding {
  return {
    key: candidate.key(),
    severity: candidate.level,
    gates: candidate.gates,
    title,
    message,
    location: { path, startLine: line },
  };
}

function field(text: string): string {
  return plainLine(text, FIELD_MAX);
}

/** `Decision <id> by <blame>: <decision>`, how every annotation names a decision. */
function decisionLine(decision: ReportDecision | InContextDecision): string {
  return `Decision ${field(decision.id)} by ${field(decision.blame)}: ${field(decision.decision)}`;
}

function roadsLine(decision: ReportDecision | InContextDecision): string[] {
  if (decision.roadsNotTaken.length === 0) return [];
  return [
    `Roads not taken: ${decision.roadsNotTaken.map((r) => `${field(r.option)} (${field(r.claim)})`).join('; ')}`,
  ];
}

/** `ref → label; …` for a decision's grounds. */
function checksLine(grounds: readonly ReportGround[]): string {
  return grounds.map((g) => `${field(g.ref)} → ${g.label}`).join('; ');
}

function groundMessage(decision: ReportDecision, ground: ReportGround): string {
  const lines = [
    decisionLine(decision),
    `Ground ${ground.groundIndex + 1} (${field(ground.supports)}): ${field(ground.claim)}`,
    `Check: ${field(ground.ref)} (frozen@${ground.verifiedAtSha.slice(0, 8)})`,
    `Verdict: ${labelPhrase(ground)} — ${field(groundDetail(ground))}`,
  ];
  const origin = originPhrase(ground);
  if (origin !== '') lines.push(`Against the base: ${origin}`);
  if (ground.run) {
    const how = ground.run.timedOut ? 'timed out' : `exit ${ground.run.exitCode ?? 'killed'}`;
    lines.push(`Run on ${field(ground.run.platform)}: ${how}`);
  }
  if (ground.platformResults.length > 0)
    lines.push(
      `Results: ${ground.platformResults.map((r) => `${field(r.platform)}: ${platformResultText(r)}`).join('; ')}`,
    );
  const tests = ground.testChanged ?? [];
  if (tests.length > 0)
    lines.push(
      `The guarding test was changed by this pull request: ${tests.map(field).join(', ')}`,
    );
  if (ground.advice && ground.advice.length > 0)
    lines.push(`What to do: ${field(plainTextAdvice(ground.advice))}`);
  lines.push(...roadsLine(decision));
  return lines.join('\n');
}

/**
 * A gating verdict is a failure where the gate counts it; already failing
 * on the base under `gate: regressions`, it fails nothing: a warning.
 */
function levelOf(
  decision: ReportDecision,
  ground: ReportGround | undefined,
  gate: { on: boolean; regressionsOnly: boolean },
): { level: AnnotationLevel; rank: Rank; gates: boolean } {
  const gating = ground ? ground.gating : decision.kind === 'gating';
  const uncounted =
    gate.regressionsOnly &&
    (ground ? ground.origin : decision.origin) === 'already-failing-on-base';
  if (gating && uncounted) return { level: 'warning', rank: Rank.Warning, gates: false };
  if (gating) return { level: 'failure', rank: Rank.Gating, gates: gate.on };
  // memo and (ev 0.1.32) dirty never gate: a notice, like the decision-level memo note.
  const memo = ground
    ? ground.label === 'memo' || ground.label === 'dirty'
    : decision.kind === 'memo';
  return memo
    ? { level: 'notice', rank: Rank.Notice, gates: false }
    : { level: 'warning', rank: Rank.Warning, gates: false };
}

/**
 * A not-green ground of a resurfaced decision, on its line of the tick file.
 * A class, not closures: a large ledger has tens of thousands of candidates,
 * and one object each is what they cost until the few sent are chosen.
 */
class GroundCandidate implements Candidate {
  constructor(
    readonly rank: Rank,
    readonly level: AnnotationLevel,
    readonly gates: boolean,
    readonly path: string,
    private readonly decision: ReportDecision,
    private readonly ground: ReportGround,
    private readonly lines: TickLines,
  ) {}

  key(): string {
    return `${this.decision.id}#${this.ground.groundIndex + 1}`;
  }

  line(): number {
    return this.lines.ground(this.decision.file, this.ground.groundIndex);
  }

  title(): string {
    const { ground } = this;
    const label = ground.label === 'memo' ? `memo (${ground.unlockedLabel})` : ground.label;
    const origin = ground.origin === undefined ? '' : ` (${ORIGIN_TITLE[ground.origin]})`;
    if ((ground.testChanged?.length ?? 0) === 0)
      return `${label}${origin}: ${this.decision.decision}`;
    // Green (or exempt) is not why it is shown: the changed test is.
    return ground.label === 'green' || ground.label === 'exempt'
      ? `Guarding test changed by this pull request (${label}${origin}): ${this.decision.decision}`
      : `${label}${origin}, guarding test changed by this pull request: ${this.decision.decision}`;
  }

  message(): string {
    return groundMessage(this.decision, this.ground);
  }
}

const ORIGIN_TITLE = {
  'broken-by-this-pr': 'broken by this PR',
  'already-failing-on-base': 'already failing on the base',
} as const;

/**
 * A decision of the base the pull request replaced: on line 1 of the tick
 * that did it when the pull request added that tick (the reviewer sees it in
 * the diff), else of the decision's own tick file. A warning: it fails
 * nothing, but is never silent.
 */
function replacedCandidate(replaced: ReportReplaced, prefix: string): Candidate {
  const file =
    replaced.by !== undefined && replaced.by.addedByPullRequest ? replaced.by.file : replaced.file;
  return {
    rank: Rank.Violation,
    level: 'warning',
    gates: false,
    path: `${prefix}${TICKS_DIR}${file}`,
    key: () => `replaced:${replaced.id}`,
    line: () => 1,
    title: () =>
      `${replaced.gated ? 'Gated decision' : 'Decision'} replaced by this pull request: ${replaced.decision}`,
    message: () => replacedPlain(replaced),
  };
}

/** A changed file that a resurfaced decision declares as a trigger, on line 1. */
class TriggerCandidate implements Candidate {
  constructor(
    readonly rank: Rank,
    readonly level: AnnotationLevel,
    readonly gates: boolean,
    readonly path: string,
    private readonly decision: ReportDecision,
  ) {}

  key(): string {
    return `${this.decision.id}@trigger:${this.path}`;
  }

  line(): number {
    return 1;
  }

  title(): string {
    return `Declared trigger of decision ${this.decision.id}: ${this.decision.decision}`;
  }

  message(): string {
    const { decision } = this;
    return (
      `This file is a declared trigger (triggered_by) of decision ${field(decision.id)} by ${field(decision.blame)}: ${field(decision.decision)}\n` +
      (decision.kind === 'test-changed'
        ? `Its guarding test was changed by this pull request: ${checksLine(decision.grounds)}`
        : `Its guarding check is not green: ${checksLine(decision.grounds)}`)
    );
  }
}

/** A changed file that is the guarding test (or counter-test) of a resurfaced decision, on line 1. */
class TestFileCandidate implements Candidate {
  constructor(
    readonly rank: Rank,
    readonly level: AnnotationLevel,
    readonly gates: boolean,
    readonly path: string,
    private readonly decision: ReportDecision,
  ) {}

  key(): string {
    return `${this.decision.id}@test:${this.path}`;
  }

  line(): number {
    return 1;
  }

  title(): string {
    return `Guarding test of decision ${this.decision.id}, changed by this pull request: ${this.decision.decision}`;
  }

  message(): string {
    const { decision } = this;
    return (
      `This file is the guarding test (a file its check or counter-test command names) of decision ${field(decision.id)} by ${field(decision.blame)}: ${field(decision.decision)}\n` +
      `Its checks: ${checksLine(decision.grounds)} — judged by this file as this pull request changed it: review the change before merging`
    );
  }
}

function decisionCandidates(
  decision: ReportDecision,
  lines: TickLines,
  prefix: string,
  gate: { on: boolean; regressionsOnly: boolean },
): Candidate[] {
  const out: Candidate[] = [];
  const path = `${prefix}${TICKS_DIR}${decision.file}`;
  for (const ground of decision.grounds) {
    const { level, rank, gates } = levelOf(decision, ground, gate);
    out.push(new GroundCandidate(rank, level, gates, path, decision, ground, lines));
  }
  const { level, rank, gates } = levelOf(decision, undefined, gate);
  // The changed files the triggers select; without a pull request's file list, the touched entries.
  const paths =
    decision.changedFiles.length > 0
      ? decision.changedFiles
      : decision.triggersChanged.map((trigger) => `${prefix}${trigger}`);
  const tests = new Set(decision.grounds.flatMap((g) => g.testChanged ?? []));
  for (const changed of paths)
    out.push(
      tests.has(changed)
        ? new TestFileCandidate(rank, level, gates, changed, decision)
        : new TriggerCandidate(rank, level, gates, changed, decision),
    );
  // A test file the triggers did not select (a counter-test outside them) still gets its note.
  for (const test of tests)
    if (!paths.includes(test)) out.push(new TestFileCandidate(rank, level, gates, test, decision));
  return out;
}

/**
 * One notice per changed file that decisions in context govern, on line 1,
 * naming every such decision: what was decided, its checks and the roads
 * not taken. Files in the order the decisions (by id) list them.
 */
function contextCandidates(report: Report): Candidate[] {
  const byFile = new Map<string, InContextDecision[]>();
  for (const decision of report.inContext) {
    for (const file of decision.changedFiles) {
      const decisions = byFile.get(file);
      if (decisions) decisions.push(decision);
      else byFile.set(file, [decision]);
    }
  }
  return [...byFile].map(([path, decisions]) => {
    const [first] = decisions;
    const title = () =>
      decisions.length === 1 && first
        ? `Decision behind this file: ${first.decision}`
        : `${decisions.length} decisions behind this file: ${decisions.map((d) => d.decision).join('; ')}`;
    const message = () =>
      decisions
        .map((d) =>
          [
            decisionLine(d),
            `Its checks: ${checksLine(d.grounds)} — nothing here blocks merging`,
            ...roadsLine(d),
          ].join('\n'),
        )
        .join('\n\n');
    return {
      rank: Rank.Context,
      level: 'notice',
      gates: false,
      path,
      key: () => `context:${path}`,
      line: () => 1,
      title,
      message,
    };
  });
}

function violationCandidates(report: Report, prefix: string): Candidate[] {
  const gates = report.settings.failOnViolation;
  const findings = report.verify.findings.map((f, i): Candidate => ({
    rank: Rank.Violation,
    level: 'failure',
    gates,
    path: `${prefix}${TICKS_DIR}${f.file}`,
    key: () => `verify:${i + 1}:${f.kind}:${f.file}`,
    line: () => f.line ?? 1,
    title: () => `ev verify: ${f.kind}`,
    message: () => f.text,
  }));
  const diff = (report.ledgerDiff?.violations ?? []).map((v, i): Candidate => ({
    rank: Rank.Violation,
    level: 'failure',
    gates,
    path: `${prefix}${v.file}`,
    key: () => `ledger-diff:${i + 1}:${v.kind}:${v.file}`,
    line: () => 1,
    title: () => `Ledger integrity: ${v.kind}`,
    message: () => v.text,
  }));
  return [...findings, ...diff];
}

function warningTitle(w: Warning): string {
  switch (w.kind) {
    case 'unknown-key':
      return `Tolerated unknown field: ${w.key}`;
    case 'duplicate-key':
      return `Duplicate key (the last one wins): ${w.key}`;
    case 'imported-op':
      return `Op word in imported history (a warning since ev 0.1.3): ${w.key}`;
    default:
      return 'ev verify: warning';
  }
}

function warningCandidates(report: Report, lines: TickLines, prefix: string): Candidate[] {
  const unknownKeys = report.verify.warnings.map((w, i): Candidate => ({
    rank: Rank.Warning,
    level: 'warning',
    gates: false,
    path: `${prefix}${TICKS_DIR}${w.file}`,
    key: () => `warning:${i + 1}:${w.kind}:${w.file}`,
    line: () => w.line ?? lines.key(w.file, w.key),
    title: () => warningTitle(w),
    message: () => w.text,
  }));
  const harvested = report.bindings
    .filter((b) => b.harvested)
    .map((b): Candidate => ({
      rank: Rank.Warning,
      level: 'warning',
      gates: false,
      path: `${prefix}${TICKS_DIR}${b.file}`,
      key: () => `harvested:${b.tickId}#${b.groundIndex + 1}`,
      line: () => lines.ground(b.file, b.groundIndex),
      title: () => 'Harvested binding: no counter-test',
      message: () =>
        `Ground ${b.groundIndex + 1} of decision ${field(b.tickId)} is bound to ${field(b.ref)} without a counter_test: ` +
        "its falsifiability was never proven. Run 'ev guard' to add one.",
    }));
  return [...unknownKeys, ...harvested];
}

/** Every candidate, most important first (Array.prototype.sort is stable: within a rank, the report's order). */
function candidates(input: AnnotationInput): Candidate[] {
  const prefix = input.ledgerPathPrefix ?? prefixOf(input.report.context.workingDirectory);
  const lines = TickLines.of(input.tickTexts);
  const { settings } = input.report;
  const gate = { on: settings.gate, regressionsOnly: settings.gateScope === 'regressions' };
  const all: Candidate[] = [
    ...input.report.decisions.flatMap((d) => decisionCandidates(d, lines, prefix, gate)),
    ...violationCandidates(input.report, prefix),
    ...(input.report.replaced ?? []).map((r) => replacedCandidate(r, prefix)),
    ...warningCandidates(input.report, lines, prefix),
    ...contextCandidates(input.report),
  ];
  return all.filter((c) => isAnnotationPath(c.path)).sort((a, b) => a.rank - b.rank);
}

/**
 * A drive letter first, a backslash or a control character anywhere, or an empty,
 * `.` or `..` segment (an empty path and an absolute one have an empty
 * segment first). One test, no split: every finding's path is asked.
 */
// eslint-disable-next-line no-control-regex
const REFUSED_ANNOTATION_PATH = /^[A-Za-z]:|[\\\0-\x1f\x7f]|(?:^|\/)\.{0,2}(?:\/|$)/;

/**
 * Can GitHub place an annotation on this path? It refuses the whole request
 * (422) when one annotation's path is not a plain repository-relative path:
 * empty, absolute, with a backslash, or with an empty, `.` or `..` segment.
 * A file may legally be named so in git (`a\b.ts`); its annotation is
 * dropped (the finding stays in the comment, the summary and the report),
 * never the check run. Control characters are refused too: such a name
 * cannot be shown on a file either.
 */
export function isAnnotationPath(path: string): boolean {
  return !REFUSED_ANNOTATION_PATH.test(path);
}

/** Failures on one file and line: one finding naming each (as context notices name every decision of a file). */
function merged(path: string, line: number, group: readonly Candidate[]): LocatedFinding {
  const [first, ...rest] = group as [Candidate, ...Candidate[]];
  if (rest.length === 0) return finding(path, line, first, first.title(), first.message());
  let title = `${group.length} findings on this line: `;
  for (const [i, member] of group.entries()) {
    if (title.length > TITLE_MAX_CHARS) break;
    title += (i === 0 ? '' : '; ') + member.title().slice(0, TITLE_MAX_CHARS);
  }
  const gates = group.some((member) => member.gates);
  const level = 'failure';
  return finding(path, line, { level, gates, key: () => first.key() }, title, mergedMessage(group));
}

/**
 * How much of a merged annotation shows its findings in full: a changed
 * trigger that hundreds of decisions declare would otherwise fill GitHub's
 * 64 KB with repeated paragraphs, too long to read beside the diff and
 * costly to build and send. The rest get one line each.
 */
const MERGED_IN_FULL_CHARS = 8 * 1024;

function mergedMessage(group: readonly Candidate[]): string {
  let message = '';
  let i = 0;
  for (; i < group.length && (i === 0 || message.length <= MERGED_IN_FULL_CHARS); i++)
    message += (i === 0 ? '' : '\n\n') + (group[i] as Candidate).message();
  if (i === group.length) return message;
  message += `\n\nMore findings on this line (${group.length - i}), one line each:`;
  // The message is bounded to 64 KB: stop adding once the whole cannot fit anyway.
  for (; i < group.length && message.length <= MESSAGE_MAX_BYTES; i++)
    message += `\n- ${(group[i] as Candidate).title().slice(0, TITLE_MAX_CHARS)}`;
  return message;
}

/**
 * The annotations to send, most important first: gating verdicts (and their
 * changed trigger files), violations, warnings, memo notices, then the
 * notices of the decisions in context; failures on the same file and line
 * merged into one. Only the first `max` are built; `omitted` counts the
 * findings left out. (`selectFindings`, drawn.)
 */
export function selectAnnotations(input: AnnotationInput, max: number): CappedAnnotations {
  const { findings, omitted } = selectFindings(input, max);
  return { annotations: findings.map(findingAnnotation), omitted };
}

/**
 * The report's findings as 0.1's review holds them, in the annotations'
 * order (see `selectAnnotations`): only the first `max` are built, each
 * placed on its file and line; `omitted` counts the ones left out.
 */
export function selectFindings(
  input: AnnotationInput,
  max: number,
): { findings: LocatedFinding[]; omitted: number } {
  const limit = Math.max(0, max);
  const groups = new Map<string, { path: string; line: number; members: Candidate[] }>();
  const kept: { path: string; line: number; members: Candidate[] }[] = [];
  let omitted = 0;
  // Once the limit is reached, only a failure on a file that already has a failure kept can
  // still be shown (merged into it): only then is its line looked up.
  const failurePaths = new Set<string>();
  for (const candidate of candidates(input)) {
    const full = kept.length >= limit;
    if (full && (candidate.level !== 'failure' || !failurePaths.has(candidate.path))) {
      omitted++;
      continue;
    }
    const line = candidate.line();
    const key = candidate.level === 'failure' ? `${candidate.path}\n${line}` : undefined;
    const group = key === undefined ? undefined : groups.get(key);
    if (group) group.members.push(candidate);
    else if (full) omitted++;
    else {
      const fresh = { path: candidate.path, line, members: [candidate] };
      kept.push(fresh);
      if (key !== undefined) {
        groups.set(key, fresh);
        failurePaths.add(candidate.path);
      }
    }
  }
  return {
    findings: kept.map((g) => merged(g.path, g.line, g.members)),
    omitted,
  };
}
