/**
 * What the reviewer reads about an ev 0.2 ledger: the claims section of the
 * sticky comment and of the summaries, drawn from the claims review
 * (core/claims/review.ts). It leads with what the pull request breaks, then
 * what it moves, one line per claim (its state, a short label, the anchor's
 * path and line, linked) so that a review of nine claims fits one screen.
 * Beneath each line, collapsed: its id, state and who filed it (⊙ for
 * self-evident evidence, ✓ for an independent one), each anchor with its
 * cell at the base → the head, its drift and links to the anchored line at
 * both, and what the pull request appended for it (✅ only for what settles
 * it). Then what the pull request rewrites of the ledger's history, what it
 * records (grouped by claim), the states it changes, and — collapsed — the
 * claims it settles and those already moved on the base. Every ledger string is untrusted:
 * escaped and sanitised (markdown.ts); an outside address is shown as code,
 * never linked. Each surface is fitted to its own limit by whole blocks.
 */
import type { Cell } from '../../core/claims/cells.js';
import { cellWhy } from '../../core/claims/cells.js';
import type { Actor } from '../../core/claims/events.js';
import type { MovementCensus } from '../../core/claims/doctor.js';
import {
  ATTACH_WHY,
  UNREADABLE_WHY,
  settles,
  type AnchorLook,
  type ClaimsReview,
  type Reanchoring,
  type RecordedEntry,
  type ReviewedAnchor,
  type ReviewedClaim,
} from '../../core/claims/review.js';
import { SUCCESSOR_THRESHOLD, type Suggestion } from '../../core/claims/follow.js';
import { blobUrl } from '../links.js';
import {
  codeSpan,
  fencedBlock,
  fitBlocks,
  graphemeBoundaryAtOrBefore,
  mdText,
  plural,
  type Measure,
} from '../markdown.js';

export interface ClaimsRenderOptions {
  serverUrl: string;
  repository: string;
  /** The base commit (a pull request), for the "base" links. */
  baseSha?: string;
  /** The commit under review, for the "head" links. */
  headSha: string;
  /** The store root's repository-relative prefix (`''` or `dir/`). */
  ledgerPrefix: string;
}

const LABEL_MAX = 300;
const REF_MAX = 200;

/** Where each of ev's words is explained (cells and statuses), in this action's documentation. */
export const EV_WORDS_URL =
  'https://github.com/evolving-action/evolving-action/blob/v0/docs/ev-0.2.md';

const WORD_ANCHOR: Record<string, string> = {
  still: 'cells',
  'neighborhood-moved': 'cells',
  'anchor-changed': 'cells',
  'file-gone': 'cells',
  legacy: 'cells',
  resolves: 'anchor-statuses',
  changed: 'anchor-statuses',
  gone: 'anchor-statuses',
  unreachable: 'anchor-statuses',
  recorded: 'anchor-statuses',
  failed: 'anchor-statuses',
};

/** One of ev's words (a cell, a status), linked to its meaning; anything else as it is. */
function evWord(word: string): string {
  const anchor = WORD_ANCHOR[word];
  return anchor === undefined ? word : `[${word}](${EV_WORDS_URL}#${anchor})`;
}

/** "1 claim's evidence cites" / "2 claims' evidence cites". */
function cites(n: number): string {
  return `${plural(n, "claim's", "claims'")} evidence cites`;
}

/**
 * What the pull request did to the claims' anchors, in ev's words
 * (anchor-changed, file-gone, neighborhood-moved): facts, never verdicts.
 */
function factsText(review: ClaimsReview): string {
  const brokenAs = (status: string) =>
    review.broken.filter((c) =>
      c.anchors.some((a) => a.reading === 'broken' && a.after.status === status),
    ).length;
  const gone = brokenAs('gone');
  // A link, a directory, a submodule, a file too large: ev cannot read the cited path any more.
  const unreadable = brokenAs('unreachable');
  const changed = review.broken.length - gone - unreadable;
  const moved = review.moved.length;
  // The first fact names whose evidence; the next ones count "more".
  const parts: string[] = [];
  const whose = (n: number) =>
    parts.length === 0 ? cites(n) : `${n} more ${n === 1 ? 'cites' : 'cite'}`;
  if (changed > 0)
    parts.push(`changes the ${changed === 1 ? 'line' : 'lines'} that ${whose(changed)}`);
  if (gone > 0) parts.push(`removes the ${gone === 1 ? 'file' : 'files'} that ${whose(gone)}`);
  if (unreadable > 0)
    parts.push(
      `makes unreadable the ${unreadable === 1 ? 'file' : 'files'} that ${whose(unreadable)}`,
    );
  if (moved > 0)
    parts.push(
      parts.length === 0
        ? `changes the code beside the ${moved === 1 ? 'line' : 'lines'} that ${cites(moved)}`
        : `${parts.length === 1 && changed > 0 ? '' : 'changes '}the code beside ${moved} more`,
    );
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1] as string}`;
}

/**
 * The first heading of the section. A ledger violation leads when there is
 * one; then what the pull request did to the anchors. 🔴 only for what
 * fails the check (a violation under `fail-on-violation`, the opted-in
 * anchor gate); a fact that gates nothing is ⚠️ (a cited line or file) or
 * 🟡 (code beside it).
 */
export function claimsHeadline(review: ClaimsReview): string {
  const violations = review.violations.length;
  if (violations > 0) {
    const icon = review.review.conclusion === 'failure' ? '🔴' : '⚠️';
    const facts = factsText(review);
    return `${icon} This pull request rewrites the ledger's history: ${plural(violations, 'ledger violation')}${facts === '' ? '' : `; it also ${facts}`}`;
  }
  if (review.scope === 'commit') {
    const onMoved = review.baseMoved.length;
    return onMoved > 0
      ? `🟡 ${plural(onMoved, 'claim rests', 'claims rest')} on code that moved since it was filed`
      : `✅ ${plural(review.census.total, 'claim')} with evidence, none on moved code`;
  }
  const facts = factsText(review);
  if (facts === '') {
    const settled = review.settled.length;
    return settled > 0
      ? `✅ Every claim whose anchor this pull request broke or moved is settled in it (${settled})`
      : "✅ This pull request moves no claim's anchor";
  }
  const icon = review.gateFailures.length > 0 ? '🔴' : review.broken.length > 0 ? '⚠️' : '🟡';
  return `${icon} This pull request ${facts}`;
}

function actorText(actor: Actor): string {
  const who =
    actor.kind === 'human' ? 'a human' : actor.kind === 'agent' ? 'an agent' : 'the engine';
  return actor.id === undefined ? who : `${who} (${codeSpan(actor.id, { max: 80 })})`;
}

function cellOrStatus(look: { status: string; cell?: Cell } | undefined): string {
  if (look === undefined) return 'not filed';
  return look.cell ?? look.status;
}

/** Why an anchor that resolved at the base does not at this commit. */
function brokenText(after: AnchorLook): string | undefined {
  switch (after.status) {
    case 'changed':
      return 'the cited line is gone at this commit';
    case 'gone':
      return 'the cited file is gone at this commit';
    case 'unreachable':
      return after.unreadable === undefined
        ? 'the cited path is not readable as a file at this commit'
        : `the cited path is ${UNREADABLE_WHY[after.unreadable]} at this commit, not a file ev reads`;
    default:
      return undefined;
  }
}

function anchorLine(anchor: ReviewedAnchor, options: ClaimsRenderOptions): string {
  const broken = anchor.reading === 'broken';
  const before = evWord((broken ? anchor.before?.status : cellOrStatus(anchor.before)) ?? '');
  const after = broken
    ? anchor.substring !== undefined
      ? 'resolves only inside another line'
      : evWord(anchor.after.status)
    : evWord(cellOrStatus(anchor.after));
  const why = broken
    ? anchor.substring !== undefined
      ? 'the cited line is gone at this commit; its text survives inside another line'
      : brokenText(anchor.after)
    : anchor.after.cell !== undefined
      ? cellWhy(anchor.after.cell)
      : undefined;
  const drift =
    anchor.before?.drift !== undefined || anchor.after.drift !== undefined
      ? ` · drift ${anchor.before?.drift ?? '–'} → ${anchor.after.drift ?? '–'}`
      : '';
  const links: string[] = [];
  const key = anchor.path === undefined ? undefined : `${options.ledgerPrefix}${anchor.path}`;
  if (key !== undefined && !key.split('/').includes('..')) {
    if (
      options.baseSha !== undefined &&
      anchor.before !== undefined &&
      anchor.before.status !== 'gone'
    ) {
      const url = blobUrl(lc(options, options.baseSha), key, anchor.before.line);
      if (url !== undefined) links.push(`[base](${url})`);
    }
    // Only a file is linked at the head (not a link, a directory or a submodule in its place).
    if (anchor.after.status === 'resolves' || anchor.after.status === 'changed') {
      const url = blobUrl(lc(options, options.headSha), key, anchor.after.line ?? anchor.headLine);
      if (url !== undefined) links.push(`[head](${url})`);
    }
  }
  const transition = anchor.before === undefined ? `**${after}**` : `${before} → **${after}**`;
  return (
    `- ${codeSpan(anchor.ref, { max: REF_MAX })} — ${transition}${why !== undefined ? ` (${why})` : ''}${drift}` +
    (links.length > 0 ? ` · ${links.join(' · ')}` : '')
  );
}

const TEXT_MAX = 300;

function score(n: number): string {
  return n.toFixed(2);
}

/**
 * Where ev's substring match now finds a broken anchor's text (ev's own
 * cell beside it), and its proposal (core/claims/follow.ts): a command in a
 * block to copy, old and new line side by side; or why there is none.
 */
function followLines(anchor: ReviewedAnchor, options: ClaimsRenderOptions): string[] {
  const lines: string[] = [];
  const key = anchor.path === undefined ? undefined : `${options.ledgerPrefix}${anchor.path}`;
  if (anchor.substring !== undefined) {
    const url =
      key === undefined || key.split('/').includes('..')
        ? undefined
        : blobUrl(lc(options, options.headSha), key, anchor.substring.line);
    const where =
      url === undefined
        ? `line ${anchor.substring.line}`
        : `[line ${anchor.substring.line}](${url})`;
    lines.push(
      `  - ev still reads it \`${anchor.after.status}\` (ev's cell: **${anchor.after.cell ?? anchor.after.status}**): ev finds a pass-line inside any line, and its text now matches only inside ${where}, which it did not cite: ${codeSpan(anchor.substring.text, { max: TEXT_MAX })}`,
    );
  }
  const s = anchor.suggested;
  if (s === undefined) return lines;
  const block = (command: string) => ['', fencedBlock(command, { info: 'sh', indent: '    ' })];
  switch (s.kind) {
    case 'rename':
      lines.push(
        `  - ➡️ git finds this file renamed to ${codeSpan(s.to, { max: REF_MAX })}, which holds the text. To re-file there (nothing is applied for you):`,
        ...block(s.command),
      );
      break;
    case 'edit':
      lines.push(
        `  - ➡️ the cited line was replaced by a clear successor (similarity ${score(s.similarity)}, at least ${score(SUCCESSOR_THRESHOLD)} and above every other line of the hunk):`,
        '',
        `    | base, line ${s.old.line} | head, line ${s.new.line} |`,
        '    | --- | --- |',
        `    | ${codeSpan(s.old.text, { max: TEXT_MAX, inTable: true })} | ${codeSpan(s.new.text, { max: TEXT_MAX, inTable: true })} |`,
        '',
        '    To re-file on it (nothing is applied for you):',
        ...block(s.command),
      );
      break;
    case 'ack':
      lines.push(
        `  - ➡️ if the claim still holds once the code beside it is re-read: ${codeSpan(s.command, { max: REF_MAX })}`,
      );
      break;
    case 'none':
      lines.push(`  - no proposal: ${noProposal(s, anchor)}`);
      break;
  }
  return lines;
}

/** Why a broken anchor has no proposal, in words (nothing is guessed). */
function noProposal(s: Extract<Suggestion, { kind: 'none' }>, anchor: ReviewedAnchor): string {
  switch (s.why) {
    case 'several-candidates':
      return `${s.candidates ?? 2} lines of the hunk that replaced the cited line are equally like it (similarity ${score(s.best ?? 0)}): which one follows it is ambiguous, so none is guessed.`;
    case 'hunk-too-large':
      return 'the hunk that replaced the cited line is too large to compare line by line.';
    case 'unquotable':
      return 'the text holds characters a pasted command would not carry faithfully.';
    case 'no-candidate':
      if (anchor.after.status === 'gone')
        return 'git finds no rename of this file whose new file holds the cited text.';
      if (s.old === undefined) return 'where the code went cannot be known from the diff.';
      if ((s.candidates ?? 0) === 0)
        return 'the cited line was deleted, with no line in its place.';
      return `no line of the hunk that replaced the cited line is like it (best similarity ${score(s.best ?? 0)}, under ${score(SUCCESSOR_THRESHOLD)}): ambiguous, so none is guessed.`;
  }
}

function lc(options: ClaimsRenderOptions, sha: string) {
  return {
    serverUrl: options.serverUrl,
    repository: options.repository,
    headSha: sha,
    ledgerPrefix: options.ledgerPrefix,
  };
}

const DISPOSITION: Record<Reanchoring['type'], string> = {
  evidence: 'evidence re-filed',
  ack: 'acknowledged',
  hold: 'held',
  demand: 'demanded',
  prune: 'declared dead',
  close: 'closed',
};

/** What was done, with the evidence's ref. */
function dispositionText(r: Reanchoring): string {
  const ref = r.ref === undefined ? '' : ` (${codeSpan(r.ref, { max: REF_MAX })})`;
  return `${DISPOSITION[r.type]}${ref} by ${actorText(r.actor)}`;
}

/** Why an event the pull request appended for a claim does not settle it. */
function whyNotSettled(r: Reanchoring, from: 'broken' | 'moved' | undefined): string {
  if (!r.folded)
    return "ev's fold does not apply it (it comes before the claim's filing in ev's order)";
  if (r.type === 'evidence') {
    if (r.status === undefined) return 'no ref grammar accepts its ref, so it anchors nothing';
    if (r.status === 'recorded') return 'its ref is recorded, never checked, so it anchors nothing';
    if (r.status === 'changed') return 'its text is on no line of the file at this commit';
    if (r.status === 'gone') return 'what it cites is not at this commit';
    if (r.status !== 'resolves') return `it reads ${r.status} at this commit`;
  }
  if (!r.stands) return 'a later event in the ledger undid it';
  if (r.type === 'ack') return 'an ack does not clear a changed or gone anchor';
  if (from === 'broken') return 'claims-gate: anchors needs a re-file, a hold, a close or a death';
  return 'nothing here needed settling';
}

function reanchorLine(r: Reanchoring, claim: ReviewedClaim, gate: ClaimsReview['gate']): string {
  const from =
    claim.settled?.from ??
    (claim.anchors.some((a) => a.reading === 'broken')
      ? 'broken'
      : claim.anchors.some((a) => a.reading === 'moved')
        ? 'moved'
        : undefined);
  if (from !== undefined && settles(r, from, gate))
    return `- ✅ settled in this pull request: ${dispositionText(r)}`;
  return `- recorded in this pull request, settles nothing: ${dispositionText(r)} — ${whyNotSettled(r, from)}`;
}

function readingLines(claim: ReviewedClaim, options: ClaimsRenderOptions): string[] {
  return claim.reading.slots.map((slot) => {
    const ref = slot.reference;
    const thought = claim.thoughts[ref];
    let shown: string;
    // An outside address (`url:`) is shown as code, never linked: the ledger does not choose where a reviewer clicks.
    if (thought !== undefined) shown = mdText(thought, LABEL_MAX);
    else if (ref.startsWith('artifact:')) {
      const url = blobUrl(
        lc(options, options.headSha),
        `${options.ledgerPrefix}.evolving/artifacts/${ref.slice(9)}`,
      );
      shown =
        url !== undefined && !ref.includes('..')
          ? `[${mdText(ref.slice(9), 80)}](${url})`
          : codeSpan(ref, { max: REF_MAX });
    } else shown = codeSpan(ref, { max: REF_MAX });
    return `- reading ${slot.depth}/${slot.lang}: ${shown}`;
  });
}

/** How long a claim's label may be on its one line: the rest is in its details. */
const SHORT_LABEL = 80;

/** A label cut to `SHORT_LABEL` characters on a word boundary (… marks the cut), then escaped. */
export function shortLabel(label: string): string {
  const flat = label.replace(/\s+/gu, ' ').trim();
  if (flat === '') return '(no label)';
  if (flat.length <= SHORT_LABEL) return mdText(flat, LABEL_MAX);
  // Never inside a character or a grapheme (an emoji, a letter with its accent).
  const cut = flat.slice(0, graphemeBoundaryAtOrBefore(flat, SHORT_LABEL - 1));
  const space = cut.lastIndexOf(' ');
  // A word longer than half the room is cut where the room ends, not at its start.
  const kept = (space >= SHORT_LABEL / 2 ? cut.slice(0, space) : cut).trimEnd();
  return mdText(`${kept}…`, LABEL_MAX);
}

/** The anchor a claim's line points at: the first its reading names, else its first. */
function leadAnchor(claim: ReviewedClaim): ReviewedAnchor | undefined {
  return (
    claim.anchors.find((a) => a.reading === 'broken') ??
    claim.anchors.find((a) => a.reading === 'moved') ??
    claim.anchors[0]
  );
}

/**
 * The anchor's path and line, linked: the line at the head where the file
 * still reads there (moved, or changed with a line), the line at the base
 * when the file is gone or unreadable. Unlinked when neither can be linked.
 */
function whereText(anchor: ReviewedAnchor | undefined, options: ClaimsRenderOptions): string {
  if (anchor === undefined) return '';
  const path = anchor.path;
  if (path === undefined) return ` · ${codeSpan(anchor.ref, { max: 120 })}`;
  const key = `${options.ledgerPrefix}${path}`;
  const readable = anchor.after.status === 'resolves' || anchor.after.status === 'changed';
  const headLine = readable ? (anchor.after.line ?? anchor.headLine) : undefined;
  let line: number | undefined;
  let url: string | undefined;
  if (!key.split('/').includes('..')) {
    const atBase =
      options.baseSha !== undefined &&
      anchor.before !== undefined &&
      anchor.before.status !== 'gone';
    if (readable && (headLine !== undefined || !atBase)) {
      line = headLine;
      url = blobUrl(lc(options, options.headSha), key, headLine);
    } else if (atBase) {
      line = anchor.before?.line;
      url = blobUrl(lc(options, options.baseSha as string), key, line);
    }
  }
  const shown = codeSpan(line === undefined ? path : `${path}:${line}`, { max: 120 });
  return url === undefined ? ` · ${shown}` : ` · [${shown}](${url})`;
}

/**
 * One claim: one line (its state, a short label, where its anchor is), then
 * its details collapsed beneath it — the claim's id and who filed it, each
 * anchor's cells and drift, the proposal, what the pull request recorded for
 * it, its readings. The line and its details are one block: a limit drops
 * both or neither.
 */
function claimBlock(
  claim: ReviewedClaim,
  icon: string,
  options: ClaimsRenderOptions,
  gate: ClaimsReview['gate'],
): string {
  const state =
    claim.stateBefore !== undefined && claim.stateBefore !== claim.state
      ? `${claim.stateBefore} → ${claim.state}`
      : claim.state;
  const label = mdText(claim.label, LABEL_MAX) || '(no label)';
  const details = [
    `${codeSpan(claim.id, { max: 80 })} · ${state} · filed by ${actorText(claim.filedBy)} · ${claim.independent ? '✓' : '⊙'}`,
    '',
    ...(shortLabel(claim.label) === label ? [] : [`> ${label}`, '']),
    ...claim.anchors.flatMap((a) => [anchorLine(a, options), ...followLines(a, options)]),
    ...claim.reanchored.map((r) => reanchorLine(r, claim, gate)),
    ...readingLines(claim, options),
  ];
  return (
    `- ${icon} ${shortLabel(claim.label)}${whereText(leadAnchor(claim), options)}\n\n` +
    `<details><summary>Details: cells, drift and what to do</summary>\n\n${details.join('\n')}\n\n</details>\n\n`
  );
}

/** The claims settled in this pull request, collapsed: each with what the pull request did to it, the disposition and who made it. */
function settledBlock(settled: readonly ReviewedClaim[]): string {
  const items = settled.map((c) => {
    const what = c.settled?.from === 'broken' ? 'anchor broken' : 'code under its anchor moved';
    const by = c.settled === undefined ? '' : `; settled: ${dispositionText(c.settled.by)}`;
    return `- ${mdText(c.label, 120) || '(no label)'} (${codeSpan(c.id, { max: 80 })}): ${what}${by}`;
  });
  return `<details><summary>✅ Settled in this pull request: ${plural(settled.length, 'claim')}</summary>\n\n${items.join('\n')}\n\n</details>\n\n`;
}

function censusText(census: MovementCensus): string {
  return `neighborhood-moved ${census.moved} · anchor-changed ${census.changed} · file-gone ${census.gone}`;
}

function leadText(review: ClaimsReview): string {
  const lines: string[] = [];
  if (review.violations.length > 0)
    lines.push(
      review.review.conclusion === 'failure'
        ? 'A writer file only grows: `fail-on-violation` fails this run until the lines the pull request rewrote are as they were at the base.'
        : 'A writer file only grows: put the lines the pull request rewrote back as they were at the base (`fail-on-violation` is off, so this does not fail the run).',
    );
  if (review.gateFailures.length > 0)
    lines.push(
      `**claims-gate: anchors fails this run:** ${plural(review.gateFailures.length, 'claim')} whose anchor this pull request breaks ${review.gateFailures.length === 1 ? 'is' : 'are'} not re-filed, held, closed or declared dead here. Re-file evidence that resolves at this commit (\`ev evidence <claim> file:…::…\`), \`ev hold\` the claim, or declare it dead (\`ev close <claim> --dead --reason …\`) in this pull request.`,
    );
  else if (review.scope === 'commit') {
    // Advice only where there is something to act on: a clean census gets none.
    if (review.baseMoved.length > 0)
      lines.push(
        'Nothing here gates: ev does not. Re-read the claims whose code moved, and re-file their evidence where it moved on purpose.',
      );
  } else if (review.broken.length + review.moved.length > 0)
    lines.push(
      `${review.violations.length > 0 ? 'The anchors gate nothing' : 'Nothing here blocks merging'}: ev states facts and does not gate. Re-read these claims and, where the code moved on purpose, re-file their evidence (\`ev evidence <claim> file:…::…\`).`,
    );
  else if (review.settled.length > 0 && review.violations.length === 0)
    lines.push(
      'Nothing here blocks merging, and nothing is left to re-read: this pull request settles each claim whose anchor it broke or moved (below).',
    );
  return lines.map((line) => `${line}\n\n`).join('');
}

/** The section's blocks, most important first (whole blocks are what a limit drops). */
function sectionBlocks(
  review: ClaimsReview,
  options: ClaimsRenderOptions,
  level: string,
): string[] {
  const blocks: string[] = [`${level} ${claimsHeadline(review)}\n\n${leadText(review)}`];
  if (review.violations.length > 0) {
    blocks.push(
      `#### ⛔ ${plural(review.violations.length, 'ledger violation')}: history rewritten\n\n` +
        'A writer file only grows. `fail-on-violation` fails the run on these.\n\n' +
        review.violations.map((v) => `- ${mdText(v.message, 400)}`).join('\n') +
        '\n\n',
    );
  }
  // Red only where the opted-in gate fails the run on the claim.
  const gate = review.gate;
  const gated = new Set(review.gateFailures);
  for (const claim of review.broken)
    blocks.push(claimBlock(claim, gated.has(claim.id) ? '🔴' : '⚠️', options, gate));
  for (const claim of review.moved) blocks.push(claimBlock(claim, '🟡', options, gate));
  if (review.scope === 'commit')
    for (const claim of review.baseMoved) blocks.push(claimBlock(claim, '🟡', options, gate));
  if (review.settled.length > 0) blocks.push(settledBlock(review.settled));
  if (review.recorded.length > 0) {
    // One entry per claim, its label once, what the pull request appended for it beneath.
    const groups = new Map<string, RecordedEntry[]>();
    for (const r of review.recorded) {
      const group = groups.get(r.claimId);
      if (group === undefined) groups.set(r.claimId, [r]);
      else group.push(r);
    }
    const lines = [...groups].flatMap(([claimId, entries]) => [
      `- ${shortLabel((entries[0] as RecordedEntry).label)} (${codeSpan(claimId, { max: 80 })})`,
      ...entries.map((r) => {
        const ref = r.ref !== undefined ? ` ${codeSpan(r.ref, { max: REF_MAX })}` : '';
        const checks = r.findings.map((f) => ` — ⚠️ ${ATTACH_WHY[f]}`).join('');
        return `  - ${r.kind}${ref} · by ${actorText(r.actor)}${checks}`;
      }),
    ]);
    blocks.push(`#### 📝 Recorded in this pull request\n\n${lines.join('\n')}\n\n`);
  }
  if (review.stateChanges.length > 0) {
    const lines = review.stateChanges.map(
      (c) =>
        `- ${mdText(c.label, LABEL_MAX)} (${codeSpan(c.claimId, { max: 80 })}): ${c.from} → **${c.to}** · ${c.by.type} by ${actorText(c.by.actor)}`,
    );
    blocks.push(`#### State changed in this pull request\n\n${lines.join('\n')}\n\n`);
  }
  if (review.scope === 'pull-request' && review.baseMoved.length > 0) {
    const items = review.baseMoved.map(
      (c) =>
        `- ${mdText(c.label, 120)} (${codeSpan(c.id, { max: 80 })}): ${c.anchors.map((a) => cellOrStatus(a.before)).join(', ')}`,
    );
    blocks.push(
      `<details><summary>Already moved on the base: ${plural(review.baseMoved.length, 'claim')} (${censusText(review.baseMovedCensus)}), untouched by this pull request</summary>\n\n${items.join('\n')}\n\n</details>\n\n`,
    );
  }
  const c = review.census;
  blocks.push(
    `${plural(review.untouched, 'claim')} with evidence untouched. At this commit: ${c.total} claims · still ${c.still} · ${censusText(c)} · legacy ${c.legacy} · unmeasured ${c.unmeasured} (as \`ev doctor\` counts them).\n`,
  );
  if (review.skipped.length > 0)
    blocks.push(
      `\n${plural(review.skipped.length, 'ledger line')} ev skips at this commit: ${review.skipped
        .slice(0, 10)
        .map((s) =>
          codeSpan(`.evolving/ledger/${s.file}:${s.line}${s.torn ? ' (torn)' : ''}`, { max: 200 }),
        )
        .join(', ')}.\n`,
    );
  return blocks;
}

/** The claims section within `limit` (measured by `measure`), whole blocks only. */
export function renderClaimsSection(
  review: ClaimsReview,
  options: ClaimsRenderOptions,
  limit: number,
  measure: Measure,
  level = '###',
): string {
  const blocks = sectionBlocks(review, options, level);
  const last = blocks.pop() as string;
  const fitted = fitBlocks(blocks, limit - measure(last), measure, (n) =>
    n === 0
      ? ''
      : `_${plural(n, 'more block')} not shown here: the job summary and the JSON report have them._\n\n`,
  );
  return fitted.text + last;
}

/** Whether the comment has something to say about the claims (else `comment: auto` writes none). */
export function claimsHaveFindings(review: ClaimsReview): boolean {
  return (
    review.broken.length +
      review.moved.length +
      review.settled.length +
      review.violations.length +
      review.recorded.length +
      review.stateChanges.length >
    0
  );
}
