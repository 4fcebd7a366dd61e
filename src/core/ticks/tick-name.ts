/**
 * What a tick argument may be (docs/ev-0.1.md#tick-arguments): the argument of `show`
 * and `reopen`, and every id `log` follows, names a file directly in
 * `.evolving/ticks/`. ev 0.1.2 appends the argument to the directory path
 * unchecked, so `ev show ../config` prints the config and an absolute path
 * reads any file on the machine. Here the argument is checked before the
 * file system is touched: anything but a plain file name is "no tick with
 * that id". Pure.
 */

/**
 * True when `arg` can only name an entry directly inside `ticks/`: not empty
 * (that names `ticks/` itself), not `.` or `..`, and without a path separator
 * (`/`, or `\`, which is one on Windows) or a NUL byte (no file name holds one).
 */
export function isPlainTickName(arg: string): boolean {
  if (arg === '' || arg === '.' || arg === '..') return false;
  return !/[/\\\0]/.test(arg);
}
