/**
 * verify (docs/ev-0.1.md#verify-findings,
 * docs/COMPATIBILITY.md#where-this-project-is-stricter-than-ev): every finding
 * over a set of tick files, with the exact text of the ev release whose rules
 * apply (0.1.32 by default: an R5 op word in an imported tick is a warning;
 * 0.1.2 on request). Pure: takes file names and their text.
 */
import { DEFAULT_EV_RULES, type EvRules } from './ev-rules.js';
import { tickId } from './identity.js';
import type { LedgerEntry } from './ledger.js';
import { lintMessage, lintText, R3_SELF_EVOLVE, R5_FORBIDDEN_OPS, type LintHit } from './lint.js';
import { debugQuote } from '../text/debug-quote.js';
import { isDetectOnly, isTestCheck, type Tick } from './tick.js';
import { compareCodePoints, isBlank } from '../text/unicode.js';

export type FindingKind =
  | 'parse' // R1/R2: the file does not parse (or is not JSON)
  | 'id-mismatch' // R4/R6: id != hash(payload)
  | 'stored-id' // R6: stored id field != filename
  | 'blame' // R5: empty blame
  | 'cd-test' // C/D tick carrying a test check
  | 'lint' // R3/R5 best-effort lint
  | 'parent' // R6: parent does not resolve
  | 'cycle'; // R6: parent chain has a cycle

export interface Finding {
  /** The tick file name (for parent/cycle findings: the tick's id, as ev prints it). */
  file: string;
  kind: FindingKind;
  /** The line ev prints after `✗ ` (e.g. `abc: empty blame (R5) — …`). */
  text: string;
  /** 1-based line in the tick file the finding points at, when it can be found. */
  line?: number;
}

export type WarningKind = 'unknown-key' | 'imported-op' | 'duplicate-key' | 'skipped';

/** ev prints every unknown-key warning, then every imported op-word warning. */
export function evWarningLines(warnings: readonly Warning[]): string[] {
  return [
    ...warnings.filter((w) => w.kind === 'unknown-key'),
    ...warnings.filter((w) => w.kind === 'imported-op'),
  ].map((w) => w.text);
}

export interface Warning {
  file: string;
  kind: WarningKind;
  /** The tolerated unknown (or duplicated) key; '' for a skipped entry. */
  key: string;
  /** The stderr line (ev's text for unknown keys). */
  text: string;
  line?: number;
}

export interface VerifyResult {
  findings: Finding[];
  warnings: Warning[];
}

/**
 * One case-insensitive regex over all lint words: a text it does not match has
 * no lint hit, so lintText (which lower-cases a copy and searches ten times)
 * runs only on the rare text that may have one. Sound because the words are
 * ASCII: lower-casing yields ASCII letters only from ASCII letters (and from
 * U+212A KELVIN SIGN → k and U+0130 → i + U+0307, neither of which can
 * complete a word), exactly the letters /i folds.
 */
const MAY_LINT = new RegExp(
  [...R3_SELF_EVOLVE, ...R5_FORBIDDEN_OPS]
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|'),
  'i',
);

function lintHits(text: string): LintHit[] {
  return MAY_LINT.test(text) ? lintText(text) : [];
}

/**
 * Since 0.1.3 an imported tick transcribes history: an R5 op word in it was
 * recorded, not authored now, so it is a warning; R3 and every other rule stay hard.
 */
function softensR5(tick: Tick, rules: EvRules): boolean {
  return rules !== '0.1.2' && tick.provenance === 'imported';
}

function importedOpWarnings(file: string, tick: Tick): Warning[] {
  const texts = [tick.decision, tick.observe, ...tick.grounds.map((g) => g.claim)];
  return texts.flatMap((text) =>
    lintHits(text)
      .filter((hit) => hit.rule === 'R5')
      .map((hit) => ({
        file,
        kind: 'imported-op' as const,
        key: hit.word,
        text: `${file}: warning: R5 op language "${hit.word}" in imported historical text (recorded, not authored — best-effort lint)`,
      })),
  );
}

/** Findings about one parsed tick, in ev's order (docs/ev-0.1.md#verify-findings, the rows after R1/R2). */
function tickFindings(file: string, tick: Tick, rules: EvRules): Finding[] {
  const findings: Finding[] = [];
  const add = (kind: FindingKind, message: string) =>
    findings.push({ file, kind, text: `${file}: ${message}` });
  const recomputed = tickId(tick);
  if (recomputed !== file)
    add('id-mismatch', `id != hash(payload) (R4/R6) — recomputed ${recomputed}`);
  if (tick.id !== file) add('stored-id', `stored id field ${tick.id} != filename (R6)`);
  if (isBlank(tick.blame)) add('blame', 'empty blame (R5) — every mutating op names a human');
  if (isDetectOnly(tick) && tick.grounds.some((g) => isTestCheck(g.check))) {
    add('cd-test', 'a C/D jurisdiction (detect-only) tick may carry no test check');
  }
  const softR5 = softensR5(tick, rules);
  const lint = (text: string) => {
    for (const hit of lintHits(text))
      if (!(softR5 && hit.rule === 'R5')) add('lint', lintMessage(hit));
  };
  lint(tick.decision);
  lint(tick.observe);
  for (const ground of tick.grounds) lint(ground.claim);
  return findings;
}

/** A file the current walk up the parents holds (chainFindings). */
const ON_PATH = 0;

/**
 * R6 over the parsed ticks, keyed by file name as ev keys them: a parent that
 * does not resolve, and every tick whose walk up the parents revisits a tick
 * (also a tick that merely leads into a cycle). ev walks from every tick —
 * quadratic; one pass with memoised outcomes gives the same findings.
 */
function chainFindings(parentOf: ReadonlyMap<string, string>): Finding[] {
  const findings: Finding[] = [];
  for (const [file, parent] of parentOf) {
    if (parent !== '' && !parentOf.has(parent)) {
      findings.push({
        file,
        kind: 'parent',
        text: `${file}: parent_id ${parent} does not resolve (R6)`,
      });
    }
  }
  // Each file's outcome once known (does its walk reach a cycle?), or ON_PATH while the current
  // walk holds it: one map, no set or list made per walk (a 10,000-tick ledger walks 10,000 times).
  const reachesCycle = new Map<string, boolean | typeof ON_PATH>();
  const path: string[] = [];
  for (const start of parentOf.keys()) {
    if (reachesCycle.has(start)) continue;
    path.length = 0;
    let current: string | undefined = start;
    let outcome = false;
    // Bounded: a file joins a walk's path once in all (it then has an entry).
    while (current !== undefined) {
      const known = reachesCycle.get(current);
      if (known !== undefined) {
        // Back at a file this walk holds: it has come round a cycle.
        outcome = known === ON_PATH ? true : known;
        break;
      }
      path.push(current);
      reachesCycle.set(current, ON_PATH);
      const parent: string = parentOf.get(current) ?? '';
      current = parent !== '' && parentOf.has(parent) ? parent : undefined;
    }
    for (let i = 0; i < path.length; i++) reachesCycle.set(path[i] as string, outcome);
  }
  for (const [file, cyclic] of reachesCycle) {
    if (cyclic === true)
      findings.push({ file, kind: 'cycle', text: `${file}: parent chain has a cycle (R6)` });
  }
  return findings;
}

function warningsOf(entry: LedgerEntry, schemaVersion: number): Warning[] {
  const file = entry.file;
  if (entry.skipped) {
    return [
      {
        file,
        kind: 'skipped',
        key: '',
        text: `${file}: warning: not a regular file — skipped, as ev skips it`,
      },
    ];
  }
  const warnings: Warning[] = entry.unknownKeys.map((key) => ({
    file,
    kind: 'unknown-key' as const,
    key,
    text: `${file}: warning: tolerated unknown top-level field ${debugQuote(key)} (schema_version ${schemaVersion}) — a typo'd field name parses through but is ignored`,
  }));
  for (const { key, line } of entry.duplicateKeys) {
    warnings.push({
      file,
      kind: 'duplicate-key',
      key,
      line,
      text: `${file}:${line}: warning: duplicate key ${debugQuote(key)} — the last value wins (as in ev), the earlier one is ignored`,
    });
  }
  return warnings;
}

const FINDING_ORDER: readonly FindingKind[] = [
  'parse',
  'id-mismatch',
  'stored-id',
  'blame',
  'cd-test',
  'lint',
  'parent',
  'cycle',
];

/**
 * verify, one ledger entry at a time: each entry's own findings and warnings
 * are taken when it is added, and only its file name and parent are kept for
 * the chain rules, so the caller can drop the entry (its bytes, its parsed
 * tick) straight away. Entries may come in any order; the result is sorted.
 */
export class LedgerVerifier {
  private readonly findings: Finding[] = [];
  private readonly warnings: Warning[] = [];
  private readonly parentOf = new Map<string, string>();

  constructor(
    private readonly schemaVersion: number,
    private readonly rules: EvRules = DEFAULT_EV_RULES,
  ) {}

  add(entry: LedgerEntry): void {
    // A tick file may hold a million duplicate keys or grounds: never spread them into a call.
    for (const warning of warningsOf(entry, this.schemaVersion)) this.warnings.push(warning);
    if (entry.tick) {
      for (const finding of tickFindings(entry.file, entry.tick, this.rules))
        this.findings.push(finding);
      if (softensR5(entry.tick, this.rules))
        for (const warning of importedOpWarnings(entry.file, entry.tick))
          this.warnings.push(warning);
      this.parentOf.set(entry.file, entry.tick.parent_id);
    } else if (entry.error !== undefined) {
      this.findings.push({
        file: entry.file,
        kind: 'parse',
        text: `${entry.file}: R1/R2 ${entry.error}`,
      });
    }
  }

  /** Every finding by file (code-point order), then in ev's order within a file; warnings by file. */
  result(): VerifyResult {
    const findings = [...this.findings, ...chainFindings(this.parentOf)];
    const rank = (f: Finding) => FINDING_ORDER.indexOf(f.kind);
    findings.sort((a, b) => compareCodePoints(a.file, b.file) || rank(a) - rank(b));
    // Stable: a file's own warnings keep their order.
    const warnings = [...this.warnings].sort((a, b) => compareCodePoints(a.file, b.file));
    return { findings, warnings };
  }
}

/** verify over parsed ledger entries; `schemaVersion` comes from the config. */
export function verifyLedger(
  entries: readonly LedgerEntry[],
  schemaVersion: number,
  rules: EvRules = DEFAULT_EV_RULES,
): VerifyResult {
  const verifier = new LedgerVerifier(schemaVersion, rules);
  for (const entry of entries) verifier.add(entry);
  return verifier.result();
}

export const CLEAN_LINES = [
  '✓ chain intact: every id == hash(payload), lineage forward-only',
  '✓ every tick validates against the closed schema (R1) and check shape (R2)',
];
