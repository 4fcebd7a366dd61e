/**
 * All of `data` written to the open file `fd`, synchronously. A string goes
 * to the kernel without a Buffer of our own (a state file per tick is
 * thousands of writes); only a short write, which a regular file hardly
 * ever makes, falls back to writing the rest. A write that takes nothing
 * throws rather than loop.
 */
import { writeSync } from 'node:fs';

export function writeAll(fd: number, data: string | Uint8Array): void {
  let bytes: Uint8Array;
  let written: number;
  if (typeof data === 'string') {
    written = writeSync(fd, data);
    const size = Buffer.byteLength(data, 'utf8');
    if (written === size) return;
    bytes = Buffer.from(data, 'utf8');
  } else {
    bytes = data;
    written = 0;
  }
  while (written < bytes.length) {
    const now = writeSync(fd, bytes, written, bytes.length - written);
    if (now <= 0) throw new Error(`a write to file descriptor ${fd} took no bytes`);
    written += now;
  }
}
