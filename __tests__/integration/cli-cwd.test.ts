// The CLI on day one: every command takes --cwd; `report`
// previews what a CI job shows with the action's --platform, --attest and
// --staleness-ref; exit codes are the documented ones; an ev 0.2 store with no
// 0.1 decisions is refused by show and reopen as check refuses it.
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/main.js';
import type { CliIo } from '../../src/commands/io.js';
import { bound, CONFIG, initStore, testCheck, writeTick } from '../../test-support/ledger-store.js';

let root: string;
let ledger: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'ev-cli-cwd-'));
  ledger = join(root, 'services', 'api');
  mkdirSync(ledger, { recursive: true });
  initStore(ledger, CONFIG('none'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

async function cli(argv: string[], cwd = root) {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    cwd,
    env: { PATH: process.env.PATH ?? '' },
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
  };
  const code = await main(argv, io);
  return { code, stdout, stderr };
}

describe('--cwd', () => {
  test('every command runs in the directory it names, as if started there', async () => {
    const tick = writeTick(ledger, 'retries stay bounded', [
      bound('at most three attempts', testCheck('pytest tests/test_retry.py')),
    ]);
    for (const argv of [
      ['verify'],
      ['check'],
      ['list'],
      ['log'],
      ['brief'],
      ['show', tick.id],
      ['why', 'pytest tests/test_retry.py'],
      ['reopen', tick.id],
      ['report'],
    ]) {
      const here = await cli(argv, ledger);
      const there = await cli([...argv, '--cwd', 'services/api']);
      expect([argv, there.code, there.stderr]).toEqual([argv, here.code, here.stderr]);
      // reopen prints its evaluation time; report names the working directory it was given.
      if (argv[0] !== 'reopen' && argv[0] !== 'report')
        expect([argv, there.stdout]).toEqual([argv, here.stdout]);
    }
    expect((await cli(['list', '--cwd=services/api'])).code).toBe(0);
  });

  test('a --cwd that is no directory is one error naming it; after -- it is an argument', async () => {
    expect(await cli(['list', '--cwd', 'nowhere'])).toEqual({
      code: 1,
      stdout: '',
      stderr: 'error: --cwd nowhere: no such directory\n',
    });
    const shown = await cli(['show', '--cwd', 'services/api', '--', '--cwd']);
    expect(shown).toMatchObject({ code: 1, stderr: 'error: no tick with id --cwd\n' });
  });

  test('report says so too (it reads --cwd itself), and names a store below a directory without one', async () => {
    expect(await cli(['report', '--cwd', './missing'])).toEqual({
      code: 1,
      stdout: '',
      stderr: 'error: --cwd ./missing: no such directory\n',
    });
    const above = await cli(['report', '--cwd', 'services']);
    expect(above).toMatchObject({
      code: 1,
      stderr:
        'error: no .evolving/ store here — run `ev init` first (found below: services/api — pass --cwd services/api)\n',
    });
  });
});

describe('report previews what CI shows', () => {
  test('--platform and --attest: advice as the job would give it; never ev check --run', async () => {
    writeTick(ledger, 'the changelog ships', [
      bound(
        'it is there',
        testCheck('pytest tests/test_changelog.py', { platforms: ['linux-ci', 'mac'] }),
      ),
    ]);
    const local = await cli(['report', '--cwd', 'services/api']);
    expect(local.code).toBe(0);
    expect(local.stdout).toContain('`ev check --run --platform linux-ci`');

    const ci = await cli(['report', '--cwd', 'services/api', '--platform', 'linux-ci', '--json']);
    const report = JSON.parse(ci.stdout) as {
      settings: unknown;
      decisions: Array<{ grounds: Array<{ advice: unknown[] }> }>;
    };
    expect(report.settings).toMatchObject({ runChecks: 'all', platform: 'linux-ci', attest: null });
    const advice = JSON.stringify(report.decisions[0]?.grounds[0]?.advice);
    expect(advice).not.toContain('ev check --run');
    expect(advice).toContain('attest: linux-ci');

    const attested = await cli(['report', '--cwd', 'services/api', '--attest', 'mac', '--json']);
    expect(JSON.parse(attested.stdout)).toMatchObject({ settings: { attest: ['mac'] } });
  });

  test('--staleness-ref: none by default (the action’s); an unknown value is a usage error', async () => {
    writeFileSync(join(ledger, '.evolving', 'config'), CONFIG('local-head'));
    writeTick(ledger, 'x', [bound('c', testCheck('pytest a'))]);
    const byDefault = JSON.parse((await cli(['report', '--cwd', 'services/api', '--json'])).stdout);
    expect(byDefault.settings.staleness).toEqual({ setting: 'none', policy: 'none', sha: null });
    const bad = await cli(['report', '--staleness-ref', 'origin']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain(
      'report: --staleness-ref must be one of none, config, local-head (got "origin")',
    );
  });
});

describe('an ev 0.2 store', () => {
  test.each([['show'], ['reopen']])(
    '%s refuses one with no 0.1 decisions as check does',
    async (command) => {
      rmSync(join(ledger, '.evolving'), { recursive: true });
      mkdirSync(join(ledger, '.evolving', 'ledger'), { recursive: true });
      writeFileSync(join(ledger, '.evolving', 'version'), '2\n');
      const result = await cli([command, 'abc', '--cwd', 'services/api']);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/^error: \.evolving\/ is an ev 0\.2 store .*ev-action brief/);
      const check = await cli(['check', '--cwd', 'services/api']);
      expect(check.stderr).toBe(result.stderr);
    },
  );

  test('a 0.1 store with a 0.2 ledger/ beside it: the 0.1 readers read its ticks, brief and verify its claims', async () => {
    const tick = writeTick(ledger, 'x', [bound('c', testCheck('pytest a'))]);
    mkdirSync(join(ledger, '.evolving', 'ledger'));
    for (const argv of [['check'], ['list'], ['report']]) {
      const result = await cli([...argv, '--cwd', 'services/api']);
      expect([argv, result.code]).toEqual([argv, 0]);
    }
    expect((await cli(['show', tick.id, '--cwd', 'services/api'])).code).toBe(0);
    const verify = await cli(['verify', '--cwd', 'services/api']);
    expect(verify).toEqual({ code: 0, stdout: '', stderr: '' });
    const brief = await cli(['brief', '--cwd', 'services/api']);
    expect(brief.stdout).toContain('open claims: 0');
  });
});
