/**
 * The CLI on ev 0.2 stores, in-process: which model answers which command
 * (ev 0.2's brief/line/doctor/verify; the 0.1 commands refusing a store with
 * no 0.1 decisions, and working on one with both), the reader's refusals
 * (a linked or oversized writer file), and that nothing is ever written.
 */
import { execFileSync } from 'node:child_process';
import {
  appendFileSync,
  closeSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { main } from '../../src/cli/main.js';
import { EV_02_STORE } from '../../src/adapters/files/store.js';
import { IN_PROCESS_REFERENCES } from '../../src/commands/claims/ledger.js';
import { makeRepo, type TempRepo } from '../../test-support/git-repo.js';
import {
  bound,
  initStore,
  runCommand,
  testCheck,
  writeTick,
} from '../../test-support/ledger-store.js';
import { Ledger } from '../core/claims/helpers.js';

let repo: TempRepo;
let base: string;
let ledger: Ledger;
beforeEach(() => {
  repo = makeRepo();
  base = repo.commit({ 'src/a.rs': 'fn a() {}\n' });
  repo.commit({ 'src/a.rs': 'fn a() { more(); }\n' });
  ledger = new Ledger();
  const c = ledger.claim('the parser is fixed');
  ledger.evidence(c, 'file:src/a.rs::fn a()', { base });
});
afterEach(() => repo.cleanup());

function writeLedger(dir = repo.dir): void {
  mkdirSync(join(dir, '.evolving', 'ledger'), { recursive: true });
  writeFileSync(join(dir, '.evolving', 'version'), '2\n');
  writeFileSync(
    join(dir, '.evolving', 'ledger', 'laptop-4kq2.jsonl'),
    `${ledger.lines.join('\n')}\n`,
  );
}

const run = (argv: string[], cwd = repo.dir) => runCommand(main, argv, cwd, repo.env);

/** Every file under `dir` with its size and mtime: what a read-only command must leave alone. */
function snapshot(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => !name.startsWith('.git/') && name !== '.git')
    .map((name) => {
      const stats = statSync(join(dir, name));
      return `${name} ${stats.size} ${stats.mtimeMs}`;
    })
    .sort();
}

test('on an ev 0.2 store, brief, line, doctor and verify answer as ev 0.2.4; nothing is written', async () => {
  writeLedger();
  const before = snapshot(repo.dir);
  const brief = await run(['brief']);
  expect(brief).toMatchObject({ code: 0, stderr: '' });
  expect(brief.lines[1]).toBe('  ✓ the parser is fixed  [anchored]');
  const verify = await run(['verify', '--json']);
  expect(JSON.parse(verify.stdout).checks[0]).toMatchObject({
    drift: 1,
    cell: 'neighborhood-moved',
  });
  expect((await run(['doctor'])).lines[0]).toBe('ledger clean: 2 events, 1 claims.');
  expect((await run(['line', '--json', '--stable'])).code).toBe(0);
  expect(snapshot(repo.dir)).toEqual(before);
  expect(statSync(join(repo.dir, '.evolving')).isDirectory()).toBe(true);
  expect(() => statSync(join(repo.dir, '.evolving', 'local'))).toThrow();
});

test('from a directory below the store, as ev 0.2 finds it', async () => {
  writeLedger();
  mkdirSync(join(repo.dir, 'src', 'deep'));
  const below = await run(['verify'], join(repo.dir, 'src', 'deep'));
  expect(below).toEqual(await run(['verify']));
  expect(below.stdout).toContain('→ resolves · drift: cited path changed in 1 commit(s)');
});

test('a `.git` directory at the store root is the repository as it is: no git process locates it', async () => {
  writeLedger();
  // A git on PATH that logs each command it is asked, then runs the real one.
  const real = execFileSync('sh', ['-c', 'command -v git'], { env: repo.env }).toString().trim();
  const bin = join(repo.dir, '..', 'logging-bin');
  const log = join(repo.dir, '..', 'git.log');
  mkdirSync(bin);
  writeFileSync(
    join(bin, 'git'),
    `#!/bin/sh\nfor a in "$@"; do case "$a" in -*|*=*) ;; *) echo "$a" >> '${log}'; break;; esac; done\nexec '${real}' "$@"\n`,
    { mode: 0o755 },
  );
  const env = { ...repo.env, PATH: `${bin}:${repo.env.PATH ?? ''}` };
  const asked = async (argv: string[]): Promise<string[]> => {
    writeFileSync(log, '');
    expect(await runCommand(main, argv, repo.dir, env)).toEqual(await run(argv));
    return readFileSync(log, 'utf8').split('\n').filter(Boolean);
  };
  // A plain repository's history is read in process (git/in-process.ts): no git at all, and
  // the packs it opened are closed when the command ends.
  repo.git(['repack', '-a', '-d', '-q']); // objects in a pack, which the reader keeps open
  const openFiles = (): number => readdirSync('/proc/self/fd').length;
  const before = openFiles();
  for (const argv of [['doctor'], ['brief', '--json'], ['verify']])
    expect([argv, await asked(argv)]).toEqual([argv, []]);
  expect(openFiles()).toBe(before);
  // A ledger citing more filing bases than IN_PROCESS_REFERENCES has a long history: git reads it.
  let cited = 0;
  const manyBases = (n: number): void => {
    for (const end = cited + n; cited < end; cited++) {
      const claim = ledger.claim(`claim ${cited}`);
      const fake = (cited + 1).toString(16).padStart(40, '0');
      ledger.evidence(claim, 'file:src/a.rs::fn a()', { base: fake });
    }
    writeLedger();
  };
  // (Bases no commit has: the merge base of those is git's to refuse, in both cases.)
  manyBases(IN_PROCESS_REFERENCES - 1); // with `base`, exactly the most read in process
  expect(await asked(['doctor'])).not.toContain('cat-file');
  manyBases(1);
  expect(await asked(['doctor'])).toContain('cat-file');
  ledger = new Ledger();
  ledger.evidence(ledger.claim('the parser is fixed'), 'file:src/a.rs::fn a()', { base });
  writeLedger();
  // One the reader leaves to git (its config includes another file): git answers, still
  // without a process to locate the repository.
  appendFileSync(join(repo.dir, '.git', 'config'), '[include]\n\tpath = nothing-here\n');
  for (const argv of [['doctor'], ['brief', '--json'], ['verify']]) {
    const commands = await asked(argv);
    expect([argv, commands.includes('rev-parse')]).toEqual([argv, false]);
    expect(commands).toContain('cat-file');
  }
});

test('a `.git` directory git refuses answers as no repository at all', async () => {
  writeLedger();
  const answers = async (dir: string) => {
    const out = [];
    for (const argv of [['doctor'], ['brief', '--json'], ['verify', '--json']])
      out.push(await run(argv, dir));
    return out;
  };
  const bare = join(repo.dir, '..', 'no-repository');
  const refused = join(repo.dir, '..', 'refused-git-dir');
  for (const dir of [bare, refused]) {
    mkdirSync(join(dir, '.evolving'), { recursive: true });
    execFileSync('cp', ['-R', join(repo.dir, '.evolving', 'ledger'), join(dir, '.evolving')]);
    writeFileSync(join(dir, '.evolving', 'version'), '2\n');
    writeFileSync(join(dir, 'src.rs'), 'fn a() {}\n');
  }
  mkdirSync(join(refused, '.git'));
  writeFileSync(join(refused, '.git', 'HEAD'), 'not a ref\n');
  const none = await answers(bare);
  expect(none[0]?.lines[0]).toBe('ledger clean: 2 events, 1 claims.');
  expect(await answers(refused)).toEqual(none);
});

test('the 0.1 commands on a store with no 0.1 decisions say what it is and what reads it', async () => {
  writeLedger();
  for (const argv of [
    ['check'],
    ['list'],
    ['show', 'abc'],
    ['log'],
    ['--ev-compat', '0.1.32', 'brief'],
  ]) {
    const result = await run(argv);
    expect([argv, result.code, result.stdout]).toEqual([argv, 1, '']);
    expect(result.stderr).toBe(`error: ${EV_02_STORE}\n`);
  }
  expect(EV_02_STORE).toContain('ev-action doctor');
});

test('a store with both models: the 0.1 commands read the ticks, brief and verify the claims', async () => {
  initStore(repo.dir);
  const tick = writeTick(repo.dir, 'cache reads go through sqlite', [
    bound('sqlite handles our read volume', testCheck('pytest tests/test_cache.py')),
  ]);
  writeLedger();
  const list = await run(['list']);
  expect(list.code).toBe(0);
  expect(list.stdout).toContain(tick.id.slice(0, 12));
  expect((await run(['brief'])).lines[0]).toBe('open claims: 1');
  const asked = await run(['--ev-compat', '0.1.32', 'brief']);
  expect(asked.code).toBe(0);
  expect(asked.stdout).not.toContain('open claims');
  expect((await run(['verify'])).stdout).toContain('file:src/a.rs::fn a() → resolves');
});

test('a store with only 0.1 decisions: brief and verify are ev 0.1’s; doctor and line ev 0.2.4’s (an empty ledger)', async () => {
  initStore(repo.dir);
  writeTick(repo.dir, 'a decision', [bound('a reason', testCheck('pytest t.py'))]);
  expect((await run(['verify'])).stdout).toContain('chain intact');
  const doctor = await run(['doctor']);
  expect(doctor.lines[0]).toBe('ledger clean: 0 events, 0 claims.');
});

test('a writer file that is a link, or larger than the bound, is refused by name; nothing is echoed', async () => {
  writeLedger();
  const secret = join(repo.dir, '..', 'secret.jsonl');
  writeFileSync(secret, 'TOP-SECRET\n');
  symlinkSync(secret, join(repo.dir, '.evolving', 'ledger', 'planted.jsonl'));
  const linked = await run(['brief']);
  expect(linked.code).toBe(2);
  expect(linked.stderr).toBe(
    'ev: .evolving/ledger/planted.jsonl: is a symbolic link (not followed) — the ledger is not read\n',
  );
  expect(linked.stdout + linked.stderr).not.toContain('TOP-SECRET');
  execFileSync('rm', [join(repo.dir, '.evolving', 'ledger', 'planted.jsonl')]);

  const big = join(repo.dir, '.evolving', 'ledger', 'big.jsonl');
  const fd = openSync(big, 'w');
  ftruncateSync(fd, 129 * 1024 * 1024); // sparse: costs no disk
  closeSync(fd);
  const oversized = await run(['doctor']);
  expect(oversized.code).toBe(2);
  expect(oversized.stderr).toBe(
    'ev: .evolving/ledger/big.jsonl: is larger than 128 MiB (not read) — the ledger is not read\n',
  );
}, 60_000);

test('lines ev skips are warned about with the file, and the rest is read', async () => {
  ledger.lines.splice(1, 0, 'not json');
  writeLedger();
  const dir = join(repo.dir, '.evolving', 'ledger');
  writeFileSync(join(dir, 'torn.jsonl'), '{"v":2,"id":"clm_');
  const brief = await run(['brief']);
  expect(brief.code).toBe(0);
  const warnings = brief.stderr.split('\n').filter(Boolean).sort();
  expect(warnings).toEqual([
    `ev: skipped a torn ledger line in ${join(dir, 'laptop-4kq2.jsonl')}`,
    `ev: skipped a torn ledger line in ${join(dir, 'torn.jsonl')}`,
  ]);
  expect(relative(repo.dir, dir)).toBe(join('.evolving', 'ledger'));
  expect(readFileSync(join(dir, 'torn.jsonl'), 'utf8')).toBe('{"v":2,"id":"clm_'); // not repaired
});
