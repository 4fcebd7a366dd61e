/**
 * The outer layers' order (docs/ARCHITECTURE.md), checked by dependency-cruiser
 * (.dependency-cruiser.cjs): adapters import no entry point, the commands the
 * CLI and the bot share import neither, and the action and the CLI never
 * import each other. Each rule is shown to reject a planted violation
 * (fixtures/outer-layers).
 */
import { spawnSync } from 'node:child_process';

function depcruise(dir: string) {
  const cruiser = `${process.cwd()}/node_modules/dependency-cruiser/bin/dependency-cruise.mjs`;
  const config = `${process.cwd()}/.dependency-cruiser.cjs`;
  return spawnSync(process.execPath, [cruiser, 'src', '--config', config], {
    cwd: dir,
    encoding: 'utf8',
  });
}

describe('the planted violations of the outer layers are each rejected', () => {
  const run = depcruise('fixtures/outer-layers');

  test('the tool fails', () => {
    expect(run.status).not.toBe(0);
    expect(run.stdout).toContain('4 dependency violations');
  });

  test.each([
    ['adapters-below-entry-points', 'src/adapters/client.ts → src/action/settings.ts'],
    ['commands-below-entry-points', 'src/commands/show.ts → src/cli/usage.ts'],
    ['action-not-cli', 'src/action/bot.ts → src/cli/usage.ts'],
    ['cli-not-action', 'src/cli/main.ts → src/action/inputs.ts'],
  ])('%s: %s', (rule, edge) => {
    expect(run.stdout).toContain(`error ${rule}: ${edge}`);
  });
});

test('src/ itself breaks none of the outer rules', () => {
  const run = depcruise('.');
  for (const rule of [
    'adapters-below-entry-points',
    'commands-below-entry-points',
    'action-not-cli',
    'cli-not-action',
  ])
    expect(run.stdout).not.toContain(`error ${rule}:`);
});
