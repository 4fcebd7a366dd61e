/** ev 0.2's model: claims with typed evidence in `.evolving/ledger/` (docs/ev-0.2.md). */
import { modelHas } from '../../adapters/files/store.js';
import { commandsOnFirstUse, type Model } from '../model.js';

/** ev 0.2's read-only commands. */
const COMMAND_NAMES = ['brief', 'line', 'doctor', 'verify'];

export const claimsModel: Model = {
  name: 'claims',
  holds: (store) => modelHas(store, 'claims'),
  // Loaded on first use: the action on ev 0.1 decisions, and the CLI's ev 0.1 commands, then
  // compile none of the claims model (a fifth of the action's code).
  commands: commandsOnFirstUse(
    'ev 0.2',
    COMMAND_NAMES,
    async () => (await import('../../commands/claims/commands.js')).CLAIMS_COMMANDS,
  ),
  // The preview draws the surfaces: loaded only when `report` runs.
  preview: async (request) => (await import('./preview.js')).previewClaims(request),
};
