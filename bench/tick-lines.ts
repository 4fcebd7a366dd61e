/**
 * The tick files' line scanner (src/render/ticks/tick-lines.ts) side by side
 * with the tree-building scanner it replaced
 * (test-support/json-positions-reference.ts), in one run, on the same texts:
 * the line of every ground of every file, as the job summary's links ask
 * with `bindings: all`. Each scans a file once and keeps what it found for
 * the run (the lean one its lines, the one before its tree). Run by
 * bench/tick-lines.mjs.
 */
import { performance } from 'node:perf_hooks';
import { TickLines } from '../src/render/ticks/tick-lines.js';
import { referenceGroundLinesOf } from '../test-support/json-positions-reference.js';

export interface ScanTiming {
  files: number;
  /** Milliseconds to place every ground of every file, round by round. */
  leanMs: number[];
  referenceMs: number[];
  /** Heap still held once every file is placed (MB), when the run can collect garbage (`--expose-gc`). */
  leanHeldMb?: number;
  referenceHeldMb?: number;
  /** Both placed every ground on the same line. */
  agree: boolean;
}

/** Grounds asked per file: a tick rarely has more. */
const GROUNDS_ASKED = 8;

type Placed = { kept: unknown; lines: (number | undefined)[] };

function placedLean(texts: ReadonlyMap<string, string>): Placed {
  const kept = TickLines.of(texts);
  const lines: (number | undefined)[] = [];
  for (const file of texts.keys())
    for (let ground = 0; ground < GROUNDS_ASKED; ground++)
      lines.push(kept.groundLine(file, ground));
  return { kept, lines };
}

function placedReference(texts: ReadonlyMap<string, string>): Placed {
  const kept = new Map<string, (groundIndex: number) => number | undefined>();
  const lines: (number | undefined)[] = [];
  for (const [file, text] of texts) {
    const lineOf = referenceGroundLinesOf(text);
    kept.set(file, lineOf);
    for (let ground = 0; ground < GROUNDS_ASKED; ground++) lines.push(lineOf(ground));
  }
  return { kept, lines };
}

/** Heap held by what `place` keeps, in MB: undefined without `--expose-gc`. */
function heldMb(place: () => Placed): number | undefined {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc === undefined) return undefined;
  gc();
  const before = process.memoryUsage().heapUsed;
  const placed = place();
  gc();
  const held = process.memoryUsage().heapUsed - before;
  // Read after the collection, so what was placed is still held when it runs.
  return placed.lines.length >= 0 ? held / 1024 / 1024 : undefined;
}

/** Times both on `texts` (file name → text), in turn, `runs` times after one warm-up round. */
export function timeScanners(texts: ReadonlyMap<string, string>, runs: number): ScanTiming {
  // A fresh map each time: TickLines keeps its lines per map.
  const agree =
    JSON.stringify(placedLean(new Map(texts)).lines) ===
    JSON.stringify(placedReference(texts).lines);
  const lean: number[] = [];
  const reference: number[] = [];
  for (let round = -1; round < runs; round++) {
    const copy = new Map(texts);
    let start = performance.now();
    placedLean(copy);
    const leanMs = performance.now() - start;
    start = performance.now();
    placedReference(texts);
    const referenceMs = performance.now() - start;
    if (round >= 0) {
      lean.push(leanMs);
      reference.push(referenceMs);
    }
  }
  const leanHeldMb = heldMb(() => placedLean(new Map(texts)));
  const referenceHeldMb = heldMb(() => placedReference(texts));
  return {
    files: texts.size,
    leanMs: lean,
    referenceMs: reference,
    ...(leanHeldMb !== undefined ? { leanHeldMb } : {}),
    ...(referenceHeldMb !== undefined ? { referenceHeldMb } : {}),
    agree,
  };
}
