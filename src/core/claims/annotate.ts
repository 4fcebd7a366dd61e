/**
 * Reading the world under each anchor, now (docs/ev-0.2.md, "Reading an
 * anchor"): its status, its drift and the cell joining them, taken together,
 * as ev 0.2.4's `brief --json`, `doctor` and `verify` do. The world is data
 * (a `World`): one tree, the commits this clone holds, and the history drift
 * is counted over — the work tree and HEAD for the CLI, a commit for the
 * action. Nothing is recorded. Pure.
 */
import { statusOf, type CommitIndex, type Status, type Tree } from './anchors.js';
import { cellOf, type Cell } from './cells.js';
import { driftSince, tableKey, type History } from './drift.js';
import { anchorPath } from './evidence.js';
import type { ClaimView, Derived, EvidenceView } from './fold.js';

export interface World {
  tree: Tree;
  commits: CommitIndex;
  history: History;
  /**
   * What was left unmeasured and why, one line each naming the ledger file
   * and line: an anchor path refused as a pathspec (over a cap), the time
   * budget spent. Shown as warnings; the readings stand without those drifts.
   */
  notes?: string[];
}

/** One look at one anchor: what it says now, how far the world moved under it, and the join. */
export interface AnchorReading {
  status: Status;
  drift?: number;
  cell?: Cell;
}

/** The reading of a parseable pointer; undefined for one no grammar accepts (ev cannot re-read it). */
export function readAnchor(
  evidence: EvidenceView,
  lastAck: string | undefined,
  world: World,
): AnchorReading | undefined {
  const ref = evidence.parsed;
  if (ref === undefined) return undefined;
  const status = statusOf(ref, world.tree, world.commits);
  const path = anchorPath(ref);
  const drift =
    path === undefined
      ? undefined
      : driftSince(world.history, world.tree, lastAck, evidence.base, path);
  const reading: AnchorReading = { status };
  if (drift !== undefined) reading.drift = drift;
  const cell = cellOf(status, drift);
  if (cell !== undefined) reading.cell = cell;
  return reading;
}

/**
 * The claim with each evidence's status, drift and cell as read now. A
 * pointer no grammar accepts keeps the status the ledger recorded, and its
 * cell is the join of that status with no drift (`legacy` for `failed`).
 */
export function lookAt(claim: ClaimView, world: World): ClaimView {
  const evidence = claim.evidence.map((item): EvidenceView => {
    // A fold's evidence holds no reading yet: copied as it is (a rest pattern costs far more).
    const rest = 'drift' in item || 'cell' in item ? withoutReading(item) : item;
    const reading = readAnchor(item, claim.lastAck, world);
    if (reading === undefined) {
      const cell = cellOf(item.status, undefined);
      return cell === undefined ? { ...rest } : { ...rest, cell };
    }
    return { ...rest, ...reading };
  });
  return { ...claim, evidence };
}

function withoutReading(item: EvidenceView): EvidenceView {
  const { drift: _drift, cell: _cell, ...rest } = item;
  return rest;
}

/** Every claim of the fold looked at now; the returned demands are the same claims' looks. */
export function annotate(derived: Derived, world: World): Derived {
  const looked = new Map<string, ClaimView>();
  const look = (claim: ClaimView): ClaimView => {
    let seen = looked.get(claim.id);
    if (seen === undefined) looked.set(claim.id, (seen = lookAt(claim, world)));
    return seen;
  };
  return {
    ...derived,
    claims: derived.claims.map(look),
    closed: derived.closed.map(look),
    grey: derived.grey.map(look),
    demandsReturned: derived.demandsReturned.map(look),
  };
}

/** What an adapter must know to build a `World` for these claims ahead of reading them. */
export interface WorldQuestions {
  /** Paths the tree is probed at (anchor paths) or asked whether they are directories (their table keys). */
  paths: Set<string>;
  /** The anchor paths whose text is read (a pass-line is looked for). */
  texts: Set<string>;
  /** `commit:` texts. */
  commits: Set<string>;
  /** Each anchored path → the reference texts its drift may be counted from (the claim's last ack, the base). */
  drift: Map<string, Set<string>>;
  /** Each anchored path (and `commit:<text>`) → the first evidence event citing it (where a note about it points). */
  origins?: Map<string, { file: string; line: number }>;
}

export function worldQuestions(claims: Iterable<ClaimView>): WorldQuestions {
  const questions: WorldQuestions = {
    paths: new Set(),
    texts: new Set(),
    commits: new Set(),
    drift: new Map(),
    origins: new Map(),
  };
  for (const claim of claims) {
    for (const evidence of claim.evidence) {
      const ref = evidence.parsed;
      if (ref === undefined || ref.kind === 'metric' || ref.kind === 'url') continue;
      if (ref.kind === 'commit') {
        questions.commits.add(ref.payload);
        const key = `commit:${ref.payload}`;
        if (!questions.origins?.has(key))
          questions.origins?.set(key, { file: evidence.filed.file, line: evidence.filed.line });
        continue;
      }
      const path = anchorPath(ref) as string;
      questions.paths.add(path);
      if (ref.passline !== undefined) questions.texts.add(path);
      const key = tableKey(path);
      if (key !== undefined) questions.paths.add(key);
      let references = questions.drift.get(path);
      if (references === undefined) questions.drift.set(path, (references = new Set()));
      if (claim.lastAck !== undefined) references.add(claim.lastAck);
      if (evidence.base !== undefined) references.add(evidence.base);
      if (!questions.origins?.has(path))
        questions.origins?.set(path, { file: evidence.filed.file, line: evidence.filed.line });
    }
  }
  return questions;
}
