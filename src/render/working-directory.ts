/**
 * The ledger's directory in the repository (the action's
 * `working-directory`), as every surface names and links paths under it.
 */
/** `working-directory` without `./`, `.` segments, empty segments or a trailing slash; `''` for the root. */
export function normalizeWorkingDirectory(workingDirectory: string): string {
  return workingDirectory
    .replace(/\\/g, '/')
    .split('/')
    .filter((part) => part !== '' && part !== '.')
    .join('/');
}

/** Prefix that turns a ledger-root-relative path into a repository-relative one (`''` or `dir/`). */
export function ledgerPathPrefix(workingDirectory: string): string {
  const dir = normalizeWorkingDirectory(workingDirectory);
  return dir === '' ? '' : `${dir}/`;
}

/** A repository-relative path as seen from the ledger root, or undefined when outside it. */
export function toLedgerRelative(repoPath: string, workingDirectory: string): string | undefined {
  const prefix = ledgerPathPrefix(workingDirectory);
  if (prefix === '') return repoPath;
  return repoPath.startsWith(prefix) ? repoPath.slice(prefix.length) : undefined;
}
