import { describe, expect, test } from '@jest/globals';
import { locatedPaths, relocateFindings } from '../../../src/core/claims/relocate.js';
import type { Finding } from '../../../src/core/review/review.js';

function finding(path: string | undefined, startLine: number, endLine?: number): Finding {
  return {
    key: `${path}:${startLine}`,
    severity: 'notice',
    gates: false,
    title: 't',
    message: 'm',
    ...(path === undefined
      ? {}
      : { location: { path, startLine, ...(endLine !== undefined ? { endLine } : {}) } }),
  };
}

const MERGE = 'licence\nheader\nfn a\nbody\nfn b\n';
const HEAD = 'fn a\nbody\nfn b\ntail\n';

describe('relocateFindings', () => {
  test("a kept line moves to where it is in the check run's commit", () => {
    const texts = new Map([['src/x.rs', { from: MERGE, to: HEAD }]]);
    const moved = relocateFindings([finding('src/x.rs', 3), finding('src/x.rs', 5)], texts);
    expect(moved.map((f) => f.location?.startLine)).toEqual([1, 3]);
  });

  test('a line the commit lacks lands where it would be, within the file', () => {
    const texts = new Map([['src/x.rs', { from: MERGE, to: HEAD }]]);
    const [moved] = relocateFindings([finding('src/x.rs', 1)], texts);
    expect(moved?.location?.startLine).toBeGreaterThanOrEqual(1);
    expect(moved?.location?.startLine).toBeLessThanOrEqual(4);
  });

  test('a range keeps its end at or after its start', () => {
    const texts = new Map([['src/x.rs', { from: MERGE, to: HEAD }]]);
    const [moved] = relocateFindings([finding('src/x.rs', 3, 5)], texts);
    expect(moved?.location).toEqual({ path: 'src/x.rs', startLine: 1, endLine: 3 });
  });

  test('a file missing at either commit, an unplaced finding, or the same text: left as found', () => {
    const found = [finding('gone.rs', 7), finding(undefined, 1), finding('same.rs', 2)];
    const texts = new Map([
      ['gone.rs', { from: MERGE }],
      ['same.rs', { from: HEAD, to: HEAD }],
    ]);
    expect(relocateFindings(found, texts)).toEqual(found);
  });

  test('locatedPaths: each placed file once', () => {
    expect(
      locatedPaths([finding('a', 1), finding('a', 2), finding(undefined, 1), finding('b', 1)]),
    ).toEqual(['a', 'b']);
  });
});
