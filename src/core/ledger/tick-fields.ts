/**
 * The bookkeeping fields later ev releases write on a tick, outside the hash
 * (issue 15): `source_ref` (0.1.3), `provenance` (0.1.3), `supersedes` (0.1.27;
 * `corrects` from 0.1.10 to 0.1.26) and `ratifies` (0.1.16). The verdict and
 * the renderers read them only through these accessors, whatever the tick
 * parser keeps: the raw values it passes through (`laterFields`) or typed
 * fields of the same names. Values of the wrong type read as absent, as ev's
 * `.and_then(as_str)` reads them; whether a value is valid is verify's call.
 */
import type { Tick } from './tick.js';
import { compareCodePoints } from '../text/unicode.js';

export type Provenance = 'imported' | 'agent-proposed' | 'human-now';

const PROVENANCES: readonly string[] = ['imported', 'agent-proposed', 'human-now'];

/** A tick as read here: the parsed tick, maybe with the later fields as its own properties. */
type TickWithFields = Pick<Tick, 'laterFields'>;

function field(tick: TickWithFields, name: string): unknown {
  const raw = tick.laterFields;
  if (raw !== undefined && Object.hasOwn(raw, name)) return raw[name];
  return Object.hasOwn(tick, name) ? (tick as Record<string, unknown>)[name] : undefined;
}

function stringField(tick: TickWithFields, name: string): string | undefined {
  const value = field(tick, name);
  return typeof value === 'string' ? value : undefined;
}

/** How the decision entered the ledger; absent means `human-now` (ev's default). */
export function provenanceOf(tick: TickWithFields): Provenance | undefined {
  const value = stringField(tick, 'provenance');
  return value !== undefined && PROVENANCES.includes(value) ? (value as Provenance) : undefined;
}

/** Declared agent-proposed: never gates (ev 0.1.8), until a named human ratifies it. */
export function isAgentProposed(tick: TickWithFields): boolean {
  return provenanceOf(tick) === 'agent-proposed';
}

/**
 * The id this tick supersedes, as ev 0.1.32 reads it: the `supersedes` edge
 * only. The `corrects` edge ev 0.1.10–0.1.26 wrote is an unknown field to
 * 0.1.32 (a "clean rename"), so it supersedes nothing; `correctsOf` shows it.
 */
export function supersedesOf(tick: TickWithFields): string | undefined {
  return stringField(tick, 'supersedes');
}

/** The legacy `corrects` edge (ev 0.1.10–0.1.26), for display only. */
export function correctsOf(tick: TickWithFields): string | undefined {
  return stringField(tick, 'corrects');
}

/** The agent proposal this (human-now) tick ratifies. */
export function ratifiesOf(tick: TickWithFields): string | undefined {
  return stringField(tick, 'ratifies');
}

/**
 * `source_ref` as ev renders it: a string verbatim, an object as its compact
 * JSON (serde_json's, keys sorted). Anything else (ev rejects it) is absent.
 */
export function sourceRefOf(tick: TickWithFields): string | undefined {
  const value = field(tick, 'source_ref');
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null && !Array.isArray(value))
    return compactJson(value);
  return undefined;
}

/**
 * serde_json's compact text: its Map is a BTreeMap, so object keys come in
 * code-point order, recursively (JSON.stringify would put integer-like keys first).
 */
function compactJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(compactJson).join(',')}]`;
  if (typeof value !== 'object' || value === null) return JSON.stringify(value) ?? 'null';
  const object = value as Record<string, unknown>;
  const members = Object.keys(object)
    .sort(compareCodePoints)
    .map((key) => `${JSON.stringify(key)}:${compactJson(object[key])}`);
  return `{${members.join(',')}}`;
}
