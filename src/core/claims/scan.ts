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

/**
 * `read`: the lines another scan of the same ledger already parsed, shared
 * by the scans of a pull request's base and head (most of their lines are
 * the same); each scan's events are its own objects.
 */
export function scanLedger(
  files: Iterable<WriterFile>,
  read?: Map<string, Envelope | undefined>,
): LedgerScan {
  const events: LedgerEvent[] = [];
  const skipped: SkippedLine[] = [];
  const seen = new Set<string>();
  for (const file of files) {
    const text = file.text;
    let start = 0;
    let number = 0;
    while (start < text.length) {
      let end = text.indexOf('\n', start);
      const last = end < 0;
      if (last) end = text.length;
      number++;
      let line = text.slice(start, end);
      start = end + 1;
      if (line.endsWith('\r')) line = line.slice(0, -1);
      if (isBlankLine(line)) continue;
      const known = read?.get(line);
      const envelope = known ?? (read?.has(line) ? undefined : parseEnvelope(line));
      if (read !== undefined && known === undefined) read.set(line, envelope);
      if (envelope === undefined) {
        skipped.push({ file: file.name, line: number, torn: last });
        continue;
      }
      if (seen.has(envelope.id)) continue;
      seen.add(envelope.id);
      // A fresh envelope becomes the event (no copy per line); one another scan read is copied.
      const event = (known === undefined ? envelope : { ...known }) as LedgerEvent;
      event.file = file.name;
      event.line = number;
      events.push(event);
    }
  }
  events.sort(compareEvents);
  return { events, skipped };
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
