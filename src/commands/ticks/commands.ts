/**
 * The commands on ev 0.1's decisions (`.evolving/ticks/`), in a module of
 * their own: models/ticks/model.ts loads it on first use, so that the CLI's ev 0.2
 * commands neither compile nor start what only these need.
 */
import { brief } from './brief.js';
import { check } from './check.js';
import type { Command } from '../io.js';
import { list } from './list.js';
import { log } from './log.js';
import { reopen } from './reopen.js';
import { show } from './show.js';
import { verify } from './verify.js';
import { why } from './why.js';

export const TICKS_COMMANDS: Record<string, Command> = {
  verify,
  check,
  show,
  list,
  log,
  brief,
  why,
  reopen,
};
