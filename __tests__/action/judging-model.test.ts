// What judges a pull request is its base's store, never its head's (docs/USAGE.md#trust-model),
// and a gate that cannot compare the base with the head fails closed. In process, as
// main.test.ts runs the action: run() with a recorder for `@actions/core`, real git
// repositories, the fake GitHub (OpenAPI-validated).
//
// - A pull request on an ev 0.1 store that removes its ticks, HEAD and config and says
//   `.evolving/version` 2 is still judged as ev 0.1: each removal is a ledger violation on
//   every surface, the removed decision's bound check still runs, the check run fails.
// - The reverse: on an ev 0.2 store, a pull request that removes the ledger and adds a 0.1
//   store is still reviewed for its claims: the removed writer file is a violation.
// - A base that cannot be fetched: every gating input fails the step, naming the base commit
//   and `fetch-depth: 0`; a run that gates nothing goes on with a warning.
import { afterAll, beforeAll, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readActionInputs } from '../../test-support/action-yml.js';
import { DEFAULT_OWNER, DEFAULT_REPO, FAKE_TOKEN } from '../../test-support/defaults.js';
import { ACTION_YML } from '../../test-support/e2e.js';
import {
  pullRequestEvent,
  pushEvent,
  workflowRunEvent,
  type ActionEvent,
} from '../../test-support/events.js';
import { startFakeGitHub, type FakeGitHub } from '../../test-support/fake-github.js';
import { makeRepo, type TempRepo } from '../../test-support/git-repo.js';
import {
  bound,
  buildScenario,
  chain,
  CHANGELOG_BY_HAND,
  ledgerFiles,
  type Scenario,
  type TickSpec,
} from '../../test-support/scenario.js';

interface Recorded {
  outputs: Record<string, string>;
  failed: string[];
  warnings: string[];
  summary: string;
}
const recorded: Recorded = { outputs: {}, failed: [], warnings: [], summary: '' };

const summary = {
  addRaw(text: string) {
    recorded.summary += text;
    return summary;
  },
  async write() {
    return summary;
  },
};
jest.unstable_mockModule('@actions/core', () => ({
  getInput: () => '',
  setOutput: (name: string, value: unknown) =>
    void (recorded.outputs[name] = typeof value === 'string' ? value : JSON.stringify(value)),
  setFailed: (message: string | Error) => void recorded.failed.push(String(message)),
  warning: (message: string | Error) => void recorded.warnings.push(String(message)),
  error: () => undefined,
  notice: () => undefined,
  info: () => undefined,
  debug: () => undefined,
  setSecret: () => undefined,
  summary,
}));
const { run } = await import('../../src/action/main.js');

const DEFAULTS = Object.fromEntries(
  readActionInputs(ACTION_YML).map((input) => [input.name, input.default ?? '']),
);

/** A gated decision whose bound check fails on the code as the base holds it. */
const GUARDED: TickSpec = {
  decision: 'payment calls retry at most three times',
  grounds: [
    bound('a payment call is attempted at most three times', 'grep -q maxAttempts src/app.ts', {
      triggeredBy: ['src/app.ts'],
    }),
  ],
  blame: 'Priya Natarajan',
  authority: 'user-ruled',
  jurisdiction: 'A',
};

let gh: FakeGitHub;
let runnerTemp: string;
const cleanups: Array<() => void> = [];
beforeAll(async () => {
  gh = await startFakeGitHub({ token: FAKE_TOKEN });
  runnerTemp = mkdtempSync(join(tmpdir(), 'ev-judging-model-'));
});
afterAll(async () => {
  await gh.close();
  for (const cleanup of cleanups) cleanup();
  rmSync(runnerTemp, { recursive: true, force: true });
});
beforeEach(() => {
  recorded.outputs = {};
  recorded.failed = [];
  recorded.warnings = [];
  recorded.summary = '';
});

/** Runs the action in process on `event` in `workspace`; returns what it posted. */
async function runOn(
  workspace: string,
  event: ActionEvent,
  inputs: Record<string, string> = {},
): Promise<{ checkRuns: typeof gh.checkRuns; comments: string[] }> {
  const pull = event.payload.pull_request as
    { number: number; head: { sha: string }; base: { sha: string } } | undefined;
  if (pull && !gh.store.hasPullRequest(pull.number))
    gh.store.seedPullRequest({
      number: pull.number,
      headSha: pull.head.sha,
      baseSha: pull.base.sha,
    });
  const runsBefore = gh.checkRuns.length;
  const commentsBefore = gh.comments.length;
  const given: Record<string, string> = { ...DEFAULTS, token: FAKE_TOKEN, ...inputs };
  await run({
    env: {
      GITHUB_REPOSITORY: `${DEFAULT_OWNER}/${DEFAULT_REPO}`,
      GITHUB_WORKSPACE: workspace,
      GITHUB_SHA: event.sha,
      GITHUB_EVENT_NAME: event.name,
      RUNNER_TEMP: runnerTemp,
      GITHUB_API_URL: gh.url,
      PATH: process.env.PATH,
      HOME: process.env.HOME,
    },
    getInput: (name) => given[name] ?? '',
    context: { eventName: event.name, payload: event.payload },
    cwd: () => workspace,
  });
  return {
    checkRuns: gh.checkRuns.slice(runsBefore),
    comments: gh.comments.slice(commentsBefore).map((c) => c.body),
  };
}

/** The JSON report the run wrote (report-path defaults to RUNNER_TEMP). */
function reportOfRun(): Record<string, unknown> {
  const path = recorded.outputs.report ?? '';
  return JSON.parse(execFileSync('cat', [path]).toString('utf8')) as Record<string, unknown>;
}

function scenario(options: Parameters<typeof buildScenario>[0]): Scenario {
  const built = buildScenario(options);
  cleanups.push(() => built.cleanup());
  return built;
}

describe('an ev 0.1 base judges the pull request, whatever its head holds', () => {
  /** The head removes every file of the 0.1 store and says it is an ev 0.2 store. */
  const TURNED_TO_CLAIMS = ({ base }: { base: { path: string }[] }) => ({
    ...Object.fromEntries(base.map((tick) => [tick.path, null])),
    '.evolving/HEAD': null,
    '.evolving/config': null,
    '.evolving/version': '2\n',
    '.evolving/ledger/x.jsonl': '',
  });

  test('ticks, HEAD and config removed, version 2: violations on every surface, the check still runs, failure', async () => {
    const s = scenario({ base: [GUARDED], headFiles: TURNED_TO_CLAIMS, checkout: 'head' });
    const tick = s.baseTicks[0]?.id as string;
    const posted = await runOn(s.dir, s.event({ number: 31 }), { 'run-checks': 'true' });
    expect(recorded.outputs.conclusion).toBe('failure');
    expect(recorded.failed).toHaveLength(1);
    // The removed decision is still judged: its bound check ran, and gates.
    expect(recorded.outputs['checks-run']).toBe('1');
    expect(recorded.outputs.gating).toBe('1');
    // Each removal is a violation: the tick, HEAD and config.
    expect(recorded.outputs.violations).toBe('3');
    const report = reportOfRun() as {
      ledgerDiff: { violations: { file: string; kind: string }[] };
    };
    expect(report.ledgerDiff.violations.map((v) => `${v.kind} ${v.file}`).sort()).toEqual([
      'deleted .evolving/HEAD',
      'deleted .evolving/config',
      `deleted .evolving/ticks/${tick}`,
    ]);
    expect(posted.checkRuns).toHaveLength(1);
    const check = posted.checkRuns[0] as (typeof posted.checkRuns)[number];
    expect(check.conclusion).toBe('failure');
    const annotated = JSON.stringify(check.annotations);
    expect(annotated).toContain('.evolving/HEAD was deleted');
    expect(annotated).toContain('.evolving/config was deleted');
    expect(posted.comments.join('\n')).toContain('.evolving/config was deleted');
    expect(recorded.summary).toContain('.evolving/HEAD was deleted');
  }, 60_000);

  test("workflow_run for a fork's pull request: the base's ticks judge the head checked out", async () => {
    const s = scenario({ base: [GUARDED], headFiles: TURNED_TO_CLAIMS, checkout: 'head' });
    gh.store.seedPullRequest({
      number: 34,
      fork: true,
      forkOwner: 'outsider',
      headRef: 'patch-1',
      headSha: s.headSha,
      baseSha: s.baseSha,
    });
    const event = workflowRunEvent({
      headSha: s.headSha,
      headBranch: 'patch-1',
      forkOwner: 'outsider',
      sha: s.baseSha,
    });
    const posted = await runOn(s.dir, event);
    expect(recorded.outputs['pull-request']).toBe('34');
    expect(recorded.outputs.conclusion).toBe('failure');
    expect(recorded.outputs.violations).toBe('3');
    expect(posted.checkRuns.map((c) => [c.headSha, c.conclusion])).toEqual([
      [s.headSha, 'failure'],
    ]);
  }, 60_000);

  test('the whole .evolving/ removed: still judged as ev 0.1, failure', async () => {
    const s = scenario({
      base: [GUARDED],
      headFiles: ({ base }) => ({
        ...Object.fromEntries(base.map((tick) => [tick.path, null])),
        '.evolving/HEAD': null,
        '.evolving/config': null,
      }),
      checkout: 'head',
    });
    const posted = await runOn(s.dir, s.event({ number: 32 }));
    expect(recorded.outputs.conclusion).toBe('failure');
    expect(recorded.outputs.violations).toBe('3');
    expect(posted.checkRuns.map((c) => c.conclusion)).toEqual(['failure']);
  }, 60_000);

  test('a head that adds an ev 0.2 ledger beside the ticks gets both reviews; the base’s stays', async () => {
    const s = scenario({
      base: [CHANGELOG_BY_HAND],
      headFiles: { '.evolving/version': '2\n' },
      checkout: 'head',
    });
    await runOn(s.dir, s.event({ number: 33 }));
    const report = reportOfRun() as { models?: unknown; ledgerDiff?: unknown; claims?: unknown };
    expect(report.ledgerDiff).toBeDefined();
    expect(report.claims).toBeDefined();
    expect(recorded.outputs.conclusion).toBe('success');
  }, 60_000);

  test('a push has no base: the commit’s own store is its model, as before', async () => {
    const s = scenario({
      base: [CHANGELOG_BY_HAND],
      headFiles: TURNED_TO_CLAIMS,
      checkout: 'head',
    });
    await runOn(s.dir, pushEvent({ after: s.headSha }));
    const report = reportOfRun() as { ledgerDiff?: unknown; claims?: unknown; counts?: unknown };
    expect(report.claims).toBeDefined();
    expect(report.ledgerDiff).toBeUndefined();
    expect(recorded.failed).toEqual([]);
  }, 60_000);
});

// ---------------------------------------------------------------------------
// ev 0.2 stores

let seq = 0;
function ev(type: string, id: string, body: Record<string, unknown>): string {
  seq++;
  return JSON.stringify({
    v: 2,
    id,
    ts: `2026-07-15T10:00:${String(seq).padStart(2, '0')}Z`,
    writer: 'laptop-4kq2',
    seq,
    actor: { kind: 'human' },
    type,
    body,
  });
}

const VERIFY_RS = 'pub fn guard_attach(r: &str) -> bool {\n    !r.contains(":")\n}\n';
const BREAK = { 'src/verify.rs': VERIFY_RS.replace('guard_attach', 'guard_ref') };
const LEDGER = '.evolving/ledger/laptop-4kq2.jsonl';

interface ClaimsRepo {
  repo: TempRepo;
  base: string;
  head: string;
  merge: string;
  event(number: number): ActionEvent;
}

/** A repository whose base holds an ev 0.2 ledger with one anchored claim; the pull request commits `head`. */
function claimsRepo(head: Record<string, string | null>): ClaimsRepo {
  const repo = makeRepo();
  cleanups.push(() => repo.cleanup());
  const code = repo.commit({ 'src/verify.rs': VERIFY_RS, 'README.md': '# demo\n' }, 'code');
  const ledger = [
    ev('claim', 'clm_01KXGF', { label: 'the parser rejects a ref that names a line number' }),
    ev('evidence', 'evd_01', {
      base: code,
      claim: 'clm_01KXGF',
      ref: 'file:src/verify.rs::pub fn guard_attach',
      self_evident: false,
      status: 'resolves',
    }),
  ]
    .map((line) => `${line}\n`)
    .join('');
  const base = repo.commit(
    { '.evolving/version': '2\n', '.evolving/config.toml': '[ledger]\n', [LEDGER]: ledger },
    'ledger',
  );
  repo.checkout('feature', 'new-branch');
  const headSha = repo.commit(head, 'pull request head');
  repo.checkout(base);
  const merge = repo.merge('feature');
  return {
    repo,
    base,
    head: headSha,
    merge,
    event: (number) => pullRequestEvent({ number, headSha, baseSha: base, mergeSha: merge }),
  };
}

/** The 0.1 store a pull request puts in place of the ledger: one decision. */
function ticksStore(): Record<string, string> {
  return ledgerFiles(chain([CHANGELOG_BY_HAND]));
}

describe('an ev 0.2 base judges the pull request, whatever its head holds', () => {
  const REMOVED = {
    [LEDGER]: null,
    '.evolving/config.toml': null,
    '.evolving/version': null,
  };

  test('ledger, config.toml and version removed, a 0.1 store added: the claims review runs, the removal is a violation', async () => {
    const s = claimsRepo({ ...REMOVED, ...ticksStore(), ...BREAK });
    const posted = await runOn(s.repo.dir, s.event(41), { 'claims-gate': 'anchors' });
    expect(recorded.outputs.conclusion).toBe('failure');
    expect(recorded.failed).toHaveLength(1);
    expect(recorded.outputs.violations).toBe('1');
    const report = reportOfRun() as {
      claims?: { violations: { kind: string; file: string }[] };
      ledgerDiff?: unknown;
    };
    expect(report.claims?.violations).toEqual([
      expect.objectContaining({ kind: 'file-deleted', file: 'laptop-4kq2.jsonl' }),
    ]);
    // The head's 0.1 store is reviewed too (a model the head adds).
    expect(report.ledgerDiff).toBeDefined();
    expect(posted.checkRuns.map((c) => c.conclusion)).toEqual(['failure']);
    expect(posted.comments.join('\n')).toContain('a writer file was deleted');
  }, 60_000);

  test('the same with fail-on-violation off: claims-gate: anchors still fails the run', async () => {
    const s = claimsRepo({ ...REMOVED, ...ticksStore(), ...BREAK });
    const posted = await runOn(s.repo.dir, s.event(42), {
      'claims-gate': 'anchors',
      'fail-on-violation': 'false',
    });
    expect(recorded.outputs.conclusion).toBe('failure');
    expect(posted.checkRuns.map((c) => c.conclusion)).toEqual(['failure']);
  }, 60_000);
});

describe('a gate that cannot compare the base with the head fails closed', () => {
  /** A clone of the test merge alone, whose origin cannot serve the base: the base cannot be fetched. */
  function withoutBase(s: ClaimsRepo): string {
    s.repo.git(['branch', '-f', 'pr-merge', s.merge]);
    const parent = mkdtempSync(join(tmpdir(), 'ev-no-base-'));
    cleanups.push(() => rmSync(parent, { recursive: true, force: true }));
    const workspace = join(parent, 'workspace');
    execFileSync(
      'git',
      ['clone', '-q', '--depth=1', '--branch', 'pr-merge', `file://${s.repo.dir}`, workspace],
      { env: s.repo.env, stdio: 'ignore' },
    );
    execFileSync('git', ['remote', 'set-url', 'origin', join(parent, 'gone.git')], {
      cwd: workspace,
      env: s.repo.env,
      stdio: 'ignore',
    });
    return workspace;
  }

  test('claims-gate: anchors with the base missing: failure naming the base and fetch-depth: 0', async () => {
    const s = claimsRepo(BREAK);
    const workspace = withoutBase(s);
    await runOn(workspace, s.event(51), { 'claims-gate': 'anchors', 'fail-on-violation': 'false' });
    expect(recorded.outputs.conclusion).toBe('failure');
    expect(recorded.failed).toHaveLength(1);
    expect(recorded.failed[0]).toContain(s.base.slice(0, 12));
    expect(recorded.failed[0]).toContain('fetch-depth: 0');
  }, 60_000);

  test('fail-on-violation (the default) with the base missing: failure', async () => {
    const s = claimsRepo(BREAK);
    await runOn(withoutBase(s), s.event(52));
    expect(recorded.outputs.conclusion).toBe('failure');
    expect(recorded.failed[0]).toContain(s.base.slice(0, 12));
  }, 60_000);

  test('nothing gating: the run goes on at the head with a warning naming the base', async () => {
    const s = claimsRepo(BREAK);
    await runOn(withoutBase(s), s.event(53), { 'fail-on-violation': 'false', gate: 'false' });
    expect(recorded.failed).toEqual([]);
    expect(recorded.outputs.conclusion).not.toBe('failure');
    expect(recorded.warnings.join('\n')).toContain(s.base.slice(0, 12));
  }, 60_000);

  test('ev 0.1 under gate: regressions with the base missing: failure naming the base', async () => {
    const s = scenario({ base: [CHANGELOG_BY_HAND] });
    s.git(['branch', '-f', 'pr-merge', s.mergeSha]);
    const parent = mkdtempSync(join(tmpdir(), 'ev-no-base-'));
    cleanups.push(() => rmSync(parent, { recursive: true, force: true }));
    const workspace = join(parent, 'workspace');
    execFileSync(
      'git',
      ['clone', '-q', '--depth=1', '--branch', 'pr-merge', `file://${s.dir}`, workspace],
      { env: s.repo.env, stdio: 'ignore' },
    );
    execFileSync('git', ['remote', 'set-url', 'origin', join(parent, 'gone.git')], {
      cwd: workspace,
      env: s.repo.env,
      stdio: 'ignore',
    });
    await runOn(workspace, s.event({ number: 54 }), { gate: 'regressions' });
    expect(recorded.outputs.conclusion).toBe('failure');
    expect(recorded.failed[0]).toContain(s.baseSha.slice(0, 12));
    expect(recorded.failed[0]).toContain('fetch-depth: 0');
  }, 60_000);
});

describe('a base whose .evolving is no directory is not read as no store', () => {
  /** The base's .evolving links to a store elsewhere; the pull request puts a directory in its place. */
  function linkedBase(): ClaimsRepo {
    const repo = makeRepo();
    cleanups.push(() => repo.cleanup());
    const ledger = `${ev('claim', 'clm_01LINK', { label: 'the store lives elsewhere' })}\n`;
    repo.commit(
      {
        'README.md': '# demo\n',
        'store/version': '2\n',
        'store/config.toml': '[ledger]\n',
        'store/ledger/laptop-4kq2.jsonl': ledger,
      },
      'store',
    );
    symlinkSync('store', join(repo.dir, '.evolving'));
    const base = repo.commit({}, 'linked store');
    repo.checkout('feature', 'new-branch');
    rmSync(join(repo.dir, '.evolving'));
    const headSha = repo.commit({ '.evolving/version': '2\n', [LEDGER]: '' }, 'own store');
    repo.checkout(base);
    const merge = repo.merge('feature');
    return {
      repo,
      base,
      head: headSha,
      merge,
      event: (number) => pullRequestEvent({ number, headSha, baseSha: base, mergeSha: merge }),
    };
  }

  test('a gate: failure naming the link, never the pull request’s own store alone', async () => {
    const s = linkedBase();
    await runOn(s.repo.dir, s.event(61));
    expect(recorded.outputs.conclusion).toBe('failure');
    expect(recorded.failed[0]).toContain(
      `.evolving at ${s.base.slice(0, 12)} is a symbolic link, not a directory`,
    );
  }, 60_000);

  test('nothing gating: a warning naming the link, and the head reviewed alone', async () => {
    const s = linkedBase();
    await runOn(s.repo.dir, s.event(62), { 'fail-on-violation': 'false', gate: 'false' });
    expect(recorded.failed).toEqual([]);
    expect(recorded.warnings.join('\n')).toContain('is a symbolic link, not a directory');
  }, 60_000);
});
