/**
 * Where verify's time goes, phase by phase, in one process: read the tick
 * files (store adapter), decode + JSON (json-text), the strict tick parser,
 * the id hash, and the whole verifyLedger. Each phase is timed over the same
 * files; the sum is not the CLI's time (start-up and output are not here), but
 * the ratios tell which part of the core to look at.
 *
 *   node build/bench/bench/verify-core.js <repo>      (bench/run.mjs compiles it)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openTickFiles, storeAt } from '../src/adapters/files/store.js';
import { tickId } from '../src/core/ticks/identity.js';
import { findDuplicateKeys, parseJsonBytes } from '../src/core/ticks/json-text.js';
import { parseLedger, type TickFile } from '../src/core/ticks/ledger.js';
import { parseTick, type Tick } from '../src/core/ticks/tick.js';
import { verifyLedger } from '../src/core/ticks/verify.js';

interface Phase {
  name: string;
  ms: number;
}

function timed<T>(phases: Phase[], name: string, work: () => T): T {
  const start = performance.now();
  const result = work();
  phases.push({ name, ms: performance.now() - start });
  return result;
}

function probe(repo: string): Phase[] {
  const phases: Phase[] = [];
  const store = storeAt(repo);
  const files: TickFile[] = timed(phases, 'read files (store adapter)', () => [
    ...openTickFiles(store),
  ]);
  timed(phases, 'floor: readFileSync utf8 + JSON.parse', () =>
    files.map((f) => JSON.parse(readFileSync(join(store.ticksDir, f.name), 'utf8')) as unknown),
  );
  const values = timed(
    phases,
    'parseJsonBytes (utf8 check, JSON, surrogates, duplicate keys)',
    () =>
      files.map((f) => {
        const json = parseJsonBytes(f.bytes as Uint8Array);
        return json.ok ? json.value : undefined;
      }),
  );
  const texts = files.map((f) => Buffer.from(f.bytes as Uint8Array).toString('utf8'));
  timed(phases, '  of which findDuplicateKeys', () => texts.map(findDuplicateKeys));
  const ticks = timed(phases, 'parseTick (closed schema)', () =>
    values.map((value) => {
      const parsed = parseTick(value);
      return parsed.ok ? parsed.tick : undefined;
    }),
  );
  timed(phases, 'tickId (canonical JSON + sha256)', () =>
    ticks.map((tick) => tickId(tick as Tick)),
  );
  const entries = timed(phases, 'parseLedger (all of the above but reading)', () =>
    parseLedger(files),
  );
  timed(phases, 'verifyLedger (findings, lints, chain)', () => verifyLedger(entries, 1));
  return phases;
}

const repo = process.argv[2];
if (repo === undefined) {
  process.stderr.write('usage: node build/bench/bench/verify-core.js <repo>\n');
  process.exit(2);
}
for (const phase of probe(repo)) {
  process.stdout.write(`${phase.ms.toFixed(0).padStart(7)} ms  ${phase.name}\n`);
}
