/** `brief [--json]` on an ev 0.2 store: ev 0.2.4's brief (docs/ev-0.2.md, "brief"). */
import { annotate } from '../../core/claims/annotate.js';
import { briefJson, briefText } from '../../core/claims/brief.js';
import { everyClaim, fold } from '../../core/claims/fold.js';
import type { CliIo } from '../io.js';
import { parseClaimsArgs } from './args.js';
import { locateEarly, scanClaims, workTreeWorld } from './ledger.js';

export async function claimsBrief(args: string[], io: CliIo, root: string): Promise<number> {
  const json = parseClaimsArgs('brief', args, ['--json']).flags.has('--json');
  // The text brief reads no anchor, so it asks git nothing.
  const located = json ? locateEarly(io, root) : undefined;
  const scan = scanClaims(io, root);
  if (typeof scan === 'number') return scan;
  const derived = fold(scan.events);
  if (!json) {
    // The text brief prints recorded states: ev reads no anchor for it, and neither does this.
    io.stdout(briefText(derived));
    return 0;
  }
  const world = await workTreeWorld(io, root, everyClaim(derived), located);
  io.stdout(briefJson(annotate(derived, world)));
  return 0;
}
