import { walkLog, type TickLookup } from '../../../src/core/ticks/log.js';
import type { Tick } from '../../../src/core/ticks/tick.js';
import { aTick } from '../../../test-support/builders.js';

/** A lookup over ticks stored by file name; records what was asked. */
function store(files: Record<string, Tick | string>) {
  const asked: string[] = [];
  const lookup = (id: string): TickLookup => {
    asked.push(id);
    const found = files[id];
    if (found === undefined) return { kind: 'missing' };
    return typeof found === 'string'
      ? { kind: 'unreadable', message: found }
      : { kind: 'tick', tick: found };
  };
  return { lookup, asked };
}

const t = (id: string, parent: string, extra: Partial<Tick> = {}): Tick =>
  aTick({ id, parent_id: parent, decision: `decision ${id}`, ...extra });

describe('log', () => {
  test('an empty HEAD: no decisions yet, nothing looked up', () => {
    const { lookup, asked } = store({ a: t('a', '') });
    expect(walkLog('', lookup)).toEqual({ rows: ['no decisions yet'], exitCode: 0 });
    expect(asked).toEqual([]);
  });

  test('newest first to genesis; a superseded tick is shown', () => {
    const { lookup } = store({
      c: t('c', 'b'),
      b: t('b', 'a', { status: 'superseded' }),
      a: t('a', ''),
    });
    expect(walkLog('c', lookup)).toEqual({
      rows: ['c\tlive\t"decision c"', 'b\tsuperseded\t"decision b"', 'a\tlive\t"decision a"'],
      exitCode: 0,
    });
  });

  test('the printed id is the id field; the lookup uses parent_id as a file name', () => {
    const { lookup, asked } = store({ file1: t('field1', 'file0'), file0: t('field0', '') });
    expect(walkLog('file1', lookup).rows.map((r) => r.split('\t')[0])).toEqual([
      'field1',
      'field0',
    ]);
    expect(asked).toEqual(['file1', 'file0']);
  });

  test('broken lineage: rows so far, a warning, exit 0', () => {
    const { lookup } = store({ b: t('b', 'gone') });
    expect(walkLog('b', lookup)).toEqual({
      rows: ['b\tlive\t"decision b"'],
      stderr: 'warning: gone not found (broken lineage)',
      exitCode: 0,
    });
  });

  test('an unreadable tick: rows so far stay, then the error, exit 1', () => {
    const { lookup } = store({ b: t('b', 'a'), a: 'invalid supports: maybe' });
    expect(walkLog('b', lookup)).toEqual({
      rows: ['b\tlive\t"decision b"'],
      stderr: 'error: reading a: invalid supports: maybe',
      exitCode: 1,
    });
  });

  test('a cycle stops the walk silently, each id looked up once', () => {
    const { lookup, asked } = store({ a: t('a', 'b'), b: t('b', 'a') });
    expect(walkLog('a', lookup)).toEqual({
      rows: ['a\tlive\t"decision a"', 'b\tlive\t"decision b"'],
      exitCode: 0,
    });
    expect(asked).toEqual(['a', 'b']);
  });

  test('a tick that is its own parent is printed once', () => {
    const { lookup } = store({ a: t('a', 'a') });
    expect(walkLog('a', lookup).rows).toEqual(['a\tlive\t"decision a"']);
  });
});

describe('log under ev 0.1.32 rules', () => {
  test('a superseded row gains superseded-by:<id> as a fourth field; columns 1–3 unchanged', () => {
    const { lookup } = store({ b: t('b', 'a'), a: t('a', '') });
    const supersededBy = (id: string) => (id === 'a' ? 'b' : undefined);
    expect(walkLog('b', lookup, supersededBy).rows).toEqual([
      'b\tlive\t"decision b"',
      'a\tlive\t"decision a"\tsuperseded-by:b',
    ]);
  });
});
