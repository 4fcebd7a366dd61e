/**
 * The floors' order (docs/ARCHITECTURE.md), checked by dependency-cruiser
 * (.dependency-cruiser.cjs): each floor imports only the floors below it, the
 * action and the CLI never import each other, and one model's room never
 * imports another's. Each rule is shown to reject a planted violation
 * (fixtures/outer-layers).
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

function depcruise(dir: string) {
  const cruiser = `${process.cwd()}/node_modules/dependency-cruiser/bin/dependency-cruise.mjs`;
  const config = `${process.cwd()}/.dependency-cruiser.cjs`;
  return spawnSync(process.execPath, [cruiser, 'src', '--config', config], {
    cwd: dir,
    encoding: 'utf8',
  });
}

const PLANTED: [rule: string, edge: string][] = [
  ['models-below-entry-points', 'src/models/registry.ts → src/action/inputs.ts'],
  ['commands-below-models', 'src/commands/ticks/show.ts → src/cli/usage.ts'],
  ['commands-below-models', 'src/commands/ticks/list.ts → src/models/registry.ts'],
  ['chains-below-commands', 'src/chains/claims/chain.ts → src/commands/ticks/list.ts'],
  ['adapters-below-chains', 'src/adapters/client.ts → src/action/settings.ts'],
  ['adapters-below-chains', 'src/adapters/ticks/reader.ts → src/chains/claims/chain.ts'],
  ['render-below-adapters', 'src/render/ticks/heading.ts → src/adapters/client.ts'],
  ['core-below-render', 'src/core/title.ts → src/render/ticks/heading.ts'],
  ['action-not-cli', 'src/action/bot.ts → src/cli/usage.ts'],
  ['cli-not-action', 'src/cli/main.ts → src/action/inputs.ts'],
  ['ticks-apart-from-claims', 'src/adapters/ticks/reader.ts → src/chains/claims/chain.ts'],
  ['claims-apart-from-ticks', 'src/chains/claims/chain.ts → src/render/ticks/heading.ts'],
  ['render-shared-apart-from-rooms', 'src/render/links.ts → src/render/ticks/heading.ts'],
];

describe('the planted violations of the outer layers are each rejected', () => {
  const run = depcruise('fixtures/outer-layers');

  test('the tool fails, on every planted edge', () => {
    expect(run.status).not.toBe(0);
    expect(run.stdout).toContain('15 dependency violations');
  });

  test.each(PLANTED)('%s: %s', (rule, edge) => {
    expect(run.stdout).toContain(`error ${rule}: ${edge}`);
  });

  test('every floor, entry and room rule of the config has a planted violation', () => {
    const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as {
      forbidden: { name: string }[];
    };
    const outer = config.forbidden
      .map((rule) => rule.name)
      .filter((name) => /-below-|-not-|-apart-from-/.test(name));
    expect(outer).toHaveLength(11);
    expect(new Set(PLANTED.map(([rule]) => rule))).toEqual(new Set(outer));
  });
});

// That src/ itself breaks none of these rules is asserted on the same run of the whole tree
// as every other rule's, in pure-core.test.ts (one cruise of src/ instead of two).
