/**
 * What a pull request or a runner can put where the ledger is read: a
 * symbolic link to a secret outside the repository, to `/dev/zero` or to a
 * directory, and a FIFO. Plus a way to check that the secret went nowhere.
 */
import { execFileSync } from 'node:child_process';
import {
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';

/** The content of the secret file; no output may ever hold any of it. */
export const SECRET = 'SECRET=hunter2-never-print-me-7f3a9c';
/** Pieces of SECRET an excerpt would show (V8 quotes the first ten characters). */
export const SECRET_PIECES = ['SECRET', 'hunter2', 'never-print', '7f3a9c'];

/** Writes the secret file under `dir` (outside any repository) and returns its path. */
export function writeSecret(dir: string): string {
  const path = join(dir, 'secret.txt');
  writeFileSync(path, `${SECRET}\n`);
  return path;
}

export function plantLink(path: string, target: string): void {
  mkdirSync(dirname(path), { recursive: true });
  symlinkSync(target, path);
}

export function plantFifo(path: string): void {
  mkdirSync(dirname(path), { recursive: true });
  execFileSync('mkfifo', [path]);
}

/** The kinds of hostile entry every test runs through, and what a message calls each. */
export type Hostile = 'secret link' | '/dev/zero link' | 'directory link' | 'FIFO';

export const HOSTILE: readonly Hostile[] = [
  'secret link',
  '/dev/zero link',
  'directory link',
  'FIFO',
];

/** Plants `kind` at `path`; `secretPath` is the secret file, `outsideDir` any directory outside. */
export function plant(
  kind: Hostile,
  path: string,
  targets: { secretPath: string; outsideDir: string },
): void {
  if (kind === 'secret link') plantLink(path, targets.secretPath);
  else if (kind === '/dev/zero link') plantLink(path, '/dev/zero');
  else if (kind === 'directory link') plantLink(path, targets.outsideDir);
  else plantFifo(path);
}

/** What the untrusted-file primitives say about it. */
export function refusal(kind: Hostile): string {
  return kind === 'FIFO' ? 'is a FIFO (not read)' : 'is a symbolic link (not followed)';
}

/** The text of every regular file below `dir` (links and special files are not followed). */
export function regularFilesBelow(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (current: string): void => {
    let names: string[];
    try {
      names = readdirSync(current);
    } catch {
      return;
    }
    for (const name of names) {
      const path = join(current, name);
      const stats = lstatSync(path);
      if (stats.isDirectory()) walk(path);
      else if (stats.isFile()) files.set(path, readFileSync(path, 'utf8'));
    }
  };
  walk(dir);
  return files;
}

/** Fails when any piece of the secret is in `text`. */
export function holdsSecret(text: string): boolean {
  return SECRET_PIECES.some((piece) => text.includes(piece));
}
