/**
 * Which bound checks a run executes, and what became of each binding
 * (docs/USAGE.md#receipts-in-ci, `run-checks`). `all` runs every binding that
 * declares the job's platform; `needed` first judges every binding for that
 * platform alone (as `--attest <platform>` does, on the receipts present)
 * and runs only those not `green` there: ev's own staleness rules (a
 * trigger changed, the evidence is missing, old, failing or unproven) say
 * which evidence can be reused. Pure.
 */
import { forEachTestVerdict, type TickVerdict } from './verdict.js';

/** `run-checks` as the evaluation applies it: `refused` when the event may not execute code. */
export type RunChecksMode = 'off' | 'refused' | 'all' | 'needed';

/**
 * What this run did with a binding:
 * - `ran`: its test (and counter-test) was executed;
 * - `reused`: `needed`, and its receipts already made it green for the platform;
 * - `not-declared`: it does not declare the platform the checks ran for;
 * - `not-started`: selected to run, but the command could not be started (see the warnings);
 * - `off`: `run-checks` is off;
 * - `refused`: `run-checks` is refused on this event (untrusted code).
 */
export type BindingExecution =
  'ran' | 'reused' | 'not-declared' | 'not-started' | 'off' | 'refused';

/** A binding is one test ground of one tick file. */
export function bindingKey(file: string, groundIndex: number): string {
  return `${file}#${groundIndex}`;
}

/**
 * `needed`: the bindings that declare `platform` and whose verdict, judged
 * for `platform` alone, is not `green`. `verdicts` must come from an
 * evaluation with `attest = [platform]`.
 */
export function neededBindings(verdicts: readonly TickVerdict[], platform: string): Set<string> {
  const needed = new Set<string>();
  forEachTestVerdict(verdicts, (ground, verdict) => {
    if (!ground.check.liveness.platforms.includes(platform)) return;
    if (ground.label !== 'green') needed.add(bindingKey(verdict.file, ground.groundIndex));
  });
  return needed;
}

export interface ExecutionFacts {
  mode: RunChecksMode;
  /** The platform checks were run for. */
  platform: string;
  /** Bindings selected to run (keys). */
  selected: ReadonlySet<string>;
  /** Bindings whose test was executed (keys). */
  executed: ReadonlySet<string>;
}

/** What became of one binding: a test ground of a tick file. */
export type BindingExecutionOf = (
  file: string,
  ground: { groundIndex: number; check: { liveness: { platforms: readonly string[] } } },
) => BindingExecution;

/**
 * What became of each binding, asked one binding at a time (as the report is
 * built): a large ledger's bindings are not all keyed in a map first.
 */
export function bindingExecutions(facts: ExecutionFacts): BindingExecutionOf {
  return (file, ground) => {
    if (facts.mode === 'off' || facts.mode === 'refused') return facts.mode;
    if (!ground.check.liveness.platforms.includes(facts.platform)) return 'not-declared';
    const key = bindingKey(file, ground.groundIndex);
    if (facts.executed.has(key)) return 'ran';
    if (facts.selected.has(key)) return 'not-started';
    return 'reused';
  };
}
