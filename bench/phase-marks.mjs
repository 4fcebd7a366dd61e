/**
 * The pure half of bench/phases.mjs: marks put at the start of named
 * functions in a bundle's source, and the table of when each mark was
 * reached. No file, no process: bench/phases.mjs does those.
 */
import { median } from './compare-table.mjs';

/** The environment variable naming the file a marked bundle appends its marks to. */
export const PHASE_LOG_VARIABLE = 'EV_PHASE_LOG';

const NAME = /^[A-Za-z_$][\w$]*$/;

/**
 * `source` with one statement added at the start of each function declared
 * (at the start of a line, its `{` ending that line) under one of `names`:
 * it appends `<name> <epoch ms>` to the file EV_PHASE_LOG names (nothing
 * when unset). Returns the source and how many functions were marked.
 */
export function markFunctionStarts(source, names) {
  for (const name of names) if (!NAME.test(name)) throw new Error(`not a function name: ${name}`);
  if (names.length === 0) return { source, marked: 0 };
  const declaration = new RegExp(
    `^((?:async )?function\\*? (${names.join('|')})\\([^\\n]*\\{)$`,
    'gm',
  );
  let marked = 0;
  const out = source.replace(declaration, (line, _whole, name) => {
    marked++;
    return `${line}\n${markStatement(name)}`;
  });
  return { source: out, marked };
}

function markStatement(name) {
  // Epoch milliseconds: the same clock in every thread and in the process that started them.
  return `if (process.env.${PHASE_LOG_VARIABLE}) process.getBuiltinModule('node:fs').appendFileSync(process.env.${PHASE_LOG_VARIABLE}, ${JSON.stringify(name)} + ' ' + (performance.timeOrigin + performance.now()).toFixed(1) + '\\n');`;
}

/**
 * One run's log (`<name> <epoch ms>` lines) as milliseconds since `startMs`,
 * by mark: a function reached again is `name#2`, `name#3`….
 */
export function marksOfLog(text, startMs) {
  const marks = new Map();
  const seen = new Map();
  for (const line of text.split('\n')) {
    const [name, at] = line.trim().split(' ');
    if (!name || at === undefined || !Number.isFinite(Number(at))) continue;
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    marks.set(count === 1 ? name : `${name}#${count}`, Number(at) - startMs);
  }
  return marks;
}

const ms = (value) => (value === undefined ? '–' : `${Math.round(value)} ms`);

/**
 * The Markdown table of two bundles' marks: for each mark (in the order the
 * new bundle reached them, then the old's others), the median time from the
 * process's start at which each bundle reached it, and the time since the
 * mark that side reached just before it. `runs`: { old: Map[], new: Map[] }, each
 * run's marks (marksOfLog) with an `end` mark for the process's exit.
 */
export function phaseTable(runs) {
  const medians = {};
  for (const side of ['old', 'new']) {
    const names = new Set(runs[side].flatMap((marks) => [...marks.keys()]));
    medians[side] = new Map(
      [...names].map((name) => [
        name,
        median(runs[side].map((marks) => marks.get(name)).filter((v) => v !== undefined)),
      ]),
    );
  }
  const order = [...medians.new.keys(), ...medians.old.keys()]
    .filter((name, i, all) => all.indexOf(name) === i && name !== 'end')
    .sort(
      (a, b) =>
        (medians.new.get(a) ?? medians.old.get(a)) - (medians.new.get(b) ?? medians.old.get(b)),
    );
  order.push('end');
  // A step is from the mark this side reached just before, in its own order.
  const steps = {};
  for (const side of ['old', 'new']) {
    const timeline = [...medians[side]].sort((a, b) => a[1] - b[1]);
    steps[side] = new Map(
      timeline.map(([name, at], i) => [name, at - (timeline[i - 1]?.[1] ?? 0)]),
    );
  }
  const header = ['mark', 'old at', 'old step', 'new at', 'new step'];
  const rows = order.map((name) => [
    name,
    ms(medians.old.get(name)),
    ms(steps.old.get(name)),
    ms(medians.new.get(name)),
    ms(steps.new.get(name)),
  ]);
  return [header, header.map((h, i) => (i === 0 ? '---' : '---:')), ...rows]
    .map((cells) => `| ${cells.join(' | ')} |`)
    .join('\n');
}
