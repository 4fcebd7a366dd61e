/**
 * Run evidence (beyond ev): one line per execution of a bound ref or its
 * counter-test in `results/evidence/<key>.jsonl`, key = receiptKey(bound ref).
 * Content-addressed in the spirit of an EvidenceCore: the id hashes only what
 * a rerun of the same command on the same commit should reproduce (ref,
 * platform, commit, result, exit code, sha256 of stdout and of stderr); the
 * timestamps, duration and host stay outside the hash, so two identical runs
 * share an id. ev never reads this file. Pure.
 */
import { canonicalize } from 'json-canonicalize';
import { sha256Hex } from '../identity.js';
import type { RunResult } from './receipt.js';

export interface EvidenceCore {
  ref: string;
  platform: string;
  commit: string;
  result: RunResult;
  /** null when the process was killed (timeout, signal). */
  exit_code: number | null;
  stdout_sha256: string;
  stderr_sha256: string;
}

export interface RunEvidence extends EvidenceCore {
  /** The binding whose file this line lives in. */
  bound_ref: string;
  role: 'test' | 'counter-test';
  signal: string | null;
  timed_out: boolean;
  stdout_bytes: number;
  stderr_bytes: number;
  // Ephemeral: never hashed.
  started_at: string;
  finished_at: string;
  duration_ms: number;
  host: string;
}

export function evidenceCore(e: EvidenceCore): EvidenceCore {
  return {
    ref: e.ref,
    platform: e.platform,
    commit: e.commit,
    result: e.result,
    exit_code: e.exit_code,
    stdout_sha256: e.stdout_sha256,
    stderr_sha256: e.stderr_sha256,
  };
}

/** `sha256:<hex>` over the canonical JSON (RFC 8785) of the core. */
export function evidenceId(e: EvidenceCore): string {
  return `sha256:${sha256Hex(canonicalize(evidenceCore(e)))}`;
}

/** One evidence line: the id plus every field, canonical (sorted keys, compact), newline-terminated. */
export function formatEvidenceLine(e: RunEvidence): string {
  return `${canonicalize({ ...e, id: evidenceId(e) })}\n`;
}
