// Loaded with `--import` into a benchmarked Node process: at exit, writes the
// process's peak resident set size (KiB, getrusage's ru_maxrss) to the file
// EV_BENCH_RSS_FILE names. The variable is removed at once so that nothing
// the process starts inherits it.
import { writeFileSync } from 'node:fs';

const file = process.env.EV_BENCH_RSS_FILE;
delete process.env.EV_BENCH_RSS_FILE;
if (file) {
  process.on('exit', () => {
    try {
      writeFileSync(file, String(process.resourceUsage().maxRSS));
    } catch {
      // The figure is missing from the table; the run itself is unaffected.
    }
  });
}
