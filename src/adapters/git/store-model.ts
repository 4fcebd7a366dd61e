/**
 * The store's model as a commit holds it, read from git objects (never from
 * the work tree, which a pull request controls): what judges a pull request
 * is decided by its base commit (docs/USAGE.md#trust-model). The rule is
 * store.ts's `modelFrom`, applied to the entries of the commit's
 * `.evolving/` (one `git ls-tree`) and, when it is there, the text of its
 * `version` file.
 */
import type { Repository } from './runner.js';
import { directoryAt, textAtCommit } from './pull-request.js';
import { modelFrom, READ_BOUNDS, type StoreModel } from '../files/store.js';

export interface StoreAtCommit {
  model: StoreModel;
  /** The names directly in the commit's `.evolving/` (`ticks`, `HEAD`, `config`, `ledger`…). */
  names: ReadonlySet<string>;
  /**
   * Why the commit's `.evolving` is not read: it is there, but a symbolic
   * link or a submodule, not a directory (the work tree's is refused the
   * same way). Its model is then unknown, never taken for "none".
   */
  refused?: string;
}

/** `.evolving` under the ledger directory (repository-relative, `''` for the root). */
export function evolvingPathOf(ledgerDir: string): string {
  return ledgerDir === '' || ledgerDir === '.' ? '.evolving' : `${ledgerDir}/.evolving`;
}

/**
 * The model of the store in `ledgerDir` (repository-relative) at `commit`:
 * `none` when the commit holds no `.evolving/` there; undefined when git
 * cannot read the commit (missing from the clone, not a commit id).
 */
export async function storeAtCommit(
  repository: Repository | null,
  commit: string,
  ledgerDir: string,
): Promise<StoreAtCommit | undefined> {
  const evolving = evolvingPathOf(ledgerDir);
  const listing = await directoryAt(repository, commit, evolving);
  if (listing === undefined) return undefined;
  const { entries, itself } = listing;
  // There, but no directory: its model is unknown, never taken for "none".
  if (itself !== undefined)
    return {
      model: 'none',
      names: new Set(),
      refused: `${evolving} at ${commit.slice(0, 12)} is ${itself.type === 'commit' ? 'a submodule' : itself.mode === '120000' ? 'a symbolic link' : 'a file'}, not a directory: its store is not read`,
    };
  const names = new Set(entries.map((entry) => entry.name));
  const versionEntry = entries.find((entry) => entry.name === 'version' && entry.type === 'blob');
  const version =
    versionEntry === undefined
      ? undefined
      : (
          await textAtCommit(repository, commit, `${evolving}/version`, READ_BOUNDS.version)
        )?.trim();
  return {
    model: modelFrom(
      (name) => names.has(name),
      () => version,
    ),
    names,
  };
}
