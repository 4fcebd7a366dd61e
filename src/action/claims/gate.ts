/**
 * The `claims-gate` input, read with the settings: a module of its own, so
 * that reading it does not load the claims review (main.ts loads that only
 * for a store that holds claims).
 */
import type { ClaimsGate } from '../../core/claims/review.js';
import { InputError } from '../inputs.js';

/** `claims-gate`: `off` (default: ev's law, nothing gates) or `anchors`. */
export function readClaimsGate(read: (name: string) => string): ClaimsGate {
  const raw = read('claims-gate').trim();
  if (raw === '' || raw === 'off' || raw === 'false') return 'off';
  if (raw === 'anchors') return 'anchors';
  throw new InputError(
    `claims-gate must be \`off\` or \`anchors\`, not ${JSON.stringify(raw.slice(0, 40))}`,
  );
}
