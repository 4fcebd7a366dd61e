/**
 * The commands on ev 0.2's claims (`.evolving/ledger/`), in a module of their
 * own: models/claims/model.ts loads it on first use, so that what never runs
 * one (the action on ev 0.1 decisions, the CLI's ev 0.1 commands) neither
 * compiles nor starts the claims model.
 */
import type { CliIo } from '../io.js';
import { claimsBrief } from './brief.js';
import { claimsDoctor } from './doctor.js';
import { claimsLine } from './line.js';
import { claimsVerify } from './verify.js';

/** Each takes the arguments after its name, the caller's I/O, and the store's directory. */
export const CLAIMS_COMMANDS: Readonly<
  Record<string, (args: string[], io: CliIo, root: string) => Promise<number>>
> = {
  brief: claimsBrief,
  line: claimsLine,
  doctor: claimsDoctor,
  verify: claimsVerify,
};
