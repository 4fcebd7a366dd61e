// The step's command files around bound checks: snapshotted, and whatever a
// check changed put back and reported (adapters/runner/command-files.ts), on real files.
import { afterAll, describe, expect, test } from '@jest/globals';
import {
  existsSync,
  lstatSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
  appendFileSync,
  mkdirSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  describeCommandFileChange,
  restoreCommandFiles,
  snapshotCommandFiles,
  SNAPSHOT_MAX_BYTES,
} from '../../../src/adapters/runner/command-files.js';

const root = mkdtempSync(join(tmpdir(), 'ev-command-files-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let counter = 0;
/** Five fresh command files (GITHUB_ENV holds `before`), as the runner makes them per step. */
function files(before = ''): Record<string, string> {
  const dir = join(root, String(counter++));
  mkdirSync(dir);
  const env: Record<string, string> = {};
  for (const name of [
    'GITHUB_ENV',
    'GITHUB_PATH',
    'GITHUB_OUTPUT',
    'GITHUB_STATE',
    'GITHUB_STEP_SUMMARY',
  ]) {
    env[name] = join(dir, name.toLowerCase());
    writeFileSync(env[name], name === 'GITHUB_ENV' ? before : '');
  }
  return env;
}

describe('restoreCommandFiles', () => {
  test('nothing changed: nothing reported, nothing touched', () => {
    const env = files('A=1\n');
    const snapshot = snapshotCommandFiles(env);
    expect(restoreCommandFiles(snapshot)).toEqual([]);
    expect(readFileSync(env.GITHUB_ENV as string, 'utf8')).toBe('A=1\n');
  });

  test('appended, removed, replaced by a link, replaced by a directory: each put back and named', () => {
    const env = files('A=1\n');
    const outside = join(root, `outside-${counter++}`);
    writeFileSync(outside, 'unchanged\n');
    const snapshot = snapshotCommandFiles(env);
    appendFileSync(env.GITHUB_ENV as string, 'NODE_OPTIONS=--require=/tmp/x\n');
    appendFileSync(env.GITHUB_OUTPUT as string, 'x=1\n');
    rmSync(env.GITHUB_STATE as string);
    rmSync(env.GITHUB_PATH as string);
    symlinkSync(outside, env.GITHUB_PATH as string);
    rmSync(env.GITHUB_STEP_SUMMARY as string);
    mkdirSync(env.GITHUB_STEP_SUMMARY as string);
    const changes = restoreCommandFiles(snapshot);
    expect(changes.map((c) => [c.variable, c.restored])).toEqual([
      ['GITHUB_ENV', true],
      ['GITHUB_PATH', true],
      ['GITHUB_OUTPUT', true],
      ['GITHUB_STATE', true],
      ['GITHUB_STEP_SUMMARY', true],
    ]);
    expect(readFileSync(env.GITHUB_ENV as string, 'utf8')).toBe('A=1\n');
    for (const name of ['GITHUB_PATH', 'GITHUB_OUTPUT', 'GITHUB_STATE', 'GITHUB_STEP_SUMMARY']) {
      expect(lstatSync(env[name] as string).isFile()).toBe(true);
      expect(readFileSync(env[name] as string, 'utf8')).toBe('');
    }
    expect(readFileSync(outside, 'utf8')).toBe('unchanged\n');
    expect(describeCommandFileChange(changes[0] as (typeof changes)[number])).toBe(
      `A bound check changed the step's command file GITHUB_ENV (${env.GITHUB_ENV}): the change was discarded. Bound checks cannot set environment variables, PATH entries, outputs, state or the job summary for the job.`,
    );
  });

  test('a file missing before is removed again; an unset variable is not looked at', () => {
    const env = files();
    rmSync(env.GITHUB_STATE as string);
    delete env.GITHUB_OUTPUT;
    const snapshot = snapshotCommandFiles(env);
    writeFileSync(env.GITHUB_STATE as string, 'planted\n');
    expect(restoreCommandFiles(snapshot).map((c) => c.variable)).toEqual(['GITHUB_STATE']);
    expect(existsSync(env.GITHUB_STATE as string)).toBe(false);
  });

  test('a file larger than the snapshot bound: what was appended is cut off', () => {
    const env = files('x'.repeat(SNAPSHOT_MAX_BYTES + 10));
    const snapshot = snapshotCommandFiles(env);
    appendFileSync(env.GITHUB_ENV as string, 'NODE_OPTIONS=--require=/tmp/x\n');
    expect(restoreCommandFiles(snapshot).map((c) => [c.variable, c.restored])).toEqual([
      ['GITHUB_ENV', true],
    ]);
    expect(lstatSync(env.GITHUB_ENV as string).size).toBe(SNAPSHOT_MAX_BYTES + 10);
    truncateSync(env.GITHUB_ENV as string, 0);
  });
});
