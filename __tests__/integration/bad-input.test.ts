/**
 * Bad input to `verify`, through the CLI dispatcher on real directories:
 * each case gives one clear message naming the file, never a stack trace.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/main.js';
import { tickId } from '../../src/core/ticks/identity.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bad-input-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function cli(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, {
    cwd: dir,
    env: {},
    stdout: (text) => void (stdout += text),
    stderr: (text) => void (stderr += text),
  });
  return { code, stdout, stderr };
}

function goodTick() {
  const base = {
    decision: 'keep one ledger per repo',
    observe: '',
    grounds: [{ claim: 'one source of truth', supports: 'chosen' }],
    parent_id: '',
    status: 'live',
    held_since: '2026-01-01T00:00:00Z',
    blame: 'Ada Lovelace',
  };
  return { ...base, id: tickId(base) };
}

function store(files: Record<string, string | Buffer> = {}) {
  mkdirSync(join(dir, '.evolving', 'ticks'), { recursive: true });
  for (const [name, content] of Object.entries(files))
    writeFileSync(join(dir, '.evolving', 'ticks', name), content);
}

const noStackTrace = (text: string) => expect(text).not.toMatch(/\n\s+at .+\(.*:\d+:\d+\)/);

test('no store at all: ev 0.1’s error under its rules; ev 0.2.4’s empty verify otherwise', async () => {
  const run = await cli('--ev-compat', '0.1.32', 'verify');
  expect(run).toMatchObject({ code: 1, stdout: '' });
  // ev's verify lists ticks/ without a store check: Rust's I/O error, as ev prints it.
  expect(run.stderr).toBe('error: reading store: No such file or directory (os error 2)\n');
  // ev 0.2.4 reads no store as an empty ledger: nothing to re-read.
  expect(await cli('verify')).toMatchObject({ code: 0, stdout: '', stderr: '' });
});

test('.evolving/ without ticks/', async () => {
  mkdirSync(join(dir, '.evolving'));
  const run = await cli('--ev-compat', '0.1.32', 'verify');
  expect(run.code).toBe(1);
  expect(run.stderr).toBe('error: reading store: No such file or directory (os error 2)\n');
});

test('an empty ticks/ is a clean store', async () => {
  store();
  const run = await cli('verify');
  expect(run.code).toBe(0);
  expect(run.stdout).toContain('✓ chain intact');
});

test('a directory named like a tick is skipped silently, as ev skips it; the rest is verified', async () => {
  const tick = goodTick();
  store({ [tick.id]: JSON.stringify(tick, null, 2) });
  mkdirSync(join(dir, '.evolving', 'ticks', 'deadbeef0001'));
  const run = await cli('verify');
  expect(run.code).toBe(0);
  // verify's stderr is ev's: the warning is the action's and report's (untrusted-files.test.ts).
  expect(run.stderr).toBe('');
});

test.each([
  [
    'a 0-byte tick file',
    Buffer.alloc(0),
    'R1/R2 not valid JSON: EOF while parsing a value at line 1 column 0 (the file is empty)',
  ],
  [
    'a byte-order mark',
    Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{}')]),
    'R1/R2 not valid JSON: expected value at line 1 column 1 (the file starts with a UTF-8 byte-order mark)',
  ],
  [
    'invalid UTF-8',
    Buffer.from([0x7b, 0x0a, 0xc3, 0x28, 0x7d]),
    'R1/R2 not valid UTF-8 (first malformed sequence on line 2)',
  ],
  [
    'truncated JSON',
    Buffer.from('{"decision": "half written",'),
    'R1/R2 not valid JSON: EOF while parsing a value at line 1 column 28',
  ],
])(
  '%s: one finding naming the file, the other ticks still verified',
  async (_name, bytes, message) => {
    const tick = goodTick();
    store({ [tick.id]: JSON.stringify(tick, null, 2), deadbeef0002: bytes });
    const run = await cli('verify');
    expect(run.code).toBe(1);
    expect(run.stdout.split('\n').filter(Boolean)).toEqual([
      expect.stringContaining(`✗ deadbeef0002: ${message}`),
    ]);
    expect(run.stderr).toBe('1 violation(s)\n');
    noStackTrace(run.stdout + run.stderr);
  },
);

test('duplicate JSON keys: the last value wins and verify stays silent, as ev', async () => {
  const tick = goodTick();
  const text = JSON.stringify(tick, null, 2).replace(
    '"blame": "Ada Lovelace",',
    '"blame": "Mallory",\n  "blame": "Ada Lovelace",',
  );
  store({ [tick.id]: text });
  const run = await cli('verify');
  expect(run.code).toBe(0);
  expect(run.stdout).toContain('✓ chain intact');
  expect(run.stderr).toBe('');
});

test('a 10 MB tick verifies (its id is checked like any other)', async () => {
  const base = { ...goodTick(), decision: 'x'.repeat(10 * 1024 * 1024) };
  const { id: _old, ...payload } = base;
  const tick = { ...payload, id: tickId(payload) };
  store({ [tick.id]: JSON.stringify(tick, null, 2) });
  const run = await cli('verify');
  expect(run.code).toBe(0);
  expect(run.stdout).toContain('✓ chain intact');
});

test('a .evolving/version neither model writes is refused with one clear error', async () => {
  store();
  writeFileSync(join(dir, '.evolving', 'version'), '3\n');
  for (const command of ['verify', 'check']) {
    const run = await cli(command);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toContain('.evolving/version says "3"');
  }
});

test('a .evolving/version of 2 with no 0.1 decisions is an ev 0.2 store: the 0.1 readers say so', async () => {
  mkdirSync(join(dir, '.evolving'));
  writeFileSync(join(dir, '.evolving', 'version'), '2\n');
  const check = await cli('check');
  expect(check).toMatchObject({ code: 1, stdout: '' });
  expect(check.stderr).toContain('is an ev 0.2 store');
  expect(check.stderr).toContain('ev-action verify');
  expect(await cli('verify')).toMatchObject({ code: 0, stdout: '', stderr: '' });
});

test('an unknown command or flag prints usage to stderr and exits 2', async () => {
  for (const argv of [['frobnicate'], ['verify', '--bogus'], ['check', '--nope'], []]) {
    const run = await cli(...argv);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('usage: ev-action');
    expect(run.stdout).toBe('');
  }
  const help = await cli('--help');
  expect(help.code).toBe(0);
  expect(help.stdout).toContain('usage: ev-action');
});
