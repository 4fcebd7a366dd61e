#!/usr/bin/env node
/**
 * The floor a command is measured against: the least work any implementation
 * must do — read every file it needs, JSON.parse it, and hash each tick's
 * identity payload (docs/ev-0.1.md#identity: canonical JSON, SHA-256) — in a fresh Node
 * process, timed exactly like the CLI (so Node's own start-up is in both).
 * The hash is done the plain way — keys sorted, strings as JSON.stringify
 * writes them (JCS for a payload of strings), node:crypto — as any
 * implementation could.
 *
 *   node bench/floor.mjs verify <repo>        every tick file
 *   node bench/floor.mjs check <repo>         every tick file and every receipt line
 *   node bench/floor.mjs check+state <repo>   the same, then one small file per tick
 *                                             into results/floor-state/ (the state
 *                                             cache ev's check must write)
 *
 * Prints what it parsed, so the work cannot be optimised away.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Canonical JSON of strings, arrays and objects: sorted keys, no white space. */
function canonicalize(value) {
  if (Array.isArray(value)) return `[${value.map(canonicalize).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalize(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The identity payload of a tick (docs/ev-0.1.md#identity), liveness arrays sorted and de-duplicated. */
function payloadOf(tick) {
  const set = (values) => [...new Set(values)].sort();
  const grounds = (tick.grounds ?? []).map((g) => {
    const check = g.check?.liveness
      ? {
          ...g.check,
          liveness: {
            platforms: set(g.check.liveness.platforms ?? []),
            triggered_by: set(g.check.liveness.triggered_by ?? []),
            surfaces: set(g.check.liveness.surfaces ?? []),
          },
        }
      : g.check;
    return check === undefined ? { claim: g.claim, supports: g.supports } : { ...g, check };
  });
  return { decision: tick.decision, observe: tick.observe, grounds, parent_id: tick.parent_id };
}

/** Every tick file parsed and its id hashed: file name → value. */
function parseTicks(store) {
  const dir = join(store, 'ticks');
  const ticks = new Map();
  for (const name of readdirSync(dir)) {
    const tick = JSON.parse(readFileSync(join(dir, name), 'utf8'));
    tick.hashed = createHash('sha256')
      .update(canonicalize(payloadOf(tick)))
      .digest('hex');
    ticks.set(name, tick);
  }
  return ticks;
}

function parseReceipts(store) {
  const dir = join(store, 'results', 'receipts');
  let count = 0;
  for (const name of readdirSync(dir)) {
    for (const line of readFileSync(join(dir, name), 'utf8').split('\n')) {
      if (line !== '' && JSON.parse(line) !== null) count++;
    }
  }
  return count;
}

/** One pretty JSON file per tick, about the size of a state document. */
function writeStateFloor(store, ticks) {
  const dir = join(store, 'results', 'floor-state');
  mkdirSync(dir, { recursive: true });
  for (const [name, tick] of ticks) {
    const grounds = (tick.grounds ?? []).map((g) => ({ claim: g.claim, supports: g.supports }));
    writeFileSync(join(dir, `${name}.json`), JSON.stringify({ grounds, tick_id: name }, null, 2));
  }
}

const MODES = new Set(['verify', 'check', 'check+state']);
const [mode, repo] = process.argv.slice(2);
if (!MODES.has(mode) || repo === undefined) {
  process.stderr.write('usage: node bench/floor.mjs verify|check|check+state <repo>\n');
  process.exit(2);
}
const store = join(repo, '.evolving');
const ticks = parseTicks(store);
const receipts = mode === 'verify' ? 0 : parseReceipts(store);
if (mode === 'check+state') writeStateFloor(store, ticks);
process.stdout.write(`${ticks.size} ticks, ${receipts} receipts\n`);
