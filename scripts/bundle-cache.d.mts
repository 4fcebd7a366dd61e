/** The bundle of the current sources (scripts/bundle-cache.mjs). */
export const REPO_ROOT: string;
export const CACHE_DIR: string;
/** The key of the current sources: a hash over each input's path and content. */
export function sourcesKey(): string;
/** The file of a bundle that names the key of the sources it was made from. */
export const SOURCES_KEY_FILE: string;
/**
 * The directory holding index.js, action.js, cli.js and package.json for the current sources,
 * built when it is not there yet; with `fromDist`, the committed dist/ when it names their key.
 */
export function currentBundleDir(options?: { fromDist?: boolean }): string;
