/**
 * A claim's reading (ev 0.2.4, docs/ev-0.2.md "Readings"): pointers over
 * comprehension depth × language — a `thk_` note id or a `url:`/`artifact:`
 * ref per (depth, lang) slot, the latest pointer per slot winning — plus
 * concept pointers, each kept once. ev stores pointers, never prose, and
 * grades nothing: an empty slot is a fact. Pure.
 */

export type Depth = 'maintainer' | 'plain' | 'ground';
export type Lang = 'zh' | 'en';

export interface Slot {
  depth: Depth;
  lang: Lang;
  reference: string;
}

export interface Reading {
  /** Filled slots, in the order first filled. */
  slots: Slot[];
  concepts: string[];
}

/** The four slots a reading can fill (maintainer is the claim's own label). */
export const STORABLE_SLOTS: readonly (readonly [Depth, Lang])[] = [
  ['plain', 'zh'],
  ['plain', 'en'],
  ['ground', 'zh'],
  ['ground', 'en'],
];

export function parseDepth(raw: string): Depth | undefined {
  return raw === 'maintainer' || raw === 'plain' || raw === 'ground' ? raw : undefined;
}

export function parseLang(raw: string): Lang | undefined {
  return raw === 'zh' || raw === 'en' ? raw : undefined;
}

export function emptyReading(): Reading {
  return { slots: [], concepts: [] };
}

export function slotOf(reading: Reading, depth: Depth, lang: Lang): string | undefined {
  return reading.slots.find((s) => s.depth === depth && s.lang === lang)?.reference;
}

/** Fill a slot: a later pointer replaces an earlier one in place. */
export function fillSlot(reading: Reading, depth: Depth, lang: Lang, reference: string): void {
  const slot = reading.slots.find((s) => s.depth === depth && s.lang === lang);
  if (slot !== undefined) slot.reference = reference;
  else reading.slots.push({ depth, lang, reference });
}

export function addConcept(reading: Reading, concept: string): void {
  if (!reading.concepts.includes(concept)) reading.concepts.push(concept);
}

/** The storable slots with no pointer, as `depth/lang`. */
export function emptySlots(reading: Reading): string[] {
  return STORABLE_SLOTS.filter(([d, l]) => slotOf(reading, d, l) === undefined).map(
    ([d, l]) => `${d}/${l}`,
  );
}

export interface ReadingCensus {
  claims: number;
  empty: number;
  /** Empty count per storable slot, in STORABLE_SLOTS order. */
  emptyBySlot: number[];
}

/** Present/empty counts over these claims' readings: a count, never a grade. */
export function readingCensus(readings: readonly Reading[]): ReadingCensus {
  const emptyBySlot = STORABLE_SLOTS.map(() => 0);
  let empty = 0;
  for (const reading of readings) {
    STORABLE_SLOTS.forEach(([d, l], i) => {
      if (slotOf(reading, d, l) !== undefined) return;
      empty++;
      emptyBySlot[i] = (emptyBySlot[i] ?? 0) + 1;
    });
  }
  return { claims: readings.length, empty, emptyBySlot };
}
