// The throttling plugin's retry queue the client gives it (`rateLimitRetries`
// in src/adapters/github/client.ts): Bottleneck's contract — a request runs at
// once, a failure asks the `failed` listeners, a number is a wait before the
// next attempt — without its timer turns, and bounded whatever a listener says.
import { describe, expect, test } from '@jest/globals';

// The client module imports @actions/github, which is ESM-only.
const { rateLimitRetries } = await import('../../../src/adapters/github/client.js');

/** A task failing `failures` times, then answering `ok`; `calls` counts its attempts. */
function flaky(failures: number) {
  const task = {
    calls: 0,
    run: async (...args: unknown[]) => {
      task.calls += 1;
      if (task.calls <= failures) throw new Error(`attempt ${task.calls} failed`);
      return { ok: args };
    },
  };
  return task;
}

describe('rateLimitRetries', () => {
  test('a request that succeeds runs once, with its arguments, and asks no listener', async () => {
    const queue = rateLimitRetries();
    const asked: unknown[] = [];
    queue.on('failed', (error) => asked.push(error));
    const task = flaky(0);
    await expect(queue.schedule(task.run, 'state', 'request')).resolves.toEqual({
      ok: ['state', 'request'],
    });
    expect(task.calls).toBe(1);
    expect(asked).toEqual([]);
  });

  test('a failure is retried when a listener answers a wait, with the arguments and the count so far', async () => {
    const queue = rateLimitRetries();
    const seen: Array<{ message: string; args: unknown[]; retryCount: number }> = [];
    queue.on('failed', async (error, failed) => {
      seen.push({ message: (error as Error).message, ...failed });
      return 1;
    });
    const task = flaky(2);
    await expect(queue.schedule(task.run, 'a')).resolves.toEqual({ ok: ['a'] });
    expect(task.calls).toBe(3);
    expect(seen).toEqual([
      { message: 'attempt 1 failed', args: ['a'], retryCount: 0 },
      { message: 'attempt 2 failed', args: ['a'], retryCount: 1 },
    ]);
  });

  test('no wait answered (undefined, null, or a listener that throws): the error reaches the caller', async () => {
    for (const answer of [
      () => undefined,
      () => null,
      () => {
        throw new Error('listener broke');
      },
    ]) {
      const queue = rateLimitRetries();
      queue.on('failed', answer);
      const task = flaky(1);
      await expect(queue.schedule(task.run)).rejects.toThrow('attempt 1 failed');
      expect(task.calls).toBe(1);
    }
  });

  test('the first listener that answers a wait decides; other events are not listened to', async () => {
    const queue = rateLimitRetries();
    queue.on('retry', () => {
      throw new Error('not a failed listener');
    });
    queue.on('failed', () => undefined);
    queue.on('failed', () => 0);
    const task = flaky(1);
    await expect(queue.schedule(task.run)).resolves.toEqual({ ok: [] });
    expect(task.calls).toBe(2);
  });

  test('a listener that always asks for a retry is stopped after three attempts', async () => {
    const queue = rateLimitRetries();
    queue.on('failed', () => 0);
    const task = flaky(100);
    await expect(queue.schedule(task.run)).rejects.toThrow('attempt 3 failed');
    expect(task.calls).toBe(3);
  });
});
