/** `line [--json [--stable]]` on an ev 0.2 store: ev 0.2.4's work line (docs/ev-0.2.md, "line"). */
import { fold } from '../../core/claims/fold.js';
import { lineJson, lineText } from '../../core/claims/line.js';
import type { CliIo } from '../io.js';
import { parseClaimsArgs } from './args.js';
import { scanClaims } from './ledger.js';

export async function claimsLine(args: string[], io: CliIo, root: string): Promise<number> {
  const { flags } = parseClaimsArgs('line', args, ['--json', '--stable']);
  const scan = scanClaims(io, root);
  if (typeof scan === 'number') return scan;
  const derived = fold(scan.events);
  // `--stable` alone changes nothing: it normalizes the JSON form.
  io.stdout(flags.has('--json') ? lineJson(derived, flags.has('--stable')) : lineText(derived));
  return 0;
}
