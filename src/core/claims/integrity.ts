/**
 * The ledger's own integrity across a pull request: each writer file at the
 * base B must reappear at the head H as itself followed by new lines
 * (compared as a minimal diff, so each breach is counted once). ev's
 * `doctor` reads one commit and cannot see a rewrite; the diff can. One
 * exception, as ev repairs it before its next append: a last line at B that
 * provably tore (it does not parse) may be cut first. Each breach is named by
 * file and line; no message quotes a line's content (ledger text is
 * untrusted). Pure.
 */
import { integrityProblems } from './doctor.js';
import { parseEnvelope } from './events.js';
import { lineMapBudget, matchedLines, type LineMapBudget } from './line-map.js';
import { stringField } from './json.js';
import type { LedgerEvent, WriterFile } from './scan.js';

export type ViolationKind =
  | 'edited'
  | 'removed'
  | 'reordered'
  | 'inserted'
  | 'file-deleted'
  | 'id-reused'
  | 'unparseable'
  | 'dangling'
  | 'duplicate-close';

export interface LedgerViolation {
  kind: ViolationKind;
  /** The writer file's name in `ledger/`. */
  file: string;
  /** 1-based: at H for what the pull request added or inserted, at B for what it removed or rewrote. */
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

/** One breach of a writer file's prefix, before the per-file cap. */
interface Breach {
  kind: ViolationKind;
  /** 1-based: at B for a line rewritten, at H for a line inserted. */
  line: number;
  what: string;
}

/**
 * B's kept lines against H as a minimal diff (line-map.ts's bounded Myers):
 * the lines B and H share are kept; between two kept lines, a line of B is
 * moved (its text is a line H adds elsewhere), edited (paired in order with
 * a line H adds there) or removed, and a line H adds there that pairs with
 * none is inserted. After B's last kept line, H's lines are appended (the
 * first ones edit the lines B lost there). So one line inserted in the
 * middle is one breach, at that line, and the lines after it are kept.
 * Undefined beyond the diff's bounds.
 */
function minimalBreaches(
  b: readonly string[],
  h: readonly string[],
  budget: LineMapBudget,
): { breaches: Breach[]; appendedFrom: number } | undefined {
  const pairs = matchedLines(b, h, budget);
  if (pairs === undefined) return undefined;
  const matchedHead = new Set(pairs.head);
  // H's lines no pair keeps, by text: where a line B lost may have moved to.
  const added = new Map<string, number[]>();
  for (const [at, line] of h.entries())
    if (!matchedHead.has(at)) added.set(line, [...(added.get(line) ?? []), at]);
  const movedTo = new Set<number>();
  const breaches: Breach[] = [];
  let appendedFrom = 0;
  for (let p = 0; p <= pairs.base.length; p++) {
    const last = p === pairs.base.length;
    const fromB = p === 0 ? 0 : (pairs.base[p - 1] as number) + 1;
    const toB = last ? b.length : (pairs.base[p] as number);
    const fromH = p === 0 ? 0 : (pairs.head[p - 1] as number) + 1;
    const toH = last ? h.length : (pairs.head[p] as number);
    let nextH = fromH;
    for (let i = fromB; i < toB; i++) {
      const was = b[i] as string;
      const elsewhere = added.get(was)?.find((at) => !movedTo.has(at));
      if (elsewhere !== undefined) {
        movedTo.add(elsewhere);
        breaches.push({ kind: 'reordered', line: i + 1, what: `moved to line ${elsewhere + 1}` });
        continue;
      }
      while (nextH < toH && movedTo.has(nextH)) nextH++;
      if (nextH < toH) {
        nextH++;
        breaches.push({ kind: 'edited', line: i + 1, what: 'edited' });
      } else breaches.push({ kind: 'removed', line: i + 1, what: 'removed' });
    }
    if (last) {
      appendedFrom = nextH;
      break;
    }
    for (let j = nextH; j < toH; j++)
      if (!movedTo.has(j)) breaches.push({ kind: 'inserted', line: j + 1, what: 'inserted' });
  }
  return { breaches, appendedFrom };
}

/** B's kept lines against H line by line (beyond the minimal diff's bounds). */
function positionalBreaches(
  b: readonly string[],
  h: readonly string[],
): { breaches: Breach[]; appendedFrom: number } {
  const breaches: Breach[] = [];
  let positions: Map<string, number> | undefined; // indexed at the first breach
  for (let i = 0; i < b.length; i++) {
    const was = b[i] as string;
    if (h[i] === was) continue;
    if (positions === undefined) {
      positions = new Map();
      for (const [at, line] of h.entries()) if (!positions.has(line)) positions.set(line, at);
    }
    const elsewhere = positions.get(was);
    breaches.push(
      elsewhere !== undefined
        ? { kind: 'reordered', line: i + 1, what: `moved to line ${elsewhere + 1}` }
        : i < h.length
          ? { kind: 'edited', line: i + 1, what: 'edited' }
          : { kind: 'removed', line: i + 1, what: 'removed' },
    );
  }
  return { breaches, appendedFrom: b.length };
}

/** `before` and `after` as text, `b` and `h` their raw lines. */
function diffFile(
  name: string,
  before: string,
  b: readonly string[],
  h: readonly string[],
  budget: LineMapBudget,
): FileDiff {
  const torn = tornLastLine(before, b);
  const kept = torn && h[b.length - 1] !== b[b.length - 1] ? b.length - 1 : b.length;
  // Most pull requests only append: B's kept lines are H's first lines.
  let same = 0;
  while (same < kept && h[same] === b[same]) same++;
  if (same === kept) return { violations: [], appendedFrom: kept };
  const keptLines = b.slice(0, kept);
  const { breaches, appendedFrom } =
    minimalBreaches(keptLines, h, budget) ?? positionalBreaches(keptLines, h);
  const violations = breaches
    .slice(0, VIOLATIONS_PER_FILE)
    .map(({ kind, line, what }): LedgerViolation => ({
      kind,
      file: name,
      line,
      message:
        kind === 'inserted'
          ? `.evolving/ledger/${name}:${line}: a line was inserted between existing ledger lines (a writer file only grows at its end)`
          : `.evolving/ledger/${name}:${line}: an existing ledger line was ${what} (a writer file only grows)`,
    }));
  if (breaches.length > violations.length)
    violations.push({
      kind: 'edited',
      file: name,
      line: kept,
      message: `.evolving/ledger/${name}: ${breaches.length - violations.length} more existing line(s) rewritten`,
    });
  return { violations, appendedFrom };
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
  // One budget for every file's minimal diff: many rewritten files cannot add up.
  const budget = lineMapBudget();
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
        : diffFile(file.name, before.text, baseLines.get(file.name) as string[], lines, budget);
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
