/**
 * The command line's standard output and error, written to their file
 * descriptors with `fs.writeSync`.
 *
 * Why not `process.stdout`: on a pipe (how a script or CI reads a command)
 * the first use of `process.stdout` sets up a socket with Node's `net`
 * module and its streams, about 10M instructions, a tenth of what `doctor`
 * costs over Node's own start on a small ledger (docs/PERFORMANCE.md,
 * "Start-up"). Node writes to a pipe, a terminal or a file synchronously on
 * POSIX anyway, so the order and the moment of each write are the same.
 *
 * A reader that went away (`ev-action brief | head -1`: EPIPE) ends the
 * output quietly: nothing more is written to that descriptor, and the
 * command finishes with its own exit code. A descriptor left non-blocking by
 * whoever shares it (EAGAIN) is handed to `process.stdout` or
 * `process.stderr` for the rest, which waits for it to drain.
 */
import { writeSync } from 'node:fs';

type Sink = (text: string) => void;

/** A writer to `fd` (1 or 2 but in tests) that falls back to `stream` once the descriptor refuses a blocking write. */
export function descriptorWriter(fd: number, stream: () => NodeJS.WritableStream): Sink {
  let state: 'descriptor' | 'stream' | 'closed' = 'descriptor';
  return (text) => {
    if (state === 'closed' || text === '') return;
    if (state === 'stream') {
      stream().write(text);
      return;
    }
    let rest = Buffer.from(text, 'utf8');
    // Each pass writes at least one byte or leaves: bounded by the text's length.
    while (rest.length > 0) {
      let written: number;
      try {
        written = writeSync(fd, rest);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'EPIPE') {
          state = 'closed';
          return;
        }
        if (code !== 'EAGAIN') throw error;
        state = 'stream';
        stream().write(rest);
        return;
      }
      if (written <= 0) {
        state = 'stream';
        stream().write(rest);
        return;
      }
      rest = rest.subarray(written);
    }
  };
}

/** The command line's standard output and error. */
export function standardOutput(): { stdout: Sink; stderr: Sink } {
  return {
    stdout: descriptorWriter(1, () => process.stdout),
    stderr: descriptorWriter(2, () => process.stderr),
  };
}
