// The bundles the tests run: the action's entry (dist/index.js) and the CLI
// (dist/cli.js) built from the sources as they are now, so a change that
// was not bundled is still what is tested. Built once per state of the
// sources and kept (scripts/bundle-cache.mjs), or the committed dist/ when it
// was bundled from the sources as they are (a fresh clone); EV_ACTION_BUNDLE and EV_CLI
// point the tests at another bundle instead, e.g. the committed one:
//
//   EV_ACTION_BUNDLE=dist/index.js EV_CLI=dist/cli.js npm test
//
// Call these at a test file's top level (useE2E does): a first build takes
// a while, and a test's timeout should not count it.
import { join, resolve } from 'node:path';
import { currentBundleDir } from '../scripts/bundle-cache.mjs';

let current: string | undefined;

/** The directory of the current sources' bundle (index.js, action.js, cli.js), built if needed. */
export function currentBundle(): string {
  current ??= currentBundleDir({ fromDist: true });
  return current;
}

/** The action's entry the tests run: EV_ACTION_BUNDLE, else the current sources' index.js. */
export function actionBundle(): string {
  const chosen = process.env.EV_ACTION_BUNDLE;
  return chosen ? resolve(chosen) : join(currentBundle(), 'index.js');
}

/** The CLI the tests run: EV_CLI, else the current sources' cli.js. */
export function cliBundle(): string {
  const chosen = process.env.EV_CLI;
  return chosen ? resolve(chosen) : join(currentBundle(), 'cli.js');
}

/** Whether `bundle` is one this module built (its action.yml is the repository's, not a sibling's). */
export function isCurrentSourcesBundle(bundle: string): boolean {
  return current !== undefined && resolve(bundle).startsWith(`${current}/`);
}
