/**
 * `check-jobs` and `run-checks: needed` with real processes on real git
 * repositories: bound checks run at once still write their receipts and
 * evidence in binding order (byte-identical to one at a time, under a fixed
 * clock), print each check's output whole and fenced, and `needed` runs
 * exactly the bindings that are not green for the platform.
 */
import type { EvRules } from '../../src/core/ticks/ev-rules.js';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { check } from '../../src/commands/ticks/check.js';
import { evaluateCheck, type EvaluateOptions } from '../../src/chains/ticks/evaluation.js';
import { locateStore } from '../../src/adapters/files/store.js';
import { makeRepo, type TempRepo } from '../../test-support/git-repo.js';
import {
  bound,
  initStore,
  receiptPath,
  runCommand,
  testCheck,
  writeReceipts,
  writeTick,
} from '../../test-support/ledger-store.js';
import { parseWorkflowCommands } from '../../test-support/workflow-commands.js';
import { locateRepository } from '../../src/adapters/git/runner.js';

let repos: TempRepo[] = [];
afterEach(() => {
  for (const repo of repos) repo.cleanup();
  repos = [];
});

/** A constant clock: every timestamp the runner writes is the same, so only order can differ. */
const FIXED_CLOCK = () => 1_767_225_600_123_456_789n;

/**
 * Six bindings, each printing on both streams, whose tests finish in reverse
 * binding order when run at once (the first in the plan sleeps longest: each
 * reads its delay, 0.05 s a place, from a file written once the plan order,
 * tick ids, is known); the fourth repeats the second's ref (as an `ev guard`
 * child does), so two bindings share a receipt file. Returns the refs in plan
 * order. `serial`: for a repository whose checks run one at a time, in plan
 * order whatever their delays: they sleep 0 (the same refs, the same receipts).
 */
function sixBindings(repo: TempRepo, serial = false): string[] {
  initStore(repo.dir);
  const ref = (i: number) =>
    `sleep $(cat delay-${i}); echo "out ${i}"; echo "err ${i}" >&2; echo "::error::from ${i}"`;
  const written = [0, 1, 2, 1, 3, 4].map((i, n) => {
    const tick = writeTick(repo.dir, `decision ${n}`, [
      bound(`claim ${n}`, testCheck(ref(i), { platforms: ['ci'], counter_test: 'exit 1' })),
    ]);
    return { id: tick.id, i };
  });
  const plan = written.sort((a, b) => (a.id < b.id ? -1 : 1)).map((t) => t.i);
  plan.forEach((i, position) =>
    writeFileSync(
      join(repo.dir, `delay-${i}`),
      serial ? '0\n' : `${((plan.length - position) / 20).toFixed(2)}\n`,
    ),
  );
  return plan.map(ref);
}

interface Captured {
  stdout: string;
  stderr: string;
}

async function runAll(
  repo: TempRepo,
  jobs: number,
  fence = false,
  rules?: EvRules,
): Promise<Captured> {
  const captured: Captured = { stdout: '', stderr: '' };
  await evaluateCheck(locateStore(repo.dir), {
    host: {
      env: repo.env,
      repository: await locateRepository(repo.dir, repo.env),
      offline: false,
      clock: FIXED_CLOCK,
    },
    judgedBy: { ...(rules === undefined ? {} : { rules }), attest: null },
    record: false,
    run: {
      platform: 'ci',
      jobs,
      fenceWorkflowCommands: fence,
      stdout: (text) => void (captured.stdout += text),
      stderr: (text) => void (captured.stderr += text),
    },
  });
  return captured;
}

/** Every file under `.evolving/results/<dir>`, name → bytes. */
function filesOf(repo: TempRepo, dir: string): Record<string, string> {
  const root = join(repo.dir, '.evolving', 'results', dir);
  return Object.fromEntries(
    readdirSync(root)
      .sort()
      .map((name) => [name, readFileSync(join(root, name), 'utf8')]),
  );
}

/** Two repositories with the same commit and ledger (same shas, same tick ids). */
function twins(): [TempRepo, TempRepo] {
  const pair = [makeRepo(), makeRepo()] as [TempRepo, TempRepo];
  repos.push(...pair);
  for (const repo of pair) repo.commit({ 'README.md': 'r\n' }, 'base', 1_767_225_600);
  return pair;
}

describe('check-jobs', () => {
  test('4 at once writes receipt and evidence files byte-identical to 1 at a time (fixed clock)', async () => {
    const [one, four] = twins();
    const refs = sixBindings(one, true);
    sixBindings(four);
    const shared = refs.find((ref, i) => refs.indexOf(ref) !== i) as string;
    await runAll(one, 1);
    await runAll(four, 4);
    const receipts = filesOf(one, 'receipts');
    expect(Object.keys(receipts)).toHaveLength(5);
    expect(filesOf(four, 'receipts')).toEqual(receipts);
    expect(filesOf(four, 'evidence')).toEqual(filesOf(one, 'evidence'));
    // The shared ref's file holds both bindings' receipts.
    const sharedFile = readFileSync(receiptPath(four.dir, shared), 'utf8');
    expect(sharedFile.split('\n').filter((l) => l !== '')).toHaveLength(2);
  }, 60_000);

  test('two bindings of one ref finishing out of order still append to its file in binding order', async () => {
    const [one, two] = twins();
    const ref = 'echo shared';
    for (const repo of [one, two]) {
      initStore(repo.dir);
      // Same ref, different counter-tests: falsifiable true for one, false for the other.
      const ticks = ['exit 1', 'exit 0'].map((verdict, n) =>
        writeTick(repo.dir, `guarded ${n}`, [
          bound(
            `claim ${n}`,
            testCheck(ref, {
              platforms: ['ci'],
              counter_test: `sleep $(cat counter-delay-${n}); ${verdict}`,
            }),
          ),
        ]),
      );
      // The first binding in plan order (tick id order) has the slow counter-test.
      const first = (ticks[0] as { id: string }).id < (ticks[1] as { id: string }).id ? 0 : 1;
      // (Run one at a time, `one` runs them in plan order whatever their delays.)
      writeFileSync(join(repo.dir, `counter-delay-${first}`), repo === one ? '0\n' : '0.3\n');
      writeFileSync(join(repo.dir, `counter-delay-${1 - first}`), '0\n');
    }
    await runAll(one, 1);
    await runAll(two, 2);
    const lines = readFileSync(receiptPath(one.dir, ref), 'utf8');
    expect(lines.match(/"falsifiable":(true|false)/g)).toHaveLength(2);
    expect(readFileSync(receiptPath(two.dir, ref), 'utf8')).toBe(lines);
  }, 60_000);

  test('each check’s output is printed whole, in binding order, whichever finished first', async () => {
    const [repo] = twins();
    const order = sixBindings(repo).map((ref) => /out (\d)/.exec(ref)?.[1]);
    // Binding order by tick file, as ev 0.1.2 plans it (0.1.32 plans the latest decision first).
    const { stdout, stderr } = await runAll(repo, 4, false, '0.1.2');
    expect([...stdout.matchAll(/^out (\d)$/gm)].map((m) => m[1])).toEqual(order);
    expect([...stderr.matchAll(/^err (\d)$/gm)].map((m) => m[1])).toEqual(order);
  }, 60_000);

  test('fenced (the action): every byte a check prints is inside its stop-commands fence', async () => {
    const [repo] = twins();
    sixBindings(repo);
    const { stdout, stderr } = await runAll(repo, 4, true);
    expect(stderr).toBe('');
    // A workflow-command parser sees no command from the checks: only the fences.
    const commands = parseWorkflowCommands(stdout, 'stdout');
    expect(commands.filter((c) => c.command === 'error')).toEqual([]);
    // Every output line sits between an opening fence and its closing token, and every fence
    // inside a log group named by the command's role, the command and its exit code.
    const lines = stdout.split('\n');
    let open: string | undefined;
    let group: string | undefined;
    const groups: string[] = [];
    for (const line of lines) {
      const start = /^::stop-commands::(.+)$/.exec(line);
      const groupStart = /^::group::(.+)$/.exec(line);
      if (groupStart && open === undefined) {
        expect(group).toBeUndefined();
        group = groupStart[1];
        groups.push(group ?? '');
      } else if (line === '::endgroup::' && open === undefined) {
        expect(group).toBeDefined();
        group = undefined;
      } else if (start) {
        expect([open, group]).toEqual([undefined, expect.any(String)]);
        open = start[1];
      } else if (open !== undefined && line === `::${open}::`) open = undefined;
      else if (line !== '') expect([line, open]).toEqual([line, expect.any(String)]);
    }
    expect([open, group]).toEqual([undefined, undefined]);
    expect(groups.length).toBeGreaterThan(0);
    for (const name of groups) expect(name).toMatch(/^(test|counter-test): .+ — exit \d+$/);
  }, 60_000);

  test('a check that prints more than the buffer keeps: the start, a line saying how much was left out, the fence closed', async () => {
    const [repo] = twins();
    initStore(repo.dir);
    // 1,600,000 bytes of "x" lines, then a last line that does not fit.
    const loud = "head -c 1600000 /dev/zero | tr '\\0' x; echo; echo the-end";
    writeTick(repo.dir, 'loud', [bound('loud', testCheck(loud, { platforms: ['ci'] }))]);
    writeTick(repo.dir, 'quiet', [bound('quiet', testCheck('echo quiet', { platforms: ['ci'] }))]);
    const { stdout } = await runAll(repo, 2, true);
    expect(stdout).toContain('quiet\n');
    expect(stdout).not.toMatch(/^the-end$/m);
    expect(stdout).toMatch(
      /\[evolving: \d+ more bytes of output not shown; the log keeps the first 1048576 bytes of each command\]\n\n::[0-9a-f-]{36}::\n::endgroup::\n/,
    );
    expect(Buffer.byteLength(stdout)).toBeLessThan(1_100_000);
    // The receipt still says how the run ended: the report's tail and the evidence saw everything.
    const [receipt] = readFileSync(receiptPath(repo.dir, loud), 'utf8').split('\n');
    expect(JSON.parse(receipt ?? '{}')).toMatchObject({ result: 'green' });
  }, 60_000);

  test('the CLI: --jobs N runs the same checks and prints the same rows', async () => {
    const [one, four] = twins();
    sixBindings(one, true);
    sixBindings(four);
    const a = await runCommand(check, ['--run', '--platform', 'ci'], one.dir, one.env);
    const b = await runCommand(
      check,
      ['--run', '--platform', 'ci', '--jobs', '4'],
      four.dir,
      four.env,
    );
    const rows = (lines: string[]) =>
      lines.filter((l) => l.includes('\t')).map((l) => l.replace(/\(ran [^)]+\)/, '(ran …)'));
    expect(rows(b.lines)).toEqual(rows(a.lines));
    expect(rows(b.lines)).toHaveLength(6);
    expect(b.code).toBe(0);
  }, 60_000);
});

describe('run-checks: needed', () => {
  const receipt = (ref: string, commit: string, result: string, platform = 'ci') => ({
    commit,
    falsifiable: true,
    platform,
    ran_at: new Date(Date.now() - 3600_000).toISOString(),
    result,
    test: ref,
  });

  test('runs exactly the bindings not green for the platform; reuses the rest; then judges every platform', async () => {
    const repo = makeRepo();
    repos.push(repo);
    const base = repo.commit({ 'README.md': 'r\n', 'src/a.ts': 'a\n', 'src/b.ts': 'b\n' });
    initStore(repo.dir);
    const bind = (name: string, triggers: string[], platforms = ['ci']) =>
      bound(name, testCheck(`touch ran-${name}`, { platforms, triggers, counter_test: 'exit 1' }));
    writeTick(repo.dir, 'green', [bind('green', ['src/a.ts'])]);
    writeTick(repo.dir, 'touched', [bind('touched', ['src/b.ts'])]);
    writeTick(repo.dir, 'missing', [bind('missing', ['src/a.ts'])]);
    writeTick(repo.dir, 'red', [bind('red', ['src/a.ts'])]);
    writeTick(repo.dir, 'mac', [bind('mac', ['src/a.ts'], ['mac'])]);
    writeTick(repo.dir, 'both', [bind('both', ['src/a.ts'], ['ci', 'mac'])]);
    writeReceipts(repo.dir, 'touch ran-green', [receipt('touch ran-green', base, 'green')]);
    writeReceipts(repo.dir, 'touch ran-touched', [receipt('touch ran-touched', base, 'green')]);
    writeReceipts(repo.dir, 'touch ran-red', [receipt('touch ran-red', base, 'red')]);
    writeReceipts(repo.dir, 'touch ran-both', [receipt('touch ran-both', base, 'green')]);
    repo.commit({ 'src/b.ts': 'b changed\n' });
    const before = readFileSync(receiptPath(repo.dir, 'touch ran-green'), 'utf8');

    const options: EvaluateOptions = {
      host: {
        env: repo.env,
        repository: await locateRepository(repo.dir, repo.env),
        offline: false,
      },
      judgedBy: { attest: null },
      record: false,
      run: { platform: 'ci', mode: 'needed', stdout: () => undefined, stderr: () => undefined },
    };
    const { run: _run, ...plainOptions } = options;
    // Each evaluation a run of its own: git's answers are remembered per run (per repository).
    const plain = await evaluateCheck(locateStore(repo.dir), {
      ...plainOptions,
      host: { ...plainOptions.host, repository: await locateRepository(repo.dir, repo.env) },
    });
    const evaluation = await evaluateCheck(locateStore(repo.dir), options);
    // git: the plain evaluation's questions, plus HEAD for the new receipts, whose own
    // trigger questions (HEAD..HEAD) need no git.
    expect(evaluation.gitProcesses).toBe(plain.gitProcesses + 1);

    const ran = readdirSync(repo.dir)
      .filter((f) => f.startsWith('ran-'))
      .sort();
    expect(ran).toEqual(['ran-missing', 'ran-red', 'ran-touched']);
    expect(evaluation.checks?.executed.map((r) => r.ref).sort()).toEqual([
      'touch ran-missing',
      'touch ran-red',
      'touch ran-touched',
    ]);
    expect(readFileSync(receiptPath(repo.dir, 'touch ran-green'), 'utf8')).toBe(before);
    // The final judgement sees the new receipts, and every declared platform (no attest).
    const labels = Object.fromEntries(
      evaluation.verdicts.map((v) => [v.tick.decision, v.tests[0]?.label]),
    );
    expect(labels).toEqual({
      green: 'green',
      touched: 'green',
      missing: 'green',
      red: 'green',
      mac: 'not-run',
      both: 'not-run',
    });
  }, 60_000);

  test('nothing to run: nothing executed, and git is asked no more than by a plain check', async () => {
    const repo = makeRepo();
    repos.push(repo);
    const head = repo.commit({ 'README.md': 'r\n', 'src/a.ts': 'a\n' });
    initStore(repo.dir);
    for (const name of ['one', 'two', 'three'])
      writeTick(repo.dir, name, [
        bound(name, testCheck(`touch ran-${name}`, { platforms: ['ci'], triggers: ['src/a.ts'] })),
      ]);
    for (const name of ['one', 'two', 'three'])
      writeReceipts(repo.dir, `touch ran-${name}`, [receipt(`touch ran-${name}`, head, 'green')]);
    const base: EvaluateOptions = {
      host: {
        env: repo.env,
        repository: await locateRepository(repo.dir, repo.env),
        offline: false,
      },
      judgedBy: { attest: null },
      record: false,
    };
    // Each evaluation a run of its own: git's answers are remembered per run (per repository).
    const plain = await evaluateCheck(locateStore(repo.dir), {
      ...base,
      host: { ...base.host, repository: await locateRepository(repo.dir, repo.env) },
    });
    const needed = await evaluateCheck(locateStore(repo.dir), {
      ...base,
      run: { platform: 'ci', mode: 'needed', stdout: () => undefined, stderr: () => undefined },
    });
    expect(readdirSync(repo.dir).filter((f) => f.startsWith('ran-'))).toEqual([]);
    expect(needed.checks).toEqual({ selected: [], executed: [] });
    // The pre-evaluation's evidence is the evaluation's: no second batch of git questions.
    expect(needed.gitProcesses).toBe(plain.gitProcesses);
    expect(needed.verdicts.map((v) => v.tests[0]?.label)).toEqual(['green', 'green', 'green']);
  }, 60_000);
});
