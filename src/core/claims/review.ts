/**
 * The reviewer's lens on an ev 0.2 ledger: which claims does this change
 * move the ground under? Given the ledger folded at the base B and at the
 * head H — each anchor read in the `World` of its own commit — and the
 * paths the pull request changes, every anchor of every claim that carries
 * evidence (open, grey, closed and dead: a closed claim rests on its
 * evidence too) is sorted into one reading:
 *
 * - broken by this PR: it resolves at B and does not at H, for any reason
 *   (`changed`, `gone`, or `unreachable`: a link, a directory, a submodule,
 *   too large, not readable — the reason is kept);
 * - moved by this PR: the PR changes the anchored path and it still resolves;
 * - already moved on the base: its cell at B is moved, changed or gone, and
 *   the PR does not touch it (collapsed, counted like `ev doctor`'s census);
 * - untouched and still: counted only.
 *
 * What the PR appends for a claim (evidence, an ack, a hold, a demand, a
 * prune, a close) is shown beside it, naming the actor, and whether it
 * stands at H: ev's fold applies it (it follows the claim's filing in ev's
 * order), and evidence resolves at H, a hold leaves the claim grey, a close
 * closed or dead. A broken or moved claim with a disposition that stands is
 * settled in this PR (docs/USAGE.md, "Settled in this pull request"): it
 * leaves the broken and moved lists, and their findings. What the PR
 * records (claims, evidence, closes) is listed with ev's attach-time checks
 * as findings; and the ledger's integrity across the diff (integrity.ts) is
 * checked. Without a base (push, schedule, dispatch) the same lens reads one
 * commit: the census, the claims on moved code, ev doctor's integrity.
 *
 * Claims never gate by default (ev: nothing gates). The conclusion is
 * `neutral` when anything is broken or moved and not settled, else
 * `success`; `failure` only on a violation with fail-on-violation, or under
 * the opt-in anchor gate when a broken anchor's claim is not re-filed (with
 * evidence that resolves at H), held, closed or declared dead in the same PR
 * (an ack or a demand does not count: in ev an ack cannot clear a changed or
 * gone anchor). Pure.
 */
import type { Finding, ModelReview, Severity } from '../review/review.js';
import { annotate, readAnchor, type World } from './annotate.js';
import type { Status, Tree, UnreadableWhy } from './anchors.js';
import type { Cell } from './cells.js';
import { claimsWithEvidence, movementCensus, type MovementCensus } from './doctor.js';
import { tableKey } from './drift.js';
import type { Actor } from './events.js';
import { anchorPath, attachRefusal } from './evidence.js';
import {
  appliedClaimEvents,
  everyClaim,
  fold,
  type ClaimState,
  type ClaimView,
  type Derived,
  type EvidenceView,
} from './fold.js';
import {
  ackCommand,
  checkedRef,
  refile,
  successorOf,
  linesSurvive,
  textLines,
  type Suggestion,
} from './follow.js';
import { commitViolations, ledgerViolations, type LedgerViolation } from './integrity.js';
import { stringField } from './json.js';
import { lineMap, lineMapBudget, type LineMap, type LineMapBudget } from './line-map.js';
import type { Reading } from './readings.js';
import {
  scanLedger,
  type LedgerEvent,
  type LedgerScan,
  type SkippedLine,
  type WriterFile,
} from './scan.js';

/** The ledger at one commit: its writer files (from git objects), and the world its anchors are read in. */
export interface LedgerAtCommit {
  files: WriterFile[];
  world: World;
  /** `files` scanned and folded, when the reader already did (to ask its world's questions): not taken twice. */
  read?: { scan: LedgerScan; derived: Derived };
}

/** `claims-gate`: off (ev's law, the default), or `anchors` (a broken anchor must be re-filed). */
export type ClaimsGate = 'off' | 'anchors';

export interface ClaimsReviewInput {
  head: LedgerAtCommit;
  /** The pull request's base; absent on push, schedule and dispatch. */
  base?: LedgerAtCommit;
  /** The paths the pull request changes (B..H), relative to the store's root. */
  changedPaths?: readonly string[];
  gate: ClaimsGate;
  failOnViolation: boolean;
  /** The store root's repository-relative prefix (`''` or `dir/`): where findings point. */
  ledgerPrefix: string;
  /** Where the pull request moved files (follow.ts): for a broken anchor's proposal. */
  follow?: FollowInput;
}

/** What git says of the files a pull request renamed, for the proposals (docs/ev-0.2.md, "Where the code went"). */
export interface FollowInput {
  /** A path at B (relative to the store's root, as `tableKey` writes it) → where git's rename detection finds it at H. */
  renames: ReadonlyMap<string, string>;
  /** H's tree for the new paths, read by the reader that reads the anchors (their text asked). */
  tree: Tree;
}

export type AnchorReadingKind = 'broken' | 'moved' | 'base-moved' | 'still';

/** One anchor read at one commit, and the line its text is on there. */
export interface AnchorLook {
  status: Status;
  drift?: number;
  cell?: Cell;
  /** 1-based line holding the pass-line (the first), when the file holds it. */
  line?: number;
  /** An `unreachable` anchor: why its path is not readable as a file there, when the tree says. */
  unreadable?: UnreadableWhy;
}

export interface ReviewedAnchor {
  evidenceId: string;
  ref: string;
  /** The anchored path relative to the store's root (file/test/artifact refs). */
  path?: string;
  reading: AnchorReadingKind;
  selfEvident: boolean;
  before?: AnchorLook;
  after: AnchorLook;
  /** Where the evidence event is written at H. */
  ledger: { file: string; line: number };
  /**
   * A broken anchor whose file is still at H: the head's line where its
   * base line now sits (line-map.ts), where it is annotated.
   */
  headLine?: number;
  /**
   * Broken though ev reads it `resolves`: no line at H holds its text with
   * the same text before it as a line that held it at B (follow.ts
   * survivesVerbatim), and the text now matches only inside this other line
   * (ev's substring false green; `after` is ev's own reading).
   */
  substring?: { line: number; text: string };
  /** A broken anchor's re-file, or a moved one's ack, for a person to run (follow.ts); never applied. */
  suggested?: Suggestion;
}

/** Something the pull request appended for a claim that already was: who did what, and whether it stands. */
export interface Reanchoring {
  type: 'evidence' | 'ack' | 'hold' | 'demand' | 'prune' | 'close';
  eventId: string;
  actor: Actor;
  file: string;
  line: number;
  /** Evidence: its ref, as recorded. */
  ref?: string;
  /** Evidence: its status at H (unparseable refs: absent, ev never reads them). */
  status?: Status;
  /** ev's fold applies it at H: it follows its claim's filing in ev's order. */
  folded: boolean;
  /**
   * It is what H's state shows: folded, and evidence that parses and
   * resolves at H, a hold that leaves the claim grey, a close that leaves it
   * closed or dead, a prune dead, an ack or a demand applied.
   */
  stands: boolean;
}

/** A broken or moved claim that the pull request settles: what it was, and the disposition. */
export interface Settlement {
  from: 'broken' | 'moved';
  by: Reanchoring;
}

export interface ReviewedClaim {
  id: string;
  label: string;
  state: ClaimState;
  /** The state at B, when the claim was there. */
  stateBefore?: ClaimState;
  /** Who filed the claim. */
  filedBy: Actor;
  /** Some evidence is independent (not self-evident): ✓, else ⊙. */
  independent: boolean;
  reading: Reading;
  /** Each filled reading slot's thought text, for the slots that name a thought (`thk_…`). */
  thoughts: Record<string, string>;
  /** The anchors shown for this claim's reading (its most severe first). */
  anchors: ReviewedAnchor[];
  reanchored: Reanchoring[];
  /** Broken or moved by this pull request, and settled in it. */
  settled?: Settlement;
  /** Broken by this pull request: each broken anchor's proposal (`none` when nothing can be known). */
  suggested?: Suggestion[];
}

export type RecordedKind = 'claim' | 'evidence' | 'close' | 'prune' | 'hold' | 'ack' | 'demand';

export type AttachFinding = 'line-number' | 'empty-passline' | 'absent-at-head';

/** An event the pull request appends, as ev would have checked it at filing. */
export interface RecordedEntry {
  kind: RecordedKind;
  eventId: string;
  claimId: string;
  /** The claim's label (for a claim, its own). */
  label: string;
  actor: Actor;
  file: string;
  line: number;
  ref?: string;
  findings: AttachFinding[];
}

export interface StateChange {
  claimId: string;
  label: string;
  from: ClaimState;
  to: ClaimState;
  /** The last event the pull request appended for the claim that changed it (an ack: the claim was looked at). */
  by: Reanchoring;
}

export interface ClaimsReview {
  /** A pull request (B and H) or one commit (push, schedule, dispatch). */
  scope: 'pull-request' | 'commit';
  /** Broken by this pull request, and not settled in it. */
  broken: ReviewedClaim[];
  /** Moved by this pull request, and not settled in it. */
  moved: ReviewedClaim[];
  /** Broken or moved by this pull request, and settled in it (each with its `settled`). */
  settled: ReviewedClaim[];
  /** Already moved on the base (a pull request), or on moved code at this commit (one commit). */
  baseMoved: ReviewedClaim[];
  /** Claims with evidence whose every anchor is untouched and still (or unmeasured). */
  untouched: number;
  /** The census of H, as `ev doctor` counts it. */
  census: MovementCensus;
  /** The census of the claims already moved on the base (their worst cell at B). */
  baseMovedCensus: MovementCensus;
  recorded: RecordedEntry[];
  stateChanges: StateChange[];
  violations: LedgerViolation[];
  /** Lines ev skips at H (a torn last line, an unparseable one). */
  skipped: SkippedLine[];
  gate: ClaimsGate;
  /** Claims the anchor gate fails: broken, and not re-filed, held, closed or declared dead here. */
  gateFailures: string[];
  events: number;
  claims: number;
  review: ModelReview;
}

/** How many findings of each kind are returned (the surfaces cap again; the report counts every one). */
const LIST_BOUND = 5000;

interface Folded {
  events: LedgerEvent[];
  skipped: SkippedLine[];
  claims: Map<string, ClaimView>;
  thoughts: Map<string, string>;
}

function folded(at: LedgerAtCommit): Folded {
  const scan = at.read?.scan ?? scanLedger(at.files);
  const derived = annotate(at.read?.derived ?? fold(scan.events), at.world);
  return {
    thoughts: new Map(derived.thoughts.map((t) => [t.id, t.label])),
    events: scan.events,
    skipped: scan.skipped,
    claims: new Map(everyClaim(derived).map((c) => [c.id, c])),
  };
}

/** The first line of `text` holding `passline` (`str::lines`), 1-based. */
export function lineOf(text: string, passline: string): number | undefined {
  // No line holds a newline; otherwise the first occurrence lies on the first line holding it.
  if (passline === '' || passline.includes('\n')) return undefined;
  const at = text.indexOf(passline);
  if (at < 0) return undefined;
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < at; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

function lookOf(evidence: EvidenceView, world: World): AnchorLook {
  const look: AnchorLook = { status: evidence.status };
  if (evidence.drift !== undefined) look.drift = evidence.drift;
  if (evidence.cell !== undefined) look.cell = evidence.cell;
  const path = evidence.parsed === undefined ? undefined : anchorPath(evidence.parsed);
  const passline = evidence.parsed?.passline;
  if (path !== undefined && (passline !== undefined || evidence.status === 'unreachable')) {
    const probed = world.tree.probe(path, passline !== undefined);
    if (probed.kind === 'file' && passline !== undefined) {
      const line = lineOf(probed.text, passline);
      if (line !== undefined) look.line = line;
    }
    if (probed.kind === 'unreadable' && evidence.status === 'unreachable' && probed.why)
      look.unreadable = probed.why;
  }
  return look;
}

/**
 * Where a broken anchor's base line sits at H, through the change to its
 * file: undefined when the file is not readable at both commits (gone at H,
 * too large). One map per path, its comparison bounded by the review's budget.
 */
function headLineOf(
  path: string,
  baseLine: number,
  worlds: { base: World; head: World },
  maps: Map<string, LineMap | null>,
  budget: LineMapBudget,
): number | undefined {
  let map = maps.get(path);
  if (map === undefined) {
    const before = worlds.base.tree.probe(path, true);
    const after = worlds.head.tree.probe(path, true);
    map =
      before.kind === 'file' && after.kind === 'file'
        ? lineMap(before.text, after.text, budget)
        : null;
    maps.set(path, map);
  }
  return map === null ? undefined : map.at(baseLine);
}

/** A file's text at a commit, when its tree read it. */
function textAt(world: World, path: string): string | undefined {
  const probed = world.tree.probe(path, true);
  return probed.kind === 'file' ? probed.text : undefined;
}

/**
 * Where an anchor that resolves at H resolves only inside a line none of
 * its cited lines at B became (follow.ts survivesVerbatim): H's first line
 * holding its text. Undefined when a cited line survives, or a text is not
 * read at both commits.
 */
function substringOnly(
  evidence: EvidenceView,
  path: string | undefined,
  worlds: { base: World; head: World },
  split: Map<string, { base: string[]; head: string[] } | null>,
): { line: number; text: string } | undefined {
  const passline = evidence.parsed?.passline;
  if (path === undefined || passline === undefined || evidence.status !== 'resolves')
    return undefined;
  let lines = split.get(path);
  if (lines === undefined) {
    const base = textAt(worlds.base, path);
    const head = textAt(worlds.head, path);
    lines =
      base === undefined || head === undefined || base === head
        ? null
        : { base: textLines(base), head: textLines(head) };
    split.set(path, lines);
  }
  if (lines === null || linesSurvive(lines.base, lines.head, passline)) return undefined;
  const at = lines.head.findIndex((l) => l.includes(passline));
  return at < 0 ? undefined : { line: at + 1, text: lines.head[at] as string };
}

/**
 * A broken anchor's proposal (follow.ts): its file renamed and holding the
 * text → evidence at the new path; its cited line replaced by a clear
 * successor in its hunk → evidence on that line; else why there is none.
 */
function proposal(
  claimId: string,
  evidence: EvidenceView,
  anchor: ReviewedAnchor,
  worlds: { base: World; head: World },
  follow: FollowInput | undefined,
  maps: Map<string, LineMap | null>,
  budget: LineMapBudget,
): Suggestion {
  const none: Suggestion = { kind: 'none', why: 'no-candidate' };
  const parsed = evidence.parsed;
  const path = anchor.path;
  if (parsed === undefined || path === undefined || parsed.passline === undefined) return none;
  const passline = parsed.passline;
  if (anchor.after.status === 'gone') {
    const key = tableKey(path);
    const to = key === undefined ? undefined : follow?.renames.get(key);
    if (to === undefined || follow === undefined) return none;
    const ref = checkedRef(parsed.kind, to, passline, follow.tree, worlds.head.commits);
    return ref === undefined
      ? none
      : refile(claimId, ref, (command) => ({ kind: 'rename', command, ref, from: path, to }));
  }
  const baseLine = anchor.before?.line;
  if (baseLine === undefined) return none;
  const base = textAt(worlds.base, path);
  const head = textAt(worlds.head, path);
  if (base === undefined || head === undefined) return none;
  let map = maps.get(path);
  if (map === undefined) maps.set(path, (map = lineMap(base, head, budget)));
  const oldText = textLines(base)[baseLine - 1] ?? '';
  const old = { line: baseLine, text: oldText };
  const hunk = map?.replacedBy(baseLine);
  if (hunk === undefined) return { ...none, old };
  const headLines = textLines(head);
  // A line that holds the text is where ev's substring match finds it, never its successor.
  const candidates = [];
  for (let line = hunk.from; line < hunk.to; line++) {
    const text = headLines[line - 1] ?? '';
    if (!text.includes(passline)) candidates.push({ line, text });
  }
  const choice = successorOf(oldText, candidates);
  if (choice.kind === 'several')
    return {
      kind: 'none',
      why: 'several-candidates',
      candidates: choice.candidates,
      best: choice.best,
      old,
    };
  if (choice.kind === 'none') {
    const result: Suggestion = {
      kind: 'none',
      why: choice.tooLarge === true ? 'hunk-too-large' : 'no-candidate',
      candidates: choice.candidates,
      old,
    };
    if (choice.best !== undefined) result.best = choice.best;
    return result;
  }
  const text = choice.text.trim();
  const ref = checkedRef(parsed.kind, path, text, worlds.head.tree, worlds.head.commits);
  if (ref === undefined) return { ...none, old };
  return refile(claimId, ref, (command) => ({
    kind: 'edit',
    command,
    ref,
    old,
    new: { line: choice.line, text: choice.text },
    similarity: choice.similarity,
  }));
}

const MOVED_CELLS = new Set<Cell | undefined>([
  'neighborhood-moved',
  'anchor-changed',
  'file-gone',
]);

/** Whether the pull request changes `path` (a file, or something under a directory anchor). */
function touchedBy(changed: ReadonlySet<string>, dirs: ReadonlySet<string>, path: string): boolean {
  const key = tableKey(path);
  return key !== undefined && (changed.has(key) || dirs.has(key));
}

function directoriesOf(changed: ReadonlySet<string>): Set<string> {
  const dirs = new Set<string>();
  for (const path of changed)
    for (let at = path.lastIndexOf('/'); at > 0; at = path.lastIndexOf('/', at - 1))
      dirs.add(path.slice(0, at));
  return dirs;
}

const RANK: Record<AnchorReadingKind, number> = { broken: 0, moved: 1, 'base-moved': 2, still: 3 };

function readingOf(
  before: AnchorLook | undefined,
  after: AnchorLook,
  touched: boolean,
  scope: ClaimsReview['scope'],
  substring: boolean,
): AnchorReadingKind {
  if (scope === 'commit') return MOVED_CELLS.has(after.cell) ? 'base-moved' : 'still';
  if (before === undefined) return 'still'; // filed in this pull request: listed as recorded
  // Whatever stops it resolving (its text, its file, a link, a directory, a submodule, its size).
  if (before.status === 'resolves' && after.status !== 'resolves') return 'broken';
  // Resolving only inside another line than any it cited at B: ev's substring false green.
  if (substring && before.status === 'resolves') return 'broken';
  if (touched && after.status === 'resolves') return 'moved';
  if (!touched && MOVED_CELLS.has(before.cell)) return 'base-moved';
  return 'still';
}

const REANCHORING = new Set(['evidence', 'ack', 'hold', 'demand', 'prune', 'close']);

/** What the pull request appended for a claim, read against the claim's view at H. */
function reanchoringOf(
  event: LedgerEvent,
  folded: boolean,
  claim: ClaimView | undefined,
): Reanchoring {
  const type = event.type as Reanchoring['type'];
  const r: Reanchoring = {
    type,
    eventId: event.id,
    actor: event.actor,
    file: event.file,
    line: event.line,
    folded,
    stands: false,
  };
  let stands = folded;
  if (type === 'evidence') {
    r.ref = stringField(event.body, 'ref') ?? '';
    const evidence = claim?.evidence.find((e) => e.filed.id === event.id);
    // An unparseable ref keeps the status the ledger recorded: ev never reads it, so it anchors nothing.
    if (evidence?.parsed !== undefined) r.status = evidence.status;
    stands = folded && r.status === 'resolves';
  } else if (type === 'hold') stands = folded && claim?.state === 'grey';
  else if (type === 'close')
    stands = folded && (claim?.state === 'closed' || claim?.state === 'dead');
  else if (type === 'prune') stands = folded && claim?.state === 'dead';
  r.stands = stands;
  return r;
}

/** The dispositions that clear the anchor gate: a re-file that resolves, a hold, a close, a death. */
const CLEARS_GATE = new Set<Reanchoring['type']>(['evidence', 'hold', 'close', 'prune']);

/**
 * Whether `r` settles a claim this pull request broke or moved: it stands at
 * H, and it is not an ack of a broken anchor (ev's ack cannot clear a
 * changed or gone anchor), nor, under the anchor gate, a demand on one.
 */
export function settles(r: Reanchoring, from: Settlement['from'], gate: ClaimsGate): boolean {
  if (!r.stands) return false;
  if (from === 'moved') return true;
  if (r.type === 'ack') return false;
  return gate === 'off' || CLEARS_GATE.has(r.type);
}

export function reviewClaims(input: ClaimsReviewInput): ClaimsReview {
  const scope = input.base === undefined ? 'commit' : 'pull-request';
  const head = folded(input.head);
  const base = input.base === undefined ? undefined : folded(input.base);
  const baseIds = new Set(base?.events.map((e) => e.id) ?? []);
  const appended = base === undefined ? [] : head.events.filter((e) => !baseIds.has(e.id));
  const changed = new Set(
    (input.changedPaths ?? []).flatMap((p) => {
      const key = tableKey(p);
      return key === undefined ? [] : [key];
    }),
  );
  const dirs = directoriesOf(changed);

  const reanchoredBy = new Map<string, Reanchoring[]>();
  const applied = appended.length === 0 ? new Set<string>() : appliedClaimEvents(head.events);
  for (const event of appended) {
    if (!REANCHORING.has(event.type)) continue;
    const claim = stringField(event.body, 'claim');
    if (claim === undefined || !base?.claims.has(claim)) continue;
    const list = reanchoredBy.get(claim) ?? [];
    list.push(reanchoringOf(event, applied.has(event.id), head.claims.get(claim)));
    reanchoredBy.set(claim, list);
  }

  const broken: ReviewedClaim[] = [];
  const moved: ReviewedClaim[] = [];
  const settled: ReviewedClaim[] = [];
  const gateFailures: string[] = [];
  const baseMoved: ReviewedClaim[] = [];
  let untouched = 0;
  const lineMaps = new Map<string, LineMap | null>();
  const lineBudget = lineMapBudget();
  const splitFiles = new Map<string, { base: string[]; head: string[] } | null>();
  const withEvidence = [...head.claims.values()].filter((c) => c.evidence.length > 0);
  for (const claim of withEvidence) {
    const before = base?.claims.get(claim.id);
    const beforeEvidence = new Map(before?.evidence.map((e) => [e.filed.id, e]) ?? []);
    const anchors: ReviewedAnchor[] = claim.evidence.map((evidence) => {
      const was = beforeEvidence.get(evidence.filed.id);
      const beforeLook =
        was === undefined || input.base === undefined ? undefined : lookOf(was, input.base.world);
      const afterLook = lookOf(evidence, input.head.world);
      const path = evidence.parsed === undefined ? undefined : anchorPath(evidence.parsed);
      const touched = path !== undefined && touchedBy(changed, dirs, path);
      const substring =
        touched && input.base !== undefined && beforeLook?.status === 'resolves'
          ? substringOnly(
              evidence,
              path,
              { base: input.base.world, head: input.head.world },
              splitFiles,
            )
          : undefined;
      const anchor: ReviewedAnchor = {
        evidenceId: evidence.filed.id,
        ref: evidence.ref,
        reading: readingOf(beforeLook, afterLook, touched, scope, substring !== undefined),
        selfEvident: evidence.selfEvident,
        after: afterLook,
        ledger: { file: evidence.filed.file, line: evidence.filed.line },
      };
      if (path !== undefined) anchor.path = path;
      if (beforeLook !== undefined) anchor.before = beforeLook;
      if (
        anchor.reading === 'broken' &&
        afterLook.status !== 'gone' &&
        path !== undefined &&
        beforeLook?.line !== undefined &&
        input.base !== undefined
      ) {
        const worlds = { base: input.base.world, head: input.head.world };
        const line = headLineOf(path, beforeLook.line, worlds, lineMaps, lineBudget);
        if (line !== undefined) anchor.headLine = line;
      }
      if (anchor.reading === 'broken' && substring !== undefined) anchor.substring = substring;
      if (anchor.reading === 'broken' && input.base !== undefined) {
        const worlds = { base: input.base.world, head: input.head.world };
        anchor.suggested = proposal(
          claim.id,
          evidence,
          anchor,
          worlds,
          input.follow,
          lineMaps,
          lineBudget,
        );
      } else if (anchor.reading === 'moved') {
        const command = ackCommand(claim.id);
        if (command !== undefined) anchor.suggested = { kind: 'ack', command };
      }
      return anchor;
    });
    const worst = Math.min(...anchors.map((a) => RANK[a.reading]));
    const reviewed: ReviewedClaim = {
      id: claim.id,
      label: claim.label,
      state: claim.state,
      filedBy: claim.filed.actor,
      independent: claim.evidence.some((e) => !e.selfEvident),
      reading: claim.reading,
      thoughts: thoughtsOf(claim.reading, head.thoughts),
      anchors: anchors
        .filter((a) => RANK[a.reading] === worst || a.reading === 'broken' || a.reading === 'moved')
        .sort((a, b) => RANK[a.reading] - RANK[b.reading]),
      reanchored: reanchoredBy.get(claim.id) ?? [],
    };
    if (before !== undefined) reviewed.stateBefore = before.state;
    if (worst === RANK.broken)
      reviewed.suggested = reviewed.anchors.flatMap((a) =>
        a.reading === 'broken' ? [a.suggested ?? { kind: 'none', why: 'no-candidate' }] : [],
      );
    if (
      worst === RANK.broken &&
      input.gate === 'anchors' &&
      !reviewed.reanchored.some((r) => r.stands && CLEARS_GATE.has(r.type))
    )
      gateFailures.push(claim.id);
    const from = worst === RANK.broken ? 'broken' : worst === RANK.moved ? 'moved' : undefined;
    // The last disposition that settles it: the reviewer's latest act.
    const by =
      from === undefined
        ? undefined
        : reviewed.reanchored.findLast((r) => settles(r, from, input.gate));
    if (from !== undefined && by !== undefined) {
      reviewed.settled = { from, by };
      settled.push(reviewed);
    } else if (worst === RANK.broken) broken.push(reviewed);
    else if (worst === RANK.moved) moved.push(reviewed);
    else if (worst === RANK['base-moved']) baseMoved.push(reviewed);
    else untouched++;
  }

  const recorded = base === undefined ? [] : recordedEntries(appended, head, input.head.world);
  const stateChanges = base === undefined ? [] : changesOfState(base, head, reanchoredBy);
  const violations =
    input.base === undefined || base === undefined
      ? commitViolations(head.events)
      : ledgerViolations(input.base.files, input.head.files, head.events, base.events);
  const census = movementCensus(claimsWithEvidence(toDerivedLike(head)));
  const baseMovedCensus = movementCensus(
    baseMoved.flatMap((c) => {
      const view = (scope === 'commit' ? head : base)?.claims.get(c.id);
      return view === undefined ? [] : [view];
    }),
  );
  const review: ClaimsReview = {
    scope,
    broken,
    moved,
    settled,
    baseMoved,
    untouched,
    census,
    baseMovedCensus,
    recorded: recorded.slice(0, LIST_BOUND),
    stateChanges: stateChanges.slice(0, LIST_BOUND),
    violations: violations.slice(0, LIST_BOUND),
    skipped: head.skipped.slice(0, LIST_BOUND),
    gate: input.gate,
    gateFailures,
    events: head.events.length,
    claims: head.claims.size,
    review: { model: 'claims', conclusion: 'success', title: '', reason: '', findings: [] },
  };
  review.review = modelReview(review, input);
  return review;
}

function thoughtsOf(
  reading: Reading,
  thoughts: ReadonlyMap<string, string>,
): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const slot of reading.slots) {
    const text = thoughts.get(slot.reference);
    if (text !== undefined) texts[slot.reference] = text;
  }
  return texts;
}

function toDerivedLike(head: Folded): Parameters<typeof claimsWithEvidence>[0] {
  const claims = [...head.claims.values()];
  return {
    claims,
    closed: [],
    grey: [],
    thoughts: [],
    demandsReturned: [],
    indicators: [],
    snapshots: [],
    boundaryCount: 0,
  };
}

function recordedEntries(
  appended: readonly LedgerEvent[],
  head: Folded,
  world: World,
): RecordedEntry[] {
  const entries: RecordedEntry[] = [];
  for (const event of appended) {
    if (!['claim', 'evidence', 'close', 'prune', 'hold', 'ack', 'demand'].includes(event.type))
      continue;
    const claimId = event.type === 'claim' ? event.id : (stringField(event.body, 'claim') ?? '');
    const claim = head.claims.get(claimId);
    const entry: RecordedEntry = {
      kind: event.type as RecordedKind,
      eventId: event.id,
      claimId,
      label:
        event.type === 'claim' ? (stringField(event.body, 'label') ?? '') : (claim?.label ?? ''),
      actor: event.actor,
      file: event.file,
      line: event.line,
      findings: [],
    };
    if (event.type === 'evidence') {
      const evidence = claim?.evidence.find((e) => e.filed.id === event.id);
      entry.ref = stringField(event.body, 'ref') ?? '';
      if (evidence !== undefined)
        entry.findings = attachFindings(evidence, claim as ClaimView, world);
    }
    entries.push(entry);
  }
  return entries;
}

/** ev's checks at filing time, applied to evidence this pull request files. */
function attachFindings(evidence: EvidenceView, claim: ClaimView, world: World): AttachFinding[] {
  if (evidence.parsed === undefined) return [];
  const refused = attachRefusal(evidence.parsed);
  if (refused !== undefined) return [refused];
  if (evidence.parsed.passline === undefined || anchorPath(evidence.parsed) === undefined)
    return [];
  const reading = readAnchor(evidence, claim.lastAck, world);
  return reading !== undefined && reading.status !== 'resolves' ? ['absent-at-head'] : [];
}

function changesOfState(
  base: Folded,
  head: Folded,
  reanchoredBy: ReadonlyMap<string, Reanchoring[]>,
): StateChange[] {
  const changes: StateChange[] = [];
  for (const [id, all] of reanchoredBy) {
    // What ev's fold drops changed nothing.
    const by = all.filter((r) => r.folded);
    if (by.length === 0) continue;
    const before = base.claims.get(id);
    const after = head.claims.get(id);
    if (before === undefined || after === undefined) continue;
    const stateEvent = [...by].reverse().find((r) => r.type !== 'evidence');
    if (before.state === after.state && stateEvent?.type !== 'ack') continue;
    const last = stateEvent ?? (by[by.length - 1] as Reanchoring);
    changes.push({
      claimId: id,
      label: after.label,
      from: before.state,
      to: after.state,
      by: last,
    });
  }
  return changes;
}

// ---------------------------------------------------------------------------
// The model-neutral review

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

function anchorFinding(
  claim: ReviewedClaim,
  anchor: ReviewedAnchor,
  gates: boolean,
  prefix: string,
): Finding {
  const severity: Severity =
    anchor.reading === 'broken' ? (gates ? 'failure' : 'warning') : 'notice';
  const finding: Finding = {
    key: `${claim.id}#${anchor.evidenceId}`,
    severity,
    gates,
    title:
      anchor.reading === 'broken'
        ? `Claim's anchor broken by this pull request: ${claim.label}`
        : `The code beside this claim's anchor changed: ${claim.label}`,
    message:
      anchor.reading === 'broken'
        ? `${anchor.ref} ${anchor.substring === undefined ? brokenWhy(anchor.after) : `resolves only inside line ${anchor.substring.line}, another line than it cited,`} at this commit (it resolved at the base). ` +
          (anchor.suggested?.kind === 'rename' || anchor.suggested?.kind === 'edit'
            ? `Proposed, for a person to confirm: ${anchor.suggested.command} — `
            : '') +
          (gates
            ? 'claims-gate: anchors — re-file evidence for this claim (ev evidence) that resolves here, hold it, close it, or declare it dead in this pull request.'
            : 'Re-read the claim; where the code moved on purpose, re-file its evidence (ev evidence <claim> file:…::…).')
        : `${anchor.ref} still resolves, but this pull request changed the code beside it: re-read the claim.`,
  };
  const location = anchorLocation(anchor, prefix);
  if (location !== undefined) finding.location = location;
  return finding;
}

/** Why a path that is there is not read as a file, in words. */
export const UNREADABLE_WHY: Record<UnreadableWhy, string> = {
  link: 'a symbolic link',
  directory: 'a directory',
  submodule: 'a submodule',
  'too-large': 'a file too large to read',
  'not-a-file': 'not a regular file',
  'not-readable': 'a file that could not be read',
};

/** What happened to an anchor that resolved at the base, at H: a phrase after its ref. */
export function brokenWhy(after: AnchorLook): string {
  switch (after.status) {
    case 'gone':
      return 'is gone';
    case 'changed':
      return 'no longer finds its text';
    case 'unreachable':
      return after.unreadable === undefined
        ? 'is not readable as a file'
        : `is ${UNREADABLE_WHY[after.unreadable]}, not a file ev reads,`;
    default:
      return `reads ${after.status}`;
  }
}

/**
 * Where an anchor's annotation goes (annotations refer to the head commit):
 * H's anchored line; a broken one where its line was, mapped to H through
 * the change to its file, or on its evidence's ledger line when the file is
 * gone at H (or not readable there).
 */
function anchorLocation(anchor: ReviewedAnchor, prefix: string): Finding['location'] {
  const ledgerLine = {
    path: `${prefix}.evolving/ledger/${anchor.ledger.file}`,
    startLine: anchor.ledger.line,
  };
  if (anchor.path === undefined) return ledgerLine;
  const key = tableKey(anchor.path);
  if (key === undefined) return ledgerLine;
  if (anchor.reading === 'broken')
    return anchor.headLine === undefined
      ? ledgerLine
      : { path: `${prefix}${key}`, startLine: anchor.headLine };
  return { path: `${prefix}${key}`, startLine: anchor.after.line ?? 1 };
}

function modelReview(review: ClaimsReview, input: ClaimsReviewInput): ModelReview {
  const prefix = input.ledgerPrefix;
  const failing = new Set(review.gateFailures);
  const findings: Finding[] = [];
  for (const claim of review.broken)
    for (const anchor of claim.anchors.filter((a) => a.reading === 'broken'))
      findings.push(anchorFinding(claim, anchor, failing.has(claim.id), prefix));
  for (const claim of [...review.broken, ...review.moved])
    for (const anchor of claim.anchors.filter((a) => a.reading === 'moved'))
      findings.push(anchorFinding(claim, anchor, false, prefix));
  for (const violation of review.violations) {
    const finding: Finding = {
      key: `violation:${violation.file}:${violation.line}:${violation.kind}`,
      severity: input.failOnViolation ? 'failure' : 'warning',
      gates: input.failOnViolation,
      title: 'ev 0.2 ledger history rewritten',
      message: violation.message,
    };
    if (violation.kind !== 'file-deleted')
      finding.location = {
        path: `${prefix}.evolving/ledger/${violation.file}`,
        startLine: violation.line,
      };
    findings.push(finding);
  }
  for (const entry of review.recorded)
    for (const check of entry.findings)
      findings.push({
        key: `recorded:${entry.eventId}:${check}`,
        severity: 'warning',
        gates: false,
        title: 'Evidence ev would refuse at filing',
        message: `${entry.ref ?? ''}: ${ATTACH_WHY[check]}`,
        location: { path: `${prefix}.evolving/ledger/${entry.file}`, startLine: entry.line },
      });
  const violations = review.violations.length;
  const parts: string[] = [];
  if (violations > 0) parts.push(plural(violations, 'ledger violation'));
  const isPr = review.scope === 'pull-request';
  if (review.broken.length > 0)
    parts.push(
      `${plural(review.broken.length, "claim's anchor", "claims' anchors")} broken by this pull request`,
    );
  if (review.moved.length > 0)
    parts.push(`${plural(review.moved.length, 'claim')} on code this pull request moved`);
  if (!isPr && review.baseMoved.length > 0)
    parts.push(`${plural(review.baseMoved.length, 'claim')} on moved code`);
  const gated = failing.size > 0 || (input.failOnViolation && violations > 0);
  // A violation fail-on-violation does not fail still needs the reviewer (action.yml's `conclusion`).
  const conclusion = gated
    ? 'failure'
    : review.broken.length + review.moved.length + violations > 0
      ? 'neutral'
      : 'success';
  const settled = review.settled.length;
  const title =
    parts.length > 0
      ? parts.join(', ')
      : !isPr
        ? `${plural(review.census.total, 'claim')} with evidence, ${review.census.still} still`
        : settled > 0
          ? `Every claim whose anchor this pull request broke or moved is settled in it (${settled})`
          : `No claim's anchor moved by this pull request (${plural(review.census.total, 'claim')} with evidence)`;
  // Beside the decisions' reason (a store of both models) it says whose it is.
  return { model: 'claims', conclusion, title, reason: `ev 0.2 claims: ${title}`, findings };
}

export const ATTACH_WHY: Record<AttachFinding, string> = {
  'line-number':
    'a `:<N>` line number is not an anchor (ev reads it as part of the path): cite the text on the line instead, `file:<path>::<text>`',
  'empty-passline':
    'an empty pass-line (`::` with nothing after it) matches every line, so it can never break',
  'absent-at-head':
    'the cited text is not in the file at this commit, so the anchor does not resolve',
};
