/**
 * Counts the git processes a run starts: a `git` first on PATH that notes
 * its arguments, then runs the real git. For assertions on how many
 * processes the action starts (never on how long they take).
 */
import { accessSync, constants, chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { shellQuote } from './git-repo.js';

export interface CountingGit {
  /** PATH with the counting git first: give it to the run (`env: { PATH }`). */
  PATH: string;
  /** The git commands started since the last call (each its arguments, joined by spaces). */
  take(): string[];
}

function realGit(): string {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const candidate = join(dir, 'git');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  throw new Error('no git on PATH');
}

export function countingGit(dir: string): CountingGit {
  const bin = join(dir, 'counting-git');
  const log = join(dir, 'git-commands.log');
  mkdirSync(bin, { recursive: true });
  writeFileSync(log, '');
  const script = join(bin, 'git');
  writeFileSync(
    script,
    `#!/bin/sh\nprintf '%s\\n' "$*" >> ${shellQuote(log)}\nexec ${shellQuote(realGit())} "$@"\n`,
  );
  chmodSync(script, 0o755);
  let seen = 0;
  return {
    PATH: `${bin}${delimiter}${process.env.PATH ?? ''}`,
    take() {
      const lines = readFileSync(log, 'utf8').split('\n').slice(0, -1);
      const taken = lines.slice(seen);
      seen = lines.length;
      return taken;
    },
  };
}

/**
 * Gives the repository at `repoDir` a second object store, `elsewhere`
 * (empty): `objects/info/alternates`, which git reads and the in-process
 * reader leaves to git, so every question of a run there is git's.
 */
export function plantAlternates(repoDir: string, elsewhere: string): void {
  mkdirSync(join(elsewhere, 'objects'));
  writeFileSync(join(repoDir, '.git/objects/info/alternates'), `${join(elsewhere, 'objects')}\n`);
}
