#!/usr/bin/env node
/**
 * Differential fuzzing of this CLI's ev 0.1 commands against a real `ev` 0.1.x binary.
 *
 *   node scripts/fuzz-ev-0.1.mjs --ev <ev binary> [--ev-compat 0.1.2] [--seed N] [--runs N]
 *                                [--cli dist/cli.js] [--builder <ev binary>] [--keep DIR]
 *                                [--only verify,check,...] [--verbose]
 *
 * Each run builds one seeded random scenario: a git repository (or none) with an
 * `.evolving/` store made by `ev` itself (`init`, `decide` with random grounds, test
 * bindings and liveness, `supersede`/`propose`/`ratify` where the builder has them,
 * `check --run` writing receipts, commits and work-tree edits), then perturbs it by hand
 * (tick files edited, corrupted, re-hashed or removed; HEAD, config, receipts, version;
 * git moved on, dirty or gone). Then it runs a list of commands (verify, check and its
 * flags, show, list, log, brief and its flags, why, reopen) on two fresh copies of the
 * scenario, one with `ev`, one with this CLI (`node <cli> [--ev-compat V] <command>`), and
 * compares the exit code, stdout, stderr and every file the command wrote, as the parity
 * cases compare them (CONTRIBUTING.md#a-case): the temp path and RFC 3339 timestamps
 * normalised; verify, check and why as sorted lines (ev prints them in directory order),
 * the others as exact text; `.jsonl` files as sorted lines.
 *
 * `--builder` builds the scenarios with another ev than the one compared (default: the
 * same); `--ev-compat` is passed to this CLI (0.1.2 when comparing with ev 0.1.2).
 * Differences are grouped by a signature (command, what differed); the first of each is
 * printed with its seed, and with --keep its scenario is kept under DIR to reproduce.
 * Differences this project makes on purpose (docs/COMPATIBILITY.md) are listed apart as
 * "known". Exits 1 when anything else differs. A dev tool: not part of `npm test`.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { corpusEnv, normalizeOutput } from './corpus.mjs';
import { seededRandom } from './seeded-random.mjs';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

// ---- arguments ---------------------------------------------------------------------------------
function parseArgs(argv) {
  const options = {
    ev: undefined,
    builder: undefined,
    compat: undefined,
    seed: 1,
    runs: 20,
    cli: join(ROOT, 'dist', 'cli.js'),
    keep: undefined,
    only: undefined,
    verbose: false,
    fromCases: undefined,
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) usage(`${flag} needs a value`);
      return v;
    };
    if (flag === '--ev') options.ev = resolve(value());
    else if (flag === '--builder') options.builder = resolve(value());
    else if (flag === '--ev-compat') options.compat = value();
    else if (flag === '--seed') options.seed = Number(value());
    else if (flag === '--runs') options.runs = Number(value());
    else if (flag === '--cli') options.cli = resolve(value());
    else if (flag === '--keep') options.keep = resolve(value());
    else if (flag === '--only') options.only = value().split(',');
    else if (flag === '--verbose') options.verbose = true;
    else if (flag === '--from-cases') options.fromCases = resolve(value());
    else usage(`unknown argument ${flag}`);
  }
  if (!options.ev) usage('--ev is required');
  options.builder ??= options.ev;
  return options;
}

function usage(message) {
  process.stderr.write(
    `error: ${message}\nusage: fuzz-ev-0.1.mjs --ev EV [--ev-compat 0.1.2] [--seed N] [--runs N] [--cli PATH] [--builder EV] [--keep DIR] [--only CMDS] [--from-cases DIR] [--verbose]\n`,
  );
  process.exit(2);
}

// ---- seeded randomness -------------------------------------------------------------------------

class Random {
  constructor(seed) {
    this.next = seededRandom(seed);
  }
  int(n) {
    return Math.floor(this.next() * n);
  }
  chance(p) {
    return this.next() < p;
  }
  pick(list) {
    return list[this.int(list.length)];
  }
  some(list, max = list.length) {
    const n = 1 + this.int(Math.min(max, list.length));
    const copy = [...list];
    const out = [];
    while (out.length < n) out.push(copy.splice(this.int(copy.length), 1)[0]);
    return out;
  }
}

// ---- environment (the corpus's: CONTRIBUTING.md#a-case) ----------------------------------------
function caseEnv(home) {
  return corpusEnv(home, {
    dropAlso: /^EV_/,
    set: {
      GIT_AUTHOR_NAME: 'Fuzz Author',
      GIT_AUTHOR_EMAIL: 'fuzz@example.invalid',
      GIT_COMMITTER_NAME: 'Fuzz Author',
      GIT_COMMITTER_EMAIL: 'fuzz@example.invalid',
    },
  });
}

// Generous: `check --run` runs every bound command (a real pytest where one is installed).
function run(command, args, cwd, env, timeout = 180_000) {
  const result = spawnSync(command, args, { cwd, env, timeout, maxBuffer: 64 << 20 });
  return {
    stdout: result.stdout?.toString('utf8') ?? '',
    stderr: result.stderr?.toString('utf8') ?? '',
    exit: result.status ?? (result.signal ? `signal ${result.signal}` : -1),
  };
}

// ---- tick identity (docs/ev-0.1.md#identity), to re-hash an edited tick ---------------------------
const jcs = (s) => JSON.stringify(s);
const sortedSet = (values) => [...new Set(values)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
function canonicalCheck(check) {
  if (check.by === 'person') return `{"by":"person","ref":${jcs(check.ref)}}`;
  const counter =
    check.counter_test === undefined || check.counter_test === null
      ? ''
      : `"counter_test":${jcs(check.counter_test)},`;
  const l = check.liveness ?? {};
  const set = (v) =>
    `[${sortedSet(v ?? [])
      .map(jcs)
      .join(',')}]`;
  return `{"by":"test",${counter}"liveness":{"platforms":${set(l.platforms)},"surfaces":${set(l.surfaces)},"triggered_by":${set(l.triggered_by)}},"ref":${jcs(check.ref)},"verified_at_sha":${jcs(check.verified_at_sha)}}`;
}
function tickId(tick) {
  const grounds = (tick.grounds ?? [])
    .map((g) => {
      const check = g.check ? `"check":${canonicalCheck(g.check)},` : '';
      return `{${check}"claim":${jcs(g.claim)},"supports":${jcs(g.supports)}}`;
    })
    .join(',');
  const payload = `{"decision":${jcs(tick.decision)},"grounds":[${grounds}],"observe":${jcs(tick.observe)},"parent_id":${jcs(tick.parent_id)}}`;
  return createHash('sha256').update(payload).digest('hex').slice(0, 12);
}

// ---- scenario: built with ev ---------------------------------------------------------------------
const WORDS = ['cache', 'ledger', 'index', 'http', 'retry', 'queue', 'auth', 'log', 'build'];
const PLATFORMS = ['local', 'linux-ci', 'mac', 'ship-image', 'win'];
const PATHS = ['src/', 'docs/', 'README.md', 'src/a.txt', 'lib/', '*.md', 'nothing/'];
const SURFACES = ['api', 'cli', 'db'];
const TESTS = [
  'true',
  'false',
  'exit 3',
  'test -f README.md',
  'echo out; true',
  'echo err >&2; false',
  'exit 1',
  'grep -q x README.md',
];
const NAMES = ['Ada Lovelace', 'Bob Builder', 'Zoë Ünïcode', 'robot'];

function phrase(rng) {
  const base = `${rng.pick(WORDS)} ${rng.pick(['uses', 'keeps', 'drops', '='])} ${rng.pick(WORDS)}`;
  if (rng.chance(0.1)) return `${base} — “naïve” 日本`;
  if (rng.chance(0.05)) return `${base}\twith tab`;
  return base;
}

class Builder {
  constructor(ev, dir, env, rng, log) {
    Object.assign(this, { ev, dir, env, rng, log });
    this.commands = new Set();
  }
  ev_(...args) {
    const r = run(this.ev, args, this.dir, this.env);
    const why = r.exit === 0 ? '' : ` (${r.stderr.trim().split('\n')[0]})`;
    this.log.push(`ev ${args.map(shellQuote).join(' ')} -> ${r.exit}${why}`);
    return r;
  }
  git(...args) {
    return run('git', args, this.dir, this.env);
  }
  has(command) {
    if (!this.commands.size) {
      const help = run(this.ev, ['--help'], this.dir, this.env).stdout;
      for (const m of help.matchAll(/^\s{2}([a-z-]+)\s/gm)) this.commands.add(m[1]);
    }
    return this.commands.has(command);
  }
  head() {
    const path = join(this.dir, '.evolving', 'HEAD');
    return existsSync(path) ? readFileSync(path, 'utf8').trim() : '';
  }
  ticks() {
    const dir = join(this.dir, '.evolving', 'ticks');
    return existsSync(dir) ? readdirSync(dir).sort() : [];
  }
  commit(message) {
    this.git('add', '-A');
    this.git('-c', 'commit.gpgsign=false', 'commit', '-q', '--allow-empty', '-m', message);
  }
  headSha() {
    return this.git('rev-parse', 'HEAD').stdout.trim();
  }
  groundArgs() {
    const rng = this.rng;
    const args = [];
    const n = rng.int(3);
    for (let i = 0; i < n; i++) args.push('--assume', phrase(rng));
    // --revisit and a binding belong to the ground before them, and not both to one
    const revisit = n > 0 && rng.chance(0.2);
    if (revisit) args.push('--revisit', phrase(rng));
    if (rng.chance(0.6)) {
      if (n === 0 || revisit || rng.chance(0.3)) args.push('--assume', phrase(rng));
      args.push('--assume-test', rng.pick(TESTS));
      if (rng.chance(0.92)) args.push('--counter-test', rng.pick(TESTS));
      for (const p of rng.chance(0.95) ? rng.some(PLATFORMS, 2) : []) args.push('--on-platform', p);
      for (const p of rng.chance(0.95) ? rng.some(PATHS, 2) : []) args.push('--triggered-by', p);
      for (const s of rng.chance(0.95) ? rng.some(SURFACES, 2) : []) args.push('--surface', s);
      if (rng.chance(0.7)) {
        const sha = this.headSha();
        args.push(
          '--verified-at-sha',
          rng.chance(0.8) && /^[0-9a-f]{40}$/.test(sha) ? sha : 'ab'.repeat(20),
        );
      }
    }
    if (rng.chance(0.4)) args.push('--reject', `${rng.pick(WORDS)}: ${phrase(rng)}`);
    return args;
  }
  decide() {
    const rng = this.rng;
    const args = ['decide', phrase(rng), ...this.groundArgs()];
    if (rng.chance(0.95)) args.push('--blame', rng.pick(NAMES));
    if (rng.chance(0.7))
      args.push(
        '--authority',
        rng.pick(
          ['user-ruled', 'user-ruled', 'agent-disposable', 'agent-proposed'].slice(
            0,
            3 + (rng.chance(0.1) ? 1 : 0),
          ),
        ),
      );
    if (rng.chance(0.4)) args.push('--jurisdiction', rng.pick(['A', 'B', 'C', 'D']));
    if (rng.chance(0.15)) args.push('--observe', phrase(rng));
    if (rng.chance(0.2) && this.has('supersede')) args.push('--source-ref', `#${rng.int(99)}`);
    this.ev_(...args);
  }
  supersede() {
    const ticks = this.ticks();
    if (!ticks.length || !this.has('supersede')) return this.decide();
    const args = ['supersede', this.rng.pick(ticks)];
    // a new ruling needs a reason; without one, supersede only re-tags
    if (this.rng.chance(0.7))
      args.push(phrase(this.rng), '--assume', phrase(this.rng), ...this.groundArgs());
    if (this.rng.chance(0.3)) args.push('--jurisdiction', this.rng.pick(['A', 'B', 'C']));
    args.push('--blame', this.rng.pick(NAMES));
    if (this.rng.chance(0.5)) args.push('--authority', 'user-ruled');
    this.ev_(...args);
  }
  propose() {
    if (!this.has('propose')) return this.decide();
    this.ev_('propose', phrase(this.rng), ...this.groundArgs());
    if (this.rng.chance(0.5)) this.ev_('ratify', this.head(), '--blame', 'Bob Builder');
  }
  guard() {
    if (!this.has('guard')) return;
    const ticks = this.ticks();
    if (!ticks.length) return;
    const args = ['guard', this.rng.pick(TESTS), this.rng.pick(ticks)];
    args.push('--counter-test', this.rng.pick(TESTS));
    for (const p of this.rng.some(PLATFORMS, 2)) args.push('--on-platform', p);
    args.push('--triggered-by', this.rng.pick(PATHS), '--surface', this.rng.pick(SURFACES));
    args.push('--blame', 'Ada Lovelace');
    this.ev_(...args);
  }
  checkRun() {
    const args = ['check', '--run', '--platform', this.rng.pick(PLATFORMS)];
    this.ev_(...args);
  }
  editWorkTree() {
    const rng = this.rng;
    const file = rng.pick(['src/a.txt', 'notes/b.md', 'README.md', 'lib/c.rs', 'other.txt']);
    mkdirSync(dirname(join(this.dir, file)), { recursive: true });
    writeFileSync(join(this.dir, file), `x ${rng.int(1000)}\n`);
  }
}

function buildScenario(options, rng, dir, env, log) {
  const b = new Builder(options.builder, dir, env, rng, log);
  const git = rng.chance(0.85);
  if (git) {
    b.git('-c', 'init.defaultBranch=main', 'init', '-q');
    writeFileSync(join(dir, 'README.md'), 'x\n');
    mkdirSync(join(dir, 'src'));
    writeFileSync(join(dir, 'src', 'a.txt'), 'a\n');
    b.commit('start');
  }
  b.ev_('init');
  if (rng.chance(0.4)) writeConfig(rng, dir);
  const steps = rng.int(7);
  for (let i = 0; i < steps; i++) {
    const what = rng.int(10);
    if (what < 4) b.decide();
    else if (what < 6) b.supersede();
    else if (what < 7) b.propose();
    else if (what < 8) b.guard();
    else if (what < 9) b.checkRun();
    else b.editWorkTree();
    if (git && rng.chance(0.3)) b.commit(`step ${i}`);
  }
  if (rng.chance(0.5)) b.checkRun();
  if (git && rng.chance(0.6)) b.commit('end');
  if (git && rng.chance(0.3)) b.editWorkTree();
  return { git };
}

function writeConfig(rng, dir) {
  const lines = [];
  const value = (choices) => rng.pick(choices);
  if (rng.chance(0.7)) lines.push(`schema_version = ${value(['1', '1', '2', '3', '"1"', 'x'])}`);
  if (rng.chance(0.5)) lines.push('', '[runner]', `template = "sh -c {selector}"`);
  if (rng.chance(0.6))
    lines.push(`green_exit_code = ${value(['0', '1', '3', '-1', '256', 'x', ' 3 ', '0x1'])}`);
  if (rng.chance(0.3)) lines.push('', '[liveness]');
  if (rng.chance(0.5)) lines.push(`platforms = ["linux-ci", "mac"]`);
  if (rng.chance(0.6))
    lines.push(`staleness_days = ${value(['0', '1', '7', '30', '-1', '1.5', '99999999999', 'x'])}`);
  if (rng.chance(0.5))
    lines.push(
      `staleness_ref = ${value(['"live-origin"', '"local-head"', '"none"', 'none', 'local-head', '"bogus"', "'none'"])}`,
    );
  if (rng.chance(0.5)) lines.push(`brief_limit = ${value(['0', '1', '2', '-1', 'x', '3 '])}`);
  if (rng.chance(0.3)) lines.push(`not_run_lookback_commits = ${value(['0', '1', '20'])}`);
  if (rng.chance(0.2)) lines.push(`# staleness_days = 0`);
  if (rng.chance(0.2)) lines.push(`staleness_days=2`);
  let text = lines.join('\n') + (rng.chance(0.8) ? '\n' : '');
  if (rng.chance(0.15)) text = text.replace(/\n/g, '\r\n');
  writeFileSync(join(dir, '.evolving', 'config'), text);
}

// ---- perturbations by hand ---------------------------------------------------------------------
function tickFiles(dir) {
  const ticks = join(dir, '.evolving', 'ticks');
  if (!existsSync(ticks)) return [];
  return readdirSync(ticks, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
    .sort();
}
function readTick(dir, name) {
  try {
    return JSON.parse(readFileSync(join(dir, '.evolving', 'ticks', name), 'utf8'));
  } catch {
    return undefined;
  }
}
function writeTick(dir, name, tick, pretty = true) {
  writeFileSync(
    join(dir, '.evolving', 'ticks', name),
    pretty ? JSON.stringify(tick, null, 2) : JSON.stringify(tick),
  );
}
/** Writes the tick under its recomputed id, and moves HEAD and children along. */
function rehash(dir, oldName, tick) {
  const id = tickId(tick);
  tick.id = id;
  unlinkSync(join(dir, '.evolving', 'ticks', oldName));
  writeTick(dir, id, tick);
  const head = join(dir, '.evolving', 'HEAD');
  if (existsSync(head) && readFileSync(head, 'utf8').trim() === oldName) writeFileSync(head, id);
  return id;
}

const RECEIPT_DIR = ['.evolving', 'results', 'receipts'];

const PERTURBATIONS = {
  notJson(rng, dir) {
    const name = rng.pick(tickFiles(dir));
    if (!name) return;
    const path = join(dir, '.evolving', 'ticks', name);
    const text = readFileSync(path, 'utf8');
    const cut = rng.pick([
      () => text.slice(0, rng.int(text.length)),
      () => text.replace(/"/, "'"),
      () => text + ',',
      () => '',
      () => '\ufeff' + text,
      () => text.replace(/,/, ''),
      () => '[' + text + ']',
      () => 'null',
      () => '"a string"',
      () => text.replace(/\n/g, '\r\n'),
    ])();
    writeFileSync(path, cut);
  },
  fieldEdit(rng, dir) {
    const name = rng.pick(tickFiles(dir));
    const tick = name && readTick(dir, name);
    if (!tick || typeof tick !== 'object' || Array.isArray(tick)) return;
    const g = Array.isArray(tick.grounds) ? rng.pick(tick.grounds) : undefined;
    const check = g?.check;
    const edits = [
      () => delete tick[rng.pick(Object.keys(tick))],
      () => (tick[rng.pick(['extra', 'note', 'x-y'])] = rng.pick([1, 'v', null, [], {}])),
      () => (tick.status = rng.pick(['live', 'superseded', 'dead', '', 'Live', 3, null])),
      () => (tick.jurisdiction = rng.pick(['A', 'B', 'C', 'D', 'E', 'a', '', 1, null])),
      () =>
        (tick.authority = rng.pick([
          'user-ruled',
          'agent-disposable',
          'agent-proposed',
          'x',
          '',
          null,
        ])),
      () => (tick.blame = rng.pick(['', '  ', 'Ada', 'robot', 3, null, 'a\u0000b'])),
      () =>
        (tick.held_since = rng.pick([
          '2026-01-01T00:00:00Z',
          'yesterday',
          '',
          '2026-13-01T00:00:00Z',
          5,
        ])),
      () => (tick.decision = rng.pick(['', ' ', 'x'.repeat(5000), 'e\u0301', '\u202eevil', 7])),
      () =>
        (tick.parent_id = rng.pick(['', 'ffffffffffff', tickFiles(dir)[0] ?? '', name, null, 1])),
      () => (tick.id = rng.pick(['', 'ffffffffffff', 'ABCDEF012345', name.slice(0, 6), 7])),
      () => (tick.grounds = rng.pick([[], null, 'x', [{}], [{ claim: 'c', supports: 'chosen' }]])),
      () => g && (g.supports = rng.pick(['chosen', 'rejected', 'maybe', '', null])),
      () => g && (g.claim = rng.pick(['', ' ', 'c', 3])),
      () => g && delete g[rng.pick(Object.keys(g))],
      () => g && (g.extra = 1),
      () => check && (check.by = rng.pick(['test', 'person', 'robot', ''])),
      () => check && (check.ref = rng.pick(['', ' ', 'true', 'false', 'x'.repeat(300)])),
      () => check && (check.counter_test = rng.pick(['', 'true', 'false', null, 3])),
      () =>
        check &&
        (check.verified_at_sha = rng.pick([
          '',
          'AB'.repeat(20),
          'ab'.repeat(19),
          'ab'.repeat(32),
          'zz'.repeat(20),
          null,
        ])),
      () =>
        check?.liveness &&
        (check.liveness[rng.pick(['platforms', 'triggered_by', 'surfaces'])] = rng.pick([
          [],
          [''],
          ['a', 'a'],
          'x',
          null,
          ['src/', 'SRC/'],
        ])),
      () => check && delete check.liveness,
      () => check && (check.liveness = rng.pick([null, {}, 'x'])),
      () => check && (check.extra = true),
      () => (tick.source_ref = rng.pick(['', '#1', 'R7', 3, null])),
      () => (tick.supersedes = rng.pick(['', name, 'ffffffffffff', null])),
      () => (tick.round_id = rng.pick(['', 'r1', 3])),
      () => (tick.provenance = rng.pick(['', 'x', { a: 1 }, null])),
      () => (tick.ratifies = rng.pick(['', name, 'ffffffffffff'])),
      () => (tick.observe = rng.pick(['', 'obs', null, 3])),
    ];
    rng.pick(edits)();
    const mode = rng.int(3);
    if (mode === 0) writeTick(dir, name, tick, rng.chance(0.8));
    else {
      try {
        rehash(dir, name, tick);
      } catch {
        writeTick(dir, name, tick);
      }
    }
  },
  renameTick(rng, dir) {
    const name = rng.pick(tickFiles(dir));
    if (!name) return;
    const to = rng.pick([
      'ffffffffffff',
      name.toUpperCase(),
      `${name}.json`,
      name.slice(0, 6),
      `.${name}`,
      `${name}~`,
    ]);
    cpSync(join(dir, '.evolving', 'ticks', name), join(dir, '.evolving', 'ticks', to));
    if (rng.chance(0.6)) unlinkSync(join(dir, '.evolving', 'ticks', name));
  },
  removeTick(rng, dir) {
    const name = rng.pick(tickFiles(dir));
    if (name) unlinkSync(join(dir, '.evolving', 'ticks', name));
  },
  cycle(rng, dir) {
    const names = tickFiles(dir);
    if (names.length < 2) return;
    const a = rng.pick(names);
    const t = readTick(dir, a);
    if (!t) return;
    t.parent_id = rng.pick(names);
    writeTick(dir, a, t);
  },
  head(rng, dir) {
    const path = join(dir, '.evolving', 'HEAD');
    const names = tickFiles(dir);
    const choice = rng.pick([
      '',
      '\n',
      'ffffffffffff',
      names[0] ?? 'x',
      `${names[0] ?? 'x'}\n`,
      ` ${names[0] ?? 'x'} `,
      '../config',
      'ABC',
      null,
      `${names[0] ?? 'x'}\r\n`,
    ]);
    if (choice === null) rmSync(path, { force: true });
    else writeFileSync(path, choice);
  },
  version(rng, dir) {
    const path = join(dir, '.evolving', 'version');
    // Only what ev 0.1 writes or could: any other version is refused on purpose (COMPATIBILITY.md).
    const choice = rng.pick(['1', '1\n', ' 1 ', null]);
    if (choice === null) rmSync(path, { force: true });
    else writeFileSync(path, choice);
  },
  config(rng, dir) {
    writeConfig(rng, dir);
  },
  receipts(rng, dir) {
    const rdir = join(dir, ...RECEIPT_DIR);
    mkdirSync(rdir, { recursive: true });
    const refs = [];
    for (const name of tickFiles(dir)) {
      const t = readTick(dir, name);
      for (const g of Array.isArray(t?.grounds) ? t.grounds : [])
        if (g?.check?.by === 'test' && typeof g.check.ref === 'string') refs.push(g.check.ref);
    }
    const ref = rng.pick(refs) ?? rng.pick(TESTS);
    const key = createHash('sha256').update(ref).digest('hex').slice(0, 12);
    const sha = existsSync(join(dir, '.git'))
      ? run('git', ['rev-parse', 'HEAD'], dir, process.env).stdout.trim()
      : 'ab'.repeat(20);
    const line = () => {
      const r = {
        test: rng.chance(0.9) ? ref : 'other',
        platform: rng.pick(PLATFORMS),
        commit: rng.pick([sha, sha, 'cd'.repeat(20), 'HEAD', '']),
        ran_at: rng.pick([
          '2026-01-01T00:00:00Z',
          '2026-11-27T10:00:00Z',
          '2030-01-01T00:00:00Z',
          '2026-01-01T00:00:00+01:00',
          '2026-01-01 00:00:00',
          'not a time',
        ]),
        result: rng.pick(['green', 'red', 'gray', 'GREEN', 'blue']),
      };
      if (rng.chance(0.3)) r.falsifiable = rng.pick([true, false, 'yes', null]);
      if (rng.chance(0.1)) delete r[rng.pick(Object.keys(r))];
      if (rng.chance(0.1)) r.extra = 1;
      return rng.chance(0.1) ? rng.pick(['{', '', 'null', '[]', '{"test": 1}']) : JSON.stringify(r);
    };
    const n = 1 + rng.int(4);
    const lines = [];
    for (let i = 0; i < n; i++) lines.push(line());
    if (rng.chance(0.3)) lines.push(lines[0]);
    const path = join(rdir, `${rng.chance(0.95) ? key : 'ffffffffffff'}.jsonl`);
    const existing = existsSync(path) && rng.chance(0.5) ? readFileSync(path, 'utf8') : '';
    writeFileSync(
      path,
      existing + lines.join(rng.chance(0.1) ? '\r\n' : '\n') + (rng.chance(0.8) ? '\n' : ''),
    );
  },
  selected(rng, dir) {
    const path = join(dir, '.evolving', 'results', 'selected.json');
    mkdirSync(dirname(path), { recursive: true });
    const refs = tickFiles(dir).flatMap((n) => {
      const t = readTick(dir, n);
      return (Array.isArray(t?.grounds) ? t.grounds : [])
        .map((g) => g?.check?.ref)
        .filter((r) => typeof r === 'string');
    });
    writeFileSync(
      path,
      rng.pick([
        JSON.stringify(refs.slice(0, 1)),
        JSON.stringify({ selected: refs }),
        '[]',
        '{',
        JSON.stringify(['nope']),
      ]),
    );
  },
  gitMove(rng, dir) {
    if (!existsSync(join(dir, '.git'))) return;
    const env = caseEnv(join(dir, '..', 'home-p'));
    const file = rng.pick(['src/a.txt', 'notes/b.md', 'README.md', 'other.txt']);
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), `moved ${rng.int(100)}\n`);
    if (rng.chance(0.7)) {
      run('git', ['add', '-A'], dir, env);
      run('git', ['-c', 'commit.gpgsign=false', 'commit', '-q', '-m', 'moved'], dir, env);
    }
  },
  noGit(rng, dir) {
    if (rng.chance(0.5)) rmSync(join(dir, '.git'), { recursive: true, force: true });
  },
  unicodeTick(rng, dir) {
    const name = rng.pick(tickFiles(dir));
    const tick = name && readTick(dir, name);
    if (!tick || typeof tick !== 'object') return;
    tick.decision = rng.pick([
      'ｆｕｌｌｗｉｄｔｈ',
      'e\u0301 vs é',
      'tab\there',
      'line\nbreak',
      '\u0007bell',
      '😀 emoji',
      'a\u200bb',
    ]);
    rehash(dir, name, tick);
  },
  hugeValue(rng, dir) {
    const name = rng.pick(tickFiles(dir));
    const tick = name && readTick(dir, name);
    if (!tick || typeof tick !== 'object') return;
    tick.decision = 'long '.repeat(2000 + rng.int(2000));
    rehash(dir, name, tick);
  },
  duplicateKey(rng, dir) {
    const name = rng.pick(tickFiles(dir));
    if (!name) return;
    const path = join(dir, '.evolving', 'ticks', name);
    const text = readFileSync(path, 'utf8');
    writeFileSync(
      path,
      text.replace(/^\{/, `{\n  "status": "${rng.pick(['live', 'superseded'])}",`),
    );
  },
  compactJson(rng, dir) {
    for (const name of tickFiles(dir)) {
      const t = readTick(dir, name);
      if (t !== undefined && rng.chance(0.5)) writeTick(dir, name, t, false);
    }
  },
  ticksDirEntries(rng, dir) {
    const ticks = join(dir, '.evolving', 'ticks');
    if (!existsSync(ticks)) return;
    const which = rng.int(3);
    if (which === 0) mkdirSync(join(ticks, 'subdir'));
    else if (which === 1) writeFileSync(join(ticks, 'README'), 'not a tick\n');
    else writeFileSync(join(ticks, '.gitkeep'), '');
  },
  noStore(rng, dir) {
    if (rng.chance(0.3))
      rmSync(join(dir, '.evolving', rng.pick(['ticks', 'config', 'results'])), {
        recursive: true,
        force: true,
      });
  },
};

/** Every JSON file of the store that a value mutation may edit: tick files and receipt lines. */
function jsonTargets(dir) {
  const out = tickFiles(dir).map((name) => join(dir, '.evolving', 'ticks', name));
  const rdir = join(dir, ...RECEIPT_DIR);
  if (existsSync(rdir)) for (const name of readdirSync(rdir)) out.push(join(rdir, name));
  return out;
}

/** The leaves of a JSON value, as [parent, key] pairs. */
function leaves(value, out = []) {
  if (value && typeof value === 'object')
    for (const key of Object.keys(value)) {
      out.push([value, key]);
      leaves(value[key], out);
    }
  return out;
}

/** Another value for a leaf: near misses of what is there, and values from elsewhere in the store. */
function mutateValue(rng, old, pool) {
  if (typeof old === 'string') {
    return rng.pick([
      () => '',
      () => ' ',
      () => old.toUpperCase(),
      () => ` ${old}`,
      () => `${old} `,
      () => old.slice(0, Math.max(0, old.length - 1)),
      () => old.slice(1),
      () => `${old}x`,
      () => `${old}\n`,
      () => rng.pick(pool),
      () => rng.pick(pool),
      () => rng.pick(pool),
      () => 7,
      () => null,
      () => [old],
      () => old.replace(/[0-9]/, (d) => String((Number(d) + 1) % 10)),
      () => old.replace(/Z$/, '+00:00'),
      () => old.replace(/T/, ' '),
    ])();
  }
  if (typeof old === 'number') return rng.pick([0, -1, 1, 2, old + 1, 1e21, 1.5, '1', null]);
  if (typeof old === 'boolean') return rng.pick([!old, 'true', null, 1]);
  if (old === null) return rng.pick(['', 'x', 0, false, []]);
  if (Array.isArray(old))
    return rng.pick([[], [...old, ...old], old.slice(1), [...old, rng.pick(pool)], {}, 'x']);
  return rng.pick([{}, [], null, 'x']);
}

function stringsIn(value, out = new Set()) {
  if (typeof value === 'string') out.add(value);
  else if (value && typeof value === 'object')
    for (const v of Object.values(value)) stringsIn(v, out);
  return out;
}

PERTURBATIONS.valueMutation = (rng, dir) => {
  const targets = jsonTargets(dir);
  if (!targets.length) return;
  const path = rng.pick(targets);
  const text = readFileSync(path, 'utf8');
  const pool = [
    ...stringsIn(
      targets.flatMap((t) => {
        try {
          return readFileSync(t, 'utf8')
            .split('\n')
            .filter(Boolean)
            .map((l) => JSON.parse(l));
        } catch {
          try {
            return [JSON.parse(readFileSync(t, 'utf8'))];
          } catch {
            return [];
          }
        }
      }),
    ),
  ];
  if (!pool.length) pool.push('x');
  if (path.endsWith('.jsonl')) {
    const lines = text.split('\n');
    const i = rng.int(lines.length);
    let value;
    try {
      value = JSON.parse(lines[i]);
    } catch {
      return;
    }
    const spots = leaves(value);
    if (!spots.length) return;
    const [parent, key] = rng.pick(spots);
    if (rng.chance(0.15)) delete parent[key];
    else parent[key] = mutateValue(rng, parent[key], pool);
    lines[i] = JSON.stringify(value);
    if (rng.chance(0.2)) lines.splice(i, 0, lines[i]);
    writeFileSync(path, lines.join('\n'));
    return;
  }
  let tick;
  try {
    tick = JSON.parse(text);
  } catch {
    return;
  }
  const spots = leaves(tick);
  if (!spots.length) return;
  const [parent, key] = rng.pick(spots);
  if (rng.chance(0.15)) delete parent[key];
  else parent[key] = mutateValue(rng, parent[key], pool);
  const name = path.slice(path.lastIndexOf('/') + 1);
  if (rng.chance(0.5) && tick && typeof tick === 'object' && !Array.isArray(tick)) {
    try {
      rehash(dir, name, tick);
      return;
    } catch {
      /* written as is below */
    }
  }
  writeTick(dir, name, tick);
};

PERTURBATIONS.configValue = (rng, dir) => {
  const path = join(dir, '.evolving', 'config');
  if (!existsSync(path)) return writeConfig(rng, dir);
  const lines = readFileSync(path, 'utf8').split('\n');
  const spots = lines.map((l, i) => (l.includes('=') ? i : -1)).filter((i) => i >= 0);
  if (!spots.length) return;
  const i = rng.pick(spots);
  const [key, value] = [
    lines[i].slice(0, lines[i].indexOf('=')),
    lines[i].slice(lines[i].indexOf('=') + 1),
  ];
  lines[i] = rng.pick([
    () =>
      `${key}= ${rng.pick(['0', '1', '2', '-1', '"none"', '"local-head"', '"live-origin"', 'x', '""', '3'])}`,
    () => `${key.trim()}=${value.trim()}`,
    () => `  ${key.trim()} = ${value.trim()}  `,
    () => `# ${lines[i]}`,
    () => `${lines[i]}\n${key}= ${value.trim() === '0' ? '1' : '0'}`,
    () => `${key.trim().toUpperCase()} = ${value.trim()}`,
    () => `${key}=${value.replace(/"/g, "'")}`,
  ])();
  writeFileSync(path, lines.join('\n'));
};

function perturb(rng, dir, log) {
  const names = Object.keys(PERTURBATIONS);
  const n = rng.chance(0.2) ? 0 : 1 + rng.int(3);
  for (let i = 0; i < n; i++) {
    const name = rng.pick(names);
    log.push(`perturb ${name}`);
    applyPerturbation(name, rng, dir, log);
  }
}

/** A perturbation that cannot apply to this scenario (a file it wanted is not there) is skipped. */
function applyPerturbation(name, rng, dir, log) {
  try {
    PERTURBATIONS[name](rng, dir);
  } catch (error) {
    log.push(`(${name} skipped: ${error.code ?? error.message})`);
  }
}

// ---- commands ----------------------------------------------------------------------------------
function commandsFor(rng, dir, compat) {
  const ticks = tickFiles(dir);
  const anyTick = () => rng.pick([...ticks, 'ffffffffffff', ticks[0]?.slice(0, 6) ?? 'abc', '']);
  const refs = ticks.flatMap((n) => {
    const t = readTick(dir, n);
    return (Array.isArray(t?.grounds) ? t.grounds : [])
      .map((g) => g?.check?.ref)
      .filter((r) => typeof r === 'string');
  });
  const commands = [
    ['verify'],
    ['list'],
    ['log'],
    ['brief'],
    ['check'],
    ['check', '--exit-on-red'],
    ['check', '--platform', rng.pick(PLATFORMS)],
    ['check', '--offline'],
    ['check', '--attest', rng.pick(['a', 'a,b', 'linux-ci', ''])],
    ['check', '--run', '--platform', rng.pick(PLATFORMS)],
    ['check', '--run', '--exit-on-red'],
    ['brief', '--limit', rng.pick(['0', '1', '2', '100', '-1', 'x'])],
    ['show', anyTick()],
    ['show', anyTick()],
    ['why', rng.pick([...refs, 'nothing', ''])],
    ['why', rng.pick([...refs, 'true'])],
    ['reopen', anyTick()],
    ['verify', '--self-test'],
  ];
  if (compat !== '0.1.2') {
    commands.push(['brief', '--json'], ['brief', '--json', '--limit', '1']);
    // 0.1.32's colour: the rows rendered rich, and -p/--plain
    const colored = rng.pick([
      ['list'],
      ['log'],
      ['brief'],
      ['check'],
      ['reopen', anyTick()],
      ['why', rng.pick([...refs, 'true'])],
    ]);
    commands.push(
      [...colored, '--color', 'always'],
      [...rng.pick([['list'], ['log'], ['check']]), rng.pick(['-p', '--plain', '--color=never'])],
    );
  }
  return commands;
}

const SORTED_COMMANDS = new Set(['verify', 'check', 'why']);

// ---- running and comparing ---------------------------------------------------------------------
// `wall_ms` in a check event is how long the run took: the one value the parity cases never capture
const normalize = (text, dir) =>
  normalizeOutput(text, dir)
    .replace(/"wall_ms":\d+/g, '"wall_ms":<MS>')
    // what a bound command prints about its own time (pytest: `no tests ran in 2.09s`)
    .replace(/ in \d+\.\d+s\b/g, ' in <T>s');
function shellQuote(text) {
  return /^[A-Za-z0-9_./,:=-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}

function snapshot(dir) {
  const files = new Map();
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      const rel = relative(dir, path);
      if (rel === '.git') continue;
      const stat = statSync(path, { throwIfNoEntry: false });
      if (!stat) continue;
      if (stat.isDirectory()) walk(path);
      else if (stat.isFile()) files.set(rel, readFileSync(path));
    }
  };
  walk(dir);
  return files;
}

function written(before, dir) {
  const after = snapshot(dir);
  const out = {};
  for (const [rel, bytes] of after)
    if (!before.has(rel) || !before.get(rel).equals(bytes)) out[rel] = bytes.toString('utf8');
  for (const rel of before.keys()) if (!after.has(rel)) out[rel] = '<deleted>';
  return out;
}

function fileView(rel, text, dir) {
  const normalized = normalize(text, dir);
  if (rel.endsWith('.jsonl'))
    return normalized
      .split('\n')
      .filter((l) => l !== '')
      .sort()
      .join('\n');
  if (rel.endsWith('.json')) {
    try {
      return JSON.stringify(JSON.parse(normalized));
    } catch {
      return normalized;
    }
  }
  return normalized;
}

function streamView(sorted, text) {
  if (!sorted) return text;
  return text
    .split('\n')
    .filter((l, i, all) => l !== '' || i < all.length - 1)
    .sort()
    .join('\n');
}

/** Whether a tick file holds `round_id` or `corrects`, which 0.1.32's rules here read as known. */
function usesLegacyKeys(dir) {
  return tickFiles(dir).some((name) => {
    const tick = readTick(dir, name);
    return tick && typeof tick === 'object' && ('round_id' in tick || 'corrects' in tick);
  });
}

function runSide(scenario, scratch, tag, argv, launch, env) {
  const dir = join(scratch, tag);
  rmSync(dir, { recursive: true, force: true });
  cpSync(scenario, dir, { recursive: true, verbatimSymlinks: true });
  const before = snapshot(dir);
  const [cmd, ...args] = launch;
  const r = run(cmd, [...args, ...argv], dir, env);
  const files = written(before, dir);
  const view = {};
  for (const [rel, text] of Object.entries(files)) view[rel] = fileView(rel, text, dir);
  return {
    stdout: normalize(r.stdout, dir),
    stderr: normalize(r.stderr, dir),
    exit: r.exit,
    files: view,
    // with no ev 0.1 store, this CLI's plain brief and verify are ev 0.2.4's (its empty census)
    model:
      /^open claims: |^$/.test(r.stdout) && !existsSync(join(dir, '.evolving', 'ticks'))
        ? 'claims'
        : 'ticks',
    legacyKeys: usesLegacyKeys(dir),
  };
}

/** Differences this project makes on purpose (docs/COMPATIBILITY.md), by what they look like. */
function knownDeparture(argv, ev, ours, part) {
  if (
    ['verify', 'check'].includes(argv[0]) &&
    /^error: reading store: /m.test(ev.stderr) &&
    ev.exit === ours.exit
  )
    return 'an unreadable tick file: ev aborts, this CLI reports it and goes on (COMPATIBILITY.md)';
  if (
    part === 'stderr' &&
    /R1\/R2 not valid JSON|reading store:|is a symbolic link|:\d+: /.test(ours.stderr)
  )
    return 'stricter stderr (COMPATIBILITY.md)';
  if (part === 'stderr' && argv[0] === 'check' && ours.stderr.includes('.jsonl:'))
    return 'malformed receipt reported (COMPATIBILITY.md)';
  if (['brief', 'verify'].includes(argv[0]) && ours.model === 'claims')
    return 'no ev 0.1 store here: brief and verify answer as ev 0.2.4 (COMPATIBILITY.md)';
  if (ours.legacyKeys) return 'round_id and corrects stay known under 0.1.32 (docs/ev-0.1.md)';
  const legacyWarning =
    /^.*: warning: tolerated unknown top-level field "(round_id|corrects)" .*\n/gm;
  if (part === 'stderr' && ev.stderr.replace(legacyWarning, '') === ours.stderr)
    return 'round_id and corrects stay known under 0.1.32 (docs/ev-0.1.md)';
  if (argv[0] === 'check' && ours.stderr.includes('is not a full commit id'))
    return 'a receipt commit that is not a full commit id is ignored (COMPATIBILITY.md)';
  if (/\.evolving\/version (says|is not)/.test(ours.stderr))
    return 'a version other than 1 or 2 refused (COMPATIBILITY.md)';
  if (part === 'stderr' && ev.exit === 2 && ours.exit === 2)
    return "usage error: clap's wording is ev's own";
  if (part.startsWith('file ') && part.includes('results/evidence/'))
    return 'evidence file (beyond ev)';
  return undefined;
}

function compare(argv, ev, ours) {
  const sorted = SORTED_COMMANDS.has(argv[0]);
  const diffs = [];
  if (ev.exit !== ours.exit)
    diffs.push({ part: 'exit', ev: String(ev.exit), ours: String(ours.exit) });
  for (const stream of ['stdout', 'stderr']) {
    const a = streamView(sorted, ev[stream]);
    const b = streamView(sorted, ours[stream]);
    if (a !== b) diffs.push({ part: stream, ev: a, ours: b });
  }
  const names = new Set([...Object.keys(ev.files), ...Object.keys(ours.files)]);
  for (const rel of [...names].sort()) {
    const a = ev.files[rel] ?? '<not written>';
    const b = ours.files[rel] ?? '<not written>';
    if (a !== b)
      diffs.push({ part: `file ${rel.replace(/[0-9a-f]{12}/g, '<key>')}`, ev: a, ours: b });
  }
  return diffs.map((d) => ({ ...d, known: knownDeparture(argv, ev, ours, d.part) }));
}

function firstDifference(a, b) {
  const la = a.split('\n');
  const lb = b.split('\n');
  for (let i = 0; i < Math.max(la.length, lb.length); i++)
    if (la[i] !== lb[i])
      return `line ${i + 1}:\n      ev:   ${JSON.stringify(la[i])}\n      ours: ${JSON.stringify(lb[i])}`;
  return '(same lines)';
}

function signature(argv, diffs) {
  const shape = argv
    .map((w) => (/^[0-9a-f]{6,12}$/.test(w) ? '<id>' : w))
    .filter((w, i) => i === 0 || w.startsWith('--'))
    .join(' ');
  return `${shape} | ${diffs.map((d) => d.part).join(', ')}`;
}

function listCases(root) {
  return readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'setup.sh')))
    .sort();
}

/** Builds a recorded case's scenario (its setup.sh, no ev) and returns its command. */
function caseScenario(root, name, dir, env) {
  const setup = run('sh', [join(root, name, 'setup.sh'), dir], dir, env);
  if (setup.exit !== 0) throw new Error(`${name}/setup.sh failed: ${setup.stderr}`);
  const cmd = readFileSync(join(root, name, 'cmd'), 'utf8').trim();
  const words = [];
  const pattern = /'([^']*)'|"((?:\\.|[^"\\])*)"|(\S+)/g;
  for (let m = pattern.exec(cmd); m; m = pattern.exec(cmd)) words.push(m[1] ?? m[2] ?? m[3] ?? '');
  return words;
}

/** A case's scenario is mutated in values more than in structure: variants of what it pins. */
function perturbCase(rng, dir, log) {
  const n = 1 + rng.int(3);
  const names = Object.keys(PERTURBATIONS);
  for (let i = 0; i < n; i++) {
    const name = rng.chance(0.6)
      ? rng.pick(['valueMutation', 'valueMutation', 'configValue', 'receipts', 'gitMove'])
      : rng.pick(names);
    log.push(`perturb ${name}`);
    applyPerturbation(name, rng, dir, log);
  }
}

function main() {
  const options = parseArgs(process.argv.slice(2));
  if (!existsSync(options.cli)) usage(`no CLI at ${options.cli} (npm run bundle first?)`);
  const launch = [
    process.execPath,
    options.cli,
    ...(options.compat ? ['--ev-compat', options.compat] : []),
  ];
  const root = mkdtempSync(join(tmpdir(), 'ev-fuzz-'));
  const found = new Map();
  let compared = 0;
  let differing = 0;
  try {
    for (let i = 0; i < options.runs; i++) {
      const seed = options.seed + i;
      const rng = new Random(seed);
      const scratch = join(root, `s${seed}`);
      const scenario = join(scratch, 'scenario');
      mkdirSync(scenario, { recursive: true });
      const env = caseEnv(join(scratch, 'home'));
      const log = [];
      let commands;
      if (options.fromCases) {
        const cases = listCases(options.fromCases);
        const name = cases[rng.int(cases.length)];
        log.push(`case ${name}`);
        const cmd = caseScenario(options.fromCases, name, scenario, env);
        perturbCase(rng, scenario, log);
        commands = [
          cmd,
          ...commandsFor(rng, scenario, options.compat).filter(() => rng.chance(0.25)),
        ];
      } else {
        buildScenario(options, rng, scenario, env, log);
        perturb(rng, scenario, log);
        commands = commandsFor(rng, scenario, options.compat);
      }
      if (options.only) commands = commands.filter((c) => options.only.includes(c[0]));
      for (const argv of commands) {
        const ev = runSide(scenario, scratch, 'ev', argv, [options.ev], env);
        const ours = runSide(scenario, scratch, 'ours', argv, launch, env);
        // (under --ev-compat 0.1.2 both keys are read as ev 0.1.2 reads them)
        ours.legacyKeys &&= !options.compat;
        compared++;
        const diffs = compare(argv, ev, ours);
        const unknown = diffs.filter((d) => !d.known);
        if (!diffs.length) continue;
        if (unknown.length) differing++;
        const sig =
          (unknown.length ? '' : 'known: ') + signature(argv, unknown.length ? unknown : diffs);
        const entry = found.get(sig) ?? { count: 0, seed, argv, diffs, log };
        entry.count++;
        if (!found.has(sig)) {
          found.set(sig, entry);
          if (options.verbose) process.stderr.write(`new: ${sig} (seed ${seed})\n`);
          if (options.keep) {
            const keepDir = join(options.keep, `seed-${seed}`);
            rmSync(keepDir, { recursive: true, force: true });
            cpSync(scenario, keepDir, { recursive: true, verbatimSymlinks: true });
            writeFileSync(join(keepDir, '..', `seed-${seed}.log`), log.join('\n') + '\n');
          }
        }
      }
      rmSync(scratch, { recursive: true, force: true });
      if (options.verbose) process.stderr.write(`seed ${seed}: ${log.join('; ')}\n`);
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  const entries = [...found.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
  for (const [sig, e] of entries) {
    process.stdout.write(
      `\n== ${sig}  (×${e.count}; first: seed ${e.seed}: ${e.argv.map(shellQuote).join(' ')})\n`,
    );
    if (options.verbose) process.stdout.write(`   built: ${e.log.join('; ')}\n`);
    for (const d of e.diffs)
      process.stdout.write(
        `   ${d.part}${d.known ? ` [known: ${d.known}]` : ''}: ${d.part === 'exit' ? `ev ${d.ev}, ours ${d.ours}` : firstDifference(d.ev, d.ours)}\n`,
      );
  }
  const unknownKinds = entries.filter(([sig]) => !sig.startsWith('known: ')).length;
  process.stdout.write(
    `\nseeds ${options.seed}..${options.seed + options.runs - 1}: ${options.runs} scenarios, ${compared} commands compared, ${differing} differed (${unknownKinds} kinds; ${entries.length - unknownKinds} kinds known departures)\n`,
  );
  process.exit(unknownKinds ? 1 : 0);
}

main();
