/** `doctor` on an ev 0.2 store: ev 0.2.4's integrity check and census (docs/ev-0.2.md, "doctor"). */
import { annotate } from '../../core/claims/annotate.js';
import { doctorReport } from '../../core/claims/doctor.js';
import { everyClaim, fold } from '../../core/claims/fold.js';
import type { CliIo } from '../io.js';
import { parseClaimsArgs } from './args.js';
import { fail, locateEarly, scanClaims, workTreeWorld } from './ledger.js';

export async function claimsDoctor(args: string[], io: CliIo, root: string): Promise<number> {
  parseClaimsArgs('doctor', args, []);
  const located = locateEarly(io, root);
  const scan = scanClaims(io, root);
  if (typeof scan === 'number') return scan;
  const derived = fold(scan.events);
  const world = await workTreeWorld(io, root, everyClaim(derived), located);
  const report = doctorReport(scan.events, annotate(derived, world));
  io.stdout(report.stdout);
  return report.problems.length === 0 ? 0 : fail(io, `${report.problems.length} problem(s) found`);
}
