/**
 * Links and special files where the ledger is read
 * (docs/USAGE.md#links-and-special-files-in-a-pull-request,
 * docs/COMPATIBILITY.md#where-this-project-is-stricter-than-ev), through the
 * CLI on real repositories (its `main` in this process; with a FIFO planted,
 * a watchdog beside it that frees a run blocked on the FIFO, and fails it):
 * `verify`, `check` and `report` finish, name what they refused, and never
 * print — nor write — a byte of what a link points at.
 */
import { spawn } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { makeRepo, type TempRepo } from '../../test-support/git-repo.js';
import {
  HOSTILE,
  holdsSecret,
  plant,
  plantLink,
  refusal,
  regularFilesBelow,
  writeSecret,
  type Hostile,
} from '../../test-support/hostile-files.js';
import {
  bound,
  initStore,
  receiptPath,
  testCheck,
  writeReceipts,
  writeTick,
} from '../../test-support/ledger-store.js';
import { receiptKey } from '../../src/core/ticks/identity.js';
import { inProcessCli } from '../../test-support/oracle.js';

/** A guard against a run hung on a FIFO (the bug this file tests for), not a speed assertion. */
const GUARD_SECONDS = 120;
const REF = 'pytest tests/test_cache.py';
const SHA = '5a1f0c3e9b7d2468ace013579bdf2468ace01357';
const RECEIPTS_REL = `.evolving/results/receipts/${receiptKey(REF)}.jsonl`;

interface Ledger {
  repo: TempRepo;
  dir: string;
  tickId: string;
  secretPath: string;
  /** A directory outside the repository (holds a receipt file that would read green). */
  outsideDir: string;
  cleanup(): void;
}

const ledgers: Ledger[] = [];
afterEach(() => {
  for (const ledger of ledgers.splice(0)) ledger.cleanup();
});

/** A green receipt as ev writes it, dated far in the future so a followed link would read green. */
const GREEN_LINE = JSON.stringify({
  commit: SHA,
  platform: 'linux-ci',
  ran_at: '2099-06-01T08:00:00Z',
  result: 'green',
  test: REF,
});

/** One live tick bound to REF on linux-ci, with a green receipt in the work tree. */
function ledger(): Ledger {
  const repo = makeRepo();
  initStore(repo.dir);
  const tick = writeTick(repo.dir, 'cache reads go through sqlite', [
    bound('sqlite handles our read volume', testCheck(REF)),
  ]);
  writeReceipts(repo.dir, REF, [JSON.parse(GREEN_LINE) as Record<string, unknown>]);
  const outside = join(repo.dir, '..');
  const outsideDir = join(outside, 'outside');
  mkdirSync(join(outsideDir, 'receipts'), { recursive: true });
  writeFileSync(join(outsideDir, 'receipts', `${receiptKey(REF)}.jsonl`), `${GREEN_LINE}\n`);
  const made: Ledger = {
    repo,
    dir: repo.dir,
    tickId: tick.id,
    secretPath: writeSecret(outside),
    outsideDir,
    cleanup: () => repo.cleanup(),
  };
  ledgers.push(made);
  return made;
}

interface CliRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Every FIFO below `dir` (links are not followed). */
function fifosBelow(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const path = join(dir, name);
    const stats = lstatSync(path);
    if (stats.isFIFO()) return [path];
    return stats.isDirectory() ? fifosBelow(path) : [];
  });
}

/**
 * The CLI on the ledger: its `main` in this process (oracle.ts). With a FIFO
 * in the ledger, a watchdog beside it (a `sh` of its own process group): an
 * open or a read of a FIFO that blocked would hang the run, and with it this
 * worker, so after GUARD_SECONDS the watchdog notes that it fired, opens
 * every FIFO read-write and closes it again, which ends a blocked open (a
 * writer came) and then a blocked read (end of file). A run it had to free
 * did not finish on its own: it reports the signal SIGALRM, which the tests
 * refuse. (Each such run was a node process of the bundle before.)
 */
async function cli(l: Ledger, ...args: string[]): Promise<CliRun> {
  const fifos = fifosBelow(l.dir);
  const fired = join(l.dir, '..', 'watchdog-fired');
  const watchdog =
    fifos.length === 0
      ? undefined
      : spawn(
          'sh',
          [
            '-c',
            'm=$1; s=$2; shift 2; sleep "$s"; : >"$m"; for f; do exec 3<>"$f"; exec 3>&-; done',
            'watchdog',
            fired,
            String(GUARD_SECONDS),
            ...fifos,
          ],
          { detached: true, stdio: 'ignore' },
        );
  try {
    const run = await inProcessCli(args, l.dir, l.repo.env);
    const signal = existsSync(fired) ? 'SIGALRM' : null;
    return { code: run.exit, signal, stdout: run.stdout, stderr: run.stderr };
  } finally {
    // The watchdog and its `sleep`, by their process group.
    if (watchdog?.pid !== undefined && watchdog.exitCode === null) {
      try {
        process.kill(-watchdog.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  }
}

/**
 * It finished on its own, and neither its output nor any file under the
 * ledger holds the secret (but `planted`, a file the test wrote it into).
 */
function expectFinishedWithoutSecret(l: Ledger, run: CliRun, planted?: string): void {
  expect(run.signal).toBeNull();
  expect(run.code).not.toBeNull();
  expect(holdsSecret(run.stdout)).toBe(false);
  expect(holdsSecret(run.stderr)).toBe(false);
  for (const [path, text] of regularFilesBelow(join(l.dir, '.evolving')))
    if (path !== planted) expect([path, holdsSecret(text)]).toEqual([path, false]);
}

const rowsOf = (run: CliRun): string[] => run.stdout.split('\n').filter((line) => line !== '');

// ---------------------------------------------------------------------------

describe.each(HOSTILE)('a tick file that is a %s', (kind: Hostile) => {
  const NAME = 'aaaaaaaaaaaa';
  const what = refusal(kind);
  function planted(): Ledger {
    const l = ledger();
    plant(kind, join(l.dir, '.evolving', 'ticks', NAME), l);
    return l;
  }

  test('verify: one R1/R2 finding saying what it is; the rest is verified', async () => {
    const l = planted();
    const run = await cli(l, 'verify');
    expectFinishedWithoutSecret(l, run);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe(`✗ ${NAME}: R1/R2 ${what}\n`);
    expect(run.stderr).toBe('1 violation(s)\n');
  });

  test('check: names it on stderr, evaluates the rest, exits 1', async () => {
    const l = planted();
    const run = await cli(l, 'check');
    expectFinishedWithoutSecret(l, run);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(`error: reading store: ${NAME}: ${what}\n`);
    expect(rowsOf(run)[0]).toMatch(new RegExp(`^green\\t${l.tickId}\\t`));
  });

  test('report: the finding in the comment and the summary, and on stderr', async () => {
    const l = planted();
    const run = await cli(l, 'report');
    expectFinishedWithoutSecret(l, run);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`${NAME}: R1/R2 ${what}`);
    expect(run.stderr).toContain(`error: reading store: ${NAME}: ${what}\n`);
  });
});

test('a tick file over the 16 MiB bound is an R1/R2 finding, not read whole', async () => {
  const l = ledger();
  writeFileSync(
    join(l.dir, '.evolving', 'ticks', 'bbbbbbbbbbbb'),
    Buffer.alloc(16 * 1024 * 1024 + 1, 0x20),
  );
  const run = await cli(l, 'verify');
  expectFinishedWithoutSecret(l, run);
  expect(run.stdout).toBe('✗ bbbbbbbbbbbb: R1/R2 is larger than 16 MiB (not read)\n');
});

test('a tick file holding the text of a secret: the JSON error gives line and column, never the text', async () => {
  const l = ledger();
  const planted = join(l.dir, '.evolving', 'ticks', 'cccccccccccc');
  writeFileSync(planted, readFileSync(l.secretPath));
  for (const command of ['verify', 'check', 'report']) {
    const run = await cli(l, command);
    expectFinishedWithoutSecret(l, run, planted);
    expect(run.stdout + run.stderr).toMatch(
      /cccccccccccc: (R1\/R2 not valid JSON: )?expected value at line 1 column 1/,
    );
  }
  expect((await await cli(l, 'verify')).stdout).toBe(
    '✗ cccccccccccc: R1/R2 not valid JSON: expected value at line 1 column 1\n',
  );
});

describe.each([...HOSTILE, 'link to a green receipt file outside' as const])(
  'a receipt file that is a %s',
  (kind) => {
    function planted(): Ledger {
      const l = ledger();
      const path = receiptPath(l.dir, REF);
      rmSync(path);
      if (kind === 'link to a green receipt file outside')
        plantLink(path, join(l.outsideDir, 'receipts', `${receiptKey(REF)}.jsonl`));
      else plant(kind, path, l);
      return l;
    }
    const what = kind === 'FIFO' ? refusal('FIFO') : refusal('secret link');
    const line = `${RECEIPTS_REL}: ${what} — read as no receipts\n`;

    test('check: reported by path, read as no receipts (never green from it)', async () => {
      const l = planted();
      const run = await cli(l, 'check');
      expectFinishedWithoutSecret(l, run);
      expect(run.code).toBe(0);
      expect(run.stderr).toBe(line);
      expect(rowsOf(run)[0]).toMatch(
        new RegExp(`^not-run\\t${l.tickId}\\t.*\\(missing: linux-ci\\)$`),
      );
    });

    test('report: the same line on stderr; verify does not read receipts', async () => {
      const l = planted();
      const report = await cli(l, 'report');
      expectFinishedWithoutSecret(l, report);
      expect(report.stderr).toContain(line);
      const verify = await cli(l, 'verify');
      expect(verify).toMatchObject({ code: 0, stderr: '' });
    });
  },
);

describe.each(['secret link', '/dev/zero link', 'FIFO'] as const)(
  'the selected-list is a %s',
  (kind) => {
    const line = `.evolving/results/selected.json: ${refusal(kind)} — ignored, so the silently-unbound rule is not evaluated\n`;

    test('check and report: reported by path and ignored', async () => {
      const l = ledger();
      plant(kind, join(l.dir, '.evolving', 'results', 'selected.json'), l);
      const check = await cli(l, 'check');
      expectFinishedWithoutSecret(l, check);
      expect(check.stderr).toBe(line);
      expect(rowsOf(check)[0]).toMatch(/^green\t/);
      const report = await cli(l, 'report');
      expectFinishedWithoutSecret(l, report);
      expect(report.stderr).toContain(line);
    });
  },
);

describe.each(['secret link', '/dev/zero link', 'FIFO'] as const)('the config is a %s', (kind) => {
  test('verify and check: reported by path, the defaults used', async () => {
    const l = ledger();
    const config = join(l.dir, '.evolving', 'config');
    rmSync(config);
    plant(kind, config, l);
    const line = `.evolving/config: ${refusal(kind)} — the defaults are used\n`;
    const verify = await cli(l, 'verify');
    expectFinishedWithoutSecret(l, verify);
    expect(verify).toMatchObject({ code: 0, stderr: line });
    const check = await cli(l, 'check', '--offline');
    expectFinishedWithoutSecret(l, check);
    expect(check.stderr).toBe(line);
  });
});

test('.evolving/results is a link: nothing is read through it, nothing written through it', async () => {
  const l = ledger();
  rmSync(join(l.dir, '.evolving', 'results'), { recursive: true });
  plantLink(join(l.dir, '.evolving', 'results'), l.outsideDir);
  const before = regularFilesBelow(l.outsideDir);
  const check = await cli(l, 'check');
  expectFinishedWithoutSecret(l, check);
  expect(check.stderr).toBe(
    '.evolving/results: is a symbolic link (not followed) — nothing under it is read\n' +
      '.evolving/results: is a symbolic link (not written)\n',
  );
  expect(rowsOf(check)[0]).toMatch(/^not-run\t/);
  expect(regularFilesBelow(l.outsideDir)).toEqual(before);
  const report = await cli(l, 'report');
  expectFinishedWithoutSecret(l, report);
  expect(report.stderr).toContain('.evolving/results: is a symbolic link (not followed)');
});

test('a link inside results/ (receipts/ -> elsewhere): reported by path and skipped', async () => {
  const l = ledger();
  const receipts = join(l.dir, '.evolving', 'results', 'receipts');
  rmSync(receipts, { recursive: true });
  plantLink(receipts, join(l.outsideDir, 'receipts'));
  const check = await cli(l, 'check');
  expectFinishedWithoutSecret(l, check);
  expect(check.stderr).toBe(
    '.evolving/results/receipts: is a symbolic link (not followed) — nothing under it is read\n',
  );
  expect(rowsOf(check)[0]).toMatch(/^not-run\t/);
});

test('a state file and the event log that are links are never written through', async () => {
  const l = ledger();
  const target = join(l.dir, '..', 'bashrc');
  writeFileSync(target, 'unchanged\n');
  const stateRel = `.evolving/results/state/${l.tickId}.json`;
  plantLink(join(l.dir, stateRel), target);
  plantLink(join(l.dir, '.evolving', 'results', 'events.jsonl'), target);
  const check = await cli(l, 'check');
  expectFinishedWithoutSecret(l, check);
  expect(readFileSync(target, 'utf8')).toBe('unchanged\n');
  expect(check.stderr).toBe(
    '.evolving/results/events.jsonl: is a symbolic link (not written)\n' +
      `${stateRel}: is a symbolic link (not written)\n`,
  );
  expect(check.code).toBe(0);
});

test('a tick whose id field is a path: its state file is refused, nothing written outside state/', async () => {
  const l = ledger();
  // ev names the state file by the id field and joins it unchecked: ../../../escaped.json.
  const ticksDir = join(l.dir, '.evolving', 'ticks');
  const tick = JSON.parse(readFileSync(join(ticksDir, l.tickId), 'utf8')) as { id: string };
  tick.id = '../../../escaped';
  // Another decision: ev 0.1.32 keeps only the latest of two ticks with the same decision.
  (tick as { decision?: string }).decision = 'a decision whose id field is a path';
  writeFileSync(join(ticksDir, 'aaaaaaaaaaaa'), JSON.stringify(tick, null, 2));
  const check = await cli(l, 'check');
  expectFinishedWithoutSecret(l, check);
  expect(check.stderr).toBe(
    '.evolving/results/state: the tick id "../../../escaped" is not a file name — its state file is not written\n',
  );
  // Where ev would have written it: the repository root.
  expect(existsSync(join(l.dir, 'escaped.json'))).toBe(false);
  // The other tick's state file is written as usual.
  expect(
    readFileSync(join(l.dir, '.evolving', 'results', 'state', `${l.tickId}.json`), 'utf8'),
  ).toContain(`"tick_id": "${l.tickId}"`);
});

test('check --run: a receipt file that is a link is not appended through', async () => {
  const l = ledger();
  l.repo.commit({ 'README.md': 'demo\n' });
  const target = join(l.dir, '..', 'victim.jsonl');
  writeFileSync(target, 'unchanged\n');
  const path = receiptPath(l.dir, REF);
  rmSync(path);
  plantLink(path, target);
  const run = await cli(l, 'check', '--run', '--platform', 'linux-ci');
  expectFinishedWithoutSecret(l, run);
  expect(readFileSync(target, 'utf8')).toBe('unchanged\n');
  expect(run.stderr).toContain(
    `warning: could not write receipt for "${REF}": ${RECEIPTS_REL}: is a symbolic link (not written)\n`,
  );
});

test('a cached origin-sha that is a link is not read (check --offline)', async () => {
  const l = ledger();
  plantLink(join(l.dir, '.evolving', 'results', 'origin-sha'), l.secretPath);
  const run = await cli(l, 'check', '--offline');
  expectFinishedWithoutSecret(l, run);
  expect(run.stderr).toBe(
    '.evolving/results/origin-sha: is a symbolic link (not followed) — no cached staleness reference is used\n',
  );
});

test('.evolving/version that is a link is reported and skipped', async () => {
  const l = ledger();
  plantLink(join(l.dir, '.evolving', 'version'), l.secretPath);
  const run = await cli(l, 'verify');
  expectFinishedWithoutSecret(l, run);
  expect(run).toMatchObject({
    code: 0,
    stderr:
      '.evolving/version: is a symbolic link (not followed) — skipped, the store is read as version 1\n',
  });
});

test.each([
  ['.evolving', 'verify', 'error: reading store: .evolving: is a symbolic link (not followed)\n'],
  ['.evolving', 'check', 'error: reading store: .evolving: is a symbolic link (not followed)\n'],
  [
    '.evolving/ticks',
    'verify',
    'error: reading store: .evolving/ticks: is a symbolic link (not followed)\n',
  ],
  [
    '.evolving/ticks',
    'check',
    'error: reading store: .evolving/ticks: is a symbolic link (not followed)\n',
  ],
])('%s is a link: %s refuses the store with one error', async (linked, command, message) => {
  const l = ledger();
  const real = join(l.dir, '..', 'real-store');
  renameSync(join(l.dir, linked), real);
  plantLink(join(l.dir, linked), real);
  const run = await cli(l, command);
  expectFinishedWithoutSecret(l, run);
  expect(run).toMatchObject({ code: 1, stdout: '', stderr: message });
});

// ---------------------------------------------------------------------------
// verify's and check's stderr is ev's; the action and report carry the rest.

describe("warnings ev does not print stay off verify's and check's stderr", () => {
  test('a directory inside ticks/: skipped silently by verify and check; report warns', async () => {
    const l = ledger();
    mkdirSync(join(l.dir, '.evolving', 'ticks', 'deadbeef0001'));
    const verify = await cli(l, 'verify');
    expect(verify).toMatchObject({ code: 0, stderr: '' });
    expect(verify.stdout).toContain('✓ chain intact');
    expect(await cli(l, 'check')).toMatchObject({ code: 0, stderr: '' });
    expect((await await cli(l, 'report')).stderr).toContain(
      'deadbeef0001: warning: not a regular file — skipped, as ev skips it\n',
    );
  });

  test('duplicate keys: verify is silent (the last value wins, as in ev); report warns with the line', async () => {
    const l = ledger();
    const path = join(l.dir, '.evolving', 'ticks', l.tickId);
    const text = readFileSync(path, 'utf8').replace(
      '"blame": "Ada Lovelace",',
      '"blame": "Mallory",\n  "blame": "Ada Lovelace",',
    );
    writeFileSync(path, text);
    const verify = await cli(l, 'verify');
    expect(verify).toMatchObject({ code: 0, stderr: '' });
    expect(await cli(l, 'check')).toMatchObject({ code: 0, stderr: '' });
    expect((await await cli(l, 'report')).stderr).toMatch(
      new RegExp(`^${l.tickId}:3: warning: duplicate key "blame" — the last value wins`, 'm'),
    );
  });

  test('a malformed selected-list: check is silent (as ev), report warns naming the file', async () => {
    const l = ledger();
    writeFileSync(join(l.dir, '.evolving', 'results', 'selected.json'), '{"selected": [1]}');
    expect(await cli(l, 'check')).toMatchObject({ code: 0, stderr: '' });
    expect((await await cli(l, 'report')).stderr).toContain('.evolving/results/selected.json: ');
  });

  test('tolerated unknown keys: ev prints the warning, so verify does too', async () => {
    const l = ledger();
    const path = join(l.dir, '.evolving', 'ticks', l.tickId);
    writeFileSync(path, readFileSync(path, 'utf8').replace('{', '{\n  "reviewed_by": "x",'));
    expect(await cli(l, 'verify')).toMatchObject({
      code: 0,
      stderr: `${l.tickId}: warning: tolerated unknown top-level field "reviewed_by" (schema_version 1) — a typo'd field name parses through but is ignored\n`,
    });
  });
});

test('a config over its 1 MiB bound is reported by path and skipped, as a link is', async () => {
  const l = ledger();
  writeFileSync(join(l.dir, '.evolving', 'config'), '#'.repeat(1024 * 1024 + 1));
  expect(await cli(l, 'verify')).toMatchObject({
    code: 0,
    stderr: '.evolving/config: is larger than 1 MiB (not read) — the defaults are used\n',
  });
});

test('a .evolving/version that is not a version word is refused without being echoed', async () => {
  const l = ledger();
  const planted = join(l.dir, '.evolving', 'version');
  writeFileSync(planted, readFileSync(l.secretPath));
  const run = await cli(l, 'verify');
  expectFinishedWithoutSecret(l, run, planted);
  expect(run.code).toBe(1);
  expect(run.stderr).toMatch(/^error: \.evolving\/version is not "1": this store is not/);
});

test('a regular file where results/ should be: check stays as silent as ev', async () => {
  const l = ledger();
  rmSync(join(l.dir, '.evolving', 'results'), { recursive: true });
  writeFileSync(join(l.dir, '.evolving', 'results'), 'not a directory\n');
  const run = await cli(l, 'check');
  expect(run).toMatchObject({ code: 0, stderr: '' });
  expect(rowsOf(run)[0]).toMatch(/^not-run\t/);
});
