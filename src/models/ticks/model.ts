/** ev 0.1's model: decisions as a chain of ticks in `.evolving/ticks/` (docs/ev-0.1.md). */
import { modelHas } from '../../adapters/files/store.js';
import type { Model, ModelCommand } from '../model.js';

/** ev 0.1's read-only commands (`report`, which previews every model, is the registry's). */
const COMMAND_NAMES = ['verify', 'check', 'show', 'list', 'log', 'brief', 'why', 'reopen'];

/**
 * An ev 0.1 command, its module loaded on first use: an ev 0.2 command (the
 * CLI's `doctor`, `brief --json`) then compiles and starts only what it runs —
 * most of the bundle is ev 0.1's checks and the report's rendering.
 */
function loaded(name: string): () => Promise<ModelCommand> {
  return async () => {
    const { TICKS_COMMANDS } = await import('../../commands/ticks/commands.js');
    const command = TICKS_COMMANDS[name];
    if (command === undefined) throw new Error(`no ev 0.1 command ${name}`);
    // ev 0.1's commands find the store themselves, from the directory they run in.
    return (args, io) => command(args, io);
  };
}

export const ticksModel: Model = {
  name: 'ticks',
  holds: (store) => modelHas(store, 'ticks'),
  commands: Object.fromEntries(COMMAND_NAMES.map((name) => [name, loaded(name)])),
  preview: async (request) => (await import('./preview.js')).previewTicks(request),
};
