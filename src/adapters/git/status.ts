/**
 * `git status --porcelain=v1 -z --no-renames` read: the entries of its
 * output (git/pull-request.ts asks whether the work tree is clean,
 * guarded-paths.ts which guarded paths are dirty).
 */

/** One entry of `git status --porcelain=v1 -z --no-renames`: its `XY` code and its repository-relative path. */
export interface StatusEntry {
  code: string;
  path: string;
}

/**
 * The entries of a `git status --porcelain=v1 -z --no-renames` output (decoded
 * by the caller: utf8 to show paths, latin1 to match git's bytes). Without
 * renames every entry is `XY <path>`, one per NUL-terminated field.
 */
export function statusEntries(output: string): StatusEntry[] {
  const entries: StatusEntry[] = [];
  for (const field of output.split('\0')) {
    if (field.length < 4) continue;
    entries.push({ code: field.slice(0, 2), path: field.slice(3) });
  }
  return entries;
}
