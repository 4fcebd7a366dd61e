/**
 * bench/compare-table.mjs: the medians, the pair-by-pair ratio and the table
 * that `npm run bench:compare` prints (its timings are never asserted).
 */
import { compareTable, median, pairedRatio } from '../../bench/compare-table.mjs';

describe('bench:compare table', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('divides new by old pair by pair and takes the median of the ratios', () => {
    // Pairs 1.5, 2, 1: the median of the ratios is 1.5 (the ratio of the medians would be 2.2 / 1.2).
    expect(pairedRatio([1, 1.2, 2], [1.5, 2.4, 2])).toBeCloseTo(1.5);
    // A zero old figure says nothing about a ratio.
    expect(pairedRatio([0, 2], [1, 3])).toBeCloseTo(1.5);
  });

  it('prints one row per workload: medians in seconds and MB, new ÷ old', () => {
    const sample = (wallMs: number, cpuMs: number, rssMb: number) => ({ wallMs, cpuMs, rssMb });
    const table = compareTable([
      {
        name: 'check',
        old: [sample(2000, 1800, 200), sample(2200, 2000, 202)],
        new: [sample(1000, 900, 100), sample(1100, 1000, 101)],
      },
    ]);
    expect(table.split('\n')).toEqual([
      '| workload | wall old | wall new | new ÷ old | CPU old | CPU new | new ÷ old | peak old | peak new | new ÷ old |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      '| check | 2.10 s | 1.05 s | 0.50× | 1.90 s | 0.95 s | 0.50× | 201 MB | 101 MB | 0.50× |',
    ]);
  });
});
