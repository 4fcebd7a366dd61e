/** ev 0.1's model: decisions as a chain of ticks in `.evolving/ticks/` (docs/ev-0.1.md). */
import { modelHas } from '../../adapters/files/store.js';
import { commandsOnFirstUse, type Model } from '../model.js';

/** ev 0.1's read-only commands (`report`, which previews every model, is the registry's). */
const COMMAND_NAMES = ['verify', 'check', 'show', 'list', 'log', 'brief', 'why', 'reopen'];

export const ticksModel: Model = {
  name: 'ticks',
  holds: (store) => modelHas(store, 'ticks'),
  // Loaded on first use: an ev 0.2 command (the CLI's `doctor`, `brief --json`) then compiles and
  // starts only what it runs — most of the bundle is ev 0.1's checks and the report's rendering.
  // ev 0.1's commands take no store directory: they find the store from the directory they run in.
  commands: commandsOnFirstUse(
    'ev 0.1',
    COMMAND_NAMES,
    async () => (await import('../../commands/ticks/commands.js')).TICKS_COMMANDS,
  ),
  preview: async (request) => (await import('./preview.js')).previewTicks(request),
};
