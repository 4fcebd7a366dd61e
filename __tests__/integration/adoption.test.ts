// The last mile of adoption, on the command line: what `--help` says of the
// action's `staleness-ref: base`, and what an empty `.evolving/` (ev init's
// directory before anything is filed) is told.
import { afterAll, expect, test } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/main.js';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function run(args: string[], cwd: string) {
  let stdout = '';
  let stderr = '';
  const code = await main(args, {
    cwd,
    env: {},
    stdout: (text) => void (stdout += text),
    stderr: (text) => void (stderr += text),
  });
  return { code, stdout, stderr };
}

test("--help says why the action's staleness-ref base is not offered", async () => {
  const { stdout } = await run(['--help'], tmpdir());
  expect(stdout.replace(/\s+/g, ' ')).toContain(
    "the action's staleness-ref base needs a pull request's base, so it is not offered here",
  );
});

test('an empty .evolving/ is told it holds no ledger yet, and how to file a claim', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'evolving-empty-'));
  dirs.push(dir);
  mkdirSync(join(dir, '.evolving'));
  const { code, stderr } = await run(['report'], dir);
  expect(code).toBe(1);
  expect(stderr).toContain('.evolving/ holds no ledger yet');
  expect(stderr).toContain('ev init');
  expect(stderr).not.toContain('no such file or directory');
});
