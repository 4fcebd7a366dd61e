/**
 * `check` end to end on real git repositories: the staleness policies,
 * triggered_since, and what this project reports beyond ev
 * (docs/COMPATIBILITY.md#where-this-project-is-stricter-than-ev).
 */
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { check, parseCheckArgs } from '../../src/commands/ticks/check.js';
import { evaluateCheck } from '../../src/chains/ticks/evaluation.js';
import { locateStore } from '../../src/adapters/files/store.js';
import { receiptKey } from '../../src/core/ticks/identity.js';
import { UsageError } from '../../src/commands/io.js';
import { makeRepo, tempDir, gitEnv, type TempRepo } from '../../test-support/git-repo.js';
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
import { locateRepository } from '../../src/adapters/git/runner.js';

const NOTE = 'note: run `ev check --run` to execute each counter-test and prove its falsifiability';
const FUTURE = '2099-06-01T08:00:00Z';

let repo: TempRepo;
let first: string;
let second: string;
beforeEach(() => {
  repo = makeRepo();
  first = repo.commit({ 'pyproject.toml': '[project]\n', 'README.md': 'r\n' });
  second = repo.commit({ 'src/app.py': 'print(1)\n' });
});
afterEach(() => repo.cleanup());

// ev 0.1.2's rules (`--ev-compat 0.1.2`); 0.1.32's are in check-ev-0.1.32.test.ts.
const run = (args: string[] = [], env = repo.env) =>
  runCommand(check, args, repo.dir, env, '0.1.2');

function greenReceipt(ref: string, commit = first, extra: Record<string, unknown> = {}) {
  return { commit, platform: 'linux-ci', ran_at: FUTURE, result: 'green', test: ref, ...extra };
}

describe('the staleness reference', () => {
  test('none: verified_at_sha is not compared', async () => {
    initStore(repo.dir, CONFIG('none'));
    const t = writeTick(repo.dir, 'd', [
      bound('c', testCheck('pytest a', { verified_at_sha: first })),
    ]);
    writeReceipts(repo.dir, 'pytest a', [greenReceipt('pytest a')]);
    const result = await run();
    expect(result.lines).toEqual([`green\t${t.id}\t"c"\t(ran ${FUTURE})`, NOTE]);
    const state = JSON.parse(
      readFileSync(join(repo.dir, '.evolving/results/state', `${t.id}.json`), 'utf8'),
    );
    expect(state.staleness_ref).toEqual({ policy: 'none', sha: null });
  });

  test('local-head: verified at HEAD is green, at an older commit stale', async () => {
    initStore(repo.dir, CONFIG('local-head'));
    const fresh = writeTick(repo.dir, 'fresh', [
      bound('c', testCheck('pytest a', { verified_at_sha: second })),
    ]);
    const old = writeTick(repo.dir, 'old', [
      bound('c', testCheck('pytest b', { verified_at_sha: first })),
    ]);
    writeReceipts(repo.dir, 'pytest a', [greenReceipt('pytest a', second)]);
    writeReceipts(repo.dir, 'pytest b', [greenReceipt('pytest b', second)]);
    const result = await run();
    expect(result.lines).toContain(`green\t${fresh.id}\t"c"\t(ran ${FUTURE})`);
    expect(result.lines).toContain(`stale\t${old.id}\t"c"\t(verified_at_sha behind live origin)`);
    const state = JSON.parse(
      readFileSync(join(repo.dir, '.evolving/results/state', `${old.id}.json`), 'utf8'),
    );
    expect(state.staleness_ref).toEqual({ policy: 'local-head', sha: second });
  });

  test('live-origin with an upstream: compared with it, and cached to results/origin-sha', async () => {
    const remote = makeRepo({ init: false });
    try {
      remote.git(['init', '-q', '--bare']);
      repo.git(['remote', 'add', 'origin', remote.dir]);
      repo.git(['push', '-q', '-u', 'origin', 'main']);
      repo.commit({ 'local.txt': 'not pushed\n' });
      initStore(repo.dir, CONFIG('live-origin'));
      const t = writeTick(repo.dir, 'd', [
        bound('c', testCheck('pytest a', { verified_at_sha: first })),
      ]);
      writeReceipts(repo.dir, 'pytest a', [greenReceipt('pytest a')]);
      const result = await run();
      expect(result.stderr).toBe('');
      expect(result.lines).toContain(`stale\t${t.id}\t"c"\t(verified_at_sha behind live origin)`);
      expect(readFileSync(join(repo.dir, '.evolving/results/origin-sha'), 'utf8')).toBe(second);
    } finally {
      remote.cleanup();
    }
  });

  test("live-origin without an upstream: ev's warning, sha-staleness skipped", async () => {
    initStore(repo.dir, CONFIG('live-origin'));
    const t = writeTick(repo.dir, 'd', [
      bound('c', testCheck('pytest a', { verified_at_sha: first })),
    ]);
    writeReceipts(repo.dir, 'pytest a', [greenReceipt('pytest a')]);
    const result = await run();
    expect(result.stderr).toBe(
      'warning: cannot resolve the live-origin staleness reference (no upstream?) — sha-staleness skipped\n',
    );
    expect(result.lines[0]).toBe(`green\t${t.id}\t"c"\t(ran ${FUTURE})`);
    expect(existsSync(join(repo.dir, '.evolving/results/origin-sha'))).toBe(false);
  });

  test('--offline reads only the cache, whatever the policy (even none), and warns about nothing', async () => {
    initStore(repo.dir, CONFIG('none'));
    const ok = writeTick(repo.dir, 'ok', [
      bound('c', testCheck('pytest a', { verified_at_sha: first })),
    ]);
    const behind = writeTick(repo.dir, 'behind', [
      bound('c', testCheck('pytest b', { verified_at_sha: second })),
    ]);
    writeReceipts(repo.dir, 'pytest a', [greenReceipt('pytest a')]);
    writeReceipts(repo.dir, 'pytest b', [greenReceipt('pytest b')]);
    writeFileSync(join(repo.dir, '.evolving/results/origin-sha'), `${first}\n\n`);
    const result = await run(['--offline']);
    expect(result.stderr).toBe('');
    expect(result.lines).toContain(`green\t${ok.id}\t"c"\t(ran ${FUTURE})`);
    expect(result.lines).toContain(
      `stale\t${behind.id}\t"c"\t(verified_at_sha behind live origin)`,
    );
    const state = JSON.parse(
      readFileSync(join(repo.dir, '.evolving/results/state', `${ok.id}.json`), 'utf8'),
    );
    expect(state.staleness_ref).toEqual({ policy: 'none', sha: first });
  });

  test('--offline without a cache: no staleness sha', async () => {
    initStore(repo.dir, CONFIG('live-origin'));
    writeTick(repo.dir, 'd', [bound('c', testCheck('pytest a', { verified_at_sha: first }))]);
    writeReceipts(repo.dir, 'pytest a', [greenReceipt('pytest a')]);
    const result = await run(['--offline']);
    expect(result.stderr).toBe('');
    expect(result.lines[0]).toMatch(/^green\t/);
  });
});

describe('triggered_since, end to end', () => {
  test('a later commit touching the trigger is stale; one touching another path is not', async () => {
    initStore(repo.dir);
    const touched = writeTick(repo.dir, 'touched', [
      bound('c', testCheck('pytest a', { triggers: ['pyproject.toml'] })),
    ]);
    const untouched = writeTick(repo.dir, 'untouched', [
      bound('c', testCheck('pytest b', { triggers: ['docs/'] })),
    ]);
    const unknown = writeTick(repo.dir, 'unknown', [
      bound('c', testCheck('pytest c', { triggers: ['pyproject.toml'] })),
    ]);
    writeReceipts(repo.dir, 'pytest a', [greenReceipt('pytest a')]);
    writeReceipts(repo.dir, 'pytest b', [greenReceipt('pytest b')]);
    writeReceipts(repo.dir, 'pytest c', [greenReceipt('pytest c', '1'.repeat(40))]);
    repo.commit({ 'pyproject.toml': '[project]\nversion = "2"\n' });
    const result = await run();
    expect(result.lines).toContain(
      `stale\t${touched.id}\t"c"\t(a triggering change landed after the last run)`,
    );
    expect(result.lines).toContain(`green\t${untouched.id}\t"c"\t(ran ${FUTURE})`);
    expect(result.lines).toContain(`green\t${unknown.id}\t"c"\t(ran ${FUTURE})`);
  });

  test('outside a git repository nothing is triggered, and there is no error', async () => {
    const { dir, home } = tempDir();
    initStore(dir);
    const t = writeTick(dir, 'd', [bound('c', testCheck('pytest a'))]);
    writeReceipts(dir, 'pytest a', [greenReceipt('pytest a')]);
    const result = await runCommand(check, [], dir, gitEnv(home), '0.1.2');
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.lines[0]).toBe(`green\t${t.id}\t"c"\t(ran ${FUTURE})`);
  });
});

describe('beyond ev: what is wrong is said, by file and line', () => {
  test('a malformed receipt line: reported with its line; the ground reads not-run, as ev reads it', async () => {
    initStore(repo.dir);
    const t = writeTick(repo.dir, 'd', [bound('c', testCheck('pytest a'))]);
    writeReceipts(repo.dir, 'pytest a', [greenReceipt('pytest a'), '{"test": "pytest a"']);
    const result = await run();
    expect(result.code).toBe(0);
    expect(result.lines[0]).toBe(`not-run\t${t.id}\t"c"\t(missing: linux-ci)`);
    expect(result.stderr).toMatch(
      new RegExp(
        `^\\.evolving/results/receipts/${receiptKey('pytest a')}\\.jsonl:2: not valid JSON: .* — ev 0\\.1\\.2 ignores every receipt in this file, and so does this evaluation\\n$`,
      ),
    );
  });

  test('a misfiled receipt (test is another ref): reported and ignored, never setting the time', async () => {
    initStore(repo.dir);
    const t = writeTick(repo.dir, 'd', [bound('c', testCheck('pytest a'))]);
    const later = { ...greenReceipt('pytest other'), ran_at: '2099-12-31T00:00:00Z' };
    writeReceipts(repo.dir, 'pytest a', [greenReceipt('pytest a'), later]);
    const result = await run();
    expect(result.lines[0]).toBe(`green\t${t.id}\t"c"\t(ran ${FUTURE})`);
    expect(result.stderr).toContain(
      `receipts/${receiptKey('pytest a')}.jsonl:2: receipt for "pytest other" is filed under`,
    );
  });

  test('an unreadable tick file is named; the rest is evaluated; exit 1', async () => {
    initStore(repo.dir);
    const t = writeTick(repo.dir, 'd', [bound('c', testCheck('pytest a'))]);
    writeReceipts(repo.dir, 'pytest a', [greenReceipt('pytest a')]);
    writeFileSync(join(repo.dir, '.evolving/ticks/badbadbadbad'), '{ not json');
    const result = await run();
    expect(result.code).toBe(1);
    // ev's own line (serde_json's message); unlike ev, the rest is still evaluated.
    expect(result.stderr).toBe(
      'error: reading store: badbadbadbad: key must be a string at line 1 column 3\n',
    );
    expect(result.lines[0]).toBe(`green\t${t.id}\t"c"\t(ran ${FUTURE})`);
  });

  test('a tick that parses as JSON but not as a tick is skipped silently (verify reports it)', async () => {
    initStore(repo.dir);
    writeFileSync(join(repo.dir, '.evolving/ticks/abcabcabcabc'), '{"grounds": "no"}');
    const result = await run();
    expect(result).toMatchObject({
      code: 0,
      stderr: '',
      lines: ['no test-bound grounds to check'],
    });
  });

  test('a malformed selected.json: ignored as ev ignores it, the reason kept for the report', async () => {
    initStore(repo.dir);
    const t = writeTick(repo.dir, 'd', [bound('c', testCheck('pytest a'))]);
    writeReceipts(repo.dir, 'pytest a', [greenReceipt('pytest a')]);
    writeFileSync(
      join(repo.dir, '.evolving/results/selected.json'),
      '{"changed": ["pyproject.toml"], "selected": [], "by": "x"}',
    );
    const result = await run();
    expect(result.lines[0]).toBe(`green\t${t.id}\t"c"\t(ran ${FUTURE})`);
    expect(result.stderr).toBe(''); // ev prints nothing here (parity case check-selected-unknown-key)
    const evaluation = await evaluateCheck(locateStore(repo.dir), {
      host: {
        env: repo.env,
        repository: await locateRepository(repo.dir, repo.env),
        offline: false,
      },
      judgedBy: { attest: null },
      record: false,
    });
    expect(evaluation.selected).toEqual({
      list: null,
      problem:
        '.evolving/results/selected.json: selected-list: field outside closed schema: by — the selected-list is ignored (as ev 0.1.2 does), so the silently-unbound rule is not evaluated',
    });
  });
});

describe('files written', () => {
  test('events are appended, never rewritten; a missing final newline is repaired by a newline first', async () => {
    initStore(repo.dir);
    const t = writeTick(repo.dir, 'd', [bound('c', testCheck('pytest a'))]);
    const events = join(repo.dir, '.evolving/results/events.jsonl');
    writeFileSync(events, '{"op":"init","ts":"2026-01-01T00:00:00Z"}');
    await run();
    await run();
    const lines = readFileSync(events, 'utf8').split('\n');
    expect(lines[0]).toBe('{"op":"init","ts":"2026-01-01T00:00:00Z"}');
    expect(lines.slice(1, 3).map((l) => JSON.parse(l))).toEqual([
      { op: 'check', tick_id: t.id, ts: expect.stringMatching(/Z$/), verdict: 'not-run' },
      { op: 'check', tick_id: t.id, ts: expect.stringMatching(/Z$/), verdict: 'not-run' },
    ]);
    expect(lines[3]).toBe('');
  });

  test('no test-bound ground: no event file is created; the state file still is', async () => {
    initStore(repo.dir);
    const t = writeTick(repo.dir, 'd', [
      { claim: 'p', supports: 'chosen', check: { by: 'person', ref: 'review' } },
    ]);
    await run();
    expect(existsSync(join(repo.dir, '.evolving/results/events.jsonl'))).toBe(false);
    expect(
      JSON.parse(readFileSync(join(repo.dir, '.evolving/results/state', `${t.id}.json`), 'utf8'))
        .grounds,
    ).toEqual([{ check: 'person', claim: 'p', supports: 'chosen', verdict: 'n/a' }]);
  });

  test('a receipt file is never rewritten by check', async () => {
    initStore(repo.dir);
    writeTick(repo.dir, 'd', [bound('c', testCheck('pytest a'))]);
    writeReceipts(repo.dir, 'pytest a', [greenReceipt('pytest a'), 'garbage']);
    appendFileSync(receiptPath(repo.dir, 'pytest a'), '\n\n');
    const before = readFileSync(receiptPath(repo.dir, 'pytest a'));
    await run();
    expect(readFileSync(receiptPath(repo.dir, 'pytest a'))).toEqual(before);
  });
});

describe('exit codes and usage', () => {
  test("no store: ev's error, exit 1", async () => {
    const result = await run();
    expect(result).toMatchObject({
      code: 1,
      stdout: '',
      stderr: 'error: no .evolving/ store here — run `ev init` first\n',
    });
  });

  test('a store format neither model writes is refused with one clear line; version 2 beside ticks is read', async () => {
    initStore(repo.dir);
    writeFileSync(join(repo.dir, '.evolving/version'), '3\n');
    const result = await run();
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^error: .*version.*\n$/);
    // ev 0.2 upgrades a 0.1 store in place: `version` says 2 and the ticks stay, and are checked.
    writeFileSync(join(repo.dir, '.evolving/version'), '2\n');
    expect((await run()).code).toBe(0);
  });

  test('--exit-on-red: 1 on a gating verdict, 0 on memo and exempt', async () => {
    initStore(repo.dir);
    writeTick(repo.dir, 'memo', [bound('c', testCheck('pytest a'))], { jurisdiction: 'C' });
    expect((await run(['--exit-on-red'])).code).toBe(0);
    writeTick(repo.dir, 'gating', [bound('c', testCheck('pytest b'))]);
    expect((await run(['--exit-on-red'])).code).toBe(1);
    expect((await run(['--exit-on-red', '--attest', 'mac'])).code).toBe(0);
    expect((await run([])).code).toBe(0);
  });

  test('arguments as clap reads them', () => {
    expect(parseCheckArgs(['--attest', 'a,b', '--attest=c', '--platform=ci', '--run'])).toEqual({
      run: true,
      platform: 'ci',
      exitOnRed: false,
      offline: false,
      attest: ['a', 'b', 'c'],
    });
    expect(parseCheckArgs(['--attest', '']).attest).toEqual(['']);
    expect(parseCheckArgs(['--timeout', '1.5']).timeoutMs).toBe(1500);
    expect(parseCheckArgs(['--jobs', '4']).jobs).toBe(4);
    for (const bad of [
      ['--bogus'],
      ['--platform'],
      ['--platform', 'a', '--platform', 'b'],
      ['--run', '--run'],
      ['--run=1'],
      ['--timeout', '0'],
      ['--jobs', '0'],
      ['--jobs', '1.5'],
      ['--jobs', '2', '--jobs', '3'],
      ['x'],
    ]) {
      expect(() => parseCheckArgs(bad)).toThrow(UsageError);
    }
  });
});
