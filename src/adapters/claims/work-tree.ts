/**
 * The work tree as the core's `Tree` (core/claims/anchors.ts): what ev 0.2
 * reads at an anchored path when it looks in the checkout. ev joins the path
 * to the store's root and lets the operating system resolve it; so does this
 * (`realpath`: `..`, a trailing `/` after a file, a link, a missing component
 * all mean what they mean to `stat`). Then, unlike ev:
 *
 * - a file's content is read only for a pass-line, and never outside the
 *   repository's work tree or inside its git directory (or any `.git`):
 *   there such an anchor is `unreachable` — a ledger line must not turn the
 *   CLI (or the bot that runs it) into an oracle for the content of files
 *   such as `.git/config`, where a checkout keeps its token. Whether a path
 *   exists is answered anywhere, as ev answers it;
 * - a file is read bounded (ANCHOR_READ_BOUND) and never through a link
 *   (the resolved path is opened with O_NOFOLLOW): a larger file, a FIFO, a
 *   device or a socket is `unreachable`, never opened. An existence anchor
 *   opens nothing: a FIFO or a socket is `unreachable`, a device readable.
 *
 * docs/ev-0.2.md ("Where this reader differs from ev") lists these.
 */
import { accessSync, constants, realpathSync, statSync, type Stats } from 'node:fs';
import { isAbsolute, relative, sep } from 'node:path';
import type { PathProbe, Tree } from '../../core/claims/anchors.js';
import { ANCHOR_READ_BOUND } from './git-anchors.js';
import type { Repository } from '../git/runner.js';
import { readRegularFile } from '../files/untrusted-file.js';

/** The work tree under `root` (the directory holding `.evolving/`), confined to `repository`'s work tree (else `root`). */
export function workTreeOf(root: string, repository: Repository | null): Tree {
  const allowed = realOrSelf(repository?.workTree ?? root);
  const gitDir = repository === null ? undefined : realOrSelf(repository.gitDir);
  const probes = new Map<string, PathProbe>();
  const directories = new Map<string, boolean>();

  /** The real path `path` names (joined to the root as Rust's `Path::join` joins), and whether its content may be read. */
  const resolve = (path: string): { real: string; readable: boolean } | undefined => {
    const joined = joinedTo(root, path);
    let real: string;
    try {
      real = realpathSync.native(joined);
    } catch {
      return undefined; // what `Path::exists` answers for any failure to stat
    }
    const readable =
      inside(allowed, real) &&
      !(gitDir !== undefined && inside(gitDir, real)) &&
      !relative(allowed, real).split(sep).includes('.git');
    return { real, readable };
  };

  return {
    probe(path, text) {
      const key = `${text ? 't' : 'e'}${path}`;
      let found = probes.get(key);
      if (found === undefined) probes.set(key, (found = probeAt(resolve(path), text)));
      return found;
    },
    isDirectory(path) {
      let found = directories.get(path);
      if (found === undefined) {
        // One stat answers for the common case, a file; a directory is then resolved as any path is.
        found = statOf(joinedTo(root, path))?.isDirectory() === true;
        if (found) {
          const at = resolve(path);
          found = at !== undefined && statOf(at.real)?.isDirectory() === true;
        }
        directories.set(path, found);
      }
      return found;
    },
  };
}

/** Rust's `root.join(path)`: an absolute path replaces the root; nothing is normalised (the OS resolves `..`). */
function joinedTo(root: string, path: string): string {
  return isAbsolute(path) ? path : `${root}${root.endsWith(sep) ? '' : sep}${path}`;
}

function probeAt(at: { real: string; readable: boolean } | undefined, text: boolean): PathProbe {
  if (at === undefined) return { kind: 'absent' };
  if (!text) {
    const stats = statOf(at.real);
    if (stats === undefined) return { kind: 'absent' };
    const opens = stats.isFile() || stats.isCharacterDevice() || stats.isBlockDevice();
    return opens && mayRead(at.real) ? { kind: 'readable' } : { kind: 'unreadable' };
  }
  if (!at.readable) return { kind: 'unreadable' };
  const read = readRegularFile(at.real, ANCHOR_READ_BOUND);
  if (read.ok) return { kind: 'file', text: read.bytes.toString('utf8') };
  // Gone between the resolve and the read: as ev would have found it a moment later.
  return read.reason === 'missing' ? { kind: 'absent' } : { kind: 'unreadable' };
}

function statOf(real: string): Stats | undefined {
  try {
    return statSync(real);
  } catch {
    return undefined;
  }
}

function mayRead(real: string): boolean {
  try {
    accessSync(real, constants.R_OK);
    return true;
  } catch {
    return false;
  }
}

function realOrSelf(path: string): string {
  try {
    return realpathSync.native(path);
  } catch {
    return path;
  }
}

function inside(dir: string, path: string): boolean {
  const rel = relative(dir, path);
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel));
}
