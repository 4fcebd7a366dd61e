/**
 * The seal of a receipts directory (docs/USAGE.md#receipts-in-ci): one
 * SHA-256 over what the directory holds — each entry's name and kind, and
 * each file's bytes (by their own SHA-256) — in name order. The action
 * computes it once it has written its own receipts and gives it as the
 * `receipts-digest` output, which no bound check can write (the step's
 * output file is restored after the checks, and in a PID namespace nothing a
 * check started is left to write it later). A later job that downloads the
 * directory as an artifact merges it only when its seal is one the job that
 * ran the checks gave: a line appended after the action wrote its own,
 * however late, changes the seal and the directory is refused. Pure.
 */
import { createHash } from 'node:crypto';
import { compareCodePoints } from '../../text/unicode.js';

/** One entry of a receipts directory: a regular file's content hash, or what else it is. */
export interface SealedEntry {
  name: string;
  /** `file`, or the kind of anything else (`directory`, `symlink`, …), or `unreadable`. */
  kind: string;
  /** A regular file's SHA-256, hex. */
  sha256?: string;
}

const SEAL = /^sha256:[0-9a-f]{64}$/;

/** `sha256:<hex>` over the entries, whatever order they come in. */
export function sealOf(entries: readonly SealedEntry[]): string {
  const hash = createHash('sha256');
  hash.update('evolving receipts seal 1\n');
  for (const entry of [...entries].sort((a, b) => compareCodePoints(a.name, b.name))) {
    // JSON keeps a name with a newline or a tab from reading as two entries.
    hash.update(`${JSON.stringify([entry.name, entry.kind, entry.sha256 ?? ''])}\n`);
  }
  return `sha256:${hash.digest('hex')}`;
}

/**
 * The `receipts-digest` input: the seals the jobs that ran the checks gave,
 * as a list (newlines, commas or spaces between them) or as JSON — an object
 * whose values are seals (`${{ toJSON(needs.checks.outputs) }}`, every
 * output of a matrix job's legs) or an array. Empty values are skipped (a leg
 * that gave none seals nothing); any other value that is not a seal is an
 * error. Whether the input was given at all is the caller's question: given,
 * even with no seal in it, every directory must match one.
 */
export function parseSeals(text: string): { seals: Set<string> } | { error: string } {
  const trimmed = text.trim();
  let values: unknown[];
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(trimmed);
    } catch {
      return { error: 'is neither a list of sha256:<hex> values nor valid JSON' };
    }
    values = Array.isArray(parsed)
      ? parsed
      : parsed !== null && typeof parsed === 'object'
        ? Object.values(parsed)
        : [parsed];
  } else {
    values = trimmed.split(/[\s,]+/);
  }
  const seals = new Set<string>();
  for (const value of values) {
    if (value === '' || value === null) continue;
    if (typeof value !== 'string' || !SEAL.test(value))
      return {
        error: `holds ${JSON.stringify(value).slice(0, 100)}, which is not a sha256:<64 lowercase hex> value (the action's receipts-digest output)`,
      };
    seals.add(value);
  }
  return { seals };
}
