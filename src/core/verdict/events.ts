/**
 * The local event log `results/events.jsonl` (ledger.md §10): compact,
 * sorted-key lines `{"op","tick_id"?,"ts","verdict"?}`, append-only and best
 * effort. `check` logs one `check` event per printed row and, before it, one
 * `harvested` event per harvested row (ev's order). Pure.
 */
import type { TickVerdict } from './verdict.js';

export interface EventRecord {
  op: string;
  tick_id?: string;
  ts: string;
  verdict?: string;
}

export function formatEventLine(event: EventRecord): string {
  const ordered: Record<string, string> = { op: event.op };
  if (event.tick_id !== undefined) ordered.tick_id = event.tick_id;
  ordered.ts = event.ts;
  if (event.verdict !== undefined) ordered.verdict = event.verdict;
  return `${JSON.stringify(ordered)}\n`;
}

/** The events `ev check` appends for these verdicts (tick `id` field, not the file name). */
export function checkEvents(verdicts: readonly TickVerdict[], ts: string): EventRecord[] {
  const events: EventRecord[] = [];
  for (const { tick, tests } of verdicts) {
    for (const ground of [...tests].sort((a, b) => a.groundIndex - b.groundIndex)) {
      if (ground.harvested)
        events.push({ op: 'harvested', tick_id: tick.id, ts, verdict: ground.label });
      events.push({ op: 'check', tick_id: tick.id, ts, verdict: ground.label });
    }
  }
  return events;
}
