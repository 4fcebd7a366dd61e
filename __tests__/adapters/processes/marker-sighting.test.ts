/**
 * How the sweep of a bound check's leftover processes (marked-processes
 * mode, where no PID namespace is permitted) reads one process's /proc
 * entries. A process in the middle of an exec reads an empty environment:
 * a marked check's child caught there must be looked at again, or it
 * outlives the check (the flake `check-namespace`'s double fork once showed).
 * The stat lines are the kernel's format, taken from a real host.
 */
import { describe, expect, test } from '@jest/globals';
import { CHECK_MARKER, markerSighting } from '../../../src/adapters/processes/check-process.js';

const needle = Buffer.from(`${CHECK_MARKER}=run-1\0`);
const environ = (...vars: string[]) => Buffer.from(vars.map((v) => `${v}\0`).join(''));

const SLEEPING =
  '2278 (sleep) S 2273 2273 17033 0 -1 4194304 100 0 0 0 0 0 0 0 20 0 1 0 4704209 3133440 396';
const ZOMBIE = '2279 (sh) Z 2273 2273 17033 0 -1 4194564 0 0 0 0 0 0 0 0 20 0 1 0 4704211 0 0';
const KERNEL_THREAD = '2 (kthreadd) S 0 0 0 0 -1 2129984 0 0 0 0 0 3 0 0 20 0 1 0 24 0 0';
/** A command name may hold `)` and spaces: the fields start after the last `)`. */
const TRICKY_NAME = '2280 (a) Z 1 (x) S 2273 2273 17033 0 -1 4194304 0 0 0 0 0 0 0';

describe('markerSighting', () => {
  test("a process whose environment holds the run's marker is marked", () => {
    expect(
      markerSighting(environ('PATH=/bin', `${CHECK_MARKER}=run-1`), needle, () => SLEEPING),
    ).toBe('marked');
  });

  test("another run's marker, or none, is not this run's", () => {
    expect(markerSighting(environ(`${CHECK_MARKER}=run-10`), needle, () => SLEEPING)).toBe('other');
    expect(markerSighting(environ(`${CHECK_MARKER}=run-2`), needle, () => SLEEPING)).toBe('other');
    expect(markerSighting(environ('PATH=/bin'), needle, () => SLEEPING)).toBe('other');
  });

  test('an empty environment of a live process is one between two programs: looked at again', () => {
    expect(markerSighting(Buffer.alloc(0), needle, () => SLEEPING)).toBe('between-programs');
    expect(markerSighting(Buffer.alloc(0), needle, () => TRICKY_NAME)).toBe('between-programs');
  });

  test('a zombie, a kernel thread and a process gone meanwhile never will have one', () => {
    expect(markerSighting(Buffer.alloc(0), needle, () => ZOMBIE)).toBe('other');
    expect(markerSighting(Buffer.alloc(0), needle, () => KERNEL_THREAD)).toBe('other');
    expect(markerSighting(Buffer.alloc(0), needle, () => undefined)).toBe('other');
  });

  test('the stat line is read only for an empty environment', () => {
    let reads = 0;
    const stat = () => {
      reads++;
      return SLEEPING;
    };
    markerSighting(environ(`${CHECK_MARKER}=run-1`), needle, stat);
    markerSighting(environ('PATH=/bin'), needle, stat);
    expect(reads).toBe(0);
  });
});
