// End-to-end: a gate the change under review cannot open (docs/USAGE.md#trust-model). Each attack is a pull request that breaks the
// code a decision guards and tries to stay green anyway: by committing a
// forged receipt (dated 2099, at a commit nobody has), by a receipt dated in
// the future, by editing `.evolving/config`, by a shallow checkout that
// hides the history, by a decoy pull request on the same head commit, or by
// a fork's artifact claiming green. Each would pass against the product
// before the fix; each fails the attack now.
import { describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { workflowRunEvent } from '../../test-support/events.js';
import type { FakePullRequestSeed } from '../../test-support/fake-github.js';
import {
  commentBodies,
  expectNoViolations,
  explain,
  reportBindings,
  useE2E,
  warnings,
  type E2ERun,
} from '../../test-support/e2e.js';
import {
  CONFIG_TEXT,
  bound,
  hoursAgo,
  receiptKey,
  receiptLine,
  tickText,
  type BuiltTick,
  type Scenario,
  type ScenarioOptions,
  type TickSpec,
} from '../../test-support/scenario.js';

const e2e = useE2E();

/** The check passes on the base's code (answer = 42) and fails once the pull request changes it. */
const REF = 'grep -q 42 src/app.ts';
const GUARDED: TickSpec = {
  decision: 'the answer stays 42',
  // The counter-test passes, so a failing check is falsifiable: `red`, not `unproven`.
  grounds: [bound('callers rely on 42', REF, { triggeredBy: ['src/app.ts'], counterTest: 'true' })],
  blame: 'Ada Lovelace',
};
const BROKEN_CODE = { 'src/app.ts': 'export const answer = 43;\n' };
/** A check no decision binds: its receipt is merged, and judges nothing. */
const UNBOUND = 'grep -q 7 src/other.ts';
const RECEIPT_REL = `.evolving/results/receipts/${receiptKey(REF)}.jsonl`;
const NOBODYS_COMMIT = 'deadbeef'.repeat(5);
const FORGED = receiptLine({
  test: REF,
  result: 'green',
  commit: NOBODYS_COMMIT,
  ranAt: '2099-01-01T00:00:00Z',
  falsifiable: true,
});

function scenario(options: Partial<ScenarioOptions> = {}): Scenario {
  return e2e.scenario({ base: [GUARDED], headFiles: BROKEN_CODE, ...options });
}

/** What the reader of the comment, the summary and the report is told. */
function expectShownEverywhere(run: E2ERun, text: string): void {
  expect(commentBodies(run)).toContain(text);
  expect(run.summary).toContain(text);
  const findings = (run.report?.trust as { findings: string[] } | undefined)?.findings ?? [];
  expect(findings.join('\n')).toContain(text);
}

describe('§2 evidence the pull request commits does not judge it', () => {
  const committingForgery = () =>
    scenario({ headFiles: { ...BROKEN_CODE, [RECEIPT_REL]: FORGED } });

  test.each(['all', 'needed'])(
    'run-checks: %s — the forged green receipt dated 2099 is ignored; the failing run decides',
    async (mode) => {
      const built = committingForgery();
      const gh = await e2e.gh();
      const run = await e2e.run(gh, built, { inputs: { 'run-checks': mode } });
      expect(run.outputs).toMatchObject({ conclusion: 'failure', gating: '1', 'checks-run': '1' });
      expect(run.exitCode).toBe(1);
      const [binding] = reportBindings(run);
      expect(binding).toMatchObject({ label: 'red', execution: 'ran' });
      expect(binding?.detail).not.toContain('2099');
      expect((run.report?.bindings as Array<{ provenance: unknown }>)[0]?.provenance).toEqual([
        expect.objectContaining({ platform: 'linux-ci', source: 'this-run', text: 'this run' }),
      ]);
      expect(gh.checkRuns[0]?.conclusion).toBe('failure');
      expect(gh.checkRuns[0]?.output.title).not.toBe('Every guarding check is green');
      expectShownEverywhere(
        run,
        `${RECEIPT_REL}: added or changed by this pull request — not evidence for it`,
      );
      expectNoViolations(gh);
    },
    60_000,
  );

  test('run-checks off: a committed green receipt (an hour old, at an unknown commit) proves nothing', async () => {
    const line = receiptLine({ test: REF, result: 'green', commit: NOBODYS_COMMIT });
    const built = scenario({ headFiles: { ...BROKEN_CODE, [RECEIPT_REL]: line } });
    const gh = await e2e.gh();
    const run = await e2e.run(gh, built);
    expect(run.outputs).toMatchObject({ conclusion: 'failure', gating: '1' });
    expect(reportBindings(run)[0]).toMatchObject({ label: 'not-run' });
    expectShownEverywhere(run, `${RECEIPT_REL}: added or changed by this pull request`);
  }, 60_000);
});

function provenanceOf(run: E2ERun, index = 0): unknown {
  return (run.report?.bindings as Array<{ provenance: unknown }>)[index]?.provenance;
}

test("a receipt the base committed, untouched by the pull request, is the base's evidence", async () => {
  const line = receiptLine({ test: REF, result: 'green', commit: NOBODYS_COMMIT });
  const built = scenario({ baseFiles: { [RECEIPT_REL]: line } });
  const gh = await e2e.gh();
  const run = await e2e.run(gh, built);
  // Its commit is not in the clone: it cannot prove itself fresh, so it reads stale, not green.
  expect(reportBindings(run)[0]).toMatchObject({ label: 'stale' });
  expect(provenanceOf(run)).toEqual([
    expect.objectContaining({ source: 'committed', text: "the base's committed evidence" }),
  ]);
  expect(warnings(run).filter((w) => w.includes('not evidence for it'))).toEqual([]);
}, 60_000);

describe('§2 receipts dated in the future', () => {
  test('a receipt restored into the workspace dated 2099 is refused, naming file and line', async () => {
    const built = scenario({ headFiles: {} });
    const path = join(built.ledgerRoot, RECEIPT_REL);
    mkdirSync(join(path, '..'), { recursive: true });
    const head = built.git(['rev-parse', 'HEAD']).trim();
    writeFileSync(
      path,
      receiptLine({ test: REF, result: 'red', commit: head, ranAt: hoursAgo(1) }) +
        receiptLine({ test: REF, result: 'green', commit: head, ranAt: '2099-01-01T00:00:00Z' }),
    );
    const gh = await e2e.gh();
    const run = await e2e.run(gh, built);
    const refusal = `${RECEIPT_REL}:2: dated more than 5 minutes in the future`;
    expect(warnings(run)).toContain(`${refusal} (ran_at) — refused, not evidence`);
    expect(run.outputs).toMatchObject({ conclusion: 'failure', gating: '1' });
    expect(reportBindings(run)[0]).toMatchObject({ label: 'red' });
    expectShownEverywhere(run, refusal);
  }, 60_000);

  test('a receipt a minute ahead (clock skew) still counts', async () => {
    const built = scenario({ headFiles: {} });
    const head = built.git(['rev-parse', 'HEAD']).trim();
    const soon = new Date(Date.now() + 60_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
    built.receipt({ test: REF, result: 'green', commit: head, ranAt: soon, falsifiable: true });
    const gh = await e2e.gh();
    const run = await e2e.run(gh, built);
    expect(run.outputs).toMatchObject({ conclusion: 'success', gating: '0' });
    expect(warnings(run).filter((w) => w.includes('in the future'))).toEqual([]);
    // Not committed: an earlier step (a cache) put it there, and the report says so.
    expect(provenanceOf(run)).toEqual([
      expect.objectContaining({ source: 'restored', text: expect.stringContaining('a cache') }),
    ]);
  }, 60_000);
});

describe('§2 the rules come from the base', () => {
  test('green_exit_code = 1 in the pull request does not turn its failing check green', async () => {
    const built = scenario({
      headFiles: {
        ...BROKEN_CODE,
        '.evolving/config': CONFIG_TEXT.replace('green_exit_code = 0', 'green_exit_code = 1'),
      },
    });
    const gh = await e2e.gh();
    const run = await e2e.run(gh, built, { inputs: { 'run-checks': 'all' } });
    expect(run.outputs).toMatchObject({ conclusion: 'failure', gating: '1', 'checks-run': '1' });
    expect(reportBindings(run)[0]).toMatchObject({ label: 'red' });
    expectShownEverywhere(
      run,
      '.evolving/config: changed by this pull request — the change takes effect after merge',
    );
  }, 60_000);
});

test('pull_request_target: a longer staleness window in the pull request does not freshen old evidence', async () => {
  const built = scenario({
    checkout: 'head',
    headFiles: {
      '.evolving/config': CONFIG_TEXT.replace('staleness_days = 7', 'staleness_days = 365'),
    },
  });
  // Green, at the checked-out commit, but 30 days old: stale under the base's 7-day window.
  built.receipt({ test: REF, result: 'green', ranAt: hoursAgo(24 * 30), falsifiable: true });
  const gh = await e2e.gh();
  const run = await e2e.run(gh, built, { event: built.pullRequestTargetEvent() });
  expect(run.outputs).toMatchObject({ conclusion: 'failure', gating: '1' });
  expect(reportBindings(run)[0]).toMatchObject({ label: 'stale' });
  expectShownEverywhere(run, '.evolving/config: changed by this pull request');
}, 60_000);

/** A `fetch-depth: 1` checkout of the scenario's merge commit: no history, no merge base. */
function shallowCheckout(built: Scenario, prefix: string): string {
  const workspace = e2e.tempDir(prefix);
  const git = (args: string[]) =>
    execFileSync('git', args, { cwd: workspace, stdio: ['ignore', 'pipe', 'pipe'] }).toString();
  git(['init', '-q']);
  git(['remote', 'add', 'origin', `file://${built.dir}`]);
  git(['fetch', '-q', '--depth', '1', 'origin', built.mergeSha]);
  git(['checkout', '-q', '--detach', 'FETCH_HEAD']);
  expect(git(['rev-parse', '--is-shallow-repository']).trim()).toBe('true');
  return workspace;
}

describe('§3 a shallow clone never turns red into green', () => {
  /**
   * The base committed a green receipt made at the first commit; the pull
   * request breaks the trigger. The workspace is a `fetch-depth: 1` clone of
   * the merge commit (the receipt's commit is not in it).
   */
  function shallow(): { built: Scenario; workspace: string } {
    const built = e2e.scenario({ base: [GUARDED], headFiles: BROKEN_CODE });
    const workspace = shallowCheckout(built, 'ev-shallow-');
    // Receipts restored from the base branch's cache, made at an older commit of it.
    const path = join(workspace, RECEIPT_REL);
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(
      path,
      receiptLine({ test: REF, result: 'green', commit: built.codeSha, falsifiable: true }),
    );
    return { built, workspace };
  }

  test('needed: the binding runs again and the failure is reported', async () => {
    const { built, workspace } = shallow();
    const gh = await e2e.gh();
    const run = await e2e.run(gh, built, { workspace, inputs: { 'run-checks': 'needed' } });
    expect(run.outputs).toMatchObject({
      conclusion: 'failure',
      'checks-run': '1',
      'checks-reused': '0',
    });
    expect(reportBindings(run)[0]).toMatchObject({ label: 'red', execution: 'ran' });
  }, 60_000);

  test('without run-checks: the binding reads stale, with one warning naming fetch-depth: 0', async () => {
    const { built, workspace } = shallow();
    const gh = await e2e.gh();
    const run = await e2e.run(gh, built, { workspace });
    expect(run.outputs).toMatchObject({ conclusion: 'failure', gating: '1' });
    expect(reportBindings(run)[0]).toMatchObject({ label: 'stale' });
    const about = warnings(run).filter((w) => w.includes('fetch-depth: 0'));
    expect(about).toHaveLength(1);
    expect(about[0]).toContain('1 binding reads stale');
  }, 60_000);
});

test('a shallow clone (no merge base) still tells the pull request’s own receipt files apart', async () => {
  // The pull request commits a receipt file; `git diff base...HEAD` has no merge base in a
  // `fetch-depth: 1` clone, and "nothing changed" would let that file judge the pull request.
  const line = receiptLine({ test: REF, result: 'green', commit: NOBODYS_COMMIT });
  const built = e2e.scenario({
    base: [GUARDED],
    headFiles: { ...BROKEN_CODE, [RECEIPT_REL]: line },
  });
  const workspace = shallowCheckout(built, 'ev-shallow-own-');
  const gh = await e2e.gh();
  const run = await e2e.run(gh, built, { workspace });
  expectShownEverywhere(
    run,
    `${RECEIPT_REL}: added or changed by this pull request — not evidence for it`,
  );
  expect(run.outputs).toMatchObject({ conclusion: 'failure' });
}, 60_000);

test('needed: a binding this run executed but that left no receipt (it cannot execute) is not green on older evidence', async () => {
  const missing = 'no-such-command-for-evolving-tests';
  const cannotRun: TickSpec = {
    decision: 'the answer stays 42',
    grounds: [
      bound('callers rely on 42', missing, { triggeredBy: ['src/app.ts'], counterTest: 'true' }),
    ],
    blame: 'Ada Lovelace',
  };
  const built = e2e.scenario({ base: [cannotRun], headFiles: BROKEN_CODE });
  // A green receipt at the head commit (a restored cache): nothing after it changed a trigger.
  built.receipt({ test: missing, result: 'green', commit: built.headSha, falsifiable: true });
  const gh = await e2e.gh();
  const run = await e2e.run(gh, built, { inputs: { 'run-checks': 'needed' } });
  expect(run.outputs).toMatchObject({ conclusion: 'failure', 'checks-run': '1' });
  expect(reportBindings(run)[0]).toMatchObject({ execution: 'ran' });
  expect(reportBindings(run)[0]?.label).not.toBe('green');
}, 60_000);

describe('§3 needed runs every binding whose declared trigger the pull request changes', () => {
  test('a green receipt at the head commit (a restored cache) does not spare it', async () => {
    const built = scenario();
    built.receipt({ test: REF, result: 'green', commit: built.headSha, falsifiable: true });
    const gh = await e2e.gh();
    const run = await e2e.run(gh, built, { inputs: { 'run-checks': 'needed' } });
    expect(run.outputs).toMatchObject({ conclusion: 'failure', 'checks-run': '1' });
    expect(reportBindings(run)[0]).toMatchObject({ label: 'red', execution: 'ran' });
  }, 60_000);
});

// ---------------------------------------------------------------------------
// §4 workflow_run

const FORK_OWNER = 'outsider';
const FORK_BRANCH = 'patch-1';

function forkPull(built: Scenario, overrides: Partial<FakePullRequestSeed> = {}) {
  return {
    number: built.number,
    fork: true,
    forkOwner: FORK_OWNER,
    headRef: FORK_BRANCH,
    headSha: built.headSha,
    baseSha: built.baseSha,
    ...overrides,
  };
}

function runEvent(built: Scenario) {
  return workflowRunEvent({
    headSha: built.headSha,
    headBranch: FORK_BRANCH,
    forkOwner: FORK_OWNER,
    sha: built.baseSha,
  });
}

describe('§4 workflow_run: a decoy pull request on the same head commit', () => {
  test('each is evaluated and the worst is published, naming both', async () => {
    // The real pull request rewrites a recorded decision in place: a ledger violation.
    const built = e2e.scenario({
      base: [GUARDED],
      checkout: 'head',
      headFiles: ({ base }) => {
        const tick = base[0] as BuiltTick;
        return { [tick.path]: tickText({ ...tick.json, blame: 'Somebody Else' }) };
      },
    });
    built.receipt({ test: REF, result: 'green', commit: built.headSha, falsifiable: true });
    const decoy = built.number + 1;
    const gh = await e2e.gh({
      pullRequests: [
        forkPull(built),
        // Same branch, same head commit, against the first commit (no ledger there): all clear alone.
        forkPull(built, { number: decoy, baseSha: built.codeSha }),
      ],
    });
    // Artifacts to merge: a receipt no decision binds, and a directory with none (a warning).
    const artifacts = join(built.dir, 'artifacts');
    mkdirSync(join(artifacts, 'receipts-linux'), { recursive: true });
    mkdirSync(join(artifacts, 'empty'), { recursive: true });
    writeFileSync(
      join(artifacts, 'receipts-linux', `${receiptKey(UNBOUND)}.jsonl`),
      receiptLine({ test: UNBOUND, result: 'green', commit: built.headSha }),
    );
    const run = await e2e.run(gh, built, {
      event: runEvent(built),
      inputs: { receipts: 'artifacts/*' },
    });
    expect(run.outputs['pull-request']).toBe(String(built.number));
    expect(run.outputs.conclusion).toBe('failure');
    expect(gh.checkRuns.map((c) => [c.headSha, c.conclusion])).toEqual([
      [built.headSha, 'failure'],
    ]);
    const note = `is the head of 2 open pull requests: #${built.number} (failure), #${decoy} (success)`;
    expect(warnings(run).join('\n')).toContain(note);
    // Shown with GitHub's references neutralised (`#` and a zero-width space).
    const shown = new RegExp(
      `open pull requests: #\u200b?${built.number} \\(failure\\), #\u200b?${decoy} \\(success\\)`,
      'u',
    );
    expect(run.summary).toMatch(shown);
    expect(gh.comments.map((c) => c.issueNumber)).toEqual([built.number]);
    expect(commentBodies(run)).toMatch(shown);
    expectNoViolations(gh);
    // What does not depend on the pull request is done once: the receipts are merged once
    // (a second merge would find them all present), and no warning is logged twice.
    const logged = warnings(run);
    expect(logged.filter((w) => w.includes('artifacts/empty'))).toHaveLength(1);
    expect(new Set(logged).size).toBe(logged.length);
    expect(run.stdout.match(/^receipts: .*$/gmu)).toEqual([
      'receipts: 1 lines merged from 1 files in 1 directories (0 already present)',
    ]);
  }, 60_000);
});

describe("§4 workflow_run for a fork: green on the fork's artifacts is labelled its claim", () => {
  test('the check run title, the comment and the report say so', async () => {
    const built = e2e.scenario({ base: [GUARDED], headFiles: BROKEN_CODE, checkout: 'head' });
    // The fork's run uploaded a receipt saying its broken code is green.
    const artifact = join(built.dir, 'artifacts', 'receipts-linux');
    mkdirSync(artifact, { recursive: true });
    writeFileSync(
      join(artifact, `${receiptKey(REF)}.jsonl`),
      receiptLine({ test: REF, result: 'green', commit: built.headSha, falsifiable: true }),
    );
    const gh = await e2e.gh({ pullRequests: [forkPull(built)] });
    const run = await e2e.run(gh, built, {
      event: runEvent(built),
      inputs: { receipts: 'artifacts/*' },
    });
    if (run.exitCode !== 0) throw new Error(explain(run));
    const [binding] = run.report?.bindings as Array<Record<string, unknown>>;
    expect(binding).toMatchObject({
      label: 'green',
      forkClaim: true,
      provenance: [
        expect.objectContaining({
          source: 'merged',
          from: 'artifacts/receipts-linux',
          // The triggering run's id (workflow_run.id): whose artifact this claim is.
          text: expect.stringMatching(
            /^merged from artifacts\/receipts-linux \(an artifact of run \d+\)$/,
          ),
        }),
      ],
    });
    expect(run.report?.trust).toMatchObject({ forkClaims: 1 });
    expect(gh.checkRuns[0]?.output.title).toContain("the fork's claim");
    expect(commentBodies(run)).toContain("The fork's claim:");
    expect(run.summary).toContain("The fork's claim:");
  }, 60_000);
});
