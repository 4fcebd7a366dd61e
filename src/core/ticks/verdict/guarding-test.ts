/**
 * A binding's guarding test (docs/USAGE.md#trust-model): the files its check
 * and counter-test commands name. A pull request that rewrites the test
 * file can turn a broken decision green, and nothing in `triggered_by` says
 * so: the action treats those files as triggers of the binding (for
 * `run-checks: needed`, context and staleness, as declared triggers are),
 * and a binding whose test file the pull request changes is shown to the
 * reviewer with that cause.
 *
 * What a command names is read as a shell reads words — quotes, escapes,
 * operators, `sh -c '…'` scripts — and every word that could be a
 * relative path is a candidate; which candidates are files tracked in the
 * repository is git's answer (the caller asks it once, in a batch). A word
 * with an expansion (`$X`, `*`, `~`, `{a,b}`) names nothing knowable and is
 * skipped. A file the binding already declares in `triggered_by` is the
 * code it guards, not its test; a file in the store (`.evolving/`) is the
 * ledger and its evidence, not a test. Bounded: the characters of a command read,
 * the words taken, a word's length and how deeply nested scripts are read.
 * Pure.
 */
import { normalizePath } from '../../text/pathspec.js';
import type { TestCheck } from '../tick.js';

export const COMMAND_BOUNDS = {
  /** Characters of one command read; the rest names nothing. */
  commandChars: 8192,
  /** Words taken from one command, nested scripts included. */
  words: 64,
  /** A longer word names no file (PATH_MAX is 4096; no test path is this long). */
  wordChars: 1024,
  /** How deep a quoted script inside a quoted script (`sh -c "bash -c '…'"`) is read. */
  depth: 3,
} as const;

/** A run of characters outside quotes that neither ends a word nor starts a quote or an escape. */
const PLAIN_RUN = /[^\s;&|()<>`'"\\]+/y;

/** Ends a word outside quotes: blanks and the shell's operators (`;`, `&`, `|`, `(`, `)`, `<`, `>`, `` ` ``). */
const SEPARATOR = /[\s;&|()<>`]/;

/** A word that must be read again as a script (`sh -c 'a b'`): it holds a blank or an operator. */
const SCRIPT_LIKE = SEPARATOR;

interface WordBudget {
  words: number;
}

/** What makes a command more than blank-separated plain words: a quote or an escape. */
const QUOTING = /['"\\]/;

/** A run of separators (SEPARATOR), where a command without quoting splits. */
const SEPARATORS = new RegExp(`${SEPARATOR.source}+`);

/** The words of `text`, unquoted; quoted scripts are read again, `depth` levels down. */
function shellWords(text: string, depth: number, budget: WordBudget, out: string[]): void {
  // Most commands hold no quote and no escape: their words are the runs between separators,
  // as the reading below finds them, taken without building each a character at a time.
  if (!QUOTING.test(text)) {
    for (const word of text.split(SEPARATORS)) {
      if (word === '') continue;
      if (budget.words === 0) return;
      budget.words--;
      if (word.length <= COMMAND_BOUNDS.wordChars) out.push(word);
    }
    return;
  }
  let word = '';
  let inWord = false;
  let quoted = false;
  const end = () => {
    if (inWord && budget.words > 0) {
      budget.words--;
      if (word.length <= COMMAND_BOUNDS.wordChars) {
        out.push(word);
        if (quoted && depth > 1 && SCRIPT_LIKE.test(word)) shellWords(word, depth - 1, budget, out);
      }
    }
    word = '';
    inWord = false;
    quoted = false;
  };
  let i = 0;
  while (i < text.length && budget.words > 0) {
    PLAIN_RUN.lastIndex = i;
    const run = PLAIN_RUN.exec(text);
    if (run !== null) {
      word += run[0];
      inWord = true;
      i += run[0].length;
      continue;
    }
    const ch = text[i] as string;
    if (ch === "'") {
      const close = text.indexOf("'", i + 1);
      const stop = close < 0 ? text.length : close;
      word += text.slice(i + 1, stop);
      inWord = quoted = true;
      i = stop + 1;
    } else if (ch === '"') {
      inWord = quoted = true;
      for (i++; i < text.length && text[i] !== '"'; i++) {
        const c = text[i] as string;
        if (c === '\\' && i + 1 < text.length && '"\\$`\n'.includes(text[i + 1] as string))
          word += text[++i];
        else word += c;
      }
      i++;
    } else if (ch === '\\') {
      if (i + 1 < text.length) word += text[i + 1];
      inWord = true;
      i += 2;
    } else {
      end();
      i++;
    }
  }
  end();
}

/**
 * A word that names no knowable file: an expansion the shell would make
 * (variables, globs, braces, home), a backslash or a control character.
 */
// eslint-disable-next-line no-control-regex
const UNKNOWABLE = /[$*?[\]{}\\\0-\x1f\x7f]|^~/;

/** `--file=tests/a.py`, `-c=x`, `TEST=tests/a.py`: the value after the first `=`. */
const ASSIGNMENT = /^(?:--?[A-Za-z0-9][\w.-]*|[A-Za-z_][A-Za-z0-9_]*)=/;

/** A path git would normalise (`a//b`, `a/./b`, `a/../b`, a trailing `.` or `..`). */
const NOT_NORMAL = /\/\/|(?:^|\/)\.\.?(?:\/|$)/;

/**
 * The relative path a word may name, normalised (`./a//b` → `a/b`; `..`
 * kept where it climbs above the command's directory), or undefined.
 * `tests/x.py::test_y` (a pytest node id) and `src/a.ts:12` (a file and a
 * line) name their file. Every bound command's words pass here: the common
 * word takes no regular expression but the two that must look at it.
 */
function pathOfWord(word: string): string | undefined {
  let path = word;
  if (path.includes('=')) path = path.replace(ASSIGNMENT, '');
  const colons = path.indexOf('::');
  if (colons >= 0) path = path.slice(0, colons);
  if (path.includes(':')) path = path.replace(/:\d+(?::\d+)?$/, '');
  const first = path.charCodeAt(0);
  // Empty, an option (-), absolute (/), or pathspec magic (:).
  if (Number.isNaN(first) || first === 0x2d || first === 0x2f || first === 0x3a) return undefined;
  if (UNKNOWABLE.test(path) || path.endsWith('/')) return undefined;
  while (path.startsWith('./')) path = path.slice(2);
  let climbs = '';
  while (path.startsWith('../')) {
    climbs += '../';
    path = path.slice(3);
  }
  const rest = NOT_NORMAL.test(path) ? normalizePath(path) : path;
  if (rest === undefined || rest === '' || rest === '.' || rest.endsWith('/')) return undefined;
  return climbs + rest;
}

/**
 * The relative paths a command may name (relative to the directory it runs
 * in, the ledger root), in the order written, each once. Only candidates:
 * git says which are tracked files.
 */
export function commandPathCandidates(command: string): string[] {
  const words: string[] = [];
  shellWords(
    command.length > COMMAND_BOUNDS.commandChars
      ? command.slice(0, COMMAND_BOUNDS.commandChars)
      : command,
    COMMAND_BOUNDS.depth,
    { words: COMMAND_BOUNDS.words },
    words,
  );
  const paths: string[] = [];
  for (const word of words) {
    const path = pathOfWord(word);
    if (path !== undefined && !inStore(path) && !paths.includes(path)) paths.push(path);
  }
  return paths;
}

/** What may follow a command's last `::` for its candidates not to depend on it: one plain run (PLAIN_RUN). */
const PLAIN_TAIL = /^[^\s;&|()<>`'"\\]*$/;

/**
 * commandPathCandidates, each command read once per test file it names: a
 * ledger binds thousands of tests of the same few files (`pytest
 * tests/a.py::test_one`, `…::test_two`), and those commands differ only
 * after their last `::`. Such a command's candidates are those of the
 * command cut just after it, remembered by that cut: the tail is one plain
 * run (no blank, operator, quote or escape), so it only lengthens the last
 * word, and a word's path ends at its first `::`, at or before the cut; a
 * command no longer than COMMAND_BOUNDS.wordChars keeps every word within
 * the word bound either way. Other commands are read in full. The lists are
 * shared between commands: read them, do not change them.
 */
export function commandPathReader(): (command: string) => readonly string[] {
  const byCut = new Map<string, string[]>();
  return (command) => {
    const last = command.lastIndexOf('::');
    if (last < 0 || command.length > COMMAND_BOUNDS.wordChars)
      return commandPathCandidates(command);
    const cut = command.slice(0, last + 2);
    if (!PLAIN_TAIL.test(command.slice(last + 2))) return commandPathCandidates(command);
    let paths = byCut.get(cut);
    if (paths === undefined) byCut.set(cut, (paths = commandPathCandidates(cut)));
    return paths;
  };
}

/**
 * A path in the store (`.evolving/…`: ticks, receipts, events) is the ledger
 * and its evidence, never a test: the action itself appends receipts there
 * while the checks run, and the ledger-diff and the evidence rules judge
 * what a pull request does to it.
 */
function inStore(path: string): boolean {
  return path === '.evolving' || path.startsWith('.evolving/');
}

/** A ledger-relative candidate as a repository-relative path (`ledgerPrefix`: `''` or `dir/`), or undefined above the root. */
export function repositoryPath(candidate: string, ledgerPrefix: string): string | undefined {
  const path = normalizePath(`${ledgerPrefix}${candidate}`);
  return path === undefined || path === '' ? undefined : path;
}

/** What the engine asks of a binding's guarding test (absent: ev's reading, declared triggers only). */
export interface GuardingTests {
  /** The files the binding's commands name (ledger-relative, as `triggered_by` entries), minus declared triggers. */
  filesOf(check: TestCheck): readonly string[];
  /** `triggered_by` and then those files: what staleness, `needed` and context match. */
  triggersOf(check: TestCheck): readonly string[];
}

const NONE: readonly string[] = Object.freeze([]);

/**
 * The guarding tests of a ledger, from the tracked files each command
 * names (`namedFiles`: command → its candidates that git says are tracked
 * files). Each binding's lists are made once and shared; a binding whose
 * commands name no file keeps its own `triggered_by` array.
 */
export function guardingTests(namedFiles: ReadonlyMap<string, readonly string[]>): GuardingTests {
  // Maps, not WeakMaps: the checks live as long as the ledger anyway, and a WeakMap's entries
  // cost every garbage collection while the ledger's thousands of bindings are in it.
  const files = new Map<TestCheck, readonly string[]>();
  const triggers = new Map<TestCheck, readonly string[]>();
  const filesOf = (check: TestCheck): readonly string[] => {
    let found = files.get(check);
    if (found === undefined) {
      const ofRef = namedFiles.get(check.ref);
      const ofCounter =
        check.counter_test === undefined ? undefined : namedFiles.get(check.counter_test);
      // Most commands name no tracked file: nothing to compare with the declared triggers.
      if (ofRef === undefined && ofCounter === undefined) found = NONE;
      else {
        const named = [...(ofRef ?? NONE), ...(ofCounter ?? NONE)];
        const declared = new Set(
          check.liveness.triggered_by.map((entry) =>
            normalizePath(entry.replace(/^(?:\.\/)+/, '')),
          ),
        );
        const own = [...new Set(named)].filter((path) => !declared.has(path));
        found = own.length === 0 ? NONE : own;
      }
      files.set(check, found);
    }
    return found;
  };
  return {
    filesOf,
    triggersOf(check) {
      const own = filesOf(check);
      if (own.length === 0) return check.liveness.triggered_by;
      let list = triggers.get(check);
      if (list === undefined)
        triggers.set(check, (list = [...check.liveness.triggered_by, ...own]));
      return list;
    },
  };
}
