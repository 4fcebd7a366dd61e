/**
 * bench/compare-table.mjs: the medians, the pair-by-pair ratio and the table
 * that `npm run bench:compare` prints (its timings are never asserted).
 */
import {
  besideCheck,
  compareTable,
  historyTable,
  median,
  middleHalf,
  overQuickChecks,
  pairedRatio,
} from '../../bench/compare-table.mjs';

describe('bench:compare table', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('takes the middle half: the medians of the lower and the upper half', () => {
    expect(middleHalf([5, 1, 4, 2, 3])).toEqual([1.5, 4.5]);
    expect(middleHalf([1, 2, 3, 4])).toEqual([1.5, 3.5]);
    expect(middleHalf([7])).toEqual([7, 7]);
  });

  it("divides the action by check's quick runs, or gives no ratio when every check run was slow", () => {
    // 2,000 is over 1.5× the fastest (1,000): left out; the median of 1,000, 1,100 and 1,200.
    expect(overQuickChecks(1540, [1000, 2000, 1100, 1200])).toEqual({ ratio: 1.4, left: 1 });
    expect(overQuickChecks(1300, [2400, 2500])).toEqual({ ratio: undefined, left: 2 });
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

  it("puts the action beside check's quick runs, saying how many slow ones it left out", () => {
    const walls = (...ms: number[]) => ms.map((wallMs) => ({ wallMs, cpuMs: wallMs, rssMb: 1 }));
    const action = { name: 'action-0.1', old: walls(1400, 1500, 1450), new: walls(1300, 1400) };
    // Old: 2,400 ms is over 1.5× the fastest (1,000): left out; the median of 1,000 and 1,100.
    const check = { name: 'check', old: walls(1000, 2400, 1100), new: walls(1000, 1000) };
    // Round by round (the slow round left out): old 1.40 and 1.32; new 1.30 and 1.40.
    expect(besideCheck([action, check])).toBe(
      'action-0.1 ÷ check (quick runs), wall: old 1.38× (1 slow `check` runs left out), round by round 1.32× to 1.40× (middle half); ' +
        'new 1.35×, round by round 1.30× to 1.40× (middle half)',
    );
    // Every run slower than the action: check was in its slow mode throughout.
    const slow = { name: 'check', old: walls(2400, 2500), new: walls(1000, 2600) };
    expect(besideCheck([action, slow])).toBe(
      'action-0.1 ÷ check (quick runs), wall: old: no ratio, every `check` run in its slow mode; new 1.35× (1 slow `check` runs left out)',
    );
    expect(besideCheck([action])).toBeUndefined();
    expect(besideCheck([check])).toBeUndefined();
  });

  it('prints one row per commit of the history, each against the first, and says which did not run', () => {
    const sample = (wallMs: number, cpuMs: number, rssMb: number) => ({ wallMs, cpuMs, rssMb });
    const table = historyTable([
      {
        name: 'aaaaaaa',
        subject: 'the release',
        samples: [sample(1000, 1500, 200), sample(1200, 1500, 210)],
      },
      {
        name: 'bbbbbbb',
        subject: 'a | b',
        samples: [],
        failure: 'holds no dist/index.js and action.yml',
      },
      {
        name: 'ccccccc',
        subject: 'slower',
        samples: [sample(1500, 1800, 220), sample(1200, 2100, 230)],
      },
    ]);
    expect(table.split('\n')).toEqual([
      '| commit | subject | wall | ÷ first | CPU | ÷ first | peak |',
      '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
      '| aaaaaaa | the release | 1.10 s | 1.00× | 1.50 s | 1.00× | 205 MB |',
      '| bbbbbbb | a \\| b | did not run: holds no dist/index.js and action.yml |  |  |  |  |',
      // Round by round: wall 1.5 and 1.0, CPU 1.2 and 1.4.
      '| ccccccc | slower | 1.35 s | 1.25× | 1.95 s | 1.30× | 225 MB |',
    ]);
  });
});
