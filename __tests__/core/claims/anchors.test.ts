/** The ref grammar, anchor statuses, drift's reference rule and the cell, as ev 0.2.4 has them. */
import {
  parseStatus,
  passlineFound,
  statusOf,
  type CommitIndex,
  type PathProbe,
  type Tree,
} from '../../../src/core/claims/anchors.js';
import { cellOf, worstCell } from '../../../src/core/claims/cells.js';
import {
  driftFrom,
  driftSince,
  tableKey,
  type History,
  type Movement,
} from '../../../src/core/claims/drift.js';
import {
  anchorPath,
  attachRefusal,
  livenessOf,
  parseRef,
} from '../../../src/core/claims/evidence.js';

describe('the ref grammar', () => {
  test.each([
    ['commit:abc', { kind: 'commit', payload: 'abc' }],
    ['file:src/a.rs', { kind: 'file', payload: 'src/a.rs' }],
    ['file:src/a.rs::fn a()', { kind: 'file', payload: 'src/a.rs', passline: 'fn a()' }],
    ['test:t.rs::a::b', { kind: 'test', payload: 't.rs', passline: 'a::b' }],
    ['file:::x', { kind: 'file', payload: '', passline: 'x' }],
    ['file:x::', { kind: 'file', payload: 'x', passline: '' }],
    ['artifact:out.md::ok', { kind: 'artifact', payload: 'out.md', passline: 'ok' }],
    ['metric:p99::3ms', { kind: 'metric', payload: 'p99::3ms' }],
    ['url:https://x.invalid', { kind: 'url', payload: 'https://x.invalid' }],
    ['file:x.rs:56', { kind: 'file', payload: 'x.rs:56' }],
  ])('%s', (raw, ref) => {
    expect(parseRef(raw)).toEqual(ref);
  });

  test('no scheme, or one it does not know, is unparseable', () => {
    for (const raw of ['src/a.rs', 'File:a', 'http://x', '']) {
      expect(parseRef(raw)).toBeUndefined();
      expect(livenessOf(parseRef(raw))).toBe('unparseable');
    }
  });

  test('liveness: content, existence, immutable, asserted', () => {
    const of = (raw: string) => livenessOf(parseRef(raw));
    expect([of('file:a::t'), of('file:a'), of('commit:a'), of('url:a'), of('metric:a')]).toEqual([
      'content',
      'existence',
      'immutable',
      'asserted',
      'asserted',
    ]);
  });

  test('where anchors live: paths as given, artifacts under .evolving/artifacts', () => {
    expect(anchorPath(parseRef('artifact:../x')!)).toBe('.evolving/artifacts/../x');
    expect(anchorPath(parseRef('test:t.rs::a')!)).toBe('t.rs');
    expect(anchorPath(parseRef('commit:a')!)).toBeUndefined();
  });

  test('what ev refuses at filing: a line number, an empty pass-line', () => {
    expect(attachRefusal(parseRef('file:x.rs:56')!)).toBe('line-number');
    expect(attachRefusal(parseRef('test:x.rs:')!)).toBeUndefined();
    expect(attachRefusal(parseRef('file:x.rs::')!)).toBe('empty-passline');
    expect(attachRefusal(parseRef('file:x.rs::56')!)).toBeUndefined();
    expect(attachRefusal(parseRef('metric:a:1')!)).toBeUndefined();
  });
});

describe('statuses', () => {
  test('legacy words: verified is resolves; failed and any unknown word stay failed', () => {
    expect(['verified', 'resolves', 'failed', 'Resolves', ''].map(parseStatus)).toEqual([
      'resolves',
      'resolves',
      'failed',
      'failed',
      'failed',
    ]);
  });

  const tree = (probes: Record<string, PathProbe>): Tree => ({
    probe: (path) => probes[path] ?? { kind: 'absent' },
    isDirectory: () => false,
  });
  const commits: CommitIndex = { status: (t) => (t === 'abc' ? 'resolves' : 'gone') };
  const read = (raw: string, probes: Record<string, PathProbe>) =>
    statusOf(parseRef(raw)!, tree(probes), commits);

  test('resolves, changed, gone, unreachable, recorded', () => {
    const file = { kind: 'file', text: 'fn a() {}\n' } as const;
    expect(read('file:a.rs::fn a()', { 'a.rs': file })).toBe('resolves');
    expect(read('file:a.rs::fn b()', { 'a.rs': file })).toBe('changed');
    expect(read('file:b.rs', {})).toBe('gone');
    expect(read('file:src', { src: { kind: 'unreadable' } })).toBe('unreachable');
    expect(read('file:src::x', { src: { kind: 'readable' } })).toBe('resolves');
    expect(read('url:x', {})).toBe('recorded');
    expect(read('commit:abc', {})).toBe('resolves');
    expect(read('commit:abd', {})).toBe('gone');
    expect(
      read('artifact:n.md::ok', { '.evolving/artifacts/n.md': { kind: 'file', text: 'ok' } }),
    ).toBe('resolves');
  });

  test('a pass-line is found within one line, as Rust’s lines() splits them', () => {
    expect(passlineFound('one\r\ntwo\r\n', 'one')).toBe(true);
    expect(passlineFound('one\r\ntwo\r\n', 'one\r')).toBe(false);
    expect(passlineFound('abc\r', 'c\r')).toBe(true); // a final CR without LF stays in the line
    expect(passlineFound('a\nb', 'a\nb')).toBe(false);
    expect(passlineFound('', '')).toBe(false); // no lines at all
    expect(passlineFound('\n', '')).toBe(true);
    expect(passlineFound('xx\nyay', 'ay')).toBe(true);
  });
});

describe('drift', () => {
  test('the table key: lexically normalised, or none for what git never keys', () => {
    expect(['./a', 'a//b', 'a/./b', 'a/../a/b', 'src/*.rs'].map(tableKey)).toEqual([
      'a',
      'a/b',
      'a/b',
      'a/b',
      'src/*.rs',
    ]);
    for (const path of ['', '.', 'a/..', '../x', 'a/', '/abs', 'a/../../b'])
      expect(tableKey(path)).toBeUndefined();
  });

  const counts = (table: Record<string, number>, dirs: string[] = []): Movement => ({
    kind: 'counts',
    touching: (p) => table[p] ?? 0,
    holdsUnder: (d) => dirs.includes(d),
  });
  const history = (
    movements: Record<string, Movement>,
    revList: (reference: string, path: string) => number | undefined = () => 99,
  ): History => ({
    movement: (r) => movements[r] ?? { kind: 'unresolved' },
    countSince: revList,
  });
  const tree = (dirs: string[] = []): Tree => ({
    probe: () => ({ kind: 'absent' }),
    isDirectory: (p) => dirs.includes(p),
  });

  test('from the table where ev trusts it, else from rev-list', () => {
    const h = history({ base: counts({ 'src/a.rs': 2 }, ['src']) }, (r, p) =>
      p === 'src' ? 5 : 7,
    );
    expect(driftFrom(h, tree(), 'base', './src//a.rs')).toBe(2);
    expect(driftFrom(h, tree(), 'base', 'src/b.rs')).toBe(0);
    expect(driftFrom(h, tree(), 'base', 'src')).toBe(5); // a directory a touched path lies under
    expect(driftFrom(h, tree(['docs']), 'base', 'docs')).toBe(7); // a directory in the tree
    expect(driftFrom(h, tree(), 'base', '')).toBe(7); // no key: asked of rev-list (which fails in git)
    const merged = history({ base: { kind: 'per-anchor' } }, () => 3);
    expect(driftFrom(merged, tree(), 'base', 'src/a.rs')).toBe(3);
  });

  test('the last ack where it can be counted from, else the base, else nothing', () => {
    const h = history({ ack: counts({ a: 1 }), base: counts({ a: 4 }) });
    expect(driftSince(h, tree(), 'ack', 'base', 'a')).toBe(1);
    expect(driftSince(h, tree(), 'lost-ack', 'base', 'a')).toBe(4);
    expect(driftSince(h, tree(), 'lost-ack', undefined, 'a')).toBeUndefined();
    expect(driftSince(h, tree(), undefined, 'lost-base', 'a')).toBeUndefined();
    const failing = history(
      { ack: { kind: 'per-anchor' }, base: counts({ a: 4 }) },
      () => undefined,
    );
    expect(driftSince(failing, tree(), 'ack', 'base', 'a')).toBe(4);
  });
});

describe('cells', () => {
  test('the join, and no cell where ev asserts nothing', () => {
    expect(cellOf('resolves', 0)).toBe('still');
    expect(cellOf('resolves', 3)).toBe('neighborhood-moved');
    expect(cellOf('resolves', undefined)).toBeUndefined();
    expect(cellOf('changed', undefined)).toBe('anchor-changed');
    expect(cellOf('gone', 0)).toBe('file-gone');
    expect(cellOf('failed', undefined)).toBe('legacy');
    expect(cellOf('recorded', 1)).toBeUndefined();
    expect(cellOf('unreachable', 1)).toBeUndefined();
  });

  test('a claim reduces to its most severe cell', () => {
    expect(worstCell(['still', undefined, 'legacy', 'neighborhood-moved'])).toBe(
      'neighborhood-moved',
    );
    expect(worstCell(['anchor-changed', 'file-gone', 'still'])).toBe('file-gone');
    expect(worstCell([undefined])).toBeUndefined();
  });
});
