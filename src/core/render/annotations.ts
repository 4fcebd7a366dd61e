/**
 * Annotations for the check run (and the workflow-command fallback on forks):
 * failure for gating verdicts and ledger violations, warning for tolerated
 * unknown keys and harvested bindings, notice for memo notes and for the
 * decisions in context. Placed on the tick file's line of that ground (found
 * with a small JSON position scanner, whatever the formatting) and on the
 * pull request's changed files that declared triggers select; a changed file
 * with decisions in context gets one notice on line 1 naming them all.
 * Ordered most important first (context last): workflow commands show only
 * 10 per level, and `max-annotations` keeps the first. Plain text (GitHub
 * renders no Markdown there), bounded to the API's limits. Pure.
 */
import { plainAdvice } from './advice.js';
import { groundDetail, labelPhrase, platformResultText } from './decision.js';
import { plainBlock, plainLine } from './markdown.js';
import { ledgerPathPrefix as prefixOf } from './report.js';
import type { InContextDecision, Report, ReportDecision, ReportGround } from './report.js';
import type { Warning } from '../ledger/verify.js';

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

/** GitHub: title at most 255 characters, message at most 64 KB, 50 annotations per request. */
export const TITLE_MAX_CHARS = 255;
export const MESSAGE_MAX_BYTES = 64 * 1024;
export const ANNOTATIONS_PER_REQUEST = 50;

const TICKS_DIR = '.evolving/ticks/';
const FIELD_MAX = 1000;

// ---------------------------------------------------------------------------
// Where in a tick file: a JSON position scanner

interface Located {
  start: number;
}
interface LocatedObject extends Located {
  kind: 'object';
  entries: { key: string; keyStart: number; value: LocatedValue }[];
}
interface LocatedArray extends Located {
  kind: 'array';
  items: LocatedValue[];
}
interface LocatedScalar extends Located {
  kind: 'scalar';
}
type LocatedValue = LocatedObject | LocatedArray | LocatedScalar;

class JsonScanError extends Error {}

/** Nesting beyond this is not a tick; refusing it keeps hostile files from blowing the stack. */
const MAX_DEPTH = 64;

/**
 * A minimal JSON reader that records where every value and key starts.
 * Keys are decoded (so `"\u0067rounds"` is `grounds`); scalars are only
 * skipped. Throws JsonScanError on anything that is not JSON.
 */
class JsonPositionScanner {
  private pos = 0;
  constructor(private readonly text: string) {}

  scan(): LocatedValue {
    const value = this.value(0);
    this.skipWhitespace();
    if (this.pos !== this.text.length) throw new JsonScanError('trailing text');
    return value;
  }

  private value(depth: number): LocatedValue {
    if (depth > MAX_DEPTH) throw new JsonScanError('too deep');
    this.skipWhitespace();
    const start = this.pos;
    const ch = this.text[this.pos];
    if (ch === '{') return this.object(start, depth);
    if (ch === '[') return this.array(start, depth);
    if (ch === '"') {
      this.string();
      return { kind: 'scalar', start };
    }
    const literal = /^(?:-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/.exec(
      this.text.slice(this.pos, this.pos + 64),
    );
    if (!literal) throw new JsonScanError(`unexpected character at ${this.pos}`);
    this.pos += literal[0].length;
    return { kind: 'scalar', start };
  }

  private object(start: number, depth: number): LocatedObject {
    this.pos++; // {
    const entries: LocatedObject['entries'] = [];
    this.skipWhitespace();
    if (this.text[this.pos] === '}') {
      this.pos++;
      return { kind: 'object', start, entries };
    }
    for (;;) {
      this.skipWhitespace();
      const keyStart = this.pos;
      if (this.text[this.pos] !== '"') throw new JsonScanError('expected a key');
      const key = this.string();
      this.skipWhitespace();
      this.expect(':');
      entries.push({ key, keyStart, value: this.value(depth + 1) });
      this.skipWhitespace();
      if (this.text[this.pos] === ',') {
        this.pos++;
        continue;
      }
      this.expect('}');
      return { kind: 'object', start, entries };
    }
  }

  private array(start: number, depth: number): LocatedArray {
    this.pos++; // [
    const items: LocatedValue[] = [];
    this.skipWhitespace();
    if (this.text[this.pos] === ']') {
      this.pos++;
      return { kind: 'array', start, items };
    }
    for (;;) {
      items.push(this.value(depth + 1));
      this.skipWhitespace();
      if (this.text[this.pos] === ',') {
        this.pos++;
        continue;
      }
      this.expect(']');
      return { kind: 'array', start, items };
    }
  }

  /** Consume a string token and return its decoded value. */
  private string(): string {
    const start = this.pos;
    this.pos++; // opening quote
    while (this.pos < this.text.length) {
      const ch = this.text[this.pos];
      if (ch === '\\') this.pos += 2;
      else if (ch === '"') {
        this.pos++;
        try {
          return JSON.parse(this.text.slice(start, this.pos)) as string;
        } catch {
          throw new JsonScanError('bad string');
        }
      } else this.pos++;
    }
    throw new JsonScanError('unterminated string');
  }

  private expect(ch: string): void {
    if (this.text[this.pos] !== ch) throw new JsonScanError(`expected ${ch}`);
    this.pos++;
  }

  private skipWhitespace(): void {
    while (/^[ \t\n\r]$/.test(this.text[this.pos] ?? '')) this.pos++;
  }
}

function scanJson(text: string): LocatedValue | undefined {
  try {
    return new JsonPositionScanner(text).scan();
  } catch (error) {
    if (error instanceof JsonScanError) return undefined;
    throw error;
  }
}

/** 1-based line of a UTF-16 offset. */
function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** The top-level entry for `key`; the last one wins, as with JSON.parse. */
function topLevelEntry(root: LocatedValue | undefined, key: string) {
  if (root?.kind !== 'object') return undefined;
  return root.entries.filter((e) => e.key === key).pop();
}

/** 1-based line where `grounds[groundIndex]` starts in a tick file, or undefined. */
export function groundLine(tickText: string, groundIndex: number): number | undefined {
  const grounds = topLevelEntry(scanJson(tickText), 'grounds')?.value;
  if (grounds?.kind !== 'array') return undefined;
  const ground = grounds.items[groundIndex];
  return ground ? lineAt(tickText, ground.start) : undefined;
}

/** 1-based line of a top-level key in a tick file, or undefined. */
export function topLevelKeyLine(tickText: string, key: string): number | undefined {
  const entry = topLevelEntry(scanJson(tickText), key);
  return entry ? lineAt(tickText, entry.keyStart) : undefined;
}

// ---------------------------------------------------------------------------
// Building the annotations

export interface AnnotationInput {
  report: Report;
  /** Tick file name → its text, to place annotations on the right line. */
  tickTexts: ReadonlyMap<string, string>;
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

interface Ranked {
  rank: Rank;
  annotation: Annotation;
}

function annotation(
  path: string,
  line: number,
  level: AnnotationLevel,
  title: string,
  message: string,
): Annotation {
  return {
    path,
    start_line: line,
    end_line: line,
    annotation_level: level,
    title: plainLine(title, TITLE_MAX_CHARS),
    message: plainBlock(message, MESSAGE_MAX_BYTES) || title,
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
  if (ground.run) {
    const how = ground.run.timedOut ? 'timed out' : `exit ${ground.run.exitCode ?? 'killed'}`;
    lines.push(`Run on ${field(ground.run.platform)}: ${how}`);
  }
  if (ground.platformResults.length > 0)
    lines.push(
      `Results: ${ground.platformResults.map((r) => `${field(r.platform)}: ${platformResultText(r)}`).join('; ')}`,
    );
  if (ground.advice && ground.advice.length > 0)
    lines.push(`What to do: ${field(plainAdvice(ground.advice))}`);
  lines.push(...roadsLine(decision));
  return lines.join('\n');
}

function levelOf(
  decision: ReportDecision,
  ground?: ReportGround,
): { level: AnnotationLevel; rank: Rank } {
  const gating = ground ? ground.gating : decision.kind === 'gating';
  if (gating) return { level: 'failure', rank: Rank.Gating };
  // memo and (ev 0.1.32) dirty never gate: a notice, like the decision-level memo note.
  const memo = ground
    ? ground.label === 'memo' || ground.label === 'dirty'
    : decision.kind === 'memo';
  return memo ? { level: 'notice', rank: Rank.Notice } : { level: 'warning', rank: Rank.Warning };
}

function decisionAnnotations(
  decision: ReportDecision,
  input: AnnotationInput,
  prefix: string,
): Ranked[] {
  const out: Ranked[] = [];
  const text = input.tickTexts.get(decision.file);
  const path = `${prefix}${TICKS_DIR}${decision.file}`;
  for (const ground of decision.grounds) {
    const { level, rank } = levelOf(decision, ground);
    const line = (text !== undefined ? groundLine(text, ground.groundIndex) : undefined) ?? 1;
    const title = `${ground.label === 'memo' ? `memo (${ground.unlockedLabel})` : ground.label}: ${decision.decision}`;
    out.push({
      rank,
      annotation: annotation(path, line, level, title, groundMessage(decision, ground)),
    });
  }
  const { level, rank } = levelOf(decision);
  // The changed files the triggers select; without a pull request's file list, the touched entries.
  const paths =
    decision.changedFiles.length > 0
      ? decision.changedFiles
      : decision.triggersChanged.map((trigger) => `${prefix}${trigger}`);
  for (const path of paths) {
    out.push({
      rank,
      annotation: annotation(
        path,
        1,
        level,
        `Declared trigger of decision ${decision.id}: ${decision.decision}`,
        `This file is a declared trigger (triggered_by) of decision ${field(decision.id)} by ${field(decision.blame)}: ${field(decision.decision)}\n` +
          `Its guarding check is not green: ${checksLine(decision.grounds)}`,
      ),
    });
  }
  return out;
}

/**
 * One notice per changed file that decisions in context govern, on line 1,
 * naming every such decision: what was decided, its checks and the roads
 * not taken. Files in the order the decisions (by id) list them.
 */
function contextAnnotations(report: Report): Ranked[] {
  const byFile = new Map<string, InContextDecision[]>();
  for (const decision of report.inContext) {
    for (const file of decision.changedFiles) {
      // Appended in place: one changed file may select 40,000 decisions.
      const decisions = byFile.get(file);
      if (decisions === undefined) byFile.set(file, [decision]);
      else decisions.push(decision);
    }
  }
  return [...byFile].map(([path, decisions]) => {
    const [first] = decisions;
    const title =
      decisions.length === 1 && first
        ? `Decision behind this file: ${first.decision}`
        : `${decisions.length} decisions behind this file: ${decisions.map((d) => d.decision).join('; ')}`;
    const message = decisions
      .map((d) =>
        [
          decisionLine(d),
          `Its checks: ${checksLine(d.grounds)} — nothing here blocks merging`,
          ...roadsLine(d),
        ].join('\n'),
      )
      .join('\n\n');
    return { rank: Rank.Context, annotation: annotation(path, 1, 'notice', title, message) };
  });
}

function violationAnnotations(input: AnnotationInput, prefix: string): Ranked[] {
  const { report } = input;
  const findings = report.verify.findings.map((f) => ({
    rank: Rank.Violation,
    annotation: annotation(
      `${prefix}${TICKS_DIR}${f.file}`,
      f.line ?? 1,
      'failure',
      `ev verify: ${f.kind}`,
      f.text,
    ),
  }));
  const diff = (report.ledgerDiff?.violations ?? []).map((v) => ({
    rank: Rank.Violation,
    annotation: annotation(
      `${prefix}${v.file}`,
      1,
      'failure',
      `Ledger integrity: ${v.kind}`,
      v.text,
    ),
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

function warningAnnotations(input: AnnotationInput, prefix: string): Ranked[] {
  const { report, tickTexts } = input;
  const unknownKeys = report.verify.warnings.map((w) => {
    const text = tickTexts.get(w.file);
    const line = w.line ?? (text !== undefined ? topLevelKeyLine(text, w.key) : undefined) ?? 1;
    return {
      rank: Rank.Warning,
      annotation: annotation(
        `${prefix}${TICKS_DIR}${w.file}`,
        line,
        'warning',
        warningTitle(w),
        w.text,
      ),
    };
  });
  const harvested = report.bindings
    .filter((b) => b.harvested)
    .map((b) => {
      const text = tickTexts.get(b.file);
      const line = (text !== undefined ? groundLine(text, b.groundIndex) : undefined) ?? 1;
      return {
        rank: Rank.Warning,
        annotation: annotation(
          `${prefix}${TICKS_DIR}${b.file}`,
          line,
          'warning',
          'Harvested binding: no counter-test',
          `Ground ${b.groundIndex + 1} of decision ${field(b.tickId)} is bound to ${field(b.ref)} without a counter_test: ` +
            'its falsifiability was never proven. Run `ev guard` to add one.',
        ),
      };
    });
  return [...unknownKeys, ...harvested];
}

/**
 * Every annotation for a report, most important first: gating verdicts (and
 * their changed trigger files), violations, warnings, memo notices, then the
 * notices of the decisions in context.
 */
export function buildAnnotations(input: AnnotationInput): Annotation[] {
  const prefix = input.ledgerPathPrefix ?? prefixOf(input.report.context.workingDirectory);
  const ranked: Ranked[] = [
    ...input.report.decisions.flatMap((d) => decisionAnnotations(d, input, prefix)),
    ...violationAnnotations(input, prefix),
    ...warningAnnotations(input, prefix),
    ...contextAnnotations(input.report),
  ];
  // Array.prototype.sort is stable: within a rank, the report's order stays.
  return ranked
    .filter((r) => isAnnotationPath(r.annotation.path))
    .sort((a, b) => a.rank - b.rank)
    .map((r) => r.annotation);
}

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
  if (path === '' || path.startsWith('/') || /^[A-Za-z]:/.test(path)) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\\\0-\x1f\x7f]/.test(path)) return false;
  return path.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

export interface CappedAnnotations {
  annotations: Annotation[];
  /** How many were left out (say so in the summary / a warning). */
  omitted: number;
}

/** Keep the first `max` (they are ordered most important first). */
export function capAnnotations(annotations: readonly Annotation[], max: number): CappedAnnotations {
  const kept = annotations.slice(0, Math.max(0, max));
  return { annotations: kept, omitted: annotations.length - kept.length };
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
