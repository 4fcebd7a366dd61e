/**
 * How the ev 0.2 commands open the ledger, with ev 0.2.4's messages: ev's
 * setup failures first (it creates `.evolving/local/` on every command; this
 * reader writes nothing but fails where ev fails), then every writer file
 * scanned, each skipped line warned about on stderr in ev's words (the
 * path, not the line: that is what ev prints), then a read failure.
 */
import { join } from 'node:path';
import { readLedger, writerSetupFailure } from '../../adapters/claims-ledger.js';
import { locateRepository } from '../../adapters/git.js';
import { workTreeOf } from '../../adapters/work-tree.js';
import { worldAt } from '../../adapters/git-claims.js';
import { worldQuestions, type World } from '../../core/claims/annotate.js';
import type { ClaimView } from '../../core/claims/fold.js';
import { scanLedger, type LedgerScan } from '../../core/claims/scan.js';
import type { CliIo } from '../io.js';

/** ev's exit code for a failure (2); 1 is an honest refusal. */
export const EV_FAILURE = 2;
export const EV_REFUSAL = 1;

/** The scanned ledger under `root` (warnings printed), or ev's exit code after printing its failure. */
export function scanClaims(io: CliIo, root: string): LedgerScan | number {
  const setup = writerSetupFailure(root);
  if (setup !== undefined) return fail(io, setup);
  return scanAgain(io, root);
}

/** A scan as ev repeats one (`verify <claim>` reads the ledger twice, and warns twice). */
export function scanAgain(io: CliIo, root: string): LedgerScan | number {
  const read = readLedger(root);
  const scan = scanLedger(read.files);
  const ledgerDir = join(root, '.evolving', 'ledger');
  let warnings = '';
  for (const skipped of scan.skipped)
    warnings += `ev: skipped a torn ledger line in ${join(ledgerDir, skipped.file)}\n`;
  if (warnings !== '') io.stderr(warnings);
  if (read.failure !== undefined) return fail(io, read.failure);
  return scan;
}

export function fail(io: CliIo, message: string, code = EV_FAILURE): number {
  io.stderr(`ev: ${message}\n`);
  return code;
}

/** The world under these claims' anchors: the work tree at `root`, and git's history to HEAD. */
export async function workTreeWorld(
  io: CliIo,
  root: string,
  claims: Iterable<ClaimView>,
): Promise<World> {
  const repository =
    io.repository !== undefined ? io.repository : await locateRepository(root, io.env);
  const tree = workTreeOf(root, repository);
  return worldAt({ repository, cwd: root, env: io.env }, worldQuestions(claims), {
    kind: 'work-tree',
    tree,
  });
}
