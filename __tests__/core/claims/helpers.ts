/** Ledger lines for the claims core's tests: envelopes as ev 0.2 writes them. */
import { scanLedger, type LedgerEvent } from '../../../src/core/claims/scan.js';

let serial = 0;

export interface EventSpec {
  type: string;
  body?: Record<string, unknown>;
  id?: string;
  ts?: string;
  writer?: string;
  seq?: number | string;
  actor?: Record<string, unknown>;
}

/** One envelope line; ids and seqs count up, ts follows the seq unless given. */
export function envelope(spec: EventSpec): string {
  serial++;
  const seq = spec.seq ?? serial;
  const json = JSON.stringify({
    v: 2,
    id: spec.id ?? `${spec.type.slice(0, 3)}_${String(serial).padStart(6, '0')}`,
    ts: spec.ts ?? `2026-03-01T00:${String(serial % 60).padStart(2, '0')}:00Z`,
    writer: spec.writer ?? 'w',
    seq: 0,
    actor: spec.actor ?? { kind: 'human' },
    type: spec.type,
    body: spec.body ?? {},
  });
  return json.replace('"seq":0', `"seq":${seq}`);
}

/** The events of one writer file holding these lines, in ev's order. */
export function eventsOf(...lines: string[]): LedgerEvent[] {
  return scanLedger([{ name: 'w.jsonl', text: lines.map((l) => `${l}\n`).join('') }]).events;
}

/** A small ledger builder: claims and what happens to them, in order, one second apart. */
export class Ledger {
  readonly lines: string[] = [];
  private clock = 0;

  add(type: string, body: Record<string, unknown> = {}, extra: Partial<EventSpec> = {}): string {
    const id = extra.id ?? `${type.slice(0, 3)}_${String(this.lines.length + 1).padStart(4, '0')}`;
    this.clock++;
    const ts = `2026-03-01T${String(Math.floor(this.clock / 3600)).padStart(2, '0')}:${String(
      Math.floor(this.clock / 60) % 60,
    ).padStart(2, '0')}:${String(this.clock % 60).padStart(2, '0')}Z`;
    this.lines.push(envelope({ type, body, id, ts, seq: this.clock, ...extra }));
    return id;
  }

  claim(label: string, body: Record<string, unknown> = {}): string {
    return this.add('claim', { label, ...body });
  }

  evidence(claim: string, ref: string, body: Record<string, unknown> = {}): string {
    return this.add('evidence', { claim, ref, status: 'resolves', self_evident: false, ...body });
  }

  events(): LedgerEvent[] {
    return eventsOf(...this.lines);
  }
}
