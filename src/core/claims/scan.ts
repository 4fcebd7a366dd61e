/**
 * Reading the ledger's writer files into one ordered event stream, as ev 0.2
 * scans them (docs/ev-0.2.md, "Scan"): every `<writer>.jsonl` file, in the
 * order the directory lists them; each line split as Rust's `str::lines`
 * splits it; blank lines skipped in silence; a line that is not an envelope
 * skipped with a warning (a torn last line, cut by a killed write, is one
 * case of it); the first line holding an id wins over a later one; then the
 * events ordered by `(ts, writer, seq)` — text by code point, seq as an
 * unsigned integer — ties kept in the order read. Pure.
 */
import { compareCodePoints, isBlank } from '../text/unicode.js';
import { parseEnvelope, type Envelope } from './events.js';

/** One file of `.evolving/ledger/`, as read. */
export interface WriterFile {
  /** Its name in `ledger/` (`laptop-4kq2.jsonl`). */
  name: string;
  text: string;
}

/** An event with the file and line it was read from. */
export interface LedgerEvent extends Envelope {
  file: string;
  /** 1-based. */
  line: number;
}

/** A line that is not blank and not an envelope. */
export interface SkippedLine {
  file: string;
  line: number;
  /** The file's last line, without its newline: a write cut short (ev repairs it before its next append). */
  torn: boolean;
}

export interface LedgerScan {
  /** Deduplicated by id and ordered by `(ts, writer, seq)`. */
  events: LedgerEvent[];
  /** In the order met (files in the order given, lines in order). */
  skipped: SkippedLine[];
}

/**
 * Whether ev reads a directory entry as a writer file: Rust's
 * `Path::extension()` is `jsonl` (so `.jsonl` alone, a hidden file with no
 * other dot, is not one, and `a.b.jsonl` is).
 */
export function isWriterFileName(name: string): boolean {
  const dot = name.lastIndexOf('.');
  return dot > 0 && name.slice(dot + 1) === 'jsonl';
}

export function scanLedger(files: Iterable<WriterFile>): LedgerScan {
  return ordered([...files].map((file) => scanFile(file, undefined)));
}

/**
 * The ledgers of several commits (a pull request's base and head), each
 * read as `scanLedger` reads it alone. A writer file that only grew between
 * them (its text at one commit begins with every whole line of its text at
 * the other, as an append-only file does) has those lines read once: their
 * events, at the same file and line in both, are one set of objects.
 */
export function scanLedgers(ledgers: readonly (readonly WriterFile[])[]): LedgerScan[] {
  const scanned = new Map<string, FileScan[]>();
  const scans: LedgerScan[] = [];
  // The shorter ledger first (the base, usually): the longer one then starts where it ends.
  const order = ledgers.map((_, i) => i).sort((a, b) => sizeOf(ledgers[a]) - sizeOf(ledgers[b]));
  for (const i of order) {
    const files = (ledgers[i] as readonly WriterFile[]).map((file) => {
      const earlier = scanned.get(file.name) ?? [];
      const scan = scanFile(
        file,
        earlier.find((s) => grewFrom(file.text, s)),
      );
      scanned.set(file.name, [...earlier, scan]);
      return scan;
    });
    scans[i] = ordered(files);
  }
  return scans;
}

function sizeOf(files: readonly WriterFile[] | undefined): number {
  return (files ?? []).reduce((n, f) => n + f.text.length, 0);
}

/** One writer file read line by line: every event in the order written (duplicates too), and what was skipped. */
interface FileScan {
  text: string;
  events: LedgerEvent[];
  skipped: SkippedLine[];
  /** Just past the last newline: the lines before it are whole, and read alike in any text that begins with them. */
  whole: number;
  /** How many lines, events and skipped lines lie before `whole`. */
  wholeLines: number;
  wholeEvents: number;
  wholeSkipped: number;
}

/** Whether `text` begins with every whole line `scan` read (compared once, not line by line). */
function grewFrom(text: string, scan: FileScan): boolean {
  if (scan.whole === 0 || text.length < scan.whole) return false;
  return text === scan.text || text.startsWith(scan.text.slice(0, scan.whole));
}

/** `file` read line by line from where `from` (the same file, before it grew) left its whole lines. */
function scanFile(file: WriterFile, from: FileScan | undefined): FileScan {
  const text = file.text;
  const events = from?.events.slice(0, from.wholeEvents) ?? [];
  const skipped = from?.skipped.slice(0, from.wholeSkipped) ?? [];
  let start = from?.whole ?? 0;
  let number = from?.wholeLines ?? 0;
  const scan: FileScan = {
    text,
    events,
    skipped,
    whole: start,
    wholeLines: number,
    wholeEvents: events.length,
    wholeSkipped: skipped.length,
  };
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    const last = end < 0;
    if (last) end = text.length;
    number++;
    let line = text.slice(start, end);
    start = end + 1;
    if (line.endsWith('\r')) line = line.slice(0, -1);
    if (!isBlankLine(line)) {
      const envelope = parseEnvelope(line);
      if (envelope === undefined) skipped.push({ file: file.name, line: number, torn: last });
      else {
        // The fresh envelope becomes the event: no copy per line.
        const event = envelope as LedgerEvent;
        event.file = file.name;
        event.line = number;
        events.push(event);
      }
    }
    if (!last) {
      scan.whole = start;
      scan.wholeLines = number;
      scan.wholeEvents = events.length;
      scan.wholeSkipped = skipped.length;
    }
  }
  return scan;
}

/** The files' events, the first line holding an id winning, in ev's order; their skipped lines in the order met. */
function ordered(files: readonly FileScan[]): LedgerScan {
  const events: LedgerEvent[] = [];
  const seen = new Set<string>();
  for (const file of files)
    for (const event of file.events) {
      if (seen.has(event.id)) continue;
      seen.add(event.id);
      events.push(event);
    }
  events.sort(compareEvents);
  return { events, skipped: files.flatMap((file) => file.skipped) };
}

/** Rust's `line.trim().is_empty()`, with the common case (a JSON line) answered at its first character. */
function isBlankLine(line: string): boolean {
  if (line === '') return true;
  const first = line.charCodeAt(0);
  if (first === 0x7b || first === 0x5b) return false;
  return isBlank(line);
}

/** ev's order: `(ts, writer, seq)`. */
export function compareEvents(a: Envelope, b: Envelope): number {
  if (a.ts !== b.ts) return compareCodePoints(a.ts, b.ts);
  if (a.writer !== b.writer) return compareCodePoints(a.writer, b.writer);
  return a.seq < b.seq ? -1 : a.seq > b.seq ? 1 : 0;
}
