/**
 * The action's inputs (action.yml), read once and validated: a bad value is
 * one clear error naming the input, never a guess.
 */
import { DEFAULT_CHECK_NAME } from '../render/comment.js';
import type { GateScope } from '../render/ticks/report.js';
import type { BindingsListing } from '../render/ticks/summary.js';
import { parseSeals } from '../core/ticks/verdict/receipt-seal.js';
import { formatShard, parseShard, type Shard } from '../core/ticks/verdict/shard.js';

export type StalenessRefInput = 'config' | 'local-head' | 'none' | 'base';
export type CommentMode = 'auto' | 'always' | 'never';
/** `run-checks`: `off` (false), `all` (true or all: every binding for `platform`), `needed` (docs/USAGE.md#receipts-in-ci). */
export type RunChecksMode = 'off' | 'all' | 'needed';

export interface ActionInputs {
  token: string;
  workingDirectory: string;
  runChecks: RunChecksMode;
  platform: string;
  /** undefined: every declared platform decides (no `--attest`). */
  attest?: string[];
  stalenessRef: StalenessRefInput;
  selectedList: string;
  changedFromDiff: boolean;
  /** `gate`: `true` and `regressions` are on. */
  gate: boolean;
  /** `gate: regressions` counts only what the pull request broke; `true` counts every gating verdict. */
  gateScope: GateScope;
  failOnViolation: boolean;
  comment: CommentMode;
  checkRun: boolean;
  checkName: string;
  maxAnnotations: number;
  /** `bindings`: the summary lists the bindings that need a look (`failing`) or all of them, those first. */
  bindings: BindingsListing;
  /** Seconds. */
  checkTimeout: number;
  reportPath: string;
  /** `receipts`: receipt directories to merge before evaluating (patterns, relative to the workspace). */
  receipts: string[];
  /**
   * `receipts-digest`: the seals of the receipts directories `receipts` may
   * merge (core/ticks/verdict/receipt-seal.ts); undefined when the input is empty.
   */
  receiptsDigest?: ReadonlySet<string>;
  /** `check-jobs`: bound checks run at once. */
  checkJobs: number;
  /** `context`: show the decisions behind the changed files (docs/USAGE.md#context). */
  context: boolean;
  /** `commands`: answer `/evolving` commands on `issue_comment` (docs/USAGE.md#the-bot). */
  commands: boolean;
  /** `shard`: run only this share of the bound checks; the job then gates and publishes nothing (`shardJob`). */
  shard?: Shard;
}

export class InputError extends Error {}

/**
 * Every input action.yml declares, in its order. The runner sets
 * `INPUT_<NAME>` for each key of a step's `with:`, declared or not, and only
 * warns about the others: a misspelt gating input (`claim-gate`) would leave
 * its gate at the default. So any `INPUT_*` variable not named here is
 * refused (unknownInputs). __tests__/docs/action-metadata.test.ts holds this
 * list to action.yml's.
 */
export const ACTION_INPUTS = [
  'token',
  'working-directory',
  'run-checks',
  'platform',
  'attest',
  'staleness-ref',
  'selected-list',
  'changed-from-diff',
  'gate',
  'fail-on-violation',
  'claims-gate',
  'comment',
  'check-run',
  'check-name',
  'max-annotations',
  'bindings',
  'check-timeout',
  'report-path',
  'receipts',
  'receipts-digest',
  'check-jobs',
  'shard',
  'context',
  'commands',
] as const;

const INPUT_PREFIX = 'INPUT_';

/** The variable the runner sets for an input: upper case, spaces to `_`, hyphens kept. */
export function inputVariable(name: string): string {
  return `${INPUT_PREFIX}${name.replace(/ /g, '_').toUpperCase()}`;
}

/** Edit distance (insertions, deletions, substitutions, adjacent swaps) between two short names. */
function editDistance(a: string, b: string): number {
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) {
    const row: number[] = [i];
    for (let j = 1; j <= b.length; j += 1) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const above = rows[i - 1] as number[];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(
        (above[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (above[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      row.push(best);
    }
    rows.push(row);
  }
  return (rows[a.length] as number[])[b.length] as number;
}

/** How a name compares with the declared ones: case, `_` and spaces aside. */
const comparable = (name: string): string => name.toLowerCase().replace(/[_ ]/g, '-');

/** The declared input nearest to `name`, when one is near enough to be what was meant. */
export function nearestInput(name: string): string | undefined {
  const wanted = comparable(name);
  let nearest: { name: string; distance: number } | undefined;
  for (const declared of ACTION_INPUTS) {
    const distance = editDistance(wanted, declared);
    if (nearest === undefined || distance < nearest.distance)
      nearest = { name: declared, distance };
  }
  if (nearest === undefined) return undefined;
  const near = nearest.distance <= Math.max(2, Math.floor(wanted.length / 3));
  return near || wanted.includes(nearest.name) || nearest.name.includes(wanted)
    ? nearest.name
    : undefined;
}

/**
 * The `INPUT_*` variables of `env` that name no declared input, sorted. They come from a `with:`
 * key action.yml does not declare, or from an `env:` that sets an `INPUT_`
 * variable; the action cannot tell the two apart, and @actions/core reads
 * both as inputs, so both are refused (docs/USAGE.md#inputs).
 */
export function unknownInputs(env: NodeJS.ProcessEnv): string[] {
  const declared = new Set<string>(ACTION_INPUTS.map(inputVariable));
  return Object.keys(env)
    .filter((variable) => variable.startsWith(INPUT_PREFIX) && !declared.has(variable))
    .sort();
}

/** Refuses what unknownInputs finds: one error naming each, and the input it is nearest to. */
export function refuseUnknownInputs(env: NodeJS.ProcessEnv): void {
  const unknown = unknownInputs(env);
  if (unknown.length === 0) return;
  const described = unknown.map((variable) => {
    const name = variable.slice(INPUT_PREFIX.length).toLowerCase();
    const nearest = nearestInput(name);
    return `\`${name}\`${nearest === undefined ? '' : ` (did you mean \`${nearest}\`?)`}`;
  });
  const one = unknown.length === 1;
  const list = one
    ? (described[0] as string)
    : `${described.slice(0, -1).join(', ')} and ${described[described.length - 1] as string}`;
  throw new InputError(
    `${one ? 'input' : 'inputs'} ${list} ${one ? 'is' : 'are'} not declared by this action, ` +
      `so ${one ? 'it' : 'they'} would be ignored. Fix the step's \`with:\`, or remove ` +
      `${unknown.join(', ')} from \`env:\` (docs/USAGE.md#inputs)`,
  );
}

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

/**
 * The spellings YAML 1.2 (and @actions/core's getBooleanInput) reads as a
 * boolean. `yes`, `on` or `1` are refused rather than guessed: a workflow
 * means what it says, and a typo must not switch a gate.
 */
const TRUE_SPELLINGS = ['true', 'True', 'TRUE'];
const FALSE_SPELLINGS = ['false', 'False', 'FALSE'];

function boolean(read: InputReader, name: string, fallback: boolean): boolean {
  const value = read(name);
  if (value === '') return fallback;
  if (TRUE_SPELLINGS.includes(value)) return true;
  if (FALSE_SPELLINGS.includes(value)) return false;
  throw new InputError(`input \`${name}\` must be true or false (got ${JSON.stringify(value)})`);
}

/** `gate`: a boolean, or `regressions` (on, counting only what the pull request broke). */
function gateOf(read: InputReader): Pick<ActionInputs, 'gate' | 'gateScope'> {
  const raw = read('gate');
  if (raw.toLowerCase() === 'regressions') return { gate: true, gateScope: 'regressions' };
  if (raw === '' || TRUE_SPELLINGS.includes(raw)) return { gate: true, gateScope: 'all' };
  if (FALSE_SPELLINGS.includes(raw)) return { gate: false, gateScope: 'all' };
  throw new InputError(
    `input \`gate\` must be one of true, false, regressions (got ${JSON.stringify(raw)})`,
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

function runChecksMode(read: InputReader): RunChecksMode {
  const raw = read('run-checks');
  if (raw === '' || FALSE_SPELLINGS.includes(raw)) return 'off';
  if (TRUE_SPELLINGS.includes(raw)) return 'all';
  const value = raw.toLowerCase();
  if (value === 'all') return 'all';
  if (value === 'needed') return 'needed';
  throw new InputError(
    `input \`run-checks\` must be one of false, true, all, needed (got ${JSON.stringify(read('run-checks'))})`,
  );
}

/**
 * `receipts`: newline- or comma-separated directory patterns (globs allowed,
 * resolved later), each relative to the workspace or absolute — the runner's
 * temp directory, `${{ runner.temp }}/…`, where artifacts are downloaded out
 * of the checkout's reach; which absolute paths are accepted is decided when
 * they are read (adapters/ticks/receipt-sources.ts). No `..`. Blank entries are
 * dropped.
 */
function receiptPatterns(read: InputReader): string[] {
  const patterns = read('receipts')
    .split(/[\n,]/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const pattern of patterns) {
    if (pattern.split(/[\\/]/).includes('..')) {
      throw new InputError(
        `input \`receipts\` must list paths inside the workspace or the runner's temp directory, without \`..\` (got ${JSON.stringify(pattern)})`,
      );
    }
  }
  return patterns;
}

/** `receipts-digest`: the seals given (docs/USAGE.md#receipts-in-ci); undefined when empty. */
function receiptSeals(read: InputReader): ReadonlySet<string> | undefined {
  const value = read('receipts-digest');
  if (value.trim() === '') return undefined;
  const parsed = parseSeals(value);
  if ('error' in parsed) throw new InputError(`input \`receipts-digest\` ${parsed.error}`);
  return parsed.seals;
}

function platforms(value: string): string[] | undefined {
  if (value === '') return undefined;
  return value.split(',').map((platform) => platform.trim());
}

function isOutsideRepository(path: string): boolean {
  return path.startsWith('/') || /^[A-Za-z]:/.test(path) || path.split(/[\\/]/).includes('..');
}

function relativePath(read: InputReader, name: string, fallback: string): string {
  const value = read(name) || fallback;
  if (isOutsideRepository(value)) {
    throw new InputError(
      `input \`${name}\` must be a path inside the repository (got ${JSON.stringify(value)})`,
    );
  }
  return value;
}

/** `shard`: K/N, or undefined when empty. It splits the bound checks, so it needs them run. */
function shardInput(read: InputReader, runChecks: RunChecksMode): Shard | undefined {
  const value = read('shard');
  if (value === '') return undefined;
  const shard = parseShard(value);
  if ('problem' in shard)
    throw new InputError(`input \`shard\` ${shard.problem} (got ${JSON.stringify(value)})`);
  if (runChecks === 'off')
    throw new InputError(
      `input \`shard\` (${formatShard(shard)}) splits the bound checks between jobs, so it needs \`run-checks: all\` or \`needed\` (got ${JSON.stringify(read('run-checks') || 'false')})`,
    );
  return shard;
}

/**
 * A shard job judges only its share of the bindings: it never gates,
 * comments or creates a check run (each would speak for the whole ledger,
 * and shards would overwrite each other's comment; publish.ts leaves out its
 * file annotations too). The job that merges the shards' receipts does,
 * whatever this job's inputs say.
 */
function shardJob(inputs: ActionInputs, shard: Shard): ActionInputs {
  return {
    ...inputs,
    shard,
    gate: false,
    failOnViolation: false,
    comment: 'never',
    checkRun: false,
  };
}

export function readInputs(read: InputReader): ActionInputs {
  const attest = platforms(read('attest'));
  const inputs: ActionInputs = {
    token: read('token'),
    workingDirectory: relativePath(read, 'working-directory', '.'),
    runChecks: runChecksMode(read),
    platform: read('platform') || 'linux-ci',
    stalenessRef: oneOf(
      read,
      'staleness-ref',
      ['none', 'config', 'local-head', 'base'] as const,
      // A CI checkout has no meaningful sha reference (see USAGE "Staleness in CI"):
      // the checks run on the commit itself, so only age and trigger staleness apply.
      'none',
    ),
    selectedList: relativePath(read, 'selected-list', '.evolving/results/selected.json'),
    changedFromDiff: boolean(read, 'changed-from-diff', false),
    ...gateOf(read),
    failOnViolation: boolean(read, 'fail-on-violation', true),
    comment: oneOf(read, 'comment', ['auto', 'always', 'never'] as const, 'auto'),
    checkRun: boolean(read, 'check-run', true),
    checkName: read('check-name') || DEFAULT_CHECK_NAME,
    maxAnnotations: positiveInteger(read, 'max-annotations', 200, { allowZero: true }),
    bindings: oneOf(read, 'bindings', ['failing', 'all'] as const, 'failing'),
    checkTimeout: positiveInteger(read, 'check-timeout', 600),
    reportPath: read('report-path'),
    receipts: receiptPatterns(read),
    checkJobs: positiveInteger(read, 'check-jobs', 1),
    context: boolean(read, 'context', true),
    commands: boolean(read, 'commands', true),
  };
  if (attest !== undefined) inputs.attest = attest;
  const seals = receiptSeals(read);
  if (seals !== undefined) inputs.receiptsDigest = seals;
  const shard = shardInput(read, inputs.runChecks);
  return shard === undefined ? inputs : shardJob(inputs, shard);
}

/** A platform name as an error message quotes it (an empty entry of a list, visibly). */
function platformName(name: string): string {
  return name === '' ? '"" (an empty entry)' : `\`${name}\``;
}

/**
 * `attest` and `platform` against the platforms the ledger's bindings
 * declare (docs/USAGE.md#trust-model): an `attest` platform no binding
 * declares makes every binding that does not declare it exempt — a typo
 * (`linux_ci` for `linux-ci`) would judge nothing and pass — and a
 * `platform` no binding declares runs no check. Each is an input error
 * naming the declared platforms; `platform` only when checks run here. A
 * ledger whose bindings declare no platform at all (none bound yet) has
 * nothing to attest or run: neither is checked against it.
 */
export function checkDeclaredPlatforms(
  inputs: Pick<ActionInputs, 'attest' | 'platform'>,
  declared: readonly string[],
  checksRun: boolean,
): void {
  if (declared.length === 0) return;
  const known = `(declared: ${declared.map(platformName).join(', ')})`;
  const unknown = (inputs.attest ?? []).filter((platform) => !declared.includes(platform));
  if (unknown.length > 0)
    throw new InputError(
      `input \`attest\` names ${unknown.map(platformName).join(', ')}, which no binding declares ${known}: ` +
        'a binding that declares none of the attested platforms is exempt, so nothing would be judged. ' +
        'Name declared platforms, or leave `attest` empty to judge every platform a binding declares',
    );
  if (checksRun && !declared.includes(inputs.platform))
    throw new InputError(
      `input \`platform\` is ${platformName(inputs.platform)}${inputs.platform === 'linux-ci' ? ' (the default when unset)' : ''}, which no binding declares ${known}, ` +
        'and `run-checks` is on: no check would run. Set `platform` to the platform this job runs checks for',
    );
}
