// The environment every test file runs in: jest's `node` environment, plus
// what one jest worker keeps across its test files.
//
// Why: jest gives each test file a fresh module registry, so a module-level
// cache lives for one file only, and each file's modules stay in the worker's
// memory long after it ends. GitHub's 13 MB OpenAPI description
// (test-support/openapi.ts) parsed once per file cost a few hundred
// milliseconds and tens of megabytes each time, and a bigger worker makes
// every process it starts dearer (fork copies its page tables). Parsed here,
// outside the files' sandboxes, it is read once per worker and belongs to no
// test file. It is frozen: no test can change what the next one reads.
import childProcess from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { appendFileSync, readFileSync } from 'node:fs';
import NodeEnvironment from 'jest-environment-node';

const parsed = new Map();
/**
 * What a test-support module builds once per worker and never changes (openapi.ts: the
 * route table, ajv and the validators it compiled): like the parsed JSON, it belongs to no
 * test file. Only test-support puts things here, never a test.
 */
const workerCache = new Map();

function deepFreeze(value) {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  for (const child of Object.values(value)) deepFreeze(child);
  return Object.freeze(value);
}

/** A JSON file's value, parsed once per worker and frozen. */
function sharedJson(file) {
  let value = parsed.get(file);
  if (value === undefined) {
    value = deepFreeze(JSON.parse(readFileSync(file, 'utf8')));
    parsed.set(file, value);
  }
  return value;
}

// Where the suite's time goes (CONTRIBUTING.md): with EV_SUITE_PROFILE=<file>, each test
// file appends one line: its path, wall seconds, the worker's own user and system CPU, its
// children's (every process it started and reaped), and how many processes it started.
const PROFILE = process.env.EV_SUITE_PROFILE;
const started = { count: 0, commands: new Map() };
if (PROFILE) countProcessesStarted();

/** Counts each process a test file starts, by program and subcommand, through child_process. */
function countProcessesStarted() {
  for (const name of [
    'spawn',
    'spawnSync',
    'execFile',
    'execFileSync',
    'exec',
    'execSync',
    'fork',
  ]) {
    const original = childProcess[name];
    childProcess[name] = function counted(...args) {
      started.count += 1;
      const key = `${name} ${commandOf(name, args)}`;
      started.commands.set(key, (started.commands.get(key) ?? 0) + 1);
      return original.apply(this, args);
    };
  }
}

/** `git rev-parse`, `sh -c`, `node cli.js`: the program and its first word that is no option. */
function commandOf(name, args) {
  if (name === 'exec' || name === 'execSync') return String(args[0]).split(' ')[0];
  if (name === 'fork') return `node ${String(args[0]).split('/').pop()}`;
  const program = String(args[0]).split('/').pop();
  const argv = Array.isArray(args[1]) ? args[1].map(String) : [];
  if (program === 'sh' || program === 'bash')
    return `${program} ${(argv[0] ?? '').split('/').pop()}`;
  const word = argv.find((arg, i) => !arg.startsWith('-') && argv[i - 1] !== '-c');
  return `${program} ${(word ?? '').split('/').pop()}`;
}

/** This process's CPU seconds so far, its own and its reaped children's (/proc/self/stat). */
function cpuSeconds() {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [utime, stime, cutime, cstime] = fields.slice(11, 15).map((n) => Number(n) / 100);
  return { wall: performance.now() / 1000, utime, stime, cutime, cstime, spawned: started.count };
}

export default class EvTestEnvironment extends NodeEnvironment.TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.evSharedJson = sharedJson;
    this.global.evWorkerCache = workerCache;
    this.testPath = context.testPath;
  }

  async setup() {
    await super.setup();
    if (PROFILE) this.profileStart = cpuSeconds();
  }

  async teardown() {
    if (PROFILE && this.profileStart) {
      const end = cpuSeconds();
      // In the order the line promises: wall, worker user and system, children's, processes.
      const spent = Object.keys(end).map((k) => (end[k] - this.profileStart[k]).toFixed(2));
      appendFileSync(PROFILE, `${this.testPath}\t${spent.join('\t')}\n`);
      const tally = [...started.commands].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${n} ${k}`);
      appendFileSync(`${PROFILE}.commands`, `${this.testPath}\n  ${tally.join('\n  ')}\n`);
      started.commands.clear();
    }
    await super.teardown();
  }
}
