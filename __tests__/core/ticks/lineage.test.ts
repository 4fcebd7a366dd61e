import { currentDecisions, supersedingChild } from '../../../src/core/ticks/lineage.js';
import type { Tick } from '../../../src/core/ticks/tick.js';
import { aTick } from '../../../test-support/builders.js';

function filed(id: string, held_since: string, overrides: Partial<Tick> = {}) {
  return { file: id, tick: aTick({ id, held_since, decision: id, ...overrides }) };
}

describe('lineages collapse to their tip', () => {
  test('a tick named by a supersedes edge leaves the current decisions', () => {
    const old = filed('aaaaaaaaaaaa', '2026-01-01T00:00:00Z');
    const next = filed('bbbbbbbbbbbb', '2026-01-02T00:00:00Z', { supersedes: 'aaaaaaaaaaaa' });
    expect(currentDecisions([old, next]).map((t) => t.file)).toEqual(['bbbbbbbbbbbb']);
  });

  test('the same payload under another parent: the latest held_since stands, then the greater file name', () => {
    const a = filed('a', '2026-01-01T00:00:00Z', { decision: 'same' });
    const b = filed('b', '2026-01-03T00:00:00Z', { decision: 'same', parent_id: 'a' });
    const c = filed('c', '2026-01-03T00:00:00Z', { decision: 'same', parent_id: 'b' });
    expect(currentDecisions([a, b, c]).map((t) => t.file)).toEqual(['c']);
  });

  test('independent decisions all stay, latest first', () => {
    const a = filed('a', '2026-01-01T00:00:00Z');
    const b = filed('b', '2026-01-02T00:00:00Z');
    expect(currentDecisions([a, b]).map((t) => t.file)).toEqual(['b', 'a']);
  });

  test('a shared decision text with another observation is another decision; a text written once stays', () => {
    const a = filed('a', '2026-01-01T00:00:00Z', { decision: 'same', observe: 'first' });
    const b = filed('b', '2026-01-02T00:00:00Z', { decision: 'same', observe: 'second' });
    const c = filed('c', '2026-01-03T00:00:00Z', {
      decision: 'same',
      observe: 'first',
      parent_id: 'b',
    });
    const d = filed('d', '2026-01-04T00:00:00Z');
    expect(currentDecisions([a, b, c, d]).map((t) => t.file)).toEqual(['d', 'c', 'b']);
  });

  test('a copy is told by its whole payload: the same text and observation with other grounds is another decision', () => {
    // Decision 'd' throughout: only the observation, the grounds' claim and the parent differ.
    const d = (file: string, day: string, observe: string, claim: string, parent_id = '') =>
      filed(file, `2026-01-0${day}T00:00:00Z`, {
        decision: 'd',
        observe,
        grounds: [{ claim, supports: 'for' }],
        parent_id,
      });
    const a = d('a', '1', 'o', 'g');
    const b = d('b', '2', 'p', 'g');
    const c = d('c', '3', 'o', 'h');
    const e = d('e', '5', 'o', 'g', 'c');
    // e repeats a's payload under another parent: a goes; b (another observation) and c (other grounds) stay.
    expect(currentDecisions([a, b, c, e]).map((t) => t.file)).toEqual(['e', 'c', 'b']);
  });

  test('a superseded copy does not hide an older copy of its payload; texts interleave latest first', () => {
    // x2 repeats x1's payload but is superseded by s: x1 is the copy that stands.
    const x1 = filed('x1', '2026-01-01T00:00:00Z', { decision: 'x' });
    const y1 = filed('y1', '2026-01-02T00:00:00Z', { decision: 'y' });
    const x2 = filed('x2', '2026-01-03T00:00:00Z', { decision: 'x', parent_id: 'y1' });
    const y2 = filed('y2', '2026-01-04T00:00:00Z', { decision: 'y', parent_id: 'x2' });
    const s = filed('s', '2026-01-05T00:00:00Z', { decision: 'z', supersedes: 'x2' });
    expect(currentDecisions([x1, y1, x2, y2, s]).map((t) => t.file)).toEqual(['s', 'y2', 'x1']);
  });

  test('supersedingChild names the latest tick superseding an id', () => {
    const one = filed('c1', '2026-01-02T00:00:00Z', { supersedes: 'x' });
    const two = filed('c2', '2026-01-03T00:00:00Z', { supersedes: 'x' });
    expect(supersedingChild([one, two], 'x')).toBe('c2');
    expect(supersedingChild([one, two], 'y')).toBeUndefined();
  });
});
