// End-to-end: the action on an ev 0.2 ledger (claims), on the bundled
// action, real git repositories and the OpenAPI-validating fake GitHub. A
// pull request that breaks an anchor, one that moves an anchor's
// neighbourhood, one that re-anchors, one that rewrites the ledger's
// history, a store with both models, the opt-in anchor gate, and a push's
// census. The ledgers are written as ev 0.2.4 writes them (one JSON line per
// event); the evidence is filed against the commit that holds the code.
import { afterAll, describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { actionsCheckout, cloneHas, githubOrigin } from '../../test-support/checkout.js';
import {
  pullRequestEvent,
  pullRequestTargetEvent,
  pushEvent,
  workflowDispatchEvent,
  workflowRunEvent,
} from '../../test-support/events.js';
import {
  commentBodies,
  explain,
  expectNoViolations,
  useE2E,
  warnings,
  type E2ERun,
} from '../../test-support/e2e.js';
import { makeRepo, type TempRepo } from '../../test-support/git-repo.js';
import { countingGit, plantAlternates } from '../../test-support/git-processes.js';
import { expectValidReport } from '../../test-support/report-schema.js';
import { CHANGELOG_BY_HAND, ledgerFiles, chain } from '../../test-support/scenario.js';

const e2e = useE2E();

let seq = 0;
function ev(
  type: string,
  id: string,
  body: Record<string, unknown>,
  actor: Record<string, unknown> = { kind: 'human' },
): string {
  seq++;
  // One second apart, whatever the count: a timestamp's text orders the events.
  const at = (n: number): string => String(n).padStart(2, '0');
  return JSON.stringify({
    v: 2,
    id,
    ts: `2026-07-15T${at(10 + Math.floor(seq / 3600))}:${at(Math.floor(seq / 60) % 60)}:${at(seq % 60)}Z`,
    writer: 'laptop-4kq2',
    seq,
    actor,
    type,
    body,
  });
}

const VERIFY_RS =
  'use std::io;\n\npub fn guard_attach(r: &str) -> bool {\n    !r.contains(":")\n}\n';
const PAUSE_RS = 'fn pause() {}\n// still stands\n';
const LEDGER = '.evolving/ledger/laptop-4kq2.jsonl';

interface Built {
  repo: TempRepo;
  dir: string;
  code: string;
  base: string;
  head: string;
  merge: string;
  baseLedger: string;
  event(): ReturnType<typeof pullRequestEvent>;
}

/** A repository whose base holds the code, then the ledger filed against it; the pull request changes `head`. */
function build(
  head: (ledger: string) => Record<string, string | null>,
  options: {
    extraBase?: Record<string, string>;
    checkout?: 'merge' | 'head';
    /** What the base branch commits after the pull request branched off (the base then moved on). */
    baseAfter?: Record<string, string>;
    /** Done in the work tree before the pull request's commit (what files alone cannot say: a link). */
    beforeHead?: (repo: TempRepo) => void;
    /** A second commit of the pull request, given the ledger and the first commit. */
    followUp?: (ledger: string, first: string) => Record<string, string>;
  } = {},
): Built {
  const repo = makeRepo();
  const code = repo.commit(
    { 'src/verify.rs': VERIFY_RS, 'src/pause.rs': PAUSE_RS, 'README.md': '# demo\n' },
    'code',
  );
  const lines = [
    ev('session', 'ses_01', { head: code, marker: 'baseline' }, { kind: 'engine' }),
    ev(
      'claim',
      'clm_01KXGF',
      { label: 'the parser rejects a ref that names a line number' },
      { kind: 'agent', id: 'claude-code' },
    ),
    ev(
      'evidence',
      'evd_01',
      {
        base: code,
        claim: 'clm_01KXGF',
        ref: 'file:src/verify.rs::pub fn guard_attach',
        self_evident: false,
        status: 'resolves',
      },
      { kind: 'agent', id: 'claude-code' },
    ),
    ev('claim', 'clm_01KXGH', { label: 'a content anchor on absent text is refused at filing' }),
    ev('evidence', 'evd_02', {
      base: code,
      claim: 'clm_01KXGH',
      ref: 'file:src/pause.rs::still stands',
      self_evident: false,
      status: 'resolves',
    }),
  ];
  const baseLedger = lines.map((l) => `${l}\n`).join('');
  const branchPoint = repo.commit(
    {
      '.evolving/version': '2\n',
      '.evolving/config.toml': '[ledger]\n',
      [LEDGER]: baseLedger,
      ...options.extraBase,
    },
    'ledger',
  );
  startBranch(repo, 'feature', branchPoint);
  options.beforeHead?.(repo);
  const first = repo.commit(head(baseLedger), 'pull request head');
  const headSha = options.followUp
    ? repo.commit(options.followUp(baseLedger, first), 'pull request, second commit')
    : first;
  // The base, then the test merge (written by the test, test-support/git-repo.ts).
  let base = repo.checkout(branchPoint);
  if (options.baseAfter) base = repo.commit(options.baseAfter, 'base moves on');
  const merge = repo.merge('feature');
  if (options.checkout === 'head') repo.checkout(headSha);
  return {
    repo,
    dir: repo.dir,
    code,
    base,
    head: headSha,
    merge,
    baseLedger,
    event: () => pullRequestEvent({ number: 7, headSha, baseSha: base, mergeSha: merge }),
  };
}

/**
 * `git checkout -q -b <branch>` at `at`, the commit HEAD is on: the branch and
 * HEAD written by the test (the index and work tree stay as they are), no process.
 */
function startBranch(repo: TempRepo, branch: string, at: string): void {
  writeFileSync(join(repo.dir, '.git', 'refs', 'heads', branch), `${at}\n`);
  writeFileSync(join(repo.dir, '.git', 'HEAD'), `ref: refs/heads/${branch}\n`);
}

const built: Built[] = [];
afterAll(() => {
  for (const b of built) b.repo.cleanup();
});
function scenario(...args: Parameters<typeof build>): Built {
  const b = build(...args);
  built.push(b);
  return b;
}

const BREAK = { 'src/verify.rs': VERIFY_RS.replace('pub fn guard_attach', 'pub fn guard_ref') };

/**
 * The pull request that breaks the first claim's anchor, built once for the
 * tests that only read it (a run writes nothing in its checkout), and its run
 * on the default inputs, once for the tests that read the same run.
 */
let breaking: Built | undefined;
function breakingScenario(): Built {
  breaking ??= scenario(() => BREAK);
  return breaking;
}
let breakingRun: Promise<{ gh: Awaited<ReturnType<typeof e2e.gh>>; run: E2ERun }> | undefined;
function breakingDefaultRun(): Promise<{ gh: Awaited<ReturnType<typeof e2e.gh>>; run: E2ERun }> {
  breakingRun ??= (async () => {
    const gh = await e2e.gh();
    return { gh, run: await e2e.run(gh, breakingScenario()) };
  })();
  return breakingRun;
}
const MOVE = { 'src/pause.rs': `// a new first line\n${PAUSE_RS}` };

function checkRun(gh: Awaited<ReturnType<typeof e2e.gh>>) {
  expect(gh.checkRuns).toHaveLength(1);
  return gh.checkRuns[0] as (typeof gh.checkRuns)[number];
}

function expectRan(run: E2ERun, code = 0): void {
  expect({ code: run.exitCode, log: run.exitCode === code ? '' : explain(run) }).toEqual({
    code,
    log: '',
  });
}

describe('a pull request on an ev 0.2 ledger', () => {
  test('breaks an anchor: ⚠️ (no gate, not red) leads every surface, neutral, a warning where the line was', async () => {
    const s = breakingScenario();
    const { gh, run } = await breakingDefaultRun();
    expectRan(run);
    expect(run.outputs['claims-broken']).toBe('["clm_01KXGF"]');
    expect(run.outputs['claims-moved']).toBe('[]');
    expect(run.outputs.conclusion).toBe('neutral');
    const comment = commentBodies(run);
    expect(comment).toContain(
      "### ⚠️ This pull request changes the line that 1 claim's evidence cites",
    );
    expect(comment).toContain('Nothing here blocks merging');
    expect(comment).toContain('- ⚠️ the parser rejects a ref that names a line number · ');
    expect(comment).toContain('`clm_01KXGF` · anchored · filed by an agent (`claude-code`) · ✓');
    // ev's words, each linked to its meaning in the docs.
    expect(comment).toContain(
      '[resolves](https://github.com/evolving-action/evolving-action/blob/v0/docs/ev-0.2.md#anchor-statuses) → **[changed](https://github.com/evolving-action/evolving-action/blob/v0/docs/ev-0.2.md#anchor-statuses)** (the cited line is gone at this commit)',
    );
    expect(comment).toContain(`/blob/${s.base}/src/verify.rs#L3`);
    const check = checkRun(gh);
    expect(check.conclusion).toBe('neutral');
    expect(check.headSha).toBe(s.head);
    expect(check.output.title).toContain("1 claim's anchor broken by this pull request");
    expect(check.annotations).toEqual([
      expect.objectContaining({
        path: 'src/verify.rs',
        start_line: 3,
        annotation_level: 'warning',
      }),
    ]);
    expect(run.summary).toContain(
      "⚠️ This pull request changes the line that 1 claim's evidence cites",
    );
    const claims = run.report?.claims as { broken: Array<{ id: string }>; scope: string };
    expect(claims.scope).toBe('pull-request');
    expect(claims.broken.map((c) => c.id)).toEqual(['clm_01KXGF']);
    expectValidReport(run.report);
    expectNoViolations(gh);
  }, 60_000);

  test('a plain checkout is read in process: a few git processes a run; with alternates, git answers all the same', async () => {
    const git = countingGit(e2e.tempDir('ev-git-count-'));
    const plain = breakingScenario();
    const gh = await e2e.gh();
    const run = await e2e.run(gh, plain, { env: { PATH: git.PATH } });
    expectRan(run);
    expect(run.outputs['claims-broken']).toBe('["clm_01KXGF"]');
    const inProcess = git.take();
    // Before, about 15 (every listing, blob, history walk and HEAD a process): what is left is
    // locating the repository (git's discovery) and what only git reads (renames, the index).
    expect({ many: inProcess.length > 3 ? inProcess : [] }).toEqual({ many: [] });
    // Objects git finds through alternates are not read here: git answers every question.
    const other = scenario(() => BREAK);
    plantAlternates(other.dir, e2e.tempDir('ev-alternate-'));
    const viaGit = await e2e.run(await e2e.gh(), other, { env: { PATH: git.PATH } });
    expectRan(viaGit);
    expect(viaGit.outputs['claims-broken']).toBe('["clm_01KXGF"]');
    expect(viaGit.outputs.conclusion).toBe(run.outputs.conclusion);
    expect(viaGit.outputs['claims-moved']).toBe(run.outputs['claims-moved']);
    expect(git.take().length).toBeGreaterThanOrEqual(10);
  }, 60_000);

  test("breaks an anchor below lines it inserts: the warning is on the head's line, not the base's", async () => {
    const s = scenario(() => ({
      'src/verify.rs': `// one\n// two\n// three\n${BREAK['src/verify.rs']}`,
    }));
    const gh = await e2e.gh();
    const run = await e2e.run(gh, s);
    expectRan(run);
    expect(run.outputs['claims-broken']).toBe('["clm_01KXGF"]');
    // The base's line 3 (pub fn guard_attach) is the head's line 6 (pub fn guard_ref).
    expect(checkRun(gh).annotations).toEqual([
      expect.objectContaining({ path: 'src/verify.rs', start_line: 6, end_line: 6 }),
    ]);
    const comment = commentBodies(run);
    expect(comment).toContain(`/blob/${s.base}/src/verify.rs#L3`);
    expect(comment).toContain(`/src/verify.rs#L6`);
    const claims = run.report?.claims as {
      broken: Array<{ anchors: Array<{ headLine?: number }> }>;
    };
    expect(claims.broken[0]?.anchors[0]?.headLine).toBe(6);
    expectValidReport(run.report);
  }, 60_000);

  test("moves an anchor's neighbourhood: 🟡, a notice on the head's line found by its text", async () => {
    const s = scenario(() => MOVE);
    const gh = await e2e.gh();
    const run = await e2e.run(gh, s);
    expectRan(run);
    expect(run.outputs['claims-moved']).toBe('["clm_01KXGH"]');
    const comment = commentBodies(run);
    expect(comment).toContain(
      "🟡 This pull request changes the code beside the line that 1 claim's evidence cites",
    );
    expect(comment).toContain(
      '[still](https://github.com/evolving-action/evolving-action/blob/v0/docs/ev-0.2.md#cells) → **[neighborhood-moved](https://github.com/evolving-action/evolving-action/blob/v0/docs/ev-0.2.md#cells)**',
    );
    expect(comment).toContain('drift 0 → 1');
    expect(checkRun(gh).annotations).toEqual([
      expect.objectContaining({ path: 'src/pause.rs', start_line: 3, annotation_level: 'notice' }),
    ]);
    expect(checkRun(gh).conclusion).toBe('neutral');
  }, 60_000);

  test("the base moved on above the anchored line: the annotation is on the pull request's head's line, not the merge's", async () => {
    // The base adds two lines above `pub fn guard_attach` after the branch point; the pull request
    // appends a line at the end. In GitHub's test merge the anchored line is line 5, in the pull
    // request's head (where the check run is) line 3.
    const s = scenario(() => ({ 'src/verify.rs': `${VERIFY_RS}// tail\n` }), {
      baseAfter: { 'src/verify.rs': `// licence\n// header\n${VERIFY_RS}` },
    });
    expect(s.repo.git(['show', `${s.merge}:src/verify.rs`]).split('\n')[4]).toContain(
      'pub fn guard_attach',
    );
    const gh = await e2e.gh();
    const run = await e2e.run(gh, s);
    expectRan(run);
    expect(run.outputs['claims-moved']).toBe('["clm_01KXGF"]');
    expect(checkRun(gh).headSha).toBe(s.head);
    expect(checkRun(gh).annotations).toEqual([
      expect.objectContaining({ path: 'src/verify.rs', start_line: 3, annotation_level: 'notice' }),
    ]);
    // Drift at H is ev's count in the test merge: the base's commit, the pull request's, and the
    // merge itself (it differs from both parents); at B, the base's commit alone.
    expect(
      s.repo.git(['rev-list', '--count', `${s.code}..${s.merge}`, '--', 'src/verify.rs']).trim(),
    ).toBe('3');
    expect(commentBodies(run)).toContain('drift 1 → 3');
    expectNoViolations(gh);
  }, 60_000);

  test('rewrites history: failure with fail-on-violation, named by file:line', async () => {
    const s = scenario((ledger) => ({
      [LEDGER]: ledger.replace('a content anchor on absent text', 'a quietly rewritten claim'),
    }));
    const gh = await e2e.gh();
    const run = await e2e.run(gh, s);
    expectRan(run, 1);
    expect(run.outputs.conclusion).toBe('failure');
    expect(run.outputs.violations).toBe('1');
    expect(commentBodies(run)).toContain(`${LEDGER}:4: an existing ledger line was edited`);
    // The violation leads: nothing above it says the pull request is fine.
    expect(commentBodies(run)).toContain(
      "### 🔴 This pull request rewrites the ledger's history: 1 ledger violation\n",
    );
    expect(commentBodies(run)).not.toContain('Nothing here blocks merging');
    expect(commentBodies(run)).not.toContain("moves no claim's anchor");
    const check = checkRun(gh);
    expect(check.conclusion).toBe('failure');
    expect(check.annotations).toEqual([
      expect.objectContaining({ path: LEDGER, start_line: 4, annotation_level: 'failure' }),
    ]);
    const lenient = await e2e.run(await e2e.gh(), s, { inputs: { 'fail-on-violation': 'false' } });
    expectRan(lenient);
    // Not failed, not passed: the violation still needs the reviewer.
    expect(lenient.outputs.conclusion).toBe('neutral');
  }, 60_000);

  test('one malformed line inserted mid-ledger is one violation, naming that line', async () => {
    const s = scenario((ledger) => {
      const lines = ledger.split('\n');
      return { [LEDGER]: [...lines.slice(0, 2), '{"not an event"', ...lines.slice(2)].join('\n') };
    });
    const gh = await e2e.gh();
    const run = await e2e.run(gh, s);
    expectRan(run, 1);
    expect(run.outputs.violations).toBe('1');
    const comment = commentBodies(run);
    expect(comment).toContain(
      `${LEDGER}:3: a line was inserted between existing ledger lines (a writer file only grows at its end)`,
    );
    expect(comment).not.toContain('was moved to line');
    expect(comment.indexOf("This pull request rewrites the ledger's history")).toBeLessThan(
      comment.indexOf('⛔ 1 ledger violation'),
    );
    expect(checkRun(gh).annotations).toEqual([
      expect.objectContaining({ path: LEDGER, start_line: 3, annotation_level: 'failure' }),
    ]);
  }, 60_000);

  test('the opt-in gate: a broken anchor not re-filed fails the run; off by default', async () => {
    const s = breakingScenario();
    const gh = await e2e.gh();
    const run = await e2e.run(gh, s, { inputs: { 'claims-gate': 'anchors' } });
    expectRan(run, 1);
    expect(checkRun(gh).conclusion).toBe('failure');
    expect(run.outputs.gating).toBe('1');
    expect(commentBodies(run)).toContain('claims-gate: anchors fails this run');
    // Red is for what fails the check: here the opted-in gate does.
    expect(commentBodies(run)).toContain(
      "### 🔴 This pull request changes the line that 1 claim's evidence cites",
    );
    const bad = await e2e.run(await e2e.gh(), s, { inputs: { 'claims-gate': 'sometimes' } });
    expectRan(bad, 1);
    expect(bad.summary).toContain('claims-gate must be');
  }, 60_000);

  test('never writes to the ledger, and reads B and H from git objects, not the work tree', async () => {
    const s = scenario(() => BREAK);
    // The work tree says otherwise: the review reads the commits.
    s.repo.write('src/verify.rs', VERIFY_RS);
    const before = s.repo.git(['status', '--porcelain']);
    const gh = await e2e.gh();
    const run = await e2e.run(gh, s);
    expectRan(run);
    expect(run.outputs['claims-broken']).toBe('["clm_01KXGF"]');
    expect(s.repo.git(['status', '--porcelain'])).toBe(before);
  }, 60_000);
});

// ---------------------------------------------------------------------------
// The events that never execute the pull request: a 0.2 ledger executes
// nothing, so they judge it in full, from git objects.

const FORK_OWNER = 'outsider';
const FORK_BRANCH = 'patch-1';
/** What a pull request plants for whoever would run it: nothing here ever does. */
const PLANTED = {
  'scripts/plant.sh': '#!/bin/sh\ntouch PWNED\n',
  '.evolving/config.toml': '[ledger]\n# the pull request rewrote the config\n',
};

/** GitHub's copy of the scenario's repository (a fork's pull request: no head branch in it). */
function originOf(s: Built) {
  return githubOrigin(
    {
      dir: s.dir,
      repo: s.repo,
      number: 7,
      baseSha: s.base,
      headSha: s.head,
      mergeSha: s.merge,
    },
    { fork: true },
    e2e.tempDir('ev-origin-'),
  );
}

function git(dir: string, args: string[]): string {
  return execFileSync('git', args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] }).toString();
}

/** What the workspace holds, to show that the run wrote nothing there and checked nothing out. */
function workspaceState(dir: string) {
  return {
    head: git(dir, ['rev-parse', 'HEAD']).trim(),
    status: git(dir, ['status', '--porcelain', '--ignored']),
    files: readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => !f.startsWith('.git/') && f !== '.git')
      .sort(),
  };
}

describe('events that never execute the pull request judge a 0.2 ledger in full', () => {
  test('pull_request_target: the base checkout; the claims read at the head from git objects', async () => {
    const s = scenario(() => ({
      'src/verify.rs': `// one\n${BREAK['src/verify.rs']}`,
      ...PLANTED,
    }));
    const event = pullRequestTargetEvent({
      number: 7,
      headSha: s.head,
      baseSha: s.base,
      mergeSha: s.merge,
    });
    // actions/checkout's default on pull_request_target: the base branch (here with its history).
    const workspace = actionsCheckout(
      originOf(s),
      event,
      { fetchDepth: 0 },
      s.repo.env,
      e2e.tempDir('ev-checkout-'),
    );
    expect(git(workspace, ['rev-parse', 'HEAD']).trim()).toBe(s.base);
    expect(cloneHas(workspace, s.repo.env, s.head)).toBe(false);
    const before = workspaceState(workspace);
    const gh = await e2e.gh();
    const run = await e2e.run(gh, s, { workspace, event });
    expectRan(run);
    expect(run.outputs['claims-broken']).toBe('["clm_01KXGF"]');
    expect(run.outputs['claims-moved']).toBe('[]');
    expect(run.outputs.conclusion).toBe('neutral');
    expect(run.outputs['pull-request']).toBe('7');
    const check = checkRun(gh);
    expect(check).toMatchObject({ headSha: s.head, conclusion: 'neutral' });
    expect(check.annotations).toEqual([
      expect.objectContaining({
        path: 'src/verify.rs',
        start_line: 4,
        annotation_level: 'warning',
      }),
    ]);
    const comment = commentBodies(run);
    expect(comment).toContain(
      "⚠️ This pull request changes the line that 1 claim's evidence cites",
    );
    // The head was fetched with the history it lacked: src/pause.rs, which the pull
    // request leaves alone, is still at the head (a clone cut at the head would count
    // every path of its tree as touched, and read it neighborhood-moved).
    expect(comment).toContain(
      'At this commit: 2 claims · still 1 · neighborhood-moved 0 · anchor-changed 1',
    );
    expect(git(workspace, ['rev-parse', '--is-shallow-repository']).trim()).toBe('false');
    expect(run.stdout).not.toContain('This clone is shallow');
    expect(gh.comments.map((c) => c.issueNumber)).toEqual([7]);
    const report = run.report as { context: Record<string, unknown>; claims: { scope: string } };
    expect(report.context).toMatchObject({
      event: 'pull_request_target',
      pullRequest: 7,
      baseSha: s.base,
      headSha: s.head,
    });
    expect(report.claims.scope).toBe('pull-request');
    expectValidReport(run.report);
    // Nothing of the pull request was checked out, run or written.
    expect(workspaceState(workspace)).toEqual(before);
    expect(existsSync(join(workspace, 'scripts'))).toBe(false);
    expect(existsSync(join(workspace, 'PWNED'))).toBe(false);
    expectNoViolations(gh);
  }, 90_000);

  test("workflow_run for a fork's pull request: the head from git objects, comment and check run posted", async () => {
    const s = scenario(() => ({ ...BREAK, ...PLANTED }));
    const event = workflowRunEvent({
      headSha: s.head,
      headBranch: FORK_BRANCH,
      forkOwner: FORK_OWNER,
      sha: s.base, // GITHUB_SHA of a workflow_run: the default branch's tip
    });
    // A fork's run lists no pull request: the action finds it by head owner, branch and sha.
    expect((event.payload.workflow_run as { pull_requests: unknown[] }).pull_requests).toEqual([]);
    // The publishing workflow checks out the default branch, never the fork's code.
    const workspace = actionsCheckout(
      originOf(s),
      event,
      { fetchDepth: 0 },
      s.repo.env,
      e2e.tempDir('ev-checkout-'),
    );
    const before = workspaceState(workspace);
    const gh = await e2e.gh({
      pullRequests: [
        {
          number: 7,
          fork: true,
          forkOwner: FORK_OWNER,
          headRef: FORK_BRANCH,
          headSha: s.head,
          baseSha: s.base,
        },
      ],
    });
    const run = await e2e.run(gh, s, { workspace, event });
    expectRan(run);
    expect(run.to('pulls/list')[0]?.query).toMatchObject({ head: `${FORK_OWNER}:${FORK_BRANCH}` });
    expect(run.stdout).toContain('The triggering run belongs to pull request #7');
    expect(run.outputs['pull-request']).toBe('7');
    expect(run.outputs['claims-broken']).toBe('["clm_01KXGF"]');
    expect(run.outputs['claims-moved']).toBe('[]');
    const check = checkRun(gh);
    expect(check).toMatchObject({ headSha: s.head, conclusion: 'neutral' });
    expect(check.annotations).toEqual([
      expect.objectContaining({
        path: 'src/verify.rs',
        start_line: 3,
        annotation_level: 'warning',
      }),
    ]);
    expect(gh.comments.map((c) => c.issueNumber)).toEqual([7]);
    expect(commentBodies(run)).toContain(
      "⚠️ This pull request changes the line that 1 claim's evidence cites",
    );
    const report = run.report as {
      context: Record<string, unknown>;
      claims: { scope: string; headSha: string };
    };
    expect(report.context).toMatchObject({
      event: 'workflow_run',
      pullRequest: 7,
      baseSha: s.base,
      headSha: s.head,
    });
    expect(report.claims).toMatchObject({ scope: 'pull-request', headSha: s.head });
    expectValidReport(run.report);
    expect(workspaceState(workspace)).toEqual(before);
    expect(existsSync(join(workspace, 'PWNED'))).toBe(false);
    expectNoViolations(gh);
  }, 90_000);
});

describe("workflow_run for a fork's commit that no open pull request has", () => {
  test('a store of claims alone: the check run is neutral at best and says why, no comment', async () => {
    const s = breakingScenario();
    const event = workflowRunEvent({
      headSha: s.head,
      headBranch: FORK_BRANCH,
      forkOwner: FORK_OWNER,
      sha: s.base,
    });
    const workspace = actionsCheckout(
      originOf(s),
      event,
      { fetchDepth: 0 },
      s.repo.env,
      e2e.tempDir('ev-checkout-'),
    );
    // The pull request was closed: GitHub lists no open one with this head.
    const gh = await e2e.gh({ pullRequests: [] });
    const run = await e2e.run(gh, s, { workspace, event });
    expectRan(run);
    expect(run.outputs['pull-request']).toBe('');
    expect(run.outputs.conclusion).toBe('neutral');
    const check = checkRun(gh);
    expect(check).toMatchObject({ headSha: s.head, conclusion: 'neutral' });
    expect(check.output.title).toContain(
      "Not passed: no open pull request has this fork's commit as its head",
    );
    expect(run.summary).toContain('that no open pull request has as its head');
    expect(gh.comments).toEqual([]);
    expect((run.report as { conclusion: string }).conclusion).toBe('neutral');
    expectValidReport(run.report);
    expectNoViolations(gh);
  }, 90_000);
});

describe('a shallow clone', () => {
  test('fetch-depth 1: the broken anchor still stands, and a warning says drift needs the history', async () => {
    const s = scenario(() => ({ 'src/verify.rs': `// one\n${BREAK['src/verify.rs']}` }));
    const event = s.event();
    const origin = githubOrigin(
      { dir: s.dir, repo: s.repo, number: 7, baseSha: s.base, headSha: s.head, mergeSha: s.merge },
      { fork: false },
      e2e.tempDir('ev-origin-'),
    );
    // actions/checkout's default: the test merge alone, at depth 1.
    const workspace = actionsCheckout(origin, event, {}, s.repo.env, e2e.tempDir('ev-checkout-'));
    expect(git(workspace, ['rev-parse', '--is-shallow-repository']).trim()).toBe('true');
    const gh = await e2e.gh();
    const run = await e2e.run(gh, s, { workspace, event });
    expectRan(run);
    expect(run.outputs['claims-broken']).toBe('["clm_01KXGF"]');
    expect(checkRun(gh).annotations).toEqual([
      expect.objectContaining({ path: 'src/verify.rs', start_line: 4 }),
    ]);
    const shallow = warnings(run).filter((w) => w.includes('This clone is shallow'));
    expect(shallow).toHaveLength(1);
    expect(shallow[0]).toContain('fetch-depth: 0');
    expect(commentBodies(run)).toContain('This clone is shallow');
    expect(run.summary).toContain('This clone is shallow');
  }, 90_000);
});

describe('a store with both models', () => {
  test('the 0.1 decisions and the 0.2 claims each have their section; one check run joins them', async () => {
    const ticks = chain([CHANGELOG_BY_HAND]);
    const s = scenario(() => BREAK, { extraBase: ledgerFiles(ticks) });
    const gh = await e2e.gh();
    const run = await e2e.run(gh, s, { inputs: { comment: 'always' } });
    expectRan(run);
    expect(run.outputs['claims-broken']).toBe('["clm_01KXGF"]');
    expect(run.outputs.conclusion).toBe('neutral');
    const comment = commentBodies(run);
    expect(comment).toContain(
      "⚠️ This pull request changes the line that 1 claim's evidence cites",
    );
    expect(comment.indexOf('---')).toBeGreaterThan(0);
    const check = checkRun(gh);
    expect(check.conclusion).toBe('neutral');
    expect(check.output.title).toContain("claim's anchor broken");
    expect(run.summary).toContain(
      "⚠️ This pull request changes the line that 1 claim's evidence cites",
    );
    expect(run.report?.claims).toBeDefined();
    expect(run.report?.decisions).toBeDefined();
    expectValidReport(run.report);
    expect(run.stdout).not.toContain('reviews the ev 0.1 decisions only');
  }, 60_000);

  test("the JSON report's top-level conclusion and reason are the store's, as the check run's and the step's", async () => {
    const ticks = chain([CHANGELOG_BY_HAND]);
    const s = scenario(() => BREAK, { extraBase: ledgerFiles(ticks) });
    const gh = await e2e.gh();
    const run = await e2e.run(gh, s);
    expectRan(run);
    const report = run.report as {
      conclusion: string;
      reason: string;
      counts: { gating: number };
      claims: { conclusion: string; title: string };
    };
    // The decisions alone are all clear; the claims' broken anchor makes the store's review neutral.
    expect(report.counts.gating).toBe(0);
    expect(report.claims.conclusion).toBe('neutral');
    expect(checkRun(gh).conclusion).toBe('neutral');
    expect(run.outputs.conclusion).toBe('neutral');
    expect(report.conclusion).toBe('neutral');
    // Nothing fails: each model says why, the decisions first, as the step's message does.
    expect(report.reason).toContain(`; ev 0.2 claims: ${report.claims.title}`);
    expect(run.stdout).toContain(`evolving: neutral — ${report.reason}`);
    expectValidReport(run.report);
  }, 60_000);
});

describe('ledger text reaches git only screened', () => {
  test('a `(glob)**/**/…` anchor on a 30-deep path and one over the cap: the review publishes, the refused one unmeasured and named by file:line', async () => {
    const deep = (n: number): string => `:(glob)${'**/'.repeat(n)}b`;
    const s = scenario((ledger) => {
      const code = (JSON.parse(ledger.split('\n')[0] as string) as { body: { head: string } }).body
        .head;
      const filed = (claim: string, id: string, ref: string): string =>
        ev('evidence', id, { base: code, claim, ref, self_evident: false, status: 'resolves' });
      const added = [
        ev('claim', 'clm_DEEP30', { label: 'a deep glob anchor' }),
        filed('clm_DEEP30', 'evd_30', `file:${deep(30)}`),
        ev('claim', 'clm_DEEP40', { label: 'a deeper glob anchor' }),
        filed('clm_DEEP40', 'evd_40', `file:${deep(40)}`),
      ];
      return {
        [LEDGER]: `${ledger}${added.map((l) => `${l}\n`).join('')}`,
        [deep(30)]: 'b\n',
        [deep(40)]: 'b\n',
      };
    });
    const gh = await e2e.gh();
    const run = await e2e.run(gh, s);
    expectRan(run);
    expect(warnings(run)).toContainEqual(
      expect.stringContaining(
        `${LEDGER}:9: the anchor's path is not matched as a pathspec: it has 40 \`*\` wildcards, over the cap of 32. Its drift is unmeasured.`,
      ),
    );
    const comment = commentBodies(run);
    expect(comment).toContain('unmeasured 1 (as `ev doctor` counts them)');
    expect(checkRun(gh).conclusion).toBe('success');
    expectValidReport(run.report);
  }, 60_000);
});

describe('push and dispatch', () => {
  test('a push: the census at that commit and the claims on moved code; no comment', async () => {
    const s = scenario(() => MOVE, { checkout: 'head' });
    const gh = await e2e.gh();
    const run = await e2e.run(gh, s, { event: pushEvent({ after: s.head, before: s.base }) });
    expectRan(run);
    expect(run.to('issues/create-comment')).toEqual([]);
    expect(run.summary).toContain('🟡 1 claim rests on code that moved since it was filed');
    expect(run.summary).toContain('At this commit: 2 claims · still 1 · neighborhood-moved 1');
    expect((run.report?.claims as { scope: string }).scope).toBe('commit');
    expectValidReport(run.report);
    expect(checkRun(gh).conclusion).toBe('success');
  }, 60_000);

  test('workflow_dispatch runs the reader self-test', async () => {
    const s = scenario(() => ({}), { checkout: 'head' });
    const gh = await e2e.gh();
    const run = await e2e.run(gh, s, { event: workflowDispatchEvent({ sha: s.head }) });
    expectRan(run);
    expect(run.summary).toContain('ev 0.2 reader self-test');
    expect(run.summary).not.toContain('FAILED');
    expect((run.report?.claims as { selfTest: string[] }).selfTest).toHaveLength(4);
  }, 60_000);
});

// ---------------------------------------------------------------------------
// The loop closes: a disposition ev applies, appended in the same pull request, settles its claim.

/** An event the pull request appends, dated after everything the base holds. */
function appended(
  type: string,
  id: string,
  body: Record<string, unknown>,
  actor: Record<string, unknown> = { kind: 'human' },
  ts = '2026-07-16T09:00:00Z',
): string {
  return JSON.stringify({ v: 2, id, ts, writer: 'ci-runner', seq: 1, actor, type, body });
}

const REFILE = appended(
  'evidence',
  'evd_03',
  {
    base: 'HEAD',
    claim: 'clm_01KXGF',
    ref: 'file:src/verify.rs::pub fn guard_ref',
    self_evident: false,
    status: 'resolves',
  },
  { kind: 'agent', id: 'review-bot' },
);
const REFILER = '.evolving/ledger/ci-runner.jsonl';

/** What a settled pull request shows on every surface: success, nothing broken, no annotation. */
function expectSettled(run: E2ERun, check: ReturnType<typeof checkRun>, settled: string): void {
  expect(run.outputs['claims-broken']).toBe('[]');
  expect(run.outputs['claims-moved']).toBe('[]');
  expect(run.outputs['claims-settled']).toBe(JSON.stringify([settled]));
  expect(run.outputs.conclusion).toBe('success');
  expect(check.conclusion).toBe('success');
  expect(check.output.title).toBe(
    'Every claim whose anchor this pull request broke or moved is settled in it (1)',
  );
  expect(check.annotations).toEqual([]);
  expect(run.annotations).toEqual([]);
  const comment = commentBodies(run);
  expect(comment).toContain(
    '### ✅ Every claim whose anchor this pull request broke or moved is settled in it (1)',
  );
  expect(comment).toContain('<details><summary>✅ Settled in this pull request: 1 claim</summary>');
  expect(comment).not.toContain('🔴');
  expect(comment).not.toContain('🟡');
  const claims = run.report?.claims as { broken: unknown[]; settled: Array<{ id: string }> };
  expect(claims.broken).toEqual([]);
  expect(claims.settled.map((c) => c.id)).toEqual([settled]);
  expectValidReport(run.report);
}

describe('settled in this pull request', () => {
  test('a re-file: the push that settles the last claim rewrites the sticky comment, success, the gate cleared', async () => {
    const broke = breakingScenario();
    const gh = await e2e.gh();
    const first = await e2e.run(gh, broke, { inputs: { 'claims-gate': 'anchors' } });
    expectRan(first, 1);
    expect(gh.comments).toHaveLength(1);
    expect(gh.comments[0]?.body).toContain(
      "🔴 This pull request changes the line that 1 claim's evidence cites",
    );
    // The next push re-files the evidence: the pull request's head is now that commit.
    const fixed = scenario(() => ({ ...BREAK, [REFILER]: `${REFILE}\n` }));
    gh.store.seedPullRequest({ number: 7, headSha: fixed.head, baseSha: fixed.base });
    const run = await e2e.run(gh, fixed, { inputs: { 'claims-gate': 'anchors' } });
    expectRan(run);
    expect(gh.checkRuns).toHaveLength(2);
    expectSettled(run, gh.checkRuns[1] as ReturnType<typeof checkRun>, 'clm_01KXGF');
    expect(run.to('issues/create-comment')).toEqual([]);
    expect(run.to('issues/update-comment')).toHaveLength(1);
    expect(gh.comments).toHaveLength(1);
    const comment = gh.comments[0]?.body ?? '';
    expect(comment).toContain(
      'the parser rejects a ref that names a line number (`clm_01KXGF`): anchor broken; settled: evidence re-filed (`file:src/verify.rs::pub fn guard_ref`) by an agent (`review-bot`)',
    );
    expectNoViolations(gh);
  }, 120_000);

  test.each([
    ['a hold', 'hold', { claim: 'clm_01KXGF', reason: 'rewriting the parser' }, 'held by a human'],
    ['a close', 'close', { claim: 'clm_01KXGF' }, 'closed by a human'],
  ])(
    '%s settles the broken claim: success, no annotation',
    async (_what, type, body, said) => {
      const s = scenario(() => ({
        ...BREAK,
        [REFILER]: `${appended(type, `${type}_01`, body)}\n`,
      }));
      const gh = await e2e.gh();
      const run = await e2e.run(gh, s, { inputs: { 'claims-gate': 'anchors' } });
      expectRan(run);
      expectSettled(run, checkRun(gh), 'clm_01KXGF');
      expect(commentBodies(run)).toContain(`anchor broken; settled: ${said}`);
    },
    90_000,
  );

  test('an ack after a move settles it: no 🟡 over a row reading still → still', async () => {
    const s = scenario(() => MOVE, {
      followUp: (ledger, first) => ({
        [REFILER]: `${appended('ack', 'ack_01', { claim: 'clm_01KXGH', head: first })}\n`,
      }),
    });
    const gh = await e2e.gh();
    const run = await e2e.run(gh, s);
    expectRan(run);
    expectSettled(run, checkRun(gh), 'clm_01KXGH');
    expect(commentBodies(run)).toContain(
      'code under its anchor moved; settled: acknowledged by a human',
    );
  }, 90_000);

  test('a re-file whose text is in no file settles nothing: recorded without ✅, the gate still fails', async () => {
    const nowhere = appended('evidence', 'evd_04', {
      base: 'HEAD',
      claim: 'clm_01KXGF',
      ref: 'file:src/verify.rs::text that is in no file',
      self_evident: false,
      status: 'resolves',
    });
    const s = scenario(() => ({ ...BREAK, [REFILER]: `${nowhere}\n` }));
    const gh = await e2e.gh();
    const run = await e2e.run(gh, s, { inputs: { 'claims-gate': 'anchors' } });
    expectRan(run, 1);
    expect(run.outputs['claims-broken']).toBe('["clm_01KXGF"]');
    expect(run.outputs['claims-settled']).toBe('[]');
    expect(checkRun(gh).conclusion).toBe('failure');
    const comment = commentBodies(run);
    expect(comment).toContain(
      "🔴 This pull request changes the line that 1 claim's evidence cites",
    );
    expect(comment).toContain(
      '- recorded in this pull request, settles nothing: evidence re-filed (`file:src/verify.rs::text that is in no file`) by a human — its text is on no line of the file at this commit',
    );
    expect(comment).not.toContain('✅ settled');
  }, 90_000);
});

describe('an anchor that stops resolving for any reason is broken by the pull request', () => {
  test('the anchored file turned into a symbolic link: broken, the reason said, a warning on the ledger line', async () => {
    const s = scenario(() => ({}), {
      beforeHead: (repo) => {
        rmSync(join(repo.dir, 'src/verify.rs'));
        symlinkSync('pause.rs', join(repo.dir, 'src/verify.rs'));
      },
    });
    expect(s.repo.git(['ls-tree', s.head, 'src/verify.rs'])).toMatch(/^120000 /);
    const gh = await e2e.gh();
    const run = await e2e.run(gh, s);
    expectRan(run);
    expect(run.outputs['claims-broken']).toBe('["clm_01KXGF"]');
    expect(run.outputs.conclusion).toBe('neutral');
    const comment = commentBodies(run);
    expect(comment).toContain(
      "⚠️ This pull request makes unreadable the file that 1 claim's evidence cites",
    );
    expect(comment).toContain(
      '#anchor-statuses) → **[unreachable](https://github.com/evolving-action/evolving-action/blob/v0/docs/ev-0.2.md#anchor-statuses)** (the cited path is a symbolic link at this commit, not a file ev reads)',
    );
    expect(checkRun(gh).annotations).toEqual([
      expect.objectContaining({ path: LEDGER, start_line: 3, annotation_level: 'warning' }),
    ]);
    expectValidReport(run.report);
  }, 90_000);

  test('the anchored file turned into a directory (src/verify.rs/mod.rs): broken; the anchor gate fails', async () => {
    const s = scenario(() => ({ 'src/verify.rs': null, 'src/verify.rs/mod.rs': VERIFY_RS }));
    const gh = await e2e.gh();
    const run = await e2e.run(gh, s, { inputs: { 'claims-gate': 'anchors' } });
    expectRan(run, 1);
    expect(run.outputs['claims-broken']).toBe('["clm_01KXGF"]');
    expect(checkRun(gh).conclusion).toBe('failure');
    expect(commentBodies(run)).toContain(
      '#anchor-statuses) → **[unreachable](https://github.com/evolving-action/evolving-action/blob/v0/docs/ev-0.2.md#anchor-statuses)** (the cited path is a directory at this commit, not a file ev reads)',
    );
    expectValidReport(run.report);
  }, 90_000);
});

describe('where the code went: a proposal for a person to confirm', () => {
  const RENAMED = 'src/guard/verify.rs';
  test('a rename: git finds the anchored file renamed, and the re-file there is proposed', async () => {
    const s = scenario(() => ({ 'src/verify.rs': null, [RENAMED]: VERIFY_RS }));
    const gh = await e2e.gh();
    const run = await e2e.run(gh, s);
    expectRan(run);
    expect(run.outputs['claims-broken']).toBe('["clm_01KXGF"]');
    const comment = commentBodies(run);
    expect(comment).toContain('git finds this file renamed to `src/guard/verify.rs`');
    expect(comment).toContain(
      "```sh\n    ev evidence clm_01KXGF 'file:src/guard/verify.rs::pub fn guard_attach'\n    ```",
    );
    const claims = run.report?.claims as { broken: Array<{ suggested?: unknown[] }> };
    expect(claims.broken[0]?.suggested).toEqual([
      expect.objectContaining({ kind: 'rename', from: 'src/verify.rs', to: RENAMED }),
    ]);
    expectValidReport(run.report);
    // Nothing is applied: the ledger at the head is the base's.
    expect(s.repo.git(['show', `${s.head}:${LEDGER}`])).toBe(s.baseLedger);
  }, 120_000);

  test('an edit: the clear successor of the cited line, old and new side by side', async () => {
    const { run } = await breakingDefaultRun();
    expectRan(run);
    const comment = commentBodies(run);
    expect(comment).toContain('the cited line was replaced by a clear successor');
    expect(comment).toContain('| base, line 3 | head, line 3 |');
    expect(comment).toContain(
      '| `pub fn guard_attach(r: &str) -> bool {` | `pub fn guard_ref(r: &str) -> bool {` |',
    );
    expect(comment).toContain(
      "ev evidence clm_01KXGF 'file:src/verify.rs::pub fn guard_ref(r: &str) -> bool {'",
    );
    const claims = run.report?.claims as { broken: Array<{ suggested?: unknown[] }> };
    expect(claims.broken[0]?.suggested).toEqual([
      expect.objectContaining({
        kind: 'edit',
        new: { line: 3, text: 'pub fn guard_ref(r: &str) -> bool {' },
      }),
    ]);
    expectValidReport(run.report);
  }, 120_000);

  test('ambiguous: two lines equally like the cited one, said so, nothing guessed', async () => {
    const s = scenario(() => ({
      'src/verify.rs': VERIFY_RS.replace(
        'pub fn guard_attach(r: &str) -> bool {',
        'pub fn guard_one(r: &str) -> bool {\npub fn guard_two(r: &str) -> bool {',
      ),
    }));
    const gh = await e2e.gh();
    const run = await e2e.run(gh, s);
    expectRan(run);
    const comment = commentBodies(run);
    expect(comment).toContain(
      '2 lines of the hunk that replaced the cited line are equally like it',
    );
    expect(comment).not.toContain('ev evidence clm_01KXGF');
    const claims = run.report?.claims as { broken: Array<{ suggested?: unknown[] }> };
    expect(claims.broken[0]?.suggested).toEqual([
      expect.objectContaining({ kind: 'none', why: 'several-candidates' }),
    ]);
    expectValidReport(run.report);
  }, 120_000);

  test('the cited line replaced while its text survives only inside a comment: broken, though ev reads resolves', async () => {
    const s = scenario(() => ({
      'src/verify.rs': VERIFY_RS.replace(
        'pub fn guard_attach(r: &str) -> bool {',
        '// was: pub fn guard_attach(r: &str) -> bool {\npub fn attach_checked(r: &str) -> bool {',
      ),
    }));
    const gh = await e2e.gh();
    const run = await e2e.run(gh, s);
    expectRan(run);
    expect(run.outputs['claims-broken']).toBe('["clm_01KXGF"]');
    expect(run.outputs['claims-moved']).toBe('[]');
    const comment = commentBodies(run);
    expect(comment).toContain('#anchor-statuses) → **resolves only inside another line**');
    expect(comment).toContain("ev still reads it `resolves` (ev's cell: **");
    expect(comment).toContain('`// was: pub fn guard_attach(r: &str) -> bool {`');
    expect(comment).toContain(`/src/verify.rs#L3`);
    const claims = run.report?.claims as {
      broken: Array<{ anchors: Array<{ substring?: { line: number } }> }>;
    };
    expect(claims.broken[0]?.anchors[0]?.substring?.line).toBe(3);
    expectValidReport(run.report);
  }, 120_000);
});

describe('a review that fits one screen', () => {
  test('nine claims broken or moved: the headline and one line per claim, the details collapsed', async () => {
    const repo = makeRepo();
    const files = (i: number, moved: boolean) =>
      `${moved ? '// a new first line\n' : ''}fn f${i}() {}\n// keep ${i}\n`;
    const codeFiles: Record<string, string> = {};
    for (let i = 0; i < 9; i++) codeFiles[`src/m${i}.rs`] = files(i, false);
    const code = repo.commit(codeFiles, 'code');
    // Labels as long as ev lets an agent write them: the line shows the first words.
    const label = (i: number) =>
      `claim ${i} holds: ${'a retried request with the same key returns the first result and writes nothing twice, '.repeat(3)}`;
    const lines: string[] = [];
    for (let i = 0; i < 9; i++) {
      lines.push(ev('claim', `clm_9x${i}`, { label: label(i) }));
      lines.push(
        ev('evidence', `evd_9x${i}`, {
          base: code,
          claim: `clm_9x${i}`,
          ref: `file:src/m${i}.rs::keep ${i}`,
          self_evident: false,
          status: 'resolves',
        }),
      );
    }
    const baseLedger = lines.map((l) => `${l}\n`).join('');
    const base = repo.commit(
      { '.evolving/version': '2\n', '.evolving/config.toml': '[ledger]\n', [LEDGER]: baseLedger },
      'ledger',
    );
    startBranch(repo, 'feature', base);
    // Three refactors undone: four cited lines rewritten, one file removed, four moved.
    const head: Record<string, string | null> = {};
    for (let i = 0; i < 9; i++)
      head[`src/m${i}.rs`] =
        i === 8 ? null : i % 2 === 0 ? `fn f${i}() {}\n// kept ${i}\n` : files(i, true);
    const headSha = repo.commit(head, 'revert three refactors');
    repo.checkout(base);
    const merge = repo.merge('feature');
    try {
      const gh = await e2e.gh();
      const run = await e2e.run(gh, {
        dir: repo.dir,
        event: () => pullRequestEvent({ number: 7, headSha, baseSha: base, mergeSha: merge }),
      });
      expectRan(run);
      expect(JSON.parse(String(run.outputs['claims-broken']))).toHaveLength(5);
      expect(JSON.parse(String(run.outputs['claims-moved']))).toHaveLength(4);
      const comment = commentBodies(run);
      // What GitHub shows before anything is expanded: outside <details> and HTML comments.
      const visible = comment
        .replace(/<details>[\s\S]*?<\/details>/gu, '')
        .replace(/<!--[\s\S]*?-->/gu, '')
        .split('\n')
        .filter((l) => l.trim() !== '');
      expect(visible.length).toBeLessThanOrEqual(16);
      expect(visible[0]).toMatch(/^### ⚠️ This pull request /u);
      for (let i = 0; i < 9; i++) {
        const mine = visible.filter((l) => l.includes(`claim ${i} holds:`));
        expect(mine).toHaveLength(1);
        expect(mine[0]).toMatch(
          new RegExp(
            `^- (⚠️|🟡) claim ${i} holds: .{0,70}… · \\[\`src/m${i}\\.rs:\\d\`\\]\\(`,
            'u',
          ),
        );
      }
      // The details are all there, collapsed: the cells, the full label, the base link of the removed file.
      expect(comment.match(/<details><summary>Details: /gu)).toHaveLength(9);
      expect(comment).toContain('neighborhood-moved');
      expect(comment).toContain(`> ${label(0).trim()}`);
      expect(comment).toContain(`/blob/${base}/src/m8.rs#L2`);
    } finally {
      repo.cleanup();
    }
  }, 120_000);
});
