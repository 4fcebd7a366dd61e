/**
 * The repository a command's git works in: the caller's when it located one
 * (the bot, from the workspace root), else located from the command's own
 * directory (`--cwd`, or the current one) — the directory the user chose.
 */
import { locateRepository, type Repository } from '../adapters/git/runner.js';
import type { CliIo } from './io.js';

export function repositoryFor(io: CliIo, dir: string): Promise<Repository | null> {
  return io.repository !== undefined
    ? Promise.resolve(io.repository)
    : locateRepository(dir, io.env);
}
