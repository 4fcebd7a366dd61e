/**
 * The ledger's own integrity across a pull request: each writer file at the
 * base B must reappear at the head H as itself followed by new lines. ev's
 * `doctor` reads one commit and cannot see a rewrite; the diff can. One
 * exception, as ev repairs it before its next append: a last line at B that
 * provably tore (it does not parse) may be cut first. Each breach is named by
 * file and line; no message quotes a line's content (ledger text is
 * untrusted). Pure.
 */
import { integrityProblems } from './doctor.js';
import { parseEnvelope } from './events.js';
import { stringField } from './json.js';
import type { LedgerEvent, WriterFile } from './scan.js';

export type ViolationKind =
  | 'edited'
  | 'removed'
  | 'reordered'
  | 'file-deleted'
  | 'id-reused'
  | 'unparseable'
  | 'dangling'
  | 'duplicate-close';

export interface LedgerViolation {
  kind: ViolationKind;
  /** The writer file's name in `ledger/`. */
  file: string;
  /** 1-based: at H for what the pull request added, at B for what it removed or rewrote. */
  line: number;
  /** Plain text; names the file and line, quotes no ledger content. */
  message: string;
}

/** The most violations named per writer file (the rest are counted in one more). */
export const VIOLATIONS_PER_FILE = 20;

/** A writer file's lines as `str::lines` splits them, each kept raw (a `\r` is part of an edit). */
export function rawLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

function isBlank(line: string): boolean {
  return line.trim() === '';
}

/** The last line at B was cut by a killed write: it does not parse and ends without a newline. */
function tornLastLine(text: string, lines: readonly string[]): boolean {
  const last = lines[lines.length - 1];
  if (last === undefined || text.endsWith('\n') || isBlank(last)) return false;
  return parseEnvelope(last.endsWith('\r') ? last.slice(0, -1) : last) === undefined;
}

/** The new lines of one file (index in H's lines), and the breaches of its prefix. */
interface FileDiff {
  violations: LedgerViolation[];
  /** Index in H's lines of the first line the pull request appended. */
  appendedFrom: number;
}

/** `before` and `after` as text, `b` and `h` their raw lines. */
function diffFile(
  name: string,
  before: string,
  b: readonly string[],
  h: readonly string[],
): FileDiff {
  const torn = tornLastLine(before, b);
  const kept = torn && h[b.length - 1] !== b[b.length - 1] ? b.length - 1 : b.length;
  const violations: LedgerViolation[] = [];
  let breaches = 0;
  let positions: Map<string, number> | undefined; // indexed at the first breach (most files have none)
  for (let i = 0; i < kept; i++) {
    const was = b[i] as string;
    if (h[i] === was) continue;
    breaches++;
    if (violations.length >= VIOLATIONS_PER_FILE) continue;
    if (positions === undefined) {
      positions = new Map();
      for (const [at, line] of h.entries()) if (!positions.has(line)) positions.set(line, at);
    }
    const elsewhere = positions.get(was);
    const kind: ViolationKind =
      elsewhere !== undefined ? 'reordered' : i < h.length ? 'edited' : 'removed';
    const what =
      kind === 'reordered'
        ? `moved to line ${(elsewhere as number) + 1}`
        : kind === 'edited'
          ? 'edited'
          : 'removed';
    violations.push({
      kind,
      file: name,
      line: i + 1,
      message: `.evolving/ledger/${name}:${i + 1}: an existing ledger line was ${what} (a writer file only grows)`,
    });
  }
  if (breaches > violations.length)
    violations.push({
      kind: 'edited',
      file: name,
      line: kept,
      message: `.evolving/ledger/${name}: ${breaches - violations.length} more existing line(s) rewritten`,
    });
  return { violations, appendedFrom: kept };
}

/** A line the pull request appended: where it is, and its envelope when it parses. */
interface AppendedLine {
  file: string;
  line: number;
  raw: string;
  parsed: boolean;
  id?: string;
}

/**
 * Every breach of append-only between the writer files at B and at H, and
 * what the appended lines introduce (an id reused with other content, a line
 * that does not parse, a dangling reference, a duplicate close).
 */
export function ledgerViolations(
  base: readonly WriterFile[],
  head: readonly WriterFile[],
  headEvents: readonly LedgerEvent[],
  baseEvents: readonly LedgerEvent[],
): LedgerViolation[] {
  const violations: LedgerViolation[] = [];
  const headByName = new Map(head.map((f) => [f.name, f]));
  const baseByName = new Map(base.map((f) => [f.name, f]));
  const appended: AppendedLine[] = [];
  // Each text split once: a ledger of 10,000 claims is megabytes of lines.
  const baseLines = new Map(base.map((f) => [f.name, rawLines(f.text)]));
  for (const file of base) {
    if (headByName.has(file.name)) continue;
    violations.push({
      kind: 'file-deleted',
      file: file.name,
      line: 1,
      message: `.evolving/ledger/${file.name}: a writer file was deleted (its events leave the ledger)`,
    });
  }
  for (const file of head) {
    const before = baseByName.get(file.name);
    const lines = rawLines(file.text);
    const diff =
      before === undefined
        ? undefined
        : diffFile(file.name, before.text, baseLines.get(file.name) as string[], lines);
    if (diff !== undefined) violations.push(...diff.violations);
    const endsClean = file.text.endsWith('\n');
    for (let i = diff?.appendedFrom ?? 0; i < lines.length; i++) {
      const raw = lines[i] as string;
      if (isBlank(raw)) continue;
      const envelope = parseEnvelope(raw.endsWith('\r') ? raw.slice(0, -1) : raw);
      const entry: AppendedLine = { file: file.name, line: i + 1, raw, parsed: !!envelope };
      if (envelope !== undefined) entry.id = envelope.id;
      appended.push(entry);
      if (envelope === undefined && !(i === lines.length - 1 && !endsClean))
        violations.push({
          kind: 'unparseable',
          file: file.name,
          line: i + 1,
          message: `.evolving/ledger/${file.name}:${i + 1}: a new line is not an ev event (ev skips it)`,
        });
    }
  }
  violations.push(...reusedIds(baseLines, baseEvents, appended));
  violations.push(...introducedProblems(baseEvents, headEvents, appended));
  return violations;
}

/**
 * Each of these ids' first line at B, as written: where B's scan read each
 * event (the scan keeps the first line holding an id, as this does). Only
 * the ids asked: a pull request appends a few lines to a ledger of many.
 */
function linesById(
  lines: ReadonlyMap<string, readonly string[]>,
  events: readonly LedgerEvent[],
  ids: ReadonlySet<string>,
): Map<string, string> {
  const byId = new Map<string, string>();
  for (const event of events) {
    if (!ids.has(event.id)) continue;
    const raw = lines.get(event.file)?.[event.line - 1];
    if (raw !== undefined) byId.set(event.id, raw);
  }
  return byId;
}

function reusedIds(
  baseLines: ReadonlyMap<string, readonly string[]>,
  baseEvents: readonly LedgerEvent[],
  appended: readonly AppendedLine[],
): LedgerViolation[] {
  const ids = new Set(appended.flatMap((line) => (line.id === undefined ? [] : [line.id])));
  const known = linesById(baseLines, baseEvents, ids);
  const violations: LedgerViolation[] = [];
  for (const line of appended) {
    if (line.id === undefined) continue;
    const earlier = known.get(line.id);
    if (earlier === undefined) known.set(line.id, line.raw);
    else if (earlier !== line.raw)
      violations.push({
        kind: 'id-reused',
        file: line.file,
        line: line.line,
        message: `.evolving/ledger/${line.file}:${line.line}: an event id already in the ledger reappears with other content (ev keeps the first)`,
      });
  }
  return violations;
}

/** Dangling references and duplicate closes at H that B did not have, named at the appended event. */
function introducedProblems(
  baseEvents: readonly LedgerEvent[],
  headEvents: readonly LedgerEvent[],
  appended: readonly AppendedLine[],
): LedgerViolation[] {
  const before = new Set(integrityProblems(baseEvents));
  const fresh = integrityProblems(headEvents).filter((p) => !before.has(p));
  if (fresh.length === 0) return [];
  const appendedIds = new Set(appended.flatMap((a) => (a.id === undefined ? [] : [a.id])));
  const violations: LedgerViolation[] = [];
  for (const problem of fresh) {
    const dangling = /^dangling (\S+) → unknown claim .* \(event (.+)\)$/.exec(problem);
    let event: LedgerEvent | undefined;
    let kind: ViolationKind;
    if (dangling !== null) {
      kind = 'dangling';
      event = headEvents.find((e) => e.id === dangling[2]);
    } else if (problem.startsWith('duplicate close on ')) {
      kind = 'duplicate-close';
      const claim = problem.slice('duplicate close on '.length);
      event = headEvents.findLast(
        (e) =>
          e.type === 'close' && stringField(e.body, 'claim') === claim && appendedIds.has(e.id),
      );
    } else continue; // a writer's clock: ev orders events by ts, so it never shows here
    if (event === undefined) continue;
    violations.push({
      kind,
      file: event.file,
      line: event.line,
      message:
        kind === 'dangling'
          ? `.evolving/ledger/${event.file}:${event.line}: a new ${event.type} event points at a claim the ledger does not hold`
          : `.evolving/ledger/${event.file}:${event.line}: a second close of a claim already closed`,
    });
  }
  return violations;
}

/** At one commit (no base to compare with): ev doctor's integrity problems, named at their event. */
export function commitViolations(events: readonly LedgerEvent[]): LedgerViolation[] {
  return introducedProblems(
    [],
    events,
    events.map((e) => ({ file: e.file, line: e.line, raw: '', parsed: true, id: e.id })),
  );
}
