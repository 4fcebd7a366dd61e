/**
 * `verify` and `verify --self-test`, with the output and exit codes of the
 * ev release whose rules apply (docs/ev-0.1.md#verify-findings). stderr is ev's
 * too: the warnings ev does not print (duplicate keys, a directory in `ticks/`)
 * are the action's and `report`'s; only the listed deviations
 * (docs/COMPATIBILITY.md#where-this-project-is-stricter-than-ev) add lines —
 * refused paths of the store, here.
 */
import { readConfig } from '../../adapters/ticks/results.js';
import { openTickFiles, locateStore, StoreError } from '../../adapters/files/store.js';
import { RUST_IO_ERRORS } from '../../adapters/files/untrusted-file.js';
import { goldenVectors, runSelfTest } from '../../core/ticks/golden.js';
import { parseTickFile } from '../../core/ticks/ledger.js';
import { CLEAN_LINES, evWarningLines, LedgerVerifier } from '../../core/ticks/verify.js';
import { evRulesOf, printLines, UsageError, type CliIo, type Command } from '../io.js';
import { storeErrorLine } from './read-ledger.js';

function selfTest(io: CliIo): number {
  const lines = runSelfTest(goldenVectors(evRulesOf(io)));
  for (const line of lines) io.stdout(`${line.text}\n`);
  return lines.every((line) => line.ok) ? 0 : 1;
}

function verifyStore(io: CliIo): number {
  let store;
  let files;
  try {
    store = locateStore(io.cwd);
    files = openTickFiles(store);
  } catch (error) {
    if (!(error instanceof StoreError)) throw error;
    // verify has no store check of its own in ev: it fails listing `ticks/` (Rust's I/O error,
    // no path), whether `.evolving/` or only `ticks/` is missing.
    io.stderr(
      storeErrorLine(error, error.kind === 'missing' ? RUST_IO_ERRORS.ENOENT : error.evMessage),
    );
    return 1;
  }
  const config = readConfig(store);
  // Streamed: each file is read, parsed and checked, then let go (nothing held for the whole run).
  const rules = evRulesOf(io);
  const verifier = new LedgerVerifier(config.schema_version, rules);
  for (const file of files) verifier.add(parseTickFile(file, rules));
  const result = verifier.result();
  printLines(io.stderr, [...store.refused, ...evWarningLines(result.warnings)]);
  if (result.findings.length === 0) {
    for (const line of CLEAN_LINES) io.stdout(`${line}\n`);
    return 0;
  }
  printLines(
    io.stdout,
    result.findings.map((finding) => `✗ ${finding.text}`),
  );
  io.stderr(`${result.findings.length} violation(s)\n`);
  return 1;
}

export const verify: Command = async (args, io) => {
  const unknown = args.find((arg) => arg !== '--self-test');
  if (unknown !== undefined)
    throw new UsageError(`verify: unexpected argument ${JSON.stringify(unknown)}`);
  return args.includes('--self-test') ? selfTest(io) : verifyStore(io);
};
