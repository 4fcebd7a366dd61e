/** Which decisions are in context (docs/USAGE.md#context). */
import {
  decisionsInContext,
  type ContextInput,
} from '../../../../src/core/ticks/verdict/context.js';
import type { Tick } from '../../../../src/core/ticks/tick.js';
import { aBoundGround, aMemoTick, aTick, aTickVerdict } from '../../../../test-support/builders.js';
import type { TickVerdict } from '../../../../src/core/ticks/verdict/verdict.js';

const triggered = (triggered_by: string[], ref = 'pytest tests/test_pagination.py') =>
  aBoundGround(
    { claim: 'paging never skips an order' },
    { ref, liveness: { platforms: ['linux-ci'], triggered_by, surfaces: ['api'] } },
  );

const PAGINATION = aTick({
  id: 'c0c0c0c0c0c0',
  decision: 'pagination uses opaque cursors, not offsets',
  observe: 'offset paging skipped orders under inserts',
  blame: 'Sofia Lindqvist',
  grounds: [
    { claim: 'the API team agreed', supports: 'chosen', check: { by: 'person', ref: 'review' } },
    triggered(['src/api/']),
    { claim: 'OFFSET scans grow with the page number', supports: 'rejected:offset pagination' },
  ],
});

function inContext(verdicts: TickVerdict[], files: string[], over: Partial<ContextInput> = {}) {
  return decisionsInContext({
    verdicts,
    change: { files, ledgerPrefix: '' },
    resurfacedFiles: [],
    ...over,
  });
}

describe('which decisions are in context', () => {
  test('a green decision whose trigger selects a changed file: everything the reviewer needs', () => {
    const [decision, ...rest] = inContext(
      [aTickVerdict(PAGINATION)],
      ['README.md', 'src/api/orders.ts'],
    );
    expect(rest).toEqual([]);
    expect(decision).toMatchObject({
      id: 'c0c0c0c0c0c0',
      file: 'c0c0c0c0c0c0',
      decision: 'pagination uses opaque cursors, not offsets',
      blame: 'Sofia Lindqvist',
      tags: { authority: 'user-ruled', jurisdiction: 'A', round_id: 'R2290' },
      triggersChanged: ['src/api/'],
      changedFiles: ['src/api/orders.ts'],
      roadsNotTaken: [
        {
          groundIndex: 2,
          option: 'offset pagination',
          claim: 'OFFSET scans grow with the page number',
        },
      ],
    });
    // Only the test-bound ground, with its label and check.
    expect(decision?.grounds).toEqual([
      expect.objectContaining({
        groundIndex: 1,
        claim: 'paging never skips an order',
        label: 'green',
        ref: 'pytest tests/test_pagination.py',
        triggersChanged: ['src/api/'],
      }),
    ]);
  });

  test('exempt grounds count too: context is about governed files, not about failures', () => {
    expect(inContext([aTickVerdict(PAGINATION, { 1: 'exempt' })], ['src/api/x.ts'])).toHaveLength(
      1,
    );
  });

  test('a resurfaced decision is not in context (it is already shown)', () => {
    const verdict = aTickVerdict(PAGINATION, { 1: 'red' });
    expect(inContext([verdict], ['src/api/x.ts'], { resurfacedFiles: [verdict.file] })).toEqual([]);
  });

  test('no changed file selected, no change at all, or only person-checked grounds: nothing', () => {
    expect(inContext([aTickVerdict(PAGINATION)], ['src/apiary/x.ts', 'docs/api/x.md'])).toEqual([]);
    expect(inContext([aTickVerdict(PAGINATION)], [])).toEqual([]);
    const personOnly = aTick({
      grounds: [{ claim: 'agreed', supports: 'chosen', check: { by: 'person', ref: 'src/api/' } }],
    });
    expect(inContext([aTickVerdict(personOnly)], ['src/api/x.ts'])).toEqual([]);
  });

  test.each([
    [['src/api/orders.ts'], ['src/api/orders.ts'], true],
    [['src/api'], ['src/api/v2/orders.ts'], true],
    [['*.sql'], ['migrations/0001_orders.sql'], true],
    [[':(glob)src/*.ts'], ['src/api/orders.ts'], false],
    [[':(glob)src/**/*.ts'], ['src/api/orders.ts'], true],
    [[':(icase)SRC/API'], ['src/api/orders.ts'], true],
    [['src/', ':!src/api/generated'], ['src/api/generated/client.ts'], false],
    [[':(exclude)docs'], ['src/api/orders.ts'], true],
    [['src/api', ':(bogus)x'], ['src/api/orders.ts'], false], // git refuses the list
    [['src/api', ':(attr:binary)x'], ['src/api/orders.ts'], false], // cannot be decided here
  ])('triggered_by %j with %j changed: in context = %s', (triggers, files, expected) => {
    const tick = aTick({ grounds: [triggered(triggers)] });
    expect(inContext([aTickVerdict(tick)], files).length === 1).toBe(expected);
  });

  test('triggers are read from the ledger root; changed files stay repository-relative', () => {
    const tick = aTick({ grounds: [triggered(['src/', '../../common/schema.sql', ':/Makefile'])] });
    const [decision] = decisionsInContext({
      verdicts: [aTickVerdict(tick)],
      change: {
        files: ['services/api/src/app.ts', 'common/schema.sql', 'Makefile', 'src/app.ts'],
        ledgerPrefix: 'services/api/',
      },
      resurfacedFiles: [],
    });
    expect(decision?.changedFiles).toEqual([
      'services/api/src/app.ts',
      'common/schema.sql',
      'Makefile',
    ]);
    expect(decision?.triggersChanged).toEqual(['src/', '../../common/schema.sql', ':/Makefile']);
  });

  test('a C/D decision whose checks are green can be in context (it never gates anyway)', () => {
    const memo = aMemoTick();
    expect(inContext([aTickVerdict(memo)], ['src/search/index.ts'])).toHaveLength(1);
  });

  test('a decision this pull request records is in context like any other (no exception in the spec)', () => {
    expect(inContext([aTickVerdict(PAGINATION)], ['src/api/x.ts']).map((d) => d.id)).toEqual([
      PAGINATION.id,
    ]);
  });

  test('ordered by tick id, whatever the ledger order', () => {
    const ticks = ['b00000000000', 'a00000000000', 'c00000000000'].map((id) =>
      aTick({ id, grounds: [triggered(['src/'])] }),
    );
    const ids = inContext(
      ticks.map((t) => aTickVerdict(t)),
      ['src/x'],
    ).map((d) => d.id);
    expect(ids).toEqual(['a00000000000', 'b00000000000', 'c00000000000']);
  });
});

describe('revisions of one decision (ev guard, ev correct)', () => {
  // ev guard: a child that copies its parent and binds another ground.
  const parent: Tick = aTick({
    id: 'aaaaaaaaaaaa',
    parent_id: '',
    decision: 'orders are idempotent on a client key',
    grounds: [triggered(['src/orders.ts'], 'pytest a'), { claim: 'retries', supports: 'chosen' }],
  });
  const child: Tick = {
    ...parent,
    id: 'bbbbbbbbbbbb',
    parent_id: parent.id,
    grounds: [triggered(['src/orders.ts'], 'pytest a'), triggered(['src/keys.ts'], 'pytest b')],
  };
  const unrelated: Tick = aTick({
    id: 'cccccccccccc',
    parent_id: child.id,
    decision: 'another decision',
    grounds: [triggered(['src/orders.ts'], 'pytest c')],
  });

  test('shown once, as the newest revision, with the changed files of all revisions', () => {
    const decisions = inContext(
      [aTickVerdict(parent), aTickVerdict(child), aTickVerdict(unrelated)],
      ['src/orders.ts', 'src/keys.ts'],
    );
    expect(decisions.map((d) => d.id)).toEqual([child.id, unrelated.id]);
    expect(decisions[0]?.grounds.map((g) => g.ref)).toEqual(['pytest a', 'pytest b']);
    expect(decisions[0]?.changedFiles).toEqual(['src/orders.ts', 'src/keys.ts']);
  });

  test('not at all when any revision resurfaces', () => {
    const decisions = inContext(
      [aTickVerdict(parent), aTickVerdict(child, { 1: 'red' }), aTickVerdict(unrelated)],
      ['src/orders.ts'],
      { resurfacedFiles: [child.id] },
    );
    expect(decisions.map((d) => d.id)).toEqual([unrelated.id]);
  });

  test('shown as the newest revision when only an older one selects a changed file', () => {
    const decisions = inContext([aTickVerdict(parent), aTickVerdict(child)], ['src/legacy.ts'], {
      verdicts: [
        aTickVerdict({ ...parent, grounds: [triggered(['src/legacy.ts'], 'pytest a')] }),
        aTickVerdict(child),
      ],
    });
    expect(decisions.map((d) => d.id)).toEqual([child.id]);
    expect(decisions[0]?.changedFiles).toEqual(['src/legacy.ts']);
    expect(decisions[0]?.triggersChanged).toEqual([]);
  });

  test('a revision recorded by this pull request is the one shown (the newest)', () => {
    const decisions = inContext([aTickVerdict(parent), aTickVerdict(child)], ['src/orders.ts']);
    expect(decisions.map((d) => d.id)).toEqual([child.id]);
  });

  test('a child with another decision text is another decision', () => {
    const reworded: Tick = { ...child, decision: 'orders are idempotent on a server key' };
    const ids = inContext([aTickVerdict(parent), aTickVerdict(reworded)], ['src/orders.ts']).map(
      (d) => d.id,
    );
    expect(ids).toEqual([parent.id, reworded.id]);
  });
});
