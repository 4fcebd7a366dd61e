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
}

/**
 * A tick file's text by file name, to place annotations and links on lines:
 * only `get` (a `Map` of texts is one). Parsing keeps no bytes and no text —
 * holding every file of the ledger for the run cost 60 MB at 50,000 ticks —
 * so the store adapter reads the few files a run shows when first asked.
 */
export interface TickTexts {
  get(file: string): string | undefined;
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
    ? {
        file: file.name,
        tick: parsed.tick,
        unknownKeys: parsed.tick.unknownKeys,
        duplicateKeys: json.duplicateKeys,
      }
    : {
        file: file.name,
        error: parsed.message,
        unknownKeys: unknownTopLevelKeys(json.value, rules),
        duplicateKeys: json.duplicateKeys,
      };
}

/**
 * Every tick file parsed, sorted by file name (code-point order) so output
 * is deterministic. `files` may read each file as the iteration reaches it
 * (`openTickFiles`): each file's bytes are then garbage once it is parsed,
 * instead of the whole ledger's bytes being held until the last is parsed.
 */
export function parseLedger(
  files: Iterable<TickFile>,
  rules: EvRules = DEFAULT_EV_RULES,
): LedgerEntry[] {
  const entries: LedgerEntry[] = [];
  for (const file of files) entries.push(parseTickFile(file, rules));
  return entries.sort((a, b) => compareCodePoints(a.file, b.file));
}

/** Tick files parsed between two turns of parseLedgerInTurns. */
const FILES_PER_TURN = 250;

/**
 * parseLedger's entries, the same, parsed a share at a time: `turn` is
 * awaited between shares, so what waits on the caller's event loop (git's
 * answers) goes on while a large ledger is parsed.
 */
export async function parseLedgerInTurns(
  files: Iterable<TickFile>,
  turn: () => Promise<void>,
  rules: EvRules = DEFAULT_EV_RULES,
): Promise<LedgerEntry[]> {
  const entries: LedgerEntry[] = [];
  for (const file of files) {
    entries.push(parseTickFile(file, rules));
    if (entries.length % FILES_PER_TURN === 0) await turn();
  }
  return entries.sort((a, b) => compareCodePoints(a.file, b.file));
}

/** The entries that parsed into ticks. */
export function parsedTicks(
  entries: readonly Pick<LedgerEntry, 'file' | 'tick'>[],
): { file: string; tick: Tick }[] {
  const ticks: { file: string; tick: Tick }[] = [];
  for (const entry of entries) if (entry.tick) ticks.push({ file: entry.file, tick: entry.tick });
  return ticks;
}
