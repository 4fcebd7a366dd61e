/**
 * new-tick: append decisions to a `.evolving/` store by hand, exactly as ev
 * 0.1.2 would write them — for fixtures and for this project's own ledger.
 *
 *   npx tsc -p scripts/tsconfig.json
 *   node build/tools/scripts/new-tick.js SPEC.json [--store DIR] [--dry-run]
 *
 * SPEC.json holds one tick spec or an array of them (appended in order, each
 * the child of the one before; fixtures/example-ledger.spec.json is one):
 *
 *   {
 *     "decision": "orders are idempotent on a client key",   required
 *     "observe": "duplicate orders after mobile retries",     default ""
 *     "grounds": [ { "claim", "supports", "check"? }, … ],    required, as in docs/ev-0.1.md#the-tick
 *     "blame": "Priya Natarajan",                             required: the human responsible
 *     "parent": "a1b2c3d4e5f6",      default: the store's HEAD; must BE the HEAD ("" on an empty store)
 *     "held_since": "2026-03-02T09:14:00Z",                   default: now
 *     "tags": { "authority": "user-ruled", "jurisdiction": "A", "round_id": "R12" }   optional
 *   }
 *
 * Every tick is checked with the project's own verify before anything is
 * written (schema, blame, C/D rule, lints); then `ticks/<id>` (sorted keys,
 * two-space indent, no trailing newline) and `HEAD` are written. `--dry-run`
 * prints the files instead. Prints `<id>  <decision>` per tick.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AuthoringError, authorTicks } from './tick-author.js';

interface Options {
  specPath: string;
  store: string;
  dryRun: boolean;
}

function parseArgs(argv: string[]): Options {
  const options: Options = { specPath: '', store: '.evolving', dryRun: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--dry-run') options.dryRun = true;
    else if (arg === '--store') options.store = argv[++i] ?? '';
    else if (!arg.startsWith('-') && options.specPath === '') options.specPath = arg;
    else throw new AuthoringError(`unexpected argument ${JSON.stringify(arg)}`);
  }
  if (options.specPath === '' || options.store === '') {
    throw new AuthoringError('usage: new-tick SPEC.json [--store DIR] [--dry-run]');
  }
  return options;
}

function readHead(store: string): string {
  const path = join(store, 'HEAD');
  return existsSync(path) ? readFileSync(path, 'utf8').trim() : '';
}

function run(options: Options): void {
  const raw: unknown = JSON.parse(readFileSync(options.specPath, 'utf8'));
  // All specs are checked before the first file is written: a bad spec leaves the store untouched.
  const ticks = authorTicks(raw, readHead(options.store), new Date());
  for (const { id, text, document } of ticks) {
    if (options.dryRun) {
      process.stdout.write(`--- ticks/${id}\n${text}\n`);
    } else {
      mkdirSync(join(options.store, 'ticks'), { recursive: true });
      writeFileSync(join(options.store, 'ticks', id), text);
      // ev writes HEAD without a trailing newline.
      writeFileSync(join(options.store, 'HEAD'), id);
    }
    process.stdout.write(`${id}  ${document.decision as string}\n`);
  }
}

try {
  run(parseArgs(process.argv.slice(2)));
} catch (error) {
  if (!(error instanceof AuthoringError) && !(error instanceof SyntaxError)) throw error;
  process.stderr.write(`new-tick: ${error.message}\n`);
  process.exitCode = 1;
}
