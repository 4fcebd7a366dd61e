/**
 * The tick: one decision in the `.evolving/` chain (docs/ev-0.1.md#the-tick), and its
 * strict two-tier parser. Pure: takes parsed JSON, returns a Tick or the first
 * problem, with the message catalogue and order of the ev release whose rules
 * apply (0.1.32 by default, 0.1.2 on request), byte for byte.
 */
import { debugQuote } from '../text/debug-quote.js';
import { DEFAULT_EV_RULES, type EvRules } from './ev-rules.js';
import { compareCodePoints } from '../text/unicode.js';

export type Jurisdiction = 'A' | 'B' | 'C' | 'D';

export type Provenance = 'imported' | 'agent-proposed' | 'human-now';

export interface Liveness {
  platforms: string[];
  triggered_by: string[];
  surfaces: string[];
}

export interface PersonCheck {
  by: 'person';
  ref: string;
}

export interface TestCheck {
  by: 'test';
  ref: string;
  verified_at_sha: string;
  /** Absent on a harvested binding (falsifiability never proven). */
  counter_test?: string;
  liveness: Liveness;
}

export type Check = PersonCheck | TestCheck;

export interface Ground {
  claim: string;
  /** `chosen` or `rejected:<option>` (a road not taken). */
  supports: string;
  check?: Check;
}

export interface Tick {
  decision: string;
  observe: string;
  grounds: Ground[];
  parent_id: string;
  id: string;
  status: string;
  held_since: string;
  blame: string;
  authority?: string;
  jurisdiction?: Jurisdiction;
  /** 0.1.1–0.1.2's join key, replaced by `source_ref` in 0.1.3; still accepted, as legacy. */
  round_id?: string;
  /** The producer's opaque source identity (0.1.3): a non-empty string or object, never interpreted. */
  source_ref?: string | Record<string, unknown>;
  /** How the tick entered the ledger (0.1.3); absent means human-now. */
  provenance?: Provenance;
  /**
   * The tick this one supersedes (a 12-hex id): `supersedes` since 0.1.27,
   * `corrects` in 0.1.10–0.1.26 (read as the same edge).
   */
  supersedes?: string;
  /** The agent proposal this human-now tick ratifies (a 12-hex id, 0.1.16). */
  ratifies?: string;
  /** Tolerated unknown top-level keys, sorted by code point (verify warns on each). */
  unknownKeys: string[];
}

export type ParseResult = { ok: true; tick: Tick } | { ok: false; message: string };

type JsonObject = Record<string, unknown>;

const HASHED_TOP_LEVEL_KEYS = [
  'id',
  'parent_id',
  'observe',
  'decision',
  'grounds',
  'status',
  'held_since',
  'blame',
];

/**
 * Hashed/identity keys plus the known bookkeeping ones, per release:
 * everything else at top level is tolerated (and verify warns). Under 0.1.32
 * the legacy `round_id` (0.1.1–0.1.2) and `corrects` (0.1.10–0.1.26) stay
 * known, so a store an older ev wrote reads without false warnings.
 */
const KNOWN_TOP_LEVEL_KEYS: Readonly<Record<EvRules, ReadonlySet<string>>> = {
  '0.1.2': new Set([...HASHED_TOP_LEVEL_KEYS, 'authority', 'jurisdiction', 'round_id']),
  '0.1.32': new Set([
    ...HASHED_TOP_LEVEL_KEYS,
    'authority',
    'jurisdiction',
    'source_ref',
    'provenance',
    'supersedes',
    'ratifies',
    'round_id',
    'corrects',
  ]),
};
const PROVENANCES = new Set<string>(['imported', 'agent-proposed', 'human-now']);
const GROUND_KEYS = ['claim', 'supports', 'check'];
const PERSON_CHECK_KEYS = ['by', 'ref'];
const TEST_CHECK_KEYS = ['by', 'ref', 'verified_at_sha', 'counter_test', 'liveness'];
const LIVENESS_KEYS = ['platforms', 'triggered_by', 'surfaces'] as const;
const JURISDICTIONS = new Set(['A', 'B', 'C', 'D']);
const REJECTED_PREFIX = 'rejected:';

/** A parse failure carrying ev's exact message. */
class TickShapeError extends Error {}

function fail(message: string): never {
  throw new TickShapeError(message);
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function sortedKeys(obj: JsonObject): string[] {
  return Object.keys(obj).sort(compareCodePoints);
}

/** ev reports the first key outside the schema in code-point order, not file order. */
function onlyKeys(obj: JsonObject, allowed: readonly string[], what: string): void {
  // Sorting is only needed to name the offender; a clean object (every tick ev wrote) skips it.
  if (Object.keys(obj).every((key) => allowed.includes(key))) return;
  const outside = sortedKeys(obj).find((key) => !allowed.includes(key));
  if (outside !== undefined) fail(`${what}: field outside closed schema: ${outside}`);
}

function requiredString(obj: JsonObject, key: string): string {
  const value = obj[key];
  if (typeof value !== 'string') fail(`missing or non-string field: ${key}`);
  return value;
}

function nonEmptyStringSet(liveness: JsonObject, key: string): string[] {
  const values = liveness[key];
  if (!Array.isArray(values)) fail(`liveness.${key} missing/not array`);
  for (const value of values) {
    if (typeof value !== 'string') fail(`liveness.${key} element not a string`);
    if (value === '') fail(`liveness.${key} has an empty element`);
  }
  if (values.length === 0) fail(`liveness.${key} must be non-empty`);
  return values as string[];
}

function is40LowerHex(text: string): boolean {
  return /^[0-9a-f]{40}$/.test(text);
}

function parsePersonCheck(obj: JsonObject): PersonCheck {
  onlyKeys(obj, PERSON_CHECK_KEYS, 'person check');
  const ref = requiredString(obj, 'ref');
  if (ref === '') fail('person check ref is empty');
  return { by: 'person', ref };
}

function parseCounterTest(obj: JsonObject): string | undefined {
  if (!Object.hasOwn(obj, 'counter_test')) return undefined;
  const counter = obj.counter_test;
  if (typeof counter !== 'string') fail('counter_test present but not a string');
  if (counter === '') fail('counter_test present but empty');
  return counter;
}

function parseTestCheck(obj: JsonObject): TestCheck {
  onlyKeys(obj, TEST_CHECK_KEYS, 'test check');
  const ref = requiredString(obj, 'ref');
  if (ref === '') fail('test check ref is empty');
  const sha = requiredString(obj, 'verified_at_sha');
  if (!is40LowerHex(sha)) fail(`verified_at_sha must be 40 lowercase hex: ${sha}`);
  const counter = parseCounterTest(obj);
  const liveness = obj.liveness;
  if (!isObject(liveness)) fail('liveness missing/not object');
  onlyKeys(liveness, LIVENESS_KEYS, 'liveness');
  const check: TestCheck = {
    by: 'test',
    ref,
    verified_at_sha: sha,
    liveness: {
      platforms: nonEmptyStringSet(liveness, 'platforms'),
      triggered_by: nonEmptyStringSet(liveness, 'triggered_by'),
      surfaces: nonEmptyStringSet(liveness, 'surfaces'),
    },
  };
  if (counter !== undefined) check.counter_test = counter;
  return check;
}

function parseCheck(value: unknown): Check {
  if (!isObject(value)) fail('check is not an object');
  const by = value.by;
  if (by === 'person') return parsePersonCheck(value);
  if (by === 'test') return parseTestCheck(value);
  // Rust's `{:?}` of an Option<&str>.
  fail(
    `check.by must be "test" or "person", got ${typeof by === 'string' ? `Some(${debugQuote(by)})` : 'None'}`,
  );
}

export function isValidSupports(supports: string): boolean {
  return (
    supports === 'chosen' ||
    (supports.startsWith(REJECTED_PREFIX) && supports.length > REJECTED_PREFIX.length)
  );
}

/** The option of a road not taken (`rejected:<option>`), or undefined for `chosen`. */
export function rejectedOption(supports: string): string | undefined {
  return supports.startsWith(REJECTED_PREFIX) ? supports.slice(REJECTED_PREFIX.length) : undefined;
}

function parseGround(value: unknown): Ground {
  if (!isObject(value)) fail('ground is not an object');
  onlyKeys(value, GROUND_KEYS, 'ground');
  const claim = requiredString(value, 'claim');
  if (claim === '') fail('ground claim is empty');
  const supports = requiredString(value, 'supports');
  if (!isValidSupports(supports)) fail(`invalid supports: ${supports}`);
  const ground: Ground = { claim, supports };
  if (Object.hasOwn(value, 'check')) ground.check = parseCheck(value.check);
  return ground;
}

function parseJurisdiction(obj: JsonObject): Jurisdiction | undefined {
  const value = obj.jurisdiction;
  // A non-string jurisdiction is ignored, as ev ignores it.
  if (typeof value !== 'string') return undefined;
  if (!JURISDICTIONS.has(value))
    fail(`jurisdiction must be one of A, B, C, D (got ${debugQuote(value)})`);
  return value as Jurisdiction;
}

function parseRoundId(obj: JsonObject): string | undefined {
  if (!Object.hasOwn(obj, 'round_id')) return undefined;
  const value = obj.round_id;
  if (typeof value !== 'string') fail('round_id present but not a string');
  if (value === '') fail('round_id present but empty');
  return value;
}

/** A tick id as ev writes one: exactly 12 lowercase hex digits. */
export function isTickId(text: string): boolean {
  return /^[0-9a-f]{12}$/.test(text);
}

/** ev 0.1.3's source_ref: a non-empty string or a non-empty object, else its message. */
function parseSourceRef(obj: JsonObject): Tick['source_ref'] {
  if (!Object.hasOwn(obj, 'source_ref')) return undefined;
  const value = obj.source_ref;
  if (typeof value === 'string') {
    if (value === '') fail('source_ref string is empty');
    return value;
  }
  if (isObject(value)) {
    if (Object.keys(value).length === 0) fail('source_ref object is empty');
    return value;
  }
  fail('source_ref must be a non-empty string or object');
}

/** A string-valued bookkeeping key (a non-string value is ignored, as ev ignores it). */
function stringField(obj: JsonObject, key: string): string | undefined {
  const value = obj[key];
  return typeof value === 'string' ? value : undefined;
}

function parseProvenance(obj: JsonObject): Provenance | undefined {
  const value = stringField(obj, 'provenance');
  if (value === undefined) return undefined;
  if (!PROVENANCES.has(value))
    fail(
      `provenance must be one of imported, agent-proposed, human-now (got ${debugQuote(value)})`,
    );
  return value as Provenance;
}

/** A relation-overlay edge (`supersedes`, `ratifies`, legacy `corrects`): a 12-hex tick id. */
function parseEdge(obj: JsonObject, key: string): string | undefined {
  const value = stringField(obj, key);
  if (value !== undefined && !isTickId(value))
    fail(`${key} must be a 12-char lowercase-hex tick id (got ${debugQuote(value)})`);
  return value;
}

/** ev 0.1.32's bookkeeping fields, in the order its parser validates them (legacy keys where their era had them). */
function addRecentFields(tick: Tick, obj: JsonObject): void {
  const sourceRef = parseSourceRef(obj);
  if (sourceRef !== undefined) tick.source_ref = sourceRef;
  const provenance = parseProvenance(obj);
  if (provenance !== undefined) tick.provenance = provenance;
  const corrects = parseEdge(obj, 'corrects');
  const supersedes = parseEdge(obj, 'supersedes') ?? corrects;
  if (supersedes !== undefined) tick.supersedes = supersedes;
  const ratifies = parseEdge(obj, 'ratifies');
  if (ratifies !== undefined) tick.ratifies = ratifies;
}

/** Tolerated unknown top-level keys of a tick object, in code-point order. */
export function unknownTopLevelKeys(value: unknown, rules: EvRules = DEFAULT_EV_RULES): string[] {
  if (!isObject(value)) return [];
  const known = KNOWN_TOP_LEVEL_KEYS[rules];
  // Filter first: the unknown keys (usually none) are all that needs sorting.
  return Object.keys(value)
    .filter((key) => !known.has(key))
    .sort(compareCodePoints);
}

function parseTickObject(value: unknown, rules: EvRules): Tick {
  if (!isObject(value)) fail('tick is not an object');
  const groundValues = value.grounds;
  if (!Array.isArray(groundValues)) fail('grounds missing/not array');
  const grounds = groundValues.map(parseGround);
  // ev reads these in this order: the first missing one is the one it names.
  const tick: Tick = {
    id: requiredString(value, 'id'),
    parent_id: requiredString(value, 'parent_id'),
    observe: requiredString(value, 'observe'),
    decision: requiredString(value, 'decision'),
    status: requiredString(value, 'status'),
    held_since: requiredString(value, 'held_since'),
    blame: requiredString(value, 'blame'),
    grounds,
    unknownKeys: unknownTopLevelKeys(value, rules),
  };
  if (typeof value.authority === 'string') tick.authority = value.authority;
  const jurisdiction = parseJurisdiction(value);
  if (jurisdiction !== undefined) tick.jurisdiction = jurisdiction;
  const roundId = parseRoundId(value);
  if (roundId !== undefined) tick.round_id = roundId;
  if (rules !== '0.1.2') addRecentFields(tick, value);
  return tick;
}

/**
 * The strict two-tier parse (R1 closed schema + R2 check shape) under one
 * release's rules; stops at the first problem.
 */
export function parseTick(value: unknown, rules: EvRules = DEFAULT_EV_RULES): ParseResult {
  try {
    return { ok: true, tick: parseTickObject(value, rules) };
  } catch (error) {
    if (error instanceof TickShapeError) return { ok: false, message: error.message };
    throw error;
  }
}

export function isTestCheck(check: Check | undefined): check is TestCheck {
  return check?.by === 'test';
}

/** A tick an agent proposed (0.1.3): it never gates and stays out of brief until a human ratifies it. */
export function isAgentProposed(tick: Pick<Tick, 'provenance'>): boolean {
  return tick.provenance === 'agent-proposed';
}

/** C and D decisions are detect-only: surfaced, never gating. */
export function isDetectOnly(tick: Pick<Tick, 'jurisdiction'>): boolean {
  return tick.jurisdiction === 'C' || tick.jurisdiction === 'D';
}
