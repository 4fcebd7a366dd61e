import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { getHeapStatistics } from 'node:v8';
import { ACTION_RESOURCE_LIMITS, launchAction } from '../../src/action/launch.js';

const MB = 2 ** 20;

/** A worker script written to a temp dir (what dist/action.js is to the real launch). */
let dir: string;
function script(name: string, source: string): URL {
  const path = join(dir, name);
  writeFileSync(path, source);
  return pathToFileURL(path);
}

/** Launches `url`, keeping the lines the launcher writes. */
async function launch(url: URL): Promise<{ code: number; lines: string[] }> {
  const lines: string[] = [];
  const code = await launchAction(url, (line) => lines.push(line));
  return { code, lines };
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'launch-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('launchAction', () => {
  it("ends with the worker's exit code, writing nothing of its own", async () => {
    const url = script('exit-code.mjs', 'process.exitCode = 3;\n');
    expect(await launch(url)).toEqual({ code: 3, lines: [] });
  });

  it('caps the young generation and leaves the old generation at V8’s default', async () => {
    // The worker reports its limits through its exit code: the young generation's, then
    // whether its old generation is at least the default this thread got (less the young
    // generation V8 counts in it).
    const minimumOldMb = Math.floor(getHeapStatistics().heap_size_limit / MB) - 256;
    const young = script(
      'young.mjs',
      "import { resourceLimits } from 'node:worker_threads';\n" +
        'process.exitCode = resourceLimits.maxYoungGenerationSizeMb;\n',
    );
    const old = script(
      'old.mjs',
      "import { resourceLimits } from 'node:worker_threads';\n" +
        `process.exitCode = resourceLimits.maxOldGenerationSizeMb >= ${minimumOldMb} ? 7 : 8;\n`,
    );
    expect((await launch(young)).code).toBe(ACTION_RESOURCE_LIMITS.maxYoungGenerationSizeMb);
    expect(ACTION_RESOURCE_LIMITS.maxYoungGenerationSizeMb).toBe(32);
    expect((await launch(old)).code).toBe(7);
  });

  it('turns an uncaught error into one workflow error line (the message, no stack) and exit code 1', async () => {
    const url = script('throws.mjs', "throw new Error('the ledger 100% broke\\nsecond line');\n");
    const { code, lines } = await launch(url);
    expect(code).toBe(1);
    expect(lines).toEqual([
      '::error::evolving stopped on an unexpected error: the ledger 100%25 broke%0Asecond line',
    ]);
  });

  it('treats an unhandled rejection like an uncaught error', async () => {
    const url = script('rejects.mjs', "await Promise.reject(new Error('no answer'));\n");
    const { code, lines } = await launch(url);
    expect(code).toBe(1);
    expect(lines).toEqual(['::error::evolving stopped on an unexpected error: no answer']);
  });

  it('fails with a clear line when the action script is missing', async () => {
    const { code, lines } = await launch(pathToFileURL(join(dir, 'absent.js')));
    expect(code).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^::error::evolving stopped on an unexpected error: .*absent\.js/);
  });
});
