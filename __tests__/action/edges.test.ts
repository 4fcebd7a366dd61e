// The action's edges: what it reads from the outside comes through the settings it is
// given (not the process's environment), and loading its modules changes nothing in the
// process that loads them (the entry installs its listeners itself). The in-process
// end-to-end runs (test-support/run-action.ts) depend on both.
import { describe, expect, test } from '@jest/globals';
import { readSettings, type SettingsSource } from '../../src/action/settings.js';

function source(env: NodeJS.ProcessEnv, stdout?: (text: string) => void): SettingsSource {
  return {
    env,
    getInput: () => '',
    context: { eventName: 'push', payload: {} },
    cwd: () => '/nowhere',
    ...(stdout ? { stdout } : {}),
  };
}

describe('the settings', () => {
  test("GITHUB_API_URL is the source's, not the process's", () => {
    const previous = process.env.GITHUB_API_URL;
    process.env.GITHUB_API_URL = 'http://process.invalid';
    try {
      expect(readSettings(source({ GITHUB_API_URL: 'http://given.invalid/api/v3' })).apiUrl).toBe(
        'http://given.invalid/api/v3',
      );
      expect(readSettings(source({})).apiUrl).toBe('https://api.github.com');
    } finally {
      if (previous === undefined) delete process.env.GITHUB_API_URL;
      else process.env.GITHUB_API_URL = previous;
    }
  });

  test("a bound check's output goes to the sink given, else the process's stdout", () => {
    const written: string[] = [];
    const settings = readSettings(source({}, (text) => void written.push(text)));
    settings.stdout('a check said this\n');
    expect(written).toEqual(['a check said this\n']);
    expect(typeof readSettings(source({})).stdout).toBe('function');
  });
});

test('loading the process groups adds no listener to the process; the entry installs it', async () => {
  const before = process.listenerCount('exit');
  const groups = await import('../../src/adapters/processes/process-groups.js');
  expect(process.listenerCount('exit')).toBe(before);
  const events: string[] = ['exit', 'SIGINT', 'SIGTERM'];
  const had = events.map((event) => process.listeners(event as 'exit'));
  groups.listenForStop(() => undefined);
  try {
    expect(process.listenerCount('exit')).toBe(before + 1);
  } finally {
    // This test's process is jest's worker: leave it as it was.
    events.forEach((event, i) => {
      for (const listener of process.listeners(event as 'exit'))
        if (!had[i]?.includes(listener)) process.off(event, listener);
    });
  }
});
