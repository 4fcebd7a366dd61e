/**
 * The step's command files (`GITHUB_ENV`, `GITHUB_PATH`, `GITHUB_OUTPUT`,
 * `GITHUB_STATE`, `GITHUB_STEP_SUMMARY`): the runner reads them after the
 * step and applies what they say to every later step of the job — an
 * environment variable such as `NODE_OPTIONS=--require=…`, a PATH entry, an
 * output. A bound check is code from the branch under review and runs as the
 * runner's user, so it can find these files (their directory is
 * `$RUNNER_TEMP/_runner_file_commands/`) even though their variables are
 * removed from its environment.
 *
 * So the action snapshots each file before bound checks run and restores it
 * after: whatever a check wrote, created, replaced or removed is discarded,
 * and each file that changed is reported. Reads are bounded and never follow
 * a link; a restore never writes through a link. The content of a file is
 * never shown.
 */
import {
  closeSync,
  constants,
  fstatSync,
  ftruncateSync,
  openSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { createHash } from 'node:crypto';
import { readFileHead, readRegularFile } from '../files/untrusted-file.js';

/** The variables naming the step's command files, in the order reports list them. */
export const COMMAND_FILE_VARIABLES = [
  'GITHUB_ENV',
  'GITHUB_PATH',
  'GITHUB_OUTPUT',
  'GITHUB_STATE',
  'GITHUB_STEP_SUMMARY',
] as const;
export type CommandFileVariable = (typeof COMMAND_FILE_VARIABLES)[number];

/** Most bytes of a command file kept to restore it (the runner refuses a larger step summary anyway). */
export const SNAPSHOT_MAX_BYTES = 1024 * 1024;

/** What was at a command file's path before the checks ran. */
type Before =
  | { kind: 'missing' }
  | { kind: 'file'; bytes: Buffer }
  /** Larger than SNAPSHOT_MAX_BYTES: its size and the hash of its first bytes are kept. */
  | { kind: 'large'; size: number; headSha256: string }
  /** Not a regular file (a link, a directory…): not the runner's file, left as it is. */
  | { kind: 'other' };

interface Snapshot {
  variable: CommandFileVariable;
  path: string;
  before: Before;
}

export interface CommandFilesSnapshot {
  files: Snapshot[];
}

/** A command file a bound check changed. */
export interface CommandFileChange {
  variable: CommandFileVariable;
  path: string;
  /** True when it is as it was before the checks again. */
  restored: boolean;
  /** Why it could not be restored. */
  failure?: string;
}

const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

function look(path: string): Before {
  const read = readRegularFile(path, SNAPSHOT_MAX_BYTES);
  if (read.ok) return { kind: 'file', bytes: read.bytes };
  if (read.reason === 'missing') return { kind: 'missing' };
  if (read.reason === 'too-large') {
    const large = readFileHead(path, SNAPSHOT_MAX_BYTES);
    if (large !== undefined)
      return { kind: 'large', size: large.size, headSha256: sha256(large.head) };
  }
  return { kind: 'other' };
}

/**
 * Snapshots every command file `env` names. Call before the first bound check
 * runs; `restoreCommandFiles` after the last.
 */
export function snapshotCommandFiles(env: NodeJS.ProcessEnv): CommandFilesSnapshot {
  const files: Snapshot[] = [];
  for (const variable of COMMAND_FILE_VARIABLES) {
    const path = env[variable];
    if (path === undefined || path === '') continue;
    files.push({ variable, path, before: look(path) });
  }
  return { files };
}

function unchanged(before: Before, now: Before): boolean {
  if (before.kind === 'missing') return now.kind === 'missing';
  if (before.kind === 'file') return now.kind === 'file' && now.bytes.equals(before.bytes);
  if (before.kind === 'large')
    return now.kind === 'large' && now.size === before.size && now.headSha256 === before.headSha256;
  return true; // not the runner's file: nothing to compare with, nothing restored
}

/** The file opened for writing in place when a regular file is there; else whatever is there is removed and the file made anew. */
function openForRewrite(path: string): number {
  try {
    const fd = openSync(path, constants.O_WRONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
    if (fstatSync(fd).isFile()) return fd;
    closeSync(fd);
  } catch {
    // a link, a directory, a FIFO or nothing: made anew below
  }
  rmSync(path, { recursive: true, force: true });
  return openSync(
    path,
    constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW,
    0o644,
  );
}

/**
 * Writes `bytes` as the whole file at `path`, never through a link: a link
 * or anything but a regular file there is removed first. Throws what failed.
 */
export function rewriteFile(path: string, bytes: Buffer): void {
  const fd = openForRewrite(path);
  try {
    ftruncateSync(fd, 0);
    let written = 0;
    while (written < bytes.length)
      written += writeSync(fd, bytes, written, bytes.length - written, written);
  } finally {
    closeSync(fd);
  }
}

/** Cuts the regular file at `path` back to `size` bytes, never through a link. Throws what failed. */
export function truncateFile(path: string, size: number): void {
  const fd = openSync(path, constants.O_WRONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  try {
    ftruncateSync(fd, size);
  } finally {
    closeSync(fd);
  }
}

/** Puts one file back as it was; throws with what failed. */
function restore(snapshot: Snapshot): void {
  const { path, before } = snapshot;
  if (before.kind === 'missing') rmSync(path, { recursive: true, force: true });
  else if (before.kind === 'file') rewriteFile(path, before.bytes);
  else if (before.kind === 'large') {
    // Only what was added after the first SNAPSHOT_MAX_BYTES can be taken back: cut to the old size.
    truncateFile(path, before.size);
    if (!unchanged(before, look(path)))
      throw new Error(`it was larger than ${SNAPSHOT_MAX_BYTES} bytes before the checks`);
  }
}

/**
 * Restores every snapshotted file a bound check changed, and says which
 * changed. A file that cannot be restored is reported with why.
 */
export function restoreCommandFiles(snapshot: CommandFilesSnapshot): CommandFileChange[] {
  const changes: CommandFileChange[] = [];
  for (const file of snapshot.files) {
    if (unchanged(file.before, look(file.path))) continue;
    const change: CommandFileChange = { variable: file.variable, path: file.path, restored: true };
    try {
      restore(file);
    } catch (error) {
      change.restored = false;
      change.failure = error instanceof Error ? error.message : String(error);
    }
    changes.push(change);
  }
  return changes;
}

/** One error line per changed file: which file, that the change was discarded (or why not). */
export function describeCommandFileChange(change: CommandFileChange): string {
  const what = `${change.variable} (${change.path})`;
  return change.restored
    ? `A bound check changed the step's command file ${what}: the change was discarded. Bound checks cannot set environment variables, PATH entries, outputs, state or the job summary for the job.`
    : `A bound check changed the step's command file ${what} and it could not be restored (${change.failure ?? 'unknown error'}): later steps of this job may see what the check wrote.`;
}
