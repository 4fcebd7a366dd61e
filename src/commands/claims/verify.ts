/**
 * `verify [<claim>] [--json] [--full]` on an ev 0.2 store: ev 0.2.4's
 * re-reading of the open claims' anchors (docs/ev-0.2.md, "verify"). ev
 * appends a `verify` event per check; this records nothing.
 */
import { fold } from '../../core/claims/fold.js';
import { lookUpClaim, verifyChecks, verifyJson, verifyText } from '../../core/claims/verify.js';
import type { CliIo } from '../io.js';
import { parseClaimsArgs } from './args.js';
import { EV_REFUSAL, fail, locateEarly, scanAgain, scanClaims, workTreeWorld } from './ledger.js';

export async function claimsVerify(args: string[], io: CliIo, root: string): Promise<number> {
  const { flags, positional } = parseClaimsArgs('verify', args, ['--json', '--full'], true);
  const located = locateEarly(io, root);
  const scan = scanClaims(io, root);
  if (typeof scan === 'number') return scan;
  const derived = fold(scan.events);
  let targets = derived.claims;
  if (positional !== undefined) {
    // ev resolves the prefix against a second scan of the ledger (its warnings come twice).
    const again = scanAgain(io, root);
    if (typeof again === 'number') return again;
    const found = lookUpClaim(again.events, positional);
    if (found.kind === 'refused') return fail(io, found.message, EV_REFUSAL);
    targets = targets.filter((c) => c.id === found.id);
  }
  const world = await workTreeWorld(io, root, targets, located);
  const checks = verifyChecks(targets, world, flags.has('--full'));
  io.stdout(flags.has('--json') ? verifyJson(checks) : verifyText(checks));
  return 0;
}
