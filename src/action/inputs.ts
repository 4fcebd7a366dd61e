/**
 * The action's inputs (action.yml), read once and validated: a bad value is
 * one clear error naming the input, never a guess.
 */

export type StalenessRefInput = 'config' | 'local-head' | 'none' | 'base';
export type CommentMode = 'auto' | 'always' | 'never';

export interface ActionInputs {
  token: string;
  workingDirectory: string;
  runChecks: boolean;
  platform: string;
  /** undefined: every declared platform decides (no `--attest`). */
  attest?: string[];
  stalenessRef: StalenessRefInput;
  selectedList: string;
  changedFromDiff: boolean;
  gate: boolean;
  failOnViolation: boolean;
  comment: CommentMode;
  checkRun: boolean;
  checkName: string;
  maxAnnotations: number;
  /** Seconds. */
  checkTimeout: number;
  reportPath: string;
}

export class InputError extends Error {}

/** Reads a raw input value (as @actions/core's getInput does: trimmed, '' when unset). */
export type InputReader = (name: string) => string;

function oneOf<T extends string>(
  read: InputReader,
  name: string,
  allowed: readonly T[],
  fallback: T,
): T {
  const value = read(name) || fallback;
  if (!(allowed as readonly string[]).includes(value)) {
    throw new InputError(
      `input \`${name}\` must be one of ${allowed.join(', ')} (got ${JSON.stringify(value)})`,
    );
  }
  return value as T;
}

function boolean(read: InputReader, name: string, fallback: boolean): boolean {
  const value = read(name).toLowerCase();
  if (value === '') return fallback;
  if (['true', 'yes', 'on', '1'].includes(value)) return true;
  if (['false', 'no', 'off', '0'].includes(value)) return false;
  throw new InputError(
    `input \`${name}\` must be true or false (got ${JSON.stringify(read(name))})`,
  );
}

function positiveInteger(
  read: InputReader,
  name: string,
  fallback: number,
  { allowZero = false } = {},
): number {
  const value = read(name);
  if (value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < (allowZero ? 0 : 1)) {
    throw new InputError(
      `input \`${name}\` must be a whole number${allowZero ? '' : ' above 0'} (got ${JSON.stringify(value)})`,
    );
  }
  return number;
}

function platforms(value: string): string[] | undefined {
  if (value === '') return undefined;
  return value.split(',').map((platform) => platform.trim());
}

function relativePath(read: InputReader, name: string, fallback: string): string {
  const value = read(name) || fallback;
  if (value.startsWith('/') || value.split(/[\\/]/).includes('..')) {
    throw new InputError(
      `input \`${name}\` must be a path inside the repository (got ${JSON.stringify(value)})`,
    );
  }
  return value;
}

export function readInputs(read: InputReader): ActionInputs {
  const attest = platforms(read('attest'));
  const inputs: ActionInputs = {
    token: read('token'),
    workingDirectory: relativePath(read, 'working-directory', '.'),
    runChecks: boolean(read, 'run-checks', false),
    platform: read('platform') || 'linux-ci',
    stalenessRef: oneOf(
      read,
      'staleness-ref',
      ['config', 'local-head', 'none', 'base'] as const,
      'config',
    ),
    selectedList: relativePath(read, 'selected-list', '.evolving/results/selected.json'),
    changedFromDiff: boolean(read, 'changed-from-diff', false),
    gate: boolean(read, 'gate', true),
    failOnViolation: boolean(read, 'fail-on-violation', true),
    comment: oneOf(read, 'comment', ['auto', 'always', 'never'] as const, 'auto'),
    checkRun: boolean(read, 'check-run', true),
    checkName: read('check-name') || 'evolving',
    maxAnnotations: positiveInteger(read, 'max-annotations', 200, { allowZero: true }),
    checkTimeout: positiveInteger(read, 'check-timeout', 600),
    reportPath: read('report-path'),
  };
  if (attest !== undefined) inputs.attest = attest;
  return inputs;
}
