/**
 * The pure part of bench/compare.mjs: medians, ratios and the table it
 * prints (tested in __tests__/scripts/compare-table.test.ts).
 */

/** The median of a non-empty list (the mean of the middle two for an even count). */
export function median(values) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * new ÷ old, pair by pair (the runs were made in turn, old then new), and
 * the median of those ratios: steadier than a ratio of medians when the
 * machine's speed drifts during the run.
 */
export function pairedRatio(oldValues, newValues) {
  const n = Math.min(oldValues.length, newValues.length);
  const ratios = [];
  for (let i = 0; i < n; i++) if (oldValues[i] > 0) ratios.push(newValues[i] / oldValues[i]);
  return median(ratios);
}

const seconds = (ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : 'n/a');
const megabytes = (mb) => (Number.isFinite(mb) ? `${Math.round(mb)} MB` : 'n/a');
const times = (r) => (Number.isFinite(r) ? `${r.toFixed(2)}×` : 'n/a');

/**
 * A Markdown table, one row per workload: median wall time, CPU time (user +
 * system, child processes included) and peak memory of the old and the new
 * bundle, and new ÷ old for each. A workload: { name, old: samples, new: samples },
 * a sample { wallMs, cpuMs, rssMb }.
 */
export function compareTable(workloads) {
  const header = [
    'workload',
    'wall old',
    'wall new',
    'new ÷ old',
    'CPU old',
    'CPU new',
    'new ÷ old',
    'peak old',
    'peak new',
    'new ÷ old',
  ];
  const rows = workloads.map(({ name, old, new: now }) => {
    const pick = (samples, key) => samples.map((s) => s[key]);
    const cells = [name];
    for (const [key, format] of [
      ['wallMs', seconds],
      ['cpuMs', seconds],
      ['rssMb', megabytes],
    ]) {
      cells.push(
        format(median(pick(old, key))),
        format(median(pick(now, key))),
        times(pairedRatio(pick(old, key), pick(now, key))),
      );
    }
    return cells;
  });
  return [header, header.map((h, i) => (i === 0 ? '---' : '---:')), ...rows]
    .map((cells) => `| ${cells.join(' | ')} |`)
    .join('\n');
}

/** The middle half of a non-empty list: the medians of its lower and of its upper half. */
export function middleHalf(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const half = Math.max(1, Math.floor(sorted.length / 2));
  return [median(sorted.slice(0, half)), median(sorted.slice(sorted.length - half))];
}

/**
 * A `check` run this much slower than its bundle's fastest is in its slow
 * mode: on some disks creating `check`'s 10,000 state files sometimes takes
 * seconds of system time, for minutes on end, whatever either bundle does
 * (docs/PERFORMANCE.md). `EV_BENCH_LEDGERS` on a RAM disk avoids it.
 */
export const CHECK_SLOW_FACTOR = 1.5;

/**
 * The action's wall time over the median of `check`'s quick runs (those
 * within CHECK_SLOW_FACTOR of its fastest), and how many slow ones were left
 * out. A quick `check` is always the quicker (the action does its work and
 * more, but for the state files): when even the fastest `check` run is
 * slower than the action, every run was slow and there is no ratio.
 */
export function overQuickChecks(actionMs, checkMs) {
  const fastest = Math.min(...checkMs);
  if (!(fastest < actionMs)) return { ratio: undefined, left: checkMs.length };
  const quick = checkMs.filter((ms) => ms <= fastest * CHECK_SLOW_FACTOR);
  return { ratio: actionMs / median(quick), left: checkMs.length - quick.length };
}

/**
 * The 0.1 action beside `check` (the project's aim: at most 1.4× its time),
 * for each bundle: its median wall time over `check`'s quick runs
 * (`overQuickChecks`), then the middle half of the ratios round by round
 * (the action over the `check` run of the same round), which shows how much
 * the machine moved the figure. Undefined unless both workloads ran.
 */
export function besideCheck(workloads) {
  const action = workloads.find((w) => w.name === 'action-0.1');
  const check = workloads.find((w) => w.name === 'check');
  if (action === undefined || check === undefined) return undefined;
  const side = (key) => {
    const actionMs = median(action[key].map((s) => s.wallMs));
    const checks = check[key].map((s) => s.wallMs);
    const { ratio, left } = overQuickChecks(actionMs, checks);
    if (ratio === undefined) return `${key}: no ratio, every \`check\` run in its slow mode`;
    const slowerThan = Math.min(...checks) * CHECK_SLOW_FACTOR;
    const isQuick = (ms) => ms <= slowerThan;
    // Round i ran the action and check in turn: each round's ratio, where its check was quick.
    const rounds = action[key].flatMap((sample, i) =>
      i < checks.length && isQuick(checks[i]) ? [sample.wallMs / checks[i]] : [],
    );
    const [low, high] = rounds.length > 1 ? middleHalf(rounds) : [];
    const spread =
      low === undefined ? '' : `, round by round ${times(low)} to ${times(high)} (middle half)`;
    return `${key} ${times(ratio)}${left > 0 ? ` (${left} slow \`check\` runs left out)` : ''}${spread}`;
  };
  return `action-0.1 ÷ check (quick runs), wall: ${side('old')}; ${side('new')}`;
}

/**
 * bench/history.mjs's table: one row per commit, in the order given, with the
 * median wall time, CPU time and peak memory of its bundle, and each against
 * the first commit's, round by round (the bundles ran in turn, round after
 * round). A commit: { name, subject, samples, failure? }; one that did not
 * run says why in place of its figures.
 */
export function historyTable(commits) {
  const header = ['commit', 'subject', 'wall', '÷ first', 'CPU', '÷ first', 'peak'];
  const first = commits.find((c) => c.failure === undefined && c.samples.length > 0);
  const pick = (samples, key) => samples.map((s) => s[key]);
  const rows = commits.map(({ name, subject, samples, failure }) => {
    const cells = [name, subject.replaceAll('|', '\\|')];
    if (failure !== undefined || samples.length === 0)
      return [
        ...cells,
        `did not run: ${(failure ?? 'no sample').replaceAll('|', '\\|')}`,
        '',
        '',
        '',
        '',
      ];
    for (const key of ['wallMs', 'cpuMs'])
      cells.push(
        seconds(median(pick(samples, key))),
        times(pairedRatio(pick(first.samples, key), pick(samples, key))),
      );
    cells.push(megabytes(median(pick(samples, 'rssMb'))));
    return cells;
  });
  return [header, header.map((h, i) => (i < 2 ? '---' : '---:')), ...rows]
    .map((cells) => `| ${cells.join(' | ')} |`)
    .join('\n');
}
