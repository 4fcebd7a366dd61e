/**
 * The selected-list (docs/ev-0.1.md#the-selected-list): which bound refs the latest diff selected
 * to run, and which declared triggers it changed. Written by an affinity tool
 * or CI; never computed here. ev 0.1.2 ignores the whole file when it is
 * malformed (as if absent); so do we, but we say why. Pure.
 */
import { parseJsonText } from '../json-text.js';
import { compareCodePoints } from '../../text/unicode.js';

export interface SelectedList {
  /** The diff's commit (informational; a non-string is read as ""). */
  commit: string;
  /** Declared trigger paths the diff touched. */
  changed: string[];
  /** Bound check refs the diff selected. */
  selected: string[];
}

export type SelectedParse = { ok: true; list: SelectedList } | { ok: false; message: string };

const KEYS = ['commit', 'changed', 'selected'];

function stringArray(obj: Record<string, unknown>, key: string): string[] | string {
  const value = obj[key];
  if (value === undefined) return [];
  if (!Array.isArray(value)) return `selected-list.${key} must be an array`;
  if (!value.every((e): e is string => typeof e === 'string'))
    return `selected-list.${key} element is not a string`;
  return value;
}

/** ev's strict reading: an object with only `commit`, `changed`, `selected`; the arrays hold strings. */
export function parseSelectedList(value: unknown): SelectedParse {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, message: 'selected-list is not an object' };
  }
  const obj = value as Record<string, unknown>;
  const outside = Object.keys(obj)
    .filter((k) => !KEYS.includes(k))
    .sort(compareCodePoints)[0];
  if (outside !== undefined)
    return { ok: false, message: `selected-list: field outside closed schema: ${outside}` };
  const changed = stringArray(obj, 'changed');
  if (typeof changed === 'string') return { ok: false, message: changed };
  const selected = stringArray(obj, 'selected');
  if (typeof selected === 'string') return { ok: false, message: selected };
  return {
    ok: true,
    list: { commit: typeof obj.commit === 'string' ? obj.commit : '', changed, selected },
  };
}

export function parseSelectedText(text: string): SelectedParse {
  const json = parseJsonText(text);
  return json.ok ? parseSelectedList(json.value) : { ok: false, message: json.message };
}

/** Each list of changed paths as a set, made once: every binding of an evaluation asks with the same list. */
const changedSets = new WeakMap<readonly string[], ReadonlySet<string>>();

/** Declared triggers of a binding that `changed` names (exact match), in declared order, once each. */
export function touchedTriggers(
  triggeredBy: readonly string[],
  changed: readonly string[],
): string[] {
  if (triggeredBy.length === 0 || changed.length === 0) return [];
  let changedSet = changedSets.get(changed);
  if (changedSet === undefined) changedSets.set(changed, (changedSet = new Set(changed)));
  const set = changedSet;
  return [...new Set(triggeredBy.filter((t) => set.has(t)))];
}
