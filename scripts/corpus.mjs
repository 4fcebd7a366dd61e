/**
 * What the parity-case tools share (record-oracle.mjs, fuzz-ev-0.1.mjs,
 * fuzz-ev-0.2.mjs): the corpus's environment and its normalisation of
 * output (CONTRIBUTING.md#a-case). One definition, so a case recorded and a
 * scenario fuzzed run under the same rules as the suite replays them.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** An RFC 3339 UTC time as ev prints it; the corpus compares `<TS>` in its place. */
export const TIMESTAMP = /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g;

/** `text` with the scenario's temp path as `<DIR>` and every timestamp as `<TS>`. */
export function normalizeOutput(text, workdir) {
  return text.split(workdir).join('<DIR>').replace(TIMESTAMP, '<TS>');
}

/**
 * The corpus's environment: this process's, without git's, locale and
 * `dropAlso`'s variables, with LC_ALL=C.UTF-8, TZ=UTC, a fresh HOME, no git
 * system config, and no repository found above `ceiling` (default: HOME's
 * parent). `set` adds or overrides variables last.
 */
export function corpusEnv(home, { ceiling = dirname(home), dropAlso, set = {} } = {}) {
  const env = {};
  for (const [key, value] of Object.entries(process.env))
    if (!/^(GIT_|LC_|LANG)/.test(key) && !dropAlso?.test(key)) env[key] = value;
  mkdirSync(home, { recursive: true });
  return {
    ...env,
    LC_ALL: 'C.UTF-8',
    TZ: 'UTC',
    HOME: home,
    XDG_CONFIG_HOME: join(home, '.config'),
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CEILING_DIRECTORIES: ceiling,
    ...set,
  };
}
