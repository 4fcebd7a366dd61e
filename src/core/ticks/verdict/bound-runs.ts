/**
 * Which bound checks a run executes: every test ground of a live tick that
 * declares the platform, in ledger order (as ev runs them). adapters/
 * bound-checks.ts runs the plan.
 */
import type { Tick } from '../tick.js';
import { isEvaluated } from './verdict.js';

export interface BoundRun {
  tickFile: string;
  tickId: string;
  groundIndex: number;
  ref: string;
  counterTest?: string;
  platform: string;
}

/** Every test ground of a live tick that declares `platform`, in ledger order (as ev runs them). */
export function planBoundRuns(
  ticks: readonly { file: string; tick: Tick }[],
  platform: string,
): BoundRun[] {
  const plan: BoundRun[] = [];
  for (const { file, tick } of ticks) {
    if (!isEvaluated(tick)) continue;
    tick.grounds.forEach((ground, groundIndex) => {
      const check = ground.check;
      if (check?.by !== 'test' || !check.liveness.platforms.includes(platform)) return;
      const run: BoundRun = {
        tickFile: file,
        tickId: tick.id,
        groundIndex,
        ref: check.ref,
        platform,
      };
      if (check.counter_test !== undefined) run.counterTest = check.counter_test;
      plan.push(run);
    });
  }
  return plan;
}
