/**
 * The local event log `results/events.jsonl` (docs/ev-0.1.md#the-event-log): compact JSON
 * lines with their keys in code-point order (serde_json's sorted map),
 * append-only and best effort. Pure.
 *
 * ev 0.1.2: `check` logs one `check` event per printed row and, before it,
 * one `harvested` event per harvested row: `{"op","tick_id","ts","verdict"}`.
 *
 * ev 0.1.32 (0.1.6, 0.1.19, 0.1.22): per evaluated tick, a `harvested` event
 * per harvested row, then ONE `check` event carrying the tick's worst verdict
 * (`stale` with its kind: `stale:sha`, `stale:count-window`, `stale:age`),
 * `masked_stale` when a worse verdict hides a stale ground, `suppressed_from`
 * when a lock turned a not-green verdict into memo; every event about a tick
 * carries its join fields (`parent_id`, `source_ref`, a coarse `age`,
 * `supersedes`, `ratifies`). After the rows, one `check-run` cost event
 * `{decisions, wall_ms}`.
 */
import { parseRfc3339 } from './receipt.js';
import type { GroundVerdict, Label, TickVerdict, VerdictRule } from './verdict.js';
import type { EvRules } from '../ev-rules.js';
import type { Tick } from '../tick.js';
import { sourceRefKey } from '../source-ref.js';
import { compareCodePoints } from '../../text/unicode.js';

/** One event line's fields: `op` and `ts` always, the rest as the op needs. */
export interface EventRecord {
  op: string;
  ts: string;
  tick_id?: string;
  verdict?: string;
  [field: string]: string | number | undefined;
}

export function formatEventLine(event: EventRecord): string {
  const ordered: Record<string, string | number> = {};
  for (const key of Object.keys(event).sort(compareCodePoints)) {
    const value = event[key];
    if (value !== undefined) ordered[key] = value;
  }
  return `${JSON.stringify(ordered)}\n`;
}

/** The events `ev check` appends for these verdicts (tick `id` field, not the file name). */
export function checkEvents(
  verdicts: readonly TickVerdict[],
  ts: string,
  rules: EvRules = '0.1.2',
): EventRecord[] {
  return rules === '0.1.2' ? checkEventsOf012(verdicts, ts) : checkEventsOf0132(verdicts, ts);
}

function byGroundIndex(tests: readonly GroundVerdict[]): GroundVerdict[] {
  return [...tests].sort((a, b) => a.groundIndex - b.groundIndex);
}

function checkEventsOf012(verdicts: readonly TickVerdict[], ts: string): EventRecord[] {
  const events: EventRecord[] = [];
  for (const { tick, tests } of verdicts) {
    for (const ground of byGroundIndex(tests)) {
      if (ground.harvested)
        events.push({ op: 'harvested', tick_id: tick.id, ts, verdict: ground.label });
      events.push({ op: 'check', tick_id: tick.id, ts, verdict: ground.label });
    }
  }
  return events;
}

function checkEventsOf0132(verdicts: readonly TickVerdict[], ts: string): EventRecord[] {
  const events: EventRecord[] = [];
  for (const { tick, tests } of verdicts) {
    const grounds = byGroundIndex(tests);
    const fields = tickEventFields(tick, ts);
    for (const ground of grounds) {
      if (ground.harvested)
        events.push({ ...fields, op: 'harvested', verdict: eventLabel(ground.label, ground.rule) });
    }
    const rolled = rollUp(grounds.map((g) => ({ label: g.label, rule: g.rule })));
    if (rolled === undefined) continue;
    const check: EventRecord = { ...fields, op: 'check', verdict: rolled.verdict };
    if (rolled.maskedStale !== undefined) check.masked_stale = rolled.maskedStale;
    const suppressed = grounds
      .filter((g) => g.memoReason !== undefined)
      .map((g) => ({ label: g.unlockedLabel, rule: g.rule }));
    const from = rollUp(suppressed);
    if (from !== undefined) check.suppressed_from = from.verdict;
    events.push(check);
  }
  return events;
}

/** The `check-run` cost event ev 0.1.19 appends after every `check`. */
export function checkRunEvent(ts: string, wallMs: number, decisions: number): EventRecord {
  return { op: 'check-run', ts, wall_ms: wallMs, decisions };
}

/** The `reopen` event: ev 0.1.2 names the argument; 0.1.32 the tick, with its join fields. */
export function reopenEvent(tick: Tick, argument: string, ts: string, rules: EvRules): EventRecord {
  if (rules === '0.1.2') return { op: 'reopen', tick_id: argument, ts };
  return { ...tickEventFields(tick, ts), op: 'reopen' };
}

/** What every event about a tick carries from ev 0.1.6 on (the fields absent when the tick has none). */
export function tickEventFields(tick: Tick, ts: string): EventRecord {
  const fields: EventRecord = { op: '', ts, tick_id: tick.id };
  if (tick.parent_id !== '') fields.parent_id = tick.parent_id;
  if (tick.source_ref !== undefined) fields.source_ref = sourceRefKey(tick.source_ref);
  const age = ageBucket(tick.held_since, ts);
  if (age !== undefined) fields.age = age;
  if (tick.supersedes !== undefined) fields.supersedes = tick.supersedes;
  if (tick.ratifies !== undefined) fields.ratifies = tick.ratifies;
  return fields;
}

/**
 * A coarse decision age, `held_since` to now (ev 0.1.6, sub-day rungs from
 * 0.1.23): fresh (<5 min), minutes (<1 h), hours (<1 d), days (<7 d),
 * weeks (<30 d), months (<365 d), year+. Undefined when either time does not parse.
 */
export function ageBucket(heldSince: string, now: string): string | undefined {
  const then = parseRfc3339(heldSince);
  const at = parseRfc3339(now);
  if (then === undefined || at === undefined) return undefined;
  const seconds = at.seconds - then.seconds;
  const days = Math.trunc(seconds / 86_400);
  if (seconds < 300) return 'fresh';
  if (seconds < 3_600) return 'minutes';
  if (seconds < 86_400) return 'hours';
  if (days < 7) return 'days';
  if (days < 30) return 'weeks';
  if (days < 365) return 'months';
  return 'year+';
}

const STALE_KINDS: Partial<Record<VerdictRule, string>> = {
  'sha-stale': 'sha',
  'trigger-stale': 'count-window',
  'age-stale': 'age',
};

/** The label as the event log writes it: `stale` carries its kind (ev 0.1.6). */
export function eventLabel(label: Label, rule: VerdictRule): string {
  if (label !== 'stale') return label;
  const kind = STALE_KINDS[rule];
  return kind === undefined ? label : `stale:${kind}`;
}

/** How bad a verdict is for the per-tick roll-up (ev's `verdict_rank`): facts ordered, not scored. */
export function verdictRank(label: Label): number {
  switch (label) {
    case 'red':
    case 'gray->red':
      return 6;
    case 'silently-unbound':
      return 5;
    case 'stale':
      return 4;
    case 'not-run':
      return 3;
    case 'unproven':
      return 2;
    case 'memo':
    case 'dirty':
      return 1;
    default:
      return 0;
  }
}

/** Rank of `stale`: a worse verdict than this hides a stale ground, so the event names it. */
const STALE_RANK = 4;

/**
 * One tick's verdicts rolled up: the first of the worst, and the first stale
 * ground's kind when a worse verdict hides it. Undefined without verdicts.
 */
export function rollUp(
  verdicts: readonly { label: Label; rule: VerdictRule }[],
): { verdict: string; maskedStale?: string } | undefined {
  let worst: { label: Label; rule: VerdictRule } | undefined;
  let stale: { label: Label; rule: VerdictRule } | undefined;
  for (const v of verdicts) {
    if (worst === undefined || verdictRank(v.label) > verdictRank(worst.label)) worst = v;
    if (stale === undefined && v.label === 'stale') stale = v;
  }
  if (worst === undefined) return undefined;
  const rolled: { verdict: string; maskedStale?: string } = {
    verdict: eventLabel(worst.label, worst.rule),
  };
  if (verdictRank(worst.label) > STALE_RANK && stale !== undefined)
    rolled.maskedStale = eventLabel(stale.label, stale.rule);
  return rolled;
}
