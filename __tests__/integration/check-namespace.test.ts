/**
 * What a bound check leaves running on purpose — a process that leaves its
 * process group (`setsid`), a double fork, `nohup` — does not outlive it, so
 * it cannot append a receipt after the action wrote its own
 * (docs/USAGE.md#what-a-bound-check-can-reach). On real processes, in both
 * modes: a PID namespace of its own (where the host permits one, as here),
 * and the marked-process sweep where it does not. "Gone" is read from /proc
 * (test-support/processes.ts); no timing is asserted: the detached process
 * would sleep five minutes before it writes.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  checkIsolation,
  resetCheckIsolation,
  runShellCommand,
} from '../../src/adapters/processes/check-process.js';
import { killProcessesIn, processesIn } from '../../test-support/processes.js';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'ev-namespace-'));
});
afterEach(() => {
  killProcessesIn(dir);
  resetCheckIsolation();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const options = () => ({ cwd: dir, env: { PATH: process.env.PATH ?? '/usr/bin:/bin' } });

/** Ways a check leaves a process behind that appends a green receipt five minutes later. */
const LATE_WRITE = `sleep 300; echo '{"result":"green"}' >> late.jsonl`;
const DETACHED: [string, string][] = [
  ['setsid', `setsid sh -c '${LATE_WRITE}' >/dev/null 2>&1 < /dev/null & exit 1`],
  ['a double fork', `( ( sh -c '${LATE_WRITE}' & ) & ) >/dev/null 2>&1; exit 1`],
  ['setsid and a double fork', `( setsid sh -c '${LATE_WRITE}' & ) >/dev/null 2>&1; exit 1`],
  ['nohup', `nohup sh -c '${LATE_WRITE}' >/dev/null 2>&1 & exit 1`],
];

describe('the host permits a PID namespace (this test host does)', () => {
  test('the probe says so', async () => {
    expect((await checkIsolation(options().env)).mode).toBe('pid-namespace');
  });

  test.each(DETACHED)(
    '%s: the process is dead once the check has ended',
    async (_how, command) => {
      const outcome = await runShellCommand(command, { ...options(), isolate: true });
      expect(outcome.exitCode).toBe(1);
      expect(processesIn(dir)).toEqual([]);
    },
    60_000,
  );

  test('the check sees itself as PID 1 and no other process', async () => {
    const seen = await runShellCommand(
      `echo "$$"; ls /proc | grep -c '^[0-9]' ; [ -e /proc/${process.pid} ] && echo parent-visible; exit 0`,
      { ...options(), isolate: true },
    );
    const lines = seen.outputTail.trim().split('\n');
    expect(lines[0]).toBe('1');
    // sh, ls and grep at most: the action, the runner and every other process are elsewhere.
    expect(Number(lines[1])).toBeLessThanOrEqual(3);
    expect(seen.outputTail).not.toContain('parent-visible');
  }, 60_000);

  test('the exit code and a timeout are what they are without the namespace', async () => {
    const red = await runShellCommand('exit 3', { ...options(), isolate: true });
    expect([red.exitCode, red.timedOut]).toEqual([3, false]);
    const notFound = await runShellCommand('no-such-command-here', {
      ...options(),
      isolate: true,
    });
    expect(notFound.exitCode).toBe(127);
    const slow = await runShellCommand('sleep 300', {
      ...options(),
      isolate: true,
      timeoutMs: 300,
    });
    expect(slow.timedOut).toBe(true);
    expect(processesIn(dir)).toEqual([]);
  }, 60_000);
});

describe('without a namespace: the marked processes are killed', () => {
  test.each(DETACHED)(
    '%s: the process is dead once the check has ended',
    async (_how, command) => {
      resetCheckIsolation({ mode: 'marked-processes', prefix: [], why: 'a test' });
      const outcome = await runShellCommand(command, { ...options(), isolate: true });
      expect(outcome.exitCode).toBe(1);
      expect(processesIn(dir)).toEqual([]);
    },
    60_000,
  );

  test('two checks at once: the end of one does not kill the other', async () => {
    resetCheckIsolation({ mode: 'marked-processes', prefix: [], why: 'a test' });
    const long = runShellCommand('sleep 1; exit 0', { ...options(), isolate: true });
    const short = await runShellCommand('exit 0', { ...options(), isolate: true });
    expect(short.exitCode).toBe(0);
    expect((await long).exitCode).toBe(0);
  }, 60_000);
});
