/**
 * `.evolving/` stores on disk for integration tests: ticks written the way ev
 * writes them (id = hash of the payload, pretty JSON with sorted keys), a
 * config, receipts, and an in-process CLI runner that captures output.
 */
import type { EvRules } from '../src/core/ticks/ev-rules.js';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CliIo, Command } from '../src/commands/io.js';
import { receiptKey, tickId } from '../src/core/ticks/identity.js';
import type { Ground, TestCheck, Tick } from '../src/core/ticks/tick.js';
import { sortKeys } from './ev-json.js';

export const CONFIG = (staleness = 'none', extra = ''): string =>
  `schema_version = 1\n\n[runner]\ntemplate = "pytest {selector}"\ngreen_exit_code = 0\n\n[liveness]\nplatforms = ["linux-ci", "mac", "ship-image"]\nstaleness_days = 7\nnot_run_lookback_commits = 20\nstaleness_ref = "${staleness}"\n${extra}`;

export function initStore(dir: string, config = CONFIG()): void {
  mkdirSync(join(dir, '.evolving', 'ticks'), { recursive: true });
  mkdirSync(join(dir, '.evolving', 'results', 'receipts'), { recursive: true });
  writeFileSync(join(dir, '.evolving', 'config'), config);
  writeFileSync(join(dir, '.evolving', 'HEAD'), '');
}

export function testCheck(
  ref: string,
  options: Partial<TestCheck> & { platforms?: string[]; triggers?: string[] } = {},
): TestCheck {
  const { platforms = ['linux-ci'], triggers = ['pyproject.toml'], ...rest } = options;
  return {
    by: 'test',
    ref,
    verified_at_sha: '5a1f0c3e9b7d2468ace013579bdf2468ace01357',
    counter_test: `${ref} --counter`,
    liveness: { platforms, triggered_by: triggers, surfaces: ['deps'] },
    ...rest,
  };
}

export function bound(claim: string, check: TestCheck): Ground {
  return { claim, supports: 'chosen', check };
}

/** Writes a live tick (its id computed) and makes it HEAD; returns the tick. */
export function writeTick(
  dir: string,
  decision: string,
  grounds: Ground[],
  extra: Partial<Omit<Tick, 'unknownKeys'>> = {},
): Tick {
  const payload = { decision, observe: '', grounds, parent_id: extra.parent_id ?? '' };
  const tick: Tick = {
    ...payload,
    id: tickId(payload),
    status: 'live',
    held_since: '2026-01-01T00:00:00Z',
    blame: 'Ada Lovelace',
    unknownKeys: [],
    ...extra,
  };
  const onDisk: Partial<Tick> = { ...tick };
  delete onDisk.unknownKeys;
  writeFileSync(
    join(dir, '.evolving', 'ticks', tick.id),
    JSON.stringify(sortKeys(onDisk), null, 2),
  );
  writeFileSync(join(dir, '.evolving', 'HEAD'), tick.id);
  return tick;
}

export function receiptPath(dir: string, ref: string): string {
  return join(dir, '.evolving', 'results', 'receipts', `${receiptKey(ref)}.jsonl`);
}

/** Writes receipt lines (objects are serialised compactly with sorted keys; strings are raw lines). */
export function writeReceipts(
  dir: string,
  ref: string,
  rows: (Record<string, unknown> | string)[],
): void {
  const lines = rows.map((r) => (typeof r === 'string' ? r : JSON.stringify(sortKeys(r))));
  writeFileSync(receiptPath(dir, ref), lines.map((l) => `${l}\n`).join(''));
}

export interface Captured {
  code: number;
  stdout: string;
  stderr: string;
  lines: string[];
}

export async function runCommand(
  command: Command,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  evRules?: EvRules,
): Promise<Captured> {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    ...(evRules === undefined ? {} : { evRules }),
    cwd,
    env,
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
  };
  const code = await command(args, io);
  return { code, stdout, stderr, lines: stdout.split('\n').filter((l) => l !== '') };
}
