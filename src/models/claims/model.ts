/** ev 0.2's model: claims with typed evidence in `.evolving/ledger/` (docs/ev-0.2.md). */
import { modelHas } from '../../adapters/files/store.js';
import type { Model, ModelCommand } from '../model.js';

/** ev 0.2's read-only commands. */
const COMMAND_NAMES = ['brief', 'line', 'doctor', 'verify'];

/**
 * An ev 0.2 command, its module loaded on first use: the action on ev 0.1
 * decisions, and the CLI's ev 0.1 commands, then compile none of the claims
 * model (a fifth of the action's code).
 */
function loaded(name: string): () => Promise<ModelCommand> {
  return async () => {
    const { CLAIMS_COMMANDS } = await import('../../commands/claims/commands.js');
    const command = CLAIMS_COMMANDS[name];
    if (command === undefined) throw new Error(`no ev 0.2 command ${name}`);
    return command;
  };
}

export const claimsModel: Model = {
  name: 'claims',
  holds: (store) => modelHas(store, 'claims'),
  commands: Object.fromEntries(COMMAND_NAMES.map((name) => [name, loaded(name)])),
  // The preview draws the surfaces: loaded only when `report` runs.
  preview: async (request) => (await import('./preview.js')).previewClaims(request),
};
