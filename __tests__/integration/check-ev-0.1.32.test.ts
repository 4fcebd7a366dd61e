/**
 * `check` under ev 0.1.32's rules (the default) on real git repositories:
 * git's answers about the guarded paths (a moved staleness sha, an
 * uncommitted change), the counter-test and test that cannot execute, the
 * rows latest first without superseded decisions, and the events written.
 * ev 0.1.2's behaviour for the same stores is in check.test.ts and run.test.ts.
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { check } from '../../src/commands/ticks/check.js';
import { reopen } from '../../src/commands/ticks/reopen.js';
import { makeRepo, type TempRepo } from '../../test-support/git-repo.js';
import {
  bound,
  CONFIG,
  initStore,
  receiptPath,
  runCommand,
  testCheck,
  writeReceipts,
  writeTick,
} from '../../test-support/ledger-store.js';

const FUTURE = '2099-06-01T08:00:00Z';

let repo: TempRepo;
let first: string;
beforeEach(() => {
  repo = makeRepo();
  first = repo.commit({ 'pyproject.toml': '[project]\n', 'README.md': 'r\n' });
});
afterEach(() => repo.cleanup());

const run = (args: string[] = []) => runCommand(check, args, repo.dir, repo.env);
const green = (ref: string, commit: string) => ({
  commit,
  platform: 'linux-ci',
  ran_at: FUTURE,
  result: 'green',
  test: ref,
});

function events(): Record<string, unknown>[] {
  const path = join(repo.dir, '.evolving/results/events.jsonl');
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('the staleness sha moved past verified_at_sha (ev 0.1.29)', () => {
  test('no change to the guarded paths: green; a change: stale; 0.1.2: stale either way', async () => {
    initStore(repo.dir, CONFIG('local-head'));
    const second = repo.commit({ 'README.md': 'only the readme\n' });
    const tick = writeTick(repo.dir, 'd', [
      bound('c', testCheck('pytest a', { verified_at_sha: first })),
    ]);
    writeReceipts(repo.dir, 'pytest a', [green('pytest a', second)]);
    expect((await run()).lines[0]).toBe(`green\t${tick.id}\t"c"\t(ran ${FUTURE})`);
    const old = await runCommand(check, [], repo.dir, repo.env, '0.1.2');
    expect(old.lines[0]).toBe(`stale\t${tick.id}\t"c"\t(verified_at_sha behind live origin)`);

    const third = repo.commit({ 'pyproject.toml': '[project]\nname = "x"\n' });
    writeReceipts(repo.dir, 'pytest a', [green('pytest a', third)]);
    expect((await run()).lines[0]).toBe(
      `stale\t${tick.id}\t"c"\t(verified_at_sha behind live origin)`,
    );
  });

  test('a verified_at_sha git does not know stays stale', async () => {
    initStore(repo.dir, CONFIG('local-head'));
    const tick = writeTick(repo.dir, 'd', [bound('c', testCheck('pytest a'))]);
    writeReceipts(repo.dir, 'pytest a', [green('pytest a', first)]);
    expect((await run()).lines[0]).toBe(
      `stale\t${tick.id}\t"c"\t(verified_at_sha behind live origin)`,
    );
  });
});

test('an uncommitted change to a tracked guarded path: dirty, non-gating; a change to an unguarded file is not', async () => {
  initStore(repo.dir);
  const tick = writeTick(repo.dir, 'd', [bound('c', testCheck('pytest a'))]);
  writeReceipts(repo.dir, 'pytest a', [green('pytest a', first)]);
  const clean = await run(['--exit-on-red']);
  expect(clean.lines[0]).toMatch(/^green\t/);

  appendFileSync(join(repo.dir, 'README.md'), 'not guarded\n');
  expect((await run()).lines[0]).toMatch(/^green\t/);

  appendFileSync(join(repo.dir, 'pyproject.toml'), 'name = "y"\n');
  const dirty = await run(['--exit-on-red']);
  expect(dirty.code).toBe(0);
  expect(dirty.lines[0]).toBe(
    `dirty\t${tick.id}\t"c"\t(verified against a dirty worktree — uncommitted change on a guarded path; commit + re-run to confirm)`,
  );
  const state = JSON.parse(
    readFileSync(join(repo.dir, '.evolving/results/state', `${tick.id}.json`), 'utf8'),
  );
  expect(state.grounds[0].verdict).toBe('dirty');
});

describe('--run with commands that cannot execute (ev 0.1.9)', () => {
  test('a counter-test that cannot execute: falsifiable false, unproven, gating, with the warning', async () => {
    initStore(repo.dir);
    const tick = writeTick(repo.dir, 'd', [
      bound(
        'c',
        testCheck('true', { counter_test: 'no-such-command-ev-test', platforms: ['local'] }),
      ),
    ]);
    const result = await run(['--run', '--exit-on-red']);
    expect(result.code).toBe(1);
    expect(result.lines[0]).toMatch(new RegExp(`^unproven\t${tick.id}\t`));
    expect(result.stderr).toContain(
      'warning: counter-test "no-such-command-ev-test" could not run ("no-such-command-ev-test" could not be executed (exit 127)) — recording unproven',
    );
    const receipt = JSON.parse(readFileSync(receiptPath(repo.dir, 'true'), 'utf8'));
    expect(receipt).toMatchObject({ result: 'green', falsifiable: false });
  });

  test('0.1.2 wrote falsifiable true for the same run (the wrong fact)', async () => {
    initStore(repo.dir);
    writeTick(repo.dir, 'd', [
      bound(
        'c',
        testCheck('true', { counter_test: 'no-such-command-ev-test', platforms: ['local'] }),
      ),
    ]);
    await runCommand(check, ['--run'], repo.dir, repo.env, '0.1.2');
    const receipt = JSON.parse(readFileSync(receiptPath(repo.dir, 'true'), 'utf8'));
    expect(receipt.falsifiable).toBe(true);
  });

  test('a test that cannot execute writes no receipt: not-run, and the preflight note', async () => {
    initStore(repo.dir);
    writeTick(repo.dir, 'd', [
      bound(
        'c',
        testCheck('no-such-command-ev-test', { counter_test: 'false', platforms: ['local'] }),
      ),
    ]);
    const result = await run(['--run']);
    expect(result.lines[0]).toMatch(/^not-run\t.*\(missing: local\)$/);
    expect(result.stderr).toContain(
      'warning: run failed for "no-such-command-ev-test": "no-such-command-ev-test" could not be executed (exit 127)',
    );
    expect(result.stderr).toContain('note: ran the bound checks but none resolved pass/fail');
    expect(existsSync(receiptPath(repo.dir, 'no-such-command-ev-test'))).toBe(false);
  });
});

test('a superseded decision neither runs, prints nor gates; one check event per tick and a check-run event', async () => {
  initStore(repo.dir);
  const old = writeTick(repo.dir, 'old', [
    bound('x', testCheck('false', { platforms: ['local'], counter_test: 'true' })),
  ]);
  const tip = writeTick(
    repo.dir,
    'new',
    [
      bound('y', testCheck('true', { platforms: ['local'], counter_test: 'false' })),
      bound(
        'z',
        testCheck('test -e pyproject.toml', { platforms: ['local'], counter_test: 'false' }),
      ),
    ],
    { parent_id: old.id, held_since: '2026-01-02T00:00:00Z', supersedes: old.id },
  );
  const result = await run(['--run', '--exit-on-red']);
  expect(result.code).toBe(0);
  expect(result.lines).toEqual([
    `green\t${tip.id}\t"y"\t(ran ${result.lines[0]?.match(/ran (\S+)\)/)?.[1]})`,
    `green\t${tip.id}\t"z"\t(ran ${result.lines[1]?.match(/ran (\S+)\)/)?.[1]})`,
  ]);
  expect(existsSync(receiptPath(repo.dir, 'false'))).toBe(false);
  const logged = events();
  expect(logged.map((e) => [e.op, e.tick_id, e.verdict])).toEqual([
    ['check', tip.id, 'green'],
    ['check-run', undefined, undefined],
  ]);
  expect(logged[0]).toMatchObject({ parent_id: old.id, supersedes: old.id });
  expect(typeof logged[0]?.age).toBe('string');
  expect(logged[1]).toMatchObject({ decisions: 1 });
  expect(typeof logged[1]?.wall_ms).toBe('number');
});

describe('--ev-compat 0.1.2 reads later fields as ev 0.1.2 did: unknown keys, never errors', () => {
  test('a malformed supersedes edge: 0.1.32 refuses the tick, 0.1.2 evaluates it (check and reopen)', async () => {
    initStore(repo.dir, CONFIG('none'));
    const tick = writeTick(repo.dir, 'd', [bound('c', testCheck('pytest a'))], {
      supersedes: 'not-a-tick-id',
    } as Partial<Parameters<typeof writeTick>[3]>);
    writeReceipts(repo.dir, 'pytest a', [green('pytest a', first)]);
    const old = await runCommand(check, [], repo.dir, repo.env, '0.1.2');
    expect(old.lines[0]).toBe(`green\t${tick.id}\t"c"\t(ran ${FUTURE})`);
    const reopened = await runCommand(reopen, [tick.id], repo.dir, repo.env, '0.1.2');
    expect(reopened.code).toBe(0);
    expect(reopened.lines[0]).toBe(`decision ${tick.id}: "d"`);
    // Under ev 0.1.32's rules the same edge is a parse error: the tick is not evaluated.
    expect((await run()).lines).not.toContain(`green\t${tick.id}\t"c"\t(ran ${FUTURE})`);
  });
});
