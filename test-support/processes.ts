// Which processes are running where: read from /proc (Linux), for the tests
// that assert nothing the action started outlives it. A
// check's or git's children inherit its working directory, so "no process
// has its working directory in the checkout" covers everything they start
// that did not move away on purpose.
import { readdirSync, readFileSync, readlinkSync, realpathSync } from 'node:fs';

/** Processes (not zombies) whose working directory is `dir` or below it. */
export function processesIn(dir: string): number[] {
  const root = realpathSync(dir);
  const found: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const cwd = readlinkSync(`/proc/${name}/cwd`);
      if (cwd !== root && !cwd.startsWith(`${root}/`)) continue;
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      if (stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z')) continue;
      found.push(Number(name));
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return found;
}

/** Stops whatever runs in `dir` (cleanup after a failing test: no test leaks a process). */
export function killProcessesIn(dir: string): void {
  for (const pid of processesIn(dir)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}
