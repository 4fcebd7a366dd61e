/** ev 0.2's model: claims with typed evidence in `.evolving/ledger/` (docs/ev-0.2.md). */
import { modelHas } from '../../adapters/files/store.js';
import { claimsBrief } from '../../commands/claims/brief.js';
import { claimsDoctor } from '../../commands/claims/doctor.js';
import { claimsLine } from '../../commands/claims/line.js';
import { claimsVerify } from '../../commands/claims/verify.js';
import type { Model, ModelCommand } from '../model.js';

/** Its commands are small, and the CLI's start is theirs: they load with the registry. */
const at = (command: ModelCommand) => async () => command;

export const claimsModel: Model = {
  name: 'claims',
  holds: (store) => modelHas(store, 'claims'),
  commands: {
    brief: at(claimsBrief),
    line: at(claimsLine),
    doctor: at(claimsDoctor),
    verify: at(claimsVerify),
  },
  // The preview draws the surfaces: loaded only when `report` runs.
  preview: async (request) => (await import('./preview.js')).previewClaims(request),
};
