/**
 * The read-only commands on real stores: the path-traversal refusals (a tick
 * argument is a plain file name inside `ticks/`, never a path and never a
 * link, docs/COMPATIBILITY.md#where-this-project-is-stricter-than-ev,
 * docs/ev-0.1.md#the-read-only-commands), the untrusted-file defences on the
 * way, and the store-level messages ev prints.
 */
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { brief } from '../../src/commands/ticks/brief.js';
import { list } from '../../src/commands/ticks/list.js';
import { log } from '../../src/commands/ticks/log.js';
import { main } from '../../src/cli/main.js';
import { reopen } from '../../src/commands/ticks/reopen.js';
import { show } from '../../src/commands/ticks/show.js';
import { why } from '../../src/commands/ticks/why.js';
import type { Command } from '../../src/commands/io.js';
import { makeRepo, type TempRepo } from '../../test-support/git-repo.js';
import {
  bound,
  CONFIG,
  initStore,
  runCommand,
  testCheck,
  writeReceipts,
  writeTick,
} from '../../test-support/ledger-store.js';

const SECRET = 'TOP-SECRET-do-not-print';

let repo: TempRepo;
let tickId: string;
let secretPath: string;
beforeEach(() => {
  repo = makeRepo();
  repo.commit({ 'pyproject.toml': '[project]\n' });
  initStore(repo.dir, CONFIG('live-origin'));
  tickId = writeTick(repo.dir, 'cache reads go through sqlite', [
    bound('sqlite handles our read volume', testCheck('pytest tests/test_cache.py')),
  ]).id;
  secretPath = join(repo.dir, '..', 'secret.txt');
  writeFileSync(secretPath, `${SECRET}\n`);
});
afterEach(() => repo.cleanup());

const ticksDir = (): string => join(repo.dir, '.evolving', 'ticks');
const eventsPath = (): string => join(repo.dir, '.evolving', 'results', 'events.jsonl');
const run = (command: Command, args: readonly string[]) =>
  runCommand(command, [...args], repo.dir, repo.env);

/** The commands that read every tick file (and abort on the first that is not JSON). */
const READING_EVERY_TICK = [
  [list, []],
  [brief, []],
  [why, ['x']],
] as const;

describe('a tick argument that is not a plain file name inside ticks/', () => {
  const refused = [
    '..',
    '/etc/passwd',
    './..',
    'ticks/../config',
    '../config',
    '.',
    '',
    '..\\config',
  ];

  test.each(refused)('show %j: no tick with that id, exit 1, nothing printed', async (arg) => {
    const result = await run(show, [arg]);
    expect(result).toMatchObject({
      code: 1,
      stdout: '',
      stderr: `error: no tick with id ${arg}\n`,
    });
  });

  test.each(refused)('reopen %j: no tick with that id, exit 1, no event', async (arg) => {
    const result = await run(reopen, [arg]);
    expect(result).toMatchObject({
      code: 1,
      stdout: '',
      stderr: `error: no tick with id ${arg}\n`,
    });
    expect(existsSync(eventsPath())).toBe(false);
  });

  test('the secret file outside the ledger is never printed, whatever the path', async () => {
    for (const arg of [secretPath, `../../${secretPath.split('/').slice(-2).join('/')}`]) {
      const result = await run(show, [arg]);
      expect(result.code).toBe(1);
      expect(result.stdout + result.stderr).not.toContain(SECRET);
    }
  });

  test('a symlinked name is refused, pointing at a real tick or at a secret file', async () => {
    symlinkSync(tickId, join(ticksDir(), 'alias'));
    symlinkSync(secretPath, join(ticksDir(), 'evil'));
    for (const name of ['alias', 'evil']) {
      for (const command of [show, reopen]) {
        const result = await run(command, [name]);
        expect(result).toMatchObject({
          code: 1,
          stdout: '',
          stderr: `error: no tick with id ${name}\n`,
        });
      }
    }
    expect(existsSync(eventsPath())).toBe(false);
  });

  test('a ticks/ directory that is a link is not followed', async () => {
    const elsewhere = join(repo.dir, '..', 'elsewhere');
    renameSync(ticksDir(), elsewhere);
    writeFileSync(join(elsewhere, 'passwd'), SECRET);
    symlinkSync(elsewhere, ticksDir());
    for (const arg of [tickId, 'passwd']) {
      const result = await run(show, [arg]);
      expect(result).toMatchObject({
        code: 1,
        stdout: '',
        stderr: `error: no tick with id ${arg}\n`,
      });
    }
    const listed = await run(list, []);
    expect(listed).toMatchObject({
      code: 1,
      stdout: '',
      stderr: 'error: reading store: .evolving/ticks is a symbolic link (not followed)\n',
    });
  });

  test('a FIFO or a directory named like a tick is not a tick (and nothing waits on the FIFO)', async () => {
    execFileSync('mkfifo', [join(ticksDir(), 'fifo')]);
    mkdirSync(join(ticksDir(), 'dir'));
    for (const name of ['fifo', 'dir']) {
      expect(await run(show, [name])).toMatchObject({
        code: 1,
        stderr: `error: no tick with id ${name}\n`,
      });
    }
    expect((await run(list, [])).lines).toEqual([
      `${tickId}\tlive\t"cache reads go through sqlite"`,
    ]);
  });

  test('log follows no path either: a HEAD naming ../config is a broken lineage', async () => {
    writeFileSync(join(repo.dir, '.evolving', 'HEAD'), '../config');
    expect(await run(log, [])).toMatchObject({
      code: 0,
      stdout: '',
      stderr: 'warning: ../config not found (broken lineage)\n',
    });
  });
});

describe('show and reopen on a real tick', () => {
  test('show prints the file as stored and a newline', async () => {
    const text = readFileSync(join(ticksDir(), tickId), 'utf8');
    expect(await run(show, [tickId])).toMatchObject({ code: 0, stdout: `${text}\n`, stderr: '' });
  });

  test('show of a file that is not UTF-8: ev’s I/O error naming the argument', async () => {
    writeFileSync(join(ticksDir(), 'aaaaaaaaaaaa'), Buffer.from([0x7b, 0xe9, 0x7d]));
    expect(await run(show, ['aaaaaaaaaaaa'])).toMatchObject({
      code: 1,
      stdout: '',
      stderr: 'error: reading aaaaaaaaaaaa: stream did not contain valid UTF-8\n',
    });
  });

  test('show under ev 0.1.32 rules: a name that is not a 12-hex id is no tick, even when the file exists', async () => {
    writeFileSync(join(ticksDir(), 'latin1'), '{}');
    expect(await run(show, ['latin1'])).toMatchObject({
      code: 1,
      stdout: '',
      stderr: 'error: no tick with id latin1\n',
    });
  });

  test('reopen: no upstream warning under live-origin, one event with the argument, nothing else written', async () => {
    const result = await run(reopen, [tickId]);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.lines).toEqual([
      `decision ${tickId}: "cache reads go through sqlite"`,
      '  [chosen] "sqlite handles our read volume" — test "pytest tests/test_cache.py" frozen@5a1f0c3e now: not-run',
    ]);
    const events = readFileSync(eventsPath(), 'utf8').split('\n').filter(Boolean);
    expect(events).toHaveLength(1);
    // ev 0.1.32's reopen event: the tick's id and its join fields (here its age).
    expect(JSON.parse(events[0] as string)).toEqual({
      age: expect.any(String),
      op: 'reopen',
      tick_id: tickId,
      ts: expect.any(String),
    });
    for (const written of ['state', 'origin-sha'])
      expect(existsSync(join(repo.dir, '.evolving', 'results', written))).toBe(false);
  });

  test('reopen reads the cached origin-sha only, and has no status filter or C/D lock', async () => {
    const head = repo.git(['rev-parse', 'HEAD']).trim();
    const t = writeTick(
      repo.dir,
      'detect only',
      [bound('it is red', testCheck('pytest red', { verified_at_sha: head }))],
      { status: 'superseded', jurisdiction: 'D' },
    );
    writeReceipts(repo.dir, 'pytest red', [
      {
        commit: head,
        platform: 'linux-ci',
        ran_at: '2099-01-01T00:00:00Z',
        result: 'red',
        test: 'pytest red',
      },
    ]);
    expect((await run(reopen, [t.id])).lines.at(-1)).toMatch(/ now: red$/);
    writeFileSync(join(repo.dir, '.evolving', 'results', 'origin-sha'), `${'f'.repeat(40)}\n`);
    expect((await run(reopen, [t.id])).lines.at(-1)).toMatch(/ now: stale$/);
  });

  test('reopen without a store: no tick with that id (no store check)', async () => {
    rmSync(join(repo.dir, '.evolving'), { recursive: true });
    expect(await run(reopen, [tickId])).toMatchObject({
      code: 1,
      stderr: `error: no tick with id ${tickId}\n`,
    });
    expect(existsSync(join(repo.dir, '.evolving'))).toBe(false);
  });
});

describe('store-level messages', () => {
  test('list, log, brief and why need a store', async () => {
    rmSync(join(repo.dir, '.evolving'), { recursive: true });
    for (const [command, args] of [...READING_EVERY_TICK, [log, []] as const]) {
      expect(await run(command, args)).toMatchObject({
        code: 1,
        stdout: '',
        stderr: 'error: no .evolving/ store here — run `ev init` first\n',
      });
    }
  });

  test('a missing ticks/: ev’s I/O error, nothing on stdout', async () => {
    rmSync(ticksDir(), { recursive: true });
    for (const [command, args] of READING_EVERY_TICK) {
      expect(await run(command, args)).toMatchObject({
        code: 1,
        stdout: '',
        stderr: 'error: reading store: No such file or directory (os error 2)\n',
      });
    }
  });

  test('a tick file that is not JSON aborts list, brief and why, naming the file without quoting it', async () => {
    writeFileSync(join(ticksDir(), 'broken'), `{"${SECRET}": `);
    for (const [command, args] of READING_EVERY_TICK) {
      const result = await run(command, args);
      expect(result.code).toBe(1);
      expect(result.stdout).toBe('');
      expect(result.stderr).toMatch(
        /^error: reading store: broken: EOF while parsing a value at line 1 column \d+\n$/,
      );
      expect(result.stderr).not.toContain(SECRET);
    }
  });

  test('a HEAD that is a directory or a link: error: reading HEAD, exit 1', async () => {
    const head = join(repo.dir, '.evolving', 'HEAD');
    rmSync(head);
    mkdirSync(head);
    expect(await run(log, [])).toMatchObject({
      code: 1,
      stderr: 'error: reading HEAD: Is a directory (os error 21)\n',
    });
    rmSync(head, { recursive: true });
    symlinkSync(secretPath, head);
    const linked = await run(log, []);
    expect(linked).toMatchObject({
      code: 1,
      stderr: 'error: reading HEAD: is a symbolic link (not followed)\n',
    });
  });

  test('a missing HEAD: no decisions yet, whatever ticks exist', async () => {
    rmSync(join(repo.dir, '.evolving', 'HEAD'));
    expect(await run(log, [])).toMatchObject({ code: 0, stdout: 'no decisions yet\n' });
  });
});

describe('usage errors exit 2', () => {
  const quiet = { stdout: () => undefined, stderr: () => undefined };
  test.each([
    [['brief', '--limit', 'x']],
    [['brief', '--limit', '-1']],
    [['brief', '--limit']],
    [['brief', '--limit', '1', '--limit', '2']],
    [['show']],
    [['show', 'a', 'b']],
    [['reopen']],
    [['why']],
    [['list', 'extra']],
    [['log', '--flag']],
    [['show', '-x']],
  ])('%j', async (argv) => {
    expect(await main(argv, { cwd: repo.dir, env: repo.env, ...quiet })).toBe(2);
  });

  test('brief --limit +2, --limit=0 and -- before a dash-leading id parse as clap does', async () => {
    expect((await run(brief, ['--limit', '+2'])).code).toBe(0);
    expect((await run(brief, ['--limit=0'])).code).toBe(0);
    expect(await run(show, ['--', '-x'])).toMatchObject({
      code: 1,
      stderr: 'error: no tick with id -x\n',
    });
    let stderr = '';
    const io = { cwd: repo.dir, env: repo.env, stdout: () => undefined };
    const code = await main(['show', '--', '--help'], { ...io, stderr: (t) => void (stderr += t) });
    expect({ code, stderr }).toEqual({ code: 1, stderr: 'error: no tick with id --help\n' });
  });
});

describe('reopen’s one write never goes through a link', () => {
  test('events.jsonl or results/ committed as a link: the answer, no write through it', async () => {
    const target = join(repo.dir, '..', 'target.txt');
    writeFileSync(target, 'untouched\n');
    mkdirSync(join(repo.dir, '.evolving', 'results'), { recursive: true });
    symlinkSync(target, eventsPath());
    const result = await run(reopen, [tickId]);
    expect(result.code).toBe(0);
    expect(result.lines[0]).toBe(`decision ${tickId}: "cache reads go through sqlite"`);
    expect(readFileSync(target, 'utf8')).toBe('untouched\n');

    rmSync(join(repo.dir, '.evolving', 'results'), { recursive: true });
    const elsewhere = join(repo.dir, '..', 'elsewhere-results');
    mkdirSync(elsewhere);
    symlinkSync(elsewhere, join(repo.dir, '.evolving', 'results'));
    expect((await run(reopen, [tickId])).code).toBe(0);
    expect(existsSync(join(elsewhere, 'events.jsonl'))).toBe(false);
  });
});
