// `npm run demo` (scripts/demo.mjs): the review of an imagined pull request
// on the example ev 0.2 ledger in fixtures/example-claims/, built as a git
// repository at run time (no network, nothing but the clone and git). Its
// pull request changes the line one claim's evidence cites and the code
// beside another's; the third claim is untouched.
import { afterAll, expect, test } from '@jest/globals';
import { rmSync } from 'node:fs';
import { main } from '../../src/cli/main.js';
import { buildDemo } from '../../scripts/demo.mjs';

const built: string[] = [];
afterAll(() => {
  for (const dir of built) rmSync(dir, { recursive: true, force: true });
});

async function demoOutput(): Promise<{ code: number; stdout: string; stderr: string }> {
  const demo = buildDemo();
  built.push(demo.dir);
  let stdout = '';
  let stderr = '';
  const code = await main(demo.args, {
    cwd: demo.dir,
    env: {},
    stdout: (text) => void (stdout += text),
    stderr: (text) => void (stderr += text),
  });
  return { code, stdout, stderr };
}

test('the demo prints the review: one claim whose cited line changed, one whose code moved', async () => {
  const { code, stdout, stderr } = await demoOutput();
  expect(stderr).toBe('');
  expect(code).toBe(0);
  const comment = stdout.slice(0, stdout.indexOf('# The job summary'));
  expect(comment).toContain(
    "### ⚠️ This pull request changes the line that 1 claim's evidence cites and the code beside 1 more\n",
  );
  expect(comment).toContain(
    '- ⚠️ a retried POST /orders with the same Idempotency-Key returns the first order… · `src/orders/idempotency.py:7`\n',
  );
  expect(comment).toMatch(
    /\n- 🟡 GET \/orders pages with opaque cursors over .* · `src\/orders\/pagination\.py:9`\n/u,
  );
  expect(comment).toContain(
    'file:src/orders/idempotency.py::existing = store.find_by_idempotency_key(key)',
  );
  expect(comment).toContain('neighborhood-moved');
  expect(comment).not.toContain('HMAC-SHA256');
  expect(comment).toContain('1 claim with evidence untouched');
  // The footer names the action and the check once each.
  expect(comment).toContain('<sub>evolving-action · check evolving · ev 0.2 claims</sub>');
  // Nothing gates by default: nothing in it is red.
  expect(comment).not.toContain('🔴');
});

test('the demo is the same on every run (fixed commits)', async () => {
  const [first, second] = [await demoOutput(), await demoOutput()];
  expect(second.stdout).toBe(first.stdout);
});
