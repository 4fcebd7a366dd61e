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
import { commitOf } from '../adapters/claims/git-ledger.js';
import { detectStore, joinModels, modelHas, type StoreModel } from '../adapters/files/store.js';
import { storeAtCommit } from '../adapters/git/store-model.js';
import { commentKey } from '../render/comment.js';
import { serializeReport } from '../render/ticks/report.js';
import { normalizeWorkingDirectory } from '../render/working-directory.js';
import {
  composeComment,
  composeReport,
  composeSummary,
  storeSurfaces,
  type ModelSurfaces,
} from '../render/review-surfaces.js';
import { STEP_SUMMARY_BYTE_LIMIT } from '../render/ticks/summary.js';
import { UsageError, type CliIo, type Command } from '../commands/io.js';
import type { PreviewOptions, PreviewRequest } from './model.js';
import { modelNamed, modelsHeldBy } from './registry.js';
import { repositoryFor } from '../commands/repository.js';

/** `--staleness-ref`, as the action's input (without `base`, which needs a pull request). */
const STALENESS_REFS = ['none', 'config', 'local-head'] as const;

function flagValue(args: string[], i: number, flag: string, what: string): string {
  const value = args[i];
  if (value === undefined || (value.startsWith('-') && value !== '-'))
    throw new UsageError(`report: ${flag} needs ${what}`);
  return value;
}

function parseArgs(args: string[]): PreviewOptions {
  const options: PreviewOptions = { json: false, changed: [], stalenessRef: 'none' };
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
      options.stalenessRef = value as PreviewOptions['stalenessRef'];
    } else if (arg === '--base') {
      // ev 0.2 claims: the pull request from this revision to HEAD (models/claims/preview.ts).
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
  const workingDirectory = options.cwd ?? '.';
  const request: PreviewRequest = {
    io,
    cwd,
    root: detected.root,
    workingDirectory,
    frame: { key: commentKey(workingDirectory) },
    options,
  };
  // Each model the store holds, in the registry's order; one whose preview fails beside another's
  // (claims that cannot be read beside decisions) is said and left out.
  // With no store at all, ev 0.1's preview is the one that says so (and names a store below).
  const held = modelsHeldBy(model);
  const previewed = (held.length > 0 ? held : [modelNamed('ticks')]).filter(
    (one) => one.name !== 'ticks' || decisionsPreviewed,
  );
  if (ticksRemoved)
    io.stderr(
      `warning: --base ${options.base ?? ''} holds ev 0.1 decisions this work tree removed: the action judges them and names each removal as a ledger violation; the claims are previewed alone\n`,
    );
  const models: ModelSurfaces[] = [];
  for (const held of previewed) {
    const preview = await held.preview(request);
    if ('exit' in preview) return preview.exit;
    if (!('error' in preview)) {
      models.push(preview);
      continue;
    }
    if (previewed.length === 1) {
      io.stderr(`${preview.error}\n`);
      return 1;
    }
    io.stderr(
      `warning: ${preview.error.replace(/^error: /, '')}: the decisions are previewed alone\n`,
    );
  }
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
