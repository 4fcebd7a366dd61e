/**
 * `report [--json] [--cwd DIR] [--changed PATH]... [--platform P] [--attest a,b]
 * [--staleness-ref none|config|local-head] [--base REV]`: evaluates the ledger
 * here and prints the pull-request comment and the job summary the action
 * would post (or the JSON report), without touching GitHub or writing
 * anything. `--changed` names a file the pull request would change
 * (repository-relative, as `git diff --name-only` prints it; repeatable):
 * the report then shows which declared triggers it touches and the
 * decisions in context. `--platform`, `--attest` and `--staleness-ref` are
 * the action's inputs of the same names (the default `none` is the action's),
 * so the preview is what CI shows for the receipts here; nothing is run.
 * On a store with ev 0.2 claims, their review is drawn beside the decisions
 * (or alone): every store's surfaces are composed as the action composes
 * them (render/review-surfaces.ts).
 * Exits 0 whenever it could evaluate: it previews, `check --exit-on-red` gates.
 */
import { statSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { commitOf } from '../adapters/git-claims-review.js';
import {
  detectStore,
  joinModels,
  modelHas,
  openTickFiles,
  StoreError,
  storesBelow,
  type StoreModel,
} from '../adapters/store.js';
import { storeAtCommit } from '../adapters/store-model.js';
import { previewClaims } from './claims-report.js';
import { claimsSurfaces, type ClaimsPublication } from '../core/render/claims-surfaces.js';
import { commentKey } from '../core/render/comment.js';
import { parseLedger } from '../core/ticks/ledger.js';
import {
  normalizeWorkingDirectory,
  serializeReport,
  toLedgerRelative,
  type Report,
} from '../core/render/report.js';
import {
  composeComment,
  composeReport,
  composeSummary,
  storeSurfaces,
  type ModelSurfaces,
  type SurfaceFrame,
} from '../core/render/review-surfaces.js';
import { STEP_SUMMARY_BYTE_LIMIT } from '../core/render/summary.js';
import { ticksSurfaces } from '../core/render/ticks-review.js';
import { openStore } from '../evaluation.js';
import { judgeDecisions, reportOf } from '../pipeline.js';
import { UsageError, type CliIo, type Command } from './io.js';
import { repositoryFor } from './repository.js';

/** `--staleness-ref`, as the action's input (without `base`, which needs a pull request). */
const STALENESS_REFS = ['none', 'config', 'local-head'] as const;
type StalenessRefOption = (typeof STALENESS_REFS)[number];

interface ReportOptions {
  json: boolean;
  cwd?: string;
  /** Repository-relative paths, as the pull request's file list gives them. */
  changed: string[];
  /** A CI job's `platform` (with run-checks on): advice as that job would give it. */
  platform?: string;
  attest?: string[];
  /** Default `none`, the action's default: the preview shows what CI shows. */
  stalenessRef: StalenessRefOption;
  /** ev 0.2 claims: the base revision of the pull request to preview. */
  base?: string;
}

function flagValue(args: string[], i: number, flag: string, what: string): string {
  const value = args[i];
  if (value === undefined || (value.startsWith('-') && value !== '-'))
    throw new UsageError(`report: ${flag} needs ${what}`);
  return value;
}

function parseArgs(args: string[]): ReportOptions {
  const options: ReportOptions = { json: false, changed: [], stalenessRef: 'none' };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--json') options.json = true;
    else if (arg === '--cwd') {
      const dir = args[++i];
      if (dir === undefined) throw new UsageError('report: --cwd needs a directory');
      options.cwd = dir;
    } else if (arg === '--changed') {
      const path = args[++i];
      if (path === undefined || normalizeWorkingDirectory(path) === '')
        throw new UsageError('report: --changed needs a file path');
      // `./src/a.ts` and `src//a.ts` name the file git lists as `src/a.ts`.
      options.changed.push(normalizeWorkingDirectory(path));
    } else if (arg === '--platform') {
      options.platform = flagValue(args, ++i, arg, 'a platform name');
    } else if (arg === '--attest') {
      const value = args[++i];
      if (value === undefined) throw new UsageError('report: --attest needs platform names');
      // Repeatable and comma-separated, as `check --attest`.
      options.attest = [...(options.attest ?? []), ...value.split(',')];
    } else if (arg === '--staleness-ref') {
      const value = flagValue(args, ++i, arg, `one of ${STALENESS_REFS.join(', ')}`);
      if (!(STALENESS_REFS as readonly string[]).includes(value))
        throw new UsageError(
          `report: --staleness-ref must be one of ${STALENESS_REFS.join(', ')} (got ${JSON.stringify(value)})`,
        );
      options.stalenessRef = value as StalenessRefOption;
    } else if (arg === '--base') {
      // ev 0.2 claims: the pull request from this revision to HEAD (commands/claims-report.ts).
      options.base = flagValue(args, ++i, arg, 'a revision');
    } else throw new UsageError(`report: unexpected argument ${JSON.stringify(arg)}`);
  }
  return options;
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** The stores below a directory without one, as `--cwd` values (a bounded search). */
function storesHint(cwd: string, given: string | undefined): string {
  const { stores } = storesBelow(cwd);
  if (stores.length === 0) return '';
  const base = given === undefined ? '' : normalizeWorkingDirectory(given);
  const dirs = stores.map((dir) => (base === '' ? dir : `${base}/${dir}`));
  return ` (found below: ${dirs.join(', ')} — pass --cwd ${dirs[0] as string})`;
}

export const report: Command = async (args, io: CliIo) => {
  const options = parseArgs(args);
  const cwd = resolve(io.cwd, options.cwd ?? '.');
  // As every other command says it (commands.ts withCwd): a --cwd that is not a directory.
  if (options.cwd !== undefined && !isDirectory(cwd)) {
    io.stderr(`error: --cwd ${options.cwd}: no such directory\n`);
    return 1;
  }
  // The store's model picks the reviews: 0.2's claims alone, or 0.1's decisions with them beside.
  // With --base, as the action decides it: the base's models too, whatever the work tree holds.
  const detected = detectStore(cwd);
  const atBase =
    options.base === undefined ? undefined : await baseModel(io, detected.root, options.base);
  const model = joinModels(detected.model, atBase ?? 'none');
  // Decisions the base holds and this work tree removed: the action judges them (each removal a
  // ledger violation); a preview of the work tree cannot, and says so.
  const ticksRemoved =
    modelHas(model, 'ticks') && !modelHas(detected.model, 'ticks') && detected.model !== 'none';
  const decisionsPreviewed = model !== 'claims' && !ticksRemoved;
  let claims: ClaimsPublication | undefined;
  if (modelHas(model, 'claims')) {
    const previewed = await previewClaims(io, detected.root, options.base);
    if ('error' in previewed) {
      if (!decisionsPreviewed) {
        io.stderr(`${previewed.error}\n`);
        return 1;
      }
      // Beside ticks, a claims review that cannot be made does not hold back the decisions' preview.
      io.stderr(
        `warning: ${previewed.error.replace(/^error: /, '')}: the decisions are previewed alone\n`,
      );
    } else claims = previewed;
  }
  const workingDirectory = options.cwd ?? '.';
  const frame: SurfaceFrame = { key: commentKey(workingDirectory) };
  const models: ModelSurfaces[] = [];
  if (ticksRemoved)
    io.stderr(
      `warning: --base ${options.base ?? ''} holds ev 0.1 decisions this work tree removed: the action judges them and names each removal as a ledger violation; the claims are previewed alone\n`,
    );
  if (decisionsPreviewed) {
    const decisions = await judgeDecisionsHere(options, cwd, io);
    if (typeof decisions === 'number') return decisions;
    // Only the surfaces are printed: no annotation is built.
    models.push(ticksSurfaces({ report: decisions, tickTexts: new Map() }, 0, frame));
  }
  if (claims !== undefined)
    models.push(
      claimsSurfaces(claims, frame, {
        event: 'cli',
        repository: '',
        headSha: claims.render.headSha,
        ...(claims.render.baseSha !== undefined ? { baseSha: claims.render.baseSha } : {}),
        workingDirectory,
      }),
    );
  const store = storeSurfaces(models);
  if (options.json) {
    io.stdout(serializeReport(composeReport(store)));
    return 0;
  }
  const summary = composeSummary(store, { maxBytes: STEP_SUMMARY_BYTE_LIMIT, surface: 'step' });
  io.stdout(
    `# The pull-request comment\n\n${composeComment(store, undefined)}\n\n---\n\n# The job summary\n\n${summary}\n`,
  );
  // A preview, not a gate (`check --exit-on-red` gates): it succeeds when it could print.
  return 0;
};

/** The model of the store at `--base` (read from git objects), or undefined when it names no commit here. */
async function baseModel(io: CliIo, root: string, base: string): Promise<StoreModel | undefined> {
  const repository = await repositoryFor(io, root);
  if (repository === null) return undefined;
  const commit = await commitOf({ repository, cwd: root, env: io.env }, base);
  if (commit === undefined) return undefined;
  const rel = relative(repository.workTree, root).split(sep).join('/');
  return (await storeAtCommit(repository, commit, rel.startsWith('..') ? '' : rel))?.model;
}

/**
 * ev 0.1's decisions judged here: the pipeline the action runs
 * (pipeline.ts), on the work tree, for a preview instead of a post; or the
 * exit status when there is no ledger to judge.
 */
async function judgeDecisionsHere(
  options: ReportOptions,
  cwd: string,
  io: CliIo,
): Promise<Report | number> {
  const opened = openStore(cwd);
  if ('error' in opened) {
    io.stderr(`${opened.error}${opened.kind === 'missing' ? storesHint(cwd, options.cwd) : ''}\n`);
    return 1;
  }
  const { store } = opened;
  const workingDirectory = options.cwd ?? '.';
  let entries;
  try {
    entries = parseLedger(openTickFiles(store));
  } catch (error) {
    // A ticks/ that cannot be listed (an empty .evolving/ has none): one line, no trace.
    if (!(error instanceof StoreError)) throw error;
    io.stderr(`error: ${error.message}\n`);
    return 1;
  }
  const changedInLedger = options.changed
    .map((file) => toLedgerRelative(file, workingDirectory))
    .filter((file): file is string => file !== undefined);
  const judged = await judgeDecisions({
    store,
    entries,
    guardingAt: ['HEAD'],
    staleness: options.stalenessRef,
    options: {
      host: { env: io.env, repository: await repositoryFor(io, cwd), offline: false },
      judgedBy: { attest: options.attest ?? null },
      record: false,
      ...(options.changed.length > 0 ? { change: { changedPaths: changedInLedger } } : {}),
    },
    warn: (message) => io.stderr(`${message}\n`),
  });
  const { evaluation, verify } = judged;
  // Every warning, ev's and ours (duplicate keys, a directory in ticks/, a malformed selected-list).
  const warnings = [
    ...evaluation.warnings,
    ...evaluation.problems,
    ...evaluation.actionWarnings,
    ...verify.warnings.map((warning) => warning.text),
  ];
  for (const line of warnings) io.stderr(`${line}\n`);
  return reportOf(judged, options.stalenessRef, {
    context: { event: 'cli', repository: '', workingDirectory },
    settings: {
      gate: true,
      failOnViolation: true,
      context: true,
      // With --platform, a preview of the job that ran the checks for it (from the receipts here).
      runChecks: options.platform === undefined ? 'off' : 'all',
      platform: options.platform ?? null,
      attest: options.attest ?? null,
    },
    ...(options.changed.length > 0
      ? { changedFiles: { files: [...new Set(options.changed)], capped: false } }
      : {}),
  });
}
