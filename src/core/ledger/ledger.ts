/**
 * The ledger as read from `.evolving/ticks/`: every tick file decoded and
 * parsed, each either a Tick or the reason it is not one. Pure: the store
 * adapter reads the bytes, this decides what they mean.
 */
import { DEFAULT_EV_RULES, type EvRules } from './ev-rules.js';
import { parseJsonBytes, type DuplicateKey } from './json-text.js';
import { parseTick, unknownTopLevelKeys, type Tick } from './tick.js';
import { compareCodePoints } from '../text/unicode.js';

/** One entry of `ticks/` as the store adapter found it. */
export interface TickFile {
  name: string;
  bytes?: Uint8Array;
  /** Why the bytes could not be read (permissions, I/O). */
  readError?: string;
  /** A directory or other non-file entry: ev skips these, we say so. */
  notAFile?: boolean;
}

export interface LedgerEntry {
  /** The tick file's name (= its id when all is well). */
  file: string;
  tick?: Tick;
  /** Why the file is not a tick: ev's R1/R2 message, or why it could not be read as JSON. */
  error?: string;
  /** True when the file is not JSON at all (ev aborts on these; we report them and go on). */
  unreadable?: boolean;
  /** ev's own words for why the file is not JSON (serde_json's or Rust's message), as ev prints it. */
  evError?: string;
  /** Not a regular file: skipped, as ev skips it. */
  skipped?: boolean;
  /** Tolerated unknown top-level keys, for every file that holds a JSON object. */
  unknownKeys: string[];
  duplicateKeys: DuplicateKey[];
  /** The file's text, for locating lines (annotations); absent when it could not be decoded. */
  text?: string;
}

/**
 * A tick file that is JSON, whose `text` is decoded from the bytes only when
 * first read. Keeping every file's decoded text alive for the whole run made
 * the garbage collector copy it all into the old generation — about a third
 * of verify's GC time on 10,000 ticks — while only the rare annotated finding
 * reads it. A class, so the lazy getter costs no per-entry property definition.
 */
class JsonTickEntry implements LedgerEntry {
  private decoded: string | undefined;

  constructor(
    readonly file: string,
    readonly tick: Tick | undefined,
    readonly error: string | undefined,
    readonly unknownKeys: string[],
    readonly duplicateKeys: DuplicateKey[],
    private readonly bytes: Uint8Array,
  ) {}

  get text(): string {
    const bytes = this.bytes;
    return (this.decoded ??= Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString(
      'utf8',
    ));
  }
}

export function parseTickFile(file: TickFile, rules: EvRules = DEFAULT_EV_RULES): LedgerEntry {
  const base = { file: file.name, unknownKeys: [], duplicateKeys: [] };
  if (file.notAFile) return { ...base, skipped: true };
  if (file.readError !== undefined || file.bytes === undefined) {
    return { ...base, unreadable: true, error: file.readError ?? 'cannot be read' };
  }
  const json = parseJsonBytes(file.bytes, { duplicateKeys: true });
  if (!json.ok) return { ...base, unreadable: true, error: json.message, evError: json.evMessage };
  const parsed = parseTick(json.value, rules);
  // The parser already listed the unknown keys of a tick; computing them again cost a sort per tick.
  return parsed.ok
    ? new JsonTickEntry(
        file.name,
        parsed.tick,
        undefined,
        parsed.tick.unknownKeys,
        json.duplicateKeys,
        file.bytes,
      )
    : new JsonTickEntry(
        file.name,
        undefined,
        parsed.message,
        unknownTopLevelKeys(json.value, rules),
        json.duplicateKeys,
        file.bytes,
      );
}

/** A tick file's text by file name: only `get` (a `Map` of texts is one). */
export interface TickTexts {
  get(file: string): string | undefined;
}

/**
 * The texts of these entries, each decoded when first asked for: a run
 * places a few hundred annotations and links, and decoding every file up
 * front kept a second copy of the whole ledger alive (60 MB at 50,000 ticks).
 */
export function tickTextsOf(entries: readonly LedgerEntry[]): TickTexts {
  const byFile = new Map<string, LedgerEntry>();
  for (const entry of entries) byFile.set(entry.file, entry);
  return { get: (file) => byFile.get(file)?.text };
}

/** Every tick file parsed, sorted by file name (code-point order) so output is deterministic. */
export function parseLedger(
  files: readonly TickFile[],
  rules: EvRules = DEFAULT_EV_RULES,
): LedgerEntry[] {
  return files
    .map((file) => parseTickFile(file, rules))
    .sort((a, b) => compareCodePoints(a.file, b.file));
}

/** The entries that parsed into ticks. */
export function parsedTicks(
  entries: readonly Pick<LedgerEntry, 'file' | 'tick'>[],
): { file: string; tick: Tick }[] {
  const ticks: { file: string; tick: Tick }[] = [];
  for (const entry of entries) if (entry.tick) ticks.push({ file: entry.file, tick: entry.tick });
  return ticks;
}
