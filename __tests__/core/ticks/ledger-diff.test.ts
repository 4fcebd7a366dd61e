import { compareLedgers, descendsFrom } from '../../../src/core/ticks/ledger-diff.js';

function chain(
  ...ids: string[]
): Map<string, { id: string; parent_id: string; decision: string; blame: string }> {
  const ticks = new Map<
    string,
    { id: string; parent_id: string; decision: string; blame: string }
  >();
  ids.forEach((id, i) =>
    ticks.set(id, { id, parent_id: ids[i - 1] ?? '', decision: `decision ${id}`, blame: 'Ada' }),
  );
  return ticks;
}

describe('ledger-diff integrity', () => {
  test('added ticks are recorded decisions; HEAD moving forward is fine', () => {
    const diff = compareLedgers({
      changes: [{ status: 'A', path: '.evolving/ticks/bbb' }],
      baseHead: 'aaa',
      head: 'bbb',
      ticks: chain('aaa', 'bbb'),
    });
    expect(diff.violations).toEqual([]);
    expect(diff.recorded).toEqual([{ id: 'bbb', decision: 'decision bbb', blame: 'Ada' }]);
  });

  test('modified, deleted and renamed tick files are violations on the file', () => {
    const diff = compareLedgers({
      changes: [
        { status: 'M', path: '.evolving/ticks/aaa' },
        { status: 'D', path: '.evolving/ticks/bbb' },
        { status: 'R', from: '.evolving/ticks/ccc', path: '.evolving/ticks/ddd' },
      ],
      baseHead: 'aaa',
      head: 'aaa',
      ticks: chain('aaa'),
    });
    expect(diff.violations.map((v) => [v.kind, v.file])).toEqual([
      ['modified', '.evolving/ticks/aaa'],
      ['deleted', '.evolving/ticks/bbb'],
      ['renamed', '.evolving/ticks/ddd'],
    ]);
    expect(diff.violations[2]?.text).toContain('ccc was renamed to ddd');
  });

  test('a HEAD that does not descend from the base HEAD is a violation', () => {
    const ticks = chain('aaa', 'bbb');
    ticks.set('xxx', { id: 'xxx', parent_id: '', decision: 'rewritten history', blame: 'M' });
    const diff = compareLedgers({ changes: [], baseHead: 'bbb', head: 'xxx', ticks });
    expect(diff.violations).toEqual([
      expect.objectContaining({ kind: 'head-not-descendant', file: '.evolving/HEAD' }),
    ]);
  });

  test('a base without a ledger accepts any HEAD; a cyclic chain terminates', () => {
    expect(
      compareLedgers({ changes: [], baseHead: '', head: 'aaa', ticks: chain('aaa') }).violations,
    ).toEqual([]);
    const cyclic = new Map([
      ['a', { id: 'a', parent_id: 'b', decision: '', blame: '' }],
      ['b', { id: 'b', parent_id: 'a', decision: '', blame: '' }],
    ]);
    expect(descendsFrom('a', 'z', cyclic)).toBe(false);
    expect(descendsFrom('a', 'b', cyclic)).toBe(true);
  });
});

describe("removing the store's own files", () => {
  test('HEAD and config removed are violations on each file; HEAD removed is not also a HEAD move', () => {
    const diff = compareLedgers({
      changes: [{ status: 'D', path: '.evolving/ticks/aaa' }],
      baseHead: 'aaa',
      head: '',
      ticks: new Map(),
      removed: ['.evolving/HEAD', '.evolving/config'],
    });
    expect(diff.violations.map((v) => [v.kind, v.file])).toEqual([
      ['deleted', '.evolving/ticks/aaa'],
      ['deleted', '.evolving/HEAD'],
      ['deleted', '.evolving/config'],
    ]);
    expect(diff.violations[1]?.text).toContain('.evolving/HEAD was deleted');
    expect(diff.violations[2]?.text).toContain(".evolving/config was deleted: the ledger's rules");
  });

  test('nothing removed: an emptied HEAD is still a HEAD that does not descend', () => {
    const diff = compareLedgers({ changes: [], baseHead: 'aaa', head: '', ticks: chain('aaa') });
    expect(diff.violations.map((v) => v.kind)).toEqual(['head-not-descendant']);
  });
});
