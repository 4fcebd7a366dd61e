/**
 * A store an older ev 0.1.x wrote, read under the default (ev 0.1.32) rules:
 * the legacy `round_id` (0.1.1–0.1.2) and `corrects` (0.1.10–0.1.26) are
 * accepted as such — no unknown-field warning, and `corrects` collapses a
 * lineage as the `supersedes` edge it was renamed to. `--ev-compat 0.1.2`
 * still warns on `corrects`, as ev 0.1.2 did.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { main } from '../../src/cli/main.js';
import type { CliIo } from '../../src/commands/io.js';
import { sortKeys } from '../../test-support/ev-json.js';
import { makeRepo, type TempRepo } from '../../test-support/git-repo.js';
import { CONFIG, initStore, writeTick } from '../../test-support/ledger-store.js';

let repo: TempRepo;
let oldId: string;
let newId: string;
beforeEach(() => {
  repo = makeRepo();
  initStore(repo.dir, CONFIG());
  const ground = { claim: 'one source of truth', supports: 'chosen' };
  oldId = writeTick(repo.dir, 'keep one ledger per repo', [ground], { round_id: 'R12' }).id;
  newId = writeTick(repo.dir, 'keep one ledger per team', [ground], {
    parent_id: oldId,
    held_since: '2026-02-01T00:00:00Z',
  }).id;
  // ev 0.1.10–0.1.26 wrote the edge as `corrects` (outside the hash: the id stays).
  const path = join(repo.dir, '.evolving', 'ticks', newId);
  const onDisk = { corrects: oldId, ...(readTick(newId) as Record<string, unknown>) };
  writeFileSync(path, JSON.stringify(sortKeys(onDisk), null, 2));
});
afterEach(() => repo.cleanup());

function readTick(id: string): unknown {
  return JSON.parse(readFileSync(join(repo.dir, '.evolving', 'ticks', id), 'utf8'));
}

async function cli(argv: string[]) {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    cwd: repo.dir,
    env: {},
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
  };
  const code = await main(argv, io);
  return { code, stdout, stderr };
}

test('verify: round_id and corrects are no unknown fields under 0.1.32 rules', async () => {
  expect(await cli(['verify'])).toMatchObject({ code: 0, stderr: '' });
});

test('list and log read corrects as the supersedes edge', async () => {
  expect((await cli(['list'])).stdout).toBe(`${newId}\tlive\t"keep one ledger per team"\n`);
  expect((await cli(['log'])).stdout).toBe(
    `${newId}\tlive\t"keep one ledger per team"\n${oldId}\tlive\t"keep one ledger per repo"\tsuperseded-by:${newId}\n`,
  );
});

test('--ev-compat 0.1.2: corrects is an unknown field again, and both ticks are listed', async () => {
  const verify = await cli(['--ev-compat', '0.1.2', 'verify']);
  expect(verify).toMatchObject({ code: 0 });
  expect(verify.stderr).toContain(
    `${newId}: warning: tolerated unknown top-level field "corrects"`,
  );
  expect(
    (await cli(['list', '--ev-compat', '0.1.2'])).stdout.split('\n').filter(Boolean),
  ).toHaveLength(2);
});
