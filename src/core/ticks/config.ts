/**
 * The `.evolving/config` reader (docs/ev-0.1.md#config). ev 0.1.2 does not parse TOML:
 * it scans `key = value` lines, first exact key match wins, and any value that
 * does not parse as its type falls back to the default. Pure: text in.
 */
import { rustLines, rustTrim } from '../text/rust-text.js';

/** `live-origin` | `local-head` | `none`; anything else is treated as `live-origin` (as ev does). */
export type StalenessPolicy = string;

export interface Config {
  /** u64 in ev; kept exactly as a bigint because a huge value wraps when ev multiplies it. */
  staleness_days: bigint;
  green_exit_code: number;
  staleness_ref: StalenessPolicy;
  brief_limit: number;
  schema_version: number;
}

export const DEFAULT_CONFIG: Readonly<Config> = Object.freeze({
  staleness_days: 7n,
  green_exit_code: 0,
  staleness_ref: 'live-origin',
  brief_limit: 10,
  schema_version: 1,
});

const U64_MAX = (1n << 64n) - 1n;
const I32_MIN = -(2n ** 31n);
const I32_MAX = 2n ** 31n - 1n;

/** The trimmed value of the first `key = value` line whose trimmed key is exactly `key`. */
export function configValue(text: string, key: string): string | undefined {
  for (const line of rustLines(text)) {
    const eq = line.indexOf('=');
    if (eq < 0) continue;
    if (rustTrim(line.slice(0, eq)) === key) return rustTrim(line.slice(eq + 1));
  }
  return undefined;
}

/** Rust's integer `FromStr`: an optional sign (`-` only for signed types), then ASCII digits only. */
function parseRustInteger(text: string, signed: boolean): bigint | undefined {
  const match = /^([+-]?)([0-9]+)$/.exec(text);
  if (!match) return undefined;
  if (match[1] === '-' && !signed) return undefined;
  const magnitude = BigInt(match[2] as string);
  return match[1] === '-' ? -magnitude : magnitude;
}

function parseU64(text: string | undefined): bigint | undefined {
  if (text === undefined) return undefined;
  const value = parseRustInteger(text, false);
  return value !== undefined && value <= U64_MAX ? value : undefined;
}

function parseI32(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = parseRustInteger(text, true);
  return value !== undefined && value >= I32_MIN && value <= I32_MAX ? Number(value) : undefined;
}

/**
 * A usize/u64 as Rust's `FromStr` reads it (ASCII digits, an optional `+`),
 * as a JavaScript number (exact up to 2^53; beyond that only the magnitude
 * matters); undefined when it is not one. Also how clap reads `brief --limit`.
 */
export function parseCount(text: string | undefined): number | undefined {
  const value = parseU64(text);
  return value === undefined ? undefined : Number(value);
}

/** ev strips one pair of surrounding double quotes, and only when both are there. */
function unquote(text: string): string {
  return text.length >= 2 && text.startsWith('"') && text.endsWith('"') ? text.slice(1, -1) : text;
}

export function parseConfig(text: string): Config {
  const stalenessRef = configValue(text, 'staleness_ref');
  return {
    staleness_days: parseU64(configValue(text, 'staleness_days')) ?? DEFAULT_CONFIG.staleness_days,
    green_exit_code:
      parseI32(configValue(text, 'green_exit_code')) ?? DEFAULT_CONFIG.green_exit_code,
    staleness_ref:
      stalenessRef === undefined ? DEFAULT_CONFIG.staleness_ref : unquote(stalenessRef),
    brief_limit: parseCount(configValue(text, 'brief_limit')) ?? DEFAULT_CONFIG.brief_limit,
    schema_version:
      parseCount(configValue(text, 'schema_version')) ?? DEFAULT_CONFIG.schema_version,
  };
}

/**
 * The staleness window in seconds, computed as ev computes it:
 * `staleness_days as i64 * 86_400` with two's-complement wrap-around (a
 * release build does not trap on overflow), so absurd values behave alike.
 */
export function stalenessWindowSeconds(stalenessDays: bigint): bigint {
  return BigInt.asIntN(64, BigInt.asIntN(64, stalenessDays) * 86_400n);
}
